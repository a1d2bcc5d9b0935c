//! The custom time-control builder of the setup screen: a kind of control and a few numbers, as
//! people think of them (minutes for main times, seconds for bonuses), turned into the record's
//! PGN form. Every number is checked, and a bad one is named by its field.

use crate::ground::decimal;
use crate::ground::messages as m;
use crate::ground::micros::{Micros, Seconds};
use crate::ground::time_control::{ControlParseError, TimeControl};
use crate::ground::words::{say, say_with};
use std::collections::BTreeMap;
use std::fmt;

/// The kinds of control the clock keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ControlKind {
    SuddenDeath,
    Increment,
    SimpleDelay,
    Bronstein,
    /// A fixed time for every move, none of it kept: a simple delay with no main time.
    PerMove,
    Periods,
    Hourglass,
    ByoYomi,
    Canadian,
}

/// One number of the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Field {
    /// The main time, in minutes.
    Minutes,
    /// Increment or delay, in seconds.
    Bonus,
    /// Moves of the first period, or of each Canadian block.
    Moves,
    /// The time after the first period, or of each Canadian block, in minutes.
    ThenMinutes,
    /// Byo-yomi periods.
    Count,
    /// Each byo-yomi period, in seconds.
    CountSeconds,
}

impl ControlKind {
    pub const ALL: [ControlKind; 9] = [
        ControlKind::SuddenDeath,
        ControlKind::Increment,
        ControlKind::SimpleDelay,
        ControlKind::Bronstein,
        ControlKind::PerMove,
        ControlKind::Periods,
        ControlKind::Hourglass,
        ControlKind::ByoYomi,
        ControlKind::Canadian,
    ];

    pub fn id(self) -> &'static str {
        match self {
            ControlKind::SuddenDeath => "sudden-death",
            ControlKind::Increment => "increment",
            ControlKind::SimpleDelay => "delay",
            ControlKind::Bronstein => "bronstein",
            ControlKind::PerMove => "per-move",
            ControlKind::Periods => "periods",
            ControlKind::Hourglass => "hourglass",
            ControlKind::ByoYomi => "byo-yomi",
            ControlKind::Canadian => "canadian",
        }
    }

    pub fn name(self) -> &'static str {
        say(match self {
            ControlKind::SuddenDeath => &m::KIND_SUDDEN_DEATH,
            ControlKind::Increment => &m::KIND_INCREMENT,
            ControlKind::SimpleDelay => &m::KIND_SIMPLE_DELAY,
            ControlKind::Bronstein => &m::KIND_BRONSTEIN,
            ControlKind::PerMove => &m::KIND_PER_MOVE,
            ControlKind::Periods => &m::KIND_PERIODS,
            ControlKind::Hourglass => &m::KIND_HOURGLASS,
            ControlKind::ByoYomi => &m::KIND_BYO_YOMI,
            ControlKind::Canadian => &m::KIND_CANADIAN,
        })
    }

    pub fn from_id(id: &str) -> Option<ControlKind> {
        ControlKind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// The numbers this kind needs, in the order the form shows them.
    pub fn fields(self) -> &'static [Field] {
        match self {
            ControlKind::SuddenDeath | ControlKind::Hourglass => &[Field::Minutes],
            ControlKind::Increment | ControlKind::SimpleDelay | ControlKind::Bronstein => {
                &[Field::Minutes, Field::Bonus]
            }
            ControlKind::PerMove => &[Field::Bonus],
            ControlKind::Periods => &[Field::Moves, Field::Minutes, Field::ThenMinutes, Field::Bonus],
            ControlKind::ByoYomi => &[Field::Minutes, Field::Count, Field::CountSeconds],
            ControlKind::Canadian => &[Field::Minutes, Field::Moves, Field::ThenMinutes],
        }
    }

    /// What a field means for this kind.
    pub fn label(self, field: Field) -> &'static str {
        say(match (self, field) {
            (ControlKind::Hourglass, Field::Minutes) => &m::FIELD_MINUTES_EACH,
            (_, Field::Minutes) => &m::FIELD_MINUTES,
            (ControlKind::Increment | ControlKind::Periods, Field::Bonus) => &m::FIELD_INCREMENT,
            (ControlKind::PerMove, Field::Bonus) => &m::FIELD_SECONDS_PER_MOVE,
            (_, Field::Bonus) => &m::FIELD_DELAY,
            (ControlKind::Canadian, Field::Moves) => &m::FIELD_MOVES_PER_BLOCK,
            (_, Field::Moves) => &m::FIELD_FIRST_MOVES,
            (ControlKind::Canadian, Field::ThenMinutes) => &m::FIELD_MINUTES_PER_BLOCK,
            (_, Field::ThenMinutes) => &m::FIELD_THEN_MINUTES,
            (_, Field::Count) => &m::FIELD_BYO_YOMI_PERIODS,
            (_, Field::CountSeconds) => &m::FIELD_SECONDS_PER_PERIOD,
        })
    }

    /// A starting value for each field, so that the form is valid as it opens.
    pub fn default_value(self, field: Field) -> &'static str {
        match (self, field) {
            (ControlKind::Periods, Field::Minutes) => "90",
            (ControlKind::Periods, Field::ThenMinutes) => "30",
            (ControlKind::Periods, Field::Bonus) => "30",
            (ControlKind::Periods, Field::Moves) => "40",
            (ControlKind::ByoYomi | ControlKind::Canadian, Field::Minutes) => "60",
            (ControlKind::Canadian, Field::Moves) => "25",
            (ControlKind::Canadian, Field::ThenMinutes) => "5",
            (_, Field::Minutes) => "5",
            (ControlKind::Increment, Field::Bonus) => "3",
            (ControlKind::PerMove, Field::Bonus) => "10",
            (_, Field::Bonus) => "5",
            (_, Field::Moves) => "40",
            (_, Field::ThenMinutes) => "30",
            (_, Field::Count) => "5",
            (_, Field::CountSeconds) => "30",
        }
    }
}

