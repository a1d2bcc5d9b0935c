//! Rules-engine figures: a flag claim on typical positions (criterion), and dead-position analysis
//! (FIDE 5.2.2 / 6.9, chasolver) over chasolver's own test positions: median, worst, agreement.
//!
//! The positions file ships in chasolver's crate source, which Cargo has downloaded to build this
//! one; set CHASOLVER_POSITIONS to point elsewhere. Nothing of it is copied into this repository.

use criterion::{Criterion, criterion_group};
use fairclock::board::position_from_fen;
use fairclock::rules::material;
use fairclock::rules::{Claim, ClaimKind, ControlFacts, FlagFall, Rulebook, Situation};
use shakmaty::{ByColor, Chess, Color};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

fn flag_claim(c: &mut Criterion) {
    let flags = [FlagFall { side: Color::White, t_ms: 180_000.0 }];
    let cases = [
        ("flag claim, middlegame (FIDE blitz)", Rulebook::FideBlitz, "rnbq1rk1/ppp1bppp/4pn2/3p2B1/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 1 7"),
        ("flag claim, K+N v K+P (FIDE blitz)", Rulebook::FideBlitz, "7k/8/8/8/8/2n5/7P/K7 w - - 0 40"),
        ("flag claim, lone knight (USCF 14E)", Rulebook::Uscf, "7k/8/8/8/8/2n5/8/K7 w - - 0 40"),
    ];
    for (name, rulebook, fen) in cases {
        let position = position_from_fen(fen).expect("benchmark FEN");
        let claim = Claim { by: Color::Black, kind: ClaimKind::Flag, illegal_move: None };
        let situation = Situation {
            rulebook,
            t_ms: 181_000.0,
            position: Some(&position),
            repetitions: None,
            flags: &flags,
            remaining_ms: ByColor { white: 0.0, black: 42_000.0 },
            clock_side: Color::White,
            last_press: Some(Color::Black),
            control: ControlFacts { sudden_death: true, delay: false, increment: false },
            illegal_moves: ByColor { white: 0, black: 0 },
            earlier_claims: &[],
            recorded_can_mate: ByColor::new_with(|_| None),
        };
        c.bench_function(name, |b| b.iter(|| rulebook.resolve(black_box(&claim), black_box(&situation))));
    }
}

criterion_group!(benches, flag_claim);

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
    for line in text.lines().filter(|l| !l.starts_with('#') && l.len() > 3) {
        let (label, fen) = line.split_at(2);
        let Ok(position): Result<Chess, _> = position_from_fen(fen.trim()) else { continue };
        let start = Instant::now();
        let white = material::fide(&position, Color::White).sufficient;
        let black = material::fide(&position, Color::Black).sufficient;
        times.push((start.elapsed(), fen.trim().to_owned()));
        let expected = (label.as_bytes()[0] == b'W', label.as_bytes()[1] == b'B');
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
