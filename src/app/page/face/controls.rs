//! The strip between the halves: the status, what the players are told, and the face's buttons;
//! and [`Controls`], what those buttons open and ask.

use super::Face;
use crate::app::page::eboard::FaceBoardButton;
use crate::app::page::flag_call::Flags;
use crate::app::page::kept::keep_left_game;
use crate::ground::clock_time::clock_text;
use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::record::PauseReason;
use crate::ground::words::{say, say_with};
use crate::platform::{fullscreen, speech};
use crate::replay::clock::Phase;
use crate::rules::FlagCalling;
use crate::screens::announcements;
use crate::screens::claim_dialog::{pause_for, resume_play};
use crate::screens::status::status_line;
use crate::session::kept::Why;
use leptos::prelude::*;
use shakmaty::Color;

/// What the face's controls open and ask, and the game's state they turn on; provided by the
/// face to its strip, its buttons and its dialogs.
#[derive(Clone, Copy)]
pub(super) struct Controls {
    face: Face,
    pub arbiter_open: RwSignal<bool>,
    pub score_open: RwSignal<bool>,
    pub manual_open: RwSignal<bool>,
    /// The move-entry board, when the players chose it (the Board button hides it).
    pub board_open: RwSignal<bool>,
    /// The first tap on New game during a game: the second ends it.
    pub confirm_new: RwSignal<bool>,
    /// The arbiter's PIN asked before a locked game is left, or time away is charged.
    pub pin_for_new: RwSignal<bool>,
    pub pin_for_away: RwSignal<bool>,
    /// Whether opening the arbiter's panel paused the clocks (and so its failure resumes them).
    paused_for_panel: StoredValue<bool>,
    /// A game that could not be kept is left on the second tap only.
    leave_anyway: StoredValue<bool>,
    phase: Memo<Option<Phase>>,
    pub over: Memo<bool>,
    pub locked: Memo<bool>,
}

impl Controls {
    pub fn new(face: Face) -> Controls {
        let shell = face.shell;
        let session = shell.session;
        Controls {
            face,
            arbiter_open: RwSignal::new(false),
            score_open: RwSignal::new(false),
            manual_open: RwSignal::new(false),
            board_open: RwSignal::new(true),
            confirm_new: RwSignal::new(false),
            pin_for_new: RwSignal::new(false),
            pin_for_away: RwSignal::new(false),
            paused_for_panel: StoredValue::new(false),
            leave_anyway: StoredValue::new(false),
            phase: Memo::new(move |_| session.with(|s| s.as_ref().map(|s| s.game.clock.phase()))),
            over: Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(|s| s.game.is_over()))),
            locked: Memo::new(move |_| shell.locked()),
        }
    }

    pub fn started(&self) -> bool {
        self.phase.get().is_some_and(|p| p != Phase::NotStarted)
    }

    pub fn paused(&self) -> bool {
        self.phase.get() == Some(Phase::Paused)
    }

    /// Opening the arbiter's panel pauses the clocks (FIDE 6.11.2); they run again only on a
    /// player's tap of Resume.
    fn open_arbiter(self) {
        let mut paused = false;
        self.face.change(|s, t| paused = pause_for(s, t, PauseReason::Arbiter));
        self.paused_for_panel.set_value(paused);
        self.arbiter_open.set(true);
    }

    /// The desk could not be fetched: the panel never opened, so the clocks run on as before.
    pub fn arbiter_unreachable(self) {
        if self.paused_for_panel.get_value() {
            self.paused_for_panel.set_value(false);
            self.face.change(resume_play);
        }
    }

    /// A panel that covers the face (the score, the manual) pauses a running clock first, as the
    /// pause button would: no player's time runs while the clock is hidden. Play resumes on a tap of
    /// Resume, as after the arbiter's panel.
    fn open_over_face(self, open: RwSignal<bool>) {
        if !open.get_untracked() {
            self.face.change(|s, t| {
                if s.game.clock.is_running() && !s.game.is_over() {
                    s.toggle_pause(t);
                }
            });
        }
        open.update(|o| *o = !*o);
    }

    fn toggle_pause(self) {
        self.face.change(|s, t| {
            s.toggle_pause(t);
        });
    }

    /// Leaving a game keeps it on this phone (review and export at setup), PIN trail and all; a
    /// game that could not be kept is said so, and left on the second tap only.
    pub fn leave(self) {
        let shell = self.face.shell;
        if shell.owner.get_untracked() == Some(false) {
            return;
        }
        let why = if self.over.get_untracked() { Why::Finished } else { Why::Ended };
        // A press still waiting for the board's move is kept with the game.
        shell.settle_waiting_press();
        let kept = match (self.phase.get_untracked().is_some_and(|p| p != Phase::NotStarted), shell.saved_json()) {
            (true, Some(text)) => shell.session.with_untracked(|s| keep_left_game(&text, s.as_ref(), why)),
            _ => Ok(()),
        };
        match kept {
            Err(e) if !self.leave_anyway.get_value() => {
                self.leave_anyway.set_value(true);
                shell.notice.set(Some(e));
            }
            _ => {
                shell.away.set(None);
                shell.session.set(None);
            }
        }
    }

    /// Ending a game in progress takes two taps: a stray one must not lose it. On a clock the
    /// arbiter locked, it takes the arbiter's PIN instead.
    fn new_game(self) {
        let in_progress = self.started() && !self.over.get_untracked();
        if in_progress && self.locked.get_untracked() {
            self.pin_for_new.set(true);
        } else if in_progress && !self.confirm_new.get_untracked() {
            self.confirm_new.set(true);
        } else {
            self.leave();
        }
    }

    /// Time the wall clock says passed while the page was away, not charged until the players
    /// (or the arbiter, on a locked clock) decide: charged now.
    pub fn charge_away(self) {
        let shell = self.face.shell;
        let Some(gap) = shell.away.get_untracked() else { return };
        self.face.change(|s, t| {
            let _ = s.charge(t, gap);
        });
        shell.away.set(None);
    }

    /// Both clocks aloud, on request (a control and the T key: never a gesture on a half, where
    /// any touch of the running one is a press). Spoken even with announcements off: it was asked.
    pub fn say_clocks(self) {
        let shell = self.face.shell;
        let t = shell.now();
        if let Some(left) = shell.session.with_untracked(|s| s.as_ref().map(|s| s.shown_at(t))) {
            speech::say(|| announcements::both_clocks(left[Color::White], left[Color::Black]));
        }
    }
}

