//! The rules worker's conversation: the page asks whether each side can still checkmate in a
//! position (FIDE 6.9 / 5.2.2, chasolver's exact analysis, which can take seconds) and whether it
//! can force a mate (US Chess 14E, Speed 10, Scholastic 7b/8e/8g/8i: a forced-mate search that
//! deepens for as long as its time budget allows); the worker answers with an [`Analysis`] that
//! the page records in the claim.
//!
//! Messages are JSON text, so both ends are plain Rust tested natively: request
//! `{"id": 3, "fen": "...", "search_ms": 1500, "build": "3fa9c21e"}` (`search_ms` optional), reply
//! `{"id": 3, "analysis": {...}}` or `{"id": 3, "error": "..."}`. The worker's first message,
//! `ready 3fa9c21e`, names its build; each end refuses the other's of another build
//! ([`crate::protocol::build`]): Trunk gives the worker's files fixed names, so after a deploy a
//! page may start a worker of the new build.
//!
//! No clock is read here: the caller passes its own (`Instant` natively, `Date.now()` in the
//! worker), because `Instant::now` panics on wasm32-unknown-unknown.

use crate::ground::json::{self, FieldError, Fields, Value};
use crate::ground::record::{Analysis, ReadError};
use crate::ground::text::TextError;
use crate::protocol::build::{self, BUILD};
use crate::replay::position::{FenError, fen_of, position_from_fen};
use crate::rules::material;
use crate::rules::search::{self, ForcedMate, Limits};
use crate::screens::claim_draft::AnalysisRequest;
use shakmaty::{Chess, Color};
use std::fmt;

/// The worker's first word: it listens now. (A message posted to a worker before its wasm has
/// set the handler is dropped.) Its build follows: `ready 3fa9c21e`.
const READY: &str = "ready";

/// The helper's name in what the players are told.
pub const WORKER: &str = "the rules worker";

/// The worker's first message, with its build.
pub fn ready() -> String {
    format!("{READY} {BUILD}")
}

/// If `text` is the worker's first message: the build it names (`None`: an older worker that
/// names none).
pub fn read_ready(text: &str) -> Option<Option<&str>> {
    match text.strip_prefix(READY)? {
        "" => Some(None),
        rest => rest.strip_prefix(' ').map(|b| Some(b.trim())),
    }
}

/// How long the forced-mate search runs for each side when the request does not say.
pub const SEARCH_MS: u32 = 1500;
/// The longest a request may have the forced-mate search run for each side: the player waits.
pub const MOST_SEARCH_MS: u32 = 2000;
/// A ceiling on the positions a timed search visits, should the clock it is given stand still.
const MOST_SEARCH_NODES: u64 = 50_000_000;

/// A question to the worker.
#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    /// Echoed in the reply, so a late answer to a cancelled question is recognised.
    pub id: u32,
    pub fen: String,
    /// How long the forced-mate search may run for each side, in milliseconds (at most
    /// [`MOST_SEARCH_MS`]); `Some(0)`: no search, the verdict does not depend on one; `None`:
    /// [`SEARCH_MS`].
    pub search_ms: Option<u32>,
    /// The asking page's build (`None`: a page older than the build check).
    pub build: Option<String>,
}

impl Request {
    /// The request that asks the worker `question` (the claim draft's), numbered `id`.
    pub fn asking(question: &AnalysisRequest, id: u32) -> Request {
        Request {
            id,
            fen: question.fen.clone(),
            search_ms: Some(if question.forced_mate { SEARCH_MS } else { 0 }),
            build: Some(BUILD.to_owned()),
        }
    }
}

/// The worker's answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    pub id: u32,
    pub analysis: Option<Analysis>,
    pub error: Option<String>,
}

/// A request or an answer that cannot be read: which, and why.
#[derive(Debug, Clone, PartialEq)]
pub enum WorkerMessageError {
    /// The text is not JSON.
    NotJson { message: &'static str, source: TextError },
    /// A field is missing or of the wrong kind.
    Field { message: &'static str, source: FieldError },
    /// The answer's analysis is not as the record keeps it.
    Analysis { source: ReadError },
}

const REQUEST: &str = "the rules worker cannot read the request";
const ANSWER: &str = "the rules worker's answer cannot be read";

impl fmt::Display for WorkerMessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WorkerMessageError::NotJson { message, source } => write!(f, "{message}: {source}"),
            WorkerMessageError::Field { message, source } => write!(f, "{message}: {source}"),
            WorkerMessageError::Analysis { source } => write!(f, "{ANSWER}: {source}"),
        }
    }
}

