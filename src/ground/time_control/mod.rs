//! Time controls: what each player gets, how it is topped up, and how it is written down.
//!
//! Two notations are read. The record uses the PGN `TimeControl` tag, in seconds, extended with
//! `d` (simple delay) and `b` (Bronstein delay) as the game-record spec says, and by this project
//! with `j` (Japanese byo-yomi), `c` (Canadian overtime) and `<` (a cap on an increment):
//!
//! | PGN                  | meaning                                                        |
//! |----------------------|----------------------------------------------------------------|
//! | `300`                | sudden death, 5 minutes                                         |
//! | `180+2`              | 3 minutes, 2 s Fischer increment from move 1                   |
//! | `300d3` / `300b3`    | 5 minutes with a 3 s simple (US) / Bronstein delay             |
//! | `40/5400+30:1800+30` | 40 moves in 90 min, then 30 min for the rest, 30 s increment   |
//! | `*60`                | hourglass: each side starts with 60 s; time one uses, the other gains |
//! | `3600j5x30`          | 1 hour, then 5 byo-yomi periods of 30 s                        |
//! | `3600c25/300`        | 1 hour, then Canadian overtime: 25 moves in every 5 minutes    |
//! | `300+5<600`          | 5 minutes, 5 s increment, never beyond 10 minutes (capped)      |
//!
//! [`TimeControl::parse_typed`] reads the forms people type (US Chess, FIDE, ECF, lichess: the
//! README's table, checked by `tests/typed_controls.rs`), with minutes for the main time and
//! seconds for bonuses: `3+2`, `5|3`, `G/5;d3`, `90/40+30, 30+30`; a main time with its unit or
//! as a clock reads (`10s`, `90 sec`, `5 min`, `1h30`, `0:10`, `1:30:00`); and a time per move
//! (`5s per move`).
//!
//! A main time of zero is a control of its own when the period has an increment or a simple
//! delay, as peers offer: `0+5` gives each player the increment of move one at the start (the
//! 2018 FIDE Laws' glossary: an increment is "added from the start before each move for the
//! player"; US Chess 16B2's TD TIP: "each player gets the increment for move one"), so five
//! seconds for the first move and five more with each move; `0d5` is five seconds a move, none of
//! it kept — a time per move.
mod parse;
mod prose;

pub use parse::ControlParseError;

use crate::ground::micros::{Micros, Seconds};
use std::fmt;
use std::str::FromStr;

/// Time given back or held back on each move of a period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Bonus {
    #[default]
    None,
    /// Fischer increment: added after every completed move.
    Increment(Micros),
    /// Simple (US) delay: the main time only starts to run after the delay
    /// (quickplay seed 6.2b: "the countdown of the main time only commences after the fixed time has expired").
    SimpleDelay(Micros),
    /// Bronstein delay: the time used is given back after the move, up to the delay.
    Bronstein(Micros),
    /// Capped Fischer (Simple Chess Clock's "Fischer with a cap"): the increment is added after
    /// every move, but never beyond `cap` on the clock. PGN (this project's): `300+5<600`.
    CappedIncrement { increment: Micros, cap: Micros },
}

impl Bonus {
    pub fn is_delay(self) -> bool {
        matches!(self, Bonus::SimpleDelay(_) | Bonus::Bronstein(_))
    }
}

/// One stage of a control: `moves` moves (or the rest of the game) in `time`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    /// Moves to complete in this period; `None` for the rest of the game.
    pub moves: Option<u32>,
    pub time: Micros,
    pub bonus: Bonus,
}

/// What follows the main time when it runs out, instead of a flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Overtime {
    /// Japanese byo-yomi: `periods` periods of `time`; a move inside a period keeps it, a period
    /// that runs out is lost, and the flag falls when the last one runs out.
    ByoYomi { periods: u32, time: Micros },
    /// Canadian overtime: `moves` moves in every block of `time`; time left in a block is not kept.
    Canadian { moves: u32, time: Micros },
}

/// A player's time control.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TimeControl {
    /// Sudden death, increment, delay, or several periods with move counts; optionally overtime.
    /// When every period has a move count, the last one repeats.
    Periods { periods: Vec<Period>, overtime: Option<Overtime> },
    /// Hourglass (sandclock): time used by one side is added to the other.
    Hourglass { time: Micros },
    /// No time limit: each clock counts the time its side has used (DGT 3000, Chronos and LEAP
    /// call it count-up), for untimed and training games. PGN: `-` ("no time control").
    CountUp,
}

/// The one period a count-up clock runs, unseen.
const COUNT_UP_PERIOD: Period = Period { moves: None, time: COUNT_UP_LIMIT, bonus: Bonus::None };

