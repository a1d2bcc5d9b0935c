//! The score sheet from records: each line as the players read it.

use super::*;
use crate::ground::language::Language;
use crate::ground::record::Analysis;
use crate::ground::record::Event;
use crate::ground::record::fixtures::{ev, press};
use crate::ground::words;
use crate::replay::pgn;
use crate::rules::{ClaimKind, Infraction};
use shakmaty::Color;

fn record(tc: &str, events: Vec<Event>) -> Record {
    Record { events, ..Record::new("fide-blitz".parse().unwrap(), tc.parse().unwrap()) }
}

#[test]
fn clocks_show_tenths_cut_and_hours_when_needed() {
    assert_eq!(clock_text(Micros(178_799_999)), "2:58.7");
    assert_eq!(clock_text(Micros::from_secs(3723)), "1:02:03.0");
    assert_eq!(clock_text(Micros(-5)), "0:00.0");
}

#[test]
fn each_move_carries_the_movers_clock_after_the_increment() {
    let r = record(
        "180+2",
        vec![
            ev(0.0, EventKind::Start),
            press(1500.0, Color::White, "e2e4"),
            press(4000.0, Color::Black, "e5"),
            ev(5000.0, EventKind::Pause),
            ev(7000.0, EventKind::Resume),
            press(8000.0, Color::White, "Nf3"),
        ],
    );
    let s = Score::from_record(&r).unwrap();
    let texts: Vec<String> = s.lines.iter().map(Line::text).collect();
    assert_eq!(
        texts,
        [
            "1. e4  3:00.5 (0:01.5 used)",
            "1… e5  2:59.5 (0:02.5 used)",
            "Clock paused (0:05.0 into the game)",
            "Clock resumed (0:07.0 into the game)",
            "2. Nf3  3:00.5 (0:02.0 used)",
        ]
    );
    assert_eq!(s.result(), "*");
}

fn after_e4_white_can_mate() -> Analysis {
    Analysis {
        fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".into(),
        white_can_mate: Some(true),
        black_can_mate: Some(true),
        white_forced_mate: None,
        black_forced_mate: None,
    }
}

#[test]
fn flags_claims_and_the_end_are_lines_with_their_rule() {
    let r = record(
        "5",
        vec![
            ev(0.0, EventKind::Start),
            press(1000.0, Color::White, "e4"),
            ev(8000.0, EventKind::Penalty { side: Color::White, infraction: Infraction::KnockedClock }),
            // The answer the rules worker gave (the page's own build has no analyser).
            ev(
                9000.0,
                EventKind::Claim {
                    by: Color::White,
                    kind: ClaimKind::Flag,
                    fen: None,
                    mv: None,
                    analysis: Some(after_e4_white_can_mate()),
                    said: Default::default(),
                    by_clock: false,
                },
            ),
        ],
    );
    let s = Score::from_record(&r).unwrap();
    assert!(matches!(s.lines[1], Line::Flag { side: Color::Black, at } if at == Micros::from_secs(6)), "{:?}", s.lines);
    assert!(matches!(&s.lines[2], Line::Penalty { side: Color::White, infraction: Infraction::KnockedClock, .. }));
    let Line::Claim { verdict, rule, .. } = &s.lines[3] else { panic!("{:?}", s.lines[3]) };
    assert_eq!(*verdict, VerdictKind::Upheld);
    assert!(rule.starts_with("FIDE"), "{rule}");
    let end = s.end.clone().unwrap();
    assert_eq!((end.result.as_str(), end.termination.as_deref()), ("1-0", Some("flag")));
    assert_eq!(s.lines.last(), Some(&Line::End(end)));
}

#[test]
fn white_s_flag_falls_at_2_09_99996_and_the_score_and_the_verdict_both_read_2_09_9() {
    // White spends 10.00004 s of 2:00, so the flag falls 4 µs short of 2:10 into the game.
    let r = record(
        "120",
        vec![
            ev(0.0, EventKind::Start),
            press(10_000.04, Color::White, "e4"),
            press(20_000.0, Color::Black, "e5"),
            ev(140_000.0, EventKind::flag_claim(Color::Black)),
        ],
    );
    let texts: Vec<String> = Score::from_record(&r).unwrap().lines.iter().map(Line::text).collect();
    assert!(texts.contains(&"White's flag fell (2:09.9 into the game)".to_owned()), "{texts:?}");
    assert!(texts.iter().any(|t| t.contains("White's flag fell at 2:09.9")), "{texts:?}");
}

