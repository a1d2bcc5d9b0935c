//! The claim dialog's components: one per step of [`crate::screens::claim_dialog`], which decides
//! what each shows and what each input does; these only render it and pass the input on.

use crate::app::desk::move_entry::StaticBoard;
use crate::app::desk::picker::MaterialPicker;
use crate::app::fields::PinField;
use crate::app::modal::Modal;
use crate::app::pieces::PiecesQuestion;
use crate::app::shell::{Shell, use_rules_worker, use_shell};
use crate::ground::messages as m;
use crate::ground::vocabulary::side_said;
use crate::ground::words::{say, say_with};
use crate::platform::worker::RulesWorker;
use crate::replay::position::fen_of;
use crate::rules::questions::Answer;
use crate::rules::questions::Question;
use crate::rules::{ClaimAvailability, ClaimKind, Decision, VerdictKind, claim_name};
use crate::screens::claim_dialog::Asking;
use crate::screens::claim_dialog::{ClaimDialog as Dialog, ClaimStep, Source, resume_play, sources};
use crate::screens::claim_draft::position_known;
use crate::screens::verdict_summary::{effect_line, headline};
use crate::session::Session;
use crate::session::display::format_time;
use leptos::prelude::*;
use shakmaty::Color;

/// What every step of the dialog shares; [`ClaimDialog`] provides it.
#[derive(Clone, Copy)]
struct OpenClaim {
    shell: Shell,
    now: RwSignal<f64>,
    dialog: RwSignal<Dialog>,
    open: RwSignal<bool>,
    /// The panel the dialog was opened from: back to the clock closes it too.
    panel: Option<RwSignal<bool>>,
    worker: StoredValue<RulesWorker, LocalStorage>,
}

impl OpenClaim {
    /// Applies one input to the dialog and the game at the record's now, then shows the new now.
    fn act<R: Default>(&self, f: impl FnOnce(&mut Dialog, &mut Session, f64) -> R) -> R {
        let t = self.shell.now();
        let mut f = Some(f);
        let mut outcome = R::default();
        self.dialog.update(|d| {
            self.shell.session.update(|s| {
                if let (Some(s), Some(f)) = (s.as_mut(), f.take()) {
                    outcome = f(d, s, t);
                }
            })
        });
        self.now.set(self.shell.now());
        outcome
    }

    /// Applies an input that needs no game.
    fn set(&self, f: impl FnOnce(&mut Dialog)) {
        self.dialog.update(f);
    }

    /// Reads the dialog, tracked.
    fn read<R>(&self, f: impl FnOnce(&Dialog) -> R) -> R {
        self.dialog.with(f)
    }

    /// "Make the claim": recorded at once, or after the rules worker's answer.
    fn make_claim(&self) {
        self.continue_claim(|d, s, t| d.make_claim(s, t));
    }

    /// Goes on with the claim through `step` (making it, or confirming its position): recorded
    /// at once, or after the rules worker's answer.
    fn continue_claim(&self, step: impl FnOnce(&mut Dialog, &mut Session, f64) -> Option<Asking>) {
        let Some(asking) = self.act(step) else { return };
        let claim = *self;
        self.worker.get_value().ask(&asking.question, move |answer| {
            // The dialog may be gone by now: a late answer has nowhere to go.
            if claim.dialog.is_disposed() {
                return;
            }
            claim.act(|d, s, t| d.answer(s, t, asking.id, answer));
        });
    }

    /// "Close": the worker stops if it was thinking; the clocks stay paused.
    fn close(&self) {
        let closing = self.act(|d, _, _| d.close());
        if closing.cancel_worker {
            self.worker.get_value().cancel();
        }
        self.open.set(false);
    }

    /// "Resume play" / "Back to the clock": the player's tap that restarts the clocks (unless
    /// the game is over), and back to the face — the panel the claim came from closes too.
    fn resume(&self) {
        self.act(|_, s, t| resume_play(s, t));
        self.open.set(false);
        if let Some(panel) = self.panel {
            panel.set(false);
        }
    }

    /// The question about the pieces the claim waits for, tracked.
    fn question(&self) -> Option<Question> {
        let t = self.now.get();
        self.shell.session.with(|s| s.as_ref().and_then(|s| self.read(|d| d.question(s, t))))
    }
}