/// The middle strip's words: the status (the result when the game is over), a notice, time
/// away to charge or not, an unsaved game, the rule's explanation, and a fallen flag to claim.
#[component]
pub(super) fn FaceStrip(now: RwSignal<f64>, flags: Flags) -> impl IntoView {
    let controls = expect_context::<Controls>();
    let shell = controls.face.shell;
    let session = shell.session;
    let over = controls.over;
    let status = Memo::new(move |_| {
        let t = now.get();
        session.with(|s| s.as_ref().map(|s| status_line(s, t)).unwrap_or_default())
    });
    let explanation = Memo::new(move |_| {
        session.with(|s| s.as_ref().and_then(|s| s.ending_verdict().map(|v| v.explanation.clone())).unwrap_or_default())
    });
    // A fallen flag the players must claim: the opponent claims it with one tap, here.
    let claimable = Memo::new(move |_| {
        let t = now.get();
        if shell.settings.with(|s| s.flags) != FlagCalling::PlayersClaim {
            return None;
        }
        session.with(|s| s.as_ref().and_then(|s| s.uncalled_flag(t)))
    });
    // The far player sits across the phone: the strip's words again, turned to them (upright, the
    // copy is the far end's; a screen reader hears the one below).
    let far_side = Memo::new(move |_| shell.settings.with(|s| s.far_side()));
    view! {
        // Read from the far end: the rule's words, then (nearer the middle, read first) the status.
        <p class="explanation-far" class:hidden=move || explanation.with(String::is_empty) aria-hidden="true">
            {move || explanation.get()}
        </p>
        <p class="status-far" class:result=move || over.get() class:hidden=move || status.with(String::is_empty) aria-hidden="true">
            {move || status.get()}
        </p>
        <p class="status" class:result=move || over.get() aria-live="assertive">{move || status.get()}</p>
        {move || shell.notice.get().map(|note| view! {
            <p class="notice" role="status">
                {note}
                <button class="control" on:click=move |_| shell.notice.set(None)>{say(&m::FACE_OK)}</button>
            </p>
        })}
        {move || shell.away.get().map(|gap| {
            let time = clock_text(Micros::from_ms(gap.ms).unwrap_or_default());
            let said = say_with(m::AWAY_GAP.of(gap.side), &[("time", &time)]);
            let charge = say_with(m::AWAY_CHARGE.of(gap.side), &[("time", &time)]);
            view! {
                <div class="notice away" role="alert">
                    <p>{said}</p>
                    <button class="control" on:click=move |_| {
                        if controls.locked.get_untracked() { controls.pin_for_away.set(true) } else { controls.charge_away() }
                    }>{charge}</button>
                    <button class="control" on:click=move |_| shell.away.set(None)>{say(&m::AWAY_KEEP)}</button>
                </div>
            }
        })}
        // Until a write succeeds again: the notice above may have been dismissed.
        <Show when=move || shell.unsaved.with(Option::is_some)>
            <p class="unsaved">{say(&m::FACE_UNSAVED)}</p>
        </Show>
        // It scrolls when the rule's words are long: focusable, so a keyboard can scroll it.
        <p class="explanation" tabindex="0" class:hidden=move || explanation.with(String::is_empty)>
            {move || explanation.get()}
        </p>
        {move || claimable.get().map(|fallen| view! {
            // Turned to the claimant, who sits at their end of the phone.
            <button class="primary claim-flag" class:toward-far=move || far_side.get() == !fallen on:click=move |_| flags.open(shell.now(), !fallen, false)>
                {say(m::FACE_CLAIM_FLAG.of(!fallen))}
            </button>
        })}
    }
}

