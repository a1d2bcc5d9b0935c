//! The page a player opens: the first part of the setup screen — the rulebook and who calls flags,
//! the presets and a typed control — light enough to be ready at once. The clock itself
//! (face, session, replay, claims) and the rest of the setup (the rules a control must meet, the
//! preferences, the builder, the players, the arbiter's PIN, the director's link) are its own wasm module
//! (`platform::game`), fetched while the player reads the setup: Start hands it the players'
//! choice, and it takes the page over — or says why not, and the page stays as it was. With a game
//! saved, or a director's link in the address, the clock is started at once.

use crate::app::page::setup::{
    ErrorLine, ManualButton, Presets, Rules, SetupFoot, SetupIntro, TypedControl, newer_said, store_settings,
    stored_settings,
};
use crate::app::recovery;
use crate::ground::language::Language;
use crate::ground::messages as m;
use crate::ground::words::{self, say, say_with};
use crate::platform::game::NotStarted;
use crate::platform::updates::{self, NewVersion};
use crate::platform::{self, address, game, language, network, storage};
use crate::protocol::game::{Chosen, FirstSetup, Handover};
use crate::rules::Rulebook;
use crate::screens::director_link::DirectorSetup;
use crate::screens::setup_form::Choice;
use crate::session::setup_memory::{self, Offered};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};

thread_local! {
    /// The setup screen's mount, dropped (which takes it off the page) when the clock takes over.
    static MOUNTED: RefCell<Option<Box<dyn std::any::Any>>> = const { RefCell::new(None) };
    /// A hand-over is under way: a second Start waits for it.
    static HANDING_OVER: Cell<bool> = const { Cell::new(false) };
    /// Why the chosen language's words could not be had, for the setup screen to say.
    static UNSPOKEN: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Starts the page in the players' language (the one they chose, else the browser's first that
/// the clock speaks), its catalogue fetched first: the clock at once if a game is saved (or the
/// recovery screen asked to set it aside), or the address holds a director's link (the clock's
/// setup reads it); else the first setup screen in place of index.html's static shell.
pub fn mount() {
    recovery::install();
    let settings = stored_settings();
    let speaking = settings.language.unwrap_or_else(|| Language::preferred(&language::browser_languages()));
    language::mark_page(speaking);
    wasm_bindgen_futures::spawn_local(async move {
        let unspoken = match language::catalogue(speaking).await {
            Ok((catalogue, text)) => {
                words::install(catalogue);
                game::speak(speaking, text);
                None
            }
            Err(why) => {
                language::mark_page(Language::English);
                Some(say_with(&m::LANGUAGE_UNFETCHED, &[("language", speaking.name()), ("why", &why)]))
            }
        };
        UNSPOKEN.with(|u| *u.borrow_mut() = unspoken);
        open();
    });
}

/// Opens the clock or the first setup screen.
fn open() {
    let linked = address::fragment().is_some_and(|f| DirectorSetup::is_link(&f));
    if storage::read(storage::GAME).is_some() || recovery::set_aside_in_address() || linked {
        let handover = if linked { Handover::Setup(choices_of(&offered())) } else { Handover::Restore };
        // The static shell says "Loading the clock…" meanwhile.
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(NotStarted::NotLoaded(why) | NotStarted::Refused(why)) = game::start(&handover, || ()).await {
                platform::document::say_in_static_shell(&not_loaded(&why));
            }
        });
        return;
    }
    let Some(body) = document().body() else { return };
    platform::document::remove_static_shell();
    let mounted = leptos::mount::mount_to(body, Entry);
    MOUNTED.with(|m| *m.borrow_mut() = Some(Box::new(mounted)));
}

/// What the setup memory offers, as stored.
fn offered() -> Offered {
    Offered::from_json(&storage::read(storage::SETUP).unwrap_or_default())
}

/// The choices the last setup left: the whole setup screen with them.
fn choices_of(offered: &Offered) -> FirstSetup {
    FirstSetup { rules: offered.rules, variation_14h: offered.variation_14h, typed: String::new(), start: None }
}

/// Forgets the saved control named `name` in storage (never over a newer version's memory).
fn forget(name: &str) {
    if let Some(text) = storage::read(storage::SETUP).and_then(|t| setup_memory::forget_stored(&t, name)) {
        let _ = storage::write(storage::SETUP, &text);
    }
}

fn not_loaded(why: &str) -> String {
    say_with(&m::NOT_LOADED, &[("why", why)])
}

/// Hands `handover` to the clock, which replaces the setup screen; says why on `error` if it
/// cannot, or refuses (the setup stays, with everything typed).
fn hand_over(handover: Handover, error: RwSignal<Option<String>>, loading: RwSignal<bool>) {
    if HANDING_OVER.replace(true) {
        return;
    }
    loading.set(true);
    wasm_bindgen_futures::spawn_local(async move {
        let started = game::start(&handover, || {
            // The clock mounts itself as soon as this returns: the setup leaves first.
            MOUNTED.with(|m| m.borrow_mut().take());
        })
        .await;
        HANDING_OVER.set(false);
        let said = match started {
            Ok(()) => return,
            Err(NotStarted::NotLoaded(why)) => not_loaded(&why),
            Err(NotStarted::Refused(why)) => why,
        };
        if MOUNTED.with(|m| m.borrow().is_none()) {
            // The setup had left when the clock failed: nothing is on the page but this.
            recovery::show(&said);
            return;
        }
        loading.set(false);
        error.set(Some(said));
    });
}

