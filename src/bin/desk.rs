//! The arbiter's desk (`fairclock::app::desk`): the arbiter's panel, the score, the review and the
//! move-entry board, as a wasm module of their own. Trunk builds it beside the page (as a
//! no-modules script, like the rules worker) and the page fetches it the first time a player opens
//! one of them (`fairclock::platform::desk`), so the clock itself opens light.

#[cfg(target_arch = "wasm32")]
mod exports {
    use fairclock::app::desk;
    use fairclock::protocol::desk::Panel;
    use wasm_bindgen::prelude::*;

    fn error(e: impl std::fmt::Display) -> JsValue {
        JsValue::from_str(&e.to_string())
    }

    /// The desk of the page that connected: one game, shared by every panel it opens. The page
    /// holds it; `free()` (wasm-bindgen's) lets it go.
    #[wasm_bindgen]
    pub struct DeskHandle(desk::Desk);

    #[wasm_bindgen]
    impl DeskHandle {
        /// The page's message (`protocol::desk::ToDesk` as text); returns the answer's text
        /// (`protocol::desk::Applied`).
        pub fn send(&self, message: &str) -> Result<String, JsValue> {
            self.0.send(message).map(|a| a.encode()).map_err(error)
        }

        /// Opens `panel` ("arbiter", "score" or "board") in `host`, on the desk's game.
        pub fn open(&self, panel: &str, host: web_sys::HtmlElement) -> Result<DeskPanel, JsValue> {
            let panel = Panel::from_name(panel).ok_or_else(|| error(format!("the desk has no panel '{panel}'")))?;
            Ok(DeskPanel(self.0.open(panel, host)))
        }
    }

    /// A panel open on the page; `free()` takes it off the page.
    #[wasm_bindgen]
    pub struct DeskPanel(
        #[allow(dead_code, reason = "held for its drop, which unmounts the panel")] desk::MountedPanel,
    );

    /// Speaks the page's language `tag`, whose page's and clock's catalogues are `page` and
    /// `clock` (the page's module has them: the desk fetches nothing).
    #[wasm_bindgen]
    pub fn speak(tag: &str, page: &str, clock: &str) -> Result<(), JsValue> {
        use fairclock::ground::{language::Language, words};
        let error = |e: &dyn std::fmt::Display| JsValue::from_str(&e.to_string());
        let language = tag.parse::<Language>().map_err(|e| error(&e))?;
        let mut catalogue = words::Catalogue::from_json(language, page).map_err(|e| error(&e))?;
        catalogue.add_json(clock).map_err(|e| error(&e))?;
        words::install(catalogue);
        Ok(())
    }

    /// The desk's build, which the page checks before it connects.
    #[wasm_bindgen]
    pub fn build() -> String {
        fairclock::protocol::build::BUILD.to_owned()
    }

    /// Connects the desk on `game` (`protocol::desk::ToDesk::Game` as text), for a page of build
    /// `page_build` (refused if it is not the desk's). The desk's messages
    /// (`protocol::desk::FromDesk` as text) go to `on_message`.
    #[wasm_bindgen]
    pub fn connect(
        game: &str,
        on_message: js_sys::Function,
        page_build: Option<String>,
    ) -> Result<DeskHandle, JsValue> {
        fairclock::protocol::build::check_page(fairclock::protocol::desk::DESK, page_build.as_deref())
            .map_err(error)?;
        let tell = Box::new(move |message: fairclock::protocol::desk::FromDesk| {
            let _ = on_message.call1(&JsValue::NULL, &message.encode().into());
        });
        desk::connect(game, tell).map(DeskHandle).map_err(error)
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
