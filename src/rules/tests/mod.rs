//! The rulebooks as scenarios: a position, the flags, a claim, and what the rule says.

use super::*;
use crate::ground::micros::Micros;
use crate::ground::vocabulary::Flag;
use shakmaty::fen::Fen;
use shakmaty::{ByColor, Chess, Color};
use shakmaty::{CastlingMode, Position};

const WHITE: Color = Color::White;
const BLACK: Color = Color::Black;

fn ms(x: f64) -> Micros {
    Micros::from_ms(x).unwrap()
}

fn pos(fen: &str) -> Chess {
    let setup: Fen = fen.parse().expect("test FEN");
    match setup.into_position(CastlingMode::Standard) {
        Ok(p) => p,
        // The double check by two bishops of one test position cannot arise in a game.
        Err(e) => e.ignore_impossible_check().expect("legal test position"),
    }
}

/// A table in a game under `rulebook`: the position, the clocks and what happened so far.
#[derive(Clone)]
struct Table {
    rulebook: Rulebook,
    position: Option<Chess>,
    flags: Vec<Flag>,
    game_start: Micros,
    repetitions: Option<u32>,
    remaining: ByColor<Micros>,
    clock_side: Color,
    last_press: Option<Color>,
    control: ControlFacts,
    illegal_moves: ByColor<u32>,
    moves_made: ByColor<u32>,
    consecutive_repetitions: Option<u32>,
    variation_14h: bool,
    recorded_forced_mate: ByColor<Option<search::ForcedMate>>,
    said: questions::Said,
}

fn table(rulebook: Rulebook) -> Table {
    Table {
        rulebook,
        position: None,
        flags: vec![],
        game_start: Micros::ZERO,
        repetitions: None,
        remaining: ByColor { white: ms(300_000.0), black: ms(300_000.0) },
        clock_side: WHITE,
        last_press: Some(BLACK),
        control: ControlFacts { sudden_death: true, last_period: true, ..ControlFacts::default() },
        illegal_moves: ByColor { white: 0, black: 0 },
        moves_made: ByColor { white: 30, black: 30 },
        consecutive_repetitions: None,
        variation_14h: false,
        recorded_forced_mate: ByColor { white: None, black: None },
        said: questions::Said::default(),
    }
}

impl Table {
    /// The position at the claim; the side to move has the running clock.
    fn fen(mut self, fen: &str) -> Table {
        let p = pos(fen);
        self.clock_side = p.turn();
        self.last_press = Some(!p.turn());
        self.position = Some(p);
        self
    }

    /// The position before a move the side to move there has just made and pressed.
    fn before_move(mut self, fen: &str) -> Table {
        let p = pos(fen);
        self.clock_side = !p.turn();
        self.last_press = Some(p.turn());
        self.position = Some(p);
        self
    }

    fn flag_falls(mut self, side: Color, fell_at: Micros) -> Table {
        self.flags.push(Flag { side, fell_at });
        self.remaining[side] = Micros::ZERO;
        self
    }

    /// The clock was started at `t` on the record's time line (a page's load comes before).
    fn started_at(mut self, t: Micros) -> Table {
        self.game_start = t;
        self
    }

    fn repeated(mut self, times: u32) -> Table {
        self.repetitions = Some(times);
        self
    }

    fn left(mut self, side: Color, remaining: Micros) -> Table {
        self.remaining[side] = remaining;
        self
    }

    fn on_move(mut self, side: Color) -> Table {
        self.clock_side = side;
        self
    }

    fn last_press(mut self, side: Option<Color>) -> Table {
        self.last_press = side;
        self
    }

    fn control(mut self, sudden_death: bool, delay: bool, increment: bool) -> Table {
        self.control = ControlFacts {
            sudden_death,
            delay,
            increment: increment.then_some(ms(2000.0)),
            last_period: sudden_death || delay,
        };
        self
    }

    /// The rules worker's forced-mate search for `side`, recorded with the claim.
    fn recorded_forced_mate(mut self, side: Color, found: search::ForcedMate) -> Table {
        self.recorded_forced_mate[side] = Some(found);
        self
    }

    fn earlier_illegal_moves(mut self, side: Color, n: u32) -> Table {
        self.illegal_moves[side] = n;
        self
    }

    fn situation(&self) -> Situation<'_> {
        Situation {
            rulebook: self.rulebook,
            t: ms(1_000_000.0),
            position: self.position.as_ref(),
            repetitions: self.repetitions,
            flags: &self.flags,
            game_start: self.game_start,
            remaining: self.remaining,
            clock_side: self.clock_side,
            last_press: self.last_press,
            control: self.control,
            illegal_moves: self.illegal_moves,
            moves_made: self.moves_made,
            last_gain: ByColor::new_with(|_| Micros::ZERO),
            reinstated: false,
            no_time_limit: ByColor::new_with(|_| false),
            consecutive_repetitions: self.consecutive_repetitions,
            variation_14h: self.variation_14h,
            earlier_claims: &[],
            recorded_can_mate: ByColor::new_with(|_| None),
            recorded_forced_mate: self.recorded_forced_mate,
            said: self.said,
        }
    }

    /// What the players said of `side`'s pieces, the position not being known.
    fn said(mut self, side: Color, f: impl FnOnce(&mut questions::SideSaid)) -> Table {
        f(&mut self.said[side]);
        self
    }

    fn claim(&self, by: Color, kind: ClaimKind) -> Verdict {
        checked(self.rulebook.resolve(&Claim { by, kind, illegal_move: None }, &self.situation()))
    }

    fn illegal(&self, by: Color, text: &str) -> Verdict {
        let claim = Claim { by, kind: ClaimKind::IllegalMove, illegal_move: Some(text) };
        checked(self.rulebook.resolve(&claim, &self.situation()))
    }

    fn decide(&self, by: Color, kind: ClaimKind, decision: Decision) -> Verdict {
        checked(self.rulebook.decide(&Claim { by, kind, illegal_move: None }, decision, &self.situation()))
    }

    fn penalty(&self, side: Color, infraction: Infraction, count: u32) -> Verdict {
        checked(self.rulebook.penalty(side, infraction, count, &self.situation()))
    }

    fn resign(&self, side: Color) -> Verdict {
        checked(self.rulebook.resign(side, &self.situation()))
    }

    /// The game's own end after the move that left the position (made by the side not to move).
    fn after_move(&self) -> Option<Verdict> {
        let mover = !self.position.as_ref().expect("a position").turn();
        self.rulebook.automatic_end(mover, &self.situation()).map(checked)
    }
}

