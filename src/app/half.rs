//! What a half of a face shows alike on the clock's face and on the first face (the page's, until
//! the clock arrives): the side's name with its state, the time, and what is under it.

use crate::ground::messages as m;
use crate::ground::vocabulary::side_said;
use crate::ground::words::say;
use leptos::prelude::*;
use shakmaty::Color;

/// The side's name, "clock" for screen readers, and "running" beside it while it runs (said in
/// words, not by colour alone).
#[component]
pub fn HalfName(side: Color, running: Memo<bool>) -> impl IntoView {
    view! {
        <span class="name">
            {side_said(side)}
            <span class="sr">{say(&m::FACE_CLOCK_SUFFIX)}</span>
            <span class="state">{move || if running.get() { say(&m::FACE_RUNNING) } else { "" }}</span>
        </span>
    }
}

/// The time (`text`), and under it the moves, the period and a delay still to run.
#[component]
pub fn HalfTime(text: Memo<String>, moves: Memo<String>, period: Memo<String>, delay: Memo<String>) -> impl IntoView {
    view! {
        <span class="time" class:long=move || text.with(|t| t.len() > 5)>{move || text.get()}</span>
        <span class="info">
            <span class="moves">{move || moves.get()}</span>
            <span class="period">{move || period.get()}</span>
            <span class="delay">{move || delay.get()}</span>
        </span>
    }
}
