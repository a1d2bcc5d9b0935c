//! Blitz chess, "common rules" (seed `blitz-chess-common-rules.txt`): rulebook `blitz-common`.
//! Draws and everything else the seed leaves to "the usual rules" follow the FIDE Laws with the
//! blitz appendix (`fide.rs`).
//!
//! The words below are the seed text verbatim.

use super::book::{Book, FlagCalling, ManualEntry};
use super::claims::{
    self, BothFlags, Consequence, CountRules, Definition, EndRules, FlagRules, IllegalRules, Incorrect,
};
use super::fide::{self, Tempo};
use super::rule::{Cite, Rule, Text};
use super::verdict::{Claim, Situation, Verdict};
use crate::ground::messages as m;
use crate::ground::vocabulary::{ClaimKind, Decision, Infraction};
use crate::ground::words::{Message, say};
use shakmaty::Color;

pub const RULES: &[Rule] = &[
    Rule {
        number: "1",
        words: "Chess clocks must be used. -- a player makes a move by making a legal move, ending by pressing the chess clock. if a player fails to press his/her chess clock after moving a piece, it is not yet his/her opponent's turn and his/her opponent must not move a piece. -- \"touch move\" rules are optional. The default is for no touch move rule - altering a move is allowed (by taking back the move made and making another legal move) as long as the player has not pressed his/her chess clock, signalling the end of his/her move. -- typical time controls are 5 minutes per person per game, although a better player can give a time advantage by voluntarily taking less time on his clock.",
    },
    Rule {
        number: "2",
        words: "Ending the game: - the game ends when either one player resigns, one player runs out of time, a player checkmates his/her opponent or when one player makes an illegal move. - draws occur according to the usual rules - when both sides have insufficient material to checkmate, through mutual agreement, by repetition of positions (3 times), 50 consecutive moves without a capture or pawn move or through stalemate. -- it is the responsibility of each player to notice when his/her opponent's flag has fallen, signalling the end of their time. A win is then claimed by stopping both clocks and announcing this. If both flags have fallen, the result of the game is a draw. --- note: if you have checkmated your opponent and stopped the clocks ... only to find your flag had already fallen but your opponent did not claim a win on time earlier, the game is drawn.",
    },
    Rule {
        number: "3",
        words: "Rules peculiar to speed chess: - if a player accidentally or intentionally makes an illegal move, it is the opponent's obligation to notice this and end the game by announcing this and stopping the chess clocks. The opponent must do so before making a move. If the opponent has sufficient material to possibly checkmate his/her opponent then he/she has won, otherwise the game is drawn (e.g. king and knight against king). If the illegal move is not challenged before the opponent has made his/her own move, then the illegal move stands.",
    },
];

pub static BOOK: Text = Text {
    prefix: "Blitz-common",
    title: "the common rules of blitz chess",
    source: "seed blitz-chess-common-rules.txt",
    verbatim: true,
    paraphrased: &[],
    rules: RULES,
};

fn cite(number: &'static str) -> Cite {
    BOOK.cite(number)
}

fn checkmate() -> Cite {
    cite("2").excerpt("the game ends when either one player resigns, one player runs out of time, a player checkmates his/her opponent or when one player makes an illegal move.")
}

fn usual_draws() -> Cite {
    cite("2").excerpt("draws occur according to the usual rules - when both sides have insufficient material to checkmate, through mutual agreement, by repetition of positions (3 times), 50 consecutive moves without a capture or pawn move or through stalemate.")
}

fn flag_rules() -> FlagRules {
    FlagRules {
        win: cite("2").excerpt("it is the responsibility of each player to notice when his/her opponent's flag has fallen, signalling the end of their time. A win is then claimed by stopping both clocks and announcing this."),
        // "Draws occur according to the usual rules": this book's words first, then the usual
        // rule itself for a flag against a player who cannot be mated, FIDE 6.9.
        no_material: usual_draws(),
        no_material_defers_to: Some(fide::cite("6.9")),
        material: Definition::Fide,
        both_flags: BothFlags::Draw(cite("2").excerpt("If both flags have fallen, the result of the game is a draw.")),
        mate_stands: checkmate(),
        stalemate_stands: usual_draws(),
        only_the_opponent: None,
    }
}

