//! Quickplay rules of the BCCA handbook, 2001 (seed `quickplay-finish-bcca.txt`): FIDE 2001
//! Articles 6 (the chess clock) and 10 (quickplay finish), with the articles they refer to.
//! Rulebook `quickplay-2001`; other articles follow the FIDE Laws (`fide.rs`, standard play).
//!
//! The words below are the seed text verbatim. The seed lists Article 5.2's parts b) and c) as
//! "1." and "2."; they are numbered 5.2b and 5.2c here, as Article 6.10 cites them.

use super::book::{Book, FlagCalling, ManualEntry};
use super::claims::{self, BothFlags, EndRules, FlagRules};
use super::fide::{self, Tempo};
use super::rule::{Cite, Rule, Text};
use super::ruling::clock_time;
use super::verdict::{Claim, GameResult, Situation, Termination, Verdict};
use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::vocabulary::{ClaimKind, Decision, Infraction};
use crate::ground::words::{Message, Sided, say, say_with};
use shakmaty::Color;

pub const RULES: &[Rule] = &[
    Rule {
        number: "6.1",
        words: "'Chess clock' means a clock with two time displays, connected to each other in such a way that only one of them can run at one time. 'Clock' in the Laws of Chess means one of the two time displays. 'Flag fall' means the expiration of the allotted time for a player.",
    },
    Rule {
        number: "6.2a",
        words: "When using a chess clock, each player must make a minimum number of moves or all moves in an allotted period and/or may be allocated an additional amount of time with each move. All these must be specified in advance.",
    },
    Rule {
        number: "6.2b",
        words: "The time saved by a player during one period is added to his time available for the next period, except in the 'time delay' mode. In the time delay mode both players receive an allocated 'main thinking time'. Each player also receives a 'fixed extra time' with each move. The countdown of the main time only commences after the fixed time has expired. Provided the player stops his clock before the expiration of the fixed time, the main thinking time does not change, irrespective of the proportion of the fixed time used.",
    },
    Rule {
        number: "6.3",
        words: "Each time display has a 'flag'. Immediately after a flag falls, the requirements of 6.2a must be checked.",
    },
    Rule { number: "6.4", words: "Before the start of the game, the arbiter decides where the clock is placed." },
    Rule {
        number: "6.5",
        words: "At the time determined for the start of the game the clock of the player who has the white pieces is started.",
    },
    Rule {
        number: "6.6",
        words: "If neither player is present initially, the player who has the white pieces shall lose all the time that elapses until he arrives, unless the rules of the competition specify or the arbiter decides otherwise.",
    },
    Rule {
        number: "6.7",
        words: "Any player who arrives at the chessboard more than one hour after the scheduled start of the session shall lose the game unless the rules of the competition specify or the arbiter decides otherwise.",
    },
    Rule {
        number: "6.8a",
        words: "During the game each player, having made his move on the chessboard, shall stop his clock and start his opponent's clock. A player must always be allowed to stop his clock. His move is not considered to have been completed until he has done so, unless the move that was made ends the game. The time between making the move on the chessboard and stopping his own clock and starting his opponent's clock is regarded as part of the time allotted to the player.",
    },
    Rule {
        number: "6.8b",
        words: "A player must stop the clock with the same hand as that with which he made his move. It is forbidden for a player to keep his finger on the button or to 'hover' over it.",
    },
    Rule {
        number: "6.8c",
        words: "The players must handle the clock properly. It is forbidden to punch it forcibly, to pick it up or to knock it over. Improper clock handling shall be penalised in accordance with Article 13.4.",
    },
    Rule {
        number: "6.8d",
        words: "If a player is unable to use the clock, an assistant, who is acceptable to the arbiter, may be provided by the player to perform this operation. The clocks shall be adjusted by the arbiter in an equitable way.",
    },
    Rule {
        number: "6.9",
        words: "A flag is considered to have fallen when the arbiter observes the fact or when either player has made a valid claim to that effect.",
    },
    Rule {
        number: "6.10",
        words: "Except where Articles 5.1 or one of the Articles 5.2 a) b) or c) apply, if a player does not complete the prescribed number of moves in the allotted time, the game is lost by the player. However the game is drawn, if the position is such that the opponent cannot checkmate the player's king by any possible series of legal moves, even with the most unskilled counterplay.",
    },
    Rule {
        number: "6.11",
        words: "Every indication given by the clocks is considered to be conclusive in the absence of any evident defect. A chess clock with an evident defect shall be replaced. The arbiter shall use his best judgement when determining the times to be shown on the replacement clocks.",
    },
    Rule {
        number: "6.12",
        words: "If both flags have fallen and it is impossible to establish which flag fell first, the game shall continue.",
    },
    Rule { number: "6.13a", words: "If the game needs to be interrupted, the arbiter shall stop the clocks." },
    Rule {
        number: "6.13b",
        words: "A player may stop the clocks only in order to seek the arbiter's assistance, for instance when promotion has taken place and the piece required is not available.",
    },
    Rule { number: "6.13c", words: "The arbiter shall decide when the game is to be restarted in either case." },
    Rule {
        number: "6.13d",
        words: "If a player stops the clocks in order to seek the arbiter's assistance, the arbiter shall determine if the player had any valid reason for doing so. If it is obvious that the player had no valid reason for stopping the clocks, the player shall be penalised under Article 13.4.",
    },
    Rule {
        number: "6.14",
        words: "If an irregularity occurs and/or the pieces have to be restored to a previous position, the arbiter shall use his best judgement to determine the times to be shown on the clocks. He shall also, if necessary, adjust the clock's move counter.",
    },
    Rule {
        number: "6.15",
        words: "Screens, monitors, or demonstration boards showing the current position on the chessboard, the moves and the number of moves made, and clocks which also show the number of moves, are allowed in the playing hall. However, the player may not make a claim based on information shown in this manner.",
    },
    Rule {
        number: "10.1",
        words: "A 'quickplay finish' is the last phase of the game, when all the remaining moves must be made in a limited time.",
    },
    Rule {
        number: "10.2",
        words: "If the player, having the move, has less than two minutes left on his clock, he may claim a draw before his flag falls. He shall stop the clocks and summon the arbiter.",
    },
    Rule {
        number: "10.2a",
        words: "If the arbiter agrees the opponent is making no effort to win the game by normal means, or that it is not possible to win by normal means, then he shall decide the game drawn. Otherwise he shall postpone his decision or reject the claim.",
    },
    Rule {
        number: "10.2b",
        words: "If the arbiter postpones his decision, the opponent may be awarded two extra minutes thinking time and the game shall continue in the presence of the arbiter, if possible. The arbiter shall declare the final result after a flag has fallen.",
    },
    Rule {
        number: "10.2c",
        words: "If the arbiter has rejected the claim, the opponent shall be awarded extra minutes thinking time.",
    },
    Rule { number: "10.2d", words: "The decision of the arbiter shall be final relating to 10.2a), b), c)." },
    Rule {
        number: "10.3",
        words: "If both flags have fallen and it is impossible to establish which flag fell first the game is drawn.",
    },
    Rule {
        number: "13.4",
        words: "The arbiter can apply one or more of the following penalties: 1. warning 2. increasing the remaining time of the opponent 3. reducing the remaining time of the offending player 4. declaring the game to be lost 5. reducing the points scored in a game by the offending party 6. increasing the points scored in a game by the opponent to the maximum available for that game 7. expulsion from the event",
    },
    Rule {
        number: "5.1a",
        words: "The game is won by the player who has checkmated his opponent's king. This immediately ends the game, provided that the move producing the checkmate position was a legal move.",
    },
    Rule {
        number: "5.1b",
        words: "The game is won by the player whose opponent declares he resigns. This immediately ends the game.",
    },
    Rule {
        number: "5.2a",
        words: "The game is drawn when the player to move has no legal move and his king is not in check. The game is said to end in 'stalemate'. This immediately ends the game, provided that the move producing the stalemate position was legal.",
    },
    Rule {
        number: "5.2b",
        words: "The game is drawn when a position has arisen in which neither player can checkmate the opponent's king with any series of legal moves. The game is said to end in a 'dead position'. This immediately ends the game, provided that the move producing the position was legal",
    },
    Rule {
        number: "5.2c",
        words: "The game is drawn upon agreement between the two players during the game. This immediately ends the game.",
    },
];

