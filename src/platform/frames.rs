//! Painting only when something changes: wait (a gloo timer) until the next displayed digit is
//! due, then one `requestAnimationFrame` hands the frame's time to the page.

use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// One pending frame at most; scheduling again replaces it, dropping it cancels it.
#[derive(Clone, Default)]
pub struct FrameScheduler {
    pending: Rc<RefCell<Option<Pending>>>,
}

struct Pending {
    _timeout: Option<Timeout>,
    frame: Rc<RefCell<Option<i32>>>,
}

impl Drop for Pending {
    fn drop(&mut self) {
        if let (Some(id), Some(w)) = (self.frame.borrow_mut().take(), web_sys::window()) {
            let _ = w.cancel_animation_frame(id);
        }
    }
}

impl FrameScheduler {
    /// After `wait_ms`, on the next animation frame, call `paint` with `performance.now()`.
    pub fn schedule(&self, wait_ms: f64, paint: impl FnOnce(f64) + 'static) {
        let frame: Rc<RefCell<Option<i32>>> = Rc::default();
        let frame_slot = frame.clone();
        let request = move || {
            let Some(w) = web_sys::window() else { return };
            let cb = Closure::once_into_js(move |_t: f64| paint(super::time::now_ms()));
            if let Ok(id) = w.request_animation_frame(cb.unchecked_ref()) {
                *frame_slot.borrow_mut() = Some(id);
            }
        };
        // Timers clamp below ~4 ms anyway: ask for the frame directly when the change is that close.
        let timeout = if wait_ms <= 4.0 {
            request();
            None
        } else {
            Some(Timeout::new(wait_ms.ceil().min(u32::MAX as f64) as u32, request))
        };
        *self.pending.borrow_mut() = Some(Pending { _timeout: timeout, frame });
    }

    /// Nothing is to change: no timer, no frame.
    pub fn cancel(&self) {
        self.pending.borrow_mut().take();
    }
}
