//! Browser tests (wasm-bindgen-test, headless Chromium and Firefox): the time source, the frame
//! scheduler and the components, mounted in a real page.
#![cfg(target_arch = "wasm32")]

use fairclock::app::App;
use fairclock::app::Opening;
use fairclock::platform::frames::FrameScheduler;
use fairclock::platform::time::now_ms;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

fn local_storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

/// A fresh container with the app mounted in it, on an empty storage; the handle keeps it mounted.
async fn mount_app() -> (HtmlElement, impl Drop) {
    local_storage().clear().unwrap();
    mount_on_storage().await
}

/// Mounts the app on whatever storage holds, as a reload does.
/// The app waits for the browser to say it owns the clock (a Web Lock, granted on a later task)
/// before it writes: the tests wait for that too.
async fn mount_on_storage() -> (HtmlElement, impl Drop) {
    let host: HtmlElement = document().create_element("div").unwrap().unchecked_into();
    document().body().unwrap().append_child(&host).unwrap();
    let handle = leptos::mount::mount_to(host.clone(), || leptos::view! { <App opening=Opening::Restore /> });
    // The browser grants the lock on a later task (and the last test's app gives it back on one):
    // the app writes once it owns.
    for _ in 0..300 {
        if host.query_selector("main[data-owner=yes]").unwrap().is_some() {
            break;
        }
        sleep(10).await;
    }
    (host, handle)
}

fn find(host: &HtmlElement, selector: &str) -> Element {
    host.query_selector(selector).unwrap().unwrap_or_else(|| panic!("no element matches {selector}"))
}

fn button_named(host: &HtmlElement, text: &str) -> HtmlElement {
    let all = host.query_selector_all("button").unwrap();
    (0..all.length())
        .filter_map(|i| all.item(i))
        .map(|n| n.unchecked_into::<HtmlElement>())
        .find(|b| b.text_content().unwrap_or_default().trim() == text)
        .unwrap_or_else(|| panic!("no button '{text}'"))
}

fn pointerdown(target: &Element) {
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let e = web_sys::Event::new_with_event_init_dict("pointerdown", &init).unwrap();
    target.dispatch_event(&e).unwrap();
}

async fn sleep(ms: u32) {
    gloo_timers::future::TimeoutFuture::new(ms).await;
}

#[wasm_bindgen_test]
fn the_time_source_is_monotonic_and_sub_millisecond() {
    let a = now_ms();
    let mut b = now_ms();
    while b == a {
        b = now_ms();
    }
    assert!(b > a && a >= 0.0);
    assert!(b - a < 1.0, "successive readings {a} and {b} should be well under a millisecond apart");
}

#[wasm_bindgen_test]
async fn the_frame_scheduler_paints_once_after_the_wait_and_cancel_stops_it() {
    let painted = Rc::new(Cell::new(0u32));
    let frames = FrameScheduler::default();
    let p = painted.clone();
    let asked = now_ms();
    let at = Rc::new(Cell::new(0.0));
    let a = at.clone();
    frames.schedule(50.0, move |t| {
        p.set(p.get() + 1);
        a.set(t);
    });
    sleep(200).await;
    assert_eq!(painted.get(), 1);
    assert!(at.get() - asked >= 50.0, "painted {} ms after asking", at.get() - asked);

    let p = painted.clone();
    frames.schedule(50.0, move |_| p.set(p.get() + 1));
    frames.cancel();
    sleep(150).await;
    assert_eq!(painted.get(), 1, "a cancelled frame never paints");
}

