//! The arbiter panel's actions that end or change a game — a resignation, an agreed draw, a
//! penalty, a clock correction — as a tap that shows what the action will do, under the rules,
//! and a second, deliberate tap that records it. A stray tap costs nothing.

use crate::ground::vocabulary::side_name;
use crate::ground::micros::{Micros, Seconds};
use crate::ground::record::EventKind;
use crate::rules::Infraction;
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
    Adjust { side: Color, ms: f64, moves: Option<i64> },
}

/// What a penalty button says.
pub fn infraction_name(i: Infraction) -> &'static str {
    match i {
        Infraction::KnockedClock => "Knocked the clock",
        Infraction::DisplacedPieces => "Displaced pieces",
        Infraction::TwoHands => "Two hands",
        Infraction::Hover => "Hovering",
        Infraction::FrivolousStop => "Frivolous stop",
    }
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

    /// What the action will do at `t_ms`, worked out on a copy of the game, for the players to
    /// read before the second tap: "White resigns: Black wins (FIDE 5.1.2)". `Err` with the
    /// reason when the game would refuse it (an agreed draw before both players have moved).
    pub fn describe(self, session: &Session, t_ms: f64) -> Result<String, String> {
        let game = session.after(t_ms, self.event()).map_err(|e| e.message)?;
        let ending = game.ending.as_ref().map(|e| {
            format!("{}, {} ({})", e.result.words("a draw"), e.result.pgn(), e.rule)
        });
        Ok(match self {
            GameAction::Resign(side) => format!("{} resigns: {}.", side_name(side), ending.unwrap_or_default()),
            GameAction::DrawAgreed => format!("The players agree a draw: {}.", ending.unwrap_or_default()),
            GameAction::Penalty(side, infraction) => {
                // A penalty that neither ends the game nor moves a clock is a warning (12.9.1).
                let words = |v: &crate::rules::Verdict| {
                    if v.result.is_none() && v.effects.is_empty() { "a warning".to_owned() } else { outcome(v) }
                };
                let verdict = session.preview(t_ms, self.event()).map(|v| format!("{} ({})", words(&v), v.rule));
                format!("Penalty on {} for {}: {}.", side_name(side), infraction_name(infraction).to_lowercase(), verdict.unwrap_or_default())
            }
            GameAction::Adjust { side, ms, moves } => {
                let amount = Micros::from_ms(ms.abs()).unwrap_or_default();
                let time = match ms {
                    0.0 => None,
                    ms if ms > 0.0 => Some(format!("add {} s to {}'s clock", Seconds(amount), side_name(side))),
                    _ => Some(format!("take {} s from {}'s clock", Seconds(amount), side_name(side))),
                };
                let moves = moves.filter(|&m| m != 0).map(|m| format!("change {}'s move count by {m:+}", side_name(side)));
                let both: Vec<String> = [time, moves].into_iter().flatten().collect();
                let mut text = both.join(" and ");
                crate::rules::rule::capitalised(&text).clone_into(&mut text);
                format!("{text}.")
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::record::Record;

    fn started(rules: &str) -> Session {
        let mut s = Session::new(Record::new(rules.parse().unwrap(), "300".parse().unwrap())).unwrap();
        s.push_kind(0.0, EventKind::Start).unwrap();
        s
    }

    #[test]
    fn each_action_says_what_it_will_do_and_records_nothing() {
        let mut s = started("fide-blitz");
        assert_eq!(GameAction::Resign(Color::White).describe(&s, 1000.0).unwrap(), "White resigns: Black wins, 0-1 (FIDE 5.1.2).");
        let refused = GameAction::DrawAgreed.describe(&s, 1000.0).unwrap_err();
        assert!(refused.contains("5.2.3"), "{refused}");
        let knocked = GameAction::Penalty(Color::Black, Infraction::KnockedClock).describe(&s, 1000.0).unwrap();
        assert_eq!(knocked, "Penalty on Black for knocked the clock: a warning (FIDE 12.9).");
        let adjust = GameAction::Adjust { side: Color::White, ms: 30_000.0, moves: Some(-1) }.describe(&s, 1000.0).unwrap();
        assert_eq!(adjust, "Add 30 s to White's clock and change White's move count by -1.");
        let take = GameAction::Adjust { side: Color::Black, ms: -1500.0, moves: None }.describe(&s, 1000.0).unwrap();
        assert_eq!(take, "Take 1.5 s from Black's clock.");
        assert_eq!(s.record.events.len(), 1, "describing records nothing");
        s.push_at(2000.0, GameAction::Resign(Color::Black).event()).unwrap();
        assert!(s.game.is_over());
    }
}
