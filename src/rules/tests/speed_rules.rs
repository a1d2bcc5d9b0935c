use super::*;

const S: Rulebook = Rulebook::SpeedChess2000;

#[test]
fn the_michigan_twenty_move_rule_13b() {
    let v = table(S).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 40 70").claim(WHITE, ClaimKind::MichiganTwenty);
    expect(&v, Upheld, Some("1/2-1/2"), "Speed 13b");
    let v = table(S).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 39 70").claim(WHITE, ClaimKind::MichiganTwenty);
    expect(&v, Rejected, None, "Speed 13b");
}

#[test]
fn king_and_rook_against_king_needs_forty_moves_13b() {
    let v = table(S).fen("8/8/3k4/8/8/8/R7/4K3 w - - 40 70").claim(BLACK, ClaimKind::MichiganTwenty);
    expect(&v, Rejected, None, "Speed 13b");
    let v = table(S).fen("8/8/3k4/8/8/8/R7/4K3 w - - 80 90").claim(BLACK, ClaimKind::MichiganTwenty);
    expect(&v, Upheld, Some("1/2-1/2"), "Speed 13b");
}

#[test]
fn without_a_position_the_count_is_for_a_director_13b() {
    expect(&table(S).claim(WHITE, ClaimKind::MichiganTwenty), Pending, None, "Speed 13b");
}

#[test]
fn queen_against_queen_is_a_draw_10() {
    let v = table(S).fen("8/8/3k4/3q4/8/8/3Q4/4K3 w - - 0 60").claim(WHITE, ClaimKind::QueenVQueen);
    expect(&v, Upheld, Some("1/2-1/2"), "Speed 10");
}

#[test]
fn unless_the_opponent_demonstrates_a_forced_win_10() {
    let v = table(S).fen("1r6/R7/8/8/8/6k1/8/7K b - - 0 60").claim(WHITE, ClaimKind::RookVRook);
    expect(&v, Rejected, None, "Speed 10");
    let v = table(S).fen("8/8/3k4/3r4/8/8/3R4/4K3 w - - 0 60").claim(WHITE, ClaimKind::QueenVQueen);
    expect(&v, Rejected, None, "Speed 10");
}

#[test]
fn a_forced_win_the_search_could_not_settle_is_for_the_director_10() {
    let game = table(S)
        .fen("8/8/3k4/3r4/8/8/3R4/4K3 w - - 0 60")
        .recorded_forced_mate(BLACK, search::ForcedMate::none_within(2));
    let v = game.claim(WHITE, ClaimKind::RookVRook);
    expect(&v, Pending, None, "Speed 10");
    assert_eq!(v.forced_win_undecided, Some(BLACK));
    let v = game.decide(WHITE, ClaimKind::RookVRook, Decision::Draw);
    expect(&v, Upheld, Some("1/2-1/2"), "Speed 10");
    assert_eq!(v.termination, Some(Termination::Claim));
    let v = game.decide(WHITE, ClaimKind::RookVRook, Decision::Reject);
    expect(&v, Rejected, None, "Speed 10");
    assert!(
        v.explanation.contains("Black has a forced win: the claim is rejected and play continues"),
        "{}",
        v.explanation
    );
    // Recorded deep enough, the search decides by itself.
    let v = table(S)
        .fen("8/8/3k4/3r4/8/8/3R4/4K3 w - - 0 60")
        .recorded_forced_mate(BLACK, search::ForcedMate::none_within(7))
        .claim(WHITE, ClaimKind::RookVRook);
    expect(&v, Upheld, Some("1/2-1/2"), "Speed 10");
    assert!(v.explanation.contains("none within 7 moves"), "{}", v.explanation);
}

#[test]
fn a_lone_knight_only_draws_on_time_2c() {
    let v = table(S).fen(KNIGHT_V_PAWN).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("1/2-1/2"), "Speed 2c");
}

#[test]
fn a_time_overstep_claimed_before_both_flags_are_down_wins_12() {
    let v = table(S).fen("8/8/3k4/3r4/8/8/8/4K3 w - - 0 60").flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("0-1"), "Speed 12");
    let v = table(S).flag_falls(WHITE, ms(1.0)).flag_falls(BLACK, ms(2.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("1/2-1/2"), "Speed 12");
}

#[test]
fn only_the_opponent_calls_a_flag_2d() {
    let v = table(S).flag_falls(BLACK, ms(1.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Rejected, None, "Speed 2d");
}

#[test]
fn checkmate_takes_precedence_over_a_flag_fall_2b() {
    let v = table(S).fen(FOOLS_MATE).flag_falls(BLACK, ms(1.0)).claim(WHITE, ClaimKind::Flag);
    expect(&v, Upheld, Some("0-1"), "Speed 2b");
}

#[test]
fn an_illegal_move_then_a_press_loses_11() {
    let v = table(S).before_move(BEFORE_KD2).illegal(BLACK, "Kd2");
    expect(&v, Upheld, Some("0-1"), "Speed 11");
    let v = table(S).before_move(BEFORE_KD2).last_press(Some(BLACK)).illegal(BLACK, "Kd2");
    expect(&v, Rejected, None, "Speed 11");
}

#[test]
fn no_insufficient_losing_chances_4() {
    expect(
        &table(S).left(WHITE, ms(10_000.0)).claim(WHITE, ClaimKind::InsufficientLosingChances),
        Rejected,
        None,
        "Speed 4",
    );
}

#[test]
fn regular_rules_apply_to_repetition_2() {
    let v = table(S).fen(FORTRESS).repeated(3).claim(WHITE, ClaimKind::Threefold);
    expect(&v, Upheld, Some("1/2-1/2"), "USCF 14C");
    assert!(v.explanation.contains("Speed 2"), "{}", v.explanation);
}

#[test]
fn penalties_5_6_8() {
    let v = table(S).penalty(WHITE, Infraction::TwoHands, 1);
    expect(&v, Upheld, None, "USCF 1C2b");
    assert!(v.explanation.contains("Speed 5"), "{}", v.explanation);
    let v = table(S).penalty(WHITE, Infraction::KnockedClock, 2);
    assert!(v.explanation.contains("Speed 6"), "{}", v.explanation);
    let v = table(S).penalty(WHITE, Infraction::DisplacedPieces, 2);
    assert!(v.explanation.contains("Speed 8"), "{}", v.explanation);
}
