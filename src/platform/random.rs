//! The browser's cryptographic random source.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// `n` random bytes from the browser's cryptographic source (empty if it has none).
pub fn bytes(n: u32) -> Vec<u8> {
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
