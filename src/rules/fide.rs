//! FIDE Laws of Chess effective 1 January 2023 (FIDE Handbook E01), with Appendix A (rapid),
//! Appendix B (blitz) and Guidelines III (games without increment, quickplay finishes):
//! rulebooks `fide-standard`, `fide-rapid`, `fide-blitz`.
//!
//! The words below are the 2023 text verbatim, as two independent transcriptions give it word for
//! word: the Laws as published at handbook.fide.com/chapter/E012023 (transcribed in the
//! `conquer_chess` repository, docs/rulebook/README.md) and the FIDE Arbiters' Manual 2025, which
//! quotes the 2023 Laws (extracted in the `ArbiterConsole` repository,
//! lib/domain/rules/citations.ts). Straight quotes stand for the book's curly ones; `…` marks words
//! left out. Where this module decides something the Laws leave to the arbiter (the choice among
//! the 12.9 penalties), the comment at that function says so.
//!
//! The app is a clock without an arbiter at every board, so rapid and blitz follow A.5 and B.3
//! (not A.4 and B.2, which need an arbiter per game): illegal moves under A.5.2, penalties of one
//! minute under A.3.

use super::book::{Book, FlagCalling, ManualEntry};
use super::claims::{
    self, BothFlags, Consequence, CountRules, Definition, EndRules, FlagRules, IllegalRules, Incorrect,
};
use super::controls::{Mismatch, amount_said};
use super::rule::{Cite, Rule, Text};
use super::ruling::{clock_time, minutes_said};
use super::verdict::{Claim, GameResult, Situation, Termination, Verdict};
use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::time_control::{Bonus, TimeControl};
use crate::ground::vocabulary::{ClaimKind, Decision, Infraction, Rulebook};
use crate::ground::words::{Message, Sided, say, say_with};
use shakmaty::Color;

