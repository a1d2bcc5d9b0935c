//! A time control written out in words, as regulations and flyers write it when notation would
//! not do: FIDE's "90 minutes for 40 moves followed by 30 minutes for the rest of the game with an
//! increment of 30 seconds per move starting from move one", the Olympiad's "100 min/40 moves +
//! 50 min/20 moves + 15 min, +30 s/move from move 1", ECF's "30 moves in 75 minutes, then 15
//! minutes to finish", "2h/40, 1h/20, 30min".
//!
//! Read only where the notation reader refused the text, and only when every word is understood:
//! anything else leaves the notation's own error standing. Main times name their unit here (a
//! bare number in a sentence could be minutes or moves).

use super::{Bonus, Period, TimeControl};
use crate::ground::micros::Micros;

#[derive(Debug, Clone, PartialEq)]
enum Token {
    /// A number, in thousandths (`1.5` is 1500): exact for what people write.
    Number(i64),
    Word(String),
    Mark(char),
}

fn tokens(text: &str) -> Option<Vec<Token>> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '.') {
                i += 1;
            }
            let written: String = chars[start..i].iter().collect();
            out.push(Token::Number(thousandths(&written)?));
        } else if c.is_alphabetic() {
            let start = i;
            while i < chars.len() && chars[i].is_alphabetic() {
                i += 1;
            }
            out.push(Token::Word(chars[start..i].iter().collect::<String>().to_lowercase()));
        } else {
            out.push(Token::Mark(c));
            i += 1;
        }
    }
    Some(out)
}

fn thousandths(written: &str) -> Option<i64> {
    let (whole, fraction) = written.split_once('.').unwrap_or((written, ""));
    if whole.is_empty() || fraction.len() > 3 || fraction.contains('.') || whole.len() > 7 {
        return None;
    }
    let whole: i64 = whole.parse().ok()?;
    let fraction: i64 = if fraction.is_empty() { 0 } else { format!("{fraction:0<3}").parse().ok()? };
    Some(whole * 1000 + fraction)
}

/// A unit's length in seconds.
fn unit_seconds(word: &str) -> Option<i64> {
    Some(match word {
        "s" | "sec" | "secs" | "second" | "seconds" => 1,
        "m" | "min" | "mins" | "minute" | "minutes" => 60,
        "h" | "hr" | "hrs" | "hour" | "hours" => 3600,
        _ => return None,
    })
}

/// Words that only join what the numbers say.
const JOINING: &[&str] = &[
    "for",
    "the",
    "of",
    "with",
    "an",
    "a",
    "in",
    "to",
    "each",
    "every",
    "per",
    "plus",
    "starting",
    "from",
    "time",
    "control",
    "game",
    "rest",
    "remainder",
    "finish",
    "sudden",
    "death",
    "sd",
    "all",
    "remaining",
    "moves",
    "move",
];

/// One clause: a period's main time, its moves, and an increment said in it.
#[derive(Default, Debug)]
struct Clause {
    /// Seconds, in thousandths.
    time: Option<i64>,
    moves: Option<u32>,
    increment: Option<i64>,
}