/// The far player's own Pause (Resume), turned to them in portrait: the one control a player
/// needs at once, whichever end they sit at. The strip's buttons are the near player's.
#[component]
pub(super) fn FarPause() -> impl IntoView {
    let c = expect_context::<Controls>();
    let over = c.over;
    view! {
        // A copy for the eyes and fingers at the far end: a screen reader and the keyboard have
        // the strip's own (as with the status's far copy).
        <div class="far-buttons" class:hidden=move || !c.started() || over.get()>
            <button class="control" aria-hidden="true" tabindex="-1" class:primary=move || c.paused() on:click=move |_| c.toggle_pause()>
                {move || say(if c.paused() { &m::FACE_RESUME } else { &m::FACE_PAUSE })}
            </button>
        </div>
    }
}

/// The face's buttons: pause, both clocks aloud, swap sides, the arbiter, the board, the score,
/// full screen, the manual, a new game.
#[component]
pub(super) fn FaceButtons() -> impl IntoView {
    let c = expect_context::<Controls>();
    let shell = c.face.shell;
    let over = c.over;
    let move_entry = Memo::new(move |_| shell.settings.with(|s| s.move_entry));
    view! {
        <div class="buttons">
            <button
                class="control"
                class:primary=move || c.paused() && !over.get()
                disabled=move || !c.started() || over.get()
                on:click=move |_| c.toggle_pause()
            >
                {move || say(if c.paused() && !over.get() { &m::FACE_RESUME } else { &m::FACE_PAUSE })}
            </button>
            <button class="control" title=say(&m::FACE_SAY_TIME_HINT) aria-keyshortcuts="T" on:click=move |_| c.say_clocks()>
                {say(&m::FACE_SAY_TIME)}
            </button>
            <button
                class="control"
                class:hidden=move || c.started()
                on:click=move |_| shell.settings.update(|s| s.white_far = !s.white_far)
            >
                {say(&m::FACE_SWAP)}
            </button>
            <button class="control" aria-expanded=move || c.arbiter_open.get().to_string() on:click=move |_| c.open_arbiter()>
                {say(&m::FACE_ARBITER)}
            </button>
            <button
                class="control"
                class:hidden=move || !move_entry.get() || !c.started()
                aria-pressed=move || c.board_open.get().to_string()
                on:click=move |_| c.board_open.update(|o| *o = !*o)
            >
                {say(&m::FACE_BOARD)}
            </button>
            <FaceBoardButton shell />
            <button
                class="control"
                aria-expanded=move || c.score_open.get().to_string()
                on:click=move |_| c.open_over_face(c.score_open)
            >
                {say(&m::FACE_SCORE)}
            </button>
            <button class="control icon" title=say(&m::FACE_FULLSCREEN) aria-label=say(&m::FACE_FULLSCREEN) on:click=|_| fullscreen::toggle()>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" stroke-width="2.5" />
                </svg>
            </button>
            <button class="control" on:click=move |_| c.open_over_face(c.manual_open)>{say(&m::MANUAL)}</button>
            <button class="control" class:confirm=move || c.confirm_new.get() on:click=move |_| c.new_game()>
                {move || say(if c.confirm_new.get() { &m::FACE_END_GAME } else { &m::NEW_GAME })}
            </button>
        </div>
    }
}
