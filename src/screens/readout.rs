//! What a clock half shows ([`HalfReading`]): its time, whether it runs, is low or has fallen,
//! and the words beside its digits — the move count, the period or overtime, a fallen flag with
//! how long ago it fell, and the result. Pure, tested natively: the component only renders it.

use crate::replay::clock::{OvertimeReading, Reading, SideClock};
use crate::screens::status::status_line;
use crate::session::Session;
use crate::session::display::{DisplayFormat, format_time};
use shakmaty::Color;
use crate::ground::clock_time::{ClockTime, Precision, Rounding};
use crate::ground::micros::Micros;

/// Everything one half of the face shows at an instant.
#[derive(Debug, Clone, PartialEq)]
pub struct HalfReading {
    /// The time shown ([`shown`]) and its text.
    pub time: Micros,
    pub text: String,
    /// The time is below the tenths mark: shown in the low colour.
    pub low: bool,
    /// This side's clock runs: its press counts ([`Session::can_press`]).
    pub running: bool,
    pub fallen: bool,
    pub moves: String,
    pub period: String,
    /// The flag that fell first, if it is this side's: `FLAG 3 s ago`, or `FLAG` once the game
    /// is over.
    pub flag: Option<String>,
    /// The result, once the game is over, as the status line says it.
    pub result: Option<String>,
}

impl HalfReading {
    /// What `side`'s half shows at `t_ms`, drawn in `format`.
    pub fn of(session: &Session, side: Color, t_ms: f64, format: DisplayFormat) -> HalfReading {
        let at = session.instant(t_ms);
        let readings = session.game.clock.reading(at);
        let reading = &readings[side];
        let time = shown(reading);
        let clock = session.game.clock.side(side);
        let over = session.game.is_over();
        let flag = session.first_flag_at(t_ms).filter(|f| f.side == side).map(|first| {
            if over { "FLAG".to_owned() } else { flag_age(at - first.fell_at) }
        });
        HalfReading {
            time,
            text: format_time(time, format),
            low: time < format.tenths_below,
            running: session.can_press(side),
            fallen: reading.fallen,
            moves: moves(clock),
            period: period(clock, reading),
            flag,
            result: over.then(|| status_line(session, t_ms)),
        }
    }
}

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
            crate::ground::time_control::TimeControl::Periods { periods, overtime: Some(_) } if periods.len() == 1 => {
                "main time".to_owned()
            }
            crate::ground::time_control::TimeControl::Periods { periods, overtime } if periods.len() > 1 || overtime.is_some() => {
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
pub fn shown(reading: &crate::replay::clock::Reading) -> Micros {
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
    use crate::replay::clock::Clock;
    use crate::ground::time_control::TimeControl;
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
