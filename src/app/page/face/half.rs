//! One player's half of the face: the time, its state, and the cues as it runs low and falls.

use super::Face;
use crate::app::half::{HalfName, HalfTime};
use crate::app::shell::use_shell;
use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::words::say;
use crate::platform::audio::Cue;
use crate::platform::gestures::pointer_id;
use crate::platform::speech;
use crate::screens::announcements;
use crate::screens::readout::{HalfReading, adjusted, battery_warning};
use leptos::prelude::*;
use shakmaty::Color;

/// One player's half: one big press target showing that player's clock, turned to them.
#[component]
pub(super) fn ClockHalf(side: Color, far: Signal<bool>, covered: Signal<bool>) -> impl IntoView {
    let shell = use_shell();
    let face = expect_context::<Face>();
    let now = face.now;
    let session = shell.session;
    let format = Memo::new(move |_| shell.settings.with(|s| s.display_format()));
    // Worked out once per frame by the pure core, then read by the text, the states and the
    // announcements; each piece a memo, so the DOM is written only when what it shows changes.
    let reading = Memo::new(move |_| {
        let (t, f) = (now.get(), format.get());
        session.with(|s| s.as_ref().map(|s| HalfReading::of(s, side, t, f)))
    });
    let part = move |f: fn(&HalfReading) -> bool| Memo::new(move |_| reading.with(|r| r.as_ref().is_some_and(f)));
    let remaining = Memo::new(move |_| reading.with(|r| r.as_ref().map_or(Micros::ZERO, |r| r.time)));
    let text = Memo::new(move |_| reading.with(|r| r.as_ref().map(|r| r.text.clone()).unwrap_or_default()));
    let low = part(|r| r.low);
    let running = part(|r| r.running);
    let fallen = part(|r| r.fallen);
    let result = Memo::new(move |_| reading.with(|r| r.as_ref().and_then(|r| r.result.clone())));
    let flag = Memo::new(move |_| reading.with(|r| r.as_ref().and_then(|r| r.flag.clone())));
    let words = move |f: fn(&HalfReading) -> &String| {
        Memo::new(move |_| reading.with(|r| r.as_ref().map(|r| f(r).clone()).unwrap_or_default()))
    };
    let moves = words(|r| &r.moves);
    let period = words(|r| &r.period);
    let delay = words(|r| &r.delay);
    let passed = words(|r| &r.passed);
    let opponent = words(|r| &r.opponent);
    let player = Memo::new(move |_| reading.with(|r| r.as_ref().and_then(|r| r.player.clone())));
    let adjusted_here = Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(|s| adjusted(&s.record, side))));
    let battery = face.battery;

    let warned = low_time_mark(face, side, remaining);
    // Seen, whatever sound or vibration the players chose: from the players' mark on, until the
    // flag falls or the game ends.
    let marked = Memo::new(move |_| warned.get() && !fallen.get() && result.with(Option::is_none));
    use_half_cues(face, side, Cues { running, fallen, flag, warned, remaining });

    view! {
        <button
            class=if side == Color::White { "half white" } else { "half black" }
            class:far=move || far.get()
            class:covered=move || covered.get()
            class:running=move || running.get()
            class:low=move || low.get()
            class:warned=move || marked.get()
            class:fallen=move || fallen.get()
            on:pointerdown=move |e| {
                e.prevent_default();
                let t = shell.record_ms(e.time_stamp());
                if face.fingers.try_update_value(|f| f.land(pointer_id(&e), t)).unwrap_or(true) {
                    face.tap(side, t);
                }
            }
            on:pointerup=move |e| face.fingers.update_value(|f| f.lift(pointer_id(&e)))
            on:pointercancel=move |e| face.fingers.update_value(|f| f.lift(pointer_id(&e)))
        >
            // The button is named by what it shows ("White clock running 2:59 moves 0"), so a
            // screen reader hears the time, the state, the moves and a flag, and the visible
            // label is part of the name (WCAG 2.5.3).
            <HalfName side running />
            <span class="player" class:hidden=move || player.with(Option::is_none)>{move || player.get()}</span>
            // An arbiter changed this clock: said on it for the rest of the game.
            <span class="adjusted" class:hidden=move || !adjusted_here.get()>{say(&m::FACE_ADJUSTED)}</span>
            <span class="warned-mark" class:hidden=move || !marked.get()>{say(&m::FACE_LOW_TIME)}</span>
            <HalfTime text moves period delay />
            <span class="passed" class:hidden=move || passed.with(String::is_empty)>{move || passed.get()}</span>
            // The opponent's time, small and turned with this half, so each player reads both.
            // Hidden from screen readers: the other half's button already says it.
            <span class="opponent" aria-hidden="true">{move || opponent.get()}</span>
            <span class="battery" role="status">{move || battery_warning(battery.get())}</span>
            <span class="flag">{move || flag.get().map(|f| format!("⚑ {f}"))}</span>
            <span class="result-line" class:hidden=move || result.with(Option::is_none)>{move || result.get()}</span>
        </button>
    }
}

