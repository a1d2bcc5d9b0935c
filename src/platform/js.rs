//! Reaching into a browser object without trusting its shape: a method looked up by name, absent
//! (not an error) where the browser does not have it.

use wasm_bindgen::{JsCast, JsValue};

/// `target[name]` when it is a function.
pub fn method(target: &JsValue, name: &str) -> Option<js_sys::Function> {
    js_sys::Reflect::get(target, &name.into()).ok()?.dyn_into::<js_sys::Function>().ok()
}
