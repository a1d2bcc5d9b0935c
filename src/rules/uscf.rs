//! US Chess Federation's Official Rules of Chess, 7th edition: rulebooks `uscf` (chapter 1) and
//! `uscf-blitz` (chapter 11, the blitz rules, numbered here `Blitz 7c` and so on). The speed-chess
//! and scholastic seeds defer to these rules too.
//!
//! The words below are a close paraphrase written from the published rules, not the official
//! text. Only rule numbers this module is confident of are used.

use super::claims::{
    self, BothFlags, Consequence, CountRules, Definition, EndRules, FlagRules, IllegalRules, Incorrect,
};
use super::material::BlitzMinimum;
use super::rule::{Book, Cite, Rule};
use super::ruling::{clock_time, minutes, side_name};
use super::{Claim, ClaimKind, Decision, GameResult, Infraction, Situation, Termination, Verdict};
use shakmaty::Color;

pub const RULES: &[Rule] = &[
    Rule {
        number: "1C2a",
        words: "Standard penalty: unless a rule specifies otherwise, the standard penalty is two minutes added to the opponent's remaining time.",
    },
    Rule {
        number: "1C2b",
        words: "Except where the rules say otherwise, the director may assess penalties more or less severe than the standard penalty; often a warning before the standard penalty is more appropriate, especially for young or inexperienced players.",
    },
    Rule {
        number: "5H",
        words: "Pressing the clock: the player presses the clock with the same hand that moved the piece, and must not keep a hand on or over the clock.",
    },
    Rule {
        number: "5I",
        words: "Stopping the clock: a player who wishes to make a claim of any sort, or to see a director for a legitimate reason, may stop both sides of the clock.",
    },
    Rule {
        number: "11C",
        words: "Accidental piece displacement: a player who knocks over pieces during a move must not press the clock until the position is restored; the opponent may press the clock without moving to make the player restore it on his own time.",
    },
    Rule {
        number: "11D",
        words: "If a player completes an illegal move by pressing the clock, besides making a legal move instead (with the touched piece if possible), the standard penalty of 1C2a applies: two minutes added to the opponent's clock. The opponent must claim before completing his own next move.",
    },
    Rule {
        number: "13A",
        words: "The game is won by the player who checkmates the opponent's king, provided the mating move was legal. This immediately ends the game.",
    },
    Rule { number: "13B", words: "The game is won by the player whose opponent resigns. This immediately ends the game." },
    Rule {
        number: "13C",
        words: "Time forfeit: the game is won by the player whose opponent exceeds the time limit, if the claim is made while the claimant's own flag is still up, unless the claimant has insufficient material to win on time (14E).",
    },
    Rule {
        number: "13C1",
        words: "Only the players may make a time-forfeit claim: neither the director nor spectators may point out a fallen flag.",
    },
    Rule {
        number: "14A",
        words: "The game is drawn by stalemate when the player to move has no legal move and his king is not in check. This immediately ends the game, provided the stalemating move was legal.",
    },
    Rule { number: "14B", words: "The game is drawn by agreement between the two players during the game." },
    Rule {
        number: "14C",
        words: "Triple occurrence of position: the game is drawn upon a correct claim by the player on move when the same position, with the same player to move, is about to appear or has just appeared for at least the third time.",
    },
    Rule {
        number: "14D",
        words: "Insufficient material to continue: the game is drawn when king against king, king against king and bishop or knight, or king and bishop against king and bishop with the bishops on squares of the same colour arises.",
    },
    Rule {
        number: "14E",
        words: "Insufficient material to win on time: the game is drawn even though the opponent's time has run out if the player has only a lone king; or king and bishop, or king and knight, without a forced win; or king and two knights against no pawns, without a forced win.",
    },
    Rule {
        number: "14F",
        words: "The 50-move rule: the game is drawn upon a correct claim by the player on move if the last 50 moves by each player have been made without the movement of any pawn and without any capture.",
    },
    Rule {
        number: "14G",
        words: "Both flags down: if both flags are down and no time forfeit was claimed while the claimant's own flag was up, the game is drawn in the final (sudden-death) time control.",
    },
    Rule {
        number: "14H",
        words: "Insufficient losing chances in sudden death: a player on move with less than two minutes left in a sudden-death time control, on a clock without delay or increment, may stop the clocks and claim a draw on the ground of insufficient losing chances. The director may declare the draw, reject the claim, or postpone the decision, placing a delay clock on the game where one is available.",
    },
    Rule { number: "Blitz 4", words: "Each player must move the pieces and press the clock with the same one hand." },
    Rule { number: "Blitz 6B", words: "If a player knocks over the clock, a penalty may be assessed." },
    Rule { number: "Blitz 7a", words: "A game is won by the player who has legally checkmated the opponent's king." },
    Rule {
        number: "Blitz 7c",
        words: "A game is won by the player who correctly points out that the opponent's flag fell first, provided the claimant has mating material: at a minimum two minor pieces, a pawn, a rook or a queen, unless the position is one that could be claimed as a draw under rule 8.",
    },
    Rule {
        number: "Blitz 7d",
        words: "A game is won by the player who, after the opponent completes an illegal move, takes the king (if it was left in check) or claims the win and stops the clock before deciding on a move of his own, provided the claimant has mating material as in 7c.",
    },
    Rule {
        number: "Blitz 7e",
        words: "An illegal move does not take away a player's right to claim on time, if that claim comes before the opponent's claim of the illegal move; if the claims are simultaneous, the player who made the illegal move loses.",
    },
];

