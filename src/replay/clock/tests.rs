//! The clock's own cases: each control's arithmetic, flags at their instant, corrections.

use super::*;

fn tc(s: &str) -> TimeControl {
    TimeControl::from_pgn(s).unwrap()
}

fn ms(x: f64) -> Micros {
    Micros::from_ms(x).unwrap()
}

fn clock(s: &str) -> Clock {
    Clock::new(tc(s), tc(s), Color::White)
}

#[test]
fn fischer_increment_charges_the_exact_interval() {
    let mut c = clock("180+2");
    c.start(ms(0.0)).unwrap();
    c.press(Color::White, ms(1000.25)).unwrap();
    c.press(Color::Black, ms(2000.5)).unwrap();
    c.press(Color::White, ms(3000.75)).unwrap();
    c.press(Color::Black, ms(4001.0)).unwrap();
    let r = c.remaining_at(ms(4001.0));
    assert_eq!(r.white, ms(181999.5));
    assert_eq!(r.black, ms(181999.5));
}

#[test]
fn a_capped_increment_never_takes_the_clock_beyond_its_cap() {
    // 60 s + 5 s a move, never beyond 62 s.
    let mut c = clock("60+5<62");
    c.start(ms(0.0)).unwrap();
    c.press(Color::White, ms(1000.0)).unwrap();
    assert_eq!(c.side(Color::White).remaining(), Micros::from_secs(62), "59 s + 5 s, capped at 62");
    c.press(Color::Black, ms(5000.0)).unwrap();
    assert_eq!(c.side(Color::Black).remaining(), Micros::from_secs(61), "56 s + 5 s, under the cap");
    c.press(Color::White, ms(15000.0)).unwrap();
    assert_eq!(c.side(Color::White).remaining(), Micros::from_secs(57), "62 − 10 + 5");
}

#[test]
fn simple_delay_holds_the_main_time_for_the_delay() {
    let mut c = clock("300d3");
    c.start(ms(0.0)).unwrap();
    assert_eq!(c.reading(ms(1000.0)).white.delay, Some(ms(2000.0)));
    assert_eq!(c.reading(ms(1000.0)).white.shown, ms(300000.0));
    assert_eq!(c.reading(ms(4000.0)).white.shown, ms(299000.0));
    c.press(Color::White, ms(2000.0)).unwrap();
    c.press(Color::Black, ms(7000.0)).unwrap();
    let r = c.remaining_at(ms(7000.0));
    assert_eq!((r.white, r.black), (ms(300000.0), ms(298000.0)));
}

#[test]
fn a_time_per_move_gives_each_move_its_delay_and_flags_when_it_runs_out() {
    let mut c = clock("0d5");
    c.start(ms(0.0)).unwrap();
    let r = c.reading(ms(1000.0)).white;
    assert_eq!((r.shown, r.delay, r.fallen), (Micros::ZERO, Some(ms(4000.0)), false), "the delay runs, the flag is up");
    c.press(Color::White, ms(4900.0)).unwrap();
    assert_eq!(c.flags(), &[], "a move inside its five seconds");
    assert_eq!(c.reading(ms(4900.0)).black.delay, Some(ms(5000.0)), "the next move has its own five seconds");
    c.advance(ms(10_000.0));
    assert_eq!(c.flags().iter().map(|f| (f.side, f.fell_at)).collect::<Vec<_>>(), [(Color::Black, ms(9900.0))]);
}

#[test]
fn with_no_main_time_and_an_increment_each_move_starts_with_its_increment() {
    let mut c = clock("0+5");
    c.start(ms(0.0)).unwrap();
    assert_eq!(c.remaining_at(ms(0.0)).white, ms(5000.0), "move one's increment at the start");
    c.press(Color::White, ms(3000.0)).unwrap();
    assert_eq!(c.remaining_at(ms(3000.0)).white, ms(7000.0), "two seconds saved, five more");
    c.advance(ms(8100.0));
    assert_eq!(c.flags().first().map(|f| (f.side, f.fell_at)), Some((Color::Black, ms(8000.0))));
}

#[test]
fn bronstein_gives_back_the_time_used_up_to_the_delay() {
    let mut c = clock("300b3");
    c.start(ms(0.0)).unwrap();
    assert_eq!(c.reading(ms(1000.0)).white.shown, ms(299000.0));
    c.press(Color::White, ms(2000.0)).unwrap();
    c.press(Color::Black, ms(7000.0)).unwrap();
    let r = c.remaining_at(ms(7000.0));
    assert_eq!((r.white, r.black), (ms(300000.0), ms(298000.0)));
}

#[test]
fn flag_falls_at_the_exact_instant_not_when_noticed() {
    let mut c = clock("60");
    c.start(ms(0.0)).unwrap();
    c.advance(ms(75000.0));
    assert_eq!(c.flags, vec![Flag { side: Color::White, fell_at: ms(60000.0) }]);
    assert_eq!(c.remaining_at(ms(75000.0)).white, Micros::ZERO);
}

