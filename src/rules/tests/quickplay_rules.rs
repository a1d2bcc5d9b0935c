use super::*;

const Q: Rulebook = Rulebook::Quickplay2001;

#[test]
fn a_quickplay_finish_claim_waits_for_the_arbiter_10_2() {
    let game = table(Q).left(WHITE, ms(100_000.0)).on_move(WHITE);
    expect(&game.claim(WHITE, ClaimKind::QuickplayFinish), Pending, None, "Quickplay 10.2");
    expect(&game.decide(WHITE, ClaimKind::QuickplayFinish, Decision::Draw), Upheld, Some("1/2-1/2"), "Quickplay 10.2a");
    let v = game.decide(WHITE, ClaimKind::QuickplayFinish, Decision::Postpone);
    expect(&v, Pending, None, "Quickplay 10.2b");
    assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
    let v = game.decide(WHITE, ClaimKind::QuickplayFinish, Decision::Reject);
    expect(&v, Rejected, None, "Quickplay 10.2c");
    assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
}

#[test]
fn the_claimant_must_have_the_move_and_under_two_minutes_10_2() {
    expect(
        &table(Q).left(WHITE, ms(100_000.0)).on_move(BLACK).claim(WHITE, ClaimKind::QuickplayFinish),
        Rejected,
        None,
        "Quickplay 10.2",
    );
    expect(
        &table(Q).left(WHITE, ms(120_000.0)).claim(WHITE, ClaimKind::QuickplayFinish),
        Rejected,
        None,
        "Quickplay 10.2",
    );
    expect(
        &table(Q).flag_falls(WHITE, ms(1.0)).claim(WHITE, ClaimKind::QuickplayFinish),
        Rejected,
        None,
        "Quickplay 10.2",
    );
}

#[test]
fn only_in_the_last_phase_10_1() {
    let v = table(Q).left(WHITE, ms(100_000.0)).control(false, false, false).claim(WHITE, ClaimKind::QuickplayFinish);
    expect(&v, Rejected, None, "Quickplay 10.1");
}

#[test]
fn a_flag_fall_loses_unless_the_opponent_cannot_mate_6_10() {
    let v = table(Q).fen(ROOK_MATES_SOON).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("0-1"), "Quickplay 6.10");
    let v = table(Q).fen(LONE_KING_V_PAWNS).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("1/2-1/2"), "Quickplay 6.10");
}

#[test]
fn the_clock_shows_which_flag_fell_first_6_11() {
    let v = table(Q).flag_falls(WHITE, ms(1.0)).flag_falls(BLACK, ms(2.0)).claim(WHITE, ClaimKind::Flag);
    expect(&v, Rejected, None, "Quickplay 6.11");
}

#[test]
fn mate_stalemate_dead_position_5_1a_5_2a_5_2b() {
    expect(&table(Q).fen(FOOLS_MATE).after_move().expect("mate"), Upheld, Some("0-1"), "Quickplay 5.1a");
    expect(&table(Q).fen(STALEMATE).after_move().expect("stalemate"), Upheld, Some("1/2-1/2"), "Quickplay 5.2a");
    let v = table(Q).fen("8/8/8/4k3/8/8/8/4KB2 b - - 0 50").claim(WHITE, ClaimKind::DeadPosition);
    expect(&v, Upheld, Some("1/2-1/2"), "Quickplay 5.2b");
}

#[test]
fn illegal_moves_and_repetition_follow_the_fide_laws() {
    let v = table(Q).before_move(BEFORE_KD2).illegal(BLACK, "Kd2");
    expect(&v, Upheld, None, "FIDE 7.5.5");
    assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
    expect(&table(Q).fen(FORTRESS).repeated(3).claim(WHITE, ClaimKind::Threefold), Upheld, Some("1/2-1/2"), "FIDE 9.2");
}

#[test]
fn penalties_13_4() {
    let game = table(Q);
    let v = game.penalty(WHITE, Infraction::KnockedClock, 1);
    expect(&v, Upheld, None, "Quickplay 13.4");
    assert!(v.explanation.contains("Quickplay 6.8c"), "{}", v.explanation);
    let v = game.penalty(WHITE, Infraction::Hover, 2);
    assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
    assert!(v.explanation.contains("Quickplay 6.8b"), "{}", v.explanation);
    let v = game.penalty(WHITE, Infraction::FrivolousStop, 3);
    expect(&v, Upheld, Some("0-1"), "Quickplay 13.4");
    assert!(v.explanation.contains("Quickplay 6.13d"), "{}", v.explanation);
}
