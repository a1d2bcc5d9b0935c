//! A game being played: its record and the replayed state, kept in step.
//!
//! Every change is an event appended to the record; the state is only ever what the replay makes
//! of it. An event the replay refuses is not appended, so the record stays replayable.

mod awaited;
pub mod display;
pub mod kept;
pub mod saved;
pub mod settings;
pub mod setup_memory;
pub mod timeline;

use crate::ground::lock::{self, PinEntry};
use crate::ground::micros::Micros;
use crate::ground::record::{Event, EventKind, Record, RecordError};
use crate::ground::vocabulary::Flag;
use crate::replay::clock::Reading;
use crate::replay::clock::{Phase, Tap};
use crate::replay::game::{Game, replay};
use crate::rules::ClaimKind;
#[cfg(test)]
use crate::rules::Infraction;
use crate::rules::Verdict;
use crate::session::display::DisplayFormat;
use shakmaty::Color;

pub use awaited::{Awaited, BOARD_WAIT_MS};

/// Where [`Session::take`] stopped: how many events it took, and why the next was refused.
#[derive(Debug, Clone, PartialEq)]
pub struct Untaken {
    pub taken: usize,
    pub error: RecordError,
}

/// Time the wall clock says passed while the page was away (hidden, asleep, closed) that the
/// running clock was not charged for: the phone slept, or its time was set forward — no browser
/// tells which. The players, or the arbiter on a locked clock, decide whether to charge it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Unaccounted {
    /// The side whose clock was running while the page was away.
    pub side: Color,
    pub ms: f64,
}

/// A press that arrived while its side was waiting (see [`Session::tap`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Early {
    pub side: Color,
    pub t_ms: f64,
}

#[derive(Debug, Clone)]
pub struct Session {
    pub record: Record,
    pub game: Game,
    /// The arbiter's PINs typed since the last event: recorded with the next one.
    pub pins: Vec<PinEntry>,
    /// A press shown on the clock whose move the electronic board has not reported yet.
    awaited: Option<Awaited>,
}

/// Why a PIN did not unlock the clock.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PinRefusal {
    /// The game has no lock: nothing to unlock.
    NoLock,
    /// Not the PIN; `wrong` in a row so far (all recorded), and how long until the next is taken.
    Wrong { wrong: usize, wait_ms: f64 },
    /// Typed before the wait after the last wrong one was over: not tried, not counted.
    TooSoon { wait_ms: f64 },
}

impl std::fmt::Display for PinRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let seconds = |ms: f64| (ms / 1000.0).ceil().max(1.0);
        use crate::ground::messages as m;
        use crate::ground::words::{count, fill, say, say_with};
        f.write_str(&match *self {
            PinRefusal::NoLock => say(&m::PIN_NO_LOCK).to_owned(),
            PinRefusal::Wrong { wrong, wait_ms } => fill(
                &count(&m::PIN_WRONG, u64::try_from(wrong).unwrap_or(u64::MAX)),
                &[("s", &seconds(wait_ms).to_string())],
            ),
            PinRefusal::TooSoon { wait_ms } => say_with(&m::PIN_TOO_SOON, &[("s", &seconds(wait_ms).to_string())]),
        })
    }
}

impl Session {
    /// A new game from a record's header (its events, if any, are replayed).
    pub fn new(record: Record) -> Result<Session, RecordError> {
        let game = replay(&record)?;
        Ok(Session { record, game, pins: Vec::new(), awaited: None })
    }

    /// Appends `event` if the game accepts it; otherwise nothing changes. The PINs typed since
    /// the last event are recorded with it, each once: an event from the arbiter's desk may carry
    /// PINs the desk told this session of as they were typed.
    pub fn push(&mut self, mut event: Event) -> Result<(), RecordError> {
        // A press waiting for the board's move comes first, as it stands.
        self.settle_press(None);
        self.game.apply(self.record.events.len(), &event)?;
        if !self.pins.is_empty() {
            let mut pins = std::mem::take(&mut self.pins);
            pins.retain(|p| !event.pins.contains(p));
            pins.append(&mut event.pins);
            pins.sort_by(|a, b| a.t.total_cmp(&b.t));
            event.pins = pins;
        }
        self.record.events.push(event);
        Ok(())
    }

    /// PINs typed elsewhere on this game (the arbiter's desk) and not yet recorded: kept with this
    /// session's, each once, to be recorded with the next event.
    pub fn add_pins(&mut self, pins: &[PinEntry]) {
        for pin in pins {
            if !self.pins.contains(pin) {
                self.pins.push(*pin);
            }
        }
        self.pins.sort_by(|a, b| a.t.total_cmp(&b.t));
    }

