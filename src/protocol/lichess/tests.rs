//! The lichess protocol's own tests: the log-in, the round's address, the pushed game, the
//! answers and the outbox.
use super::*;
use crate::ground::record::{Event, EventKind};
use crate::ground::time_control::TimeControl;
use crate::ground::vocabulary::Rulebook;

#[test]
fn only_a_loopback_page_may_name_a_loopback_stand_in_for_lichess() {
    assert_eq!(host("127.0.0.1", Some("http://127.0.0.1:8123/")), "http://127.0.0.1:8123");
    for (page, asked) in [
        ("localhost", Some("http://localhost:9")),
        ("127.0.0.1", Some("http://[::1]:9")),
        ("clock.example", Some("http://127.0.0.1:8123")),
        ("127.0.0.1", Some("https://evil.example")),
        ("127.0.0.1", Some("http://127.0.0.1.evil.example:80")),
        ("127.0.0.1", Some("http://127.0.0.1:80@evil.example")),
        ("127.0.0.1", None),
    ] {
        assert_eq!(host(page, asked), LICHESS, "{page} {asked:?}");
    }
}

#[test]
fn the_pkce_challenge_is_rfc_7636_s_example() {
    // RFC 7636, Appendix B.
    let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    assert_eq!(challenge(verifier), "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
    let random = [3u8, 236, 255, 224, 193];
    assert_eq!(base64url(&random), "A-z_4ME");
    assert_eq!(verifier_len(&[7u8; 32]), 43);
}

fn verifier_len(random: &[u8]) -> usize {
    verifier(random).len()
}

#[test]
fn the_login_and_token_requests_carry_what_lichess_asks() {
    let url = authorize_url("https://lichess.org", "https://clock.example/club/?a=1", "E9M", "s1");
    assert_eq!(
        url,
        "https://lichess.org/oauth?response_type=code&client_id=fair-clock&redirect_uri=https%3A%2F%2Fclock.example%2Fclub%2F%3Fa%3D1&code_challenge_method=S256&code_challenge=E9M&scope=study%3Awrite&state=s1"
    );
    let (to, body) = token_request("https://lichess.org", "c0de", "v3r", "https://clock.example/");
    assert_eq!(to, "https://lichess.org/api/token");
    assert_eq!(
        body,
        "grant_type=authorization_code&code=c0de&code_verifier=v3r&redirect_uri=https%3A%2F%2Fclock.example%2F&client_id=fair-clock"
    );
    assert_eq!(
        read_token(200, r#"{"token_type":"Bearer","access_token":"lio_abc","expires_in":31536000}"#),
        Ok("lio_abc".into())
    );
    let refused =
        read_token(400, r#"{"error":"invalid_grant","error_description":"code_verifier does not match"}"#).unwrap_err();
    assert!(refused.contains("code_verifier does not match"), "{refused}");
    assert!(read_token(502, "<html>").unwrap_err().contains("HTTP 502"));
}

#[test]
fn a_log_in_comes_back_with_its_own_state_only() {
    let pending = PendingLogin {
        verifier: "v".into(),
        state: "s1".into(),
        redirect_uri: "https://clock.example/".into(),
        set_by: "Ana & Bo".into(),
        control: "90/40+30".into(),
        rules: "uscf".into(),
        event: "Club \"open\"".into(),
        site: String::new(),
        round: "3".into(),
    };
    assert_eq!(PendingLogin::from_json(&pending.to_json()), Some(pending.clone()));
    assert_eq!(pending.code_in("?code=c%2F1&state=s1"), Some(Ok("c/1".into())));
    assert_eq!(pending.code_in("?code=c1&state=s2"), None, "another log-in's answer is not this one's");
    assert_eq!(pending.code_in(""), None);
    let refused = pending.code_in("?error=access_denied&error_description=User+denied&state=s1").unwrap().unwrap_err();
    assert!(refused.contains("User denied"), "{refused}");
    assert_eq!(query_value("?a=%E2%82", "a"), None);
    assert_eq!(query_value("lichess=http%3A%2F%2F127.0.0.1%3A9", "lichess").as_deref(), Some("http://127.0.0.1:9"));
}

#[test]
fn an_earlier_answer_is_not_carried_back_or_into_a_link() {
    assert_eq!(
        return_address("https://clock.example/c/?code=old&lichess=x&state=s&error=e&error_description=d"),
        "https://clock.example/c/?lichess=x"
    );
    assert_eq!(return_address("https://clock.example/?code=old&state=s"), "https://clock.example/");
    assert_eq!(return_address("https://clock.example/"), "https://clock.example/");
}

#[test]
fn a_round_is_its_id_or_its_address() {
    assert_eq!(round_id(" AbCd1234 ").as_deref(), Some("AbCd1234"));
    assert_eq!(round_id("https://lichess.org/broadcast/club-open/round-3/AbCd1234").as_deref(), Some("AbCd1234"));
    assert_eq!(
        round_id("https://lichess.org/broadcast/club-open/round-3/AbCd1234/XyZw9876?x#y").as_deref(),
        Some("AbCd1234"),
        "a game's address names its round first"
    );
    // What a director has open besides: the round's edit page, its study, their PGN exports.
    for open in [
        "https://lichess.org/broadcast/round/AbCd1234/edit",
        "https://lichess.org/study/AbCd1234",
        "https://lichess.org/study/AbCd1234/XyZw9876",
        "https://lichess.org/api/study/AbCd1234.pgn",
        "https://lichess.org/api/broadcast/round/AbCd1234.pgn",
        "https://lichess.org/broadcast/club-open/round-3/AbCd1234.pgn",
        "https://lichess.org/broadcast/study/r1/AbCd1234",
        "https://lichess.org/broadcast/round/round-3/AbCd1234",
    ] {
        assert_eq!(round_id(open).as_deref(), Some("AbCd1234"), "{open}");
    }
    for wrong in [
        "",
        "AbCd123",
        "https://lichess.org/broadcast/club-open/AbCd1234",
        "https://lichess.org/study/AbCd123",
        "https://lichess.org/broadcast/round/edit",
    ] {
        assert_eq!(round_id(wrong), None, "{wrong}");
    }
    assert_eq!(push_url("https://lichess.org", "AbCd1234"), "https://lichess.org/api/broadcast/round/AbCd1234/push");
}

#[test]
fn lichess_s_answers_are_read_and_said() {
    assert_eq!(Answer::of(200, r#"{"games":[{"tags":{"White":"A"},"moves":4}]}"#), Answer::Taken { moves: 4 });
    let refused = Answer::of(200, r#"{"games":[{"tags":{},"error":"Invalid move: Nxe5"}]}"#);
    assert_eq!(refused, Answer::GameRefused("Invalid move: Nxe5".into()));
    assert!(refused.to_string().contains("Invalid move: Nxe5"), "{refused}");
    assert_eq!(Answer::of(400, r#"{"error":"Too many games"}"#), Answer::GameRefused("Too many games".into()));
    assert_eq!(Answer::of(401, r#"{"error":"No such token"}"#), Answer::TokenRefused);
    assert!(Answer::TokenRefused.to_string().contains("refused the token"), "{}", Answer::TokenRefused);
    assert_eq!(Answer::of(403, ""), Answer::NotAllowed);
    assert_eq!(Answer::of(404, ""), Answer::NoRound);
    assert_eq!(Answer::of(429, ""), Answer::TooMany);
    assert_eq!(Answer::of(503, "down"), Answer::Failed(503));
    assert!(Answer::Unreachable("Failed to fetch".into()).to_string().contains("Failed to fetch"));
}

#[test]
fn the_outbox_sends_the_newest_game_one_push_at_a_time() {
    let mut out = Outbox::default();
    assert_eq!(out.take(0.0), None);
    out.offer("g1".into(), 1, 0.0);
    out.offer("g1".into(), 1, 10.0);
    assert_eq!(out.take(20.0).as_deref(), Some("g1"));
    out.offer("g2".into(), 2, 30.0);
    out.offer("g3".into(), 3, 40.0);
    assert_eq!(out.take(50.0), None, "one push at a time");
    out.answered(Answer::Taken { moves: 1 }, 60.0);
    assert_eq!(out.take(70.0).as_deref(), Some("g3"), "g2 was overtaken: each push is the whole game");
    out.answered(Answer::Taken { moves: 2 }, 80.0);
    assert_eq!((out.take(90.0), out.due_in_ms(90.0), out.trouble()), (None, None, None));
}

#[test]
fn a_push_not_had_waits_with_backoff_and_is_late_after_two_minutes() {
    assert_eq!([1, 2, 3, 6, 7, 40].map(backoff_ms), [2_000.0, 4_000.0, 8_000.0, 60_000.0, 60_000.0, 60_000.0]);
    let mut out = Outbox::default();
    out.offer("g1".into(), 1, 1_000.0);
    out.take(1_000.0).unwrap();
    out.answered(Answer::Unreachable("offline".into()), 1_500.0);
    assert_eq!(out.due_in_ms(1_500.0), Some(2_000.0));
    assert_eq!(out.take(3_000.0), None, "in its backoff");
    out.offer("g2".into(), 2, 3_000.0);
    assert_eq!(out.take(3_500.0).as_deref(), Some("g2"), "the newest, once the wait is over");
    out.answered(Answer::Failed(502), 4_000.0);
    assert_eq!(out.due_in_ms(4_000.0), Some(4_000.0), "the second failure waits twice as long");
    assert_eq!(out.mark(120_999.0), Mark::Sending, "nothing taken yet");
    assert_eq!(out.mark(121_000.0), Mark::Behind { minutes: 2 }, "since g1's change, not g2's");
    assert!(Mark::Behind { minutes: 2 }.said().contains("2 minutes"), "{}", Mark::Behind { minutes: 2 }.said());
    assert_eq!(out.trouble(), Some(&Answer::Failed(502)));
    out.take(8_000.0).unwrap();
    out.answered(Answer::Taken { moves: 3 }, 9_000.0);
    assert_eq!((out.mark(500_000.0), out.trouble()), (Mark::Live, None));
    out.offer("g3".into(), 3, 10_000.0);
    out.take(10_000.0).unwrap();
    out.answered(Answer::TooMany, 10_100.0);
    assert_eq!(out.due_in_ms(10_100.0), Some(60_000.0), "a 429 rests a minute");
    out.retry_now();
    assert_eq!(out.take(10_200.0), None, "even when the network comes back");
    assert_eq!(out.mark(10_200.0), Mark::Sending);
    assert!(out.pending());
    out.take(70_100.0).unwrap();
    out.answered(Answer::Unreachable("offline".into()), 70_200.0);
    out.retry_now();
    assert_eq!(out.take(70_300.0).as_deref(), Some("g3"), "the network back, at once");
    out.answered(Answer::Taken { moves: 3 }, 70_400.0);
    assert_eq!((out.mark(70_500.0), out.pending()), (Mark::Live, false));
}

#[test]
fn lichess_is_never_sent_less_than_it_has_taken() {
    // lichess took a game of 9 events; the phone, its storage full, came back with 4.
    let mut out = Outbox::default();
    out.offer("g9".into(), 9, 0.0);
    out.take(0.0).unwrap();
    out.answered(Answer::Taken { moves: 0 }, 100.0);
    assert_eq!(out.taken_size(), 9);
    let mut out = Outbox::after(out.taken_size());
    out.offer("g4".into(), 4, 200.0);
    assert_eq!((out.take(300.0), out.pending(), out.mark(300.0)), (None, false, Mark::Shorter));
    out.offer("g9b".into(), 9, 400.0);
    assert_eq!(out.take(500.0).as_deref(), Some("g9b"), "as long as lichess's again: sent");
    out.answered(Answer::Taken { moves: 0 }, 600.0);
    assert_eq!(out.mark(700.0), Mark::Live);
}

#[test]
fn live_only_while_a_waiting_change_is_fresh() {
    let mut out = Outbox::default();
    out.offer("g1".into(), 1, 0.0);
    out.take(0.0).unwrap();
    out.answered(Answer::Taken { moves: 0 }, 100.0);
    out.offer("g2".into(), 2, 1_000.0);
    out.take(1_000.0).unwrap();
    assert_eq!(out.mark(1_000.0 + LIVE_MS - 1.0), Mark::Live, "an answer still on its way, within LIVE_MS");
    assert_eq!(out.mark(1_000.0 + LIVE_MS), Mark::Sending, "a change unsent for LIVE_MS is not live");
    out.answered(Answer::Taken { moves: 0 }, 7_000.0);
    assert_eq!(out.mark(7_000.0), Mark::Live);
}

#[test]
fn a_refused_token_stops_the_pushes_and_a_refused_game_does_not() {
    let mut out = Outbox::default();
    out.offer("g1".into(), 1, 0.0);
    out.take(0.0).unwrap();
    out.answered(Answer::GameRefused("Invalid move".into()), 10.0);
    assert_eq!(out.trouble(), Some(&Answer::GameRefused("Invalid move".into())));
    assert_eq!((out.mark(15.0), out.pending()), (Mark::NotTaken, false));
    out.offer("g2".into(), 2, 20.0);
    out.take(20.0).unwrap();
    out.answered(Answer::TokenRefused, 30.0);
    assert_eq!((out.mark(40.0), out.due_in_ms(40.0), out.pending()), (Mark::Stopped, None, false));
    out.offer("g3".into(), 3, 50.0);
    out.retry_now();
    assert_eq!(out.take(100_000.0), None, "nothing more is sent");
}

#[test]
fn a_pushed_game_names_unnamed_players_by_their_board() {
    let mut record = Record::new(Rulebook::FideRapid, TimeControl::from_pgn("900+10").unwrap());
    record.heading =
        Heading { black: Some("Ana".into()), board: Some("2".into()), round: Some("1".into()), ..Heading::default() };
    record.events.push(Event { t: 0.0, kind: EventKind::Start, pins: Vec::new() });
    let pushed = game_pgn(&record, None, "9f1c2b3a").unwrap();
    assert!(pushed.contains("[White \"White, board 2\"]") && pushed.contains("[Black \"Ana\"]"), "{pushed}");
    assert!(pushed.contains("[Board \"2\"]") && pushed.contains("[Result \"*\"]"), "{pushed}");
    // Its own game, on lichess's terms: the id, and a Site of its board and game.
    assert!(pushed.contains("[GameId \"9f1c2b3a\"]\n\n"), "{pushed}");
    assert!(pushed.contains("[Site \"board 2, game 9f1c2b3a\"]"), "{pushed}");
    // A name lichess would remove (and drop the game for) is the board's.
    for kept_out in ["A", " ? ", "Unknown", "", "A\u{1}", "\u{1}B\u{1}"] {
        record.heading.black = Some(kept_out.into());
        record.heading.site = Some("Club hall".into());
        let pushed = game_pgn(&record, None, "77").unwrap();
        assert!(!pushed.contains('\u{1}'), "{pushed}");
        assert!(pushed.contains("[Black \"Black, board 2\"]"), "{kept_out:?}: {pushed}");
        assert!(pushed.contains("[Site \"Club hall, board 2, game 77\"]"), "{pushed}");
    }
}

#[test]
fn a_game_goes_by_the_id_drawn_for_it_or_one_of_its_own_the_same_each_time() {
    assert_eq!(game_id(Some("9f1c2b3a4d5e6f70".into()), "k"), "9f1c2b3a4d5e6f70");
    for odd in [None, Some(String::new()), Some("\"] [x".into())] {
        let id = game_id(odd, r#"{"round":"AbCd1234","token":"lio_x"}"#);
        assert_eq!(id.len(), 16);
        assert!(id.bytes().all(|b| b.is_ascii_hexdigit()), "{id}");
        assert_eq!(id, game_id(None, r#"{"round":"AbCd1234","token":"lio_x"}"#), "the same at every push");
    }
}

#[test]
fn a_round_with_a_source_stops_the_pushes_and_says_why() {
    let answer =
        Answer::of(200, r#"{"games":[{"tags":{},"error":"The relay has an upstream URL, and cannot be pushed to."}]}"#);
    assert_eq!(answer, Answer::RoundHasSource);
    let mut out = Outbox::default();
    out.offer("[Event \"x\"]\n\n*".into(), 1, 0.0);
    assert!(out.take(0.0).is_some());
    out.answered(answer, 10.0);
    assert_eq!(out.mark(20.0), Mark::Stopped);
    assert_eq!(out.take(100_000.0), None, "nothing more is sent");
    assert!(out.trouble().unwrap().to_string().contains("source"), "{}", out.trouble().unwrap());
}
