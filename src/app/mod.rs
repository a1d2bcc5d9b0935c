//! The page: a setup screen, then the clock face. Components only render the session and turn
//! input into events; everything they show is computed by the pure core.

pub mod desk;
pub mod entry;
mod fields;
mod first_face;
pub mod first_screen;
mod half;
mod keeper;
pub mod manual;
pub mod modal;
mod page;
pub mod pieces;
pub mod recovery;
pub mod shell;

use crate::ground::messages as m;
use crate::ground::record::Record;
use crate::ground::words::{say, say_with};
use crate::platform::ownership::Ownership;
use crate::platform::updates::{self, NewVersion};
use crate::platform::visibility::{self};
use crate::platform::wake_lock::WakeLock;
use crate::platform::{self, prefetch, time, worker};
use crate::protocol::desk::Panel;
use crate::protocol::handover::{FirstSetup, Handover};
use crate::rules::Rulebook;
use crate::screens::director_link::Broadcast;
use crate::session::Session;
use crate::session::saved::Saved;
use crate::session::settings::Settings;
use crate::session::timeline::Timeline;
use keeper::{Keeper, ask_to_persist, join_windows, restore, use_saving, use_time_away};
use leptos::prelude::*;
use manual::Manual;
use modal::Modal;
use page::desk_host::{DeskHost, Reviewed, provide_desk_link, use_desk_link};
use page::face::ClockFace;
pub use page::setup::persistence_said;
use page::setup::{OnStart, Setup};
use shakmaty::Color;
use shell::Shell;

/// What the clock opens with.
// Made once per page and dropped at once: the record's size is no cost.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum Opening {
    /// The game in storage, if any (a reload, a game left open): as the clock saved it.
    Restore,
    /// A new game, which the first setup screen chose, with the taps its first face counted on
    /// its time line (`offset_ms` from this page's).
    Play { record: Record, taps: Vec<(Color, f64)>, offset_ms: f64 },
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
            Handover::Setup(first) if first.start.is_some() => Opening::Play {
                record: page::setup::first_start(&first)?,
                taps: first.taps,
                offset_ms: first.offset_ms,
            },
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

/// The helpers' files, the desk's first (a click opens it; the worker waits for a claim).
const HELPERS: [&str; 5] =
    [platform::desk::FILES[0], platform::desk::FILES[1], worker::FILES[0], worker::FILES[1], worker::FILES[2]];

