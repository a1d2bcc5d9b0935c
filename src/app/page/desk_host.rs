//! Where the page shows the arbiter's desk (`app::desk`, a module of its own): while it is fetched
//! a line says so, and if it cannot be had (offline before it was ever cached) the players are told
//! and the clock goes on. The events the desk appends are taken through the page's session; the
//! page's own changes are passed on, so both show one game.

use crate::app::Shell;
use crate::app::desk::Panel;
use crate::platform::desk;
use crate::domain::record::Record;
use crate::domain::clock::side_name;
use leptos::html;
use leptos::prelude::*;
use shakmaty::Color;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

/// The page's game as the desk is handed it (empty: none).
fn handover(shell: Shell) -> String {
    shell.saved_json().unwrap_or_default()
}

/// Passes the page's game on to open panel `id`.
fn sync(shell: Shell, id: u32) {
    let _ = desk::update(id, &handover(shell), shell.timeline.get_untracked().offset_ms);
}

/// Takes the events the desk appended (its record's from index `from` on) into the page's game.
fn take(shell: Shell, record: &str, from: usize) {
    let outcome = Record::from_json(record)
        .map_err(|e| e.to_string())
        .and_then(|theirs| {
            let mut outcome = Ok(0);
            shell.session.update(|s| {
                if let Some(s) = s {
                    outcome = s.take_from(&theirs, from).map_err(|e| e.to_string());
                }
            });
            outcome
        });
    if let Err(e) = outcome {
        shell.notice.set(Some(format!(
            "The arbiter's last entry was not recorded: {e}"
        )));
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
) -> impl IntoView {
    let host = NodeRef::<html::Div>::new();
    // While the desk is fetched, or why it could not be.
    let status = RwSignal::new(Some("Opening…".to_owned()));
    // The open panel's id (0: none yet), and whether this host is gone: a panel that opens after
    // it is closed again at once.
    let id = Arc::new(AtomicU32::new(0));
    let gone = Arc::new(AtomicBool::new(false));

    let (opened, left) = (id.clone(), gone.clone());
    Effect::new(move |_| {
        let Some(host) = host.get() else { return };
        let saved = handover(shell);
        let offset = shell.timeline.get_untracked().offset_ms;
        let (opened, left) = (opened.clone(), left.clone());
        leptos::task::spawn_local(async move {
            let listeners = desk::Listeners {
                on_events: move |record: String, from| take(shell, &record, from),
                on_close: move || open.set(false),
                on_entered: move |side: String, san: String| {
                    if let Some(entered) = entered {
                        let side = [Color::White, Color::Black].into_iter().find(|&c| side_name(c) == side);
                        entered.set(side.map(|side| (side, san)));
                    }
                },
            };
            match desk::open(panel.name(), host.into(), saved, offset, listeners).await {
                Ok(n) if left.load(Ordering::Relaxed) => desk::close(n),
                Ok(n) => {
                    opened.store(n, Ordering::Relaxed);
                    status.set(None);
                    // Anything the page recorded while the desk was fetched.
                    sync(shell, n);
                }
                Err(e) if !left.load(Ordering::Relaxed) => {
                    status.set(Some(format!("The arbiter's desk cannot be opened: {e}. The clock is not affected.")))
                }
                Err(_) => {}
            }
        });
    });

    // The page's own changes (a press, a flag called, the desk's events taken) reach the desk.
    let shown = id.clone();
    Effect::new(move |_| {
        shell.session.track();
        match shown.load(Ordering::Relaxed) {
            0 => {}
            n => sync(shell, n),
        }
    });
    on_cleanup(move || {
        gone.store(true, Ordering::Relaxed);
        if let Some(entered) = entered {
            let _ = entered.try_set(None);
        }
        match id.load(Ordering::Relaxed) {
            0 => {}
            n => desk::close(n),
        }
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
                    <div class="panel" role="dialog" aria-label="Desk">
                        <p class="message" role="alert">{m}</p>
                        <button class="control close" on:click=move |_| open.set(false)>"Close"</button>
                    </div>
                }
                .into_any(),
            })
        }}
        <div class="desk" node_ref=host></div>
    }
}
