//! Fullscreen, for phones whose browser bars take room from the clock. Optional: where it is
//! refused or missing, the page stays as it is.

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

pub fn is_on() -> bool {
    document().is_some_and(|d| d.fullscreen_element().is_some())
}

/// Enters fullscreen, or leaves it.
pub fn toggle() {
    let Some(d) = document() else { return };
    // Some browsers (iOS Safari on phones) have no Fullscreen API at all.
    if !js_sys::Reflect::has(&d, &"exitFullscreen".into()).unwrap_or(false) {
        return;
    }
    if d.fullscreen_element().is_some() {
        d.exit_fullscreen();
    } else if let Some(root) = d.document_element() {
        let _ = root.request_fullscreen();
    }
}
