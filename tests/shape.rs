//! The shape of the house, held: file and component sizes, the per-thread state and why each is
//! there, the README's layout in the layers' order, one docs/testing.md entry per e2e file, and
//! figures no older than what they measure (or saying how old they are). Each rule is a function
//! over text with a case of its own that breaks it, so none can pass by reading nothing.
#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};
use std::process::Command;

/// A file may grow past this only when it is a data table named here.
const MAX_LINES: usize = 800;
const DATA_TABLES: [&str; 1] = ["src/ground/messages.rs"];
/// A component renders; decisions go to `screens/` and hooks.
const MAX_COMPONENT_LINES: usize = 120;
/// Every `thread_local!` and why it is one: the page is one thread, and these are the states that
/// outlive a component or sit below Leptos.
const THREAD_LOCALS: [(&str, &str); 7] = [
    ("src/ground/words.rs", "the catalogue in force: every `say` reads it, below any component"),
    ("src/platform/language.rs", "the catalogues' texts installed in this module, for the desk's module"),
    ("src/platform/clock_module.rs", "the clock's module and the words it was given, across the hand-over"),
    ("src/app/page/setup/stored.rs", "the first page's form, whose warning stands for the same start"),
    ("src/app/entry.rs", "the setup screen's mount and a hand-over under way, dropped when the clock takes over"),
    ("src/app/manual.rs", "the manual mounted on its own over the page, taken off when it closes"),
    ("src/app/first_screen.rs", "the first screen's face without the app's runtime, ended by the takeover"),
];
/// What the figures measure: a change to any of these makes them older than the code.
const MEASURED: [&str; 7] = ["src", "index.html", "style", "assets", "Cargo.toml", "Cargo.lock", "Trunk.toml"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every `src/` file as (path from the root, text).
fn sources() -> Vec<(String, String)> {
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let name = p.strip_prefix(root()).unwrap().to_string_lossy().replace('\\', "/");
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

fn too_long(files: &[(String, String)]) -> Vec<String> {
    files
        .iter()
        .filter(|(name, text)| text.lines().count() > MAX_LINES && !DATA_TABLES.contains(&name.as_str()))
        .map(|(name, text)| format!("{name}: {} lines", text.lines().count()))
        .collect()
}

/// Components over the limit: from `#[component]`'s `fn` to the `}` at its indentation.
fn long_components(name: &str, text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].trim() != "#[component]" {
            i += 1;
            continue;
        }
        let Some(start) = (i + 1..lines.len()).find(|&j| lines[j].trim_start().contains("fn ")) else { break };
        let indent = lines[start].len() - lines[start].trim_start().len();
        let end = (start + 1..lines.len())
            .find(|&j| lines[j].len() - lines[j].trim_start().len() == indent && lines[j].trim_start().starts_with('}'))
            .unwrap_or(lines.len());
        if end - start > MAX_COMPONENT_LINES {
            let fn_name = lines[start].split("fn ").nth(1).and_then(|r| r.split(['(', '<']).next()).unwrap_or("?");
            found.push(format!("{name}:{} {fn_name}: {} lines", start + 1, end - start));
        }
        i = end;
    }
    found
}

/// `thread_local!`s in files the list does not name, and names the list has that hold none.
fn unlisted_thread_locals(files: &[(String, String)], listed: &[(&str, &str)]) -> Vec<String> {
    let with: Vec<&str> =
        files.iter().filter(|(_, text)| text.contains("thread_local! {")).map(|(n, _)| n.as_str()).collect();
    let mut wrong: Vec<String> = with
        .iter()
        .filter(|n| !listed.iter().any(|(l, why)| l == *n && !why.is_empty()))
        .map(|n| format!("{n}: a thread_local! the list does not give a reason for"))
        .collect();
    wrong.extend(listed.iter().filter(|(l, _)| !with.contains(l)).map(|(l, _)| format!("{l}: listed, holds none")));
    wrong
}

