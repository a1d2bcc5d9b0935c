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
    said: said::Said,
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
        said: said::Said::default(),
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
            consecutive_repetitions: self.consecutive_repetitions,
            variation_14h: self.variation_14h,
            earlier_claims: &[],
            recorded_can_mate: ByColor::new_with(|_| None),
            recorded_forced_mate: self.recorded_forced_mate,
            said: self.said,
        }
    }

    /// What the players said of `side`'s pieces, the position not being known.
    fn said(mut self, side: Color, f: impl FnOnce(&mut said::SideSaid)) -> Table {
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

mod fide_laws {
    use super::*;

    #[test]
    fn black_with_a_knight_wins_on_time_against_a_pawn_in_blitz_6_9() {
        let v =
            table(Rulebook::FideBlitz).fen(KNIGHT_V_PAWN).flag_falls(WHITE, ms(60_000.0)).claim(BLACK, ClaimKind::Flag);
        if cfg!(feature = "unwinnability") {
            expect(&v, Upheld, Some("0-1"), "FIDE 6.9");
            assert_eq!(v.termination, Some(Termination::Flag));
            assert!(v.explanation.contains("king and knight"), "{}", v.explanation);
        } else {
            // The page build cannot prove the helpmate: it says so and waits for an arbiter.
            expect(&v, Pending, None, "FIDE 6.9");
            assert!(v.explanation.contains("an arbiter decides"), "{}", v.explanation);
        }
    }

    #[test]
    fn a_flag_judged_on_the_position_is_explained_in_the_players_language_the_pieces_in_signs_6_9() {
        let (lone, queen) = in_spanish(|| {
            (
                table(Rulebook::FideBlitz)
                    .fen(LONE_KING_V_PAWNS)
                    .flag_falls(WHITE, ms(60_000.0))
                    .claim(BLACK, ClaimKind::Flag),
                table(Rulebook::FideBlitz)
                    .fen("3qk3/8/8/8/8/8/8/4K3 w - - 0 40")
                    .flag_falls(WHITE, ms(60_000.0))
                    .claim(BLACK, ClaimKind::Flag),
            )
        });
        expect(&lone, Upheld, Some("1/2-1/2"), "FIDE 6.9");
        assert!(
            lone.explanation.starts_with("La bandera de las blancas cayó en 1:00.0, pero las negras no pueden dar jaque mate con ninguna serie de jugadas legales (♚ – ♔♙♙♙), así que la partida es tablas. FIDE 6.9 (texto en inglés): “"),
            "{}",
            lone.explanation
        );
        if cfg!(feature = "unwinnability") {
            expect(&queen, Upheld, Some("0-1"), "FIDE 6.9");
            assert!(queen.explanation.starts_with("La bandera de las blancas cayó en 1:00.0; las negras aún pueden dar jaque mate (♚♛ – ♔): existe una línea de mate, así que las negras ganan por tiempo."), "{}", queen.explanation);
        } else {
            // The page build leaves it to the rules worker's analysis, or to an arbiter.
            expect(&queen, Pending, None, "FIDE 6.9");
        }
        // English as before, the pieces in words.
        let english = table(Rulebook::FideBlitz)
            .fen(LONE_KING_V_PAWNS)
            .flag_falls(WHITE, ms(60_000.0))
            .claim(BLACK, ClaimKind::Flag);
        assert!(english.explanation.starts_with("White's flag fell at 1:00.0, but Black cannot checkmate by any series of legal moves (a lone king against king and three pawns), so the game is drawn."), "{}", english.explanation);
    }

    #[test]
    fn a_flag_is_quoted_at_the_game_s_time_not_the_page_s_6_9() {
        // The record's time line began 40 s before the start (a page read at setup): the flag
        // fell 5 s into the game, as the score sheet and the PGN say.
        let v = table(Rulebook::FideBlitz)
            .started_at(ms(40_000.0))
            .flag_falls(WHITE, ms(45_000.0))
            .claim(BLACK, ClaimKind::Flag);
        assert!(v.explanation.starts_with("White's flag fell at 0:05.0"), "{}", v.explanation);
        // Both flags, each from the start: 0:10.0 and 0:21.6, not 0:13.2 and 0:24.8.
        let both = table(Rulebook::FideBlitz)
            .started_at(ms(3_200.0))
            .flag_falls(WHITE, ms(13_200.0))
            .flag_falls(BLACK, ms(24_800.0))
            .claim(BLACK, ClaimKind::Flag);
        assert!(
            both.explanation.starts_with("White's flag fell at 0:10.0, before Black's at 0:21.6"),
            "{}",
            both.explanation
        );
        let spanish = in_spanish(|| {
            table(Rulebook::FideBlitz)
                .started_at(ms(40_000.0))
                .flag_falls(WHITE, ms(45_000.0))
                .claim(BLACK, ClaimKind::Flag)
        });
        assert!(
            spanish.explanation.contains("0:05.0") && !spanish.explanation.contains("0:45.0"),
            "{}",
            spanish.explanation
        );
    }

    #[test]
    fn a_lone_king_only_draws_when_the_opponents_flag_falls_6_9() {
        let v = table(Rulebook::FideBlitz)
            .fen(LONE_KING_V_PAWNS)
            .flag_falls(WHITE, ms(60_000.0))
            .claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 6.9");
    }

    #[test]
    fn a_claim_before_the_flag_fell_is_rejected_6_9() {
        let v = table(Rulebook::FideBlitz).left(WHITE, ms(30_000.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Rejected, None, "FIDE 6.9");
        assert!(v.explanation.contains("0:30.0"), "{}", v.explanation);
    }

    /// `f` judged with the players' language Spanish.
    fn in_spanish<T>(f: impl FnOnce() -> T) -> T {
        crate::ground::words::speaking(crate::ground::language::Language::Spanish, f)
    }

    #[test]
    fn a_flag_verdict_is_explained_in_spanish_the_rule_quoted_in_english_and_said_so_6_9() {
        let (won, early) = in_spanish(|| {
            let won = table(Rulebook::FideBlitz).flag_falls(WHITE, ms(60_000.0)).claim(BLACK, ClaimKind::Flag);
            let early = table(Rulebook::FideBlitz).left(WHITE, ms(30_000.0)).claim(BLACK, ClaimKind::Flag);
            (won, early)
        });
        expect(&won, Upheld, Some("0-1"), "FIDE 6.9");
        let english = table(Rulebook::FideBlitz).flag_falls(WHITE, ms(60_000.0)).claim(BLACK, ClaimKind::Flag);
        // The rules quoted as in English, each said to be in English.
        let quotes = english.explanation.split_once(" FIDE 6.9: ").map(|(_, q)| format!("FIDE 6.9: {q}")).unwrap();
        assert!(quotes.starts_with("FIDE 6.9: “Except where one of Articles"), "the rule's own words: {quotes}");
        assert_eq!(
            won.explanation,
            format!(
                "La bandera de las blancas cayó en 1:00.0, así que las negras ganan por tiempo. La app no tiene la posición para comprobar el material de mate de las negras y acepta la reclamación como en el caso habitual; si las negras no pudieran dar mate, un árbitro debería corregir el resultado a tablas. {}",
                quotes.replace(": “", " (texto en inglés): “")
            )
        );
        expect(&early, Rejected, None, "FIDE 6.9");
        assert!(early.explanation.starts_with("La bandera de las blancas no ha caído: a las blancas aún les quedan 0:30.0 en el reloj. FIDE 6.9 (texto en inglés): “"), "{}", early.explanation);
    }

    #[test]
    fn the_players_answers_and_the_verdict_they_lead_to_are_said_in_spanish_6_9() {
        let said = |only_king: bool| {
            table(Rulebook::FideBlitz).flag_falls(WHITE, ms(60_000.0)).said(BLACK, move |s| {
                s.only_king = Some(only_king);
                s.only_minor = Some(None);
            })
        };
        let (wins, drawn, question) = in_spanish(|| {
            let question = crate::rules::said::Question { side: BLACK, about: crate::rules::said::About::OnlyKing };
            (
                said(false).claim(BLACK, ClaimKind::Flag),
                said(true).claim(BLACK, ClaimKind::Flag),
                (question.text(), question.answers()),
            )
        });
        assert_eq!(question.0, "¿Tienen las negras solo el rey?");
        assert_eq!(
            question.1.iter().map(|(_, words)| *words).collect::<Vec<_>>(),
            ["No, más que el rey", "Sí, solo el rey"]
        );
        expect(&wins, Upheld, Some("0-1"), "FIDE 6.9");
        assert!(wins.explanation.starts_with("La bandera de las blancas cayó en 1:00.0; las negras tienen más que el rey y un caballo o un alfil, según dijeron los jugadores, y aún pueden dar mate, así que las negras ganan por tiempo. FIDE 6.9 (texto en inglés): “"), "{}", wins.explanation);
        expect(&drawn, Upheld, Some("1/2-1/2"), "FIDE 6.9");
        assert!(drawn.explanation.starts_with("La bandera de las blancas cayó en 1:00.0, pero las negras tienen solo el rey, según dijeron los jugadores, así que la partida es tablas."), "{}", drawn.explanation);
        // In English, the same verdicts in the same words as before the catalogue.
        let english = said(true).claim(BLACK, ClaimKind::Flag);
        assert!(english.explanation.starts_with("White's flag fell at 1:00.0, but Black has only a king, as the players said, so the game is drawn. FIDE 6.9: “"), "{}", english.explanation);
    }

    #[test]
    fn a_flag_40_microseconds_from_falling_still_reads_0_00_1_as_the_face_shows_it_6_9() {
        let v = table(Rulebook::FideBlitz).left(WHITE, Micros(40)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Rejected, None, "FIDE 6.9");
        assert!(v.explanation.contains("still has 0:00.1 on the clock"), "{}", v.explanation);
    }

    #[test]
    fn with_1_59_96_left_a_quickplay_claim_quotes_1_59_9_as_the_score_would_iii_5() {
        let game = table(Rulebook::FideStandard).left(WHITE, ms(119_960.0)).on_move(WHITE);
        let v = game.claim(WHITE, ClaimKind::QuickplayFinish);
        expect(&v, Pending, None, "FIDE III.5");
        assert!(v.explanation.contains("has the move and 1:59.9 left"), "{}", v.explanation);
    }

    #[test]
    fn claiming_when_only_ones_own_flag_is_down_is_rejected() {
        let v = table(Rulebook::FideStandard).flag_falls(BLACK, ms(10.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Rejected, None, "FIDE 6.9");
        assert!(v.explanation.contains("Black's own"), "{}", v.explanation);
    }

    #[test]
    fn without_a_position_a_flag_claim_is_upheld_as_the_usual_case() {
        let v = table(Rulebook::FideRapid).flag_falls(WHITE, ms(60_000.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "FIDE 6.9");
        assert!(v.explanation.contains("no position"), "{}", v.explanation);
        // The question whose answer could change it is named, for the players to answer.
        assert_eq!(v.asks, Some(said::Question { side: BLACK, about: said::About::OnlyKing }));
    }

    #[test]
    fn without_a_position_the_players_say_black_has_only_a_king_and_the_flag_draws_6_9() {
        let v = table(Rulebook::FideBlitz)
            .flag_falls(WHITE, ms(60_000.0))
            .said(BLACK, |s| s.only_king = Some(true))
            .claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 6.9");
        assert_eq!(v.asks, None);
        assert!(v.explanation.contains("Black has only a king, as the players said"), "{}", v.explanation);
    }

    #[test]
    fn without_a_position_more_than_a_minor_piece_wins_on_time_6_9() {
        let v = table(Rulebook::FideBlitz)
            .flag_falls(WHITE, ms(60_000.0))
            .said(BLACK, |s| {
                s.only_king = Some(false);
                s.only_minor = Some(None);
            })
            .claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "FIDE 6.9");
        assert_eq!(v.asks, None, "decided: nothing more to ask");
        assert!(!v.explanation.contains("usual case"), "{}", v.explanation);
    }

    #[test]
    fn without_a_position_a_knight_against_a_lone_king_draws_and_against_more_wins_6_9() {
        let knight = table(Rulebook::FideStandard).flag_falls(WHITE, ms(60_000.0)).said(BLACK, |s| {
            s.only_king = Some(false);
            s.only_minor = Some(Some(said::Minor::Knight));
        });
        let v = knight.claim(BLACK, ClaimKind::Flag);
        assert_eq!(v.asks, Some(said::Question { side: WHITE, about: said::About::OnlyKing }));
        let v = knight.clone().said(WHITE, |s| s.only_king = Some(true)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 6.9");
        let v = knight.said(WHITE, |s| s.only_king = Some(false)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "FIDE 6.9");
    }

    #[test]
    fn a_second_illegal_move_without_a_position_asks_about_the_claimants_pieces_7_5_5() {
        let game = table(Rulebook::FideStandard).earlier_illegal_moves(WHITE, 1);
        let v = game.illegal(BLACK, "Kd2");
        expect(&v, Upheld, Some("0-1"), "FIDE 7.5.5");
        assert_eq!(v.asks, Some(said::Question { side: BLACK, about: said::About::OnlyKing }));
        let v = game.said(BLACK, |s| s.only_king = Some(true)).illegal(BLACK, "Kd2");
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 7.5.5");
    }

    #[test]
    fn both_flags_down_the_clock_shows_which_fell_first_6_10_1() {
        let game = table(Rulebook::FideBlitz)
            .fen(ROOK_MATES_SOON)
            .flag_falls(WHITE, ms(60_000.0))
            .flag_falls(BLACK, ms(70_000.0));
        let v = game.claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "FIDE 6.9");
        assert!(v.explanation.contains("FIDE 6.10.1"), "{}", v.explanation);
        let v = game.claim(WHITE, ClaimKind::Flag);
        expect(&v, Rejected, None, "FIDE 6.10.1");
    }

    #[test]
    fn checkmate_on_the_board_stands_against_a_flag_claim_5_1_1() {
        let v = table(Rulebook::FideStandard).fen(FOOLS_MATE).flag_falls(BLACK, ms(5.0)).claim(WHITE, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "FIDE 5.1.1");
        assert_eq!(v.termination, Some(Termination::Checkmate));
    }

    #[test]
    fn stalemate_on_the_board_stands_against_a_flag_claim_5_2_1() {
        let v = table(Rulebook::FideStandard).fen(STALEMATE).flag_falls(BLACK, ms(5.0)).claim(WHITE, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 5.2.1");
    }

    #[test]
    fn checkmate_ends_the_game_5_1_1() {
        let v = table(Rulebook::FideStandard).fen(FOOLS_MATE).after_move().expect("mate");
        expect(&v, Upheld, Some("0-1"), "FIDE 5.1.1");
        assert_eq!(v.termination, Some(Termination::Checkmate));
    }

    #[test]
    fn checkmate_stands_even_after_the_mating_players_own_flag_fell() {
        let v = table(Rulebook::FideBlitz).fen(FOOLS_MATE).flag_falls(BLACK, ms(5.0)).after_move().expect("mate");
        expect(&v, Upheld, Some("0-1"), "FIDE 5.1.1");
    }

    #[test]
    fn stalemate_ends_the_game_5_2_1() {
        let v = table(Rulebook::FideRapid).fen(STALEMATE).after_move().expect("stalemate");
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 5.2.1");
        assert_eq!(v.termination, Some(Termination::Stalemate));
    }

    #[test]
    fn king_and_bishop_against_king_is_dead_5_2_2() {
        let v = table(Rulebook::FideStandard).fen("8/8/8/4k3/8/8/8/4KB2 b - - 0 50").after_move().expect("dead");
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 5.2.2");
        assert_eq!(v.termination, Some(Termination::DeadPosition));
    }

    #[test]
    fn an_ordinary_position_does_not_end_the_game() {
        let game = table(Rulebook::FideStandard).fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assert_eq!(game.after_move(), None);
    }

    #[test]
    fn fivefold_repetition_ends_the_game_9_6_1() {
        let v = table(Rulebook::FideBlitz)
            .fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9")
            .repeated(5)
            .after_move()
            .expect("fivefold");
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 9.6.1");
        assert_eq!(v.termination, Some(Termination::Fivefold));
    }

    #[test]
    fn seventy_five_moves_end_the_game_9_6_2() {
        let v =
            table(Rulebook::FideStandard).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 150 170").after_move().expect("75 moves");
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 9.6.2");
        assert_eq!(v.termination, Some(Termination::SeventyFiveMoves));
    }

    #[test]
    fn a_dead_position_claim_in_a_locked_fortress_5_2_2() {
        let v = table(Rulebook::FideStandard).fen(DEAD_FORTRESS).claim(WHITE, ClaimKind::DeadPosition);
        if cfg!(feature = "unwinnability") {
            expect(&v, Upheld, Some("1/2-1/2"), "FIDE 5.2.2");
        } else {
            expect(&v, Pending, None, "FIDE 5.2.2");
            let v =
                table(Rulebook::FideStandard).fen(DEAD_FORTRESS).decide(WHITE, ClaimKind::DeadPosition, Decision::Draw);
            expect(&v, Upheld, Some("1/2-1/2"), "FIDE 5.2.2");
        }
    }

    #[test]
    fn a_dead_position_claim_is_rejected_when_one_side_can_mate_5_2_2() {
        let v = table(Rulebook::FideStandard).fen(ROOK_MATES_SOON).claim(WHITE, ClaimKind::InsufficientMaterial);
        expect(&v, Rejected, None, "FIDE 5.2.2");
    }

    #[test]
    fn threefold_repetition_claimed_by_the_player_having_the_move_9_2() {
        let game = table(Rulebook::FideBlitz).fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5");
        let v = game.clone().repeated(3).claim(WHITE, ClaimKind::Threefold);
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 9.2");
        assert_eq!(v.termination, Some(Termination::Repetition));
        let v = game.repeated(3).claim(BLACK, ClaimKind::Threefold);
        expect(&v, Rejected, None, "FIDE 9.2");
        assert!(v.effects.is_empty());
    }

    #[test]
    fn an_incorrect_threefold_claim_gives_the_opponent_two_minutes_9_5_3() {
        let v = table(Rulebook::FideStandard).fen(FORTRESS).repeated(2).claim(WHITE, ClaimKind::Threefold);
        expect(&v, Rejected, None, "FIDE 9.2");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
        assert!(v.explanation.contains("FIDE 9.5.3"), "{}", v.explanation);
    }

    #[test]
    fn an_incorrect_claim_in_blitz_gives_one_minute_b_3_a_3() {
        let v = table(Rulebook::FideBlitz).fen(FORTRESS).repeated(1).claim(WHITE, ClaimKind::Threefold);
        assert_eq!(effect(&v), vec![(BLACK, ms(60_000.0))]);
        for rule in ["FIDE 9.5.3", "FIDE B.3", "FIDE A.3", "FIDE 9.1.2.3"] {
            assert!(v.explanation.contains(rule), "{rule}: {}", v.explanation);
        }
        assert!(!v.explanation.contains("B.2"), "{}", v.explanation);
    }

    #[test]
    fn unrecorded_repetitions_wait_for_the_arbiter_9_2() {
        let game = table(Rulebook::FideStandard);
        expect(&game.claim(WHITE, ClaimKind::Threefold), Pending, None, "FIDE 9.2");
        let v = game.decide(WHITE, ClaimKind::Threefold, Decision::Draw);
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 9.2");
        let v = game.decide(WHITE, ClaimKind::Threefold, Decision::Reject);
        expect(&v, Rejected, None, "FIDE 9.2");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
        let v = game.decide(WHITE, ClaimKind::Threefold, Decision::Postpone);
        expect(&v, Pending, None, "FIDE 9.2");
    }

    #[test]
    fn draw_claims_and_their_cost_are_explained_in_the_players_language_9_2_9_3_9_5_3() {
        let fifty = "8/8/3k4/8/3r4/8/3RN3/4K3 w - - 100 120";
        let (drawn, short, incorrect, not_on_move) = in_spanish(|| {
            (
                table(Rulebook::FideRapid).fen(fifty).claim(WHITE, ClaimKind::FiftyMoves),
                table(Rulebook::FideRapid)
                    .fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 1 120")
                    .claim(WHITE, ClaimKind::FiftyMoves),
                table(Rulebook::FideStandard).fen(FORTRESS).repeated(2).claim(WHITE, ClaimKind::Threefold),
                table(Rulebook::FideBlitz)
                    .fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5")
                    .repeated(3)
                    .claim(BLACK, ClaimKind::Threefold),
            )
        });
        expect(&drawn, Upheld, Some("1/2-1/2"), "FIDE 9.3");
        assert!(drawn.explanation.starts_with("Las últimas 50 jugadas de cada jugador se hicieron sin captura ni movimiento de peón, así que la partida es tablas. FIDE 9.3 (texto en inglés): “"), "{}", drawn.explanation);
        // One half-move takes the singular (the English said "1 half-moves").
        assert!(short.explanation.starts_with("Solo se ha hecho 1 media jugada (no 100)"), "{}", short.explanation);
        // The claim, its cost and every rule quoted, in one language but for the quotes.
        assert!(
            incorrect.explanation.starts_with("La posición solo se ha dado dos veces en el tablero, así que la reclamación es incorrecta y se sigue jugando. FIDE 9.2 (texto en inglés): “"),
            "{}",
            incorrect.explanation
        );
        assert!(
            incorrect.explanation.contains("” Las negras reciben dos minutos más. FIDE 9.5.3 (texto en inglés): “"),
            "{}",
            incorrect.explanation
        );
        assert!(
            not_on_move.explanation.starts_with(
                "Solo el jugador al que le toca mover puede hacer esta reclamación, y mueven las blancas."
            ),
            "{}",
            not_on_move.explanation
        );
        // Russian counts take their forms: 50 moves (many), 1 half-move (one), 2 minutes.
        let (drawn, short) = crate::ground::words::speaking(crate::ground::language::Language::Russian, || {
            (
                table(Rulebook::FideRapid).fen(fifty).claim(WHITE, ClaimKind::FiftyMoves),
                table(Rulebook::FideRapid)
                    .fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 1 120")
                    .claim(WHITE, ClaimKind::FiftyMoves),
            )
        });
        assert!(drawn.explanation.starts_with("Последние 50 ходов каждого игрока"), "{}", drawn.explanation);
        assert!(
            short.explanation.starts_with("После последнего взятия или хода пешкой сделан лишь 1 полуход"),
            "{}",
            short.explanation
        );
        // English as before.
        let english = table(Rulebook::FideStandard).fen(FORTRESS).repeated(2).claim(WHITE, ClaimKind::Threefold);
        assert!(english.explanation.starts_with("The position has stood on the board only twice, so the claim is incorrect and play continues. FIDE 9.2: “"), "{}", english.explanation);
        assert!(
            english.explanation.contains("” Black gets two minutes more. FIDE 9.5.3: “"),
            "{}",
            english.explanation
        );
    }

    #[test]
    fn the_games_own_ends_are_said_in_the_players_language_5_1_1_5_2_1() {
        let (mate, stalemate, resigned) = in_spanish(|| {
            (
                table(Rulebook::FideStandard).fen(FOOLS_MATE).after_move().expect("mate"),
                table(Rulebook::FideRapid).fen(STALEMATE).after_move().expect("stalemate"),
                table(Rulebook::FideStandard).resign(WHITE),
            )
        });
        assert!(
            mate.explanation
                .starts_with("Las negras han dado jaque mate a las blancas. FIDE 5.1.1 (texto en inglés): “"),
            "{}",
            mate.explanation
        );
        assert!(
            stalemate
                .explanation
                .contains("no tienen jugada legal y no están en jaque: ahogado. FIDE 5.2.1 (texto en inglés): “"),
            "{}",
            stalemate.explanation
        );
        assert!(
            resigned.explanation.starts_with("Abandonan las blancas. FIDE 5.1.2 (texto en inglés): “"),
            "{}",
            resigned.explanation
        );
    }

    #[test]
    fn the_arbiters_decision_on_a_waiting_claim_is_said_in_the_players_language_9_2_9_5_3() {
        let game = table(Rulebook::FideStandard);
        let [drawn, rejected, postponed] = in_spanish(|| {
            [Decision::Draw, Decision::Reject, Decision::Postpone].map(|d| game.decide(WHITE, ClaimKind::Threefold, d))
        });
        expect(&drawn, Upheld, Some("1/2-1/2"), "FIDE 9.2");
        assert!(
            drawn.explanation.starts_with(
                "El árbitro da por correcta la repetición: la partida es tablas. FIDE 9.2 (texto en inglés): “"
            ),
            "{}",
            drawn.explanation
        );
        expect(&rejected, Rejected, None, "FIDE 9.2");
        assert!(
            rejected.explanation.starts_with(
                "El árbitro declara incorrecta la reclamación; se sigue jugando. FIDE 9.2 (texto en inglés): “"
            ),
            "{}",
            rejected.explanation
        );
        assert!(
            rejected.explanation.contains("” Las negras reciben dos minutos más. FIDE 9.5.3 (texto en inglés): “"),
            "{}",
            rejected.explanation
        );
        expect(&postponed, Pending, None, "FIDE 9.2");
        assert!(
            postponed.explanation.starts_with(
                "El árbitro aplaza la decisión; la reclamación sigue esperando. FIDE 9.2 (texto en inglés): “"
            ),
            "{}",
            postponed.explanation
        );
        let english = game.decide(WHITE, ClaimKind::Threefold, Decision::Draw);
        assert!(
            english.explanation.starts_with("The arbiter rules the repetition correct: the game is drawn. FIDE 9.2: “"),
            "{}",
            english.explanation
        );
    }

    #[test]
    fn fifty_moves_without_capture_or_pawn_move_9_3() {
        let v = table(Rulebook::FideRapid)
            .fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 100 120")
            .claim(WHITE, ClaimKind::FiftyMoves);
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 9.3");
        let v =
            table(Rulebook::FideRapid).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 99 120").claim(WHITE, ClaimKind::FiftyMoves);
        expect(&v, Rejected, None, "FIDE 9.3");
        assert_eq!(effect(&v), vec![(BLACK, ms(60_000.0))]);
    }

    #[test]
    fn a_first_illegal_move_gives_the_opponent_two_minutes_7_5_5() {
        let v = table(Rulebook::FideStandard).before_move(BEFORE_KD2).illegal(BLACK, "Kd2");
        expect(&v, Upheld, None, "FIDE 7.5.5");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
    }

    #[test]
    fn an_illegal_move_is_explained_in_the_players_language_the_first_and_the_second_7_5_5() {
        let (first, pressed, second) = in_spanish(|| {
            (
                table(Rulebook::FideStandard).before_move(BEFORE_KD2).illegal(BLACK, "Kd2"),
                table(Rulebook::FideStandard).before_move(BEFORE_KD2).illegal(BLACK, "--"),
                table(Rulebook::FideStandard).earlier_illegal_moves(WHITE, 1).illegal(BLACK, "Kd2"),
            )
        });
        expect(&first, Upheld, None, "FIDE 7.5.5");
        assert!(
            first.explanation.starts_with("Kd2 no es una jugada legal de las blancas en esa posición. Es la primera jugada ilegal de las blancas: las negras reciben dos minutos más y se sigue jugando desde la posición anterior. FIDE 7.5.5 (texto en inglés): “"),
            "{}",
            first.explanation
        );
        assert!(
            pressed
                .explanation
                .starts_with("Las blancas pulsaron el reloj sin hacer una jugada, lo que cuenta como jugada ilegal."),
            "{}",
            pressed.explanation
        );
        assert!(pressed.explanation.contains("FIDE 7.5.3 (texto en inglés): “"), "{}", pressed.explanation);
        // A second one loses.
        expect(&second, Upheld, Some("0-1"), "FIDE 7.5.5");
        assert!(
            second.explanation.starts_with("La app no tiene posición para comprobar Kd2 y acepta la reclamación tal como se hace. Es la segunda jugada ilegal de las blancas, con la que pierden la partida. La app no tiene la posición para comprobar el material de mate de las negras"),
            "{}",
            second.explanation
        );
        assert!(second.explanation.contains("FIDE 7.5.5 (texto en inglés): “"), "{}", second.explanation);
    }

    #[test]
    fn a_first_illegal_move_in_blitz_gives_one_minute_a_5_2_b_3_a_3() {
        let v = table(Rulebook::FideBlitz).before_move(BEFORE_KD2).illegal(BLACK, "Kd2");
        expect(&v, Upheld, None, "FIDE A.5.2");
        assert_eq!(effect(&v), vec![(BLACK, ms(60_000.0))]);
        for rule in ["FIDE 7.5.5", "FIDE B.3", "FIDE A.3"] {
            assert!(v.explanation.contains(rule), "{rule}: {}", v.explanation);
        }
    }

    #[test]
    fn a_first_illegal_move_in_rapid_gives_one_minute_a_5_2_a_3() {
        let v = table(Rulebook::FideRapid).before_move(BEFORE_KD2).illegal(BLACK, "e1d2");
        expect(&v, Upheld, None, "FIDE A.5.2");
        assert_eq!(effect(&v), vec![(BLACK, ms(60_000.0))]);
        assert!(v.explanation.contains("FIDE A.3") && !v.explanation.contains("B.3"), "{}", v.explanation);
    }

    #[test]
    fn in_rapid_the_claim_comes_too_late_after_the_claimants_own_move_a_5_2() {
        let v = table(Rulebook::FideRapid).before_move(BEFORE_KD2).last_press(Some(BLACK)).illegal(BLACK, "Kd2");
        expect(&v, Rejected, None, "FIDE A.5.2");
    }

    #[test]
    fn pressing_the_clock_without_a_move_is_an_illegal_move_7_5_3() {
        for text in ["--", "0000"] {
            let v = table(Rulebook::FideStandard).before_move(BEFORE_KD2).illegal(BLACK, text);
            expect(&v, Upheld, None, "FIDE 7.5.5");
            assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
            assert!(
                v.explanation.contains("without making a move") && v.explanation.contains("FIDE 7.5.3"),
                "{}",
                v.explanation
            );
        }
        // Without a position too: the claim names no move at all.
        let v = table(Rulebook::FideBlitz).last_press(Some(WHITE)).illegal(BLACK, "--");
        expect(&v, Upheld, None, "FIDE A.5.2");
        assert!(v.explanation.contains("FIDE 7.5.3"), "{}", v.explanation);
    }

    #[test]
    fn a_pawn_left_unpromoted_on_the_last_rank_is_an_illegal_move_7_5_2() {
        const PAWN_ON_SEVENTH: &str = "7k/4P3/8/8/8/8/8/4K3 w - - 0 60";
        for text in ["e8", "e7e8"] {
            let v = table(Rulebook::FideStandard).before_move(PAWN_ON_SEVENTH).illegal(BLACK, text);
            expect(&v, Upheld, None, "FIDE 7.5.5");
            assert!(v.explanation.contains("FIDE 7.5.2"), "{text}: {}", v.explanation);
        }
        expect(
            &table(Rulebook::FideStandard).before_move(PAWN_ON_SEVENTH).illegal(BLACK, "e8=Q"),
            Rejected,
            None,
            "FIDE 7.5.5",
        );
    }

    #[test]
    fn in_standard_play_an_illegal_move_is_corrected_even_later_7_5_5() {
        let v = table(Rulebook::FideStandard).before_move(BEFORE_KD2).last_press(Some(BLACK)).illegal(BLACK, "Kd2");
        expect(&v, Upheld, None, "FIDE 7.5.5");
    }

    #[test]
    fn a_second_illegal_move_loses_7_5_5() {
        let v = table(Rulebook::FideStandard)
            .before_move(ROOK_MATES_SOON)
            .earlier_illegal_moves(WHITE, 1)
            .illegal(BLACK, "Kg1");
        expect(&v, Upheld, Some("0-1"), "FIDE 7.5.5");
        assert_eq!(v.termination, Some(Termination::IllegalMove));
    }

    #[test]
    fn a_second_illegal_move_against_a_lone_king_is_a_draw_7_5_5() {
        let v = table(Rulebook::FideBlitz)
            .before_move("4k3/8/8/8/8/8/8/R3K3 w - - 0 30")
            .earlier_illegal_moves(WHITE, 1)
            .illegal(BLACK, "Ke3");
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 7.5.5");
    }

    #[test]
    fn a_legal_move_is_no_illegal_move() {
        let v = table(Rulebook::FideStandard).before_move(BEFORE_KD2).illegal(BLACK, "Kxd1");
        expect(&v, Rejected, None, "FIDE 7.5.5");
        assert!(v.explanation.contains("legal move"), "{}", v.explanation);
    }

    #[test]
    fn an_unreadable_move_cannot_be_checked() {
        let v = table(Rulebook::FideBlitz).before_move(BEFORE_KD2).illegal(BLACK, "king to the moon");
        expect(&v, Rejected, None, "FIDE A.5.2");
        assert!(v.explanation.contains("could not be read"), "{}", v.explanation);
    }

    #[test]
    fn a_player_cannot_claim_their_own_move() {
        let v = table(Rulebook::FideBlitz).before_move(BEFORE_KD2).illegal(WHITE, "Kd2");
        expect(&v, Rejected, None, "FIDE A.5.2");
    }

    #[test]
    fn quickplay_finish_claims_wait_for_the_arbiter_iii_5() {
        let game = table(Rulebook::FideStandard).left(WHITE, ms(100_000.0)).on_move(WHITE);
        expect(&game.claim(WHITE, ClaimKind::QuickplayFinish), Pending, None, "FIDE III.5");
        let v = game.decide(WHITE, ClaimKind::QuickplayFinish, Decision::Draw);
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE III.5.1");
        assert_eq!(v.termination, Some(Termination::Claim));
        // Postponed, the claim still waits for the final result (III.5.2).
        let v = game.decide(WHITE, ClaimKind::QuickplayFinish, Decision::Postpone);
        expect(&v, Pending, None, "FIDE III.5.2");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
        let v = game.decide(WHITE, ClaimKind::QuickplayFinish, Decision::Reject);
        expect(&v, Rejected, None, "FIDE III.5.3");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
    }

    #[test]
    fn quickplay_finish_claims_need_the_move_and_less_than_two_minutes_iii_5() {
        let game = table(Rulebook::FideRapid).left(WHITE, ms(100_000.0));
        expect(&game.clone().on_move(BLACK).claim(WHITE, ClaimKind::QuickplayFinish), Rejected, None, "FIDE III.5");
        expect(&game.left(WHITE, ms(130_000.0)).claim(WHITE, ClaimKind::QuickplayFinish), Rejected, None, "FIDE III.5");
    }

    #[test]
    fn guideline_iii_is_not_for_blitz_or_increments_iii_2_2() {
        let v = table(Rulebook::FideBlitz).left(WHITE, ms(100_000.0)).claim(WHITE, ClaimKind::QuickplayFinish);
        expect(&v, Rejected, None, "FIDE III.2.2");
        let v = table(Rulebook::FideStandard)
            .left(WHITE, ms(100_000.0))
            .control(true, false, true)
            .claim(WHITE, ClaimKind::QuickplayFinish);
        expect(&v, Rejected, None, "FIDE III.2.2");
        let v = table(Rulebook::FideStandard)
            .left(WHITE, ms(100_000.0))
            .control(false, false, false)
            .claim(WHITE, ClaimKind::QuickplayFinish);
        expect(&v, Rejected, None, "FIDE III.1");
    }

    #[test]
    fn claims_fide_does_not_know_are_rejected() {
        let game = table(Rulebook::FideBlitz).fen("8/8/3k4/3r4/8/8/3R4/4K3 w - - 40 60");
        expect(&game.claim(WHITE, ClaimKind::MichiganTwenty), Rejected, None, "FIDE 9.3");
        expect(&game.claim(WHITE, ClaimKind::RookVRook), Rejected, None, "FIDE 5.2.2");
        expect(&game.claim(WHITE, ClaimKind::InsufficientLosingChances), Rejected, None, "FIDE III.5");
    }

    #[test]
    fn clock_offences_escalate_warning_time_loss_12_9() {
        let game = table(Rulebook::FideStandard);
        let v = game.penalty(WHITE, Infraction::KnockedClock, 1);
        expect(&v, Upheld, None, "FIDE 12.9");
        // Knocking the clock over is 6.2.4, hovering 6.2.3, pausing without a reason 6.11.4.
        assert!(v.effects.is_empty() && v.explanation.contains("FIDE 6.2.4"), "{}", v.explanation);
        let v = game.penalty(WHITE, Infraction::Hover, 2);
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
        assert!(v.explanation.contains("FIDE 6.2.3") && v.explanation.contains("'hover'"), "{}", v.explanation);
        let v = game.penalty(WHITE, Infraction::FrivolousStop, 3);
        expect(&v, Upheld, Some("0-1"), "FIDE 12.9");
        assert_eq!(v.termination, Some(Termination::Penalty));
        assert!(v.explanation.contains("FIDE 6.11.4"), "{}", v.explanation);
        let v = table(Rulebook::FideBlitz).penalty(BLACK, Infraction::DisplacedPieces, 2);
        assert_eq!(effect(&v), vec![(WHITE, ms(60_000.0))]);
        assert!(v.explanation.contains("FIDE 7.4.3"), "{}", v.explanation);
        for label in ["FIDE 6.2.5", "FIDE 6.12.2", "FIDE 6.11.1"] {
            assert!(rule::find(label).is_none(), "{label} says something else in 2023: it is not cited");
        }
    }

    #[test]
    fn two_hands_on_one_move_counts_as_an_illegal_move_7_5_4() {
        let v = table(Rulebook::FideStandard).penalty(WHITE, Infraction::TwoHands, 1);
        expect(&v, Upheld, None, "FIDE 7.5.4");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
        let v = table(Rulebook::FideStandard).earlier_illegal_moves(WHITE, 1).penalty(WHITE, Infraction::TwoHands, 1);
        expect(&v, Upheld, Some("0-1"), "FIDE 7.5.5");
        let v = table(Rulebook::FideStandard).fen(LONE_KING_V_PAWNS).earlier_illegal_moves(WHITE, 1).penalty(
            WHITE,
            Infraction::TwoHands,
            1,
        );
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 7.5.5");
    }
}

mod us_chess {
    use super::*;

    #[test]
    fn black_claims_with_a_lone_knight_and_draws_14e() {
        let v = table(Rulebook::Uscf).fen(KNIGHT_V_PAWN).flag_falls(WHITE, ms(300_000.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14E");
        assert!(v.explanation.contains("no forced win"), "{}", v.explanation);
    }

    #[test]
    fn a_lone_knight_with_a_forced_mate_wins_on_time_14e() {
        let v = table(Rulebook::Uscf)
            .fen(KNIGHT_MATES_IN_ONE)
            .flag_falls(WHITE, ms(300_000.0))
            .claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "USCF 13C");
        assert!(v.explanation.contains("forced mate in 1"), "{}", v.explanation);
    }

    #[test]
    fn a_lone_knight_whose_forced_mate_is_five_moves_deep_wins_on_time_14e() {
        let v = table(Rulebook::Uscf)
            .fen(KNIGHT_MATES_IN_FIVE)
            .flag_falls(WHITE, ms(300_000.0))
            .claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "USCF 13C");
        assert!(v.explanation.contains("forced mate in 5"), "{}", v.explanation);
    }

    #[test]
    fn no_forced_win_names_the_depth_the_app_searched_14e() {
        let searched = search::forced_mate(&pos(KNIGHT_V_PAWN), BLACK).depth;
        let v = table(Rulebook::Uscf).fen(KNIGHT_V_PAWN).flag_falls(WHITE, ms(300_000.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14E");
        let depth = format!("none within {searched} moves (the app searched {searched} moves deep)");
        assert!(v.explanation.contains(&depth), "{}", v.explanation);
    }

    #[test]
    fn a_recorded_search_decides_instead_of_the_replays_own_14e() {
        use search::ForcedMate;
        // The worker found a mate the replay's budget would not reach: Black wins on time.
        let v = table(Rulebook::Uscf)
            .fen(KNIGHT_V_PAWN)
            .recorded_forced_mate(BLACK, ForcedMate::mate_in(9))
            .flag_falls(WHITE, ms(300_000.0))
            .claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "USCF 13C");
        assert!(v.explanation.contains("forced mate in 9"), "{}", v.explanation);
        // The worker looked four moves deep and found none: a draw, whatever the replay would find.
        let v = table(Rulebook::Uscf)
            .fen(KNIGHT_MATES_IN_FIVE)
            .recorded_forced_mate(BLACK, ForcedMate::none_within(4))
            .flag_falls(WHITE, ms(300_000.0))
            .claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14E");
        assert!(v.explanation.contains("none within 4 moves (the app searched 4 moves deep)"), "{}", v.explanation);
        // White's recorded search is not Black's: it changes nothing.
        let v = table(Rulebook::Uscf)
            .fen(KNIGHT_MATES_IN_FIVE)
            .recorded_forced_mate(WHITE, ForcedMate::none_within(4))
            .flag_falls(WHITE, ms(300_000.0))
            .claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "USCF 13C");
    }

    #[test]
    fn a_search_cut_short_by_its_budget_leaves_the_claim_to_the_arbiter() {
        let cut_short = search::forced_mate_within(
            &pos(KNIGHT_MATES_IN_FIVE),
            BLACK,
            search::Limits { nodes: 40, time_left: None },
        );
        assert!(cut_short.mate_in.is_none() && cut_short.depth < search::FORCED_MATE_MOVES, "{cut_short:?}");
        let game = table(Rulebook::Uscf)
            .fen(KNIGHT_MATES_IN_FIVE)
            .recorded_forced_mate(BLACK, cut_short)
            .flag_falls(WHITE, ms(300_000.0));
        let v = game.claim(BLACK, ClaimKind::Flag);
        expect(&v, Pending, None, "USCF 14E");
        assert_eq!(v.forced_win_undecided, Some(BLACK));
        assert!(v.explanation.contains("whether Black can force a win the app could not decide"), "{}", v.explanation);
        assert!(v.explanation.contains("an arbiter decides"), "{}", v.explanation);
        let v = game.decide(BLACK, ClaimKind::Flag, Decision::Draw);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14E");
        assert!(v.explanation.contains("Black has no forced win"), "{}", v.explanation);
        let v = game.decide(BLACK, ClaimKind::Flag, Decision::Reject);
        expect(&v, Upheld, Some("0-1"), "USCF 14E");
        assert!(v.explanation.contains("Black has a forced win: Black wins on time"), "{}", v.explanation);
        let v = game.decide(BLACK, ClaimKind::Flag, Decision::Postpone);
        expect(&v, Pending, None, "USCF 14E");
    }

    #[test]
    fn two_knights_draw_against_no_pawns_but_win_against_a_pawn_14e() {
        let v = table(Rulebook::Uscf).fen(TWO_KNIGHTS_V_KING).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14E");
        let v = table(Rulebook::Uscf).fen(TWO_KNIGHTS_V_PAWN).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "USCF 13C");
    }

    #[test]
    fn without_a_position_a_lone_knight_said_waits_for_the_arbiter_on_a_forced_win_14e2() {
        let game = table(Rulebook::Uscf).flag_falls(WHITE, ms(60_000.0)).said(BLACK, |s| {
            s.only_king = Some(false);
            s.only_minor = Some(Some(said::Minor::Knight));
        });
        let v = game.claim(BLACK, ClaimKind::Flag);
        expect(&v, Pending, None, "USCF 14E");
        assert_eq!(v.forced_win_undecided, Some(BLACK));
        assert_eq!(v.analysis_settles(), Some(true), "a forced win: the worker's search would need a position");
        let v = game.decide(BLACK, ClaimKind::Flag, Decision::Draw);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14E");
        let v = game.decide(BLACK, ClaimKind::Flag, Decision::Reject);
        expect(&v, Upheld, Some("0-1"), "USCF 14E");
    }

    #[test]
    fn without_a_position_two_knights_ask_whether_the_flagged_side_has_pawns_14e3() {
        let game = table(Rulebook::Uscf).flag_falls(WHITE, ms(60_000.0)).said(BLACK, |s| {
            s.only_king = Some(false);
            s.only_minor = Some(None);
            s.only_two_knights = Some(true);
        });
        assert_eq!(
            game.claim(BLACK, ClaimKind::Flag).asks,
            Some(said::Question { side: WHITE, about: said::About::Pawns })
        );
        let v = game.clone().said(WHITE, |s| s.pawns = Some(true)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "USCF 13C");
        let v = game.said(WHITE, |s| s.pawns = Some(false)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Pending, None, "USCF 14E");
    }

    #[test]
    fn a_rook_wins_on_time_13c() {
        let v = table(Rulebook::Uscf)
            .fen("8/8/3k4/3r4/8/8/8/4K3 w - - 0 60")
            .flag_falls(WHITE, ms(1.0))
            .claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "USCF 13C");
    }

    #[test]
    fn a_flag_claim_before_the_flag_fell_is_rejected_13c() {
        expect(&table(Rulebook::Uscf).claim(BLACK, ClaimKind::Flag), Rejected, None, "USCF 13C");
    }

    #[test]
    fn both_flags_down_in_sudden_death_is_a_draw_14g() {
        let v =
            table(Rulebook::Uscf).flag_falls(WHITE, ms(1.0)).flag_falls(BLACK, ms(2.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14G");
        // A delay does not change sudden death; an increment under 30 seconds does not either.
        let mut with_delay = table(Rulebook::Uscf).flag_falls(WHITE, ms(1.0)).flag_falls(BLACK, ms(2.0));
        with_delay.control =
            ControlFacts { sudden_death: false, delay: true, last_period: true, ..ControlFacts::default() };
        expect(&with_delay.claim(BLACK, ClaimKind::Flag), Upheld, Some("1/2-1/2"), "USCF 14G");
    }

    #[test]
    fn both_flags_down_before_the_last_control_the_game_continues_14g() {
        let mut game = table(Rulebook::Uscf).flag_falls(WHITE, ms(1.0)).flag_falls(BLACK, ms(2.0));
        game.control = ControlFacts::default();
        let v = game.claim(BLACK, ClaimKind::Flag);
        expect(&v, Rejected, None, "USCF 14G");
        assert!(
            v.explanation.contains("the game continues") && v.explanation.contains("not the last"),
            "{}",
            v.explanation
        );
    }

    #[test]
    fn both_flags_down_with_a_30_second_increment_the_game_continues_14g() {
        let mut game = table(Rulebook::Uscf).flag_falls(WHITE, ms(1.0)).flag_falls(BLACK, ms(2.0));
        game.control = ControlFacts { increment: Some(ms(30_000.0)), last_period: true, ..ControlFacts::default() };
        let v = game.claim(BLACK, ClaimKind::Flag);
        expect(&v, Rejected, None, "USCF 14G");
        assert!(v.explanation.contains("30 seconds or more"), "{}", v.explanation);
        game.control.increment = Some(ms(29_000.0));
        expect(&game.claim(BLACK, ClaimKind::Flag), Upheld, Some("1/2-1/2"), "USCF 14G");
    }

    #[test]
    fn checkmate_and_stalemate_13a_14a() {
        let v = table(Rulebook::Uscf).fen(FOOLS_MATE).after_move().expect("mate");
        expect(&v, Upheld, Some("0-1"), "USCF 13A");
        let v = table(Rulebook::Uscf).fen(STALEMATE).after_move().expect("stalemate");
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14A");
    }

    #[test]
    fn king_and_knight_against_king_ends_the_game_14d() {
        let v = table(Rulebook::Uscf).fen("8/8/8/4k3/8/8/8/4KN2 b - - 0 50").after_move().expect("14D");
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14D");
        let v = table(Rulebook::Uscf)
            .fen("8/8/2b5/4k3/8/8/8/4KB2 b - - 0 50")
            .claim(WHITE, ClaimKind::InsufficientMaterial);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14D");
        let v = table(Rulebook::Uscf).fen(ROOK_MATES_SOON).claim(WHITE, ClaimKind::DeadPosition);
        expect(&v, Rejected, None, "USCF 14D");
    }

    #[test]
    fn a_position_where_no_legal_moves_lead_to_checkmate_is_drawn_14d4() {
        // Three bishops, all on dark squares: not one of 14D's endings, but no mate can ever arise.
        const DARK_BISHOPS: &str = "4kb2/8/8/8/8/4B3/8/2B1K3 w - - 0 60";
        let v = table(Rulebook::Uscf).fen(DARK_BISHOPS).claim(WHITE, ClaimKind::DeadPosition);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14D4");
        let v = table(Rulebook::Uscf).fen(DARK_BISHOPS).after_move().expect("dead by 14D4");
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14D4");
        // Books that take 14D from US Chess take 14D4 too.
        let v = table(Rulebook::SpeedChess2000).fen(DARK_BISHOPS).after_move().expect("dead by 14D4");
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14D4");
        let v = table(Rulebook::ScholasticBlitz2004).fen(DARK_BISHOPS).after_move().expect("dead by 14D4");
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14D4");
        // Locked pawns with bishops: dead too, which only the analyser can prove.
        const BLOCKED_BISHOPS: &str = "4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 60";
        let v = table(Rulebook::Uscf).fen(BLOCKED_BISHOPS).after_move();
        assert_eq!(v.map(|v| v.rule), material::ANALYSER.then(|| "USCF 14D4".to_owned()));
        // The fortress needs the analyser to prove: without it the director decides.
        let v = table(Rulebook::Uscf).fen(DEAD_FORTRESS).claim(WHITE, ClaimKind::DeadPosition);
        if material::ANALYSER {
            expect(&v, Upheld, Some("1/2-1/2"), "USCF 14D4");
        } else {
            expect(&v, Pending, None, "USCF 14D4");
        }
    }

    #[test]
    fn an_illegal_move_gives_the_opponent_two_minutes_each_time_11d() {
        let game = table(Rulebook::Uscf).before_move(BEFORE_KD2);
        let v = game.illegal(BLACK, "Kd2");
        expect(&v, Upheld, None, "USCF 11D");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
        assert!(v.explanation.contains("USCF 11A"), "{}", v.explanation);
        let v = game.clone().earlier_illegal_moves(WHITE, 3).illegal(BLACK, "Kd2");
        expect(&v, Upheld, None, "USCF 11D");
    }

    #[test]
    fn an_illegal_move_found_after_the_claimants_reply_is_still_corrected_11a() {
        // 11A: one of the last ten moves; 11D no longer says the claim must precede the reply.
        let v = table(Rulebook::Uscf).before_move(BEFORE_KD2).last_press(Some(BLACK)).illegal(BLACK, "Kd2");
        expect(&v, Upheld, None, "USCF 11D");
        assert!(!v.explanation.contains("before completing"), "{}", v.explanation);
        assert!(!rule::find("USCF 11D").unwrap().words().contains("must claim before"));
    }

    #[test]
    fn triple_occurrence_and_fifty_moves_14c_14f1() {
        let game = table(Rulebook::Uscf).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 100 120");
        expect(&game.clone().repeated(3).claim(WHITE, ClaimKind::Threefold), Upheld, Some("1/2-1/2"), "USCF 14C");
        expect(&game.claim(WHITE, ClaimKind::FiftyMoves), Upheld, Some("1/2-1/2"), "USCF 14F1");
        expect(&game.claim(BLACK, ClaimKind::FiftyMoves), Rejected, None, "USCF 14F1");
    }

    #[test]
    fn a_wrong_repetition_or_fifty_move_claim_gives_the_opponent_two_minutes_14c_14f1_1c2a() {
        let v = table(Rulebook::Uscf)
            .fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 10 120")
            .repeated(2)
            .claim(WHITE, ClaimKind::Threefold);
        expect(&v, Rejected, None, "USCF 14C");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
        assert!(v.explanation.contains("USCF 1C2a"), "{}", v.explanation);
        let v = table(Rulebook::Uscf).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 10 120").claim(WHITE, ClaimKind::FiftyMoves);
        expect(&v, Rejected, None, "USCF 14F1");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
        // The speed rules take the regular rules' penalty (Speed 2).
        let v = table(Rulebook::SpeedChess2000)
            .fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 10 120")
            .claim(WHITE, ClaimKind::FiftyMoves);
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
    }

    #[test]
    fn the_director_declares_a_draw_after_five_repetitions_or_75_moves_14k() {
        let mut game = table(Rulebook::Uscf).fen("8/8/3k4/8/3r4/8/3RN3/4K3 b - - 20 120").repeated(5);
        game.consecutive_repetitions = Some(5);
        // Not the player on move, yet the director declares the draw (14K).
        let v = game.claim(WHITE, ClaimKind::Threefold);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14K");
        assert!(v.explanation.contains("five consecutive alternate moves"), "{}", v.explanation);
        game.consecutive_repetitions = Some(4);
        expect(&game.claim(WHITE, ClaimKind::Threefold), Rejected, None, "USCF 14C");
        let v = table(Rulebook::Uscf).fen("8/8/3k4/8/3r4/8/3RN3/4K3 b - - 150 160").claim(WHITE, ClaimKind::FiftyMoves);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14K");
        // Nothing ends by itself under US Chess rules: the director *may* declare it.
        let mut quiet = table(Rulebook::Uscf).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 150 160").repeated(5);
        quiet.consecutive_repetitions = Some(5);
        assert!(quiet.after_move().is_none());
    }

    #[test]
    fn no_insufficient_losing_chances_claim_in_sudden_death_by_default_14h() {
        let game = table(Rulebook::Uscf).fen("8/8/3k4/3r4/8/8/3R4/4K3 w - - 0 60").left(WHITE, ms(90_000.0));
        let v = game.claim(WHITE, ClaimKind::InsufficientLosingChances);
        expect(&v, Rejected, None, "USCF 14H");
        assert!(v.explanation.contains("Variation 14H is not in force"), "{}", v.explanation);
    }

    #[test]
    fn under_variation_14h_insufficient_losing_chances_go_to_the_director_14h1() {
        let mut game = table(Rulebook::Uscf).fen("8/8/3k4/3r4/8/8/3R4/4K3 w - - 0 60").left(WHITE, ms(90_000.0));
        game.variation_14h = true;
        expect(&game.claim(WHITE, ClaimKind::InsufficientLosingChances), Pending, None, "USCF 14H1");
        let v = game.decide(WHITE, ClaimKind::InsufficientLosingChances, Decision::Draw);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14H1");
        expect(
            &game.decide(WHITE, ClaimKind::InsufficientLosingChances, Decision::Reject),
            Rejected,
            None,
            "USCF 14H1",
        );
        // Postponed, the claim still waits for the director.
        let v = game.decide(WHITE, ClaimKind::InsufficientLosingChances, Decision::Postpone);
        expect(&v, Pending, None, "USCF 14H1");
        let with_delay = game.clone().control(true, true, false);
        expect(&with_delay.claim(WHITE, ClaimKind::InsufficientLosingChances), Rejected, None, "USCF 14H1");
        expect(
            &game.clone().left(WHITE, ms(150_000.0)).claim(WHITE, ClaimKind::InsufficientLosingChances),
            Rejected,
            None,
            "USCF 14H1",
        );
        expect(&game.claim(BLACK, ClaimKind::InsufficientLosingChances), Rejected, None, "USCF 14H1");
    }

    #[test]
    fn two_minutes_or_less_includes_exactly_two_minutes_14h1() {
        let mut game = table(Rulebook::Uscf).fen("8/8/3k4/3r4/8/8/3R4/4K3 w - - 0 60").left(WHITE, ms(120_000.0));
        game.variation_14h = true;
        expect(&game.claim(WHITE, ClaimKind::InsufficientLosingChances), Pending, None, "USCF 14H1");
        let v = game.clone().left(WHITE, ms(120_001.0)).claim(WHITE, ClaimKind::InsufficientLosingChances);
        expect(&v, Rejected, None, "USCF 14H1");
        assert!(v.explanation.contains("2:00.1 left, more than two minutes"), "{}", v.explanation);
        // FIDE III.5 says "less than two minutes": exactly 2:00.0 is too much there.
        let fide = table(Rulebook::FideStandard).left(WHITE, ms(120_000.0)).on_move(WHITE);
        expect(&fide.claim(WHITE, ClaimKind::QuickplayFinish), Rejected, None, "FIDE III.5");
    }

    #[test]
    fn penalties_warn_first_then_the_standard_penalty_1c2b_1c2a() {
        let game = table(Rulebook::Uscf);
        let v = game.penalty(WHITE, Infraction::TwoHands, 1);
        expect(&v, Upheld, None, "USCF 1C2b");
        assert!(v.effects.is_empty() && v.explanation.contains("USCF 5H"), "{}", v.explanation);
        let v = game.penalty(WHITE, Infraction::DisplacedPieces, 2);
        expect(&v, Upheld, None, "USCF 1C2a");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
        assert!(v.explanation.contains("USCF 11C"), "{}", v.explanation);
        let v = game.penalty(BLACK, Infraction::FrivolousStop, 2);
        assert!(v.explanation.contains("USCF 5I"), "{}", v.explanation);
    }

    #[test]
    fn blitz_a_flag_win_needs_two_minor_pieces_blitz_7c() {
        let v =
            table(Rulebook::UscfBlitz).fen(TWO_KNIGHTS_V_KING).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "USCF Blitz 7c");
        let v = table(Rulebook::UscfBlitz).fen(BISHOP_V_PAWN).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF Blitz 7c");
    }

    #[test]
    fn blitz_an_illegal_move_loses_blitz_7d() {
        let v = table(Rulebook::UscfBlitz).before_move(BEFORE_KD2).illegal(BLACK, "Kd2");
        expect(&v, Upheld, Some("0-1"), "USCF Blitz 7d");
        let v = table(Rulebook::UscfBlitz).before_move("4k3/8/8/8/8/8/8/1n2K3 w - - 0 30").illegal(BLACK, "Kd2");
        expect(&v, Upheld, Some("1/2-1/2"), "USCF Blitz 7d");
        let v = table(Rulebook::UscfBlitz).before_move(BEFORE_KD2).last_press(Some(BLACK)).illegal(BLACK, "Kd2");
        expect(&v, Rejected, None, "USCF Blitz 7d");
    }

    #[test]
    fn blitz_the_claimants_own_fallen_flag_does_not_matter_blitz_7e() {
        let v = table(Rulebook::UscfBlitz).before_move(BEFORE_KD2).flag_falls(BLACK, ms(1.0)).illegal(BLACK, "Kd2");
        expect(&v, Upheld, Some("0-1"), "USCF Blitz 7d");
        assert!(v.explanation.contains("USCF Blitz 7e"), "{}", v.explanation);
    }

    #[test]
    fn blitz_mate_and_penalties_blitz_7a_5h_1c2a() {
        let v = table(Rulebook::UscfBlitz).fen(FOOLS_MATE).after_move().expect("mate");
        expect(&v, Upheld, Some("0-1"), "USCF Blitz 7a");
        // The blitz chapter's own numbers for clock handling were not found: chapter 1's rules.
        let v = table(Rulebook::UscfBlitz).penalty(WHITE, Infraction::TwoHands, 1);
        assert!(v.explanation.contains("USCF 5H"), "{}", v.explanation);
        let v = table(Rulebook::UscfBlitz).penalty(WHITE, Infraction::KnockedClock, 2);
        expect(&v, Upheld, None, "USCF 1C2a");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
    }

    #[test]
    fn blitz_has_no_insufficient_losing_chances_claim() {
        let v = table(Rulebook::UscfBlitz).left(WHITE, ms(30_000.0)).claim(WHITE, ClaimKind::InsufficientLosingChances);
        expect(&v, Rejected, None, "USCF 14H");
        expect(&table(Rulebook::Uscf).claim(WHITE, ClaimKind::QuickplayFinish), Rejected, None, "USCF 14H");
        expect(&table(Rulebook::Uscf).claim(WHITE, ClaimKind::MichiganTwenty), Rejected, None, "USCF 14F1");
    }
}

mod scholastic_rules {
    use super::*;

    const S: Rulebook = Rulebook::ScholasticBlitz2004;

    #[test]
    fn an_illegal_move_loses_to_the_claimant_with_mating_material_7a4() {
        let v = table(S).before_move(BEFORE_KD2).illegal(BLACK, "Kd2");
        expect(&v, Upheld, Some("0-1"), "Scholastic 7a4");
        assert_eq!(v.termination, Some(Termination::IllegalMove));
    }

    #[test]
    fn without_mating_material_the_illegal_move_only_draws_8f() {
        let v = table(S).before_move("4k3/8/8/8/8/8/8/1n2K3 w - - 0 30").illegal(BLACK, "Kd2");
        expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8f");
    }

    #[test]
    fn the_illegal_move_claim_must_come_before_the_claimants_move_14() {
        let v = table(S).before_move(BEFORE_KD2).last_press(Some(BLACK)).illegal(BLACK, "Kd2");
        expect(&v, Rejected, None, "Scholastic 14");
    }

    #[test]
    fn an_uncompleted_move_cannot_be_claimed() {
        let v = table(S).before_move(BEFORE_KD2).last_press(None).illegal(BLACK, "Kd2");
        expect(&v, Rejected, None, "Scholastic 7a4");
    }

    #[test]
    fn the_claimants_own_fallen_flag_does_not_negate_the_claim_7a5() {
        let v = table(S).before_move(BEFORE_KD2).flag_falls(BLACK, ms(1.0)).illegal(BLACK, "Kd2");
        expect(&v, Upheld, Some("0-1"), "Scholastic 7a4");
        assert!(v.explanation.contains("Scholastic 7a5"), "{}", v.explanation);
    }

    #[test]
    fn a_flag_claim_with_mating_material_wins_7a3() {
        let v =
            table(S).fen("8/8/3k4/3r4/8/8/8/4K3 w - - 0 60").flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "Scholastic 7a3");
    }

    #[test]
    fn two_knights_against_a_lone_king_are_not_mating_material_7b_8f() {
        let v = table(S).fen(TWO_KNIGHTS_V_KING).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8f");
        let v = table(S).fen(TWO_KNIGHTS_V_PAWN).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "Scholastic 7a3");
    }

    #[test]
    fn a_lone_minor_piece_needs_a_demonstrated_forced_win_7b() {
        let v = table(S).fen(BISHOP_V_PAWN).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8f");
        let v = table(S).fen(KNIGHT_MATES_IN_ONE).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "Scholastic 7a3");
    }

    #[test]
    fn both_flags_down_is_a_draw_8c() {
        let v = table(S).flag_falls(WHITE, ms(60_000.0)).flag_falls(BLACK, ms(130_000.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8c");
    }

    #[test]
    fn checkmate_nullifies_a_later_time_claim_8c() {
        let v = table(S).fen(FOOLS_MATE).flag_falls(BLACK, ms(1.0)).claim(WHITE, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "Scholastic 8c");
    }

    #[test]
    fn stalemate_even_if_a_fallen_flag_is_claimed_8a() {
        let v = table(S).fen(STALEMATE).flag_falls(BLACK, ms(1.0)).claim(WHITE, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8a");
        let v = table(S).fen(STALEMATE).after_move().expect("stalemate");
        expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8a");
    }

    #[test]
    fn mate_wins_7a1() {
        let v = table(S).fen(FOOLS_MATE).after_move().expect("mate");
        expect(&v, Upheld, Some("0-1"), "Scholastic 7a1");
    }

    #[test]
    fn king_against_king_is_drawn_by_the_official_rules_23() {
        let v = table(S).fen("8/8/8/4k3/8/8/8/4K3 b - - 0 50").after_move().expect("bare kings");
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14D");
        let v = table(S).fen("8/8/8/4k3/8/8/8/4K3 b - - 0 50").claim(WHITE, ClaimKind::DeadPosition);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14D");
        assert!(v.explanation.contains("Scholastic 23"), "{}", v.explanation);
    }

    #[test]
    fn perpetual_check_needs_a_three_time_repetition_8d() {
        let game = table(S).fen(FORTRESS);
        expect(&game.clone().repeated(3).claim(BLACK, ClaimKind::Threefold), Upheld, Some("1/2-1/2"), "Scholastic 8d");
        expect(&game.repeated(2).claim(BLACK, ClaimKind::Threefold), Rejected, None, "Scholastic 8d");
    }

    #[test]
    fn fifty_moves_come_from_the_official_rules_23() {
        let v = table(S).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 100 120").claim(WHITE, ClaimKind::FiftyMoves);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14F1");
        assert!(v.explanation.contains("Scholastic 23"), "{}", v.explanation);
    }

    #[test]
    fn rook_against_rook_is_drawn_8e() {
        let v = table(S).fen("8/8/3k4/3r4/8/8/3R4/4K3 w - - 0 60").claim(WHITE, ClaimKind::IdenticalPieces);
        expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8e");
        assert_eq!(v.termination, Some(Termination::Claim));
    }

    #[test]
    fn unless_the_opponent_can_demonstrate_a_forced_win_8e() {
        let v = table(S).fen("1r6/R7/8/8/8/6k1/8/7K b - - 0 60").claim(WHITE, ClaimKind::RookVRook);
        expect(&v, Rejected, None, "Scholastic 8e");
        assert!(v.explanation.contains("forced mate in 1"), "{}", v.explanation);
        let v = table(S).fen("8/8/3k4/3r4/8/8/3B4/4K3 w - - 0 60").claim(WHITE, ClaimKind::IdenticalPieces);
        expect(&v, Rejected, None, "Scholastic 8e");
    }

    #[test]
    fn opposite_bishops_with_one_pawn_8g() {
        let v = table(S).fen("8/8/3k4/3b4/8/2B5/4P3/4K3 w - - 0 50").claim(BLACK, ClaimKind::DeadPosition);
        expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8g");
        assert!(v.explanation.contains("Scholastic 13a"), "{}", v.explanation);
    }

    #[test]
    fn an_opposite_bishops_appeal_the_search_could_not_settle_costs_a_minute_only_if_rejected_8g() {
        let game = table(S)
            .fen("8/8/3k4/3b4/8/2B5/4P3/4K3 w - - 0 50")
            .recorded_forced_mate(WHITE, search::ForcedMate::none_within(2));
        let v = game.claim(BLACK, ClaimKind::DeadPosition);
        expect(&v, Pending, None, "Scholastic 8g");
        assert!(v.effects.is_empty(), "no minute while the director decides: {v:?}");
        assert!(v.explanation.contains("whether White can force a win the app could not decide"), "{}", v.explanation);
        let v = game.decide(BLACK, ClaimKind::DeadPosition, Decision::Draw);
        expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8g");
        assert!(v.explanation.contains("White has no forced win"), "{}", v.explanation);
        let v = game.decide(BLACK, ClaimKind::DeadPosition, Decision::Reject);
        expect(&v, Rejected, None, "Scholastic 8g");
        assert!(v.explanation.contains("White has a forced win"), "{}", v.explanation);
        assert_eq!(effect(&v), vec![(BLACK, ms(-60_000.0))], "{}", v.explanation);
    }

    #[test]
    fn a_lone_knight_with_a_forced_mate_five_moves_deep_is_mating_material_7b() {
        let v = table(S).fen(KNIGHT_MATES_IN_FIVE).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "Scholastic 7a3");
        assert!(v.explanation.contains("forced mate in 5"), "{}", v.explanation);
        let v = table(S)
            .fen(KNIGHT_MATES_IN_FIVE)
            .recorded_forced_mate(BLACK, search::ForcedMate::none_within(1))
            .flag_falls(WHITE, ms(1.0))
            .claim(BLACK, ClaimKind::Flag);
        expect(&v, Pending, None, "Scholastic 8f");
    }

    #[test]
    fn opposite_bishops_two_pawns_against_one_blockaded_8g() {
        let v = table(S).fen("8/3b4/8/1k2p3/1P2P3/8/8/2B1K3 w - - 0 50").claim(BLACK, ClaimKind::InsufficientMaterial);
        expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8g");
    }

    #[test]
    fn the_defending_king_in_front_of_the_pawn_8h() {
        let v = table(S).fen("k7/8/8/P7/8/8/8/4K3 w - - 0 50").claim(BLACK, ClaimKind::DeadPosition);
        expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8h");
        let v = table(S).fen("8/8/4k3/4P3/8/8/8/4K3 w - - 0 50").claim(BLACK, ClaimKind::DeadPosition);
        expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8h");
    }

    #[test]
    fn a_pawn_on_the_seventh_is_no_draw_and_the_appeal_costs_a_minute_8h_13b() {
        let v = table(S).fen("4k3/4P3/8/4K3/8/8/8/8 w - - 0 50").claim(BLACK, ClaimKind::DeadPosition);
        expect(&v, Rejected, None, "Scholastic 13");
        assert_eq!(effect(&v), vec![(BLACK, ms(-60_000.0))]);
        assert!(v.explanation.contains("Scholastic 13b"), "{}", v.explanation);
    }

    #[test]
    fn rook_and_rook_pawn_blockaded_by_the_king_8i() {
        let v = table(S).fen("8/8/k7/P7/8/8/1r6/1R2K3 w - - 0 50").claim(BLACK, ClaimKind::DeadPosition);
        expect(&v, Upheld, Some("1/2-1/2"), "Scholastic 8i");
    }

    #[test]
    fn a_rejected_repetition_appeal_costs_the_claimant_a_minute_8d_13b() {
        let v = table(S).fen(FORTRESS).repeated(2).claim(BLACK, ClaimKind::Threefold);
        expect(&v, Rejected, None, "Scholastic 8d");
        assert_eq!(effect(&v), vec![(BLACK, ms(-60_000.0))], "{}", v.explanation);
        assert!(v.explanation.contains("Scholastic 13b"), "{}", v.explanation);
    }

    #[test]
    fn a_rejected_repetition_appeal_and_its_cost_are_said_in_one_language_8d_13b() {
        let spanish = crate::ground::words::speaking(crate::ground::language::Language::Spanish, || {
            table(S).fen(FORTRESS).repeated(2).claim(BLACK, ClaimKind::Threefold)
        });
        assert!(
            spanish.explanation.starts_with("La posición solo se ha dado dos veces en el tablero"),
            "{}",
            spanish.explanation
        );
        assert!(
            spanish.explanation.contains("” Las negras pierden un minuto. Scholastic 13b (texto en inglés): “"),
            "{}",
            spanish.explanation
        );
        // Another appeal, rejected on the position: its sentence and its cost in Spanish, its quotations marked.
        let identical = crate::ground::words::speaking(crate::ground::language::Language::Spanish, || {
            table(S).fen("8/8/3k4/3r4/8/8/3B4/4K3 w - - 0 60").claim(WHITE, ClaimKind::IdenticalPieces)
        });
        assert!(
            identical.explanation.starts_with("Los jugadores no tienen cada uno una sola pieza idéntica"),
            "{}",
            identical.explanation
        );
        assert!(
            identical.explanation.contains("” Las blancas pierden un minuto. Scholastic 13b (texto en inglés): “"),
            "{}",
            identical.explanation
        );
    }

    #[test]
    fn a_rejected_identical_pieces_appeal_costs_the_claimant_a_minute_8e_13b() {
        let v = table(S).fen("8/8/3k4/3r4/8/8/3B4/4K3 w - - 0 60").claim(WHITE, ClaimKind::IdenticalPieces);
        expect(&v, Rejected, None, "Scholastic 8e");
        assert_eq!(effect(&v), vec![(WHITE, ms(-60_000.0))], "{}", v.explanation);
    }

    #[test]
    fn a_rejected_fifty_move_appeal_costs_the_claimant_a_minute_not_the_official_rules_penalty_13b() {
        let v = table(S).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 60 120").claim(WHITE, ClaimKind::FiftyMoves);
        expect(&v, Rejected, None, "USCF 14F1");
        assert_eq!(effect(&v), vec![(WHITE, ms(-60_000.0))], "{}", v.explanation);
    }

    #[test]
    fn an_unrecorded_repetition_rejected_by_the_director_costs_a_minute_8d_13b() {
        let game = table(S);
        expect(&game.claim(BLACK, ClaimKind::Threefold), Pending, None, "Scholastic 8d");
        let v = game.decide(BLACK, ClaimKind::Threefold, Decision::Reject);
        assert_eq!(effect(&v), vec![(BLACK, ms(-60_000.0))], "{}", v.explanation);
    }

    #[test]
    fn a_rejected_flag_claim_is_no_draw_appeal_and_costs_nothing_13b() {
        let v = table(S).left(WHITE, ms(30_000.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Rejected, None, "Scholastic 7a3");
        assert!(v.effects.is_empty());
    }

    #[test]
    fn a_clearly_drawn_position_waits_for_the_director_without_a_position_13() {
        let game = table(S);
        expect(&game.claim(WHITE, ClaimKind::DeadPosition), Pending, None, "Scholastic 13");
        let v = game.decide(WHITE, ClaimKind::DeadPosition, Decision::Reject);
        expect(&v, Rejected, None, "Scholastic 13");
        assert_eq!(effect(&v), vec![(WHITE, ms(-60_000.0))]);
    }

    #[test]
    fn no_insufficient_losing_chances_in_blitz_22() {
        expect(
            &table(S).left(WHITE, ms(10_000.0)).claim(WHITE, ClaimKind::InsufficientLosingChances),
            Rejected,
            None,
            "Scholastic 22",
        );
        expect(&table(S).claim(WHITE, ClaimKind::MichiganTwenty), Rejected, None, "Scholastic 8");
    }

    #[test]
    fn two_hands_warning_minute_loss_4() {
        let game = table(S);
        let v = game.penalty(WHITE, Infraction::TwoHands, 1);
        expect(&v, Upheld, None, "Scholastic 4");
        assert!(v.effects.is_empty());
        // Rule 4's "one minute penalty" is on the offender: a minute off White's own clock.
        let v = game.penalty(WHITE, Infraction::TwoHands, 2);
        assert_eq!(effect(&v), vec![(WHITE, ms(-60_000.0))]);
        assert!(v.explanation.contains("taken from White's clock"), "{}", v.explanation);
        let v = game.penalty(WHITE, Infraction::TwoHands, 3);
        expect(&v, Upheld, Some("0-1"), "Scholastic 4");
        assert_eq!(v.termination, Some(Termination::Penalty));
    }

    #[test]
    fn a_knocked_clock_gives_the_opponent_a_minute_every_time_6b() {
        for count in 1..=3 {
            let v = table(S).penalty(WHITE, Infraction::KnockedClock, count);
            expect(&v, Upheld, None, "Scholastic 6b");
            assert_eq!(effect(&v), vec![(BLACK, ms(60_000.0))]);
        }
    }

    #[test]
    fn hovering_escalates_like_rule_4_6d() {
        let v = table(S).penalty(BLACK, Infraction::Hover, 2);
        expect(&v, Upheld, None, "Scholastic 6d");
        assert_eq!(effect(&v), vec![(BLACK, ms(-60_000.0))]);
        assert!(v.explanation.contains("Scholastic 4"), "{}", v.explanation);
    }

    #[test]
    fn displaced_pieces_warning_minute_forfeit_9() {
        let game = table(S);
        assert!(game.penalty(WHITE, Infraction::DisplacedPieces, 1).effects.is_empty());
        let v = game.clone().flag_falls(WHITE, ms(1.0)).penalty(WHITE, Infraction::DisplacedPieces, 1);
        assert_eq!(effect(&v), vec![(BLACK, ms(60_000.0))]);
        assert_eq!(effect(&game.penalty(WHITE, Infraction::DisplacedPieces, 2)), vec![(BLACK, ms(60_000.0))]);
        expect(&game.penalty(WHITE, Infraction::DisplacedPieces, 3), Upheld, Some("0-1"), "Scholastic 9");
    }

    #[test]
    fn a_frivolous_stop_costs_the_stopper_a_minute_13b() {
        let v = table(S).penalty(BLACK, Infraction::FrivolousStop, 1);
        expect(&v, Upheld, None, "Scholastic 13b");
        assert_eq!(effect(&v), vec![(BLACK, ms(-60_000.0))]);
    }
}

mod speed_rules {
    use super::*;

    const S: Rulebook = Rulebook::SpeedChess2000;

    #[test]
    fn the_michigan_twenty_move_rule_13b() {
        let v = table(S).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 40 70").claim(WHITE, ClaimKind::MichiganTwenty);
        expect(&v, Upheld, Some("1/2-1/2"), "Speed 13b");
        let v = table(S).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 39 70").claim(WHITE, ClaimKind::MichiganTwenty);
        expect(&v, Rejected, None, "Speed 13b");
    }

    #[test]
    fn king_and_rook_against_king_needs_forty_moves_13b() {
        let v = table(S).fen("8/8/3k4/8/8/8/R7/4K3 w - - 40 70").claim(BLACK, ClaimKind::MichiganTwenty);
        expect(&v, Rejected, None, "Speed 13b");
        let v = table(S).fen("8/8/3k4/8/8/8/R7/4K3 w - - 80 90").claim(BLACK, ClaimKind::MichiganTwenty);
        expect(&v, Upheld, Some("1/2-1/2"), "Speed 13b");
    }

    #[test]
    fn without_a_position_the_count_is_for_a_director_13b() {
        expect(&table(S).claim(WHITE, ClaimKind::MichiganTwenty), Pending, None, "Speed 13b");
    }

    #[test]
    fn queen_against_queen_is_a_draw_10() {
        let v = table(S).fen("8/8/3k4/3q4/8/8/3Q4/4K3 w - - 0 60").claim(WHITE, ClaimKind::QueenVQueen);
        expect(&v, Upheld, Some("1/2-1/2"), "Speed 10");
    }

    #[test]
    fn unless_the_opponent_demonstrates_a_forced_win_10() {
        let v = table(S).fen("1r6/R7/8/8/8/6k1/8/7K b - - 0 60").claim(WHITE, ClaimKind::RookVRook);
        expect(&v, Rejected, None, "Speed 10");
        let v = table(S).fen("8/8/3k4/3r4/8/8/3R4/4K3 w - - 0 60").claim(WHITE, ClaimKind::QueenVQueen);
        expect(&v, Rejected, None, "Speed 10");
    }

    #[test]
    fn a_forced_win_the_search_could_not_settle_is_for_the_director_10() {
        let game = table(S)
            .fen("8/8/3k4/3r4/8/8/3R4/4K3 w - - 0 60")
            .recorded_forced_mate(BLACK, search::ForcedMate::none_within(2));
        let v = game.claim(WHITE, ClaimKind::RookVRook);
        expect(&v, Pending, None, "Speed 10");
        assert_eq!(v.forced_win_undecided, Some(BLACK));
        let v = game.decide(WHITE, ClaimKind::RookVRook, Decision::Draw);
        expect(&v, Upheld, Some("1/2-1/2"), "Speed 10");
        assert_eq!(v.termination, Some(Termination::Claim));
        let v = game.decide(WHITE, ClaimKind::RookVRook, Decision::Reject);
        expect(&v, Rejected, None, "Speed 10");
        assert!(
            v.explanation.contains("Black has a forced win: the claim is rejected and play continues"),
            "{}",
            v.explanation
        );
        // Recorded deep enough, the search decides by itself.
        let v = table(S)
            .fen("8/8/3k4/3r4/8/8/3R4/4K3 w - - 0 60")
            .recorded_forced_mate(BLACK, search::ForcedMate::none_within(7))
            .claim(WHITE, ClaimKind::RookVRook);
        expect(&v, Upheld, Some("1/2-1/2"), "Speed 10");
        assert!(v.explanation.contains("none within 7 moves"), "{}", v.explanation);
    }

    #[test]
    fn a_lone_knight_only_draws_on_time_2c() {
        let v = table(S).fen(KNIGHT_V_PAWN).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "Speed 2c");
    }

    #[test]
    fn a_time_overstep_claimed_before_both_flags_are_down_wins_12() {
        let v =
            table(S).fen("8/8/3k4/3r4/8/8/8/4K3 w - - 0 60").flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "Speed 12");
        let v = table(S).flag_falls(WHITE, ms(1.0)).flag_falls(BLACK, ms(2.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "Speed 12");
    }

    #[test]
    fn only_the_opponent_calls_a_flag_2d() {
        let v = table(S).flag_falls(BLACK, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Rejected, None, "Speed 2d");
    }

    #[test]
    fn checkmate_takes_precedence_over_a_flag_fall_2b() {
        let v = table(S).fen(FOOLS_MATE).flag_falls(BLACK, ms(1.0)).claim(WHITE, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "Speed 2b");
    }

    #[test]
    fn an_illegal_move_then_a_press_loses_11() {
        let v = table(S).before_move(BEFORE_KD2).illegal(BLACK, "Kd2");
        expect(&v, Upheld, Some("0-1"), "Speed 11");
        let v = table(S).before_move(BEFORE_KD2).last_press(Some(BLACK)).illegal(BLACK, "Kd2");
        expect(&v, Rejected, None, "Speed 11");
    }

    #[test]
    fn no_insufficient_losing_chances_4() {
        expect(
            &table(S).left(WHITE, ms(10_000.0)).claim(WHITE, ClaimKind::InsufficientLosingChances),
            Rejected,
            None,
            "Speed 4",
        );
    }

    #[test]
    fn regular_rules_apply_to_repetition_2() {
        let v = table(S).fen(FORTRESS).repeated(3).claim(WHITE, ClaimKind::Threefold);
        expect(&v, Upheld, Some("1/2-1/2"), "USCF 14C");
        assert!(v.explanation.contains("Speed 2"), "{}", v.explanation);
    }

    #[test]
    fn penalties_5_6_8() {
        let v = table(S).penalty(WHITE, Infraction::TwoHands, 1);
        expect(&v, Upheld, None, "USCF 1C2b");
        assert!(v.explanation.contains("Speed 5"), "{}", v.explanation);
        let v = table(S).penalty(WHITE, Infraction::KnockedClock, 2);
        assert!(v.explanation.contains("Speed 6"), "{}", v.explanation);
        let v = table(S).penalty(WHITE, Infraction::DisplacedPieces, 2);
        assert!(v.explanation.contains("Speed 8"), "{}", v.explanation);
    }
}

mod blitz_common_rules {
    use super::*;

    const B: Rulebook = Rulebook::BlitzCommon;

    #[test]
    fn a_fallen_flag_claimed_wins_2() {
        let v = table(B).fen(ROOK_MATES_SOON).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "Blitz-common 2");
    }

    #[test]
    fn without_material_to_mate_it_is_a_draw_by_the_usual_rules() {
        let v = table(B).fen(LONE_KING_V_PAWNS).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        // The book's own words decide, then the usual rule they defer to is quoted.
        expect(&v, Upheld, Some("1/2-1/2"), "Blitz-common 2");
        let own = v.explanation.find("Blitz-common 2: “… draws occur according to the usual rules - when both sides have insufficient material to checkmate");
        let usual = v.explanation.find("FIDE 6.9: “Except where");
        assert!(own.is_some() && usual.is_some() && own < usual, "{}", v.explanation);
    }

    #[test]
    fn both_flags_fallen_is_a_draw_2() {
        let v = table(B).flag_falls(WHITE, ms(1.0)).flag_falls(BLACK, ms(2.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "Blitz-common 2");
    }

    #[test]
    fn mate_after_ones_own_flag_fell_is_a_draw_2() {
        let game = table(B).fen(FOOLS_MATE);
        let v = game.clone().flag_falls(BLACK, ms(1.0)).after_move().expect("end");
        expect(&v, Upheld, Some("1/2-1/2"), "Blitz-common 2");
        let v = game.clone().after_move().expect("mate");
        expect(&v, Upheld, Some("0-1"), "Blitz-common 2");
        assert_eq!(v.termination, Some(Termination::Checkmate));
        let v = game.flag_falls(WHITE, ms(1.0)).after_move().expect("mate");
        expect(&v, Upheld, Some("0-1"), "Blitz-common 2");
    }

    #[test]
    fn an_illegal_move_loses_or_draws_against_king_and_knight_3() {
        let v = table(B).before_move(ROOK_MATES_SOON).illegal(BLACK, "Kg1");
        expect(&v, Upheld, Some("0-1"), "Blitz-common 3");
        let v = table(B).before_move("4k3/8/8/8/8/8/8/1n2K3 w - - 0 30").illegal(BLACK, "Kd2");
        expect(&v, Upheld, Some("1/2-1/2"), "Blitz-common 3");
        let v = table(B).before_move(BEFORE_KD2).last_press(Some(BLACK)).illegal(BLACK, "Kd2");
        expect(&v, Rejected, None, "Blitz-common 3");
    }

    #[test]
    fn usual_draws_2() {
        let game = table(B).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 100 120");
        expect(&game.clone().repeated(3).claim(WHITE, ClaimKind::Threefold), Upheld, Some("1/2-1/2"), "Blitz-common 2");
        expect(&game.claim(WHITE, ClaimKind::FiftyMoves), Upheld, Some("1/2-1/2"), "Blitz-common 2");
        let v = table(B).fen("8/8/8/4k3/8/8/8/4KN2 b - - 0 50").after_move().expect("dead");
        expect(&v, Upheld, Some("1/2-1/2"), "Blitz-common 2");
        let v = table(B).fen(STALEMATE).after_move().expect("stalemate");
        expect(&v, Upheld, Some("1/2-1/2"), "Blitz-common 2");
        let v = table(B).fen("8/8/3k4/8/3r4/8/3RN3/4K3 w - - 0 70").repeated(5).after_move().expect("fivefold");
        expect(&v, Upheld, Some("1/2-1/2"), "FIDE 9.6.1");
    }

    #[test]
    fn penalties_follow_fide_blitz() {
        let v = table(B).penalty(WHITE, Infraction::KnockedClock, 2);
        expect(&v, Upheld, None, "FIDE 12.9");
        assert_eq!(effect(&v), vec![(BLACK, ms(60_000.0))]);
    }
}

mod quickplay_rules {
    use super::*;

    const Q: Rulebook = Rulebook::Quickplay2001;

    #[test]
    fn a_quickplay_finish_claim_waits_for_the_arbiter_10_2() {
        let game = table(Q).left(WHITE, ms(100_000.0)).on_move(WHITE);
        expect(&game.claim(WHITE, ClaimKind::QuickplayFinish), Pending, None, "Quickplay 10.2");
        expect(
            &game.decide(WHITE, ClaimKind::QuickplayFinish, Decision::Draw),
            Upheld,
            Some("1/2-1/2"),
            "Quickplay 10.2a",
        );
        let v = game.decide(WHITE, ClaimKind::QuickplayFinish, Decision::Postpone);
        expect(&v, Pending, None, "Quickplay 10.2b");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
        let v = game.decide(WHITE, ClaimKind::QuickplayFinish, Decision::Reject);
        expect(&v, Rejected, None, "Quickplay 10.2c");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
    }

    #[test]
    fn the_claimant_must_have_the_move_and_under_two_minutes_10_2() {
        expect(
            &table(Q).left(WHITE, ms(100_000.0)).on_move(BLACK).claim(WHITE, ClaimKind::QuickplayFinish),
            Rejected,
            None,
            "Quickplay 10.2",
        );
        expect(
            &table(Q).left(WHITE, ms(120_000.0)).claim(WHITE, ClaimKind::QuickplayFinish),
            Rejected,
            None,
            "Quickplay 10.2",
        );
        expect(
            &table(Q).flag_falls(WHITE, ms(1.0)).claim(WHITE, ClaimKind::QuickplayFinish),
            Rejected,
            None,
            "Quickplay 10.2",
        );
    }

    #[test]
    fn only_in_the_last_phase_10_1() {
        let v =
            table(Q).left(WHITE, ms(100_000.0)).control(false, false, false).claim(WHITE, ClaimKind::QuickplayFinish);
        expect(&v, Rejected, None, "Quickplay 10.1");
    }

    #[test]
    fn a_flag_fall_loses_unless_the_opponent_cannot_mate_6_10() {
        let v = table(Q).fen(ROOK_MATES_SOON).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("0-1"), "Quickplay 6.10");
        let v = table(Q).fen(LONE_KING_V_PAWNS).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        expect(&v, Upheld, Some("1/2-1/2"), "Quickplay 6.10");
    }

    #[test]
    fn the_clock_shows_which_flag_fell_first_6_11() {
        let v = table(Q).flag_falls(WHITE, ms(1.0)).flag_falls(BLACK, ms(2.0)).claim(WHITE, ClaimKind::Flag);
        expect(&v, Rejected, None, "Quickplay 6.11");
    }

    #[test]
    fn mate_stalemate_dead_position_5_1a_5_2a_5_2b() {
        expect(&table(Q).fen(FOOLS_MATE).after_move().expect("mate"), Upheld, Some("0-1"), "Quickplay 5.1a");
        expect(&table(Q).fen(STALEMATE).after_move().expect("stalemate"), Upheld, Some("1/2-1/2"), "Quickplay 5.2a");
        let v = table(Q).fen("8/8/8/4k3/8/8/8/4KB2 b - - 0 50").claim(WHITE, ClaimKind::DeadPosition);
        expect(&v, Upheld, Some("1/2-1/2"), "Quickplay 5.2b");
    }

    #[test]
    fn illegal_moves_and_repetition_follow_the_fide_laws() {
        let v = table(Q).before_move(BEFORE_KD2).illegal(BLACK, "Kd2");
        expect(&v, Upheld, None, "FIDE 7.5.5");
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
        expect(
            &table(Q).fen(FORTRESS).repeated(3).claim(WHITE, ClaimKind::Threefold),
            Upheld,
            Some("1/2-1/2"),
            "FIDE 9.2",
        );
    }

    #[test]
    fn penalties_13_4() {
        let game = table(Q);
        let v = game.penalty(WHITE, Infraction::KnockedClock, 1);
        expect(&v, Upheld, None, "Quickplay 13.4");
        assert!(v.explanation.contains("Quickplay 6.8c"), "{}", v.explanation);
        let v = game.penalty(WHITE, Infraction::Hover, 2);
        assert_eq!(effect(&v), vec![(BLACK, ms(120_000.0))]);
        assert!(v.explanation.contains("Quickplay 6.8b"), "{}", v.explanation);
        let v = game.penalty(WHITE, Infraction::FrivolousStop, 3);
        expect(&v, Upheld, Some("0-1"), "Quickplay 13.4");
        assert!(v.explanation.contains("Quickplay 6.13d"), "{}", v.explanation);
    }
}

