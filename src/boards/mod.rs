//! Electronic boards over Bluetooth: what a board reports — a piece or none on each of its 64
//! squares — decoded from each family's bytes, and what that report means against the game's
//! position (a move made, a promotion to choose, a board out of step with the game).
//!
//! Two families publish their protocol: Chessnut (the vendor's own text,
//! github.com/chessnutech/Chessnut_eBoards) and Millennium's ChessLink (Dave Woodfield's protocol
//! text of 25/10/17, as kept by github.com/domschl/python-mchess). DGT's is not public.

pub mod chessnut;
pub mod millennium;
pub mod reading;

use shakmaty::{Board, Piece, Square};
use std::fmt;

/// What a board reports: the piece on each square (indexed by `Square`), or none.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Placement(pub [Option<Piece>; 64]);

impl Placement {
    pub const EMPTY: Placement = Placement([None; 64]);

    /// The pieces of a position's board.
    pub fn of(board: &Board) -> Placement {
        let mut squares = [None; 64];
        for sq in Square::ALL {
            squares[usize::from(sq)] = board.piece_at(sq);
        }
        Placement(squares)
    }

    pub fn at(&self, sq: Square) -> Option<Piece> {
        self.0[usize::from(sq)]
    }

    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        self.0[usize::from(sq)] = piece;
    }

    /// The board turned round (a8 where h1 was): a board set up from the other side.
    pub fn turned(&self) -> Placement {
        let mut out = Placement::EMPTY;
        for sq in Square::ALL {
            out.set(sq.flip_vertical().flip_horizontal(), self.at(sq));
        }
        out
    }

    /// The placement part of a FEN (`rnbqkbnr/pppppppp/8/…`), for messages and tests.
    pub fn fen(&self) -> String {
        let mut board = Board::empty();
        for sq in Square::ALL {
            if let Some(p) = self.at(sq) {
                board.set_piece_at(sq, p);
            }
        }
        board.to_string()
    }
}

impl fmt::Debug for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Placement({})", self.fen())
    }
}

/// The families of boards the clock reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Chessnut,
    Millennium,
}

impl Family {
    /// The family of a board that calls itself `name` (its Bluetooth name), if the clock reads it.
    pub fn of_name(name: &str) -> Option<Family> {
        if name.starts_with(chessnut::NAME_PREFIX) {
            Some(Family::Chessnut)
        } else if name.to_ascii_uppercase().starts_with(millennium::NAME_PREFIX) {
            Some(Family::Millennium)
        } else {
            None
        }
    }
}

/// Why a board's report could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReportError {
    /// Fewer bytes than a whole report.
    Short { got: usize, needs: usize },
    /// A square's code is no piece the protocol knows.
    UnknownPiece { square: Square, code: String },
    /// The report's own check does not add up: a byte was lost or changed on the way.
    Check { says: String, sums: String },
    /// Characters that begin no reply the protocol knows (ChessLink's messages are text).
    Stray { text: String },
}

impl fmt::Display for ReportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReportError::Short { got, needs } => {
                write!(f, "a report of {got} bytes, where a whole board needs {needs}")
            }
            ReportError::UnknownPiece { square, code } => write!(f, "{square} holds code {code}, which is no piece"),
            ReportError::Check { says, sums } => {
                write!(f, "the report's check says {says}, its characters make {sums}")
            }
            ReportError::Stray { text } => write!(f, "“{text}” begins no reply the board sends"),
        }
    }
}

impl std::error::Error for ReportError {}
