//! The director's link: made here, for every clock of an event.

use crate::app::fields::TextField;
use crate::ground::messages as m;
use crate::ground::words::{say, say_with};
use crate::platform::{address, files};
use crate::screens::director_link::{DirectorSetup, LinkError, qr_svg};
use crate::screens::presets::PRESETS;
use crate::screens::setup_form::{Choice, SetupForm};
use crate::session::settings::Settings;
use leptos::prelude::*;

/// The director's link: the setup on this screen (rulebook, flags, variations, the occasion, the
/// PIN's hash) and the event's control — typed in its own field (what is typed above fills it) or a
/// preset's — as a link and a QR code, for every clock of an event.
#[component]
pub(super) fn LinkMaker(
    form: RwSignal<SetupForm>,
    typed: RwSignal<String>,
    settings: RwSignal<Settings>,
) -> impl IntoView {
    let set_by = RwSignal::new(String::new());
    let control = RwSignal::new(typed.get_untracked());
    Effect::new(move |_| control.set(typed.get()));
    let made = RwSignal::new(None::<Result<String, String>>);
    // The link's QR code as SVG (`None`: too long for one).
    let qr = RwSignal::new(None::<Option<String>>);
    let make = move || {
        let outcome = form.with_untracked(|f| {
            let setup = f.director_setup(
                &control.get_untracked(),
                set_by.get_untracked(),
                settings.with_untracked(|s| s.flags),
            )?;
            Ok(format!("{}#{}", address::page(), setup.fragment()))
        });
        qr.set(outcome.as_ref().ok().map(|url| qr_svg(url)));
        made.set(Some(outcome));
    };
    let area = NodeRef::<leptos::html::Textarea>::new();
    let copied = RwSignal::new(String::new());
    view! {
        <details class="director">
            <summary>{say(&m::LINK_MAKER)}</summary>
            <p class="hint">{say(&m::LINK_MAKER_HINT)}</p>
            <TextField label=say(&m::LINK_SET_BY_FIELD) name=say(&m::LINK_SET_BY_FIELD) value=set_by placeholder=say(&m::LINK_SET_BY_EXAMPLE) />
            <TextField label=say(&m::LINK_CONTROL) name=say(&m::LINK_CONTROL) value=control placeholder="90/40+30, 30+30" autocapitalize="off" />
            <label class="field">
                {say(&m::LINK_PRESET)}
                <select aria-label=say(&m::LINK_PRESET) on:change=move |ev| {
                    let preset = event_target_value(&ev).parse::<usize>().ok().and_then(|i| PRESETS.get(i));
                    // Time odds have no typed form: a link carries one control for both.
                    if let Some(typed) = preset.filter(|p| p.black.is_none()).and_then(|p| p.controls().0.typed_form()) {
                        control.set(typed);
                    }
                }>
                    <option value="" selected>"—"</option>
                    {PRESETS
                        .iter()
                        .enumerate()
                        .filter(|(_, p)| p.black.is_none())
                        .map(|(i, p)| view! { <option value=i.to_string()>{say(&p.name)}</option> })
                        .collect_view()}
                </select>
            </label>
            <button class="control" on:click=move |_| make()>{say(&m::LINK_MAKE)}</button>
            {move || made.get().map(|m| match m {
                Ok(url) => view! {
                    <div class="made-link">
                        <textarea readonly aria-label=say(&m::LINK) rows="3" node_ref=area>{url.clone()}</textarea>
                        <button class="control" on:click=move |_| {
                            let ok = area.get().is_some_and(|a| files::copy(&a));
                            copied.set(say(if ok { &m::LINK_COPIED } else { &m::LINK_SELECT }).to_owned());
                        }>{say(&m::LINK_COPY)}</button>
                        <span role="status">{move || copied.get()}</span>
                        {move || qr.get().map(|q| match q {
                            Some(svg) => view! { <div class="qr" inner_html=svg></div> }.into_any(),
                            None => view! { <p class="error">{say(&m::LINK_TOO_LONG)}</p> }.into_any(),
                        })}
                    </div>
                }.into_any(),
                Err(e) => view! { <p class="error" role="alert">{e}</p> }.into_any(),
            })}
        </details>
    }
}

/// A director's link this page was opened with: who set it and its control, to start with or
/// set aside; or why it cannot be read.
#[component]
pub(super) fn LinkedBanner(
    link: RwSignal<Option<Result<DirectorSetup, LinkError>>>,
    form: RwSignal<SetupForm>,
    start: Callback<Choice>,
) -> impl IntoView {
    move || {
        link.get().map(|l| match l {
            Ok(setup) => view! {
                <div class="linked" role="status">
                    <p>{setup.said()}</p>
                    <button class="start" on:click=move |_| start.run(Choice::Link)>{say_with(&m::LINK_START, &[("control", &setup.control.describe())])}</button>
                    <button class="control" on:click=move |_| {
                        address::clear_fragment();
                        form.update(|f| { f.link_lock = None; f.link_control = None; });
                        link.set(None);
                    }>{say(&m::LINK_NOT_THIS)}</button>
                </div>
            }
            .into_any(),
            Err(e) => view! {
                <div class="linked bad" role="alert">
                    <p>{e.to_string()}</p>
                    <button class="control" on:click=move |_| { address::clear_fragment(); link.set(None); }>{say(&m::FACE_OK)}</button>
                </div>
            }
            .into_any(),
        })
    }
}
