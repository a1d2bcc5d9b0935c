//! Claim procedures the rulebooks share, each parameterised by the rules that decide it.
//!
//! A rulebook file says *which* of its rules apply to a claim (and which definition of mating
//! material, which time penalty); the procedure here applies them the same way everywhere, so a
//! flag claim is judged in one place.

use super::claimed_move::{self, ClaimedMove};
use super::material::{self, BlitzMinimum, Finding};
use super::questions;
use super::rule::{self, Cite, sentence_start};
use super::ruling::{clock_time, minutes_said};
use super::search::{self, Demonstration, ForcedMate};
use super::verdict::{Claim, GameResult, Situation, Termination, Verdict, VerdictKind};
use crate::ground::clock_time::{ClockTime, Precision, Rounding};
use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::vocabulary::{ClaimKind, Decision};
use crate::ground::words::{Message, Plural, Sided, count, fill, say, say_with};
use shakmaty::{Bitboard, Chess, Color, Position, Role};

/// Which definition of mating material a rule uses (see [`material`]).
#[derive(Debug, Clone, Copy)]
pub enum Definition {
    /// FIDE 6.9: any possible series of legal moves.
    Fide,
    /// US Chess 14E: insufficient material to win on time.
    Uscf14e,
    /// Scholastic 7b / US Chess Blitz 7c.
    Blitz(BlitzMinimum),
}

impl Definition {
    /// `side`'s material in the claim's position, with what the rules worker recorded with the
    /// claim for `side`, if anything: whether it can still mate (FIDE) and its forced-mate search
    /// (US Chess 14E, Scholastic 7b).
    pub fn judge(self, s: &Situation<'_>, pos: &Chess, side: Color) -> Finding {
        match self {
            Definition::Fide => material::fide_recorded(pos, side, s.recorded_can_mate[side]),
            Definition::Uscf14e => material::uscf_14e(pos, side, s.recorded_forced_mate[side]),
            Definition::Blitz(rules) => material::blitz_minimum(pos, side, rules, s.recorded_forced_mate[side]),
        }
    }

    /// `side`'s material in the claim's position; without one, as the players described it
    /// (`said`), or else the question whose answer would decide it.
    pub fn judge_or_ask(self, s: &Situation<'_>, side: Color) -> Result<Finding, questions::Question> {
        match s.position {
            Some(pos) => Ok(self.judge(s, pos, side)),
            None => questions::judge(self, side, &s.said),
        }
    }

    /// Under this definition an undetermined finding is a forced win the search could not settle
    /// (US Chess 14E, Scholastic 7b); under FIDE 6.9 it is whether the side can mate at all.
    fn undetermined_is_forced_win(self) -> bool {
        !matches!(self, Definition::Fide)
    }

    /// A pending `verdict` on `side`'s undetermined material: marked with what would settle it.
    fn undetermined(self, verdict: Verdict, side: Color) -> Verdict {
        if self.undetermined_is_forced_win() { verdict.on_forced_win_of(side) } else { verdict.on_can_mate() }
    }
}

/// Whether `side` has the move: the position's turn when there is one, else the running clock.
pub fn has_move(s: &Situation<'_>, side: Color) -> bool {
    s.position.map_or(s.clock_side, |p| p.turn()) == side
}

/// FIDE's penalties are two minutes; rapid and blitz give one (A.3, and B.3 for blitz), which
/// the verdict notes ("in rapid and blitz one minute instead of two").
pub fn is_rapid_penalty(penalty: Micros) -> bool {
    penalty < Micros::from_secs(120)
}

/// Checkmate and stalemate on the board end the game before any flag or illegal move counts.
pub fn board_first(pos: &Chess, mate: Cite, stalemate: Cite) -> Option<Verdict> {
    if pos.is_checkmate() {
        let winner = !pos.turn();
        let sentence = say(m::VERDICT_MATE_ON_BOARD.of(winner));
        Some(Verdict::upheld(mate, sentence).ends(GameResult::win_for(winner), Termination::Checkmate))
    } else if pos.is_stalemate() {
        let sentence = say(&m::VERDICT_STALEMATE_ON_BOARD);
        Some(Verdict::upheld(stalemate, sentence).ends(GameResult::Draw, Termination::Stalemate))
    } else {
        None
    }
}

/// How a rulebook judges a claim that the opponent's flag has fallen.
pub struct FlagRules {
    /// The rule that makes the fallen flag a win.
    pub win: Cite,
    /// The rule that makes it a draw when the claimant lacks mating material.
    pub no_material: Cite,
    /// The rule `no_material` defers to, quoted after it: a seed's "usual rules" (FIDE 6.9).
    pub no_material_defers_to: Option<Cite>,
    pub material: Definition,
    pub both_flags: BothFlags,
    pub mate_stands: Cite,
    pub stalemate_stands: Cite,
    /// The rule that lets only the opponent call a flag (Speed 2d), cited when the flag that is
    /// down is the claimant's own; `None`: the win rule answers that too.
    pub only_the_opponent: Option<Cite>,
}