impl std::error::Error for WorkerMessageError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            WorkerMessageError::NotJson { source, .. } => Some(source),
            WorkerMessageError::Field { source, .. } => Some(source),
            WorkerMessageError::Analysis { source } => Some(source),
        }
    }
}

fn parse(text: &str, message: &'static str) -> Result<Value, WorkerMessageError> {
    json::parse(text).map_err(|source| WorkerMessageError::NotJson { message, source })
}

fn field(message: &'static str) -> impl Fn(FieldError) -> WorkerMessageError {
    move |source| WorkerMessageError::Field { message, source }
}

/// A message's `id`: a whole number that fits a `u32`.
fn id(f: &Fields) -> Result<u32, FieldError> {
    let v = f.required("id")?;
    v.as_u64().and_then(|n| u32::try_from(n).ok()).ok_or_else(|| json::wrong("id", "a whole number 0-4294967295", v))
}

impl Request {
    pub fn encode(&self) -> String {
        Value::object([("id", self.id.into()), ("fen", self.fen.as_str().into())])
            .with_some("search_ms", self.search_ms)
            .with_some("build", self.build.as_deref())
            .to_string()
    }

    pub fn decode(text: &str) -> Result<Request, WorkerMessageError> {
        let value = parse(text, REQUEST)?;
        let read = || {
            let f = Fields::of(&value, "the request")?;
            let search_ms = f
                .get("search_ms")
                .map(|v| {
                    v.as_u64()
                        .and_then(|n| u32::try_from(n).ok())
                        .ok_or_else(|| json::wrong("search_ms", "a whole number of milliseconds", v))
                })
                .transpose()?;
            Ok::<_, FieldError>(Request {
                id: id(&f)?,
                fen: f.string("fen")?,
                search_ms,
                build: f.optional_string("build")?,
            })
        };
        read().map_err(field(REQUEST))
    }
}

impl Reply {
    pub fn encode(&self) -> String {
        Value::object([("id", self.id.into())])
            .with_some("analysis", self.analysis.as_ref().map(Analysis::to_value))
            .with_some("error", self.error.as_deref())
            .to_string()
    }

    pub fn decode(text: &str) -> Result<Reply, WorkerMessageError> {
        let value = parse(text, ANSWER)?;
        let bad = field(ANSWER);
        let f = Fields::of(&value, "the answer").map_err(&bad)?;
        Ok(Reply {
            id: id(&f).map_err(&bad)?,
            analysis: f
                .get("analysis")
                .map(Analysis::from_value)
                .transpose()
                .map_err(|source| WorkerMessageError::Analysis { source })?,
            error: f.optional_string("error").map_err(&bad)?,
        })
    }
}

/// Analyses the position of `fen` for both sides, with this build's analyser, and searches each
/// side's forced mate for up to `search_ms` milliseconds of `now_ms` (a clock in milliseconds;
/// 0: no search). The FEN in the answer is the normalised one, as the replay compares it with the
/// claim's position.
pub fn analyse(fen: &str, search_ms: u32, now_ms: &dyn Fn() -> f64) -> Result<Analysis, FenError> {
    let pos = position_from_fen(fen)?;
    let search_ms = search_ms.min(MOST_SEARCH_MS);
    Ok(Analysis {
        fen: fen_of(&pos),
        white_can_mate: material::analysed_can_mate(&pos, Color::White),
        black_can_mate: material::analysed_can_mate(&pos, Color::Black),
        white_forced_mate: timed_forced_mate(&pos, Color::White, search_ms, now_ms),
        black_forced_mate: timed_forced_mate(&pos, Color::Black, search_ms, now_ms),
    })
}

/// The forced-mate search with a time budget: it never stops short of the replay's own node
/// budget (see [`Limits`]), so the recorded answer is at least as deep as the replay's.
fn timed_forced_mate(pos: &Chess, side: Color, search_ms: u32, now_ms: &dyn Fn() -> f64) -> Option<ForcedMate> {
    if search_ms == 0 {
        return None;
    }
    let deadline = now_ms() + f64::from(search_ms);
    let mut time_left = || now_ms() < deadline;
    Some(search::forced_mate_within(pos, side, Limits { nodes: MOST_SEARCH_NODES, time_left: Some(&mut time_left) }))
}

