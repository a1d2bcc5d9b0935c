//! Endings that need no claim: resignation and agreement, cited from each rulebook's table.

use super::rule::Cite;
use super::{Rulebook, blitz_common, fide, quickplay, scholastic, uscf};

impl Rulebook {
    /// The rule by which a resignation ends the game.
    pub fn resignation(self) -> Cite {
        match self {
            Rulebook::FideStandard | Rulebook::FideRapid | Rulebook::FideBlitz => fide::BOOK.cite("5.1.2"),
            // The speed rules defer to the regular US Chess rules here (Speed 2).
            Rulebook::Uscf | Rulebook::UscfBlitz | Rulebook::SpeedChess2000 => uscf::BOOK.cite("13B"),
            Rulebook::ScholasticBlitz2004 => scholastic::BOOK.cite("7a2"),
            Rulebook::BlitzCommon => blitz_common::BOOK.cite("2").excerpt("the game ends when either one player resigns"),
            Rulebook::Quickplay2001 => quickplay::BOOK.cite("5.1b"),
        }
    }

    /// The rule by which an agreed draw ends the game.
    pub fn agreement(self) -> Cite {
        match self {
            Rulebook::FideStandard | Rulebook::FideRapid | Rulebook::FideBlitz => fide::BOOK.cite("5.2.3"),
            Rulebook::Uscf | Rulebook::UscfBlitz | Rulebook::SpeedChess2000 => uscf::BOOK.cite("14B"),
            Rulebook::ScholasticBlitz2004 => scholastic::BOOK.cite("8b"),
            Rulebook::BlitzCommon => blitz_common::BOOK.cite("2").excerpt("through mutual agreement"),
            Rulebook::Quickplay2001 => quickplay::BOOK.cite("5.2c"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rulebook_cites_a_rule_in_its_table_for_resignation_and_agreement() {
        for r in Rulebook::ALL {
            for cite in [r.resignation(), r.agreement()] {
                assert!(super::super::rule::find(&cite.label()).is_some(), "{r:?}: {}", cite.label());
                assert!(!cite.words().is_empty());
            }
        }
        assert_eq!(Rulebook::ScholasticBlitz2004.agreement().label(), "Scholastic 8b");
        assert_eq!(Rulebook::FideBlitz.resignation().label(), "FIDE 5.1.2");
    }
}
