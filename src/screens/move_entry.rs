//! Entering a move on a board before pressing the clock: what the board shows, which squares a
//! piece may go to, when a promotion needs a choice, and the SAN the press records.
//!
//! The players tap a piece of the side to move, then its destination; a pawn reaching the last
//! rank waits for a piece to promote to. The entered move is only a draft until the mover presses:
//! it can be taken back, and it becomes part of the record with the press (see
//! [`crate::session::Session::press`]).

use crate::replay::position::read_move;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, File, Move, Piece, Position, Rank, Role, Square};

/// The 64 squares in reading order (top-left first) for a player who sits on `view`'s side of the
/// board: their own first rank at the bottom, their a-file on the left.
pub fn squares(view: Color) -> Vec<Square> {
    let mut out = Vec::with_capacity(64);
    for row in 0..8u32 {
        for col in 0..8u32 {
            let (file, rank) = match view {
                Color::White => (col, 7 - row),
                Color::Black => (7 - col, row),
            };
            out.push(Square::from_coords(File::new(file), Rank::new(rank)));
        }
    }
    out
}

/// The piece on `square`, if any.
pub fn piece_at(position: &Chess, square: Square) -> Option<Piece> {
    position.board().piece_at(square)
}

/// A move as the board enters it: from a square to a square (the king's destination for castling,
/// as in UCI's standard notation), with the piece a pawn promotes to.
fn as_squares(m: Move) -> Option<(Square, Square, Option<Role>)> {
    match UciMove::from_move(m, CastlingMode::Standard) {
        UciMove::Normal { from, to, promotion } => Some((from, to, promotion)),
        _ => None,
    }
}

/// The squares the piece on `from` may legally move to; empty when it is not the mover's piece.
pub fn destinations(position: &Chess, from: Square) -> Vec<Square> {
    let mut out: Vec<Square> = position
        .legal_moves()
        .into_iter()
        .filter_map(as_squares)
        .filter(|(f, _, _)| *f == from)
        .map(|(_, to, _)| to)
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Whether the move from `from` to `to` is a promotion, so the mover must choose a piece.
pub fn needs_promotion(position: &Chess, from: Square, to: Square) -> bool {
    position.legal_moves().into_iter().filter_map(as_squares).any(|(f, t, p)| f == from && t == to && p.is_some())
}

/// The legal move from `from` to `to` (promoting to `promotion`), if there is one.
pub fn find_move(position: &Chess, from: Square, to: Square, promotion: Option<Role>) -> Option<Move> {
    position.legal_moves().into_iter().find(|m| as_squares(*m) == Some((from, to, promotion)))
}

/// The pieces a pawn may promote to, in the order the picker shows them.
pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// A move entered on the board and not yet pressed.
#[derive(Debug, Clone, PartialEq)]
pub struct EnteredMove {
    /// The side that entered it; only its press records the move.
    pub side: Color,
    pub from: Square,
    pub to: Square,
    /// The move in SAN with check or mate (`Qxf7#`), as the record keeps it.
    pub san: String,
    /// The position after the move, which the board shows until the press.
    pub after: Chess,
}

/// What a tap on a square did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tapped {
    /// A piece of the side to move is picked up; its destinations are shown.
    Selected,
    /// The pick is put down again (or a tap that means nothing here).
    Cleared,
    /// A pawn reaches the last rank: the mover chooses the piece.
    ChoosePromotion,
    /// A move is entered: pressing the clock records it.
    Entered,
    /// Nothing happens: a move is already entered (take it back first) or a choice is open.
    Ignored,
}

/// The board's state between two presses: a picked-up piece, an open promotion choice, or an
/// entered move.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Draft {
    pub selected: Option<Square>,
    /// From and to of a promotion waiting for the mover's choice.
    pub promotion: Option<(Square, Square)>,
    pub entered: Option<EnteredMove>,
}

