//! Reading the first game of a PGN back into a score for review.

use super::parse_clk;
use crate::ground::micros::Micros;
use crate::ground::record::{Record, RecordError};
use crate::ground::text::{Cursor, TextError};
use crate::ground::time_control::TimeControl;
use crate::ground::vocabulary;
use crate::replay::position::{position_from_fen, repetition_key};
use crate::replay::score::{End, Heading, LeftOut, Line, Score};
use crate::rules::{Rulebook, Situation};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Position};
use std::collections::HashMap;
use std::fmt;

/// Moves past whitespace (a byte-order mark included).
fn skip_space(cur: &mut Cursor<'_>) {
    cur.skip_while(|c| c.is_whitespace() || c == '\u{feff}');
}

/// Moves to the end of the line.
fn rest_of_line(cur: &mut Cursor<'_>) {
    cur.skip_while(|c| c != '\n');
}

/// Reads the tag pairs at the start of a game.
fn read_tags(cur: &mut Cursor<'_>) -> Result<Vec<(String, String)>, TextError> {
    let mut tags = Vec::new();
    loop {
        skip_space(cur);
        match cur.peek() {
            Some('[') => {}
            Some('%') if cur.at_line_start() => {
                rest_of_line(cur);
                continue;
            }
            _ => return Ok(tags),
        }
        let open = cur.at;
        cur.next_char();
        skip_space(cur);
        let mut name = String::new();
        while cur.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            name.extend(cur.next_char());
        }
        if name.is_empty() {
            return Err(cur.error_at(cur.at, "a tag must start with its name, as in [Event \"…\"]"));
        }
        skip_space(cur);
        if cur.peek() != Some('"') {
            return Err(cur.error_at(cur.at, format!("the tag {name} needs a value in double quotes")));
        }
        cur.next_char();
        let mut value = String::new();
        loop {
            match cur.next_char() {
                Some('\\') => value.extend(cur.next_char()),
                Some('"') => break,
                Some('\n') | None => {
                    return Err(cur.error_at(open, format!("the value of the tag {name} is never closed with '\"'")));
                }
                Some(c) => value.push(c),
            }
        }
        skip_space(cur);
        if cur.next_char() != Some(']') {
            return Err(cur.error_at(open, format!("the tag {name} is never closed with ']'")));
        }
        tags.push((name, value));
    }
}

/// What a comment's commands said of the move before it.
#[derive(Debug, Default)]
struct Commands {
    clock: Option<Micros>,
    used: Option<Micros>,
}

/// Takes the commands (`[%name …]`) out of a comment: the clock and the time used, and the rest of
/// the text. Other commands — an engine's `[%eval]`, arrows and squares — are left out quietly.
fn split_commands(text: &str) -> Result<(Commands, String), String> {
    let mut commands = Commands::default();
    let mut rest = String::new();
    let mut text = text;
    while let Some(start) = text.find("[%") {
        rest.push_str(&text[..start]);
        rest.push(' ');
        let Some(len) = text[start..].find(']') else {
            return Err("a [%…] command in this comment is never closed with ']'".to_owned());
        };
        let command = &text[start + 2..start + len];
        let (name, value) = command.split_once(char::is_whitespace).unwrap_or((command, ""));
        let reading = || parse_clk(value).ok_or_else(|| format!("'{}' is not a clock reading h:mm:ss", value.trim()));
        match name {
            "clk" => commands.clock = Some(reading()?),
            "emt" => commands.used = Some(reading()?),
            _ => {}
        }
        text = &text[start + len + 1..];
    }
    rest.push_str(text);
    Ok((commands, rest.split_whitespace().collect::<Vec<_>>().join(" ")))
}

