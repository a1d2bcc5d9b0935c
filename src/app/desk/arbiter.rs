//! The arbiter's panel: clock corrections, penalties, resignations, agreed draws and claims. Each
//! is an event through the session, so the record stays the single source of truth.

use crate::app::shell;
use crate::app::desk::claims::ClaimDialog;
use crate::screens::adjustment;
use crate::domain::clock::side_name;
use crate::domain::record::EventKind;
use crate::rules::{Infraction, claim_name};
use crate::app::fields::TextField;
use crate::app::modal::Modal;
use leptos::prelude::*;
use shakmaty::Color;

/// What a penalty button says.
fn infraction_name(i: Infraction) -> &'static str {
    match i {
        Infraction::KnockedClock => "Knocked the clock",
        Infraction::DisplacedPieces => "Displaced pieces",
        Infraction::TwoHands => "Two hands",
        Infraction::Hover => "Hovering",
        Infraction::FrivolousStop => "Frivolous stop",
    }
}

#[component]
pub fn ArbiterPanel(now: RwSignal<f64>, open: RwSignal<bool>) -> impl IntoView {
    let shell = shell();
    let session = shell.session;
    let side = RwSignal::new(Color::White);
    let amount = RwSignal::new(String::new());
    let minutes = RwSignal::new(false);
    let moves = RwSignal::new(String::new());
    let message = RwSignal::new(String::new());
    let claim_open = RwSignal::new(false);
    let decide_open = RwSignal::new(false);
    let over = Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(|s| s.game.is_over())));
    // A claim that waits for the arbiter (postponed, or left to judgement): what it is.
    let waiting = Memo::new(move |_| {
        session.with(|s| {
            s.as_ref().and_then(|s| s.game.waiting_claim()).map(|c| format!("{}'s claim: {}", side_name(c.by), claim_name(c.kind)))
        })
    });
    let verdict = Memo::new(move |_| {
        session.with(|s| {
            s.as_ref()
                .and_then(|s| s.last_verdict())
                .map(|v| if v.rule.is_empty() { v.explanation.clone() } else { format!("{}: {}", v.rule, v.explanation) })
                .unwrap_or_default()
        })
    });

    // Appends one event at the record's now; a refused one changes nothing and says why.
    let push = move |kind: EventKind| {
        let t = shell.now();
        let mut outcome = Ok(());
        session.update(|s| {
            if let Some(s) = s {
                outcome = s.push_at(t, kind);
            }
        });
        now.set(shell.now());
        message.set(match outcome {
            Ok(()) => String::new(),
            Err(e) => format!("Not recorded: {}", e.message),
        });
    };

    let adjust = move |_| match adjustment::parse(&amount.get_untracked(), minutes.get_untracked(), &moves.get_untracked()) {
        Ok(a) => {
            push(EventKind::Adjust { side: side.get_untracked(), ms: a.ms, moves: a.moves });
            if message.with_untracked(String::is_empty) {
                amount.set(String::new());
                moves.set(String::new());
                message.set(format!("{}'s clock adjusted", side_name(side.get_untracked())));
            }
        }
        Err(e) => message.set(e.to_string()),
    };

    let penalties = Infraction::ALL
        .into_iter()
        .map(|i| {
            view! {
                <button
                    class="control"
                    disabled=move || over.get()
                    on:click=move |_| push(EventKind::Penalty { side: side.get_untracked(), infraction: i })
                >
                    {infraction_name(i)}
                </button>
            }
        })
        .collect_view();

    view! {
        <Modal class="panel" label="Arbiter" on_close=Callback::new(move |()| open.set(false))>
            <fieldset class="side-choice">
                <legend>"Player"</legend>
                {[Color::White, Color::Black]
                    .into_iter()
                    .map(|c| {
                        view! {
                            <label>
                                <input
                                    type="radio"
                                    name="arbiter-side"
                                    prop:checked=move || side.get() == c
                                    on:change=move |_| side.set(c)
                                />
                                {side_name(c)}
                            </label>
                        }
                    })
                    .collect_view()}
            </fieldset>
            <form class="adjust" on:submit=move |e| {
                e.prevent_default();
                adjust(());
            }>
                <TextField label="Time ± (− takes)" name="Time to add" value=amount inputmode="decimal" />
                <select aria-label="Unit" on:change=move |e| minutes.set(event_target_value(&e) == "min")>
                    <option value="s">"seconds"</option>
                    <option value="min">"minutes"</option>
                </select>
                <TextField label="Moves ±" name="Moves to add" value=moves inputmode="numeric" />
                <button type="submit" disabled=move || over.get()>"Adjust"</button>
            </form>
            <p class="message" role="alert">{move || message.get()}</p>
            <div class="penalties" aria-label="Penalties">{penalties}</div>
            <div class="endings">
                <button class="control" disabled=move || over.get() on:click=move |_| push(EventKind::Resign { side: Color::White })>
                    "White resigns"
                </button>
                <button class="control" disabled=move || over.get() on:click=move |_| push(EventKind::Resign { side: Color::Black })>
                    "Black resigns"
                </button>
                <button class="control" disabled=move || over.get() on:click=move |_| push(EventKind::DrawAgreed)>
                    "Draw agreed"
                </button>
                <button class="control" disabled=move || over.get() on:click=move |_| claim_open.set(true)>
                    "Claim…"
                </button>
            </div>
            <Show when=move || waiting.get().is_some()>
                <div class="waiting-claim">
                    <span>{move || format!("Waiting for a decision — {}", waiting.get().unwrap_or_default())}</span>
                    <button class="control" on:click=move |_| decide_open.set(true)>"Decide…"</button>
                </div>
            </Show>
            <p class="verdict">{move || verdict.get()}</p>
            <button class="control close" on:click=move |_| open.set(false)>"Close"</button>
            <Show when=move || claim_open.get()>
                <ClaimDialog now open=claim_open />
            </Show>
            <Show when=move || decide_open.get()>
                <ClaimDialog now open=decide_open deciding=true />
            </Show>
        </Modal>
    }
}
