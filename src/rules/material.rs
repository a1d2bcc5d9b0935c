//! Mating material: can a side still checkmate? Three rulebooks, three definitions.
//!
//! - [`fide`]: FIDE 6.9 / 5.2.2, "can checkmate the opponent's king by any possible series of legal
//!   moves" — exact. Cheap cases that are certain are settled here; everything else goes to
//!   chasolver's helpmate analysis (feature `unwinnability`). Without the feature, or when the
//!   analysis gives up, the answer is *undetermined*, never a guess.
//! - [`uscf_14e`]: US Chess 14E, "insufficient material to win on time": lone king, king and bishop,
//!   king and knight, king and two knights against no pawns — unless there is a forced win, which
//!   the bounded search of [`search::forced_mate`] looks for (or the deeper one the rules worker
//!   ran, recorded with the claim). A search cut short before [`FORCED_MATE_MOVES`] moves leaves
//!   the answer undetermined: the arbiter decides.
//! - [`blitz_minimum`]: Scholastic 7b and US Chess Blitz 7c: two minor pieces, a pawn, a rook or a
//!   queen; a lone minor piece only with a demonstrated forced win (Scholastic).

use super::search::{self, Demonstration, FORCED_MATE_MOVES, ForcedMate};
use crate::ground::language::Language;
use crate::ground::messages as m;
use crate::ground::words::{self, Message, Plural, Sided, count, fill, say, say_with};
use shakmaty::{Bitboard, ByColor, ByRole, Chess, Color, Position, Role};

/// What a definition says about one side's material.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// `Some(true)`: the side has mating material under the definition; `Some(false)`: it has
    /// not; `None`: undetermined.
    pub sufficient: Option<bool>,
    /// Why, as a clause a player can read aloud, in the players' language.
    pub reason: String,
}

impl Finding {
    pub(super) fn new(sufficient: Option<bool>, reason: String) -> Finding {
        Finding { sufficient, reason }
    }
}

/// FIDE 6.9 and 5.2.2: can `side` checkmate by any possible series of legal moves?
pub fn fide(pos: &Chess, side: Color) -> Finding {
    fide_recorded(pos, side, None)
}

/// As [`fide`], with the analyser's answer recorded with the claim (the page's rules worker ran
/// it): a build without the analyser takes the recorded fact, so the replay stays a function of
/// the record; a build with it computes its own and uses the record only if it gives up.
pub fn fide_recorded(pos: &Chess, side: Color, recorded: Option<bool>) -> Finding {
    let pick = |sided: &'static Sided<Message>| sided.of(side);
    // The matchup is in words in English and in the pieces' signs, the same in every language, in others.
    let found = |sufficient: Option<bool>, message: &Message| {
        Finding::new(sufficient, say_with(message, &[("matchup", &matchup_said(pos, side))]))
    };
    if let Some(can) = settled_on_the_board(pos, side) {
        return if can {
            found(Some(true), pick(&m::MATE_ALREADY))
        } else {
            found(Some(false), pick(&m::MATE_NONE_ON_BOARD))
        };
    }
    if certainly_cannot_mate(pos, side) {
        return found(Some(false), pick(&m::MATE_CANNOT));
    }
    if certainly_can_mate(pos, side) {
        return found(Some(true), pick(&m::MATE_CAN));
    }
    match analysis::can_mate(pos, side).or(recorded) {
        Some(true) => found(Some(true), pick(&m::MATE_LINE)),
        Some(false) => found(Some(false), pick(&m::MATE_PROVEN_NONE)),
        None if analysis::AVAILABLE => found(None, pick(&m::MATE_UNDETERMINED)),
        None => found(None, pick(&m::MATE_NO_ANALYSER)),
    }
}

/// `♔♖♙♙ – ♚♞`: `side`'s pieces against the other side's, in the pieces' signs.
fn matchup_signs(pos: &Chess, side: Color) -> String {
    format!("{} – {}", signs(pos, side), signs(pos, !side))
}

/// `♔♖♙♙`: `side`'s pieces in their signs, the king first.
fn signs(pos: &Chess, side: Color) -> String {
    let m: ByRole<u8> = pos.board().material_side(side);
    let mut out = String::from(figurine(side, Role::King));
    for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn] {
        for _ in 0..m[role] {
            out.push(figurine(side, role));
        }
    }
    out
}

/// Both sides' pieces as a verdict in the language in force gives them: in words in English,
/// in the pieces' signs in every other language.
fn matchup_said(pos: &Chess, side: Color) -> String {
    if words::language() == Language::English { matchup(pos, side) } else { matchup_signs(pos, side) }
}