#[wasm_bindgen_test]
async fn a_preset_opens_the_face_and_presses_switch_the_running_side() {
    let (host, _mounted) = mount_app().await;
    leptos::task::tick().await;
    button_named(&host, "Blitz 3+2").click();
    leptos::task::tick().await;

    let white = find(&host, "button.half.white");
    let black = find(&host, "button.half.black");
    let white_time = find(&host, ".half.white .time");
    assert_eq!(white_time.text_content().as_deref(), Some("3:00"));
    assert!(!white.class_name().contains("running"), "nothing runs before the start");

    pointerdown(&black); // Black starts White's clock.
    leptos::task::tick().await;
    assert!(white.class_name().contains("running"), "White's clock runs: {}", white.class_name());

    pointerdown(&black); // the waiting side: nothing happens
    leptos::task::tick().await;
    assert!(white.class_name().contains("running"));

    sleep(30).await;
    leptos::task::tick().await;
    pointerdown(&white);
    leptos::task::tick().await;
    assert!(black.class_name().contains("running"));
    assert!(!white.class_name().contains("running"));
    // White moved within 2 s and earned the 2 s increment: the display shows 3:02.
    assert_eq!(white_time.text_content().as_deref(), Some("3:02"));
    let moves = find(&host, ".white .moves");
    assert_eq!(moves.text_content().as_deref(), Some("moves 1"));
}

#[wasm_bindgen_test]
async fn a_bad_custom_control_says_what_was_expected_and_stays_on_setup() {
    let (host, _mounted) = mount_app().await;
    leptos::task::tick().await;
    let input: web_sys::HtmlInputElement = find(&host, "input[aria-label='Custom time control']").unchecked_into();
    input.set_value("3+");
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    input.dispatch_event(&web_sys::Event::new_with_event_init_dict("input", &init).unwrap()).unwrap();
    button_named(&host, "Start").click();
    leptos::task::tick().await;
    // The screen's message line, under the typed control.
    let alert = find(&host, ".setup > p.error").text_content().unwrap_or_default();
    assert!(alert.contains("“3+”: at its end it needs the increment's seconds, as in 3+2"), "{alert}");
    assert!(host.query_selector("button.half.white").unwrap().is_none());
}

fn text_of(host: &HtmlElement, selector: &str) -> String {
    find(host, selector).text_content().unwrap_or_default()
}

#[wasm_bindgen_test]
async fn a_game_saved_in_local_storage_is_restored_by_a_new_page() {
    let (host, mounted) = mount_app().await;
    leptos::task::tick().await;
    button_named(&host, "Blitz 3+2").click();
    leptos::task::tick().await;
    pointerdown(&find(&host, "button.half.black")); // start
    leptos::task::tick().await;
    sleep(20).await;
    pointerdown(&find(&host, "button.half.white"));
    leptos::task::tick().await;
    sleep(20).await;
    pointerdown(&find(&host, "button.half.black"));
    leptos::task::tick().await;

    let text = local_storage().get_item("fairclock.game").unwrap().expect("the game is saved");
    let saved = fairclock::ground::json::parse(&text).unwrap();
    assert_eq!(saved["version"], 1);
    assert_eq!(saved["record"]["time_control"], "180+2");
    let types: Vec<&str> =
        saved["record"]["events"].as_array().unwrap().iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["start", "press", "press"]);
    assert!(saved["anchor"]["wall_ms"].as_f64().unwrap() > 1.0e12, "the anchor holds Date.now()");
    let white_before = text_of(&host, ".half.white .time");
    drop(mounted);
    host.remove();

    // A new page on the same storage: the same game, White to move, both clocks as they were.
    let (host, _mounted) = mount_on_storage().await;
    leptos::task::tick().await;
    let white = find(&host, "button.half.white");
    assert!(white.class_name().contains("running"), "White's clock runs again: {}", white.class_name());
    assert_eq!(text_of(&host, ".white .moves"), "moves 1");
    assert_eq!(text_of(&host, ".black .moves"), "moves 1");
    assert_eq!(text_of(&host, ".half.white .time"), white_before);
    assert_eq!(text_of(&host, ".half.black .time"), "3:02");
}

