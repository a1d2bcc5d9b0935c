//! What a board's report means for the game: the board is read against the position of the last
//! press, never move by move, so a lift, a slide or castling's four squares in any order only
//! count once the pieces stand still where one legal move puts them.

use super::Placement;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move, Piece, Position, Role, Square};

/// What the board shows, against the game's position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seen {
    /// The game's position: no move yet.
    InStep,
    /// Pieces of the game's position lifted and not yet put down (a move, a capture under way).
    Lifted(Vec<Square>),
    /// Part of one legal move made, the rest still to come: castling's king before its rook, en
    /// passant's pawn before the pawn it takes is off (the squares that differ).
    UnderWay(Vec<Square>),
    /// One legal move made: the next press records it (SAN with check or mate).
    Move { san: String, uci: String },
    /// A pawn moved to its last rank and stands there: the player chooses its piece on the phone.
    Promotion { from: Square, to: Square },
    /// A piece went from one square to another where no legal move takes it.
    Illegal { piece: Piece, from: Square, to: Square },
    /// The position before the last move: the move was put back.
    TakenBack,
    /// Anything else (a knocked piece, two moves, a piece added): the squares that differ from
    /// the game, from a1 to h8.
    OutOfStep(Vec<Square>),
}

/// The squares where two placements differ.
fn differences(a: &Placement, b: &Placement) -> Vec<Square> {
    Square::ALL.into_iter().filter(|&sq| a.at(sq) != b.at(sq)).collect()
}

/// Reads `board` against `position` (the game's, with its side to move); `before` is the position
/// before the last move, when there is one.
pub fn read(position: &Chess, before: Option<&Chess>, board: &Placement) -> Seen {
    let now = Placement::of(position.board());
    if *board == now {
        return Seen::InStep;
    }
    for m in position.legal_moves() {
        let mut after = position.clone();
        after.play_unchecked(m);
        let shown = Placement::of(after.board());
        if shown == *board {
            let san = SanPlus::from_move(position.clone(), m).to_string();
            let uci = m.to_uci(shakmaty::CastlingMode::Standard).to_string();
            return Seen::Move { san, uci };
        }
        // A promotion whose pawn stands on the last rank: the board cannot say the piece.
        if let Move::Normal { from, to, promotion: Some(Role::Queen), .. } = m {
            let mut pawn_there = shown;
            pawn_there.set(to, Some(Piece { color: position.turn(), role: Role::Pawn }));
            if pawn_there == *board {
                return Seen::Promotion { from, to };
            }
        }
    }
    if before.is_some_and(|b| Placement::of(b.board()) == *board) {
        return Seen::TakenBack;
    }
    let differ = differences(&now, board);
    // Only lifts: pieces of the game's position missing, nothing added or moved.
    if differ.len() <= 3 && differ.iter().all(|&sq| board.at(sq).is_none()) {
        return Seen::Lifted(differ);
    }
    // Part of a legal move: every square that differs is one the move changes, and holds what it
    // held before, what it will hold, or nothing (a piece in the hand).
    let part_of = |m: &Move| {
        let mut after = position.clone();
        after.play_unchecked(*m);
        let after = Placement::of(after.board());
        differ.iter().all(|&sq| after.at(sq) != now.at(sq) && (board.at(sq).is_none() || board.at(sq) == after.at(sq)))
    };
    if position.legal_moves().iter().any(part_of) {
        return Seen::UnderWay(differ);
    }
    // One piece from one square to another (onto an empty square or a piece it took).
    if let [a, b] = differ[..] {
        for (from, to) in [(a, b), (b, a)] {
            if let Some(piece) = now.at(from)
                && board.at(from).is_none()
                && board.at(to) == Some(piece)
            {
                return Seen::Illegal { piece, from, to };
            }
        }
    }
    Seen::OutOfStep(differ)
}

