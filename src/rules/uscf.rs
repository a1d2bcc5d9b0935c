//! US Chess Federation's Official Rules of Chess, 7th edition: rulebooks `uscf` (chapter 1) and
//! `uscf-blitz` (chapter 11, the blitz rules, numbered here `Blitz 7c` and so on). The speed-chess
//! and scholastic seeds defer to these rules too.
//!
//! No copy of the rulebook's own text could be had here: only its title page and list of changes
//! (US Chess's free download of chapters 1, 2, 10 and 11, revised August 21 and 24, 2020). The
//! words below are therefore quoted from where directors and US Chess quote the rules: the US
//! Chess forum (uschess.discourse.group, forum.uschess.org) and US Chess's "Just the Rules"
//! columns. Rules quoted there word for word are quoted verbatim here (some may carry the 6th
//! edition's wording where the 7th did not change it); the rules in [`BOOK`]'s `paraphrased` list
//! were found only in part or described, and are quoted "in substance". Numbers are used only
//! where a source names them: where the issue tracker named a sub-rule no source confirmed
//! (14C6, 14F2, 13C13, 16T), the parent rule is cited instead.

use super::book::{Book, FlagCalling, ManualEntry};
use super::claims::{
    self, BothFlags, Consequence, CountRules, Definition, EndRules, FlagRules, IllegalRules, Incorrect, Threshold,
};
use super::controls::{Mismatch, primary_time};
use super::material::{self, BlitzMinimum};
use super::rule::{Cite, Rule, Text};
use super::ruling::{clock_time, minutes_said};
use super::verdict::{Claim, GameResult, Situation, Termination, Verdict, VerdictKind};
use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::time_control::TimeControl;
use crate::ground::vocabulary::{ClaimKind, Decision, Infraction, Variation};
use crate::ground::words::{Message, Sided, say, say_with};
use shakmaty::Color;