#[wasm_bindgen_test]
async fn an_unreadable_save_starts_at_setup_and_offers_its_text() {
    local_storage().clear().unwrap();
    let garbage = r#"{"version":1,"record":{"rules":"fide-blitz","time_control":"60","events":[{"t":9,"type":"start"},{"t":1,"type":"pause"}]},"anchor":{"wall_ms":0,"record_ms":0}}"#;
    local_storage().set_item("fairclock.game", garbage).unwrap();
    let (host, _mounted) = mount_on_storage().await;
    leptos::task::tick().await;
    assert!(host.query_selector("button.half.white").unwrap().is_none(), "setup, not the face");
    let alert = text_of(&host, ".unreadable");
    assert!(alert.contains("could not be restored") && alert.contains("event 1"), "{alert}");
    let area: web_sys::HtmlTextAreaElement = find(&host, ".unreadable textarea").unchecked_into();
    assert_eq!(area.value(), garbage);
    assert_eq!(local_storage().get_item("fairclock.unreadable").unwrap().as_deref(), Some(garbage), "kept aside");
    assert_eq!(local_storage().get_item("fairclock.game").unwrap(), None);

    local_storage().set_item("fairclock.game", "{not json").unwrap();
    let (host, _again) = mount_on_storage().await;
    leptos::task::tick().await;
    assert!(text_of(&host, ".unreadable").contains("not valid JSON"));
}

#[wasm_bindgen_test]
async fn a_newer_version_s_save_settings_and_memory_are_refused_in_words_and_left_as_they_are() {
    local_storage().clear().unwrap();
    let game = include_str!("fixtures/saved/fischer-exact.v2-newer.json");
    let settings = include_str!("fixtures/saved/settings.v2-newer.json");
    let memory = include_str!("fixtures/saved/setup.v2-newer.json");
    local_storage().set_item("fairclock.game", game).unwrap();
    local_storage().set_item("fairclock.settings", settings).unwrap();
    local_storage().set_item("fairclock.setup", memory).unwrap();
    let (host, _mounted) = mount_on_storage().await;
    leptos::task::tick().await;
    let alert = text_of(&host, ".unreadable");
    assert!(alert.contains("newer version of the clock (format version 2)"), "{alert}");
    assert_eq!(
        local_storage().get_item("fairclock.unreadable").unwrap().as_deref(),
        Some(game),
        "the game's text kept aside"
    );
    let said = text_of(&host, ".setup > .error");
    assert!(said.contains("The players' settings came from a newer version of the clock"), "{said}");
    assert!(said.contains("The setup screen's memory"), "{said}");
    // A game played meanwhile (on the defaults) writes over neither.
    button_named(&host, "Blitz 5+0").click();
    leptos::task::tick().await;
    pointerdown(&find(&host, "button.half.black"));
    leptos::task::tick().await;
    assert!(local_storage().get_item("fairclock.game").unwrap().is_some(), "the new game is saved");
    assert_eq!(local_storage().get_item("fairclock.settings").unwrap().as_deref(), Some(settings));
    assert_eq!(local_storage().get_item("fairclock.setup").unwrap().as_deref(), Some(memory));
}

