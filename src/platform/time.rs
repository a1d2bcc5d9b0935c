//! The time sources: `performance.now()`, the same time line as input events' `timeStamp`; the
//! wall clock; and the browser's monotonic clock (`performance.timeOrigin + performance.now()`),
//! which with the wall clock anchors the record's time line across reloads.

use crate::session::timeline::Now;

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

/// The three clocks read at one instant (`session::timeline` says what each is for).
pub fn now() -> Now {
    let performance = web_sys::window().and_then(|w| w.performance());
    let perf_ms = performance.as_ref().map_or(0.0, |p| p.now());
    let mono_ms = performance.map(|p| p.time_origin() + perf_ms).filter(|m| m.is_finite() && *m > 0.0);
    Now { wall_ms: wall_ms(), perf_ms, mono_ms }
}
