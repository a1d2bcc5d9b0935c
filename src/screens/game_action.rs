//! The arbiter panel's actions that end or change a game — a resignation, an agreed draw, a
//! penalty, a clock correction — as a tap that shows what the action will do, under the rules,
//! and a second, deliberate tap that records it. A stray tap costs nothing.

use crate::ground::messages as m;
use crate::ground::micros::{Micros, Seconds};
use crate::ground::record::EventKind;
use crate::ground::words::{say, say_with};
use crate::replay::game::rule_said;
use crate::rules::Infraction;
use crate::rules::Verdict;
use crate::screens::claim_dialog::not_recorded;
use crate::screens::verdict_summary::outcome;
use crate::session::Session;
use shakmaty::Color;

/// One action of the arbiter panel.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum GameAction {
    Resign(Color),
    DrawAgreed,
    Penalty(Color, Infraction),
    /// A correction of `side`'s clock by `ms` and of its move counter by `moves`.
    Adjust {
        side: Color,
        ms: f64,
        moves: Option<i64>,
    },
}

/// What a penalty button says.
pub fn infraction_name(i: Infraction) -> &'static str {
    say(match i {
        Infraction::KnockedClock => &m::INFRACTION_KNOCKED_CLOCK,
        Infraction::DisplacedPieces => &m::INFRACTION_DISPLACED_PIECES,
        Infraction::TwoHands => &m::INFRACTION_TWO_HANDS,
        Infraction::Hover => &m::INFRACTION_HOVER,
        Infraction::FrivolousStop => &m::INFRACTION_FRIVOLOUS_STOP,
    })
}

impl GameAction {
    /// The event the second tap records.
    pub fn event(self) -> EventKind {
        match self {
            GameAction::Resign(side) => EventKind::Resign { side },
            GameAction::DrawAgreed => EventKind::DrawAgreed,
            GameAction::Penalty(side, infraction) => EventKind::Penalty { side, infraction },
            GameAction::Adjust { side, ms, moves } => EventKind::Adjust { side, ms, moves },
        }
    }

    /// Whether a locked clock's action waits for the arbiter's PIN: corrections and penalties do;
    /// resignations, agreed draws and claims never do.
    pub fn needs_pin(self) -> bool {
        matches!(self, GameAction::Adjust { .. } | GameAction::Penalty(..))
    }

    /// The first tap at `t_ms`: what the action will do, or why not, in the players' words
    /// (`locked_out`: the clock is locked and its PIN not yet typed).
    pub fn first_tap(self, session: &Session, t_ms: f64, locked_out: bool) -> Result<String, String> {
        if locked_out && self.needs_pin() {
            return Err(say(&m::PANEL_LOCKED_TAP).to_owned());
        }
        self.describe(session, t_ms).map_err(|why| say_with(&m::PANEL_NOT_POSSIBLE, &[("why", &why)]))
    }

    /// The second tap: the action recorded at `t_ms` (no earlier than the record's last event),
    /// said as `described` was; or why the game refused it, and nothing recorded.
    pub fn second_tap(self, session: &mut Session, t_ms: f64, described: &str) -> String {
        match session.push_at(t_ms, self.event()) {
            Ok(()) => say_with(&m::PANEL_RECORDED, &[("what", described)]),
            Err(e) => not_recorded(&e.message),
        }
    }