/// When the claimant's own flag is down too.
pub enum BothFlags {
    /// Both flags down at the claim: a draw.
    Draw(Cite),
    /// The clock shows which flag fell first, and the first decides.
    FirstDecides(Cite),
    /// US Chess 14G: a draw in sudden death; in any other control the game continues. A control
    /// whose increment is at least `not_sudden_death` does not count as sudden death.
    DrawInSuddenDeath { rule: Cite, not_sudden_death: Micros },
}

pub fn flag(claim: &Claim<'_>, s: &Situation<'_>, rules: &FlagRules) -> Verdict {
    let claimant = claim.by;
    let flagged = !claimant;
    let by = |sided: &'static Sided<Message>| sided.of(claimant);
    if s.no_time_limit[flagged] {
        return Verdict::rejected(rules.win, say(m::FLAG_NO_LIMIT.of(flagged)));
    }
    let Some(fall) = s.flags.iter().position(|x| x.side == flagged) else {
        if s.flags.iter().any(|x| x.side == claimant) {
            let sentence = say(m::FLAG_OWN_ONLY.of(flagged));
            return Verdict::rejected(rules.only_the_opponent.unwrap_or(rules.win), sentence);
        }
        // Rounded up, as the face shows it: time that is not gone never reads as 0:00.0.
        let left = ClockTime::new(s.remaining[flagged], Precision::Tenths, Rounding::Up).sheet();
        let sentence = say_with(m::VERDICT_NOT_FALLEN.of(flagged), &[("left", &left)]);
        return Verdict::rejected(rules.win, sentence);
    };
    if let Some(verdict) = s.position.and_then(|pos| board_first(pos, rules.mate_stands, rules.stalemate_stands)) {
        return verdict;
    }
    let at = clock_time(s.flags[fall].fell_at - s.game_start);
    let mut fell = say_with(m::VERDICT_FLAG_FELL.of(flagged), &[("time", &at)]);
    let mut clock_rule = None;
    if let Some(own) = s.flags.iter().position(|x| x.side == claimant) {
        let own_at = clock_time(s.flags[own].fell_at - s.game_start);
        // Both flags: the fall of the claimant's opponent's within the sentence.
        let within = say_with(m::VERDICT_FLAG_FELL_WITHIN.of(flagged), &[("time", &at)]);
        let both = |message: &Message| say_with(message, &[("fell", &within), ("own", &own_at)]);
        match rules.both_flags {
            BothFlags::Draw(cite) => {
                let sentence = both(by(&m::BOTH_DOWN_DRAW));
                return Verdict::upheld(cite, sentence).ends(GameResult::Draw, Termination::Flag);
            }
            BothFlags::DrawInSuddenDeath { rule, not_sudden_death } => {
                let sudden_death =
                    s.control.last_period && s.control.increment.unwrap_or(Micros::ZERO) < not_sudden_death;
                if sudden_death {
                    let sentence = both(by(&m::BOTH_DOWN_SUDDEN_DEATH));
                    return Verdict::upheld(rule, sentence).ends(GameResult::Draw, Termination::Flag);
                }
                let sentence = if s.control.last_period {
                    let increment = by(&m::BOTH_DOWN_INCREMENT);
                    say_with(
                        increment,
                        &[("fell", &within), ("own", &own_at), ("time", &minutes_said(not_sudden_death))],
                    )
                } else {
                    both(by(&m::BOTH_DOWN_NOT_LAST))
                };
                return Verdict::rejected(rule, sentence);
            }
            BothFlags::FirstDecides(cite) if own < fall => {
                let sentence = both(by(&m::BOTH_DOWN_OWN_FIRST));
                return Verdict::rejected(cite, sentence);
            }
            BothFlags::FirstDecides(cite) => {
                fell = say_with(by(&m::FELL_BEFORE), &[("fell", &fell), ("own", &own_at)]);
                clock_rule = Some(cite);
            }
        }
    }
    let verdict = match rules.material.judge_or_ask(s, claimant) {
        Err(question) => {
            let wins = by(&m::VERDICT_WINS_UNCHECKED);
            Verdict::upheld(rules.win, say_with(wins, &[("fell", &fell)]))
                .ends(GameResult::win_for(claimant), Termination::Flag)
                .asking(Some(question))
        }
        Ok(Finding { sufficient: Some(true), reason, .. }) => {
            let wins = by(&m::VERDICT_WINS_BECAUSE);
            let sentence = say_with(wins, &[("fell", &fell), ("reason", &reason)]);
            Verdict::upheld(rules.win, sentence).ends(GameResult::win_for(claimant), Termination::Flag)
        }
        Ok(Finding { sufficient: Some(false), reason, .. }) => {
            let sentence = say_with(&m::VERDICT_DRAWN_BECAUSE, &[("fell", &fell), ("reason", &reason)]);
            deferring(
                Verdict::upheld(rules.no_material, sentence).ends(GameResult::Draw, Termination::Flag),
                rules.no_material_defers_to,
            )
        }
        Ok(Finding { sufficient: None, reason, .. }) => {
            let verdict = Verdict::pending(rules.no_material, semicolon(&fell, &reason));
            deferring(rules.material.undetermined(verdict, claimant), rules.no_material_defers_to)
        }
    };
    match clock_rule {
        Some(cite) => verdict.quoting(cite),
        None => verdict,
    }
}