/// Where a count-up clock counts from: its side's clock counts down from this, unseen, and what
/// it shows is the time used ([`TimeControl::shown`]). Not a limit: the count goes on below zero,
/// and a count-up clock has no flag (`replay::clock`).
pub const COUNT_UP_LIMIT: Micros = Micros::from_secs(7 * 24 * 3600);

impl TimeControl {
    /// The same control with `increment` a move in every period that had no bonus (FIDE III.4: an
    /// increment introduced during the game). An hourglass has no periods and stays as it is.
    pub fn with_increment(&self, increment: Micros) -> TimeControl {
        match self {
            TimeControl::CountUp => self.clone(),
            TimeControl::Periods { periods, overtime } => TimeControl::Periods {
                periods: periods
                    .iter()
                    .map(|p| Period {
                        bonus: if p.bonus == Bonus::None { Bonus::Increment(increment) } else { p.bonus },
                        ..*p
                    })
                    .collect(),
                overtime: *overtime,
            },
            TimeControl::Hourglass { .. } => self.clone(),
        }
    }

    /// A clock that counts the time used ([`TimeControl::CountUp`]).
    pub fn counts_up(&self) -> bool {
        matches!(self, TimeControl::CountUp)
    }

    /// What a clock under this control shows with `remaining` left: the time left, or on a
    /// count-up clock the whole seconds used (counted down, a display rounds up; counted up, down).
    pub fn shown(&self, remaining: Micros) -> Micros {
        match self {
            TimeControl::CountUp => {
                // Whole seconds left, rounded up (past the start point the count goes below zero:
                // a count-up clock has no limit).
                let left = Micros(-(-remaining.0).div_euclid(1_000_000) * 1_000_000);
                (COUNT_UP_LIMIT - left).max(Micros::ZERO)
            }
            _ => remaining,
        }
    }

    pub fn sudden_death(time: Micros) -> TimeControl {
        TimeControl::single(time, Bonus::None)
    }

    pub fn single(time: Micros, bonus: Bonus) -> TimeControl {
        TimeControl::Periods { periods: vec![Period { moves: None, time, bonus }], overtime: None }
    }

    /// Time on the clock before the first move: with no main time, the increment of move one
    /// (given at the start, see the module comment).
    pub fn initial(&self) -> Micros {
        match self {
            TimeControl::CountUp => COUNT_UP_LIMIT,
            TimeControl::Periods { periods, .. } => match periods[0] {
                Period { time: Micros::ZERO, bonus: Bonus::Increment(first), .. } => first,
                Period { time: Micros::ZERO, bonus: Bonus::CappedIncrement { increment, cap }, .. } => {
                    increment.min(cap)
                }
                Period { time, .. } => time,
            },
            TimeControl::Hourglass { time } => *time,
        }
    }

    /// The period a side plays in after completing `moves` moves (its own), 0-based.
    /// Past the last period with a move count, the last period repeats.
    pub fn period_index(&self, moves: u32) -> usize {
        let TimeControl::Periods { periods, .. } = self else { return 0 };
        let mut done = 0u64;
        for (i, p) in periods.iter().enumerate() {
            match p.moves {
                Some(n) if u64::from(moves) >= done + u64::from(n) => done += u64::from(n),
                _ => return i,
            }
        }
        // Every period has a move count: the last repeats.
        periods.len() - 1
    }

    /// Moves a side that has completed `moves` still has to make before the next time control,
    /// or `None` when its period runs to the end of the game. The last period with a move count
    /// repeats, as [`TimeControl::period_index`] says.
    pub fn moves_to_control(&self, moves: u32) -> Option<u32> {
        let TimeControl::Periods { periods, .. } = self else { return None };
        let mut done = 0u64;
        for p in periods {
            let n = u64::from(p.moves?);
            if u64::from(moves) < done + n {
                return u32::try_from(done + n - u64::from(moves)).ok();
            }
            done += n;
        }
        // Every period has a move count and all are behind: the last one repeats.
        let n = u64::from(periods.last()?.moves?);
        let into = (u64::from(moves) - done) % n;
        u32::try_from(n - into).ok()
    }

    /// The period at `index` (see [`TimeControl::period_index`]).
    pub fn period(&self, index: usize) -> Option<&Period> {
        match self {
            TimeControl::CountUp => (index == 0).then_some(&COUNT_UP_PERIOD),
            TimeControl::Periods { periods, .. } => periods.get(index),
            TimeControl::Hourglass { .. } => None,
        }
    }

