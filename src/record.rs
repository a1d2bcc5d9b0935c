//! The game record: an append-only list of timestamped events, as `shared/spec/game-record.md`
//! fixes its JSON shape. Reading is strict about what the spec names and ignores fields it does not.

use serde::{Deserialize, Serialize};
use shakmaty::Color;
use std::fmt;

/// `"white"` or `"black"` in the record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

/// A whole game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub rules: String,
    pub time_control: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white_time_control: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black_time_control: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fen: Option<String>,
    /// Armageddon: a drawn game counts as a win for this side (agreed before the game; an
    /// extension of the spec, which lets readers ignore fields they do not know).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_odds: Option<Side>,
    #[serde(default)]
    pub events: Vec<Event>,
}

/// One event: its instant `t` (milliseconds on one monotonic time line) and what happened.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Event {
    pub t: f64,
    #[serde(flatten)]
    pub kind: EventKind,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum EventKind {
    Start,
    Press {
        side: Side,
        #[serde(rename = "move", default, skip_serializing_if = "Option::is_none")]
        mv: Option<String>,
    },
    Pause,
    Resume,
    Adjust {
        side: Side,
        ms: f64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        moves: Option<i64>,
    },
    Penalty {
        side: Side,
        kind: String,
    },
    Claim {
        by: Side,
        kind: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fen: Option<String>,
        #[serde(rename = "move", default, skip_serializing_if = "Option::is_none")]
        mv: Option<String>,
        /// The analyser's answer, when the page asked its rules worker (an extra field).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        analysis: Option<Analysis>,
    },
    Decision {
        verdict: String,
    },
    Resign {
        side: Side,
    },
    DrawAgreed,
}

/// What chasolver found for a claim's position, recorded with the claim (`"analysis"`, an extra
/// field the spec allows) so that a replay without the analyser reaches the same verdict. `fen`
/// names the position analysed: a replay uses the answer only for that position.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    pub fen: String,
    /// `Some(true)`: White can still checkmate by some series of legal moves; `None`: unknown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white_can_mate: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black_can_mate: Option<bool>,
}

/// A record that cannot be replayed: what was wrong, and at which event (`None`: the header).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    pub message: String,
    pub event: Option<usize>,
}

impl RecordError {
    pub fn header(message: impl Into<String>) -> RecordError {
        RecordError { message: message.into(), event: None }
    }

    pub fn at(event: usize, message: impl Into<String>) -> RecordError {
        RecordError { message: message.into(), event: Some(event) }
    }

    /// The spec's error object: `{"error": "...", "event": INDEX-or-null}`.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({ "error": self.message, "event": self.event })
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.event {
            Some(i) => write!(f, "event {i}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// A new game's header under `rules` and one `time_control` for both sides, from the start
    /// position, with no events yet.
    pub fn new(rules: &str, time_control: &str) -> Record {
        Record {
            rules: rules.into(),
            time_control: time_control.into(),
            white_time_control: None,
            black_time_control: None,
            fen: None,
            draw_odds: None,
            events: Vec::new(),
        }
    }

    /// Reads a record from JSON text. Each event is read on its own, so that an error names the
    /// event it is in.
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| RecordError::header(format!("the record is not valid JSON: {e}")))?;
        Record::from_value(value)
    }

    pub fn from_value(mut value: serde_json::Value) -> Result<Record, RecordError> {
        let Some(object) = value.as_object_mut() else {
            return Err(RecordError::header("the record must be a JSON object with 'rules', 'time_control' and 'events'"));
        };
        let events = match object.remove("events") {
            None | Some(serde_json::Value::Null) => Vec::new(),
            Some(serde_json::Value::Array(items)) => items,
            Some(_) => return Err(RecordError::header("'events' must be a list of events")),
        };
        let mut record: Record = serde_json::from_value(value)
            .map_err(|e| RecordError::header(format!("the record's header is not as the spec says: {e}")))?;
        record.events = events
            .into_iter()
            .enumerate()
            .map(|(i, v)| {
                serde_json::from_value::<Event>(v).map_err(|e| RecordError::at(i, format!("this event cannot be read: {e}")))
            })
            .collect::<Result<_, _>>()?;
        Ok(record)
    }

    pub fn to_json(&self) -> String {
        // Serializing plain data with string keys cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_spec_example_and_ignores_unknown_fields() {
        let r = Record::from_json(
            r#"{"rules":"fide-blitz","time_control":"180+2","black_time_control":"120+2","app":"x",
                "events":[{"t":0,"type":"start"},{"t":1000.5,"type":"press","side":"white","move":"e4","note":1},
                          {"t":2000,"type":"claim","by":"black","kind":"flag"},{"t":3000,"type":"draw_agreed"}]}"#,
        )
        .unwrap();
        assert_eq!(r.black_time_control.as_deref(), Some("120+2"));
        assert_eq!(r.events[1].kind, EventKind::Press { side: Side::White, mv: Some("e4".into()) });
        assert_eq!(r.events[3].kind, EventKind::DrawAgreed);
        let again = Record::from_json(&r.to_json()).unwrap();
        assert_eq!(again, r);
    }

    #[test]
    fn a_bad_event_is_named_by_its_index() {
        let e = Record::from_json(r#"{"rules":"fide-blitz","time_control":"60","events":[{"t":0,"type":"start"},{"t":1,"type":"jump"}]}"#)
            .unwrap_err();
        assert_eq!(e.event, Some(1));
        assert!(e.message.contains("jump"), "{e}");
        let e = Record::from_json(r#"{"rules":"fide-blitz","time_control":"60","events":[{"t":0,"type":"press","side":"green"}]}"#)
            .unwrap_err();
        assert_eq!(e.event, Some(0));
        let e = Record::from_json("[1,2]").unwrap_err();
        assert_eq!(e.event, None);
        let e = Record::from_json(r#"{"time_control":"60"}"#).unwrap_err();
        assert!(e.message.contains("rules"), "{e}");
    }
}
