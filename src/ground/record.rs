//! The game record: an append-only list of timestamped events, as `shared/spec/game-record.md`
//! fixes its JSON shape. Reading is strict about what the spec names and ignores fields it does not.

use crate::ground::answers::{Minor, Said, SideSaid};
use crate::ground::heading::Heading;
use crate::ground::json::{self, FieldError, Fields, Value};
use crate::ground::lock::{Lock, PinEntry};
use crate::ground::time_control::{self, TimeControl};
use crate::ground::vocabulary::{
    ClaimKind, Decision, Infraction, Rulebook, UnknownClaimKind, UnknownDecision, UnknownInfraction, UnknownRulebook,
    UnknownVariation, Variation, side_id, side_of_id,
};
use shakmaty::Color;
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

fn read_side(key: &str, v: &Value) -> Result<Color, FieldError> {
    v.as_str().and_then(side_of_id).ok_or_else(|| json::wrong(key, "\"white\" or \"black\"", v))
}

/// A header or an event that is not as the spec says: the field, and what is wrong with it.
#[derive(Debug, Clone, PartialEq)]
pub enum ReadError {
    /// A field missing, or not the kind of JSON value the spec wants there.
    Field(FieldError),
    /// `rules` names no rulebook.
    Rulebook(UnknownRulebook),
    /// A time control (`key`: `time_control`, `white_time_control`, …) that cannot be read.
    TimeControl { key: String, source: time_control::ControlParseError },
    /// A claim's `kind` names no claim.
    ClaimKind(UnknownClaimKind),
    /// A penalty's `kind` names no infraction.
    Infraction(UnknownInfraction),
    /// A decision's `verdict` names no decision.
    Decision(UnknownDecision),
    /// A variation the record names is not one this clock knows.
    Variation(UnknownVariation),
    /// An event `type` the spec does not name.
    EventType(String),
    /// A field of a forced-mate search (`key`: `white_forced_mate`, …) missing or of the wrong kind.
    ForcedMate { key: String, source: FieldError },
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Field(e) => fmt::Display::fmt(e, f),
            ReadError::Rulebook(e) => write!(f, "'rules': {e}"),
            ReadError::TimeControl { key, source } => write!(f, "'{key}': {source}"),
            ReadError::ClaimKind(e) => write!(f, "'kind': {e}"),
            ReadError::Infraction(e) => write!(f, "'kind': {e}"),
            ReadError::Decision(e) => write!(f, "'verdict': {e}"),
            ReadError::Variation(e) => write!(f, "'variations': {e}"),
            ReadError::EventType(other) => {
                write!(f, "unknown event type \"{other}\"; the types are {}", EventKind::NAMES.join(", "))
            }
            ReadError::ForcedMate { key, source } => write!(f, "'{key}': {source}"),
        }
    }
}

impl std::error::Error for ReadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ReadError::Field(e) => Some(e),
            ReadError::Rulebook(e) => Some(e),
            ReadError::TimeControl { source, .. } => Some(source),
            ReadError::ClaimKind(e) => Some(e),
            ReadError::Infraction(e) => Some(e),
            ReadError::Decision(e) => Some(e),
            ReadError::Variation(e) => Some(e),
            ReadError::EventType(_) => None,
            ReadError::ForcedMate { source, .. } => Some(source),
        }
    }
}

impl From<FieldError> for ReadError {
    fn from(e: FieldError) -> ReadError {
        ReadError::Field(e)
    }
}

/// A field read with `FromStr` (rulebooks, claim and penalty kinds, decisions), its error wrapped
/// by `unknown`.
fn read_parsed<T: FromStr>(
    f: &Fields<'_>,
    key: &str,
    unknown: impl FnOnce(T::Err) -> ReadError,
) -> Result<T, ReadError> {
    f.string(key)?.parse().map_err(unknown)
}

fn read_control(f: &Fields<'_>, key: &str) -> Result<TimeControl, ReadError> {
    read_parsed(f, key, |source| ReadError::TimeControl { key: key.to_owned(), source })
}

