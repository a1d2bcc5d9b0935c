//! Writing a score as PGN: the tags, each move with its clock, and the comments.

use super::{Dates, clk, pgn_termination};
use crate::ground::heading;
use crate::ground::record::{Record, RecordError};
use crate::ground::time_control::TimeControl;
use crate::ground::words::in_english;
use crate::replay::score::{Line, Score};
use shakmaty::Color;

/// A tag pair: its value on one line (a line break would end the tag), `\\` and `"` escaped.
fn tag(name: &str, value: &str) -> String {
    let value = heading::one_line(value);
    format!("[{name} \"{}\"]\n", value.replace('\\', "\\\\").replace('"', "\\\""))
}

/// A comment's text: a `}` would end it early.
fn comment(text: &str) -> String {
    format!("{{{}}}", text.replace(['{', '}'], "").replace(['\n', '\r'], " ").trim())
}

/// Exports a record as PGN, played at `dates` (`????.??.??` when unknown).
pub fn export(record: &Record, dates: Option<&Dates>) -> Result<String, RecordError> {
    Ok(write(&Score::from_record(record)?, dates))
}

/// A control as the `TimeControl` tag writes it: in the standard's syntax, with the exact control
/// beside it when that says less. Text that is no control is written as it is.
pub(super) fn standard_time_control(tc: &str) -> (String, Option<&str>) {
    match TimeControl::from_pgn(tc) {
        Ok(control) => {
            let standard = control.standard().to_string();
            let exact = (standard != control.to_string()).then_some(tc);
            (standard, exact)
        }
        Err(_) => (tc.to_owned(), None),
    }
}

/// Writes a score as PGN.
pub fn write(score: &Score, dates: Option<&Dates>) -> String {
    let mut out = String::new();
    let end = score.end.as_ref();
    let h = &score.heading;
    let or = |value: &Option<String>, default: &'static str| value.clone().unwrap_or_else(|| default.to_owned());
    for (name, value) in [
        ("Event", or(&h.event, "Fair Clock game")),
        ("Site", or(&h.site, "?")),
        ("Date", h.date.clone().unwrap_or_else(|| dates.map_or("????.??.??".to_owned(), |d| d.date.clone()))),
        ("Round", or(&h.round, "-")),
        ("White", or(&h.white, "White")),
        ("Black", or(&h.black, "Black")),
        ("Result", score.result().to_owned()),
    ] {
        out.push_str(&tag(name, &value));
    }
    for (name, value) in [("WhiteElo", &h.white_elo), ("BlackElo", &h.black_elo), ("Board", &h.board)] {
        if let Some(value) = value {
            out.push_str(&tag(name, value));
        }
    }
    if let Some(d) = dates {
        out.push_str(&tag("UTCDate", &d.utc_date));
        out.push_str(&tag("UTCTime", &d.utc_time));
    }
    let white_tc = score.white_time_control.as_ref().or(score.time_control.as_ref());
    if let Some(tc) = white_tc {
        let (standard, exact) = standard_time_control(tc);
        out.push_str(&tag("TimeControl", &standard));
        if let Some(exact) = exact {
            out.push_str(&tag("ExactTimeControl", exact));
        }
    }
    if let Some(black) = score.black_time_control.as_ref().filter(|b| Some(*b) != white_tc) {
        out.push_str(&tag("BlackTimeControl", black));
    }
    out.push_str(&tag("Termination", pgn_termination(end.and_then(|e| e.termination.as_deref()))));
    if let Some(rules) = &score.rules {
        out.push_str(&tag("Rulebook", rules));
    }
    if let Some(t) = end.and_then(|e| e.termination.as_deref()) {
        out.push_str(&tag("Ending", t));
    }
    if let Some(r) = end.and_then(|e| e.rule.as_deref()) {
        out.push_str(&tag("Rule", r));
    }
    if let Some(fen) = &score.fen {
        out.push_str(&tag("SetUp", "1"));
        out.push_str(&tag("FEN", fen));
    }
    out.push('\n');

    let mut tokens: Vec<String> = Vec::new();
    // A game without recorded moves: the note, then its presses in one comment (each press's
    // number and the presser's clock after it), as the score sheet lists them; presses after a
    // pause or a flag in a comment of their own, the note not said again.
    let mut presses: Option<String> = None;
    let mut noted = false;
    for line in &score.lines {
        if let Line::PressWithoutMove { number, side, clock } = line {
            let note = presses.get_or_insert_with(String::new);
            note.push_str(&format!(" {number}{} {}", side.fold_wb(".", "..."), clk(*clock)));
            continue;
        }
        if let Some(note) = presses.take() {
            flush_presses(&mut tokens, &note, &mut noted);
        }
        match line {
            Line::Move { number, side, san, clock, used, glyph } => {
                let glyph = glyph.as_deref().unwrap_or_default();
                tokens.push(match side {
                    Color::White => format!("{number}. {san}{glyph}"),
                    Color::Black => format!("{number}... {san}{glyph}"),
                });
                match (clock, used) {
                    (Some(c), Some(u)) => {
                        tokens.push(format!("{{[%clk {}]", clk(*c)));
                        tokens.push(format!("[%emt {}]}}", clk(*u)));
                    }
                    (Some(c), None) => tokens.push(format!("{{[%clk {}]}}", clk(*c))),
                    (None, Some(u)) => tokens.push(format!("{{[%emt {}]}}", clk(*u))),
                    (None, None) => {}
                }
            }
            Line::End(_) | Line::PressWithoutMove { .. } => {}
            Line::Unrecorded => presses = Some(String::new()),
            // A long comment is broken between its words, like the movetext. In English, whatever
            // the players' language: a PGN is read by programs and people anywhere.
            other => tokens.extend(comment(&in_english(|| other.summary())).split(' ').map(str::to_owned)),
        }
    }
    if let Some(note) = presses.take() {
        flush_presses(&mut tokens, &note, &mut noted);
    }
    tokens.push(score.result().to_owned());
    // Export format: lines of at most 80 characters, broken between tokens.
    let mut width = 0;
    for token in tokens {
        if width > 0 && width + 1 + token.len() > 80 {
            out.push('\n');
            width = 0;
        } else if width > 0 {
            out.push(' ');
            width += 1;
        }
        width += token.len();
        out.push_str(&token);
    }
    out.push_str("\n\n");
    out
}

/// The presses without moves (`1. 0:00:59 1... 0:00:58`) as one comment, after the note that
/// moves were not recorded the first time (`noted`: said already).
fn flush_presses(tokens: &mut Vec<String>, presses: &str, noted: &mut bool) {
    let note = if *noted { String::new() } else { in_english(|| Line::Unrecorded.summary()) };
    *noted = true;
    let text = format!("{note}{presses}");
    tokens.extend(comment(text.trim()).split(' ').map(str::to_owned));
}
