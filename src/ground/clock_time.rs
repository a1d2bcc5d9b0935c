//! A clock time as a person reads it: the one formatter behind the clock face, the score, the
//! PGN's `[%clk]`, the verdicts and the flag readout. Each use names its rounding, so two screens
//! can only show different digits for one instant when they mean to.

use crate::ground::micros::Micros;

/// How a time is brought to the unit it is shown in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rounding {
    /// Up, as a running clock shows it: `0` only once the time is gone, so `0:00` means a fallen flag.
    /// A verdict quotes time still left this way when it compares it with a limit or with zero.
    Up,
    /// Down, as the score and the verdicts quote it: never time a player did not have.
    Down,
}

/// The smallest unit shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Precision {
    Tenths,
    Seconds,
}

impl Precision {
    fn unit(self) -> i64 {
        match self {
            Precision::Tenths => 100_000,
            Precision::Seconds => 1_000_000,
        }
    }
}

/// A time as whole units of its precision; a negative time reads as zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockTime {
    units: i64,
    precision: Precision,
}

impl ClockTime {
    pub fn new(t: Micros, precision: Precision, rounding: Rounding) -> ClockTime {
        let (us, unit) = (t.0.max(0), precision.unit());
        let units = match rounding {
            Rounding::Up => (us + unit - 1) / unit,
            Rounding::Down => us / unit,
        };
        ClockTime { units, precision }
    }

    /// Whole seconds, the tenths dropped.
    pub fn whole_seconds(self) -> i64 {
        match self.precision {
            Precision::Tenths => self.units / 10,
            Precision::Seconds => self.units,
        }
    }

    fn tenth(self) -> Option<i64> {
        (self.precision == Precision::Tenths).then_some(self.units % 10)
    }

    /// `m:ss.t` or `h:mm:ss.t` (`m:ss`, `h:mm:ss` to the second): the score's and the verdicts' form.
    pub fn sheet(self) -> String {
        let s = self.whole_seconds();
        let mut text = if s >= 3600 {
            format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
        } else {
            format!("{}:{:02}", s / 60, s % 60)
        };
        if let Some(d) = self.tenth() {
            text.push_str(&format!(".{d}"));
        }
        text
    }

    /// `h:mm:ss`, or `h:mm:ss.t` when the tenth is not zero: the PGN `[%clk]` form.
    pub fn pgn(self) -> String {
        let s = self.whole_seconds();
        let text = format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
        match self.tenth() {
            Some(d) if d != 0 => format!("{text}.{d}"),
            _ => text,
        }
    }

    /// The clock face's digits: to the second `m:ss` or `h:mm:ss`; to the tenth `s.t`, or `m:ss.t`
    /// from a minute (a tenths threshold above a minute), minutes never carried into hours.
    pub fn face(self) -> String {
        match self.tenth() {
            None => self.sheet(),
            Some(d) => {
                let s = self.whole_seconds();
                if s >= 60 { format!("{}:{:02}.{d}", s / 60, s % 60) } else { format!("{s}.{d}") }
            }
        }
    }
}

/// A clock reading for the score: `m:ss.t`, or `h:mm:ss.t` from an hour; tenths cut, never
/// rounded up (the score never shows time a player did not have).
pub fn clock_text(t: Micros) -> String {
    ClockTime::new(t, Precision::Tenths, Rounding::Down).sheet()
}

#[cfg(test)]
mod tests {
    use super::*;
    use Precision::*;
    use Rounding::*;

    fn us(s: f64) -> Micros {
        Micros::from_ms(s * 1000.0).unwrap()
    }

    #[test]
    fn an_instant_reads_one_way_on_the_score_and_in_a_verdict_but_up_on_the_face() {
        let t = us(119.96);
        assert_eq!(ClockTime::new(t, Tenths, Down).sheet(), "1:59.9");
        assert_eq!(ClockTime::new(t, Tenths, Up).face(), "2:00.0");
        assert_eq!(ClockTime::new(t, Seconds, Up).face(), "2:00");
    }

    #[test]
    fn the_face_shows_zero_only_when_the_time_is_gone() {
        assert_eq!(ClockTime::new(Micros(1), Tenths, Up).face(), "0.1");
        assert_eq!(ClockTime::new(Micros(0), Tenths, Up).face(), "0.0");
        assert_eq!(ClockTime::new(Micros(-5), Seconds, Up).face(), "0:00");
    }

    #[test]
    fn hours_appear_from_an_hour_on_the_sheet_and_always_in_pgn() {
        assert_eq!(ClockTime::new(us(3723.45), Tenths, Down).sheet(), "1:02:03.4");
        assert_eq!(ClockTime::new(us(3599.99), Tenths, Down).sheet(), "59:59.9");
        assert_eq!(ClockTime::new(us(65.0), Tenths, Down).pgn(), "0:01:05");
        assert_eq!(ClockTime::new(us(65.25), Tenths, Down).pgn(), "0:01:05.2");
    }

    #[test]
    fn a_tenths_face_above_a_minute_keeps_counting_minutes() {
        assert_eq!(ClockTime::new(us(75.01), Tenths, Up).face(), "1:15.1");
        assert_eq!(ClockTime::new(us(3700.0), Tenths, Up).face(), "61:40.0");
        assert_eq!(ClockTime::new(us(3700.0), Seconds, Up).face(), "1:01:40");
    }

    #[test]
    fn whole_seconds_drop_the_tenth() {
        assert_eq!(ClockTime::new(us(125.9), Seconds, Down).whole_seconds(), 125);
        assert_eq!(ClockTime::new(us(125.9), Tenths, Down).whole_seconds(), 125);
    }
}
