//! The position on the board and its history, when the players record moves.
//!
//! Moves are optional: a clock used without a board knows no position, and claims then bring
//! their own FEN. Once a press comes without a move, the board loses track and says so.

use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::san::{ParseSanError, San, SanError, SanPlus};
use shakmaty::uci::{IllegalUciMoveError, UciMove};
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position, PositionError};
use std::collections::HashMap;
use std::fmt;

/// A FEN that gives no legal chess position: the text, and shakmaty's reason.
#[derive(Debug, Clone)]
pub enum FenError {
    /// Not a FEN at all. `problem` says what is wrong with its shape, when [`fen_problem`] can
    /// tell; shakmaty's error says less.
    Unreadable { fen: String, problem: Option<String>, source: ParseFenError },
    /// A FEN of a position no game can reach (kings missing, pawns on the last rank, …).
    /// Boxed: it carries the position, and an error should stay small.
    Illegal { fen: String, source: Box<PositionError<Chess>> },
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Unreadable { fen, problem: Some(problem), .. } => {
                write!(f, "the FEN '{fen}' cannot be read: {problem}")
            }
            FenError::Unreadable { fen, problem: None, source } => {
                write!(f, "the FEN '{fen}' cannot be read: {source}")
            }
            FenError::Illegal { fen, source } => write!(f, "the FEN '{fen}' is not a legal chess position: {source}"),
        }
    }
}

impl std::error::Error for FenError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            FenError::Unreadable { source, .. } => Some(source),
            FenError::Illegal { source, .. } => Some(source.as_ref()),
        }
    }
}

/// A move text that could not be played.
#[derive(Debug, Clone)]
pub enum MoveError {
    /// A press without a move came before: the board no longer knows the position.
    PositionUnknown,
    /// Not a move in SAN or UCI at all.
    Unreadable { text: String, source: ParseSanError },
    /// A well-formed UCI move that is not legal in the position (`fen`).
    IllegalUci { text: String, fen: String, source: IllegalUciMoveError },
    /// A well-formed SAN that names no legal move in the position (`fen`), or more than one.
    IllegalSan { text: String, fen: String, source: SanError },
}

impl MoveError {
    /// A move that could be read but not played in the position.
    pub fn is_illegal(&self) -> bool {
        matches!(self, MoveError::IllegalUci { .. } | MoveError::IllegalSan { .. })
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::PositionUnknown => {
                f.write_str("a move was recorded after presses without moves: the position is not known")
            }
            MoveError::Unreadable { text, .. } => write!(f, "'{text}' is not a move in SAN (Nf3) or UCI (g1f3)"),
            MoveError::IllegalUci { text, fen, .. } => write!(f, "the move '{text}' is not legal in {fen}"),
            MoveError::IllegalSan { text, fen, source } => {
                write!(f, "the move '{text}' is not legal in {fen} ({source})")
            }
        }
    }
}

impl std::error::Error for MoveError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            MoveError::PositionUnknown => None,
            MoveError::Unreadable { source, .. } => Some(source),
            MoveError::IllegalUci { source, .. } => Some(source),
            MoveError::IllegalSan { source, .. } => Some(source),
        }
    }
}

/// Reads a FEN into a legal chess position, with a message a person can act on: a FEN of the
/// wrong shape says which rank or field is wrong ([`fen_problem`]).
pub fn position_from_fen(fen: &str) -> Result<Chess, FenError> {
    let parsed: Fen = fen.trim().parse().map_err(|source| FenError::Unreadable {
        fen: fen.to_owned(),
        problem: fen_problem(fen),
        source,
    })?;
    parsed
        .into_position(CastlingMode::Standard)
        .map_err(|source| FenError::Illegal { fen: fen.to_owned(), source: Box::new(source) })
}

