//! A claim as the claim dialog gathers it — who, what, and the position from whichever source is
//! at hand — turned into the record's `claim` event.
//!
//! The position comes from the recorded game (moves in the presses), the material picker, a
//! pasted FEN, or nowhere: the rulebook then judges on what the players said of the pieces, and
//! names the one question whose answer could still change its verdict
//! ([`ClaimDraft::open_question`]). Whether the verdict needs the rules worker — the analyser,
//! which the page does not carry, or a forced-mate search deeper than the replay's own — the
//! pending verdict says itself ([`crate::rules::Verdict::analysis_settles`]): the page then asks
//! the worker and records the answer in the claim (`analysis`).

use crate::ground::messages as m;
use crate::ground::words::{say, say_with};
use crate::replay::position::{FenError, fen_of, fen_problem, position_from_fen};
use crate::screens::material_picker::{self, Material, PickerError};

use crate::ground::record::{Analysis, EventKind};
use crate::rules::questions::{self, Said};
use crate::rules::rule::capitalised;
use crate::rules::{ClaimKind, Verdict};
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

/// What the page asks its rules worker before it records a claim: the analysis of the claim's
/// position (whether each side can still checkmate), and a forced-mate search when the verdict
/// turns on one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalysisRequest {
    /// The claim's position, as the replay compares it.
    pub fen: String,
    /// Whether the verdict may turn on a forced win that the replay's own search cannot settle:
    /// the worker then searches for one, for as long as its time budget allows.
    pub forced_mate: bool,
}

/// A claim ready to be made.
#[derive(Debug, Clone, PartialEq)]
pub struct ClaimDraft {
    pub by: Color,
    pub kind: ClaimKind,
    pub source: PositionSource,
    /// The move claimed illegal (SAN or UCI), with a pasted FEN.
    pub illegal_move: Option<String>,
    /// What the players said of the pieces, when the position is not known.
    pub said: Said,
    /// The clock calls the flag itself (the players chose so).
    pub by_clock: bool,
}

impl ClaimDraft {
    /// `by`'s claim of `kind` on the game's own position (or none), nothing said yet.
    pub fn new(by: Color, kind: ClaimKind, source: PositionSource) -> ClaimDraft {
        ClaimDraft { by, kind, source, illegal_move: None, said: Said::default(), by_clock: false }
    }
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
            DraftError::NoFen => f.write_str(say(&m::DRAFT_NO_FEN)),
            DraftError::FenShape(problem) => f.write_str(&say_with(&m::DRAFT_FEN_SHAPE, &[("problem", problem)])),
            DraftError::Fen(e) => f.write_str(&capitalised(&e.to_string())),
            DraftError::NoMove => f.write_str(say(&m::DRAFT_NO_MOVE)),
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

/// Whether the replay knows the position on the board: moves were recorded, or none has been
/// made yet (the start position). A claim without a FEN is judged on it, as the replay does.
pub fn position_known(session: &Session) -> bool {
    session.game.board.position().is_some()
}

/// Where the page's automatic flag call takes its position: the board's whenever the replay
/// knows one (moves recorded, or none made yet: the start position), since the replay judges the
/// claim on it; else none.
pub fn flag_call_source(session: &Session) -> PositionSource {
    if position_known(session) { PositionSource::Recorded } else { PositionSource::Without }
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
        // What the players said stands only where no position is given.
        let said = if fen.is_none() && !position_known(session) { self.said } else { Said::default() };
        Ok(EventKind::Claim { by: self.by, kind: self.kind, fen, mv, analysis, said, by_clock: self.by_clock })
    }

    /// The position the rulebook will judge, as the replay picks it (see `game.rs`): the FEN
    /// given, else for an illegal-move claim naming no move the position before the last move,
    /// else the one on the board when the replay knows it.
    pub fn judged_position(&self, session: &Session) -> Result<Option<Chess>, DraftError> {
        if let Some(fen) = self.fen(session)? {
            return position_from_fen(&fen).map(Some).map_err(DraftError::Fen);
        }
        if self.kind == ClaimKind::IllegalMove && self.illegal_move.is_none() {
            return Ok(session.game.board.before_last_move().map(|(before, _)| before));
        }
        Ok(session.game.board.position().cloned())
    }

    /// The verdict this claim would get at `t_ms` as entered (nothing recorded), without
    /// recording it; `None` if it cannot be made as entered, or the game refuses it.
    pub fn preview(&self, session: &Session, t_ms: f64) -> Option<Verdict> {
        let event = self.event(session, None).ok()?;
        session.preview(t_ms, event)
    }

    /// The question about the pieces whose answer could still change the verdict at `t_ms`, when
    /// the claim is judged without a position: the rulebook names it.
    pub fn open_question(&self, session: &Session, t_ms: f64) -> Option<questions::Question> {
        self.preview(session, t_ms).and_then(|v| v.asks)
    }

