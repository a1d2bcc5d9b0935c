//! The score sheet: the history of a game as lines — each move with the mover's clock after the
//! press, flags, claims with their verdict and rule, penalties, pauses, corrections, the end.
//!
//! A score is derived from a record by replaying it event by event (so it shows each verdict as it
//! was given then, not as a later decision changed it), or read from a PGN for review
//! (`crate::domain::pgn`). Either way it is plain data the page renders as text.

use crate::domain::clock::side_name;
use crate::domain::game::Game;
use crate::domain::clock_time::{ClockTime, Precision, Rounding};
use crate::domain::micros::{Micros, Seconds};
use crate::domain::record::{EventKind, Record, RecordError};
use crate::domain::time_control::TimeControl;
use shakmaty::{Color, Position};

/// How the game ended, as the score shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct End {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
    /// The record's termination id (`checkmate`, `flag`, …), when known.
    pub termination: Option<String>,
    /// The rule that decided it (`FIDE 5.1.1`), when known.
    pub rule: Option<String>,
}

/// One line of the score.
#[derive(Debug, Clone, PartialEq)]
pub enum Line {
    /// A completed move: `number` is the full-move number; `clock` the mover's time after the
    /// press (increment included); `used` the time charged for it, when the record says.
    Move {
        number: u32,
        side: Color,
        san: String,
        clock: Option<Micros>,
        used: Option<Micros>,
    },
    /// A press that recorded no move: from here on the position is not known.
    PressWithoutMove {
        side: Color,
        clock: Micros,
    },
    /// A flag fell, `at` this much play time after the start.
    Flag {
        side: Color,
        at: Micros,
    },
    /// A claim and its verdict when it was made.
    Claim {
        by: Color,
        kind: String,
        verdict: String,
        result: Option<String>,
        rule: String,
        explanation: String,
    },
    /// An arbiter's ruling on a waiting claim.
    Decision {
        verdict: String,
        rule: String,
        explanation: String,
    },
    Penalty {
        side: Color,
        kind: String,
        rule: String,
        explanation: String,
    },
    Pause {
        at: Micros,
    },
    Resume {
        at: Micros,
    },
    Adjust {
        side: Color,
        add: Micros,
        moves: Option<i64>,
    },
    Resign {
        side: Color,
    },
    DrawAgreed,
    End(End),
    /// Free text (a PGN comment that is not a clock).
    Note(String),
}

/// A whole game's score, with what the header of a record or PGN said.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Score {
    pub rules: Option<String>,
    pub time_control: Option<String>,
    pub white_time_control: Option<String>,
    pub black_time_control: Option<String>,
    pub fen: Option<String>,
    pub lines: Vec<Line>,
    pub end: Option<End>,
}

/// A clock reading for the score: `m:ss.t`, or `h:mm:ss.t` from an hour; tenths cut, never
/// rounded up (the score never shows time a player did not have).
pub fn clock_text(t: Micros) -> String {
    ClockTime::new(t, Precision::Tenths, Rounding::Down).sheet()
}

/// An arbiter's correction as a signed amount, not a clock reading (so not a [`ClockTime`]):
/// `+30 s`, `-1.5 s`, exactly as it was given.
fn correction_text(add: Micros) -> String {
    // A negative amount brings its own minus sign.
    let plus = if add < Micros::ZERO { "" } else { "+" };
    format!("{plus}{} s", Seconds(add))
}

