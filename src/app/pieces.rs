//! Pieces as every screen shows them: a piece's glyph and name, the choice of a promotion's piece
//! (the move-entry board's and an electronic board's), and a question about the pieces left
//! (`rules::questions`), asked when the app has no position: its answers as large buttons, the
//! common one first. The clock page's flag sheet and the arbiter's claim dialog both ask with it,
//! so the same answers make the same claim.

use crate::ground::messages as m;
use crate::ground::words::{say, say_with};
use crate::rules::questions::{Answer, Question};
use crate::screens::move_entry::PROMOTIONS;
use leptos::prelude::*;
use shakmaty::Role;

#[component]
pub fn PiecesQuestion(#[prop(into)] question: Signal<Option<Question>>, answer: Callback<Answer>) -> impl IntoView {
    move || {
        question.get().map(|q| {
            let text = q.text();
            let answers = q
                .answers()
                .into_iter()
                .enumerate()
                .map(|(i, (a, words))| {
                    view! {
                        <button class="choice" class:common=i == 0 on:click=move |_| answer.run(a)>
                            {words}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <div class="pieces-question" role="group" aria-label=text.clone()>
                    <p class="question">{text.clone()}</p>
                    <div class="choices">{answers}</div>
                </div>
            }
        })
    }
}

/// The glyph of a piece; the filled set for both colours, coloured by CSS, reads best small.
pub(crate) fn glyph(role: Role) -> &'static str {
    match role {
        Role::King => "♚",
        Role::Queen => "♛",
        Role::Rook => "♜",
        Role::Bishop => "♝",
        Role::Knight => "♞",
        Role::Pawn => "♟",
    }
}

/// A piece's name in the players' language ("queen").
pub(crate) fn role_name(role: Role) -> &'static str {
    match role {
        Role::King => say(&m::PIECE_KING),
        Role::Queen => say(&m::PIECE_QUEEN),
        Role::Rook => say(&m::PIECE_ROOK),
        Role::Bishop => say(&m::PIECE_BISHOP),
        Role::Knight => say(&m::PIECE_KNIGHT),
        Role::Pawn => say(&m::PIECE_PAWN),
    }
}

/// The piece a pawn reaching the last rank becomes, one button per piece.
#[component]
pub(crate) fn PromotionChoice(promote: Callback<Role>) -> impl IntoView {
    view! {
        <div class="promotion" role="group" aria-label=say(&m::BOARD_PROMOTE)>
            {PROMOTIONS
                .into_iter()
                .map(|role| {
                    view! {
                        <button class="control" aria-label=say_with(&m::BOARD_PROMOTE_TO, &[("piece", role_name(role))]) on:click=move |_| promote.run(role)>
                            {glyph(role)}
                        </button>
                    }
                })
                .collect_view()}
        </div>
    }
}
