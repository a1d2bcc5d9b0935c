//! The chess clock: two time displays, only one running at a time.
//!
//! The clock is driven by the record's events at their own instants. The time charged for a turn is
//! exactly `press − turn start` (less running time lost to pauses, less delay, plus increment): no
//! ticks are counted, so nothing drifts. Between events, [`Clock::reading`] gives what the displays
//! show at any instant in O(1), and [`Clock::advance`] records each flag at the exact instant its
//! time ran out, however late somebody noticed.

use crate::ground::micros::Micros;
use crate::ground::time_control::{Bonus, COUNT_UP_LIMIT, Overtime, TimeControl};
use crate::ground::vocabulary::{Flag, side_name};
use shakmaty::{ByColor, Color};
use std::fmt;

/// One player's side of the clock, between turns.
///
/// Its fields change only through the [`Clock`] it belongs to, which keeps them consistent with
/// each other and with the other side (the hourglass's sand, a fallen flag at zero).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideClock {
    control: TimeControl,
    /// Main time left at the start of the current turn (or now, when this side is not running).
    remaining: Micros,
    /// Moves this side has completed (its presses, plus arbiter corrections).
    moves: u32,
    /// Overtime still to come or under way.
    overtime: OvertimeLeft,
    /// The flag is down: the display reads 0 and no increment, delay or period revives it.
    fallen: bool,
    /// Time charged for this side's last completed move.
    last_move: Option<Micros>,
    /// Time the bonus added with this side's last completed move (an increment, Bronstein's
    /// give-back, a capped increment as far as its cap let it).
    last_gain: Micros,
}

/// What is left of a side's overtime.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OvertimeLeft {
    None,
    ByoYomi {
        periods: u32,
        time: Micros,
    },
    /// `block` is the time left in the current block of `moves_left` moves.
    Canadian {
        moves: u32,
        time: Micros,
        moves_left: u32,
        block: Micros,
    },
}

impl SideClock {
    pub fn new(control: TimeControl) -> SideClock {
        let overtime = match control.overtime() {
            None => OvertimeLeft::None,
            Some(Overtime::ByoYomi { periods, time }) => OvertimeLeft::ByoYomi { periods, time },
            Some(Overtime::Canadian { moves, time }) => {
                OvertimeLeft::Canadian { moves, time, moves_left: moves, block: time }
            }
        };
        SideClock {
            remaining: control.initial(),
            control,
            moves: 0,
            overtime,
            fallen: false,
            last_move: None,
            last_gain: Micros::ZERO,
        }
    }

    /// The time control this side plays under (with an increment the arbiter introduced).
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// Main time left at the start of the current turn (or now, when this side is not running):
    /// what [`Clock::reading`] counts down from.
    pub fn remaining(&self) -> Micros {
        self.remaining
    }

    /// Moves this side has completed: its presses, plus the arbiter's corrections.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// Time charged for this side's last completed move.
    pub fn last_move(&self) -> Option<Micros> {
        self.last_move
    }

    /// Time the bonus added with this side's last completed move: what an increment gave it.
    pub fn last_gain(&self) -> Micros {
        self.last_gain
    }

    /// The bonus of the period this side is playing now.
    pub fn bonus(&self) -> Bonus {
        self.control.period(self.control.period_index(self.moves)).map_or(Bonus::None, |p| p.bonus)
    }

    /// The period this side is playing now, 1-based, as a clock shows it.
    pub fn period_number(&self) -> usize {
        self.control.period_index(self.moves) + 1
    }

    /// Whether this side's clock can run out: a count-up clock has no time limit, so no flag, in
    /// every rulebook (it counts the time used; its hidden start is only where it counts from).
    fn has_flag(&self) -> bool {
        !self.control.counts_up()
    }

    fn delay(&self) -> Micros {
        match self.bonus() {
            Bonus::SimpleDelay(d) => d,
            _ => Micros::ZERO,
        }
    }