pub const RULES: &[Rule] = &[
    Rule {
        number: "5.1.1",
        words: "The game is won by the player who has checkmated his/her opponent's king. This immediately ends the game, provided that the move producing the checkmate position was in accordance with Article 3 and Articles 4.2 - 4.7.",
    },
    Rule {
        number: "5.1.2",
        words: "The game is lost by the player who declares he/she resigns (this immediately ends the game), unless the position is such that the opponent cannot checkmate the player's king by any possible series of legal moves. In this case the result of the game is a draw.",
    },
    Rule {
        number: "5.2.1",
        words: "The game is drawn when the player to move has no legal move and his/her king is not in check. The game is said to end in 'stalemate'. This immediately ends the game, provided that the move producing the stalemate position was in accordance with Article 3 and Articles 4.2 - 4.7.",
    },
    Rule {
        number: "5.2.2",
        words: "The game is drawn when a position has arisen in which neither player can checkmate the opponent's king with any series of legal moves. The game is said to end in a 'dead position'. This immediately ends the game, provided that the move producing the position was in accordance with Article 3 and Articles 4.2 - 4.7.",
    },
    Rule {
        number: "5.2.3",
        words: "The game is drawn upon agreement between the two players during the game, provided both players have made at least one move. This immediately ends the game.",
    },
    Rule {
        number: "6.2.3",
        words: "A player must press his/her clock with the same hand with which he/she made his/her move. It is forbidden for a player to keep his/her finger on the clock or to 'hover' over it.",
    },
    Rule {
        number: "6.2.4",
        words: "The players must handle the chessclock properly. It is forbidden to press it forcibly, to pick it up, to press the clock before moving or to knock it over. Improper clock handling shall be penalised in accordance with Article 12.9.",
    },
    Rule {
        number: "6.8",
        words: "A flag is considered to have fallen when the arbiter observes the fact or when either player has made a valid claim to that effect.",
    },
    Rule {
        number: "6.9",
        words: "Except where one of Articles 5.1.1, 5.1.2, 5.2.1, 5.2.2, 5.2.3 applies, if a player does not complete the prescribed number of moves in the allotted time, the game is lost by that player. However, the game is drawn if the position is such that the opponent cannot checkmate the player's king by any possible series of legal moves.",
    },
    Rule {
        number: "6.10.1",
        words: "Every indication given by the chessclock is considered to be conclusive in the absence of any evident defect. A chessclock with an evident defect shall be replaced by the arbiter, who shall use his/her best judgement when determining the times to be shown on the replacement chessclock.",
    },
    Rule {
        number: "6.11.2",
        words: "A player may pause the chessclock only in order to seek the arbiter's assistance, for example when promotion has taken place and the piece required is not available.",
    },
    Rule {
        number: "6.11.4",
        words: "If a player pauses the chessclock in order to seek the arbiter's assistance, the arbiter shall determine whether the player had any valid reason for doing so. If the player has no valid reason for pausing the chessclock, the player shall be penalised in accordance with Article 12.9.",
    },
    Rule {
        number: "7.1",
        words: "If an irregularity occurs and the pieces have to be restored to a previous position, the arbiter shall use his/her best judgement to determine the times to be shown on the chessclock. This includes the right not to change the clock times. He/She shall also, if necessary, adjust the clock's move-counter.",
    },
    Rule {
        number: "7.4.1",
        words: "If a player displaces one or more pieces, he/she shall re-establish the correct position in his/her own time.",
    },
    Rule { number: "7.4.3", words: "The arbiter may penalise the player who displaces the pieces." },
    Rule {
        number: "7.5.1",
        words: "An illegal move is completed once the player has pressed his/her clock. If during a game it is found that an illegal move has been completed, the position immediately before the irregularity shall be reinstated. If the position immediately before the irregularity cannot be determined, the game shall continue from the last identifiable position prior to the irregularity. Articles 4.3 and 4.7 apply to the move replacing the illegal move. The game shall then continue from this reinstated position.",
    },
    Rule {
        number: "7.5.2",
        words: "If the player has moved a pawn to the furthest distant rank, pressed the clock, but not replaced the pawn with a new piece, the move is illegal. The pawn shall be replaced by a queen of the same colour as the pawn.",
    },
    Rule {
        number: "7.5.3",
        words: "If the player presses the clock without making a move, it shall be considered and penalised as if an illegal move.",
    },
    Rule {
        number: "7.5.4",
        words: "If a player uses two hands to make a single move (for example in case of castling, capturing or promotion) and pressed the clock, it shall be considered and penalised as if an illegal move.",
    },
    Rule {
        number: "7.5.5",
        words: "After the action taken under Article 7.5.1, 7.5.2, 7.5.3 or 7.5.4 for the first completed illegal move by a player, the arbiter shall give two minutes extra time to his/her opponent; for the second completed illegal move by the same player the arbiter shall declare the game lost by this player. However, the game is drawn if the position is such that the opponent cannot checkmate the player's king by any possible series of legal moves.",
    },
    Rule {
        number: "9.1.2.3",
        words: "A claim of a draw under Article 9.2 or 9.3 shall be considered to be an offer of a draw.",
    },
    Rule {
        number: "9.2",
        words: "The game is drawn, upon a correct claim by a player having the move, when the same position for at least the third time (not necessarily by a repetition of moves): 9.2.1 is about to appear, if he/she first indicates his/her move, which cannot be changed, by writing it on the paper scoresheet or entering it on the electronic scoresheet and declares to the arbiter his/her intention to make this move, or 9.2.2 has just appeared, and the player claiming the draw has the move.",
    },
    Rule {
        number: "9.2.3",
        words: "Positions are considered the same if and only if the same player has the move, pieces of the same kind and colour occupy the same squares and the possible moves of all the pieces of both players are the same. Thus positions are not the same if: 9.2.3.1 at the start of the sequence a pawn could have been captured en passant 9.2.3.2 a king had castling rights with a rook that has not been moved, but forfeited these after moving. The castling rights are lost only after the king or rook is moved.",
    },
    Rule {
        number: "9.3",
        words: "The game is drawn, upon a correct claim by a player having the move, if: 9.3.1 he/she indicates his/her move, which cannot be changed, by writing it on the paper scoresheet or entering it on the electronic scoresheet and declares to the arbiter his/her intention to make this move which will result in the last 50 moves by each player having been made without the movement of any pawn and without any capture, or 9.3.2 the last 50 moves by each player have been completed without the movement of any pawn and without any capture.",
    },
    Rule {
        number: "9.4",
        words: "If the player touches a piece as in Article 4.3, he/she loses the right to claim a draw under Article 9.2 or 9.3 on that move.",
    },
    Rule {
        number: "9.5.3",
        words: "If the claim is found to be incorrect, the arbiter shall add two minutes to the opponent's remaining thinking time. Then the game shall continue. If the claim was based on an intended move, this move must be made in accordance with Articles 3 and 4.",
    },
    Rule {
        number: "9.6.1",
        words: "If one or both of the following occur(s) then the game is drawn: 9.6.1 the same position has appeared, as in 9.2.2 at least five times.",
    },
    Rule {
        number: "9.6.2",
        words: "If one or both of the following occur(s) then the game is drawn: … 9.6.2 any series of at least 75 moves have been made by each player without the movement of any pawn and without any capture. If the last move resulted in checkmate, that shall take precedence.",
    },
    Rule {
        number: "12.9",
        words: "Options available to the arbiter concerning penalties: 12.9.1 warning, 12.9.2 increasing the remaining time of the opponent, 12.9.3 reducing the remaining time of the offending player, 12.9.4 increasing the points scored in the game by the opponent to the maximum available for that game, 12.9.5 reducing the points scored in the game by the offending person, 12.9.6 declaring the game to be lost by the offending player (the arbiter shall also decide the opponent's score), 12.9.7 a fine announced in advance, 12.9.8 exclusion from one or more rounds, 12.9.9 expulsion from the competition.",
    },
    A_1,
    Rule {
        number: "A.3",
        words: "The penalties mentioned in Articles 7 and 9 of the Competitive Rules of Play shall be one minute instead of two minutes.",
    },
    Rule {
        number: "A.5.2",
        words: "If the arbiter observes an action taken under Article 7.5.1, 7.5.2, 7.5.3 or 7.5.4, he/she shall act according to Article 7.5.5, provided the opponent has not made his/her next move. If the arbiter does not intervene, the opponent is entitled to claim, provided the opponent has not made his/her next move. If the opponent does not claim and the arbiter does not intervene, the illegal move shall stand and the game shall continue. Once the opponent has made his/her next move, an illegal move cannot be corrected unless this is agreed by the players without intervention of the arbiter.",
    },
    Rule {
        number: "A.5.3",
        words: "To claim a win on time, the claimant may pause the chessclock and notify the arbiter. However, the game is drawn if the position is such that the claimant cannot checkmate the player's king by any possible series of legal moves.",
    },
    Rule { number: "A.5.5", words: "The arbiter shall also call a flag fall, if he/she observes it." },
    B_1,
    Rule {
        number: "B.3",
        words: "Otherwise, play shall be governed by the Rapid chess Laws as in Article A.2, A.3 and A.5.",
    },
    Rule {
        number: "III.1",
        words: "A 'quickplay finish' is the phase of a game when all the remaining moves must be completed in a finite time.",
    },
    Rule {
        number: "III.2.2",
        words: "These Guidelines shall apply only to standard chess and rapid chess games without increment and not to blitz games.",
    },
    Rule {
        number: "III.4",
        words: "If the player having the move has less than two minutes left on his/her clock, he/she may request that an increment extra five seconds be introduced for both players. This constitutes the offer of a draw. If the offer refused, and the arbiter agrees to the request, the clocks shall then be set with the extra time; the opponent shall be awarded two extra minutes and the game shall continue.",
    },
    Rule {
        number: "III.5",
        words: "If Article III.4 does not apply and the player having the move has less than two minutes left on his/her clock, he/she may claim a draw before his/her flag falls (see also Article 6.12.2). He/She shall summon the arbiter and may pause the chessclock. He/She may claim on the basis that his/her opponent cannot win by normal means, and/or that his/her opponent has been making no effort to win by normal means:",
    },
    Rule {
        number: "III.5.1",
        words: "If the arbiter agrees that the opponent cannot win by normal means, or that the opponent has been making no effort to win the game by normal means, he/she shall declare the game drawn. Otherwise he/she shall postpone his/her decision or reject the claim.",
    },
    Rule {
        number: "III.5.2",
        words: "If the arbiter postpones his/her decision, the opponent may be awarded two extra minutes and the game shall continue, if possible, in the presence of an arbiter. The arbiter shall declare the final result later in the game or as soon as possible after the flag of either player has fallen. He/She shall declare the game drawn if he/she agrees that the opponent of the player whose flag has fallen cannot win by normal means, or that he/she was not making sufficient attempts to win by normal means.",
    },
    Rule {
        number: "III.5.3",
        words: "If the arbiter has rejected the claim, the opponent shall be awarded two extra minutes.",
    },
];

