//! The interface's words in the language the players chose. Each message's English is written in
//! [`crate::ground::messages`], where the code names it; every other language's is in catalogues
//! (`assets/locales/<tag>.json`, the page's; `assets/locales/clock/<tag>.json`, the clock's) that
//! are fetched for the chosen language alone and installed here before anything is shown. A
//! message a catalogue lacks is said in English (a test fails on any lacking one), and
//! placeholders (`{name}`) are filled the same in every language.
//!
//! The catalogue in force is the page's (one per wasm module, each single-threaded), so the words
//! are reached from anywhere — a component, an error's `Display` — without passing it down. Native
//! tests speak English unless they install another.

use crate::ground::json::{self, Value};
use crate::ground::language::{Language, PluralForm};
use crate::ground::text::TextError;
use shakmaty::Color;
use std::cell::RefCell;
use std::fmt;

/// A message: its id in the catalogues, and its English.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Message {
    pub id: &'static str,
    pub en: &'static str,
}

/// A message in two versions, one said of White and one of Black (`FLAG_FELL.of(side)`): the
/// side picks its words, so no call site picks a pair by hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sided<T> {
    pub white: T,
    pub black: T,
}

impl<T> Sided<T> {
    /// The version said of `side`.
    pub const fn of(&self, side: Color) -> &T {
        match side {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// A message whose words depend on a count (`{n}` stands for it): its id, and its English in the
/// two forms English has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plural {
    pub id: &'static str,
    pub one: &'static str,
    pub other: &'static str,
}

/// One language's words, as its catalogue gives them.
// Lists, not maps: looked up a few dozen times a screen, and the page a player opens carries no
// hashing code for them.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Catalogue {
    language: Language,
    // The words live as long as the page: a page installs one catalogue (a new language reloads
    // it), so they are leaked once, and every message is a `&'static str` a view takes as it is.
    texts: Vec<(&'static str, &'static str)>,
    plurals: Vec<(&'static str, Vec<(PluralForm, &'static str)>)>,
}

/// The words under `id` in a list of them.
fn find<'a, T>(list: &'a [(&'static str, T)], id: &str) -> Option<&'a T> {
    list.iter().find(|(key, _)| *key == id).map(|(_, words)| words)
}

fn leak(text: &str) -> &'static str {
    Box::leak(text.to_owned().into_boxed_str())
}

/// A catalogue that cannot be read.
#[derive(Debug, Clone, PartialEq)]
pub enum CatalogueError {
    NotJson(TextError),
    /// It is another language's, or names none.
    Language {
        wanted: Language,
        found: String,
    },
    /// A message's words are neither text nor plural forms: its id.
    Words(String),
}

impl fmt::Display for CatalogueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogueError::NotJson(e) => write!(f, "the catalogue is not JSON: {e}"),
            CatalogueError::Language { wanted, found } => {
                write!(f, "the catalogue for '{}' says it is '{found}'", wanted.id())
            }
            CatalogueError::Words(id) => write!(f, "the catalogue's '{id}' is neither text nor plural forms"),
        }
    }
}

impl std::error::Error for CatalogueError {}

impl Catalogue {
    /// English: the words in the code, nothing to read.
    pub fn english() -> Catalogue {
        Catalogue::default()
    }

    pub fn language(&self) -> Language {
        self.language
    }

    /// Reads `language`'s catalogue: `{"language": "es", "messages": {"id": "words", "id": {"one":
    /// "…", "other": "…"}}}`.
    pub fn from_json(language: Language, text: &str) -> Result<Catalogue, CatalogueError> {
        let value = json::parse(text).map_err(CatalogueError::NotJson)?;
        let found = value.get("language").and_then(Value::as_str).unwrap_or_default();
        if found != language.id() {
            return Err(CatalogueError::Language { wanted: language, found: found.to_owned() });
        }
        let mut catalogue = Catalogue { language, ..Catalogue::default() };
        let Some(Value::Object(messages)) = value.get("messages") else { return Ok(catalogue) };
        for (id, words) in messages {
            match words {
                Value::String(text) => catalogue.texts.push((leak(id), leak(text))),
                Value::Object(_) => {
                    let forms = PluralForm::ALL
                        .into_iter()
                        .filter_map(|form| words.get(form.id()).and_then(Value::as_str).map(|t| (form, leak(t))))
                        .collect();
                    catalogue.plurals.push((leak(id), forms));
                }
                _ => return Err(CatalogueError::Words(id.clone())),
            }
        }
        Ok(catalogue)
    }

