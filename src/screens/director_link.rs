//! The director's link: an event's setup (rulebook, control, who calls flags, variations, event,
//! site, round, board, the arbiter's lock) in a URL fragment, so that one link — or its QR code,
//! drawn by the page — sets every clock of a room the same way. The fragment never reaches a
//! server (browsers do not send it), so the link works from any static host and offline.
//!
//! The fragment is readable: `#setup?v=1&by=…&rules=fide-blitz&control=180%2B2&flags=automatic
//! &event=…&round=3&lock=SALT.HASH&sum=1a2b3c4d`. The lock is the PIN's salted hash only. `sum`
//! is the first 8 hex digits of the SHA-256 of everything before it: a link cut short or changed
//! by hand is refused with a message. It is a check against accidents, not a signature: without
//! a server there is no key, and anyone may make a link.
//!
//! A link may also carry a lichess broadcast round and a token that may push to it
//! (`lichess=ROUND&token=…`, [`Broadcast`]): every phone that opens it publishes its game there.
//! The token is a secret the link holds; the summary the director sees says so.

use crate::ground::heading::Heading;
use crate::ground::heading::{self, Field};
use crate::ground::json::Value;
use crate::ground::lock::Lock;
use crate::ground::percent::{decode, encode};
use crate::ground::time_control::TimeControl;
use crate::ground::vocabulary::{Rulebook, Variation};
use crate::rules::FlagCalling;
use sha2::{Digest, Sha256};
use std::fmt;

/// What a director's link sets.
#[derive(Debug, Clone, PartialEq)]
pub struct DirectorSetup {
    /// Who made the link: said to the players when it opens.
    pub set_by: String,
    pub rulebook: Rulebook,
    pub control: TimeControl,
    pub flags: FlagCalling,
    pub variations: Vec<Variation>,
    /// The occasion: event, site, round, board (the players' names are typed at the board).
    pub occasion: Heading,
    pub lock: Option<Lock>,
    /// The lichess round every board's game is published to, with the token that may.
    pub broadcast: Option<Broadcast>,
}

/// A lichess broadcast round and a token with `study:write` that may push games to it: what a
/// director's link carries for a live event, and what a board's phone keeps beside its game
/// (never in the record, so never in an export).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Broadcast {
    /// The round's id: 8 letters and digits (the last part of its address).
    pub round: String,
    pub token: String,
}

impl Broadcast {
    /// A round and a token as lichess writes them, or `None` (a round id is 8 letters and
    /// digits; a token is letters, digits, `_` and `-`).
    pub fn new(round: &str, token: &str) -> Option<Broadcast> {
        let round_ok = round.len() == 8 && round.bytes().all(|b| b.is_ascii_alphanumeric());
        let token_ok = !token.is_empty()
            // lichess's own tokens are 36 characters; it sets no limit (lila's AccessTokenApi):
            // room for longer ones, short of an address too long to open.
            && token.len() <= 512
            && token.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
        (round_ok && token_ok).then(|| Broadcast { round: round.to_owned(), token: token.to_owned() })
    }

    /// As a board's phone keeps it beside its game, `game` (an id of that game's own: a second
    /// game from the same link is another game to publish).
    pub fn to_json(&self, game: &str) -> String {
        Value::object([
            ("round", self.round.as_str().into()),
            ("token", self.token.as_str().into()),
            ("game", game.into()),
        ])
        .to_string()
    }

    /// The id of the game a broadcast was kept beside ([`Broadcast::to_json`]).
    pub fn game_of(text: &str) -> Option<String> {
        let value = crate::ground::json::parse(text).ok()?;
        value.get("game")?.as_str().filter(|g| !g.is_empty()).map(str::to_owned)
    }

    pub fn from_json(text: &str) -> Option<Broadcast> {
        let value = crate::ground::json::parse(text).ok()?;
        Broadcast::new(value.get("round")?.as_str()?, value.get("token")?.as_str()?)
    }
}

/// The fragment's first word.
const START: &str = "setup?";
/// The version this page writes and reads.
const VERSION: &str = "1";

/// A link that does not set up the clock, said to the players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkError {
    /// The checksum does not match: the link was cut short or changed.
    Damaged,
    /// A version this page does not know (made by a newer page).
    Version(String),
    /// A field missing or unreadable: its name, and why.
    Field { key: &'static str, why: String },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("This director's link cannot set up the clock: ")?;
        match self {
            LinkError::Damaged => f.write_str("it was cut short or changed after it was made. Ask the director for the link again, or scan its QR code."),
            LinkError::Version(v) => write!(f, "it was made by a newer Fair Clock (version {v}). Update this page, then open the link again."),
            LinkError::Field { key, why } => write!(f, "its {key} {why}. Ask the director for the link again."),
        }?;
        f.write_str(" The setup below is the usual one.")
    }
}