fn read_optional_control(f: &Fields<'_>, key: &str) -> Result<Option<TimeControl>, ReadError> {
    f.get(key).is_some().then(|| read_control(f, key)).transpose()
}

/// A whole game.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub rules: Rulebook,
    /// Both sides' control, unless a side has its own.
    pub time_control: TimeControl,
    pub white_time_control: Option<TimeControl>,
    pub black_time_control: Option<TimeControl>,
    pub fen: Option<String>,
    /// Armageddon: a drawn game counts as a win for this side (agreed before the game; an
    /// extension of the spec, which lets readers ignore fields they do not know).
    pub draw_odds: Option<Color>,
    /// Rule variations in force for this game, by their rulebook's name for them (`"14H"`: US
    /// Chess Variation 14H, claims of insufficient losing chances); an extension of the spec.
    pub variations: Vec<Variation>,
    /// Who plays, where: names, ratings, event, site, round, board (an extension of the spec).
    pub heading: Heading,
    /// The arbiter's lock, as a salted hash of its PIN (an extension of the spec).
    pub lock: Option<Lock>,
    pub events: Vec<Event>,
}

/// One event: its instant `t` (milliseconds on one monotonic time line) and what happened.
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    pub t: f64,
    pub kind: EventKind,
    /// The arbiter's PINs typed on a locked clock since the event before, each with its own
    /// instant (`"pins"`, an extra field): every unlock and every wrong PIN is in the record.
    pub pins: Vec<PinEntry>,
}

/// What happened; its `type` in the record is [`EventKind::name`].
#[derive(Debug, Clone, PartialEq)]
pub enum EventKind {
    Start,
    Press {
        side: Color,
        /// `"move"` in the record.
        mv: Option<String>,
    },
    Pause,
    /// A pause with its reason (`"for"`, an extra field): the arbiter's panel or a claim was
    /// opened (FIDE 6.11.2: a player may pause the clock only to seek the arbiter's assistance).
    /// It is a `pause` in the record, and the replay treats it as one.
    PauseFor(PauseReason),
    Resume,
    Adjust {
        side: Color,
        ms: f64,
        moves: Option<i64>,
    },
    Penalty {
        side: Color,
        /// `"kind"` in the record.
        infraction: Infraction,
    },
    Claim {
        by: Color,
        kind: ClaimKind,
        fen: Option<String>,
        /// `"move"` in the record.
        mv: Option<String>,
        /// The analyser's answer, when the page asked its rules worker (an extra field).
        analysis: Option<Analysis>,
        /// What the players said of the pieces, when the app had no position (`"said"`, an
        /// extra field): the rules judge mating material on it.
        said: Said,
        /// The clock called the flag itself, the players having chosen so (`"called_by":
        /// "clock"`, an extra field): `by` is the side it called the flag for.
        by_clock: bool,
    },
    Decision {
        /// `"verdict"` in the record.
        decision: Decision,
    },
    Resign {
        side: Color,
    },
    DrawAgreed,
}

/// Why the clocks were paused, when the page paused them itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PauseReason {
    /// The arbiter's panel was opened.
    Arbiter,
    /// A claim is being made.
    Claim,
}

impl PauseReason {
    pub fn id(self) -> &'static str {
        match self {
            PauseReason::Arbiter => "arbiter",
            PauseReason::Claim => "claim",
        }
    }
}

/// What the rules worker found for a claim's position, recorded with the claim (`"analysis"`, an
/// extra field the spec allows) so that a replay without the analyser, or with a smaller search
/// budget, reaches the same verdict. `fen` names the position analysed: a replay uses the answer
/// only for that position.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    pub fen: String,
    /// chasolver's answer. `Some(true)`: White can still checkmate by some series of legal moves;
    /// `None`: unknown.
    pub white_can_mate: Option<bool>,
    pub black_can_mate: Option<bool>,
    /// The worker's forced-mate search for White, deeper than the replay's own
    /// (`"white_forced_mate": {"mate_in": 4, "depth": 4}` or `{"mate_in": null, "depth": 7}`);
    /// `None`: not searched (records made before it was added have none).
    pub white_forced_mate: Option<ForcedMate>,
    pub black_forced_mate: Option<ForcedMate>,
}

