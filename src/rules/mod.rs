//! The rulebooks: how each one resolves a claim, a penalty and the automatic ends of a game.
//!
//! Pure Rust on shakmaty: no clock arithmetic, no web types. The replay (`crate::game`) gathers
//! what an arbiter would look at when a claim is made — the position, the flags, the clocks — into a
//! [`Situation`], and the rulebook answers with a [`Verdict`] that names its rule.

mod endings;

use shakmaty::{ByColor, Chess, Color};
use std::fmt;
use std::str::FromStr;

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

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRulebook(pub String);

impl fmt::Display for UnknownRulebook {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<&str> = Rulebook::ALL.iter().map(|r| r.id()).collect();
        write!(f, "unknown rulebook '{}': expected one of {}", self.0, ids.join(", "))
    }
}

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
}

impl ClaimKind {
    pub const ALL: [ClaimKind; 12] = [
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
        }
    }
}

impl FromStr for ClaimKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ClaimKind::ALL.into_iter().find(|k| k.id() == s).ok_or_else(|| {
            let ids: Vec<&str> = ClaimKind::ALL.iter().map(|k| k.id()).collect();
            format!("unknown claim kind '{s}': expected one of {}", ids.join(", "))
        })
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

impl FromStr for Infraction {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Infraction::ALL.into_iter().find(|k| k.id() == s).ok_or_else(|| {
            let ids: Vec<&str> = Infraction::ALL.iter().map(|k| k.id()).collect();
            format!("unknown penalty kind '{s}': expected one of {}", ids.join(", "))
        })
    }
}

/// An arbiter's ruling on a pending claim (`decision` event).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    Draw,
    Postpone,
    Reject,
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
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Effect {
    pub side: Color,
    pub add_ms: f64,
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
    /// A sentence a player can read aloud, quoting the rule.
    pub explanation: String,
}

/// A flag that fell: the side whose time ran out and the exact instant, in record milliseconds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FlagFall {
    pub side: Color,
    pub t_ms: f64,
}

/// What the time control means for claims that depend on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ControlFacts {
    /// The claimant's current period is the last and has no increment (sudden death / quickplay finish).
    pub sudden_death: bool,
    /// The claimant's control has a delay (simple or Bronstein).
    pub delay: bool,
    /// The claimant's control has an increment.
    pub increment: bool,
}

/// What the arbiter looks at when a claim is made.
#[derive(Debug, Clone)]
pub struct Situation<'a> {
    pub rulebook: Rulebook,
    /// Record time of the claim, milliseconds.
    pub t_ms: f64,
    /// The position at the claim: the claim's `fen` if it had one, else the recorded game's
    /// position when moves are recorded, else `None`.
    pub position: Option<&'a Chess>,
    /// How many times the current position has stood on the board (FIDE 9.2 identity), known only
    /// when moves are recorded from the start position of the record.
    pub repetitions: Option<u32>,
    /// Every flag that has fallen so far, in the order they fell.
    pub flags: &'a [FlagFall],
    /// Each side's remaining time at the claim.
    pub remaining_ms: ByColor<f64>,
    /// Whose clock is running (or would run, when paused): the side to move on the clock.
    pub clock_side: Color,
    /// The side that pressed the clock last, and whether any press happened yet.
    pub last_press: Option<Color>,
    pub control: ControlFacts,
    /// Upheld illegal-move claims against each side so far (FIDE 7.5.5: the second loses).
    pub illegal_moves: ByColor<u32>,
    /// A flag claim that was made earlier by each side and rejected, for context only.
    pub earlier_claims: &'a [(Color, ClaimKind, VerdictKind)],
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
        let _ = (claim, situation);
        Verdict {
            kind: VerdictKind::Rejected,
            result: None,
            termination: None,
            rule: String::new(),
            effects: vec![],
            explanation: "rulebook engine not yet built".into(),
        }
    }

    /// The consequence of the `count`-th (1-based) infraction of this kind by `side`.
    pub fn penalty(self, side: Color, infraction: Infraction, count: u32, situation: &Situation<'_>) -> Verdict {
        let _ = (side, infraction, count, situation);
        Verdict {
            kind: VerdictKind::Upheld,
            result: None,
            termination: None,
            rule: String::new(),
            effects: vec![],
            explanation: String::new(),
        }
    }

    /// An arbiter's ruling on the pending claim `claim` (quickplay finish, insufficient losing
    /// chances, a forced win to be demonstrated).
    pub fn decide(self, claim: &Claim<'_>, decision: Decision, situation: &Situation<'_>) -> Verdict {
        let _ = (claim, decision, situation);
        Verdict {
            kind: VerdictKind::Rejected,
            result: None,
            termination: None,
            rule: String::new(),
            effects: vec![],
            explanation: String::new(),
        }
    }

    /// After `mover` completed a move that left `situation.position` on the board: does the game end
    /// by itself (checkmate, stalemate, fivefold, 75 moves, dead position)? Flag interplay (the
    /// blitz-common note: mate delivered after one's own unclaimed flag fell is a draw) is decided here.
    pub fn automatic_end(self, mover: Color, situation: &Situation<'_>) -> Option<Verdict> {
        let _ = (mover, situation);
        None
    }
}
