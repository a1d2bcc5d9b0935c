//! The setup screen's pure core: the rulebook and the control as the players choose them — a
//! preset, the last game's control, a control they saved, one they typed, or one built from a
//! kind and its numbers — checked against the rulebook and made into the record of a new game.
//!
//! A control the rulebook forbids is refused with its rule; one it does not fit is warned about
//! once, and a second tap on the same choice starts it anyway.

use crate::ground::heading::Heading;
use crate::ground::lock::{Lock, PinError};
use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::micros::Seconds;
use crate::ground::record::Record;
use crate::ground::time_control::{Bonus, ControlParseError, Period, TimeControl};
use crate::ground::vocabulary::{Rulebook, Variation};
use crate::ground::words::{say, say_with};
use crate::rules::FlagCalling;
use crate::rules::controls::{Severity, check_controls};
use crate::screens::control_form::{self, ControlKind, FormError, Values};
use crate::screens::director_link::{Broadcast, DirectorSetup};
use crate::screens::presets::PRESETS;
use crate::session::setup_memory::{Controls, SetupMemory};
use shakmaty::Color;
use std::fmt;

/// Which control the players start with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// A preset, by its index in [`PRESETS`].
    Preset(usize),
    /// The control of the last game started.
    Last,
    /// A control the players saved, by its index in the memory.
    Saved(usize),
    /// The control typed in the text field.
    Typed,
    /// The control built from a kind and its numbers (with Black's own, for time odds).
    Built,
    /// The control of the director's link the page was opened with.
    Link,
}

/// A typed control the clock cannot read, said to a player, with examples.
#[derive(Debug, Clone, PartialEq)]
pub struct TypedError(pub ControlParseError);

/// What people type that the clock reads, for every refusal.
fn typed_examples() -> &'static str {
    say(&m::TYPED_EXAMPLES_LONG)
}

impl fmt::Display for TypedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let e = &self.0;
        let rest: String = e.input.chars().skip(e.at).collect();
        let place = if rest.trim().is_empty() {
            say(&m::TYPED_AT_END).to_owned()
        } else if e.at == 0 {
            say(&m::TYPED_AT_START).to_owned()
        } else {
            say_with(&m::TYPED_AT, &[("rest", rest.trim())])
        };
        // What the parser expected is said in English (the translations say so).
        let values =
            [("typed", e.input.trim()), ("place", &place), ("expected", &e.expected), ("examples", typed_examples())];
        f.write_str(&say_with(&m::TYPED_CANNOT_READ, &values))
    }
}

impl std::error::Error for TypedError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.0)
    }
}

/// Why no game started.
#[derive(Debug, Clone, PartialEq)]
pub enum SetupError {
    /// Nothing was typed.
    NothingTyped,
    Typed(TypedError),
    /// White's (or both sides') built control.
    Built(FormError),
    /// Black's built control, with time odds.
    BuiltBlack(FormError),
    /// The choice names nothing (a saved control forgotten meanwhile, no last game).
    Gone,
    /// The rulebook forbids the control: its rule.
    Forbidden(String),
    /// The rulebook may not fit: its rule, and the book it names (offered); the same choice again
    /// starts anyway.
    Warned(String, Option<Rulebook>),
    /// The record the choice makes does not replay (cannot happen with checked controls).
    Record(String),
    /// The arbiter's PIN typed cannot lock the clock.
    Pin(PinError),
    /// A director's link publishes the game to a lichess broadcast, and no board is typed: two
    /// boards' games would be one on lichess.
    BoardForBroadcast,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::NothingTyped => {
                f.write_str(&say_with(&m::SETUP_NOTHING_TYPED, &[("examples", typed_examples())]))
            }
            SetupError::Typed(e) => e.fmt(f),
            SetupError::Built(e) => e.fmt(f),
            SetupError::BuiltBlack(e) => f.write_str(&say_with(&m::SETUP_BLACK, &[("error", &e.to_string())])),
            SetupError::Gone => f.write_str(say(&m::SETUP_GONE)),
            SetupError::Forbidden(m) => f.write_str(m),
            SetupError::Warned(warning, _) => write!(f, "{warning} {}", say(&m::SETUP_START_ANYWAY)),
            SetupError::Record(m) => f.write_str(m),
            SetupError::Pin(e) => f.write_str(&say_with(&m::SETUP_PIN_ERROR, &[("error", &e.to_string())])),
            SetupError::BoardForBroadcast => f.write_str(say(&m::SETUP_BOARD_FOR_BROADCAST)),
        }
    }
}

