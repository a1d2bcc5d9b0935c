//! The page's entry point: the setup screen, which hands the game to the clock module
//! (`src/bin/clock.rs`).

#[cfg(target_arch = "wasm32")]
fn main() {
    fairclock::app::entry::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "fairclock is the web page, built for wasm32 by Trunk: run `scripts/serve.sh`. The command-line tool is `arbiter`."
    );
}
