//! The replay: a game is its record, and this applies each event to the clock and the board, asks
//! the rulebook about claims and penalties, and applies its verdicts. The page, storage, the
//! `arbiter` tool and the tests all call this one function.

use crate::ground::messages::RULE_DRAW_ODDS;
use crate::ground::micros::Micros;
use crate::ground::record::{Analysis, Cause, Event, EventKind, Record, RecordError};
use crate::ground::time_control::{Bonus, TimeControl};
use crate::ground::vocabulary::Variation;
use crate::ground::words;
use crate::replay::clock::{Clock, ClockError};
use crate::replay::position::{Board, MoveError, fen_of, position_from_fen};
use crate::rules::questions::{Said, SideSaid};
use crate::rules::search::ForcedMate;
use crate::rules::{
    Claim, ClaimKind, ControlFacts, Decision, Effect, GameResult, Infraction, Rulebook, Situation, Termination,
    Verdict, VerdictKind,
};
use shakmaty::{ByColor, Chess, Color, Position};
use std::collections::HashMap;

/// After the rule that drew an Armageddon game, in the record's outcome: the draw odds that made
/// the draw a win.
const DRAW_ODDS: &str = ", Armageddon draw odds";

/// A game's deciding rule as the players read it: an Armageddon game's draw odds (cited after the
/// rule that drew it, as the outcome does) said in their language.
pub fn rule_said(rule: &str) -> String {
    match rule.strip_suffix(DRAW_ODDS) {
        Some(drawn_by) => words::say_with(&RULE_DRAW_ODDS, &[("rule", drawn_by)]),
        None => rule.to_owned(),
    }
}

/// The result as the players read it: "1-0 — White wins by checkmate (FIDE 5.1.1)", and how an
/// Armageddon game's draw became a win.
pub fn result_line(result: GameResult, termination: Termination, rule: &str) -> String {
    use crate::ground::messages as m;
    use crate::ground::words::{say, say_with};
    let how = say(&termination.how());
    let how =
        if rule.ends_with(DRAW_ODDS) { say_with(&m::RESULT_ON_DRAW_ODDS, &[("how", how)]) } else { how.to_owned() };
    say_with(
        &m::RESULT_LINE,
        &[("result", result.pgn()), ("winner", result.said()), ("how", &how), ("rule", &rule_said(rule))],
    )
}

/// How the game ended, and the rule that decided it.
#[derive(Debug, Clone, PartialEq)]
pub struct Ending {
    pub result: GameResult,
    pub termination: Termination,
    /// The rule as cited; an Armageddon game's draw odds after it ([`rule_said`]).
    pub rule: String,
    /// Index of the event that ended the game.
    pub event: usize,
}

/// A claim and what the rulebook made of it.
#[derive(Debug, Clone, PartialEq)]
pub struct ClaimRuling {
    pub event: usize,
    pub by: Color,
    pub kind: ClaimKind,
    pub verdict: Verdict,
    /// The arbiter's ruling, when the claim was pending and a `decision` came.
    pub decision: Option<Decision>,
}

/// A penalty and its consequence.
#[derive(Debug, Clone, PartialEq)]
pub struct PenaltyRuling {
    pub event: usize,
    pub side: Color,
    pub infraction: Infraction,
    pub verdict: Verdict,
}

/// A claim that waits for an arbiter's decision, with what it was judged on.
#[derive(Debug, Clone)]
struct PendingClaim {
    ruling: usize,
    position: Option<Chess>,
    illegal_move: Option<String>,
    recorded: Recorded,
    /// The arbiter postponed the decision (FIDE III.5.2, Quickplay 10.2b, US Chess Variation 14H):
    /// the claim still waits, and a later postponement gives no more time.
    postponed: bool,
    /// The claimant's flag fell after the postponement and the opponent claimed it: that flag
    /// claim waits with this one, for the arbiter's final result.
    flag: Option<Box<PendingClaim>>,
}

impl PendingClaim {
    fn new(ruling: usize, position: Option<Chess>, illegal_move: Option<String>, recorded: Recorded) -> Self {
        PendingClaim { ruling, position, illegal_move, recorded, postponed: false, flag: None }
    }
}