impl std::error::Error for SetupError {}

/// What a warning was given for: a second start of the same is taken as the players' word.
#[derive(Debug, Clone, PartialEq)]
struct Warned {
    rules: Rulebook,
    controls: Controls,
}

/// The setup form.
#[derive(Debug, Clone, PartialEq)]
pub struct SetupForm {
    pub rulebook: Rulebook,
    /// US Chess Variation 14H (insufficient losing chances in sudden death), for `uscf` only.
    pub variation_14h: bool,
    pub typed: String,
    pub kind: ControlKind,
    pub values: Values,
    /// Time odds: Black's control is built apart.
    pub odds: bool,
    /// Armageddon: with time odds, a draw counts as Black's win.
    pub armageddon: bool,
    pub black_kind: ControlKind,
    pub black_values: Values,
    /// Who plays, where: names, ratings, event, site, round, board (all optional).
    pub heading: Heading,
    /// The arbiter's PIN, typed here (empty: none). Only its hash leaves the form.
    pub pin: String,
    /// The salt the PIN is hashed with: random, from the page.
    pub salt: String,
    /// The lock a director's link set, when no PIN is typed here.
    pub link_lock: Option<Lock>,
    /// The control a director's link set ([`Choice::Link`]).
    pub link_control: Option<TimeControl>,
    /// The lichess broadcast a director's link publishes its games to ([`Choice::Link`]).
    pub link_broadcast: Option<Broadcast>,
    warned: Option<Warned>,
}

impl SetupForm {
    /// The form as the last setup left it: its rulebook and Variation 14H.
    pub fn remembering(memory: &SetupMemory) -> SetupForm {
        SetupForm {
            rulebook: memory.rules,
            variation_14h: memory.variation_14h,
            typed: String::new(),
            kind: ControlKind::Increment,
            values: Values::new(),
            odds: false,
            armageddon: false,
            black_kind: ControlKind::SuddenDeath,
            black_values: Values::new(),
            heading: memory.heading.clone(),
            pin: String::new(),
            salt: String::new(),
            link_lock: None,
            link_control: None,
            link_broadcast: None,
            warned: None,
        }
    }

    /// Another rulebook: a warning given under the last one no longer stands.
    pub fn choose_rulebook(&mut self, rulebook: Rulebook) {
        self.rulebook = rulebook;
        self.warned = None;
    }

    /// The controls `choice` names.
    pub fn controls(&self, choice: Choice, memory: &SetupMemory) -> Result<Controls, SetupError> {
        match choice {
            Choice::Preset(i) => {
                let preset = PRESETS.get(i).ok_or(SetupError::Gone)?;
                let (white, black) = preset.controls();
                Ok(Controls { black: (black != white).then_some(black), white, draw_odds: preset.draw_odds })
            }
            Choice::Last => memory.last.clone().ok_or(SetupError::Gone),
            Choice::Saved(i) => memory.saved.get(i).map(|n| n.controls.clone()).ok_or(SetupError::Gone),
            Choice::Link
                if self.broadcast(choice).is_some()
                    && self.heading.board.as_deref().is_none_or(|b| b.trim().is_empty()) =>
            {
                Err(SetupError::BoardForBroadcast)
            }
            Choice::Link => self.link_control.clone().map(Controls::same).ok_or(SetupError::Gone),
            Choice::Typed if self.typed.trim().is_empty() => Err(SetupError::NothingTyped),
            Choice::Typed => {
                TimeControl::parse_typed(&self.typed).map(Controls::same).map_err(|e| SetupError::Typed(TypedError(e)))
            }
            Choice::Built => {
                let white = control_form::build(self.kind, &self.values).map_err(SetupError::Built)?;
                if !self.odds {
                    return Ok(Controls::same(white));
                }
                let black = control_form::build(self.black_kind, &self.black_values).map_err(SetupError::BuiltBlack)?;
                let draw_odds = self.armageddon.then_some(Color::Black);
                Ok(Controls { black: (black != white).then_some(black), white, draw_odds })
            }
        }
    }

