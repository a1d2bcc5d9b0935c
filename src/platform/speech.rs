//! Spoken announcements through the Web Speech API (`speechSynthesis`, which phones speak
//! offline). One utterance at a time: a new one cancels the one being spoken, so what is heard is
//! never stale and never piles up. Where the browser has no speech, nothing happens.

use wasm_bindgen::JsCast;
use web_sys::{SpeechSynthesis, SpeechSynthesisUtterance};

fn synthesis() -> Option<SpeechSynthesis> {
    let window = web_sys::window()?;
    // Read as a value first: where it is missing, calling it would throw.
    let synth = js_sys::Reflect::get(&window, &"speechSynthesis".into()).ok()?;
    (!synth.is_undefined() && !synth.is_null()).then(|| synth.unchecked_into())
}

/// Says `text` now, in place of anything still being said.
pub fn say(text: &str) {
    let Some(synth) = synthesis() else { return };
    let Ok(utterance) = SpeechSynthesisUtterance::new_with_text(text) else { return };
    utterance.set_lang("en");
    synth.cancel();
    synth.speak(&utterance);
}
