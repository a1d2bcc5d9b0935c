//! What a clock half shows ([`HalfReading`]): its time, whether it runs, is low or has fallen,
//! and the words beside its digits — the move count, the period or overtime, a fallen flag with
//! how long ago it fell, and the result. Pure, tested natively: the component only renders it.

use crate::ground::clock_time::{ClockTime, Precision, Rounding};
use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::record::EventKind;
use crate::ground::record::Record;
use crate::ground::time_control::TimeControl;
use crate::ground::vocabulary;
use crate::ground::words::{say, say_with};
use crate::replay::clock::{Clock, OvertimeReading, Reading, SideClock};
use crate::screens::status::status_line;
use crate::session::Session;
use crate::session::display::{DisplayFormat, format_time};
use shakmaty::Color;

/// Everything one half of the face shows at an instant.
#[derive(Debug, Clone, PartialEq)]
pub struct HalfReading {
    /// The time shown ([`shown`]) and its text.
    pub time: Micros,
    pub text: String,
    /// The time is below the tenths mark: shown in the low colour.
    pub low: bool,
    /// This side's clock runs: its press counts ([`Session::can_press`]).
    pub running: bool,
    pub fallen: bool,
    pub moves: String,
    pub period: String,
    /// A simple delay still to run before the main time moves (`delay 3`, whole seconds rounded
    /// up): for the running side, what is left of it; for the waiting side, what its next move
    /// starts with. Empty without a delay, or when the delay is the digits themselves.
    pub delay: String,
    /// A time control passed: at which move, and the time it added (`control passed at move 40 ·
    /// +30:00`). Empty in the first period.
    pub passed: String,
    /// The opponent's time, small, so that each player reads both clocks from their own end.
    pub opponent: String,
    /// This side's player, when the record names them (`Ana Silva (1850)`).
    pub player: Option<String>,
    /// The flag that fell first, if it is this side's: `FLAG 3 s ago`, or `FLAG` once the game
    /// is over.
    pub flag: Option<String>,
    /// The result, once the game is over, as the status line says it.
    pub result: Option<String>,
}

impl HalfReading {
    /// What `side`'s half shows at `t_ms`, drawn in `format`.
    pub fn of(session: &Session, side: Color, t_ms: f64, format: DisplayFormat) -> HalfReading {
        let at = session.instant(t_ms);
        let over = session.game.is_over();
        // Each fallen flag on its own half: both, when the players played on past the first.
        let flag = session
            .flags_at(t_ms)
            .into_iter()
            .find(|f| f.side == side)
            .map(|fell| if over { say(&m::FACE_FLAG).to_owned() } else { flag_age(at - fell.fell_at) });
        HalfReading {
            // A fallen clock does not run, though its side may still press while nobody claims.
            running: session.can_press(side) && flag.is_none(),
            player: session.record.heading.name(side),
            flag,
            result: over.then(|| status_line(session, t_ms)),
            ..HalfReading::of_clock(&session.game.clock, side, at, format)
        }
    }

    /// What `side`'s half shows of `clock` alone at `at` (running when its side's time runs; no
    /// player, flag or result): the first face's, before the record and the rules have arrived.
    pub fn of_clock(clock: &Clock, side: Color, at: Micros, format: DisplayFormat) -> HalfReading {
        let readings = clock.reading(at);
        let reading = &readings[side];
        let this = clock.side(side);
        // A count-up clock shows the time used, in whole seconds, and is never low.
        let control = this.control();
        let time = control.shown(shown(reading));
        let format = if control.counts_up() { DisplayFormat { tenths_below: Micros::ZERO } } else { format };
        HalfReading {
            time,
            text: format_time(time, format),
            low: !control.counts_up() && time < format.tenths_below,
            running: clock.is_running() && clock.turn() == side,
            fallen: reading.fallen,
            moves: moves(this),
            period: period(this, reading),
            delay: delay(reading),
            passed: passed(this),
            opponent: mirrored(!side, clock.side(!side).control().shown(shown(&readings[!side]))),
            player: None,
            flag: None,
            result: None,
        }
    }
}

