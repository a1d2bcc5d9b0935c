//! The replay: the clock ([`clock`]) and the position ([`board`]) that a record's events drive,
//! the game they make under the rules ([`game`]), and what is read out of it ([`outcome`],
//! [`score`], [`pgn`]). It stands on the ground and the rules; nothing below it is a web type.

pub mod clock;
pub mod game;
pub mod outcome;
pub mod pgn;
pub mod position;
pub mod score;
