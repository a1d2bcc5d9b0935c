//! The pure domain: time ([`micros`], [`time_control`], [`clock`]), the game record ([`record`]
//! and its JSON, [`json`]), the position ([`board`]), the replay ([`game`]) and what is read out of
//! it ([`outcome`], [`score`], [`pgn`]). No web types.

pub mod board;
pub mod clock;
pub mod clock_time;
pub mod game;
pub mod json;
pub mod micros;
pub mod outcome;
pub mod pgn;
pub mod record;
pub mod score;
pub mod time_control;
