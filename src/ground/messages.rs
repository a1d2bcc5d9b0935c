//! Every message of the interface, in English, by the id its translations carry. The code names a
//! message here and says it through [`crate::ground::words`]; a test finds each id in every
//! catalogue, with the same placeholders and every plural form.
//!
//! Two catalogues a language, so that the page a player opens fetches only its own words
//! ([`Part`]): the page's (the first part of the setup, the update and recovery notices, the
//! rulebooks' and presets' names) and the clock's (what its module says beyond them: the face,
//! the announcements, a flag's sheet and its verdicts; the panels, the score and the other
//! verdicts are still said in English, README, "Languages").

use crate::ground::words::{Message, Plural};

/// Messages (`NAME = "id" => "English"`) and the list of them (`LIST;` first).
macro_rules! messages {
    ($list:ident; $($name:ident = $id:literal => $en:literal;)+) => {
        $(pub const $name: Message = Message { id: $id, en: $en };)+
        /// These messages, for the catalogue tests.
        pub const $list: &[Message] = &[$($name),+];
    };
}

/// Messages with a count (`NAME = "id" => "one" / "other"`, `{n}` for the count) and their list.
macro_rules! plurals {
    ($list:ident; $($name:ident = $id:literal => $one:literal / $other:literal;)+) => {
        $(pub const $name: Plural = Plural { id: $id, one: $one, other: $other };)+
        /// These messages with a count, for the catalogue tests.
        pub const $list: &[Plural] = &[$($name),+];
    };
}

/// Where a message's translations are: the page's catalogue (`assets/locales/<tag>.json`,
/// fetched by the page a player opens, so kept to what it and the setup say) or the clock's
/// (`assets/locales/clock/<tag>.json`, fetched by the clock's module).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    Page,
    Clock,
}

impl Part {
    pub const ALL: [Part; 2] = [Part::Page, Part::Clock];

    /// The messages this part's catalogue translates.
    pub fn messages(self) -> &'static [Message] {
        match self {
            Part::Page => PAGE,
            Part::Clock => CLOCK,
        }
    }

    /// The messages with a count this part's catalogue translates.
    pub fn plurals(self) -> &'static [Plural] {
        match self {
            Part::Page => PAGE_PLURALS,
            Part::Clock => CLOCK_PLURALS,
        }
    }
}

messages! {
    PAGE;
    // The setup's first words.
    NEW_GAME = "setup.new_game" => "New game";
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
    PAGE_PLURALS;
    UPDATE_OTHER_WINDOWS = "setup.update_other_windows"
        => "Fair Clock is open in another window, and a game there would be broken by the update: close it, then update."
        / "Fair Clock is open in {n} other windows, and a game there would be broken by the update: close them, then update.";
}

