//! What the setup screen remembers between games, kept under its own storage key: the rulebook
//! and the control last played (so the next game starts as the last one did), US Chess Variation
//! 14H, and the controls the players named and saved.
//!
//! Reading never fails as a whole: a field of the wrong kind takes its default, and a saved
//! control that cannot be read is left out, the others kept.

use crate::ground::heading::Heading;
use crate::ground::json::{self, Value};
use crate::ground::vocabulary::side_id;
use crate::ground::time_control::TimeControl;
use crate::rules::Rulebook;
use shakmaty::Color;
use std::fmt;

/// The setup memory's format version this page writes; it reads this and the unversioned form
/// before it (the same fields).
pub const VERSION: u64 = 1;
/// What the memory is called when its version is refused.
pub const WHAT: &str = "The setup screen's memory (the last game, the saved controls)";

/// The most controls a player can save; the oldest goes first when one more is saved.
pub const MOST_SAVED: usize = 12;
/// The longest name of a saved control, in characters.
pub const LONGEST_NAME: usize = 30;

/// Both sides' controls of a game, and Armageddon's draw odds.
#[derive(Debug, Clone, PartialEq)]
pub struct Controls {
    pub white: TimeControl,
    /// Black's control when it differs (time odds).
    pub black: Option<TimeControl>,
    pub draw_odds: Option<Color>,
}

impl Controls {
    pub fn same(control: TimeControl) -> Controls {
        Controls { white: control, black: None, draw_odds: None }
    }

    /// Black's control: its own, or White's.
    pub fn black(&self) -> &TimeControl {
        self.black.as_ref().unwrap_or(&self.white)
    }

    /// "3 min + 2 s", or "White 5 min, Black 4 min" with time odds.
    pub fn describe(&self) -> String {
        match &self.black {
            Some(black) if *black != self.white => format!("White {}, Black {}", self.white.describe(), black.describe()),
            _ => self.white.describe(),
        }
    }

    fn to_value(&self) -> Value {
        Value::object([("white", self.white.to_string().into())])
            .with_some("black", self.black.as_ref().map(|b| b.to_string()))
            .with_some("draw_odds", self.draw_odds.map(side_id))
    }

    fn from_value(value: &Value) -> Option<Controls> {
        let control = |key: &str| value.get(key).and_then(Value::as_str).and_then(|s| TimeControl::from_pgn(s).ok());
        let draw_odds = match value.get("draw_odds").and_then(Value::as_str) {
            Some("white") => Some(Color::White),
            Some("black") => Some(Color::Black),
            _ => None,
        };
        Some(Controls { white: control("white")?, black: control("black"), draw_odds })
    }
}

/// A control the players saved under a name, offered beside the presets.
#[derive(Debug, Clone, PartialEq)]
pub struct Named {
    pub name: String,
    pub controls: Controls,
}

/// A name a control cannot be saved under.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameError {
    Empty,
    TooLong(usize),
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::Empty => f.write_str("Give the control a name first, such as “Club night”."),
            NameError::TooLong(n) => {
                write!(f, "The name has {n} characters; {LONGEST_NAME} at most, so that it fits on its button.")
            }
        }
    }
}

impl std::error::Error for NameError {}

/// The setup screen's memory.
#[derive(Debug, Clone, PartialEq)]
pub struct SetupMemory {
    pub rules: Rulebook,
    /// US Chess Variation 14H was chosen (it applies under `uscf` only).
    pub variation_14h: bool,
    /// The controls of the last game started.
    pub last: Option<Controls>,
    pub saved: Vec<Named>,
    /// The last game's players and occasion: the next game at the same event starts from them.
    pub heading: Heading,
}

impl Default for SetupMemory {
    fn default() -> Self {
        SetupMemory { rules: Rulebook::FideBlitz, variation_14h: false, last: None, saved: Vec::new(), heading: Heading::default() }
    }
}

impl SetupMemory {
    /// A game was started under `rules` with `controls`, between the players and at the occasion
    /// `heading` names: the next setup begins there.
    pub fn started(&mut self, rules: Rulebook, variation_14h: bool, controls: Controls, heading: Heading) {
        self.rules = rules;
        self.variation_14h = variation_14h;
        self.last = Some(controls);
        self.heading = heading;
    }

    /// Saves `controls` as `name` (trimmed). A control saved under the same name (any case) is
    /// replaced; past [`MOST_SAVED`] the oldest goes. Returns the name as saved.
    pub fn save(&mut self, name: &str, controls: Controls) -> Result<String, NameError> {
        let name = name.trim();
        let length = name.chars().count();
        if length == 0 {
            return Err(NameError::Empty);
        }
        if length > LONGEST_NAME {
            return Err(NameError::TooLong(length));
        }
        self.saved.retain(|n| !n.name.eq_ignore_ascii_case(name));
        self.saved.push(Named { name: name.to_owned(), controls });
        if self.saved.len() > MOST_SAVED {
            self.saved.remove(0);
        }
        Ok(name.to_owned())
    }

    /// Forgets the saved control at `index`.
    pub fn forget(&mut self, index: usize) {
        if index < self.saved.len() {
            self.saved.remove(index);
        }
    }