#[component]
fn Entry() -> impl IntoView {
    let settings = RwSignal::new(stored_settings());
    let unspoken = UNSPOKEN.with(|u| u.borrow_mut().take());
    // The clock reads the settings from storage when it starts.
    Effect::new(move |_| settings.with(store_settings));
    let update = RwSignal::new(NewVersion::None);
    // The clock is fetched and started (not shown) once the page is idle, through the service
    // worker, which keeps it as it passes (on a first visit it fetches nothing itself until a face
    // runs). Asked to save data, nothing is fetched (nor the worker registered) until the clock is
    // needed: the clock registers it.
    if !network::save_data() {
        updates::watch(move |u| update.set(u), || {});
        game::warm_when_idle();
    }
    let error = RwSignal::new([unspoken, newer_said()].into_iter().flatten().reduce(|a, b| format!("{a} {b}")));
    let loading = RwSignal::new(false);
    let offered = RwSignal::new(offered());
    let rulebook = RwSignal::new(offered.with_untracked(|o| o.rules));
    let variation_14h = RwSignal::new(offered.with_untracked(|o| o.variation_14h));
    let typed = RwSignal::new(String::new());
    let choices = move |start| FirstSetup {
        rules: rulebook.get_untracked(),
        variation_14h: variation_14h.get_untracked(),
        typed: typed.get_untracked(),
        start,
    };
    // A saved control is named in the hand-over, and forgotten by its name.
    let saved_name = move |i: usize| offered.with_untracked(|o: &Offered| o.saved.get(i).map(|(name, _)| name.clone()));
    let start = Callback::new(move |choice| {
        let chosen = match choice {
            Choice::Preset(i) => Chosen::Preset(i),
            Choice::Last => Chosen::Last,
            Choice::Saved(i) => match saved_name(i) {
                Some(name) => Chosen::Saved(name),
                None => return,
            },
            // The first page offers no builder and no director's link.
            Choice::Typed | Choice::Built | Choice::Link => Chosen::Typed,
        };
        hand_over(Handover::Setup(choices(Some(chosen))), error, loading)
    });
    let more = move |_| hand_over(Handover::Setup(choices(None)), error, loading);
    let on_review = Callback::new(move |()| hand_over(Handover::Review, error, loading));
    // The manual's text is the clock's: it shows it over this page.
    let on_manual = Callback::new(move |rulebook: Rulebook| {
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(why) = game::show_manual(rulebook.id()).await {
                // The setup may have left meanwhile (the clock took the page): then nobody to tell.
                let _ = error.try_set(Some(not_loaded(&why)));
            }
        });
    });
    // What a typed control means is the clock's to say: asked as the player types (the first
    // time fetches the clock, if the page has not yet), the answer kept if the text still stands.
    let meaning = RwSignal::new(String::new());
    Effect::new(move |_| {
        let text = typed.get();
        if text.trim().is_empty() {
            meaning.set(String::new());
            return;
        }
        wasm_bindgen_futures::spawn_local(async move {
            let said = game::typed_meaning(&text).await.unwrap_or_else(|why| not_loaded(&why));
            // Start may have handed the page to the clock meanwhile (the answer and Start both
            // wait for the clock's module): this setup is gone, and its signals with it.
            if typed.try_with_untracked(|t| *t == text).unwrap_or(false) {
                let _ = meaning.try_set(said);
            }
        });
    });
    view! {
        <main class="app">
            <section class="setup" aria-label=say(&m::NEW_GAME)>
                <SetupIntro update />
                <Rules
                    settings
                    rulebook=rulebook.into()
                    choose_rulebook=Callback::new(move |r| {
                        rulebook.set(r);
                        error.set(None);
                    })
                    variation_14h=variation_14h.into()
                    set_14h=Callback::new(move |on| variation_14h.set(on))
                />
                <div class="more">
                    // The last game's players and occasion go into the next game: said, and changed past the button.
                    {offered.with_untracked(|o| o.players.clone()).map(|said| view! { <p class="remembered">{say_with(&m::PLAYERS_REMEMBERED, &[("said", &said)])}</p> })}
                    <button class="control" on:click=more>{say(&m::MORE)}</button>
                    <p class="hint">{say(&m::MORE_HINT)}</p>
                </div>
                <ManualButton rulebook=rulebook.into() on_manual />
                <ErrorLine error />
                <Presets
                    offered=offered.into()
                    start
                    forget=Callback::new(move |i: usize| {
                        if let Some(name) = saved_name(i) {
                            forget(&name);
                            offered.update(|o| o.saved.retain(|(n, _)| *n != name));
                        }
                    })
                />
                <TypedControl typed meaning=meaning.into() start=Callback::new(move |()| start.run(Choice::Typed)) />
                <SetupFoot on_review />
            </section>
            <Show when=move || loading.get()>
                <p class="handing-over" role="status">{say(&m::LOADING)}</p>
            </Show>
        </main>
    }
}
