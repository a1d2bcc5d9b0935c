//! What the setup and the face say of an electronic board: its connection, and what it shows
//! against the game (`eboards::reading`), in the players' words.

use crate::eboards::ReportError;
use crate::eboards::reading::Seen;
use crate::ground::messages as m;
use crate::ground::words::say_with;
use shakmaty::Square;

/// Where the page stands with a board.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Connection {
    #[default]
    Off,
    /// The browser's chooser is open.
    Choosing,
    /// Chosen (or lost), and being connected to: its name.
    Connecting(String),
    Connected(String),
    /// Connected once, lost since: the link tries again by itself.
    Lost(String),
}

impl Connection {
    /// The board's name, once one is chosen.
    pub fn name(&self) -> Option<&str> {
        match self {
            Connection::Connecting(n) | Connection::Connected(n) | Connection::Lost(n) => Some(n),
            Connection::Off | Connection::Choosing => None,
        }
    }
}

/// Squares as the players read them: "e2, e4".
fn squares_said(squares: &[Square]) -> String {
    squares.iter().map(Square::to_string).collect::<Vec<_>>().join(", ")
}

/// What the connection is, said (nothing while none is wanted).
pub fn connection_said(connection: &Connection) -> Option<String> {
    Some(match connection {
        Connection::Off => return None,
        Connection::Choosing => say_with(&m::EBOARD_CHOOSING, &[]),
        Connection::Connecting(name) => say_with(&m::EBOARD_CONNECTING, &[("name", name)]),
        Connection::Connected(name) => say_with(&m::EBOARD_CONNECTED, &[("name", name)]),
        Connection::Lost(name) => say_with(&m::EBOARD_LOST, &[("name", name)]),
    })
}

/// What the board named `name` shows against the game, said.
pub fn seen_said(name: &str, seen: &Seen) -> String {
    match seen {
        Seen::InStep => say_with(&m::EBOARD_IN_STEP, &[("name", name)]),
        Seen::Lifted(squares) => say_with(&m::EBOARD_LIFTED, &[("squares", &squares_said(squares))]),
        Seen::UnderWay(squares) => say_with(&m::EBOARD_UNDER_WAY, &[("squares", &squares_said(squares))]),
        Seen::Move { san, .. } => say_with(&m::EBOARD_MOVE, &[("san", san)]),
        Seen::Promotion { to, .. } => say_with(&m::EBOARD_PROMOTE, &[("square", &to.to_string())]),
        Seen::Illegal { from, to, .. } => {
            say_with(&m::EBOARD_ILLEGAL, &[("from", &from.to_string()), ("to", &to.to_string())])
        }
        Seen::TakenBack => say_with(&m::EBOARD_TAKEN_BACK, &[]),
        Seen::OutOfStep(squares) => say_with(&m::EBOARD_OUT_OF_STEP, &[("squares", &squares_said(squares))]),
    }
}

/// A press waits for the board named `name` to report its move
/// ([`crate::session::Session::tap_awaiting_board`]).
pub fn awaiting_said(name: &str) -> String {
    say_with(&m::EBOARD_AWAITING, &[("name", name)])
}

/// The board is connected but the game's position is no longer known (a press without a move):
/// the board is not followed any more.
pub fn not_followed_said(name: &str) -> String {
    say_with(&m::EBOARD_NOT_FOLLOWED, &[("name", name)])
}

/// A report the board sent that could not be read, said.
pub fn unreadable_said(name: &str, why: &ReportError) -> String {
    say_with(&m::EBOARD_UNREADABLE, &[("name", name), ("why", &why.to_string())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Color, Piece, Role};

    #[test]
    fn each_thing_the_board_shows_is_said_with_its_squares() {
        let said = |seen: Seen| seen_said("Chessnut Air", &seen);
        assert_eq!(said(Seen::InStep), "Chessnut Air: in step with the game.");
        assert_eq!(said(Seen::Lifted(vec![Square::E2])), "On the board: lifted from e2.");
        assert_eq!(
            said(Seen::Move { san: "O-O".into(), uci: "e1g1".into() }),
            "On the board: O-O. The press records it."
        );
        assert_eq!(
            said(Seen::Promotion { from: Square::E7, to: Square::E8 }),
            "On the board: a pawn to e8. Which piece?"
        );
        let pawn = Piece { color: Color::White, role: Role::Pawn };
        assert!(
            said(Seen::Illegal { piece: pawn, from: Square::E2, to: Square::E5 })
                .starts_with("On the board: e2–e5 is not a legal move.")
        );
        assert!(said(Seen::TakenBack).contains("the last move is put back"));
        assert_eq!(said(Seen::UnderWay(vec![Square::E1, Square::G1])), "On the board: a move under way at e1, g1.");
        assert_eq!(
            said(Seen::OutOfStep(vec![Square::G1, Square::F2, Square::H3])),
            "The board differs from the game at g1, f2, h3: set the pieces as the game has them."
        );
    }

    #[test]
    fn the_connection_is_said_by_name() {
        assert_eq!(connection_said(&Connection::Off), None);
        assert_eq!(awaiting_said("x"), "x: the press waits for the move on the board.");
        assert_eq!(
            connection_said(&Connection::Lost("MILLENNIUM CHESS".into())).as_deref(),
            Some("MILLENNIUM CHESS lost: connecting again. The clock runs on.")
        );
        assert_eq!(Connection::Connected("x".into()).name(), Some("x"));
        assert_eq!(
            not_followed_said("x"),
            "x is connected, but a press without a move ended the moves recorded: the board is no longer followed."
        );
        let why = ReportError::Short { got: 3, needs: 34 };
        assert_eq!(
            unreadable_said("b", &why),
            "b sent a report the clock cannot read: a report of 3 bytes, where a whole board needs 34."
        );
    }
}