    /// Running time this turn can take before the flag falls.
    fn allowance(&self) -> Micros {
        if self.fallen {
            return Micros::ZERO;
        }
        let overtime = match self.overtime {
            OvertimeLeft::None => Micros::ZERO,
            OvertimeLeft::ByoYomi { periods, time } => Micros(time.0.saturating_mul(i64::from(periods))),
            OvertimeLeft::Canadian { time, block, .. } => {
                if self.remaining > Micros::ZERO {
                    time
                } else {
                    block
                }
            }
        };
        self.remaining + self.delay() + overtime
    }

    /// What this side's display shows after `elapsed` running time in its turn.
    fn reading(&self, elapsed: Micros, running: bool) -> Reading {
        if self.fallen || (running && self.has_flag() && elapsed >= self.allowance()) {
            return Reading { shown: Micros::ZERO, delay: None, overtime: None, fallen: true };
        }
        if !running {
            let overtime = match self.overtime {
                OvertimeLeft::None => None,
                OvertimeLeft::ByoYomi { periods, time } => Some(OvertimeReading::ByoYomi { periods, period: time }),
                OvertimeLeft::Canadian { moves_left, block, .. } => {
                    Some(OvertimeReading::Canadian { moves_left, block })
                }
            };
            let shown = if self.remaining > Micros::ZERO { self.remaining } else { overtime_shown(overtime) };
            // A waiting side's delay is all still to run: its next move starts with it.
            let delay = Some(self.delay()).filter(|d| *d > Micros::ZERO);
            return Reading { shown, delay, overtime, fallen: false };
        }
        let delay = self.delay();
        let in_delay = (elapsed < delay).then(|| delay - elapsed);
        let charged = elapsed.saturating_sub(delay).max(Micros::ZERO);
        if charged < self.remaining || !self.has_flag() {
            let shown = self.remaining - charged;
            let overtime = self.reading(Micros::ZERO, false).overtime;
            return Reading { shown, delay: in_delay, overtime, fallen: false };
        }
        let over = charged - self.remaining;
        let overtime = match self.overtime {
            OvertimeLeft::None => None,
            OvertimeLeft::ByoYomi { periods, time } => {
                let lost = (over.0 / time.0) as u32;
                let into = Micros(over.0 % time.0);
                Some(OvertimeReading::ByoYomi { periods: periods - lost, period: time - into })
            }
            OvertimeLeft::Canadian { moves, time, moves_left, block } => {
                let (moves_left, block) =
                    if self.remaining > Micros::ZERO { (moves, time) } else { (moves_left, block) };
                Some(OvertimeReading::Canadian { moves_left, block: block - over })
            }
        };
        Reading { shown: overtime_shown(overtime), delay: in_delay, overtime, fallen: false }
    }

    /// Charge a completed turn of `elapsed` running time, then top up as the control says.
    fn complete_move(&mut self, elapsed: Micros) -> Micros {
        self.moves = self.moves.saturating_add(1);
        if self.fallen {
            // A fallen flag stays down: no increment, delay or next period revives it.
            self.last_move = Some(elapsed);
            self.last_gain = Micros::ZERO;
            return elapsed;
        }
        let bonus = self.bonus_before_move();
        let charged = match bonus {
            Bonus::SimpleDelay(d) => elapsed.saturating_sub(d).max(Micros::ZERO),
            _ => elapsed,
        };
        if charged <= self.remaining || !self.has_flag() {
            self.remaining -= charged;
        } else {
            let over = charged - self.remaining;
            let started_in_main = self.remaining > Micros::ZERO;
            self.remaining = Micros::ZERO;
            self.overtime = match self.overtime {
                OvertimeLeft::None => OvertimeLeft::None,
                // A period used up is lost; the one a move is made in starts again.
                OvertimeLeft::ByoYomi { periods, time } => {
                    OvertimeLeft::ByoYomi { periods: periods.saturating_sub((over.0 / time.0) as u32), time }
                }
                // A move begun in main time and finished in overtime is the first of a fresh block.
                OvertimeLeft::Canadian { moves, time, moves_left, block } => {
                    let (left, block) = if started_in_main { (moves, time) } else { (moves_left, block) };
                    if left <= 1 {
                        OvertimeLeft::Canadian { moves, time, moves_left: moves, block: time }
                    } else {
                        OvertimeLeft::Canadian { moves, time, moves_left: left - 1, block: block - over }
                    }
                }
            };
        }
        let before_bonus = self.remaining;
        match bonus {
            Bonus::Increment(i) => self.remaining += i,
            // Never beyond the cap, nor taking away what is above it already.
            Bonus::CappedIncrement { increment, cap } => {
                self.remaining = (self.remaining + increment).min(cap.max(self.remaining))
            }
            Bonus::Bronstein(d) => self.remaining += elapsed.min(d),
            _ => {}
        }
        self.last_gain = self.remaining - before_bonus;
        if let Some(added) = self.control.time_added_after(self.moves) {
            self.remaining += added;
        }
        self.last_move = Some(elapsed);
        charged
    }

