//! The page: a setup screen, then the clock face. Components only render the session and turn
//! input into events; everything they show is computed by the pure core.

pub mod desk;
pub mod entry;
mod fields;
pub mod manual;
pub mod modal;
mod page;
pub mod pieces;
pub mod recovery;
pub mod shell;

use crate::ground::micros::Micros;
use crate::ground::record::Record;
use crate::platform::ownership::{Heard, Ownership};
use crate::platform::storage::Refused;
use crate::platform::updates::{self, NewVersion};
use crate::platform::visibility::{self, use_visibility};
use crate::platform::wake_lock::WakeLock;
use crate::platform::{self, prefetch, storage, time, worker};
use crate::protocol::desk::Panel;
use crate::protocol::game::{FirstSetup, Handover};
use crate::session::Session;
use crate::session::kept;
use crate::session::saved::Saved;
use crate::session::settings::Settings;
use crate::session::timeline::{Anchor, Away, Timeline};
use leptos::prelude::*;
use page::desk_host::DeskHost;
use page::face::ClockFace;
pub use page::setup::persistence_said;
use page::setup::{Setup, Unreadable};
use shell::Shell;

/// What the clock opens with.
// Made once per page and dropped at once: the record's size is no cost.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum Opening {
    /// The game in storage, if any (a reload, a game left open): as the clock saved it.
    Restore,
    /// A new game, which the first setup screen chose.
    Play(Record),
    /// The whole setup screen, from the first setup screen's choices.
    Setup(FirstSetup),
    /// The setup screen with the review of a finished game open.
    Review,
}

impl Opening {
    /// What the clock opens with for the setup page's `handover`: a game the first setup chose is
    /// started here, so that a refusal is said on the page the players are looking at.
    pub fn of(handover: Handover) -> Result<Opening, String> {
        Ok(match handover {
            Handover::Restore => Opening::Restore,
            Handover::Setup(first) if first.start.is_some() => Opening::Play(page::setup::first_start(&first)?),
            Handover::Setup(first) => Opening::Setup(first),
            Handover::Review => Opening::Review,
        })
    }
}

/// Mounts the clock on the page's body, in place of the setup page (`entry`) or of the static
/// shell index.html painted first, opening with `opening`.
pub fn start(opening: Opening) {
    platform::document::remove_static_shell();
    leptos::mount::mount_to_body(move || view! { <App opening /> });
}

/// What the players are told when the device refuses to store the game, by why. The clock runs
/// on either way, and the face says "Not saved" until a write succeeds.
pub fn not_kept(why: Refused) -> &'static str {
    crate::ground::words::say(match why {
        // The page's share of storage used up: space can be freed, and the next press saves again.
        Refused::Full => &crate::ground::messages::STORAGE_FULL,
        // Storage switched off (a private window, a setting): nothing the players can free.
        Refused::Off => &crate::ground::messages::STORAGE_NOT_KEPT,
    })
}

/// Keeps the game in storage as it changes, and tells the page's other windows.
#[derive(Clone, Copy)]
struct Keeper {
    shell: Shell,
    ownership: StoredValue<Option<Ownership>, LocalStorage>,
    /// A saved game that could not be restored; while it could not be copied aside it stays
    /// where it was, and nothing is written over it.
    unreadable: RwSignal<Option<Unreadable>>,
}

