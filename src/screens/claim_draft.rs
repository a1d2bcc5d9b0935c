//! A claim as the claim dialog gathers it — who, what, and the position from whichever source is
//! at hand — turned into the record's `claim` event.
//!
//! The position comes from the recorded game (moves in the presses), the material picker, a
//! pasted FEN, or nowhere (the rulebook then says what it can without one). Whether the verdict
//! needs the rules worker — the analyser, which the page does not carry, or a forced-mate search
//! deeper than the replay's own — is decided here too: the page then asks the worker and records
//! the answer in the claim (`analysis`).

use crate::domain::board::{FenError, fen_of, fen_problem, position_from_fen};
use crate::screens::material_picker::{self, Material, PickerError};
use crate::protocol::worker::Question;
use crate::domain::record::{Analysis, EventKind};
use crate::rules::rule::capitalised;
use crate::rules::search::{DEEPEST_FORCED_MATE, ForcedMate};
use crate::rules::{ClaimKind, Verdict, VerdictKind};
use crate::session::Session;
use shakmaty::{ByColor, Chess, Color};
use std::fmt;

/// Where the claim's position comes from.
#[derive(Debug, Clone, PartialEq)]
pub enum PositionSource {
    /// The game's own moves, recorded with the presses.
    Recorded,
    /// The pieces each side still has, tapped in the picker.
    Picker(ByColor<Material>),
    /// A FEN typed or pasted (for an illegal move: the position before it).
    Fen(String),
    /// No position: the rulebook judges on the clock alone, or leaves it to the arbiter.
    Without,
}

/// A claim ready to be made.
#[derive(Debug, Clone, PartialEq)]
pub struct ClaimDraft {
    pub by: Color,
    pub kind: ClaimKind,
    pub source: PositionSource,
    /// The move claimed illegal (SAN or UCI), with a pasted FEN.
    pub illegal_move: Option<String>,
}

/// A claim that cannot be made as entered: what the player must fix, said to the player.
#[derive(Debug, Clone)]
pub enum DraftError {
    /// No game can reach the picked pieces.
    Material(PickerError),
    /// The FEN tab is empty.
    NoFen,
    /// The typed FEN is of the wrong shape: which rank or field ([`fen_problem`]).
    FenShape(String),
    /// The FEN gives no legal position.
    Fen(FenError),
    /// An illegal-move claim on a pasted FEN names no move.
    NoMove,
}

impl fmt::Display for DraftError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DraftError::Material(e) => fmt::Display::fmt(e, f),
            DraftError::NoFen => f.write_str("Paste or type a FEN first."),
            DraftError::FenShape(problem) => write!(f, "The FEN cannot be read: {problem}."),
            DraftError::Fen(e) => f.write_str(&capitalised(&e.to_string())),
            DraftError::NoMove => f.write_str("Name the illegal move (SAN like Kd2, or UCI like e1d2)."),
        }
    }
}

impl std::error::Error for DraftError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DraftError::Material(e) => Some(e),
            DraftError::Fen(e) => Some(e),
            DraftError::NoFen | DraftError::FenShape(_) | DraftError::NoMove => None,
        }
    }
}

/// Whether the game's moves were recorded, so the position is known without asking.
pub fn moves_recorded(session: &Session) -> bool {
    session.game.board.position().is_some()
        && session.record.events.iter().any(|e| matches!(e.kind, EventKind::Press { mv: Some(_), .. }))
}

/// Where the page's automatic flag call takes its position: the board's whenever the replay
/// knows one (moves recorded, or none made yet: the start position), since the replay judges the
/// claim on it; else none.
pub fn flag_call_source(session: &Session) -> PositionSource {
    if session.game.board.position().is_some() { PositionSource::Recorded } else { PositionSource::Without }
}

impl ClaimDraft {
    /// The FEN the event carries, or what is wrong with the input.
    fn fen(&self, session: &Session) -> Result<Option<String>, DraftError> {
        match &self.source {
            PositionSource::Recorded | PositionSource::Without => Ok(None),
            PositionSource::Picker(material) => {
                // The side whose clock runs is the side to move: a flag falls on the side to move.
                material_picker::fen(*material, session.game.clock.turn()).map(Some).map_err(DraftError::Material)
            }
            PositionSource::Fen(text) if text.trim().is_empty() => Err(DraftError::NoFen),
            PositionSource::Fen(text) => {
                if let Some(problem) = fen_problem(text) {
                    return Err(DraftError::FenShape(problem));
                }
                let pos = position_from_fen(text).map_err(DraftError::Fen)?;
                Ok(Some(fen_of(&pos)))
            }
        }
    }

