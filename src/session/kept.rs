//! The games this phone keeps after they are left: finished, ended for a new game, or set aside
//! after an error — each as it was saved, with its PIN trail, so that a new game never overwrites
//! one and an arbiter can still review and export it from the setup screen.
//!
//! Stored under its own key as `{"version": 1, "games": [{"kept_at": wall ms, "why": "finished",
//! "summary": {...}, "saved": "<the saved game's text>"}]}`, oldest first. The summary is worked out
//! when the game is kept, so that listing never replays a game; the saved text is kept as it was
//! (a game set aside after an error may be one this page cannot replay).

use crate::ground::json::{self, FieldError, Fields, Value};
use crate::ground::vocabulary::Rulebook;
use crate::replay::game;
use crate::replay::pgn;
use crate::session::Session;
use std::fmt;

/// The format version this page writes and reads.
pub const VERSION: u64 = 1;

/// How many games are kept at most; the oldest goes first.
pub const MOST: usize = 30;

/// Why a game was kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// It ended (a result) and the players went back to setup.
    Finished,
    /// It was left unfinished for a new game (two taps, or the arbiter's PIN on a locked clock).
    Ended,
    /// It was set aside after an error, from the recovery screen.
    SetAside,
}

impl Why {
    pub fn id(self) -> &'static str {
        match self {
            Why::Finished => "finished",
            Why::Ended => "ended",
            Why::SetAside => "set_aside",
        }
    }

    fn of_id(id: &str) -> Option<Why> {
        [Why::Finished, Why::Ended, Why::SetAside].into_iter().find(|w| w.id() == id)
    }
}

/// What the setup screen lists of a kept game, without replaying it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Summary {
    /// The rulebook's id.
    pub rules: String,
    /// The control as the record writes it.
    pub control: String,
    /// "White – Black" with their names, when named.
    pub players: Option<String>,
    /// `1-0`, `0-1`, `1/2-1/2`, or `*`.
    pub result: String,
    /// The rule that decided the result.
    pub rule: Option<String>,
    /// Presses made.
    pub presses: usize,
    /// The game had an arbiter's lock.
    pub locked: bool,
}

/// One kept game.
#[derive(Debug, Clone, PartialEq)]
pub struct Kept {
    /// When it was kept: the wall clock, milliseconds since 1970.
    pub kept_at_ms: f64,
    pub why: Why,
    pub summary: Summary,
    /// The saved game's text (`session::saved`), as it was.
    pub saved: String,
}

/// The kept games, oldest first.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct KeptGames {
    pub games: Vec<Kept>,
}

/// Stored kept games that cannot be read: they are left as they are, never written over.
#[derive(Debug, Clone, PartialEq)]
pub struct KeptError(pub String);

impl fmt::Display for KeptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for KeptError {}

impl Summary {
    /// The summary of a game as it stands.
    pub fn of(session: &Session) -> Summary {
        let record = &session.record;
        Summary {
            rules: record.rules.id().to_owned(),
            control: record.time_control.to_string(),
            players: record.heading.players(),
            result: session.game.ending.as_ref().map_or("*", |e| e.result.pgn()).to_owned(),
            rule: session.game.ending.as_ref().map(|e| e.rule.clone()),
            presses: record.events.iter().filter(|e| e.kind.name() == "press").count(),
            locked: record.lock.is_some(),
        }
    }

    fn to_value(&self) -> Value {
        Value::object([
            ("rules", self.rules.as_str().into()),
            ("control", self.control.as_str().into()),
            ("result", self.result.as_str().into()),
            ("presses", self.presses.into()),
            ("locked", self.locked.into()),
        ])
        .with_some("players", self.players.as_deref())
        .with_some("rule", self.rule.as_deref())
    }

    fn from_value(value: &Value) -> Result<Summary, FieldError> {
        let f = Fields::of(value, "a kept game's summary")?;
        let text = |key: &str| value.get(key).and_then(Value::as_str).map(str::to_owned);
        Ok(Summary {
            rules: f.string("rules")?,
            control: f.string("control")?,
            players: text("players"),
            result: f.string("result")?,
            rule: text("rule"),
            presses: value.get("presses").and_then(Value::as_u64).and_then(|n| usize::try_from(n).ok()).unwrap_or(0),
            locked: value.get("locked").and_then(Value::as_bool).unwrap_or(false),
        })
    }
}

