//! Rules-engine figures: a flag claim on typical positions and the forced-mate search (criterion),
//! and dead-position analysis (FIDE 5.2.2 / 6.9, chasolver) over chasolver's own test positions:
//! median, worst, agreement.
//!
//! The positions file ships in chasolver's crate source, which Cargo has downloaded to build this
//! one; set CHASOLVER_POSITIONS to point elsewhere. Nothing of it is copied into this repository.

use criterion::{Criterion, criterion_group};
use fairclock::replay::position::position_from_fen;
use fairclock::rules::{material, search};
use shakmaty::{Chess, Color};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

mod fixtures;
use fixtures::{FLAG_CLAIMS, flag_claim as flag_claim_at, labelled_positions};

fn flag_claim(c: &mut Criterion) {
    for (name, rulebook, fen) in FLAG_CLAIMS {
        let position = position_from_fen(fen).expect("benchmark FEN");
        let (claim, situation) = flag_claim_at(rulebook, &position);
        c.bench_function(name, |b| b.iter(|| rulebook.resolve(black_box(&claim), black_box(&situation))));
    }
}

/// The replay's forced-mate search (US Chess 14E, Speed 10, Scholastic 7b/8e/8g/8i): deepening
/// until it finds a mate, or until its node budget runs out when there is none.
fn forced_mate(c: &mut Criterion) {
    let positions = [
        ("forced mate in 5, K+N v K+2P (found)", "K7/P1k5/8/8/8/8/7P/7n w - - 0 40"),
        ("no forced mate, K+N v K+P (the whole node budget)", "7k/8/8/8/8/2n5/7P/K7 w - - 0 40"),
        ("no forced mate, K+2N v K (the whole node budget)", "4k3/8/8/8/8/8/8/n1n1K3 w - - 0 50"),
    ];
    for (name, fen) in positions {
        let position = position_from_fen(fen).expect("benchmark FEN");
        c.bench_function(name, |b| b.iter(|| search::forced_mate(black_box(&position), Color::Black)));
    }
}

criterion_group!(benches, flag_claim, forced_mate);

fn positions_file() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CHASOLVER_POSITIONS") {
        return Some(PathBuf::from(p));
    }
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))?;
    std::fs::read_dir(home.join("registry/src")).ok()?.filter_map(Result::ok).find_map(|d| {
        let p = d.path().join("chasolver-3.0.0/tests/positions.txt");
        p.exists().then_some(p)
    })
}

/// Each side's winnability, timed, against the file's label (`WB`, `W-`, `-B`, `--`).
fn dead_positions() {
    let Some(path) = positions_file() else {
        println!("dead-position analysis: chasolver's positions.txt not found (set CHASOLVER_POSITIONS)");
        return;
    };
    let Ok(text) = std::fs::read_to_string(&path) else { return };
    let mut times: Vec<(Duration, String)> = Vec::new();
    let (mut agree, mut disagree, mut undetermined) = (0, 0, 0);
    for (expected, fen) in labelled_positions(&text) {
        let Ok(position): Result<Chess, _> = position_from_fen(fen) else { continue };
        let start = Instant::now();
        let white = material::fide(&position, Color::White).sufficient;
        let black = material::fide(&position, Color::Black).sufficient;
        times.push((start.elapsed(), fen.to_owned()));
        match (white, black) {
            (Some(w), Some(b)) if (w, b) == expected => agree += 1,
            (Some(_), Some(_)) => disagree += 1,
            _ => undetermined += 1,
        }
    }
    times.sort();
    let n = times.len();
    if n == 0 {
        return;
    }
    let median = times[n / 2].0;
    let p99 = times[n * 99 / 100].0;
    let (worst, worst_fen) = &times[n - 1];
    println!("dead-position analysis over {n} chasolver positions (both sides each):");
    println!("  median {median:?}, 99th percentile {p99:?}, worst {worst:?} ({worst_fen})");
    println!("  agree with the file's label: {agree}, disagree: {disagree}, undetermined: {undetermined}");
}

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    dead_positions();
}
