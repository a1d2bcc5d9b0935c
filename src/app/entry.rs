//! The page a player opens: the first part of the setup screen — the rulebook and who calls flags,
//! the presets and a typed control — light enough to be ready at once. The clock itself
//! (face, session, replay, claims) and the rest of the setup (the rules a control must meet, the
//! preferences, the builder, the players, the arbiter's PIN, the director's link) are its own wasm module
//! (`platform::clock_module`), fetched while the player reads the setup: Start hands it the players'
//! choice, and it takes the page over — or says why not, and the page stays as it was. A preset
//! started before the clock has arrived runs on the first face meanwhile (`app::first_face`), whose
//! taps the clock replays. With a game saved, or a director's link in the address, the clock is
//! started at once.

use crate::app::first_face::FirstFaceView;
use crate::app::first_screen;
use crate::app::page::setup::{
    ErrorLine, ManualButton, Presets, Rules, SetupFoot, SetupIntro, TypedControl, newer_said, store_settings,
    stored_settings,
};
use crate::app::recovery;
use crate::ground::language::Language;
use crate::ground::messages as m;
use crate::ground::words::{self, say, say_with};
use crate::platform::clock_module::NotStarted;
use crate::platform::updates::{self, NewVersion};
use crate::platform::{self, clock_module, language, network, storage, time};
use crate::protocol::handover::{self, Chosen, FirstSetup, Handover, Reopened};
use crate::rules::FlagCalling;
use crate::rules::Rulebook;
use crate::screens::first_face::FirstFace;
use crate::screens::presets::PRESETS;
use crate::screens::setup_form::Choice;
use crate::session::settings::Settings;
use crate::session::setup_memory::{self, Offered};
use crate::session::timeline::Timeline;
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
                clock_module::speak(speaking, text);
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
    // A face on the first screen hands its game to the clock itself.
    if first_screen::face_runs() {
        return;
    }
    // The first screen stops first.
    if let Some(window) = web_sys::window()
        && let Ok(takeover) = web_sys::Event::new(first_screen::TAKEOVER)
    {
        let _ = window.dispatch_event(&takeover);
    }
    if first_screen::clock_at_once() {
        // A director's link, or the director back from lichess's log-in: the clock's setup has both.
        let handover = if first_screen::linked() { Handover::Setup(choices_of(&offered())) } else { Handover::Restore };
        // The static shell says "Loading the clock…" meanwhile.
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(NotStarted::NotLoaded(why) | NotStarted::Refused(why)) =
                clock_module::start(|| handover, || ()).await
            {
                platform::document::say_in_static_shell(&not_loaded(&why));
            }
        });
        return;
    }
    // A first face's game the page was reloaded in: reopened, its clocks run on meanwhile.
    let called = stored_settings().flags == FlagCalling::Automatic;
    let reopened =
        storage::take_tab(storage::FIRST).and_then(|t| handover::reopened(&t, time::now(), called, FirstFace::fits));
    // A preset tapped on the first screen that only this page may start: started as it mounts.
    let chosen = storage::take_tab(storage::FIRST_CHOSEN).and_then(|i| i.parse().ok()).filter(|_| reopened.is_none());
    let Some(body) = document().body() else { return };
    platform::document::remove_static_shell();
    let mounted = leptos::mount::mount_to(body, move || view! { <Entry reopened chosen /> });
    MOUNTED.with(|m| *m.borrow_mut() = Some(Box::new(mounted)));
}

/// What the setup memory offers, as stored.
fn offered() -> Offered {
    Offered::from_json(&storage::read(storage::SETUP).unwrap_or_default())
}

