//! The page: a setup screen, then the clock face. Components only render the session and turn
//! input into events; everything they show is computed by the pure core.

pub mod desk;
mod fields;
pub mod modal;
mod page;
pub mod pieces;
pub mod recovery;

use crate::domain::json;
use crate::session::saved::Saved;
use crate::session::Session;
use crate::session::settings::Settings;
use crate::session::timeline::{Anchor, Timeline};
use crate::platform::wake_lock::WakeLock;
use crate::platform::updates::{self, NewVersion};
use crate::platform::{self, prefetch, storage, time, worker};
use page::face::ClockFace;
use leptos::prelude::*;
use page::setup::Setup;

/// Mounts the app on the page's body.
pub fn mount() {
    recovery::install();
    leptos::mount::mount_to_body(App);
}

/// What every screen shares: the game, its time line, and the players' settings.
#[derive(Clone, Copy)]
pub struct Shell {
    pub session: RwSignal<Option<Session>>,
    pub timeline: RwSignal<Timeline>,
    pub settings: RwSignal<Settings>,
    /// The page is visible: while hidden (another app, the screen off) nothing is painted.
    pub visible: RwSignal<bool>,
    /// A message for the players that stays until dismissed (an older saved game was migrated).
    pub notice: RwSignal<Option<String>>,
}

impl Shell {
    /// The record instant of a `performance.now()` reading or an input event's `timeStamp`.
    pub fn record_ms(&self, perf_ms: f64) -> f64 {
        self.timeline.get_untracked().record_ms(perf_ms)
    }

    /// The record's now.
    pub fn now(&self) -> f64 {
        self.record_ms(time::now_ms())
    }

    /// The side to move (White before any game), tracked.
    pub fn mover(&self) -> shakmaty::Color {
        self.session.with(|s| s.as_ref().map_or(shakmaty::Color::White, |s| s.game.clock.turn()))
    }

    /// Starts a new game on a fresh time line.
    pub fn start(&self, session: Session) {
        self.timeline.set(Timeline::NEW);
        self.session.set(Some(session));
    }

    /// The game as saved, with an anchor taken now (`None` at setup): what storage keeps and
    /// what the arbiter's desk is handed.
    pub fn saved_json(&self) -> Option<String> {
        let settings = self.settings.get_untracked();
        self.session.with_untracked(|s| {
            let anchor = self.timeline.get_untracked().anchor(time::wall_ms(), time::now_ms());
            s.as_ref().map(|s| Saved { record: s.record.clone(), anchor: Some(anchor), settings, migrated: None }.to_json())
        })
    }

}

/// The shell that [`App`] provides to every component under it (and the desk's mount to its
/// panels).
pub fn shell() -> Shell {
    expect_context::<Shell>()
}

/// What the players are told when the device refuses to store the game.
pub const NOT_KEPT: &str = "This device did not keep the game (its storage is full or switched off): a reload would lose it. Score → Download keeps a copy.";

/// Keeps the game in storage as it changes.
#[derive(Clone, Copy)]
struct Keeper {
    shell: Shell,
    /// The players were told the game is not kept, and no write has succeeded since.
    told: StoredValue<bool>,
}

impl Keeper {
    /// Writes the game with an anchor taken now, or forgets it at setup. A device that will not
    /// keep it (storage full or switched off) is said so once, while the game can still be
    /// exported: the clock runs on either way.
    fn save(&self) {
        let shell = self.shell;
        storage::write(storage::SETTINGS, &shell.settings.get_untracked().to_value().to_string());
        match shell.saved_json() {
            Some(saved) => {
                let kept = storage::write(storage::GAME, &saved);
                if !kept && !self.told.get_value() {
                    shell.notice.set(Some(NOT_KEPT.into()));
                }
                self.told.set_value(!kept);
            }
            None => storage::remove(storage::GAME),
        }
    }
}

/// A saved game that could not be restored: why, and its text.
#[derive(Clone, Debug)]
pub struct Unreadable {
    pub message: String,
    pub text: String,
}

