//! The quick material picker: the pieces each side still has, as a player taps them at a flag
//! claim, made into a legal position the rulebook can judge.
//!
//! Mating material depends on the pieces, not on where they stand — except a bishop's square
//! colour (FIDE's dead positions with bishops on one colour), which the picker asks for. The
//! position built here is an ordinary one: no side in check, the side to move has a move, the
//! pawns on their second ranks and the pieces on their home squares where they can be, extra
//! (promoted) pieces on the third and fourth ranks where they give no check.

use crate::ground::messages as m;
use crate::ground::words::{count, say, say_with};
use shakmaty::fen::Fen;
use shakmaty::{
    Bitboard, Board, ByColor, CastlingMode, Chess, Color, EnPassantMode, FromSetup, Piece, Position, Role, Square,
};
use std::fmt;

/// The pieces of one side besides its king.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Material {
    pub queens: u8,
    pub rooks: u8,
    /// Bishops on light squares.
    pub light_bishops: u8,
    /// Bishops on dark squares.
    pub dark_bishops: u8,
    pub knights: u8,
    pub pawns: u8,
}

/// A piece the picker counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Queen,
    Rook,
    LightBishop,
    DarkBishop,
    Knight,
    Pawn,
}

impl Kind {
    pub const ALL: [Kind; 6] = [Kind::Queen, Kind::Rook, Kind::LightBishop, Kind::DarkBishop, Kind::Knight, Kind::Pawn];

    /// How many the starting position has; more can only come from promotions.
    pub fn at_start(self) -> u8 {
        match self {
            Kind::Queen | Kind::LightBishop | Kind::DarkBishop => 1,
            Kind::Rook | Kind::Knight => 2,
            Kind::Pawn => 8,
        }
    }

    /// One of this kind, as the picker names it in the players' language.
    pub fn said(self) -> &'static str {
        say(match self {
            Kind::Queen => &m::PIECE_QUEEN,
            Kind::Rook => &m::PIECE_ROOK,
            Kind::LightBishop => &m::PIECE_LIGHT_BISHOP,
            Kind::DarkBishop => &m::PIECE_DARK_BISHOP,
            Kind::Knight => &m::PIECE_KNIGHT,
            Kind::Pawn => &m::PIECE_PAWN,
        })
    }

    /// Several of this kind, in the players' language.
    pub fn said_many(self) -> &'static str {
        say(match self {
            Kind::Queen => &m::PIECES_QUEEN,
            Kind::Rook => &m::PIECES_ROOK,
            Kind::LightBishop => &m::PIECES_LIGHT_BISHOP,
            Kind::DarkBishop => &m::PIECES_DARK_BISHOP,
            Kind::Knight => &m::PIECES_KNIGHT,
            Kind::Pawn => &m::PIECES_PAWN,
        })
    }

    fn role(self) -> Role {
        match self {
            Kind::Queen => Role::Queen,
            Kind::Rook => Role::Rook,
            Kind::LightBishop | Kind::DarkBishop => Role::Bishop,
            Kind::Knight => Role::Knight,
            Kind::Pawn => Role::Pawn,
        }
    }
}

impl Material {
    pub fn count(&self, kind: Kind) -> u8 {
        match kind {
            Kind::Queen => self.queens,
            Kind::Rook => self.rooks,
            Kind::LightBishop => self.light_bishops,
            Kind::DarkBishop => self.dark_bishops,
            Kind::Knight => self.knights,
            Kind::Pawn => self.pawns,
        }
    }

    pub fn set(&mut self, kind: Kind, n: u8) {
        let slot = match kind {
            Kind::Queen => &mut self.queens,
            Kind::Rook => &mut self.rooks,
            Kind::LightBishop => &mut self.light_bishops,
            Kind::DarkBishop => &mut self.dark_bishops,
            Kind::Knight => &mut self.knights,
            Kind::Pawn => &mut self.pawns,
        };
        *slot = n;
    }

    /// Pieces beyond the starting set: each one is a promoted pawn.
    fn promoted(&self) -> u8 {
        Kind::ALL.iter().filter(|&&k| k != Kind::Pawn).map(|&k| self.count(k).saturating_sub(k.at_start())).sum()
    }

