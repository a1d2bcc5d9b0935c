//! The arbiter's panel: clock corrections, penalties, resignations, agreed draws and claims. Each
//! is an event through the session, so the record stays the single source of truth. Whatever ends
//! or changes the game is tapped once to see what it will do (`screens::game_action`) and
//! recorded on a second, deliberate tap.
//!
//! The page paused the clocks when the panel opened; closing it leaves them paused, and play
//! resumes on a player's tap.

use crate::app::desk::claims::{ArbiterUnlock, ClaimDialog};
use crate::app::fields::{PinField, TextField};
use crate::app::modal::Modal;
use crate::app::shell::use_shell;
use crate::ground::vocabulary::side_name;
use crate::rules::{Infraction, claim_name};
use crate::screens::adjustment;
use crate::screens::claim_dialog::resume_play;
use crate::screens::game_action::{GameAction, infraction_name};
use leptos::prelude::*;
use shakmaty::Color;

#[component]
pub fn ArbiterPanel(now: RwSignal<f64>, open: RwSignal<bool>) -> impl IntoView {
    let shell = use_shell();
    let session = shell.session;
    let side = RwSignal::new(Color::White);
    let amount = RwSignal::new(String::new());
    let minutes = RwSignal::new(false);
    let moves = RwSignal::new(String::new());
    let message = RwSignal::new(String::new());
    let claim_open = RwSignal::new(false);
    let decide_open = RwSignal::new(false);
    // The action tapped once, with what it will do, waiting for the second tap.
    let confirming = RwSignal::new(None::<(GameAction, String)>);
    let over = Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(|s| s.game.is_over())));
    // A game with an arbiter's PIN: corrections, penalties and decisions wait for it, for as long
    // as the panel stays open; claims, resignations, agreed draws and Resume never do.
    let locked = Memo::new(move |_| shell.locked());
    let unlocked = RwSignal::new(false);
    provide_context(ArbiterUnlock(unlocked));
    let guarded = move || locked.get() && !unlocked.get();
    let paused = Memo::new(move |_| {
        session.with(|s| s.as_ref().is_some_and(|s| !s.game.is_over() && s.game.clock.phase() == crate::replay::clock::Phase::Paused))
    });
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

    // The first tap: what the action will do is shown, or why the game would refuse it.
    let ask = move |action: GameAction| {
        if matches!(action, GameAction::Adjust { .. } | GameAction::Penalty(..)) && locked.get_untracked() && !unlocked.get_untracked() {
            message.set("Locked: the arbiter's PIN opens corrections and penalties.".to_owned());
            return;
        }
        let t = shell.now();
        let described = session.with_untracked(|s| s.as_ref().map(|s| action.describe(s, t)));
        match described {
            Some(Ok(text)) => {
                message.set(String::new());
                confirming.set(Some((action, text)));
            }
            Some(Err(why)) => message.set(format!("Not possible: {why}")),
            None => {}
        }
    };
    // The second tap: recorded at the record's now; a refused one changes nothing and says why.
    let confirm = move || {
        let Some((action, text)) = confirming.get_untracked() else { return };
        confirming.set(None);
        let t = shell.now();
        let mut outcome = Ok(());
        session.update(|s| {
            if let Some(s) = s {
                outcome = s.push_at(t, action.event());
            }
        });
        now.set(shell.now());
        message.set(match outcome {
            Ok(()) => format!("Recorded: {text}"),
            Err(e) => format!("Not recorded: {}", e.message),
        });
        if matches!(action, GameAction::Adjust { .. }) {
            amount.set(String::new());
            moves.set(String::new());
        }
    };

    let adjust = move || match adjustment::parse(&amount.get_untracked(), minutes.get_untracked(), &moves.get_untracked()) {
        Ok(a) => ask(GameAction::Adjust { side: side.get_untracked(), ms: a.ms, moves: a.moves }),
        Err(e) => message.set(e.to_string()),
    };
    let resume = move |_| {
        let t = shell.now();
        session.update(|s| {
            if let Some(s) = s {
                resume_play(s, t);
            }
        });
        now.set(shell.now());
        open.set(false);
    };

    let penalties = Infraction::ALL
        .into_iter()
        .map(|i| {
            view! {
                <button
                    class="control"
                    disabled=move || over.get() || guarded()
                    on:click=move |_| ask(GameAction::Penalty(side.get_untracked(), i))
                >
                    {infraction_name(i)}
                </button>
            }
        })
        .collect_view();

    view! {
        <Modal class="panel" label="Arbiter" on_close=Callback::new(move |()| open.set(false))>
            <p class="paused-note" class:hidden=move || !paused.get()>
                "The clocks are paused while the arbiter's panel is open. They run again when a player taps Resume."
            </p>
            <Show when=move || locked.get() && !over.get()>
                {move || if unlocked.get() {
                    view! { <p class="lock-note unlocked">"Unlocked by the arbiter's PIN until this panel closes."</p> }.into_any()
                } else {
                    view! {
                        <PinField
                            why="Locked by the arbiter. Players can claim, resign, agree a draw and resume; time corrections, penalties and decisions need the arbiter's PIN."
                            unlocked=Callback::new(move |()| unlocked.set(true))
                        />
                    }.into_any()
                }}
            </Show>
            // Two large choices, not radios: the player the correction or penalty is for.
            <div class="side-choice" role="group" aria-label="Player">
                {[Color::White, Color::Black]
                    .into_iter()
                    .map(|c| {
                        view! {
                            <button
                                class="choice"
                                class:selected=move || side.get() == c
                                aria-pressed=move || (side.get() == c).to_string()
                                on:click=move |_| {
                                    side.set(c);
                                    confirming.set(None);
                                }
                            >
                                {side_name(c)}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
            <form class="adjust" on:submit=move |e| {
                e.prevent_default();
                adjust();
            }>
                <TextField label="Time ± (− takes)" name="Time to add" value=amount inputmode="decimal" />
                <select aria-label="Unit" on:change=move |e| minutes.set(event_target_value(&e) == "min")>
                    <option value="s">"seconds"</option>
                    <option value="min">"minutes"</option>
                </select>
                <TextField label="Moves ±" name="Moves to add" value=moves inputmode="numeric" />
                <button type="submit" disabled=move || over.get() || guarded()>"Adjust…"</button>
            </form>
            {move || confirming.get().map(|(_, text)| view! {
                <div class="confirm-bar" role="group" aria-label="Confirm">
                    <p>{text}</p>
                    <button class="primary" on:click=move |_| confirm()>"Confirm"</button>
                    <button class="control" on:click=move |_| confirming.set(None)>"Cancel"</button>
                </div>
            })}
            <p class="message" role="alert">{move || message.get()}</p>
            <div class="penalties" aria-label="Penalties">{penalties}</div>
            <div class="endings">
                <button class="control" disabled=move || over.get() on:click=move |_| ask(GameAction::Resign(Color::White))>
                    "White resigns…"
                </button>
                <button class="control" disabled=move || over.get() on:click=move |_| ask(GameAction::Resign(Color::Black))>
                    "Black resigns…"
                </button>
                <button class="control" disabled=move || over.get() on:click=move |_| ask(GameAction::DrawAgreed)>
                    "Draw agreed…"
                </button>
                <button class="control" disabled=move || over.get() on:click=move |_| claim_open.set(true)>
                    "Claim…"
                </button>
            </div>
            <Show when=move || waiting.get().is_some()>
                <div class="waiting-claim">
                    <span>{move || format!("Waiting for a decision — {}", waiting.get().unwrap_or_default())}</span>
                    <button class="control" disabled=guarded on:click=move |_| decide_open.set(true)>"Decide…"</button>
                </div>
            </Show>
            <p class="verdict">{move || verdict.get()}</p>
            <div class="panel-actions">
                <button class="primary" class:hidden=move || !paused.get() on:click=resume>"Resume play"</button>
                <button class="control close" on:click=move |_| open.set(false)>"Close"</button>
            </div>
            <Show when=move || claim_open.get()>
                <ClaimDialog now open=claim_open panel=open />
            </Show>
            <Show when=move || decide_open.get()>
                <ClaimDialog now open=decide_open deciding=true panel=open />
            </Show>
        </Modal>
    }
}
