//! The rules worker's conversation: the page asks whether each side can still checkmate in a
//! position (FIDE 6.9 / 5.2.2, chasolver's exact analysis, which can take seconds), the worker
//! answers with an [`Analysis`] that the page records in the claim.
//!
//! Messages are JSON text, so both ends are plain Rust tested natively:
//! request `{"id": 3, "fen": "..."}`, reply `{"id": 3, "analysis": {...}}` or `{"id": 3, "error": "..."}`.

use crate::board::{fen_of, position_from_fen};
use crate::record::Analysis;
use crate::rules::material;
use crate::json::{self, Fields, Value};
use shakmaty::Color;

/// The worker's first message: it listens now. (A message posted to a worker before its wasm
/// has set the handler is dropped.)
pub const READY: &str = "ready";

/// A question to the worker.
#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    /// Echoed in the reply, so a late answer to a cancelled question is recognised.
    pub id: u32,
    pub fen: String,
}

/// The worker's answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    pub id: u32,
    pub analysis: Option<Analysis>,
    pub error: Option<String>,
}

/// A message's `id`: a whole number that fits a `u32`.
fn id(f: &Fields) -> Result<u32, String> {
    let v = f.required("id")?;
    v.as_u64().and_then(|n| u32::try_from(n).ok()).ok_or_else(|| json::wrong("id", "a whole number 0-4294967295", v))
}

impl Request {
    pub fn encode(&self) -> String {
        Value::object([("id", self.id.into()), ("fen", self.fen.as_str().into())]).to_string()
    }

    pub fn decode(text: &str) -> Result<Request, String> {
        let read = |text: &str| {
            let value = json::parse(text).map_err(|e| e.to_string())?;
            let f = Fields::of(&value, "the request")?;
            Ok::<_, String>(Request { id: id(&f)?, fen: f.string("fen")? })
        };
        read(text).map_err(|e| format!("the rules worker cannot read the request: {e}"))
    }
}

impl Reply {
    pub fn encode(&self) -> String {
        Value::object([("id", self.id.into())])
            .with_some("analysis", self.analysis.as_ref().map(Analysis::to_value))
            .with_some("error", self.error.as_deref())
            .to_string()
    }

    pub fn decode(text: &str) -> Result<Reply, String> {
        let read = |text: &str| {
            let value = json::parse(text).map_err(|e| e.to_string())?;
            let f = Fields::of(&value, "the answer")?;
            Ok::<_, String>(Reply {
                id: id(&f)?,
                analysis: f.get("analysis").map(Analysis::from_value).transpose()?,
                error: f.optional_string("error")?,
            })
        };
        read(text).map_err(|e| format!("the rules worker's answer cannot be read: {e}"))
    }
}

/// Analyses the position of `fen` for both sides, with this build's analyser. The FEN in the
/// answer is the normalised one, as the replay compares it with the claim's position.
pub fn analyse(fen: &str) -> Result<Analysis, String> {
    let pos = position_from_fen(fen)?;
    Ok(Analysis {
        fen: fen_of(&pos),
        white_can_mate: material::analysed_can_mate(&pos, Color::White),
        black_can_mate: material::analysed_can_mate(&pos, Color::Black),
    })
}

/// The worker's whole job: a request's text in, a reply's text out. Never panics.
pub fn answer(request: &str) -> String {
    let reply = match Request::decode(request) {
        Ok(r) => match analyse(&r.fen) {
            Ok(a) => Reply { id: r.id, analysis: Some(a), error: None },
            Err(e) => Reply { id: r.id, analysis: None, error: Some(e) },
        },
        Err(e) => Reply { id: 0, analysis: None, error: Some(e) },
    };
    reply.encode()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_and_replies_round_trip() {
        let q = Request { id: 7, fen: "8/8/8/4k3/8/8/8/4KQ2 w - - 0 1".into() };
        assert_eq!(Request::decode(&q.encode()).unwrap(), q);
        let r = Reply::decode(&answer(&q.encode())).unwrap();
        assert_eq!(r.id, 7);
        let a = r.analysis.unwrap();
        assert_eq!(a.black_can_mate, Some(false), "a lone king can never mate");
        if material::ANALYSER {
            assert_eq!(a.white_can_mate, Some(true));
        }
        assert!(Reply::decode("{\"id\":").is_err());
    }

    #[test]
    fn bad_requests_get_an_error_reply_not_a_panic() {
        let r = Reply::decode(&answer("not json")).unwrap();
        assert!(r.error.unwrap().contains("cannot read the request"));
        let r = Reply::decode(&answer(&Request { id: 2, fen: "8/8 w".into() }.encode())).unwrap();
        assert_eq!(r.id, 2);
        assert!(r.error.unwrap().contains("cannot be read"));
    }

    /// K+N against K+P: the knight's side can mate only with the pawn's help (a helpmate), which
    /// only the full analysis proves; the page records that answer with the claim.
    #[cfg(feature = "unwinnability")]
    #[test]
    fn the_analyser_finds_what_the_page_cannot() {
        let a = analyse("7k/8/8/8/8/2n5/7P/K7 w - - 0 40").unwrap();
        assert_eq!(a.black_can_mate, Some(true));
        assert_eq!(a.white_can_mate, Some(true));
        let a = analyse("8/8/8/4k3/8/8/8/3BKB2 w - - 0 40").unwrap();
        assert_eq!(a.white_can_mate, Some(false), "bishops on one colour cannot mate");
    }

    fn flag_claim(analysis: Option<&str>) -> crate::game::Game {
        let analysis = analysis.map_or(String::new(), |a| format!(",\"analysis\":{a}"));
        let text = format!(
            r#"{{"rules":"fide-blitz","time_control":"60","events":[{{"t":0,"type":"start"}},
               {{"t":61000,"type":"claim","by":"black","kind":"flag","fen":"{KN_V_KP}"{analysis}}}]}}"#
        );
        crate::game::replay(&crate::record::Record::from_json(&text).unwrap()).unwrap()
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
            assert_eq!(alone.claims[0].verdict.kind, crate::rules::VerdictKind::Pending);
        }
    }

    #[test]
    fn an_analysis_of_another_position_is_ignored() {
        let other = r#"{"fen":"8/8/8/4k3/8/8/8/4KQ2 w - - 0 1","black_can_mate":false}"#;
        let game = flag_claim(Some(other));
        assert_eq!(game.claims[0].verdict, flag_claim(None).claims[0].verdict);
    }
}
