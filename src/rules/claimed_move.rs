//! The move named in an illegal-move claim, checked against the position before it.

use shakmaty::san::{San, SanError, SanPlus};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position, Rank, Role};

/// What the claimed move turns out to be in the position it was played from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClaimedMove {
    /// A legal move there (with its SAN); the claim fails.
    Legal(String),
    /// Readable as SAN or UCI, but no legal move matches it: the claim stands.
    Illegal,
    /// Neither SAN nor UCI.
    Unreadable,
    /// The clock was pressed without a move: `--` (PGN's null move), `0000` (UCI's) or `Z0`.
    NoMove,
    /// A pawn pushed to the last rank without naming the piece it becomes (`e8`, `e7e8`): FIDE
    /// 7.5.2 counts it as illegal.
    Unpromoted,
}

/// The ways players and programs write "no move": PGN `--`, UCI `0000`, and `Z0`.
const NO_MOVE: [&str; 3] = ["--", "0000", "Z0"];

/// Whether `text` says the clock was pressed without a move.
pub fn is_no_move(text: &str) -> bool {
    NO_MOVE.contains(&text.trim())
}

/// Reads `text` as SAN (`Kd2`, `Nxe5+`, `O-O`) or UCI (`e1d2`, `e7e8q`) and checks it in `pos`.
/// A text that reads both ways is legal if either reading is.
pub fn judge(pos: &Chess, text: &str) -> ClaimedMove {
    let text = text.trim();
    // Players often write castling with zeros.
    let text = match text.trim_end_matches(['+', '#']) {
        "0-0" => "O-O",
        "0-0-0" => "O-O-O",
        _ => text,
    };
    if is_no_move(text) {
        return ClaimedMove::NoMove;
    }
    let san = text.parse::<SanPlus>().ok().map(|s| s.san);
    let uci = text.parse::<UciMove>().ok();
    if san.is_none() && uci.is_none() {
        return ClaimedMove::Unreadable;
    }
    if unpromoted(pos, san.as_ref(), uci.as_ref()) {
        return ClaimedMove::Unpromoted;
    }
    if let Some(san) = san {
        match san.to_move(pos) {
            Ok(m) => return ClaimedMove::Legal(San::from_move(pos, m).to_string()),
            // Several legal moves match: whichever was played, it was legal.
            Err(SanError::AmbiguousSan) => return ClaimedMove::Legal(san.to_string()),
            Err(SanError::IllegalSan) => {}
        }
    }
    if let Some(m) = uci.and_then(|uci| uci.to_move(pos).ok()) {
        return ClaimedMove::Legal(San::from_move(pos, m).to_string());
    }
    ClaimedMove::Illegal
}

/// A pawn move to the last rank that names no piece, where the same move with a piece is legal.
fn unpromoted(pos: &Chess, san: Option<&San>, uci: Option<&UciMove>) -> bool {
    match (san, uci) {
        (Some(San::Normal { role: Role::Pawn, file, rank, capture, to, promotion: None }), _)
            if matches!(to.rank(), Rank::First | Rank::Eighth) =>
        {
            San::Normal {
                role: Role::Pawn,
                file: *file,
                rank: *rank,
                capture: *capture,
                to: *to,
                promotion: Some(Role::Queen),
            }
            .to_move(pos)
            .is_ok()
        }
        (_, Some(UciMove::Normal { from, to, promotion: None })) if matches!(to.rank(), Rank::First | Rank::Eighth) => {
            pos.board().role_at(*from) == Some(Role::Pawn)
                && UciMove::Normal { from: *from, to: *to, promotion: Some(Role::Queen) }.to_move(pos).is_ok()
        }
        _ => false,
    }
}
