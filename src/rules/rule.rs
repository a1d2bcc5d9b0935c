//! A rule as its rulebook numbers and words it, and the books that hold the rules as data.
//!
//! Every verdict cites a [`Cite`]: a rule number that exists in one [`Text`]'s table, so the
//! citation can always be looked up and its words quoted back to the players.

use crate::ground::messages;
use crate::ground::words::{self, say_with};

/// One numbered rule and its words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rule {
    /// The number as the rulebook prints it: `6.9`, `14E`, `7a3`, `10.2b`.
    pub number: &'static str,
    /// The rule's words: the text verbatim, or a close paraphrase (see [`Text::verbatim`] and
    /// [`Text::paraphrased`]).
    pub words: &'static str,
}

/// A rulebook's text as data.
#[derive(Debug)]
pub struct Text {
    /// What a citation starts with: `FIDE`, `USCF`, `Scholastic`, `Speed`, `Blitz-common`, `Quickplay`.
    pub prefix: &'static str,
    /// The book's title, for explanations.
    pub title: &'static str,
    /// Where the words come from: the edition, and the copy they were taken from.
    pub source: &'static str,
    /// `true` when the rules' words are the text verbatim (but for [`Text::paraphrased`]);
    /// `false` when all of them are a close paraphrase.
    pub verbatim: bool,
    /// The rules of a verbatim book whose words are a paraphrase, because no copy of their exact
    /// words was found; they are quoted "in substance".
    pub paraphrased: &'static [&'static str],
    pub rules: &'static [Rule],
}

impl Text {
    /// Whether rule `number`'s words are the text verbatim.
    pub fn is_verbatim(&self, number: &str) -> bool {
        self.verbatim && !self.paraphrased.contains(&number)
    }

    /// The rule numbered `number`, if this book has it.
    pub fn rule(&self, number: &str) -> Option<&'static Rule> {
        self.rules.iter().find(|r| r.number == number)
    }

    /// Cites rule `number` of this book. A number missing from the table is a programming error,
    /// caught by the tests; in release builds the citation still renders, without words.
    pub fn cite(&'static self, number: &'static str) -> Cite {
        debug_assert!(self.rule(number).is_some(), "{} {} is not in the table", self.prefix, number);
        Cite { book: self, number, excerpt: None }
    }
}

/// A citation of one rule, optionally of one passage of its words.
#[derive(Debug, Clone, Copy)]
pub struct Cite {
    pub book: &'static Text,
    pub number: &'static str,
    excerpt: Option<&'static str>,
}

impl Cite {
    /// The citation as a verdict carries it: `FIDE 6.9`.
    pub fn label(self) -> String {
        format!("{} {}", self.book.prefix, self.number)
    }

    /// The same rule, quoting only `passage` of its words (which must occur in them).
    pub fn excerpt(self, passage: &'static str) -> Cite {
        debug_assert!(self.words().contains(passage), "'{passage}' is not in {}", self.label());
        Cite { excerpt: Some(passage), ..self }
    }

    /// The rule's words from the table.
    pub fn words(self) -> &'static str {
        self.book.rule(self.number).map_or("", |r| r.words)
    }

    /// The rule quoted for reading aloud: `FIDE 6.9, in substance: “…”` or `Speed 12: “…”`.
    pub fn quote(self) -> String {
        let words = self.excerpt.unwrap_or_else(|| self.words());
        let words = words.trim_end_matches([';', ':', ',']);
        let (open, close) = match self.excerpt {
            Some(_) if !self.words().starts_with(words) => ("“… ", "”"),
            _ => ("“", "”"),
        };
        quoted(&self.label(), self.book.is_verbatim(self.number), open, words, close)
    }
}

impl Rule {
    /// This rule quoted whole, as [`Cite::quote`] quotes it, for the book whose citations start
    /// with `prefix` and whose words of this rule are `verbatim` or not. For the setup page: a
    /// [`Cite`] reaches its book's whole table, which that page's wasm should not carry.
    pub fn quote(&self, prefix: &str, verbatim: bool) -> String {
        quoted(&format!("{prefix} {}", self.number), verbatim, "“", self.words.trim_end_matches([';', ':', ',']), "”")
    }
}

/// The rule's label and words as a verdict quotes them; in another language than English, saying
/// that the quotation is in English (every text the app has is).
fn quoted(label: &str, verbatim: bool, open: &str, words: &str, close: &str) -> String {
    let message = if verbatim { &messages::QUOTE } else { &messages::QUOTE_IN_SUBSTANCE };
    // In a right-to-left sentence the English quotation is its own left-to-right run (first-strong
    // isolate … pop): otherwise its quotation marks and last words are laid out on the wrong side.
    let quote = if words::language().right_to_left() {
        format!("\u{2068}{open}{words}{close}\u{2069}")
    } else {
        format!("{open}{words}{close}")
    };
    say_with(message, &[("rule", label), ("quote", &quote)])
}

/// The citation a label such as `USCF 14E` names, looked up in every book.
pub fn find(label: &str) -> Option<Cite> {
    super::BOOKS.iter().find_map(|&book| {
        let number = label.strip_prefix(book.prefix)?.strip_prefix(' ')?;
        let rule = book.rule(number)?;
        Some(Cite { book, number: rule.number, excerpt: None })
    })
}

/// `text` with its first letter upper-case, for a sentence built from an English clause (an
/// error's). ASCII only: the page uses it, and Unicode case tables would weigh on the page.
pub fn capitalised(text: &str) -> String {
    let mut text = text.to_owned();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// `clause` with its first letter upper-case, for a verdict's sentence that starts with a clause
/// in any of the players' languages ("белые …" → "Белые …"). Only the rules use it, and they are
/// not in the page's module: Unicode's case tables do not weigh on the first page.
pub fn sentence_start(clause: &str) -> String {
    let mut chars = clause.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