pub const RULES: &[Rule] = &[
    Rule {
        number: "1C2a",
        words: "Standard penalty: unless a rule specifies otherwise, the standard penalty is two minutes added to the opponent's remaining time.",
    },
    Rule {
        number: "1C2b",
        words: "Non-standard penalties. Except where specifically noted in the rules, the director may assess penalties either more or less severe than the standard penalty (1C2a). It is often more appropriate for a director to issue a warning(s) before applying 1C2a in cases involving young or inexperienced players.",
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
        number: "11A",
        words: "Illegal move during last ten moves. If, during a game, it is found that one of either player's last ten moves was illegal and neither player is in time pressure (11D1), the position shall be reinstated to what it was before the illegal move. The players do not recover the time used after the illegal move. The game shall then continue by applying Rule 10, The Touched Piece, to the move replacing the illegal move. If the position cannot be reinstated, then the illegal move shall stand. Move counters on clocks that have them may be readjusted.",
    },
    Rule {
        number: "11C",
        words: "If, during a game, one or more pieces have been accidentally displaced and incorrectly replaced, then the displacement shall be treated as an illegal move. … If during the course of a move, a player inadvertently knocks over one or more pieces, that player must not press the clock until the position has been reestablished. The opponent may press the clock without moving, if necessary, to force the player who knocked over the piece(s) to restore the position on his or her own time.",
    },
    Rule {
        number: "11D",
        words: "Illegal move: if a player completes an illegal move by pressing the clock, in addition to the usual obligation to make a legal move with the touched piece if possible, the standard penalty specified in rule 1C2a applies (two minutes added to the opponent's clock).",
    },
    Rule {
        number: "13A",
        words: "Checkmate. The player who checkmates the opponent's king, providing the mating move is legal, wins the game. This immediately ends the game.",
    },
    Rule {
        number: "13B",
        words: "Resignation: the game is won by the player whose opponent resigns. This immediately ends the game.",
    },
    Rule {
        number: "13C",
        words: "Time forfeit: the game is won by the player whose opponent exceeds the time limit, if the claim is made while the claimant's own flag is still up and the claimant has mating material (14E).",
    },
    Rule { number: "13C1", words: "… A director must never initiate a time forfeit claim." },
    Rule {
        number: "14A",
        words: "Stalemate: the game is drawn when the player to move has no legal move and his king is not in check. This immediately ends the game, provided the stalemating move was legal.",
    },
    Rule {
        number: "14B",
        words: "Draw by agreement: the game is drawn by agreement between the two players during the game.",
    },
    Rule {
        number: "14C",
        words: "The game is drawn upon a correct claim by the player on the move when the same position is about to appear for at least the third time or has just appeared for at least the third time, the same player being on move each time. … In both cases, the position is considered the same if pieces of the same kind and color occupy the same squares and if the possible moves of all the pieces are the same, including the right to castle",
    },
    Rule {
        number: "14D",
        words: "Insufficient material to continue: the game is drawn when king against king (14D1), king against king and bishop or king and knight (14D2), or king and bishop against king and bishop with the bishops on squares of the same colour (14D3) arises.",
    },
    Rule {
        number: "14D4",
        words: "No legal moves leading to checkmate by opponent. There are no legal moves that could lead to the player being checkmated by the opponent.",
    },
    Rule {
        number: "14E",
        words: "Insufficient material to win on time. The game is drawn even when a player exceeds the time limit if one of the following conditions exists … 14E1. Lone king. Opponent has only a lone king. 14E2. King and bishop or king and knight. Opponent has only king and bishop or king and knight, and does not have a forced win. 14E3. King and two knights. Opponent has only king and two knights, the player has no pawns, and opponent does not have a forced win.",
    },
    Rule {
        number: "14F1",
        words: "The game is drawn when player on move claims a draw and demonstrates that the last 50 consecutive moves have been made by each side without any capture or pawn move.",
    },
    Rule {
        number: "14G",
        words: "Both flags down in sudden death: if both flags are down in a sudden-death time control and no time forfeit was claimed while the claimant's own flag was up, the game is drawn; in a control that is not sudden death the game continues. The TD TIP after 14G treats a control with an increment of 30 seconds or more as not sudden death.",
    },
    Rule {
        number: "14H",
        words: "Claim of insufficient losing chances in sudden death. No claim of insufficient losing chances in sudden death will be allowed.",
    },
    Rule {
        number: "14H1",
        words: "Explanation. This procedure is not available for games in which a clock is being used with either the time delay or the increment properly set, whether the game begins with such a clock or one is added during the game (14H2a). If such a clock is not being used, or such a clock is being used without the time delay or increment feature in operation, the following procedure is available. In a sudden death time control, a player on the move with two minutes or less of remaining time may stop the clock and may make a claim of insufficient losing chances.",
    },
    Rule {
        number: "14K",
        words: "Director declares draw for lack of progress. If one or both of the following occur(s) then the TD may declare the game drawn: The same position has appeared, as in 14C, for at least five consecutive alternate moves by each player. Any consecutive series of 75 moves have been completed by each player without the movement of any pawn and without any capture. If the last move resulted in checkmate, that shall take precedence.",
    },
    R_5C,
    Rule { number: "Blitz 7a", words: "A game is won by the player: … Who has legally mated his opponent's king." },
    Rule {
        number: "Blitz 7c",
        words: "A game is won by the player: … Who correctly points out that the opponent's flag has fallen first, at any time before the game is otherwise ended, provided the player has mating material. Mating Material consists of (at a minimum) two minor pieces, a pawn, a rook, or a queen provided it isn't a position where one could claim a draw under rule 8.",
    },
    Rule {
        number: "Blitz 7d",
        words: "A game is won by the player: … Who, after an illegal move is completed by the opponent, takes the king (if the king is in check) or claims the win and stops the clock, before the player determines a move and provided the player has sufficient mating material as defined in rule 7c.",
    },
    Rule {
        number: "Blitz 7e",
        words: "An illegal move does not take away a player's right to claim on time, if that claim comes before the opponent's claim of the illegal move; if the claims are simultaneous, the player who made the illegal move loses.",
    },
];

