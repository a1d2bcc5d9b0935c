//! What the browser says of the player's connection.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The player asked to save data (`navigator.connection.saveData`, Chromium's): the page then
/// fetches nothing ahead of need.
pub fn save_data() -> bool {
    let Some(window) = web_sys::window() else { return false };
    js_sys::Reflect::get(&window.navigator(), &"connection".into())
        .ok()
        .filter(|c| c.is_object())
        .and_then(|c| js_sys::Reflect::get(&c, &"saveData".into()).ok())
        .and_then(|s| s.as_bool())
        .unwrap_or(false)
}

/// Calls `back` whenever the browser says the network is back (`online`).
pub fn on_online(back: impl Fn() + 'static) {
    let Some(window) = web_sys::window() else { return };
    let back = Closure::<dyn Fn()>::new(back);
    let _ = window.add_event_listener_with_callback("online", back.as_ref().unchecked_ref());
    back.forget();
}
