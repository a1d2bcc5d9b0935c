//! The record's time line across reloads, sleeps and changes of the phone's time.
//!
//! Events are stamped on the page's `performance.now()` time line plus an offset (0 for a new
//! game). That time line is monotonic: it never jumps when the phone's time is set, but it starts
//! again at 0 on every page load, and it stands still while a phone sleeps. So an [`Anchor`] ties
//! it to the wall clock (`Date.now()`) and to the browser's own monotonic clock
//! (`performance.timeOrigin + performance.now()`, which in Chromium runs on across the reloads of
//! one browser process) when the game is saved or hidden.
//!
//! What the wall clock says beyond the monotonic one is either a sleep (to be charged, as a
//! physical clock would have run) or a change of the phone's time (never to be charged as play).
//! No browser API tells the two apart, so the clock never charges it by itself: it says how much
//! it is ([`Away::Gap`]) and the players, or the arbiter on a locked clock, decide. A wall clock
//! that went back is certainly a change of time: the browser's clock measures the time closed when
//! it can, and when it cannot the players are told that none was charged ([`Away::WallBack`]).

use crate::ground::json::{FieldError, Fields, Value};

/// Differences between the two clocks below this are the clocks' own jitter, not a sleep or a
/// change of time (milliseconds).
pub const TOLERANCE_MS: f64 = 2_000.0;

/// The clocks read at one instant.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Now {
    /// `Date.now()`: survives a reload, jumps when the phone's time is set.
    pub wall_ms: f64,
    /// `performance.now()`: the page's monotonic clock, the input events' time line.
    pub perf_ms: f64,
    /// `performance.timeOrigin + performance.now()`, where the browser has it: monotonic across
    /// the reloads of one browser process; `None` where it is missing.
    pub mono_ms: Option<f64>,
}

/// The two clocks read at one instant: the wall clock (`Date.now()`) and the record's time line,
/// and the browser's monotonic clock where it was read.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Anchor {
    pub wall_ms: f64,
    pub record_ms: f64,
    /// `performance.timeOrigin + performance.now()` at the same instant (saves from before it
    /// have none).
    pub mono_ms: Option<f64>,
}

impl Anchor {
    /// Both readings are finite numbers (stored data is checked before it is trusted).
    pub fn is_valid(&self) -> bool {
        self.wall_ms.is_finite() && self.record_ms.is_finite()
    }

    pub fn from_value(value: &Value) -> Result<Anchor, FieldError> {
        let f = Fields::of(value, "the time anchor")?;
        // A monotonic reading that is not a finite number is as good as none.
        let mono_ms = value.get("mono_ms").and_then(Value::as_f64).filter(|m| m.is_finite());
        Ok(Anchor { wall_ms: f.number("wall_ms")?, record_ms: f.number("record_ms")?, mono_ms })
    }

    pub fn to_value(&self) -> Value {
        Value::object([("wall_ms", self.wall_ms.into()), ("record_ms", self.record_ms.into())])
            .with_some("mono_ms", self.mono_ms)
    }
}

/// What the wall clock says happened while the page was away (hidden or closed), beyond what was
/// charged.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Away {
    /// The clocks agree: the time away was charged, or there was none to charge.
    Accounted,
    /// The wall clock ran `ms` further than the monotonic clock: the phone slept, or its time was
    /// set forward. Not charged; the players (or the arbiter) decide.
    Gap { ms: f64 },
    /// The wall clock went back `ms` while the page was closed: its time was changed. `measured`
    /// is the time closed as the browser's own clock measured it, which was charged; `None`: it
    /// cannot be known, and none was charged.
    WallBack { ms: f64, measured: Option<f64> },
}

/// The record's time line as an offset from `performance.now()`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Timeline {
    pub offset_ms: f64,
}

impl Timeline {
    /// A new game: the record's time line is the page's.
    pub const NEW: Timeline = Timeline { offset_ms: 0.0 };

