//! What a clock display shows for a remaining time, and when that text next changes.
//!
//! The page paints only when the text changes: [`next_change`] tells it how long to wait.

use crate::ground::clock_time::{ClockTime, Precision, Rounding};
use crate::ground::micros::Micros;
use crate::replay::clock::Clock;

/// How the digits are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DisplayFormat {
    /// Below this, tenths of a second are shown (10 s by default, 20 s as an option).
    pub tenths_below: Micros,
}

impl Default for DisplayFormat {
    fn default() -> Self {
        DisplayFormat { tenths_below: Micros::from_secs(10) }
    }
}

/// The step the display counts in at `remaining`: tenths or whole seconds.
fn step(remaining: Micros, format: DisplayFormat) -> i64 {
    if remaining < format.tenths_below { 100_000 } else { 1_000_000 }
}

/// Shown digits for a counting-down clock: `h:mm:ss` from an hour, `m:ss`, and `s.t` below the
/// tenths threshold. A display rounds *up*, as clocks do: it shows 0 only when the time is gone,
/// so `0:00` always means the flag has fallen.
pub fn format_time(remaining: Micros, format: DisplayFormat) -> String {
    let precision = if step(remaining, format) == 100_000 { Precision::Tenths } else { Precision::Seconds };
    ClockTime::new(remaining, precision, Rounding::Up).face()
}

/// For a clock counting down from `remaining`, the running time until its text changes.
pub fn next_change(remaining: Micros, format: DisplayFormat) -> Micros {
    if remaining.0 <= 0 {
        return Micros::ZERO;
    }
    let unit = step(remaining, format);
    // Rounding up, the text changes when the time crosses the next lower multiple of the step.
    let into = remaining.0 % unit;
    if remaining == format.tenths_below {
        // "0:10" turns into "10.0" as soon as the time drops below the threshold.
        return Micros(1);
    }
    Micros(if into == 0 { unit } else { into })
}

/// The running time from `t` until the running side's display next changes its text; `None`
/// when nothing runs or its flag has fallen (a fallen clock's display no longer changes), so the
/// page requests no frames at all.
pub fn next_change_of(clock: &Clock, t: Micros, format: DisplayFormat) -> Option<Micros> {
    if !clock.is_running() {
        return None;
    }
    let reading = clock.reading(t)[clock.turn()];
    if reading.fallen {
        return None;
    }
    Some(match reading.delay {
        // With no main time the display counts the move's own time down (a time per move).
        Some(delay) if reading.shown == Micros::ZERO => next_change(delay, format),
        // During a simple delay the main time stands still and the delay counts down in whole
        // seconds (rounded up): the next change is when it crosses the next whole second.
        Some(delay) => match delay.0 % 1_000_000 {
            0 => delay.min(Micros::from_secs(1)),
            into => Micros(into),
        },
        None => next_change(reading.shown, format),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(x: f64) -> Micros {
        Micros::from_ms(x).unwrap()
    }

    #[test]
    fn digits_as_a_player_reads_them() {
        let f = DisplayFormat::default();
        assert_eq!(format_time(ms(300_000.0), f), "5:00");
        assert_eq!(format_time(ms(299_000.5), f), "5:00");
        assert_eq!(format_time(ms(299_000.0), f), "4:59");
        assert_eq!(format_time(ms(5_400_000.0), f), "1:30:00");
        assert_eq!(format_time(ms(9_950.0), f), "10.0");
        assert_eq!(format_time(ms(9_900.0), f), "9.9");
        assert_eq!(format_time(ms(0.001), f), "0.1");
        assert_eq!(format_time(Micros::ZERO, f), "0.0");
        let twenty = DisplayFormat { tenths_below: Micros::from_secs(20) };
        assert_eq!(format_time(ms(15_250.0), twenty), "15.3");
    }

    #[test]
    fn the_next_change_is_when_the_text_changes() {
        let f = DisplayFormat::default();
        for remaining in [300_000.0, 299_999.0, 12_345.6, 10_000.5, 10_000.0, 9_999.0, 1_234.5, 0.5, 3_600_000.0] {
            let r = ms(remaining);
            let wait = next_change(r, f);
            assert!(wait > Micros::ZERO);
            let before = format_time(r - wait + Micros(1), f);
            let after = format_time(r - wait, f);
            assert_eq!(before, format_time(r, f), "no change before the wait at {remaining}");
            assert_ne!(after, before, "a change at the wait at {remaining}");
        }
    }
}
