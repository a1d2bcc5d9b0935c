//! The arbiter's desk: the arbiter's panel (corrections, penalties, endings, claims and their
//! verdicts), the score with its export, the review of an imported game, and the move-entry board.
//!
//! It runs as its own wasm module (`src/bin/desk.rs`), which the page fetches the first time a
//! player opens one of these, so the clock that opens at the board carries none of it
//! (`platform::desk` loads it, `app::page::desk_host` shows it). The page connects once and hands
//! over its game once, then only its new events (`protocol::desk`); the desk keeps one copy of the
//! game — one [`Shell`], one session — which every panel it opens shares by context, and hands
//! back every event it appends. The page takes them through its own session, so the page's record
//! stays the one that is saved.

pub mod arbiter;
pub mod claims;
pub mod move_entry;
pub mod picker;
pub mod score;

use crate::app::desk::arbiter::ArbiterPanel;
use crate::app::desk::move_entry::BoardPanel;
use crate::app::desk::score::ScorePanel;
use crate::app::shell::{Shell, provide_rules_worker};
use crate::ground::record::{EventKind, RecordError};
use crate::platform::worker::RulesWorker;
use crate::protocol::desk::{self, Applied, DeskMessageError, EnteredSan, FromDesk, HandedGame, Panel, ToDesk};
use crate::screens::move_entry::Draft;
use crate::session::Session;
use crate::session::settings::Settings;
use crate::session::timeline::Timeline;
use leptos::prelude::*;
use std::any::Any;
use std::fmt;
use std::rc::Rc;

/// Why the desk could not connect, or could not take the page's message.
#[derive(Debug, Clone, PartialEq)]
pub enum PanelError {
    /// The page's message cannot be read.
    Message(DeskMessageError),
    /// The desk connects on a whole game, and was handed events.
    NotAGame,
    /// The handed game's record does not replay.
    Replay(RecordError),
}

impl fmt::Display for PanelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PanelError::Message(e) => fmt::Display::fmt(e, f),
            PanelError::NotAGame => f.write_str("the desk opens on a whole game, not on events"),
            PanelError::Replay(e) => write!(f, "the game does not replay: {e}"),
        }
    }
}

impl std::error::Error for PanelError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PanelError::Message(e) => Some(e),
            PanelError::NotAGame => None,
            PanelError::Replay(e) => Some(e),
        }
    }
}

/// The game a [`ToDesk::Game`] hands over, as the desk holds it.
fn start_over(game: Option<HandedGame>) -> Result<(Option<Session>, Settings, f64), PanelError> {
    let Some(HandedGame { record, settings, offset_ms, pins }) = game else {
        return Ok((None, Settings::default(), 0.0));
    };
    let mut session = Session::new(record).map_err(PanelError::Replay)?;
    session.pins = pins;
    Ok((Some(session), settings, offset_ms))
}

/// The desk of one page: its one copy of the game, which every panel shares, and how far the
/// page holds its record.
pub struct Desk {
    shell: Shell,
    /// The desk's own rules worker, which its claim dialogs share.
    worker: RulesWorker,
    /// How many of the record's events the page holds: those after it are the desk's to hand back.
    known: StoredValue<usize>,
    tell: Rc<dyn Fn(FromDesk)>,
    /// Owns the desk's effect that hands its events back.
    _owner: Owner,
}

/// Connects the desk on `game` (a [`ToDesk::Game`] as text); its messages go to `tell`.
pub fn connect(game: &str, tell: Box<dyn Fn(FromDesk)>) -> Result<Desk, PanelError> {
    let game = match ToDesk::decode(game).map_err(PanelError::Message)? {
        ToDesk::Game(game) => game,
        ToDesk::Events { .. } => return Err(PanelError::NotAGame),
    };
    let (session, settings, offset_ms) = start_over(game)?;
    // Mounting sets Leptos's executor up; the desk's game has an effect before any mount.
    let _ = any_spawner::Executor::init_wasm_bindgen();
    let owner = Owner::new();
    let tell: Rc<dyn Fn(FromDesk)> = Rc::from(tell);
    let (shell, known) = owner.with(|| {
        let known = StoredValue::new(session.as_ref().map_or(0, |s| s.record.events.len()));
        let shell = Shell {
            session: RwSignal::new(session),
            timeline: RwSignal::new(Timeline { offset_ms }),
            settings: RwSignal::new(settings),
            visible: RwSignal::new(true),
            notice: RwSignal::new(None),
            // The desk saves nothing and owns nothing: the page does.
            owner: RwSignal::new(Some(true)),
            unsaved: RwSignal::new(None),
            away: RwSignal::new(None),
        };
        // Every event the desk appends, from whichever panel, goes back to the page at once: the
        // page saves it.
        let back = tell.clone();
        Effect::new(move |_| {
            let handed = shell.session.with(|s| {
                let s = s.as_ref()?;
                let from = known.get_value();
                (s.record.events.len() > from)
                    .then(|| FromDesk::Events { from, events: s.record.events[from..].to_vec() })
            });
            if let Some(handed) = handed {
                known.set_value(shell.session.with_untracked(|s| s.as_ref().map_or(0, |s| s.record.events.len())));
                back(handed);
            }
        });
        // Every PIN typed in the desk goes to the page as it is typed, right or wrong: the page
        // saves it, so a reload forgets neither it nor the wait after a wrong one. (An event the
        // desk records carries them too; the page records each once.)
        let told =
            StoredValue::new(shell.session.with_untracked(|s| s.as_ref().map(|s| s.pins.clone()).unwrap_or_default()));
        let pins_back = tell.clone();
        Effect::new(move |_| {
            let pins = shell.session.with(|s| s.as_ref().map(|s| s.pins.clone()).unwrap_or_default());
            let new: Vec<_> = told.with_value(|told| pins.iter().filter(|p| !told.contains(p)).copied().collect());
            told.set_value(pins);
            if !new.is_empty() {
                pins_back(FromDesk::Pins(new));
            }
        });
        (shell, known)
    });
    Ok(Desk { shell, worker: RulesWorker::default(), known, tell, _owner: owner })
}

