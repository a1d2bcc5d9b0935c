//! The arbiter's lock: a PIN an arbiter sets at setup (or a director's link carries) that the
//! clock's corrections, penalties, decisions and a new game in mid-game ask for. The record keeps
//! only a salted, stretched hash of it (`"lock": {"salt": …, "hash": …}`, an extension of the
//! record's spec), so a player who reads the record or the link does not read the PIN; and every
//! PIN typed on a locked clock, right or wrong, is recorded with its instant ([`PinEntry`], the
//! `"pins"` of the event recorded next).
//!
//! What a hash can and cannot do: a four-digit PIN has 10,000 values, and anyone with the link
//! and a computer can try them all; the stretching (PBKDF2, [`ROUNDS`] rounds) makes that minutes,
//! not a glance. The lock keeps the display from being changed by a simple manipulation at the
//! board, as FIDE's equipment standard asks; it is not a safe.

use crate::ground::json::{self, FieldError, Fields, Value};
use crate::ground::messages as m;
use crate::ground::words::say_with;
use std::fmt;

/// PBKDF2-HMAC-SHA256 rounds: a few milliseconds on a phone for the one right PIN, a cost for
/// every guess.
pub const ROUNDS: u32 = 4_096;

/// The fewest characters a PIN has.
pub const SHORTEST: usize = 4;
/// The most characters a PIN has.
pub const LONGEST: usize = 12;

/// A PIN kept as its salted hash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lock {
    /// Random, per lock: the same PIN hashes differently on every clock.
    pub salt: String,
    /// Hex of PBKDF2-HMAC-SHA256(PIN, salt, [`ROUNDS`]), 16 bytes.
    pub hash: String,
}

/// A PIN that cannot lock the clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PinError {
    TooShort,
    TooLong,
}

impl fmt::Display for PinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PinError::TooShort => f.write_str(&say_with(&m::PIN_TOO_SHORT, &[("n", &SHORTEST.to_string())])),
            PinError::TooLong => f.write_str(&say_with(&m::PIN_TOO_LONG, &[("n", &LONGEST.to_string())])),
        }
    }
}

impl std::error::Error for PinError {}

fn hash(pin: &str, salt: &str) -> String {
    let mut out = [0u8; 16];
    pbkdf2::pbkdf2_hmac::<sha2::Sha256>(pin.trim().as_bytes(), salt.as_bytes(), ROUNDS, &mut out);
    out.iter().map(|b| format!("{b:02x}")).collect()
}

impl Lock {
    /// A lock opened by `pin` (spaces around it do not count), hashed with `salt`.
    pub fn new(pin: &str, salt: &str) -> Result<Lock, PinError> {
        let length = pin.trim().chars().count();
        if length < SHORTEST {
            return Err(PinError::TooShort);
        }
        if length > LONGEST {
            return Err(PinError::TooLong);
        }
        Ok(Lock { salt: salt.to_owned(), hash: hash(pin, salt) })
    }

    /// Whether `pin` opens the lock.
    pub fn admits(&self, pin: &str) -> bool {
        let length = pin.trim().chars().count();
        (SHORTEST..=LONGEST).contains(&length) && hash(pin, &self.salt) == self.hash
    }

    pub fn from_value(value: &Value) -> Result<Lock, FieldError> {
        let f = Fields::of(value, "'lock'")?;
        let (salt, hash) = (f.string("salt")?, f.string("hash")?);
        if hash.len() != 32 || !hash.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(json::wrong("hash", "32 hexadecimal digits", f.required("hash")?));
        }
        Ok(Lock { salt, hash: hash.to_ascii_lowercase() })
    }

    pub fn to_value(&self) -> Value {
        Value::object([("salt", self.salt.as_str().into()), ("hash", self.hash.as_str().into())])
    }
}

/// A PIN typed on a locked clock: when, and whether it was the right one (an unlock).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PinEntry {
    pub t: f64,
    pub right: bool,
}

impl PinEntry {
    pub fn from_value(value: &Value) -> Result<PinEntry, FieldError> {
        let f = Fields::of(value, "a PIN entry")?;
        let v = f.required("right")?;
        let right = v.as_bool().ok_or_else(|| json::wrong("right", "true or false", v))?;
        Ok(PinEntry { t: f.number("t")?, right })
    }

    pub fn to_value(self) -> Value {
        Value::object([("t", self.t.into()), ("right", self.right.into())])
    }
}

/// How long the clock waits, after the last of `wrong` wrong PINs in a row, before it takes
/// another: 1 s after the first, doubling, at most a minute — a guess a minute, not a race.
pub fn wait_ms(wrong: usize) -> f64 {
    if wrong == 0 {
        return 0.0;
    }
    let doublings = (wrong - 1).min(6) as i32;
    (1000.0 * 2f64.powi(doublings)).min(60_000.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_right_pin_opens_and_no_other() {
        let lock = Lock::new("2468", "a1b2c3").unwrap();
        assert!(lock.admits("2468"));
        assert!(lock.admits(" 2468 "), "spaces around a PIN do not count");
        for wrong in ["2467", "24680", "", "8642"] {
            assert!(!lock.admits(wrong), "{wrong}");
        }
        assert!(!lock.hash.contains("2468"), "the PIN is not in the hash");
        assert_ne!(Lock::new("2468", "ffff").unwrap().hash, lock.hash, "the salt changes the hash");
    }

    #[test]
    fn a_pin_too_short_or_too_long_is_refused_in_words() {
        assert_eq!(Lock::new("123", "s"), Err(PinError::TooShort));
        assert_eq!(Lock::new("1234567890123", "s"), Err(PinError::TooLong));
        assert!(PinError::TooShort.to_string().contains("at least 4"));
    }

    #[test]
    fn the_lock_and_its_entries_read_back_from_json() {
        let lock = Lock::new("2468", "a1b2c3").unwrap();
        assert_eq!(Lock::from_value(&lock.to_value()), Ok(lock));
        let bad = json::parse(r#"{"salt": "a", "hash": "2468"}"#).unwrap();
        assert!(Lock::from_value(&bad).unwrap_err().to_string().contains("32 hexadecimal digits"));
        let entry = PinEntry { t: 1500.5, right: false };
        assert_eq!(PinEntry::from_value(&entry.to_value()), Ok(entry));
        assert!(PinEntry::from_value(&json::parse(r#"{"t": 1}"#).unwrap()).is_err());
    }

    #[test]
    fn wrong_pins_in_a_row_wait_longer_each_time_up_to_a_minute() {
        let waits: Vec<f64> = (0..=9).map(wait_ms).collect();
        assert_eq!(waits, [0.0, 1000.0, 2000.0, 4000.0, 8000.0, 16_000.0, 32_000.0, 60_000.0, 60_000.0, 60_000.0]);
    }
}
