//! The page's conversation with the arbiter's desk (its own wasm module, `app::desk`).
//!
//! The desk keeps one copy of the game for the page, which every open panel shares. The page
//! hands it the whole game once ([`ToDesk::Game`]), then only the events it appended since
//! ([`ToDesk::Events`]), which the desk appends one by one as the page did, without replaying the
//! game. When the page's record no longer extends what it handed (a new game, a record rewritten,
//! the time line's offset or the settings changed) [`Handover`] hands the whole game again; when
//! an increment does not start where the desk's copy ends, the desk answers [`Applied::WantsGame`]
//! and the page does the same. The desk hands back only the events it appended
//! ([`FromDesk::Events`]), the board's entered move as a side and its SAN, and which panel the
//! player closed.
//!
//! Messages are JSON text (events through [`Event::to_value`] / [`Event::from_value`], the
//! record's own edge), so both ends are plain Rust tested natively:
//! - to the desk: `{"game": {"record": {...}, "settings": {...}, "offset_ms": 12.5, "pins": [...]}}`
//!   (`"game": null`: none, at setup) or `{"from": 12, "events": [...]}`;
//! - the desk's answer to each: `{"applied": true}` or `{"wants_game": true}`;
//! - from the desk: `{"from": 12, "events": [...]}`, `{"entered": {"side": "white", "san": "e4"}}`
//!   (`"entered": null`: none), `{"pins": [...]}` (the arbiter's PINs typed in the desk, told as
//!   they are typed, so that the page saves them at once), `{"closed": "arbiter", "pins": [...]}`.

use crate::ground::json::{self, FieldError, Fields, Value};
use crate::ground::lock::PinEntry;
use crate::ground::record::{Event, ReadError, Record, RecordError};
use crate::ground::text::TextError;
use crate::session::Session;
use crate::session::settings::Settings;
use shakmaty::Color;
use std::fmt;

/// The helper's name in what the players are told.
pub const DESK: &str = "the arbiter's desk";

/// What the desk shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Panel {
    Arbiter,
    /// The score of the game in progress, or the review of an imported one at setup.
    Score,
    /// The move-entry board, in the waiting player's half.
    Board,
}

impl Panel {
    pub const ALL: [Panel; 3] = [Panel::Arbiter, Panel::Score, Panel::Board];

    pub fn name(self) -> &'static str {
        match self {
            Panel::Arbiter => "arbiter",
            Panel::Score => "score",
            Panel::Board => "board",
        }
    }

    pub fn from_name(name: &str) -> Option<Panel> {
        Panel::ALL.into_iter().find(|p| p.name() == name)
    }
}

/// The game as the desk is handed it whole.
#[derive(Debug, Clone, PartialEq)]
pub struct HandedGame {
    pub record: Record,
    pub settings: Settings,
    /// The record's time line, as an offset from `performance.now()`.
    pub offset_ms: f64,
    /// The arbiter's PINs typed on the page and not yet recorded: the desk's wait after a wrong
    /// one counts them.
    pub pins: Vec<PinEntry>,
}

/// What the page tells an open panel.
// The whole game is handed once per game and lives only until it is posted: its size is no cost.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum ToDesk {
    /// The whole game (`None`: no game, at setup): the desk starts over from it.
    Game(Option<HandedGame>),
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
pub struct EnteredSan {
    pub side: Color,
    pub san: String,
}

/// What an open panel tells the page.
#[derive(Debug, Clone, PartialEq)]
pub enum FromDesk {
    /// The events the desk appended, the first at index `from` of its record.
    Events { from: usize, events: Vec<Event> },
    /// The board's entered move changed (`None`: no move entered); the page's press records it.
    Entered(Option<EnteredSan>),
    /// The arbiter's PINs just typed in the desk, not yet recorded: the page keeps them (and
    /// saves them) to record with its next event.
    Pins(Vec<PinEntry>),
    /// The player closed this panel; the arbiter's PINs typed in it and not yet recorded, which
    /// the page records with its next event.
    Closed(Panel, Vec<PinEntry>),
}

fn pins_value(pins: &[PinEntry]) -> Value {
    pins.iter().map(|p| p.to_value()).collect()
}