const PREFIX: &str = "FIDE";

pub static BOOK: Text = Text {
    prefix: PREFIX,
    title: "the FIDE Laws of Chess (2023)",
    source: "FIDE Laws of Chess effective 1 January 2023 (FIDE Handbook E01), with Appendices A and B and Guidelines III, as quoted in the FIDE Arbiters' Manual 2025",
    verbatim: true,
    paraphrased: &[],
    rules: RULES,
};

pub fn cite(number: &'static str) -> Cite {
    BOOK.cite(number)
}

/// FIDE A.1, quoted alone by the setup's warning (`Book::misfits`).
pub const A_1: Rule = Rule {
    number: "A.1",
    words: "A 'Rapid chess' game is one where either all the moves must be completed in a fixed time of more than 10 minutes but less than 60 minutes for each player; or the time allotted plus 60 times any increment is of more than 10 minutes but less than 60 minutes for each player.",
};

/// FIDE B.1, quoted alone by the setup's warning (`Book::misfits`).
pub const B_1: Rule = Rule {
    number: "B.1",
    words: "A 'blitz' game is one where all the moves must be completed in a fixed time of 10 minutes or less for each player; or the allotted time plus 60 times any increment is 10 minutes or less for each player.",
};

/// `rule` quoted as `cite(rule.number).quote()` would, without the table (every FIDE rule here is verbatim).
pub fn quote_alone(rule: Rule) -> String {
    rule.quote(PREFIX, true)
}

