//! The exported PGN as another program reads it: pgn-reader (the PGN reader of shakmaty's author)
//! must see every tag, every move and every `[%clk]` comment with the times the record says; and
//! our own import must give back the same moves and clocks.

use fairclock::ground::micros::Micros;
use fairclock::ground::record::{Event, EventKind, Record};
use fairclock::replay::pgn;
use fairclock::replay::score::Score;
use fairclock::rules::ClaimKind;
use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Visitor};
use shakmaty::Color;
use std::io::Write;
use std::ops::ControlFlow;
use std::process::{Command, Stdio};

/// Everything pgn-reader saw in one game.
#[derive(Debug, Default)]
struct Seen {
    tags: Vec<(String, String)>,
    sans: Vec<String>,
    comments: Vec<String>,
    /// For each comment, how many moves came before it.
    comment_after: Vec<usize>,
    outcome: Option<String>,
}

struct Collect;

impl Visitor for Collect {
    type Tags = Seen;
    type Movetext = Seen;
    type Output = Seen;

    fn begin_tags(&mut self) -> ControlFlow<Seen, Seen> {
        ControlFlow::Continue(Seen::default())
    }

    fn tag(&mut self, tags: &mut Seen, name: &[u8], value: RawTag<'_>) -> ControlFlow<Seen> {
        tags.tags
            .push((String::from_utf8_lossy(name).into_owned(), String::from_utf8_lossy(&value.decode()).into_owned()));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Seen) -> ControlFlow<Seen, Seen> {
        ControlFlow::Continue(tags)
    }

    fn san(&mut self, seen: &mut Seen, san: SanPlus) -> ControlFlow<Seen> {
        seen.sans.push(san.to_string());
        ControlFlow::Continue(())
    }