mod mating_material {
    use super::*;

    #[test]
    fn same_coloured_bishops_can_mate_against_rooks_where_shakmaty_says_not() {
        let p = pos("8/8/8/8/8/2b1k1b1/8/3RKR2 w - - 0 1");
        assert!(p.has_insufficient_material(BLACK), "shakmaty's quick test calls this insufficient");
        assert_eq!(material::fide(&p, BLACK).sufficient, Some(true));
    }

    #[test]
    fn a_locked_fortress_black_cannot_mate_white_can() {
        let p = pos(FORTRESS);
        let (black, white) = (material::fide(&p, BLACK), material::fide(&p, WHITE));
        if cfg!(feature = "unwinnability") {
            assert_eq!(black.sufficient, Some(false), "{}", black.reason);
            assert_eq!(white.sufficient, Some(true), "{}", white.reason);
        } else {
            assert_eq!((black.sufficient, white.sufficient), (None, None));
        }
    }

    #[test]
    fn the_certain_cases_need_no_analysis() {
        assert_eq!(material::fide(&pos(LONE_KING_V_PAWNS), BLACK).sufficient, Some(false));
        assert_eq!(material::fide(&pos("8/8/8/4k3/8/8/8/4KN2 b - - 0 50"), WHITE).sufficient, Some(false));
        // A mate in one with the opponent's help is found without the analysis.
        assert_eq!(material::fide(&pos("k7/8/1K6/8/8/8/8/7R w - - 0 50"), WHITE).sufficient, Some(true));
        let far = material::fide(&pos(TWO_KNIGHTS_V_KING), BLACK).sufficient;
        assert_eq!(far, cfg!(feature = "unwinnability").then_some(true));
        assert!(material::certainly_dead(&pos("8/8/2b5/4k3/8/8/8/4KB2 b - - 0 50")));
        assert!(!material::certainly_dead(&pos("8/8/3b4/4k3/8/8/8/4KB2 b - - 0 50")));
    }