/// Whether `uci`, a move shown in `position`, may be the rook's half of castling made rook first:
/// a rook to where castling puts it, castling that way being legal. Such a move is taken as the
/// rook's own move only once the king has had time to follow.
pub fn may_be_castling_rook_first(position: &Chess, uci: &str) -> bool {
    let Ok(shown) = uci.parse::<shakmaty::uci::UciMove>() else { return false };
    let shakmaty::uci::UciMove::Normal { from, to, promotion: None } = shown else { return false };
    position.legal_moves().iter().any(|m| {
        matches!(m, Move::Castle { rook, .. } if *rook == from)
            && m.castling_side().is_some_and(|side| side.rook_to(position.turn()) == to)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Color};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap()
    }

    /// The board after `moves` (UCI) from `start`, and the position they reach.
    fn after(start: &Chess, moves: &[&str]) -> (Placement, Chess) {
        let mut pos = start.clone();
        for m in moves {
            let m = m.parse::<shakmaty::uci::UciMove>().unwrap().to_move(&pos).unwrap();
            pos.play_unchecked(m);
        }
        (Placement::of(pos.board()), pos)
    }

    fn seen_move(start: &Chess, uci: &str) -> Seen {
        read(start, None, &after(start, &[uci]).0)
    }

    #[test]
    fn the_games_position_is_in_step() {
        let start = Chess::default();
        assert_eq!(read(&start, None, &Placement::of(start.board())), Seen::InStep);
    }

    #[test]
    fn a_move_a_capture_castling_en_passant_and_check_are_read_as_san() {
        let start = Chess::default();
        assert_eq!(seen_move(&start, "e2e4"), Seen::Move { san: "e4".into(), uci: "e2e4".into() });
        assert_eq!(seen_move(&start, "g1f3"), Seen::Move { san: "Nf3".into(), uci: "g1f3".into() });
        let (_, open) = after(&start, &["e2e4", "d7d5"]);
        assert_eq!(seen_move(&open, "e4d5"), Seen::Move { san: "exd5".into(), uci: "e4d5".into() });
        let castle = position("r3k2r/pppq1ppp/2npbn2/4p3/2B1P3/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 1");
        assert_eq!(seen_move(&castle, "e1g1"), Seen::Move { san: "O-O".into(), uci: "e1g1".into() });
        assert_eq!(seen_move(&castle, "e1c1"), Seen::Move { san: "O-O-O".into(), uci: "e1c1".into() });
        let ep = position("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        assert_eq!(seen_move(&ep, "e5f6"), Seen::Move { san: "exf6".into(), uci: "e5f6".into() });
        let check = position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assert_eq!(seen_move(&check, "a1a8"), Seen::Move { san: "Ra8+".into(), uci: "a1a8".into() });
    }

    #[test]
    fn a_rook_to_its_castling_square_may_be_castling_rook_first_while_castling_is_legal() {
        let castle = position("r3k2r/pppq1ppp/2npbn2/4p3/2B1P3/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 1");
        assert!(may_be_castling_rook_first(&castle, "h1f1"));
        assert!(may_be_castling_rook_first(&castle, "a1d1"));
        assert!(!may_be_castling_rook_first(&castle, "h1g1"), "not where castling puts the rook");
        assert!(!may_be_castling_rook_first(&castle, "d2e2"));
        // Castling kingside no longer allowed: Rf1 is only a rook move.
        let moved = position("r3k2r/pppq1ppp/2npbn2/4p3/2B1P3/2NP1N2/PPPQ1PPP/R3K2R w Qkq - 0 1");
        assert!(!may_be_castling_rook_first(&moved, "h1f1"));
        assert!(may_be_castling_rook_first(&moved, "a1d1"));
        let black = position("r3k2r/pppq1ppp/2npbn2/4p3/2B1P3/2NP1N2/PPPQ1PPP/R3K2R b KQkq - 0 1");
        assert!(may_be_castling_rook_first(&black, "h8f8"));
        assert!(!may_be_castling_rook_first(&black, "h1f1"));
        assert!(!may_be_castling_rook_first(&Chess::default(), "garbage"));
    }

    #[test]
    fn castling_rook_first_is_a_rook_move_then_a_move_under_way_until_the_king_arrives() {
        let castle = position("r3k2r/pppq1ppp/2npbn2/4p3/2B1P3/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 1");
        let mut board = Placement::of(castle.board());
        // The rook first: Rf1 is a move of its own, until the king comes over it.
        board.set(Square::H1, None);
        board.set(Square::F1, Some(Piece { color: Color::White, role: Role::Rook }));
        assert_eq!(read(&castle, None, &board), Seen::Move { san: "Rf1".into(), uci: "h1f1".into() });
        board.set(Square::E1, None);
        assert_eq!(read(&castle, None, &board), Seen::UnderWay(vec![Square::E1, Square::F1, Square::H1]));
        board.set(Square::G1, Some(Piece { color: Color::White, role: Role::King }));
        assert_eq!(read(&castle, None, &board), Seen::Move { san: "O-O".into(), uci: "e1g1".into() });
    }

    #[test]
    fn castling_king_first_and_en_passant_pawn_first_are_moves_under_way_not_illegal() {
        let castle = position("r3k2r/pppq1ppp/2npbn2/4p3/2B1P3/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 1");
        let mut board = Placement::of(castle.board());
        // The king first, as FIDE 4.4.2 asks: e1 to g1, the rook still on h1.
        board.set(Square::E1, None);
        board.set(Square::G1, Some(Piece { color: Color::White, role: Role::King }));
        assert_eq!(read(&castle, None, &board), Seen::UnderWay(vec![Square::E1, Square::G1]));
        board.set(Square::H1, None);
        assert_eq!(read(&castle, None, &board), Seen::UnderWay(vec![Square::E1, Square::G1, Square::H1]));
        board.set(Square::F1, Some(Piece { color: Color::White, role: Role::Rook }));
        assert_eq!(read(&castle, None, &board), Seen::Move { san: "O-O".into(), uci: "e1g1".into() });
        // En passant: the pawn to f6 while the pawn it takes still stands on f5.
        let ep = position("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        let mut board = Placement::of(ep.board());
        board.set(Square::E5, None);
        board.set(Square::F6, Some(Piece { color: Color::White, role: Role::Pawn }));
        assert_eq!(read(&ep, None, &board), Seen::UnderWay(vec![Square::E5, Square::F6]));
        board.set(Square::F5, None);
        assert_eq!(read(&ep, None, &board), Seen::Move { san: "exf6".into(), uci: "e5f6".into() });
        // A king two squares where it cannot castle is still illegal.
        let no_rights = position("r3k2r/pppq1ppp/2npbn2/4p3/2B1P3/2NP1N2/PPPQ1PPP/R3K2R w - - 0 1");
        let mut board = Placement::of(no_rights.board());
        board.set(Square::E1, None);
        board.set(Square::G1, Some(Piece { color: Color::White, role: Role::King }));
        assert!(matches!(read(&no_rights, None, &board), Seen::Illegal { .. }));
    }

    #[test]
    fn a_promotion_shows_its_piece_or_asks() {
        let pos = position("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1");
        assert_eq!(seen_move(&pos, "e7e8q"), Seen::Move { san: "e8=Q".into(), uci: "e7e8q".into() });
        assert_eq!(seen_move(&pos, "e7e8n"), Seen::Move { san: "e8=N+".into(), uci: "e7e8n".into() });
        let mut pawn_on_e8 = Placement::of(pos.board());
        pawn_on_e8.set(Square::E7, None);
        pawn_on_e8.set(Square::E8, Some(Piece { color: Color::White, role: Role::Pawn }));
        assert_eq!(read(&pos, None, &pawn_on_e8), Seen::Promotion { from: Square::E7, to: Square::E8 });
    }

    #[test]
    fn lifts_an_illegal_move_a_move_put_back_and_a_knocked_piece_are_told_apart() {
        let start = Chess::default();
        let mut lifted = Placement::of(start.board());
        lifted.set(Square::E2, None);
        assert_eq!(read(&start, None, &lifted), Seen::Lifted(vec![Square::E2]));
        let mut illegal = lifted;
        illegal.set(Square::E5, Some(Piece { color: Color::White, role: Role::Pawn }));
        assert_eq!(
            read(&start, None, &illegal),
            Seen::Illegal { piece: Piece { color: Color::White, role: Role::Pawn }, from: Square::E2, to: Square::E5 }
        );
        // Black's piece moved on White's turn is illegal too.
        let (black_moved, _) = after(&Chess::default(), &["e2e4", "e7e5"]);
        let (_, e4) = after(&start, &["e2e4"]);
        assert!(matches!(read(&start, None, &black_moved), Seen::OutOfStep(_)));
        let (board, _) = after(&start, &["e2e4"]);
        let mut e7e5_on_whites_turn = board;
        e7e5_on_whites_turn.set(Square::E7, None);
        e7e5_on_whites_turn.set(Square::E5, Some(Piece { color: Color::Black, role: Role::Pawn }));
        let (_, e4_nf6) = after(&start, &["e2e4", "g8f6"]);
        assert!(matches!(read(&e4_nf6, Some(&e4), &e7e5_on_whites_turn), Seen::OutOfStep(_)));
        // e4 put back after it was played: the start position is shown, Black to move.
        assert_eq!(read(&e4, Some(&start), &Placement::of(start.board())), Seen::TakenBack);
        // A knocked-over piece: gone from g1 and lying on h3 and a second one off f2.
        let mut knocked = Placement::of(start.board());
        knocked.set(Square::G1, None);
        knocked.set(Square::F2, None);
        knocked.set(Square::H3, Some(Piece { color: Color::White, role: Role::Knight }));
        assert_eq!(read(&start, None, &knocked), Seen::OutOfStep(vec![Square::G1, Square::F2, Square::H3]));
        assert_eq!(
            read(&start, None, &Placement::EMPTY),
            Seen::OutOfStep(differences(&Placement::of(start.board()), &Placement::EMPTY))
        );
    }
}
