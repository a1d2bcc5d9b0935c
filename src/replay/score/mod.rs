//! The score sheet: the history of a game as lines — each move with the mover's clock after the
//! press, flags, claims with their verdict and rule, penalties, pauses, corrections, the end.
//!
//! A score is derived from a record by replaying it event by event (so it shows each verdict as it
//! was given then, not as a later decision changed it), or read from a PGN for review
//! (`crate::replay::pgn`). Either way it is plain data, worded when shown: in the players'
//! language on the sheet, in English in a PGN's comments.

use crate::ground::messages as m;
use crate::ground::micros::{Micros, Seconds};
use crate::ground::record::{EventKind, Record, RecordError};
use crate::ground::time_control::TimeControl;
use crate::ground::vocabulary::{ClaimKind, Decision, Infraction};
use crate::ground::words::{count, say, say_with};
use crate::replay::game::{self, Game};
use crate::rules::Verdict;
use crate::rules::{GameResult, Termination, VerdictKind};
use shakmaty::{Color, Position};

/// How the game ended, as the score shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct End {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
    /// The record's termination id (`checkmate`, `flag`, …), when known.
    pub termination: Option<String>,
    /// The rule that decided it (`FIDE 5.1.1`), when known.
    pub rule: Option<String>,
}

/// One line of the score.
#[derive(Debug, Clone, PartialEq)]
pub enum Line {
    /// A completed move: `number` is the full-move number; `clock` the mover's time after the
    /// press (increment included); `used` the time charged for it, when the record says.
    Move {
        number: u32,
        side: Color,
        san: String,
        clock: Option<Micros>,
        used: Option<Micros>,
        /// An imported move's assessment: `!`, `?`, `!!`, `??`, `!?`, `?!`.
        glyph: Option<String>,
    },
    /// A press that recorded no move (the position is not known from the first one on):
    /// `number` counts the presser's moves, as a move number would.
    PressWithoutMove {
        number: u32,
        side: Color,
        clock: Micros,
    },
    /// A flag fell, `at` this much play time after the start.
    Flag {
        side: Color,
        at: Micros,
    },
    /// A claim and its verdict when it was made.
    Claim {
        by: Color,
        kind: ClaimKind,
        verdict: VerdictKind,
        /// The verdict in a few words, with the result when it ends the game: "Black wins on
        /// time", "draw", "rejected".
        outcome: Outcome,
        /// The clock called the flag itself (the players chose so): no player claimed.
        by_clock: bool,
        rule: String,
        explanation: String,
    },
    /// An arbiter's ruling on a waiting claim.
    Decision {
        decision: Decision,
        rule: String,
        explanation: String,
    },
    Penalty {
        side: Color,
        infraction: Infraction,
        rule: String,
        explanation: String,
    },
    Pause {
        at: Micros,
    },
    Resume {
        at: Micros,
    },
    Adjust {
        side: Color,
        add: Micros,
        moves: Option<i64>,
    },
    Resign {
        side: Color,
    },
    DrawAgreed,
    /// The arbiter's PINs typed on a locked clock before the next event: how many were wrong,
    /// how many right (each right one an unlock).
    Pins {
        wrong: usize,
        right: usize,
    },
    End(End),
    /// Said once before the presses of a game whose moves were not recorded.
    Unrecorded,
    /// Free text (a PGN comment that is not a clock).
    Note(String),
}

/// A claim's verdict in a few words, as its score line gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Draw,
    Wins(Color),
    WinsOnTime(Color),
    /// Upheld without ending the game: play goes on.
    Upheld,
    /// An illegal move corrected: this side moves again from the position before it.
    MovesAgain(Color),
    Rejected,
    /// It waits for the arbiter.
    Pending,
}

