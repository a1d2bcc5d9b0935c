//! The claim dialog as a state machine: who claims, what, the position from whichever source is
//! at hand, the rules worker's analysis when the verdict needs it, then the verdict — or, when the
//! rules leave it to judgement, the arbiter's decision. Each user input is one method; every step
//! that counts is an event through the session.
//!
//! The clocks are stopped while the claim is made (as a player stops them to claim, FIDE 6.12.2)
//! and restarted from the verdict screen when play goes on.

use crate::domain::clock::Phase;
use crate::domain::game::ClaimRuling;
use crate::domain::record::{Analysis, EventKind};
use crate::protocol::worker::Question;
use crate::rules::{ClaimKind, Decision, VerdictKind};
use crate::screens::claim_draft::{ClaimDraft, PositionSource, moves_recorded};
use crate::screens::material_picker::Material;
use crate::session::Session;
use shakmaty::{ByColor, Color};
use std::fmt;

/// Where the dialog is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Who,
    What,
    Position,
    /// The rules worker is analysing; the claim is not recorded yet.
    Thinking,
    /// The claim is recorded: its verdict, or the arbiter's decision when it is pending.
    Verdict,
}

/// Which source of the position the player chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Recorded,
    Picker,
    Fen,
    Without,
}

impl Source {
    /// What its tab says.
    pub fn label(self) -> &'static str {
        match self {
            Source::Recorded => "Recorded game",
            Source::Picker => "Pieces left",
            Source::Fen => "FEN",
            Source::Without => "No position",
        }
    }
}

/// The sources that make sense for a claim: the picker knows no moves, so not for an illegal one.
pub fn sources(kind: ClaimKind, recorded: bool) -> Vec<Source> {
    let mut all = Vec::new();
    if recorded {
        all.push(Source::Recorded);
    }
    if kind != ClaimKind::IllegalMove {
        all.push(Source::Picker);
    }
    all.extend([Source::Fen, Source::Without]);
    all
}

/// The source offered first: the recorded game when there is one, else what the claim needs.
pub fn first_source(kind: ClaimKind, recorded: bool) -> Source {
    match kind {
        _ if recorded => Source::Recorded,
        ClaimKind::IllegalMove => Source::Fen,
        ClaimKind::Flag
        | ClaimKind::DeadPosition
        | ClaimKind::InsufficientMaterial
        | ClaimKind::QueenVQueen
        | ClaimKind::RookVRook
        | ClaimKind::IdenticalPieces => Source::Picker,
        _ => Source::Without,
    }
}

/// A question for the rules worker, numbered so that a cancelled one's late answer is dropped.
#[derive(Debug, Clone, PartialEq)]
pub struct Asking {
    pub id: u32,
    pub question: Question,
}

/// What closing the dialog does besides closing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Closing {
    /// The worker was still thinking: stop it.
    pub cancel_worker: bool,
}

/// The claim dialog: where it is, what the player entered, and what it says.
#[derive(Debug, Clone, PartialEq)]
pub struct ClaimDialog {
    pub step: Step,
    pub by: Color,
    pub kind: ClaimKind,
    pub source: Source,
    pub material: ByColor<Material>,
    pub fen: String,
    /// The move claimed illegal (SAN or UCI), with a FEN.
    pub illegal_move: String,
    /// Why the claim was not made or recorded.
    pub message: String,
    /// What the verdict screen adds (the analysis could not be made).
    pub note: String,
    /// The claim opened to be decided, by its event: it stays shown once decided.
    deciding: Option<usize>,
    /// This dialog stopped the clocks.
    paused_here: bool,
    /// The current question's id.
    asked: u32,
}

impl ClaimDialog {
    /// Opens the dialog at `t_ms`: to make a claim, or (`deciding`) to rule on the claim that
    /// waits (postponed, or left to the arbiter). A running clock is stopped.
    pub fn open(session: &mut Session, t_ms: f64, deciding: bool) -> ClaimDialog {
        let mut dialog = ClaimDialog::new(deciding);
        if deciding {
            dialog.deciding = session.game.waiting_claim().map(|c| c.event);
        }
        let running = session.game.clock.is_running() && !session.game.is_over();
        dialog.paused_here = running && session.push_at(t_ms, EventKind::Pause).is_ok();
        dialog
    }