/// Every verdict cites a rule that is in its book's table, quotes it, and ends the game only when
/// upheld.
fn checked(v: Verdict) -> Verdict {
    assert!(rule::find(&v.rule).is_some(), "{} is not in any table: {}", v.rule, v.explanation);
    assert!(v.explanation.contains(&v.rule), "the explanation does not quote {}: {}", v.rule, v.explanation);
    assert!(v.result.is_none() || v.kind == VerdictKind::Upheld, "a game-ending verdict must be upheld: {v:?}");
    assert_eq!(v.result.is_some(), v.termination.is_some(), "{v:?}");
    v
}

#[track_caller]
fn expect(v: &Verdict, kind: VerdictKind, result: Option<&str>, rule: &str) {
    assert_eq!((v.kind, v.result.map(GameResult::pgn), v.rule.as_str()), (kind, result, rule), "{}", v.explanation);
}

fn effect(v: &Verdict) -> Vec<(Color, Micros)> {
    v.effects.iter().map(|e| (e.side, e.add)).collect()
}

use VerdictKind::{Pending, Rejected, Upheld};

// Positions used by several scenarios.
/// White (to move) has K+P, Black K+N: a knight can mate when White has a pawn to block with.
const KNIGHT_V_PAWN: &str = "7k/8/8/8/8/2n5/7P/K7 w - - 0 40";
/// Black has a lone king.
const LONE_KING_V_PAWNS: &str = "7k/8/8/8/8/8/5PPP/K7 w - - 0 40";
/// Black's knight mates at once: Nf2 is a smothered mate.
const KNIGHT_MATES_IN_ONE: &str = "1k6/8/8/8/4n3/8/6PP/6RK b - - 0 40";
/// White to move has only h-pawn moves: the king is shut in on a8 by its own a-pawn and Black's
/// king on c7, and Black's knight comes round from h1 to mate on b6 — in five moves, no fewer
/// (checked against an independent search with python-chess).
const KNIGHT_MATES_IN_FIVE: &str = "K7/P1k5/8/8/8/8/7P/7n w - - 0 40";
/// Black: king and two knights; White: lone king.
const TWO_KNIGHTS_V_KING: &str = "4k3/8/8/8/8/8/8/n1n1K3 w - - 0 50";
/// Black: king and two knights; White: king and pawn.
const TWO_KNIGHTS_V_PAWN: &str = "4k3/8/8/8/8/8/7P/n1n1K3 w - - 0 50";
/// Black: king and a lone bishop; White: king and pawn.
const BISHOP_V_PAWN: &str = "4k3/8/8/8/8/8/7P/2b1K3 w - - 0 50";
/// White has been mated (fool's mate).
const FOOLS_MATE: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
/// Black to move is stalemated.
const STALEMATE: &str = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 60";
/// Before the illegal Kd2 (into the rook's file).
const BEFORE_KD2: &str = "4k3/8/8/8/8/8/8/3rK3 w - - 0 30";
/// Black's king and rook against a lone king, with a mate close enough for the short helpmate
/// search (1.Kh2 Rh8#), so even the page build knows Black can mate. Kg1 would be illegal here.
const ROOK_MATES_SOON: &str = "r7/8/8/8/8/8/5k2/7K w - - 0 60";
/// Locked pawns (the chasolver README): Black cannot mate, White can.
const FORTRESS: &str = "5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 60";
/// Locked pawns where nobody can ever mate (chasolver's tests/positions.txt).
const DEAD_FORTRESS: &str = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 60";

mod fide_laws;

mod us_chess;

mod scholastic_rules;

mod speed_rules;

mod blitz_common_rules;

mod quickplay_rules;

mod mating_material;

mod reading_moves;

mod citations;

/// The rules the setup page quotes without their books' tables read as the tables quote them.
#[test]
fn rules_quoted_alone_read_as_their_citations() {
    for rule in [fide::A_1, fide::B_1] {
        assert_eq!(fide::quote_alone(rule), fide::cite(rule.number).quote());
        assert_eq!(Some(&rule), fide::BOOK.rule(rule.number));
    }
    assert_eq!(uscf::quote_alone(uscf::R_5C), uscf::cite("5C").quote());
    assert_eq!(Some(&uscf::R_5C), uscf::BOOK.rule("5C"));
    // A paraphrased USCF rule is quoted "in substance" alone too.
    let paraphrased = *uscf::BOOK.rule("14A").unwrap();
    assert_eq!(uscf::quote_alone(paraphrased), uscf::cite("14A").quote());
    assert!(uscf::quote_alone(paraphrased).contains("in substance"));
}

mod every_verdict_in_the_players_language;