/// Whether the arbiter's PIN has opened the arbiter's panel, which every claim dialog is opened
/// from (it provides this).
#[derive(Clone, Copy)]
pub struct ArbiterUnlock(pub RwSignal<bool>);

/// `deciding`: opened to rule on a claim that waits (postponed, or left to the arbiter), not to
/// make one.
#[component]
pub fn ClaimDialog(
    now: RwSignal<f64>,
    open: RwSignal<bool>,
    #[prop(optional)] deciding: bool,
    /// The arbiter's panel it was opened from.
    #[prop(optional)]
    panel: Option<RwSignal<bool>>,
) -> impl IntoView {
    let shell = use_shell();
    let t = shell.now();
    let mut opened = None;
    // The clocks pause while the claim is made; play resumes from the verdict, on a tap.
    shell.session.update(|s| opened = s.as_mut().map(|s| Dialog::open(s, t, deciding)));
    now.set(shell.now());
    let dialog = RwSignal::new(opened.unwrap_or_else(|| Dialog::new(deciding)));
    let worker = use_rules_worker();
    let claim = OpenClaim { shell, now, dialog, open, panel, worker };
    provide_context(claim);
    let step = Memo::new(move |_| claim.read(|d| d.step));
    let rulebook = Memo::new(move |_| shell.session.with(|s| s.as_ref().map(|s| s.game.rulebook)));

    view! {
        // Over the whole face, and modal: no touch reaches a clock, and the face takes no key
        // typed here (a FEN has spaces) as a press.
        <Modal class="claims" label=say(&m::DIALOG) on_close=Callback::new(move |()| claim.close())>
            <div class="claims-bar">
                <button class="control" class:hidden=move || !claim.read(Dialog::can_go_back) on:click=move |_| claim.set(Dialog::back)>
                    {say(&m::SHEET_BACK)}
                </button>
                <span class="claims-title">{move || rulebook.get().map(|r| r.name()).unwrap_or_default()}</span>
                <button class="control" on:click=move |_| claim.close()>{say(&m::CLOSE)}</button>
            </div>
            {move || match step.get() {
                ClaimStep::Who => view! { <WhoStep /> }.into_any(),
                ClaimStep::What => view! { <WhatStep /> }.into_any(),
                ClaimStep::Position => view! { <PositionStep /> }.into_any(),
                ClaimStep::Confirm => view! { <ConfirmStep /> }.into_any(),
                ClaimStep::Thinking => view! { <ThinkingStep /> }.into_any(),
                ClaimStep::Verdict => view! { <VerdictStep /> }.into_any(),
            }}
        </Modal>
    }
}

