//! The rules worker: chasolver's dead-position analysis and the deep forced-mate search off the
//! page's main thread.
//!
//! In the browser (Trunk builds it as a Web Worker with the `unwinnability` feature on) it answers
//! each message of `fairclock::protocol::worker`; the page records the answer in the claim. Built
//! natively it answers one request per line of stdin, the same conversation for tests and tools.
//! Each build passes its own clock: `Instant` panics on wasm32-unknown-unknown, `Date.now()` does not.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::Closure;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    console_error_panic_hook::set_once();
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let request = event.data().as_string().unwrap_or_default();
        let reply = fairclock::protocol::worker::answer(&request, &js_sys::Date::now);
        let _ = reply_to.post_message(&reply.into());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker: the page terminates the worker to stop it.
    on_message.forget();
    // A message sent before this handler existed (while the wasm loaded) is lost, so the page
    // waits for this word (and the build it names) before it asks.
    let _ = scope.post_message(&fairclock::protocol::worker::ready().into());
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use std::io::{BufRead, Write};
    let start = std::time::Instant::now();
    let now_ms = move || start.elapsed().as_secs_f64() * 1000.0;
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines().map_while(Result::ok) {
        if line.trim().is_empty() {
            continue;
        }
        if writeln!(out, "{}", fairclock::protocol::worker::answer(&line, &now_ms)).is_err() {
            break;
        }
    }
}
