//! The time source: `performance.now()`, the same time line as input events' `timeStamp`.

/// Milliseconds since the page's time origin, with sub-millisecond resolution where the browser
/// gives it. Monotonic: it never jumps with the wall clock.
pub fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}
