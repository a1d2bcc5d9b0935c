//! The first screen as index.html carries it: the presets, written into the built page from the
//! preset table by `src/bin/first_page.rs` (so the page and the app can never differ), painted
//! before any script runs; and, for every language, the few words the first screen and the first
//! face say (`app::first_screen` makes them live without the app), so that the first face speaks
//! the page's language before the app's catalogue has arrived.

use crate::ground::json::{self, Value};
use crate::ground::language::Language;
use crate::ground::messages as m;
use crate::ground::words::{Message, say};
use crate::rules::Rulebook;
use crate::screens::first_face::FirstFace;
use crate::screens::presets::PRESETS;

/// Where index.html takes the first screen: the build replaces this element.
// An element, not a comment: Trunk's minifier keeps it.
pub const MARK: &str = "<first-screen></first-screen>";

/// The messages the first screen and the first face say, besides the presets' names.
pub const WORDS: &[Message] = &[
    m::TAGLINE,
    m::INTRO,
    m::LOADING,
    m::FACE,
    m::FACE_CONTROLS,
    m::FACE_WHITE,
    m::FACE_BLACK,
    m::FACE_CLOCK_SUFFIX,
    m::FACE_RUNNING,
    m::FACE_MOVES,
    m::FACE_OPPONENT,
    m::FACE_MAIN_TIME,
    m::FACE_PERIOD,
    m::FACE_PERIOD_TO_GO,
    m::FACE_BYO_YOMI,
    m::FACE_BLOCK,
    m::FACE_DELAY,
    m::FACE_FLAG,
    m::STATUS_WHITE_TO_MOVE,
    m::STATUS_FLAG_WHITE,
    m::STATUS_FLAG_BLACK,
    m::FIRST_FACE_ON_ITS_WAY,
    m::FIRST_FACE_VERDICT_FOLLOWS,
    m::FIRST_FACE_UNFETCHED,
    m::FACE_SWAP,
    m::NOT_LOADED,
];

/// The id of the element holding `language`'s first words.
pub fn words_id(language: Language) -> String {
    // An element's id, not words: the same in English as in every language.
    format!("first-words-{}", language.id())
}