/// Standard, rapid or blitz: the appendices change how much time a penalty gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tempo {
    Standard,
    Rapid,
    Blitz,
}

impl Tempo {
    /// Which of FIDE's kinds of game a control makes: blitz (B.1), rapid (A.1) or standard.
    pub fn of_control(tc: &TimeControl) -> Tempo {
        let m = fide_measure(tc);
        if m <= Micros::from_secs(600) {
            Tempo::Blitz
        } else if m < Micros::from_secs(3600) {
            Tempo::Rapid
        } else {
            Tempo::Standard
        }
    }

    /// The FIDE rulebook of this kind of game.
    pub fn rulebook(self) -> Rulebook {
        match self {
            Tempo::Blitz => Rulebook::FideBlitz,
            Tempo::Rapid => Rulebook::FideRapid,
            Tempo::Standard => Rulebook::FideStandard,
        }
    }

    /// The time 7.5.5 and 9.5.3 give the opponent: two minutes; one minute in rapid (A.3) and in
    /// blitz (B.3, which applies A.3).
    pub fn penalty(self) -> Micros {
        match self {
            Tempo::Standard => Micros::from_secs(120),
            Tempo::Rapid | Tempo::Blitz => Micros::from_secs(60),
        }
    }

    /// The rules that set the penalty time, quoted after the rule that imposes it.
    fn penalty_rules(self) -> Vec<Cite> {
        match self {
            Tempo::Standard => vec![],
            Tempo::Rapid => vec![cite("A.3")],
            Tempo::Blitz => vec![cite("B.3"), cite("A.3")],
        }
    }
}

pub fn flag_rules() -> FlagRules {
    FlagRules {
        win: cite("6.9"),
        no_material: cite("6.9"),
        no_material_defers_to: None,
        material: Definition::Fide,
        // A digital clock shows which flag fell first (6.10.1): Guideline III.3.1, for when that
        // cannot be established, never applies here.
        both_flags: BothFlags::FirstDecides(cite("6.10.1")),
        mate_stands: cite("5.1.1"),
        stalemate_stands: cite("5.2.1"),
        only_the_opponent: None,
    }
}

/// Rapid and blitz without an arbiter at every board: the claimant's own procedure (A.5.3, and
/// B.3 for blitz) is quoted after 6.9.
fn tempo_flag_rules(tempo: Tempo) -> Vec<Cite> {
    match tempo {
        Tempo::Standard => vec![],
        Tempo::Rapid => vec![cite("A.5.3")],
        Tempo::Blitz => vec![cite("B.3"), cite("A.5.3")],
    }
}

/// An incorrect 9.2 or 9.3 claim: time to the opponent (9.5.3); the claim was also an offer of a
/// draw (9.1.2.3).
pub fn incorrect_claim(tempo: Tempo) -> Incorrect {
    let mut also = tempo.penalty_rules();
    also.push(cite("9.1.2.3"));
    Incorrect::OpponentGets { time: tempo.penalty(), rule: cite("9.5.3"), also }
}

pub fn threefold_rules(tempo: Tempo) -> CountRules {
    CountRules { rule: cite("9.2"), needs_the_move: true, incorrect: incorrect_claim(tempo) }
}