    /// Time added when a side completes its `moves`-th move, if that move ends a period.
    pub fn time_added_after(&self, moves: u32) -> Option<Micros> {
        let TimeControl::Periods { periods, .. } = self else { return None };
        let before = self.period_index(moves.saturating_sub(1));
        let after = self.period_index(moves);
        let repeats = periods.iter().all(|p| p.moves.is_some());
        let last = periods.len() - 1;
        // Completing the moves of a repeating last period starts it again.
        let boundary = after != before || (repeats && before == last && self.ends_period(moves));
        boundary.then(|| periods[after].time)
    }

    fn ends_period(&self, moves: u32) -> bool {
        let TimeControl::Periods { periods, .. } = self else { return false };
        let mut done = 0u64;
        let last = periods.len() - 1;
        for (i, p) in periods.iter().enumerate() {
            let Some(n) = p.moves else { return false };
            if n == 0 {
                return false;
            }
            if i < last {
                done += u64::from(n);
                if u64::from(moves) == done {
                    return true;
                }
            } else {
                let m = u64::from(moves);
                return m > done && (m - done).is_multiple_of(u64::from(n));
            }
        }
        false
    }

    /// The control as the PGN standard's `TimeControl` tag can say it: periods, move counts and
    /// Fischer increments are kept; a delay and overtime, which the standard has no syntax for, are
    /// left out (so other programs read `300d3` as `300`). The exact control goes in a tag of its own.
    pub fn standard(&self) -> TimeControl {
        match self {
            TimeControl::CountUp => self.clone(),
            TimeControl::Periods { periods, .. } => TimeControl::Periods {
                periods: periods
                    .iter()
                    .map(|p| Period {
                        bonus: match p.bonus {
                            // The standard has no cap: the increment is what others can read.
                            Bonus::CappedIncrement { increment, .. } => Bonus::Increment(increment),
                            b if b.is_delay() => Bonus::None,
                            b => b,
                        },
                        ..*p
                    })
                    .collect(),
                overtime: None,
            },
            TimeControl::Hourglass { .. } => self.clone(),
        }
    }

    /// The increment after a side's `moves`-th move when this is a control whose time used per
    /// move can be read back from the clock alone: Fischer increments or none, no delay, no
    /// overtime, no hourglass. `None` otherwise.
    pub fn increment_after(&self, moves: u32) -> Option<Micros> {
        let TimeControl::Periods { periods, overtime: None } = self else { return None };
        if periods.iter().any(|p| p.bonus.is_delay()) {
            return None;
        }
        match self.period(self.period_index(moves.saturating_sub(1)))?.bonus {
            Bonus::Increment(x) => Some(x),
            // What a cap held back depends on the clock before the move.
            Bonus::CappedIncrement { .. } => None,
            _ => Some(Micros::ZERO),
        }
    }

    pub fn overtime(&self) -> Option<Overtime> {
        match self {
            TimeControl::CountUp => None,
            TimeControl::Periods { overtime, .. } => *overtime,
            TimeControl::Hourglass { .. } => None,
        }
    }

    /// Reads the PGN `TimeControl` form the record uses (seconds).
    pub fn from_pgn(s: &str) -> Result<TimeControl, ControlParseError> {
        parse::pgn(s)
    }

    /// Reads what a person types: minutes for the main time, seconds for bonuses.
    /// `3+2`, `5|3`, `G/5;d3`, `G5 d3`, `90/40+30, 30+30`, `40/120, G/30;d5`.
    pub fn parse_typed(s: &str) -> Result<TimeControl, ControlParseError> {
        parse::typed(s)
    }

    /// The control as people type it: `3+2`, `G/5;d3`, `90/40+30, 30+30`, `*3` (minutes for main
    /// times, seconds for bonuses) — or `None` when the typed notation cannot say it (40 moves in
    /// 30 minutes: there the larger number is taken for the minutes). What it gives,
    /// [`TimeControl::parse_typed`] reads back the same.
    pub fn typed_form(&self) -> Option<String> {
        let typed = self.typed_candidate();
        (TimeControl::parse_typed(&typed).as_ref() == Ok(self)).then_some(typed)
    }

