//! An electronic board: connected at the setup or on the face, its reports read against the game
//! (`eboards::reading`), the move it shows handed to the next press, and what it shows said on the
//! face — turned to the far player too. The connection itself is `platform::bluetooth`'s.

use crate::app::pieces::PromotionChoice;
use crate::app::shell::Shell;
use crate::eboards::reading::{self, Seen};
use crate::eboards::{Family, Placement, Reader};
use crate::ground::messages as m;
use crate::ground::words::{say, say_with};
use crate::platform::bluetooth::{self, Link, LinkEvent};
use crate::platform::visibility::use_visibility;
use crate::screens::eboard::{
    Connection, awaiting_said, connection_said, not_followed_said, seen_said, unreadable_said,
};
use crate::screens::move_entry;
use crate::session::BOARD_WAIT_MS;
use leptos::prelude::*;
use shakmaty::san::SanPlus;
use shakmaty::{Color, Position, Role, Square};
use std::cell::RefCell;
use std::rc::Rc;

/// The page's board, shared by the setup and the face.
#[derive(Clone, Copy)]
pub struct Eboard {
    pub connection: RwSignal<Connection>,
    /// What the board last reported: kept while the connection is lost.
    pub placement: RwSignal<Option<Placement>>,
    /// A word for the players that is not the board's position (no Bluetooth, the chooser closed,
    /// a report that could not be read).
    pub note: RwSignal<Option<String>>,
    /// The piece the players chose for the pawn the board shows on its last rank.
    pub promotion: RwSignal<Option<(Square, Square, Role)>>,
    link: StoredValue<Option<Link>, LocalStorage>,
}

/// Provides the page's board (none connected yet) to everything under the app.
pub fn provide_eboard() {
    provide_context(Eboard {
        connection: RwSignal::new(Connection::Off),
        placement: RwSignal::new(None),
        note: RwSignal::new(None),
        promotion: RwSignal::new(None),
        link: StoredValue::new_local(None),
    });
}

pub fn use_eboard() -> Eboard {
    expect_context::<Eboard>()
}

impl Eboard {
    /// Opens the browser's chooser (this must run in a tap) and connects to the board chosen.
    pub fn connect(self) {
        if !bluetooth::available() {
            self.note.set(Some(say(&m::EBOARD_NO_BLUETOOTH).to_owned()));
            return;
        }
        self.note.set(None);
        self.connection.set(Connection::Choosing);
        wasm_bindgen_futures::spawn_local(async move {
            let device = match bluetooth::choose(&Family::chooser_names(), &Family::services()).await {
                Ok(device) => device,
                Err(why) => {
                    let _ = self.connection.try_set(Connection::Off);
                    let _ = self.note.try_set(Some(say_with(&m::EBOARD_NOT_CHOSEN, &[("why", &why)])));
                    return;
                }
            };
            let name = bluetooth::name_of(&device);
            let Some(family) = Family::of_name(&name) else {
                let _ = self.connection.try_set(Connection::Off);
                let _ = self.note.try_set(Some(say_with(&m::EBOARD_UNKNOWN, &[("name", &name)])));
                return;
            };
            let _ = self.connection.try_set(Connection::Connecting(name.clone()));
            let reader = Rc::new(RefCell::new(family.reader()));
            let link = Link::open(device, family.wiring(), move |event| self.heard(event, &name, &reader));
            let _ = self.link.try_set_value(Some(link));
        });
    }

    /// What the link says: a connection, a loss, a report.
    fn heard(self, event: LinkEvent, name: &str, reader: &RefCell<Box<dyn Reader>>) {
        match event {
            LinkEvent::Connected(_) => {
                // A reply cut off by the loss is not joined to the new connection's bytes.
                reader.borrow_mut().drop_pending();
                let _ = self.connection.try_set(Connection::Connected(name.to_owned()));
            }
            LinkEvent::Lost => {
                let _ = self.connection.try_set(Connection::Lost(name.to_owned()));
            }
            LinkEvent::Report(bytes) => {
                let read = reader.borrow_mut().push(&bytes);
                for placement in read {
                    match placement {
                        Ok(p) => {
                            let _ = self.note.try_set(None);
                            if self.placement.try_get_untracked() != Some(Some(p)) {
                                let _ = self.placement.try_set(Some(p));
                            }
                        }
                        Err(why) => {
                            let _ = self.note.try_set(Some(unreadable_said(name, &why)));
                        }
                    }
                }
            }
        }
    }