pub fn fifty_move_rules(tempo: Tempo) -> CountRules {
    CountRules { rule: cite("9.3"), needs_the_move: true, incorrect: incorrect_claim(tempo) }
}

pub fn end_rules() -> EndRules {
    EndRules {
        mate: cite("5.1.1"),
        stalemate: cite("5.2.1"),
        dead: claims::DeadRule::Fide(cite("5.2.2")),
        fivefold: Some(cite("9.6.1")),
        seventy_five: Some(cite("9.6.2")),
        mate_after_own_flag: None,
    }
}

pub fn resolve(tempo: Tempo, claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
    match claim.kind {
        ClaimKind::Flag => {
            tempo_flag_rules(tempo).into_iter().fold(claims::flag(claim, s, &flag_rules()), |v, cite| v.quoting(cite))
        }
        ClaimKind::IllegalMove => claims::illegal_move(claim, s, &illegal_rules(tempo)),
        ClaimKind::Threefold => claims::threefold(claim, s, &threefold_rules(tempo)),
        ClaimKind::FiftyMoves => claims::fifty_moves(claim, s, &fifty_move_rules(tempo)),
        ClaimKind::DeadPosition | ClaimKind::InsufficientMaterial => claims::dead_position(s, cite("5.2.2")),
        ClaimKind::QuickplayFinish => quickplay_finish(tempo, claim, s),
        ClaimKind::IncrementRequest => increment_request(tempo, claim, s),
        ClaimKind::InsufficientLosingChances => Verdict::rejected(cite("III.5"), say(&m::FIDE_NO_LOSING_CHANCES)),
        ClaimKind::MichiganTwenty => Verdict::rejected(cite("9.3"), say(&m::FIDE_NO_MICHIGAN)),
        ClaimKind::QueenVQueen | ClaimKind::RookVRook | ClaimKind::IdenticalPieces => {
            Verdict::rejected(cite("5.2.2"), say(&m::FIDE_NO_ENDING))
        }
    }
}

fn illegal_rules(tempo: Tempo) -> IllegalRules {
    // Standard play: an illegal move found later is still corrected and penalised (7.5.1). Rapid
    // and blitz: only before the opponent's next move (A.5.2; B.3 applies A.5 to blitz).
    let claim_in_time = cite("A.5.2").excerpt(
        "If the arbiter does not intervene, the opponent is entitled to claim, provided the opponent has not made his/her next move.",
    );
    let (rule, before_reply) = match tempo {
        Tempo::Standard => (cite("7.5.5"), None),
        Tempo::Rapid | Tempo::Blitz => (claim_in_time, Some(claim_in_time)),
    };
    let mut also = match tempo {
        Tempo::Standard => vec![],
        Tempo::Rapid | Tempo::Blitz => vec![cite("7.5.5").excerpt(
            "for the first completed illegal move by a player, the arbiter shall give two minutes extra time to his/her opponent; for the second completed illegal move by the same player the arbiter shall declare the game lost by this player.",
        )],
    };
    also.extend(tempo.penalty_rules());
    // What the reinstated position does to the clock: the times stand, the move counter goes back.
    also.push(cite("7.1"));
    IllegalRules {
        rule,
        before_reply,
        despite_own_flag: None,
        consequence: Consequence::TimeThenLoss {
            extra_time: tempo.penalty(),
            first: rule,
            second: cite("7.5.5"),
            also,
        },
        no_move: Some(cite("7.5.3")),
        unpromoted: Some(cite("7.5.2")),
        // The FIDE Arbiters' Manual (2025) on 7.5.5: "The arbiter's have to follow the uniformity
        // in reducing the increment (in general 30 seconds) for the player who completed the
        // illegal move by pressing the clock and adding two minutes for his opponent." and "In
        // Rapid and Blitz also the increment obtained by pressing the clock has to be reduced
        // accordingly." 7.1 lets the other times stand and puts the move counter back.
        takes_back_increment: true,
    }
}

