use super::*;

fn positions() -> Vec<Option<Chess>> {
    let fens = [
        KNIGHT_V_PAWN,
        LONE_KING_V_PAWNS,
        KNIGHT_MATES_IN_ONE,
        TWO_KNIGHTS_V_KING,
        BISHOP_V_PAWN,
        FOOLS_MATE,
        STALEMATE,
        BEFORE_KD2,
        "8/8/3k4/3r4/8/8/3R4/4K3 w - - 0 60",
        "8/8/3k4/3q4/8/8/3Q4/4K3 b - - 100 60",
        "8/8/3b4/4k3/8/8/8/4KB2 w - - 0 50",
        "8/8/8/4k3/8/8/8/4K3 w - - 150 50",
        "k7/8/8/P7/8/8/8/4K3 b - - 0 50",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ];
    std::iter::once(None).chain(fens.into_iter().map(|f| Some(pos(f)))).collect()
}

/// Every rulebook, every claim, decision and penalty over a spread of situations: no panic,
/// and every verdict cites a rule in its book's table and quotes it (see `checked`).
#[test]
fn every_verdict_cites_a_rule_in_the_table() {
    let mut verdicts = 0;
    for rulebook in Rulebook::ALL {
        for position in positions() {
            let mut game = table(rulebook).flag_falls(WHITE, ms(5.0)).left(BLACK, ms(90_000.0));
            game.position = position.clone();
            game.repetitions = Some(3);
            let both_flags = game.clone().flag_falls(BLACK, ms(9.0));
            for by in [WHITE, BLACK] {
                for kind in ClaimKind::ALL {
                    if game.claim(by, kind).kind == Pending {
                        for decision in [Decision::Draw, Decision::Postpone, Decision::Reject] {
                            game.decide(by, kind, decision);
                        }
                    }
                    verdicts += 1;
                }
                both_flags.claim(by, ClaimKind::Flag);
                verdicts += 1;
            }
            for repetitions in [None, Some(5)] {
                game.repetitions = repetitions;
                if game.position.is_some() {
                    game.after_move();
                }
            }
        }
        let game = table(rulebook).fen(BEFORE_KD2).flag_falls(WHITE, ms(5.0));
        for by in [WHITE, BLACK] {
            for decision in [Decision::Draw, Decision::Postpone, Decision::Reject] {
                game.decide(by, ClaimKind::QuickplayFinish, decision);
                game.decide(by, ClaimKind::InsufficientLosingChances, decision);
            }
            for text in ["Kd2", "e2e4", "Qxh7#", "nonsense", "O-O-O", "a8=Q", "--", "0000"] {
                game.illegal(by, text);
                game.clone().earlier_illegal_moves(!by, 1).illegal(by, text);
                verdicts += 2;
            }
            for infraction in Infraction::ALL {
                for count in 0..=4 {
                    game.penalty(by, infraction, count);
                    game.clone().earlier_illegal_moves(by, 1).penalty(by, infraction, count);
                    verdicts += 2;
                }
            }
        }
    }
    assert!(verdicts > 3_000, "{verdicts}");
}

#[test]
fn every_rulebook_has_a_table_with_unique_numbers() {
    for book in BOOKS {
        let mut numbers: Vec<&str> = book.rules.iter().map(|r| r.number).collect();
        numbers.sort_unstable();
        let before = numbers.len();
        numbers.dedup();
        assert_eq!(before, numbers.len(), "{} has a duplicate rule number", book.prefix);
        assert!(book.rules.iter().all(|r| !r.words.trim().is_empty()));
    }
    assert_eq!(rule::find("USCF 14E").map(|c| c.number), Some("14E"));
    for book in BOOKS {
        assert!(!book.source.trim().is_empty(), "{} names no source", book.prefix);
        for number in book.paraphrased {
            assert!(book.rule(number).is_some(), "{} {number} is marked paraphrased but not in the table", book.prefix);
        }
    }
    assert_eq!(rule::find("USCF Blitz 7c").map(|c| c.number), Some("Blitz 7c"));
    assert!(rule::find("FIDE 99.9").is_none());
}

