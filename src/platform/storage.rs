//! `localStorage`, where the game survives a reload. Every call fails quietly: storage may be
//! disabled (private browsing), full, or absent, and the clock must keep running regardless.

/// The game being played, in the `crate::session::saved` format.
pub const GAME: &str = "fairclock.game";
/// A saved game this page could not restore, kept so that nothing is lost.
pub const UNREADABLE: &str = "fairclock.unreadable";
/// The last settings chosen, for the next setup screen.
pub const SETTINGS: &str = "fairclock.settings";
/// What the setup screen remembers: the last rulebook and control, the controls saved by name.
pub const SETUP: &str = "fairclock.setup";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

pub fn read(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Writes `value` under `key`; `false` when the browser refused.
pub fn write(key: &str, value: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, value).is_ok())
}

pub fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}
