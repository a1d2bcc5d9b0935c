//! The setup screen: the rulebook, a preset, the last game's control, a saved one, a built or
//! typed control (with time odds), and the players' settings. What it decides is the pure core's
//! (`screens::setup_form`); what it remembers between games is `session::setup_memory`, kept
//! under its own storage key.
//!
//! Its first part — the words at the top, the rulebook and who calls flags, the presets and the
//! typed control — is shared with the page a player opens (`app::entry`), which shows that part
//! alone and hands the rest to the clock.

use crate::app::fields::{CheckBox, TextField};
use crate::ground::heading::Heading;
use crate::ground::json::{self, FieldError};
use crate::ground::language::Language;
use crate::ground::messages as m;
use crate::ground::record::Record;
use crate::ground::words::{count, say, say_with};
use crate::platform::address;
use crate::platform::language;
use crate::platform::storage;
use crate::platform::updates::{self, NewVersion};
use crate::protocol::build;
use crate::protocol::game::{Chosen, FirstSetup};
use crate::rules::Rulebook;
use crate::screens::announcements::marks_label;
use crate::screens::control_form::{self, ControlKind, Values};
use crate::screens::director_link::DirectorSetup;
use crate::screens::presets::PRESETS;
use crate::screens::setup_form::{Choice, SetupError, SetupForm, typed_meaning};
use crate::session::settings::MARK_SETS;
use crate::session::settings::{self, FlagCalling, Settings};
use crate::session::setup_memory::{self, Offered, SetupMemory};
use leptos::prelude::*;
use std::cell::RefCell;

/// A saved game that could not be restored: why, its text, and the key it was copied aside
/// under (`None`: it could not be — storage is full — and it is left where it was).
#[derive(Clone, Debug)]
pub struct Unreadable {
    pub message: String,
    pub text: String,
    pub kept_as: Option<String>,
}

/// The players' settings as stored (the clock's, or the setup page's before it), or the defaults.
pub fn stored_settings() -> Settings {
    storage::read(storage::SETTINGS)
        .and_then(|t| json::parse(&t).ok())
        .and_then(|v| Settings::from_value(&v).ok())
        .unwrap_or_default()
}

/// Stores the players' settings, where the other module of the page reads them; never over a
/// newer version's.
pub fn store_settings(settings: &Settings) {
    if newer_stored(storage::SETTINGS, settings::WHAT, settings::VERSION).is_none() {
        // A convenience: a refused write is the game's to report, not the settings'.
        let _ = storage::write(storage::SETTINGS, &settings.to_value().to_string());
    }
}

/// Why the text under `key` is left as it is: it came from a newer version of the clock (a phone
/// that had a newer build, then an older one), which will read it again. This page uses its
/// defaults meanwhile.
fn newer_stored(key: &str, what: &'static str, reads: u64) -> Option<FieldError> {
    let value = json::parse(&storage::read(key)?).ok()?;
    json::stored_version(&value, what, reads).err().filter(|e| matches!(e, FieldError::Newer { .. }))
}

/// What the players are told when stored settings or memory came from a newer version.
pub fn newer_said() -> Option<String> {
    let said: Vec<String> = [
        newer_stored(storage::SETTINGS, settings::WHAT, settings::VERSION),
        newer_stored(storage::SETUP, setup_memory::WHAT, setup_memory::VERSION),
    ]
    .into_iter()
    .flatten()
    .map(|e| say_with(&m::NEWER_LEFT, &[("what", &e.to_string())]))
    .collect();
    (!said.is_empty()).then(|| said.join(" "))
}

/// What the players are told of the browser's answer when it was asked to keep the saved game.
pub fn persistence_said(granted: bool) -> &'static str {
    say(if granted { &m::PERSIST_GRANTED } else { &m::PERSIST_DENIED })
}

/// The browser's answer on keeping storage (asked when a game starts), the first time the setup
/// screen shows after it: said once, then marked said.
pub fn persistence_to_say() -> Option<&'static str> {
    let granted = match storage::read(storage::PERSIST)?.as_str() {
        "granted" => true,
        "denied" => false,
        _ => return None,
    };
    storage::write(storage::PERSIST, if granted { "granted, said" } else { "denied, said" }).ok()?;
    Some(persistence_said(granted))
}

