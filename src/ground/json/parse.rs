//! Reading JSON text, with errors that say what was expected and where.

use super::*;
use crate::ground::text::{Cursor, TextError};

/// Reads one JSON value; only whitespace may follow it.
pub fn parse(text: &str) -> Result<Value, TextError> {
    let mut p = JsonParser { cur: Cursor::new(text) };
    let value = p.value(0)?;
    p.skip_space();
    if p.cur.at < text.len() {
        return Err(p.error("the JSON value ends here, but more text follows"));
    }
    Ok(value)
}

fn object_is_empty(object: &Value) -> bool {
    matches!(object, Value::Object(fields) if fields.is_empty())
}

struct JsonParser<'a> {
    cur: Cursor<'a>,
}

impl JsonParser<'_> {
    fn error(&self, message: impl Into<String>) -> TextError {
        self.cur.error(message)
    }

    fn peek(&self) -> Option<u8> {
        self.cur.peek_byte()
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.cur.at += 1;
        }
    }

    /// Consumes `c` after any whitespace, or says what was expected instead.
    fn expect(&mut self, c: u8, expected: &str) -> Result<(), TextError> {
        self.skip_space();
        if self.peek() == Some(c) {
            self.cur.at += 1;
            Ok(())
        } else {
            Err(self.unexpected(expected))
        }
    }

    fn unexpected(&self, expected: &str) -> TextError {
        match self.cur.text[self.cur.at..].chars().next() {
            None => self.error(format!("expected {expected}, but the text ends")),
            Some(c) => self.error(format!("expected {expected}, found {c:?}")),
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, TextError> {
        self.skip_space();
        match self.peek() {
            Some(b'{') | Some(b'[') if depth >= MAX_DEPTH => {
                Err(self.error(format!("the JSON nests more than {MAX_DEPTH} lists and objects deep")))
            }
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => {
                for (word, value) in [("null", Value::Null), ("true", Value::Bool(true)), ("false", Value::Bool(false))]
                {
                    if self.cur.text[self.cur.at..].starts_with(word) {
                        self.cur.at += word.len();
                        return Ok(value);
                    }
                }
                Err(self.unexpected("a value (an object, a list, a string, a number, true, false or null)"))
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, TextError> {
        self.cur.at += 1;
        let mut object = Value::Object(Vec::new());
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.cur.at += 1;
            return Ok(object);
        }
        loop {
            self.skip_space();
            if self.peek() == Some(b'}') && !object_is_empty(&object) {
                return Err(self.error("a trailing comma before '}' (JSON allows none)"));
            }
            if self.peek() != Some(b'"') {
                return Err(self.unexpected("a field name in double quotes"));
            }
            let key = self.string()?;
            self.expect(b':', "':' after the field name")?;
            let value = self.value(depth + 1)?;
            object.insert(&key, value);
            self.skip_space();
            match self.peek() {
                Some(b',') => self.cur.at += 1,
                Some(b'}') => {
                    self.cur.at += 1;
                    return Ok(object);
                }
                _ => return Err(self.unexpected("',' or '}' after a field")),
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, TextError> {
        self.cur.at += 1;
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.cur.at += 1;
            return Ok(Value::Array(items));
        }
        loop {
            self.skip_space();
            if self.peek() == Some(b']') && !items.is_empty() {
                return Err(self.error("a trailing comma before ']' (JSON allows none)"));
            }
            items.push(self.value(depth + 1)?);
            self.skip_space();
            match self.peek() {
                Some(b',') => self.cur.at += 1,
                Some(b']') => {
                    self.cur.at += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(self.unexpected("',' or ']' after an item")),
            }
        }
    }

    /// A string, at its opening quote.
    fn string(&mut self) -> Result<String, TextError> {
        self.cur.at += 1;
        let mut s = String::new();
        loop {
            let rest = &self.cur.text[self.cur.at..];
            let plain = rest.find(|c: char| c == '"' || c == '\\' || c < ' ').unwrap_or(rest.len());
            s.push_str(&rest[..plain]);
            self.cur.at += plain;
            match self.peek() {
                None => return Err(self.error("the string is not closed: expected '\"'")),
                Some(b'"') => {
                    self.cur.at += 1;
                    return Ok(s);
                }
                Some(b'\\') => {
                    self.cur.at += 1;
                    s.push(self.escape()?);
                }
                Some(_) => {
                    return Err(self.error("a control character in a string must be escaped (\\n, \\t, \\u0000)"));
                }
            }
        }
    }

    /// The character of an escape, after its backslash.
    fn escape(&mut self) -> Result<char, TextError> {
        let c = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                self.cur.at += 1;
                let high = self.hex4()?;
                let code = match high {
                    0xD800..=0xDBFF => {
                        // A character beyond the BMP is a surrogate pair: \uD83D\uDE00.
                        if !self.cur.text[self.cur.at..].starts_with("\\u") {
                            return Err(self.error(
                                "a high surrogate \\uD800-\\uDBFF must be followed by a low one (\\uDC00-\\uDFFF)",
                            ));
                        }
                        self.cur.at += 2;
                        let low = self.hex4()?;
                        if !(0xDC00..=0xDFFF).contains(&low) {
                            return Err(self.error(
                                "a high surrogate \\uD800-\\uDBFF must be followed by a low one (\\uDC00-\\uDFFF)",
                            ));
                        }
                        0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                    }
                    0xDC00..=0xDFFF => {
                        return Err(self.error("a low surrogate \\uDC00-\\uDFFF without a high one before it"));
                    }
                    c => c,
                };
                return char::from_u32(code).ok_or_else(|| self.error("not a character"));
            }
            _ => return Err(self.unexpected("an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX")),
        };
        self.cur.at += 1;
        Ok(c)
    }

    fn hex4(&mut self) -> Result<u32, TextError> {
        let digits =
            self.cur.text.get(self.cur.at..self.cur.at + 4).filter(|d| d.bytes().all(|b| b.is_ascii_hexdigit()));
        let code = digits
            .and_then(|d| u32::from_str_radix(d, 16).ok())
            .ok_or_else(|| self.error("expected four hex digits after \\u"))?;
        self.cur.at += 4;
        Ok(code)
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    fn number(&mut self) -> Result<Value, TextError> {
        let start = self.cur.at;
        let digits = |p: &mut JsonParser| {
            let from = p.cur.at;
            while p.peek().is_some_and(|b| b.is_ascii_digit()) {
                p.cur.at += 1;
            }
            p.cur.at - from
        };
        if self.peek() == Some(b'-') {
            self.cur.at += 1;
        }
        let whole = self.cur.at;
        let invalid = |p: &JsonParser| p.error("invalid number: expected digits, as in 12, -0.5 or 1e-3");
        match digits(self) {
            0 => return Err(invalid(self)),
            n if n > 1 && self.cur.text.as_bytes()[whole] == b'0' => {
                return Err(self.error("invalid number: a leading zero"));
            }
            _ => {}
        }
        let mut integer = true;
        if self.peek() == Some(b'.') {
            self.cur.at += 1;
            integer = false;
            if digits(self) == 0 {
                return Err(invalid(self));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.cur.at += 1;
            integer = false;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.cur.at += 1;
            }
            if digits(self) == 0 {
                return Err(invalid(self));
            }
        }
        let text = &self.cur.text[start..self.cur.at];
        // `-0` is the float -0.0, as serde_json read it.
        if integer
            && text != "-0"
            && let Ok(n) = text.parse::<i64>()
        {
            return Ok(Value::Integer(n));
        }
        decimal::parse(text).map(Value::Number).ok_or_else(|| self.error("number out of range"))
    }
}
