//! The page's own document: the static shell index.html paints before the wasm arrives.

/// Removes the static shell (`#shell` in index.html): the app is about to take its place.
pub fn remove_static_shell() {
    if let Some(shell) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("shell")) {
        shell.remove();
    }
}