/// The choices the last setup left: the whole setup screen with them.
fn choices_of(offered: &Offered) -> FirstSetup {
    FirstSetup {
        rules: offered.rules,
        variation_14h: offered.variation_14h,
        typed: String::new(),
        start: None,
        taps: Vec::new(),
        offset_ms: 0.0,
    }
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

/// Hands the clock what `handover` makes once it is here, and the clock replaces the setup
/// screen (or the first face); says why on `error` if it cannot, or refuses (the setup stays,
/// with everything typed). While the first face runs, a clock that could not be fetched is
/// tried again: the players play on meanwhile.
fn hand_over(
    handover: impl Fn() -> Handover + 'static,
    first: RwSignal<Option<FirstFace>>,
    error: RwSignal<Option<String>>,
    loading: RwSignal<bool>,
) {
    if HANDING_OVER.replace(true) {
        return;
    }
    loading.set(true);
    wasm_bindgen_futures::spawn_local(async move {
        let said = loop {
            let started = clock_module::start(&handover, || {
                // The clock mounts itself as soon as this returns: the setup leaves first, and
                // the first face's game is the clock's to save. The tab's copy stays until the
                // clock has stored the game where a reload finds it (`Keeper::save`).
                MOUNTED.with(|m| m.borrow_mut().take());
            })
            .await;
            let running = first.try_with_untracked(Option::is_some).unwrap_or(false);
            match started {
                Ok(()) => break None,
                Err(NotStarted::NotLoaded(why)) if running => {
                    let _ = error.try_set(Some(say_with(&m::FIRST_FACE_UNFETCHED, &[("why", &why)])));
                    gloo_timers::future::TimeoutFuture::new(RETRY_MS).await;
                }
                Err(NotStarted::NotLoaded(why)) => break Some(not_loaded(&why)),
                Err(NotStarted::Refused(why)) => break Some(why),
            }
        };
        HANDING_OVER.set(false);
        let Some(said) = said else { return };
        if MOUNTED.with(|m| m.borrow().is_none()) {
            // The setup had left when the clock failed: nothing is on the page but this.
            recovery::show(&said);
            return;
        }
        // A first face the clock refused (it cannot, for a preset the rulebook fits) ends here.
        let _ = first.try_set(None);
        storage::take_tab(storage::FIRST);
        let _ = loading.try_set(false);
        let _ = error.try_set(Some(said));
    });
}

/// How long the first face waits before it asks again for a clock that could not be fetched.
const RETRY_MS: u32 = 3_000;

/// A game on the first face: `None` until a preset starts before the clock has arrived; the
/// choices it hands the clock; its time line's offset from the page's (0 unless reopened).
#[derive(Clone, Copy)]
struct FirstGame {
    face: RwSignal<Option<FirstFace>>,
    setup: StoredValue<Option<FirstSetup>>,
    offset_ms: f64,
}

impl FirstGame {
    /// The first face `reopened` after a reload, or none yet; kept in storage on every tap, so
    /// that a reload reopens it.
    fn new(reopened: Option<Reopened>) -> FirstGame {
        let offset_ms = reopened.as_ref().map_or(0.0, |r| r.offset_ms);
        let (setup, face) = reopened.map(|r| (r.setup, r.face)).unzip();
        let first = FirstGame { face: RwSignal::new(face), setup: StoredValue::new(setup), offset_ms };
        Effect::new(move |_| {
            let Some(setup) = first.face.with(|f| f.as_ref().and_then(|_| first.choices())) else { return };
            let anchor = Timeline { offset_ms }.anchor(time::now());
            // Refused (storage full or off): the first face goes on; only a reload would lose it.
            storage::write_tab(storage::FIRST, &handover::kept(&setup, anchor));
        });
        first
    }

    /// The game `setup` chose, on the first face when `face` is one (the clock is not here).
    fn begin(self, setup: FirstSetup, face: Option<FirstFace>) {
        self.setup.set_value(Some(setup));
        if face.is_some() {
            self.face.set(face);
        }
    }

    /// What the clock is handed: the choices Start made, with the taps the first face counted.
    fn choices(self) -> Option<FirstSetup> {
        let setup = self.setup.try_get_value().flatten()?;
        let taps = self.face.try_with_untracked(|f| f.as_ref().map(|f| f.taps().to_vec())).flatten();
        Some(FirstSetup { taps: taps.unwrap_or_default(), offset_ms: self.offset_ms, ..setup })
    }
}

/// What a typed control means, which is the clock's to say: asked as the player types `typed`
/// (the first time fetches the clock, if the page has not yet), the answer kept if the text
/// still stands.
fn use_typed_meaning(typed: RwSignal<String>) -> RwSignal<String> {
    let meaning = RwSignal::new(String::new());
    Effect::new(move |_| {
        let text = typed.get();
        if text.trim().is_empty() {
            meaning.set(String::new());
            return;
        }
        wasm_bindgen_futures::spawn_local(async move {
            let said = clock_module::typed_meaning(&text).await.unwrap_or_else(|why| not_loaded(&why));
            // Start may have handed the page to the clock meanwhile (the answer and Start both
            // wait for the clock's module): this setup is gone, and its signals with it.
            if typed.try_with_untracked(|t| *t == text).unwrap_or(false) {
                let _ = meaning.try_set(said);
            }
        });
    });
    meaning
}

#[component]
fn Entry(reopened: Option<Reopened>, chosen: Option<usize>) -> impl IntoView {
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
        clock_module::warm_when_idle();
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
        taps: Vec::new(),
        offset_ms: 0.0,
    };
    // A saved control is named in the hand-over, and forgotten by its name.
    let saved_name = move |i: usize| offered.with_untracked(|o: &Offered| o.saved.get(i).map(|(name, _)| name.clone()));
    // A preset started before the clock has arrived runs on the first face meanwhile.
    let first = FirstGame::new(reopened);
    // What Start hands the clock (once Start has chosen: the choices then, else the first setup's).
    let handover = move || Handover::Setup(first.choices().unwrap_or_else(|| choices(None)));
    if first.face.with_untracked(Option::is_some) {
        hand_over(handover, first.face, error, loading);
    }
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
        // A second Start waits for the first one's hand-over.
        if HANDING_OVER.get() {
            return;
        }
        bring_rulebook(choice, rulebook, settings);
        let called = settings.with_untracked(|s| s.flags == FlagCalling::Automatic);
        let face = match choice {
            Choice::Preset(i) if !clock_module::arrived() => FirstFace::for_preset(i, rulebook.get_untracked(), called),
            _ => None,
        };
        first.begin(choices(Some(chosen)), face);
        hand_over(handover, first.face, error, loading)
    });
    if let Some(i) = chosen {
        start.run(Choice::Preset(i));
    }
    let more = move |_| hand_over(move || Handover::Setup(choices(None)), first.face, error, loading);
    let on_review = Callback::new(move |()| hand_over(|| Handover::Review, first.face, error, loading));
    // The manual's text is the clock's: it shows it over this page.
    let on_manual = Callback::new(move |rulebook: Rulebook| {
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(why) = clock_module::show_manual(rulebook.id()).await {
                // The setup may have left meanwhile (the clock took the page): then nobody to tell.
                let _ = error.try_set(Some(not_loaded(&why)));
            }
        });
    });
    let meaning = use_typed_meaning(typed);
    let first_face =
        move || view! { <FirstFaceView face=first.face offset_ms=first.offset_ms settings trouble=error.into() /> };
    view! {
        <main class="app">
            <Show when=move || first.face.with(Option::is_none) fallback=first_face>
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
            </Show>
            <Show when=move || loading.get() && first.face.with(Option::is_none)>
                <p class="handing-over" role="status">{say(&m::LOADING)}</p>
            </Show>
        </main>
    }
}

/// A preset from a rulebook brings it (G/5;d3: US Chess blitz), and its way of calling flags.
fn bring_rulebook(choice: Choice, rulebook: RwSignal<Rulebook>, settings: RwSignal<Settings>) {
    let chosen = rulebook.get_untracked();
    if let Choice::Preset(i) = choice
        && let Some(book) = PRESETS.get(i).map(|p| p.rules(chosen))
        && book != chosen
    {
        rulebook.set(book);
        settings.update(|s| s.follow_rulebook(book));
    }
}
