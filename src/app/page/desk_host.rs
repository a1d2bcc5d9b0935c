//! Where the page shows the arbiter's desk (`app::desk`, a module of its own). The page connects
//! to the desk once ([`DeskLink`], in context for the whole page) and hands it the game once, then
//! only its changes (`protocol::desk`); every panel opened ([`DeskHost`]) shows that one game.
//! While the desk is fetched a line says so, and if it cannot be had (offline before it was ever
//! cached) the players are told and the clock goes on. The events the desk appends are taken
//! through the page's session.

use crate::app::modal::Modal;
use crate::app::shell::Shell;
use crate::ground::lock::PinEntry;
use crate::ground::messages as wm;
use crate::ground::record::Event;
use crate::ground::record::Record;
use crate::ground::words::{say, say_with};
use crate::platform::desk::{self, Connection, DeskError, OpenPanel};
use crate::protocol::desk::{Applied, FromDesk, Handover, Panel, ToDesk};
use crate::rules::rule::capitalised;
use crate::session::Untaken;
use crate::session::settings::Settings;
use leptos::html;
use leptos::prelude::*;
use shakmaty::Color;

/// How far the page is with the desk.
#[derive(Debug, Clone, PartialEq)]
enum LinkState {
    Idle,
    Connecting,
    Ready,
    /// Why it could not be had; the next panel opened tries again.
    Failed(String),
}

/// The page's link to the desk: the connection, what it has handed, and where the desk's
/// messages go (each open panel's `open` signal, the board's entered move).
#[derive(Clone, Copy)]
pub struct DeskLink {
    shell: Shell,
    state: RwSignal<LinkState>,
    connection: StoredValue<Option<Connection>, LocalStorage>,
    handover: StoredValue<Handover>,
    panels: StoredValue<Vec<(Panel, RwSignal<bool>)>>,
    entered: StoredValue<Option<EnteredMove>>,
    /// A game kept on this phone, reviewed at setup: the desk is handed it while no game is in
    /// progress here.
    reviewed: StoredValue<Option<Reviewed>>,
}

/// A kept game as the desk is handed it for its review: the record, its settings, and the time
/// line that puts its first event at the instant it was played.
#[derive(Clone)]
pub struct Reviewed {
    pub record: Record,
    pub settings: Settings,
    pub offset_ms: f64,
}

/// The move the players entered on the board, and whose it is.
type EnteredMove = RwSignal<Option<(Color, String)>>;

/// The page's desk link, provided once by the app.
pub fn provide_desk_link(shell: Shell) {
    let link = DeskLink {
        shell,
        state: RwSignal::new(LinkState::Idle),
        connection: StoredValue::new_local(None),
        handover: StoredValue::new(Handover::default()),
        panels: StoredValue::new(Vec::new()),
        entered: StoredValue::new(None),
        reviewed: StoredValue::new(None),
    };
    // The page's own changes (a press, a flag called, the desk's events taken) reach the desk.
    Effect::new(move |_| {
        shell.session.track();
        shell.settings.track();
        shell.timeline.track();
        if link.state.get_untracked() == LinkState::Ready {
            link.sync();
        }
    });
    provide_context(link);
}

pub fn use_desk_link() -> DeskLink {
    expect_context::<DeskLink>()
}

impl DeskLink {
    /// The game the desk shows: the one in progress, else a kept game under review; with its
    /// settings, time line and the PINs typed and not yet recorded.
    fn with_game<R>(self, f: impl FnOnce(Option<&Record>, Settings, f64, &[PinEntry]) -> R) -> R {
        let shell = self.shell;
        let (settings, offset) = (shell.settings.get_untracked(), shell.timeline.get_untracked().offset_ms);
        shell.session.with_untracked(|s| match s {
            Some(s) => f(Some(&s.record), settings, offset, &s.pins),
            None => self.reviewed.with_value(|r| match r {
                Some(r) => f(Some(&r.record), r.settings, r.offset_ms, &[]),
                None => f(None, settings, offset, &[]),
            }),
        })
    }

