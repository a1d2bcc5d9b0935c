//! The setup screen: the rulebook, a preset, the last game's control, a saved one, a built or
//! typed control (with time odds), and the players' settings. What it decides is the pure core's
//! (`screens::setup_form`); what it remembers between games is `session::setup_memory`, kept
//! under its own storage key.
//!
//! Its first part — the words at the top, the rulebook and who calls flags, the presets and the
//! typed control — is shared with the page a player opens (`app::entry`), which shows that part
//! alone and hands the rest to the clock.

mod builder;
mod first_part;
mod link;
mod players;
mod stored;

use crate::app::page::eboard::BoardConnect;
use crate::app::page::kept::KeptList;
use crate::app::shell::{self, Shell};
use builder::{BuilderForm, SaveControl};
use first_part::Preferences;
pub use first_part::{ErrorLine, ManualButton, Presets, Rules, SetupFoot, SetupIntro, TypedControl};
use link::{LinkMaker, LinkedBanner};
use players::Players;
pub use stored::{Unreadable, first_start, newer_said, persistence_said, store_settings, stored_settings};
use stored::{keep, remembered};

use crate::ground::messages as m;
use crate::ground::record::Record;
use crate::ground::words::{say, say_with};
use crate::platform::address;
use crate::platform::storage;
use crate::platform::updates::{self, NewVersion};
use crate::protocol::handover::FirstSetup;
use crate::rules::Rulebook;
use crate::screens::director_link::{Broadcast, DirectorSetup, LinkError};
use crate::screens::setup_form::{Choice, SetupError, SetupForm, typed_meaning};
use crate::session::settings::Settings;
use crate::session::setup_memory::{Offered, SetupMemory};
use leptos::prelude::*;

/// Begins a game: its record and the broadcast it is published to, if any; or why not.
pub type OnStart = Callback<(Record, Option<Broadcast>), Result<(), String>>;

/// The setup screen of the clock, after a game or from the first page's choices (`first`): the
/// first page's part and the rest. `on_start` begins the game the form made, with the broadcast a
/// director's link set up for it (its refusal is said
/// where the form's own are); `on_review` opens the review of a finished game, `on_manual` the
/// manual for a rulebook; `error` is the screen's message line, which
/// the caller may also use.
#[component]
pub fn Setup(
    settings: RwSignal<Settings>,
    unreadable: RwSignal<Option<Unreadable>>,
    update: RwSignal<NewVersion>,
    error: RwSignal<Option<String>>,
    on_start: OnStart,
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
    // A window that only shows another's game starts none.
    let shell = shell::use_shell();
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
    Effect::new(move |_| {
        let text = typed.get();
        form.update(|f| f.typed = text);
    });
    let keep_memory = move || memory.with_untracked(keep);
    if let Some(said) = newer_said() {
        error.set(Some(said));
    }

    // The rulebook a warning names, offered beside it.
    let switch = RwSignal::new(None::<Rulebook>);
    let board_needed = RwSignal::new(false);
    let starter =
        Starter { form, typed, memory, settings, error, switch, board_needed, unreadable, link, shell, on_start };
    let start = move |choice: Choice| starter.start(choice);
    let switch_rulebook = Callback::new(move |r: Rulebook| {
        form.update(|f| f.choose_rulebook(r));
        settings.update(|s| s.follow_rulebook(r));
        switch.set(None);
        error.set(None);
    });
    let rulebook = Memo::new(move |_| form.with(|f| f.rulebook));
    let typed_meaning = Memo::new(move |_| typed.with(|t| typed_meaning(t)));

    view! {
        <section class="setup" aria-label=say(&m::NEW_GAME) inert=move || shell.owner.get() == Some(false)>
            <SetupIntro update />
            <LinkedBanner link form start=Callback::new(start) />
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
                    switch.set(None);
                })
                variation_14h=Signal::derive(move || form.with(|f| f.variation_14h))
                set_14h=Callback::new(move |on| form.update(|f| f.variation_14h = on))
            />
            <Preferences settings />
            <BoardConnect />
            <Players form board_needed />
            <ManualButton rulebook=rulebook.into() on_manual />
            <Presets
                offered=Memo::new(move |_| memory.with(Offered::of)).into()
                start=Callback::new(start)
                forget=Callback::new(move |i| {
                    memory.update(|m| m.forget(i));
                    keep_memory();
                })
            />
            <TypedControl typed meaning=typed_meaning.into() start=Callback::new(move |()| start(Choice::Typed)) />
            <ErrorLine error switch choose_rulebook=switch_rulebook />
            <BuilderForm form start=Callback::new(move |()| start(Choice::Built)) />
            <SaveControl form typed memory keep_memory=Callback::new(move |()| keep_memory()) error />
            <LinkMaker form typed settings />
            <KeptList review=on_review_kept />
            <SetupFoot on_review />
        </section>
    }
}