impl Kept {
    /// `session`, saved as `saved`, kept now (`wall_ms`) because of `why`.
    pub fn of(session: &Session, saved: String, why: Why, wall_ms: f64) -> Kept {
        Kept { kept_at_ms: wall_ms, why, summary: Summary::of(session), saved }
    }

    fn to_value(&self) -> Value {
        Value::object([
            ("kept_at", self.kept_at_ms.into()),
            ("why", self.why.id().into()),
            ("summary", self.summary.to_value()),
            ("saved", self.saved.as_str().into()),
        ])
    }

    fn from_value(value: &Value) -> Result<Kept, KeptError> {
        // Why a kept game cannot be read: a technical detail, in English.
        let bad = |e: FieldError| KeptError(format!("a kept game cannot be read: {e}"));
        let f = Fields::of(value, "a kept game").map_err(bad)?;
        let why = f.string("why").map_err(bad)?;
        // A technical detail, in English.
        let why =
            Why::of_id(&why).ok_or_else(|| KeptError(format!("a kept game was kept for no known reason: '{why}'")))?;
        let summary = Summary::from_value(f.required("summary").map_err(bad)?).map_err(bad)?;
        Ok(Kept { kept_at_ms: f.number("kept_at").map_err(bad)?, why, summary, saved: f.string("saved").map_err(bad)? })
    }
}

impl Kept {
    /// How the setup screen lists it, in the players' language: when (the players' local time,
    /// `utc_minus_local_min` minutes behind UTC), who, the result and its rule, the rulebook and
    /// control, why it was kept, and a lock.
    pub fn said(&self, utc_minus_local_min: f64) -> String {
        use crate::ground::messages as m;
        use crate::ground::words::say;
        let local = self.kept_at_ms - utc_minus_local_min * 60_000.0;
        let minutes = (local / 60_000.0).floor() as i64;
        let when = format!(
            "{} {:02}:{:02}",
            pgn::date_of_unix_ms(local),
            minutes.rem_euclid(1440) / 60,
            minutes.rem_euclid(60)
        );
        let summary = &self.summary;
        let result = match &summary.rule {
            Some(rule) => format!("{} ({})", summary.result, game::rule_said(rule)),
            None => summary.result.clone(),
        };
        let rules = summary.rules.parse::<Rulebook>().map_or(summary.rules.clone(), |r| r.name().to_owned());
        let why = say(match self.why {
            Why::Finished => &m::KEPT_FINISHED,
            Why::Ended => &m::KEPT_ENDED,
            Why::SetAside => &m::KEPT_SET_ASIDE,
        });
        let mut parts = vec![when];
        parts.extend(summary.players.clone());
        parts.push(result);
        if !summary.control.is_empty() {
            parts.push(format!("{rules}, {}", summary.control));
        }
        parts.push(why.to_owned());
        if summary.locked {
            parts.push(say(&m::KEPT_LOCKED).to_owned());
        }
        parts.join(" · ")
    }
}

impl KeptGames {
    /// Reads the stored text; `None` (nothing stored) is no games. Never panics: what cannot be
    /// read is an error the setup screen says, and the text is left as it is.
    pub fn from_json(text: Option<&str>) -> Result<KeptGames, KeptError> {
        let Some(text) = text else { return Ok(KeptGames::default()) };
        // Why kept games cannot be read: a technical detail, in English.
        let value = json::parse(text).map_err(|e| KeptError(format!("the kept games are not valid JSON ({e})")))?;
        json::stored_version(&value, "the kept games", VERSION).map_err(|e| KeptError(e.to_string()))?;
        let games = value
            .get("games")
            .and_then(Value::as_array)
            .ok_or_else(|| KeptError("the kept games have no list of games".into()))?;
        Ok(KeptGames { games: games.iter().map(Kept::from_value).collect::<Result<_, _>>()? })
    }

