//! Every message of the interface, in English, by the id its translations carry. The code names a
//! message here and says it through [`crate::ground::words`]; a test finds each id in every
//! catalogue, with the same placeholders and every plural form.
//!
//! Two catalogues a language, so that the page a player opens fetches only its own words
//! ([`Part`]): the page's (the first part of the setup, the update and recovery notices, the
//! rulebooks' and presets' names) and the clock's (what its module and the arbiter's desk say
//! beyond them: the rest of the setup, the face, the announcements, the panels, dialogs,
//! verdicts and the score sheet).

use crate::ground::words::{Message, Plural, Sided};

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

/// The messages said of one side (`NAME = WHITE / BLACK;`), picked by the side they are said of:
/// `say(m::FLAG_FELL.of(side))`, never a pair chosen by hand at each call.
macro_rules! sided {
    ($kind:ty; $($name:ident = $white:ident / $black:ident;)+) => {
        $(pub const $name: Sided<$kind> = Sided { white: $white, black: $black };)+
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
    // The first face, which the page runs from Start until the clock arrives (screens::first_face),
    // and the face's words it shares with the clock's.
    FIRST_FACE_ON_ITS_WAY = "first_face.on_its_way" => "The rest of the clock is on its way: pause, claims and the arbiter come with it.";
    FIRST_FACE_VERDICT_FOLLOWS = "first_face.verdict_follows" => "{flag} at its instant: the verdict follows as soon as the rules arrive.";
    FIRST_FACE_UNFETCHED = "first_face.unfetched" => "The rest of the clock could not be fetched ({why}): it is asked for again every few seconds, and the game goes on.";
    FACE_SWAP = "face.swap" => "Swap sides";
    FACE = "face.label" => "Clock";
    FACE_CONTROLS = "face.controls" => "Clock controls";
    FACE_CLOCK_SUFFIX = "face.clock_suffix" => " clock";
    FACE_RUNNING = "face.running" => "running";
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
    STATUS_WHITE_TO_MOVE = "status.white_to_move" => "White to move: Black taps to start";
    STATUS_BLACK_TO_MOVE = "status.black_to_move" => "Black to move: White taps to start";
    STATUS_FLAG_WHITE = "status.flag_white" => "White's flag fell";
    STATUS_FLAG_BLACK = "status.flag_black" => "Black's flag fell";
    STATUS_BOTH_FLAGS_WHITE = "status.both_flags_white" => "Both flags fell, White's first";
    STATUS_BOTH_FLAGS_BLACK = "status.both_flags_black" => "Both flags fell, Black's first";
    // The presets.
    PRESET_BULLET_1 = "preset.bullet_1_0" => "Bullet 1+0";
    PRESET_BULLET_2 = "preset.bullet_2_1" => "Bullet 2+1";
    PRESET_BLITZ_3 = "preset.blitz_3_0" => "Blitz 3+0";
    PRESET_BLITZ_3_2 = "preset.blitz_3_2" => "Blitz 3+2";
    PRESET_BLITZ_5 = "preset.blitz_5_0" => "Blitz 5+0";
    PRESET_BLITZ_5_3 = "preset.blitz_5_3" => "Blitz 5+3";
    PRESET_US_DELAY = "preset.us_g5_d3" => "G/5;d3 (US)";
    PRESET_COUNT_UP = "preset.count_up" => "Count-up (no limit)";
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
    // A game's heading (ground::heading): who plays and the occasion, said on the setup too.
    FACE_WHITE = "face.white" => "White";
    FACE_BLACK = "face.black" => "Black";
    PLAYERS_ROUND_N = "players.round_n" => "Round {round}";
    PLAYERS_BOARD_N = "players.board_n" => "Board {board}";
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
    FACE_UNSAVED = "face.unsaved" => "Not saved on this device";
    FACE_PAUSE = "face.pause" => "Pause";
    FACE_RESUME = "face.resume" => "Resume";
    FACE_SAY_TIME = "face.say_time" => "Say time";
    FACE_SAY_TIME_HINT = "face.say_time_hint" => "Say both clocks (T)";
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
    // After the side's name, for screen readers: the half is the side's clock.
    FACE_ADJUSTED = "face.adjusted" => "adjusted";
    FACE_LOW_TIME = "face.low_time" => "low time";
    FACE_FLAG_SECONDS_AGO = "face.flag_seconds_ago" => "FLAG {n} s ago";
    FACE_FLAG_AGO = "face.flag_ago" => "FLAG {time} ago";
    FACE_BATTERY = "face.battery" => "battery {n} % — plug in";
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
    // The same where the both-flags sentences place it, mostly within a sentence (after a colon, in
    // brackets): not capitalised there in the languages that capitalise a sentence's first word.
    VERDICT_FLAG_FELL_WITHIN_WHITE = "verdict.flag_fell_within_white" => "White's flag fell at {time}";
    VERDICT_FLAG_FELL_WITHIN_BLACK = "verdict.flag_fell_within_black" => "Black's flag fell at {time}";
    VERDICT_NOT_FALLEN_WHITE = "verdict.not_fallen_white" => "White's flag has not fallen: White still has {left} on the clock.";
    VERDICT_NOT_FALLEN_BLACK = "verdict.not_fallen_black" => "Black's flag has not fallen: Black still has {left} on the clock.";
    VERDICT_WINS_UNCHECKED_WHITE = "verdict.wins_unchecked_white" => "{fell}, so White wins on time. The app has no position to check White's mating material and upholds the claim as in the usual case; if White could not checkmate, an arbiter should correct the result to a draw.";
    VERDICT_WINS_UNCHECKED_BLACK = "verdict.wins_unchecked_black" => "{fell}, so Black wins on time. The app has no position to check Black's mating material and upholds the claim as in the usual case; if Black could not checkmate, an arbiter should correct the result to a draw.";
    // The flag's sheet over the face, and its questions about the pieces (ground::answers).
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
    // What the players' answers mean under FIDE 6.9 (rules::questions).
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
    PREF_SOUND = "preferences.sound" => "Sound";
    PREF_SPEECH = "preferences.speech" => "Spoken announcements: the time at marks, a fall, the result";
    PREF_ANNOUNCE_AT = "preferences.announce_at" => "Announce at";
    PREF_MOVE_ENTRY = "preferences.move_entry" => "Enter moves on a board";
    PREF_HAPTIC = "preferences.haptic" => "Vibration";
    PREF_LOW_WARNING = "preferences.low_warning" => "Low-time warning";
    LOW_AT_TENTHS = "preferences.low_at_tenths" => "When the tenths show";
    LOW_AT_SECONDS = "preferences.low_at_seconds" => "At {n} s left";
    LOW_AT_PERCENT = "preferences.low_at_percent" => "At {n} % of the time left";
    PREF_LOOK = "preferences.look" => "Face";
    LOOK_STANDARD = "preferences.look_standard" => "Standard colours";
    // Short: a select shows its choice whole at 320 px.
    LOOK_BLACK = "preferences.look_black" => "True black (OLED)";
    LOOK_DIM = "preferences.look_dim" => "Dimmed (dark rooms)";
    PREF_KEYS_HINT = "preferences.keys_hint" => "Keys and pedals: Space or Enter presses the clock of the side to move; left Shift, Page Up, ↑ and ← the top (left) half; right Shift, Page Down, ↓ and → the bottom (right) half.";
    PREF_KEY_FAR = "preferences.key_far" => "Top (left) half's own key: {key}";
    PREF_KEY_NEAR = "preferences.key_near" => "Bottom (right) half's own key: {key}";
    PREF_KEY_NONE = "preferences.key_none" => "none";
    PREF_KEY_WAITING = "preferences.key_waiting" => "Press the key or pedal for this half now (Esc: unchanged)";
    PREF_KEY_CLEAR = "preferences.key_clear" => "Clear";
    PREF_KEY_UNKNOWN = "preferences.key_unknown" => "That key ({key}) cannot press a half: choose another.";
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
    // The page's other windows and the arbiter's PIN field.
    ELSEWHERE = "elsewhere.label" => "Open in another window";
    ELSEWHERE_TEXT = "elsewhere.text" => "The clock is in use in another window. This one shows its game as it goes and takes no presses.";
    ELSEWHERE_CONTINUE = "elsewhere.continue" => "Continue here";
    PIN = "pin.label" => "Arbiter's PIN";
    PIN_UNLOCK = "pin.unlock" => "Unlock";
    PIN_NO_LOCK = "pin.no_lock" => "This game has no arbiter's PIN.";
    PIN_TOO_SOON = "pin.too_soon" => "Wait {s} s before the next try.";
    CLOSE = "desk.close" => "Close";
    // The arbiter's desk (its own module installs the clock's catalogue too): opening it.
    DESK = "desk.label" => "Desk";
    DESK_OPENING = "desk.opening" => "Opening…";
    DESK_UNREACHABLE = "desk.unreachable" => "The arbiter's desk cannot be opened: {why}. The clock is not affected.";
    // The arbiter's panel.
    PANEL_PAUSED = "panel.paused" => "The clocks are paused while the arbiter's panel is open. They run again when a player taps Resume.";
    PANEL_UNLOCKED = "panel.unlocked" => "Unlocked by the arbiter's PIN until this panel closes.";
    PANEL_LOCKED = "panel.locked" => "Locked by the arbiter. Players can claim, resign, agree a draw and resume; time corrections, penalties and decisions need the arbiter's PIN.";
    PANEL_LOCKED_TAP = "panel.locked_tap" => "Locked: the arbiter's PIN opens corrections and penalties.";
    PANEL_PLAYER = "panel.player" => "Player";
    PANEL_TIME = "panel.time" => "Time ± (− takes)";
    PANEL_TIME_NAME = "panel.time_name" => "Time to add";
    PANEL_UNIT = "panel.unit" => "Unit";
    PANEL_SECONDS = "panel.seconds" => "seconds";
    PANEL_MINUTES = "panel.minutes" => "minutes";
    PANEL_MOVES = "panel.moves" => "Moves ±";
    PANEL_MOVES_NAME = "panel.moves_name" => "Moves to add";
    PANEL_ADJUST = "panel.adjust" => "Adjust…";
    PANEL_CONFIRM = "panel.confirm" => "Confirm";
    PANEL_PENALTIES = "panel.penalties" => "Penalties";
    PANEL_RESIGNS_WHITE = "panel.resigns_white" => "White resigns…";
    PANEL_RESIGNS_BLACK = "panel.resigns_black" => "Black resigns…";
    PANEL_DRAW_AGREED = "panel.draw_agreed" => "Draw agreed…";
    PANEL_CLAIM = "panel.claim" => "Claim…";
    PANEL_WAITING = "panel.waiting" => "Waiting for a decision — {claim}";
    PANEL_CLAIM_OF_WHITE = "panel.claim_of_white" => "White's claim: {claim}";
    PANEL_CLAIM_OF_BLACK = "panel.claim_of_black" => "Black's claim: {claim}";
    PANEL_DECIDE = "panel.decide" => "Decide…";
    PANEL_RESUME = "panel.resume" => "Resume play";
    PANEL_NOT_POSSIBLE = "panel.not_possible" => "Not possible: {why}";
    PANEL_RECORDED = "panel.recorded" => "Recorded: {what}";
    PANEL_NOT_RECORDED = "panel.not_recorded" => "Not recorded: {why}";
    // An adjustment typed wrong (screens::adjustment).
    ADJUST_NOT_SECONDS = "adjust.not_seconds" => "'{amount}' is not a number of seconds: type e.g. 30 or -1.5";
    ADJUST_NOT_MINUTES = "adjust.not_minutes" => "'{amount}' is not a number of minutes: type e.g. 30 or -1.5";
    ADJUST_RANGE_SECONDS = "adjust.range_seconds" => "{amount} seconds is out of range: at most a day either way";
    ADJUST_RANGE_MINUTES = "adjust.range_minutes" => "{amount} minutes is out of range: at most a day either way";
    ADJUST_NOT_MOVES = "adjust.not_moves" => "'{moves}' is not a whole number of moves: type e.g. 1 or -1";
    ADJUST_NOTHING = "adjust.nothing" => "Nothing to adjust: type an amount of time or of moves";
    // What an action will do, before its second tap (screens::game_action).
    INFRACTION_KNOCKED_CLOCK = "infraction.knocked_clock" => "Knocked the clock";
    INFRACTION_DISPLACED_PIECES = "infraction.displaced_pieces" => "Displaced pieces";
    INFRACTION_TWO_HANDS = "infraction.two_hands" => "Two hands";
    INFRACTION_HOVER = "infraction.hover" => "Hovering";
    INFRACTION_FRIVOLOUS_STOP = "infraction.frivolous_stop" => "Frivolous stop";
    ACTION_ENDING = "action.ending" => "{result}, {pgn} ({rule})";
    ACTION_RESIGNS_WHITE = "action.resigns_white" => "White resigns: {ending}.";
    ACTION_RESIGNS_BLACK = "action.resigns_black" => "Black resigns: {ending}.";
    ACTION_DRAW_AGREED = "action.draw_agreed" => "The players agree a draw: {ending}.";
    ACTION_PENALTY_WHITE = "action.penalty_white" => "Penalty on White ({infraction}): {verdict}.";
    ACTION_PENALTY_BLACK = "action.penalty_black" => "Penalty on Black ({infraction}): {verdict}.";
    ACTION_WARNING = "action.warning" => "a warning";
    ACTION_ADD_WHITE = "action.add_white" => "Add {n} s to White's clock.";
    ACTION_ADD_BLACK = "action.add_black" => "Add {n} s to Black's clock.";
    ACTION_TAKE_WHITE = "action.take_white" => "Take {n} s from White's clock.";
    ACTION_TAKE_BLACK = "action.take_black" => "Take {n} s from Black's clock.";
    ACTION_MOVES_WHITE = "action.moves_white" => "Change White's move count by {n}.";
    ACTION_MOVES_BLACK = "action.moves_black" => "Change Black's move count by {n}.";
    // The claims, as the dialog names them (rules::claim_name).
    CLAIM_FLAG = "claim.flag" => "Flag fell";
    CLAIM_ILLEGAL_MOVE = "claim.illegal_move" => "Illegal move";
    CLAIM_THREEFOLD = "claim.threefold" => "Threefold repetition";
    CLAIM_FIFTY_MOVES = "claim.fifty_moves" => "Fifty moves";
    CLAIM_DEAD_POSITION = "claim.dead_position" => "Dead position";
    CLAIM_INSUFFICIENT_MATERIAL = "claim.insufficient_material" => "Insufficient material";
    CLAIM_MICHIGAN_TWENTY = "claim.michigan_twenty" => "Michigan twenty moves";
    CLAIM_QUEEN_V_QUEEN = "claim.queen_v_queen" => "Queen v queen";
    CLAIM_ROOK_V_ROOK = "claim.rook_v_rook" => "Rook v rook";
    CLAIM_IDENTICAL_PIECES = "claim.identical_pieces" => "Identical pieces";
    CLAIM_QUICKPLAY_FINISH = "claim.quickplay_finish" => "Quickplay finish";
    CLAIM_LOSING_CHANCES = "claim.insufficient_losing_chances" => "Insufficient losing chances";
    CLAIM_INCREMENT_REQUEST = "claim.increment_request" => "Five-second increment";
    // The claim dialog.
    DIALOG = "dialog.label" => "Claim";
    DIALOG_WHO = "dialog.who" => "Who claims?";
    DIALOG_BY_WHITE = "dialog.by_white" => "White claims";
    DIALOG_BY_BLACK = "dialog.by_black" => "Black claims";
    DIALOG_NOT_IN_RULES = "dialog.not_in_rules" => "Not in these rules ({n})";
    DIALOG_POSITION_FROM = "dialog.position_from" => "Position from";
    DIALOG_FROM_RECORDED = "dialog.from_recorded" => "Game position";
    DIALOG_FROM_PICKER = "dialog.from_picker" => "Pieces left";
    DIALOG_FROM_QUESTIONS = "dialog.from_questions" => "Questions";
    DIALOG_FROM_NOTHING = "dialog.from_nothing" => "No position";
    DIALOG_HINT_LAST_MOVE = "dialog.hint_last_move" => "The last recorded move is judged in the position before it.";
    DIALOG_HINT_RECORDED = "dialog.hint_recorded" => "The position of the recorded game is judged.";
    DIALOG_HINT_PIECES = "dialog.hint_pieces" => "Tap the pieces each side still has.";
    DIALOG_HINT_SAID = "dialog.hint_said" => "The claim is judged on what the players said of the pieces.";
    DIALOG_HINT_WITHOUT = "dialog.hint_without" => "Without a position the rules judge on the clocks alone, or leave it to the arbiter.";
    DIALOG_MAKE = "dialog.make" => "Make the claim";
    DIALOG_ANSWER_FIRST = "dialog.answer_first" => "Answer first: {question}";
    DIALOG_FEN_BEFORE = "dialog.fen_before" => "FEN of the position before the move";
    DIALOG_FEN = "dialog.fen" => "FEN of the position";
    DIALOG_MOVE = "dialog.move" => "The illegal move (SAN or UCI)";
    DIALOG_MOVE_HINT = "dialog.move_hint" => "A press without a move: type --. A pawn left unpromoted: e8 or e7e8.";
    DIALOG_THINKING = "dialog.thinking" => "Thinking…";
    DIALOG_THINKING_HINT = "dialog.thinking_hint" => "Working out whether each side can still checkmate, or force a mate. This can take a few seconds.";
    DIALOG_NO_CLAIM = "dialog.no_claim" => "No claim yet.";
    DIALOG_UNANALYSED = "dialog.unanalysed" => "The analysis could not be made ({why}); the arbiter decides.";
    // The verdict screen (screens::verdict_summary) and the arbiter's ruling.
    VERDICT_POSTPONED = "verdict.postponed" => "Decision postponed";
    VERDICT_ARBITERS = "verdict.arbiters" => "Arbiter's decision";
    VERDICT_CLOCKS = "verdict.clocks" => "Clocks";
    VERDICT_CLOCK_WHITE = "verdict.clock_white" => "White clock after the claim";
    VERDICT_CLOCK_BLACK = "verdict.clock_black" => "Black clock after the claim";
    VERDICT_ON_TIME = "verdict.on_time" => "{wins} on time";
    VERDICT_BY_ILLEGAL_MOVE = "verdict.by_illegal_move" => "{wins}: illegal move";
    VERDICT_UPHELD = "verdict.upheld" => "Claim upheld — play on";
    VERDICT_REJECTED = "verdict.rejected" => "Claim rejected — play on";
    VERDICT_ARBITER_DECIDES = "verdict.arbiter_decides" => "The arbiter decides";
    EFFECT_GETS_WHITE = "effect.gets_white" => "White gets {time} more";
    EFFECT_GETS_BLACK = "effect.gets_black" => "Black gets {time} more";
    EFFECT_LOSES_WHITE = "effect.loses_white" => "White loses {time}";
    EFFECT_LOSES_BLACK = "effect.loses_black" => "Black loses {time}";
    EFFECT_INCREMENT = "effect.increment" => "Both get +{n} s a move";
    EFFECT_GAME_OVER = "effect.game_over" => "Game over: {result}";
    EFFECT_WAITS = "effect.waits" => "Play on; the claim waits for the final result";
    EFFECT_STOPPED = "effect.stopped" => "Clocks stopped until the arbiter decides";
    EFFECT_PLAY_ON = "effect.play_on" => "Play on";
    EFFECT_MOVES_AGAIN_WHITE = "effect.moves_again_white" => "White moves again";
    EFFECT_MOVES_AGAIN_BLACK = "effect.moves_again_black" => "Black moves again";
    EFFECT_PLAY_ON_WITH = "effect.play_on_with" => "Play on: {effects}";
    RULING_LATER = "ruling.later" => "Decide later";
    RULING_PIN = "ruling.pin" => "The arbiter's ruling needs the arbiter's PIN.";
    RULING = "ruling.label" => "Decision";
    RULING_CONFIRM_LABEL = "ruling.confirm_label" => "Confirm the decision";
    RULING_RULES = "ruling.rules" => "The arbiter rules: {outcome}.";
    RULING_CONFIRM = "ruling.confirm" => "Confirm: {outcome}";
    RULING_NOT_THIS = "ruling.not_this" => "Not this";
    RULING_WAITS = "ruling.waits" => "The claim waits for the final result: decide it from the Arbiter panel later, or once a flag falls.";
    BACK_TO_CLOCK = "verdict.back_to_clock" => "Back to the clock";
    // The pieces left, tapped in the claim dialog (app::desk::picker).
    PICKER_WHITE = "picker.white" => "White: king and";
    PICKER_BLACK = "picker.black" => "Black: king and";
    PICKER_ADD_WHITE = "picker.add_white" => "Add a White {piece}";
    PICKER_ADD_BLACK = "picker.add_black" => "Add a Black {piece}";
    PICKER_REMOVE_WHITE = "picker.remove_white" => "Remove a White {piece}";
    PICKER_REMOVE_BLACK = "picker.remove_black" => "Remove a Black {piece}";
    PICKER_COUNT_WHITE = "picker.count_white" => "White {pieces}";
    PICKER_COUNT_BLACK = "picker.count_black" => "Black {pieces}";
    PIECE_LIGHT_BISHOP = "piece.light_bishop" => "light-squared bishop";
    PIECE_DARK_BISHOP = "piece.dark_bishop" => "dark-squared bishop";
    PIECES_QUEEN = "pieces.queen" => "queens";
    PIECES_ROOK = "pieces.rook" => "rooks";
    PIECES_LIGHT_BISHOP = "pieces.light_bishop" => "light-squared bishops";
    PIECES_DARK_BISHOP = "pieces.dark_bishop" => "dark-squared bishops";
    PIECES_KNIGHT = "pieces.knight" => "knights";
    PIECES_PAWN = "pieces.pawn" => "pawns";
    DRAFT_NO_FEN = "draft.no_fen" => "Paste or type a FEN first.";
    DRAFT_FEN_SHAPE = "draft.fen_shape" => "The FEN cannot be read: {problem}.";
    DRAFT_NO_MOVE = "draft.no_move" => "Name the illegal move (SAN like Kd2, or UCI like e1d2).";
    // What the page says of storage and of the desk it talks to.
    STORAGE_NOT_KEPT = "storage.not_kept" => "This device did not keep the game (its storage is switched off): a reload would lose it. Score → Download keeps a copy.";
    STORAGE_FULL = "storage.full" => "Storage is full, so the game is not saved: a reload would lose it. Free some (the browser's site data) and the next press saves it; Score → Download keeps a copy.";
    DESK_ENTRY_NOT_RECORDED = "desk.entry_not_recorded" => "The arbiter's last entry was not recorded: {why}";
    DESK_UNREADABLE = "desk.unreadable" => "The arbiter's desk sent what the page cannot read: {why}";
    DESK_OTHER_BUILD = "desk.other_build" => "{why} The clock is not affected.";
    // The move-entry board.
    BOARD_UNKNOWN = "board.unknown" => "Presses without moves: the board cannot follow this game.";
    BOARD_SQUARES = "board.squares" => "Squares";
    BOARD_PROMOTE = "board.promote" => "Promote to";
    BOARD_PROMOTE_TO = "board.promote_to" => "Promote to {piece}";
    BOARD_TAKE_BACK = "board.take_back" => "Take back";
    BOARD_NOT_KNOWN = "board.not_known" => "Position not known";
    BOARD_FINAL = "board.final" => "Final position";
    BOARD_PRESS = "board.press" => "{side}: {san} — press your clock";
    BOARD_PROMOTING = "board.promoting" => "{side}: promote to…";
    BOARD_TO_MOVE = "board.to_move" => "{side} to move";
    // A square's name for screen readers: "e4 white pawn".
    SQUARE_WHITE = "board.square_white" => "{square} white {piece}";
    SQUARE_BLACK = "board.square_black" => "{square} black {piece}";
    PIECE_KING = "piece.king" => "king";
    PIECE_QUEEN = "piece.queen" => "queen";
    PIECE_ROOK = "piece.rook" => "rook";
    PIECE_BISHOP = "piece.bishop" => "bishop";
    PIECE_KNIGHT = "piece.knight" => "knight";
    PIECE_PAWN = "piece.pawn" => "pawn";
    // An electronic board over Bluetooth (app::page::eboard).
    EBOARD_CONNECT = "eboard.connect" => "Connect a board (Bluetooth)";
    EBOARD_DISCONNECT = "eboard.disconnect" => "Let the board go";
    EBOARD_NO_BLUETOOTH = "eboard.no_bluetooth" => "This browser cannot reach an electronic board: Chrome or Edge on Android, Windows, macOS or ChromeOS can; on an iPhone or iPad no browser can.";
    EBOARD_CHOOSING = "eboard.choosing" => "Choose the board in the browser's list…";
    EBOARD_NOT_CHOSEN = "eboard.not_chosen" => "No board connected ({why}).";
    EBOARD_UNKNOWN = "eboard.unknown" => "“{name}” is not a board the clock reads (Chessnut or Millennium ChessLink).";
    EBOARD_CONNECTING = "eboard.connecting" => "Connecting to {name}…";
    EBOARD_CONNECTED = "eboard.connected" => "{name} connected: the moves made on it are the game's.";
    EBOARD_LOST = "eboard.lost" => "{name} lost: connecting again. The clock runs on.";
    EBOARD_UNREADABLE = "eboard.unreadable" => "{name} sent a report the clock cannot read: {why}.";
    EBOARD_MOVE = "eboard.move" => "On the board: {san}. The press records it.";
    EBOARD_LIFTED = "eboard.lifted" => "On the board: lifted from {squares}.";
    EBOARD_PROMOTE = "eboard.promote" => "On the board: a pawn to {square}. Which piece?";
    EBOARD_ILLEGAL = "eboard.illegal" => "On the board: {from}–{to} is not a legal move. Put it back; pressed, the time is recorded without the move, and the arbiter decides.";
    EBOARD_TAKEN_BACK = "eboard.taken_back" => "On the board: the last move is put back. Set it again as the game has it, or call the arbiter.";
    EBOARD_OUT_OF_STEP = "eboard.out_of_step" => "The board differs from the game at {squares}: set the pieces as the game has them.";
    EBOARD_IN_STEP = "eboard.in_step" => "{name}: in step with the game.";
    EBOARD_AWAITING = "eboard.awaiting" => "{name}: the press waits for the move on the board.";
    EBOARD_UNDER_WAY = "eboard.under_way" => "On the board: a move under way at {squares}.";
    EBOARD_NOT_FOLLOWED = "eboard.not_followed" => "{name} is connected, but a press without a move ended the moves recorded: the board is no longer followed.";
    // The rest of the setup: a control typed wrong, the builder's kinds and fields, a director's link.
    TYPED_EXAMPLES_LONG = "typed.examples" => "3+2 (3 minutes and 2 seconds a move), 10s, 0:30, G/5;d3, 0+5, 5s per move, 90/40+30, 30+30";
    TYPED_CANNOT_READ = "typed.cannot_read" => "The clock cannot read “{typed}”: {place} it needs {expected}. For example: {examples}.";
    TYPED_AT_END = "typed.at_end" => "at its end";
    TYPED_AT_START = "typed.at_start" => "at its start";
    TYPED_AT = "typed.at" => "at “{rest}”";
    SETUP_NOTHING_TYPED = "setup.nothing_typed" => "Type a control first. For example: {examples}.";
    SETUP_BLACK = "setup.black_error" => "Black: {error}";
    SETUP_GONE = "setup.gone" => "That control is no longer saved.";
    SETUP_PIN_ERROR = "setup.pin_error" => "Arbiter's PIN: {error}";
    PIN_TOO_SHORT = "pin.too_short" => "A PIN has at least {n} characters (digits are quickest to type).";
    PIN_TOO_LONG = "pin.too_long" => "A PIN has at most {n} characters.";
    MEANING_NO_MAIN_TIME = "meaning.no_main_time" => "Each player starts with the {n} s of move one's increment and gets {n} s more with every move; time saved is kept.";
    MEANING_PER_MOVE = "meaning.per_move" => "Every move has {n} s; time not used is not kept, and the flag falls when a move's {n} s run out.";
    CONTROLS_ODDS = "controls.odds" => "White {white}, Black {black}";
    KIND = "builder.kind" => "Kind";
    BUILDER_BLACK_FIELD = "builder.black_field" => "Black: {field}";
    KIND_SUDDEN_DEATH = "kind.sudden_death" => "Sudden death";
    KIND_INCREMENT = "kind.increment" => "Fischer increment";
    KIND_SIMPLE_DELAY = "kind.simple_delay" => "Simple (US) delay";
    KIND_BRONSTEIN = "kind.bronstein" => "Bronstein delay";
    KIND_PER_MOVE = "kind.per_move" => "Time per move";
    KIND_PERIODS = "kind.periods" => "Moves in time, then more";
    KIND_HOURGLASS = "kind.hourglass" => "Hourglass";
    KIND_BYO_YOMI = "kind.byo_yomi" => "Byo-yomi";
    KIND_CANADIAN = "kind.canadian" => "Canadian overtime";
    FIELD_MINUTES_EACH = "field.minutes_each" => "Minutes each";
    FIELD_MINUTES = "field.minutes" => "Minutes";
    FIELD_INCREMENT = "field.increment" => "Increment (s)";
    FIELD_SECONDS_PER_MOVE = "field.seconds_per_move" => "Seconds per move";
    FIELD_DELAY = "field.delay" => "Delay (s)";
    FIELD_MOVES_PER_BLOCK = "field.moves_per_block" => "Moves per block";
    FIELD_FIRST_MOVES = "field.first_moves" => "Moves in the first period";
    FIELD_MINUTES_PER_BLOCK = "field.minutes_per_block" => "Minutes per block";
    FIELD_THEN_MINUTES = "field.then_minutes" => "Then minutes for the rest";
    FIELD_BYO_YOMI_PERIODS = "field.byo_yomi_periods" => "Byo-yomi periods";
    FIELD_SECONDS_PER_PERIOD = "field.seconds_per_period" => "Seconds per period";
    FORM_NOT_A_NUMBER = "form.not_a_number" => "{label}: '{text}' is not a number";
    FORM_OUT_OF_RANGE = "form.out_of_range" => "{label}: {text} is out of range (at least {min})";
    FORM_NOT_A_COUNT = "form.not_a_count" => "{label}: '{text}' must be a whole number of at least 1";
    LINK_START = "link.start" => "Start {control}";
    LINK_NOT_THIS = "link.not_this" => "Not this setup";
    LINK_SET_BY = "link.set_by_name" => "Set by {name}";
    LINK_SET_BY_A_LINK = "link.set_by_a_link" => "Set by a director's link";
    LINK_SAID = "link.said" => "{who} — {rulebook}, {control}.";
    LINK_SAID_OCCASION = "link.said_occasion" => "{who}: {occasion} — {rulebook}, {control}.";
    LINK_LOCKED = "link.locked" => "Locked by the arbiter's PIN.";
    LINK_MAKER = "link.maker" => "Director's link (one setup for every board)";
    LINK_MAKER_HINT = "link.maker_hint_lichess" => "The rulebook, flags, the event's control, event, site, round and PIN, in one link and its QR code; each phone adds its players and board. Opening it on another phone fills its setup; nothing is sent anywhere, unless the link publishes to a lichess broadcast (below).";
    LINK_CONTROL = "link.control" => "The event's control";
    LINK_PRESET = "link.preset" => "Or a preset's";
    LINK_SET_BY_FIELD = "link.set_by" => "Set by";
    LINK_SET_BY_EXAMPLE = "link.set_by_example" => "Chief arbiter";
    LINK_MAKE = "link.make" => "Make the link";
    LINK = "link.label" => "Director's link";
    LINK_COPY = "link.copy" => "Copy";
    LINK_COPIED = "link.copied" => "Copied.";
    LINK_SELECT = "link.select" => "Select the link and copy it.";
    LINK_TOO_LONG = "link.too_long" => "Too long for a QR code: share the link itself.";
    LINK_TYPE_FIRST = "link.type_control" => "Type the event's control in the field above “Make the link”, or pick a preset (e.g. 90/40+30).";
    LINK_BROADCAST = "link.broadcast" => "Its game is published live to the lichess broadcast round {round}.";
    SETUP_BOARD_FOR_BROADCAST = "setup.board_for_broadcast" => "This game is published to a lichess broadcast: type this board's number (with the players) first, so that it is a game of its own there.";
    // A lichess broadcast (protocol::lichess): the director's part, then each board's.
    LICHESS_SECTION = "lichess.section" => "Broadcast on lichess";
    LICHESS_SECTION_HINT = "lichess.section_hint" => "Every board's game live on a lichess broadcast. First, on lichess: create a broadcast and its round (lichess.org/broadcast/new), with no source. Then log in here and paste the round's address.";
    LICHESS_LOG_IN = "lichess.log_in" => "Log in with lichess";
    LICHESS_LOGGING_IN = "lichess.logging_in" => "Logging in to lichess…";
    LICHESS_LOGGED_IN = "lichess.logged_in_write" => "Logged in to lichess: the link will carry a token that may write your studies and broadcasts.";
    LICHESS_LOGIN_FAILED = "lichess.login_failed" => "lichess did not log you in ({why}). Try “Log in with lichess” again.";
    LICHESS_FORGET = "lichess.forget" => "Forget the lichess log-in";
    LICHESS_ROUND_FIELD = "lichess.round" => "The round's address on lichess (or its id)";
    LICHESS_ROUND_UNREADABLE = "lichess.round_unreadable" => "“{text}” is not a lichess round: paste the round's address (lichess.org/broadcast/…/…/ and its 8-character id) or the id itself.";
    LICHESS_LINK_SUMMARY = "lichess.link_summary" => "This link lets every phone that opens it publish its game to the lichess round {round}, with your lichess token (which may write your studies and broadcasts). Anyone who has the link can do so until you revoke the token: give it to the boards only, and after the event revoke it in your lichess account's security settings (lichess.org/account/security). lichess keeps an account's 30 most recently used log-ins from one site and deletes the others at each new log-in: logging in here again and again may revoke an earlier link's token. Every browser that opened the link keeps it, token and all, in its history until the token is revoked.";
    LICHESS_NO_GAME_READ = "lichess.no_game_read" => "lichess read no game in what was sent";
    LICHESS_TAKEN = "lichess.taken" => "lichess has the game ({n} moves).";
    LICHESS_GAME_REFUSED = "lichess.game_not_taken" => "lichess did not take this game: {why}.";
    LICHESS_TOKEN_REFUSED = "lichess.token_refused" => "lichess refused the token (revoked or expired): this game is no longer published. The clock and its record go on; the director can make a new link.";
    LICHESS_NOT_ALLOWED = "lichess.not_allowed" => "lichess says the director's account may not publish to this round: this game is no longer published. The clock and its record go on.";
    LICHESS_ROUND_HAS_SOURCE = "lichess.round_has_source" => "This lichess round takes its games from a source (a URL, game ids or players), so it takes none from a phone: this game is not published. Once the director removes the round's source on lichess (the round's Edit page), a reload of this page publishes the game. The clock and its record go on.";
    LICHESS_NO_ROUND = "lichess.no_round" => "lichess has no such broadcast round (deleted, or a wrong link): this game is no longer published. The clock and its record go on.";
    LICHESS_TOO_MANY = "lichess.too_many" => "lichess asks to wait (too many requests): the game is sent again in a minute.";
    LICHESS_FAILED = "lichess.failed" => "lichess answered with an error (HTTP {status}): the game is sent again shortly.";
    LICHESS_UNREACHABLE = "lichess.unreachable" => "Not sent: lichess cannot be reached ({why}). The clock keeps the game and sends it when it can.";
    LICHESS_NOT_KEPT = "lichess.not_kept" => "This phone's storage refused the broadcast's token: this game is not published on lichess (the clock plays on).";
    LICHESS_LIVE = "lichess.live" => "Live on lichess";
    LICHESS_SENDING = "lichess.sending" => "Sending to lichess…";
    LICHESS_NOT_TAKEN = "lichess.not_taken" => "Not taken by lichess";
    LICHESS_BEHIND = "lichess.behind" => "Not sent to lichess for {time}";
    LICHESS_STOPPED = "lichess.stopped" => "Not published on lichess";
    LICHESS_SHORTER = "lichess.shorter" => "Presses made on this phone were lost (its storage was full): lichess keeps the longer game, and this one is not sent until it is as long";
    UNREADABLE = "setup.unreadable" => "The saved game could not be restored: {why}. Its text is below, to copy; it is also kept in this browser's storage as '{key}'.";
    // The score panel (app::desk::score): its chart, the review board, the export and the import.
    SCORE_GOES_ON = "score.goes_on" => "* — the game goes on";
    CHART_LEGEND = "score.chart_legend" => "time left; bars: time per move; marks:";
    CHART_FLAG = "score.chart_flag" => "flag";
    CHART_CLAIM = "score.chart_claim" => "claim";
    CHART_PENALTY = "score.chart_penalty" => "penalty";
    CHART_PAUSE = "score.chart_pause" => "pause";
    REVIEW_BOARD = "score.review_board" => "Review board";
    REVIEW_HALF_MOVE = "score.half_move" => "Half-move";
    REVIEW_POSITION = "score.position" => "Position";
    REVIEW_STEPS = "score.steps" => "Steps";
    REVIEW_FIRST = "score.first" => "Start";
    REVIEW_BACK = "score.back" => "Back";
    REVIEW_FORWARD = "score.forward" => "Forward";
    REVIEW_LAST = "score.last" => "End";
    REVIEW_AFTER = "score.after" => "After {move}";
    REVIEW_AT_START = "score.at_start" => "Start";
    REVIEW_CAPTION = "score.caption" => "{at} — White {white}, Black {black}";
    EXPORT = "score.export" => "Export";
    EXPORT_FORMAT = "score.export_format" => "Export format";
    EXPORT_JSON = "score.export_json" => "Record (JSON)";
    EXPORT_TEXT = "score.export_text" => "Export text";
    SHARE = "score.share" => "Share";
    DOWNLOAD = "score.download" => "Download";
    SCORE_COPIED = "score.copied" => "Copied";
    SCORE_SELECTED = "score.selected" => "Selected: copy it with your device's menu";
    SAVED_FILE = "score.saved_file" => "Saved as {name}";
    DOWNLOAD_FAILED = "score.download_failed" => "The download failed ({why}); copy the text instead.";
    SHARED = "score.shared" => "Shared {name}";
    NOT_SHARED = "score.not_shared" => "Not shared";
    SHARE_FAILED = "score.share_failed" => "Sharing failed ({why}); download or copy it instead.";
    SHARE_TITLE = "score.share_title" => "Fair Clock game";
    NOT_REPLAYED = "score.not_replayed" => "The record does not replay: {why}";
    REVIEW_READ_ONLY = "score.read_only" => "Review (read-only)";
    IMPORT = "score.import" => "Review a game (PGN or record)";
    IMPORT_AREA = "score.import_area" => "Game to review";
    IMPORT_PLACEHOLDER = "score.import_placeholder" => "Paste a PGN or a record's JSON";
    IMPORT_REVIEW = "score.import_review" => "Review";
    OPEN_FILE = "score.open_file" => "Open file…";
    GAME_FILE = "score.game_file" => "Game file";
    CANNOT_REVIEW = "score.cannot_review" => "Cannot review this game: {why}";
    FILE_UNREADABLE = "score.file_unreadable" => "The file cannot be read: {why}";
    IMPORT_EMPTY = "score.import_empty" => "There is nothing to review: the text or file is empty. Paste a game's PGN or record, or open its file.";
    BACK_TO_GAME = "score.back_to_game" => "Back to this game";
    CLOSE_REVIEW = "score.close_review" => "Close review";
    // The manual (screens::manual): how to use the clock, then the rulebook's own words.
    MANUAL_USING = "manual.using" => "Using the clock";
    MANUAL_SAYS = "manual.says" => "What {rulebook} says";
    MANUAL_FLAGS = "manual.flags" => "Flags";
    MANUAL_PAUSING = "manual.pausing" => "Pausing";
    MANUAL_CLAIMS = "manual.claims" => "Claims";
    MANUAL_START = "manual.start" => "Start";
    MANUAL_START_1 = "manual.start_1" => "Choose the rulebook and the control (a preset, or type one: 3+2, 90/40+30, G/5;d3), then Start.";
    MANUAL_START_2 = "manual.start_2" => "Black chooses the side of the clock; Swap sides turns the halves before the first press.";
    MANUAL_START_3 = "manual.start_3" => "Black starts White's clock by tapping Black's own half, as on a physical clock.";
    MANUAL_PRESS = "manual.press" => "Press";
    MANUAL_PRESS_1 = "manual.press_1" => "Move, then tap your own half anywhere, with the hand that moved. Your clock stops and your opponent's runs.";
    MANUAL_PRESS_2 = "manual.press_2" => "Only the running side's tap counts: a tap on the waiting half does nothing.";
    MANUAL_PRESS_3 = "manual.press_3" => "Each half shows its player's time large and the opponent's small; a delay still to run, a control passed and an arbiter's correction are written on it.";
    MANUAL_CLAIM = "manual.claim" => "Claim";
    MANUAL_CLAIM_1 = "manual.claim_1" => "A fallen flag shows FLAG on that half. When the players call flags, the opponent taps the claim button that appears; otherwise the clock calls it.";
    MANUAL_CLAIM_2 = "manual.claim_2" => "Arbiter → Claim… for anything else (a repetition, the 50 moves, an illegal move, a dead position): the clock asks only what it needs and gives the verdict with its rule.";
    MANUAL_CLAIM_3 = "manual.claim_3" => "A claim the rules leave to the arbiter waits for the arbiter's decision, named by its outcome.";
    MANUAL_PAUSE = "manual.pause" => "Pause";
    MANUAL_PAUSE_1 = "manual.pause_1" => "Pause stops both clocks; Resume starts the one that ran. Under most rulebooks a player pauses only to call the arbiter (see below).";
    MANUAL_PAUSE_2 = "manual.pause_2" => "Opening the Arbiter panel pauses the clocks; they run again only when a player taps Resume.";
    MANUAL_ARBITER = "manual.arbiter" => "Arbiter";
    MANUAL_ARBITER_1 = "manual.arbiter_1" => "Time corrections, penalties, resignations and agreed draws are in the Arbiter panel; each takes a second tap after saying what it will do.";
    MANUAL_ARBITER_2 = "manual.arbiter_2" => "With an arbiter's PIN set, corrections, penalties, decisions and a new game in mid-game need it. Every PIN typed is in the record, and a corrected clock says “adjusted”.";
    MANUAL_ARBITER_3 = "manual.arbiter_3" => "Score shows the moves and times, and hands the game on as PGN.";
    // A time in a control's description, in the language's units.
    UNIT_HOURS = "unit.hours" => "{n} h";
    UNIT_HOURS_MINUTES = "unit.hours_minutes" => "{h} h {m} min";
    UNIT_MINUTES = "unit.minutes" => "{n} min";
    UNIT_SECONDS = "unit.seconds" => "{n} s";
    // A time control as people say it (TimeControl::describe).
    DESCRIBE_HOURGLASS = "describe.hourglass" => "hourglass {time}";
    DESCRIBE_NO_MAIN_TIME = "describe.no_main_time" => "no main time, + {time} a move from move one";
    DESCRIBE_PER_MOVE = "describe.per_move" => "{time} a move, none of it kept";
    DESCRIBE_INCREMENT = "describe.increment" => "{base} + {time}";
    DESCRIBE_DELAY = "describe.delay" => "{base}, delay {time}";
    DESCRIBE_BRONSTEIN = "describe.bronstein" => "{base}, Bronstein {time}";
    DESCRIBE_CAPPED = "describe.capped" => "{base} + {time}, up to {cap}";
    DESCRIBE_COUNT_UP = "describe.count_up" => "no time limit: each clock counts the time used";
    DESCRIBE_BYO_YOMI = "describe.byo_yomi" => "byo-yomi {n} × {time}";
    DESCRIBE_THEN = "describe.then" => "{before}, then {after}";
    // Whether a side can still checkmate, from the position (rules::material; {matchup}: the
    // pieces, in words in English and in the pieces' signs in the other languages).
    MATE_ALREADY_WHITE = "mate.already_white" => "White has already checkmated";
    MATE_ALREADY_BLACK = "mate.already_black" => "Black has already checkmated";
    MATE_NONE_ON_BOARD_WHITE = "mate.none_on_board_white" => "the game position leaves White no checkmate";
    MATE_NONE_ON_BOARD_BLACK = "mate.none_on_board_black" => "the game position leaves Black no checkmate";
    MATE_CANNOT_WHITE = "mate.cannot_white" => "White cannot checkmate by any series of legal moves ({matchup})";
    MATE_CANNOT_BLACK = "mate.cannot_black" => "Black cannot checkmate by any series of legal moves ({matchup})";
    MATE_CAN_WHITE = "mate.can_white" => "White can still checkmate ({matchup})";
    MATE_CAN_BLACK = "mate.can_black" => "Black can still checkmate ({matchup})";
    MATE_LINE_WHITE = "mate.line_white" => "White can still checkmate ({matchup}): a mating line exists";
    MATE_LINE_BLACK = "mate.line_black" => "Black can still checkmate ({matchup}): a mating line exists";
    MATE_PROVEN_NONE_WHITE = "mate.proven_none_white" => "White cannot checkmate by any series of legal moves ({matchup}), as the helpmate analysis proves";
    MATE_PROVEN_NONE_BLACK = "mate.proven_none_black" => "Black cannot checkmate by any series of legal moves ({matchup}), as the helpmate analysis proves";
    MATE_UNDETERMINED_WHITE = "mate.undetermined_white" => "whether White can still checkmate ({matchup}) could not be determined by the analysis; an arbiter decides";
    MATE_UNDETERMINED_BLACK = "mate.undetermined_black" => "whether Black can still checkmate ({matchup}) could not be determined by the analysis; an arbiter decides";
    MATE_NO_ANALYSER_WHITE = "mate.no_analyser_white" => "whether White can still checkmate ({matchup}) needs the full analysis, which this build does not include; an arbiter decides";
    MATE_NO_ANALYSER_BLACK = "mate.no_analyser_black" => "whether Black can still checkmate ({matchup}) needs the full analysis, which this build does not include; an arbiter decides";
    // The arbiter's decision on a claim that waited (rules::claims::decide_pending).
    DECIDE_NO_FORCED_WIN_WHITE = "decide.no_forced_win_white" => "The arbiter rules that White has no forced win: the game is drawn.";
    DECIDE_NO_FORCED_WIN_BLACK = "decide.no_forced_win_black" => "The arbiter rules that Black has no forced win: the game is drawn.";
    DECIDE_FORCED_WIN_FLAG_WHITE = "decide.forced_win_flag_white" => "The arbiter rules that White has a forced win: White wins on time.";
    DECIDE_FORCED_WIN_FLAG_BLACK = "decide.forced_win_flag_black" => "The arbiter rules that Black has a forced win: Black wins on time.";
    DECIDE_FORCED_WIN_ILLEGAL_WHITE = "decide.forced_win_illegal_white" => "The arbiter rules that White has a forced win: Black loses by the illegal move.";
    DECIDE_FORCED_WIN_ILLEGAL_BLACK = "decide.forced_win_illegal_black" => "The arbiter rules that Black has a forced win: White loses by the illegal move.";
    DECIDE_FORCED_WIN_REJECTED_WHITE = "decide.forced_win_rejected_white" => "The arbiter rules that White has a forced win: the claim is rejected and play continues.";
    DECIDE_FORCED_WIN_REJECTED_BLACK = "decide.forced_win_rejected_black" => "The arbiter rules that Black has a forced win: the claim is rejected and play continues.";
    DECIDE_POSTPONED = "decide.postponed" => "The arbiter postpones the decision; the claim still waits.";
    DECIDE_CANNOT_MATE_WHITE = "decide.cannot_mate_white" => "The arbiter rules that White cannot checkmate: the game is drawn.";
    DECIDE_CANNOT_MATE_BLACK = "decide.cannot_mate_black" => "The arbiter rules that Black cannot checkmate: the game is drawn.";
    DECIDE_CAN_MATE_FLAG_WHITE = "decide.can_mate_flag_white" => "The arbiter rules that White can still checkmate: White wins on time.";
    DECIDE_CAN_MATE_FLAG_BLACK = "decide.can_mate_flag_black" => "The arbiter rules that Black can still checkmate: Black wins on time.";
    DECIDE_CAN_MATE_ILLEGAL_WHITE = "decide.can_mate_illegal_white" => "The arbiter rules that White can still checkmate: Black loses by the illegal move.";
    DECIDE_CAN_MATE_ILLEGAL_BLACK = "decide.can_mate_illegal_black" => "The arbiter rules that Black can still checkmate: White loses by the illegal move.";
    DECIDE_REPETITION = "decide.repetition" => "The arbiter rules the repetition correct: the game is drawn.";
    DECIDE_COUNT = "decide.count" => "The arbiter rules the count correct: the game is drawn.";
    DECIDE_NEITHER_MATES = "decide.neither_mates" => "The arbiter rules that neither side can checkmate: the game is drawn.";
    DECIDE_FOR_CLAIM = "decide.for_claim" => "The arbiter rules for the claim: the game is drawn.";
    DECIDE_INCORRECT = "decide.incorrect" => "The arbiter rules the claim incorrect; play continues.";
    // Verdicts on an illegal move (rules::claims::illegal_move).
    ILLEGAL_OWN_MOVE_WHITE = "illegal.own_move_white" => "In the position before the move it was White's turn: the move is White's own, and only the opponent can claim it.";
    ILLEGAL_OWN_MOVE_BLACK = "illegal.own_move_black" => "In the position before the move it was Black's turn: the move is Black's own, and only the opponent can claim it.";
    ILLEGAL_NO_MOVE_WHITE = "illegal.no_move_white" => "White pressed the clock without making a move, which counts as an illegal move";
    ILLEGAL_NO_MOVE_BLACK = "illegal.no_move_black" => "Black pressed the clock without making a move, which counts as an illegal move";
    ILLEGAL_LEGAL_WHITE = "illegal.legal_white" => "{move} was a legal move for White in that position, so there is nothing to claim.";
    ILLEGAL_LEGAL_BLACK = "illegal.legal_black" => "{move} was a legal move for Black in that position, so there is nothing to claim.";
    ILLEGAL_UNREADABLE = "illegal.unreadable" => "The move “{move}” could not be read as SAN or UCI, so the claim cannot be checked.";
    ILLEGAL_NOT_LEGAL_WHITE = "illegal.not_legal_white" => "{move} is not a legal move for White in that position";
    ILLEGAL_NOT_LEGAL_BLACK = "illegal.not_legal_black" => "{move} is not a legal move for Black in that position";
    ILLEGAL_UNPROMOTED_WHITE = "illegal.unpromoted_white" => "{move} moves White's pawn to the last rank without replacing it with a new piece, which is illegal";
    ILLEGAL_UNPROMOTED_BLACK = "illegal.unpromoted_black" => "{move} moves Black's pawn to the last rank without replacing it with a new piece, which is illegal";
    ILLEGAL_NO_POSITION = "illegal.no_position" => "The app has no position to check {move} against and takes the claim as stated";
    ILLEGAL_NO_MOVE_NAMED = "illegal.no_move_named" => "The claim names no move, so the app cannot check it and takes it as stated";
    ILLEGAL_NOTHING_COMPLETED = "illegal.nothing_completed" => "{what}, but no move has been completed yet: an illegal move counts once its player presses the clock.";
    ILLEGAL_TOO_LATE_WHITE = "illegal.too_late_white" => "{what}, but White has completed a move since, so the claim comes too late and the illegal move stands.";
    ILLEGAL_TOO_LATE_BLACK = "illegal.too_late_black" => "{what}, but Black has completed a move since, so the claim comes too late and the illegal move stands.";
    ILLEGAL_OWN_FLAG_WHITE = "illegal.own_flag_white" => "{what}. White's own flag is down, but White claimed the illegal move before Black claimed the flag";
    ILLEGAL_OWN_FLAG_BLACK = "illegal.own_flag_black" => "{what}. Black's own flag is down, but Black claimed the illegal move before White claimed the flag";
    ILLEGAL_FIRST_WHITE = "illegal.first_white" => "{what}. It is Black's first illegal move: White gets {time} more and play continues from the position before it.";
    ILLEGAL_FIRST_BLACK = "illegal.first_black" => "{what}. It is White's first illegal move: Black gets {time} more and play continues from the position before it.";
    ILLEGAL_FIRST_NOTE_WHITE = "illegal.first_note_white" => "{what}. It is Black's first illegal move: White gets {time} more (in rapid and blitz one minute instead of two) and play continues from the position before it.";
    ILLEGAL_FIRST_NOTE_BLACK = "illegal.first_note_black" => "{what}. It is White's first illegal move: Black gets {time} more (in rapid and blitz one minute instead of two) and play continues from the position before it.";
    ILLEGAL_TIME_WHITE = "illegal.time_white" => "{what}: White gets {time} more and Black must replace it with a legal move.";
    ILLEGAL_TIME_BLACK = "illegal.time_black" => "{what}: Black gets {time} more and White must replace it with a legal move.";
    ILLEGAL_MOVES_AGAIN_WHITE = "illegal.moves_again_white" => "White moves again, on White's clock.";
    ILLEGAL_MOVES_AGAIN_BLACK = "illegal.moves_again_black" => "Black moves again, on Black's clock.";
    ILLEGAL_ALREADY_CORRECTED = "illegal.already_corrected" => "That illegal move was corrected and counted already: the position before it stands again, and no move has been completed since.";
    FLAG_NO_LIMIT_WHITE = "flag.no_limit_white" => "White's clock has no time limit (it counts the time used), so White has no flag to fall.";
    FLAG_NO_LIMIT_BLACK = "flag.no_limit_black" => "Black's clock has no time limit (it counts the time used), so Black has no flag to fall.";
    // Verdicts on the draws most claimed and the game's own ends (rules::claims, rules::endings).
    VERDICT_RESIGNS_WHITE = "verdict.resigns_white" => "White resigns.";
    VERDICT_RESIGNS_BLACK = "verdict.resigns_black" => "Black resigns.";
    VERDICT_DRAW_AGREED = "verdict.draw_agreed" => "Draw agreed.";
    VERDICT_NOT_ON_MOVE_WHITE = "verdict.not_on_move_white" => "Only the player having the move may make this claim, and it is White's move.";
    VERDICT_NOT_ON_MOVE_BLACK = "verdict.not_on_move_black" => "Only the player having the move may make this claim, and it is Black's move.";
    VERDICT_REPETITION_UNRECORDED = "verdict.repetition_unrecorded" => "The moves were not recorded from the start, so the app cannot count the repetitions; an arbiter must verify the claim.";
    VERDICT_REPETITION_ONCE = "verdict.repetition_once" => "The position has stood on the board only once, so the claim is incorrect and play continues.";
    VERDICT_REPETITION_TWICE = "verdict.repetition_twice" => "The position has stood on the board only twice, so the claim is incorrect and play continues.";
    VERDICT_FIFTY_UNKNOWN = "verdict.fifty_unknown" => "The app has no position to count the moves since the last capture or pawn move; an arbiter must verify the claim.";
    VERDICT_OPPONENT_GETS_WHITE = "verdict.opponent_gets_white" => "White gets {time} more.";
    VERDICT_OPPONENT_GETS_BLACK = "verdict.opponent_gets_black" => "Black gets {time} more.";
    VERDICT_OPPONENT_GETS_NOTE_WHITE = "verdict.opponent_gets_note_white" => "White gets {time} more (in rapid and blitz one minute instead of two).";
    VERDICT_OPPONENT_GETS_NOTE_BLACK = "verdict.opponent_gets_note_black" => "Black gets {time} more (in rapid and blitz one minute instead of two).";
    VERDICT_CLAIMANT_LOSES_WHITE = "verdict.claimant_loses_white" => "White loses {time}.";
    VERDICT_CLAIMANT_LOSES_BLACK = "verdict.claimant_loses_black" => "Black loses {time}.";
    AMOUNT_ONE_MINUTE = "amount.one_minute" => "one minute";
    AMOUNT_TWO_MINUTES = "amount.two_minutes" => "two minutes";
    AMOUNT_SECONDS = "amount.seconds" => "{n} seconds";
    VERDICT_MATED_WHITE = "verdict.mated_white" => "White has checkmated Black.";
    VERDICT_MATED_BLACK = "verdict.mated_black" => "Black has checkmated White.";
    VERDICT_MATE_ON_BOARD_WHITE = "verdict.mate_on_board_white" => "The position on the board is checkmate: White has mated Black, and the checkmate stands.";
    VERDICT_MATE_ON_BOARD_BLACK = "verdict.mate_on_board_black" => "The position on the board is checkmate: Black has mated White, and the checkmate stands.";
    VERDICT_STALEMATE_ON_BOARD = "verdict.stalemate_on_board" => "The position on the board is stalemate, which ends the game as a draw before any flag counts.";
    VERDICT_MATE_OWN_FLAG_WHITE = "verdict.mate_own_flag_white" => "White has checkmated, but White's own flag had already fallen, so the game is drawn.";
    VERDICT_MATE_OWN_FLAG_BLACK = "verdict.mate_own_flag_black" => "Black has checkmated, but Black's own flag had already fallen, so the game is drawn.";
    VERDICT_STALEMATE_WHITE = "verdict.stalemate_white" => "White has no legal move and is not in check: stalemate.";
    VERDICT_STALEMATE_BLACK = "verdict.stalemate_black" => "Black has no legal move and is not in check: stalemate.";
    VERDICT_FIVEFOLD = "verdict.fivefold" => "The same position has now stood on the board five times.";
    VERDICT_SEVENTY_FIVE = "verdict.seventy_five" => "Each player has made 75 moves without a capture or a pawn move.";
    VERDICT_DEAD = "verdict.dead" => "Neither side can checkmate by any series of legal moves: the position is dead.";
    VERDICT_NO_MATE_EITHER = "verdict.no_mate_either" => "No legal moves can lead to checkmate for either side.";
    // The rules' other sentences (rules::claims, fide, the seeds). A _WHITE/_BLACK pair is keyed by the
    // side its English names first: the flagged side, the claimant, the offender, the one who gets time.
    // Two clauses joined ({first}; {second}).
    JOIN_SEMICOLON = "verdict.join" => "{first}; {second}.";
    FLAG_OWN_ONLY_WHITE = "flag.own_only_white" => "White's flag has not fallen; the flag that is down is Black's own, and only White can claim it.";
    FLAG_OWN_ONLY_BLACK = "flag.own_only_black" => "Black's flag has not fallen; the flag that is down is White's own, and only Black can claim it.";
    BOTH_DOWN_DRAW_WHITE = "flag.both_down_draw_white" => "Both flags are down: {fell} and White's at {own}, before the claim, so the game is drawn.";
    BOTH_DOWN_DRAW_BLACK = "flag.both_down_draw_black" => "Both flags are down: {fell} and Black's at {own}, before the claim, so the game is drawn.";
    BOTH_DOWN_SUDDEN_DEATH_WHITE = "flag.both_down_sudden_death_white" => "Both flags are down in sudden death: {fell} and White's at {own}, before the claim, so the game is drawn.";
    BOTH_DOWN_SUDDEN_DEATH_BLACK = "flag.both_down_sudden_death_black" => "Both flags are down in sudden death: {fell} and Black's at {own}, before the claim, so the game is drawn.";
    BOTH_DOWN_INCREMENT_WHITE = "flag.both_down_increment_white" => "Both flags are down ({fell} and White's at {own}), but with an increment of {time} or more the control does not count as sudden death, so neither side wins on time and the game continues.";
    BOTH_DOWN_INCREMENT_BLACK = "flag.both_down_increment_black" => "Both flags are down ({fell} and Black's at {own}), but with an increment of {time} or more the control does not count as sudden death, so neither side wins on time and the game continues.";
    BOTH_DOWN_NOT_LAST_WHITE = "flag.both_down_not_last_white" => "Both flags are down ({fell} and White's at {own}), but this is not the last time control, so neither side wins on time and the game continues.";
    BOTH_DOWN_NOT_LAST_BLACK = "flag.both_down_not_last_black" => "Both flags are down ({fell} and Black's at {own}), but this is not the last time control, so neither side wins on time and the game continues.";
    BOTH_DOWN_OWN_FIRST_WHITE = "flag.both_down_own_first_white" => "Both flags are down and the clock shows White's fell first, at {own} ({fell}); the first flag decides, so White cannot win on time.";
    BOTH_DOWN_OWN_FIRST_BLACK = "flag.both_down_own_first_black" => "Both flags are down and the clock shows Black's fell first, at {own} ({fell}); the first flag decides, so Black cannot win on time.";
    FELL_BEFORE_WHITE = "flag.fell_before_white" => "{fell}, before White's at {own}, as the clock shows";
    FELL_BEFORE_BLACK = "flag.fell_before_black" => "{fell}, before Black's at {own}, as the clock shows";
    LOSES_UNCHECKED_WHITE = "loses.unchecked_white" => "{loses}. The app has no position to check White's mating material and upholds the claim as in the usual case.";
    LOSES_UNCHECKED_BLACK = "loses.unchecked_black" => "{loses}. The app has no position to check Black's mating material and upholds the claim as in the usual case.";
    LOSES_WINS_WHITE = "loses.wins_white" => "{loses}; {reason}, so White wins.";
    LOSES_WINS_BLACK = "loses.wins_black" => "{loses}; {reason}, so Black wins.";
    LOSES_DRAWN = "loses.drawn" => "{loses}, but {reason}, so the game is drawn.";
    LOSES_IF_FORCED_WIN_WHITE = "loses.if_forced_win_white" => "{loses} if White can force a win; {reason}.";
    LOSES_IF_FORCED_WIN_BLACK = "loses.if_forced_win_black" => "{loses} if Black can force a win; {reason}.";
    LOSES_UNLESS_CANNOT_MATE_WHITE = "loses.unless_cannot_mate_white" => "{loses} unless White cannot checkmate; {reason}.";
    LOSES_UNLESS_CANNOT_MATE_BLACK = "loses.unless_cannot_mate_black" => "{loses} unless Black cannot checkmate; {reason}.";
    ILLEGAL_SECOND_LOSES_WHITE = "illegal.second_loses_white" => "{what}. It is White's second illegal move, which loses";
    ILLEGAL_SECOND_LOSES_BLACK = "illegal.second_loses_black" => "{what}. It is Black's second illegal move, which loses";
    ILLEGAL_NTH_LOSES_WHITE = "illegal.nth_loses_white" => "{what}. It is White's illegal move number {n}, which loses";
    ILLEGAL_NTH_LOSES_BLACK = "illegal.nth_loses_black" => "{what}. It is Black's illegal move number {n}, which loses";
    ILLEGAL_SO_LOSES_WHITE = "illegal.so_loses_white" => "{what}, so White loses";
    ILLEGAL_SO_LOSES_BLACK = "illegal.so_loses_black" => "{what}, so Black loses";
    DEAD_NO_POSITION = "dead.no_position" => "The app has no position to examine; an arbiter decides whether it is dead.";
    DEAD_NEITHER = "dead.neither" => "Neither side can checkmate ({white}; {black}), so the game is drawn.";
    DEAD_NOT = "dead.not" => "The position is not dead: {reason}. Play continues.";
    SEARCH_REACHED_NONE = "search.reached_none" => "before it had searched one move deep";
    SEARCH_CUT_SHORT_WHITE = "search.cut_short_white" => "whether White can force a win the app could not decide: its search for a forced mate ran out of its budget {reached}, short of the {depth} a decision needs; an arbiter decides";
    SEARCH_CUT_SHORT_BLACK = "search.cut_short_black" => "whether Black can force a win the app could not decide: its search for a forced mate ran out of its budget {reached}, short of the {depth} a decision needs; an arbiter decides";
    QP_FLAG_FALLEN_WHITE = "quickplay.flag_fallen_white" => "White's flag has already fallen; the claim must come before it falls.";
    QP_FLAG_FALLEN_BLACK = "quickplay.flag_fallen_black" => "Black's flag has already fallen; the claim must come before it falls.";
    QP_NOT_LESS_WHITE = "quickplay.not_less_white" => "White has {left} left, not less than two minutes.";
    QP_NOT_LESS_BLACK = "quickplay.not_less_black" => "Black has {left} left, not less than two minutes.";
    QP_MORE_WHITE = "quickplay.more_white" => "White has {left} left, more than two minutes.";
    QP_MORE_BLACK = "quickplay.more_black" => "Black has {left} left, more than two minutes.";
    FIDE_NO_LOSING_CHANCES = "fide.no_losing_chances" => "The FIDE Laws have no 'insufficient losing chances' claim; their counterpart is the quickplay-finish claim of Guideline III.5.";
    FIDE_NO_MICHIGAN = "fide.no_michigan" => "The FIDE Laws have no Michigan twenty-move rule; their move-count draw is the fifty-move rule.";
    FIDE_NO_ENDING = "fide.no_ending" => "The FIDE Laws give no draw claim for an ending by its material; an ending is drawn only when the position is dead.";
    GUIDELINES_BLITZ_REQUEST = "guidelines.blitz_request" => "Guideline III does not apply in a blitz game, so there is no increment request.";
    GUIDELINES_BLITZ_QUICKPLAY = "guidelines.blitz_quickplay" => "Guideline III does not apply in a blitz game, so there is no quickplay-finish claim.";
    GUIDELINES_INCREMENT_REQUEST = "guidelines.increment_request" => "Guideline III does not apply with an increment, so there is no increment request.";
    GUIDELINES_INCREMENT_QUICKPLAY = "guidelines.increment_quickplay" => "Guideline III does not apply with an increment, so there is no quickplay-finish claim.";
    GUIDELINES_NOT_LAST = "guidelines.not_last" => "This is not the last period of the game, so it is not a quickplay finish.";
    INCREMENT_GRANTED_WHITE = "guidelines.increment_granted_white" => "White has the move and {left} left and asks for an increment of five seconds; the request was also an offer of a draw, not taken up. From now on both players get five seconds a move, and Black gets two extra minutes.";
    INCREMENT_GRANTED_BLACK = "guidelines.increment_granted_black" => "Black has the move and {left} left and asks for an increment of five seconds; the request was also an offer of a draw, not taken up. From now on both players get five seconds a move, and White gets two extra minutes.";
    QUICKPLAY_CLAIMED_WHITE = "guidelines.quickplay_claimed_white" => "White has the move and {left} left, and claims that the opponent cannot win, or is making no effort to win, by normal means. The arbiter decides.";
    QUICKPLAY_CLAIMED_BLACK = "guidelines.quickplay_claimed_black" => "Black has the move and {left} left, and claims that the opponent cannot win, or is making no effort to win, by normal means. The arbiter decides.";
    ARBITER_AGREES = "guidelines.arbiter_agrees" => "The arbiter agrees: the game is drawn.";
    GUIDELINES_POSTPONED_WHITE = "guidelines.postponed_white" => "The arbiter postpones the decision: White gets two more minutes, play continues, and the arbiter declares the final result later in the game or once a flag falls.";
    GUIDELINES_POSTPONED_BLACK = "guidelines.postponed_black" => "The arbiter postpones the decision: Black gets two more minutes, play continues, and the arbiter declares the final result later in the game or once a flag falls.";
    GUIDELINES_REJECTED_WHITE = "guidelines.rejected_white" => "The arbiter rejects the claim: White gets two more minutes and play continues.";
    GUIDELINES_REJECTED_BLACK = "guidelines.rejected_black" => "The arbiter rejects the claim: Black gets two more minutes and play continues.";
    QUICKPLAY_POSTPONED_WHITE = "quickplay.postponed_white" => "The arbiter postpones the decision: White gets two extra minutes, play continues, and the result is declared after a flag has fallen.";
    QUICKPLAY_POSTPONED_BLACK = "quickplay.postponed_black" => "The arbiter postpones the decision: Black gets two extra minutes, play continues, and the result is declared after a flag has fallen.";
    QUICKPLAY_REJECTED_WHITE = "quickplay.rejected_white" => "The arbiter rejects the claim: White gets two extra minutes and play continues.";
    QUICKPLAY_REJECTED_BLACK = "quickplay.rejected_black" => "The arbiter rejects the claim: Black gets two extra minutes and play continues.";
    PENALTY_WARNED_WHITE = "penalty.warned_white" => "White is warned for {what}.";
    PENALTY_WARNED_BLACK = "penalty.warned_black" => "Black is warned for {what}.";
    PENALTY_SECOND_WHITE = "penalty.second_white" => "A second offence by White ({what}): Black gets {time} more.";
    PENALTY_SECOND_BLACK = "penalty.second_black" => "A second offence by Black ({what}): White gets {time} more.";
    PENALTY_LOST_WHITE = "penalty.lost_white" => "Offence number {n} by White ({what}): the game is declared lost by White.";
    PENALTY_LOST_BLACK = "penalty.lost_black" => "Offence number {n} by Black ({what}): the game is declared lost by Black.";
    PENALTY_TIME_WHITE = "penalty.time_white" => "Offence number {n} by White ({what}): Black gets {time} more.";
    PENALTY_TIME_BLACK = "penalty.time_black" => "Offence number {n} by Black ({what}): White gets {time} more.";
    OFFENCE_KNOCKED_CLOCK = "offence.knocked_clock" => "knocking over the clock";
    OFFENCE_DISPLACED_PIECES = "offence.displaced_pieces" => "displacing pieces";
    OFFENCE_TWO_HANDS = "offence.two_hands" => "using two hands";
    OFFENCE_HOVER = "offence.hover" => "keeping a hand on or over the clock";
    OFFENCE_FRIVOLOUS_STOP = "offence.frivolous_stop" => "stopping the clock without a valid reason";
    TWO_HANDS_FIRST_WHITE = "two_hands.first_white" => "White used two hands for one move, which counts as an illegal move: Black gets {time} more.";
    TWO_HANDS_FIRST_BLACK = "two_hands.first_black" => "Black used two hands for one move, which counts as an illegal move: White gets {time} more.";
    TWO_HANDS_FIRST_NOTE_WHITE = "two_hands.first_note_white" => "White used two hands for one move, which counts as an illegal move: Black gets {time} more (in rapid and blitz one minute instead of two).";
    TWO_HANDS_FIRST_NOTE_BLACK = "two_hands.first_note_black" => "Black used two hands for one move, which counts as an illegal move: White gets {time} more (in rapid and blitz one minute instead of two).";
    TWO_HANDS_NTH_WHITE = "two_hands.nth_white" => "White used two hands for one move, which counts as White's illegal move number {n}";
    TWO_HANDS_NTH_BLACK = "two_hands.nth_black" => "Black used two hands for one move, which counts as Black's illegal move number {n}";
    TWO_HANDS_UNLESS_WHITE = "two_hands.unless_white" => "{loses}, which loses unless Black cannot checkmate; {reason}.";
    TWO_HANDS_UNLESS_BLACK = "two_hands.unless_black" => "{loses}, which loses unless White cannot checkmate; {reason}.";
    TWO_HANDS_LOSES_WHITE = "two_hands.loses_white" => "{loses}, so White loses.";
    TWO_HANDS_LOSES_BLACK = "two_hands.loses_black" => "{loses}, so Black loses.";
    POSTPONED_FLAG_WHITE = "postponed.flag_white" => "White's flag has fallen while White's draw claim waits, postponed. The arbiter now declares the final result: a draw if White's claim is upheld, otherwise {otherwise}.";
    POSTPONED_FLAG_BLACK = "postponed.flag_black" => "Black's flag has fallen while Black's draw claim waits, postponed. The arbiter now declares the final result: a draw if Black's claim is upheld, otherwise {otherwise}.";
    OTHERWISE_DRAW = "postponed.otherwise_draw" => "a draw ({rule})";
    OTHERWISE_WINS_WHITE = "postponed.otherwise_wins_white" => "White wins on time ({rule})";
    OTHERWISE_WINS_BLACK = "postponed.otherwise_wins_black" => "Black wins on time ({rule})";
    // Mating material by US Chess 14E and the blitz rules (rules::material, rules::questions; {pieces}: a side's pieces).
    CLAUSES_SEMICOLON = "verdict.clauses" => "{first}; {second}";
    MATERIAL_LONE_KING_WHITE = "material.lone_king_white" => "White has only a lone king";
    MATERIAL_LONE_KING_BLACK = "material.lone_king_black" => "Black has only a lone king";
    MATERIAL_KING_KNIGHT_WHITE = "material.king_knight_white" => "White has only king and knight";
    MATERIAL_KING_KNIGHT_BLACK = "material.king_knight_black" => "Black has only king and knight";
    MATERIAL_KING_BISHOP_WHITE = "material.king_bishop_white" => "White has only king and bishop";
    MATERIAL_KING_BISHOP_BLACK = "material.king_bishop_black" => "Black has only king and bishop";
    MATERIAL_TWO_KNIGHTS_NO_PAWNS_WHITE = "material.two_knights_no_pawns_white" => "White has only king and two knights against no pawns";
    MATERIAL_TWO_KNIGHTS_NO_PAWNS_BLACK = "material.two_knights_no_pawns_black" => "Black has only king and two knights against no pawns";
    MATERIAL_CANNOT_AT_ALL_WHITE = "material.cannot_at_all_white" => "White cannot checkmate at all ({matchup})";
    MATERIAL_CANNOT_AT_ALL_BLACK = "material.cannot_at_all_black" => "Black cannot checkmate at all ({matchup})";
    MATERIAL_MORE_THAN_14E_WHITE = "material.more_than_14e_white" => "White has {pieces}, more than 14E's insufficient material";
    MATERIAL_MORE_THAN_14E_BLACK = "material.more_than_14e_black" => "Black has {pieces}, more than 14E's insufficient material";
    MATERIAL_HEAVY_WHITE = "material.heavy_white" => "White has {pieces}: a pawn, rook or queen is mating material";
    MATERIAL_HEAVY_BLACK = "material.heavy_black" => "Black has {pieces}: a pawn, rook or queen is mating material";
    MATERIAL_TWO_KNIGHTS_EXCEPTED_WHITE = "material.two_knights_excepted_white" => "White has king and two knights against a lone king, which is excepted";
    MATERIAL_TWO_KNIGHTS_EXCEPTED_BLACK = "material.two_knights_excepted_black" => "Black has king and two knights against a lone king, which is excepted";
    MATERIAL_TWO_MINORS_WHITE = "material.two_minors_white" => "White has two minor pieces ({pieces})";
    MATERIAL_TWO_MINORS_BLACK = "material.two_minors_black" => "Black has two minor pieces ({pieces})";
    MATERIAL_LONE_KNIGHT_WHITE = "material.lone_knight_white" => "White has only a lone knight";
    MATERIAL_LONE_KNIGHT_BLACK = "material.lone_knight_black" => "Black has only a lone knight";
    MATERIAL_LONE_BISHOP_WHITE = "material.lone_bishop_white" => "White has only a lone bishop";
    MATERIAL_LONE_BISHOP_BLACK = "material.lone_bishop_black" => "Black has only a lone bishop";
    FORCED_ALREADY = "forced.already" => "{material}, but it is already checkmate";
    FORCED_UNKNOWN = "forced.unknown" => "{material}; whether that is a forced win the app cannot search without the position, so an arbiter decides";
    SAID_KING_KNIGHT_WHITE = "said.king_knight_white" => "White has only a king and a knight, as the players said";
    SAID_KING_KNIGHT_BLACK = "said.king_knight_black" => "Black has only a king and a knight, as the players said";
    SAID_KING_BISHOP_WHITE = "said.king_bishop_white" => "White has only a king and a bishop, as the players said";
    SAID_KING_BISHOP_BLACK = "said.king_bishop_black" => "Black has only a king and a bishop, as the players said";
    SAID_MORE_THAN_14E_WHITE = "said.more_than_14e_white" => "White has more than 14E's insufficient material (more than a king and one minor piece, and not only two knights), as the players said";
    SAID_MORE_THAN_14E_BLACK = "said.more_than_14e_black" => "Black has more than 14E's insufficient material (more than a king and one minor piece, and not only two knights), as the players said";
    SAID_KNIGHTS_PAWNS_WHITE = "said.knights_pawns_white" => "White has a king and two knights and Black has pawns, as the players said";
    SAID_KNIGHTS_PAWNS_BLACK = "said.knights_pawns_black" => "Black has a king and two knights and White has pawns, as the players said";
    SAID_KNIGHTS_NO_PAWNS_WHITE = "said.knights_no_pawns_white" => "White has only a king and two knights and Black no pawns, as the players said";
    SAID_KNIGHTS_NO_PAWNS_BLACK = "said.knights_no_pawns_black" => "Black has only a king and two knights and White no pawns, as the players said";
    SAID_LONE_KNIGHT_WHITE = "said.lone_knight_white" => "White has only a lone knight, as the players said";
    SAID_LONE_KNIGHT_BLACK = "said.lone_knight_black" => "Black has only a lone knight, as the players said";
    SAID_LONE_BISHOP_WHITE = "said.lone_bishop_white" => "White has only a lone bishop, as the players said";
    SAID_LONE_BISHOP_BLACK = "said.lone_bishop_black" => "Black has only a lone bishop, as the players said";
    SAID_LONE_KNIGHT_NOT_WHITE = "said.lone_knight_not_white" => "White has only a lone knight, as the players said, which is not mating material";
    SAID_LONE_KNIGHT_NOT_BLACK = "said.lone_knight_not_black" => "Black has only a lone knight, as the players said, which is not mating material";
    SAID_LONE_BISHOP_NOT_WHITE = "said.lone_bishop_not_white" => "White has only a lone bishop, as the players said, which is not mating material";
    SAID_LONE_BISHOP_NOT_BLACK = "said.lone_bishop_not_black" => "Black has only a lone bishop, as the players said, which is not mating material";
    SAID_BLITZ_MORE_WHITE = "said.blitz_more_white" => "White has more than a king and one minor piece, as the players said: two minor pieces, a pawn, a rook or a queen is mating material";
    SAID_BLITZ_MORE_BLACK = "said.blitz_more_black" => "Black has more than a king and one minor piece, as the players said: two minor pieces, a pawn, a rook or a queen is mating material";
    SAID_BLITZ_NOT_TWO_KNIGHTS_WHITE = "said.blitz_not_two_knights_white" => "White has more than a king and one minor piece and not only two knights, as the players said: that is mating material";
    SAID_BLITZ_NOT_TWO_KNIGHTS_BLACK = "said.blitz_not_two_knights_black" => "Black has more than a king and one minor piece and not only two knights, as the players said: that is mating material";
    SAID_KNIGHTS_V_KING_WHITE = "said.knights_v_king_white" => "White has king and two knights against a lone king, as the players said, which is excepted";
    SAID_KNIGHTS_V_KING_BLACK = "said.knights_v_king_black" => "Black has king and two knights against a lone king, as the players said, which is excepted";
    SAID_KNIGHTS_V_MORE_WHITE = "said.knights_v_more_white" => "White has two knights and Black more than a king, as the players said";
    SAID_KNIGHTS_V_MORE_BLACK = "said.knights_v_more_black" => "Black has two knights and White more than a king, as the players said";
    // The seeds' own claims and penalties (rules::uscf, scholastic, speed, quickplay, blitz_common, endings).
    USCF_BLITZ_NO_14H = "uscf.blitz_no_14h" => "The insufficient-losing-chances claim belongs to regular sudden-death games; the US Chess blitz rules give no such claim.";
    USCF_NO_QUICKPLAY = "uscf.no_quickplay" => "US Chess rules have no quickplay-finish claim or increment request; their counterpart is the insufficient-losing-chances claim of Variation 14H.";
    USCF_NO_MICHIGAN = "uscf.no_michigan" => "US Chess rules have no Michigan twenty-move rule; their move-count draw is the 50-move rule.";
    USCF_NO_ENDING = "uscf.no_ending" => "US Chess rules give no draw claim for an ending by its material beyond the endings of 14D.";
    USCF_FIVE_IN_A_ROW = "uscf.five_in_a_row" => "The same position has appeared five times in a row, so the director declares the game drawn for lack of progress.";
    USCF_SEVENTY_FIVE = "uscf.seventy_five" => "Each player has made 75 moves without a capture or a pawn move, so the director declares the game drawn for lack of progress.";
    NO_POSITION_DIRECTOR = "verdict.no_position_director" => "The app has no position to examine; a director decides.";
    NO_POSITION_TD = "verdict.no_position_td" => "The app has no position to examine; a tournament director decides.";
    ENDING_DRAWN = "ending.drawn" => "The ending is {ending}, so the game is drawn.";
    ENDING_NO_MATE = "ending.no_mate" => "The ending is {ending}, where no checkmate is possible.";
    ENDING_K_V_K = "ending.k_v_k" => "king against king";
    ENDING_K_V_MINOR = "ending.k_v_minor" => "king against king and a minor piece";
    ENDING_BISHOPS_SAME = "ending.bishops_same" => "king and bishop against king and bishop on the same colour";
    USCF_NO_MATE_EITHER = "uscf.no_mate_either" => "No legal moves lead to checkmate for either side ({white}; {black}), so the game is drawn.";
    USCF_NOT_14D = "uscf.not_14d" => "The position is not one of the endings 14D lists, and a checkmate can still be reached, so the claim is rejected and play continues.";
    USCF_14H_NOT_IN_FORCE = "uscf.14h_not_in_force" => "Variation 14H is not in force for this game, so no claim of insufficient losing chances can be made.";
    USCF_14H_DELAY = "uscf.14h_delay" => "The clock runs with a delay or increment, so Variation 14H's claim is not available.";
    USCF_14H_NOT_SUDDEN_DEATH = "uscf.14h_not_sudden_death" => "This is not a sudden-death time control, so Variation 14H's claim is not available.";
    USCF_14H_CLAIMED_WHITE = "uscf.14h_claimed_white" => "White has the move and {left} left in sudden death without delay, and claims insufficient losing chances under Variation 14H. The director decides.";
    USCF_14H_CLAIMED_BLACK = "uscf.14h_claimed_black" => "Black has the move and {left} left in sudden death without delay, and claims insufficient losing chances under Variation 14H. The director decides.";
    USCF_14H_AGREES = "uscf.14h_agrees" => "The director agrees that the claimant has insufficient losing chances: the game is drawn.";
    USCF_14H_POSTPONED = "uscf.14h_postponed" => "The director postpones the decision: play continues (with a delay clock placed on the game where one is available), and the director rules later, at the latest once a flag falls.";
    USCF_14H_REJECTED = "uscf.14h_rejected" => "The director rejects the claim: play continues.";
    SCHOLASTIC_NO_CLAIM = "scholastic.no_claim" => "Under the Scholastic Blitz Rules no claim can be made for insufficient losing chances, a quickplay finish or an added increment.";
    SCHOLASTIC_NO_MICHIGAN = "scholastic.no_michigan" => "The Scholastic Blitz Rules have no Michigan twenty-move rule among the draws of rule 8.";
    IDENTICAL_KNIGHTS = "identical.knights" => "Each player has just one knight";
    IDENTICAL_BISHOPS = "identical.bishops" => "Each player has just one bishop";
    IDENTICAL_ROOKS = "identical.rooks" => "Each player has just one rook";
    IDENTICAL_QUEENS = "identical.queens" => "Each player has just one queen";
    SCHOLASTIC_NOT_IDENTICAL = "scholastic.not_identical" => "The players do not each have just one identical piece (and nothing else), so the claim is rejected and play continues.";
    ENDING_SO_DRAWN = "ending.so_drawn" => "{ending}, so the game is drawn.";
    SCHOLASTIC_ROOK_PAWN_HELD = "scholastic.rook_pawn_held" => "King and rook pawn against king, with the defending king on the rook file in front of the pawn";
    SCHOLASTIC_PAWN_HELD = "scholastic.pawn_held" => "King and pawn against king, with the defending king directly in front of a pawn not on the seventh rank";
    SCHOLASTIC_BISHOPS_ONE_PAWN = "scholastic.bishops_one_pawn" => "King and bishop against king and bishop on opposite colours, with only one pawn on the board";
    SCHOLASTIC_BISHOPS_BLOCKADED = "scholastic.bishops_blockaded" => "King and bishop against king and bishop on opposite colours, two pawns against one in a blockaded position";
    SCHOLASTIC_ROOK_PAWN_BLOCKADED = "scholastic.rook_pawn_blockaded" => "King, rook and rook pawn against king and rook, with the pawn blockaded by the king";
    SCHOLASTIC_NOT_RULE_8 = "scholastic.not_rule_8" => "The position is not one that rule 8 draws, so the appeal is rejected and play continues.";
    SCHOLASTIC_KNOCKED_WHITE = "scholastic.knocked_white" => "White knocked over the clock: Black gets one minute more.";
    SCHOLASTIC_KNOCKED_BLACK = "scholastic.knocked_black" => "Black knocked over the clock: White gets one minute more.";
    SCHOLASTIC_FIRST_FLAG_WHITE = "scholastic.first_flag_white" => "First offence by White ({what}), and White's flag has fallen meanwhile: Black gets one extra minute.";
    SCHOLASTIC_FIRST_FLAG_BLACK = "scholastic.first_flag_black" => "First offence by Black ({what}), and Black's flag has fallen meanwhile: White gets one extra minute.";
    SCHOLASTIC_FIRST_OFFENCE_WHITE = "scholastic.first_offence_white" => "First offence by White ({what}): a warning.";
    SCHOLASTIC_FIRST_OFFENCE_BLACK = "scholastic.first_offence_black" => "First offence by Black ({what}): a warning.";
    SCHOLASTIC_SECOND_OFFENCE_WHITE = "scholastic.second_offence_white" => "Second offence by White ({what}): Black gets one minute more.";
    SCHOLASTIC_SECOND_OFFENCE_BLACK = "scholastic.second_offence_black" => "Second offence by Black ({what}): White gets one minute more.";
    SCHOLASTIC_THIRD_OFFENCE_WHITE = "scholastic.third_offence_white" => "Third offence by White ({what}): White forfeits the game.";
    SCHOLASTIC_THIRD_OFFENCE_BLACK = "scholastic.third_offence_black" => "Third offence by Black ({what}): Black forfeits the game.";
    SCHOLASTIC_APPEAL_REJECTED_WHITE = "scholastic.appeal_rejected_white" => "White stopped the clock and the appeal was rejected: White loses one minute.";
    SCHOLASTIC_APPEAL_REJECTED_BLACK = "scholastic.appeal_rejected_black" => "Black stopped the clock and the appeal was rejected: Black loses one minute.";
    SCHOLASTIC_FIRST_INFRACTION_WHITE = "scholastic.first_infraction_white" => "First infraction by White ({what}): a warning.";
    SCHOLASTIC_FIRST_INFRACTION_BLACK = "scholastic.first_infraction_black" => "First infraction by Black ({what}): a warning.";
    SCHOLASTIC_SECOND_INFRACTION_WHITE = "scholastic.second_infraction_white" => "Second infraction by White ({what}): a one-minute penalty, taken from White's clock.";
    SCHOLASTIC_SECOND_INFRACTION_BLACK = "scholastic.second_infraction_black" => "Second infraction by Black ({what}): a one-minute penalty, taken from Black's clock.";
    SCHOLASTIC_THIRD_INFRACTION_WHITE = "scholastic.third_infraction_white" => "Third infraction by White ({what}): White loses the game.";
    SCHOLASTIC_THIRD_INFRACTION_BLACK = "scholastic.third_infraction_black" => "Third infraction by Black ({what}): Black loses the game.";
    SPEED_NO_SCRAMBLE_CLAIM = "speed.no_scramble_claim" => "Under the Speed Chess Rules no draw, and no added time, can be claimed in a time scramble: the insufficient-losing-chances rule does not apply.";
    SPEED_NO_COUNT = "speed.no_count" => "The app has no position to count the moves; a director must verify the count.";
    SPEED_LONG_COUNT = "speed.long_count" => "In {ending} the count runs to forty moves.";
    SPEED_Q_V_R = "speed.q_v_r" => "king and queen against king and rook";
    SPEED_B_N = "speed.b_n" => "king, bishop and knight against king";
    SPEED_TWO_BISHOPS = "speed.two_bishops" => "king and two bishops against king";
    SPEED_ROOK = "speed.rook" => "king and rook against king";
    SPEED_QUEENS = "speed.queens" => "Queen against queen";
    SPEED_ROOKS = "speed.rooks" => "Rook against rook";
    SPEED_NOT_Q_OR_R = "speed.not_q_or_r" => "The position is not an endgame of queen against queen or rook against rook (kings and those two pieces only), so play continues.";
    QP_NO_INCREMENT = "quickplay.no_increment" => "These rules have no request for an increment; their claim in the last two minutes is the quickplay-finish claim of Article 10.2.";
    QP_NO_LOSING_CHANCES = "quickplay.no_losing_chances" => "These rules have no 'insufficient losing chances' claim; their counterpart is the quickplay-finish claim of Article 10.2.";
    QP_NOT_LAST_PHASE = "quickplay.not_last_phase" => "This is not the last phase of the game with all remaining moves in a limited time, so it is not a quickplay finish.";
    QP_CLAIMED_WHITE = "quickplay.claimed_white" => "White has the move and {left} left, and claims a draw. The arbiter decides whether the opponent is making no effort to win, or cannot win, by normal means.";
    QP_CLAIMED_BLACK = "quickplay.claimed_black" => "Black has the move and {left} left, and claims a draw. The arbiter decides whether the opponent is making no effort to win, or cannot win, by normal means.";
    QP_DRAWN = "quickplay.drawn" => "The arbiter decides the game drawn.";
    BLITZ_NO_QUICKPLAY = "blitz.no_quickplay" => "In blitz there is no claim for a quickplay finish, insufficient losing chances or an added increment; the usual rules' quickplay guidelines exclude blitz.";
    BLITZ_NO_SUCH_DRAW = "blitz.no_such_draw" => "These rules know no such draw claim; the draws are those listed here.";
    RESIGNS_BUT_WHITE = "verdict.resigns_but_white" => "White resigns, but Black cannot checkmate by any series of legal moves ({pieces}), so the game is drawn.";
    RESIGNS_BUT_BLACK = "verdict.resigns_but_black" => "Black resigns, but White cannot checkmate by any series of legal moves ({pieces}), so the game is drawn.";
    AGREE_REFUSED_WHITE = "verdict.agree_refused_white" => "A draw cannot be agreed yet: White has not made a move.";
    AGREE_REFUSED_BLACK = "verdict.agree_refused_black" => "A draw cannot be agreed yet: Black has not made a move.";
    // The setup's rule warnings (rules::controls::check_controls), after the rule they quote.
    SETUP_NO_DELAY = "setup_rule.no_delay" => "Choose a control without delay.";
    SETUP_SLOWER_THAN_G5 = "setup_rule.slower_than_g5" => "This control is slower than G/5.";
    SETUP_UNDER_5C = "setup_rule.under_5c" => "A main time under 5 minutes cannot be rated as a regular, dual or quick game.";
    SETUP_FIDE_BLITZ = "setup_rule.fide_blitz" => "This control counts as {counted} for each player, so it is a blitz game: its rules are \"{rulebook}\".";
    SETUP_FIDE_RAPID = "setup_rule.fide_rapid" => "This control counts as {counted} for each player, so it is a rapid game: its rules are \"{rulebook}\".";
    SETUP_FIDE_STANDARD = "setup_rule.fide_standard" => "This control counts as {counted} for each player, so it is a standard game: its rules are \"{rulebook}\".";
    SETUP_START_ANYWAY = "setup_rule.start_anyway" => "Tap again to start anyway.";
    SETUP_SWITCH_TO = "setup_rule.switch_to" => "Play under “{rulebook}”";
    // What an imported PGN's review leaves out (replay::score::LeftOut; {variations}, {glyphs}: counted).
    LEFT_OUT_BOTH = "review.left_out_both" => "{variations} and {glyphs} were left out: the review follows the main line.";
    // The score's time chart in words, for a screen reader (screens::time_chart).
    CHART_ENDS_WHITE = "chart.ends_white" => "White ends with {time};";
    CHART_ENDS_BLACK = "chart.ends_black" => "Black ends with {time};";
    CHART_LONGEST = "chart.longest" => "longest move {time} (half-move {ply}).";
    CHART_MARK = "chart.mark" => "After half-move {ply}: {what}";
    NAME_EMPTY = "save.name_empty" => "Give the control a name first, such as “Club night”.";
    // The score sheet's lines (replay::score::Line), in the players' language; a PGN's comments
    // keep their English.
    SCORE_USED = "score.used" => "({time} used)";
    SCORE_PRESSED_WHITE = "score.pressed_white" => "White pressed";
    SCORE_PRESSED_BLACK = "score.pressed_black" => "Black pressed";
    SCORE_FLAG_WHITE = "score.flag_white" => "White's flag fell ({time} into the game)";
    SCORE_FLAG_BLACK = "score.flag_black" => "Black's flag fell ({time} into the game)";
    SCORE_CLOCK_CALLS_WHITE = "score.clock_calls_white" => "The clock calls White's flag";
    SCORE_CLOCK_CALLS_BLACK = "score.clock_calls_black" => "The clock calls Black's flag";
    SCORE_CLAIMS_FLAG_WHITE = "score.claims_flag_white" => "White claims Black's flag";
    SCORE_CLAIMS_FLAG_BLACK = "score.claims_flag_black" => "Black claims White's flag";
    // {claim}: one of the score.claim_* words below.
    SCORE_CLAIMS_WHITE = "score.claims_white" => "White claims {claim}";
    SCORE_CLAIMS_BLACK = "score.claims_black" => "Black claims {claim}";
    SCORE_CLAIM_ILLEGAL_MOVE = "score.claim_illegal_move" => "illegal move";
    SCORE_CLAIM_THREEFOLD = "score.claim_threefold" => "threefold";
    SCORE_CLAIM_FIFTY_MOVES = "score.claim_fifty_moves" => "fifty moves";
    SCORE_CLAIM_DEAD_POSITION = "score.claim_dead_position" => "dead position";
    SCORE_CLAIM_INSUFFICIENT_MATERIAL = "score.claim_insufficient_material" => "insufficient material";
    SCORE_CLAIM_MICHIGAN_TWENTY = "score.claim_michigan_twenty" => "michigan twenty";
    SCORE_CLAIM_QUEEN_V_QUEEN = "score.claim_queen_v_queen" => "queen v queen";
    SCORE_CLAIM_ROOK_V_ROOK = "score.claim_rook_v_rook" => "rook v rook";
    SCORE_CLAIM_IDENTICAL_PIECES = "score.claim_identical_pieces" => "identical pieces";
    SCORE_CLAIM_QUICKPLAY_FINISH = "score.claim_quickplay_finish" => "quickplay finish";
    SCORE_CLAIM_LOSING_CHANCES = "score.claim_insufficient_losing_chances" => "insufficient losing chances";
    SCORE_CLAIM_INCREMENT_REQUEST = "score.claim_increment_request" => "increment request";
    // A claim's line: {what} is who claims what (above), {outcome} the verdict in a few words
    // (below), {result} 1-0, 0-1 or 1/2-1/2, {rule} a citation such as FIDE 9.3.
    SCORE_VERDICT = "score.verdict" => "{what}: {outcome} ({rule}).";
    SCORE_VERDICT_RESULT = "score.verdict_result" => "{what}: {outcome}, {result} ({rule}).";
    SCORE_OUTCOME_DRAW = "score.outcome_draw" => "draw";
    SCORE_OUTCOME_WINS_WHITE = "score.outcome_wins_white" => "White wins";
    SCORE_OUTCOME_WINS_BLACK = "score.outcome_wins_black" => "Black wins";
    SCORE_OUTCOME_ON_TIME_WHITE = "score.outcome_on_time_white" => "White wins on time";
    SCORE_OUTCOME_ON_TIME_BLACK = "score.outcome_on_time_black" => "Black wins on time";
    SCORE_OUTCOME_UPHELD = "score.outcome_upheld" => "upheld, play on";
    SCORE_OUTCOME_MOVES_AGAIN_WHITE = "score.outcome_moves_again_white" => "upheld, White moves again";
    SCORE_OUTCOME_MOVES_AGAIN_BLACK = "score.outcome_moves_again_black" => "upheld, Black moves again";
    SCORE_OUTCOME_REJECTED = "score.outcome_rejected" => "rejected, play on";
    SCORE_OUTCOME_PENDING = "score.outcome_pending" => "the arbiter decides";
    // {decision}: one of the three below.
    SCORE_DECISION = "score.decision" => "Arbiter's decision: {decision} ({rule}).";
    SCORE_DECISION_DRAW = "score.decision_draw" => "draw";
    SCORE_DECISION_POSTPONE = "score.decision_postpone" => "postpone";
    SCORE_DECISION_REJECT = "score.decision_reject" => "reject";
    // {infraction}: one of the score.infraction_* words below.
    SCORE_PENALTY_WHITE = "score.penalty_white" => "Penalty, White: {infraction} ({rule}).";
    SCORE_PENALTY_BLACK = "score.penalty_black" => "Penalty, Black: {infraction} ({rule}).";
    SCORE_INFRACTION_KNOCKED_CLOCK = "score.infraction_knocked_clock" => "knocked clock";
    SCORE_INFRACTION_DISPLACED_PIECES = "score.infraction_displaced_pieces" => "displaced pieces";
    SCORE_INFRACTION_TWO_HANDS = "score.infraction_two_hands" => "two hands";
    SCORE_INFRACTION_HOVER = "score.infraction_hover" => "hover";
    SCORE_INFRACTION_FRIVOLOUS_STOP = "score.infraction_frivolous_stop" => "frivolous stop";
    SCORE_PAUSED = "score.paused" => "Clock paused ({time} into the game)";
    SCORE_RESUMED = "score.resumed" => "Clock resumed ({time} into the game)";
    // {amount}: signed seconds, "+30", "-1.5"; {moves}: a signed count, "+1".
    SCORE_ADJUST_WHITE = "score.adjust_white" => "Arbiter adjusts White's clock {amount} s";
    SCORE_ADJUST_BLACK = "score.adjust_black" => "Arbiter adjusts Black's clock {amount} s";
    SCORE_ADJUST_MOVES_WHITE = "score.adjust_moves_white" => "Arbiter adjusts White's clock {amount} s, moves {moves}";
    SCORE_ADJUST_MOVES_BLACK = "score.adjust_moves_black" => "Arbiter adjusts Black's clock {amount} s, moves {moves}";
    SCORE_RESIGNS_WHITE = "score.resigns_white" => "White resigns";
    SCORE_RESIGNS_BLACK = "score.resigns_black" => "Black resigns";
    SCORE_DRAW_AGREED = "score.draw_agreed" => "Draw agreed";
    // {typed}: how many PINs were wrong or right (score.pins_wrong, score.pins_right).
    SCORE_PINS = "score.pins" => "Arbiter's PIN typed: {typed}";
    SCORE_PINS_BOTH = "score.pins_both" => "Arbiter's PIN typed: {wrong}, {right}";
    SCORE_UNRECORDED = "score.unrecorded" => "Moves not recorded from here on: each press with the presser's clock after it.";
    // A flag claim's confirmation when the analysis decides (screens::flag_claim).
    FLAG_WORKED_OUT_WHITE = "flag.worked_out_white" => "Whether White can still checkmate is worked out when the claim is made.";
    FLAG_WORKED_OUT_BLACK = "flag.worked_out_black" => "Whether Black can still checkmate is worked out when the claim is made.";
    // Pieces the picker cannot set up (screens::material_picker). {pieces}, {pawns}: counted
    // (picker.pieces, picker.pawns); {kind}: a kind's name in the plural (pieces.*); {why}: a
    // technical detail, in English.
    PICKER_BEYOND_WHITE = "picker.beyond_white" => "White has {pieces} beyond the starting set and {pawns}: every extra piece is a promoted pawn, so together they can be at most 8.";
    PICKER_BEYOND_BLACK = "picker.beyond_black" => "Black has {pieces} beyond the starting set and {pawns}: every extra piece is a promoted pawn, so together they can be at most 8.";
    PICKER_NO_ROOM_WHITE = "picker.no_room_white" => "There is no room for White's {n} {kind} without giving check; give the position as a FEN instead.";
    PICKER_NO_ROOM_BLACK = "picker.no_room_black" => "There is no room for Black's {n} {kind} without giving check; give the position as a FEN instead.";
    PICKER_NOT_LEGAL = "picker.not_legal" => "These pieces do not make a legal position: {why}";
    PICKER_IN_CHECK_WHITE = "picker.in_check_white" => "With these pieces on their home squares White would be in check; give the position as a FEN instead.";
    PICKER_IN_CHECK_BLACK = "picker.in_check_black" => "With these pieces on their home squares Black would be in check; give the position as a FEN instead.";
    PICKER_NO_MOVE_WHITE = "picker.no_move_white" => "With these pieces on their home squares White would have no legal move; give the position as a FEN instead.";
    PICKER_NO_MOVE_BLACK = "picker.no_move_black" => "With these pieces on their home squares Black would have no legal move; give the position as a FEN instead.";
    // Armageddon: a drawn game's draw odds, cited after the rule that drew it (replay::game).
    RULE_DRAW_ODDS = "rule.draw_odds" => "{rule}, Armageddon draw odds";
    // Time the wall clock says passed while the page was away, beyond what was charged ({time}, {back}, {closed}: clock times).
    AWAY_GAP_WHITE = "away.gap_white" => "While the page was away, this phone's clock ran {time} more than the browser's own: the phone slept, or its time was changed. White's clock was not charged for it.";
    AWAY_GAP_BLACK = "away.gap_black" => "While the page was away, this phone's clock ran {time} more than the browser's own: the phone slept, or its time was changed. Black's clock was not charged for it.";
    AWAY_CHARGE_WHITE = "away.charge_white" => "Charge {time} to White";
    AWAY_CHARGE_BLACK = "away.charge_black" => "Charge {time} to Black";
    AWAY_KEEP = "away.keep" => "Do not charge it";
    AWAY_LOCKED = "away.locked" => "This game is locked by the arbiter: a correction of its clock needs the arbiter's PIN.";
    AWAY_WALL_BACK_MEASURED = "away.wall_back_measured" => "This phone's time went back {back} while the page was closed. The browser's own clock measured {closed} closed, and that was charged to the running clock.";
    AWAY_WALL_BACK_UNKNOWN = "away.wall_back_unknown" => "This phone's time went back {back} while the page was closed: how long it was closed cannot be known, and nothing was charged for it. The arbiter may correct the clocks.";
    // A saved game that cannot be restored and cannot be copied aside either ({why}: a technical detail).
    UNREADABLE_LEFT = "setup.unreadable_left" => "The saved game could not be restored: {why}. Its text is below, to copy. Storage is full, so it could not be copied aside: it is left where it was, and no game is saved over it until it is copied aside or you let it go.";
    UNREADABLE_LET_GO = "setup.unreadable_let_go" => "I have copied it: let it go";
    UNREADABLE_HELD = "storage.unreadable_held" => "A saved game that could not be restored is still in this browser's storage and is not written over: the setup screen shows it, to copy or let go. Until then this game is not saved.";
    // The games kept on this phone after they were left (session::kept).
    KEPT_TITLE = "kept.title" => "Earlier games on this phone";
    KEPT_HINT = "kept.hint" => "A game left for a new one is kept here with its record and every arbiter's PIN typed on it (the last {n}): review it, and export it from its score.";
    KEPT_FINISHED = "kept.finished" => "finished";
    KEPT_ENDED = "kept.ended" => "left unfinished";
    KEPT_SET_ASIDE = "kept.set_aside" => "set aside after an error";
    KEPT_LOCKED = "kept.locked" => "locked by the arbiter";
    KEPT_REVIEW = "kept.review" => "Review";
    KEPT_UNREADABLE = "kept.unreadable" => "The earlier games kept on this phone cannot be read: {why}. They are left as they are.";
    KEPT_NOT_KEPT = "kept.not_kept" => "This game could not be kept on this phone: {why}. Export it from Score first; tap again to leave it anyway.";
    KEPT_FULL = "kept.full" => "this phone's storage for the clock is full";
    OWNERSHIP_NO_LOCKS = "ownership.no_locks" => "This browser refused the page's locks that keep one window on the clock: the page's windows agree among themselves instead, and the game is kept as usual.";
    KEPT_OTHER_WINDOW = "kept.other_window" => "Another window of this browser has the clock: the game started here was kept with the games kept on this phone (at setup), and this window only watches the other's game.";
    KEPT_OFF = "kept.off" => "this browser keeps nothing (its storage is switched off)";
    KEPT_CANNOT_REVIEW = "kept.cannot_review" => "This kept game cannot be reviewed: {why}. Its text is kept as it was.";
    // A claim judged on a position the players entered (the FEN field, the pieces left).
    DIALOG_CONFIRM_WHITE = "dialog.confirm_white" => "White, is this the position on the board? The claim is judged on it only once you confirm.";
    DIALOG_CONFIRM_BLACK = "dialog.confirm_black" => "Black, is this the position on the board? The claim is judged on it only once you confirm.";
    DIALOG_CONFIRM_YES = "dialog.confirm_yes" => "Yes, this is the position";
    DIALOG_CONFIRM_NO = "dialog.confirm_no" => "No, it is not";
    DIALOG_CONFIRM_REFUSED = "dialog.confirm_refused" => "The opponent did not confirm the position: nothing was recorded. Correct it, or call the arbiter.";
    DIALOG_POSITION_PIN = "dialog.position_pin" => "The players entered this position: on a locked clock the arbiter confirms it with the PIN before the claim is judged.";
    // A long import read in slices ({percent}: how much of the text is read).
    IMPORT_READING = "score.import_reading" => "Reading the game… {percent}%";
    IMPORT_CANCEL = "score.import_cancel" => "Cancel";
    IMPORT_CANCELLED = "score.import_cancelled" => "The import was cancelled; nothing was read.";
}

plurals! {
    CLOCK_PLURALS;
    SAY_HOURS = "say.hours" => "{n} hour" / "{n} hours";
    SAY_MINUTES = "say.minutes" => "{n} minute" / "{n} minutes";
    SAY_SECONDS = "say.seconds" => "{n} second" / "{n} seconds";
    // A time control as people say it (TimeControl::describe; {time}: "90 min", "30 s").
    DESCRIBE_MOVES_IN = "describe.moves_in" => "{n} move in {time}" / "{n} moves in {time}";
    DESCRIBE_CANADIAN = "describe.canadian" => "{n} move in every {time}" / "{n} moves in every {time}";
    // Verdicts with a count (rules::claims).
    VERDICT_REPETITION_DRAWN = "verdict.repetition_drawn"
        => "The position has stood on the board {n} time, so the game is drawn."
        / "The position has stood on the board {n} times, so the game is drawn.";
    VERDICT_FIFTY_DRAWN = "verdict.fifty_drawn"
        => "The last {n} move by each player was made without a capture or a pawn move, so the game is drawn."
        / "The last {n} moves by each player were made without a capture or a pawn move, so the game is drawn.";
    VERDICT_FIFTY_ONLY = "verdict.fifty_only"
        => "Only {n} half-move (not 100) has been made since the last capture or pawn move, so the claim is incorrect and play continues."
        / "Only {n} half-moves (not 100) have been made since the last capture or pawn move, so the claim is incorrect and play continues.";
    AMOUNT_MINUTES = "amount.minutes" => "{n} minute" / "{n} minutes";
    // The rules' sentences with a count ({n}).
    AMOUNT_MOVES = "amount.moves" => "{n} move" / "{n} moves";
    SEARCH_REACHED = "search.reached" => "after searching {n} move deep" / "after searching {n} moves deep";
    FORCED_MATE_IN = "forced.mate_in" => "{material}, but has a forced mate in {n}" / "{material}, but has a forced mate in {n}";
    FORCED_NONE_WITHIN = "forced.none_within" => "{material}, and no forced win: none within {n} move (the app searched {n} move deep)" / "{material}, and no forced win: none within {n} moves (the app searched {n} moves deep)";
    LEFT_OUT_VARIATIONS = "review.left_out_variations" => "{n} variation was left out: the review follows the main line." / "{n} variations were left out: the review follows the main line.";
    LEFT_OUT_GLYPHS = "review.left_out_glyphs" => "{n} annotation glyph was left out: the review follows the main line." / "{n} annotation glyphs were left out: the review follows the main line.";
    LEFT_OUT_MOVES_AFTER_END = "review.left_out_moves_after_end" => "{n} move after the game had ended was left out: the rules end the game there." / "{n} moves after the game had ended were left out: the rules end the game there.";
    LEFT_OUT_EVENTS_AFTER_END = "review.left_out_events_after_end" => "{n} event after the game had ended was left out: the rules end the game there." / "{n} events after the game had ended were left out: the rules end the game there.";
    SCORE_SHOW_ALL = "score.show_all" => "Show the {n} line between" / "Show the {n} lines between";
    VARIATIONS = "review.variations" => "{n} variation" / "{n} variations";
    GLYPHS = "review.glyphs" => "{n} annotation glyph" / "{n} annotation glyphs";
    SCORE_PINS_WRONG = "score.pins_wrong" => "{n} wrong" / "{n} wrong";
    SCORE_PINS_RIGHT = "score.pins_right" => "{n} right (unlocked)" / "{n} right (unlocked)";
    PICKER_TOO_MANY_PAWNS_WHITE = "picker.too_many_pawns_white" => "White has {n} pawn; a side has at most 8." / "White has {n} pawns; a side has at most 8.";
    PICKER_TOO_MANY_PAWNS_BLACK = "picker.too_many_pawns_black" => "Black has {n} pawn; a side has at most 8." / "Black has {n} pawns; a side has at most 8.";
    PICKER_PIECES = "picker.pieces" => "{n} piece" / "{n} pieces";
    PICKER_PAWNS = "picker.pawns" => "{n} pawn" / "{n} pawns";
    CHART_OVER = "chart.over" => "Time chart over {n} half-move." / "Time chart over {n} half-moves.";
    NAME_TOO_LONG = "save.name_too_long" => "The name has {n} character; {most} at most, so that it fits on its button." / "The name has {n} characters; {most} at most, so that it fits on its button.";
    SPEED_TWENTY_DRAWN = "speed.twenty_drawn" => "{n} consecutive move by each player was made without a capture or pawn move, so the game is drawn." / "{n} consecutive moves by each player were made without a capture or pawn move, so the game is drawn.";
    SPEED_TWENTY_ONLY = "speed.twenty_only" => "Only {n} move by each player has been made since the last capture or pawn move, not {needed}, so play continues." / "Only {n} moves by each player have been made since the last capture or pawn move, not {needed}, so play continues.";
    UNLESS_MATE_WHITE = "unless.mate_white" => "{ending}, but White has a forced mate in {n}, so the claim fails and play continues." / "{ending}, but White has a forced mate in {n}, so the claim fails and play continues.";
    UNLESS_MATE_BLACK = "unless.mate_black" => "{ending}, but Black has a forced mate in {n}, so the claim fails and play continues." / "{ending}, but Black has a forced mate in {n}, so the claim fails and play continues.";
    UNLESS_NONE_WHITE = "unless.none_white" => "{ending}, and White has no forced win: none within {n} move (the app searched {n} move deep), so the game is drawn." / "{ending}, and White has no forced win: none within {n} moves (the app searched {n} moves deep), so the game is drawn.";
    UNLESS_NONE_BLACK = "unless.none_black" => "{ending}, and Black has no forced win: none within {n} move (the app searched {n} move deep), so the game is drawn." / "{ending}, and Black has no forced win: none within {n} moves (the app searched {n} moves deep), so the game is drawn.";
    // A wrong arbiter's PIN ({s}: the seconds to wait).
    PIN_WRONG = "pin.wrong"
        => "Not the arbiter's PIN (1 wrong PIN, each in the record). Next try in {s} s."
        / "Not the arbiter's PIN ({n} wrong PINs in a row, each in the record). Next try in {s} s.";
}

sided! { Message;
    SIDE = FACE_WHITE / FACE_BLACK;
    SAY_MARK = SAY_MARK_WHITE / SAY_MARK_BLACK;
    SAY_FLAG = SAY_FLAG_WHITE / SAY_FLAG_BLACK;
    FACE_CLAIM_FLAG = FACE_CLAIM_FLAG_WHITE / FACE_CLAIM_FLAG_BLACK;
    STATUS_FLAG = STATUS_FLAG_WHITE / STATUS_FLAG_BLACK;
    STATUS_BOTH_FLAGS = STATUS_BOTH_FLAGS_WHITE / STATUS_BOTH_FLAGS_BLACK;
    VERDICT_FLAG_FELL = VERDICT_FLAG_FELL_WHITE / VERDICT_FLAG_FELL_BLACK;
    VERDICT_FLAG_FELL_WITHIN = VERDICT_FLAG_FELL_WITHIN_WHITE / VERDICT_FLAG_FELL_WITHIN_BLACK;
    VERDICT_NOT_FALLEN = VERDICT_NOT_FALLEN_WHITE / VERDICT_NOT_FALLEN_BLACK;
    VERDICT_WINS_UNCHECKED = VERDICT_WINS_UNCHECKED_WHITE / VERDICT_WINS_UNCHECKED_BLACK;
    SHEET_CALLED = SHEET_CALLED_WHITE / SHEET_CALLED_BLACK;
    ASK_ONLY_KING = ASK_ONLY_KING_WHITE / ASK_ONLY_KING_BLACK;
    ASK_ONLY_MINOR = ASK_ONLY_MINOR_WHITE / ASK_ONLY_MINOR_BLACK;
    ASK_ONLY_TWO_KNIGHTS = ASK_ONLY_TWO_KNIGHTS_WHITE / ASK_ONLY_TWO_KNIGHTS_BLACK;
    ASK_PAWNS = ASK_PAWNS_WHITE / ASK_PAWNS_BLACK;
    ASK_ONLY_BISHOPS = ASK_ONLY_BISHOPS_WHITE / ASK_ONLY_BISHOPS_BLACK;
    REASON_ONLY_KING = REASON_ONLY_KING_WHITE / REASON_ONLY_KING_BLACK;
    REASON_MORE_THAN_MINOR = REASON_MORE_THAN_MINOR_WHITE / REASON_MORE_THAN_MINOR_BLACK;
    REASON_KNIGHT_V_KING = REASON_KNIGHT_V_KING_WHITE / REASON_KNIGHT_V_KING_BLACK;
    REASON_BISHOP_V_KING = REASON_BISHOP_V_KING_WHITE / REASON_BISHOP_V_KING_BLACK;
    REASON_KNIGHT_V_MORE = REASON_KNIGHT_V_MORE_WHITE / REASON_KNIGHT_V_MORE_BLACK;
    REASON_BISHOP_V_LIKE = REASON_BISHOP_V_LIKE_WHITE / REASON_BISHOP_V_LIKE_BLACK;
    REASON_BISHOP_V_MORE = REASON_BISHOP_V_MORE_WHITE / REASON_BISHOP_V_MORE_BLACK;
    VERDICT_WINS_BECAUSE = VERDICT_WINS_BECAUSE_WHITE / VERDICT_WINS_BECAUSE_BLACK;
    PANEL_RESIGNS = PANEL_RESIGNS_WHITE / PANEL_RESIGNS_BLACK;
    PANEL_CLAIM_OF = PANEL_CLAIM_OF_WHITE / PANEL_CLAIM_OF_BLACK;
    ACTION_RESIGNS = ACTION_RESIGNS_WHITE / ACTION_RESIGNS_BLACK;
    ACTION_PENALTY = ACTION_PENALTY_WHITE / ACTION_PENALTY_BLACK;
    ACTION_ADD = ACTION_ADD_WHITE / ACTION_ADD_BLACK;
    ACTION_TAKE = ACTION_TAKE_WHITE / ACTION_TAKE_BLACK;
    ACTION_MOVES = ACTION_MOVES_WHITE / ACTION_MOVES_BLACK;
    DIALOG_BY = DIALOG_BY_WHITE / DIALOG_BY_BLACK;
    VERDICT_CLOCK = VERDICT_CLOCK_WHITE / VERDICT_CLOCK_BLACK;
    EFFECT_GETS = EFFECT_GETS_WHITE / EFFECT_GETS_BLACK;
    EFFECT_LOSES = EFFECT_LOSES_WHITE / EFFECT_LOSES_BLACK;
    PICKER = PICKER_WHITE / PICKER_BLACK;
    PICKER_ADD = PICKER_ADD_WHITE / PICKER_ADD_BLACK;
    PICKER_REMOVE = PICKER_REMOVE_WHITE / PICKER_REMOVE_BLACK;
    PICKER_COUNT = PICKER_COUNT_WHITE / PICKER_COUNT_BLACK;
    SQUARE = SQUARE_WHITE / SQUARE_BLACK;
    MATE_ALREADY = MATE_ALREADY_WHITE / MATE_ALREADY_BLACK;
    MATE_NONE_ON_BOARD = MATE_NONE_ON_BOARD_WHITE / MATE_NONE_ON_BOARD_BLACK;
    MATE_CANNOT = MATE_CANNOT_WHITE / MATE_CANNOT_BLACK;
    MATE_CAN = MATE_CAN_WHITE / MATE_CAN_BLACK;
    MATE_LINE = MATE_LINE_WHITE / MATE_LINE_BLACK;
    MATE_PROVEN_NONE = MATE_PROVEN_NONE_WHITE / MATE_PROVEN_NONE_BLACK;
    MATE_UNDETERMINED = MATE_UNDETERMINED_WHITE / MATE_UNDETERMINED_BLACK;
    MATE_NO_ANALYSER = MATE_NO_ANALYSER_WHITE / MATE_NO_ANALYSER_BLACK;
    DECIDE_NO_FORCED_WIN = DECIDE_NO_FORCED_WIN_WHITE / DECIDE_NO_FORCED_WIN_BLACK;
    DECIDE_FORCED_WIN_FLAG = DECIDE_FORCED_WIN_FLAG_WHITE / DECIDE_FORCED_WIN_FLAG_BLACK;
    DECIDE_FORCED_WIN_ILLEGAL = DECIDE_FORCED_WIN_ILLEGAL_WHITE / DECIDE_FORCED_WIN_ILLEGAL_BLACK;
    DECIDE_FORCED_WIN_REJECTED = DECIDE_FORCED_WIN_REJECTED_WHITE / DECIDE_FORCED_WIN_REJECTED_BLACK;
    DECIDE_CANNOT_MATE = DECIDE_CANNOT_MATE_WHITE / DECIDE_CANNOT_MATE_BLACK;
    DECIDE_CAN_MATE_FLAG = DECIDE_CAN_MATE_FLAG_WHITE / DECIDE_CAN_MATE_FLAG_BLACK;
    DECIDE_CAN_MATE_ILLEGAL = DECIDE_CAN_MATE_ILLEGAL_WHITE / DECIDE_CAN_MATE_ILLEGAL_BLACK;
    ILLEGAL_OWN_MOVE = ILLEGAL_OWN_MOVE_WHITE / ILLEGAL_OWN_MOVE_BLACK;
    ILLEGAL_NO_MOVE = ILLEGAL_NO_MOVE_WHITE / ILLEGAL_NO_MOVE_BLACK;
    ILLEGAL_LEGAL = ILLEGAL_LEGAL_WHITE / ILLEGAL_LEGAL_BLACK;
    ILLEGAL_NOT_LEGAL = ILLEGAL_NOT_LEGAL_WHITE / ILLEGAL_NOT_LEGAL_BLACK;
    ILLEGAL_UNPROMOTED = ILLEGAL_UNPROMOTED_WHITE / ILLEGAL_UNPROMOTED_BLACK;
    ILLEGAL_TOO_LATE = ILLEGAL_TOO_LATE_WHITE / ILLEGAL_TOO_LATE_BLACK;
    ILLEGAL_OWN_FLAG = ILLEGAL_OWN_FLAG_WHITE / ILLEGAL_OWN_FLAG_BLACK;
    ILLEGAL_FIRST = ILLEGAL_FIRST_WHITE / ILLEGAL_FIRST_BLACK;
    ILLEGAL_FIRST_NOTE = ILLEGAL_FIRST_NOTE_WHITE / ILLEGAL_FIRST_NOTE_BLACK;
    ILLEGAL_TIME = ILLEGAL_TIME_WHITE / ILLEGAL_TIME_BLACK;
    ILLEGAL_MOVES_AGAIN = ILLEGAL_MOVES_AGAIN_WHITE / ILLEGAL_MOVES_AGAIN_BLACK;
    FLAG_NO_LIMIT = FLAG_NO_LIMIT_WHITE / FLAG_NO_LIMIT_BLACK;
    EFFECT_MOVES_AGAIN = EFFECT_MOVES_AGAIN_WHITE / EFFECT_MOVES_AGAIN_BLACK;
    VERDICT_RESIGNS = VERDICT_RESIGNS_WHITE / VERDICT_RESIGNS_BLACK;
    VERDICT_NOT_ON_MOVE = VERDICT_NOT_ON_MOVE_WHITE / VERDICT_NOT_ON_MOVE_BLACK;
    VERDICT_OPPONENT_GETS = VERDICT_OPPONENT_GETS_WHITE / VERDICT_OPPONENT_GETS_BLACK;
    VERDICT_OPPONENT_GETS_NOTE = VERDICT_OPPONENT_GETS_NOTE_WHITE / VERDICT_OPPONENT_GETS_NOTE_BLACK;
    VERDICT_CLAIMANT_LOSES = VERDICT_CLAIMANT_LOSES_WHITE / VERDICT_CLAIMANT_LOSES_BLACK;
    VERDICT_MATED = VERDICT_MATED_WHITE / VERDICT_MATED_BLACK;
    VERDICT_MATE_ON_BOARD = VERDICT_MATE_ON_BOARD_WHITE / VERDICT_MATE_ON_BOARD_BLACK;
    VERDICT_MATE_OWN_FLAG = VERDICT_MATE_OWN_FLAG_WHITE / VERDICT_MATE_OWN_FLAG_BLACK;
    VERDICT_STALEMATE = VERDICT_STALEMATE_WHITE / VERDICT_STALEMATE_BLACK;
    FLAG_OWN_ONLY = FLAG_OWN_ONLY_WHITE / FLAG_OWN_ONLY_BLACK;
    BOTH_DOWN_DRAW = BOTH_DOWN_DRAW_WHITE / BOTH_DOWN_DRAW_BLACK;
    BOTH_DOWN_SUDDEN_DEATH = BOTH_DOWN_SUDDEN_DEATH_WHITE / BOTH_DOWN_SUDDEN_DEATH_BLACK;
    BOTH_DOWN_INCREMENT = BOTH_DOWN_INCREMENT_WHITE / BOTH_DOWN_INCREMENT_BLACK;
    BOTH_DOWN_NOT_LAST = BOTH_DOWN_NOT_LAST_WHITE / BOTH_DOWN_NOT_LAST_BLACK;
    BOTH_DOWN_OWN_FIRST = BOTH_DOWN_OWN_FIRST_WHITE / BOTH_DOWN_OWN_FIRST_BLACK;
    FELL_BEFORE = FELL_BEFORE_WHITE / FELL_BEFORE_BLACK;
    LOSES_UNCHECKED = LOSES_UNCHECKED_WHITE / LOSES_UNCHECKED_BLACK;
    LOSES_WINS = LOSES_WINS_WHITE / LOSES_WINS_BLACK;
    LOSES_IF_FORCED_WIN = LOSES_IF_FORCED_WIN_WHITE / LOSES_IF_FORCED_WIN_BLACK;
    LOSES_UNLESS_CANNOT_MATE = LOSES_UNLESS_CANNOT_MATE_WHITE / LOSES_UNLESS_CANNOT_MATE_BLACK;
    ILLEGAL_SECOND_LOSES = ILLEGAL_SECOND_LOSES_WHITE / ILLEGAL_SECOND_LOSES_BLACK;
    ILLEGAL_NTH_LOSES = ILLEGAL_NTH_LOSES_WHITE / ILLEGAL_NTH_LOSES_BLACK;
    ILLEGAL_SO_LOSES = ILLEGAL_SO_LOSES_WHITE / ILLEGAL_SO_LOSES_BLACK;
    SEARCH_CUT_SHORT = SEARCH_CUT_SHORT_WHITE / SEARCH_CUT_SHORT_BLACK;
    QP_FLAG_FALLEN = QP_FLAG_FALLEN_WHITE / QP_FLAG_FALLEN_BLACK;
    QP_NOT_LESS = QP_NOT_LESS_WHITE / QP_NOT_LESS_BLACK;
    QP_MORE = QP_MORE_WHITE / QP_MORE_BLACK;
    INCREMENT_GRANTED = INCREMENT_GRANTED_WHITE / INCREMENT_GRANTED_BLACK;
    QUICKPLAY_CLAIMED = QUICKPLAY_CLAIMED_WHITE / QUICKPLAY_CLAIMED_BLACK;
    GUIDELINES_POSTPONED = GUIDELINES_POSTPONED_WHITE / GUIDELINES_POSTPONED_BLACK;
    GUIDELINES_REJECTED = GUIDELINES_REJECTED_WHITE / GUIDELINES_REJECTED_BLACK;
    QUICKPLAY_POSTPONED = QUICKPLAY_POSTPONED_WHITE / QUICKPLAY_POSTPONED_BLACK;
    QUICKPLAY_REJECTED = QUICKPLAY_REJECTED_WHITE / QUICKPLAY_REJECTED_BLACK;
    PENALTY_WARNED = PENALTY_WARNED_WHITE / PENALTY_WARNED_BLACK;
    PENALTY_SECOND = PENALTY_SECOND_WHITE / PENALTY_SECOND_BLACK;
    PENALTY_LOST = PENALTY_LOST_WHITE / PENALTY_LOST_BLACK;
    PENALTY_TIME = PENALTY_TIME_WHITE / PENALTY_TIME_BLACK;
    TWO_HANDS_FIRST = TWO_HANDS_FIRST_WHITE / TWO_HANDS_FIRST_BLACK;
    TWO_HANDS_FIRST_NOTE = TWO_HANDS_FIRST_NOTE_WHITE / TWO_HANDS_FIRST_NOTE_BLACK;
    TWO_HANDS_NTH = TWO_HANDS_NTH_WHITE / TWO_HANDS_NTH_BLACK;
    TWO_HANDS_UNLESS = TWO_HANDS_UNLESS_WHITE / TWO_HANDS_UNLESS_BLACK;
    TWO_HANDS_LOSES = TWO_HANDS_LOSES_WHITE / TWO_HANDS_LOSES_BLACK;
    POSTPONED_FLAG = POSTPONED_FLAG_WHITE / POSTPONED_FLAG_BLACK;
    OTHERWISE_WINS = OTHERWISE_WINS_WHITE / OTHERWISE_WINS_BLACK;
    MATERIAL_LONE_KING = MATERIAL_LONE_KING_WHITE / MATERIAL_LONE_KING_BLACK;
    MATERIAL_KING_KNIGHT = MATERIAL_KING_KNIGHT_WHITE / MATERIAL_KING_KNIGHT_BLACK;
    MATERIAL_KING_BISHOP = MATERIAL_KING_BISHOP_WHITE / MATERIAL_KING_BISHOP_BLACK;
    MATERIAL_TWO_KNIGHTS_NO_PAWNS = MATERIAL_TWO_KNIGHTS_NO_PAWNS_WHITE / MATERIAL_TWO_KNIGHTS_NO_PAWNS_BLACK;
    MATERIAL_CANNOT_AT_ALL = MATERIAL_CANNOT_AT_ALL_WHITE / MATERIAL_CANNOT_AT_ALL_BLACK;
    MATERIAL_MORE_THAN_14E = MATERIAL_MORE_THAN_14E_WHITE / MATERIAL_MORE_THAN_14E_BLACK;
    MATERIAL_HEAVY = MATERIAL_HEAVY_WHITE / MATERIAL_HEAVY_BLACK;
    MATERIAL_TWO_KNIGHTS_EXCEPTED = MATERIAL_TWO_KNIGHTS_EXCEPTED_WHITE / MATERIAL_TWO_KNIGHTS_EXCEPTED_BLACK;
    MATERIAL_TWO_MINORS = MATERIAL_TWO_MINORS_WHITE / MATERIAL_TWO_MINORS_BLACK;
    MATERIAL_LONE_KNIGHT = MATERIAL_LONE_KNIGHT_WHITE / MATERIAL_LONE_KNIGHT_BLACK;
    MATERIAL_LONE_BISHOP = MATERIAL_LONE_BISHOP_WHITE / MATERIAL_LONE_BISHOP_BLACK;
    SAID_KING_KNIGHT = SAID_KING_KNIGHT_WHITE / SAID_KING_KNIGHT_BLACK;
    SAID_KING_BISHOP = SAID_KING_BISHOP_WHITE / SAID_KING_BISHOP_BLACK;
    SAID_MORE_THAN_14E = SAID_MORE_THAN_14E_WHITE / SAID_MORE_THAN_14E_BLACK;
    SAID_KNIGHTS_PAWNS = SAID_KNIGHTS_PAWNS_WHITE / SAID_KNIGHTS_PAWNS_BLACK;
    SAID_KNIGHTS_NO_PAWNS = SAID_KNIGHTS_NO_PAWNS_WHITE / SAID_KNIGHTS_NO_PAWNS_BLACK;
    SAID_LONE_KNIGHT = SAID_LONE_KNIGHT_WHITE / SAID_LONE_KNIGHT_BLACK;
    SAID_LONE_BISHOP = SAID_LONE_BISHOP_WHITE / SAID_LONE_BISHOP_BLACK;
    SAID_LONE_KNIGHT_NOT = SAID_LONE_KNIGHT_NOT_WHITE / SAID_LONE_KNIGHT_NOT_BLACK;
    SAID_LONE_BISHOP_NOT = SAID_LONE_BISHOP_NOT_WHITE / SAID_LONE_BISHOP_NOT_BLACK;
    SAID_BLITZ_MORE = SAID_BLITZ_MORE_WHITE / SAID_BLITZ_MORE_BLACK;
    SAID_BLITZ_NOT_TWO_KNIGHTS = SAID_BLITZ_NOT_TWO_KNIGHTS_WHITE / SAID_BLITZ_NOT_TWO_KNIGHTS_BLACK;
    SAID_KNIGHTS_V_KING = SAID_KNIGHTS_V_KING_WHITE / SAID_KNIGHTS_V_KING_BLACK;
    SAID_KNIGHTS_V_MORE = SAID_KNIGHTS_V_MORE_WHITE / SAID_KNIGHTS_V_MORE_BLACK;
    USCF_14H_CLAIMED = USCF_14H_CLAIMED_WHITE / USCF_14H_CLAIMED_BLACK;
    SCHOLASTIC_KNOCKED = SCHOLASTIC_KNOCKED_WHITE / SCHOLASTIC_KNOCKED_BLACK;
    SCHOLASTIC_FIRST_FLAG = SCHOLASTIC_FIRST_FLAG_WHITE / SCHOLASTIC_FIRST_FLAG_BLACK;
    SCHOLASTIC_FIRST_OFFENCE = SCHOLASTIC_FIRST_OFFENCE_WHITE / SCHOLASTIC_FIRST_OFFENCE_BLACK;
    SCHOLASTIC_SECOND_OFFENCE = SCHOLASTIC_SECOND_OFFENCE_WHITE / SCHOLASTIC_SECOND_OFFENCE_BLACK;
    SCHOLASTIC_THIRD_OFFENCE = SCHOLASTIC_THIRD_OFFENCE_WHITE / SCHOLASTIC_THIRD_OFFENCE_BLACK;
    SCHOLASTIC_APPEAL_REJECTED = SCHOLASTIC_APPEAL_REJECTED_WHITE / SCHOLASTIC_APPEAL_REJECTED_BLACK;
    SCHOLASTIC_FIRST_INFRACTION = SCHOLASTIC_FIRST_INFRACTION_WHITE / SCHOLASTIC_FIRST_INFRACTION_BLACK;
    SCHOLASTIC_SECOND_INFRACTION = SCHOLASTIC_SECOND_INFRACTION_WHITE / SCHOLASTIC_SECOND_INFRACTION_BLACK;
    SCHOLASTIC_THIRD_INFRACTION = SCHOLASTIC_THIRD_INFRACTION_WHITE / SCHOLASTIC_THIRD_INFRACTION_BLACK;
    QP_CLAIMED = QP_CLAIMED_WHITE / QP_CLAIMED_BLACK;
    RESIGNS_BUT = RESIGNS_BUT_WHITE / RESIGNS_BUT_BLACK;
    AGREE_REFUSED = AGREE_REFUSED_WHITE / AGREE_REFUSED_BLACK;
    CHART_ENDS = CHART_ENDS_WHITE / CHART_ENDS_BLACK;
    SCORE_PRESSED = SCORE_PRESSED_WHITE / SCORE_PRESSED_BLACK;
    SCORE_FLAG = SCORE_FLAG_WHITE / SCORE_FLAG_BLACK;
    SCORE_CLOCK_CALLS = SCORE_CLOCK_CALLS_WHITE / SCORE_CLOCK_CALLS_BLACK;
    SCORE_CLAIMS_FLAG = SCORE_CLAIMS_FLAG_WHITE / SCORE_CLAIMS_FLAG_BLACK;
    SCORE_CLAIMS = SCORE_CLAIMS_WHITE / SCORE_CLAIMS_BLACK;
    SCORE_OUTCOME_WINS = SCORE_OUTCOME_WINS_WHITE / SCORE_OUTCOME_WINS_BLACK;
    SCORE_OUTCOME_ON_TIME = SCORE_OUTCOME_ON_TIME_WHITE / SCORE_OUTCOME_ON_TIME_BLACK;
    SCORE_OUTCOME_MOVES_AGAIN = SCORE_OUTCOME_MOVES_AGAIN_WHITE / SCORE_OUTCOME_MOVES_AGAIN_BLACK;
    SCORE_PENALTY = SCORE_PENALTY_WHITE / SCORE_PENALTY_BLACK;
    SCORE_ADJUST = SCORE_ADJUST_WHITE / SCORE_ADJUST_BLACK;
    SCORE_ADJUST_MOVES = SCORE_ADJUST_MOVES_WHITE / SCORE_ADJUST_MOVES_BLACK;
    SCORE_RESIGNS = SCORE_RESIGNS_WHITE / SCORE_RESIGNS_BLACK;
    FLAG_WORKED_OUT = FLAG_WORKED_OUT_WHITE / FLAG_WORKED_OUT_BLACK;
    PICKER_BEYOND = PICKER_BEYOND_WHITE / PICKER_BEYOND_BLACK;
    PICKER_NO_ROOM = PICKER_NO_ROOM_WHITE / PICKER_NO_ROOM_BLACK;
    PICKER_IN_CHECK = PICKER_IN_CHECK_WHITE / PICKER_IN_CHECK_BLACK;
    PICKER_NO_MOVE = PICKER_NO_MOVE_WHITE / PICKER_NO_MOVE_BLACK;
    AWAY_GAP = AWAY_GAP_WHITE / AWAY_GAP_BLACK;
    AWAY_CHARGE = AWAY_CHARGE_WHITE / AWAY_CHARGE_BLACK;
    DIALOG_CONFIRM = DIALOG_CONFIRM_WHITE / DIALOG_CONFIRM_BLACK;
}

sided! { Plural;
    PICKER_TOO_MANY_PAWNS = PICKER_TOO_MANY_PAWNS_WHITE / PICKER_TOO_MANY_PAWNS_BLACK;
    UNLESS_MATE = UNLESS_MATE_WHITE / UNLESS_MATE_BLACK;
    UNLESS_NONE = UNLESS_NONE_WHITE / UNLESS_NONE_BLACK;
}
