use super::*;

#[test]
fn same_coloured_bishops_can_mate_against_rooks_where_shakmaty_says_not() {
    let p = pos("8/8/8/8/8/2b1k1b1/8/3RKR2 w - - 0 1");
    assert!(p.has_insufficient_material(BLACK), "shakmaty's quick test calls this insufficient");
    assert_eq!(material::fide(&p, BLACK).sufficient, Some(true));
}

#[test]
fn a_locked_fortress_black_cannot_mate_white_can() {
    let p = pos(FORTRESS);
    let (black, white) = (material::fide(&p, BLACK), material::fide(&p, WHITE));
    if cfg!(feature = "unwinnability") {
        assert_eq!(black.sufficient, Some(false), "{}", black.reason);
        assert_eq!(white.sufficient, Some(true), "{}", white.reason);
    } else {
        assert_eq!((black.sufficient, white.sufficient), (None, None));
    }
}

#[test]
fn the_certain_cases_need_no_analysis() {
    assert_eq!(material::fide(&pos(LONE_KING_V_PAWNS), BLACK).sufficient, Some(false));
    assert_eq!(material::fide(&pos("8/8/8/4k3/8/8/8/4KN2 b - - 0 50"), WHITE).sufficient, Some(false));
    // A mate in one with the opponent's help is found without the analysis.
    assert_eq!(material::fide(&pos("k7/8/1K6/8/8/8/8/7R w - - 0 50"), WHITE).sufficient, Some(true));
    let far = material::fide(&pos(TWO_KNIGHTS_V_KING), BLACK).sufficient;
    assert_eq!(far, cfg!(feature = "unwinnability").then_some(true));
    assert!(material::certainly_dead(&pos("8/8/2b5/4k3/8/8/8/4KB2 b - - 0 50")));
    assert!(!material::certainly_dead(&pos("8/8/3b4/4k3/8/8/8/4KB2 b - - 0 50")));
}

#[test]
fn fortress_flag_claims_follow_the_analysis() {
    let black_claims =
        table(Rulebook::FideStandard).fen(FORTRESS).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
    let white_claims =
        table(Rulebook::FideStandard).fen(FORTRESS).flag_falls(BLACK, ms(1.0)).claim(WHITE, ClaimKind::Flag);
    if cfg!(feature = "unwinnability") {
        expect(&black_claims, Upheld, Some("1/2-1/2"), "FIDE 6.9");
        expect(&white_claims, Upheld, Some("1-0"), "FIDE 6.9");
    } else {
        expect(&black_claims, Pending, None, "FIDE 6.9");
        let v = table(Rulebook::FideStandard).fen(FORTRESS).flag_falls(WHITE, ms(1.0)).decide(
            BLACK,
            ClaimKind::Flag,
            Decision::Draw,
        );
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 6.9");
        let v = table(Rulebook::FideStandard).fen(FORTRESS).flag_falls(BLACK, ms(1.0)).decide(
            WHITE,
            ClaimKind::Flag,
            Decision::Reject,
        );
        expect(&v, Upheld, Some("1-0"), "FIDE 6.9");
    }
}

#[test]
fn forced_mate_search_finds_short_mates_and_admits_its_bound() {
    use search::ForcedMate;
    assert_eq!(search::forced_mate(&pos(KNIGHT_MATES_IN_ONE), BLACK), ForcedMate::mate_in(1));
    // A back-rank mate in one for Black: 1...Rb1#.
    assert_eq!(search::forced_mate(&pos("1r6/R7/8/8/8/6k1/8/7K b - - 0 60"), BLACK), ForcedMate::mate_in(1));
    for fen in [KNIGHT_V_PAWN, TWO_KNIGHTS_V_KING] {
        let found = search::forced_mate(&pos(fen), BLACK);
        assert_eq!(found.mate_in, None, "{fen}");
        assert!(found.depth >= search::FORCED_MATE_MOVES, "{fen}: {found:?}");
    }
}