/// What the forced-mate search found for one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ForcedMate {
    /// `Some(n)`: the side forces checkmate in `n` of its moves against any defence (`Some(0)`:
    /// the position is already checkmate). `None`: no forced mate within `depth` moves.
    pub mate_in: Option<u32>,
    /// The depth, in moves of the side, to which every line was searched; the depth of the mate
    /// when one was found.
    pub depth: u32,
}

impl ForcedMate {
    /// A forced mate in `moves`.
    pub fn mate_in(moves: u32) -> ForcedMate {
        ForcedMate { mate_in: Some(moves), depth: moves }
    }

    /// No forced mate within `depth` moves.
    pub fn none_within(depth: u32) -> ForcedMate {
        ForcedMate { mate_in: None, depth }
    }
}

/// A record that cannot be replayed: what was wrong, and at which event (`None`: the header).
#[derive(Debug, Clone)]
pub struct RecordError {
    pub message: String,
    pub event: Option<usize>,
    /// The typed error the message tells of, when there is one underneath: the edge's reading
    /// or the replay's refusal (a FEN, a move, the clock, an agreement), whichever layer it
    /// comes from — shared, as errors travel in every `Result` of the replay and are cloned.
    cause: Option<Cause>,
}

/// What lies under a [`RecordError`].
pub type Cause = Arc<dyn std::error::Error + Send + Sync>;

impl RecordError {
    pub fn header(message: impl Into<String>) -> RecordError {
        RecordError { message: message.into(), event: None, cause: None }
    }

    pub fn at(event: usize, message: impl Into<String>) -> RecordError {
        RecordError { message: message.into(), event: Some(event), cause: None }
    }

    /// The same error, keeping the typed error its message tells of as its `source()`.
    pub fn because(self, cause: impl std::error::Error + Send + Sync + 'static) -> RecordError {
        self.with_cause(Arc::new(cause))
    }

    /// The same error, with a cause already shared.
    pub fn with_cause(self, cause: Cause) -> RecordError {
        RecordError { cause: Some(cause), ..self }
    }

    /// The spec's error object: `{"error": "...", "event": INDEX-or-null}`.
    pub fn to_json(&self) -> Value {
        Value::object([("error", self.message.as_str().into()), ("event", self.event.into())])
    }
}

/// Two errors are the same when they say the same of the same event: the message tells the cause.
impl PartialEq for RecordError {
    fn eq(&self, other: &RecordError) -> bool {
        (&self.message, self.event) == (&other.message, other.event)
    }
}

impl Eq for RecordError {}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.event {
            Some(i) => write!(f, "event {i}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for RecordError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.cause.as_deref().map(|e| e as &(dyn std::error::Error + 'static))
    }
}

impl Record {
    /// A new game's header under `rules` and one `time_control` for both sides, from the start
    /// position, with no events yet.
    pub fn new(rules: Rulebook, time_control: TimeControl) -> Record {
        Record {
            rules,
            time_control,
            white_time_control: None,
            black_time_control: None,
            fen: None,
            draw_odds: None,
            variations: Vec::new(),
            heading: Heading::default(),
            lock: None,
            events: Vec::new(),
        }
    }