#[test]
fn an_arbiter_s_correction_reads_as_the_signed_amount_given() {
    let line = |ms| Line::Adjust { side: Color::White, add: Micros::from_ms(ms).unwrap(), moves: None }.text();
    assert_eq!(line(30_000.0), "Arbiter adjusts White's clock +30 s");
    assert_eq!(line(-1_500.0), "Arbiter adjusts White's clock -1.5 s");
    assert_eq!(line(-500.0), "Arbiter adjusts White's clock -0.5 s");
}

#[test]
fn presses_without_moves_are_said_once_then_one_short_line_each_and_a_bad_event_is_named() {
    let presses = (1..=20).map(|i| {
        ev(
            f64::from(i) * 1000.0,
            EventKind::Press { side: if i % 2 == 1 { Color::White } else { Color::Black }, mv: None },
        )
    });
    let r = record("60", std::iter::once(ev(0.0, EventKind::Start)).chain(presses).collect());
    let s = Score::from_record(&r).unwrap();
    let texts: Vec<String> = s.lines.iter().map(Line::text).collect();
    assert_eq!(texts.iter().filter(|t| t.contains("not recorded")).count(), 1, "said once: {texts:?}");
    assert_eq!(texts[1], "1. White pressed  0:59.0");
    assert_eq!(texts[2], "1… Black pressed  0:59.0");
    assert_eq!(texts[20], "10… Black pressed  0:50.0");
    let r = record("60", vec![ev(0.0, EventKind::Start), press(500.0, Color::White, "e5")]);
    assert_eq!(Score::from_record(&r).unwrap_err().event, Some(1));
}

#[test]
fn a_flag_the_clock_called_reads_as_the_clocks_call_and_a_players_claim_as_theirs() {
    let claim = |by_clock| EventKind::Claim {
        by: Color::Black,
        kind: ClaimKind::Flag,
        fen: None,
        mv: None,
        analysis: None,
        said: Default::default(),
        by_clock,
    };
    let events = |by_clock| {
        vec![
            ev(0.0, EventKind::Start),
            ev(500.0, EventKind::Press { side: Color::White, mv: None }),
            ev(1000.0, EventKind::Press { side: Color::Black, mv: None }),
            ev(62_000.0, claim(by_clock)),
        ]
    };
    let line = |by_clock| {
        let s = Score::from_record(&record("60", events(by_clock))).unwrap();
        s.lines.iter().find(|l| matches!(l, Line::Claim { .. })).unwrap().summary()
    };
    assert_eq!(line(true), "The clock calls White's flag: Black wins on time, 0-1 (FIDE 6.9).");
    assert_eq!(line(false), "Black claims White's flag: Black wins on time, 0-1 (FIDE 6.9).");
}

#[test]
fn an_import_says_who_played_and_what_it_left_out() {
    let h = Heading {
        white: Some("Carlsen, Magnus".into()),
        white_elo: Some("2830".into()),
        event: Some("Tata Steel".into()),
        round: Some("3".into()),
        ..Heading::default()
    };
    assert_eq!(h.players().as_deref(), Some("Carlsen, Magnus (2830) – Black"));
    assert_eq!(h.occasion().as_deref(), Some("Tata Steel · Round 3"));
    assert_eq!(Heading::default().players(), None);
    assert_eq!(
        LeftOut { variations: 2, glyphs: 1, ..LeftOut::default() }.sentence().as_deref(),
        Some("2 variations and 1 annotation glyph were left out: the review follows the main line.")
    );
    assert_eq!(
        LeftOut { variations: 1, glyphs: 0, ..LeftOut::default() }.sentence().as_deref(),
        Some("1 variation was left out: the review follows the main line.")
    );
    assert_eq!(LeftOut::default().sentence(), None);
    let russian = |variations, glyphs| {
        words::speaking(Language::Russian, || LeftOut { variations, glyphs, ..LeftOut::default() }.sentence())
    };
    assert_eq!(russian(5, 0).as_deref(), Some("Пропущено 5 вариантов: просмотр идёт по главной линии."));
    assert_eq!(
        russian(2, 1).as_deref(),
        Some("Пропущены 2 варианта и 1 знак аннотации: просмотр идёт по главной линии.")
    );
}

