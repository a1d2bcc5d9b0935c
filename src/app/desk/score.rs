//! The score sheet: the game's history line by line, its export (PGN or the record's JSON: to
//! download, copy, or read in the text box), and the review of an imported game. A review is
//! read-only and never touches the game in progress. Everything shown is text: imported
//! comments and tags are data, never markup.

use crate::app::desk::board::{glyph, square_label};
use crate::app::modal::Modal;
use crate::app::shell::use_shell;
use crate::ground::messages as m;
use crate::ground::words::{count, in_english, say, say_with};
use crate::platform::{files, time};
use crate::replay::pgn;
use crate::replay::score::clock_text;
use crate::replay::score::{Line, Score};
use crate::screens::move_entry;
use crate::screens::review::Review;
use crate::screens::time_chart::{self, TimeChart};
use crate::session::Session;
use crate::session::timeline::Timeline;
use leptos::html;
use leptos::prelude::*;
use shakmaty::Color;
use web_sys::HtmlInputElement;

/// When the game began, for the PGN's `Date`, `UTCDate` and `UTCTime`: its first event's instant on
/// the wall clock, as the time line maps it now.
fn played_at(session: &Session, timeline: Timeline) -> pgn::Dates {
    let first = session.record.events.first().map_or(0.0, |e| e.t);
    let wall = time::wall_ms() - (timeline.record_ms(time::now_ms()) - first);
    pgn::Dates::at(wall, time::utc_minus_local_min(wall))
}

/// The most lines of a sheet shown at once: its first and last halves.
const SHOWN_AT_ONCE: usize = 1_000;

/// A record's text this long or longer is replayed in slices, its progress said, with a Cancel.
const SLICED_FROM: usize = 256 * 1024;
/// Events replayed between two paints of a sliced import.
const EVENTS_PER_SLICE: usize = 4_000;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Format {
    Pgn,
    Json,
}

#[component]
fn ScoreLines(score: Signal<Option<Score>>) -> impl IntoView {
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
fn TimeChartView(score: Signal<Option<Score>>, #[prop(into)] cursor: Signal<Option<usize>>) -> impl IntoView {
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
fn ReviewBoard(review: Memo<Option<Review>>, step: RwSignal<usize>) -> impl IntoView {
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

/// The panel. `open` closes it; with no game in progress it only reviews.
#[component]
pub fn ScorePanel(open: RwSignal<bool>) -> impl IntoView {
    let shell = use_shell();
    let session = shell.session;
    let review = RwSignal::new(None::<Score>);
    let message = RwSignal::new(String::new());
    let format = RwSignal::new(Format::Pgn);
    let pasted = RwSignal::new(String::new());
    let area = NodeRef::<html::Textarea>::new();

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
    // A record's JSON replays here in the players' language, as the sheet does; a PGN's comments
    // are shown as written. Why a text cannot be read is a technical detail, in English.
    let reading = RwSignal::new(None::<u32>);
    // Each import's number: a later one (or Cancel) leaves an earlier one's slices to nothing.
    let import_id = StoredValue::new(0u32);
    let done = move |imported: Result<Score, pgn::ImportError>| match imported {
        Ok(score) => {
            message.set(String::new());
            review.set(Some(score));
        }
        Err(e) => message.set(say_with(&m::CANNOT_REVIEW, &[("why", &in_english(|| e.to_string()))])),
    };
    let load = move |text: String| {
        import_id.update_value(|n| *n += 1);
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
            // The progress line is painted before the reading starts.
            gloo_timers::future::TimeoutFuture::new(0).await;
            let record = match crate::ground::record::Record::from_json(&text) {
                Ok(record) => record,
                Err(e) => {
                    if current() {
                        reading.set(None);
                        done(Err(pgn::ImportError::Record(e)));
                    }
                    return;
                }
            };
            let mut scoring = match crate::replay::score::Scoring::new(&record) {
                Ok(scoring) => scoring,
                Err(e) => {
                    if current() {
                        reading.set(None);
                        done(Err(pgn::ImportError::Record(e)));
                    }
                    return;
                }
            };
            loop {
                if !current() {
                    return;
                }
                match scoring.advance(EVENTS_PER_SLICE) {
                    Ok(true) => {
                        let (read, all) = scoring.progress();
                        reading.set(Some(u32::try_from(read * 100 / all.max(1)).unwrap_or(100)));
                        gloo_timers::future::TimeoutFuture::new(0).await;
                    }
                    Ok(false) => break,
                    Err(e) => {
                        reading.set(None);
                        done(Err(pgn::ImportError::Record(e)));
                        return;
                    }
                }
            }
            reading.set(None);
            done(Ok(scoring.finish()));
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
            </Show>
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
