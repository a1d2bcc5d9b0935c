//! An arbiter's clock correction as typed in the panel: a signed amount of seconds or minutes,
//! and an optional signed change of the move counter. Bad input is refused with a message.

use std::fmt;

/// The units a correction is typed in (the panel's choice).
const SECONDS: &str = "seconds";
const MINUTES: &str = "minutes";

/// A correction ready for an `adjust` event.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Adjustment {
    pub ms: f64,
    pub moves: Option<i64>,
}

/// Why a typed correction is refused; each says what to type instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AdjustmentError {
    NotANumber { amount: String, unit: &'static str },
    OutOfRange { amount: String, unit: &'static str },
    NotMoves { moves: String },
    Nothing,
}

impl fmt::Display for AdjustmentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::ground::messages as m;
        use crate::ground::words::{say, say_with};
        let minutes = |unit: &str| unit == MINUTES;
        f.write_str(&match self {
            AdjustmentError::NotANumber { amount, unit } => say_with(
                if minutes(unit) { &m::ADJUST_NOT_MINUTES } else { &m::ADJUST_NOT_SECONDS },
                &[("amount", amount)],
            ),
            AdjustmentError::OutOfRange { amount, unit } => say_with(
                if minutes(unit) { &m::ADJUST_RANGE_MINUTES } else { &m::ADJUST_RANGE_SECONDS },
                &[("amount", amount)],
            ),
            AdjustmentError::NotMoves { moves } => say_with(&m::ADJUST_NOT_MOVES, &[("moves", moves)]),
            AdjustmentError::Nothing => say(&m::ADJUST_NOTHING).to_owned(),
        })
    }
}

impl std::error::Error for AdjustmentError {}

/// Reads `amount` (e.g. `30`, `-1.5`, `+2`) in minutes or seconds and `moves` (empty, or e.g. `-1`).
pub fn parse(amount: &str, minutes: bool, moves: &str) -> Result<Adjustment, AdjustmentError> {
    let amount = amount.trim().replace(',', ".");
    let moves = moves.trim();
    let unit = if minutes { MINUTES } else { SECONDS };
    let x: f64 = if amount.is_empty() {
        0.0
    } else {
        amount.parse().map_err(|_| AdjustmentError::NotANumber { amount: amount.clone(), unit })?
    };
    // A day either way is more than any correction, and keeps the record's numbers exact.
    if !x.is_finite() || x.abs() * if minutes { 60.0 } else { 1.0 } > 86_400.0 {
        return Err(AdjustmentError::OutOfRange { amount, unit });
    }
    let moves = if moves.is_empty() {
        None
    } else {
        Some(
            moves
                .trim_start_matches('+')
                .parse::<i64>()
                .ok()
                .filter(|m| m.abs() <= 1000)
                .ok_or_else(|| AdjustmentError::NotMoves { moves: moves.to_owned() })?,
        )
    };
    if x == 0.0 && moves.unwrap_or(0) == 0 {
        return Err(AdjustmentError::Nothing);
    }
    let ms = x * if minutes { 60_000.0 } else { 1_000.0 };
    Ok(Adjustment { ms, moves })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_in_seconds_or_minutes_and_moves() {
        assert_eq!(parse("30", false, ""), Ok(Adjustment { ms: 30_000.0, moves: None }));
        assert_eq!(parse("-1,5", true, ""), Ok(Adjustment { ms: -90_000.0, moves: None }));
        assert_eq!(parse("+2", true, "-1"), Ok(Adjustment { ms: 120_000.0, moves: Some(-1) }));
        assert_eq!(parse("", false, "+1"), Ok(Adjustment { ms: 0.0, moves: Some(1) }));
    }

    #[test]
    fn bad_input_says_what_to_type() {
        assert!(parse("ten", false, "").unwrap_err().to_string().contains("not a number of seconds"));
        assert!(parse("1e9", true, "").unwrap_err().to_string().contains("out of range"));
        assert!(parse("NaN", false, "").unwrap_err().to_string().contains("out of range"));
        assert!(parse("5", false, "1.5").unwrap_err().to_string().contains("whole number of moves"));
        assert!(parse("", false, "").unwrap_err().to_string().contains("Nothing to adjust"));
        assert_eq!(parse("0", false, "0"), Err(AdjustmentError::Nothing));
    }
}
