use super::*;
use crate::ground::language::Language;
use crate::ground::words;

const S: Rulebook = Rulebook::ScholasticBlitz2004;

#[test]
fn an_illegal_move_loses_to_the_claimant_with_mating_material_7a4() {
    let v = table(S).before_move(BEFORE_KD2).illegal(BLACK, "Kd2");
    expect(&v, Upheld, Some("0-1"), "Scholastic 7a4");
    assert_eq!(v.termination, Some(Termination::IllegalMove));
}

#[test]
fn without_mating_material_the_illegal_move_only_draws_8f() {
    let v = table(S).before_move("4k3/8/8/8/8/8/8/1n2K3 w - - 0 30").illegal(BLACK, "Kd2");
    expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8f");
}

#[test]
fn the_illegal_move_claim_must_come_before_the_claimants_move_14() {
    let v = table(S).before_move(BEFORE_KD2).last_press(Some(BLACK)).illegal(BLACK, "Kd2");
    expect(&v, Rejected, None, "Scholastic 14");
}

#[test]
fn an_uncompleted_move_cannot_be_claimed() {
    let v = table(S).before_move(BEFORE_KD2).last_press(None).illegal(BLACK, "Kd2");
    expect(&v, Rejected, None, "Scholastic 7a4");
}

#[test]
fn the_claimants_own_fallen_flag_does_not_negate_the_claim_7a5() {
    let v = table(S).before_move(BEFORE_KD2).flag_falls(BLACK, ms(1.0)).illegal(BLACK, "Kd2");
    expect(&v, Upheld, Some("0-1"), "Scholastic 7a4");
    assert!(v.explanation.contains("Scholastic 7a5"), "{}", v.explanation);
}

#[test]
fn a_flag_claim_with_mating_material_wins_7a3() {
    let v = table(S).fen("8/8/3k4/3r4/8/8/8/4K3 w - - 0 60").flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("0-1"), "Scholastic 7a3");
}

#[test]
fn two_knights_against_a_lone_king_are_not_mating_material_7b_8f() {
    let v = table(S).fen(TWO_KNIGHTS_V_KING).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8f");
    let v = table(S).fen(TWO_KNIGHTS_V_PAWN).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("0-1"), "Scholastic 7a3");
}

#[test]
fn a_lone_minor_piece_needs_a_demonstrated_forced_win_7b() {
    let v = table(S).fen(BISHOP_V_PAWN).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8f");
    let v = table(S).fen(KNIGHT_MATES_IN_ONE).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("0-1"), "Scholastic 7a3");
}

