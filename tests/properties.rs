//! Invariants of the clock, over random games: time is conserved, never negative, the reading at
//! an instant is the state a stop at that instant would leave, and time controls round-trip.
#![cfg(not(target_arch = "wasm32"))]

use fairclock::ground::micros::Micros;
use fairclock::ground::time_control::{Bonus, Overtime, Period, TimeControl};
use fairclock::replay::clock::Clock;
use proptest::prelude::*;
use shakmaty::Color;

fn secs(s: i64) -> Micros {
    Micros::from_secs(s)
}

fn bonus() -> impl Strategy<Value = Bonus> {
    prop_oneof![
        Just(Bonus::None),
        (1i64..30_000_000).prop_map(|u| Bonus::Increment(Micros(u))),
        (1i64..30_000_000).prop_map(|u| Bonus::SimpleDelay(Micros(u))),
        (1i64..30_000_000).prop_map(|u| Bonus::Bronstein(Micros(u))),
        (1i64..30_000_000, 1i64..20_000_000_000)
            .prop_map(|(u, cap)| Bonus::CappedIncrement { increment: Micros(u), cap: Micros(cap) }),
    ]
}

fn period(moves: Option<u32>) -> impl Strategy<Value = Period> {
    (1i64..20_000_000_000, bonus()).prop_map(move |(t, bonus)| {
        // A cap is at least the main time: the generated one is how far above it.
        let bonus = match bonus {
            Bonus::CappedIncrement { increment, cap } => Bonus::CappedIncrement { increment, cap: Micros(t) + cap },
            b => b,
        };
        Period { moves, time: Micros(t), bonus }
    })
}

/// Any control the notation can express.
fn time_control() -> impl Strategy<Value = TimeControl> {
    let periods =
        (prop::collection::vec((1u32..80).prop_flat_map(|m| period(Some(m))), 0..3), prop::option::of(period(None)))
            .prop_filter_map("at least one period", |(mut ps, last)| {
                ps.extend(last);
                (!ps.is_empty()).then_some(ps)
            });
    let overtime = prop_oneof![
        Just(None),
        (1u32..10, 1i64..60_000_000).prop_map(|(periods, t)| Some(Overtime::ByoYomi { periods, time: Micros(t) })),
        (1u32..30, 1i64..600_000_000).prop_map(|(moves, t)| Some(Overtime::Canadian { moves, time: Micros(t) })),
    ];
    prop_oneof![
        (periods, overtime).prop_map(|(periods, overtime)| {
            let last = periods[periods.len() - 1];
            let overtime = if last.moves.is_none() && last.bonus == Bonus::None { overtime } else { None };
            TimeControl::Periods { periods, overtime }
        }),
        (1i64..20_000_000_000).prop_map(|t| TimeControl::Hourglass { time: Micros(t) }),
        Just(TimeControl::CountUp),
    ]
}

/// What happens between two presses: think for `think` µs, maybe with a pause in the middle.
#[derive(Debug, Clone)]
struct Turn {
    think: i64,
    pause: Option<(i64, i64)>,
    adjust: Option<(bool, i64)>,
}

fn turns(max_think: i64) -> impl Strategy<Value = Vec<Turn>> {
    prop::collection::vec(
        (
            0..max_think,
            prop::option::of((0..max_think, 0..max_think)),
            prop::option::weighted(0.1, (any::<bool>(), -5_000_000i64..5_000_000)),
        ),
        0..120,
    )
    .prop_map(|v| v.into_iter().map(|(think, pause, adjust)| Turn { think, pause, adjust }).collect())
}

