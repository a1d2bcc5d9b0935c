//! Building verdicts: every verdict names its rule and quotes its words.
//!
//! Convention: a verdict whose `result` is `Some` (the game ends) is always `Upheld` — the claim
//! was settled by the rule quoted, even when the result is not the one the claimant hoped for
//! (a flag claim that ends in a draw, a flag claim answered by the checkmate on the board).

use super::rule::Cite;
use super::verdict::{Effect, GameResult, Termination, Verdict, VerdictKind};
use crate::ground::clock_time;
use crate::ground::micros::{Micros, Seconds};
use shakmaty::Color;
use std::fmt::Display;

/// A record instant or a clock reading as a verdict quotes it: `5:01.2`, `1:02:03.4`. To the
/// tenth, rounded down as the score sheet rounds, so a verdict and the score never read one
/// instant differently: the score's own formatter.
pub fn clock_time(t: Micros) -> String {
    clock_time::clock_text(t)
}

/// A penalty or an extra time as an amount, not a clock reading (so not a [`ClockTime`](crate::ground::clock_time::ClockTime)): "two
/// minutes", "one minute", "90 seconds", in the players' language. Exact: the rules give whole minutes.
pub fn minutes_said(amount: Micros) -> String {
    use crate::ground::messages as m;
    use crate::ground::words::{count, say, say_with};
    let minute = Micros::from_secs(60);
    match Micros(amount.0.abs()) {
        a if a == minute => say(&m::AMOUNT_ONE_MINUTE).to_owned(),
        a if a == Micros::from_secs(120) => say(&m::AMOUNT_TWO_MINUTES).to_owned(),
        a if a.0 % minute.0 == 0 => count(&m::AMOUNT_MINUTES, u64::try_from(a.0 / minute.0).unwrap_or(u64::MAX)),
        a => say_with(&m::AMOUNT_SECONDS, &[("n", &Seconds(a).to_string())]),
    }
}

impl Verdict {
    fn citing(kind: VerdictKind, cite: Cite, sentence: impl Display) -> Verdict {
        Verdict {
            kind,
            result: None,
            termination: None,
            rule: cite.label(),
            effects: vec![],
            increment_for_both: None,
            reinstates: None,
            explanation: format!("{sentence} {}", cite.quote()),
            forced_win_undecided: None,
            can_mate_undecided: false,
            asks: None,
        }
    }

    pub(super) fn upheld(cite: Cite, sentence: impl Display) -> Verdict {
        Verdict::citing(VerdictKind::Upheld, cite, sentence)
    }

    pub(super) fn rejected(cite: Cite, sentence: impl Display) -> Verdict {
        Verdict::citing(VerdictKind::Rejected, cite, sentence)
    }

    pub(super) fn pending(cite: Cite, sentence: impl Display) -> Verdict {
        Verdict::citing(VerdictKind::Pending, cite, sentence)
    }

    /// The game ends with `result`; the verdict is upheld (see the module comment).
    pub(super) fn ends(mut self, result: GameResult, termination: Termination) -> Verdict {
        self.kind = VerdictKind::Upheld;
        self.result = Some(result);
        self.termination = Some(termination);
        self
    }

    pub(super) fn with_effect(mut self, side: Color, add: Micros) -> Verdict {
        self.effects.push(Effect { side, add });
        self
    }

    /// The position before `offender`'s illegal move is reinstated, and `offender` moves again.
    pub(super) fn reinstating(mut self, offender: Color) -> Verdict {
        self.reinstates = Some(offender);
        self
    }

    /// From now on both players get `increment` a move (FIDE III.4).
    pub(super) fn with_increment_for_both(mut self, increment: Micros) -> Verdict {
        self.increment_for_both = Some(increment);
        self
    }

    /// A pending verdict that waits for the arbiter to say whether `side` has a forced win (the
    /// app's search could not settle it), which decides how a `decision` reads.
    pub(super) fn on_forced_win_of(mut self, side: Color) -> Verdict {
        self.forced_win_undecided = Some(side);
        self
    }

    /// A pending verdict that waits for the arbiter (or the rules worker's analysis) to say
    /// whether a side can checkmate at all.
    pub(super) fn on_can_mate(mut self) -> Verdict {
        self.can_mate_undecided = true;
        self
    }

    /// A verdict reached without the position, which the answer to `question` could change.
    pub(super) fn asking(mut self, question: Option<super::questions::Question>) -> Verdict {
        self.asks = question;
        self
    }

    /// Quotes a second rule after the first, e.g. the rule a seed defers to.
    pub(super) fn quoting(mut self, cite: Cite) -> Verdict {
        self.explanation.push(' ');
        self.explanation.push_str(&cite.quote());
        self
    }
}
