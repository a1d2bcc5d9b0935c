//! JSON, as small as the page needs it: a [`Value`], a parser whose errors say what was expected
//! and where, a compact and a pretty writer, and [`Fields`] to read a typed object field by field.
//!
//! Written by hand instead of serde + serde_json, which were a quarter of the clock page's wasm.
//! The text it writes is the text serde_json wrote: integers as `2`, other numbers in shortest
//! round-trip form with a fraction or exponent (`30000.0`, `1.5e-7`, `1e+16`), so a record
//! survives save → reload bit-exactly.

mod fields;
mod parse;
mod write;

pub use fields::{FieldError, Fields, stored_version, wrong};
pub use parse::parse;
use write::write_value;

use crate::ground::decimal;
use std::fmt;

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