    /// The `claim` event, with the analyser's answer when there is one. Bad input (a FEN that
    /// cannot be read, an impossible set of pieces, a missing move) comes back as a [`DraftError`].
    pub fn event(&self, session: &Session, analysis: Option<Analysis>) -> Result<EventKind, DraftError> {
        let fen = self.fen(session)?;
        let mv = match (&self.illegal_move, self.kind, &self.source) {
            (_, ClaimKind::IllegalMove, PositionSource::Fen(_)) => {
                let text = self.illegal_move.as_deref().map(str::trim).unwrap_or_default();
                if text.is_empty() {
                    return Err(DraftError::NoMove);
                }
                Some(text.to_owned())
            }
            (Some(text), ClaimKind::IllegalMove, _) if !text.trim().is_empty() => Some(text.trim().to_owned()),
            _ => None,
        };
        Ok(EventKind::Claim { by: self.by, kind: self.kind, fen, mv, analysis })
    }

    /// The position the rulebook will judge, as the replay picks it (see `game.rs`).
    pub fn judged_position(&self, session: &Session) -> Result<Option<Chess>, DraftError> {
        if let Some(fen) = self.fen(session)? {
            return position_from_fen(&fen).map(Some).map_err(DraftError::Fen);
        }
        match self.source {
            PositionSource::Recorded if self.kind == ClaimKind::IllegalMove && self.illegal_move.is_none() => {
                Ok(session.game.board.before_last_move().map(|(before, _)| before))
            }
            PositionSource::Recorded => Ok(session.game.board.position().cloned()),
            _ => Ok(None),
        }
    }

    /// What to ask the rules worker, when the verdict at `t_ms` is left to the arbiter and an
    /// answer of the worker could settle it: whether a side can still checkmate (FIDE 6.9 /
    /// 5.2.2, which only the analyser knows) or whether it can force a mate (a search deeper than
    /// the replay's own). The claim is tried with each answer the worker could give; if any
    /// changes the verdict, the worker must be asked, and searches for forced mates only if one
    /// of those answers changes it.
    pub fn needs_analysis(&self, session: &Session, t_ms: f64) -> Result<Option<Question>, DraftError> {
        self.event(session, None)?;
        let Some(pos) = self.judged_position(session)? else { return Ok(None) };
        Ok(question_for(fen_of(&pos), |analysis| self.trial_verdict(session, t_ms, analysis)))
    }

    /// The verdict this claim would get at `t_ms` with `analysis` recorded, on a copy of the game.
    fn trial_verdict(&self, session: &Session, t_ms: f64, analysis: Option<Analysis>) -> Option<Verdict> {
        let mut trial = session.clone();
        let t = trial.not_before_last(t_ms);
        let event = self.event(session, analysis).ok()?;
        trial.push_kind(t, event).ok()?;
        trial.game.claims.last().map(|c| c.verdict.clone())
    }
}

/// What to ask the worker about the position of `fen`, given the claim's verdict with each
/// recorded answer (`verdict_with(None)`: as the replay reaches it alone). Nothing, unless that
/// verdict is pending and some answer changes it.
fn question_for(fen: String, verdict_with: impl Fn(Option<Analysis>) -> Option<Verdict>) -> Option<Question> {
    let without = verdict_with(None);
    if without.as_ref().is_none_or(|v| v.kind != VerdictKind::Pending) {
        return None;
    }
    // Every answer is tried with a forced-mate result recorded for both sides, so that no trial
    // runs the replay's own search again.
    let can_mate = [Some(true), Some(false)];
    let forced_mate = [ForcedMate::mate_in(1), ForcedMate::none_within(DEEPEST_FORCED_MATE)];
    let supposed: Vec<Vec<Option<Verdict>>> = pairs(&can_mate)
        .map(|(white_can_mate, black_can_mate)| {
            pairs(&forced_mate)
                .map(|(white_forced_mate, black_forced_mate)| {
                    verdict_with(Some(Analysis {
                        fen: fen.clone(),
                        white_can_mate,
                        black_can_mate,
                        white_forced_mate: Some(white_forced_mate),
                        black_forced_mate: Some(black_forced_mate),
                    }))
                })
                .collect()
        })
        .collect();
    let matters = supposed.iter().flatten().any(|v| *v != without);
    let forced_mate_matters = supposed.iter().any(|row| row.iter().any(|v| *v != row[0]));
    matters.then_some(Question { fen, forced_mate: forced_mate_matters })
}

