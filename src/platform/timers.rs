//! Calls later and calls again: timers that a drop calls off, or that last as long as the page.

/// A call `after` a wait, called off when dropped.
pub struct Timer(#[allow(dead_code)] gloo_timers::callback::Timeout);

/// Calls `then` after `ms` milliseconds, unless the [`Timer`] is dropped first.
pub fn after(ms: u32, then: impl FnOnce() + 'static) -> Timer {
    Timer(gloo_timers::callback::Timeout::new(ms, then))
}

/// Calls `tick` every `ms` milliseconds, for as long as the page lives.
pub fn every(ms: u32, tick: impl FnMut() + 'static) {
    gloo_timers::callback::Interval::new(ms, tick).forget();
}
