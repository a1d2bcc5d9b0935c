//! Flags called by the page itself. This is the clock page's own work, not the arbiter's desk's
//! (`app::desk`): a fall is called without the desk ever being fetched.

use crate::app::Shell;
use crate::screens::claim_draft::{ClaimDraft, PositionSource, moves_recorded};
use crate::platform::worker;
use crate::domain::record::Analysis;
use crate::rules::ClaimKind;
use leptos::prelude::*;

thread_local! {
    /// An automatic flag call waits for the rules worker: the ticker must not call it again.
    static CALLING_FLAG: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The automatic flag call (the players chose to have flags called): the page claims for the
/// opponent at `t_ms`, when it noticed the fall. When the verdict hangs on whether the opponent can
/// still checkmate, the rules worker is asked first and its answer recorded in the claim, as the
/// claim dialog does; without an answer the claim waits for the arbiter.
pub fn call(shell: Shell, t_ms: f64) {
    if CALLING_FLAG.get() {
        return;
    }
    let session = shell.session;
    let draft = session.with_untracked(|s| {
        let s = s.as_ref()?;
        let fallen = s.uncalled_flag(t_ms)?;
        let source = if moves_recorded(s) {
            PositionSource::Recorded
        } else {
            PositionSource::Without
        };
        Some(ClaimDraft {
            by: !fallen,
            kind: ClaimKind::Flag,
            source,
            illegal_move: None,
        })
    });
    let Some(draft) = draft else { return };
    let needs = session.with_untracked(|s| {
        s.as_ref()
            .and_then(|s| draft.needs_analysis(s, t_ms).ok().flatten())
    });
    let claim = move |analysis: Option<Analysis>| {
        session.update(|s| {
            let Some(s) = s else { return };
            // Still uncalled: a player may have claimed it meanwhile.
            if s.uncalled_flag(t_ms).is_none() {
                return;
            }
            if let Ok(event) = draft.event(s, analysis) {
                let t = s.not_before_last(t_ms);
                let _ = s.push_kind(t, event);
            }
        })
    };
    match needs {
        None => claim(None),
        Some(question) => {
            CALLING_FLAG.set(true);
            worker::ask(&question, move |answer| {
                CALLING_FLAG.set(false);
                claim(answer.ok());
            });
        }
    }
}
