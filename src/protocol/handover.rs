//! The setup page's hand-over to the clock. The page a player opens carries only the first setup
//! screen (`app::entry`): the rulebook, the players' settings, the presets and a typed control,
//! and the first face that runs a preset until the clock arrives (`screens::first_face`). The
//! clock face, the session, the replay, the claims — and the setup's own rules: what a rulebook
//! says of a control, the controls people type, the builder, the players, the arbiter's PIN, the
//! director's link — are a wasm module of their own (`src/bin/clock.rs`, "the clock"), fetched while
//! the player reads the setup and started on Start, or at once when a game is saved.
//!
//! The message is JSON text, so both ends are plain Rust tested natively:
//! `{"restore": true}` (the saved game, or the setup if none); `{"setup": {"rules": "fide-blitz",
//! "variation_14h": false, "typed": "3+2", "start": "preset 2"}}` (what the first page chose: the
//! clock starts that control, or says why not, or — with no `start` — shows the whole setup screen
//! with those choices; `"taps": [["black", 812.3], …]`, the presses the first face counted before the
//! clock arrived, which it replays, and `"offset_ms"`, their time line's offset from the page's
//! when the first face was reopened after a reload); `{"review": true}` (the setup, with the review of a finished game open).

use crate::ground::json::{self, Value};
use crate::ground::text::TextError;
use crate::ground::vocabulary::{side_id, side_of_id};
use crate::rules::Rulebook;
use crate::screens::first_face::FirstFace;
use crate::session::timeline::{Anchor, Now, Timeline};
use shakmaty::Color;
use std::fmt;

/// The clock module's name in what the players are told.
pub const CLOCK: &str = "the clock";

/// Why the clock is started.
#[derive(Debug, Clone, PartialEq)]
pub enum Handover {
    /// The game in storage, if any (a reload, a game left open): as the clock saved it.
    Restore,
    /// What the first setup screen chose: a control to start, or the whole setup screen.
    Setup(FirstSetup),
    /// The setup screen with the review of a finished game open (the review is the clock's).
    Review,
}

/// The first setup screen's choices. The players' settings (flags, sound, …) travel through
/// storage, where both modules keep them.
#[derive(Debug, Clone, PartialEq)]
pub struct FirstSetup {
    pub rules: Rulebook,
    /// US Chess Variation 14H (under `uscf` only).
    pub variation_14h: bool,
    /// The control typed so far (maybe nothing).
    pub typed: String,
    /// The control to start the game with; `None`: show the whole setup screen.
    pub start: Option<Chosen>,
    /// The taps the first face counted before the clock arrived (`screens::first_face`), each
    /// side's at its instant on the page's time line: the clock replays them as it starts.
    pub taps: Vec<(Color, f64)>,
    /// The taps' time line as an offset from this page's `performance.now()`: 0, unless the first
    /// face was reopened after a reload (its time line then goes on from the page before).
    pub offset_ms: f64,
}

/// The control the first setup screen starts with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Chosen {
    /// A preset, by its index in `screens::presets::PRESETS`.
    Preset(usize),
    /// The control of the last game started.
    Last,
    /// A control the players saved, by its name (the clock reads the memory itself).
    Saved(String),
    /// The control typed.
    Typed,
}

/// A hand-over that cannot be read.
#[derive(Debug, Clone, PartialEq)]
pub enum HandoverError {
    NotJson(TextError),
    /// The JSON names no hand-over this build knows: what it holds.
    Unknown(String),
    /// The first setup's choices cannot be read: which.
    Setup(String),
}

impl fmt::Display for HandoverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandoverError::NotJson(e) => write!(f, "the setup's hand-over is not JSON: {e}"),
            HandoverError::Unknown(what) => write!(f, "the setup's hand-over asks for nothing the clock knows: {what}"),
            HandoverError::Setup(what) => write!(f, "the setup's choices cannot be read: {what}"),
        }
    }
}

