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

/// Controls written out in words (`ground::time_control::prose`) are read only when every word is
/// understood; otherwise the notation's own error stands, pointing where the notation stopped.
#[test]
fn words_not_understood_leave_the_notations_error() {
    for (typed, at) in [
        // An increment from move 61 (FIDE's older controls) is not what this clock gives.
        ("90 minutes for 40 moves followed by 30 minutes with 30 seconds per move from move 61", 11),
        // A word the reader does not know.
        ("90 minutes for 40 moves, then a coffee", 11),
        // Moves with no time.
        ("40 moves", 3),
        // A period for the rest of the game before one with moves.
        ("30 min, 75 minutes for 30 moves", 6),
    ] {
        let e = TimeControl::parse_typed(typed).expect_err(typed);
        assert_eq!(e.at, at, "{typed}: {e}");
    }
    // A bracketed note with a number in it is not a note: `(40 moves)` still means moves.
    assert_eq!(TimeControl::parse_typed("G/(90+30)").unwrap().to_string(), "5400+30");
    assert_eq!(TimeControl::parse_typed("90 min (40 moves), then 30 min").unwrap().to_string(), "40/5400:1800");
    // Fractions of a minute as lichess writes them.
    assert_eq!(TimeControl::parse_typed("¼+0").unwrap().to_string(), "15");
    assert_eq!(TimeControl::parse_typed("¾+1").unwrap().to_string(), "45+1");
    // An increment said once, in an earlier period of several, is not guessed at: the period's
    // or the game's.
    assert!(TimeControl::parse_typed("40 moves in 90 minutes plus 30 seconds per move, then 30 minutes").is_err());
    // Each period's own increment, said in each.
    assert_eq!(
        TimeControl::parse_typed(
            "40 moves in 90 minutes plus 30 seconds per move, then 30 minutes plus 10 seconds per move"
        )
        .unwrap()
        .to_string(),
        "40/5400+30:1800+10"
    );

    // Read one way by a person and another by a guess: refused, never misread (a second read of
    // the prose reader found each).
    for refused in [
        "90 minutes for 40 moves with 30 seconds",
        "40 moves in 90 minutes plus 30 seconds",
        "90 minutes for 40 moves, 30 minutes added after 40 moves",
        "90 minutes for 40 moves, then 30 minutes increment",
        "200 hours",
        "90 min for 20000 moves",
        "G/60;d5 (Bronstein)",
        "G/45 (plus five second delay)",
        "90 min + 30 s/move, + 10 s/move",
    ] {
        assert!(TimeControl::parse_typed(refused).is_err(), "{refused}: {:?}", TimeControl::parse_typed(refused));
    }
    // Hours and minutes are one time; an increment named after its number is an increment.
    for (typed, pgn) in [
        ("40 moves in 1 hour 30 minutes", "40/5400"),
        ("40 moves in 1 hour and 30 minutes, then 30 minutes", "40/5400:1800"),
        ("90 minutes for 40 moves, then 30 minutes, 30 second increment", "40/5400+30:1800+30"),
        ("15 minutes + 0 s/move", "900"),
    ] {
        let read = TimeControl::parse_typed(typed).unwrap_or_else(|e| panic!("{typed}: {e}"));
        assert_eq!(read.to_string(), pgn, "{typed}");
        // What is read is what the record carries and reads back.
        assert_eq!(TimeControl::from_pgn(&read.to_string()).unwrap(), read, "{typed}");
    }
}