    /// Reads a record from JSON text. Each event is read on its own, so that an error names the
    /// event it is in.
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        let value = json::parse(text)
            .map_err(|e| RecordError::header(format!("the record is not valid JSON: {e}")).because(e))?;
        Record::from_value(value)
    }

    pub fn from_value(value: Value) -> Result<Record, RecordError> {
        let Value::Object(_) = value else {
            return Err(RecordError::header(
                "the record must be a JSON object with 'rules', 'time_control' and 'events'",
            ));
        };
        let events = match value.get("events") {
            None | Some(Value::Null) => &[][..],
            Some(Value::Array(items)) => items,
            Some(_) => return Err(RecordError::header("'events' must be a list of events")),
        };
        let mut record = Record::read_header(&value)
            .map_err(|e| RecordError::header(format!("the record's header is not as the spec says: {e}")).because(e))?;
        record.events = events
            .iter()
            .enumerate()
            .map(|(i, v)| {
                Event::from_value(v)
                    .map_err(|e| RecordError::at(i, format!("this event cannot be read: {e}")).because(e))
            })
            .collect::<Result<_, _>>()?;
        Ok(record)
    }

    fn read_header(value: &Value) -> Result<Record, ReadError> {
        let f = Fields::of(value, "the record")?;
        Ok(Record {
            rules: read_parsed(&f, "rules", ReadError::Rulebook)?,
            time_control: read_control(&f, "time_control")?,
            white_time_control: read_optional_control(&f, "white_time_control")?,
            black_time_control: read_optional_control(&f, "black_time_control")?,
            fen: f.optional_string("fen")?,
            draw_odds: f.get("draw_odds").map(|v| read_side("draw_odds", v)).transpose()?,
            variations: match f.get("variations") {
                None | Some(Value::Null) => Vec::new(),
                Some(Value::Array(items)) => items
                    .iter()
                    .map(|v| {
                        let id = v.as_str().ok_or_else(|| json::wrong("variations", "a list of strings", v))?;
                        id.parse().map_err(ReadError::Variation)
                    })
                    .collect::<Result<_, _>>()?,
                Some(other) => {
                    return Err(json::wrong("variations", "a list of strings such as [\"14H\"]", other).into());
                }
            },
            heading: f.get("heading").map(Heading::from_value).transpose()?.unwrap_or_default(),
            lock: f.get("lock").map(Lock::from_value).transpose()?,
            events: Vec::new(),
        })
    }

    /// The record as JSON, its fields in the spec's order; optional ones only when set.
    pub fn to_value(&self) -> Value {
        let control = |c: &TimeControl| Value::from(c.to_string());
        Value::object([("rules", self.rules.id().into()), ("time_control", control(&self.time_control))])
            .with_some("white_time_control", self.white_time_control.as_ref().map(control))
            .with_some("black_time_control", self.black_time_control.as_ref().map(control))
            .with_some("fen", self.fen.as_deref())
            .with_some("draw_odds", self.draw_odds.map(side_id))
            .with_some(
                "variations",
                (!self.variations.is_empty())
                    .then(|| self.variations.iter().map(|v| Value::from(v.id())).collect::<Value>()),
            )
            .with_some("heading", (!self.heading.is_empty()).then(|| self.heading.to_value()))
            .with_some("lock", self.lock.as_ref().map(Lock::to_value))
            .with("events", self.events.iter().map(Event::to_value).collect::<Value>())
    }

    pub fn to_json(&self) -> String {
        self.to_value().to_string()
    }
}

impl EventKind {
    const NAMES: [&str; 10] =
        ["start", "press", "pause", "resume", "adjust", "penalty", "claim", "decision", "resign", "draw_agreed"];

    /// `by`'s claim of the opponent's fallen flag, as the players or the page make it: nothing
    /// entered, nothing said.
    pub fn flag_claim(by: Color) -> EventKind {
        EventKind::Claim {
            by,
            kind: ClaimKind::Flag,
            fen: None,
            mv: None,
            analysis: None,
            said: Default::default(),
            by_clock: false,
        }
    }

    /// The event's `type` in the record.
    pub fn name(&self) -> &'static str {
        let i = match self {
            EventKind::Start => 0,
            EventKind::Press { .. } => 1,
            EventKind::Pause | EventKind::PauseFor(_) => 2,
            EventKind::Resume => 3,
            EventKind::Adjust { .. } => 4,
            EventKind::Penalty { .. } => 5,
            EventKind::Claim { .. } => 6,
            EventKind::Decision { .. } => 7,
            EventKind::Resign { .. } => 8,
            EventKind::DrawAgreed => 9,
        };
        EventKind::NAMES[i]
    }
}

