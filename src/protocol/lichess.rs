//! A game published live to a lichess broadcast: the director's log-in (OAuth with PKCE, from the
//! page: lichess takes public clients, any client id, S256), the round's address, each push's
//! PGN and lichess's answer, and the outbox that sends the newest game in order, retries with
//! backoff and tells the face whether the game is live. No web types: `platform::fetch` sends.
//!
//! The API, as lichess documents it: `GET /oauth?response_type=code&client_id&redirect_uri
//! &code_challenge_method=S256&code_challenge&scope&state`, then `POST /api/token` (form:
//! `grant_type=authorization_code&code&code_verifier&redirect_uri&client_id`) answers
//! `{"access_token": …}`; `POST /api/broadcast/round/{roundId}/push` (PGN as text/plain, the
//! bearer token of a contributor) answers `{"games": [{"tags": …, "moves": n} | {"tags": …,
//! "error": "…"}]}`.

use crate::ground::heading::Heading;
use crate::ground::json;
use crate::ground::messages as m;
use crate::ground::percent::{decode, encode};
use crate::ground::record::{Record, RecordError};
use crate::ground::words::{count, say, say_with};
use crate::replay::pgn::{self, Dates};
use sha2::{Digest, Sha256};
use std::fmt;

/// lichess itself: the only host a release page talks to.
pub const LICHESS: &str = "https://lichess.org";
/// The client id the page logs in with (lichess takes any name for a public client).
pub const CLIENT_ID: &str = "fair-clock";
/// The one permission asked: to write studies, which a broadcast's rounds are.
pub const SCOPE: &str = "study:write";
/// What a round's address looks like, as the director's field shows it.
pub const ROUND_EXAMPLE: &str = "https://lichess.org/broadcast/…";
/// How long a change may wait unsent before the face says so.
pub const BEHIND_MS: f64 = 120_000.0;

/// The one address a test's stand-in for lichess may have: this device, as the page's CSP allows
/// it (`http://127.0.0.1:*`).
const LOOPBACK: &str = "127.0.0.1";

/// The lichess host the page talks to: lichess.org, or — for tests only — the loopback server
/// `asked` names (`?lichess=http://127.0.0.1:8123`), and only when the page itself is served on
/// loopback (`page_hostname`): a link to a hosted page cannot send the token anywhere else.
pub fn host(page_hostname: &str, asked: Option<&str>) -> String {
    let loopback = |url: &str| {
        let rest = url.strip_prefix("http://").or_else(|| url.strip_prefix("https://"))?;
        let (name, port) = rest.rsplit_once(':').unwrap_or((rest, "80"));
        (name == LOOPBACK && !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit())).then_some(())
    };
    match asked.map(|a| a.trim_end_matches('/')) {
        Some(asked) if page_hostname == LOOPBACK && loopback(asked).is_some() => asked.to_owned(),
        _ => LICHESS.to_owned(),
    }
}

/// Base64url without padding (RFC 4648 §5), as PKCE writes a challenge.
fn base64url(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, b)| n | (u32::from(*b) << (16 - 8 * i)));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// A PKCE verifier from random bytes (at least 32): 43 or more unreserved characters.
pub fn verifier(random: &[u8]) -> String {
    base64url(random)
}

/// The S256 challenge of a verifier (RFC 7636 §4.2).
pub fn challenge(verifier: &str) -> String {
    base64url(&Sha256::digest(verifier.as_bytes()))
}

/// The address lichess sends the director back to, and a link is made from: the page's own
/// (`page`, without its fragment), without an earlier log-in's answer in its query — which would
/// be read again, or carried into a link.
pub fn return_address(page: &str) -> String {
    let Some((path, query)) = page.split_once('?') else { return page.to_owned() };
    let answer = ["code", "state", "error", "error_description"];
    let kept: Vec<&str> = query
        .split('&')
        .filter(|pair| !pair.is_empty() && !answer.contains(&pair.split_once('=').map_or(*pair, |(k, _)| k)))
        .collect();
    if kept.is_empty() { path.to_owned() } else { format!("{path}?{}", kept.join("&")) }
}