pub static BOOK: Book = Book {
    prefix: "USCF",
    title: "US Chess Federation's Official Rules of Chess (7th edition)",
    verbatim: false,
    rules: RULES,
};

pub fn cite(number: &'static str) -> Cite {
    BOOK.cite(number)
}

/// US Chess Blitz 7c: two minor pieces, a pawn, a rook or a queen; no exception for two knights
/// and no forced-win clause for a lone minor piece.
const BLITZ_MATERIAL: BlitzMinimum =
    BlitzMinimum { two_knights_against_lone_king_insufficient: false, lone_minor_with_forced_win: false };

/// Chapter 1 (`uscf`) or chapter 11 (`uscf-blitz`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chapter {
    Regular,
    Blitz,
}

/// The flag rules of chapter 1 (14E) — the speed-chess seed uses them too.
pub fn flag_rules() -> FlagRules {
    FlagRules {
        win: cite("13C"),
        no_material: cite("14E"),
        material: Definition::Uscf14e,
        both_flags: BothFlags::Draw(cite("14G")),
        mate_stands: cite("13A"),
        stalemate_stands: cite("14A"),
        only_the_opponent: None,
    }
}

pub fn threefold_rules() -> CountRules {
    CountRules { rule: cite("14C"), needs_the_move: true, incorrect: Incorrect::Nothing }
}

pub fn fifty_move_rules() -> CountRules {
    CountRules { rule: cite("14F"), needs_the_move: true, incorrect: Incorrect::Nothing }
}

pub fn end_rules(chapter: Chapter) -> EndRules {
    EndRules {
        mate: match chapter {
            Chapter::Regular => cite("13A"),
            Chapter::Blitz => cite("Blitz 7a"),
        },
        stalemate: cite("14A"),
        dead: claims::DeadRule::Uscf14d(cite("14D")),
        fivefold: None,
        seventy_five: None,
        mate_after_own_flag: None,
    }
}

pub fn resolve(chapter: Chapter, claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
    match claim.kind {
        ClaimKind::Flag => claims::flag(claim, s, &chapter_flag_rules(chapter)),
        ClaimKind::IllegalMove => claims::illegal_move(claim, s, &illegal_rules(chapter)),
        ClaimKind::Threefold => claims::threefold(claim, s, &threefold_rules()),
        ClaimKind::FiftyMoves => claims::fifty_moves(claim, s, &fifty_move_rules()),
        ClaimKind::DeadPosition | ClaimKind::InsufficientMaterial => insufficient_material(s),
        ClaimKind::InsufficientLosingChances => match chapter {
            Chapter::Regular => insufficient_losing_chances(claim, s),
            Chapter::Blitz => Verdict::rejected(
                cite("14H"),
                "The insufficient-losing-chances claim belongs to regular sudden-death games; the US Chess blitz rules give no such claim.",
            ),
        },
        ClaimKind::QuickplayFinish => Verdict::rejected(
            cite("14H"),
            "US Chess rules have no quickplay-finish claim; their counterpart is the insufficient-losing-chances claim of 14H.",
        ),
        ClaimKind::MichiganTwenty => Verdict::rejected(
            cite("14F"),
            "US Chess rules have no Michigan twenty-move rule; their move-count draw is the 50-move rule.",
        ),
        ClaimKind::QueenVQueen | ClaimKind::RookVRook | ClaimKind::IdenticalPieces => Verdict::rejected(
            cite("14D"),
            "US Chess rules give no draw claim for an ending by its material beyond the endings of 14D.",
        ),
    }
}

fn chapter_flag_rules(chapter: Chapter) -> FlagRules {
    match chapter {
        Chapter::Regular => flag_rules(),
        Chapter::Blitz => FlagRules {
            win: cite("Blitz 7c"),
            no_material: cite("Blitz 7c"),
            material: Definition::Blitz(BLITZ_MATERIAL),
            mate_stands: cite("Blitz 7a"),
            ..flag_rules()
        },
    }
}

