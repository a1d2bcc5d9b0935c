//! The Screen Wake Lock: the phone's screen stays on while a game runs. Where the API is missing
//! or the browser refuses (no user gesture, a headless browser, low battery), nothing happens.

// wasm-bindgen-futures' own spawn: it needs no Leptos executor.
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{JsFuture, spawn_local};
use web_sys::{WakeLockSentinel, WakeLockType};

/// Whether the screen should stay on, and the lock the browser granted for it.
#[derive(Clone, Default)]
pub struct WakeLock {
    state: Rc<RefCell<State>>,
}

#[derive(Default)]
struct State {
    wanted: bool,
    sentinel: Option<WakeLockSentinel>,
    requesting: bool,
}

impl WakeLock {
    /// Keep the screen on (`true`) or let it sleep (`false`). Idempotent.
    pub fn hold(&self, wanted: bool) {
        self.state.borrow_mut().wanted = wanted;
        if wanted { self.acquire() } else { self.release() }
    }

    /// The browser drops the lock when the page is hidden: ask again when it is visible.
    pub fn reacquire(&self) {
        if self.state.borrow().wanted {
            self.acquire();
        }
    }

    fn acquire(&self) {
        {
            let s = self.state.borrow();
            if s.requesting || s.sentinel.as_ref().is_some_and(|l| !l.released()) {
                return;
            }
        }
        let Some(navigator) = web_sys::window().map(|w| w.navigator()) else { return };
        // `navigator.wakeLock` is missing in older browsers and insecure contexts.
        if !js_sys::Reflect::has(&navigator, &"wakeLock".into()).unwrap_or(false) {
            return;
        }
        let promise: js_sys::Promise = navigator.wake_lock().request(WakeLockType::Screen).unchecked_into();
        self.state.borrow_mut().requesting = true;
        let state = self.state.clone();
        spawn_local(async move {
            let granted = JsFuture::from(promise).await.ok().and_then(|v| v.dyn_into::<WakeLockSentinel>().ok());
            let mut s = state.borrow_mut();
            s.requesting = false;
            match granted {
                // Released while we waited for it: give it back at once.
                Some(lock) if !s.wanted => {
                    let _ = lock.release();
                }
                Some(lock) => s.sentinel = Some(lock),
                None => {}
            }
        });
    }

    fn release(&self) {
        if let Some(lock) = self.state.borrow_mut().sentinel.take() {
            let _ = lock.release();
        }
    }
}
