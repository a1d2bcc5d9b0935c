//! A press made before the electronic board reported the move it completes.
//!
//! A player who moves and presses in one motion presses while the board is still scanning its
//! squares and sending its report: the report comes a few hundred milliseconds after the press.
//! Such a press switches the clock at once (the game shows it, and the opponent's time runs from
//! the press's own instant), but the record waits for the board: the press is written with the
//! move the board then shows, or without one once [`BOARD_WAIT_MS`] has passed. The record stays
//! append-only — nothing is written until it is known.

use super::{Early, Session};
use crate::ground::record::{Event, EventKind};
use crate::replay::game::Game;
use shakmaty::{Chess, Color};

/// How long a press waits for the board's report of its move (milliseconds). A player puts the
/// piece down and presses 0.1–0.4 s later; the board reports a change after its next scan and a
/// Bluetooth connection interval or two (tens of milliseconds each), so a report lags the press
/// by 0–300 ms when the two are made in one motion. One second covers that three times over and a
/// report sent again; the record, the broadcast and the other windows lag such a press by no more.
pub const BOARD_WAIT_MS: f64 = 1_000.0;

/// A press the record waits to write until the board shows its move.
#[derive(Debug, Clone)]
pub struct Awaited {
    pub side: Color,
    /// The press's instant, as it will be recorded.
    pub t_ms: f64,
    /// The game before the press: the move is read, and the press applied with it, from here.
    before: Game,
}

impl Session {
    /// A tap on `side`'s half at `t_ms` while an electronic board follows the game and shows no
    /// move yet: as [`Session::tap`] with no move, except that a press waits for the board's report
    /// ([`Session::settle_press`]) where the position is known. Whether the tap counted.
    pub fn tap_awaiting_board(&mut self, side: Color, t_ms: f64, early: &mut Option<Early>) -> bool {
        if self.game.clock.tap_means(side) != Some(crate::replay::clock::Tap::Press) {
            return self.tap(side, t_ms, None, early);
        }
        self.press_in_order(side, t_ms, early, |s, side, t| s.press_awaiting_board(side, t))
    }

    /// `side` presses at `t_ms`; its move is the one the board reports next.
    fn press_awaiting_board(&mut self, side: Color, t_ms: f64) -> bool {
        if !self.can_press(side) {
            return false;
        }
        if self.game.board.position().is_none() {
            // No position to read the board against: the press is recorded as it is.
            return self.press(side, t_ms, None);
        }
        let t_ms = self.not_before_last(t_ms);
        let before = self.game.clone();
        let event = Event { t: t_ms, kind: EventKind::Press { side, mv: None }, pins: Vec::new() };
        if self.game.apply(self.record.events.len(), &event).is_err() {
            self.game = before;
            return false;
        }
        self.awaited = Some(Awaited { side, t_ms, before });
        true
    }

    /// The press that waits for the board's move, if one does.
    pub fn awaited(&self) -> Option<&Awaited> {
        self.awaited.as_ref()
    }

    /// Writes the press that waits: with `mv` (the move the board shows by its side, in SAN) when
    /// it is legal there, else without a move — the press itself is never lost. Whether one waited.
    pub fn settle_press(&mut self, mv: Option<String>) -> bool {
        let Some(Awaited { side, t_ms, before }) = self.awaited.take() else { return false };
        self.game = before;
        let press = |mv| Event { t: t_ms, kind: EventKind::Press { side, mv }, pins: Vec::new() };
        if let Some(mv) = mv
            && self.push(press(Some(mv))).is_ok()
        {
            return true;
        }
        // The same press the game already showed: it is taken again.
        let _ = self.push(press(None));
        true
    }

    /// The position the board is read against: before the press that waits for its move, else
    /// the game's (when known).
    pub fn board_position(&self) -> Option<&Chess> {
        match &self.awaited {
            Some(a) => a.before.board.position(),
            None => self.game.board.position(),
        }
    }

