//! The clock face: two halves, each one big press target; the far half turned to its player.

use crate::app::fields::PinField;
use crate::app::modal::Modal;
use crate::app::page::desk_host::DeskHost;
use crate::app::page::flag_call::{FlagSheet, use_flags};
use crate::app::page::kept::keep_left_game;
use crate::app::shell::{Shell, use_shell};
use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::record::PauseReason;
use crate::ground::words::{say, say_with};
use crate::platform::audio::{Audio, Cue, use_audio};
use crate::platform::battery::use_battery;
use crate::platform::frames::FrameScheduler;
use crate::platform::keys::use_face_keys;
use crate::platform::{fullscreen, speech};
use crate::protocol::desk::Panel;
use crate::replay::clock::Phase;
use crate::screens::announcements;
use crate::screens::claim_dialog::pause_for;
use crate::screens::fingers::Fingers;
use crate::screens::move_entry;
use crate::screens::readout::{HalfReading, adjusted, battery_warning};
use crate::screens::status::status_line;
use crate::session::Early;
use crate::session::kept::Why;
use crate::session::settings::FlagCalling;
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
    battery: ReadSignal<Option<crate::screens::readout::BatteryState>>,
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
            counted = s.tap(side, t, mv, &mut held);
            self.early.set_value(held);
        });
        if counted {
            self.entered.set(None);
        }
        if counted && shell.settings.with_untracked(|s| s.sound) {
            self.audio.play(Cue::Press);
        }
        self.now.set(shell.now());
    }
}

