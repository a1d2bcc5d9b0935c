//! Millennium boards with the ChessLink module (Exclusive, Performance, eONE), as Dave Woodfield's
//! protocol text of 25/10/17 describes them (kept by github.com/domschl/python-mchess): 7-bit
//! ASCII with odd parity in the eighth bit, each message ending in two hex digits, the XOR of its
//! characters. The board reply `s` carries 64 piece codes, A8…H8, A7…H7, … H1 (`K Q R N B P` white,
//! `k q r n b p` black, `.` empty). By default the board sends it on every scan; the clock asks
//! for it with `S` on each connection, and never writes the board's settings.
//!
//! Over Bluetooth LE a message arrives in pieces of up to 20 bytes: [`Reader`] puts them together.

use super::{Placement, ReportError, Wiring};
use shakmaty::{Chess, File, Piece, Position, Rank, Square};

/// The start of the name the board gives itself ("MILLENNIUM CHESS").
pub const NAME_PREFIX: &str = "MILLENNIUM";
/// Its serial service (Microchip's transparent UART), the characteristic the board notifies on,
/// and the one commands are written to.
pub const SERVICE: &str = "49535343-fe7d-4ae5-8fa9-9fafd205e455";
pub const REPORT: &str = "49535343-1e4d-4bd9-ba61-23c647249616";
pub const COMMAND: &str = "49535343-8841-43f4-a8d4-ecbe34729bb3";

/// The replies the board sends, by their first letter, and each one's length with its check.
const REPLIES: [(char, usize); 6] = [('s', 67), ('v', 7), ('l', 3), ('x', 3), ('w', 7), ('r', 7)];

/// A character with its odd-parity bit.
fn with_parity(c: u8) -> u8 {
    let c = c & 0x7f;
    if c.count_ones().is_multiple_of(2) { c | 0x80 } else { c }
}

/// The XOR of `text`'s characters as two upper-case hex digits: the message's check.
fn check(text: &str) -> String {
    format!("{:02X}", text.bytes().fold(0u8, |x, b| x ^ b))
}

/// A command as the board takes it: `text`, its check, each byte with its parity bit.
pub fn command(text: &str) -> Vec<u8> {
    format!("{text}{}", check(text)).bytes().map(with_parity).collect()
}

/// `S` on every connection, and again when the board is silent or a press waits.
pub fn wiring() -> Wiring {
    Wiring {
        report_service: SERVICE,
        report: REPORT,
        command_service: SERVICE,
        command: COMMAND,
        on_connect: status_request(),
        ask_again: Some(status_request()),
    }
}

/// Asks the board for its whole position.
pub fn status_request() -> Vec<u8> {
    command("S")
}

/// The status reply's text (`s`, 64 codes, check) for `placement`, as the board sends it (before
/// parity): what tests and an emulated board send.
pub fn status_reply(placement: &Placement) -> String {
    let mut text = String::from("s");
    for rank in (0..8).rev() {
        for file in 0..8 {
            let sq = Square::from_coords(File::new(file), Rank::new(rank));
            text.push(placement.at(sq).map_or('.', |p| p.char()));
        }
    }
    let sum = check(&text);
    text + &sum
}

/// Decodes one whole status reply (`s`, 64 codes, two hex digits), parity bits already taken off.
pub fn decode_status(reply: &str) -> Result<Placement, ReportError> {
    let chars: Vec<char> = reply.chars().collect();
    if chars.len() < 67 {
        return Err(ReportError::Short { got: chars.len(), needs: 67 });
    }
    let body: String = chars[..65].iter().collect();
    let says: String = chars[65..67].iter().collect();
    let sums = check(&body);
    if says != sums {
        return Err(ReportError::Check { says, sums });
    }
    let mut placement = Placement::EMPTY;
    for (i, &c) in chars[1..65].iter().enumerate() {
        let sq = Square::from_coords(File::new((i % 8) as u32), Rank::new(7 - (i / 8) as u32));
        let piece = match c {
            '.' => None,
            c => Some(Piece::from_char(c).ok_or_else(|| ReportError::UnknownPiece { square: sq, code: c.into() })?),
        };
        placement.set(sq, piece);
    }
    Ok(placement)
}

/// Puts a board's notifications together into whole replies, and reads its positions. A board
/// set up the other way round (its cable on the other side) is recognised when it shows the start
/// position turned: its reports are turned back from then on.
#[derive(Default)]
pub struct Reader {
    pending: String,
    turned: bool,
}

impl super::Reader for Reader {
    /// What the bytes of one notification complete: each whole status reply's position (or why it
    /// could not be read), and characters that begin no reply. Other replies are taken and left.
    fn push(&mut self, bytes: &[u8]) -> Vec<Result<Placement, ReportError>> {
        self.pending.extend(bytes.iter().map(|b| char::from(b & 0x7f)));
        let mut out = Vec::new();
        loop {
            let stray = self.pending.find(|c| REPLIES.iter().any(|(r, _)| *r == c)).unwrap_or(self.pending.len());
            if stray > 0 {
                let text: String = self.pending.drain(..stray).collect();
                out.push(Err(ReportError::Stray { text }));
            }
            let Some(first) = self.pending.chars().next() else { break };
            let length = REPLIES.iter().find(|(r, _)| *r == first).map_or(1, |(_, n)| *n);
            if self.pending.len() < length {
                break;
            }
            let reply: String = self.pending.drain(..length).collect();
            if first == 's' {
                out.push(decode_status(&reply).map(|p| self.as_set_up(p)));
            }
        }
        out
    }

