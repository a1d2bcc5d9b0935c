//! Bounded mate searches on shakmaty: the "forced win" some rulebooks ask a player to demonstrate,
//! and the short helpmate that proves, cheaply, that a side can still checkmate at all.
//!
//! The forced-mate search deepens one move at a time (mate in 1, in 2, …) until it finds a mate,
//! reaches [`DEEPEST_FORCED_MATE`], or runs out of its [`Limits`]; its answer says how deep it got,
//! so "none found" always comes with "within how many moves". The replay's own search has a node
//! budget only, so every build reaches the same answer on the same position; the rules worker adds
//! a time budget and goes as deep as the time allows, and the page records what it found.
//!
//! No clock is read here: `Instant::now` panics on wasm32-unknown-unknown, so the caller passes its
//! own "is there time left?" as a callback.

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, Color, EnPassantMode, Position};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// How deep a search must have looked, in moves of the attacker, before "no forced mate found"
/// counts as "no forced win": a shorter search decides nothing, and the arbiter rules.
pub const FORCED_MATE_MOVES: u32 = 3;
/// The deepest the forced-mate search goes ("mate in 12").
pub const DEEPEST_FORCED_MATE: u32 = 12;
/// How many positions the replay's own forced-mate search may visit.
pub const FORCED_MATE_NODES: u64 = 200_000;
/// How often, in positions visited, a search asks whether it still has time.
const NODES_PER_TIME_CHECK: u64 = 4096;
/// How many positions the search remembers (about 16 bytes each), so a big time budget cannot
/// take the worker's memory.
const REMEMBERED_POSITIONS: usize = 1 << 19;
/// How many half-moves the helpmate search looks ahead.
const HELPMATE_PLIES: u32 = 4;
const HELPMATE_NODES: u64 = 30_000;

pub use crate::ground::record::ForcedMate;

impl ForcedMate {
    /// What the answer means for a rule that asks for a demonstrated forced win.
    pub fn demonstration(self) -> Demonstration {
        match self.mate_in {
            Some(n) => Demonstration::Mate(n),
            None if self.depth >= FORCED_MATE_MOVES => Demonstration::NoneWithin(self.depth),
            None => Demonstration::Undecided { searched: self.depth },
        }
    }
}

/// A forced-mate answer read the way "unless a forced win can be demonstrated" needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Demonstration {
    /// The forced win is demonstrated: mate in this many moves.
    Mate(u32),
    /// No forced win: no mate within this many moves, at least [`FORCED_MATE_MOVES`].
    NoneWithin(u32),
    /// The search stopped before [`FORCED_MATE_MOVES`] moves: the app cannot decide.
    Undecided { searched: u32 },
}

/// How far a search may go: a node budget, and optionally a callback that says whether there is
/// still time. The time is asked every few thousand nodes, and only once the replay's own budget
/// ([`FORCED_MATE_NODES`]) is spent: the same search in the same order up to there, so a timed
/// search never answers less than the replay would, however slow the machine.
pub struct Limits<'a> {
    pub nodes: u64,
    pub time_left: Option<&'a mut dyn FnMut() -> bool>,
}

impl Limits<'_> {
    /// The replay's budget: nodes only, so the answer is the same on every machine.
    pub fn replay() -> Limits<'static> {
        Limits { nodes: FORCED_MATE_NODES, time_left: None }
    }
}

struct Budget<'a> {
    left: u64,
    spent: u64,
    time_left: Option<&'a mut dyn FnMut() -> bool>,
}

impl<'a> Budget<'a> {
    fn new(limits: Limits<'a>) -> Budget<'a> {
        Budget { left: limits.nodes, spent: 0, time_left: limits.time_left }
    }

    fn spend(&mut self) -> Result<(), OutOfBudget> {
        self.left = self.left.checked_sub(1).ok_or(OutOfBudget)?;
        self.spent += 1;
        let time_to_ask = self.spent.is_multiple_of(NODES_PER_TIME_CHECK) && self.spent >= FORCED_MATE_NODES;
        if let Some(time_left) = self.time_left.as_mut().filter(|_| time_to_ask)
            && !time_left()
        {
            self.left = 0;
            return Err(OutOfBudget);
        }
        Ok(())
    }
}

/// The nodes or the time ran out.
struct OutOfBudget;

/// Can `attacker` force checkmate, whoever is to move, against any defence? The replay's search:
/// [`Limits::replay`].
pub fn forced_mate(pos: &Chess, attacker: Color) -> ForcedMate {
    forced_mate_within(pos, attacker, Limits::replay())
}

/// Can `attacker` force checkmate, whoever is to move, against any defence? Searches mates in 1,
/// 2, 3, … moves up to [`DEEPEST_FORCED_MATE`], as far as `limits` allow.
pub fn forced_mate_within(pos: &Chess, attacker: Color, limits: Limits<'_>) -> ForcedMate {
    if pos.is_checkmate() {
        // The game is over on the board: either the attacker has mated, or it never will.
        return if pos.turn() == attacker {
            ForcedMate::none_within(DEEPEST_FORCED_MATE)
        } else {
            ForcedMate::mate_in(0)
        };
    }
    if pos.is_stalemate() || pos.has_insufficient_material(attacker) {
        return ForcedMate::none_within(DEEPEST_FORCED_MATE);
    }
    let mut search = MateSearch { attacker, budget: Budget::new(limits), known: HashMap::default() };
    let mut searched = 0;
    for moves in 1..=DEEPEST_FORCED_MATE {
        let found =
            if pos.turn() == attacker { search.attacker_mates(pos, moves) } else { search.defender_falls(pos, moves) };
        match found {
            Ok(true) => return ForcedMate::mate_in(moves),
            Ok(false) => searched = moves,
            Err(OutOfBudget) => break,
        }
    }
    ForcedMate::none_within(searched)
}

/// What is proven about a position: the attacker mates within `mate_within` moves (0: not
/// known), and does not within `no_mate_within` moves. Both hold whatever the path to the
/// position, because the search ignores repetitions and the move counters.
#[derive(Clone, Copy, Default)]
struct Known {
    mate_within: u8,
    no_mate_within: u8,
}

/// Zobrist keys are already random: hashing them again is wasted time.
#[derive(Default)]
struct ZobristKey(u64);

impl Hasher for ZobristKey {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

struct MateSearch<'a> {
    attacker: Color,
    budget: Budget<'a>,
    known: HashMap<u64, Known, BuildHasherDefault<ZobristKey>>,
}

impl MateSearch<'_> {
    fn key(pos: &Chess) -> u64 {
        let Zobrist64(key) = pos.zobrist_hash(EnPassantMode::Legal);
        key
    }