/// `verdict`, quoting after its rule the rule that one defers to, if any.
fn deferring(verdict: Verdict, defers_to: Option<Cite>) -> Verdict {
    match defers_to {
        Some(cite) => verdict.quoting(cite),
        None => verdict,
    }
}

/// Two clauses in one sentence: "…; …."
pub(super) fn semicolon(first: &str, second: &str) -> String {
    say_with(&m::JOIN_SEMICOLON, &[("first", first), ("second", second)])
}

/// How a rulebook judges a claim that the opponent's last move was illegal.
pub struct IllegalRules {
    /// The book's rule on illegal moves, cited when the claim fails on its facts.
    pub rule: Cite,
    /// The rule that requires the claim before the claimant's own next move, if the book has one.
    pub before_reply: Option<Cite>,
    /// The rule under which the claimant's own fallen flag does not bar the claim, if any.
    pub despite_own_flag: Option<Cite>,
    pub consequence: Consequence,
    /// The rule that makes a press without a move an illegal move (FIDE 7.5.3), quoted when the
    /// claim names no move (`--`); `None`: the book's illegal-move rule covers it.
    pub no_move: Option<Cite>,
    /// The rule that makes a pawn left unpromoted on the last rank illegal (FIDE 7.5.2).
    pub unpromoted: Option<Cite>,
    /// The increment the illegal move's press brought is taken back when the position is
    /// reinstated (the FIDE Arbiters' Manual on 7.5.5); `false`: the clock times stand (US Chess
    /// 11A).
    pub takes_back_increment: bool,
}

/// What an upheld illegal-move claim brings.
pub enum Consequence {
    /// FIDE 7.5.5: `extra_time` to the opponent for the first, loss for the second — a draw if
    /// the opponent cannot checkmate.
    TimeThenLoss { extra_time: Micros, first: Cite, second: Cite, also: Vec<Cite> },
    /// US Chess 11D: the standard time penalty, every time.
    Time { penalty: Micros },
    /// The blitz rules: the claimant wins, or draws without mating material.
    Win { win: Cite, draw: Cite, material: Definition },
}

/// What the claimed move was, in the language in force, with the rule on its kind (a press
/// without a move, a pawn left unpromoted); or the verdict, when the claim fails on the move itself.
fn illegal_what(
    claim: &Claim<'_>,
    s: &Situation<'_>,
    rules: &IllegalRules,
    offender: Color,
) -> Result<(String, Option<Cite>), Verdict> {
    let side = |sided: &'static Sided<Message>| sided.of(offender);
    let no_move = || say(side(&m::ILLEGAL_NO_MOVE)).to_owned();
    Ok(match (s.position, claim.illegal_move) {
        (_, Some(text)) if claimed_move::is_no_move(text) => (no_move(), rules.no_move),
        (Some(pos), Some(text)) => match claimed_move::judge(pos, text) {
            ClaimedMove::Legal(san) => {
                let san = if san == text.trim() { String::new() } else { format!(" ({san})") };
                let legal = side(&m::ILLEGAL_LEGAL);
                return Err(Verdict::rejected(rules.rule, say_with(legal, &[("move", &format!("{text}{san}"))])));
            }
            ClaimedMove::Unreadable => {
                return Err(Verdict::rejected(rules.rule, say_with(&m::ILLEGAL_UNREADABLE, &[("move", text)])));
            }
            ClaimedMove::Illegal => (say_with(side(&m::ILLEGAL_NOT_LEGAL), &[("move", text)]), None),
            ClaimedMove::Unpromoted => (say_with(side(&m::ILLEGAL_UNPROMOTED), &[("move", text)]), rules.unpromoted),
            ClaimedMove::NoMove => (no_move(), rules.no_move),
        },
        (None, Some(text)) => (say_with(&m::ILLEGAL_NO_POSITION, &[("move", text)]), None),
        (_, None) => (say(&m::ILLEGAL_NO_MOVE_NAMED).to_owned(), None),
    })
}

