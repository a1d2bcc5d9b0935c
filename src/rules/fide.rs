//! FIDE Laws of Chess (2023), with Appendix A (rapid), Appendix B (blitz) and Guideline III
//! (games without increment, quickplay finishes): rulebooks `fide-standard`, `fide-rapid`,
//! `fide-blitz`.
//!
//! The words below are a close paraphrase written from the published Laws, under their 2023
//! numbers; they are not the official text. Where this module decides something the Laws leave to
//! the arbiter (the escalation of 12.9 penalties), the comment at that function says so.

use super::claims::{
    self, BothFlags, Consequence, CountRules, Definition, EndRules, FlagRules, IllegalRules, Incorrect,
};
use super::rule::{Book, Cite, Rule};
use super::ruling::{minutes, side_name};
use super::{Claim, ClaimKind, Decision, GameResult, Infraction, Rulebook, Situation, Termination, Verdict};
use shakmaty::Color;

pub const RULES: &[Rule] = &[
    Rule {
        number: "5.1.1",
        words: "The game is won by the player who has checkmated his opponent's king. This immediately ends the game, provided that the move producing the checkmate position was a legal move.",
    },
    Rule {
        number: "5.1.2",
        words: "The game is lost by the player who declares he resigns, which immediately ends the game, unless the position is such that the opponent cannot checkmate the player's king by any possible series of legal moves; then the game is drawn.",
    },
    Rule {
        number: "5.2.1",
        words: "The game is drawn when the player to move has no legal move and his king is not in check: 'stalemate'. This immediately ends the game, provided that the move producing the stalemate position was legal.",
    },
    Rule {
        number: "5.2.2",
        words: "The game is drawn when a position has arisen in which neither player can checkmate the opponent's king with any series of legal moves: a 'dead position'. This immediately ends the game, provided that the move producing the position was legal.",
    },
    Rule {
        number: "5.2.3",
        words: "The game is drawn upon agreement between the two players during the game, provided both players have made at least one move. This immediately ends the game.",
    },
    Rule {
        number: "6.2.4",
        words: "A player must press his clock with the same hand with which he made his move. It is forbidden to keep a finger on the clock or to 'hover' over it.",
    },
    Rule {
        number: "6.2.5",
        words: "The players must handle the chessclock properly. It is forbidden to press it forcibly, to pick it up, to press it before moving or to knock it over. Improper clock handling shall be penalised in accordance with Article 12.9.",
    },
    Rule {
        number: "6.8",
        words: "A flag is considered to have fallen when the arbiter observes the fact or when either player has made a valid claim to that effect.",
    },
    Rule {
        number: "6.9",
        words: "Except where one of Articles 5.1.1, 5.1.2, 5.2.1, 5.2.2 or 5.2.3 applies, if a player does not complete the prescribed number of moves in the allotted time, the game is lost by that player. However, the game is drawn if the position is such that the opponent cannot checkmate the player's king by any possible series of legal moves.",
    },
    Rule {
        number: "6.10.1",
        words: "Every indication given by the chessclock is considered to be conclusive in the absence of any evident defect.",
    },
    Rule {
        number: "6.11.1",
        words: "If both flags have fallen and it is impossible to establish which flag fell first, the game continues in any period except the last; in the period in which all remaining moves must be completed, the game is drawn.",
    },
    Rule {
        number: "6.12.2",
        words: "A player may pause the chessclock only in order to seek the arbiter's assistance, for example when promotion has taken place and the piece required is not available. A player who pauses it without a valid reason shall be penalised in accordance with Article 12.9.",
    },
    Rule {
        number: "7.4",
        words: "If a player displaces one or more pieces, he shall re-establish the correct position in his own time; if necessary either player may pause the chessclock and ask for the arbiter's assistance. The arbiter may penalise the player who displaced the pieces.",
    },
    Rule {
        number: "7.5.1",
        words: "An illegal move is completed once the player has pressed his clock. If during a game it is found that an illegal move has been completed, the position immediately before the irregularity shall be reinstated.",
    },
    Rule {
        number: "7.5.4",
        words: "If a player uses two hands to make a single move (for example in castling, capturing or promotion) and presses the clock, it shall be considered and penalised as if an illegal move.",
    },
    Rule {
        number: "7.5.5",
        words: "For the first completed illegal move by a player the arbiter shall give two minutes extra time to his opponent; for the second completed illegal move by the same player the arbiter shall declare the game lost by this player. However, the game is drawn if the position is such that the opponent cannot checkmate the player's king by any possible series of legal moves.",
    },
    Rule {
        number: "9.2",
        words: "The game is drawn, upon a correct claim by a player having the move, when the same position, for at least the third time (not necessarily by a repetition of moves), is about to appear or has just appeared.",
    },
    Rule {
        number: "9.3",
        words: "The game is drawn, upon a correct claim by a player having the move, if the last 50 moves by each player have been completed (or are about to be, with the move written down) without the movement of any pawn and without any capture.",
    },
    Rule {
        number: "9.5.3",
        words: "If the claim is found to be incorrect, the arbiter shall add two minutes to the opponent's remaining thinking time. Then the game shall continue.",
    },
    Rule {
        number: "9.6.1",
        words: "The game is drawn if the same position has appeared, as in Article 9.2.2, at least five times.",
    },
    Rule {
        number: "9.6.2",
        words: "The game is drawn if any series of at least 75 moves have been made by each player without the movement of any pawn and without any capture. If the last move resulted in checkmate, that shall take precedence.",
    },
    Rule {
        number: "12.9",
        words: "Options available to the arbiter concerning penalties: a warning; increasing the remaining time of the opponent; reducing the remaining time of the offending player; ... declaring the game to be lost by the offending player; ... expulsion from the competition.",
    },
    Rule {
        number: "A.4.2",
        words: "If the arbiter observes an illegal move completed (Articles 7.5.1 to 7.5.4), he shall act according to Article 7.5.5, provided the opponent has not made his next move. If the arbiter does not intervene, the opponent is entitled to claim, provided the opponent has not made his next move. Otherwise the illegal move stands and the game continues.",
    },
    Rule {
        number: "B.2",
        words: "The penalties mentioned in Articles 7 and 9 of the Competition Rules shall be one minute instead of two minutes.",
    },
    Rule {
        number: "III.1",
        words: "A 'quickplay finish' is the phase of a game when all the remaining moves must be completed in a finite time.",
    },
    Rule {
        number: "III.2.2",
        words: "These Guidelines apply only to standard and rapid games without increment, and not to blitz games.",
    },
    Rule {
        number: "III.5",
        words: "If the player having the move has less than two minutes left on his clock, he may claim a draw before his flag falls. He shall summon the arbiter and may pause the chessclock. He may claim on the basis that his opponent cannot win by normal means, and/or that his opponent has been making no effort to win by normal means.",
    },
    Rule {
        number: "III.5.1",
        words: "If the arbiter agrees that the opponent cannot win by normal means, or that the opponent has been making no effort to win the game by normal means, he shall declare the game drawn. Otherwise he shall postpone his decision or reject the claim.",
    },
    Rule {
        number: "III.5.2",
        words: "If the arbiter postpones his decision, the opponent may be awarded two extra minutes and the game shall continue, if possible in the presence of an arbiter. The arbiter shall declare the final result later in the game or as soon as possible after a flag has fallen.",
    },
    Rule {
        number: "III.5.3",
        words: "If the arbiter has rejected the claim, the opponent shall be awarded two extra minutes.",
    },
];

