//! The clock module (`src/bin/game.rs`, built by Trunk beside the page as `game.js` and
//! `game_bg.wasm`, an ES module): the setup page fetches it while the player reads the setup and
//! starts it with a [`Handover`]. Offline it comes from the service worker's cache like every
//! other file. Its files have fixed names, so one of another build is refused before it starts.

use crate::platform::modules;
use crate::protocol::build::{self, BUILD};
use crate::protocol::game::{CLOCK, Handover};
use wasm_bindgen::prelude::*;

/// The clock's script beside index.html.
const SCRIPT: &str = "./game.js";

/// The clock's files, for [`crate::platform::prefetch`].
pub const FILES: [&str; 2] = [SCRIPT, "./game_bg.wasm"];

fn call(this: &JsValue, name: &str, args: &[&JsValue]) -> Result<JsValue, String> {
    modules::call(this, name, args, CLOCK)
}

/// The clock's exports, fetched and started once, of this page's build.
async fn exports() -> Result<JsValue, String> {
    let exports = modules::module(SCRIPT).await?;
    let theirs = call(&exports, "build", &[]).ok().and_then(|b| b.as_string());
    build::check_helper(CLOCK, theirs.as_deref()).map_err(|e| e.to_string())?;
    Ok(exports)
}

/// Shows the clock's manual for `rulebook` (an id) over the page.
pub async fn show_manual(rulebook: &str) -> Result<(), String> {
    call(&exports().await?, "show_manual", &[&rulebook.into()]).map(|_| ())
}

/// A director's link's QR code as SVG, drawn by the clock (`None`: too long for one).
pub async fn qr_svg(url: &str) -> Result<Option<String>, String> {
    Ok(call(&exports().await?, "qr_svg", &[&url.into()])?.as_string())
}

/// Fetches and starts the clock (once: the loader keeps it), checks its build, calls `leave`,
/// and hands the clock `handover`; the clock then mounts itself on the page. Says why in words
/// when it cannot (`leave` is then not called, unless the clock refused the hand-over itself).
pub async fn start(handover: &Handover, leave: impl FnOnce()) -> Result<(), String> {
    let exports = exports().await?;
    leave();
    call(&exports, "start", &[&handover.encode().into(), &BUILD.into()]).map(|_| ())
}