/// Where the director logs in: lichess's page asking them to let this page write their studies.
pub fn authorize_url(host: &str, redirect_uri: &str, challenge: &str, state: &str) -> String {
    format!(
        "{host}/oauth?response_type=code&client_id={}&redirect_uri={}&code_challenge_method=S256&code_challenge={}&scope={}&state={}",
        encode(CLIENT_ID),
        encode(redirect_uri),
        encode(challenge),
        encode(SCOPE),
        encode(state)
    )
}

/// The token request's address and its form body, for the code lichess sent back.
pub fn token_request(host: &str, code: &str, verifier: &str, redirect_uri: &str) -> (String, String) {
    let body = format!(
        "grant_type=authorization_code&code={}&code_verifier={}&redirect_uri={}&client_id={}",
        encode(code),
        encode(verifier),
        encode(redirect_uri),
        encode(CLIENT_ID)
    );
    (format!("{host}/api/token"), body)
}

/// A log-in under way, kept in the director's tab while lichess asks them: the PKCE verifier,
/// the state that must come back, the address lichess sends them back to, and what they had
/// chosen and typed for the link (the page they come back to is a new one). Not the PIN: it is
/// typed again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingLogin {
    pub verifier: String,
    pub state: String,
    pub redirect_uri: String,
    pub set_by: String,
    pub control: String,
    /// The rulebook's id.
    pub rules: String,
    pub event: String,
    pub site: String,
    pub round: String,
}

/// The fields of a [`PendingLogin`] kept as they were typed.
const TYPED: [&str; 6] = ["set_by", "control", "rules", "event", "site", "round"];

impl PendingLogin {
    pub fn to_json(&self) -> String {
        let typed = [&self.set_by, &self.control, &self.rules, &self.event, &self.site, &self.round];
        TYPED
            .iter()
            .zip(typed)
            .fold(
                json::Value::object([
                    ("verifier", self.verifier.as_str().into()),
                    ("state", self.state.as_str().into()),
                    ("redirect_uri", self.redirect_uri.as_str().into()),
                ]),
                |v, (key, value)| v.with(key, value.as_str()),
            )
            .to_string()
    }

    pub fn from_json(text: &str) -> Option<PendingLogin> {
        let value = json::parse(text).ok()?;
        let get = |key: &str| value.get(key).and_then(|v| v.as_str()).map(str::to_owned);
        let typed = |key: &str| get(key).unwrap_or_default();
        Some(PendingLogin {
            verifier: get("verifier")?,
            state: get("state")?,
            redirect_uri: get("redirect_uri")?,
            set_by: typed("set_by"),
            control: typed("control"),
            rules: typed("rules"),
            event: typed("event"),
            site: typed("site"),
            round: typed("round"),
        })
    }

    /// The code lichess sent back in the page's query (`?code=…&state=…`), if its state is this
    /// log-in's; or lichess's refusal (`?error=…`), in words.
    pub fn code_in(&self, search: &str) -> Option<Result<String, String>> {
        if query_value(search, "state").as_deref() != Some(self.state.as_str()) {
            return None;
        }
        match (query_value(search, "code"), query_value(search, "error")) {
            (Some(code), _) => Some(Ok(code)),
            (None, Some(error)) => {
                let why = query_value(search, "error_description").unwrap_or(error);
                Some(Err(say_with(&m::LICHESS_LOGIN_FAILED, &[("why", &why)])))
            }
            (None, None) => None,
        }
    }
}

/// The value of `key` in a query (`?a=1&b=x%20y`), decoded; `None` if absent or unreadable.
pub fn query_value(search: &str, key: &str) -> Option<String> {
    let query = search.strip_prefix('?').unwrap_or(search);
    let raw = query.split('&').find_map(|pair| pair.split_once('=').filter(|(k, _)| *k == key).map(|(_, v)| v))?;
    // A query writes a space as `+` (a `+` itself is `%2B`).
    decode(&raw.replace('+', " "))
}