/// The `pins` of a message (none when missing).
fn read_pins(f: &Fields, message: &'static str) -> Result<Vec<PinEntry>, DeskMessageError> {
    let bad = field(message);
    match f.get("pins") {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(v) => {
            let items = v.as_array().ok_or_else(|| bad(json::wrong("pins", "a list of PIN entries", v)))?;
            items.iter().map(PinEntry::from_value).collect::<Result<_, _>>().map_err(&bad)
        }
    }
}

/// A message that cannot be read: which, and why.
#[derive(Debug, Clone, PartialEq)]
pub enum DeskMessageError {
    /// The text is not JSON.
    NotJson { message: &'static str, source: TextError },
    /// A field of the message is missing or of the wrong kind.
    Field { message: &'static str, source: FieldError },
    /// An event of an increment (`index` in the record) cannot be read.
    Event { message: &'static str, index: usize, source: ReadError },
    /// The JSON is not such a message: what is wrong with it.
    Malformed { message: &'static str, reason: String },
    /// The handed record cannot be read.
    Record { source: RecordError },
}

impl fmt::Display for DeskMessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeskMessageError::NotJson { message, source } => write!(f, "{message} is not JSON: {source}"),
            DeskMessageError::Field { message, source } => write!(f, "{message} cannot be read: {source}"),
            DeskMessageError::Event { message, index, source } => {
                write!(f, "{message} cannot be read: event {index}: {source}")
            }
            DeskMessageError::Malformed { message, reason } => write!(f, "{message} cannot be read: {reason}"),
            DeskMessageError::Record { source } => write!(f, "the game handed to the desk cannot be read: {source}"),
        }
    }
}

impl std::error::Error for DeskMessageError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DeskMessageError::NotJson { source, .. } => Some(source),
            DeskMessageError::Field { source, .. } => Some(source),
            DeskMessageError::Event { source, .. } => Some(source),
            DeskMessageError::Record { source } => Some(source),
            DeskMessageError::Malformed { .. } => None,
        }
    }
}

const TO_DESK: &str = "the page's message to the desk";
const APPLIED: &str = "the desk's answer";
const FROM_DESK: &str = "the desk's message to the page";

fn parse(text: &str, message: &'static str) -> Result<Value, DeskMessageError> {
    json::parse(text).map_err(|source| DeskMessageError::NotJson { message, source })
}

fn malformed(message: &'static str) -> impl Fn(String) -> DeskMessageError {
    move |reason| DeskMessageError::Malformed { message, reason }
}

fn field(message: &'static str) -> impl Fn(FieldError) -> DeskMessageError {
    move |source| DeskMessageError::Field { message, source }
}

fn events_value(from: usize, events: &[Event]) -> Value {
    Value::object([("from", from.into()), ("events", events.iter().map(Event::to_value).collect())])
}

/// `from` and `events` of an increment, in `message`.
fn read_events(f: &Fields, message: &'static str) -> Result<(usize, Vec<Event>), DeskMessageError> {
    let bad = field(message);
    let v = f.required("from").map_err(&bad)?;
    let from = v
        .as_u64()
        .and_then(|n| usize::try_from(n).ok())
        .ok_or_else(|| bad(json::wrong("from", "an event's index", v)))?;
    let v = f.required("events").map_err(&bad)?;
    let events = v.as_array().ok_or_else(|| bad(json::wrong("events", "an array of events", v)))?;
    let events = events.iter().enumerate().map(|(i, e)| {
        Event::from_value(e).map_err(|source| DeskMessageError::Event { message, index: from + i, source })
    });
    Ok((from, events.collect::<Result<_, _>>()?))
}