#[test]
fn a_fallen_flag_is_not_revived_by_increment_and_presses_stay_valid() {
    let mut c = clock("10+5");
    c.start(ms(0.0)).unwrap();
    c.press(Color::White, ms(12000.0)).unwrap();
    assert_eq!(c.flags, vec![Flag { side: Color::White, fell_at: ms(10000.0) }]);
    assert_eq!(c.sides.white.remaining, Micros::ZERO);
    c.press(Color::Black, ms(13000.0)).unwrap();
    assert_eq!(c.remaining_at(ms(13000.0)).white, Micros::ZERO);
    assert_eq!(c.remaining_at(ms(13000.0)).black, ms(14000.0));
}

#[test]
fn both_flags_fall_in_order() {
    let mut c = clock("60");
    c.start(ms(0.0)).unwrap();
    c.press(Color::White, ms(70000.0)).unwrap();
    c.advance(ms(140000.0));
    assert_eq!(
        c.flags,
        vec![Flag { side: Color::White, fell_at: ms(60000.0) }, Flag { side: Color::Black, fell_at: ms(130000.0) }]
    );
}

#[test]
fn multi_period_adds_the_next_period_when_the_move_count_is_reached() {
    let mut c = clock("2/60:30");
    c.start(ms(0.0)).unwrap();
    for (i, side) in [Color::White, Color::Black, Color::White, Color::Black].into_iter().enumerate() {
        c.press(side, ms(1000.0 * (i as f64 + 1.0))).unwrap();
    }
    let r = c.remaining_at(ms(4000.0));
    assert_eq!((r.white, r.black), (ms(88000.0), ms(88000.0)));
    assert_eq!(c.sides.white.period_number(), 2);
}

#[test]
fn pause_stops_the_running_clock_and_resume_restarts_it() {
    let mut c = clock("60");
    c.start(ms(0.0)).unwrap();
    c.pause(ms(10000.0)).unwrap();
    assert_eq!(c.reading(ms(50000.0)).white.shown, ms(50000.0));
    c.resume(ms(100000.0)).unwrap();
    c.press(Color::White, ms(105000.0)).unwrap();
    assert_eq!(c.sides.white.remaining, ms(45000.0));
    assert!(c.flags.is_empty());
    assert_eq!(
        c.press(Color::White, ms(106000.0)),
        Err(ClockError::NotYourTurn { pressed: Color::White, running: Color::Black })
    );
}

#[test]
fn hourglass_moves_time_from_the_running_side_to_the_other() {
    let mut c = clock("*60");
    c.start(ms(0.0)).unwrap();
    let r = c.reading(ms(10000.0));
    assert_eq!((r.white.shown, r.black.shown), (ms(50000.0), ms(70000.0)));
    c.press(Color::White, ms(10000.0)).unwrap();
    c.press(Color::Black, ms(30000.0)).unwrap();
    let r = c.remaining_at(ms(30000.0));
    assert_eq!((r.white, r.black), (ms(70000.0), ms(50000.0)));
}

#[test]
fn byo_yomi_keeps_a_period_used_in_time_and_loses_one_run_out() {
    let mut c = clock("10j3x5");
    c.start(ms(0.0)).unwrap();
    // 10 s main, then 12 s into overtime: two full periods lost (10 s), 2 s into the third.
    let r = c.reading(ms(22000.0)).white;
    assert_eq!(r.overtime, Some(OvertimeReading::ByoYomi { periods: 1, period: ms(3000.0) }));
    c.press(Color::White, ms(22000.0)).unwrap();
    assert_eq!(c.sides.white.overtime, OvertimeLeft::ByoYomi { periods: 1, time: ms(5000.0) });
    c.press(Color::Black, ms(23000.0)).unwrap();
    c.advance(ms(29000.0));
    assert_eq!(c.flags, vec![Flag { side: Color::White, fell_at: ms(28000.0) }]);
}

#[test]
fn canadian_overtime_needs_its_moves_in_every_block() {
    let mut c = clock("10c2/20");
    c.start(ms(0.0)).unwrap();
    c.press(Color::White, ms(15000.0)).unwrap(); // 10 s main + 5 s of the first block
    assert_eq!(
        c.sides.white.overtime,
        OvertimeLeft::Canadian { moves: 2, time: ms(20000.0), moves_left: 1, block: ms(15000.0) }
    );
    c.press(Color::Black, ms(16000.0)).unwrap();
    c.press(Color::White, ms(26000.0)).unwrap(); // the block's second move: a fresh block
    assert_eq!(
        c.sides.white.overtime,
        OvertimeLeft::Canadian { moves: 2, time: ms(20000.0), moves_left: 2, block: ms(20000.0) }
    );
    c.press(Color::Black, ms(27000.0)).unwrap();
    c.advance(ms(48000.0));
    assert_eq!(c.flags, vec![Flag { side: Color::White, fell_at: ms(47000.0) }]);
}