    pub fn to_value(&self) -> Value {
        Value::object([
            ("version", VERSION.into()),
            ("rules", self.rules.id().into()),
            ("variation_14h", self.variation_14h.into()),
            ("saved", self.saved.iter().map(|n| n.controls.to_value().with("name", n.name.as_str())).collect::<Value>()),
        ])
        .with_some("last", self.last.as_ref().map(Controls::to_value))
        .with_some("heading", (!self.heading.is_empty()).then(|| self.heading.to_value()))
    }

    /// Reads the stored memory; what cannot be read takes its default (see the module comment).
    pub fn from_value(value: &Value) -> SetupMemory {
        let d = SetupMemory::default();
        let saved = match value.get("saved") {
            Some(Value::Array(items)) => items
                .iter()
                .filter_map(|v| {
                    let name = v.get("name").and_then(Value::as_str)?.trim();
                    (!name.is_empty() && name.chars().count() <= LONGEST_NAME)
                        .then(|| Some(Named { name: name.to_owned(), controls: Controls::from_value(v)? }))
                        .flatten()
                })
                .take(MOST_SAVED)
                .collect(),
            _ => Vec::new(),
        };
        SetupMemory {
            rules: value.get("rules").and_then(Value::as_str).and_then(|r| r.parse().ok()).unwrap_or(d.rules),
            variation_14h: value.get("variation_14h").and_then(Value::as_bool).unwrap_or(false),
            last: value.get("last").and_then(Controls::from_value),
            saved,
            heading: value.get("heading").and_then(|h| Heading::from_value(h).ok()).unwrap_or_default(),
        }
    }

    /// Reads stored text; unreadable text is the default memory.
    pub fn from_json(text: &str) -> SetupMemory {
        SetupMemory::read(text).unwrap_or_default()
    }

    /// Reads stored text as [`SetupMemory::from_json`] does, but says when it came from a newer
    /// version of the clock (which the page then leaves as it is).
    pub fn read(text: &str) -> Result<SetupMemory, json::FieldError> {
        let Ok(value) = json::parse(text) else { return Ok(SetupMemory::default()) };
        json::stored_version(&value, WHAT, VERSION)?;
        Ok(SetupMemory::from_value(&value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(s: &str) -> TimeControl {
        TimeControl::from_pgn(s).unwrap()
    }

    #[test]
    fn the_last_game_and_saved_controls_are_remembered_through_their_text() {
        let mut m = SetupMemory::default();
        let heading = Heading { event: Some("Club championship".into()), ..Heading::default() };
        m.started(Rulebook::Uscf, true, Controls { white: tc("300d5"), black: Some(tc("240d5")), draw_odds: Some(Color::Black) }, heading);
        assert_eq!(m.save("  Club night ", Controls::same(tc("1500+10"))), Ok("Club night".into()));
        let back = SetupMemory::from_json(&m.to_value().to_string());
        assert_eq!(back, m);
        assert_eq!(back.rules, Rulebook::Uscf, "a US Chess game is followed by US Chess");
        assert_eq!(back.last.unwrap().describe(), "White 5 min, delay 5 s, Black 4 min, delay 5 s");
    }

    #[test]
    fn the_players_and_the_event_are_remembered_and_a_damaged_heading_is_forgotten() {
        let m = SetupMemory {
            heading: Heading { white: Some("Ana".into()), event: Some("Club championship".into()), round: Some("2".into()), ..Heading::default() },
            ..SetupMemory::default()
        };
        assert_eq!(SetupMemory::from_json(&m.to_value().to_string()).heading, m.heading);
        let damaged = SetupMemory::from_json(r#"{"rules":"uscf","heading":{"white":7}}"#);
        assert_eq!((damaged.rules, damaged.heading), (Rulebook::Uscf, Heading::default()));
    }

    #[test]
    fn a_name_is_needed_a_same_name_replaces_and_the_oldest_goes_past_the_most() {
        let mut m = SetupMemory::default();
        assert_eq!(m.save("   ", Controls::same(tc("60"))), Err(NameError::Empty));
        let long = "x".repeat(LONGEST_NAME + 1);
        assert_eq!(m.save(&long, Controls::same(tc("60"))), Err(NameError::TooLong(LONGEST_NAME + 1)));
        m.save("Bullet", Controls::same(tc("60"))).unwrap();
        m.save("bullet", Controls::same(tc("120"))).unwrap();
        assert_eq!(m.saved.len(), 1);
        assert_eq!(m.saved[0].controls.white, tc("120"));
        for i in 0..MOST_SAVED {
            m.save(&format!("c{i}"), Controls::same(tc("60"))).unwrap();
        }
        assert_eq!(m.saved.len(), MOST_SAVED);
        assert_eq!(m.saved[0].name, "c0", "the oldest went");
        m.forget(0);
        m.forget(99);
        assert_eq!(m.saved.len(), MOST_SAVED - 1);
    }

    #[test]
    fn damaged_memory_keeps_what_can_be_read() {
        let m = SetupMemory::from_json(
            r#"{"rules":"nope","saved":[{"name":"ok","white":"180+2"},{"name":"bad","white":"x"},{"white":"60"}],"last":7}"#,
        );
        assert_eq!(m.rules, Rulebook::FideBlitz);
        assert_eq!(m.saved.iter().map(|n| n.name.as_str()).collect::<Vec<_>>(), ["ok"]);
        assert_eq!(m.last, None);
        assert_eq!(SetupMemory::from_json("not json"), SetupMemory::default());
    }
}
