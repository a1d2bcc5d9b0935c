//! Which claims a rulebook knows: the claim menu of the page offers these, and lists the others
//! with the rulebook's own words on why there is no such claim.

use super::verdict::{Claim, Situation, Verdict};
use crate::ground::vocabulary::{ClaimKind, Rulebook};
use crate::ground::words;
use shakmaty::Color;

/// A claim kind as one rulebook sees it.
#[derive(Debug, Clone, PartialEq)]
pub enum ClaimAvailability {
    /// The rulebook judges this claim.
    Known,
    /// The rulebook has no such claim; the verdict (always rejected) says why and cites the rule.
    Unknown(Verdict),
}

impl Rulebook {
    /// Whether this rulebook has a claim of this kind at all (whatever the position or clocks).
    pub fn knows(self, kind: ClaimKind) -> bool {
        use ClaimKind::*;
        let draws_by_rule =
            matches!(kind, Flag | IllegalMove | Threefold | FiftyMoves | DeadPosition | InsufficientMaterial);
        draws_by_rule || self.book().own_claims().contains(&kind)
    }

    /// Every claim kind, in the spec's order, with whether this rulebook knows it and, if not,
    /// its refusal.
    pub fn claim_kinds(self) -> Vec<(ClaimKind, ClaimAvailability)> {
        ClaimKind::ALL.into_iter().map(|kind| (kind, self.availability(kind))).collect()
    }

    pub fn availability(self, kind: ClaimKind) -> ClaimAvailability {
        if self.knows(kind) {
            return ClaimAvailability::Known;
        }
        // The refusal of an unknown kind does not depend on the situation: ask with a blank one.
        let situation = Situation::on_the_board(self, None, None);
        ClaimAvailability::Unknown(self.resolve(&Claim { by: Color::White, kind, illegal_move: None }, &situation))
    }
}

/// What the claim menu calls a kind, in the players' language.
pub fn claim_name(kind: ClaimKind) -> &'static str {
    use crate::ground::messages as m;
    words::say(match kind {
        ClaimKind::Flag => &m::CLAIM_FLAG,
        ClaimKind::IllegalMove => &m::CLAIM_ILLEGAL_MOVE,
        ClaimKind::Threefold => &m::CLAIM_THREEFOLD,
        ClaimKind::FiftyMoves => &m::CLAIM_FIFTY_MOVES,
        ClaimKind::DeadPosition => &m::CLAIM_DEAD_POSITION,
        ClaimKind::InsufficientMaterial => &m::CLAIM_INSUFFICIENT_MATERIAL,
        ClaimKind::MichiganTwenty => &m::CLAIM_MICHIGAN_TWENTY,
        ClaimKind::QueenVQueen => &m::CLAIM_QUEEN_V_QUEEN,
        ClaimKind::RookVRook => &m::CLAIM_ROOK_V_ROOK,
        ClaimKind::IdenticalPieces => &m::CLAIM_IDENTICAL_PIECES,
        ClaimKind::QuickplayFinish => &m::CLAIM_QUICKPLAY_FINISH,
        ClaimKind::InsufficientLosingChances => &m::CLAIM_LOSING_CHANCES,
        ClaimKind::IncrementRequest => &m::CLAIM_INCREMENT_REQUEST,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::VerdictKind;

    #[test]
    fn every_unknown_claim_is_refused_with_a_rule_and_every_known_one_is_not_refused_blindly() {
        for book in Rulebook::ALL {
            for (kind, availability) in book.claim_kinds() {
                if let ClaimAvailability::Unknown(v) = availability {
                    assert_eq!(v.kind, VerdictKind::Rejected, "{} {}", book.id(), kind.id());
                    assert!(!v.rule.is_empty(), "{} {}", book.id(), kind.id());
                }
            }
        }
    }

    #[test]
    fn the_menus_follow_the_rulebooks() {
        let known = |book: Rulebook| -> Vec<&str> {
            book.claim_kinds()
                .into_iter()
                .filter(|(_, a)| *a == ClaimAvailability::Known)
                .map(|(k, _)| k.id())
                .collect()
        };
        let usual = ["flag", "illegal_move", "threefold", "fifty_moves", "dead_position", "insufficient_material"];
        assert_eq!(known(Rulebook::FideBlitz), usual);
        assert_eq!(known(Rulebook::BlitzCommon), usual);
        assert!(known(Rulebook::FideRapid).contains(&"quickplay_finish"));
        assert!(known(Rulebook::Uscf).contains(&"insufficient_losing_chances"));
        assert!(!known(Rulebook::UscfBlitz).contains(&"insufficient_losing_chances"));
        assert!(known(Rulebook::SpeedChess2000).contains(&"michigan_twenty"));
        assert!(known(Rulebook::ScholasticBlitz2004).contains(&"identical_pieces"));
        let ClaimAvailability::Unknown(why) = Rulebook::FideBlitz.availability(ClaimKind::MichiganTwenty) else {
            panic!("FIDE knows no Michigan rule")
        };
        assert_eq!(why.rule, "FIDE 9.3");
        assert!(why.explanation.contains("no Michigan"), "{}", why.explanation);
    }
}
