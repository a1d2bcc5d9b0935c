//! The move-entry board. It takes the place of the waiting player's half, turned to the player
//! to move, with that player's pieces nearest to them — as the board lies on the table between two
//! players with the phone beside it — while the mover's own half stays free for the press. Taps
//! go to `crate::screens::move_entry`; this only draws what it says. It takes only taps that began
//! on it: the lift of the press that brought it under the finger selects nothing.

use crate::app::pieces::{PromotionChoice, glyph, role_name};
use crate::app::shell::use_shell;
use crate::ground::messages as m;
use crate::ground::vocabulary::side_said;
use crate::ground::words::{say, say_with};
use crate::platform::gestures::use_own_gestures;
use crate::screens::move_entry::{self, Draft};
use crate::session::display::format_time;
use leptos::html;
use leptos::prelude::*;
use shakmaty::{Chess, Color, Piece, Role, Square};

/// The square's accessible name: `e4`, or `e4 white pawn`.
pub(crate) fn square_label(square: Square, piece: Option<Piece>) -> String {
    match piece {
        Some(p) => say_with(m::SQUARE.of(p.color), &[("square", &square.to_string()), ("piece", role_name(p.role))]),
        None => square.to_string(),
    }
}

/// A position drawn as it stands, White at the bottom: nothing to tap.
#[component]
pub fn StaticBoard(position: Chess, label: &'static str) -> impl IntoView {
    let squares = move_entry::squares(Color::White)
        .into_iter()
        .map(|square| {
            let piece = move_entry::piece_at(&position, square);
            let light = (u32::from(square.file()) + u32::from(square.rank())) % 2 == 1;
            view! {
                <div
                    class="square"
                    class:light=light
                    class:dark=!light
                    class:white-piece=piece.is_some_and(|p| p.color == Color::White)
                    class:black-piece=piece.is_some_and(|p| p.color == Color::Black)
                    role="img"
                    aria-label=square_label(square, piece)
                >
                    {piece.map(|p| glyph(p.role))}
                </div>
            }
        })
        .collect_view();
    view! { <div class="board static-board" role="group" aria-label=label>{squares}</div> }
}

/// What the board panel needs from the game, in one piece so that it re-renders only when it
/// changes.
#[derive(Clone, PartialEq)]
struct Scene {
    /// The position on the board (`None` once a press came without a move).
    position: Option<Chess>,
    /// Moves may be entered: the clock runs and the game is on.
    live: bool,
    over: bool,
    /// The waiting player's time, since their half is covered.
    waiting: String,
}

