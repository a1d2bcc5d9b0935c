//! PGN: a game's score written as Portable Game Notation, and a PGN read back for review.
//!
//! Export writes the Seven Tag Roster (`Date` the players' local date), `UTCDate` and `UTCTime` as
//! lichess writes them, `TimeControl` in the PGN standard's own syntax (periods, move counts,
//! increments: what other programs read) with the exact control in `ExactTimeControl` when the
//! standard cannot say it (a delay, overtime), `Termination` (PGN's own words: `normal`, `time
//! forfeit`, `rules infraction`, `unterminated`), and beside them `Rulebook`, `Ending` (the record's
//! termination id) and `Rule` (the rule that decided it). Each move is followed by
//! `{[%clk h:mm:ss] [%emt h:mm:ss]}` — the mover's time after the press, increment included, and
//! the time charged for the move — as lichess and chess.com write `%clk` (tenths as `h:mm:ss.s`
//! when there are any). Claims, penalties, flags and pauses are comments where they happened.
//!
//! Import reads the first game of a PGN: tags, moves (checked on a board), clocks and comments.
//! `[%clk]` and `[%emt]` are read; other commands (`[%eval]`, `[%csl]`, `[%cal]`, …) are left out
//! quietly. Where only clocks are given, each move's time used is derived from them and the
//! control's increment. An error names the line and column.

mod read;
mod write;

pub use read::{ImportError, import, import_any};
pub use write::{export, write};

use crate::ground::clock_time::{ClockTime, Precision, Rounding};
use crate::ground::micros::Micros;

/// The PGN `Termination` tag for a record's termination id.
pub fn pgn_termination(termination: Option<&str>) -> &'static str {
    match termination {
        None => "unterminated",
        Some("flag") => "time forfeit",
        Some("illegal_move" | "penalty") => "rules infraction",
        Some(_) => "normal",
    }
}

/// `h:mm:ss`, or `h:mm:ss.s` when the tenths are not zero; tenths cut, never rounded up.
pub fn clk(t: Micros) -> String {
    ClockTime::new(t, Precision::Tenths, Rounding::Down).pgn()
}

/// Reads a `[%clk h:mm:ss(.s…)]` value back.
pub fn parse_clk(text: &str) -> Option<Micros> {
    let mut parts = text.trim().split(':');
    let (h, m, s) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    let whole =
        |p: &str| (!p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())).then(|| p.parse::<i64>().ok()).flatten();
    let (h, m) = (whole(h)?, whole(m)?);
    let (secs, frac) = s.split_once('.').unwrap_or((s, ""));
    let secs = whole(secs)?;
    if !frac.bytes().all(|b| b.is_ascii_digit()) || m >= 60 || secs >= 60 {
        return None;
    }
    let frac_us: i64 = format!("{frac:0<6}").get(..6)?.parse().ok()?;
    Some(Micros(((h * 60 + m) * 60 + secs) * 1_000_000 + frac_us))
}

/// The date for the `Date` tag (`2026.11.21`) of a Unix time in milliseconds (UTC).
pub fn date_of_unix_ms(ms: f64) -> String {
    if !ms.is_finite() {
        return "????.??.??".into();
    }
    // Howard Hinnant's days-to-civil.
    let z = (ms / 86_400_000.0).floor() as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}.{m:02}.{d:02}")
}

/// When a game was played, as the tags say it: `Date` the players' local date, `UTCDate` and
/// `UTCTime` (`2026.11.23`, `23:41:07`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dates {
    pub date: String,
    pub utc_date: String,
    pub utc_time: String,
}

impl Dates {
    /// The dates of the instant `wall_ms` (Unix time in milliseconds), where local time is
    /// `utc_minus_local_min` minutes behind UTC (JavaScript's `getTimezoneOffset`: -60 in Paris in
    /// winter).
    pub fn at(wall_ms: f64, utc_minus_local_min: f64) -> Dates {
        let local_ms = wall_ms - utc_minus_local_min * 60_000.0;
        let utc_time = if wall_ms.is_finite() {
            let s = (wall_ms / 1000.0).floor() as i64;
            let (h, m, s) = (s.rem_euclid(86_400) / 3600, s.rem_euclid(3600) / 60, s.rem_euclid(60));
            format!("{h:02}:{m:02}:{s:02}")
        } else {
            "??:??:??".into()
        };
        Dates { date: date_of_unix_ms(local_ms), utc_date: date_of_unix_ms(wall_ms), utc_time }
    }
}

#[cfg(test)]
mod tests {
    use super::write::standard_time_control;
    use super::*;
    use crate::ground::record::{Event, Record};
    use crate::replay::score::{End, Heading, LeftOut, Line, Score};
    use shakmaty::Color;

