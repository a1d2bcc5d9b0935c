//! One window owns the clock: it alone takes input and writes the game; another window of the page
//! shows the owner's game live, read-only, and may take it over. A BroadcastChannel carries the
//! owner's game to the others after every save, and a viewer's ask to hand over.
//!
//! The ownership itself is a Web Lock where the browser has them: it grants the lock to one window
//! at a time and frees it when that window closes, so a waiting window takes over by itself. A
//! hand-over goes to the window that asked for it, not to whichever waited longest: the owner
//! says whom it hands to, and that window takes the lock (`steal`) while its own wait is called
//! off; a window that had the lock in between is told, and waits again.
//! Elsewhere a heartbeat on the channel stands in: the owner says it is alive every second, a new
//! window asks who owns and claims when nobody answers, a viewer claims after 2.5 s of silence (or
//! at once when the owner says it is gone), and of two owners that hear each other the one with
//! the lower (random) id steps down. Without a BroadcastChannel every window owns.

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

const LOCK: &str = "fairclock.clock";
const CHANNEL: &str = "fairclock.clock";
/// The heartbeat's period, how long a new window waits for an owner to answer, and the silence
/// after which a viewer takes the owner for gone (milliseconds).
const BEAT_MS: i32 = 1_000;
const ANSWER_MS: i32 = 300;
const SILENCE_MS: f64 = 2_500.0;

/// What the owner's window tells the others, and what they ask of it.
pub enum Heard {
    /// The owner's game as saved (`None` at setup).
    Game(Option<String>),
    /// A viewer asks the owner to hand over.
    Take,
    /// The browser's Web Locks refused or did not answer (an embedded page, a browser that blocks
    /// them): the windows agree by the heartbeat instead, which this window is told to say.
    NoLocks,
}

/// How long a window waits for the browser to answer its first ask for the lock before it agrees
/// with the others by the heartbeat instead (milliseconds): a lock that never comes never leaves
/// the clock's owner unknown.
const LOCK_ANSWER_MS: i32 = 2_000;

/// This window's part in the ownership.
#[derive(Clone)]
pub struct Ownership {
    channel: web_sys::BroadcastChannel,
    state: Rc<RefCell<State>>,
}

struct State {
    /// The browser's Web Locks, or `None` where the heartbeat stands in.
    locks: Option<JsValue>,
    /// Web Locks: resolves the held lock's promise, which frees it.
    release: Option<js_sys::Function>,
    /// Web Locks: calls off this window's request while it waits in the queue (an
    /// `AbortController`), so that a window that takes the lock does not hold a second request.
    waiting: Option<JsValue>,
    /// Web Locks: the browser has answered this window's first ask (granted it, or said another
    /// window holds it).
    answered: bool,
    /// Told when Web Locks fail and the heartbeat stands in.
    on_no_locks: Box<dyn Fn()>,
    /// Web Locks: this window's requests are numbered; the one that holds the lock now, if any.
    /// A request that loses the lock steps this window down only if it is that one.
    asked: u32,
    holder: Option<u32>,
    /// Called with `true` when this window becomes the owner, `false` when it is or becomes a viewer.
    on_role: Box<dyn Fn(bool)>,
    /// Kept alive while the window is in the game.
    closures: Vec<Closure<dyn FnMut(JsValue) -> JsValue>>,
    /// This window's app left: a lock granted now is given straight back, the heartbeat stops.
    left: bool,
    /// The heartbeat: this window's id, whether it owns, when another owner was last heard
    /// (`Date.now()`), who asked to take over, and the beat's interval.
    id: f64,
    owns: bool,
    heard_at: f64,
    taker: Option<f64>,
    beat: Option<i32>,
}

/// How a window asks for the lock.
#[derive(Clone, Copy)]
enum Ask {
    /// At once or not at all: told it watches when another owns, it then waits.
    IfFree,
    /// In the queue, until the owner leaves or hands over.
    Wait,
    /// Now, from whoever holds it: the owner handed the game to this window.
    Take,
}

