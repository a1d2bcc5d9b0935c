//! The players' languages as the browser gives them, the page's `lang` and direction, and the
//! chosen language's catalogues fetched from beside the page: the page's (`locales/<tag>.json`)
//! and the clock's (`locales/clock/<tag>.json`).

use crate::ground::language::Language;
use crate::ground::words::Catalogue;
use crate::platform::modules;

/// The browser's languages, most wanted first (`navigator.languages`).
pub fn browser_languages() -> Vec<String> {
    let Some(window) = web_sys::window() else { return Vec::new() };
    window.navigator().languages().iter().filter_map(|l| l.as_string()).collect()
}

/// Marks the document as written in `language`: its `lang`, for screen readers, hyphenation and
/// fonts, and its direction (`dir="rtl"` for Arabic; the style keeps the clocks' digits left to
/// right).
pub fn mark_page(language: Language) {
    let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) else { return };
    let _ = root.set_attribute("lang", language.id());
    let _ = root.set_attribute("dir", if language.right_to_left() { "rtl" } else { "ltr" });
}

/// `language`'s catalogue and its text (for the clock's module to read too); English is in the
/// code, fetched from nowhere.
pub async fn catalogue(language: Language) -> Result<(Catalogue, Option<String>), String> {
    if language == Language::English {
        return Ok((Catalogue::english(), None));
    }
    let text = modules::text(&format!("locales/{}.json", language.id())).await?;
    let catalogue = Catalogue::from_json(language, &text).map_err(|e| e.to_string())?;
    Ok((catalogue, Some(text)))
}

thread_local! {
    /// The texts of the catalogues installed in this module (the page's, the clock's), for the
    /// arbiter's desk, a module of its own that says words of both and fetches nothing.
    static SPOKEN: std::cell::RefCell<Option<(String, String)>> = const { std::cell::RefCell::new(None) };
}

/// Keeps the texts of the catalogues just installed, for [`spoken`].
pub fn keep_spoken(page: String, clock: String) {
    SPOKEN.with(|s| *s.borrow_mut() = Some((page, clock)));
}

/// The texts of the page's and the clock's catalogues in force (none in English).
pub fn spoken() -> Option<(String, String)> {
    SPOKEN.with(|s| s.borrow().clone())
}

/// The text of `language`'s catalogue of the clock's own words (English has none to fetch).
pub async fn clock_words(language: Language) -> Result<String, String> {
    if language == Language::English {
        return Ok(r#"{"language": "en", "messages": {}}"#.to_owned());
    }
    modules::text(&format!("locales/clock/{}.json", language.id())).await
}

/// Opens the page again (in the language just chosen and stored).
pub fn reload() {
    if let Some(window) = web_sys::window() {
        let _ = window.location().reload();
    }
}
