//! Fuzzing every door user data comes in by: the time-control parser, FEN and move input, record
//! JSON, PGN import and the stored state. Each gets random text and valid inputs with random
//! damage; each must answer with a value or an error a person can act on, and never panic.
//!
//! Cases per target: `FUZZ_CASES` (default 3000, the suite's short run). The documented long run
//! (docs/testing.md, "Promises"): `FUZZ_CASES=200000 cargo test --release --test fuzz` — 7 targets ×
//! 200000 = 1.4·10⁶ inputs (one target's inputs are whole games).
#![cfg(not(target_arch = "wasm32"))]

use fairclock::ground::json::Value;
use fairclock::ground::record::Record;
use fairclock::ground::time_control::TimeControl;
use fairclock::replay::game::replay;
use fairclock::replay::outcome::outcome;
use fairclock::replay::pgn;
use fairclock::replay::position::{position_from_fen, read_move};
use fairclock::session::saved::Saved;
use fairclock::session::timeline::Now;
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

fn config() -> ProptestConfig {
    let cases = std::env::var("FUZZ_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(3000);
    ProptestConfig {
        cases,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("regressions"))),
        ..ProptestConfig::default()
    }
}

/// A valid input with random damage: bytes cut, characters inserted or replaced, a tail dropped.
fn damaged(valid: &'static [&'static str]) -> impl Strategy<Value = String> {
    let edit = (0usize..4, any::<prop::sample::Index>(), 0usize..6, "\\PC{0,3}");
    (prop::sample::select(valid), prop::collection::vec(edit, 1..5)).prop_map(|(text, edits)| {
        let mut chars: Vec<char> = text.chars().collect();
        for (kind, at, len, insert) in edits {
            let i = if chars.is_empty() { 0 } else { at.index(chars.len()) };
            match kind {
                0 => drop(chars.drain(i..(i + len).min(chars.len()))),
                1 => chars.splice(i..i, insert.chars()).for_each(drop),
                2 => chars.splice(i..(i + 1).min(chars.len()), insert.chars()).for_each(drop),
                _ => chars.truncate(i),
            }
        }
        chars.into_iter().collect()
    })
}

fn one_of(words: &'static [&'static str]) -> impl Strategy<Value = Value> {
    prop_oneof![
        4 => prop::sample::select(words).prop_map(Value::from),
        1 => "\\PC{0,8}".prop_map(Value::from),
        1 => any::<i64>().prop_map(Value::from),
        1 => Just(Value::Null),
    ]
}

const TYPES: &[&str] =
    &["start", "press", "pause", "resume", "adjust", "penalty", "claim", "decision", "resign", "draw_agreed"];
const SIDES: &[&str] = &["white", "black"];
const KINDS: &[&str] = &[
    "flag",
    "illegal_move",
    "threefold",
    "fifty_moves",
    "dead_position",
    "insufficient_material",
    "michigan_twenty",
    "queen_v_queen",
    "rook_v_rook",
    "identical_pieces",
    "quickplay_finish",
    "insufficient_losing_chances",
    "knocked_clock",
    "displaced_pieces",
    "two_hands",
    "hover",
    "frivolous_stop",
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
const RULES: &[&str] = &[
    "fide-standard",
    "fide-rapid",
    "fide-blitz",
    "uscf",
    "uscf-blitz",
    "scholastic-blitz-2004",
    "speed-chess-2000",
    "blitz-common",
    "quickplay-2001",
];
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
            let e = Value::object([
                ("dt", dt.into()),
                ("type", ty),
                ("side", side.clone()),
                ("by", side),
                ("kind", kind),
                ("ms", ms.into()),
                ("verdict", verdict),
            ]);
            e.with_some("fen", fen).with_some("move", mv)
        })
}

fn record() -> impl Strategy<Value = Value> {
    (
        one_of(RULES),
        one_of(CONTROLS),
        prop::option::of(one_of(FENS)),
        prop::collection::vec(event(), 0..40),
        any::<bool>(),
    )
        .prop_map(|(rules, tc, fen, events, backwards)| {
            // Mostly increasing times, sometimes one that goes back.
            let mut t = 0.0;
            let events: Vec<Value> = events
                .into_iter()
                .enumerate()
                .map(|(i, mut e)| {
                    let dt = e["dt"].as_f64().unwrap_or(0.0) * 37.5;
                    t = if backwards && i == 3 { t - 1.0 } else { t + dt };
                    e.insert("t", t.into());
                    e
                })
                .collect();
            Value::object([("rules", rules), ("time_control", tc), ("events", events.into())]).with_some("fen", fen)
        })
}

