//! The page: a setup screen, then the clock face. Components only render the session and turn
//! input into events; everything they show is computed by the pure core.

pub mod desk;
pub mod entry;
mod fields;
pub mod shell;
pub mod manual;
pub mod modal;
mod page;
pub mod pieces;
pub mod recovery;

use crate::protocol::desk::Panel;
use crate::ground::record::Record;
use crate::protocol::game::{FirstSetup, Handover};
use crate::session::Session;
use page::desk_host::DeskHost;
use crate::session::saved::Saved;
use crate::session::settings::Settings;
use crate::session::timeline::{Anchor, Timeline};
use crate::platform::wake_lock::WakeLock;
use shell::Shell;
use crate::platform::updates::{self, NewVersion};
use crate::platform::visibility::{self, use_visibility};
use crate::platform::{self, prefetch, storage, time, worker};
use crate::platform::storage::Refused;
use crate::platform::ownership::{Heard, Ownership};
use page::face::ClockFace;
use leptos::prelude::*;
use page::setup::{Setup, Unreadable};
pub use page::setup::persistence_said;

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
    let on_role = move |owns: bool| {
        // Taking over after watching: the game is the one the owner saved as it left.
        if owns
            && shell.owner.get_untracked() == Some(false)
            && let Some(kept_aside) = restore(shell)
        {
            unreadable.set(Some(kept_aside));
        }
        shell.owner.set(Some(owns));
    };
    let on_heard = move |heard: Heard| match heard {
        Heard::Game(saved) if shell.owner.get_untracked() == Some(false) => show_owners_game(shell, saved.as_deref()),
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

/// Shows the game the owning window saved (`None`: it is at setup), continued at this instant.
fn show_owners_game(shell: Shell, saved: Option<&str>) {
    let Some(text) = saved else {
        shell.session.set(None);
        return;
    };
    if let Ok((session, timeline, settings)) = Saved::from_json(text).and_then(|s| s.restore(time::wall_ms(), time::now_ms())) {
        shell.timeline.set(timeline);
        shell.settings.set(settings);
        shell.session.set(Some(session));
    }
}

/// Restores the saved game, if any. Stored text that cannot be restored is moved aside (never
/// deleted) and reported.
fn restore(shell: Shell) -> Option<Unreadable> {
    shell.settings.set(page::setup::stored_settings());
    let text = storage::read(storage::GAME)?;
    // Sent here by the recovery screen: the saved game is kept aside, not replayed again.
    if set_aside_asked() {
        let _ = storage::write(storage::UNREADABLE, &text);
        storage::remove(storage::GAME);
        return Some(Unreadable { message: "the game was set aside after an error; its text is below".into(), text });
    }
    let restored = Saved::from_json(&text).and_then(|saved| {
        if let Some(note) = &saved.migrated {
            // The text as it was stays beside the migrated game, should the migration be wrong.
            let _ = storage::write(storage::UNREADABLE, &text);
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
            let _ = storage::write(storage::UNREADABLE, &text);
            storage::remove(storage::GAME);
            Some(Unreadable { message: e.to_string(), text })
        }
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
const HELPERS: [&str; 5] = [platform::desk::FILES[0], platform::desk::FILES[1], worker::FILES[0], worker::FILES[1], worker::FILES[2]];

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
    };
    provide_context(shell);
    page::desk_host::provide_desk_link(shell);
    shell::provide_rules_worker(worker::RulesWorker::default());
    let keeper = Keeper { shell, ownership: StoredValue::new_local(None) };
    let unreadable = RwSignal::new(restore(shell));
    join_windows(shell, keeper, unreadable);
    let setup_error = RwSignal::new(None::<String>);
    let reviewing = RwSignal::new(false);
    let manual_open = RwSignal::new(false);
    let manual_rulebook = RwSignal::new(crate::rules::Rulebook::ALL[0]);
    let on_start = Callback::new(move |record| {
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
        hidden_at.set_value(Some(shell.timeline.get_untracked().anchor(time::wall_ms(), time::now_ms())));
        keeper.save();
    };
    use_visibility(
        move |shown| {
            shell.visible.set(shown);
            if !shown {
                on_hide();
            } else if let Some(anchor) = hidden_at.get_value() {
                shell.timeline.update(|tl| *tl = tl.catch_up(anchor, time::wall_ms(), time::now_ms()));
                keeper.save();
                wake.reacquire();
            }
        },
        on_hide,
    );

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
