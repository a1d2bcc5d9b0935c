//! The outcome of a replay, as the spec's JSON object.

use crate::board::fen_of;
use crate::game::Game;
use crate::record::Side;
use crate::rules::{Effect, Verdict};
use serde_json::{Value, json};

fn side(c: shakmaty::Color) -> Side {
    Side::from(c)
}

fn effects(v: &Verdict) -> Value {
    v.effects.iter().map(|Effect { side: s, add_ms }| json!({ "side": side(*s), "add_ms": add_ms })).collect()
}

/// The outcome object of `arbiter replay`: result, termination, rule, clocks, flags, claims, and
/// (beyond the spec) penalties, periods and the position when moves were recorded.
pub fn outcome(game: &Game) -> Value {
    let t = game.last_t.unwrap_or_default();
    let clocks = game.clock.remaining_at(t);
    let ending = game.ending.as_ref();
    let claims: Vec<Value> = game
        .claims
        .iter()
        .map(|c| {
            let mut o = json!({
                "event": c.event,
                "by": side(c.by),
                "kind": c.kind.id(),
                "verdict": c.verdict.kind.id(),
                "result": c.verdict.result.map(|r| r.pgn()),
                "rule": c.verdict.rule,
                "effects": effects(&c.verdict),
                "explanation": c.verdict.explanation,
            });
            if let Some(d) = c.decision {
                o["decision"] = json!(format!("{d:?}").to_lowercase());
            }
            o
        })
        .collect();
    let penalties: Vec<Value> = game
        .penalties
        .iter()
        .map(|p| {
            json!({
                "event": p.event,
                "side": side(p.side),
                "kind": p.infraction.id(),
                "result": p.verdict.result.map(|r| r.pgn()),
                "rule": p.verdict.rule,
                "effects": effects(&p.verdict),
                "explanation": p.verdict.explanation,
            })
        })
        .collect();
    let sides = &game.clock.sides;
    json!({
        "result": ending.map_or("*", |e| e.result.pgn()),
        "termination": ending.map(|e| e.termination.id()),
        "rule": ending.map(|e| e.rule.clone()),
        "clocks_ms": { "white": clocks.white.as_ms(), "black": clocks.black.as_ms() },
        "flags": game.clock.flags.iter().map(|f| json!({ "side": side(f.side), "t": f.fell_at.as_ms() })).collect::<Vec<_>>(),
        "moves": sides.white.moves.min(sides.black.moves),
        "to_move": side(game.clock.turn),
        "periods": { "white": sides.white.period_number(), "black": sides.black.period_number() },
        "claims": claims,
        "penalties": penalties,
        "fen": game.board.position().map(fen_of),
    })
}