    /// Forgets a reply begun and not finished (the connection was lost): how the board is set up
    /// is kept.
    fn drop_pending(&mut self) {
        self.pending.clear();
    }
}

impl Reader {
    fn as_set_up(&mut self, placement: Placement) -> Placement {
        let start = Placement::of(Chess::default().board());
        if placement == start.turned() {
            self.turned = true;
        } else if placement == start {
            self.turned = false;
        }
        if self.turned { placement.turned() } else { placement }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eboards::Reader as _;
    use shakmaty::Board;

    const START: &str = "srnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR";

    fn start() -> Placement {
        Placement::of(Chess::default().board())
    }

    #[test]
    fn commands_carry_their_check_and_odd_parity() {
        // python-mchess's log: "Sending: <b'\xd6\xb5\xb6'>" for V.
        assert_eq!(command("V"), vec![0xd6, 0xb5, 0xb6]);
        assert_eq!(status_request(), vec![0xd3, 0xb5, 0xb3]);
        for b in command("L19") {
            assert_eq!(b.count_ones() % 2, 1, "{b:#x}");
        }
    }

    #[test]
    fn the_start_position_reads_in_the_documented_order() {
        let reply = status_reply(&start());
        assert_eq!(&reply[..65], START);
        assert_eq!(reply.len(), 67);
        assert_eq!(decode_status(&reply).unwrap(), start());
        let bytes: Vec<u8> = reply.bytes().map(with_parity).collect();
        assert_eq!(Reader::default().push(&bytes), vec![Ok(start())]);
    }

    #[test]
    fn every_piece_on_every_square_reads_back() {
        for sq in Square::ALL {
            for c in "KQRBNPkqrbnp".chars() {
                let mut placement = Placement::EMPTY;
                placement.set(sq, Piece::from_char(c));
                let reply = status_reply(&placement);
                let at = 1 + (7 - usize::from(sq.rank())) * 8 + usize::from(sq.file());
                assert_eq!(reply.chars().nth(at), Some(c), "{sq}");
                assert_eq!(decode_status(&reply).unwrap(), placement, "{sq} {c}");
            }
        }
    }

    #[test]
    fn pieces_of_twenty_bytes_make_one_reply_and_other_replies_are_left() {
        let board: Board = "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1".parse().unwrap();
        let placement = Placement::of(&board);
        // python-mchess's log: the version reply "v010374", with its parity bits.
        let mut bytes = b"v\xb01\xb0\xb374".to_vec();
        bytes.extend(status_reply(&placement).bytes().map(with_parity));
        let mut reader = Reader::default();
        let mut read = Vec::new();
        for piece in bytes.chunks(20) {
            read.extend(reader.push(piece));
        }
        assert_eq!(read, vec![Ok(placement)]);
        assert!(reader.push(&[]).is_empty());
    }

    #[test]
    fn a_board_set_up_the_other_way_round_is_turned_back() {
        let turned = start().turned();
        let mut reader = Reader::default();
        let reply = |p: &Placement| status_reply(p).into_bytes();
        assert_eq!(reader.push(&reply(&turned)), vec![Ok(start())]);
        // e2-e4 on that board: e2 is where d7 would be.
        let mut moved = turned;
        moved.set(Square::D7, None);
        moved.set(Square::D5, turned.at(Square::D7));
        let mut e4 = start();
        e4.set(Square::E2, None);
        e4.set(Square::E4, start().at(Square::E2));
        assert_eq!(reader.push(&reply(&moved)), vec![Ok(e4)]);
    }

    #[test]
    fn garbage_a_bad_check_and_short_replies_are_said() {
        let mut reader = Reader::default();
        let read = reader.push(b"#?");
        assert_eq!(read, vec![Err(ReportError::Stray { text: "#?".into() })]);
        assert!(read[0].as_ref().unwrap_err().to_string().contains("#?"));
        let mut bad = status_reply(&start());
        bad.replace_range(5..6, "P"); // a white pawn for the black king: the check no longer adds up
        let e = decode_status(&bad).unwrap_err();
        assert!(matches!(e, ReportError::Check { .. }), "{e}");
        assert!(e.to_string().contains("check says"), "{e}");
        assert_eq!(decode_status("srnb"), Err(ReportError::Short { got: 4, needs: 67 }));
        let mut odd = String::from("sX");
        odd.push_str(&".".repeat(63));
        let odd = format!("{odd}{}", check(&odd));
        assert_eq!(decode_status(&odd), Err(ReportError::UnknownPiece { square: Square::A8, code: "X".into() }));
        // A short reply waits for the rest.
        assert!(reader.push(&status_reply(&start()).as_bytes()[..40]).is_empty());
        assert_eq!(reader.push(&status_reply(&start()).as_bytes()[40..]), vec![Ok(start())]);
        // Cut off by a lost connection: the new connection's reply is read whole.
        assert!(reader.push(&status_reply(&start()).as_bytes()[..40]).is_empty());
        reader.drop_pending();
        assert_eq!(reader.push(status_reply(&start()).as_bytes()), vec![Ok(start())]);
    }
}
