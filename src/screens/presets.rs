//! The time controls players pick most, ready to start.

use crate::ground::messages::*;
use crate::ground::micros::Micros;
use crate::ground::time_control::TimeControl;
use crate::ground::words::Message;
use crate::rules::Rulebook;
use shakmaty::Color;

/// A named control as the setup screen offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preset {
    /// Its name, in the players' language.
    pub name: Message,
    /// PGN `TimeControl` for White (and Black, unless `black` is set).
    pub pgn: &'static str,
    /// Black's control when it differs (time odds, Armageddon).
    pub black: Option<&'static str>,
    /// Armageddon: a draw counts as a win for this side.
    pub draw_odds: Option<Color>,
    /// The rulebook a preset from one brings (US delay: US Chess); `None` plays under the one chosen.
    pub rulebook: Option<Rulebook>,
}

pub const PRESETS: &[Preset] = &[
    Preset { name: PRESET_BULLET_1, pgn: "60", black: None, draw_odds: None, rulebook: None },
    Preset { name: PRESET_BULLET_2, pgn: "120+1", black: None, draw_odds: None, rulebook: None },
    Preset { name: PRESET_BLITZ_3, pgn: "180", black: None, draw_odds: None, rulebook: None },
    Preset { name: PRESET_BLITZ_3_2, pgn: "180+2", black: None, draw_odds: None, rulebook: None },
    Preset { name: PRESET_BLITZ_5, pgn: "300", black: None, draw_odds: None, rulebook: None },
    Preset { name: PRESET_BLITZ_5_3, pgn: "300+3", black: None, draw_odds: None, rulebook: None },
    // G/5;d3 is how US Chess writes a blitz control: its book is the US Chess blitz rules (`uscf-blitz`).
    Preset { name: PRESET_US_DELAY, pgn: "300d3", black: None, draw_odds: None, rulebook: Some(Rulebook::UscfBlitz) },
    Preset { name: PRESET_RAPID_10, pgn: "600+5", black: None, draw_odds: None, rulebook: None },
    Preset { name: PRESET_RAPID_15, pgn: "900+10", black: None, draw_odds: None, rulebook: None },
    Preset { name: PRESET_RAPID_25, pgn: "1500+10", black: None, draw_odds: None, rulebook: None },
    Preset { name: PRESET_CLASSICAL, pgn: "40/5400+30:1800+30", black: None, draw_odds: None, rulebook: None },
    // Armageddon: White gets more time, Black has draw odds (FIDE Armageddon practice: 5 v 4).
    // No time limit: each clock counts the time used (untimed and training games).
    Preset { name: PRESET_COUNT_UP, pgn: "-", black: None, draw_odds: None, rulebook: None },
    Preset { name: PRESET_ARMAGEDDON, pgn: "300", black: Some("240"), draw_odds: Some(Color::Black), rulebook: None },
];

impl Preset {
    /// The rulebook a game from this preset runs under: its own, else the one the players chose.
    pub fn rules(&self, chosen: Rulebook) -> Rulebook {
        self.rulebook.unwrap_or(chosen)
    }

    /// Both sides' controls. The presets are constants checked by a test, so this cannot fail.
    pub fn controls(&self) -> (TimeControl, TimeControl) {
        let white =
            TimeControl::from_pgn(self.pgn).unwrap_or_else(|_| TimeControl::sudden_death(Micros::from_secs(300)));
        let black = self.black.and_then(|b| TimeControl::from_pgn(b).ok()).unwrap_or_else(|| white.clone());
        (white, black)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_a_valid_control() {
        for p in PRESETS {
            assert!(TimeControl::from_pgn(p.pgn).is_ok(), "{}", p.name.en);
            if let Some(b) = p.black {
                assert!(TimeControl::from_pgn(b).is_ok(), "{}", p.name.en);
            }
        }
        assert_eq!(PRESETS.iter().find(|p| p.name.en == "Blitz 3+2").unwrap().controls().0.describe(), "3 min + 2 s");
    }

    #[test]
    fn the_us_delay_preset_brings_us_chess_blitz_and_the_others_the_chosen_book() {
        let us = PRESETS.iter().find(|p| p.pgn == "300d3").unwrap();
        assert_eq!(us.rules(Rulebook::FideBlitz), Rulebook::UscfBlitz);
        let blitz = PRESETS.iter().find(|p| p.pgn == "180+2").unwrap();
        assert_eq!(blitz.rules(Rulebook::Uscf), Rulebook::Uscf);
        // Every preset that brings a book fits it: no warning or refusal at Start.
        for p in PRESETS.iter().filter(|p| p.rulebook.is_some()) {
            let (white, black) = p.controls();
            let book = p.rules(Rulebook::FideBlitz);
            assert!(crate::rules::controls::check_controls(book, &white, &black).is_empty(), "{}", p.name.en);
        }
    }
}
