//! A chess clock that knows the rules.
//!
//! The pure core — [`record`], [`time_control`], [`clock`], [`board`], [`rules`], [`game`] — has no
//! web types and is tested natively; `app` (Leptos components) and `platform` (browser APIs) are
//! the thin web shell, built only for wasm32.

pub mod adjustment;
pub mod board;
pub mod claim_draft;
pub mod clock;
pub mod control_form;
pub mod display;
pub mod fingers;
pub mod game;
pub mod json;
pub mod material_picker;
pub mod mating_analysis;
pub mod micros;
pub mod move_entry;
pub mod outcome;
pub mod pgn;
pub mod presets;
pub mod readout;
pub mod record;
pub mod session;
pub mod rules;
pub mod saved;
pub mod score;
pub mod settings;
pub mod time_control;
pub mod timeline;
pub mod verdict_summary;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod platform;