    /// The position before the last recorded move, read against as [`Session::board_position`].
    pub fn board_before_last_move(&self) -> Option<Chess> {
        let game = self.awaited.as_ref().map_or(&self.game, |a| &a.before);
        game.board.before_last_move().map(|(b, _)| b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::record::Record;
    use crate::replay::game::replay;

    fn started(tc: &str) -> Session {
        let mut s = Session::new(Record::new("fide-blitz".parse().unwrap(), tc.parse().unwrap())).unwrap();
        s.push_at(0.0, EventKind::Start).unwrap();
        s
    }

    fn presses(s: &Session) -> Vec<(f64, Color, Option<&str>)> {
        s.record
            .events
            .iter()
            .filter_map(|e| match &e.kind {
                EventKind::Press { side, mv } => Some((e.t, *side, mv.as_deref())),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_press_before_the_boards_report_switches_the_clock_and_is_written_with_the_move() {
        let mut s = started("180+2");
        let mut early = None;
        assert!(s.tap_awaiting_board(Color::White, 1_000.0, &mut early));
        // The clock switched at the press; the record waits.
        assert_eq!(s.game.clock.turn(), Color::Black);
        assert!(s.game.clock.is_running());
        assert_eq!(presses(&s), []);
        assert_eq!(s.awaited().map(|a| (a.side, a.t_ms)), Some((Color::White, 1_000.0)));
        // The board is read against the position before the press: White to move.
        assert_eq!(s.board_position().map(Position::turn), Some(Color::White));
        // The report, 250 ms later: the press is written at its own instant, with the move.
        assert!(s.settle_press(Some("e4".into())));
        assert_eq!(presses(&s), [(1_000.0, Color::White, Some("e4"))]);
        assert_eq!(s.awaited().map(|a| a.side), None);
        assert_eq!(s.game.board.sans(), ["e4"]);
        assert_eq!(s.board_position().map(Position::turn), Some(Color::Black));
        // Black's time ran from White's press, as on the face.
        let white_then = s.game.clock.side(Color::White).last_move();
        assert_eq!(white_then, Some(crate::ground::micros::Micros::from_ms(1_000.0).unwrap()));
        // What the session holds is what a replay of its record makes.
        assert_eq!(replay(&s.record).unwrap().board.sans(), s.game.board.sans());
        assert!(!s.settle_press(None), "nothing waits any more");
    }

    #[test]
    fn no_report_in_time_writes_the_press_without_a_move_and_an_illegal_one_is_not_taken() {
        let mut s = started("180+2");
        assert!(s.tap_awaiting_board(Color::White, 1_000.0, &mut None));
        assert!(s.settle_press(None));
        assert_eq!(presses(&s), [(1_000.0, Color::White, None)]);
        assert_eq!(s.board_position(), None, "the moves recorded end there");
        let mut s = started("180+2");
        assert!(s.tap_awaiting_board(Color::White, 1_000.0, &mut None));
        // A move that is no move of White's there (Black's reply, read wrongly): not attached.
        assert!(s.settle_press(Some("e5".into())));
        assert_eq!(presses(&s), [(1_000.0, Color::White, None)]);
    }

    #[test]
    fn the_next_event_writes_the_waiting_press_first_and_never_gives_its_move_to_the_other_side() {
        let mut s = started("180+2");
        assert!(s.tap_awaiting_board(Color::White, 1_000.0, &mut None));
        // Black replies before the board reported White's move: White's press is written as it
        // stands, then Black's.
        assert!(s.tap(Color::Black, 1_400.0, Some("e5".into()), &mut None));
        assert_eq!(presses(&s), [(1_000.0, Color::White, None), (1_400.0, Color::Black, None)]);
        assert_eq!(s.awaited().map(|a| a.side), None);
        // A pause while a press waits: the press first, at its own instant.
        let mut s = started("180+2");
        assert!(s.tap_awaiting_board(Color::White, 1_000.0, &mut None));
        assert!(s.toggle_pause(1_100.0));
        assert_eq!(s.record.events.iter().map(|e| e.t).collect::<Vec<_>>(), [0.0, 1_000.0, 1_100.0]);
    }

    #[test]
    fn a_game_whose_position_is_unknown_or_a_waiting_side_presses_as_before() {
        let mut s = started("180+2");
        assert!(s.tap(Color::White, 1_000.0, None, &mut None));
        // The moves ended with that press: nothing to wait for.
        assert!(s.tap_awaiting_board(Color::Black, 2_000.0, &mut None));
        assert_eq!(s.awaited().map(|a| a.side), None);
        assert_eq!(presses(&s).len(), 2);
        // The waiting side's tap is no press, and the tap before the start starts the clock.
        let mut s = Session::new(Record::new("fide-blitz".parse().unwrap(), "180+2".parse().unwrap())).unwrap();
        assert!(!s.tap_awaiting_board(Color::White, 100.0, &mut None));
        assert!(s.tap_awaiting_board(Color::Black, 200.0, &mut None));
        assert_eq!(s.record.events.last().map(|e| &e.kind), Some(&EventKind::Start));
        assert!(!s.tap_awaiting_board(Color::Black, 300.0, &mut None));
        assert_eq!(s.awaited().map(|a| a.side), None);
    }

    #[test]
    fn a_preview_while_a_press_waits_is_the_game_with_that_press() {
        let mut s = started("180+2");
        assert!(s.tap_awaiting_board(Color::White, 1_000.0, &mut None));
        let game = s.after(1_200.0, EventKind::Pause).unwrap();
        assert_eq!(game.events, 3, "start, the press, the pause");
        assert_eq!(game.clock.turn(), Color::Black);
    }

    use shakmaty::Position;
}
