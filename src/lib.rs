//! A chess clock that knows the rules.
//!
//! The layers, each using only those above it (`tests/layers.rs` reads every `crate::` path and
//! fails on one that points down this list):
//! - [`ground`]: the record's vocabulary and values — sides, rulebook and claim ids, time, the
//!   record and its JSON — which the rules and the replay share;
//! - [`rules`]: one module per rulebook, claims and mating material;
//! - [`replay`]: the clock, the board and the game a record's events make, and what is read out
//!   of it (score, PGN, outcome) — plain Rust, tested natively;
//! - [`eboards`]: electronic boards — each family's reports decoded, and read against the game's
//!   position;
//! - [`session`]: a game in progress as the page keeps it (saved text, time line, settings, the
//!   display's format, what setup remembers);
//! - [`screens`]: the pure cores of the screens (forms, readouts, the claim and move drafts);
//! - [`protocol`]: the typed messages between the page, its rules worker and the arbiter's desk;
//! - `platform` (browser APIs) and `app` (Leptos components): the thin web shell, built only for
//!   wasm32, so nothing above them can reach a web type.

pub mod eboards;
pub mod ground;
pub mod protocol;
pub mod replay;
pub mod rules;
pub mod screens;
pub mod session;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod platform;