/// Guidelines III apply: a standard or rapid game without increment, in its last period. `what`
/// the claim is: the increment request (III.4) or the quickplay-finish claim (III.5).
fn guidelines_refusal(tempo: Tempo, s: &Situation<'_>, what: ClaimKind) -> Option<Verdict> {
    let request = what == ClaimKind::IncrementRequest;
    if tempo == Tempo::Blitz || s.control.increment.is_some() {
        let sentence = match (tempo == Tempo::Blitz, request) {
            (true, true) => &m::GUIDELINES_BLITZ_REQUEST,
            (true, false) => &m::GUIDELINES_BLITZ_QUICKPLAY,
            (false, true) => &m::GUIDELINES_INCREMENT_REQUEST,
            (false, false) => &m::GUIDELINES_INCREMENT_QUICKPLAY,
        };
        return Some(Verdict::rejected(cite("III.2.2"), say(sentence)));
    }
    (!s.control.sudden_death).then(|| Verdict::rejected(cite("III.1"), say(&m::GUIDELINES_NOT_LAST)))
}

/// Guideline III.4: with less than two minutes, the player having the move asks for an increment
/// of five seconds for both players. The request is an offer of a draw; recorded as a claim, the
/// offer was not taken up (an accepted one is recorded as an agreed draw), and the app grants the
/// request as the arbiter would: five seconds a move for both, two extra minutes to the opponent.
fn increment_request(tempo: Tempo, claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
    if let Some(refusal) = guidelines_refusal(tempo, s, ClaimKind::IncrementRequest) {
        return refusal;
    }
    if let Some(refusal) = claims::quickplay_refusal(claim, s, cite("III.4"), claims::Threshold::LessThanTwoMinutes) {
        return refusal;
    }
    let granted = m::INCREMENT_GRANTED.of(claim.by);
    Verdict::upheld(cite("III.4"), say_with(granted, &[("left", &clock_time(s.remaining[claim.by]))]))
        .with_effect(!claim.by, Micros::from_secs(120))
        .with_increment_for_both(Micros::from_secs(5))
}

/// Guideline III.5: a draw claim in the last two minutes of a game without increment.
fn quickplay_finish(tempo: Tempo, claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
    let remaining = s.remaining[claim.by];
    if let Some(refusal) = guidelines_refusal(tempo, s, ClaimKind::QuickplayFinish) {
        return refusal;
    }
    if let Some(refusal) = claims::quickplay_refusal(claim, s, cite("III.5"), claims::Threshold::LessThanTwoMinutes) {
        return refusal;
    }
    let claimed = m::QUICKPLAY_CLAIMED.of(claim.by);
    Verdict::pending(cite("III.5"), say_with(claimed, &[("left", &clock_time(remaining))]))
}

/// An arbiter's decision on a pending claim.
pub fn decide(tempo: Tempo, claim: &Claim<'_>, decision: Decision, s: &Situation<'_>) -> Verdict {
    // A quickplay-finish claim was checked when it was made; the decision is the arbiter's alone.
    if claim.kind != ClaimKind::QuickplayFinish || tempo == Tempo::Blitz {
        let incorrect = |kind| match kind {
            ClaimKind::Threefold | ClaimKind::FiftyMoves => incorrect_claim(tempo),
            _ => Incorrect::Nothing,
        };
        return claims::decide_pending(&resolve(tempo, claim, s), claim, decision, incorrect);
    }
    let opponent = !claim.by;
    let gets = |sided: &'static Sided<Message>| say(sided.of(opponent));
    match decision {
        Decision::Draw => {
            Verdict::upheld(cite("III.5.1"), say(&m::ARBITER_AGREES)).ends(GameResult::Draw, Termination::Claim)
        }
        // III.5.2: the claim still waits; the final result comes later, at the latest after a flag.
        Decision::Postpone => Verdict::pending(cite("III.5.2"), gets(&m::GUIDELINES_POSTPONED))
            .with_effect(opponent, Micros::from_secs(120)),
        Decision::Reject => Verdict::rejected(cite("III.5.3"), gets(&m::GUIDELINES_REJECTED))
            .with_effect(opponent, Micros::from_secs(120)),
    }
}

/// The rule under which a postponed claim is decided after a flag has fallen (III.5.2).
pub fn final_result_rule() -> Cite {
    cite("III.5.2")
}

/// Penalties. FIDE leaves the choice among the 12.9 options to the arbiter; this app models a
/// fixed escalation: a warning, then time to the opponent, then the loss of the game on the third
/// offence. Two hands on one move is an illegal move (7.5.4) and counts with the others.
pub fn penalty(tempo: Tempo, side: Color, infraction: Infraction, count: u32, s: &Situation<'_>) -> Verdict {
    let breach = match infraction {
        Infraction::TwoHands => return two_hands(tempo, side, s),
        Infraction::KnockedClock => cite("6.2.4"),
        Infraction::Hover => cite("6.2.3"),
        Infraction::DisplacedPieces => cite("7.4.3"),
        Infraction::FrivolousStop => cite("6.11.4"),
    };
    escalation(cite("12.9"), tempo.penalty(), side, (breach, super::infraction_words(infraction)), count)
}

