//! The clock (`fairclock::app`): the clock face, the session, the replay and the claims, as a wasm
//! module of its own. Trunk builds it beside the page as an ES module; the setup page the player
//! opens (`fairclock::app::entry`) fetches it while the player reads the setup and starts it with
//! a hand-over (`fairclock::protocol::handover`), so the page opens light.

#[cfg(target_arch = "wasm32")]
mod exports {
    use fairclock::protocol::build;
    use fairclock::protocol::handover::{CLOCK, Handover};
    use wasm_bindgen::prelude::*;

    /// The clock's build, which the setup page checks before it hands over.
    #[wasm_bindgen]
    pub fn build() -> String {
        build::BUILD.to_owned()
    }

    /// Takes the page over for `handover` (`protocol::handover::Handover` as text), from a setup page
    /// of build `page_build` (refused if it is not the clock's), calling `leave` just before the
    /// clock mounts. A game the first setup chose that cannot start is refused in the setup's
    /// words, and the page is left as it is.
    #[wasm_bindgen]
    pub fn start(handover: &str, page_build: Option<String>, leave: js_sys::Function) -> Result<(), JsValue> {
        build::check_page(CLOCK, page_build.as_deref()).map_err(|e| JsValue::from_str(&e.to_string()))?;
        let handover = Handover::decode(handover).map_err(|e| JsValue::from_str(&e.to_string()))?;
        let opening = fairclock::app::Opening::of(handover).map_err(|e| JsValue::from_str(&e))?;
        leave.call0(&JsValue::NULL)?;
        fairclock::app::start(opening);
        Ok(())
    }

    /// Speaks the language `tag`, whose page's catalogue is `text`, as the setup page does, with
    /// the clock's own words beside them (fetched here: a clock that cannot have them says those
    /// in English, and says why in the console).
    #[wasm_bindgen]
    pub async fn speak(tag: String, text: String) -> Result<(), JsValue> {
        use fairclock::ground::{language::Language, words};
        let language = tag.parse::<Language>().map_err(|e| JsValue::from_str(&e.to_string()))?;
        let mut catalogue =
            words::Catalogue::from_json(language, &text).map_err(|e| JsValue::from_str(&e.to_string()))?;
        let clock = fairclock::platform::language::clock_words(language).await;
        let added =
            clock.as_ref().map_err(Clone::clone).and_then(|more| catalogue.add_json(more).map_err(|e| e.to_string()));
        if let (Ok(()), Ok(clock)) = (&added, clock) {
            fairclock::platform::language::keep_spoken(text, clock);
        }
        if let Err(why) = added {
            // An earlier call (the clock warmed while idle, then Start) may have installed them.
            if words::language() == language {
                return Ok(());
            }
            leptos::logging::warn!(
                "The clock's words in {} could not be had ({why}): they are said in English.",
                language.name()
            );
        }
        words::install(catalogue);
        Ok(())
    }

    /// What a typed control means, or why the clock cannot read it, for the first setup screen.
    #[wasm_bindgen]
    pub fn typed_meaning(typed: &str) -> String {
        fairclock::screens::setup_form::typed_meaning(typed)
    }

    /// Shows the manual for `rulebook` (its id) over the setup page, which has none of its own.
    #[wasm_bindgen]
    pub fn show_manual(rulebook: &str) -> Result<(), JsValue> {
        let rulebook = rulebook
            .parse::<fairclock::rules::Rulebook>()
            .map_err(|_| JsValue::from_str(&format!("no rulebook '{rulebook}'")))?;
        fairclock::app::manual::show_alone(rulebook);
        Ok(())
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic in the clock covers the page with the recovery screen (the game is saved).
    fairclock::app::recovery::install();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("clock is part of the web page, built for wasm32 by Trunk: run `scripts/serve.sh`.");
}