/// What a half's cues follow: its reading's parts.
struct Cues {
    running: Memo<bool>,
    fallen: Memo<bool>,
    flag: Memo<Option<String>>,
    /// Below the players' low-time mark.
    warned: Memo<bool>,
    remaining: Memo<Micros>,
}

/// Whether `side`'s clock is below the low-time mark the players set (a share of the time it
/// started with, or as the digits turn to tenths). Never on a count-up clock, which is never low.
fn low_time_mark(face: Face, side: Color, remaining: Memo<Micros>) -> Memo<bool> {
    let shell = face.shell;
    let session = shell.session;
    let start = Memo::new(move |_| {
        session.with(|s| {
            let control = s.as_ref()?.game.clock.side(side).control();
            (!control.counts_up()).then(|| control.initial())
        })
    });
    // A clock that starts below the mark (`0+5`, `10s`) is not warned about from its first second:
    // only one that crosses it.
    Memo::new(move |_| {
        let (warning, tenths) = shell.settings.with(|s| (s.low_warning, s.display_format().tenths_below));
        start
            .get()
            .is_some_and(|start| !warning.due(start, start, tenths) && warning.due(remaining.get(), start, tenths))
    })
}

/// Cues, when the players asked for sound or vibration: once as the running clock turns low (at
/// the mark they set), once as the flag falls; and, with speech, the flag and the marks the
/// running clock passes.
fn use_half_cues(face: Face, side: Color, cues: Cues) {
    let Cues { running, fallen, flag, warned, remaining } = cues;
    let shell = face.shell;
    let session = shell.session;
    // A window that only shows another's game stays quiet: the owner's sounds and speaks.
    let owns = move || shell.owner.get_untracked() != Some(false);
    let speaks = move || owns() && shell.settings.with_untracked(|s| s.speech);
    Effect::new(move |was: Option<bool>| {
        let is = running.get() && warned.get() && !fallen.get();
        if is && was == Some(false) {
            face.cue(Cue::LowTime);
        }
        is
    });
    Effect::new(move |was: Option<bool>| {
        let is = flag.with(Option::is_some);
        if is && was == Some(false) {
            face.cue(Cue::Flag);
        }
        // A flag that ends the game is said with the verdict; one the players must claim, here.
        let over = session.with_untracked(|s| s.as_ref().is_some_and(|s| s.game.is_over()));
        if is && was == Some(false) && speaks() && !over {
            speech::say(|| announcements::flag(side));
        }
        is
    });
    // Announcements, when the players asked for them: the running clock passing the chosen marks.
    Effect::new(move |was: Option<Micros>| {
        let is = remaining.get();
        if let Some(was) = was
            && running.get_untracked()
            && speaks()
            && let Some(mark) = announcements::crossed(shell.settings.with_untracked(|s| s.speech_marks), was, is)
        {
            speech::say(|| announcements::mark(side, mark));
        }
        is
    });
}