fn illegal_rules(chapter: Chapter) -> IllegalRules {
    match chapter {
        Chapter::Regular => IllegalRules {
            rule: cite("11D"),
            before_reply: Some(cite("11D")),
            despite_own_flag: None,
            consequence: Consequence::Time { ms: 120_000.0 },
        },
        Chapter::Blitz => IllegalRules {
            rule: cite("Blitz 7d"),
            before_reply: Some(cite("Blitz 7d")),
            despite_own_flag: Some(cite("Blitz 7e")),
            consequence: Consequence::Win {
                win: cite("Blitz 7d"),
                draw: cite("Blitz 7d"),
                material: Definition::Blitz(BLITZ_MATERIAL),
            },
        },
    }
}

/// US Chess 14D, on a claim: the listed endings are drawn.
pub fn insufficient_material(s: &Situation<'_>) -> Verdict {
    let Some(pos) = s.position else {
        return Verdict::pending(cite("14D"), "The app has no position to examine; a director decides.");
    };
    match claims::uscf_14d(pos) {
        Some(ending) => Verdict::upheld(cite("14D"), format!("The ending is {ending}, so the game is drawn."))
            .ends(GameResult::Draw, Termination::DeadPosition),
        None => Verdict::rejected(
            cite("14D"),
            "The position is not one of the endings 14D lists, so the claim is rejected and play continues.",
        ),
    }
}

/// US Chess 14H: waits for the director.
fn insufficient_losing_chances(claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
    if !s.control.sudden_death || s.control.delay || s.control.increment {
        let sentence = if s.control.delay || s.control.increment {
            "The clock runs with a delay or increment, so the claim is not available."
        } else {
            "This is not a sudden-death time control, so the claim is not available."
        };
        return Verdict::rejected(cite("14H"), sentence);
    }
    if let Some(refusal) = claims::quickplay_refusal(claim, s, cite("14H")) {
        return refusal;
    }
    Verdict::pending(
        cite("14H"),
        format!(
            "{} has the move and {} left in sudden death without delay, and claims insufficient losing chances. The director decides.",
            side_name(claim.by),
            clock_time(s.remaining_ms[claim.by])
        ),
    )
}

pub fn decide(chapter: Chapter, claim: &Claim<'_>, decision: Decision, s: &Situation<'_>) -> Verdict {
    // A 14H claim was checked when it was made; the decision is the director's alone.
    if claim.kind != ClaimKind::InsufficientLosingChances || chapter == Chapter::Blitz {
        return claims::decide_pending(&resolve(chapter, claim, s), claim, decision, |_| Incorrect::Nothing);
    }
    match decision {
        Decision::Draw => Verdict::upheld(
            cite("14H"),
            "The director agrees that the claimant has insufficient losing chances: the game is drawn.",
        )
        .ends(GameResult::Draw, Termination::Claim),
        Decision::Postpone => Verdict::rejected(
            cite("14H"),
            "The director postpones the decision: play continues, with a delay clock placed on the game where one is available.",
        ),
        Decision::Reject => Verdict::rejected(cite("14H"), "The director rejects the claim: play continues."),
    }
}

/// Penalties. US Chess leaves most to the director (1C2b); this app models the usual practice: a
/// warning first, then the standard penalty of 1C2a each time. `breach` is the rule broken, when
/// the rulebook has one.
pub fn penalty(chapter: Chapter, side: Color, infraction: Infraction, count: u32) -> Verdict {
    let breach = match (chapter, infraction) {
        (Chapter::Blitz, Infraction::TwoHands | Infraction::Hover) => Some(cite("Blitz 4")),
        (Chapter::Blitz, Infraction::KnockedClock) => Some(cite("Blitz 6B")),
        (_, Infraction::TwoHands | Infraction::Hover) => Some(cite("5H")),
        (_, Infraction::DisplacedPieces) => Some(cite("11C")),
        (_, Infraction::FrivolousStop) => Some(cite("5I")),
        (Chapter::Regular, Infraction::KnockedClock) => None,
    };
    escalation(side, infraction, count, breach)
}

/// Warning (1C2b), then the standard penalty (1C2a): shared with the speed-chess seed.
pub fn escalation(side: Color, infraction: Infraction, count: u32, breach: Option<Cite>) -> Verdict {
    let (p, o) = (side_name(side), side_name(!side));
    let what = super::infraction_words(infraction);
    let verdict = if count <= 1 {
        Verdict::upheld(cite("1C2b"), format!("{p} is warned for {what}."))
    } else {
        Verdict::upheld(
            cite("1C2a"),
            format!("Offence number {count} by {p} ({what}): {o} gets {} more.", minutes(120_000.0)),
        )
        .with_effect(!side, 120_000.0)
    };
    match breach {
        Some(rule) => verdict.quoting(rule),
        None => verdict,
    }
}
