//! The arbiter's desk (`fairclock::app::desk`): the arbiter's panel, the score and the review, as
//! a wasm module of their own. Trunk builds it beside the page (as a no-modules script, like the
//! rules worker) and the page fetches it the first time a player opens one of them
//! (`fairclock::platform::desk`), so the clock itself opens light.

#[cfg(target_arch = "wasm32")]
mod exports {
    use fairclock::app::desk::{self, Panel};
    use wasm_bindgen::prelude::*;

    /// Opens `panel` ("arbiter" or "score") in `host` on the game in `saved` (empty: none).
    #[wasm_bindgen]
    pub fn open(
        panel: &str,
        host: web_sys::HtmlElement,
        saved: &str,
        offset_ms: f64,
        on_events: js_sys::Function,
        on_close: js_sys::Function,
    ) -> Result<(), JsValue> {
        let panel = Panel::from_name(panel)
            .ok_or_else(|| JsValue::from_str(&format!("the desk has no panel '{panel}'")))?;
        desk::open(
            panel,
            host,
            saved,
            offset_ms,
            move |record, from| {
                let _ = on_events.call2(&JsValue::NULL, &record.into(), &(from as f64).into());
            },
            move || {
                let _ = on_close.call0(&JsValue::NULL);
            },
        )
        .map_err(|e| JsValue::from_str(&e))
    }

    /// The page's game changed while the desk is open.
    #[wasm_bindgen]
    pub fn update(saved: &str, offset_ms: f64) -> Result<(), JsValue> {
        desk::update(saved, offset_ms).map_err(|e| JsValue::from_str(&e))
    }

    /// Takes the desk off the page.
    #[wasm_bindgen]
    pub fn close() {
        desk::close();
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
