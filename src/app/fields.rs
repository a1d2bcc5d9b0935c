//! The small form pieces the screens share: a labelled text field, a labelled checkbox and a
//! labelled choice of one of a few values.

use crate::app::shell;
use crate::ground::messages as m;
use crate::ground::words::say;
use crate::session::PinRefusal;
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
    #[prop(optional)]
    autocapitalize: Option<&'static str>,
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

/// A choice of one of `options` (each its value, its id and its words) under its visible `label`:
/// shows `chosen`, reports each change to `choose`.
#[component]
pub fn ChoiceField<T: Copy + PartialEq + Send + Sync + 'static>(
    label: &'static str,
    options: Vec<(T, String, String)>,
    chosen: Signal<T>,
    choose: Callback<T>,
) -> impl IntoView {
    let values: Vec<(T, String)> = options.iter().map(|(v, id, _)| (*v, id.clone())).collect();
    view! {
        <label class="field">
            {label}
            <select aria-label=label on:change=move |ev| {
                let id = event_target_value(&ev);
                if let Some((value, _)) = values.iter().find(|(_, i)| *i == id) {
                    choose.run(*value);
                }
            }>
                {options
                    .into_iter()
                    .map(|(value, id, said)| view! { <option value=id selected=move || chosen.get() == value>{said}</option> })
                    .collect_view()}
            </select>
        </label>
    }
}

/// The arbiter's PIN, asked for where a locked clock needs it (the arbiter's panel, a new game
/// in mid-game). Every PIN typed goes through the session, which records it; `unlocked` runs on
/// the right one. What went wrong is said beside the field; the field is emptied either way.
#[component]
pub fn PinField(
    /// What the PIN opens, above the field.
    why: &'static str,
    unlocked: Callback<()>,
) -> impl IntoView {
    let shell = shell::use_shell();
    let pin = RwSignal::new(String::new());
    let message = RwSignal::new(String::new());
    let submit = move || {
        let t = shell.now();
        let mut outcome = Err(PinRefusal::NoLock);
        shell.session.update(|s| {
            if let Some(s) = s {
                outcome = s.enter_pin(t, &pin.get_untracked());
            }
        });
        pin.set(String::new());
        match outcome {
            Ok(()) => {
                message.set(String::new());
                unlocked.run(());
            }
            Err(refused) => message.set(refused.to_string()),
        }
    };
    view! {
        <form class="pin" aria-label=say(&m::PIN_UNLOCK) on:submit=move |e| {
            e.prevent_default();
            submit();
        }>
            <p>{why}</p>
            <label class="field">
                {say(&m::PIN)}
                <input
                    type="password"
                    inputmode="numeric"
                    autocomplete="off"
                    aria-label=say(&m::PIN)
                    prop:value=move || pin.get()
                    on:input=move |e| pin.set(event_target_value(&e))
                />
            </label>
            <button type="submit" class="primary">{say(&m::PIN_UNLOCK)}</button>
            <p class="message" role="alert">{move || message.get()}</p>
        </form>
    }
}
