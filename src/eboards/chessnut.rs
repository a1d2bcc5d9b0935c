//! Chessnut boards (Air, Air+, Pro, Go), as the vendor's text describes them
//! (github.com/chessnutech/Chessnut_eBoards): after the "realtime" command the board notifies a
//! 36-byte report of its whole position, bytes 2 to 33 holding two squares each — the lower 4 bits
//! the first — from h8, g8, … a8, h7, … down to a1. Boards in the field send 38 bytes (four of
//! their own after the squares, in ChessnutPy's and DGTCentaurMods' logs): any report of 34 bytes
//! or more is read.

use super::{Placement, ReportError, Wiring};
use shakmaty::{Color, File, Piece, Rank, Role, Square};

/// The beginnings of the names Chessnut boards give themselves: "Chessnut Air", "Chessnut Go", …,
/// and "Smart Chess" (ChessnutPy looks for both).
pub const NAME_PREFIXES: [&str; 2] = ["Chessnut", "Smart Chess"];
/// The service and characteristic that notify the position.
pub const REPORT_SERVICE: &str = "1b7e8261-2877-41c3-b46e-cf057c562023";
pub const REPORT: &str = "1b7e8262-2877-41c3-b46e-cf057c562023";
/// The service and characteristic commands are written to.
pub const COMMAND_SERVICE: &str = "1b7e8271-2877-41c3-b46e-cf057c562023";
pub const COMMAND: &str = "1b7e8272-2877-41c3-b46e-cf057c562023";
/// "Enable the real time FEN report".
pub const REALTIME: [u8; 3] = [0x21, 0x01, 0x00];

/// Realtime on every connection; the text gives no question to ask again.
pub fn wiring() -> Wiring {
    Wiring {
        report_service: REPORT_SERVICE,
        report: REPORT,
        command_service: COMMAND_SERVICE,
        command: COMMAND,
        on_connect: REALTIME.to_vec(),
        ask_again: None,
    }
}

/// Each notification is one whole report.
pub struct Reader;

impl super::Reader for Reader {
    fn push(&mut self, bytes: &[u8]) -> Vec<Result<Placement, ReportError>> {
        vec![decode(bytes)]
    }
}

/// The position's bytes start here, and a whole report has this many.
const FIRST: usize = 2;
const LENGTH: usize = 36;

/// The vendor's piece codes: 0 is an empty square.
const CODES: [Option<(Color, Role)>; 13] = [
    None,
    Some((Color::Black, Role::Queen)),
    Some((Color::Black, Role::King)),
    Some((Color::Black, Role::Bishop)),
    Some((Color::Black, Role::Pawn)),
    Some((Color::Black, Role::Knight)),
    Some((Color::White, Role::Rook)),
    Some((Color::White, Role::Pawn)),
    Some((Color::Black, Role::Rook)),
    Some((Color::White, Role::Bishop)),
    Some((Color::White, Role::Knight)),
    Some((Color::White, Role::Queen)),
    Some((Color::White, Role::King)),
];

/// The `i`-th square of the report: h8, g8, … a8, h7, … a1.
fn square(i: usize) -> Square {
    Square::from_coords(File::new(7 - (i % 8) as u32), Rank::new(7 - (i / 8) as u32))
}

/// The position a report shows. Only the 64 squares are read: the two bytes before them and the
/// two after are the board's own.
pub fn decode(report: &[u8]) -> Result<Placement, ReportError> {
    if report.len() < FIRST + 32 {
        return Err(ReportError::Short { got: report.len(), needs: FIRST + 32 });
    }
    let mut placement = Placement::EMPTY;
    for i in 0..64 {
        let byte = report[FIRST + i / 2];
        let code = if i % 2 == 0 { byte & 0x0f } else { byte >> 4 };
        let sq = square(i);
        let piece = CODES
            .get(usize::from(code))
            .ok_or_else(|| ReportError::UnknownPiece { square: sq, code: code.to_string() })?;
        placement.set(sq, piece.map(|(color, role)| Piece { color, role }));
    }
    Ok(placement)
}

