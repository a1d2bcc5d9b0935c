//! The game kept: saved as it changes (never over a game that could not be read), restored on a
//! reload, shared among the page's windows, and the time the page was away said.

use crate::app::page::kept::keep_left_game;
use crate::app::page::setup::{Unreadable, store_settings, stored_settings};
use crate::app::recovery;
use crate::app::shell::Shell;
use crate::ground::clock_time::clock_text;
use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::record::Event;
use crate::ground::words::{say, say_with};
use crate::platform::ownership::{Heard, Ownership};
use crate::platform::storage::{self, Refused};
use crate::platform::time;
use crate::platform::visibility::use_visibility;
use crate::platform::wake_lock::WakeLock;
use crate::session::Session;
use crate::session::kept;
use crate::session::saved::Saved;
use crate::session::timeline::{Anchor, Away};
use leptos::prelude::*;

/// What the players are told when the device refuses to store the game, by why. The clock runs
/// on either way, and the face says "Not saved" until a write succeeds.
fn not_kept(why: Refused) -> &'static str {
    say(match why {
        // The page's share of storage used up: space can be freed, and the next press saves again.
        Refused::Full => &m::STORAGE_FULL,
        // Storage switched off (a private window, a setting): nothing the players can free.
        Refused::Off => &m::STORAGE_NOT_KEPT,
    })
}

/// Keeps the game in storage as it changes, and tells the page's other windows.
#[derive(Clone, Copy)]
pub(super) struct Keeper {
    pub shell: Shell,
    pub ownership: StoredValue<Option<Ownership>, LocalStorage>,
    /// A saved game that could not be restored; while it could not be copied aside it stays
    /// where it was, and nothing is written over it.
    pub unreadable: RwSignal<Option<Unreadable>>,
    /// The game in this window was started here (not restored from storage): if another window
    /// turns out to own the clock, it is kept, never dropped.
    pub started_here: StoredValue<bool>,
}

impl Keeper {
    /// The keeper of a window's game, `unreadable` a saved game it could not restore.
    pub(super) fn new(shell: Shell, unreadable: RwSignal<Option<Unreadable>>) -> Keeper {
        Keeper { shell, ownership: StoredValue::new_local(None), unreadable, started_here: StoredValue::new(false) }
    }

    /// Whether this window may write its game before it knows it owns the clock: nothing is
    /// stored, or the stored game is this one (an earlier state of it).
    fn may_write_before_owning(&self) -> bool {
        // A game this window restored is the owner's to write, not this one's.
        if !self.started_here.get_value() {
            return false;
        }
        let Some(stored) = storage::read(storage::GAME) else {
            return self.shell.session.with_untracked(Option::is_some);
        };
        let Ok(stored) = Saved::from_json(&stored) else { return false };
        self.shell
            .session
            .with_untracked(|s| s.as_ref().is_some_and(|s| grows_from(&s.record.events, &stored.record.events)))
    }

    /// Writes the game with an anchor taken now, or forgets it at setup. A device that will not
    /// keep it (storage full or switched off) is said so once, while the game can still be
    /// exported, and the face says "Not saved" until a write succeeds: the clock runs on either way.
    pub(super) fn save(&self) {
        let shell = self.shell;
        // Only the window that owns the clock writes: another shows the owner's game. While the
        // browser has not said yet, a game started here is written all the same where nothing or
        // this same game is stored: from its first event, a reload or a close never loses it.
        match shell.owner.get_untracked() {
            Some(true) => {}
            Some(false) => return,
            None if !self.may_write_before_owning() => return,
            None => {}
        }
        shell.settings.with_untracked(store_settings);
        let saved = shell.saved_json();
        if self.holds_unreadable() {
            // Never written over: the players copy it or let it go at setup first.
            if saved.is_some() && shell.unsaved.get_untracked().is_none() {
                shell.notice.set(Some(say(&m::UNREADABLE_HELD).into()));
            }
            shell.unsaved.set(saved.is_some().then_some(Refused::Full));
            self.ownership.try_with_value(|o| o.as_ref().map(|o| o.tell_game(saved.as_deref())));
            return;
        }
        match &saved {
            Some(saved) => {
                let kept = storage::write(storage::GAME, saved);
                // Stored where a reload finds it, a first face's copy in this tab has done its
                // part (removed only now, so a reload at the hand-over loses nothing); not stored,
                // the copy would reopen an older game than the one played since, as if current.
                storage::take_tab(storage::FIRST);
                if let Err(why) = kept
                    && shell.unsaved.get_untracked().is_none()
                {
                    shell.tell(not_kept(why));
                }
                shell.unsaved.set(kept.err());
            }
            None => {
                storage::remove(storage::GAME);
                shell.unsaved.set(None);
            }
        }
        self.ownership.try_with_value(|o| o.as_ref().map(|o| o.tell_game(saved.as_deref())));
    }

