//! The typed messages that cross between the page and its helpers, each tested natively.

pub mod build;
pub mod desk;
pub mod game;
pub mod worker;