    /// Starts `choice`: the new game's record, or why not. A control the rulebook forbids is
    /// refused; one it may not fit is warned about, and the same start again goes ahead.
    pub fn start(&mut self, choice: Choice, memory: &SetupMemory) -> Result<Record, SetupError> {
        self.bring_rulebook(choice);
        let controls = self.controls(choice, memory)?;
        self.start_with(&controls)
    }

    /// Starts `choice` as [`SetupForm::start`] does, and remembers it: the next setup begins where
    /// this game began (its rulebook, variation, controls and players).
    pub fn begin(&mut self, choice: Choice, memory: &mut SetupMemory) -> Result<Record, SetupError> {
        self.bring_rulebook(choice);
        let controls = self.controls(choice, memory)?;
        let record = self.start_with(&controls)?;
        memory.started(record.rules, self.variation_14h, controls, record.heading.clone());
        Ok(record)
    }

    /// A preset from a rulebook brings it (G/5;d3: US Chess blitz).
    fn bring_rulebook(&mut self, choice: Choice) {
        if let Choice::Preset(i) = choice
            && let Some(preset) = PRESETS.get(i)
            && preset.rules(self.rulebook) != self.rulebook
        {
            self.choose_rulebook(preset.rules(self.rulebook));
        }
    }

    fn start_with(&mut self, controls: &Controls) -> Result<Record, SetupError> {
        let lock = self.lock().map_err(SetupError::Pin)?;
        let mismatches = check_controls(self.rulebook, &controls.white, controls.black());
        if let Some(m) = mismatches.iter().find(|m| m.severity == Severity::Error) {
            return Err(SetupError::Forbidden(m.message.clone()));
        }
        let asked = Warned { rules: self.rulebook, controls: controls.clone() };
        if let Some(m) = mismatches.first()
            && self.warned.as_ref() != Some(&asked)
        {
            self.warned = Some(asked);
            return Err(SetupError::Warned(m.message.clone(), m.switch_to));
        }
        self.warned = None;
        Ok(self.record(controls, lock))
    }

    /// The arbiter's lock the new game gets: from the PIN typed here, else the director's link's.
    pub fn lock(&self) -> Result<Option<Lock>, PinError> {
        if self.pin.trim().is_empty() {
            return Ok(self.link_lock.clone());
        }
        Lock::new(&self.pin, &self.salt).map(Some)
    }

    /// The lichess broadcast a game started by `choice` is published to: the director's link's.
    pub fn broadcast(&self, choice: Choice) -> Option<Broadcast> {
        if choice == Choice::Link { self.link_broadcast.clone() } else { None }
    }

    /// Fills the form as a director's link says: its rulebook, variations, control (which
    /// [`Choice::Link`] starts), occasion and lock. Who calls flags is a setting, set by the page.
    pub fn follow(&mut self, link: &DirectorSetup) {
        self.choose_rulebook(link.rulebook);
        self.variation_14h = link.variations.contains(&Variation::Uscf14H);
        self.link_control = Some(link.control.clone());
        let h = &mut self.heading;
        (h.event, h.site, h.round, h.board) = (
            link.occasion.event.clone(),
            link.occasion.site.clone(),
            link.occasion.round.clone(),
            link.occasion.board.clone(),
        );
        self.pin.clear();
        self.link_lock = link.lock.clone();
        self.link_broadcast = link.broadcast.clone();
    }

