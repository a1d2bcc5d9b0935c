//! The arbiter's desk: the arbiter's panel (corrections, penalties, endings, claims and their
//! verdicts), the score with its export, and the review of an imported game.
//!
//! It runs as its own wasm module (`src/bin/desk.rs`), which the page fetches the first time a
//! player opens one of these, so the clock that opens at the board carries none of it
//! (`platform::desk` loads it, `app::desk_host` shows it). The page hands over the game as saved
//! text and its time line; the desk keeps its own copy, and hands back every event it appends.
//! The page takes them through its own session, so the page's record stays the one that is saved.

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
use crate::domain::record::EventKind;
use crate::session::saved::Saved;
use crate::session::Session;
use crate::session::settings::Settings;
use crate::session::timeline::Timeline;
use leptos::prelude::*;
use shakmaty::Color;
use std::any::Any;
use std::cell::RefCell;

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

/// What the page is told while a panel is open.
pub struct Handlers {
    /// The record each time the desk appends to it, with the index of its first event the page
    /// does not hold.
    pub on_events: Box<dyn Fn(String, usize)>,
    /// The player closed the panel.
    pub on_close: Box<dyn Fn()>,
    /// The board's entered move changed: the side that entered it and its SAN, or `None`. The
    /// page's press records it.
    pub on_entered: Box<dyn Fn(Option<(Color, String)>)>,
}

/// What the desk was handed: the game (none at setup) and its settings, as saved text.
fn read_handover(saved: &str) -> Result<(Option<Session>, Settings), String> {
    if saved.is_empty() {
        return Ok((None, Settings::default()));
    }
    let saved = Saved::from_json(saved).map_err(|e| e.to_string())?;
    let session =
        Session::new(saved.record).map_err(|e| format!("the game does not replay: {e}"))?;
    Ok((Some(session), saved.settings))
}

/// An open panel: its game and what keeps its view on the page.
struct Open {
    id: u32,
    shell: Shell,
    /// How many of the record's events the page holds: those after it are the desk's to hand back.
    known: StoredValue<usize>,
    _view: Box<dyn Any>,
}

thread_local! {
    /// The open panels (the board may be open under the arbiter's panel), and the next id.
    static OPEN: RefCell<(Vec<Open>, u32)> = const { RefCell::new((Vec::new(), 0)) };
}

/// The board in the desk: its own draft, which the page hears of through `on_entered`, begun
/// afresh after every press.
fn board(shell: Shell, on_entered: Box<dyn Fn(Option<(Color, String)>)>) -> impl IntoView {
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
    let entered = Memo::new(move |_| draft.with(|d| d.entered.as_ref().map(|e| (e.side, e.san.clone()))));
    Effect::new(move |_| on_entered(entered.get()));
    let mover = Memo::new(move |_| shell.mover());
    let far_side = Memo::new(move |_| shell.settings.with(|s| s.far_side()));
    view! { <BoardPanel draft mover far=Signal::derive(move || mover.get() == far_side.get()) /> }
}

/// Opens `panel` inside `host` on the game in `saved` (empty: no game) whose time line is
/// `offset_ms` from `performance.now()`; returns the panel's id for [`close`].
pub fn open(panel: Panel, host: web_sys::HtmlElement, saved: &str, offset_ms: f64, handlers: Handlers) -> Result<u32, String> {
    let (session, settings) = read_handover(saved)?;
    let known = StoredValue::new(session.as_ref().map_or(0, |s| s.record.events.len()));
    let shell = Shell {
        session: RwSignal::new(session),
        timeline: RwSignal::new(Timeline { offset_ms }),
        settings: RwSignal::new(settings),
        visible: RwSignal::new(true),
        notice: RwSignal::new(None),
    };
    let Handlers { on_events, on_close, on_entered } = handlers;
    let view = leptos::mount::mount_to(host, move || {
        provide_context(shell);
        let open = RwSignal::new(true);
        // Every event the desk appends goes back to the page at once: the page saves it.
        Effect::new(move |_| {
            let handed = shell.session.with(|s| {
                let s = s.as_ref()?;
                let from = known.get_value();
                (s.record.events.len() > from).then(|| (s.record.to_json(), from, s.record.events.len()))
            });
            if let Some((record, from, len)) = handed {
                known.set_value(len);
                on_events(record, from);
            }
        });
        Effect::new(move |_| {
            if !open.get() {
                on_close();
            }
        });
        let now = RwSignal::new(shell.now());
        match panel {
            Panel::Arbiter => view! { <ArbiterPanel now open /> }.into_any(),
            Panel::Score => view! { <ScorePanel open /> }.into_any(),
            Panel::Board => board(shell, on_entered).into_any(),
        }
    });
    let id = OPEN.with_borrow_mut(|(open, next)| {
        *next += 1;
        open.push(Open { id: *next, shell, known, _view: Box::new(view) });
        *next
    });
    Ok(id)
}

/// The page's game changed while panel `id` is open (an event of its own, or the desk's taken):
/// the panel goes on from the page's record.
pub fn update(id: u32, saved: &str, offset_ms: f64) -> Result<(), String> {
    let (session, settings) = read_handover(saved)?;
    OPEN.with_borrow(|(open, _)| {
        if let Some(o) = open.iter().find(|o| o.id == id) {
            o.known.set_value(session.as_ref().map_or(0, |s| s.record.events.len()));
            o.shell.timeline.set(Timeline { offset_ms });
            o.shell.settings.set(settings);
            o.shell.session.set(session);
        }
    });
    Ok(())
}

/// Takes panel `id` off the page.
pub fn close(id: u32) {
    // Dropped outside the borrow: unmounting may run cleanups that look at the desk.
    let closed = OPEN.with_borrow_mut(|(open, _)| open.iter().position(|o| o.id == id).map(|i| open.remove(i)));
    drop(closed);
}