    /// Why no game can reach this material, if none can.
    fn impossible(&self, side: Color) -> Option<PickerError> {
        if self.pawns > 8 {
            let said = m::PICKER_TOO_MANY_PAWNS.of(side);
            return Some(PickerError(count(said, self.pawns.into())));
        }
        let promoted = self.promoted();
        if promoted + self.pawns > 8 {
            let (pieces, pawns) =
                (count(&m::PICKER_PIECES, promoted.into()), count(&m::PICKER_PAWNS, self.pawns.into()));
            let said = m::PICKER_BEYOND.of(side);
            return Some(PickerError(say_with(said, &[("pieces", &pieces), ("pawns", &pawns)])));
        }
        None
    }
}

/// A set of pieces no game can reach, or that the picker cannot set up, with the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PickerError(pub String);

impl fmt::Display for PickerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PickerError {}

/// Home squares for each kind (White's, mirrored for Black), the likely ones first; extra
/// (promoted) pieces go to the free squares of the third and fourth ranks of the right colour.
fn home_squares(kind: Kind) -> &'static [Square] {
    use Square::*;
    match kind {
        Kind::Queen => &[D1],
        Kind::Rook => &[A1, H1],
        // c1 is dark, f1 light: the starting bishops.
        Kind::LightBishop => &[F1],
        Kind::DarkBishop => &[C1],
        Kind::Knight => &[B1, G1],
        Kind::Pawn => &[A2, B2, C2, D2, F2, G2, H2, E2],
    }
}

const SPARE_RANKS: [shakmaty::Rank; 2] = [shakmaty::Rank::Third, shakmaty::Rank::Fourth];

fn relative(square: Square, side: Color) -> Square {
    match side {
        Color::White => square,
        Color::Black => square.flip_vertical(),
    }
}

/// Builds the position: White's and Black's material, kings on e1 and e8, `to_move` to move.
pub fn position(material: ByColor<Material>, to_move: Color) -> Result<Chess, PickerError> {
    for side in [Color::White, Color::Black] {
        if let Some(e) = material[side].impossible(side) {
            return Err(e);
        }
    }
    let mut board = Board::empty();
    board.set_piece_at(Square::E1, Piece { color: Color::White, role: Role::King });
    board.set_piece_at(Square::E8, Piece { color: Color::Black, role: Role::King });
    for side in [Color::White, Color::Black] {
        for kind in Kind::ALL {
            let wanted = material[side].count(kind);
            let homes = home_squares(kind).iter().map(|&sq| relative(sq, side));
            let spares = SPARE_RANKS.iter().flat_map(|&rank| {
                shakmaty::File::ALL.into_iter().map(move |file| relative(Square::from_coords(file, rank), side))
            });
            let mut placed = 0;
            for square in homes.chain(spares) {
                if placed == wanted {
                    break;
                }
                let light = Bitboard::LIGHT_SQUARES.contains(square);
                let colour_fits = match kind {
                    Kind::LightBishop => light,
                    Kind::DarkBishop => !light,
                    _ => true,
                };
                // A piece placed where it checks the enemy king would make the position illegal
                // (or a check to answer): pieces placed later only block, never add, attacks.
                let enemy_king = if side == Color::White { Square::E8 } else { Square::E1 };
                let piece = Piece { color: side, role: kind.role() };
                let checks = shakmaty::attacks::attacks(square, piece, board.occupied()).contains(enemy_king);
                if colour_fits && !checks && board.piece_at(square).is_none() {
                    board.set_piece_at(square, Piece { color: side, role: kind.role() });
                    placed += 1;
                }
            }
            if placed < wanted {
                let said = m::PICKER_NO_ROOM.of(side);
                return Err(PickerError(say_with(said, &[("n", &wanted.to_string()), ("kind", kind.said_many())])));
            }
        }
    }
    let setup = shakmaty::Setup {
        board,
        turn: to_move,
        fullmoves: std::num::NonZeroU32::new(40).unwrap_or(std::num::NonZeroU32::MIN),
        ..shakmaty::Setup::empty()
    };
    // Why shakmaty refuses it is a technical detail, in English.
    let pos = Chess::from_setup(setup, CastlingMode::Standard)
        .map_err(|e| PickerError(say_with(&m::PICKER_NOT_LEGAL, &[("why", &e.to_string())])))?;
    if pos.is_check() {
        return Err(PickerError(say(m::PICKER_IN_CHECK.of(to_move)).to_owned()));
    }
    if pos.legal_moves().is_empty() {
        return Err(PickerError(say(m::PICKER_NO_MOVE.of(to_move)).to_owned()));
    }
    Ok(pos)
}

