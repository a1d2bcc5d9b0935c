//! Whether the page can be seen: shown and hidden as the player switches apps or the screen goes
//! off, and left (`pagehide`) as a tab closes. `use_visibility` listens while the component lives.

use leptos::prelude::*;

/// Whether the page is shown now.
pub fn is_visible() -> bool {
    document().visibility_state() != web_sys::VisibilityState::Hidden
}

/// Calls `on_change` with whether the page is shown, each time it is shown or hidden, and
/// `on_leave` when the page is being left; both listeners go when the component does.
pub fn use_visibility(on_change: impl Fn(bool) + 'static, on_leave: impl Fn() + 'static) {
    let shown = window_event_listener_untyped("visibilitychange", move |_| on_change(is_visible()));
    let left = window_event_listener_untyped("pagehide", move |_| on_leave());
    on_cleanup(move || {
        shown.remove();
        left.remove();
    });
}