/// `text` safe between tags and in a quoted attribute.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The first screen in the words installed now (English at build time): the clock's name, what
/// it is, a button for each preset (its index in `PRESETS`, its message's id for another
/// language; disabled until the first script runs) and the line that says the rest is loading. `data-say` names each text's message.
pub fn html() -> String {
    let said = |tag: &str, class: &str, message: &Message| {
        format!(r#"<{tag} class="{class}" data-say="{}">{}</{tag}>"#, message.id, escaped(say(message)))
    };
    let presets: String = PRESETS
        .iter()
        .enumerate()
        .map(|(i, p)| {
            // Disabled until the first script makes it live: a tap before then would be lost.
            format!(
                r#"<button class="preset" disabled data-preset="{i}" data-fits="{}" data-say="{}">{}</button>"#,
                fits(i),
                p.name.id,
                escaped(say(&p.name))
            )
        })
        .collect();
    [
        r#"<section id="shell" class="setup" aria-busy="true">"#.to_owned(),
        // The clock's name is the same in every language.
        "<h1>Fair Clock</h1>".to_owned(),
        said("p", "tagline", &m::TAGLINE),
        said("p", "intro", &m::INTRO),
        format!(r#"<div class="presets">{presets}</div>"#),
        format!(r#"<p class="loading" role="status" data-say="{}">{}</p>"#, m::LOADING.id, escaped(say(&m::LOADING))),
        "</section>".to_owned(),
    ]
    .concat()
}

/// The rulebooks (their ids, space-separated) under which preset `index` runs on the first face
/// at once: those it fits with nothing to say (`FirstFace::fits`). A preset that brings its own
/// rulebook is the app's to start (it changes the players' settings). Computed here, at build
/// time, so that the first script carries no rulebook.
pub fn fits(index: usize) -> String {
    let brings = PRESETS.get(index).is_none_or(|p| p.rulebook.is_some());
    let books = Rulebook::ALL.into_iter().filter(|r| !brings && FirstFace::fits(index, *r));
    books.map(Rulebook::id).collect::<Vec<_>>().join(" ")
}

/// Whether `rulebook` is among the ids of a preset's [`fits`], as index.html carries them.
pub fn runs_at_once(fits: &str, rulebook: Rulebook) -> bool {
    fits.split(' ').any(|id| id == rulebook.id())
}

/// `language`'s first words from its page catalogue (`assets/locales/<tag>.json`'s text), as a
/// catalogue of their own, in an inert script element the first screen reads (English needs none:
/// its words are in the code); why not, for a catalogue that cannot be read.
pub fn words_block(language: Language, catalogue: &str) -> Result<String, String> {
    let value = json::parse(catalogue).map_err(|e| format!("{}'s catalogue: {e}", language.id()))?;
    // The build's own complaint, in English.
    let messages = value.get("messages").ok_or_else(|| format!("{}'s catalogue has no messages", language.id()))?;
    let ids = WORDS.iter().map(|w| w.id).chain(PRESETS.iter().map(|p| p.name.id));
    let picked: Vec<(String, Value)> =
        ids.filter_map(|id| messages.get(id).map(|words| (id.to_owned(), words.clone()))).collect();
    let words = Value::object([("language", language.id().into()), ("messages", Value::Object(picked))]);
    // No `</script>` may end the block early: JSON allows `\/` for `/`.
    let text = words.to_string().replace("</", r"<\/");
    Ok(format!(r#"<script type="application/json" id="{}">{text}</script>"#, words_id(language)))
}

/// `index` (index.html as built) with the first screen and every language's first words in place
/// of [`MARK`]; `catalogue` gives a language's page catalogue text.
pub fn write(index: &str, catalogue: impl Fn(Language) -> Result<String, String>) -> Result<String, String> {
    if index.matches(MARK).count() != 1 {
        return Err("index.html must hold the first screen's mark once".into());
    }
    let mut blocks = String::new();
    for language in Language::ALL.into_iter().filter(|l| *l != Language::English) {
        blocks.push_str(&words_block(language, &catalogue(language)?)?);
    }
    Ok(index.replace(MARK, &(html() + &blocks)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catalogue(language: Language) -> Result<String, String> {
        let path = format!("{}/assets/locales/{}.json", env!("CARGO_MANIFEST_DIR"), language.id());
        std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))
    }

    #[test]
    fn every_preset_is_a_button_by_its_index_in_the_table_and_its_name() {
        let page = html();
        for (i, p) in PRESETS.iter().enumerate() {
            let button =
                format!(r#"data-preset="{i}" data-fits="{}" data-say="{}">{}</button>"#, fits(i), p.name.id, p.name.en);
            assert!(page.contains(&button), "{button}");
        }
        assert_eq!(page.matches("<button").count(), PRESETS.len());
        assert!(page.starts_with(r#"<section id="shell""#) && page.ends_with("</section>"));
    }

    #[test]
    fn the_table_of_fits_is_the_rulebooks_own_answer() {
        for (i, p) in PRESETS.iter().enumerate() {
            let table = fits(i);
            for r in Rulebook::ALL {
                let expected = p.rulebook.is_none() && FirstFace::for_preset(i, r, true).is_some();
                assert_eq!(runs_at_once(&table, r), expected, "preset {i} under {}", r.id());
            }
        }
        // FIDE counts 10+5 as rapid: under its blitz rules the clock warns first.
        let rapid = PRESETS.iter().position(|p| p.pgn == "600+5").unwrap();
        assert!(runs_at_once(&fits(rapid), Rulebook::FideRapid) && !runs_at_once(&fits(rapid), Rulebook::FideBlitz));
        assert!(!runs_at_once("fide-blitzz", Rulebook::FideBlitz) && !runs_at_once("", Rulebook::FideBlitz));
    }

    #[test]
    fn each_language_carries_every_first_word_its_catalogue_has_and_no_more() {
        let block = words_block(Language::French, &catalogue(Language::French).unwrap()).unwrap();
        let text = block.split_once('>').unwrap().1.trim_end_matches("</script>");
        let value = json::parse(text).unwrap();
        let words = crate::ground::words::Catalogue::from_json(Language::French, text).unwrap();
        assert_eq!(words.text(&m::TAGLINE), "Une pendule d'échecs qui connaît le règlement.");
        let count = match value.get("messages") {
            Some(Value::Object(m)) => m.len(),
            _ => 0,
        };
        assert_eq!(count, WORDS.len() + PRESETS.len(), "the French catalogue has every first word");
    }

    #[test]
    fn the_built_page_takes_the_screen_once_and_a_page_without_the_mark_is_refused() {
        let index = format!("<body>{MARK}<noscript>x</noscript></body>");
        let built = write(&index, catalogue).unwrap();
        assert!(!built.contains(MARK));
        assert!(built.contains(&html()));
        for language in Language::ALL.into_iter().filter(|l| *l != Language::English) {
            assert!(built.contains(&format!(r#"id="{}""#, words_id(language))), "{}", language.id());
        }
        assert!(write("<body></body>", catalogue).is_err());
        assert!(write(&index.repeat(2), catalogue).is_err());
    }

    #[test]
    fn no_word_can_close_its_block_or_break_out_of_a_tag() {
        let hostile = r#"{"language":"fr","messages":{"setup.tagline":"</script><script>alert(1)</script>"}}"#;
        let block = words_block(Language::French, hostile).unwrap();
        assert_eq!(block.matches("</script>").count(), 1, "{block}");
        assert_eq!(escaped(r#"<b a="x">&"#), "&lt;b a=&quot;x&quot;&gt;&amp;");
    }
}