impl Draft {
    /// A tap on `square` of `position` (the position on the board, with its side to move).
    pub fn tap(&mut self, position: &Chess, square: Square) -> Tapped {
        if self.entered.is_some() || self.promotion.is_some() {
            return Tapped::Ignored;
        }
        let own = piece_at(position, square).is_some_and(|p| p.color == position.turn());
        match self.selected {
            Some(from) if from == square => {
                self.selected = None;
                Tapped::Cleared
            }
            Some(from) if destinations(position, from).contains(&square) => {
                self.selected = None;
                if needs_promotion(position, from, square) {
                    self.promotion = Some((from, square));
                    return Tapped::ChoosePromotion;
                }
                self.enter(position, from, square, None)
            }
            _ if own && !destinations(position, square).is_empty() => {
                self.selected = Some(square);
                Tapped::Selected
            }
            _ => {
                self.selected = None;
                Tapped::Cleared
            }
        }
    }

    /// The mover chose `role` for the waiting promotion.
    pub fn promote(&mut self, position: &Chess, role: Role) -> Tapped {
        match self.promotion.take() {
            Some((from, to)) => self.enter(position, from, to, Some(role)),
            None => Tapped::Ignored,
        }
    }

    fn enter(&mut self, position: &Chess, from: Square, to: Square, promotion: Option<Role>) -> Tapped {
        let Some(m) = find_move(position, from, to, promotion) else {
            return Tapped::Cleared;
        };
        let san = SanPlus::from_move(position.clone(), m).to_string();
        let mut after = position.clone();
        after.play_unchecked(m);
        self.entered = Some(EnteredMove { side: position.turn(), from, to, san, after });
        Tapped::Entered
    }

    /// Takes the entered move (or the pick, or the open choice) back: the board is as before.
    pub fn take_back(&mut self) {
        *self = Draft::default();
    }

    /// The SAN that `side`'s press records: the entered move, when `side` entered it in
    /// `position` (a draft from an older position is never recorded).
    pub fn move_for(&self, side: Color, position: Option<&Chess>) -> Option<String> {
        let e = self.entered.as_ref()?;
        entered_for(Some(&(e.side, e.san.clone())), side, position)
    }
}