#[test]
fn the_forced_mate_search_deepens_until_it_finds_a_mate_five_moves_deep() {
    use search::{ForcedMate, Limits};
    assert_eq!(search::forced_mate(&pos(KNIGHT_MATES_IN_FIVE), BLACK), ForcedMate::mate_in(5));
    // Cut short, it says how deep it got, and no deeper than the mate.
    let short = search::forced_mate_within(&pos(KNIGHT_MATES_IN_FIVE), BLACK, Limits { nodes: 300, time_left: None });
    assert_eq!(short.mate_in, None);
    assert!(short.depth < 5, "{short:?}");
}

#[test]
fn a_search_out_of_time_still_goes_as_deep_as_the_replays_own() {
    use search::Limits;
    let replay = search::forced_mate(&pos(TWO_KNIGHTS_V_KING), BLACK);
    assert!(replay.mate_in.is_none() && replay.depth < search::DEEPEST_FORCED_MATE, "{replay:?}");
    let mut no_time = || false;
    let timed = search::forced_mate_within(
        &pos(TWO_KNIGHTS_V_KING),
        BLACK,
        Limits { nodes: u64::MAX, time_left: Some(&mut no_time) },
    );
    assert_eq!(timed, replay, "the time counts only past the replay's node budget");
    let mut asked = 0;
    let mut a_while = || {
        asked += 1;
        asked < 200
    };
    let longer = search::forced_mate_within(
        &pos(TWO_KNIGHTS_V_KING),
        BLACK,
        Limits { nodes: u64::MAX, time_left: Some(&mut a_while) },
    );
    assert_eq!(longer.mate_in, None);
    assert!(longer.depth > replay.depth, "more time, deeper: {longer:?} against {replay:?}");
}

/// A sample of chasolver's own test positions (tests/positions.txt): `WB` both sides can mate,
/// `W-` only White, `-B` only Black, `--` nobody.
#[cfg(feature = "unwinnability")]
#[test]
fn chasolver_sample_positions() {
    const SAMPLE: &[&str] = &[
        "-- 2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -",
        "WB rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR w KQkq -",
        "WB 8/5pkn/7p/3B1KPP/1B1b1P2/8/8/8 w - -",
        "W- 5b1k/p7/Pp6/1Pp5/2Pp4/3PpBp1/4P1Pp/7K w - -",
        "-- k2b1b2/b3pPp1/1p1pP1P1/1P1P4/8/8/8/6K1 w - -",
        "-- 1nk5/1p1p1p2/bPbPbP2/BpPpBp2/1P1P1P2/8/8/7K w - -",
        "-- 8/8/8/8/8/2K5/N7/kB6 b - -",
        "W- 1k6/1P1p1p1p/BP6/1P6/8/8/3P1PKP/8 w - -",
        "-- 8/3k4/3p1p1p/3PbPbP/3pBpBp/3P1P1P/4K3/8 w - -",
        "W- 8/6Q1/4Bk1P/p1p1pBp1/P1P1P1P1/8/8/4K3 b - -",
        "-B 8/2b4B/4k3/8/8/2p1p1p1/2PpP1P1/1B1K3n b - -",
        "W- 8/3k4/8/8/8/4KB2/6N1/8 w - -",
        "WB 7k/8/4B3/1p5K/1P6/8/8/8 w - -",
        "W- 2kn4/8/8/8/8/8/8/2KQ4 w - -",
        "WB 8/4pkPp/7B/4K3/8/8/8/8 w - -",
    ];
    for line in SAMPLE {
        let (class, fen) = line.split_at(2);
        let p = pos(fen.trim());
        let white = material::fide(&p, WHITE).sufficient;
        let black = material::fide(&p, BLACK).sufficient;
        assert_eq!((white, black), (Some(&class[0..1] == "W"), Some(&class[1..2] == "B")), "{line}");
    }
}
