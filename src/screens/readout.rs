//! The words a clock half shows beside its digits: the move count, the period or overtime, and a
//! fallen flag with how long ago it fell; and the result line. Pure text, tested natively.

use crate::domain::clock::{OvertimeReading, Reading, SideClock};
use crate::domain::clock_time::{ClockTime, Precision, Rounding};
use crate::domain::micros::Micros;

/// `move 12`: the moves this side has completed.
pub fn moves(side: &SideClock) -> String {
    format!("moves {}", side.moves())
}

/// The period or overtime this side is in, when the control has more than one stage:
/// `period 2`, `byo-yomi 3 left`, `7 moves in block`. Empty for a single-period control.
pub fn period(side: &SideClock, reading: &Reading) -> String {
    match reading.overtime {
        Some(OvertimeReading::ByoYomi { periods, .. }) if side.remaining() <= Micros::ZERO => {
            format!("byo-yomi {periods} left")
        }
        Some(OvertimeReading::Canadian { moves_left, .. }) if side.remaining() <= Micros::ZERO => {
            format!("{moves_left} moves in block")
        }
        _ => match side.control() {
            // A control with overtime: say that the main time is running, not "period 1".
            crate::domain::time_control::TimeControl::Periods { periods, overtime: Some(_) } if periods.len() == 1 => {
                "main time".to_owned()
            }
            crate::domain::time_control::TimeControl::Periods { periods, overtime } if periods.len() > 1 || overtime.is_some() => {
                match side.control().moves_to_control(side.moves()) {
                    Some(n) => format!("period {} · {n} to go", side.period_number()),
                    None => format!("period {}", side.period_number()),
                }
            }
            _ => String::new(),
        },
    }
}

/// `FLAG 12 s ago`, `FLAG 2:05 ago`: a fallen flag and the time since it fell.
/// The time a half shows: its main time, or — a time per move, no main time — the move's own
/// time counting down.
pub fn shown(reading: &crate::domain::clock::Reading) -> Micros {
    match reading.delay {
        Some(delay) if reading.shown == Micros::ZERO => delay,
        _ => reading.shown,
    }
}

pub fn flag_age(ago: Micros) -> String {
    let ago = ClockTime::new(ago, Precision::Seconds, Rounding::Down);
    let s = ago.whole_seconds();
    if s < 60 { format!("FLAG {s} s ago") } else { format!("FLAG {} ago", ago.sheet()) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::clock::Clock;
    use crate::domain::time_control::TimeControl;
    use shakmaty::Color;

    fn clock(tc: &str) -> Clock {
        let tc = TimeControl::from_pgn(tc).unwrap();
        Clock::new(tc.clone(), tc, Color::White)
    }

    #[test]
    fn a_single_period_shows_no_period_and_several_do() {
        let c = clock("180+2");
        let r = c.reading(Micros::ZERO);
        assert_eq!(period(c.side(Color::White), &r.white), "");
        assert_eq!(moves(c.side(Color::White)), "moves 0");
        let mut c = clock("40/5400+30:1800+30");
        assert_eq!(period(c.side(Color::White), &c.reading(Micros::ZERO).white), "period 1 · 40 to go");
        // The arbiter corrects White's move counter: 39 moves made, then 40.
        c.adjust(Color::White, Micros::ZERO, 39, Micros::ZERO);
        assert_eq!(period(c.side(Color::White), &c.reading(Micros::ZERO).white), "period 1 · 1 to go");
        c.adjust(Color::White, Micros::ZERO, 1, Micros::ZERO);
        assert_eq!(period(c.side(Color::White), &c.reading(Micros::ZERO).white), "period 2");
    }

    #[test]
    fn overtime_shows_what_is_left_once_main_time_is_gone() {
        let mut c = clock("60j3x30");
        c.start(Micros::ZERO).unwrap();
        c.press(Color::White, Micros::from_secs(70)).unwrap();
        let r = c.reading(Micros::from_secs(70));
        assert_eq!(period(c.side(Color::White), &r.white), "byo-yomi 3 left");
        let c = clock("3600c25/300");
        assert_eq!(period(c.side(Color::White), &c.reading(Micros::ZERO).white), "main time");
    }

    #[test]
    fn the_flag_age_reads_in_seconds_then_minutes() {
        assert_eq!(flag_age(Micros::from_secs(0)), "FLAG 0 s ago");
        assert_eq!(flag_age(Micros(12_999_999)), "FLAG 12 s ago");
        assert_eq!(flag_age(Micros::from_secs(125)), "FLAG 2:05 ago");
        assert_eq!(flag_age(Micros(-5)), "FLAG 0 s ago");
    }
}
