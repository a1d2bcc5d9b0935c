//! The page: a setup screen, then the clock face. Components only render the session and turn
//! input into events; everything they show is computed by the pure core.

mod face;
mod setup;

use crate::session::Session;
use face::ClockFace;
use leptos::prelude::*;
use setup::Setup;

/// Mounts the app on the page's body.
pub fn mount() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}

#[component]
pub fn App() -> impl IntoView {
    let session = RwSignal::new(None::<Session>);
    // Only a change between setup and play swaps the screen, not every press.
    let playing = Memo::new(move |_| session.with(Option::is_some));
    view! {
        <main class="app">
            {move || {
                if playing.get() {
                    view! { <ClockFace session /> }.into_any()
                } else {
                    view! { <Setup session /> }.into_any()
                }
            }}
        </main>
    }
}