/// One of every line the sheet says: every claim kind with every outcome, called by the
/// clock and claimed, every decision, infraction and termination, a correction with and
/// without moves, PINs wrong, right and both, from each side.
fn every_line() -> Vec<Line> {
    use crate::ground::vocabulary::{ClaimKind, Decision, Infraction};
    let s = Micros::from_secs;
    let mut lines = vec![
        Line::Move {
            number: 1,
            side: Color::White,
            san: "e4".into(),
            clock: Some(s(180)),
            used: Some(s(2)),
            glyph: None,
        },
        Line::Unrecorded,
        Line::Pause { at: s(5) },
        Line::Resume { at: s(7) },
        Line::DrawAgreed,
        Line::Pins { wrong: 1, right: 0 },
        Line::Pins { wrong: 0, right: 1 },
        Line::Pins { wrong: 2, right: 5 },
    ];
    for side in [Color::White, Color::Black] {
        lines.push(Line::PressWithoutMove { number: 2, side, clock: s(59) });
        lines.push(Line::Flag { side, at: s(61) });
        lines.push(Line::Resign { side });
        lines.push(Line::Adjust { side, add: s(30), moves: None });
        lines.push(Line::Adjust { side, add: Micros::from_ms(-1500.0).unwrap(), moves: Some(-1) });
        let outcomes = [
            Outcome::Draw,
            Outcome::Wins(side),
            Outcome::WinsOnTime(!side),
            Outcome::Upheld,
            Outcome::MovesAgain(!side),
            Outcome::Rejected,
            Outcome::Pending,
        ];
        for kind in ClaimKind::ALL {
            for (by_clock, outcome) in [false, true].into_iter().flat_map(|c| outcomes.map(|o| (c, o))) {
                let (rule, explanation) = ("FIDE 9.2".to_owned(), String::new());
                lines.push(Line::Claim {
                    by: side,
                    kind,
                    verdict: VerdictKind::Upheld,
                    outcome,
                    by_clock,
                    rule,
                    explanation,
                });
            }
        }
        for infraction in Infraction::ALL {
            lines.push(Line::Penalty { side, infraction, rule: "FIDE 12.9".into(), explanation: String::new() });
        }
    }
    for decision in Decision::ALL {
        lines.push(Line::Decision { decision, rule: "FIDE III.5".into(), explanation: String::new() });
    }
    for t in Termination::ALL {
        lines.push(Line::End(End {
            result: "1-0".into(),
            termination: Some(t.id().into()),
            rule: Some("FIDE 5.1.1".into()),
        }));
    }
    lines
}

/// A line's words: its runs of letters.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic()).filter(|w| w.chars().count() > 1).map(str::to_lowercase).collect()
}

#[test]
fn every_line_of_the_sheet_is_said_in_every_language_and_no_english_word_of_it_stays() {
    use crate::ground::language::Language;
    use crate::ground::words::speaking;
    // Said alike in every language: the rulebooks' labels, the move, a place's name, and
    // words other languages share with English (material, position, chances).
    let kept = ["fide", "iii", "pin", "michigan", "material", "position", "chances"];
    let lines = every_line();
    for language in Language::ALL.into_iter().filter(|&l| l != Language::English) {
        for line in &lines {
            let english = speaking(Language::English, || line.text());
            let said = speaking(language, || line.text());
            assert_ne!(said, english, "{language:?}: a line left in English");
            let theirs = words(&said);
            let left: Vec<String> =
                words(&english).into_iter().filter(|w| !kept.contains(&w.as_str()) && theirs.contains(w)).collect();
            assert!(left.is_empty(), "{language:?}: English {left:?} in “{said}” (English: “{english}”)");
        }
    }
}

/// A blitz game: a pause, a correction and a penalty (a minute more for Black, FIDE 7.5.4 as
/// blitz applies it), then Black's flag, called by the clock.
fn game_with_claims() -> Record {
    // The rules worker's answer with it: the page's own build has no analyser.
    let claim = |by, kind, by_clock| EventKind::Claim {
        by,
        kind,
        fen: None,
        mv: None,
        analysis: Some(after_e4_white_can_mate()),
        said: Default::default(),
        by_clock,
    };
    record(
        "60",
        vec![
            ev(0.0, EventKind::Start),
            press(1500.0, Color::White, "e4"),
            ev(3000.0, EventKind::Pause),
            ev(4000.0, EventKind::Resume),
            ev(5000.0, EventKind::Adjust { side: Color::Black, ms: 30_000.0, moves: None }),
            ev(6000.0, EventKind::Penalty { side: Color::White, infraction: Infraction::TwoHands }),
            ev(300_000.0, claim(Color::White, ClaimKind::Flag, true)),
        ],
    )
}

