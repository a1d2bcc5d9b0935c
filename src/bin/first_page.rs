//! The build step that writes the first screen into the built index.html (a Trunk post_build step,
//! run by scripts/precache.py): the presets from the app's own table and each language's first
//! words from its catalogue (`fairclock::screens::first_screen`), so the page shows them before
//! any script runs. Usage: `first_page <index.html> <locales folder>`.

use fairclock::ground::language::Language;
use fairclock::screens::first_screen;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [index, locales] = args.as_slice() else {
        eprintln!("usage: first_page <index.html> <locales folder>");
        return ExitCode::from(2);
    };
    let catalogue = |language: Language| {
        let path = format!("{locales}/{}.json", language.id());
        std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))
    };
    let written = std::fs::read_to_string(index)
        .map_err(|e| format!("{index}: {e}"))
        .and_then(|text| first_screen::write(&text, catalogue))
        .and_then(|text| std::fs::write(index, text).map_err(|e| format!("{index}: {e}")));
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("first_page: {why}");
            ExitCode::FAILURE
        }
    }
}