pub fn illegal_move(claim: &Claim<'_>, s: &Situation<'_>, rules: &IllegalRules) -> Verdict {
    let claimant = claim.by;
    // The position is the one before the move: whoever is to move there made it.
    let offender = s.position.map_or(!claimant, |p| p.turn());
    let by = |sided: &'static Sided<Message>| sided.of(claimant);
    // A corrected illegal move counts once (FIDE 7.5.5 counts completed illegal moves, not claims);
    // asked first, as the position before it is now the claimant's own.
    if s.reinstated {
        return Verdict::rejected(rules.rule, say(&m::ILLEGAL_ALREADY_CORRECTED));
    }
    if offender == claimant {
        return Verdict::rejected(rules.rule, say(by(&m::ILLEGAL_OWN_MOVE)));
    }
    let (what, kind_rule) = match illegal_what(claim, s, rules, offender) {
        Ok(what) => what,
        Err(verdict) => return verdict,
    };
    match s.last_press {
        None => {
            let sentence = say_with(&m::ILLEGAL_NOTHING_COMPLETED, &[("what", &what)]);
            return Verdict::rejected(rules.rule, sentence);
        }
        Some(side) if side == claimant => {
            if let Some(cite) = rules.before_reply {
                let sentence = say_with(by(&m::ILLEGAL_TOO_LATE), &[("what", &what)]);
                return Verdict::rejected(cite, sentence);
            }
        }
        Some(_) => {}
    }
    let own_flag = s.flags.iter().any(|x| x.side == claimant);
    // The move, and the claimant's own flag where the rules say it does not matter.
    let what = match rules.despite_own_flag {
        Some(_) if own_flag => say_with(by(&m::ILLEGAL_OWN_FLAG), &[("what", &what)]),
        _ => what,
    };
    let against = |sided: &'static Sided<Message>| sided.of(offender);
    let verdict = match rules.consequence {
        Consequence::TimeThenLoss { extra_time, first, second, ref also } => {
            let nth = s.illegal_moves[offender] + 1;
            if nth == 1 {
                let gets = match is_rapid_penalty(extra_time) {
                    false => by(&m::ILLEGAL_FIRST),
                    true => by(&m::ILLEGAL_FIRST_NOTE),
                };
                let sentence = say_with(gets, &[("what", &what), ("time", &minutes_said(extra_time))]);
                let upheld = reinstating(first, &sentence, (claimant, extra_time), s, rules, offender);
                also.iter().fold(upheld, |v, &cite| v.quoting(cite))
            } else {
                let loses = match nth {
                    2 => say_with(against(&m::ILLEGAL_SECOND_LOSES), &[("what", &what)]),
                    n => say_with(against(&m::ILLEGAL_NTH_LOSES), &[("what", &what), ("n", &n.to_string())]),
                };
                decided_by_material(s, claimant, Definition::Fide, second, second, &loses)
            }
        }
        Consequence::Time { penalty } => {
            let gets = by(&m::ILLEGAL_TIME);
            let sentence = say_with(gets, &[("what", &what), ("time", &minutes_said(penalty))]);
            reinstating(rules.rule, &sentence, (claimant, penalty), s, rules, offender)
        }
        Consequence::Win { win, draw, material } => {
            let loses = say_with(against(&m::ILLEGAL_SO_LOSES), &[("what", &what)]);
            decided_by_material(s, claimant, material, win, draw, &loses)
        }
    };
    let verdict = match rules.despite_own_flag {
        Some(cite) if own_flag => verdict.quoting(cite),
        _ => verdict,
    };
    match kind_rule {
        Some(cite) => verdict.quoting(cite),
        None => verdict,
    }
}

/// The claim upheld under `rule` as `sentence` says, with the `extra` time its claimant gets,
/// the illegal move corrected: the position before it stands again and `offender` moves again,
/// on its own clock, which the verdict says; the increment its press brought is taken back where
/// the book says so.
fn reinstating(
    rule: Cite,
    sentence: &str,
    (claimant, extra): (Color, Micros),
    s: &Situation<'_>,
    rules: &IllegalRules,
    offender: Color,
) -> Verdict {
    let again = say(m::ILLEGAL_MOVES_AGAIN.of(offender));
    let upheld =
        Verdict::upheld(rule, format!("{sentence} {again}")).with_effect(claimant, extra).reinstating(offender);
    match s.last_gain[offender] {
        gain if rules.takes_back_increment && gain > Micros::ZERO => upheld.with_effect(offender, -gain),
        _ => upheld,
    }
}

