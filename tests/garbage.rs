//! Bad records get an error a person can act on, never a panic: random records, built from the
//! spec's vocabulary mixed with garbage, fed to the replay.
#![cfg(not(target_arch = "wasm32"))]

use fairclock::game::replay;
use fairclock::outcome::outcome;
use fairclock::record::Record;
use proptest::prelude::*;
use serde_json::{Value, json};

fn one_of(words: &'static [&'static str]) -> impl Strategy<Value = Value> {
    prop_oneof![
        4 => prop::sample::select(words).prop_map(|w| json!(w)),
        1 => "\\PC{0,8}".prop_map(|s| json!(s)),
        1 => any::<i64>().prop_map(|n| json!(n)),
        1 => Just(Value::Null),
    ]
}

const TYPES: &[&str] = &["start", "press", "pause", "resume", "adjust", "penalty", "claim", "decision", "resign", "draw_agreed"];
const SIDES: &[&str] = &["white", "black"];
const KINDS: &[&str] = &[
    "flag", "illegal_move", "threefold", "fifty_moves", "dead_position", "insufficient_material", "michigan_twenty",
    "queen_v_queen", "rook_v_rook", "identical_pieces", "quickplay_finish", "insufficient_losing_chances",
    "knocked_clock", "displaced_pieces", "two_hands", "hover", "frivolous_stop",
];
const MOVES: &[&str] = &["e4", "e5", "Nf3", "Nc6", "Kd2", "e2e4", "e7e8q", "O-O", "Qxf7#", "Kxd1", "a1a1", "Z9"];
const FENS: &[&str] = &[
    "4k3/8/8/8/8/8/8/3rK3 w - - 0 30",
    "7k/8/8/8/8/2n5/7P/K7 w - - 0 40",
    "8/8/8/8/8/2b1k1b1/8/3RKR2 w - - 0 1",
    "8/8/3k4/3r4/8/8/3R4/4K3 w - - 0 60",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "8/8/8/8/8/8/8/8 w - - 0 1",
    "k7/8/8/8/8/8/8/7K w - - 0 1",
    "not a fen",
];
const RULES: &[&str] = &["fide-standard", "fide-rapid", "fide-blitz", "uscf", "uscf-blitz", "scholastic-blitz-2004", "speed-chess-2000", "blitz-common", "quickplay-2001"];
const CONTROLS: &[&str] = &["60", "180+2", "300d3", "300b3", "2/60:30", "*60", "10j3x5", "10c2/20", "0.5", "3+", "-"];
const VERDICTS: &[&str] = &["draw", "postpone", "reject"];

fn event() -> impl Strategy<Value = Value> {
    (
        0u32..4000,
        one_of(TYPES),
        one_of(SIDES),
        one_of(KINDS),
        prop::option::of(one_of(FENS)),
        prop::option::of(one_of(MOVES)),
        -200_000i64..200_000,
        one_of(VERDICTS),
    )
        .prop_map(|(dt, ty, side, kind, fen, mv, ms, verdict)| {
            let mut e = json!({ "dt": dt, "type": ty, "side": side, "by": side, "kind": kind, "ms": ms, "verdict": verdict });
            if let Some(f) = fen { e["fen"] = f; }
            if let Some(m) = mv { e["move"] = m; }
            e
        })
}

fn record() -> impl Strategy<Value = Value> {
    (one_of(RULES), one_of(CONTROLS), prop::option::of(one_of(FENS)), prop::collection::vec(event(), 0..40), any::<bool>())
        .prop_map(|(rules, tc, fen, events, backwards)| {
            // Mostly increasing times, sometimes one that goes back.
            let mut t = 0.0;
            let events: Vec<Value> = events
                .into_iter()
                .enumerate()
                .map(|(i, mut e)| {
                    let dt = e["dt"].as_f64().unwrap_or(0.0) * 37.5;
                    t = if backwards && i == 3 { t - 1.0 } else { t + dt };
                    e["t"] = json!(t);
                    e
                })
                .collect();
            let mut r = json!({ "rules": rules, "time_control": tc, "events": events });
            if let Some(f) = fen { r["fen"] = f; }
            r
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn a_record_replays_or_says_what_is_wrong(r in record()) {
        match Record::from_value(r).and_then(|rec| replay(&rec)) {
            Ok(game) => {
                let o = outcome(&game);
                prop_assert!(o["clocks_ms"]["white"].as_f64().is_some_and(|x| x >= 0.0));
                prop_assert!(o["clocks_ms"]["black"].as_f64().is_some_and(|x| x >= 0.0));
            }
            Err(e) => {
                prop_assert!(e.message.len() > 10, "an error a person can act on: {:?}", e.message);
                prop_assert!(e.to_json()["error"].is_string());
            }
        }
    }

    #[test]
    fn any_text_is_a_record_or_an_error(s in "\\PC{0,200}") {
        if let Err(e) = Record::from_json(&s) {
            prop_assert!(!e.message.is_empty());
        }
    }
}