/// What is wrong with the shape of a typed FEN, said so a player can fix it: the board part
/// (eight ranks of eight squares, known piece letters) and the side to move. `None`: the shape is
/// right (the position may still be illegal; shakmaty says why).
pub fn fen_problem(text: &str) -> Option<String> {
    let mut fields = text.split_whitespace();
    let Some(board) = fields.next() else { return Some("it is empty".into()) };
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return Some(format!("the board part '{board}' has {} rank(s); a FEN has 8, separated by '/'", ranks.len()));
    }
    for (i, rank) in ranks.iter().enumerate() {
        // FEN lists the ranks from the 8th down to the 1st.
        let number = 8 - i;
        let mut squares = 0;
        for c in rank.chars() {
            match c {
                '1'..='8' => squares += c as u32 - '0' as u32,
                'p' | 'n' | 'b' | 'r' | 'q' | 'k' | 'P' | 'N' | 'B' | 'R' | 'Q' | 'K' => squares += 1,
                other => {
                    return Some(format!(
                        "rank {number} ('{rank}') has '{other}', which is not a piece letter (KQRBNP for White, kqrbnp for Black) or a count of empty squares"
                    ));
                }
            }
        }
        if squares != 8 {
            return Some(format!("rank {number} ('{rank}') covers {squares} squares, not 8"));
        }
    }
    match fields.next() {
        None => Some("the side to move is missing after the board: add ' w' or ' b'".into()),
        Some("w" | "b") => None,
        Some(other) => Some(format!("the side to move must be 'w' or 'b', not '{other}'")),
    }
}

/// Reads a move in SAN (`Nf3`, `exd5`, `O-O`, `e8=Q+`) or UCI (`g1f3`, `e7e8q`) in `position`.
pub fn read_move(position: &Chess, text: &str) -> Result<Move, MoveError> {
    let text = text.trim();
    if let Ok(uci) = text.parse::<UciMove>() {
        return uci.to_move(position).map_err(|source| MoveError::IllegalUci {
            text: text.to_owned(),
            fen: fen_of(position),
            source,
        });
    }
    let san: San = text
        .parse::<SanPlus>()
        .map(|s| s.san)
        .map_err(|source| MoveError::Unreadable { text: text.to_owned(), source })?;
    san.to_move(position).map_err(|source| MoveError::IllegalSan {
        text: text.to_owned(),
        fen: fen_of(position),
        source,
    })
}

pub fn fen_of(position: &Chess) -> String {
    Fen::from_position(position, EnPassantMode::Legal).to_string()
}

