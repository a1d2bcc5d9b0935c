//! Input that began elsewhere never acts on a panel or the board. A press on a clock half swaps
//! what lies under the finger (the move-entry board takes the pressed half; a panel opens), and
//! when the finger lifts the browser sends the tap's click to whatever is under it now. A guarded
//! element takes a click only when the last pointer that went down went down on it; a click from
//! the keyboard (`detail` 0) always counts.
//!
//! `use_own_gestures(node)` guards a node for as long as the component lives.

use leptos::prelude::*;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// The listeners that guard one element, removed when dropped.
struct Guard {
    element: web_sys::Element,
    down: Closure<dyn Fn(web_sys::Event)>,
    click: Closure<dyn Fn(web_sys::Event)>,
    anywhere: Closure<dyn Fn(web_sys::Event)>,
}

/// A click's `detail`: how many clicks the pointer made, 0 for a click from a key or a script.
fn click_count(e: &web_sys::Event) -> f64 {
    js_sys::Reflect::get(e, &"detail".into()).ok().and_then(|v| v.as_f64()).unwrap_or(0.0)
}

fn capture(target: &web_sys::EventTarget, kind: &str, listener: &Closure<dyn Fn(web_sys::Event)>, add: bool) {
    let options = web_sys::AddEventListenerOptions::new();
    options.set_capture(true);
    let f = listener.as_ref().unchecked_ref();
    if add {
        let _ = target.add_event_listener_with_callback_and_add_event_listener_options(kind, f, &options);
    } else {
        let _ = target.remove_event_listener_with_callback_and_bool(kind, f, true);
    }
}

impl Guard {
    fn new(element: web_sys::Element) -> Guard {
        let began_here = Rc::new(Cell::new(false));
        // Any pointer going down anywhere first says "not here"; one going down on the element
        // then says "here" (the window's capture listener runs before the element's).
        let here = began_here.clone();
        let anywhere = Closure::<dyn Fn(web_sys::Event)>::new(move |_| here.set(false));
        let here = began_here.clone();
        let down = Closure::<dyn Fn(web_sys::Event)>::new(move |_| here.set(true));
        let here = began_here;
        let click = Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
            if click_count(&e) > 0.0 && !here.get() {
                e.stop_immediate_propagation();
                e.prevent_default();
            }
        });
        if let Some(window) = web_sys::window() {
            capture(&window, "pointerdown", &anywhere, true);
        }
        capture(&element, "pointerdown", &down, true);
        capture(&element, "click", &click, true);
        Guard { element, down, click, anywhere }
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        if let Some(window) = web_sys::window() {
            capture(&window, "pointerdown", &self.anywhere, false);
        }
        capture(&self.element, "pointerdown", &self.down, false);
        capture(&self.element, "click", &self.click, false);
    }
}

/// Guards the element behind `node` while the component lives: it takes only clicks from
/// gestures that began on it.
pub fn use_own_gestures<E>(node: NodeRef<E>)
where
    E: leptos::html::ElementType,
    E::Output: JsCast + Clone + 'static,
{
    let guard = StoredValue::new_local(None::<Guard>);
    Effect::new(move |_| {
        if let Some(el) = node.get() {
            let element: web_sys::Element = el.unchecked_into();
            guard.set_value(Some(Guard::new(element)));
        }
    });
    on_cleanup(move || drop(guard.try_update_value(Option::take)));
}

/// The event's pointer, read without trusting its type: an event a script dispatches as
/// `pointerdown` may be a plain `Event`, and its press must still count.
pub fn pointer_id(e: &web_sys::Event) -> i32 {
    js_sys::Reflect::get(e, &"pointerId".into()).ok().and_then(|v| v.as_f64()).map_or(0, |id| id as i32)
}