#[wasm_bindgen_test]
async fn a_bad_adjustment_is_refused_and_a_good_one_is_handed_back_to_the_page() {
    use fairclock::app::desk;
    use fairclock::ground::record::{Event, EventKind, Record};
    use fairclock::protocol::desk::Panel;
    use fairclock::protocol::desk::{FromDesk, HandedGame, ToDesk};
    use fairclock::session::Session;
    use std::cell::RefCell;

    // The arbiter's desk is its own module in the page; here it is mounted directly on a game
    // handed over as the page hands it: started, White's clock running.
    let mut record = Record::new("fide-blitz".parse().unwrap(), "300".parse().unwrap());
    record.events.push(Event { t: 0.0, kind: EventKind::Start, pins: Vec::new() });
    let game = ToDesk::Game(Some(HandedGame {
        record: record.clone(),
        settings: Default::default(),
        offset_ms: -now_ms(),
        pins: Vec::new(),
    }));
    let host: HtmlElement = document().create_element("div").unwrap().unchecked_into();
    document().body().unwrap().append_child(&host).unwrap();
    // Each batch of events the desk handed, with the index it starts at.
    type Handed = Rc<RefCell<Vec<(Vec<Event>, usize)>>>;
    let handed: Handed = Rc::default();
    let closed = Rc::new(Cell::new(false));
    let (into, shut) = (handed.clone(), closed.clone());
    let tell = Box::new(move |message: FromDesk| match message {
        FromDesk::Events { from, events } => into.borrow_mut().push((events, from)),
        FromDesk::Closed(panel, _) => shut.set(panel == Panel::Arbiter),
        FromDesk::Entered(_) | FromDesk::Pins(_) => {}
    });
    // The desk connects once; its panels share its one game.
    let connected = desk::connect(&game.encode(), tell).unwrap();
    let opened = connected.open(Panel::Arbiter, host.clone());
    leptos::task::tick().await;

    let input: web_sys::HtmlInputElement = find(&host, "input[aria-label='Time to add']").unchecked_into();
    let set = |v: &str| {
        input.set_value(v);
        let init = web_sys::EventInit::new();
        init.set_bubbles(true);
        input.dispatch_event(&web_sys::Event::new_with_event_init_dict("input", &init).unwrap()).unwrap();
    };
    set("ten");
    button_named(&host, "Adjust…").click();
    leptos::task::tick().await;
    assert!(text_of(&host, ".panel .message").contains("not a number"), "{}", text_of(&host, ".panel .message"));
    assert!(handed.borrow().is_empty(), "nothing handed back");

    set("30");
    button_named(&host, "Adjust…").click();
    leptos::task::tick().await;
    assert!(handed.borrow().is_empty(), "one tap shows what the correction will do, and records nothing");
    assert_eq!(text_of(&host, ".confirm-bar p"), "Add 30 s to White's clock.");
    button_named(&host, "Confirm").click();
    leptos::task::tick().await;
    let (theirs, from) = handed.borrow().last().cloned().expect("the adjustment is handed back");
    assert_eq!(from, 1, "the page holds the start event");
    let mut page = Session::new(record).unwrap();
    assert_eq!(theirs.len(), 1, "only the desk's event");
    page.push(theirs[0].clone()).unwrap();
    assert!(
        matches!(page.record.events[1].kind, EventKind::Adjust { ms, .. } if ms == 30_000.0),
        "{:?}",
        page.record.events
    );

    button_named(&host, "Close").click();
    leptos::task::tick().await;
    assert!(closed.get(), "closing the panel tells the page");
    drop(opened);
    assert!(host.query_selector(".panel").unwrap().is_none(), "the desk's view is gone");
}

/// Every write of `localStorage` throws `exception` (a DOMException's name) until the returned
/// guard is dropped, as a full or switched-off storage does.
struct RefusedWrites(wasm_bindgen::JsValue, wasm_bindgen::JsValue);

impl RefusedWrites {
    fn throwing(exception: &str) -> RefusedWrites {
        use js_sys::Reflect;
        let prototype =
            Reflect::get(&Reflect::get(&js_sys::global(), &"Storage".into()).unwrap(), &"prototype".into()).unwrap();
        let set_item = Reflect::get(&prototype, &"setItem".into()).unwrap();
        let refuse = js_sys::Function::new_no_args(&format!("throw new DOMException('refused', '{exception}')"));
        Reflect::set(&prototype, &"setItem".into(), &refuse).unwrap();
        RefusedWrites(prototype, set_item)
    }
}

impl Drop for RefusedWrites {
    fn drop(&mut self) {
        js_sys::Reflect::set(&self.0, &"setItem".into(), &self.1).unwrap();
    }
}

