//! The game published live to a lichess broadcast, when a director's link set one up: after every
//! change of the record (each press, with its move when moves are known, and the end), the game
//! as PGN goes to the round, one push at a time, never on the press's own frame. What is sent,
//! retried and said is `protocol::lichess`'s; the round and token come with the game's start and
//! are kept beside it (`storage::BROADCAST`, for a reload), never in its record.

use crate::app::shell::{Shell, played_at};
use crate::platform::timers::{self, Timer};
use crate::platform::{self, fetch, network};
use crate::platform::{storage, time};
use crate::protocol::lichess::{self, Answer, Mark, Outbox, SETTLE_MS};
use crate::replay::pgn::Dates;
use crate::screens::director_link::Broadcast;
use leptos::prelude::*;

/// How often the face's mark is brought up to date (a change unsent for `LIVE_MS`, its minutes
/// behind).
const MARK_EVERY_MS: u32 = 2_000;

/// Forgets the broadcast kept beside the game, and what lichess took of it: another game begins.
pub fn forget() {
    storage::remove(storage::BROADCAST);
    storage::remove(storage::BROADCAST_TAKEN);
}

/// Keeps a new game's broadcast beside it (never in its record), and what lichess has taken of it
/// so far, nothing, written now at its one width so that later writes need no more room (a full
/// storage still takes them). Whether the broadcast was kept.
pub fn keep_beside_game(broadcast: &Broadcast) -> Result<(), storage::Refused> {
    let _ = storage::write(storage::BROADCAST_TAKEN, &format!("{:>10}", 0));
    storage::write(storage::BROADCAST, &broadcast.to_json(&crate::platform::address::salt()))
}

/// What the face shows of the broadcast: its mark and, when the last answer was not a plain
/// success, what it said. `None`: this game is not published.
#[derive(Clone, Copy)]
pub struct Publishing {
    pub shown: RwSignal<Option<(Mark, Option<String>)>>,
}

/// One game's pushes: its key (the broadcast as stored beside it, with the game's own id), its
/// broadcast, and its outbox.
struct Pushes {
    key: String,
    broadcast: Broadcast,
    outbox: Outbox,
    /// When the game began, as its first push said it: worked out again from the time line, it
    /// could land on the next second, and the same game would be sent again for nothing.
    dates: Option<Dates>,
}

/// The publisher's handles (all `Copy`): the games' outboxes, the host, the timers.
#[derive(Clone, Copy)]
struct Publisher {
    shell: Shell,
    /// This game's, and earlier games' whose last push still waits (an end played offline).
    games: StoredValue<Vec<Pushes>, LocalStorage>,
    host: StoredValue<String>,
    settle: StoredValue<Option<Timer>, LocalStorage>,
    /// A change waits for the settle timer: later changes ride with it (a throttle: a burst of
    /// presses never puts the push off).
    settling: StoredValue<bool>,
    retry: StoredValue<Option<Timer>, LocalStorage>,
    shown: RwSignal<Option<(Mark, Option<String>)>>,
}

/// Publishes the game of this window (when it owns the clock) to its broadcast, and provides
/// what the face shows of it.
pub fn provide_publishing(shell: Shell) {
    let p = Publisher {
        shell,
        games: StoredValue::new_local(Vec::new()),
        host: StoredValue::new(platform::lichess::host()),
        settle: StoredValue::new_local(None),
        settling: StoredValue::new(false),
        retry: StoredValue::new_local(None),
        shown: RwSignal::new(None),
    };
    provide_context(Publishing { shown: p.shown });
    Effect::new(move |_| {
        // Any change of the game, or of which window owns it.
        let _ = shell.session.with(|s| s.as_ref().map(|s| (s.record.events.len(), s.record.heading.clone())));
        let _ = shell.owner.get();
        if !p.settling.get_value() {
            p.settling.set_value(true);
            p.settle.set_value(Some(timers::after(SETTLE_MS, move || {
                p.settling.set_value(false);
                p.offer();
            })));
        }
    });
    timers::every(MARK_EVERY_MS, move || p.show());
    // Back online: what waits goes now, not at the end of its backoff.
    network::on_online(move || {
        p.games.update_value(|games| games.iter_mut().for_each(|g| g.outbox.retry_now()));
        p.pump();
    });
}

impl Publisher {
    /// The key of this game's broadcast, as stored beside it (another game started since: another
    /// key, or none).
    fn current() -> Option<(String, Broadcast)> {
        let stored = storage::read(storage::BROADCAST)?;
        Broadcast::from_json(&stored).map(|b| (stored, b))
    }

