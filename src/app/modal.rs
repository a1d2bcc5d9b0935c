//! Panels and dialogs as native modal `<dialog>`s: shown with `showModal()`, so focus moves in,
//! the page behind is inert (no touch or key reaches a clock) and Escape closes. A dialog takes
//! only clicks from gestures that began on it: the lift of a press that opened it acts on nothing.

use crate::platform::gestures::use_own_gestures;
use leptos::html;
use leptos::prelude::*;

#[component]
pub fn Modal(
    /// The dialog's classes (its look: "panel", "claims").
    class: &'static str,
    /// Its accessible name.
    label: &'static str,
    /// Escape, or the browser's own close request: the owner takes the dialog away.
    on_close: Callback<()>,
    /// Turned to the far player (upright, at their end), where the one who answers sits there.
    #[prop(optional)]
    toward_far: Option<Signal<bool>>,
    children: Children,
) -> impl IntoView {
    let dialog = NodeRef::<html::Dialog>::new();
    use_own_gestures(dialog);
    Effect::new(move |_| {
        if let Some(d) = dialog.get()
            && !d.open()
        {
            // Fails only if the dialog left the page meanwhile: nothing to show then.
            let _ = d.show_modal();
        }
    });
    view! {
        <dialog
            class=class
            class:toward-far=move || toward_far.is_some_and(|f| f.get())
            aria-label=label
            node_ref=dialog
            on:cancel=move |e: leptos::ev::Event| {
                // The owner removes the dialog; the browser must not close it behind the owner's back.
                e.prevent_default();
                on_close.run(());
            }
            on:close=move |_| {
                // A second Escape with no tap between closes a dialog without a cancel the page may
                // refuse (the browser's guard against dialogs that will not close): the owner is
                // told as for Escape, and a dialog it keeps is shown again.
                on_close.run(());
                if let Some(d) = dialog.get_untracked() {
                    request_animation_frame(move || {
                        // The recovery screen closes every dialog to show itself: never over it.
                        let recovering = document().get_element_by_id("recovery").is_some();
                        if d.is_connected() && !d.open() && !recovering {
                            let _ = d.show_modal();
                        }
                    });
                }
            }
        >
            {children()}
        </dialog>
    }
}