/// `side`'s pieces, as [`matchup_said`] gives them.
pub fn pieces_said(pos: &Chess, side: Color) -> String {
    if words::language() == Language::English { material(pos, side) } else { signs(pos, side) }
}

/// A piece's figurine: ♔♕♖♗♘♙ for White, ♚♛♜♝♞♟ for Black.
fn figurine(color: Color, role: Role) -> char {
    let white = ['♙', '♘', '♗', '♖', '♕', '♔'];
    let black = ['♟', '♞', '♝', '♜', '♛', '♚'];
    let i = match role {
        Role::Pawn => 0,
        Role::Knight => 1,
        Role::Bishop => 2,
        Role::Rook => 3,
        Role::Queen => 4,
        Role::King => 5,
    };
    if color == Color::White { white[i] } else { black[i] }
}

/// FIDE 5.2.2 after a move: is the position certainly dead (neither side can mate)? Cheap enough
/// to run after every move: the certain material cases, then chasolver's fast sound check.
/// `false` means "not proven dead", which is what an automatic end needs.
pub fn certainly_dead(pos: &Chess) -> bool {
    [Color::White, Color::Black]
        .into_iter()
        .all(|side| certainly_cannot_mate(pos, side) || analysis::cannot_mate_fast(pos, side))
}

/// FIDE 5.2.2 on a claim: `Some(true)` dead, `Some(false)` not dead, `None` undetermined; with the
/// findings for both sides for the explanation.
pub fn fide_dead(pos: &Chess) -> (Option<bool>, [Finding; 2]) {
    fide_dead_recorded(pos, ByColor::new_with(|_| None))
}

/// As [`fide_dead`], with each side's recorded analysis (see [`fide_recorded`]).
pub fn fide_dead_recorded(pos: &Chess, recorded: ByColor<Option<bool>>) -> (Option<bool>, [Finding; 2]) {
    let findings = [fide_recorded(pos, Color::White, recorded.white), fide_recorded(pos, Color::Black, recorded.black)];
    let dead = if findings.iter().any(|f| f.sufficient == Some(true)) {
        Some(false)
    } else if findings.iter().all(|f| f.sufficient == Some(false)) {
        Some(true)
    } else {
        None
    };
    (dead, findings)
}

/// US Chess 14E: has `side` (whose opponent's flag fell) enough material to win on time?
/// `recorded`: the forced-mate search the rules worker ran for `side`, recorded with the claim;
/// without it the replay searches with its own budget.
pub fn uscf_14e(pos: &Chess, side: Color, recorded: Option<ForcedMate>) -> Finding {
    let by = |sided: &'static Sided<Message>| sided.of(side);
    let m = pos.board().material_side(side);
    let opponent_pawns = pos.board().material_side(!side).pawn;
    let heavy = m.pawn + m.rook + m.queen;
    let minors = m.knight + m.bishop;
    if heavy == 0 && minors == 0 {
        return Finding::new(Some(false), say(by(&m::MATERIAL_LONE_KING)).to_owned());
    }
    if heavy == 0 && minors == 1 {
        let piece = match m.knight {
            1 => by(&m::MATERIAL_KING_KNIGHT),
            _ => by(&m::MATERIAL_KING_BISHOP),
        };
        return by_forced_win(pos, side, recorded, piece);
    }
    if heavy == 0 && m.knight == 2 && m.bishop == 0 && opponent_pawns == 0 {
        return by_forced_win(pos, side, recorded, by(&m::MATERIAL_TWO_KNIGHTS_NO_PAWNS));
    }
    if certainly_cannot_mate(pos, side) {
        return cannot_at_all(pos, side);
    }
    let more = by(&m::MATERIAL_MORE_THAN_14E);
    Finding::new(Some(true), say_with(more, &[("pieces", &pieces_said(pos, side))]))
}

fn cannot_at_all(pos: &Chess, side: Color) -> Finding {
    let cannot = m::MATERIAL_CANNOT_AT_ALL.of(side);
    Finding::new(Some(false), say_with(cannot, &[("matchup", &matchup_said(pos, side))]))
}

/// Scholastic 7b and US Chess Blitz 7c differ in two details.
#[derive(Debug, Clone, Copy)]
pub struct BlitzMinimum {
    /// Scholastic 7b: "two minor pieces (except K vs K+N+N)".
    pub two_knights_against_lone_king_insufficient: bool,
    /// Scholastic 7b: "a lone knight or bishop is insufficient unless a forced win can be demonstrated".
    pub lone_minor_with_forced_win: bool,
}

