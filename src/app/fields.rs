//! The small form pieces the screens share: a labelled text field and a labelled checkbox.

use leptos::prelude::*;

/// A text field under its visible `label`, named `name` for assistive technology, bound to `value`.
#[component]
pub fn TextField(
    label: &'static str,
    name: &'static str,
    value: RwSignal<String>,
    #[prop(optional)] inputmode: Option<&'static str>,
    #[prop(optional)] placeholder: Option<&'static str>,
    /// `"off"` for chess notation, which a phone keyboard must not capitalise.
    #[prop(optional)] autocapitalize: Option<&'static str>,
) -> impl IntoView {
    view! {
        <label class="field">
            {label}
            <input
                type="text"
                inputmode=inputmode
                placeholder=placeholder
                autocapitalize=autocapitalize
                aria-label=name
                prop:value=move || value.get()
                on:input=move |e| value.set(event_target_value(&e))
            />
        </label>
    }
}

/// A checkbox beside its `label`: shows `checked`, reports each change to `set`.
#[component]
pub fn CheckBox(label: &'static str, checked: Signal<bool>, set: Callback<bool>) -> impl IntoView {
    view! {
        <label class="check">
            <input type="checkbox" prop:checked=move || checked.get() on:change=move |e| set.run(event_target_checked(&e)) />
            {label}
        </label>
    }
}
