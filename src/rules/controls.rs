//! Whether a rulebook fits the players' time controls: each book says what it says of a control
//! ([`super::book::Book::misfits`]); this holds what they share — the wording and the measures.

use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::time_control::{COUNT_UP_LIMIT, TimeControl};
use crate::ground::vocabulary::Rulebook;
use crate::ground::words::{count, say_with};

/// How serious a mismatch between a control and the rulebook is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// The rulebook forbids it: the game is not started.
    Error,
    /// The rulebook may not be the right one: the players decide.
    Warning,
}

/// A control that the chosen rulebook does not fit, naming the rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mismatch {
    pub severity: Severity,
    pub message: String,
    /// The rulebook the message names for this control, offered with one tap.
    pub switch_to: Option<Rulebook>,
}

impl Mismatch {
    /// The rule quoted, then what it means for this control: the players decide.
    pub fn warning(quote: String, sentence: &str) -> Mismatch {
        Mismatch { severity: Severity::Warning, message: after_rule(quote, sentence), switch_to: None }
    }

    /// The rule quoted, then what to change: the game is not started.
    pub fn error(quote: String, sentence: &str) -> Mismatch {
        Mismatch { severity: Severity::Error, ..Mismatch::warning(quote, sentence) }
    }
}

/// Checks both sides' controls against what the rulebook says about time controls. No rulebook
/// speaks of a game without a time limit: a count-up clock is the players' choice.
pub fn check_controls(rulebook: Rulebook, white: &TimeControl, black: &TimeControl) -> Vec<Mismatch> {
    if white.counts_up() || black.counts_up() {
        return Vec::new();
    }
    rulebook.book().misfits(white, black)
}

/// Whether the rulebook fits both sides' controls with nothing to say: the game starts at once.
pub fn fits(rulebook: Rulebook, white: &TimeControl, black: &TimeControl) -> bool {
    check_controls(rulebook, white, black).is_empty()
}

/// A warning: the rule quoted, then what it means for this control.
fn after_rule(quote: String, sentence: &str) -> String {
    format!("{quote} {sentence}")
}

/// "25 minutes", "5 minutes 30 seconds": an amount of playing time, in the players' language.
pub fn amount_said(t: Micros) -> String {
    let s = t.0 / 1_000_000;
    let minutes = |n: i64| count(&m::AMOUNT_MINUTES, u64::try_from(n).unwrap_or(0));
    let seconds = |n: i64| say_with(&m::AMOUNT_SECONDS, &[("n", &n.to_string())]);
    match (s / 60, s % 60) {
        (m, 0) => minutes(m),
        (0, s) => seconds(s),
        (m, s) => format!("{} {}", minutes(m), seconds(s)),
    }
}

/// The main time of a control's first period: what US Chess 5C calls the primary time.
pub fn primary_time(tc: &TimeControl) -> Micros {
    match tc {
        TimeControl::Periods { periods, .. } => periods[0].time,
        TimeControl::Hourglass { time } => *time,
        TimeControl::CountUp => COUNT_UP_LIMIT,
    }
}