    /// Whether the stored game is one that could not be restored nor copied aside: tries to copy
    /// it aside again first (space may have been freed).
    fn holds_unreadable(&self) -> bool {
        let Some(held) = self.unreadable.get_untracked().filter(|u| u.kept_as.is_none()) else { return false };
        match storage::write_aside(storage::UNREADABLE, &held.text) {
            Ok(key) => {
                storage::remove(storage::GAME);
                self.unreadable.set(Some(Unreadable { kept_as: Some(key), ..held }));
                false
            }
            Err(_) => true,
        }
    }
}

/// Asks the browser, when a game starts, to keep the page's storage under pressure, once, never
/// waiting for the answer; the setup screen says the answer once (`page::setup`), not the face in
/// the first seconds of a game.
pub(super) fn ask_to_persist() {
    if storage::read(storage::PERSIST).is_some() {
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        if storage::persisted().await == Some(true) {
            return;
        }
        if let Some(granted) = storage::persist().await {
            let _ = storage::write(storage::PERSIST, if granted { "granted" } else { "denied" });
        }
    });
}

/// Takes this window's part among the page's windows: the owner plays and writes; another shows
/// the owner's game as it is told it, and takes over — reading the game the owner saved last —
/// when the owner hands over or closes. Without the browser's means, this window owns.
pub(super) fn join_windows(shell: Shell, keeper: Keeper, unreadable: RwSignal<Option<Unreadable>>) {
    // The owner's game as it last told it (`Some(None)`: at setup), live: not only its last save,
    // which a full storage may have refused.
    let heard = StoredValue::new(None::<Option<String>>);
    let on_role = move |owns: bool| {
        // Told it watches before it ever owned: a game started here meanwhile (a first face's, or
        // a setup's) is kept with the games kept on this phone, never dropped for the owner's.
        if !owns && shell.owner.get_untracked().is_none() && keeper.started_here.get_value() {
            keep_own_game(shell);
        }
        // Taking over after watching: the game is the owner's as it last told it, else its save.
        if owns && shell.owner.get_untracked() == Some(false) {
            match heard.get_value() {
                // Unless the store holds the game further on (the owner's last save reached it
                // before its message reached here): a game only grows.
                Some(live) if events_in(storage::read(storage::GAME).as_deref()) <= events_in(live.as_deref()) => {
                    take_over(shell, live.as_deref())
                }
                _ => {
                    if let Some(kept_aside) = restore(shell) {
                        unreadable.set(Some(kept_aside));
                    }
                }
            }
        }
        // Stepping down: the game as this window had it is the last it knows. Should the lock come
        // back before the taker speaks (a queue may grant it here first), this window goes on with
        // its own live game, not with a save that a full storage may have refused.
        if !owns && shell.owner.get_untracked() == Some(true) {
            shell.settle_waiting_press();
            heard.set_value(Some(shell.saved_json()));
        }
        shell.owner.set(Some(owns));
    };
    let on_heard = move |told: Heard| match told {
        Heard::Game(saved) if shell.owner.get_untracked() == Some(false) => {
            show_owners_game(shell, saved.as_deref());
            heard.set_value(Some(saved));
        }
        // Without storage nothing is kept, by locks or not: that notice is the storage's own.
        Heard::NoLocks if storage::is_on() => shell.tell(say(&m::OWNERSHIP_NO_LOCKS)),
        Heard::Take if shell.owner.get_untracked() == Some(true) => {
            // A press waiting for the board's move goes with the game handed over.
            shell.settle_waiting_press();
            keeper.save();
            keeper.ownership.try_with_value(|o| o.as_ref().map(Ownership::hand_over));
        }
        _ => {}
    };
    match Ownership::join(on_role, on_heard) {
        Some(ownership) => {
            keeper.ownership.set_value(Some(ownership));
            // Cleanups run before the owner's stored values are dropped.
            on_cleanup(move || {
                keeper.ownership.try_with_value(|o| o.as_ref().map(Ownership::leave));
            });
        }
        None => shell.owner.set(Some(true)),
    }
}