    /// Whether a press with no move shown should wait for the board's report: a board is
    /// connected and read.
    pub fn follows(self) -> bool {
        self.connection.with_untracked(|c| matches!(c, Connection::Connected(_)))
    }

    /// A press waits for the board's move ([`crate::session::Session::tap_awaiting_board`]): taken
    /// now if the board shows it already; else the board is asked for its position where it can be
    /// (a ChessLink board whose automatic reports are off answers then), and after
    /// [`BOARD_WAIT_MS`] the press is written with what the board shows by then, or without a move.
    pub fn await_move(self, shell: Shell) {
        let Some(t_ms) = shell.session.with_untracked(|s| s.as_ref().and_then(|s| s.awaited().map(|a| a.t_ms))) else {
            return;
        };
        if settle_from_board(shell, self, untrack(|| seen(shell, self)).as_ref(), false) {
            return;
        }
        if let Some(link) = self.link.try_get_value().flatten() {
            link.ask();
        }
        wasm_bindgen_futures::spawn_local(async move {
            gloo_timers::future::TimeoutFuture::new(BOARD_WAIT_MS as u32).await;
            let waits =
                shell.session.with_untracked(|s| s.as_ref().and_then(|s| s.awaited()).is_some_and(|a| a.t_ms == t_ms));
            if waits {
                settle_from_board(shell, self, untrack(|| seen(shell, self)).as_ref(), true);
            }
        });
    }

    /// The players let the board go: the game goes on without it.
    pub fn disconnect(self) {
        if let Some(link) = self.link.try_update_value(Option::take).flatten() {
            link.close();
        }
        self.connection.set(Connection::Off);
        self.placement.set(None);
        self.note.set(None);
    }
}

/// Writes the press that waits with the move `seen` shows by the side that pressed. A rook moved
/// to where castling puts it waits for its king unless this is the `last` look; on the last look a
/// press whose move the board does not show is written without one. Whether it was written.
fn settle_from_board(shell: Shell, eboard: Eboard, seen: Option<&Seen>, last: bool) -> bool {
    let Some(side) = shell.session.with_untracked(|s| s.as_ref().and_then(|s| s.awaited().map(|a| a.side))) else {
        return false;
    };
    let shown = seen.and_then(|seen| shown_move(shell, seen, eboard.promotion.get_untracked()));
    let mv = match (shown, seen) {
        (Some((by, san)), Some(Seen::Move { uci, .. })) if by == side => {
            let castling = shell.session.with_untracked(|s| {
                s.as_ref().and_then(|s| s.board_position()).is_some_and(|p| reading::may_be_castling_rook_first(p, uci))
            });
            if castling && !last {
                return false;
            }
            Some(san)
        }
        (Some((by, san)), _) if by == side => Some(san),
        _ if last => None,
        _ => return false,
    };
    shell.session.update(|s| {
        if let Some(s) = s {
            s.settle_press(mv);
        }
    });
    true
}

/// What the board shows against the game's position — before a press that waits for the board's
/// move — while a board is read (tracked).
fn seen(shell: Shell, eboard: Eboard) -> Option<Seen> {
    let placement = eboard.placement.get()?;
    shell.session.with(|s| {
        let s = s.as_ref()?;
        let position = s.board_position()?;
        Some(reading::read(position, s.board_before_last_move().as_ref(), &placement))
    })
}

/// The move the board shows, by the side to move, in SAN: a legal move, or a promotion once its
/// piece is chosen (`chosen`).
fn shown_move(shell: Shell, seen: &Seen, chosen: Option<(Square, Square, Role)>) -> Option<(Color, String)> {
    shell.session.with_untracked(|s| {
        let position = s.as_ref()?.board_position()?.clone();
        let san = match seen {
            Seen::Move { san, .. } => san.clone(),
            Seen::Promotion { from, to } => {
                let (f, t, role) = chosen.filter(|(f, t, _)| (f, t) == (from, to))?;
                let m = move_entry::find_move(&position, f, t, Some(role))?;
                SanPlus::from_move(position.clone(), m).to_string()
            }
            _ => return None,
        };
        Some((position.turn(), san))
    })
}

