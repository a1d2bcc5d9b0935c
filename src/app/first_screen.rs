//! The first screen made live before the app (`src/bin/first.rs`): index.html's presets
//! (`screens::first_screen`) start a first face at once, run here with web-sys directly — no
//! Leptos — so that what is fetched until a face runs stays small. A face hands its game to the
//! clock's module itself (`platform::clock_module`, as the setup's own first face does), which
//! replays every tap at its instant; every tap is kept in the tab's storage meanwhile
//! (`protocol::handover::kept`), so that a reload reopens it. With no face running, the setup
//! (`fairclock.js`, `app::entry`) takes the screen over when it arrives, and tells this script to
//! stop first ([`TAKEOVER`], a synchronous event).

use crate::app::page::setup::{store_settings, stored_settings};
use crate::app::recovery;
use crate::ground::language::Language;
use crate::ground::messages as m;
use crate::ground::words::{self, Catalogue, say, say_with};
use crate::platform::clock_module::{self, NotStarted};
use crate::platform::frames::FrameScheduler;
use crate::platform::gestures::pointer_id;
use crate::platform::keys::typing;
use crate::platform::{self, address, language, modules, storage, time};
use crate::protocol::handover::{self, Chosen, FirstSetup, Handover};
use crate::rules::{FlagCalling, Rulebook};
use crate::screens::director_link::DirectorSetup;
use crate::screens::fingers::{Fingers, key_side};
use crate::screens::first_face::FirstFace;
use crate::screens::first_screen::{WORDS, runs_at_once, words_id};
use crate::screens::presets::PRESETS;
use crate::session::settings::Settings;
use crate::session::setup_memory;
use crate::session::timeline::Timeline;
use shakmaty::Color;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, KeyboardEvent};

/// The event the app sends, synchronously, just before it reads the first face's game.
pub const TAKEOVER: &str = "fairclock:takeover";
/// The app's module, which the first screen fetches.
const APP: &str = "./fairclock.js";
/// How long the first face waits before it asks again for an app that could not be fetched.
const RETRY_MS: u32 = 3_000;

/// Whether the page opens on the clock at once (a saved game, a game set aside by the recovery
/// screen, a director's link, or the director back from lichess's log-in): then no preset may start a
/// first face over it.
pub fn clock_at_once() -> bool {
    storage::read(storage::GAME).is_some() || recovery::set_aside_in_address() || linked()
}

/// Whether the address holds a director's link, or the director is back from lichess's log-in
/// (the clock's setup checks its state).
pub fn linked() -> bool {
    address::fragment().is_some_and(|f| DirectorSetup::is_link(&f))
        || (storage::read_tab(storage::LICHESS_LOGIN).is_some() && address::query().contains("state="))
}

/// One half's elements.
struct HalfView {
    side: Color,
    button: Element,
    state: Element,
    time: Element,
    moves: Element,
    period: Element,
    delay: Element,
    opponent: Element,
    flag: Element,
}

/// The first screen's state while it is the page's.
struct Live {
    document: Document,
    settings: Settings,
    /// The rulebook the setup chose last (and US Chess Variation 14H).
    rules: (Rulebook, bool),
    /// The game a preset started: what the app is handed, the face, its time line's offset from
    /// `performance.now()` (not 0 when reopened after a reload).
    game: Option<(FirstSetup, FirstFace)>,
    offset_ms: f64,
    fingers: Fingers,
    halves: Vec<HalfView>,
    status: Option<Element>,
    swap: Option<Element>,
    frames: FrameScheduler,
    /// Why the clock has not arrived, when it could not be fetched (asked for again meanwhile).
    trouble: Option<String>,
    /// The language the page speaks, which the clock is handed.
    language: Language,
    /// A hand-over to the clock is under way.
    handing: bool,
}

thread_local! {
    /// `None` once the app has taken over (or before the screen is live).
    static LIVE: RefCell<Option<Live>> = const { RefCell::new(None) };
}

fn with_live<T>(f: impl FnOnce(&mut Live) -> T) -> Option<T> {
    LIVE.with(|l| l.borrow_mut().as_mut().map(f))
}

