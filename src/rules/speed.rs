//! Speed Chess Rules, adopted 09/23/2000 (seed `speed-chess-rules-2000.txt`): rulebook
//! `speed-chess-2000`. Rule 2 makes the rules of regular chess apply unless stated otherwise;
//! those are the US Chess rules (`uscf.rs`), cited as such.
//!
//! The words below are the seed text verbatim; ` … ` marks words left out.

use super::book::{Book, FlagCalling, ManualEntry};
use super::claims::{self, BothFlags, Consequence, Definition, EndRules, FlagRules, IllegalRules, Incorrect};
use super::controls::Mismatch;
use super::rule::{Cite, Rule, Text};
use super::uscf;
use super::verdict::{Claim, GameResult, Situation, Termination, Verdict};
use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::time_control::TimeControl;
use crate::ground::vocabulary::{ClaimKind, Decision, Infraction};
use crate::ground::words::{Message, count, fill, say, say_with};
use shakmaty::{Chess, Color, Position};

pub const RULES: &[Rule] = &[
    Rule { number: "1", words: "The speed chess rules apply to any game played with a time limit of G/5 or faster." },
    Rule {
        number: "2",
        words: "Unless stated differently herein, the rules of a regular chess contest also apply to speed chess. Some of those applicable rules from regular chess include:",
    },
    Rule { number: "2a", words: "Touch-move." },
    Rule { number: "2b", words: "Checkmate (and stalemate) takes precedence over a simultaneous flag fall." },
    Rule {
        number: "2c",
        words: "A player with insufficient mating material and no forced win only draws when the opponent oversteps on time.",
    },
    Rule { number: "2d", words: "A flag fall should not be called by anyone except the opponent." },
    Rule { number: "2e", words: "Black has the choice of clock placement." },
    Rule { number: "2f", words: "It is unnecessary to announce check." },
    Rule { number: "3", words: "Keeping score is inadvisable and of no validity." },
    Rule {
        number: "4",
        words: "The “insufficient losing chances” rule for sudden death time controls does not apply to speed chess.",
    },
    Rule {
        number: "5",
        words: "The player must use only one hand to make moves, including castling and captures, and must press the clock with the same hand.",
    },
    Rule { number: "6", words: "Neither player may touch the clock except to press it or straighten it." },
    Rule { number: "7", words: "A player is entitled to press the clock immediately after moving." },
    Rule {
        number: "8",
        words: "A player who knocks over a piece is required to replace it before pressing the clock. The opponent may press the clock before moving to enforce this.",
    },
    Rule {
        number: "9",
        words: "A player with less than a minute left who promotes a pawn and states what piece is may continue to use the pawn as the stated piece. The opponent then has the right to stop the clock and request that the pawn be replaced with the proper piece before the game is continued.",
    },
    Rule {
        number: "10",
        words: "A player may claim a draw in an endgame of queen against queen or rook against rook, unless the opponent can demonstrate a forced win.",
    },
    Rule {
        number: "11",
        words: "An illegal move without a clock press is corrected in the manner given by regular chess laws. If a player makes an illegal move and then presses the clock, the opponent may claim a win (a draw when lacking mating material). Taking a king left in check is considered to be an acceptable way of making a claim. If the opponent fails to make an illegal move claim before replying, the player who made the illegal move may not profit from this by making an illegal move claim. Play continues if the current board position is now legal, or is backed up to the earliest point of infraction if not",
    },
    Rule {
        number: "12",
        words: "To claim a time overstep by the opponent, a player on move is required to neutralize the clock before both flags are down, with would be a draw.",
    },
    Rule { number: "13", words: "A player may claim a draw by using the “Michigan twenty move rule,” as follows:" },
    Rule {
        number: "13a",
        words: "The player starts counting aloud “one,” “two,” et cetera, up to twenty, to keep track of consecutive move-pairs that do not involve a capture or pawn move. (If this type of move occurs the count must start over).",
    },
    Rule {
        number: "13b",
        words: "If twenty consecutive moves by each player are counted without a pawn move or capture the game is drawn, except for certain specified endings that extend the count for at total of forty moves. These endings are K + queen vs. K + rook, K + bishop and knight vs. K, K + bishop and bishop vs. K, and K + rook vs. K.",
    },
    Rule {
        number: "13c",
        words: "The player who starts counting is offering a draw, which may be accepted any time during the duration of the count.",
    },
];

