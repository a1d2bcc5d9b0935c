//! The time sources: `performance.now()`, the same time line as input events' `timeStamp`, and
//! the wall clock, which only anchors the record's time line across reloads.

/// Milliseconds since the page's time origin, with sub-millisecond resolution where the browser
/// gives it. Monotonic: it never jumps with the wall clock.
pub fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// `Date.now()`: the wall clock, which survives a reload (and may jump when it is set).
pub fn wall_ms() -> f64 {
    js_sys::Date::now()
}

/// How many minutes local time is behind UTC at the wall-clock instant `wall_ms` (JavaScript's
/// `getTimezoneOffset`: -60 in Paris in winter), for dates written in the players' own time.
pub fn utc_minus_local_min(wall_ms: f64) -> f64 {
    js_sys::Date::new(&wall_ms.into()).get_timezone_offset()
}
