//! What a rulebook is, in one place per book: each book's file implements [`Book`] and
//! [`Rulebook::book`] names it. A new rulebook is its file, its arm there (and its text in
//! `BOOKS`), its id in `ground::vocabulary`, its words and its tests (docs/rulebooks.md, "Adding
//! a rulebook").

use super::claims::EndRules;
use super::controls::Mismatch;
use super::rule::Cite;
use super::verdict::{Claim, Situation, Verdict};
use crate::ground::time_control::TimeControl;
use crate::ground::vocabulary::{ClaimKind, Decision, Infraction, Rulebook, Variation};
use crate::ground::words::Message;
use shakmaty::Color;

/// Who notices a fallen flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlagCalling {
    /// The page claims the flag for the opponent as soon as it notices it.
    Automatic,
    /// The flag is shown; only the players may claim it.
    PlayersClaim,
}

impl FlagCalling {
    /// What the rulebook does with a flag nobody claimed: [`Book::flag_calling`].
    pub fn default_for(rulebook: Rulebook) -> FlagCalling {
        rulebook.book().flag_calling()
    }

    /// Its name in the saved settings.
    pub fn name(self) -> &'static str {
        match self {
            FlagCalling::Automatic => "automatic",
            FlagCalling::PlayersClaim => "players_claim",
        }
    }
}

/// A manual topic and the label of a rule the book's table holds: `("Flags", "FIDE 6.8")`.
pub type ManualEntry = (&'static str, &'static str);

/// One rulebook: how it resolves claims and penalties, ends games by itself, cites and conditions
/// resignation and agreement, which claims and variations it knows, what its manual quotes, which
/// controls it fits and who calls its flags.
pub trait Book: Sync {
    /// The message that names the book for the players.
    fn name(&self) -> Message;
    /// A claim. Never panics; a claim the book does not know is `Rejected`, naming the book.
    fn resolve(&self, claim: &Claim<'_>, situation: &Situation<'_>) -> Verdict;
    /// The consequence of the `count`-th (1-based) infraction of this kind by `side`.
    fn penalty(&self, side: Color, infraction: Infraction, count: u32, situation: &Situation<'_>) -> Verdict;
    /// An arbiter's ruling on a pending claim.
    fn decide(&self, claim: &Claim<'_>, decision: Decision, situation: &Situation<'_>) -> Verdict;
    /// The ends of a game that need no claim (mate, stalemate, dead positions…).
    fn end_rules(&self) -> EndRules;
    /// The rule by which a resignation ends the game.
    fn resignation(&self) -> Cite;
    /// The rule by which an agreed draw ends the game.
    fn agreement(&self) -> Cite;
    /// Whether a resignation is a draw when the opponent cannot checkmate (FIDE 5.1.2).
    fn resignation_needs_mating_material(&self) -> bool {
        false
    }
    /// Whether a draw may be agreed only once each player has moved (FIDE 5.2.3).
    fn agreement_needs_a_move_each(&self) -> bool {
        false
    }
    /// The variations of the book the players may choose (US Chess's Variation 14H).
    fn variations(&self) -> &'static [Variation] {
        &[]
    }
    /// The claims the book has beyond the flag, the illegal move and the draws by rule.
    fn own_claims(&self) -> &'static [ClaimKind] {
        &[]
    }
    /// The rule under which the arbiter declares the final result of a postponed claim once a
    /// flag has fallen, and what the verdict says when the arbiter agrees; `None` for the books
    /// that postpone no claim.
    fn final_result(&self) -> Option<(Cite, &'static Message)> {
        None
    }
    /// Whether the infraction counts as an illegal move (FIDE 7.5.4 and 7.5.5 count two hands).
    fn counts_as_illegal_move(&self, _infraction: Infraction) -> bool {
        false
    }
    /// What the manual quotes from this book, by topic.
    fn manual(&self) -> &'static [ManualEntry];
    /// What the book says of these controls: nothing when it fits them.
    fn misfits(&self, _white: &TimeControl, _black: &TimeControl) -> Vec<Mismatch> {
        Vec::new()
    }
    /// Who calls a flag nobody claimed.
    fn flag_calling(&self) -> FlagCalling;
}