#[test]
fn time_taken_from_a_running_clock_drops_its_flag_at_the_correction_not_before() {
    // 900 s at the turn's start, 100 s used: 800 s shown when 900 s are taken at 100 s.
    let mut c = clock("900");
    c.start(ms(0.0)).unwrap();
    c.adjust(Color::White, ms(-900_000.0), 0, ms(100_000.0));
    assert_eq!(c.flags(), &[Flag { side: Color::White, fell_at: ms(100_000.0) }]);
    assert_eq!(c.remaining_at(ms(100_000.0)).white, Micros::ZERO);
    // A minute taken with 0:59 left at 243 s (the turn began at 183 s with 1:59).
    let mut c = Clock::new(tc("120"), tc("300"), Color::White);
    c.start(ms(0.0)).unwrap();
    c.press(Color::White, ms(1_000.0)).unwrap();
    c.press(Color::Black, ms(183_000.0)).unwrap();
    c.adjust(Color::White, ms(-60_000.0), 0, ms(243_000.0));
    assert_eq!(c.flags(), &[Flag { side: Color::White, fell_at: ms(243_000.0) }]);
}

#[test]
fn time_taken_from_a_paused_clock_drops_its_flag_at_the_correction() {
    // 70 s at the turn's start, 11 s used before the pause: 59 s shown, a minute taken.
    let mut c = clock("70");
    c.start(ms(0.0)).unwrap();
    c.pause(ms(11_000.0)).unwrap();
    c.adjust(Color::White, ms(-60_000.0), 0, ms(20_000.0));
    assert_eq!(c.flags(), &[Flag { side: Color::White, fell_at: ms(20_000.0) }]);
    c.resume(ms(30_000.0)).unwrap();
    c.advance(ms(40_000.0));
    assert_eq!(c.flags().len(), 1, "one fall, not a second one on resuming");
    // Time that leaves some on the clock drops nothing.
    let mut c = clock("70");
    c.start(ms(0.0)).unwrap();
    c.adjust(Color::White, ms(-30_000.0), 0, ms(10_000.0));
    assert_eq!((c.flags(), c.remaining_at(ms(10_000.0)).white), (&[][..], ms(30_000.0)));
}

#[test]
fn a_flag_that_fell_before_a_correction_keeps_its_own_instant() {
    let mut c = clock("60");
    c.start(ms(0.0)).unwrap();
    c.adjust(Color::White, ms(-1_000.0), 0, ms(75_000.0));
    assert_eq!(c.flags(), &[Flag { side: Color::White, fell_at: ms(60_000.0) }]);
}

#[test]
fn the_clock_remembers_when_it_started() {
    let mut c = clock("60");
    assert_eq!(c.started(), None);
    c.start(ms(40_000.0)).unwrap();
    assert_eq!(c.started(), Some(ms(40_000.0)));
}

#[test]
fn adjust_adds_time_and_corrects_the_move_counter() {
    let mut c = clock("300");
    c.start(ms(0.0)).unwrap();
    c.adjust(Color::Black, ms(60000.0), 0, ms(1000.0));
    c.adjust(Color::White, ms(-10000.0), 3, ms(1000.0));
    let r = c.remaining_at(ms(1000.0));
    assert_eq!((r.white, r.black), (ms(289000.0), ms(360000.0)));
    assert_eq!(c.sides.white.moves, 3);
}

#[test]
fn time_given_to_a_count_up_clock_takes_back_at_most_what_it_used() {
    // Found by the record fuzzer: 1 ms given before the start read as −1 ms used.
    let mut c = clock("-");
    c.correct(Color::White, ms(1.0), 0, ms(0.0));
    assert_eq!(c.shown_at(ms(0.0)).white, Micros::ZERO);
    assert_eq!(COUNT_UP_LIMIT - c.remaining_at(ms(0.0)).white, Micros::ZERO, "nothing used, nothing given back");
    // White runs 5 s and is given 3 s back while running: 2 s used, and it runs on from there.
    c.start(ms(0.0)).unwrap();
    c.correct(Color::White, ms(3000.0), 0, ms(5000.0));
    assert_eq!(COUNT_UP_LIMIT - c.remaining_at(ms(5000.0)).white, ms(2000.0));
    assert_eq!(COUNT_UP_LIMIT - c.remaining_at(ms(6000.0)).white, ms(3000.0));
    // Given 10 s when 3 s were used: back to nothing used, not below.
    c.correct(Color::White, ms(10_000.0), 0, ms(6000.0));
    assert_eq!(COUNT_UP_LIMIT - c.remaining_at(ms(6000.0)).white, Micros::ZERO);
    assert_eq!(COUNT_UP_LIMIT - c.remaining_at(ms(7000.0)).white, ms(1000.0));
}