pub static BOOK: Text = Text {
    prefix: "Speed",
    title: "the Speed Chess Rules (2000)",
    source: "seed speed-chess-rules-2000.txt (adopted 09/23/2000)",
    verbatim: true,
    paraphrased: &[],
    rules: RULES,
};

fn cite(number: &'static str) -> Cite {
    BOOK.cite(number)
}

/// Rule 2: what this seed does not say, regular (US Chess) rules decide.
fn regular_rules() -> Cite {
    cite("2")
        .excerpt("Unless stated differently herein, the rules of a regular chess contest also apply to speed chess.")
}

fn flag_rules() -> FlagRules {
    FlagRules {
        win: cite("12"),
        no_material: cite("2c"),
        no_material_defers_to: None,
        // Rule 2c takes regular US Chess 14E: lone king, or a lone minor piece (two knights against
        // no pawns) without a forced win.
        material: Definition::Uscf14e,
        both_flags: BothFlags::Draw(cite("12")),
        mate_stands: cite("2b"),
        stalemate_stands: cite("2b"),
        only_the_opponent: Some(cite("2d")),
    }
}

fn illegal_rules() -> IllegalRules {
    IllegalRules {
        rule: cite("11"),
        before_reply: Some(cite("11").excerpt(
            "If the opponent fails to make an illegal move claim before replying, the player who made the illegal move may not profit from this by making an illegal move claim.",
        )),
        despite_own_flag: None,
        consequence: Consequence::Win {
            win: cite("11").excerpt(
                "If a player makes an illegal move and then presses the clock, the opponent may claim a win (a draw when lacking mating material).",
            ),
            draw: cite("11").excerpt(
                "If a player makes an illegal move and then presses the clock, the opponent may claim a win (a draw when lacking mating material).",
            ),
            material: Definition::Uscf14e,
        },
        no_move: None,
        unpromoted: None,
        // The game ends: no position is reinstated.
        takes_back_increment: false,
    }
}

/// Rule 13: twenty moves by each player without a capture or pawn move; forty in the endings
/// 13b names.
fn michigan_twenty(s: &Situation<'_>) -> Verdict {
    let Some(pos) = s.position else {
        return Verdict::pending(cite("13b"), say(&m::SPEED_NO_COUNT));
    };
    // The ending that runs the count to forty, said after the count's own sentence.
    let (needed, ending) = match long_count_ending(pos) {
        Some(ending) => (80, format!(" {}", say_with(&m::SPEED_LONG_COUNT, &[("ending", say(ending))]))),
        None => (40, String::new()),
    };
    let plies = pos.halfmoves();
    let moves = u64::from(plies / 2);
    if plies >= needed {
        let sentence = count(&m::SPEED_TWENTY_DRAWN, moves);
        Verdict::upheld(cite("13b"), format!("{sentence}{ending}")).ends(GameResult::Draw, Termination::Claim)
    } else {
        let sentence = fill(&count(&m::SPEED_TWENTY_ONLY, moves), &[("needed", &(needed / 2).to_string())]);
        Verdict::rejected(cite("13b"), format!("{sentence}{ending}"))
    }
}

/// The endings of 13b whose count extends to forty: K+Q v K+R, K+B+N v K, K+B+B v K, K+R v K.
fn long_count_ending(pos: &Chess) -> Option<&'static Message> {
    let material = pos.board().material();
    let pieces = |c: Color| {
        let m = material[c];
        (m.pawn, m.knight, m.bishop, m.rook, m.queen)
    };
    [(Color::White, Color::Black), (Color::Black, Color::White)].into_iter().find_map(|(strong, weak)| {
        match (pieces(strong), pieces(weak)) {
            ((0, 0, 0, 0, 1), (0, 0, 0, 1, 0)) => Some(&m::SPEED_Q_V_R),
            ((0, 1, 1, 0, 0), (0, 0, 0, 0, 0)) => Some(&m::SPEED_B_N),
            ((0, 0, 2, 0, 0), (0, 0, 0, 0, 0)) => Some(&m::SPEED_TWO_BISHOPS),
            ((0, 0, 0, 1, 0), (0, 0, 0, 0, 0)) => Some(&m::SPEED_ROOK),
            _ => None,
        }
    })
}

