//! What the players say of the pieces left, when the app has no position: a flag claim (or an
//! illegal move that loses the game) in a game whose moves were not recorded. The questions and
//! answers in the players' words, and the answers as the record keeps them (`"said"`, an extra
//! field of a claim). Which question the rules need asked is theirs (`rules::questions`).

use crate::ground::messages as m;
use crate::ground::words::{Message, say};
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

    /// `knight` for a knight, `bishop` for a bishop.
    pub fn pick<T>(self, knight: T, bishop: T) -> T {
        match self {
            Minor::Knight => knight,
            Minor::Bishop => bishop,
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
        let asked = match self.about {
            About::OnlyKing => &m::ASK_ONLY_KING,
            About::OnlyMinor => &m::ASK_ONLY_MINOR,
            About::OnlyTwoKnights => &m::ASK_ONLY_TWO_KNIGHTS,
            About::Pawns => &m::ASK_PAWNS,
            About::OnlyBishopsLikeOpponents => &m::ASK_ONLY_BISHOPS,
        };
        say(asked.of(self.side)).to_owned()
    }

    /// The answers a player can give, the common one first, each with the words on its button.
    pub fn answers(&self) -> Vec<(Answer, &'static str)> {
        let answers: &[(Answer, Message)] = match self.about {
            About::OnlyKing => &[(Answer::No, m::ANSWER_MORE_THAN_KING), (Answer::Yes, m::ANSWER_ONLY_KING)],
            About::OnlyMinor => {
                &[(Answer::No, m::ANSWER_MORE), (Answer::Knight, m::ANSWER_KNIGHT), (Answer::Bishop, m::ANSWER_BISHOP)]
            }
            About::OnlyTwoKnights => &[(Answer::No, m::ANSWER_MORE), (Answer::Yes, m::ANSWER_TWO_KNIGHTS)],
            About::Pawns => &[(Answer::Yes, m::ANSWER_PAWNS), (Answer::No, m::ANSWER_NO_PAWNS)],
            About::OnlyBishopsLikeOpponents => &[(Answer::No, m::ANSWER_NO), (Answer::Yes, m::ANSWER_SUCH_BISHOPS)],
        };
        answers.iter().map(|(answer, words)| (*answer, say(words))).collect()
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