impl Event {
    /// Reads one event: `t`, `type` and the fields its type names; other fields are ignored.
    pub fn from_value(value: &Value) -> Result<Event, ReadError> {
        let f = Fields::of(value, "an event")?;
        let t = f.number("t")?;
        let side = |key: &str| read_side(key, f.required(key)?);
        let kind = match f.string("type")?.as_str() {
            "start" => EventKind::Start,
            "press" => EventKind::Press { side: side("side")?, mv: f.optional_string("move")? },
            "pause" => match f.get("for").and_then(Value::as_str) {
                Some("arbiter") => EventKind::PauseFor(PauseReason::Arbiter),
                Some("claim") => EventKind::PauseFor(PauseReason::Claim),
                // Another reason is an extra field this reader does not know: still a pause.
                _ => EventKind::Pause,
            },
            "resume" => EventKind::Resume,
            "adjust" => {
                EventKind::Adjust { side: side("side")?, ms: f.number("ms")?, moves: f.optional_integer("moves")? }
            }
            "penalty" => {
                EventKind::Penalty { side: side("side")?, infraction: read_parsed(&f, "kind", ReadError::Infraction)? }
            }
            "claim" => EventKind::Claim {
                by: side("by")?,
                kind: read_parsed(&f, "kind", ReadError::ClaimKind)?,
                fen: f.optional_string("fen")?,
                mv: f.optional_string("move")?,
                analysis: f.get("analysis").map(Analysis::from_value).transpose()?,
                said: f.get("said").map(read_said).transpose()?.unwrap_or_default(),
                by_clock: match f.get("called_by") {
                    None | Some(Value::Null) => false,
                    Some(v) if v.as_str() == Some("clock") => true,
                    Some(v) => return Err(json::wrong("called_by", "\"clock\"", v).into()),
                },
            },
            "decision" => EventKind::Decision { decision: read_parsed(&f, "verdict", ReadError::Decision)? },
            "resign" => EventKind::Resign { side: side("side")? },
            "draw_agreed" => EventKind::DrawAgreed,
            other => return Err(ReadError::EventType(other.to_owned())),
        };
        let pins = match f.get("pins") {
            None => Vec::new(),
            Some(Value::Array(items)) => items.iter().map(PinEntry::from_value).collect::<Result<_, _>>()?,
            Some(other) => return Err(json::wrong("pins", "a list of PIN entries", other).into()),
        };
        Ok(Event { t, kind, pins })
    }

    /// `t`, `type`, then the type's fields (optional ones only when set).
    pub fn to_value(&self) -> Value {
        let event = Value::object([("t", self.t.into()), ("type", self.kind.name().into())]);
        let pins = (!self.pins.is_empty()).then(|| self.pins.iter().map(|p| p.to_value()).collect::<Value>());
        let event = match &self.kind {
            EventKind::Start | EventKind::Pause | EventKind::Resume | EventKind::DrawAgreed => event,
            EventKind::PauseFor(reason) => event.with("for", reason.id()),
            EventKind::Press { side, mv } => event.with("side", side_id(*side)).with_some("move", mv.as_deref()),
            EventKind::Adjust { side, ms, moves } => {
                event.with("side", side_id(*side)).with("ms", *ms).with_some("moves", *moves)
            }
            EventKind::Penalty { side, infraction } => event.with("side", side_id(*side)).with("kind", infraction.id()),
            EventKind::Claim { by, kind, fen, mv, analysis, said, by_clock } => event
                .with("by", side_id(*by))
                .with("kind", kind.id())
                .with_some("fen", fen.as_deref())
                .with_some("move", mv.as_deref())
                .with_some("analysis", analysis.as_ref().map(Analysis::to_value))
                .with_some("said", said_value(said))
                .with_some("called_by", by_clock.then_some("clock")),
            EventKind::Decision { decision } => event.with("verdict", decision.id()),
            EventKind::Resign { side } => event.with("side", side_id(*side)),
        };
        event.with_some("pins", pins)
    }
}