    /// The arbiter's PIN typed at `t_ms`: `Ok` when it opens the game's lock. Right or wrong, it
    /// is recorded with the next event; after a wrong one the next is taken only after a wait
    /// that doubles with each wrong one in a row ([`lock::wait_ms`]).
    pub fn enter_pin(&mut self, t_ms: f64, pin: &str) -> Result<(), PinRefusal> {
        let Some(lock) = &self.record.lock else { return Err(PinRefusal::NoLock) };
        let (wrong, last) = self.wrong_in_a_row();
        if let Some(last) = last {
            let until = last + lock::wait_ms(wrong);
            if t_ms < until {
                return Err(PinRefusal::TooSoon { wait_ms: until - t_ms });
            }
        }
        let right = lock.admits(pin);
        self.pins.push(PinEntry { t: t_ms, right });
        if right {
            return Ok(());
        }
        Err(PinRefusal::Wrong { wrong: wrong + 1, wait_ms: lock::wait_ms(wrong + 1) })
    }

    /// Every PIN typed on this game, recorded or waiting for the next event, in order.
    pub fn pin_entries(&self) -> impl Iterator<Item = &PinEntry> {
        self.record.events.iter().flat_map(|e| &e.pins).chain(&self.pins)
    }

    /// How many wrong PINs were typed since the last right one, and when the last of them was.
    fn wrong_in_a_row(&self) -> (usize, Option<f64>) {
        let entries: Vec<&PinEntry> = self.pin_entries().collect();
        let wrong = entries.iter().rev().take_while(|p| !p.right).count();
        (wrong, entries.last().filter(|p| !p.right).map(|p| p.t))
    }

    /// Appends what another view of this game (the arbiter's desk, its own wasm module) added,
    /// each as [`Session::push`] would, in order. At the first refused one (an event this view
    /// added meanwhile may have ended the game) it stops and says how many were taken and why, so
    /// nothing is taken twice or out of order.
    pub fn take(&mut self, events: &[Event]) -> Result<(), Untaken> {
        for (taken, event) in events.iter().enumerate() {
            self.push(event.clone()).map_err(|error| Untaken { taken, error })?;
        }
        Ok(())
    }

    /// What `away` leaves to decide in this game: the running side's clock was not charged for a
    /// gap between the wall clock and the monotonic one. `None` when nothing ran (not started,
    /// paused, over) or there was no gap.
    pub fn unaccounted(&self, away: timeline::Away) -> Option<Unaccounted> {
        let timeline::Away::Gap { ms } = away else { return None };
        let running = self.game.clock.is_running() && !self.game.is_over();
        running.then(|| Unaccounted { side: self.game.clock.turn(), ms })
    }

    /// Charges `gap` at `t_ms`, as the players or the arbiter decided: a correction of the side's
    /// clock, recorded as one (it drops the flag at this instant if it empties the clock).
    pub fn charge(&mut self, t_ms: f64, gap: Unaccounted) -> Result<(), RecordError> {
        self.push_at(t_ms, EventKind::Adjust { side: gap.side, ms: -gap.ms, moves: None })
    }

    /// Whether `side` may press now: its clock runs and the game is on.
    pub fn can_press(&self, side: Color) -> bool {
        !self.game.is_over() && self.game.clock.is_running() && self.game.clock.turn() == side
    }

    /// `side` presses at `t_ms`, after entering `mv` (SAN or UCI) if it did. A press that the
    /// clock would refuse (the waiting side, a paused clock, a finished game) is ignored and
    /// returns `false`: a stray touch must not lose a game. A move the board refuses is dropped,
    /// not the press: a clock never refuses its running side's press.
    pub fn press(&mut self, side: Color, t_ms: f64, mv: Option<String>) -> bool {
        if !self.can_press(side) {
            return false;
        }
        if let Some(mv) = mv
            && self.push_at(t_ms, EventKind::Press { side, mv: Some(mv) }).is_ok()
        {
            return true;
        }
        self.push_at(t_ms, EventKind::Press { side, mv: None }).is_ok()
    }

    /// Presses `side` at `t_ms` as [`Session::press`] does, for input that may arrive out
    /// of order. Two input sources (a touch screen, and a mouse or keyboard) can reach the page out
    /// of order: a mouse press made after a touch may arrive before it, while its side still
    /// waits. Such a press is not lost: a press the clock ignores because its side is waiting is
    /// kept in `early`, and counts at its own instant if the press that arrives next, made before
    /// it, sets its side running. A stray touch made before that press never counts.
    fn press_in_order(
        &mut self,
        side: Color,
        t_ms: f64,
        early: &mut Option<Early>,
        press: impl FnOnce(&mut Session, Color, f64) -> bool,
    ) -> bool {
        let running = self.game.clock.is_running() && !self.game.is_over();
        if !press(self, side, t_ms) {
            *early = (running && self.game.clock.turn() != side).then_some(Early { side, t_ms });
            return false;
        }
        if let Some(e) = early.take()
            && e.side == self.game.clock.turn()
            && e.t_ms > t_ms
        {
            self.press(e.side, e.t_ms, None);
        }
        true
    }

