//! The arbiter's desk module (`src/bin/desk.rs`, built by Trunk beside the page as `desk.js` and
//! `desk_bg.wasm`): fetched and started the first time it is opened, then kept for the page's
//! life. Offline it comes from the service worker's cache like every other file of the build.

use std::cell::RefCell;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// The desk's script beside index.html (a no-modules build: it defines `wasm_bindgen`).
const SCRIPT: &str = "./desk.js";

// The no-modules script declares a global `wasm_bindgen`, which a module reaches by its name.
#[wasm_bindgen(inline_js = r#"
let loading;
export function load_desk(src) {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => wasm_bindgen().then(() => resolve(wasm_bindgen), reject);
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('it could not be fetched'));
    };
    document.head.append(script);
  });
  return loading;
}
"#)]
extern "C" {
    fn load_desk(src: &str) -> js_sys::Promise;
}

/// The page's handlers an open panel calls.
type Handlers = (Closure<dyn Fn(String, f64)>, Closure<dyn Fn()>, Closure<dyn Fn(String, String)>);

/// The started desk, and the handlers of each open panel by its id.
struct Desk {
    exports: JsValue,
    open: Vec<(u32, Handlers)>,
}

thread_local! {
    static DESK: RefCell<Option<Desk>> = const { RefCell::new(None) };
}

fn call(exports: &JsValue, name: &str, args: &[&JsValue]) -> Result<JsValue, String> {
    let f = js_sys::Reflect::get(exports, &name.into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or_else(|| format!("the arbiter's desk has no '{name}'"))?;
    let array: js_sys::Array = args.iter().copied().collect();
    f.apply(&JsValue::NULL, &array).map_err(|e| e.as_string().unwrap_or_else(|| format!("{e:?}")))
}

/// What an open panel tells the page.
pub struct Listeners<E, C, M> {
    /// The record with the desk's new events, and the index of the first.
    pub on_events: E,
    /// The player closed the panel.
    pub on_close: C,
    /// The board's entered move: its side ("White", "Black") and SAN, both empty for none.
    pub on_entered: M,
}

/// Fetches and starts the desk (once), then opens `panel` in `host` on the game in `saved`
/// (empty: none), whose time line is `offset_ms` from `performance.now()`. Returns the panel's id.
pub async fn open<E, C, M>(panel: &str, host: web_sys::HtmlElement, saved: String, offset_ms: f64, listeners: Listeners<E, C, M>) -> Result<u32, String>
where
    E: Fn(String, usize) + 'static,
    C: Fn() + 'static,
    M: Fn(String, String) + 'static,
{
    let exports = match DESK.with_borrow(|d| d.as_ref().map(|d| d.exports.clone())) {
        Some(exports) => exports,
        None => {
            let exports = JsFuture::from(load_desk(SCRIPT))
                .await
                .map_err(|e| js_sys::Error::from(e).message().as_string().unwrap_or_default())?;
            DESK.with_borrow_mut(|d| {
                if d.is_none() {
                    *d = Some(Desk { exports: exports.clone(), open: Vec::new() });
                }
            });
            exports
        }
    };
    let Listeners { on_events, on_close, on_entered } = listeners;
    let handlers: Handlers = (
        Closure::new(move |record, from: f64| on_events(record, from as usize)),
        Closure::new(on_close),
        Closure::new(on_entered),
    );
    let id = call(
        &exports,
        "open",
        &[&panel.into(), &host, &saved.into(), &offset_ms.into(), handlers.0.as_ref(), handlers.1.as_ref(), handlers.2.as_ref()],
    )?
    .as_f64()
    .unwrap_or_default() as u32;
    DESK.with_borrow_mut(|d| {
        if let Some(d) = d {
            d.open.push((id, handlers));
        }
    });
    Ok(id)
}

/// Tells open panel `id` that the page's game changed.
pub fn update(id: u32, saved: &str, offset_ms: f64) -> Result<(), String> {
    let exports = DESK.with_borrow(|d| d.as_ref().filter(|d| d.open.iter().any(|(open, _)| *open == id)).map(|d| d.exports.clone()));
    match exports {
        Some(exports) => call(&exports, "update", &[&id.into(), &saved.into(), &offset_ms.into()]).map(drop),
        None => Ok(()),
    }
}

/// Takes panel `id` off the page.
pub fn close(id: u32) {
    let exports = DESK.with_borrow(|d| d.as_ref().map(|d| d.exports.clone()));
    if let Some(exports) = exports {
        let _ = call(&exports, "close", &[&id.into()]);
    }
    // Dropped after the desk let go of them.
    let handlers = DESK.with_borrow_mut(|d| {
        let d = d.as_mut()?;
        let i = d.open.iter().position(|(open, _)| *open == id)?;
        Some(d.open.remove(i))
    });
    drop(handlers);
}
