//! The game's export: PGN or the record's JSON, to share, download, copy or read.

use crate::app::shell::{played_at, use_shell};
use crate::ground::messages as m;
use crate::ground::words::{say, say_with};
use crate::platform::files;
use crate::replay::pgn;
use crate::replay::score::Score;
use leptos::html;
use leptos::prelude::*;

/// What the export writes: the game as PGN, or the record's JSON.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Format {
    Pgn,
    Json,
}

/// The export of the game in progress (`current`: its score, or why its record does not replay;
/// `shown`: the score the panel shows, whose players title a shared file). What became of a
/// share, a download or a copy is said in `message`. `format` is the panel's: it stays as chosen
/// while a review hides the export.
#[component]
pub(super) fn ExportBox(
    current: Memo<Option<Result<Score, String>>>,
    shown: Signal<Option<Score>>,
    format: RwSignal<Format>,
    message: RwSignal<String>,
) -> impl IntoView {
    let shell = use_shell();
    let session = shell.session;
    let area = NodeRef::<html::Textarea>::new();
    let export = Memo::new(move |_| {
        let f = format.get();
        session.with(|s| {
            let s = s.as_ref()?;
            Some(match f {
                Format::Pgn => current
                    .get()?
                    .map(|score| pgn::write(&score, Some(&played_at(s, shell.timeline.get_untracked()))))
                    .unwrap_or_else(|e| say_with(&m::NOT_REPLAYED, &[("why", &e)])),
                Format::Json => s.record.to_value().pretty(),
            })
        })
    });

    let file = move || match format.get_untracked() {
        Format::Pgn => ("fairclock-game.pgn", "application/x-chess-pgn"),
        Format::Json => ("fairclock-game.json", "application/json"),
    };
    let download = move |_| {
        let Some(text) = export.get_untracked() else { return };
        let (name, mime) = file();
        message.set(match files::download(name, mime, &text) {
            Ok(()) => say_with(&m::SAVED_FILE, &[("name", name)]),
            Err(e) => say_with(&m::DOWNLOAD_FAILED, &[("why", &e.to_string())]),
        });
    };
    // The result handed off where the phone can share a file (to the arbiter's mail, a chat, a
    // drive); elsewhere Download and Copy do it.
    let can_share = files::can_share_files();
    let share = move |_| {
        let Some(text) = export.get_untracked() else { return };
        let (name, mime) = file();
        let title = shown
            .with_untracked(|s| s.as_ref().and_then(|s| s.heading.players()))
            .unwrap_or_else(|| say(&m::SHARE_TITLE).into());
        files::share_file(name, mime, &text, &title, move |shared| {
            message.try_set(match shared {
                files::Shared::Shared => say_with(&m::SHARED, &[("name", name)]),
                files::Shared::Cancelled => say(&m::NOT_SHARED).into(),
                files::Shared::Failed(e) => say_with(&m::SHARE_FAILED, &[("why", &e.to_string())]),
            });
        });
    };
    let copy = move |_| {
        if let Some(a) = area.get_untracked() {
            message.set(say(if files::copy(&a) { &m::SCORE_COPIED } else { &m::SCORE_SELECTED }).into());
        }
    };
    view! {
            <div class="export" role="group" aria-label=say(&m::EXPORT)>
                <select aria-label=say(&m::EXPORT_FORMAT) on:change=move |ev| {
                    format.set(if event_target_value(&ev) == "json" { Format::Json } else { Format::Pgn });
                }>
                    <option value="pgn" selected=move || format.get() == Format::Pgn>"PGN"</option>
                    <option value="json" selected=move || format.get() == Format::Json>{say(&m::EXPORT_JSON)}</option>
                </select>
                {can_share.then(|| view! { <button class="control" on:click=share>{say(&m::SHARE)}</button> })}
                <button class="control" on:click=download>{say(&m::DOWNLOAD)}</button>
                <button class="control" on:click=copy>{say(&m::LINK_COPY)}</button>
            </div>
            <textarea class="export-text" readonly rows="8" aria-label=say(&m::EXPORT_TEXT) node_ref=area prop:value=move || export.get().unwrap_or_default()></textarea>
    }
}
