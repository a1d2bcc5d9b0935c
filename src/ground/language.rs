//! The languages the clock speaks, and what differs between them besides the words: which way a
//! line runs, and which plural form a count takes. The plural forms are CLDR's cardinal rules for
//! whole numbers (the clock counts moves, periods, seconds and PINs); `tests/web.rs` holds them to
//! the browser's own `Intl.PluralRules`, which carries CLDR's data.

use std::fmt;
use std::str::FromStr;

/// A language of the interface, by its BCP 47 tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    #[default]
    English,
    Spanish,
    French,
    German,
    Russian,
    PortugueseBrazil,
    Italian,
    Polish,
    Turkish,
    Arabic,
}

/// CLDR's plural categories: which form of a word a count takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PluralForm {
    Zero,
    One,
    Two,
    Few,
    Many,
    Other,
}

impl PluralForm {
    pub const ALL: [PluralForm; 6] =
        [PluralForm::Zero, PluralForm::One, PluralForm::Two, PluralForm::Few, PluralForm::Many, PluralForm::Other];

    /// CLDR's keyword, as a translation names the form.
    pub fn id(self) -> &'static str {
        match self {
            PluralForm::Zero => "zero",
            PluralForm::One => "one",
            PluralForm::Two => "two",
            PluralForm::Few => "few",
            PluralForm::Many => "many",
            PluralForm::Other => "other",
        }
    }
}

impl Language {
    pub const ALL: [Language; 10] = [
        Language::English,
        Language::Spanish,
        Language::French,
        Language::German,
        Language::Russian,
        Language::PortugueseBrazil,
        Language::Italian,
        Language::Polish,
        Language::Turkish,
        Language::Arabic,
    ];

    /// Its BCP 47 tag, as the page's `lang` attribute and the catalogue's file name give it.
    pub fn id(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Spanish => "es",
            Language::French => "fr",
            Language::German => "de",
            Language::Russian => "ru",
            Language::PortugueseBrazil => "pt-BR",
            Language::Italian => "it",
            Language::Polish => "pl",
            Language::Turkish => "tr",
            Language::Arabic => "ar",
        }
    }

    /// Its name in itself, as a speaker looks for it in a list.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Spanish => "Español",
            Language::French => "Français",
            Language::German => "Deutsch",
            Language::Russian => "Русский",
            Language::PortugueseBrazil => "Português (Brasil)",
            Language::Italian => "Italiano",
            Language::Polish => "Polski",
            Language::Turkish => "Türkçe",
            Language::Arabic => "العربية",
        }
    }

    /// Written right to left: the page is mirrored where a reader expects it (the clocks' digits
    /// are not).
    pub fn right_to_left(self) -> bool {
        self == Language::Arabic
    }

    /// The sign between a number's whole part and its tenths, as CLDR writes a decimal with Latin
    /// digits (`8.4`, `8,4`; `tests/web.rs` holds it to the browser's `Intl.NumberFormat`).
    pub fn decimal_sign(self) -> char {
        match self {
            Language::English | Language::Arabic => '.',
            _ => ',',
        }
    }

    /// The plural forms this language has, `Other` last.
    pub fn plural_forms(self) -> &'static [PluralForm] {
        use PluralForm::*;
        match self {
            Language::English | Language::German | Language::Turkish => &[One, Other],
            Language::Spanish | Language::French | Language::PortugueseBrazil | Language::Italian => {
                &[One, Many, Other]
            }
            Language::Russian | Language::Polish => &[One, Few, Many, Other],
            Language::Arabic => &[Zero, One, Two, Few, Many, Other],
        }
    }

    /// The plural form a whole count `n` takes (CLDR's cardinal rules, with no fraction digits:
    /// `i = n`, `v = 0`).
    pub fn plural(self, n: u64) -> PluralForm {
        use PluralForm::*;
        let (i10, i100) = (n % 10, n % 100);
        // es, fr, it, pt: "many" for whole millions ("1 000 000 de …").
        let millions = n != 0 && n.is_multiple_of(1_000_000);
        match self {
            Language::English | Language::German | Language::Italian if n == 1 => One,
            Language::Italian if millions => Many,
            Language::English | Language::German | Language::Italian => Other,
            Language::Turkish if n == 1 => One,
            Language::Turkish => Other,
            Language::Spanish if n == 1 => One,
            Language::French | Language::PortugueseBrazil if n <= 1 => One,
            Language::Spanish | Language::French | Language::PortugueseBrazil if millions => Many,
            Language::Spanish | Language::French | Language::PortugueseBrazil => Other,
            Language::Russian if i10 == 1 && i100 != 11 => One,
            Language::Russian if (2..=4).contains(&i10) && !(12..=14).contains(&i100) => Few,
            Language::Russian => Many,
            Language::Polish if n == 1 => One,
            Language::Polish if (2..=4).contains(&i10) && !(12..=14).contains(&i100) => Few,
            Language::Polish => Many,
            Language::Arabic => match n {
                0 => Zero,
                1 => One,
                2 => Two,
                _ if (3..=10).contains(&i100) => Few,
                _ if (11..=99).contains(&i100) => Many,
                _ => Other,
            },
        }
    }

    /// Whether a voice tagged `tag` (`es-ES`, `es_MX`) speaks this language: the same language,
    /// and for Brazilian Portuguese, Brazil's (a voice from Portugal is another accent).
    pub fn spoken_by(self, tag: &str) -> bool {
        let tag = tag.replace('_', "-");
        match self.id().split_once('-') {
            Some(_) => tag.eq_ignore_ascii_case(self.id()),
            None => tag.split('-').next().is_some_and(|primary| primary.eq_ignore_ascii_case(self.id())),
        }
    }

    /// The first of a browser's languages (`navigator.languages`, most wanted first) that the
    /// clock speaks: by the whole tag, else by its language alone ("es-MX" is Spanish, "pt-PT"
    /// Portuguese as Brazil writes it); English when none is.
    pub fn preferred<S: AsRef<str>>(wanted: &[S]) -> Language {
        let primary = |tag: &str| tag.split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
        wanted
            .iter()
            .find_map(|tag| {
                let tag = tag.as_ref();
                let exact = Language::ALL.into_iter().find(|l| l.id().eq_ignore_ascii_case(&tag.replace('_', "-")));
                exact.or_else(|| Language::ALL.into_iter().find(|l| primary(l.id()) == primary(tag)))
            })
            .unwrap_or_default()
    }
}

