//! What every screen of a module shares — the page's, or the arbiter's desk's: the game, its
//! time line, and the players' settings. [`App`](crate::app::App) provides the page's; the desk
//! provides its own to all its panels.

use crate::platform::storage::Refused;
use crate::platform::time;
use crate::platform::worker::RulesWorker;
use crate::replay::pgn;
use crate::session::Session;
use crate::session::Unaccounted;
use crate::session::saved::Saved;
use crate::session::settings::Settings;
use crate::session::timeline::Timeline;
use leptos::prelude::*;

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
    /// Whether this window owns the clock (`platform::ownership`): `None` until the browser says,
    /// `Some(false)` while another window does — this one then shows that window's game, and
    /// neither takes input nor writes.
    pub owner: RwSignal<Option<bool>>,
    /// The last write of the game was refused, and why: the face says "Not saved" meanwhile.
    pub unsaved: RwSignal<Option<Refused>>,
    /// Time the wall clock says passed while the page was away that the running clock was not
    /// charged for: the face asks the players (or the arbiter) whether to charge it.
    pub away: RwSignal<Option<Unaccounted>>,
}

impl Shell {
    /// The record instant of a `performance.now()` reading or an input event's `timeStamp`.
    pub fn record_ms(&self, perf_ms: f64) -> f64 {
        self.timeline.get_untracked().record_ms(perf_ms)
    }

    /// Tells the players `message` on the face, after whatever they have not dismissed yet: one
    /// notice never hides another (a broadcast not kept, then the game not kept).
    pub fn tell(&self, message: impl Into<String>) {
        let message = message.into();
        self.notice.update(|n| {
            *n = Some(match n.take() {
                Some(earlier) if earlier != message && !earlier.contains(&message) => format!("{earlier} {message}"),
                _ => message,
            })
        });
    }

    /// The record's now.
    pub fn now(&self) -> f64 {
        self.record_ms(time::now_ms())
    }

    /// The side to move (White before any game), tracked.
    pub fn mover(&self) -> shakmaty::Color {
        self.session.with(|s| s.as_ref().map_or(shakmaty::Color::White, |s| s.game.clock.turn()))
    }

    /// Whether the game has an arbiter's lock (a PIN), tracked.
    pub fn locked(&self) -> bool {
        self.session.with(|s| s.as_ref().is_some_and(|s| s.record.lock.is_some()))
    }

    /// Starts a new game on a fresh time line.
    pub fn start(&self, session: Session) {
        self.timeline.set(Timeline::NEW);
        self.session.set(Some(session));
    }

    /// Writes a press that waits for the electronic board's move as it stands, without the move:
    /// the game is about to be handed to another window or left.
    pub fn settle_waiting_press(&self) {
        if self.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.awaited().is_some())) {
            let _ = self.session.try_update(|s| s.as_mut().map(|s| s.settle_press(None)));
        }
    }

    /// The game as saved, with an anchor taken now (`None` at setup): what storage keeps and
    /// what the arbiter's desk is handed.
    pub fn saved_json(&self) -> Option<String> {
        let settings = self.settings.get_untracked();
        self.session.with_untracked(|s| {
            let anchor = self.timeline.get_untracked().anchor(time::now());
            s.as_ref().map(|s| {
                Saved { record: s.record.clone(), anchor: Some(anchor), settings, pins: s.pins.clone(), migrated: None }
                    .to_json()
            })
        })
    }
}

/// The shell that [`App`] provides to every component under it (and the desk's mount to its
/// panels).
pub fn use_shell() -> Shell {
    expect_context::<Shell>()
}

/// Gives the components under the current owner `worker` to ask: the page's own, or the desk's.
/// (A worker lives on this thread only, so the context holds it as a local stored value.)
pub fn provide_rules_worker(worker: RulesWorker) {
    provide_context(StoredValue::new_local(worker));
}

/// The rules worker [`provide_rules_worker`] gave.
pub fn use_rules_worker() -> StoredValue<RulesWorker, LocalStorage> {
    expect_context::<StoredValue<RulesWorker, LocalStorage>>()
}

/// When the game began, for the PGN's `Date`, `UTCDate` and `UTCTime`: its first event's instant on
/// the wall clock, as the time line maps it now.
pub fn played_at(session: &Session, timeline: Timeline) -> pgn::Dates {
    let first = session.record.events.first().map_or(0.0, |e| e.t);
    let wall = time::wall_ms() - (timeline.record_ms(time::now_ms()) - first);
    pgn::Dates::at(wall, time::utc_minus_local_min(wall))
}