/// What was recorded with a claim besides its position, as the rules read it: the rules worker's
/// findings for each side, and what the players said of the pieces.
#[derive(Debug, Clone, Copy)]
struct Recorded {
    can_mate: ByColor<Option<bool>>,
    forced_mate: ByColor<Option<ForcedMate>>,
    said: Said,
}

impl Recorded {
    const NOTHING: Recorded = Recorded {
        can_mate: ByColor { white: None, black: None },
        forced_mate: ByColor { white: None, black: None },
        said: ByColor { white: SideSaid::NOTHING, black: SideSaid::NOTHING },
    };

    fn into_situation(self, situation: &mut Situation<'_>) {
        situation.recorded_can_mate = self.can_mate;
        situation.recorded_forced_mate = self.forced_mate;
        situation.said = self.said;
    }
}

/// Why an event was refused: a message a person can act on, and the typed error under it.
/// [`Game::apply`] adds the event's index.
struct Refusal {
    message: String,
    cause: Option<Cause>,
}

impl Refusal {
    fn new(message: impl Into<String>) -> Refusal {
        Refusal { message: message.into(), cause: None }
    }

    fn because(message: impl Into<String>, cause: impl std::error::Error + Send + Sync + 'static) -> Refusal {
        Refusal { message: message.into(), cause: Some(std::sync::Arc::new(cause)) }
    }
}

impl From<ClockError> for Refusal {
    fn from(e: ClockError) -> Self {
        Refusal::because(e.to_string(), e)
    }
}

impl From<MoveError> for Refusal {
    fn from(e: MoveError) -> Self {
        Refusal::because(e.to_string(), e)
    }
}

/// A game replayed up to its last event.
#[derive(Debug, Clone)]
pub struct Game {
    pub rulebook: Rulebook,
    /// Armageddon: the side for whom a draw counts as a win.
    pub draw_odds: Option<Color>,
    /// US Chess Variation 14H is in force (the record's `"variations": ["14H"]`).
    pub variation_14h: bool,
    pub clock: Clock,
    pub board: Board,
    pub ending: Option<Ending>,
    pub claims: Vec<ClaimRuling>,
    pub penalties: Vec<PenaltyRuling>,
    /// Instant of the last event.
    pub last_t: Option<Micros>,
    /// The side that pressed last.
    pub last_press: Option<Color>,
    /// Events applied so far.
    pub events: usize,
    pending: Option<PendingClaim>,
    infractions: HashMap<(Color, Infraction), u32>,
    illegal_moves: ByColor<u32>,
    earlier_claims: Vec<(Color, ClaimKind, VerdictKind)>,
    /// An upheld illegal-move claim reinstated the position before the last press, and nobody has
    /// pressed since.
    reinstated: bool,
}

/// The recorded analysis of a claim, when it is about the claim's own position. An analysis of
/// another position (or an unreadable one) is ignored: it is an extra field, and the verdict then
/// stays what the rules decide without it.
fn recorded_for(analysis: Option<&Analysis>, position: Option<&Chess>) -> Recorded {
    let (Some(analysis), Some(position)) = (analysis, position) else { return Recorded::NOTHING };
    // Compared as FEN: an en-passant square no capture can use is not part of the position.
    match position_from_fen(&analysis.fen) {
        Ok(analysed) if fen_of(&analysed) == fen_of(position) => Recorded {
            can_mate: ByColor { white: analysis.white_can_mate, black: analysis.black_can_mate },
            forced_mate: ByColor { white: analysis.white_forced_mate, black: analysis.black_forced_mate },
            said: Recorded::NOTHING.said,
        },
        _ => Recorded::NOTHING,
    }
}

/// Replays a whole record.
pub fn replay(record: &Record) -> Result<Game, RecordError> {
    let mut game = Game::new(record)?;
    for (i, e) in record.events.iter().enumerate() {
        game.apply(i, e)?;
    }
    Ok(game)
}