    pub fn to_json(&self) -> String {
        Value::object([("version", VERSION.into()), ("games", self.games.iter().map(Kept::to_value).collect())])
            .to_string()
    }

    /// Keeps `game` as the newest, the oldest going beyond [`MOST`].
    pub fn keep(&mut self, game: Kept) {
        self.games.push(game);
        let over = self.games.len().saturating_sub(MOST);
        self.games.drain(..over);
    }

    /// Lets the oldest game go (to make room in a full storage), keeping the newest always:
    /// whether one went.
    pub fn forget_oldest(&mut self) -> bool {
        if self.games.len() <= 1 {
            return false;
        }
        self.games.remove(0);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::record::{EventKind, Record};
    use shakmaty::Color;

    fn finished() -> Session {
        let mut record = Record::new("fide-blitz".parse().unwrap(), "180+2".parse().unwrap());
        record.heading.white = Some("Anna".into());
        let mut s = Session::new(record).unwrap();
        s.push_at(0.0, EventKind::Start).unwrap();
        assert!(s.press(Color::White, 1_000.0, None));
        s.push_at(2_000.0, EventKind::Resign { side: Color::Black }).unwrap();
        s
    }

    #[test]
    fn a_kept_game_reads_back_with_its_summary_and_its_text_as_saved() {
        let s = finished();
        let mut kept = KeptGames::default();
        kept.keep(Kept::of(&s, "{\"saved\": true}".into(), Why::Finished, 1.7e12));
        let back = KeptGames::from_json(Some(&kept.to_json())).unwrap();
        assert_eq!(back, kept);
        let summary = &back.games[0].summary;
        assert_eq!((summary.result.as_str(), summary.presses, summary.locked), ("1-0", 1, false));
        assert_eq!(summary.players.as_deref(), Some("Anna – Black"));
        assert!(summary.rule.as_deref().is_some_and(|r| r.starts_with("FIDE")), "{summary:?}");
        assert_eq!(back.games[0].saved, "{\"saved\": true}");
        assert_eq!(KeptGames::from_json(None).unwrap(), KeptGames::default());
    }

    #[test]
    fn a_kept_game_is_listed_with_when_who_the_result_and_why() {
        let s = finished();
        // 2026-11-28 13:03 UTC, listed in Paris (an hour ahead in winter).
        let kept = Kept::of(&s, String::new(), Why::Finished, 1_795_870_980_000.0);
        let said = kept.said(-60.0);
        assert!(said.starts_with("2026.11.28 14:03 · Anna – Black · 1-0 (FIDE"), "{said}");
        assert!(said.ends_with("blitz, 180+2 · finished"), "{said}");
        let set_aside = Kept { why: Why::SetAside, summary: Summary::default(), ..kept };
        assert!(set_aside.said(0.0).ends_with("set aside after an error"), "{}", set_aside.said(0.0));
    }

    #[test]
    fn at_most_thirty_are_kept_the_oldest_going_first_and_the_newest_never() {
        let s = finished();
        let mut kept = KeptGames::default();
        for i in 0..(MOST + 5) {
            kept.keep(Kept::of(&s, format!("{i}"), Why::Ended, i as f64));
        }
        assert_eq!(kept.games.len(), MOST);
        assert_eq!(kept.games[0].saved, "5");
        while kept.forget_oldest() {}
        assert_eq!(kept.games.iter().map(|k| k.saved.as_str()).collect::<Vec<_>>(), [format!("{}", MOST + 4)]);
    }

    #[test]
    fn kept_games_that_cannot_be_read_say_why_and_never_panic() {
        for (text, expected) in [
            ("{", "not valid JSON"),
            ("{\"version\": 9, \"games\": []}", "newer"),
            ("{\"version\": 1}", "no list"),
            ("{\"version\": 1, \"games\": [{\"why\": \"finished\"}]}", "cannot be read"),
            (
                "{\"version\": 1, \"games\": [{\"kept_at\": 1, \"why\": \"lost\", \"summary\": {}, \"saved\": \"\"}]}",
                "no known reason",
            ),
        ] {
            let e = KeptGames::from_json(Some(text)).unwrap_err();
            assert!(e.0.contains(expected), "{text}: {e}");
        }
    }
}
