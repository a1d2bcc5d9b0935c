//! The rulebooks: how each one resolves a claim, a penalty and the automatic ends of a game.
//!
//! Pure Rust on shakmaty: no clock arithmetic, no web types; times are the clock's [`Micros`] and
//! a fallen flag is the clock's own [`Flag`]. The replay (`crate::domain::game`) gathers
//! what an arbiter would look at when a claim is made — the position, the flags, the clocks — into a
//! [`Situation`], and the rulebook answers with a [`Verdict`] that names its rule.
//!
//! One file per rulebook holds its rules as data ([`rule::Rule`]: number and words) beside the
//! code that applies them: [`fide`] (fide-standard, fide-rapid, fide-blitz), [`uscf`] (uscf,
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

use crate::domain::clock::Flag;
use crate::domain::micros::Micros;
use search::ForcedMate;
use shakmaty::{ByColor, Chess, Color};
use std::fmt;
use std::str::FromStr;

mod claimed_move;
mod claims;
mod known_claims;
mod endings;
pub mod material;
pub mod rule;
mod ruling;
pub mod said;
pub mod search;

pub mod blitz_common;
pub mod fide;
pub mod quickplay;
pub mod scholastic;
pub mod speed;
pub mod uscf;

#[cfg(test)]
mod tests;

use ruling::side_name;

pub use endings::AgreementRefused;
pub use known_claims::{ClaimAvailability, claim_name};

/// Every rulebook's text, for looking a citation up: `rule::find("USCF 14E")`.
pub static BOOKS: [&rule::Book; 6] =
    [&fide::BOOK, &uscf::BOOK, &scholastic::BOOK, &speed::BOOK, &blitz_common::BOOK, &quickplay::BOOK];

/// The rulebook the players chose, by its id in the game record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rulebook {
    FideStandard,
    FideRapid,
    FideBlitz,
    Uscf,
    UscfBlitz,
    ScholasticBlitz2004,
    SpeedChess2000,
    BlitzCommon,
    Quickplay2001,
}

impl Rulebook {
    pub const ALL: [Rulebook; 9] = [
        Rulebook::FideStandard,
        Rulebook::FideRapid,
        Rulebook::FideBlitz,
        Rulebook::Uscf,
        Rulebook::UscfBlitz,
        Rulebook::ScholasticBlitz2004,
        Rulebook::SpeedChess2000,
        Rulebook::BlitzCommon,
        Rulebook::Quickplay2001,
    ];

    /// The rulebook as players know it, for the screens (the record keeps [`Rulebook::id`]).
    pub fn name(self) -> &'static str {
        match self {
            Rulebook::FideStandard => "FIDE Laws 2023 — standard",
            Rulebook::FideRapid => "FIDE Laws 2023 — rapid",
            Rulebook::FideBlitz => "FIDE Laws 2023 — blitz",
            Rulebook::Uscf => "US Chess rules, 7th edition",
            Rulebook::UscfBlitz => "US Chess rules, 7th edition — blitz",
            Rulebook::ScholasticBlitz2004 => "National Scholastic Blitz Rules 2004",
            Rulebook::SpeedChess2000 => "Speed Chess Rules 2000",
            Rulebook::BlitzCommon => "Blitz chess, common rules",
            Rulebook::Quickplay2001 => "Quickplay finish — BCCA 2001",
        }
    }

    /// The id used in the game record's `rules` field.
    pub fn id(self) -> &'static str {
        match self {
            Rulebook::FideStandard => "fide-standard",
            Rulebook::FideRapid => "fide-rapid",
            Rulebook::FideBlitz => "fide-blitz",
            Rulebook::Uscf => "uscf",
            Rulebook::UscfBlitz => "uscf-blitz",
            Rulebook::ScholasticBlitz2004 => "scholastic-blitz-2004",
            Rulebook::SpeedChess2000 => "speed-chess-2000",
            Rulebook::BlitzCommon => "blitz-common",
            Rulebook::Quickplay2001 => "quickplay-2001",
        }
    }
}

/// A `rules` id in the record that names no [`Rulebook`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRulebook(pub String);

impl fmt::Display for UnknownRulebook {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<&str> = Rulebook::ALL.iter().map(|r| r.id()).collect();
        write!(f, "unknown rulebook '{}': expected one of {}", self.0, ids.join(", "))
    }
}

impl std::error::Error for UnknownRulebook {}

impl FromStr for Rulebook {
    type Err = UnknownRulebook;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Rulebook::ALL.into_iter().find(|r| r.id() == s).ok_or_else(|| UnknownRulebook(s.to_owned()))
    }
}

