//! The phone's battery, where the browser tells (`navigator.getBattery`: Chromium-based browsers):
//! its level and whether it charges, followed as they change. Where the browser does not tell,
//! nothing is known and nothing is shown — never an error.

use crate::platform::js::method;
use crate::screens::readout::BatteryState;
use js_sys::{Promise, Reflect};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// The battery as last told, `None` while nothing is known.
pub fn use_battery() -> ReadSignal<Option<BatteryState>> {
    let (state, set_state) = signal(None);
    let navigator = window().navigator();
    let Some(promise) = method(&navigator, "getBattery").and_then(|get| get.call0(&navigator).ok()) else {
        return state;
    };
    let Ok(promise) = promise.dyn_into::<Promise>() else { return state };
    leptos::task::spawn_local(async move {
        let Ok(manager) = wasm_bindgen_futures::JsFuture::from(promise).await else { return };
        let read = {
            let manager = manager.clone();
            move || {
                let level = Reflect::get(&manager, &"level".into()).ok().and_then(|v| v.as_f64())?;
                let charging =
                    Reflect::get(&manager, &"charging".into()).ok().and_then(|v| v.as_bool()).unwrap_or(false);
                Some(BatteryState { level, charging })
            }
        };
        set_state.try_set(read());
        // The manager lives as long as the page, and so does the listener.
        let changed = Closure::<dyn Fn()>::new(move || {
            set_state.try_set(read());
        });
        if let Some(add) = method(&manager, "addEventListener") {
            for event in ["levelchange", "chargingchange"] {
                let _ = add.call2(&manager, &event.into(), changed.as_ref());
            }
        }
        changed.forget();
    });
    state
}