/// The layers in the order the README's layout block lists `src/<layer>/`.
fn readme_layers(readme: &str) -> Vec<String> {
    let layout = readme.split("## Layout").nth(1).unwrap_or("");
    let block = layout.split("```").nth(1).unwrap_or("");
    block
        .lines()
        .filter_map(|l| l.strip_prefix("src/"))
        .filter_map(|l| l.split('/').next())
        .filter(|l| !l.is_empty() && *l != "bin")
        .map(str::to_owned)
        .collect()
}

/// `tests/layers.rs`'s `LAYERS`, in order.
fn test_layers(layers_rs: &str) -> Vec<String> {
    let line = layers_rs.lines().find(|l| l.starts_with("const LAYERS")).unwrap_or("");
    let list = line.split('[').nth(2).and_then(|r| r.split(']').next()).unwrap_or("");
    list.split(',').map(|s| s.trim().trim_matches('"').to_owned()).filter(|s| !s.is_empty()).collect()
}

/// The e2e files (`*.test.js`) with no entry of their own (a list item that starts with the file's
/// name) in docs/testing.md.
fn undocumented_e2e(files: &[String], testing_md: &str) -> Vec<String> {
    files
        .iter()
        .filter(|f| !testing_md.lines().any(|l| l.trim_start().starts_with(&format!("- `{f}`"))))
        .cloned()
        .collect()
}

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).current_dir(root()).output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

/// The figures' commit (`scripts/bench.sh on <sha>`), and what the section says of its age.
fn figures_commit(readme: &str) -> Option<String> {
    let figures = readme.split("## Figures").nth(1)?;
    let after = figures.split("scripts/bench.sh` on ").nth(1)?;
    Some(after.chars().take_while(char::is_ascii_hexdigit).collect()).filter(|s: &String| s.len() >= 7)
}

/// Why the figures cannot be trusted as they are: `changes` is the number of commits since the
/// one they name (`commit`, of `date`) that touched what they measure. Stale figures must say so,
/// with that commit and its date: "older than the code: dd69a65 (2026-11-29)".
fn figures_complaint(readme: &str, commit: &str, changes: usize, date: &str) -> Option<String> {
    if changes == 0 {
        return None;
    }
    let figures = readme.split("## Figures").nth(1).unwrap_or("");
    let said = format!("older than the code: {commit} ({date})");
    (!figures.contains(&said)).then(|| {
        format!(
            "the README's figures were measured {changes} change(s) to the code ago, and do not say so: \
             run scripts/bench.sh and name its commit, or say \"{said}\""
        )
    })
}

#[test]
fn no_source_file_is_over_800_lines_but_the_data_tables() {
    let long = too_long(&sources());
    assert!(long.is_empty(), "split these along their seams: {long:#?}");
}

#[test]
fn no_component_is_over_120_lines() {
    let long: Vec<String> = sources().iter().flat_map(|(n, t)| long_components(n, t)).collect();
    assert!(long.is_empty(), "a component renders; move decisions to screens/ and hooks: {long:#?}");
}

