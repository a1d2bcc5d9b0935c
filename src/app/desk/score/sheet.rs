//! What the score panel shows of a game: its lines, the chart of both clocks, and the board of a
//! game stepped through.

use crate::app::desk::move_entry::square_label;
use crate::app::pieces::glyph;
use crate::ground::messages as m;
use crate::ground::words::{count, say, say_with};
use crate::replay::score::clock_text;
use crate::replay::score::{Line, Score};
use crate::screens::move_entry;
use crate::screens::review::Review;
use crate::screens::time_chart::{self, TimeChart};
use leptos::prelude::*;
use shakmaty::Color;

/// The most lines of a sheet shown at once: its first and last halves.
const SHOWN_AT_ONCE: usize = 1_000;

#[component]
pub(super) fn ScoreLines(score: Signal<Option<Score>>) -> impl IntoView {
    // A finished game's last line says how it ended; one going on says so at the top.
    let result = move || score.with(|s| s.as_ref().filter(|s| s.end.is_none()).map(|_| say(&m::SCORE_GOES_ON)));
    // A very long sheet shows its beginning and its end, and the rest on request: a hundred
    // thousand lines would hold the page for seconds.
    let all = RwSignal::new(false);
    let line = |l: &Line| {
        let class = match l {
            Line::Move { .. } => "move",
            Line::PressWithoutMove { .. } => "move press",
            Line::End(_) => "end",
            _ => "event",
        };
        // Each line's own direction: a move reads left to right in any language, an event as
        // its language reads.
        view! { <li class=class dir="auto">{l.text()}</li> }
    };
    view! {
        <p class="score-result">{result}</p>
        // It scrolls when the game is long: focusable, so a keyboard can scroll it.
        <ol class="score-lines" aria-label=say(&m::FACE_SCORE) tabindex="0">
            {move || {
                score.with(|s| {
                    s.as_ref().map(|s| {
                        let lines = &s.lines;
                        if all.get() || lines.len() <= SHOWN_AT_ONCE {
                            return lines.iter().map(line).collect_view().into_any();
                        }
                        let (head, tail) = (&lines[..SHOWN_AT_ONCE / 2], &lines[lines.len() - SHOWN_AT_ONCE / 2..]);
                        let between = u64::try_from(lines.len() - SHOWN_AT_ONCE).unwrap_or(u64::MAX);
                        view! {
                            {head.iter().map(line).collect_view()}
                            <li class="more">
                                <button class="control" on:click=move |_| all.set(true)>{count(&m::SCORE_SHOW_ALL, between)}</button>
                            </li>
                            {tail.iter().map(line).collect_view()}
                        }
                        .into_any()
                    })
                })
            }}
        </ol>
    }
}

/// Both clocks over the moves and the time each move used, the flags, claims, penalties and pauses
/// marked (`screens::time_chart`); in words too, for a screen reader.
#[component]
pub(super) fn TimeChartView(
    score: Signal<Option<Score>>,
    #[prop(into)] cursor: Signal<Option<usize>>,
) -> impl IntoView {
    let chart = Memo::new(move |_| score.with(|s| s.as_ref().and_then(TimeChart::of)));
    move || {
        chart.get().map(|c| {
            // The review's half-move, as a line across the chart.
            let at = {
                let c = c.clone();
                move || cursor.get().map(|ply| format!("{:.1}", c.x(ply)))
            };
            let cursor_line = move || {
                at().map(|x| view! { <line class="cursor" x1=x.clone() x2=x y1="0" y2=time_chart::HEIGHT.to_string() /> })
            };
            let view_box = format!("0 0 {} {}", time_chart::WIDTH, time_chart::HEIGHT);
            let bars = c
                .bars()
                .into_iter()
                .map(|(x, y, w, h, side)| {
                    let class = if side == Color::White { "bar bar-white" } else { "bar bar-black" };
                    view! { <rect class=class x=format!("{x:.1}") y=format!("{y:.1}") width=format!("{w:.1}") height=format!("{h:.1}") /> }
                })
                .collect_view();
            let marks = c
                .marks
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    let x = format!("{:.1}", c.mark_x(i));
                    view! {
                        <line class=format!("mark {}", m.kind.class()) x1=x.clone() x2=x y1="0" y2=time_chart::HEIGHT.to_string()>
                            <title>{m.label.clone()}</title>
                        </line>
                    }
                })
                .collect_view();
            view! {
                <figure class="time-chart">
                    <svg viewBox=view_box role="img" aria-label=c.summary() preserveAspectRatio="none">
                        {bars}
                        <polyline class="left left-white" points=c.line(Color::White) />
                        <polyline class="left left-black" points=c.line(Color::Black) />
                        {marks}
                        {cursor_line}
                    </svg>
                    <figcaption>
                        <span class="key key-white">{say(&m::FACE_WHITE)}</span>
                        <span class="key key-black">{say(&m::FACE_BLACK)}</span>
                        {format!(" {} ", say(&m::CHART_LEGEND))}
                        <span class="key key-flag">{say(&m::CHART_FLAG)}</span>
                        <span class="key key-claim">{say(&m::CHART_CLAIM)}</span>
                        <span class="key key-penalty">{say(&m::CHART_PENALTY)}</span>
                        <span class="key key-pause">{say(&m::CHART_PAUSE)}</span>
                    </figcaption>
                </figure>
            }
        })
    }
}

