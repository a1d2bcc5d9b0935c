//! The setup page's hand-over to the clock. The page a player opens carries only the setup screen
//! (`app::entry`); the clock face, the session, the replay and the claims are a wasm module of their
//! own (`src/bin/game.rs`, "the clock"), fetched while the player reads the setup and started on
//! Start — or at once, when a game is saved. The setup page tells it, once, why it is started.
//!
//! The message is JSON text, so both ends are plain Rust tested natively:
//! `{"restore": true}` (the saved game, or the setup if none), `{"start": {record}}` (the game the
//! setup made, its record as the spec writes it), `{"review": true}` (the setup, with the review
//! of a finished game open).

use crate::ground::json::{self, Value};
use crate::ground::record::{Record, RecordError};
use std::fmt;

/// The clock module's name in what the players are told.
pub const CLOCK: &str = "the clock";

/// Why the clock is started.
// Handed once per page and dropped at once: the record's size is no cost.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum Handover {
    /// The game in storage, if any (a reload, a game left open): as the clock saved it.
    Restore,
    /// A new game, made by the setup screen.
    Start(Record),
    /// The setup screen with the review of a finished game open (the review is the clock's).
    Review,
}

/// A hand-over that cannot be read.
#[derive(Debug, Clone, PartialEq)]
pub enum HandoverError {
    NotJson(json::JsonError),
    /// The JSON names no hand-over this build knows: what it holds.
    Unknown(String),
    /// The started game's record cannot be read.
    Record(RecordError),
}

impl fmt::Display for HandoverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandoverError::NotJson(e) => write!(f, "the setup's hand-over is not JSON: {e}"),
            HandoverError::Unknown(what) => write!(f, "the setup's hand-over asks for nothing the clock knows: {what}"),
            HandoverError::Record(e) => write!(f, "the game the setup made cannot be read: {e}"),
        }
    }
}

impl std::error::Error for HandoverError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            HandoverError::NotJson(e) => Some(e),
            HandoverError::Record(e) => Some(e),
            HandoverError::Unknown(_) => None,
        }
    }
}

impl Handover {
    pub fn encode(&self) -> String {
        match self {
            Handover::Restore => Value::object([("restore", true.into())]),
            Handover::Start(record) => Value::object([("start", record.to_value())]),
            Handover::Review => Value::object([("review", true.into())]),
        }
        .to_string()
    }

    pub fn decode(text: &str) -> Result<Handover, HandoverError> {
        let mut value = json::parse(text).map_err(HandoverError::NotJson)?;
        if let Some(record) = value.remove("start") {
            return Record::from_value(record).map(Handover::Start).map_err(HandoverError::Record);
        }
        if value.get("restore").and_then(Value::as_bool) == Some(true) {
            return Ok(Handover::Restore);
        }
        if value.get("review").and_then(Value::as_bool) == Some(true) {
            return Ok(Handover::Review);
        }
        let mut shown: String = text.chars().take(60).collect();
        if shown.len() < text.len() {
            shown.push('…');
        }
        Err(HandoverError::Unknown(shown))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::heading::Heading;
    use crate::ground::time_control::TimeControl;
    use crate::rules::Rulebook;

    fn record() -> Record {
        let mut record = Record::new(Rulebook::Uscf, TimeControl::parse_typed("G/90;d5").unwrap());
        record.heading = Heading { white: Some("Ann \"A\" Lee".into()), round: Some("3".into()), ..Heading::default() };
        record
    }

    #[test]
    fn every_handover_reads_back_as_written() {
        for h in [Handover::Restore, Handover::Start(record()), Handover::Review] {
            assert_eq!(Handover::decode(&h.encode()), Ok(h.clone()), "{}", h.encode());
        }
    }

    #[test]
    fn a_started_game_is_handed_as_the_records_own_json() {
        let text = Handover::Start(record()).encode();
        let value = json::parse(&text).unwrap();
        assert_eq!(value.get("start").unwrap().to_string(), record().to_value().to_string());
    }

    #[test]
    fn what_cannot_be_read_says_why() {
        assert!(matches!(Handover::decode("{"), Err(HandoverError::NotJson(_))));
        let e = Handover::decode(r#"{"replay": true}"#).unwrap_err();
        assert_eq!(e.to_string(), r#"the setup's hand-over asks for nothing the clock knows: {"replay": true}"#);
        let e = Handover::decode(r#"{"start": {"rules": "fide"}}"#).unwrap_err();
        assert!(matches!(e, HandoverError::Record(_)), "{e:?}");
        assert!(e.to_string().starts_with("the game the setup made cannot be read: "), "{e}");
    }
}
