//! The verdict in a few words, for the claim dialog: a headline, what it does to the clocks, and
//! what each of the arbiter's rulings would mean. The rule's own words are in the verdict.

use crate::ground::clock_time::{ClockTime, Precision, Rounding};
use crate::ground::messages as m;
use crate::ground::micros::{Micros, Seconds};
use crate::ground::words::{say, say_with};
use crate::rules::{GameResult, Verdict, VerdictKind};

/// "Black wins on time", "Draw", "Claim rejected — play on".
pub fn headline(verdict: &Verdict) -> String {
    match (verdict.result, verdict.kind) {
        (Some(GameResult::Draw), _) => say(&m::RESULT_DRAW).to_owned(),
        (Some(result), _) => {
            let wins = result.said();
            match verdict.termination.map(|t| t.id()) {
                Some("flag") => say_with(&m::VERDICT_ON_TIME, &[("wins", wins)]),
                Some("illegal_move") => say_with(&m::VERDICT_BY_ILLEGAL_MOVE, &[("wins", wins)]),
                _ => wins.to_owned(),
            }
        }
        (None, VerdictKind::Upheld) => say(&m::VERDICT_UPHELD).to_owned(),
        (None, VerdictKind::Rejected) => say(&m::VERDICT_REJECTED).to_owned(),
        (None, VerdictKind::Pending) => say(&m::VERDICT_ARBITER_DECIDES).to_owned(),
    }
}

/// What the verdict does to each clock and to the increment: "White gets 1:00 more".
fn effects(verdict: &Verdict) -> Vec<String> {
    let mut parts: Vec<String> = verdict
        .effects
        .iter()
        .map(|e| {
            // Down, as the score quotes time: never more than the verdict gives.
            let amount = ClockTime::new(Micros(e.add.0.abs()), Precision::Seconds, Rounding::Down).sheet();
            let words = if e.add >= Micros::ZERO { &m::EFFECT_GETS } else { &m::EFFECT_LOSES }.of(e.side);
            say_with(words, &[("time", &amount)])
        })
        .collect();
    if let Some(increment) = verdict.increment_for_both {
        parts.push(say_with(&m::EFFECT_INCREMENT, &[("n", &Seconds(increment).to_string())]));
    }
    parts
}

/// What the verdict does to the clocks: "White gets 1:00 more", "Game over: 0-1", "Play on".
/// `postponed`: the arbiter postponed the decision, and play goes on while the claim waits.
pub fn effect_line(verdict: &Verdict, postponed: bool) -> String {
    let mut parts = effects(verdict);
    parts.push(match (verdict.result, verdict.kind) {
        (Some(r), _) => say_with(&m::EFFECT_GAME_OVER, &[("result", r.pgn())]),
        (None, VerdictKind::Pending) if postponed => say(&m::EFFECT_WAITS).to_owned(),
        (None, VerdictKind::Pending) => say(&m::EFFECT_STOPPED).to_owned(),
        (None, _) => match verdict.reinstates {
            Some(offender) => say(m::EFFECT_MOVES_AGAIN.of(offender)).to_owned(),
            None => say(&m::EFFECT_PLAY_ON).to_owned(),
        },
    });
    parts.join(" · ")
}