impl Analysis {
    pub fn from_value(value: &Value) -> Result<Analysis, ReadError> {
        let f = Fields::of(value, "'analysis'")?;
        let forced_mate = |key: &str| f.get(key).map(|v| read_forced_mate(key, v)).transpose();
        Ok(Analysis {
            fen: f.string("fen")?,
            white_can_mate: f.optional_bool("white_can_mate")?,
            black_can_mate: f.optional_bool("black_can_mate")?,
            white_forced_mate: forced_mate("white_forced_mate")?,
            black_forced_mate: forced_mate("black_forced_mate")?,
        })
    }

    pub fn to_value(&self) -> Value {
        Value::object([("fen", self.fen.as_str().into())])
            .with_some("white_can_mate", self.white_can_mate)
            .with_some("black_can_mate", self.black_can_mate)
            .with_some("white_forced_mate", self.white_forced_mate.map(forced_mate_value))
            .with_some("black_forced_mate", self.black_forced_mate.map(forced_mate_value))
    }
}

/// `{"black": {"only_king": false, "only_minor": "knight"}, "white": {"only_king": true}}`: each
/// side's answers, by the question they answer.
fn read_said(value: &Value) -> Result<Said, ReadError> {
    let f = Fields::of(value, "'said'")?;
    let side = |key: &str| -> Result<SideSaid, ReadError> {
        let Some(v) = f.get(key) else { return Ok(SideSaid::default()) };
        let s = Fields::of(v, &format!("'said.{key}'"))?;
        let only_minor = match s.get("only_minor") {
            None => None,
            Some(Value::Bool(false)) => Some(None),
            Some(v) => match v.as_str() {
                Some("knight") => Some(Some(Minor::Knight)),
                Some("bishop") => Some(Some(Minor::Bishop)),
                _ => return Err(json::wrong("only_minor", "\"knight\", \"bishop\" or false", v).into()),
            },
        };
        Ok(SideSaid {
            only_king: s.optional_bool("only_king")?,
            only_minor,
            only_two_knights: s.optional_bool("only_two_knights")?,
            pawns: s.optional_bool("pawns")?,
            only_bishops_like_opponents: s.optional_bool("only_bishops_like_opponents")?,
        })
    };
    Ok(Said { white: side("white")?, black: side("black")? })
}

/// The answers as [`read_said`] reads them; `None` when nothing was said.
fn said_value(said: &Said) -> Option<Value> {
    let side = |s: &SideSaid| {
        (!s.is_empty()).then(|| {
            Value::object([])
                .with_some("only_king", s.only_king)
                .with_some("only_minor", s.only_minor.map(|m| m.map_or(Value::from(false), |m| Value::from(m.id()))))
                .with_some("only_two_knights", s.only_two_knights)
                .with_some("pawns", s.pawns)
                .with_some("only_bishops_like_opponents", s.only_bishops_like_opponents)
        })
    };
    let (white, black) = (side(&said.white), side(&said.black));
    (white.is_some() || black.is_some()).then(|| Value::object([]).with_some("white", white).with_some("black", black))
}

/// `{"mate_in": 4, "depth": 4}`, `{"mate_in": null, "depth": 7}`.
fn read_forced_mate(key: &str, value: &Value) -> Result<ForcedMate, ReadError> {
    let f = Fields::of(value, &format!("'{key}'"))?;
    let inside = |source| ReadError::ForcedMate { key: key.to_owned(), source };
    let moves = |field: &str, v: &Value| {
        v.as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| inside(json::wrong(field, "a whole number of moves", v)))
    };
    let mate_in = f.get("mate_in").map(|v| moves("mate_in", v)).transpose()?;
    let depth = moves("depth", f.required("depth").map_err(inside)?)?;
    Ok(ForcedMate { mate_in, depth })
}

fn forced_mate_value(found: ForcedMate) -> Value {
    Value::object([("mate_in", found.mate_in.into()), ("depth", found.depth.into())])
}

/// Events as the unit tests write them.
#[cfg(test)]
pub(crate) mod fixtures {
    use super::{Event, EventKind};
    use shakmaty::Color;

    pub fn ev(t: f64, kind: EventKind) -> Event {
        Event { t, kind, pins: Vec::new() }
    }