/// The report a board showing `placement` sends (its own bytes as a board sends them in the
/// vendor's example: 0x01, 0x24 first, two zero bytes last).
pub fn encode(placement: &Placement) -> [u8; LENGTH] {
    let mut out = [0u8; LENGTH];
    out[0] = 0x01;
    out[1] = 0x24;
    for i in 0..64 {
        let code = placement
            .at(square(i))
            .map_or(0, |p| CODES.iter().position(|c| *c == Some((p.color, p.role))).unwrap_or_default() as u8);
        out[FIRST + i / 2] |= if i % 2 == 0 { code } else { code << 4 };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Board, Chess, Position};

    /// The start position's report, byte by byte from the vendor's table: h8 rook (8) and g8
    /// knight (5) make 0x58, …, h1 rook (6) and g1 knight (10) 0xA6, … a1 rook (6) 0x6A.
    const START: [u8; 36] = [
        0x01, 0x24, 0x58, 0x23, 0x31, 0x85, 0x44, 0x44, 0x44, 0x44, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0x77, 0x77, 0x77, 0x77, 0xA6, 0xC9, 0x9B, 0x6A, 0, 0,
    ];

    #[test]
    fn the_start_position_reads_as_the_start_position() {
        let placement = decode(&START).unwrap();
        assert_eq!(placement, Placement::of(Chess::default().board()));
        assert_eq!(placement.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
        assert_eq!(encode(&placement), START);
    }

    #[test]
    fn every_piece_on_every_square_reads_back() {
        for sq in Square::ALL {
            for code in 1..13u8 {
                let (color, role) = CODES[usize::from(code)].unwrap();
                let mut placement = Placement::EMPTY;
                placement.set(sq, Some(Piece { color, role }));
                let report = encode(&placement);
                // One nibble set, where the vendor's order puts the square.
                let i = (0..64).find(|&i| square(i) == sq).unwrap();
                let byte = report[FIRST + i / 2];
                assert_eq!(if i % 2 == 0 { byte & 0x0f } else { byte >> 4 }, code, "{sq}");
                assert_eq!(decode(&report).unwrap(), placement, "{sq} {color:?} {role:?}");
            }
        }
        assert_eq!(square(0), Square::H8);
        assert_eq!(square(7), Square::A8);
        assert_eq!(square(8), Square::H7);
        assert_eq!(square(63), Square::A1);
    }

    #[test]
    fn a_move_changes_its_two_squares() {
        let mut after = START;
        // e2-e4: the e-file is the 4th from h, so e2 is square 51 and e4 square 35 (from 0), each
        // the higher nibble of its byte.
        after[FIRST + 51 / 2] = 0x07; // e2 empty, f2 still a white pawn
        after[FIRST + 35 / 2] = 0x70; // e4 a white pawn
        let board: Board = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR".parse().unwrap();
        assert_eq!(decode(&after).unwrap(), Placement::of(&board));
    }

    #[test]
    fn short_reports_and_unknown_codes_are_refused() {
        assert_eq!(decode(&START[..20]), Err(ReportError::Short { got: 20, needs: 34 }));
        assert_eq!(decode(&[]), Err(ReportError::Short { got: 0, needs: 34 }));
        let mut garbage = START;
        garbage[2] = 0x5F; // h8: code 15
        let e = decode(&garbage).unwrap_err();
        assert_eq!(e, ReportError::UnknownPiece { square: Square::H8, code: "15".into() });
        assert!(e.to_string().contains("h8 holds code 15"), "{e}");
        // 34 bytes, the squares whole: read (the board's last two bytes are its own).
        assert!(decode(&START[..34]).is_ok());
        assert_eq!(decode(&START[..33]), Err(ReportError::Short { got: 33, needs: 34 }));
    }

    /// A Chessnut Go (and an Air in ChessnutPy's and DGTCentaurMods' logs) notifies 38 bytes, not the
    /// vendor's 36: `01 24`, the 32 bytes of squares, then four of its own (a running count, then
    /// two zeros). The squares are read; the tail, whatever it holds, is not.
    #[test]
    fn a_38_byte_frame_reads_as_its_squares() {
        let mut after = Chess::default().board().clone();
        let pawn = after.remove_piece_at(Square::E2).unwrap();
        after.set_piece_at(Square::E4, pawn);
        let mut frame = encode(&Placement::of(&after)).to_vec();
        frame.truncate(34);
        frame.extend([0x2f, 0x01, 0x00, 0x00]);
        assert_eq!(frame.len(), 38);
        assert_eq!(frame[..2], [0x01, 0x24]);
        assert_eq!(decode(&frame).unwrap(), Placement::of(&after));
        assert_eq!(decode(&frame).unwrap().fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
        frame[35] = 0xff;
        assert_eq!(decode(&frame).unwrap(), Placement::of(&after), "the tail is the board's own");
    }
}