    #[test]
    fn fortress_flag_claims_follow_the_analysis() {
        let black_claims =
            table(Rulebook::FideStandard).fen(FORTRESS).flag_falls(WHITE, ms(1.0)).claim(BLACK, ClaimKind::Flag);
        let white_claims =
            table(Rulebook::FideStandard).fen(FORTRESS).flag_falls(BLACK, ms(1.0)).claim(WHITE, ClaimKind::Flag);
        if cfg!(feature = "unwinnability") {
            expect(&black_claims, Upheld, Some("1/2-1/2"), "FIDE 6.9");
            expect(&white_claims, Upheld, Some("1-0"), "FIDE 6.9");
        } else {
            expect(&black_claims, Pending, None, "FIDE 6.9");
            let v = table(Rulebook::FideStandard).fen(FORTRESS).flag_falls(WHITE, ms(1.0)).decide(
                BLACK,
                ClaimKind::Flag,
                Decision::Draw,
            );
            expect(&v, Upheld, Some("1/2-1/2"), "FIDE 6.9");
            let v = table(Rulebook::FideStandard).fen(FORTRESS).flag_falls(BLACK, ms(1.0)).decide(
                WHITE,
                ClaimKind::Flag,
                Decision::Reject,
            );
            expect(&v, Upheld, Some("1-0"), "FIDE 6.9");
        }
    }