/// Plays `turns` on a clock; returns the clock and, per side, the running time of each turn and
/// the arbiter's adjustments.
fn play(white: TimeControl, black: TimeControl, turns: &[Turn]) -> (Clock, [Vec<Micros>; 2], [Micros; 2]) {
    let mut clock = Clock::new(white, black, Color::White);
    let mut t = Micros(1_000);
    clock.start(t).unwrap();
    let mut ran: [Vec<Micros>; 2] = [vec![], vec![]];
    let mut adjusted = [Micros::ZERO; 2];
    for turn in turns {
        let side = clock.turn();
        let mut running = Micros(turn.think);
        // The last event's instant: events never go back in time (the record's rule).
        let mut last = t;
        if let Some((before, paused)) = turn.pause {
            let before = before.min(turn.think);
            clock.pause(t + Micros(before)).unwrap();
            clock.resume(t + Micros(before + paused)).unwrap();
            last = t + Micros(before + paused);
            t += Micros(paused);
            running = Micros(turn.think);
        }
        if let Some((white, us)) = turn.adjust {
            let s = if white { Color::White } else { Color::Black };
            clock.adjust(s, Micros(us), 0, last);
            adjusted[s as usize] += Micros(us);
        }
        t += Micros(turn.think);
        clock.press(side, t).unwrap();
        ran[side as usize].push(running);
    }
    (clock, ran, adjusted)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// An upheld illegal-move claim at any instant after any press: the player who pressed is on
    /// move again, its move counter one lower, and every display reads as it did (FIDE 7.1: "This
    /// includes the right not to change the clock times"; US Chess 11A) but for a period's time
    /// that press brought, which waits for the replacing move.
    #[test]
    fn a_reinstated_position_gives_the_move_back_and_keeps_the_displays(
        white in time_control(),
        black in time_control(),
        turns in turns(8_000_000),
        after in 0i64..8_000_000,
        paused in any::<bool>(),
    ) {
        prop_assume!(!turns.is_empty() && white.overtime().is_none() && black.overtime().is_none());
        let (mut clock, _, _) = play(white, black, &turns);
        let t = clock.now() + Micros(after);
        if paused {
            clock.pause(t).unwrap();
        }
        clock.advance(t);
        prop_assume!(clock.flags().is_empty());
        let offender = !clock.turn();
        let moves = clock.side(offender).moves();
        let period_time = clock.side(offender).control().time_added_after(moves).unwrap_or(Micros::ZERO);
        let before = clock.reading(t);
        clock.reinstate(offender, t);
        let after = clock.reading(t);
        prop_assert_eq!(clock.turn(), offender);
        prop_assert_eq!(clock.side(offender).moves(), moves - 1);
        prop_assert_eq!(clock.is_running(), !paused);
        prop_assert_eq!(after[!offender].shown, before[!offender].shown, "the claimant's time used stays used");
        prop_assert_eq!(after[offender].shown, (before[offender].shown - period_time).max(Micros::ZERO));
    }

    /// Time is conserved: initial + increments + delays given back + periods added + adjustments −
    /// remaining = time charged, as long as no flag fell (a fallen clock stops counting at zero).
    #[test]
    fn time_is_conserved(inc in 0i64..5_000_000, kind in 0u8..4, turns in turns(8_000_000)) {
        // The cap, 10 h, is above anything these turns reach: with it the conservation is Fischer's.
        let bonus = match kind {
            0 => Bonus::Increment(Micros(inc)),
            1 => Bonus::SimpleDelay(Micros(inc)),
            2 => Bonus::Bronstein(Micros(inc)),
            _ => Bonus::CappedIncrement { increment: Micros(inc), cap: secs(36_000) },
        };
        let tc = TimeControl::Periods {
            periods: vec![
                Period { moves: Some(20), time: secs(3600), bonus },
                Period { moves: None, time: secs(1800), bonus },
            ],
            overtime: None,
        };
        let turns: Vec<Turn> = turns.into_iter().map(|t| Turn { adjust: t.adjust.map(|(w, us)| (w, us.max(0))), ..t }).collect();
        let (clock, ran, adjusted) = play(tc.clone(), tc.clone(), &turns);
        prop_assert!(clock.flags().is_empty());
        for side in [Color::White, Color::Black] {
            let i = side as usize;
            let moves = ran[i].len() as i64;
            let mut expected = secs(3600) + adjusted[i];
            for r in &ran[i] {
                match bonus {
                    Bonus::Increment(x) | Bonus::CappedIncrement { increment: x, .. } => expected += x - *r,
                    Bonus::SimpleDelay(d) => expected -= (*r - d).max(Micros::ZERO),
                    Bonus::Bronstein(d) => expected -= *r - (*r).min(d),
                    Bonus::None => expected -= *r,
                }
            }
            if moves >= 20 { expected += secs(1800); }
            prop_assert_eq!(clock.side(side).remaining(), expected, "{:?}", side);
        }
    }

    /// No display ever reads below zero, whatever the control and however long a turn.
    #[test]
    fn remaining_is_never_negative(white in time_control(), black in time_control(), turns in turns(120_000_000), probe in 0i64..600_000_000) {
        let (clock, _, _) = play(white, black, &turns);
        let t = clock.now() + Micros(probe);
        let r = clock.reading(t);
        prop_assert!(r.white.shown >= Micros::ZERO && r.black.shown >= Micros::ZERO);
        let mut later = clock.clone();
        later.advance(t);
        for f in later.flags() { prop_assert!(f.fell_at <= t); }
        prop_assert!(later.flags().windows(2).all(|w| w[0].fell_at <= w[1].fell_at), "flags in the order they fell");
    }

    /// The reading at an instant is exactly what stopping the clock at that instant leaves.
    #[test]
    fn the_reading_at_an_instant_is_the_state_a_stop_would_leave(white in time_control(), black in time_control(), turns in turns(60_000_000), probe in 0i64..300_000_000) {
        let (clock, _, _) = play(white, black, &turns);
        let t = clock.now() + Micros(probe);
        let shown = clock.remaining_at(t);
        let mut stopped = clock.clone();
        stopped.pause(t).unwrap();
        prop_assert_eq!(stopped.remaining_at(t + secs(3600)), shown);
    }

    /// The PGN form of a control reads back as the same control.
    #[test]
    fn a_control_reads_back_from_its_pgn_form(tc in time_control()) {
        let pgn = tc.to_string();
        prop_assert_eq!(TimeControl::from_pgn(&pgn), Ok(tc), "{}", pgn);
    }

    /// Garbage never panics the parsers; an error always points inside the input or at its end.
    #[test]
    fn any_text_gets_a_control_or_an_error_that_points_at_it(s in "\\PC{0,24}") {
        for parsed in [TimeControl::from_pgn(&s), TimeControl::parse_typed(&s)] {
            if let Err(e) = parsed {
                prop_assert!(e.at <= s.chars().count());
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }
}