    fn recall(&self, key: u64, moves: u32) -> Option<bool> {
        let known = self.known.get(&key)?;
        if known.mate_within != 0 && u32::from(known.mate_within) <= moves {
            Some(true)
        } else if u32::from(known.no_mate_within) >= moves {
            Some(false)
        } else {
            None
        }
    }

    fn remember(&mut self, key: u64, moves: u32, mates: bool) {
        if self.known.len() >= REMEMBERED_POSITIONS && !self.known.contains_key(&key) {
            return;
        }
        let moves = u8::try_from(moves).unwrap_or(u8::MAX);
        let known = self.known.entry(key).or_default();
        if mates {
            if known.mate_within == 0 || moves < known.mate_within {
                known.mate_within = moves;
            }
        } else {
            known.no_mate_within = known.no_mate_within.max(moves);
        }
    }

    /// The attacker is to move and has `moves` moves left to mate.
    fn attacker_mates(&mut self, pos: &Chess, moves: u32) -> Result<bool, OutOfBudget> {
        let key = Self::key(pos);
        if let Some(known) = self.recall(key, moves) {
            return Ok(known);
        }
        // Checks first, then captures: forcing moves are where mates are, so a mate is found
        // early and the deeper iterations fit the budget.
        let mut tries: Vec<(u8, Chess)> = Vec::new();
        for m in pos.legal_moves() {
            self.budget.spend()?;
            let capture = m.is_capture();
            let mut child = pos.clone();
            child.play_unchecked(m);
            let check = child.is_check();
            // Only a check can mate; testing for it first is cheap.
            if check && child.is_checkmate() {
                self.remember(key, 1, true);
                return Ok(true);
            }
            if moves > 1 {
                let order = match (check, capture) {
                    (true, _) => 0,
                    (false, true) => 1,
                    (false, false) => 2,
                };
                tries.push((order, child));
            }
        }
        tries.sort_by_key(|&(order, _)| order);
        for (_, child) in &tries {
            if self.defender_falls(child, moves - 1)? {
                self.remember(key, moves, true);
                return Ok(true);
            }
        }
        self.remember(key, moves, false);
        Ok(false)
    }

    /// The defender is to move; does every defence lose to a mate within `moves` attacker moves?
    fn defender_falls(&mut self, pos: &Chess, moves: u32) -> Result<bool, OutOfBudget> {
        let defences = pos.legal_moves();
        if defences.is_empty() {
            return Ok(pos.is_check());
        }
        if moves == 0 {
            return Ok(false);
        }
        let key = Self::key(pos);
        if let Some(known) = self.recall(key, moves) {
            return Ok(known);
        }
        // Captures first: taking the attacker's material is the likeliest escape.
        let (captures, others): (Vec<_>, Vec<_>) = defences.into_iter().partition(|m| m.is_capture());
        for m in captures.into_iter().chain(others) {
            self.budget.spend()?;
            let mut child = pos.clone();
            child.play_unchecked(m);
            let escapes = child.has_insufficient_material(self.attacker) || !self.attacker_mates(&child, moves)?;
            if escapes {
                self.remember(key, moves, false);
                return Ok(false);
            }
        }
        self.remember(key, moves, true);
        Ok(true)
    }
}

/// Is there a short series of legal moves, both sides cooperating, that ends with `winner`
/// checkmating? A found line proves that `winner` can still mate; not finding one proves nothing.
pub fn short_helpmate(pos: &Chess, winner: Color) -> bool {
    let mut budget = Budget::new(Limits { nodes: HELPMATE_NODES, time_left: None });
    (1..=HELPMATE_PLIES).any(|plies| matches!(helpmate(pos, winner, plies, &mut budget), Ok(true)))
}

fn helpmate(pos: &Chess, winner: Color, plies: u32, budget: &mut Budget<'_>) -> Result<bool, OutOfBudget> {
    if pos.is_checkmate() {
        return Ok(pos.turn() != winner);
    }
    if plies == 0 {
        return Ok(false);
    }
    if plies == 1 && pos.turn() != winner {
        return Ok(false);
    }
    for m in pos.legal_moves() {
        budget.spend()?;
        let mut child = pos.clone();
        child.play_unchecked(m);
        if plies == 1 && !child.is_check() {
            continue;
        }
        if helpmate(&child, winner, plies - 1, budget)? {
            return Ok(true);
        }
    }
    Ok(false)
}
