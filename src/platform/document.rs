//! The page's own document: the static shell index.html paints before the wasm arrives.

/// Removes the static shell (`#shell` in index.html): the app is about to take its place.
pub fn remove_static_shell() {
    if let Some(shell) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("shell")) {
        shell.remove();
    }
}

/// Says `text` in the static shell in place of "Loading the clock…" (the app could not start).
pub fn say_in_static_shell(text: &str) {
    let document = web_sys::window().and_then(|w| w.document());
    if let Some(status) = document.and_then(|d| d.query_selector("#shell .loading").ok().flatten()) {
        status.set_text_content(Some(text));
        let _ = status.set_attribute("role", "alert");
    }
}
