//! Time controls: what each player gets, how it is topped up, and how it is written down.
//!
//! Two notations are read. The record uses the PGN `TimeControl` tag, in seconds, extended with
//! `d` (simple delay) and `b` (Bronstein delay) as the game-record spec says, and by this project
//! with `j` (Japanese byo-yomi) and `c` (Canadian overtime):
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
//!
//! [`TimeControl::parse_typed`] reads the forms people type, with minutes for the main time and
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
}

impl TimeControl {
    /// The same control with `increment` a move in every period that had no bonus (FIDE III.4: an
    /// increment introduced during the game). An hourglass has no periods and stays as it is.
    pub fn with_increment(&self, increment: Micros) -> TimeControl {
        match self {
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
            TimeControl::Periods { periods, .. } => match periods[0] {
                Period { time: Micros::ZERO, bonus: Bonus::Increment(first), .. } => first,
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
            TimeControl::Periods { periods, .. } => TimeControl::Periods {
                periods: periods
                    .iter()
                    .map(|p| Period { bonus: if p.bonus.is_delay() { Bonus::None } else { p.bonus }, ..*p })
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
            _ => Some(Micros::ZERO),
        }
    }

    pub fn overtime(&self) -> Option<Overtime> {
        match self {
            TimeControl::Periods { overtime, .. } => *overtime,
            TimeControl::Hourglass { .. } => None,
        }
    }

    /// Reads the PGN `TimeControl` form the record uses (seconds).
    pub fn from_pgn(s: &str) -> Result<TimeControl, ControlParseError> {
        ControlParser::new(s, Units::Pgn).time_control()
    }

    /// Reads what a person types: minutes for the main time, seconds for bonuses.
    /// `3+2`, `5|3`, `G/5;d3`, `G5 d3`, `90/40+30, 30+30`, `40/120, G/30;d5`.
    pub fn parse_typed(s: &str) -> Result<TimeControl, ControlParseError> {
        ControlParser::new(s, Units::Typed).time_control()
    }

    /// A short description for people: `3 min + 2 s`, `40 moves in 90 min, then 30 min, + 30 s`.
    /// Said in the players' language (`crate::ground::words`).
    pub fn describe(&self) -> String {
        use crate::ground::messages as m;
        use crate::ground::words::{count, fill, say_with};
        match self {
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

/// A time control that could not be read: what was expected, and at which character (0-based).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ControlParseError {
    pub input: String,
    pub at: usize,
    pub expected: String,
}

impl fmt::Display for ControlParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let found = self.input.chars().nth(self.at).map_or("the end".to_owned(), |c| format!("'{c}'"));
        write!(
            f,
            "time control '{}': expected {} at character {}, found {}",
            self.input,
            self.expected,
            self.at + 1,
            found
        )
    }
}

impl std::error::Error for ControlParseError {}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Units {
    /// Seconds everywhere; periods as `moves/seconds`.
    Pgn,
    /// Minutes for main times, seconds for bonuses; periods as `minutes/moves` or `moves/minutes`.
    Typed,
}

/// The start of a typed period: a main time with its move count, or a time per move.
enum Head {
    Period(Option<u32>, Micros),
    PerMove(Micros),
}

/// A unit a typed time names.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Unit {
    Seconds,
    Minutes,
    Hours,
}

/// A small hand-written parser, so that every error can name the character it stopped at.
struct ControlParser<'a> {
    input: &'a str,
    chars: Vec<char>,
    pos: usize,
    units: Units,
}

/// Longest accepted time: a week, far beyond any game, well inside exact arithmetic.
const MAX_TIME: Micros = Micros::from_secs(7 * 24 * 3600);

impl<'a> ControlParser<'a> {
    fn new(input: &'a str, units: Units) -> Self {
        ControlParser { input, chars: input.chars().collect(), pos: 0, units }
    }

