//! The manual, as a dialog: how to use the clock, then the chosen rulebook's own words on flags,
//! pausing and claims (`screens::manual`). It is in the page, so it reads offline.

use crate::app::modal::Modal;
use crate::ground::messages as m;
use crate::ground::words::{say, say_with};
use crate::rules::Rulebook;
use crate::screens::manual::{USING, rulebook_says, topic_said};
use leptos::prelude::*;
use std::cell::RefCell;

thread_local! {
    /// The manual [`show_alone`] mounted, taken off the page when it closes.
    static ALONE: RefCell<Option<Box<dyn std::any::Any>>> = const { RefCell::new(None) };
}

/// Shows the manual for `rulebook` on its own, over whatever the page shows: for the setup page
/// (`app::entry`), which leaves the manual's text to this module to stay light.
pub fn show_alone(rulebook: Rulebook) {
    let Some(body) = document().body() else { return };
    let mounted = leptos::mount::mount_to(body, move || {
        let open = RwSignal::new(true);
        Effect::new(move |_| {
            if !open.get() {
                // After this effect has run: the mount it belongs to is dropped.
                wasm_bindgen_futures::spawn_local(async { ALONE.with(|a| drop(a.borrow_mut().take())) });
            }
        });
        view! {
            <Show when=move || open.get()>
                <Manual rulebook=Signal::stored(rulebook) open />
            </Show>
        }
    });
    ALONE.with(|a| *a.borrow_mut() = Some(Box::new(mounted)));
}

#[component]
pub fn Manual(rulebook: Signal<Rulebook>, open: RwSignal<bool>) -> impl IntoView {
    let using = USING
        .iter()
        .map(|part| {
            view! {
                <h3>{say(&part.title)}</h3>
                <ul>{part.steps.iter().map(|step| view! { <li>{say(step)}</li> }).collect_view()}</ul>
            }
        })
        .collect_view();
    let says = move || {
        let rulebook = rulebook.get();
        let quoted = rulebook_says(rulebook);
        view! {
            <h2>{say_with(&m::MANUAL_SAYS, &[("rulebook", say(&rulebook.message()))])}</h2>
            {["Flags", "Pausing", "Claims"]
                .into_iter()
                .filter(|topic| quoted.iter().any(|(t, _)| t == topic))
                .map(|topic| {
                    let quotes: Vec<String> = quoted.iter().filter(|(t, _)| *t == topic).map(|(_, q)| q.clone()).collect();
                    view! {
                        <h3>{topic_said(topic)}</h3>
                        {quotes.into_iter().map(|q| view! { <blockquote>{q}</blockquote> }).collect_view()}
                    }
                })
                .collect_view()}
        }
    };
    view! {
        <Modal class="panel manual" label=say(&m::MANUAL) on_close=Callback::new(move |()| open.set(false))>
            <h2>{say(&m::MANUAL_USING)}</h2>
            {using}
            {says}
            <div class="panel-actions">
                <button class="control close" on:click=move |_| open.set(false)>{say(&m::CLOSE)}</button>
            </div>
        </Modal>
    }
}
