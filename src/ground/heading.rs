//! Who plays, where and when: the names, ratings and occasion a game's record carries (an
//! extension of the record's spec, which lets readers ignore fields they do not know) and an
//! imported PGN's tags give. The PGN writes them as its standard tags.

use crate::ground::json::{FieldError, Fields, Value};
use crate::ground::vocabulary;

/// Who played, where and when (`None`: not said).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Heading {
    pub white: Option<String>,
    pub black: Option<String>,
    pub white_elo: Option<String>,
    pub black_elo: Option<String>,
    pub event: Option<String>,
    pub site: Option<String>,
    pub round: Option<String>,
    /// The board the game is played on, at an event with several.
    pub board: Option<String>,
    pub date: Option<String>,
}

/// A field of the heading, reached by its key.
pub type Field = fn(&mut Heading) -> &mut Option<String>;

/// The record's keys, in the order they are written, with the field each one fills.
const KEYS: [(&str, Field); 9] = [
    ("white", |h| &mut h.white),
    ("black", |h| &mut h.black),
    ("white_elo", |h| &mut h.white_elo),
    ("black_elo", |h| &mut h.black_elo),
    ("event", |h| &mut h.event),
    ("site", |h| &mut h.site),
    ("round", |h| &mut h.round),
    ("board", |h| &mut h.board),
    ("date", |h| &mut h.date),
];

impl Heading {
    /// "Carlsen, Magnus (2830) – Nakamura, Hikaru (2780)", when a name is known.
    pub fn players(&self) -> Option<String> {
        if self.white.is_none() && self.black.is_none() {
            return None;
        }
        Some(format!("{} – {}", self.player(shakmaty::Color::White), self.player(shakmaty::Color::Black)))
    }

    /// One side's name with its rating ("Carlsen, Magnus (2830)"), or the side's colour in the
    /// players' language.
    pub fn player(&self, side: shakmaty::Color) -> String {
        let (name, elo) = match side {
            shakmaty::Color::White => (&self.white, &self.white_elo),
            shakmaty::Color::Black => (&self.black, &self.black_elo),
        };
        let name = name.clone().unwrap_or_else(|| vocabulary::side_said(side).to_owned());
        match elo {
            Some(elo) => format!("{name} ({elo})"),
            None => name,
        }
    }

    /// One side's name with its rating, when the side is named.
    pub fn name(&self, side: shakmaty::Color) -> Option<String> {
        let named = match side {
            shakmaty::Color::White => self.white.is_some(),
            shakmaty::Color::Black => self.black.is_some(),
        };
        named.then(|| self.player(side))
    }

    /// "Tata Steel Masters · Wijk aan Zee · Round 3 · Board 4 · 2024.01.20", from what is known,
    /// in the players' language.
    pub fn occasion(&self) -> Option<String> {
        use crate::ground::{messages as m, words::say_with};
        let round = self.round.as_ref().map(|r| say_with(&m::PLAYERS_ROUND_N, &[("round", r)]));
        let board = self.board.as_ref().map(|b| say_with(&m::PLAYERS_BOARD_N, &[("board", b)]));
        let parts: Vec<String> =
            [self.event.clone(), self.site.clone(), round, board, self.date.clone()].into_iter().flatten().collect();
        (!parts.is_empty()).then(|| parts.join(" · "))
    }

    /// Who plays and where, in one line ("Ana Silva (1850) – Bo Chen · Club championship · Round
    /// 3"), when anything of it is known.
    pub fn said(&self) -> Option<String> {
        let said = [self.players(), self.occasion()].into_iter().flatten().collect::<Vec<_>>().join(" · ");
        (!said.is_empty()).then_some(said)
    }

    pub fn is_empty(&self) -> bool {
        *self == Heading::default()
    }

    /// The same heading with every field trimmed and blank ones left out: what a form gives.
    pub fn tidied(mut self) -> Heading {
        for (_, field) in KEYS {
            let value = field(&mut self);
            *value = value.take().map(|v| one_line(&v)).filter(|v| !v.is_empty());
        }
        self
    }

    /// Reads the record's `heading` object; every field optional, each on one line.
    pub fn from_value(value: &Value) -> Result<Heading, FieldError> {
        let fields = Fields::of(value, "'heading'")?;
        let mut heading = Heading::default();
        for (key, field) in KEYS {
            *field(&mut heading) = fields.optional_string(key)?;
        }
        Ok(heading.tidied())
    }

    /// The heading as the record writes it: only the fields that are said.
    pub fn to_value(&self) -> Value {
        let mut copy = self.clone();
        KEYS.iter().fold(Value::object([]), |value, (key, field)| value.with_some(key, field(&mut copy).clone()))
    }
}

/// A heading's value on one line: line breaks, tabs and other control characters become single
/// spaces (a name or an event is one line on the face, in a PGN tag and on a score sheet), and the
/// ends are trimmed.
pub fn one_line(text: &str) -> String {
    text.split(|c: char| c.is_control()).map(str::trim).filter(|p| !p.is_empty()).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::language::Language;
    use crate::ground::words;
    use shakmaty::Color;

    #[test]
    fn a_heading_goes_to_json_and_back_blank_fields_left_out() {
        let h = Heading {
            white: Some(" Ana ".into()),
            black_elo: Some("1850".into()),
            board: Some("4".into()),
            event: Some("  ".into()),
            ..Heading::default()
        }
        .tidied();
        assert_eq!(h.event, None);
        assert_eq!(h.white.as_deref(), Some("Ana"));
        let v = h.to_value();
        assert_eq!(v.to_string(), r#"{"white":"Ana","black_elo":"1850","board":"4"}"#);
        assert_eq!(Heading::from_value(&v).unwrap(), h);
        assert!(Heading::from_value(&Value::from("Ana")).is_err());
    }

    #[test]
    fn players_and_the_occasion_say_what_is_known() {
        let h = Heading {
            white: Some("Ana".into()),
            black_elo: Some("1850".into()),
            round: Some("3".into()),
            board: Some("4".into()),
            ..Heading::default()
        };
        assert_eq!(h.players().as_deref(), Some("Ana – Black (1850)"));
        assert_eq!(h.player(Color::Black), "Black (1850)");
        assert_eq!(h.occasion().as_deref(), Some("Round 3 · Board 4"));
        // Each language puts the number where it goes, and names the unnamed side its way.
        let turkish = words::speaking(Language::Turkish, || (h.occasion(), h.players()));
        assert_eq!(turkish, (Some("3. Tur · 4. Masa".to_owned()), Some("Ana – Siyah (1850)".to_owned())));
        assert_eq!(Heading::default().players(), None);
        assert_eq!(Heading::default().occasion(), None);
    }
}
