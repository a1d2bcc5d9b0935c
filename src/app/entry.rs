//! The page a player opens: the setup screen alone, light enough to be ready at once. The clock
//! itself (face, session, replay, claims) is its own wasm module (`platform::game`), fetched while
//! the player reads the setup; Start hands it the game the setup made, and it takes the page over.
//! With a game saved, the clock is started at once to restore it.

use crate::app::page::setup::{QrDrawer, Setup, store_settings, stored_settings};
use crate::app::recovery;
use crate::platform::updates::{self, NewVersion};
use crate::platform::{self, game, network, prefetch, storage};
use crate::protocol::game::Handover;
use crate::rules::Rulebook;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};

thread_local! {
    /// The setup screen's mount, dropped (which takes it off the page) when the clock takes over.
    static MOUNTED: RefCell<Option<Box<dyn std::any::Any>>> = const { RefCell::new(None) };
    /// A hand-over is under way: a second Start waits for it.
    static HANDING_OVER: Cell<bool> = const { Cell::new(false) };
}

/// Starts the page: the clock at once if a game is saved (or the recovery screen asked to set it
/// aside), else the setup screen in place of index.html's static shell.
pub fn mount() {
    recovery::install();
    if storage::read(storage::GAME).is_some() || recovery::set_aside_in_address() {
        // The static shell says "Loading the clock…" meanwhile.
        wasm_bindgen_futures::spawn_local(async {
            if let Err(why) = game::start(&Handover::Restore, || ()).await {
                platform::document::say_in_static_shell(&not_loaded(&why));
            }
        });
        return;
    }
    let Some(body) = document().body() else { return };
    platform::document::remove_static_shell();
    let mounted = leptos::mount::mount_to(body, Entry);
    MOUNTED.with(|m| *m.borrow_mut() = Some(Box::new(mounted)));
}

fn not_loaded(why: &str) -> String {
    format!("The clock could not be loaded ({why}). Check the connection and try again: nothing is lost.")
}

/// Hands `handover` to the clock, which replaces the setup screen; says why on `error` if it
/// cannot (the setup stays, with everything typed).
fn hand_over(handover: Handover, error: RwSignal<Option<String>>, loading: RwSignal<bool>) {
    if HANDING_OVER.replace(true) {
        return;
    }
    loading.set(true);
    wasm_bindgen_futures::spawn_local(async move {
        let started = game::start(&handover, || {
            // The clock mounts itself as soon as this returns: the setup leaves first.
            MOUNTED.with(|m| m.borrow_mut().take());
        })
        .await;
        HANDING_OVER.set(false);
        if let Err(why) = started {
            if MOUNTED.with(|m| m.borrow().is_none()) {
                // The setup had left when the clock refused: nothing is on the page but this.
                recovery::show(&why);
                return;
            }
            loading.set(false);
            error.set(Some(not_loaded(&why)));
        }
    });
}

#[component]
fn Entry() -> impl IntoView {
    let settings = RwSignal::new(stored_settings());
    // The clock reads the settings from storage when it starts.
    Effect::new(move |_| settings.with(store_settings));
    let update = RwSignal::new(NewVersion::None);
    // The service worker fetches the clock first and the rest behind it; where none keeps files,
    // the clock is fetched once the page is idle. Asked to save data, nothing is fetched (nor the
    // worker registered) until the clock is needed: the clock registers it.
    if !network::save_data() {
        updates::watch(move |u| update.set(u), || prefetch::when_idle(&game::FILES));
    }
    let error = RwSignal::new(None::<String>);
    let loading = RwSignal::new(false);
    let on_start = Callback::new(move |record| {
        hand_over(Handover::Start(record), error, loading);
        Ok(())
    });
    let on_review = Callback::new(move |()| hand_over(Handover::Review, error, loading));
    // The manual's text is the clock's: it shows it over this page.
    let on_manual = Callback::new(move |rulebook: Rulebook| {
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(why) = game::show_manual(rulebook.id()).await {
                error.set(Some(not_loaded(&why)));
            }
        });
    });
    // The QR encoder is the clock's too.
    let draw_qr: QrDrawer = Callback::new(|(url, qr): (String, RwSignal<_>)| {
        wasm_bindgen_futures::spawn_local(async move { qr.set(Some(game::qr_svg(&url).await)) });
    });
    let unreadable = RwSignal::new(None);
    view! {
        <main class="app">
            <Setup settings unreadable update error on_start on_review on_manual draw_qr />
            <Show when=move || loading.get()>
                <p class="handing-over" role="status">"Loading the clock…"</p>
            </Show>
        </main>
    }
}