use crate::ground::vocabulary::{side_id as color_name, side_of_id};

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
                    .with_some("pins", (!g.pins.is_empty()).then(|| pins_value(&g.pins)))
                });
                Value::object([("game", game.into())]).to_string()
            }
            ToDesk::Events { from, events } => events_value(*from, events).to_string(),
        }
    }

    pub fn decode(text: &str) -> Result<ToDesk, DeskMessageError> {
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
                let pins = read_pins(&f, TO_DESK)?;
                let record =
                    game.remove("record").ok_or_else(|| malformed(TO_DESK)("the game has no 'record'".into()))?;
                let record = Record::from_value(record).map_err(|source| DeskMessageError::Record { source })?;
                Ok(ToDesk::Game(Some(HandedGame { record, settings, offset_ms, pins })))
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

    pub fn decode(text: &str) -> Result<Applied, DeskMessageError> {
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
            FromDesk::Pins(pins) => Value::object([("pins", pins_value(pins))]),
            FromDesk::Closed(panel, pins) => Value::object([("closed", panel.name().into())])
                .with_some("pins", (!pins.is_empty()).then(|| pins_value(pins))),
        }
        .to_string()
    }

    pub fn decode(text: &str) -> Result<FromDesk, DeskMessageError> {
        let value = parse(text, FROM_DESK)?;
        let bad = field(FROM_DESK);
        let f = Fields::of(&value, FROM_DESK).map_err(&bad)?;
        if let Some(closed) = value.get("closed") {
            let panel = closed.as_str().and_then(Panel::from_name);
            let panel = panel.ok_or_else(|| malformed(FROM_DESK)(format!("'closed' names no panel: {closed}")))?;
            return Ok(FromDesk::Closed(panel, read_pins(&f, FROM_DESK)?));
        }
        if f.get("pins").is_some() && f.get("events").is_none() {
            return Ok(FromDesk::Pins(read_pins(&f, FROM_DESK)?));
        }
        if let Some(entered) = value.get("entered") {
            if entered.is_null() {
                return Ok(FromDesk::Entered(None));
            }
            let e = Fields::of(entered, "the entered move").map_err(&bad)?;
            let side = e.string("side").map_err(&bad)?;
            let side = side_of_id(&side).ok_or_else(|| {
                malformed(FROM_DESK)(format!("'side' must be \"white\" or \"black\", not \"{side}\""))
            })?;
            return Ok(FromDesk::Entered(Some(EnteredSan { side, san: e.string("san").map_err(&bad)? })));
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

/// The page's side: how much of its game the desk has, so that it hands only what is new. It
/// keeps the header, the count of events and the last one, not a copy of the record: the page's
/// record only grows, and a record that does not extend what was handed is handed whole.
#[derive(Debug, Clone, Default)]
pub struct Handover {
    /// What the desk last had from the page (`None`: nothing handed yet).
    handed: Option<Handed>,
}

/// The extent of what was handed.
#[derive(Debug, Clone)]
struct Handed {
    /// The record's header (its events left out).
    header: Record,
    events: usize,
    last: Option<Event>,
    settings: Settings,
    offset_ms: f64,
}

impl Handed {
    fn of(record: &Record, settings: Settings, offset_ms: f64) -> Handed {
        let header = Record { events: Vec::new(), ..Record::new(record.rules, record.time_control.clone()) };
        let header = Record {
            white_time_control: record.white_time_control.clone(),
            black_time_control: record.black_time_control.clone(),
            fen: record.fen.clone(),
            draw_odds: record.draw_odds,
            variations: record.variations.clone(),
            heading: record.heading.clone(),
            lock: record.lock.clone(),
            ..header
        };
        Handed { header, events: record.events.len(), last: record.events.last().cloned(), settings, offset_ms }
    }

    /// `record` goes on from what was handed: the same game, only longer or the same.
    fn extended_by(&self, record: &Record, settings: Settings, offset_ms: f64) -> bool {
        self.offset_ms == offset_ms
            && self.settings == settings
            && same_header(&self.header, record)
            && record.events.len() >= self.events
            && (self.events == 0 || record.events.get(self.events - 1) == self.last.as_ref())
    }
}

fn same_header(a: &Record, b: &Record) -> bool {
    a.rules == b.rules
        && a.time_control == b.time_control
        && a.white_time_control == b.white_time_control
        && a.black_time_control == b.black_time_control
        && a.fen == b.fen
        && a.draw_odds == b.draw_odds
        && a.variations == b.variations
        && a.heading == b.heading
        && a.lock == b.lock
}

impl Handover {
    /// What to tell the desk now that the page's game is `record` (`None`: none) with these
    /// settings and time line (and `pins` typed and not yet recorded): nothing if the desk has it
    /// all, the new events if the record only grew since, else the whole game.
    pub fn next(
        &mut self,
        record: Option<&Record>,
        settings: Settings,
        offset_ms: f64,
        pins: &[PinEntry],
    ) -> Option<ToDesk> {
        let Some(record) = record else {
            let had = self.handed.take();
            return had.is_some().then_some(ToDesk::Game(None));
        };
        if let Some(handed) = &mut self.handed
            && handed.extended_by(record, settings, offset_ms)
        {
            let from = handed.events;
            if from == record.events.len() {
                return None;
            }
            let events = record.events[from..].to_vec();
            handed.events = record.events.len();
            handed.last = record.events.last().cloned();
            return Some(ToDesk::Events { from, events });
        }
        Some(self.whole(Some(record), settings, offset_ms, pins))
    }

    /// The whole game, which the desk is handed when it connects or asks for it again.
    pub fn whole(&mut self, record: Option<&Record>, settings: Settings, offset_ms: f64, pins: &[PinEntry]) -> ToDesk {
        self.handed = record.map(|r| Handed::of(r, settings, offset_ms));
        ToDesk::Game(record.map(|r| HandedGame { record: r.clone(), settings, offset_ms, pins: pins.to_vec() }))
    }

    /// The desk appended `events` at `from` and the page took them all: the desk has those
    /// already, so they are not handed back.
    pub fn took(&mut self, from: usize, events: &[Event]) {
        if let Some(handed) = &mut self.handed
            && handed.events == from
            && let Some(last) = events.last()
        {
            handed.events += events.len();
            handed.last = Some(last.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::record::EventKind;
    use crate::replay::game::replay;

    fn started() -> Session {
        let mut s = Session::new(Record::new("fide-blitz".parse().unwrap(), "180+2".parse().unwrap())).unwrap();
        s.push_at(0.0, EventKind::Start).unwrap();
        s
    }

    fn press(s: &mut Session, i: usize) {
        let side = s.game.clock.turn();
        assert!(s.press(side, 1000.0 * (i as f64 + 1.0), None));
    }

    #[test]
    fn each_message_reads_back_as_written() {
        let mut s = started();
        press(&mut s, 0);
        let game = HandedGame {
            record: s.record.clone(),
            settings: Settings::default(),
            offset_ms: -1234.5,
            pins: vec![PinEntry { t: 3.0, right: false }],
        };
        for m in [
            ToDesk::Game(Some(game)),
            ToDesk::Game(None),
            ToDesk::Events { from: 1, events: s.record.events[1..].to_vec() },
            ToDesk::Events { from: 2, events: vec![] },
        ] {
            assert_eq!(ToDesk::decode(&m.encode()), Ok(m));
        }
        for m in [
            FromDesk::Events {
                from: 2,
                events: vec![Event { t: 5.5, kind: EventKind::Resign { side: Color::Black }, pins: Vec::new() }],
            },
            FromDesk::Entered(Some(EnteredSan { side: Color::Black, san: "Nf6".into() })),
            FromDesk::Entered(None),
            FromDesk::Closed(Panel::Score, Vec::new()),
            FromDesk::Closed(Panel::Arbiter, vec![PinEntry { t: 12.5, right: false }]),
            FromDesk::Pins(vec![PinEntry { t: 12.5, right: false }, PinEntry { t: 14.0, right: true }]),
        ] {
            assert_eq!(FromDesk::decode(&m.encode()), Ok(m));
        }
        for a in [Applied::Applied, Applied::WantsGame] {
            assert_eq!(Applied::decode(&a.encode()), Ok(a));
        }
    }

    #[test]
    fn a_move_crosses_as_a_side_and_its_san_not_display_text() {
        let text = FromDesk::Entered(Some(EnteredSan { side: Color::White, san: "e4".into() })).encode();
        assert_eq!(text, r#"{"entered":{"side":"white","san":"e4"}}"#);
        let shown = r#"{"entered":{"side":"White","san":"e4"}}"#;
        assert!(matches!(FromDesk::decode(shown), Err(DeskMessageError::Malformed { .. })));
    }

    #[test]
    fn unreadable_messages_say_which_and_why() {
        assert!(matches!(ToDesk::decode("{"), Err(DeskMessageError::NotJson { .. })));
        let e = ToDesk::decode(r#"{"from": -1, "events": []}"#).unwrap_err();
        assert!(e.to_string().contains("'from'"), "{e}");
        let e = FromDesk::decode(r#"{"from": 3, "events": [{"t": 1, "type": "jump"}]}"#).unwrap_err();
        assert!(e.to_string().contains("event 3") && e.to_string().contains("jump"), "{e}");
        assert!(matches!(e, DeskMessageError::Event { index: 3, source: ReadError::EventType(_), .. }), "{e:?}");
        let e = ToDesk::decode(r#"{"game": {"record": {"rules": 1}, "offset_ms": 0}}"#).unwrap_err();
        assert!(matches!(e, DeskMessageError::Record { .. }), "{e}");
        assert!(Applied::decode("{}").is_err());
    }

    #[test]
    fn presses_handed_one_by_one_leave_the_desk_where_a_full_replay_would() {
        let mut page = started();
        let mut handover = Handover::default();
        let Some(ToDesk::Game(Some(game))) = handover.next(Some(&page.record), Settings::default(), 0.0, &[]) else {
            panic!("the first handover is the whole game")
        };
        let mut desk = Session::new(game.record).unwrap();
        for i in 0..40 {
            press(&mut page, i);
            let message = handover.next(Some(&page.record), Settings::default(), 0.0, &[]).unwrap();
            let Ok(ToDesk::Events { from, events }) = ToDesk::decode(&message.encode()) else {
                panic!("only the new event")
            };
            assert_eq!(events.len(), 1);
            assert_eq!(append(&mut desk, from, &events), Applied::Applied);
        }
        assert_eq!(handover.next(Some(&page.record), Settings::default(), 0.0, &[]), None, "nothing new");
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
        let refused = vec![Event { t: 0.0, kind: EventKind::Resume, pins: Vec::new() }];
        assert_eq!(append(&mut desk, 1, &refused), Applied::WantsGame);
    }

    #[test]
    fn a_rewritten_record_a_new_time_line_or_new_settings_are_handed_whole() {
        let mut page = started();
        let mut handover = Handover::default();
        handover.next(Some(&page.record), Settings::default(), 0.0, &[]);
        press(&mut page, 0);
        handover.next(Some(&page.record), Settings::default(), 0.0, &[]);
        // An undo: the record is replayed without its last press, and another press follows.
        let mut undone =
            Session::new(Record { events: page.record.events[..1].to_vec(), ..page.record.clone() }).unwrap();
        press(&mut undone, 5);
        assert!(matches!(
            handover.next(Some(&undone.record), Settings::default(), 0.0, &[]),
            Some(ToDesk::Game(Some(_)))
        ));
        press(&mut undone, 6);
        assert!(matches!(
            handover.next(Some(&undone.record), Settings::default(), 0.0, &[]),
            Some(ToDesk::Events { from: 2, .. })
        ));
        assert!(matches!(
            handover.next(Some(&undone.record), Settings::default(), 500.0, &[]),
            Some(ToDesk::Game(Some(_)))
        ));
        let flipped = Settings { white_far: !Settings::default().white_far, ..Settings::default() };
        assert!(matches!(handover.next(Some(&undone.record), flipped, 500.0, &[]), Some(ToDesk::Game(Some(_)))));
        let other = Record::new("fide-rapid".parse().unwrap(), "900+10".parse().unwrap());
        assert!(matches!(handover.next(Some(&other), flipped, 500.0, &[]), Some(ToDesk::Game(Some(_)))));
        assert_eq!(handover.next(None, flipped, 500.0, &[]), Some(ToDesk::Game(None)));
        assert_eq!(handover.next(None, flipped, 500.0, &[]), None);
    }

    #[test]
    fn events_the_desk_appended_and_the_page_took_are_not_handed_back() {
        let mut page = started();
        let mut handover = Handover::default();
        handover.next(Some(&page.record), Settings::default(), 0.0, &[]);
        let mut desk = page.clone();
        desk.push_at(500.0, EventKind::Pause).unwrap();
        let theirs = desk.record.events[1..].to_vec();
        for e in &theirs {
            page.push(e.clone()).unwrap();
        }
        handover.took(1, &theirs);
        assert_eq!(handover.next(Some(&page.record), Settings::default(), 0.0, &[]), None);
    }
}
