//! PGN: a game's score written as Portable Game Notation, and a PGN read back for review.
//!
//! Export writes the Seven Tag Roster, `TimeControl` (the record's PGN syntax), `Termination` (PGN's
//! own words: `normal`, `time forfeit`, `rules infraction`, `unterminated`), and beside them
//! `Rulebook`, `Ending` (the record's termination id) and `Rule` (the rule that decided it). Each
//! move is followed by `{[%clk h:mm:ss]}` — the mover's time after the press, increment included —
//! as lichess and chess.com write it (tenths as `h:mm:ss.s` when there are any). Claims, penalties,
//! flags and pauses are comments where they happened.
//!
//! Import reads the first game of a PGN: tags, moves (checked on a board), clocks and comments.
//! An error names the line and column.

use crate::domain::board::position_from_fen;
use crate::domain::clock_time::{ClockTime, Precision, Rounding};
use crate::domain::micros::Micros;
use crate::domain::record::{Record, RecordError};
use crate::domain::score::{End, Line, Score};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Position};
use std::fmt;

/// The PGN `Termination` tag for a record's termination id.
pub fn pgn_termination(termination: Option<&str>) -> &'static str {
    match termination {
        None => "unterminated",
        Some("flag") => "time forfeit",
        Some("illegal_move" | "penalty") => "rules infraction",
        Some(_) => "normal",
    }
}

/// `h:mm:ss`, or `h:mm:ss.s` when the tenths are not zero; tenths cut, never rounded up.
pub fn clk(t: Micros) -> String {
    ClockTime::new(t, Precision::Tenths, Rounding::Down).pgn()
}

/// Reads a `[%clk h:mm:ss(.s…)]` value back.
pub fn parse_clk(text: &str) -> Option<Micros> {
    let mut parts = text.trim().split(':');
    let (h, m, s) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    let whole =
        |p: &str| (!p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())).then(|| p.parse::<i64>().ok()).flatten();
    let (h, m) = (whole(h)?, whole(m)?);
    let (secs, frac) = s.split_once('.').unwrap_or((s, ""));
    let secs = whole(secs)?;
    if !frac.bytes().all(|b| b.is_ascii_digit()) || m >= 60 || secs >= 60 {
        return None;
    }
    let frac_us: i64 = format!("{frac:0<6}").get(..6)?.parse().ok()?;
    Some(Micros(((h * 60 + m) * 60 + secs) * 1_000_000 + frac_us))
}

/// The date for the `Date` tag (`2026.11.21`) of a Unix time in milliseconds (UTC).
pub fn date_of_unix_ms(ms: f64) -> String {
    if !ms.is_finite() {
        return "????.??.??".into();
    }
    // Howard Hinnant's days-to-civil.
    let z = (ms / 86_400_000.0).floor() as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}.{m:02}.{d:02}")
}

fn tag(name: &str, value: &str) -> String {
    format!("[{name} \"{}\"]\n", value.replace('\\', "\\\\").replace('"', "\\\""))
}

/// A comment's text: a `}` would end it early.
fn comment(text: &str) -> String {
    format!("{{{}}}", text.replace(['{', '}'], "").replace(['\n', '\r'], " ").trim())
}

/// Exports a record as PGN; `date` is the `Date` tag's value (`????.??.??` when unknown).
pub fn export(record: &Record, date: Option<&str>) -> Result<String, RecordError> {
    Ok(write(&Score::from_record(record)?, date))
}