impl Outcome {
    fn of(verdict: &Verdict) -> Outcome {
        match (verdict.result, verdict.termination) {
            (Some(GameResult::Draw), _) => Outcome::Draw,
            (Some(result), termination) => {
                let winner = result.winner().unwrap_or(Color::White);
                if termination == Some(Termination::Flag) { Outcome::WinsOnTime(winner) } else { Outcome::Wins(winner) }
            }
            (None, _) => match verdict.kind {
                VerdictKind::Upheld => verdict.reinstates.map_or(Outcome::Upheld, Outcome::MovesAgain),
                VerdictKind::Rejected => Outcome::Rejected,
                VerdictKind::Pending => Outcome::Pending,
            },
        }
    }

    /// The game's result, when the verdict ends the game.
    fn result(self) -> Option<GameResult> {
        match self {
            Outcome::Draw => Some(GameResult::Draw),
            Outcome::Wins(side) | Outcome::WinsOnTime(side) => Some(GameResult::win_for(side)),
            Outcome::Upheld | Outcome::MovesAgain(_) | Outcome::Rejected | Outcome::Pending => None,
        }
    }

    fn said(self) -> &'static str {
        say(&match self {
            Outcome::Draw => m::SCORE_OUTCOME_DRAW,
            Outcome::Wins(side) => *m::SCORE_OUTCOME_WINS.of(side),
            Outcome::WinsOnTime(side) => *m::SCORE_OUTCOME_ON_TIME.of(side),
            Outcome::Upheld => m::SCORE_OUTCOME_UPHELD,
            Outcome::MovesAgain(side) => *m::SCORE_OUTCOME_MOVES_AGAIN.of(side),
            Outcome::Rejected => m::SCORE_OUTCOME_REJECTED,
            Outcome::Pending => m::SCORE_OUTCOME_PENDING,
        })
    }
}

/// What a claim's line says was claimed, after "White claims".
fn claim_said(kind: ClaimKind) -> &'static str {
    say(&match kind {
        // A flag's line names whose flag instead (`Line::summary`); this is never shown.
        ClaimKind::Flag => m::CLAIM_FLAG,
        ClaimKind::IllegalMove => m::SCORE_CLAIM_ILLEGAL_MOVE,
        ClaimKind::Threefold => m::SCORE_CLAIM_THREEFOLD,
        ClaimKind::FiftyMoves => m::SCORE_CLAIM_FIFTY_MOVES,
        ClaimKind::DeadPosition => m::SCORE_CLAIM_DEAD_POSITION,
        ClaimKind::InsufficientMaterial => m::SCORE_CLAIM_INSUFFICIENT_MATERIAL,
        ClaimKind::MichiganTwenty => m::SCORE_CLAIM_MICHIGAN_TWENTY,
        ClaimKind::QueenVQueen => m::SCORE_CLAIM_QUEEN_V_QUEEN,
        ClaimKind::RookVRook => m::SCORE_CLAIM_ROOK_V_ROOK,
        ClaimKind::IdenticalPieces => m::SCORE_CLAIM_IDENTICAL_PIECES,
        ClaimKind::QuickplayFinish => m::SCORE_CLAIM_QUICKPLAY_FINISH,
        ClaimKind::InsufficientLosingChances => m::SCORE_CLAIM_LOSING_CHANCES,
        ClaimKind::IncrementRequest => m::SCORE_CLAIM_INCREMENT_REQUEST,
    })
}

fn infraction_said(infraction: Infraction) -> &'static str {
    say(&match infraction {
        Infraction::KnockedClock => m::SCORE_INFRACTION_KNOCKED_CLOCK,
        Infraction::DisplacedPieces => m::SCORE_INFRACTION_DISPLACED_PIECES,
        Infraction::TwoHands => m::SCORE_INFRACTION_TWO_HANDS,
        Infraction::Hover => m::SCORE_INFRACTION_HOVER,
        Infraction::FrivolousStop => m::SCORE_INFRACTION_FRIVOLOUS_STOP,
    })
}

fn decision_said(decision: Decision) -> &'static str {
    say(&match decision {
        Decision::Draw => m::SCORE_DECISION_DRAW,
        Decision::Postpone => m::SCORE_DECISION_POSTPONE,
        Decision::Reject => m::SCORE_DECISION_REJECT,
    })
}