    fn comment(&mut self, seen: &mut Seen, comment: RawComment<'_>) -> ControlFlow<Seen> {
        // The export breaks long comments across lines, as it does the movetext.
        seen.comments
            .push(String::from_utf8_lossy(comment.as_bytes()).split_whitespace().collect::<Vec<_>>().join(" "));
        seen.comment_after.push(seen.sans.len());
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, seen: &mut Seen, outcome: pgn_reader::Outcome) -> ControlFlow<Seen> {
        seen.outcome = Some(outcome.to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, seen: Seen) -> Seen {
        seen
    }
}

fn read_back(text: &str) -> Seen {
    let mut reader = Reader::new(text.as_bytes());
    reader.read_game(&mut Collect).expect("pgn-reader reads the export").expect("one game")
}

fn ev(t: f64, kind: EventKind) -> Event {
    Event { t, kind, pins: Vec::new() }
}

fn press(t: f64, side: Color, mv: &str) -> Event {
    ev(t, EventKind::Press { side, mv: Some(mv.into()) })
}

/// Fool's mate at 3+2 with fractional instants, a pause, and a rejected claim.
fn fools_mate() -> Record {
    Record {
        events: vec![
            ev(0.0, EventKind::Start),
            press(1234.5, Color::White, "f3"),
            press(3000.25, Color::Black, "e7e5"),
            ev(4000.0, EventKind::Pause),
            ev(6000.0, EventKind::Resume),
            press(7500.0, Color::White, "g4"),
            ev(
                8000.0,
                EventKind::Claim {
                    by: Color::Black,
                    kind: ClaimKind::Threefold,
                    fen: None,
                    mv: None,
                    analysis: None,
                    said: Default::default(),
                    by_clock: false,
                },
            ),
            press(9000.0, Color::Black, "Qh4"),
        ],
        ..Record::new("fide-blitz".parse().unwrap(), "180+2".parse().unwrap())
    }
}

/// The clocks after each move, worked out by hand: 180 s, less the time the mover thought
/// (pauses excluded), plus the 2 s increment, tenths cut.
const FOOLS_MATE_CLOCKS: [&str; 4] = [
    "0:03:00.7", // 180 − 1.2345 + 2 = 180.7655
    "0:03:00.2", // 180 − (3.00025 − 1.2345) + 2 = 180.23425
    "0:03:00.2", // 180.7655 − (0.99975 + 1.5) + 2 = 180.26575
    "0:03:00.7", // 180.23425 − 1.5 + 2 = 180.73425 (the claim did not stop Black's clock)
];

/// The time charged for each move, worked out by hand from the same instants (pauses excluded),
/// tenths cut: 1.2345 s, 1.76575 s, 2.49975 s, 1.5 s.
const FOOLS_MATE_USED: [&str; 4] = ["0:00:01.2", "0:00:01.7", "0:00:02.4", "0:00:01.5"];

/// The values of a command (`clk`, `emt`) in the comments, in order.
fn command(seen: &Seen, name: &str) -> Vec<String> {
    let open = format!("[%{name} ");
    seen.comments
        .iter()
        .filter_map(|c| {
            let start = c.find(&open)? + open.len();
            Some(c[start..start + c[start..].find(']')?].to_owned())
        })
        .collect()
}

fn clocks(seen: &Seen) -> Vec<String> {
    command(seen, "clk")
}

fn dates() -> pgn::Dates {
    pgn::Dates { date: "2026.11.21".into(), utc_date: "2026.11.20".into(), utc_time: "23:30:05".into() }
}

#[test]
fn pgn_reader_reads_every_tag_move_and_clock_of_the_export() {
    let text = pgn::export(&fools_mate(), Some(&dates())).unwrap();
    let seen = read_back(&text);
    let names: Vec<&str> = seen.tags.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        &names[..7],
        ["Event", "Site", "Date", "Round", "White", "Black", "Result"],
        "the Seven Tag Roster first, in order"
    );
    let tag = |name: &str| seen.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
    assert_eq!(tag("Date"), Some("2026.11.21"));
    assert_eq!(tag("UTCDate"), Some("2026.11.20"));
    assert_eq!(tag("UTCTime"), Some("23:30:05"));
    assert_eq!(tag("ExactTimeControl"), None, "180+2 is standard PGN");
    assert_eq!(tag("Result"), Some("0-1"));
    assert_eq!(tag("TimeControl"), Some("180+2"));
    assert_eq!(tag("Termination"), Some("normal"));
    assert_eq!(tag("Ending"), Some("checkmate"));
    assert!(tag("Rule").is_some_and(|r| r.starts_with("FIDE")), "{:?}", tag("Rule"));
    assert_eq!(seen.sans, ["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(seen.outcome.as_deref(), Some("0-1"));

    // Every move is followed directly by its clock and the time it used, the record's times.
    assert_eq!(clocks(&seen), FOOLS_MATE_CLOCKS);
    assert_eq!(command(&seen, "emt"), FOOLS_MATE_USED);
    for (i, c) in seen.comments.iter().enumerate() {
        if c.starts_with("[%clk") {
            let moves = seen.comment_after[i];
            assert_eq!(
                seen.comments[..i].iter().filter(|c| c.starts_with("[%clk")).count() + 1,
                moves,
                "clock {i} after move {moves}"
            );
        }
    }
    // The pause and the claim are comments where they happened, with the claim's rule.
    let pause = seen.comments.iter().position(|c| c.starts_with("Clock paused")).expect("a pause comment");
    assert_eq!(seen.comment_after[pause], 2);
    let claim = seen
        .comments
        .iter()
        .find(|c| c.starts_with("Black claims threefold: rejected"))
        .unwrap_or_else(|| panic!("the claim in {:?}", seen.comments));
    assert!(claim.contains("FIDE"), "{claim}");
    assert!(text.lines().all(|l| l.len() <= 80), "export lines are at most 80 characters:\n{text}");
}

#[test]
fn the_clocks_equal_the_records_times_and_come_back_through_import() {
    let record = fools_mate();
    let score = Score::from_record(&record).unwrap();
    let text = pgn::write(&score, None);
    let back = pgn::import(&text).unwrap();
    let tenths = |c: Option<Micros>| c.map(|c| Micros(c.0 / 100_000 * 100_000));
    let expected: Vec<(String, Option<Micros>)> = score.moves().map(|(m, c)| (m.to_owned(), tenths(c))).collect();
    let got: Vec<(String, Option<Micros>)> = back.moves().map(|(m, c)| (m.to_owned(), c)).collect();
    assert_eq!(got, expected);
    assert_eq!(got.len(), 4);
    assert_eq!(got.iter().map(|(_, c)| pgn::clk(c.unwrap())).collect::<Vec<_>>(), FOOLS_MATE_CLOCKS);
    assert_eq!(back.end, score.end);
    assert_eq!(back.time_control.as_deref(), Some("180+2"));
    // Exporting the imported game gives the same movetext again.
    assert_eq!(pgn::write(&back, None).split("\n\n").nth(1), text.split("\n\n").nth(1));
}

#[test]
fn a_promotion_from_a_set_up_position_with_time_odds() {
    let record = Record {
        black_time_control: Some("60+1".parse().unwrap()),
        fen: Some("7k/P7/6K1/8/8/8/8/8 w - - 0 1".into()),
        events: vec![ev(0.0, EventKind::Start), press(61_000.0, Color::White, "a7a8q")],
        ..Record::new("fide-blitz".parse().unwrap(), "300".parse().unwrap())
    };
    let text = pgn::export(&record, None).unwrap();
    let seen = read_back(&text);
    let tag = |name: &str| seen.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
    assert_eq!(tag("SetUp").as_deref(), Some("1"));
    assert_eq!(tag("FEN").as_deref(), Some("7k/P7/6K1/8/8/8/8/8 w - - 0 1"));
    assert_eq!(tag("TimeControl").as_deref(), Some("300"));
    assert_eq!(tag("BlackTimeControl").as_deref(), Some("60+1"));
    assert_eq!(tag("Result").as_deref(), Some("1-0"));
    assert_eq!(seen.sans, ["a8=Q#"]);
    assert_eq!(clocks(&seen), ["0:03:59"]);
    let back = pgn::import(&text).unwrap();
    assert_eq!(back.moves().collect::<Vec<_>>(), [("a8=Q#", Some(Micros::from_secs(239)))]);
}

#[test]
fn a_game_in_progress_exports_as_unterminated_and_a_clock_only_game_has_no_moves() {
    let mut record = fools_mate();
    record.events.truncate(3);
    let seen = read_back(&pgn::export(&record, None).unwrap());
    assert_eq!(seen.sans.len(), 2);
    assert!(seen.tags.contains(&("Result".into(), "*".into())));
    assert!(seen.tags.contains(&("Termination".into(), "unterminated".into())));
    assert_eq!(seen.outcome.as_deref(), Some("*"));

    record.events = vec![ev(0.0, EventKind::Start), ev(900.0, EventKind::Press { side: Color::White, mv: None })];
    let seen = read_back(&pgn::export(&record, None).unwrap());
    assert!(seen.sans.is_empty());
    // One note says the moves were not recorded; the presses themselves add no comments.
    assert_eq!(seen.comments.len(), 1, "{:?}", seen.comments);
    assert!(seen.comments[0].contains("Moves not recorded"), "{:?}", seen.comments);
}

/// What python-chess reads in a PGN: for each move its SAN, `clock()` and `emt()` in tenths of a
/// second (`None` when absent), then the tags asked for.
fn python_chess(text: &str, tags: &[&str]) -> Vec<String> {
    let script = r#"
import io, sys, chess.pgn
game = chess.pgn.read_game(io.StringIO(sys.stdin.read()))
tenths = lambda s: None if s is None else round(s * 10)
for node in game.mainline():
    print(node.san(), tenths(node.clock()), tenths(node.emt()))
for name in sys.argv[1:]:
    print(name, game.headers.get(name))
"#;
    let mut child = Command::new("python3")
        .arg("-c")
        .arg(script)
        .args(tags)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 runs (scripts/tools.sh installs python-chess)");
    child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "python-chess could not read the export: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().lines().map(str::to_owned).collect()
}

fn tenths(reading: &str) -> i64 {
    pgn::parse_clk(reading).unwrap().0 / 100_000
}

#[test]
fn python_chess_reads_every_clock_and_time_used_of_the_export() {
    let text = pgn::export(&fools_mate(), Some(&dates())).unwrap();
    let sans = ["f3", "e5", "g4", "Qh4#"];
    let expected: Vec<String> = (0..4)
        .map(|i| format!("{} {} {}", sans[i], tenths(FOOLS_MATE_CLOCKS[i]), tenths(FOOLS_MATE_USED[i])))
        .chain(["Date 2026.11.21", "UTCDate 2026.11.20", "UTCTime 23:30:05", "TimeControl 180+2"].map(String::from))
        .collect();
    assert_eq!(python_chess(&text, &["Date", "UTCDate", "UTCTime", "TimeControl"]), expected);
}

#[test]
fn a_delay_control_is_standard_pgn_for_other_readers_and_exact_for_ours() {
    let record = Record {
        events: vec![ev(0.0, EventKind::Start), press(4000.0, Color::White, "e4"), press(5000.0, Color::Black, "e5")],
        ..Record::new("uscf".parse().unwrap(), "300d3".parse().unwrap())
    };
    let text = pgn::export(&record, None).unwrap();
    // White used 4 s of which the delay took 3: 4:59; Black's 1 s was all delay: 5:00.
    assert_eq!(
        python_chess(&text, &["TimeControl", "ExactTimeControl"]),
        ["e4 2990 40", "e5 3000 10", "TimeControl 300", "ExactTimeControl 300d3"]
    );
    let seen = read_back(&text);
    assert_eq!(command(&seen, "clk"), ["0:04:59", "0:05:00"]);
    assert_eq!(command(&seen, "emt"), ["0:00:04", "0:00:01"]);
    let back = pgn::import(&text).unwrap();
    assert_eq!(back.time_control.as_deref(), Some("300d3"));
}

#[test]
fn the_players_and_the_occasion_named_at_setup_are_the_pgn_s_standard_tags_for_python_chess() {
    use fairclock::ground::heading::Heading;
    let record = Record {
        heading: Heading {
            white: Some("Silva, Ana".into()),
            white_elo: Some("1850".into()),
            black: Some("Chen, Bo".into()),
            event: Some("Club championship".into()),
            site: Some("Lisbon".into()),
            round: Some("3".into()),
            board: Some("4".into()),
            ..Heading::default()
        },
        ..fools_mate()
    };
    let text = pgn::export(&record, Some(&dates())).unwrap();
    let tags = ["White", "Black", "WhiteElo", "BlackElo", "Event", "Site", "Round", "Board"];
    let seen = python_chess(&text, &tags);
    assert_eq!(
        seen[4..],
        [
            "White Silva, Ana",
            "Black Chen, Bo",
            "WhiteElo 1850",
            "BlackElo None",
            "Event Club championship",
            "Site Lisbon",
            "Round 3",
            "Board 4",
        ]
    );
    // Read back by the clock's own import: the same heading (the date comes from the tags).
    let back = pgn::import(&text).unwrap();
    assert_eq!(back.heading, Heading { date: Some("2026.11.21".into()), ..record.heading.clone() });
    // And the record keeps it through its JSON.
    assert_eq!(Record::from_json(&record.to_json()).unwrap().heading, record.heading);
}
