//! The service worker (`sw.js`, written by scripts/precache.py): it keeps the page's files for
//! offline use, and brings a new build in only when the page asks. A new build waits beside the
//! running one; the page offers it at setup, never in a game, and on the player's word the waiting
//! worker takes over and the page reloads.

use std::sync::atomic::{AtomicBool, Ordering};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState};

/// The worker's script beside index.html.
const SCRIPT: &str = "./sw.js";

/// What the page knows of a newer build.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewVersion {
    /// None is waiting (or the browser has no service workers).
    None,
    /// A new build is installed and waits for the page's word.
    Ready,
    /// The update was asked for, and refused: this many other windows of the page are open, and
    /// one may be in a game.
    OtherWindows(u32),
}

fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    // Absent where the page is not a secure context (plain http off loopback): no offline, no updates.
    js_sys::Reflect::has(&navigator, &"serviceWorker".into()).ok()?.then(|| navigator.service_worker())
}

/// A worker that waits to take over from the one serving this page (at the first visit none
/// serves it: what installs then is this build, no update).
fn waiting(container: &ServiceWorkerContainer, registration: &ServiceWorkerRegistration) -> bool {
    container.controller().is_some() && registration.waiting().is_some()
}

/// Registers the service worker, and calls `on_update` whenever a new build is found waiting
/// (now, or later while the page is open) and when an asked-for update is refused. Calls
/// `without_worker` if the browser will keep no files of the page (no service worker here, or its
/// registration refused).
pub fn watch(on_update: impl Fn(NewVersion) + 'static, without_worker: impl FnOnce() + 'static) {
    let Some(container) = container() else { return without_worker() };
    let on_update = std::rc::Rc::new(on_update);
    let refused = on_update.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let others = js_sys::Reflect::get(&event.data(), &"others".into()).ok().and_then(|n| n.as_f64());
        if let Some(n) = others {
            refused(NewVersion::OtherWindows(n as u32));
        }
    });
    container.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // Each handler lives as long as the page.
    on_message.forget();
    wasm_bindgen_futures::spawn_local(async move {
        // Refused (storage off), or not a registration at all (seen where service workers are
        // blocked): the page runs on, without offline files or updates.
        let registration = JsFuture::from(container.register(SCRIPT))
            .await
            .ok()
            .and_then(|r| r.dyn_into::<ServiceWorkerRegistration>().ok());
        let Some(registration) = registration else { return without_worker() };
        if waiting(&container, &registration) {
            on_update(NewVersion::Ready);
        }
        let found = registration.clone();
        let on_found = Closure::<dyn Fn()>::new(move || {
            let Some(installing) = found.installing() else { return };
            let (worker, container, found, on_update) =
                (installing.clone(), container.clone(), found.clone(), on_update.clone());
            let on_state = Closure::<dyn Fn()>::new(move || {
                if worker.state() == ServiceWorkerState::Installed && waiting(&container, &found) {
                    on_update(NewVersion::Ready);
                }
            });
            installing.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
            on_state.forget();
        });
        registration.set_onupdatefound(Some(on_found.as_ref().unchecked_ref()));
        on_found.forget();
    });
}

/// A game's face runs: the worker may now keep the build's files for offline use (a first visit's
/// worker keeps nothing before, so that on a slow link the clock waits behind none of them). It
/// fetches them one at a time at low priority; asked to save data, only what a game in `language`
/// (its tag) can need. Once per page: a later call does nothing. Without a worker, nothing.
pub fn precache(language: &str, save_data: bool) {
    static ASKED: AtomicBool = AtomicBool::new(false);
    if ASKED.swap(true, Ordering::Relaxed) {
        return;
    }
    let Some(container) = container() else { return };
    let Ok(ready) = container.ready() else { return };
    let message = js_sys::Object::new();
    let asked = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&asked, &"language".into(), &language.into());
    let _ = js_sys::Reflect::set(&asked, &"saveData".into(), &save_data.into());
    let _ = js_sys::Reflect::set(&message, &"precache".into(), &asked);
    wasm_bindgen_futures::spawn_local(async move {
        // Ready once a worker is active: at once after a first visit's install, which fetches nothing.
        let active = JsFuture::from(ready)
            .await
            .ok()
            .and_then(|r| r.dyn_into::<ServiceWorkerRegistration>().ok())
            .and_then(|r| r.active());
        if let Some(worker) = active {
            let _ = worker.post_message(&message);
        }
    });
}

/// The page's registration, asked of the browser (which keeps it): none kept here.
async fn registration() -> Option<ServiceWorkerRegistration> {
    let container = container()?;
    JsFuture::from(container.get_registration()).await.ok()?.dyn_into::<ServiceWorkerRegistration>().ok()
}

/// Asks the server whether a newer build is there (the browser also asks on each visit): one
/// found installs in the background and is reported to [`watch`]'s `on_update`.
pub fn check() {
    wasm_bindgen_futures::spawn_local(async {
        // A failed check (offline) changes nothing.
        if let Some(asked) = registration().await.and_then(|r| r.update().ok()) {
            let _ = JsFuture::from(asked).await;
        }
    });
}

/// Lets the waiting build take over, then reloads the page into it. Offered at setup only, so no
/// game of this page is under way; another window's is guarded by the worker (see [`NewVersion`]).
pub fn apply() {
    wasm_bindgen_futures::spawn_local(async {
        let Some(container) = container() else { return };
        let Some(waiting): Option<ServiceWorker> = registration().await.and_then(|r| r.waiting()) else { return };
        let on_change = Closure::<dyn Fn()>::new(|| {
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        });
        container.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
        on_change.forget();
        let _ = waiting.post_message(&"update".into());
    });
}
