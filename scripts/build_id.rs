//! Cargo's build script (`build = "scripts/build_id.rs"`): the build id that the page, the
//! arbiter's desk and the rules worker compare before they talk (`fairclock::protocol::build`).
//!
//! Trunk builds the three modules in separate Cargo runs, so the id cannot be random: it is a
//! digest of the sources they are built from (a change anywhere gives a new id, and one source
//! gives one id, whichever module it is built into). `FAIRCLOCK_BUILD` overrides it, for a test
//! that needs two builds of one source.

use std::fs;
use std::path::{Path, PathBuf};

/// What the modules are built from.
const SOURCES: [&str; 6] = ["src", "style", "assets", "index.html", "Cargo.toml", "Cargo.lock"];

fn files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        if let Ok(entries) = fs::read_dir(path) {
            for entry in entries.flatten() {
                files(&entry.path(), out);
            }
        }
    } else if path.is_file() {
        out.push(path.to_owned());
    }
}

/// FNV-1a, 64 bits: a stable digest (std's hasher may change between Rust releases).
fn fnv(hash: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(hash, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

fn main() {
    println!("cargo::rerun-if-env-changed=FAIRCLOCK_BUILD");
    for source in SOURCES {
        println!("cargo::rerun-if-changed={source}");
    }
    let id = std::env::var("FAIRCLOCK_BUILD").ok().filter(|id| !id.trim().is_empty()).unwrap_or_else(|| {
        let mut all = Vec::new();
        for source in SOURCES {
            files(Path::new(source), &mut all);
        }
        all.sort();
        let digest = all.iter().fold(0xcbf2_9ce4_8422_2325, |h, path| {
            // Separators as '/', so a checkout on any system gives the same id.
            let name = path.to_string_lossy().replace('\\', "/");
            fnv(fnv(h, name.as_bytes()), &fs::read(path).unwrap_or_default())
        });
        format!("{:08x}", digest >> 32)
    });
    println!("cargo::rustc-env=FAIRCLOCK_BUILD_ID={id}");
}
