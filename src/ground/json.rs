//! JSON, as small as the page needs it: a [`Value`], a parser whose errors say what was expected
//! and where, a compact and a pretty writer, and [`Fields`] to read a typed object field by field.
//!
//! Written by hand instead of serde + serde_json, which were a quarter of the clock page's wasm.
//! The text it writes is the text serde_json wrote: integers as `2`, other numbers in shortest
//! round-trip form with a fraction or exponent (`30000.0`, `1.5e-7`, `1e+16`), so a record
//! survives save → reload bit-exactly.

use crate::ground::decimal;
use std::fmt::{self, Write};

/// A JSON value. An object keeps its keys in order (a key given twice keeps its last value).
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    /// A number written without fraction or exponent that fits an `i64`: counts and indices,
    /// which must not be read from `1.5` or `1e2`.
    Integer(i64),
    Number(f64),
    String(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

static NULL: Value = Value::Null;

/// Nesting deeper than this is refused, so hostile input cannot overflow the stack (serde_json's
/// limit too).
const MAX_DEPTH: usize = 128;

impl Value {
    /// An object from its fields, in the order given.
    pub fn object<const N: usize>(fields: [(&str, Value); N]) -> Value {
        Value::Object(fields.into_iter().map(|(k, v)| (k.to_owned(), v)).collect())
    }

    /// Adds a field at the end of an object (a builder step).
    pub fn with(mut self, key: &str, value: impl Into<Value>) -> Value {
        if let Value::Object(fields) = &mut self {
            fields.push((key.to_owned(), value.into()));
        }
        self
    }

    /// Adds a field only when there is a value: an optional field that is not set is left out.
    pub fn with_some<T: Into<Value>>(self, key: &str, value: Option<T>) -> Value {
        match value {
            Some(v) => self.with(key, v),
            None => self,
        }
    }

    /// The value of `key` in an object (`None` for another kind of value or a missing key).
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(fields) => fields.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// Takes `key` out of an object.
    pub fn remove(&mut self, key: &str) -> Option<Value> {
        let Value::Object(fields) = self else { return None };
        let i = fields.iter().rposition(|(k, _)| k == key)?;
        let (_, v) = fields.remove(i);
        fields.retain(|(k, _)| k != key);
        Some(v)
    }

    /// Sets `key` in an object, in place if it is there, else at the end.
    pub fn insert(&mut self, key: &str, value: Value) {
        if let Value::Object(fields) = self {
            match fields.iter_mut().find(|(k, _)| k == key) {
                Some((_, v)) => *v = value,
                None => fields.push((key.to_owned(), value)),
            }
        }
    }

    /// Orders every object's keys, deepest first: the order serde_json's own maps wrote, which
    /// the saved game and the arbiter's outcome keep.
    pub fn sort_keys(&mut self) {
        match self {
            Value::Array(items) => items.iter_mut().for_each(Value::sort_keys),
            Value::Object(fields) => {
                fields.iter_mut().for_each(|(_, v)| v.sort_keys());
                fields.sort_by(|a, b| a.0.cmp(&b.0));
            }
            _ => {}
        }
    }

    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }

    pub fn is_string(&self) -> bool {
        matches!(self, Value::String(_))
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// Any number.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Integer(n) => Some(*n as f64),
            Value::Number(x) => Some(*x),
            _ => None,
        }
    }

    /// An integer written as one (not `1.0`).
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::Integer(n) => Some(*n),
            _ => None,
        }
    }

    pub fn as_u64(&self) -> Option<u64> {
        self.as_i64().and_then(|n| u64::try_from(n).ok())
    }

    pub fn as_array(&self) -> Option<&Vec<Value>> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    /// What kind of value this is, for an error message.
    pub fn kind(&self) -> String {
        match self {
            Value::Null => "null".into(),
            Value::Bool(b) => format!("{b}"),
            Value::Integer(_) | Value::Number(_) => format!("the number {self}"),
            Value::String(s) => format!("the string {}", Value::String(s.chars().take(40).collect())),
            Value::Array(_) => "a list".into(),
            Value::Object(_) => "an object".into(),
        }
    }

    /// Indented by two spaces, one field or item per line (the score's JSON export).
    pub fn pretty(&self) -> String {
        let mut out = String::new();
        write_value(&mut out, self, Some(0));
        out
    }
}