impl Game {
    /// A game at its first event: the record's header read and checked.
    pub fn new(record: &Record) -> Result<Game, RecordError> {
        let rulebook = record.rules;
        let white = record.white_time_control.as_ref().unwrap_or(&record.time_control).clone();
        let black = record.black_time_control.as_ref().unwrap_or(&record.time_control).clone();
        let start = match &record.fen {
            Some(fen) => position_from_fen(fen).map_err(|e| RecordError::header(format!("fen: {e}")).because(e))?,
            None => Chess::default(),
        };
        let first = start.turn();
        let mut variation_14h = false;
        for variation in &record.variations {
            match (variation, rulebook) {
                (Variation::Uscf14H, _) if rulebook.book().variations().contains(variation) => variation_14h = true,
                (Variation::Uscf14H, _) => {
                    return Err(RecordError::header(
                        "variations: Variation 14H belongs to the US Chess rules of regular play ('uscf'), not to this rulebook",
                    ));
                }
            }
        }
        Ok(Game {
            rulebook,
            draw_odds: record.draw_odds,
            variation_14h,
            clock: Clock::new(white, black, first),
            board: Board::new(start),
            ending: None,
            claims: Vec::new(),
            penalties: Vec::new(),
            last_t: None,
            last_press: None,
            events: 0,
            pending: None,
            infractions: HashMap::new(),
            illegal_moves: ByColor::new_with(|_| 0),
            earlier_claims: Vec::new(),
            reinstated: false,
        })
    }

    pub fn is_over(&self) -> bool {
        self.ending.is_some()
    }

    /// The claim the next `decision` rules on, if one waits: a flag claim that waits with a
    /// postponed claim stands for both.
    pub fn waiting_claim(&self) -> Option<&ClaimRuling> {
        let pending = self.pending.as_ref()?;
        let ruling = pending.flag.as_ref().map_or(pending.ruling, |flag| flag.ruling);
        self.claims.get(ruling)
    }

    /// Applies one event (the `index`-th of the record) to the game. The checks every event
    /// shares are made here; each kind of event then has its own method below, which applies it
    /// or refuses it when it makes no sense in the state it arrives in.
    pub fn apply(&mut self, index: usize, event: &Event) -> Result<(), RecordError> {
        let err = |m: String| RecordError::at(index, m);
        let t = Micros::from_ms(event.t)
            .ok_or_else(|| err(format!("'t' must be a finite number of milliseconds, not {}", event.t)))?;
        if let Some(last) = self.last_t
            && t < last
        {
            return Err(err(format!(
                "time goes back: t = {} ms comes after an event at {} ms ('t' never decreases)",
                event.t,
                last.as_ms()
            )));
        }
        if let Some(end) = &self.ending {
            return Err(err(format!(
                "the game already ended at event {} ({} by {}): no event may follow",
                end.event,
                end.result.pgn(),
                end.termination.id()
            )));
        }
        let applied = match &event.kind {
            // Start, pause and resume act on the clock alone.
            EventKind::Start => self.clock.start(t).map_err(Refusal::from),
            EventKind::Press { side, mv } => self.press(*side, mv.as_deref(), index, t),
            EventKind::Pause | EventKind::PauseFor(_) => self.clock.pause(t).map_err(Refusal::from),
            EventKind::Resume => self.clock.resume(t).map_err(Refusal::from),
            EventKind::Adjust { side, ms, moves } => self.adjust(*side, *ms, moves.unwrap_or(0), t),
            EventKind::Penalty { side, infraction } => self.penalty(*side, *infraction, index, t),
            EventKind::Claim { by, kind, fen, mv, analysis, said, by_clock: _ } => {
                self.claim(*by, *kind, fen.as_deref(), mv.as_deref(), (analysis.as_ref(), *said), index, t)
            }
            EventKind::Decision { decision } => self.decide(*decision, index, t),
            EventKind::Resign { side } => self.resign(*side, index, t),
            EventKind::DrawAgreed => self.agree_draw(index, t),
        };
        applied.map_err(|r| match r.cause {
            Some(cause) => err(r.message).with_cause(cause),
            None => err(r.message),
        })?;
        self.last_t = Some(t);
        self.events = index + 1;
        Ok(())
    }