const PREFIX: &str = "USCF";
const PARAPHRASED: &[&str] = &["1C2a", "5H", "5I", "11D", "13B", "13C", "14A", "14B", "14D", "14G", "Blitz 7e"];

pub static BOOK: Text = Text {
    prefix: PREFIX,
    title: "US Chess Federation's Official Rules of Chess (7th edition)",
    source: "US Chess Federation's Official Rules of Chess, 7th edition (with the 2019 and 2020 changes), as quoted on the US Chess forum and in US Chess's \"Just the Rules\" columns",
    verbatim: true,
    paraphrased: PARAPHRASED,
    rules: RULES,
};

pub fn cite(number: &'static str) -> Cite {
    BOOK.cite(number)
}

/// USCF 5C, quoted alone by the setup's warning (`Book::misfits`).
pub const R_5C: Rule = Rule {
    number: "5C",
    words: "… For the purposes of rating G/minutes and inc/seconds (or d/seconds), add minutes (mm) and seconds (ss) for total playing time for each player. … For Regular, Dual and Quick the primary time (mm in minutes) must be at least 5 minutes.",
};

/// `rule` quoted as `cite(rule.number).quote()` would, without the table.
pub fn quote_alone(rule: Rule) -> String {
    rule.quote(PREFIX, !PARAPHRASED.contains(&rule.number))
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
        no_material_defers_to: None,
        material: Definition::Uscf14e,
        both_flags: BothFlags::DrawInSuddenDeath { rule: cite("14G"), not_sudden_death: Micros::from_secs(30) },
        mate_stands: cite("13A"),
        stalemate_stands: cite("14A"),
        only_the_opponent: None,
    }
}

/// An incorrect claim of 14C or 14F: the standard penalty, two minutes to the opponent (1C2a).
fn incorrect_claim() -> Incorrect {
    Incorrect::OpponentGets { time: Micros::from_secs(120), rule: cite("1C2a"), also: vec![] }
}

pub fn threefold_rules() -> CountRules {
    CountRules { rule: cite("14C"), needs_the_move: true, incorrect: incorrect_claim() }
}

pub fn fifty_move_rules() -> CountRules {
    CountRules { rule: cite("14F1"), needs_the_move: true, incorrect: incorrect_claim() }
}

pub fn end_rules(chapter: Chapter) -> EndRules {
    EndRules {
        mate: match chapter {
            Chapter::Regular => cite("13A"),
            Chapter::Blitz => cite("Blitz 7a"),
        },
        stalemate: cite("14A"),
        dead: dead_rule(),
        // 14K: the director *may* declare these draws; nothing ends by itself (see `lack_of_progress`).
        fivefold: None,
        seventy_five: None,
        mate_after_own_flag: None,
    }
}

/// 14D's endings, and 14D4's positions where no legal moves lead to checkmate.
pub fn dead_rule() -> claims::DeadRule {
    claims::DeadRule::Uscf14d { endings: cite("14D"), no_mate: cite("14D4") }
}

