//! The first face: on a first visit the page a player opens runs a preset's clock itself from
//! Start, while the rest of the clock (the record, the rules, the claims) is still on its way.
//! It keeps only the clock and the taps it took; the clock replays those taps at their own
//! instants when it takes over, so the game's record is as if it had been there from the start.
//! A flag that falls meanwhile falls at its instant; its verdict follows when the rules arrive.
//! What a reload finds of it is the hand-over's (`protocol::handover::kept`).

use crate::ground::micros::Micros;
use crate::ground::time_control::TimeControl;
use crate::replay::clock::{Clock, Tap};
use crate::rules::Rulebook;
use crate::rules::controls::fits;
use crate::screens::presets::PRESETS;
use crate::screens::readout::HalfReading;
use crate::session::display::{DisplayFormat, next_change_of};
use shakmaty::Color;

/// A preset's game on the first face: its clock and the taps it counted.
#[derive(Debug, Clone, PartialEq)]
pub struct FirstFace {
    clock: Clock,
    /// The taps that counted, in order: the side and the instant (the page's `performance.now()`
    /// milliseconds, the time line of a new game's record).
    taps: Vec<(Color, f64)>,
    /// A fallen flag ends the first face's taps when the clock will call it at once: the clock
    /// would take no press after it.
    called: bool,
}

impl FirstFace {
    /// The first face for preset `index` under `rulebook`, or `None` where the clock must be
    /// asked first: a preset the rulebook does not fit with nothing to say (the clock warns, or
    /// refuses), or one there is not.
    pub fn for_preset(index: usize, rulebook: Rulebook, flags_called: bool) -> Option<FirstFace> {
        FirstFace::fits(index, rulebook).then(|| FirstFace::of_preset(index, flags_called)).flatten()
    }

    /// Whether preset `index` runs at once under `rulebook`, which fits it with nothing to say.
    pub fn fits(index: usize, rulebook: Rulebook) -> bool {
        PRESETS.get(index).is_some_and(|p| {
            let (white, black) = p.controls();
            fits(rulebook, &white, &black)
        })
    }

    /// The first face for preset `index`, whose fit the caller has checked: the first screen
    /// reads it from index.html (`screens::first_screen`), so that its script carries no rulebook.
    pub fn of_preset(index: usize, flags_called: bool) -> Option<FirstFace> {
        let (white, black) = PRESETS.get(index)?.controls();
        Some(FirstFace::new(white, black, flags_called))
    }

    fn new(white: TimeControl, black: TimeControl, flags_called: bool) -> FirstFace {
        FirstFace { clock: Clock::new(white, black, Color::White), taps: Vec::new(), called: flags_called }
    }

    /// A tap on `side`'s half at `t_ms`, as the clock's session takes it (`Session::tap`): the
    /// waiting side's tap starts the game, then each side's press ends its turn. Whether it
    /// counted: a tap by the waiting side, one out of order, or one after a flag the clock calls
    /// at once, does not.
    pub fn tap(&mut self, side: Color, t_ms: f64) -> bool {
        let Some(t) = Micros::from_ms(t_ms) else { return false };
        if t < self.clock.now() || (self.called && self.fallen(t_ms).is_some()) {
            return false;
        }
        let counted = match self.clock.tap_means(side) {
            None => false,
            Some(Tap::Start) => self.clock.start(t).is_ok(),
            Some(Tap::Press) => self.clock.press(side, t).is_ok(),
        };
        if counted {
            self.taps.push((side, t_ms));
        }
        counted
    }

    /// The taps that counted, for the clock to replay.
    pub fn taps(&self) -> &[(Color, f64)] {
        &self.taps
    }

    /// What `side`'s half shows at `t_ms`.
    pub fn half(&self, side: Color, t_ms: f64, format: DisplayFormat) -> HalfReading {
        let half = HalfReading::of_clock(&self.clock, side, self.instant(t_ms), format);
        // A flag the clock calls ends the game: no clock runs on after it.
        let stopped = self.called && self.fallen(t_ms).is_some();
        HalfReading { running: half.running && !stopped, ..half }
    }

    /// Milliseconds until the running display next changes, from `t_ms`; `None` when nothing
    /// runs or a flag has fallen.
    pub fn next_change_ms(&self, t_ms: f64, format: DisplayFormat) -> Option<f64> {
        next_change_of(&self.clock, self.instant(t_ms), format).map(Micros::as_ms)
    }

    /// The side whose flag has fallen by `t_ms`, if one has.
    pub fn fallen(&self, t_ms: f64) -> Option<Color> {
        let mut clock = self.clock.clone();
        clock.advance(self.instant(t_ms));
        clock.flags().first().map(|f| f.side)
    }

    /// The side whose tap the one shared key (Space) stands for.
    pub fn shared_key_side(&self) -> Color {
        self.clock.shared_key_side()
    }

    /// Whether the clock has started (the waiting side tapped).
    pub fn started(&self) -> bool {
        self.clock.started().is_some()
    }

