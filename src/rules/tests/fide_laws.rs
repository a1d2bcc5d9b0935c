use super::*;
use crate::ground::language::Language;
use crate::ground::words;
use crate::rules::questions::About;
use crate::rules::questions::Question;

#[test]
fn black_with_a_knight_wins_on_time_against_a_pawn_in_blitz_6_9() {
    let v = table(Rulebook::FideBlitz).fen(KNIGHT_V_PAWN).flag_falls(WHITE, ms(60_000.0)).claim(BLACK, ClaimKind::Flag);
    if cfg!(feature = "unwinnability") {
        expect(&v, Upheld, Some("0-1"), "FIDE 6.9");
        assert_eq!(v.termination, Some(Termination::Flag));
        assert!(v.explanation.contains("king and knight"), "{}", v.explanation);
    } else {
        // The page build cannot prove the helpmate: it says so and waits for an arbiter.
        expect(&v, Pending, None, "FIDE 6.9");
        assert!(v.explanation.contains("an arbiter decides"), "{}", v.explanation);
    }
}

#[test]
fn a_flag_judged_on_the_position_is_explained_in_the_players_language_the_pieces_in_signs_6_9() {
    let (lone, queen) = in_spanish(|| {
        (
            table(Rulebook::FideBlitz)
                .fen(LONE_KING_V_PAWNS)
                .flag_falls(WHITE, ms(60_000.0))
                .claim(BLACK, ClaimKind::Flag),
            table(Rulebook::FideBlitz)
                .fen("3qk3/8/8/8/8/8/8/4K3 w - - 0 40")
                .flag_falls(WHITE, ms(60_000.0))
                .claim(BLACK, ClaimKind::Flag),
        )
    });
    expect(&lone, Upheld, Some("1/2-1/2"), "FIDE 6.9");
    assert!(
        lone.explanation.starts_with("La bandera de las blancas cayó en 1:00.0, pero las negras no pueden dar jaque mate con ninguna serie de jugadas legales (♚ – ♔♙♙♙), así que la partida es tablas. FIDE 6.9 (texto en inglés): “"),
        "{}",
        lone.explanation
    );
    if cfg!(feature = "unwinnability") {
        expect(&queen, Upheld, Some("0-1"), "FIDE 6.9");
        assert!(queen.explanation.starts_with("La bandera de las blancas cayó en 1:00.0; las negras aún pueden dar jaque mate (♚♛ – ♔): existe una línea de mate, así que las negras ganan por tiempo."), "{}", queen.explanation);
    } else {
        // The page build leaves it to the rules worker's analysis, or to an arbiter.
        expect(&queen, Pending, None, "FIDE 6.9");
    }
    // English as before, the pieces in words.
    let english =
        table(Rulebook::FideBlitz).fen(LONE_KING_V_PAWNS).flag_falls(WHITE, ms(60_000.0)).claim(BLACK, ClaimKind::Flag);
    assert!(english.explanation.starts_with("White's flag fell at 1:00.0, but Black cannot checkmate by any series of legal moves (a lone king against king and three pawns), so the game is drawn."), "{}", english.explanation);
}

#[test]
fn a_flag_is_quoted_at_the_game_s_time_not_the_page_s_6_9() {
    // The record's time line began 40 s before the start (a page read at setup): the flag
    // fell 5 s into the game, as the score sheet and the PGN say.
    let v = table(Rulebook::FideBlitz)
        .started_at(ms(40_000.0))
        .flag_falls(WHITE, ms(45_000.0))
        .claim(BLACK, ClaimKind::Flag);
    assert!(v.explanation.starts_with("White's flag fell at 0:05.0"), "{}", v.explanation);
    // Both flags, each from the start: 0:10.0 and 0:21.6, not 0:13.2 and 0:24.8.
    let both = table(Rulebook::FideBlitz)
        .started_at(ms(3_200.0))
        .flag_falls(WHITE, ms(13_200.0))
        .flag_falls(BLACK, ms(24_800.0))
        .claim(BLACK, ClaimKind::Flag);
    assert!(
        both.explanation.starts_with("White's flag fell at 0:10.0, before Black's at 0:21.6"),
        "{}",
        both.explanation
    );
    let spanish = in_spanish(|| {
        table(Rulebook::FideBlitz)
            .started_at(ms(40_000.0))
            .flag_falls(WHITE, ms(45_000.0))
            .claim(BLACK, ClaimKind::Flag)
    });
    assert!(
        spanish.explanation.contains("0:05.0") && !spanish.explanation.contains("0:45.0"),
        "{}",
        spanish.explanation
    );
}

