//! What the clock says aloud, for players who cannot see it well and for everyone in time
//! trouble: the running clock passing a mark, both clocks on request, a flag, a verdict. Words
//! only, in the players' language; `platform::speech` speaks them.

use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::words::{self, count, say, say_with};
pub use crate::session::settings::MARK_SETS;
use shakmaty::Color;

/// A set of marks as the setup screen offers it: `1 min, 30 s, 10 s`.
pub fn marks_label(marks: &[u32]) -> String {
    let one = |s: u32| if s >= 60 && s.is_multiple_of(60) { format!("{} min", s / 60) } else { format!("{s} s") };
    marks.iter().map(|&s| one(s)).collect::<Vec<_>>().join(", ")
}

/// The mark of `marks` the running clock passed going from `before` to `now` (the lowest, if it
/// passed more than one at once), in seconds.
pub fn crossed(marks: &[u32], before: Micros, now: Micros) -> Option<i64> {
    let at = |s: i64| Micros::from_secs(s);
    marks.iter().map(|&s| i64::from(s)).filter(|&s| before > at(s) && now <= at(s)).min()
}

/// A time as it is said: `2 minutes 31 seconds`, `45 seconds`, `1 hour 5 minutes`; whole seconds,
/// cut (never more time than there is); under 10 seconds with tenths: `8.4 seconds`. In the
/// players' language, each unit in its plural form.
pub fn time_words(t: Micros) -> String {
    let t = t.max(Micros::ZERO);
    if t < Micros::from_secs(10) {
        let tenths = t.0 / 100_000;
        if tenths % 10 == 0 {
            return count(&m::SAY_SECONDS, tenths.unsigned_abs() / 10);
        }
        let n = format!("{}{}{}", tenths / 10, words::language().decimal_sign(), tenths % 10);
        return say_with(&m::SAY_SECONDS_TENTHS, &[("n", &n)]);
    }
    let s = (t.0 / 1_000_000).unsigned_abs();
    let (h, m, s) = (s / 3600, s / 60 % 60, s % 60);
    let parts: Vec<String> = [(h, &m::SAY_HOURS), (m, &m::SAY_MINUTES), (s, &m::SAY_SECONDS)]
        .into_iter()
        .filter(|&(n, _)| n > 0)
        .map(|(n, unit)| count(unit, n))
        .collect();
    parts.join(" ")
}

/// The running clock passed a mark: `White, 30 seconds.`
pub fn mark(side: Color, secs: i64) -> String {
    let time = time_words(Micros::from_secs(secs));
    say_with(m::SAY_MARK.of(side), &[("time", &time)])
}

/// Both clocks, asked for: `White 2 minutes 31 seconds. Black 45 seconds.`
pub fn both_clocks(white: Micros, black: Micros) -> String {
    say_with(&m::SAY_CLOCKS, &[("white", &time_words(white)), ("black", &time_words(black))])
}