    /// Stop a turn that ends without a move (the position is reinstated under it): its running
    /// time stays charged as the display showed it, with no bonus and no move counted.
    fn stop_without_move(&mut self, elapsed: Micros) {
        if self.fallen {
            return;
        }
        let charged = elapsed.saturating_sub(self.delay()).max(Micros::ZERO);
        if charged <= self.remaining || !self.has_flag() {
            self.remaining -= charged;
            return;
        }
        let shown = self.reading(elapsed, true);
        self.remaining = Micros::ZERO;
        self.overtime = match (self.overtime, shown.overtime) {
            // The period under way is not used up: it starts again, as after a move.
            (OvertimeLeft::ByoYomi { time, .. }, Some(OvertimeReading::ByoYomi { periods, .. })) => {
                OvertimeLeft::ByoYomi { periods, time }
            }
            (OvertimeLeft::Canadian { moves, time, .. }, Some(OvertimeReading::Canadian { moves_left, block })) => {
                OvertimeLeft::Canadian { moves, time, moves_left, block }
            }
            (overtime, _) => overtime,
        };
    }

    /// Take back the move counted for this side's last press (an illegal move that an upheld
    /// claim replaced), and the next period's time if that press had brought it: the replacing
    /// move counts instead, and brings it then.
    fn uncount_move(&mut self) {
        if self.moves == 0 {
            return;
        }
        if let Some(added) = self.control.time_added_after(self.moves)
            && !self.fallen
        {
            self.remaining = (self.remaining - added).max(Micros::ZERO);
        }
        self.moves -= 1;
        self.last_gain = Micros::ZERO;
    }

    /// The bonus of the period in which the move being completed was played.
    fn bonus_before_move(&self) -> Bonus {
        let index = self.control.period_index(self.moves.saturating_sub(1));
        self.control.period(index).map_or(Bonus::None, |p| p.bonus)
    }
}

fn overtime_shown(overtime: Option<OvertimeReading>) -> Micros {
    match overtime {
        Some(OvertimeReading::ByoYomi { period, .. }) => period,
        Some(OvertimeReading::Canadian { block, .. }) => block,
        None => Micros::ZERO,
    }
}

/// What one display shows at an instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reading {
    /// The time shown: main time, or the overtime period/block once main time is gone.
    pub shown: Micros,
    /// Delay still to run before the main time moves (simple delay only); for the waiting side,
    /// the whole delay its next move starts with.
    pub delay: Option<Micros>,
    pub overtime: Option<OvertimeReading>,
    pub fallen: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OvertimeReading {
    ByoYomi { periods: u32, period: Micros },
    Canadian { moves_left: u32, block: Micros },
}

/// Whether the clock has started, runs, is paused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    NotStarted,
    /// `since` is when the running side's clock last started or resumed.
    Running {
        since: Micros,
    },
    Paused,
}

