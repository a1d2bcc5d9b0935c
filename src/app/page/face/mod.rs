//! The clock face: two halves, each one big press target; the far half turned to its player.
//!
//! `ClockFace` lays the face out; its effects are hooks (`hooks`), what its controls open and ask
//! is [`controls::Controls`], the middle strip and its buttons are components of their own.

mod controls;
mod half;
mod hooks;

use crate::app::fields::PinField;
use crate::app::manual::Manual;
use crate::app::modal::Modal;
use crate::app::page::broadcast::PublishingMark;
use crate::app::page::desk_host::DeskHost;
use crate::app::page::eboard::{BoardLine, Eboard, use_board_moves, use_eboard};
use crate::app::page::flag_call::{FlagSheet, use_flags};
use crate::app::shell::{Shell, use_shell};
use crate::ground::messages as m;
use crate::ground::words::{Message, say};
use crate::platform::audio::{Audio, Cue, use_audio};
use crate::platform::battery::use_battery;
use crate::protocol::desk::Panel;
use crate::rules::Rulebook;
use crate::screens::fingers::Fingers;
use crate::screens::move_entry;
use crate::screens::readout::BatteryState;
use crate::session::{Early, Session};
use controls::{Controls, FaceButtons, FaceStrip, FarPause};
use half::ClockHalf;
use hooks::{use_automatic_flags, use_face_keyboard, use_offline_files, use_spoken_end, use_ticker};
use leptos::prelude::*;
use shakmaty::Color;

/// The move entered on the board: by which side, in SAN.
type EnteredSignal = RwSignal<Option<(Color, String)>>;

/// What both halves of the face share; [`ClockFace`] provides it.
#[derive(Clone, Copy)]
struct Face {
    // Kept here, not looked up: a tap comes from an event listener, outside any owner.
    shell: Shell,
    /// The record instant the face shows.
    now: RwSignal<f64>,
    /// The move entered on the board (in the arbiter's desk module), which the next press records.
    entered: EnteredSignal,
    /// The fingers down on either half: of two landing at once, the first is the press.
    fingers: StoredValue<Fingers>,
    /// A press that arrived while its side waited, in case the earlier press that switches is
    /// still on its way (touch and mouse or keys reach the page out of order).
    early: StoredValue<Option<Early>>,
    audio: Audio,
    /// The battery, where the browser tells.
    battery: ReadSignal<Option<BatteryState>>,
    eboard: Eboard,
}

impl Face {
    /// A tap or key on `side`'s half at record instant `t`, as [`crate::session::Session::tap`]
    /// takes it, with the move `side` entered on the board; then the face shows the new now.
    fn tap(&self, side: Color, t: f64) {
        let shell = self.shell;
        // A window that only shows another's game takes no press, whatever reaches it.
        if shell.owner.get_untracked() == Some(false) {
            return;
        }
        let mut counted = false;
        shell.session.update(|s| {
            let Some(s) = s else { return };
            let mv =
                self.entered.with_untracked(|e| move_entry::entered_for(e.as_ref(), side, s.game.board.position()));
            let mut held = self.early.get_value();
            // With a board connected and no move shown yet, the press waits for its report.
            counted = match mv {
                None if self.eboard.follows() => s.tap_awaiting_board(side, t, &mut held),
                mv => s.tap(side, t, mv, &mut held),
            };
            self.early.set_value(held);
        });
        if counted {
            self.entered.set(None);
            self.eboard.await_move(shell);
        }
        if counted {
            self.cue(Cue::Press);
        }
        self.now.set(shell.now());
    }

    /// `cue` as the players asked: heard with sound on, felt with vibration on (either, both or
    /// neither). A window that only shows another's game stays quiet: the owner's cues.
    pub(super) fn cue(&self, cue: Cue) {
        if self.shell.owner.get_untracked() == Some(false) {
            return;
        }
        let (sound, haptic) = self.shell.settings.with_untracked(|s| (s.sound, s.haptic));
        self.audio.cue(cue, sound, haptic);
    }

    /// Changes the game at the face's instant, then shows the new now.
    fn change(&self, f: impl FnOnce(&mut Session, f64)) {
        let t = self.shell.now();
        self.shell.session.update(|s| {
            if let Some(s) = s {
                f(s, t);
            }
        });
        self.now.set(self.shell.now());
    }
}