    /// Continues a saved time line in a new page, never before `not_before` (the record's last
    /// event): the time the page was closed is charged as the clocks agree on it, and what they
    /// do not agree on is said ([`Away`]).
    pub fn resume(anchor: Anchor, now: Now, not_before: f64) -> (Timeline, Away) {
        let wall = now.wall_ms - anchor.wall_ms;
        let mono = match (anchor.mono_ms, now.mono_ms) {
            (Some(then), Some(now)) => Some(now - then),
            _ => None,
        };
        let (closed, away) = if wall < -TOLERANCE_MS {
            // The wall clock went back: a change of time, never a sleep. The browser's clock tells
            // how long the page was closed if it ran on (one browser process) and agrees that the
            // wall clock went back.
            match mono.filter(|m| *m >= 0.0 && *m - wall > TOLERANCE_MS) {
                Some(m) => (m, Away::WallBack { ms: -wall, measured: Some(m) }),
                None => (0.0, Away::WallBack { ms: -wall, measured: None }),
            }
        } else {
            match mono.filter(|m| *m >= 0.0 && wall - *m > TOLERANCE_MS) {
                // Slept while closed, or set forward: the browser's time is charged, the rest asked.
                Some(m) => (m, Away::Gap { ms: wall - m }),
                None => (wall.max(0.0), Away::Accounted),
            }
        };
        let record_now = (anchor.record_ms + closed).max(not_before);
        (Timeline { offset_ms: record_now - now.perf_ms }, away)
    }

    /// The record instant of a `performance.now()` reading (or an input event's `timeStamp`).
    pub fn record_ms(self, perf_ms: f64) -> f64 {
        perf_ms + self.offset_ms
    }

    /// The anchor to save now.
    pub fn anchor(self, now: Now) -> Anchor {
        Anchor { wall_ms: now.wall_ms, record_ms: self.record_ms(now.perf_ms), mono_ms: now.mono_ms }
    }