/// The board of a reviewed or finished game, stepped through move by move: the position and both
/// clocks as they were (`screens::review`), with a scrubber and buttons; `step` is the half-move
/// shown, which the chart marks too.
#[component]
pub(super) fn ReviewBoard(review: Memo<Option<Review>>, step: RwSignal<usize>) -> impl IntoView {
    let shown = Memo::new(move |_| review.with(|r| r.as_ref().map(|r| r.steps[step.get().min(r.last())].clone())));
    let last = move || review.with(|r| r.as_ref().map_or(0, Review::last));
    let go = move |to: usize| step.set(to.min(last()));
    let caption = move || {
        shown.with(|s| {
            let s = s.as_ref()?;
            let at = match &s.san {
                Some((n, side, san)) => {
                    let played = format!("{n}{} {san}", if *side == Color::White { "." } else { "…" });
                    say_with(&m::REVIEW_AFTER, &[("move", &played)])
                }
                None => say(&m::REVIEW_AT_START).to_owned(),
            };
            let clock = |i: usize| s.clocks[i].map_or("–".to_owned(), clock_text);
            Some(say_with(&m::REVIEW_CAPTION, &[("at", &at), ("white", &clock(0)), ("black", &clock(1))]))
        })
    };
    let squares = move_entry::squares(Color::White)
        .into_iter()
        .map(|square| {
            let piece =
                Memo::new(move |_| shown.with(|s| s.as_ref().and_then(|s| move_entry::piece_at(&s.position, square))));
            let light = (u32::from(square.file()) + u32::from(square.rank())) % 2 == 1;
            let moved = move || {
                shown.with(|s| s.as_ref().and_then(|s| s.moved).is_some_and(|(a, b)| a == square || b == square))
            };
            view! {
                <div
                    class="square"
                    class:light=light
                    class:dark=!light
                    class:moved=moved
                    class:white-piece=move || piece.get().is_some_and(|p| p.color == Color::White)
                    class:black-piece=move || piece.get().is_some_and(|p| p.color == Color::Black)
                    role="img"
                    aria-label=move || square_label(square, piece.get())
                >
                    {move || piece.get().map(|p| glyph(p.role))}
                </div>
            }
        })
        .collect_view();
    view! {
        <section class="review-board" aria-label=say(&m::REVIEW_BOARD)>
            // Right under the chart and as wide: it runs along the chart's half-moves.
            <input
                type="range"
                class="scrubber"
                min="0"
                max=move || last().to_string()
                prop:value=move || step.get().to_string()
                aria-label=say(&m::REVIEW_HALF_MOVE)
                on:input=move |ev| go(event_target_value(&ev).parse().unwrap_or(0))
            />
            <p class="review-at" aria-live="polite">{caption}</p>
            <div class="board" role="group" aria-label=say(&m::REVIEW_POSITION)>{squares}</div>
            <div class="review-steps" role="group" aria-label=say(&m::REVIEW_STEPS)>
                <button class="control" aria-label=say(&m::REVIEW_FIRST) on:click=move |_| go(0)>"«"</button>
                <button class="control" aria-label=say(&m::REVIEW_BACK) on:click=move |_| go(step.get_untracked().saturating_sub(1))>"◀"</button>
                <button class="control" aria-label=say(&m::REVIEW_FORWARD) on:click=move |_| go(step.get_untracked() + 1)>"▶"</button>
                <button class="control" aria-label=say(&m::REVIEW_LAST) on:click=move |_| go(usize::MAX)>"»"</button>
            </div>
        </section>
    }
}