/// `value["key"]`: the field, or null when there is none (as serde_json's `Value` reads).
impl std::ops::Index<&str> for Value {
    type Output = Value;
    fn index(&self, key: &str) -> &Value {
        self.get(key).unwrap_or(&NULL)
    }
}

/// `value[i]`: the item, or null when there is none.
impl std::ops::Index<usize> for Value {
    type Output = Value;
    fn index(&self, i: usize) -> &Value {
        match self {
            Value::Array(items) => items.get(i).unwrap_or(&NULL),
            _ => &NULL,
        }
    }
}

impl PartialEq<&str> for Value {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == Some(*other)
    }
}

impl PartialEq<i64> for Value {
    fn eq(&self, other: &i64) -> bool {
        self.as_f64() == Some(*other as f64)
    }
}

impl PartialEq<f64> for Value {
    fn eq(&self, other: &f64) -> bool {
        self.as_f64() == Some(*other)
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b)
    }
}

impl From<f64> for Value {
    fn from(x: f64) -> Value {
        Value::Number(x)
    }
}

impl From<i64> for Value {
    fn from(n: i64) -> Value {
        Value::Integer(n)
    }
}

impl From<u64> for Value {
    fn from(n: u64) -> Value {
        i64::try_from(n).map_or(Value::Number(n as f64), Value::Integer)
    }
}

impl From<u32> for Value {
    fn from(n: u32) -> Value {
        Value::Integer(n.into())
    }
}

impl From<u8> for Value {
    fn from(n: u8) -> Value {
        Value::Integer(n.into())
    }
}

impl From<usize> for Value {
    fn from(n: usize) -> Value {
        i64::try_from(n).map_or(Value::Number(n as f64), Value::Integer)
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::String(s.to_owned())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::String(s)
    }
}

impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(o: Option<T>) -> Value {
        o.map_or(Value::Null, Into::into)
    }
}

impl<T: Into<Value>> From<Vec<T>> for Value {
    fn from(items: Vec<T>) -> Value {
        Value::Array(items.into_iter().map(Into::into).collect())
    }
}

impl FromIterator<Value> for Value {
    fn from_iter<I: IntoIterator<Item = Value>>(items: I) -> Value {
        Value::Array(items.into_iter().collect())
    }
}

/// Compact: no spaces, as serde_json's `to_string`.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        write_value(&mut out, self, None);
        f.write_str(&out)
    }
}

/// Writes `value`; `indent` is the current depth when pretty, `None` when compact.
fn write_value(out: &mut String, value: &Value, indent: Option<usize>) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Integer(n) => {
            let _ = write!(out, "{n}");
        }
        Value::Number(x) => write_number(out, *x),
        Value::String(s) => write_string(out, s),
        Value::Array(items) => {
            write_list(out, '[', ']', items, indent, write_value);
        }
        Value::Object(fields) => write_list(out, '{', '}', fields, indent, |out, (k, v), inner| {
            write_string(out, k);
            out.push_str(if inner.is_some() { ": " } else { ":" });
            write_value(out, v, inner);
        }),
    }
}

fn write_list<T>(
    out: &mut String,
    open: char,
    close: char,
    items: &[T],
    indent: Option<usize>,
    write_item: impl Fn(&mut String, &T, Option<usize>),
) {
    out.push(open);
    let inner = indent.map(|d| d + 1);
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        if let Some(d) = inner {
            out.push('\n');
            out.push_str(&"  ".repeat(d));
        }
        write_item(out, item, inner);
    }
    if let (Some(d), false) = (indent, items.is_empty()) {
        out.push('\n');
        out.push_str(&"  ".repeat(d));
    }
    out.push(close);
}

