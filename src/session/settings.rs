//! What the players chose besides the time control: who calls flags, how the digits are drawn,
//! which side sits where, sound. Saved with the game, and checked against the rulebook.

use crate::ground::json::{self, FieldError, Value};
use crate::ground::language::Language;
use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::time_control::{Bonus, COUNT_UP_LIMIT, TimeControl};
use crate::ground::words::{count, say, say_with};
use crate::rules::{Rulebook, fide, scholastic, speed, uscf};
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

/// Who notices a fallen flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlagCalling {
    /// The page claims the flag for the opponent as soon as it notices it.
    Automatic,
    /// The flag is shown; only the players may claim it.
    PlayersClaim,
}

impl FlagCalling {
    /// The blitz seeds leave the flag to the players: "A flag fall should not be called by anyone
    /// except the opponent" (Speed 2d; Scholastic 12 and Blitz-common say the same), and so does
    /// US Chess: "A director must never initiate a time forfeit claim" (13C1). Under the FIDE Laws
    /// the arbiter calls a flag he observes (6.8; A.5.5 in rapid and blitz), as the clock does.
    pub fn default_for(rulebook: Rulebook) -> FlagCalling {
        match rulebook {
            Rulebook::ScholasticBlitz2004
            | Rulebook::SpeedChess2000
            | Rulebook::BlitzCommon
            | Rulebook::Uscf
            | Rulebook::UscfBlitz => FlagCalling::PlayersClaim,
            _ => FlagCalling::Automatic,
        }
    }

    /// Its name in the saved settings.
    pub fn name(self) -> &'static str {
        match self {
            FlagCalling::Automatic => "automatic",
            FlagCalling::PlayersClaim => "players_claim",
        }
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

/// How serious a mismatch between a control and the rulebook is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// The rulebook forbids it: the game is not started.
    Error,
    /// The rulebook may not be the right one: the players decide.
    Warning,
}

/// A control that the chosen rulebook does not fit, naming the rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mismatch {
    pub severity: Severity,
    pub message: String,
    /// The rulebook the message names for this control, offered with one tap.
    pub switch_to: Option<Rulebook>,
}

/// Why a control does not fit a rulebook: each a rule's condition, which [`check_controls`]
/// words with the rule it quotes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Misfit {
    /// Scholastic blitz with a delay (forbidden).
    DelayInScholasticBlitz,
    /// Speed chess slower than G/5.
    SlowerThanSpeed,
    /// A FIDE rulebook for a control its appendices count as `kind`, `counted` long.
    FideKind { kind: FideKind, counted: Micros },
    /// US Chess with less than five minutes' primary time.
    UnderUscf5C,
}

fn misfits(rulebook: Rulebook, white: &TimeControl, black: &TimeControl) -> Vec<Misfit> {
    let mut found = Vec::new();
    // No rulebook speaks of a game without a time limit: a count-up clock is the players' choice.
    if white.counts_up() || black.counts_up() {
        return found;
    }
    let any = |f: &dyn Fn(&TimeControl) -> bool| f(white) || f(black);
    match rulebook {
        Rulebook::ScholasticBlitz2004 if any(&has_delay) => found.push(Misfit::DelayInScholasticBlitz),
        Rulebook::SpeedChess2000 if any(&|tc: &TimeControl| tc.initial() > Micros::from_secs(300)) => {
            found.push(Misfit::SlowerThanSpeed)
        }
        _ => {}
    }
    if rulebook.is_fide()
        && let Some((kind, tc)) =
            [white, black].into_iter().map(|tc| (FideKind::of(tc), tc)).find(|(k, _)| k.rulebook() != rulebook)
    {
        found.push(Misfit::FideKind { kind, counted: fide_measure(tc) });
    }
    if rulebook == Rulebook::Uscf && any(&|tc: &TimeControl| primary_time(tc) < Micros::from_secs(300)) {
        found.push(Misfit::UnderUscf5C);
    }
    found
}

