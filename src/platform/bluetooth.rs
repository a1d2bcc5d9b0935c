//! Web Bluetooth, for an electronic board: the browser's chooser, the board's report
//! characteristic listened to (its notifications: a board's only way to send), commands written,
//! and a lost connection taken up again by itself. What to open and write is the family's
//! [`Wiring`]; this module knows no family. Reached by name (`Reflect`): web-sys's bindings for it
//! are unstable, and a browser without it (iOS Safari, Firefox) simply has none.

use crate::eboards::Wiring;
use crate::platform::js::method;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// What the link tells the page.
pub enum LinkEvent {
    /// Connected (again) to the board named so: its whole position follows.
    Connected(String),
    /// The connection was lost: the link tries again by itself.
    Lost,
    /// The bytes of one notification.
    Report(Vec<u8>),
}

/// After this long without a notification (milliseconds), a board that can be asked is asked
/// again (ChessLink's `S`): a notification is never acknowledged, one lost would leave the clock a
/// move behind, and another app may have switched the board's automatic reports off.
const SILENT_MS: f64 = 3_000.0;
/// How often the silence is looked at (milliseconds).
const LOOK_EVERY_MS: i32 = 500;
/// The waits between attempts to connect again (milliseconds), the last one repeated.
const RETRY_MS: [u32; 4] = [500, 1_000, 2_000, 4_000];

fn bluetooth() -> Option<JsValue> {
    let navigator = web_sys::window()?.navigator();
    js_sys::Reflect::get(&navigator, &"bluetooth".into()).ok().filter(|b| b.is_object())
}

/// Whether this browser can reach a board (Chrome and Edge on Android, Windows, macOS, ChromeOS).
pub fn available() -> bool {
    bluetooth().is_some_and(|b| method(&b, "requestDevice").is_some())
}

fn get(target: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(target, &name.into()).unwrap_or(JsValue::UNDEFINED)
}

/// Calls `target.name(args…)` and waits for its promise.
async fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, String> {
    let f = method(target, name).ok_or_else(|| format!("no {name}"))?;
    let array: js_sys::Array = args.iter().collect();
    let promise = f.apply(target, &array).map_err(describe)?;
    JsFuture::from(js_sys::Promise::from(promise)).await.map_err(describe)
}

/// An error's message, as the browser gives it.
fn describe(e: JsValue) -> String {
    e.dyn_ref::<js_sys::Error>().map_or_else(|| format!("{e:?}"), |e| String::from(e.message()))
}

/// The bytes a `DataView` holds.
fn bytes_of(view: &JsValue) -> Option<Vec<u8>> {
    let view = view.dyn_ref::<js_sys::DataView>()?;
    Some(
        js_sys::Uint8Array::new_with_byte_offset_and_length(
            &view.buffer(),
            view.byte_offset() as u32,
            view.byte_length() as u32,
        )
        .to_vec(),
    )
}

/// Writes `bytes` to a characteristic.
async fn write(characteristic: &JsValue, bytes: &[u8]) -> Result<JsValue, String> {
    let value: JsValue = js_sys::Uint8Array::from(bytes).into();
    call(characteristic, "writeValue", &[value]).await
}