    /// `side` presses the clock at `t`, with the move it played when moves are recorded.
    fn press(&mut self, side: Color, mv: Option<&str>, index: usize, t: Micros) -> Result<(), Refusal> {
        // The move is checked before the clock moves: a refused event changes nothing.
        if let Some(text) = mv {
            self.board.read(text)?;
        }
        self.clock.press(side, t)?;
        self.last_press = Some(side);
        self.reinstated = false;
        match mv {
            Some(text) => {
                self.board.play(text)?;
                let situation = self.situation(t, side, self.board.position(), &[]);
                if let Some(v) = self.rulebook.automatic_end(side, &situation) {
                    self.end_with(&v, index, t);
                }
            }
            None => self.board.lose_track(),
        }
        Ok(())
    }

    /// An arbiter's correction of `side`'s clock by `ms` and of its move counter by `moves`.
    fn adjust(&mut self, side: Color, ms: f64, moves: i64, t: Micros) -> Result<(), Refusal> {
        let add = Micros::from_ms(ms).ok_or_else(|| Refusal::new(format!("'ms' must be a finite number, not {ms}")))?;
        // A fall the opponent's claim waits on is the arbiter's to rule on, not to correct away.
        let claimed = self.pending.as_ref().is_some_and(|p| {
            let waiting = p.flag.as_deref().unwrap_or(p);
            let ruling = &self.claims[waiting.ruling];
            ruling.kind == ClaimKind::Flag && ruling.by == !side
        });
        if claimed {
            self.clock.adjust(side, add, moves, t);
        } else {
            self.clock.correct(side, add, moves, t);
        }
        Ok(())
    }

    /// An infraction by `side`: the rulebook decides the consequence, which may depend on how
    /// often `side` has committed it.
    fn penalty(&mut self, side: Color, infraction: Infraction, index: usize, t: Micros) -> Result<(), Refusal> {
        self.clock.advance(t);
        let count = self.infractions.entry((side, infraction)).or_insert(0);
        *count += 1;
        let count = *count;
        let situation = self.situation(t, side, self.board.position(), &[]);
        let verdict = self.rulebook.penalty(side, infraction, count, &situation);
        if self.rulebook.counts_as_illegal_move(infraction) {
            self.illegal_moves[side] += 1;
        }
        self.apply_verdict(&verdict, index, t);
        self.penalties.push(PenaltyRuling { event: index, side, infraction, verdict });
        Ok(())
    }

    /// A claim of `kind` by `by`, judged on the position it names (`fen`), or else the one on
    /// the board; `mv` is the move claimed illegal; `analysis` what the rules worker found, and
    /// `said` what the players said of the pieces when there is no position.
    #[expect(clippy::too_many_arguments, reason = "the claim event's own fields, and where and when it came")]
    fn claim(
        &mut self,
        by: Color,
        kind: ClaimKind,
        fen: Option<&str>,
        mv: Option<&str>,
        (analysis, said): (Option<&Analysis>, Said),
        index: usize,
        t: Micros,
    ) -> Result<(), Refusal> {
        self.clock.advance(t);
        // With recorded moves and no FEN, an illegal-move claim is about the last move
        // played: judge it from the position before it.
        let last_move = (kind == ClaimKind::IllegalMove && fen.is_none() && mv.is_none())
            .then(|| self.board.before_last_move())
            .flatten();
        let position = match (fen, &last_move) {
            (Some(f), _) => Some(position_from_fen(f).map_err(|e| Refusal::because(format!("claim: {e}"), e))?),
            (None, Some((before, _))) => Some(before.clone()),
            (None, None) => self.board.position().cloned(),
        };
        let claimed = mv.map(str::to_owned).or_else(|| last_move.map(|(_, san)| san));
        let claim = Claim { by, kind, illegal_move: claimed.as_deref() };
        let recorded = Recorded { said, ..recorded_for(analysis, position.as_ref()) };
        let mut situation = self.situation(t, by, position.as_ref(), &self.earlier_claims);
        recorded.into_situation(&mut situation);
        let mut verdict = self.rulebook.resolve(&claim, &situation);
        // A flag that falls while the flagged player's draw claim waits, postponed: the
        // arbiter gives the final result on both (FIDE III.5.2, Quickplay 10.2b).
        let waits = self.pending.as_ref().is_some_and(|p| {
            let earlier = &self.claims[p.ruling];
            p.postponed
                && p.flag.is_none()
                && kind == ClaimKind::Flag
                && earlier.by == !by
                && earlier.kind.is_postponable()
        });
        if waits && verdict.result.is_some() {
            verdict = self.rulebook.flag_on_postponed_claim(by, &verdict);
        }
        if verdict.kind == VerdictKind::Upheld && kind == ClaimKind::IllegalMove {
            self.illegal_moves[!by] += 1;
        }
        self.earlier_claims.push((by, kind, verdict.kind));
        self.apply_verdict(&verdict, index, t);
        if let Some(offender) = verdict.reinstates {
            // A position the players stated stands only where the board agrees with it.
            self.reinstate(offender, t, fen.and(position.as_ref()));
        }
        if verdict.kind == VerdictKind::Pending {
            let this = PendingClaim::new(self.claims.len(), position, claimed, recorded);
            match self.pending.as_mut() {
                Some(postponed) if waits => postponed.flag = Some(Box::new(this)),
                _ => self.pending = Some(this),
            }
        }
        self.claims.push(ClaimRuling { event: index, by, kind, verdict, decision: None });
        Ok(())
    }

