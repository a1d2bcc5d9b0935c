//! What the players chose besides the time control: who calls flags, how the digits are drawn,
//! which side sits where, sound. Saved with the game, and checked against the rulebook.

use crate::ground::json::{self, FieldError, Value};
use crate::ground::language::Language;
use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::words::{say, say_with};
use crate::rules::{FlagCalling, Rulebook};
use crate::session::display::DisplayFormat;
use shakmaty::Color;

/// The keys the players chose for the far half (top in portrait, left in landscape) and the near
/// one, by their `KeyboardEvent.code`; `None`: the usual keys only.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HalfKeys {
    pub far: Option<&'static str>,
    pub near: Option<&'static str>,
}

/// The keys a half may be given: what keyboards, pedals, page turners and remote shutters send.
/// (Escape is not one: it closes what is open.)
pub const CHOOSABLE_KEYS: &[&str] = &[
    "PageUp",
    "PageDown",
    "ArrowUp",
    "ArrowDown",
    "ArrowLeft",
    "ArrowRight",
    "Enter",
    "NumpadEnter",
    "Space",
    "Home",
    "End",
    "Insert",
    "Delete",
    "Backspace",
    "Tab",
    "ShiftLeft",
    "ShiftRight",
    "ControlLeft",
    "ControlRight",
    "AltLeft",
    "AltRight",
    "MetaLeft",
    "MetaRight",
    "AudioVolumeUp",
    "AudioVolumeDown",
    "AudioVolumeMute",
    "MediaPlayPause",
    "MediaTrackNext",
    "MediaTrackPrevious",
    "MediaStop",
    "NumpadAdd",
    "NumpadSubtract",
    "NumpadMultiply",
    "NumpadDivide",
    "NumpadDecimal",
    "Minus",
    "Equal",
    "Period",
    "Comma",
    "Slash",
    "Semicolon",
    "Quote",
    "BracketLeft",
    "BracketRight",
    "Backslash",
    "Backquote",
    "KeyA",
    "KeyB",
    "KeyC",
    "KeyD",
    "KeyE",
    "KeyF",
    "KeyG",
    "KeyH",
    "KeyI",
    "KeyJ",
    "KeyK",
    "KeyL",
    "KeyM",
    "KeyN",
    "KeyO",
    "KeyP",
    "KeyQ",
    "KeyR",
    "KeyS",
    // Not T: on the face it says both clocks.
    "KeyU",
    "KeyV",
    "KeyW",
    "KeyX",
    "KeyY",
    "KeyZ",
    "Digit0",
    "Digit1",
    "Digit2",
    "Digit3",
    "Digit4",
    "Digit5",
    "Digit6",
    "Digit7",
    "Digit8",
    "Digit9",
    "Numpad0",
    "Numpad1",
    "Numpad2",
    "Numpad3",
    "Numpad4",
    "Numpad5",
    "Numpad6",
    "Numpad7",
    "Numpad8",
    "Numpad9",
    "F1",
    "F2",
    "F3",
    "F4",
    "F5",
    "F6",
    "F7",
    "F8",
    "F9",
    "F10",
    "F11",
    "F12",
];

/// One of [`CHOOSABLE_KEYS`] by its code.
pub fn choosable_key(code: &str) -> Option<&'static str> {
    CHOOSABLE_KEYS.iter().copied().find(|k| *k == code)
}

/// A saved choice by its name (`None`: not saved); a name this build does not know is an error.
fn named<T>(
    value: &Value,
    key: &str,
    from_id: fn(&str) -> Option<T>,
    expected: &'static str,
) -> Result<Option<T>, FieldError> {
    match value.get(key) {
        None => Ok(None),
        Some(v) => v.as_str().and_then(from_id).map(Some).ok_or_else(|| json::wrong(key, expected, v)),
    }
}

/// A saved key code: one of [`CHOOSABLE_KEYS`].
fn key_code(value: &Value, key: &str) -> Result<Option<&'static str>, FieldError> {
    match value.get(key) {
        None => Ok(None),
        Some(v) => v
            .as_str()
            .and_then(choosable_key)
            .map(Some)
            .ok_or_else(|| json::wrong(key, "a key's code, such as \"PageDown\"", v)),
    }
}