    /// The message that brings the desk to the page's game, if it lacks anything.
    fn next(self) -> Option<ToDesk> {
        self.with_game(|record, settings, offset, pins| {
            self.handover.try_update_value(|h| h.next(record, settings, offset, pins)).flatten()
        })
    }

    /// The whole game, as the desk is handed it when it connects or asks again.
    fn whole(self) -> ToDesk {
        self.with_game(|record, settings, offset, pins| {
            self.handover.try_update_value(|h| h.whole(record, settings, offset, pins)).unwrap_or(ToDesk::Game(None))
        })
    }

    /// Reviews a kept game at setup (`None`: no longer): the desk is handed it at once.
    pub fn review(self, reviewed: Option<Reviewed>) {
        self.reviewed.set_value(reviewed);
        if self.state.get_untracked() == LinkState::Ready {
            self.sync();
        }
    }

    fn send(self, message: &ToDesk) -> Option<Applied> {
        let answer = self.connection.try_with_value(|c| c.as_ref().map(|c| c.send(&message.encode()))).flatten()?;
        answer.ok().and_then(|a| Applied::decode(&a).ok())
    }

    /// Passes the page's game on: only what is new, or the whole game when the desk asks.
    fn sync(self) {
        if let Some(message) = self.next()
            && self.send(&message) == Some(Applied::WantsGame)
        {
            self.send(&self.whole());
        }
    }

    /// Takes the events the desk appended (the first at index `from` of its record) into the
    /// page's game. If any is refused, or the page's game had moved on, the desk is handed the
    /// whole game again.
    fn take(self, from: usize, events: &[Event]) {
        let shell = self.shell;
        let mut outcome = Ok(());
        let mut held = None;
        shell.session.update(|s| {
            if let Some(s) = s {
                held = Some(s.record.events.len());
                outcome = s.take(events);
            }
        });
        if held == Some(from) && outcome.is_ok() {
            self.handover.update_value(|h| h.took(from, events));
        } else {
            self.handover.set_value(Handover::default());
        }
        if let Err(Untaken { error: e, .. }) = outcome {
            shell.notice.set(Some(say_with(&wm::DESK_ENTRY_NOT_RECORDED, &[("why", &e.to_string())])));
        }
    }

    /// A message from the desk.
    fn hear(self, text: String) {
        match FromDesk::decode(&text) {
            Ok(FromDesk::Events { from, events }) => self.take(from, &events),
            Ok(FromDesk::Entered(entered)) => {
                if let Some(signal) = self.entered.get_value() {
                    let _ = signal.try_set(entered.map(|m| (m.side, m.san)));
                }
            }
            // Kept and saved at once: a reload must not forget a wrong PIN or the wait after it.
            Ok(FromDesk::Pins(pins)) => self.add_pins(&pins),
            Ok(FromDesk::Closed(panel, pins)) => {
                self.add_pins(&pins);
                let open = self.panels.with_value(|p| p.iter().find(|(q, _)| *q == panel).map(|(_, o)| *o));
                if let Some(open) = open {
                    let _ = open.try_set(false);
                }
            }
            Err(e) => self.shell.notice.set(Some(say_with(&wm::DESK_UNREADABLE, &[("why", &e.to_string())]))),
        }
    }

    /// PINs typed in the desk, into the page's game (which saves them).
    fn add_pins(self, pins: &[PinEntry]) {
        if pins.is_empty() {
            return;
        }
        self.shell.session.update(|s| {
            if let Some(s) = s {
                s.add_pins(pins);
            }
        });
    }