/// Asks the browser's chooser for a board the clock reads (its name says which family). Must be
/// called from a tap: the browser shows its chooser only then. `Err` says why, in the browser's
/// words (the player closed the chooser: "User cancelled…").
pub async fn choose(names: &[&str], services: &[&str]) -> Result<JsValue, String> {
    let bluetooth = bluetooth().ok_or("no Web Bluetooth")?;
    let quoted = |list: Vec<String>| list.join(",");
    let options = js_sys::JSON::parse(&format!(
        r#"{{"filters":[{}],"optionalServices":[{}]}}"#,
        quoted(names.iter().map(|n| format!(r#"{{"namePrefix":"{n}"}}"#)).collect()),
        quoted(services.iter().map(|s| format!(r#""{s}""#)).collect())
    ))
    .map_err(describe)?;
    call(&bluetooth, "requestDevice", &[options]).await
}

/// The name a chosen device gives itself.
pub fn name_of(device: &JsValue) -> String {
    get(device, "name").as_string().unwrap_or_default()
}

/// A board the page is connected to, or trying to be.
#[derive(Clone)]
pub struct Link {
    inner: Rc<RefCell<Inner>>,
}

struct Inner {
    device: JsValue,
    wiring: Wiring,
    on_event: Rc<dyn Fn(LinkEvent)>,
    /// Closed by the players: lost connections are not taken up again.
    closed: bool,
    /// Counts connections: a reading from an older one is dropped.
    generation: u32,
    /// A connection is being made (with its retries): a loss meanwhile starts no second one.
    connecting: bool,
    /// The interval that looks at the silence.
    watcher: Option<i32>,
    /// The command characteristic of the connection, once found.
    writer: Option<JsValue>,
    /// When the board last said anything (`performance.now()`).
    last_heard: f64,
    /// A question is being written: another waits for it.
    asking: bool,
    closures: Vec<Closure<dyn FnMut(JsValue)>>,
}

impl Link {
    /// Connects to `device`, wired as `wiring` says, telling `on_event` what happens from now on;
    /// a lost connection is taken up again until [`Link::close`].
    pub fn open(device: JsValue, wiring: Wiring, on_event: impl Fn(LinkEvent) + 'static) -> Link {
        let link = Link {
            inner: Rc::new(RefCell::new(Inner {
                device: device.clone(),
                wiring,
                on_event: Rc::new(on_event),
                closed: false,
                generation: 0,
                connecting: false,
                watcher: None,
                writer: None,
                last_heard: 0.0,
                asking: false,
                closures: Vec::new(),
            })),
        };
        let this = link.clone();
        let lost = Closure::<dyn FnMut(JsValue)>::new(move |_| this.lost());
        if let Some(add) = method(&device, "addEventListener") {
            let _ = add.call2(&device, &"gattserverdisconnected".into(), lost.as_ref());
        }
        link.inner.borrow_mut().closures.push(lost);
        link.connect(0, true);
        link
    }

    fn tell(&self, event: LinkEvent) {
        let on_event = self.inner.borrow().on_event.clone();
        on_event(event);
    }

    /// Tries to connect after `attempt` failures (waiting longer each time); a `fresh` try (the
    /// first, or after a loss) only when no other is under way.
    fn connect(&self, attempt: usize, fresh: bool) {
        if fresh {
            if self.inner.borrow().connecting {
                return;
            }
            self.inner.borrow_mut().connecting = true;
        }
        let this = self.clone();
        wasm_bindgen_futures::spawn_local(async move {
            if attempt > 0 {
                gloo_timers::future::TimeoutFuture::new(RETRY_MS[(attempt - 1).min(RETRY_MS.len() - 1)]).await;
            }
            if this.inner.borrow().closed {
                this.inner.borrow_mut().connecting = false;
                return;
            }
            match this.start().await {
                Ok(()) => this.inner.borrow_mut().connecting = false,
                Err(why) => {
                    leptos::logging::warn!("The board could not be reached ({why}); trying again.");
                    this.connect(attempt + 1, false);
                }
            }
        });
    }

    /// Connects, listens to the board's report, writes what the board wants on connection, and
    /// watches for silence.
    async fn start(&self) -> Result<(), String> {
        let (device, wiring) = {
            let i = self.inner.borrow();
            (i.device.clone(), i.wiring.clone())
        };
        let gatt = get(&device, "gatt");
        let server = call(&gatt, "connect", &[]).await?;
        let generation = {
            let mut i = self.inner.borrow_mut();
            i.generation += 1;
            i.writer = None;
            i.generation
        };
        let service = call(&server, "getPrimaryService", &[wiring.report_service.into()]).await?;
        let characteristic = call(&service, "getCharacteristic", &[wiring.report.into()]).await?;
        let this = self.clone();
        let changed = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            if this.inner.borrow().generation != generation {
                return;
            }
            if let Some(bytes) = bytes_of(&get(&get(&event, "target"), "value")) {
                this.inner.borrow_mut().last_heard = crate::platform::time::now_ms();
                this.tell(LinkEvent::Report(bytes));
            }
        });
        if let Some(add) = method(&characteristic, "addEventListener") {
            let _ = add.call2(&characteristic, &"characteristicvaluechanged".into(), changed.as_ref());
        }
        self.inner.borrow_mut().closures.push(changed);
        call(&characteristic, "startNotifications", &[]).await?;
        self.tell(LinkEvent::Connected(name_of(&device)));
        let commands = call(&server, "getPrimaryService", &[wiring.command_service.into()]).await?;
        let writer = call(&commands, "getCharacteristic", &[wiring.command.into()]).await?;
        {
            let mut i = self.inner.borrow_mut();
            i.writer = Some(writer.clone());
            i.last_heard = crate::platform::time::now_ms();
        }
        write(&writer, &wiring.on_connect).await?;
        if wiring.ask_again.is_some() {
            self.watch_silence();
        }
        Ok(())
    }

    /// Asks the board for its whole position now, where its protocol has a question for it
    /// (ChessLink's `S`): a press waits for the board's move. One question at a time.
    pub fn ask(&self) {
        let (writer, bytes) = {
            let mut i = self.inner.borrow_mut();
            let (Some(writer), Some(bytes)) = (i.writer.clone(), i.wiring.ask_again.clone()) else { return };
            if i.asking || i.closed {
                return;
            }
            i.asking = true;
            (writer, bytes)
        };
        let this = self.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let _ = write(&writer, &bytes).await;
            this.inner.borrow_mut().asking = false;
        });
    }

    /// Every [`LOOK_EVERY_MS`], asks again a board silent for [`SILENT_MS`].
    fn watch_silence(&self) {
        let this = self.clone();
        let look = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            let silent = crate::platform::time::now_ms() - this.inner.borrow().last_heard > SILENT_MS;
            if silent {
                // Counted from the question: a board that does not answer is asked once per silence.
                this.inner.borrow_mut().last_heard = crate::platform::time::now_ms();
                this.ask();
            }
        });
        if let Some(window) = web_sys::window() {
            let id = window
                .set_interval_with_callback_and_timeout_and_arguments_0(look.as_ref().unchecked_ref(), LOOK_EVERY_MS)
                .ok();
            let mut i = self.inner.borrow_mut();
            if let Some(old) = std::mem::replace(&mut i.watcher, id) {
                window.clear_interval_with_handle(old);
            }
            i.closures.push(look);
        }
    }

    fn stop_watching(&self) {
        self.inner.borrow_mut().writer = None;
        if let (Some(id), Some(window)) = (self.inner.borrow_mut().watcher.take(), web_sys::window()) {
            window.clear_interval_with_handle(id);
        }
    }

    /// The connection dropped (the board switched off, out of reach): said, and taken up again.
    fn lost(&self) {
        self.stop_watching();
        if self.inner.borrow().closed {
            return;
        }
        self.tell(LinkEvent::Lost);
        self.connect(1, true);
    }

    /// The players let the board go: disconnected, and not taken up again.
    pub fn close(&self) {
        self.inner.borrow_mut().closed = true;
        self.stop_watching();
        let gatt = get(&self.inner.borrow().device, "gatt");
        if let Some(disconnect) = method(&gatt, "disconnect") {
            let _ = disconnect.call0(&gatt);
        }
    }
}
