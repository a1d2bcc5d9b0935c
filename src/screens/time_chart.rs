//! The time chart of a game: both clocks over the moves (each side's time left after each of its
//! moves) and the time each move used as bars, with the flags, claims, penalties and pauses marked
//! where they came. A pure function of the score, so of the record or an imported PGN; the score
//! panel draws it as SVG in the chart's own units ([`WIDTH`] × [`HEIGHT`]).

use crate::ground::messages as m;
use crate::ground::micros::Micros;
use crate::ground::words::{count, say_with};
use crate::replay::score::{Line, Score, clock_text};
use shakmaty::Color;

/// The drawing's width and height, in its own units (the SVG's viewBox).
pub const WIDTH: f64 = 360.0;
pub const HEIGHT: f64 = 180.0;
/// The clocks' lines take the top (a full clock a little under the edge, to be seen); the time
/// used per move is drawn as bars under them.
const LINES_TOP: f64 = 6.0;
const LINES_BOTTOM: f64 = 120.0;
const BARS_TOP: f64 = 130.0;
const LEFT: f64 = 4.0;

/// What happened between two moves that the chart marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkKind {
    Flag,
    Claim,
    Penalty,
    Pause,
}

impl MarkKind {
    /// The mark's class, for its colour.
    pub fn class(self) -> &'static str {
        match self {
            MarkKind::Flag => "mark-flag",
            MarkKind::Claim => "mark-claim",
            MarkKind::Penalty => "mark-penalty",
            MarkKind::Pause => "mark-pause",
        }
    }
}

/// A mark after `ply` moves (half-moves), with the score's own line as its words (a verdict's
/// without its explanation, which the sheet below gives).
#[derive(Debug, Clone, PartialEq)]
pub struct Mark {
    pub ply: usize,
    pub kind: MarkKind,
    pub label: String,
}

/// The chart's figures: every point and bar in chart units, every mark with its words.
#[derive(Debug, Clone, PartialEq)]
pub struct TimeChart {
    /// Half-moves on the x axis (presses that recorded no move count too).
    pub plies: usize,
    /// Each side's time left: (ply, time), from the start when the control is known.
    pub left: [Vec<(usize, Micros)>; 2],
    /// The time each move used: (ply, side, time).
    pub used: Vec<(usize, Color, Micros)>,
    pub marks: Vec<Mark>,
}

fn index(side: Color) -> usize {
    usize::from(side == Color::Black)
}

impl TimeChart {
    /// The chart of `score`, or `None` when it has no clock reading to draw.
    pub fn of(score: &Score) -> Option<TimeChart> {
        let mut left: [Vec<(usize, Micros)>; 2] =
            score.controls().map(|c| c.map(|c| vec![(0, c.shown(c.initial()))]).unwrap_or_default());
        let (mut used, mut marks, mut ply) = (Vec::new(), Vec::new(), 0);
        for line in &score.lines {
            let kind = match line {
                Line::Move { side, clock, used: u, .. } => {
                    ply += 1;
                    if let Some(c) = clock {
                        left[index(*side)].push((ply, *c));
                    }
                    if let Some(u) = u {
                        used.push((ply, *side, *u));
                    }
                    continue;
                }
                Line::PressWithoutMove { side, clock, .. } => {
                    ply += 1;
                    left[index(*side)].push((ply, *clock));
                    continue;
                }
                Line::Flag { .. } => MarkKind::Flag,
                Line::Claim { .. } | Line::Decision { .. } => MarkKind::Claim,
                Line::Penalty { .. } => MarkKind::Penalty,
                Line::Pause { .. } => MarkKind::Pause,
                _ => continue,
            };
            marks.push(Mark { ply, kind, label: line.summary() });
        }
        let readings = left.iter().map(Vec::len).sum::<usize>() + used.len();
        (readings > 0 && ply > 0).then_some(TimeChart { plies: ply, left, used, marks })
    }

    /// The longest time left on either clock: the top of the lines.
    fn top(&self) -> Micros {
        self.left.iter().flatten().map(|&(_, t)| t).max().unwrap_or(Micros::ZERO).max(Micros(1))
    }

    /// The longest time a move used: the top of the bars.
    fn longest(&self) -> Micros {
        self.used.iter().map(|&(_, _, t)| t).max().unwrap_or(Micros::ZERO).max(Micros(1))
    }