    /// The game as it would be with `kind` appended at `t_ms` (as [`Session::push_at`] would),
    /// worked out on a copy: nothing is recorded. What a claim, a decision or a resignation would
    /// bring, shown before the players confirm it.
    pub fn after(&self, t_ms: f64, kind: EventKind) -> Result<Game, RecordError> {
        let mut game = self.game.clone();
        // A press waiting for the board's move is written before anything else, as it stands.
        let index = self.record.events.len() + usize::from(self.awaited.is_some());
        game.apply(index, &Event { t: self.not_before_last(t_ms), kind, pins: Vec::new() })?;
        Ok(game)
    }

    /// The verdict `kind` would get at `t_ms` (a claim's, a penalty's, or the arbiter's decision
    /// on the claim that waits), worked out on a copy of the game; `None` for other events or
    /// one the game refuses.
    pub fn preview(&self, t_ms: f64, kind: EventKind) -> Option<Verdict> {
        let waiting = self.game.waiting_claim().map(|c| c.event);
        let (claims, penalties) = (self.game.claims.len(), self.game.penalties.len());
        let decision = matches!(kind, EventKind::Decision { .. });
        let game = self.after(t_ms, kind).ok()?;
        if decision {
            return game.claims.iter().find(|c| Some(c.event) == waiting).map(|c| c.verdict.clone());
        }
        let claim = game.claims.get(claims).map(|c| c.verdict.clone());
        claim.or_else(|| game.penalties.get(penalties).map(|p| p.verdict.clone()))
    }

    /// Appends `kind` at the page's instant `t_ms`, or at the last event's instant if `t_ms` is
    /// before it: instants from two input sources can arrive out of order by a hair, and the record
    /// never goes back. A refused event changes nothing and says why.
    pub fn push_at(&mut self, t_ms: f64, kind: EventKind) -> Result<(), RecordError> {
        self.push(Event { t: self.not_before_last(t_ms), kind, pins: Vec::new() })
    }

    /// A tap (or key) on `side`'s half at `t_ms`. Before the start, the waiting side starts the
    /// other's clock, as on a physical clock (a tap by the side to move does nothing); then it is
    /// a press by `side` with the move `mv` it entered, in the order the presses were made (`press_in_order`).
    /// Whether the tap counted.
    pub fn tap(&mut self, side: Color, t_ms: f64, mv: Option<String>, early: &mut Option<Early>) -> bool {
        match self.game.clock.tap_means(side) {
            None => false,
            Some(Tap::Start) => self.push_at(t_ms, EventKind::Start).is_ok(),
            Some(Tap::Press) => self.press_in_order(side, t_ms, early, |s, side, t| s.press(side, t, mv)),
        }
    }

    /// The side whose tap the one shared key (Space) stands for: the waiting side before the
    /// start (its tap starts the game), then the side to move.
    pub fn shared_key_side(&self) -> Color {
        self.game.clock.shared_key_side()
    }

    /// The pause button at `t_ms`: resumes a paused clock, else pauses it. Whether it took.
    pub fn toggle_pause(&mut self, t_ms: f64) -> bool {
        let kind = if self.game.clock.phase() == Phase::Paused { EventKind::Resume } else { EventKind::Pause };
        self.push_at(t_ms, kind).is_ok()
    }

    /// The latest of `t_ms` and the last event's instant.
    pub fn not_before_last(&self, t_ms: f64) -> f64 {
        let last = self.awaited.as_ref().map(|a| a.t_ms).or(self.record.events.last().map(|e| e.t));
        last.map_or(t_ms, |last| last.max(t_ms))
    }

    /// What each side's display shows at `t_ms`: the main time, a simple delay still running,
    /// overtime, a fallen flag.
    pub fn reading_at(&self, t_ms: f64) -> shakmaty::ByColor<Reading> {
        self.game.clock.reading(self.instant(t_ms))
    }

    /// Each side's shown time at `t_ms`.
    pub fn remaining_at(&self, t_ms: f64) -> shakmaty::ByColor<Micros> {
        self.game.clock.remaining_at(self.instant(t_ms))
    }

    /// What each display shows at `t_ms`: the time left, or on a count-up clock the time used.
    pub fn shown_at(&self, t_ms: f64) -> shakmaty::ByColor<Micros> {
        self.game.clock.shown_at(self.instant(t_ms))
    }

    /// Milliseconds until a running display next changes its text, from `t_ms`; `None` when
    /// nothing runs (not started, paused, over), so the page requests no frames at all.
    pub fn next_change_ms(&self, t_ms: f64, format: DisplayFormat) -> Option<f64> {
        let clock = &self.game.clock;
        if self.game.is_over() || !clock.is_running() {
            return None;
        }
        let t = Micros::from_ms(t_ms)?.max(self.game.last_t.unwrap_or_default());
        display::next_change_of(clock, t, format).map(Micros::as_ms)
    }

