//! Time as the clock counts it: whole microseconds.
//!
//! Record times are milliseconds with fractions (an input event's own `timeStamp`); the clock
//! converts each once, on the way in, to integer microseconds, so that a six-hour game of a
//! thousand presses adds and subtracts exactly and nothing drifts.

use std::fmt;
use std::ops::{Add, AddAssign, Neg, Sub, SubAssign};

/// A span or an instant on the record's time line, in whole microseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Micros(pub i64);

impl Micros {
    pub const ZERO: Micros = Micros(0);

    /// From record milliseconds, to the nearest microsecond. `None` for NaN, infinities and
    /// values beyond ±2⁵³ µs (about 285 years), where f64 stops being exact.
    pub fn from_ms(ms: f64) -> Option<Micros> {
        let us = (ms * 1000.0).round();
        (us.is_finite() && us.abs() <= 9_007_199_254_740_992.0).then_some(Micros(us as i64))
    }

    pub const fn from_secs(s: i64) -> Micros {
        Micros(s * 1_000_000)
    }

    /// Milliseconds as the outcome reports them; exact, since |µs| ≤ 2⁵³.
    pub fn as_ms(self) -> f64 {
        self.0 as f64 / 1000.0
    }

    pub fn max(self, other: Micros) -> Micros {
        Micros(self.0.max(other.0))
    }

    pub fn min(self, other: Micros) -> Micros {
        Micros(self.0.min(other.0))
    }

    pub fn saturating_sub(self, other: Micros) -> Micros {
        Micros(self.0.saturating_sub(other.0))
    }
}

impl Add for Micros {
    type Output = Micros;
    fn add(self, o: Micros) -> Micros {
        Micros(self.0.saturating_add(o.0))
    }
}

impl Sub for Micros {
    type Output = Micros;
    fn sub(self, o: Micros) -> Micros {
        Micros(self.0.saturating_sub(o.0))
    }
}

impl AddAssign for Micros {
    fn add_assign(&mut self, o: Micros) {
        *self = *self + o;
    }
}

impl SubAssign for Micros {
    fn sub_assign(&mut self, o: Micros) {
        *self = *self - o;
    }
}

impl Neg for Micros {
    type Output = Micros;
    fn neg(self) -> Micros {
        Micros(self.0.saturating_neg())
    }
}

/// Seconds with only the decimals needed: `180`, `0.5`, `2.25`.
pub struct Seconds(pub Micros);

impl fmt::Display for Seconds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let us = self.0.0;
        let (whole, frac) = (us / 1_000_000, (us % 1_000_000).abs());
        if us < 0 && whole == 0 {
            f.write_str("-")?;
        }
        if frac == 0 {
            write!(f, "{whole}")
        } else {
            let digits = format!("{frac:06}");
            write!(f, "{whole}.{}", digits.trim_end_matches('0'))
        }
    }
}
