//! Every language's catalogue (`assets/locales/<tag>.json`) has every message of
//! `ground::messages`, with the same placeholders as the English, every plural form its language
//! has (CLDR), and nothing the code does not name; and a catalogue that lacks any of it is caught.

use fairclock::ground::language::Language;
use fairclock::ground::messages::{ALL, PLURALS};
use fairclock::ground::words::{Catalogue, placeholders};
use std::path::PathBuf;

fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets").join("locales")
}

/// What is wrong with `catalogue`, one line each (nothing: it is whole).
fn faults(catalogue: &Catalogue) -> Vec<String> {
    let language = catalogue.language();
    let mut wrong = Vec::new();
    for message in ALL {
        match catalogue.words_of(message.id).as_slice() {
            [] => wrong.push(format!("{}: no words for '{}'", language.id(), message.id)),
            [text] if text.trim().is_empty() => wrong.push(format!("{}: '{}' is empty", language.id(), message.id)),
            [text] if placeholders(text) != placeholders(message.en) => wrong.push(format!(
                "{}: '{}' has placeholders {:?}, the English {:?}",
                language.id(),
                message.id,
                placeholders(text),
                placeholders(message.en)
            )),
            [_] => {}
            _ => wrong.push(format!("{}: '{}' is given plural forms, but it has none", language.id(), message.id)),
        }
    }
    for plural in PLURALS {
        let given = catalogue.forms_of(plural.id);
        for form in language.plural_forms() {
            if !given.contains(form) {
                wrong.push(format!("{}: '{}' lacks its '{}' form", language.id(), plural.id, form.id()));
            }
        }
        let english: Vec<&str> = placeholders(plural.other);
        for text in catalogue.words_of(plural.id) {
            if let Some(stray) = placeholders(text).into_iter().find(|p| !english.contains(p)) {
                wrong.push(format!("{}: '{}' names {{{stray}}}, which the English does not", language.id(), plural.id));
            }
        }
    }
    for id in catalogue.ids() {
        if !ALL.iter().any(|m| m.id == id) && !PLURALS.iter().any(|p| p.id == id) {
            wrong.push(format!("{}: '{id}' is no message of the code", language.id()));
        }
    }
    wrong
}

fn catalogue(language: Language) -> Catalogue {
    let path = folder().join(format!("{}.json", language.id()));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Catalogue::from_json(language, &text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_language_has_every_message_with_its_placeholders_and_plural_forms() {
    let wrong: Vec<String> = Language::ALL.into_iter().filter(|l| *l != Language::English).flat_map(|l| faults(&catalogue(l))).collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn there_is_a_catalogue_for_each_language_but_english_and_no_other() {
    let mut files: Vec<String> = std::fs::read_dir(folder()).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    files.sort();
    let mut wanted: Vec<String> = Language::ALL.iter().filter(|l| **l != Language::English).map(|l| format!("{}.json", l.id())).collect();
    wanted.sort();
    assert_eq!(files, wanted);
}

#[test]
fn a_catalogue_lacking_a_message_a_placeholder_or_a_form_is_caught() {
    let mut text = std::fs::read_to_string(folder().join("ru.json")).unwrap();
    // One message gone, one placeholder renamed, one plural form dropped, one id the code lacks.
    text = text.replacen("\"setup.tagline\":", "\"setup.tagline_gone\":", 1);
    text = text.replacen("{name}", "{nom}", 1);
    text = text.replacen("\"few\":", "\"fewer\":", 1);
    let broken = Catalogue::from_json(Language::Russian, &text).unwrap();
    let wrong = faults(&broken);
    for expected in [
        "ru: no words for 'setup.tagline'",
        "ru: 'setup.forget' has placeholders [\"nom\"], the English [\"name\"]",
        "ru: 'setup.update_other_windows' lacks its 'few' form",
        "ru: 'setup.tagline_gone' is no message of the code",
    ] {
        assert!(wrong.iter().any(|w| w == expected), "{expected} not among:\n{}", wrong.join("\n"));
    }
}

#[test]
fn a_count_takes_its_languages_form() {
    use fairclock::ground::words::{count, install};
    install(catalogue(Language::Polish));
    let windows = |n| count(&fairclock::ground::messages::UPDATE_OTHER_WINDOWS, n);
    assert!(windows(1).contains("w innym oknie"), "{}", windows(1));
    assert!(windows(3).contains("w 3 innych oknach"), "{}", windows(3));
    assert!(windows(22).contains("w 22 innych oknach"), "{}", windows(22));
    install(catalogue(Language::Arabic));
    assert!(windows(2).contains("نافذتين"), "the dual: {}", windows(2));
    assert!(windows(5).contains("5 نوافذ"), "few: {}", windows(5));
    assert!(windows(11).contains("11 نافذة"), "many: {}", windows(11));
    install(Catalogue::english());
    assert_eq!(windows(2), "Fair Clock is open in 2 other windows, and a game there would be broken by the update: close them, then update.");
}
