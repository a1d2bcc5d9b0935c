//! A flag claim as it happens over a board: the claimant names the fallen flag (or the clock calls
//! it, when the players chose so), the clocks are paused, and the app asks only what it does not
//! know and the answer could change — whether the claimant still has mating material, in the
//! players' words, the common answer first. The claim is recorded on the second, deliberate tap
//! (an answer, or "Claim"), with the rules worker's analysis when the verdict needs it.
//!
//! The same facts give the same verdict whichever way they were entered: this, the arbiter's
//! claim dialog and the clock's own call all make one [`ClaimDraft`], judged by the one replay.

use crate::ground::messages as m;
use crate::ground::record::{Analysis, PauseReason};
use crate::ground::words::{self, say_with};
use crate::rules::ClaimKind;
use crate::rules::questions::{self, Answer, Said};
use crate::screens::claim_dialog::{Asking, analysis_or_note, pause_for};
use crate::screens::claim_draft::{ClaimDraft, flag_call_source};
use crate::screens::verdict_summary::headline;
use crate::session::Session;
use shakmaty::Color;
use std::fmt;

/// Where the claim is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlagStep {
    /// A question about the pieces, to be answered before the verdict is known.
    Question(questions::Question),
    /// Nothing more to ask: the claim is shown, to be made or cancelled.
    Confirm,
    /// The rules worker is analysing the position; nothing is recorded yet.
    Thinking,
    /// The claim is recorded.
    Done,
}

/// A flag claim being made on the face.
#[derive(Debug, Clone, PartialEq)]
pub struct FlagClaim {
    pub draft: ClaimDraft,
    pub step: FlagStep,
    /// Why the claim could not be recorded, or the analysis could not be made.
    pub message: String,
    asked: u32,
}

impl FlagClaim {
    /// `claimant` claims the opponent's fallen flag at `t_ms` (or the clock calls it for them,
    /// `by_clock`): the running clock is paused for the claim, and the first question, if any, is
    /// asked.
    pub fn open(session: &mut Session, t_ms: f64, claimant: Color, by_clock: bool) -> FlagClaim {
        pause_for(session, t_ms, PauseReason::Claim);
        let draft = ClaimDraft { by_clock, ..ClaimDraft::new(claimant, ClaimKind::Flag, flag_call_source(session)) };
        let mut claim = FlagClaim { draft, step: FlagStep::Confirm, message: String::new(), asked: 0 };
        claim.next(session, t_ms);
        claim
    }

    /// The claimant.
    pub fn by(&self) -> Color {
        self.draft.by
    }

    /// The next question, or the claim ready to be made.
    fn next(&mut self, session: &Session, t_ms: f64) {
        self.step = match self.draft.open_question(session, t_ms) {
            Some(question) => FlagStep::Question(question),
            None => FlagStep::Confirm,
        };
    }

    /// An answer to the question shown. With nothing more to ask, the answer is the deliberate
    /// step: the claim is made at once (see [`FlagClaim::make`]).
    pub fn answer(&mut self, session: &mut Session, t_ms: f64, answer: Answer) -> Option<Asking> {
        let FlagStep::Question(question) = self.step else { return None };
        self.draft.said = questions::answer(self.draft.said, question, answer);
        self.next(session, t_ms);
        match self.step {
            FlagStep::Confirm => self.make(session, t_ms),
            _ => None,
        }
    }

    /// "‹ Back": the answers are taken back, to be given again.
    pub fn back(&mut self, session: &Session, t_ms: f64) {
        self.draft.said = Said::default();
        self.message.clear();
        self.next(session, t_ms);
    }

    /// What the claim would bring, for the confirmation: "Black wins on time (FIDE 6.9)", or that
    /// the analysis will decide.
    pub fn preview(&self, session: &Session, t_ms: f64) -> String {
        match self.draft.preview(session, t_ms) {
            Some(v)
                if v.analysis_settles().is_some()
                    && self.draft.needs_analysis(session, t_ms).ok().flatten().is_some() =>
            {
                words::say(m::FLAG_WORKED_OUT.of(self.by())).to_owned()
            }
            Some(v) => format!("{} ({})", headline(&v), v.rule),
            None => String::new(),
        }
    }

    /// "Claim": recorded at once, or, when the verdict needs the rules worker, the question to ask
    /// it (the claim then thinks until [`FlagClaim::answered`]).
    pub fn make(&mut self, session: &mut Session, t_ms: f64) -> Option<Asking> {
        match self.draft.needs_analysis(session, t_ms) {
            Err(e) => {
                self.message = e.to_string();
                None
            }
            Ok(Some(question)) => {
                self.step = FlagStep::Thinking;
                self.asked += 1;
                Some(Asking { id: self.asked, question })
            }
            Ok(None) => {
                self.record(session, t_ms, None);
                None
            }
        }
    }

    /// The worker's answer to question `id` at `t_ms`. Without it the claim is recorded all the
    /// same, and waits for the arbiter as the rules say; a cancelled question's answer is dropped.
    pub fn answered(&mut self, session: &mut Session, t_ms: f64, id: u32, answer: Result<Analysis, impl fmt::Display>) {
        if id != self.asked || self.step != FlagStep::Thinking {
            return;
        }
        let (analysis, note) = analysis_or_note(answer);
        self.message = note.unwrap_or_default();
        self.record(session, t_ms, analysis);
    }

    /// "Cancel" while thinking: back to the confirmation; a late answer is dropped.
    pub fn cancel_thinking(&mut self) {
        self.asked += 1;
        self.step = FlagStep::Confirm;
    }

