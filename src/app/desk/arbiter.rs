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
use crate::app::shell::{Shell, use_shell};
use crate::ground::messages as m;
use crate::ground::vocabulary::side_said;
use crate::ground::words::{say, say_with};
use crate::replay::clock::Phase;
use crate::rules::{Infraction, claim_name};
use crate::screens::adjustment;
use crate::screens::claim_dialog::resume_play;
use crate::screens::game_action::{GameAction, infraction_name};
use leptos::prelude::*;
use shakmaty::Color;

/// The panel's state, shared by its parts: the player chosen, the action waiting for its
/// second tap, what the panel says, and the lock.
#[derive(Clone, Copy)]
struct Desk {
    shell: Shell,
    now: RwSignal<f64>,
    side: RwSignal<Color>,
    /// The action tapped once, with what it will do, waiting for the second tap.
    confirming: RwSignal<Option<(GameAction, String)>>,
    message: RwSignal<String>,
    /// The correction's fields, cleared once it is recorded or refused.
    amount: RwSignal<String>,
    moves: RwSignal<String>,
    over: Memo<bool>,
    /// A game with an arbiter's PIN: corrections, penalties and decisions wait for it, for as
    /// long as the panel stays open; claims, resignations, agreed draws and Resume never do.
    locked: Memo<bool>,
    unlocked: RwSignal<bool>,
}

impl Desk {
    fn guarded(self) -> bool {
        self.locked.get() && !self.unlocked.get()
    }

    /// The first tap: what the action will do is shown, or why it cannot be done.
    fn ask(self, action: GameAction) {
        let shell = self.shell;
        let t = shell.now();
        let locked_out = self.locked.get_untracked() && !self.unlocked.get_untracked();
        let tapped = shell.session.with_untracked(|s| s.as_ref().map(|s| action.first_tap(s, t, locked_out)));
        match tapped {
            Some(Ok(text)) => {
                self.message.set(String::new());
                self.confirming.set(Some((action, text)));
            }
            Some(Err(why)) => self.message.set(why),
            None => {}
        }
    }

    /// The second tap: recorded at the record's now; a refused one changes nothing and says why.
    fn confirm(self) {
        let Some((action, text)) = self.confirming.get_untracked() else { return };
        self.confirming.set(None);
        let shell = self.shell;
        let t = shell.now();
        let mut said = None;
        shell.session.update(|s| said = s.as_mut().map(|s| action.second_tap(s, t, &text)));
        self.now.set(shell.now());
        if let Some(said) = said {
            self.message.set(said);
        }
        if matches!(action, GameAction::Adjust { .. }) {
            self.amount.set(String::new());
            self.moves.set(String::new());
        }
    }
}