/// Something the clock was asked to do that makes no sense in its state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockError {
    NotStarted,
    AlreadyStarted,
    NotYourTurn { pressed: Color, running: Color },
    Paused,
    NotPaused,
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::NotStarted => f.write_str("the clock has not been started (a 'start' event comes first)"),
            ClockError::AlreadyStarted => f.write_str("the clock was already started"),
            ClockError::NotYourTurn { pressed, running } => write!(
                f,
                "{} pressed, but it is {}'s clock that runs",
                side_name(*pressed),
                side_name(*running).to_ascii_lowercase()
            ),
            ClockError::Paused => f.write_str("the clock is paused: resume it first"),
            ClockError::NotPaused => f.write_str("the clock is not paused"),
        }
    }
}

impl std::error::Error for ClockError {}

/// The whole clock.
///
/// Its state is read through accessors and changed only by the events it is driven with
/// (`start`, `press`, `pause`, `resume`, `advance`, an arbiter's `adjust` or
/// `introduce_increment`), which keep it consistent: one side runs at a time, time never goes
/// back, and each flag is recorded once, at the instant it fell.
/// What a player's tap on their half of the face means ([`Clock::tap_means`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tap {
    Start,
    Press,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    sides: ByColor<SideClock>,
    /// The side whose turn it is; its display runs while the phase is `Running`.
    turn: Color,
    phase: Phase,
    /// Running time of the current turn before the last pause.
    turn_elapsed: Micros,
    /// Instant of the last event the clock has seen: the clock never goes back in time.
    now: Micros,
    /// When the clock was started: the game's time is counted from here.
    started: Option<Micros>,
    /// The falls that stand: a flag that fell and was not put back in play by a correction.
    flags: Vec<Flag>,
    /// Falls that a correction put back in play before anyone claimed them ([`Clock::adjust`]).
    corrected: Vec<Flag>,
}

impl Clock {
    pub fn new(white: TimeControl, black: TimeControl, first: Color) -> Clock {
        Clock {
            sides: ByColor { white: SideClock::new(white), black: SideClock::new(black) },
            turn: first,
            phase: Phase::NotStarted,
            turn_elapsed: Micros::ZERO,
            now: Micros::ZERO,
            started: None,
            flags: Vec::new(),
            corrected: Vec::new(),
        }
    }

    /// When the clock was started, if it was: a flag's fall is quoted as the game's time since
    /// then, as the score sheet and the PGN show it (the record's time line may start earlier,
    /// at the page's load).
    pub fn started(&self) -> Option<Micros> {
        self.started
    }

    /// The side whose turn it is; its display runs while the clock runs.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Whether the clock has started, runs, is paused.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// One side of the clock, between turns.
    pub fn side(&self, side: Color) -> &SideClock {
        &self.sides[side]
    }

    /// Both sides of the clock, between turns.
    pub fn sides(&self) -> &ByColor<SideClock> {
        &self.sides
    }

    /// Instant of the last event the clock has seen.
    pub fn now(&self) -> Micros {
        self.now
    }

    /// Every flag that fell and is down, in the order they fell, each at the instant its time ran
    /// out. A fall that a correction gave time back to before anyone claimed it is not here: see
    /// [`Clock::corrected_falls`].
    pub fn flags(&self) -> &[Flag] {
        &self.flags
    }

    /// Falls that nobody had claimed when the arbiter gave the fallen side time again (a
    /// correction, FIDE 6.10.2, or time a verdict gives). FIDE 6.8: "A flag is considered to have
    /// fallen when the arbiter observes the fact or when either player has made a valid claim to
    /// that effect." An arbiter who corrects the clock instead has not declared the fall, so it no
    /// longer decides a claim; it is kept here, in the order they fell, for the record's account.
    pub fn corrected_falls(&self) -> &[Flag] {
        &self.corrected
    }

    /// Every fall so far, standing or corrected, in the order they fell: the game's history.
    pub fn all_falls(&self) -> Vec<Flag> {
        let mut all: Vec<Flag> = self.flags.iter().chain(&self.corrected).copied().collect();
        all.sort_by_key(|f| f.fell_at);
        all
    }

