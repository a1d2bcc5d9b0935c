//! Which lichess this page talks to. What is sent and what the answers mean is
//! `protocol::lichess`'s; the requests go by `platform::fetch`.

use crate::protocol::lichess;

/// The lichess host this page talks to (`protocol::lichess::host`: lichess.org, or a test's
/// loopback stand-in when the page itself is on loopback).
pub fn host() -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else { return lichess::LICHESS.to_owned() };
    let hostname = location.hostname().unwrap_or_default();
    let search = location.search().unwrap_or_default();
    lichess::host(&hostname, lichess::query_value(&search, "lichess").as_deref())
}
