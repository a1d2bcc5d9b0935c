//! The record's time line across reloads.
//!
//! Events are stamped on the page's `performance.now()` time line plus an offset (0 for a new
//! game). That time line starts again at 0 on every page load, and may stand still while a phone
//! sleeps, so an [`Anchor`] ties it to the wall clock when the game is saved. On the way back the
//! time the page was closed is charged to the running clock, as a physical clock would.

use crate::ground::json::{FieldError, Fields, Value};

/// The two clocks read at one instant: the wall clock (`Date.now()`) and the record's time line.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Anchor {
    pub wall_ms: f64,
    pub record_ms: f64,
}

impl Anchor {
    /// Both readings are finite numbers (stored data is checked before it is trusted).
    pub fn is_valid(&self) -> bool {
        self.wall_ms.is_finite() && self.record_ms.is_finite()
    }

    pub fn from_value(value: &Value) -> Result<Anchor, FieldError> {
        let f = Fields::of(value, "the time anchor")?;
        Ok(Anchor { wall_ms: f.number("wall_ms")?, record_ms: f.number("record_ms")? })
    }

    pub fn to_value(&self) -> Value {
        Value::object([("wall_ms", self.wall_ms.into()), ("record_ms", self.record_ms.into())])
    }
}

/// The record's time line as an offset from `performance.now()`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Timeline {
    pub offset_ms: f64,
}

impl Timeline {
    /// A new game: the record's time line is the page's.
    pub const NEW: Timeline = Timeline { offset_ms: 0.0 };

    /// Continues a saved time line in a new page: the record's now is the anchor's plus the wall
    /// time since (never less: a wall clock set back must not give time back), and never before
    /// `not_before` (the record's last event).
    pub fn resume(anchor: Anchor, wall_now_ms: f64, perf_now_ms: f64, not_before: f64) -> Timeline {
        let record_now = (anchor.record_ms + (wall_now_ms - anchor.wall_ms).max(0.0)).max(not_before);
        Timeline { offset_ms: record_now - perf_now_ms }
    }

    /// The record instant of a `performance.now()` reading (or an input event's `timeStamp`).
    pub fn record_ms(self, perf_ms: f64) -> f64 {
        perf_ms + self.offset_ms
    }

    /// The anchor to save now.
    pub fn anchor(self, wall_now_ms: f64, perf_now_ms: f64) -> Anchor {
        Anchor { wall_ms: wall_now_ms, record_ms: self.record_ms(perf_now_ms) }
    }

    /// After the page was hidden: if the wall clock ran on while `performance.now()` stood still
    /// (a sleeping phone), move the time line forward by the difference; never back.
    pub fn catch_up(self, hidden_at: Anchor, wall_now_ms: f64, perf_now_ms: f64) -> Timeline {
        let resumed = Timeline::resume(hidden_at, wall_now_ms, perf_now_ms, f64::NEG_INFINITY);
        if resumed.offset_ms > self.offset_ms { resumed } else { self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reload_charges_the_closed_time_to_the_record() {
        // Saved at record 65 000 ms, wall 1 700 000 000 000; reopened 90 s later, 500 ms into the new page.
        let anchor = Anchor { wall_ms: 1.7e12, record_ms: 65_000.0 };
        let tl = Timeline::resume(anchor, 1.7e12 + 90_000.0, 500.0, 60_000.0);
        assert_eq!(tl.record_ms(500.0), 155_000.0);
        assert_eq!(tl.record_ms(1_500.25), 156_000.25, "the new page's clock continues the record's");
    }

    #[test]
    fn a_wall_clock_set_back_gives_no_time_back() {
        let anchor = Anchor { wall_ms: 1.7e12, record_ms: 65_000.0 };
        let tl = Timeline::resume(anchor, 1.7e12 - 3_600_000.0, 10.0, 60_000.0);
        assert_eq!(tl.record_ms(10.0), 65_000.0);
        // And never before the last event, even if the anchor says so.
        let tl = Timeline::resume(anchor, 1.7e12, 10.0, 70_000.0);
        assert_eq!(tl.record_ms(10.0), 70_000.0);
    }

    #[test]
    fn the_anchor_is_the_record_now() {
        let tl = Timeline { offset_ms: 1_000.0 };
        assert_eq!(tl.anchor(5.0e12, 250.0), Anchor { wall_ms: 5.0e12, record_ms: 1_250.0 });
        assert!(tl.anchor(5.0e12, 250.0).is_valid());
        assert!(!Anchor { wall_ms: f64::NAN, record_ms: 0.0 }.is_valid());
    }

    #[test]
    fn a_sleeping_phone_catches_up_but_never_goes_back() {
        let tl = Timeline { offset_ms: 100.0 };
        let hidden = tl.anchor(1.0e12, 1_000.0); // record 1 100
        // 60 s of wall time, but performance.now() advanced only 1 s: 59 s are added.
        let later = tl.catch_up(hidden, 1.0e12 + 60_000.0, 2_000.0);
        assert_eq!(later.record_ms(2_000.0), 61_100.0);
        // performance.now() ran on as the wall clock did: nothing changes.
        assert_eq!(tl.catch_up(hidden, 1.0e12 + 60_000.0, 61_000.0), tl);
        // performance.now() ran ahead of the wall clock: keep the page's time line.
        assert_eq!(tl.catch_up(hidden, 1.0e12 + 1_000.0, 5_000.0), tl);
    }
}
