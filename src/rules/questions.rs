//! Which question about the pieces the rules need answered, when the app has no position (the
//! questions and answers themselves are the ground's: `ground::answers`).
//!
//! An arbiter would look at the board. The app asks the players instead — only the questions
//! whose answers can change the verdict, in the order of the rule's own words (US Chess
//! 14E1–14E3, Scholastic 7b, FIDE 6.9), each with the common answer first. The answers are
//! recorded with the claim (`"said"`, an extra field the record spec allows), so every replay
//! reaches the same verdict from the same facts, whichever screen they were entered on.

use super::claims::Definition;
use super::material::Finding;
pub use crate::ground::answers::{About, Answer, Minor, Question, Said, SideSaid, answer};
use crate::ground::messages as m;
use crate::ground::words::{Message, Sided, say, say_with};
use shakmaty::Color;

/// `claimant`'s mating material as the players described it: a finding, or the next question
/// whose answer decides it. A finding whose `sufficient` is `None` is a forced win the app cannot
/// search for without the position (US Chess 14E2 and 14E3, Scholastic 7b): an arbiter decides.
pub(super) fn judge(definition: Definition, claimant: Color, said: &Said) -> Result<Finding, Question> {
    let by = |sided: &'static Sided<Message>| sided.of(claimant);
    let ask = |side: Color, about: About| Err(Question { side, about });
    let mine = said[claimant];
    let theirs = said[!claimant];
    match mine.only_king {
        None => return ask(claimant, About::OnlyKing),
        Some(true) => {
            return Ok(spoken(Some(false), m::REASON_ONLY_KING.of(claimant)));
        }
        Some(false) => {}
    }
    let Some(minor) = mine.only_minor else { return ask(claimant, About::OnlyMinor) };
    match definition {
        // FIDE 6.9: any possible series of legal moves. A lone minor piece mates only with the
        // opponent's help: a piece or pawn to block the king's flight — never against a lone king,
        // nor a bishop against bishops all on its own colour.
        Definition::Fide => match minor {
            None => Ok(spoken(Some(true), m::REASON_MORE_THAN_MINOR.of(claimant))),
            Some(piece) => match theirs.only_king {
                None => ask(!claimant, About::OnlyKing),
                Some(true) if piece == Minor::Knight => Ok(spoken(Some(false), m::REASON_KNIGHT_V_KING.of(claimant))),
                Some(true) => Ok(spoken(Some(false), m::REASON_BISHOP_V_KING.of(claimant))),
                Some(false) if piece == Minor::Knight => Ok(spoken(Some(true), m::REASON_KNIGHT_V_MORE.of(claimant))),
                Some(false) => match theirs.only_bishops_like_opponents {
                    None => ask(!claimant, About::OnlyBishopsLikeOpponents),
                    Some(true) => Ok(spoken(Some(false), m::REASON_BISHOP_V_LIKE.of(claimant))),
                    Some(false) => Ok(spoken(Some(true), m::REASON_BISHOP_V_MORE.of(claimant))),
                },
            },
        },
        // US Chess 14E2 and 14E3: insufficient unless a forced win, which needs the position.
        Definition::Uscf14e => match minor {
            Some(piece) => Ok(forced_win_unknown(piece.pick(by(&m::SAID_KING_KNIGHT), by(&m::SAID_KING_BISHOP)))),
            None => match mine.only_two_knights {
                None => ask(claimant, About::OnlyTwoKnights),
                Some(false) => Ok(spoken(Some(true), by(&m::SAID_MORE_THAN_14E))),
                Some(true) => match theirs.pawns {
                    None => ask(!claimant, About::Pawns),
                    Some(true) => Ok(spoken(Some(true), by(&m::SAID_KNIGHTS_PAWNS))),
                    Some(false) => Ok(forced_win_unknown(by(&m::SAID_KNIGHTS_NO_PAWNS))),
                },
            },
        },
        // Scholastic 7b and US Chess Blitz 7c: two minor pieces, a pawn, a rook or a queen.
        Definition::Blitz(rules) => match minor {
            Some(piece) if rules.lone_minor_with_forced_win => {
                Ok(forced_win_unknown(piece.pick(by(&m::SAID_LONE_KNIGHT), by(&m::SAID_LONE_BISHOP))))
            }
            Some(piece) => {
                Ok(spoken(Some(false), piece.pick(by(&m::SAID_LONE_KNIGHT_NOT), by(&m::SAID_LONE_BISHOP_NOT))))
            }
            None if !rules.two_knights_against_lone_king_insufficient => {
                Ok(spoken(Some(true), by(&m::SAID_BLITZ_MORE)))
            }
            None => match mine.only_two_knights {
                None => ask(claimant, About::OnlyTwoKnights),
                Some(false) => Ok(spoken(Some(true), by(&m::SAID_BLITZ_NOT_TWO_KNIGHTS))),
                Some(true) => match theirs.only_king {
                    None => ask(!claimant, About::OnlyKing),
                    Some(true) => Ok(spoken(Some(false), by(&m::SAID_KNIGHTS_V_KING))),
                    Some(false) => Ok(spoken(Some(true), by(&m::SAID_KNIGHTS_V_MORE))),
                },
            },
        },
    }
}

/// A finding whose reason the catalogues have: in English, and in the players' language.
fn spoken(sufficient: Option<bool>, reason: &Message) -> Finding {
    Finding::new(sufficient, say(reason).to_owned())
}

