//! The arbiter's desk (`fairclock::app::desk`): the arbiter's panel, the score, the review and the
//! move-entry board, as a wasm module of their own. Trunk builds it beside the page (as a
//! no-modules script, like the rules worker) and the page fetches it the first time a player opens
//! one of them (`fairclock::platform::desk`), so the clock itself opens light.

#[cfg(target_arch = "wasm32")]
mod exports {
    use fairclock::app::desk::{self, Panel};
    use wasm_bindgen::prelude::*;

    /// A panel open on the page. The page holds it, so the desk keeps no registry of its own;
    /// `free()` (wasm-bindgen's) takes it off the page.
    #[wasm_bindgen]
    pub struct DeskPanel(desk::Open);

    #[wasm_bindgen]
    impl DeskPanel {
        /// The page's message (`protocol::desk::ToDesk` as text); returns the answer's text
        /// (`protocol::desk::Applied`).
        pub fn send(&self, message: &str) -> Result<String, JsValue> {
            self.0.send(message).map(|a| a.encode()).map_err(|e| JsValue::from_str(&e.to_string()))
        }
    }

    /// The desk's build, which the page checks before it opens a panel.
    #[wasm_bindgen]
    pub fn build() -> String {
        fairclock::protocol::build::BUILD.to_owned()
    }

    /// Opens `panel` ("arbiter", "score" or "board") in `host` on `game`
    /// (`protocol::desk::ToDesk::Game` as text), for a page of build `page_build` (refused if
    /// it is not the desk's). The panel's messages (`protocol::desk::FromDesk` as text) go to
    /// `on_message`.
    #[wasm_bindgen]
    pub fn open(
        panel: &str,
        host: web_sys::HtmlElement,
        game: &str,
        on_message: js_sys::Function,
        page_build: Option<String>,
    ) -> Result<DeskPanel, JsValue> {
        fairclock::protocol::build::check_page(fairclock::protocol::desk::DESK, page_build.as_deref())
            .map_err(|e| JsValue::from_str(&e.to_string()))?;
        let panel = Panel::from_name(panel).ok_or_else(|| JsValue::from_str(&format!("the desk has no panel '{panel}'")))?;
        let tell = Box::new(move |message: fairclock::protocol::desk::FromDesk| {
            let _ = on_message.call1(&JsValue::NULL, &message.encode().into());
        });
        desk::open(panel, host, game, tell).map(DeskPanel).map_err(|e| JsValue::from_str(&e.to_string()))
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic in the desk covers the page with the same recovery screen as the page's own.
    fairclock::app::recovery::install();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("desk is part of the web page, built for wasm32 by Trunk: run `scripts/serve.sh`.");
}
