//! The claim dialog: who claims, what, the position from whichever source is at hand, then the
//! verdict with its rule and its effect on the clock — or, when the rules leave it to judgement,
//! the arbiter's decision. Every step that counts is an event through the session.
//!
//! The clocks are stopped while the claim is made (as a player stops them to claim, FIDE 6.12.2)
//! and restarted from the verdict screen when play goes on.

use crate::app::shell;
use crate::app::desk::picker::MaterialPicker;
use crate::screens::claim_draft::{ClaimDraft, PositionSource, moves_recorded};
use crate::domain::clock::{Phase, side_name};
use crate::screens::display::format_time;
use crate::screens::material_picker::Material;
use crate::platform::worker;
use crate::domain::record::{Analysis, EventKind};
use crate::domain::game::ClaimRuling;
use crate::rules::{ClaimAvailability, ClaimKind, Decision, VerdictKind, claim_name};
use crate::session::Session;
use crate::screens::verdict_summary::{decision_hint, effect_line, headline};
use crate::app::fields::TextField;
use leptos::prelude::*;
use shakmaty::{ByColor, Color};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
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
enum Source {
    Recorded,
    Picker,
    Fen,
    Without,
}

impl Source {
    fn label(self) -> &'static str {
        match self {
            Source::Recorded => "Recorded game",
            Source::Picker => "Pieces left",
            Source::Fen => "FEN",
            Source::Without => "No position",
        }
    }
}

