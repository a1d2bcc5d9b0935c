//! `arbiter replay RECORD.json` — replays a game record and prints its outcome as JSON.
//!
//!     arbiter replay RECORD.json        # or '-' for standard input
//!     arbiter replay --jsonl FILE       # one record per line, one outcome per line
//!
//! Exit 0 with the outcome; exit 2 with `{"error": "...", "event": N-or-null}` when a record cannot
//! be replayed. It never panics on input.

use fairclock::ground::record::{Record, RecordError};
use fairclock::replay::game::replay;
use fairclock::replay::outcome::outcome;
use std::io::Read;
use std::process::ExitCode;

const USAGE: &str = "usage: arbiter replay [--jsonl] RECORD.json|-";

fn replay_text(text: &str) -> Result<fairclock::ground::json::Value, RecordError> {
    let record = Record::from_json(text)?;
    replay(&record).map(|g| outcome(&g))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (jsonl, path) = match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["replay", path] => (false, path.to_string()),
        ["replay", "--jsonl", path] | ["replay", path, "--jsonl"] => (true, path.to_string()),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut text = String::new();
    let read = if path == "-" {
        std::io::stdin().read_to_string(&mut text).map(|_| ())
    } else {
        std::fs::read_to_string(&path).map(|t| text = t)
    };
    if let Err(e) = read {
        let error = RecordError::header(format!("cannot read '{path}': {e}"));
        println!("{}", error.to_json());
        return ExitCode::from(2);
    }
    let mut failed = false;
    let records: Vec<&str> = if jsonl { text.lines().filter(|l| !l.trim().is_empty()).collect() } else { vec![&text] };
    for r in records {
        match replay_text(r) {
            Ok(o) => println!("{o}"),
            Err(e) => {
                println!("{}", e.to_json());
                failed = true;
            }
        }
    }
    if failed { ExitCode::from(2) } else { ExitCode::SUCCESS }
}