fn listen(target: &web_sys::EventTarget, kind: &str, handler: impl FnMut(Event) + 'static) {
    let handler = Closure::<dyn FnMut(Event)>::new(handler);
    let _ = target.add_event_listener_with_callback(kind, handler.as_ref().unchecked_ref());
    // The first screen's listeners live as long as the page; after the takeover they find no
    // `LIVE` and do nothing.
    handler.forget();
}

/// Makes the first screen live: its words in the players' language, its presets started on a
/// tap (unless the page opens on the clock at once, or a first face is to be reopened), the keys;
/// and fetches the app.
pub fn run() {
    let Some(window) = web_sys::window() else { return };
    let Some(document) = window.document() else { return };
    let settings = stored_settings();
    let speaking = settings.language.unwrap_or_else(|| Language::preferred(&language::browser_languages()));
    speak(&document, speaking);
    let rules = setup_memory::chosen_rules(&storage::read(storage::SETUP).unwrap_or_default());
    let called = settings.flags == FlagCalling::Automatic;
    let fit = |i: usize, rules| preset_fits(&document).get(i).is_some_and(|f| runs_at_once(f, rules));
    let kept = storage::read_tab(storage::FIRST);
    let reopened = kept.as_ref().and_then(|t| handover::reopened(t, time::now(), called, fit));
    // A game kept in the tab that only the setup reopens (a preset that brought its rulebook): no
    // preset may start over it before the setup arrives.
    let at_once = clock_at_once() || (kept.is_some() && reopened.is_none());
    let live = Live {
        document: document.clone(),
        settings,
        rules,
        offset_ms: reopened.as_ref().map_or(0.0, |r| r.offset_ms),
        game: reopened.map(|r| (r.setup, r.face)),
        fingers: Fingers::default(),
        halves: Vec::new(),
        status: None,
        swap: None,
        frames: FrameScheduler::default(),
        trouble: None,
        language: speaking,
        handing: false,
    };
    LIVE.with(|l| *l.borrow_mut() = Some(live));
    if with_live(|l| l.game.is_some()).unwrap_or(false) {
        show_face();
        hand_to_clock();
    } else if !at_once {
        for i in 0..PRESETS.len() {
            if let Ok(Some(button)) = document.query_selector(&format!(r#"#shell [data-preset="{i}"]"#)) {
                let fits = button.get_attribute("data-fits").unwrap_or_default();
                listen(&button, "click", move |_| start(i, &fits));
                let _ = button.remove_attribute("disabled");
            }
        }
    }
    listen(&window, "keydown", |e| {
        if let Some(e) = e.dyn_ref::<KeyboardEvent>()
            && !e.repeat()
            && !typing(e)
            && key(&e.code(), e.time_stamp())
        {
            e.prevent_default();
        }
    });
    listen(&window, TAKEOVER, |_| stop());
    load_app();
}

/// Each preset's rulebooks that fit it (`screens::first_screen::fits`), as index.html carries them.
fn preset_fits(document: &Document) -> Vec<String> {
    (0..PRESETS.len())
        .map(|i| {
            let button = document.query_selector(&format!(r#"#shell [data-preset="{i}"]"#)).ok().flatten();
            button.and_then(|b| b.get_attribute("data-fits")).unwrap_or_default()
        })
        .collect()
}

/// The first screen's words in `language`, from the words index.html carries for it.
fn speak(document: &Document, language: Language) {
    if language == Language::English {
        return;
    }
    let text = document.get_element_by_id(&words_id(language)).and_then(|e| e.text_content());
    let Some(catalogue) = text.and_then(|t| Catalogue::from_json(language, &t).ok()) else { return };
    words::install(catalogue);
    language::mark_page(language);
    for message in WORDS.iter().chain(PRESETS.iter().map(|p| &p.name)) {
        if let Ok(Some(element)) = document.query_selector(&format!(r#"#shell [data-say="{}"]"#, message.id)) {
            element.set_text_content(Some(say(message)));
        }
    }
}

/// A tap on preset `i`, which runs at once under the rulebooks `fits` names: its first face at
/// once, or — where the rulebook must warn first, or the preset brings its own — the app starts it
/// when it arrives.
fn start(i: usize, fits: &str) {
    // Some(true): a face started; Some(false): the setup is to start it; None: a face runs already
    // (a hidden preset clicked by a key).
    let started = with_live(|live| {
        if live.game.is_some() {
            return None;
        }
        let (rules, variation_14h) = live.rules;
        if !runs_at_once(fits, rules) {
            return Some(false);
        }
        let called = live.settings.flags == FlagCalling::Automatic;
        let setup = FirstSetup {
            rules,
            variation_14h,
            typed: String::new(),
            start: Some(Chosen::Preset(i)),
            taps: Vec::new(),
            offset_ms: 0.0,
        };
        let face = FirstFace::of_preset(i, called)?;
        live.game = Some((setup, face));
        keep(live);
        Some(true)
    });
    match started.flatten() {
        Some(true) => {
            // A preset tapped earlier, waiting for the setup, is not the game now.
            storage::take_tab(storage::FIRST_CHOSEN);
            show_face();
            hand_to_clock();
        }
        Some(false) => {
            storage::write_tab(storage::FIRST_CHOSEN, &i.to_string());
            say_in_shell(say(&m::LOADING));
        }
        None => {}
    }
}

/// Keeps the game where the app (or a reload) reopens it.
fn keep(live: &Live) {
    let Some(setup) = current(live) else { return };
    let anchor = Timeline { offset_ms: live.offset_ms }.anchor(time::now());
    // Refused (storage full or off): the face goes on; only a reload would lose it.
    storage::write_tab(storage::FIRST, &handover::kept(&setup, anchor));
}

fn say_in_shell(text: &str) {
    let status = web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector("#shell .loading").ok()?);
    if let Some(status) = status {
        status.set_text_content(Some(text));
    }
}

/// A new element of `tag` with `class`, under `parent`.
fn child(document: &Document, parent: &Element, tag: &str, class: &str) -> Option<Element> {
    let element = document.create_element(tag).ok()?;
    if !class.is_empty() {
        element.set_class_name(class);
    }
    parent.append_child(&element).ok()?;
    Some(element)
}

/// One half of the face, as the app's first face draws it (`app::first_face`).
fn half_view(document: &Document, parent: &Element, side: Color) -> Option<HalfView> {
    let button = child(document, parent, "button", if side == Color::White { "half white" } else { "half black" })?;
    let name = child(document, &button, "span", "name")?;
    name.set_text_content(Some(crate::ground::vocabulary::side_said(side)));
    child(document, &name, "span", "sr")?.set_text_content(Some(say(&m::FACE_CLOCK_SUFFIX)));
    let state = child(document, &name, "span", "state")?;
    let time = child(document, &button, "span", "time")?;
    let info = child(document, &button, "span", "info")?;
    let (moves, period, delay) = (
        child(document, &info, "span", "moves")?,
        child(document, &info, "span", "period")?,
        child(document, &info, "span", "delay")?,
    );
    let opponent = child(document, &button, "span", "opponent")?;
    let _ = opponent.set_attribute("aria-hidden", "true");
    let flag = child(document, &button, "span", "flag")?;
    listen(&button, "pointerdown", move |e| {
        e.prevent_default();
        let id = pointer_id(&e);
        let t = e.time_stamp();
        let press = with_live(|l| l.fingers.land(id, t + l.offset_ms)).unwrap_or(false);
        if press {
            tap(side, t);
        }
    });
    for kind in ["pointerup", "pointercancel"] {
        listen(&button, kind, |e| {
            with_live(|l| l.fingers.lift(pointer_id(&e)));
        });
    }
    Some(HalfView { side, button, state, time, moves, period, delay, opponent, flag })
}

/// The face in place of the presets.
fn show_face() {
    let built = with_live(|live| {
        let document = live.document.clone();
        let body = document.body()?;
        // A key on the preset that started the face (focused, now hidden) would click it again.
        if let Some(focused) = document.active_element().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = focused.blur();
        }
        if let Some(shell) = document.get_element_by_id("shell") {
            // The setup's look lays `.setup` out, over the `hidden` attribute: its class hides it.
            let _ = shell.class_list().add_1("hidden");
        }
        let main = child(&document, &body, "main", "app")?;
        main.set_id("first-face");
        let face = child(&document, &main, "section", "face first")?;
        let _ = face.set_attribute("aria-label", say(&m::FACE));
        listen(&face, "contextmenu", |e| e.prevent_default());
        // In one order, as on the app's face: the far half is moved up (or left) by CSS.
        let black = half_view(&document, &face, Color::Black)?;
        let controls = child(&document, &face, "nav", "controls")?;
        let _ = controls.set_attribute("aria-label", say(&m::FACE_CONTROLS));
        let status = child(&document, &controls, "p", "status")?;
        let _ = status.set_attribute("role", "status");
        let swap = child(&document, &controls, "button", "control")?;
        swap.set_text_content(Some(say(&m::FACE_SWAP)));
        listen(&swap, "click", |_| {
            with_live(|l| {
                l.settings.white_far = !l.settings.white_far;
                store_settings(&l.settings);
            });
            paint(time::now_ms());
        });
        let white = half_view(&document, &face, Color::White)?;
        live.halves = vec![black, white];
        live.status = Some(status);
        live.swap = Some(swap);
        Some(())
    });
    if built.flatten().is_some() {
        paint(time::now_ms());
    }
}

/// A tap on `side`'s half at `perf_ms` (the page's time line).
fn tap(side: Color, perf_ms: f64) {
    let counted = with_live(|live| {
        let t = perf_ms + live.offset_ms;
        let counted = live.game.as_mut().is_some_and(|(_, face)| face.tap(side, t));
        if counted {
            keep(live);
        }
        counted
    });
    if counted == Some(true) {
        paint(time::now_ms());
    }
}

/// A key pressed for the face at `perf_ms`: whether it was one.
fn key(code: &str, perf_ms: f64) -> bool {
    let side = with_live(|live| {
        let (_, face) = live.game.as_ref()?;
        key_side(code, live.settings.far_side(), &live.settings.keys, || Some(face.shared_key_side()))
    });
    let Some(side) = side.flatten() else { return false };
    tap(side, perf_ms);
    true
}

/// The face as it reads at `perf_ms`, and one frame when the next digit is due.
fn paint(perf_ms: f64) {
    with_live(|live| {
        let Some((_, face)) = &live.game else { return };
        let t = perf_ms + live.offset_ms;
        let format = live.settings.display_format();
        let far = live.settings.far_side();
        for half in &live.halves {
            let r = face.half(half.side, t, format);
            let list = half.button.class_list();
            let _ = list.toggle_with_force("far", far == half.side);
            let _ = list.toggle_with_force("running", r.running);
            let _ = list.toggle_with_force("low", r.low);
            let _ = list.toggle_with_force("fallen", r.fallen);
            let _ = list.toggle_with_force("long", r.text.len() > 5);
            half.state.set_text_content(Some(if r.running { say(&m::FACE_RUNNING) } else { "" }));
            half.time.set_text_content(Some(&r.text));
            half.moves.set_text_content(Some(&r.moves));
            half.period.set_text_content(Some(&r.period));
            half.delay.set_text_content(Some(&r.delay));
            half.opponent.set_text_content(Some(&r.opponent));
            let flag = r.fallen.then(|| format!("⚑ {}", say(&m::FACE_FLAG)));
            half.flag.set_text_content(flag.as_deref());
        }
        let said = match face.fallen(t) {
            _ if live.trouble.is_some() => live.trouble.clone().unwrap_or_default(),
            _ if !face.started() => say(&m::STATUS_WHITE_TO_MOVE).to_owned(),
            Some(side) => say_with(&m::FIRST_FACE_VERDICT_FOLLOWS, &[("flag", say(m::STATUS_FLAG.of(side)))]),
            None => say(&m::FIRST_FACE_ON_ITS_WAY).to_owned(),
        };
        if let Some(status) = &live.status
            && status.text_content().as_deref() != Some(said.as_str())
        {
            status.set_text_content(Some(&said));
        }
        if let Some(swap) = &live.swap {
            let _ = swap.class_list().toggle_with_force("hidden", face.started());
        }
        let offset = live.offset_ms;
        match face.next_change_ms(t, format) {
            Some(wait) => {
                let since = (time::now_ms() + offset - t).max(0.0);
                live.frames.schedule((wait - since).max(0.0), paint);
            }
            None => live.frames.cancel(),
        }
    });
}

/// Hands the face's game to the clock's module once it is here: the clock replays the taps and
/// takes the page over. While it cannot be fetched the face plays on, says why, and asks again.
fn hand_to_clock() {
    let Some((language, handing)) = with_live(|l| (l.language, std::mem::replace(&mut l.handing, true))) else {
        return;
    };
    if handing {
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let mut spoken = false;
        loop {
            // The clock speaks the page's language, from the page's catalogue (asked for again
            // with the clock: without it, the clock would speak English).
            if !spoken && let Ok((_, text)) = language::catalogue(language).await {
                clock_module::speak(language, text);
                spoken = true;
            }
            let handover = || Handover::Setup(with_live(|l| current(l)).flatten().unwrap_or_else(nothing_chosen));
            let (why, again) = match clock_module::start(handover, leave).await {
                Ok(()) => return,
                Err(NotStarted::NotLoaded(why)) => (say_with(&m::FIRST_FACE_UNFETCHED, &[("why", &why)]), true),
                // Not for a preset the rulebook fits: said, and not asked again.
                Err(NotStarted::Refused(why)) => (why, false),
            };
            if with_live(|l| l.trouble = Some(why)).is_none() {
                return;
            }
            paint(time::now_ms());
            if !again {
                return;
            }
            gloo_timers::future::TimeoutFuture::new(RETRY_MS).await;
        }
    });
}

/// What the clock is handed: the preset started, with the taps the face counted.
fn current(live: &Live) -> Option<FirstSetup> {
    let (setup, face) = live.game.as_ref()?;
    Some(FirstSetup { taps: face.taps().to_vec(), offset_ms: live.offset_ms, ..setup.clone() })
}

/// The first setup with nothing chosen (what the clock is handed if the face has gone meanwhile).
fn nothing_chosen() -> FirstSetup {
    let (rules, variation_14h) = setup_memory::chosen_rules(&storage::read(storage::SETUP).unwrap_or_default());
    FirstSetup { rules, variation_14h, typed: String::new(), start: None, taps: Vec::new(), offset_ms: 0.0 }
}

/// The clock mounts itself as this returns: the first screen leaves first, its game the clock's to
/// save (the tab's copy stays until the clock has stored it).
fn leave() {
    stop();
    platform::document::remove_static_shell();
    let root = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = root.set_attribute(HANDED, "");
    }
}