/// The setup memory as stored, or the default one.
pub fn remembered() -> SetupMemory {
    storage::read(storage::SETUP).map(|t| SetupMemory::from_json(&t)).unwrap_or_default()
}

/// Stores the setup memory, never over a newer version's.
pub fn keep(memory: &SetupMemory) {
    if newer_stored(storage::SETUP, setup_memory::WHAT, setup_memory::VERSION).is_none() {
        let _ = storage::write(storage::SETUP, &memory.to_value().to_string());
    }
}

thread_local! {
    /// The form behind the first page's starts: a warning it gave stands for the same start again.
    static FIRST_FORM: RefCell<Option<SetupForm>> = const { RefCell::new(None) };
}

/// Starts the game the first page chose (`first.start`), as this screen would: the new game's
/// record, with the memory kept for the next setup; or why not, in a player's words.
pub fn first_start(first: &FirstSetup) -> Result<Record, String> {
    let mut memory = remembered();
    let choice = match first.start.as_ref().ok_or("No control was chosen.")? {
        Chosen::Preset(i) => Choice::Preset(*i),
        Chosen::Last => Choice::Last,
        Chosen::Typed => Choice::Typed,
        Chosen::Saved(name) => {
            let at = memory.saved.iter().position(|n| n.name == *name);
            Choice::Saved(at.ok_or_else(|| SetupError::Gone.to_string())?)
        }
    };
    FIRST_FORM.with(|kept| {
        let mut kept = kept.borrow_mut();
        // The first page has no PIN and no director's link: the form needs no salt.
        let form = kept.get_or_insert_with(|| SetupForm::remembering(&memory));
        form.rulebook = first.rules;
        form.variation_14h = first.variation_14h;
        form.typed = first.typed.clone();
        let record = form.begin(choice, &mut memory).map_err(|e| e.to_string())?;
        keep(&memory);
        Ok(record)
    })
}