/// Whether the rulebook fits both sides' controls with nothing to say: the game starts at once.
pub fn fits(rulebook: Rulebook, white: &TimeControl, black: &TimeControl) -> bool {
    misfits(rulebook, white, black).is_empty()
}

/// Checks both sides' controls against what the rulebook says about time controls.
pub fn check_controls(rulebook: Rulebook, white: &TimeControl, black: &TimeControl) -> Vec<Mismatch> {
    misfits(rulebook, white, black).into_iter().map(|misfit| worded(rulebook, misfit)).collect()
}

fn worded(rulebook: Rulebook, misfit: Misfit) -> Mismatch {
    let warning = |message| Mismatch { severity: Severity::Warning, message, switch_to: None };
    match misfit {
        Misfit::DelayInScholasticBlitz => Mismatch {
            severity: Severity::Error,
            switch_to: None,
            message: after_rule(
                scholastic::BOOK.cite("1").excerpt("Time delay features may not be used for Blitz.").quote(),
                say(&m::SETUP_NO_DELAY),
            ),
        },
        Misfit::SlowerThanSpeed => warning(after_rule(speed::BOOK.cite("1").quote(), say(&m::SETUP_SLOWER_THAN_G5))),
        Misfit::FideKind { kind, counted } => {
            let rule = match (kind, rulebook) {
                (FideKind::Blitz, _) | (_, Rulebook::FideBlitz) => fide::B_1,
                _ => fide::A_1,
            };
            let counts = match kind {
                FideKind::Blitz => &m::SETUP_FIDE_BLITZ,
                FideKind::Rapid => &m::SETUP_FIDE_RAPID,
                FideKind::Standard => &m::SETUP_FIDE_STANDARD,
            };
            let sentence =
                say_with(counts, &[("counted", &amount_said(counted)), ("rulebook", kind.rulebook().name())]);
            Mismatch { switch_to: Some(kind.rulebook()), ..warning(after_rule(fide::quote_alone(rule), &sentence)) }
        }
        Misfit::UnderUscf5C => warning(after_rule(uscf::quote_alone(uscf::R_5C), say(&m::SETUP_UNDER_5C))),
    }
}

/// What FIDE's appendices count of a control (A.1, B.1): "the allotted time plus 60 times any
/// increment" (an increment "in either delay or cumulative mode", as the Laws' glossary has it).
/// Every period's time is allotted; a period's bonus counts 60 times.
pub fn fide_measure(tc: &TimeControl) -> Micros {
    match tc {
        TimeControl::Periods { periods, .. } => {
            let allotted = periods.iter().fold(Micros::ZERO, |sum, p| sum + p.time);
            let bonus = match periods[0].bonus {
                Bonus::Increment(x)
                | Bonus::CappedIncrement { increment: x, .. }
                | Bonus::SimpleDelay(x)
                | Bonus::Bronstein(x) => Micros(x.0.saturating_mul(60)),
                Bonus::None => Micros::ZERO,
            };
            allotted + bonus
        }
        TimeControl::Hourglass { time } => *time,
        TimeControl::CountUp => Micros::ZERO,
    }
}

/// Which of FIDE's kinds of game a control makes: blitz (B.1), rapid (A.1) or standard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FideKind {
    Blitz,
    Rapid,
    Standard,
}

impl FideKind {
    pub fn of(tc: &TimeControl) -> FideKind {
        let m = fide_measure(tc);
        if m <= Micros::from_secs(600) {
            FideKind::Blitz
        } else if m < Micros::from_secs(3600) {
            FideKind::Rapid
        } else {
            FideKind::Standard
        }
    }

    fn rulebook(self) -> Rulebook {
        match self {
            FideKind::Blitz => Rulebook::FideBlitz,
            FideKind::Rapid => Rulebook::FideRapid,
            FideKind::Standard => Rulebook::FideStandard,
        }
    }
}

