//! The move named in an illegal-move claim, checked against the position before it.

use shakmaty::Chess;
use shakmaty::san::{San, SanError, SanPlus};
use shakmaty::uci::UciMove;

/// What the claimed move turns out to be in the position it was played from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClaimedMove {
    /// A legal move there (with its SAN); the claim fails.
    Legal(String),
    /// Readable as SAN or UCI, but no legal move matches it: the claim stands.
    Illegal,
    /// Neither SAN nor UCI.
    Unreadable,
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
    let san = text.parse::<SanPlus>().ok().map(|s| s.san);
    let uci = text.parse::<UciMove>().ok();
    if san.is_none() && uci.is_none() {
        return ClaimedMove::Unreadable;
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