pub fn resolve(chapter: Chapter, claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
    match claim.kind {
        ClaimKind::Flag => claims::flag(claim, s, &chapter_flag_rules(chapter)),
        ClaimKind::IllegalMove => {
            let verdict = claims::illegal_move(claim, s, &illegal_rules(chapter));
            match chapter {
                // 11A reinstates the position; 11D adds the standard penalty.
                Chapter::Regular if verdict.kind == VerdictKind::Upheld => verdict.quoting(cite("11A")),
                _ => verdict,
            }
        }
        ClaimKind::Threefold => {
            lack_of_progress(claim, s).unwrap_or_else(|| claims::threefold(claim, s, &threefold_rules()))
        }
        ClaimKind::FiftyMoves => {
            lack_of_progress(claim, s).unwrap_or_else(|| claims::fifty_moves(claim, s, &fifty_move_rules()))
        }
        ClaimKind::DeadPosition | ClaimKind::InsufficientMaterial => insufficient_material(s),
        ClaimKind::InsufficientLosingChances => match chapter {
            Chapter::Regular => insufficient_losing_chances(claim, s),
            Chapter::Blitz => Verdict::rejected(cite("14H"), say(&m::USCF_BLITZ_NO_14H)),
        },
        ClaimKind::QuickplayFinish | ClaimKind::IncrementRequest => {
            Verdict::rejected(cite("14H"), say(&m::USCF_NO_QUICKPLAY))
        }
        ClaimKind::MichiganTwenty => Verdict::rejected(cite("14F1"), say(&m::USCF_NO_MICHIGAN)),
        ClaimKind::QueenVQueen | ClaimKind::RookVRook | ClaimKind::IdenticalPieces => {
            Verdict::rejected(cite("14D"), say(&m::USCF_NO_ENDING))
        }
    }
}

/// 14K: the director may declare the game drawn after five consecutive repetitions or 75 moves
/// by each player without a capture or a pawn move. The app declares it when either player
/// brings a repetition or move-count claim in that state, whoever has the move.
fn lack_of_progress(claim: &Claim<'_>, s: &Situation<'_>) -> Option<Verdict> {
    let repeated = s.consecutive_repetitions.is_some_and(|n| n >= 5);
    let seventy_five = s.position.is_some_and(|p| shakmaty::Position::halfmoves(p) >= 150);
    let passage = match claim.kind {
        ClaimKind::Threefold if repeated => {
            "The same position has appeared, as in 14C, for at least five consecutive alternate moves by each player."
        }
        ClaimKind::FiftyMoves if seventy_five => {
            "Any consecutive series of 75 moves have been completed by each player without the movement of any pawn and without any capture."
        }
        _ => return None,
    };
    let sentence = say(match claim.kind {
        ClaimKind::Threefold => &m::USCF_FIVE_IN_A_ROW,
        _ => &m::USCF_SEVENTY_FIVE,
    });
    let termination =
        if claim.kind == ClaimKind::Threefold { Termination::Fivefold } else { Termination::SeventyFiveMoves };
    Some(Verdict::upheld(cite("14K").excerpt(passage), sentence).ends(GameResult::Draw, termination))
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
        // 11A: an illegal move found within the last ten moves is corrected, whoever has moved
        // since; the claims here are about the last move, so never too late.
        Chapter::Regular => IllegalRules {
            rule: cite("11D"),
            before_reply: None,
            despite_own_flag: None,
            consequence: Consequence::Time { penalty: Micros::from_secs(120) },
            no_move: None,
            unpromoted: None,
            // 11A: "The players do not recover the time used after the illegal move"; 11H: "The
            // time on the clocks shall not be adjusted; however, move counters on clocks that have
            // them may be readjusted." The increment stays; the move counter goes back.
            takes_back_increment: false,
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
            no_move: None,
            unpromoted: None,
            // The game ends: no position is reinstated.
            takes_back_increment: false,
        },
    }
}

/// US Chess 14D on a claim: its endings are drawn, and so is a position where no legal moves lead
/// to checkmate (14D4), judged as FIDE's dead position is.
pub fn insufficient_material(s: &Situation<'_>) -> Verdict {
    let Some(pos) = s.position else {
        return Verdict::pending(cite("14D"), say(&m::NO_POSITION_DIRECTOR));
    };
    if let Some(ending) = claims::uscf_14d(pos) {
        return Verdict::upheld(cite("14D"), say_with(&m::ENDING_DRAWN, &[("ending", say(ending))]))
            .ends(GameResult::Draw, Termination::DeadPosition);
    }
    let (dead, [white, black]) = material::fide_dead_recorded(pos, s.recorded_can_mate);
    match dead {
        Some(true) => Verdict::upheld(
            cite("14D4"),
            say_with(&m::USCF_NO_MATE_EITHER, &[("white", &white.reason), ("black", &black.reason)]),
        )
        .ends(GameResult::Draw, Termination::DeadPosition),
        Some(false) => Verdict::rejected(cite("14D"), say(&m::USCF_NOT_14D)),
        None => Verdict::pending(
            cite("14D4"),
            claims::semicolon(&super::rule::sentence_start(&white.reason), &black.reason),
        )
        .on_can_mate(),
    }
}