/// The position as FEN text, for the claim's `fen`.
pub fn fen(material: ByColor<Material>, to_move: Color) -> Result<String, PickerError> {
    position(material, to_move).map(|pos| Fen::from_position(&pos, EnPassantMode::Legal).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::material;

    fn bare() -> Material {
        Material::default()
    }

    #[test]
    fn a_queen_against_a_lone_king_is_a_legal_position_where_the_queen_side_can_mate() {
        let white = Material { queens: 1, ..bare() };
        let pos = position(ByColor { white, black: bare() }, Color::White).unwrap();
        assert_eq!(fen(ByColor { white, black: bare() }, Color::White).unwrap(), "4k3/8/8/8/8/8/8/3QK3 w - - 0 40");
        // Without the analyser (the page) a queen's mate is left open, never denied.
        let queen = material::fide(&pos, Color::White).sufficient;
        assert_eq!(queen, if material::ANALYSER { Some(true) } else { None });
        assert_eq!(material::fide(&pos, Color::Black).sufficient, Some(false));
    }

    #[test]
    fn the_bishop_colour_is_where_the_player_said() {
        let white = Material { light_bishops: 1, ..bare() };
        let black = Material { dark_bishops: 2, ..bare() };
        let pos = position(ByColor { white, black }, Color::Black).unwrap();
        let board = pos.board();
        assert_eq!(board.bishops() & board.white() & Bitboard::LIGHT_SQUARES, board.bishops() & board.white());
        assert_eq!((board.bishops() & board.black() & Bitboard::DARK_SQUARES).count(), 2);
        // Bishops on one colour only would be dead; on both colours they are not.
        let one_colour =
            position(ByColor { white, black: Material { light_bishops: 1, ..bare() } }, Color::White).unwrap();
        assert!(material::certainly_cannot_mate(&one_colour, Color::White));
    }

    #[test]
    fn every_full_set_and_every_promotion_that_fits_builds() {
        let full = Material { queens: 1, rooks: 2, light_bishops: 1, dark_bishops: 1, knights: 2, pawns: 8 };
        assert!(position(ByColor { white: full, black: full }, Color::White).is_ok());
        let promoted = Material { queens: 3, rooks: 3, pawns: 5, ..bare() };
        assert!(position(ByColor { white: promoted, black: bare() }, Color::Black).is_ok());
        let many_knights = Material { knights: 6, pawns: 4, ..bare() };
        assert!(position(ByColor { white: many_knights, black: many_knights }, Color::White).is_ok());
    }

    #[test]
    fn impossible_sets_say_what_is_wrong() {
        let e = position(ByColor { white: Material { pawns: 9, ..bare() }, black: bare() }, Color::White).unwrap_err();
        assert_eq!(e.0, "White has 9 pawns; a side has at most 8.");
        let e = position(ByColor { white: bare(), black: Material { queens: 3, pawns: 7, ..bare() } }, Color::White)
            .unwrap_err();
        assert!(e.0.starts_with("Black has 2 pieces beyond the starting set and 7 pawns:"), "{e}");
        let one = position(ByColor { white: bare(), black: Material { queens: 2, pawns: 8, ..bare() } }, Color::White)
            .unwrap_err();
        assert!(one.0.starts_with("Black has 1 piece beyond the starting set and 8 pawns:"), "{one}");
    }

    #[test]
    fn the_refusals_in_russian_count_by_its_plural_rules() {
        use crate::ground::language::Language;
        use crate::ground::words::speaking;
        let refused = |white| {
            speaking(Language::Russian, || position(ByColor { white, black: bare() }, Color::White).unwrap_err().0)
        };
        assert_eq!(
            refused(Material { pawns: 9, ..bare() }),
            "У белых 9 пешек; у одной стороны их может быть не больше 8."
        );
        assert_eq!(
            refused(Material { pawns: 21, ..bare() }),
            "У белых 21 пешка; у одной стороны их может быть не больше 8."
        );
        let beyond = refused(Material { queens: 4, pawns: 6, ..bare() });
        assert!(beyond.contains("3 фигуры") && beyond.contains("6 пешек"), "{beyond}");
        let stalemate = speaking(Language::Spanish, || {
            position(ByColor { white: bare(), black: Material { queens: 9, ..bare() } }, Color::White).unwrap_err().0
        });
        assert!(!stalemate.contains("White") && stalemate.contains("las blancas"), "{stalemate}");
    }

    #[test]
    fn a_set_that_would_leave_no_move_is_refused_not_mangled() {
        // Nine queens for Black around a lone white king to move: stalemate on the home squares.
        let black = Material { queens: 9, ..bare() };
        let e = position(ByColor { white: bare(), black }, Color::White).unwrap_err();
        assert!(e.0.contains("no legal move"), "{e}");
    }
}
