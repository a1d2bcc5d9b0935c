//! The screen a panic leaves instead of a dead page. The game was saved after every event, so
//! nothing is lost: the screen says so and offers the way back.
//!
//! After a panic the wasm instance and the Leptos runtime may be in any state, so this is built
//! with plain DOM calls once, from the panic hook, and its ways out are links (a fresh page load),
//! not handlers that would call back into the wasm.

use crate::ground::messages as m;
use crate::ground::words::say;
use crate::platform::storage;
use std::panic::PanicHookInfo;

/// The query that tells a fresh page to set the saved game aside instead of restoring it: the way
/// out if the saved game itself is what fails.
pub const SET_ASIDE: &str = "set-aside";

/// Whether the address asks to set the saved game aside (`./?set-aside`): the recovery screen's
/// link, or one typed by hand — [`set_aside_sent`] tells them apart.
pub fn set_aside_in_address() -> bool {
    web_sys::window().and_then(|w| w.location().search().ok()).is_some_and(|q| q.trim_start_matches('?') == SET_ASIDE)
}

/// Whether the set-aside this address asks for was sent by the recovery screen, after an error
/// in this tab; the mark is used up.
pub fn set_aside_sent() -> bool {
    storage::take_tab_mark(storage::RECOVERING)
}

/// Installs the hook: the panic goes to the console (for a developer) and the recovery screen
/// covers the page (for the players).
pub fn install() {
    std::panic::set_hook(Box::new(|info: &PanicHookInfo<'_>| {
        console_error_panic_hook::hook(info);
        show(&info.to_string());
    }));
}

/// Covers the page with the recovery screen; `detail` is the panic's message. Shown once.
pub fn show(detail: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(body) = document.body() else { return };
    if document.get_element_by_id("recovery").is_some() {
        return;
    }
    let saved = storage::read(storage::GAME);
    // Text, never markup: the saved game and the message are data.
    let child = |parent: &web_sys::Element, tag: &str, text: &str| -> Option<web_sys::Element> {
        let e = document.create_element(tag).ok()?;
        e.set_text_content(Some(text));
        parent.append_child(&e).ok()?;
        Some(e)
    };
    let build = || -> Option<web_sys::Element> {
        let screen = document.create_element("section").ok()?;
        screen.set_id("recovery");
        screen.set_class_name("recovery");
        screen.set_attribute("role", "alertdialog").ok()?;
        screen.set_attribute("aria-label", say(&m::RECOVERY_LABEL)).ok()?;
        child(&screen, "h1", say(&m::RECOVERY_TITLE))?;
        child(&screen, "p", say(if saved.is_some() { &m::RECOVERY_SAFE } else { &m::RECOVERY_NO_GAME }))?;
        let restore =
            child(&screen, "a", say(if saved.is_some() { &m::RECOVERY_RESTORE } else { &m::RECOVERY_RELOAD }))?;
        restore.set_attribute("href", "./").ok()?;
        restore.set_class_name("control primary");
        if let Some(text) = &saved {
            let aside = child(&screen, "a", say(&m::RECOVERY_SET_ASIDE))?;
            aside.set_attribute("href", &format!("./?{SET_ASIDE}")).ok()?;
            aside.set_class_name("control");
            child(&screen, "p", say(&m::RECOVERY_TO_COPY))?;
            let raw = child(&screen, "textarea", text)?;
            raw.set_attribute("readonly", "").ok()?;
            raw.set_attribute("aria-label", say(&m::RECOVERY_TEXT)).ok()?;
        }
        let details = child(&screen, "details", "")?;
        child(&details, "summary", say(&m::RECOVERY_WHAT))?;
        child(&details, "pre", detail)?;
        Some(screen)
    };
    if let Some(screen) = build() {
        close_dialogs(&document);
        let _ = body.append_child(&screen);
        // Only a page this screen sent may set the game aside: an address typed by hand must not
        // be a way around the arbiter's lock.
        storage::mark_tab(storage::RECOVERING);
    }
}

/// Closes the open panels and dialogs: a modal `<dialog>` sits in the top layer, above any
/// z-index, and leaves the rest of the page inert, so the screen would lie under it, unclickable.
fn close_dialogs(document: &web_sys::Document) {
    use wasm_bindgen::JsCast;
    // A dialog nested in a panel closes with it; the bound only guards against a dialog that
    // will not close.
    for _ in 0..16 {
        let Some(open) = document.query_selector("dialog[open]").ok().flatten() else { return };
        match open.dyn_into::<web_sys::HtmlDialogElement>() {
            Ok(dialog) => dialog.close(),
            Err(other) => other.remove(),
        }
    }
}