    fn typed_candidate(&self) -> String {
        // Whole minutes as a clock reads them (`1:00`): a later period's 1 or 2 alone is hours.
        let minutes = |t: Micros| {
            if t.0 % 60_000_000 == 0 && (1..=2).contains(&(t.0 / 60_000_000)) {
                format!("{}:00", t.0 / 60_000_000)
            } else {
                Seconds(Micros(t.0 / 60)).to_string()
            }
        };
        let seconds = |t: Micros| Seconds(t).to_string();
        match self {
            TimeControl::CountUp => "count up".to_owned(),
            TimeControl::Hourglass { time } => format!("*{}", minutes(*time)),
            TimeControl::Periods { periods, overtime } => {
                // A bonus written once at the end is the whole game's: a period before it without
                // one says `+0`.
                let last_only = periods.len() > 1 && periods.last().is_some_and(|p| p.bonus != Bonus::None);
                let parts: Vec<String> = periods
                    .iter()
                    .map(|p| {
                        let base = match (p.moves, p.bonus) {
                            (Some(n), _) => format!("{}/{n}", minutes(p.time)),
                            // A simple delay alone reads as `G/5;d3`, as US Chess writes it.
                            (None, Bonus::SimpleDelay(_)) => format!("G/{}", minutes(p.time)),
                            (None, _) => minutes(p.time),
                        };
                        match p.bonus {
                            Bonus::None if last_only => format!("{base}+0"),
                            Bonus::None => base,
                            Bonus::Increment(x) => format!("{base}+{}", seconds(x)),
                            Bonus::CappedIncrement { increment, cap } => {
                                format!("{base}+{} cap {}", seconds(increment), minutes(cap))
                            }
                            Bonus::SimpleDelay(x) => format!("{base};d{}", seconds(x)),
                            Bonus::Bronstein(x) => format!("{base}b{}", seconds(x)),
                        }
                    })
                    .collect();
                let over = match overtime {
                    Some(Overtime::ByoYomi { periods, time }) => format!(" j{periods}x{}", seconds(*time)),
                    Some(Overtime::Canadian { moves, time }) => format!(" c{moves}/{}", seconds(*time)),
                    None => String::new(),
                };
                format!("{}{over}", parts.join(", "))
            }
        }
    }

    /// A short description for people: `3 min + 2 s`, `40 moves in 90 min, then 30 min, + 30 s`.
    /// Said in the players' language (`crate::ground::words`).
    pub fn describe(&self) -> String {
        use crate::ground::messages as m;
        use crate::ground::words::{count, fill, say, say_with};
        match self {
            TimeControl::CountUp => say(&m::DESCRIBE_COUNT_UP).to_owned(),
            TimeControl::Hourglass { time: t } => say_with(&m::DESCRIBE_HOURGLASS, &[("time", &human(*t))]),
            TimeControl::Periods { periods, overtime } => {
                let mut parts: Vec<String> = periods
                    .iter()
                    .map(|p| {
                        match (p.time, p.bonus) {
                            (Micros::ZERO, Bonus::Increment(i)) => {
                                return say_with(&m::DESCRIBE_NO_MAIN_TIME, &[("time", &human(i))]);
                            }
                            (Micros::ZERO, Bonus::SimpleDelay(d)) => {
                                return say_with(&m::DESCRIBE_PER_MOVE, &[("time", &human(d))]);
                            }
                            _ => {}
                        }
                        let base = match p.moves {
                            Some(n) => fill(&count(&m::DESCRIBE_MOVES_IN, n.into()), &[("time", &human(p.time))]),
                            None => human(p.time),
                        };
                        let with = |message, bonus| say_with(message, &[("base", &base), ("time", &human(bonus))]);
                        match p.bonus {
                            Bonus::None => base.clone(),
                            Bonus::Increment(i) => with(&m::DESCRIBE_INCREMENT, i),
                            Bonus::CappedIncrement { increment, cap } => say_with(
                                &m::DESCRIBE_CAPPED,
                                &[("base", &base), ("time", &human(increment)), ("cap", &human(cap))],
                            ),
                            Bonus::SimpleDelay(d) => with(&m::DESCRIBE_DELAY, d),
                            Bonus::Bronstein(d) => with(&m::DESCRIBE_BRONSTEIN, d),
                        }
                    })
                    .collect();
                match overtime {
                    Some(Overtime::ByoYomi { periods, time: t }) => parts
                        .push(say_with(&m::DESCRIBE_BYO_YOMI, &[("n", &periods.to_string()), ("time", &human(*t))])),
                    Some(Overtime::Canadian { moves, time: t }) => {
                        parts.push(fill(&count(&m::DESCRIBE_CANADIAN, (*moves).into()), &[("time", &human(*t))]))
                    }
                    None => {}
                }
                let mut parts = parts.into_iter();
                let first = parts.next().unwrap_or_default();
                parts
                    .fold(first, |before, after| say_with(&m::DESCRIBE_THEN, &[("before", &before), ("after", &after)]))
            }
        }
    }
}

