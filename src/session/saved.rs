//! The saved game, as the page keeps it in `localStorage`:
//! `{"version": 1, "record": <the spec record>, "anchor": {"wall_ms", "record_ms", "mono_ms"},
//! "settings": {...}, "pins": [...]}` — `pins`, the arbiter's PINs typed since the last event, so
//! that a reload forgets neither a wrong one nor the wait after it.
//!
//! Older forms are migrated when read ([`migrate`]): a bare spec record (as exported, or as the
//! first pages stored it) and the saved object from before it carried a version. A version newer
//! than this page is refused (its text is kept), never guessed at.
//!
//! Reading never panics: stored text may be from an older page, cut short, or edited by hand, and
//! whatever is wrong comes back as a [`SavedError`] a person can read.

use crate::ground::json::{self, Value};
use crate::ground::lock::PinEntry;
use crate::ground::record::{Record, RecordError};
use crate::session::Session;
use crate::session::settings::Settings;
use crate::session::timeline::{Anchor, Away, Now, Timeline};
use std::fmt;

/// The format version this page writes and reads.
pub const VERSION: u64 = 1;

/// A game as saved: the record is the game; the anchor continues its time line after a reload.
#[derive(Debug, Clone, PartialEq)]
pub struct Saved {
    pub record: Record,
    /// `None` only for a game migrated from a form that had none: the time since it was stored
    /// cannot be known, so none is charged.
    pub anchor: Option<Anchor>,
    pub settings: Settings,
    /// The arbiter's PINs typed since the last event, right or wrong: recorded with the next one.
    pub pins: Vec<PinEntry>,
    /// What migrating an older stored form did, for the players to read; `None` when the text
    /// was in this page's own format.
    pub migrated: Option<String>,
}

/// A saved game brought back: the session, its time line continued, the settings, and what the
/// clocks say of the time the page was closed beyond what was charged.
#[derive(Debug, Clone)]
pub struct Restored {
    pub session: Session,
    pub timeline: Timeline,
    pub settings: Settings,
    pub away: Away,
}

/// Stored text that cannot be restored, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedError(pub String);

impl fmt::Display for SavedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SavedError {}

impl Saved {
    pub fn to_json(&self) -> String {
        let mut saved = Value::object([
            ("version", VERSION.into()),
            ("record", self.record.to_value()),
            ("anchor", self.anchor.as_ref().map(Anchor::to_value).into()),
            ("settings", self.settings.to_value()),
        ]);
        if !self.pins.is_empty() {
            saved = saved.with("pins", self.pins.iter().map(|p| p.to_value()).collect::<Value>());
        }
        // Keys in order, deepest first, as the serde_json maps this text was written with before.
        saved.sort_keys();
        saved.to_string()
    }

