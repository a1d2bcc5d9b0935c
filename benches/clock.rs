//! Clock figures: replaying a 300-move record, and what one painted frame costs once it is replayed.

use criterion::{Criterion, criterion_group, criterion_main};
use fairclock::display::{DisplayFormat, format_time};
use fairclock::game::replay;
use fairclock::micros::Micros;
use fairclock::record::{Event, EventKind, Record, Side};
use std::hint::black_box;

/// A 300-move game (600 presses) at irregular intervals, with a pause and an adjustment.
fn long_record() -> Record {
    let mut events = vec![Event { t: 0.0, kind: EventKind::Start }];
    let mut t = 0.0;
    for i in 0..600u32 {
        t += 500.0 + f64::from((i * 7919) % 4000) + 0.125;
        let side = if i % 2 == 0 { Side::White } else { Side::Black };
        events.push(Event { t, kind: EventKind::Press { side, mv: None } });
        if i == 300 {
            events.push(Event { t, kind: EventKind::Pause });
            events.push(Event { t: t + 60_000.0, kind: EventKind::Resume });
            t += 60_000.0;
        }
    }
    Record {
        rules: "fide-standard".into(),
        time_control: "40/5400+30:1800+30".into(),
        white_time_control: None,
        black_time_control: None,
        fen: None,
        events,
    }
}

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