    /// Running time of the current turn at `t`.
    pub fn elapsed_at(&self, t: Micros) -> Micros {
        match self.phase {
            Phase::Running { since } => self.turn_elapsed + (t - since).max(Micros::ZERO),
            _ => self.turn_elapsed,
        }
    }

    pub fn is_running(&self) -> bool {
        matches!(self.phase, Phase::Running { .. })
    }

    /// What a tap on `side`'s half means: before the start, the waiting side's tap starts the
    /// other's clock, as on a physical clock, and the side to move's means nothing; after it, a
    /// press (which the clock may still refuse).
    pub fn tap_means(&self, side: Color) -> Option<Tap> {
        match self.phase {
            Phase::NotStarted if side == self.turn => None,
            Phase::NotStarted => Some(Tap::Start),
            _ => Some(Tap::Press),
        }
    }

    /// The side whose tap the one shared key (Space) stands for: the waiting side before the
    /// start (its tap starts the game), then the side to move.
    pub fn shared_key_side(&self) -> Color {
        match self.phase {
            Phase::NotStarted => !self.turn,
            _ => self.turn,
        }
    }

    /// The instant the running side's flag will fall, if it keeps running.
    pub fn flag_due(&self) -> Option<Micros> {
        let Phase::Running { since } = self.phase else { return None };
        let side = &self.sides[self.turn];
        if side.fallen || !side.has_flag() {
            return None;
        }
        Some(since + (side.allowance() - self.turn_elapsed))
    }

    /// Move the clock's own time to `t`, recording a flag that fell on the way at its exact instant.
    pub fn advance(&mut self, t: Micros) {
        if let Some(due) = self.flag_due()
            && due <= t
        {
            self.fall(self.turn, due);
        }
        self.now = self.now.max(t);
    }

    fn fall(&mut self, side: Color, at: Micros) {
        // Hourglass: all the sand the fallen side had at its turn start has run to the other side.
        let sand = self.sides[side].remaining;
        let other = &mut self.sides[!side];
        if side == self.turn && matches!(other.control, TimeControl::Hourglass { .. }) && !other.fallen {
            other.remaining += sand;
        }
        let s = &mut self.sides[side];
        s.fallen = true;
        s.remaining = Micros::ZERO;
        if let OvertimeLeft::ByoYomi { time, .. } = s.overtime {
            s.overtime = OvertimeLeft::ByoYomi { periods: 0, time };
        }
        if let OvertimeLeft::Canadian { moves, time, moves_left, .. } = s.overtime {
            s.overtime = OvertimeLeft::Canadian { moves, time, moves_left, block: Micros::ZERO };
        }
        self.flags.push(Flag { side, fell_at: at });
    }

    /// What both displays show at `t` (at or after the last event). O(1).
    pub fn reading(&self, t: Micros) -> ByColor<Reading> {
        let elapsed = self.elapsed_at(t);
        let running = self.phase != Phase::NotStarted;
        let mut r = ByColor::new_with(|side| {
            let on_turn = side == self.turn && running;
            self.sides[side].reading(if on_turn { elapsed } else { Micros::ZERO }, on_turn)
        });
        // Hourglass: the waiting side gains what the running side spends, up to what it had.
        if let TimeControl::Hourglass { .. } = self.sides[!self.turn].control
            && running
            && !self.sides[!self.turn].fallen
        {
            let spent = elapsed.min(self.sides[self.turn].remaining.max(Micros::ZERO));
            r[!self.turn].shown += spent;
        }
        r
    }

    /// Each side's remaining time at `t`, as the outcome reports it (never negative).
    pub fn remaining_at(&self, t: Micros) -> ByColor<Micros> {
        self.reading(t).map(|r| r.shown)
    }

    /// What each display shows at `t`: the time left, or on a count-up clock the time used.
    pub fn shown_at(&self, t: Micros) -> ByColor<Micros> {
        let left = self.remaining_at(t);
        ByColor::new_with(|side| self.sides[side].control().shown(left[side]))
    }