pub static BOOK: Book = Book { prefix: "FIDE", title: "the FIDE Laws of Chess (2023)", verbatim: false, rules: RULES };

pub fn cite(number: &'static str) -> Cite {
    BOOK.cite(number)
}

/// Standard, rapid or blitz: the appendices change how much time a penalty gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tempo {
    Standard,
    Rapid,
    Blitz,
}

impl Tempo {
    pub fn of(rulebook: Rulebook) -> Tempo {
        match rulebook {
            Rulebook::FideRapid => Tempo::Rapid,
            Rulebook::FideBlitz | Rulebook::BlitzCommon => Tempo::Blitz,
            _ => Tempo::Standard,
        }
    }

    /// The time 7.5.5, 9.5.3 and 12.9 give the opponent: two minutes; one minute in blitz (B.2)
    /// and, as this app applies it, in rapid.
    pub fn penalty_ms(self) -> f64 {
        match self {
            Tempo::Standard => 120_000.0,
            Tempo::Rapid | Tempo::Blitz => 60_000.0,
        }
    }

    /// The rule that sets the penalty time, quoted after the rule that imposes it.
    fn penalty_rule(self) -> Option<Cite> {
        (self == Tempo::Blitz).then(|| cite("B.2"))
    }
}

pub fn flag_rules() -> FlagRules {
    FlagRules {
        win: cite("6.9"),
        no_material: cite("6.9"),
        material: Definition::Fide,
        // A digital clock shows which flag fell first (6.10.1), so 6.11.1 never applies here.
        both_flags: BothFlags::FirstDecides(cite("6.10.1")),
        mate_stands: cite("5.1.1"),
        stalemate_stands: cite("5.2.1"),
        only_the_opponent: None,
    }
}

