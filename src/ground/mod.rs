//! The ground every layer stands on: the words of the game record and the values it carries —
//! time ([`micros`], [`clock_time`], [`time_control`]), the record itself ([`record`], read and
//! written as [`json`]), and its vocabulary ([`vocabulary`]: sides, rulebooks, claims,
//! infractions, decisions, a fallen flag; [`answers`]: what players say of the pieces; [`heading`]:
//! who plays, where; [`lock`]: the arbiter's PIN, as a hash; [`percent`]: text in an address),
//! and the interface's words in the players' language ([`language`], [`words`], and [`messages`],
//! every message's English). The rules and the replay both use it, and it uses nothing of theirs.

pub mod answers;
pub mod clock_time;
pub mod decimal;
pub mod heading;
pub mod json;
pub mod language;
pub mod lock;
pub mod messages;
pub mod micros;
pub mod percent;
pub mod record;
pub mod text;
pub mod time_control;
pub mod vocabulary;
pub mod words;
