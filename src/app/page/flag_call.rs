//! Flags on the clock page itself: called by the clock when the players chose so, or claimed by
//! the opponent with one tap on the face. This is the page's own work, not the arbiter's desk's
//! (`app::desk`): a flag is settled without the desk ever being fetched.
//!
//! Both go through [`FlagClaim`] (`screens::flag_claim`): the clocks pause, and what the app does
//! not know and would change the verdict — the claimant's pieces, when the moves were not
//! recorded — is asked on a sheet over the face, the common answer first.

use crate::app::modal::Modal;
use crate::app::pieces::PiecesQuestion;
use crate::app::shell::{Shell, use_rules_worker, use_shell};
use crate::ground::messages as m;
use crate::ground::record::Analysis;
use crate::ground::words::say;
use crate::platform::worker::RulesWorker;
use crate::rules::ClaimKind;
use crate::rules::questions::Answer;
use crate::screens::claim_dialog::Asking;
use crate::screens::claim_draft::{ClaimDraft, flag_call_source};
use crate::screens::flag_claim::{FlagClaim, FlagStep};
use crate::session::Session;
use leptos::prelude::*;
use shakmaty::Color;

/// The flags of one clock face, from [`use_flags`].
#[derive(Clone, Copy)]
pub struct Flags {
    shell: Shell,
    worker: StoredValue<RulesWorker, LocalStorage>,
    /// A call waits for the rules worker: the ticker must not call it again meanwhile.
    calling: StoredValue<bool>,
    /// The claim being made on the sheet, if any.
    pub claim: RwSignal<Option<FlagClaim>>,
}

/// The flag calls and claims of the current component (the clock face).
pub fn use_flags() -> Flags {
    let worker = use_rules_worker();
    Flags { shell: use_shell(), worker, calling: StoredValue::new(false), claim: RwSignal::new(None) }
}

impl Flags {
    /// The clock calls a fallen flag for the opponent at `t_ms`, when it noticed the fall. When
    /// the verdict hangs on the claimant's pieces, which the app cannot see, the sheet asks the
    /// players; when it hangs on whether they can still checkmate, the rules worker is asked first
    /// and its answer recorded in the claim; without an answer the claim waits for the arbiter.
    pub fn call(&self, t_ms: f64) {
        if self.calling.get_value() || self.claim.with_untracked(Option::is_some) {
            return;
        }
        let session = self.shell.session;
        let draft = session.with_untracked(|s| {
            let s = s.as_ref()?;
            let fallen = s.uncalled_flag(t_ms)?;
            Some(ClaimDraft { by_clock: true, ..ClaimDraft::new(!fallen, ClaimKind::Flag, flag_call_source(s)) })
        });
        let Some(draft) = draft else { return };
        if session.with_untracked(|s| s.as_ref().and_then(|s| draft.open_question(s, t_ms))).is_some() {
            self.open(t_ms, draft.by, true);
            return;
        }
        let needs = session.with_untracked(|s| s.as_ref().and_then(|s| draft.needs_analysis(s, t_ms).ok().flatten()));
        let claim = move |analysis: Option<Analysis>| {
            session.update(|s| {
                let Some(s) = s else { return };
                // Still uncalled: a player may have claimed it meanwhile.
                if s.uncalled_flag(t_ms).is_none() {
                    return;
                }
                if let Ok(event) = draft.event(s, analysis) {
                    let _ = s.push_at(t_ms, event);
                }
            })
        };
        match needs {
            None => claim(None),
            Some(question) => {
                self.calling.set_value(true);
                let calling = self.calling;
                self.worker.get_value().ask(&question, move |answer| {
                    // The face may be gone by now (a new game): the claim is still the game's.
                    calling.try_update_value(|c| *c = false);
                    claim(answer.ok());
                });
            }
        }
    }

    /// `claimant` claims the opponent's fallen flag at `t_ms` (or the clock does, `by_clock`):
    /// the clocks pause and the sheet opens.
    pub fn open(&self, t_ms: f64, claimant: Color, by_clock: bool) {
        let mut opened = None;
        self.shell.session.update(|s| opened = s.as_mut().map(|s| FlagClaim::open(s, t_ms, claimant, by_clock)));
        self.claim.set(opened);
    }

    /// Applies one input to the claim and the game at the record's now; a question for the rules
    /// worker that comes of it is asked, and its answer taken.
    fn act(&self, f: impl FnOnce(&mut FlagClaim, &mut Session, f64) -> Option<Asking>) {
        if let Some(asking) = self.apply(f) {
            self.ask(asking);
        }
        self.close_if_done();
    }

