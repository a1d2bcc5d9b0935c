//! The rulebooks: how each one resolves a claim, a penalty and the automatic ends of a game.
//!
//! Pure Rust on shakmaty: no clock arithmetic, no web types; times are the clock's [`Micros`] and
//! a fallen flag is the clock's own [`Flag`]. The replay (`crate::replay::game`) gathers
//! what an arbiter would look at when a claim is made — the position, the flags, the clocks — into a
//! [`Situation`], and the rulebook answers with a [`Verdict`] that names its rule.
//!
//! One file per rulebook holds its rules as data ([`rule::Rule`]: number and words) beside the
//! code that applies them and its [`Book`], what the book is (claims, endings, manual, fit,
//! flags): [`fide`] (fide-standard, fide-rapid, fide-blitz), [`uscf`] (uscf,
//! uscf-blitz), [`scholastic`], [`speed`], [`blitz_common`], [`quickplay`]. The procedures they
//! share (a flag claim is a flag claim) live in `claims.rs`, parameterised by each book's rules;
//! [`material`] holds the three definitions of mating material and [`search`] the bounded mate
//! searches. Every verdict's `rule` is a number in one of the tables ([`BOOKS`]), and its
//! explanation quotes that rule's words.
//!
//! Choices where the rules are silent or the app knows less than an arbiter would:
//! - No position at a flag claim (nothing recorded, no FEN): the claim is upheld as a win, the
//!   usual case, and the explanation says the material could not be checked. An illegal-move claim
//!   without a position or without the move is likewise taken as stated.
//! - Mating material under FIDE 6.9 / 5.2.2 is exact: certain cases are settled cheaply, the rest by
//!   chasolver (feature `unwinnability`). Without it, or when it gives up, the verdict is `Pending`
//!   for an arbiter, never a guess. [`Rulebook::decide`] then takes `Draw` as "cannot mate" and
//!   `Reject` as "the draw is refused" (the flag or illegal move wins).
//! - "Unless a forced win can be demonstrated" (US Chess 14E, Scholastic 7b/8e/8g/8i, Speed 10) is
//!   a forced-mate search that deepens as far as its budget allows: the rules worker's, recorded
//!   with the claim, else the replay's own. No mate found counts as no forced win when every line
//!   was searched at least [`search::FORCED_MATE_MOVES`] moves deep; a search cut short before
//!   that decides nothing, and the claim is `Pending` for the arbiter.
//! - Both flags down: the FIDE-based books judge by the flag that fell first (the app's clock,
//!   like a digital clock, shows it: FIDE 6.10.1, Quickplay 6.11); the US and blitz seeds draw.
//! - A verdict that ends the game is always `Upheld` (see `ruling.rs`).

pub mod book;
mod claimed_move;
mod claims;
pub mod controls;
mod endings;
mod known_claims;
pub mod material;
pub mod questions;
pub mod rule;
mod ruling;
pub mod search;
mod verdict;

pub mod blitz_common;
pub mod fide;
pub mod quickplay;
pub mod scholastic;
pub mod speed;
pub mod uscf;

#[cfg(test)]
mod tests;

use crate::ground::messages as m;
use crate::ground::words::{Message, say, say_with};
use shakmaty::Color;

pub use crate::ground::vocabulary::{ClaimKind, Decision, Infraction, Rulebook};
pub use book::{Book, FlagCalling};
pub use endings::AgreementRefused;
pub use known_claims::{ClaimAvailability, claim_name};
pub use verdict::{Claim, ControlFacts, Effect, GameResult, Situation, Termination, Verdict, VerdictKind};

/// Every rulebook's text, for looking a citation up: `rule::find("USCF 14E")`.
pub static BOOKS: &[&rule::Text] =
    &[&fide::BOOK, &uscf::BOOK, &scholastic::BOOK, &speed::BOOK, &blitz_common::BOOK, &quickplay::BOOK];