/// What a start needs: the form and what it changes when a game begins.
#[derive(Clone, Copy)]
struct Starter {
    form: RwSignal<SetupForm>,
    typed: RwSignal<String>,
    memory: RwSignal<SetupMemory>,
    settings: RwSignal<Settings>,
    error: RwSignal<Option<String>>,
    switch: RwSignal<Option<Rulebook>>,
    board_needed: RwSignal<bool>,
    unreadable: RwSignal<Option<Unreadable>>,
    link: RwSignal<Option<Result<DirectorSetup, LinkError>>>,
    shell: Shell,
    on_start: OnStart,
}

impl Starter {
    /// Begins the game the players chose, or says why not: a preset's rulebook brings its flags,
    /// the memory is kept, and the broadcast stays beside the game (never in its record).
    fn start(self, choice: Choice) {
        let Starter { form, typed, memory, settings, error, switch, board_needed, unreadable, link, shell, on_start } =
            self;
        switch.set(None);
        form.update(|f| f.typed = typed.get_untracked());
        let chosen_book = form.with_untracked(|f| f.rulebook);
        let mut started = Err(SetupError::Gone);
        memory.maybe_update(|m| {
            form.update(|f| started = f.begin(choice, m));
            started.is_ok()
        });
        match started {
            Ok(record) => {
                // A preset's own rulebook brings its way of calling flags, as a choice of it does
                // (and only then: a director's link's way stands).
                if record.rules != chosen_book {
                    settings.update(|s| s.follow_rulebook(record.rules));
                }
                memory.with_untracked(keep);
                error.set(None);
                // A saved game that could not be copied aside stays held (nothing is saved over
                // it) and is shown again at the next setup; one copied aside has been said.
                if unreadable.with_untracked(|u| u.as_ref().is_some_and(|u| u.kept_as.is_some())) {
                    unreadable.set(None);
                }
                // The link's broadcast goes with its game, to be kept beside it (never in its record).
                let broadcast = form.with_untracked(|f| f.broadcast(choice));
                match on_start.run((record, broadcast)) {
                    Err(e) => error.set(Some(e)),
                    // The token leaves the address bar (and this page's history entry) with
                    // whatever game starts from the link's page, in the window that owns the clock:
                    // kept beside the game if it is the link's, and nowhere if another.
                    Ok(()) if shell.owner.get_untracked() != Some(false) => {
                        if link.with_untracked(|l| matches!(l, Some(Ok(setup)) if setup.broadcast.is_some())) {
                            address::clear_fragment();
                        }
                    }
                    Ok(()) => {}
                }
            }
            Err(e) => say_refused(e, error, switch, board_needed),
        }
    }
}

/// Why the setup did not start, said where the players will see it: a missing board number beside
/// the board's field (brought into view with its focus), a rulebook's warning with the book it
/// names offered, anything else on the screen's message line.
fn say_refused(
    e: SetupError,
    error: RwSignal<Option<String>>,
    switch: RwSignal<Option<Rulebook>>,
    board_needed: RwSignal<bool>,
) {
    if e == SetupError::BoardForBroadcast {
        error.set(None);
        // Again, if it was already: the field comes back into view.
        board_needed.set(false);
        board_needed.set(true);
        return;
    }
    if let SetupError::Warned(_, book) = &e {
        switch.set(*book);
    }
    error.set(Some(e.to_string()));
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