#[component]
pub fn BoardPanel(draft: RwSignal<Draft>, mover: Memo<Color>, far: Signal<bool>) -> impl IntoView {
    let shell = use_shell();
    let section = NodeRef::<html::Section>::new();
    use_own_gestures(section);
    let session = shell.session;
    let scene = Memo::new(move |_| {
        let format = shell.settings.with(|s| s.display_format());
        session.with(|s| {
            let s = s.as_ref()?;
            let game = &s.game;
            let waiting = !game.clock.turn();
            let t = game.last_t.unwrap_or_default();
            Some(Scene {
                position: game.board.position().cloned(),
                live: game.clock.is_running() && !game.is_over(),
                over: game.is_over(),
                waiting: format!("{} {}", side_said(waiting), format_time(game.clock.shown_at(t)[waiting], format)),
            })
        })
    });
    // The position drawn: after the entered move, until the press.
    let shown = Memo::new(move |_| {
        let position = scene.with(|s| s.as_ref().and_then(|s| s.position.clone()))?;
        Some(draft.with(|d| d.entered.as_ref().map_or(position, |e| e.after.clone())))
    });
    let targets = Memo::new(move |_| {
        let from = draft.with(|d| d.selected)?;
        scene.with(|s| s.as_ref().and_then(|s| s.position.as_ref()).map(|p| move_entry::destinations(p, from)))
    });
    let tap = move |square: Square| {
        let Some(Scene { position: Some(position), live: true, .. }) = scene.get_untracked() else { return };
        draft.update(|d| {
            d.tap(&position, square);
        });
    };
    let promote = move |role: Role| {
        if let Some(Scene { position: Some(position), .. }) = scene.get_untracked() {
            draft.update(|d| {
                d.promote(&position, role);
            });
        }
    };
    let squares = move || {
        let view = mover.get();
        move_entry::squares(view)
            .into_iter()
            .map(|square| {
                let piece = Memo::new(move |_| shown.with(|p| p.as_ref().and_then(|p| move_entry::piece_at(p, square))));
                let light = (u32::from(square.file()) + u32::from(square.rank())) % 2 == 1;
                view! {
                    <button
                        class="square"
                        class:light=light
                        class:dark=!light
                        class:selected=move || draft.with(|d| d.selected == Some(square))
                        class:target=move || targets.with(|t| t.as_ref().is_some_and(|t| t.contains(&square)))
                        class:moved=move || draft.with(|d| d.entered.as_ref().is_some_and(|e| e.from == square || e.to == square))
                        class:white-piece=move || piece.get().is_some_and(|p| p.color == Color::White)
                        class:black-piece=move || piece.get().is_some_and(|p| p.color == Color::Black)
                        aria-label=move || square_label(square, piece.get())
                        on:click=move |_| tap(square)
                    >
                        {move || piece.get().map(|p| glyph(p.role))}
                    </button>
                }
            })
            .collect_view()
    };
    let entered = Memo::new(move |_| draft.with(|d| d.entered.as_ref().map(|e| e.san.clone())));
    let choosing = Memo::new(move |_| draft.with(|d| d.promotion.is_some()));
    let heading = move || {
        let side = side_said(mover.get());
        match (scene.with(|s| s.as_ref().map(|s| (s.position.is_some(), s.live, s.over))), entered.get()) {
            (Some((false, _, _)), _) => say(&m::BOARD_NOT_KNOWN).to_owned(),
            (Some((true, _, true)), _) => say(&m::BOARD_FINAL).to_owned(),
            (Some((true, false, _)), _) => say(&m::STATUS_PAUSED).to_owned(),
            (_, Some(san)) => say_with(&m::BOARD_PRESS, &[("side", side), ("san", &san)]),
            _ if choosing.get() => say_with(&m::BOARD_PROMOTING, &[("side", side)]),
            _ => say_with(&m::BOARD_TO_MOVE, &[("side", side)]),
        }
    };

    view! {
        <section class="board-panel" class:far=move || far.get() aria-label=say(&m::FACE_BOARD) node_ref=section>
            <header class="board-head">
                <span class="board-status" aria-live="polite">{heading}</span>
                <span class="board-waiting">{move || scene.with(|s| s.as_ref().map(|s| s.waiting.clone()))}</span>
            </header>
            <Show
                when=move || shown.with(Option::is_some)
                fallback=|| view! { <p class="board-unknown">{say(&m::BOARD_UNKNOWN)}</p> }
            >
                <div class="board" role="group" aria-label=say(&m::BOARD_SQUARES)>{squares}</div>
            </Show>
            <div class="board-actions">
                <Show when=move || choosing.get()>
                    <PromotionChoice promote=Callback::new(promote) />
                </Show>
                // On a phone on its side the board's column is narrow: the arrow alone shows
                // there, the words still naming the button (style/clock.css).
                <button
                    class="control take-back"
                    title=say(&m::BOARD_TAKE_BACK)
                    disabled=move || draft.with(|d| *d == Draft::default())
                    on:click=move |_| draft.update(Draft::take_back)
                >
                    <span class="arrow" aria-hidden="true">"↶"</span>
                    <span class="words">{say(&m::BOARD_TAKE_BACK)}</span>
                </button>
            </div>
        </section>
    }
}
