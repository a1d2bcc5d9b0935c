//! The setup's first part, shared with the page a player opens (`app::entry`): the words at the
//! top, the rulebook and who calls flags, the presets, the typed control, the foot.

use super::stored::{persistence_to_say, store_settings};
use crate::app::fields::{CheckBox, ChoiceField, TextField};
use crate::ground::language::Language;
use crate::ground::messages as m;
use crate::ground::vocabulary::Variation;
use crate::ground::words::{self, count, say, say_with};
use crate::platform::keys;
use crate::platform::language;
use crate::platform::speech;
use crate::platform::updates::{self, NewVersion};
use crate::protocol::build;
use crate::rules::FlagCalling;
use crate::rules::Rulebook;
use crate::screens::announcements::marks_label;
use crate::screens::fingers::key_name;
use crate::screens::presets::PRESETS;
use crate::screens::setup_form::Choice;
use crate::session::settings::MARK_SETS;
use crate::session::settings::{FaceLook, LOW_WARNINGS, Settings, choosable_key};
use crate::session::setup_memory::Offered;
use leptos::prelude::*;

/// The setup screen's first words: the name, what the clock does, a new build waiting, and the
/// browser's answer on keeping the saved game (said once).
#[component]
pub fn SetupIntro(update: RwSignal<NewVersion>) -> impl IntoView {
    view! {
        // The clock's name is the same in every language.
        <h1>"Fair Clock"</h1>
        <p class="tagline">{say(&m::TAGLINE)}</p>
        // In English, the same words as index.html's static shell, which shows them before the wasm runs.
        <p class="intro">{say(&m::INTRO)}</p>
        <UpdateOffer update />
        {persistence_to_say().map(|said| view! { <p class="persistence" role="status">{said}</p> })}
    }
}