pub static BOOK: Text = Text {
    prefix: "Quickplay",
    title: "the BCCA quickplay rules (FIDE 2001, Articles 6 and 10)",
    source: "seed quickplay-finish-bcca.txt",
    verbatim: true,
    paraphrased: &[],
    rules: RULES,
};

fn cite(number: &'static str) -> Cite {
    BOOK.cite(number)
}

fn flag_rules() -> FlagRules {
    FlagRules {
        win: cite("6.10"),
        no_material: cite("6.10"),
        no_material_defers_to: None,
        material: claims::Definition::Fide,
        // The app's clock records which flag fell first, as a digital clock shows it (6.11), so
        // 6.12 and 10.3 ("impossible to establish which flag fell first") never arise.
        both_flags: BothFlags::FirstDecides(cite("6.11")),
        mate_stands: cite("5.1a"),
        stalemate_stands: cite("5.2a"),
        only_the_opponent: None,
    }
}

/// Article 10.2: the claimant has the move, less than two minutes and the flag up; the arbiter
/// decides (10.2a–c).
fn quickplay_finish(claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
    if !s.control.sudden_death {
        return Verdict::rejected(cite("10.1"), say(&m::QP_NOT_LAST_PHASE));
    }
    if let Some(refusal) = claims::quickplay_refusal(claim, s, cite("10.2"), claims::Threshold::LessThanTwoMinutes) {
        return refusal;
    }
    let claimed = m::QP_CLAIMED.of(claim.by);
    Verdict::pending(cite("10.2"), say_with(claimed, &[("left", &clock_time(s.remaining[claim.by]))]))
}