    /// The director's link this form makes (`typed`: the control typed above it; `set_by`: who
    /// made it; `flags`: who calls them; `broadcast`: the lichess round its games go to): the
    /// rulebook, variations, control, the occasion without the players (each board names its own)
    /// and the lock. Or why not, in a player's words.
    pub fn director_setup(
        &self,
        typed: &str,
        set_by: String,
        flags: FlagCalling,
        broadcast: Option<Broadcast>,
    ) -> Result<DirectorSetup, String> {
        if typed.trim().is_empty() {
            return Err(say(&m::LINK_TYPE_FIRST).to_owned());
        }
        let control = TimeControl::parse_typed(typed).map_err(|e| TypedError(e).to_string())?;
        let lock = self.lock().map_err(|e| say_with(&m::SETUP_PIN_ERROR, &[("error", &e.to_string())]))?;
        let occasion = Heading {
            white: None,
            black: None,
            white_elo: None,
            black_elo: None,
            date: None,
            // Each board's phone says its own board number: one typed here is this phone's.
            board: None,
            ..self.heading.clone().tidied()
        };
        Ok(DirectorSetup {
            set_by,
            rulebook: self.rulebook,
            control,
            flags,
            variations: self.variations(),
            occasion,
            lock,
            broadcast,
        })
    }

    /// The rule variations in force under the chosen rulebook: Variation 14H, where the book has it.
    pub fn variations(&self) -> Vec<Variation> {
        let variation = self.variation_14h && self.rulebook.book().variations().contains(&Variation::Uscf14H);
        if variation { vec![Variation::Uscf14H] } else { vec![] }
    }

    /// The record of a new game with `controls` under the chosen rulebook, locked by `lock`
    /// ([`SetupForm::lock`], hashed once by the caller: the hash is slow on purpose).
    fn record(&self, controls: &Controls, lock: Option<Lock>) -> Record {
        Record {
            black_time_control: controls.black.clone().filter(|b| *b != controls.white),
            draw_odds: controls.draw_odds,
            variations: self.variations(),
            heading: self.heading.clone().tidied(),
            lock,
            ..Record::new(self.rulebook, controls.white.clone())
        }
    }
}

/// What a control means, as the setup screen says it beside the choice: its description, and
/// for a control with no main time how each move is timed.
pub fn meaning(controls: &Controls) -> String {
    let mut text = format!("{} ({})", controls.describe(), controls.white);
    if let Some(per_move) = no_main_time(&controls.white) {
        text.push_str(". ");
        text.push_str(&per_move);
    }
    text
}

/// What a typed control means, or why the clock cannot read it (nothing for nothing typed): the
/// line under the typed control.
pub fn typed_meaning(typed: &str) -> String {
    if typed.trim().is_empty() {
        return String::new();
    }
    match TimeControl::parse_typed(typed) {
        Ok(control) => meaning(&Controls::same(control)),
        Err(e) => TypedError(e).to_string(),
    }
}