    /// Adds the words of another of this language's catalogues (the clock's to the page's).
    pub fn add_json(&mut self, text: &str) -> Result<(), CatalogueError> {
        let more = Catalogue::from_json(self.language, text)?;
        self.texts.extend(more.texts);
        self.plurals.extend(more.plurals);
        Ok(())
    }

    /// `message` in this language (its English if the catalogue lacks it).
    pub fn text(&self, message: &Message) -> &'static str {
        find(&self.texts, message.id).copied().unwrap_or(message.en)
    }

    /// `plural`'s words for the count `n`, `{n}` not yet filled.
    pub fn form(&self, plural: &Plural, n: u64) -> &'static str {
        let form = self.language.plural(n);
        let own = find(&self.plurals, plural.id).and_then(|forms| {
            let find = |f: PluralForm| forms.iter().find(|(g, _)| *g == f).map(|(_, t)| *t);
            find(form).or_else(|| find(PluralForm::Other))
        });
        own.unwrap_or(if Language::English.plural(n) == PluralForm::One { plural.one } else { plural.other })
    }

    /// The ids this catalogue has words for, text and plural: for the test that finds none missing.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.texts.iter().map(|(id, _)| *id).chain(self.plurals.iter().map(|(id, _)| *id))
    }

    /// The plural forms given for `id`.
    pub fn forms_of(&self, id: &str) -> Vec<PluralForm> {
        find(&self.plurals, id).map(|f| f.iter().map(|(form, _)| *form).collect()).unwrap_or_default()
    }

    /// The words given for `id`, text or each plural form.
    pub fn words_of(&self, id: &str) -> Vec<&str> {
        match find(&self.texts, id) {
            Some(text) => vec![*text],
            None => find(&self.plurals, id).map(|f| f.iter().map(|(_, t)| *t).collect()).unwrap_or_default(),
        }
    }
}

thread_local! {
    static IN_FORCE: RefCell<Catalogue> = RefCell::new(Catalogue::english());
}

/// Makes `catalogue` the words of everything said from now on.
pub fn install(catalogue: Catalogue) {
    IN_FORCE.with(|c| *c.borrow_mut() = catalogue);
}

/// Runs `f` with the catalogue in force; with English if it cannot be had (a panic's recovery
/// screen may ask while the catalogue is being replaced).
fn in_force<T>(f: impl FnOnce(&Catalogue) -> T) -> T {
    IN_FORCE.with(|c| match c.try_borrow() {
        Ok(catalogue) => f(&catalogue),
        Err(_) => f(&Catalogue::english()),
    })
}

/// What `f` says with `catalogue` in force; the catalogue in force before is put back after.
fn speaking_with<T>(catalogue: Catalogue, f: impl FnOnce() -> T) -> T {
    let theirs = IN_FORCE.with(|c| c.replace(catalogue));
    let said = f();
    IN_FORCE.with(|c| *c.borrow_mut() = theirs);
    said
}

/// What `f` says, said in English whatever the language in force (speech, where the browser has
/// no voice for the players' language).
pub fn in_english<T>(f: impl FnOnce() -> T) -> T {
    speaking_with(Catalogue::english(), f)
}

/// What `f` says in `language`, with the catalogues the app ships for it (the page's and the
/// clock's, read from `assets/locales/`): for the tests of what the screens and the rules say.
#[cfg(test)]
pub fn speaking<T>(language: Language, f: impl FnOnce() -> T) -> T {
    if language == Language::English {
        return speaking_with(Catalogue::english(), f);
    }
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets").join("locales");
    let file = format!("{}.json", language.id());
    let read =
        |path: std::path::PathBuf| std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut catalogue = Catalogue::from_json(language, &read(folder.join(&file))).unwrap();
    catalogue.add_json(&read(folder.join("clock").join(&file))).unwrap();
    speaking_with(catalogue, f)
}

/// The language everything is said in.
pub fn language() -> Language {
    in_force(|c| c.language)
}