/// The setup screen of the clock, after a game or from the first page's choices (`first`): the
/// first page's part and the rest. `on_start` begins the game the form made (its refusal is said
/// where the form's own are); `on_review` opens the review of a finished game, `on_manual` the
/// manual for a rulebook; `error` is the screen's message line, which
/// the caller may also use.
#[component]
pub fn Setup(
    settings: RwSignal<Settings>,
    unreadable: RwSignal<Option<Unreadable>>,
    update: RwSignal<NewVersion>,
    error: RwSignal<Option<String>>,
    on_start: Callback<Record, Result<(), String>>,
    on_review: Callback<()>,
    /// Opens the review of a game kept on this phone (its saved text).
    on_review_kept: Callback<String>,
    on_manual: Callback<Rulebook>,
    /// The first page's choices, where the players left it for the whole setup.
    #[prop(default = None)]
    first: Option<FirstSetup>,
) -> impl IntoView {
    // Back at setup after a game, an installed app may have been open for days: look for a new build.
    updates::check();
    let memory = RwSignal::new(remembered());
    // The form begins where the last game began: its rulebook (and the flags setting, kept with
    // the settings), not FIDE blitz again — or where the first page left it.
    let form = RwSignal::new(memory.with_untracked(SetupForm::remembering));
    form.update_untracked(|f| f.salt = address::salt());
    let typed = RwSignal::new(String::new());
    if let Some(first) = first {
        form.update_untracked(|f| {
            f.choose_rulebook(first.rules);
            f.variation_14h = first.variation_14h;
        });
        typed.set(first.typed);
    }
    // A director's link fills the form, says who set it, and offers its control first.
    let link = RwSignal::new(
        address::fragment().filter(|f| DirectorSetup::is_link(f)).map(|f| DirectorSetup::from_fragment(&f)),
    );
    if let Some(Ok(setup)) = link.get_untracked() {
        form.update_untracked(|f| f.follow(&setup));
        settings.update(|s| s.flags = setup.flags);
    }
    let saved_note = RwSignal::new(None::<String>);
    let name = RwSignal::new(String::new());
    Effect::new(move |_| {
        let text = typed.get();
        form.update(|f| f.typed = text);
    });
    let keep_memory = move || memory.with_untracked(keep);
    if let Some(said) = newer_said() {
        error.set(Some(said));
    }

    let start = move |choice: Choice| {
        form.update(|f| f.typed = typed.get_untracked());
        let mut started = Err(SetupError::Gone);
        memory.maybe_update(|m| {
            form.update(|f| started = f.begin(choice, m));
            started.is_ok()
        });
        match started {
            Ok(record) => {
                keep_memory();
                error.set(None);
                // A saved game that could not be copied aside stays held (nothing is saved over
                // it) and is shown again at the next setup; one copied aside has been said.
                if unreadable.with_untracked(|u| u.as_ref().is_some_and(|u| u.kept_as.is_some())) {
                    unreadable.set(None);
                }
                if let Err(e) = on_start.run(record) {
                    error.set(Some(e));
                }
            }
            Err(e) => error.set(Some(e.to_string())),
        }
    };
    // Saves the typed control when one is typed, else the built one.
    let save = move || {
        let choice = if typed.with_untracked(|t| t.trim().is_empty()) { Choice::Built } else { Choice::Typed };
        let controls = form.with_untracked(|f| f.controls(choice, &memory.get_untracked()));
        match controls {
            Ok(controls) => {
                let mut outcome = Ok(String::new());
                memory.update(|m| outcome = m.save(&name.get_untracked(), controls));
                match outcome {
                    Ok(saved_as) => {
                        keep_memory();
                        name.set(String::new());
                        error.set(None);
                        saved_note.set(Some(say_with(&m::SAVED_AS, &[("name", &saved_as)])));
                    }
                    Err(e) => error.set(Some(e.to_string())),
                }
            }
            Err(e) => error.set(Some(e.to_string())),
        }
    };
    let rulebook = Memo::new(move |_| form.with(|f| f.rulebook));
    let typed_meaning = Memo::new(move |_| typed.with(|t| typed_meaning(t)));

    // A window that only shows another's game starts none.
    let shell = crate::app::shell::use_shell();
    view! {
        <section class="setup" aria-label=say(&m::NEW_GAME) inert=move || shell.owner.get() == Some(false)>
            <SetupIntro update />
            {move || link.get().map(|l| match l {
                Ok(setup) => view! {
                    <div class="linked" role="status">
                        <p>{setup.said()}</p>
                        <button class="start" on:click=move |_| start(Choice::Link)>{say_with(&m::LINK_START, &[("control", &setup.control.describe())])}</button>
                        <button class="control" on:click=move |_| {
                            address::clear_fragment();
                            form.update(|f| { f.link_lock = None; f.link_control = None; });
                            link.set(None);
                        }>{say(&m::LINK_NOT_THIS)}</button>
                    </div>
                }.into_any(),
                Err(e) => view! {
                    <div class="linked bad" role="alert">
                        <p>{e.to_string()}</p>
                        <button class="control" on:click=move |_| { address::clear_fragment(); link.set(None); }>{say(&m::FACE_OK)}</button>
                    </div>
                }.into_any(),
            })}
            {move || unreadable.get().map(|u| view! { <UnreadableGame unreadable=u let_go=Callback::new(move |()| {
                // Copied by the players: the stored text may go, and the next game is saved again.
                storage::remove(storage::GAME);
                unreadable.set(None);
            }) /> })}
            <Rules
                settings
                rulebook=rulebook.into()
                choose_rulebook=Callback::new(move |r| {
                    form.update(|f| f.choose_rulebook(r));
                    error.set(None);
                })
                variation_14h=Signal::derive(move || form.with(|f| f.variation_14h))
                set_14h=Callback::new(move |on| form.update(|f| f.variation_14h = on))
            />
            <Preferences settings />
            <Players form />
            <LinkMaker form typed settings />
            <ManualButton rulebook=rulebook.into() on_manual />
            <ErrorLine error />
            <Presets
                offered=Memo::new(move |_| memory.with(Offered::of)).into()
                start=Callback::new(start)
                forget=Callback::new(move |i| {
                    memory.update(|m| m.forget(i));
                    keep_memory();
                })
            />
            <TypedControl typed meaning=typed_meaning.into() start=Callback::new(move |()| start(Choice::Typed)) />
            <form class="builder" aria-label=say(&m::BUILDER) on:submit=move |ev| {
                ev.prevent_default();
                start(Choice::Built);
            }>
                <h2>{say(&m::BUILDER_TITLE)}</h2>
                <ControlBuilder form black=false />
                <CheckBox
                    label=say(&m::BUILDER_ODDS)
                    checked=Signal::derive(move || form.with(|f| f.odds))
                    set=Callback::new(move |on| form.update(|f| f.odds = on))
                />
                <Show when=move || form.with(|f| f.odds)>
                    <ControlBuilder form black=true />
                    <CheckBox
                        label=say(&m::BUILDER_ARMAGEDDON)
                        checked=Signal::derive(move || form.with(|f| f.armageddon))
                        set=Callback::new(move |on| form.update(|f| f.armageddon = on))
                    />
                </Show>
                <button type="submit" class="start">{say(&m::BUILDER_START)}</button>
            </form>
            <form class="save-control" aria-label=say(&m::SAVE_CONTROL) on:submit=move |ev| {
                ev.prevent_default();
                save();
            }>
                <TextField label=say(&m::SAVE_AS) name=say(&m::SAVE_NAME) value=name placeholder=say(&m::SAVE_EXAMPLE) />
                <button type="submit" class="control">{say(&m::SAVE)}</button>
            </form>
            <p class="saved-note" role="status">{move || saved_note.get()}</p>
            <crate::app::page::kept::KeptList review=on_review_kept />
            <SetupFoot on_review />
        </section>
    }
}

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
/// way), and Variation 14H under US Chess.
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
                        settings.update(|s| s.flags = FlagCalling::default_for(r));
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
                    settings.update(|s| s.flags = flags);
                }>
                    <option value="claim" selected=move || settings.with(|s| s.flags == FlagCalling::PlayersClaim)>
                        {say(&m::FLAGS_CLAIMED)}
                    </option>
                    <option value="auto" selected=move || settings.with(|s| s.flags == FlagCalling::Automatic)>
                        {say(&m::FLAGS_CALLED)}
                    </option>
                </select>
            </label>
            <Show when=move || rulebook.get() == Rulebook::Uscf>
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
    let speaking = crate::ground::words::language();
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
        let language = crate::ground::words::language();
        (!crate::platform::speech::has_voice(language))
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
        </div>
    }
}