impl std::error::Error for LinkError {}

fn checksum(text: &str) -> String {
    Sha256::digest(text.as_bytes()).iter().take(4).map(|b| format!("{b:02x}")).collect()
}

/// The occasion's keys in the link, with the field each fills.
const OCCASION: [(&str, Field); 4] =
    [("event", |h| &mut h.event), ("site", |h| &mut h.site), ("round", |h| &mut h.round), ("board", |h| &mut h.board)];

impl DirectorSetup {
    /// The URL fragment (without `#`).
    pub fn fragment(&self) -> String {
        let mut pairs = vec![
            ("v", VERSION.to_owned()),
            ("by", self.set_by.trim().to_owned()),
            ("rules", self.rulebook.id().to_owned()),
            ("control", self.control.to_string()),
            ("flags", self.flags.name().to_owned()),
        ];
        for v in &self.variations {
            pairs.push(("var", v.id().to_owned()));
        }
        let mut occasion = self.occasion.clone();
        for (key, field) in OCCASION {
            if let Some(value) = field(&mut occasion).clone().filter(|v| !v.trim().is_empty()) {
                pairs.push((key, value.trim().to_owned()));
            }
        }
        if let Some(lock) = &self.lock {
            pairs.push(("lock", format!("{}.{}", lock.salt, lock.hash)));
        }
        if let Some(b) = &self.broadcast {
            pairs.push(("lichess", b.round.clone()));
            pairs.push(("token", b.token.clone()));
        }
        let body = pairs.iter().map(|(k, v)| format!("{k}={}", encode(v))).collect::<Vec<_>>().join("&");
        let body = format!("{START}{body}");
        let sum = checksum(&body);
        format!("{body}&sum={sum}")
    }

    /// Whether a fragment (without `#`) is meant as a director's link at all.
    pub fn is_link(fragment: &str) -> bool {
        fragment.starts_with(START)
    }

