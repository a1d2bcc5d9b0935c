//! The games kept on this phone after they were left (`session::kept`): kept as a game is left,
//! listed at setup to be reviewed and exported.

use crate::ground::messages as m;
use crate::ground::words::{say, say_with};
use crate::platform::storage::{self, Refused};
use crate::platform::time;
use crate::session::Session;
use crate::session::kept::{self, Kept, KeptGames, Why};
use leptos::prelude::*;

/// Why a game could not be kept, in a player's words.
fn not_kept(why: &str) -> String {
    say_with(&m::KEPT_NOT_KEPT, &[("why", why)])
}

/// Keeps a game that is being left with the games kept on this phone (`session`: the game as
/// replayed, when it could be; `saved`: its saved text): the oldest go when storage is full,
/// never this one. Why it could not be kept, in a player's words.
pub fn keep_left_game(saved: &str, session: Option<&Session>, why: Why) -> Result<(), String> {
    let stored = storage::read(storage::KEPT);
    // Kept games that cannot be read are left as they are: never written over.
    let mut games = KeptGames::from_json(stored.as_deref()).map_err(|e| not_kept(&e.to_string()))?;
    let game = match session {
        Some(s) => Kept::of(s, saved.to_owned(), why, time::wall_ms()),
        None => Kept { kept_at_ms: time::wall_ms(), why, summary: kept::Summary::default(), saved: saved.to_owned() },
    };
    games.keep(game);
    loop {
        match storage::write(storage::KEPT, &games.to_json()) {
            Ok(()) => return Ok(()),
            Err(Refused::Full) if games.forget_oldest() => continue,
            Err(Refused::Full) => return Err(not_kept(say(&m::KEPT_FULL))),
            Err(Refused::Off) => return Err(not_kept(say(&m::KEPT_OFF))),
        }
    }
}

/// The kept games at setup, newest first, each with its Review (`review` gets its saved text).
#[component]
pub fn KeptList(review: Callback<String>) -> impl IntoView {
    let stored = storage::read(storage::KEPT);
    let games = KeptGames::from_json(stored.as_deref());
    let offset = time::utc_minus_local_min(time::wall_ms());
    match games {
        Err(e) => Some(view! { <p class="kept-unreadable" role="alert">{say_with(&m::KEPT_UNREADABLE, &[("why", &e.to_string())])}</p> }.into_any()),
        Ok(games) if games.games.is_empty() => None,
        Ok(games) => {
            let items = games
                .games
                .into_iter()
                .rev()
                .map(|game| {
                    let said = game.said(offset);
                    let saved = game.saved;
                    view! {
                        <li>
                            <span class="kept-said">{said}</span>
                            <button class="control" on:click=move |_| review.run(saved.clone())>{say(&m::KEPT_REVIEW)}</button>
                        </li>
                    }
                })
                .collect_view();
            Some(
                view! {
                    <details class="kept">
                        <summary>{say(&m::KEPT_TITLE)}</summary>
                        <p class="hint">{say_with(&m::KEPT_HINT, &[("n", &kept::MOST.to_string())])}</p>
                        <ol class="kept-games">{items}</ol>
                    </details>
                }
                .into_any(),
            )
        }
    }
}
