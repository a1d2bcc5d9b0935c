//! The claim dialog as a state machine: who claims, what, the position from whichever source is
//! at hand (or, without one, the players' answers to the one question that can change the
//! verdict), the rules worker's analysis when the verdict needs it, then the verdict — or, when
//! the rules leave it to judgement, the arbiter's decision, each choice named by its outcome and
//! recorded only on a second, deliberate tap. Each user input is one method; every step that
//! counts is an event through the session.
//!
//! The clocks are paused while the claim is made (FIDE 6.11.2: "A player may pause the
//! chessclock only in order to seek the arbiter's assistance"; A.5.3: "the claimant may pause the
//! chessclock and notify the arbiter") and run again only when a player taps to resume.

use crate::ground::messages::DIALOG_ANSWER_FIRST;
use crate::ground::messages::DIALOG_CONFIRM_REFUSED;
use crate::ground::messages::DIALOG_UNANALYSED;
use crate::ground::messages::PANEL_NOT_RECORDED;
use crate::ground::messages::RULING_LATER;
use crate::ground::record::{Analysis, EventKind, PauseReason};
use crate::ground::words::{say, say_with};
use crate::replay::clock::Phase;
use crate::replay::game::ClaimRuling;
use crate::rules::questions::{self, Answer, Said};
use crate::rules::{ClaimKind, Decision, VerdictKind};
use crate::screens::claim_draft::{AnalysisRequest, ClaimDraft, PositionSource, position_known};
use crate::screens::material_picker::Material;
use crate::screens::verdict_summary::outcome;
use crate::session::Session;
use shakmaty::{ByColor, Color};
use std::fmt;

/// Where the dialog is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClaimStep {
    Who,
    What,
    Position,
    /// The position was entered by the players (a FEN, the pieces left): their account, not the
    /// game's. Nothing is judged on it until the opponent confirms it — or, on a locked clock, the
    /// arbiter with the PIN.
    Confirm,
    /// The rules worker is analysing; the claim is not recorded yet.
    Thinking,
    /// The claim is recorded: its verdict, or the arbiter's decision when it is pending.
    Verdict,
}

/// Which source of the position the player chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The position the replay knows: the recorded moves, or the start position before any move.
    Recorded,
    Picker,
    Fen,
    /// No position: the rules judge on the clocks, on what the players answer about the pieces,
    /// or leave it to the arbiter.
    Without,
}

impl Source {
    /// What its tab says for a claim of `kind`.
    pub fn label(self, kind: ClaimKind) -> &'static str {
        use crate::ground::messages as m;
        match self {
            Source::Recorded => say(&m::DIALOG_FROM_RECORDED),
            Source::Picker => say(&m::DIALOG_FROM_PICKER),
            // The notation's name, the same in every language.
            Source::Fen => "FEN",
            Source::Without if asks_about_pieces(kind) => say(&m::DIALOG_FROM_QUESTIONS),
            Source::Without => say(&m::DIALOG_FROM_NOTHING),
        }
    }
}

/// Claims whose verdict without a position may turn on the claimant's pieces, which the players
/// are asked about.
fn asks_about_pieces(kind: ClaimKind) -> bool {
    matches!(kind, ClaimKind::Flag | ClaimKind::IllegalMove)
}

/// The sources that make sense for a claim: the picker knows no moves, so not for an illegal one;
/// the game's position when the replay knows it.
pub fn sources(kind: ClaimKind, known: bool) -> Vec<Source> {
    let mut all = Vec::new();
    if known {
        all.push(Source::Recorded);
    } else if kind == ClaimKind::Flag {
        // The common way: a question or two, the common answer first.
        all.push(Source::Without);
    }
    if kind != ClaimKind::IllegalMove {
        all.push(Source::Picker);
    }
    all.push(Source::Fen);
    if !known && kind != ClaimKind::Flag {
        all.push(Source::Without);
    }
    all
}

