//! Endings that need no claim: resignation and agreement, as each rulebook words them.

use super::Rulebook;

impl Rulebook {
    /// The rule by which a resignation ends the game, and its words.
    pub fn resignation(self) -> (&'static str, &'static str) {
        match self {
            Rulebook::FideStandard | Rulebook::FideRapid | Rulebook::FideBlitz => (
                "FIDE 5.1.2",
                "The game is won by the player whose opponent declares he/she resigns. This immediately ends the game.",
            ),
            Rulebook::Uscf | Rulebook::UscfBlitz | Rulebook::SpeedChess2000 => (
                "USCF 5B",
                "The game is won by the player whose opponent resigns. This immediately ends the game.",
            ),
            Rulebook::ScholasticBlitz2004 => ("Scholastic 7a2", "A game is won by the player: 2) whose opponent resigns"),
            Rulebook::BlitzCommon => ("Blitz-common 2", "the game ends when either one player resigns, ..."),
            Rulebook::Quickplay2001 => (
                "Quickplay 5.1b",
                "The game is won by the player whose opponent declares he resigns. This immediately ends the game.",
            ),
        }
    }

    /// The rule by which an agreed draw ends the game, and its words.
    pub fn agreement(self) -> (&'static str, &'static str) {
        match self {
            Rulebook::FideStandard | Rulebook::FideRapid | Rulebook::FideBlitz => (
                "FIDE 5.2.3",
                "The game is drawn upon agreement between the two players during the game, provided both players have made at least one move. This immediately ends the game.",
            ),
            Rulebook::Uscf | Rulebook::UscfBlitz | Rulebook::SpeedChess2000 => (
                "USCF 14B",
                "The game is drawn upon agreement between the two players. This immediately ends the game.",
            ),
            Rulebook::ScholasticBlitz2004 => ("Scholastic 8b", "A game is a draw: By agreement between the players during the game only."),
            Rulebook::BlitzCommon => ("Blitz-common 2", "draws occur according to the usual rules - ... through mutual agreement"),
            Rulebook::Quickplay2001 => (
                "Quickplay 5.2c",
                "The game is drawn upon agreement between the two players during the game. This immediately ends the game.",
            ),
        }
    }
}
