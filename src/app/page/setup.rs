//! The setup screen: a preset, a built or typed control (with time odds), the rulebook, and the
//! players' settings.

use crate::app::desk::Panel;
use crate::app::page::desk_host::DeskHost;
use crate::app::{Unreadable, shell};
use crate::screens::control_form::{self, ControlKind, Values};
use crate::screens::presets::PRESETS;
use crate::domain::record::Record;
use shakmaty::Color;
use crate::rules::Rulebook;
use crate::session::Session;
use crate::session::settings::{FlagCalling, Severity, check_controls};
use crate::domain::time_control::TimeControl;
use crate::app::fields::{CheckBox, TextField};
use crate::platform::updates::{self, NewVersion};
use crate::screens::announcements::marks_label;
use crate::session::settings::MARK_SETS;
use crate::protocol::build;
use leptos::prelude::*;

#[component]
pub fn Setup(unreadable: RwSignal<Option<Unreadable>>, update: RwSignal<NewVersion>) -> impl IntoView {
    let shell = shell();
    // Back at setup after a game, an installed app may have been open for days: look for a new build.
    updates::check();
    let settings = shell.settings;
    let rulebook = RwSignal::new(Rulebook::FideBlitz);
    let typed = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    // A warning the players have seen for this pair of controls: a second tap starts anyway.
    let warned = RwSignal::new(None::<String>);
    let kind = RwSignal::new(ControlKind::Increment);
    let values = RwSignal::new(Values::new());
    let odds = RwSignal::new(false);
    let armageddon = RwSignal::new(false);
    // US Chess Variation 14H: insufficient-losing-chances claims in sudden death (off by default,
    // as the 7th edition's 14H has it).
    let variation_14h = RwSignal::new(false);
    let black_kind = RwSignal::new(ControlKind::SuddenDeath);
    let black_values = RwSignal::new(Values::new());
    let reviewing = RwSignal::new(false);

    let start = move |white: TimeControl, black: TimeControl, draw_odds: Option<Color>| {
        let rules = rulebook.get_untracked();
        let key = format!("{white} {black} {}", rules.id());
        let mismatches = check_controls(rules, &white, &black);
        if let Some(m) = mismatches.iter().find(|m| m.severity == Severity::Error) {
            error.set(Some(m.message.clone()));
            return;
        }
        if let Some(m) = mismatches.first()
            && warned.get_untracked().as_deref() != Some(&key) {
                warned.set(Some(key));
                error.set(Some(format!("{} Tap again to start anyway.", m.message)));
                return;
            }
        let record = Record {
            black_time_control: (black != white).then_some(black),
            draw_odds,
            variations: if rules == Rulebook::Uscf && variation_14h.get_untracked() { vec!["14H".into()] } else { vec![] },
            ..Record::new(rules, white)
        };
        match Session::new(record) {
            Ok(s) => {
                unreadable.set(None);
                shell.start(s);
            }
            Err(e) => error.set(Some(e.to_string())),
        }
    };

    let presets = PRESETS
        .iter()
        .map(|p| {
            let (white, black) = p.controls();
            let draw_odds = p.draw_odds;
            view! {
                <button class="preset" on:click=move |_| start(white.clone(), black.clone(), draw_odds)>
                    {p.name}
                </button>
            }
        })
        .collect_view();

    let start_typed = move || match TimeControl::parse_typed(&typed.get_untracked()) {
        Ok(tc) => {
            error.set(None);
            start(tc.clone(), tc, None);
        }
        Err(e) => error.set(Some(e.to_string())),
    };

    let built = Memo::new(move |_| values.with(|v| control_form::build(kind.get(), v)));
    let built_black = Memo::new(move |_| black_values.with(|v| control_form::build(black_kind.get(), v)));
    let start_built = move |_| {
        let white = built.get_untracked();
        let black = if odds.get_untracked() { built_black.get_untracked() } else { white.clone() };
        match (white, black) {
            (Ok(w), Ok(b)) => start(w, b, (odds.get_untracked() && armageddon.get_untracked()).then_some(Color::Black)),
            (Err(e), _) => error.set(Some(e.to_string())),
            (_, Err(e)) => error.set(Some(format!("Black: {e}"))),
        }
    };

    view! {
        <section class="setup" aria-label="New game">
            <h1>"Fair Clock"</h1>
            <p class="tagline">"A chess clock that knows the rules."</p>
            <UpdateOffer update />
            {move || unreadable.get().map(|u| view! { <UnreadableGame unreadable=u /> })}
            <div class="options">
                <label class="field">
                    "Rulebook"
                    <select on:change=move |ev| {
                        if let Ok(r) = event_target_value(&ev).parse::<Rulebook>() {
                            rulebook.set(r);
                            settings.update(|s| s.flags = FlagCalling::default_for(r));
                            error.set(None);
                        }
                    }>
                        {Rulebook::ALL
                            .iter()
                            .map(|r| {
                                let r = *r;
                                view! {
                                    <option value=r.id() selected=move || rulebook.get() == r>
                                        {r.name()}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </label>
                <label class="field">
                    "Flags"
                    <select aria-label="Flags" on:change=move |ev| {
                        let flags = if event_target_value(&ev) == "auto" { FlagCalling::Automatic } else { FlagCalling::PlayersClaim };
                        settings.update(|s| s.flags = flags);
                    }>
                        <option value="claim" selected=move || settings.with(|s| s.flags == FlagCalling::PlayersClaim)>
                            "Players claim"
                        </option>
                        <option value="auto" selected=move || settings.with(|s| s.flags == FlagCalling::Automatic)>
                            "Called by the clock"
                        </option>
                    </select>
                </label>
                <label class="field">
                    "Tenths below"
                    <select aria-label="Tenths below" on:change=move |ev| {
                        let s20 = event_target_value(&ev) == "20";
                        settings.update(|s| s.tenths_below_s = if s20 { 20 } else { 10 });
                    }>
                        <option value="10" selected=move || settings.with(|s| s.tenths_below_s != 20)>"10 s"</option>
                        <option value="20" selected=move || settings.with(|s| s.tenths_below_s == 20)>"20 s"</option>
                    </select>
                </label>
                <Show when=move || rulebook.get() == Rulebook::Uscf>
                    <CheckBox
                        label="Variation 14H (insufficient losing chances)"
                        checked=variation_14h.into()
                        set=Callback::new(move |on| variation_14h.set(on))
                    />
                </Show>
                <CheckBox
                    label="Sound and vibration"
                    checked=Signal::derive(move || settings.with(|s| s.sound))
                    set=Callback::new(move |on| settings.update(|s| s.sound = on))
                />
                <CheckBox
                    label="Spoken announcements: the time at marks, a fall, the result"
                    checked=Signal::derive(move || settings.with(|s| s.speech))
                    set=Callback::new(move |on| settings.update(|s| s.speech = on))
                />
                <Show when=move || settings.with(|s| s.speech)>
                    <label class="field">
                        "Announce at"
                        <select aria-label="Announce at" on:change=move |ev| {
                            let i: usize = event_target_value(&ev).parse().unwrap_or(0);
                            settings.update(|s| s.speech_marks = MARK_SETS.get(i).copied().unwrap_or(MARK_SETS[0]));
                        }>
                            {MARK_SETS
                                .iter()
                                .enumerate()
                                .map(|(i, set)| {
                                    view! {
                                        <option value=i.to_string() selected=move || settings.with(|s| s.speech_marks == *set)>
                                            {marks_label(set)}
                                        </option>
                                    }
                                })
                                .collect_view()}
                        </select>
                    </label>
                </Show>
                <CheckBox
                    label="Enter moves on a board"
                    checked=Signal::derive(move || settings.with(|s| s.move_entry))
                    set=Callback::new(move |on| settings.update(|s| s.move_entry = on))
                />
            </div>
            <p class="error" role="alert" class:hidden=move || error.with(Option::is_none)>{move || error.get()}</p>
            <div class="presets">{presets}</div>
            <form class="builder" aria-label="Build a control" on:submit=move |ev| {
                ev.prevent_default();
                start_built(());
            }>
                <h2>"Custom"</h2>
                <ControlBuilder kind values who="" />
                <CheckBox label="Time odds: Black's control differs" checked=odds.into() set=Callback::new(move |on| odds.set(on)) />
                <Show when=move || odds.get()>
                    <ControlBuilder kind=black_kind values=black_values who="Black: " />
                    <CheckBox
                        label="Armageddon: a draw counts as a win for Black"
                        checked=armageddon.into()
                        set=Callback::new(move |on| armageddon.set(on))
                    />
                </Show>
                <button type="submit" class="start">"Start custom"</button>
            </form>
            <form class="custom" on:submit=move |ev| {
                ev.prevent_default();
                start_typed();
            }>
                <TextField label="Or type a control" name="Custom time control" value=typed placeholder="3+2, G/5;d3, 90/40+30, 30+30" />
                <button type="submit">"Start"</button>
            </form>
            // Reviewing a finished game (PGN or record) never touches a game: none is in progress here.
            <button class="review" on:click=move |_| reviewing.set(true)>"Review a game…"</button>
            <Show when=move || reviewing.get()>
                <DeskHost shell panel=Panel::Score open=reviewing />
            </Show>
            <p class="version">{format!("Fair Clock {}", build::describe())}</p>
        </section>
    }
}

/// A new build is waiting: offered here, where no game is under way, and taken on the player's word.
#[component]
fn UpdateOffer(update: RwSignal<NewVersion>) -> impl IntoView {
    move || {
        let text = match update.get() {
            NewVersion::None => return None,
            NewVersion::Ready => "A new version of Fair Clock is ready.".to_owned(),
            NewVersion::OtherWindows(1) => {
                "Fair Clock is open in another window, and a game there would be broken by the update: close it, then update.".to_owned()
            }
            NewVersion::OtherWindows(n) => {
                format!("Fair Clock is open in {n} other windows, and a game there would be broken by the update: close them, then update.")
            }
        };
        Some(view! {
            <div class="update" role="status">
                <p>{text}</p>
                <button class="primary" on:click=move |_| updates::apply()>"Update now"</button>
            </div>
        })
    }
}

/// One side's control, built from a kind and its numbers, with what it means as it is typed.
#[component]
fn ControlBuilder(kind: RwSignal<ControlKind>, values: RwSignal<Values>, who: &'static str) -> impl IntoView {
    let preview = Memo::new(move |_| match values.with(|v| control_form::build(kind.get(), v)) {
        Ok(tc) => format!("{who}{} ({tc})", tc.describe()),
        Err(e) => e.to_string(),
    });
    let fields = move || {
        let k = kind.get();
        k.fields()
            .iter()
            .map(|&f| {
                view! {
                    <label class="field">
                        {format!("{who}{}", k.label(f))}
                        <input
                            type="text"
                            inputmode="decimal"
                            prop:value=move || values.with(|v| v.get(&f).cloned().unwrap_or_else(|| k.default_value(f).to_owned()))
                            on:input=move |ev| values.update(|v| {
                                v.insert(f, event_target_value(&ev));
                            })
                        />
                    </label>
                }
            })
            .collect_view()
    };
    view! {
        <div class="control-builder">
            <label class="field">
                {format!("{who}Kind")}
                <select on:change=move |ev| {
                    if let Some(k) = ControlKind::from_id(&event_target_value(&ev)) {
                        // Each kind opens with its own sensible numbers.
                        values.set(Values::new());
                        kind.set(k);
                    }
                }>
                    {ControlKind::ALL
                        .into_iter()
                        .map(|k| view! { <option value=k.id() selected=move || kind.get() == k>{k.name()}</option> })
                        .collect_view()}
                </select>
            </label>
            <div class="fields">{fields}</div>
            <p class="preview" aria-live="polite">{move || preview.get()}</p>
        </div>
    }
}

/// A saved game that could not be restored: the reason, and its text to copy.
#[component]
fn UnreadableGame(unreadable: Unreadable) -> impl IntoView {
    view! {
        <div class="unreadable" role="alert">
            <p>
                {format!(
                    "The saved game could not be restored: {}. Its text is below, to copy; it is also kept in this browser's storage as '{}'.",
                    unreadable.message,
                    crate::platform::storage::UNREADABLE
                )}
            </p>
            <textarea readonly aria-label="Saved game text" rows="6">{unreadable.text}</textarea>
        </div>
    }
}
