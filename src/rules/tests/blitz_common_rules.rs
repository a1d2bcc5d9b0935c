use super::*;

const B: Rulebook = Rulebook::BlitzCommon;

#[test]
fn a_fallen_flag_claimed_wins_2() {
    let v = table(B).fen(ROOK_MATES_SOON).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("0-1"), "Blitz-common 2");
}

#[test]
fn without_material_to_mate_it_is_a_draw_by_the_usual_rules() {
    let v = table(B).fen(LONE_KING_V_PAWNS).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
    // The book's own words decide, then the usual rule they defer to is quoted.
    expect(&v, Upheld, Some("1/2-1/2"), "Blitz-common 2");
    let own = v.explanation.find("Blitz-common 2: “… draws occur according to the usual rules - when both sides have insufficient material to checkmate");
    let usual = v.explanation.find("FIDE 6.9: “Except where");
    assert!(own.is_some() && usual.is_some() && own < usual, "{}", v.explanation);
}

#[test]
fn both_flags_fallen_is_a_draw_2() {
    let v = table(B).flag_falls(WHITE, ms(1.0)).flag_falls(BLACK, ms(2.0)).claim(BLACK, ClaimKind::Flag);
    expect(&v, Upheld, Some("1/2-1/2"), "Blitz-common 2");
}

#[test]
fn mate_after_ones_own_flag_fell_is_a_draw_2() {
    let game = table(B).fen(FOOLS_MATE);
    let v = game.clone().flag_falls(BLACK, ms(1.0)).after_move().expect("end");
    expect(&v, Upheld, Some("1/2-1/2"), "Blitz-common 2");
    let v = game.clone().after_move().expect("mate");
    expect(&v, Upheld, Some("0-1"), "Blitz-common 2");
    assert_eq!(v.termination, Some(Termination::Checkmate));
    let v = game.flag_falls(WHITE, ms(1.0)).after_move().expect("mate");
    expect(&v, Upheld, Some("0-1"), "Blitz-common 2");
}

#[test]
fn an_illegal_move_loses_or_draws_against_king_and_knight_3() {
    let v = table(B).before_move(ROOK_MATES_SOON).illegal(BLACK, "Kg1");
    expect(&v, Upheld, Some("0-1"), "Blitz-common 3");
    let v = table(B).before_move("4k3/8/8/8/8/8/8/1n2K3 w - - 0 30").illegal(BLACK, "Kd2");
    expect(&v, Upheld, Some("1/2-1/2"), "Blitz-common 3");
    let v = table(B).before_move(BEFORE_KD2).last_press(Some(BLACK)).illegal(BLACK, "Kd2");
    expect(&v, Rejected, None, "Blitz-common 3");
}

#[test]
fn usual_draws_2() {
    let game = table(B).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 100 120");
    expect(&game.clone().repeated(3).claim(WHITE, ClaimKind::Threefold), Upheld, Some("1/2-1/2"), "Blitz-common 2");
    expect(&game.claim(WHITE, ClaimKind::FiftyMoves), Upheld, Some("1/2-1/2"), "Blitz-common 2");
    let v = table(B).fen("8/8/8/4k3/8/8/8/4KN2 b - - 0 50").after_move().expect("dead");
    expect(&v, Upheld, Some("1/2-1/2"), "Blitz-common 2");
    let v = table(B).fen(STALEMATE).after_move().expect("stalemate");
    expect(&v, Upheld, Some("1/2-1/2"), "Blitz-common 2");
    let v = table(B).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 0 70").repeated(5).after_move().expect("fivefold");
    expect(&v, Upheld, Some("1/2-1/2"), "FIDE 9.6.1");
}

#[test]
fn penalties_follow_fide_blitz() {
    let v = table(B).penalty(WHITE, Infraction::KnockedClock, 2);
    expect(&v, Upheld, None, "FIDE 12.9");
    assert_eq!(effect(&v), vec![(BLACK, ms(60_000.0))]);
}