/// Scholastic 7b / US Chess Blitz 7c: two minor pieces, a pawn, a rook or a queen. `recorded` as
/// for [`uscf_14e`].
pub fn blitz_minimum(pos: &Chess, side: Color, rules: BlitzMinimum, recorded: Option<ForcedMate>) -> Finding {
    let by = |sided: &'static Sided<Message>| sided.of(side);
    let m = pos.board().material_side(side);
    let minors = m.knight + m.bishop;
    let pieces = |message: &Message| say_with(message, &[("pieces", &pieces_said(pos, side))]);
    if m.pawn + m.rook + m.queen > 0 {
        return Finding::new(Some(true), pieces(by(&m::MATERIAL_HEAVY)));
    }
    if minors >= 2 {
        let opponent_bare = lone_king(pos, !side);
        if rules.two_knights_against_lone_king_insufficient && m.knight == 2 && m.bishop == 0 && opponent_bare {
            let excepted = by(&m::MATERIAL_TWO_KNIGHTS_EXCEPTED);
            return Finding::new(Some(false), say(excepted).to_owned());
        }
        if certainly_cannot_mate(pos, side) {
            return cannot_at_all(pos, side);
        }
        return Finding::new(Some(true), pieces(by(&m::MATERIAL_TWO_MINORS)));
    }
    if minors == 1 {
        let lone = match m.knight {
            1 => by(&m::MATERIAL_LONE_KNIGHT),
            _ => by(&m::MATERIAL_LONE_BISHOP),
        };
        return if rules.lone_minor_with_forced_win {
            by_forced_win(pos, side, recorded, lone)
        } else {
            Finding::new(Some(false), say(lone).to_owned())
        };
    }
    Finding::new(Some(false), say(by(&m::MATERIAL_LONE_KING)).to_owned())
}

/// Insufficient unless a forced mate is demonstrated: by the search recorded with the claim, else
/// by the replay's own. No mate found counts as no forced win only when every line was searched
/// at least [`FORCED_MATE_MOVES`] deep; a search cut short by its budget decides nothing.
fn by_forced_win(pos: &Chess, side: Color, recorded: Option<ForcedMate>, material: &Message) -> Finding {
    let found = recorded.unwrap_or_else(|| search::forced_mate(pos, side));
    let material = || say(material);
    let counted = |plural: &Plural, n: u32| fill(&count(plural, n.into()), &[("material", material())]);
    match found.demonstration() {
        Demonstration::Mate(0) => Finding::new(Some(true), say_with(&m::FORCED_ALREADY, &[("material", material())])),
        Demonstration::Mate(n) => Finding::new(Some(true), counted(&m::FORCED_MATE_IN, n)),
        Demonstration::NoneWithin(n) => Finding::new(Some(false), counted(&m::FORCED_NONE_WITHIN, n)),
        Demonstration::Undecided { searched } => Finding::new(
            None,
            say_with(&m::CLAUSES_SEMICOLON, &[("first", material()), ("second", &search_cut_short(side, searched))]),
        ),
    }
}

/// Why the app cannot say whether `side` has a forced win: its search stopped at `searched` moves.
pub fn search_cut_short(side: Color, searched: u32) -> String {
    let reached = match searched {
        0 => say(&m::SEARCH_REACHED_NONE).to_owned(),
        n => count(&m::SEARCH_REACHED, n.into()),
    };
    let depth = count(&m::AMOUNT_MOVES, FORCED_MATE_MOVES.into());
    let cut_short = m::SEARCH_CUT_SHORT.of(side);
    say_with(cut_short, &[("reached", &reached), ("depth", &depth)])
}

/// Does the game position itself settle it (no legal moves)? `Some(true)`: `side` has mated.
fn settled_on_the_board(pos: &Chess, side: Color) -> Option<bool> {
    if pos.legal_moves().is_empty() { Some(pos.is_check() && pos.turn() != side) } else { None }
}

/// Textbook cases, certain by proof: a lone king; king and one knight against a lone king; only
/// bishops on squares of one colour on the whole board besides kings (no piece can ever block a
/// flight square of the other colour, FIDE's classic dead positions).
pub fn certainly_cannot_mate(pos: &Chess, side: Color) -> bool {
    let board = pos.board();
    let ours = board.by_color(side) & !board.kings();
    if ours.is_empty() {
        return true;
    }
    let m = board.material_side(side);
    if ours.count() == 1 && m.knight == 1 && lone_king(pos, !side) {
        return true;
    }
    let others = board.occupied() & !board.kings() & !board.bishops();
    let bishops = board.bishops();
    let one_colour = (bishops & Bitboard::DARK_SQUARES).is_empty() || (bishops & !Bitboard::DARK_SQUARES).is_empty();
    others.is_empty() && one_colour
}