    pub fn press(t: f64, side: Color, mv: &str) -> Event {
        ev(t, EventKind::Press { side, mv: Some(mv.into()) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_spec_example_and_ignores_unknown_fields() {
        let r = Record::from_json(
            r#"{"rules":"fide-blitz","time_control":"180+2","black_time_control":"120+2","app":"x",
                "events":[{"t":0,"type":"start"},{"t":1000.5,"type":"press","side":"white","move":"e4","note":1},
                          {"t":2000,"type":"claim","by":"black","kind":"flag"},{"t":3000,"type":"draw_agreed"}]}"#,
        )
        .unwrap();
        assert_eq!(r.black_time_control, Some(TimeControl::from_pgn("120+2").unwrap()));
        assert_eq!(r.events[1].kind, EventKind::Press { side: Color::White, mv: Some("e4".into()) });
        assert_eq!(r.events[3].kind, EventKind::DrawAgreed);
        let again = Record::from_json(&r.to_json()).unwrap();
        assert_eq!(again, r);
    }

    #[test]
    fn a_bad_event_is_named_by_its_index() {
        let e = Record::from_json(
            r#"{"rules":"fide-blitz","time_control":"60","events":[{"t":0,"type":"start"},{"t":1,"type":"jump"}]}"#,
        )
        .unwrap_err();
        assert_eq!(e.event, Some(1));
        assert!(e.message.contains("jump"), "{e}");
        let source = std::error::Error::source(&e).and_then(|s| s.downcast_ref::<ReadError>());
        assert_eq!(source, Some(&ReadError::EventType("jump".into())), "the typed reason is kept");
        let e = Record::from_json(
            r#"{"rules":"fide-blitz","time_control":"60","events":[{"t":0,"type":"press","side":"green"}]}"#,
        )
        .unwrap_err();
        assert_eq!(e.event, Some(0));
        let e = Record::from_json("[1,2]").unwrap_err();
        assert_eq!(e.event, None);
        let e = Record::from_json(r#"{"time_control":"60"}"#).unwrap_err();
        assert!(e.message.contains("rules"), "{e}");
    }

    #[test]
    fn an_analysis_carries_each_sides_forced_mate_search_and_old_ones_read_as_before() {
        let text = r#"{"fen":"K7/P1k5/8/8/8/8/7P/7n w - - 0 40","black_can_mate":true,
            "white_forced_mate":{"mate_in":null,"depth":7},"black_forced_mate":{"mate_in":5,"depth":5}}"#;
        let a = Analysis::from_value(&json::parse(text).unwrap()).unwrap();
        assert_eq!(a.white_forced_mate, Some(ForcedMate::none_within(7)));
        assert_eq!(a.black_forced_mate, Some(ForcedMate::mate_in(5)));
        assert_eq!(Analysis::from_value(&a.to_value()).unwrap(), a);
        assert!(a.to_value().to_string().contains(r#""white_forced_mate":{"mate_in":null,"depth":7}"#));
        let old = Analysis::from_value(
            &json::parse(r#"{"fen":"8/8/8/4k3/8/8/8/4KQ2 w - - 0 1","white_can_mate":true}"#).unwrap(),
        )
        .unwrap();
        assert_eq!((old.white_forced_mate, old.black_forced_mate), (None, None));
        assert!(!old.to_value().to_string().contains("forced_mate"), "an old analysis is written as it was read");
        let bad = json::parse(r#"{"fen":"x","white_forced_mate":{"mate_in":-1,"depth":3}}"#).unwrap();
        let e = Analysis::from_value(&bad).unwrap_err().to_string();
        assert!(e.contains("'white_forced_mate'") && e.contains("'mate_in'"), "{e}");
        let bad = json::parse(r#"{"fen":"x","black_forced_mate":{"mate_in":2}}"#).unwrap();
        let e = Analysis::from_value(&bad).unwrap_err();
        assert_eq!(
            e,
            ReadError::ForcedMate {
                key: "black_forced_mate".into(),
                source: FieldError::Missing { key: "depth".into() }
            }
        );
        assert_eq!(e.to_string(), "'black_forced_mate': missing field 'depth'");
    }
}