/// A new `AbortController`, where the browser has one.
fn abort_controller() -> Option<JsValue> {
    let class =
        js_sys::Reflect::get(&js_sys::global(), &"AbortController".into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
    js_sys::Reflect::construct(&class, &js_sys::Array::new()).ok()
}

fn message(kind: &str, fields: &[(&str, JsValue)]) -> js_sys::Object {
    let m = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&m, &"kind".into(), &kind.into());
    for (k, v) in fields {
        let _ = js_sys::Reflect::set(&m, &(*k).into(), v);
    }
    m
}

fn field(data: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(data, &name.into()).unwrap_or(JsValue::UNDEFINED)
}

impl Ownership {
    /// Joins the page's windows: `on_role` is told this window's part (soon if nobody owns, later
    /// if another window does and hands over or closes), `on_heard` what the others say. `None`
    /// where the browser cannot coordinate windows: this window then owns.
    pub fn join(on_role: impl Fn(bool) + 'static, on_heard: impl Fn(Heard) + 'static) -> Option<Ownership> {
        let window = web_sys::window()?;
        let locks = js_sys::Reflect::get(&window.navigator(), &"locks".into()).ok().filter(|l| l.is_object());
        let channel = web_sys::BroadcastChannel::new(CHANNEL).ok()?;
        let on_heard = Rc::new(on_heard);
        let told = on_heard.clone();
        let state = State {
            locks: locks.clone(),
            answered: false,
            on_no_locks: Box::new(|| {}),
            release: None,
            waiting: None,
            asked: 0,
            holder: None,
            on_role: Box::new(on_role),
            closures: Vec::new(),
            left: false,
            id: js_sys::Math::random(),
            owns: false,
            heard_at: f64::NEG_INFINITY,
            taker: None,
            beat: None,
        };
        let ownership = Ownership { channel, state: Rc::new(RefCell::new(state)) };
        let this = ownership.clone();
        let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let data = e.data();
            match field(&data, "kind").as_string().as_deref() {
                Some("game") => on_heard(Heard::Game(field(&data, "game").as_string())),
                Some("take") if this.owns() => {
                    this.state.borrow_mut().taker = field(&data, "id").as_f64();
                    on_heard(Heard::Take);
                }
                // Web Locks: the owner handed the game to this window, which takes the lock (unless
                // the queue already gave it here).
                Some("handed") if this.state.borrow().locks.is_some() => {
                    let (mine, locks) = {
                        let s = this.state.borrow();
                        (s.id, s.locks.clone())
                    };
                    if field(&data, "to").as_f64() == Some(mine)
                        && !this.owns()
                        && let Some(locks) = locks
                    {
                        this.request(&locks, Ask::Take);
                    }
                }
                Some(kind) if this.state.borrow().locks.is_none() => this.heard_beat(kind, &data),
                _ => {}
            }
        });
        ownership.channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        ownership.state.borrow_mut().on_no_locks = Box::new(move || told(Heard::NoLocks));
        match &locks {
            Some(locks) => {
                ownership.request(locks, Ask::IfFree);
                // A lock that never comes: the heartbeat decides instead.
                let this = ownership.clone();
                let unanswered = Closure::once_into_js(move || this.without_locks());
                let _ = window
                    .set_timeout_with_callback_and_timeout_and_arguments_0(unanswered.unchecked_ref(), LOCK_ANSWER_MS);
            }
            None => ownership.start_beating(&window),
        }
        Some(ownership)
    }

    /// The browser's Web Locks refused, or did not answer in time: this window agrees with the
    /// others by the heartbeat from now on, and says so.
    fn without_locks(&self) {
        {
            let mut s = self.state.borrow_mut();
            if s.answered || s.locks.is_none() || s.left {
                return;
            }
            s.locks = None;
            s.answered = true;
        }
        (self.state.borrow().on_no_locks)();
        if let Some(window) = web_sys::window() {
            self.start_beating(&window);
        }
    }

    fn owns(&self) -> bool {
        let s = self.state.borrow();
        if s.locks.is_some() { s.release.is_some() } else { s.owns }
    }

    fn post(&self, kind: &str, fields: &[(&str, JsValue)]) {
        let _ = self.channel.post_message(&message(kind, fields));
    }

    /// Asks for the lock as `ask` says. Granted, this window owns until it releases the lock, or
    /// another window takes it (then it is told, and waits again).
    fn request(&self, locks: &JsValue, ask: Ask) {
        let this = self.clone();
        let locks_again = locks.clone();
        // This request's number: its promise fails when the lock is taken from it, and when it is
        // called off while waiting — only a loss by the request that holds the lock counts.
        let number = {
            let mut s = self.state.borrow_mut();
            s.asked += 1;
            s.asked
        };
        let granted = Closure::<dyn FnMut(JsValue) -> JsValue>::new(move |lock: JsValue| {
            if this.state.borrow().left || this.state.borrow().locks.is_none() {
                return JsValue::UNDEFINED;
            }
            this.state.borrow_mut().answered = true;
            if lock.is_null() {
                (this.state.borrow().on_role)(false);
                this.request(&locks_again, Ask::Wait);
                return JsValue::UNDEFINED;
            }
            this.state.borrow_mut().holder = Some(number);
            this.state.borrow_mut().waiting = None;
            // Held until `release` resolves this promise, or the window closes.
            let held = js_sys::Promise::new(&mut |resolve, _| this.state.borrow_mut().release = Some(resolve));
            (this.state.borrow().on_role)(true);
            held.into()
        });
        let this = self.clone();
        let locks_again = locks.clone();
        let lost = Closure::<dyn FnMut(JsValue) -> JsValue>::new(move |_| {
            // Refused before the browser ever answered: the heartbeat stands in.
            if !this.state.borrow().answered {
                this.without_locks();
                return JsValue::UNDEFINED;
            }
            // Taken by the window the game was handed to: this one watches, and waits again.
            let holds = this.state.borrow().holder == Some(number);
            if holds && !this.state.borrow().left {
                this.state.borrow_mut().holder = None;
                this.state.borrow_mut().release = None;
                (this.state.borrow().on_role)(false);
                this.request(&locks_again, Ask::Wait);
            }
            JsValue::UNDEFINED
        });
        let options = js_sys::Object::new();
        match ask {
            Ask::IfFree => {
                let _ = js_sys::Reflect::set(&options, &"ifAvailable".into(), &true.into());
            }
            Ask::Wait => {
                if let Some(controller) = abort_controller() {
                    let _ = js_sys::Reflect::set(&options, &"signal".into(), &field(&controller, "signal"));
                    self.state.borrow_mut().waiting = Some(controller);
                }
            }
            Ask::Take => {
                // This window's place in the queue is called off: it holds one request at most.
                let waiting = self.state.borrow_mut().waiting.take();
                if let Some(waiting) = waiting
                    && let Ok(abort) =
                        js_sys::Reflect::get(&waiting, &"abort".into()).and_then(|a| a.dyn_into::<js_sys::Function>())
                {
                    let _ = abort.call0(&waiting);
                }
                let _ = js_sys::Reflect::set(&options, &"steal".into(), &true.into());
            }
        }
        if let Ok(request) =
            js_sys::Reflect::get(locks, &"request".into()).and_then(|r| r.dyn_into::<js_sys::Function>())
            && let Ok(promise) = request.call3(locks, &LOCK.into(), &options, granted.as_ref())
            && let Ok(catch) =
                js_sys::Reflect::get(&promise, &"catch".into()).and_then(|c| c.dyn_into::<js_sys::Function>())
        {
            let _ = catch.call1(&promise, lost.as_ref());
        }
        self.state.borrow_mut().closures.extend([granted, lost]);
    }

    /// The heartbeat: asks who owns, claims if nobody answers soon, then beats every second.
    fn start_beating(&self, window: &web_sys::Window) {
        self.post("who", &[]);
        let this = self.clone();
        let answer = Closure::<dyn FnMut(JsValue) -> JsValue>::new(move |_| {
            let silent = this.state.borrow().heard_at == f64::NEG_INFINITY;
            if silent {
                this.claim()
            } else {
                (this.state.borrow().on_role)(false)
            }
            JsValue::UNDEFINED
        });
        let _ =
            window.set_timeout_with_callback_and_timeout_and_arguments_0(answer.as_ref().unchecked_ref(), ANSWER_MS);
        let this = self.clone();
        let beat = Closure::<dyn FnMut(JsValue) -> JsValue>::new(move |_| {
            let (owns, left, heard_at, id) = {
                let s = this.state.borrow();
                (s.owns, s.left, s.heard_at, s.id)
            };
            if left {
                return JsValue::UNDEFINED;
            }
            if owns {
                this.post("alive", &[("id", id.into())]);
            } else if heard_at != f64::NEG_INFINITY && js_sys::Date::now() - heard_at > SILENCE_MS {
                this.claim();
            }
            JsValue::UNDEFINED
        });
        self.state.borrow_mut().beat =
            window.set_interval_with_callback_and_timeout_and_arguments_0(beat.as_ref().unchecked_ref(), BEAT_MS).ok();
        // Closing the window: the others need not wait out the silence.
        let this = self.clone();
        let gone = Closure::<dyn FnMut(JsValue) -> JsValue>::new(move |_| {
            if this.owns() {
                this.post("gone", &[]);
            }
            JsValue::UNDEFINED
        });
        let _ = window.add_event_listener_with_callback("pagehide", gone.as_ref().unchecked_ref());
        self.state.borrow_mut().closures.extend([answer, beat, gone]);
    }

    /// What another window's heartbeat says.
    fn heard_beat(&self, kind: &str, data: &JsValue) {
        let id = field(data, "id").as_f64();
        let mine = self.state.borrow().id;
        match kind {
            "who" if self.owns() => self.post("alive", &[("id", mine.into())]),
            "alive" => {
                self.state.borrow_mut().heard_at = js_sys::Date::now();
                // Two owners (two windows claimed at once): the lower id steps down.
                if self.owns() && id.is_some_and(|other| other > mine) {
                    self.state.borrow_mut().owns = false;
                    (self.state.borrow().on_role)(false);
                }
            }
            // The owner closed: claim now (two that do settle it by their ids, as above).
            "gone" if !self.owns() => self.claim(),
            "handed" if field(data, "to").as_f64() == Some(mine) => self.claim(),
            _ => {}
        }
    }

    /// The heartbeat's claim: this window owns from now, and says so.
    fn claim(&self) {
        let (left, id) = {
            let s = self.state.borrow();
            (s.left, s.id)
        };
        if left {
            return;
        }
        self.state.borrow_mut().owns = true;
        self.post("alive", &[("id", id.into())]);
        (self.state.borrow().on_role)(true);
    }

    /// The owner's game, as just saved, to the other windows.
    pub fn tell_game(&self, saved: Option<&str>) {
        self.post("game", &[("game", saved.map_or(JsValue::NULL, JsValue::from))]);
    }

    /// A viewer asks the owner to hand over.
    pub fn ask_to_take(&self) {
        let id = self.state.borrow().id;
        self.post("take", &[("id", id.into())]);
    }

    /// The owner hands over (after saving): it becomes a viewer and waits its turn again.
    pub fn hand_over(&self) {
        if !self.owns() {
            return;
        }
        let locks = self.state.borrow().locks.clone();
        match locks {
            Some(locks) => {
                let release = self.state.borrow_mut().release.take();
                let taker = self.state.borrow_mut().taker.take();
                self.state.borrow_mut().holder = None;
                (self.state.borrow().on_role)(false);
                // The window that asked takes the lock (the queue might give it to another).
                self.post("handed", &[("to", taker.map_or(JsValue::NULL, JsValue::from))]);
                if let Some(release) = release {
                    let _ = release.call0(&JsValue::UNDEFINED);
                }
                self.request(&locks, Ask::Wait);
            }
            None => {
                let taker = self.state.borrow_mut().taker.take();
                self.state.borrow_mut().owns = false;
                self.state.borrow_mut().heard_at = js_sys::Date::now();
                (self.state.borrow().on_role)(false);
                self.post("handed", &[("to", taker.map_or(JsValue::NULL, JsValue::from))]);
            }
        }
    }

    /// This window leaves (its app is taken off the page): the lock, if held, goes to a waiting
    /// window; an owner's heartbeat says it is gone; nothing more is heard.
    pub fn leave(&self) {
        if self.owns() && self.state.borrow().locks.is_none() {
            self.post("gone", &[]);
        }
        self.channel.set_onmessage(None);
        self.channel.close();
        let mut s = self.state.borrow_mut();
        s.left = true;
        s.holder = None;
        if let Some(release) = s.release.take() {
            let _ = release.call0(&JsValue::UNDEFINED);
        }
        if let (Some(beat), Some(window)) = (s.beat.take(), web_sys::window()) {
            window.clear_interval_with_handle(beat);
        }
    }
}
