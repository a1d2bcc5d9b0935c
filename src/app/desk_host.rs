//! Where the page shows the arbiter's desk (`app::desk`, a module of its own): while it is fetched
//! a line says so, and if it cannot be had (offline before it was ever cached) the players are told
//! and the clock goes on. The events the desk appends are taken through the page's session; the
//! page's own changes are passed on, so both show one game.

use super::Shell;
use super::desk::Panel;
use crate::platform::{desk, time};
use crate::record::Record;
use crate::saved::Saved;
use leptos::html;
use leptos::prelude::*;

/// The page's game as the desk is handed it (empty: none).
fn handover(shell: Shell) -> String {
    let settings = shell.settings.get_untracked();
    shell.session.with_untracked(|s| match s {
        Some(s) => {
            let anchor = shell
                .timeline
                .get_untracked()
                .anchor(time::wall_ms(), time::now_ms());
            Saved {
                record: s.record.clone(),
                anchor: Some(anchor),
                settings,
                migrated: None,
            }
            .to_json()
        }
        None => String::new(),
    })
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
pub fn DeskHost(shell: Shell, panel: Panel, open: RwSignal<bool>) -> impl IntoView {
    let host = NodeRef::<html::Div>::new();
    // While the desk is fetched, or why it could not be.
    let status = RwSignal::new(Some("Opening…".to_owned()));
    let shown = RwSignal::new(false);

    Effect::new(move |_| {
        let Some(host) = host.get() else { return };
        let saved = handover(shell);
        let offset = shell.timeline.get_untracked().offset_ms;
        leptos::task::spawn_local(async move {
            let opened = desk::open(
                panel.name(),
                host.into(),
                saved,
                offset,
                move |record, from| take(shell, &record, from),
                move || open.set(false),
            )
            .await;
            match opened {
                Ok(()) => {
                    status.set(None);
                    shown.set(true);
                }
                Err(e) => status.set(Some(format!(
                    "The arbiter's desk cannot be opened: {e}. The clock is not affected."
                ))),
            }
        });
    });

    // The page's own changes (a flag called, the desk's events taken) reach the desk.
    Effect::new(move |_| {
        shell.session.track();
        if shown.get_untracked() {
            let _ = desk::update(&handover(shell), shell.timeline.get_untracked().offset_ms);
        }
    });
    on_cleanup(desk::close);

    view! {
        {move || {
            status.get().map(|m| {
                view! {
                    <div class="panel" role="dialog" aria-label="Arbiter's desk">
                        <p class="message" role="alert">{m}</p>
                        <button class="control close" on:click=move |_| open.set(false)>"Close"</button>
                    </div>
                }
            })
        }}
        <div class="desk" node_ref=host></div>
    }
}