impl std::error::Error for HandoverError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            HandoverError::NotJson(e) => Some(e),
            HandoverError::Setup(_) | HandoverError::Unknown(_) => None,
        }
    }
}

impl Handover {
    pub fn encode(&self) -> String {
        match self {
            Handover::Restore => Value::object([("restore", true.into())]),
            Handover::Setup(first) => Value::object([("setup", first.to_value())]),
            Handover::Review => Value::object([("review", true.into())]),
        }
        .to_string()
    }

    pub fn decode(text: &str) -> Result<Handover, HandoverError> {
        let mut value = json::parse(text).map_err(HandoverError::NotJson)?;
        if let Some(first) = value.remove("setup") {
            return FirstSetup::from_value(&first).map(Handover::Setup);
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

impl FirstSetup {
    pub fn to_value(&self) -> Value {
        Value::object([
            ("rules", self.rules.id().into()),
            ("variation_14h", self.variation_14h.into()),
            ("typed", self.typed.as_str().into()),
        ])
        .with_some("start", self.start.as_ref().map(Chosen::id))
        .with_some(
            "taps",
            (!self.taps.is_empty()).then(|| {
                Value::Array(
                    self.taps.iter().map(|&(side, t)| Value::Array(vec![side_id(side).into(), t.into()])).collect(),
                )
            }),
        )
        .with_some("offset_ms", (self.offset_ms != 0.0).then_some(self.offset_ms))
    }

    pub fn from_value(value: &Value) -> Result<FirstSetup, HandoverError> {
        let field = |key: &str| value.get(key).ok_or_else(|| HandoverError::Setup(format!("no “{key}”")));
        let rules = field("rules")?.as_str().and_then(|r| r.parse().ok());
        let rules = rules.ok_or_else(|| HandoverError::Setup("“rules” names no rulebook".into()))?;
        let variation_14h = field("variation_14h")?
            .as_bool()
            .ok_or_else(|| HandoverError::Setup("“variation_14h” is not true or false".into()))?;
        let typed =
            field("typed")?.as_str().ok_or_else(|| HandoverError::Setup("“typed” is not text".into()))?.to_owned();
        let start = match value.get("start") {
            None | Some(Value::Null) => None,
            Some(v) => Some(
                v.as_str()
                    .and_then(Chosen::from_id)
                    .ok_or_else(|| HandoverError::Setup("“start” names no control".into()))?,
            ),
        };
        let tap = |v: &Value| match v.as_array().map(Vec::as_slice) {
            Some([side, t]) => side.as_str().and_then(side_of_id).zip(t.as_f64().filter(|t| t.is_finite())),
            _ => None,
        };
        let taps = match value.get("taps") {
            None | Some(Value::Null) => Vec::new(),
            Some(v) => v
                .as_array()
                .and_then(|taps| taps.iter().map(tap).collect::<Option<Vec<_>>>())
                .ok_or_else(|| HandoverError::Setup("“taps” are not [side, instant] pairs".into()))?,
        };
        let offset_ms = match value.get("offset_ms") {
            None | Some(Value::Null) => 0.0,
            Some(v) => v
                .as_f64()
                .filter(|o| o.is_finite())
                .ok_or_else(|| HandoverError::Setup("“offset_ms” is not a number".into()))?,
        };
        Ok(FirstSetup { rules, variation_14h, typed, start, taps, offset_ms })
    }
}

impl Chosen {
    /// As the message names it: `preset 2`, `last`, `saved Club night`, `typed`.
    fn id(&self) -> String {
        match self {
            Chosen::Preset(i) => format!("preset {i}"),
            Chosen::Saved(name) => format!("saved {name}"),
            Chosen::Last => "last".into(),
            Chosen::Typed => "typed".into(),
        }
    }

    fn from_id(id: &str) -> Option<Chosen> {
        match id.split_once(' ') {
            Some(("preset", i)) => i.parse().ok().map(Chosen::Preset),
            Some(("saved", name)) => Some(Chosen::Saved(name.to_owned())),
            Some(_) => None,
            None if id == "last" => Some(Chosen::Last),
            None if id == "typed" => Some(Chosen::Typed),
            None => None,
        }
    }
}

/// What storage keeps of a first face (`screens::first_face`), so that a reload reopens it: the hand-over it would make
/// (`setup`, with its taps) and its time line's anchor, read as it is kept.
pub fn kept(setup: &FirstSetup, anchor: Anchor) -> String {
    Value::object([("setup", setup.to_value()), ("anchor", anchor.to_value())]).to_string()
}

/// A first face reopened in a new page.
#[derive(Debug, Clone, PartialEq)]
pub struct Reopened {
    /// What the clock is to be handed (the taps are the face's).
    pub setup: FirstSetup,
    /// The face, its taps replayed.
    pub face: FirstFace,
    /// Its time line's offset from this page's `performance.now()`: the time the page was closed
    /// runs on the running clock, as it does for a saved game (`Timeline::resume`).
    pub offset_ms: f64,
}

/// The first face `text` (as [`kept`] wrote it) reopened at `now`, if its preset `fits` its
/// rulebook (`FirstFace::fits`, or the first screen's table); `None` when it cannot be read
/// or names no preset's game (the page then opens at setup: only seconds of play were there).
pub fn reopened(
    text: &str,
    now: Now,
    flags_called: bool,
    fits: impl FnOnce(usize, Rulebook) -> bool,
) -> Option<Reopened> {
    let value = json::parse(text).ok()?;
    let setup = FirstSetup::from_value(value.get("setup")?).ok()?;
    let anchor = Anchor::from_value(value.get("anchor")?).ok().filter(Anchor::is_valid)?;
    let Some(Chosen::Preset(index)) = setup.start else { return None };
    let mut face = fits(index, setup.rules).then(|| FirstFace::of_preset(index, flags_called)).flatten()?;
    if !setup.taps.iter().all(|&(side, t)| face.tap(side, t)) {
        return None;
    }
    let last = setup.taps.last().map_or(anchor.record_ms, |&(_, t)| t);
    let (timeline, _) = Timeline::resume(anchor, now, last);
    Some(Reopened { setup, face, offset_ms: timeline.offset_ms })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::screens::presets::PRESETS;
    use crate::session::display::DisplayFormat;

    fn first(start: Option<Chosen>) -> FirstSetup {
        FirstSetup {
            rules: Rulebook::Uscf,
            variation_14h: true,
            typed: "G/5;d3 \"quoted\"".into(),
            start,
            taps: Vec::new(),
            offset_ms: 0.0,
        }
    }

    #[test]
    fn every_handover_reads_back_as_written() {
        let choices = [
            None,
            Some(Chosen::Preset(3)),
            Some(Chosen::Last),
            Some(Chosen::Saved("Club night 2".into())),
            Some(Chosen::Typed),
        ];
        let mut all = vec![Handover::Restore, Handover::Review];
        all.extend(choices.map(|c| Handover::Setup(first(c))));
        let tapped = FirstSetup {
            taps: vec![(Color::Black, 812.25), (Color::White, 4_003.5)],
            ..first(Some(Chosen::Preset(1)))
        };
        all.push(Handover::Setup(tapped));
        for h in all {
            assert_eq!(Handover::decode(&h.encode()), Ok(h.clone()), "{}", h.encode());
        }
    }

    #[test]
    fn the_first_setups_choices_are_named_in_words() {
        let text = Handover::Setup(first(Some(Chosen::Preset(2)))).encode();
        assert_eq!(
            text,
            r#"{"setup":{"rules":"uscf","variation_14h":true,"typed":"G/5;d3 \"quoted\"","start":"preset 2"}}"#
        );
        let more = Handover::Setup(first(None)).encode();
        assert!(!more.contains("start"), "{more}");
    }

    #[test]
    fn what_cannot_be_read_says_why() {
        assert!(matches!(Handover::decode("{"), Err(HandoverError::NotJson(_))));
        let e = Handover::decode(r#"{"replay": true}"#).unwrap_err();
        assert_eq!(e.to_string(), r#"the setup's hand-over asks for nothing the clock knows: {"replay": true}"#);
        for (text, why) in [
            (r#"{"setup": {"rules": "fide"}}"#, "“rules” names no rulebook"),
            (r#"{"setup": {"rules": "uscf", "typed": ""}}"#, "no “variation_14h”"),
            (r#"{"setup": {"rules": "uscf", "variation_14h": false, "typed": 3}}"#, "“typed” is not text"),
            (
                r#"{"setup": {"rules": "uscf", "variation_14h": false, "typed": "", "start": "preset x"}}"#,
                "“start” names no control",
            ),
            (
                r#"{"setup": {"rules": "uscf", "variation_14h": false, "typed": "", "start": "first"}}"#,
                "“start” names no control",
            ),
            (
                r#"{"setup": {"rules": "uscf", "variation_14h": false, "typed": "", "start": "built"}}"#,
                "“start” names no control",
            ),
            (
                r#"{"setup": {"rules": "uscf", "variation_14h": false, "typed": "", "taps": [["red", 1]]}}"#,
                "“taps” are not [side, instant] pairs",
            ),
            (
                r#"{"setup": {"rules": "uscf", "variation_14h": false, "typed": "", "taps": [["white"]]}}"#,
                "“taps” are not [side, instant] pairs",
            ),
        ] {
            assert_eq!(Handover::decode(text), Err(HandoverError::Setup(why.into())), "{text}");
        }
        assert_eq!(
            Handover::decode(r#"{"setup": {"rules": "fide"}}"#).unwrap_err().to_string(),
            "the setup's choices cannot be read: “rules” names no rulebook"
        );
    }

    #[test]
    fn a_reload_reopens_the_first_face_with_its_taps_and_the_time_closed_charged() {
        let blitz_3_2 = PRESETS.iter().position(|p| p.pgn == "180+2").unwrap();
        let mut face = FirstFace::for_preset(blitz_3_2, Rulebook::FideBlitz, true).unwrap();
        face.tap(Color::Black, 1_000.0);
        face.tap(Color::White, 3_000.0);
        let setup = FirstSetup {
            rules: Rulebook::FideBlitz,
            variation_14h: false,
            typed: String::new(),
            start: Some(Chosen::Preset(blitz_3_2)),
            taps: face.taps().to_vec(),
            offset_ms: 0.0,
        };
        // Kept at 3.5 s into the page; reopened 4 s later in a page 200 ms old.
        let anchor = Anchor { wall_ms: 1e12, record_ms: 3_500.0, mono_ms: Some(5e11) };
        let text = kept(&setup, anchor);
        let now = Now { wall_ms: 1e12 + 4_000.0, perf_ms: 200.0, mono_ms: Some(5e11 + 4_000.0) };
        let again = reopened(&text, now, true, FirstFace::fits).unwrap();
        assert_eq!(again.setup, setup);
        assert_eq!(again.face, face);
        assert_eq!(again.offset_ms, 7_300.0, "7.5 s on the record's time line at 200 ms into the page");
        // Black's clock ran on while the page was closed: 3:00 - (7.5 s - 3 s) = 2:55.5, shown 2:56.
        assert_eq!(again.face.half(Color::Black, 200.0 + again.offset_ms, DisplayFormat::default()).text, "2:56");
        for broken in
            ["", "{}", &text.replace(&format!("preset {blitz_3_2}"), "typed"), &text.replace("\"anchor\"", "\"x\"")]
        {
            assert_eq!(reopened(broken, now, true, FirstFace::fits), None, "{broken}");
        }
    }
}