/// Each move's time used where the PGN gave its clock but no `[%emt]`: the mover's clock before
/// the move, less the clock after it, plus the increment it got (and any time a new period
/// added). Only for controls where the clock alone says it (no delay, no overtime); a move whose
/// figure would be negative (clocks that do not add up) gets none.
fn derive_used(lines: &mut [Line], controls: [Option<TimeControl>; 2]) {
    let mut before = [0, 1].map(|i| controls[i].as_ref().map(TimeControl::initial));
    let mut moves = [0u32; 2];
    for line in lines {
        let Line::Move { side, clock, used, .. } = line else { continue };
        let i = usize::from(*side == Color::Black);
        moves[i] += 1;
        let Some(control) = &controls[i] else { continue };
        if used.is_none()
            && let (Some(prev), Some(after), Some(increment)) = (before[i], *clock, control.increment_after(moves[i]))
        {
            let added = control.time_added_after(moves[i]).unwrap_or(Micros::ZERO);
            let derived = prev - after + increment + added;
            // A clock that neither ran nor got its increment did not time the move: lichess starts
            // the clocks after each side's first move, which it records at the starting time.
            let untimed = moves[i] == 1 && after == prev && increment > Micros::ZERO;
            *used = (derived >= Micros::ZERO && !untimed).then_some(derived);
        }
        before[i] = *clock;
    }
}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// Reads the first game of a PGN into a score for review. Moves are played on a board from the
/// `FEN` tag (or the start position), so an illegal or unreadable move is an error at its place.
pub fn import(text: &str) -> Result<Score, TextError> {
    let mut cur = Cursor::new(text);
    let tags = read_tags(&mut cur)?;
    let get = |name: &str| tags.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.clone());
    let fen = get("FEN");
    let mut position: Chess = match &fen {
        Some(f) => position_from_fen(f).map_err(|e| cur.error_at(0, format!("the FEN tag: {e}")))?,
        None => Chess::default(),
    };
    let mut lines: Vec<Line> = Vec::new();
    let mut left_out = LeftOut::default();
    let mut result_token = None;
    // The game ends where the rules end it: the rulebook's automatic ends (checkmate, stalemate,
    // fivefold, 75 moves, a dead position; FIDE's when the PGN names no rulebook of ours).
    let rulebook = get("Rulebook").and_then(|r| r.parse::<Rulebook>().ok()).unwrap_or(Rulebook::FideStandard);
    let mut seen: HashMap<u64, u32> = HashMap::from([(repetition_key(&position), 1)]);
    let mut ended: Option<End> = None;
    loop {
        skip_space(&mut cur);
        let at = cur.at;
        let Some(c) = cur.peek() else { break };
        match c {
            '{' => {
                cur.next_char();
                let mut body = String::new();
                loop {
                    match cur.next_char() {
                        Some('}') => break,
                        Some(ch) => body.push(ch),
                        None => return Err(cur.error_at(at, "this comment '{' is never closed with '}'")),
                    }
                }
                let (commands, rest) = split_commands(&body).map_err(|e| cur.error_at(at, e))?;
                if commands.clock.is_some() || commands.used.is_some() {
                    match lines.last_mut() {
                        // A move's clock and time used may come in one comment or two.
                        Some(Line::Move { clock, used, .. }) => {
                            *clock = clock.or(commands.clock);
                            *used = used.or(commands.used);
                        }
                        _ => return Err(cur.error_at(at, "a clock comment that follows no move")),
                    }
                }
                if !rest.is_empty() {
                    lines.push(Line::Note(rest));
                }
            }
            ';' => rest_of_line(&mut cur),
            '%' if cur.at_line_start() => rest_of_line(&mut cur),
            '(' => {
                skip_variation(&mut cur)?;
                left_out.variations += 1;
            }
            ')' => return Err(cur.error_at(at, "a ')' with no '(' before it")),
            '[' => break, // the next game's tags
            '$' => {
                cur.next_char();
                let mut number = String::new();
                while cur.peek().is_some_and(|c| c.is_ascii_digit()) {
                    number.extend(cur.next_char());
                }
                // The six move assessments are shown with the move; the rest are counted.
                match (nag_glyph(&number), lines.last_mut()) {
                    (Some(g), Some(Line::Move { glyph, .. })) if glyph.is_none() => *glyph = Some(g.to_owned()),
                    _ => left_out.glyphs += 1,
                }
            }
            _ => {
                let mut token = String::new();
                while cur.peek().is_some_and(|c| !c.is_whitespace() && !"{}()[];$".contains(c)) {
                    token.extend(cur.next_char());
                }
                if token.is_empty() {
                    cur.next_char();
                    return Err(cur.error_at(at, format!("'{c}' is not PGN here")));
                }
                if RESULTS.contains(&token.as_str()) {
                    result_token = Some(token);
                    break;
                }
                if ended.is_some() {
                    // A move number alone is no move.
                    if !token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.').is_empty() {
                        left_out.moves_after_end += 1;
                    }
                    continue;
                }
                // A move number ("12." or "12...") may stand alone or stick to its move ("12.e4").
                let san = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
                let san = if san.len() < token.len() && token.contains('.') { san } else { token.as_str() };
                let bare = san.trim_end_matches(['!', '?']);
                let suffix = &san[bare.len()..];
                let san = bare;
                if san.is_empty() {
                    continue;
                }
                // Castling is sometimes written with zeros.
                let san = if san.starts_with("0-0") { san.replace('0', "O") } else { san.to_owned() };
                let mover = position.turn();
                let number = position.fullmoves().get();
                let parsed: SanPlus =
                    san.parse().map_err(|_| cur.error_at(at, format!("'{token}' is not a move in SAN")))?;
                let m = parsed.san.to_move(&position).map_err(|e| {
                    cur.error_at(
                        at,
                        format!("'{token}' is not legal for {} at move {number} ({e})", vocabulary::side_name(mover)),
                    )
                })?;
                let san = SanPlus::from_move_and_play_unchecked(&mut position, m).to_string();
                let glyph = (!suffix.is_empty()).then(|| suffix.to_owned());
                lines.push(Line::Move { number, side: mover, san, clock: None, used: None, glyph });
                let times = seen.entry(repetition_key(&position)).or_insert(0);
                *times += 1;
                let situation = Situation::on_the_board(rulebook, Some(&position), Some(*times));
                ended = rulebook.automatic_end(mover, &situation).and_then(|v| {
                    Some(End {
                        result: v.result?.pgn().to_owned(),
                        termination: v.termination.map(|t| t.id().to_owned()),
                        rule: Some(v.rule),
                    })
                });
            }
        }
    }
    let result = get("Result").filter(|r| RESULTS.contains(&r.as_str())).or(result_token).unwrap_or_else(|| "*".into());
    // The rules' end stands before what the text says after it.
    let end = ended.or_else(|| {
        (result != "*").then(|| End {
            result,
            termination: get("Ending").or_else(|| get("Termination")),
            rule: get("Rule"),
        })
    });
    if let Some(end) = &end {
        lines.push(Line::End(end.clone()));
    }
    // Our own exact control first: the standard tag may have left a delay or overtime out.
    let mut score = Score {
        rules: get("Rulebook"),
        white_time_control: None,
        black_time_control: get("BlackTimeControl"),
        // Our own exact control first: the standard tag may have left a delay or overtime out.
        time_control: get("ExactTimeControl").or_else(|| get("TimeControl")),
        fen,
        lines,
        end,
        heading: heading(&get),
        left_out,
    };
    let controls = score.controls();
    derive_used(&mut score.lines, controls);
    Ok(score)
}