/// The source offered first: the game's position when the replay knows it, else what the claim
/// needs.
pub fn first_source(kind: ClaimKind, known: bool) -> Source {
    match kind {
        _ if known => Source::Recorded,
        ClaimKind::IllegalMove => Source::Fen,
        ClaimKind::DeadPosition
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
    pub question: AnalysisRequest,
}

/// What closing the dialog does besides closing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Closing {
    /// The worker was still thinking: stop it.
    pub cancel_worker: bool,
}

/// One ruling the arbiter may give on the claim that waits, named by what it brings.
#[derive(Debug, Clone, PartialEq)]
pub struct Ruling {
    pub decision: Decision,
    /// "Black wins on time", "Draw", "Play on: White gets 2:00 more", "Decide later".
    pub outcome: String,
}

/// The claim dialog: where it is, what the player entered, and what it says.
#[derive(Debug, Clone, PartialEq)]
pub struct ClaimDialog {
    pub step: ClaimStep,
    pub by: Color,
    pub kind: ClaimKind,
    pub source: Source,
    pub material: ByColor<Material>,
    pub fen: String,
    /// The move claimed illegal (SAN or UCI), with a FEN.
    pub illegal_move: String,
    /// What the players answered about the pieces, without a position.
    pub said: Said,
    /// Why the claim was not made or recorded.
    pub message: String,
    /// What the verdict screen adds (the analysis could not be made).
    pub note: String,
    /// The ruling tapped once, waiting for the second tap that records it.
    pub confirming: Option<Decision>,
    /// The claim opened to be decided, by its event: it stays shown once decided.
    deciding: Option<usize>,
    /// The position the players entered was confirmed (by the opponent, or the arbiter's PIN).
    confirmed: bool,
    /// The current question's id.
    asked: u32,
}

impl ClaimDialog {
    /// Opens the dialog at `t_ms`: to make a claim, or (`deciding`) to rule on the claim that
    /// waits (postponed, or left to the arbiter). A running clock is paused.
    pub fn open(session: &mut Session, t_ms: f64, deciding: bool) -> ClaimDialog {
        let mut dialog = ClaimDialog::new(deciding);
        if deciding {
            dialog.deciding = session.game.waiting_claim().map(|c| c.event);
        }
        pause_for(session, t_ms, PauseReason::Claim);
        dialog
    }