/// What a player claims, by its `kind` in the game record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClaimKind {
    Flag,
    IllegalMove,
    Threefold,
    FiftyMoves,
    DeadPosition,
    InsufficientMaterial,
    MichiganTwenty,
    QueenVQueen,
    RookVRook,
    IdenticalPieces,
    QuickplayFinish,
    InsufficientLosingChances,
    /// FIDE III.4: a request for an increment of five seconds for both players, which is also an
    /// offer of a draw (an extra claim kind beyond the spec's).
    IncrementRequest,
}

impl ClaimKind {
    pub const ALL: [ClaimKind; 13] = [
        ClaimKind::Flag,
        ClaimKind::IllegalMove,
        ClaimKind::Threefold,
        ClaimKind::FiftyMoves,
        ClaimKind::DeadPosition,
        ClaimKind::InsufficientMaterial,
        ClaimKind::MichiganTwenty,
        ClaimKind::QueenVQueen,
        ClaimKind::RookVRook,
        ClaimKind::IdenticalPieces,
        ClaimKind::QuickplayFinish,
        ClaimKind::InsufficientLosingChances,
        ClaimKind::IncrementRequest,
    ];

    pub fn id(self) -> &'static str {
        match self {
            ClaimKind::Flag => "flag",
            ClaimKind::IllegalMove => "illegal_move",
            ClaimKind::Threefold => "threefold",
            ClaimKind::FiftyMoves => "fifty_moves",
            ClaimKind::DeadPosition => "dead_position",
            ClaimKind::InsufficientMaterial => "insufficient_material",
            ClaimKind::MichiganTwenty => "michigan_twenty",
            ClaimKind::QueenVQueen => "queen_v_queen",
            ClaimKind::RookVRook => "rook_v_rook",
            ClaimKind::IdenticalPieces => "identical_pieces",
            ClaimKind::QuickplayFinish => "quickplay_finish",
            ClaimKind::InsufficientLosingChances => "insufficient_losing_chances",
            ClaimKind::IncrementRequest => "increment_request",
        }
    }
}

impl ClaimKind {
    /// A draw claim whose decision the arbiter may postpone until later in the game, at the
    /// latest until a flag falls (FIDE III.5.2, Quickplay 10.2b, US Chess Variation 14H).
    pub fn is_postponable(self) -> bool {
        matches!(self, ClaimKind::QuickplayFinish | ClaimKind::InsufficientLosingChances)
    }
}

/// A claim `kind` in the record that names no [`ClaimKind`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownClaimKind(pub String);

impl fmt::Display for UnknownClaimKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<&str> = ClaimKind::ALL.iter().map(|k| k.id()).collect();
        write!(f, "unknown claim kind '{}': expected one of {}", self.0, ids.join(", "))
    }
}

impl std::error::Error for UnknownClaimKind {}

impl FromStr for ClaimKind {
    type Err = UnknownClaimKind;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ClaimKind::ALL.into_iter().find(|k| k.id() == s).ok_or_else(|| UnknownClaimKind(s.to_owned()))
    }
}

/// An infraction reported with a `penalty` event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Infraction {
    KnockedClock,
    DisplacedPieces,
    TwoHands,
    Hover,
    FrivolousStop,
}

impl Infraction {
    pub const ALL: [Infraction; 5] = [
        Infraction::KnockedClock,
        Infraction::DisplacedPieces,
        Infraction::TwoHands,
        Infraction::Hover,
        Infraction::FrivolousStop,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Infraction::KnockedClock => "knocked_clock",
            Infraction::DisplacedPieces => "displaced_pieces",
            Infraction::TwoHands => "two_hands",
            Infraction::Hover => "hover",
            Infraction::FrivolousStop => "frivolous_stop",
        }
    }
}

/// A penalty `kind` in the record that names no [`Infraction`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownInfraction(pub String);

impl fmt::Display for UnknownInfraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<&str> = Infraction::ALL.iter().map(|k| k.id()).collect();
        write!(f, "unknown penalty kind '{}': expected one of {}", self.0, ids.join(", "))
    }
}

impl std::error::Error for UnknownInfraction {}

impl FromStr for Infraction {
    type Err = UnknownInfraction;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Infraction::ALL.into_iter().find(|k| k.id() == s).ok_or_else(|| UnknownInfraction(s.to_owned()))
    }
}

/// An arbiter's ruling on a pending claim (`decision` event).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    Draw,
    Postpone,
    Reject,
}

impl Decision {
    pub const ALL: [Decision; 3] = [Decision::Draw, Decision::Postpone, Decision::Reject];