/// Writes a score as PGN.
pub fn write(score: &Score, date: Option<&str>) -> String {
    let mut out = String::new();
    let end = score.end.as_ref();
    for (name, value) in [
        ("Event", "Fair Clock game"),
        ("Site", "?"),
        ("Date", date.unwrap_or("????.??.??")),
        ("Round", "-"),
        ("White", "White"),
        ("Black", "Black"),
        ("Result", score.result()),
    ] {
        out.push_str(&tag(name, value));
    }
    let white_tc = score.white_time_control.as_ref().or(score.time_control.as_ref());
    if let Some(tc) = white_tc {
        out.push_str(&tag("TimeControl", tc));
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
    for line in &score.lines {
        match line {
            Line::Move { number, side, san, clock, .. } => {
                tokens.push(match side {
                    Color::White => format!("{number}. {san}"),
                    Color::Black => format!("{number}... {san}"),
                });
                if let Some(c) = clock {
                    tokens.push(format!("{{[%clk {}]}}", clk(*c)));
                }
            }
            Line::End(_) => {}
            // A long comment is broken between its words, like the movetext.
            other => tokens.extend(comment(&other.summary()).split(' ').map(str::to_owned)),
        }
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

/// A PGN that cannot be read: what is wrong and where (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for PgnError {}

/// A cursor over the text that knows its line and column.
struct Cursor<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
}

impl Cursor<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn here(&self) -> (usize, usize) {
        (self.line, self.column)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(|c| c.is_whitespace() || c == '\u{feff}') {
            self.next();
        }
    }

    fn rest_of_line(&mut self) {
        while self.peek().is_some_and(|c| c != '\n') {
            self.next();
        }
    }
}

fn error_at((line, column): (usize, usize), message: impl Into<String>) -> PgnError {
    PgnError { line, column, message: message.into() }
}

/// Reads the tag pairs at the start of a game.
fn read_tags(cur: &mut Cursor<'_>) -> Result<Vec<(String, String)>, PgnError> {
    let mut tags = Vec::new();
    loop {
        cur.skip_space();
        match cur.peek() {
            Some('[') => {}
            Some('%') if cur.column == 1 => {
                cur.rest_of_line();
                continue;
            }
            _ => return Ok(tags),
        }
        let open = cur.here();
        cur.next();
        cur.skip_space();
        let mut name = String::new();
        while cur.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            name.extend(cur.next());
        }
        if name.is_empty() {
            return Err(error_at(cur.here(), "a tag must start with its name, as in [Event \"…\"]"));
        }
        cur.skip_space();
        if cur.peek() != Some('"') {
            return Err(error_at(cur.here(), format!("the tag {name} needs a value in double quotes")));
        }
        cur.next();
        let mut value = String::new();
        loop {
            match cur.next() {
                Some('\\') => value.extend(cur.next()),
                Some('"') => break,
                Some('\n') | None => {
                    return Err(error_at(open, format!("the value of the tag {name} is never closed with '\"'")));
                }
                Some(c) => value.push(c),
            }
        }
        cur.skip_space();
        if cur.next() != Some(']') {
            return Err(error_at(open, format!("the tag {name} is never closed with ']'")));
        }
        tags.push((name, value));
    }
}

