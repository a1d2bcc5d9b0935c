//! The screens' pure cores: what a form accepts, what a readout shows, the drafts of a claim and a
//! move. Components render these and turn input into their events.

pub mod adjustment;
pub mod announcements;
pub mod claim_dialog;
pub mod claim_draft;
pub mod control_form;
pub mod director_link;
pub mod eboard;
pub mod fingers;
pub mod first_face;
pub mod first_screen;
pub mod flag_claim;
pub mod game_action;
pub mod manual;
pub mod material_picker;
pub mod move_entry;
pub mod presets;
pub mod readout;
pub mod review;
pub mod setup_form;
pub mod status;
pub mod time_chart;
pub mod verdict_summary;
