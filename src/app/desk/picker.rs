//! The quick material picker: a stepper per kind of piece and side, the king always there.
//! The position it stands for is built by `crate::screens::material_picker`.

use crate::ground::messages as m;
use crate::ground::words::{Message, Sided, say, say_with};
use crate::screens::material_picker::{Kind, Material};
use leptos::prelude::*;
use shakmaty::{ByColor, Color};

/// The glyph a player recognises (bishops get a swatch of their squares' colour beside it).
fn glyph(kind: Kind, side: Color) -> &'static str {
    match (kind, side) {
        (Kind::Queen, Color::White) => "♕",
        (Kind::Rook, Color::White) => "♖",
        (Kind::LightBishop | Kind::DarkBishop, Color::White) => "♗",
        (Kind::Knight, Color::White) => "♘",
        (Kind::Pawn, Color::White) => "♙",
        (Kind::Queen, Color::Black) => "♛",
        (Kind::Rook, Color::Black) => "♜",
        (Kind::LightBishop | Kind::DarkBishop, Color::Black) => "♝",
        (Kind::Knight, Color::Black) => "♞",
        (Kind::Pawn, Color::Black) => "♟",
    }
}

/// The square colour a bishop stands on, as a swatch class; none for other pieces.
fn swatch(kind: Kind) -> &'static str {
    match kind {
        Kind::LightBishop => "square light",
        Kind::DarkBishop => "square dark",
        _ => "hidden",
    }
}

#[component]
/// Shows `material`; each tap reports the new material to `set`.
pub fn MaterialPicker(material: Signal<ByColor<Material>>, set: Callback<ByColor<Material>>) -> impl IntoView {
    let row = move |side: Color| {
        let pick = |sided: &'static Sided<Message>| sided.of(side);
        let cells = Kind::ALL
            .into_iter()
            .map(|kind| {
                let count = move || material.with(|m| m[side].count(kind));
                let change = move |delta: i8| {
                    let mut m = material.get_untracked();
                    let n = m[side].count(kind) as i8 + delta;
                    // Counts beyond the possible are refused with a message when the claim is made.
                    m[side].set(kind, n.clamp(0, 10) as u8);
                    set.run(m);
                };
                view! {
                    <div class="stepper">
                        <button
                            class="step"
                            aria-label=say_with(pick(&m::PICKER_REMOVE), &[("piece", kind.said())])
                            disabled=move || count() == 0
                            on:click=move |_| change(-1)
                        >
                            "−"
                        </button>
                        <span class="piece" aria-label=say_with(pick(&m::PICKER_COUNT), &[("pieces", kind.said_many())])>
                            <span class="glyph" aria-hidden="true">
                                {glyph(kind, side)}
                                <span class=swatch(kind)></span>
                            </span>
                            <span class="count">{count}</span>
                        </span>
                        <button class="step" aria-label=say_with(pick(&m::PICKER_ADD), &[("piece", kind.said())]) on:click=move |_| change(1)>
                            "+"
                        </button>
                    </div>
                }
            })
            .collect_view();
        view! {
            <fieldset class="picker-side">
                <legend>{say(pick(&m::PICKER))}</legend>
                <div class="steppers">{cells}</div>
            </fieldset>
        }
    };
    view! { <div class="picker">{row(Color::White)} {row(Color::Black)}</div> }
}