/// The face of a game in progress (or just over): the two halves, the strip between them, and
/// the panels and dialogs its controls open.
#[component]
pub fn ClockFace() -> impl IntoView {
    let shell = use_shell();
    let session = shell.session;
    let now = RwSignal::new(shell.now());
    let face = Face {
        shell,
        now,
        entered: RwSignal::new(None),
        fingers: StoredValue::new(Fingers::default()),
        early: StoredValue::new(None),
        audio: use_audio(),
        battery: use_battery(),
        eboard: use_eboard(),
    };
    provide_context(face);
    let flags = use_flags();
    let controls = Controls::new(face);
    provide_context(controls);

    use_ticker(shell, now);
    use_automatic_flags(shell, now, flags);
    // Which side sits far (top in portrait, left in landscape): Black chooses before the start.
    let far_side = Memo::new(move |_| shell.settings.with(|s| s.far_side()));
    use_face_keyboard(face, controls, far_side);
    let board_seen = use_board_moves(shell, face.entered);
    use_spoken_end(shell, now, controls.over);
    use_offline_files(controls);

    // The move-entry board, when the players chose it: it follows the side to move and takes the
    // waiting player's half once the clock has started.
    let mover = Memo::new(move |_| shell.mover());
    // Gone once the game is over: each half then has its room for the result turned to its
    // player (the Score's review board shows the last position).
    let board_shown = Memo::new(move |_| {
        shell.settings.with(|s| s.move_entry) && controls.board_open.get() && controls.started() && !controls.over.get()
    });
    // One player's half: covered by the board while the other one moves.
    let half = move |side: Color| {
        view! {
            <ClockHalf
                side
                far=Signal::derive(move || far_side.get() == side)
                covered=Signal::derive(move || board_shown.get() && mover.get() != side)
            />
        }
    };
    let pin_dialog =
        move |asked: RwSignal<bool>, label: &'static Message, why: &'static Message, then: fn(Controls)| {
            view! {
                <Show when=move || asked.get()>
                    <Modal class="panel pin-dialog" label=say(label) on_close=Callback::new(move |()| asked.set(false))>
                        <PinField
                            why=say(why)
                            unlocked=Callback::new(move |()| {
                                asked.set(false);
                                then(controls);
                            })
                        />
                        <button class="control close" on:click=move |_| asked.set(false)>{say(&m::FACE_CANCEL)}</button>
                    </Modal>
                </Show>
            }
        };

    view! {
        <section class=move || format!("face look-{}", shell.settings.with(|s| s.look.id())) aria-label=say(&m::FACE) inert=move || shell.owner.get() == Some(false) on:contextmenu=|e| e.prevent_default()>
            // Both halves stay mounted in one order; the far one is moved up (or left) by CSS,
            // so a swap re-renders nothing.
            {half(Color::Black)}
            <nav class="controls" aria-label=say(&m::FACE_CONTROLS)>
                <FarPause />
                <PublishingMark far=true />
                <FaceStrip now flags />
                <BoardLine shell seen=board_seen />
                <PublishingMark />
                <FaceButtons />
            </nav>
            {half(Color::White)}
            <Show when=move || board_shown.get()>
                // In the waiting player's slot: the far one's when the near player moves.
                <DeskHost panel=Panel::Board open=controls.board_open entered=face.entered far=Signal::derive(move || mover.get() == far_side.get()) />
            </Show>
            <Show when=move || controls.score_open.get()>
                <DeskHost panel=Panel::Score open=controls.score_open />
            </Show>
            <Show when=move || controls.arbiter_open.get()>
                <DeskHost panel=Panel::Arbiter open=controls.arbiter_open unreachable=Callback::new(move |()| controls.arbiter_unreachable()) />
            </Show>
            <Show when=move || flags.claim.with(Option::is_some)>
                <FlagSheet flags />
            </Show>
            <Show when=move || controls.manual_open.get()>
                <Manual
                    rulebook=Signal::derive(move || session.with(|s| s.as_ref().map_or(Rulebook::FideBlitz, |s| s.record.rules)))
                    open=controls.manual_open
                />
            </Show>
            {pin_dialog(controls.pin_for_away, &m::FACE_ARBITER, &m::AWAY_LOCKED, Controls::charge_away)}
            {pin_dialog(controls.pin_for_new, &m::NEW_GAME, &m::FACE_LOCKED_NEW, Controls::leave)}
        </section>
    }
}
