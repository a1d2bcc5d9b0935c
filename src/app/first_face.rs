//! The first face on the page a player opens (`screens::first_face`): a preset's clock, run from
//! Start while the rest of the clock is on its way, which then takes over with the taps it
//! counted. It looks as the clock's face does (the same halves, the base of their look in
//! style/setup.css) and says in its strip what is not here yet.

use crate::app::half::{HalfName, HalfTime};
use crate::ground::messages as m;
use crate::ground::words::{say, say_with};
use crate::platform::frames::FrameScheduler;
use crate::platform::gestures::pointer_id;
use crate::platform::keys::use_face_keys;
use crate::platform::time;
use crate::screens::fingers::{Fingers, key_side};
use crate::screens::first_face::FirstFace;
use crate::screens::readout::HalfReading;
use crate::session::display::DisplayFormat;
use crate::session::settings::Settings;
use leptos::prelude::*;
use shakmaty::Color;

/// The first face (`face`, until the clock takes over), on a time line `offset_ms` from the
/// page's, laid out and drawn as the players' `settings` say (Black may swap the sides before
/// the start, as on the clock's face); `trouble` is why the clock has not arrived yet, when it
/// could not be fetched (tried again meanwhile).
#[component]
pub fn FirstFaceView(
    face: RwSignal<Option<FirstFace>>,
    offset_ms: f64,
    settings: RwSignal<Settings>,
    trouble: Signal<Option<String>>,
) -> impl IntoView {
    let far = Memo::new(move |_| settings.with(Settings::far_side));
    let format = settings.with_untracked(Settings::display_format);
    // The instant the face shows, on its time line: `performance.now()` (a new game's record time
    // line) plus the offset of a face reopened after a reload.
    let at = move |perf: f64| perf + offset_ms;
    let now = RwSignal::new(at(time::now_ms()));
    let fingers = StoredValue::new(Fingers::default());
    use_ticker(face, now, format, offset_ms);
    let tap = move |side: Color, t: f64| {
        if face.try_update(|g| g.as_mut().is_some_and(|g| g.tap(side, t))).unwrap_or(false) {
            now.set(at(time::now_ms()));
        }
    };
    use_face_keys(move |key| {
        let chosen = settings.with_untracked(|s| s.keys);
        let side = key_side(&key.code, far.get_untracked(), &chosen, || {
            face.with_untracked(|g| g.as_ref().map(FirstFace::shared_key_side))
        });
        if let Some(side) = side {
            tap(side, at(key.time_stamp));
        }
        side.is_some()
    });
    let half = move |side: Color| {
        let reading = Memo::new(move |_| {
            let t = now.get();
            face.with(|g| g.as_ref().map(|g| g.half(side, t, format)))
        });
        let part = move |f: fn(&HalfReading) -> bool| Memo::new(move |_| reading.with(|r| r.as_ref().is_some_and(f)));
        let words = move |f: fn(&HalfReading) -> &String| {
            Memo::new(move |_| reading.with(|r| r.as_ref().map(|r| f(r).clone()).unwrap_or_default()))
        };
        let (running, low, fallen) = (part(|r| r.running), part(|r| r.low), part(|r| r.fallen));
        let (text, moves, period, delay, opponent) = (
            words(|r| &r.text),
            words(|r| &r.moves),
            words(|r| &r.period),
            words(|r| &r.delay),
            words(|r| &r.opponent),
        );
        view! {
            <button
                class=if side == Color::White { "half white" } else { "half black" }
                class:far=move || far.get() == side
                class:running=move || running.get()
                class:low=move || low.get()
                class:fallen=move || fallen.get()
                on:pointerdown=move |e| {
                    e.prevent_default();
                    let t = at(e.time_stamp());
                    if fingers.try_update_value(|f| f.land(pointer_id(&e), t)).unwrap_or(true) {
                        tap(side, t);
                    }
                }
                on:pointerup=move |e| fingers.update_value(|f| f.lift(pointer_id(&e)))
                on:pointercancel=move |e| fingers.update_value(|f| f.lift(pointer_id(&e)))
            >
                <HalfName side running />
                <HalfTime text moves period delay />
                <span class="opponent" aria-hidden="true">{move || opponent.get()}</span>
                <span class="flag">{move || fallen.get().then(|| format!("⚑ {}", say(&m::FACE_FLAG)))}</span>
            </button>
        }
    };
    // What is not here yet, said: a flag's verdict, pause, claims and the arbiter.
    let status = move || {
        if let Some(why) = trouble.get() {
            return why;
        }
        let t = now.get();
        face.with(|g| match g {
            Some(g) if !g.started() => say(&m::STATUS_WHITE_TO_MOVE).to_owned(),
            Some(g) => match g.fallen(t) {
                Some(side) => say_with(&m::FIRST_FACE_VERDICT_FOLLOWS, &[("flag", say(m::STATUS_FLAG.of(side)))]),
                None => say(&m::FIRST_FACE_ON_ITS_WAY).to_owned(),
            },
            None => String::new(),
        })
    };
    view! {
        <section class="face first" aria-label=say(&m::FACE) on:contextmenu=|e| e.prevent_default()>
            // In one order, as on the clock's face: the far half is moved up (or left) by CSS.
            {half(Color::Black)}
            <nav class="controls" aria-label=say(&m::FACE_CONTROLS)>
                <p class="status" role="status">{status}</p>
                <button
                    class="control"
                    class:hidden=move || face.with(|g| g.as_ref().is_none_or(FirstFace::started))
                    on:click=move |_| settings.update(|s| s.white_far = !s.white_far)
                >
                    {say(&m::FACE_SWAP)}
                </button>
            </nav>
            {half(Color::White)}
        </section>
    }
}

/// One frame when the next digit is due, as the clock's own face does (none while nothing runs):
/// `now` is set to the frame's instant on the first face's time line, `offset_ms` from the page's.
fn use_ticker(face: RwSignal<Option<FirstFace>>, now: RwSignal<f64>, format: DisplayFormat, offset_ms: f64) {
    let frames = FrameScheduler::default();
    Effect::new(move |_| {
        let t = now.get();
        let wait = face.with(|g| g.as_ref().and_then(|g| g.next_change_ms(t, format)));
        let since = (time::now_ms() + offset_ms - t).max(0.0);
        match wait {
            Some(wait) => frames.schedule((wait - since).max(0.0), move |perf| now.set(perf + offset_ms)),
            None => frames.cancel(),
        }
    });
}