/// Storage refuses every write with `exception` from the first press of a game on; returns what
/// the notice said, whether the clock ran on, whether the face said "Not saved" after the notice
/// was dismissed and a later write was refused, and whether it still said so once storage took
/// a write again.
async fn a_game_on_refusing_storage(exception: &str) -> (String, bool, bool, bool) {
    let (host, _mounted) = mount_app().await;
    let refused = RefusedWrites::throwing(exception);
    leptos::task::tick().await;
    button_named(&host, "Blitz 5+0").click();
    leptos::task::tick().await;
    let told = text_of(&host, ".notice");
    // The clock runs regardless: the press switches it.
    pointerdown(&find(&host, "button.half.black"));
    leptos::task::tick().await;
    let running = find(&host, "button.half.white").class_name().contains("running");
    // Once dismissed, a later refused write does not say it again; the face still says it.
    button_named(&host, "OK").click();
    leptos::task::tick().await;
    pointerdown(&find(&host, "button.half.white"));
    leptos::task::tick().await;
    let again = host.query_selector(".notice").unwrap().is_some();
    let marked = host.query_selector(".unsaved").unwrap().is_some();
    drop(refused);
    pointerdown(&find(&host, "button.half.black"));
    leptos::task::tick().await;
    let still_marked = host.query_selector(".unsaved").unwrap().is_some();
    assert!(!again, "told once");
    (told, running, marked, still_marked)
}

#[wasm_bindgen_test]
async fn a_full_storage_is_said_so_once_the_face_says_not_saved_and_the_clock_runs_on() {
    let (told, running, marked, still_marked) = a_game_on_refusing_storage("QuotaExceededError").await;
    assert_eq!(told.trim_end_matches("OK"), fairclock::ground::messages::STORAGE_FULL.en);
    assert!(running, "the clock runs on");
    assert!(marked, "'Not saved' stays after the notice is dismissed");
    assert!(!still_marked, "a write that succeeds takes 'Not saved' away");
}

#[wasm_bindgen_test]
async fn a_switched_off_storage_is_told_apart_from_a_full_one() {
    let (told, running, marked, _) = a_game_on_refusing_storage("SecurityError").await;
    assert_eq!(told.trim_end_matches("OK"), fairclock::ground::messages::STORAGE_NOT_KEPT.en);
    assert!(running && marked);
}

#[wasm_bindgen_test]
async fn the_wake_lock_fails_silently_where_the_browser_refuses() {
    // Headless browsers may reject the request or lack the API: holding and releasing must never panic.
    let lock = fairclock::platform::wake_lock::WakeLock::default();
    lock.hold(true);
    lock.reacquire();
    sleep(50).await;
    lock.hold(false);
    lock.hold(false);
    sleep(20).await;
    fairclock::platform::fullscreen::toggle();
    assert!(!fairclock::platform::fullscreen::is_on(), "no fullscreen without a user gesture");
}