    /// The arbiter's `decision` on the claim that waits for one.
    fn decide(&mut self, decision: Decision, index: usize, t: Micros) -> Result<(), Refusal> {
        let Some(mut pending) = self.pending.take() else {
            return Err(Refusal::new("a decision, but no claim is waiting for one"));
        };
        self.clock.advance(t);
        let rulebook = self.rulebook;
        let mut verdict = self.rule_on(&pending, t, |claim, situation| rulebook.decide(claim, decision, situation));
        let flag = pending.flag.take();
        if decision == Decision::Postpone && pending.postponed {
            // Postponed once more: nothing changes, and no more time is given.
            verdict.effects.clear();
        }
        let fallen = self.clock.flags().first().map(|f| f.side);
        match (flag, fallen) {
            // The final result on a postponed claim and the flag that fell since (III.5.2).
            (Some(flag), _) => self.decide_after_flag(pending, *flag, decision, verdict, index, t),
            // A flag fell after the postponement and nobody claimed it: the arbiter's ruling is
            // the final result all the same, not a second ruling on the claim (III.5.2).
            (None, Some(fallen)) if pending.postponed && decision != Decision::Postpone => {
                self.final_result_after_fall(pending, fallen, decision, verdict, index, t);
            }
            (None, _) => {
                self.apply_verdict(&verdict, index, t);
                if verdict.kind == VerdictKind::Pending && !self.is_over() {
                    pending.postponed |= decision == Decision::Postpone;
                    self.pending = Some(pending.clone());
                }
                let ruling = &mut self.claims[pending.ruling];
                ruling.verdict = verdict;
                ruling.decision = Some(decision);
            }
        }
        Ok(())
    }

    /// `side` resigns; the rulebook says what that makes of the game.
    fn resign(&mut self, side: Color, index: usize, t: Micros) -> Result<(), Refusal> {
        self.clock.advance(t);
        let situation = self.situation(t, side, self.board.position(), &[]);
        let verdict = self.rulebook.resign(side, &situation);
        self.end_with(&verdict, index, t);
        Ok(())
    }

    /// The players agree a draw, if the rulebook lets them at this point of the game.
    fn agree_draw(&mut self, index: usize, t: Micros) -> Result<(), Refusal> {
        // Checked before the clock moves: a refused agreement changes nothing.
        let situation = self.situation(t, self.clock.turn(), self.board.position(), &[]);
        let verdict = self.rulebook.agree(&situation).map_err(|e| Refusal::because(e.to_string(), e))?;
        self.clock.advance(t);
        self.end_with(&verdict, index, t);
        Ok(())
    }

