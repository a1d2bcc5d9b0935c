//! The arbiter's desk (`fairclock::app::desk`): the arbiter's panel, the score, the review and the
//! move-entry board, as a wasm module of their own. Trunk builds it beside the page (as a
//! no-modules script, like the rules worker) and the page fetches it the first time a player opens
//! one of them (`fairclock::platform::desk`), so the clock itself opens light.

#[cfg(target_arch = "wasm32")]
mod exports {
    use fairclock::app::desk::{self, Handlers, Panel};
    use fairclock::domain::clock::side_name;
    use wasm_bindgen::prelude::*;

    /// Opens `panel` ("arbiter", "score" or "board") in `host` on the game in `saved` (empty:
    /// none); returns its id for `close`. The page's handlers: `on_events(record, from)`,
    /// `on_close()`, `on_entered(side, san)` (empty strings: no move entered).
    #[wasm_bindgen]
    pub fn open(
        panel: &str,
        host: web_sys::HtmlElement,
        saved: &str,
        offset_ms: f64,
        on_events: js_sys::Function,
        on_close: js_sys::Function,
        on_entered: js_sys::Function,
    ) -> Result<u32, JsValue> {
        let panel = Panel::from_name(panel).ok_or_else(|| JsValue::from_str(&format!("the desk has no panel '{panel}'")))?;
        let handlers = Handlers {
            on_events: Box::new(move |record, from| {
                let _ = on_events.call2(&JsValue::NULL, &record.into(), &(from as f64).into());
            }),
            on_close: Box::new(move || {
                let _ = on_close.call0(&JsValue::NULL);
            }),
            on_entered: Box::new(move |entered| {
                let (side, san) = entered.map_or((String::new(), String::new()), |(side, san)| (side_name(side).to_owned(), san));
                let _ = on_entered.call2(&JsValue::NULL, &side.into(), &san.into());
            }),
        };
        desk::open(panel, host, saved, offset_ms, handlers).map_err(|e| JsValue::from_str(&e))
    }

    /// The page's game changed while panel `id` is open.
    #[wasm_bindgen]
    pub fn update(id: u32, saved: &str, offset_ms: f64) -> Result<(), JsValue> {
        desk::update(id, saved, offset_ms).map_err(|e| JsValue::from_str(&e))
    }

    /// Takes panel `id` off the page.
    #[wasm_bindgen]
    pub fn close(id: u32) {
        desk::close(id);
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