/// An incorrect 9.2 or 9.3 claim: time to the opponent (9.5.3).
pub fn incorrect_claim(tempo: Tempo) -> Incorrect {
    Incorrect::OpponentGets { ms: tempo.penalty_ms(), rule: cite("9.5.3"), also: tempo.penalty_rule() }
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
        ClaimKind::Flag => claims::flag(claim, s, &flag_rules()),
        ClaimKind::IllegalMove => claims::illegal_move(claim, s, &illegal_rules(tempo)),
        ClaimKind::Threefold => claims::threefold(claim, s, &threefold_rules(tempo)),
        ClaimKind::FiftyMoves => claims::fifty_moves(claim, s, &fifty_move_rules(tempo)),
        ClaimKind::DeadPosition | ClaimKind::InsufficientMaterial => claims::dead_position(s, cite("5.2.2")),
        ClaimKind::QuickplayFinish => quickplay_finish(tempo, claim, s),
        ClaimKind::InsufficientLosingChances => Verdict::rejected(
            cite("III.5"),
            "The FIDE Laws have no 'insufficient losing chances' claim; their counterpart is the quickplay-finish claim of Guideline III.5.",
        ),
        ClaimKind::MichiganTwenty => Verdict::rejected(
            cite("9.3"),
            "The FIDE Laws have no Michigan twenty-move rule; their move-count draw is the fifty-move rule.",
        ),
        ClaimKind::QueenVQueen | ClaimKind::RookVRook | ClaimKind::IdenticalPieces => Verdict::rejected(
            cite("5.2.2"),
            "The FIDE Laws give no draw claim for an ending by its material; an ending is drawn only when the position is dead.",
        ),
    }
}

fn illegal_rules(tempo: Tempo) -> IllegalRules {
    // Standard play: an illegal move found later is still corrected and penalised (7.5.1). Rapid
    // and blitz: only before the opponent's next move (A.4.2; B.4 applies A.4 to blitz).
    let (rule, before_reply) = match tempo {
        Tempo::Standard => (cite("7.5.5"), None),
        Tempo::Rapid | Tempo::Blitz => (cite("A.4.2"), Some(cite("A.4.2"))),
    };
    IllegalRules {
        rule,
        before_reply,
        despite_own_flag: None,
        consequence: Consequence::TimeThenLoss {
            first_ms: tempo.penalty_ms(),
            first: rule,
            second: cite("7.5.5"),
            // Rapid and blitz cite A.4.2 first; 7.5.5 (and B.2 for blitz) say what it brings.
            also: match tempo {
                Tempo::Standard => vec![],
                Tempo::Rapid => vec![cite("7.5.5")],
                Tempo::Blitz => vec![cite("7.5.5"), cite("B.2")],
            },
        },
    }
}

