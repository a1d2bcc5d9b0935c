//! Clock figures: replaying a 300-move record, and what one painted frame costs once it is replayed.

use criterion::{Criterion, criterion_group, criterion_main};
use fairclock::ground::micros::Micros;
use fairclock::replay::game::replay;
use fairclock::session::display::{DisplayFormat, format_time};
use std::hint::black_box;

mod fixtures;
use fixtures::long_record;

fn bench(c: &mut Criterion) {
    let record = long_record();
    c.bench_function("replay a 300-move record", |b| b.iter(|| replay(black_box(&record)).map(|g| g.events)));
    let game = replay(&record).expect("the benchmark record replays");
    let now = game.last_t.unwrap_or_default() + Micros(1_234_567);
    let format = DisplayFormat::default();
    c.bench_function("one frame: both readings and their text", |b| {
        b.iter(|| {
            let r = game.clock.reading(black_box(now));
            (format_time(r.white.shown, format), format_time(r.black.shown, format))
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