/// Hands the move the board shows to the next press (as the move-entry board does); nothing
/// while the board shows no legal move. Gives what the board shows, for the face's line.
pub fn use_board_moves(shell: Shell, entered: RwSignal<Option<(Color, String)>>) -> Memo<Option<Seen>> {
    let eboard = use_eboard();
    let shown = Memo::new(move |_| seen(shell, eboard));
    // A page hidden or left writes a waiting press at once, as it stands: none is lost.
    use_visibility(
        move |visible| {
            if !visible {
                shell.settle_waiting_press();
            }
        },
        move || shell.settle_waiting_press(),
    );
    Effect::new(move |_| {
        let Some(seen) = shown.get() else { return };
        let chosen = eboard.promotion.get();
        // A choice holds for the promotion it was made for only.
        if chosen.is_some() && !matches!(seen, Seen::Promotion { .. }) {
            eboard.promotion.set(None);
        }
        // A press that waits for this move: written with it, at the press's own instant.
        if settle_from_board(shell, eboard, Some(&seen), false) {
            entered.set(None);
            return;
        }
        let move_shown = shown_move(shell, &seen, chosen);
        if entered.get_untracked() != move_shown {
            entered.set(move_shown);
        }
    });
    shown
}

/// The setup's button and line: connect a board, or let it go.
#[component]
pub fn BoardConnect() -> impl IntoView {
    let eboard = use_eboard();
    let connected = move || eboard.connection.with(|c| *c != Connection::Off);
    view! {
        <div class="eboard-connect">
            <button class="control" on:click=move |_| if connected() { eboard.disconnect() } else { eboard.connect() }>
                {move || say(if connected() { &m::EBOARD_DISCONNECT } else { &m::EBOARD_CONNECT })}
            </button>
            <p class="hint eboard-line" role="status">
                {move || eboard.note.get().or_else(|| eboard.connection.with(connection_said))}
            </p>
        </div>
    }
}

/// The face's line about the board (its connection, what it shows), with the pieces to choose
/// when it shows a pawn on its last rank; nothing while no board is wanted.
#[component]
pub fn BoardLine(shell: Shell, seen: Memo<Option<Seen>>) -> impl IntoView {
    let eboard = use_eboard();
    let said = Memo::new(move |_| {
        if let Some(note) = eboard.note.get() {
            return Some(note);
        }
        let chosen = eboard.promotion.get();
        // A game whose moves are no longer recorded (a press without one): its position is unknown.
        let unfollowed = shell.session.with(|s| s.as_ref().is_some_and(|s| s.board_position().is_none()));
        let awaiting = shell.session.with(|s| s.as_ref().is_some_and(|s| s.awaited().is_some()));
        eboard.connection.with(|c| match (c, seen.get()) {
            // A press made before the board reported its move: the record waits for the report.
            (Connection::Connected(name), Some(Seen::InStep)) if awaiting => Some(awaiting_said(name)),
            (Connection::Connected(name), Some(seen)) => match shown_move(shell, &seen, chosen) {
                // A promotion whose piece is chosen: the move the press records.
                Some((_, san)) => Some(say_with(&m::EBOARD_MOVE, &[("san", &san)])),
                None => Some(seen_said(name, &seen)),
            },
            (Connection::Connected(name), None) if unfollowed => Some(not_followed_said(name)),
            (c, _) => connection_said(c),
        })
    });
    let promoting = Memo::new(move |_| match seen.get() {
        Some(Seen::Promotion { from, to }) => Some((from, to)),
        _ => None,
    });
    view! {
        <div class="eboard-line" class:hidden=move || said.with(Option::is_none)>
            // Both players read it: a copy turned to the far one (upright, the far end's; a screen
            // reader hears the one below).
            <p class="eboard-far" aria-hidden="true">{move || said.get()}</p>
            <p role="status">{move || said.get()}</p>
            {move || promoting.get().map(|(from, to)| view! {
                <div class="eboard-promotion">
                    <PromotionChoice promote=Callback::new(move |role| eboard.promotion.set(Some((from, to, role)))) />
                </div>
            })}
        </div>
    }
}

/// The face's button that connects a board, while none is — and while the players do not enter
/// moves by tapping (then the setup connects one: the strip keeps room for the tapped board).
#[component]
pub fn FaceBoardButton(shell: Shell) -> impl IntoView {
    let eboard = use_eboard();
    view! {
        <button
            class="control icon"
            class:hidden=move || eboard.connection.with(|c| *c != Connection::Off) || shell.settings.with(|s| s.move_entry)
            title=say(&m::EBOARD_CONNECT)
            aria-label=say(&m::EBOARD_CONNECT)
            on:click=move |_| eboard.connect()
        >
            // The Bluetooth rune.
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M7 7l10 10-5 4V3l5 4L7 17" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linejoin="round" />
            </svg>
        </button>
    }
}