    #[test]
    fn clocks_read_back_as_written() {
        for (us, text) in
            [(181_000_000, "0:03:01"), (178_734_000, "0:02:58.7"), (3_723_000_000, "1:02:03"), (0, "0:00:00")]
        {
            assert_eq!(clk(Micros(us)), text);
            assert_eq!(parse_clk(text), Some(Micros(us / 100_000 * 100_000)));
        }
        assert_eq!(parse_clk(" 0:00:05.25 "), Some(Micros(5_250_000)));
        for bad in ["", "1:2", "0:61:00", "a:00:00", "0:00:0x", "0:00:00:00"] {
            assert_eq!(parse_clk(bad), None, "{bad}");
        }
    }

    #[test]
    fn dates_are_utc_days() {
        assert_eq!(date_of_unix_ms(0.0), "1970.01.01");
        assert_eq!(date_of_unix_ms(1_795_219_200_000.0), "2026.11.21");
        assert_eq!(date_of_unix_ms(951_782_400_000.0), "2000.02.29");
        assert_eq!(date_of_unix_ms(f64::NAN), "????.??.??");
    }

    #[test]
    fn reads_numbers_annotations_variations_and_castling_zeros() {
        let s =
            import("[Result \"*\"]\n\n1.e4! e5 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 $1 Nc6 3. Bc4 Nf6 4. 0-0 ; rest\n*")
                .unwrap();
        let moves: Vec<&str> = s.moves().map(|(m, _)| m).collect();
        assert_eq!(moves, ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O"]);
        assert_eq!(s.end, None);
        // The assessments stay with their moves; the variation is counted, not dropped unsaid.
        let texts: Vec<String> = s.lines.iter().map(Line::text).collect();
        assert_eq!(texts[0], "1. e4!");
        assert_eq!(texts[2], "2. Nf3!");
        assert_eq!(s.left_out, LeftOut { variations: 1, glyphs: 0, ..LeftOut::default() });
        let s = import("1. e4 $14 e5 $2 $18 *").unwrap();
        assert_eq!(s.left_out.glyphs, 2, "$14 and a second glyph on e5");
        assert_eq!(s.lines[1].text(), "1… e5?");
    }

    #[test]
    fn players_ratings_and_the_event_come_from_the_tags_and_go_back_out() {
        let s = import("[Event \"Tata Steel\"]\n[Site \"?\"]\n[Round \"3\"]\n[White \"Carlsen, Magnus\"]\n[Black \"Nakamura, Hikaru\"]\n[WhiteElo \"2830\"]\n[BlackElo \"2780\"]\n\n1. e4 e5 *").unwrap();
        assert_eq!(s.heading.players().as_deref(), Some("Carlsen, Magnus (2830) – Nakamura, Hikaru (2780)"));
        assert_eq!(s.heading.occasion().as_deref(), Some("Tata Steel · Round 3"));
        let out = write(&s, None);
        assert!(out.contains("[White \"Carlsen, Magnus\"]\n[Black \"Nakamura, Hikaru\"]"), "{out}");
        assert!(out.contains("[WhiteElo \"2830\"]"), "{out}");
        let ours = import(&write(&Score::default(), None)).unwrap();
        assert_eq!(ours.heading, Heading::default(), "this clock's own placeholders are no names");
    }

    #[test]
    fn a_game_without_moves_exports_its_presses_in_one_note_not_a_comment_per_press() {
        use crate::ground::record::{Event, EventKind};
        let mut events = vec![Event { t: 0.0, kind: EventKind::Start, pins: Vec::new() }];
        for i in 1..=20 {
            let side = if i % 2 == 1 { Color::White } else { Color::Black };
            events.push(Event {
                t: f64::from(i) * 1000.0,
                kind: EventKind::Press { side, mv: None },
                pins: Vec::new(),
            });
        }
        events.push(Event { t: 21_000.0, kind: EventKind::Resign { side: Color::White }, pins: Vec::new() });
        let record = Record { events, ..Record::new("fide-blitz".parse().unwrap(), "60".parse().unwrap()) };
        let text = export(&record, None).unwrap();
        assert_eq!(text.matches('{').count(), 2, "the note with its presses, and the resignation: {text}");
        assert!(!text.contains("pressed"), "{text}");
        // Each press with the presser's clock after it, as the note says: White's first press
        // charged 1 s of 60, Black's tenth 1 s of each of its ten turns.
        let note = text[text.find('{').unwrap()..text.find('}').unwrap()].replace('\n', " ");
        assert!(note.contains("1. 0:00:59 1... 0:00:59"), "{note}");
        assert!(note.contains("10. 0:00:50 10... 0:00:50"), "{note}");
        assert_eq!(note.matches("...").count(), 10, "every press of Black's: {note}");
        // A pause between presses: the presses after it in a comment of their own, the note once.
        let mut paused = record.clone();
        paused.events.insert(5, Event { t: 4_500.0, kind: EventKind::Pause, pins: Vec::new() });
        paused.events.insert(6, Event { t: 4_600.0, kind: EventKind::Resume, pins: Vec::new() });
        let text = export(&paused, None).unwrap();
        assert_eq!(text.matches("Moves not recorded").count(), 1, "{text}");
        assert!(text.replace('\n', " ").contains("} {3. 0:00:57"), "{text}");
        assert!(text.trim_end().ends_with("{White resigns} 0-1"), "{text}");
    }

    #[test]
    fn a_line_break_in_a_heading_never_breaks_a_tag_and_the_export_reads_back() {
        use crate::ground::record::{EventKind, Record};
        let mut record = Record::new("fide-blitz".parse().unwrap(), "180+2".parse().unwrap());
        // As an older record or a hand-edited one may carry it (a record read now is tidied).
        record.heading.event = Some("Club\nOpen".into());
        record.heading.site = Some("Hall \"A\"\r\nBack\\room".into());
        record.events.push(Event { t: 0.0, kind: EventKind::Start, pins: Vec::new() });
        let text = export(&record, None).unwrap();
        assert!(text.contains("[Event \"Club Open\"]\n"), "{text}");
        assert!(text.contains("[Site \"Hall \\\"A\\\" Back\\\\room\"]\n"), "{text}");
        for line in text.lines().filter(|l| l.starts_with('[')) {
            assert!(line.ends_with("\"]"), "a tag on one line: {line}");
        }
        let back = import(&text).unwrap();
        assert_eq!(back.heading.event.as_deref(), Some("Club Open"));
        assert_eq!(back.heading.site.as_deref(), Some("Hall \"A\" Back\\room"));
    }

    #[test]
    fn a_game_ends_where_the_rules_end_it_and_the_moves_after_are_left_out() {
        // The knights dance: the start position stands for the fifth time after 16 plies (FIDE
        // 9.6.1), and the text goes on for thousands more.
        let dance = "Nf3 Nf6 Ng1 Ng8 ".repeat(5_000);
        let text = format!("[Event \"Long\"]\n[Result \"1-0\"]\n\n{dance} 1-0\n");
        let score = import(&text).unwrap();
        assert_eq!(score.lines.iter().filter(|l| matches!(l, Line::Move { .. })).count(), 16);
        let end = score.end.as_ref().unwrap();
        assert_eq!(
            (end.result.as_str(), end.termination.as_deref(), end.rule.as_deref()),
            ("1/2-1/2", Some("fivefold"), Some("FIDE 9.6.1"))
        );
        assert_eq!(score.left_out.moves_after_end, 20_000 - 16);
        let said = score.left_out.sentence().unwrap();
        assert!(said.starts_with("19984 moves after the game had ended were left out"), "{said}");
        // A mate ends it too, whatever the text says after.
        let mate = import("1. f3 e5 2. g4 Qh4# 3. Kf2 Qxf2 0-1").unwrap();
        assert_eq!(mate.end.as_ref().map(|e| e.termination.as_deref()), Some(Some("checkmate")));
        assert_eq!(mate.left_out.moves_after_end, 2);
    }

    #[test]
    fn a_record_s_events_after_its_end_are_left_out_of_the_review() {
        use crate::ground::record::{Event, EventKind};
        let mut record = Record::new("fide-blitz".parse().unwrap(), "180+2".parse().unwrap());
        let at = |t: f64, kind: EventKind| Event { t, kind, pins: Vec::new() };
        record.events.push(at(0.0, EventKind::Start));
        record.events.push(at(1_000.0, EventKind::Resign { side: Color::White }));
        for i in 0..500 {
            record.events.push(at(2_000.0 + f64::from(i), EventKind::Pause));
        }
        let score = import_any(&record.to_json()).unwrap();
        assert_eq!(score.end.as_ref().map(|e| e.result.as_str()), Some("0-1"));
        assert_eq!(score.left_out.events_after_end, 500);
        assert!(score.left_out.sentence().is_some_and(|s| s.starts_with("500 events after the game had ended")));
    }

    #[test]
    fn errors_name_the_line_and_column() {
        let e = import("[Event \"x\"]\n\n1. e4 e5 2. Ke3").unwrap_err();
        assert_eq!((e.line, e.column), (3, 13), "{e}");
        assert!(e.message.contains("not legal for White at move 2"), "{e}");
        let e = import("1. e4 {never closed").unwrap_err();
        assert_eq!((e.line, e.column), (1, 7));
        let e = import("[Event \"x\n").unwrap_err();
        assert_eq!((e.line, e.column), (1, 1));
        let e = import("1. e4 {[%clk 9:99:99]}").unwrap_err();
        assert!(e.message.contains("clock"), "{e}");
        let e = import("1. xyz").unwrap_err();
        assert_eq!((e.line, e.column, e.message.as_str()), (1, 4, "'xyz' is not a move in SAN"));
    }

    #[test]
    fn tags_and_comments_come_back_and_braces_cannot_break_a_comment() {
        let score = Score {
            rules: Some("fide-blitz".into()),
            time_control: Some("180+2".into()),
            lines: vec![
                Line::Move {
                    number: 1,
                    side: Color::White,
                    san: "e4".into(),
                    clock: Some(Micros::from_secs(181)),
                    used: None,
                    glyph: None,
                },
                Line::Note("a } brace".into()),
                Line::Resign { side: Color::Black },
            ],
            end: Some(End {
                result: "1-0".into(),
                termination: Some("resignation".into()),
                rule: Some("FIDE 5.1.2".into()),
            }),
            ..Score::default()
        };
        let text = write(&score, Some(&Dates::at(1_763_767_805_000.0, -60.0)));
        assert!(
            text.contains(
                "[Termination \"normal\"]\n[Rulebook \"fide-blitz\"]\n[Ending \"resignation\"]\n[Rule \"FIDE 5.1.2\"]"
            ),
            "{text}"
        );
        assert!(text.contains("1. e4 {[%clk 0:03:01]} {a  brace} {Black resigns} 1-0"), "{text}");
        let back = import(&text).unwrap();
        assert_eq!(back.end, score.end);
        assert_eq!(back.rules.as_deref(), Some("fide-blitz"));
        assert_eq!(back.moves().collect::<Vec<_>>(), [("e4", Some(Micros::from_secs(181)))]);
    }

    #[test]
    fn dates_are_the_players_local_day_and_utc() {
        // 2025-11-21 23:30:05 UTC is already the 22nd in Paris (UTC+1) and still the 21st in New York.
        let utc = 1_763_767_805_000.0;
        let paris = Dates::at(utc, -60.0);
        assert_eq!(
            (paris.date.as_str(), paris.utc_date.as_str(), paris.utc_time.as_str()),
            ("2025.11.22", "2025.11.21", "23:30:05")
        );
        assert_eq!(Dates::at(utc, 300.0).date, "2025.11.21");
        assert_eq!(Dates::at(f64::NAN, 0.0).utc_time, "??:??:??");
    }

    #[test]
    fn the_time_control_tag_is_standard_pgn_and_the_exact_control_is_kept_beside_it() {
        for (ours, standard, exact) in [
            ("180+2", "180+2", None),
            ("40/5400+30:1800+30", "40/5400+30:1800+30", None),
            ("*60", "*60", None),
            ("300d3", "300", Some("300d3")),
            ("5400b30", "5400", Some("5400b30")),
            ("3600j5x30", "3600", Some("3600j5x30")),
            ("3600c25/300", "3600", Some("3600c25/300")),
            ("not a control", "not a control", None),
        ] {
            assert_eq!(standard_time_control(ours), (standard.to_owned(), exact), "{ours}");
        }
        let score = Score { time_control: Some("300d3".into()), ..Score::default() };
        let text = write(&score, None);
        assert!(text.contains("[TimeControl \"300\"]\n[ExactTimeControl \"300d3\"]"), "{text}");
        assert_eq!(import(&text).unwrap().time_control.as_deref(), Some("300d3"), "the exact control is read back");
    }

    /// The moves' (clock, time used) as imported.
    fn clocks_and_used(score: &Score) -> Vec<(Option<Micros>, Option<Micros>)> {
        score
            .lines
            .iter()
            .filter_map(|l| match l {
                Line::Move { clock, used, .. } => Some((*clock, *used)),
                _ => None,
            })
            .collect()
    }

    const S: fn(f64) -> Micros = |s| Micros((s * 1e6) as i64);

    #[test]
    fn lichess_clocks_with_evals_give_each_moves_time_used() {
        // As lichess exports with evaluations: spaces inside the braces, the eval before the clock.
        let text = "[TimeControl \"180+2\"]\n\n1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... c5 { [%eval 0.19] [%clk 0:03:00] } \
                    2. Nf3 { [%eval 0.2] [%clk 0:02:58] } 2... d6 { [%clk 0:02:55] } 3. d4 { [%csl Gd4][%cal Gd2d4] [%clk 0:02:57] } *";
        let score = import(text).unwrap();
        assert!(
            !score.lines.iter().any(|l| matches!(l, Line::Note(_))),
            "no note for eval, arrows or squares: {:?}",
            score.lines
        );
        assert_eq!(
            clocks_and_used(&score),
            [
                // Lichess starts the clocks after each side's first move: not timed, no time used.
                (Some(S(180.0)), None),
                (Some(S(180.0)), None),
                (Some(S(178.0)), Some(S(4.0))), // 180 − 178 + 2
                (Some(S(175.0)), Some(S(7.0))),
                (Some(S(177.0)), Some(S(3.0))),
            ]
        );
    }

    #[test]
    fn chess_com_tenths_emt_and_notes_around_commands() {
        let text = "[TimeControl \"60\"]\n\n1. d4 {[%clk 0:00:59.9]} 1... d5 {[%clk 0:00:58.2][%timestamp 18]} \
                    2. c4 {Queen's gambit [%clk 0:00:57.6] [%emt 0:00:02.5]} *";
        let score = import(text).unwrap();
        assert_eq!(
            clocks_and_used(&score),
            [
                (Some(S(59.9)), Some(Micros(100_000))),
                (Some(S(58.2)), Some(S(1.8))),
                // The given emt wins over the derived 2.3 s.
                (Some(S(57.6)), Some(S(2.5))),
            ]
        );
        assert!(score.lines.contains(&Line::Note("Queen's gambit".into())), "{:?}", score.lines);
    }

    #[test]
    fn time_used_follows_periods_and_odds_and_is_left_out_where_the_clock_cannot_say() {
        // 2 moves in 60 s + 1, then 30 s added: the second move ends the period.
        let text = "[TimeControl \"2/60+1:30+1\"]\n\n1. e4 {[%clk 0:00:56]} 1... e5 {[%clk 0:00:59]} 2. Nf3 {[%clk 0:01:20]} *";
        let used: Vec<_> = clocks_and_used(&import(text).unwrap()).into_iter().map(|(_, u)| u).collect();
        assert_eq!(used, [Some(S(5.0)), Some(S(2.0)), Some(S(7.0))]); // 56 − 80 + 1 + 30 = 7
        // Time odds: Black's own control.
        let text =
            "[TimeControl \"300\"]\n[BlackTimeControl \"60\"]\n\n1. e4 {[%clk 0:04:50]} 1... e5 {[%clk 0:00:55]} *";
        let used: Vec<_> = clocks_and_used(&import(text).unwrap()).into_iter().map(|(_, u)| u).collect();
        assert_eq!(used, [Some(S(10.0)), Some(S(5.0))]);
        // A delay hides the time used within it; no control, no start; clocks that do not add up.
        for text in [
            "[TimeControl \"300d5\"]\n\n1. e4 {[%clk 0:04:58]} *",
            "[TimeControl \"-\"]\n\n1. e4 {[%clk 0:04:58]} *",
            "[TimeControl \"60\"]\n\n1. e4 {[%clk 0:01:30]} *",
        ] {
            assert_eq!(clocks_and_used(&import(text).unwrap())[0].1, None, "{text}");
        }
        // Bad readings are still errors, whichever command holds them.
        assert!(import("1. e4 {[%emt soon]}").unwrap_err().message.contains("not a clock reading"));
        assert!(import("1. e4 {[%eval 0.2").is_err());
    }

    #[test]
    fn of_a_file_with_several_games_the_first_is_read() {
        let text =
            "[Event \"one\"]\n[TimeControl \"60\"]\n\n1. e4 {[%clk 0:00:59]} 1-0\n\n[Event \"two\"]\n\n1. d4 0-1\n";
        let score = import(text).unwrap();
        assert_eq!(score.moves().map(|(m, _)| m).collect::<Vec<_>>(), ["e4"]);
        assert_eq!(score.result(), "1-0");
    }

    #[test]
    fn import_any_tells_a_record_from_a_pgn() {
        let e =
            import_any("{\"rules\":\"fide-blitz\",\"time_control\":\"60\",\"events\":[{\"t\":0,\"type\":\"jump\"}]}")
                .unwrap_err();
        assert!(matches!(e, ImportError::Record(_)) && e.to_string().starts_with("record: event 0"), "{e}");
        let e = import_any("1. e4 e5 2. Qxf7").unwrap_err();
        assert!(matches!(e, ImportError::Pgn(_)) && e.to_string().starts_with("PGN: line 1, column 13"), "{e}");
    }
}