/// "Who claims?"
#[component]
fn WhoStep() -> impl IntoView {
    let claim = expect_context::<OpenClaim>();
    view! {
        <h2>{say(&m::DIALOG_WHO)}</h2>
        <div class="choices two">
            {[Color::White, Color::Black]
                .into_iter()
                .map(|c| {
                    view! {
                        <button class="choice" on:click=move |_| claim.set(|d| d.choose_claimant(c))>
                            {say(m::DIALOG_BY.of(c))}
                        </button>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// The claims of the rulebook, and those it does not know with why.
#[component]
fn WhatStep() -> impl IntoView {
    let claim = expect_context::<OpenClaim>();
    let kinds =
        claim.shell.session.with_untracked(|s| s.as_ref().map(|s| s.game.rulebook.claim_kinds()).unwrap_or_default());
    let (known, unknown): (Vec<_>, Vec<_>) = kinds.into_iter().partition(|(_, a)| *a == ClaimAvailability::Known);
    let unknown_count = unknown.len();
    let choose = move |k: ClaimKind| claim.act(|d, s, _| d.choose_kind(k, s));
    let known = known
        .into_iter()
        .map(|(k, _)| view! { <button class="choice" on:click=move |_| choose(k)>{claim_name(k)}</button> })
        .collect_view();
    let unknown = unknown
        .into_iter()
        .filter_map(|(k, a)| match a {
            ClaimAvailability::Unknown(v) => Some(view! {
                <li>
                    <strong>{claim_name(k)}</strong>
                    " — "
                    <span class="rule">{v.rule.clone()}</span>
                    ": "
                    {v.explanation.clone()}
                </li>
            }),
            ClaimAvailability::Known => None,
        })
        .collect_view();
    view! {
        <h2>{move || format!("{}…", say(m::DIALOG_BY.of(claim.read(|d| d.by))))}</h2>
        <div class="choices">{known}</div>
        <details class="unknown-claims">
            <summary>{say_with(&m::DIALOG_NOT_IN_RULES, &[("n", &unknown_count.to_string())])}</summary>
            <ul>{unknown}</ul>
        </details>
    }
}

/// The position, from whichever source is at hand.
#[component]
fn PositionStep() -> impl IntoView {
    let claim = expect_context::<OpenClaim>();
    let kind = claim.dialog.with_untracked(|d| d.kind);
    let recorded = Memo::new(move |_| claim.shell.session.with(|s| s.as_ref().is_some_and(position_known)));
    let source = Memo::new(move |_| claim.read(|d| d.source));
    let illegal = kind == ClaimKind::IllegalMove;
    let tabs = move || {
        sources(kind, recorded.get())
            .into_iter()
            .map(|src| {
                view! {
                    <button
                        class="tab"
                        class:selected=move || source.get() == src
                        aria-pressed=move || (source.get() == src).to_string()
                        on:click=move |_| claim.set(|d| d.choose_source(src))
                    >
                        {src.label(kind)}
                    </button>
                }
            })
            .collect_view()
    };
    view! {
        <h2>{move || claim.read(|d| format!("{}: {}", side_said(d.by), claim_name(d.kind)))}</h2>
        <div class="tabs" role="group" aria-label=say(&m::DIALOG_POSITION_FROM)>{tabs}</div>
        {move || match source.get() {
            Source::Recorded => view! {
                <p class="hint">
                    {say(if illegal { &m::DIALOG_HINT_LAST_MOVE } else { &m::DIALOG_HINT_RECORDED })}
                </p>
            }
            .into_any(),
            Source::Picker => view! {
                <p class="hint">{say(&m::DIALOG_HINT_PIECES)}</p>
                <MaterialPicker
                    material=Signal::derive(move || claim.read(|d| d.material))
                    set=Callback::new(move |m| claim.set(|d| d.material = m))
                />
            }
            .into_any(),
            Source::Fen => view! { <FenEntry illegal /> }.into_any(),
            Source::Without => view! {
                <PiecesQuestion
                    question=Signal::derive(move || claim.question())
                    answer=Callback::new(move |a: Answer| {
                        if let Some(q) = claim.question() {
                            claim.set(|d| d.answer_question(q, a));
                        }
                    })
                />
                <p class="hint" class:hidden=move || claim.question().is_some()>
                    {move || {
                        say(if claim.read(|d| d.said != Default::default()) { &m::DIALOG_HINT_SAID } else { &m::DIALOG_HINT_WITHOUT })
                    }}
                </p>
            }
            .into_any(),
        }}
        <p class="message" role="alert">{move || claim.read(|d| d.message.clone())}</p>
        <button class="primary" class:hidden=move || claim.question().is_some() on:click=move |_| claim.make_claim()>
            {say(&m::DIALOG_MAKE)}
        </button>
    }
}

/// The position the players entered, shown to be confirmed before anything is judged on it:
/// by the claimant's opponent, or on a locked clock by the arbiter's PIN.
#[component]
fn ConfirmStep() -> impl IntoView {
    let claim = expect_context::<OpenClaim>();
    let unlock = expect_context::<ArbiterUnlock>();
    let locked = claim.shell.locked();
    let position =
        claim.shell.session.with_untracked(|s| s.as_ref().and_then(|s| claim.dialog.with_untracked(|d| d.entered(s))));
    let confirmer = claim.dialog.with_untracked(Dialog::confirmer);
    let fen = position.as_ref().map(fen_of).unwrap_or_default();
    let confirm = move || claim.continue_claim(|d, s, t| d.confirm_position(s, t));
    view! {
        <h2>{move || claim.read(|d| format!("{}: {}", side_said(d.by), claim_name(d.kind)))}</h2>
        // Side by side when the screen is wide (a phone on its side), so the question is in view.
        <div class="confirm-step">
            {position.map(|p| view! { <StaticBoard position=p label=say(&m::REVIEW_POSITION) /> })}
            <div class="confirm-ask">
                <p class="fen-shown">{fen}</p>
                {if locked && !unlock.0.get_untracked() {
                    view! {
                        <PinField
                            why=say(&m::DIALOG_POSITION_PIN)
                            unlocked=Callback::new(move |()| {
                                unlock.0.set(true);
                                confirm();
                            })
                        />
                    }
                    .into_any()
                } else {
                    let asked = if locked { say(&m::DIALOG_POSITION_PIN) } else { say(m::DIALOG_CONFIRM.of(confirmer)) };
                    view! {
                        <p class="confirm-position">{asked}</p>
                        <div class="choices two">
                            <button class="choice" on:click=move |_| confirm()>{say(&m::DIALOG_CONFIRM_YES)}</button>
                            <button class="choice" on:click=move |_| claim.set(Dialog::refuse_position)>{say(&m::DIALOG_CONFIRM_NO)}</button>
                        </div>
                    }
                    .into_any()
                }}
            </div>
        </div>
    }
}

/// A FEN typed or pasted, and for an illegal move the move.
#[component]
fn FenEntry(illegal: bool) -> impl IntoView {
    let claim = expect_context::<OpenClaim>();
    view! {
        <label class="field">
            {say(if illegal { &m::DIALOG_FEN_BEFORE } else { &m::DIALOG_FEN })}
            <textarea
                class="fen"
                rows="2"
                spellcheck="false"
                aria-label="FEN"
                prop:value=move || claim.read(|d| d.fen.clone())
                on:input=move |e| claim.set(|d| d.fen = event_target_value(&e))
            ></textarea>
        </label>
        <Show when=move || illegal>
            // As `TextField` draws it, bound to the dialog.
            <label class="field">
                {say(&m::DIALOG_MOVE)}
                <input
                    type="text"
                    autocapitalize="off"
                    aria-label=say(&m::CLAIM_ILLEGAL_MOVE)
                    prop:value=move || claim.read(|d| d.illegal_move.clone())
                    on:input=move |e| claim.set(|d| d.illegal_move = event_target_value(&e))
                />
            </label>
            <p class="hint">{say(&m::DIALOG_MOVE_HINT)}</p>
        </Show>
    }
}

/// The rules worker is analysing.
#[component]
fn ThinkingStep() -> impl IntoView {
    let claim = expect_context::<OpenClaim>();
    let cancel = move |_| {
        claim.set(Dialog::cancel_thinking);
        claim.worker.get_value().cancel();
    };
    view! {
        <h2>{say(&m::DIALOG_THINKING)}</h2>
        <p class="hint">{say(&m::DIALOG_THINKING_HINT)}</p>
        <button class="primary cancel" on:click=cancel>{say(&m::FACE_CANCEL)}</button>
    }
}

/// The verdict with its rule and its effect on the clocks, or the arbiter's decision.
#[component]
fn VerdictStep() -> impl IntoView {
    let claim = expect_context::<OpenClaim>();
    let session = claim.shell.session;
    let verdict = Memo::new(move |_| {
        session.with(|s| s.as_ref().and_then(|s| claim.read(|d| d.shown_claim(s).map(|c| c.verdict.clone()))))
    });
    let postponed = Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(|s| claim.read(|d| d.postponed(s)))));
    let over = Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(|s| s.game.is_over())));

    move || {
        let Some(v) = verdict.get() else { return view! { <p>{say(&m::DIALOG_NO_CLAIM)}</p> }.into_any() };
        let pending = v.kind == VerdictKind::Pending;
        let v_effect = v.clone();
        let v_headline = v.clone();
        view! {
            <div class="verdict-screen" class:pending=pending data-verdict=v.kind.id()>
                <h2 class="headline">
                    {move || match (pending, postponed.get()) {
                        (true, true) => say(&m::VERDICT_POSTPONED).to_owned(),
                        (true, false) => say(&m::VERDICT_ARBITERS).to_owned(),
                        _ => headline(&v_headline),
                    }}
                </h2>
                <p class="rule-number">{v.rule.clone()}</p>
                <p class="effect">{move || effect_line(&v_effect, postponed.get())}</p>
                <VerdictClocks />
                <p class="note">{move || claim.read(|d| d.note.clone())}</p>
                // The rule's words in full: long, so below what a player needs at a glance.
                <p class="explanation">{v.explanation.clone()}</p>
                {if pending {
                    view! { <ArbitersRuling postponed over /> }.into_any()
                } else {
                    view! {
                        <button class="primary actions" on:click=move |_| claim.resume()>
                            {move || say(if over.get() { &m::BACK_TO_CLOCK } else { &m::PANEL_RESUME })}
                        </button>
                    }
                    .into_any()
                }}
            </div>
        }
        .into_any()
    }
}

/// Both clocks as the verdict leaves them.
#[component]
fn VerdictClocks() -> impl IntoView {
    let claim = expect_context::<OpenClaim>();
    let clocks = Memo::new(move |_| {
        let t = claim.now.get();
        let format = claim.shell.settings.with(|s| s.display_format());
        claim.shell.session.with(|s| {
            s.as_ref()
                .map(|s| {
                    let r = s.shown_at(t);
                    vec![(Color::White, format_time(r.white, format)), (Color::Black, format_time(r.black, format))]
                })
                .unwrap_or_default()
        })
    });
    view! {
        <div class="clocks" aria-label=say(&m::VERDICT_CLOCKS)>
            {move || {
                clocks
                    .get()
                    .into_iter()
                    .map(|(side, text)| {
                        view! {
                            <span class="clock-reading" aria-label=say(m::VERDICT_CLOCK.of(side))>
                                <span class="who">{side_said(side)}</span>
                                <span class="reading">{text}</span>
                            </span>
                        }
                    })
                    .collect_view()
            }}
        </div>
    }
}

/// A claim left to the arbiter: the rulings it may give, each named by what it brings and
/// recorded on a second tap; on a locked clock, after the PIN (opened once for the whole panel).
/// A postponed claim lets the game resume meanwhile (`postponed`, unless it is `over`).
#[component]
fn ArbitersRuling(postponed: Memo<bool>, over: Memo<bool>) -> impl IntoView {
    let claim = expect_context::<OpenClaim>();
    let session = claim.shell.session;
    let unlock = expect_context::<ArbiterUnlock>();
    let guarded = Memo::new(move |_| claim.shell.locked() && !unlock.0.get());
    let rulings = Memo::new(move |_| {
        let t = claim.now.get();
        session.with(|s| s.as_ref().map(|s| claim.read(|d| d.rulings(s, t))).unwrap_or_default())
    });
    let confirming = Memo::new(move |_| {
        claim
            .read(|d| d.confirming)
            .and_then(|c| rulings.with(|r| r.iter().find(|r| r.decision == c).map(|r| r.outcome.clone())))
    });
    let ask = move |decision: Decision| claim.set(|d| d.ask_decision(decision));
    view! {
        <Show when=move || guarded.get()>
            <PinField
                why=say(&m::RULING_PIN)
                unlocked=Callback::new(move |()| unlock.0.set(true))
            />
        </Show>
        // Each ruling is named by what it brings; the second tap records it.
        <div class="choices actions" role="group" aria-label=say(&m::RULING) class:hidden=move || confirming.with(Option::is_some) || guarded.get()>
            {move || {
                rulings
                    .get()
                    .into_iter()
                    .map(|r| {
                        let d = r.decision;
                        view! { <button class="choice" on:click=move |_| ask(d)>{r.outcome}</button> }
                    })
                    .collect_view()
            }}
        </div>
        {move || confirming.get().map(|outcome| view! {
            <div class="confirm-bar" role="group" aria-label=say(&m::RULING_CONFIRM_LABEL)>
                <p>{say_with(&m::RULING_RULES, &[("outcome", &outcome)])}</p>
                <button class="primary" on:click=move |_| claim.act(|d, s, t| d.confirm_decision(s, t))>
                    {say_with(&m::RULING_CONFIRM, &[("outcome", &outcome)])}
                </button>
                <button class="control" on:click=move |_| claim.set(Dialog::cancel_decision)>{say(&m::RULING_NOT_THIS)}</button>
            </div>
        })}
        <p class="message" role="alert">{move || claim.read(|d| d.message.clone())}</p>
        <Show when=move || postponed.get() && !over.get()>
            <p class="hint">{say(&m::RULING_WAITS)}</p>
            <button class="primary actions" on:click=move |_| claim.resume()>{say(&m::PANEL_RESUME)}</button>
        </Show>
    }
}
