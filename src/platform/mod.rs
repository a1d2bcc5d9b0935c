//! The few browser APIs the clock uses, one small module each, so components read like markup.

pub mod frames;
pub mod time;