/// A warning: the rule quoted, then what it means for this control.
fn after_rule(quote: String, sentence: &str) -> String {
    format!("{quote} {sentence}")
}

/// "25 minutes", "5 minutes 30 seconds": an amount of playing time, in the players' language.
fn amount_said(t: Micros) -> String {
    let s = t.0 / 1_000_000;
    let minutes = |n: i64| count(&m::AMOUNT_MINUTES, u64::try_from(n).unwrap_or(0));
    let seconds = |n: i64| say_with(&m::AMOUNT_SECONDS, &[("n", &n.to_string())]);
    match (s / 60, s % 60) {
        (m, 0) => minutes(m),
        (0, s) => seconds(s),
        (m, s) => format!("{} {}", minutes(m), seconds(s)),
    }
}

/// The main time of a control's first period: what US Chess 5C calls the primary time.
fn primary_time(tc: &TimeControl) -> Micros {
    match tc {
        TimeControl::Periods { periods, .. } => periods[0].time,
        TimeControl::Hourglass { time } => *time,
        TimeControl::CountUp => COUNT_UP_LIMIT,
    }
}

fn has_delay(tc: &TimeControl) -> bool {
    match tc {
        TimeControl::Periods { periods, .. } => periods.iter().any(|p| p.bonus.is_delay()),
        TimeControl::Hourglass { .. } | TimeControl::CountUp => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::json;

    fn tc(s: &str) -> TimeControl {
        TimeControl::from_pgn(s).unwrap()
    }

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
    fn the_blitz_seeds_leave_flags_to_the_players() {
        assert_eq!(FlagCalling::default_for(Rulebook::SpeedChess2000), FlagCalling::PlayersClaim);
        assert_eq!(FlagCalling::default_for(Rulebook::ScholasticBlitz2004), FlagCalling::PlayersClaim);
        assert_eq!(FlagCalling::default_for(Rulebook::BlitzCommon), FlagCalling::PlayersClaim);
        assert_eq!(FlagCalling::default_for(Rulebook::FideBlitz), FlagCalling::Automatic);
        assert_eq!(FlagCalling::default_for(Rulebook::FideRapid), FlagCalling::Automatic);
        assert_eq!(FlagCalling::default_for(Rulebook::Uscf), FlagCalling::PlayersClaim, "US Chess 13C1");
        assert_eq!(FlagCalling::default_for(Rulebook::UscfBlitz), FlagCalling::PlayersClaim);
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
    fn scholastic_blitz_refuses_a_delay_for_either_side() {
        let m = check_controls(Rulebook::ScholasticBlitz2004, &tc("300"), &tc("300d3"));
        assert_eq!(m.len(), 1);
        assert_eq!(m[0].severity, Severity::Error);
        assert!(
            m[0].message.starts_with(
                "Scholastic 1: “… Time delay features may not be used for Blitz.” Choose a control without delay."
            ),
            "{}",
            m[0].message
        );
        assert!(check_controls(Rulebook::ScholasticBlitz2004, &tc("300b2"), &tc("300"))[0].severity == Severity::Error);
        assert!(check_controls(Rulebook::ScholasticBlitz2004, &tc("300+2"), &tc("300+2")).is_empty());
        assert!(check_controls(Rulebook::FideBlitz, &tc("300d3"), &tc("300d3")).is_empty());
    }

    #[test]
    fn a_fide_rulebook_warns_when_its_appendices_count_the_control_as_another_kind_a_1_b_1() {
        assert!(check_controls(Rulebook::FideBlitz, &tc("180+2"), &tc("180+2")).is_empty());
        assert!(
            check_controls(Rulebook::FideRapid, &tc("900+10"), &tc("900+10")).is_empty(),
            "15 + 60 × 10 s = 25 min"
        );
        assert!(
            check_controls(Rulebook::FideStandard, &tc("40/5400+30:1800+30"), &tc("40/5400+30:1800+30")).is_empty()
        );
        let m = check_controls(Rulebook::FideBlitz, &tc("900+10"), &tc("900+10"));
        assert_eq!(m[0].severity, Severity::Warning);
        assert!(m[0].message.starts_with("FIDE B.1: “A 'blitz' game"), "{}", m[0].message);
        assert!(
            m[0].message.contains("counts as 25 minutes") && m[0].message.contains("rapid game"),
            "{}",
            m[0].message
        );
        // No main time: 0 + 60 × 5 s = 5 minutes, a blitz game.
        assert!(check_controls(Rulebook::FideBlitz, &tc("0+5"), &tc("0+5")).is_empty());
        let m = check_controls(Rulebook::FideRapid, &tc("0+5"), &tc("0+5"));
        assert!(m[0].message.contains("blitz game"), "{}", m[0].message);
        assert_eq!(FideKind::of(&tc("600")), FideKind::Blitz, "10 minutes or less");
        assert_eq!(FideKind::of(&tc("3600")), FideKind::Standard, "not less than 60 minutes");
    }

    #[test]
    fn the_warnings_are_said_in_the_players_language_the_rules_quoted_in_english_a_1_b_1_5c() {
        use crate::ground::words::speaking;
        let (fide, delay, uscf) = speaking(Language::Spanish, || {
            (
                check_controls(Rulebook::FideBlitz, &tc("900+10"), &tc("900+10")),
                check_controls(Rulebook::ScholasticBlitz2004, &tc("300d3"), &tc("300")),
                check_controls(Rulebook::Uscf, &tc("0+5"), &tc("0+5")),
            )
        });
        assert!(fide[0].message.starts_with("FIDE B.1 (texto en inglés): “A 'blitz' game"), "{}", fide[0].message);
        assert!(fide[0].message.ends_with("” Este control cuenta como 25 minutos para cada jugador, así que es una partida rápida: sus reglas son «Leyes del Ajedrez FIDE 2023 — rápidas»."), "{}", fide[0].message);
        assert!(delay[0].message.ends_with("” Elija un control sin demora."), "{}", delay[0].message);
        assert!(uscf[0].message.starts_with("USCF 5C (texto en inglés): “"), "{}", uscf[0].message);
        // Five and a half minutes, in Russian's forms.
        let ru = speaking(Language::Russian, || check_controls(Rulebook::FideStandard, &tc("330"), &tc("330")));
        assert!(ru[0].message.contains("считается как 5 минут 30 с на каждого"), "{}", ru[0].message);
    }

    #[test]
    fn us_chess_warns_that_a_main_time_under_five_minutes_cannot_be_rated_5c() {
        let m = check_controls(Rulebook::Uscf, &tc("0+5"), &tc("0+5"));
        assert_eq!(m.len(), 1);
        assert!(m[0].message.contains("USCF 5C") && m[0].message.contains("at least 5 minutes"), "{}", m[0].message);
        assert!(check_controls(Rulebook::Uscf, &tc("300d5"), &tc("300d5")).is_empty());
        assert!(
            check_controls(Rulebook::UscfBlitz, &tc("0+5"), &tc("0+5")).is_empty(),
            "5C's minimum is for regular, dual and quick"
        );
    }

    #[test]
    fn speed_chess_warns_when_slower_than_g5() {
        let m = check_controls(Rulebook::SpeedChess2000, &tc("600+5"), &tc("600+5"));
        assert_eq!(m[0].severity, Severity::Warning);
        assert!(m[0].message.contains("G/5"), "{}", m[0].message);
        assert!(check_controls(Rulebook::SpeedChess2000, &tc("300"), &tc("180+2")).is_empty());
        assert!(check_controls(Rulebook::SpeedChess2000, &tc("*60"), &tc("*60")).is_empty());
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
