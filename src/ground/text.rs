//! What the hand-written readers of JSON and PGN share: a cursor over the text, and the error that
//! says where reading stopped. (A time control is one short line: its reader names the character
//! instead, `ground::time_control`.)

use std::fmt;

/// Text that cannot be read: what is wrong, and where (1-based line and column, in characters).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for TextError {}

/// A reader's place in a text, as a byte offset. It becomes a line and a column only for an
/// error: counting them as it goes would cost every character of a 5 MB record.
pub struct Cursor<'a> {
    pub text: &'a str,
    /// Byte offset of the next character.
    pub at: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(text: &'a str) -> Cursor<'a> {
        Cursor { text, at: 0 }
    }

    pub fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    /// The next byte: what a reader of ASCII syntax (JSON's) looks at.
    pub fn peek_byte(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    pub fn next_char(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        Some(c)
    }

    /// Moves on while `f` holds for the next character.
    pub fn skip_while(&mut self, f: impl Fn(char) -> bool) {
        while self.peek().is_some_and(&f) {
            self.next_char();
        }
    }

    /// Whether the next character starts a line.
    pub fn at_line_start(&self) -> bool {
        self.at == 0 || self.text.as_bytes().get(self.at - 1) == Some(&b'\n')
    }

    /// An error here.
    pub fn error(&self, message: impl Into<String>) -> TextError {
        self.error_at(self.at, message)
    }

    /// An error at byte offset `at` (an earlier place: where a comment or a tag began).
    pub fn error_at(&self, at: usize, message: impl Into<String>) -> TextError {
        let before = &self.text[..at.min(self.text.len())];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        TextError { line, column, message: message.into() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_names_its_line_and_column_in_characters() {
        let text = "ab\n€cd\n\nx";
        let mut cur = Cursor::new(text);
        assert!(cur.at_line_start());
        cur.skip_while(|c| c != '\n');
        assert_eq!((cur.at, cur.at_line_start()), (2, false));
        assert_eq!(cur.next_char(), Some('\n'));
        assert!(cur.at_line_start());
        assert_eq!(cur.next_char(), Some('€'));
        let e = cur.error("here");
        assert_eq!((e.line, e.column), (2, 2), "the euro sign is one character, three bytes");
        assert_eq!(e.to_string(), "line 2, column 2: here");
        assert_eq!(cur.error_at(0, "start").to_string(), "line 1, column 1: start");
        assert_eq!(cur.error_at(text.len(), "end").to_string(), "line 4, column 2: end");
        assert_eq!(cur.error_at(text.len() + 5, "beyond").line, 4, "past the end reads as the end");
    }
}
