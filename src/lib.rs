//! A chess clock that knows the rules.
//!
//! The layers, each using only those above it:
//! - [`domain`]: time, the record, the clock, the board and the replay — plain Rust, tested natively;
//! - [`rules`]: one module per rulebook, claims and mating material;
//! - [`session`]: a game in progress as the page keeps it (saved text, time line, settings);
//! - [`screens`]: the pure cores of the screens (forms, readouts, the claim and move drafts);
//! - [`protocol`]: the typed messages between the page, its rules worker and the arbiter's desk;
//! - `app` (Leptos components) and `platform` (browser APIs): the thin web shell, built only for
//!   wasm32, so nothing above them can reach a web type.

pub mod domain;
pub mod protocol;
pub mod rules;
pub mod screens;
pub mod session;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod platform;
