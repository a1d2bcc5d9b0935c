//! The time controls players pick most, ready to start.

use crate::ground::time_control::TimeControl;
use shakmaty::Color;

/// A named control as the setup screen offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preset {
    pub name: &'static str,
    /// PGN `TimeControl` for White (and Black, unless `black` is set).
    pub pgn: &'static str,
    /// Black's control when it differs (time odds, Armageddon).
    pub black: Option<&'static str>,
    /// Armageddon: a draw counts as a win for this side.
    pub draw_odds: Option<Color>,
}

pub const PRESETS: &[Preset] = &[
    Preset { name: "Bullet 1+0", pgn: "60", black: None, draw_odds: None },
    Preset { name: "Bullet 2+1", pgn: "120+1", black: None, draw_odds: None },
    Preset { name: "Blitz 3+0", pgn: "180", black: None, draw_odds: None },
    Preset { name: "Blitz 3+2", pgn: "180+2", black: None, draw_odds: None },
    Preset { name: "Blitz 5+0", pgn: "300", black: None, draw_odds: None },
    Preset { name: "Blitz 5+3", pgn: "300+3", black: None, draw_odds: None },
    Preset { name: "G/5;d3 (US)", pgn: "300d3", black: None, draw_odds: None },
    Preset { name: "Rapid 10+5", pgn: "600+5", black: None, draw_odds: None },
    Preset { name: "Rapid 15+10", pgn: "900+10", black: None, draw_odds: None },
    Preset { name: "Rapid 25+10", pgn: "1500+10", black: None, draw_odds: None },
    Preset {
        name: "Classical 90/40+30, 30+30",
        pgn: "40/5400+30:1800+30",
        black: None,
        draw_odds: None,
    },
    // Armageddon: White gets more time, Black has draw odds (FIDE Armageddon practice: 5 v 4).
    Preset { name: "Armageddon 5 v 4", pgn: "300", black: Some("240"), draw_odds: Some(Color::Black) },
];

impl Preset {
    /// Both sides' controls. The presets are constants checked by a test, so this cannot fail.
    pub fn controls(&self) -> (TimeControl, TimeControl) {
        let white = TimeControl::from_pgn(self.pgn).unwrap_or_else(|_| TimeControl::sudden_death(crate::ground::micros::Micros::from_secs(300)));
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
            assert!(TimeControl::from_pgn(p.pgn).is_ok(), "{}", p.name);
            if let Some(b) = p.black {
                assert!(TimeControl::from_pgn(b).is_ok(), "{}", p.name);
            }
        }
        assert_eq!(PRESETS.iter().find(|p| p.name == "Blitz 3+2").unwrap().controls().0.describe(), "3 min + 2 s");
    }
}