/// 14H and its variation: no claim in sudden death unless Variation 14H is in force; then a
/// player on move with two minutes or less, on a clock without delay or increment, may claim,
/// and the director decides.
fn insufficient_losing_chances(claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
    if !s.variation_14h {
        return Verdict::rejected(cite("14H"), say(&m::USCF_14H_NOT_IN_FORCE));
    }
    if !s.control.sudden_death || s.control.delay || s.control.increment.is_some() {
        let sentence = if s.control.delay || s.control.increment.is_some() {
            &m::USCF_14H_DELAY
        } else {
            &m::USCF_14H_NOT_SUDDEN_DEATH
        };
        return Verdict::rejected(cite("14H1"), say(sentence));
    }
    if let Some(refusal) = claims::quickplay_refusal(claim, s, cite("14H1"), Threshold::TwoMinutesOrLess) {
        return refusal;
    }
    let claimed = m::USCF_14H_CLAIMED.of(claim.by);
    Verdict::pending(cite("14H1"), say_with(claimed, &[("left", &clock_time(s.remaining[claim.by]))]))
}

/// The rule under which a postponed Variation 14H claim is decided after a flag has fallen.
pub fn final_result_rule() -> Cite {
    cite("14H1")
}

pub fn decide(chapter: Chapter, claim: &Claim<'_>, decision: Decision, s: &Situation<'_>) -> Verdict {
    // A 14H claim was checked when it was made; the decision is the director's alone.
    if claim.kind != ClaimKind::InsufficientLosingChances || chapter == Chapter::Blitz {
        let incorrect = |kind| match kind {
            ClaimKind::Threefold | ClaimKind::FiftyMoves => incorrect_claim(),
            _ => Incorrect::Nothing,
        };
        return claims::decide_pending(&resolve(chapter, claim, s), claim, decision, incorrect);
    }
    match decision {
        Decision::Draw => {
            Verdict::upheld(cite("14H1"), say(&m::USCF_14H_AGREES)).ends(GameResult::Draw, Termination::Claim)
        }
        Decision::Postpone => Verdict::pending(cite("14H1"), say(&m::USCF_14H_POSTPONED)),
        Decision::Reject => Verdict::rejected(cite("14H1"), say(&m::USCF_14H_REJECTED)),
    }
}

/// Penalties. US Chess leaves most to the director (1C2b); this app models the usual practice: a
/// warning first, then the standard penalty of 1C2a each time. `breach` is the rule broken, when
/// a rule found names it.
pub fn penalty(_chapter: Chapter, side: Color, infraction: Infraction, count: u32) -> Verdict {
    let breach = match infraction {
        Infraction::TwoHands | Infraction::Hover => Some(cite("5H")),
        Infraction::DisplacedPieces => Some(cite("11C")),
        Infraction::FrivolousStop => Some(cite("5I")),
        Infraction::KnockedClock => None,
    };
    escalation(side, infraction, count, breach)
}