pub use crate::ground::heading::Heading;

/// What an import left out, so the players are told rather than left to wonder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LeftOut {
    /// Variations `( … )`: the review follows the main line.
    pub variations: u32,
    /// Annotation glyphs other than the six move assessments (`$1`–`$6`), which are shown.
    pub glyphs: u32,
    /// Moves of an imported PGN after the rules had ended the game (checkmate, stalemate, a
    /// fivefold repetition, 75 moves, a dead position): the review stops where the game did.
    pub moves_after_end: u32,
    /// Events of an imported record after its game had ended.
    pub events_after_end: u32,
}

impl LeftOut {
    /// "2 variations and 1 annotation glyph were left out: the review follows the main line.", in
    /// the players' language.
    pub fn sentence(&self) -> Option<String> {
        use crate::ground::messages as m;
        use crate::ground::words::{count, say_with};
        let aside = match (self.variations, self.glyphs) {
            (0, 0) => None,
            (v, 0) => Some(count(&m::LEFT_OUT_VARIATIONS, v.into())),
            (0, g) => Some(count(&m::LEFT_OUT_GLYPHS, g.into())),
            (v, g) => Some(say_with(
                &m::LEFT_OUT_BOTH,
                &[("variations", &count(&m::VARIATIONS, v.into())), ("glyphs", &count(&m::GLYPHS, g.into()))],
            )),
        };
        let after = match (self.moves_after_end, self.events_after_end) {
            (0, 0) => None,
            (moves, 0) => Some(count(&m::LEFT_OUT_MOVES_AFTER_END, moves.into())),
            (_, events) => Some(count(&m::LEFT_OUT_EVENTS_AFTER_END, events.into())),
        };
        let said: Vec<String> = [aside, after].into_iter().flatten().collect();
        (!said.is_empty()).then(|| said.join(" "))
    }
}

/// A whole game's score, with what the header of a record or PGN said.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Score {
    pub rules: Option<String>,
    pub time_control: Option<String>,
    pub white_time_control: Option<String>,
    pub black_time_control: Option<String>,
    pub fen: Option<String>,
    pub lines: Vec<Line>,
    pub end: Option<End>,
    /// The players and the event, as an imported PGN names them.
    pub heading: Heading,
    /// What an import left out.
    pub left_out: LeftOut,
}

pub use crate::ground::clock_time::clock_text;

/// An arbiter's correction as a signed number of seconds, not a clock reading (so not a
/// [`ClockTime`]): `+30`, `-1.5`, exactly as it was given.
fn correction_seconds(add: Micros) -> String {
    // A negative amount brings its own minus sign.
    let plus = if add < Micros::ZERO { "" } else { "+" };
    format!("{plus}{}", Seconds(add))
}

impl Line {
    /// The line as the score sheet shows it, in the players' language: a verdict's line ends
    /// with its explanation.
    pub fn text(&self) -> String {
        match self {
            Line::Claim { explanation, .. }
            | Line::Decision { explanation, .. }
            | Line::Penalty { explanation, .. }
                if !explanation.is_empty() =>
            {
                format!("{} {explanation}", self.summary())
            }
            _ => self.summary(),
        }
    }

