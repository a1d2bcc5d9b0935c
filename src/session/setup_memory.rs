//! What the setup screen remembers between games, kept under its own storage key: the rulebook
//! and the control last played (so the next game starts as the last one did), US Chess Variation
//! 14H, and the controls the players named and saved.
//!
//! Reading never fails as a whole: a field of the wrong kind takes its default, and a saved
//! control that cannot be read is left out, the others kept.

use crate::ground::heading::Heading;
use crate::ground::json::{self, Value};
use crate::ground::messages as m;
use crate::ground::messages::CONTROLS_ODDS;
use crate::ground::time_control::TimeControl;
use crate::ground::vocabulary::side_id;
use crate::ground::words::{self, count, fill, say};
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
            Some(black) if *black != self.white => {
                words::say_with(&CONTROLS_ODDS, &[("white", &self.white.describe()), ("black", &black.describe())])
            }
            _ => self.white.describe(),
        }
    }

    /// The controls as stored, with their words beside them ("said"), which the first page
    /// shows without reading the controls.
    fn to_value(&self) -> Value {
        Value::object([("white", self.white.to_string().into())])
            .with_some("black", self.black.as_ref().map(|b| b.to_string()))
            .with_some("draw_odds", self.draw_odds.map(side_id))
            .with("said", self.describe())
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
            NameError::Empty => f.write_str(say(&m::NAME_EMPTY)),
            NameError::TooLong(n) => {
                let too_long = count(&m::NAME_TOO_LONG, u64::try_from(*n).unwrap_or(u64::MAX));
                f.write_str(&fill(&too_long, &[("most", &LONGEST_NAME.to_string())]))
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
        SetupMemory {
            rules: Rulebook::FideBlitz,
            variation_14h: false,
            last: None,
            saved: Vec::new(),
            heading: Heading::default(),
        }
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
            (
                "saved",
                self.saved.iter().map(|n| n.controls.to_value().with("name", n.name.as_str())).collect::<Value>(),
            ),
        ])
        .with_some("last", self.last.as_ref().map(Controls::to_value))
        .with_some("heading", (!self.heading.is_empty()).then(|| self.heading.to_value()))
    }

    /// Reads the stored memory; what cannot be read takes its default (see the module comment).
    pub fn from_value(value: &Value) -> SetupMemory {
        let d = SetupMemory::default();
        let saved = saved_items(value)
            .filter_map(|(name, v)| Some(Named { name: name.to_owned(), controls: Controls::from_value(v)? }))
            .take(MOST_SAVED)
            .collect();
        SetupMemory {
            rules: stored_rules(value).unwrap_or(d.rules),
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

/// The saved controls as stored, with their names (trimmed), where the name can be a button's.
fn saved_items(value: &Value) -> impl Iterator<Item = (&str, &Value)> {
    value.get("saved").and_then(Value::as_array).into_iter().flatten().filter_map(|v| {
        let name = v.get("name").and_then(Value::as_str)?.trim();
        (!name.is_empty() && name.chars().count() <= LONGEST_NAME).then_some((name, v))
    })
}

fn stored_rules(value: &Value) -> Option<Rulebook> {
    value.get("rules").and_then(Value::as_str).and_then(|r| r.parse().ok())
}

/// What the setup screen offers from its memory: the rulebook and variation to begin with, and
/// beside the presets the last game's control and the saved ones, in words. The page a player
/// opens reads it from the stored text alone — the words the clock wrote beside each control —
/// so it carries no time-control code; a control stored without its words shows as written.
#[derive(Debug, Clone, PartialEq)]
pub struct Offered {
    pub rules: Rulebook,
    pub variation_14h: bool,
    /// The last game's controls, in words.
    pub last: Option<String>,
    /// The saved controls: each name, and the control in words.
    pub saved: Vec<(String, String)>,
    /// The last game's players and occasion in one line, which the next game starts from.
    pub players: Option<String>,
}

impl Offered {
    /// What `memory` offers.
    pub fn of(memory: &SetupMemory) -> Offered {
        Offered {
            rules: memory.rules,
            variation_14h: memory.variation_14h,
            last: memory.last.as_ref().map(Controls::describe),
            saved: memory.saved.iter().map(|n| (n.name.clone(), n.controls.describe())).collect(),
            players: memory.heading.said(),
        }
    }

    /// What the stored memory offers (the default memory's, for text that cannot be read or that
    /// a newer version wrote). A saved control is named in the hand-over, so that the clock
    /// starts the one shown even where the two read the text differently.
    pub fn from_json(text: &str) -> Offered {
        let Some(value) = json::parse(text).ok().filter(|v| json::stored_version(v, WHAT, VERSION).is_ok()) else {
            return Offered::of(&SetupMemory::default());
        };
        let said = |v: &Value| {
            if let Some(words) = v.get("said").and_then(Value::as_str) {
                return Some(words.to_owned());
            }
            let white = v.get("white").and_then(Value::as_str)?;
            Some(match v.get("black").and_then(Value::as_str) {
                // Each side's control in the record's notation (the page a player opens has no
                // parser to describe them), after the side's name.
                Some(black) if black != white => {
                    format!("{} {white}, {} {black}", say(&m::FACE_WHITE), say(&m::FACE_BLACK))
                }
                _ => white.to_owned(),
            })
        };
        let (rules, variation_14h) = rules_of(&value);
        Offered {
            rules,
            variation_14h,
            last: value.get("last").and_then(said),
            saved: saved_items(&value)
                .filter_map(|(name, v)| Some((name.to_owned(), said(v)?)))
                .take(MOST_SAVED)
                .collect(),
            players: value.get("heading").and_then(|h| Heading::from_value(h).ok()).and_then(|h| h.said()),
        }
    }
}

/// The rulebook and Variation 14H the stored memory's text chose, as [`Offered::from_json`] reads
/// them, with nothing else read: the first screen's script carries no time-control code.
pub fn chosen_rules(text: &str) -> (Rulebook, bool) {
    match json::parse(text).ok().filter(|v| json::stored_version(v, WHAT, VERSION).is_ok()) {
        Some(value) => rules_of(&value),
        None => {
            let d = SetupMemory::default();
            (d.rules, d.variation_14h)
        }
    }
}

fn rules_of(value: &Value) -> (Rulebook, bool) {
    let variation_14h = value.get("variation_14h").and_then(Value::as_bool).unwrap_or(false);
    (stored_rules(value).unwrap_or(Rulebook::FideBlitz), variation_14h)
}

/// The stored memory's text without the saved control named `name` (`None`: nothing to forget).
pub fn forget_stored(text: &str, name: &str) -> Option<String> {
    let mut value = json::parse(text).ok()?;
    json::stored_version(&value, WHAT, VERSION).ok()?;
    let Some(Value::Array(items)) = value.remove("saved") else { return None };
    let before = items.len();
    let kept: Vec<Value> = items
        .into_iter()
        .filter(|v| v.get("name").and_then(Value::as_str).is_none_or(|n| !n.trim().eq_ignore_ascii_case(name)))
        .collect();
    (kept.len() < before).then(|| value.with("saved", Value::Array(kept)).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::language::Language;
    use crate::ground::words;

    fn tc(s: &str) -> TimeControl {
        TimeControl::from_pgn(s).unwrap()
    }

    #[test]
    fn the_last_game_and_saved_controls_are_remembered_through_their_text() {
        let mut m = SetupMemory::default();
        let heading = Heading { event: Some("Club championship".into()), ..Heading::default() };
        m.started(
            Rulebook::Uscf,
            true,
            Controls { white: tc("300d5"), black: Some(tc("240d5")), draw_odds: Some(Color::Black) },
            heading,
        );
        assert_eq!(m.save("  Club night ", Controls::same(tc("1500+10"))), Ok("Club night".into()));
        let back = SetupMemory::from_json(&m.to_value().to_string());
        assert_eq!(back, m);
        assert_eq!(back.rules, Rulebook::Uscf, "a US Chess game is followed by US Chess");
        assert_eq!(back.last.unwrap().describe(), "White 5 min, delay 5 s, Black 4 min, delay 5 s");
    }

    #[test]
    fn the_players_and_the_event_are_remembered_and_a_damaged_heading_is_forgotten() {
        let m = SetupMemory {
            heading: Heading {
                white: Some("Ana".into()),
                event: Some("Club championship".into()),
                round: Some("2".into()),
                ..Heading::default()
            },
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
        assert_eq!(
            NameError::TooLong(31).to_string(),
            "The name has 31 characters; 30 at most, so that it fits on its button."
        );
        let russian = |n| words::speaking(Language::Russian, || NameError::TooLong(n).to_string());
        assert_eq!(russian(31), "В имени 31 символ; не больше 30, чтобы оно поместилось на кнопке.");
        assert_eq!(russian(32), "В имени 32 символа; не больше 30, чтобы оно поместилось на кнопке.");
        assert_eq!(russian(35), "В имени 35 символов; не больше 30, чтобы оно поместилось на кнопке.");
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

    #[test]
    fn the_first_page_reads_what_is_offered_without_reading_the_controls() {
        let mut m = SetupMemory::default();
        m.started(Rulebook::Uscf, true, Controls::same(tc("300d5")), Heading::default());
        m.save("Club night", Controls { white: tc("300"), black: Some(tc("240")), draw_odds: Some(Color::Black) })
            .unwrap();
        m.save("Bullet", Controls::same(tc("60"))).unwrap();
        let text = m.to_value().to_string();
        assert_eq!(Offered::from_json(&text), Offered::of(&m));
        let offered = Offered::from_json(&text);
        assert_eq!((offered.rules, offered.variation_14h), (Rulebook::Uscf, true));
        // The first screen's script reads the rulebook alone, as this does.
        for text in [text.as_str(), "not json", r#"{"rules":"fide-rapid"}"#, r#"{"rules":"nope","variation_14h":true}"#]
        {
            let o = Offered::from_json(text);
            assert_eq!(chosen_rules(text), (o.rules, o.variation_14h), "{text}");
        }
        assert_eq!(offered.last.as_deref(), Some("5 min, delay 5 s"));
        assert_eq!(offered.saved[0], ("Club night".to_owned(), "White 5 min, Black 4 min".to_owned()));
        assert_eq!(offered.players, None);
        m.heading = Heading {
            white: Some("Ana".into()),
            event: Some("Club night".into()),
            round: Some("2".into()),
            ..Heading::default()
        };
        let offered = Offered::from_json(&m.to_value().to_string());
        assert_eq!(offered, Offered::of(&m));
        assert_eq!(offered.players.as_deref(), Some("Ana – Black · Club night · Round 2"));
    }

    #[test]
    fn a_control_stored_without_its_words_shows_as_written_and_damage_is_the_default() {
        let offered = Offered::from_json(
            r#"{"rules":"fide-rapid","last":{"white":"180+2"},"saved":[{"name":" ok ","white":"60"},{"name":"","white":"60"},{"white":"60"},{"name":"x","white":7}]}"#,
        );
        assert_eq!(offered.rules, Rulebook::FideRapid);
        assert_eq!(offered.last.as_deref(), Some("180+2"));
        assert_eq!(offered.saved, [("ok".to_owned(), "60".to_owned())]);
        assert_eq!(Offered::from_json("not json"), Offered::of(&SetupMemory::default()));
        assert_eq!(
            Offered::from_json(r#"{"version": 99, "rules": "uscf"}"#).rules,
            Rulebook::FideBlitz,
            "a newer version's is not read"
        );
    }

    #[test]
    fn a_saved_control_is_forgotten_by_its_name_and_the_rest_kept() {
        let mut m = SetupMemory::default();
        m.save("Club night", Controls::same(tc("1500+10"))).unwrap();
        m.save("Bullet", Controls::same(tc("60"))).unwrap();
        let text = m.to_value().to_string();
        let after = forget_stored(&text, "club night").unwrap();
        m.forget(0);
        assert_eq!(SetupMemory::from_json(&after), m);
        assert_eq!(forget_stored(&after, "Club night"), None, "nothing left to forget");
        assert_eq!(forget_stored("not json", "Bullet"), None);
        assert_eq!(
            forget_stored(r#"{"version": 99, "saved": [{"name": "Bullet"}]}"#, "Bullet"),
            None,
            "a newer version's is left as it is"
        );
    }
}