/// Every (White's, Black's) pair of `answers`.
fn pairs<T: Copy>(answers: &[T]) -> impl Iterator<Item = (T, T)> + '_ {
    answers.iter().flat_map(move |&white| answers.iter().map(move |&black| (white, black)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::record::Record;
    use crate::rules::material;

    fn session(rules: &str, fen: Option<&str>) -> Session {
        let mut s = Session::new(Record { fen: fen.map(Into::into), ..Record::new(rules.parse().unwrap(), "60".parse().unwrap()) })
        .unwrap();
        s.push_kind(0.0, EventKind::Start).unwrap();
        s
    }

    fn draft(kind: ClaimKind, source: PositionSource) -> ClaimDraft {
        ClaimDraft { by: Color::Black, kind, source, illegal_move: None }
    }

    #[test]
    fn a_picked_queen_wins_on_time_and_a_lone_king_draws() {
        let mut s = session("fide-blitz", None);
        let black_queen = ByColor { white: Material::default(), black: Material { queens: 1, ..Material::default() } };
        let claim = draft(ClaimKind::Flag, PositionSource::Picker(black_queen));
        // As the page does: ask the worker when the verdict depends on it, record its answer.
        let analysis = claim.needs_analysis(&s, 61_000.0).unwrap().map(|question| Analysis {
            fen: question.fen,
            white_can_mate: Some(false),
            black_can_mate: Some(true),
            white_forced_mate: None,
            black_forced_mate: None,
        });
        assert_eq!(analysis.is_some(), !material::ANALYSER, "only the page needs the worker for a lone queen");
        let event = claim.event(&s, analysis).unwrap();
        let EventKind::Claim { fen: Some(fen), .. } = &event else { panic!("{event:?}") };
        assert_eq!(fen, "3qk3/8/8/8/8/8/8/4K3 w - - 0 40", "White's clock runs: White to move");
        s.push_kind(61_000.0, event).unwrap();
        assert_eq!(s.game.ending.as_ref().map(|e| (e.result.pgn(), e.rule.as_str())), Some(("0-1", "FIDE 6.9")));

        let mut s = session("fide-blitz", None);
        let white_rook = ByColor { white: Material { rooks: 1, ..Material::default() }, black: Material::default() };
        s.push_kind(61_000.0, draft(ClaimKind::Flag, PositionSource::Picker(white_rook)).event(&s, None).unwrap()).unwrap();
        assert_eq!(s.game.ending.as_ref().map(|e| (e.result.pgn(), e.rule.as_str())), Some(("1/2-1/2", "FIDE 6.9")));
    }

    #[test]
    fn bad_input_says_what_is_wrong() {
        let s = session("fide-blitz", None);
        let e = draft(ClaimKind::Flag, PositionSource::Fen("8/8/8 w".into())).event(&s, None).unwrap_err();
        assert_eq!(e.to_string(), "The FEN cannot be read: the board part '8/8/8' has 3 rank(s); a FEN has 8, separated by '/'.");
        let fen =
            |text: &str| draft(ClaimKind::Flag, PositionSource::Fen(text.into())).event(&s, None).unwrap_err().to_string();
        assert!(fen("4k3/8/8/8/8/8/8/4K2 w").contains("rank 1 ('4K2') covers 7 squares, not 8"));
        assert!(fen("4k3/8/8/8/8/8/8/4KX2 w").contains("rank 1 ('4KX2') has 'X'"));
        assert!(fen("4k3/8/8/8/8/8/8/4K3").contains("side to move is missing"));
        assert!(fen("4k3/8/8/8/8/8/8/4K3 x").contains("not 'x'"));
        let e = fen("8/8/8/8/8/8/8/8 w - - 0 1");
        assert!(e.starts_with("The FEN '8/8/8/8/8/8/8/8 w - - 0 1' is not a legal chess position"), "{e}");
        let e = draft(ClaimKind::IllegalMove, PositionSource::Fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1".into()))
            .event(&s, None)
            .unwrap_err();
        assert!(matches!(e, DraftError::NoMove) && e.to_string().contains("Name the illegal move"), "{e}");
        let nine = ByColor { white: Material { pawns: 9, ..Material::default() }, black: Material::default() };
        let e = draft(ClaimKind::Flag, PositionSource::Picker(nine)).event(&s, None).unwrap_err();
        assert!(matches!(e, DraftError::Material(_)) && e.to_string().contains("9 pawns"), "{e}");
    }

    #[test]
    fn only_an_undecided_mating_question_goes_to_the_worker() {
        let s = session("fide-blitz", None);
        // Knight against pawn: Black can mate only with White's help, which only the analyser proves.
        let kn_kp = ByColor {
            white: Material { pawns: 1, ..Material::default() },
            black: Material { knights: 1, ..Material::default() },
        };
        let asks = draft(ClaimKind::Flag, PositionSource::Picker(kn_kp)).needs_analysis(&s, 61_000.0).unwrap();
        // A lone king never mates: certain without any analysis.
        let rook = ByColor { white: Material { rooks: 1, ..Material::default() }, black: Material::default() };
        let certain = draft(ClaimKind::Flag, PositionSource::Picker(rook)).needs_analysis(&s, 61_000.0).unwrap();
        assert_eq!(certain, None);
        if material::ANALYSER {
            assert_eq!(asks, None, "this build analyses by itself");
        } else {
            let asks = asks.expect("the page asks whether Black can mate");
            assert!(!asks.forced_mate, "FIDE 6.9 asks no forced win: the worker need not search for one");
        }
        assert_eq!(draft(ClaimKind::Threefold, PositionSource::Without).needs_analysis(&s, 61_000.0).unwrap(), None);
    }

    #[test]
    fn a_flag_before_any_move_is_judged_on_the_start_position_as_the_replay_does() {
        // White's flag falls before its first move: the board still knows the start position.
        let s = session("fide-blitz", None);
        assert_eq!(flag_call_source(&s), PositionSource::Recorded);
        let asks = draft(ClaimKind::Flag, flag_call_source(&s)).needs_analysis(&s, 61_000.0).unwrap();
        if material::ANALYSER {
            assert_eq!(asks, None, "this build analyses by itself");
        } else {
            // Without the analysis the page's replay could only leave the claim to an arbiter.
            assert!(asks.is_some(), "the page asks the worker whether Black can mate");
        }
        // After a press without a move the position is unknown: the claim is judged on the clock.
        let mut s = session("fide-blitz", None);
        s.push_kind(500.0, EventKind::Press { side: Color::White, mv: None }).unwrap();
        assert_eq!(flag_call_source(&s), PositionSource::Without);
    }

    /// Black's knight mates in five (Nb6# once it arrives): the white king is shut in on a8 by its
    /// own a-pawn and Black's king on c7, and White has only h-pawn moves.
    const KNIGHT_MATES_IN_FIVE: &str = "K7/P1k5/8/8/8/8/7P/7n w - - 0 40";

    #[test]
    fn a_forced_win_the_replay_could_not_settle_sends_the_worker_searching() {
        let s = session("uscf", None);
        let claim = draft(ClaimKind::Flag, PositionSource::Fen(KNIGHT_MATES_IN_FIVE.into()));
        assert_eq!(claim.needs_analysis(&s, 61_000.0).unwrap(), None, "the replay's own search finds the mate in 5");
        // A replay whose own search was cut short before three moves (a recorded search of two
        // moves stands for it) leaves the claim pending: the worker must search deeper.
        let fen = fen_of(&position_from_fen(KNIGHT_MATES_IN_FIVE).unwrap());
        let cut_short = Analysis {
            fen: fen.clone(),
            white_can_mate: None,
            black_can_mate: None,
            white_forced_mate: Some(ForcedMate::none_within(2)),
            black_forced_mate: Some(ForcedMate::none_within(2)),
        };
        let verdict_with =
            |analysis: Option<Analysis>| claim.trial_verdict(&s, 61_000.0, Some(analysis.unwrap_or(cut_short.clone())));
        assert_eq!(verdict_with(None).map(|v| v.kind), Some(VerdictKind::Pending));
        assert_eq!(question_for(fen.clone(), verdict_with), Some(Question { fen, forced_mate: true }));
    }
}
