//! The page's conversation with the arbiter's desk (its own wasm module, `app::desk`).
//!
//! The desk keeps its own copy of the game. The page hands it the whole game once
//! ([`ToDesk::Game`]), then only the events it appended since ([`ToDesk::Events`]), which the
//! desk appends one by one as the page did, without replaying the game. When the page's record
//! no longer extends what it handed (a new game, an undo or correction that rewrote the record,
//! the time line's offset or the settings changed) [`Handover`] hands the whole game again; when
//! an increment does not start where the desk's copy ends, the desk answers [`Applied::WantsGame`]
//! and the page does the same. The desk hands back only the events it appended
//! ([`FromDesk::Events`]), and the board's entered move as a side and its SAN.
//!
//! Messages are JSON text (events through [`Event::to_value`] / [`Event::from_value`], the
//! record's own edge), so both ends are plain Rust tested natively:
//! - to the desk: `{"game": {"record": {...}, "settings": {...}, "offset_ms": 12.5}}`
//!   (`"game": null`: none, at setup) or `{"from": 12, "events": [...]}`;
//! - the desk's answer to each: `{"applied": true}` or `{"wants_game": true}`;
//! - from the desk: `{"from": 12, "events": [...]}`, `{"entered": {"side": "white", "san": "e4"}}`
//!   (`"entered": null`: none), `{"closed": true}`.

use crate::domain::json::{self, FieldError, Fields, Value};
use crate::domain::record::{Event, ReadError, Record, RecordError};
use crate::session::Session;
use crate::session::settings::Settings;
use shakmaty::Color;
use std::fmt;

/// The helper's name in what the players are told.
pub const DESK: &str = "the arbiter's desk";

/// The game as the desk is handed it whole.
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    pub record: Record,
    pub settings: Settings,
    /// The record's time line, as an offset from `performance.now()`.
    pub offset_ms: f64,
}

/// What the page tells an open panel.
#[derive(Debug, Clone, PartialEq)]
pub enum ToDesk {
    /// The whole game (`None`: no game, at setup): the desk starts over from it.
    Game(Option<Game>),
    /// The events the page appended since, the first at index `from` of its record.
    Events { from: usize, events: Vec<Event> },
}

/// The desk's answer to a [`ToDesk`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Applied {
    Applied,
    /// The events did not start where the desk's copy ends, or it refused one: the page hands
    /// the whole game again.
    WantsGame,
}

/// The move entered on the desk's board: the side that entered it and its SAN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entered {
    pub side: Color,
    pub san: String,
}

/// What an open panel tells the page.
#[derive(Debug, Clone, PartialEq)]
pub enum FromDesk {
    /// The events the desk appended, the first at index `from` of its record.
    Events { from: usize, events: Vec<Event> },
    /// The board's entered move changed (`None`: no move entered); the page's press records it.
    Entered(Option<Entered>),
    /// The player closed the panel.
    Closed,
}

/// A message that cannot be read: which, and why.
#[derive(Debug, Clone, PartialEq)]
pub enum DecodeError {
    /// The text is not JSON.
    NotJson { message: &'static str, source: json::ParseError },
    /// A field of the message is missing or of the wrong kind.
    Field { message: &'static str, source: FieldError },
    /// An event of an increment (`index` in the record) cannot be read.
    Event { message: &'static str, index: usize, source: ReadError },
    /// The JSON is not such a message: what is wrong with it.
    Malformed { message: &'static str, reason: String },
    /// The handed record cannot be read.
    Record { source: RecordError },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::NotJson { message, source } => write!(f, "{message} is not JSON: {source}"),
            DecodeError::Field { message, source } => write!(f, "{message} cannot be read: {source}"),
            DecodeError::Event { message, index, source } => write!(f, "{message} cannot be read: event {index}: {source}"),
            DecodeError::Malformed { message, reason } => write!(f, "{message} cannot be read: {reason}"),
            DecodeError::Record { source } => write!(f, "the game handed to the desk cannot be read: {source}"),
        }
    }
}

impl std::error::Error for DecodeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DecodeError::NotJson { source, .. } => Some(source),
            DecodeError::Field { source, .. } => Some(source),
            DecodeError::Event { source, .. } => Some(source),
            DecodeError::Record { source } => Some(source),
            DecodeError::Malformed { .. } => None,
        }
    }
}