    /// Where ply `ply` is across the chart.
    pub fn x(&self, ply: usize) -> f64 {
        LEFT + (WIDTH - 2.0 * LEFT) * ply as f64 / self.plies.max(1) as f64
    }

    /// Where mark `i` is drawn: at its ply, moved right past the marks before it at the same ply,
    /// so that a claim and the flag that followed it both show.
    pub fn mark_x(&self, i: usize) -> f64 {
        let ply = self.marks[i].ply;
        let before = self.marks[..i].iter().filter(|m| m.ply == ply).count();
        (self.x(ply) + 3.0 * before as f64).min(WIDTH - 1.0)
    }

    /// `side`'s time left as an SVG polyline's points, `x,y` in chart units.
    pub fn line(&self, side: Color) -> String {
        let top = self.top().0 as f64;
        self.left[index(side)]
            .iter()
            .map(|&(ply, t)| {
                let y = LINES_TOP + (LINES_BOTTOM - LINES_TOP) * (1.0 - t.0.max(0) as f64 / top);
                format!("{:.1},{:.1}", self.x(ply), y)
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// One bar per move: x, y, width and height in chart units, and the side that moved.
    pub fn bars(&self) -> Vec<(f64, f64, f64, f64, Color)> {
        let longest = self.longest().0 as f64;
        let width = ((WIDTH - 2.0 * LEFT) / self.plies.max(1) as f64 * 0.8).clamp(0.5, 12.0);
        self.used
            .iter()
            .map(|&(ply, side, t)| {
                let height = (HEIGHT - BARS_TOP) * t.0.max(0) as f64 / longest;
                (self.x(ply) - width / 2.0, HEIGHT - height, width, height, side)
            })
            .collect()
    }

    /// The chart in words, for those who do not see it: each mark is the score's line.
    pub fn summary(&self) -> String {
        let mut words = count(&m::CHART_OVER, u64::try_from(self.plies).unwrap_or(u64::MAX));
        for side in [Color::White, Color::Black] {
            if let Some(&(_, t)) = self.left[index(side)].last() {
                let ends = m::CHART_ENDS.of(side);
                words.push(' ');
                words.push_str(&say_with(ends, &[("time", &clock_text(t))]));
            }
            if let Some(&(ply, _, t)) = self.used.iter().filter(|u| u.1 == side).max_by_key(|u| u.2) {
                words.push(' ');
                words.push_str(&say_with(&m::CHART_LONGEST, &[("time", &clock_text(t)), ("ply", &ply.to_string())]));
            }
        }
        for mark in &self.marks {
            // Each mark a sentence of its own: a line without a full stop gets one.
            let what = if mark.label.ends_with(['.', '!', '?', '…']) {
                mark.label.clone()
            } else {
                format!("{}.", mark.label)
            };
            words.push(' ');
            words.push_str(&say_with(&m::CHART_MARK, &[("ply", &mark.ply.to_string()), ("what", &what)]));
        }
        words
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ground::language::Language;
    use crate::ground::record::fixtures::{ev, press};
    use crate::ground::record::{EventKind, Record};
    use crate::ground::words;
    use crate::replay::pgn;
    use crate::rules::ClaimKind;

    /// 1 min + 1 s: White uses 2 s and 3.5 s (a pause of 1 s in between), Black 1 s; White claims,
    /// then Black's flag falls before its late press.
    fn game() -> Score {
        let record = Record {
            events: vec![
                ev(0.0, EventKind::Start),
                press(2000.0, Color::White, "e4"),
                press(3000.0, Color::Black, "e5"),
                ev(3500.0, EventKind::Pause),
                ev(4500.0, EventKind::Resume),
                press(7500.0, Color::White, "Nf3"),
                ev(
                    8000.0,
                    EventKind::Claim {
                        by: Color::White,
                        kind: ClaimKind::Threefold,
                        fen: None,
                        mv: None,
                        analysis: None,
                        said: Default::default(),
                        by_clock: false,
                    },
                ),
                ev(70_000.0, EventKind::Press { side: Color::Black, mv: None }),
            ],
            ..Record::new("fide-blitz".parse().unwrap(), "60+1".parse().unwrap())
        };
        Score::from_record(&record).unwrap()
    }

    #[test]
    fn the_chart_in_words_in_spanish_says_each_mark_as_the_sheet_does() {
        let words = words::speaking(Language::Spanish, || TimeChart::of(&game()).unwrap().summary());
        assert!(words.starts_with("Gráfico de tiempo de 4 medias jugadas. Las blancas terminan con "), "{words}");
        assert!(
            words
                .contains("Tras la media jugada 2: Reloj en pausa (a los 0:03.5 de partida). Tras la media jugada 3: "),
            "{words}"
        );
        assert!(words.contains("Tras la media jugada 3: Las blancas reclaman triple repetición: rechazada, se sigue jugando (FIDE 9.2)."), "{words}");
        assert!(
            words.ends_with("Tras la media jugada 3: Cayó la bandera de las negras (a los 1:07.5 de partida)."),
            "{words}"
        );
        assert!(!words.contains("White") && !words.contains("Clock"), "no English line in a Spanish sentence: {words}");
    }

    #[test]
    fn the_lines_start_at_the_control_and_follow_each_sides_clock() {
        let chart = TimeChart::of(&game()).unwrap();
        assert_eq!(chart.plies, 4);
        let s = |x: f64| Micros((x * 1e6) as i64);
        assert_eq!(chart.left[0], [(0, s(60.0)), (1, s(59.0)), (3, s(56.5))]);
        assert_eq!(chart.left[1][..2], [(0, s(60.0)), (2, s(60.0))]);
        assert_eq!(chart.used[..3], [(1, Color::White, s(2.0)), (2, Color::Black, s(1.0)), (3, Color::White, s(3.5))]);
        // The start (60 s) is the top line, y 6; White's 56.5 s after half-move 3 under it.
        assert!(chart.line(Color::White).starts_with("4.0,6.0 "), "{}", chart.line(Color::White));
        assert!(chart.line(Color::White).ends_with(&format!(
            "{:.1},{:.1}",
            chart.x(3),
            6.0 + 114.0 * (1.0 - 56.5 / 60.0)
        )));
    }

    #[test]
    fn the_pause_claim_and_flag_are_marked_where_they_came() {
        let chart = TimeChart::of(&game()).unwrap();
        let marks: Vec<(usize, MarkKind)> = chart.marks.iter().map(|m| (m.ply, m.kind)).collect();
        assert!(marks.starts_with(&[(2, MarkKind::Pause), (3, MarkKind::Claim)]), "{marks:?}");
        assert!(marks.contains(&(3, MarkKind::Flag)), "Black's flag fell before the late press: {marks:?}");
        let claim = &chart.marks[1].label;
        assert!(claim.starts_with("White claims threefold"), "{claim}");
        assert!(chart.summary().contains(&format!("After half-move 3: {claim}")), "{}", chart.summary());
    }

    #[test]
    fn marks_at_one_ply_are_drawn_side_by_side() {
        let chart = TimeChart::of(&game()).unwrap();
        // The claim and the flag both come after half-move 3.
        assert_eq!(chart.mark_x(1), chart.x(3));
        assert_eq!(chart.mark_x(2), chart.x(3) + 3.0);
        assert_eq!(chart.mark_x(0), chart.x(2));
    }

    #[test]
    fn bars_scale_to_the_longest_move_and_stay_inside() {
        let chart = TimeChart::of(&game()).unwrap();
        let bars = chart.bars();
        assert_eq!(bars.len(), chart.used.len());
        let tallest = bars.iter().map(|b| b.3).fold(0.0, f64::max);
        assert!((tallest - (HEIGHT - BARS_TOP)).abs() < 1e-9, "the longest move fills the band: {bars:?}");
        for (x, y, w, h, _) in bars {
            assert!(
                x >= 0.0 && x + w <= WIDTH && y >= BARS_TOP - 1e-9 && (y + h - HEIGHT).abs() < 1e-9,
                "{x} {y} {w} {h}"
            );
        }
    }

    #[test]
    fn an_imported_game_with_clocks_is_drawn_and_one_without_is_not() {
        let pgn = "[TimeControl \"180+2\"]\n\n1. e4 {[%clk 0:03:00]} 1... c5 {[%clk 0:02:58]} *";
        let chart = TimeChart::of(&pgn::import(pgn).unwrap()).unwrap();
        // White's first move is lichess's untimed one (the clock still at 3:00): no bar for it.
        assert_eq!((chart.plies, chart.used.len()), (2, 1));
        assert_eq!(TimeChart::of(&pgn::import("1. e4 e5 *").unwrap()), None);
        assert_eq!(TimeChart::of(&Score::default()), None);
    }
}