#[test]
fn both_flags_down_is_a_draw_8c() {
    let v = table(S).flag_falls(WHITE, ms(60_000.0)).flag_falls(BLACK, ms(130_000.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8c");
}

#[test]
fn checkmate_nullifies_a_later_time_claim_8c() {
    let v = table(S).fen(FOOLS_MATE).flag_falls(BLACK, ms(1.0)).claim(WHITE, ClaimKind::Flag);
    expect(&v, Upheld, Some("0-1"), "Scholastic 8c");
}

#[test]
fn stalemate_even_if_a_fallen_flag_is_claimed_8a() {
    let v = table(S).fen(STALEMATE).flag_falls(BLACK, ms(1.0)).claim(WHITE, ClaimKind::Flag);
    expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8a");
    let v = table(S).fen(STALEMATE).after_move().expect("stalemate");
    expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8a");
}

#[test]
fn mate_wins_7a1() {
    let v = table(S).fen(FOOLS_MATE).after_move().expect("mate");
    expect(&v, Upheld, Some("0-1"), "Scholastic 7a1");
}

#[test]
fn king_against_king_is_drawn_by_the_official_rules_23() {
    let v = table(S).fen("8/8/8/4k3/8/8/8/4K3 b - - 0 50").after_move().expect("bare kings");
    expect(&v, Upheld, Some("1/2-1/2"), "USCF 14D");
    let v = table(S).fen("8/8/8/4k3/8/8/8/4K3 b - - 0 50").claim(WHITE, ClaimKind::DeadPosition);
    expect(&v, Upheld, Some("1/2-1/2"), "USCF 14D");
    assert!(v.explanation.contains("Scholastic 23"), "{}", v.explanation);
}

#[test]
fn perpetual_check_needs_a_three_time_repetition_8d() {
    let game = table(S).fen(FORTRESS);
    expect(&game.clone().repeated(3).claim(BLACK, ClaimKind::Threefold), Upheld, Some("1/2-1/2"), "Scholastic 8d");
    expect(&game.repeated(2).claim(BLACK, ClaimKind::Threefold), Rejected, None, "Scholastic 8d");
}

#[test]
fn fifty_moves_come_from_the_official_rules_23() {
    let v = table(S).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 100 120").claim(WHITE, ClaimKind::FiftyMoves);
    expect(&v, Upheld, Some("1/2-1/2"), "USCF 14F1");
    assert!(v.explanation.contains("Scholastic 23"), "{}", v.explanation);
}

#[test]
fn rook_against_rook_is_drawn_8e() {
    let v = table(S).fen("8/8/3k4/3r4/8/8/3R4/4K3 w - - 0 60").claim(WHITE, ClaimKind::IdenticalPieces);
    expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8e");
    assert_eq!(v.termination, Some(Termination::Claim));
}

#[test]
fn unless_the_opponent_can_demonstrate_a_forced_win_8e() {
    let v = table(S).fen("1r6/R7/8/8/8/6k1/8/7K b - - 0 60").claim(WHITE, ClaimKind::RookVRook);
    expect(&v, Rejected, None, "Scholastic 8e");
    assert!(v.explanation.contains("forced mate in 1"), "{}", v.explanation);
    let v = table(S).fen("8/8/3k4/3r4/8/8/3B4/4K3 w - - 0 60").claim(WHITE, ClaimKind::IdenticalPieces);
    expect(&v, Rejected, None, "Scholastic 8e");
}

#[test]
fn opposite_bishops_with_one_pawn_8g() {
    let v = table(S).fen("8/8/3k4/3b4/8/2B5/4P3/4K3 w - - 0 50").claim(BLACK, ClaimKind::DeadPosition);
    expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8g");
    assert!(v.explanation.contains("Scholastic 13a"), "{}", v.explanation);
}

#[test]
fn an_opposite_bishops_appeal_the_search_could_not_settle_costs_a_minute_only_if_rejected_8g() {
    let game = table(S)
        .fen("8/8/3k4/3b4/8/2B5/4P3/4K3 w - - 0 50")
        .recorded_forced_mate(WHITE, search::ForcedMate::none_within(2));
    let v = game.claim(BLACK, ClaimKind::DeadPosition);
    expect(&v, Pending, None, "Scholastic 8g");
    assert!(v.effects.is_empty(), "no minute while the director decides: {v:?}");
    assert!(v.explanation.contains("whether White can force a win the app could not decide"), "{}", v.explanation);
    let v = game.decide(BLACK, ClaimKind::DeadPosition, Decision::Draw);
    expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8g");
    assert!(v.explanation.contains("White has no forced win"), "{}", v.explanation);
    let v = game.decide(BLACK, ClaimKind::DeadPosition, Decision::Reject);
    expect(&v, Rejected, None, "Scholastic 8g");
    assert!(v.explanation.contains("White has a forced win"), "{}", v.explanation);
    assert_eq!(effect(&v), vec![(BLACK, ms(-60_000.0))], "{}", v.explanation);
}

#[test]
fn a_lone_knight_with_a_forced_mate_five_moves_deep_is_mating_material_7b() {
    let v = table(S).fen(KNIGHT_MATES_IN_FIVE).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("0-1"), "Scholastic 7a3");
    assert!(v.explanation.contains("forced mate in 5"), "{}", v.explanation);
    let v = table(S)
        .fen(KNIGHT_MATES_IN_FIVE)
        .recorded_forced_mate(BLACK, search::ForcedMate::none_within(1))
        .flag_falls(WHITE, ms(1.0))
        .claim(BLACK, ClaimKind::Flag);
    expect(&v, Pending, None, "Scholastic 8f");
}

#[test]
fn opposite_bishops_two_pawns_against_one_blockaded_8g() {
    let v = table(S).fen("8/3b4/8/1k2p3/1P2P3/8/8/2B1K3 w - - 0 50").claim(BLACK, ClaimKind::InsufficientMaterial);
    expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8g");
}

#[test]
fn the_defending_king_in_front_of_the_pawn_8h() {
    let v = table(S).fen("k7/8/8/P7/8/8/8/4K3 w - - 0 50").claim(BLACK, ClaimKind::DeadPosition);
    expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8h");
    let v = table(S).fen("8/8/4k3/4P3/8/8/8/4K3 w - - 0 50").claim(BLACK, ClaimKind::DeadPosition);
    expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8h");
}

#[test]
fn a_pawn_on_the_seventh_is_no_draw_and_the_appeal_costs_a_minute_8h_13b() {
    let v = table(S).fen("4k3/4P3/8/4K3/8/8/8/8 w - - 0 50").claim(BLACK, ClaimKind::DeadPosition);
    expect(&v, Rejected, None, "Scholastic 13");
    assert_eq!(effect(&v), vec![(BLACK, ms(-60_000.0))]);
    assert!(v.explanation.contains("Scholastic 13b"), "{}", v.explanation);
}

#[test]
fn rook_and_rook_pawn_blockaded_by_the_king_8i() {
    let v = table(S).fen("8/8/k7/P7/8/8/1r6/1R2K3 w - - 0 50").claim(BLACK, ClaimKind::DeadPosition);
    expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8i");
}

#[test]
fn a_rejected_repetition_appeal_costs_the_claimant_a_minute_8d_13b() {
    let v = table(S).fen(FORTRESS).repeated(2).claim(BLACK, ClaimKind::Threefold);
    expect(&v, Rejected, None, "Scholastic 8d");
    assert_eq!(effect(&v), vec![(BLACK, ms(-60_000.0))], "{}", v.explanation);
    assert!(v.explanation.contains("Scholastic 13b"), "{}", v.explanation);
}

#[test]
fn a_rejected_repetition_appeal_and_its_cost_are_said_in_one_language_8d_13b() {
    let spanish =
        words::speaking(Language::Spanish, || table(S).fen(FORTRESS).repeated(2).claim(BLACK, ClaimKind::Threefold));
    assert!(
        spanish.explanation.starts_with("La posición solo se ha dado dos veces en el tablero"),
        "{}",
        spanish.explanation
    );
    assert!(
        spanish.explanation.contains("” Las negras pierden un minuto. Scholastic 13b (texto en inglés): “"),
        "{}",
        spanish.explanation
    );
    // Another appeal, rejected on the position: its sentence and its cost in Spanish, its quotations marked.
    let identical = words::speaking(Language::Spanish, || {
        table(S).fen("8/8/3k4/3r4/8/8/3B4/4K3 w - - 0 60").claim(WHITE, ClaimKind::IdenticalPieces)
    });
    assert!(
        identical.explanation.starts_with("Los jugadores no tienen cada uno una sola pieza idéntica"),
        "{}",
        identical.explanation
    );
    assert!(
        identical.explanation.contains("” Las blancas pierden un minuto. Scholastic 13b (texto en inglés): “"),
        "{}",
        identical.explanation
    );
}

#[test]
fn a_rejected_identical_pieces_appeal_costs_the_claimant_a_minute_8e_13b() {
    let v = table(S).fen("8/8/3k4/3r4/8/8/3B4/4K3 w - - 0 60").claim(WHITE, ClaimKind::IdenticalPieces);
    expect(&v, Rejected, None, "Scholastic 8e");
    assert_eq!(effect(&v), vec![(WHITE, ms(-60_000.0))], "{}", v.explanation);
}

#[test]
fn a_rejected_fifty_move_appeal_costs_the_claimant_a_minute_not_the_official_rules_penalty_13b() {
    let v = table(S).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 60 120").claim(WHITE, ClaimKind::FiftyMoves);
    expect(&v, Rejected, None, "USCF 14F1");
    assert_eq!(effect(&v), vec![(WHITE, ms(-60_000.0))], "{}", v.explanation);
}

#[test]
fn an_unrecorded_repetition_rejected_by_the_director_costs_a_minute_8d_13b() {
    let game = table(S);
    expect(&game.claim(BLACK, ClaimKind::Threefold), Pending, None, "Scholastic 8d");
    let v = game.decide(BLACK, ClaimKind::Threefold, Decision::Reject);
    assert_eq!(effect(&v), vec![(BLACK, ms(-60_000.0))], "{}", v.explanation);
}

#[test]
fn a_rejected_flag_claim_is_no_draw_appeal_and_costs_nothing_13b() {
    let v = table(S).left(WHITE, ms(30_000.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Rejected, None, "Scholastic 7a3");
    assert!(v.effects.is_empty());
}

#[test]
fn a_clearly_drawn_position_waits_for_the_director_without_a_position_13() {
    let game = table(S);
    expect(&game.claim(WHITE, ClaimKind::DeadPosition), Pending, None, "Scholastic 13");
    let v = game.decide(WHITE, ClaimKind::DeadPosition, Decision::Reject);
    expect(&v, Rejected, None, "Scholastic 13");
    assert_eq!(effect(&v), vec![(WHITE, ms(-60_000.0))]);
}

#[test]
fn no_insufficient_losing_chances_in_blitz_22() {
    expect(
        &table(S).left(WHITE, ms(10_000.0)).claim(WHITE, ClaimKind::InsufficientLosingChances),
        Rejected,
        None,
        "Scholastic 22",
    );
    expect(&table(S).claim(WHITE, ClaimKind::MichiganTwenty), Rejected, None, "Scholastic 8");
}

#[test]
fn two_hands_warning_minute_loss_4() {
    let game = table(S);
    let v = game.penalty(WHITE, Infraction::TwoHands, 1);
    expect(&v, Upheld, None, "Scholastic 4");
    assert!(v.effects.is_empty());
    // Rule 4's "one minute penalty" is on the offender: a minute off White's own clock.
    let v = game.penalty(WHITE, Infraction::TwoHands, 2);
    assert_eq!(effect(&v), vec![(WHITE, ms(-60_000.0))]);
    assert!(v.explanation.contains("taken from White's clock"), "{}", v.explanation);
    let v = game.penalty(WHITE, Infraction::TwoHands, 3);
    expect(&v, Upheld, Some("0-1"), "Scholastic 4");
    assert_eq!(v.termination, Some(Termination::Penalty));
}

#[test]
fn a_knocked_clock_gives_the_opponent_a_minute_every_time_6b() {
    for count in 1..=3 {
        let v = table(S).penalty(WHITE, Infraction::KnockedClock, count);
        expect(&v, Upheld, None, "Scholastic 6b");
        assert_eq!(effect(&v), vec![(BLACK, ms(60_000.0))]);
    }
}

#[test]
fn hovering_escalates_like_rule_4_6d() {
    let v = table(S).penalty(BLACK, Infraction::Hover, 2);
    expect(&v, Upheld, None, "Scholastic 6d");
    assert_eq!(effect(&v), vec![(BLACK, ms(-60_000.0))]);
    assert!(v.explanation.contains("Scholastic 4"), "{}", v.explanation);
}

#[test]
fn displaced_pieces_warning_minute_forfeit_9() {
    let game = table(S);
    assert!(game.penalty(WHITE, Infraction::DisplacedPieces, 1).effects.is_empty());
    let v = game.clone().flag_falls(WHITE, ms(1.0)).penalty(WHITE, Infraction::DisplacedPieces, 1);
    assert_eq!(effect(&v), vec![(BLACK, ms(60_000.0))]);
    assert_eq!(effect(&game.penalty(WHITE, Infraction::DisplacedPieces, 2)), vec![(BLACK, ms(60_000.0))]);
    expect(&game.penalty(WHITE, Infraction::DisplacedPieces, 3), Upheld, Some("0-1"), "Scholastic 9");
}

#[test]
fn a_frivolous_stop_costs_the_stopper_a_minute_13b() {
    let v = table(S).penalty(BLACK, Infraction::FrivolousStop, 1);
    expect(&v, Upheld, None, "Scholastic 13b");
    assert_eq!(effect(&v), vec![(BLACK, ms(-60_000.0))]);
}
