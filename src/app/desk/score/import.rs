//! Reviewing a game from elsewhere: a PGN or a record's JSON, pasted or opened from a file.

use crate::ground::messages as m;
use crate::ground::record::Record;
use crate::ground::words::{in_english, say, say_with};
use crate::platform::files;
use crate::replay::pgn::{self, ImportError};
use crate::replay::score::{Score, Scoring};
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use web_sys::HtmlInputElement;

/// A record's text this long or longer is replayed in slices, its progress said, with a Cancel.
const SLICED_FROM: usize = 256 * 1024;
/// Events replayed between two paints of a sliced import.
const EVENTS_PER_SLICE: usize = 4_000;

/// The import: a pasted text or a file, read as a PGN or a record and shown in `review`; a long
/// record replayed in slices, its progress said, with a Cancel. Folded away during a game
/// (`playing`). Why a text cannot be read is said in `message`.
#[component]
pub(super) fn ImportBox(
    playing: Memo<bool>,
    review: RwSignal<Option<Score>>,
    message: RwSignal<String>,
) -> impl IntoView {
    let pasted = RwSignal::new(String::new());
    // A record's JSON replays here in the players' language, as the sheet does; a PGN's comments
    // are shown as written. Why a text cannot be read is a technical detail, in English.
    let reading = RwSignal::new(None::<u32>);
    // Each import's number: a later one (or Cancel) leaves an earlier one's slices to nothing.
    let import_id = StoredValue::new(0u32);
    let done = move |imported: Result<Score, ImportError>| match imported {
        Ok(score) => {
            message.set(String::new());
            review.set(Some(score));
        }
        Err(e) => message.set(say_with(&m::CANNOT_REVIEW, &[("why", &in_english(|| e.to_string()))])),
    };
    let load = move |text: String| {
        import_id.update_value(|n| *n += 1);
        // Nothing pasted, or an empty file: said, and whatever is under review stays.
        if text.trim().is_empty() {
            reading.set(None);
            message.set(say(&m::IMPORT_EMPTY).to_owned());
            return;
        }
        let id = import_id.get_value();
        // A game ends where its rules end it, so a PGN is read at once; a long record (a game
        // played without moves knows no such end) is replayed in slices, said as it goes.
        if text.len() < SLICED_FROM || !text.trim_start().starts_with('{') {
            reading.set(None);
            done(pgn::import_any(&text));
            return;
        }
        reading.set(Some(0));
        leptos::task::spawn_local(async move {
            let current = move || import_id.try_get_value() == Some(id);
            if let Some(imported) = replay_in_slices(&text, current, reading).await {
                reading.set(None);
                done(imported);
            }
        });
    };
    let cancel_import = move |_| {
        import_id.update_value(|n| *n += 1);
        reading.set(None);
        message.set(say(&m::IMPORT_CANCELLED).to_owned());
    };
    let pick = move |ev: leptos::ev::Event| {
        let input: HtmlInputElement = event_target(&ev);
        files::read_picked(&input, move |text| match text {
            Ok(text) => load(text),
            Err(e) => message.set(say_with(&m::FILE_UNREADABLE, &[("why", &e.to_string())])),
        });
        input.set_value("");
    };
    view! {
        <details class="import" open=move || !playing.get()>
            <summary>{say(&m::IMPORT)}</summary>
            <textarea
                rows="4"
                aria-label=say(&m::IMPORT_AREA)
                placeholder=say(&m::IMPORT_PLACEHOLDER)
                prop:value=move || pasted.get()
                on:input=move |ev| pasted.set(event_target_value(&ev))
            ></textarea>
            <div class="import-actions">
                <button class="control" on:click=move |_| load(pasted.get_untracked())>{say(&m::IMPORT_REVIEW)}</button>
                <label class="control file">
                    {say(&m::OPEN_FILE)}
                    <input type="file" accept=".pgn,.json,.txt,application/json,application/x-chess-pgn" aria-label=say(&m::GAME_FILE) on:change=pick />
                </label>
            </div>
        </details>
        {move || reading.get().map(|percent| view! {
            <p class="import-progress" role="status">
                {say_with(&m::IMPORT_READING, &[("percent", &percent.to_string())])}
                <button class="control" on:click=cancel_import>{say(&m::IMPORT_CANCEL)}</button>
            </p>
        })}
    }
}

/// Replays a record's text a slice of events at a time, its progress (in percent) set in
/// `reading` between paints. `None`: a later import, or Cancel, took its place (`current` is
/// false).
async fn replay_in_slices(
    text: &str,
    current: impl Fn() -> bool,
    reading: RwSignal<Option<u32>>,
) -> Option<Result<Score, ImportError>> {
    // The progress line is painted before the reading starts.
    TimeoutFuture::new(0).await;
    let record = match Record::from_json(text) {
        Ok(record) => record,
        Err(e) => return current().then_some(Err(ImportError::Record(e))),
    };
    let mut scoring = match Scoring::new(&record) {
        Ok(scoring) => scoring,
        Err(e) => return current().then_some(Err(ImportError::Record(e))),
    };
    loop {
        if !current() {
            return None;
        }
        match scoring.advance(EVENTS_PER_SLICE) {
            Ok(true) => {
                let (read, all) = scoring.progress();
                reading.set(Some(u32::try_from(read * 100 / all.max(1)).unwrap_or(100)));
                TimeoutFuture::new(0).await;
            }
            Ok(false) => return Some(Ok(scoring.finish())),
            Err(e) => return Some(Err(ImportError::Record(e))),
        }
    }
}