pub fn has_delay(tc: &TimeControl) -> bool {
    match tc {
        TimeControl::Periods { periods, .. } => periods.iter().any(|p| p.bonus.is_delay()),
        TimeControl::Hourglass { .. } | TimeControl::CountUp => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::language::Language;
    use crate::rules::FlagCalling;
    use crate::rules::fide::Tempo;

    fn tc(s: &str) -> TimeControl {
        TimeControl::from_pgn(s).unwrap()
    }

    #[test]
    fn the_blitz_seeds_leave_flags_to_the_players() {
        assert_eq!(FlagCalling::default_for(Rulebook::SpeedChess2000), FlagCalling::PlayersClaim);
        assert_eq!(FlagCalling::default_for(Rulebook::ScholasticBlitz2004), FlagCalling::PlayersClaim);
        assert_eq!(FlagCalling::default_for(Rulebook::BlitzCommon), FlagCalling::PlayersClaim);
        assert_eq!(FlagCalling::default_for(Rulebook::FideBlitz), FlagCalling::Automatic);
        assert_eq!(FlagCalling::default_for(Rulebook::FideRapid), FlagCalling::Automatic);
        assert_eq!(FlagCalling::default_for(Rulebook::Uscf), FlagCalling::PlayersClaim, "US Chess 13C1");
        assert_eq!(FlagCalling::default_for(Rulebook::UscfBlitz), FlagCalling::PlayersClaim);
    }

    #[test]
    fn scholastic_blitz_refuses_a_delay_for_either_side() {
        let m = check_controls(Rulebook::ScholasticBlitz2004, &tc("300"), &tc("300d3"));
        assert_eq!(m.len(), 1);
        assert_eq!(m[0].severity, Severity::Error);
        assert!(
            m[0].message.starts_with(
                "Scholastic 1: “… Time delay features may not be used for Blitz.” Choose a control without delay."
            ),
            "{}",
            m[0].message
        );
        assert!(check_controls(Rulebook::ScholasticBlitz2004, &tc("300b2"), &tc("300"))[0].severity == Severity::Error);
        assert!(check_controls(Rulebook::ScholasticBlitz2004, &tc("300+2"), &tc("300+2")).is_empty());
        assert!(check_controls(Rulebook::FideBlitz, &tc("300d3"), &tc("300d3")).is_empty());
    }

    #[test]
    fn a_fide_rulebook_warns_when_its_appendices_count_the_control_as_another_kind_a_1_b_1() {
        assert!(check_controls(Rulebook::FideBlitz, &tc("180+2"), &tc("180+2")).is_empty());
        assert!(
            check_controls(Rulebook::FideRapid, &tc("900+10"), &tc("900+10")).is_empty(),
            "15 + 60 × 10 s = 25 min"
        );
        assert!(
            check_controls(Rulebook::FideStandard, &tc("40/5400+30:1800+30"), &tc("40/5400+30:1800+30")).is_empty()
        );
        let m = check_controls(Rulebook::FideBlitz, &tc("900+10"), &tc("900+10"));
        assert_eq!(m[0].severity, Severity::Warning);
        assert!(m[0].message.starts_with("FIDE B.1: “A 'blitz' game"), "{}", m[0].message);
        assert!(
            m[0].message.contains("counts as 25 minutes") && m[0].message.contains("rapid game"),
            "{}",
            m[0].message
        );
        // No main time: 0 + 60 × 5 s = 5 minutes, a blitz game.
        assert!(check_controls(Rulebook::FideBlitz, &tc("0+5"), &tc("0+5")).is_empty());
        let m = check_controls(Rulebook::FideRapid, &tc("0+5"), &tc("0+5"));
        assert!(m[0].message.contains("blitz game"), "{}", m[0].message);
        assert_eq!(Tempo::of_control(&tc("600")), Tempo::Blitz, "10 minutes or less");
        assert_eq!(Tempo::of_control(&tc("3600")), Tempo::Standard, "not less than 60 minutes");
    }

    #[test]
    fn the_warnings_are_said_in_the_players_language_the_rules_quoted_in_english_a_1_b_1_5c() {
        use crate::ground::words::speaking;
        let (fide, delay, uscf) = speaking(Language::Spanish, || {
            (
                check_controls(Rulebook::FideBlitz, &tc("900+10"), &tc("900+10")),
                check_controls(Rulebook::ScholasticBlitz2004, &tc("300d3"), &tc("300")),
                check_controls(Rulebook::Uscf, &tc("0+5"), &tc("0+5")),
            )
        });
        assert!(fide[0].message.starts_with("FIDE B.1 (texto en inglés): “A 'blitz' game"), "{}", fide[0].message);
        assert!(fide[0].message.ends_with("” Este control cuenta como 25 minutos para cada jugador, así que es una partida rápida: sus reglas son «Leyes del Ajedrez FIDE 2023 — rápidas»."), "{}", fide[0].message);
        assert!(delay[0].message.ends_with("” Elija un control sin demora."), "{}", delay[0].message);
        assert!(uscf[0].message.starts_with("USCF 5C (texto en inglés): “"), "{}", uscf[0].message);
        // Five and a half minutes, in Russian's forms.
        let ru = speaking(Language::Russian, || check_controls(Rulebook::FideStandard, &tc("330"), &tc("330")));
        assert!(ru[0].message.contains("считается как 5 минут 30 с на каждого"), "{}", ru[0].message);
    }

    #[test]
    fn us_chess_warns_that_a_main_time_under_five_minutes_cannot_be_rated_5c() {
        let m = check_controls(Rulebook::Uscf, &tc("0+5"), &tc("0+5"));
        assert_eq!(m.len(), 1);
        assert!(m[0].message.contains("USCF 5C") && m[0].message.contains("at least 5 minutes"), "{}", m[0].message);
        assert!(check_controls(Rulebook::Uscf, &tc("300d5"), &tc("300d5")).is_empty());
        assert!(
            check_controls(Rulebook::UscfBlitz, &tc("0+5"), &tc("0+5")).is_empty(),
            "5C's minimum is for regular, dual and quick"
        );
    }

    #[test]
    fn speed_chess_warns_when_slower_than_g5() {
        let m = check_controls(Rulebook::SpeedChess2000, &tc("600+5"), &tc("600+5"));
        assert_eq!(m[0].severity, Severity::Warning);
        assert!(m[0].message.contains("G/5"), "{}", m[0].message);
        assert!(check_controls(Rulebook::SpeedChess2000, &tc("300"), &tc("180+2")).is_empty());
        assert!(check_controls(Rulebook::SpeedChess2000, &tc("*60"), &tc("*60")).is_empty());
    }
}