impl Line {
    /// The line as the score sheet shows it.
    pub fn text(&self) -> String {
        match self {
            Line::Move { number, side, san, clock, used } => {
                let dots = if *side == Color::White { "." } else { "…" };
                let mut text = format!("{number}{dots} {san}");
                if let Some(c) = clock {
                    text.push_str(&format!("  {}", clock_text(*c)));
                }
                if let Some(u) = used {
                    text.push_str(&format!(" ({} used)", clock_text(*u)));
                }
                text
            }
            Line::PressWithoutMove { side, clock } => {
                format!(
                    "{} pressed without a recorded move  {} — the position is not known from here",
                    side_name(*side),
                    clock_text(*clock)
                )
            }
            Line::Flag { side, at } => format!("{}'s flag fell ({} into the game)", side_name(*side), clock_text(*at)),
            Line::Claim { by, kind, verdict, result, rule, explanation } => {
                let result = result.as_ref().map(|r| format!(", {r}")).unwrap_or_default();
                format!(
                    "{} claims {}: {verdict}{result} ({rule}). {explanation}",
                    side_name(*by),
                    kind.replace('_', " ")
                )
            }
            Line::Decision { verdict, rule, explanation } => {
                format!("Arbiter's decision: {verdict} ({rule}). {explanation}")
            }
            Line::Penalty { side, kind, rule, explanation } => {
                format!("Penalty, {}: {} ({rule}). {explanation}", side_name(*side), kind.replace('_', " "))
            }
            Line::Pause { at } => format!("Clock paused ({} into the game)", clock_text(*at)),
            Line::Resume { at } => format!("Clock resumed ({} into the game)", clock_text(*at)),
            Line::Adjust { side, add, moves } => {
                let moves = moves.map(|m| format!(", moves {m:+}")).unwrap_or_default();
                format!("Arbiter adjusts {}'s clock {}{moves}", side_name(*side), correction_text(*add))
            }
            Line::Resign { side } => format!("{} resigns", side_name(*side)),
            Line::DrawAgreed => "Draw agreed".to_owned(),
            Line::End(end) => end.text(),
            Line::Note(text) => text.clone(),
        }
    }
}

impl Line {
    /// The line without a verdict's explanation: what a PGN comment keeps (the rule stays).
    pub fn summary(&self) -> String {
        match self {
            Line::Claim { explanation, .. }
            | Line::Decision { explanation, .. }
            | Line::Penalty { explanation, .. } => {
                let text = self.text();
                text.strip_suffix(explanation.as_str()).unwrap_or(&text).trim_end().to_owned()
            }
            _ => self.text(),
        }
    }
}

impl End {
    /// `0-1 — checkmate (FIDE 5.1.1)`.
    pub fn text(&self) -> String {
        let how = self.termination.as_ref().map(|t| format!(" — {}", t.replace('_', " "))).unwrap_or_default();
        let rule = self.rule.as_ref().map(|r| format!(" ({r})")).unwrap_or_default();
        format!("{}{how}{rule}", self.result)
    }
}

/// The full-move number of the move `side` is about to make in `game`, when the board is known.
fn move_number(game: &Game) -> u32 {
    game.board.position().map_or(0, |p| p.fullmoves().get())
}