    /// Reads a fragment (without `#`) made by [`DirectorSetup::fragment`].
    pub fn from_fragment(fragment: &str) -> Result<DirectorSetup, LinkError> {
        let field = |key: &'static str, why: &str| LinkError::Field { key, why: why.to_owned() };
        let (body, sum) = fragment.rsplit_once("&sum=").ok_or(LinkError::Damaged)?;
        if !body.starts_with(START) || checksum(body) != sum.to_ascii_lowercase() {
            return Err(LinkError::Damaged);
        }
        let mut pairs = Vec::new();
        for pair in body[START.len()..].split('&') {
            let (key, value) = pair.split_once('=').ok_or(LinkError::Damaged)?;
            pairs.push((key, decode(value).ok_or(LinkError::Damaged)?));
        }
        let get = |key: &str| pairs.iter().find(|(k, _)| *k == key).map(|(_, v)| v.clone());
        match get("v") {
            Some(v) if v == VERSION => {}
            Some(v) => return Err(LinkError::Version(v)),
            None => return Err(field("version", "is missing")),
        }
        let rulebook = get("rules").ok_or_else(|| field("rulebook", "is missing"))?;
        // What is wrong with a link's field: a technical detail, in English.
        let rulebook: Rulebook =
            rulebook.parse().map_err(|e| field("rulebook", &format!("is not one this clock knows ({e})")))?;
        let control = get("control").ok_or_else(|| field("control", "is missing"))?;
        // What is wrong with a link's field: a technical detail, in English.
        let control =
            TimeControl::from_pgn(&control).map_err(|e| field("control", &format!("cannot be read ({e})")))?;
        let flags = match get("flags").as_deref() {
            None => FlagCalling::default_for(rulebook),
            Some("automatic") => FlagCalling::Automatic,
            Some("players_claim") => FlagCalling::PlayersClaim,
            // What is wrong with a link's field: a technical detail, in English.
            Some(other) => {
                return Err(field("flag setting", &format!("“{other}” is neither automatic nor players_claim")));
            }
        };
        let variations = pairs
            .iter()
            .filter(|(k, _)| *k == "var")
            // What is wrong with a link's field: a technical detail, in English.
            .map(|(_, v)| {
                v.parse::<Variation>().map_err(|e| field("variation", &format!("is not one this clock knows ({e})")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let mut occasion = Heading::default();
        for (key, field) in OCCASION {
            *field(&mut occasion) = get(key);
        }
        // Each on one line, as a record's heading is: a line break in a link's event must not
        // reach a PGN tag or the face.
        let occasion = occasion.tidied();
        let lock = match get("lock") {
            None => None,
            Some(text) => {
                let (salt, hash) = text.split_once('.').ok_or_else(|| field("lock", "is not a salt and a hash"))?;
                let value = Value::object([("salt", salt.into()), ("hash", hash.into())]);
                // What is wrong with a link's field: a technical detail, in English.
                Some(Lock::from_value(&value).map_err(|e| field("lock", &format!("cannot be read ({e})")))?)
            }
        };
        let broadcast = match (get("lichess"), get("token")) {
            (None, None) => None,
            (Some(round), Some(token)) => Some(
                Broadcast::new(&round, &token)
                    .ok_or_else(|| field("lichess broadcast", "is not a round id and a token"))?,
            ),
            _ => return Err(field("lichess broadcast", "lacks its round or its token")),
        };
        let set_by = get("by").map(|by| heading::one_line(&by)).unwrap_or_default();
        Ok(DirectorSetup { set_by, rulebook, control, flags, variations, occasion, lock, broadcast })
    }

    /// What the setup says when the link opens: "Set by Ana Silva: Club championship, Round 3 —
    /// FIDE blitz, 3 min + 2 s. Locked by the arbiter's PIN."
    pub fn said(&self) -> String {
        use crate::ground::messages as m;
        use crate::ground::words::{say, say_with};
        let who = match self.set_by.trim() {
            "" => say(&m::LINK_SET_BY_A_LINK).to_owned(),
            name => say_with(&m::LINK_SET_BY, &[("name", name)]),
        };
        let (rulebook, control) = (say(&self.rulebook.message()), self.control.describe());
        let mut said = match self.occasion.occasion() {
            Some(occasion) => say_with(
                &m::LINK_SAID_OCCASION,
                &[("who", &who), ("occasion", &occasion), ("rulebook", rulebook), ("control", &control)],
            ),
            None => say_with(&m::LINK_SAID, &[("who", &who), ("rulebook", rulebook), ("control", &control)]),
        };
        if self.lock.is_some() {
            said.push(' ');
            said.push_str(say(&m::LINK_LOCKED));
        }
        if let Some(b) = &self.broadcast {
            said.push(' ');
            said.push_str(&say_with(&m::LINK_BROADCAST, &[("round", &b.round)]));
        }
        said
    }
}

/// The link as a QR code, drawn as SVG: one path of dark modules in a 4-module quiet zone, in
/// black on white whatever the page's colours (a scanner needs the contrast). `None` if the text
/// is too long for a QR code.
pub fn qr_svg(text: &str) -> Option<String> {
    use qrcodegen::{QrCode, QrCodeEcc};
    let qr = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let border = 4;
    let size = qr.size() + 2 * border;
    let mut path = String::new();
    for y in 0..qr.size() {
        for x in 0..qr.size() {
            if qr.get_module(x, y) {
                path.push_str(&format!("M{},{}h1v1h-1z", x + border, y + border));
            }
        }
    }
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" shape-rendering=\"crispEdges\" role=\"img\" aria-label=\"QR code of the link\"><rect width=\"{size}\" height=\"{size}\" fill=\"#fff\"/><path d=\"{path}\" fill=\"#000\"/></svg>"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> DirectorSetup {
        DirectorSetup {
            set_by: "Ana Silva & co".into(),
            rulebook: Rulebook::Uscf,
            control: TimeControl::from_pgn("40/5400d5:1800d5").unwrap(),
            flags: FlagCalling::PlayersClaim,
            variations: vec![Variation::Uscf14H],
            occasion: Heading { event: Some("Club #1 = best".into()), round: Some("3".into()), ..Heading::default() },
            lock: Some(Lock::new("2468", "0a1b2c3d").unwrap()),
            broadcast: None,
        }
    }

    #[test]
    fn a_broadcast_rides_in_the_link_and_is_said() {
        let made = DirectorSetup { broadcast: Broadcast::new("AbCd1234", "lio_Xy-9_z"), ..setup() };
        let fragment = made.fragment();
        assert!(fragment.contains("&lichess=AbCd1234&token=lio_Xy-9_z&sum="), "{fragment}");
        assert_eq!(DirectorSetup::from_fragment(&fragment), Ok(made.clone()));
        assert!(
            made.said().ends_with("Its game is published live to the lichess broadcast round AbCd1234."),
            "{}",
            made.said()
        );
        let signed = |body: &str| format!("{body}&sum={}", checksum(body));
        let e = DirectorSetup::from_fragment(&signed("setup?v=1&rules=fide-blitz&control=300&lichess=AbCd1234"))
            .unwrap_err();
        assert!(e.to_string().contains("its lichess broadcast lacks its round or its token"), "{e}");
        let e = DirectorSetup::from_fragment(&signed("setup?v=1&rules=fide-blitz&control=300&lichess=short&token=t"))
            .unwrap_err();
        assert!(matches!(&e, LinkError::Field { key: "lichess broadcast", .. }), "{e}");
        let kept = made.broadcast.clone().unwrap();
        assert_eq!(Broadcast::from_json(&kept.to_json("0a1b")), Some(kept));
        assert_eq!(Broadcast::new("AbCd1234", "tok en"), None, "a token is one word");
        assert_eq!(Broadcast::from_json("{\"round\": 1}"), None);
    }

    #[test]
    fn a_link_reads_back_as_the_same_setup() {
        let made = setup();
        let fragment = made.fragment();
        assert!(
            fragment.starts_with("setup?v=1&by=Ana%20Silva%20%26%20co&rules=uscf&control=40%2F5400d5%3A1800d5"),
            "{fragment}"
        );
        assert!(!fragment.contains("2468"), "the PIN is never in the link");
        assert_eq!(DirectorSetup::from_fragment(&fragment), Ok(made.clone()));
        let plain = DirectorSetup { lock: None, variations: vec![], occasion: Heading::default(), ..made };
        assert_eq!(DirectorSetup::from_fragment(&plain.fragment()), Ok(plain));
    }

    #[test]
    fn a_link_changed_or_cut_short_is_refused_in_words() {
        let fragment = setup().fragment();
        let changed = fragment.replace("round=3", "round=4");
        assert_eq!(DirectorSetup::from_fragment(&changed), Err(LinkError::Damaged));
        let cut = &fragment[..fragment.len() - 12];
        assert_eq!(DirectorSetup::from_fragment(cut), Err(LinkError::Damaged));
        assert_eq!(DirectorSetup::from_fragment("setup?v=1"), Err(LinkError::Damaged));
        let said = LinkError::Damaged.to_string();
        assert!(said.contains("cut short or changed") && said.ends_with("The setup below is the usual one."), "{said}");
    }

    #[test]
    fn a_link_with_a_field_this_page_cannot_read_says_which() {
        let signed = |body: &str| format!("{body}&sum={}", checksum(body));
        let e = DirectorSetup::from_fragment(&signed("setup?v=1&rules=chess960&control=300")).unwrap_err();
        assert!(matches!(&e, LinkError::Field { key: "rulebook", .. }), "{e}");
        let e = DirectorSetup::from_fragment(&signed("setup?v=1&rules=fide-blitz&control=3%2B%2B2")).unwrap_err();
        assert!(e.to_string().contains("its control cannot be read"), "{e}");
        let e = DirectorSetup::from_fragment(&signed("setup?v=2&rules=fide-blitz&control=300")).unwrap_err();
        assert_eq!(e, LinkError::Version("2".into()));
        let e = DirectorSetup::from_fragment(&signed("setup?v=1&rules=fide-blitz&control=300&lock=abc")).unwrap_err();
        assert!(matches!(&e, LinkError::Field { key: "lock", .. }), "{e}");
        assert!(DirectorSetup::from_fragment(&signed("setup?v=1&rules=fide-blitz&control=300&by=%E2%82")).is_err());
        // Without a flag setting, the rulebook's own.
        let ok = DirectorSetup::from_fragment(&signed("setup?v=1&rules=uscf&control=300")).unwrap();
        assert_eq!(ok.flags, FlagCalling::PlayersClaim);
    }

    #[test]
    fn a_line_break_in_a_link_s_occasion_comes_out_on_one_line() {
        let broken = DirectorSetup {
            set_by: "Ana\nSilva".into(),
            occasion: Heading {
                event: Some("Club\nOpen\r\n2026".into()),
                site: Some("Hall\t2".into()),
                ..Heading::default()
            },
            ..setup()
        };
        let read = DirectorSetup::from_fragment(&broken.fragment()).unwrap();
        assert_eq!(read.occasion.event.as_deref(), Some("Club Open 2026"));
        assert_eq!(read.occasion.site.as_deref(), Some("Hall 2"));
        assert_eq!(read.set_by, "Ana Silva");
    }

    #[test]
    fn the_link_is_said_with_who_set_it() {
        let said = setup().said();
        assert!(said.starts_with("Set by Ana Silva & co: Club #1 = best"), "{said}");
        assert!(said.ends_with("Locked by the arbiter's PIN."), "{said}");
    }

    #[test]
    fn the_qr_code_is_a_square_of_modules_in_a_quiet_zone() {
        let svg = qr_svg(&format!("https://clock.example/#{}", setup().fragment())).unwrap();
        assert!(svg.starts_with("<svg") && svg.contains("M4,4h1v1h-1z"), "the finder pattern's corner is dark");
        assert!(qr_svg(&"x".repeat(5000)).is_none(), "too long for a QR code");
    }
}