    /// Reads saved text, migrating older forms; the record is read as the spec says but not yet
    /// replayed.
    pub fn from_json(text: &str) -> Result<Saved, SavedError> {
        // Why a saved game cannot be restored: a technical detail, in English.
        let value = json::parse(text).map_err(|e| SavedError(format!("the saved game is not valid JSON ({e})")))?;
        let (mut object, migrated) = migrate(value)?;
        let record = object.remove("record").ok_or_else(|| SavedError("the saved game has no record".into()))?;
        // Why a saved game cannot be restored: a technical detail, in English.
        let record =
            Record::from_value(record).map_err(|e| SavedError(format!("the saved record cannot be read: {e}")))?;
        let anchor =
            match object.remove("anchor") {
                Some(Value::Null) if migrated.is_some() => None,
                a => Some(a.and_then(|a| Anchor::from_value(&a).ok()).filter(Anchor::is_valid).ok_or_else(|| {
                    SavedError("the saved game has no valid time anchor (wall_ms, record_ms)".into())
                })?),
            };
        // Settings are a convenience: unreadable ones fall back to the defaults, not to an error.
        let settings = object.remove("settings").and_then(|s| Settings::from_value(&s).ok()).unwrap_or_default();
        // Why a saved game cannot be restored: a technical detail, in English. A PIN trail is
        // never dropped quietly: one that cannot be read refuses the save.
        let pins = match object.remove("pins") {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(list)) => list
                .iter()
                .map(PinEntry::from_value)
                .collect::<Result<_, _>>()
                // A technical detail, in English.
                .map_err(|e| SavedError(format!("the saved PINs cannot be read: {e}")))?,
            Some(_) => return Err(SavedError("the saved PINs are not a list".into())),
        };
        Ok(Saved { record, anchor, settings, pins, migrated })
    }

    /// Replays the record and continues its time line at `now`.
    pub fn restore(self, now: Now) -> Result<Restored, SavedError> {
        // Why a saved game cannot be restored: a technical detail, in English.
        let mut session = Session::new(self.record)
            .map_err(|e: RecordError| SavedError(format!("the saved record does not replay: {e}")))?;
        session.pins = self.pins;
        let last = session.record.events.last().map_or(f64::NEG_INFINITY, |e| e.t);
        // Without an anchor the game goes on from its last event: nothing is charged for a time
        // nobody can know.
        let anchor =
            self.anchor.unwrap_or(Anchor { wall_ms: now.wall_ms, record_ms: last.max(0.0), mono_ms: now.mono_ms });
        let (timeline, away) = Timeline::resume(anchor, now, last);
        Ok(Restored { session, timeline, settings: self.settings, away })
    }
}