/// The control the words say, or `None` where any of them is not understood.
pub(super) fn read(text: &str) -> Option<TimeControl> {
    let tokens = tokens(text)?;
    let mut clauses = vec![Clause::default()];
    let mut i = 0;
    // Whether a '+' or the word "increment" was just read: the time after it is an increment.
    let mut bonus_next = false;
    // Whether a '+' before minutes or hours was just read: the time after it begins a period.
    let mut period_next = false;
    // Whether the last thing read was a main time in hours: minutes may follow (`1 hour 30`).
    let mut hours_just_read = false;
    while i < tokens.len() {
        let after_hours = std::mem::take(&mut hours_just_read);
        let clause = clauses.last_mut()?;
        match &tokens[i] {
            Token::Number(n) => {
                let n = *n;
                // A time: a number and its unit (`90 minutes`, `2h`, `30 s`), or a clock's marks.
                let unit = match tokens.get(i + 1) {
                    Some(Token::Word(w)) => unit_seconds(w),
                    Some(Token::Mark('\'' | '′' | '’')) => Some(60),
                    Some(Token::Mark('"' | '″' | '”')) => Some(1),
                    _ => None,
                };
                let is_moves = matches!(tokens.get(i + 1), Some(Token::Word(w)) if w == "moves" || w == "move");
                if let Some(unit) = unit {
                    let seconds = n * unit;
                    i += 2;
                    // `30 seconds per move`, `30 s/move`, `30s a move`, `30 second increment`:
                    // an increment.
                    let per_move = match (tokens.get(i), tokens.get(i + 1)) {
                        (Some(Token::Mark('/')), Some(Token::Word(w))) if w == "move" => Some(2),
                        (Some(Token::Word(w)), _) if unit == 1 && (w == "increment" || w == "bonus") => Some(1),
                        (Some(Token::Word(p)), Some(Token::Word(w)))
                            if matches!(p.as_str(), "per" | "a" | "each") && w == "move" =>
                        {
                            Some(2)
                        }
                        _ => None,
                    };
                    if bonus_next || per_move.is_some() {
                        if clause.increment.replace(seconds).is_some() {
                            return None;
                        }
                        i += per_move.unwrap_or(0);
                        bonus_next = false;
                    } else {
                        match clause.time {
                            None => clause.time = Some(seconds),
                            // `1 hour 30 minutes`, `1 hour and 30 minutes`: one time.
                            Some(hours) if after_hours && unit == 60 => clause.time = Some(hours + seconds),
                            // `100 min/40 moves + 50 min/20 moves`: a '+' before a main time
                            // begins the next period.
                            Some(_) if period_next => clauses.push(Clause { time: Some(seconds), ..Clause::default() }),
                            // A second time with nothing to say what it is (`90 minutes for 40
                            // moves with 30 seconds`): not guessed.
                            Some(_) => return None,
                        }
                        period_next = false;
                        hours_just_read = unit == 3600;
                        // `2h/40`, `100 min/40 moves`: the moves after a slash.
                        if let (Some(Token::Mark('/')), Some(Token::Number(m))) = (tokens.get(i), tokens.get(i + 1)) {
                            let clause = clauses.last_mut()?;
                            clause.moves = Some(whole_moves(*m)?);
                            i += 2;
                        }
                    }
                } else if is_moves {
                    // `30 moves in 75 minutes`; `for 40 moves` after its time.
                    if clause.moves.replace(whole_moves(n)?).is_some() {
                        return None;
                    }
                    i += 2;
                } else {
                    return None;
                }
            }
            Token::Word(w) if w == "from" || w == "starting" => {
                // `from move 1`, `starting from move one`: what an increment does anyway here.
                let rest: Vec<&Token> = tokens[i..].iter().take(4).collect();
                let skip = match rest.as_slice() {
                    [Token::Word(a), Token::Word(b), Token::Word(c), one, ..]
                        if a == "starting" && b == "from" && c == "move" && is_one(one) =>
                    {
                        4
                    }
                    [Token::Word(a), Token::Word(b), one, ..] if a == "from" && b == "move" && is_one(one) => 3,
                    _ => return None,
                };
                i += skip;
            }
            Token::Word(w) if w == "increment" || w == "bonus" => {
                bonus_next = true;
                i += 1;
            }
            Token::Word(w) if w == "followed" || w == "then" => {
                if tokens.get(i + 1) == Some(&Token::Word("by".into())) {
                    i += 1;
                }
                clauses.push(Clause::default());
                i += 1;
            }
            Token::Word(w) if JOINING.contains(&w.as_str()) => i += 1,
            Token::Mark('+') => {
                period_next = matches!(
                    (tokens.get(i + 1), tokens.get(i + 2)),
                    (Some(Token::Number(_)), Some(Token::Word(u))) if matches!(unit_seconds(u), Some(60 | 3600))
                );
                bonus_next = !period_next;
                i += 1;
            }
            Token::Word(w) if w == "and" => {
                hours_just_read = after_hours;
                i += 1;
            }
            Token::Mark(',' | ';') => {
                clauses.push(Clause::default());
                i += 1;
            }
            Token::Mark('.' | ':' | '-' | '–' | '(' | ')') => i += 1,
            _ => return None,
        }
    }
    // A '+' or "increment" with nothing after it.
    if bonus_next || period_next {
        return None;
    }
    let control = periods(clauses)?;
    // Only what the record can carry and read back the same (a week at most, 1 to 10000 moves).
    (control.to_string().parse::<TimeControl>().ok()? == control).then_some(control)
}

fn is_one(token: &Token) -> bool {
    matches!(token, Token::Number(1000)) || matches!(token, Token::Word(w) if w == "one")
}

fn whole_moves(thousandths: i64) -> Option<u32> {
    (thousandths % 1000 == 0 && (1_000..=10_000_000).contains(&thousandths)).then_some((thousandths / 1000) as u32)
}

/// The clauses as periods: each with a main time, every one but the last with its moves; an
/// increment said once is the whole game's (from move 1, as the notation reads it too).
fn periods(clauses: Vec<Clause>) -> Option<TimeControl> {
    let mut times = Vec::new();
    let mut increments = Vec::new();
    for clause in clauses {
        match clause {
            Clause { time: None, moves: None, increment: None } => {}
            Clause { time: None, moves: None, increment: Some(inc) } => {
                increments.push((times.len().checked_sub(1), inc))
            }
            Clause { time: Some(time), moves, increment } => {
                times.push((time, moves));
                if let Some(inc) = increment {
                    increments.push((Some(times.len() - 1), inc));
                }
            }
            Clause { time: None, moves: Some(_), .. } => return None,
        }
    }
    // Only the last period may last the rest of the game.
    let (_, before) = times.split_last()?;
    if before.iter().any(|(_, moves)| moves.is_none()) {
        return None;
    }
    let micros = |thousandths: i64| Micros(thousandths * 1000);
    let mut periods: Vec<Period> =
        times.iter().map(|&(time, moves)| Period { moves, time: micros(time), bonus: Bonus::None }).collect();
    match increments.as_slice() {
        [] => {}
        // Said once at the end: the whole game's. Said once in an earlier period it could be
        // that period's or the game's: not guessed.
        [(at, inc)] if *at == Some(periods.len() - 1) => {
            periods.iter_mut().for_each(|p| p.bonus = Bonus::Increment(micros(*inc)));
        }
        [_] => return None,
        many => {
            for (at, inc) in many {
                let period = periods.get_mut((*at)?)?;
                // Two increments for one period: not guessed.
                if period.bonus != Bonus::None {
                    return None;
                }
                period.bonus = Bonus::Increment(micros(*inc));
            }
        }
    }
    // `+0 s/move`: no increment, as the notation reads it.
    for p in &mut periods {
        if p.bonus == Bonus::Increment(Micros::ZERO) {
            p.bonus = Bonus::None;
        }
    }
    if periods.iter().any(|p| p.time == Micros::ZERO) {
        return None;
    }
    Some(TimeControl::Periods { periods, overtime: None })
}