    #[test]
    fn forced_mate_search_finds_short_mates_and_admits_its_bound() {
        use search::ForcedMate;
        assert_eq!(search::forced_mate(&pos(KNIGHT_MATES_IN_ONE), BLACK), ForcedMate::mate_in(1));
        // A back-rank mate in one for Black: 1...Rb1#.
        assert_eq!(search::forced_mate(&pos("1r6/R7/8/8/8/6k1/8/7K b - - 0 60"), BLACK), ForcedMate::mate_in(1));
        for fen in [KNIGHT_V_PAWN, TWO_KNIGHTS_V_KING] {
            let found = search::forced_mate(&pos(fen), BLACK);
            assert_eq!(found.mate_in, None, "{fen}");
            assert!(found.depth >= search::FORCED_MATE_MOVES, "{fen}: {found:?}");
        }
    }

    #[test]
    fn the_forced_mate_search_deepens_until_it_finds_a_mate_five_moves_deep() {
        use search::{ForcedMate, Limits};
        assert_eq!(search::forced_mate(&pos(KNIGHT_MATES_IN_FIVE), BLACK), ForcedMate::mate_in(5));
        // Cut short, it says how deep it got, and no deeper than the mate.
        let short =
            search::forced_mate_within(&pos(KNIGHT_MATES_IN_FIVE), BLACK, Limits { nodes: 300, time_left: None });
        assert_eq!(short.mate_in, None);
        assert!(short.depth < 5, "{short:?}");
    }