    /// Judges a waiting claim again at `t`, on what it was judged on when it was made: `rule` is
    /// the rulebook's `decide` or `resolve`.
    fn rule_on(
        &self,
        pending: &PendingClaim,
        t: Micros,
        rule: impl FnOnce(&Claim<'_>, &Situation<'_>) -> Verdict,
    ) -> Verdict {
        let ruling = &self.claims[pending.ruling];
        let claim = Claim { by: ruling.by, kind: ruling.kind, illegal_move: pending.illegal_move.as_deref() };
        let mut situation = self.situation(t, claim.by, pending.position.as_ref(), &self.earlier_claims);
        pending.recorded.into_situation(&mut situation);
        rule(&claim, &situation)
    }

    /// The final result on a postponed claim when `fallen`'s flag is down and nobody claimed it:
    /// a draw, or the flag decides as a claim of it by the opponent would be judged now (when
    /// that claim would wait on the material, the arbiter's rejection of the draw settles it).
    /// `otherwise` is the ruling the rulebook would give without the flag.
    fn final_result_after_fall(
        &mut self,
        pending: PendingClaim,
        fallen: Color,
        decision: Decision,
        otherwise: Verdict,
        index: usize,
        t: Micros,
    ) {
        let rulebook = self.rulebook;
        let claim = Claim { by: !fallen, kind: ClaimKind::Flag, illegal_move: None };
        let situation = self.situation(t, claim.by, self.board.position(), &self.earlier_claims);
        let mut on_time = rulebook.resolve(&claim, &situation);
        if on_time.kind == VerdictKind::Pending {
            on_time = rulebook.decide(&claim, Decision::Reject, &situation);
        }
        let verdict = rulebook.final_result(decision, &on_time).unwrap_or(otherwise);
        self.apply_verdict(&verdict, index, t);
        let ruling = &mut self.claims[pending.ruling];
        ruling.verdict = verdict;
        ruling.decision = Some(decision);
    }

    /// A draw upholds the postponed claim and ends the game; a rejection lets the flag claim stand
    /// as the rules decide it on its own; a postponement leaves both waiting.
    fn decide_after_flag(
        &mut self,
        mut postponed: PendingClaim,
        flag: PendingClaim,
        decision: Decision,
        verdict: Verdict,
        index: usize,
        t: Micros,
    ) {
        match decision {
            Decision::Postpone => {
                postponed.flag = Some(Box::new(flag));
                self.pending = Some(postponed);
            }
            Decision::Draw => {
                let rulebook = self.rulebook;
                let on_time = self.rule_on(&flag, t, |claim, situation| rulebook.resolve(claim, situation));
                let verdict = rulebook.final_result(decision, &on_time).unwrap_or(verdict);
                self.apply_verdict(&verdict, index, t);
                for ruling in [postponed.ruling, flag.ruling] {
                    self.claims[ruling].verdict = verdict.clone();
                    self.claims[ruling].decision = Some(decision);
                }
            }
            Decision::Reject => {
                // The postponed claim's final result is the flag's: no time is given any more.
                let rulebook = self.rulebook;
                let on_time = self.rule_on(&flag, t, |claim, situation| rulebook.resolve(claim, situation));
                let mut rejected = rulebook.final_rejection(&on_time).unwrap_or(verdict);
                // Whatever the rulebook gives without a flag, no time is given after one.
                rejected.effects.clear();
                self.claims[postponed.ruling].verdict = rejected;
                self.claims[postponed.ruling].decision = Some(decision);
                self.apply_verdict(&on_time, index, t);
                if on_time.kind == VerdictKind::Pending {
                    self.pending = Some(flag.clone());
                }
                self.claims[flag.ruling].verdict = on_time;
                self.claims[flag.ruling].decision = Some(decision);
            }
        }
    }

    fn apply_verdict(&mut self, verdict: &Verdict, index: usize, t: Micros) {
        for &Effect { side, add } in &verdict.effects {
            self.clock.adjust(side, add, 0, t);
        }
        if let Some(increment) = verdict.increment_for_both {
            self.clock.introduce_increment(increment);
        }
        if verdict.result.is_some() {
            self.end_with(verdict, index, t);
        }
    }