#[wasm_bindgen_test]
async fn a_panic_leaves_a_recovery_screen_that_keeps_the_game_and_renders_no_markup() {
    local_storage().clear().unwrap();
    let saved = r#"{"version":1,"note":"<b id=injected>bold</b>"}"#;
    local_storage().set_item("fairclock.game", saved).unwrap();
    // A panel open as a modal dialog would cover the screen and leave it inert: it is closed.
    let panel: web_sys::HtmlDialogElement = document().create_element("dialog").unwrap().unchecked_into();
    document().body().unwrap().append_child(&panel).unwrap();
    panel.show_modal().unwrap();
    fairclock::app::recovery::show("panicked at src/x.rs: <img id=injected2 src=x>");
    assert!(!panel.open(), "no modal dialog is left over the recovery screen");
    panel.remove();
    let screen = document().get_element_by_id("recovery").expect("the recovery screen is shown");
    assert!(screen.text_content().unwrap().contains("Your game is safe"));
    let links: Vec<String> = (0..2)
        .map(|i| {
            screen
                .query_selector_all("a")
                .unwrap()
                .item(i)
                .unwrap()
                .unchecked_into::<Element>()
                .get_attribute("href")
                .unwrap()
        })
        .collect();
    assert_eq!(links, ["./", "./?set-aside"]);
    let raw: web_sys::HtmlTextAreaElement = screen.query_selector("textarea").unwrap().unwrap().unchecked_into();
    assert_eq!(raw.value(), saved, "the saved text, whole, to copy");
    assert!(
        document().get_element_by_id("injected").is_none() && document().get_element_by_id("injected2").is_none(),
        "text, not markup"
    );
    // Shown once, however many panics follow.
    fairclock::app::recovery::show("again");
    assert_eq!(document().query_selector_all("#recovery").unwrap().length(), 1);
    screen.remove();

    // "Set the game aside": the next page keeps the saved text apart and starts at the setup.
    let history = web_sys::window().unwrap().history().unwrap();
    history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("?set-aside")).unwrap();
    let (host, _mounted) = mount_on_storage().await;
    leptos::task::tick().await;
    assert!(text_of(&host, ".unreadable").contains("set aside"));
    assert_eq!(local_storage().get_item("fairclock.unreadable").unwrap().as_deref(), Some(saved));
    assert_eq!(local_storage().get_item("fairclock.game").unwrap(), None);
    assert_eq!(web_sys::window().unwrap().location().search().unwrap(), "", "the ask is taken off the address");
}