/// An open panel's view on the page, taken off when it is dropped.
pub struct MountedPanel {
    _view: Box<dyn Any>,
}

impl Desk {
    /// What the page tells the desk (a [`ToDesk`] as text): the whole game, which the desk
    /// starts over from, or the page's new events, which it appends.
    pub fn send(&self, message: &str) -> Result<Applied, PanelError> {
        let shell = self.shell;
        match ToDesk::decode(message).map_err(PanelError::Message)? {
            ToDesk::Game(game) => {
                let (session, settings, offset_ms) = start_over(game)?;
                self.known.set_value(session.as_ref().map_or(0, |s| s.record.events.len()));
                shell.timeline.set(Timeline { offset_ms });
                shell.settings.set(settings);
                shell.session.set(session);
                Ok(Applied::Applied)
            }
            ToDesk::Events { from, events } => {
                let mut applied = Applied::WantsGame;
                shell.session.update(|s| {
                    if let Some(s) = s {
                        applied = desk::append(s, from, &events);
                    }
                });
                if applied == Applied::Applied {
                    self.known.set_value(from + events.len());
                }
                Ok(applied)
            }
        }
    }

    /// Opens `panel` inside `host`, on the desk's one game.
    pub fn open(&self, panel: Panel, host: web_sys::HtmlElement) -> MountedPanel {
        let shell = self.shell;
        let tell = self.tell.clone();
        let worker = self.worker.clone();
        let view = leptos::mount::mount_to(host, move || {
            provide_context(shell);
            provide_rules_worker(worker.clone());
            let open = RwSignal::new(true);
            let closed = tell.clone();
            Effect::new(move |_| {
                if !open.get() {
                    // PINs typed and not yet recorded go to the page, which records them next.
                    let mut pins = Vec::new();
                    shell.session.update_untracked(|s| {
                        if let Some(s) = s {
                            pins = std::mem::take(&mut s.pins);
                        }
                    });
                    closed(FromDesk::Closed(panel, pins));
                }
            });
            let now = RwSignal::new(shell.now());
            match panel {
                Panel::Arbiter => view! { <ArbiterPanel now open /> }.into_any(),
                Panel::Score => view! { <ScorePanel open /> }.into_any(),
                Panel::Board => board(shell, tell.clone()).into_any(),
            }
        });
        MountedPanel { _view: Box::new(view) }
    }
}

/// The board in the desk: its own draft, which the page hears of as [`FromDesk::Entered`], begun
/// afresh after every press.
fn board(shell: Shell, tell: Rc<dyn Fn(FromDesk)>) -> impl IntoView {
    let session = shell.session;
    let draft = RwSignal::new(Draft::default());
    let presses = Memo::new(move |_| {
        session.with(|s| {
            s.as_ref()
                .map_or(0, |s| s.record.events.iter().filter(|e| matches!(e.kind, EventKind::Press { .. })).count())
        })
    });
    Effect::new(move |before: Option<usize>| {
        let now = presses.get();
        if before.is_some_and(|b| b != now) {
            draft.set(Draft::default());
        }
        now
    });
    let entered =
        Memo::new(move |_| draft.with(|d| d.entered.as_ref().map(|e| EnteredSan { side: e.side, san: e.san.clone() })));
    Effect::new(move |_| tell(FromDesk::Entered(entered.get())));
    let mover = Memo::new(move |_| shell.mover());
    let far_side = Memo::new(move |_| shell.settings.with(|s| s.far_side()));
    view! { <BoardPanel draft mover far=Signal::derive(move || mover.get() == far_side.get()) /> }
}