/// The escalation shared by the FIDE-based rulebooks: warning, time to the opponent, loss.
pub fn escalation(penalties: Cite, add: Micros, side: Color, (breach, what): (Cite, &str), count: u32) -> Verdict {
    let by = |sided: &'static Sided<Message>| sided.of(side);
    match count {
        0 | 1 => Verdict::upheld(penalties, say_with(by(&m::PENALTY_WARNED), &[("what", what)])),
        2 => {
            let second = by(&m::PENALTY_SECOND);
            Verdict::upheld(penalties, say_with(second, &[("what", what), ("time", &minutes_said(add))]))
                .with_effect(!side, add)
        }
        n => {
            let lost = by(&m::PENALTY_LOST);
            Verdict::upheld(penalties, say_with(lost, &[("what", what), ("n", &n.to_string())]))
                .ends(GameResult::win_for(!side), Termination::Penalty)
        }
    }
    .quoting(breach)
}

fn two_hands(tempo: Tempo, side: Color, s: &Situation<'_>) -> Verdict {
    let by = |sided: &'static Sided<Message>| sided.of(side);
    // Two hands and the illegal moves count together, in whichever order they come (7.5.4, 7.5.5).
    let nth = s.illegal_moves[side] + 1;
    if nth == 1 {
        let first = match claims::is_rapid_penalty(tempo.penalty()) {
            false => by(&m::TWO_HANDS_FIRST),
            true => by(&m::TWO_HANDS_FIRST_NOTE),
        };
        let mut verdict = Verdict::upheld(cite("7.5.4"), say_with(first, &[("time", &minutes_said(tempo.penalty()))]))
            .with_effect(!side, tempo.penalty())
            .quoting(cite("7.5.5"));
        for rule in tempo.penalty_rules() {
            verdict = verdict.quoting(rule);
        }
        return verdict;
    }
    let loses = say_with(by(&m::TWO_HANDS_NTH), &[("n", &nth.to_string())]);
    let loses_and = |message: &Message, reason: &str| say_with(message, &[("loses", &loses), ("reason", reason)]);
    match s.position.map(|pos| super::material::fide_recorded(pos, !side, s.recorded_can_mate[!side])) {
        Some(finding) if finding.sufficient == Some(false) => {
            Verdict::upheld(cite("7.5.5"), loses_and(&m::LOSES_DRAWN, &finding.reason))
                .ends(GameResult::Draw, Termination::Penalty)
        }
        Some(finding) if finding.sufficient.is_none() => {
            Verdict::pending(cite("7.5.5"), loses_and(by(&m::TWO_HANDS_UNLESS), &finding.reason)).on_can_mate()
        }
        _ => Verdict::upheld(cite("7.5.5"), loses_and(by(&m::TWO_HANDS_LOSES), ""))
            .ends(GameResult::win_for(!side), Termination::Penalty),
    }
    .quoting(cite("7.5.4"))
}

/// What FIDE's appendices count of a control (A.1, B.1): "the allotted time plus 60 times any
/// increment" (an increment "in either delay or cumulative mode", as the Laws' glossary has it).
/// Every period's time is allotted; a period's bonus counts 60 times.
pub fn fide_measure(tc: &TimeControl) -> Micros {
    match tc {
        TimeControl::Periods { periods, .. } => {
            let allotted = periods.iter().fold(Micros::ZERO, |sum, p| sum + p.time);
            let bonus = match periods[0].bonus {
                Bonus::Increment(x)
                | Bonus::CappedIncrement { increment: x, .. }
                | Bonus::SimpleDelay(x)
                | Bonus::Bronstein(x) => Micros(x.0.saturating_mul(60)),
                Bonus::None => Micros::ZERO,
            };
            allotted + bonus
        }
        TimeControl::Hourglass { time } => *time,
        TimeControl::CountUp => Micros::ZERO,
    }
}

/// The FIDE Laws of Chess (2023), with the appendix of one kind of game.
pub struct Fide(pub Tempo);