/// When the running clock warns its player that time runs low (a sound with sound on, a
/// vibration with vibration on): as the digits turn to tenths, or at a mark the player sets, as
/// lichess's clock offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LowWarning {
    /// As the digits turn to tenths ([`Settings::tenths_below_s`]).
    #[default]
    Tenths,
    /// At this many seconds left.
    Seconds(u32),
    /// At this share of the time the player started with, in per cent.
    Percent(u32),
}

/// The warnings offered at setup.
pub const LOW_WARNINGS: [LowWarning; 5] = [
    LowWarning::Tenths,
    LowWarning::Seconds(60),
    LowWarning::Seconds(30),
    LowWarning::Seconds(10),
    LowWarning::Percent(10),
];

impl LowWarning {
    /// Whether a clock with `remaining` of the `start` it began with is low enough to warn, the
    /// digits turning to tenths below `tenths_below`.
    pub fn due(self, remaining: Micros, start: Micros, tenths_below: Micros) -> bool {
        match self {
            LowWarning::Tenths => remaining < tenths_below,
            LowWarning::Seconds(s) => remaining < Micros::from_secs(i64::from(s)),
            // Exact: remaining × 100 < start × share.
            LowWarning::Percent(p) => i128::from(remaining.0) * 100 < i128::from(start.0) * i128::from(p),
        }
    }

    /// Its name in the saved settings: `tenths`, `30s`, `10%`.
    pub fn id(self) -> String {
        match self {
            LowWarning::Tenths => "tenths".to_owned(),
            LowWarning::Seconds(s) => format!("{s}s"),
            LowWarning::Percent(p) => format!("{p}%"),
        }
    }

    /// One of [`LOW_WARNINGS`] by its name.
    pub fn from_id(id: &str) -> Option<LowWarning> {
        LOW_WARNINGS.into_iter().find(|w| w.id() == id)
    }

    /// As the setup offers it.
    pub fn said(self) -> String {
        match self {
            LowWarning::Tenths => say(&m::LOW_AT_TENTHS).to_owned(),
            LowWarning::Seconds(s) => say_with(&m::LOW_AT_SECONDS, &[("n", &s.to_string())]),
            LowWarning::Percent(p) => say_with(&m::LOW_AT_PERCENT, &[("n", &p.to_string())]),
        }
    }
}

/// How the face is lit: the standard colours, true black for an OLED screen (its black pixels
/// are off), or dimmed for a long game in a dark room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FaceLook {
    #[default]
    Standard,
    Black,
    Dim,
}

impl FaceLook {
    pub const ALL: [FaceLook; 3] = [FaceLook::Standard, FaceLook::Black, FaceLook::Dim];

    /// Its name in the saved settings, and the face's CSS class.
    pub fn id(self) -> &'static str {
        match self {
            FaceLook::Standard => "standard",
            FaceLook::Black => "black",
            FaceLook::Dim => "dim",
        }
    }

    pub fn from_id(id: &str) -> Option<FaceLook> {
        FaceLook::ALL.into_iter().find(|l| l.id() == id)
    }

    pub fn said(self) -> &'static str {
        say(match self {
            FaceLook::Standard => &m::LOOK_STANDARD,
            FaceLook::Black => &m::LOOK_BLACK,
            FaceLook::Dim => &m::LOOK_DIM,
        })
    }
}

/// The sets of marks the players choose from for spoken announcements (the running clock is
/// announced as it passes each), in seconds; the first is the default.
pub const MARK_SETS: [&[u32]; 4] = [&[60, 30, 10], &[300, 60, 10], &[120, 60, 30, 10], &[30, 10, 5]];

/// The settings' format version this page writes; it reads this and the unversioned form before it.
pub const VERSION: u64 = 1;
/// What the settings are called when their version is refused.
pub const WHAT: &str = "The players' settings";