/// Takes the `[%clk …]` command out of a comment: the clock, and the rest of the text.
fn split_clock(text: &str, at: (usize, usize)) -> Result<(Option<Micros>, String), PgnError> {
    let Some(start) = text.find("[%clk") else { return Ok((None, text.trim().to_owned())) };
    let Some(len) = text[start..].find(']') else {
        return Err(error_at(at, "a [%clk …] in this comment is never closed with ']'"));
    };
    let value = &text[start + 5..start + len];
    let clock =
        parse_clk(value).ok_or_else(|| error_at(at, format!("'{}' is not a clock reading h:mm:ss", value.trim())))?;
    let rest = format!("{} {}", &text[..start], &text[start + len + 1..]);
    Ok((Some(clock), rest.trim().to_owned()))
}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// Reads the first game of a PGN into a score for review. Moves are played on a board from the
/// `FEN` tag (or the start position), so an illegal or unreadable move is an error at its place.
pub fn import(text: &str) -> Result<Score, PgnError> {
    let mut cur = Cursor { chars: text.chars().peekable(), line: 1, column: 1 };
    let tags = read_tags(&mut cur)?;
    let get = |name: &str| tags.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.clone());
    let fen = get("FEN");
    let mut position: Chess = match &fen {
        Some(f) => position_from_fen(f).map_err(|e| error_at((1, 1), format!("the FEN tag: {e}")))?,
        None => Chess::default(),
    };
    let mut lines: Vec<Line> = Vec::new();
    let mut result_token = None;
    loop {
        cur.skip_space();
        let at = cur.here();
        let Some(c) = cur.peek() else { break };
        match c {
            '{' => {
                cur.next();
                let mut body = String::new();
                loop {
                    match cur.next() {
                        Some('}') => break,
                        Some(ch) => body.push(ch),
                        None => return Err(error_at(at, "this comment '{' is never closed with '}'")),
                    }
                }
                let (clock, rest) = split_clock(&body, at)?;
                if let Some(clock) = clock {
                    match lines.last_mut() {
                        Some(Line::Move { clock: c @ None, .. }) => *c = Some(clock),
                        _ => return Err(error_at(at, "a clock comment that follows no move")),
                    }
                }
                if !rest.is_empty() {
                    lines.push(Line::Note(rest));
                }
            }
            ';' => cur.rest_of_line(),
            '%' if cur.column == 1 => cur.rest_of_line(),
            '(' => skip_variation(&mut cur)?,
            ')' => return Err(error_at(at, "a ')' with no '(' before it")),
            '[' => break, // the next game's tags
            '$' => {
                cur.next();
                while cur.peek().is_some_and(|c| c.is_ascii_digit()) {
                    cur.next();
                }
            }
            _ => {
                let mut token = String::new();
                while cur.peek().is_some_and(|c| !c.is_whitespace() && !"{}()[];$".contains(c)) {
                    token.extend(cur.next());
                }
                if token.is_empty() {
                    cur.next();
                    return Err(error_at(at, format!("'{c}' is not PGN here")));
                }
                if RESULTS.contains(&token.as_str()) {
                    result_token = Some(token);
                    break;
                }
                // A move number ("12." or "12...") may stand alone or stick to its move ("12.e4").
                let san = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
                let san = if san.len() < token.len() && token.contains('.') { san } else { token.as_str() };
                let san = san.trim_end_matches(['!', '?']);
                if san.is_empty() {
                    continue;
                }
                // Castling is sometimes written with zeros.
                let san = if san.starts_with("0-0") { san.replace('0', "O") } else { san.to_owned() };
                let mover = position.turn();
                let number = position.fullmoves().get();
                let parsed: SanPlus =
                    san.parse().map_err(|_| error_at(at, format!("'{token}' is not a move in SAN")))?;
                let m = parsed.san.to_move(&position).map_err(|e| {
                    error_at(
                        at,
                        format!("'{token}' is not legal for {} at move {number} ({e})", crate::domain::clock::side_name(mover)),
                    )
                })?;
                let san = SanPlus::from_move_and_play_unchecked(&mut position, m).to_string();
                lines.push(Line::Move { number, side: mover, san, clock: None, used: None });
            }
        }
    }
    let result = get("Result").filter(|r| RESULTS.contains(&r.as_str())).or(result_token).unwrap_or_else(|| "*".into());
    let end = (result != "*").then(|| End {
        result,
        termination: get("Ending").or_else(|| get("Termination")),
        rule: get("Rule"),
    });
    if let Some(end) = &end {
        lines.push(Line::End(end.clone()));
    }
    let time_control = get("TimeControl");
    Ok(Score {
        rules: get("Rulebook"),
        white_time_control: None,
        black_time_control: get("BlackTimeControl"),
        time_control,
        fen,
        lines,
        end,
    })
}

/// Skips a variation `( … )`, nested ones and comments inside it included.
fn skip_variation(cur: &mut Cursor<'_>) -> Result<(), PgnError> {
    let open = cur.here();
    let mut depth = 0;
    while let Some(c) = cur.next() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Ok(());
                }
            }
            '{' => while cur.next().is_some_and(|c| c != '}') {},
            _ => {}
        }
    }
    Err(error_at(open, "this variation '(' is never closed with ')'"))
}

/// An imported text that is no game: a record that cannot be read or replayed, or a PGN that
/// cannot be read.
#[derive(Debug, Clone, PartialEq)]
pub enum ImportError {
    Record(RecordError),
    Pgn(PgnError),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_read_back_as_written() {
        for (us, text) in
            [(181_000_000, "0:03:01"), (178_734_000, "0:02:58.7"), (3_723_000_000, "1:02:03"), (0, "0:00:00")]
        {
            assert_eq!(clk(Micros(us)), text);
            assert_eq!(parse_clk(text), Some(Micros(us / 100_000 * 100_000)));
        }
        assert_eq!(parse_clk(" 0:00:05.25 "), Some(Micros(5_250_000)));
        for bad in ["", "1:2", "0:61:00", "a:00:00", "0:00:0x", "0:00:00:00"] {
            assert_eq!(parse_clk(bad), None, "{bad}");
        }
    }

