//! Reading a typed object field by field, with errors that name the field.

use super::*;

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