/// Guideline III.5: a draw claim in the last two minutes of a game without increment.
fn quickplay_finish(tempo: Tempo, claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
    let c = side_name(claim.by);
    let remaining = s.remaining_ms[claim.by];
    if tempo == Tempo::Blitz || s.control.increment {
        let why = if tempo == Tempo::Blitz { "in a blitz game" } else { "with an increment" };
        return Verdict::rejected(
            cite("III.2.2"),
            format!("Guideline III does not apply {why}, so there is no quickplay-finish claim."),
        );
    }
    if !s.control.sudden_death {
        return Verdict::rejected(
            cite("III.1"),
            "This is not the last period of the game, so it is not a quickplay finish.",
        );
    }
    if let Some(refusal) = claims::quickplay_refusal(claim, s, cite("III.5")) {
        return refusal;
    }
    Verdict::pending(
        cite("III.5"),
        format!(
            "{c} has the move and {} left, and claims that the opponent cannot win, or is making no effort to win, by normal means. The arbiter decides.",
            super::ruling::clock_time(remaining)
        ),
    )
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
    let o = side_name(opponent);
    match decision {
        Decision::Draw => Verdict::upheld(cite("III.5.1"), "The arbiter agrees: the game is drawn.")
            .ends(GameResult::Draw, Termination::Claim),
        Decision::Postpone => Verdict::rejected(
            cite("III.5.2"),
            format!("The arbiter postpones the decision: {o} gets two more minutes, play continues, and the claim can still be decided once a flag falls."),
        )
        .with_effect(opponent, 120_000.0),
        Decision::Reject => Verdict::rejected(cite("III.5.3"), format!("The arbiter rejects the claim: {o} gets two more minutes and play continues."))
            .with_effect(opponent, 120_000.0),
    }
}

/// Penalties. FIDE leaves the choice among the 12.9 options to the arbiter; this app models a
/// fixed escalation: a warning, then time to the opponent, then the loss of the game on the third
/// offence. Two hands on one move is an illegal move (7.5.4) and counts with the others.
pub fn penalty(tempo: Tempo, side: Color, infraction: Infraction, count: u32, s: &Situation<'_>) -> Verdict {
    let breach = match infraction {
        Infraction::TwoHands => return two_hands(tempo, side, count, s),
        Infraction::KnockedClock => cite("6.2.5"),
        Infraction::Hover => cite("6.2.4"),
        Infraction::DisplacedPieces => cite("7.4"),
        Infraction::FrivolousStop => cite("6.12.2"),
    };
    escalation(cite("12.9"), tempo.penalty_ms(), side, (breach, super::infraction_words(infraction)), count)
}

/// The escalation shared by the FIDE-based rulebooks: warning, time to the opponent, loss.
pub fn escalation(penalties: Cite, add_ms: f64, side: Color, (breach, what): (Cite, &str), count: u32) -> Verdict {
    let (p, o) = (side_name(side), side_name(!side));
    match count {
        0 | 1 => Verdict::upheld(penalties, format!("{p} is warned for {what}.")),
        2 => {
            Verdict::upheld(penalties, format!("A second offence by {p} ({what}): {o} gets {} more.", minutes(add_ms)))
                .with_effect(!side, add_ms)
        }
        n => {
            Verdict::upheld(penalties, format!("Offence number {n} by {p} ({what}): the game is declared lost by {p}."))
                .ends(GameResult::win_for(!side), Termination::Penalty)
        }
    }
    .quoting(breach)
}

fn two_hands(tempo: Tempo, side: Color, count: u32, s: &Situation<'_>) -> Verdict {
    let (p, o) = (side_name(side), side_name(!side));
    let nth = s.illegal_moves[side] + count.max(1);
    if nth == 1 {
        let mut verdict = Verdict::upheld(
            cite("7.5.4"),
            format!(
                "{p} used two hands for one move, which counts as an illegal move: {o} gets {} more{}.",
                minutes(tempo.penalty_ms()),
                claims::one_minute_note(tempo.penalty_ms())
            ),
        )
        .with_effect(!side, tempo.penalty_ms())
        .quoting(cite("7.5.5"));
        if let Some(rule) = tempo.penalty_rule() {
            verdict = verdict.quoting(rule);
        }
        return verdict;
    }
    let loses = format!("{p} used two hands for one move, which counts as {p}'s illegal move number {nth}");
    match s.position.map(|pos| super::material::fide_recorded(pos, !side, s.recorded_can_mate[!side])) {
        Some(finding) if finding.sufficient == Some(false) => {
            Verdict::upheld(cite("7.5.5"), format!("{loses}, but {}, so the game is drawn.", finding.reason))
                .ends(GameResult::Draw, Termination::Penalty)
        }
        Some(finding) if finding.sufficient.is_none() => Verdict::pending(
            cite("7.5.5"),
            format!("{loses}, which loses unless {o} cannot checkmate; {}.", finding.reason),
        ),
        _ => Verdict::upheld(cite("7.5.5"), format!("{loses}, so {p} loses."))
            .ends(GameResult::win_for(!side), Termination::Penalty),
    }
    .quoting(cite("7.5.4"))
}
