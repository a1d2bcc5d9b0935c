//! The short manual the clock carries (FIDE's equipment standard asks a digital clock for one):
//! how to start, press, claim and pause on this clock, in our words; then what the chosen
//! rulebook itself says about flags, pausing and claims, in its own words from the rule tables
//! the verdicts quote (`rules::rule`), so the manual and the verdicts never disagree. It is
//! part of the page: it reads offline.

use crate::ground::messages as m;
use crate::ground::vocabulary::Rulebook;
use crate::ground::words::{self, Message};
use crate::rules::rule::find;

/// One part of the manual: a heading and its steps, said in the players' language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Part {
    pub title: Message,
    pub steps: &'static [Message],
}

/// How to use this clock.
pub const USING: [Part; 5] = [
    Part { title: m::MANUAL_START, steps: &[m::MANUAL_START_1, m::MANUAL_START_2, m::MANUAL_START_3] },
    Part { title: m::MANUAL_PRESS, steps: &[m::MANUAL_PRESS_1, m::MANUAL_PRESS_2, m::MANUAL_PRESS_3] },
    Part { title: m::MANUAL_CLAIM, steps: &[m::MANUAL_CLAIM_1, m::MANUAL_CLAIM_2, m::MANUAL_CLAIM_3] },
    Part { title: m::MANUAL_PAUSE, steps: &[m::MANUAL_PAUSE_1, m::MANUAL_PAUSE_2] },
    Part { title: m::MANUAL_ARBITER, steps: &[m::MANUAL_ARBITER_1, m::MANUAL_ARBITER_2, m::MANUAL_ARBITER_3] },
];

/// A topic's heading, in the players' language.
pub fn topic_said(topic: &str) -> &'static str {
    words::say(match topic {
        "Flags" => &m::MANUAL_FLAGS,
        "Pausing" => &m::MANUAL_PAUSING,
        _ => &m::MANUAL_CLAIMS,
    })
}

/// What `rulebook` says about flags, pausing and claims: each rule by topic, quoted as a verdict
/// quotes it (`FIDE 6.9: “…”`, or "in substance" where the table has no verbatim copy).
pub fn rulebook_says(rulebook: Rulebook) -> Vec<(&'static str, String)> {
    rulebook
        .book()
        .manual()
        .iter()
        .filter_map(|&(topic, label)| find(label).map(|cite| (topic, cite.quote())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rulebook_quotes_its_own_words_on_flags_and_claims() {
        for rulebook in Rulebook::ALL {
            let quoted = rulebook_says(rulebook);
            assert_eq!(quoted.len(), rulebook.book().manual().len(), "{rulebook:?}: a label the tables do not hold");
            for topic in ["Flags", "Claims"] {
                assert!(quoted.iter().any(|(t, _)| *t == topic), "{rulebook:?} says nothing under {topic}");
            }
            for ((_, quote), (_, label)) in quoted.iter().zip(rulebook.book().manual()) {
                assert!(quote.starts_with(label), "{quote}");
                assert!(quote.contains('“') && quote.len() > label.len() + 20, "{quote}");
            }
        }
    }

    #[test]
    fn the_flag_rule_is_the_tables_words() {
        let fide = rulebook_says(Rulebook::FideStandard);
        let (_, six_nine) = fide.iter().find(|(_, q)| q.starts_with("FIDE 6.9")).unwrap();
        assert!(six_nine.contains("if a player does not complete the prescribed number of moves"), "{six_nine}");
        let uscf = rulebook_says(Rulebook::Uscf);
        assert!(uscf.iter().any(|(_, q)| q.contains("A director must never initiate a time forfeit claim")));
    }

    #[test]
    fn the_using_parts_cover_start_press_claim_and_pause() {
        let titles: Vec<&str> = USING.iter().map(|p| p.title.en).collect();
        for t in ["Start", "Press", "Claim", "Pause"] {
            assert!(titles.contains(&t), "{t}");
        }
        assert!(USING.iter().all(|p| !p.steps.is_empty()));
    }
}
