//! The players and the occasion, all optional.

use crate::ground::heading::Heading;
use crate::ground::messages as m;
use crate::ground::words::{say, say_with};
use crate::screens::setup_form::SetupForm;
use leptos::prelude::*;

/// The players and the occasion, all optional: in the record, the PGN's tags, the face's edge and
/// the score. Folded away unless the last game named someone or something. `board_needed`: a
/// director's link that publishes was started with no board number — the fold opens, the board's
/// field comes into view with its focus, and the reason stands next to it until one is typed.
#[component]
pub(super) fn Players(form: RwSignal<SetupForm>, board_needed: RwSignal<bool>) -> impl IntoView {
    let summary = move || {
        form.with(|f| f.heading.said()).map_or_else(
            || say(&m::PLAYERS_OPTIONAL).to_owned(),
            |said| say_with(&m::PLAYERS_REMEMBERED, &[("said", &said)]),
        )
    };
    let open = form.with_untracked(|f| !f.heading.is_empty());
    let fold = NodeRef::<leptos::html::Details>::new();
    let board = NodeRef::<leptos::html::Input>::new();
    Effect::new(move |_| {
        if !board_needed.get() {
            return;
        }
        if let (Some(fold), Some(board)) = (fold.get_untracked(), board.get_untracked()) {
            fold.set_open(true);
            let place = web_sys::ScrollIntoViewOptions::new();
            place.set_block(web_sys::ScrollLogicalPosition::Center);
            board.scroll_into_view_with_scroll_into_view_options(&place);
            let _ = board.focus();
        }
    });
    let field = |label: &'static str,
                 name: &'static str,
                 inputmode: Option<&'static str>,
                 of: fn(&mut Heading) -> &mut Option<String>| {
        view! {
            <label class="field">
                {label}
                <input
                    type="text"
                    aria-label=name
                    inputmode=inputmode
                    prop:value=move || form.with(|f| of(&mut f.heading.clone()).clone().unwrap_or_default())
                    on:input=move |e| {
                        let value = event_target_value(&e);
                        form.update(|f| *of(&mut f.heading) = Some(value));
                    }
                />
            </label>
        }
    };
    view! {
        <details class="players" open=open node_ref=fold>
            <summary>{summary}</summary>
            <div class="pairs">
                {field(say(&m::FACE_WHITE), say(&m::PLAYERS_WHITE_NAME), None, |h| &mut h.white)}
                {field(say(&m::PLAYERS_RATING), say(&m::PLAYERS_WHITE_RATING), Some("numeric"), |h| &mut h.white_elo)}
                {field(say(&m::FACE_BLACK), say(&m::PLAYERS_BLACK_NAME), None, |h| &mut h.black)}
                {field(say(&m::PLAYERS_RATING), say(&m::PLAYERS_BLACK_RATING), Some("numeric"), |h| &mut h.black_elo)}
            </div>
            <div class="occasion">
                {field(say(&m::PLAYERS_EVENT), say(&m::PLAYERS_EVENT), None, |h| &mut h.event)}
                {field(say(&m::PLAYERS_SITE), say(&m::PLAYERS_SITE), None, |h| &mut h.site)}
                {field(say(&m::PLAYERS_ROUND), say(&m::PLAYERS_ROUND), Some("numeric"), |h| &mut h.round)}
                <label class="field" class:needed=move || board_needed.get()>
                    {say(&m::PLAYERS_BOARD)}
                    <input
                        type="text"
                        node_ref=board
                        aria-label=say(&m::PLAYERS_BOARD)
                        aria-describedby=move || board_needed.get().then_some("board-needed")
                        inputmode="numeric"
                        prop:value=move || form.with(|f| f.heading.board.clone().unwrap_or_default())
                        on:input=move |e| {
                            let value = event_target_value(&e);
                            // Only once a number is there: a keystroke must not bring the field
                            // back into view.
                            if board_needed.get_untracked() && !value.trim().is_empty() {
                                board_needed.set(false);
                            }
                            form.update(|f| f.heading.board = Some(value));
                        }
                    />
                </label>
            </div>
            <p id="board-needed" class="field-error" role="alert" class:hidden=move || !board_needed.get()>
                {say(&m::SETUP_BOARD_FOR_BROADCAST)}
            </p>
            <label class="field pin-setup">
                {say(&m::PIN_SETUP)}
                <input
                    type="password"
                    aria-label=say(&m::PIN_SETUP_NAME)
                    inputmode="numeric"
                    autocomplete="new-password"
                    prop:value=move || form.with(|f| f.pin.clone())
                    on:input=move |e| {
                        let pin = event_target_value(&e);
                        form.update(|f| f.pin = pin);
                    }
                />
            </label>
            <p class="hint">
                {move || say(if form.with(|f| f.link_lock.is_some() && f.pin.trim().is_empty()) { &m::PIN_LINKED } else { &m::PIN_HINT })}
            </p>
        </details>
    }
}