    /// The position before `offender`'s illegal move stands again and `offender` moves again
    /// (FIDE 7.5.1, US Chess 11A): its clock runs from `t`, the illegal press no longer counts as
    /// a move ([`Clock::reinstate`]), and where the board knew the position before that press
    /// (and the position the claim `stated`, if any, is that one) it is the game's position again,
    /// for later claims and the score.
    fn reinstate(&mut self, offender: Color, t: Micros, stated: Option<&Chess>) {
        // The illegal press, and the opponent's reply when it came before the claim.
        let presses = if self.last_press == Some(offender) { 1 } else { 2 };
        let mut board = self.board.clone();
        board.reinstate_before_presses(presses);
        let agrees = match (stated, board.position()) {
            (Some(stated), Some(known)) => fen_of(stated) == fen_of(known),
            _ => true,
        };
        if agrees {
            self.board = board;
        }
        self.clock.reinstate(offender, t);
        // The press that was undone is no longer the last completed one.
        let sides = self.clock.sides();
        self.last_press = (sides.white.moves() + sides.black.moves() > 0).then_some(!offender);
        self.reinstated = true;
    }

    fn end_with(&mut self, verdict: &Verdict, index: usize, t: Micros) {
        if let (Some(result), Some(termination)) = (verdict.result, verdict.termination) {
            // The clocks stop when the game ends.
            let _ = self.clock.pause(t);
            self.pending = None;
            // Armageddon: the draw stands as the board's verdict, and the draw odds agreed before
            // the game turn it into a win; both are cited.
            let (result, rule) = match (result, self.draw_odds) {
                (GameResult::Draw, Some(side)) => (GameResult::win_for(side), format!("{}{DRAW_ODDS}", verdict.rule)),
                _ => (result, verdict.rule.clone()),
            };
            self.ending = Some(Ending { result, termination, rule, event: index });
        }
    }

    /// What an arbiter sees at `t`, for a claim by (or a penalty on) `side`.
    fn situation<'a>(
        &'a self,
        t: Micros,
        side: Color,
        position: Option<&'a Chess>,
        earlier: &'a [(Color, ClaimKind, VerdictKind)],
    ) -> Situation<'a> {
        // Repetitions are counted only for the position that stands on the board.
        let on_the_board = position.is_some() && position == self.board.position();
        Situation {
            rulebook: self.rulebook,
            t,
            position,
            repetitions: on_the_board.then(|| self.board.repetitions()).flatten(),
            consecutive_repetitions: on_the_board.then(|| self.board.consecutive_repetitions()).flatten(),
            flags: self.clock.flags(),
            game_start: self.clock.started().unwrap_or_default(),
            remaining: self.clock.remaining_at(t),
            clock_side: self.clock.turn(),
            last_press: self.last_press,
            control: self.control_facts(side),
            illegal_moves: self.illegal_moves,
            moves_made: self.clock.sides().as_ref().map(|s| s.moves()),
            last_gain: self.clock.sides().as_ref().map(|s| s.last_gain()),
            reinstated: self.reinstated,
            no_time_limit: self.clock.sides().as_ref().map(|s| s.control().counts_up()),
            variation_14h: self.variation_14h,
            earlier_claims: earlier,
            recorded_can_mate: Recorded::NOTHING.can_mate,
            recorded_forced_mate: Recorded::NOTHING.forced_mate,
            said: Default::default(),
        }
    }

    fn control_facts(&self, side: Color) -> ControlFacts {
        let s = self.clock.side(side);
        let bonus = s.bonus();
        let last_period = match s.control() {
            TimeControl::Periods { periods, overtime } => {
                overtime.is_none()
                    && s.control().period_index(s.moves()) == periods.len() - 1
                    && periods[periods.len() - 1].moves.is_none()
            }
            // Without a time limit no claim turns on the clock's last period.
            TimeControl::Hourglass { .. } | TimeControl::CountUp => false,
        };
        ControlFacts {
            sudden_death: last_period && bonus == Bonus::None,
            delay: bonus.is_delay(),
            increment: match bonus {
                // A capped increment is an increment to the rules: time is added with each move.
                Bonus::Increment(i) | Bonus::CappedIncrement { increment: i, .. } => Some(i),
                _ => None,
            },
            last_period,
        }
    }
}
