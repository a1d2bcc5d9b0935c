//! Every language's two catalogues (`assets/locales/<tag>.json`, the page's, and
//! `assets/locales/clock/<tag>.json`, the clock's) have every message of their part of
//! `ground::messages`, with the same placeholders as the English, every plural form its language
//! has (CLDR), and nothing the code does not name; and a catalogue that lacks any of it is caught.

use fairclock::ground::language::Language;
use fairclock::ground::messages::Part;
use fairclock::ground::words::{Catalogue, placeholders};
use std::path::PathBuf;

fn folder(part: Part) -> PathBuf {
    let page = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets").join("locales");
    match part {
        Part::Page => page,
        Part::Clock => page.join("clock"),
    }
}

/// What is wrong with `catalogue`, `part`'s, one line each (nothing: it is whole).
fn faults(part: Part, catalogue: &Catalogue) -> Vec<String> {
    let (messages, plurals) = (part.messages(), part.plurals());
    let language = catalogue.language();
    let mut wrong = Vec::new();
    for message in messages {
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
    for plural in plurals {
        let given = catalogue.forms_of(plural.id);
        for form in language.plural_forms() {
            if !given.contains(form) {
                wrong.push(format!("{}: '{}' lacks its '{}' form", language.id(), plural.id, form.id()));
            }
        }
        // A form that several counts take must say which: `{n}` (Arabic's "one", "two" and "zero"
        // each stand for one count, and may spell it out).
        for form in language.plural_forms() {
            let counts = (0..=1000).filter(|&n| language.plural(n) == *form).count();
            let text = catalogue.form(plural, (0..=1000).find(|&n| language.plural(n) == *form).unwrap_or(1_000_000));
            if counts > 1 && given.contains(form) && !placeholders(text).contains(&"n") {
                wrong.push(format!(
                    "{}: '{}' says no {{n}} in its '{}' form, which {counts} counts take",
                    language.id(),
                    plural.id,
                    form.id()
                ));
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
        if !messages.iter().any(|m| m.id == id) && !plurals.iter().any(|p| p.id == id) {
            wrong.push(format!("{}: '{id}' is no message of the code", language.id()));
        }
    }
    wrong
}

fn catalogue(part: Part, language: Language) -> Catalogue {
    let path = folder(part).join(format!("{}.json", language.id()));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Catalogue::from_json(language, &text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_language_has_every_message_with_its_placeholders_and_plural_forms() {
    let wrong: Vec<String> = Part::ALL
        .into_iter()
        .flat_map(|part| {
            Language::ALL
                .into_iter()
                .filter(|l| *l != Language::English)
                .flat_map(move |l| faults(part, &catalogue(part, l)))
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn there_is_a_catalogue_for_each_language_but_english_and_no_other() {
    for part in Part::ALL {
        let mut files: Vec<String> = std::fs::read_dir(folder(part))
            .unwrap()
            .map(|e| e.unwrap())
            .filter(|e| e.file_type().unwrap().is_file())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        let mut wanted: Vec<String> =
            Language::ALL.iter().filter(|l| **l != Language::English).map(|l| format!("{}.json", l.id())).collect();
        wanted.sort();
        assert_eq!(files, wanted, "{part:?}");
    }
}

#[test]
fn a_catalogue_lacking_a_message_a_placeholder_or_a_form_is_caught() {
    let mut text = std::fs::read_to_string(folder(Part::Page).join("ru.json")).unwrap();
    // One message gone, one placeholder renamed, one plural form dropped, one id the code lacks.
    text = text.replacen("\"setup.tagline\":", "\"setup.tagline_gone\":", 1);
    text = text.replacen("{name}", "{nom}", 1);
    text = text.replacen("\"few\":", "\"fewer\":", 1);
    // And a form that 21, 31, 41… take, with the count left out.
    text = text.replacen(
        "\"one\": \"Fair Clock открыт ещё в {n} окне",
        "\"one\": \"Fair Clock открыт ещё в одном окне",
        1,
    );
    let broken = Catalogue::from_json(Language::Russian, &text).unwrap();
    let wrong = faults(Part::Page, &broken);
    for expected in [
        "ru: no words for 'setup.tagline'",
        "ru: 'setup.forget' has placeholders [\"nom\"], the English [\"name\"]",
        "ru: 'setup.update_other_windows' lacks its 'few' form",
        "ru: 'setup.tagline_gone' is no message of the code",
        "ru: 'setup.update_other_windows' says no {n} in its 'one' form, which 90 counts take",
    ] {
        assert!(wrong.iter().any(|w| w == expected), "{expected} not among:\n{}", wrong.join("\n"));
    }
}

#[test]
fn a_count_takes_its_languages_form() {
    use fairclock::ground::words::{count, install};
    install(catalogue(Part::Page, Language::Polish));
    let windows = |n| count(&fairclock::ground::messages::UPDATE_OTHER_WINDOWS, n);
    assert!(windows(1).contains("w innym oknie"), "{}", windows(1));
    assert!(windows(3).contains("w 3 innych oknach"), "{}", windows(3));
    assert!(windows(22).contains("w 22 innych oknach"), "{}", windows(22));
    install(catalogue(Part::Page, Language::Arabic));
    assert!(windows(2).contains("نافذتين"), "the dual: {}", windows(2));
    assert!(windows(5).contains("5 نوافذ"), "few: {}", windows(5));
    assert!(windows(11).contains("11 نافذة"), "many: {}", windows(11));
    install(Catalogue::english());
    assert_eq!(
        windows(2),
        "Fair Clock is open in 2 other windows, and a game there would be broken by the update: close them, then update."
    );
}

#[test]
fn a_message_in_the_wrong_part_is_caught() {
    // The clock's words in the page's catalogue: the page would fetch words it never says.
    let page = std::fs::read_to_string(folder(Part::Page).join("es.json")).unwrap();
    let moved = page.replacen(
        "\"messages\": {",
        "\"messages\": {\n  \"say.clocks\": \"Blancas: {white}. Negras: {black}.\",",
        1,
    );
    let wrong = faults(Part::Page, &Catalogue::from_json(Language::Spanish, &moved).unwrap());
    assert_eq!(wrong, ["es: 'say.clocks' is no message of the code"]);
}

#[test]
fn the_page_and_the_clock_name_no_message_twice() {
    let ids: Vec<&str> = Part::ALL
        .iter()
        .flat_map(|p| p.messages().iter().map(|m| m.id).chain(p.plurals().iter().map(|m| m.id)))
        .collect();
    let mut unique = ids.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), ids.len());
}

/// The words a piece of markup shows or names literally: a text child (`>"Start"`) or a label,
/// hint or name (`aria-label="New game"`), each with a letter in it.
fn literal_words(source: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (i, _) in source.match_indices('"') {
        let before = source[..i].trim_end();
        let shown = before.ends_with('>') && !before.ends_with("=>") && !before.ends_with("->");
        let named = ["label=", "aria-label=", "placeholder=", "title=", "alt="].iter().any(|a| before.ends_with(a));
        if !(shown || named) {
            continue;
        }
        let text: String = source[i + 1..].chars().take_while(|c| *c != '"').collect();
        if text.chars().any(char::is_alphabetic) {
            found.push(text);
        }
    }
    found
}

#[test]
fn the_interface_shows_no_words_outside_the_catalogue() {
    // Every component of the page, the clock and the arbiter's desk (src/app/).
    let mut files = Vec::new();
    let mut folders = vec![PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/app")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    assert!(files.len() >= 15, "the components are where the scan looks: {files:?}");
    let mut stray = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        stray.extend(literal_words(&source).into_iter().map(|words| format!("{}: {words}", file.display())));
    }
    // The clock's name, and notation and units, are the same in every language.
    let same_everywhere = ["Fair Clock", "FEN", "PGN", "10 s", "20 s"];
    stray.retain(|found| !same_everywhere.iter().any(|same| found.ends_with(&format!(": {same}"))));
    assert!(stray.is_empty(), "shown without the catalogue: {stray:#?}");
    // And the scan finds what it looks for.
    assert_eq!(
        literal_words(r#"<p class="x">"Hello"</p> <b aria-label="New game">{say(&m::X)}</b> match a { b => "no" }"#),
        ["Hello", "New game"]
    );
}

/// The sentences a source composes with `format!` outside its tests: each literal with two words
/// in it (placeholders aside), unless a comment on its line or the two before says it is English
/// on purpose ("in English": a technical detail, a PGN's or the record's words).
fn composed_sentences(source: &str) -> Vec<String> {
    let code = source.split("#[cfg(test)]").next().unwrap_or_default();
    let lines: Vec<&str> = code.lines().collect();
    let mut found = Vec::new();
    for (n, line) in lines.iter().enumerate() {
        let Some(at) = line.find("format!(\"") else { continue };
        let text: String = line[at + 9..].chars().take_while(|c| *c != '"').collect();
        let mut words = String::new();
        let mut depth = 0;
        for c in text.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                c if depth == 0 => words.push(c),
                _ => {}
            }
        }
        let two_words = words.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| w.len() >= 2).count() >= 2;
        let excused = lines[n.saturating_sub(2)..=n].iter().any(|l| l.contains("//") && l.contains("in English"));
        if two_words && !excused {
            found.push(text);
        }
    }
    found
}

/// The Rust files at `path`: the file itself, or every one under the folder.
fn rust_files(path: &std::path::Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_path_buf()];
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .flat_map(|e| rust_files(&e.unwrap().path()))
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    files
}

#[test]
fn the_screens_and_the_score_compose_no_sentence_outside_the_catalogue() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let files: Vec<PathBuf> = ["screens", "session", "replay/score", "ground/heading.rs", "ground/time_control"]
        .iter()
        .flat_map(|part| rust_files(&root.join(part)))
        .collect();
    assert!(files.len() >= 25, "the screens are where the scan looks: {files:?}");
    let mut stray = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        stray.extend(composed_sentences(&source).into_iter().map(|text| format!("{}: {text}", file.display())));
    }
    assert!(stray.is_empty(), "composed outside the catalogue: {stray:#?}");
    // And the scan finds what it looks for, and what it excuses.
    let source = "let a = format!(\"{who} has {n} pawns\");\n// A technical detail, in English.\nlet b = format!(\"cannot be read ({e})\");\nlet c = format!(\"{n}. {san}\");";
    assert_eq!(composed_sentences(source), ["{who} has {n} pawns"]);
}
