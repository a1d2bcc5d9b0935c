//! Keys pressed on the page itself: not typed into a field (a time to add, a FEN, whose Shift and
//! Space are text) and not under an open panel or dialog, where the face is inert to keys as to
//! touch. `use_face_keys` listens while the component lives.

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A key pressed for the face: its code (`"ShiftLeft"`, `"Space"`, `"KeyT"`) and the instant of
/// the event, on `performance.now()`'s line.
pub struct FaceKey {
    pub code: String,
    pub time_stamp: f64,
}

/// Whether the event's target is text being typed or lies in an open dialog, or is Enter on a
/// focused control (a keyboard user's Enter on Pause pauses; a pedal's Enter, with nothing
/// focused, presses), or an arrow or page key on the rule's words, which scroll.
pub fn typing(e: &web_sys::KeyboardEvent) -> bool {
    let code = e.code();
    let enter = matches!(code.as_str(), "Enter" | "NumpadEnter");
    let scrolls = code.starts_with("Arrow") || code.starts_with("Page");
    e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).is_some_and(|el| {
        let within = |selector: &str| el.closest(selector).ok().flatten().is_some();
        matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
            || within("dialog[open]")
            || (enter && matches!(el.tag_name().as_str(), "BUTTON" | "A" | "SUMMARY") && !within(".half"))
            || (scrolls && within(".explanation"))
    })
}

/// Calls `on_key` for each key pressed for the face (no auto-repeat); `on_key` returns whether
/// it took the key, and a taken key does nothing else (Space does not scroll).
pub fn use_face_keys(on_key: impl Fn(FaceKey) -> bool + 'static) {
    let keys = window_event_listener(ev::keydown, move |e| {
        if e.repeat() || typing(&e) {
            return;
        }
        if on_key(FaceKey { code: e.code(), time_stamp: e.time_stamp() }) {
            e.prevent_default();
        }
    });
    on_cleanup(move || keys.remove());
}

/// While `waiting` is set, the next key pressed anywhere on the page is `on_key`'s (its code),
/// and does nothing else: a player choosing the key or pedal for a half.
pub fn use_next_key(waiting: Signal<bool>, on_key: impl Fn(String) + 'static) {
    let keys = window_event_listener(ev::keydown, move |e| {
        // Text typed meanwhile is the field's.
        if e.repeat() || !waiting.get_untracked() || typing(&e) {
            return;
        }
        e.prevent_default();
        e.stop_propagation();
        on_key(e.code());
    });
    on_cleanup(move || keys.remove());
}