/// `message` in the language in force.
pub fn say(message: &Message) -> &'static str {
    in_force(|c| c.text(message))
}

/// `message` in the language in force, each `{name}` filled with its value from `values`.
pub fn say_with(message: &Message, values: &[(&str, &str)]) -> String {
    in_force(|c| fill(c.text(message), values))
}

/// `plural` for the count `n`, in the language in force, `{n}` filled with it.
pub fn count(plural: &Plural, n: u64) -> String {
    in_force(|c| fill(c.form(plural, n), &[("n", &n.to_string())]))
}

/// `text` with each `{name}` of `values` replaced by its value (a name not among them is left as
/// it is written).
pub fn fill(text: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open..];
        let close = after.find('}').unwrap_or(after.len() - 1);
        let name = after.get(1..close).unwrap_or_default();
        match values.iter().find(|(n, _)| *n == name) {
            Some((_, value)) => out.push_str(value),
            None => out.push_str(&after[..=close]),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// The placeholders a text names (`{name}`), in order, for the test that finds them the same in
/// every language.
pub fn placeholders(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else { break };
        found.push(&rest[open + 1..open + close]);
        rest = &rest[open + close + 1..];
    }
    found.sort_unstable();
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    const HELLO: Message = Message { id: "hello", en: "Hello, {name}." };
    const MOVES: Plural = Plural { id: "moves", one: "{n} move", other: "{n} moves" };

    #[test]
    fn english_is_the_code_and_a_catalogue_gives_its_own_words() {
        install(Catalogue::english());
        assert_eq!(say_with(&HELLO, &[("name", "Ana")]), "Hello, Ana.");
        assert_eq!(
            (count(&MOVES, 1), count(&MOVES, 0), count(&MOVES, 21)),
            ("1 move".into(), "0 moves".into(), "21 moves".into())
        );
        let ru = r#"{"language": "ru", "messages": {"hello": "Привет, {name}.",
            "moves": {"one": "{n} ход", "few": "{n} хода", "many": "{n} ходов", "other": "{n} хода"}}}"#;
        install(Catalogue::from_json(Language::Russian, ru).unwrap());
        assert_eq!(language(), Language::Russian);
        assert_eq!(say_with(&HELLO, &[("name", "Аня")]), "Привет, Аня.");
        let said: Vec<String> = [1, 2, 5, 11, 21, 22, 25].iter().map(|&n| count(&MOVES, n)).collect();
        assert_eq!(said, ["1 ход", "2 хода", "5 ходов", "11 ходов", "21 ход", "22 хода", "25 ходов"]);
        install(Catalogue::english());
    }

    #[test]
    fn a_message_a_catalogue_lacks_is_said_in_english() {
        let es = Catalogue::from_json(Language::Spanish, r#"{"language": "es", "messages": {}}"#).unwrap();
        assert_eq!(es.text(&HELLO), "Hello, {name}.");
        assert_eq!(es.form(&MOVES, 3), "{n} moves");
    }

    #[test]
    fn a_catalogue_of_another_language_or_of_bad_words_is_refused_in_words() {
        let e = Catalogue::from_json(Language::Spanish, r#"{"language": "fr", "messages": {}}"#).unwrap_err();
        assert_eq!(e.to_string(), "the catalogue for 'es' says it is 'fr'");
        let e = Catalogue::from_json(Language::Spanish, r#"{"language": "es", "messages": {"hello": 3}}"#).unwrap_err();
        assert_eq!(e.to_string(), "the catalogue's 'hello' is neither text nor plural forms");
        assert!(matches!(Catalogue::from_json(Language::Spanish, "{"), Err(CatalogueError::NotJson(_))));
    }

    #[test]
    fn placeholders_are_filled_and_an_unknown_one_is_left_as_written() {
        assert_eq!(fill("{a} and {b}{a}", &[("a", "1"), ("b", "{2}")]), "1 and {2}1");
        assert_eq!(fill("{c} {", &[("a", "1")]), "{c} {");
        assert_eq!(fill("none", &[]), "none");
    }

    #[test]
    fn placeholders_are_found_whatever_their_order() {
        assert_eq!(placeholders("{b} and {a}, {n}"), ["a", "b", "n"]);
        assert_eq!(placeholders("none"), Vec::<&str>::new());
    }
}
