//! A control built from a kind and its numbers, one per side with time odds.

use crate::app::fields::{CheckBox, TextField};
use crate::ground::messages as m;
use crate::ground::words::{say, say_with};
use crate::screens::control_form::{self, ControlKind, Values};
use crate::screens::setup_form::{Choice, SetupForm};
use crate::session::setup_memory::SetupMemory;
use leptos::prelude::*;

/// One side's control (`black`: Black's own, with time odds), built from a kind and its
/// numbers, with what it means as it is typed.
#[component]
pub(super) fn ControlBuilder(form: RwSignal<SetupForm>, black: bool) -> impl IntoView {
    // Black's own fields, with time odds, say so.
    let who = move |field: &str| {
        if black { say_with(&m::BUILDER_BLACK_FIELD, &[("field", field)]) } else { field.to_owned() }
    };
    let kind = Memo::new(move |_| form.with(|f| if black { f.black_kind } else { f.kind }));
    let values = Memo::new(move |_| form.with(|f| if black { f.black_values.clone() } else { f.values.clone() }));
    let set_value = move |field, text: String| {
        form.update(|f| {
            let v = if black { &mut f.black_values } else { &mut f.values };
            v.insert(field, text);
        })
    };
    let set_kind = move |k: ControlKind| {
        form.update(|f| {
            // Each kind opens with its own sensible numbers.
            if black {
                f.black_kind = k;
                f.black_values = Values::new();
            } else {
                f.kind = k;
                f.values = Values::new();
            }
        })
    };
    let preview = Memo::new(move |_| match values.with(|v| control_form::build(kind.get(), v)) {
        Ok(tc) => who(&format!("{} ({tc})", tc.describe())),
        Err(e) => e.to_string(),
    });
    let fields = move || {
        let k = kind.get();
        k.fields()
            .iter()
            .map(|&f| {
                view! {
                    <label class="field">
                        {who(k.label(f))}
                        <input
                            type="text"
                            inputmode="decimal"
                            prop:value=move || values.with(|v| v.get(&f).cloned().unwrap_or_else(|| k.default_value(f).to_owned()))
                            on:input=move |ev| set_value(f, event_target_value(&ev))
                        />
                    </label>
                }
            })
            .collect_view()
    };
    view! {
        <div class="control-builder">
            <label class="field">
                {who(say(&m::KIND))}
                <select on:change=move |ev| {
                    if let Some(k) = ControlKind::from_id(&event_target_value(&ev)) {
                        set_kind(k);
                    }
                }>
                    {ControlKind::ALL
                        .into_iter()
                        .map(|k| view! { <option value=k.id() selected=move || kind.get() == k>{k.name()}</option> })
                        .collect_view()}
                </select>
            </label>
            <div class="fields">{fields}</div>
            <p class="preview" aria-live="polite">{move || preview.get()}</p>
        </div>
    }
}

/// The built control's form: White's control, Black's own with time odds (and Armageddon), and
/// its start (`start`).
#[component]
pub(super) fn BuilderForm(form: RwSignal<SetupForm>, start: Callback<()>) -> impl IntoView {
    view! {
        <form class="builder" aria-label=say(&m::BUILDER) on:submit=move |ev| {
            ev.prevent_default();
            start.run(());
        }>
            <h2>{say(&m::BUILDER_TITLE)}</h2>
            <ControlBuilder form black=false />
            <CheckBox
                label=say(&m::BUILDER_ODDS)
                checked=Signal::derive(move || form.with(|f| f.odds))
                set=Callback::new(move |on| form.update(|f| f.odds = on))
            />
            <Show when=move || form.with(|f| f.odds)>
                <ControlBuilder form black=true />
                <CheckBox
                    label=say(&m::BUILDER_ARMAGEDDON)
                    checked=Signal::derive(move || form.with(|f| f.armageddon))
                    set=Callback::new(move |on| form.update(|f| f.armageddon = on))
                />
            </Show>
            <button type="submit" class="start">{say(&m::BUILDER_START)}</button>
        </form>
    }
}

/// Saving a control under a name for the presets: the typed control when one is typed, else the
/// built one. Refusals go to the screen's message line (`error`).
#[component]
pub(super) fn SaveControl(
    form: RwSignal<SetupForm>,
    typed: RwSignal<String>,
    memory: RwSignal<SetupMemory>,
    keep_memory: Callback<()>,
    error: RwSignal<Option<String>>,
) -> impl IntoView {
    let saved_note = RwSignal::new(None::<String>);
    let name = RwSignal::new(String::new());
    let save = move || {
        let choice = if typed.with_untracked(|t| t.trim().is_empty()) { Choice::Built } else { Choice::Typed };
        let controls = form.with_untracked(|f| f.controls(choice, &memory.get_untracked()));
        match controls {
            Ok(controls) => {
                let mut outcome = Ok(String::new());
                memory.update(|m| outcome = m.save(&name.get_untracked(), controls));
                match outcome {
                    Ok(saved_as) => {
                        keep_memory.run(());
                        name.set(String::new());
                        error.set(None);
                        saved_note.set(Some(say_with(&m::SAVED_AS, &[("name", &saved_as)])));
                    }
                    Err(e) => error.set(Some(e.to_string())),
                }
            }
            Err(e) => error.set(Some(e.to_string())),
        }
    };
    view! {
        <form class="save-control" aria-label=say(&m::SAVE_CONTROL) on:submit=move |ev| {
            ev.prevent_default();
            save();
        }>
            <TextField label=say(&m::SAVE_AS) name=say(&m::SAVE_NAME) value=name placeholder=say(&m::SAVE_EXAMPLE) />
            <button type="submit" class="control">{say(&m::SAVE)}</button>
        </form>
        <p class="saved-note" role="status">{move || saved_note.get()}</p>
    }
}
