//! The desk's traffic per press with the move-entry board open, before and after the typed
//! handover (`protocol::desk`). Run `cargo test --test desk_traffic -- --nocapture` for the table.
//!
//! Before: on every change the page serialised the whole saved game and the desk parsed it all;
//! each event the desk appended came back as the whole record. After: the page hands only the
//! new events, and the desk hands back only its own.

use fairclock::ground::record::{EventKind, Record};
use fairclock::protocol::desk::{FromDesk, Handover, ToDesk};
use fairclock::session::Session;
use fairclock::session::saved::Saved;
use fairclock::session::settings::Settings;
use fairclock::session::timeline::Anchor;
use shakmaty::Position;
use shakmaty::san::SanPlus;

/// A game of `presses` presses, each with a move entered on the board (the first legal move in
/// shakmaty's order that does not end the game), the page's handover kept as it goes; returns
/// the session and the bytes the new protocol handed per press.
fn play(presses: usize) -> (Session, Vec<usize>) {
    let mut page = Session::new(Record::new("fide-blitz".parse().unwrap(), "180+2".parse().unwrap())).unwrap();
    page.push_at(0.0, EventKind::Start).unwrap();
    let mut handover = Handover::default();
    handover.next(Some(&page.record), Settings::default(), 0.0, &[]);
    let mut handed = Vec::new();
    for i in 0..presses {
        let side = page.game.clock.turn();
        let pos = page.game.board.position().unwrap().clone();
        let mv = pos
            .legal_moves()
            .into_iter()
            .find(|m| {
                let after = pos.clone().play(*m).unwrap();
                !after.is_game_over()
            })
            .unwrap();
        let san = SanPlus::from_move(pos, mv).to_string();
        assert!(page.press(side, 1000.0 * (i as f64 + 1.0), Some(san)));
        let message = handover.next(Some(&page.record), Settings::default(), 0.0, &[]).unwrap();
        assert!(matches!(message, ToDesk::Events { .. }));
        handed.push(message.encode().len());
    }
    (page, handed)
}

/// What the old protocol serialised on every press, and what the desk parsed: the saved game.
fn whole_saved_game(page: &Session) -> usize {
    let last = page.record.events.last().map_or(0.0, |e| e.t);
    let anchor = Anchor { wall_ms: 1_795_000_000_000.0, record_ms: last, mono_ms: None };
    Saved {
        record: page.record.clone(),
        anchor: Some(anchor),
        settings: Settings::default(),
        pins: Vec::new(),
        migrated: None,
    }
    .to_json()
    .len()
}

#[test]
fn the_handover_per_press_does_not_grow_with_the_game() {
    println!(
        "presses  events  before: page→desk B/press  desk→page B/event  |  after: page→desk B/press  desk→page B/event"
    );
    let mut after_per_press = Vec::new();
    for presses in [10, 20, 40, 80] {
        let (page, handed) = play(presses);
        let before = whole_saved_game(&page);
        let before_back = page.record.to_json().len();
        // A desk event (a pause) as the old desk handed it back (the whole record) and as the new.
        let mut desk = page.clone();
        let from = desk.record.events.len();
        desk.push_at(presses as f64 * 1000.0 + 500.0, EventKind::Pause).unwrap();
        let old_back = desk.record.to_json().len();
        let new_back = FromDesk::Events { from, events: desk.record.events[from..].to_vec() }.encode().len();
        let last = *handed.last().unwrap();
        println!(
            "{presses:>7}  {:>6}  {before:>26}  {old_back:>17}  |  {last:>25}  {new_back:>17}",
            page.record.events.len()
        );
        assert!(before_back < old_back);
        after_per_press.push(last);
    }
    // Only the press itself crosses: its size depends on the move and the instant, not on how
    // many presses came before.
    let (least, most) = (after_per_press.iter().min().unwrap(), after_per_press.iter().max().unwrap());
    assert!(most - least <= 8, "per-press bytes grew with the game: {after_per_press:?}");
}