proptest! {
    #![proptest_config(config())]

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

const VALID_CONTROLS: &[&str] = &[
    "180+2",
    "40/5400+30:1800+30",
    "300d3",
    "300b3",
    "*60",
    "3600j5x30",
    "3600c25/300",
    "0.5",
    "3+2",
    "5|3",
    "G/5;d3",
    "90/40+30, 30+30",
];
const VALID_FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "4k3/8/8/8/8/8/8/3rK3 w - - 0 30",
];
const VALID_MOVES: &[&str] = &["e4", "Nf3", "e2e4", "O-O", "exd5", "e7e8=Q+", "Qxf7#", "g1f3", "a7a8q"];
const VALID_PGNS: &[&str] = &[
    "[Event \"x\"]\n[TimeControl \"180+2\"]\n[Result \"1-0\"]\n\n1. e4 { [%clk 0:03:01.4] } f5 { [%clk 0:03:01.7] } 2. exf5 { [%clk 0:03:03.2] } g5 { [%clk 0:03:03.4] } 3. Qh5# { [%clk 0:03:05.1] } 1-0\n",
    "[FEN \"7k/P7/8/8/8/8/8/K7 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. a8=Q+ (1. Kb2 $1) Kh7 ; a comment\n2. Qb7+ *",
];
const VALID_SAVES: &[&str] = &[
    r#"{"version":1,"record":{"rules":"fide-blitz","time_control":"180+2","events":[{"t":0,"type":"start"},{"t":1500,"type":"press","side":"white","move":"e4"},{"t":2000,"type":"pause"}]},"anchor":{"wall_ms":1.7e12,"record_ms":2500},"settings":{"flags":"claim","sound":true}}"#,
    r#"{"rules":"uscf","time_control":"300d5","events":[{"t":0,"type":"start"},{"t":900,"type":"press","side":"white"}]}"#,
    // Every form earlier builds stored (tests/fixtures/saved/README.md).
    include_str!("fixtures/saved/flag-instant.v1-first-build.json"),
    include_str!("fixtures/saved/illegal-fide-blitz-first-minute.v1-settings-unversioned.json"),
    include_str!("fixtures/saved/threefold-upheld.unversioned.json"),
    include_str!("fixtures/saved/resign.bare-record.json"),
    include_str!("fixtures/saved/fischer-exact.v2-newer.json"),
];

/// The players' settings and the setup memory as earlier builds stored them.
const VALID_STORED_SETTINGS: &[&str] = &[
    include_str!("fixtures/saved/settings.first-build.json"),
    include_str!("fixtures/saved/settings.unversioned.json"),
    include_str!("fixtures/saved/settings.v2-newer.json"),
    include_str!("fixtures/saved/setup.unversioned.json"),
    include_str!("fixtures/saved/setup.v2-newer.json"),
];

/// An error worth showing: it says something.
fn readable(message: &str) -> bool {
    message.trim().len() >= 8
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn a_time_control_parses_or_says_what_is_wrong(text in prop_oneof!["\\PC{0,40}", damaged(VALID_CONTROLS)]) {
        for parsed in [TimeControl::from_pgn(&text), TimeControl::parse_typed(&text)] {
            match parsed {
                Ok(tc) => prop_assert_eq!(TimeControl::from_pgn(&tc.to_string()).ok(), Some(tc), "round trip of {:?}", text),
                Err(e) => prop_assert!(readable(&e.to_string()), "{:?}: {}", text, e),
            }
        }
    }

    #[test]
    fn a_fen_and_a_move_read_or_say_what_is_wrong(
        fen in prop_oneof!["\\PC{0,90}", damaged(VALID_FENS)],
        mv in prop_oneof!["\\PC{0,8}", damaged(VALID_MOVES)],
    ) {
        match position_from_fen(&fen) {
            Ok(position) => {
                if let Err(e) = read_move(&position, &mv) {
                    prop_assert!(readable(&e.to_string()), "{:?}: {}", mv, e);
                }
            }
            Err(e) => prop_assert!(readable(&e.to_string()), "{:?}: {}", fen, e),
        }
    }

    #[test]
    fn an_imported_text_is_a_game_or_says_where_it_is_wrong(text in prop_oneof!["\\PC{0,300}", damaged(VALID_PGNS), damaged(VALID_SAVES)]) {
        if let Err(e) = pgn::import_any(&text) {
            let e = e.to_string();
            prop_assert!(readable(&e), "{:?}: {}", text, e);
            if !text.trim_start().starts_with('{') {
                prop_assert!(e.contains("line"), "a PGN error names its place: {}", e);
            }
        }
    }

    #[test]
    fn stored_state_restores_or_says_what_is_wrong(text in prop_oneof!["\\PC{0,200}", damaged(VALID_SAVES)]) {
        let at = Now { wall_ms: 1.7e12 + 5_000.0, perf_ms: 10.0, mono_ms: Some(20_000.0) };
        match Saved::from_json(&text).and_then(|s| s.restore(at)) {
            Ok(restored) => {
                let now = restored.timeline.record_ms(10.0);
                prop_assert!(restored.session.record.events.last().is_none_or(|e| now >= e.t));
            }
            Err(e) => prop_assert!(readable(&e.0), "{:?}: {}", text, e),
        }
    }

    #[test]
    fn stored_settings_and_setup_memory_read_or_say_what_is_wrong(text in prop_oneof!["\\PC{0,200}", damaged(VALID_STORED_SETTINGS)]) {
        if let Ok(value) = fairclock::ground::json::parse(&text)
            && let Err(e) = fairclock::session::settings::Settings::from_value(&value)
        {
            prop_assert!(readable(&e.to_string()), "{:?}: {}", text, e);
        }
        match fairclock::session::setup_memory::SetupMemory::read(&text) {
            Err(e) => prop_assert!(readable(&e.to_string()), "{:?}: {}", text, e),
            // The first page's reading of the same text offers what the clock would, name for name.
            Ok(memory) => {
                let offered = fairclock::session::setup_memory::Offered::from_json(&text);
                let names = |saved: &[(String, String)]| saved.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
                let clocks = fairclock::session::setup_memory::Offered::of(&memory);
                prop_assert!(names(&clocks.saved).iter().all(|n| names(&offered.saved).contains(n)), "{:?}", text);
                prop_assert_eq!((offered.rules, offered.variation_14h), (clocks.rules, clocks.variation_14h));
                // Forgetting from the first page leaves text the clock reads, without that name.
                if let Some((name, _)) = offered.saved.first()
                    && let Some(after) = fairclock::session::setup_memory::forget_stored(&text, name)
                {
                    let memory = fairclock::session::setup_memory::SetupMemory::from_json(&after);
                    prop_assert!(memory.saved.iter().all(|n| !n.name.eq_ignore_ascii_case(name)), "{:?}", after);
                }
            }
        }
    }
}