/// The sources that make sense for a claim: the picker knows no moves, so not for an illegal one.
fn sources(kind: ClaimKind, recorded: bool) -> Vec<Source> {
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
fn first_source(kind: ClaimKind, recorded: bool) -> Source {
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

/// The claim the dialog shows: the latest, or, opened to decide, the one that waited for a
/// decision then (by its event, so it stays shown once decided).
fn shown_claim(s: &Session, deciding: Option<usize>) -> Option<&ClaimRuling> {
    match deciding {
        Some(event) => s.game.claims.iter().find(|c| c.event == event),
        None => s.game.claims.last(),
    }
}

/// `deciding`: opened to rule on a claim that waits (postponed, or left to the arbiter), not to
/// make one.
#[component]
pub fn ClaimDialog(
    now: RwSignal<f64>,
    open: RwSignal<bool>,
    #[prop(optional)] deciding: bool,
) -> impl IntoView {
    let shell = shell();
    let session = shell.session;
    let step = RwSignal::new(if deciding { Step::Verdict } else { Step::Who });
    let deciding = deciding
        .then(|| session.with_untracked(|s| s.as_ref().and_then(|s| s.game.waiting_claim()).map(|c| c.event)))
        .flatten();
    let by = RwSignal::new(Color::White);
    let kind = RwSignal::new(ClaimKind::Flag);
    let source = RwSignal::new(Source::Without);
    let material = RwSignal::new(ByColor::<Material>::default());
    let fen_text = RwSignal::new(String::new());
    let move_text = RwSignal::new(String::new());
    let message = RwSignal::new(String::new());
    let note = RwSignal::new(String::new());
    // Which question to the worker is current: a cancelled one's late answer is dropped.
    let asking = RwSignal::new(0u32);

    let with_session = move |f: &mut dyn FnMut(&mut Session) -> Result<(), String>| -> Result<(), String> {
        let mut outcome = Err("no game".to_owned());
        session.update(|s| {
            if let Some(s) = s {
                outcome = f(s);
            }
        });
        now.set(shell.now());
        outcome
    };
    let push = move |kind: EventKind| -> Result<(), String> {
        let t = shell.now();
        with_session(&mut |s| {
            s.push_at(t, kind.clone()).map_err(|e| e.message)
        })
    };

    // The clocks stop while the claim is made; whoever stopped them, play resumes from the verdict.
    let running = session.with_untracked(|s| s.as_ref().is_some_and(|s| s.game.clock.is_running() && !s.game.is_over()));
    let paused_here = StoredValue::new(running && push(EventKind::Pause).is_ok());

    let recorded = Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(moves_recorded)));
    let rulebook = Memo::new(move |_| session.with(|s| s.as_ref().map(|s| s.game.rulebook)));
    let verdict = Memo::new(move |_| {
        session.with(|s| s.as_ref().and_then(|s| shown_claim(s, deciding)).map(|c| c.verdict.clone()))
    });
    let hint = Memo::new(move |_| {
        session.with(|s| s.as_ref().and_then(|s| shown_claim(s, deciding)).map(|c| decision_hint(c.kind, c.by)))
    });
    // A postponed claim waits while play goes on (FIDE III.5.2): the clocks may run again.
    let postponed = Memo::new(move |_| {
        session.with(|s| {
            s.as_ref().and_then(|s| shown_claim(s, deciding)).is_some_and(|c| c.decision == Some(Decision::Postpone))
        })
    });
    let over = Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(|s| s.game.is_over())));
    let paused = Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(|s| s.game.clock.phase == Phase::Paused)));
    let clocks = Memo::new(move |_| {
        let t = now.get();
        let format = shell.settings.with(|s| s.display_format());
        session.with(|s| {
            s.as_ref()
                .map(|s| {
                    let r = s.remaining_at(t);
                    vec![(Color::White, format_time(r.white, format)), (Color::Black, format_time(r.black, format))]
                })
                .unwrap_or_default()
        })
    });

    let draft = move || ClaimDraft {
        by: by.get_untracked(),
        kind: kind.get_untracked(),
        source: match source.get_untracked() {
            Source::Recorded => PositionSource::Recorded,
            Source::Picker => PositionSource::Picker(material.get_untracked()),
            Source::Fen => PositionSource::Fen(fen_text.get_untracked()),
            Source::Without => PositionSource::Without,
        },
        illegal_move: Some(move_text.get_untracked()).filter(|m| !m.trim().is_empty()),
    };

    // Records the claim (with the worker's analysis, if any) and shows its verdict.
    let record = move |analysis: Option<Analysis>| {
        let d = draft();
        let event = session.with_untracked(|s| s.as_ref().map(|s| d.event(s, analysis)));
        match event {
            Some(Ok(event)) => match push(event) {
                Ok(()) => {
                    message.set(String::new());
                    step.set(Step::Verdict);
                }
                Err(e) => {
                    message.set(format!("Not recorded: {e}"));
                    step.set(Step::Position);
                }
            },
            Some(Err(e)) => {
                message.set(e);
                step.set(Step::Position);
            }
            None => {}
        }
    };

    let make_claim = move |_| {
        note.set(String::new());
        let d = draft();
        let t = shell.now();
        let needs = session.with_untracked(|s| s.as_ref().map(|s| d.needs_analysis(s, t)));
        match needs {
            Some(Err(e)) => message.set(e),
            Some(Ok(Some(question))) => {
                message.set(String::new());
                step.set(Step::Thinking);
                let asked = asking.get_untracked() + 1;
                asking.set(asked);
                worker::ask(&question, move |answer| {
                    if asking.get_untracked() != asked || step.get_untracked() != Step::Thinking {
                        return;
                    }
                    match answer {
                        Ok(analysis) => record(Some(analysis)),
                        Err(e) => {
                            // Without the analysis the claim waits for the arbiter, as the rules say.
                            note.set(format!("The analysis could not be made ({e}); the arbiter decides."));
                            record(None);
                        }
                    }
                });
            }
            Some(Ok(None)) => record(None),
            None => {}
        }
    };
    let cancel_thinking = move |_| {
        asking.update(|n| *n += 1);
        worker::cancel();
        step.set(Step::Position);
    };
    // Closed before any verdict: the clocks run again if this dialog stopped them. A pending
    // claim keeps them stopped for the arbiter.
    let close = move || {
        if step.get_untracked() == Step::Thinking {
            asking.update(|n| *n += 1);
            worker::cancel();
        }
        let waiting = verdict.get_untracked().is_some_and(|v| v.kind == VerdictKind::Pending);
        let claimed = step.get_untracked() == Step::Verdict;
        if paused_here.get_value() && !claimed && !waiting && paused.get_untracked() && !over.get_untracked() {
            let _ = push(EventKind::Resume);
        }
        open.set(false);
    };
    let resume = move |_| {
        if paused.get_untracked() && !over.get_untracked() {
            let _ = push(EventKind::Resume);
        }
        open.set(false);
    };
    let decide = move |verdict: &'static str| {
        if let Err(e) = push(EventKind::Decision { verdict: verdict.into() }) {
            message.set(format!("Not recorded: {e}"));
        }
    };

    let who = move || {
        view! {
            <h2>"Who claims?"</h2>
            <div class="choices two">
                {[Color::White, Color::Black]
                    .into_iter()
                    .map(|c| {
                        view! {
                            <button class="choice" on:click=move |_| {
                                by.set(c);
                                step.set(Step::What);
                            }>{format!("{} claims", side_name(c))}</button>
                        }
                    })
                    .collect_view()}
            </div>
        }
    };

    let what = move || {
        let kinds = rulebook.get().map(|r| r.claim_kinds()).unwrap_or_default();
        let (known, unknown): (Vec<_>, Vec<_>) =
            kinds.into_iter().partition(|(_, a)| *a == ClaimAvailability::Known);
        let unknown_count = unknown.len();
        let known = known
            .into_iter()
            .map(|(k, _)| {
                view! {
                    <button class="choice" on:click=move |_| {
                        kind.set(k);
                        source.set(first_source(k, recorded.get_untracked()));
                        message.set(String::new());
                        step.set(Step::Position);
                    }>{claim_name(k)}</button>
                }
            })
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
            <h2>{move || format!("{} claims…", side_name(by.get()))}</h2>
            <div class="choices">{known}</div>
            <details class="unknown-claims">
                <summary>{format!("Not in these rules ({unknown_count})")}</summary>
                <ul>{unknown}</ul>
            </details>
        }
    };

    let position = move || {
        let k = kind.get();
        let tabs = sources(k, recorded.get())
            .into_iter()
            .map(|src| {
                view! {
                    <button
                        class="tab"
                        class:selected=move || source.get() == src
                        aria-pressed=move || (source.get() == src).to_string()
                        on:click=move |_| {
                            source.set(src);
                            message.set(String::new());
                        }
                    >
                        {src.label()}
                    </button>
                }
            })
            .collect_view();
        let illegal = k == ClaimKind::IllegalMove;
        view! {
            <h2>{move || format!("{}: {}", side_name(by.get()), claim_name(kind.get()))}</h2>
            <div class="tabs" role="group" aria-label="Position from">{tabs}</div>
            {move || match source.get() {
                Source::Recorded => view! {
                    <p class="hint">
                        {if illegal {
                            "The last recorded move is judged in the position before it."
                        } else {
                            "The position of the recorded game is judged."
                        }}
                    </p>
                }
                .into_any(),
                Source::Picker => view! {
                    <p class="hint">"Tap the pieces each side still has."</p>
                    <MaterialPicker material />
                }
                .into_any(),
                Source::Fen => view! {
                    <label class="field">
                        {if illegal { "FEN of the position before the move" } else { "FEN of the position" }}
                        <textarea
                            class="fen"
                            rows="2"
                            spellcheck="false"
                            aria-label="FEN"
                            prop:value=move || fen_text.get()
                            on:input=move |e| fen_text.set(event_target_value(&e))
                        ></textarea>
                    </label>
                    <Show when=move || illegal>
                        <TextField label="The illegal move (SAN or UCI)" name="Illegal move" value=move_text autocapitalize="off" />
                        <p class="hint">"A press without a move: type --. A pawn left unpromoted: e8 or e7e8."</p>
                    </Show>
                }
                .into_any(),
                Source::Without => view! {
                    <p class="hint">"Without a position the rules judge on the clocks alone, or leave it to the arbiter."</p>
                }
                .into_any(),
            }}
            <p class="message" role="alert">{move || message.get()}</p>
            <button class="primary" on:click=make_claim>"Make the claim"</button>
        }
    };

    let thinking = move || {
        view! {
            <h2>"Thinking…"</h2>
            <p class="hint">"Working out whether each side can still checkmate, or force a mate. This can take a few seconds."</p>
            <button class="primary cancel" on:click=cancel_thinking>"Cancel"</button>
        }
    };

    let verdict_view = move || {
        let Some(v) = verdict.get() else { return view! { <p>"No claim yet."</p> }.into_any() };
        let pending = v.kind == VerdictKind::Pending;
        let v_effect = v.clone();
        let v_headline = v.clone();
        view! {
            <div class="verdict-screen" class:pending=pending data-verdict=v.kind.id()>
                <h2 class="headline">
                    {move || match (pending, postponed.get()) {
                        (true, true) => "Decision postponed".to_owned(),
                        (true, false) => "Arbiter's decision".to_owned(),
                        _ => headline(&v_headline),
                    }}
                </h2>
                <p class="rule-number">{v.rule.clone()}</p>
                <p class="effect">{move || effect_line(&v_effect, postponed.get())}</p>
                <div class="clocks" aria-label="Clocks">
                    {move || {
                        clocks
                            .get()
                            .into_iter()
                            .map(|(side, text)| {
                                view! {
                                    <span class="clock-reading" aria-label=format!("{} clock after the claim", side_name(side))>
                                        <span class="who">{side_name(side)}</span>
                                        <span class="reading">{text}</span>
                                    </span>
                                }
                            })
                            .collect_view()
                    }}
                </div>
                <p class="note">{move || note.get()}</p>
                // The rule's words in full: long, so below what a player needs at a glance.
                <p class="explanation">{v.explanation.clone()}</p>
                {if pending {
                    view! {
                        <div class="choices three actions" role="group" aria-label="Decision">
                            <button class="choice" on:click=move |_| decide("draw")>"Draw"</button>
                            <button class="choice" on:click=move |_| decide("postpone")>"Postpone"</button>
                            <button class="choice" on:click=move |_| decide("reject")>"Reject"</button>
                        </div>
                        <p class="hint">{move || hint.get().unwrap_or_default()}</p>
                        <p class="message" role="alert">{move || message.get()}</p>
                        <Show when=move || postponed.get() && !over.get()>
                            <p class="hint">"The claim waits for the final result: decide it from the Arbiter panel later, or once a flag falls."</p>
                            <button class="primary actions" on:click=resume>"Resume play"</button>
                        </Show>
                    }
                    .into_any()
                } else {
                    view! {
                        <button class="primary actions" on:click=resume>
                            {move || if over.get() { "Back to the clock" } else { "Resume play" }}
                        </button>
                    }
                    .into_any()
                }}
            </div>
        }
        .into_any()
    };

    let back = move |_| {
        message.set(String::new());
        step.update(|s| {
            *s = match *s {
                Step::What => Step::Who,
                Step::Position => Step::What,
                other => other,
            }
        })
    };

    view! {
        // Over the whole face, so no touch reaches a clock; keys typed here (a FEN has spaces)
        // must not reach the face's key presses either.
        <div
            class="claims"
            role="dialog"
            aria-modal="true"
            aria-label="Claim"
            on:keydown=|e| e.stop_propagation()
        >
            <div class="claims-bar">
                <button class="control" class:hidden=move || !matches!(step.get(), Step::What | Step::Position) on:click=back>
                    "‹ Back"
                </button>
                <span class="claims-title">{move || rulebook.get().map(|r| r.name()).unwrap_or_default()}</span>
                <button class="control" on:click=move |_| close()>"Close"</button>
            </div>
            {move || match step.get() {
                Step::Who => who().into_any(),
                Step::What => what().into_any(),
                Step::Position => position().into_any(),
                Step::Thinking => thinking().into_any(),
                Step::Verdict => verdict_view(),
            }}
        </div>
    }
}
