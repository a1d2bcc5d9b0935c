//! Loading the app's other wasm modules into this document: the clock (an ES module, `clock.js`,
//! with its style sheet) and the arbiter's desk (a no-modules script, `desk.js`); and the chosen
//! language's catalogue, a text file beside them.
//!
//! This is the crate's only `inline_js`, on purpose: wasm-bindgen writes each module's snippets as
//! `snippets/fairclock-<hash>/inline<N>.js`, numbered per module, into the one folder every module
//! of the crate shares. With one snippet, each module writes the same file (`tests/layers.rs`
//! keeps it one).

use crate::platform::js;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen(inline_js = r#"
const loading = new Map();
// A no-modules script declares a global `wasm_bindgen`, which a module reaches by its name.
export function load_script(src) {
  if (!loading.has(src)) loading.set(src, new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => wasm_bindgen().then(() => resolve(wasm_bindgen), reject);
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error('it could not be fetched'));
    };
    document.head.append(script);
  }));
  return loading.get(src);
}
// An ES module beside the page (not beside this snippet), started by its default export.
export function import_module(src) {
  if (!loading.has(src)) loading.set(src, import(new URL(src, document.baseURI).href)
    .then((m) => m.default().then(() => m))
    .catch((e) => { loading.delete(src); throw e; }));
  return loading.get(src);
}
// A style sheet beside the page, applied once it has loaded.
export function load_style(href) {
  if (!loading.has(href)) loading.set(href, new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      loading.delete(href);
      link.remove();
      reject(new Error('its style could not be fetched'));
    };
    document.head.append(link);
  }));
  return loading.get(href);
}
// A text file beside the page (a language's catalogue), or why not.
export function load_text(href) {
  return fetch(new URL(href, document.baseURI)).then((r) => r.ok ? r.text() : Promise.reject(new Error('HTTP ' + r.status)));
}
"#)]
extern "C" {
    fn load_script(src: &str) -> js_sys::Promise;
    fn load_text(href: &str) -> js_sys::Promise;
    fn import_module(src: &str) -> js_sys::Promise;
    fn load_style(href: &str) -> js_sys::Promise;
}

/// The browser's words for why loading failed.
pub fn reason(e: JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .and_then(|e| e.message().as_string())
        .or_else(|| e.as_string())
        .unwrap_or_else(|| format!("{e:?}"))
}

/// Calls `this.name(...args)` on a loaded module's export; `module` names it in the error ("the
/// arbiter's desk has no 'open'").
pub fn call(this: &JsValue, name: &str, args: &[&JsValue], module: &str) -> Result<JsValue, String> {
    let f = js::method(this, name).ok_or_else(|| format!("{module} has no '{name}'"))?;
    let array: js_sys::Array = args.iter().copied().collect();
    f.apply(this, &array).map_err(reason)
}

/// Fetches and starts the no-modules script at `src` (once: later calls get the same exports).
pub async fn script(src: &str) -> Result<JsValue, String> {
    JsFuture::from(load_script(src)).await.map_err(reason)
}

/// Imports and starts the ES module at `src`, relative to the page (once).
pub async fn module(src: &str) -> Result<JsValue, String> {
    JsFuture::from(import_module(src)).await.map_err(reason)
}

/// Imports and starts the ES module at `src` as [`module`] does, then calls `done` with its
/// exports or why not: with callbacks, for a caller that does not wait on it (the first screen
/// fetching the setup).
pub fn module_then(src: &str, done: impl FnOnce(Result<JsValue, String>) + 'static) {
    let done = Rc::new(RefCell::new(Some(done)));
    let answer = move |result: Result<JsValue, String>| {
        if let Some(done) = done.borrow_mut().take() {
            done(result);
        }
    };
    let failed = answer.clone();
    // Both live on: one is called once, the other never (a few bytes per load, loaded once).
    let loaded = Closure::once(move |exports: JsValue| answer(Ok(exports)));
    let refused = Closure::once(move |why: JsValue| failed(Err(reason(why))));
    let _ = import_module(src).then2(&loaded, &refused);
    loaded.forget();
    refused.forget();
}

/// Fetches the text file at `href`, relative to the page.
pub async fn text(href: &str) -> Result<String, String> {
    let text = JsFuture::from(load_text(href)).await.map_err(reason)?;
    text.as_string().ok_or_else(|| "it is not text".to_owned())
}

/// Fetches and applies the style sheet at `href` (once: later calls wait for the same load). The
/// fetch begins at this call, not when the answer is awaited.
pub fn style(href: &str) -> impl Future<Output = Result<(), String>> + use<> {
    let loaded = JsFuture::from(load_style(href));
    async move { loaded.await.map(|_| ()).map_err(reason) }
}
