//! Endings that need no claim: resignation and agreement, cited from each rulebook's table.

use super::material;
use super::rule::Cite;
use super::verdict::{GameResult, Situation, Termination, Verdict};
use crate::ground::messages as m;
use crate::ground::vocabulary::Rulebook;
use crate::ground::words::{say, say_with};
use shakmaty::Color;
use std::fmt;

/// A draw agreement the rulebook refuses: FIDE 5.2.3 wants both players to have made a move, and
/// `side` has not.
#[derive(Debug, Clone, Copy)]
pub struct AgreementRefused {
    pub side: Color,
    pub rule: Cite,
}

impl fmt::Display for AgreementRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let refused = say(m::AGREE_REFUSED.of(self.side));
        write!(f, "{refused} {}", self.rule.quote())
    }
}

impl std::error::Error for AgreementRefused {}

impl Rulebook {
    /// `side` resigns. FIDE 5.1.2 (2023): the game is drawn instead when the opponent cannot
    /// checkmate by any series of legal moves. Only the certain cases are taken (a lone king, a
    /// lone knight against a lone king, bishops of one colour): the page and the `arbiter` must
    /// replay a resignation alike, and the resign event carries no analysis.
    pub fn resign(self, side: Color, s: &Situation<'_>) -> Verdict {
        let rule = self.resignation();
        let cannot_mate = self.book().resignation_needs_mating_material()
            && s.position.is_some_and(|pos| material::certainly_cannot_mate(pos, !side));
        match s.position.filter(|_| cannot_mate) {
            Some(pos) => {
                let but = m::RESIGNS_BUT.of(side);
                Verdict::upheld(rule, say_with(but, &[("pieces", &material::pieces_said(pos, !side))]))
                    .ends(GameResult::Draw, Termination::Resignation)
            }
            None => Verdict::upheld(rule, say(m::VERDICT_RESIGNS.of(side)))
                .ends(GameResult::win_for(!side), Termination::Resignation),
        }
    }

    /// The players agree a draw; refused (with the rule's words) where the rulebook forbids it:
    /// FIDE 5.2.3 wants both players to have made at least one move.
    pub fn agree(self, s: &Situation<'_>) -> Result<Verdict, AgreementRefused> {
        let rule = self.agreement();
        if self.book().agreement_needs_a_move_each()
            && let Some(side) = [Color::White, Color::Black].into_iter().find(|&c| s.moves_made[c] == 0)
        {
            return Err(AgreementRefused { side, rule });
        }
        Ok(Verdict::upheld(rule, say(&m::VERDICT_DRAW_AGREED)).ends(GameResult::Draw, Termination::Agreement))
    }

    /// The rule by which a resignation ends the game.
    pub fn resignation(self) -> Cite {
        self.book().resignation()
    }

    /// The rule by which an agreed draw ends the game.
    pub fn agreement(self) -> Cite {
        self.book().agreement()
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