const TO_DESK: &str = "the page's message to the desk";
const APPLIED: &str = "the desk's answer";
const FROM_DESK: &str = "the desk's message to the page";

fn parse(text: &str, message: &'static str) -> Result<Value, DecodeError> {
    json::parse(text).map_err(|source| DecodeError::NotJson { message, source })
}

fn malformed(message: &'static str) -> impl Fn(String) -> DecodeError {
    move |reason| DecodeError::Malformed { message, reason }
}

fn field(message: &'static str) -> impl Fn(FieldError) -> DecodeError {
    move |source| DecodeError::Field { message, source }
}

fn events_value(from: usize, events: &[Event]) -> Value {
    Value::object([("from", from.into()), ("events", events.iter().map(Event::to_value).collect())])
}

/// `from` and `events` of an increment, in `message`.
fn read_events(f: &Fields, message: &'static str) -> Result<(usize, Vec<Event>), DecodeError> {
    let bad = field(message);
    let v = f.required("from").map_err(&bad)?;
    let from =
        v.as_u64().and_then(|n| usize::try_from(n).ok()).ok_or_else(|| bad(json::wrong("from", "an event's index", v)))?;
    let v = f.required("events").map_err(&bad)?;
    let events = v.as_array().ok_or_else(|| bad(json::wrong("events", "an array of events", v)))?;
    let events = events.iter().enumerate().map(|(i, e)| {
        Event::from_value(e).map_err(|source| DecodeError::Event { message, index: from + i, source })
    });
    Ok((from, events.collect::<Result<_, _>>()?))
}

