//! The director's link: made here, for every clock of an event.

use crate::app::fields::TextField;
use crate::ground::messages as m;
use crate::ground::words::{say, say_with};
use crate::platform::{self, address, fetch, files, random, storage};
use crate::protocol::lichess::{self, PendingLogin};
use crate::screens::director_link::{Broadcast, DirectorSetup, LinkError, qr_svg};
use crate::screens::presets::PRESETS;
use crate::screens::setup_form::{Choice, SetupForm};
use crate::session::settings::Settings;
use leptos::prelude::*;

/// The director's link: the setup on this screen (rulebook, flags, variations, the occasion, the
/// PIN's hash) and the event's control — typed in its own field (what is typed above fills it) or a
/// preset's — as a link and a QR code, for every clock of an event.
#[component]
pub(super) fn LinkMaker(
    form: RwSignal<SetupForm>,
    typed: RwSignal<String>,
    settings: RwSignal<Settings>,
) -> impl IntoView {
    let set_by = RwSignal::new(String::new());
    let control = RwSignal::new(typed.get_untracked());
    // What is typed above fills the link's control, after the first run (which would write over
    // a control brought back from a lichess log-in).
    Effect::new(move |first: Option<()>| {
        let typed = typed.get();
        if first.is_some() {
            control.set(typed);
        }
    });
    let lichess = Lichess::new(form, set_by, control);
    let made = RwSignal::new(None::<Result<(String, Option<Broadcast>), String>>);
    // The link's QR code as SVG (`None`: too long for one).
    let qr = RwSignal::new(None::<Option<String>>);
    let make = move || {
        let outcome = lichess.broadcast().and_then(|broadcast| {
            form.with_untracked(|f| {
                let setup = f.director_setup(
                    &control.get_untracked(),
                    set_by.get_untracked(),
                    settings.with_untracked(|s| s.flags),
                    broadcast.clone(),
                )?;
                Ok((format!("{}#{}", lichess::return_address(&address::page()), setup.fragment()), broadcast))
            })
        });
        qr.set(outcome.as_ref().ok().map(|(url, _)| qr_svg(url)));
        made.set(Some(outcome));
    };
    let area = NodeRef::<leptos::html::Textarea>::new();
    let copied = RwSignal::new(String::new());
    // Back from lichess: the director's section open, in view.
    let section = NodeRef::<leptos::html::Details>::new();
    Effect::new(move |_| {
        if let Some(details) = section.get().filter(|_| lichess.open.get_untracked()) {
            details.scroll_into_view();
        }
    });
    view! {
        <details class="director" open=lichess.open.get_untracked() node_ref=section>
            <summary>{say(&m::LINK_MAKER)}</summary>
            <p class="hint">{say(&m::LINK_MAKER_HINT)}</p>
            <TextField label=say(&m::LINK_SET_BY_FIELD) name=say(&m::LINK_SET_BY_FIELD) value=set_by placeholder=say(&m::LINK_SET_BY_EXAMPLE) />
            <TextField label=say(&m::LINK_CONTROL) name=say(&m::LINK_CONTROL) value=control placeholder="90/40+30, 30+30" autocapitalize="off" />
            <label class="field">
                {say(&m::LINK_PRESET)}
                <select aria-label=say(&m::LINK_PRESET) on:change=move |ev| {
                    let preset = event_target_value(&ev).parse::<usize>().ok().and_then(|i| PRESETS.get(i));
                    // Time odds have no typed form: a link carries one control for both.
                    if let Some(typed) = preset.filter(|p| p.black.is_none()).and_then(|p| p.controls().0.typed_form()) {
                        control.set(typed);
                    }
                }>
                    <option value="" selected>"—"</option>
                    {PRESETS
                        .iter()
                        .enumerate()
                        .filter(|(_, p)| p.black.is_none())
                        .map(|(i, p)| view! { <option value=i.to_string()>{say(&p.name)}</option> })
                        .collect_view()}
                </select>
            </label>
            <LichessPart lichess />
            <button class="control" on:click=move |_| make()>{say(&m::LINK_MAKE)}</button>
            {move || made.get().map(|m| match m {
                Ok((url, broadcast)) => view! {
                    <div class="made-link">
                        {broadcast.map(|b| view! {
                            <p class="lichess-summary" role="note">{say_with(&m::LICHESS_LINK_SUMMARY, &[("round", &b.round)])}</p>
                        })}
                        <textarea readonly aria-label=say(&m::LINK) rows="3" node_ref=area>{url.clone()}</textarea>
                        <button class="control" on:click=move |_| {
                            let ok = area.get().is_some_and(|a| files::copy(&a));
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

/// A director's link this page was opened with: who set it and its control, to start with or
/// set aside; or why it cannot be read.
#[component]
pub(super) fn LinkedBanner(
    link: RwSignal<Option<Result<DirectorSetup, LinkError>>>,
    form: RwSignal<SetupForm>,
    start: Callback<Choice>,
) -> impl IntoView {
    move || {
        link.get().map(|l| match l {
            Ok(setup) => view! {
                <div class="linked" role="status">
                    <p>{setup.said()}</p>
                    <button class="start" on:click=move |_| start.run(Choice::Link)>{say_with(&m::LINK_START, &[("control", &setup.control.describe())])}</button>
                    <button class="control" on:click=move |_| {
                        address::clear_fragment();
                        form.update(|f| { f.link_lock = None; f.link_control = None; f.link_broadcast = None; });
                        link.set(None);
                    }>{say(&m::LINK_NOT_THIS)}</button>
                </div>
            }
            .into_any(),
            Err(e) => view! {
                <div class="linked bad" role="alert">
                    <p>{e.to_string()}</p>
                    <button class="control" on:click=move |_| { address::clear_fragment(); link.set(None); }>{say(&m::FACE_OK)}</button>
                </div>
            }
            .into_any(),
        })
    }
}

/// The director's lichess log-in for a broadcast link: the token once lichess gave it (in this
/// page's memory only: the link carries it on), what the log-in is doing, the round pasted, and
/// whether the link's section opens (back from lichess).
#[derive(Clone, Copy)]
struct Lichess {
    token: RwSignal<Option<String>>,
    said: RwSignal<Option<Result<String, String>>>,
    round: RwSignal<String>,
    form: RwSignal<SetupForm>,
    set_by: RwSignal<String>,
    control: RwSignal<String>,
    open: RwSignal<bool>,
}

impl Lichess {
    /// The log-in, finished here if lichess has just sent the director back with its code.
    fn new(form: RwSignal<SetupForm>, set_by: RwSignal<String>, control: RwSignal<String>) -> Lichess {
        let l = Lichess {
            token: RwSignal::new(None),
            said: RwSignal::new(None),
            round: RwSignal::new(String::new()),
            form,
            set_by,
            control,
            open: RwSignal::new(false),
        };
        let pending = storage::read_tab(storage::LICHESS_LOGIN).and_then(|t| PendingLogin::from_json(&t));
        if let Some((pending, answer)) = pending.and_then(|p| p.code_in(&address::query()).map(|a| (p, a))) {
            storage::take_tab(storage::LICHESS_LOGIN);
            address::replace_address(&pending.redirect_uri);
            l.open.set(true);
            l.set_by.set(pending.set_by.clone());
            l.control.set(pending.control.clone());
            let kept = |text: &str| (!text.is_empty()).then(|| text.to_owned());
            form.update(|f| {
                if let Ok(rules) = pending.rules.parse() {
                    f.choose_rulebook(rules);
                }
                (f.heading.event, f.heading.site, f.heading.round) =
                    (kept(&pending.event), kept(&pending.site), kept(&pending.round));
            });
            match answer {
                Err(why) => l.said.set(Some(Err(why))),
                Ok(code) => {
                    l.said.set(Some(Ok(say(&m::LICHESS_LOGGING_IN).to_owned())));
                    wasm_bindgen_futures::spawn_local(async move {
                        let (url, body) = lichess::token_request(
                            &platform::lichess::host(),
                            &code,
                            &pending.verifier,
                            &pending.redirect_uri,
                        );
                        let answer = fetch::post(&url, None, "application/x-www-form-urlencoded", &body).await;
                        match answer
                            .map_err(|why| say_with(&m::LICHESS_LOGIN_FAILED, &[("why", &why)]))
                            .and_then(|(status, text)| lichess::read_token(status, &text))
                        {
                            Ok(token) => {
                                l.said.set(Some(Ok(say(&m::LICHESS_LOGGED_IN).to_owned())));
                                l.token.set(Some(token));
                            }
                            Err(why) => l.said.set(Some(Err(why))),
                        }
                    });
                }
            }
        }
        l
    }

    /// Leaves for lichess's log-in, keeping (in this tab) what must come back.
    fn log_in(self) {
        let (random, state) = (random::bytes(32), random::bytes(16));
        if random.len() < 32 || state.len() < 16 {
            return self.said.set(Some(Err(say_with(&m::LICHESS_LOGIN_FAILED, &[("why", "no random numbers")]))));
        }
        let (rules, heading) = self.form.with_untracked(|f| (f.rulebook.id().to_owned(), f.heading.clone()));
        let typed = |text: Option<String>| text.unwrap_or_default();
        let pending = PendingLogin {
            verifier: lichess::verifier(&random),
            state: lichess::verifier(&state),
            redirect_uri: lichess::return_address(&address::page()),
            set_by: self.set_by.get_untracked(),
            control: self.control.get_untracked(),
            rules,
            event: typed(heading.event),
            site: typed(heading.site),
            round: typed(heading.round),
        };
        if !storage::write_tab(storage::LICHESS_LOGIN, &pending.to_json()) {
            return self.said.set(Some(Err(say_with(&m::LICHESS_LOGIN_FAILED, &[("why", "this tab keeps nothing")]))));
        }
        let challenge = lichess::challenge(&pending.verifier);
        address::go_to(&lichess::authorize_url(
            &platform::lichess::host(),
            &pending.redirect_uri,
            &challenge,
            &pending.state,
        ));
    }

    /// The broadcast the link carries: none before a log-in; once logged in, the round pasted
    /// (or why it is not one).
    fn broadcast(self) -> Result<Option<Broadcast>, String> {
        let Some(token) = self.token.get_untracked() else { return Ok(None) };
        let text = self.round.get_untracked();
        let unreadable = || say_with(&m::LICHESS_ROUND_UNREADABLE, &[("text", text.trim())]);
        let round = lichess::round_id(&text).ok_or_else(unreadable)?;
        Broadcast::new(&round, &token).map(Some).ok_or_else(unreadable)
    }
}

/// "Broadcast on lichess": what to do on lichess first, the log-in, and the round's field.
#[component]
fn LichessPart(lichess: Lichess) -> impl IntoView {
    view! {
        <fieldset class="lichess">
            <legend>{say(&m::LICHESS_SECTION)}</legend>
            <p class="hint">{say(&m::LICHESS_SECTION_HINT)}</p>
            {move || match lichess.token.with(Option::is_some) {
                false => view! {
                    <button class="control" on:click=move |_| lichess.log_in()>{say(&m::LICHESS_LOG_IN)}</button>
                }.into_any(),
                true => view! {
                    <TextField label=say(&m::LICHESS_ROUND_FIELD) name=say(&m::LICHESS_ROUND_FIELD) value=lichess.round placeholder=lichess::ROUND_EXAMPLE autocapitalize="off" />
                    <button class="control" on:click=move |_| {
                        lichess.token.set(None);
                        lichess.said.set(None);
                    }>{say(&m::LICHESS_FORGET)}</button>
                }.into_any(),
            }}
            {move || lichess.said.get().map(|s| match s {
                Ok(said) => view! { <p role="status">{said}</p> }.into_any(),
                Err(why) => view! { <p class="error" role="alert">{why}</p> }.into_any(),
            })}
        </fieldset>
    }
}