#[test]
fn every_thread_local_is_listed_with_its_reason() {
    let wrong = unlisted_thread_locals(&sources(), &THREAD_LOCALS);
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn the_readme_lists_the_layers_in_the_order_the_layer_test_holds() {
    let (readme, layers) = (readme_layers(&read("README.md")), test_layers(&read("tests/layers.rs")));
    assert_eq!(layers.len(), 9, "tests/layers.rs's LAYERS, read: {layers:?}");
    assert_eq!(readme, layers, "README.md's layout block, src/<layer>/ in order");
}

#[test]
fn docs_testing_has_an_entry_for_every_e2e_file() {
    let mut files: Vec<String> = std::fs::read_dir(root().join("tests/e2e"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".test.js"))
        .collect();
    files.sort();
    assert!(files.len() > 10, "{files:?}");
    let missing = undocumented_e2e(&files, &read("docs/testing.md"));
    assert!(missing.is_empty(), "docs/testing.md has no entry (\"- `name.test.js` — …\") for {missing:?}");
}

#[test]
fn the_readme_figures_are_no_older_than_the_code_or_say_how_old() {
    let readme = read("README.md");
    let commit = figures_commit(&readme).expect("the README's Figures name their commit: scripts/bench.sh` on <sha>");
    if git(&["rev-parse", "--git-dir"]).is_none() {
        // An unpacked source archive has no history to compare with; a clone always does.
        eprintln!("no git history here: the figures' age is not checked");
        return;
    }
    let Some(date) = git(&["show", "-s", "--format=%cs", &commit]) else {
        // A shallow clone has no history to compare with; a full one must have the commit.
        let shallow = git(&["rev-parse", "--is-shallow-repository"]).is_some_and(|s| s == "true");
        assert!(shallow, "the figures name {commit}, which is not a commit of this history");
        eprintln!("a shallow clone: the figures' age is not checked");
        return;
    };
    let mut args = vec!["rev-list".to_owned(), format!("{commit}..HEAD"), "--".to_owned()];
    args.extend(MEASURED.iter().map(|s| s.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let changes = git(&args).map_or(0, |out| out.lines().count());
    if let Some(complaint) = figures_complaint(&readme, &commit, changes, &date) {
        panic!("{complaint}");
    }
}

// Each rule, broken on purpose.

#[test]
fn the_checks_find_a_long_file_a_long_component_and_an_unlisted_thread_local() {
    let long = "x\n".repeat(801);
    assert_eq!(too_long(&[("src/a.rs".into(), long.clone())]).len(), 1);
    assert!(too_long(&[("src/ground/messages.rs".into(), long)]).is_empty(), "a data table may be long");
    let body = "    view! {}\n".repeat(121);
    let component = format!("#[component]\npub fn Big() -> impl IntoView {{\n{body}}}\n");
    assert_eq!(long_components("src/app/big.rs", &component), vec!["src/app/big.rs:2 Big: 122 lines"]);
    let short = format!("#[component]\nfn Small() -> impl IntoView {{\n{}}}\n", "    x\n".repeat(100));
    assert!(long_components("src/app/small.rs", &short).is_empty());
    let files = [("src/a.rs".to_owned(), "thread_local! {\n}".to_owned())];
    assert_eq!(unlisted_thread_locals(&files, &[]).len(), 1);
    assert_eq!(unlisted_thread_locals(&files, &[("src/a.rs", "")]).len(), 1, "a reason is owed");
    assert!(unlisted_thread_locals(&files, &[("src/a.rs", "why")]).is_empty());
    assert_eq!(unlisted_thread_locals(&[], &[("src/a.rs", "why")]).len(), 1, "a stale entry");
}

#[test]
fn the_checks_find_layers_out_of_order_a_missing_entry_and_stale_figures() {
    let readme = "## Layout\n\n```\nsrc/ground/   x\nsrc/app/      y\nsrc/platform/ z\nsrc/bin/\n```\n";
    assert_eq!(readme_layers(readme), ["ground", "app", "platform"]);
    assert_eq!(test_layers("const LAYERS: [&str; 2] = [\"ground\", \"app\"];"), ["ground", "app"]);
    let files = ["a.test.js".to_owned(), "b.test.js".to_owned()];
    let docs = "   - `a.test.js` — a\n   and `b.test.js` in passing\n";
    assert_eq!(undocumented_e2e(&files, docs), ["b.test.js"]);
    let figures = "## Figures\n\nFrom the build of 2026-11-29 (`scripts/bench.sh` on dd69a65).\n";
    assert_eq!(figures_commit(figures).as_deref(), Some("dd69a65"));
    assert!(figures_complaint(figures, "dd69a65", 0, "2026-11-29").is_none(), "measured on the code as it is");
    assert!(figures_complaint(figures, "dd69a65", 3, "2026-11-29").is_some(), "stale, and silent about it");
    let said = format!("{figures}These figures are older than the code: dd69a65 (2026-11-29).\n");
    assert!(figures_complaint(&said, "dd69a65", 3, "2026-11-29").is_none());
    assert!(figures_complaint(&said, "dd69a65", 3, "2026-11-30").is_some(), "the wrong date");
    assert!(figures_complaint(&said, "0123abc", 3, "2026-11-29").is_some(), "another commit");
}
