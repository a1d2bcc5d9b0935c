//! Every message of the interface, in English, by the id its translations carry
//! (`assets/locales/<tag>.json`). The code names a message here and says it through
//! [`crate::ground::words`]; a test finds each id in every catalogue, with the same placeholders.
//!
//! The list begins with the page a player opens (the first part of the setup, the update and
//! recovery notices, the rulebooks' and presets' names), whose catalogues are written. The screens
//! do not say them through this list yet: on the first page that costs more bytes than its budget
//! has left (README, "Languages").

use crate::ground::words::{Message, Plural};

/// Messages (`NAME = "id" => "English"`) and the list of all of them.
macro_rules! messages {
    ($($name:ident = $id:literal => $en:literal;)+) => {
        $(pub const $name: Message = Message { id: $id, en: $en };)+
        /// Every message, for the catalogue tests.
        pub const ALL: &[Message] = &[$($name),+];
    };
}

/// Messages with a count (`NAME = "id" => "one" / "other"`, `{n}` for the count) and their list.
macro_rules! plurals {
    ($($name:ident = $id:literal => $one:literal / $other:literal;)+) => {
        $(pub const $name: Plural = Plural { id: $id, one: $one, other: $other };)+
        /// Every message with a count, for the catalogue tests.
        pub const PLURALS: &[Plural] = &[$($name),+];
    };
}

messages! {
    // The setup's first words.
    TAGLINE = "setup.tagline" => "A chess clock that knows the rules.";
    INTRO = "setup.intro" => "Choose the rulebook and a control, then Start. When a flag falls, a move is claimed illegal or a draw is claimed, the clock rules as the rulebook says and quotes the rule.";
    UPDATE_READY = "setup.update_ready" => "A new version of Fair Clock is ready.";
    UPDATE_NOW = "setup.update_now" => "Update now";
    PERSIST_GRANTED = "setup.persist_granted" => "This browser keeps the clock's saved game even when the device runs short of space.";
    PERSIST_DENIED = "setup.persist_denied" => "This browser may clear the clock's saved game when the device runs short of space: Score → Download keeps a copy of a game that matters.";
    NEWER_LEFT = "setup.newer_left" => "{what}: it is left as it is, and this page uses its defaults.";
    // The rules of the game and the language.
    LANGUAGE = "setup.language" => "Language";
    RULEBOOK = "setup.rulebook" => "Rulebook";
    FLAGS = "setup.flags" => "Flags";
    FLAGS_CLAIMED = "setup.flags_claimed" => "Players claim";
    FLAGS_CALLED = "setup.flags_called" => "Called by the clock";
    VARIATION_14H = "setup.variation_14h" => "Variation 14H (insufficient losing chances)";
    // The rest of the setup, behind a button.
    PLAYERS_REMEMBERED = "setup.players_remembered" => "Players and event: {said}";
    MORE = "setup.more" => "More options…";
    MORE_HINT = "setup.more_hint" => "Tenths, sound, speech and moves on a board; build a control or give time odds; name the players and the event; lock the clock with an arbiter's PIN; make a director's link; save a control.";
    MANUAL = "setup.manual" => "Manual";
    // The controls ready to start.
    LAST_GAME = "setup.last_game" => "Last game";
    FORGET = "setup.forget" => "Forget {name}";
    TYPE_A_CONTROL = "setup.type_a_control" => "Type a control";
    TYPED_CONTROL = "setup.typed_control" => "Custom time control";
    TYPED_EXAMPLES = "setup.typed_examples" => "3+2, 10s, 0+5, G/5;d3, 5s per move";
    START = "setup.start" => "Start";
    REVIEW = "setup.review" => "Review a game…";
    VERSION = "setup.version" => "Fair Clock {version}";
    LOADING = "setup.loading" => "Loading the clock…";
    NOT_LOADED = "setup.not_loaded" => "The clock could not be loaded ({why}). Check the connection and try again: nothing is lost.";
    LANGUAGE_UNFETCHED = "setup.language_unfetched" => "The words in {language} could not be fetched ({why}): the clock speaks English meanwhile.";
    // The presets.
    PRESET_BULLET_1 = "preset.bullet_1_0" => "Bullet 1+0";
    PRESET_BULLET_2 = "preset.bullet_2_1" => "Bullet 2+1";
    PRESET_BLITZ_3 = "preset.blitz_3_0" => "Blitz 3+0";
    PRESET_BLITZ_3_2 = "preset.blitz_3_2" => "Blitz 3+2";
    PRESET_BLITZ_5 = "preset.blitz_5_0" => "Blitz 5+0";
    PRESET_BLITZ_5_3 = "preset.blitz_5_3" => "Blitz 5+3";
    PRESET_US_DELAY = "preset.us_g5_d3" => "G/5;d3 (US)";
    PRESET_RAPID_10 = "preset.rapid_10_5" => "Rapid 10+5";
    PRESET_RAPID_15 = "preset.rapid_15_10" => "Rapid 15+10";
    PRESET_RAPID_25 = "preset.rapid_25_10" => "Rapid 25+10";
    PRESET_CLASSICAL = "preset.classical" => "Classical 90/40+30, 30+30";
    PRESET_ARMAGEDDON = "preset.armageddon" => "Armageddon 5 v 4";
    // The rulebooks, as players know them (the record keeps their ids).
    RULEBOOK_FIDE_STANDARD = "rulebook.fide-standard" => "FIDE Laws 2023 — standard";
    RULEBOOK_FIDE_RAPID = "rulebook.fide-rapid" => "FIDE Laws 2023 — rapid";
    RULEBOOK_FIDE_BLITZ = "rulebook.fide-blitz" => "FIDE Laws 2023 — blitz";
    RULEBOOK_USCF = "rulebook.uscf" => "US Chess rules, 7th edition";
    RULEBOOK_USCF_BLITZ = "rulebook.uscf-blitz" => "US Chess rules, 7th edition — blitz";
    RULEBOOK_SCHOLASTIC = "rulebook.scholastic-blitz-2004" => "National Scholastic Blitz Rules 2004";
    RULEBOOK_SPEED = "rulebook.speed-chess-2000" => "Speed Chess Rules 2000";
    RULEBOOK_BLITZ_COMMON = "rulebook.blitz-common" => "Blitz chess, common rules";
    RULEBOOK_QUICKPLAY = "rulebook.quickplay-2001" => "Quickplay finish — BCCA 2001";
    // The recovery screen a panic leaves.
    RECOVERY_LABEL = "recovery.label" => "The clock stopped";
    RECOVERY_TITLE = "recovery.title" => "The clock hit an error";
    RECOVERY_SAFE = "recovery.safe" => "Your game is safe: it was saved after every press. Restore it to play on from the last event; the time since is charged to the running clock, as a physical clock would.";
    RECOVERY_NO_GAME = "recovery.no_game" => "No game was in progress.";
    RECOVERY_RESTORE = "recovery.restore" => "Restore the game";
    RECOVERY_RELOAD = "recovery.reload" => "Reload the clock";
    RECOVERY_SET_ASIDE = "recovery.set_aside" => "Set the game aside and start again";
    RECOVERY_TO_COPY = "recovery.to_copy" => "The saved game, to copy:";
    RECOVERY_TEXT = "recovery.text" => "Saved game text";
    RECOVERY_WHAT = "recovery.what" => "What went wrong";
}

plurals! {
    UPDATE_OTHER_WINDOWS = "setup.update_other_windows"
        => "Fair Clock is open in another window, and a game there would be broken by the update: close it, then update."
        / "Fair Clock is open in {n} other windows, and a game there would be broken by the update: close them, then update.";
}
