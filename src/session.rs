//! A game being played: its record and the replayed state, kept in step.
//!
//! Every change is an event appended to the record; the state is only ever what the replay makes
//! of it. An event the replay refuses is not appended, so the record stays replayable.

use crate::game::{Game, replay};
use crate::micros::Micros;
use crate::record::{Event, EventKind, Record, RecordError, Side};
use shakmaty::Color;

#[derive(Debug, Clone)]
pub struct Session {
    pub record: Record,
    pub game: Game,
}

impl Session {
    /// A new game from a record's header (its events, if any, are replayed).
    pub fn new(record: Record) -> Result<Session, RecordError> {
        let game = replay(&record)?;
        Ok(Session { record, game })
    }

    /// Appends `event` if the game accepts it; otherwise nothing changes.
    pub fn push(&mut self, event: Event) -> Result<(), RecordError> {
        self.game.apply(self.record.events.len(), &event)?;
        self.record.events.push(event);
        Ok(())
    }

    pub fn push_kind(&mut self, t_ms: f64, kind: EventKind) -> Result<(), RecordError> {
        self.push(Event { t: t_ms, kind })
    }

    /// Whether `side` may press now: its clock runs and the game is on.
    pub fn can_press(&self, side: Color) -> bool {
        !self.game.is_over() && self.game.clock.is_running() && self.game.clock.turn == side
    }

    /// `side` presses at `t_ms`. A press that the clock would refuse (the waiting side, a paused
    /// clock, a finished game) is ignored and returns `false`: a stray touch must not lose a game.
    pub fn press(&mut self, side: Color, t_ms: f64) -> bool {
        if !self.can_press(side) {
            return false;
        }
        // Timestamps from two input sources can arrive out of order by a hair: never go back.
        let t = self.not_before_last(t_ms);
        self.push_kind(t, EventKind::Press { side: Side::from(side), mv: None }).is_ok()
    }

    /// The latest of `t_ms` and the last event's instant.
    pub fn not_before_last(&self, t_ms: f64) -> f64 {
        self.record.events.last().map_or(t_ms, |e| e.t.max(t_ms))
    }

    /// Each side's shown time at `t_ms`.
    pub fn remaining_at(&self, t_ms: f64) -> shakmaty::ByColor<Micros> {
        let t = Micros::from_ms(t_ms).unwrap_or_default().max(self.game.last_t.unwrap_or_default());
        self.game.clock.remaining_at(t)
    }
}

impl Session {
    /// Milliseconds until a running display next changes its text, from `t_ms`; `None` when
    /// nothing runs (not started, paused, over), so the page requests no frames at all.
    pub fn next_change_ms(&self, t_ms: f64, format: crate::display::DisplayFormat) -> Option<f64> {
        let clock = &self.game.clock;
        if self.game.is_over() || !clock.is_running() {
            return None;
        }
        let t = Micros::from_ms(t_ms)?.max(self.game.last_t.unwrap_or_default());
        let reading = clock.reading(t)[clock.turn];
        if reading.fallen {
            // The flag is shown; the display of a fallen clock no longer changes.
            return None;
        }
        let wait = match reading.delay {
            // During a simple delay the main time stands still; it starts when the delay ends.
            Some(delay) => delay.min(Micros::from_secs(1)),
            None => crate::display::next_change(reading.shown, format),
        };
        Some(wait.as_ms())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(tc: &str) -> Session {
        Session::new(Record {
            rules: "fide-blitz".into(),
            time_control: tc.into(),
            white_time_control: None,
            black_time_control: None,
            fen: None,
            events: vec![],
        })
        .unwrap()
    }

    #[test]
    fn a_touch_on_the_waiting_side_does_nothing() {
        let mut s = session("180+2");
        s.push_kind(0.0, EventKind::Start).unwrap();
        assert!(!s.press(Color::Black, 100.0));
        assert!(s.press(Color::White, 1000.0));
        assert!(!s.press(Color::White, 1001.0));
        assert_eq!(s.record.events.len(), 2);
    }

    #[test]
    fn a_refused_event_leaves_the_record_as_it_was() {
        let mut s = session("60");
        s.push_kind(0.0, EventKind::Start).unwrap();
        assert!(s.push_kind(0.0, EventKind::Resume).is_err());
        assert_eq!(s.record.events.len(), 1);
        assert!(s.push_kind(10.0, EventKind::Pause).is_ok());
        assert!(!s.press(Color::White, 20.0), "no press while paused");
    }

    #[test]
    fn frames_are_wanted_only_while_a_clock_runs() {
        let f = crate::display::DisplayFormat::default();
        let mut s = session("60");
        assert_eq!(s.next_change_ms(0.0, f), None, "nothing before the start");
        s.push_kind(0.0, EventKind::Start).unwrap();
        assert_eq!(s.next_change_ms(0.0, f), Some(1000.0));
        assert_eq!(s.next_change_ms(250.5, f), Some(749.5));
        assert_eq!(s.next_change_ms(55_000.0, f), Some(100.0), "tenths below 10 s");
        s.push_kind(1000.0, EventKind::Pause).unwrap();
        assert_eq!(s.next_change_ms(2000.0, f), None, "nothing while paused");
        s.push_kind(2000.0, EventKind::Resume).unwrap();
        assert_eq!(s.next_change_ms(200_000.0, f), None, "nothing once the flag is down");
    }

    #[test]
    fn the_session_matches_a_full_replay() {
        let mut s = session("180+2");
        s.push_kind(0.0, EventKind::Start).unwrap();
        for (i, side) in [Color::White, Color::Black, Color::White].into_iter().enumerate() {
            assert!(s.press(side, 1234.5 * (i as f64 + 1.0)));
        }
        let again = replay(&s.record).unwrap();
        assert_eq!(again.clock, s.game.clock);
    }
}