    /// The instant of the session's time line as a `Micros`, never before the last event.
    pub fn instant(&self, t_ms: f64) -> Micros {
        Micros::from_ms(t_ms).unwrap_or_default().max(self.game.last_t.unwrap_or_default())
    }

    /// The flag that fell first by `t_ms` (at its exact instant), whether or not an event has
    /// noticed it yet.
    pub fn first_flag_at(&self, t_ms: f64) -> Option<Flag> {
        if let Some(first) = self.game.clock.flags().first() {
            return Some(*first);
        }
        let mut clock = self.game.clock.clone();
        clock.advance(self.instant(t_ms));
        clock.flags().first().copied()
    }

    /// Every flag down at `t_ms`, in the order they fell (both, when the players play on).
    pub fn flags_at(&self, t_ms: f64) -> Vec<Flag> {
        let mut clock = self.game.clock.clone();
        if !self.game.is_over() {
            clock.advance(self.instant(t_ms));
        }
        clock.flags().to_vec()
    }

    /// The side whose fallen flag nobody has claimed yet, while the game goes on: the page calls
    /// it when the players chose to have flags called automatically.
    pub fn uncalled_flag(&self, t_ms: f64) -> Option<Color> {
        if self.game.is_over() {
            return None;
        }
        let flag = self.first_flag_at(t_ms)?;
        // Claimed since it fell (a claim before it, rejected, was about another fall).
        let claimed = self.game.claims.iter().any(|c| {
            c.kind == ClaimKind::Flag
                && c.by == !flag.side
                && self.record.events.get(c.event).and_then(|e| Micros::from_ms(e.t)).is_some_and(|t| t >= flag.fell_at)
        });
        (!claimed).then_some(flag.side)
    }

    /// Claims a fallen flag for the opponent at `t_ms` (when the page noticed it; the clock knows
    /// the exact instant it fell). `false` when there is no uncalled flag or the claim is refused.
    pub fn call_flag(&mut self, t_ms: f64) -> bool {
        let Some(fallen) = self.uncalled_flag(t_ms) else { return false };
        let claim = EventKind::flag_claim(!fallen);
        self.push_at(t_ms, claim).is_ok()
    }

    /// Milliseconds until "flag fell N s ago" next changes, while the game goes on and the clock
    /// runs; `None` otherwise (nothing is painted while paused).
    pub fn next_flag_age_change_ms(&self, t_ms: f64) -> Option<f64> {
        if self.game.is_over() || !self.game.clock.is_running() {
            return None;
        }
        let flag = self.first_flag_at(t_ms)?;
        let age = (self.instant(t_ms) - flag.fell_at).0.max(0);
        Some(Micros(1_000_000 - age % 1_000_000).as_ms())
    }

    /// The verdict that ended the game, when a claim or a penalty did: its explanation quotes
    /// the rule.
    pub fn ending_verdict(&self) -> Option<&Verdict> {
        let end = self.game.ending.as_ref()?;
        let claim = self.game.claims.iter().find(|c| c.event == end.event).map(|c| &c.verdict);
        let penalty = || self.game.penalties.iter().find(|p| p.event == end.event).map(|p| &p.verdict);
        // An arbiter's decision that ended the game: the verdict it gave the claim it decided.
        let decided = || match self.record.events.get(end.event).map(|e| &e.kind) {
            Some(EventKind::Decision { .. }) => {
                self.game.claims.iter().rev().find(|c| c.decision.is_some()).map(|c| &c.verdict)
            }
            _ => None,
        };
        claim.or_else(penalty).or_else(decided)
    }

