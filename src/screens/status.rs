//! The line between the clock's halves: whose turn before the start, a fallen flag, a pause, or
//! the result. It changes only when one of them does, so a live region announces each once.

use crate::ground::messages as m;
use crate::ground::record::{EventKind, PauseReason};
use crate::ground::words::say;
use crate::replay::clock::Phase;
use crate::replay::game::result_line;
use crate::session::Session;

/// What the status line says at `t_ms`.
pub fn status_line(s: &Session, t_ms: f64) -> String {
    let game = &s.game;
    if let Some(end) = &game.ending {
        return result_line(end.result, end.termination, &end.rule);
    }
    match s.flags_at(t_ms).as_slice() {
        [first] => return say(m::STATUS_FLAG.of(first.side)).to_owned(),
        [first, _, ..] => return say(m::STATUS_BOTH_FLAGS.of(first.side)).to_owned(),
        [] => {}
    }
    match game.clock.phase() {
        Phase::NotStarted => {
            say(game.clock.turn().fold_wb(&m::STATUS_WHITE_TO_MOVE, &m::STATUS_BLACK_TO_MOVE)).to_owned()
        }
        // Why, when the page paused it: play resumes only on a player's tap.
        Phase::Paused => match s.record.events.iter().rev().find_map(|e| match e.kind {
            EventKind::PauseFor(reason) => Some(Some(reason)),
            EventKind::Pause => Some(None),
            _ => None,
        }) {
            Some(Some(PauseReason::Arbiter)) => say(&m::STATUS_PAUSED_ARBITER).to_owned(),
            Some(Some(PauseReason::Claim)) => say(&m::STATUS_PAUSED_CLAIM).to_owned(),
            _ => say(&m::STATUS_PAUSED).to_owned(),
        },
        Phase::Running { .. } => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::record::Record;
    use crate::ground::words;

    fn session(tc: &str) -> Session {
        Session::new(Record::new("fide-blitz".parse().unwrap(), tc.parse().unwrap())).unwrap()
    }

    #[test]
    fn before_the_start_the_line_says_who_taps_to_start() {
        assert_eq!(status_line(&session("180+2"), 0.0), "White to move: Black taps to start");
    }

    #[test]
    fn a_running_clock_says_nothing_and_a_paused_one_says_paused() {
        let mut s = session("180+2");
        s.push_at(0.0, EventKind::Start).unwrap();
        assert_eq!(status_line(&s, 500.0), "");
        s.push_at(1000.0, EventKind::Pause).unwrap();
        assert_eq!(status_line(&s, 1500.0), "Paused");
        s.push_at(2000.0, EventKind::Resume).unwrap();
        s.push_at(3000.0, EventKind::PauseFor(PauseReason::Arbiter)).unwrap();
        assert_eq!(status_line(&s, 3500.0), "Paused for the arbiter: tap Resume to play on");
    }

    #[test]
    fn a_fallen_flag_is_said_before_anyone_calls_it() {
        let mut s = session("60");
        s.push_at(0.0, EventKind::Start).unwrap();
        assert_eq!(status_line(&s, 59_000.0), "");
        assert_eq!(status_line(&s, 61_000.0), "White's flag fell");
    }

    #[test]
    fn both_flags_down_are_both_said_and_which_fell_first() {
        // Players who claim flags may play on past the first: White falls at 60 s, then Black
        // (who pressed at 59 s) falls 60 s after its turn began.
        let mut s = session("60");
        s.push_at(0.0, EventKind::Start).unwrap();
        s.push_at(59_000.0, EventKind::Press { side: shakmaty::Color::White, mv: None }).unwrap();
        s.push_at(59_500.0, EventKind::Press { side: shakmaty::Color::Black, mv: None }).unwrap();
        assert_eq!(status_line(&s, 61_000.0), "White's flag fell");
        s.push_at(62_000.0, EventKind::Press { side: shakmaty::Color::White, mv: None }).unwrap();
        assert_eq!(status_line(&s, 130_000.0), "Both flags fell, White's first");
        let half = |side| crate::screens::readout::HalfReading::of(&s, side, 130_000.0, Default::default());
        for side in [shakmaty::Color::White, shakmaty::Color::Black] {
            let reading = half(side);
            assert!(reading.fallen && reading.flag.is_some(), "{side:?}: {reading:?}");
            assert!(!reading.running, "a fallen clock is not said to run: {side:?}");
        }
    }

    #[test]
    fn a_resignation_gives_the_result_with_its_rule() {
        let mut s = session("60");
        s.push_at(0.0, EventKind::Start).unwrap();
        s.push_at(5.0, EventKind::Resign { side: shakmaty::Color::White }).unwrap();
        let line = status_line(&s, 10.0);
        assert!(line.starts_with("0-1 — Black wins by resignation ("), "{line}");
    }

    #[test]
    fn in_spanish_the_line_says_the_same_in_the_players_words_the_rule_cited_as_written() {
        use crate::ground::language::Language;
        let mut s = session("60");
        let (before, fallen, over) = words::speaking(Language::Spanish, || {
            let before = status_line(&s, 0.0);
            s.push_at(0.0, EventKind::Start).unwrap();
            let fallen = status_line(&s, 61_000.0);
            s.push_at(62_000.0, EventKind::Resign { side: shakmaty::Color::Black }).unwrap();
            (before, fallen, status_line(&s, 63_000.0))
        });
        assert_eq!(before, "Juegan blancas: las negras pulsan para empezar");
        assert_eq!(fallen, "Cayó la bandera de las blancas");
        let english = status_line(&s, 63_000.0);
        let rule = english.rsplit_once(" (").map(|(_, r)| r).unwrap();
        assert_eq!(over, format!("1-0 — Ganan las blancas por abandono ({rule}"), "{english}");
    }

    #[test]
    fn an_armageddon_draw_is_black_s_win_on_its_draw_odds_said_in_the_players_language() {
        use crate::ground::language::Language;
        let record = Record {
            draw_odds: Some(shakmaty::Color::Black),
            ..Record::new("fide-blitz".parse().unwrap(), "300".parse().unwrap())
        };
        let mut s = Session::new(record).unwrap();
        s.push_at(0.0, EventKind::Start).unwrap();
        s.push_at(5000.0, EventKind::Press { side: shakmaty::Color::White, mv: None }).unwrap();
        s.push_at(7000.0, EventKind::Press { side: shakmaty::Color::Black, mv: None }).unwrap();
        s.push_at(9000.0, EventKind::DrawAgreed).unwrap();
        assert_eq!(
            s.game.ending.as_ref().map(|e| e.rule.as_str()),
            Some("FIDE 5.2.3, Armageddon draw odds"),
            "the record's words"
        );
        let english = status_line(&s, 10_000.0);
        assert!(
            english.starts_with("0-1 — Black wins on draw odds, drawn by agreement (FIDE 5.2.3, Armageddon draw odds)"),
            "{english}"
        );
        let spanish = words::speaking(Language::Spanish, || status_line(&s, 10_000.0));
        assert!(
            spanish.ends_with("(FIDE 5.2.3, Armagedón: las tablas cuentan como victoria)") && !spanish.contains("draw"),
            "{spanish}"
        );
    }
}