/// The repetition identity of FIDE 9.2: pieces on squares, side to move, castling rights, and an
/// en-passant square only when an en-passant capture is legal.
pub fn repetition_key(position: &Chess) -> u64 {
    position.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

#[derive(Debug, Clone)]
pub struct Board {
    position: Chess,
    /// Repetition keys of every position since the start, the current one last.
    keys: Vec<u64>,
    /// How many times each key has stood on the board: a repetition counted at once, however
    /// long the game.
    seen: HashMap<u64, u32>,
    /// The moves played, in SAN.
    sans: Vec<String>,
    /// Every press so far carried a move, so `position` is the position on the board.
    known: bool,
    /// Presses without a move since the position was last known.
    moveless: u32,
    /// The position before each move played, the last move's last: a claim about the last move
    /// is judged on it, and an upheld one reinstates it.
    previous: Vec<Chess>,
}

impl Board {
    pub fn new(start: Chess) -> Board {
        let key = repetition_key(&start);
        Board {
            position: start,
            keys: vec![key],
            seen: HashMap::from([(key, 1)]),
            sans: Vec::new(),
            known: true,
            moveless: 0,
            previous: Vec::new(),
        }
    }

    /// The position on the board, when every press recorded its move.
    pub fn position(&self) -> Option<&Chess> {
        self.known.then_some(&self.position)
    }

    /// The moves played so far in SAN, when known.
    pub fn sans(&self) -> &[String] {
        &self.sans
    }

    /// How many times the current position has stood on the board (FIDE 9.2), when known.
    pub fn repetitions(&self) -> Option<u32> {
        let current = *self.keys.last()?;
        self.known.then(|| self.seen.get(&current).copied().unwrap_or(0))
    }

    /// How many times in a row the current position has stood on the board, two moves of each
    /// player apart (US Chess 14K's "consecutive alternate moves"), when known.
    pub fn consecutive_repetitions(&self) -> Option<u32> {
        let current = *self.keys.last()?;
        let in_a_row = self.keys.iter().rev().step_by(4).take_while(|&&k| k == current).count();
        self.known.then_some(in_a_row as u32)
    }

    /// Reads a move for the current position without playing it: the board must be known and
    /// the move legal.
    pub fn read(&self, text: &str) -> Result<Move, MoveError> {
        if !self.known {
            return Err(MoveError::PositionUnknown);
        }
        read_move(&self.position, text)
    }

    /// Plays a recorded move. The board must be known and the move legal.
    pub fn play(&mut self, text: &str) -> Result<(), MoveError> {
        let m = self.read(text)?;
        self.sans.push(SanPlus::from_move(self.position.clone(), m).to_string());
        self.previous.push(self.position.clone());
        self.position.play_unchecked(m);
        let key = repetition_key(&self.position);
        self.keys.push(key);
        *self.seen.entry(key).or_insert(0) += 1;
        Ok(())
    }

    /// The position before the last recorded move, and that move in SAN, when known.
    pub fn before_last_move(&self) -> Option<(Chess, String)> {
        let previous = self.previous.last().filter(|_| self.known)?.clone();
        Some((previous, self.sans.last()?.clone()))
    }

    /// A press without a move: from now on the position is not known.
    pub fn lose_track(&mut self) {
        self.known = false;
        self.moveless = self.moveless.saturating_add(1);
    }

    /// An upheld illegal-move claim: the position before the last `presses` presses (the illegal
    /// one, and a reply made before the claim) stands again (FIDE 7.5.1, US Chess 11A). Presses
    /// without moves that all came after a known position give that position back, and the moves
    /// go on being recorded from it; recorded moves are taken back. Where the position was lost
    /// before those presses it stays unknown.
    pub fn reinstate_before_presses(&mut self, presses: u32) {
        if !self.known {
            if self.moveless <= presses {
                self.known = true;
                // Recorded moves among the presses undone (a reply after the illegal press cannot
                // have one: the position was unknown) come off too.
                for _ in self.moveless..presses {
                    self.take_back();
                }
                self.moveless = 0;
            }
            return;
        }
        for _ in 0..presses {
            self.take_back();
        }
    }

    /// The last recorded move taken back.
    fn take_back(&mut self) {
        let Some(before) = self.previous.pop() else { return };
        self.sans.pop();
        if let Some(key) = self.keys.pop()
            && let Some(n) = self.seen.get_mut(&key)
        {
            *n = n.saturating_sub(1);
        }
        self.position = before;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_san_and_uci_and_tells_illegal_from_unreadable() {
        let start = Chess::default();
        assert!(read_move(&start, "e4").is_ok());
        assert!(read_move(&start, "g1f3").is_ok());
        assert!(matches!(read_move(&start, "e5"), Err(MoveError::IllegalSan { source: SanError::IllegalSan, .. })));
        assert!(matches!(read_move(&start, "e2e5"), Err(MoveError::IllegalUci { .. })));
        assert!(matches!(read_move(&start, "hello"), Err(MoveError::Unreadable { .. })));
        let p = position_from_fen("4k3/8/8/8/8/8/8/3rK3 w - - 0 30").unwrap();
        assert!(read_move(&p, "Kd2").unwrap_err().is_illegal());
        assert_eq!(
            read_move(&p, "Kd2").unwrap_err().to_string(),
            "the move 'Kd2' is not legal in 4k3/8/8/8/8/8/8/3rK3 w - - 0 30 (illegal san)"
        );
        assert!(read_move(&p, "Kxd1").is_ok());
    }

    #[test]
    fn a_bad_fen_says_why_and_keeps_shakmatys_reason() {
        use std::error::Error;
        assert!(position_from_fen("not a fen").unwrap_err().to_string().contains("cannot be read"));
        let e = position_from_fen("8/8/8/8/8/8/8/8p w - - 0 1").unwrap_err();
        assert!(e.to_string().ends_with("cannot be read: rank 1 ('8p') covers 9 squares, not 8"), "{e}");
        assert!(e.source().is_some_and(|s| s.is::<ParseFenError>()));
        let e = position_from_fen("8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
        assert!(e.to_string().contains("not a legal"), "{e}");
        let FenError::Illegal { source, .. } = &e else { panic!("{e:?}") };
        assert!(source.kinds().contains(shakmaty::PositionErrorKinds::MISSING_KING));
    }

    #[test]
    fn counts_repetitions_by_fide_identity() {
        let mut b = Board::new(Chess::default());
        for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
            b.play(m).unwrap();
        }
        assert_eq!(b.repetitions(), Some(3));
        b.lose_track();
        assert_eq!(b.repetitions(), None);
        assert!(b.play("e4").is_err());
    }
}
