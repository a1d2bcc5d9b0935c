//! What the players chose besides the time control: who calls flags, how the digits are drawn,
//! which side sits where, sound. Saved with the game, and checked against the rulebook.

use crate::screens::display::DisplayFormat;
use crate::domain::micros::Micros;
use crate::rules::Rulebook;
use crate::domain::time_control::TimeControl;
use shakmaty::Color;
use crate::domain::json::{self, FieldError, Value};

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

/// The players' choices, saved with the game. Every field has a default, so settings saved by an
/// older page still load.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    pub flags: FlagCalling,
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
}

impl Default for Settings {
    fn default() -> Self {
        Settings { flags: FlagCalling::Automatic, tenths_below_s: 10, white_far: false, sound: false, speech: false, speech_marks: MARK_SETS[0], move_entry: false }
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
            Some(v) => v.as_u64().and_then(|n| u8::try_from(n).ok()).ok_or_else(|| json::wrong("tenths_below_s", "a whole number 0-255", v))?,
        };
        // One of the sets offered: a list the setup screen never wrote is refused.
        let speech_marks = match value.get("speech_marks") {
            None => d.speech_marks,
            Some(v) => {
                let list: Option<Vec<u32>> = v.as_array().and_then(|a| a.iter().map(|x| x.as_u64().and_then(|n| u32::try_from(n).ok())).collect());
                list.and_then(|l| MARK_SETS.into_iter().find(|set| **set == l[..]))
                    .ok_or_else(|| json::wrong("speech_marks", "one of the lists of seconds the setup screen offers", v))?
            }
        };
        Ok(Settings {
            speech_marks,
            flags,
            tenths_below_s,
            white_far: boolean("white_far", d.white_far)?,
            sound: boolean("sound", d.sound)?,
            speech: boolean("speech", d.speech)?,
            move_entry: boolean("move_entry", d.move_entry)?,
        })
    }

    pub fn to_value(&self) -> Value {
        Value::object([
            ("flags", self.flags.name().into()),
            ("tenths_below_s", self.tenths_below_s.into()),
            ("white_far", self.white_far.into()),
            ("sound", self.sound.into()),
            ("speech", self.speech.into()),
            ("speech_marks", Value::Array(self.speech_marks.iter().map(|&s| i64::from(s).into()).collect())),
            ("move_entry", self.move_entry.into()),
        ])
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
}

/// Checks both sides' controls against what the rulebook says about time controls.
pub fn check_controls(rulebook: Rulebook, white: &TimeControl, black: &TimeControl) -> Vec<Mismatch> {
    let mut found = Vec::new();
    let any = |f: &dyn Fn(&TimeControl) -> bool| f(white) || f(black);
    match rulebook {
        Rulebook::ScholasticBlitz2004 if any(&has_delay) => found.push(Mismatch {
            severity: Severity::Error,
            message: "Scholastic blitz rule 1: \"Time delay features may not be used for Blitz.\" Choose a control without delay."
                .into(),
        }),
        Rulebook::SpeedChess2000 if any(&|tc: &TimeControl| tc.initial() > Micros::from_secs(300)) => found.push(Mismatch {
            severity: Severity::Warning,
            message: "Speed chess rule 1: \"The speed chess rules apply to any game played with a time limit of G/5 or faster.\" \
                      This control is slower than G/5."
                .into(),
        }),
        _ => {}
    }
    found
}

fn has_delay(tc: &TimeControl) -> bool {
    match tc {
        TimeControl::Periods { periods, .. } => periods.iter().any(|p| p.bonus.is_delay()),
        TimeControl::Hourglass { .. } => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(s: &str) -> TimeControl {
        TimeControl::from_pgn(s).unwrap()
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
    fn scholastic_blitz_refuses_a_delay_for_either_side() {
        let m = check_controls(Rulebook::ScholasticBlitz2004, &tc("300"), &tc("300d3"));
        assert_eq!(m.len(), 1);
        assert_eq!(m[0].severity, Severity::Error);
        assert!(m[0].message.contains("rule 1"), "{}", m[0].message);
        assert!(check_controls(Rulebook::ScholasticBlitz2004, &tc("300b2"), &tc("300"))[0].severity == Severity::Error);
        assert!(check_controls(Rulebook::ScholasticBlitz2004, &tc("300+2"), &tc("300+2")).is_empty());
        assert!(check_controls(Rulebook::FideBlitz, &tc("300d3"), &tc("300d3")).is_empty());
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
        for bad in [r#"{"flags":"claim"}"#, r#"{"sound":null}"#, r#"{"speech":"yes"}"#, r#"{"speech_marks":[7]}"#, r#"{"speech_marks":"60"}"#, r#"{"tenths_below_s":300}"#, r#"{"tenths_below_s":10.0}"#, "[]"] {
            assert!(read(bad).is_err(), "{bad}");
        }
    }
}
