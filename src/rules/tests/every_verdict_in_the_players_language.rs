//! Issue 30: every verdict any rulebook gives is explained in the players' language; only the
//! quotations stay in the language of their text, and say so.
use super::*;
use crate::ground::language::Language;
use crate::ground::messages::QUOTE;
use crate::ground::words::{self, speaking};

/// The verdicts of a wide sweep of situations in `rulebook`: every claim kind from both
/// sides, with and without a position, flags down one or both, the clock's controls, every
/// penalty three times over, every decision on every claim, resignation, the game's own ends.
/// `full`: every position below; otherwise only the ones whose material needs no search
/// (the searches, in a debug build, are what takes the time).
fn sweep(rulebook: Rulebook, full: bool) -> Vec<Verdict> {
    let mut out = vec![];
    let positions: [Option<&str>; 9] = [
        None,
        Some(KNIGHT_V_PAWN),
        Some(LONE_KING_V_PAWNS),
        Some(TWO_KNIGHTS_V_KING),
        Some(BISHOP_V_PAWN),
        Some(FORTRESS),
        Some("8/8/3k4/3q4/8/3Q4/8/4K3 w - - 0 60"),
        Some("8/8/3k4/3r4/8/3R4/8/4K3 w - - 0 60"),
        Some("8/8/8/4k3/8/8/8/4K3 w - - 0 60"),
    ];
    // Every position with the usual control; without one, every control and both sides of
    // two minutes left (the positions' searches are what takes the time).
    let mut situations = vec![];
    let quick = [None, Some(LONE_KING_V_PAWNS), Some("8/8/8/4k3/8/8/8/4K3 w - - 0 60")];
    for fen in positions.into_iter().filter(|fen| full || quick.contains(fen)) {
        situations.push((fen, (true, false, false), ms(90_000.0)));
    }
    for control in [(true, false, false), (false, false, false), (true, false, true), (true, true, false)] {
        for left in [ms(90_000.0), ms(300_000.0)] {
            situations.push((None, control, left));
        }
    }
    for (fen, (sudden_death, delay, increment), left) in situations {
        let base = || {
            let t = table(rulebook).control(sudden_death, delay, increment).left(WHITE, left).left(BLACK, left);
            let t = match fen {
                Some(fen) => t.fen(fen),
                None => t,
            };
            Table { variation_14h: true, ..t }
        };
        for by in [WHITE, BLACK] {
            for kind in ClaimKind::ALL {
                out.push(base().claim(by, kind));
                for decision in [Decision::Draw, Decision::Reject, Decision::Postpone] {
                    out.push(base().decide(by, kind, decision));
                }
            }
            out.push(base().flag_falls(!by, ms(60_000.0)).claim(by, ClaimKind::Flag));
            out.push(base().flag_falls(by, ms(50_000.0)).claim(by, ClaimKind::Flag));
            out.push(base().flag_falls(by, ms(50_000.0)).flag_falls(!by, ms(60_000.0)).claim(by, ClaimKind::Flag));
            out.push(base().flag_falls(!by, ms(50_000.0)).flag_falls(by, ms(60_000.0)).claim(by, ClaimKind::Flag));
            out.push(base().earlier_illegal_moves(!by, 1).illegal(by, "--"));
            out.push(base().earlier_illegal_moves(!by, 2).illegal(by, "--"));
            out.push(base().illegal(by, "Qz9"));
            for infraction in Infraction::ALL {
                for count in 1..=3 {
                    out.push(base().penalty(by, infraction, count));
                }
            }
            out.push(base().resign(by));
        }
    }
    // Flags judged on what the players said, every answer.
    for only_king in [true, false] {
        for only_minor in [None, Some(questions::Minor::Knight), Some(questions::Minor::Bishop)] {
            for theirs in [true, false] {
                let t = table(rulebook)
                    .flag_falls(WHITE, ms(60_000.0))
                    .said(BLACK, |s| {
                        s.only_king = Some(only_king);
                        s.only_minor = Some(only_minor);
                        s.only_two_knights = Some(theirs);
                        s.only_bishops_like_opponents = Some(theirs);
                    })
                    .said(WHITE, |s| {
                        s.only_king = Some(theirs);
                        s.pawns = Some(theirs);
                        s.only_bishops_like_opponents = Some(theirs);
                    });
                out.push(t.claim(BLACK, ClaimKind::Flag));
                out.push(t.earlier_illegal_moves(WHITE, 1).illegal(BLACK, "--"));
            }
        }
    }
    for fen in [FOOLS_MATE, STALEMATE, "8/8/8/4k3/8/8/8/4K3 w - - 0 60", "8/8/8/4k3/8/8/8/2b1K3 w - - 0 200"] {
        out.extend(table(rulebook).fen(fen).after_move());
    }
    let on_time = table(rulebook).flag_falls(WHITE, ms(60_000.0)).claim(BLACK, ClaimKind::Flag);
    out.push(rulebook.flag_on_postponed_claim(BLACK, &on_time));
    out
}

