//! Reading a time control, in PGN or as people type it, with errors that name where they stopped.

use super::*;
use crate::ground::micros::Micros;
use std::fmt;

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

/// A control in the PGN tag's notation.
pub(super) fn pgn(s: &str) -> Result<TimeControl, ControlParseError> {
    ControlParser::new(s, Units::Pgn).time_control()
}

/// A control as people type it, in notation or, where the notation is refused, written out in
/// words (`super::prose`); the notation's error stands when the words are not understood either.
pub(super) fn typed(s: &str) -> Result<TimeControl, ControlParseError> {
    ControlParser::new(s, Units::Typed).time_control().or_else(|refused| super::prose::read(s).ok_or(refused))
}

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
    /// The control began with a number alone (`10`): lichess's `10 0` may follow.
    bare_first: bool,
    /// A bonus of zero was written (`+0`): a bonus at the end is then the last period's only.
    zero_bonus: bool,
}

/// A period after one without a move count: the one before already lasts the rest of the game.
const REST_OF_GAME: &str = "the end there: a period for the rest of the game (G/30, SD/30, a time with no move count) comes last, after those with moves (40/90)";

/// A second bonus for one period.
const ONE_BONUS: &str = "one increment or delay per period";

/// Longest accepted time: a week, far beyond any game, well inside exact arithmetic.
const MAX_TIME: Micros = Micros::from_secs(7 * 24 * 3600);