/// Brings stored JSON of any known form to this page's version, saying what it did.
///
/// - version 1: this page's own form, unchanged;
/// - no version, with `record`: the saved object from before it was versioned;
/// - no version, with `rules` and `time_control` at the top: a bare spec record, with no time
///   anchor (the time since it was stored is not charged, and the notice says so);
/// - a later version: refused, for a newer page to read.
pub fn migrate(value: Value) -> Result<(Value, Option<String>), SavedError> {
    let Value::Object(_) = value else {
        return Err(SavedError("the saved game is not a JSON object".into()));
    };
    let mut object = value;
    match object.get("version") {
        Some(v) => match v.as_u64() {
            Some(VERSION) => Ok((object, None)),
            Some(v) if v > VERSION => Err(SavedError(format!(
                "the saved game was written by a newer version of the clock (format version {v}); this page reads up to version {VERSION}"
            ))),
            // Why a saved game cannot be restored: a technical detail, in English.
            _ => Err(SavedError(format!("the saved game's format version is not one this page knows: {v}"))),
        },
        None if object.get("record").is_some() => {
            object.insert("version", VERSION.into());
            Ok((object, Some("The saved game was in the format from before versions; it was read as version 1.".into())))
        }
        None if object.get("rules").is_some() && object.get("time_control").is_some() => Ok((
            Value::object([("version", VERSION.into()), ("record", object), ("anchor", Value::Null)]),
            Some("The saved game was a bare record with no time anchor: it goes on from its last event, and the time since it was stored is not charged.".into()),
        )),
        None => Err(SavedError("the saved game has no format version and is not a game record".into())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::record::EventKind;
    use crate::rules::FlagCalling;
    use crate::session::PinRefusal;
    use shakmaty::Color;

    /// The clocks at an instant, without the browser's monotonic one.
    fn at(wall_ms: f64, perf_ms: f64) -> Now {
        Now { wall_ms, perf_ms, mono_ms: None }
    }

    fn game() -> Session {
        let mut s = Session::new(Record {
            black_time_control: Some("120".parse().unwrap()),
            ..Record::new("fide-blitz".parse().unwrap(), "60".parse().unwrap())
        })
        .unwrap();
        s.push_at(1_000.0, EventKind::Start).unwrap();
        assert!(s.press(Color::White, 4_000.0, None));
        s
    }

    #[test]
    fn a_saved_game_reads_back_and_continues_its_clock() {
        let s = game();
        let settings = Settings { flags: FlagCalling::PlayersClaim, sound: true, ..Settings::default() };
        let saved = Saved {
            record: s.record.clone(),
            anchor: Some(Anchor { wall_ms: 1.7e12, record_ms: 9_000.0, mono_ms: None }),
            settings,
            pins: Vec::new(),
            migrated: None,
        };
        let text = saved.to_json();
        let v = json::parse(&text).unwrap();
        assert_eq!(v["version"], 1);
        assert_eq!(v["record"]["events"][1]["type"], "press");
        assert_eq!(v["anchor"]["record_ms"], 9_000.0);

        let back = Saved::from_json(&text).unwrap();
        assert_eq!(back, saved);
        // Closed for 30 s: Black's clock, running since 4 s, has used 5 s + 30 s.
        let Restored { session: restored, timeline, settings: settings2, .. } =
            back.restore(at(1.7e12 + 30_000.0, 12.0)).unwrap();
        assert_eq!(settings2, settings);
        let now = timeline.record_ms(12.0);
        assert_eq!(now, 39_000.0);
        assert_eq!(restored.remaining_at(now)[Color::Black].as_ms(), 85_000.0);
        assert_eq!(restored.remaining_at(now)[Color::White].as_ms(), 57_000.0);
    }

    #[test]
    fn the_pins_typed_since_the_last_event_survive_a_reload_with_their_wait() {
        use crate::ground::lock::Lock;
        let mut s = game();
        s.record.lock = Some(Lock::new("2468", "salt").unwrap());
        let mut s = Session::new(s.record).unwrap();
        assert!(s.enter_pin(5_000.0, "1111").is_err());
        assert!(s.enter_pin(6_500.0, "1112").is_err());
        let saved = Saved {
            record: s.record.clone(),
            anchor: Some(Anchor { wall_ms: 1.7e12, record_ms: 7_000.0, mono_ms: None }),
            settings: Settings::default(),
            pins: s.pins.clone(),
            migrated: None,
        };
        let text = saved.to_json();
        assert_eq!(json::parse(&text).unwrap()["pins"].as_array().map(Vec::len), Some(2));
        // Reopened 1 s later: the two wrong PINs are still there, and so is the wait after them.
        let mut back = Saved::from_json(&text).unwrap().restore(at(1.7e12 + 1_000.0, 10.0)).unwrap();
        assert_eq!(back.session.pin_entries().count(), 2);
        let t = back.timeline.record_ms(10.0);
        assert!(matches!(back.session.enter_pin(t, "2468"), Err(PinRefusal::TooSoon { .. })));
        // And they are recorded with the next event.
        back.session.push_at(t + 60_000.0, EventKind::Pause).unwrap();
        assert_eq!(back.session.record.events.last().map(|e| e.pins.len()), Some(2));
        // A PIN trail that cannot be read refuses the save rather than dropping it.
        let bad = text.replacen("\"right\":false", "\"right\":\"no\"", 1);
        assert!(Saved::from_json(&bad).unwrap_err().0.contains("PINs"), "{bad}");
    }

    #[test]
    fn unreadable_saves_say_what_is_wrong() {
        let cases = [
            ("{\"version\":1,\"record\":", "not valid JSON"),
            ("[1]", "not a JSON object"),
            ("{\"moves\":[]}", "no format version"),
            ("{\"version\":2,\"record\":{}}", "newer version of the clock (format version 2)"),
            ("{\"version\":\"1\",\"record\":{}}", "not one this page knows"),
            ("{\"version\":1}", "no record"),
            ("{\"version\":1,\"record\":{\"rules\":\"fide-blitz\",\"time_control\":\"60\"}}", "time anchor"),
            (
                "{\"version\":1,\"record\":{\"rules\":\"fide-blitz\",\"time_control\":\"60\",\"events\":[{\"t\":0,\"type\":\"fly\"}]},\"anchor\":{\"wall_ms\":0,\"record_ms\":0}}",
                "event 0",
            ),
            (
                "{\"version\":1,\"record\":{\"rules\":\"fide-blitz\",\"time_control\":\"60\"},\"anchor\":{\"wall_ms\":\"x\",\"record_ms\":0}}",
                "time anchor",
            ),
        ];
        for (text, expected) in cases {
            let e = Saved::from_json(text).unwrap_err();
            assert!(e.0.contains(expected), "{text}: {e}");
        }
    }

    #[test]
    fn a_save_from_before_versions_is_migrated_and_continues_its_clock() {
        let s = game();
        let mut v = json::parse(
            &Saved {
                record: s.record.clone(),
                anchor: Some(Anchor { wall_ms: 1.7e12, record_ms: 9_000.0, mono_ms: None }),
                settings: Settings::default(),
                pins: Vec::new(),
                migrated: None,
            }
            .to_json(),
        )
        .unwrap();
        v.remove("version");
        let back = Saved::from_json(&v.to_string()).unwrap();
        assert!(back.migrated.as_deref().is_some_and(|m| m.contains("before versions")));
        assert_eq!(back.record, s.record);
        let Restored { session: restored, timeline, .. } = back.restore(at(1.7e12 + 30_000.0, 12.0)).unwrap();
        assert_eq!(restored.remaining_at(timeline.record_ms(12.0))[Color::Black].as_ms(), 85_000.0);
    }

    #[test]
    fn a_bare_record_is_migrated_and_goes_on_from_its_last_event() {
        let s = game();
        let back = Saved::from_json(&s.record.to_json()).unwrap();
        assert!(back.migrated.as_deref().is_some_and(|m| m.contains("not charged")));
        assert_eq!(back.anchor, None);
        // Whenever it is opened, the running clock (Black's, since 4 s) stands where the record left it.
        let Restored { session: restored, timeline, settings, .. } = back.clone().restore(at(1.9e12, 50.0)).unwrap();
        assert_eq!(settings, Settings::default());
        let now = timeline.record_ms(50.0);
        assert_eq!(now, 4_000.0);
        assert_eq!(restored.remaining_at(now)[Color::Black].as_ms(), 120_000.0);
        // Saved again, it is in this page's form, with an anchor.
        let again = Saved { anchor: Some(timeline.anchor(at(1.9e12, 50.0))), migrated: None, ..back };
        assert_eq!(Saved::from_json(&again.to_json()).unwrap().migrated, None);
    }

    #[test]
    fn a_record_that_does_not_replay_is_refused_on_restore() {
        let text = r#"{"version":1,"record":{"rules":"fide-blitz","time_control":"60","events":[{"t":5,"type":"start"},{"t":1,"type":"press","side":"white"}]},
                      "anchor":{"wall_ms":0,"record_ms":10},"settings":{"sound":"loud"}}"#;
        let saved = Saved::from_json(text).unwrap();
        assert_eq!(saved.settings, Settings::default(), "bad settings fall back to the defaults");
        let e = saved.restore(at(0.0, 0.0)).unwrap_err();
        assert!(e.0.contains("does not replay") && e.0.contains("event 1"), "{e}");
        let unknown = r#"{"version":1,"record":{"rules":"chess960-house","time_control":"60"},"anchor":{"wall_ms":0,"record_ms":0}}"#;
        // The record's header is read into typed values, so an unknown rulebook is refused on reading.
        assert!(Saved::from_json(unknown).unwrap_err().0.contains("unknown rulebook"));
    }

    #[test]
    fn a_restored_game_never_starts_before_its_last_event() {
        let s = game();
        let saved = Saved {
            record: s.record,
            anchor: Some(Anchor { wall_ms: 0.0, record_ms: 0.0, mono_ms: None }),
            settings: Settings::default(),
            pins: Vec::new(),
            migrated: None,
        };
        let timeline = saved.restore(at(0.0, 100.0)).unwrap().timeline;
        assert_eq!(timeline.record_ms(100.0), 4_000.0);
    }
}