/// `90 min`, `3 min`, `30 s`, `1 h 30 min`, `2.5 s`: in the units and decimal sign of the
/// language in force.
fn human(t: Micros) -> String {
    use crate::ground::messages as m;
    use crate::ground::words::{language, say_with};
    let us = t.0;
    if us >= 3_600_000_000 && us % 60_000_000 == 0 {
        let (h, min) = (us / 3_600_000_000, us % 3_600_000_000 / 60_000_000);
        match min {
            0 => say_with(&m::UNIT_HOURS, &[("n", &h.to_string())]),
            _ => say_with(&m::UNIT_HOURS_MINUTES, &[("h", &h.to_string()), ("m", &min.to_string())]),
        }
    } else if us >= 60_000_000 && us % 60_000_000 == 0 {
        say_with(&m::UNIT_MINUTES, &[("n", &(us / 60_000_000).to_string())])
    } else {
        let seconds = Seconds(t).to_string().replace('.', &language().decimal_sign().to_string());
        say_with(&m::UNIT_SECONDS, &[("n", &seconds)])
    }
}

/// PGN form, as the record writes it: `parse(print(tc)) == tc`.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::CountUp => f.write_str("-"),
            TimeControl::Hourglass { time } => write!(f, "*{}", Seconds(*time)),
            TimeControl::Periods { periods, overtime } => {
                for (i, p) in periods.iter().enumerate() {
                    if i > 0 {
                        f.write_str(":")?;
                    }
                    if let Some(n) = p.moves {
                        write!(f, "{n}/")?;
                    }
                    write!(f, "{}", Seconds(p.time))?;
                    match p.bonus {
                        Bonus::None => {}
                        Bonus::Increment(x) => write!(f, "+{}", Seconds(x))?,
                        Bonus::CappedIncrement { increment, cap } => {
                            write!(f, "+{}<{}", Seconds(increment), Seconds(cap))?
                        }
                        Bonus::SimpleDelay(x) => write!(f, "d{}", Seconds(x))?,
                        Bonus::Bronstein(x) => write!(f, "b{}", Seconds(x))?,
                    }
                }
                match overtime {
                    Some(Overtime::ByoYomi { periods, time }) => write!(f, "j{periods}x{}", Seconds(*time)),
                    Some(Overtime::Canadian { moves, time }) => write!(f, "c{moves}/{}", Seconds(*time)),
                    None => Ok(()),
                }
            }
        }
    }
}

