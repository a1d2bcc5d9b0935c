//! What the setup keeps in storage: the players' settings, the setup memory, the browser's answer
//! on keeping them; and the first page's start, made as this screen would make it.

use crate::ground::json::{self, FieldError};
use crate::ground::messages as m;
use crate::ground::record::Record;
use crate::ground::words::{say, say_with};
use crate::platform::storage;
use crate::protocol::handover::{Chosen, FirstSetup};
use crate::screens::setup_form::{Choice, SetupError, SetupForm};
use crate::session::settings::{self, Settings};
use crate::session::setup_memory::{self, SetupMemory};
use std::cell::RefCell;

/// A saved game that could not be restored: why, its text, and the key it was copied aside
/// under (`None`: it could not be — storage is full — and it is left where it was).
#[derive(Clone, Debug)]
pub struct Unreadable {
    pub message: String,
    pub text: String,
    pub kept_as: Option<String>,
}

/// The players' settings as stored (the clock's, or the setup page's before it), or the defaults.
pub fn stored_settings() -> Settings {
    storage::read(storage::SETTINGS)
        .and_then(|t| json::parse(&t).ok())
        .and_then(|v| Settings::from_value(&v).ok())
        .unwrap_or_default()
}

/// Stores the players' settings, where the other module of the page reads them; never over a
/// newer version's.
pub fn store_settings(settings: &Settings) {
    if newer_stored(storage::SETTINGS, settings::WHAT, settings::VERSION).is_none() {
        // A convenience: a refused write is the game's to report, not the settings'.
        let _ = storage::write(storage::SETTINGS, &settings.to_value().to_string());
    }
}

/// Why the text under `key` is left as it is: it came from a newer version of the clock (a phone
/// that had a newer build, then an older one), which will read it again. This page uses its
/// defaults meanwhile.
fn newer_stored(key: &str, what: &'static str, reads: u64) -> Option<FieldError> {
    let value = json::parse(&storage::read(key)?).ok()?;
    json::stored_version(&value, what, reads).err().filter(|e| matches!(e, FieldError::Newer { .. }))
}

/// What the players are told when stored settings or memory came from a newer version.
pub fn newer_said() -> Option<String> {
    let said: Vec<String> = [
        newer_stored(storage::SETTINGS, settings::WHAT, settings::VERSION),
        newer_stored(storage::SETUP, setup_memory::WHAT, setup_memory::VERSION),
    ]
    .into_iter()
    .flatten()
    .map(|e| say_with(&m::NEWER_LEFT, &[("what", &e.to_string())]))
    .collect();
    (!said.is_empty()).then(|| said.join(" "))
}

/// What the players are told of the browser's answer when it was asked to keep the saved game.
pub fn persistence_said(granted: bool) -> &'static str {
    say(if granted { &m::PERSIST_GRANTED } else { &m::PERSIST_DENIED })
}

/// The browser's answer on keeping storage (asked when a game starts), the first time the setup
/// screen shows after it: said once, then marked said.
pub fn persistence_to_say() -> Option<&'static str> {
    let granted = match storage::read(storage::PERSIST)?.as_str() {
        "granted" => true,
        "denied" => false,
        _ => return None,
    };
    storage::write(storage::PERSIST, if granted { "granted, said" } else { "denied, said" }).ok()?;
    Some(persistence_said(granted))
}

/// The setup memory as stored, or the default one.
pub fn remembered() -> SetupMemory {
    storage::read(storage::SETUP).map(|t| SetupMemory::from_json(&t)).unwrap_or_default()
}

/// Stores the setup memory, never over a newer version's.
pub fn keep(memory: &SetupMemory) {
    if newer_stored(storage::SETUP, setup_memory::WHAT, setup_memory::VERSION).is_none() {
        let _ = storage::write(storage::SETUP, &memory.to_value().to_string());
    }
}

thread_local! {
    /// The form behind the first page's starts: a warning it gave stands for the same start again.
    static FIRST_FORM: RefCell<Option<SetupForm>> = const { RefCell::new(None) };
}

/// Starts the game the first page chose (`first.start`), as this screen would: the new game's
/// record, with the memory kept for the next setup; or why not, in a player's words.
pub fn first_start(first: &FirstSetup) -> Result<Record, String> {
    let mut memory = remembered();
    let choice = match first.start.as_ref().ok_or("No control was chosen.")? {
        Chosen::Preset(i) => Choice::Preset(*i),
        Chosen::Last => Choice::Last,
        Chosen::Typed => Choice::Typed,
        Chosen::Saved(name) => {
            let at = memory.saved.iter().position(|n| n.name == *name);
            Choice::Saved(at.ok_or_else(|| SetupError::Gone.to_string())?)
        }
    };
    FIRST_FORM.with(|kept| {
        let mut kept = kept.borrow_mut();
        // The first page has no PIN and no director's link: the form needs no salt.
        let form = kept.get_or_insert_with(|| SetupForm::remembering(&memory));
        form.rulebook = first.rules;
        form.variation_14h = first.variation_14h;
        form.typed = first.typed.clone();
        let record = form.begin(choice, &mut memory).map_err(|e| e.to_string())?;
        keep(&memory);
        Ok(record)
    })
}
