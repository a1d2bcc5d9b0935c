//! The game published live to a lichess broadcast, when a director's link set one up: after every
//! change of the record (each press, with its move when moves are known, and the end), the game
//! as PGN goes to the round, one push at a time, never on the press's own frame. What is sent,
//! retried and said is `protocol::lichess`'s; the round and token are kept beside the game
//! (`storage::BROADCAST`), never in its record.

use crate::app::shell::{Shell, played_at};
use crate::platform::lichess::{self as web, Timer};
use crate::platform::{storage, time};
use crate::protocol::lichess::{self, Answer, Mark, Outbox};
use crate::screens::director_link::Broadcast;
use leptos::prelude::*;

/// How long after a change the game is put together and sent: the press's frame first, and a
/// burst of events (a claim and its verdict) as one push.
const SETTLE_MS: u32 = 150;
/// How often the face's mark is brought up to date (its minutes behind).
const MARK_EVERY_MS: u32 = 15_000;

/// What the face shows of the broadcast: its mark and, when the last answer was not a plain
/// success, what it said. `None`: this game is not published.
#[derive(Clone, Copy)]
pub struct Publishing {
    pub shown: RwSignal<Option<(Mark, Option<String>)>>,
}

/// The publisher's handles (all `Copy`): the game's broadcast and outbox, the host, the timers.
#[derive(Clone, Copy)]
struct Publisher {
    shell: Shell,
    outbox: StoredValue<Option<(Broadcast, Outbox)>, LocalStorage>,
    host: StoredValue<String>,
    settle: StoredValue<Option<Timer>, LocalStorage>,
    retry: StoredValue<Option<Timer>, LocalStorage>,
    shown: RwSignal<Option<(Mark, Option<String>)>>,
}

/// Publishes the game of this window (when it owns the clock) to its broadcast, and provides
/// what the face shows of it.
pub fn provide_publishing(shell: Shell) {
    let p = Publisher {
        shell,
        outbox: StoredValue::new_local(None),
        host: StoredValue::new(web::host()),
        settle: StoredValue::new_local(None),
        retry: StoredValue::new_local(None),
        shown: RwSignal::new(None),
    };
    provide_context(Publishing { shown: p.shown });
    Effect::new(move |_| {
        // Any change of the game, or of which window owns it.
        let _ = shell.session.with(|s| s.as_ref().map(|s| (s.record.events.len(), s.record.heading.clone())));
        let _ = shell.owner.get();
        p.settle.set_value(Some(web::after(SETTLE_MS, move || p.offer())));
    });
    web::every(MARK_EVERY_MS, move || p.show());
    // Back online: what waits goes now, not at the end of its backoff.
    web::on_online(move || {
        p.outbox.update_value(|o| {
            if let Some((_, out)) = o {
                out.retry_now();
            }
        });
        p.pump();
    });
}

impl Publisher {
    /// The game as it stands, offered to its broadcast's outbox (a new game's broadcast, or none,
    /// read from storage: another game started since).
    fn offer(self) {
        let Some(broadcast) = storage::read(storage::BROADCAST).and_then(|t| Broadcast::from_json(&t)) else {
            self.outbox.set_value(None);
            return self.show();
        };
        let game = self.shell.session.with_untracked(|s| {
            s.as_ref().map(|s| lichess::game_pgn(&s.record, Some(&played_at(s, self.shell.timeline.get_untracked()))))
        });
        self.outbox.update_value(|o| {
            if o.as_ref().is_none_or(|(kept, _)| *kept != broadcast) {
                *o = Some((broadcast.clone(), Outbox::default()));
            }
            if let (Some((_, out)), Some(Ok(pgn))) = (o.as_mut(), game) {
                out.offer(pgn, time::now_ms());
            }
        });
        self.pump();
    }

    /// Sends what waits, if this window owns the clock and nothing is on its way; else sets a
    /// timer for the next try.
    fn pump(self) {
        if self.shell.owner.get_untracked() == Some(false) {
            return self.show();
        }
        let now = time::now_ms();
        let next = self
            .outbox
            .try_update_value(|o| o.as_mut().and_then(|(b, out)| out.take(now).map(|pgn| (b.clone(), pgn))))
            .flatten();
        match next {
            Some((broadcast, pgn)) => {
                let url = lichess::push_url(&self.host.get_value(), &broadcast.round);
                wasm_bindgen_futures::spawn_local(async move {
                    let answer = match web::post(&url, Some(&broadcast.token), "text/plain; charset=utf-8", &pgn).await
                    {
                        Ok((status, body)) => Answer::of(status, &body),
                        Err(why) => Answer::Unreachable(why),
                    };
                    self.outbox.update_value(|o| {
                        if let Some((kept, out)) = o
                            && *kept == broadcast
                        {
                            out.answered(answer, time::now_ms());
                        }
                    });
                    self.pump();
                });
            }
            None => {
                let due = self.outbox.with_value(|o| o.as_ref().and_then(|(_, out)| out.due_in_ms(now)));
                self.retry.set_value(due.map(|ms| web::after(ms.ceil() as u32 + 1, move || self.pump())));
            }
        }
        self.show();
    }

    /// What the face shows: nothing in a window that only watches (the owner publishes).
    fn show(self) {
        let now = time::now_ms();
        let watching = self.shell.owner.get_untracked() == Some(false);
        let shown = self.outbox.with_value(|o| {
            o.as_ref().filter(|_| !watching).map(|(_, out)| (out.mark(now), out.trouble().map(Answer::to_string)))
        });
        if self.shown.with_untracked(|s| *s != shown) {
            self.shown.set(shown);
        }
    }
}

/// The face's small line: "Live on lichess", or how long the game has not been sent, and what
/// lichess last said when it was not a plain success.
#[component]
pub fn PublishingMark() -> impl IntoView {
    let shown = use_context::<Publishing>().map(|p| p.shown);
    move || {
        shown.and_then(|s| s.get()).map(|(mark, trouble)| {
            let state = match mark {
                Mark::Live => "live",
                Mark::Behind { .. } => "behind",
                Mark::Stopped => "stopped",
            };
            view! {
                <p class="lichess-line" data-mark=state role="status">
                    <span class="lichess-mark">{mark.said()}</span>
                    {trouble.map(|t| view! { <span class="lichess-trouble">{t}</span> })}
                </p>
            }
        })
    }
}