#[test]
fn a_lone_king_only_draws_when_the_opponents_flag_falls_6_9() {
    let v =
        table(Rulebook::FideBlitz).fen(LONE_KING_V_PAWNS).flag_falls(WHITE, ms(60_000.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 6.9");
}

#[test]
fn a_claim_before_the_flag_fell_is_rejected_6_9() {
    let v = table(Rulebook::FideBlitz).left(WHITE, ms(30_000.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Rejected, None, "FIDE 6.9");
    assert!(v.explanation.contains("0:30.0"), "{}", v.explanation);
}

/// `f` judged with the players' language Spanish.
fn in_spanish<T>(f: impl FnOnce() -> T) -> T {
    words::speaking(Language::Spanish, f)
}

#[test]
fn a_flag_verdict_is_explained_in_spanish_the_rule_quoted_in_english_and_said_so_6_9() {
    let (won, early) = in_spanish(|| {
        let won = table(Rulebook::FideBlitz).flag_falls(WHITE, ms(60_000.0)).claim(BLACK, ClaimKind::Flag);
        let early = table(Rulebook::FideBlitz).left(WHITE, ms(30_000.0)).claim(BLACK, ClaimKind::Flag);
        (won, early)
    });
    expect(&won, Upheld, Some("0-1"), "FIDE 6.9");
    let english = table(Rulebook::FideBlitz).flag_falls(WHITE, ms(60_000.0)).claim(BLACK, ClaimKind::Flag);
    // The rules quoted as in English, each said to be in English.
    let quotes = english.explanation.split_once(" FIDE 6.9: ").map(|(_, q)| format!("FIDE 6.9: {q}")).unwrap();
    assert!(quotes.starts_with("FIDE 6.9: “Except where one of Articles"), "the rule's own words: {quotes}");
    assert_eq!(
        won.explanation,
        format!(
            "La bandera de las blancas cayó en 1:00.0, así que las negras ganan por tiempo. La app no tiene la posición para comprobar el material de mate de las negras y acepta la reclamación como en el caso habitual; si las negras no pudieran dar mate, un árbitro debería corregir el resultado a tablas. {}",
            quotes.replace(": “", " (texto en inglés): “")
        )
    );
    expect(&early, Rejected, None, "FIDE 6.9");
    assert!(early.explanation.starts_with("La bandera de las blancas no ha caído: a las blancas aún les quedan 0:30.0 en el reloj. FIDE 6.9 (texto en inglés): “"), "{}", early.explanation);
}

#[test]
fn the_players_answers_and_the_verdict_they_lead_to_are_said_in_spanish_6_9() {
    let said = |only_king: bool| {
        table(Rulebook::FideBlitz).flag_falls(WHITE, ms(60_000.0)).said(BLACK, move |s| {
            s.only_king = Some(only_king);
            s.only_minor = Some(None);
        })
    };
    let (wins, drawn, question) = in_spanish(|| {
        let question = Question { side: BLACK, about: About::OnlyKing };
        (
            said(false).claim(BLACK, ClaimKind::Flag),
            said(true).claim(BLACK, ClaimKind::Flag),
            (question.text(), question.answers()),
        )
    });
    assert_eq!(question.0, "¿Tienen las negras solo el rey?");
    assert_eq!(
        question.1.iter().map(|(_, words)| *words).collect::<Vec<_>>(),
        ["No, más que el rey", "Sí, solo el rey"]
    );
    expect(&wins, Upheld, Some("0-1"), "FIDE 6.9");
    assert!(wins.explanation.starts_with("La bandera de las blancas cayó en 1:00.0; las negras tienen más que el rey y un caballo o un alfil, según dijeron los jugadores, y aún pueden dar mate, así que las negras ganan por tiempo. FIDE 6.9 (texto en inglés): “"), "{}", wins.explanation);
    expect(&drawn, Upheld, Some("1/2-1/2"), "FIDE 6.9");
    assert!(drawn.explanation.starts_with("La bandera de las blancas cayó en 1:00.0, pero las negras tienen solo el rey, según dijeron los jugadores, así que la partida es tablas."), "{}", drawn.explanation);
    // In English, the same verdicts in the same words as before the catalogue.
    let english = said(true).claim(BLACK, ClaimKind::Flag);
    assert!(english.explanation.starts_with("White's flag fell at 1:00.0, but Black has only a king, as the players said, so the game is drawn. FIDE 6.9: “"), "{}", english.explanation);
}

#[test]
fn a_flag_40_microseconds_from_falling_still_reads_0_00_1_as_the_face_shows_it_6_9() {
    let v = table(Rulebook::FideBlitz).left(WHITE, Micros(40)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Rejected, None, "FIDE 6.9");
    assert!(v.explanation.contains("still has 0:00.1 on the clock"), "{}", v.explanation);
}

#[test]
fn with_1_59_96_left_a_quickplay_claim_quotes_1_59_9_as_the_score_would_iii_5() {
    let game = table(Rulebook::FideStandard).left(WHITE, ms(119_960.0)).on_move(WHITE);
    let v = game.claim(WHITE, ClaimKind::QuickplayFinish);
    expect(&v, Pending, None, "FIDE III.5");
    assert!(v.explanation.contains("has the move and 1:59.9 left"), "{}", v.explanation);
}

#[test]
fn claiming_when_only_ones_own_flag_is_down_is_rejected() {
    let v = table(Rulebook::FideStandard).flag_falls(BLACK, ms(10.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Rejected, None, "FIDE 6.9");
    assert!(v.explanation.contains("Black's own"), "{}", v.explanation);
}

#[test]
fn without_a_position_a_flag_claim_is_upheld_as_the_usual_case() {
    let v = table(Rulebook::FideRapid).flag_falls(WHITE, ms(60_000.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("0-1"), "FIDE 6.9");
    assert!(v.explanation.contains("no position"), "{}", v.explanation);
    // The question whose answer could change it is named, for the players to answer.
    assert_eq!(v.asks, Some(questions::Question { side: BLACK, about: questions::About::OnlyKing }));
}

#[test]
fn without_a_position_the_players_say_black_has_only_a_king_and_the_flag_draws_6_9() {
    let v = table(Rulebook::FideBlitz)
        .flag_falls(WHITE, ms(60_000.0))
        .said(BLACK, |s| s.only_king = Some(true))
        .claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 6.9");
    assert_eq!(v.asks, None);
    assert!(v.explanation.contains("Black has only a king, as the players said"), "{}", v.explanation);
}

#[test]
fn without_a_position_more_than_a_minor_piece_wins_on_time_6_9() {
    let v = table(Rulebook::FideBlitz)
        .flag_falls(WHITE, ms(60_000.0))
        .said(BLACK, |s| {
            s.only_king = Some(false);
            s.only_minor = Some(None);
        })
        .claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("0-1"), "FIDE 6.9");
    assert_eq!(v.asks, None, "decided: nothing more to ask");
    assert!(!v.explanation.contains("usual case"), "{}", v.explanation);
}

#[test]
fn without_a_position_a_knight_against_a_lone_king_draws_and_against_more_wins_6_9() {
    let knight = table(Rulebook::FideStandard).flag_falls(WHITE, ms(60_000.0)).said(BLACK, |s| {
        s.only_king = Some(false);
        s.only_minor = Some(Some(questions::Minor::Knight));
    });
    let v = knight.claim(BLACK, ClaimKind::Flag);
    assert_eq!(v.asks, Some(questions::Question { side: WHITE, about: questions::About::OnlyKing }));
    let v = knight.clone().said(WHITE, |s| s.only_king = Some(true)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 6.9");
    let v = knight.said(WHITE, |s| s.only_king = Some(false)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("0-1"), "FIDE 6.9");
}

#[test]
fn a_second_illegal_move_without_a_position_asks_about_the_claimants_pieces_7_5_5() {
    let game = table(Rulebook::FideStandard).earlier_illegal_moves(WHITE, 1);
    let v = game.illegal(BLACK, "Kd2");
    expect(&v, Upheld, Some("0-1"), "FIDE 7.5.5");
    assert_eq!(v.asks, Some(questions::Question { side: BLACK, about: questions::About::OnlyKing }));
    let v = game.said(BLACK, |s| s.only_king = Some(true)).illegal(BLACK, "Kd2");
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 7.5.5");
}

#[test]
fn both_flags_down_the_clock_shows_which_fell_first_6_10_1() {
    let game =
        table(Rulebook::FideBlitz).fen(ROOK_MATES_SOON).flag_falls(WHITE, ms(60_000.0)).flag_falls(BLACK, ms(70_000.0));
    let v = game.claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("0-1"), "FIDE 6.9");
    assert!(v.explanation.contains("FIDE 6.10.1"), "{}", v.explanation);
    let v = game.claim(WHITE, ClaimKind::Flag);
    expect(&v, Rejected, None, "FIDE 6.10.1");
}

#[test]
fn checkmate_on_the_board_stands_against_a_flag_claim_5_1_1() {
    let v = table(Rulebook::FideStandard).fen(FOOLS_MATE).flag_falls(BLACK, ms(5.0)).claim(WHITE, ClaimKind::Flag);
    expect(&v, Upheld, Some("0-1"), "FIDE 5.1.1");
    assert_eq!(v.termination, Some(Termination::Checkmate));
}

#[test]
fn stalemate_on_the_board_stands_against_a_flag_claim_5_2_1() {
    let v = table(Rulebook::FideStandard).fen(STALEMATE).flag_falls(BLACK, ms(5.0)).claim(WHITE, ClaimKind::Flag);
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 5.2.1");
}

#[test]
fn checkmate_ends_the_game_5_1_1() {
    let v = table(Rulebook::FideStandard).fen(FOOLS_MATE).after_move().expect("mate");
    expect(&v, Upheld, Some("0-1"), "FIDE 5.1.1");
    assert_eq!(v.termination, Some(Termination::Checkmate));
}

#[test]
fn checkmate_stands_even_after_the_mating_players_own_flag_fell() {
    let v = table(Rulebook::FideBlitz).fen(FOOLS_MATE).flag_falls(BLACK, ms(5.0)).after_move().expect("mate");
    expect(&v, Upheld, Some("0-1"), "FIDE 5.1.1");
}

#[test]
fn stalemate_ends_the_game_5_2_1() {
    let v = table(Rulebook::FideRapid).fen(STALEMATE).after_move().expect("stalemate");
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 5.2.1");
    assert_eq!(v.termination, Some(Termination::Stalemate));
}

#[test]
fn king_and_bishop_against_king_is_dead_5_2_2() {
    let v = table(Rulebook::FideStandard).fen("8/8/8/4k3/8/8/8/4KB2 b - - 0 50").after_move().expect("dead");
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 5.2.2");
    assert_eq!(v.termination, Some(Termination::DeadPosition));
}

#[test]
fn an_ordinary_position_does_not_end_the_game() {
    let game = table(Rulebook::FideStandard).fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(game.after_move(), None);
}

#[test]
fn fivefold_repetition_ends_the_game_9_6_1() {
    let v = table(Rulebook::FideBlitz)
        .fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9")
        .repeated(5)
        .after_move()
        .expect("fivefold");
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 9.6.1");
    assert_eq!(v.termination, Some(Termination::Fivefold));
}

#[test]
fn seventy_five_moves_end_the_game_9_6_2() {
    let v = table(Rulebook::FideStandard).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 150 170").after_move().expect("75 moves");
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 9.6.2");
    assert_eq!(v.termination, Some(Termination::SeventyFiveMoves));
}

#[test]
fn a_dead_position_claim_in_a_locked_fortress_5_2_2() {
    let v = table(Rulebook::FideStandard).fen(DEAD_FORTRESS).claim(WHITE, ClaimKind::DeadPosition);
    if cfg!(feature = "unwinnability") {
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 5.2.2");
    } else {
        expect(&v, Pending, None, "FIDE 5.2.2");
        let v = table(Rulebook::FideStandard).fen(DEAD_FORTRESS).decide(WHITE, ClaimKind::DeadPosition, Decision::Draw);
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 5.2.2");
    }
}

#[test]
fn a_dead_position_claim_is_rejected_when_one_side_can_mate_5_2_2() {
    let v = table(Rulebook::FideStandard).fen(ROOK_MATES_SOON).claim(WHITE, ClaimKind::InsufficientMaterial);
    expect(&v, Rejected, None, "FIDE 5.2.2");
}

#[test]
fn threefold_repetition_claimed_by_the_player_having_the_move_9_2() {
    let game = table(Rulebook::FideBlitz).fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5");
    let v = game.clone().repeated(3).claim(WHITE, ClaimKind::Threefold);
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 9.2");
    assert_eq!(v.termination, Some(Termination::Repetition));
    let v = game.repeated(3).claim(BLACK, ClaimKind::Threefold);
    expect(&v, Rejected, None, "FIDE 9.2");
    assert!(v.effects.is_empty());
}

#[test]
fn an_incorrect_threefold_claim_gives_the_opponent_two_minutes_9_5_3() {
    let v = table(Rulebook::FideStandard).fen(FORTRESS).repeated(2).claim(WHITE, ClaimKind::Threefold);
    expect(&v, Rejected, None, "FIDE 9.2");
    assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
    assert!(v.explanation.contains("FIDE 9.5.3"), "{}", v.explanation);
}

#[test]
fn an_incorrect_claim_in_blitz_gives_one_minute_b_3_a_3() {
    let v = table(Rulebook::FideBlitz).fen(FORTRESS).repeated(1).claim(WHITE, ClaimKind::Threefold);
    assert_eq!(effect(&v), vec![(BLACK, ms(60_000.0))]);
    for rule in ["FIDE 9.5.3", "FIDE B.3", "FIDE A.3", "FIDE 9.1.2.3"] {
        assert!(v.explanation.contains(rule), "{rule}: {}", v.explanation);
    }
    assert!(!v.explanation.contains("B.2"), "{}", v.explanation);
}

#[test]
fn unrecorded_repetitions_wait_for_the_arbiter_9_2() {
    let game = table(Rulebook::FideStandard);
    expect(&game.claim(WHITE, ClaimKind::Threefold), Pending, None, "FIDE 9.2");
    let v = game.decide(WHITE, ClaimKind::Threefold, Decision::Draw);
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 9.2");
    let v = game.decide(WHITE, ClaimKind::Threefold, Decision::Reject);
    expect(&v, Rejected, None, "FIDE 9.2");
    assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
    let v = game.decide(WHITE, ClaimKind::Threefold, Decision::Postpone);
    expect(&v, Pending, None, "FIDE 9.2");
}

#[test]
fn draw_claims_and_their_cost_are_explained_in_the_players_language_9_2_9_3_9_5_3() {
    let fifty = "8/8/3k4/8/3r4/8/3RN3/4K3 w - - 100 120";
    let (drawn, short, incorrect, not_on_move) = in_spanish(|| {
        (
            table(Rulebook::FideRapid).fen(fifty).claim(WHITE, ClaimKind::FiftyMoves),
            table(Rulebook::FideRapid).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 1 120").claim(WHITE, ClaimKind::FiftyMoves),
            table(Rulebook::FideStandard).fen(FORTRESS).repeated(2).claim(WHITE, ClaimKind::Threefold),
            table(Rulebook::FideBlitz)
                .fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5")
                .repeated(3)
                .claim(BLACK, ClaimKind::Threefold),
        )
    });
    expect(&drawn, Upheld, Some("1/2-1/2"), "FIDE 9.3");
    assert!(drawn.explanation.starts_with("Las últimas 50 jugadas de cada jugador se hicieron sin captura ni movimiento de peón, así que la partida es tablas. FIDE 9.3 (texto en inglés): “"), "{}", drawn.explanation);
    // One half-move takes the singular (the English said "1 half-moves").
    assert!(short.explanation.starts_with("Solo se ha hecho 1 media jugada (no 100)"), "{}", short.explanation);
    // The claim, its cost and every rule quoted, in one language but for the quotes.
    assert!(
        incorrect.explanation.starts_with("La posición solo se ha dado dos veces en el tablero, así que la reclamación es incorrecta y se sigue jugando. FIDE 9.2 (texto en inglés): “"),
        "{}",
        incorrect.explanation
    );
    assert!(
        incorrect.explanation.contains("” Las negras reciben dos minutos más. FIDE 9.5.3 (texto en inglés): “"),
        "{}",
        incorrect.explanation
    );
    assert!(
        not_on_move
            .explanation
            .starts_with("Solo el jugador al que le toca mover puede hacer esta reclamación, y mueven las blancas."),
        "{}",
        not_on_move.explanation
    );
    // Russian counts take their forms: 50 moves (many), 1 half-move (one), 2 minutes.
    let (drawn, short) = words::speaking(Language::Russian, || {
        (
            table(Rulebook::FideRapid).fen(fifty).claim(WHITE, ClaimKind::FiftyMoves),
            table(Rulebook::FideRapid).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 1 120").claim(WHITE, ClaimKind::FiftyMoves),
        )
    });
    assert!(drawn.explanation.starts_with("Последние 50 ходов каждого игрока"), "{}", drawn.explanation);
    assert!(
        short.explanation.starts_with("После последнего взятия или хода пешкой сделан лишь 1 полуход"),
        "{}",
        short.explanation
    );
    // English as before.
    let english = table(Rulebook::FideStandard).fen(FORTRESS).repeated(2).claim(WHITE, ClaimKind::Threefold);
    assert!(
        english.explanation.starts_with(
            "The position has stood on the board only twice, so the claim is incorrect and play continues. FIDE 9.2: “"
        ),
        "{}",
        english.explanation
    );
    assert!(english.explanation.contains("” Black gets two minutes more. FIDE 9.5.3: “"), "{}", english.explanation);
}

#[test]
fn the_games_own_ends_are_said_in_the_players_language_5_1_1_5_2_1() {
    let (mate, stalemate, resigned) = in_spanish(|| {
        (
            table(Rulebook::FideStandard).fen(FOOLS_MATE).after_move().expect("mate"),
            table(Rulebook::FideRapid).fen(STALEMATE).after_move().expect("stalemate"),
            table(Rulebook::FideStandard).resign(WHITE),
        )
    });
    assert!(
        mate.explanation.starts_with("Las negras han dado jaque mate a las blancas. FIDE 5.1.1 (texto en inglés): “"),
        "{}",
        mate.explanation
    );
    assert!(
        stalemate
            .explanation
            .contains("no tienen jugada legal y no están en jaque: ahogado. FIDE 5.2.1 (texto en inglés): “"),
        "{}",
        stalemate.explanation
    );
    assert!(
        resigned.explanation.starts_with("Abandonan las blancas. FIDE 5.1.2 (texto en inglés): “"),
        "{}",
        resigned.explanation
    );
}

#[test]
fn the_arbiters_decision_on_a_waiting_claim_is_said_in_the_players_language_9_2_9_5_3() {
    let game = table(Rulebook::FideStandard);
    let [drawn, rejected, postponed] = in_spanish(|| {
        [Decision::Draw, Decision::Reject, Decision::Postpone].map(|d| game.decide(WHITE, ClaimKind::Threefold, d))
    });
    expect(&drawn, Upheld, Some("1/2-1/2"), "FIDE 9.2");
    assert!(
        drawn.explanation.starts_with(
            "El árbitro da por correcta la repetición: la partida es tablas. FIDE 9.2 (texto en inglés): “"
        ),
        "{}",
        drawn.explanation
    );
    expect(&rejected, Rejected, None, "FIDE 9.2");
    assert!(
        rejected.explanation.starts_with(
            "El árbitro declara incorrecta la reclamación; se sigue jugando. FIDE 9.2 (texto en inglés): “"
        ),
        "{}",
        rejected.explanation
    );
    assert!(
        rejected.explanation.contains("” Las negras reciben dos minutos más. FIDE 9.5.3 (texto en inglés): “"),
        "{}",
        rejected.explanation
    );
    expect(&postponed, Pending, None, "FIDE 9.2");
    assert!(
        postponed.explanation.starts_with(
            "El árbitro aplaza la decisión; la reclamación sigue esperando. FIDE 9.2 (texto en inglés): “"
        ),
        "{}",
        postponed.explanation
    );
    let english = game.decide(WHITE, ClaimKind::Threefold, Decision::Draw);
    assert!(
        english.explanation.starts_with("The arbiter rules the repetition correct: the game is drawn. FIDE 9.2: “"),
        "{}",
        english.explanation
    );
}

#[test]
fn fifty_moves_without_capture_or_pawn_move_9_3() {
    let v =
        table(Rulebook::FideRapid).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 100 120").claim(WHITE, ClaimKind::FiftyMoves);
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 9.3");
    let v = table(Rulebook::FideRapid).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 99 120").claim(WHITE, ClaimKind::FiftyMoves);
    expect(&v, Rejected, None, "FIDE 9.3");
    assert_eq!(effect(&v), vec![(BLACK, ms(60_000.0))]);
}

#[test]
fn a_first_illegal_move_gives_the_opponent_two_minutes_7_5_5() {
    let v = table(Rulebook::FideStandard).before_move(BEFORE_KD2).illegal(BLACK, "Kd2");
    expect(&v, Upheld, None, "FIDE 7.5.5");
    assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
}

#[test]
fn an_illegal_move_is_explained_in_the_players_language_the_first_and_the_second_7_5_5() {
    let (first, pressed, second) = in_spanish(|| {
        (
            table(Rulebook::FideStandard).before_move(BEFORE_KD2).illegal(BLACK, "Kd2"),
            table(Rulebook::FideStandard).before_move(BEFORE_KD2).illegal(BLACK, "--"),
            table(Rulebook::FideStandard).earlier_illegal_moves(WHITE, 1).illegal(BLACK, "Kd2"),
        )
    });
    expect(&first, Upheld, None, "FIDE 7.5.5");
    assert!(
        first.explanation.starts_with("Kd2 no es una jugada legal de las blancas en esa posición. Es la primera jugada ilegal de las blancas: las negras reciben dos minutos más y se sigue jugando desde la posición anterior. Las blancas vuelven a jugar, con su reloj en marcha. FIDE 7.5.5 (texto en inglés): “"),
        "{}",
        first.explanation
    );
    assert!(
        pressed
            .explanation
            .starts_with("Las blancas pulsaron el reloj sin hacer una jugada, lo que cuenta como jugada ilegal."),
        "{}",
        pressed.explanation
    );
    assert!(pressed.explanation.contains("FIDE 7.5.3 (texto en inglés): “"), "{}", pressed.explanation);
    // A second one loses.
    expect(&second, Upheld, Some("0-1"), "FIDE 7.5.5");
    assert!(
        second.explanation.starts_with("La app no tiene posición para comprobar Kd2 y acepta la reclamación tal como se hace. Es la segunda jugada ilegal de las blancas, con la que pierden la partida. La app no tiene la posición para comprobar el material de mate de las negras"),
        "{}",
        second.explanation
    );
    assert!(second.explanation.contains("FIDE 7.5.5 (texto en inglés): “"), "{}", second.explanation);
}

#[test]
fn a_first_illegal_move_in_blitz_gives_one_minute_a_5_2_b_3_a_3() {
    let v = table(Rulebook::FideBlitz).before_move(BEFORE_KD2).illegal(BLACK, "Kd2");
    expect(&v, Upheld, None, "FIDE A.5.2");
    assert_eq!(effect(&v), vec![(BLACK, ms(60_000.0))]);
    for rule in ["FIDE 7.5.5", "FIDE B.3", "FIDE A.3"] {
        assert!(v.explanation.contains(rule), "{rule}: {}", v.explanation);
    }
}

#[test]
fn a_first_illegal_move_in_rapid_gives_one_minute_a_5_2_a_3() {
    let v = table(Rulebook::FideRapid).before_move(BEFORE_KD2).illegal(BLACK, "e1d2");
    expect(&v, Upheld, None, "FIDE A.5.2");
    assert_eq!(effect(&v), vec![(BLACK, ms(60_000.0))]);
    assert!(v.explanation.contains("FIDE A.3") && !v.explanation.contains("B.3"), "{}", v.explanation);
}

#[test]
fn in_rapid_the_claim_comes_too_late_after_the_claimants_own_move_a_5_2() {
    let v = table(Rulebook::FideRapid).before_move(BEFORE_KD2).last_press(Some(BLACK)).illegal(BLACK, "Kd2");
    expect(&v, Rejected, None, "FIDE A.5.2");
}

#[test]
fn pressing_the_clock_without_a_move_is_an_illegal_move_7_5_3() {
    for text in ["--", "0000"] {
        let v = table(Rulebook::FideStandard).before_move(BEFORE_KD2).illegal(BLACK, text);
        expect(&v, Upheld, None, "FIDE 7.5.5");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
        assert!(
            v.explanation.contains("without making a move") && v.explanation.contains("FIDE 7.5.3"),
            "{}",
            v.explanation
        );
    }
    // Without a position too: the claim names no move at all.
    let v = table(Rulebook::FideBlitz).last_press(Some(WHITE)).illegal(BLACK, "--");
    expect(&v, Upheld, None, "FIDE A.5.2");
    assert!(v.explanation.contains("FIDE 7.5.3"), "{}", v.explanation);
}

#[test]
fn a_pawn_left_unpromoted_on_the_last_rank_is_an_illegal_move_7_5_2() {
    const PAWN_ON_SEVENTH: &str = "7k/4P3/8/8/8/8/8/4K3 w - - 0 60";
    for text in ["e8", "e7e8"] {
        let v = table(Rulebook::FideStandard).before_move(PAWN_ON_SEVENTH).illegal(BLACK, text);
        expect(&v, Upheld, None, "FIDE 7.5.5");
        assert!(v.explanation.contains("FIDE 7.5.2"), "{text}: {}", v.explanation);
    }
    expect(
        &table(Rulebook::FideStandard).before_move(PAWN_ON_SEVENTH).illegal(BLACK, "e8=Q"),
        Rejected,
        None,
        "FIDE 7.5.5",
    );
}

#[test]
fn in_standard_play_an_illegal_move_is_corrected_even_later_7_5_5() {
    let v = table(Rulebook::FideStandard).before_move(BEFORE_KD2).last_press(Some(BLACK)).illegal(BLACK, "Kd2");
    expect(&v, Upheld, None, "FIDE 7.5.5");
}

#[test]
fn a_second_illegal_move_loses_7_5_5() {
    let v = table(Rulebook::FideStandard)
        .before_move(ROOK_MATES_SOON)
        .earlier_illegal_moves(WHITE, 1)
        .illegal(BLACK, "Kg1");
    expect(&v, Upheld, Some("0-1"), "FIDE 7.5.5");
    assert_eq!(v.termination, Some(Termination::IllegalMove));
}

#[test]
fn a_second_illegal_move_against_a_lone_king_is_a_draw_7_5_5() {
    let v = table(Rulebook::FideBlitz)
        .before_move("4k3/8/8/8/8/8/8/R3K3 w - - 0 30")
        .earlier_illegal_moves(WHITE, 1)
        .illegal(BLACK, "Ke3");
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 7.5.5");
}

#[test]
fn a_legal_move_is_no_illegal_move() {
    let v = table(Rulebook::FideStandard).before_move(BEFORE_KD2).illegal(BLACK, "Kxd1");
    expect(&v, Rejected, None, "FIDE 7.5.5");
    assert!(v.explanation.contains("legal move"), "{}", v.explanation);
}

#[test]
fn an_unreadable_move_cannot_be_checked() {
    let v = table(Rulebook::FideBlitz).before_move(BEFORE_KD2).illegal(BLACK, "king to the moon");
    expect(&v, Rejected, None, "FIDE A.5.2");
    assert!(v.explanation.contains("could not be read"), "{}", v.explanation);
}

#[test]
fn a_player_cannot_claim_their_own_move() {
    let v = table(Rulebook::FideBlitz).before_move(BEFORE_KD2).illegal(WHITE, "Kd2");
    expect(&v, Rejected, None, "FIDE A.5.2");
}

#[test]
fn quickplay_finish_claims_wait_for_the_arbiter_iii_5() {
    let game = table(Rulebook::FideStandard).left(WHITE, ms(100_000.0)).on_move(WHITE);
    expect(&game.claim(WHITE, ClaimKind::QuickplayFinish), Pending, None, "FIDE III.5");
    let v = game.decide(WHITE, ClaimKind::QuickplayFinish, Decision::Draw);
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE III.5.1");
    assert_eq!(v.termination, Some(Termination::Claim));
    // Postponed, the claim still waits for the final result (III.5.2).
    let v = game.decide(WHITE, ClaimKind::QuickplayFinish, Decision::Postpone);
    expect(&v, Pending, None, "FIDE III.5.2");
    assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
    let v = game.decide(WHITE, ClaimKind::QuickplayFinish, Decision::Reject);
    expect(&v, Rejected, None, "FIDE III.5.3");
    assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
}

#[test]
fn quickplay_finish_claims_need_the_move_and_less_than_two_minutes_iii_5() {
    let game = table(Rulebook::FideRapid).left(WHITE, ms(100_000.0));
    expect(&game.clone().on_move(BLACK).claim(WHITE, ClaimKind::QuickplayFinish), Rejected, None, "FIDE III.5");
    expect(&game.left(WHITE, ms(130_000.0)).claim(WHITE, ClaimKind::QuickplayFinish), Rejected, None, "FIDE III.5");
}

#[test]
fn guideline_iii_is_not_for_blitz_or_increments_iii_2_2() {
    let v = table(Rulebook::FideBlitz).left(WHITE, ms(100_000.0)).claim(WHITE, ClaimKind::QuickplayFinish);
    expect(&v, Rejected, None, "FIDE III.2.2");
    let v = table(Rulebook::FideStandard)
        .left(WHITE, ms(100_000.0))
        .control(true, false, true)
        .claim(WHITE, ClaimKind::QuickplayFinish);
    expect(&v, Rejected, None, "FIDE III.2.2");
    let v = table(Rulebook::FideStandard)
        .left(WHITE, ms(100_000.0))
        .control(false, false, false)
        .claim(WHITE, ClaimKind::QuickplayFinish);
    expect(&v, Rejected, None, "FIDE III.1");
}

#[test]
fn claims_fide_does_not_know_are_rejected() {
    let game = table(Rulebook::FideBlitz).fen("8/8/3k4/3r4/8/8/3R4/4K3 w - - 40 60");
    expect(&game.claim(WHITE, ClaimKind::MichiganTwenty), Rejected, None, "FIDE 9.3");
    expect(&game.claim(WHITE, ClaimKind::RookVRook), Rejected, None, "FIDE 5.2.2");
    expect(&game.claim(WHITE, ClaimKind::InsufficientLosingChances), Rejected, None, "FIDE III.5");
}

#[test]
fn clock_offences_escalate_warning_time_loss_12_9() {
    let game = table(Rulebook::FideStandard);
    let v = game.penalty(WHITE, Infraction::KnockedClock, 1);
    expect(&v, Upheld, None, "FIDE 12.9");
    // Knocking the clock over is 6.2.4, hovering 6.2.3, pausing without a reason 6.11.4.
    assert!(v.effects.is_empty() && v.explanation.contains("FIDE 6.2.4"), "{}", v.explanation);
    let v = game.penalty(WHITE, Infraction::Hover, 2);
    assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
    assert!(v.explanation.contains("FIDE 6.2.3") && v.explanation.contains("'hover'"), "{}", v.explanation);
    let v = game.penalty(WHITE, Infraction::FrivolousStop, 3);
    expect(&v, Upheld, Some("0-1"), "FIDE 12.9");
    assert_eq!(v.termination, Some(Termination::Penalty));
    assert!(v.explanation.contains("FIDE 6.11.4"), "{}", v.explanation);
    let v = table(Rulebook::FideBlitz).penalty(BLACK, Infraction::DisplacedPieces, 2);
    assert_eq!(effect(&v), vec![(WHITE, ms(60_000.0))]);
    assert!(v.explanation.contains("FIDE 7.4.3"), "{}", v.explanation);
    for label in ["FIDE 6.2.5", "FIDE 6.12.2", "FIDE 6.11.1"] {
        assert!(rule::find(label).is_none(), "{label} says something else in 2023: it is not cited");
    }
}

#[test]
fn two_hands_on_one_move_counts_as_an_illegal_move_7_5_4() {
    let v = table(Rulebook::FideStandard).penalty(WHITE, Infraction::TwoHands, 1);
    expect(&v, Upheld, None, "FIDE 7.5.4");
    assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
    let v = table(Rulebook::FideStandard).earlier_illegal_moves(WHITE, 1).penalty(WHITE, Infraction::TwoHands, 1);
    expect(&v, Upheld, Some("0-1"), "FIDE 7.5.5");
    let v = table(Rulebook::FideStandard).fen(LONE_KING_V_PAWNS).earlier_illegal_moves(WHITE, 1).penalty(
        WHITE,
        Infraction::TwoHands,
        1,
    );
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 7.5.5");
}