    /// The decision's `verdict` in the record.
    pub fn id(self) -> &'static str {
        match self {
            Decision::Draw => "draw",
            Decision::Postpone => "postpone",
            Decision::Reject => "reject",
        }
    }
}

/// A decision's `verdict` in the record that names no [`Decision`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownDecision(pub String);

impl fmt::Display for UnknownDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown decision '{}': expected draw, postpone or reject", self.0)
    }
}

impl std::error::Error for UnknownDecision {}

impl FromStr for Decision {
    type Err = UnknownDecision;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Decision::ALL.into_iter().find(|d| d.id() == s).ok_or_else(|| UnknownDecision(s.to_owned()))
    }
}

/// The result of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    WhiteWins,
    BlackWins,
    Draw,
}

impl GameResult {
    pub fn win_for(side: Color) -> GameResult {
        match side {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        }
    }

    /// PGN notation: `1-0`, `0-1`, `1/2-1/2`.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }
}

/// How a game ended, as the record's outcome names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Termination {
    Checkmate,
    Stalemate,
    Flag,
    IllegalMove,
    Resignation,
    Agreement,
    Repetition,
    FiftyMoves,
    SeventyFiveMoves,
    Fivefold,
    DeadPosition,
    Claim,
    Penalty,
}

impl Termination {
    pub fn id(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::Flag => "flag",
            Termination::IllegalMove => "illegal_move",
            Termination::Resignation => "resignation",
            Termination::Agreement => "agreement",
            Termination::Repetition => "repetition",
            Termination::FiftyMoves => "fifty_moves",
            Termination::SeventyFiveMoves => "seventy_five_moves",
            Termination::Fivefold => "fivefold",
            Termination::DeadPosition => "dead_position",
            Termination::Claim => "claim",
            Termination::Penalty => "penalty",
        }
    }
}

/// Whether a claim is upheld, rejected, or waits for an arbiter's `decision`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VerdictKind {
    Upheld,
    Rejected,
    Pending,
}

impl VerdictKind {
    pub fn id(self) -> &'static str {
        match self {
            VerdictKind::Upheld => "upheld",
            VerdictKind::Rejected => "rejected",
            VerdictKind::Pending => "pending",
        }
    }
}

/// Time a verdict applies to a clock: positive adds to `side`, negative takes away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Effect {
    pub side: Color,
    pub add: Micros,
}

/// A rulebook's answer, always with the rule that decided it.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    pub kind: VerdictKind,
    /// `Some` when the verdict ends the game.
    pub result: Option<GameResult>,
    pub termination: Option<Termination>,
    /// The citation as the rulebook numbers it: `FIDE 6.9`, `USCF 14E`, `Scholastic 7a3`.
    pub rule: String,
    pub effects: Vec<Effect>,
    /// From now on both players get this increment a move (FIDE III.4).
    pub increment_for_both: Option<Micros>,
    /// A sentence a player can read aloud, quoting the rule.
    pub explanation: String,
    /// A pending verdict on a forced win the app's search could not settle ("unless a forced win
    /// can be demonstrated"): the side that would need it. The arbiter's `draw` then means it has
    /// none, `reject` that it has one.
    pub forced_win_undecided: Option<Color>,
    /// A pending verdict on whether a side can checkmate at all (FIDE 6.9, 5.2.2), which the
    /// helpmate analysis settles: the page's rules worker has it, the page's own replay has not.
    pub can_mate_undecided: bool,
    /// The claim was judged without a position, on what the players said of the pieces (or on
    /// nothing: the usual case), and this question's answer could change the verdict.
    pub asks: Option<said::Question>,
}

impl Verdict {
    /// What the rules worker's analysis of the claim's position would settle, if anything: whether
    /// a side can checkmate, and (`true`) whether a side can force a mate, which needs its deeper
    /// search. `None`: the verdict does not wait on an analysis.
    pub fn analysis_settles(&self) -> Option<bool> {
        if self.kind != VerdictKind::Pending {
            return None;
        }
        match (self.can_mate_undecided, self.forced_win_undecided) {
            (_, Some(_)) => Some(true),
            (true, None) => Some(false),
            (false, None) => None,
        }
    }
}

/// What the time control means for claims that depend on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ControlFacts {
    /// The claimant's current period is the last and has no increment (sudden death / quickplay finish).
    pub sudden_death: bool,
    /// The claimant's control has a delay (simple or Bronstein).
    pub delay: bool,
    /// The claimant's increment per move, when its control has one.
    pub increment: Option<Micros>,
    /// The claimant's current period is the last: all remaining moves must be made in it (a delay
    /// or an increment does not change that).
    pub last_period: bool,
}

