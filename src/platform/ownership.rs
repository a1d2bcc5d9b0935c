//! One window owns the clock: it alone takes input and writes the game; another window of the page
//! shows the owner's game live, read-only, and may take it over. A Web Lock is the ownership: the
//! browser grants it to one window at a time and releases it when that window closes, so a waiting
//! window takes over by itself. A BroadcastChannel carries the owner's game to the others after
//! every save, and a viewer's ask to hand over.
//!
//! Where the browser has no Web Locks or no BroadcastChannel, every window owns (as before).

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

const LOCK: &str = "fairclock.clock";
const CHANNEL: &str = "fairclock.clock";

/// What the owner's window tells the others, and what they ask of it.
pub enum Heard {
    /// The owner's game as saved (`None` at setup).
    Game(Option<String>),
    /// A viewer asks the owner to hand over.
    Take,
}

/// This window's part in the ownership; dropped with the page.
#[derive(Clone)]
pub struct Ownership {
    channel: web_sys::BroadcastChannel,
    state: Rc<RefCell<State>>,
}

struct State {
    /// Resolves the held lock's promise, which releases it.
    release: Option<js_sys::Function>,
    /// Called with `true` when this window becomes the owner, `false` when it hands over.
    on_role: Box<dyn Fn(bool)>,
    /// Kept alive while the page lives.
    closures: Vec<Closure<dyn FnMut(JsValue) -> JsValue>>,
    /// This window's app left: a lock granted now is given straight back.
    left: bool,
}

impl Ownership {
    /// Joins the page's windows: `on_role` is told this window's part (at once if the lock is
    /// free, later if another window holds it or hands over), `on_heard` what the others say.
    /// `None` where the browser cannot coordinate windows: this window then owns.
    pub fn join(on_role: impl Fn(bool) + 'static, on_heard: impl Fn(Heard) + 'static) -> Option<Ownership> {
        let locks = js_sys::Reflect::get(&web_sys::window()?.navigator(), &"locks".into()).ok().filter(|l| !l.is_undefined())?;
        let channel = web_sys::BroadcastChannel::new(CHANNEL).ok()?;
        let state = Rc::new(RefCell::new(State { release: None, on_role: Box::new(on_role), closures: Vec::new(), left: false }));
        let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let data = e.data();
            if js_sys::Reflect::get(&data, &"take".into()).is_ok_and(|t| t.is_truthy()) {
                on_heard(Heard::Take);
            } else if let Ok(game) = js_sys::Reflect::get(&data, &"game".into()) {
                on_heard(Heard::Game(game.as_string()));
            }
        });
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        let ownership = Ownership { channel, state };
        ownership.request(&locks, true);
        Some(ownership)
    }

    /// Asks for the lock: at once or not at all (`if_available`), telling `on_role(false)` when
    /// another holds it and then waiting for it; or waiting from the start.
    fn request(&self, locks: &JsValue, if_available: bool) {
        let this = self.clone();
        let locks_again = locks.clone();
        let granted = Closure::<dyn FnMut(JsValue) -> JsValue>::new(move |lock: JsValue| {
            if this.state.borrow().left {
                return JsValue::UNDEFINED;
            }
            if lock.is_null() {
                (this.state.borrow().on_role)(false);
                this.request(&locks_again, false);
                return JsValue::UNDEFINED;
            }
            // Held until `release` resolves this promise, or the window closes.
            let held = js_sys::Promise::new(&mut |resolve, _| this.state.borrow_mut().release = Some(resolve));
            (this.state.borrow().on_role)(true);
            held.into()
        });
        let options = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&options, &"ifAvailable".into(), &if_available.into());
        if let Ok(request) = js_sys::Reflect::get(locks, &"request".into()).and_then(|r| r.dyn_into::<js_sys::Function>()) {
            let _ = request.call3(locks, &LOCK.into(), &options, granted.as_ref());
        }
        self.state.borrow_mut().closures.push(granted);
    }

    /// The owner's game, as just saved, to the other windows.
    pub fn tell_game(&self, saved: Option<&str>) {
        let message = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&message, &"game".into(), &saved.map_or(JsValue::NULL, JsValue::from));
        let _ = self.channel.post_message(&message);
    }

    /// A viewer asks the owner to hand over.
    pub fn ask_to_take(&self) {
        let message = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&message, &"take".into(), &true.into());
        let _ = self.channel.post_message(&message);
    }

    /// This window leaves (its app is taken off the page): the lock, if held, goes to a waiting
    /// window, and nothing more is heard.
    pub fn leave(&self) {
        self.channel.set_onmessage(None);
        self.channel.close();
        if let Some(release) = self.state.borrow_mut().release.take() {
            let _ = release.call0(&JsValue::UNDEFINED);
        }
        self.state.borrow_mut().left = true;
    }

    /// The owner hands over (after saving): it becomes a viewer and waits for the lock again.
    pub fn hand_over(&self) {
        let Some(release) = self.state.borrow_mut().release.take() else { return };
        (self.state.borrow().on_role)(false);
        let _ = release.call0(&JsValue::UNDEFINED);
        if let Some(locks) = web_sys::window().and_then(|w| js_sys::Reflect::get(&w.navigator(), &"locks".into()).ok()) {
            self.request(&locks, false);
        }
    }
}
