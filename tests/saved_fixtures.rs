//! Saved games, settings and setup memory in every form earlier builds stored them
//! (tests/fixtures/saved/, described in its README): each restores, and replays to the outcome
//! its scenario expects; a newer version's is refused with a clear message, never guessed at.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::differs;
use fairclock::ground::json::{self, FieldError, Value};
use fairclock::replay::{game::replay, outcome::outcome};
use fairclock::rules::FlagCalling;
use fairclock::rules::Rulebook;
use fairclock::session::saved::{Restored, Saved};
use fairclock::session::settings::Settings;
use fairclock::session::setup_memory::{Offered, SetupMemory};
use fairclock::session::timeline::Now;
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> String {
    let path: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/saved").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The wall clock when the fixtures were "stored", and 30 s later, when they are restored.
const STORED_AT: f64 = 1.7e12;
const CLOSED_FOR: f64 = 30_000.0;

#[test]
fn every_earlier_saved_game_restores_and_replays_to_its_outcome() {
    let index = json::parse(&fixture("expect.json")).unwrap();
    let cases = index.as_array().unwrap();
    assert!(cases.len() >= 20, "{} fixtures", cases.len());
    let mut failures = Vec::new();
    for case in cases {
        let file = case["file"].as_str().unwrap();
        let read = Saved::from_json(&fixture(file));
        if let Some(refused) = case.get("refused").and_then(Value::as_str) {
            match read {
                Err(e) if e.0.contains(refused) => {}
                other => failures.push(format!("{file}: wanted a refusal naming '{refused}', got {other:?}")),
            }
            continue;
        }
        let saved = match read {
            Ok(saved) => saved,
            Err(e) => {
                failures.push(format!("{file}: {e}"));
                continue;
            }
        };
        // Migrated forms say so, in words; this page's own form says nothing.
        let said = saved.migrated.clone().unwrap_or_default();
        match case.get("migrated").and_then(Value::as_str) {
            Some(words) if !said.contains(words) => {
                failures.push(format!("{file}: migration said '{said}', wanted '{words}'"))
            }
            None if !said.is_empty() => failures.push(format!("{file}: an unmigrated form said '{said}'")),
            _ => {}
        }
        let replayed = replay(&saved.record).map(|g| outcome(&g));
        match replayed {
            Ok(o) => {
                if let Some(p) = differs(&case["expect"], &o, "") {
                    failures.push(format!("{file}: {p}"));
                }
            }
            Err(e) => failures.push(format!("{file}: does not replay: {e}")),
        }
        // Restored after the page was closed for 30 s: charged to the running clock when the
        // save has a time anchor; a bare record has none, and nothing is charged.
        let anchored = saved.anchor.is_some();
        let last = saved.record.events.last().map_or(0.0, |e| e.t);
        match saved.restore(Now { wall_ms: STORED_AT + CLOSED_FOR, perf_ms: 10.0, mono_ms: None }) {
            Ok(Restored { session, timeline, .. }) => {
                let now = timeline.record_ms(10.0);
                let wanted = if anchored { last + CLOSED_FOR } else { last };
                if (now - wanted).abs() > 0.001 {
                    failures.push(format!("{file}: restored at record time {now}, wanted {wanted}"));
                }
                if Some(session.record.events.len() as u64) != case.get("events").and_then(Value::as_u64) {
                    failures.push(format!("{file}: {} events restored", session.record.events.len()));
                }
            }
            Err(e) => failures.push(format!("{file}: does not restore: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn settings_from_every_earlier_form_are_read_and_a_newer_version_is_refused() {
    let read = |name: &str| Settings::from_value(&json::parse(&fixture(name)).unwrap());
    let first = read("settings.first-build.json").unwrap();
    assert_eq!(
        (first.flags, first.sound, first.tenths_below_s, first.white_far),
        (FlagCalling::Automatic, false, 10, false)
    );
    assert_eq!(first.speech_marks, Settings::default().speech_marks, "a field the first build had not: its default");
    let later = read("settings.unversioned.json").unwrap();
    assert_eq!(
        (later.flags, later.sound, later.tenths_below_s, later.white_far),
        (FlagCalling::PlayersClaim, true, 20, true)
    );
    // Written back, they carry this page's version and read back the same.
    let text = later.to_value().to_string();
    assert!(text.contains("\"version\":1"), "{text}");
    assert_eq!(Settings::from_value(&json::parse(&text).unwrap()).unwrap(), later);
    let newer = read("settings.v2-newer.json").unwrap_err();
    assert!(matches!(newer, FieldError::Newer { version: 2, reads: 1, .. }), "{newer:?}");
    assert_eq!(
        newer.to_string(),
        "The players' settings came from a newer version of the clock (format version 2); this page reads up to version 1"
    );
}

#[test]
fn the_setup_memory_from_before_versions_is_read_and_a_newer_one_is_refused() {
    let memory = SetupMemory::read(&fixture("setup.unversioned.json")).unwrap();
    assert_eq!(memory.rules, Rulebook::Uscf);
    assert!(memory.variation_14h);
    assert_eq!(memory.last.as_ref().unwrap().describe(), "White 5 min, delay 5 s, Black 4 min, delay 5 s");
    assert_eq!(memory.saved.len(), 1);
    assert_eq!(memory.saved[0].name, "Club night");
    assert_eq!(memory.heading.white.as_deref(), Some("Ana"));
    assert_eq!(
        SetupMemory::read(&memory.to_value().to_string()).unwrap(),
        memory,
        "written with a version, read back the same"
    );
    let newer = SetupMemory::read(&fixture("setup.v2-newer.json")).unwrap_err();
    assert!(newer.to_string().contains("came from a newer version of the clock (format version 2)"), "{newer}");
    // Text that is not JSON at all is the default memory, as before.
    assert_eq!(SetupMemory::read("{not json").unwrap(), SetupMemory::default());
}

#[test]
fn the_first_page_offers_what_earlier_builds_remembered_and_what_this_one_writes() {
    // Written before the controls' words were kept beside them: shown as stored.
    let offered = Offered::from_json(&fixture("setup.unversioned.json"));
    assert_eq!((offered.rules, offered.variation_14h), (Rulebook::Uscf, true));
    assert_eq!(offered.last.as_deref(), Some("White 300d5, Black 240d5"));
    assert_eq!(offered.saved, [("Club night".to_owned(), "1500+10".to_owned())]);
    // Rewritten by this build, in words, the same as the clock's own reading.
    let memory = SetupMemory::read(&fixture("setup.unversioned.json")).unwrap();
    assert_eq!(Offered::from_json(&memory.to_value().to_string()), Offered::of(&memory));
    // A newer version's memory is not read: the default offer, the memory left as it is.
    assert_eq!(Offered::from_json(&fixture("setup.v2-newer.json")), Offered::of(&SetupMemory::default()));
}