impl Score {
    /// The score of a record, replayed event by event; an event the replay refuses is named.
    pub fn from_record(record: &Record) -> Result<Score, RecordError> {
        let mut game = Game::new(record)?;
        let mut lines = Vec::new();
        let mut start: Option<Micros> = None;
        for (i, event) in record.events.iter().enumerate() {
            let (flags, claims, penalties) = (game.clock.flags().len(), game.claims.len(), game.penalties.len());
            let number = move_number(&game);
            let mut decided = None;
            if let EventKind::Decision { .. } = &event.kind {
                decided = game.claims.iter().rposition(|c| c.verdict.kind == crate::rules::VerdictKind::Pending);
            }
            game.apply(i, event)?;
            let t = game.last_t.unwrap_or_default();
            if matches!(event.kind, EventKind::Start) {
                start = Some(t);
            }
            let since_start = |at: Micros| at - start.unwrap_or(at);
            for f in &game.clock.flags()[flags..] {
                lines.push(Line::Flag { side: f.side, at: since_start(f.fell_at) });
            }
            match &event.kind {
                EventKind::Press { side, mv } => {
                    let side = *side;
                    let clock = game.clock.remaining_at(t)[side];
                    match (mv, game.board.sans().last()) {
                        (Some(_), Some(san)) => lines.push(Line::Move {
                            number,
                            side,
                            san: san.clone(),
                            clock: Some(clock),
                            used: game.clock.side(side).last_move(),
                        }),
                        _ => lines.push(Line::PressWithoutMove { side, clock }),
                    }
                }
                EventKind::Pause => lines.push(Line::Pause { at: since_start(t) }),
                EventKind::Resume => lines.push(Line::Resume { at: since_start(t) }),
                EventKind::Adjust { side, ms, moves } => {
                    // The replay has just accepted the event, so its milliseconds are a number.
                    let add = Micros::from_ms(*ms).unwrap_or_default();
                    lines.push(Line::Adjust { side: *side, add, moves: *moves })
                }
                EventKind::Decision { decision } => {
                    let ruling = decided.and_then(|d| game.claims.get(d));
                    lines.push(Line::Decision {
                        verdict: decision.id().to_owned(),
                        rule: ruling.map(|c| c.verdict.rule.clone()).unwrap_or_default(),
                        explanation: ruling.map(|c| c.verdict.explanation.clone()).unwrap_or_default(),
                    });
                }
                EventKind::Resign { side } => lines.push(Line::Resign { side: *side }),
                EventKind::DrawAgreed => lines.push(Line::DrawAgreed),
                EventKind::Start | EventKind::Claim { .. } | EventKind::Penalty { .. } => {}
            }
            for c in &game.claims[claims..] {
                lines.push(Line::Claim {
                    by: c.by,
                    kind: c.kind.id().to_owned(),
                    verdict: c.verdict.kind.id().to_owned(),
                    result: c.verdict.result.map(|r| r.pgn().to_owned()),
                    rule: c.verdict.rule.clone(),
                    explanation: c.verdict.explanation.clone(),
                });
            }
            for p in &game.penalties[penalties..] {
                lines.push(Line::Penalty {
                    side: p.side,
                    kind: p.infraction.id().to_owned(),
                    rule: p.verdict.rule.clone(),
                    explanation: p.verdict.explanation.clone(),
                });
            }
        }
        let end = game.ending.as_ref().map(|e| End {
            result: e.result.pgn().to_owned(),
            termination: Some(e.termination.id().to_owned()),
            rule: Some(e.rule.clone()).filter(|r| !r.is_empty()),
        });
        if let Some(end) = &end {
            lines.push(Line::End(end.clone()));
        }
        Ok(Score {
            rules: Some(record.rules.id().to_owned()),
            time_control: Some(record.time_control.to_string()),
            white_time_control: record.white_time_control.as_ref().map(ToString::to_string),
            black_time_control: record.black_time_control.as_ref().map(ToString::to_string),
            fen: record.fen.clone(),
            lines,
            end,
        })
    }

    /// The moves with their clocks, in order.
    pub fn moves(&self) -> impl Iterator<Item = (&str, Option<Micros>)> {
        self.lines.iter().filter_map(|l| match l {
            Line::Move { san, clock, .. } => Some((san.as_str(), *clock)),
            _ => None,
        })
    }

    /// Each side's control, White's then Black's, as far as the tags can be read: the side's own
    /// tag, else the shared one.
    pub fn controls(&self) -> [Option<TimeControl>; 2] {
        let read = |tc: Option<&String>| tc.and_then(|tc| TimeControl::from_pgn(tc).ok());
        [
            read(self.white_time_control.as_ref().or(self.time_control.as_ref())),
            read(self.black_time_control.as_ref().or(self.time_control.as_ref())),
        ]
    }