/// The token in lichess's answer to the token request, or why there is none, in words.
pub fn read_token(status: u16, body: &str) -> Result<String, String> {
    let value = json::parse(body).ok();
    let field = |key: &str| value.as_ref().and_then(|v| v.get(key)).and_then(|v| v.as_str()).map(str::to_owned);
    match field("access_token") {
        Some(token) if status == 200 => Ok(token),
        _ => {
            let why = field("error_description").or_else(|| field("error")).unwrap_or_else(|| format!("HTTP {status}"));
            Err(say_with(&m::LICHESS_LOGIN_FAILED, &[("why", &why)]))
        }
    }
}

/// The round id in what the director pasted: the id itself, or an address of the round on lichess
/// the director may have open — the round's page (`…/broadcast/{tour}/{round}/{id}`, maybe followed
/// by a game's id), its edit page (`…/broadcast/round/{id}/edit`), its study (`…/study/{id}`: a
/// round's study has the round's id) or a PGN export of either (`….pgn`).
pub fn round_id(text: &str) -> Option<String> {
    let text = text.trim();
    let is_id = |s: &str| s.len() == 8 && s.bytes().all(|b| b.is_ascii_alphanumeric());
    if is_id(text) {
        return Some(text.to_owned());
    }
    let path = text.split(['?', '#']).next()?;
    let parts: Vec<&str> = path.split('/').map(|p| p.strip_suffix(".pgn").unwrap_or(p)).collect();
    let id_at = |at: usize| parts.get(at).filter(|id| is_id(id)).map(|id| (*id).to_owned());
    // Each place an id may stand, the first that holds one (a tournament's slug may be "round"
    // or "study" too): `/study/{id}`, `/broadcast/round/{id}/edit`, `/broadcast/{tour}/{round}/{id}`.
    parts.iter().enumerate().find_map(|(at, part)| match *part {
        "study" => id_at(at + 1),
        "broadcast" if parts.get(at + 1) == Some(&"round") => id_at(at + 2).or_else(|| id_at(at + 3)),
        "broadcast" => id_at(at + 3),
        _ => None,
    })
}

/// The address a round's games are pushed to.
pub fn push_url(host: &str, round: &str) -> String {
    format!("{host}/api/broadcast/round/{}/push", encode(round))
}

/// The game as pushed to lichess, which files each game of a round into the first chapter that
/// has the same `GameId`, or the same Event, Site, round, board and players, or the same Event,
/// Site and round and the same first moves (lila's `RelayUpdatePlan.scala`; docs/broadcast.md):
///
/// - `GameId`: this game's own (`game`, made when it began from its board's link), so that lichess
///   keeps it apart from every other board's and from this board's earlier games;
/// - `Site`: the event's, with the board and the game (`Club hall, board 3, game 9f1c…`), for the
///   lichess that matches games without moves by Event, Site and round alone;
/// - players: their names, or their board's ("White, board 3") where there is none or lichess
///   would remove it (one character, "?", "unknown": `RelayGame.scala`) and drop the game.
pub fn game_pgn(record: &Record, dates: Option<&Dates>, game: &str) -> Result<String, RecordError> {
    let h = &record.heading;
    let board = h.board.as_deref().unwrap_or("?");
    // As the export will write it (one line), and as lila trims it (every character up to a space).
    let kept_by_lichess = |name: &str| {
        let name = crate::ground::heading::one_line(name);
        let name = name.trim_matches(|c: char| c <= ' ');
        name.chars().count() > 1 && !name.eq_ignore_ascii_case("unknown") && name != "?"
    };
    let named = |name: &Option<String>, side: &str| match name {
        Some(name) if kept_by_lichess(name) => name.clone(),
        _ => format!("{side}, board {board}"),
    };
    let site = match h.site.as_deref().map(str::trim).filter(|s| !s.is_empty() && *s != "?") {
        Some(site) => format!("{site}, board {board}, game {game}"),
        None => format!("board {board}, game {game}"),
    };
    let heading = Heading {
        white: Some(named(&h.white, "White")),
        black: Some(named(&h.black, "Black")),
        site: Some(site),
        ..h.clone()
    };
    let pgn = pgn::export(&Record { heading, ..record.clone() }, dates)?;
    // After the tags the export writes (one line each: no blank line among them), before the moves.
    let (tags, moves) = pgn.split_once("\n\n").unwrap_or((&pgn, ""));
    Ok(format!("{tags}\n[GameId \"{game}\"]\n\n{moves}"))
}