    /// The game as it stands, offered to its broadcast's outbox. An earlier game's outbox stays
    /// while something of it waits.
    fn offer(self) {
        let current = Self::current();
        let key = current.as_ref().map(|(k, _)| k.clone());
        self.games.update_value(|games| {
            games.retain(|g| Some(&g.key) == key.as_ref() || g.outbox.pending());
            if let Some((key, broadcast)) = &current
                && !games.iter().any(|g| g.key == *key)
            {
                // What lichess took of this game before a reload: never sent less.
                let taken = storage::read(storage::BROADCAST_TAKEN).and_then(|t| t.trim().parse().ok());
                games.push(Pushes {
                    key: key.clone(),
                    broadcast: broadcast.clone(),
                    outbox: Outbox::after(taken.unwrap_or(0)),
                    dates: None,
                });
            }
        });
        if let Some(key) = key {
            self.games.update_value(|games| {
                let Some(g) = games.iter_mut().find(|g| g.key == key) else { return };
                let game = self.shell.session.with_untracked(|s| {
                    s.as_ref().map(|s| {
                        let dates = g.dates.get_or_insert_with(|| played_at(s, self.shell.timeline.get_untracked()));
                        let game = lichess::game_id(Broadcast::game_of(&g.key), &g.key);
                        (lichess::game_pgn(&s.record, Some(dates), &game), s.record.events.len())
                    })
                });
                if let Some((Ok(pgn), size)) = game {
                    g.outbox.offer(pgn, size, time::now_ms());
                }
            });
        }
        self.pump();
    }

    /// Sends what waits in each game's outbox, one push at a time each, if this window owns the
    /// clock; sets a timer for the next try.
    fn pump(self) {
        if self.shell.owner.get_untracked() != Some(true) {
            return self.show();
        }
        let now = time::now_ms();
        let sends: Vec<(String, Broadcast, String)> = self
            .games
            .try_update_value(|games| {
                games
                    .iter_mut()
                    .filter_map(|g| g.outbox.take(now).map(|pgn| (g.key.clone(), g.broadcast.clone(), pgn)))
                    .collect()
            })
            .unwrap_or_default();
        for (key, broadcast, pgn) in sends {
            let url = lichess::push_url(&self.host.get_value(), &broadcast.round);
            wasm_bindgen_futures::spawn_local(async move {
                let answer = match fetch::post(&url, Some(&broadcast.token), "text/plain; charset=utf-8", &pgn).await {
                    Ok((status, body)) => Answer::of(status, &body),
                    Err(why) => Answer::Unreachable(why),
                };
                self.games.update_value(|games| {
                    if let Some(g) = games.iter_mut().find(|g| g.key == key) {
                        let before = g.outbox.taken_size();
                        g.outbox.answered(answer, time::now_ms());
                        Self::keep_taken(&key, before, g.outbox.taken_size());
                    }
                });
                self.pump();
            });
        }
        let due = self.games.with_value(|games| games.iter().filter_map(|g| g.outbox.due_in_ms(now)).reduce(f64::min));
        self.retry.set_value(due.map(|ms| timers::after(ms.ceil() as u32 + 1, move || self.pump())));
        self.show();
    }

    /// Keeps beside the token how much of the current game lichess has taken, so that a reload
    /// that finds less (presses the full storage could not keep) sends nothing shorter. Written at
    /// one width, so the write needs no more room than the one before it.
    fn keep_taken(key: &str, before: usize, taken: usize) {
        if taken > before && Self::current().is_some_and(|(current, _)| current == key) {
            let _ = storage::write(storage::BROADCAST_TAKEN, &format!("{taken:>10}"));
        }
    }

    /// What the face shows of this game: nothing in a window that only watches (the owner
    /// publishes).
    fn show(self) {
        let now = time::now_ms();
        let owner = self.shell.owner.get_untracked() == Some(true);
        let key = Self::current().map(|(k, _)| k);
        let shown = self.games.with_value(|games| {
            games
                .iter()
                .find(|g| owner && Some(&g.key) == key.as_ref())
                .map(|g| (g.outbox.mark(now), g.outbox.trouble().map(Answer::to_string)))
        });
        if self.shown.with_untracked(|s| *s != shown) {
            self.shown.set(shown);
        }
    }
}

/// The face's small line: "Live on lichess", "Sending to lichess…", how long the game has not
/// been sent, or that it is not published; and what lichess last said when it was not a plain
/// success.
#[component]
pub fn PublishingMark(
    /// The far player's copy: the mark alone, turned to them (a screen reader hears the other).
    #[prop(optional)]
    far: bool,
) -> impl IntoView {
    let shown = use_context::<Publishing>().map(|p| p.shown);
    move || {
        shown.and_then(|s| s.get()).map(|(mark, trouble)| {
            let state = match mark {
                Mark::Live => "live",
                Mark::Sending => "sending",
                Mark::Behind { .. } => "behind",
                Mark::NotTaken => "not-taken",
                Mark::Stopped => "stopped",
                Mark::Shorter => "shorter",
            };
            if far {
                return view! { <p class="lichess-far" data-mark=state aria-hidden="true">{mark.said()}</p> }
                    .into_any();
            }
            view! {
                <p class="lichess-line" data-mark=state role="status">
                    <span class="lichess-mark">{mark.said()}</span>
                    {trouble.map(|t| view! { <span class="lichess-trouble">{t}</span> })}
                </p>
            }
            .into_any()
        })
    }
}