    /// `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    pub fn result(&self) -> &str {
        self.end.as_ref().map_or("*", |e| e.result.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::record::Event;
    use crate::domain::record::fixtures::{ev, press};
    use crate::rules::{ClaimKind, Infraction};
    use shakmaty::Color;

    fn record(tc: &str, events: Vec<Event>) -> Record {
        Record { events, ..Record::new("fide-blitz".parse().unwrap(), tc.parse().unwrap()) }
    }

    #[test]
    fn clocks_show_tenths_cut_and_hours_when_needed() {
        assert_eq!(clock_text(Micros(178_799_999)), "2:58.7");
        assert_eq!(clock_text(Micros::from_secs(3723)), "1:02:03.0");
        assert_eq!(clock_text(Micros(-5)), "0:00.0");
    }

    #[test]
    fn each_move_carries_the_movers_clock_after_the_increment() {
        let r = record(
            "180+2",
            vec![
                ev(0.0, EventKind::Start),
                press(1500.0, Color::White, "e2e4"),
                press(4000.0, Color::Black, "e5"),
                ev(5000.0, EventKind::Pause),
                ev(7000.0, EventKind::Resume),
                press(8000.0, Color::White, "Nf3"),
            ],
        );
        let s = Score::from_record(&r).unwrap();
        let texts: Vec<String> = s.lines.iter().map(Line::text).collect();
        assert_eq!(
            texts,
            [
                "1. e4  3:00.5 (0:01.5 used)",
                "1… e5  2:59.5 (0:02.5 used)",
                "Clock paused (0:05.0 into the game)",
                "Clock resumed (0:07.0 into the game)",
                "2. Nf3  3:00.5 (0:02.0 used)",
            ]
        );
        assert_eq!(s.result(), "*");
    }

    fn after_e4_white_can_mate() -> crate::domain::record::Analysis {
        crate::domain::record::Analysis {
            fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".into(),
            white_can_mate: Some(true),
            black_can_mate: Some(true),
            white_forced_mate: None,
            black_forced_mate: None,
        }
    }

    #[test]
    fn flags_claims_and_the_end_are_lines_with_their_rule() {
        let r = record(
            "5",
            vec![
                ev(0.0, EventKind::Start),
                press(1000.0, Color::White, "e4"),
                ev(8000.0, EventKind::Penalty { side: Color::White, infraction: Infraction::KnockedClock }),
                // The answer the rules worker gave (the page's own build has no analyser).
                ev(9000.0, EventKind::Claim { by: Color::White, kind: ClaimKind::Flag, fen: None, mv: None, analysis: Some(after_e4_white_can_mate()) }),
            ],
        );
        let s = Score::from_record(&r).unwrap();
        assert!(
            matches!(s.lines[1], Line::Flag { side: Color::Black, at } if at == Micros::from_secs(6)),
            "{:?}",
            s.lines
        );
        assert!(matches!(&s.lines[2], Line::Penalty { side: Color::White, kind, .. } if kind == "knocked_clock"));
        let Line::Claim { verdict, rule, .. } = &s.lines[3] else { panic!("{:?}", s.lines[3]) };
        assert_eq!(verdict, "upheld");
        assert!(rule.starts_with("FIDE"), "{rule}");
        let end = s.end.clone().unwrap();
        assert_eq!((end.result.as_str(), end.termination.as_deref()), ("1-0", Some("flag")));
        assert_eq!(s.lines.last(), Some(&Line::End(end)));
    }

    #[test]
    fn white_s_flag_falls_at_2_09_99996_and_the_score_and_the_verdict_both_read_2_09_9() {
        // White spends 10.00004 s of 2:00, so the flag falls 4 µs short of 2:10 into the game.
        let r = record(
            "120",
            vec![
                ev(0.0, EventKind::Start),
                press(10_000.04, Color::White, "e4"),
                press(20_000.0, Color::Black, "e5"),
                ev(140_000.0, EventKind::Claim { by: Color::Black, kind: ClaimKind::Flag, fen: None, mv: None, analysis: None }),
            ],
        );
        let texts: Vec<String> = Score::from_record(&r).unwrap().lines.iter().map(Line::text).collect();
        assert!(texts.contains(&"White's flag fell (2:09.9 into the game)".to_owned()), "{texts:?}");
        assert!(texts.iter().any(|t| t.contains("White's flag fell at 2:09.9")), "{texts:?}");
    }

    #[test]
    fn an_arbiter_s_correction_reads_as_the_signed_amount_given() {
        let line = |ms| Line::Adjust { side: Color::White, add: Micros::from_ms(ms).unwrap(), moves: None }.text();
        assert_eq!(line(30_000.0), "Arbiter adjusts White's clock +30 s");
        assert_eq!(line(-1_500.0), "Arbiter adjusts White's clock -1.5 s");
        assert_eq!(line(-500.0), "Arbiter adjusts White's clock -0.5 s");
    }

    #[test]
    fn a_press_without_a_move_is_said_and_a_bad_event_is_named() {
        let r =
            record("60", vec![ev(0.0, EventKind::Start), ev(500.0, EventKind::Press { side: Color::White, mv: None })]);
        let s = Score::from_record(&r).unwrap();
        assert!(s.lines[0].text().contains("without a recorded move"));
        let r = record("60", vec![ev(0.0, EventKind::Start), press(500.0, Color::White, "e5")]);
        assert_eq!(Score::from_record(&r).unwrap_err().event, Some(1));
    }
}