/// An illegal move that loses: a win for `claimant` if they have mating material, else a draw.
fn decided_by_material(
    s: &Situation<'_>,
    claimant: Color,
    definition: Definition,
    win: Cite,
    draw: Cite,
    loses: &str,
) -> Verdict {
    let by = |sided: &'static Sided<Message>| sided.of(claimant);
    let won = GameResult::win_for(claimant);
    let loses_and = |message: &Message, reason: &str| say_with(message, &[("loses", loses), ("reason", reason)]);
    match definition.judge_or_ask(s, claimant) {
        Err(question) => Verdict::upheld(win, say_with(by(&m::LOSES_UNCHECKED), &[("loses", loses)]))
            .ends(won, Termination::IllegalMove)
            .asking(Some(question)),
        Ok(Finding { sufficient: Some(true), reason, .. }) => {
            Verdict::upheld(win, loses_and(by(&m::LOSES_WINS), &reason)).ends(won, Termination::IllegalMove)
        }
        Ok(Finding { sufficient: Some(false), reason, .. }) => {
            Verdict::upheld(draw, loses_and(&m::LOSES_DRAWN, &reason)).ends(GameResult::Draw, Termination::IllegalMove)
        }
        Ok(Finding { sufficient: None, reason, .. }) if definition.undetermined_is_forced_win() => {
            Verdict::pending(draw, loses_and(by(&m::LOSES_IF_FORCED_WIN), &reason)).on_forced_win_of(claimant)
        }
        Ok(Finding { sufficient: None, reason, .. }) => {
            Verdict::pending(draw, loses_and(by(&m::LOSES_UNLESS_CANNOT_MATE), &reason)).on_can_mate()
        }
    }
}

/// How a rulebook judges a draw claim that counts something (repetitions, moves).
pub struct CountRules {
    pub rule: Cite,
    /// FIDE 9.2/9.3, US Chess 14C/14F: only the player having the move may claim.
    pub needs_the_move: bool,
    pub incorrect: Incorrect,
}

/// What an incorrect draw claim costs.
#[derive(Debug, Clone)]
pub enum Incorrect {
    /// The claim is rejected and play continues.
    Nothing,
    /// FIDE 9.5.3: time added to the opponent (`also`: the rules that set the time, A.3, and
    /// what else the claim meant, 9.1.2.3).
    OpponentGets { time: Micros, rule: Cite, also: Vec<Cite> },
    /// Scholastic 13b: time taken from the claimant.
    ClaimantLoses { time: Micros, rule: Cite },
}

impl Incorrect {
    /// What the incorrect claim costs, after the verdict's own sentence; the rules it quotes say,
    /// as every quotation does, which language they are in.
    pub fn apply(&self, verdict: Verdict, claimant: Color) -> Verdict {
        match self {
            Incorrect::Nothing => verdict,
            Incorrect::OpponentGets { time, rule, also } => {
                let mut v = verdict.with_effect(!claimant, *time);
                let gets =
                    if is_rapid_penalty(*time) { &m::VERDICT_OPPONENT_GETS_NOTE } else { &m::VERDICT_OPPONENT_GETS };
                let gets = gets.of(!claimant);
                v.explanation.push(' ');
                v.explanation.push_str(&say_with(gets, &[("time", &minutes_said(*time))]));
                also.iter().fold(v.quoting(*rule), |v, &cite| v.quoting(cite))
            }
            Incorrect::ClaimantLoses { time, rule } => {
                let (time, rule) = (*time, *rule);
                let mut v = verdict.with_effect(claimant, -time);
                let loses = m::VERDICT_CLAIMANT_LOSES.of(claimant);
                v.explanation.push(' ');
                v.explanation.push_str(&say_with(loses, &[("time", &minutes_said(time))]));
                v.quoting(rule)
            }
        }
    }
}

fn not_on_move(claim: &Claim<'_>, s: &Situation<'_>, rules: &CountRules) -> Option<Verdict> {
    (rules.needs_the_move && !has_move(s, claim.by)).then(|| {
        let sentence = say(m::VERDICT_NOT_ON_MOVE.of(!claim.by));
        Verdict::rejected(rules.rule, sentence)
    })
}

pub fn threefold(claim: &Claim<'_>, s: &Situation<'_>, rules: &CountRules) -> Verdict {
    if let Some(verdict) = not_on_move(claim, s, rules) {
        return verdict;
    }
    match s.repetitions {
        None => Verdict::pending(rules.rule, say(&m::VERDICT_REPETITION_UNRECORDED)),
        Some(n) if n >= 3 => Verdict::upheld(rules.rule, count(&m::VERDICT_REPETITION_DRAWN, n.into()))
            .ends(GameResult::Draw, Termination::Repetition),
        Some(n) => {
            let times = if n == 2 { &m::VERDICT_REPETITION_TWICE } else { &m::VERDICT_REPETITION_ONCE };
            rules.incorrect.apply(Verdict::rejected(rules.rule, say(times)), claim.by)
        }
    }
}