/// The explanation without its quotations (“…”), which stay in the language of their text.
fn unquoted(explanation: &str) -> String {
    let mut out = String::new();
    // Quotations may quote (“The “insufficient losing chances” rule …”).
    let mut depth = 0usize;
    for c in explanation.chars() {
        match c {
            '“' => depth += 1,
            '”' => depth = depth.saturating_sub(1),
            c if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// English words no other language here writes as words (German's "was" is its own).
const ENGLISH: &[&str] = &[" the ", " has ", " and ", " with ", " is ", " of ", "The ", " gets "];

/// Latin words allowed outside the quotations in Russian and Arabic: rule labels, moves and
/// the names the books give themselves.
const LATIN_NAMES: &[&str] = &[
    "FIDE",
    "USCF",
    "Scholastic",
    "Speed",
    "Quickplay",
    "Blitz",
    "common",
    "Guideline",
    "III",
    "Variation",
    "US",
    "Chess",
    "Article",
    "Rules",
    "SAN",
    "UCI",
    "Qz9",
    "Kd2",
];

#[test]
fn every_rulebook_explains_every_verdict_in_every_language() {
    let english = regex_free_words(ENGLISH);
    let mut seen = 0;
    for language in Language::ALL.into_iter().filter(|&l| l != Language::English) {
        let marker = speaking(language, || words::say(&QUOTE).to_owned());
        let latin_script = !matches!(language, Language::Russian | Language::Arabic);
        for rulebook in Rulebook::ALL {
            let verdicts = speaking(language, || sweep(rulebook, language == Language::Spanish));
            for v in &verdicts {
                let text = unquoted(&v.explanation);
                if latin_script {
                    assert!(!english(&text), "{language:?}, {rulebook:?}: English in a verdict: {}", v.explanation);
                } else {
                    let latin = text
                        .split(|c: char| !c.is_ascii_alphanumeric())
                        .filter(|w| w.len() >= 3 && w.chars().any(|c| c.is_ascii_alphabetic()))
                        .find(|w| !LATIN_NAMES.contains(w) && !w.starts_with(|c: char| c.is_ascii_digit()));
                    assert!(latin.is_none(), "{language:?}, {rulebook:?}: {latin:?} in a verdict: {}", v.explanation);
                }
                // Every quotation says which language it is in (the catalogue's quote form).
                let says_language = marker.split("{quote}").next().unwrap_or("").replace("{rule}", "");
                assert!(v.explanation.contains(says_language.trim()), "{language:?}: {}", v.explanation);
            }
            seen += verdicts.len();
        }
    }
    assert!(seen > 9 * 8 * 300, "{seen} verdicts");
}

#[test]
fn the_sweep_finds_english_when_a_verdict_is_english() {
    // The checks above can fail: the same sweep said in English trips them.
    let english = regex_free_words(ENGLISH);
    let verdicts = sweep(Rulebook::FideStandard, true);
    assert!(
        verdicts.iter().all(|v| english(&unquoted(&v.explanation))
            || v.explanation.starts_with("White resigns")
            || v.explanation.starts_with("Black resigns")
            || v.explanation.starts_with("Draw agreed")),
        "every English verdict has a common English word"
    );
}

#[test]
fn both_flags_down_a_second_illegal_move_and_the_penalties_in_spanish_6_10_1_7_5_5_12_9() {
    let (both, second, warned, again, lost) = speaking(Language::Spanish, || {
        let fide = || table(Rulebook::FideStandard);
        (
            fide().flag_falls(BLACK, ms(50_000.0)).flag_falls(WHITE, ms(60_000.0)).claim(BLACK, ClaimKind::Flag),
            fide().before_move(ROOK_MATES_SOON).earlier_illegal_moves(WHITE, 1).illegal(BLACK, "Kg1"),
            fide().penalty(WHITE, Infraction::KnockedClock, 1),
            fide().penalty(WHITE, Infraction::KnockedClock, 2),
            fide().penalty(WHITE, Infraction::KnockedClock, 3),
        )
    });
    expect(&both, Rejected, None, "FIDE 6.10.1");
    assert!(both.explanation.starts_with("Las dos banderas han caído y el reloj muestra que la de las negras cayó primero, en 0:50.0 (la bandera de las blancas cayó en 1:00.0); decide la primera bandera, así que las negras no pueden ganar por tiempo. FIDE 6.10.1 (texto en inglés): “"), "{}", both.explanation);
    expect(&second, Upheld, Some("0-1"), "FIDE 7.5.5");
    // Black can mate (the page build finds the short helpmate too): Black wins.
    assert!(second.explanation.starts_with("Kg1 no es una jugada legal de las blancas en esa posición. Es la segunda jugada ilegal de las blancas, con la que pierden la partida; las negras aún pueden dar jaque mate (♚♜ – ♔)"), "{}", second.explanation);
    assert!(
        warned
            .explanation
            .starts_with("Las blancas reciben una advertencia por derribar el reloj. FIDE 12.9 (texto en inglés): “"),
        "{}",
        warned.explanation
    );
    assert_eq!(effect(&again), vec![(BLACK, ms(120_000.0))]);
    assert!(
        again
            .explanation
            .starts_with("Segunda infracción de las blancas (derribar el reloj): las negras reciben dos minutos más."),
        "{}",
        again.explanation
    );
    expect(&lost, Upheld, Some("0-1"), "FIDE 12.9");
    assert!(
        lost.explanation.starts_with(
            "Infracción número 3 de las blancas (derribar el reloj): la partida se declara perdida para las blancas."
        ),
        "{}",
        lost.explanation
    );
}

#[test]
fn a_count_of_moves_in_russian_polish_and_arabic_plural_forms_speed_13b() {
    // Speed 13b's twenty moves, short by 1, 3 and 5 moves: each language's plural forms.
    let short = |language: Language, moves: u32| {
        let fen = format!("4k3/4p3/8/8/8/8/4P3/4K3 w - - {} 60", moves * 2);
        speaking(language, || table(Rulebook::SpeedChess2000).fen(&fen).claim(WHITE, ClaimKind::MichiganTwenty))
            .explanation
    };
    assert!(short(Language::Russian, 1).contains("лишь 1 ход, а не 20"), "{}", short(Language::Russian, 1));
    assert!(short(Language::Russian, 3).contains("лишь 3 хода, а не 20"), "{}", short(Language::Russian, 3));
    assert!(short(Language::Russian, 5).contains("лишь 5 ходов, а не 20"), "{}", short(Language::Russian, 5));
    assert!(short(Language::Polish, 1).contains("tylko 1 posunięcie, a nie 20"), "{}", short(Language::Polish, 1));
    assert!(short(Language::Polish, 3).contains("tylko 3 posunięcia, a nie 20"), "{}", short(Language::Polish, 3));
    assert!(short(Language::Polish, 5).contains("tylko 5 posunięć, a nie 20"), "{}", short(Language::Polish, 5));
    assert!(short(Language::Arabic, 1).contains("إلا نقلة واحدة، لا 20"), "{}", short(Language::Arabic, 1));
    assert!(short(Language::Arabic, 5).contains("إلا 5 نقلات، لا 20"), "{}", short(Language::Arabic, 5));
    assert!(
        short(Language::English, 1).starts_with("Only 1 move by each player has been made"),
        "{}",
        short(Language::English, 1)
    );
}

#[test]
fn a_verdict_that_starts_with_a_clause_starts_with_a_capital_in_every_script() {
    use crate::rules::rule::sentence_start;
    assert_eq!(sentence_start("белые не могут поставить мат"), "Белые не могут поставить мат");
    assert_eq!(sentence_start("ébauche"), "Ébauche");
    assert_eq!(sentence_start("لا يستطيع الأبيض"), "لا يستطيع الأبيض", "a script without case stays as it is");
    assert_eq!(sentence_start(""), "");
}

/// Whether a text contains any of `words` (plain substrings, spaces included).
fn regex_free_words(words: &'static [&'static str]) -> impl Fn(&str) -> bool {
    move |text: &str| words.iter().any(|w| text.contains(w))
}