/// The manual of the chosen rulebook.
#[component]
pub fn ManualButton(rulebook: Signal<Rulebook>, on_manual: Callback<Rulebook>) -> impl IntoView {
    view! { <button class="review" on:click=move |_| on_manual.run(rulebook.get_untracked())>{say(&m::MANUAL)}</button> }
}

/// The screen's message line: why a start was refused, what went wrong.
#[component]
pub fn ErrorLine(error: RwSignal<Option<String>>) -> impl IntoView {
    view! { <p class="error" role="alert" class:hidden=move || error.with(Option::is_none)>{move || error.get()}</p> }
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

/// The players and the occasion, all optional: in the record, the PGN's tags, the face's edge and
/// the score. Folded away unless the last game named someone or something.
#[component]
fn Players(form: RwSignal<SetupForm>) -> impl IntoView {
    let summary = move || {
        form.with(|f| f.heading.said()).map_or_else(
            || say(&m::PLAYERS_OPTIONAL).to_owned(),
            |said| say_with(&m::PLAYERS_REMEMBERED, &[("said", &said)]),
        )
    };
    let open = form.with_untracked(|f| !f.heading.is_empty());
    let field = |label: &'static str,
                 name: &'static str,
                 inputmode: Option<&'static str>,
                 of: fn(&mut Heading) -> &mut Option<String>| {
        view! {
            <label class="field">
                {label}
                <input
                    type="text"
                    aria-label=name
                    inputmode=inputmode
                    prop:value=move || form.with(|f| of(&mut f.heading.clone()).clone().unwrap_or_default())
                    on:input=move |e| {
                        let value = event_target_value(&e);
                        form.update(|f| *of(&mut f.heading) = Some(value));
                    }
                />
            </label>
        }
    };
    view! {
        <details class="players" open=open>
            <summary>{summary}</summary>
            <div class="pairs">
                {field(say(&m::FACE_WHITE), say(&m::PLAYERS_WHITE_NAME), None, |h| &mut h.white)}
                {field(say(&m::PLAYERS_RATING), say(&m::PLAYERS_WHITE_RATING), Some("numeric"), |h| &mut h.white_elo)}
                {field(say(&m::FACE_BLACK), say(&m::PLAYERS_BLACK_NAME), None, |h| &mut h.black)}
                {field(say(&m::PLAYERS_RATING), say(&m::PLAYERS_BLACK_RATING), Some("numeric"), |h| &mut h.black_elo)}
            </div>
            <div class="occasion">
                {field(say(&m::PLAYERS_EVENT), say(&m::PLAYERS_EVENT), None, |h| &mut h.event)}
                {field(say(&m::PLAYERS_SITE), say(&m::PLAYERS_SITE), None, |h| &mut h.site)}
                {field(say(&m::PLAYERS_ROUND), say(&m::PLAYERS_ROUND), Some("numeric"), |h| &mut h.round)}
                {field(say(&m::PLAYERS_BOARD), say(&m::PLAYERS_BOARD), Some("numeric"), |h| &mut h.board)}
            </div>
            <label class="field pin-setup">
                {say(&m::PIN_SETUP)}
                <input
                    type="password"
                    aria-label=say(&m::PIN_SETUP_NAME)
                    inputmode="numeric"
                    autocomplete="new-password"
                    prop:value=move || form.with(|f| f.pin.clone())
                    on:input=move |e| {
                        let pin = event_target_value(&e);
                        form.update(|f| f.pin = pin);
                    }
                />
            </label>
            <p class="hint">
                {move || say(if form.with(|f| f.link_lock.is_some() && f.pin.trim().is_empty()) { &m::PIN_LINKED } else { &m::PIN_HINT })}
            </p>
        </details>
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

/// One side's control (`black`: Black's own, with time odds), built from a kind and its
/// numbers, with what it means as it is typed.
#[component]
fn ControlBuilder(form: RwSignal<SetupForm>, black: bool) -> impl IntoView {
    // Black's own fields, with time odds, say so.
    let who = move |field: &str| {
        if black { say_with(&m::BUILDER_BLACK_FIELD, &[("field", field)]) } else { field.to_owned() }
    };
    let kind = Memo::new(move |_| form.with(|f| if black { f.black_kind } else { f.kind }));
    let values = Memo::new(move |_| form.with(|f| if black { f.black_values.clone() } else { f.values.clone() }));
    let set_value = move |field, text: String| {
        form.update(|f| {
            let v = if black { &mut f.black_values } else { &mut f.values };
            v.insert(field, text);
        })
    };
    let set_kind = move |k: ControlKind| {
        form.update(|f| {
            // Each kind opens with its own sensible numbers.
            if black {
                f.black_kind = k;
                f.black_values = Values::new();
            } else {
                f.kind = k;
                f.values = Values::new();
            }
        })
    };
    let preview = Memo::new(move |_| match values.with(|v| control_form::build(kind.get(), v)) {
        Ok(tc) => who(&format!("{} ({tc})", tc.describe())),
        Err(e) => e.to_string(),
    });
    let fields = move || {
        let k = kind.get();
        k.fields()
            .iter()
            .map(|&f| {
                view! {
                    <label class="field">
                        {who(k.label(f))}
                        <input
                            type="text"
                            inputmode="decimal"
                            prop:value=move || values.with(|v| v.get(&f).cloned().unwrap_or_else(|| k.default_value(f).to_owned()))
                            on:input=move |ev| set_value(f, event_target_value(&ev))
                        />
                    </label>
                }
            })
            .collect_view()
    };
    view! {
        <div class="control-builder">
            <label class="field">
                {who(say(&m::KIND))}
                <select on:change=move |ev| {
                    if let Some(k) = ControlKind::from_id(&event_target_value(&ev)) {
                        set_kind(k);
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
fn UnreadableGame(unreadable: Unreadable, let_go: Callback<()>) -> impl IntoView {
    let said = match &unreadable.kept_as {
        Some(key) => say_with(&m::UNREADABLE, &[("why", &unreadable.message), ("key", key)]),
        None => say_with(&m::UNREADABLE_LEFT, &[("why", &unreadable.message)]),
    };
    let left = unreadable.kept_as.is_none();
    view! {
        <div class="unreadable" role="alert">
            <p>{said}</p>
            <textarea readonly aria-label=say(&m::RECOVERY_TEXT) rows="6">{unreadable.text}</textarea>
            {left.then(|| view! { <button class="control" on:click=move |_| let_go.run(())>{say(&m::UNREADABLE_LET_GO)}</button> })}
        </div>
    }
}

/// The director's link: the setup on this screen (rulebook, flags, variations, the control typed
/// above, the occasion, the PIN's hash) as a link and a QR code, for every clock of an event.
#[component]
fn LinkMaker(form: RwSignal<SetupForm>, typed: RwSignal<String>, settings: RwSignal<Settings>) -> impl IntoView {
    let set_by = RwSignal::new(String::new());
    let made = RwSignal::new(None::<Result<String, String>>);
    // The link's QR code as SVG (`None`: too long for one).
    let qr = RwSignal::new(None::<Option<String>>);
    let make = move || {
        let text = typed.get_untracked();
        let outcome = form.with_untracked(|f| {
            if text.trim().is_empty() {
                return Err(say(&m::LINK_TYPE_FIRST).to_owned());
            }
            let control = crate::ground::time_control::TimeControl::parse_typed(&text)
                .map_err(|e| crate::screens::setup_form::TypedError(e).to_string())?;
            let lock = f.lock().map_err(|e| say_with(&m::SETUP_PIN_ERROR, &[("error", &e.to_string())]))?;
            let setup = DirectorSetup {
                set_by: set_by.get_untracked(),
                rulebook: f.rulebook,
                control,
                flags: settings.with_untracked(|s| s.flags),
                variations: f.variations(),
                occasion: Heading {
                    white: None,
                    black: None,
                    white_elo: None,
                    black_elo: None,
                    date: None,
                    ..f.heading.clone().tidied()
                },
                lock,
            };
            let url = format!("{}#{}", address::page(), setup.fragment());
            Ok(url)
        });
        qr.set(outcome.as_ref().ok().map(|url| crate::screens::director_link::qr_svg(url)));
        made.set(Some(outcome));
    };
    let area = NodeRef::<leptos::html::Textarea>::new();
    let copied = RwSignal::new(String::new());
    view! {
        <details class="director">
            <summary>{say(&m::LINK_MAKER)}</summary>
            <p class="hint">{say(&m::LINK_MAKER_HINT)}</p>
            <TextField label=say(&m::LINK_SET_BY_FIELD) name=say(&m::LINK_SET_BY_FIELD) value=set_by placeholder=say(&m::LINK_SET_BY_EXAMPLE) />
            <button class="control" on:click=move |_| make()>{say(&m::LINK_MAKE)}</button>
            {move || made.get().map(|m| match m {
                Ok(url) => view! {
                    <div class="made-link">
                        <textarea readonly aria-label=say(&m::LINK) rows="3" node_ref=area>{url.clone()}</textarea>
                        <button class="control" on:click=move |_| {
                            let ok = area.get().is_some_and(|a| crate::platform::files::copy(&a));
                            copied.set(say(if ok { &m::LINK_COPIED } else { &m::LINK_SELECT }).to_owned());
                        }>{say(&m::LINK_COPY)}</button>
                        <span role="status">{move || copied.get()}</span>
                        {move || qr.get().map(|q| match q {
                            Some(svg) => view! { <div class="qr" inner_html=svg></div> }.into_any(),
                            None => view! { <p class="error">{say(&m::LINK_TOO_LONG)}</p> }.into_any(),
                        })}
                    </div>
                }.into_any(),
                Err(e) => view! { <p class="error" role="alert">{e}</p> }.into_any(),
            })}
        </details>
    }
}