    /// The dialog before it has seen a game: nothing entered, the clocks untouched.
    pub fn new(deciding: bool) -> ClaimDialog {
        ClaimDialog {
            step: if deciding { Step::Verdict } else { Step::Who },
            by: Color::White,
            kind: ClaimKind::Flag,
            source: Source::Without,
            material: ByColor::default(),
            fen: String::new(),
            illegal_move: String::new(),
            message: String::new(),
            note: String::new(),
            deciding: None,
            paused_here: false,
            asked: 0,
        }
    }

    /// The claim the verdict screen shows: the latest, or the one opened to be decided.
    pub fn shown_claim<'s>(&self, s: &'s Session) -> Option<&'s ClaimRuling> {
        match self.deciding {
            Some(event) => s.game.claims.iter().find(|c| c.event == event),
            None => s.game.claims.last(),
        }
    }

    /// A postponed claim waits while play goes on (FIDE III.5.2): the clocks may run again.
    pub fn postponed(&self, s: &Session) -> bool {
        self.shown_claim(s).is_some_and(|c| c.decision == Some(Decision::Postpone))
    }

    /// "White claims" / "Black claims".
    pub fn choose_claimant(&mut self, by: Color) {
        self.by = by;
        self.step = Step::What;
    }

    /// A claim from the menu; the position is asked for next.
    pub fn choose_kind(&mut self, kind: ClaimKind, session: &Session) {
        self.kind = kind;
        self.source = first_source(kind, moves_recorded(session));
        self.message.clear();
        self.step = Step::Position;
    }

    /// A tab of the position's sources.
    pub fn choose_source(&mut self, source: Source) {
        self.source = source;
        self.message.clear();
    }

    /// "‹ Back": one step back, while choosing.
    pub fn back(&mut self) {
        self.message.clear();
        self.step = match self.step {
            Step::What => Step::Who,
            Step::Position => Step::What,
            other => other,
        };
    }

    /// Whether "‹ Back" is shown.
    pub fn can_go_back(&self) -> bool {
        matches!(self.step, Step::What | Step::Position)
    }

    /// The claim as entered.
    pub fn draft(&self) -> ClaimDraft {
        ClaimDraft {
            by: self.by,
            kind: self.kind,
            source: match self.source {
                Source::Recorded => PositionSource::Recorded,
                Source::Picker => PositionSource::Picker(self.material),
                Source::Fen => PositionSource::Fen(self.fen.clone()),
                Source::Without => PositionSource::Without,
            },
            illegal_move: Some(self.illegal_move.clone()).filter(|m| !m.trim().is_empty()),
        }
    }

    /// "Make the claim" at `t_ms`: recorded at once, or, when the verdict needs the rules worker,
    /// the question to ask it (the dialog then thinks until [`ClaimDialog::answer`]).
    pub fn make_claim(&mut self, session: &mut Session, t_ms: f64) -> Option<Asking> {
        self.note.clear();
        let draft = self.draft();
        match draft.needs_analysis(session, t_ms) {
            Err(e) => self.message = e.to_string(),
            Ok(Some(question)) => {
                self.message.clear();
                self.step = Step::Thinking;
                self.asked += 1;
                return Some(Asking { id: self.asked, question });
            }
            Ok(None) => self.record(session, t_ms, None),
        }
        None
    }

    /// The worker's answer to question `id`, at `t_ms`. Without the analysis the claim waits for
    /// the arbiter, as the rules say, and the note says why. A cancelled question's answer
    /// changes nothing.
    pub fn answer(&mut self, session: &mut Session, t_ms: f64, id: u32, answer: Result<Analysis, impl fmt::Display>) {
        if id != self.asked || self.step != Step::Thinking {
            return;
        }
        match answer {
            Ok(analysis) => self.record(session, t_ms, Some(analysis)),
            Err(e) => {
                self.note = format!("The analysis could not be made ({e}); the arbiter decides.");
                self.record(session, t_ms, None);
            }
        }
    }

    /// Records the claim (with the worker's analysis, if any) and shows its verdict.
    fn record(&mut self, session: &mut Session, t_ms: f64, analysis: Option<Analysis>) {
        let refused = match self.draft().event(session, analysis) {
            Ok(event) => session.push_at(t_ms, event).err().map(|e| format!("Not recorded: {}", e.message)),
            Err(e) => Some(e.to_string()),
        };
        match refused {
            None => {
                self.message.clear();
                self.step = Step::Verdict;
            }
            Some(message) => {
                self.message = message;
                self.step = Step::Position;
            }
        }
    }

    /// "Cancel" while thinking: back to the position; a late answer is dropped.
    pub fn cancel_thinking(&mut self) {
        self.asked += 1;
        self.step = Step::Position;
    }

    /// "Close" at `t_ms`. Closed before any verdict, the clocks run again if this dialog stopped
    /// them; a pending claim keeps them stopped for the arbiter.
    pub fn close(&mut self, session: &mut Session, t_ms: f64) -> Closing {
        let cancel_worker = self.step == Step::Thinking;
        if cancel_worker {
            self.cancel_thinking();
        }
        let waiting = self.shown_claim(session).is_some_and(|c| c.verdict.kind == VerdictKind::Pending);
        let claimed = self.step == Step::Verdict;
        if self.paused_here && !claimed && !waiting {
            resume_play(session, t_ms);
        }
        Closing { cancel_worker }
    }

    /// An arbiter's decision on the pending claim.
    pub fn decide(&mut self, session: &mut Session, t_ms: f64, decision: Decision) {
        if let Err(e) = session.push_at(t_ms, EventKind::Decision { decision }) {
            self.message = format!("Not recorded: {}", e.message);
        }
    }
}