    pub fn start(&mut self, t: Micros) -> Result<(), ClockError> {
        if self.phase != Phase::NotStarted {
            return Err(ClockError::AlreadyStarted);
        }
        self.phase = Phase::Running { since: t };
        self.turn_elapsed = Micros::ZERO;
        self.now = t;
        self.started = Some(t);
        Ok(())
    }

    /// `side` completes its turn at `t`: its time is charged and the other clock starts.
    /// Returns the time charged for the move.
    pub fn press(&mut self, side: Color, t: Micros) -> Result<Micros, ClockError> {
        match self.phase {
            Phase::NotStarted => return Err(ClockError::NotStarted),
            Phase::Paused => return Err(ClockError::Paused),
            Phase::Running { .. } => {}
        }
        if side != self.turn {
            return Err(ClockError::NotYourTurn { pressed: side, running: self.turn });
        }
        self.advance(t);
        let elapsed = self.elapsed_at(t);
        let hourglass_gain = self.hourglass_gain(side, elapsed);
        let used = self.sides[side].complete_move(elapsed);
        if !self.sides[!side].fallen {
            self.sides[!side].remaining += hourglass_gain;
        }
        self.turn = !side;
        self.turn_elapsed = Micros::ZERO;
        self.phase = Phase::Running { since: t };
        Ok(used)
    }

    pub fn pause(&mut self, t: Micros) -> Result<(), ClockError> {
        match self.phase {
            Phase::Running { .. } => {
                self.advance(t);
                self.turn_elapsed = self.elapsed_at(t);
                self.phase = Phase::Paused;
                Ok(())
            }
            Phase::Paused => Err(ClockError::Paused),
            Phase::NotStarted => Err(ClockError::NotStarted),
        }
    }

    pub fn resume(&mut self, t: Micros) -> Result<(), ClockError> {
        match self.phase {
            Phase::Paused => {
                self.phase = Phase::Running { since: t };
                self.now = self.now.max(t);
                Ok(())
            }
            Phase::Running { .. } => Err(ClockError::NotPaused),
            Phase::NotStarted => Err(ClockError::NotStarted),
        }
    }

    /// Hourglass: the sand that `running`'s `elapsed` time has moved to the other side (what it
    /// had at its turn's start, at most); nothing under another control.
    fn hourglass_gain(&self, running: Color, elapsed: Micros) -> Micros {
        match self.sides[!running].control {
            TimeControl::Hourglass { .. } => elapsed.min(self.sides[running].remaining.max(Micros::ZERO)),
            _ => Micros::ZERO,
        }
    }

    /// An upheld illegal-move claim reinstates the position before `offender`'s illegal move, and
    /// `offender` moves again (FIDE 7.5.1, US Chess 11A): from `t` it is `offender`'s clock that
    /// runs (or would run on resuming, when paused), and the illegal press no longer counts as a
    /// move, so the next period comes at the right move (FIDE 7.1: the arbiter "shall also, if
    /// necessary, adjust the clock's move-counter"; US Chess 11A: "Move counters on clocks that
    /// have them may be readjusted"), and a period's time that press brought waits for the
    /// replacing move. The times stand as the clocks show them at `t` (FIDE 7.1: "This includes
    /// the right not to change the clock times"; 11A: "The players do not recover the time used
    /// after the illegal move"): the opponent's running time up to the claim stays used. What the
    /// verdict gives or takes (extra time to the opponent, FIDE's increment taken back) are its
    /// effects, applied apart.
    pub fn reinstate(&mut self, offender: Color, t: Micros) {
        self.advance(t);
        if self.phase == Phase::NotStarted {
            return;
        }
        if self.turn == offender {
            // The opponent has replied since: the reinstated position is before that reply too.
            self.sides[!offender].uncount_move();
        } else {
            let elapsed = self.elapsed_at(t);
            let hourglass_gain = self.hourglass_gain(!offender, elapsed);
            self.sides[!offender].stop_without_move(elapsed);
            if !self.sides[offender].fallen {
                self.sides[offender].remaining += hourglass_gain;
            }
            self.turn = offender;
            self.turn_elapsed = Micros::ZERO;
            if let Phase::Running { .. } = self.phase {
                self.phase = Phase::Running { since: t };
            }
        }
        self.sides[offender].uncount_move();
        // The period's time taken back may leave less than the turn under way has used.
        self.fall_if_emptied(offender, t);
    }