/// The players' description of a material whose forced win needs the position: an arbiter decides.
fn forced_win_unknown(material: &Message) -> Finding {
    Finding::new(None, say_with(&m::FORCED_UNKNOWN, &[("material", say(material))]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::material::BlitzMinimum;

    const SCHOLASTIC: BlitzMinimum =
        BlitzMinimum { two_knights_against_lone_king_insufficient: true, lone_minor_with_forced_win: true };
    const USCF_BLITZ: BlitzMinimum =
        BlitzMinimum { two_knights_against_lone_king_insufficient: false, lone_minor_with_forced_win: false };

    /// Answers the questions `definition` asks for Black's claim with `replies`, in order, and
    /// returns the questions asked and the finding.
    fn ask_through(definition: Definition, replies: &[Answer]) -> (Vec<Question>, Finding) {
        let mut said = Said::default();
        let mut asked = Vec::new();
        let mut replies = replies.iter();
        loop {
            match judge(definition, Color::Black, &said) {
                Ok(finding) => return (asked, finding),
                Err(q) => {
                    let reply = *replies.next().unwrap_or_else(|| panic!("no reply left for {}", q.text()));
                    asked.push(q);
                    said = answer(said, q, reply);
                }
            }
        }
    }

    fn q(side: Color, about: About) -> Question {
        Question { side, about }
    }

    #[test]
    fn the_common_answer_settles_a_fide_flag_in_two_questions() {
        let (asked, finding) = ask_through(Definition::Fide, &[Answer::No, Answer::No]);
        assert_eq!(asked, [q(Color::Black, About::OnlyKing), q(Color::Black, About::OnlyMinor)]);
        assert_eq!(finding.sufficient, Some(true));
        assert_eq!(asked[0].text(), "Does Black have only a king?");
        assert_eq!(asked[0].answers()[0], (Answer::No, "No, more than a king"), "the common answer first");
    }

    #[test]
    fn a_lone_king_cannot_mate_under_every_definition() {
        for d in [Definition::Fide, Definition::Uscf14e, Definition::Blitz(SCHOLASTIC), Definition::Blitz(USCF_BLITZ)] {
            let (asked, finding) = ask_through(d, &[Answer::Yes]);
            assert_eq!(asked.len(), 1);
            assert_eq!(finding.sufficient, Some(false), "{d:?}");
            assert!(finding.reason.contains("only a king"), "{}", finding.reason);
        }
    }

    #[test]
    fn fide_a_knight_against_a_lone_king_is_a_draw_against_more_a_win() {
        let (asked, finding) = ask_through(Definition::Fide, &[Answer::No, Answer::Knight, Answer::Yes]);
        assert_eq!(asked[2], q(Color::White, About::OnlyKing), "then the flagged side's pieces");
        assert_eq!(finding.sufficient, Some(false));
        let (_, finding) = ask_through(Definition::Fide, &[Answer::No, Answer::Knight, Answer::No]);
        assert_eq!(finding.sufficient, Some(true));
    }

    #[test]
    fn fide_a_bishop_against_bishops_of_its_colour_is_a_draw() {
        let (asked, finding) = ask_through(Definition::Fide, &[Answer::No, Answer::Bishop, Answer::No, Answer::Yes]);
        assert_eq!(asked[3], q(Color::White, About::OnlyBishopsLikeOpponents));
        assert_eq!(finding.sufficient, Some(false));
        let (_, finding) = ask_through(Definition::Fide, &[Answer::No, Answer::Bishop, Answer::No, Answer::No]);
        assert_eq!(finding.sufficient, Some(true));
    }

    #[test]
    fn uscf_14e_a_lone_minor_piece_waits_for_a_forced_win_and_two_knights_ask_for_pawns() {
        let (asked, finding) = ask_through(Definition::Uscf14e, &[Answer::No, Answer::Knight]);
        assert_eq!(asked.len(), 2, "14E2 needs nothing of the flagged side");
        assert_eq!(finding.sufficient, None, "a forced win needs the position: an arbiter decides");
        let (asked, finding) = ask_through(Definition::Uscf14e, &[Answer::No, Answer::No, Answer::Yes, Answer::No]);
        assert_eq!(asked[2..], [q(Color::Black, About::OnlyTwoKnights), q(Color::White, About::Pawns)]);
        assert_eq!(finding.sufficient, None, "14E3: two knights against no pawns");
        let (_, finding) = ask_through(Definition::Uscf14e, &[Answer::No, Answer::No, Answer::Yes, Answer::Yes]);
        assert_eq!(finding.sufficient, Some(true));
        let (_, finding) = ask_through(Definition::Uscf14e, &[Answer::No, Answer::No, Answer::No]);
        assert_eq!(finding.sufficient, Some(true));
    }

    #[test]
    fn scholastic_7b_excepts_two_knights_against_a_lone_king_and_us_blitz_does_not() {
        let (_, finding) =
            ask_through(Definition::Blitz(SCHOLASTIC), &[Answer::No, Answer::No, Answer::Yes, Answer::Yes]);
        assert_eq!(finding.sufficient, Some(false));
        let (_, finding) = ask_through(Definition::Blitz(SCHOLASTIC), &[Answer::No, Answer::Bishop]);
        assert_eq!(finding.sufficient, None, "a lone minor piece unless a forced win is demonstrated");
        let (asked, finding) = ask_through(Definition::Blitz(USCF_BLITZ), &[Answer::No, Answer::No]);
        assert_eq!((asked.len(), finding.sufficient), (2, Some(true)));
        let (_, finding) = ask_through(Definition::Blitz(USCF_BLITZ), &[Answer::No, Answer::Knight]);
        assert_eq!(finding.sufficient, Some(false));
    }

    #[test]
    fn an_answer_the_question_does_not_take_changes_nothing() {
        let said = Said::default();
        assert_eq!(answer(said, q(Color::White, About::OnlyKing), Answer::Knight), said);
        let said = answer(said, q(Color::White, About::OnlyMinor), Answer::No);
        assert_eq!(said.white.only_minor, Some(None));
    }
}