#[wasm_bindgen_test]
async fn an_older_saved_form_is_migrated_says_so_and_keeps_the_original() {
    local_storage().clear().unwrap();
    let bare = r#"{"rules":"fide-blitz","time_control":"180","events":[{"t":0,"type":"start"},{"t":2500,"type":"press","side":"white"},{"t":3000,"type":"pause"}]}"#;
    local_storage().set_item("fairclock.game", bare).unwrap();
    let (host, _mounted) = mount_on_storage().await;
    leptos::task::tick().await;
    assert_eq!(text_of(&host, ".half.white .time"), "2:58");
    assert_eq!(text_of(&host, ".half.black .time"), "3:00", "0.5 s used, shown rounded up");
    assert!(text_of(&host, ".notice").contains("bare record"), "{}", text_of(&host, ".notice"));
    assert_eq!(local_storage().get_item("fairclock.unreadable").unwrap().as_deref(), Some(bare));
    let saved = local_storage().get_item("fairclock.game").unwrap().unwrap();
    assert!(
        saved.starts_with(r#"{"anchor""#) && saved.contains(r#""version":1"#),
        "saved again in this page's form: {saved}"
    );
}

/// `navigator.storage` answers `persisted()` with false and `persist()` with `granted`, counting
/// the asks in `globalThis.persistAsked`, until the returned guard is dropped.
struct StubbedPersistence(Vec<(wasm_bindgen::JsValue, &'static str, wasm_bindgen::JsValue)>);

impl StubbedPersistence {
    fn answering(granted: bool) -> StubbedPersistence {
        use js_sys::Reflect;
        let prototype =
            Reflect::get(&Reflect::get(&js_sys::global(), &"StorageManager".into()).unwrap(), &"prototype".into())
                .unwrap();
        let mut kept = Vec::new();
        for (name, body) in [
            ("persisted", "return Promise.resolve(false)".to_owned()),
            (
                "persist",
                format!(
                    "globalThis.persistAsked = (globalThis.persistAsked || 0) + 1; return Promise.resolve({granted})"
                ),
            ),
        ] {
            kept.push((prototype.clone(), name, Reflect::get(&prototype, &name.into()).unwrap()));
            Reflect::set(&prototype, &name.into(), &js_sys::Function::new_no_args(&body)).unwrap();
        }
        Reflect::set(&js_sys::global(), &"persistAsked".into(), &0.into()).unwrap();
        StubbedPersistence(kept)
    }

    fn asked(&self) -> f64 {
        js_sys::Reflect::get(&js_sys::global(), &"persistAsked".into()).unwrap().as_f64().unwrap()
    }
}

impl Drop for StubbedPersistence {
    fn drop(&mut self) {
        for (prototype, name, original) in &self.0 {
            js_sys::Reflect::set(prototype, &(*name).into(), original).unwrap();
        }
    }
}

/// Starts a game and waits for the browser's (stubbed) answer; returns the face's notice, if any.
async fn start_a_game(host: &HtmlElement) -> Option<String> {
    button_named(host, "Blitz 5+0").click();
    leptos::task::tick().await;
    sleep(50).await;
    host.query_selector(".notice").unwrap().map(|n| n.text_content().unwrap_or_default())
}

/// What the setup screen says of the browser's answer, if anything.
fn persistence_line(host: &HtmlElement) -> Option<String> {
    host.query_selector(".persistence").unwrap().map(|n| n.text_content().unwrap_or_default())
}

#[wasm_bindgen_test]
async fn starting_a_game_asks_to_keep_storage_and_the_next_setup_says_the_answer_once() {
    for granted in [true, false] {
        let persistence = StubbedPersistence::answering(granted);
        let (host, mounted) = mount_app().await;
        assert_eq!(persistence_line(&host), None, "nothing asked yet");
        assert_eq!(start_a_game(&host).await, None, "the face is not interrupted");
        assert_eq!(persistence.asked(), 1.0, "asked when the game starts");
        assert_eq!(
            local_storage().get_item("fairclock.persist").unwrap().as_deref(),
            Some(if granted { "granted" } else { "denied" })
        );
        // The next setup screen (here after a reload with no game) says the answer, once.
        drop(mounted);
        host.remove();
        local_storage().remove_item("fairclock.game").unwrap();
        let (host, mounted) = mount_on_storage().await;
        assert_eq!(persistence_line(&host).as_deref(), Some(fairclock::app::persistence_said(granted)));
        drop(mounted);
        host.remove();
        let (host, _mounted) = mount_on_storage().await;
        assert_eq!(persistence_line(&host), None, "said once");
        start_a_game(&host).await;
        assert_eq!(persistence.asked(), 1.0, "asked once");
        host.remove();
    }
}

/// The plural rules the clock carries (`ground::language`, CLDR's for whole counts) are the
/// browser's own: `Intl.PluralRules` carries CLDR's data. Every count 0–1200, and whole millions.
#[wasm_bindgen_test]
fn the_plural_forms_are_the_browsers_cldr_forms() {
    use fairclock::ground::language::Language;
    for language in Language::ALL {
        let locales = js_sys::Array::of1(&language.id().into());
        let rules = js_sys::Intl::PluralRules::new(&locales, &js_sys::Object::new());
        let resolved = js_sys::Reflect::get(&rules.resolved_options(), &"locale".into()).unwrap().as_string().unwrap();
        assert!(
            resolved.starts_with(language.id().split('-').next().unwrap()),
            "{language:?}: the browser has {resolved}"
        );
        for n in (0..=1200u64).chain([1_000_000, 2_000_000, 1_000_001, 21_000_000]) {
            let browser = String::from(rules.select(n as f64));
            assert_eq!(language.plural(n).id(), browser, "{language:?} {n}");
        }
    }
}

/// The decimal sign the clock says tenths with (`8,4 segundos`) is the browser's, CLDR's, for
/// each language written with Latin digits.
#[wasm_bindgen_test]
fn the_decimal_sign_is_the_browsers_cldr_sign() {
    use fairclock::ground::language::Language;
    for language in Language::ALL {
        let locales = js_sys::Array::of1(&format!("{}-u-nu-latn", language.id()).into());
        let format = js_sys::Intl::NumberFormat::new(&locales, &js_sys::Object::new());
        let written = format.format().call1(&format, &8.4.into()).unwrap().as_string().unwrap();
        assert_eq!(written, format!("8{}4", language.decimal_sign()), "{language:?}");
    }
}