fn color_name(side: Color) -> &'static str {
    match side {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl ToDesk {
    pub fn encode(&self) -> String {
        match self {
            ToDesk::Game(game) => {
                let game = game.as_ref().map(|g| {
                    Value::object([
                        ("record", g.record.to_value()),
                        ("settings", g.settings.to_value()),
                        ("offset_ms", g.offset_ms.into()),
                    ])
                });
                Value::object([("game", game.into())]).to_string()
            }
            ToDesk::Events { from, events } => events_value(*from, events).to_string(),
        }
    }

    pub fn decode(text: &str) -> Result<ToDesk, DecodeError> {
        let mut value = parse(text, TO_DESK)?;
        let bad = field(TO_DESK);
        Fields::of(&value, TO_DESK).map_err(&bad)?;
        match value.remove("game") {
            Some(Value::Null) => Ok(ToDesk::Game(None)),
            Some(mut game) => {
                let f = Fields::of(&game, "the game").map_err(&bad)?;
                let offset_ms = f.number("offset_ms").map_err(&bad)?;
                // Settings are a convenience, as in the saved game: unreadable ones are the defaults.
                let settings = f.get("settings").and_then(|s| Settings::from_value(s).ok()).unwrap_or_default();
                let record = game.remove("record").ok_or_else(|| malformed(TO_DESK)("the game has no 'record'".into()))?;
                let record = Record::from_value(record).map_err(|source| DecodeError::Record { source })?;
                Ok(ToDesk::Game(Some(Game { record, settings, offset_ms })))
            }
            None => {
                let (from, events) = read_events(&Fields::of(&value, TO_DESK).map_err(&bad)?, TO_DESK)?;
                Ok(ToDesk::Events { from, events })
            }
        }
    }
}

impl Applied {
    pub fn encode(self) -> String {
        match self {
            Applied::Applied => r#"{"applied":true}"#.into(),
            Applied::WantsGame => r#"{"wants_game":true}"#.into(),
        }
    }

    pub fn decode(text: &str) -> Result<Applied, DecodeError> {
        let value = parse(text, APPLIED)?;
        let f = Fields::of(&value, APPLIED).map_err(field(APPLIED))?;
        let flag = |key| f.optional_bool(key).map(|b| b == Some(true)).map_err(field(APPLIED));
        match (flag("applied")?, flag("wants_game")?) {
            (true, false) => Ok(Applied::Applied),
            (false, true) => Ok(Applied::WantsGame),
            _ => Err(malformed(APPLIED)("it must say either 'applied' or 'wants_game'".into())),
        }
    }
}

impl FromDesk {
    pub fn encode(&self) -> String {
        match self {
            FromDesk::Events { from, events } => events_value(*from, events),
            FromDesk::Entered(entered) => {
                let entered = entered
                    .as_ref()
                    .map(|e| Value::object([("side", color_name(e.side).into()), ("san", e.san.as_str().into())]));
                Value::object([("entered", entered.into())])
            }
            FromDesk::Closed => Value::object([("closed", true.into())]),
        }
        .to_string()
    }

    pub fn decode(text: &str) -> Result<FromDesk, DecodeError> {
        let value = parse(text, FROM_DESK)?;
        let bad = field(FROM_DESK);
        let f = Fields::of(&value, FROM_DESK).map_err(&bad)?;
        if f.optional_bool("closed").map_err(&bad)? == Some(true) {
            return Ok(FromDesk::Closed);
        }
        if let Some(entered) = value.get("entered") {
            if entered.is_null() {
                return Ok(FromDesk::Entered(None));
            }
            let e = Fields::of(entered, "the entered move").map_err(&bad)?;
            let side = match e.string("side").map_err(&bad)?.as_str() {
                "white" => Color::White,
                "black" => Color::Black,
                other => {
                    return Err(malformed(FROM_DESK)(format!("'side' must be \"white\" or \"black\", not \"{other}\"")));
                }
            };
            return Ok(FromDesk::Entered(Some(Entered { side, san: e.string("san").map_err(&bad)? })));
        }
        let (from, events) = read_events(&f, FROM_DESK)?;
        Ok(FromDesk::Events { from, events })
    }
}

/// The desk's side: appends the page's new events to `session` (the desk's copy), each as the
/// page did ([`Session::take`], no replay). The events must start where the copy ends; otherwise,
/// or if the copy refuses one, the desk wants the whole game. (A [`ToDesk::Game`] is not
/// appended: the desk starts over from it.)
pub fn append(session: &mut Session, from: usize, events: &[Event]) -> Applied {
    if from != session.record.events.len() || session.take(events).is_err() {
        return Applied::WantsGame;
    }
    Applied::Applied
}

/// The page's side: what it has handed an open panel, so that it hands only what is new.
#[derive(Debug, Clone, Default)]
pub struct Handover {
    /// The game as the desk last had it from the page (`None`: nothing handed yet).
    handed: Option<Game>,
}

fn same_header(a: &Record, b: &Record) -> bool {
    a.rules == b.rules
        && a.time_control == b.time_control
        && a.white_time_control == b.white_time_control
        && a.black_time_control == b.black_time_control
        && a.fen == b.fen
        && a.draw_odds == b.draw_odds
        && a.variations == b.variations
}

impl Handover {
    /// What to tell the desk now that the page's game is `record` (`None`: none) with these
    /// settings and time line: nothing if the desk has it all, the new events if the record
    /// only grew since, else the whole game.
    pub fn next(&mut self, record: Option<&Record>, settings: Settings, offset_ms: f64) -> Option<ToDesk> {
        let Some(record) = record else {
            let had = self.handed.take();
            return had.is_some().then_some(ToDesk::Game(None));
        };
        if let Some(handed) = &mut self.handed
            && handed.offset_ms == offset_ms
            && handed.settings == settings
            && same_header(&handed.record, record)
            && record.events.starts_with(&handed.record.events)
        {
            let from = handed.record.events.len();
            if from == record.events.len() {
                return None;
            }
            let events = record.events[from..].to_vec();
            handed.record.events.extend_from_slice(&events);
            return Some(ToDesk::Events { from, events });
        }
        Some(self.whole(Some(record), settings, offset_ms))
    }

    /// The whole game, which the desk is handed when it opens or asks for it again.
    pub fn whole(&mut self, record: Option<&Record>, settings: Settings, offset_ms: f64) -> ToDesk {
        self.handed = record.map(|r| Game { record: r.clone(), settings, offset_ms });
        ToDesk::Game(self.handed.clone())
    }

    /// The desk appended `events` at `from` and the page took them all: the desk has those
    /// already, so they are not handed back.
    pub fn took(&mut self, from: usize, events: &[Event]) {
        if let Some(handed) = &mut self.handed
            && handed.record.events.len() == from
        {
            handed.record.events.extend_from_slice(events);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::game::replay;
    use crate::domain::record::EventKind;

    fn started() -> Session {
        let mut s = Session::new(Record::new("fide-blitz".parse().unwrap(), "180+2".parse().unwrap())).unwrap();
        s.push_kind(0.0, EventKind::Start).unwrap();
        s
    }

    fn press(s: &mut Session, i: usize) {
        let side = s.game.clock.turn();
        assert!(s.press(side, 1000.0 * (i as f64 + 1.0)));
    }

    #[test]
    fn each_message_reads_back_as_written() {
        let mut s = started();
        press(&mut s, 0);
        let game = Game { record: s.record.clone(), settings: Settings::default(), offset_ms: -1234.5 };
        for m in [
            ToDesk::Game(Some(game)),
            ToDesk::Game(None),
            ToDesk::Events { from: 1, events: s.record.events[1..].to_vec() },
            ToDesk::Events { from: 2, events: vec![] },
        ] {
            assert_eq!(ToDesk::decode(&m.encode()), Ok(m));
        }
        for m in [
            FromDesk::Events { from: 2, events: vec![Event { t: 5.5, kind: EventKind::Resign { side: Color::Black } }] },
            FromDesk::Entered(Some(Entered { side: Color::Black, san: "Nf6".into() })),
            FromDesk::Entered(None),
            FromDesk::Closed,
        ] {
            assert_eq!(FromDesk::decode(&m.encode()), Ok(m));
        }
        for a in [Applied::Applied, Applied::WantsGame] {
            assert_eq!(Applied::decode(&a.encode()), Ok(a));
        }
    }

    #[test]
    fn a_move_crosses_as_a_side_and_its_san_not_display_text() {
        let text = FromDesk::Entered(Some(Entered { side: Color::White, san: "e4".into() })).encode();
        assert_eq!(text, r#"{"entered":{"side":"white","san":"e4"}}"#);
        let shown = r#"{"entered":{"side":"White","san":"e4"}}"#;
        assert!(matches!(FromDesk::decode(shown), Err(DecodeError::Malformed { .. })));
    }

    #[test]
    fn unreadable_messages_say_which_and_why() {
        assert!(matches!(ToDesk::decode("{"), Err(DecodeError::NotJson { .. })));
        let e = ToDesk::decode(r#"{"from": -1, "events": []}"#).unwrap_err();
        assert!(e.to_string().contains("'from'"), "{e}");
        let e = FromDesk::decode(r#"{"from": 3, "events": [{"t": 1, "type": "jump"}]}"#).unwrap_err();
        assert!(e.to_string().contains("event 3") && e.to_string().contains("jump"), "{e}");
        assert!(matches!(e, DecodeError::Event { index: 3, source: ReadError::EventType(_), .. }), "{e:?}");
        let e = ToDesk::decode(r#"{"game": {"record": {"rules": 1}, "offset_ms": 0}}"#).unwrap_err();
        assert!(matches!(e, DecodeError::Record { .. }), "{e}");
        assert!(Applied::decode("{}").is_err());
    }

    #[test]
    fn presses_handed_one_by_one_leave_the_desk_where_a_full_replay_would() {
        let mut page = started();
        let mut handover = Handover::default();
        let Some(ToDesk::Game(Some(game))) = handover.next(Some(&page.record), Settings::default(), 0.0) else {
            panic!("the first handover is the whole game")
        };
        let mut desk = Session::new(game.record).unwrap();
        for i in 0..40 {
            press(&mut page, i);
            let message = handover.next(Some(&page.record), Settings::default(), 0.0).unwrap();
            let Ok(ToDesk::Events { from, events }) = ToDesk::decode(&message.encode()) else { panic!("only the new event") };
            assert_eq!(events.len(), 1);
            assert_eq!(append(&mut desk, from, &events), Applied::Applied);
        }
        assert_eq!(handover.next(Some(&page.record), Settings::default(), 0.0), None, "nothing new");
        assert_eq!(desk.record, page.record);
        let replayed = replay(&page.record).unwrap();
        assert_eq!(desk.game.clock, replayed.clock);
        assert_eq!(desk.game.board.position(), replayed.board.position());
    }

    #[test]
    fn events_that_do_not_start_where_the_desk_ends_ask_for_the_whole_game() {
        let mut page = started();
        let mut desk = page.clone();
        press(&mut page, 0);
        press(&mut page, 1);
        let late = page.record.events[2..].to_vec();
        assert_eq!(append(&mut desk, 2, &late), Applied::WantsGame);
        assert_eq!(desk.record.events.len(), 1, "nothing applied");
        let refused = vec![Event { t: 0.0, kind: EventKind::Resume }];
        assert_eq!(append(&mut desk, 1, &refused), Applied::WantsGame);
    }

    #[test]
    fn a_rewritten_record_a_new_time_line_or_new_settings_are_handed_whole() {
        let mut page = started();
        let mut handover = Handover::default();
        handover.next(Some(&page.record), Settings::default(), 0.0);
        press(&mut page, 0);
        handover.next(Some(&page.record), Settings::default(), 0.0);
        // An undo: the record is replayed without its last press, and another press follows.
        let mut undone = Session::new(Record { events: page.record.events[..1].to_vec(), ..page.record.clone() }).unwrap();
        press(&mut undone, 5);
        assert!(matches!(handover.next(Some(&undone.record), Settings::default(), 0.0), Some(ToDesk::Game(Some(_)))));
        press(&mut undone, 6);
        assert!(matches!(handover.next(Some(&undone.record), Settings::default(), 0.0), Some(ToDesk::Events { from: 2, .. })));
        assert!(matches!(handover.next(Some(&undone.record), Settings::default(), 500.0), Some(ToDesk::Game(Some(_)))));
        let flipped = Settings { white_far: !Settings::default().white_far, ..Settings::default() };
        assert!(matches!(handover.next(Some(&undone.record), flipped, 500.0), Some(ToDesk::Game(Some(_)))));
        let other = Record::new("fide-rapid".parse().unwrap(), "900+10".parse().unwrap());
        assert!(matches!(handover.next(Some(&other), flipped, 500.0), Some(ToDesk::Game(Some(_)))));
        assert_eq!(handover.next(None, flipped, 500.0), Some(ToDesk::Game(None)));
        assert_eq!(handover.next(None, flipped, 500.0), None);
    }

    #[test]
    fn events_the_desk_appended_and_the_page_took_are_not_handed_back() {
        let mut page = started();
        let mut handover = Handover::default();
        handover.next(Some(&page.record), Settings::default(), 0.0);
        let mut desk = page.clone();
        desk.push_kind(500.0, EventKind::Pause).unwrap();
        let theirs = desk.record.events[1..].to_vec();
        for e in &theirs {
            page.push(e.clone()).unwrap();
        }
        handover.took(1, &theirs);
        assert_eq!(handover.next(Some(&page.record), Settings::default(), 0.0), None);
    }
}
