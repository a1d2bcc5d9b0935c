//! The rules worker's conversation, through the native build of the binary: one request per
//! line in, one reply per line out — the same text the page and the Web Worker exchange.

use fairclock::protocol::build::BUILD;
use fairclock::protocol::worker::{Reply, Request};
use fairclock::rules::search::ForcedMate;
use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn the_worker_answers_each_request_on_its_line() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rules_worker"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the rules worker starts");
    let requests = [
        Request { id: 1, fen: "3qk3/8/8/8/8/8/8/4K3 w - - 0 40".into(), search_ms: Some(0), build: Some(BUILD.into()) }
            .encode(),
        "garbage".to_owned(),
        Request {
            id: 3,
            fen: "4k3/8/8/8/8/8/8/3BKB2 w - - 0 40".into(),
            search_ms: Some(0),
            build: Some(BUILD.into()),
        }
        .encode(),
        // Black's knight mates in five; the worker's clock is the machine's own here.
        Request {
            id: 4,
            fen: "K7/P1k5/8/8/8/8/7P/7n w - - 0 40".into(),
            search_ms: Some(100),
            build: Some(BUILD.into()),
        }
        .encode(),
    ];
    let mut stdin = child.stdin.take().expect("stdin");
    writeln!(stdin, "{}", requests.join("\n")).expect("write");
    drop(stdin);
    let out = child.wait_with_output().expect("the worker ends with its input");
    let replies: Vec<Reply> =
        String::from_utf8_lossy(&out.stdout).lines().map(|l| Reply::decode(l).expect("a reply")).collect();
    assert_eq!(replies.len(), 4);
    let queen = replies[0].analysis.as_ref().expect("analysed");
    assert_eq!((queen.white_can_mate, replies[0].id), (Some(false), 1));
    if fairclock::rules::material::ANALYSER {
        assert_eq!(queen.black_can_mate, Some(true));
    }
    assert!(replies[1].error.as_deref().unwrap_or_default().contains("cannot read the request"));
    let bishops = replies[2].analysis.as_ref().expect("analysed");
    assert_eq!(bishops.white_can_mate, Some(false), "bishops on light squares only never mate");
    let knight = replies[3].analysis.as_ref().expect("analysed");
    assert_eq!(knight.black_forced_mate, Some(ForcedMate::mate_in(5)));
}