/// Cases certain the other way: checkmate already given, or a short helpmate line found (a line
/// found is the proof). Textbook material alone proves nothing: the lone king may be forced to
/// capture a piece at once (chasolver's positions have such cases).
/// A short helpmate proves mating potential. With the full analysis at hand it is skipped: the
/// analyser finds such lines faster than this search on a board without magic tables.
fn certainly_can_mate(pos: &Chess, side: Color) -> bool {
    !analysis::AVAILABLE && search::short_helpmate(pos, side)
}

fn lone_king(pos: &Chess, side: Color) -> bool {
    (pos.board().by_color(side) & !pos.board().kings()).is_empty()
}

/// "king, rook and two pawns", "a lone king".
fn material(pos: &Chess, side: Color) -> String {
    let m: ByRole<u8> = pos.board().material_side(side);
    let parts: Vec<String> = [
        (Role::Queen, m.queen),
        (Role::Rook, m.rook),
        (Role::Bishop, m.bishop),
        (Role::Knight, m.knight),
        (Role::Pawn, m.pawn),
    ]
    .into_iter()
    .filter(|&(_, n)| n > 0)
    .map(|(role, n)| count_of(role, n))
    .collect();
    match parts.as_slice() {
        [] => "a lone king".to_owned(),
        [one] => format!("king and {one}"),
        [init @ .., last] => format!("king, {} and {last}", init.join(", ")),
    }
}

/// "Black's king and knight against White's king and pawn".
fn matchup(pos: &Chess, side: Color) -> String {
    format!("{} against {}", material(pos, side), material(pos, !side))
}

/// "knight", "rook".
fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

fn count_of(role: Role, n: u8) -> String {
    let name = role_name(role);
    let number = match n {
        1 => return name.to_owned(),
        2 => "two",
        3 => "three",
        4 => "four",
        5 => "five",
        6 => "six",
        7 => "seven",
        8 => "eight",
        _ => return format!("{n} {name}s"),
    };
    format!("{number} {name}s")
}

/// Whether this build carries chasolver's analysis (the native tools and the rules worker do;
/// the page does not).
pub const ANALYSER: bool = analysis::AVAILABLE;

/// chasolver's exact answer for `side` (`None`: not in this build, or it gave up): what the rules
/// worker computes and the page records with a claim.
pub fn analysed_can_mate(pos: &Chess, side: Color) -> Option<bool> {
    if certainly_cannot_mate(pos, side) {
        return Some(false);
    }
    analysis::can_mate(pos, side)
}

/// chasolver's helpmate analysis, when the build has it.
#[cfg(feature = "unwinnability")]
mod analysis {
    use shakmaty::fen::Fen;
    use shakmaty::{Chess, Color, EnPassantMode};
    use std::panic::{AssertUnwindSafe, catch_unwind};
    use std::str::FromStr;

    pub const AVAILABLE: bool = true;

    fn board(pos: &Chess) -> Option<chess::Board> {
        chess::Board::from_str(&Fen::from_position(pos, EnPassantMode::Legal).to_string()).ok()
    }

    fn color(side: Color) -> chess::Color {
        match side {
            Color::White => chess::Color::White,
            Color::Black => chess::Color::Black,
        }
    }

    /// `Some(true)`: a helpmate for `side` exists; `Some(false)`: proved impossible; `None`: the
    /// analysis gave up (or could not read the position).
    pub fn can_mate(pos: &Chess, side: Color) -> Option<bool> {
        let board = board(pos)?;
        // Third-party code on arbitrary positions: a panic there must not take the arbiter down.
        let answer = catch_unwind(AssertUnwindSafe(|| chasolver::winnability(&board, color(side)))).ok()??;
        Some(matches!(answer, chasolver::Winnability::Winnable { .. }))
    }

    /// Sound but incomplete: `true` only when `side` provably cannot mate.
    pub fn cannot_mate_fast(pos: &Chess, side: Color) -> bool {
        board(pos).is_some_and(|board| {
            catch_unwind(AssertUnwindSafe(|| chasolver::is_unwinnable_fast(&board, color(side)))).unwrap_or(false)
        })
    }
}

/// Without the feature (the page build) nothing beyond the certain cases is decided.
#[cfg(not(feature = "unwinnability"))]
mod analysis {
    use shakmaty::{Chess, Color};

    pub const AVAILABLE: bool = false;

    pub fn can_mate(_pos: &Chess, _side: Color) -> Option<bool> {
        None
    }

    pub fn cannot_mate_fast(_pos: &Chess, _side: Color) -> bool {
        false
    }
}
