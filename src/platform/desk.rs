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

/// The started desk, and the page's handlers it calls while a panel is open.
struct Desk {
    exports: JsValue,
    handlers: Option<(Closure<dyn Fn(String, f64)>, Closure<dyn Fn()>)>,
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
    f.apply(&JsValue::NULL, &array)
        .map_err(|e| e.as_string().unwrap_or_else(|| format!("{e:?}")))
}

/// Fetches and starts the desk (once), then opens `panel` in `host` on the game in `saved`
/// (empty: none), whose time line is `offset_ms` from `performance.now()`.
pub async fn open(
    panel: &str,
    host: web_sys::HtmlElement,
    saved: String,
    offset_ms: f64,
    on_events: impl Fn(String, usize) + 'static,
    on_close: impl Fn() + 'static,
) -> Result<(), String> {
    let exports = match DESK.with_borrow(|d| d.as_ref().map(|d| d.exports.clone())) {
        Some(exports) => exports,
        None => {
            let exports = JsFuture::from(load_desk(SCRIPT)).await.map_err(|e| {
                js_sys::Error::from(e)
                    .message()
                    .as_string()
                    .unwrap_or_default()
            })?;
            DESK.with_borrow_mut(|d| {
                *d = Some(Desk {
                    exports: exports.clone(),
                    handlers: None,
                })
            });
            exports
        }
    };
    let on_events = Closure::<dyn Fn(String, f64)>::new(move |record, from: f64| {
        on_events(record, from as usize)
    });
    let on_close = Closure::<dyn Fn()>::new(on_close);
    call(
        &exports,
        "open",
        &[
            &panel.into(),
            &host,
            &saved.into(),
            &offset_ms.into(),
            on_events.as_ref(),
            on_close.as_ref(),
        ],
    )?;
    DESK.with_borrow_mut(|d| {
        if let Some(d) = d {
            d.handlers = Some((on_events, on_close));
        }
    });
    Ok(())
}

/// Tells the open desk that the page's game changed.
pub fn update(saved: &str, offset_ms: f64) -> Result<(), String> {
    let exports = DESK.with_borrow(|d| {
        d.as_ref()
            .filter(|d| d.handlers.is_some())
            .map(|d| d.exports.clone())
    });
    match exports {
        Some(exports) => call(&exports, "update", &[&saved.into(), &offset_ms.into()]).map(drop),
        None => Ok(()),
    }
}

/// Takes the open desk off the page.
pub fn close() {
    let exports = DESK.with_borrow(|d| {
        d.as_ref()
            .filter(|d| d.handlers.is_some())
            .map(|d| d.exports.clone())
    });
    if let Some(exports) = exports {
        let _ = call(&exports, "close", &[]);
    }
    // Dropped after the desk let go of them.
    let handlers = DESK.with_borrow_mut(|d| d.as_mut().and_then(|d| d.handlers.take()));
    drop(handlers);
}