/// Rule 10: queen against queen, or rook against rook, unless the opponent can demonstrate a
/// forced win.
fn queen_or_rook_ending(claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
    let Some(pos) = s.position else {
        return Verdict::pending(cite("10"), say(&m::NO_POSITION_DIRECTOR));
    };
    let ending = match claims::lone_pieces(pos) {
        Some([shakmaty::Role::Queen, shakmaty::Role::Queen]) if claim.kind != ClaimKind::RookVRook => {
            say(&m::SPEED_QUEENS)
        }
        Some([shakmaty::Role::Rook, shakmaty::Role::Rook]) if claim.kind != ClaimKind::QueenVQueen => {
            say(&m::SPEED_ROOKS)
        }
        _ => return Verdict::rejected(cite("10"), say(&m::SPEED_NOT_Q_OR_R)),
    };
    claims::draw_unless_forced_win(claim, pos, s.recorded_forced_mate[!claim.by], cite("10"), ending)
}

/// The Speed Chess rules of 2000 (a seed text), deferring to US Chess for what they do not name.
pub struct SpeedChess;

impl Book for SpeedChess {
    fn name(&self) -> Message {
        m::RULEBOOK_SPEED
    }

    fn resolve(&self, claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
        match claim.kind {
            ClaimKind::Flag => claims::flag(claim, s, &flag_rules()),
            ClaimKind::IllegalMove => claims::illegal_move(claim, s, &illegal_rules()),
            ClaimKind::Threefold => claims::threefold(claim, s, &uscf::threefold_rules()).quoting(regular_rules()),
            ClaimKind::FiftyMoves => claims::fifty_moves(claim, s, &uscf::fifty_move_rules()).quoting(regular_rules()),
            ClaimKind::DeadPosition | ClaimKind::InsufficientMaterial => {
                uscf::insufficient_material(s).quoting(regular_rules())
            }
            ClaimKind::MichiganTwenty => michigan_twenty(s),
            ClaimKind::QueenVQueen | ClaimKind::RookVRook | ClaimKind::IdenticalPieces => {
                queen_or_rook_ending(claim, s)
            }
            ClaimKind::InsufficientLosingChances | ClaimKind::QuickplayFinish | ClaimKind::IncrementRequest => {
                Verdict::rejected(cite("4"), say(&m::SPEED_NO_SCRAMBLE_CLAIM))
            }
        }
    }

    /// Rules 5, 6 and 8 forbid; the penalty comes from the regular rules (US Chess 1C2b, 1C2a).
    fn penalty(&self, side: Color, infraction: Infraction, count: u32, _s: &Situation<'_>) -> Verdict {
        let breach = match infraction {
            Infraction::TwoHands => cite("5"),
            Infraction::KnockedClock | Infraction::Hover => cite("6"),
            Infraction::DisplacedPieces => cite("8"),
            Infraction::FrivolousStop => uscf::cite("5I"),
        };
        uscf::escalation(side, infraction, count, Some(breach))
    }

    fn decide(&self, claim: &Claim<'_>, decision: Decision, s: &Situation<'_>) -> Verdict {
        claims::decide_pending(&self.resolve(claim, s), claim, decision, |_| Incorrect::Nothing)
    }

    /// The regular US Chess rules, for the ends these rules do not name.
    fn end_rules(&self) -> EndRules {
        uscf::end_rules(uscf::Chapter::Regular)
    }

    /// The speed rules defer to the regular US Chess rules here (Speed 2).
    fn resignation(&self) -> Cite {
        uscf::cite("13B")
    }

    fn agreement(&self) -> Cite {
        uscf::cite("14B")
    }

    fn own_claims(&self) -> &'static [ClaimKind] {
        &[ClaimKind::MichiganTwenty, ClaimKind::QueenVQueen, ClaimKind::RookVRook, ClaimKind::IdenticalPieces]
    }

    fn manual(&self) -> &'static [ManualEntry] {
        &[
            ("Flags", "Speed 2d"),
            ("Flags", "Speed 12"),
            ("Flags", "Speed 2c"),
            ("Claims", "Speed 11"),
            ("Claims", "Speed 10"),
            ("Claims", "Speed 13"),
        ]
    }

    /// Speed 1: games of five minutes or less.
    fn misfits(&self, white: &TimeControl, black: &TimeControl) -> Vec<Mismatch> {
        if [white, black].into_iter().any(|tc| tc.initial() > Micros::from_secs(300)) {
            vec![Mismatch::warning(BOOK.cite("1").quote(), say(&m::SETUP_SLOWER_THAN_G5))]
        } else {
            Vec::new()
        }
    }

    /// "A flag fall should not be called by anyone except the opponent" (2d).
    fn flag_calling(&self) -> FlagCalling {
        FlagCalling::PlayersClaim
    }
}
