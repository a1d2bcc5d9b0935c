//! The first screen's face (`fairclock::app::first_screen`): the page's first script, which makes
//! index.html's presets live and runs a preset's clock at once, without the app's runtime, and
//! hands that game to the clock's module; the setup (`src/main.rs`), fetched meanwhile, takes the
//! screen over when no face runs.

#[cfg(target_arch = "wasm32")]
fn main() {
    fairclock::app::first_screen::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("first is the web page's first script, built for wasm32 by Trunk: run `scripts/serve.sh`.");
}
