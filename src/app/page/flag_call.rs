//! Flags called by the page itself. This is the clock page's own work, not the arbiter's desk's
//! (`app::desk`): a fall is called without the desk ever being fetched.

use crate::app::{Shell, shell};
use crate::domain::record::Analysis;
use crate::platform::worker;
use crate::rules::ClaimKind;
use crate::screens::claim_draft::{ClaimDraft, flag_call_source};
use leptos::prelude::*;

/// The automatic flag call of one clock face, from [`use_flag_call`].
#[derive(Clone, Copy)]
pub struct FlagCall {
    shell: Shell,
    /// A call waits for the rules worker: the ticker must not call it again meanwhile.
    calling: StoredValue<bool>,
}

/// The automatic flag call (the players chose to have flags called) for the current component.
pub fn use_flag_call() -> FlagCall {
    FlagCall { shell: shell(), calling: StoredValue::new(false) }
}

impl FlagCall {
    /// The page claims for the opponent at `t_ms`, when it noticed the fall. When the verdict
    /// hangs on whether the opponent can still checkmate, the rules worker is asked first and its
    /// answer recorded in the claim, as the claim dialog does; without an answer the claim waits
    /// for the arbiter.
    pub fn call(&self, t_ms: f64) {
        if self.calling.get_value() {
            return;
        }
        let session = self.shell.session;
        let draft = session.with_untracked(|s| {
            let s = s.as_ref()?;
            let fallen = s.uncalled_flag(t_ms)?;
            Some(ClaimDraft { by: !fallen, kind: ClaimKind::Flag, source: flag_call_source(s), illegal_move: None })
        });
        let Some(draft) = draft else { return };
        let needs = session.with_untracked(|s| s.as_ref().and_then(|s| draft.needs_analysis(s, t_ms).ok().flatten()));
        let claim = move |analysis: Option<Analysis>| {
            session.update(|s| {
                let Some(s) = s else { return };
                // Still uncalled: a player may have claimed it meanwhile.
                if s.uncalled_flag(t_ms).is_none() {
                    return;
                }
                if let Ok(event) = draft.event(s, analysis) {
                    let _ = s.push_at(t_ms, event);
                }
            })
        };
        match needs {
            None => claim(None),
            Some(question) => {
                self.calling.set_value(true);
                let calling = self.calling;
                worker::ask(&question, move |answer| {
                    // The face may be gone by now (a new game): the claim is still the game's.
                    calling.try_update_value(|c| *c = false);
                    claim(answer.ok());
                });
            }
        }
    }
}