/// What the arbiter looks at when a claim is made.
#[derive(Debug, Clone)]
pub struct Situation<'a> {
    pub rulebook: Rulebook,
    /// Record time of the claim.
    pub t: Micros,
    /// The position at the claim: the claim's `fen` if it had one, else the recorded game's
    /// position when moves are recorded, else `None`.
    pub position: Option<&'a Chess>,
    /// How many times the current position has stood on the board (FIDE 9.2 identity), known only
    /// when moves are recorded from the start position of the record.
    pub repetitions: Option<u32>,
    /// How many times in a row the current position has stood on the board, every second move of
    /// each player (US Chess 14K: "five consecutive alternate moves"), known as `repetitions` is.
    pub consecutive_repetitions: Option<u32>,
    /// Every flag that has fallen so far, in the order they fell.
    pub flags: &'a [Flag],
    /// Each side's remaining time at the claim.
    pub remaining: ByColor<Micros>,
    /// Whose clock is running (or would run, when paused): the side to move on the clock.
    pub clock_side: Color,
    /// The side that pressed the clock last, and whether any press happened yet.
    pub last_press: Option<Color>,
    pub control: ControlFacts,
    /// Upheld illegal-move claims against each side so far, and the infractions a rulebook counts
    /// as illegal moves (FIDE 7.5.4: two hands): FIDE 7.5.5, the second loses.
    pub illegal_moves: ByColor<u32>,
    /// Moves each side has completed (FIDE 5.2.3: no agreed draw before both have made one).
    pub moves_made: ByColor<u32>,
    /// US Chess Variation 14H (claims of insufficient losing chances) is in force for this game.
    pub variation_14h: bool,
    /// A flag claim that was made earlier by each side and rejected, for context only.
    pub earlier_claims: &'a [(Color, ClaimKind, VerdictKind)],
    /// Whether each side can still checkmate in `position`, as the analyser found when the claim
    /// was made (recorded in the claim's `analysis`): the page, built without the analyser, judges
    /// FIDE 6.9 / 5.2.2 by it. `None` for a side: not recorded.
    pub recorded_can_mate: ByColor<Option<bool>>,
    /// Each side's forced-mate search as the rules worker ran it when the claim was made (recorded
    /// in the claim's `analysis`), deeper than the replay's own: US Chess 14E, Speed 10 and
    /// Scholastic 7b/8e/8g/8i use it instead of searching. `None` for a side: not recorded.
    pub recorded_forced_mate: ByColor<Option<ForcedMate>>,
    /// What the players said of the pieces when the app had no position (recorded in the claim's
    /// `said`): a flag claim is judged on it when `position` is `None`.
    pub said: said::Said,
}

/// A claim as the record states it.
#[derive(Debug, Clone)]
pub struct Claim<'a> {
    pub by: Color,
    pub kind: ClaimKind,
    /// The move claimed illegal (SAN or UCI), with `illegal_move`, played from `position`'s
    /// predecessor: the claim's `fen` is the position *before* the illegal move.
    pub illegal_move: Option<&'a str>,
}

impl Rulebook {
    /// Resolve a claim. Never panics; a claim this rulebook does not know is `Rejected` with an
    /// explanation that names the rulebook.
    pub fn resolve(self, claim: &Claim<'_>, situation: &Situation<'_>) -> Verdict {
        match self {
            Rulebook::FideStandard | Rulebook::FideRapid | Rulebook::FideBlitz => {
                fide::resolve(fide::Tempo::of(self), claim, situation)
            }
            Rulebook::Uscf => uscf::resolve(uscf::Chapter::Regular, claim, situation),
            Rulebook::UscfBlitz => uscf::resolve(uscf::Chapter::Blitz, claim, situation),
            Rulebook::ScholasticBlitz2004 => scholastic::resolve(claim, situation),
            Rulebook::SpeedChess2000 => speed::resolve(claim, situation),
            Rulebook::BlitzCommon => blitz_common::resolve(claim, situation),
            Rulebook::Quickplay2001 => quickplay::resolve(claim, situation),
        }
    }

    /// The consequence of the `count`-th (1-based) infraction of this kind by `side`.
    pub fn penalty(self, side: Color, infraction: Infraction, count: u32, situation: &Situation<'_>) -> Verdict {
        match self {
            Rulebook::FideStandard | Rulebook::FideRapid | Rulebook::FideBlitz => {
                fide::penalty(fide::Tempo::of(self), side, infraction, count, situation)
            }
            Rulebook::Uscf => uscf::penalty(uscf::Chapter::Regular, side, infraction, count),
            Rulebook::UscfBlitz => uscf::penalty(uscf::Chapter::Blitz, side, infraction, count),
            Rulebook::ScholasticBlitz2004 => scholastic::penalty(side, infraction, count, situation),
            Rulebook::SpeedChess2000 => speed::penalty(side, infraction, count),
            Rulebook::BlitzCommon => blitz_common::penalty(side, infraction, count, situation),
            Rulebook::Quickplay2001 => quickplay::penalty(side, infraction, count),
        }
    }