/// The worker's whole job: a request's text in, a reply's text out, with `now_ms` the worker's
/// clock in milliseconds. A page of another build is refused, unanalysed. Never panics.
pub fn answer(request: &str, now_ms: &dyn Fn() -> f64) -> String {
    let reply = match Request::decode(request) {
        Ok(r) if let Err(e) = build::check_page(WORKER, r.build.as_deref()) => {
            Reply { id: r.id, analysis: None, error: Some(e.to_string()) }
        }
        Ok(r) => match analyse(&r.fen, r.search_ms.unwrap_or(SEARCH_MS), now_ms) {
            Ok(a) => Reply { id: r.id, analysis: Some(a), error: None },
            Err(e) => Reply { id: r.id, analysis: None, error: Some(e.to_string()) },
        },
        Err(e) => Reply { id: 0, analysis: None, error: Some(e.to_string()) },
    };
    reply.encode()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::record::Record;
    use crate::replay::game;
    use crate::replay::game::Game;
    use crate::rules::VerdictKind;
    use std::cell::Cell;

    /// A clock that moves one millisecond each time it is read: the searches stop after the same
    /// number of positions on every machine, and no test reads real time.
    fn ticking() -> impl Fn() -> f64 {
        let ms = Cell::new(0.0);
        move || {
            ms.set(ms.get() + 1.0);
            ms.get()
        }
    }

    /// Black's knight mates in five: the white king is shut in on a8 by its own a-pawn and the
    /// black king on c7, and the knight comes round to b6 while White pushes the h-pawn.
    const KNIGHT_MATES_IN_FIVE: &str = "K7/P1k5/8/8/8/8/7P/7n w - - 0 40";

    #[test]
    fn requests_and_replies_round_trip() {
        let q = Request {
            id: 7,
            fen: "8/8/8/4k3/8/8/8/4KQ2 w - - 0 1".into(),
            search_ms: Some(20),
            build: Some(BUILD.into()),
        };
        assert_eq!(Request::decode(&q.encode()).unwrap(), q);
        let plain = Request { id: 8, fen: q.fen.clone(), search_ms: None, build: None };
        assert_eq!(Request::decode(&plain.encode()).unwrap(), plain, "search_ms and build may be left out");
        let r = Reply::decode(&answer(&q.encode(), &ticking())).unwrap();
        assert_eq!(r.id, 7);
        let a = r.analysis.unwrap();
        assert_eq!(a.black_can_mate, Some(false), "a lone king can never mate");
        assert_eq!(a.black_forced_mate, Some(ForcedMate::none_within(search::DEEPEST_FORCED_MATE)));
        if material::ANALYSER {
            assert_eq!(a.white_can_mate, Some(true));
        }
        assert!(matches!(Reply::decode("{\"id\":"), Err(WorkerMessageError::NotJson { .. })));
    }

    #[test]
    fn bad_requests_get_an_error_reply_not_a_panic() {
        let r = Reply::decode(&answer("not json", &ticking())).unwrap();
        assert!(r.error.unwrap().contains("cannot read the request"));
        let r = Reply::decode(&answer(
            &Request::asking(&AnalysisRequest { fen: "8/8 w".into(), forced_mate: false }, 2).encode(),
            &ticking(),
        ))
        .unwrap();
        assert_eq!(r.id, 2);
        assert!(r.error.unwrap().contains("cannot be read"));
        let r = Reply::decode(&answer(
            r#"{"id":3,"fen":"8/8/8/4k3/8/8/8/4KQ2 w - - 0 1","search_ms":-5,"build":"x"}"#,
            &ticking(),
        ))
        .unwrap();
        assert!(r.error.unwrap().contains("'search_ms' must be a whole number of milliseconds"));
        let e = Request::decode(r#"{"fen":"8/8/8/4k3/8/8/8/4KQ2 w - - 0 1"}"#).unwrap_err();
        assert_eq!(e, WorkerMessageError::Field { message: REQUEST, source: FieldError::Missing { key: "id".into() } });
        assert_eq!(e.to_string(), "the rules worker cannot read the request: missing field 'id'");
    }

    #[test]
    fn a_page_of_another_build_is_refused_unanalysed() {
        let mut q = Request::asking(&AnalysisRequest { fen: KNIGHT_MATES_IN_FIVE.into(), forced_mate: true }, 9);
        assert_eq!(q.build.as_deref(), Some(BUILD), "the page names its build");
        q.build = Some("0badc0de".into());
        let r = Reply::decode(&answer(&q.encode(), &ticking())).unwrap();
        assert_eq!((r.id, r.analysis), (9, None));
        let error = r.error.unwrap();
        assert!(
            error.starts_with(&format!(
                "the rules worker is from another version of Fair Clock (build {BUILD}; this page is build 0badc0de)"
            )),
            "{error}"
        );
        q.build = None;
        let r = Reply::decode(&answer(&q.encode(), &ticking())).unwrap();
        assert!(r.error.unwrap().contains("this page is an older build"));
    }

    #[test]
    fn the_ready_message_names_the_build() {
        assert_eq!(read_ready(&ready()), Some(Some(BUILD)));
        assert_eq!(read_ready("ready"), Some(None), "a worker older than the build check");
        assert_eq!(read_ready("readyx"), None);
        assert_eq!(read_ready(r#"{"id":1}"#), None);
    }

    #[test]
    fn the_worker_finds_a_forced_mate_five_moves_deep_and_the_reply_carries_it() {
        let q = Request::asking(&AnalysisRequest { fen: KNIGHT_MATES_IN_FIVE.into(), forced_mate: true }, 4);
        let reply = Reply::decode(&answer(&q.encode(), &ticking())).unwrap();
        let a = reply.analysis.expect("analysed");
        assert_eq!(a.black_forced_mate, Some(ForcedMate::mate_in(5)));
        let white = a.white_forced_mate.expect("searched");
        assert_eq!(white.mate_in, None, "White's king is shut in; its h-pawn queens too late");
        assert!(white.depth >= search::FORCED_MATE_MOVES, "{white:?}");
        assert_eq!(Analysis::from_value(&a.to_value()).unwrap(), a, "the record reads back what it wrote");
    }

    #[test]
    fn a_question_without_a_forced_win_in_it_searches_nothing() {
        let q = Request::asking(&AnalysisRequest { fen: KNIGHT_MATES_IN_FIVE.into(), forced_mate: false }, 5);
        assert_eq!(q.search_ms, Some(0));
        let a = Reply::decode(&answer(&q.encode(), &ticking())).unwrap().analysis.expect("analysed");
        assert_eq!((a.white_forced_mate, a.black_forced_mate), (None, None));
        assert!(!a.to_value().to_string().contains("forced_mate"), "nothing searched, nothing recorded");
    }

    /// K+N against K+P: the knight's side can mate only with the pawn's help (a helpmate), which
    /// only the full analysis proves; the page records that answer with the claim.
    #[cfg(feature = "unwinnability")]
    #[test]
    fn the_analyser_finds_what_the_page_cannot() {
        let a = analyse("7k/8/8/8/8/2n5/7P/K7 w - - 0 40", 0, &ticking()).unwrap();
        assert_eq!(a.black_can_mate, Some(true));
        assert_eq!(a.white_can_mate, Some(true));
        let a = analyse("8/8/8/4k3/8/8/8/3BKB2 w - - 0 40", 0, &ticking()).unwrap();
        assert_eq!(a.white_can_mate, Some(false), "bishops on one colour cannot mate");
    }

    fn flag_claim(analysis: Option<&str>) -> Game {
        let analysis = analysis.map_or(String::new(), |a| format!(",\"analysis\":{a}"));
        let text = format!(
            r#"{{"rules":"fide-blitz","time_control":"60","events":[{{"t":0,"type":"start"}},
               {{"t":61000,"type":"claim","by":"black","kind":"flag","fen":"{KN_V_KP}"{analysis}}}]}}"#
        );
        game::replay(&Record::from_json(&text).unwrap()).unwrap()
    }

    const KN_V_KP: &str = "7k/8/8/8/8/2n5/7P/K7 w - - 0 40";

    #[test]
    fn the_replay_honours_a_recorded_analysis_and_agrees_with_its_own() {
        let recorded = format!(r#"{{"fen":"{KN_V_KP}","white_can_mate":true,"black_can_mate":true}}"#);
        let game = flag_claim(Some(&recorded));
        let verdict = &game.claims[0].verdict;
        assert_eq!(game.ending.as_ref().map(|e| e.result.pgn()), Some("0-1"), "{}", verdict.explanation);
        assert_eq!(verdict.rule, "FIDE 6.9");
        // Without the record's help, only the build with the analyser knows.
        let alone = flag_claim(None);
        if material::ANALYSER {
            assert_eq!(alone.claims[0].verdict, *verdict, "the analyser agrees with the recorded fact");
        } else {
            assert_eq!(alone.claims[0].verdict.kind, VerdictKind::Pending);
        }
    }

    #[test]
    fn an_analysis_of_another_position_is_ignored() {
        let other = r#"{"fen":"8/8/8/4k3/8/8/8/4KQ2 w - - 0 1","black_can_mate":false}"#;
        let game = flag_claim(Some(other));
        assert_eq!(game.claims[0].verdict, flag_claim(None).claims[0].verdict);
    }
}
