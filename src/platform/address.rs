//! The page's own address: the fragment a director's link carries, the address a new link is
//! made from, a random salt for the arbiter's PIN, the query a log-in comes back with, and
//! leaving for another site or rewriting the address without a reload.

use wasm_bindgen::prelude::*;

/// The fragment after `#`, when there is one.
pub fn fragment() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let fragment = hash.strip_prefix('#').unwrap_or(&hash);
    (!fragment.is_empty()).then(|| fragment.to_owned())
}

/// The page's address without its fragment: what a director's link starts with.
pub fn page() -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else { return String::new() };
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_default();
    let search = location.search().unwrap_or_default();
    format!("{origin}{path}{search}")
}

/// Takes the fragment off the address bar, without a reload or a new history entry: the link
/// has been read, and a reload must not read it again over the players' own setup.
pub fn clear_fragment() {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&page()));
    }
}

/// Sixteen random hex digits: a salt, unique per lock (not a secret, so `Math.random` will do).
pub fn salt() -> String {
    (0..4).map(|_| format!("{:04x}", (js_sys::Math::random() * 65536.0) as u32 & 0xffff)).collect()
}

/// The page's query (`?…`), where lichess puts its answer to a log-in.
pub fn query() -> String {
    web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default()
}

/// Leaves the page for `url` (lichess's log-in), which sends the director back here.
pub fn go_to(url: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().assign(url);
    }
}

/// Puts `address` (the page without lichess's answer) in the address bar, keeping the fragment,
/// without a reload or a new history entry.
pub fn replace_address(address: &str) {
    let Some(window) = web_sys::window() else { return };
    let hash = window.location().hash().unwrap_or_default();
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&format!("{address}{hash}")));
    }
}
