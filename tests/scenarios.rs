//! Every scenario file — ours in tests/scenarios/, and ../shared/scenarios/ when it is beside the
//! repository — replayed through the library and through the `arbiter` binary. An expectation is a
//! subset of the outcome (numbers to 0.01 ms), as ../shared/scenarios/check.py reads it.
#![cfg(not(target_arch = "wasm32"))]

use fairclock::ground::json::{self, Value};

mod common;
use common::differs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn scenario_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("tests/scenarios"))
        .expect("tests/scenarios exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    if let Ok(shared) = std::fs::read_dir(root.join("../shared/scenarios")) {
        files.extend(
            shared.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "json")),
        );
    }
    files.sort();
    files
}

fn scenarios() -> Vec<(String, Value, Value)> {
    let mut all = Vec::new();
    for file in scenario_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        let list = json::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let list = list.as_array().unwrap_or_else(|| panic!("{}: not a list of scenarios", file.display())).clone();
        for s in list {
            let name =
                format!("{}: {}", file.file_name().unwrap().to_string_lossy(), s["name"].as_str().unwrap_or("?"));
            all.push((name, s["record"].clone(), s["expect"].clone()));
        }
    }
    all
}

#[test]
fn every_scenario_replays_as_expected() {
    let mut failures = Vec::new();
    let all = scenarios();
    assert!(all.len() >= 50, "only {} scenarios found", all.len());
    for (name, record, expect) in &all {
        let replayed = fairclock::ground::record::Record::from_value(record.clone())
            .and_then(|r| fairclock::replay::game::replay(&r).map(|g| fairclock::replay::outcome::outcome(&g)));
        let problem = match (replayed, expect.get("error").and_then(Value::as_bool).unwrap_or(false)) {
            (Err(e), true) => (e.message.trim().is_empty()).then(|| "an empty error message".to_owned()),
            (Err(e), false) => Some(format!("error: {e}")),
            (Ok(o), true) => Some(format!("wanted an error, got {o}")),
            (Ok(o), false) => differs(expect, &o, ""),
        };
        if let Some(p) = problem {
            failures.push(format!("{name}: {p}"));
        }
    }
    assert!(failures.is_empty(), "{} of {} scenarios failed:\n{}", failures.len(), all.len(), failures.join("\n"));
}

fn arbiter(input: &str, args: &[&str]) -> (i32, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the arbiter binary runs");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn the_arbiter_prints_outcomes_and_exits_2_with_an_error_object() {
    for (name, record, expect) in scenarios() {
        let (code, out) = arbiter(&record.to_string(), &["replay", "-"]);
        let parsed = json::parse(&out).unwrap_or_else(|e| panic!("{name}: not JSON ({e}): {out}"));
        if expect.get("error").and_then(Value::as_bool).unwrap_or(false) {
            assert_eq!(code, 2, "{name}");
            assert!(parsed["error"].as_str().is_some_and(|m| !m.trim().is_empty()), "{name}: {out}");
            assert!(parsed.get("event").is_some(), "{name}: the error names its event (or null)");
        } else {
            assert_eq!(code, 0, "{name}: {out}");
        }
    }
}

#[test]
fn the_arbiter_reads_jsonl_and_garbage_without_panicking() {
    let lines = "{\"rules\":\"fide-blitz\",\"time_control\":\"60\",\"events\":[{\"t\":0,\"type\":\"start\"}]}\n\
                 {\"rules\":\"fide-blitz\",\"time_control\":\"60\",\"events\":[{\"t\":0,\"type\":\"start\"},{\"t\":1,\"type\":\"press\",\"side\":\"white\"}]}\n";
    let (code, out) = arbiter(lines, &["replay", "--jsonl", "-"]);
    assert_eq!(code, 0);
    let outcomes: Vec<Value> = out.lines().map(|l| json::parse(l).unwrap()).collect();
    assert_eq!(outcomes.len(), 2);
    assert_eq!(outcomes[1]["to_move"], "black");
    for garbage in [
        "",
        "{",
        "null",
        "[]",
        "{\"rules\":1}",
        "\u{0}\u{1}",
        "{\"rules\":\"fide-blitz\",\"time_control\":\"60\",\"events\":{}}",
    ] {
        let (code, out) = arbiter(garbage, &["replay", "-"]);
        assert_eq!(code, 2, "{garbage:?}");
        let v = json::parse(&out).unwrap();
        assert!(v["error"].is_string(), "{garbage:?}: {out}");
    }
    let (code, _) = arbiter("", &["frobnicate"]);
    assert_eq!(code, 2);
}

/// The fields the record's writer keeps, in the header, an event and an analysis; others are
/// extra fields a reader may ignore.
const KNOWN: [&str; 20] = [
    "rules",
    "time_control",
    "white_time_control",
    "black_time_control",
    "fen",
    "draw_odds",
    "variations",
    "events",
    "t",
    "type",
    "side",
    "move",
    "ms",
    "moves",
    "kind",
    "by",
    "analysis",
    "verdict",
    "white_can_mate",
    "black_can_mate",
];

/// `written` says what `read` says: every field the writer knows has the same value (numbers
/// exactly, as f64), and nothing else is written.
fn same_record(read: &Value, written: &Value, path: &str) -> Option<String> {
    match (read, written) {
        (Value::Object(r), Value::Object(w)) => {
            let known = |k: &str| KNOWN.contains(&k) || k.ends_with("forced_mate") || k == "mate_in" || k == "depth";
            let kept: Vec<&(String, Value)> =
                r.iter().filter(|(k, v)| known(k) && (!v.is_null() || k == "mate_in")).collect();
            if kept.len() != w.len() {
                return Some(format!(
                    "{path}: read {:?}, wrote {:?}",
                    kept.iter().map(|(k, _)| k).collect::<Vec<_>>(),
                    written
                ));
            }
            kept.iter().find_map(|(k, v)| match written.get(k) {
                None => Some(format!("{path}.{k}: not written")),
                Some(wv) => same_record(v, wv, &format!("{path}.{k}")),
            })
        }
        (Value::Array(r), Value::Array(w)) if r.len() == w.len() => {
            r.iter().zip(w).enumerate().find_map(|(i, (a, b))| same_record(a, b, &format!("{path}[{i}]")))
        }
        (Value::Number(_) | Value::Integer(_), Value::Number(_) | Value::Integer(_)) => {
            (read.as_f64() != written.as_f64()).then(|| format!("{path}: read {read}, wrote {written}"))
        }
        (r, w) => (r != w).then(|| format!("{path}: read {r}, wrote {w}")),
    }
}

#[test]
fn every_readable_scenario_record_is_written_back_as_it_was_read() {
    use fairclock::ground::record::Record;
    let mut checked = 0;
    for (name, record, _) in scenarios() {
        let Ok(read) = Record::from_value(record.clone()) else { continue };
        let written = read.to_value();
        if let Some(problem) = same_record(&record, &written, "") {
            panic!("{name}: {problem}");
        }
        let again = Record::from_json(&read.to_json()).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(again, read, "{name}");
        assert_eq!(again.to_json(), read.to_json(), "{name}");
        checked += 1;
    }
    assert!(checked >= 40, "only {checked} records read");
}