/// "Resume play" (or "Back to the clock"): the clocks run again, unless the game is over.
pub fn resume_play(session: &mut Session, t_ms: f64) {
    if session.game.clock.phase() == Phase::Paused && !session.game.is_over() {
        let _ = session.push_at(t_ms, EventKind::Resume);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::record::Record;

    /// A FIDE blitz game of a minute each, started at 0.
    fn started() -> Session {
        let mut s = Session::new(Record::new("fide-blitz".parse().unwrap(), "60".parse().unwrap())).unwrap();
        s.push_kind(0.0, EventKind::Start).unwrap();
        s
    }

    fn kinds(s: &Session) -> Vec<&'static str> {
        s.record.events.iter().map(|e| e.kind.name()).collect()
    }

    #[test]
    fn opening_the_dialog_stops_the_clocks_and_closing_it_unclaimed_restarts_them() {
        let mut s = started();
        let mut d = ClaimDialog::open(&mut s, 1000.0, false);
        assert_eq!(d.step, Step::Who);
        assert_eq!(s.game.clock.phase(), Phase::Paused);
        d.choose_claimant(Color::Black);
        assert_eq!((d.step, d.by), (Step::What, Color::Black));
        assert_eq!(d.close(&mut s, 2000.0), Closing { cancel_worker: false });
        assert_eq!(kinds(&s), ["start", "pause", "resume"]);
    }

    #[test]
    fn a_dialog_opened_on_a_paused_clock_leaves_it_paused() {
        let mut s = started();
        s.push_kind(500.0, EventKind::Pause).unwrap();
        let mut d = ClaimDialog::open(&mut s, 1000.0, false);
        d.close(&mut s, 2000.0);
        assert_eq!(kinds(&s), ["start", "pause"]);
    }

    // Without the analyser the page cannot tell alone whether a rook can still mate.
    #[cfg(feature = "unwinnability")]
    #[test]
    fn black_claims_whites_fallen_flag_with_a_rook_and_wins() {
        let mut s = started();
        let mut d = ClaimDialog::open(&mut s, 61_000.0, false);
        d.choose_claimant(Color::Black);
        d.choose_kind(ClaimKind::Flag, &s);
        assert_eq!((d.step, d.source), (Step::Position, Source::Picker), "no moves recorded: the picker first");
        d.material[Color::Black].set(crate::screens::material_picker::Kind::Rook, 1);
        assert_eq!(d.make_claim(&mut s, 61_500.0), None, "the page decides this one alone");
        assert_eq!(d.step, Step::Verdict);
        let shown = d.shown_claim(&s).map(|c| c.verdict.kind);
        assert_eq!(shown, Some(VerdictKind::Upheld));
        assert!(s.game.is_over());
    }

    #[test]
    fn a_fen_that_cannot_be_read_stays_on_the_position_and_says_why() {
        let mut s = started();
        let mut d = ClaimDialog::open(&mut s, 1000.0, false);
        d.choose_claimant(Color::White);
        d.choose_kind(ClaimKind::IllegalMove, &s);
        assert_eq!(d.source, Source::Fen);
        assert_eq!(sources(ClaimKind::IllegalMove, false), [Source::Fen, Source::Without], "no picker for a move");
        d.fen = "not a fen".into();
        assert_eq!(d.make_claim(&mut s, 1500.0), None);
        assert_eq!(d.step, Step::Position);
        assert!(d.message.starts_with("The FEN cannot be read"), "{}", d.message);
        d.choose_source(Source::Without);
        assert!(d.message.is_empty(), "a new tab clears the message");
        d.back();
        assert_eq!(d.step, Step::What);
        d.back();
        assert_eq!(d.step, Step::Who);
        assert!(!d.can_go_back());
    }

    #[test]
    fn a_cancelled_questions_late_answer_is_dropped() {
        let mut s = started();
        let mut d = ClaimDialog::open(&mut s, 1000.0, false);
        d.step = Step::Thinking;
        d.asked = 1;
        d.cancel_thinking();
        assert_eq!(d.step, Step::Position);
        d.answer(&mut s, 2000.0, 1, Err("late"));
        assert_eq!(d.step, Step::Position);
        assert!(d.note.is_empty());
        assert_eq!(kinds(&s), ["start", "pause"], "nothing recorded");
    }

    #[test]
    fn closing_while_thinking_stops_the_worker() {
        let mut s = started();
        let mut d = ClaimDialog::open(&mut s, 1000.0, false);
        d.step = Step::Thinking;
        assert_eq!(d.close(&mut s, 2000.0), Closing { cancel_worker: true });
        assert_eq!(kinds(&s), ["start", "pause", "resume"]);
    }

    #[test]
    fn a_failed_analysis_leaves_the_claim_to_the_arbiter_with_a_note() {
        let mut s = started();
        let mut d = ClaimDialog::open(&mut s, 61_000.0, false);
        d.choose_claimant(Color::Black);
        d.choose_kind(ClaimKind::Flag, &s);
        d.choose_source(Source::Without);
        d.step = Step::Thinking;
        d.asked = 3;
        d.answer(&mut s, 61_500.0, 3, Err("it could not be loaded"));
        assert_eq!(d.step, Step::Verdict);
        assert_eq!(d.note, "The analysis could not be made (it could not be loaded); the arbiter decides.");
        assert_eq!(kinds(&s), ["start", "pause", "claim"]);
    }

    #[test]
    fn a_refused_decision_says_it_was_not_recorded() {
        let mut s = started();
        let mut d = ClaimDialog::open(&mut s, 1000.0, true);
        assert_eq!(d.step, Step::Verdict, "opened to decide");
        assert!(d.shown_claim(&s).is_none(), "no claim waits");
        d.decide(&mut s, 1500.0, Decision::Draw);
        assert!(d.message.starts_with("Not recorded: "), "{}", d.message);
        resume_play(&mut s, 2000.0);
        assert_eq!(kinds(&s), ["start", "pause", "resume"]);
    }
}