    #[test]
    fn a_search_out_of_time_still_goes_as_deep_as_the_replays_own() {
        use search::Limits;
        let replay = search::forced_mate(&pos(TWO_KNIGHTS_V_KING), BLACK);
        assert!(replay.mate_in.is_none() && replay.depth < search::DEEPEST_FORCED_MATE, "{replay:?}");
        let mut no_time = || false;
        let timed = search::forced_mate_within(
            &pos(TWO_KNIGHTS_V_KING),
            BLACK,
            Limits { nodes: u64::MAX, time_left: Some(&mut no_time) },
        );
        assert_eq!(timed, replay, "the time counts only past the replay's node budget");
        let mut asked = 0;
        let mut a_while = || {
            asked += 1;
            asked < 200
        };
        let longer = search::forced_mate_within(
            &pos(TWO_KNIGHTS_V_KING),
            BLACK,
            Limits { nodes: u64::MAX, time_left: Some(&mut a_while) },
        );
        assert_eq!(longer.mate_in, None);
        assert!(longer.depth > replay.depth, "more time, deeper: {longer:?} against {replay:?}");
    }

    /// A sample of chasolver's own test positions (tests/positions.txt): `WB` both sides can mate,
    /// `W-` only White, `-B` only Black, `--` nobody.
    #[cfg(feature = "unwinnability")]
    #[test]
    fn chasolver_sample_positions() {
        const SAMPLE: &[&str] = &[
            "-- 2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -",
            "WB rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR w KQkq -",
            "WB 8/5pkn/7p/3B1KPP/1B1b1P2/8/8/8 w - -",
            "W- 5b1k/p7/Pp6/1Pp5/2Pp4/3PpBp1/4P1Pp/7K w - -",
            "-- k2b1b2/b3pPp1/1p1pP1P1/1P1P4/8/8/8/6K1 w - -",
            "-- 1nk5/1p1p1p2/bPbPbP2/BpPpBp2/1P1P1P2/8/8/7K w - -",
            "-- 8/8/8/8/8/2K5/N7/kB6 b - -",
            "W- 1k6/1P1p1p1p/BP6/1P6/8/8/3P1PKP/8 w - -",
            "-- 8/3k4/3p1p1p/3PbPbP/3pBpBp/3P1P1P/4K3/8 w - -",
            "W- 8/6Q1/4Bk1P/p1p1pBp1/P1P1P1P1/8/8/4K3 b - -",
            "-B 8/2b4B/4k3/8/8/2p1p1p1/2PpP1P1/1B1K3n b - -",
            "W- 8/3k4/8/8/8/4KB2/6N1/8 w - -",
            "WB 7k/8/4B3/1p5K/1P6/8/8/8 w - -",
            "W- 2kn4/8/8/8/8/8/8/2KQ4 w - -",
            "WB 8/4pkPp/7B/4K3/8/8/8/8 w - -",
        ];
        for line in SAMPLE {
            let (class, fen) = line.split_at(2);
            let p = pos(fen.trim());
            let white = material::fide(&p, WHITE).sufficient;
            let black = material::fide(&p, BLACK).sufficient;
            assert_eq!((white, black), (Some(&class[0..1] == "W"), Some(&class[1..2] == "B")), "{line}");
        }
    }
}

