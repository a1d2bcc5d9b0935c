//! What happens after a verdict, rulebook by rulebook: who is on move, which clock runs, what the
//! clocks and move counters hold, and what the next press may be. Each case quotes the rule it
//! applies; the record is the truth, so each is a record replayed.
#![cfg(not(target_arch = "wasm32"))]

use fairclock::ground::micros::Micros;
use fairclock::ground::record::{Record, RecordError};
use fairclock::replay::clock::Phase;
use fairclock::replay::game::{Game, replay};
use fairclock::replay::outcome::outcome;
use fairclock::rules::VerdictKind;
use shakmaty::Color::{Black, White};

const BEFORE_KD2: &str = "3rk3/8/8/8/8/8/8/4K3 w - - 0 40";

fn play(rules: &str, control: &str, events: &str) -> Result<Game, RecordError> {
    let text =
        format!(r#"{{"rules":"{rules}","time_control":"{control}","events":[{{"t":0,"type":"start"}},{events}]}}"#);
    replay(&Record::from_json(&text).expect("a readable record"))
}

fn game(rules: &str, control: &str, events: &str) -> Game {
    play(rules, control, events).unwrap_or_else(|e| panic!("{e}"))
}

fn s(seconds: f64) -> Micros {
    Micros::from_ms(seconds * 1000.0).unwrap()
}

/// Each side's display at `t` seconds.
fn shown(g: &Game, t: f64) -> (Micros, Micros) {
    let r = g.clock.reading(s(t));
    (r.white.shown, r.black.shown)
}

fn last_verdict(g: &Game) -> &fairclock::rules::Verdict {
    &g.claims.last().expect("a claim").verdict
}

/// White completes an illegal move with a press at 20 s (its second press); Black pauses at 23 s
/// and claims it with the position before it. Moves are not recorded.
const WHITE_ILLEGAL_CLAIMED: &str = r#"{"t":5000,"type":"press","side":"white"},{"t":10000,"type":"press","side":"black"},{"t":20000,"type":"press","side":"white"},{"t":23000,"type":"pause"},{"t":24000,"type":"claim","by":"black","kind":"illegal_move","fen":"3rk3/8/8/8/8/8/8/4K3 w - - 0 40","move":"Kd2"}"#;

#[test]
fn fide_rapid_after_an_upheld_illegal_move_claim_the_offender_moves_again_on_its_own_clock_7_5_1() {
    // FIDE 7.5.1: "the position immediately before the irregularity shall be reinstated. … The
    // game shall then continue from this reinstated position." White made the move, so White
    // moves again; A.3 gives Black one minute in rapid.
    let g = game("fide-rapid", "600", WHITE_ILLEGAL_CLAIMED);
    let v = last_verdict(&g);
    assert_eq!((v.kind, v.rule.as_str(), v.reinstates), (VerdictKind::Upheld, "FIDE A.5.2", Some(White)));
    assert!(v.explanation.contains("White moves again, on White's clock."), "{}", v.explanation);
    assert_eq!(g.clock.turn(), White, "White is to move in the reinstated position");
    assert_eq!(g.clock.phase(), Phase::Paused, "paused for the claim, ready to resume on White's side");
    // FIDE 7.1: "He/She shall also, if necessary, adjust the clock's move-counter."
    assert_eq!((g.clock.side(White).moves(), g.clock.side(Black).moves()), (1, 1));
    // The times stand (7.1: "This includes the right not to change the clock times"): White's
    // 5 + 10 s, Black's 5 + 3 s up to the pause, and Black's minute.
    assert_eq!(shown(&g, 24.0), (s(585.0), s(652.0)));

    // On resuming, White's clock runs, and White's press is the replacing move.
    let after = format!(
        r#"{WHITE_ILLEGAL_CLAIMED},{{"t":30000,"type":"resume"}},{{"t":36000,"type":"press","side":"white"}},{{"t":40000,"type":"press","side":"black"}}"#
    );
    let g = game("fide-rapid", "600", &after);
    assert_eq!(shown(&g, 40.0), (s(579.0), s(648.0)), "White charged 6 s, Black 4 s after the claim");
    assert_eq!((g.clock.turn(), g.clock.side(White).moves(), g.clock.side(Black).moves()), (White, 2, 2));
    // Black may not press for White.
    let black_first =
        format!(r#"{WHITE_ILLEGAL_CLAIMED},{{"t":30000,"type":"resume"}},{{"t":36000,"type":"press","side":"black"}}"#);
    let refused = play("fide-rapid", "600", &black_first).unwrap_err();
    assert!(refused.message.contains("it is white's clock that runs"), "{}", refused.message);
}

#[test]
fn fide_a_claim_while_the_clock_runs_starts_the_offenders_clock_at_the_verdict_7_5_1() {
    let events = r#"{"t":5000,"type":"press","side":"white"},{"t":9000,"type":"claim","by":"black","kind":"illegal_move","fen":"3rk3/8/8/8/8/8/8/4K3 w - - 0 40","move":"Kd2"}"#;
    let g = game("fide-blitz", "180", events);
    assert_eq!((g.clock.turn(), g.clock.phase()), (White, Phase::Running { since: s(9.0) }));
    // Black's 4 s stay used; Black gets a minute (A.3 through B.3); White's clock runs from 9 s.
    assert_eq!(shown(&g, 12.0), (s(172.0), s(236.0)));
}

#[test]
fn fide_the_increment_of_the_illegal_press_is_taken_back_arbiters_manual_on_7_5_5() {
    // The FIDE Arbiters' Manual on 7.5.5: "In Rapid and Blitz also the increment obtained by
    // pressing the clock has to be reduced accordingly."
    let events = r#"{"t":5000,"type":"press","side":"white"},{"t":7000,"type":"pause"},{"t":8000,"type":"claim","by":"black","kind":"illegal_move","fen":"3rk3/8/8/8/8/8/8/4K3 w - - 0 40","move":"Kd2"}"#;
    let g = game("fide-blitz", "180+2", events);
    let effects: Vec<_> = last_verdict(&g).effects.iter().map(|e| (e.side, e.add)).collect();
    assert_eq!(effects, [(Black, s(60.0)), (White, s(-2.0))]);
    assert_eq!(shown(&g, 8.0), (s(175.0), s(238.0)), "White: 180 − 5; Black: 180 − 2 + 60");
    // The replacing move brings its own increment.
    let g = game(
        "fide-blitz",
        "180+2",
        &format!(r#"{events},{{"t":9000,"type":"resume"}},{{"t":12000,"type":"press","side":"white"}}"#),
    );
    assert_eq!(shown(&g, 12.0).0, s(174.0), "175 − 3 + 2");
}

#[test]
fn fide_standard_the_next_period_comes_with_the_replacing_move_not_twice_7_1() {
    // 2 moves in 60 s + 30 s increment, then 30 s more: White's second press (illegal) brought the
    // second period's 30 s. Reinstated, the counter goes back (7.1) and the period's time with it,
    // so the replacing move brings it, once.
    let events = r#"{"t":1000,"type":"press","side":"white"},{"t":2000,"type":"press","side":"black"},{"t":3000,"type":"press","side":"white"},{"t":4000,"type":"pause"},{"t":5000,"type":"claim","by":"black","kind":"illegal_move","fen":"3rk3/8/8/8/8/8/8/4K3 w - - 0 40","move":"Kd2"}"#;
    let before = game(
        "fide-standard",
        "2/60+30:30+30",
        r#"{"t":1000,"type":"press","side":"white"},{"t":2000,"type":"press","side":"black"},{"t":3000,"type":"press","side":"white"}"#,
    );
    assert_eq!(
        (before.clock.side(White).period_number(), shown(&before, 3.0).0),
        (2, s(148.0)),
        "60 − 1 + 30, then − 1 + 30 and the period's 30"
    );
    let g = game("fide-standard", "2/60+30:30+30", events);
    assert_eq!(g.clock.side(White).period_number(), 1, "the counter is back at one move");
    assert_eq!(shown(&g, 5.0).0, s(88.0), "148 − 30 (the period) − 30 (the increment, Arbiters' Manual)");
    let g = game(
        "fide-standard",
        "2/60+30:30+30",
        &format!(r#"{events},{{"t":6000,"type":"resume"}},{{"t":8000,"type":"press","side":"white"}}"#),
    );
    assert_eq!((g.clock.side(White).period_number(), shown(&g, 8.0).0), (2, s(146.0)), "88 − 2 + 30 + 30");
}

#[test]
fn fide_one_illegal_move_claimed_twice_counts_once_7_5_5() {
    // 7.5.5 counts completed illegal moves ("for the second completed illegal move by the same
    // player"), not claims: claiming the corrected move again is rejected, and White plays on.
    let twice = format!(
        r#"{WHITE_ILLEGAL_CLAIMED},{{"t":25000,"type":"claim","by":"black","kind":"illegal_move","fen":"{BEFORE_KD2}","move":"Kd2"}}"#
    );
    let g = game("fide-rapid", "600", &twice);
    assert!(!g.is_over(), "a second claim of the same move does not lose the game");
    let v = last_verdict(&g);
    assert_eq!(v.kind, VerdictKind::Rejected);
    assert!(v.explanation.starts_with("That illegal move was corrected and counted already"), "{}", v.explanation);
    assert_eq!(g.clock.turn(), White);
    // A second illegal move, made after the first was replaced, loses as 7.5.5 says.
    let second = format!(
        r#"{WHITE_ILLEGAL_CLAIMED},{{"t":30000,"type":"resume"}},{{"t":36000,"type":"press","side":"white"}},{{"t":40000,"type":"press","side":"black"}},{{"t":45000,"type":"press","side":"white"}},{{"t":46000,"type":"claim","by":"black","kind":"illegal_move","fen":"{BEFORE_KD2}","move":"Kd2"}}"#
    );
    let g = game("fide-rapid", "600", &second);
    assert_eq!(g.ending.as_ref().map(|e| e.result.pgn()), Some("0-1"));
}

#[test]
fn uscf_after_an_upheld_illegal_move_claim_the_offender_moves_again_and_keeps_its_increment_11a() {
    // US Chess 11A: "the position shall be reinstated to what it was before the illegal move. The
    // players do not recover the time used after the illegal move. … Move counters on clocks that
    // have them may be readjusted." 11D: two minutes to the opponent.
    let events = r#"{"t":5000,"type":"press","side":"white"},{"t":8000,"type":"pause"},{"t":9000,"type":"claim","by":"black","kind":"illegal_move","fen":"3rk3/8/8/8/8/8/8/4K3 w - - 0 40","move":"Kd2"}"#;
    let g = game("uscf", "3600+30", events);
    let v = last_verdict(&g);
    assert_eq!((v.kind, v.rule.as_str(), v.reinstates), (VerdictKind::Upheld, "USCF 11D", Some(White)));
    assert!(v.explanation.contains("Black gets two minutes more and White must replace it with a legal move. White moves again, on White's clock."), "{}", v.explanation);
    let effects: Vec<_> = v.effects.iter().map(|e| (e.side, e.add)).collect();
    assert_eq!(effects, [(Black, s(120.0))], "no time taken from White: the clock times are not adjusted");
    assert_eq!(g.clock.turn(), White);
    assert_eq!(g.clock.side(White).moves(), 0, "the move counter readjusted");
    assert_eq!(shown(&g, 9.0), (s(3625.0), s(3717.0)), "White 3600 − 5 + 30; Black 3600 − 3 + 120");
    let g = game(
        "uscf",
        "3600+30",
        &format!(r#"{events},{{"t":10000,"type":"resume"}},{{"t":14000,"type":"press","side":"white"}}"#),
    );
    assert_eq!((g.clock.turn(), shown(&g, 14.0).0), (Black, s(3651.0)));
}

#[test]
fn uscf_a_claim_after_the_opponent_replied_reinstates_before_both_moves_11a() {
    // 11A covers "one of either player's last ten moves": Black replied before claiming, so the
    // position before White's illegal move is reinstated, White (already on move) moves again, and
    // both presses come off the move counters.
    let events = r#"{"t":5000,"type":"press","side":"white"},{"t":8000,"type":"press","side":"black"},{"t":9000,"type":"pause"},{"t":10000,"type":"claim","by":"black","kind":"illegal_move","fen":"3rk3/8/8/8/8/8/8/4K3 w - - 0 40","move":"Kd2"}"#;
    let g = game("uscf", "600", events);
    assert_eq!(last_verdict(&g).kind, VerdictKind::Upheld);
    assert_eq!((g.clock.turn(), g.clock.side(White).moves(), g.clock.side(Black).moves()), (White, 0, 0));
    assert_eq!(shown(&g, 10.0), (s(594.0), s(717.0)), "White 600 − 5 − 1; Black 600 − 3 + 120");
}

#[test]
fn uscf_blitz_an_illegal_move_ends_the_game_and_nobody_moves_blitz_7d() {
    let events = r#"{"t":5000,"type":"press","side":"white"},{"t":6000,"type":"claim","by":"black","kind":"illegal_move","fen":"4k3/3q4/8/8/8/8/8/4K3 w - - 0 40","move":"Kd2"}"#;
    let g = game("uscf-blitz", "300", events);
    assert_eq!(g.ending.as_ref().map(|e| (e.result.pgn(), e.rule.as_str())), Some(("0-1", "USCF Blitz 7d")));
    assert_eq!(last_verdict(&g).reinstates, None);
    assert!(!g.clock.is_running(), "the clocks stop when the game ends");
}

#[test]
fn with_moves_recorded_the_position_before_a_moveless_illegal_press_is_the_games_again_7_5_1() {
    // An e-board game: moves recorded until White's press that carried none (the board read an
    // illegal move). The claim is upheld; the board knows the position before that press, the
    // replacing move is recorded from it, and so are the moves after.
    let events = r#"{"t":1000,"type":"press","side":"white","move":"e4"},{"t":2000,"type":"press","side":"black","move":"e5"},{"t":3000,"type":"press","side":"white"},{"t":4000,"type":"pause"},{"t":5000,"type":"claim","by":"black","kind":"illegal_move"},{"t":6000,"type":"resume"},{"t":7000,"type":"press","side":"white","move":"Nf3"},{"t":8000,"type":"press","side":"black","move":"Nc6"}"#;
    let g = game("fide-rapid", "600", events);
    assert_eq!(g.board.sans(), ["e4", "e5", "Nf3", "Nc6"]);
    let o = outcome(&g);
    assert_eq!(o["fen"].as_str(), Some("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"));
    // A claim after it is judged on that position: the repetition count knows it.
    assert_eq!(g.board.repetitions(), Some(1));
    // The score: the moves, the press without a move and the claim between them.
    let text = format!(r#"{{"rules":"fide-rapid","time_control":"600","events":[{{"t":0,"type":"start"}},{events}]}}"#);
    let pgn = fairclock::replay::pgn::export(&Record::from_json(&text).unwrap(), None).unwrap().replace('\n', " ");
    for moved in ["1. e4", "1... e5", "2. Nf3", "2... Nc6"] {
        assert!(pgn.contains(moved), "{moved}: {pgn}");
    }
    assert!(pgn.contains("Black claims illegal move: upheld, White moves again (FIDE A.5.2)."), "{pgn}");
}

#[test]
fn every_rulebook_a_count_up_clock_has_no_flag() {
    // Eight days on White's clock, then a flag claim: a clock with no time limit has no flag.
    for rules in fairclock::ground::vocabulary::Rulebook::ALL.map(|r| r.id()) {
        let eight_days = 8.0 * 24.0 * 3600.0 * 1000.0;
        let events = format!(r#"{{"t":{eight_days},"type":"claim","by":"black","kind":"flag"}}"#);
        let g = game(rules, "-", &events);
        assert_eq!(g.clock.flags(), &[], "{rules}: no flag falls");
        let v = last_verdict(&g);
        assert_eq!(v.kind, VerdictKind::Rejected, "{rules}");
        assert!(v.explanation.starts_with("White's clock has no time limit"), "{rules}: {}", v.explanation);
        let o = outcome(&g);
        assert_eq!(o["clocks_ms"]["white"].as_f64(), Some(eight_days), "{rules}: the time used, past the old week");
        assert_eq!(o["result"].as_str(), Some("*"), "{rules}");
        // And White presses, a week later, as on any move.
        let g = game(rules, "-", &format!(r#"{events},{{"t":{},"type":"press","side":"white"}}"#, eight_days + 1000.0));
        assert_eq!(g.clock.turn(), Black, "{rules}");
    }
}

#[test]
fn a_capped_increment_with_no_main_time_is_a_control_like_0_plus_5() {
    let tc = fairclock::ground::time_control::TimeControl::from_pgn("0+5<8").expect("0+5<8 reads");
    assert_eq!(tc.initial(), s(5.0), "move one's increment at the start, under its cap");
    let g = game(
        "fide-blitz",
        "0+5<8",
        r#"{"t":1000,"type":"press","side":"white"},{"t":2000,"type":"press","side":"black"},{"t":2500,"type":"press","side":"white"}"#,
    );
    assert_eq!(shown(&g, 2.5).0, s(8.0), "5 − 1 + 5 = 9, capped at 8; then 8 − 0.5 + 5, capped at 8");
    assert!(
        fairclock::ground::time_control::TimeControl::parse_typed("0+5 cap 8s").is_ok()
            || fairclock::ground::time_control::TimeControl::parse_typed("0+5 cap 1").is_ok()
    );
}

/// White's flag falls at 10:00 with nobody claiming; the arbiter, finding the clock wrong, pauses
/// at 10:05 and gives White a minute at 10:06 (an `adjust`); play resumes at 10:10 and Black
/// claims the flag at 10:20.
const CORRECTED_AFTER_A_FALL: &str = r#"{"t":605000,"type":"pause"},{"t":606000,"type":"adjust","side":"white","ms":60000},{"t":610000,"type":"resume"},{"t":620000,"type":"pause"},{"t":621000,"type":"claim","by":"black","kind":"flag"}"#;

#[test]
fn fide_a_correction_before_anyone_claimed_a_fall_puts_the_flag_back_up_6_8_6_10_2() {
    // FIDE 6.8: "A flag is considered to have fallen when the arbiter observes the fact or when
    // either player has made a valid claim to that effect." 6.10.2: "The arbiter shall install the
    // correct setting and adjust the times". The arbiter who corrects the clock instead of
    // declaring the fall has not declared it: the corrected clock decides the claim.
    let g = game("fide-rapid", "600", CORRECTED_AFTER_A_FALL);
    let v = last_verdict(&g);
    assert_eq!(v.kind, VerdictKind::Rejected);
    assert!(v.explanation.starts_with("White's flag has not fallen: White still has 0:50"), "{}", v.explanation);
    assert_eq!(g.clock.flags(), &[], "no fall stands");
    assert_eq!(g.clock.corrected_falls().iter().map(|f| (f.side, f.fell_at)).collect::<Vec<_>>(), [(White, s(600.0))]);
    let o = outcome(&g);
    assert_eq!((o["result"].as_str(), o["clocks_ms"]["white"].as_f64()), (Some("*"), Some(50_000.0)));
    assert_eq!(o["flags"][0]["t"].as_f64(), Some(600_000.0), "every fall, as the spec's flags list them");
    assert_eq!(
        o["corrected_flags"][0]["t"].as_f64(),
        Some(600_000.0),
        "the corrected fall kept in the record's account"
    );
    assert_eq!(g.clock.turn(), White, "White's clock runs on after the rejection");
    // The score keeps the history: the fall at its instant, the correction, the rejected claim.
    let text = format!(
        r#"{{"rules":"fide-rapid","time_control":"600","events":[{{"t":0,"type":"start"}},{CORRECTED_AFTER_A_FALL}]}}"#
    );
    let pgn = fairclock::replay::pgn::export(&Record::from_json(&text).unwrap(), None).unwrap().replace('\n', " ");
    assert!(pgn.contains("White's flag fell (10:00.0 into the game)"), "{pgn}");
    assert!(pgn.trim_end().ends_with('*'), "{pgn}");
    // A fall after the correction stands and is claimed as any other.
    let later = format!(
        r#"{CORRECTED_AFTER_A_FALL},{{"t":622000,"type":"resume"}},{{"t":680000,"type":"claim","by":"black","kind":"flag"}}"#
    );
    let g = game("fide-rapid", "600", &later);
    assert_eq!(g.clock.flags().iter().map(|f| f.fell_at).collect::<Vec<_>>(), [s(672.0)]);
    assert_eq!(g.ending.as_ref().map(|e| e.result.pgn()), Some("0-1"));
}

#[test]
fn uscf_a_correction_before_anyone_claimed_a_fall_puts_the_flag_back_up_16e_16p() {
    // US Chess 16E: "The flag is considered to have fallen when either player points this out."
    // 16P: "the director should use judgment in deciding whether to make time adjustments."
    let g = game("uscf", "600", CORRECTED_AFTER_A_FALL);
    assert_eq!(last_verdict(&g).kind, VerdictKind::Rejected);
    assert_eq!((g.clock.flags(), g.is_over()), (&[][..], false));
}

#[test]
fn a_fall_claimed_before_the_correction_ends_the_game_there_6_9() {
    // Claimed first, the fall decides (6.9), and nothing may follow the end.
    let claimed = r#"{"t":605000,"type":"claim","by":"black","kind":"flag"},{"t":606000,"type":"adjust","side":"white","ms":60000}"#;
    let e = play("fide-rapid", "600", claimed).unwrap_err();
    assert!(e.message.contains("the game already ended"), "{}", e.message);
}

/// After each of these verdicts the player who had the move keeps it and its clock runs on resuming.
#[test]
fn the_player_on_move_keeps_the_move_after_the_other_verdicts() {
    struct Case {
        rules: &'static str,
        control: &'static str,
        events: &'static str,
        /// The rule that says play continues as it was, quoted.
        rule: &'static str,
        on_move: shakmaty::Color,
    }
    let cases = [
        Case {
            // FIDE 9.5.3: "If the claim is found to be incorrect, the arbiter shall add two minutes
            // to the opponent's remaining thinking time. Then the game shall continue. If the
            // claim was based on an intended move, this move must be made" — by the claimant.
            rules: "fide-standard",
            control: "600",
            events: r#"{"t":1000,"type":"press","side":"white","move":"e4"},{"t":2000,"type":"pause"},{"t":3000,"type":"claim","by":"black","kind":"threefold"}"#,
            rule: "FIDE 9.2",
            on_move: Black,
        },
        Case {
            // US Chess 1C2a: "the standard penalty is two minutes added to the opponent's
            // remaining time" for an incorrect claim; the claimant still has the move.
            rules: "uscf",
            control: "600",
            events: r#"{"t":1000,"type":"press","side":"white","move":"e4"},{"t":2000,"type":"pause"},{"t":3000,"type":"claim","by":"black","kind":"threefold"}"#,
            rule: "USCF 14C",
            on_move: Black,
        },
        Case {
            // FIDE III.5.2: "If the arbiter postpones his/her decision, the opponent may be
            // awarded two extra minutes and the game shall continue" — the claimant, on move.
            rules: "fide-standard",
            control: "300",
            events: r#"{"t":190000,"type":"press","side":"white"},{"t":195000,"type":"press","side":"black"},{"t":196000,"type":"pause"},{"t":197000,"type":"claim","by":"white","kind":"quickplay_finish"},{"t":198000,"type":"decision","verdict":"postpone"}"#,
            rule: "FIDE III.5.2",
            on_move: White,
        },
        Case {
            // Quickplay 10.2: "If the player, having the move, has less than two minutes left on
            // his clock, he may claim a draw before his flag falls." Postponed, the claimant
            // keeps the move.
            rules: "quickplay-2001",
            control: "300",
            events: r#"{"t":190000,"type":"press","side":"white"},{"t":195000,"type":"press","side":"black"},{"t":196000,"type":"pause"},{"t":197000,"type":"claim","by":"white","kind":"quickplay_finish"},{"t":198000,"type":"decision","verdict":"postpone"}"#,
            rule: "Quickplay 10.2",
            on_move: White,
        },
        Case {
            // Scholastic 13b: "If the appeal is rejected, then a one minute penalty is imposed on
            // the player who stopped the clock." The claimant, on move, plays on.
            rules: "scholastic-blitz-2004",
            control: "300",
            events: r#"{"t":190000,"type":"press","side":"white"},{"t":195000,"type":"press","side":"black"},{"t":196000,"type":"pause"},{"t":197000,"type":"claim","by":"white","kind":"insufficient_losing_chances","fen":"4k3/8/8/8/8/8/4P3/4K3 w - - 0 40"}"#,
            rule: "Scholastic",
            on_move: White,
        },
    ];
    for case in cases {
        let g = game(case.rules, case.control, case.events);
        let v = last_verdict(&g);
        assert!(v.rule.starts_with(case.rule), "{}: ruled under {}", case.rules, v.rule);
        assert_eq!(v.reinstates, None, "{}", case.rules);
        assert_eq!(g.clock.turn(), case.on_move, "{}: {}", case.rules, v.explanation);
        // The player on move presses after resuming; the other may not.
        let t = g.last_t.unwrap().as_ms() + 1000.0;
        let on = if case.on_move == White { "white" } else { "black" };
        let off = if case.on_move == White { "black" } else { "white" };
        let resume = format!(r#"{},{{"t":{t},"type":"resume"}}"#, case.events);
        assert!(
            play(case.rules, case.control, &format!(r#"{resume},{{"t":{},"type":"press","side":"{on}"}}"#, t + 1000.0))
                .is_ok(),
            "{}",
            case.rules
        );
        assert!(
            play(
                case.rules,
                case.control,
                &format!(r#"{resume},{{"t":{},"type":"press","side":"{off}"}}"#, t + 1000.0)
            )
            .is_err(),
            "{}",
            case.rules
        );
    }
}

#[test]
fn a_correction_and_a_penalty_leave_the_move_where_it_was_6_10_2_12_9() {
    // FIDE 6.10.2 (the arbiter adjusts the times) and 12.9 (a penalty: "increasing the remaining
    // time of the opponent"): neither is a move. US Chess 1C2a's penalty likewise.
    for rules in ["fide-rapid", "uscf"] {
        let events = r#"{"t":1000,"type":"press","side":"white"},{"t":2000,"type":"pause"},{"t":3000,"type":"adjust","side":"white","ms":-30000},{"t":4000,"type":"penalty","side":"white","kind":"knocked_clock"},{"t":5000,"type":"penalty","side":"white","kind":"knocked_clock"},{"t":6000,"type":"resume"}"#;
        let g = game(rules, "600", events);
        assert_eq!((g.clock.turn(), g.clock.is_running()), (Black, true), "{rules}");
        assert!(g.penalties.iter().all(|p| p.verdict.reinstates.is_none()), "{rules}");
    }
}

#[test]
fn with_moves_recorded_the_corrected_move_claimed_again_is_said_to_be_corrected_7_5_5() {
    let events = r#"{"t":1000,"type":"press","side":"white","move":"e4"},{"t":2000,"type":"press","side":"black","move":"e5"},{"t":3000,"type":"press","side":"white"},{"t":4000,"type":"pause"},{"t":5000,"type":"claim","by":"black","kind":"illegal_move"},{"t":6000,"type":"claim","by":"black","kind":"illegal_move"}"#;
    let g = game("fide-rapid", "600", events);
    assert_eq!(
        g.claims.iter().map(|c| c.verdict.kind).collect::<Vec<_>>(),
        [VerdictKind::Upheld, VerdictKind::Rejected]
    );
    assert!(
        last_verdict(&g).explanation.starts_with("That illegal move was corrected and counted already"),
        "{}",
        last_verdict(&g).explanation
    );
}

#[test]
fn uscf_a_reply_without_a_move_is_undone_with_the_illegal_press_and_the_board_known_again_11a() {
    // e4 e5, then White's press and Black's reply both without moves; Black claims White's: the
    // position after 1…e5 stands again, and White's replacing move is recorded from it.
    let events = r#"{"t":1000,"type":"press","side":"white","move":"e4"},{"t":2000,"type":"press","side":"black","move":"e5"},{"t":3000,"type":"press","side":"white"},{"t":4000,"type":"press","side":"black"},{"t":5000,"type":"pause"},{"t":6000,"type":"claim","by":"black","kind":"illegal_move"},{"t":7000,"type":"resume"},{"t":8000,"type":"press","side":"white","move":"Nf3"}"#;
    let g = game("uscf", "600", events);
    assert_eq!(g.board.sans(), ["e4", "e5", "Nf3"]);
    assert_eq!((g.clock.side(White).moves(), g.clock.side(Black).moves()), (2, 1));
}

#[test]
fn a_period_taken_back_while_the_offenders_clock_runs_drops_its_flag_at_the_claim_not_before_7_1() {
    // 2 moves in 20 s, then 30 s: White's second press (illegal) brought the 30 s; Black replied,
    // and claims at 30 s with White's clock running 26 s: 48 − 30 = 18 s left is used up — at the
    // claim, which is what took it back.
    let events = r#"{"t":1000,"type":"press","side":"white"},{"t":2000,"type":"press","side":"black"},{"t":3000,"type":"press","side":"white"},{"t":4000,"type":"press","side":"black"},{"t":30000,"type":"claim","by":"black","kind":"illegal_move","fen":"3rk3/8/8/8/8/8/8/4K3 w - - 0 40","move":"Kd2"}"#;
    let g = game("uscf", "2/20:30", events);
    assert_eq!(g.clock.flags().iter().map(|f| (f.side, f.fell_at)).collect::<Vec<_>>(), [(White, s(30.0))]);
}

#[test]
fn a_correction_while_a_flag_claim_waits_for_the_arbiter_does_not_take_the_fall_back_6_8() {
    // Black claims White's flag without a position and the rules leave it to the arbiter; a
    // correction then does not make the fall unclaimed.
    // White's quickplay-finish claim is postponed (III.5.2); White's flag falls and Black claims
    // it: the flag claim waits with the postponed one for the arbiter's final result.
    let events = r#"{"t":190000,"type":"press","side":"white"},{"t":195000,"type":"press","side":"black"},{"t":196000,"type":"claim","by":"white","kind":"quickplay_finish"},{"t":197000,"type":"decision","verdict":"postpone"},{"t":310000,"type":"claim","by":"black","kind":"flag"},{"t":311000,"type":"adjust","side":"white","ms":30000}"#;
    let g = game("fide-standard", "300", events);
    assert_eq!(g.waiting_claim().map(|c| (c.by, c.kind)), Some((Black, fairclock::rules::ClaimKind::Flag)));
    assert_eq!(g.clock.corrected_falls(), &[], "the waiting claim keeps its fall");
    assert_eq!(g.clock.flags().len(), 1);
}
