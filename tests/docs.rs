//! The README and `docs/` name files of the repository (`src/ground/json/`, `tests/e2e/touch.js`,
//! `scripts/test.sh`, links to `docs/testing.md`): each must exist, so a newcomer who follows one
//! finds it. Paths outside the repository (`../shared/…`) and built ones (`target/…`, and whatever
//! `.gitignore` names: a clean clone has none of them) are not checked.

use std::path::{Path, PathBuf};

/// Where the repository's own paths start.
const ROOTS: [&str; 9] = ["src/", "tests/", "scripts/", "style/", "docs/", "assets/", "benches/", ".ci/", ".cargo/"];

/// The documents a newcomer reads.
fn documents(root: &Path) -> Vec<PathBuf> {
    // Not the CHANGELOG: its entries name the files as they were then.
    let mut docs = vec![root.join("README.md")];
    let mut more: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs/ exists")
        .map(|e| e.expect("a readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    more.sort();
    docs.extend(more);
    docs
}

/// The repository paths a document names: in backticks, or as a link's target.
fn named_paths(text: &str) -> Vec<String> {
    let mut found = vec![];
    for (open, close) in [("`", "`"), ("](", ")")] {
        let mut rest = text;
        while let Some(at) = rest.find(open) {
            let after = &rest[at + open.len()..];
            let Some(end) = after.find(close) else { break };
            let candidate = after[..end].split('#').next().unwrap_or_default();
            // A pattern (`src/rules/<book>.rs`, `tests/*.rs`) names no one file.
            let pattern = candidate.contains(['<', '*']);
            if ROOTS.iter().any(|r| candidate.starts_with(r)) && !pattern && !candidate.contains(char::is_whitespace) {
                found.push(candidate.trim_end_matches(['.', ',', ':']).to_owned());
            }
            // A backtick closes the span it opened; a link's target ends at its parenthesis.
            rest = &after[end + close.len()..];
        }
    }
    found
}

/// What `.gitignore` keeps out of the repository, as root-relative prefixes (`tests/e2e/artifacts`):
/// the documents may name a test's output, which exists only after a run.
fn ignored(root: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(root.join(".gitignore")).unwrap_or_default();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#') && !l.starts_with('!'))
        .map(|l| l.trim_start_matches('/').trim_end_matches('/').to_owned())
        .collect()
}

#[test]
fn every_path_the_documents_name_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let ignored = ignored(root);
    let mut missing = vec![];
    let mut checked = 0;
    for doc in documents(root) {
        let text = std::fs::read_to_string(&doc).expect("a readable document");
        // A document in docs/ links relative to itself; backticked paths are from the root.
        for path in named_paths(&text) {
            if ignored.iter().any(|i| path.trim_end_matches('/') == i || path.starts_with(&format!("{i}/"))) {
                continue;
            }
            checked += 1;
            let from_root = root.join(&path);
            let from_doc = doc.parent().unwrap_or(root).join(&path);
            if !from_root.exists() && !from_doc.exists() {
                missing.push(format!("{}: {path}", doc.strip_prefix(root).unwrap_or(&doc).display()));
            }
        }
    }
    assert!(checked > 50, "the documents name only {checked} paths: is the reading right?");
    assert!(missing.is_empty(), "paths named in the documents that do not exist:\n{}", missing.join("\n"));
}

#[test]
fn paths_are_read_from_backticks_and_links() {
    let text = "See `src/app/` and [the tests](docs/testing.md#e2e), not `cargo test`, `target/x` or `tests/*.rs`.";
    assert_eq!(named_paths(text), ["src/app/", "docs/testing.md"]);
}