pub fn fifty_moves(claim: &Claim<'_>, s: &Situation<'_>, rules: &CountRules) -> Verdict {
    if let Some(verdict) = not_on_move(claim, s, rules) {
        return verdict;
    }
    let Some(pos) = s.position else {
        return Verdict::pending(rules.rule, say(&m::VERDICT_FIFTY_UNKNOWN));
    };
    let plies = u64::from(pos.halfmoves());
    if plies >= 100 {
        let sentence = count(&m::VERDICT_FIFTY_DRAWN, plies / 2);
        Verdict::upheld(rules.rule, sentence).ends(GameResult::Draw, Termination::FiftyMoves)
    } else {
        let sentence = count(&m::VERDICT_FIFTY_ONLY, plies);
        rules.incorrect.apply(Verdict::rejected(rules.rule, sentence), claim.by)
    }
}

/// FIDE 5.2.2: a dead position, judged with the exact definition for both sides.
pub fn dead_position(s: &Situation<'_>, rule: Cite) -> Verdict {
    let Some(pos) = s.position else {
        return Verdict::pending(rule, say(&m::DEAD_NO_POSITION));
    };
    let (dead, [white, black]) = material::fide_dead_recorded(pos, s.recorded_can_mate);
    match dead {
        Some(true) => {
            Verdict::upheld(rule, say_with(&m::DEAD_NEITHER, &[("white", &white.reason), ("black", &black.reason)]))
                .ends(GameResult::Draw, Termination::DeadPosition)
        }
        Some(false) => {
            let can = if white.sufficient == Some(true) { white } else { black };
            Verdict::rejected(rule, say_with(&m::DEAD_NOT, &[("reason", &can.reason)]))
        }
        None => Verdict::pending(rule, semicolon(&sentence_start(&white.reason), &black.reason)).on_can_mate(),
    }
}

/// US Chess 14D's endings: king against king, against king and bishop or knight, and king and
/// bishop against king and bishop with the bishops on the same colour.
pub fn uscf_14d(pos: &Chess) -> Option<&'static Message> {
    let board = pos.board();
    let pieces = board.occupied() & !board.kings();
    let minors = board.knights() | board.bishops();
    match pieces.count() {
        0 => Some(&m::ENDING_K_V_K),
        1 if (pieces & minors).any() => Some(&m::ENDING_K_V_MINOR),
        2 if pieces == board.bishops() && board.white().intersects(pieces) && board.black().intersects(pieces) => {
            let same_colour =
                (pieces & Bitboard::DARK_SQUARES).is_empty() || (pieces & !Bitboard::DARK_SQUARES).is_empty();
            same_colour.then_some(&m::ENDING_BISHOPS_SAME)
        }
        _ => None,
    }
}

/// Each side's only piece besides the king, when each has exactly one (pawns count as pieces).
pub fn lone_pieces(pos: &Chess) -> Option<[Role; 2]> {
    let board = pos.board();
    let only = |side: Color| {
        let pieces = board.by_color(side) & !board.kings();
        if pieces.count() == 1 { pieces.first().and_then(|sq| board.role_at(sq)) } else { None }
    };
    Some([only(Color::White)?, only(Color::Black)?])
}

/// A draw "unless the opponent can demonstrate a forced win" (Speed 10, Scholastic 8e, 8g–8i):
/// the forced-mate search stands in for the demonstration — the one recorded with the claim
/// (`recorded`, the opponent's), else the replay's own. A search cut short before it could decide
/// leaves the claim to the arbiter.
pub fn draw_unless_forced_win(
    claim: &Claim<'_>,
    pos: &Chess,
    recorded: Option<ForcedMate>,
    rule: Cite,
    ending: &str,
) -> Verdict {
    let opponent = !claim.by;
    let by = |sided: &'static Sided<Plural>| sided.of(opponent);
    let found = recorded.unwrap_or_else(|| search::forced_mate(pos, opponent));
    let counted = |plural: &Plural, n: u32| fill(&count(plural, n.into()), &[("ending", ending)]);
    match found.demonstration() {
        Demonstration::Mate(n) => Verdict::rejected(rule, counted(by(&m::UNLESS_MATE), n)),
        Demonstration::NoneWithin(n) => {
            Verdict::upheld(rule, counted(by(&m::UNLESS_NONE), n)).ends(GameResult::Draw, Termination::Claim)
        }
        Demonstration::Undecided { searched } => {
            Verdict::pending(rule, semicolon(ending, &material::search_cut_short(opponent, searched)))
                .on_forced_win_of(opponent)
        }
    }
}