impl<'a> ControlParser<'a> {
    fn new(input: &'a str, units: Units) -> Self {
        // `G/(90+30)`: brackets group nothing a control needs; read as spaces, the places stay.
        // A note in brackets with no number in it (`G/60;d5 (SD)`) says nothing the control does
        // not: read as spaces too.
        let chars = match units {
            Units::Typed => {
                without_notes(input).into_iter().map(|c| if matches!(c, '(' | ')') { ' ' } else { c }).collect()
            }
            Units::Pgn => input.chars().collect(),
        };
        ControlParser { input, chars, pos: 0, units, bare_first: false, zero_bonus: false }
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
        // lichess writes its 30-second bullet `½+0`; `1½` is a minute and a half.
        if let Some((numerator, denominator)) = self.peek().and_then(vulgar_fraction) {
            self.pos += 1;
            frac_us = unit_us * numerator / denominator;
            digits += 1;
        } else if self.peek() == Some('.') && digits > 0 {
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
        // PGN's "-" is no time control: a clock that counts the time used. Typed also in words.
        let whole = self.input.trim().to_ascii_lowercase();
        let count_up_words = ["count up", "count-up", "countup", "untimed", "no limit", "no time limit"];
        if whole == "-" || (self.units == Units::Typed && count_up_words.contains(&whole.as_str())) {
            return Ok(TimeControl::CountUp);
        }
        if self.peek() == Some('?') || self.peek() == Some('-') {
            return self.err("a time control with a time (the clock cannot run '?'), or '-' alone for none");
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
            let spaced = self.pos > 0 && self.chars[self.pos - 1].is_whitespace();
            if self.units == Units::Typed {
                if let Some(control) = self.lichess_pair(&periods, spaced)? {
                    return self.finish(control);
                }
                // US flyers separate periods with a space too: `30/90 SD/30 +30`.
                if spaced && self.starts_period() {
                    if periods.last().is_some_and(|p| p.moves.is_none()) {
                        return self.err(REST_OF_GAME);
                    }
                    periods.push(self.period()?);
                    continue;
                }
            }
            match self.peek() {
                None => break,
                Some(':') => {}
                Some(',' | ';') if self.units == Units::Typed => {
                    // `G/60, d5`, `40/90, SD/30, +30`: a bonus after a comma belongs to the period before it.
                    let save = self.pos;
                    self.pos += 1;
                    self.skip_spaces();
                    if self.starts_bonus() {
                        let last = periods.len() - 1;
                        if periods[last].bonus != Bonus::None {
                            return self.err(ONE_BONUS);
                        }
                        periods[last].bonus = self.bonus()?;
                        continue;
                    }
                    self.pos = save;
                }
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
                        Units::Typed => {
                            "the end, an increment (+30), a delay (d5), or a comma and the next period (40/90, 30+30)"
                        }
                    });
                }
            }
            if periods.last().is_some_and(|p| p.moves.is_none()) {
                return self.err(REST_OF_GAME);
            }
            self.pos += 1;
            self.skip_spaces();
            periods.push(self.period()?);
        }
        if self.units == Units::Typed && !self.zero_bonus {
            spread_last_bonus(&mut periods);
        }
        // A cap is at least the main time of every period it tops up (checked once the bonuses
        // are where they belong: after a comma, or spread from the end).
        if periods.iter().any(|p| matches!(p.bonus, Bonus::CappedIncrement { cap, .. } if cap < p.time)) {
            return Err(ControlParseError {
                input: self.input.to_owned(),
                at: 0,
                expected: "a cap of at least each period's main time (5+3 cap 10: never beyond 10 minutes)".to_owned(),
            });
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

    /// lichess's `10 0`: minutes and an increment in seconds, apart, and nothing else.
    fn lichess_pair(&mut self, periods: &[Period], spaced: bool) -> Result<Option<TimeControl>, ControlParseError> {
        let rest: String = self.chars[self.pos..].iter().collect();
        let lone_number = !rest.is_empty() && rest.trim_end().chars().all(|c| c.is_ascii_digit() || c == '.');
        let bare = matches!(periods, [Period { moves: None, bonus: Bonus::None, .. }]) && self.bare_first;
        if !(spaced && lone_number && bare) {
            return Ok(None);
        }
        let increment = self.number("increment seconds", 1_000_000)?;
        let bonus = if increment == Micros::ZERO { Bonus::None } else { Bonus::Increment(increment) };
        Ok(Some(TimeControl::single(periods[0].time, bonus)))
    }

    /// Whether a period starts at the cursor: a number, `G/`, `SD/`, `Game`, `All/`.
    fn starts_period(&self) -> bool {
        self.peek().is_some_and(|c| c.is_ascii_digit()) || self.sudden_death_word().is_some()
    }

    /// Whether a bonus starts at the cursor: `+30`, `d5`, `b5`, `inc30`.
    fn starts_bonus(&self) -> bool {
        let next_is_number = |i: usize| self.chars.get(i).is_some_and(|c| c.is_ascii_digit() || *c == ' ' || *c == '/');
        match self.peek() {
            Some('+' | '|') => true,
            Some('d' | 'D' | 'b' | 'B') => next_is_number(self.pos + 1),
            Some('i' | 'I') => self.word_at_cursor().eq_ignore_ascii_case("inc"),
            _ => false,
        }
    }

    fn word_at_cursor(&self) -> String {
        self.chars[self.pos..].iter().take_while(|c| c.is_ascii_alphabetic()).collect()
    }

    /// `G`, `Game`, `SD` (sudden death), `All` at the cursor: the rest of the game. Its length.
    fn sudden_death_word(&self) -> Option<usize> {
        let word = self.word_at_cursor();
        let lower = word.to_ascii_lowercase();
        matches!(lower.as_str(), "g" | "game" | "sd" | "all").then_some(word.chars().count())
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
        let runs = moves.is_none()
            && matches!(bonus, Bonus::Increment(_) | Bonus::CappedIncrement { .. } | Bonus::SimpleDelay(_));
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
        let later = self.pos > 0 && self.chars[..self.pos].iter().any(|c| !c.is_whitespace());
        if let Some(length) = self.sudden_death_word() {
            // `G/5`, `G5`, `Game/60`, `Game in 60`, `SD/30`, `SD 30`, `All/120`.
            self.pos += length;
            self.skip_spaces();
            if self.word_at_cursor().eq_ignore_ascii_case("in") {
                self.pos += 2;
            }
            self.skip_spaces();
            self.eat('/');
            self.skip_spaces();
            let (time, unit) = self.typed_time("the minutes of the game, as in G/30 or SD/30")?;
            // After a period with moves, US flyers count a sudden death of 1 or 2 in hours: `40/2, SD/1`.
            let time =
                if later && !unit && matches!(time.0, 60_000_000 | 120_000_000) { Micros(time.0 * 60) } else { time };
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
            self.bare_first = !later && !unit;
            return Ok(Head::Period(None, a));
        }
        self.skip_spaces();
        let second = self.pos;
        let b = self.number("moves or minutes after '/'", 60_000_000)?;
        // "90/40" is 90 minutes for 40 moves (FIDE style); "40/120" is 40 moves in 120 minutes
        // (US style): the larger number is the minutes. Equal numbers read the same both ways.
        let (moves, at, minutes) = if a >= b { (b, second, a) } else { (a, first, b) };
        // `40/2`: US flyers give a period of 1 or 2 in hours (after 20 moves or more: `1/10` is
        // still a fraction).
        let hours =
            matches!(minutes.0.min(moves.0), 60_000_000 | 120_000_000) && moves.0.max(minutes.0) >= 1_200_000_000;
        let (moves, at, minutes) =
            if hours { (moves.max(minutes), first, Micros(moves.0.min(minutes.0) * 60)) } else { (moves, at, minutes) };
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
        // `90'+30"`: the minute and second marks, typed as quotes or as primes.
        match (self.peek(), self.chars.get(self.pos + 1)) {
            (Some('\''), Some('\'')) => {
                self.pos += 2;
                return Some(Unit::Seconds);
            }
            (Some('\'' | '′' | '’'), _) => {
                self.pos += 1;
                return Some(Unit::Minutes);
            }
            (Some('"' | '″' | '”'), _) => {
                self.pos += 1;
                return Some(Unit::Seconds);
            }
            _ => {}
        }
        let word = self.word_at_cursor();
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

    /// What flyers write after a bonus: `+30 second increment`, `+30 s/move`, `+30s per move`,
    /// `d5 delay`, `+30 from move 1` (what this clock does anyway). Consumed when there.
    fn bonus_words(&mut self) {
        loop {
            let save = self.pos;
            self.skip_spaces();
            let word = self.word_at_cursor().to_ascii_lowercase();
            let said = if matches!(word.as_str(), "increment" | "inc" | "delay" | "bonus") {
                self.pos += word.len();
                true
            } else {
                self.per_move() || self.since_move_one()
            };
            if !said {
                self.pos = save;
                return;
            }
        }
    }

    /// "from move 1" at the cursor (consumed when there): not "from move 10".
    fn since_move_one(&mut self) -> bool {
        let rest: String = self.chars[self.pos..].iter().collect::<String>().to_ascii_lowercase();
        for form in ["from move 1", "from move one", "from the first move"] {
            let after = rest.chars().nth(form.chars().count());
            if rest.starts_with(form) && after.is_none_or(|c| !c.is_ascii_alphanumeric()) {
                self.pos += form.chars().count();
                return true;
            }
        }
        false
    }

    /// A cap after an increment: `<600` (seconds in PGN, minutes typed), typed also `cap 10` or
    /// `max 10`. `None` when there is none.
    fn cap(&mut self, increment: Micros) -> Result<Option<Micros>, ControlParseError> {
        let save = self.pos;
        if self.units == Units::Typed {
            self.skip_spaces();
        }
        let word = self.word_at_cursor().to_ascii_lowercase();
        let marked = if self.peek() == Some('<') {
            self.pos += 1;
            true
        } else if self.units == Units::Typed && matches!(word.as_str(), "cap" | "max") {
            self.pos += 3;
            true
        } else {
            false
        };
        if !marked {
            self.pos = save;
            return Ok(None);
        }
        self.skip_spaces();
        let cap = self.number("the cap on the clock, as in 5+3 cap 10", self.main_unit())?;
        if increment == Micros::ZERO || cap == Micros::ZERO {
            return self.err("an increment and a cap above zero");
        }
        Ok(Some(cap))
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
        let what = match (kind, typed) {
            ('i', false) => "increment seconds",
            (_, false) => "delay seconds",
            ('i', true) => "the increment's seconds, as in 3+2",
            (_, true) => "the delay's seconds, as in G/5;d3",
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
        let cap = if kind == 'i' { self.cap(x)? } else { None };
        if typed {
            self.bonus_words();
        }
        if let Some(cap) = cap {
            return Ok(Bonus::CappedIncrement { increment: x, cap });
        }
        if x.0 == 0 {
            self.zero_bonus = true;
            return Ok(Bonus::None);
        }
        Ok(match kind {
            'i' => Bonus::Increment(x),
            'd' => Bonus::SimpleDelay(x),
            _ => Bonus::Bronstein(x),
        })
    }
}

/// `½`, `¼`, `¾` as a numerator and denominator.
fn vulgar_fraction(c: char) -> Option<(i64, i64)> {
    match c {
        '½' => Some((1, 2)),
        '¼' => Some((1, 4)),
        '¾' => Some((3, 4)),
        _ => None,
    }
}

/// Notes flyers put in brackets that say nothing the control does not (`G/60;d5 (SD)`). Others
/// (`(Bronstein)`, `(plus 5 s delay)`) change what the control is: not blanked, so refused.
const NOTES: &[&str] = &[
    "sd",
    "sudden death",
    "rapid",
    "blitz",
    "bullet",
    "classical",
    "standard",
    "rated",
    "unrated",
    "dual rated",
    "fide",
    "fide rated",
    "uscf",
    "us chess",
    "ecf",
    "cfc",
    "quick",
    "quickplay",
];

/// `input`'s characters with each bracketed note of [`NOTES`] blanked out, at the same places (so
/// errors still point where they are).
fn without_notes(input: &str) -> Vec<char> {
    let mut chars: Vec<char> = input.chars().collect();
    let mut open = None;
    for i in 0..chars.len() {
        match chars[i] {
            '(' => open = Some(i),
            ')' => {
                if let Some(start) = open.take() {
                    let note: String = chars[start + 1..i].iter().collect::<String>().trim().to_lowercase();
                    if NOTES.contains(&note.as_str()) {
                        chars[start..=i].iter_mut().for_each(|c| *c = ' ');
                    }
                }
            }
            _ => {}
        }
    }
    chars
}

/// US Chess and FIDE write one increment or delay at the end for the whole game: `40/120, SD/30;d5`
/// is a 5 s delay from move 1 (`40/120+0, SD/30;d5` keeps it the last period's) (US Chess's validator: "If the increment or delay setting appears at
/// the end, it applies to all time control periods"; FIDE's 90/40, 30+30 gives 30 s from move 1).
fn spread_last_bonus(periods: &mut [Period]) {
    let Some((last, before)) = periods.split_last_mut() else { return };
    if last.bonus != Bonus::None && before.iter().all(|p| p.bonus == Bonus::None) {
        for p in before {
            p.bonus = last.bonus;
        }
    }
}