/// How each move is timed when a control has no main time.
fn no_main_time(tc: &TimeControl) -> Option<String> {
    let TimeControl::Periods { periods, .. } = tc else { return None };
    let seconds = |x: Micros| Seconds(x).to_string();
    match periods.first()? {
        Period { time, bonus: Bonus::Increment(x), .. } if time.0 == 0 => {
            Some(say_with(&m::MEANING_NO_MAIN_TIME, &[("n", &seconds(*x))]))
        }
        Period { time, bonus: Bonus::SimpleDelay(x), .. } if time.0 == 0 => {
            Some(say_with(&m::MEANING_PER_MOVE, &[("n", &seconds(*x))]))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::FlagCalling;
    use crate::screens::control_form::Field;

    fn memory() -> SetupMemory {
        SetupMemory::default()
    }

    #[test]
    fn a_preset_starts_under_the_chosen_rulebook() {
        let mut form = SetupForm::remembering(&memory());
        let blitz = PRESETS.iter().position(|p| p.name.en == "Blitz 3+2").unwrap();
        let record = form.start(Choice::Preset(blitz), &memory()).unwrap();
        assert_eq!((record.rules, record.time_control.to_string()), (Rulebook::FideBlitz, "180+2".into()));
        assert_eq!(record.black_time_control, None);
    }

    #[test]
    fn the_last_setup_is_where_the_next_one_begins() {
        let mut m = memory();
        m.started(Rulebook::Uscf, true, Controls::same(TimeControl::from_pgn("300d5").unwrap()), Heading::default());
        let mut form = SetupForm::remembering(&m);
        assert_eq!(form.rulebook, Rulebook::Uscf, "not FIDE blitz again after a US Chess game");
        let record = form.start(Choice::Last, &m).unwrap();
        assert_eq!(record.time_control.to_string(), "300d5");
        assert_eq!(record.variations, [Variation::Uscf14H]);
        assert_eq!(form.start(Choice::Saved(0), &m), Err(SetupError::Gone));
    }

    #[test]
    fn a_game_begun_is_remembered_for_the_next_setup_and_a_refused_one_is_not() {
        let mut m = memory();
        let mut form = SetupForm::remembering(&m);
        form.choose_rulebook(Rulebook::Uscf);
        form.variation_14h = true;
        form.heading.event = Some("Club night".into());
        form.typed = "G/5;d3".into();
        let record = form.begin(Choice::Typed, &mut m).unwrap();
        assert_eq!(record.time_control.to_string(), "300d3");
        assert_eq!((m.rules, m.variation_14h), (Rulebook::Uscf, true));
        assert_eq!(m.last.as_ref().map(|c| c.white.to_string()), Some("300d3".into()));
        assert_eq!(m.heading.event.as_deref(), Some("Club night"));
        form.typed = "3++2".into();
        let before = m.clone();
        assert!(form.begin(Choice::Typed, &mut m).is_err());
        assert_eq!(m, before, "a refused start changes nothing remembered");
    }

    #[test]
    fn the_players_and_the_event_go_into_the_record_and_the_next_setup_starts_from_them() {
        let m = SetupMemory {
            heading: Heading { event: Some("Club championship".into()), round: Some("2".into()), ..Heading::default() },
            ..memory()
        };
        let mut form = SetupForm::remembering(&m);
        assert_eq!(form.heading.event.as_deref(), Some("Club championship"));
        form.heading.white = Some("  Ana Silva ".into());
        form.heading.black = Some("".into());
        form.heading.round = Some("3".into());
        let blitz = PRESETS.iter().position(|p| p.name.en == "Blitz 3+2").unwrap();
        let record = form.start(Choice::Preset(blitz), &m).unwrap();
        assert_eq!(record.heading.white.as_deref(), Some("Ana Silva"));
        assert_eq!(record.heading.black, None, "a blank field is no name");
        assert_eq!(
            (record.heading.event.as_deref(), record.heading.round.as_deref()),
            (Some("Club championship"), Some("3"))
        );
    }

    #[test]
    fn typed_controls_read_what_people_type_and_refuse_in_a_players_words() {
        let mut form = SetupForm::remembering(&memory());
        assert_eq!(form.start(Choice::Typed, &memory()), Err(SetupError::NothingTyped));
        form.typed = "10s".into();
        assert_eq!(form.start(Choice::Typed, &memory()).unwrap().time_control.to_string(), "10");
        form.typed = "3++2".into();
        let e = form.start(Choice::Typed, &memory()).unwrap_err().to_string();
        assert!(
            e.starts_with("The clock cannot read “3++2”: at “+2” it needs the increment's seconds, as in 3+2."),
            "{e}"
        );
        assert!(e.contains("For example: 3+2"), "{e}");
        form.typed = "1/6".into();
        let e = form.start(Choice::Typed, &memory()).unwrap_err().to_string();
        assert!(e.contains("not a fraction"), "{e}");
    }

    #[test]
    fn a_warning_is_given_once_and_the_same_start_again_goes_ahead() {
        let mut form = SetupForm::remembering(&memory());
        let rapid = PRESETS.iter().position(|p| p.name.en == "Rapid 15+10").unwrap();
        let e = form.start(Choice::Preset(rapid), &memory()).unwrap_err();
        assert!(matches!(&e, SetupError::Warned(m, Some(Rulebook::FideRapid)) if m.contains("FIDE B.1")), "{e}");
        assert!(e.to_string().ends_with("Tap again to start anyway."));
        assert!(form.start(Choice::Preset(rapid), &memory()).is_ok(), "the players' word");
        // Under the rapid rules the same control fits.
        form.choose_rulebook(Rulebook::FideRapid);
        assert!(form.start(Choice::Preset(rapid), &memory()).is_ok());
    }

    #[test]
    fn a_forbidden_control_is_refused_every_time() {
        let mut form = SetupForm::remembering(&memory());
        form.choose_rulebook(Rulebook::ScholasticBlitz2004);
        form.typed = "G/5;d3".into();
        for _ in 0..2 {
            assert!(
                matches!(form.start(Choice::Typed, &memory()), Err(SetupError::Forbidden(m)) if m.contains("Scholastic 1"))
            );
        }
    }

    #[test]
    fn time_odds_and_armageddon_from_the_builder() {
        let mut form = SetupForm::remembering(&memory());
        form.kind = ControlKind::SuddenDeath;
        form.values.insert(Field::Minutes, "5".into());
        form.odds = true;
        form.black_values.insert(Field::Minutes, "4".into());
        form.armageddon = true;
        let record = form.start(Choice::Built, &memory()).unwrap();
        assert_eq!(record.black_time_control.map(|b| b.to_string()), Some("240".into()));
        assert_eq!(record.draw_odds, Some(Color::Black));
        form.black_values.insert(Field::Minutes, "x".into());
        assert!(form.start(Choice::Built, &memory()).unwrap_err().to_string().starts_with("Black: Minutes"));
    }

    #[test]
    fn a_control_with_no_main_time_says_how_each_move_is_timed() {
        let zero = Controls::same(TimeControl::from_pgn("0+5").unwrap());
        assert_eq!(
            meaning(&zero),
            "no main time, + 5 s a move from move one (0+5). Each player starts with the 5 s of move one's increment and gets 5 s more with every move; time saved is kept."
        );
        let per_move = Controls::same(TimeControl::from_pgn("0d5").unwrap());
        assert!(meaning(&per_move).contains("time not used is not kept"), "{}", meaning(&per_move));
        assert_eq!(meaning(&Controls::same(TimeControl::from_pgn("180+2").unwrap())), "3 min + 2 s (180+2)");
    }

    #[test]
    fn what_is_typed_is_said_as_it_is_typed() {
        assert_eq!(typed_meaning("  "), "");
        assert_eq!(typed_meaning("3+2"), "3 min + 2 s (180+2)");
        assert!(
            typed_meaning("3++2")
                .starts_with("The clock cannot read “3++2”: at “+2” it needs the increment's seconds, as in 3+2.")
        );
    }

    #[test]
    fn a_pin_typed_locks_the_game_with_its_hash_and_a_short_one_is_refused() {
        let mut form = SetupForm::remembering(&memory());
        form.salt = "5a17".into();
        form.typed = "3+2".into();
        assert_eq!(form.start(Choice::Typed, &memory()).unwrap().lock, None, "no PIN, no lock");
        form.pin = "12".into();
        let e = form.start(Choice::Typed, &memory()).unwrap_err();
        assert_eq!(e.to_string(), "Arbiter's PIN: A PIN has at least 4 characters (digits are quickest to type).");
        form.pin = "2468".into();
        let lock = form.start(Choice::Typed, &memory()).unwrap().lock.unwrap();
        assert!(lock.admits("2468") && !lock.admits("1234"));
        assert_eq!(lock.salt, "5a17");
    }

    #[test]
    fn a_directors_link_fills_the_form_and_its_control_starts() {
        let link = DirectorSetup {
            set_by: "Chief arbiter".into(),
            rulebook: Rulebook::Uscf,
            control: TimeControl::from_pgn("5400d5").unwrap(),
            flags: FlagCalling::PlayersClaim,
            variations: vec![Variation::Uscf14H],
            occasion: Heading { event: Some("Open".into()), round: Some("2".into()), ..Heading::default() },
            lock: Some(Lock::new("9753", "ab").unwrap()),
            broadcast: None,
        };
        let mut form = SetupForm::remembering(&memory());
        form.heading.white = Some("Ana".into());
        form.follow(&link);
        let record = form.start(Choice::Link, &memory()).unwrap();
        assert_eq!((record.rules, record.time_control.to_string()), (Rulebook::Uscf, "5400d5".into()));
        assert_eq!(record.variations, [Variation::Uscf14H]);
        assert_eq!(record.heading.white.as_deref(), Some("Ana"), "the players' names stay theirs");
        assert_eq!((record.heading.event.as_deref(), record.heading.round.as_deref()), (Some("Open"), Some("2")));
        assert!(record.lock.unwrap().admits("9753"));
        assert_eq!(form.broadcast(Choice::Link), None);
    }

    #[test]
    fn a_broadcast_link_asks_the_board_before_it_starts_and_only_its_own_choice_publishes() {
        let link = DirectorSetup {
            set_by: String::new(),
            rulebook: Rulebook::FideRapid,
            control: TimeControl::from_pgn("900+10").unwrap(),
            flags: FlagCalling::Automatic,
            variations: vec![],
            occasion: Heading { round: Some("1".into()), ..Heading::default() },
            lock: None,
            broadcast: Broadcast::new("AbCd1234", "lio_t"),
        };
        let mut form = SetupForm::remembering(&memory());
        form.follow(&link);
        let e = form.start(Choice::Link, &memory()).unwrap_err();
        assert_eq!(e, SetupError::BoardForBroadcast);
        assert!(e.to_string().contains("board"), "{e}");
        form.heading.board = Some(" 7 ".into());
        let record = form.start(Choice::Link, &memory()).unwrap();
        assert_eq!(record.heading.board.as_deref(), Some("7"));
        assert!(!record.to_json().contains("lio_t"), "the token is never in the record");
        assert_eq!(form.broadcast(Choice::Link), link.broadcast);
        assert_eq!(form.broadcast(Choice::Preset(0)), None, "a preset started instead publishes nothing");
    }

    #[test]
    fn the_directors_link_carries_the_occasion_the_control_typed_and_the_lock_but_no_players_or_board() {
        let mut form = SetupForm::remembering(&memory());
        assert_eq!(
            form.director_setup("  ", "TD".into(), FlagCalling::PlayersClaim, None),
            Err(say(&m::LINK_TYPE_FIRST).to_owned())
        );
        let refused = form.director_setup("G/5;x", "TD".into(), FlagCalling::PlayersClaim, None).unwrap_err();
        assert!(refused.contains("G/5;x"), "{refused}");
        form.choose_rulebook(Rulebook::Uscf);
        form.variation_14h = true;
        form.heading = Heading {
            white: Some("Ana".into()),
            black_elo: Some("1800".into()),
            event: Some("Open".into()),
            board: Some("4".into()),
            ..Heading::default()
        };
        form.pin = "2468".into();
        form.salt = "5a17".into();
        let link = form.director_setup("G/90;d5", "Chief arbiter".into(), FlagCalling::PlayersClaim, None).unwrap();
        assert_eq!(
            (link.set_by.as_str(), link.rulebook, link.flags),
            ("Chief arbiter", Rulebook::Uscf, FlagCalling::PlayersClaim)
        );
        assert_eq!(link.control.to_string(), "5400d5");
        assert_eq!(link.variations, [Variation::Uscf14H]);
        assert_eq!((link.occasion.white, link.occasion.black_elo), (None, None), "the players are named at each board");
        assert_eq!(
            (link.occasion.event.as_deref(), link.occasion.board.as_deref()),
            (Some("Open"), None),
            "every phone of the event gets the event; each says its own board"
        );
        assert!(link.lock.unwrap().admits("2468"));
        form.pin = "12".into();
        assert!(
            form.director_setup("G/90;d5", "TD".into(), FlagCalling::PlayersClaim, None).is_err(),
            "a PIN too short"
        );
    }
}
