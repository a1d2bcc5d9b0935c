//! `localStorage`, where the game survives a reload, and the browser's persistence of it. Every
//! call fails quietly: storage may be disabled (private browsing), full, or absent, and the clock
//! must keep running regardless; a refused write says which of those it was.

use wasm_bindgen::JsCast;

/// The game being played, in the `crate::session::saved` format.
pub const GAME: &str = "fairclock.game";
/// A saved game this page could not restore, kept so that nothing is lost.
pub const UNREADABLE: &str = "fairclock.unreadable";
/// The last settings chosen, for the next setup screen.
pub const SETTINGS: &str = "fairclock.settings";
/// What the setup screen remembers: the last rulebook and control, the controls saved by name.
pub const SETUP: &str = "fairclock.setup";
/// The browser's answer when it was asked to keep this page's storage: "granted" or "denied".
pub const PERSIST: &str = "fairclock.persist";
/// In this tab's session storage: a first face's game before the clock has arrived
/// (`crate::screens::first_face::kept`), so that a reload of this tab reopens it (and no other
/// window takes it up).
pub const FIRST: &str = "fairclock.first";
/// A preset tapped on the first screen that the app must start itself (the rulebook warns first).
pub const FIRST_CHOSEN: &str = "fairclock.first.chosen";
/// The games kept after they were left (`crate::session::kept`).
pub const KEPT: &str = "fairclock.kept";
/// In this tab's session storage: the recovery screen was shown after an error, so its "Set the
/// game aside" may be taken (an address typed by hand may not).
pub const RECOVERING: &str = "fairclock.recovering";
/// The lichess broadcast this game is published to (`screens::director_link::Broadcast`): its
/// round and token, beside the game and never in its record; gone when another game starts.
pub const BROADCAST: &str = "fairclock.broadcast";
/// How many of the broadcast game's events lichess has taken (`protocol::lichess::Outbox`): a
/// game restored shorter is not sent. Gone with `BROADCAST`.
pub const BROADCAST_TAKEN: &str = "fairclock.broadcast.taken";
/// In this tab's session storage: the director's lichess log-in under way
/// (`protocol::lichess::PendingLogin`).
pub const LICHESS_LOGIN: &str = "fairclock.lichess-login";

/// Why the browser did not keep a write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// The page's share of the device's storage is used up.
    Full,
    /// Storage is switched off or missing (a private window, a setting, an embedded view).
    Off,
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Whether this page has storage at all (an embedded page whose third-party storage is blocked,
/// a setting, has none).
pub fn is_on() -> bool {
    storage().is_some()
}

pub fn read(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Writes `value` under `key`, or says why the browser refused.
pub fn write(key: &str, value: &str) -> Result<(), Refused> {
    let storage = storage().ok_or(Refused::Off)?;
    storage.set_item(key, value).map_err(|e| if is_quota(&e) { Refused::Full } else { Refused::Off })
}

/// A `QuotaExceededError` (Firefox before version 108 named it `NS_ERROR_DOM_QUOTA_REACHED`).
fn is_quota(error: &wasm_bindgen::JsValue) -> bool {
    error.dyn_ref::<web_sys::DomException>().is_some_and(|e| {
        matches!(e.name().as_str(), "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED") || e.code() == 22
    })
}

/// Writes `value` under `key`, or under `key.2`, `key.3`, … when `key` already holds other text,
/// so that nothing kept aside earlier is written over: the key it went under, or why not.
pub fn write_aside(key: &str, value: &str) -> Result<String, Refused> {
    for n in 1..=20 {
        let at = if n == 1 { key.to_owned() } else { format!("{key}.{n}") };
        match read(&at) {
            Some(held) if held != value => continue,
            Some(_) => return Ok(at),
            None => return write(&at, value).map(|()| at),
        }
    }
    Err(Refused::Full)
}

pub fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// Asks the browser to keep this page's storage under pressure (`navigator.storage.persist()`):
/// `Some(granted)`, or `None` where the browser has no such question.
pub async fn persist() -> Option<bool> {
    let manager = web_sys::window()?.navigator().storage();
    let persist = js_sys::Reflect::get(&manager, &"persist".into()).ok()?;
    if !persist.is_function() {
        return None;
    }
    let answer = wasm_bindgen_futures::JsFuture::from(manager.persist().ok()?).await.ok()?;
    answer.as_bool()
}

/// Whether the browser already keeps this page's storage (`navigator.storage.persisted()`).
pub async fn persisted() -> Option<bool> {
    let manager = web_sys::window()?.navigator().storage();
    let answer = wasm_bindgen_futures::JsFuture::from(manager.persisted().ok()?).await.ok()?;
    answer.as_bool()
}

fn tab_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// Writes `value` under `key` in this tab's session storage (apart from the full `localStorage`,
/// found again by a reload of this tab and by no other window, gone with the tab): whether it took.
pub fn write_tab(key: &str, value: &str) -> bool {
    tab_storage().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// What this tab's session storage holds under `key`.
pub fn read_tab(key: &str) -> Option<String> {
    tab_storage()?.get_item(key).ok().flatten()
}

/// What this tab's session storage holds under `key`, taken off.
pub fn take_tab(key: &str) -> Option<String> {
    let s = tab_storage()?;
    let held = s.get_item(key).ok().flatten();
    let _ = s.remove_item(key);
    held
}

/// Marks `key` in this tab's session storage: whether it took.
pub fn mark_tab(key: &str) -> bool {
    write_tab(key, "1")
}

/// Whether `key` was marked in this tab; the mark is taken off either way.
pub fn take_tab_mark(key: &str) -> bool {
    take_tab(key).is_some()
}