    fn apply(&self, f: impl FnOnce(&mut FlagClaim, &mut Session, f64) -> Option<Asking>) -> Option<Asking> {
        let t = self.shell.now();
        let mut asking = None;
        let mut f = Some(f);
        self.claim.update(|c| {
            self.shell.session.update(|s| {
                if let (Some(c), Some(s), Some(f)) = (c.as_mut(), s.as_mut(), f.take()) {
                    asking = f(c, s, t);
                }
            })
        });
        asking
    }

    /// Asks the rules worker; its answer is taken by the claim, if the sheet is still there.
    fn ask(&self, Asking { id, question }: Asking) {
        let flags = *self;
        self.worker.get_value().ask(&question, move |answer| {
            if flags.claim.is_disposed() {
                return;
            }
            flags.apply(|c, s, t| {
                c.answered(s, t, id, answer);
                None
            });
            flags.close_if_done();
        });
    }

    /// A recorded claim closes the sheet: the face shows the verdict.
    fn close_if_done(&self) {
        if self.claim.with_untracked(|c| c.as_ref().is_some_and(|c| c.step == FlagStep::Done)) {
            self.claim.set(None);
        }
    }

    /// "Cancel": the sheet closes and nothing is recorded; the clocks stay paused until a player
    /// resumes them. A question the worker was asked is dropped.
    fn cancel(&self) {
        if self.claim.with_untracked(|c| c.as_ref().is_some_and(|c| c.step == FlagStep::Thinking)) {
            self.worker.get_value().cancel();
        }
        self.claim.set(None);
    }
}

/// The flag claim's sheet over the face: the question, or the claim to make.
#[component]
pub fn FlagSheet(flags: Flags) -> impl IntoView {
    let shell = flags.shell;
    let step = Memo::new(move |_| flags.claim.with(|c| c.as_ref().map(|c| c.step)));
    let by = Memo::new(move |_| flags.claim.with(|c| c.as_ref().map_or(Color::White, |c| c.by())));
    let by_clock = Memo::new(move |_| flags.claim.with(|c| c.as_ref().is_some_and(|c| c.draft.by_clock)));
    let answered = Memo::new(move |_| {
        flags
            .claim
            .with(|c| c.as_ref().is_some_and(|c| !c.draft.said.black.is_empty() || !c.draft.said.white.is_empty()))
    });
    let message = Memo::new(move |_| flags.claim.with(|c| c.as_ref().map(|c| c.message.clone()).unwrap_or_default()));
    let title = move || {
        let flagged = !by.get();
        say(match by_clock.get() {
            true => m::SHEET_CALLED.of(flagged),
            false => m::FACE_CLAIM_FLAG.of(!flagged),
        })
    };
    let question = Signal::derive(move || match step.get() {
        Some(FlagStep::Question(q)) => Some(q),
        _ => None,
    });
    let preview = move || {
        let t = shell.now();
        flags.claim.with(|c| {
            shell.session.with(|s| match (c, s) {
                (Some(c), Some(s)) => c.preview(s, t),
                _ => String::new(),
            })
        })
    };
    // Asked of the claimant (the clock's call: of the side whose flag stands), at their end.
    let toward_far = Signal::derive(move || shell.settings.with(|s| s.far_side()) == by.get());
    view! {
        <Modal class="flag-sheet" label=say(&m::SHEET) toward_far on_close=Callback::new(move |()| if !by_clock.get_untracked() { flags.cancel() })>
            <h2>{title}</h2>
            {move || match step.get() {
                Some(FlagStep::Question(_)) => view! {
                    <PiecesQuestion question answer=Callback::new(move |a: Answer| flags.act(|c, s, t| c.answer(s, t, a))) />
                    <div class="sheet-actions">
                        <button class="control" class:hidden=move || !answered.get() on:click=move |_| flags.act(|c, s, t| {
                            c.back(s, t);
                            None
                        })>{say(&m::SHEET_BACK)}</button>
                        <button class="control" class:hidden=move || by_clock.get() on:click=move |_| flags.cancel()>{say(&m::FACE_CANCEL)}</button>
                    </div>
                }
                .into_any(),
                Some(FlagStep::Thinking) => view! {
                    <p class="hint">{say(&m::SHEET_THINKING)}</p>
                    <button class="control" on:click=move |_| {
                        flags.worker.get_value().cancel();
                        flags.act(|c, _, _| {
                            c.cancel_thinking();
                            None
                        });
                    }>{say(&m::FACE_CANCEL)}</button>
                }
                .into_any(),
                _ => view! {
                    <p class="preview">{preview}</p>
                    <div class="sheet-actions">
                        <button class="primary" on:click=move |_| flags.act(|c, s, t| c.make(s, t))>{say(&m::SHEET_CLAIM)}</button>
                        <button class="control" class:hidden=move || by_clock.get() on:click=move |_| flags.cancel()>{say(&m::FACE_CANCEL)}</button>
                    </div>
                }
                .into_any(),
            }}
            <p class="message" role="alert">{move || message.get()}</p>
        </Modal>
    }
}