/// The players' choices, saved with the game. Every field has a default, so settings saved by an
/// older page still load.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    pub flags: FlagCalling,
    /// The players chose who calls flags: a new rulebook keeps their choice instead of bringing
    /// its own way.
    pub flags_chosen: bool,
    /// Tenths are shown below this many seconds: 10, or 20 as an option.
    pub tenths_below_s: u8,
    /// White's half is the far one (top in portrait, left in landscape): Black chose the side.
    pub white_far: bool,
    /// A click on each press, a warning at low time, a signal at a flag fall; vibration too.
    pub sound: bool,
    /// Spoken announcements: the running clock passing the marks of `speech_marks`, a flag, a verdict,
    /// and both clocks on request.
    pub speech: bool,
    /// The marks announced, one of [`MARK_SETS`], in seconds.
    pub speech_marks: &'static [u32],
    /// The players enter their moves on a board before pressing, so the record carries them.
    pub move_entry: bool,
    /// The key (a pedal's, say) each half's player chose to press with, besides the usual ones
    /// ([`crate::screens::fingers::key_side`]): its `KeyboardEvent.code`.
    pub keys: HalfKeys,
    /// A short vibration on each accepted press (and at low time and a flag), with or without
    /// sound, where the phone can vibrate.
    pub haptic: bool,
    pub low_warning: LowWarning,
    pub look: FaceLook,
    /// The language the players chose; `None`: the browser's (the first of its languages the
    /// clock speaks).
    pub language: Option<Language>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            flags: FlagCalling::Automatic,
            flags_chosen: false,
            tenths_below_s: 10,
            white_far: false,
            sound: false,
            speech: false,
            speech_marks: MARK_SETS[0],
            move_entry: false,
            keys: HalfKeys::default(),
            haptic: false,
            low_warning: LowWarning::Tenths,
            look: FaceLook::Standard,
            language: None,
        }
    }
}

impl Settings {
    /// The side whose half is the far one (top in portrait, left in landscape).
    pub fn far_side(&self) -> Color {
        if self.white_far { Color::White } else { Color::Black }
    }

    /// Reads saved settings: a missing field takes its default; a field of the wrong kind (null
    /// too) is an error, and the caller falls back to all the defaults.
    pub fn from_value(value: &Value) -> Result<Settings, FieldError> {
        let Value::Object(_) = value else {
            return Err(FieldError::NotAnObject { what: "the settings".into(), found: value.kind() });
        };
        // Version 0 (none written) has the same fields, fewer of them: a missing one is its default.
        json::stored_version(value, WHAT, VERSION)?;
        let d = Settings::default();
        let boolean = |key: &str, default: bool| match value.get(key) {
            None => Ok(default),
            Some(v) => v.as_bool().ok_or_else(|| json::wrong(key, "true or false", v)),
        };
        let flags = match value.get("flags") {
            None => d.flags,
            Some(v) => match v.as_str() {
                Some("automatic") => FlagCalling::Automatic,
                Some("players_claim") => FlagCalling::PlayersClaim,
                _ => return Err(json::wrong("flags", "\"automatic\" or \"players_claim\"", v)),
            },
        };
        let tenths_below_s = match value.get("tenths_below_s") {
            None => d.tenths_below_s,
            Some(v) => v
                .as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .ok_or_else(|| json::wrong("tenths_below_s", "a whole number 0-255", v))?,
        };
        // One of the sets offered: a list the setup screen never wrote is refused.
        let speech_marks = match value.get("speech_marks") {
            None => d.speech_marks,
            Some(v) => {
                let list: Option<Vec<u32>> = v
                    .as_array()
                    .and_then(|a| a.iter().map(|x| x.as_u64().and_then(|n| u32::try_from(n).ok())).collect());
                list.and_then(|l| MARK_SETS.into_iter().find(|set| **set == l[..])).ok_or_else(|| {
                    json::wrong("speech_marks", "one of the lists of seconds the setup screen offers", v)
                })?
            }
        };
        // A language this build does not speak (a newer build's) is the browser's here, and the
        // other settings stand.
        let language = value.get("language").and_then(Value::as_str).and_then(|l| l.parse().ok());
        Ok(Settings {
            language,
            speech_marks,
            flags,
            flags_chosen: boolean("flags_chosen", d.flags_chosen)?,
            tenths_below_s,
            white_far: boolean("white_far", d.white_far)?,
            sound: boolean("sound", d.sound)?,
            speech: boolean("speech", d.speech)?,
            move_entry: boolean("move_entry", d.move_entry)?,
            keys: HalfKeys { far: key_code(value, "far_key")?, near: key_code(value, "near_key")? },
            haptic: boolean("haptic", d.haptic)?,
            low_warning: named(
                value,
                "low_warning",
                LowWarning::from_id,
                "\"tenths\", \"60s\", \"30s\", \"10s\" or \"10%\"",
            )?
            .unwrap_or(d.low_warning),
            look: named(value, "look", FaceLook::from_id, "\"standard\", \"black\" or \"dim\"")?.unwrap_or(d.look),
        })
    }

