//! The few browser APIs the clock uses, one small module each, so components read like markup.

pub mod address;
pub mod audio;
pub mod battery;
pub mod bluetooth;
pub mod desk;
pub mod document;
pub mod files;
pub mod frames;
pub mod fullscreen;
pub mod game;
pub mod gestures;
pub mod js;
pub mod keys;
pub mod language;
pub mod lichess;
pub mod modules;
pub mod network;
pub mod ownership;
pub mod prefetch;
pub mod speech;
pub mod storage;
pub mod time;
pub mod updates;
pub mod visibility;
pub mod wake_lock;
pub mod worker;