    fn record(&mut self, session: &mut Session, t_ms: f64, analysis: Option<Analysis>) {
        // Still uncalled: the claim may have been made meanwhile (the clock's own call).
        if session.uncalled_flag(t_ms) != Some(!self.by()) {
            self.step = FlagStep::Done;
            return;
        }
        let recorded = self.draft.event(session, analysis).map_err(|e| e.to_string()).and_then(|event| {
            session.push_at(t_ms, event).map_err(|e| say_with(&m::PANEL_NOT_RECORDED, &[("why", &e.message)]))
        });
        match recorded {
            Ok(()) => self.step = FlagStep::Done,
            Err(message) => {
                self.message = message;
                self.step = FlagStep::Confirm;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::language::Language;
    use crate::ground::micros::Micros;
    use crate::ground::record::{EventKind, Record};
    use crate::ground::words;
    use crate::replay::clock::Phase;
    use crate::rules::material::ANALYSER;
    use crate::rules::questions::About;

    fn session(rules: &str, control: &str) -> Session {
        let mut s = Session::new(Record::new(rules.parse().unwrap(), control.parse().unwrap())).unwrap();
        s.push_at(0.0, EventKind::Start).unwrap();
        s
    }

    /// Presses without moves until White's flag falls at 10 s of a 10-second game.
    fn without_moves_whites_flag_down() -> Session {
        let mut s = session("fide-blitz", "10");
        s.push_at(1000.0, EventKind::Press { side: Color::White, mv: None }).unwrap();
        s.push_at(2000.0, EventKind::Press { side: Color::Black, mv: None }).unwrap();
        s
    }

    #[test]
    fn a_players_claim_asks_the_common_question_first_and_records_on_the_answer() {
        let mut s = without_moves_whites_flag_down();
        let mut claim = FlagClaim::open(&mut s, 12_000.0, Color::Black, false);
        assert_eq!(s.game.clock.phase(), Phase::Paused, "paused for the claim");
        let FlagStep::Question(q) = claim.step else { panic!("{:?}", claim.step) };
        assert_eq!((q.side, q.about), (Color::Black, About::OnlyKing));
        assert_eq!(claim.answer(&mut s, 12_500.0, Answer::No), None);
        let FlagStep::Question(q) = claim.step else { panic!("{:?}", claim.step) };
        assert_eq!(q.about, About::OnlyMinor);
        assert!(!s.game.is_over(), "nothing recorded yet");
        claim.answer(&mut s, 13_000.0, Answer::No);
        assert_eq!(claim.step, FlagStep::Done);
        let end = s.game.ending.as_ref().map(|e| (e.result.pgn(), e.rule.as_str()));
        assert_eq!(end, Some(("0-1", "FIDE 6.9")), "a win on time, not a draw");
        assert_eq!(s.remaining_at(13_000.0).white, Micros::ZERO);
    }

    #[test]
    fn a_lone_king_said_draws_and_the_clocks_call_records_its_caller() {
        let mut s = without_moves_whites_flag_down();
        let mut claim = FlagClaim::open(&mut s, 12_000.0, Color::Black, true);
        claim.answer(&mut s, 12_500.0, Answer::Yes);
        assert_eq!(claim.step, FlagStep::Done);
        assert_eq!(s.game.ending.as_ref().map(|e| e.result.pgn()), Some("1/2-1/2"));
        let last = &s.record.events.last().unwrap().kind;
        assert!(
            matches!(last, EventKind::Claim { by_clock: true, said, .. } if said.black.only_king == Some(true)),
            "{last:?}"
        );
    }

    #[test]
    fn on_a_known_position_nothing_is_asked_and_the_claim_waits_for_a_deliberate_tap() {
        let mut s = session("fide-blitz", "10");
        let mut claim = FlagClaim::open(&mut s, 11_000.0, Color::Black, false);
        assert_eq!(claim.step, FlagStep::Confirm, "before any move the start position is known");
        assert!(!s.game.is_over());
        // The confirmation says what the claim brings, in the players' language.
        let preview = words::speaking(Language::Spanish, || claim.preview(&s, 11_200.0));
        if ANALYSER {
            assert_eq!(preview, "Ganan las negras por tiempo (FIDE 6.9)");
        } else {
            // Whether Black can still mate is the worker's to say.
            assert_eq!(
                preview,
                words::speaking(Language::Spanish, || { words::say(&m::FLAG_WORKED_OUT_BLACK).to_owned() })
            );
            assert!(preview.contains("las negras") && !preview.contains("Black"), "{preview}");
        }
        let asked = claim.make(&mut s, 11_500.0);
        if ANALYSER {
            assert_eq!(asked, None);
            assert_eq!(s.game.ending.as_ref().map(|e| e.result.pgn()), Some("0-1"));
        } else {
            // The page asks its worker whether Black can still mate, then records its answer.
            let asking = asked.expect("the worker is asked");
            assert_eq!(claim.step, FlagStep::Thinking);
            let analysis = Analysis {
                fen: asking.question.fen.clone(),
                white_can_mate: Some(true),
                black_can_mate: Some(true),
                white_forced_mate: None,
                black_forced_mate: None,
            };
            claim.answered(&mut s, 12_000.0, asking.id, Ok::<_, String>(analysis));
            assert_eq!(s.game.ending.as_ref().map(|e| e.result.pgn()), Some("0-1"));
        }
    }

    #[test]
    fn back_takes_the_answers_back() {
        let mut s = without_moves_whites_flag_down();
        let mut claim = FlagClaim::open(&mut s, 12_000.0, Color::Black, false);
        claim.answer(&mut s, 12_100.0, Answer::No);
        claim.back(&s, 12_200.0);
        assert!(matches!(claim.step, FlagStep::Question(q) if q.about == About::OnlyKing));
    }
}