/// What the rules of the game turn on: the rulebook, who calls flags (a new rulebook brings its own
/// way unless the players chose theirs), and Variation 14H under US Chess.
#[component]
pub fn Rules(
    settings: RwSignal<Settings>,
    rulebook: Signal<Rulebook>,
    choose_rulebook: Callback<Rulebook>,
    variation_14h: Signal<bool>,
    set_14h: Callback<bool>,
) -> impl IntoView {
    view! {
        <div class="options">
            <LanguageChoice settings />
            <label class="field">
                {say(&m::RULEBOOK)}
                <select on:change=move |ev| {
                    if let Ok(r) = event_target_value(&ev).parse::<Rulebook>() {
                        choose_rulebook.run(r);
                        settings.update(|s| s.follow_rulebook(r));
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
                {say(&m::FLAGS)}
                <select aria-label=say(&m::FLAGS) on:change=move |ev| {
                    let flags = if event_target_value(&ev) == "auto" { FlagCalling::Automatic } else { FlagCalling::PlayersClaim };
                    settings.update(|s| s.choose_flags(flags));
                }>
                    <option value="claim" selected=move || settings.with(|s| s.flags == FlagCalling::PlayersClaim)>
                        {say(&m::FLAGS_CLAIMED)}
                    </option>
                    <option value="auto" selected=move || settings.with(|s| s.flags == FlagCalling::Automatic)>
                        {say(&m::FLAGS_CALLED)}
                    </option>
                </select>
            </label>
            <Show when=move || rulebook.get().book().variations().contains(&Variation::Uscf14H)>
                <CheckBox label=say(&m::VARIATION_14H) checked=variation_14h set=set_14h />
            </Show>
        </div>
    }
}

/// The interface's language: the first of the browser's that the clock speaks, or the one the
/// players chose, remembered with the settings. A new choice opens the page again in it (at setup:
/// nothing is lost).
#[component]
pub fn LanguageChoice(settings: RwSignal<Settings>) -> impl IntoView {
    let speaking = words::language();
    view! {
        <label class="field">
            {say(&m::LANGUAGE)}
            <select aria-label=say(&m::LANGUAGE) on:change=move |ev| {
                if let Ok(chosen) = event_target_value(&ev).parse::<Language>() {
                    settings.update(|s| s.language = Some(chosen));
                    settings.with_untracked(store_settings);
                    language::reload();
                }
            }>
                {Language::ALL
                    .iter()
                    .map(|l| view! { <option value=l.id() lang=l.id() selected=*l == speaking>{l.name()}</option> })
                    .collect_view()}
            </select>
        </label>
    }
}

/// How the clock shows and says the game: tenths, sound, speech and its marks, moves on a board.
#[component]
pub fn Preferences(settings: RwSignal<Settings>) -> impl IntoView {
    // Asked when speech is turned on (a browser may name its voices a moment after the page opens).
    let no_voice_said = move || {
        let language = words::language();
        (!speech::has_voice(language))
            .then(|| view! { <p class="hint speech-voice" role="status">{say_with(&m::SPEECH_NO_VOICE, &[("language", language.name())])}</p> })
    };
    view! {
        <div class="options">
            <label class="field">
                {say(&m::PREF_TENTHS)}
                <select aria-label=say(&m::PREF_TENTHS) on:change=move |ev| {
                    let s20 = event_target_value(&ev) == "20";
                    settings.update(|s| s.tenths_below_s = if s20 { 20 } else { 10 });
                }>
                    <option value="10" selected=move || settings.with(|s| s.tenths_below_s != 20)>"10 s"</option>
                    <option value="20" selected=move || settings.with(|s| s.tenths_below_s == 20)>"20 s"</option>
                </select>
            </label>
            <CheckBox
                label=say(&m::PREF_SOUND)
                checked=Signal::derive(move || settings.with(|s| s.sound))
                set=Callback::new(move |on| settings.update(|s| s.sound = on))
            />
            <CheckBox
                label=say(&m::PREF_HAPTIC)
                checked=Signal::derive(move || settings.with(|s| s.haptic))
                set=Callback::new(move |on| settings.update(|s| s.haptic = on))
            />
            <ChoiceField
                label=say(&m::PREF_LOW_WARNING)
                options=LOW_WARNINGS.iter().map(|w| (*w, w.id(), w.said())).collect()
                chosen=Signal::derive(move || settings.with(|s| s.low_warning))
                choose=Callback::new(move |w| settings.update(|s| s.low_warning = w))
            />
            <ChoiceField
                label=say(&m::PREF_LOOK)
                options=FaceLook::ALL.iter().map(|l| (*l, l.id().to_owned(), l.said().to_owned())).collect()
                chosen=Signal::derive(move || settings.with(|s| s.look))
                choose=Callback::new(move |look| settings.update(|s| s.look = look))
            />
            <CheckBox
                label=say(&m::PREF_SPEECH)
                checked=Signal::derive(move || settings.with(|s| s.speech))
                set=Callback::new(move |on| settings.update(|s| s.speech = on))
            />
            <Show when=move || settings.with(|s| s.speech)>
                <label class="field">
                    {say(&m::PREF_ANNOUNCE_AT)}
                    <select aria-label=say(&m::PREF_ANNOUNCE_AT) on:change=move |ev| {
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
                {no_voice_said}
            </Show>
            <CheckBox
                label=say(&m::PREF_MOVE_ENTRY)
                checked=Signal::derive(move || settings.with(|s| s.move_entry))
                set=Callback::new(move |on| settings.update(|s| s.move_entry = on))
            />
            <HalfKeyChoices settings />
        </div>
    }
}

/// The key or pedal each half's player chose, besides the usual ones the hint lists.
#[component]
fn HalfKeyChoices(settings: RwSignal<Settings>) -> impl IntoView {
    // Which half waits for its key: `Some(true)` the far one.
    let waiting = RwSignal::new(None::<bool>);
    let refused = RwSignal::new(None::<String>);
    keys::use_next_key(Signal::derive(move || waiting.get().is_some()), move |code| {
        let Some(far) = waiting.get_untracked() else { return };
        waiting.set(None);
        if code == "Escape" {
            return;
        }
        match choosable_key(&code) {
            Some(key) => {
                refused.set(None);
                settings.update(|s| s.choose_key(far, key));
            }
            None => refused.set(Some(say_with(&m::PREF_KEY_UNKNOWN, &[("key", &key_name(&code))]))),
        }
    });
    let choice = move |far: bool| {
        let chosen = move || settings.with(|s| if far { s.keys.far } else { s.keys.near });
        let label = move || {
            if waiting.get() == Some(far) {
                return say(&m::PREF_KEY_WAITING).to_owned();
            }
            let key = chosen().map_or_else(|| say(&m::PREF_KEY_NONE).to_owned(), key_name);
            say_with(if far { &m::PREF_KEY_FAR } else { &m::PREF_KEY_NEAR }, &[("key", &key)])
        };
        view! {
            <div class="key-choice">
                <button class="control" class:primary=move || waiting.get() == Some(far) on:click=move |_| waiting.set(Some(far))>
                    {label}
                </button>
                <button class="control" class:hidden=move || chosen().is_none() on:click=move |_| {
                    settings.update(|s| if far { s.keys.far = None } else { s.keys.near = None });
                }>
                    {say(&m::PREF_KEY_CLEAR)}
                </button>
            </div>
        }
    };
    view! {
        <p class="hint">{say(&m::PREF_KEYS_HINT)}</p>
        {choice(true)}
        {choice(false)}
        <p class="key-refused" role="alert" class:hidden=move || refused.with(Option::is_none)>{move || refused.get()}</p>
    }
}

/// The manual of the chosen rulebook.
#[component]
pub fn ManualButton(rulebook: Signal<Rulebook>, on_manual: Callback<Rulebook>) -> impl IntoView {
    view! { <button class="review" on:click=move |_| on_manual.run(rulebook.get_untracked())>{say(&m::MANUAL)}</button> }
}

/// The screen's message line: why a start was refused, what went wrong. Under the presets and the
/// typed control, beside what was started; a warning about the rulebook offers the book it names
/// (`switch`, chosen by `choose_rulebook`).
#[component]
pub fn ErrorLine(
    error: RwSignal<Option<String>>,
    #[prop(optional)] switch: Option<RwSignal<Option<Rulebook>>>,
    #[prop(optional)] choose_rulebook: Option<Callback<Rulebook>>,
) -> impl IntoView {
    let offered = move || switch.and_then(|s| s.get()).zip(choose_rulebook);
    view! {
        <p class="error" role="alert" class:hidden=move || error.with(Option::is_none)>{move || error.get()}</p>
        {move || offered().map(|(book, choose)| view! {
            <button class="control switch-rulebook" on:click=move |_| choose.run(book)>
                {say_with(&m::SETUP_SWITCH_TO, &[("rulebook", book.name())])}
            </button>
        })}
    }
}

/// The controls ready to start: the last game's, the ones the players saved (each with a way to
/// forget it, by its index in `offered.saved`), and the presets.
#[component]
pub fn Presets(offered: Signal<Offered>, start: Callback<Choice>, forget: Callback<usize>) -> impl IntoView {
    let presets = PRESETS
        .iter()
        .enumerate()
        .map(|(i, p)| view! { <button class="preset" on:click=move |_| start.run(Choice::Preset(i))>{say(&p.name)}</button> })
        .collect_view();
    let last = move || {
        offered.with(|o| o.last.clone()).map(|last| {
            view! {
                <button class="preset last" on:click=move |_| start.run(Choice::Last)>
                    // A space between the kind and the control, for the button's spoken name.
                    <span class="preset-kind">{say(&m::LAST_GAME)}</span>
                    " "
                    {last}
                </button>
            }
        })
    };
    let saved = move || {
        offered
            .with(|o| o.saved.clone())
            .into_iter()
            .enumerate()
            .map(|(i, (name, said))| {
                let label = say_with(&m::FORGET, &[("name", &name)]);
                view! {
                    <div class="saved-control">
                        <button class="preset saved" on:click=move |_| start.run(Choice::Saved(i))>
                            <span class="preset-kind">{name}</span>
                            " "
                            {said}
                        </button>
                        <button class="control forget" aria-label=label on:click=move |_| forget.run(i)>"✕"</button>
                    </div>
                }
            })
            .collect_view()
    };
    view! { <div class="presets">{last}{saved}{presets}</div> }
}

/// A control typed as people write it, started on Start, with what it means (`meaning`) below.
#[component]
pub fn TypedControl(typed: RwSignal<String>, meaning: Signal<String>, start: Callback<()>) -> impl IntoView {
    view! {
        <form class="custom" on:submit=move |ev| {
            ev.prevent_default();
            start.run(());
        }>
            <TextField label=say(&m::TYPE_A_CONTROL) name=say(&m::TYPED_CONTROL) value=typed placeholder=say(&m::TYPED_EXAMPLES) autocapitalize="off" />
            <button type="submit" class="start">{say(&m::START)}</button>
        </form>
        <p class="preview" aria-live="polite">{move || meaning.get()}</p>
    }
}

/// The foot of the setup: reviewing a finished game, and the clock's version.
#[component]
pub fn SetupFoot(on_review: Callback<()>) -> impl IntoView {
    view! {
        // Reviewing a finished game (PGN or record) never touches a game: none is in progress here.
        <button class="review" on:click=move |_| on_review.run(())>{say(&m::REVIEW)}</button>
        <p class="version">{say_with(&m::VERSION, &[("version", &build::describe())])}</p>
    }
}

/// A new build is waiting: offered here, where no game is under way, and taken on the player's word.
#[component]
fn UpdateOffer(update: RwSignal<NewVersion>) -> impl IntoView {
    move || {
        let text = match update.get() {
            NewVersion::None => return None,
            NewVersion::Ready => say(&m::UPDATE_READY).to_owned(),
            NewVersion::OtherWindows(n) => count(&m::UPDATE_OTHER_WINDOWS, u64::from(n)),
        };
        Some(view! {
            <div class="update" role="status">
                <p>{text}</p>
                <button class="primary" on:click=move |_| updates::apply()>{say(&m::UPDATE_NOW)}</button>
            </div>
        })
    }
}