/// The id a pushed game goes by (its `GameId`): the one drawn when it began from its link (16 hex
/// digits, kept beside it), or — for a game kept by an older build without one — one worked out
/// from what is kept beside it, the same at every push.
pub fn game_id(drawn: Option<String>, kept: &str) -> String {
    match drawn {
        Some(id) if !id.is_empty() && id.len() <= 32 && id.bytes().all(|b| b.is_ascii_hexdigit()) => id,
        _ => Sha256::digest(kept.as_bytes()).iter().take(8).map(|b| format!("{b:02x}")).collect(),
    }
}

/// The words of lichess's answer to a push to a round that takes its games from a source (a URL,
/// game ids, users): such a round cannot be pushed to (lila's `RelayPush.scala`).
const ROUND_WITH_SOURCE: &str = "cannot be pushed to";

/// What became of one push.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// lichess took the game: it has that many moves there.
    Taken { moves: u64 },
    /// lichess read the request but not the game: its words.
    GameRefused(String),
    /// The token is refused (revoked, expired, or never right): 401.
    TokenRefused,
    /// The token's owner may not write to this round: 403.
    NotAllowed,
    /// The round takes its games from a source on lichess (a URL, game ids, users): it takes no
    /// pushes until the director removes the source.
    RoundHasSource,
    /// No such round (deleted, or a wrong id): 404.
    NoRound,
    /// Too many requests: lichess asks for a minute's rest (429).
    TooMany,
    /// Another answer: its status.
    Failed(u16),
    /// No answer at all: no network, or lichess unreachable (the browser's words).
    Unreachable(String),
}

impl Answer {
    /// lichess's answer to a push of one game: its status and body.
    pub fn of(status: u16, body: &str) -> Answer {
        let value = json::parse(body).ok();
        let game = value.as_ref().and_then(|v| v.get("games")).and_then(|g| g.as_array()).and_then(|g| g.first());
        let error = value.as_ref().and_then(|v| v.get("error")).and_then(|e| e.as_str()).map(str::to_owned);
        match status {
            200 => match game {
                Some(game) => match game.get("error").and_then(|e| e.as_str()) {
                    Some(error) if error.contains(ROUND_WITH_SOURCE) => Answer::RoundHasSource,
                    Some(error) => Answer::GameRefused(error.to_owned()),
                    None => Answer::Taken { moves: game.get("moves").and_then(|n| n.as_u64()).unwrap_or(0) },
                },
                None => Answer::GameRefused(say(&m::LICHESS_NO_GAME_READ).to_owned()),
            },
            400 => Answer::GameRefused(error.unwrap_or_else(|| say(&m::LICHESS_NO_GAME_READ).to_owned())),
            401 => Answer::TokenRefused,
            403 => Answer::NotAllowed,
            404 => Answer::NoRound,
            429 => Answer::TooMany,
            other => Answer::Failed(other),
        }
    }

    /// Whether lichess has had the game (taken or not): sending it again changes nothing.
    fn delivered(&self) -> bool {
        matches!(self, Answer::Taken { .. } | Answer::GameRefused(_))
    }

    /// Whether sending again cannot help until the director makes a new link.
    fn ends_publishing(&self) -> bool {
        matches!(self, Answer::TokenRefused | Answer::NotAllowed | Answer::NoRound | Answer::RoundHasSource)
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Taken { moves } => f.write_str(&say_with(&m::LICHESS_TAKEN, &[("n", &moves.to_string())])),
            Answer::GameRefused(why) => f.write_str(&say_with(&m::LICHESS_GAME_REFUSED, &[("why", why)])),
            Answer::TokenRefused => f.write_str(say(&m::LICHESS_TOKEN_REFUSED)),
            Answer::NotAllowed => f.write_str(say(&m::LICHESS_NOT_ALLOWED)),
            Answer::RoundHasSource => f.write_str(say(&m::LICHESS_ROUND_HAS_SOURCE)),
            Answer::NoRound => f.write_str(say(&m::LICHESS_NO_ROUND)),
            Answer::TooMany => f.write_str(say(&m::LICHESS_TOO_MANY)),
            Answer::Failed(status) => f.write_str(&say_with(&m::LICHESS_FAILED, &[("status", &status.to_string())])),
            Answer::Unreachable(why) => f.write_str(&say_with(&m::LICHESS_UNREACHABLE, &[("why", why)])),
        }
    }
}