/// An arbiter's ruling on a claim left pending for the reason its kind implies: the claimant's
/// mating material (flag, illegal move), a count that was not recorded (threefold, fifty moves,
/// Michigan), a position the app could not settle (dead position, endings). `incorrect` says what
/// a rejected draw claim of each kind costs in this rulebook.
pub fn decide_pending(
    pending: &Verdict,
    claim: &Claim<'_>,
    decision: Decision,
    incorrect: impl Fn(ClaimKind) -> Incorrect,
) -> Verdict {
    let rule = match rule::find(&pending.rule) {
        Some(rule) if pending.kind == VerdictKind::Pending => rule,
        // Nothing waited for the arbiter: the claim stands as the rules decided it.
        _ => return pending.clone(),
    };
    let by = |sided: &'static Sided<Message>| sided.of(claim.by);
    let draw =
        |termination: Termination, said: &Message| Verdict::upheld(rule, say(said)).ends(GameResult::Draw, termination);
    // The app's search could not settle a forced win: the arbiter says whether there is one.
    if let Some(side) = pending.forced_win_undecided.filter(|_| decision != Decision::Postpone) {
        let none = m::DECIDE_NO_FORCED_WIN.of(side);
        return match (decision, claim.kind) {
            (Decision::Draw, ClaimKind::Flag) => draw(Termination::Flag, none),
            (Decision::Draw, ClaimKind::IllegalMove) => draw(Termination::IllegalMove, none),
            (Decision::Draw, _) => draw(Termination::Claim, none),
            (_, ClaimKind::Flag) => Verdict::upheld(rule, say(by(&m::DECIDE_FORCED_WIN_FLAG)))
                .ends(GameResult::win_for(claim.by), Termination::Flag),
            (_, ClaimKind::IllegalMove) => Verdict::upheld(rule, say(by(&m::DECIDE_FORCED_WIN_ILLEGAL)))
                .ends(GameResult::win_for(claim.by), Termination::IllegalMove),
            (_, kind) => {
                let sentence = say(m::DECIDE_FORCED_WIN_REJECTED.of(side));
                incorrect(kind).apply(Verdict::rejected(rule, sentence), claim.by)
            }
        };
    }
    match (decision, claim.kind) {
        (Decision::Postpone, _) => {
            let mut verdict = pending.clone();
            verdict.kind = VerdictKind::Pending;
            verdict.explanation = format!("{} {}", say(&m::DECIDE_POSTPONED), rule.quote());
            verdict
        }
        (Decision::Draw, ClaimKind::Flag) => draw(Termination::Flag, by(&m::DECIDE_CANNOT_MATE)),
        (Decision::Reject, ClaimKind::Flag) => Verdict::upheld(rule, say(by(&m::DECIDE_CAN_MATE_FLAG)))
            .ends(GameResult::win_for(claim.by), Termination::Flag),
        (Decision::Draw, ClaimKind::IllegalMove) => draw(Termination::IllegalMove, by(&m::DECIDE_CANNOT_MATE)),
        (Decision::Reject, ClaimKind::IllegalMove) => Verdict::upheld(rule, say(by(&m::DECIDE_CAN_MATE_ILLEGAL)))
            .ends(GameResult::win_for(claim.by), Termination::IllegalMove),
        (Decision::Draw, ClaimKind::Threefold) => draw(Termination::Repetition, &m::DECIDE_REPETITION),
        (Decision::Draw, ClaimKind::FiftyMoves) => draw(Termination::FiftyMoves, &m::DECIDE_COUNT),
        (Decision::Draw, ClaimKind::DeadPosition | ClaimKind::InsufficientMaterial) => {
            draw(Termination::DeadPosition, &m::DECIDE_NEITHER_MATES)
        }
        (Decision::Draw, _) => draw(Termination::Claim, &m::DECIDE_FOR_CLAIM),
        (Decision::Reject, kind) => {
            let verdict = Verdict::rejected(rule, say(&m::DECIDE_INCORRECT));
            incorrect(kind).apply(verdict, claim.by)
        }
    }
}

/// How little time a claimant must have left: FIDE III.5 and Quickplay 10.2 say "less than two
/// minutes", US Chess 14H1 "two minutes or less".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Threshold {
    LessThanTwoMinutes,
    TwoMinutesOrLess,
}