/// This window's game, started here before it knew another window owns the clock, kept with the
/// games kept on this phone and said where it went.
fn keep_own_game(shell: Shell) {
    shell.settle_waiting_press();
    let Some(saved) = shell.saved_json() else { return };
    let kept = shell.session.with_untracked(|s| s.as_ref().map(|s| keep_left_game(&saved, Some(s), kept::Why::Ended)));
    match kept {
        Some(Ok(())) => {
            storage::take_tab(storage::FIRST);
            // Written before the browser said who owns: kept now, it is not the stored game too.
            let own = shell.session.with_untracked(|s| {
                let stored = storage::read(storage::GAME).and_then(|t| Saved::from_json(&t).ok());
                s.as_ref().zip(stored).is_some_and(|(s, stored)| grows_from(&s.record.events, &stored.record.events))
            });
            if own {
                storage::remove(storage::GAME);
            }
            shell.tell(say(&m::KEPT_OTHER_WINDOW));
            // The owner's game as stored (or its setup), until it tells its game as it goes.
            show_owners_game(shell, storage::read(storage::GAME).as_deref());
        }
        Some(Err(why)) => shell.tell(why),
        None => {}
    }
}

/// Whether the game `ours` is the game `stored` went on: the same events first, each at its
/// instant as the saved text writes it (a round trip through the text may round the last digits).
fn grows_from(ours: &[Event], stored: &[Event]) -> bool {
    stored.len() <= ours.len() && stored.iter().zip(ours).all(|(a, b)| a.kind == b.kind && (a.t - b.t).abs() < 0.01)
}

/// How many events a saved game's text holds (`None`: no game, or one that cannot be read).
fn events_in(text: Option<&str>) -> Option<usize> {
    Saved::from_json(text?).ok().map(|s| s.record.events.len())
}

/// Shows the game the owning window told (`None`: it is at setup), continued at this instant.
fn show_owners_game(shell: Shell, saved: Option<&str>) {
    let Some(text) = saved else {
        shell.session.set(None);
        return;
    };
    if let Ok(restored) = Saved::from_json(text).and_then(|s| s.restore(time::now())) {
        shell.timeline.set(restored.timeline);
        shell.settings.set(restored.settings);
        shell.session.set(Some(restored.session));
    }
}

/// Takes the game over from the window that owned it, as it last told it (`None`: at setup):
/// every event it had is this window's now, saved or not. This window writes it next.
fn take_over(shell: Shell, live: Option<&str>) {
    show_owners_game(shell, live);
}