    pub fn to_value(&self) -> Value {
        Value::object([
            ("version", VERSION.into()),
            ("flags", self.flags.name().into()),
            ("flags_chosen", self.flags_chosen.into()),
            ("tenths_below_s", self.tenths_below_s.into()),
            ("white_far", self.white_far.into()),
            ("sound", self.sound.into()),
            ("speech", self.speech.into()),
            ("speech_marks", Value::Array(self.speech_marks.iter().map(|&s| i64::from(s).into()).collect())),
            ("move_entry", self.move_entry.into()),
            ("haptic", self.haptic.into()),
            ("low_warning", self.low_warning.id().into()),
            ("look", self.look.id().into()),
        ])
        .with_some("far_key", self.keys.far)
        .with_some("near_key", self.keys.near)
        .with_some("language", self.language.map(Language::id))
    }

    /// The players chose who calls flags: it stays so whatever the rulebook.
    pub fn choose_flags(&mut self, flags: FlagCalling) {
        self.flags = flags;
        self.flags_chosen = true;
    }

    /// `key` presses the far half (`far`) or the near one; a half's key is that half's alone.
    pub fn choose_key(&mut self, far: bool, key: &'static str) {
        let (mine, other) =
            if far { (&mut self.keys.far, &mut self.keys.near) } else { (&mut self.keys.near, &mut self.keys.far) };
        *mine = Some(key);
        if *other == Some(key) {
            *other = None;
        }
    }

    /// A new rulebook brings its way of calling flags ([`FlagCalling::default_for`]), unless the
    /// players chose theirs.
    pub fn follow_rulebook(&mut self, rulebook: Rulebook) {
        if !self.flags_chosen {
            self.flags = FlagCalling::default_for(rulebook);
        }
    }

