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

/// How the page reaches a family's board over Bluetooth Low Energy, as its protocol text says:
/// the board's reports come as notifications of one characteristic (never read: a ChessLink
/// module's read answers zeros), commands are written to another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wiring {
    pub report_service: &'static str,
    pub report: &'static str,
    pub command_service: &'static str,
    pub command: &'static str,
    /// Written on every connection: Chessnut's realtime mode, ChessLink's `S` (the whole board).
    pub on_connect: Vec<u8>,
    /// Written again when the board has said nothing for a while and when a press waits for its
    /// move: ChessLink's `S`, which the board answers whatever its automatic reports are set to.
    /// Chessnut's text gives no such question.
    pub ask_again: Option<Vec<u8>>,
}

/// Turns a board's notifications into the positions they report: whole in one notification
/// (Chessnut) or in pieces (ChessLink).
pub trait Reader {
    /// The positions the bytes of one notification complete, or why one could not be read.
    fn push(&mut self, bytes: &[u8]) -> Vec<Result<Placement, ReportError>>;
    /// Forgets a report begun and not finished: the connection was lost, and the next
    /// connection's bytes are not joined to it.
    fn drop_pending(&mut self) {}
}

impl Family {
    pub const ALL: [Family; 2] = [Family::Chessnut, Family::Millennium];

    /// The beginnings of the names the family's boards give themselves, as the chooser lists them.
    pub fn name_prefixes(self) -> &'static [&'static str] {
        match self {
            Family::Chessnut => &chessnut::NAME_PREFIXES,
            Family::Millennium => &[millennium::NAME_PREFIX],
        }
    }

    /// The family of a board that calls itself `name` (its Bluetooth name), if the clock reads it.
    pub fn of_name(name: &str) -> Option<Family> {
        let upper = name.to_ascii_uppercase();
        Family::ALL.into_iter().find(|f| f.name_prefixes().iter().any(|p| upper.starts_with(&p.to_ascii_uppercase())))
    }

    /// How the page reaches the family's boards.
    pub fn wiring(self) -> Wiring {
        match self {
            Family::Chessnut => chessnut::wiring(),
            Family::Millennium => millennium::wiring(),
        }
    }

    /// A reader for one connected board of the family.
    pub fn reader(self) -> Box<dyn Reader> {
        match self {
            Family::Chessnut => Box::new(chessnut::Reader),
            Family::Millennium => Box::new(millennium::Reader::default()),
        }
    }

    /// Every service the page may open on a board it reads (the chooser must name them all).
    pub fn services() -> Vec<&'static str> {
        let mut services: Vec<&str> =
            Family::ALL.iter().flat_map(|f| [f.wiring().report_service, f.wiring().command_service]).collect();
        services.dedup();
        services
    }

    /// Every name the chooser lists.
    pub fn chooser_names() -> Vec<&'static str> {
        Family::ALL.iter().flat_map(|f| f.name_prefixes().iter().copied()).collect()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_name_a_board_gives_itself_says_its_family() {
        assert_eq!(Family::of_name("Chessnut Air"), Some(Family::Chessnut));
        assert_eq!(Family::of_name("Chessnut Go"), Some(Family::Chessnut));
        // ChessnutPy looks for this name too.
        assert_eq!(Family::of_name("Smart Chess"), Some(Family::Chessnut));
        assert_eq!(Family::of_name("MILLENNIUM CHESS"), Some(Family::Millennium));
        assert_eq!(Family::of_name("Millennium Chess"), Some(Family::Millennium));
        assert_eq!(Family::of_name("DGT_PEGASUS"), None);
        assert_eq!(Family::chooser_names(), ["Chessnut", "Smart Chess", "MILLENNIUM"]);
    }

    #[test]
    fn the_chooser_names_every_service_the_page_opens() {
        let services = Family::services();
        for family in Family::ALL {
            let w = family.wiring();
            assert!(services.contains(&w.report_service) && services.contains(&w.command_service), "{family:?}");
        }
        assert_eq!(services.len(), 3, "ChessLink's one serial service is named once");
        // Only ChessLink's text has a question the board answers whatever it is set to.
        assert_eq!(Family::Millennium.wiring().ask_again, Some(millennium::status_request()));
        assert_eq!(Family::Chessnut.wiring().ask_again, None);
        assert_eq!(Family::Chessnut.wiring().on_connect, chessnut::REALTIME);
    }
}