#[test]
fn the_sheet_in_spanish_and_russian_and_its_pgn_in_english() {
    use crate::ground::language::Language;
    use crate::ground::words::speaking;
    let sheet = |language| {
        speaking(language, || {
            Score::from_record(&game_with_claims()).unwrap().lines.iter().map(Line::summary).collect::<Vec<_>>()
        })
    };
    assert_eq!(
        sheet(Language::Spanish),
        [
            "1. e4  0:58.5 (empleó 0:01.5)",
            "Reloj en pausa (a los 0:03.0 de partida)",
            "Reloj reanudado (a los 0:04.0 de partida)",
            "El árbitro ajusta el reloj de las negras en +30 s",
            "Sanción a las blancas: dos manos (FIDE 7.5.4).",
            // 1:00 + 0:30 + 1:00 from 0:01.5, with a second's pause.
            "Cayó la bandera de las negras (a los 2:32.5 de partida)",
            "El reloj señala la bandera de las negras: ganan las blancas por tiempo, 1-0 (FIDE 6.9).",
            "1-0 — Ganan las blancas por tiempo (FIDE 6.9)",
        ]
    );
    let russian = sheet(Language::Russian);
    assert_eq!(russian[0], "1. e4  0:58.5 (0:01.5 на ход)");
    assert_eq!(russian[6], "Часы фиксируют падение флажка чёрных: белые выигрывают по времени, 1-0 (FIDE 6.9).");
    // The explanation follows the line, in the same language.
    let spanish = speaking(Language::Spanish, || Score::from_record(&game_with_claims()).unwrap().lines[6].text());
    assert!(
        spanish.starts_with("El reloj señala la bandera de las negras: ganan las blancas por tiempo, 1-0 (FIDE 6.9). "),
        "{spanish}"
    );
    assert!(!spanish.contains("White") && !spanish.contains("flag"), "{spanish}");
    // The PGN written from a Spanish sheet has English comments, and reads back.
    let pgn = speaking(Language::Spanish, || pgn::write(&Score::from_record(&game_with_claims()).unwrap(), None));
    assert!(pgn.contains("{The clock calls Black's flag: White wins on time, 1-0 (FIDE 6.9).}"), "{pgn}");
    assert!(pgn.contains("{Penalty, White: two hands (FIDE 7.5.4).}"), "{pgn}");
    assert!(!pgn.contains("blancas"), "{pgn}");
    assert_eq!(pgn::import(&pgn).unwrap().result(), "1-0");
}

#[test]
fn the_pins_are_counted_by_russian_polish_and_arabic_plural_rules() {
    use crate::ground::language::Language;
    use crate::ground::words::speaking;
    let pins = |language, wrong, right| speaking(language, || Line::Pins { wrong, right }.text());
    assert_eq!(pins(Language::Russian, 1, 0), "Ввод PIN арбитра: 1 неверный");
    assert_eq!(pins(Language::Russian, 5, 0), "Ввод PIN арбитра: 5 неверных");
    assert_eq!(pins(Language::Russian, 21, 1), "Ввод PIN арбитра: 21 неверный, 1 верный (разблокировано)");
    assert_eq!(pins(Language::Polish, 2, 0), "Wpisano PIN sędziego: 2 błędne");
    assert_eq!(pins(Language::Polish, 5, 0), "Wpisano PIN sędziego: 5 błędnych");
    assert_eq!(pins(Language::Arabic, 1, 0), "إدخال رمز الحكم: رمز خاطئ واحد");
    assert_eq!(pins(Language::Arabic, 2, 0), "إدخال رمز الحكم: رمزان خاطئان");
    assert_eq!(pins(Language::Arabic, 3, 0), "إدخال رمز الحكم: 3 رموز خاطئة");
}

#[test]
fn the_arbiters_pins_are_in_the_score_before_the_event_they_came_with() {
    use crate::ground::lock::PinEntry;
    let mut adjust = ev(3000.0, EventKind::Adjust { side: Color::White, ms: 30_000.0, moves: None });
    adjust.pins = vec![PinEntry { t: 2000.0, right: false }, PinEntry { t: 2500.0, right: true }];
    let mut resume = ev(4000.0, EventKind::Resume);
    resume.pins = vec![PinEntry { t: 3500.0, right: false }];
    let events = vec![ev(0.0, EventKind::Start), ev(1000.0, EventKind::Pause), adjust, resume];
    let score = Score::from_record(&record("180+2", events)).unwrap();
    let texts: Vec<String> = score.lines.iter().map(Line::text).collect();
    let pins = texts.iter().position(|t| t == "Arbiter's PIN typed: 1 wrong, 1 right (unlocked)").expect("the unlock");
    assert!(texts[pins + 1].starts_with("Arbiter adjusts White's clock"), "{texts:?}");
    assert!(texts.contains(&"Arbiter's PIN typed: 1 wrong".to_owned()), "{texts:?}");
}