/// `side`'s time as the other half mirrors it ("Black 3:00"): in whole seconds always, so that in
/// the last seconds it changes once a second while the big digits count tenths (one text write
/// per displayed change, not two).
pub fn mirrored(side: Color, remaining: Micros) -> String {
    let seconds = DisplayFormat { tenths_below: Micros::ZERO };
    say_with(&m::FACE_OPPONENT, &[("side", vocabulary::side_said(side)), ("time", &format_time(remaining, seconds))])
}

/// Whether an arbiter corrected `side`'s clock or move counter in this game: the face says so
/// from then on.
pub fn adjusted(record: &Record, side: Color) -> bool {
    record.events.iter().any(|e| matches!(e.kind, EventKind::Adjust { side: s, .. } if s == side))
}

/// `move 12`: the moves this side has completed.
pub fn moves(side: &SideClock) -> String {
    say_with(&m::FACE_MOVES, &[("n", &side.moves().to_string())])
}

/// The period or overtime this side is in, when the control has more than one stage:
/// `period 2`, `byo-yomi 3 left`, `7 moves in block`. Empty for a single-period control.
pub fn period(side: &SideClock, reading: &Reading) -> String {
    match reading.overtime {
        Some(OvertimeReading::ByoYomi { periods, .. }) if side.remaining() <= Micros::ZERO => {
            say_with(&m::FACE_BYO_YOMI, &[("n", &periods.to_string())])
        }
        Some(OvertimeReading::Canadian { moves_left, .. }) if side.remaining() <= Micros::ZERO => {
            say_with(&m::FACE_BLOCK, &[("n", &moves_left.to_string())])
        }
        _ => match side.control() {
            // A control with overtime: say that the main time is running, not "period 1".
            TimeControl::Periods { periods, overtime: Some(_) } if periods.len() == 1 => {
                say(&m::FACE_MAIN_TIME).to_owned()
            }
            TimeControl::Periods { periods, overtime } if periods.len() > 1 || overtime.is_some() => {
                match side.control().moves_to_control(side.moves()) {
                    Some(n) => say_with(
                        &m::FACE_PERIOD_TO_GO,
                        &[("n", &side.period_number().to_string()), ("to_go", &n.to_string())],
                    ),
                    None => say_with(&m::FACE_PERIOD, &[("n", &side.period_number().to_string())]),
                }
            }
            _ => String::new(),
        },
    }
}

/// The battery as the browser tells it: its level (0 to 1) and whether it charges.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BatteryState {
    pub level: f64,
    pub charging: bool,
}

/// Below this level, not charging, the face warns: a clock that dies mid-game loses the game's
/// times (the record keeps them, but the players need a charger before then).
pub const BATTERY_LOW: f64 = 0.15;

/// `battery 12 % — plug in`, when the battery is low and not charging; empty otherwise, and when
/// the browser does not tell.
pub fn battery_warning(battery: Option<BatteryState>) -> String {
    match battery {
        Some(b) if !b.charging && b.level <= BATTERY_LOW => {
            say_with(&m::FACE_BATTERY, &[("n", &(b.level.clamp(0.0, 1.0) * 100.0).round().to_string())])
        }
        _ => String::new(),
    }
}

/// `delay 3`: the simple delay left before the main time moves, in whole seconds rounded up
/// (the countdown a delay clock shows), unless the digits already show it.
pub fn delay(reading: &Reading) -> String {
    match reading.delay {
        Some(delay) if reading.shown > Micros::ZERO && delay > Micros::ZERO => {
            let seconds = ClockTime::new(delay, Precision::Seconds, Rounding::Up).whole_seconds();
            say_with(&m::FACE_DELAY, &[("n", &seconds.to_string())])
        }
        _ => String::new(),
    }
}