fn illegal_rules() -> IllegalRules {
    IllegalRules {
        rule: cite("3"),
        before_reply: Some(cite("3").excerpt("The opponent must do so before making a move.")),
        despite_own_flag: None,
        consequence: Consequence::Win {
            win: cite("3").excerpt("If the opponent has sufficient material to possibly checkmate his/her opponent then he/she has won, otherwise the game is drawn (e.g. king and knight against king)."),
            draw: cite("3").excerpt("If the opponent has sufficient material to possibly checkmate his/her opponent then he/she has won, otherwise the game is drawn (e.g. king and knight against king)."),
            // "Possibly checkmate": the FIDE definition.
            material: Definition::Fide,
        },
        no_move: None,
        unpromoted: None,
        // The game ends: no position is reinstated.
        takes_back_increment: false,
    }
}

fn count_rules() -> CountRules {
    CountRules { rule: usual_draws(), needs_the_move: true, incorrect: fide::incorrect_claim(Tempo::Blitz) }
}

/// The common blitz rules (a seed text), taking their penalties from the FIDE Laws.
pub struct BlitzCommon;

impl Book for BlitzCommon {
    fn name(&self) -> Message {
        m::RULEBOOK_BLITZ_COMMON
    }

    fn resolve(&self, claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
        match claim.kind {
            ClaimKind::Flag => claims::flag(claim, s, &flag_rules()),
            ClaimKind::IllegalMove => claims::illegal_move(claim, s, &illegal_rules()),
            // "The usual rules": FIDE 9.2 and 9.3, claimed by the player having the move.
            ClaimKind::Threefold => claims::threefold(claim, s, &count_rules()),
            ClaimKind::FiftyMoves => claims::fifty_moves(claim, s, &count_rules()),
            ClaimKind::DeadPosition | ClaimKind::InsufficientMaterial => claims::dead_position(s, usual_draws()),
            ClaimKind::QuickplayFinish | ClaimKind::InsufficientLosingChances | ClaimKind::IncrementRequest => {
                Verdict::rejected(fide::cite("III.2.2"), say(&m::BLITZ_NO_QUICKPLAY))
            }
            ClaimKind::MichiganTwenty | ClaimKind::QueenVQueen | ClaimKind::RookVRook | ClaimKind::IdenticalPieces => {
                Verdict::rejected(usual_draws(), say(&m::BLITZ_NO_SUCH_DRAW))
            }
        }
    }

    /// The seed sets no penalties; the usual rules are FIDE's, with the blitz appendix.
    fn penalty(&self, side: Color, infraction: Infraction, count: u32, s: &Situation<'_>) -> Verdict {
        fide::penalty(Tempo::Blitz, side, infraction, count, s)
    }

    fn decide(&self, claim: &Claim<'_>, decision: Decision, s: &Situation<'_>) -> Verdict {
        let incorrect = |kind| match kind {
            ClaimKind::Threefold | ClaimKind::FiftyMoves => fide::incorrect_claim(Tempo::Blitz),
            _ => Incorrect::Nothing,
        };
        claims::decide_pending(&self.resolve(claim, s), claim, decision, incorrect)
    }

    fn end_rules(&self) -> EndRules {
        EndRules {
            mate: checkmate(),
            stalemate: usual_draws(),
            dead: claims::DeadRule::Fide(usual_draws()),
            fivefold: Some(fide::cite("9.6.1")),
            seventy_five: Some(fide::cite("9.6.2")),
            mate_after_own_flag: Some(cite("2").excerpt("note: if you have checkmated your opponent and stopped the clocks ... only to find your flag had already fallen but your opponent did not claim a win on time earlier, the game is drawn.")),
        }
    }

    fn resignation(&self) -> Cite {
        BOOK.cite("2").excerpt("the game ends when either one player resigns")
    }

    fn agreement(&self) -> Cite {
        BOOK.cite("2").excerpt("through mutual agreement")
    }

    /// Its penalties are the FIDE Laws', where two hands count as an illegal move.
    fn counts_as_illegal_move(&self, infraction: Infraction) -> bool {
        infraction == Infraction::TwoHands
    }

    fn manual(&self) -> &'static [ManualEntry] {
        &[("Flags", "Blitz-common 2"), ("Claims", "Blitz-common 3")]
    }

    /// Only the opponent claims a flag.
    fn flag_calling(&self) -> FlagCalling {
        FlagCalling::PlayersClaim
    }
}
