//! Fetching the helpers' files in the background once the page is idle, so that the first claim
//! or panel never waits on the network. Only where no service worker keeps the page's files
//! (`updates::watch` says so): where one does, its precache fetches them already, and fetching them
//! here too would load them twice over a slow line.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// How long the browser may wait for an idle moment before fetching anyway, in milliseconds.
const IDLE_TIMEOUT_MS: u32 = 5_000;
/// Where the browser has no idle callbacks (Safari): a fixed wait after the page started.
const FALLBACK_DELAY_MS: i32 = 2_000;

/// Fetches `files` one after the other (the first is wanted first), at low priority, when the
/// page is next idle; into the browser's HTTP cache, from which the helper is then loaded. A file
/// that cannot be fetched is left: its helper will try again when it is needed, and say why.
pub fn when_idle(files: &'static [&'static str]) {
    on_idle(move || wasm_bindgen_futures::spawn_local(fetch_all(files)));
}

/// Runs `go` when the page is next idle (or after a fixed wait where the browser cannot say).
pub fn on_idle(go: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else { return };
    let go = Closure::once_into_js(go);
    let options = web_sys::IdleRequestOptions::new();
    options.set_timeout(IDLE_TIMEOUT_MS);
    if window.request_idle_callback_with_options(go.unchecked_ref(), &options).is_err() {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(go.unchecked_ref(), FALLBACK_DELAY_MS);
    }
}

async fn fetch_all(files: &[&str]) {
    let Some(window) = web_sys::window() else { return };
    for file in files {
        let init = web_sys::RequestInit::new();
        // Behind whatever the page itself asks for. Unknown to some browsers, which ignore it.
        let _ = js_sys::Reflect::set(&init, &"priority".into(), &"low".into());
        let Ok(response) = JsFuture::from(window.fetch_with_str_and_init(file, &init)).await else { continue };
        let Ok(response) = response.dyn_into::<web_sys::Response>() else { continue };
        // The body is read to its end, or the browser may stop fetching it.
        if let Ok(body) = response.array_buffer() {
            let _ = JsFuture::from(body).await;
        }
    }
}