/// The wait before the next try after `failures` failed pushes in a row: 2 s, doubling, at most
/// a minute.
pub fn backoff_ms(failures: u32) -> f64 {
    (2_000.0 * 2f64.powi(failures.saturating_sub(1).min(5) as i32)).min(60_000.0)
}

/// What the face shows of the broadcast.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Mark {
    /// lichess has taken the game as it stands, or the change waiting is younger than
    /// [`LIVE_MS`] and the last push was taken.
    Live,
    /// Nothing taken yet, or the last push was not had: a change waits, for less than
    /// [`BEHIND_MS`].
    Sending,
    /// A change has waited this many whole minutes (two or more).
    Behind { minutes: u64 },
    /// lichess had the game and did not take it (its words are the trouble).
    NotTaken,
    /// lichess refused the token or the round: nothing more is sent.
    Stopped,
    /// lichess has more of this game than this phone kept (presses lost here, its storage full):
    /// nothing is sent until the game here is longer again.
    Shorter,
}

impl Mark {
    pub fn said(self) -> String {
        match self {
            Mark::Live => say(&m::LICHESS_LIVE).to_owned(),
            Mark::Sending => say(&m::LICHESS_SENDING).to_owned(),
            Mark::NotTaken => say(&m::LICHESS_NOT_TAKEN).to_owned(),
            Mark::Behind { minutes } => say_with(&m::LICHESS_BEHIND, &[("time", &count(&m::SAY_MINUTES, minutes))]),
            Mark::Stopped => say(&m::LICHESS_STOPPED).to_owned(),
            Mark::Shorter => say(&m::LICHESS_SHORTER).to_owned(),
        }
    }
}

/// How long a change may wait unsent while the face still says "Live on lichess": pushes leave
/// [`SETTLE_MS`] after a change, or as soon as lichess answered the push before.
pub const LIVE_MS: f64 = 5_000.0;

/// How long after a change the game is put together and sent: never on the press's own frame, and
/// a burst of events (a claim and its verdict) as one push. A throttle: a change within it rides
/// with the push it is waiting for, and never puts it off.
pub const SETTLE_MS: u32 = 150;

/// A game offered to the outbox: its PGN, when the oldest change in it was offered, and its size
/// (the record's events), by which a shorter game is told from a longer.
#[derive(Debug, Clone, PartialEq)]
struct Offered {
    pgn: String,
    since: f64,
    size: usize,
}

/// The games waiting to be pushed. Each push is the whole game, so only the newest waits: a
/// newer one replaces it, and pushes go one at a time, so lichess has them in order. lichess is
/// never sent less than it has taken: a game shorter than that (presses this phone could not keep)
/// waits until it is longer.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Outbox {
    /// The newest game not yet sent.
    waiting: Option<Offered>,
    /// The game being sent.
    sending: Option<Offered>,
    /// The size of the longest game lichess has taken (kept beside the token, so a reload knows it).
    taken_size: usize,
    /// The last game offered was shorter than what lichess has: held back.
    shorter: bool,
    /// The last game offered: the same game again is no change.
    last_offered: Option<String>,
    failures: u32,
    retry_at: f64,
    /// Until when lichess asked to wait (a 429): not even the network coming back shortens it.
    rest_until: f64,
    /// The last answer, when it is worth saying (not a plain success).
    trouble: Option<Answer>,
    /// Whether lichess has taken a push of this game.
    taken: bool,
    stopped: bool,
}

