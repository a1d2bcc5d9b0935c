//! The page's entry point: it only mounts the app.

#[cfg(target_arch = "wasm32")]
fn main() {
    fairclock::app::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("fairclock is the web page, built for wasm32 by Trunk: run `scripts/serve.sh`. The command-line tool is `arbiter`.");
}