/// The rule under which a postponed claim is decided after a flag has fallen (10.2b).
pub fn final_result_rule() -> Cite {
    cite("10.2b")
}

/// The Quickplay rules of 2001 (a seed text), built on the FIDE Laws.
pub struct Quickplay;

impl Book for Quickplay {
    fn name(&self) -> Message {
        m::RULEBOOK_QUICKPLAY
    }

    fn resolve(&self, claim: &Claim<'_>, s: &Situation<'_>) -> Verdict {
        match claim.kind {
            ClaimKind::Flag => claims::flag(claim, s, &flag_rules()),
            ClaimKind::DeadPosition | ClaimKind::InsufficientMaterial => claims::dead_position(s, cite("5.2b")),
            ClaimKind::QuickplayFinish => quickplay_finish(claim, s),
            ClaimKind::IncrementRequest => Verdict::rejected(cite("10.2"), say(&m::QP_NO_INCREMENT)),
            ClaimKind::InsufficientLosingChances => Verdict::rejected(cite("10.2"), say(&m::QP_NO_LOSING_CHANCES)),
            // Illegal moves, repetition, fifty moves and the rest: the FIDE Laws, standard play.
            _ => fide::resolve(Tempo::Standard, claim, s),
        }
    }

    /// Article 13.4's penalties, escalated as in `fide::penalty`: a warning, two minutes to the
    /// opponent, the loss of the game.
    fn penalty(&self, side: Color, infraction: Infraction, count: u32, _s: &Situation<'_>) -> Verdict {
        let breach = match infraction {
            Infraction::TwoHands | Infraction::Hover => cite("6.8b"),
            Infraction::KnockedClock => cite("6.8c"),
            Infraction::FrivolousStop => cite("6.13d"),
            Infraction::DisplacedPieces => fide::cite("7.4.3"),
        };
        fide::escalation(
            cite("13.4"),
            Micros::from_secs(120),
            side,
            (breach, super::infraction_words(infraction)),
            count,
        )
    }

    fn decide(&self, claim: &Claim<'_>, decision: Decision, s: &Situation<'_>) -> Verdict {
        if claim.kind != ClaimKind::QuickplayFinish {
            let incorrect = |kind| match kind {
                ClaimKind::Threefold | ClaimKind::FiftyMoves => fide::incorrect_claim(Tempo::Standard),
                _ => claims::Incorrect::Nothing,
            };
            return claims::decide_pending(&self.resolve(claim, s), claim, decision, incorrect);
        }
        let opponent = !claim.by;
        let gets = |sided: &'static Sided<Message>| say(sided.of(opponent));
        match decision {
            Decision::Draw => {
                Verdict::upheld(cite("10.2a"), say(&m::QP_DRAWN)).ends(GameResult::Draw, Termination::Claim)
            }
            // 10.2b: the claim still waits; the result comes once a flag has fallen.
            Decision::Postpone => Verdict::pending(cite("10.2b"), gets(&m::QUICKPLAY_POSTPONED))
                .with_effect(opponent, Micros::from_secs(120)),
            // "Extra minutes": two, as for a postponement.
            Decision::Reject => Verdict::rejected(cite("10.2c"), gets(&m::QUICKPLAY_REJECTED))
                .with_effect(opponent, Micros::from_secs(120)),
        }
    }

    fn end_rules(&self) -> EndRules {
        EndRules {
            mate: cite("5.1a"),
            stalemate: cite("5.2a"),
            dead: claims::DeadRule::Fide(cite("5.2b")),
            fivefold: Some(fide::cite("9.6.1")),
            seventy_five: Some(fide::cite("9.6.2")),
            mate_after_own_flag: None,
        }
    }

    fn resignation(&self) -> Cite {
        BOOK.cite("5.1b")
    }

    fn agreement(&self) -> Cite {
        BOOK.cite("5.2c")
    }

    fn own_claims(&self) -> &'static [ClaimKind] {
        &[ClaimKind::QuickplayFinish]
    }

    fn final_result(&self) -> Option<(Cite, &'static Message)> {
        Some((final_result_rule(), &m::QP_DRAWN))
    }

    fn manual(&self) -> &'static [ManualEntry] {
        &[
            ("Flags", "Quickplay 6.9"),
            ("Flags", "Quickplay 6.10"),
            ("Flags", "Quickplay 6.12"),
            ("Pausing", "Quickplay 6.13b"),
            ("Claims", "Quickplay 10.2"),
            ("Claims", "Quickplay 10.3"),
        ]
    }

    /// "A flag is considered to have fallen when the arbiter observes the fact" (6.9).
    fn flag_calling(&self) -> FlagCalling {
        FlagCalling::Automatic
    }
}
