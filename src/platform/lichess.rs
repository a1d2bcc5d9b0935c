//! Talking to lichess: a POST by `fetch` (no cookies, no referrer: only what the request names
//! leaves the phone), random bytes for the log-in, and the page's own address it comes back to.
//! What is sent and what the answers mean is `protocol::lichess`'s.

use crate::protocol::lichess;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// How long a request may take before it counts as unanswered (and is tried again later).
const TIMEOUT_MS: u32 = 20_000;

/// The lichess host this page talks to (`protocol::lichess::host`: lichess.org, or a test's
/// loopback stand-in when the page itself is on loopback).
pub fn host() -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else { return lichess::LICHESS.to_owned() };
    let hostname = location.hostname().unwrap_or_default();
    let search = location.search().unwrap_or_default();
    lichess::host(&hostname, lichess::query_value(&search, "lichess").as_deref())
}

/// The page's query (`?…`), where lichess puts its answer to a log-in.
pub fn query() -> String {
    web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default()
}

/// `n` random bytes from the browser's cryptographic source (empty if it has none).
pub fn random_bytes(n: u32) -> Vec<u8> {
    let bytes = js_sys::Uint8Array::new_with_length(n);
    let Some(window) = web_sys::window() else { return Vec::new() };
    let crypto = js_sys::Reflect::get(&window, &"crypto".into()).unwrap_or(JsValue::UNDEFINED);
    let fill = js_sys::Reflect::get(&crypto, &"getRandomValues".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    match fill {
        Some(fill) if fill.call1(&crypto, &bytes).is_ok() => bytes.to_vec(),
        _ => Vec::new(),
    }
}

/// Leaves the page for `url` (lichess's log-in), which sends the director back here.
pub fn go_to(url: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().assign(url);
    }
}

/// Puts `address` (the page without lichess's answer) in the address bar, keeping the fragment,
/// without a reload or a new history entry.
pub fn replace_address(address: &str) {
    let Some(window) = web_sys::window() else { return };
    let hash = window.location().hash().unwrap_or_default();
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&format!("{address}{hash}")));
    }
}

/// POSTs `body` to `url`: the answer's status and text, or the browser's words for no answer.
pub async fn post(url: &str, bearer: Option<&str>, content_type: &str, body: &str) -> Result<(u16, String), String> {
    let window = web_sys::window().ok_or("no window")?;
    let init = web_sys::RequestInit::new();
    init.set_method("POST");
    init.set_body(&JsValue::from_str(body));
    let headers = js_sys::Object::new();
    let set = |target: &JsValue, key: &str, value: &str| {
        let _ = js_sys::Reflect::set(target, &key.into(), &value.into());
    };
    set(&headers, "Content-Type", content_type);
    if let Some(token) = bearer {
        set(&headers, "Authorization", &format!("Bearer {token}"));
    }
    init.set_headers(&headers);
    set(&init, "credentials", "omit");
    set(&init, "referrerPolicy", "no-referrer");
    set(&init, "cache", "no-store");
    // A request that hangs would hold the next one back: cut it off (where the browser can).
    if let Ok(signal) = js_sys::Reflect::get(&js_sys::global(), &"AbortSignal".into())
        .and_then(|s| {
            js_sys::Reflect::get(&s, &"timeout".into()).and_then(|t| t.dyn_into::<js_sys::Function>()).map(|t| (s, t))
        })
        .and_then(|(s, timeout)| timeout.call1(&s, &TIMEOUT_MS.into()))
    {
        let _ = js_sys::Reflect::set(&init, &"signal".into(), &signal);
    }
    let said = |e: JsValue| {
        js_sys::Reflect::get(&e, &"message".into()).ok().and_then(|m| m.as_string()).unwrap_or_else(|| format!("{e:?}"))
    };
    let response = JsFuture::from(window.fetch_with_str_and_init(url, &init)).await.map_err(said)?;
    let response: web_sys::Response = response.dyn_into().map_err(said)?;
    let text = JsFuture::from(response.text().map_err(said)?).await.map_err(said)?;
    Ok((response.status(), text.as_string().unwrap_or_default()))
}

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

/// Calls `back` whenever the browser says the network is back (`online`).
pub fn on_online(back: impl Fn() + 'static) {
    let Some(window) = web_sys::window() else { return };
    let back = Closure::<dyn Fn()>::new(back);
    let _ = window.add_event_listener_with_callback("online", back.as_ref().unchecked_ref());
    back.forget();
}