mod reading_moves {
    use super::*;
    use claimed_move::{ClaimedMove, judge};

    #[test]
    fn san_uci_and_nonsense() {
        let p = pos(BEFORE_KD2);
        assert_eq!(judge(&p, "Kd2"), ClaimedMove::Illegal);
        assert_eq!(judge(&p, "e1d2"), ClaimedMove::Illegal);
        assert_eq!(judge(&p, "Kxd1"), ClaimedMove::Legal("Kxd1".into()));
        assert_eq!(judge(&p, "e1d1"), ClaimedMove::Legal("Kxd1".into()));
        assert_eq!(judge(&p, "Kf2+"), ClaimedMove::Legal("Kf2".into()));
        assert_eq!(judge(&p, "O-O"), ClaimedMove::Illegal);
        assert_eq!(judge(&p, "0-0"), ClaimedMove::Illegal);
        assert_eq!(judge(&p, ""), ClaimedMove::Unreadable);
        assert_eq!(judge(&p, "Zz9"), ClaimedMove::Unreadable);
        let start = Chess::default();
        assert_eq!(judge(&start, "Nc3"), ClaimedMove::Legal("Nc3".into()));
        assert_eq!(judge(&start, "Nd2"), ClaimedMove::Illegal);
        assert_eq!(judge(&start, "e5"), ClaimedMove::Illegal);
    }
}

