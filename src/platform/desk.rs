//! The arbiter's desk module (`src/bin/desk.rs`, built by Trunk beside the page as `desk.js` and
//! `desk_bg.wasm`): fetched and started the first time it is opened, then kept for the page's
//! life. Offline it comes from the service worker's cache like every other file of the build.
//! A desk of another build than the page's (its files have fixed names, so a deploy can put one
//! behind an open page) is refused before any panel opens.

use crate::ground::words;
use crate::platform::language;
use crate::platform::modules;
use crate::protocol::build::{self, BUILD, OtherBuild};
use crate::protocol::desk::DESK;
use wasm_bindgen::prelude::*;

/// The desk's script beside index.html (a no-modules build: it defines `wasm_bindgen`).
const SCRIPT: &str = "./desk.js";

/// The desk's files, for [`crate::platform::prefetch`].
pub const FILES: [&str; 2] = [SCRIPT, "./desk_bg.wasm"];

/// Why the desk could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeskError {
    /// It could not be fetched or called: the browser's words.
    Unreachable(String),
    /// It is of another build than the page.
    OtherBuild(OtherBuild),
}

impl std::fmt::Display for DeskError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DeskError::Unreachable(why) => f.write_str(why),
            DeskError::OtherBuild(e) => std::fmt::Display::fmt(e, f),
        }
    }
}

impl std::error::Error for DeskError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DeskError::OtherBuild(e) => Some(e),
            DeskError::Unreachable(_) => None,
        }
    }
}

fn call(this: &JsValue, name: &str, args: &[&JsValue]) -> Result<JsValue, DeskError> {
    modules::call(this, name, args, DESK).map_err(DeskError::Unreachable)
}

/// The page's connection to the desk: the desk's own object for it, and the page's listener it
/// calls. Dropping it lets the desk go.
pub struct Connection {
    link: JsValue,
    // Dropped after the desk let go of it.
    _on_message: Closure<dyn Fn(String)>,
}

/// A panel open in the desk. Dropping it takes the panel off the page.
pub struct OpenPanel {
    panel: JsValue,
}

/// Fetches and starts the desk (once: the loader keeps its promise), then connects it on `game`
/// (`protocol::desk::ToDesk::Game`, as text); the desk's messages (`protocol::desk::FromDesk`, as
/// text) go to `on_message`.
pub async fn connect(game: String, on_message: impl Fn(String) + 'static) -> Result<Connection, DeskError> {
    let exports = modules::script(SCRIPT).await.map_err(DeskError::Unreachable)?;
    // A desk older than the check has no `build`.
    let theirs = call(&exports, "build", &[]).ok().and_then(|b| b.as_string());
    build::check_helper(DESK, theirs.as_deref()).map_err(DeskError::OtherBuild)?;
    // The desk speaks the page's language; a desk that cannot stays in English and still opens.
    if let Some((page, clock)) = language::spoken() {
        let language = words::language().id();
        if let Err(why) = call(&exports, "speak", &[&language.into(), &page.into(), &clock.into()]) {
            leptos::logging::warn!("The arbiter's desk speaks English: {why}");
        }
    }
    let on_message: Closure<dyn Fn(String)> = Closure::new(on_message);
    let link = call(&exports, "connect", &[&game.into(), on_message.as_ref(), &BUILD.into()])?;
    Ok(Connection { link, _on_message: on_message })
}

impl Connection {
    /// Hands the desk a message (`protocol::desk::ToDesk`, as text); returns its answer's text.
    pub fn send(&self, message: &str) -> Result<String, DeskError> {
        let answer = call(&self.link, "send", &[&message.into()])?;
        answer.as_string().ok_or_else(|| DeskError::Unreachable("the arbiter's desk did not answer".into()))
    }

    /// Opens the desk's `panel` ("arbiter", "score", "board") in `host`.
    pub fn open(&self, panel: &str, host: &web_sys::HtmlElement) -> Result<OpenPanel, DeskError> {
        let panel = call(&self.link, "open", &[&panel.into(), host])?;
        Ok(OpenPanel { panel })
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        let _ = call(&self.link, "free", &[]);
    }
}

impl Drop for OpenPanel {
    fn drop(&mut self) {
        // `free` is wasm-bindgen's: it drops the desk's panel, which takes its view off the page.
        let _ = call(&self.panel, "free", &[]);
    }
}
