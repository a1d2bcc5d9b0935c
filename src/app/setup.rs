//! The setup screen: a preset or a typed control, and the rulebook.

use crate::presets::PRESETS;
use crate::record::Record;
use crate::rules::Rulebook;
use crate::session::Session;
use crate::time_control::TimeControl;
use leptos::prelude::*;

#[component]
pub fn Setup(session: RwSignal<Option<Session>>) -> impl IntoView {
    let rulebook = RwSignal::new(Rulebook::FideBlitz);
    let typed = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);

    let start = move |white: TimeControl, black: TimeControl| {
        let record = Record {
            rules: rulebook.get_untracked().id().to_owned(),
            time_control: white.to_string(),
            white_time_control: None,
            black_time_control: (black != white).then(|| black.to_string()),
            fen: None,
            events: Vec::new(),
        };
        match Session::new(record) {
            Ok(s) => session.set(Some(s)),
            Err(e) => error.set(Some(e.to_string())),
        }
    };

    let presets = PRESETS
        .iter()
        .map(|p| {
            let (white, black) = p.controls();
            view! {
                <button class="preset" on:click=move |_| start(white.clone(), black.clone())>
                    {p.name}
                </button>
            }
        })
        .collect_view();

    let start_typed = move |_| match TimeControl::parse_typed(&typed.get_untracked()) {
        Ok(tc) => {
            error.set(None);
            start(tc.clone(), tc);
        }
        Err(e) => error.set(Some(e.to_string())),
    };

    view! {
        <section class="setup" aria-label="New game">
            <h1>"Fair Clock"</h1>
            <p class="tagline">"A chess clock that knows the rules."</p>
            <label class="field">
                "Rulebook "
                <select on:change=move |ev| {
                    if let Ok(r) = event_target_value(&ev).parse::<Rulebook>() {
                        rulebook.set(r);
                    }
                }>
                    {Rulebook::ALL
                        .iter()
                        .map(|r| {
                            let r = *r;
                            view! {
                                <option value=r.id() selected=move || rulebook.get() == r>
                                    {r.id()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <div class="presets">{presets}</div>
            <form class="custom" on:submit=move |ev| {
                ev.prevent_default();
                start_typed(());
            }>
                <label class="field">
                    "Custom "
                    <input
                        type="text"
                        placeholder="3+2, G/5;d3, 90/40+30, 30+30"
                        aria-label="Custom time control"
                        prop:value=move || typed.get()
                        on:input=move |ev| typed.set(event_target_value(&ev))
                    />
                </label>
                <button type="submit">"Start"</button>
            </form>
            <p class="error" role="alert">{move || error.get()}</p>
        </section>
    }
}