    pub fn display_format(&self) -> DisplayFormat {
        let s = if self.tenths_below_s == 20 { 20 } else { 10 };
        DisplayFormat { tenths_below: Micros::from_secs(s) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::json;

    #[test]
    fn a_key_chosen_for_one_half_is_that_half_s_alone_and_t_is_not_offered() {
        let mut settings = Settings::default();
        settings.choose_key(true, "PageDown");
        settings.choose_key(false, "PageDown");
        assert_eq!(settings.keys, HalfKeys { far: None, near: Some("PageDown") });
        assert_eq!(choosable_key("KeyT"), None, "T says both clocks");
        assert_eq!(choosable_key("KeyB"), Some("KeyB"));
    }

    #[test]
    fn a_low_time_warning_comes_at_the_mark_the_player_set() {
        let (start, tenths) = (Micros::from_secs(300), Micros::from_secs(10));
        let due = |w: LowWarning, s: i64| w.due(Micros(s * 1_000_000 - 1), start, tenths);
        assert!(due(LowWarning::Tenths, 10) && !due(LowWarning::Tenths, 11));
        assert!(due(LowWarning::Seconds(30), 30) && !due(LowWarning::Seconds(30), 31));
        // 10 % of 5 minutes is 30 s.
        assert!(due(LowWarning::Percent(10), 30) && !due(LowWarning::Percent(10), 31));
        for w in LOW_WARNINGS {
            assert_eq!(LowWarning::from_id(&w.id()), Some(w));
        }
        let settings = Settings {
            low_warning: LowWarning::Percent(10),
            look: FaceLook::Black,
            haptic: true,
            ..Settings::default()
        };
        assert_eq!(Settings::from_value(&settings.to_value()).unwrap(), settings, "kept and read back");
        let wrong = json::parse(r#"{"look":"neon"}"#).unwrap();
        assert!(Settings::from_value(&wrong).is_err(), "a look this build does not know is refused");
    }

    #[test]
    fn a_new_rulebook_brings_its_flags_unless_the_players_chose_theirs() {
        let mut settings = Settings::default();
        settings.follow_rulebook(Rulebook::Uscf);
        assert_eq!(settings.flags, FlagCalling::PlayersClaim, "US Chess: the players claim");
        settings.follow_rulebook(Rulebook::FideRapid);
        assert_eq!(settings.flags, FlagCalling::Automatic, "FIDE: the arbiter (the clock) calls");
        settings.choose_flags(FlagCalling::PlayersClaim);
        for book in [Rulebook::FideBlitz, Rulebook::Uscf, Rulebook::FideRapid] {
            settings.follow_rulebook(book);
            assert_eq!(settings.flags, FlagCalling::PlayersClaim, "the players' choice stays under {book:?}");
        }
        let kept = Settings::from_value(&settings.to_value()).unwrap();
        assert!(kept.flags_chosen, "the choice is kept with the settings");
    }

    #[test]
    fn the_chosen_language_is_kept_and_none_chosen_follows_the_browser() {
        let chosen = Settings { language: Some(Language::PortugueseBrazil), ..Settings::default() };
        let value = chosen.to_value();
        assert_eq!(value.get("language").and_then(Value::as_str), Some("pt-BR"));
        assert_eq!(Settings::from_value(&value), Ok(chosen));
        assert_eq!(Settings::default().to_value().get("language"), None, "nothing written for the browser's");
        // A language a newer build added: the browser's here, and the rest of the settings kept.
        let unknown = json::parse(r#"{"language": "xx", "sound": true}"#).unwrap();
        let read = Settings::from_value(&unknown).unwrap();
        assert_eq!((read.language, read.sound), (None, true));
    }

    #[test]
    fn old_settings_load_with_defaults_and_tenths_are_10_or_20() {
        let read = |text: &str| Settings::from_value(&json::parse(text).unwrap());
        let s = read(r#"{"sound": true, "other": 1}"#).unwrap();
        assert_eq!(s, Settings { sound: true, ..Settings::default() });
        assert!(!s.speech, "the clock speaks only when the players ask");
        assert!(read(r#"{"speech": true}"#).unwrap().speech);
        assert_eq!(read(r#"{"speech_marks": [30, 10, 5]}"#).unwrap().speech_marks, [30, 10, 5]);
        let back = Settings { speech_marks: MARK_SETS[2], ..Settings::default() };
        assert_eq!(Settings::from_value(&back.to_value()).unwrap(), back);
        assert!(!s.move_entry, "move entry is off unless the players turn it on");
        assert_eq!(Settings { tenths_below_s: 20, ..s }.display_format().tenths_below, Micros::from_secs(20));
        assert_eq!(Settings { tenths_below_s: 7, ..s }.display_format(), DisplayFormat::default());
        assert_eq!(read(&s.to_value().to_string()), Ok(s));
        for bad in [
            r#"{"flags":"claim"}"#,
            r#"{"sound":null}"#,
            r#"{"speech":"yes"}"#,
            r#"{"speech_marks":[7]}"#,
            r#"{"speech_marks":"60"}"#,
            r#"{"tenths_below_s":300}"#,
            r#"{"tenths_below_s":10.0}"#,
            "[]",
        ] {
            assert!(read(bad).is_err(), "{bad}");
        }
    }
}