impl FromStr for TimeControl {
    type Err = ControlParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        TimeControl::from_pgn(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(x: i64) -> Micros {
        Micros::from_secs(x)
    }

    #[test]
    fn moves_to_the_next_control_count_down_and_repeat() {
        let classical = TimeControl::from_pgn("40/5400+30:1800+30").unwrap();
        assert_eq!(classical.moves_to_control(0), Some(40));
        assert_eq!(classical.moves_to_control(39), Some(1));
        assert_eq!(classical.moves_to_control(40), None, "the second period is the rest of the game");
        let repeating = TimeControl::from_pgn("40/7200:20/3600").unwrap();
        assert_eq!(repeating.moves_to_control(45), Some(15));
        assert_eq!(repeating.moves_to_control(60), Some(20), "the 20-move period repeats");
        assert_eq!(repeating.moves_to_control(75), Some(5));
        assert_eq!(TimeControl::from_pgn("180+2").unwrap().moves_to_control(3), None);
        assert_eq!(TimeControl::from_pgn("*60").unwrap().moves_to_control(3), None);
    }

    #[test]
    fn pgn_forms_of_the_spec() {
        assert_eq!(TimeControl::from_pgn("300").unwrap(), TimeControl::sudden_death(s(300)));
        assert_eq!(TimeControl::from_pgn("180+2").unwrap(), TimeControl::single(s(180), Bonus::Increment(s(2))));
        assert_eq!(TimeControl::from_pgn("300d3").unwrap(), TimeControl::single(s(300), Bonus::SimpleDelay(s(3))));
        assert_eq!(TimeControl::from_pgn("300b3").unwrap(), TimeControl::single(s(300), Bonus::Bronstein(s(3))));
        assert_eq!(TimeControl::from_pgn("*60").unwrap(), TimeControl::Hourglass { time: s(60) });
        assert_eq!(TimeControl::from_pgn("0.5").unwrap(), TimeControl::sudden_death(Micros(500_000)));
        let classical = TimeControl::from_pgn("40/5400+30:1800+30").unwrap();
        assert_eq!(
            classical,
            TimeControl::Periods {
                periods: vec![
                    Period { moves: Some(40), time: s(5400), bonus: Bonus::Increment(s(30)) },
                    Period { moves: None, time: s(1800), bonus: Bonus::Increment(s(30)) },
                ],
                overtime: None
            }
        );
        let delayed = TimeControl::from_pgn("40/7200d30:3600d30").unwrap();
        assert_eq!(delayed.period(1).unwrap().bonus, Bonus::SimpleDelay(s(30)));
    }

    #[test]
    fn overtime_forms() {
        assert_eq!(
            TimeControl::from_pgn("3600j5x30").unwrap().overtime(),
            Some(Overtime::ByoYomi { periods: 5, time: s(30) })
        );
        assert_eq!(
            TimeControl::from_pgn("3600c25/300").unwrap().overtime(),
            Some(Overtime::Canadian { moves: 25, time: s(300) })
        );
    }

    #[test]
    fn typed_forms_with_units_and_clock_readings() {
        let typed = |s: &str| TimeControl::parse_typed(s).map(|tc| tc.to_string());
        for (form, pgn) in [
            ("10s", "10"),
            ("10 s", "10"),
            ("10 sec", "10"),
            ("10 seconds", "10"),
            ("0:10", "10"),
            ("3:00", "180"),
            ("1:30:00", "5400"),
            ("5 min", "300"),
            ("5m+3", "300+3"),
            ("1h30", "5400"),
            ("1 h 30 min + 30", "5400+30"),
            ("3+2", "180+2"),
            ("G/5;d3", "300d3"),
            ("G/60;inc30", "3600+30"),
            ("G/60 inc/30", "3600+30"),
            ("G/60 d/5", "3600d5"),
            ("90+30", "5400+30"),
            ("40/90, 30+30", "40/5400+30:1800+30"),
            ("0+5", "0+5"),
            ("G/0;d5", "0d5"),
            ("5s per move", "0d5"),
            ("5 per move", "0d5"),
            ("1 min per move", "0d60"),
            ("10 seconds a move", "0d10"),
            ("3 + 2s", "180+2"),
        ] {
            assert_eq!(typed(form), Ok(pgn.to_owned()), "{form}");
        }
    }

    #[test]
    fn a_fraction_or_a_zero_time_that_would_flag_at_once_is_refused_with_an_example() {
        let e = TimeControl::parse_typed("1/6").unwrap_err();
        assert!(e.expected.contains("not a fraction") && e.expected.contains("10s"), "{e}");
        assert!(TimeControl::parse_typed("1/2").is_err());
        assert!(TimeControl::parse_typed("40/90").is_ok(), "a real move count still reads");
        assert!(TimeControl::parse_typed("40/0+30").is_err());
        for zero in ["0", "0b5", "G/0"] {
            let e = TimeControl::parse_typed(zero).unwrap_err();
            assert!(e.expected.contains("0+5"), "{zero}: {e}");
        }
        assert!(TimeControl::from_pgn("0").is_err());
        assert!(TimeControl::from_pgn("0+5").is_ok(), "the record reads a zero main time with an increment");
    }

    #[test]
    fn with_no_main_time_the_increment_of_move_one_is_given_at_the_start() {
        let tc = TimeControl::from_pgn("0+5").unwrap();
        assert_eq!(tc.initial(), s(5));
        assert_eq!(tc.describe(), "no main time, + 5 s a move from move one");
        let per_move = TimeControl::from_pgn("0d5").unwrap();
        assert_eq!(per_move.initial(), Micros::ZERO);
        assert_eq!(per_move.describe(), "5 s a move, none of it kept");
        assert_eq!(TimeControl::from_pgn(&tc.to_string()).unwrap(), tc, "round trip");
    }

    #[test]
    fn typed_forms_people_use() {
        assert_eq!(TimeControl::parse_typed("3+2").unwrap(), TimeControl::from_pgn("180+2").unwrap());
        assert_eq!(TimeControl::parse_typed("5|3").unwrap(), TimeControl::from_pgn("300+3").unwrap());
        assert_eq!(TimeControl::parse_typed("G/5;d3").unwrap(), TimeControl::from_pgn("300d3").unwrap());
        assert_eq!(TimeControl::parse_typed("G5 d3").unwrap(), TimeControl::from_pgn("300d3").unwrap());
        assert_eq!(
            TimeControl::parse_typed("90/40+30, 30+30").unwrap(),
            TimeControl::from_pgn("40/5400+30:1800+30").unwrap()
        );
        assert_eq!(
            TimeControl::parse_typed("40/120, G/30;d5").unwrap(),
            TimeControl::from_pgn("40/7200d5:1800d5").unwrap(),
            "a delay written once at the end is the whole game's"
        );
        assert_eq!(
            TimeControl::parse_typed("40/90 d10, SD/30 d5").unwrap(),
            TimeControl::from_pgn("40/5400d10:1800d5").unwrap(),
            "a bonus written on each period stays each period's"
        );
        assert_eq!(TimeControl::parse_typed("*3").unwrap(), TimeControl::from_pgn("*180").unwrap());
    }

    #[test]
    fn errors_name_what_was_expected_and_where() {
        let e = TimeControl::from_pgn("180+").unwrap_err();
        assert_eq!(e.at, 4);
        assert!(e.to_string().contains("increment seconds"), "{e}");
        let e = TimeControl::from_pgn("18x0").unwrap_err();
        assert_eq!(e.at, 2);
        let e = TimeControl::from_pgn("").unwrap_err();
        assert!(e.to_string().contains("a time control"), "{e}");
        let e = TimeControl::from_pgn("0").unwrap_err();
        assert!(e.expected.contains("above zero"), "{e}");
        let e = TimeControl::from_pgn("300:60").unwrap_err();
        assert!(e.expected.contains("rest of the game"), "{e}");
        let e = TimeControl::from_pgn("0.5/60").unwrap_err();
        assert_eq!(e.at, 0);
        assert!(TimeControl::from_pgn("99999999999").is_err());
        assert!(TimeControl::from_pgn("--").is_err());
        assert!(TimeControl::from_pgn("300+2j5x30").is_err());
        assert!(TimeControl::parse_typed("G/").is_err());
    }

    #[test]
    fn refusals_say_what_a_player_can_type_not_what_the_parser_wanted() {
        let e = TimeControl::parse_typed("G/60 x").unwrap_err();
        assert!(e.expected.contains("an increment (+30), a delay (d5)"), "{e}");
        assert!(!e.expected.contains("','") && !e.expected.contains("'+'"), "no quoted symbols: {e}");
        let e = TimeControl::parse_typed("G/30, 40/90").unwrap_err();
        assert!(e.expected.contains("comes last"), "{e}");
        let e = TimeControl::parse_typed("3+").unwrap_err();
        assert!(e.expected.contains("as in 3+2"), "{e}");
        let e = TimeControl::parse_typed("G/60;d5;d5").unwrap_err();
        assert!(e.expected.contains("one increment or delay per period"), "{e}");
        // Not read as something else: a bonus from a later move, three numbers, a fraction.
        assert!(TimeControl::parse_typed("40/120, G/30 d5 from move 41").is_err());
        assert!(TimeControl::parse_typed("10 0 0").is_err());
        assert!(TimeControl::parse_typed("1/6").is_err(), "a fraction is not an hour for six moves");
        assert!(TimeControl::from_pgn("10 0").is_err(), "the record's own notation has no lichess pair");
    }

    #[test]
    fn us_forms_count_one_or_two_in_a_later_period_in_hours() {
        let typed = |s: &str| TimeControl::parse_typed(s).map(|tc| tc.to_string());
        assert_eq!(typed("40/2, SD/1"), Ok("40/7200:3600".to_owned()));
        assert_eq!(typed("30/90 SD/1"), Ok("30/5400:3600".to_owned()));
        assert_eq!(typed("G/2"), Ok("120".to_owned()), "alone, G/2 is what it says: two minutes");
        assert_eq!(typed("Game in 60"), Ok("3600".to_owned()));
        assert_eq!(typed("SD30 d5"), Ok("1800d5".to_owned()));
        assert_eq!(typed("G/(90+30)"), Ok("5400+30".to_owned()));
        assert_eq!(typed("90′+30″"), Ok("5400+30".to_owned()));
        assert_eq!(typed("90' + 30''"), Ok("5400+30".to_owned()));
    }

    #[test]
    fn the_typed_form_reads_back_as_the_same_control() {
        for pgn in [
            "180+2",
            "300d3",
            "300b3",
            "*180",
            "40/5400+30:1800+30",
            "40/7200:1800d5",
            "90",
            "3600j5x30",
            "0+5",
            "40/5400:60d5",
            "60",
        ] {
            let tc = TimeControl::from_pgn(pgn).unwrap();
            let typed = tc.typed_form().unwrap_or_else(|| panic!("{pgn} has a typed form"));
            assert_eq!(TimeControl::parse_typed(&typed), Ok(tc), "{pgn} typed as {typed}");
        }
        let typed = |pgn: &str| TimeControl::from_pgn(pgn).unwrap().typed_form();
        assert_eq!(typed("180+2").as_deref(), Some("3+2"));
        assert_eq!(typed("300d3").as_deref(), Some("G/5;d3"));
        assert_eq!(typed("40/5400+30:1800+30").as_deref(), Some("90/40+30, 30+30"));
        assert_eq!(typed("40/1800"), None, "40 moves in 30 minutes: the larger number would be read as the minutes");
    }

    #[test]
    fn a_capped_increment_is_read_written_and_said() {
        let tc = TimeControl::from_pgn("300+5<600").unwrap();
        assert_eq!(tc, TimeControl::single(s(300), Bonus::CappedIncrement { increment: s(5), cap: s(600) }));
        assert_eq!(tc.to_string(), "300+5<600");
        assert_eq!(tc.describe(), "5 min + 5 s, up to 10 min");
        assert_eq!(TimeControl::parse_typed("5+5 cap 10"), Ok(tc.clone()));
        assert_eq!(TimeControl::parse_typed(&tc.typed_form().unwrap()), Ok(tc.clone()));
        // The cap is checked where the bonus ends up: after a comma, or spread from the end.
        assert!(TimeControl::parse_typed("G/90, +5 cap 10").is_err());
        assert!(TimeControl::parse_typed("40/90, 30+5 cap 40").is_err());
        assert!(TimeControl::parse_typed("40/90, 30+5 cap 90").is_ok());
        assert_eq!(tc.standard().to_string(), "300+5", "other programs read the increment");
        assert!(TimeControl::from_pgn("300+5<200").is_err(), "a cap below the main time");
        assert!(TimeControl::from_pgn("300d5<600").is_err(), "a cap only on an increment");
    }

    #[test]
    fn no_time_control_is_a_clock_that_counts_the_time_used() {
        for form in ["-", " - "] {
            assert_eq!(TimeControl::from_pgn(form), Ok(TimeControl::CountUp), "{form}");
        }
        for form in ["count up", "Count-up", "untimed", "no limit"] {
            assert_eq!(TimeControl::parse_typed(form), Ok(TimeControl::CountUp), "{form}");
        }
        let up = TimeControl::CountUp;
        assert_eq!(up.to_string(), "-");
        assert_eq!(TimeControl::parse_typed(&up.typed_form().unwrap()), Ok(up.clone()));
        assert_eq!(up.describe(), "no time limit: each clock counts the time used");
        // 2.3 s used of the limit shows 2 s (counted up, a display rounds down); none used, 0.
        assert_eq!(up.shown(COUNT_UP_LIMIT - Micros(2_300_000)), s(2));
        assert_eq!(up.shown(COUNT_UP_LIMIT), Micros::ZERO);
        assert_eq!(TimeControl::from_pgn("180").unwrap().shown(s(5)), s(5), "a countdown shows what is left");
        assert!(TimeControl::from_pgn("?").is_err());
        assert!(TimeControl::from_pgn("-5").is_err());
    }

    #[test]
    fn printing_is_pgn() {
        for pgn in [
            "300",
            "180+2",
            "300d3",
            "300b3",
            "*60",
            "0.5",
            "40/5400+30:1800+30",
            "3600j5x30",
            "3600c25/300",
            "2.25+0.125",
        ] {
            assert_eq!(TimeControl::from_pgn(pgn).unwrap().to_string(), pgn);
        }
    }

    #[test]
    fn periods_advance_and_the_last_one_with_moves_repeats() {
        let tc = TimeControl::from_pgn("40/5400:20/3600").unwrap();
        assert_eq!(tc.period_index(0), 0);
        assert_eq!(tc.period_index(39), 0);
        assert_eq!(tc.period_index(40), 1);
        assert_eq!(tc.time_added_after(40), Some(s(3600)));
        assert_eq!(tc.time_added_after(41), None);
        assert_eq!(tc.time_added_after(60), Some(s(3600)));
        assert_eq!(tc.time_added_after(80), Some(s(3600)));
        let rest = TimeControl::from_pgn("40/5400:1800").unwrap();
        assert_eq!(rest.time_added_after(40), Some(s(1800)));
        assert_eq!(rest.time_added_after(80), None);
    }

    #[test]
    fn descriptions_are_said_in_the_players_units_and_decimal_sign() {
        use crate::ground::language::Language;
        use crate::ground::words::speaking;
        let periods = TimeControl::from_pgn("40/5400+30:1800+30").unwrap();
        let said = speaking(Language::Russian, || periods.describe());
        assert_eq!(said, "40 ходов за 1 ч 30 мин + 30 с, затем 30 мин + 30 с");
        let said = speaking(Language::Spanish, || TimeControl::from_pgn("180+2.5").unwrap().describe());
        assert_eq!(said, "3 min + 2,5 s");
        assert_eq!(TimeControl::from_pgn("180+2.5").unwrap().describe(), "3 min + 2.5 s");
    }

    #[test]
    fn descriptions_read_as_people_say_them() {
        assert_eq!(TimeControl::from_pgn("180+2").unwrap().describe(), "3 min + 2 s");
        assert_eq!(
            TimeControl::from_pgn("40/5400+30:1800+30").unwrap().describe(),
            "40 moves in 1 h 30 min + 30 s, then 30 min + 30 s"
        );
        assert_eq!(TimeControl::from_pgn("300d3").unwrap().describe(), "5 min, delay 3 s");
    }
}