    /// The latest claim or penalty verdict, for the arbiter panel.
    pub fn last_verdict(&self) -> Option<&Verdict> {
        let claim = self.game.claims.last().map(|c| (c.event, &c.verdict));
        let penalty = self.game.penalties.last().map(|p| (p.event, &p.verdict));
        match (claim, penalty) {
            (Some(c), Some(p)) => Some(if c.0 > p.0 { c.1 } else { p.1 }),
            (c, p) => c.or(p).map(|x| x.1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::lock::Lock;
    use crate::ground::record::PauseReason;
    use crate::ground::words;
    use crate::session::display::DisplayFormat;

    fn session(tc: &str) -> Session {
        Session::new(Record::new("fide-blitz".parse().unwrap(), tc.parse().unwrap())).unwrap()
    }

    /// A started game as the page holds it, the desk's copy, and the desk's first new index.
    fn page_and_desk() -> (Session, Session, usize) {
        let mut page = session("180+2");
        page.push_at(0.0, EventKind::Start).unwrap();
        let from = page.record.events.len();
        (page.clone(), page, from)
    }

    #[test]
    fn a_gap_while_away_is_the_running_side_s_to_charge_and_charging_it_is_a_correction() {
        use timeline::Away;
        let mut s = session("600");
        assert_eq!(s.unaccounted(Away::Gap { ms: 600_000.0 }), None, "nothing runs before the start");
        s.push_at(0.0, EventKind::Start).unwrap();
        assert!(s.press(Color::White, 1_000.0, None));
        let gap = s.unaccounted(Away::Gap { ms: 600_000.0 });
        assert_eq!(gap, Some(Unaccounted { side: Color::Black, ms: 600_000.0 }));
        assert_eq!(s.unaccounted(Away::Accounted), None);
        // Charged at 6 s: Black's ten minutes run out at that instant, not before.
        s.charge(6_000.0, gap.unwrap()).unwrap();
        assert_eq!(
            s.record.events.last().map(|e| &e.kind),
            Some(&EventKind::Adjust { side: Color::Black, ms: -600_000.0, moves: None })
        );
        assert_eq!(
            s.game.clock.flags().iter().map(|f| (f.side, f.fell_at)).collect::<Vec<_>>(),
            [(Color::Black, Micros::from_secs(6))]
        );
        // Paused, nothing is asked.
        let mut p = session("600");
        p.push_at(0.0, EventKind::Start).unwrap();
        p.push_at(10.0, EventKind::Pause).unwrap();
        assert_eq!(p.unaccounted(Away::Gap { ms: 5_000.0 }), None);
    }

    #[test]
    fn pins_told_by_the_desk_are_recorded_once() {
        use crate::ground::lock::Lock;
        let mut record = Record::new("fide-blitz".parse().unwrap(), "180+2".parse().unwrap());
        record.lock = Some(Lock::new("2468", "salt").unwrap());
        let mut page = Session::new(record).unwrap();
        page.push_at(0.0, EventKind::Start).unwrap();
        let mut desk = page.clone();
        assert!(desk.enter_pin(100.0, "1111").is_err());
        // The desk told the page at once, and again when its panel closed.
        page.add_pins(&desk.pins);
        page.add_pins(&desk.pins);
        assert_eq!(page.pins.len(), 1);
        // The desk's next event carries it too: the page records it once.
        desk.push_at(2_000.0, EventKind::Pause).unwrap();
        page.take(&desk.record.events[1..]).unwrap();
        assert_eq!(page.record.events[1].pins, [PinEntry { t: 100.0, right: false }]);
        assert!(page.pins.is_empty());
    }

    #[test]
    fn events_the_desk_added_are_taken_in_order_and_only_once() {
        let (mut page, mut desk, from) = page_and_desk();
        desk.push_at(500.0, EventKind::Pause).unwrap();
        desk.push_at(900.0, EventKind::Adjust { side: Color::Black, ms: 60_000.0, moves: None }).unwrap();
        assert_eq!(page.take(&desk.record.events[from..]), Ok(()));
        assert_eq!(page.record, desk.record);
        assert_eq!(page.remaining_at(1000.0), desk.remaining_at(1000.0));
        // The same events again are refused: the clock never goes back, nothing is taken twice.
        let again = page.take(&desk.record.events[from..]).unwrap_err();
        assert_eq!((again.taken, page.record.events.len()), (0, desk.record.events.len()));
    }

    #[test]
    fn a_desk_event_the_page_cannot_take_stops_there_and_says_why() {
        let (mut page, mut desk, from) = page_and_desk();
        desk.push_at(500.0, EventKind::Pause).unwrap();
        // Meanwhile the page's own view ended the game.
        page.push_at(400.0, EventKind::Resign { side: Color::White }).unwrap();
        let e = page.take(&desk.record.events[from..]).unwrap_err();
        assert_eq!(e.taken, 0);
        assert!(!e.error.message.is_empty());
        assert_eq!(page.record.events.len(), 2, "nothing of the desk's was taken");
    }

    #[test]
    fn a_refused_move_or_agreement_keeps_its_typed_reason_beneath_the_message() {
        use crate::replay::position::MoveError;
        use crate::rules::AgreementRefused;
        use std::error::Error;
        let mut s = session("180+2");
        s.push_at(0.0, EventKind::Start).unwrap();
        let e = s.push_at(1000.0, EventKind::Press { side: Color::White, mv: Some("e5".into()) }).unwrap_err();
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(e.to_string(), format!("event 1: the move 'e5' is not legal in {start} (illegal san)"));
        let refused = e.source().and_then(|s| s.downcast_ref::<MoveError>());
        assert!(refused.is_some_and(MoveError::is_illegal), "{refused:?}");
        let e = s.push_at(1000.0, EventKind::DrawAgreed).unwrap_err();
        assert!(e.message.starts_with("A draw cannot be agreed yet: White has not made a move."), "{e}");
        let refused = e.source().and_then(|s| s.downcast_ref::<AgreementRefused>());
        assert_eq!(refused.map(|r| (r.side, r.rule.label())), Some((Color::White, "FIDE 5.2.3".to_owned())));
    }

    #[test]
    fn a_press_that_overtook_the_earlier_press_counts_at_its_own_instant() {
        let mut s = session("180+2");
        s.push_at(0.0, EventKind::Start).unwrap();
        let mut early = None;
        // Black's mouse press (made at 1010) reaches the page before White's touch (made at 1000).
        assert!(!s.press_in_order(Color::Black, 1010.0, &mut early, |s, side, t| s.press(side, t, None)));
        assert_eq!(early, Some(Early { side: Color::Black, t_ms: 1010.0 }));
        assert!(s.press_in_order(Color::White, 1000.0, &mut early, |s, side, t| s.press(side, t, None)));
        assert_eq!(early, None);
        let times: Vec<f64> = s.record.events.iter().map(|e| e.t).collect();
        assert_eq!(times, [0.0, 1000.0, 1010.0], "both presses, each at its own instant");
        assert_eq!(s.game.clock.turn(), Color::White);
        assert_eq!(s.game.clock.side(Color::Black).last_move(), Some(Micros(10_000)));
    }

    #[test]
    fn a_stray_touch_before_the_press_that_switches_never_counts() {
        let mut s = session("180+2");
        s.push_at(0.0, EventKind::Start).unwrap();
        let mut early = None;
        // Black touches its own clock at 900 while White thinks; White presses at 1000.
        assert!(!s.press_in_order(Color::Black, 900.0, &mut early, |s, side, t| s.press(side, t, None)));
        assert!(s.press_in_order(Color::White, 1000.0, &mut early, |s, side, t| s.press(side, t, None)));
        assert_eq!(s.record.events.len(), 2, "the stray touch stays ignored");
        assert_eq!(s.game.clock.turn(), Color::Black);
        // Nor does a waiting press while the clock is paused wait for anything.
        s.push_at(1100.0, EventKind::Pause).unwrap();
        assert!(!s.press_in_order(Color::White, 1200.0, &mut early, |s, side, t| s.press(side, t, None)));
        assert_eq!(early, None);
    }

    #[test]
    fn the_waiting_side_taps_to_start_and_the_side_to_move_cannot() {
        let mut s = session("180+2");
        let mut early = None;
        assert_eq!(s.shared_key_side(), Color::Black, "Space stands for Black's tap before the start");
        assert!(!s.tap(Color::White, 100.0, None, &mut early), "White is to move: its tap starts nothing");
        assert!(s.record.events.is_empty());
        assert!(s.tap(Color::Black, 200.0, None, &mut early));
        assert_eq!(s.record.events.last().map(|e| (e.t, &e.kind)), Some((200.0, &EventKind::Start)));
        assert_eq!(s.shared_key_side(), Color::White, "then Space is the side to move's press");
        assert!(s.tap(Color::White, 1000.0, Some("e4".into()), &mut early));
        assert_eq!(
            s.record.events.last().map(|e| &e.kind),
            Some(&EventKind::Press { side: Color::White, mv: Some("e4".into()) })
        );
        assert!(!s.tap(Color::White, 1100.0, None, &mut early), "the waiting side's tap is no press");
    }

    #[test]
    fn the_pause_button_pauses_then_resumes_and_is_refused_before_the_start() {
        let mut s = session("60");
        assert!(!s.toggle_pause(10.0), "nothing to pause before the start");
        s.push_at(0.0, EventKind::Start).unwrap();
        assert!(s.toggle_pause(1000.0));
        assert_eq!(s.game.clock.phase(), Phase::Paused);
        assert!(s.toggle_pause(2000.0));
        assert!(s.game.clock.is_running());
        let kinds: Vec<_> = s.record.events.iter().map(|e| e.kind.clone()).collect();
        assert_eq!(kinds, [EventKind::Start, EventKind::Pause, EventKind::Resume]);
    }

    #[test]
    fn an_event_stamped_before_the_last_is_recorded_at_the_last_instant() {
        let mut s = session("60");
        s.push_at(1000.0, EventKind::Start).unwrap();
        s.push_at(999.5, EventKind::Pause).unwrap();
        assert_eq!(s.record.events.last().map(|e| e.t), Some(1000.0), "never back in time");
        assert!(s.push_at(2000.0, EventKind::Pause).is_err(), "a refused event is said so");
        assert_eq!(s.record.events.len(), 2);
    }

    #[test]
    fn a_touch_on_the_waiting_side_does_nothing() {
        let mut s = session("180+2");
        s.push_at(0.0, EventKind::Start).unwrap();
        assert!(!s.press(Color::Black, 100.0, None));
        assert!(s.press(Color::White, 1000.0, None));
        assert!(!s.press(Color::White, 1001.0, None));
        assert_eq!(s.record.events.len(), 2);
    }

    #[test]
    fn presses_a_millisecond_apart_are_both_charged_exactly() {
        let mut s = session("180+2");
        s.push_at(0.0, EventKind::Start).unwrap();
        assert!(s.press(Color::White, 1000.0, None));
        assert!(s.press(Color::Black, 1000.7, None));
        assert_eq!(s.game.clock.side(Color::Black).last_move(), Some(Micros(700)));
        assert_eq!(s.record.events.len(), 3);
    }

    #[test]
    fn a_press_with_an_illegal_move_is_refused_and_changes_nothing() {
        let mut s = session("180+2");
        s.push_at(0.0, EventKind::Start).unwrap();
        let bad = EventKind::Press { side: Color::White, mv: Some("e5".into()) };
        assert!(s.push_at(1000.0, bad).is_err());
        assert_eq!(s.game.clock.turn(), Color::White, "the clock did not switch");
        assert_eq!(s.record.events.len(), 1);
        assert!(s.push_at(1200.0, EventKind::Press { side: Color::White, mv: Some("e4".into()) }).is_ok());
        assert_eq!(s.game.clock.turn(), Color::Black);
    }

    #[test]
    fn a_refused_event_leaves_the_record_as_it_was() {
        let mut s = session("60");
        s.push_at(0.0, EventKind::Start).unwrap();
        assert!(s.push_at(0.0, EventKind::Resume).is_err());
        assert_eq!(s.record.events.len(), 1);
        assert!(s.push_at(10.0, EventKind::Pause).is_ok());
        assert!(!s.press(Color::White, 20.0, None), "no press while paused");
    }

    #[test]
    fn frames_are_wanted_only_while_a_clock_runs() {
        let f = DisplayFormat::default();
        let mut s = session("60");
        assert_eq!(s.next_change_ms(0.0, f), None, "nothing before the start");
        s.push_at(0.0, EventKind::Start).unwrap();
        assert_eq!(s.next_change_ms(0.0, f), Some(1000.0));
        assert_eq!(s.next_change_ms(250.5, f), Some(749.5));
        assert_eq!(s.next_change_ms(55_000.0, f), Some(100.0), "tenths below 10 s");
        s.push_at(1000.0, EventKind::Pause).unwrap();
        assert_eq!(s.next_change_ms(2000.0, f), None, "nothing while paused");
        s.push_at(2000.0, EventKind::Resume).unwrap();
        assert_eq!(s.next_change_ms(200_000.0, f), None, "nothing once the flag is down");
    }

    #[test]
    fn the_session_matches_a_full_replay() {
        let mut s = session("180+2");
        s.push_at(0.0, EventKind::Start).unwrap();
        for (i, side) in [Color::White, Color::Black, Color::White].into_iter().enumerate() {
            assert!(s.press(side, 1234.5 * (i as f64 + 1.0), None));
        }
        let again = replay(&s.record).unwrap();
        assert_eq!(again.clock, s.game.clock);
    }
    #[test]
    fn an_automatic_flag_call_is_a_claim_by_the_opponent_once() {
        let mut s = session("60");
        s.push_at(0.0, EventKind::Start).unwrap();
        assert_eq!(s.uncalled_flag(59_999.0), None);
        assert_eq!(s.first_flag_at(61_000.0).map(|f| (f.side, f.fell_at)), Some((Color::White, Micros::from_secs(60))));
        assert_eq!(s.uncalled_flag(61_000.0), Some(Color::White));
        assert!(s.call_flag(61_000.0));
        assert_eq!(s.record.events.last().map(|e| &e.kind), Some(&EventKind::flag_claim(Color::Black)));
        assert_eq!(s.record.events.last().map(|e| e.t), Some(61_000.0), "the claim is stamped when it is made");
        assert!(!s.call_flag(62_000.0), "once only");
        assert_eq!(s.record.events.len(), 2);
    }

    #[test]
    fn a_resignation_ends_the_game_without_a_claim_verdict() {
        let mut s = session("60");
        s.push_at(0.0, EventKind::Start).unwrap();
        s.push_at(5.0, EventKind::Resign { side: Color::White }).unwrap();
        assert!(s.game.is_over());
        assert!(s.ending_verdict().is_none());
        assert_eq!(s.uncalled_flag(120_000.0), None, "no flag is called once the game is over");
    }

    #[test]
    fn the_flag_age_ticks_each_second_while_the_clock_runs() {
        let mut s = session("60");
        s.push_at(0.0, EventKind::Start).unwrap();
        assert_eq!(s.next_flag_age_change_ms(30_000.0), None, "no flag yet");
        assert_eq!(s.next_flag_age_change_ms(60_250.0), Some(750.0));
        s.push_at(61_000.0, EventKind::Pause).unwrap();
        assert_eq!(s.next_flag_age_change_ms(62_000.0), None, "nothing while paused");
    }

    #[test]
    fn the_last_verdict_is_the_latest_of_claims_and_penalties() {
        let mut s = session("180+2");
        assert!(s.last_verdict().is_none());
        s.push_at(0.0, EventKind::Start).unwrap();
        s.push_at(10.0, EventKind::Penalty { side: Color::White, infraction: Infraction::KnockedClock }).unwrap();
        let penalty = s.last_verdict().map(|v| v.rule.clone());
        assert!(penalty.is_some());
        s.push_at(20.0, EventKind::flag_claim(Color::Black)).unwrap();
        assert_eq!(s.last_verdict().map(|v| v.rule.clone()), s.game.claims.last().map(|c| c.verdict.rule.clone()));
    }

    #[test]
    fn every_pin_typed_is_recorded_with_the_next_event_and_wrong_ones_wait_longer() {
        let mut s = session("180+2");
        assert_eq!(s.enter_pin(0.0, "2468"), Err(PinRefusal::NoLock));
        s.record.lock = Some(Lock::new("2468", "salt").unwrap());
        s.push_at(0.0, EventKind::Start).unwrap();
        s.push_at(1000.0, EventKind::PauseFor(PauseReason::Arbiter)).unwrap();
        assert_eq!(s.enter_pin(2000.0, "1111"), Err(PinRefusal::Wrong { wrong: 1, wait_ms: 1000.0 }));
        // Within the wait a PIN is not even tried, the right one included, and not counted.
        assert!(matches!(s.enter_pin(2500.0, "2468"), Err(PinRefusal::TooSoon { .. })));
        assert_eq!(s.enter_pin(3000.0, "1112"), Err(PinRefusal::Wrong { wrong: 2, wait_ms: 2000.0 }));
        assert!(s.enter_pin(4999.0, "1113").unwrap_err().to_string().starts_with("Wait 1 s"));
        assert_eq!(s.enter_pin(5000.0, "2468"), Ok(()));
        assert_eq!(s.pin_entries().filter(|p| !p.right).count(), 2);
        assert!(s.record.events.iter().all(|e| e.pins.is_empty()), "not yet recorded");
        s.push_at(6000.0, EventKind::Adjust { side: Color::White, ms: 30_000.0, moves: None }).unwrap();
        let adjust = s.record.events.last().unwrap();
        let typed: Vec<(f64, bool)> = adjust.pins.iter().map(|p| (p.t, p.right)).collect();
        assert_eq!(typed, [(2000.0, false), (3000.0, false), (5000.0, true)]);
        assert!(s.pins.is_empty());
        // The record says it, and reads it back.
        let json = s.record.to_json();
        assert!(json.contains(r#""pins":[{"t":2000.0,"right":false}"#), "{json}");
        assert!(json.contains(r#""lock":{"salt":"salt","hash":""#), "{json}");
        assert!(!json.contains("2468"), "the PIN itself is never recorded");
        let back = Record::from_json(&json).unwrap();
        assert_eq!(back, s.record);
        // After the right one, a wrong one waits a second again.
        assert_eq!(s.enter_pin(7000.0, "0000"), Err(PinRefusal::Wrong { wrong: 1, wait_ms: 1000.0 }));
        let reread = Session::new(back).unwrap();
        assert_eq!(reread.pin_entries().filter(|p| !p.right).count(), 2, "the count is the record's");
    }

    #[test]
    fn an_event_refused_keeps_the_pins_for_the_next() {
        let mut s = session("180+2");
        s.record.lock = Some(Lock::new("2468", "salt").unwrap());
        s.enter_pin(10.0, "2468").unwrap();
        assert!(s.push_at(20.0, EventKind::Resume).is_err());
        assert_eq!(s.pins.len(), 1);
        s.push_at(30.0, EventKind::Start).unwrap();
        assert_eq!(s.record.events[0].pins.len(), 1);
    }

    #[test]
    fn a_wrong_pin_is_counted_in_the_players_language() {
        use crate::ground::language::Language;
        let said =
            |wrong| words::speaking(Language::Polish, || PinRefusal::Wrong { wrong, wait_ms: 4000.0 }.to_string());
        assert_eq!(said(1), "To nie PIN sędziego (1 błędny PIN, zapisany). Następna próba za 4 s.");
        assert!(said(3).contains("(3 błędne PIN-y z rzędu"), "{}", said(3));
        assert!(said(5).contains("(5 błędnych PIN-ów z rzędu"), "{}", said(5));
        assert_eq!(
            PinRefusal::Wrong { wrong: 1, wait_ms: 1000.0 }.to_string(),
            "Not the arbiter's PIN (1 wrong PIN, each in the record). Next try in 1 s."
        );
    }
}
