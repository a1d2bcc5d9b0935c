//! The clock face: two halves, each one big press target; the far half turned to its player.

use crate::clock::{Phase, side_name};
use crate::display::{DisplayFormat, format_time};
use crate::micros::Micros;
use crate::record::EventKind;
use crate::session::Session;
use crate::platform::frames::FrameScheduler;
use crate::platform::time::now_ms;
use leptos::ev;
use leptos::prelude::*;
use shakmaty::Color;

/// A tap or key on `side`'s half at `t`: before the start, the waiting side starts the other's
/// clock, as on a physical clock; then only the running side's press counts.
fn tap(session: RwSignal<Option<Session>>, side: Color, t: f64) {
    session.update(|s| {
        let Some(s) = s else { return };
        if s.game.clock.phase == Phase::NotStarted {
            if side != s.game.clock.turn {
                let _ = s.push_kind(t, EventKind::Start);
            }
        } else {
            s.press(side, t);
        }
    });
}

#[component]
pub fn ClockFace(session: RwSignal<Option<Session>>) -> impl IntoView {
    let format = DisplayFormat::default();
    let now = RwSignal::new(now_ms());
    let frames = FrameScheduler::default();

    // The ticker: one frame when the next digit is due, none while nothing runs.
    Effect::new(move |_| {
        let t = now.get();
        match session.with(|s| s.as_ref().and_then(|s| s.next_change_ms(t, format))) {
            Some(wait) => frames.schedule(wait, move |t| now.set(t)),
            None => frames.cancel(),
        }
    });

    // Desktop: Space presses for the side whose clock runs (or starts the game).
    let keys = window_event_listener(ev::keydown, move |e| {
        if e.code() == "Space" && !e.repeat() {
            e.prevent_default();
            let side = session.with_untracked(|s| {
                s.as_ref().map(|s| match s.game.clock.phase {
                    Phase::NotStarted => !s.game.clock.turn,
                    _ => s.game.clock.turn,
                })
            });
            if let Some(side) = side {
                tap(session, side, e.time_stamp());
                now.set(now_ms());
            }
        }
    });
    on_cleanup(move || keys.remove());

    let paused = Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(|s| s.game.clock.phase == Phase::Paused)));
    let started = Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(|s| s.game.clock.phase != Phase::NotStarted)));
    let over = Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(|s| s.game.is_over())));
    let status = Memo::new(move |_| {
        let t = now.get();
        session.with(|s| s.as_ref().map(|s| status_line(s, t)).unwrap_or_default())
    });

    let toggle_pause = move |_| {
        let t = now_ms();
        session.update(|s| {
            if let Some(s) = s {
                let t = s.not_before_last(t);
                let kind = if s.game.clock.phase == Phase::Paused { EventKind::Resume } else { EventKind::Pause };
                let _ = s.push_kind(t, kind);
            }
        });
        now.set(now_ms());
    };

    view! {
        <section class="face" aria-label="Clock">
            <ClockHalf session now side=Color::Black far=true format />
            <nav class="controls" aria-label="Clock controls">
                <button
                    class="control"
                    disabled=move || !started.get() || over.get()
                    on:click=toggle_pause
                >
                    {move || if paused.get() { "Resume" } else { "Pause" }}
                </button>
                <p class="status" aria-live="assertive">{move || status.get()}</p>
                <button class="control" on:click=move |_| session.set(None)>"New game"</button>
            </nav>
            <ClockHalf session now side=Color::White far=false format />
        </section>
    }
}

/// The line between the halves: whose turn, a flag, or the result.
fn status_line(s: &Session, t_ms: f64) -> String {
    let game = &s.game;
    if let Some(end) = &game.ending {
        return format!("{} — {} ({})", end.result.pgn(), end.termination.id().replace('_', " "), end.rule);
    }
    let t = Micros::from_ms(t_ms).unwrap_or_default().max(game.last_t.unwrap_or_default());
    let mut clock = game.clock.clone();
    clock.advance(t);
    if let Some(first) = clock.flags.first() {
        let ago = (t - first.fell_at).as_ms() / 1000.0;
        return format!("{}'s flag fell {:.0} s ago", side_name(first.side), ago.floor());
    }
    match game.clock.phase {
        Phase::NotStarted => format!("{} to move: {} taps to start", side_name(game.clock.turn), side_name(!game.clock.turn)),
        Phase::Paused => "Paused".to_owned(),
        Phase::Running { .. } => String::new(),
    }
}

#[component]
fn ClockHalf(
    session: RwSignal<Option<Session>>,
    now: RwSignal<f64>,
    side: Color,
    far: bool,
    format: DisplayFormat,
) -> impl IntoView {
    let reading = move || {
        let t = now.get();
        session.with(|s| s.as_ref().map(|s| s.remaining_at(t)[side]).unwrap_or_default())
    };
    // Memos: the DOM is written only when the shown text or a state changes.
    let text = Memo::new(move |_| format_time(reading(), format));
    let low = Memo::new(move |_| reading() < format.tenths_below);
    let running = Memo::new(move |_| {
        session.with(|s| {
            s.as_ref().is_some_and(|s| s.game.clock.is_running() && s.game.clock.turn == side && !s.game.is_over())
        })
    });
    let fallen = Memo::new(move |_| reading() == Micros::ZERO);
    let moves = Memo::new(move |_| session.with(|s| s.as_ref().map_or(0, |s| s.game.clock.sides[side].moves)));
    let period = Memo::new(move |_| session.with(|s| s.as_ref().map_or(1, |s| s.game.clock.sides[side].period_number())));
    let name = side_name(side);

    view! {
        <button
            class=if side == Color::White { "half white" } else { "half black" }
            class:far=far
            class:running=move || running.get()
            class:low=move || low.get()
            class:fallen=move || fallen.get()
            aria-label=format!("{name} clock")
            on:pointerdown=move |e| {
                e.prevent_default();
                tap(session, side, e.time_stamp());
                now.set(now_ms());
            }
        >
            <span class="time" role="timer" aria-label=format!("{name} time")>{move || text.get()}</span>
            <span class="info">
                <span class="moves">{move || format!("moves {}", moves.get())}</span>
                <span class="period">{move || format!("period {}", period.get())}</span>
                <span class="flag" aria-hidden="true">{move || if fallen.get() { "flag" } else { "" }}</span>
            </span>
        </button>
    }
}