/// Marks the page the first screen's face handed to the clock.
const HANDED: &str = "data-handed-to-clock";

/// Whether the first screen's face runs, or has handed its game to the clock: the setup then
/// leaves the page to them.
pub fn face_runs() -> bool {
    let document = web_sys::window().and_then(|w| w.document());
    document.is_some_and(|d| {
        d.get_element_by_id("first-face").is_some() || d.document_element().is_some_and(|r| r.has_attribute(HANDED))
    })
}

/// The setup takes over, or the clock: this face stops and leaves the page (its game is kept in
/// storage).
fn stop() {
    let Some(live) = LIVE.with(|l| l.borrow_mut().take()) else { return };
    live.frames.cancel();
    if live.game.is_some() {
        keep(&live);
    }
    if let Some(face) = live.document.get_element_by_id("first-face") {
        face.remove();
    }
}

/// Fetches and starts the setup, which takes the first screen over (not a running face: the
/// face hands its game to the clock). One that could not be fetched is said on the first screen
/// and asked for again.
fn load_app() {
    modules::module_then(APP, |loaded| {
        let Err(why) = loaded else { return };
        // Needed only while no face runs (a face hands its game to the clock).
        if with_live(|l| l.game.is_none()).unwrap_or(false) {
            say_in_shell(&say_with(&m::NOT_LOADED, &[("why", &why)]));
            gloo_timers::callback::Timeout::new(RETRY_MS, load_app).forget();
        }
    });
}