    /// From now on both players get `increment` a move (FIDE III.4): it is added from the next
    /// completed move on, like any increment.
    pub fn introduce_increment(&mut self, increment: Micros) {
        for side in self.sides.iter_mut() {
            side.control = side.control.with_increment(increment);
        }
    }

    /// An arbiter's correction of `side`'s clock at `t` (FIDE 6.10.2: "The arbiter shall install
    /// the correct setting and adjust the times"), as [`Clock::adjust`]; time given to a clock
    /// whose flag fell and was not claimed also takes that fall back ([`Clock::corrected_falls`]).
    pub fn correct(&mut self, side: Color, add: Micros, moves: i64, t: Micros) {
        self.adjust(side, add, moves, t);
        if add > Micros::ZERO
            && !self.sides[side].fallen
            && let Some(i) = self.flags.iter().rposition(|f| f.side == side)
        {
            let fall = self.flags.remove(i);
            self.corrected.push(fall);
        }
    }

    /// An arbiter's correction or a penalty: add (or take away) time from `side` at `t`, and
    /// correct its move counter by `moves`. Time given to a fallen side puts it back in play (the
    /// arbiter's decision); the flag that fell stays in the history. Time taken away never goes
    /// below zero; when that empties a clock, its flag falls at `t`: the correction is what ran it
    /// out, not the time before it.
    pub fn adjust(&mut self, side: Color, add: Micros, moves: i64, t: Micros) {
        // A flag that fell before the correction falls at its own instant.
        self.advance(t);
        // The running side's `remaining` is as of its turn start; the turn's charge is applied on top.
        let charged = if side == self.turn { self.elapsed_at(t) } else { Micros::ZERO };
        let s = &mut self.sides[side];
        if add > Micros::ZERO && s.fallen {
            s.fallen = false;
            if side == self.turn {
                // Start its revived time from now: the time it ran while fallen is not charged.
                self.turn_elapsed = Micros::ZERO;
                if let Phase::Running { .. } = self.phase {
                    self.phase = Phase::Running { since: t };
                }
            }
            let s = &mut self.sides[side];
            s.remaining = add;
        } else if !s.fallen && !s.has_flag() {
            // A count-up clock shows the time used: a correction gives back at most what was used.
            s.remaining = (s.remaining + add).min(COUNT_UP_LIMIT + charged);
        } else if !s.fallen {
            s.remaining = (s.remaining + add).max(Micros::ZERO);
        }
        let s = &mut self.sides[side];
        s.moves = (i64::from(s.moves) + moves).clamp(0, i64::from(u32::MAX)) as u32;
        if self.phase == Phase::NotStarted || self.sides[side].fallen || !self.sides[side].has_flag() {
            return;
        }
        self.fall_if_emptied(side, t);
    }

    /// A clock that a correction (or time taken back) left with nothing drops its flag at `t`:
    /// the correction is what ran it out, not the time before it.
    fn fall_if_emptied(&mut self, side: Color, t: Micros) {
        let s = &self.sides[side];
        if s.fallen || !s.has_flag() {
            return;
        }
        let emptied = if side == self.turn {
            // Running or paused in its turn: what the turn has used counts against what is left.
            s.allowance() <= self.elapsed_at(t)
        } else {
            // A waiting clock set to zero shows its flag at once.
            s.remaining == Micros::ZERO && s.overtime == OvertimeLeft::None
        };
        if emptied {
            self.fall(side, t);
        }
    }
}

#[cfg(test)]
mod tests;