impl Rulebook {
    /// What the rulebook is: the one place each book's rules are named (see [`book`]).
    pub fn book(self) -> &'static dyn Book {
        match self {
            Rulebook::FideStandard => &fide::Fide(fide::Tempo::Standard),
            Rulebook::FideRapid => &fide::Fide(fide::Tempo::Rapid),
            Rulebook::FideBlitz => &fide::Fide(fide::Tempo::Blitz),
            Rulebook::Uscf => &uscf::UsChess(uscf::Chapter::Regular),
            Rulebook::UscfBlitz => &uscf::UsChess(uscf::Chapter::Blitz),
            Rulebook::ScholasticBlitz2004 => &scholastic::ScholasticBlitz,
            Rulebook::SpeedChess2000 => &speed::SpeedChess,
            Rulebook::BlitzCommon => &blitz_common::BlitzCommon,
            Rulebook::Quickplay2001 => &quickplay::Quickplay,
        }
    }

    /// The rulebook as players know it, in their language, for the screens (the record keeps
    /// [`Rulebook::id`]).
    pub fn name(self) -> &'static str {
        say(&self.message())
    }

    /// The message that names the rulebook.
    pub fn message(self) -> Message {
        self.book().name()
    }

    /// Resolve a claim. Never panics; a claim this rulebook does not know is `Rejected` with an
    /// explanation that names the rulebook.
    pub fn resolve(self, claim: &Claim<'_>, situation: &Situation<'_>) -> Verdict {
        self.book().resolve(claim, situation)
    }

    /// The consequence of the `count`-th (1-based) infraction of this kind by `side`.
    pub fn penalty(self, side: Color, infraction: Infraction, count: u32, situation: &Situation<'_>) -> Verdict {
        self.book().penalty(side, infraction, count, situation)
    }

    /// Whether this rulebook counts the infraction as an illegal move, so that it and the
    /// illegal-move claims count together toward the one that loses (FIDE 7.5.4 and 7.5.5).
    pub fn counts_as_illegal_move(self, infraction: Infraction) -> bool {
        self.book().counts_as_illegal_move(infraction)
    }

    /// An arbiter's ruling on the pending claim `claim` (quickplay finish, insufficient losing
    /// chances, a forced win to be demonstrated).
    pub fn decide(self, claim: &Claim<'_>, decision: Decision, situation: &Situation<'_>) -> Verdict {
        self.book().decide(claim, decision, situation)
    }

    /// `claimant`'s flag claim (judged `on_time`) against a player whose draw claim waits,
    /// postponed: the arbiter declares the final result on both (FIDE III.5.2, Quickplay 10.2b).
    pub fn flag_on_postponed_claim(self, claimant: Color, on_time: &Verdict) -> Verdict {
        let Some((rule, _)) = self.book().final_result() else { return on_time.clone() };
        let rule_label = on_time.rule.as_str();
        let otherwise = match on_time.result {
            Some(GameResult::Draw) => say_with(&m::OTHERWISE_DRAW, &[("rule", rule_label)]),
            _ => say_with(m::OTHERWISE_WINS.of(claimant), &[("rule", rule_label)]),
        };
        let flag = m::POSTPONED_FLAG.of(!claimant);
        Verdict::pending(rule, say_with(flag, &[("otherwise", &otherwise)]))
    }

    /// The arbiter's `decision` on a postponed claim after a flag has fallen, which is the final
    /// result (FIDE III.5.2: "The arbiter shall declare the final result later in the game or as
    /// soon as possible after the flag of either player has fallen"): a draw when the arbiter
    /// upholds the claim; otherwise the flag decides as `on_time`, a flag claim's own verdict,
    /// says, declared under that rule — no time is given (not III.5.3's two minutes). `None` for a
    /// postponement (the claim waits on) and for the rulebooks that postpone no claim.
    pub fn final_result(self, decision: Decision, on_time: &Verdict) -> Option<Verdict> {
        let (rule, agrees) = self.book().final_result()?;
        match decision {
            Decision::Draw => Some(Verdict::upheld(rule, say(agrees)).ends(GameResult::Draw, Termination::Claim)),
            Decision::Reject => Some(match (on_time.result, on_time.termination) {
                (Some(result), Some(termination)) => {
                    Verdict::upheld(rule, &on_time.explanation).ends(result, termination)
                }
                _ => Verdict::rejected(rule, &on_time.explanation),
            }),
            Decision::Postpone => None,
        }
    }

    /// The postponed claim rejected after a flag, when a claim of that flag stands beside it and
    /// carries the result (`on_time`): no time is given, and the explanation is the flag's.
    pub fn final_rejection(self, on_time: &Verdict) -> Option<Verdict> {
        Some(Verdict::rejected(self.book().final_result()?.0, &on_time.explanation))
    }

    /// After `mover` completed a move that left `situation.position` on the board: does the game end
    /// by itself (checkmate, stalemate, fivefold, 75 moves, dead position)? Flag interplay (the
    /// blitz-common note: mate delivered after one's own unclaimed flag fell is a draw) is decided here.
    pub fn automatic_end(self, mover: Color, situation: &Situation<'_>) -> Option<Verdict> {
        claims::automatic_end(mover, situation, &self.book().end_rules())
    }
}

/// What the infraction is, for explanations: "using two hands".
fn infraction_words(infraction: Infraction) -> &'static str {
    say(match infraction {
        Infraction::KnockedClock => &m::OFFENCE_KNOCKED_CLOCK,
        Infraction::DisplacedPieces => &m::OFFENCE_DISPLACED_PIECES,
        Infraction::TwoHands => &m::OFFENCE_TWO_HANDS,
        Infraction::Hover => &m::OFFENCE_HOVER,
        Infraction::FrivolousStop => &m::OFFENCE_FRIVOLOUS_STOP,
    })
}
