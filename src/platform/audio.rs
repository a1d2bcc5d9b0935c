//! Sound and vibration cues: a click on a press, a warning at low time, a signal when a flag
//! falls. Short Web Audio oscillator tones; where audio or vibration is missing, nothing happens.

use leptos::prelude::*;
use web_sys::{AudioContext, OscillatorType};

/// What the players hear (and feel).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cue {
    Press,
    LowTime,
    Flag,
}

/// The cues of one screen, from [`use_audio`].
#[derive(Clone, Copy)]
pub struct Audio {
    // One context, made on the first cue: browsers limit how many may exist, and it must first be
    // made (or resumed) inside a user gesture, which a press is.
    context: StoredValue<Option<AudioContext>, LocalStorage>,
}

/// Sound and vibration for the current component; its audio context is closed when the
/// component goes.
pub fn use_audio() -> Audio {
    let context = StoredValue::new_local(None::<AudioContext>);
    on_cleanup(move || {
        if let Some(ctx) = context.try_update_value(Option::take).flatten() {
            let _ = ctx.close();
        }
    });
    Audio { context }
}

impl Audio {
    /// `cue` now: heard when `sound`, felt (a vibration, where the phone has one) when `haptic`.
    pub fn cue(&self, cue: Cue, sound: bool, haptic: bool) {
        // Each its own choice: a silent phone that vibrates, a sound with no buzz.
        if sound {
            self.play(cue);
        }
        if haptic {
            vibrate(vibration_of(cue));
        }
    }

    /// Plays `cue` now.
    fn play(&self, cue: Cue) {
        let tones: &[(f64, f64)] = match cue {
            Cue::Press => &[(1200.0, 0.03)],
            Cue::LowTime => &[(880.0, 0.12), (880.0, 0.12)],
            Cue::Flag => &[(660.0, 0.25), (440.0, 0.25), (330.0, 0.4)],
        };
        self.context.try_update_value(|slot| {
            if slot.is_none() {
                *slot = AudioContext::new().ok();
            }
            let Some(ctx) = slot.as_ref() else { return };
            let _ = ctx.resume();
            let mut at = ctx.current_time();
            for &(freq, secs) in tones {
                let _ = tone(ctx, freq, at, secs);
                at += secs + 0.05;
            }
        });
    }
}

fn tone(ctx: &AudioContext, freq: f64, at: f64, secs: f64) -> Result<(), wasm_bindgen::JsValue> {
    let osc = ctx.create_oscillator()?;
    let gain = ctx.create_gain()?;
    osc.set_type(OscillatorType::Square);
    osc.frequency().set_value_at_time(freq as f32, at)?;
    // A quick fade avoids a click at the end of the tone.
    gain.gain().set_value_at_time(0.15, at)?;
    gain.gain().exponential_ramp_to_value_at_time(0.001, at + secs)?;
    osc.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&ctx.destination())?;
    osc.start_with_when(at)?;
    osc.stop_with_when(at + secs)
}

/// How long each cue vibrates, in ms: a tick for a press.
fn vibration_of(cue: Cue) -> u32 {
    match cue {
        Cue::Press => 15,
        Cue::LowTime => 120,
        Cue::Flag => 400,
    }
}

fn vibrate(ms: u32) {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else { return };
    // Desktop browsers and iOS have no `navigator.vibrate`.
    if js_sys::Reflect::has(&navigator, &"vibrate".into()).unwrap_or(false) {
        let _ = navigator.vibrate_with_duration(ms);
    }
}
