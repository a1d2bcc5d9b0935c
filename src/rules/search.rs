//! Bounded mate searches on shakmaty: the "forced win" some rulebooks ask a player to demonstrate,
//! and the short helpmate that proves, cheaply, that a side can still checkmate at all.
//!
//! Both searches are bounded by depth and by a node budget, so they answer within milliseconds on
//! any position; "not found" means "not found within the bound", and the callers say so.

use shakmaty::{Chess, Color, Position};

/// How many moves of the attacker the forced-mate search looks ahead ("mate in 3").
pub const FORCED_MATE_MOVES: u32 = 3;
/// How many positions the forced-mate search may visit before giving up.
const FORCED_MATE_NODES: u64 = 200_000;
/// How many half-moves the helpmate search looks ahead.
const HELPMATE_PLIES: u32 = 4;
const HELPMATE_NODES: u64 = 30_000;

/// The answer of a bounded search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Search {
    /// A mate was found in this many moves of the attacker.
    Mate(u32),
    /// No mate within the bound; `exhausted` when the node budget ran out before the bound.
    NotFound { exhausted: bool },
}

struct Budget(u64);

impl Budget {
    fn spend(&mut self) -> Result<(), Exhausted> {
        self.0 = self.0.checked_sub(1).ok_or(Exhausted)?;
        Ok(())
    }
}

struct Exhausted;

/// Can `attacker` force checkmate within [`FORCED_MATE_MOVES`] of its moves, whoever is to move,
/// against any defence?
pub fn forced_mate(pos: &Chess, attacker: Color) -> Search {
    let mut budget = Budget(FORCED_MATE_NODES);
    if pos.is_checkmate() {
        return if pos.turn() == attacker { Search::NotFound { exhausted: false } } else { Search::Mate(0) };
    }
    for moves in 1..=FORCED_MATE_MOVES {
        let found = if pos.turn() == attacker {
            attacker_mates(pos, attacker, moves, &mut budget)
        } else {
            defender_falls(pos, attacker, moves, &mut budget)
        };
        match found {
            Ok(true) => return Search::Mate(moves),
            Ok(false) => {}
            Err(Exhausted) => return Search::NotFound { exhausted: true },
        }
    }
    Search::NotFound { exhausted: false }
}

/// The attacker is to move and has `moves` moves left to mate.
fn attacker_mates(pos: &Chess, attacker: Color, moves: u32, budget: &mut Budget) -> Result<bool, Exhausted> {
    for m in pos.legal_moves() {
        budget.spend()?;
        let mut child = pos.clone();
        child.play_unchecked(m);
        // Only a check can mate; testing for it first is cheap.
        if child.is_check() && child.is_checkmate() {
            return Ok(true);
        }
        if moves > 1 && defender_falls(&child, attacker, moves - 1, budget)? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The defender is to move; does every defence lose to a mate within `moves` attacker moves?
fn defender_falls(pos: &Chess, attacker: Color, moves: u32, budget: &mut Budget) -> Result<bool, Exhausted> {
    let defences = pos.legal_moves();
    if defences.is_empty() {
        return Ok(pos.is_check());
    }
    for m in defences {
        budget.spend()?;
        let mut child = pos.clone();
        child.play_unchecked(m);
        if !attacker_mates(&child, attacker, moves, budget)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Is there a short series of legal moves, both sides cooperating, that ends with `winner`
/// checkmating? A found line proves that `winner` can still mate; not finding one proves nothing.
pub fn short_helpmate(pos: &Chess, winner: Color) -> bool {
    let mut budget = Budget(HELPMATE_NODES);
    (1..=HELPMATE_PLIES).any(|plies| matches!(helpmate(pos, winner, plies, &mut budget), Ok(true)))
}

fn helpmate(pos: &Chess, winner: Color, plies: u32, budget: &mut Budget) -> Result<bool, Exhausted> {
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
