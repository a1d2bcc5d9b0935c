//! The clock module (`src/bin/clock.rs`, built by Trunk beside the page as `clock.js` and
//! `clock_bg.wasm`, an ES module): the setup page fetches it while the player reads the setup and
//! starts it with a [`Handover`]. Offline it comes from the service worker's cache like every
//! other file. Its files have fixed names, so one of another build is refused before it starts.

use crate::ground::language::Language;
use crate::platform::modules;
use crate::platform::prefetch;
use crate::protocol::build::{self, BUILD};
use crate::protocol::handover::{CLOCK, Handover};
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;

/// The clock's script beside index.html.
const SCRIPT: &str = "./clock.js";
/// The clock's look: the face, panels, dialogs and the rest of the setup.
const STYLE: &str = "./clock.css";

fn call(this: &JsValue, name: &str, args: &[&JsValue]) -> Result<JsValue, String> {
    modules::call(this, name, args, CLOCK)
}

thread_local! {
    /// The catalogue the page speaks (its tag and text; none for English), for the clock to speak
    /// too, and whether the clock has it.
    static WORDS: RefCell<Option<(Language, String)>> = const { RefCell::new(None) };
    static SPOKEN: Cell<bool> = const { Cell::new(false) };
    /// The clock's module has been fetched and started: Start hands over at once.
    static ARRIVED: Cell<bool> = const { Cell::new(false) };
}

/// Whether the clock's module is here, started and speaking the page's language: a Start now
/// hands over within the same task, with no request.
pub fn arrived() -> bool {
    ARRIVED.get()
}

/// The page speaks `language`, whose catalogue's text is `text` (none for English): the clock will
/// speak it too.
pub fn speak(language: Language, text: Option<String>) {
    WORDS.with(|w| *w.borrow_mut() = text.map(|t| (language, t)));
}

/// The clock's exports, fetched and started once, of this page's build, with its style sheet
/// applied (the clock never shows itself unstyled) and the page's language installed.
async fn exports() -> Result<JsValue, String> {
    let style = modules::style(STYLE);
    let exports = modules::module(SCRIPT).await?;
    style.await?;
    let theirs = call(&exports, "build", &[]).ok().and_then(|b| b.as_string());
    build::check_helper(CLOCK, theirs.as_deref()).map_err(|e| e.to_string())?;
    if !SPOKEN.get()
        && let Some((language, text)) = WORDS.with(|w| w.borrow().clone())
    {
        let spoken = call(&exports, "speak", &[&language.id().into(), &text.into()])?;
        wasm_bindgen_futures::JsFuture::from(js_sys::Promise::from(spoken)).await.map_err(modules::reason)?;
    }
    SPOKEN.set(true);
    ARRIVED.set(true);
    Ok(exports)
}

/// Fetches and starts the clock's module (and applies its style sheet) once the page is idle,
/// without handing it anything: Start then costs no request at all. On a first visit the service
/// worker fetches nothing until a face runs, so this is the clock's one download (the worker keeps
/// it as it passes); later, it comes from the worker's cache. A failure changes nothing: Start
/// tries again, and says why.
pub fn warm_when_idle() {
    prefetch::on_idle(|| {
        wasm_bindgen_futures::spawn_local(async {
            let _ = exports().await;
        })
    });
}

/// Shows the clock's manual for `rulebook` (an id) over the page.
pub async fn show_manual(rulebook: &str) -> Result<(), String> {
    call(&exports().await?, "show_manual", &[&rulebook.into()]).map(|_| ())
}

/// What the clock's module answered to a hand-over it did not take.
#[derive(Debug, Clone, PartialEq)]
pub enum NotStarted {
    /// The module could not be fetched or started, or is of another build: why, in words.
    NotLoaded(String),
    /// The clock refused the hand-over (a control the rulebook forbids, a typed control it cannot
    /// read): why, in the setup's words. The page was not touched.
    Refused(String),
}

/// Fetches and starts the clock (once: the loader keeps it), checks its build and hands the clock
/// the hand-over `handover` makes once it is here (what the first face counted meanwhile). The
/// clock calls `leave` just before it mounts itself on the page, and never when it refuses the
/// hand-over.
pub async fn start(handover: impl FnOnce() -> Handover, leave: impl FnOnce() + 'static) -> Result<(), NotStarted> {
    let exports = exports().await.map_err(NotStarted::NotLoaded)?;
    let handover = handover();
    // Called (or not) within `start`, so it may go when `start` returns.
    let leave = Closure::once(leave);
    call(&exports, "start", &[&handover.encode().into(), &BUILD.into(), leave.as_ref()])
        .map(|_| ())
        .map_err(NotStarted::Refused)
}

/// What a typed control means, or why the clock cannot read it, in the setup's words.
pub async fn typed_meaning(typed: &str) -> Result<String, String> {
    Ok(call(&exports().await?, "typed_meaning", &[&typed.into()])?.as_string().unwrap_or_default())
}
