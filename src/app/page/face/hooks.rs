//! The face's effects, each a hook that lives as long as the face: the ticker, flags called by
//! the clock, the keyboard, the game's end said aloud, and the offline files asked for.

use super::Face;
use super::controls::Controls;
use crate::app::page::flag_call::Flags;
use crate::app::shell::Shell;
use crate::ground::words;
use crate::platform::frames::FrameScheduler;
use crate::platform::keys::use_face_keys;
use crate::platform::network;
use crate::platform::speech;
use crate::platform::updates;
use crate::rules::FlagCalling;
use crate::screens::fingers::key_side;
use crate::screens::status::status_line;
use leptos::prelude::*;
use shakmaty::Color;

/// The ticker: one frame when the next digit (or the age of a flag) is due, none while nothing
/// runs or nobody can see it (the record keeps time; the display catches up).
pub(super) fn use_ticker(shell: Shell, now: RwSignal<f64>) {
    let session = shell.session;
    let format = Memo::new(move |_| shell.settings.with(|s| s.display_format()));
    let frames = FrameScheduler::default();
    Effect::new(move |_| {
        if !shell.visible.get() {
            frames.cancel();
            return;
        }
        let t = now.get();
        let f = format.get();
        let wait = session.with(|s| {
            s.as_ref().and_then(|s| match (s.next_change_ms(t, f), s.next_flag_age_change_ms(t)) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            })
        });
        // Counted from the frame that painted, less the time since: a change that fell due while
        // the page was hidden (or asleep) is painted at once.
        let since = (shell.now() - t).max(0.0);
        match wait {
            Some(wait) => frames.schedule((wait - since).max(0.0), move |perf| now.set(shell.record_ms(perf))),
            None => frames.cancel(),
        }
    });
}

/// Flags called automatically: the page claims for the opponent when it notices the fall; the
/// clock already knows the exact instant it fell.
pub(super) fn use_automatic_flags(shell: Shell, now: RwSignal<f64>, flags: Flags) {
    Effect::new(move |_| {
        let t = now.get();
        // Only the window that owns the clock calls: another shows the call when the owner makes it.
        if shell.settings.with(|s| s.flags) != FlagCalling::Automatic || shell.owner.get() == Some(false) {
            return;
        }
        if shell.session.with(|s| s.as_ref().is_some_and(|s| s.uncalled_flag(t).is_some())) {
            // The verdict may need the players' word on the pieces, or the rules worker's analysis.
            flags.call(t);
        }
    });
}

/// Keyboard and pedals: each end's keys press its player's clock, Space and Enter the side to move
/// (or start the game) ([`key_side`]); T says both clocks.
pub(super) fn use_face_keyboard(face: Face, controls: Controls, far_side: Memo<Color>) {
    let shell = face.shell;
    use_face_keys(move |key| {
        if shell.owner.get_untracked() == Some(false) {
            return false;
        }
        if key.code == "KeyT" {
            controls.say_clocks();
            return true;
        }
        let chosen = shell.settings.with_untracked(|s| s.keys);
        let side = key_side(&key.code, far_side.get_untracked(), &chosen, || {
            shell.session.with_untracked(|s| s.as_ref().map(|s| s.shared_key_side()))
        });
        if let Some(side) = side {
            face.tap(side, shell.record_ms(key.time_stamp));
        }
        side.is_some()
    });
}

/// The game's end said aloud as the status line says it, when the players asked for speech.
pub(super) fn use_spoken_end(shell: Shell, now: RwSignal<f64>, over: Memo<bool>) {
    let session = shell.session;
    Effect::new(move |was: Option<bool>| {
        let is = over.get();
        if is
            && was == Some(false)
            && shell.settings.with_untracked(|s| s.speech)
            && shell.owner.get_untracked() != Some(false)
        {
            // Worked out here, not read from the status memo: where no voice speaks the language,
            // the line is said in English, and a memo recomputed for that would keep English.
            speech::say(move || {
                session.with_untracked(|s| s.as_ref().map(|s| status_line(s, now.get_untracked())).unwrap_or_default())
            });
        }
        is
    });
}

/// Once the clock has started, the service worker may keep the build's files for offline use: on
/// a first visit it fetched none before, so that the clock waited behind none of them.
pub(super) fn use_offline_files(controls: Controls) {
    Effect::new(move |_| {
        if controls.started() {
            updates::precache(words::language().id(), network::save_data());
        }
    });
}