    /// What the action will do at `t_ms`, worked out on a copy of the game, for the players to
    /// read before the second tap: "White resigns: Black wins (FIDE 5.1.2)". `Err` with the
    /// reason when the game would refuse it (an agreed draw before both players have moved).
    pub fn describe(self, session: &Session, t_ms: f64) -> Result<String, String> {
        let game = session.after(t_ms, self.event()).map_err(|e| e.message)?;
        let ending = game.ending.as_ref().map(|e| {
            say_with(
                &m::ACTION_ENDING,
                &[("result", e.result.said()), ("pgn", e.result.pgn()), ("rule", &rule_said(&e.rule))],
            )
        });
        let ending = ending.unwrap_or_default();
        Ok(match self {
            GameAction::Resign(side) => say_with(m::ACTION_RESIGNS.of(side), &[("ending", &ending)]),
            GameAction::DrawAgreed => say_with(&m::ACTION_DRAW_AGREED, &[("ending", &ending)]),
            GameAction::Penalty(side, infraction) => {
                // A penalty that neither ends the game nor moves a clock is a warning (12.9.1).
                let words = |v: &Verdict| {
                    if v.result.is_none() && v.effects.is_empty() {
                        say(&m::ACTION_WARNING).to_owned()
                    } else {
                        outcome(v)
                    }
                };
                let verdict = session
                    .preview(t_ms, self.event())
                    .map(|v| format!("{} ({})", words(&v), v.rule))
                    .unwrap_or_default();
                let said = m::ACTION_PENALTY.of(side);
                say_with(said, &[("infraction", infraction_name(infraction)), ("verdict", &verdict)])
            }
            GameAction::Adjust { side, ms, moves } => {
                let amount = Seconds(Micros::from_ms(ms.abs()).unwrap_or_default()).to_string();
                let time = match ms {
                    0.0 => None,
                    ms if ms > 0.0 => Some(say_with(m::ACTION_ADD.of(side), &[("n", &amount)])),
                    _ => Some(say_with(m::ACTION_TAKE.of(side), &[("n", &amount)])),
                };
                let moves =
                    moves.filter(|&m| m != 0).map(|n| say_with(m::ACTION_MOVES.of(side), &[("n", &format!("{n:+}"))]));
                [time, moves].into_iter().flatten().collect::<Vec<_>>().join(" ")
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::record::Record;
    use crate::ground::words;
    use crate::screens::adjustment;

    fn started(rules: &str) -> Session {
        let mut s = Session::new(Record::new(rules.parse().unwrap(), "300".parse().unwrap())).unwrap();
        s.push_at(0.0, EventKind::Start).unwrap();
        s
    }

    #[test]
    fn each_action_says_what_it_will_do_and_records_nothing() {
        let mut s = started("fide-blitz");
        assert_eq!(
            GameAction::Resign(Color::White).describe(&s, 1000.0).unwrap(),
            "White resigns: Black wins, 0-1 (FIDE 5.1.2)."
        );
        let refused = GameAction::DrawAgreed.describe(&s, 1000.0).unwrap_err();
        assert!(refused.contains("5.2.3"), "{refused}");
        let knocked = GameAction::Penalty(Color::Black, Infraction::KnockedClock).describe(&s, 1000.0).unwrap();
        assert_eq!(knocked, "Penalty on Black (Knocked the clock): a warning (FIDE 12.9).");
        let adjust =
            GameAction::Adjust { side: Color::White, ms: 30_000.0, moves: Some(-1) }.describe(&s, 1000.0).unwrap();
        assert_eq!(adjust, "Add 30 s to White's clock. Change White's move count by -1.");
        let take = GameAction::Adjust { side: Color::Black, ms: -1500.0, moves: None }.describe(&s, 1000.0).unwrap();
        assert_eq!(take, "Take 1.5 s from Black's clock.");
        assert_eq!(s.record.events.len(), 1, "describing records nothing");
        s.push_at(2000.0, GameAction::Resign(Color::Black).event()).unwrap();
        assert!(s.game.is_over());
    }

    #[test]
    fn each_action_is_said_in_the_players_language() {
        use crate::ground::language::Language;
        let s = started("fide-blitz");
        let said = words::speaking(Language::Spanish, || {
            [
                GameAction::Resign(Color::White).describe(&s, 1000.0).unwrap(),
                GameAction::Penalty(Color::Black, Infraction::KnockedClock).describe(&s, 1000.0).unwrap(),
                GameAction::Adjust { side: Color::White, ms: 30_000.0, moves: Some(-1) }.describe(&s, 1000.0).unwrap(),
                adjustment::parse("", false, "").unwrap_err().to_string(),
                adjustment::parse("x", true, "").unwrap_err().to_string(),
            ]
        });
        assert_eq!(
            said,
            [
                "Abandonan las blancas: Ganan las negras, 0-1 (FIDE 5.1.2).",
                "Sanción a las negras (Golpeó el reloj): una advertencia (FIDE 12.9).",
                "Añadir 30 s al reloj de las blancas. Cambiar la cuenta de jugadas de las blancas en -1.",
                "Nada que ajustar: escribe una cantidad de tiempo o de jugadas",
                "'x' no es un número de minutos: escribe p. ej. 30 o -1,5",
            ]
        );
    }

    #[test]
    fn a_locked_clock_takes_corrections_and_penalties_only_with_its_pin_and_the_second_tap_records() {
        let mut s = started("fide-rapid");
        let adjust = GameAction::Adjust { side: Color::White, ms: 30_000.0, moves: None };
        let penalty = GameAction::Penalty(Color::Black, Infraction::TwoHands);
        for action in [adjust, penalty] {
            assert_eq!(action.first_tap(&s, 1000.0, true), Err(say(&m::PANEL_LOCKED_TAP).to_owned()));
            assert!(action.first_tap(&s, 1000.0, false).is_ok());
        }
        let resign = GameAction::Resign(Color::White);
        let described = resign.first_tap(&s, 1000.0, true).expect("a resignation never waits for the PIN");
        let refused = GameAction::DrawAgreed.first_tap(&s, 1000.0, false).unwrap_err();
        assert!(refused.contains("5.2.3"), "{refused}");
        let said = adjust.second_tap(&mut s, 1500.0, "Add 30 s to White's clock.");
        assert_eq!(said, say_with(&m::PANEL_RECORDED, &[("what", "Add 30 s to White's clock.")]));
        assert_eq!(s.record.events.len(), 2);
        assert!(resign.second_tap(&mut s, 2000.0, &described).contains("0-1"));
        assert!(s.game.is_over());
        let after = GameAction::DrawAgreed.second_tap(&mut s, 2500.0, "draw");
        assert_eq!(s.record.events.len(), 3, "a refused action records nothing: {after}");
    }
}