    /// Fetches and connects the desk, once; after a failure, the next call tries again.
    fn connect(self) {
        if matches!(self.state.get_untracked(), LinkState::Connecting | LinkState::Ready) {
            return;
        }
        self.state.set(LinkState::Connecting);
        let game = self.whole().encode();
        leptos::task::spawn_local(async move {
            match desk::connect(game, move |text| self.hear(text)).await {
                Ok(connection) => {
                    self.connection.set_value(Some(connection));
                    self.state.set(LinkState::Ready);
                    // Anything the page recorded while the desk was fetched.
                    self.sync();
                }
                Err(e) => {
                    let why = match e {
                        // Its own sentences: which builds, and what to do.
                        DeskError::OtherBuild(e) => {
                            say_with(&wm::DESK_OTHER_BUILD, &[("why", &capitalised(&e.to_string()))])
                        }
                        DeskError::Unreachable(e) => say_with(&wm::DESK_UNREACHABLE, &[("why", &e)]),
                    };
                    self.handover.set_value(Handover::default());
                    self.state.set(LinkState::Failed(why));
                }
            }
        });
    }

    fn open(self, panel: Panel, host: &web_sys::HtmlElement) -> Option<OpenPanel> {
        self.connection.with_value(|c| c.as_ref().and_then(|c| c.open(panel.name(), host).ok()))
    }
}

#[component]
pub fn DeskHost(
    panel: Panel,
    open: RwSignal<bool>,
    /// The board's entered move, for the page's press (the board panel only).
    #[prop(optional)]
    entered: Option<RwSignal<Option<(Color, String)>>>,
    /// The board sits in the far player's slot (the board panel only).
    #[prop(optional, into)]
    far: Option<Signal<bool>>,
    /// The desk could not be had: what the page undoes (a pause taken for the panel).
    #[prop(optional)]
    unreachable: Option<Callback<()>>,
) -> impl IntoView {
    let link = use_desk_link();
    let host = NodeRef::<html::Div>::new();
    let shown = StoredValue::new_local(None::<OpenPanel>);
    link.panels.update_value(|p| {
        p.retain(|(q, _)| *q != panel);
        p.push((panel, open));
    });
    if entered.is_some() {
        link.entered.set_value(entered);
    }
    link.connect();

    Effect::new(move |_| {
        let ready = link.state.with(|s| *s == LinkState::Ready);
        if let (true, Some(host)) = (ready, host.get())
            && shown.with_value(Option::is_none)
        {
            let element: web_sys::HtmlElement = host.into();
            let opened = link.open(panel, &element);
            shown.set_value(opened);
        }
    });
    Effect::new(move |was_failed: Option<bool>| {
        let failed = link.state.with(|s| matches!(s, LinkState::Failed(_)));
        if failed
            && was_failed == Some(false)
            && let Some(undo) = unreachable
        {
            undo.run(());
        }
        failed
    });
    on_cleanup(move || {
        if let Some(entered) = entered {
            let _ = entered.try_set(None);
        }
        link.panels.update_value(|p| p.retain(|(q, _)| *q != panel));
        // Dropping the panel takes it off the page.
        drop(shown.try_update_value(Option::take));
    });
    let status = move || match link.state.get() {
        LinkState::Ready => None,
        LinkState::Failed(why) => Some(why),
        LinkState::Idle | LinkState::Connecting => Some(say(&wm::DESK_OPENING).to_owned()),
    };

    view! {
        {move || {
            status().map(|m| match panel {
                // The board's slot keeps its place while the board is fetched.
                Panel::Board => view! {
                    <section class="board-panel" class:far=move || far.is_some_and(|f| f.get()) aria-label=say(&wm::FACE_BOARD)>
                        <p class="board-unknown" role="alert">{m}</p>
                    </section>
                }
                .into_any(),
                _ => view! {
                    <Modal class="panel" label=say(&wm::DESK) on_close=Callback::new(move |()| open.set(false))>
                        <p class="message" role="alert">{m}</p>
                        <button class="control close" on:click=move |_| open.set(false)>{say(&wm::CLOSE)}</button>
                    </Modal>
                }
                .into_any(),
            })
        }}
        <div class="desk" node_ref=host></div>
    }
}
