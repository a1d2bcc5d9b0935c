//! The score sheet: the game's history line by line, its export (PGN or the record's JSON: to
//! download, copy, or read in the text box), and the review of an imported game. A review is
//! read-only and never touches the game in progress. Everything shown is text: imported
//! comments and tags are data, never markup.

mod export;
mod import;
mod sheet;

use crate::app::modal::Modal;
use crate::app::shell::use_shell;
use crate::ground::messages as m;
use crate::ground::words::{in_english, say};
use crate::replay::score::Score;
use crate::screens::review::Review;
use export::{ExportBox, Format};
use import::ImportBox;
use leptos::prelude::*;
use sheet::{ReviewBoard, ScoreLines, TimeChartView};

/// The panel. `open` closes it; with no game in progress it only reviews.
#[component]
pub fn ScorePanel(open: RwSignal<bool>) -> impl IntoView {
    let shell = use_shell();
    let session = shell.session;
    let review = RwSignal::new(None::<Score>);
    let message = RwSignal::new(String::new());
    let format = RwSignal::new(Format::Pgn);

    let current = Memo::new(move |_| {
        // In the players' language, the verdicts' explanations with it (the PGN export words the
        // same lines in English); why a record does not replay is a technical detail, in English.
        session.with(|s| s.as_ref().map(|s| Score::from_record(&s.record).map_err(|e| in_english(|| e.to_string()))))
    });
    let playing = Memo::new(move |_| current.with(Option::is_some));
    let reviewing = Memo::new(move |_| review.with(Option::is_some));
    let shown = Signal::derive(move || match review.get() {
        Some(r) => Some(r),
        None => current.get().and_then(Result::ok),
    });
    // A reviewed or finished game can be stepped through on a board, from its final position.
    let steps = Memo::new(move |_| shown.with(|s| s.as_ref().and_then(Review::of)));
    let step = RwSignal::new(usize::MAX);
    Effect::new(move |_| {
        steps.track();
        step.set(usize::MAX);
    });
    let stepping = Memo::new(move |_| {
        (reviewing.get() || shown.with(|s| s.as_ref().is_some_and(|s| s.end.is_some()))) && steps.with(Option::is_some)
    });
    // Steps and the chart's half-moves count alike (the board stops where a press recorded no move).
    let cursor = Signal::derive(move || {
        if !stepping.get() {
            return None;
        }
        steps.with(|r| r.as_ref().map(|r| step.get().min(r.last())))
    });
    view! {
        <Modal class="panel score-panel" label=say(&m::FACE_SCORE) on_close=Callback::new(move |()| open.set(false))>
            <h2>{move || say(if reviewing.get() { &m::REVIEW_READ_ONLY } else { &m::FACE_SCORE })}</h2>
            // Who played, where and when, and what an import left out: said, not dropped unsaid.
            {move || shown.with(|s| s.as_ref().and_then(|s| s.heading.players())).map(|p| view! { <p class="score-players">{p}</p> })}
            {move || shown.with(|s| s.as_ref().and_then(|s| s.heading.occasion())).map(|o| view! { <p class="score-occasion">{o}</p> })}
            {move || shown.with(|s| s.as_ref().and_then(|s| s.left_out.sentence())).map(|n| view! { <p class="score-left-out">{n}</p> })}
            {move || current.get().and_then(Result::err).map(|e| view! { <p class="message">{e}</p> })}
            <TimeChartView score=shown cursor=cursor />
            {move || stepping.get().then(|| view! { <ReviewBoard review=steps step /> })}
            <ScoreLines score=shown />
            <Show when=move || playing.get() && !reviewing.get()>
                <ExportBox current shown format message />
            </Show>
            <ImportBox playing review message />
            <p class="message" role="alert">{move || message.get()}</p>
            <div class="score-actions">
                <Show when=move || reviewing.get()>
                    <button class="control" on:click=move |_| review.set(None)>
                        {move || say(if playing.get() { &m::BACK_TO_GAME } else { &m::CLOSE_REVIEW })}
                    </button>
                </Show>
                <button class="control close" on:click=move |_| open.set(false)>{say(&m::CLOSE)}</button>
            </div>
        </Modal>
    }
}