/// The move assessment a NAG stands for (`$1` is `!`), for the six PGN defines as such.
fn nag_glyph(number: &str) -> Option<&'static str> {
    match number {
        "1" => Some("!"),
        "2" => Some("?"),
        "3" => Some("!!"),
        "4" => Some("??"),
        "5" => Some("!?"),
        "6" => Some("?!"),
        _ => None,
    }
}

/// Who played, where and when: the tags, less the placeholders (`?`, empty) and the names this
/// clock writes when it knows none (`White`, `Black`, `Fair Clock game`).
fn heading(get: &dyn Fn(&str) -> Option<String>) -> Heading {
    let said = |name: &str, placeholders: &[&str]| {
        get(name)
            .map(|v| v.trim().to_owned())
            .filter(|v| !v.is_empty() && !v.contains('?') && !placeholders.contains(&v.as_str()))
    };
    Heading {
        white: said("White", &["White"]),
        black: said("Black", &["Black"]),
        white_elo: said("WhiteElo", &["-", "0"]),
        black_elo: said("BlackElo", &["-", "0"]),
        event: said("Event", &["Fair Clock game", "-"]),
        site: said("Site", &["-"]),
        round: said("Round", &["-"]),
        board: said("Board", &[]),
        date: said("Date", &[]),
    }
}

/// Skips a variation `( … )`, nested ones and comments inside it included.
fn skip_variation(cur: &mut Cursor<'_>) -> Result<(), TextError> {
    let open = cur.at;
    let mut depth = 0;
    while let Some(c) = cur.next_char() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Ok(());
                }
            }
            '{' => while cur.next_char().is_some_and(|c| c != '}') {},
            _ => {}
        }
    }
    Err(cur.error_at(open, "this variation '(' is never closed with ')'"))
}

/// An imported text that is no game: a record that cannot be read or replayed, or a PGN that
/// cannot be read.
#[derive(Debug, Clone, PartialEq)]
pub enum ImportError {
    Record(RecordError),
    Pgn(TextError),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Record(e) => write!(f, "record: {e}"),
            ImportError::Pgn(e) => write!(f, "PGN: {e}"),
        }
    }
}

impl std::error::Error for ImportError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ImportError::Record(e) => Some(e),
            ImportError::Pgn(e) => Some(e),
        }
    }
}

/// What an imported text is: a PGN, or a record's JSON.
pub fn import_any(text: &str) -> Result<Score, ImportError> {
    if text.trim_start().starts_with('{') {
        let record = Record::from_json(text).map_err(ImportError::Record)?;
        Score::from_record(&record).map_err(ImportError::Record)
    } else {
        import(text).map_err(ImportError::Pgn)
    }
}