#[component]
pub fn ArbiterPanel(now: RwSignal<f64>, open: RwSignal<bool>) -> impl IntoView {
    let shell = use_shell();
    let session = shell.session;
    let desk = Desk {
        shell,
        now,
        side: RwSignal::new(Color::White),
        confirming: RwSignal::new(None),
        message: RwSignal::new(String::new()),
        amount: RwSignal::new(String::new()),
        moves: RwSignal::new(String::new()),
        over: Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(|s| s.game.is_over()))),
        locked: Memo::new(move |_| shell.locked()),
        unlocked: RwSignal::new(false),
    };
    provide_context(desk);
    provide_context(ArbiterUnlock(desk.unlocked));
    let Desk { over, locked, unlocked, .. } = desk;
    let claim_open = RwSignal::new(false);
    let decide_open = RwSignal::new(false);
    let paused = Memo::new(move |_| {
        session.with(|s| s.as_ref().is_some_and(|s| !s.game.is_over() && s.game.clock.phase() == Phase::Paused))
    });
    // A claim that waits for the arbiter (postponed, or left to judgement): what it is.
    let waiting = Memo::new(move |_| {
        session.with(|s| {
            s.as_ref()
                .and_then(|s| s.game.waiting_claim())
                .map(|c| say_with(m::PANEL_CLAIM_OF.of(c.by), &[("claim", claim_name(c.kind))]))
        })
    });
    let verdict =
        Memo::new(move |_| {
            session.with(|s| {
                s.as_ref()
                    .and_then(|s| s.last_verdict())
                    .map(|v| {
                        if v.rule.is_empty() { v.explanation.clone() } else { format!("{}: {}", v.rule, v.explanation) }
                    })
                    .unwrap_or_default()
            })
        });
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

    view! {
        <Modal class="panel" label=say(&m::FACE_ARBITER) on_close=Callback::new(move |()| open.set(false))>
            <p class="paused-note" class:hidden=move || !paused.get()>
                {say(&m::PANEL_PAUSED)}
            </p>
            <Show when=move || locked.get() && !over.get()>
                {move || if unlocked.get() {
                    view! { <p class="lock-note unlocked">{say(&m::PANEL_UNLOCKED)}</p> }.into_any()
                } else {
                    view! {
                        <PinField
                            why=say(&m::PANEL_LOCKED)
                            unlocked=Callback::new(move |()| unlocked.set(true))
                        />
                    }.into_any()
                }}
            </Show>
            <SideChoice />
            <AdjustForm />
            <ConfirmBar />
            <p class="message" role="alert">{move || desk.message.get()}</p>
            <Penalties />
            <div class="endings">
                <button class="control" disabled=move || over.get() on:click=move |_| desk.ask(GameAction::Resign(Color::White))>
                    {say(&m::PANEL_RESIGNS_WHITE)}
                </button>
                <button class="control" disabled=move || over.get() on:click=move |_| desk.ask(GameAction::Resign(Color::Black))>
                    {say(&m::PANEL_RESIGNS_BLACK)}
                </button>
                <button class="control" disabled=move || over.get() on:click=move |_| desk.ask(GameAction::DrawAgreed)>
                    {say(&m::PANEL_DRAW_AGREED)}
                </button>
                <button class="control" disabled=move || over.get() on:click=move |_| claim_open.set(true)>
                    {say(&m::PANEL_CLAIM)}
                </button>
            </div>
            <Show when=move || waiting.get().is_some()>
                <div class="waiting-claim">
                    <span>{move || say_with(&m::PANEL_WAITING, &[("claim", &waiting.get().unwrap_or_default())])}</span>
                    <button class="control" disabled=move || desk.guarded() on:click=move |_| decide_open.set(true)>{say(&m::PANEL_DECIDE)}</button>
                </div>
            </Show>
            <p class="verdict">{move || verdict.get()}</p>
            <div class="panel-actions">
                <button class="primary" class:hidden=move || !paused.get() on:click=resume>{say(&m::PANEL_RESUME)}</button>
                <button class="control close" on:click=move |_| open.set(false)>{say(&m::CLOSE)}</button>
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

/// Two large choices, not radios: the player the correction or penalty is for.
#[component]
fn SideChoice() -> impl IntoView {
    let desk = expect_context::<Desk>();
    let side = desk.side;
    view! {
        <div class="side-choice" role="group" aria-label=say(&m::PANEL_PLAYER)>
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
                                desk.confirming.set(None);
                            }
                        >
                            {side_said(c)}
                        </button>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// A correction of the chosen player's clock (seconds or minutes) and move count.
#[component]
fn AdjustForm() -> impl IntoView {
    let desk = expect_context::<Desk>();
    let Desk { amount, moves, .. } = desk;
    let minutes = RwSignal::new(false);
    let adjust =
        move || match adjustment::parse(&amount.get_untracked(), minutes.get_untracked(), &moves.get_untracked()) {
            Ok(a) => desk.ask(GameAction::Adjust { side: desk.side.get_untracked(), ms: a.ms, moves: a.moves }),
            Err(e) => desk.message.set(e.to_string()),
        };
    view! {
        <form class="adjust" on:submit=move |e| {
            e.prevent_default();
            adjust();
        }>
            <TextField label=say(&m::PANEL_TIME) name=say(&m::PANEL_TIME_NAME) value=amount inputmode="decimal" />
            <select aria-label=say(&m::PANEL_UNIT) on:change=move |e| minutes.set(event_target_value(&e) == "min")>
                <option value="s">{say(&m::PANEL_SECONDS)}</option>
                <option value="min">{say(&m::PANEL_MINUTES)}</option>
            </select>
            <TextField label=say(&m::PANEL_MOVES) name=say(&m::PANEL_MOVES_NAME) value=moves inputmode="numeric" />
            <button type="submit" disabled=move || desk.over.get() || desk.guarded()>{say(&m::PANEL_ADJUST)}</button>
        </form>
    }
}

/// The action tapped once, what it will do, and its second tap.
#[component]
fn ConfirmBar() -> impl IntoView {
    let desk = expect_context::<Desk>();
    move || {
        desk.confirming.get().map(|(_, text)| {
            view! {
                <div class="confirm-bar" role="group" aria-label=say(&m::PANEL_CONFIRM)>
                    <p>{text}</p>
                    <button class="primary" on:click=move |_| desk.confirm()>{say(&m::PANEL_CONFIRM)}</button>
                    <button class="control" on:click=move |_| desk.confirming.set(None)>{say(&m::FACE_CANCEL)}</button>
                </div>
            }
        })
    }
}

/// A penalty on the chosen player, one button per infraction.
#[component]
fn Penalties() -> impl IntoView {
    let desk = expect_context::<Desk>();
    let penalties = Infraction::ALL
        .into_iter()
        .map(|i| {
            view! {
                <button
                    class="control"
                    disabled=move || desk.over.get() || desk.guarded()
                    on:click=move |_| desk.ask(GameAction::Penalty(desk.side.get_untracked(), i))
                >
                    {infraction_name(i)}
                </button>
            }
        })
        .collect_view();
    view! { <div class="penalties" aria-label=say(&m::PANEL_PENALTIES)>{penalties}</div> }
}