/// A flag fell: `White's flag has fallen.`
pub fn flag(side: Color) -> String {
    say(m::SAY_FLAG.of(side)).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::language::Language;

    fn s(x: f64) -> Micros {
        Micros((x * 1e6) as i64)
    }

    #[test]
    fn a_mark_is_passed_once_going_down() {
        let marks = MARK_SETS[0];
        assert_eq!(crossed(marks, s(60.2), s(59.9)), Some(60));
        assert_eq!(crossed(marks, s(60.0), s(59.0)), None, "already at the mark");
        assert_eq!(crossed(marks, s(30.1), s(30.0)), Some(30));
        assert_eq!(crossed(marks, s(59.0), s(58.0)), None);
        assert_eq!(crossed(marks, s(9.0), s(12.0)), None, "an increment going up passes nothing");
        assert_eq!(crossed(marks, s(61.0), s(9.0)), Some(10), "a jump past several: the lowest");
        assert_eq!(crossed(MARK_SETS[3], s(5.3), s(4.9)), Some(5), "the chosen set's own marks");
        assert_eq!(crossed(MARK_SETS[3], s(60.3), s(59.9)), None);
    }

    #[test]
    fn the_sets_are_labelled_as_offered() {
        let labels: Vec<String> = MARK_SETS.iter().map(|m| marks_label(m)).collect();
        assert_eq!(labels, ["1 min, 30 s, 10 s", "5 min, 1 min, 10 s", "2 min, 1 min, 30 s, 10 s", "30 s, 10 s, 5 s"]);
    }

    #[test]
    fn times_are_said_in_whole_units_and_tenths_near_the_end() {
        assert_eq!(time_words(s(151.9)), "2 minutes 31 seconds");
        assert_eq!(time_words(s(45.0)), "45 seconds");
        assert_eq!(time_words(s(3900.0)), "1 hour 5 minutes");
        assert_eq!(time_words(s(61.0)), "1 minute 1 second");
        assert_eq!(time_words(s(8.46)), "8.4 seconds");
        assert_eq!(time_words(s(1.0)), "1 second");
        assert_eq!(time_words(s(-1.0)), "0 seconds");
    }

    #[test]
    fn the_sentences() {
        assert_eq!(mark(Color::White, 60), "White, 1 minute.");
        assert_eq!(mark(Color::Black, 10), "Black, 10 seconds.");
        assert_eq!(both_clocks(s(151.0), s(45.0)), "White 2 minutes 31 seconds. Black 45 seconds.");
        assert_eq!(flag(Color::Black), "Black's flag has fallen.");
    }

    #[test]
    fn times_take_each_languages_plural_forms_and_decimal_sign() {
        let ru = words::speaking(Language::Russian, || {
            [1.0, 3.0, 5.0, 21.0, 22.0, 25.0, 62.0, 3900.0, 8.46].map(|x| time_words(s(x)))
        });
        assert_eq!(
            ru,
            [
                "1 секунда",
                "3 секунды",
                "5 секунд",
                "21 секунда",
                "22 секунды",
                "25 секунд",
                "1 минута 2 секунды",
                "1 час 5 минут",
                "8,4 секунды"
            ]
        );
        let pl =
            words::speaking(Language::Polish, || [1.0, 2.0, 5.0, 12.0, 22.0, 25.0, 125.0].map(|x| time_words(s(x))));
        assert_eq!(
            pl,
            ["1 sekunda", "2 sekundy", "5 sekund", "12 sekund", "22 sekundy", "25 sekund", "2 minuty 5 sekund"]
        );
        let ar = words::speaking(Language::Arabic, || [1.0, 2.0, 5.0, 11.0, 100.0, 120.0].map(|x| time_words(s(x))));
        assert_eq!(ar, ["ثانية واحدة", "ثانيتان", "5 ثوانٍ", "11 ثانية", "دقيقة واحدة 40 ثانية", "دقيقتان"]);
    }

    #[test]
    fn the_sentences_in_spanish() {
        let es = words::speaking(Language::Spanish, || {
            (mark(Color::White, 60), both_clocks(s(151.0), s(8.46)), flag(Color::Black))
        });
        assert_eq!(es.0, "Blancas, 1 minuto.");
        assert_eq!(es.1, "Blancas: 2 minutos 31 segundos. Negras: 8,4 segundos.");
        assert_eq!(es.2, "Ha caído la bandera de las negras.");
    }

    #[test]
    fn what_is_said_in_english_where_no_voice_speaks_the_language() {
        let said = words::speaking(Language::German, || {
            (flag(Color::White), words::in_english(|| flag(Color::White)), flag(Color::White))
        });
        assert_eq!(
            said,
            (
                "Das Fallblättchen von Weiß ist gefallen.".into(),
                "White's flag has fallen.".into(),
                "Das Fallblättchen von Weiß ist gefallen.".into()
            )
        );
    }
}
