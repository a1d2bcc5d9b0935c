//! The first screen's face (`fairclock::app::first_screen`): the page's first script, which makes
//! index.html's presets live and runs a preset's clock at once, without the app's runtime, then
//! fetches the app (`src/main.rs`), which takes the game over.

#[cfg(target_arch = "wasm32")]
fn main() {
    fairclock::app::first_screen::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("first is the web page's first script, built for wasm32 by Trunk: run `scripts/serve.sh`.");
}
