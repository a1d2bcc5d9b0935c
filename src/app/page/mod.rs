//! The clock page's own components: the setup screen, the clock face, the flag call, and the host
//! that shows the arbiter's desk.

pub mod broadcast;
pub mod desk_host;
pub mod eboard;
pub mod face;
pub mod flag_call;
pub mod kept;
pub mod setup;