// The clock's own words: what its module says beyond the page's.
messages! {
    CLOCK;
    // Said aloud (screens::announcements): a mark passed, both clocks, a flag.
    SAY_MARK_WHITE = "say.mark_white" => "White, {time}.";
    SAY_MARK_BLACK = "say.mark_black" => "Black, {time}.";
    SAY_CLOCKS = "say.clocks" => "White {white}. Black {black}.";
    SAY_FLAG_WHITE = "say.flag_white" => "White's flag has fallen.";
    SAY_FLAG_BLACK = "say.flag_black" => "Black's flag has fallen.";
    // Under ten seconds, with tenths ({n}: "8.4", its decimal sign the language's).
    SAY_SECONDS_TENTHS = "say.seconds_tenths" => "{n} seconds";
    // The face: its controls, each half, the status line.
    FACE = "face.label" => "Clock";
    FACE_CONTROLS = "face.controls" => "Clock controls";
    FACE_UNSAVED = "face.unsaved" => "Not saved on this device";
    FACE_PAUSE = "face.pause" => "Pause";
    FACE_RESUME = "face.resume" => "Resume";
    FACE_SAY_TIME = "face.say_time" => "Say time";
    FACE_SAY_TIME_HINT = "face.say_time_hint" => "Say both clocks (T)";
    FACE_SWAP = "face.swap" => "Swap sides";
    FACE_ARBITER = "face.arbiter" => "Arbiter";
    FACE_BOARD = "face.board" => "Board";
    FACE_SCORE = "face.score" => "Score";
    FACE_FULLSCREEN = "face.fullscreen" => "Fullscreen";
    FACE_END_GAME = "face.end_game" => "End game?";
    FACE_CANCEL = "face.cancel" => "Cancel";
    FACE_OK = "face.ok" => "OK";
    FACE_CLAIM_FLAG_WHITE = "face.claim_flag_white" => "White claims Black's flag";
    FACE_CLAIM_FLAG_BLACK = "face.claim_flag_black" => "Black claims White's flag";
    FACE_LOCKED_NEW = "face.locked_new" => "This game is locked by the arbiter: ending it for a new game needs the arbiter's PIN.";
    FACE_WHITE = "face.white" => "White";
    FACE_BLACK = "face.black" => "Black";
    // After the side's name, for screen readers: the half is the side's clock.
    FACE_CLOCK_SUFFIX = "face.clock_suffix" => " clock";
    FACE_RUNNING = "face.running" => "running";
    FACE_ADJUSTED = "face.adjusted" => "adjusted";
    FACE_MOVES = "face.moves" => "moves {n}";
    FACE_OPPONENT = "face.opponent" => "{side} {time}";
    FACE_MAIN_TIME = "face.main_time" => "main time";
    FACE_PERIOD = "face.period" => "period {n}";
    FACE_PERIOD_TO_GO = "face.period_to_go" => "period {n} · {to_go} to go";
    FACE_BYO_YOMI = "face.byo_yomi" => "byo-yomi {n} left";
    FACE_BLOCK = "face.block" => "{n} moves in block";
    FACE_DELAY = "face.delay" => "delay {n}";
    FACE_PASSED = "face.passed" => "control passed at move {move} · +{added}";
    FACE_FLAG = "face.flag" => "FLAG";
    FACE_FLAG_SECONDS_AGO = "face.flag_seconds_ago" => "FLAG {n} s ago";
    FACE_FLAG_AGO = "face.flag_ago" => "FLAG {time} ago";
    FACE_BATTERY = "face.battery" => "battery {n} % — plug in";
    STATUS_WHITE_TO_MOVE = "status.white_to_move" => "White to move: Black taps to start";
    STATUS_BLACK_TO_MOVE = "status.black_to_move" => "Black to move: White taps to start";
    STATUS_FLAG_WHITE = "status.flag_white" => "White's flag fell";
    STATUS_FLAG_BLACK = "status.flag_black" => "Black's flag fell";
    STATUS_PAUSED = "status.paused" => "Paused";
    STATUS_PAUSED_ARBITER = "status.paused_arbiter" => "Paused for the arbiter: tap Resume to play on";
    STATUS_PAUSED_CLAIM = "status.paused_claim" => "Paused for a claim: tap Resume to play on";
    // The result, as the status line says it once the game is over.
    RESULT_LINE = "result.line" => "{result} — {winner} {how} ({rule})";
    RESULT_WHITE_WINS = "result.white_wins" => "White wins";
    RESULT_BLACK_WINS = "result.black_wins" => "Black wins";
    RESULT_DRAW = "result.draw" => "Draw";
    RESULT_ON_DRAW_ODDS = "result.on_draw_odds" => "on draw odds, drawn {how}";
    HOW_FLAG = "how.flag" => "on time";
    HOW_CHECKMATE = "how.checkmate" => "by checkmate";
    HOW_STALEMATE = "how.stalemate" => "by stalemate";
    HOW_ILLEGAL_MOVE = "how.illegal_move" => "by illegal move";
    HOW_RESIGNATION = "how.resignation" => "by resignation";
    HOW_AGREEMENT = "how.agreement" => "by agreement";
    HOW_REPETITION = "how.repetition" => "by repetition";
    HOW_FIFTY_MOVES = "how.fifty_moves" => "by fifty moves";
    HOW_SEVENTY_FIVE_MOVES = "how.seventy_five_moves" => "by seventy five moves";
    HOW_FIVEFOLD = "how.fivefold" => "by fivefold";
    HOW_DEAD_POSITION = "how.dead_position" => "by dead position";
    HOW_CLAIM = "how.claim" => "by claim";
    HOW_PENALTY = "how.penalty" => "by penalty";
    // A rule quoted in a verdict, in the language of the text the app has (English).
    QUOTE = "quote.verbatim" => "{rule}: {quote}";
    QUOTE_IN_SUBSTANCE = "quote.in_substance" => "{rule}, in substance: {quote}";
    // Verdicts on a flag.
    VERDICT_FLAG_FELL_WHITE = "verdict.flag_fell_white" => "White's flag fell at {time}";
    VERDICT_FLAG_FELL_BLACK = "verdict.flag_fell_black" => "Black's flag fell at {time}";
    VERDICT_NOT_FALLEN_WHITE = "verdict.not_fallen_white" => "White's flag has not fallen: White still has {left} on the clock.";
    VERDICT_NOT_FALLEN_BLACK = "verdict.not_fallen_black" => "Black's flag has not fallen: Black still has {left} on the clock.";
    VERDICT_WINS_UNCHECKED_WHITE = "verdict.wins_unchecked_white" => "{fell}, so White wins on time. The app has no position to check White's mating material and upholds the claim as in the usual case; if White could not checkmate, an arbiter should correct the result to a draw.";
    VERDICT_WINS_UNCHECKED_BLACK = "verdict.wins_unchecked_black" => "{fell}, so Black wins on time. The app has no position to check Black's mating material and upholds the claim as in the usual case; if Black could not checkmate, an arbiter should correct the result to a draw.";
    // The flag's sheet over the face, and its questions about the pieces (ground::said).
    SHEET = "sheet.label" => "Flag";
    SHEET_CALLED_WHITE = "sheet.called_white" => "White's flag fell: the clock calls it";
    SHEET_CALLED_BLACK = "sheet.called_black" => "Black's flag fell: the clock calls it";
    SHEET_BACK = "sheet.back" => "‹ Back";
    SHEET_THINKING = "sheet.thinking" => "Working out whether the claimant can still checkmate. This can take a few seconds.";
    SHEET_CLAIM = "sheet.claim" => "Claim";
    ASK_ONLY_KING_WHITE = "ask.only_king_white" => "Does White have only a king?";
    ASK_ONLY_KING_BLACK = "ask.only_king_black" => "Does Black have only a king?";
    ASK_ONLY_MINOR_WHITE = "ask.only_minor_white" => "Does White have only a king and one knight or bishop?";
    ASK_ONLY_MINOR_BLACK = "ask.only_minor_black" => "Does Black have only a king and one knight or bishop?";
    ASK_ONLY_TWO_KNIGHTS_WHITE = "ask.only_two_knights_white" => "Does White have only a king and two knights?";
    ASK_ONLY_TWO_KNIGHTS_BLACK = "ask.only_two_knights_black" => "Does Black have only a king and two knights?";
    ASK_PAWNS_WHITE = "ask.pawns_white" => "Does White have any pawns?";
    ASK_PAWNS_BLACK = "ask.pawns_black" => "Does Black have any pawns?";
    ASK_ONLY_BISHOPS_WHITE = "ask.only_bishops_white" => "Does White have only bishops besides the king, all on squares of the colour of Black's bishop?";
    ASK_ONLY_BISHOPS_BLACK = "ask.only_bishops_black" => "Does Black have only bishops besides the king, all on squares of the colour of White's bishop?";
    ANSWER_MORE_THAN_KING = "answer.more_than_king" => "No, more than a king";
    ANSWER_ONLY_KING = "answer.only_king" => "Yes, only a king";
    ANSWER_MORE = "answer.more" => "No, more";
    ANSWER_KNIGHT = "answer.knight" => "Only a king and a knight";
    ANSWER_BISHOP = "answer.bishop" => "Only a king and a bishop";
    ANSWER_TWO_KNIGHTS = "answer.two_knights" => "Yes, only two knights";
    ANSWER_PAWNS = "answer.pawns" => "Yes, pawns";
    ANSWER_NO_PAWNS = "answer.no_pawns" => "No pawns";
    ANSWER_NO = "answer.no" => "No";
    ANSWER_SUCH_BISHOPS = "answer.such_bishops" => "Yes, only such bishops";
    // What the players' answers mean under FIDE 6.9 (rules::said).
    REASON_ONLY_KING_WHITE = "reason.only_king_white" => "White has only a king, as the players said";
    REASON_ONLY_KING_BLACK = "reason.only_king_black" => "Black has only a king, as the players said";
    REASON_MORE_THAN_MINOR_WHITE = "reason.more_than_minor_white" => "White has more than a king and one knight or bishop, as the players said, and can still checkmate";
    REASON_MORE_THAN_MINOR_BLACK = "reason.more_than_minor_black" => "Black has more than a king and one knight or bishop, as the players said, and can still checkmate";
    REASON_KNIGHT_V_KING_WHITE = "reason.knight_v_king_white" => "White has only a king and a knight against Black's lone king, as the players said, and cannot checkmate by any series of legal moves";
    REASON_KNIGHT_V_KING_BLACK = "reason.knight_v_king_black" => "Black has only a king and a knight against White's lone king, as the players said, and cannot checkmate by any series of legal moves";
    REASON_BISHOP_V_KING_WHITE = "reason.bishop_v_king_white" => "White has only a king and a bishop against Black's lone king, as the players said, and cannot checkmate by any series of legal moves";
    REASON_BISHOP_V_KING_BLACK = "reason.bishop_v_king_black" => "Black has only a king and a bishop against White's lone king, as the players said, and cannot checkmate by any series of legal moves";
    REASON_KNIGHT_V_MORE_WHITE = "reason.knight_v_more_white" => "White has a king and a knight, and Black has more than a king, as the players said: a checkmate is still possible";
    REASON_KNIGHT_V_MORE_BLACK = "reason.knight_v_more_black" => "Black has a king and a knight, and White has more than a king, as the players said: a checkmate is still possible";
    REASON_BISHOP_V_LIKE_WHITE = "reason.bishop_v_like_white" => "White has only a king and a bishop, and Black only bishops on squares of that bishop's colour, as the players said: no checkmate is possible";
    REASON_BISHOP_V_LIKE_BLACK = "reason.bishop_v_like_black" => "Black has only a king and a bishop, and White only bishops on squares of that bishop's colour, as the players said: no checkmate is possible";
    REASON_BISHOP_V_MORE_WHITE = "reason.bishop_v_more_white" => "White has a king and a bishop, and Black has more than a king and bishops of that colour, as the players said: a checkmate is still possible";
    REASON_BISHOP_V_MORE_BLACK = "reason.bishop_v_more_black" => "Black has a king and a bishop, and White has more than a king and bishops of that colour, as the players said: a checkmate is still possible";
    VERDICT_WINS_BECAUSE_WHITE = "verdict.wins_because_white" => "{fell}; {reason}, so White wins on time.";
    VERDICT_WINS_BECAUSE_BLACK = "verdict.wins_because_black" => "{fell}; {reason}, so Black wins on time.";
    VERDICT_DRAWN_BECAUSE = "verdict.drawn_because" => "{fell}, but {reason}, so the game is drawn.";
    // The clock's whole setup: the preferences, the builder, saving a control, the players, the PIN.
    PREF_TENTHS = "preferences.tenths" => "Tenths below";
    PREF_SOUND = "preferences.sound" => "Sound and vibration";
    PREF_SPEECH = "preferences.speech" => "Spoken announcements: the time at marks, a fall, the result";
    PREF_ANNOUNCE_AT = "preferences.announce_at" => "Announce at";
    PREF_MOVE_ENTRY = "preferences.move_entry" => "Enter moves on a board";
    BUILDER = "builder.label" => "Build a control";
    BUILDER_TITLE = "builder.title" => "Or build one";
    BUILDER_ODDS = "builder.odds" => "Time odds: Black's control differs";
    BUILDER_ARMAGEDDON = "builder.armageddon" => "Armageddon: a draw counts as a win for Black";
    BUILDER_START = "builder.start" => "Start custom";
    SAVE_CONTROL = "save.label" => "Save a control";
    SAVE_AS = "save.as" => "Save the typed (or else the built) control as";
    SAVE_NAME = "save.name" => "Name of the control";
    SAVE_EXAMPLE = "save.example" => "Club night";
    SAVE = "save.save" => "Save";
    SAVED_AS = "save.saved_as" => "Saved as “{name}”, beside the presets.";
    PLAYERS_OPTIONAL = "players.optional" => "Players and event (optional)";
    PLAYERS_WHITE_NAME = "players.white_name" => "White's name";
    PLAYERS_BLACK_NAME = "players.black_name" => "Black's name";
    PLAYERS_RATING = "players.rating" => "Rating";
    PLAYERS_WHITE_RATING = "players.white_rating" => "White's rating";
    PLAYERS_BLACK_RATING = "players.black_rating" => "Black's rating";
    PLAYERS_EVENT = "players.event" => "Event";
    PLAYERS_SITE = "players.site" => "Site";
    PLAYERS_ROUND = "players.round" => "Round";
    PLAYERS_BOARD = "players.board" => "Board";
    PIN_SETUP = "pin.setup" => "Arbiter's PIN (optional)";
    PIN_SETUP_NAME = "pin.setup_name" => "Arbiter's PIN at setup";
    PIN_LINKED = "pin.linked" => "The director's link locks this clock with the arbiter's PIN.";
    PIN_HINT = "pin.hint" => "With a PIN, time corrections, penalties, decisions and a new game in mid-game need it; players still claim, pause and resign. Only its hash is kept.";
    // The setup, when speech is on and the browser has no voice for the players' language.
    SPEECH_NO_VOICE = "preferences.speech_no_voice" => "This browser has no voice for {language}: the announcements are said in English.";
}

plurals! {
    CLOCK_PLURALS;
    SAY_HOURS = "say.hours" => "{n} hour" / "{n} hours";
    SAY_MINUTES = "say.minutes" => "{n} minute" / "{n} minutes";
    SAY_SECONDS = "say.seconds" => "{n} second" / "{n} seconds";
}