mod citations {
    use super::*;

    fn positions() -> Vec<Option<Chess>> {
        let fens = [
            KNIGHT_V_PAWN,
            LONE_KING_V_PAWNS,
            KNIGHT_MATES_IN_ONE,
            TWO_KNIGHTS_V_KING,
            BISHOP_V_PAWN,
            FOOLS_MATE,
            STALEMATE,
            BEFORE_KD2,
            "8/8/3k4/3r4/8/8/3R4/4K3 w - - 0 60",
            "8/8/3k4/3q4/8/8/3Q4/4K3 b - - 100 60",
            "8/8/3b4/4k3/8/8/8/4KB2 w - - 0 50",
            "8/8/8/4k3/8/8/8/4K3 w - - 150 50",
            "k7/8/8/P7/8/8/8/4K3 b - - 0 50",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ];
        std::iter::once(None).chain(fens.into_iter().map(|f| Some(pos(f)))).collect()
    }

    /// Every rulebook, every claim, decision and penalty over a spread of situations: no panic,
    /// and every verdict cites a rule in its book's table and quotes it (see `checked`).
    #[test]
    fn every_verdict_cites_a_rule_in_the_table() {
        let mut verdicts = 0;
        for rulebook in Rulebook::ALL {
            for position in positions() {
                let mut game = table(rulebook).flag_falls(WHITE, ms(5.0)).left(BLACK, ms(90_000.0));
                game.position = position.clone();
                game.repetitions = Some(3);
                let both_flags = game.clone().flag_falls(BLACK, ms(9.0));
                for by in [WHITE, BLACK] {
                    for kind in ClaimKind::ALL {
                        if game.claim(by, kind).kind == Pending {
                            for decision in [Decision::Draw, Decision::Postpone, Decision::Reject] {
                                game.decide(by, kind, decision);
                            }
                        }
                        verdicts += 1;
                    }
                    both_flags.claim(by, ClaimKind::Flag);
                    verdicts += 1;
                }
                for repetitions in [None, Some(5)] {
                    game.repetitions = repetitions;
                    if game.position.is_some() {
                        game.after_move();
                    }
                }
            }
            let game = table(rulebook).fen(BEFORE_KD2).flag_falls(WHITE, ms(5.0));
            for by in [WHITE, BLACK] {
                for decision in [Decision::Draw, Decision::Postpone, Decision::Reject] {
                    game.decide(by, ClaimKind::QuickplayFinish, decision);
                    game.decide(by, ClaimKind::InsufficientLosingChances, decision);
                }
                for text in ["Kd2", "e2e4", "Qxh7#", "nonsense", "O-O-O", "a8=Q", "--", "0000"] {
                    game.illegal(by, text);
                    game.clone().earlier_illegal_moves(!by, 1).illegal(by, text);
                    verdicts += 2;
                }
                for infraction in Infraction::ALL {
                    for count in 0..=4 {
                        game.penalty(by, infraction, count);
                        game.clone().earlier_illegal_moves(by, 1).penalty(by, infraction, count);
                        verdicts += 2;
                    }
                }
            }
        }
        assert!(verdicts > 3_000, "{verdicts}");
    }

    #[test]
    fn every_rulebook_has_a_table_with_unique_numbers() {
        for book in BOOKS {
            let mut numbers: Vec<&str> = book.rules.iter().map(|r| r.number).collect();
            numbers.sort_unstable();
            let before = numbers.len();
            numbers.dedup();
            assert_eq!(before, numbers.len(), "{} has a duplicate rule number", book.prefix);
            assert!(book.rules.iter().all(|r| !r.words.trim().is_empty()));
        }
        assert_eq!(rule::find("USCF 14E").map(|c| c.number), Some("14E"));
        for book in BOOKS {
            assert!(!book.source.trim().is_empty(), "{} names no source", book.prefix);
            for number in book.paraphrased {
                assert!(
                    book.rule(number).is_some(),
                    "{} {number} is marked paraphrased but not in the table",
                    book.prefix
                );
            }
        }
        assert_eq!(rule::find("USCF Blitz 7c").map(|c| c.number), Some("Blitz 7c"));
        assert!(rule::find("FIDE 99.9").is_none());
    }

    /// A verbatim rule is quoted as such; a paraphrase says "in substance", so an arbiter can tell
    /// them apart.
    #[test]
    fn paraphrases_are_quoted_in_substance_and_verbatim_words_are_not() {
        assert_eq!(
            fide::cite("6.2.3").quote(),
            "FIDE 6.2.3: “A player must press his/her clock with the same hand with which he/she made his/her move. It is forbidden for a player to keep his/her finger on the clock or to 'hover' over it.”"
        );
        assert!(
            uscf::cite("14H").quote().starts_with("USCF 14H: “Claim of insufficient losing chances in sudden death.")
        );
        assert!(uscf::cite("14G").quote().starts_with("USCF 14G, in substance: “"));
        assert!(uscf::cite("1C2a").quote().contains("in substance"));
        assert!(speed::BOOK.rule("10").is_some() && !speed::BOOK.rule("10").unwrap().words.is_empty());
    }

    /// Every `cite("…")` in the rulebook files names a rule of the table it cites.
    #[test]
    fn every_cited_number_in_the_code_is_in_its_table() {
        let files = [
            (&fide::BOOK, include_str!("fide.rs")),
            (&uscf::BOOK, include_str!("uscf.rs")),
            (&scholastic::BOOK, include_str!("scholastic.rs")),
            (&speed::BOOK, include_str!("speed.rs")),
            (&blitz_common::BOOK, include_str!("blitz_common.rs")),
            (&quickplay::BOOK, include_str!("quickplay.rs")),
        ];
        let mut checked = 0;
        for (own, source) in files {
            for (at, _) in source.match_indices("cite(\"") {
                let before = &source[..at];
                let book = match () {
                    _ if before.ends_with("fide::") => &fide::BOOK,
                    _ if before.ends_with("uscf::") => &uscf::BOOK,
                    _ if before.ends_with("BOOK.") || before.ends_with("fn ") => continue,
                    _ => own,
                };
                let rest = &source[at + "cite(\"".len()..];
                let number = &rest[..rest.find('"').expect("closing quote")];
                assert!(book.rule(number).is_some(), "{} {number} is cited but not in the table", book.prefix);
                checked += 1;
            }
        }
        assert!(checked > 100, "{checked}");
    }