#[component]
pub fn ClockFace() -> impl IntoView {
    let shell = use_shell();
    let session = shell.session;
    let format = Memo::new(move |_| shell.settings.with(|s| s.display_format()));
    let now = RwSignal::new(shell.now());
    let frames = FrameScheduler::default();
    let entered: EnteredSignal = RwSignal::new(None);
    let face = Face {
        shell,
        now,
        entered,
        fingers: StoredValue::new(Fingers::default()),
        early: StoredValue::new(None),
        audio: use_audio(),
        battery: use_battery(),
    };
    provide_context(face);
    let flags = use_flags();

    // The ticker: one frame when the next digit (or the age of a flag) is due, none while
    // nothing runs or nobody can see it (the record keeps time; the display catches up).
    Effect::new(move |_| {
        if !shell.visible.get() {
            frames.cancel();
            return;
        }
        let t = now.get();
        let f = format.get();
        let wait = session.with(|s| {
            s.as_ref().and_then(|s| match (s.next_change_ms(t, f), s.next_flag_age_change_ms(t)) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            })
        });
        // Counted from the frame that painted, less the time since: a change that fell due while
        // the page was hidden (or asleep) is painted at once.
        let since = (shell.now() - t).max(0.0);
        match wait {
            Some(wait) => frames.schedule((wait - since).max(0.0), move |perf| now.set(shell.record_ms(perf))),
            None => frames.cancel(),
        }
    });

    // Flags called automatically: the page claims for the opponent when it notices the fall; the
    // clock already knows the exact instant it fell.
    Effect::new(move |_| {
        let t = now.get();
        // Only the window that owns the clock calls: another shows the call when the owner makes it.
        if shell.settings.with(|s| s.flags) != FlagCalling::Automatic || shell.owner.get() == Some(false) {
            return;
        }
        if session.with(|s| s.as_ref().is_some_and(|s| s.uncalled_flag(t).is_some())) {
            // The verdict may need the players' word on the pieces, or the rules worker's analysis.
            flags.call(t);
        }
    });

    // Which side sits far (top in portrait, left in landscape): Black chooses before the start.
    let far_side = Memo::new(move |_| shell.settings.with(|s| s.far_side()));

    // Both clocks aloud, on request (a control and the T key: never a gesture on a half, where
    // any touch of the running one is a press). Spoken even with announcements off: it was asked.
    let say_clocks = move || {
        let t = shell.now();
        if let Some(left) = session.with_untracked(|s| s.as_ref().map(|s| s.remaining_at(t))) {
            speech::say(|| announcements::both_clocks(left[Color::White], left[Color::Black]));
        }
    };

    // Keyboard: left Shift presses the far (top/left) player's clock, right Shift the near one's,
    // Space the side to move (or starts the game), T says both clocks.
    use_face_keys(move |key| {
        if shell.owner.get_untracked() == Some(false) {
            return false;
        }
        if key.code == "KeyT" {
            say_clocks();
            return true;
        }
        let side = match key.code.as_str() {
            "ShiftLeft" => Some(far_side.get_untracked()),
            "ShiftRight" => Some(!far_side.get_untracked()),
            "Space" => session.with_untracked(|s| s.as_ref().map(|s| s.shared_key_side())),
            _ => None,
        };
        if let Some(side) = side {
            face.tap(side, shell.record_ms(key.time_stamp));
        }
        side.is_some()
    });

    let phase = Memo::new(move |_| session.with(|s| s.as_ref().map(|s| s.game.clock.phase())));
    let paused = move || phase.get() == Some(Phase::Paused);
    let started = move || phase.get().is_some_and(|p| p != Phase::NotStarted);
    let over = Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(|s| s.game.is_over())));
    let status = Memo::new(move |_| {
        let t = now.get();
        session.with(|s| s.as_ref().map(|s| status_line(s, t)).unwrap_or_default())
    });
    let explanation = Memo::new(move |_| {
        session.with(|s| s.as_ref().and_then(|s| s.ending_verdict().map(|v| v.explanation.clone())).unwrap_or_default())
    });
    // The game's end said aloud as the status line says it, when the players asked for speech.
    Effect::new(move |was: Option<bool>| {
        let is = over.get();
        if is
            && was == Some(false)
            && shell.settings.with_untracked(|s| s.speech)
            && shell.owner.get_untracked() != Some(false)
        {
            // Worked out here, not read from the status memo: where no voice speaks the language,
            // the line is said in English, and a memo recomputed for that would keep English.
            speech::say(move || {
                session.with_untracked(|s| s.as_ref().map(|s| status_line(s, now.get_untracked())).unwrap_or_default())
            });
        }
        is
    });
    let panel_open = RwSignal::new(false);
    let confirm_new = RwSignal::new(false);
    let score_open = RwSignal::new(false);
    // A fallen flag the players must claim: the opponent claims it with one tap, here.
    let claimable = Memo::new(move |_| {
        let t = now.get();
        if shell.settings.with(|s| s.flags) != FlagCalling::PlayersClaim {
            return None;
        }
        session.with(|s| s.as_ref().and_then(|s| s.uncalled_flag(t)))
    });
    // Opening the arbiter's panel pauses the clocks (FIDE 6.11.2); they run again only on a
    // player's tap of Resume.
    let paused_for_panel = StoredValue::new(false);
    let open_panel = move |_| {
        let t = shell.now();
        let mut paused = false;
        session.update(|s| {
            if let Some(s) = s {
                paused = pause_for(s, t, PauseReason::Arbiter);
            }
        });
        paused_for_panel.set_value(paused);
        now.set(shell.now());
        panel_open.set(true);
    };
    // The desk could not be fetched: the panel never opened, so the clocks run on as before.
    let panel_unreachable = Callback::new(move |()| {
        if paused_for_panel.get_value() {
            paused_for_panel.set_value(false);
            let t = shell.now();
            session.update(|s| {
                if let Some(s) = s {
                    crate::screens::claim_dialog::resume_play(s, t);
                }
            });
            now.set(shell.now());
        }
    });

    // The move-entry board, when the players chose it: it follows the side to move and takes the
    // waiting player's half once the clock has started.
    let move_entry = Memo::new(move |_| shell.settings.with(|s| s.move_entry));
    let board_open = RwSignal::new(true);
    let mover = Memo::new(move |_| shell.mover());
    let board_shown = Memo::new(move |_| move_entry.get() && board_open.get() && started());

    let toggle_pause = move |_| {
        let t = shell.now();
        session.update(|s| {
            if let Some(s) = s {
                s.toggle_pause(t);
            }
        });
        now.set(shell.now());
    };
    // Ending a game in progress takes two taps: a stray one must not lose it. On a clock the
    // arbiter locked, it takes the arbiter's PIN instead.
    let locked = Memo::new(move |_| shell.locked());
    let pin_for_new = RwSignal::new(false);
    let manual_open = RwSignal::new(false);
    // Leaving a game keeps it on this phone (review and export at setup), PIN trail and all; a
    // game that could not be kept is said so, and left on the second tap only.
    let leave_anyway = StoredValue::new(false);
    let leave = move || {
        if shell.owner.get_untracked() == Some(false) {
            return;
        }
        let why = if over.get_untracked() { Why::Finished } else { Why::Ended };
        let kept = match (started(), shell.saved_json()) {
            (true, Some(text)) => session.with_untracked(|s| keep_left_game(&text, s.as_ref(), why)),
            _ => Ok(()),
        };
        match kept {
            Err(e) if !leave_anyway.get_value() => {
                leave_anyway.set_value(true);
                shell.notice.set(Some(e));
            }
            _ => {
                shell.away.set(None);
                session.set(None);
            }
        }
    };
    let new_game = move |_| {
        let in_progress = started() && !over.get_untracked();
        if in_progress && locked.get_untracked() {
            pin_for_new.set(true);
        } else if in_progress && !confirm_new.get_untracked() {
            confirm_new.set(true);
        } else {
            leave();
        }
    };
    // Time the wall clock says passed while the page was away, not charged: the players (or the
    // arbiter, on a locked clock) decide.
    let pin_for_away = RwSignal::new(false);
    let charge_away = move || {
        let Some(gap) = shell.away.get_untracked() else { return };
        let t = shell.now();
        session.update(|s| {
            if let Some(s) = s {
                let _ = s.charge(t, gap);
            }
        });
        shell.away.set(None);
        now.set(shell.now());
    };

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

    view! {
        <section class="face" aria-label=say(&m::FACE) inert=move || shell.owner.get() == Some(false) on:contextmenu=|e| e.prevent_default()>
            // Both halves stay mounted in one order; the far one is moved up (or left) by CSS,
            // so a swap re-renders nothing.
            {half(Color::Black)}
            <nav class="controls" aria-label=say(&m::FACE_CONTROLS)>
                <p class="status" class:result=move || over.get() aria-live="assertive">{move || status.get()}</p>
                {move || shell.notice.get().map(|note| view! {
                    <p class="notice" role="status">
                        {note}
                        <button class="control" on:click=move |_| shell.notice.set(None)>{say(&m::FACE_OK)}</button>
                    </p>
                })}
                {move || shell.away.get().map(|gap| {
                    let time = crate::ground::clock_time::clock_text(Micros::from_ms(gap.ms).unwrap_or_default());
                    let said = say_with(gap.side.fold_wb(&m::AWAY_GAP_WHITE, &m::AWAY_GAP_BLACK), &[("time", &time)]);
                    let charge = say_with(gap.side.fold_wb(&m::AWAY_CHARGE_WHITE, &m::AWAY_CHARGE_BLACK), &[("time", &time)]);
                    view! {
                        <div class="notice away" role="alert">
                            <p>{said}</p>
                            <button class="control" on:click=move |_| {
                                if locked.get_untracked() { pin_for_away.set(true) } else { charge_away() }
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
                    <button class="primary claim-flag" on:click=move |_| flags.open(shell.now(), !fallen, false)>
                        {say(if fallen == Color::Black { &m::FACE_CLAIM_FLAG_WHITE } else { &m::FACE_CLAIM_FLAG_BLACK })}
                    </button>
                })}
                <div class="buttons">
                    <button
                        class="control"
                        class:primary=move || paused() && !over.get()
                        disabled=move || !started() || over.get()
                        on:click=toggle_pause
                    >
                        {move || say(if paused() && !over.get() { &m::FACE_RESUME } else { &m::FACE_PAUSE })}
                    </button>
                    <button class="control" title=say(&m::FACE_SAY_TIME_HINT) aria-keyshortcuts="T" on:click=move |_| say_clocks()>
                        {say(&m::FACE_SAY_TIME)}
                    </button>
                    <button
                        class="control"
                        class:hidden=started
                        on:click=move |_| shell.settings.update(|s| s.white_far = !s.white_far)
                    >
                        {say(&m::FACE_SWAP)}
                    </button>
                    <button class="control" aria-expanded=move || panel_open.get().to_string() on:click=open_panel>
                        {say(&m::FACE_ARBITER)}
                    </button>
                    <button
                        class="control"
                        class:hidden=move || !move_entry.get() || !started()
                        aria-pressed=move || board_open.get().to_string()
                        on:click=move |_| board_open.update(|o| *o = !*o)
                    >
                        {say(&m::FACE_BOARD)}
                    </button>
                    <button
                        class="control"
                        aria-expanded=move || score_open.get().to_string()
                        on:click=move |_| score_open.update(|o| *o = !*o)
                    >
                        {say(&m::FACE_SCORE)}
                    </button>
                    <button class="control icon" title=say(&m::FACE_FULLSCREEN) aria-label=say(&m::FACE_FULLSCREEN) on:click=|_| fullscreen::toggle()>
                        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" stroke-width="2.5" />
                        </svg>
                    </button>
                    <button class="control" on:click=move |_| manual_open.set(true)>{say(&m::MANUAL)}</button>
                    <button class="control" class:confirm=move || confirm_new.get() on:click=new_game>
                        {move || say(if confirm_new.get() { &m::FACE_END_GAME } else { &m::NEW_GAME })}
                    </button>
                </div>
            </nav>
            {half(Color::White)}
            <Show when=move || board_shown.get()>
                // In the waiting player's slot: the far one's when the near player moves.
                <DeskHost panel=Panel::Board open=board_open entered far=Signal::derive(move || mover.get() == far_side.get()) />
            </Show>
            <Show when=move || score_open.get()>
                <DeskHost panel=Panel::Score open=score_open />
            </Show>
            <Show when=move || panel_open.get()>
                <DeskHost panel=Panel::Arbiter open=panel_open unreachable=panel_unreachable />
            </Show>
            <Show when=move || flags.claim.with(Option::is_some)>
                <FlagSheet flags />
            </Show>
            <Show when=move || manual_open.get()>
                <crate::app::manual::Manual
                    rulebook=Signal::derive(move || session.with(|s| s.as_ref().map_or(crate::rules::Rulebook::FideBlitz, |s| s.record.rules)))
                    open=manual_open
                />
            </Show>
            <Show when=move || pin_for_away.get()>
                <Modal class="panel pin-dialog" label=say(&m::FACE_ARBITER) on_close=Callback::new(move |()| pin_for_away.set(false))>
                    <PinField
                        why=say(&m::AWAY_LOCKED)
                        unlocked=Callback::new(move |()| {
                            pin_for_away.set(false);
                            charge_away();
                        })
                    />
                    <button class="control close" on:click=move |_| pin_for_away.set(false)>{say(&m::FACE_CANCEL)}</button>
                </Modal>
            </Show>
            <Show when=move || pin_for_new.get()>
                <Modal class="panel pin-dialog" label=say(&m::NEW_GAME) on_close=Callback::new(move |()| pin_for_new.set(false))>
                    <PinField
                        why=say(&m::FACE_LOCKED_NEW)
                        unlocked=Callback::new(move |()| {
                            pin_for_new.set(false);
                            leave();
                        })
                    />
                    <button class="control close" on:click=move |_| pin_for_new.set(false)>{say(&m::FACE_CANCEL)}</button>
                </Modal>
            </Show>
        </section>
    }
}

/// The event's pointer, read without trusting its type: an event a script dispatches as
/// `pointerdown` may be a plain `Event`, and its press must still count.
fn pointer_id(e: &web_sys::Event) -> i32 {
    js_sys::Reflect::get(e, &"pointerId".into()).ok().and_then(|v| v.as_f64()).map_or(0, |id| id as i32)
}

#[component]
fn ClockHalf(side: Color, far: Signal<bool>, covered: Signal<bool>) -> impl IntoView {
    let shell = use_shell();
    let face = expect_context::<Face>();
    let now = face.now;
    let session = shell.session;
    let format = Memo::new(move |_| shell.settings.with(|s| s.display_format()));
    // Worked out once per frame by the pure core, then read by the text, the states and the
    // announcements; each piece a memo, so the DOM is written only when what it shows changes.
    let reading = Memo::new(move |_| {
        let (t, f) = (now.get(), format.get());
        session.with(|s| s.as_ref().map(|s| HalfReading::of(s, side, t, f)))
    });
    let part = move |f: fn(&HalfReading) -> bool| Memo::new(move |_| reading.with(|r| r.as_ref().is_some_and(f)));
    let remaining = Memo::new(move |_| reading.with(|r| r.as_ref().map_or(Micros::ZERO, |r| r.time)));
    let text = Memo::new(move |_| reading.with(|r| r.as_ref().map(|r| r.text.clone()).unwrap_or_default()));
    let low = part(|r| r.low);
    let running = part(|r| r.running);
    let fallen = part(|r| r.fallen);
    let result = Memo::new(move |_| reading.with(|r| r.as_ref().and_then(|r| r.result.clone())));
    let flag = Memo::new(move |_| reading.with(|r| r.as_ref().and_then(|r| r.flag.clone())));
    let words = move |f: fn(&HalfReading) -> &String| {
        Memo::new(move |_| reading.with(|r| r.as_ref().map(|r| f(r).clone()).unwrap_or_default()))
    };
    let moves = words(|r| &r.moves);
    let period = words(|r| &r.period);
    let delay = words(|r| &r.delay);
    let passed = words(|r| &r.passed);
    let opponent = words(|r| &r.opponent);
    let player = Memo::new(move |_| reading.with(|r| r.as_ref().and_then(|r| r.player.clone())));
    let adjusted_here = Memo::new(move |_| session.with(|s| s.as_ref().is_some_and(|s| adjusted(&s.record, side))));
    let battery = face.battery;
    let name = crate::ground::vocabulary::side_said(side);

    // Cues, when the players asked for sound: once as the running clock turns low, once as
    // the flag falls.
    // A window that only shows another's game stays quiet: the owner's sounds and speaks.
    let owns = move || shell.owner.get_untracked() != Some(false);
    let sound = move || owns() && shell.settings.with_untracked(|s| s.sound);
    let speaks = move || owns() && shell.settings.with_untracked(|s| s.speech);
    Effect::new(move |was: Option<bool>| {
        let is = running.get() && low.get() && !fallen.get();
        if is && was == Some(false) && sound() {
            face.audio.play(Cue::LowTime);
        }
        is
    });
    Effect::new(move |was: Option<bool>| {
        let is = flag.with(Option::is_some);
        if is && was == Some(false) && sound() {
            face.audio.play(Cue::Flag);
        }
        // A flag that ends the game is said with the verdict; one the players must claim, here.
        let over = session.with_untracked(|s| s.as_ref().is_some_and(|s| s.game.is_over()));
        if is && was == Some(false) && speaks() && !over {
            speech::say(|| announcements::flag(side));
        }
        is
    });
    // Announcements, when the players asked for them: the running clock passing the chosen marks.
    Effect::new(move |was: Option<Micros>| {
        let is = remaining.get();
        if let Some(was) = was
            && running.get_untracked()
            && speaks()
            && let Some(mark) = announcements::crossed(shell.settings.with_untracked(|s| s.speech_marks), was, is)
        {
            speech::say(|| announcements::mark(side, mark));
        }
        is
    });

    view! {
        <button
            class=if side == Color::White { "half white" } else { "half black" }
            class:far=move || far.get()
            class:covered=move || covered.get()
            class:running=move || running.get()
            class:low=move || low.get()
            class:fallen=move || fallen.get()
            on:pointerdown=move |e| {
                e.prevent_default();
                let t = shell.record_ms(e.time_stamp());
                if face.fingers.try_update_value(|f| f.land(pointer_id(&e), t)).unwrap_or(true) {
                    face.tap(side, t);
                }
            }
            on:pointerup=move |e| face.fingers.update_value(|f| f.lift(pointer_id(&e)))
            on:pointercancel=move |e| face.fingers.update_value(|f| f.lift(pointer_id(&e)))
        >
            // The button is named by what it shows ("White clock running 2:59 moves 0"), so a
            // screen reader hears the time, the state, the moves and a flag, and the visible
            // label is part of the name (WCAG 2.5.3).
            <span class="name">
                {name}
                <span class="sr">{say(&m::FACE_CLOCK_SUFFIX)}</span>
                // Which clock runs is said in words too, not by its colour alone.
                <span class="state">{move || if running.get() { say(&m::FACE_RUNNING) } else { "" }}</span>
            </span>
            <span class="player" class:hidden=move || player.with(Option::is_none)>{move || player.get()}</span>
            // An arbiter changed this clock: said on it for the rest of the game.
            <span class="adjusted" class:hidden=move || !adjusted_here.get()>{say(&m::FACE_ADJUSTED)}</span>
            <span class="time" class:long=move || text.with(|t| t.len() > 5)>{move || text.get()}</span>
            <span class="info">
                <span class="moves">{move || moves.get()}</span>
                <span class="period">{move || period.get()}</span>
                <span class="delay">{move || delay.get()}</span>
            </span>
            <span class="passed" class:hidden=move || passed.with(String::is_empty)>{move || passed.get()}</span>
            // The opponent's time, small and turned with this half, so each player reads both.
            // Hidden from screen readers: the other half's button already says it.
            <span class="opponent" aria-hidden="true">{move || opponent.get()}</span>
            <span class="battery" role="status">{move || battery_warning(battery.get())}</span>
            <span class="flag">{move || flag.get().map(|f| format!("⚑ {f}"))}</span>
            <span class="result-line" class:hidden=move || result.with(Option::is_none)>{move || result.get()}</span>
        </button>
    }
}