    fn instant(&self, t_ms: f64) -> Micros {
        Micros::from_ms(t_ms).unwrap_or_default().max(self.clock.now())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::record::EventKind;
    use crate::screens::setup_form::{Choice, SetupForm};
    use crate::session::Session;
    use crate::session::setup_memory::SetupMemory;

    const BLITZ_3_2: usize = 3;
    const RAPID_10_5: usize = 7;

    fn format() -> DisplayFormat {
        DisplayFormat::default()
    }

    #[test]
    fn a_preset_the_rulebook_fits_runs_at_once_and_one_it_warns_about_waits_for_the_clock() {
        assert!(FirstFace::for_preset(BLITZ_3_2, Rulebook::FideBlitz, true).is_some());
        // FIDE counts 10+5 as rapid: the clock warns first, so the first face does not start.
        assert!(FirstFace::for_preset(RAPID_10_5, Rulebook::FideBlitz, true).is_none());
        assert!(FirstFace::for_preset(RAPID_10_5, Rulebook::FideRapid, true).is_some());
        // Scholastic blitz forbids a delay (rule 1).
        let us_delay = PRESETS.iter().position(|p| p.pgn == "300d3").unwrap();
        assert!(FirstFace::for_preset(us_delay, Rulebook::ScholasticBlitz2004, true).is_none());
        assert!(FirstFace::for_preset(PRESETS.len(), Rulebook::FideBlitz, true).is_none());
    }

    #[test]
    fn black_starts_then_each_press_switches_and_stray_taps_do_not_count() {
        let mut face = FirstFace::for_preset(BLITZ_3_2, Rulebook::FideBlitz, true).unwrap();
        assert!(!face.tap(Color::White, 1_000.0), "the side to move does not start the clock");
        assert!(face.tap(Color::Black, 1_000.0));
        assert!(face.started());
        assert!(face.half(Color::White, 1_500.0, format()).running);
        assert!(!face.tap(Color::Black, 2_000.0), "the waiting side's tap is no press");
        assert!(face.tap(Color::White, 11_000.0));
        assert!(!face.tap(Color::Black, 10_000.0), "a tap before the last does not count");
        // White used 10 s and gained 2 s: 2:52; Black's clock runs.
        let white = face.half(Color::White, 12_000.0, format());
        assert_eq!((white.text.as_str(), white.running, white.moves.as_str()), ("2:52", false, "moves 1"));
        assert!(face.half(Color::Black, 12_000.0, format()).running);
        assert_eq!(face.taps(), &[(Color::Black, 1_000.0), (Color::White, 11_000.0)]);
    }

    #[test]
    fn a_flag_falls_at_its_instant_and_ends_the_taps_when_the_clock_calls_it() {
        let bullet = PRESETS.iter().position(|p| p.pgn == "60").unwrap();
        let mut face = FirstFace::for_preset(bullet, Rulebook::FideBlitz, true).unwrap();
        face.tap(Color::Black, 0.0);
        assert_eq!(face.next_change_ms(0.0, format()), Some(1_000.0));
        assert_eq!(face.fallen(59_999.0), None);
        assert_eq!(face.fallen(60_000.0), Some(Color::White));
        let white = face.half(Color::White, 61_000.0, format());
        assert_eq!((white.text.as_str(), white.fallen, white.running), ("0.0", true, false));
        assert_eq!(face.next_change_ms(61_000.0, format()), None, "no frames for a fallen clock");
        assert!(!face.tap(Color::White, 61_000.0), "the clock calls the flag: no press after it");
        let mut claimed = FirstFace::for_preset(bullet, Rulebook::FideBlitz, false).unwrap();
        claimed.tap(Color::Black, 0.0);
        assert!(claimed.tap(Color::White, 61_000.0), "the players claim: play goes on");
    }

    /// The clock replays the first face's taps as `Session::tap` takes them: its clocks are the
    /// first face's at every instant.
    #[test]
    fn the_session_replaying_the_taps_shows_the_same_clocks() {
        let mut memory = SetupMemory::default();
        let mut form = SetupForm::remembering(&memory);
        form.rulebook = Rulebook::FideBlitz;
        let record = form.begin(Choice::Preset(BLITZ_3_2), &mut memory).unwrap();
        let mut face = FirstFace::for_preset(BLITZ_3_2, Rulebook::FideBlitz, true).unwrap();
        let taps = [(Color::Black, 500.0), (Color::White, 4_321.5), (Color::Black, 9_000.25), (Color::White, 9_100.0)];
        for (side, t) in taps {
            assert!(face.tap(side, t));
        }
        let mut session = Session::new(record).unwrap();
        for &(side, t) in face.taps() {
            assert!(session.tap(side, t, None, &mut None));
        }
        // Before any flag: after one, the clock calls it (the first face stops at once).
        for t in [9_100.0, 20_000.0, 150_000.0] {
            for side in [Color::White, Color::Black] {
                let (first, clock) = (face.half(side, t, format()), HalfReading::of(&session, side, t, format()));
                assert_eq!((first.text, first.running, first.moves), (clock.text, clock.running, clock.moves), "{t}");
            }
        }
        let presses = session.record.events.iter().filter(|e| matches!(e.kind, EventKind::Press { .. })).count();
        assert_eq!(presses, 3);
    }
}
