//! Stepping through a game move by move: the position and both clocks as they were after each
//! half-move, from the score (a record's or an imported PGN's). A pure function of the score; the
//! score panel draws the board and a scrubber over the time chart.

use crate::ground::micros::Micros;
use crate::replay::position::position_from_fen;
use crate::replay::score::{Line, Score};
use shakmaty::san::San;
use shakmaty::{Chess, Color, Position, Square};

/// The game as it stood after one half-move (or at the start: no `san`).
#[derive(Debug, Clone, PartialEq)]
pub struct ReviewStep {
    pub position: Chess,
    /// The half-move that led here, with its number and side, as the score writes it.
    pub san: Option<(u32, Color, String)>,
    /// The squares the move went from and to, to be shown.
    pub moved: Option<(Square, Square)>,
    /// Both clocks as they were: the last reading of each side so far.
    pub clocks: [Option<Micros>; 2],
}

/// Every step of a game whose moves are known, from its start.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    pub steps: Vec<ReviewStep>,
}

impl Review {
    /// The steps of `score`; `None` when it has no move to step through. A press without a move
    /// ends what can be shown: the board stops at the last known position.
    pub fn of(score: &Score) -> Option<Review> {
        let start = match &score.fen {
            Some(fen) => position_from_fen(fen).ok()?,
            None => Chess::default(),
        };
        let clocks = score.controls().map(|c| c.map(|c| c.shown(c.initial())));
        let mut steps = vec![ReviewStep { position: start, san: None, moved: None, clocks }];
        for line in &score.lines {
            match line {
                Line::Move { number, side, san, clock, .. } => {
                    let last = steps.last()?;
                    // The score's SAN was checked when it was made; one that does not read ends the board.
                    let Some(m) = san
                        .trim_end_matches(['+', '#'])
                        .parse::<San>()
                        .ok()
                        .and_then(|s| s.to_move(&last.position).ok())
                    else {
                        break;
                    };
                    let mut clocks = last.clocks;
                    if let Some(c) = clock {
                        clocks[usize::from(*side == Color::Black)] = Some(*c);
                    }
                    let moved = m.from().map(|from| (from, m.to()));
                    let position = last.position.clone().play(m).ok()?;
                    steps.push(ReviewStep { position, san: Some((*number, *side, san.clone())), moved, clocks });
                }
                Line::PressWithoutMove { .. } => break,
                _ => {}
            }
        }
        (steps.len() > 1).then_some(Review { steps })
    }

    /// The last step: the final position.
    pub fn last(&self) -> usize {
        self.steps.len() - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replay::pgn;
    use shakmaty::EnPassantMode;
    use shakmaty::fen::Fen;

    fn fen(p: &Chess) -> String {
        Fen::from_position(p, EnPassantMode::Legal).to_string()
    }

    #[test]
    fn each_step_is_the_position_and_both_clocks_after_a_half_move() {
        let score = pgn::import(
            "[TimeControl \"180+2\"]\n\n1. e4 {[%clk 0:03:01]} 1... e5 {[%clk 0:02:59]} 2. Nf3 {[%clk 0:03:02]} *",
        )
        .unwrap();
        let review = Review::of(&score).unwrap();
        assert_eq!(review.last(), 3);
        let start = &review.steps[0];
        assert_eq!((start.san.clone(), start.clocks), (None, [Some(Micros::from_secs(180)); 2]));
        let after_e5 = &review.steps[2];
        assert_eq!(after_e5.san, Some((1, Color::Black, "e5".into())));
        assert_eq!(after_e5.moved, Some((Square::E7, Square::E5)));
        assert_eq!(after_e5.clocks, [Some(Micros::from_secs(181)), Some(Micros::from_secs(179))]);
        assert_eq!(fen(&after_e5.position), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assert_eq!(review.steps[3].clocks, [Some(Micros::from_secs(182)), Some(Micros::from_secs(179))]);
    }

    #[test]
    fn a_set_up_position_checks_and_mates_are_followed() {
        let score = pgn::import("[FEN \"7k/P7/6K1/8/8/8/8/8 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. a8=Q# 1-0").unwrap();
        let review = Review::of(&score).unwrap();
        assert_eq!(review.steps[1].san, Some((1, Color::White, "a8=Q#".into())));
        assert!(review.steps[1].position.is_checkmate());
        assert_eq!(review.steps[0].clocks, [None, None], "no control, no clocks");
    }

    #[test]
    fn no_moves_nothing_to_step_through() {
        assert_eq!(Review::of(&pgn::import("*").unwrap()), None);
        assert_eq!(Review::of(&Score::default()), None);
    }
}