/// The conditions shared by FIDE III.5, Quickplay 10.2 and US Chess 14H1: the claimant has the
/// move, two minutes or less left (as `threshold` reads it), and the flag still up. `None` when
/// they hold.
pub fn quickplay_refusal(claim: &Claim<'_>, s: &Situation<'_>, rule: Cite, threshold: Threshold) -> Option<Verdict> {
    let by = |sided: &'static Sided<Message>| sided.of(claim.by);
    let (remaining, two_minutes) = (s.remaining[claim.by], Micros::from_secs(120));
    let sentence = if s.clock_side != claim.by {
        say(m::VERDICT_NOT_ON_MOVE.of(!claim.by)).to_owned()
    } else if s.flags.iter().any(|f| f.side == claim.by) || remaining <= Micros::ZERO {
        say(by(&m::QP_FLAG_FALLEN)).to_owned()
    } else if threshold == Threshold::LessThanTwoMinutes && remaining >= two_minutes {
        say_with(by(&m::QP_NOT_LESS), &[("left", &clock_time(remaining))])
    } else if threshold == Threshold::TwoMinutesOrLess && remaining > two_minutes {
        // Rounded up, as the face shows it: 2:00.01 must not read as "2:00.0 … more than two minutes".
        let shown = ClockTime::new(remaining, Precision::Tenths, Rounding::Up).sheet();
        say_with(by(&m::QP_MORE), &[("left", &shown)])
    } else {
        return None;
    };
    Some(Verdict::rejected(rule, sentence))
}

/// How a rulebook ends a game by itself after a move.
pub struct EndRules {
    pub mate: Cite,
    pub stalemate: Cite,
    pub dead: DeadRule,
    /// FIDE 9.6.1 and 9.6.2, where the rulebook has them.
    pub fivefold: Option<Cite>,
    pub seventy_five: Option<Cite>,
    /// Blitz-common 2: a mate given after one's own (unclaimed) flag fell is a draw.
    pub mate_after_own_flag: Option<Cite>,
}

/// Which positions end the game as drawn by themselves.
pub enum DeadRule {
    /// FIDE 5.2.2: neither side can checkmate by any series of legal moves.
    Fide(Cite),
    /// US Chess 14D's list of endings, and 14D4: no legal moves lead to checkmate.
    Uscf14d { endings: Cite, no_mate: Cite },
}

pub fn automatic_end(mover: Color, s: &Situation<'_>, rules: &EndRules) -> Option<Verdict> {
    let pos = s.position?;
    if pos.is_checkmate() {
        let winner = !pos.turn();
        if let Some(rule) = rules.mate_after_own_flag.filter(|_| s.flags.iter().any(|f| f.side == mover)) {
            let sentence = say(m::VERDICT_MATE_OWN_FLAG.of(mover));
            return Some(Verdict::upheld(rule, sentence).ends(GameResult::Draw, Termination::Flag));
        }
        let sentence = say(m::VERDICT_MATED.of(winner));
        return Some(Verdict::upheld(rules.mate, sentence).ends(GameResult::win_for(winner), Termination::Checkmate));
    }
    if pos.is_stalemate() {
        let sentence = say(m::VERDICT_STALEMATE.of(pos.turn()));
        return Some(Verdict::upheld(rules.stalemate, sentence).ends(GameResult::Draw, Termination::Stalemate));
    }
    if let Some(rule) = rules.fivefold.filter(|_| s.repetitions.is_some_and(|n| n >= 5)) {
        let sentence = say(&m::VERDICT_FIVEFOLD);
        return Some(Verdict::upheld(rule, sentence).ends(GameResult::Draw, Termination::Fivefold));
    }
    if let Some(rule) = rules.seventy_five.filter(|_| pos.halfmoves() >= 150) {
        let sentence = say(&m::VERDICT_SEVENTY_FIVE);
        return Some(Verdict::upheld(rule, sentence).ends(GameResult::Draw, Termination::SeventyFiveMoves));
    }
    match rules.dead {
        DeadRule::Fide(rule) if material::certainly_dead(pos) => {
            let sentence = say(&m::VERDICT_DEAD);
            Some(Verdict::upheld(rule, sentence).ends(GameResult::Draw, Termination::DeadPosition))
        }
        DeadRule::Uscf14d { endings, no_mate } => match uscf_14d(pos) {
            Some(ending) => {
                let sentence = say_with(&m::ENDING_NO_MATE, &[("ending", say(ending))]);
                Some(Verdict::upheld(endings, sentence).ends(GameResult::Draw, Termination::DeadPosition))
            }
            None if material::certainly_dead(pos) => {
                let sentence = say(&m::VERDICT_NO_MATE_EITHER);
                Some(Verdict::upheld(no_mate, sentence).ends(GameResult::Draw, Termination::DeadPosition))
            }
            None => None,
        },
        DeadRule::Fide(_) => None,
    }
}