/// Warning (1C2b), then the standard penalty (1C2a): shared with the speed-chess seed.
pub fn escalation(side: Color, infraction: Infraction, count: u32, breach: Option<Cite>) -> Verdict {
    let by = |sided: &'static Sided<Message>| sided.of(side);
    let what = super::infraction_words(infraction);
    let verdict = if count <= 1 {
        Verdict::upheld(cite("1C2b"), say_with(by(&m::PENALTY_WARNED), &[("what", what)]))
    } else {
        let penalty = Micros::from_secs(120);
        let time = by(&m::PENALTY_TIME);
        let sentence = say_with(time, &[("n", &count.to_string()), ("what", what), ("time", &minutes_said(penalty))]);
        Verdict::upheld(cite("1C2a"), sentence).with_effect(!side, penalty)
    };
    match breach {
        Some(rule) => verdict.quoting(rule),
        None => verdict,
    }
}

/// The US Chess Federation's Official Rules of Chess (7th edition): chapter 1, or chapter 11's
/// blitz rules.
pub struct UsChess(pub Chapter);

impl Book for UsChess {
    fn name(&self) -> Message {
        match self.0 {
            Chapter::Regular => m::RULEBOOK_USCF,
            Chapter::Blitz => m::RULEBOOK_USCF_BLITZ,
        }
    }

    fn resolve(&self, claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
        resolve(self.0, claim, s)
    }

    fn penalty(&self, side: Color, infraction: Infraction, count: u32, _s: &Situation<'_>) -> Verdict {
        penalty(self.0, side, infraction, count)
    }

    fn decide(&self, claim: &Claim<'_>, decision: Decision, s: &Situation<'_>) -> Verdict {
        decide(self.0, claim, decision, s)
    }

    fn end_rules(&self) -> EndRules {
        end_rules(self.0)
    }

    fn resignation(&self) -> Cite {
        cite("13B")
    }

    fn agreement(&self) -> Cite {
        cite("14B")
    }

    fn own_claims(&self) -> &'static [ClaimKind] {
        match self.0 {
            Chapter::Regular => &[ClaimKind::InsufficientLosingChances],
            Chapter::Blitz => &[],
        }
    }

    /// Variation 14H, in the rules of regular play only.
    fn variations(&self) -> &'static [Variation] {
        match self.0 {
            Chapter::Regular => &[Variation::Uscf14H],
            Chapter::Blitz => &[],
        }
    }

    fn final_result(&self) -> Option<(Cite, &'static Message)> {
        match self.0 {
            Chapter::Regular => Some((final_result_rule(), &m::USCF_14H_AGREES)),
            Chapter::Blitz => None,
        }
    }

    fn manual(&self) -> &'static [ManualEntry] {
        match self.0 {
            Chapter::Regular => &[
                ("Flags", "USCF 13C"),
                ("Flags", "USCF 13C1"),
                ("Flags", "USCF 14E"),
                ("Flags", "USCF 14G"),
                ("Pausing", "USCF 5I"),
                ("Claims", "USCF 11D"),
                ("Claims", "USCF 14C"),
                ("Claims", "USCF 14F1"),
                ("Claims", "USCF 14H"),
            ],
            Chapter::Blitz => &[
                ("Flags", "USCF Blitz 7c"),
                ("Flags", "USCF 13C1"),
                ("Flags", "USCF 14E"),
                ("Pausing", "USCF 5I"),
                ("Claims", "USCF Blitz 7d"),
                ("Claims", "USCF Blitz 7e"),
                ("Claims", "USCF 14C"),
            ],
        }
    }

    /// 5C: less than five minutes' primary time cannot be rated (regular, dual and quick).
    fn misfits(&self, white: &TimeControl, black: &TimeControl) -> Vec<Mismatch> {
        let short = [white, black].into_iter().any(|tc| primary_time(tc) < Micros::from_secs(300));
        if self.0 == Chapter::Regular && short {
            vec![Mismatch::warning(quote_alone(R_5C), say(&m::SETUP_UNDER_5C))]
        } else {
            Vec::new()
        }
    }

    /// "A director must never initiate a time forfeit claim" (13C1).
    fn flag_calling(&self) -> FlagCalling {
        FlagCalling::PlayersClaim
    }
}