    #[test]
    fn dates_are_utc_days() {
        assert_eq!(date_of_unix_ms(0.0), "1970.01.01");
        assert_eq!(date_of_unix_ms(1_795_219_200_000.0), "2026.11.21");
        assert_eq!(date_of_unix_ms(951_782_400_000.0), "2000.02.29");
        assert_eq!(date_of_unix_ms(f64::NAN), "????.??.??");
    }

    #[test]
    fn reads_numbers_annotations_variations_and_castling_zeros() {
        let s =
            import("[Result \"*\"]\n\n1.e4! e5 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 $1 Nc6 3. Bc4 Nf6 4. 0-0 ; rest\n*")
                .unwrap();
        let moves: Vec<&str> = s.moves().map(|(m, _)| m).collect();
        assert_eq!(moves, ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O"]);
        assert_eq!(s.end, None);
    }

    #[test]
    fn errors_name_the_line_and_column() {
        let e = import("[Event \"x\"]\n\n1. e4 e5 2. Ke3").unwrap_err();
        assert_eq!((e.line, e.column), (3, 13), "{e}");
        assert!(e.message.contains("not legal for White at move 2"), "{e}");
        let e = import("1. e4 {never closed").unwrap_err();
        assert_eq!((e.line, e.column), (1, 7));
        let e = import("[Event \"x\n").unwrap_err();
        assert_eq!((e.line, e.column), (1, 1));
        let e = import("1. e4 {[%clk 9:99:99]}").unwrap_err();
        assert!(e.message.contains("clock"), "{e}");
        let e = import("1. xyz").unwrap_err();
        assert_eq!((e.line, e.column, e.message.as_str()), (1, 4, "'xyz' is not a move in SAN"));
    }

    #[test]
    fn tags_and_comments_come_back_and_braces_cannot_break_a_comment() {
        let score = Score {
            rules: Some("fide-blitz".into()),
            time_control: Some("180+2".into()),
            lines: vec![
                Line::Move {
                    number: 1,
                    side: Color::White,
                    san: "e4".into(),
                    clock: Some(Micros::from_secs(181)),
                    used: None,
                },
                Line::Note("a } brace".into()),
                Line::Resign { side: Color::Black },
            ],
            end: Some(End {
                result: "1-0".into(),
                termination: Some("resignation".into()),
                rule: Some("FIDE 5.1.2".into()),
            }),
            ..Score::default()
        };
        let text = write(&score, Some("2026.11.21"));
        assert!(
            text.contains(
                "[Termination \"normal\"]\n[Rulebook \"fide-blitz\"]\n[Ending \"resignation\"]\n[Rule \"FIDE 5.1.2\"]"
            ),
            "{text}"
        );
        assert!(text.contains("1. e4 {[%clk 0:03:01]} {a  brace} {Black resigns} 1-0"), "{text}");
        let back = import(&text).unwrap();
        assert_eq!(back.end, score.end);
        assert_eq!(back.rules.as_deref(), Some("fide-blitz"));
        assert_eq!(back.moves().collect::<Vec<_>>(), [("e4", Some(Micros::from_secs(181)))]);
    }

    #[test]
    fn import_any_tells_a_record_from_a_pgn() {
        let e = import_any("{\"rules\":\"fide-blitz\",\"time_control\":\"60\",\"events\":[{\"t\":0,\"type\":\"jump\"}]}")
            .unwrap_err();
        assert!(matches!(e, ImportError::Record(_)) && e.to_string().starts_with("record: event 0"), "{e}");
        let e = import_any("1. e4 e5 2. Qxf7").unwrap_err();
        assert!(matches!(e, ImportError::Pgn(_)) && e.to_string().starts_with("PGN: line 1, column 13"), "{e}");
    }
}