    /// The line without a verdict's explanation (the rule stays): what a PGN comment keeps.
    pub fn summary(&self) -> String {
        let time = |t: &Micros| clock_text(*t);
        match self {
            Line::Move { number, side, san, clock, used, glyph } => {
                let mut text = format!("{number}{} {san}{}", dots(*side), glyph.as_deref().unwrap_or_default());
                if let Some(c) = clock {
                    text.push_str(&format!("  {}", clock_text(*c)));
                }
                if let Some(u) = used {
                    text.push(' ');
                    text.push_str(&say_with(&m::SCORE_USED, &[("time", &time(u))]));
                }
                text
            }
            Line::PressWithoutMove { number, side, clock } => {
                let pressed = say(m::SCORE_PRESSED.of(*side));
                format!("{number}{} {pressed}  {}", dots(*side), clock_text(*clock))
            }
            Line::Flag { side, at } => say_with(m::SCORE_FLAG.of(*side), &[("time", &time(at))]),
            Line::Claim { by, kind, outcome, by_clock, rule, .. } => {
                let what = match (kind, by_clock) {
                    // Whose flag: the opponent's of the side it is claimed for.
                    (ClaimKind::Flag, true) => say(m::SCORE_CLOCK_CALLS.of(!*by)).to_owned(),
                    (ClaimKind::Flag, false) => say(m::SCORE_CLAIMS_FLAG.of(*by)).to_owned(),
                    (kind, _) => say_with(m::SCORE_CLAIMS.of(*by), &[("claim", claim_said(*kind))]),
                };
                let values = [("what", what.as_str()), ("outcome", outcome.said()), ("rule", rule)];
                match outcome.result() {
                    Some(r) => {
                        say_with(&m::SCORE_VERDICT_RESULT, &[values[0], values[1], ("result", r.pgn()), values[2]])
                    }
                    None => say_with(&m::SCORE_VERDICT, &values),
                }
            }
            Line::Decision { decision, rule, .. } => {
                say_with(&m::SCORE_DECISION, &[("decision", decision_said(*decision)), ("rule", rule)])
            }
            Line::Penalty { side, infraction, rule, .. } => {
                say_with(m::SCORE_PENALTY.of(*side), &[("infraction", infraction_said(*infraction)), ("rule", rule)])
            }
            Line::Pause { at } => say_with(&m::SCORE_PAUSED, &[("time", &time(at))]),
            Line::Resume { at } => say_with(&m::SCORE_RESUMED, &[("time", &time(at))]),
            Line::Adjust { side, add, moves } => {
                let amount = correction_seconds(*add);
                match moves {
                    Some(n) => {
                        say_with(m::SCORE_ADJUST_MOVES.of(*side), &[("amount", &amount), ("moves", &format!("{n:+}"))])
                    }
                    None => say_with(m::SCORE_ADJUST.of(*side), &[("amount", &amount)]),
                }
            }
            Line::Resign { side } => say(m::SCORE_RESIGNS.of(*side)).to_owned(),
            Line::DrawAgreed => say(&m::SCORE_DRAW_AGREED).to_owned(),
            Line::Pins { wrong, right } => {
                let n = |n: &usize| u64::try_from(*n).unwrap_or(u64::MAX);
                match (*wrong, *right) {
                    (_, 0) => say_with(&m::SCORE_PINS, &[("typed", &count(&m::SCORE_PINS_WRONG, n(wrong)))]),
                    (0, _) => say_with(&m::SCORE_PINS, &[("typed", &count(&m::SCORE_PINS_RIGHT, n(right)))]),
                    _ => say_with(
                        &m::SCORE_PINS_BOTH,
                        &[
                            ("wrong", &count(&m::SCORE_PINS_WRONG, n(wrong))),
                            ("right", &count(&m::SCORE_PINS_RIGHT, n(right))),
                        ],
                    ),
                }
            }
            Line::End(end) => end.text(),
            Line::Unrecorded => say(&m::SCORE_UNRECORDED).to_owned(),
            Line::Note(text) => text.clone(),
        }
    }
}

/// After a move's number: `.` before White's move, `…` before Black's.
fn dots(side: Color) -> &'static str {
    side.fold_wb(".", "…")
}

impl End {
    /// `0-1 — Black wins by checkmate (FIDE 5.1.1)`, as the face's status line says it; an
    /// imported PGN's end the app cannot read as it was written.
    pub fn text(&self) -> String {
        let result = [GameResult::WhiteWins, GameResult::BlackWins, GameResult::Draw]
            .into_iter()
            .find(|r| r.pgn() == self.result);
        let termination = self.termination.as_deref().and_then(Termination::of_id);
        if let (Some(result), Some(termination), Some(rule)) = (result, termination, &self.rule) {
            return game::result_line(result, termination, rule);
        }
        let how = self.termination.as_ref().map(|t| format!(" — {}", t.replace('_', " "))).unwrap_or_default();
        let rule = self.rule.as_ref().map(|r| format!(" ({r})")).unwrap_or_default();
        format!("{}{how}{rule}", self.result)
    }
}