/// The shortest digits that read back as `x` (Rust's `{:e}`), laid out as serde_json did: plain
/// for exponents -5..=15 with `.0` on whole numbers, else `1.5e-7` / `1e+16`. Not finite: `null`.
fn write_number(out: &mut String, x: f64) {
    if !x.is_finite() {
        out.push_str("null");
        return;
    }
    let (digits, exp) = decimal::shortest(x);
    if x.is_sign_negative() {
        out.push('-');
    }
    if (-5..=15).contains(&exp) {
        if exp < 0 {
            out.push_str("0.");
            out.push_str(&"0".repeat((-exp - 1) as usize));
            out.push_str(&digits);
        } else {
            let whole = exp as usize + 1;
            if digits.len() <= whole {
                out.push_str(&digits);
                out.push_str(&"0".repeat(whole - digits.len()));
                out.push_str(".0");
            } else {
                out.push_str(&digits[..whole]);
                out.push('.');
                out.push_str(&digits[whole..]);
            }
        }
    } else {
        out.push_str(&digits[..1]);
        if digits.len() > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        let _ = write!(out, "e{}{}", if exp < 0 { '-' } else { '+' }, exp.abs());
    }
}

fn write_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if c < ' ' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Text that is not JSON: what was expected, and where (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsonError {
    pub message: String,
    pub line: usize,
    pub column: usize,
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at line {} column {}", self.message, self.line, self.column)
    }
}

impl std::error::Error for JsonError {}

/// Reads one JSON value; only whitespace may follow it.
pub fn parse(text: &str) -> Result<Value, JsonError> {
    let mut p = JsonParser { text, at: 0 };
    let value = p.value(0)?;
    p.skip_space();
    if p.at < text.len() {
        return Err(p.error("the JSON value ends here, but more text follows"));
    }
    Ok(value)
}

fn object_is_empty(object: &Value) -> bool {
    matches!(object, Value::Object(fields) if fields.is_empty())
}

struct JsonParser<'a> {
    text: &'a str,
    /// Byte offset of the next character.
    at: usize,
}