/// A tag that names no language of the clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLanguage(pub String);

impl fmt::Display for UnknownLanguage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<&str> = Language::ALL.iter().map(|l| l.id()).collect();
        write!(f, "unknown language '{}': expected one of {}", self.0, ids.join(", "))
    }
}

impl std::error::Error for UnknownLanguage {}

impl FromStr for Language {
    type Err = UnknownLanguage;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Language::ALL.into_iter().find(|l| l.id() == s).ok_or_else(|| UnknownLanguage(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_voice_speaks_its_language_whatever_its_region_but_brazilian_portuguese_wants_brazils() {
        assert!(
            Language::Spanish.spoken_by("es-ES")
                && Language::Spanish.spoken_by("es_MX")
                && Language::Spanish.spoken_by("ES")
        );
        assert!(Language::English.spoken_by("en-GB") && Language::Arabic.spoken_by("ar-SA"));
        assert!(Language::PortugueseBrazil.spoken_by("pt-BR") && Language::PortugueseBrazil.spoken_by("pt_br"));
        assert!(!Language::PortugueseBrazil.spoken_by("pt-PT") && !Language::PortugueseBrazil.spoken_by("pt"));
        assert!(
            !Language::Spanish.spoken_by("fr-FR")
                && !Language::Spanish.spoken_by("")
                && !Language::Spanish.spoken_by("est")
        );
    }

    use super::*;
    use PluralForm::*;

    fn forms(language: Language, counts: &[u64]) -> Vec<PluralForm> {
        counts.iter().map(|&n| language.plural(n)).collect()
    }

    #[test]
    fn russian_counts_one_few_many_by_the_last_digits() {
        // 1 ход, 2 хода, 5 ходов, 11 ходов, 21 ход, 22 хода, 111 ходов, 0 ходов.
        assert_eq!(
            forms(Language::Russian, &[1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112, 0]),
            [One, Few, Few, Many, Many, Many, Many, One, Few, Many, One, Many, Many, Many]
        );
    }

    #[test]
    fn polish_counts_one_only_for_one() {
        // 1 ruch, 2 ruchy, 5 ruchów, 21 ruchów (not "one", unlike Russian), 22 ruchy, 112 ruchów.
        assert_eq!(
            forms(Language::Polish, &[1, 2, 4, 5, 11, 12, 21, 22, 24, 25, 101, 112, 0]),
            [One, Few, Few, Many, Many, Many, Many, Few, Few, Many, Many, Many, Many]
        );
    }

    #[test]
    fn arabic_has_six_forms() {
        assert_eq!(
            forms(Language::Arabic, &[0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 1000]),
            [Zero, One, Two, Few, Few, Many, Many, Other, Other, Other, Few, Many, Other]
        );
    }

    #[test]
    fn the_romance_languages_count_millions_apart_and_french_and_brazil_count_zero_as_one() {
        assert_eq!(forms(Language::Spanish, &[0, 1, 2, 1_000_000]), [Other, One, Other, Many]);
        assert_eq!(forms(Language::French, &[0, 1, 2, 1_000_000]), [One, One, Other, Many]);
        assert_eq!(forms(Language::PortugueseBrazil, &[0, 1, 2, 2_000_000]), [One, One, Other, Many]);
        assert_eq!(forms(Language::Italian, &[0, 1, 2, 1_000_000]), [Other, One, Other, Many]);
        assert_eq!(forms(Language::English, &[0, 1, 2, 1_000_000]), [Other, One, Other, Other]);
    }

    #[test]
    fn every_form_a_count_takes_is_one_the_language_has() {
        for language in Language::ALL {
            for n in (0..=1200).chain([1_000_000, 2_000_000, 1_000_001]) {
                let form = language.plural(n);
                assert!(language.plural_forms().contains(&form), "{language:?} {n} → {form:?}");
            }
            assert_eq!(language.plural_forms().last(), Some(&Other));
        }
    }

    #[test]
    fn the_browsers_languages_pick_the_first_the_clock_speaks() {
        assert_eq!(Language::preferred(&["es-MX", "en"]), Language::Spanish);
        assert_eq!(Language::preferred(&["pt-PT"]), Language::PortugueseBrazil);
        assert_eq!(Language::preferred(&["ja", "de-AT", "fr"]), Language::German);
        assert_eq!(Language::preferred(&["AR-eg"]), Language::Arabic);
        assert_eq!(Language::preferred(&["zh-CN"]), Language::English);
        assert_eq!(Language::preferred::<&str>(&[]), Language::English);
        for l in Language::ALL {
            assert_eq!(l.id().parse::<Language>(), Ok(l));
        }
        assert!("xx".parse::<Language>().unwrap_err().to_string().contains("expected one of en, es, fr"));
    }
}
