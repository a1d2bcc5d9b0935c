//! The typed messages that cross between the page and its helpers, and between the page and
//! lichess, each tested natively.

pub mod build;
pub mod desk;
pub mod handover;
pub mod lichess;
pub mod worker;