impl JsonParser<'_> {
    fn error(&self, message: impl Into<String>) -> JsonError {
        let before = &self.text[..self.at.min(self.text.len())];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        JsonError { message: message.into(), line, column }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// Consumes `c` after any whitespace, or says what was expected instead.
    fn expect(&mut self, c: u8, expected: &str) -> Result<(), JsonError> {
        self.skip_space();
        if self.peek() == Some(c) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.unexpected(expected))
        }
    }

    fn unexpected(&self, expected: &str) -> JsonError {
        match self.text[self.at..].chars().next() {
            None => self.error(format!("expected {expected}, but the text ends")),
            Some(c) => self.error(format!("expected {expected}, found {c:?}")),
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, JsonError> {
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
                    if self.text[self.at..].starts_with(word) {
                        self.at += word.len();
                        return Ok(value);
                    }
                }
                Err(self.unexpected("a value (an object, a list, a string, a number, true, false or null)"))
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.at += 1;
        let mut object = Value::Object(Vec::new());
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.at += 1;
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
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(object);
                }
                _ => return Err(self.unexpected("',' or '}' after a field")),
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.at += 1;
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.at += 1;
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
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(self.unexpected("',' or ']' after an item")),
            }
        }
    }

    /// A string, at its opening quote.
    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1;
        let mut s = String::new();
        loop {
            let rest = &self.text[self.at..];
            let plain = rest.find(|c: char| c == '"' || c == '\\' || c < ' ').unwrap_or(rest.len());
            s.push_str(&rest[..plain]);
            self.at += plain;
            match self.peek() {
                None => return Err(self.error("the string is not closed: expected '\"'")),
                Some(b'"') => {
                    self.at += 1;
                    return Ok(s);
                }
                Some(b'\\') => {
                    self.at += 1;
                    s.push(self.escape()?);
                }
                Some(_) => {
                    return Err(self.error("a control character in a string must be escaped (\\n, \\t, \\u0000)"));
                }
            }
        }
    }

    /// The character of an escape, after its backslash.
    fn escape(&mut self) -> Result<char, JsonError> {
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
                self.at += 1;
                let high = self.hex4()?;
                let code = match high {
                    0xD800..=0xDBFF => {
                        // A character beyond the BMP is a surrogate pair: \uD83D\uDE00.
                        if !self.text[self.at..].starts_with("\\u") {
                            return Err(self.error(
                                "a high surrogate \\uD800-\\uDBFF must be followed by a low one (\\uDC00-\\uDFFF)",
                            ));
                        }
                        self.at += 2;
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
        self.at += 1;
        Ok(c)
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let digits = self.text.get(self.at..self.at + 4).filter(|d| d.bytes().all(|b| b.is_ascii_hexdigit()));
        let code = digits
            .and_then(|d| u32::from_str_radix(d, 16).ok())
            .ok_or_else(|| self.error("expected four hex digits after \\u"))?;
        self.at += 4;
        Ok(code)
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    fn number(&mut self) -> Result<Value, JsonError> {
        let start = self.at;
        let digits = |p: &mut JsonParser| {
            let from = p.at;
            while p.peek().is_some_and(|b| b.is_ascii_digit()) {
                p.at += 1;
            }
            p.at - from
        };
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        let whole = self.at;
        let invalid = |p: &JsonParser| p.error("invalid number: expected digits, as in 12, -0.5 or 1e-3");
        match digits(self) {
            0 => return Err(invalid(self)),
            n if n > 1 && self.text.as_bytes()[whole] == b'0' => {
                return Err(self.error("invalid number: a leading zero"));
            }
            _ => {}
        }
        let mut integer = true;
        if self.peek() == Some(b'.') {
            self.at += 1;
            integer = false;
            if digits(self) == 0 {
                return Err(invalid(self));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            integer = false;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if digits(self) == 0 {
                return Err(invalid(self));
            }
        }
        let text = &self.text[start..self.at];
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

/// A JSON value that is not what a typed value needs: the field, and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldError {
    /// The value (`what`: "an event") is not an object; `found` says what it is.
    NotAnObject { what: String, found: String },
    /// A field that must be there is not.
    Missing { key: String },
    /// A field of the wrong kind: what it must be, and what it is.
    Wrong { key: String, expected: &'static str, found: String },
    /// Stored data (`what`: "the settings") in a format `version` newer than this page `reads`.
    Newer { what: &'static str, version: u64, reads: u64 },
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FieldError::NotAnObject { what, found } => write!(f, "{what} must be a JSON object, not {found}"),
            FieldError::Missing { key } => write!(f, "missing field '{key}'"),
            FieldError::Wrong { key, expected, found } => write!(f, "'{key}' must be {expected}, not {found}"),
            FieldError::Newer { what, version, reads } => write!(
                f,
                "{what} came from a newer version of the clock (format version {version}); this page reads up to version {reads}"
            ),
        }
    }
}

impl std::error::Error for FieldError {}

/// An object's fields, read one by one for a typed value. Fields it is not asked about are
/// ignored (the record's spec lets readers ignore fields they do not know); an optional field
/// may be missing or null. Each error names the field and what it must be.
pub struct Fields<'a>(&'a Value);

impl<'a> Fields<'a> {
    /// `what` names the value in the error when it is not an object ("an event").
    pub fn of(value: &'a Value, what: &str) -> Result<Fields<'a>, FieldError> {
        match value {
            Value::Object(_) => Ok(Fields(value)),
            other => Err(FieldError::NotAnObject { what: what.to_owned(), found: other.kind() }),
        }
    }

    /// The field, `None` when missing or null.
    pub fn get(&self, key: &str) -> Option<&'a Value> {
        self.0.get(key).filter(|v| !v.is_null())
    }

    /// A field that must be there (null counts as there, and then has the wrong type).
    pub fn required(&self, key: &str) -> Result<&'a Value, FieldError> {
        self.0.get(key).ok_or_else(|| FieldError::Missing { key: key.to_owned() })
    }

    pub fn string(&self, key: &str) -> Result<String, FieldError> {
        as_string(key, self.required(key)?)
    }

    pub fn optional_string(&self, key: &str) -> Result<Option<String>, FieldError> {
        self.get(key).map(|v| as_string(key, v)).transpose()
    }

    pub fn number(&self, key: &str) -> Result<f64, FieldError> {
        let v = self.required(key)?;
        v.as_f64().ok_or_else(|| wrong(key, "a number", v))
    }

    pub fn optional_integer(&self, key: &str) -> Result<Option<i64>, FieldError> {
        self.get(key).map(|v| v.as_i64().ok_or_else(|| wrong(key, "a whole number", v))).transpose()
    }

    pub fn optional_bool(&self, key: &str) -> Result<Option<bool>, FieldError> {
        self.get(key).map(|v| v.as_bool().ok_or_else(|| wrong(key, "true or false", v))).transpose()
    }
}

fn as_string(key: &str, v: &Value) -> Result<String, FieldError> {
    v.as_str().map(str::to_owned).ok_or_else(|| wrong(key, "a string", v))
}

/// "'t' must be a number, not the string \"0\"".
/// The format version of stored data `what`, `0` for a form from before versions; a version newer
/// than `reads` is refused, for a newer page to read.
pub fn stored_version(value: &Value, what: &'static str, reads: u64) -> Result<u64, FieldError> {
    match value.get("version") {
        None => Ok(0),
        Some(v) => match v.as_u64() {
            Some(version) if version <= reads => Ok(version),
            Some(version) => Err(FieldError::Newer { what, version, reads }),
            None => Err(wrong("version", "a whole number", v)),
        },
    }
}

pub fn wrong(key: &str, expected: &'static str, got: &Value) -> FieldError {
    FieldError::Wrong { key: key.to_owned(), expected, found: got.kind() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_as_serde_json_wrote_them_and_read_back_exactly() {
        let cases = [
            (0.0, "0.0"),
            (-0.0, "-0.0"),
            (30000.0, "30000.0"),
            (1000.5, "1000.5"),
            (0.00001, "0.00001"),
            (1.5e-7, "1.5e-7"),
            (1e15, "1000000000000000.0"),
            (1e16, "1e+16"),
            (1.2345678901234567e20, "1.2345678901234567e+20"),
            (-41234.5, "-41234.5"),
            (0.1 + 0.2, "0.30000000000000004"),
            (f64::NAN, "null"),
        ];
        for (x, text) in cases {
            assert_eq!(Value::Number(x).to_string(), text);
        }
        assert_eq!(Value::Integer(-5).to_string(), "-5");
        for x in [1.7e12 + 0.1, 5e-324, f64::MAX, -f64::MIN_POSITIVE, 1234.5678901234567, 123456.789e-10] {
            let back = parse(&Value::Number(x).to_string()).unwrap().as_f64().unwrap();
            assert_eq!(back.to_bits(), x.to_bits(), "{x}");
        }
    }

    #[test]
    fn integers_and_floats_stay_apart() {
        assert_eq!(parse("30000").unwrap(), Value::Integer(30000));
        assert_eq!(parse("1e2").unwrap(), Value::Number(100.0));
        assert_eq!(parse("2.0").unwrap(), Value::Number(2.0));
        assert!(parse("-0").unwrap().as_f64().unwrap().is_sign_negative());
        assert_eq!(parse("10000000000000000000").unwrap(), Value::Number(1e19));
    }

    #[test]
    fn strings_are_escaped_and_unescaped() {
        let s = "a\"\\\u{1}\u{7f}\u{2028}é\t\n\r\u{8}\u{c}😀";
        let text = Value::from(s).to_string();
        assert_eq!(text, "\"a\\\"\\\\\\u0001\u{7f}\u{2028}é\\t\\n\\r\\b\\f😀\"");
        assert_eq!(parse(&text).unwrap(), Value::from(s));
        assert_eq!(parse(r#""\ud83d\ude00 \u00e9 \/""#).unwrap(), Value::from("😀 é /"));
    }

    #[test]
    fn invalid_json_says_what_was_expected_and_where() {
        let cases = [
            ("", "expected a value", 1, 1),
            ("[1,2,]", "trailing comma", 1, 6),
            ("{\"a\":1,}", "trailing comma", 1, 8),
            ("{,}", "a field name", 1, 2),
            ("{\"a\":\n  tru}", "expected a value", 2, 3),
            ("{\"a\" 1}", "':'", 1, 6),
            ("[1 2]", "',' or ']'", 1, 4),
            ("{\"a\":1 \"b\"}", "',' or '}'", 1, 8),
            ("\"abc", "not closed", 1, 5),
            ("\"a\tb\"", "control character", 1, 3),
            ("\"\\x\"", "an escape", 1, 3),
            ("\"\\ud800\"", "low one", 1, 8),
            ("\"\\udc00\"", "low surrogate", 1, 8),
            ("\"\\u12\"", "four hex digits", 1, 4),
            ("NaN", "expected a value", 1, 1),
            ("01", "leading zero", 1, 3),
            ("1.", "invalid number", 1, 3),
            ("-", "invalid number", 1, 2),
            ("1e", "invalid number", 1, 3),
            ("1e400", "out of range", 1, 6),
            ("{} x", "more text follows", 1, 4),
            ("\u{feff}{}", "expected a value", 1, 1),
        ];
        for (text, expected, line, column) in cases {
            let e = parse(text).unwrap_err();
            assert!(e.message.contains(expected), "{text:?}: {e}");
            assert_eq!((e.line, e.column), (line, column), "{text:?}: {e}");
        }
    }

    #[test]
    fn deep_nesting_is_refused_not_a_stack_overflow() {
        let deep = "[".repeat(100_000);
        assert!(parse(&deep).unwrap_err().message.contains("128"));
        let ok = format!("{}{}", "[".repeat(128), "]".repeat(128));
        assert!(parse(&ok).is_ok());
    }

    #[test]
    fn a_repeated_key_keeps_its_last_value_and_objects_keep_their_order() {
        let v = parse(r#"{"type":"start","t":0,"type":"pause"}"#).unwrap();
        assert_eq!(v["type"], "pause");
        assert_eq!(v.to_string(), r#"{"type":"pause","t":0}"#);
    }

    #[test]
    fn pretty_is_indented_by_two_spaces() {
        let v = parse(r#"{"b":1,"a":[1.5,{}],"e":[]}"#).unwrap();
        assert_eq!(v.pretty(), "{\n  \"b\": 1,\n  \"a\": [\n    1.5,\n    {}\n  ],\n  \"e\": []\n}");
        let mut sorted = v.clone();
        sorted.sort_keys();
        assert_eq!(sorted.to_string(), r#"{"a":[1.5,{}],"b":1,"e":[]}"#);
    }

    #[test]
    fn fields_name_what_is_wrong() {
        let v = parse(r#"{"t":"0","n":null,"k":1.5}"#).unwrap();
        let f = Fields::of(&v, "an event").unwrap();
        assert_eq!(f.number("t").unwrap_err().to_string(), "'t' must be a number, not the string \"0\"");
        assert_eq!(f.string("side").unwrap_err(), FieldError::Missing { key: "side".into() });
        assert_eq!(f.string("side").unwrap_err().to_string(), "missing field 'side'");
        assert_eq!(f.optional_string("n"), Ok(None));
        assert_eq!(f.optional_integer("k").unwrap_err().to_string(), "'k' must be a whole number, not the number 1.5");
        let e = Fields::of(&Value::Array(vec![]), "an event").err().unwrap();
        assert_eq!(e.to_string(), "an event must be a JSON object, not a list");
    }
}
