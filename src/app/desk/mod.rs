//! The arbiter's desk: the arbiter's panel (corrections, penalties, endings, claims and their
//! verdicts), the score with its export, and the review of an imported game.
//!
//! It runs as its own wasm module (`src/bin/desk.rs`), which the page fetches the first time a
//! player opens one of these, so the clock that opens at the board carries none of it
//! (`platform::desk` loads it, `app::desk_host` shows it). The page hands over the game once and
//! then only its new events (`protocol::desk`); the desk keeps its own copy, and hands back every
//! event it appends. The page takes them through its own session, so the page's record stays the
//! one that is saved.

pub mod arbiter;
pub mod board;
pub mod claims;
pub mod picker;
pub mod score;

use crate::app::Shell;
use crate::app::desk::arbiter::ArbiterPanel;
use crate::app::desk::board::BoardPanel;
use crate::app::desk::score::ScorePanel;
use crate::screens::move_entry::Draft;
use crate::domain::record::{EventKind, RecordError};
use crate::protocol::desk::{self, Applied, DecodeError, Entered, FromDesk, Game, ToDesk};
use crate::session::Session;
use crate::session::settings::Settings;
use crate::session::timeline::Timeline;
use leptos::prelude::*;
use std::any::Any;
use std::fmt;
use std::rc::Rc;

/// What the desk shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Panel {
    Arbiter,
    /// The score of the game in progress, or the review of an imported one at setup.
    Score,
    /// The move-entry board, in the waiting player's half.
    Board,
}

impl Panel {
    pub fn name(self) -> &'static str {
        match self {
            Panel::Arbiter => "arbiter",
            Panel::Score => "score",
            Panel::Board => "board",
        }
    }

    pub fn from_name(name: &str) -> Option<Panel> {
        [Panel::Arbiter, Panel::Score, Panel::Board].into_iter().find(|p| p.name() == name)
    }
}

/// An open panel: its copy of the game, and its view on the page, taken off when it is dropped.
pub struct Open {
    shell: Shell,
    /// How many of the record's events the page holds: those after it are the desk's to hand back.
    known: StoredValue<usize>,
    _view: Box<dyn Any>,
}

/// The board in the desk: its own draft, which the page hears of as [`FromDesk::Entered`], begun
/// afresh after every press.
fn board(shell: Shell, tell: Rc<dyn Fn(FromDesk)>) -> impl IntoView {
    let session = shell.session;
    let draft = RwSignal::new(Draft::default());
    let presses = Memo::new(move |_| {
        session.with(|s| s.as_ref().map_or(0, |s| s.record.events.iter().filter(|e| matches!(e.kind, EventKind::Press { .. })).count()))
    });
    Effect::new(move |before: Option<usize>| {
        let now = presses.get();
        if before.is_some_and(|b| b != now) {
            draft.set(Draft::default());
        }
        now
    });
    let entered = Memo::new(move |_| draft.with(|d| d.entered.as_ref().map(|e| Entered { side: e.side, san: e.san.clone() })));
    Effect::new(move |_| tell(FromDesk::Entered(entered.get())));
    let mover = Memo::new(move |_| shell.mover());
    let far_side = Memo::new(move |_| shell.settings.with(|s| s.far_side()));
    view! { <BoardPanel draft mover far=Signal::derive(move || mover.get() == far_side.get()) /> }
}

/// Why a panel could not open, or could not take the page's message.
#[derive(Debug, Clone, PartialEq)]
pub enum PanelError {
    /// The page's message cannot be read.
    Message(DecodeError),
    /// A panel opens on a whole game, and was handed events.
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
fn start_over(game: Option<Game>) -> Result<(Option<Session>, Settings, f64), PanelError> {
    let Some(Game { record, settings, offset_ms }) = game else { return Ok((None, Settings::default(), 0.0)) };
    let session = Session::new(record).map_err(PanelError::Replay)?;
    Ok((Some(session), settings, offset_ms))
}

/// Opens `panel` inside `host` on `game` (a [`ToDesk::Game`] as text); the panel's messages go
/// to `tell`.
pub fn open(panel: Panel, host: web_sys::HtmlElement, game: &str, tell: Box<dyn Fn(FromDesk)>) -> Result<Open, PanelError> {
    let game = match ToDesk::decode(game).map_err(PanelError::Message)? {
        ToDesk::Game(game) => game,
        ToDesk::Events { .. } => return Err(PanelError::NotAGame),
    };
    let (session, settings, offset_ms) = start_over(game)?;
    let known = StoredValue::new(session.as_ref().map_or(0, |s| s.record.events.len()));
    let shell = Shell {
        session: RwSignal::new(session),
        timeline: RwSignal::new(Timeline { offset_ms }),
        settings: RwSignal::new(settings),
        visible: RwSignal::new(true),
        notice: RwSignal::new(None),
    };
    let tell: Rc<dyn Fn(FromDesk)> = Rc::from(tell);
    let view = leptos::mount::mount_to(host, move || {
        provide_context(shell);
        let open = RwSignal::new(true);
        // Every event the desk appends goes back to the page at once: the page saves it.
        let back = tell.clone();
        Effect::new(move |_| {
            let handed = shell.session.with(|s| {
                let s = s.as_ref()?;
                let from = known.get_value();
                (s.record.events.len() > from).then(|| FromDesk::Events { from, events: s.record.events[from..].to_vec() })
            });
            if let Some(handed) = handed {
                known.set_value(shell.session.with_untracked(|s| s.as_ref().map_or(0, |s| s.record.events.len())));
                back(handed);
            }
        });
        let closed = tell.clone();
        Effect::new(move |_| {
            if !open.get() {
                closed(FromDesk::Closed);
            }
        });
        let now = RwSignal::new(shell.now());
        match panel {
            Panel::Arbiter => view! { <ArbiterPanel now open /> }.into_any(),
            Panel::Score => view! { <ScorePanel open /> }.into_any(),
            Panel::Board => board(shell, tell.clone()).into_any(),
        }
    });
    Ok(Open { shell, known, _view: Box::new(view) })
}

impl Open {
    /// What the page tells this panel (a [`ToDesk`] as text): the whole game, which the panel
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
}