#[component]
pub fn App(opening: Opening) -> impl IntoView {
    let shell = provide_shell();
    let unreadable = RwSignal::new(restore(shell));
    let keeper = Keeper::new(shell, unreadable);
    join_windows(shell, keeper, unreadable);
    let setup_error = RwSignal::new(None::<String>);
    let reviewing = RwSignal::new(false);
    let manual_open = RwSignal::new(false);
    let manual_rulebook = RwSignal::new(Rulebook::ALL[0]);
    let on_start = Callback::new(move |(record, broadcast): (Record, Option<Broadcast>)| {
        // Only the window that owns the clock starts a game: another's would be saved nowhere.
        if shell.owner.get_untracked() == Some(false) {
            return Ok(());
        }
        let session = Session::new(record).map_err(|e| e.to_string())?;
        // A new game is published only where its setup says so: its broadcast kept beside it.
        page::broadcast::forget();
        let unkept = broadcast.is_some_and(|b| page::broadcast::keep_beside_game(&b).is_err());
        keeper.started_here.set_value(true);
        shell.start(session);
        if unkept {
            // Said on the face, where the players now are.
            shell.tell(say(&m::LICHESS_NOT_KEPT));
        }
        ask_to_persist();
        Ok(())
    });
    // The first setup's choices fill the setup screen once, not the ones after later games.
    let first = StoredValue::new(None::<FirstSetup>);
    take_opening(opening, shell, on_start, setup_error, reviewing, first);
    // A newer build, waiting for the setup screen (never offered in a game).
    let update = RwSignal::new(NewVersion::None);
    // Where no service worker keeps the helpers' files, they are fetched once the page is idle,
    // the desk first: a claim or panel then never waits on the network.
    updates::watch(move |u| update.set(u), || prefetch::when_idle(&HELPERS));

    use_saving(keeper);

    use_time_away(keeper, use_screen_awake(shell));

    // A kept game's review ends with its panel: the desk is handed no game again.
    let link = use_desk_link();
    Effect::new(move |_| {
        if !reviewing.get() {
            link.review(None);
        }
    });

    // A kept game reviewed as it was played: its record, its settings, its first event at the
    // instant it was played.
    let review_kept = move |text: &str| match Saved::from_json(text).and_then(|s| s.restore(time::now())) {
        Ok(kept) => {
            let reviewed =
                Reviewed { record: kept.session.record, settings: kept.settings, offset_ms: kept.timeline.offset_ms };
            link.review(Some(reviewed));
            reviewing.set(true);
        }
        Err(e) => setup_error.set(Some(say_with(&m::KEPT_CANNOT_REVIEW, &[("why", &e.to_string())]))),
    };

    // Only a change between setup and play swaps the screen, not every press.
    let playing = Memo::new(move |_| shell.session.with(Option::is_some));
    // Which part this window plays, on the page for tests and styles: "yes", "no", or "asking".
    let owner_attr = move || match shell.owner.get() {
        Some(true) => "yes",
        Some(false) => "no",
        None => "asking",
    };
    view! {
        <main class="app" data-owner=owner_attr>
            <Elsewhere keeper />
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
                            on_review_kept=Callback::new(move |text: String| review_kept(&text))
                            on_manual=Callback::new(move |rulebook| {
                                manual_rulebook.set(rulebook);
                                manual_open.set(true);
                            })
                        />
                        <Show when=move || manual_open.get()>
                            <Manual rulebook=manual_rulebook.into() open=manual_open />
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

/// The clock's shell and the contexts every part of the page reaches for.
fn provide_shell() -> Shell {
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
    page::eboard::provide_eboard();
    page::broadcast::provide_publishing(shell);
    provide_desk_link(shell);
    shell::provide_rules_worker(worker::RulesWorker::default());
    shell
}

/// What the page opens on: a restored game, a game the first face began (its taps replayed at their
/// own instants), the setup with the first page's choices, or a review.
fn take_opening(
    opening: Opening,
    shell: Shell,
    on_start: OnStart,
    setup_error: RwSignal<Option<String>>,
    reviewing: RwSignal<bool>,
    first: StoredValue<Option<FirstSetup>>,
) {
    match opening {
        Opening::Restore => {}
        Opening::Play { record, taps, offset_ms } => match on_start.run((record, None)) {
            // Replayed at their own instants: the game's record is as if the clock had been here
            // from the first tap, on the first face's time line.
            Ok(()) => {
                shell.timeline.set(Timeline { offset_ms });
                shell.session.update(|s| {
                    if let Some(s) = s {
                        let counted = taps.iter().filter(|&&(side, t)| s.tap(side, t, None, &mut None)).count();
                        if counted < taps.len() {
                            leptos::logging::warn!("{} of the first face's taps did not count", taps.len() - counted);
                        }
                    }
                });
            }
            Err(e) => setup_error.set(Some(e)),
        },
        Opening::Setup(choices) => first.set_value(Some(choices)),
        Opening::Review => reviewing.set(true),
    }
}

/// Another window owns the clock: this one shows its game, takes nothing, and may take over.
#[component]
fn Elsewhere(keeper: Keeper) -> impl IntoView {
    let shell = keeper.shell;
    let continue_here = move |_| {
        keeper.ownership.with_value(|o| o.as_ref().map(Ownership::ask_to_take));
    };
    view! {
        <Show when=move || shell.owner.get() == Some(false)>
            <Modal class="elsewhere" label=say(&m::ELSEWHERE) on_close=Callback::new(|()| ())>
                <p>{say(&m::ELSEWHERE_TEXT)}</p>
                <button class="control primary" on:click=continue_here>{say(&m::ELSEWHERE_CONTINUE)}</button>
            </Modal>
        </Show>
    }
}

/// The screen stays on while a clock runs, and may sleep when paused, over, or at setup. The
/// lock, to take again when the page is shown after being hidden.
fn use_screen_awake(shell: Shell) -> WakeLock {
    let wake = WakeLock::default();
    let running = Memo::new(move |_| {
        shell.session.with(|s| s.as_ref().is_some_and(|s| s.game.clock.is_running() && !s.game.is_over()))
    });
    let hold = wake.clone();
    Effect::new(move |_| hold.hold(running.get()));
    wake
}