    /// The seed rulebooks quote their seed verbatim (whitespace aside; ` … ` marks an omission).
    #[test]
    fn seed_words_are_verbatim() {
        let seeds = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/seeds");
        let files = [
            (&scholastic::BOOK, "us-scholastic-blitz-2004.txt"),
            (&speed::BOOK, "speed-chess-rules-2000.txt"),
            (&blitz_common::BOOK, "blitz-chess-common-rules.txt"),
            (&quickplay::BOOK, "quickplay-finish-bcca.txt"),
        ];
        let normal = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
        for (book, file) in files {
            let Ok(seed) = std::fs::read_to_string(seeds.join(file)) else {
                eprintln!("seed {file} not found beside the crate; skipping its check");
                continue;
            };
            assert!(book.verbatim);
            let seed = normal(&seed);
            for rule in book.rules {
                for part in rule.words.split(" … ") {
                    assert!(seed.contains(&normal(part)), "{} {}: '{part}' is not in {file}", book.prefix, rule.number);
                }
            }
        }
    }

    #[test]
    fn explanations_read_aloud() {
        let v = table(Rulebook::ScholasticBlitz2004)
            .flag_falls(WHITE, ms(60_000.0))
            .flag_falls(BLACK, ms(130_000.0))
            .claim(BLACK, ClaimKind::Flag);
        assert_eq!(
            v.explanation,
            "Both flags are down: White's flag fell at 1:00.0 and Black's at 2:10.0, before the claim, so the game is drawn. \
             Scholastic 8c: “If the flag of one player falls after the flag of the other player has already fallen and a win has not been claimed, unless either side mates before noticing both flags down. Checkmate nullifies any later time claims.”"
        );
        assert_eq!(ruling::clock_time(ms(3_723_450.0)), "1:02:03.4");
    }
}

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

/// Issue 30: every verdict any rulebook gives is explained in the players' language; only the
/// quotations stay in the language of their text, and say so.
mod every_verdict_in_the_players_language {
    use super::*;
    use crate::ground::language::Language;
    use crate::ground::words::speaking;

    /// The verdicts of a wide sweep of situations in `rulebook`: every claim kind from both
    /// sides, with and without a position, flags down one or both, the clock's controls, every
    /// penalty three times over, every decision on every claim, resignation, the game's own ends.
    /// `full`: every position below; otherwise only the ones whose material needs no search
    /// (the searches, in a debug build, are what takes the time).
    fn sweep(rulebook: Rulebook, full: bool) -> Vec<Verdict> {
        let mut out = vec![];
        let positions: [Option<&str>; 9] = [
            None,
            Some(KNIGHT_V_PAWN),
            Some(LONE_KING_V_PAWNS),
            Some(TWO_KNIGHTS_V_KING),
            Some(BISHOP_V_PAWN),
            Some(FORTRESS),
            Some("8/8/3k4/3q4/8/3Q4/8/4K3 w - - 0 60"),
            Some("8/8/3k4/3r4/8/3R4/8/4K3 w - - 0 60"),
            Some("8/8/8/4k3/8/8/8/4K3 w - - 0 60"),
        ];
        // Every position with the usual control; without one, every control and both sides of
        // two minutes left (the positions' searches are what takes the time).
        let mut situations = vec![];
        let quick = [None, Some(LONE_KING_V_PAWNS), Some("8/8/8/4k3/8/8/8/4K3 w - - 0 60")];
        for fen in positions.into_iter().filter(|fen| full || quick.contains(fen)) {
            situations.push((fen, (true, false, false), ms(90_000.0)));
        }
        for control in [(true, false, false), (false, false, false), (true, false, true), (true, true, false)] {
            for left in [ms(90_000.0), ms(300_000.0)] {
                situations.push((None, control, left));
            }
        }
        for (fen, (sudden_death, delay, increment), left) in situations {
            let base = || {
                let t = table(rulebook).control(sudden_death, delay, increment).left(WHITE, left).left(BLACK, left);
                let t = match fen {
                    Some(fen) => t.fen(fen),
                    None => t,
                };
                Table { variation_14h: true, ..t }
            };
            for by in [WHITE, BLACK] {
                for kind in ClaimKind::ALL {
                    out.push(base().claim(by, kind));
                    for decision in [Decision::Draw, Decision::Reject, Decision::Postpone] {
                        out.push(base().decide(by, kind, decision));
                    }
                }
                out.push(base().flag_falls(!by, ms(60_000.0)).claim(by, ClaimKind::Flag));
                out.push(base().flag_falls(by, ms(50_000.0)).claim(by, ClaimKind::Flag));
                out.push(base().flag_falls(by, ms(50_000.0)).flag_falls(!by, ms(60_000.0)).claim(by, ClaimKind::Flag));
                out.push(base().flag_falls(!by, ms(50_000.0)).flag_falls(by, ms(60_000.0)).claim(by, ClaimKind::Flag));
                out.push(base().earlier_illegal_moves(!by, 1).illegal(by, "--"));
                out.push(base().earlier_illegal_moves(!by, 2).illegal(by, "--"));
                out.push(base().illegal(by, "Qz9"));
                for infraction in Infraction::ALL {
                    for count in 1..=3 {
                        out.push(base().penalty(by, infraction, count));
                    }
                }
                out.push(base().resign(by));
            }
        }
        // Flags judged on what the players said, every answer.
        for only_king in [true, false] {
            for only_minor in [None, Some(said::Minor::Knight), Some(said::Minor::Bishop)] {
                for theirs in [true, false] {
                    let t = table(rulebook)
                        .flag_falls(WHITE, ms(60_000.0))
                        .said(BLACK, |s| {
                            s.only_king = Some(only_king);
                            s.only_minor = Some(only_minor);
                            s.only_two_knights = Some(theirs);
                            s.only_bishops_like_opponents = Some(theirs);
                        })
                        .said(WHITE, |s| {
                            s.only_king = Some(theirs);
                            s.pawns = Some(theirs);
                            s.only_bishops_like_opponents = Some(theirs);
                        });
                    out.push(t.claim(BLACK, ClaimKind::Flag));
                    out.push(t.earlier_illegal_moves(WHITE, 1).illegal(BLACK, "--"));
                }
            }
        }
        for fen in [FOOLS_MATE, STALEMATE, "8/8/8/4k3/8/8/8/4K3 w - - 0 60", "8/8/8/4k3/8/8/8/2b1K3 w - - 0 200"] {
            out.extend(table(rulebook).fen(fen).after_move());
        }
        let on_time = table(rulebook).flag_falls(WHITE, ms(60_000.0)).claim(BLACK, ClaimKind::Flag);
        out.push(rulebook.flag_on_postponed_claim(BLACK, &on_time));
        out
    }

    /// The explanation without its quotations (“…”), which stay in the language of their text.
    fn unquoted(explanation: &str) -> String {
        let mut out = String::new();
        // Quotations may quote (“The “insufficient losing chances” rule …”).
        let mut depth = 0usize;
        for c in explanation.chars() {
            match c {
                '“' => depth += 1,
                '”' => depth = depth.saturating_sub(1),
                c if depth == 0 => out.push(c),
                _ => {}
            }
        }
        out
    }

    /// English words no other language here writes as words (German's "was" is its own).
    const ENGLISH: &[&str] = &[" the ", " has ", " and ", " with ", " is ", " of ", "The ", " gets "];

    /// Latin words allowed outside the quotations in Russian and Arabic: rule labels, moves and
    /// the names the books give themselves.
    const LATIN_NAMES: &[&str] = &[
        "FIDE",
        "USCF",
        "Scholastic",
        "Speed",
        "Quickplay",
        "Blitz",
        "common",
        "Guideline",
        "III",
        "Variation",
        "US",
        "Chess",
        "Article",
        "Rules",
        "SAN",
        "UCI",
        "Qz9",
        "Kd2",
    ];

    #[test]
    fn every_rulebook_explains_every_verdict_in_every_language() {
        let english = regex_free_words(ENGLISH);
        let mut seen = 0;
        for language in Language::ALL.into_iter().filter(|&l| l != Language::English) {
            let marker = speaking(language, || crate::ground::words::say(&crate::ground::messages::QUOTE).to_owned());
            let latin_script = !matches!(language, Language::Russian | Language::Arabic);
            for rulebook in Rulebook::ALL {
                let verdicts = speaking(language, || sweep(rulebook, language == Language::Spanish));
                for v in &verdicts {
                    let text = unquoted(&v.explanation);
                    if latin_script {
                        assert!(!english(&text), "{language:?}, {rulebook:?}: English in a verdict: {}", v.explanation);
                    } else {
                        let latin = text
                            .split(|c: char| !c.is_ascii_alphanumeric())
                            .filter(|w| w.len() >= 3 && w.chars().any(|c| c.is_ascii_alphabetic()))
                            .find(|w| !LATIN_NAMES.contains(w) && !w.starts_with(|c: char| c.is_ascii_digit()));
                        assert!(
                            latin.is_none(),
                            "{language:?}, {rulebook:?}: {latin:?} in a verdict: {}",
                            v.explanation
                        );
                    }
                    // Every quotation says which language it is in (the catalogue's quote form).
                    let says_language = marker.split("{quote}").next().unwrap_or("").replace("{rule}", "");
                    assert!(v.explanation.contains(says_language.trim()), "{language:?}: {}", v.explanation);
                }
                seen += verdicts.len();
            }
        }
        assert!(seen > 9 * 8 * 300, "{seen} verdicts");
    }

    #[test]
    fn the_sweep_finds_english_when_a_verdict_is_english() {
        // The checks above can fail: the same sweep said in English trips them.
        let english = regex_free_words(ENGLISH);
        let verdicts = sweep(Rulebook::FideStandard, true);
        assert!(
            verdicts.iter().all(|v| english(&unquoted(&v.explanation))
                || v.explanation.starts_with("White resigns")
                || v.explanation.starts_with("Black resigns")
                || v.explanation.starts_with("Draw agreed")),
            "every English verdict has a common English word"
        );
    }

    #[test]
    fn both_flags_down_a_second_illegal_move_and_the_penalties_in_spanish_6_10_1_7_5_5_12_9() {
        let (both, second, warned, again, lost) = speaking(Language::Spanish, || {
            let fide = || table(Rulebook::FideStandard);
            (
                fide().flag_falls(BLACK, ms(50_000.0)).flag_falls(WHITE, ms(60_000.0)).claim(BLACK, ClaimKind::Flag),
                fide().before_move(ROOK_MATES_SOON).earlier_illegal_moves(WHITE, 1).illegal(BLACK, "Kg1"),
                fide().penalty(WHITE, Infraction::KnockedClock, 1),
                fide().penalty(WHITE, Infraction::KnockedClock, 2),
                fide().penalty(WHITE, Infraction::KnockedClock, 3),
            )
        });
        expect(&both, Rejected, None, "FIDE 6.10.1");
        assert!(both.explanation.starts_with("Las dos banderas han caído y el reloj muestra que la de las negras cayó primero, en 0:50.0 (la bandera de las blancas cayó en 1:00.0); decide la primera bandera, así que las negras no pueden ganar por tiempo. FIDE 6.10.1 (texto en inglés): “"), "{}", both.explanation);
        expect(&second, Upheld, Some("0-1"), "FIDE 7.5.5");
        // Black can mate (the page build finds the short helpmate too): Black wins.
        assert!(second.explanation.starts_with("Kg1 no es una jugada legal de las blancas en esa posición. Es la segunda jugada ilegal de las blancas, con la que pierden la partida; las negras aún pueden dar jaque mate (♚♜ – ♔)"), "{}", second.explanation);
        assert!(
            warned.explanation.starts_with(
                "Las blancas reciben una advertencia por derribar el reloj. FIDE 12.9 (texto en inglés): “"
            ),
            "{}",
            warned.explanation
        );
        assert_eq!(effect(&again), vec![(BLACK, ms(120_000.0))]);
        assert!(
            again.explanation.starts_with(
                "Segunda infracción de las blancas (derribar el reloj): las negras reciben dos minutos más."
            ),
            "{}",
            again.explanation
        );
        expect(&lost, Upheld, Some("0-1"), "FIDE 12.9");
        assert!(lost.explanation.starts_with("Infracción número 3 de las blancas (derribar el reloj): la partida se declara perdida para las blancas."), "{}", lost.explanation);
    }

    #[test]
    fn a_count_of_moves_in_russian_polish_and_arabic_plural_forms_speed_13b() {
        // Speed 13b's twenty moves, short by 1, 3 and 5 moves: each language's plural forms.
        let short = |language: Language, moves: u32| {
            let fen = format!("4k3/4p3/8/8/8/8/4P3/4K3 w - - {} 60", moves * 2);
            speaking(language, || table(Rulebook::SpeedChess2000).fen(&fen).claim(WHITE, ClaimKind::MichiganTwenty))
                .explanation
        };
        assert!(short(Language::Russian, 1).contains("лишь 1 ход, а не 20"), "{}", short(Language::Russian, 1));
        assert!(short(Language::Russian, 3).contains("лишь 3 хода, а не 20"), "{}", short(Language::Russian, 3));
        assert!(short(Language::Russian, 5).contains("лишь 5 ходов, а не 20"), "{}", short(Language::Russian, 5));
        assert!(short(Language::Polish, 1).contains("tylko 1 posunięcie, a nie 20"), "{}", short(Language::Polish, 1));
        assert!(short(Language::Polish, 3).contains("tylko 3 posunięcia, a nie 20"), "{}", short(Language::Polish, 3));
        assert!(short(Language::Polish, 5).contains("tylko 5 posunięć, a nie 20"), "{}", short(Language::Polish, 5));
        assert!(short(Language::Arabic, 1).contains("إلا نقلة واحدة، لا 20"), "{}", short(Language::Arabic, 1));
        assert!(short(Language::Arabic, 5).contains("إلا 5 نقلات، لا 20"), "{}", short(Language::Arabic, 5));
        assert!(
            short(Language::English, 1).starts_with("Only 1 move by each player has been made"),
            "{}",
            short(Language::English, 1)
        );
    }

    #[test]
    fn a_verdict_that_starts_with_a_clause_starts_with_a_capital_in_every_script() {
        use crate::rules::rule::sentence_start;
        assert_eq!(sentence_start("белые не могут поставить мат"), "Белые не могут поставить мат");
        assert_eq!(sentence_start("ébauche"), "Ébauche");
        assert_eq!(sentence_start("لا يستطيع الأبيض"), "لا يستطيع الأبيض", "a script without case stays as it is");
        assert_eq!(sentence_start(""), "");
    }

    /// Whether a text contains any of `words` (plain substrings, spaces included).
    fn regex_free_words(words: &'static [&'static str]) -> impl Fn(&str) -> bool {
        move |text: &str| words.iter().any(|w| text.contains(w))
    }
}