/// The full-move number of the move `side` is about to make in `game`, when the board is known.
fn move_number(game: &Game) -> u32 {
    game.board.position().map_or(0, |p| p.fullmoves().get())
}

/// A record's score worked out event by event, so that a long record can be read in slices (the
/// page says how far it is, and can stop): [`Scoring::advance`] a slice at a time, then
/// [`Scoring::finish`].
pub struct Scoring<'r> {
    record: &'r Record,
    game: Game,
    lines: Vec<Line>,
    start: Option<Micros>,
    left_out: LeftOut,
    /// The next event to replay.
    next: usize,
    /// A press without a move has come: the sheet said once that the board is lost.
    unrecorded: bool,
}

impl<'r> Scoring<'r> {
    pub fn new(record: &'r Record) -> Result<Scoring<'r>, RecordError> {
        Ok(Scoring {
            record,
            game: Game::new(record)?,
            lines: Vec::new(),
            start: None,
            left_out: LeftOut::default(),
            next: 0,
            unrecorded: false,
        })
    }

    /// Events replayed so far, and in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.next, self.record.events.len())
    }

    /// Replays up to `budget` more events: whether any remain. A game ends where the rules end
    /// it: what a record says after its end is left out.
    pub fn advance(&mut self, budget: usize) -> Result<bool, RecordError> {
        let record = self.record;
        for _ in 0..budget {
            let i = self.next;
            let Some(event) = record.events.get(i) else { return Ok(false) };
            if self.game.is_over() {
                self.left_out.events_after_end = u32::try_from(record.events.len() - i).unwrap_or(u32::MAX);
                self.next = record.events.len();
                return Ok(false);
            }
            self.next += 1;
            let (flags, claims, penalties) =
                (self.game.clock.all_falls().len(), self.game.claims.len(), self.game.penalties.len());
            let number = move_number(&self.game);
            let mut decided = None;
            if let EventKind::Decision { .. } = &event.kind {
                decided = self.game.claims.iter().rposition(|c| c.verdict.kind == VerdictKind::Pending);
            }
            self.game.apply(i, event)?;
            let t = self.game.last_t.unwrap_or_default();
            if matches!(event.kind, EventKind::Start) {
                self.start = Some(t);
            }
            let start = self.start;
            let since_start = |at: Micros| at - start.unwrap_or(at);
            // The PINs were typed before the event they are recorded with.
            if !event.pins.is_empty() {
                let wrong = event.pins.iter().filter(|p| !p.right).count();
                self.lines.push(Line::Pins { wrong, right: event.pins.len() - wrong });
            }
            // Every fall at its instant, a corrected one too: the score is the game's history.
            for f in &self.game.clock.all_falls()[flags..] {
                self.lines.push(Line::Flag { side: f.side, at: since_start(f.fell_at) });
            }
            match &event.kind {
                EventKind::Press { side, mv } => {
                    let side = *side;
                    // What the presser's clock shows: the time left, or on a count-up clock the time used.
                    let clock = self.game.clock.side(side).control().shown(self.game.clock.remaining_at(t)[side]);
                    match (mv, self.game.board.sans().last()) {
                        (Some(_), Some(san)) => self.lines.push(Line::Move {
                            number,
                            side,
                            san: san.clone(),
                            clock: Some(clock),
                            used: self.game.clock.side(side).last_move(),
                            glyph: None,
                        }),
                        _ => {
                            // Said once: from the first press without a move the board is lost.
                            if !self.unrecorded {
                                self.unrecorded = true;
                                self.lines.push(Line::Unrecorded);
                            }
                            let number = self.game.clock.side(side).moves();
                            self.lines.push(Line::PressWithoutMove { number, side, clock })
                        }
                    }
                }
                EventKind::Pause | EventKind::PauseFor(_) => self.lines.push(Line::Pause { at: since_start(t) }),
                EventKind::Resume => self.lines.push(Line::Resume { at: since_start(t) }),
                EventKind::Adjust { side, ms, moves } => {
                    // The replay has just accepted the event, so its milliseconds are a number.
                    let add = Micros::from_ms(*ms).unwrap_or_default();
                    self.lines.push(Line::Adjust { side: *side, add, moves: *moves })
                }
                EventKind::Decision { decision } => {
                    let ruling = decided.and_then(|d| self.game.claims.get(d));
                    self.lines.push(Line::Decision {
                        decision: *decision,
                        rule: ruling.map(|c| c.verdict.rule.clone()).unwrap_or_default(),
                        explanation: ruling.map(|c| c.verdict.explanation.clone()).unwrap_or_default(),
                    });
                }
                EventKind::Resign { side } => self.lines.push(Line::Resign { side: *side }),
                EventKind::DrawAgreed => self.lines.push(Line::DrawAgreed),
                EventKind::Start | EventKind::Claim { .. } | EventKind::Penalty { .. } => {}
            }
            let by_clock = matches!(event.kind, EventKind::Claim { by_clock: true, .. });
            for c in &self.game.claims[claims..] {
                self.lines.push(Line::Claim {
                    by: c.by,
                    kind: c.kind,
                    verdict: c.verdict.kind,
                    outcome: Outcome::of(&c.verdict),
                    by_clock,
                    rule: c.verdict.rule.clone(),
                    explanation: c.verdict.explanation.clone(),
                });
            }
            for p in &self.game.penalties[penalties..] {
                self.lines.push(Line::Penalty {
                    side: p.side,
                    infraction: p.infraction,
                    rule: p.verdict.rule.clone(),
                    explanation: p.verdict.explanation.clone(),
                });
            }
        }
        Ok(self.next < record.events.len())
    }