/// The form's numbers as typed, by field.
pub type Values = BTreeMap<Field, String>;

/// Why the form describes no control: a field's text, named by the field's label, or the control
/// the numbers make.
#[derive(Debug, Clone, PartialEq)]
pub enum FormError {
    NotANumber { label: &'static str, text: String },
    OutOfRange { label: &'static str, text: String, min: &'static str },
    NotACount { label: &'static str, text: String },
    Control(ControlParseError),
}

impl fmt::Display for FormError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormError::NotANumber { label, text } => {
                f.write_str(&say_with(&m::FORM_NOT_A_NUMBER, &[("label", label), ("text", text)]))
            }
            FormError::OutOfRange { label, text, min } => {
                f.write_str(&say_with(&m::FORM_OUT_OF_RANGE, &[("label", label), ("text", text), ("min", min)]))
            }
            FormError::NotACount { label, text } => {
                f.write_str(&say_with(&m::FORM_NOT_A_COUNT, &[("label", label), ("text", text)]))
            }
            FormError::Control(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for FormError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            FormError::Control(e) => Some(e),
            _ => None,
        }
    }
}

/// The control the form describes, in the record's PGN form and read back.
pub fn build(kind: ControlKind, values: &Values) -> Result<TimeControl, FormError> {
    let text_of =
        |field: Field| values.get(&field).map(String::as_str).unwrap_or(kind.default_value(field)).trim().to_owned();
    // A field's least value, and its text for the message (no float formatting in the setup page's wasm).
    let num = |field: Field, (min, min_text): (f64, &'static str), scale: f64| -> Result<String, FormError> {
        let (label, text) = (kind.label(field), text_of(field).replace(',', "."));
        // Digits with at most one point (and a sign, so that -2 is out of range, not "not a number").
        let unsigned = text.strip_prefix('-').unwrap_or(&text);
        let plain = unsigned.bytes().any(|b| b.is_ascii_digit())
            && unsigned.bytes().all(|b| b.is_ascii_digit() || b == b'.')
            && unsigned.matches('.').count() <= 1;
        let x = plain
            .then(|| decimal::parse(&text))
            .flatten()
            .ok_or_else(|| FormError::NotANumber { label, text: text.clone() })?;
        let out_of_range = || FormError::OutOfRange { label, text: text.clone(), min: min_text };
        if !x.is_finite() || x < min || x > 100_000.0 {
            return Err(out_of_range());
        }
        let secs = Micros::from_ms(x * scale * 1000.0).ok_or_else(out_of_range)?;
        Ok(Seconds(secs).to_string())
    };
    let count = |field: Field| -> Result<u32, FormError> {
        let text = text_of(field);
        text.parse::<u32>().ok().filter(|n| *n >= 1).ok_or(FormError::NotACount { label: kind.label(field), text })
    };
    let minutes = |field| num(field, (0.01, "0.01"), 60.0);
    // With an increment or a simple delay a main time of zero is a control (0+5, G/0;d5).
    let main_or_none = || num(Field::Minutes, (0.0, "0"), 60.0);
    let bonus = || num(Field::Bonus, (0.0, "0"), 1.0);
    let pgn = match kind {
        ControlKind::SuddenDeath => minutes(Field::Minutes)?,
        ControlKind::Increment => format!("{}+{}", main_or_none()?, bonus()?),
        ControlKind::SimpleDelay => format!("{}d{}", main_or_none()?, bonus()?),
        ControlKind::PerMove => format!("0d{}", num(Field::Bonus, (0.01, "0.01"), 1.0)?),
        ControlKind::Bronstein => format!("{}b{}", minutes(Field::Minutes)?, bonus()?),
        ControlKind::Periods => {
            let b = bonus()?;
            let inc = if b == "0" { String::new() } else { format!("+{b}") };
            format!("{}/{}{inc}:{}{inc}", count(Field::Moves)?, minutes(Field::Minutes)?, minutes(Field::ThenMinutes)?)
        }
        ControlKind::Hourglass => format!("*{}", minutes(Field::Minutes)?),
        ControlKind::ByoYomi => {
            format!(
                "{}j{}x{}",
                num(Field::Minutes, (0.0, "0"), 60.0)?,
                count(Field::Count)?,
                num(Field::CountSeconds, (0.01, "0.01"), 1.0)?
            )
        }
        ControlKind::Canadian => {
            format!(
                "{}c{}/{}",
                num(Field::Minutes, (0.0, "0"), 60.0)?,
                count(Field::Moves)?,
                minutes(Field::ThenMinutes)?
            )
        }
    };
    TimeControl::from_pgn(&pgn).map_err(FormError::Control)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(pairs: &[(Field, &str)]) -> Values {
        pairs.iter().map(|(f, v)| (*f, v.to_string())).collect()
    }

    #[test]
    fn every_kind_builds_its_pgn_form() {
        let cases = [
            (ControlKind::SuddenDeath, with(&[(Field::Minutes, "5")]), "300"),
            (ControlKind::Increment, with(&[(Field::Minutes, "3"), (Field::Bonus, "2")]), "180+2"),
            (ControlKind::SimpleDelay, with(&[(Field::Minutes, "5"), (Field::Bonus, "3")]), "300d3"),
            (ControlKind::Bronstein, with(&[(Field::Minutes, "5"), (Field::Bonus, "3")]), "300b3"),
            (
                ControlKind::Periods,
                with(&[(Field::Moves, "40"), (Field::Minutes, "90"), (Field::ThenMinutes, "30"), (Field::Bonus, "30")]),
                "40/5400+30:1800+30",
            ),
            (
                ControlKind::Periods,
                with(&[(Field::Moves, "40"), (Field::Minutes, "120"), (Field::ThenMinutes, "30"), (Field::Bonus, "0")]),
                "40/7200:1800",
            ),
            (ControlKind::Hourglass, with(&[(Field::Minutes, "1")]), "*60"),
            (
                ControlKind::ByoYomi,
                with(&[(Field::Minutes, "60"), (Field::Count, "5"), (Field::CountSeconds, "30")]),
                "3600j5x30",
            ),
            (
                ControlKind::Canadian,
                with(&[(Field::Minutes, "60"), (Field::Moves, "25"), (Field::ThenMinutes, "5")]),
                "3600c25/300",
            ),
            (ControlKind::Increment, with(&[(Field::Minutes, "0,5"), (Field::Bonus, "0.5")]), "30+0.5"),
            (ControlKind::Increment, with(&[(Field::Minutes, "0"), (Field::Bonus, "5")]), "0+5"),
            (ControlKind::PerMove, with(&[(Field::Bonus, "10")]), "0d10"),
        ];
        for (kind, values, pgn) in cases {
            assert_eq!(build(kind, &values).map(|tc| tc.to_string()), Ok(pgn.to_string()), "{kind:?}");
        }
    }

    #[test]
    fn the_defaults_make_a_valid_control_for_every_kind() {
        for kind in ControlKind::ALL {
            assert!(build(kind, &Values::new()).is_ok(), "{kind:?}");
            assert_eq!(ControlKind::from_id(kind.id()), Some(kind));
        }
    }

    #[test]
    fn a_bad_number_is_named_by_its_field() {
        let e = build(ControlKind::Increment, &with(&[(Field::Minutes, "five")])).unwrap_err();
        assert_eq!(e, FormError::NotANumber { label: "Minutes", text: "five".into() });
        assert_eq!(e.to_string(), "Minutes: 'five' is not a number");
        let e = build(ControlKind::SuddenDeath, &with(&[(Field::Minutes, "0")])).unwrap_err().to_string();
        assert_eq!(e, "Minutes: 0 is out of range (at least 0.01)");
        let e = build(ControlKind::Increment, &with(&[(Field::Bonus, "-2")])).unwrap_err().to_string();
        assert_eq!(e, "Increment (s): -2 is out of range (at least 0)");
        let e = build(ControlKind::ByoYomi, &with(&[(Field::Count, "2.5")])).unwrap_err().to_string();
        assert!(e.contains("whole number"), "{e}");
        // Only digits and a point are a number here: no NaN, infinity, exponent or hex.
        for text in ["NaN", "inf", "1e3", "0x10", "1.2.3", "."] {
            let e = build(ControlKind::SuddenDeath, &with(&[(Field::Minutes, text)])).unwrap_err().to_string();
            assert_eq!(e, format!("Minutes: '{text}' is not a number"));
        }
        assert!(
            build(ControlKind::SuddenDeath, &with(&[(Field::Minutes, "2,5")])).is_ok(),
            "a decimal comma is a point"
        );
    }
}