/// A verbatim rule is quoted as such; a paraphrase says "in substance", so an arbiter can tell
/// them apart.
#[test]
fn paraphrases_are_quoted_in_substance_and_verbatim_words_are_not() {
    assert_eq!(
        fide::cite("6.2.3").quote(),
        "FIDE 6.2.3: “A player must press his/her clock with the same hand with which he/she made his/her move. It is forbidden for a player to keep his/her finger on the clock or to 'hover' over it.”"
    );
    assert!(uscf::cite("14H").quote().starts_with("USCF 14H: “Claim of insufficient losing chances in sudden death."));
    assert!(uscf::cite("14G").quote().starts_with("USCF 14G, in substance: “"));
    assert!(uscf::cite("1C2a").quote().contains("in substance"));
    assert!(speed::BOOK.rule("10").is_some() && !speed::BOOK.rule("10").unwrap().words.is_empty());
}

/// Every `cite("…")` in the rulebook files names a rule of the table it cites.
#[test]
fn every_cited_number_in_the_code_is_in_its_table() {
    let files = [
        (&fide::BOOK, include_str!("../fide.rs")),
        (&uscf::BOOK, include_str!("../uscf.rs")),
        (&scholastic::BOOK, include_str!("../scholastic.rs")),
        (&speed::BOOK, include_str!("../speed.rs")),
        (&blitz_common::BOOK, include_str!("../blitz_common.rs")),
        (&quickplay::BOOK, include_str!("../quickplay.rs")),
    ];
    let mut checked = 0;
    for (own, source) in files {
        for (at, _) in source.match_indices("cite(\"") {
            let before = &source[..at];
            let book = match () {
                _ if before.ends_with("fide::") => &fide::BOOK,
                _ if before.ends_with("uscf::") => &uscf::BOOK,
                _ if before.ends_with("BOOK.") || before.ends_with("fn ") => continue,
                _ => own,
            };
            let rest = &source[at + "cite(\"".len()..];
            let number = &rest[..rest.find('"').expect("closing quote")];
            assert!(book.rule(number).is_some(), "{} {number} is cited but not in the table", book.prefix);
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}

/// The seed rulebooks quote their seed verbatim (whitespace aside; ` … ` marks an omission).
#[test]
fn seed_words_are_verbatim() {
    let seeds = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/seeds");
    let files = [
        (&scholastic::BOOK, "us-scholastic-blitz-2004.txt"),
        (&speed::BOOK, "speed-chess-rules-2000.txt"),
        (&blitz_common::BOOK, "blitz-chess-common-rules.txt"),
        (&quickplay::BOOK, "quickplay-finish-bcca.txt"),
    ];
    let normal = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    for (book, file) in files {
        let Ok(seed) = std::fs::read_to_string(seeds.join(file)) else {
            eprintln!("seed {file} not found beside the crate; skipping its check");
            continue;
        };
        assert!(book.verbatim);
        let seed = normal(&seed);
        for rule in book.rules {
            for part in rule.words.split(" … ") {
                assert!(seed.contains(&normal(part)), "{} {}: '{part}' is not in {file}", book.prefix, rule.number);
            }
        }
    }
}

#[test]
fn explanations_read_aloud() {
    let v = table(Rulebook::ScholasticBlitz2004)
        .flag_falls(WHITE, ms(60_000.0))
        .flag_falls(BLACK, ms(130_000.0))
        .claim(BLACK, ClaimKind::Flag);
    assert_eq!(
        v.explanation,
        "Both flags are down: White's flag fell at 1:00.0 and Black's at 2:10.0, before the claim, so the game is drawn. \
         Scholastic 8c: “If the flag of one player falls after the flag of the other player has already fallen and a win has not been claimed, unless either side mates before noticing both flags down. Checkmate nullifies any later time claims.”"
    );
    assert_eq!(ruling::clock_time(ms(3_723_450.0)), "1:02:03.4");
}
