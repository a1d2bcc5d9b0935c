//! The layers of `src/`, as `src/lib.rs` lists them: each uses only those above it. This reads
//! every `crate::` path in the library's sources (comments left out) and fails on any that points
//! to a lower layer — and, inside the web shell, on any that points from the app's shared pieces
//! to the desk or the page, or from the desk to the page.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The library's layers, top to bottom.
const LAYERS: [&str; 9] = ["ground", "rules", "replay", "eboards", "session", "screens", "protocol", "platform", "app"];

/// The app's own floors: the pieces every screen shares, the arbiter's desk (a module of its
/// own), the clock page, and what mounts it all (the clock's app and what keeps its game, the
/// setup page's entry).
fn app_floor(path: &str) -> usize {
    match path {
        p if p.starts_with("desk") => 1,
        p if p.starts_with("page") => 2,
        "mod" | "entry" | "keeper" | "first_screen" => 3,
        _ => 0,
    }
}

/// A source file's place: its layer, and its floor inside the app.
fn place(file: &Path, src: &Path) -> Option<(usize, usize)> {
    let rel = file.strip_prefix(src).ok()?;
    let mut parts = rel.iter().map(|p| p.to_string_lossy().trim_end_matches(".rs").to_owned());
    let top = parts.next()?;
    let layer = LAYERS.iter().position(|l| *l == top)?;
    let rest: Vec<String> = parts.collect();
    Some((layer, if top == "app" { app_floor(&rest.first().cloned().unwrap_or_else(|| "mod".into())) } else { 0 }))
}

/// The code of a source file, without its comments (`//`, `///`, `//!`); string contents are
/// left in, which can only add paths, never hide one.
fn code(text: &str) -> String {
    text.lines().map(|l| l.split("//").next().unwrap_or_default()).collect::<Vec<_>>().join("\n")
}

/// The items of the group that `text` opens with (`{a, b::{c, d}, e}` gives `a`, `b::{c, d}`, `e`),
/// split at its own commas only.
fn group_items(text: &str) -> Vec<String> {
    let (mut depth, mut items, mut item) = (0, Vec::new(), String::new());
    for c in text.chars().skip(1) {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(std::mem::take(&mut item));
                continue;
            }
            _ => {}
        }
        item.push(c);
    }
    items.push(item);
    items.into_iter().map(|i| i.trim().to_owned()).filter(|i| !i.is_empty()).collect()
}

/// Every `crate::a::b` path in `code`, as its first two names (`["a", "b"]`), grouped imports
/// (`crate::{a, b::c}`, `crate::a::{b, c}`) opened.
fn paths(code: &str) -> Vec<[String; 2]> {
    let ident = |s: &str| s.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect::<String>();
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        let heads = if rest.starts_with('{') { group_items(rest) } else { vec![rest.to_owned()] };
        for head in heads {
            let first = ident(&head);
            let after = head[first.len()..].strip_prefix("::").unwrap_or_default();
            let seconds = if after.starts_with('{') {
                group_items(after).iter().map(|i| ident(i)).collect()
            } else {
                vec![ident(after)]
            };
            out.extend(seconds.into_iter().map(|second| [first.clone(), second]));
        }
    }
    out
}

/// Each arrow that points down: `file: crate::a::b`.
fn arrows_down(src: &Path, sources: &[(PathBuf, String)]) -> Vec<String> {
    let mut wrong = Vec::new();
    for (file, text) in sources {
        let Some((layer, floor)) = place(file, src) else { continue };
        for [first, second] in paths(&code(text)) {
            let Some(to) = LAYERS.iter().position(|l| *l == first) else { continue };
            let to_floor = if first == "app" { app_floor(&second) } else { 0 };
            // `crate::app::Item` names something of app/mod.rs unless `Item` is a module.
            let to_floor = if first == "app" && second.starts_with(char::is_uppercase) { 3 } else { to_floor };
            if to > layer || (to == layer && first == "app" && to_floor > floor) {
                wrong.push(format!("{}: crate::{first}::{second}", file.display()));
            }
        }
    }
    wrong
}

fn sources(dir: &Path, out: &mut Vec<(PathBuf, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            out.push((path, text));
        }
    }
}

#[test]
fn no_layer_uses_one_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    sources(&src, &mut all);
    let library: Vec<_> = all.into_iter().filter(|(p, _)| place(p, &src).is_some()).collect();
    assert!(library.len() > 50, "the library's sources were found: {}", library.len());
    let wrong = arrows_down(&src, &library);
    assert!(wrong.is_empty(), "arrows pointing down the layers:\n{}", wrong.join("\n"));
    // What each layer uses, for whoever reads the test's output.
    let mut uses: BTreeMap<(usize, usize), usize> = BTreeMap::new();
    for (file, text) in &library {
        let (layer, _) = place(file, &src).unwrap();
        for [first, _] in paths(&code(text)) {
            if let Some(to) = LAYERS.iter().position(|l| *l == first) {
                *uses.entry((layer, to)).or_default() += 1;
            }
        }
    }
    for ((from, to), n) in uses {
        println!("{:>9} uses {:<9} {n} times", LAYERS[from], LAYERS[to]);
    }
}

#[test]
fn the_check_finds_an_arrow_pointing_down() {
    let src = Path::new("/src");
    let sources = vec![
        (PathBuf::from("/src/rules/fide.rs"), "use crate::replay::game::Game; // crate::app in a comment\n".to_owned()),
        (PathBuf::from("/src/replay/game.rs"), "use crate::{ground::record::Record, rules::Verdict};\n".to_owned()),
        (PathBuf::from("/src/app/desk/score.rs"), "use crate::app::page::face::ClockFace;\n".to_owned()),
        (PathBuf::from("/src/app/page/setup.rs"), "use crate::app::{shell::use_shell, Unreadable};\n".to_owned()),
        (PathBuf::from("/src/session/mod.rs"), "let x = crate::screens::display::format_time(t);\n".to_owned()),
        (
            PathBuf::from("/src/screens/mod.rs"),
            "use crate::{session::{Session, saved::Saved}, protocol::desk::Panel};\n".to_owned(),
        ),
    ];
    let wrong = arrows_down(src, &sources);
    assert_eq!(
        wrong,
        [
            "/src/rules/fide.rs: crate::replay::game",
            "/src/app/desk/score.rs: crate::app::page",
            "/src/app/page/setup.rs: crate::app::Unreadable",
            "/src/session/mod.rs: crate::screens::display",
            "/src/screens/mod.rs: crate::protocol::desk",
        ]
    );
}

/// wasm-bindgen writes each module's `inline_js` snippets as `snippets/<crate>-<hash>/inline<N>.js`,
/// numbered per module, into the one folder all the crate's modules (the setup page, the clock,
/// the desk) share: with two snippets, one module's `inline0.js` could overwrite another's.
#[test]
fn the_crate_has_one_inline_js_snippet() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    sources(&src, &mut all);
    let with: Vec<String> = all
        .iter()
        .flat_map(|(p, text)| std::iter::repeat_n(p.display().to_string(), code(text).matches("inline_js").count()))
        .collect();
    assert_eq!(with.len(), 1, "inline_js snippets: {with:?}");
}