    /// What to ask the rules worker, when the verdict at `t_ms` waits on what its analysis of the
    /// judged position settles: whether a side can still checkmate (FIDE 6.9 / 5.2.2, which only
    /// the analyser knows) or whether it can force a mate (a search deeper than the replay's own).
    /// The pending verdict names which, so the claim is tried once.
    pub fn needs_analysis(&self, session: &Session, t_ms: f64) -> Result<Option<AnalysisRequest>, DraftError> {
        self.event(session, None)?;
        let Some(pos) = self.judged_position(session)? else { return Ok(None) };
        let settles = self.preview(session, t_ms).and_then(|v| v.analysis_settles());
        Ok(settles.map(|forced_mate| AnalysisRequest { fen: fen_of(&pos), forced_mate }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::record::Record;
    use crate::rules::VerdictKind;
    use crate::rules::material;
    use crate::rules::questions::{About, Answer, Question as Asked, answer};
    use crate::rules::search::ForcedMate;

    #[test]
    fn without_moves_a_flag_claim_asks_only_what_changes_the_verdict_and_records_the_answers() {
        // White pressed without a move: the position is no longer known.
        let mut s = session("fide-blitz", None);
        s.push_at(500.0, EventKind::Press { side: Color::White, mv: None }).unwrap();
        s.push_at(1000.0, EventKind::Press { side: Color::Black, mv: None }).unwrap();
        let mut claim = draft(ClaimKind::Flag, PositionSource::Without);
        let first = claim.open_question(&s, 61_500.0);
        assert_eq!(first, Some(Asked { side: Color::Black, about: About::OnlyKing }));
        claim.said = answer(claim.said, first.unwrap(), Answer::Yes);
        assert_eq!(claim.open_question(&s, 61_500.0), None, "a lone king decides it");
        assert_eq!(claim.needs_analysis(&s, 61_500.0).unwrap(), None);
        let event = claim.event(&s, None).unwrap();
        let EventKind::Claim { said, .. } = &event else { panic!("{event:?}") };
        assert_eq!(said.black.only_king, Some(true), "what the players said is in the claim");
        s.push_at(61_500.0, event).unwrap();
        assert_eq!(s.game.ending.as_ref().map(|e| (e.result.pgn(), e.rule.as_str())), Some(("1/2-1/2", "FIDE 6.9")));
    }

    #[test]
    fn on_a_known_position_nothing_is_asked_and_nothing_said_is_recorded() {
        let s = session("fide-blitz", None);
        let mut claim = draft(ClaimKind::Flag, PositionSource::Without);
        claim.said.black.only_king = Some(true);
        assert_eq!(claim.open_question(&s, 61_000.0), None, "before any move the board knows the start position");
        let EventKind::Claim { said, .. } = claim.event(&s, None).unwrap() else { panic!() };
        assert!(said.black.is_empty(), "the position is judged, not what was said");
    }

    fn session(rules: &str, fen: Option<&str>) -> Session {
        let mut s = Session::new(Record {
            fen: fen.map(Into::into),
            ..Record::new(rules.parse().unwrap(), "60".parse().unwrap())
        })
        .unwrap();
        s.push_at(0.0, EventKind::Start).unwrap();
        s
    }

    fn draft(kind: ClaimKind, source: PositionSource) -> ClaimDraft {
        ClaimDraft::new(Color::Black, kind, source)
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
        s.push_at(61_000.0, event).unwrap();
        assert_eq!(s.game.ending.as_ref().map(|e| (e.result.pgn(), e.rule.as_str())), Some(("0-1", "FIDE 6.9")));

        let mut s = session("fide-blitz", None);
        let white_rook = ByColor { white: Material { rooks: 1, ..Material::default() }, black: Material::default() };
        s.push_at(61_000.0, draft(ClaimKind::Flag, PositionSource::Picker(white_rook)).event(&s, None).unwrap())
            .unwrap();
        assert_eq!(s.game.ending.as_ref().map(|e| (e.result.pgn(), e.rule.as_str())), Some(("1/2-1/2", "FIDE 6.9")));
    }

    #[test]
    fn bad_input_says_what_is_wrong() {
        let s = session("fide-blitz", None);
        let e = draft(ClaimKind::Flag, PositionSource::Fen("8/8/8 w".into())).event(&s, None).unwrap_err();
        assert_eq!(
            e.to_string(),
            "The FEN cannot be read: the board part '8/8/8' has 3 rank(s); a FEN has 8, separated by '/'."
        );
        let fen = |text: &str| {
            draft(ClaimKind::Flag, PositionSource::Fen(text.into())).event(&s, None).unwrap_err().to_string()
        };
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
        s.push_at(500.0, EventKind::Press { side: Color::White, mv: None }).unwrap();
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
        let event = claim.event(&s, Some(cut_short)).unwrap();
        let verdict = s.preview(61_000.0, event).unwrap();
        assert_eq!(verdict.kind, VerdictKind::Pending);
        assert_eq!(verdict.analysis_settles(), Some(true), "the pending verdict names the search that would settle it");
        assert_eq!(verdict.forced_win_undecided, Some(Color::Black));
    }
}
