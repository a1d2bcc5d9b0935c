//! The README's table of time controls is what the clock reads: each row's typed control, read
//! as people type it, is the row's PGN and means the row's words. Real notations from US Chess,
//! FIDE, ECF and lichess; a row that the reader no longer reads so fails here.

use fairclock::ground::time_control::TimeControl;

/// The rows of the README's "Time controls it reads" table: typed, written by, PGN, meaning.
fn rows() -> Vec<[String; 4]> {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).expect("README.md");
    let section = readme.split("## Time controls it reads").nth(1).expect("the README's table of time controls");
    let section = section.split("\n## ").next().unwrap_or_default();
    section
        .lines()
        .filter(|l| l.starts_with("| `"))
        .map(|l| {
            // `\|` is a bar inside a cell (lichess's `5|3`).
            let cells: Vec<String> = l
                .replace("\\|", "\u{0}")
                .split('|')
                .map(|c| c.trim().trim_matches('`').replace('\u{0}', "|"))
                .filter(|c| !c.is_empty())
                .collect();
            cells.try_into().unwrap_or_else(|c| panic!("four cells in {l}: {c:?}"))
        })
        .collect()
}

#[test]
fn every_row_of_the_readme_table_is_read_as_it_says() {
    let rows = rows();
    assert!(rows.len() >= 20, "the table has the real notations: {}", rows.len());
    for [typed, source, pgn, meaning] in &rows {
        let read = TimeControl::parse_typed(typed).unwrap_or_else(|e| panic!("{typed} ({source}): {e}"));
        assert_eq!(&read.to_string(), pgn, "{typed} ({source})");
        assert_eq!(&read.describe(), meaning, "{typed} ({source})");
    }
    for source in ["US Chess", "FIDE", "ECF", "lichess"] {
        assert!(rows.iter().any(|r| r[1] == source), "a row from {source}");
    }
}