    /// The dialog before it has seen a game: nothing entered, the clocks untouched.
    pub fn new(deciding: bool) -> ClaimDialog {
        ClaimDialog {
            step: if deciding { ClaimStep::Verdict } else { ClaimStep::Who },
            by: Color::White,
            kind: ClaimKind::Flag,
            source: Source::Without,
            material: ByColor::default(),
            fen: String::new(),
            illegal_move: String::new(),
            said: Said::default(),
            message: String::new(),
            note: String::new(),
            confirming: None,
            deciding: None,
            confirmed: false,
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
        self.step = ClaimStep::What;
    }

    /// A claim from the menu; the position is asked for next.
    pub fn choose_kind(&mut self, kind: ClaimKind, session: &Session) {
        self.kind = kind;
        self.source = first_source(kind, position_known(session));
        self.said = Said::default();
        self.message.clear();
        self.step = ClaimStep::Position;
    }

    /// A tab of the position's sources.
    pub fn choose_source(&mut self, source: Source) {
        self.source = source;
        self.confirmed = false;
        self.message.clear();
    }

    /// Whether the claim is judged on a position the players entered, not the recorded game's.
    pub fn entered_position(&self) -> bool {
        matches!(self.source, Source::Fen | Source::Picker)
    }

    /// The side asked to confirm an entered position: the claimant's opponent.
    pub fn confirmer(&self) -> Color {
        !self.by
    }

    /// The position as entered, for the one who confirms it to see: the FEN's position, or the
    /// picker's; `None` when it cannot be read (the claim then says why on its own).
    pub fn entered(&self, session: &Session) -> Option<shakmaty::Chess> {
        self.draft().judged_position(session).ok().flatten()
    }

    /// The opponent confirmed the position (or, on a locked clock, the arbiter's PIN did): the
    /// claim goes on at `t_ms` as "Make the claim" would.
    pub fn confirm_position(&mut self, session: &mut Session, t_ms: f64) -> Option<Asking> {
        if self.step != ClaimStep::Confirm {
            return None;
        }
        self.confirmed = true;
        self.step = ClaimStep::Position;
        self.make_claim(session, t_ms)
    }

    /// The opponent says the position is not the one on the board: nothing is recorded.
    pub fn refuse_position(&mut self) {
        if self.step == ClaimStep::Confirm {
            self.step = ClaimStep::Position;
            self.message = say(&DIALOG_CONFIRM_REFUSED).to_owned();
        }
    }

    /// "‹ Back": one step back, while choosing; the last answer about the pieces first.
    pub fn back(&mut self) {
        self.message.clear();
        if self.step == ClaimStep::Position && self.source == Source::Without && self.said != Said::default() {
            self.said = Said::default();
            return;
        }
        self.step = match self.step {
            ClaimStep::What => ClaimStep::Who,
            ClaimStep::Position => ClaimStep::What,
            ClaimStep::Confirm => ClaimStep::Position,
            other => other,
        };
    }

    /// Whether "‹ Back" is shown.
    pub fn can_go_back(&self) -> bool {
        matches!(self.step, ClaimStep::What | ClaimStep::Position | ClaimStep::Confirm)
    }

    /// The claim as entered.
    pub fn draft(&self) -> ClaimDraft {
        let source = match self.source {
            Source::Recorded => PositionSource::Recorded,
            Source::Picker => PositionSource::Picker(self.material),
            Source::Fen => PositionSource::Fen(self.fen.clone()),
            Source::Without => PositionSource::Without,
        };
        ClaimDraft {
            illegal_move: Some(self.illegal_move.clone()).filter(|m| !m.trim().is_empty()),
            said: self.said,
            ..ClaimDraft::new(self.by, self.kind, source)
        }
    }

    /// The question about the pieces to answer before the claim can be made at `t_ms`: only
    /// without a position, and only one whose answer can change the verdict.
    pub fn question(&self, session: &Session, t_ms: f64) -> Option<questions::Question> {
        if self.step != ClaimStep::Position || self.source != Source::Without || position_known(session) {
            return None;
        }
        self.draft().open_question(session, t_ms)
    }

    /// An answer to the question about the pieces.
    pub fn answer_question(&mut self, question: questions::Question, answer: Answer) {
        self.said = questions::answer(self.said, question, answer);
        self.message.clear();
    }

    /// "Make the claim" at `t_ms`: recorded at once, or, when the verdict needs the rules worker,
    /// the question to ask it (the dialog then thinks until [`ClaimDialog::answer`]).
    pub fn make_claim(&mut self, session: &mut Session, t_ms: f64) -> Option<Asking> {
        self.note.clear();
        if let Some(question) = self.question(session, t_ms) {
            self.message = say_with(&DIALOG_ANSWER_FIRST, &[("question", &question.text())]);
            return None;
        }
        let draft = self.draft();
        // A position the players entered is judged on only once it is confirmed: it is their
        // account, not the game (checked first, so that what cannot be read is said at once).
        if self.entered_position() && !self.confirmed {
            match draft.event(session, None).and_then(|_| draft.judged_position(session)) {
                Err(e) => self.message = e.to_string(),
                Ok(_) => {
                    self.message.clear();
                    self.step = ClaimStep::Confirm;
                }
            }
            return None;
        }
        match draft.needs_analysis(session, t_ms) {
            Err(e) => self.message = e.to_string(),
            Ok(Some(question)) => {
                self.message.clear();
                self.step = ClaimStep::Thinking;
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
        if id != self.asked || self.step != ClaimStep::Thinking {
            return;
        }
        let (analysis, note) = analysis_or_note(answer);
        self.note = note.unwrap_or_default();
        self.record(session, t_ms, analysis);
    }

    /// Records the claim (with the worker's analysis, if any) and shows its verdict.
    fn record(&mut self, session: &mut Session, t_ms: f64, analysis: Option<Analysis>) {
        let refused = match self.draft().event(session, analysis) {
            Ok(event) => session.push_at(t_ms, event).err().map(|e| not_recorded(&e.message)),
            Err(e) => Some(e.to_string()),
        };
        match refused {
            None => {
                self.message.clear();
                self.step = ClaimStep::Verdict;
            }
            Some(message) => {
                self.message = message;
                self.step = ClaimStep::Position;
            }
        }
    }

    /// "Cancel" while thinking: back to the position; a late answer is dropped.
    pub fn cancel_thinking(&mut self) {
        self.asked += 1;
        self.step = ClaimStep::Position;
    }

    /// "Close": the worker stops if it was thinking. The clocks stay paused: play resumes only
    /// when a player taps to resume.
    pub fn close(&mut self) -> Closing {
        let cancel_worker = self.step == ClaimStep::Thinking;
        if cancel_worker {
            self.cancel_thinking();
        }
        Closing { cancel_worker }
    }

    /// The rulings the arbiter may give on the shown claim while it waits, at `t_ms`, each named
    /// by what it brings (worked out on a copy of the game): a draw, a win, play on. A
    /// postponement only for the claims the rules let the arbiter postpone.
    pub fn rulings(&self, session: &Session, t_ms: f64) -> Vec<Ruling> {
        let Some(shown) = self.shown_claim(session) else { return Vec::new() };
        let waits = session.game.waiting_claim().is_some_and(|w| w.event == shown.event);
        if !waits || shown.verdict.kind != VerdictKind::Pending {
            return Vec::new();
        }
        // The claim that waits with a postponed one is decided with it (FIDE III.5.2).
        let postponable = shown.kind.is_postponable() && shown.decision != Some(Decision::Postpone);
        [Decision::Draw, Decision::Reject, Decision::Postpone]
            .into_iter()
            .filter(|&d| d != Decision::Postpone || postponable)
            .filter_map(|decision| {
                let verdict = session.preview(t_ms, EventKind::Decision { decision })?;
                let outcome = match decision {
                    Decision::Postpone => say(&RULING_LATER).to_owned(),
                    _ => outcome(&verdict),
                };
                Some(Ruling { decision, outcome })
            })
            .collect()
    }

    /// A ruling tapped once: it is shown for a second, deliberate tap.
    pub fn ask_decision(&mut self, decision: Decision) {
        self.confirming = Some(decision);
        self.message.clear();
    }

    /// "Not this ruling": back to the choice.
    pub fn cancel_decision(&mut self) {
        self.confirming = None;
    }

    /// The second tap: the ruling asked for is recorded.
    pub fn confirm_decision(&mut self, session: &mut Session, t_ms: f64) {
        let Some(decision) = self.confirming.take() else { return };
        if let Err(e) = session.push_at(t_ms, EventKind::Decision { decision }) {
            self.message = not_recorded(&e.message);
        }
    }
}

/// The rules worker's answer as a claim records it: the analysis, or none and why, for the
/// players (the claim then waits for the arbiter, as the rules say).
pub fn analysis_or_note(answer: Result<Analysis, impl fmt::Display>) -> (Option<Analysis>, Option<String>) {
    match answer {
        Ok(analysis) => (Some(analysis), None),
        Err(e) => (None, Some(say_with(&DIALOG_UNANALYSED, &[("why", &e.to_string())]))),
    }
}

/// A refused event, as the dialog and the arbiter's panel say it (the record's reason is English).
pub fn not_recorded(why: &str) -> String {
    say_with(&PANEL_NOT_RECORDED, &[("why", why)])
}

/// Pauses a running clock at `t_ms` for `reason`, recording why; a clock already paused, not
/// started, or a finished game is left as it is. Whether it paused.
pub fn pause_for(session: &mut Session, t_ms: f64, reason: PauseReason) -> bool {
    let running = session.game.clock.is_running() && !session.game.is_over();
    running && session.push_at(t_ms, EventKind::PauseFor(reason)).is_ok()
}

/// "Resume play": the clocks run again, unless the game is over.
pub fn resume_play(session: &mut Session, t_ms: f64) {
    if session.game.clock.phase() == Phase::Paused && !session.game.is_over() {
        let _ = session.push_at(t_ms, EventKind::Resume);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::record::Record;
    use crate::rules::questions::About;
    #[cfg(feature = "unwinnability")]
    use crate::screens::material_picker::Kind;

    /// A FIDE blitz game of a minute each, started at 0.
    fn started() -> Session {
        started_under("fide-blitz")
    }

    fn started_under(rules: &str) -> Session {
        let mut s = Session::new(Record::new(rules.parse().unwrap(), "60".parse().unwrap())).unwrap();
        s.push_at(0.0, EventKind::Start).unwrap();
        s
    }

    /// White and Black have pressed without recording moves: the position is not known.
    fn without_moves(rules: &str) -> Session {
        let mut s = started_under(rules);
        s.push_at(500.0, EventKind::Press { side: Color::White, mv: None }).unwrap();
        s.push_at(1000.0, EventKind::Press { side: Color::Black, mv: None }).unwrap();
        s
    }

    fn kinds(s: &Session) -> Vec<&'static str> {
        s.record.events.iter().map(|e| e.kind.name()).collect()
    }

    #[test]
    fn opening_the_dialog_pauses_the_clocks_for_a_claim_and_closing_it_leaves_them_paused() {
        let mut s = started();
        let mut d = ClaimDialog::open(&mut s, 1000.0, false);
        assert_eq!(d.step, ClaimStep::Who);
        assert_eq!(s.game.clock.phase(), Phase::Paused);
        assert_eq!(s.record.events[1].kind, EventKind::PauseFor(PauseReason::Claim), "the record says why");
        d.choose_claimant(Color::Black);
        assert_eq!((d.step, d.by), (ClaimStep::What, Color::Black));
        assert_eq!(d.close(), Closing { cancel_worker: false });
        assert_eq!(kinds(&s), ["start", "pause"], "play resumes only on a player's tap");
        resume_play(&mut s, 2000.0);
        assert_eq!(kinds(&s), ["start", "pause", "resume"]);
    }

    #[test]
    fn a_dialog_opened_on_a_paused_clock_leaves_it_paused() {
        let mut s = started();
        s.push_at(500.0, EventKind::Pause).unwrap();
        let mut d = ClaimDialog::open(&mut s, 1000.0, false);
        d.close();
        assert_eq!(kinds(&s), ["start", "pause"]);
    }

    // Without the analyser the page cannot tell alone whether a rook can still mate.
    #[cfg(feature = "unwinnability")]
    #[test]
    fn black_claims_whites_fallen_flag_with_a_rook_picked_and_wins() {
        let mut s = without_moves("fide-blitz");
        let mut d = ClaimDialog::open(&mut s, 61_000.0, false);
        d.choose_claimant(Color::Black);
        d.choose_kind(ClaimKind::Flag, &s);
        assert_eq!(
            (d.step, d.source),
            (ClaimStep::Position, Source::Without),
            "no moves recorded: the questions first"
        );
        d.choose_source(Source::Picker);
        d.material[Color::Black].set(Kind::Rook, 1);
        assert_eq!(d.make_claim(&mut s, 61_500.0), None);
        assert_eq!(d.step, ClaimStep::Confirm, "the pieces picked are the players' word: White confirms them first");
        assert_eq!(d.confirm_position(&mut s, 61_600.0), None, "the page decides this one alone");
        assert_eq!(d.step, ClaimStep::Verdict);
        let shown = d.shown_claim(&s).map(|c| c.verdict.kind);
        assert_eq!(shown, Some(VerdictKind::Upheld));
        assert!(s.game.is_over());
    }

    #[test]
    fn a_position_the_players_typed_is_judged_only_once_the_opponent_confirms_it() {
        // FIDE standard, no moves recorded: Black claims White's last move illegal from a FEN that
        // is not the game's at all.
        let mut s = without_moves("fide-standard");
        let mut d = ClaimDialog::open(&mut s, 2_000.0, false);
        d.choose_claimant(Color::Black);
        d.choose_kind(ClaimKind::IllegalMove, &s);
        assert_eq!(d.source, Source::Fen);
        d.fen = "4k3/8/8/8/8/8/q7/4K3 w - - 0 1".into();
        d.illegal_move = "Ke1e3".into();
        assert_eq!(d.make_claim(&mut s, 2_500.0), None);
        assert_eq!((d.step, d.confirmer()), (ClaimStep::Confirm, Color::White), "White, the opponent, is asked");
        assert!(d.entered(&s).is_some(), "the position is shown to be confirmed");
        assert_eq!(kinds(&s), ["start", "press", "press", "pause"], "nothing is judged yet");
        // White says no: nothing is recorded, and the dialog says why.
        d.refuse_position();
        assert_eq!(d.step, ClaimStep::Position);
        assert!(d.message.contains("did not confirm"), "{}", d.message);
        assert_eq!(kinds(&s), ["start", "press", "press", "pause"]);
        // Asked again and confirmed: now it is judged.
        assert_eq!(d.make_claim(&mut s, 3_000.0), None);
        assert_eq!(d.step, ClaimStep::Confirm);
        d.confirm_position(&mut s, 3_500.0);
        assert_eq!(d.step, ClaimStep::Verdict);
        assert_eq!(kinds(&s), ["start", "press", "press", "pause", "claim"]);
        // A FEN that cannot be read is said at once, never sent to be confirmed.
        let mut d = ClaimDialog::open(&mut s, 4_000.0, false);
        d.choose_claimant(Color::Black);
        d.choose_kind(ClaimKind::IllegalMove, &s);
        d.fen = "not a position".into();
        d.illegal_move = "Ke2".into();
        d.make_claim(&mut s, 4_500.0);
        assert_eq!(d.step, ClaimStep::Position);
        assert!(!d.message.is_empty());
    }

    #[test]
    fn the_recorded_position_needs_no_confirmation() {
        let mut s = started();
        s.push_at(500.0, EventKind::Press { side: Color::White, mv: Some("e4".into()) }).unwrap();
        let mut d = ClaimDialog::open(&mut s, 1_000.0, false);
        d.choose_claimant(Color::Black);
        d.choose_kind(ClaimKind::Threefold, &s);
        assert_eq!(d.source, Source::Recorded);
        d.make_claim(&mut s, 1_500.0);
        assert_eq!(d.step, ClaimStep::Verdict, "the game's own position is no one's word");
    }

    #[test]
    fn without_moves_the_common_answer_wins_on_time_in_one_tap() {
        let mut s = without_moves("fide-blitz");
        let mut d = ClaimDialog::open(&mut s, 61_000.0, false);
        d.choose_claimant(Color::Black);
        d.choose_kind(ClaimKind::Flag, &s);
        let q = d.question(&s, 61_000.0).expect("a question about Black's pieces");
        assert_eq!(q.text(), "Does Black have only a king?");
        assert_eq!(d.make_claim(&mut s, 61_000.0), None);
        assert_eq!(d.message, "Answer first: Does Black have only a king?", "nothing recorded before the answer");
        assert_eq!(kinds(&s), ["start", "press", "press", "pause"]);
        d.answer_question(q, Answer::No);
        let q = d.question(&s, 61_000.0).expect("then: only a minor piece?");
        assert_eq!(q.about, About::OnlyMinor);
        d.answer_question(q, Answer::No);
        assert_eq!(d.question(&s, 61_000.0), None, "decided");
        assert_eq!(d.make_claim(&mut s, 61_500.0), None);
        assert_eq!(d.step, ClaimStep::Verdict);
        let end = s.game.ending.as_ref().map(|e| (e.result.pgn(), e.rule.as_str()));
        assert_eq!(end, Some(("0-1", "FIDE 6.9")));
    }

    #[test]
    fn before_any_move_the_start_position_is_judged_as_the_automatic_call_judges_it() {
        let mut s = started();
        let mut d = ClaimDialog::open(&mut s, 61_000.0, false);
        d.choose_claimant(Color::Black);
        d.choose_kind(ClaimKind::Flag, &s);
        assert_eq!(d.source, Source::Recorded);
        assert_eq!(d.question(&s, 61_000.0), None, "the position is known: nothing to ask");
        assert_eq!(sources(ClaimKind::Flag, true)[0], Source::Recorded);
    }

    #[test]
    fn back_takes_the_answers_back_first() {
        let mut s = without_moves("fide-blitz");
        let mut d = ClaimDialog::open(&mut s, 61_000.0, false);
        d.choose_claimant(Color::Black);
        d.choose_kind(ClaimKind::Flag, &s);
        let q = d.question(&s, 61_000.0).unwrap();
        d.answer_question(q, Answer::No);
        d.back();
        assert_eq!((d.step, d.said), (ClaimStep::Position, Said::default()));
        d.back();
        assert_eq!(d.step, ClaimStep::What);
    }

    #[test]
    fn a_fen_that_cannot_be_read_stays_on_the_position_and_says_why() {
        let mut s = without_moves("fide-blitz");
        let mut d = ClaimDialog::open(&mut s, 1000.0, false);
        d.choose_claimant(Color::White);
        d.choose_kind(ClaimKind::IllegalMove, &s);
        assert_eq!(d.source, Source::Fen);
        assert_eq!(sources(ClaimKind::IllegalMove, false), [Source::Fen, Source::Without], "no picker for a move");
        d.fen = "not a fen".into();
        assert_eq!(d.make_claim(&mut s, 1500.0), None);
        assert_eq!(d.step, ClaimStep::Position);
        assert!(d.message.starts_with("The FEN cannot be read"), "{}", d.message);
        d.choose_source(Source::Without);
        assert!(d.message.is_empty(), "a new tab clears the message");
        d.back();
        assert_eq!(d.step, ClaimStep::What);
        d.back();
        assert_eq!(d.step, ClaimStep::Who);
        assert!(!d.can_go_back());
    }

    #[test]
    fn a_cancelled_questions_late_answer_is_dropped() {
        let mut s = started();
        let mut d = ClaimDialog::open(&mut s, 1000.0, false);
        d.step = ClaimStep::Thinking;
        d.asked = 1;
        d.cancel_thinking();
        assert_eq!(d.step, ClaimStep::Position);
        d.answer(&mut s, 2000.0, 1, Err("late"));
        assert_eq!(d.step, ClaimStep::Position);
        assert!(d.note.is_empty());
        assert_eq!(kinds(&s), ["start", "pause"], "nothing recorded");
    }

    #[test]
    fn closing_while_thinking_stops_the_worker() {
        let mut s = started();
        let mut d = ClaimDialog::open(&mut s, 1000.0, false);
        d.step = ClaimStep::Thinking;
        assert_eq!(d.close(), Closing { cancel_worker: true });
        assert_eq!(kinds(&s), ["start", "pause"]);
    }

    #[test]
    fn a_failed_analysis_leaves_the_claim_to_the_arbiter_with_a_note() {
        let mut s = started();
        let mut d = ClaimDialog::open(&mut s, 61_000.0, false);
        d.choose_claimant(Color::Black);
        d.choose_kind(ClaimKind::Flag, &s);
        d.step = ClaimStep::Thinking;
        d.asked = 3;
        d.answer(&mut s, 61_500.0, 3, Err("it could not be loaded"));
        assert_eq!(d.step, ClaimStep::Verdict);
        assert_eq!(d.note, "The analysis could not be made (it could not be loaded); the arbiter decides.");
        assert_eq!(kinds(&s), ["start", "pause", "claim"]);
    }

    #[test]
    fn the_arbiters_rulings_are_named_by_their_outcome_and_need_a_second_tap() {
        // US Chess 14E2: a lone knight said, and no position to search for a forced win.
        let mut s = without_moves("uscf");
        let mut d = ClaimDialog::open(&mut s, 61_000.0, false);
        d.choose_claimant(Color::Black);
        d.choose_kind(ClaimKind::Flag, &s);
        let q = d.question(&s, 61_000.0).unwrap();
        d.answer_question(q, Answer::No);
        let q = d.question(&s, 61_000.0).unwrap();
        d.answer_question(q, Answer::Knight);
        d.make_claim(&mut s, 61_500.0);
        assert_eq!(d.shown_claim(&s).map(|c| c.verdict.kind), Some(VerdictKind::Pending));
        let rulings = d.rulings(&s, 62_000.0);
        let named: Vec<(Decision, &str)> = rulings.iter().map(|r| (r.decision, r.outcome.as_str())).collect();
        assert_eq!(
            named,
            [(Decision::Draw, "Draw"), (Decision::Reject, "Black wins on time")],
            "no postponement for a flag"
        );
        d.ask_decision(Decision::Reject);
        assert!(!s.game.is_over(), "one tap records nothing");
        d.cancel_decision();
        d.ask_decision(Decision::Draw);
        d.confirm_decision(&mut s, 62_500.0);
        assert_eq!(s.game.ending.as_ref().map(|e| e.result.pgn()), Some("1/2-1/2"));
        assert!(d.rulings(&s, 63_000.0).is_empty(), "decided: nothing waits");
    }

    #[test]
    fn a_quickplay_claim_may_be_postponed_and_its_rejection_says_what_it_costs() {
        let mut s = Session::new(Record::new("fide-standard".parse().unwrap(), "300".parse().unwrap())).unwrap();
        s.push_at(0.0, EventKind::Start).unwrap();
        s.push_at(190_000.0, EventKind::Press { side: Color::White, mv: None }).unwrap();
        s.push_at(195_000.0, EventKind::Press { side: Color::Black, mv: None }).unwrap();
        let mut d = ClaimDialog::open(&mut s, 196_000.0, false);
        d.choose_claimant(Color::White);
        d.choose_kind(ClaimKind::QuickplayFinish, &s);
        d.make_claim(&mut s, 196_000.0);
        let named: Vec<String> = d.rulings(&s, 197_000.0).into_iter().map(|r| r.outcome).collect();
        assert_eq!(named[0], "Draw");
        assert!(named[1].starts_with("Play on"), "{named:?}");
        assert_eq!(named[2], "Decide later");
    }

    #[test]
    fn a_refused_decision_says_it_was_not_recorded() {
        let mut s = started();
        let mut d = ClaimDialog::open(&mut s, 1000.0, true);
        assert_eq!(d.step, ClaimStep::Verdict, "opened to decide");
        assert!(d.shown_claim(&s).is_none(), "no claim waits");
        assert!(d.rulings(&s, 1200.0).is_empty());
        d.ask_decision(Decision::Draw);
        d.confirm_decision(&mut s, 1500.0);
        assert!(d.message.starts_with("Not recorded: "), "{}", d.message);
        resume_play(&mut s, 2000.0);
        assert_eq!(kinds(&s), ["start", "pause", "resume"]);
    }
}