impl Outbox {
    /// An outbox for a game of which lichess has already taken `taken_size` events (as kept beside
    /// the token before a reload).
    pub fn after(taken_size: usize) -> Outbox {
        Outbox { taken_size, ..Outbox::default() }
    }

    /// The size of the longest game lichess has taken.
    pub fn taken_size(&self) -> usize {
        self.taken_size
    }

    /// The game as it now stands (`size`: its record's events), at `now_ms`. A game shorter than
    /// what lichess has taken is held back: lichess would show less than was played.
    pub fn offer(&mut self, pgn: String, size: usize, now_ms: f64) {
        if self.last_offered.as_ref() == Some(&pgn) {
            return;
        }
        self.last_offered = Some(pgn.clone());
        self.shorter = size < self.taken_size;
        if self.shorter {
            self.waiting = None;
            return;
        }
        let since = self.waiting.as_ref().map_or(now_ms, |w| w.since);
        self.waiting = Some(Offered { pgn, since, size });
    }

    /// The game to send now, if any: none while one is on its way, during a backoff, or once
    /// lichess has refused the token or the round.
    pub fn take(&mut self, now_ms: f64) -> Option<String> {
        if self.sending.is_some() || self.stopped || now_ms < self.retry_at {
            return None;
        }
        self.sending = self.waiting.take();
        self.sending.as_ref().map(|sent| sent.pgn.clone())
    }

    /// What became of the game sent, at `now_ms`.
    pub fn answered(&mut self, answer: Answer, now_ms: f64) {
        let Some(sent) = self.sending.take() else { return };
        if matches!(answer, Answer::Taken { .. }) {
            self.taken = true;
            self.taken_size = self.taken_size.max(sent.size);
        }
        self.rest_until = if answer == Answer::TooMany { now_ms + 60_000.0 } else { 0.0 };
        if answer.delivered() {
            self.failures = 0;
            self.retry_at = 0.0;
        } else {
            // Not had: it waits again, unless a newer game already does (which holds its change
            // and is older by the sent one's time).
            self.failures += 1;
            self.retry_at = self.rest_until.max(now_ms + backoff_ms(self.failures));
            self.stopped = answer.ends_publishing();
            self.waiting = Some(match self.waiting.take() {
                Some(newer) => Offered { since: sent.since, ..newer },
                None => sent,
            });
        }
        self.trouble = (!matches!(answer, Answer::Taken { .. })).then_some(answer);
    }

    /// The network is back: what waits may go now, not at the end of its backoff (unless lichess
    /// asked to wait, or refused the token or the round).
    pub fn retry_now(&mut self) {
        self.retry_at = self.rest_until;
    }

    /// Whether a game waits or is on its way (a game that ended while offline is not done).
    pub fn pending(&self) -> bool {
        (self.waiting.is_some() || self.sending.is_some()) && !self.stopped
    }

    /// How long until the next try is due (`None`: nothing to try).
    pub fn due_in_ms(&self, now_ms: f64) -> Option<f64> {
        (self.waiting.is_some() && self.sending.is_none() && !self.stopped).then(|| (self.retry_at - now_ms).max(0.0))
    }

    pub fn mark(&self, now_ms: f64) -> Mark {
        if self.stopped {
            return Mark::Stopped;
        }
        if self.shorter {
            return Mark::Shorter;
        }
        let oldest = [&self.sending, &self.waiting].into_iter().flatten().map(|o| o.since).reduce(f64::min);
        match (oldest, &self.trouble) {
            (Some(since), _) if now_ms - since >= BEHIND_MS => {
                Mark::Behind { minutes: ((now_ms - since) / 60_000.0) as u64 }
            }
            (None, Some(Answer::GameRefused(_))) => Mark::NotTaken,
            // Live only while what waits is fresh: a change older than LIVE_MS is not live.
            (since, None) if self.taken && since.is_none_or(|since| now_ms - since < LIVE_MS) => Mark::Live,
            _ => Mark::Sending,
        }
    }

    /// What the last answer said, when it was not a plain success.
    pub fn trouble(&self) -> Option<&Answer> {
        self.trouble.as_ref()
    }
}

#[cfg(test)]
mod tests;
