//! Spoken announcements through the Web Speech API (`speechSynthesis`, which phones speak
//! offline). One utterance at a time: a new one cancels the one being spoken, so what is heard is
//! never stale and never piles up. Where the browser has no speech, nothing happens.
//!
//! Announcements are said in the players' language by one of the browser's voices for it; where
//! the browser has voices but none for that language, in English (the setup says so), rather than
//! in words a voice of another language would mangle.

use crate::ground::language::Language;
use crate::ground::words;
use crate::platform::js;
use wasm_bindgen::JsCast;
use web_sys::{SpeechSynthesis, SpeechSynthesisUtterance, SpeechSynthesisVoice};

fn synthesis() -> Option<SpeechSynthesis> {
    let window = web_sys::window()?;
    // Read as a value first: where it is missing, calling it would throw.
    let synth = js_sys::Reflect::get(&window, &"speechSynthesis".into()).ok()?;
    (!synth.is_undefined() && !synth.is_null()).then(|| synth.unchecked_into())
}

/// The browser's voice for `language` (its default one first); `Err(())` if the browser has
/// voices but none for it; `Ok(None)` if it names none (yet: some load theirs late), when the
/// browser is left to choose by the utterance's language.
fn voice(synth: &SpeechSynthesis, language: Language) -> Result<Option<SpeechSynthesisVoice>, ()> {
    // Through the method as a value: a browser (or a stand-in) without it names no voices.
    let voices: Vec<SpeechSynthesisVoice> = js::method(synth, "getVoices")
        .and_then(|f| f.call0(synth).ok())
        .and_then(|list| list.dyn_into::<js_sys::Array>().ok())
        .map(|list| list.iter().map(JsCast::unchecked_into).collect())
        .unwrap_or_default();
    if voices.is_empty() {
        return Ok(None);
    }
    let mut theirs: Vec<SpeechSynthesisVoice> = voices.into_iter().filter(|v| language.spoken_by(&v.lang())).collect();
    theirs.sort_by_key(|v| !v.default());
    theirs.into_iter().next().map(Some).ok_or(())
}

/// The browser has a voice for `language`, or names no voices at all (then it is not known not to).
pub fn has_voice(language: Language) -> bool {
    synthesis().is_none_or(|synth| voice(&synth, language).is_ok())
}

/// Says what `words` says now, in place of anything still being said: in the players' language,
/// or in English where the browser has no voice for it.
pub fn say(words: impl FnOnce() -> String) {
    let Some(synth) = synthesis() else { return };
    let language = words::language();
    let (text, voice, tag) = match voice(&synth, language) {
        Ok(voice) => (words(), voice, language.id()),
        Err(()) => (words::in_english(words), voice(&synth, Language::English).ok().flatten(), Language::English.id()),
    };
    let Ok(utterance) = SpeechSynthesisUtterance::new_with_text(&text) else { return };
    utterance.set_lang(tag);
    utterance.set_voice(voice.as_ref());
    synth.cancel();
    synth.speak(&utterance);
}