    /// Back from hidden (`hidden_at`): what the wall clock ran beyond the page's own monotonic
    /// clock meanwhile — a sleep, or the phone's time set forward. The time line itself is left as
    /// it is: the page's clock is what certainly passed.
    pub fn after_hidden(self, hidden_at: Anchor, now: Now) -> Away {
        let gap = (now.wall_ms - hidden_at.wall_ms) - (self.record_ms(now.perf_ms) - hidden_at.record_ms);
        if gap > TOLERANCE_MS { Away::Gap { ms: gap } } else { Away::Accounted }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WALL: f64 = 1.7e12;

    fn now(wall_ms: f64, perf_ms: f64, mono_ms: Option<f64>) -> Now {
        Now { wall_ms, perf_ms, mono_ms }
    }

    #[test]
    fn a_reload_charges_the_closed_time_to_the_record() {
        // Saved at record 65 000 ms, wall 1 700 000 000 000; reopened 90 s later, 500 ms into the new page.
        let anchor = Anchor { wall_ms: WALL, record_ms: 65_000.0, mono_ms: Some(5_000.0) };
        let (tl, away) = Timeline::resume(anchor, now(WALL + 90_000.0, 500.0, Some(95_000.0)), 60_000.0);
        assert_eq!((tl.record_ms(500.0), away), (155_000.0, Away::Accounted));
        assert_eq!(tl.record_ms(1_500.25), 156_000.25, "the new page's clock continues the record's");
        // A save from before the browser's clock was kept: the wall clock alone, as before.
        let old = Anchor { mono_ms: None, ..anchor };
        assert_eq!(
            Timeline::resume(old, now(WALL + 90_000.0, 500.0, Some(1.0)), 60_000.0).0.record_ms(500.0),
            155_000.0
        );
    }

    #[test]
    fn a_wall_clock_set_back_while_closed_charges_the_browser_s_measure_of_the_time_closed() {
        // Closed 5 s while the phone's time went back an hour: the browser's clock measured 5 s.
        let anchor = Anchor { wall_ms: WALL, record_ms: 65_000.0, mono_ms: Some(5_000.0) };
        let (tl, away) = Timeline::resume(anchor, now(WALL - 3_600_000.0 + 5_000.0, 10.0, Some(10_000.0)), 60_000.0);
        assert_eq!(tl.record_ms(10.0), 70_000.0, "the 5 s closed are charged");
        assert_eq!(away, Away::WallBack { ms: 3_595_000.0, measured: Some(5_000.0) });
    }

    #[test]
    fn a_wall_clock_set_back_with_no_measure_of_the_time_closed_charges_nothing_and_says_so() {
        let anchor = Anchor { wall_ms: WALL, record_ms: 65_000.0, mono_ms: None };
        let (tl, away) = Timeline::resume(anchor, now(WALL - 3_600_000.0, 10.0, None), 60_000.0);
        assert_eq!((tl.record_ms(10.0), away), (65_000.0, Away::WallBack { ms: 3_600_000.0, measured: None }));
        // A browser whose clock follows the wall clock (a new process) measures nothing either.
        let anchor = Anchor { mono_ms: Some(WALL), ..anchor };
        let (tl, away) = Timeline::resume(anchor, now(WALL - 3_600_000.0, 10.0, Some(WALL - 3_600_000.0)), 60_000.0);
        assert_eq!((tl.record_ms(10.0), away), (65_000.0, Away::WallBack { ms: 3_600_000.0, measured: None }));
        // And never before the last event, even if the anchor says so.
        let (tl, _) = Timeline::resume(
            Anchor { wall_ms: WALL, record_ms: 65_000.0, mono_ms: None },
            now(WALL, 10.0, None),
            70_000.0,
        );
        assert_eq!(tl.record_ms(10.0), 70_000.0);
    }

    #[test]
    fn a_wall_clock_ahead_of_the_browser_s_while_closed_charges_the_browser_s_and_asks_the_rest() {
        // Closed 5 s by the browser's clock, 10 min by the wall clock: slept, or set forward.
        let anchor = Anchor { wall_ms: WALL, record_ms: 65_000.0, mono_ms: Some(5_000.0) };
        let (tl, away) = Timeline::resume(anchor, now(WALL + 600_000.0, 10.0, Some(10_000.0)), 60_000.0);
        assert_eq!(tl.record_ms(10.0), 70_000.0);
        assert_eq!(away, Away::Gap { ms: 595_000.0 });
    }

    #[test]
    fn the_anchor_is_the_record_now() {
        let tl = Timeline { offset_ms: 1_000.0 };
        assert_eq!(
            tl.anchor(now(5.0e12, 250.0, Some(9.0))),
            Anchor { wall_ms: 5.0e12, record_ms: 1_250.0, mono_ms: Some(9.0) }
        );
        assert!(tl.anchor(now(5.0e12, 250.0, None)).is_valid());
        assert!(!Anchor { wall_ms: f64::NAN, record_ms: 0.0, mono_ms: None }.is_valid());
    }

    #[test]
    fn an_anchor_reads_back_with_or_without_the_browser_s_clock() {
        let with = Anchor { wall_ms: WALL, record_ms: 1.5, mono_ms: Some(7.25) };
        assert_eq!(Anchor::from_value(&with.to_value()), Ok(with));
        let without = Anchor { mono_ms: None, ..with };
        assert_eq!(Anchor::from_value(&without.to_value()), Ok(without));
        assert_eq!(without.to_value().get("mono_ms"), None, "older pages read it as before");
    }

    #[test]
    fn back_from_hidden_a_sleep_or_a_change_of_time_is_said_not_charged() {
        let tl = Timeline { offset_ms: 100.0 };
        let hidden = tl.anchor(now(1.0e12, 1_000.0, None)); // record 1 100
        // Hidden 5 s by the page's clock while the wall clock ran 10 min 5 s: the time line stays.
        let away = tl.after_hidden(hidden, now(1.0e12 + 605_000.0, 6_000.0, None));
        assert_eq!(away, Away::Gap { ms: 600_000.0 });
        // The page's clock stood still 59 s of a minute (a sleep): the same, said.
        assert_eq!(tl.after_hidden(hidden, now(1.0e12 + 60_000.0, 2_000.0, None)), Away::Gap { ms: 59_000.0 });
        // The clocks agree, or the wall clock went back: nothing to say.
        assert_eq!(tl.after_hidden(hidden, now(1.0e12 + 60_000.0, 61_000.0, None)), Away::Accounted);
        assert_eq!(tl.after_hidden(hidden, now(1.0e12 - 3_600_000.0, 5_000.0, None)), Away::Accounted);
        // Jitter under the tolerance is not a gap.
        assert_eq!(tl.after_hidden(hidden, now(1.0e12 + 6_500.0, 6_000.0, None)), Away::Accounted);
    }
}