/// Restores the saved game, if any. Stored text that cannot be restored is copied aside and then
/// taken away — or, when it cannot be copied (storage full), left where it was — and reported.
pub(super) fn restore(shell: Shell) -> Option<Unreadable> {
    shell.settings.set(stored_settings());
    // Asked by the recovery screen, after an error in this tab: an address typed by hand is not.
    let sent = recovery::set_aside_sent();
    let asked = set_aside_asked();
    let text = storage::read(storage::GAME)?;
    if asked && sent {
        // Kept with the other games left, PIN trail and all, not replayed again.
        let kept = keep_left_game(&text, None, kept::Why::SetAside);
        let kept_as = storage::write_aside(storage::UNREADABLE, &text).ok();
        if kept.is_ok() || kept_as.is_some() {
            storage::remove(storage::GAME);
        }
        return Some(Unreadable {
            message: "the game was set aside after an error; its text is below".into(),
            text,
            kept_as,
        });
    }
    let restored = Saved::from_json(&text).and_then(|saved| {
        if let Some(note) = &saved.migrated {
            // The text as it was stays beside the migrated game, should the migration be wrong.
            let _ = storage::write_aside(storage::UNREADABLE, &text);
            shell.notice.set(Some(note.clone()));
        }
        saved.restore(time::now())
    });
    match restored {
        Ok(restored) => {
            say_away(shell, &restored.session, restored.away);
            shell.timeline.set(restored.timeline);
            shell.settings.set(restored.settings);
            shell.session.set(Some(restored.session));
            None
        }
        Err(e) => {
            // Never taken away before a copy of it is kept.
            let kept_as = storage::write_aside(storage::UNREADABLE, &text).ok();
            if kept_as.is_some() {
                storage::remove(storage::GAME);
            }
            Some(Unreadable { message: e.to_string(), text, kept_as })
        }
    }
}

/// What the clocks say of the time the page was away beyond what was charged: a gap the players
/// decide on (the face asks), or a phone's time set back (said once).
fn say_away(shell: Shell, session: &Session, away: Away) {
    let time = |ms: f64| clock_text(Micros::from_ms(ms).unwrap_or_default());
    match away {
        Away::Gap { .. } => shell.away.set(session.unaccounted(away)),
        Away::WallBack { ms, measured: Some(closed) } => {
            shell
                .notice
                .set(Some(say_with(&m::AWAY_WALL_BACK_MEASURED, &[("back", &time(ms)), ("closed", &time(closed))])));
        }
        Away::WallBack { ms, measured: None } => {
            shell.notice.set(Some(say_with(&m::AWAY_WALL_BACK_UNKNOWN, &[("back", &time(ms))])))
        }
        Away::Accounted => {}
    }
}

/// Whether the address asks to set the saved game aside; the ask is then taken off the address,
/// so a later reload restores normally.
fn set_aside_asked() -> bool {
    let asked = recovery::set_aside_in_address();
    if asked && let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("./"));
    }
    asked
}

/// Every event is saved as it happens: the record is the game, and it must survive a reload.
/// (And once this window is told it owns the clock.)
pub(super) fn use_saving(keeper: Keeper) {
    let shell = keeper.shell;
    Effect::new(move |_| {
        shell.session.track();
        shell.settings.track();
        shell.owner.track();
        keeper.save();
    });
}

/// Hidden or closing: save a fresh anchor, so the time until the page is back is charged to the
/// running clock. Visible again: catch up if performance.now() stood still meanwhile, and say
/// what the wall clock adds; the screen's wake lock is taken again.
pub(super) fn use_time_away(keeper: Keeper, wake: WakeLock) {
    let shell = keeper.shell;
    let hidden_at = StoredValue::new(None::<Anchor>);
    let on_hide = move || {
        hidden_at.set_value(Some(shell.timeline.get_untracked().anchor(time::now())));
        keeper.save();
    };
    use_visibility(
        move |shown| {
            shell.visible.set(shown);
            if !shown {
                on_hide();
            } else if let Some(anchor) = hidden_at.get_value() {
                // The page's own clock is what certainly passed; what the wall clock adds (a
                // sleep, or the phone's time set forward) is the players' to decide.
                let away = shell.timeline.get_untracked().after_hidden(anchor, time::now());
                if shell.owner.get_untracked() != Some(false) {
                    shell.session.with_untracked(|s| s.as_ref().map(|s| say_away(shell, s, away)));
                }
                keeper.save();
                wake.reacquire();
            }
        },
        on_hide,
    );
}