/// What a ruling brings, in the words on its button: "Black wins on time", "Draw", "Play on:
/// Black gets 2:00 more".
pub fn outcome(verdict: &Verdict) -> String {
    if verdict.result.is_some() {
        return headline(verdict);
    }
    match effects(verdict) {
        parts if parts.is_empty() => say(&m::EFFECT_PLAY_ON).to_owned(),
        parts => say_with(&m::EFFECT_PLAY_ON_WITH, &[("effects", &parts.join(" · "))]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::record::Record;
    use crate::session::Session;

    fn verdict_of(events: &str) -> Verdict {
        verdict_in("fide-blitz", "180+2", events)
    }

    fn verdict_in(rules: &str, control: &str, events: &str) -> Verdict {
        let text =
            format!(r#"{{"rules":"{rules}","time_control":"{control}","events":[{{"t":0,"type":"start"}},{events}]}}"#);
        let s = Session::new(Record::from_json(&text).unwrap()).unwrap();
        s.game.claims.last().unwrap().verdict.clone()
    }

    #[test]
    fn a_win_on_time_a_minute_added_and_a_rejection_read_as_such() {
        let v = verdict_of(
            r#"{"t":181000,"type":"claim","by":"black","kind":"flag","fen":"3qk3/8/8/8/8/8/8/4K3 w - - 0 40","analysis":{"fen":"3qk3/8/8/8/8/8/8/4K3 w - - 0 40","white_can_mate":false,"black_can_mate":true}}"#,
        );
        assert_eq!((headline(&v), effect_line(&v, false)), ("Black wins on time".into(), "Game over: 0-1".into()));
        let v = verdict_of(
            r#"{"t":5000,"type":"press","side":"white"},{"t":6000,"type":"claim","by":"black","kind":"illegal_move","fen":"3rk3/8/8/8/8/8/8/4K3 w - - 0 40","move":"Kd2"}"#,
        );
        assert_eq!(
            (headline(&v), effect_line(&v, false)),
            // The 2 s increment White's illegal press brought is taken back (FIDE), and White moves again.
            ("Claim upheld — play on".into(), "Black gets 1:00 more · White loses 0:02 · White moves again".into())
        );
        let v = verdict_of(r#"{"t":6000,"type":"claim","by":"black","kind":"flag"}"#);
        assert_eq!((headline(&v), effect_line(&v, false)), ("Claim rejected — play on".into(), "Play on".into()));
    }

    #[test]
    fn a_postponed_claim_reads_as_play_on_while_it_waits_and_an_increment_for_both() {
        let claim = r#"{"t":190000,"type":"press","side":"white"},{"t":195000,"type":"press","side":"black"},{"t":196000,"type":"claim","by":"white","kind":"quickplay_finish"}"#;
        let v = verdict_in(
            "fide-standard",
            "300",
            &format!(r#"{claim},{{"t":197000,"type":"decision","verdict":"postpone"}}"#),
        );
        assert_eq!(effect_line(&v, false), "Black gets 2:00 more · Clocks stopped until the arbiter decides");
        assert_eq!(effect_line(&v, true), "Black gets 2:00 more · Play on; the claim waits for the final result");
        let request = r#"{"t":190000,"type":"press","side":"white"},{"t":195000,"type":"press","side":"black"},{"t":196000,"type":"claim","by":"white","kind":"increment_request"}"#;
        assert_eq!(
            effect_line(&verdict_in("fide-standard", "300", request), false),
            "Black gets 2:00 more · Both get +5 s a move · Play on"
        );
    }

    #[test]
    fn a_ruling_is_named_by_what_it_brings() {
        let v = verdict_of(
            r#"{"t":181000,"type":"claim","by":"black","kind":"flag","fen":"3qk3/8/8/8/8/8/8/4K3 w - - 0 40","analysis":{"fen":"3qk3/8/8/8/8/8/8/4K3 w - - 0 40","white_can_mate":false,"black_can_mate":true}}"#,
        );
        assert_eq!(outcome(&v), "Black wins on time");
        let v = verdict_of(
            r#"{"t":5000,"type":"press","side":"white"},{"t":6000,"type":"claim","by":"black","kind":"illegal_move","fen":"3rk3/8/8/8/8/8/8/4K3 w - - 0 40","move":"Kd2"}"#,
        );
        assert_eq!(outcome(&v), "Play on: Black gets 1:00 more · White loses 0:02");
        let v = verdict_of(r#"{"t":6000,"type":"claim","by":"black","kind":"flag"}"#);
        assert_eq!(outcome(&v), "Play on");
    }

    #[test]
    fn the_summary_is_said_in_the_players_language() {
        use crate::ground::language::Language;
        use crate::ground::words::speaking;
        let said = |language| {
            speaking(language, || {
                let won = verdict_of(
                    r#"{"t":181000,"type":"claim","by":"black","kind":"flag","fen":"3qk3/8/8/8/8/8/8/4K3 w - - 0 40","analysis":{"fen":"3qk3/8/8/8/8/8/8/4K3 w - - 0 40","white_can_mate":false,"black_can_mate":true}}"#,
                );
                let illegal = verdict_of(
                    r#"{"t":5000,"type":"press","side":"white"},{"t":6000,"type":"claim","by":"black","kind":"illegal_move","fen":"3rk3/8/8/8/8/8/8/4K3 w - - 0 40","move":"Kd2"}"#,
                );
                [
                    headline(&won),
                    effect_line(&won, false),
                    headline(&illegal),
                    effect_line(&illegal, false),
                    outcome(&illegal),
                ]
            })
        };
        assert_eq!(
            said(Language::Spanish),
            [
                "Ganan las negras por tiempo",
                "Fin de la partida: 0-1",
                "Reclamación aceptada — se sigue jugando",
                "Las negras reciben 1:00 más · Las blancas pierden 0:02 · Las blancas vuelven a jugar",
                "Se sigue jugando: Las negras reciben 1:00 más · Las blancas pierden 0:02"
            ]
        );
        assert_eq!(said(Language::Arabic)[0], "فاز الأسود بالوقت");
        assert_eq!(said(Language::English)[4], "Play on: Black gets 1:00 more · White loses 0:02");
    }
}