    /// The score, once every event is replayed.
    pub fn finish(mut self) -> Score {
        let record = self.record;
        let end = self.game.ending.as_ref().map(|e| End {
            result: e.result.pgn().to_owned(),
            termination: Some(e.termination.id().to_owned()),
            rule: Some(e.rule.clone()).filter(|r| !r.is_empty()),
        });
        if let Some(end) = &end {
            self.lines.push(Line::End(end.clone()));
        }
        Score {
            rules: Some(record.rules.id().to_owned()),
            time_control: Some(record.time_control.to_string()),
            white_time_control: record.white_time_control.as_ref().map(ToString::to_string),
            black_time_control: record.black_time_control.as_ref().map(ToString::to_string),
            fen: record.fen.clone(),
            lines: self.lines,
            end,
            heading: record.heading.clone(),
            left_out: self.left_out,
        }
    }
}

impl Score {
    /// The score of a record, replayed event by event; an event the replay refuses is named.
    pub fn from_record(record: &Record) -> Result<Score, RecordError> {
        let mut scoring = Scoring::new(record)?;
        while scoring.advance(usize::MAX)? {}
        Ok(scoring.finish())
    }

    /// The moves with their clocks, in order.
    pub fn moves(&self) -> impl Iterator<Item = (&str, Option<Micros>)> {
        self.lines.iter().filter_map(|l| match l {
            Line::Move { san, clock, .. } => Some((san.as_str(), *clock)),
            _ => None,
        })
    }

    /// Each side's control, White's then Black's, as far as the tags can be read: the side's own
    /// tag, else the shared one.
    pub fn controls(&self) -> [Option<TimeControl>; 2] {
        let read = |tc: Option<&String>| tc.and_then(|tc| TimeControl::from_pgn(tc).ok());
        [
            read(self.white_time_control.as_ref().or(self.time_control.as_ref())),
            read(self.black_time_control.as_ref().or(self.time_control.as_ref())),
        ]
    }

    /// `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    pub fn result(&self) -> &str {
        self.end.as_ref().map_or("*", |e| e.result.as_str())
    }
}

#[cfg(test)]
mod tests;