    fn err<T>(&self, expected: &str) -> Result<T, ControlParseError> {
        Err(ControlParseError { input: self.input.to_owned(), at: self.pos, expected: expected.to_owned() })
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek().is_some_and(|p| p.eq_ignore_ascii_case(&c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.pos += 1;
        }
    }

    /// A non-negative decimal number, as exact microseconds of the given unit.
    fn number(&mut self, what: &str, unit_us: i64) -> Result<Micros, ControlParseError> {
        let start = self.pos;
        let mut whole: i64 = 0;
        let mut digits = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            whole = match whole.checked_mul(10).and_then(|w| w.checked_add(i64::from(d))) {
                Some(w) if w <= 1_000_000 => w,
                _ => {
                    self.pos = start;
                    // What the parser expected: its words, in English (the messages say so).
                    return self.err(&format!("{what} of at most a week"));
                }
            };
            digits += 1;
            self.pos += 1;
        }
        let mut frac_us: i64 = 0;
        if self.peek() == Some('.') && digits > 0 {
            self.pos += 1;
            let mut scale = unit_us;
            let mut frac_digits = 0;
            while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
                scale /= 10;
                if scale == 0 && d != 0 {
                    return self.err("at most a microsecond's precision");
                }
                frac_us += i64::from(d) * scale;
                frac_digits += 1;
                self.pos += 1;
            }
            if frac_digits == 0 {
                return self.err("a digit after the decimal point");
            }
        }
        if digits == 0 {
            return self.err(what);
        }
        let t = Micros(whole * unit_us + frac_us);
        if t > MAX_TIME {
            self.pos = start;
            // What the parser expected: its words, in English (the messages say so).
            return self.err(&format!("{what} of at most a week"));
        }
        Ok(t)
    }

    fn count(&mut self, what: &str) -> Result<u32, ControlParseError> {
        let start = self.pos;
        let mut n: u32 = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            n = match n.checked_mul(10).and_then(|v| v.checked_add(d)) {
                Some(v) if v <= 10_000 => v,
                _ => {
                    self.pos = start;
                    // What the parser expected: its words, in English (the messages say so).
                    return self.err(&format!("{what} of at most 10000"));
                }
            };
            self.pos += 1;
        }
        if self.pos == start {
            return self.err(what);
        }
        if n == 0 {
            self.pos = start;
            // What the parser expected: its words, in English (the messages say so).
            return self.err(&format!("{what} of at least 1"));
        }
        Ok(n)
    }

    fn main_unit(&self) -> i64 {
        match self.units {
            Units::Pgn => 1_000_000,
            Units::Typed => 60_000_000,
        }
    }

    fn time_control(mut self) -> Result<TimeControl, ControlParseError> {
        self.skip_spaces();
        if self.peek().is_none() {
            return self.err("a time control such as 300, 180+2 or 40/5400+30:1800+30");
        }
        if self.peek() == Some('?') || self.peek() == Some('-') {
            return self.err("a time control with a time (the clock cannot run '?' or '-')");
        }
        if self.eat('*') {
            let time = self.number("the hourglass time", self.main_unit())?;
            self.positive(time, 1)?;
            return self.finish(TimeControl::Hourglass { time });
        }
        let mut periods = vec![self.period()?];
        let mut overtime = None;
        loop {
            self.skip_spaces();
            match self.peek() {
                None => break,
                Some(':') => {}
                Some(',' | ';') if self.units == Units::Typed => {}
                Some('j' | 'J') => {
                    self.pos += 1;
                    let periods_n = self.count("the number of byo-yomi periods")?;
                    if !self.eat('x') {
                        return self.err("'x' between the byo-yomi periods and their seconds");
                    }
                    let time = self.number("seconds per byo-yomi period", 1_000_000)?;
                    self.positive(time, 0)?;
                    overtime = Some(Overtime::ByoYomi { periods: periods_n, time });
                    break;
                }
                Some('c' | 'C') => {
                    self.pos += 1;
                    let moves = self.count("the moves of a Canadian overtime block")?;
                    if !self.eat('/') {
                        return self.err("'/' between the Canadian moves and their seconds");
                    }
                    let time = self.number("seconds per Canadian overtime block", 1_000_000)?;
                    self.positive(time, 0)?;
                    overtime = Some(Overtime::Canadian { moves, time });
                    break;
                }
                Some(_) => {
                    return self.err(match self.units {
                        Units::Pgn => "':' before the next period, '+', 'd' or 'b' and seconds, or the end",
                        Units::Typed => "',' before the next period, '+', 'd' or 'b' and seconds, or the end",
                    });
                }
            }
            if periods.last().is_some_and(|p| p.moves.is_none()) {
                return self.err("the end: a period without a move count already lasts the rest of the game");
            }
            self.pos += 1;
            self.skip_spaces();
            periods.push(self.period()?);
        }
        if overtime.is_some() {
            let last = periods[periods.len() - 1];
            if last.moves.is_some() || last.bonus != Bonus::None {
                return self.err("overtime only after a main time with no move count, increment or delay");
            }
        }
        self.finish(TimeControl::Periods { periods, overtime })
    }

    fn positive(&self, t: Micros, back: usize) -> Result<(), ControlParseError> {
        if t.0 > 0 {
            Ok(())
        } else {
            Err(ControlParseError {
                input: self.input.to_owned(),
                at: self.pos.saturating_sub(back),
                expected: "a time above zero".to_owned(),
            })
        }
    }

    fn finish(mut self, tc: TimeControl) -> Result<TimeControl, ControlParseError> {
        self.skip_spaces();
        if self.peek().is_some() {
            return self.err("the end of the time control");
        }
        Ok(tc)
    }

    fn period(&mut self) -> Result<Period, ControlParseError> {
        let start = self.pos;
        let (moves, time) = match self.units {
            Units::Pgn => {
                let first = self.pos;
                let a = self.number("seconds (or moves/seconds)", 1_000_000)?;
                if self.eat('/') {
                    let moves = self.moves_from(a, first)?;
                    (Some(moves), self.number("the seconds of the period", 1_000_000)?)
                } else {
                    (None, a)
                }
            }
            Units::Typed => match self.typed_period_head()? {
                Head::Period(moves, time) => (moves, time),
                Head::PerMove(time) => {
                    self.positive(time, 0)?;
                    return Ok(Period { moves: None, time: Micros::ZERO, bonus: Bonus::SimpleDelay(time) });
                }
            },
        };
        let bonus = self.bonus()?;
        // No main time is a control only for the rest of the game with an increment or a simple
        // delay: anything else would flag at once.
        let runs = moves.is_none() && matches!(bonus, Bonus::Increment(_) | Bonus::SimpleDelay(_));
        if time == Micros::ZERO && !runs {
            return Err(ControlParseError {
                input: self.input.to_owned(),
                at: start,
                expected: "a main time above zero (with no main time, an increment or a simple delay: 0+5, G/0;d5)"
                    .to_owned(),
            });
        }
        Ok(Period { moves, time, bonus })
    }

    /// A move count read as a number: whole, positive, at most 10000.
    fn moves_from(&self, n: Micros, at: usize) -> Result<u32, ControlParseError> {
        let moves = n.0 / 1_000_000;
        if n.0 % 1_000_000 != 0 || !(1..=10_000).contains(&moves) {
            return Err(ControlParseError {
                input: self.input.to_owned(),
                at,
                expected: "a whole number of moves from 1 to 10000".to_owned(),
            });
        }
        Ok(moves as u32)
    }

    /// `G/5`, `G5`, `5`, `10s`, `0:10`, `1h30`, `90/40` (minutes/moves), `40/120`
    /// (moves/minutes), `5s per move`.
    fn typed_period_head(&mut self) -> Result<Head, ControlParseError> {
        if self.eat('g') {
            self.eat('/');
            self.skip_spaces();
            let (time, _) = self.typed_time("minutes after 'G/'")?;
            return Ok(Head::Period(None, time));
        }
        let first = self.pos;
        let (a, unit) = self.typed_time("minutes, such as 3 in 3+2, or seconds, such as 10s")?;
        self.skip_spaces();
        if self.per_move() {
            // A time per move is seconds unless a unit says otherwise.
            let time = if unit { a } else { Micros(a.0 / 60) };
            return Ok(Head::PerMove(time));
        }
        if unit || !self.eat('/') {
            return Ok(Head::Period(None, a));
        }
        self.skip_spaces();
        let second = self.pos;
        let b = self.number("moves or minutes after '/'", 60_000_000)?;
        // "90/40" is 90 minutes for 40 moves (FIDE style); "40/120" is 40 moves in 120 minutes
        // (US style): the larger number is the minutes. Equal numbers read the same both ways.
        let (moves, at, minutes) = if a >= b { (b, second, a) } else { (a, first, b) };
        // "1/6" is a fraction typed for part of a minute, not one move in six minutes.
        if moves < Micros::from_secs(5 * 60) {
            return Err(ControlParseError {
                input: self.input.to_owned(),
                at: first,
                expected: "moves per period, as in 40/90 (40 moves in 90 minutes), not a fraction: for part of a minute type seconds (10s, 0:10)"
                    .to_owned(),
            });
        }
        Ok(Head::Period(Some(self.moves_from(Micros(moves.0 / 60), at)?), minutes))
    }

    /// A typed main time and whether it named its unit: minutes by default; `10s`, `10 sec`,
    /// `5 min`, `1h`, `1h30`, `1 hour 30 min`; or as a clock reads, `0:10`, `3:00`, `1:30:00`.
    fn typed_time(&mut self, what: &str) -> Result<(Micros, bool), ControlParseError> {
        let start = self.pos;
        let n = self.number(what, 1_000_000)?;
        let whole = n.0 % 1_000_000 == 0;
        if whole && self.peek() == Some(':') && self.two_digits_at(self.pos + 1) {
            // m:ss, or h:mm:ss with a second pair.
            self.pos += 1;
            let first = self.two_digits();
            let secs = if self.peek() == Some(':') && self.two_digits_at(self.pos + 1) {
                self.pos += 1;
                let second = self.two_digits();
                n.0 / 1_000_000 * 3600 + first * 60 + second
            } else {
                n.0 / 1_000_000 * 60 + first
            };
            return self.at_most_a_week(Micros::from_secs(secs), start).map(|t| (t, true));
        }
        let save = self.pos;
        self.skip_spaces();
        let scaled = match self.unit() {
            Some(Unit::Seconds) => Micros(n.0),
            Some(Unit::Minutes) => Micros(n.0.saturating_mul(60)),
            Some(Unit::Hours) => {
                let hours = Micros(n.0.saturating_mul(3600));
                // "1h30", "1 h 30 min": minutes may follow the hours.
                let after = self.pos;
                self.skip_spaces();
                if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    let m = self.number("minutes after the hours", 60_000_000)?;
                    self.skip_spaces();
                    if !matches!(self.unit(), None | Some(Unit::Minutes)) {
                        return self.err("minutes after the hours, as in 1h30");
                    }
                    hours + m
                } else {
                    self.pos = after;
                    hours
                }
            }
            None => {
                self.pos = save;
                return self.at_most_a_week(Micros(n.0.saturating_mul(60)), start).map(|t| (t, false));
            }
        };
        self.at_most_a_week(scaled, start).map(|t| (t, true))
    }

    fn at_most_a_week(&self, t: Micros, at: usize) -> Result<Micros, ControlParseError> {
        if t > MAX_TIME {
            return Err(ControlParseError {
                input: self.input.to_owned(),
                at,
                expected: "a time of at most a week".to_owned(),
            });
        }
        Ok(t)
    }

    fn two_digits_at(&self, at: usize) -> bool {
        let digit = |i: usize| self.chars.get(i).is_some_and(char::is_ascii_digit);
        digit(at) && digit(at + 1) && !digit(at + 2)
    }

    /// Two digits known to be there (see [`ControlParser::two_digits_at`]), as a number.
    fn two_digits(&mut self) -> i64 {
        let value = self.chars[self.pos..self.pos + 2].iter().filter_map(|c| c.to_digit(10)).fold(0, |n, d| n * 10 + d);
        self.pos += 2;
        i64::from(value)
    }

    /// A unit word at the cursor, ending where a word ends: `s`, `sec`, `seconds`, `m`, `min`,
    /// `minutes`, `h`, `hr`, `hours`. It is consumed only when it is one.
    fn unit(&mut self) -> Option<Unit> {
        let word: String = self.chars[self.pos..].iter().take_while(|c| c.is_ascii_alphabetic()).collect();
        let unit = match word.to_ascii_lowercase().as_str() {
            "s" | "sec" | "secs" | "second" | "seconds" => Unit::Seconds,
            "m" | "min" | "mins" | "minute" | "minutes" => Unit::Minutes,
            "h" | "hr" | "hrs" | "hour" | "hours" => Unit::Hours,
            _ => return None,
        };
        self.pos += word.chars().count();
        Some(unit)
    }

    /// "per move", "a move", "each move", "/move" at the cursor (consumed when there).
    fn per_move(&mut self) -> bool {
        let rest: String = self.chars[self.pos..].iter().collect::<String>().to_ascii_lowercase();
        for form in ["per move", "a move", "each move", "/move", "/ move"] {
            if rest.starts_with(form) {
                self.pos += form.chars().count();
                return true;
            }
        }
        false
    }

    fn bonus(&mut self) -> Result<Bonus, ControlParseError> {
        let save = self.pos;
        let typed = self.units == Units::Typed;
        if typed {
            self.skip_spaces();
            // `G/5;d3`, `G/60;inc30`: a semicolon may introduce the bonus.
            if self.peek() == Some(';')
                && matches!(self.chars.get(self.pos + 1), Some('d' | 'D' | 'b' | 'B' | 'i' | 'I'))
            {
                self.pos += 1;
            }
        }
        // US Chess writes `G/60;inc30` and `G/60 inc/30`.
        let inc = typed && self.chars[self.pos..].iter().take(3).collect::<String>().eq_ignore_ascii_case("inc");
        let kind = match self.peek() {
            _ if inc => 'i',
            Some('+') | Some('|') => 'i',
            Some('d' | 'D') => 'd',
            Some('b' | 'B') => 'b',
            _ => {
                self.pos = save;
                return Ok(Bonus::None);
            }
        };
        self.pos += if inc { 3 } else { 1 };
        if typed {
            self.skip_spaces();
            // `d/5`, `inc/30`
            self.eat('/');
            self.skip_spaces();
        }
        let what = match kind {
            'i' => "increment seconds",
            _ => "delay seconds",
        };
        let mut x = self.number(what, 1_000_000)?;
        if typed {
            // `+2s`, `+ 2 sec`; a bonus in minutes is rare but said so: `+1 min`.
            let after = self.pos;
            self.skip_spaces();
            match self.unit() {
                Some(Unit::Seconds) => {}
                Some(Unit::Minutes) => x = Micros(x.0.saturating_mul(60)),
                _ => self.pos = after,
            }
        }
        if x.0 == 0 {
            return Ok(Bonus::None);
        }
        Ok(match kind {
            'i' => Bonus::Increment(x),
            'd' => Bonus::SimpleDelay(x),
            _ => Bonus::Bronstein(x),
        })
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
            ("40/90, 30+30", "40/5400:1800+30"),
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
            TimeControl::from_pgn("40/7200:1800d5").unwrap()
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
        assert!(TimeControl::from_pgn("-").is_err());
        assert!(TimeControl::from_pgn("300+2j5x30").is_err());
        assert!(TimeControl::parse_typed("G/").is_err());
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