/// The move a press by `side` records, of the one `entered` (by its side, in SAN) on the board:
/// only the mover's own, and only while it is legal in `position`.
pub fn entered_for(entered: Option<&(Color, String)>, side: Color, position: Option<&Chess>) -> Option<String> {
    let (by, san) = entered?;
    let position = position?;
    (*by == side && position.turn() == side && read_move(position, san).is_ok()).then(|| san.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::record::{EventKind, Record};
    use crate::replay::position::position_from_fen;
    use crate::rules::{GameResult, Termination};
    use crate::session::Session;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn session(rules: &str, fen: Option<&str>) -> Session {
        let mut s = Session::new(Record {
            fen: fen.map(str::to_owned),
            ..Record::new(rules.parse().unwrap(), "180+2".parse().unwrap())
        })
        .unwrap();
        s.push_at(0.0, EventKind::Start).unwrap();
        s
    }

    /// Plays `moves` as the page does: tap from, tap to, press, one second apart.
    fn play_by_taps(s: &mut Session, moves: &[(&str, &str)]) {
        for (i, (from, to)) in moves.iter().enumerate() {
            let position = s.game.board.position().unwrap().clone();
            let mut draft = Draft::default();
            assert_eq!(draft.tap(&position, sq(from)), Tapped::Selected, "{from}");
            assert_eq!(draft.tap(&position, sq(to)), Tapped::Entered, "{from}-{to}");
            let side = position.turn();
            let san = draft.move_for(side, Some(&position));
            let t = s.record.events.last().map_or(0.0, |e| e.t) + 1000.0;
            assert!(s.press(side, t, san), "press {i}");
        }
    }

    #[test]
    fn each_player_sees_their_own_first_rank_at_the_bottom() {
        let white = squares(Color::White);
        assert_eq!((white[0], white[7], white[56], white[63]), (sq("a8"), sq("h8"), sq("a1"), sq("h1")));
        let black = squares(Color::Black);
        assert_eq!((black[0], black[7], black[56], black[63]), (sq("h1"), sq("a1"), sq("h8"), sq("a8")));
    }

    #[test]
    fn only_the_side_to_move_picks_up_a_piece_and_sees_its_moves() {
        let start = Chess::default();
        let mut d = Draft::default();
        assert_eq!(d.tap(&start, sq("e7")), Tapped::Cleared, "Black's pawn: not Black's turn");
        assert_eq!(d.tap(&start, sq("e4")), Tapped::Cleared, "an empty square");
        assert_eq!(d.tap(&start, sq("f1")), Tapped::Cleared, "a bishop with no move");
        assert_eq!(d.tap(&start, sq("g1")), Tapped::Selected);
        assert_eq!(destinations(&start, sq("g1")), vec![sq("f3"), sq("h3")]);
        assert_eq!(d.tap(&start, sq("e2")), Tapped::Selected, "another piece of one's own");
        assert_eq!(d.tap(&start, sq("e5")), Tapped::Cleared, "not a destination");
        assert_eq!(d.selected, None);
    }

    #[test]
    fn an_entered_move_is_its_san_until_taken_back() {
        let start = Chess::default();
        let mut d = Draft::default();
        d.tap(&start, sq("g1"));
        assert_eq!(d.tap(&start, sq("f3")), Tapped::Entered);
        let e = d.entered.clone().unwrap();
        assert_eq!((e.san.as_str(), e.side), ("Nf3", Color::White));
        assert_eq!(piece_at(&e.after, sq("f3")).map(|p| p.role), Some(Role::Knight));
        assert_eq!(d.tap(&start, sq("e2")), Tapped::Ignored, "one move at a time");
        assert_eq!(d.move_for(Color::Black, Some(&start)), None, "only the mover's press records it");
        assert_eq!(d.move_for(Color::White, Some(&start)).as_deref(), Some("Nf3"));
        d.take_back();
        assert_eq!(d, Draft::default());
        assert_eq!(d.move_for(Color::White, Some(&start)), None);
    }

    #[test]
    fn castling_is_the_king_to_its_square_and_a_promotion_asks_for_the_piece() {
        let p = position_from_fen("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let mut d = Draft::default();
        d.tap(&p, sq("e1"));
        assert!(destinations(&p, sq("e1")).contains(&sq("g1")));
        assert_eq!(d.tap(&p, sq("g1")), Tapped::Entered);
        assert_eq!(d.entered.as_ref().unwrap().san, "O-O");
        d.take_back();
        d.tap(&p, sq("b7"));
        assert!(needs_promotion(&p, sq("b7"), sq("a8")));
        assert!(!needs_promotion(&p, sq("e1"), sq("d1")));
        assert_eq!(d.tap(&p, sq("a8")), Tapped::ChoosePromotion);
        assert_eq!(d.tap(&p, sq("h1")), Tapped::Ignored, "the choice is open");
        assert_eq!(d.promote(&p, Role::Knight), Tapped::Entered);
        assert_eq!(d.entered.as_ref().unwrap().san, "bxa8=N");
        assert_eq!(d.promote(&p, Role::Queen), Tapped::Ignored);
    }

    #[test]
    fn a_draft_from_an_older_position_is_not_recorded() {
        let start = Chess::default();
        let mut s = session("fide-blitz", None);
        play_by_taps(&mut s, &[("d2", "d4"), ("d7", "d5")]);
        let now = s.game.board.position().unwrap().clone();
        let mut d = Draft::default();
        d.tap(&start, sq("d2"));
        d.tap(&start, sq("d4"));
        assert_eq!(d.move_for(Color::White, Some(&now)), None, "d4 is no longer legal");
        assert_eq!(d.move_for(Color::White, None), None, "the position is not known");
    }

    #[test]
    fn fools_mate_by_taps_ends_the_game_by_itself() {
        let mut s = session("fide-blitz", None);
        play_by_taps(&mut s, &[("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")]);
        let end = s.game.ending.clone().expect("checkmate ends the game");
        assert_eq!((end.result, end.termination), (GameResult::BlackWins, Termination::Checkmate));
        assert!(end.rule.starts_with("FIDE"), "{}", end.rule);
        assert_eq!(
            s.record.events.last().unwrap().kind,
            EventKind::Press { side: Color::Black, mv: Some("Qh4#".into()) }
        );
        assert!(!s.press(Color::White, 9000.0, None), "no press after the end");
    }

    #[test]
    fn stalemate_and_a_dead_position_end_the_game_by_themselves() {
        let mut s = session("fide-blitz", Some("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1"));
        play_by_taps(&mut s, &[("f7", "f6")]);
        assert!(s.game.ending.is_none(), "Qf6 leaves Black g8: no stalemate");
        let mut s = session("fide-blitz", Some("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1"));
        play_by_taps(&mut s, &[("g6", "h6")]);
        let end = s.game.ending.clone().unwrap();
        assert_eq!((end.result, end.termination), (GameResult::Draw, Termination::Stalemate));

        let mut s = session("fide-blitz", Some("7k/8/8/8/8/8/1n6/K7 w - - 0 1"));
        play_by_taps(&mut s, &[("a1", "b2")]);
        let end = s.game.ending.clone().unwrap();
        assert_eq!((end.result, end.termination), (GameResult::Draw, Termination::DeadPosition), "K v K");
    }

    #[test]
    fn fivefold_and_seventy_five_moves_end_the_game_by_themselves() {
        let mut s = session("fide-blitz", None);
        let shuffle = [("g1", "f3"), ("g8", "f6"), ("f3", "g1"), ("f6", "g8")];
        for _ in 0..3 {
            play_by_taps(&mut s, &shuffle);
        }
        assert!(s.game.ending.is_none(), "four times is not yet fivefold");
        assert_eq!(s.game.board.repetitions(), Some(4));
        play_by_taps(&mut s, &shuffle);
        let end = s.game.ending.clone().unwrap();
        assert_eq!(end.termination, Termination::Fivefold);

        // 149 plies without capture or pawn move; the 150th ends the game (FIDE 9.6.2).
        let mut s = session("fide-blitz", Some("k7/8/8/8/8/8/8/KR6 w - - 149 100"));
        play_by_taps(&mut s, &[("b1", "b2")]);
        let end = s.game.ending.clone().unwrap();
        assert_eq!(end.termination, Termination::SeventyFiveMoves);
    }

    #[test]
    fn a_repetition_by_taps_leaves_the_moves_in_the_record() {
        let mut s = session("fide-blitz", None);
        let shuffle = [("g1", "f3"), ("g8", "f6"), ("f3", "g1"), ("f6", "g8")];
        play_by_taps(&mut s, &shuffle);
        play_by_taps(&mut s, &shuffle);
        assert_eq!(s.game.board.repetitions(), Some(3));
        let moves: Vec<_> = s
            .record
            .events
            .iter()
            .filter_map(|e| match &e.kind {
                EventKind::Press { mv, .. } => mv.clone(),
                _ => None,
            })
            .collect();
        assert_eq!(moves, ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"]);
        assert!(s.game.ending.is_none(), "threefold needs a claim");
    }

    #[test]
    fn a_press_without_an_entered_move_still_counts() {
        let mut s = session("fide-blitz", None);
        assert!(s.press(Color::White, 500.0, Some("e5".into())), "a refused move never costs the press");
        assert_eq!(s.record.events.last().unwrap().kind, EventKind::Press { side: Color::White, mv: None });
        assert!(s.game.board.position().is_none());
        assert!(!s.press(Color::White, 600.0, None), "not White's turn");
    }
}