impl Book for Fide {
    fn name(&self) -> Message {
        match self.0 {
            Tempo::Standard => m::RULEBOOK_FIDE_STANDARD,
            Tempo::Rapid => m::RULEBOOK_FIDE_RAPID,
            Tempo::Blitz => m::RULEBOOK_FIDE_BLITZ,
        }
    }

    fn resolve(&self, claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
        resolve(self.0, claim, s)
    }

    fn penalty(&self, side: Color, infraction: Infraction, count: u32, s: &Situation<'_>) -> Verdict {
        penalty(self.0, side, infraction, count, s)
    }

    fn decide(&self, claim: &Claim<'_>, decision: Decision, s: &Situation<'_>) -> Verdict {
        decide(self.0, claim, decision, s)
    }

    fn end_rules(&self) -> EndRules {
        end_rules()
    }

    fn resignation(&self) -> Cite {
        BOOK.cite("5.1.2")
    }

    fn agreement(&self) -> Cite {
        BOOK.cite("5.2.3")
    }

    fn resignation_needs_mating_material(&self) -> bool {
        true
    }

    fn agreement_needs_a_move_each(&self) -> bool {
        true
    }

    fn own_claims(&self) -> &'static [ClaimKind] {
        match self.0 {
            // III.2.2: no quickplay finish in blitz (with an increment it is refused when claimed).
            Tempo::Blitz => &[],
            Tempo::Standard | Tempo::Rapid => &[ClaimKind::QuickplayFinish, ClaimKind::IncrementRequest],
        }
    }

    fn final_result(&self) -> Option<(Cite, &'static Message)> {
        Some((final_result_rule(), &m::ARBITER_AGREES))
    }

    fn counts_as_illegal_move(&self, infraction: Infraction) -> bool {
        infraction == Infraction::TwoHands
    }

    fn manual(&self) -> &'static [ManualEntry] {
        match self.0 {
            Tempo::Standard => &[
                ("Flags", "FIDE 6.8"),
                ("Flags", "FIDE 6.9"),
                ("Pausing", "FIDE 6.11.2"),
                ("Claims", "FIDE 7.5.1"),
                ("Claims", "FIDE 9.2"),
                ("Claims", "FIDE 9.3"),
                ("Claims", "FIDE III.4"),
                ("Claims", "FIDE III.5"),
            ],
            Tempo::Rapid => &[
                ("Flags", "FIDE 6.9"),
                ("Flags", "FIDE A.5.3"),
                ("Flags", "FIDE A.5.5"),
                ("Pausing", "FIDE 6.11.2"),
                ("Claims", "FIDE A.5.2"),
                ("Claims", "FIDE 9.2"),
                ("Claims", "FIDE 9.3"),
            ],
            Tempo::Blitz => &[
                ("Flags", "FIDE B.3"),
                ("Flags", "FIDE 6.9"),
                ("Flags", "FIDE A.5.3"),
                ("Flags", "FIDE A.5.5"),
                ("Pausing", "FIDE 6.11.2"),
                ("Claims", "FIDE A.5.2"),
                ("Claims", "FIDE 9.2"),
            ],
        }
    }

    /// A control the appendices count as another kind of game (A.1, B.1): a warning that offers
    /// that kind's rulebook.
    fn misfits(&self, white: &TimeControl, black: &TimeControl) -> Vec<Mismatch> {
        let Some((kind, tc)) =
            [white, black].into_iter().map(|tc| (Tempo::of_control(tc), tc)).find(|(k, _)| *k != self.0)
        else {
            return Vec::new();
        };
        let rule = if kind == Tempo::Blitz || self.0 == Tempo::Blitz { B_1 } else { A_1 };
        let counts = match kind {
            Tempo::Blitz => &m::SETUP_FIDE_BLITZ,
            Tempo::Rapid => &m::SETUP_FIDE_RAPID,
            Tempo::Standard => &m::SETUP_FIDE_STANDARD,
        };
        let counted = amount_said(fide_measure(tc));
        let sentence = say_with(counts, &[("counted", &counted), ("rulebook", kind.rulebook().name())]);
        vec![Mismatch { switch_to: Some(kind.rulebook()), ..Mismatch::warning(quote_alone(rule), &sentence) }]
    }

    /// The arbiter calls a flag he observes (6.8; A.5.5 in rapid and blitz), as the clock does.
    fn flag_calling(&self) -> FlagCalling {
        FlagCalling::Automatic
    }
}