    /// Whether this rulebook counts the infraction as an illegal move, so that it and the
    /// illegal-move claims count together toward the one that loses (FIDE 7.5.4 and 7.5.5).
    pub fn counts_as_illegal_move(self, infraction: Infraction) -> bool {
        // Blitz-common takes its penalties from the FIDE Laws.
        (self.is_fide() || self == Rulebook::BlitzCommon) && infraction == Infraction::TwoHands
    }

    /// An arbiter's ruling on the pending claim `claim` (quickplay finish, insufficient losing
    /// chances, a forced win to be demonstrated).
    pub fn decide(self, claim: &Claim<'_>, decision: Decision, situation: &Situation<'_>) -> Verdict {
        match self {
            Rulebook::FideStandard | Rulebook::FideRapid | Rulebook::FideBlitz => {
                fide::decide(fide::Tempo::of(self), claim, decision, situation)
            }
            Rulebook::Uscf => uscf::decide(uscf::Chapter::Regular, claim, decision, situation),
            Rulebook::UscfBlitz => uscf::decide(uscf::Chapter::Blitz, claim, decision, situation),
            Rulebook::ScholasticBlitz2004 => scholastic::decide(claim, decision, situation),
            Rulebook::SpeedChess2000 => speed::decide(claim, decision, situation),
            Rulebook::BlitzCommon => blitz_common::decide(claim, decision, situation),
            Rulebook::Quickplay2001 => quickplay::decide(claim, decision, situation),
        }
    }

    /// `claimant`'s flag claim (judged `on_time`) against a player whose draw claim waits,
    /// postponed: the arbiter declares the final result on both (FIDE III.5.2, Quickplay 10.2b).
    pub fn flag_on_postponed_claim(self, claimant: Color, on_time: &Verdict) -> Verdict {
        let rule = match self {
            Rulebook::FideStandard | Rulebook::FideRapid | Rulebook::FideBlitz => fide::final_result_rule(),
            Rulebook::Quickplay2001 => quickplay::final_result_rule(),
            Rulebook::Uscf => uscf::final_result_rule(),
            _ => return on_time.clone(),
        };
        let (c, f) = (side_name(claimant), side_name(!claimant));
        let otherwise = match on_time.result {
            Some(GameResult::Draw) => format!("a draw ({})", on_time.rule),
            _ => format!("{c} wins on time ({})", on_time.rule),
        };
        Verdict::pending(
            rule,
            format!(
                "{f}'s flag has fallen while {f}'s draw claim waits, postponed. The arbiter now declares the final result: a draw if {f}'s claim is upheld, otherwise {otherwise}."
            ),
        )
    }

    /// After `mover` completed a move that left `situation.position` on the board: does the game end
    /// by itself (checkmate, stalemate, fivefold, 75 moves, dead position)? Flag interplay (the
    /// blitz-common note: mate delivered after one's own unclaimed flag fell is a draw) is decided here.
    pub fn automatic_end(self, mover: Color, situation: &Situation<'_>) -> Option<Verdict> {
        let rules = match self {
            Rulebook::FideStandard | Rulebook::FideRapid | Rulebook::FideBlitz => fide::end_rules(),
            Rulebook::Uscf => uscf::end_rules(uscf::Chapter::Regular),
            Rulebook::UscfBlitz => uscf::end_rules(uscf::Chapter::Blitz),
            // Both defer to regular US Chess rules for the ends they do not name.
            Rulebook::SpeedChess2000 => uscf::end_rules(uscf::Chapter::Regular),
            Rulebook::ScholasticBlitz2004 => scholastic::end_rules(),
            Rulebook::BlitzCommon => blitz_common::end_rules(),
            Rulebook::Quickplay2001 => quickplay::end_rules(),
        };
        claims::automatic_end(mover, situation, &rules)
    }
}

/// What the infraction is, for explanations: "using two hands".
fn infraction_words(infraction: Infraction) -> &'static str {
    match infraction {
        Infraction::KnockedClock => "knocking over the clock",
        Infraction::DisplacedPieces => "displacing pieces",
        Infraction::TwoHands => "using two hands",
        Infraction::Hover => "keeping a hand on or over the clock",
        Infraction::FrivolousStop => "stopping the clock without a valid reason",
    }
}
