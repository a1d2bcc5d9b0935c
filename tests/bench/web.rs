//! The rules engine's figures in the browser: the same work as the native criterion benches
//! (`benches/clock.rs`, `benches/rules.rs`), compiled to wasm in release and timed with
//! `performance.now()` in headless Chromium. Not a test: it asserts nothing and prints figures
//! (`bench_web: name = value`) that `scripts/bench.sh` collects; the normal test commands never
//! build it (`required-features = ["bench-web"]`).
//!
//! chasolver's positions file is compiled in from the path in `FAIRCLOCK_POSITIONS`, which
//! `scripts/bench.sh` sets to the copy in Cargo's registry (nothing of it is in this repository).
#![cfg(target_arch = "wasm32")]

use fairclock::ground::micros::Micros;
use fairclock::replay::game::replay;
use fairclock::replay::position::position_from_fen;
use fairclock::rules::material;
use fairclock::session::display::{DisplayFormat, format_time};
use shakmaty::{Chess, Color};
use std::hint::black_box;
use wasm_bindgen_test::*;

#[path = "../../benches/fixtures/mod.rs"]
mod fixtures;
use fixtures::{FLAG_CLAIMS, flag_claim, labelled_positions, long_record};

wasm_bindgen_test_configure!(run_in_browser);

const POSITIONS: &str = include_str!(env!(
    "FAIRCLOCK_POSITIONS",
    "scripts/bench.sh sets FAIRCLOCK_POSITIONS to chasolver's tests/positions.txt"
));

fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// The median time of one call of `f`, in µs, over 11 batches each long enough (≥ 20 ms) for
/// the browser's clock, which is coarsened to 0.1 ms on a page that is not cross-origin isolated.
fn per_call(mut f: impl FnMut()) -> f64 {
    let mut n = 1u32;
    loop {
        let t = now();
        for _ in 0..n {
            f();
        }
        if now() - t >= 20.0 || n >= 1 << 24 {
            break;
        }
        n *= 2;
    }
    let mut samples: Vec<f64> = (0..11)
        .map(|_| {
            let t = now();
            for _ in 0..n {
                f();
            }
            (now() - t) * 1000.0 / f64::from(n)
        })
        .collect();
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

fn report(name: &str, value: String) {
    console_log!("bench_web: {name} = {value}");
}

#[wasm_bindgen_test]
fn clock_figures() {
    let record = long_record();
    report("replay a 300-move record", format!("{:.2} µs", per_call(|| drop(black_box(replay(black_box(&record)))))));
    let game = replay(&record).expect("the benchmark record replays");
    let at = game.last_t.unwrap_or_default() + Micros(1_234_567);
    let format = DisplayFormat::default();
    report(
        "one frame: both readings and their text",
        format!(
            "{:.3} µs",
            per_call(|| {
                let r = game.clock.reading(black_box(at));
                black_box((format_time(r.white.shown, format), format_time(r.black.shown, format)));
            })
        ),
    );
}

#[wasm_bindgen_test]
fn flag_claims() {
    for (name, rulebook, fen) in FLAG_CLAIMS {
        let position = position_from_fen(fen).expect("benchmark FEN");
        let (claim, situation) = flag_claim(rulebook, &position);
        report(
            name,
            format!(
                "{:.2} µs",
                per_call(|| drop(black_box(rulebook.resolve(black_box(&claim), black_box(&situation)))))
            ),
        );
    }
}

/// Each side's winnability (FIDE 6.9, chasolver) over chasolver's positions, one position at a
/// time; a fast one is repeated until 2 ms have passed, so that the coarse clock can time it.
/// The page yields to the browser every 100 ms, so that the test runner keeps hearing from it.
#[wasm_bindgen_test]
async fn dead_positions() {
    let mut times = Vec::new();
    let (mut agree, mut disagree, mut undetermined) = (0, 0, 0);
    let mut last_yield = now();
    for (expected, fen) in labelled_positions(POSITIONS) {
        let Ok(position): Result<Chess, _> = position_from_fen(fen) else { continue };
        let analyse =
            || (material::fide(&position, Color::White).sufficient, material::fide(&position, Color::Black).sufficient);
        let start = now();
        let found = analyse();
        let mut elapsed = now() - start;
        if elapsed < 2.0 {
            let start = now();
            let mut n = 0u32;
            while now() - start < 2.0 {
                black_box(analyse());
                n += 1;
            }
            elapsed = (now() - start) / f64::from(n);
        }
        times.push((elapsed, fen));
        match found {
            (Some(w), Some(b)) if (w, b) == expected => agree += 1,
            (Some(_), Some(_)) => disagree += 1,
            _ => undetermined += 1,
        }
        if now() - last_yield > 100.0 {
            gloo_timers::future::TimeoutFuture::new(0).await;
            last_yield = now();
        }
    }
    times.sort_by(|a, b| a.0.total_cmp(&b.0));
    let n = times.len();
    let (worst, worst_fen) = times[n - 1];
    report("dead-position analysis positions", n.to_string());
    report("dead-position analysis median", format!("{:.0} µs", times[n / 2].0 * 1000.0));
    report("dead-position analysis 99th percentile", format!("{:.1} ms", times[n * 99 / 100].0));
    report("dead-position analysis worst", format!("{worst:.0} ms ({worst_fen})"));
    report(
        "dead-position analysis agreement",
        format!("{agree} agree, {disagree} disagree, {undetermined} undetermined"),
    );
}
