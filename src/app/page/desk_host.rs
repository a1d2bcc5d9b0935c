//! Where the page shows the arbiter's desk (`app::desk`, a module of its own): while it is fetched
//! a line says so, and if it cannot be had (offline before it was ever cached) the players are told
//! and the clock goes on. The events the desk appends are taken through the page's session; the
//! page's own changes are passed on (`protocol::desk`: only the new events), so both show one game.

use crate::app::Shell;
use crate::app::desk::Panel;
use crate::domain::record::Event;
use crate::platform::desk::{self, DeskError, OpenPanel};
use crate::rules::rule::capitalised;
use crate::protocol::desk::{Applied, FromDesk, Handover, ToDesk};
use crate::session::Untaken;
use crate::app::modal::Modal;
use leptos::html;
use leptos::prelude::*;
use shakmaty::Color;

/// The open panel, and what it was handed.
#[derive(Clone, Copy)]
struct Desk {
    panel: StoredValue<Option<OpenPanel>, LocalStorage>,
    handover: StoredValue<Handover>,
}

impl Desk {
    /// The message that brings the panel to the page's game, if it lacks anything.
    fn next(self, shell: Shell) -> Option<ToDesk> {
        let (settings, offset) = (shell.settings.get_untracked(), shell.timeline.get_untracked().offset_ms);
        let record = shell.session.with_untracked(|s| s.as_ref().map(|s| s.record.clone()));
        self.handover.try_update_value(|h| h.next(record.as_ref(), settings, offset)).flatten()
    }

    /// The whole game, as the panel is handed it when it opens or asks again.
    fn whole(self, shell: Shell) -> ToDesk {
        let (settings, offset) = (shell.settings.get_untracked(), shell.timeline.get_untracked().offset_ms);
        let record = shell.session.with_untracked(|s| s.as_ref().map(|s| s.record.clone()));
        self.handover.try_update_value(|h| h.whole(record.as_ref(), settings, offset)).unwrap_or(ToDesk::Game(None))
    }

    fn send(self, message: &ToDesk) -> Option<Applied> {
        let answer = self.panel.try_with_value(|p| p.as_ref().map(|p| p.send(&message.encode()))).flatten()?;
        answer.ok().and_then(|a| Applied::decode(&a).ok())
    }

    /// Passes the page's game on: only what is new, or the whole game when the panel asks.
    fn sync(self, shell: Shell) {
        if let Some(message) = self.next(shell)
            && self.send(&message) == Some(Applied::WantsGame)
        {
            self.send(&self.whole(shell));
        }
    }

    /// Takes the events the desk appended (the first at index `from` of its record) into the
    /// page's game. If any is refused, or the page's game had moved on, the desk is handed the
    /// whole game again.
    fn take(self, shell: Shell, from: usize, events: &[Event]) {
        let mut outcome = Ok(());
        let mut held = None;
        shell.session.update(|s| {
            if let Some(s) = s {
                held = Some(s.record.events.len());
                outcome = s.take(events);
            }
        });
        if held == Some(from) && outcome.is_ok() {
            self.handover.update_value(|h| h.took(from, events));
        } else {
            self.handover.set_value(Handover::default());
        }
        if let Err(Untaken { error: e, .. }) = outcome {
            shell.notice.set(Some(format!("The arbiter's last entry was not recorded: {e}")));
        }
    }
}

#[component]
pub fn DeskHost(
    shell: Shell,
    panel: Panel,
    open: RwSignal<bool>,
    /// The board's entered move, for the page's press (the board panel only).
    #[prop(optional)]
    entered: Option<RwSignal<Option<(Color, String)>>>,
    /// The board sits in the far player's slot (the board panel only).
    #[prop(optional, into)]
    far: Option<Signal<bool>>,
    /// The desk could not be had: what the page undoes (a pause taken for the panel).
    #[prop(optional)]
    unreachable: Option<Callback<()>>,
) -> impl IntoView {
    let host = NodeRef::<html::Div>::new();
    // While the desk is fetched, or why it could not be.
    let status = RwSignal::new(Some("Opening…".to_owned()));
    let desk = Desk { panel: StoredValue::new_local(None), handover: StoredValue::new(Handover::default()) };

    Effect::new(move |_| {
        let Some(host) = host.get() else { return };
        let game = desk.whole(shell).encode();
        leptos::task::spawn_local(async move {
            let on_message = move |text: String| match FromDesk::decode(&text) {
                Ok(FromDesk::Events { from, events }) => desk.take(shell, from, &events),
                Ok(FromDesk::Entered(move_)) => {
                    if let Some(entered) = entered {
                        entered.set(move_.map(|m| (m.side, m.san)));
                    }
                }
                Ok(FromDesk::Closed) => open.set(false),
                Err(e) => shell.notice.set(Some(format!("The arbiter's desk sent what the page cannot read: {e}"))),
            };
            match desk::open(panel.name(), host.into(), game, on_message).await {
                Ok(opened) => {
                    // A host that is gone by now gives the panel back, and it is dropped: closed.
                    if desk.panel.try_set_value(Some(opened)).is_none() {
                        status.set(None);
                        // Anything the page recorded while the desk was fetched.
                        desk.sync(shell);
                    }
                }
                Err(e) => {
                    let why = match e {
                        // Its own sentences: which builds, and what to do.
                        DeskError::OtherBuild(e) => format!("{} The clock is not affected.", capitalised(&e.to_string())),
                        DeskError::Unreachable(e) => format!("The arbiter's desk cannot be opened: {e}. The clock is not affected."),
                    };
                    let _ = status.try_set(Some(why));
                    if let Some(undo) = unreachable {
                        undo.run(());
                    }
                }
            }
        });
    });

    // The page's own changes (a press, a flag called, the desk's events taken) reach the desk.
    Effect::new(move |_| {
        shell.session.track();
        desk.sync(shell);
    });
    on_cleanup(move || {
        if let Some(entered) = entered {
            let _ = entered.try_set(None);
        }
        // Dropping the panel closes it.
        drop(desk.panel.try_update_value(Option::take));
    });

    view! {
        {move || {
            status.get().map(|m| match panel {
                // The board's slot keeps its place while the board is fetched.
                Panel::Board => view! {
                    <section class="board-panel" class:far=move || far.is_some_and(|f| f.get()) aria-label="Board">
                        <p class="board-unknown" role="alert">{m}</p>
                    </section>
                }
                .into_any(),
                _ => view! {
                    <Modal class="panel" label="Desk" on_close=Callback::new(move |()| open.set(false))>
                        <p class="message" role="alert">{m}</p>
                        <button class="control close" on:click=move |_| open.set(false)>"Close"</button>
                    </Modal>
                }
                .into_any(),
            })
        }}
        <div class="desk" node_ref=host></div>
    }
}
