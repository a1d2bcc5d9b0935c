//! The outcome of a replay, as the spec's JSON object.

use crate::ground::json::Value;
use crate::ground::micros::Micros;
use crate::ground::time_control::COUNT_UP_LIMIT;
use crate::ground::vocabulary::Flag;
use crate::ground::vocabulary::side_id;
use crate::replay::game::Game;
use crate::replay::position::fen_of;
use crate::rules::{Effect, Verdict};
use shakmaty::Color;

fn side(c: shakmaty::Color) -> Value {
    side_id(c).into()
}

fn effects(v: &Verdict) -> Value {
    // The spec's outcome keeps milliseconds.
    v.effects
        .iter()
        .map(|Effect { side: s, add }| Value::object([("side", side(*s)), ("add_ms", add.as_ms().into())]))
        .collect()
}

/// The outcome object of `arbiter replay`: result, termination, rule, clocks, flags, claims, and
/// (beyond the spec) penalties, periods and the position when moves were recorded. Its keys are
/// in alphabetical order, as the arbiter has always printed them.
pub fn outcome(game: &Game) -> Value {
    let t = game.last_t.unwrap_or_default();
    // The time left; on a count-up clock (no time control), the time used, exactly.
    let clocks = game.clock.remaining_at(t);
    let sides_of = game.clock.sides();
    let clock_ms = |side: Color| {
        let left = clocks[side];
        if sides_of[side].control().counts_up() { COUNT_UP_LIMIT - left } else { left }
    };
    let ending = game.ending.as_ref();
    let claims: Value = game
        .claims
        .iter()
        .map(|c| {
            Value::object([
                ("event", c.event.into()),
                ("by", side(c.by)),
                ("kind", c.kind.id().into()),
                ("verdict", c.verdict.kind.id().into()),
                ("result", c.verdict.result.map(|r| r.pgn()).into()),
                ("rule", c.verdict.rule.clone().into()),
                ("effects", effects(&c.verdict)),
                ("explanation", c.verdict.explanation.clone().into()),
            ])
            .with_some("decision", c.decision.map(|d| format!("{d:?}").to_lowercase()))
            .with_some("increment_for_both_ms", c.verdict.increment_for_both.map(Micros::as_ms))
        })
        .collect();
    let penalties: Value = game
        .penalties
        .iter()
        .map(|p| {
            Value::object([
                ("event", p.event.into()),
                ("side", side(p.side)),
                ("kind", p.infraction.id().into()),
                ("result", p.verdict.result.map(|r| r.pgn()).into()),
                ("rule", p.verdict.rule.clone().into()),
                ("effects", effects(&p.verdict)),
                ("explanation", p.verdict.explanation.clone().into()),
            ])
        })
        .collect();
    let sides = game.clock.sides();
    let falls = |falls: &[Flag]| -> Value {
        falls.iter().map(|f| Value::object([("side", side(f.side)), ("t", f.fell_at.as_ms().into())])).collect()
    };
    // Every fall, in the order they fell (the spec's `flags`), a corrected one too.
    let flags = falls(&game.clock.all_falls());
    // Beyond the spec: falls a correction put back in play before anyone claimed them.
    let corrected = falls(game.clock.corrected_falls());
    let mut outcome = Value::object([
        ("result", ending.map_or("*", |e| e.result.pgn()).into()),
        ("termination", ending.map(|e| e.termination.id()).into()),
        ("rule", ending.map(|e| e.rule.clone()).into()),
        (
            "clocks_ms",
            Value::object([
                ("white", clock_ms(Color::White).as_ms().into()),
                ("black", clock_ms(Color::Black).as_ms().into()),
            ]),
        ),
        ("flags", flags),
        ("corrected_flags", corrected),
        ("moves", sides.white.moves().min(sides.black.moves()).into()),
        ("to_move", side(game.clock.turn())),
        (
            "periods",
            Value::object([
                ("white", sides.white.period_number().into()),
                ("black", sides.black.period_number().into()),
            ]),
        ),
        ("claims", claims),
        ("penalties", penalties),
        ("fen", game.board.position().map(fen_of).into()),
    ]);
    outcome.sort_keys();
    outcome
}