impl Keeper {
    /// Writes the game with an anchor taken now, or forgets it at setup. A device that will not
    /// keep it (storage full or switched off) is said so once, while the game can still be
    /// exported, and the face says "Not saved" until a write succeeds: the clock runs on either way.
    fn save(&self) {
        let shell = self.shell;
        // Only the window that owns the clock writes: another shows the owner's game.
        if shell.owner.get_untracked() != Some(true) {
            return;
        }
        shell.settings.with_untracked(page::setup::store_settings);
        let saved = shell.saved_json();
        if self.holds_unreadable() {
            // Never written over: the players copy it or let it go at setup first.
            if saved.is_some() && shell.unsaved.get_untracked().is_none() {
                shell.notice.set(Some(crate::ground::words::say(&crate::ground::messages::UNREADABLE_HELD).into()));
            }
            shell.unsaved.set(saved.is_some().then_some(Refused::Full));
            self.ownership.try_with_value(|o| o.as_ref().map(|o| o.tell_game(saved.as_deref())));
            return;
        }
        match &saved {
            Some(saved) => {
                let kept = storage::write(storage::GAME, saved);
                if let Err(why) = kept
                    && shell.unsaved.get_untracked().is_none()
                {
                    shell.notice.set(Some(not_kept(why).into()));
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
fn ask_to_persist() {
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
fn join_windows(shell: Shell, keeper: Keeper, unreadable: RwSignal<Option<Unreadable>>) {
    // The owner's game as it last told it (`Some(None)`: at setup), live: not only its last save,
    // which a full storage may have refused.
    let heard = StoredValue::new(None::<Option<String>>);
    let on_role = move |owns: bool| {
        // Taking over after watching: the game is the owner's as it last told it, else its save.
        if owns && shell.owner.get_untracked() == Some(false) {
            match heard.get_value() {
                Some(live) => take_over(shell, live.as_deref()),
                None => {
                    if let Some(kept_aside) = restore(shell) {
                        unreadable.set(Some(kept_aside));
                    }
                }
            }
        }
        shell.owner.set(Some(owns));
    };
    let on_heard = move |told: Heard| match told {
        Heard::Game(saved) if shell.owner.get_untracked() == Some(false) => {
            show_owners_game(shell, saved.as_deref());
            heard.set_value(Some(saved));
        }
        Heard::Take if shell.owner.get_untracked() == Some(true) => {
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
fn restore(shell: Shell) -> Option<Unreadable> {
    shell.settings.set(page::setup::stored_settings());
    // Asked by the recovery screen, after an error in this tab: an address typed by hand is not.
    let sent = recovery::set_aside_sent();
    let asked = set_aside_asked();
    let text = storage::read(storage::GAME)?;
    if asked && sent {
        // Kept with the other games left, PIN trail and all, not replayed again.
        let kept = page::kept::keep_left_game(&text, None, kept::Why::SetAside);
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
    use crate::ground::clock_time::clock_text;
    use crate::ground::messages as m;
    use crate::ground::words::say_with;
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

/// The helpers' files, the desk's first (a click opens it; the worker waits for a claim).
const HELPERS: [&str; 5] =
    [platform::desk::FILES[0], platform::desk::FILES[1], worker::FILES[0], worker::FILES[1], worker::FILES[2]];

#[component]
pub fn App(opening: Opening) -> impl IntoView {
    let shell = Shell {
        session: RwSignal::new(None),
        timeline: RwSignal::new(Timeline::NEW),
        settings: RwSignal::new(Settings::default()),
        visible: RwSignal::new(visibility::is_visible()),
        notice: RwSignal::new(None),
        owner: RwSignal::new(None),
        unsaved: RwSignal::new(None),
        away: RwSignal::new(None),
    };
    provide_context(shell);
    page::desk_host::provide_desk_link(shell);
    shell::provide_rules_worker(worker::RulesWorker::default());
    let unreadable = RwSignal::new(restore(shell));
    let keeper = Keeper { shell, ownership: StoredValue::new_local(None), unreadable };
    join_windows(shell, keeper, unreadable);
    let setup_error = RwSignal::new(None::<String>);
    let reviewing = RwSignal::new(false);
    let manual_open = RwSignal::new(false);
    let manual_rulebook = RwSignal::new(crate::rules::Rulebook::ALL[0]);
    let on_start = Callback::new(move |record| {
        // Only the window that owns the clock starts a game: another's would be saved nowhere.
        if shell.owner.get_untracked() == Some(false) {
            return Ok(());
        }
        let session = Session::new(record).map_err(|e| e.to_string())?;
        shell.start(session);
        ask_to_persist();
        Ok(())
    });
    // The first setup's choices fill the setup screen once, not the ones after later games.
    let first = StoredValue::new(None::<FirstSetup>);
    match opening {
        Opening::Restore => {}
        Opening::Play(record) => {
            if let Err(e) = on_start.run(record) {
                setup_error.set(Some(e));
            }
        }
        Opening::Setup(choices) => first.set_value(Some(choices)),
        Opening::Review => reviewing.set(true),
    }
    // A newer build, waiting for the setup screen (never offered in a game).
    let update = RwSignal::new(NewVersion::None);
    // Where no service worker keeps the helpers' files, they are fetched once the page is idle,
    // the desk first: a claim or panel then never waits on the network.
    updates::watch(move |u| update.set(u), || prefetch::when_idle(&HELPERS));

    // Every event is saved as it happens: the record is the game, and it must survive a reload.
    // (And once this window is told it owns the clock.)
    Effect::new(move |_| {
        shell.session.track();
        shell.settings.track();
        shell.owner.track();
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

    // A kept game's review ends with its panel: the desk is handed no game again.
    let link = page::desk_host::use_desk_link();
    Effect::new(move |_| {
        if !reviewing.get() {
            link.review(None);
        }
    });

    // Only a change between setup and play swaps the screen, not every press.
    let playing = Memo::new(move |_| shell.session.with(Option::is_some));
    let continue_here = move |_| {
        keeper.ownership.with_value(|o| o.as_ref().map(Ownership::ask_to_take));
    };
    // Which part this window plays, on the page for tests and styles: "yes", "no", or "asking".
    let owner_attr = move || match shell.owner.get() {
        Some(true) => "yes",
        Some(false) => "no",
        None => "asking",
    };
    view! {
        <main class="app" data-owner=owner_attr>
            // Another window owns the clock: this one shows its game, takes nothing, and may take over.
            <Show when=move || shell.owner.get() == Some(false)>
                <modal::Modal class="elsewhere" label=crate::ground::words::say(&crate::ground::messages::ELSEWHERE) on_close=Callback::new(|()| ())>
                    <p>{crate::ground::words::say(&crate::ground::messages::ELSEWHERE_TEXT)}</p>
                    <button class="control primary" on:click=continue_here>{crate::ground::words::say(&crate::ground::messages::ELSEWHERE_CONTINUE)}</button>
                </modal::Modal>
            </Show>
            {move || {
                // A window that only shows another's game is inert to touch, keys and focus: it
                // takes nothing, whatever becomes of the dialog that says so.
                if playing.get() {
                    view! { <ClockFace /> }.into_any()
                } else {
                    view! {
                        <Setup
                            first=first.try_update_value(Option::take).flatten()
                            settings=shell.settings
                            unreadable
                            update
                            error=setup_error
                            on_start
                            on_review=Callback::new(move |()| reviewing.set(true))
                            on_review_kept=Callback::new(move |text: String| {
                                // A kept game reviewed as it was played: its record, its settings,
                                // its first event at the instant it was played.
                                match Saved::from_json(&text).and_then(|s| s.restore(time::now())) {
                                    Ok(kept) => {
                                        let reviewed = page::desk_host::Reviewed {
                                            record: kept.session.record,
                                            settings: kept.settings,
                                            offset_ms: kept.timeline.offset_ms,
                                        };
                                        link.review(Some(reviewed));
                                        reviewing.set(true);
                                    }
                                    Err(e) => setup_error.set(Some(crate::ground::words::say_with(&crate::ground::messages::KEPT_CANNOT_REVIEW, &[("why", &e.to_string())]))),
                                }
                            })
                            on_manual=Callback::new(move |rulebook| {
                                manual_rulebook.set(rulebook);
                                manual_open.set(true);
                            })
                        />
                        <Show when=move || manual_open.get()>
                            <manual::Manual rulebook=manual_rulebook.into() open=manual_open />
                        </Show>
                        // Reviewing a finished game never touches a game: none is in progress here.
                        <Show when=move || reviewing.get()>
                            <DeskHost panel=Panel::Score open=reviewing />
                        </Show>
                    }
                    .into_any()
                }
            }}
        </main>
    }
}