/// `control passed at move 40 · +30:00`: the last time control this side passed and the time
/// its new period added. Empty before the first one.
pub fn passed(side: &SideClock) -> String {
    let control = side.control();
    let moves = side.moves();
    let TimeControl::Periods { periods, .. } = control else { return String::new() };
    let index = control.period_index(moves);
    let Some(period) = control.period(index) else { return String::new() };
    // The move at which the current period began: from the moves still to go when the period
    // has a count (it may repeat), else from the counts of the periods before it.
    let begun = match (period.moves, control.moves_to_control(moves)) {
        (Some(n), Some(to_go)) => (moves + to_go).saturating_sub(n),
        _ => periods[..index].iter().filter_map(|p| p.moves).sum(),
    };
    if begun == 0 {
        return String::new();
    }
    let added = ClockTime::new(period.time, Precision::Seconds, Rounding::Down).sheet();
    say_with(&m::FACE_PASSED, &[("move", &begun.to_string()), ("added", &added)])
}

/// The time a half shows: its main time, or — a time per move, no main time — the move's own
/// time counting down.
pub fn shown(reading: &Reading) -> Micros {
    match reading.delay {
        Some(delay) if reading.shown == Micros::ZERO => delay,
        _ => reading.shown,
    }
}

/// `FLAG 12 s ago`, `FLAG 2:05 ago`: a fallen flag and the time since it fell.
pub fn flag_age(ago: Micros) -> String {
    let ago = ClockTime::new(ago, Precision::Seconds, Rounding::Down);
    let s = ago.whole_seconds();
    if s < 60 {
        say_with(&m::FACE_FLAG_SECONDS_AGO, &[("n", &s.to_string())])
    } else {
        say_with(&m::FACE_FLAG_AGO, &[("time", &ago.sheet())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replay::clock::Clock;
    use shakmaty::Color;

    fn clock(tc: &str) -> Clock {
        let tc = TimeControl::from_pgn(tc).unwrap();
        Clock::new(tc.clone(), tc, Color::White)
    }

    #[test]
    fn a_single_period_shows_no_period_and_several_do() {
        let c = clock("180+2");
        let r = c.reading(Micros::ZERO);
        assert_eq!(period(c.side(Color::White), &r.white), "");
        assert_eq!(moves(c.side(Color::White)), "moves 0");
        let mut c = clock("40/5400+30:1800+30");
        assert_eq!(period(c.side(Color::White), &c.reading(Micros::ZERO).white), "period 1 · 40 to go");
        // The arbiter corrects White's move counter: 39 moves made, then 40.
        c.adjust(Color::White, Micros::ZERO, 39, Micros::ZERO);
        assert_eq!(period(c.side(Color::White), &c.reading(Micros::ZERO).white), "period 1 · 1 to go");
        c.adjust(Color::White, Micros::ZERO, 1, Micros::ZERO);
        assert_eq!(period(c.side(Color::White), &c.reading(Micros::ZERO).white), "period 2");
    }

    #[test]
    fn overtime_shows_what_is_left_once_main_time_is_gone() {
        let mut c = clock("60j3x30");
        c.start(Micros::ZERO).unwrap();
        c.press(Color::White, Micros::from_secs(70)).unwrap();
        let r = c.reading(Micros::from_secs(70));
        assert_eq!(period(c.side(Color::White), &r.white), "byo-yomi 3 left");
        let c = clock("3600c25/300");
        assert_eq!(period(c.side(Color::White), &c.reading(Micros::ZERO).white), "main time");
    }

    #[test]
    fn a_passed_control_says_at_which_move_and_what_it_added() {
        let mut c = clock("40/5400+30:1800+30");
        c.adjust(Color::White, Micros::ZERO, 39, Micros::ZERO);
        assert_eq!(passed(c.side(Color::White)), "", "not yet: one move to go");
        c.adjust(Color::White, Micros::ZERO, 1, Micros::ZERO);
        assert_eq!(passed(c.side(Color::White)), "control passed at move 40 · +30:00");
        // A control that repeats: 20 moves in an hour after the first 40, again and again.
        let mut c = clock("40/7200:20/3600");
        c.adjust(Color::Black, Micros::ZERO, 65, Micros::ZERO);
        assert_eq!(passed(c.side(Color::Black)), "control passed at move 60 · +1:00:00");
        assert_eq!(passed(clock("180+2").side(Color::White)), "");
    }

    #[test]
    fn the_delay_counts_down_in_whole_seconds_while_main_time_waits() {
        let mut c = clock("300d5");
        c.start(Micros::ZERO).unwrap();
        let r = c.reading(Micros(2_300_000));
        assert_eq!(delay(&r.white), "delay 3", "2.7 s of the delay left, rounded up");
        assert_eq!(r.white.shown, Micros::from_secs(300), "the main time has not moved");
        assert_eq!(delay(&r.black), "delay 5", "the waiting side's next move starts with all of it");
        assert_eq!(delay(&c.reading(Micros::from_secs(6)).white), "", "the delay is spent");
        // Time per move: the digits are the delay, said once.
        let mut c = clock("0d5");
        c.start(Micros::ZERO).unwrap();
        assert_eq!(delay(&c.reading(Micros::from_secs(1)).white), "");
        assert_eq!(delay(&clock("180+2").reading(Micros::ZERO).white), "");
    }

    #[test]
    fn a_low_battery_is_told_only_when_it_does_not_charge() {
        let low = BatteryState { level: 0.12, charging: false };
        assert_eq!(battery_warning(Some(low)), "battery 12 % — plug in");
        assert_eq!(battery_warning(Some(BatteryState { charging: true, ..low })), "");
        assert_eq!(battery_warning(Some(BatteryState { level: 0.5, charging: false })), "");
        assert_eq!(battery_warning(None), "", "a browser that does not tell");
    }

    #[test]
    fn the_mirrored_time_counts_whole_seconds_even_where_the_digits_count_tenths() {
        assert_eq!(mirrored(Color::Black, Micros::from_secs(180)), "Black 3:00");
        assert_eq!(mirrored(Color::White, Micros(9_300_000)), "White 0:10", "rounded up, as the face rounds");
        assert_eq!(mirrored(Color::White, Micros(8_950_000)), "White 0:09");
        assert_eq!(mirrored(Color::White, Micros::ZERO), "White 0:00");
        // Ten tenths of the digits within one second (9.0 down to 8.1), one text of the mirror.
        let f = DisplayFormat::default();
        let tenths: Vec<Micros> = (0..10).map(|i| Micros(9_000_000 - i * 100_000)).collect();
        let shown: std::collections::BTreeSet<String> = tenths.iter().map(|&t| format_time(t, f)).collect();
        let mirrored: std::collections::BTreeSet<String> = tenths.iter().map(|&t| mirrored(Color::White, t)).collect();
        assert_eq!((shown.len(), mirrored.len()), (10, 1), "{shown:?} {mirrored:?}");
    }

    #[test]
    fn the_flag_age_reads_in_seconds_then_minutes() {
        assert_eq!(flag_age(Micros::from_secs(0)), "FLAG 0 s ago");
        assert_eq!(flag_age(Micros(12_999_999)), "FLAG 12 s ago");
        assert_eq!(flag_age(Micros::from_secs(125)), "FLAG 2:05 ago");
        assert_eq!(flag_age(Micros(-5)), "FLAG 0 s ago");
    }

    #[test]
    fn a_clock_the_arbiter_corrected_says_so_on_its_side_only() {
        use crate::ground::record::{Event, EventKind, Record};
        let mut record = Record::new("fide-blitz".parse().unwrap(), "180+2".parse().unwrap());
        record.events.push(Event { t: 0.0, kind: EventKind::Start, pins: Vec::new() });
        assert!(!adjusted(&record, Color::White));
        record.events.push(Event {
            t: 5.0,
            kind: EventKind::Adjust { side: Color::Black, ms: 0.0, moves: Some(1) },
            pins: Vec::new(),
        });
        assert!(adjusted(&record, Color::Black));
        assert!(!adjusted(&record, Color::White));
    }
}
