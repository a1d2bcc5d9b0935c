//! What the players say of the pieces left, when the app has no position: a flag claim (or an
//! illegal move that loses the game) in a game whose moves were not recorded. The questions and
//! answers in the players' words, and the answers as the record keeps them (`"said"`, an extra
//! field of a claim). Which question the rules need asked is theirs (`rules::said`).

use crate::ground::vocabulary::side_name;
use shakmaty::{ByColor, Color};

/// A single minor piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Minor {
    Knight,
    Bishop,
}

impl Minor {
    pub fn id(self) -> &'static str {
        match self {
            Minor::Knight => "knight",
            Minor::Bishop => "bishop",
        }
    }
}

/// What the players said of one side's pieces besides the king; `None`: not asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SideSaid {
    /// The side has only its king.
    pub only_king: Option<bool>,
    /// The side has only its king and one knight or bishop: which one, or `Some(None)` for more.
    pub only_minor: Option<Option<Minor>>,
    /// The side has only its king and two knights.
    pub only_two_knights: Option<bool>,
    /// The side has at least one pawn.
    pub pawns: Option<bool>,
    /// The side has only bishops besides its king, all on squares of the colour of the opponent's
    /// bishop (FIDE's dead ending of bishops on one colour).
    pub only_bishops_like_opponents: Option<bool>,
}

impl SideSaid {
    /// Nothing said.
    pub const NOTHING: SideSaid = SideSaid {
        only_king: None,
        only_minor: None,
        only_two_knights: None,
        pawns: None,
        only_bishops_like_opponents: None,
    };

    pub fn is_empty(&self) -> bool {
        *self == SideSaid::default()
    }
}

/// What the players said of both sides.
pub type Said = ByColor<SideSaid>;

/// What a question asks about a side's pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum About {
    OnlyKing,
    OnlyMinor,
    OnlyTwoKnights,
    Pawns,
    OnlyBishopsLikeOpponents,
}

/// One answer to a question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    Yes,
    No,
    /// "Only a king and one knight" (to [`About::OnlyMinor`]).
    Knight,
    /// "Only a king and one bishop" (to [`About::OnlyMinor`]).
    Bishop,
}

/// A question about `side`'s pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Question {
    pub side: Color,
    pub about: About,
}

impl Question {
    /// The question in the players' words: "Does Black have only a king?"
    pub fn text(&self) -> String {
        let (s, o) = (side_name(self.side), side_name(!self.side));
        match self.about {
            About::OnlyKing => format!("Does {s} have only a king?"),
            About::OnlyMinor => format!("Does {s} have only a king and one knight or bishop?"),
            About::OnlyTwoKnights => format!("Does {s} have only a king and two knights?"),
            About::Pawns => format!("Does {s} have any pawns?"),
            About::OnlyBishopsLikeOpponents => {
                format!("Does {s} have only bishops besides the king, all on squares of the colour of {o}'s bishop?")
            }
        }
    }

    /// The answers a player can give, the common one first, each with the words on its button.
    pub fn answers(&self) -> Vec<(Answer, &'static str)> {
        match self.about {
            About::OnlyKing => vec![(Answer::No, "No, more than a king"), (Answer::Yes, "Yes, only a king")],
            About::OnlyMinor => vec![
                (Answer::No, "No, more"),
                (Answer::Knight, "Only a king and a knight"),
                (Answer::Bishop, "Only a king and a bishop"),
            ],
            About::OnlyTwoKnights => vec![(Answer::No, "No, more"), (Answer::Yes, "Yes, only two knights")],
            About::Pawns => vec![(Answer::Yes, "Yes, pawns"), (Answer::No, "No pawns")],
            About::OnlyBishopsLikeOpponents => vec![(Answer::No, "No"), (Answer::Yes, "Yes, only such bishops")],
        }
    }
}

/// The answers so far with `answer` to `question` added. An answer the question does not take
/// (a knight to a yes-or-no question) changes nothing.
pub fn answer(said: Said, question: Question, answer: Answer) -> Said {
    let mut said = said;
    let side = &mut said[question.side];
    let yes = match answer {
        Answer::Yes => Some(true),
        Answer::No => Some(false),
        Answer::Knight | Answer::Bishop => None,
    };
    match (question.about, answer) {
        (About::OnlyMinor, Answer::Knight) => side.only_minor = Some(Some(Minor::Knight)),
        (About::OnlyMinor, Answer::Bishop) => side.only_minor = Some(Some(Minor::Bishop)),
        (About::OnlyMinor, Answer::No) => side.only_minor = Some(None),
        (About::OnlyKing, _) if yes.is_some() => side.only_king = yes,
        (About::OnlyTwoKnights, _) if yes.is_some() => side.only_two_knights = yes,
        (About::Pawns, _) if yes.is_some() => side.pawns = yes,
        (About::OnlyBishopsLikeOpponents, _) if yes.is_some() => side.only_bishops_like_opponents = yes,
        _ => {}
    }
    said
}

