//! The arbiter's desk: the arbiter's panel (corrections, penalties, endings, claims and their
//! verdicts), the score with its export, and the review of an imported game.
//!
//! It runs as its own wasm module (`src/bin/desk.rs`), which the page fetches the first time a
//! player opens one of these, so the clock that opens at the board carries none of it
//! (`platform::desk` loads it, `app::desk_host` shows it). The page hands over the game as saved
//! text and its time line; the desk keeps its own copy, and hands back every event it appends.
//! The page takes them through its own session, so the page's record stays the one that is saved.

use super::Shell;
use super::arbiter::ArbiterPanel;
use super::score::ScorePanel;
use crate::saved::Saved;
use crate::session::Session;
use crate::settings::Settings;
use crate::timeline::Timeline;
use leptos::prelude::*;
use std::any::Any;
use std::cell::RefCell;

/// What the desk shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Panel {
    Arbiter,
    /// The score of the game in progress, or the review of an imported one at setup.
    Score,
}

impl Panel {
    pub fn name(self) -> &'static str {
        match self {
            Panel::Arbiter => "arbiter",
            Panel::Score => "score",
        }
    }

    pub fn from_name(name: &str) -> Option<Panel> {
        [Panel::Arbiter, Panel::Score]
            .into_iter()
            .find(|p| p.name() == name)
    }
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

/// The open desk: its game and what keeps its view on the page.
struct Open {
    shell: Shell,
    /// How many of the record's events the page holds: those after it are the desk's to hand back.
    known: StoredValue<usize>,
    _view: Box<dyn Any>,
}

thread_local! {
    static OPEN: RefCell<Option<Open>> = const { RefCell::new(None) };
}

/// Opens `panel` inside `host` on the game in `saved` (empty: no game) whose time line is
/// `offset_ms` from `performance.now()`. `on_events(record, from)` gets the record each time the
/// desk appends to it, with the index of its first event the page does not hold; `on_close()`
/// when the player closes the panel.
pub fn open(
    panel: Panel,
    host: web_sys::HtmlElement,
    saved: &str,
    offset_ms: f64,
    on_events: impl Fn(String, usize) + 'static,
    on_close: impl Fn() + 'static,
) -> Result<(), String> {
    close();
    let (session, settings) = read_handover(saved)?;
    let known = StoredValue::new(session.as_ref().map_or(0, |s| s.record.events.len()));
    let shell = Shell {
        session: RwSignal::new(session),
        timeline: RwSignal::new(Timeline { offset_ms }),
        settings: RwSignal::new(settings),
        visible: RwSignal::new(true),
        notice: RwSignal::new(None),
    };
    let view = leptos::mount::mount_to(host, move || {
        let open = RwSignal::new(true);
        // Every event the desk appends goes back to the page at once: the page saves it.
        Effect::new(move |_| {
            let handed = shell.session.with(|s| {
                let s = s.as_ref()?;
                let from = known.get_value();
                (s.record.events.len() > from)
                    .then(|| (s.record.to_json(), from, s.record.events.len()))
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
            Panel::Arbiter => view! { <ArbiterPanel shell now open /> }.into_any(),
            Panel::Score => view! { <ScorePanel shell open /> }.into_any(),
        }
    });
    OPEN.with_borrow_mut(|o| {
        *o = Some(Open {
            shell,
            known,
            _view: Box::new(view),
        })
    });
    Ok(())
}

/// The page's game changed while the desk is open (an event of its own, or the desk's taken):
/// the desk goes on from the page's record.
pub fn update(saved: &str, offset_ms: f64) -> Result<(), String> {
    let (session, _) = read_handover(saved)?;
    OPEN.with_borrow(|o| {
        if let Some(o) = o {
            o.known
                .set_value(session.as_ref().map_or(0, |s| s.record.events.len()));
            o.shell.timeline.set(Timeline { offset_ms });
            o.shell.session.set(session);
        }
    });
    Ok(())
}

/// Takes the desk's view off the page.
pub fn close() {
    // Dropped outside the borrow: unmounting may run cleanups that look at the desk.
    let open = OPEN.with_borrow_mut(Option::take);
    drop(open);
}