/// Restores the saved game, if any. Stored text that cannot be restored is moved aside (never
/// deleted) and reported.
fn restore(shell: Shell) -> Option<Unreadable> {
    let settings = storage::read(storage::SETTINGS).and_then(|t| json::parse(&t).ok()).and_then(|v| Settings::from_value(&v).ok());
    shell.settings.set(settings.unwrap_or_default());
    let text = storage::read(storage::GAME)?;
    // Sent here by the recovery screen: the saved game is kept aside, not replayed again.
    if set_aside_asked() {
        storage::write(storage::UNREADABLE, &text);
        storage::remove(storage::GAME);
        return Some(Unreadable { message: "the game was set aside after an error; its text is below".into(), text });
    }
    let restored = Saved::from_json(&text).and_then(|saved| {
        if let Some(note) = &saved.migrated {
            // The text as it was stays beside the migrated game, should the migration be wrong.
            storage::write(storage::UNREADABLE, &text);
            shell.notice.set(Some(note.clone()));
        }
        saved.restore(time::wall_ms(), time::now_ms())
    });
    match restored {
        Ok((session, timeline, settings)) => {
            shell.timeline.set(timeline);
            shell.settings.set(settings);
            shell.session.set(Some(session));
            None
        }
        Err(e) => {
            storage::write(storage::UNREADABLE, &text);
            storage::remove(storage::GAME);
            Some(Unreadable { message: e.to_string(), text })
        }
    }
}

/// Whether the address asks to set the saved game aside; the ask is then taken off the address,
/// so a later reload restores normally.
fn set_aside_asked() -> bool {
    let window = window();
    let asked = window.location().search().is_ok_and(|q| q.trim_start_matches('?') == recovery::SET_ASIDE);
    if asked && let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("./"));
    }
    asked
}

/// The helpers' files, the desk's first (a click opens it; the worker waits for a claim).
const HELPERS: [&str; 5] = [platform::desk::FILES[0], platform::desk::FILES[1], worker::FILES[0], worker::FILES[1], worker::FILES[2]];

#[component]
pub fn App() -> impl IntoView {
    let shell = Shell {
        session: RwSignal::new(None),
        timeline: RwSignal::new(Timeline::NEW),
        settings: RwSignal::new(Settings::default()),
        visible: RwSignal::new(document().visibility_state() != web_sys::VisibilityState::Hidden),
        notice: RwSignal::new(None),
    };
    provide_context(shell);
    let keeper = Keeper { shell, told: StoredValue::new(false) };
    let unreadable = RwSignal::new(restore(shell));
    // A newer build, waiting for the setup screen (never offered in a game).
    let update = RwSignal::new(NewVersion::None);
    // Where no service worker keeps the helpers' files, they are fetched once the page is idle,
    // the desk first: a claim or panel then never waits on the network.
    updates::watch(move |u| update.set(u), || prefetch::when_idle(&HELPERS));

    // Every event is saved as it happens: the record is the game, and it must survive a reload.
    Effect::new(move |_| {
        shell.session.track();
        shell.settings.track();
        keeper.save();
    });

    // The screen stays on while a clock runs, and may sleep when paused, over, or at setup.
    let wake = WakeLock::default();
    let running = Memo::new(move |_| {
        shell.session.with(|s| s.as_ref().is_some_and(|s| s.game.clock.is_running() && !s.game.is_over()))
    });
    let hold = wake.clone();
    Effect::new(move |_| hold.hold(running.get()));

    // Hidden or closing: save a fresh anchor, so the time until the page is back is charged to
    // the running clock. Visible again: catch up if performance.now() stood still meanwhile.
    let hidden_at = StoredValue::new(None::<Anchor>);
    let on_hide = move || {
        hidden_at.set_value(Some(shell.timeline.get_untracked().anchor(time::wall_ms(), time::now_ms())));
        keeper.save();
    };
    let visibility = window_event_listener_untyped("visibilitychange", move |_| {
        let hidden = document().visibility_state() == web_sys::VisibilityState::Hidden;
        shell.visible.set(!hidden);
        if hidden {
            on_hide();
        } else if let Some(anchor) = hidden_at.get_value() {
            shell.timeline.update(|tl| *tl = tl.catch_up(anchor, time::wall_ms(), time::now_ms()));
            keeper.save();
            wake.reacquire();
        }
    });
    let pagehide = window_event_listener_untyped("pagehide", move |_| on_hide());
    on_cleanup(move || {
        visibility.remove();
        pagehide.remove();
    });

    // Only a change between setup and play swaps the screen, not every press.
    let playing = Memo::new(move |_| shell.session.with(Option::is_some));
    view! {
        <main class="app">
            {move || {
                if playing.get() {
                    view! { <ClockFace /> }.into_any()
                } else {
                    view! { <Setup unreadable update /> }.into_any()
                }
            }}
        </main>
    }
}
