//! What the rules decide, and what they decide it on: a claim ([`Claim`]) in a situation
//! ([`Situation`]: the position, the flags, the clocks), and the verdict ([`Verdict`]) that names
//! its rule, its effects on the clocks and the result. Every book speaks this; `rules/mod.rs`
//! only dispatches to the book the game chose.

use crate::ground::answers::{Question, Said};
use crate::ground::micros::Micros;
use crate::ground::record::ForcedMate;
use crate::ground::vocabulary::{ClaimKind, Flag, Rulebook};
use crate::ground::words;
use crate::ground::words::Message;
use shakmaty::{ByColor, Chess, Color};

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

    /// The side that won; `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }

    /// "White wins", "Black wins" or "Draw", in the players' language.
    pub fn said(self) -> &'static str {
        use crate::ground::messages as m;
        words::say(match self {
            GameResult::WhiteWins => &m::RESULT_WHITE_WINS,
            GameResult::BlackWins => &m::RESULT_BLACK_WINS,
            GameResult::Draw => &m::RESULT_DRAW,
        })
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
    pub const ALL: [Termination; 13] = [
        Termination::Checkmate,
        Termination::Stalemate,
        Termination::Flag,
        Termination::IllegalMove,
        Termination::Resignation,
        Termination::Agreement,
        Termination::Repetition,
        Termination::FiftyMoves,
        Termination::SeventyFiveMoves,
        Termination::Fivefold,
        Termination::DeadPosition,
        Termination::Claim,
        Termination::Penalty,
    ];

    /// The termination a record's id names.
    pub fn of_id(id: &str) -> Option<Termination> {
        Termination::ALL.into_iter().find(|t| t.id() == id)
    }

    /// How the game ended, in a phrase: `on time`, `by resignation`.
    pub fn how(self) -> Message {
        use crate::ground::messages as m;
        match self {
            Termination::Flag => m::HOW_FLAG,
            Termination::Checkmate => m::HOW_CHECKMATE,
            Termination::Stalemate => m::HOW_STALEMATE,
            Termination::IllegalMove => m::HOW_ILLEGAL_MOVE,
            Termination::Resignation => m::HOW_RESIGNATION,
            Termination::Agreement => m::HOW_AGREEMENT,
            Termination::Repetition => m::HOW_REPETITION,
            Termination::FiftyMoves => m::HOW_FIFTY_MOVES,
            Termination::SeventyFiveMoves => m::HOW_SEVENTY_FIVE_MOVES,
            Termination::Fivefold => m::HOW_FIVEFOLD,
            Termination::DeadPosition => m::HOW_DEAD_POSITION,
            Termination::Claim => m::HOW_CLAIM,
            Termination::Penalty => m::HOW_PENALTY,
        }
    }

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
    /// An upheld illegal-move claim: the position before this side's illegal move stands again,
    /// and this side moves again, on its own clock (FIDE 7.5.1, US Chess 11A).
    pub reinstates: Option<Color>,
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
    pub asks: Option<Question>,
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
    /// When the clock was started: a flag's fall is quoted as the game's time since then, as the
    /// score sheet and the PGN show it (the record's time line may begin before, at the page's load).
    pub game_start: Micros,
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
    /// Time each side's clock added with its last completed move (its increment): what FIDE's
    /// arbiters take back from an illegal move's player.
    pub last_gain: ByColor<Micros>,
    /// An upheld illegal-move claim reinstated the position before the last completed move, and
    /// no move has been completed since: that illegal move was corrected and counted already.
    pub reinstated: bool,
    /// Each side's clock has no time limit (a count-up clock): it has no flag.
    pub no_time_limit: ByColor<bool>,
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
    pub said: Said,
}

impl<'a> Situation<'a> {
    /// What an arbiter sees of a game known only by its moves (an imported score, a question
    /// asked without a game): `position` and how often it stood on the board, no clock.
    pub fn on_the_board(rulebook: Rulebook, position: Option<&'a Chess>, repetitions: Option<u32>) -> Situation<'a> {
        Situation {
            rulebook,
            t: Micros::ZERO,
            position,
            repetitions,
            consecutive_repetitions: None,
            flags: &[],
            game_start: Micros::ZERO,
            remaining: ByColor::new_with(|_| Micros::from_secs(60)),
            clock_side: position.map_or(Color::White, shakmaty::Position::turn),
            last_press: None,
            control: ControlFacts::default(),
            illegal_moves: ByColor::new_with(|_| 0),
            moves_made: ByColor::new_with(|_| 0),
            last_gain: ByColor::new_with(|_| Micros::ZERO),
            reinstated: false,
            no_time_limit: ByColor::new_with(|_| false),
            variation_14h: false,
            earlier_claims: &[],
            recorded_can_mate: ByColor::new_with(|_| None),
            recorded_forced_mate: ByColor::new_with(|_| None),
            said: Default::default(),
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_termination_is_listed_once_in_order_and_read_back_by_its_id() {
        // A termination added to the enum but not to ALL fails to compile here.
        let place = |t: Termination| match t {
            Termination::Checkmate => 0,
            Termination::Stalemate => 1,
            Termination::Flag => 2,
            Termination::IllegalMove => 3,
            Termination::Resignation => 4,
            Termination::Agreement => 5,
            Termination::Repetition => 6,
            Termination::FiftyMoves => 7,
            Termination::SeventyFiveMoves => 8,
            Termination::Fivefold => 9,
            Termination::DeadPosition => 10,
            Termination::Claim => 11,
            Termination::Penalty => 12,
        };
        for (i, t) in Termination::ALL.into_iter().enumerate() {
            assert_eq!(place(t), i, "{t:?}");
            assert_eq!(Termination::of_id(t.id()), Some(t));
        }
        assert_eq!(Termination::of_id("time forfeit"), None);
    }
}
