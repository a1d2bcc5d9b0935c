//! Requests to other sites by `fetch`: no cookies, no referrer, nothing cached — only what the
//! request names leaves the phone.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// How long a request may take before it counts as unanswered (and is tried again later).
const TIMEOUT_MS: u32 = 20_000;

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
