//! PGN: a game's score written as Portable Game Notation, and a PGN read back for review.
//!
//! Export writes the Seven Tag Roster (`Date` the players' local date), `UTCDate` and `UTCTime` as
//! lichess writes them, `TimeControl` in the PGN standard's own syntax (periods, move counts,
//! increments: what other programs read) with the exact control in `ExactTimeControl` when the
//! standard cannot say it (a delay, overtime), `Termination` (PGN's own words: `normal`, `time
//! forfeit`, `rules infraction`, `unterminated`), and beside them `Rulebook`, `Ending` (the record's
//! termination id) and `Rule` (the rule that decided it). Each move is followed by
//! `{[%clk h:mm:ss] [%emt h:mm:ss]}` — the mover's time after the press, increment included, and
//! the time charged for the move — as lichess and chess.com write `%clk` (tenths as `h:mm:ss.s`
//! when there are any). Claims, penalties, flags and pauses are comments where they happened.
//!
//! Import reads the first game of a PGN: tags, moves (checked on a board), clocks and comments.
//! `[%clk]` and `[%emt]` are read; other commands (`[%eval]`, `[%csl]`, `[%cal]`, …) are left out
//! quietly. Where only clocks are given, each move's time used is derived from them and the
//! control's increment. An error names the line and column.

use crate::ground::clock_time::{ClockTime, Precision, Rounding};
use crate::ground::micros::Micros;
use crate::ground::record::{Record, RecordError};
use crate::ground::time_control::TimeControl;
use crate::ground::words::in_english;
use crate::replay::board::{position_from_fen, repetition_key};
use crate::replay::score::{End, Heading, LeftOut, Line, Score};
use crate::rules::{Rulebook, Situation};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Position};
use std::collections::HashMap;
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

/// When a game was played, as the tags say it: `Date` the players' local date, `UTCDate` and
/// `UTCTime` (`2026.11.23`, `23:41:07`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dates {
    pub date: String,
    pub utc_date: String,
    pub utc_time: String,
}

impl Dates {
    /// The dates of the instant `wall_ms` (Unix time in milliseconds), where local time is
    /// `utc_minus_local_min` minutes behind UTC (JavaScript's `getTimezoneOffset`: -60 in Paris in
    /// winter).
    pub fn at(wall_ms: f64, utc_minus_local_min: f64) -> Dates {
        let local_ms = wall_ms - utc_minus_local_min * 60_000.0;
        let utc_time = if wall_ms.is_finite() {
            let s = (wall_ms / 1000.0).floor() as i64;
            let (h, m, s) = (s.rem_euclid(86_400) / 3600, s.rem_euclid(3600) / 60, s.rem_euclid(60));
            format!("{h:02}:{m:02}:{s:02}")
        } else {
            "??:??:??".into()
        };
        Dates { date: date_of_unix_ms(local_ms), utc_date: date_of_unix_ms(wall_ms), utc_time }
    }
}

/// A tag pair: its value on one line (a line break would end the tag), `\\` and `"` escaped.
fn tag(name: &str, value: &str) -> String {
    let value = crate::ground::heading::one_line(value);
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
fn standard_time_control(tc: &str) -> (String, Option<&str>) {
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
    for line in &score.lines {
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
            Line::End(_) => {}
            // A game without recorded moves has its presses in the record: the PGN, with no
            // moves to carry them, says so once (the note before them) and adds no noise.
            Line::PressWithoutMove { .. } => {}
            // A long comment is broken between its words, like the movetext. In English, whatever
            // the players' language: a PGN is read by programs and people anywhere.
            other => tokens.extend(comment(&in_english(|| other.summary())).split(' ').map(str::to_owned)),
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

/// What a comment's commands said of the move before it.
#[derive(Debug, Default)]
struct Commands {
    clock: Option<Micros>,
    used: Option<Micros>,
}

/// Takes the commands (`[%name …]`) out of a comment: the clock and the time used, and the rest of
/// the text. Other commands — an engine's `[%eval]`, arrows and squares — are left out quietly.
fn split_commands(text: &str, at: (usize, usize)) -> Result<(Commands, String), PgnError> {
    let mut commands = Commands::default();
    let mut rest = String::new();
    let mut text = text;
    while let Some(start) = text.find("[%") {
        rest.push_str(&text[..start]);
        rest.push(' ');
        let Some(len) = text[start..].find(']') else {
            return Err(error_at(at, "a [%…] command in this comment is never closed with ']'"));
        };
        let command = &text[start + 2..start + len];
        let (name, value) = command.split_once(char::is_whitespace).unwrap_or((command, ""));
        let reading = || {
            parse_clk(value).ok_or_else(|| error_at(at, format!("'{}' is not a clock reading h:mm:ss", value.trim())))
        };
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
    let mut left_out = LeftOut::default();
    let mut result_token = None;
    // The game ends where the rules end it: the rulebook's automatic ends (checkmate, stalemate,
    // fivefold, 75 moves, a dead position; FIDE's when the PGN names no rulebook of ours).
    let rulebook = get("Rulebook").and_then(|r| r.parse::<Rulebook>().ok()).unwrap_or(Rulebook::FideStandard);
    let mut seen: HashMap<u64, u32> = HashMap::from([(repetition_key(&position), 1)]);
    let mut ended: Option<End> = None;
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
                let (commands, rest) = split_commands(&body, at)?;
                if commands.clock.is_some() || commands.used.is_some() {
                    match lines.last_mut() {
                        // A move's clock and time used may come in one comment or two.
                        Some(Line::Move { clock, used, .. }) => {
                            *clock = clock.or(commands.clock);
                            *used = used.or(commands.used);
                        }
                        _ => return Err(error_at(at, "a clock comment that follows no move")),
                    }
                }
                if !rest.is_empty() {
                    lines.push(Line::Note(rest));
                }
            }
            ';' => cur.rest_of_line(),
            '%' if cur.column == 1 => cur.rest_of_line(),
            '(' => {
                skip_variation(&mut cur)?;
                left_out.variations += 1;
            }
            ')' => return Err(error_at(at, "a ')' with no '(' before it")),
            '[' => break, // the next game's tags
            '$' => {
                cur.next();
                let mut number = String::new();
                while cur.peek().is_some_and(|c| c.is_ascii_digit()) {
                    number.extend(cur.next());
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
                    san.parse().map_err(|_| error_at(at, format!("'{token}' is not a move in SAN")))?;
                let m = parsed.san.to_move(&position).map_err(|e| {
                    error_at(
                        at,
                        format!(
                            "'{token}' is not legal for {} at move {number} ({e})",
                            crate::ground::vocabulary::side_name(mover)
                        ),
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
        // The assessments stay with their moves; the variation is counted, not dropped unsaid.
        let texts: Vec<String> = s.lines.iter().map(Line::text).collect();
        assert_eq!(texts[0], "1. e4!");
        assert_eq!(texts[2], "2. Nf3!");
        assert_eq!(s.left_out, LeftOut { variations: 1, glyphs: 0, ..LeftOut::default() });
        let s = import("1. e4 $14 e5 $2 $18 *").unwrap();
        assert_eq!(s.left_out.glyphs, 2, "$14 and a second glyph on e5");
        assert_eq!(s.lines[1].text(), "1… e5?");
    }

    #[test]
    fn players_ratings_and_the_event_come_from_the_tags_and_go_back_out() {
        let s = import("[Event \"Tata Steel\"]\n[Site \"?\"]\n[Round \"3\"]\n[White \"Carlsen, Magnus\"]\n[Black \"Nakamura, Hikaru\"]\n[WhiteElo \"2830\"]\n[BlackElo \"2780\"]\n\n1. e4 e5 *").unwrap();
        assert_eq!(s.heading.players().as_deref(), Some("Carlsen, Magnus (2830) – Nakamura, Hikaru (2780)"));
        assert_eq!(s.heading.occasion().as_deref(), Some("Tata Steel · Round 3"));
        let out = write(&s, None);
        assert!(out.contains("[White \"Carlsen, Magnus\"]\n[Black \"Nakamura, Hikaru\"]"), "{out}");
        assert!(out.contains("[WhiteElo \"2830\"]"), "{out}");
        let ours = import(&write(&Score::default(), None)).unwrap();
        assert_eq!(ours.heading, Heading::default(), "this clock's own placeholders are no names");
    }

    #[test]
    fn a_game_without_moves_exports_its_result_and_one_note_not_a_comment_per_press() {
        use crate::ground::record::{Event, EventKind};
        let mut events = vec![Event { t: 0.0, kind: EventKind::Start, pins: Vec::new() }];
        for i in 1..=20 {
            let side = if i % 2 == 1 { Color::White } else { Color::Black };
            events.push(Event {
                t: f64::from(i) * 1000.0,
                kind: EventKind::Press { side, mv: None },
                pins: Vec::new(),
            });
        }
        events.push(Event { t: 21_000.0, kind: EventKind::Resign { side: Color::White }, pins: Vec::new() });
        let record = Record { events, ..Record::new("fide-blitz".parse().unwrap(), "60".parse().unwrap()) };
        let text = export(&record, None).unwrap();
        assert_eq!(text.matches('{').count(), 2, "the note and the resignation: {text}");
        assert!(!text.contains("pressed"), "{text}");
        assert!(text.trim_end().ends_with("{White resigns} 0-1"), "{text}");
    }

    #[test]
    fn a_line_break_in_a_heading_never_breaks_a_tag_and_the_export_reads_back() {
        use crate::ground::record::{EventKind, Record};
        let mut record = Record::new("fide-blitz".parse().unwrap(), "180+2".parse().unwrap());
        // As an older record or a hand-edited one may carry it (a record read now is tidied).
        record.heading.event = Some("Club\nOpen".into());
        record.heading.site = Some("Hall \"A\"\r\nBack\\room".into());
        record.events.push(crate::ground::record::Event { t: 0.0, kind: EventKind::Start, pins: Vec::new() });
        let text = export(&record, None).unwrap();
        assert!(text.contains("[Event \"Club Open\"]\n"), "{text}");
        assert!(text.contains("[Site \"Hall \\\"A\\\" Back\\\\room\"]\n"), "{text}");
        for line in text.lines().filter(|l| l.starts_with('[')) {
            assert!(line.ends_with("\"]"), "a tag on one line: {line}");
        }
        let back = import(&text).unwrap();
        assert_eq!(back.heading.event.as_deref(), Some("Club Open"));
        assert_eq!(back.heading.site.as_deref(), Some("Hall \"A\" Back\\room"));
    }

    #[test]
    fn a_game_ends_where_the_rules_end_it_and_the_moves_after_are_left_out() {
        // The knights dance: the start position stands for the fifth time after 16 plies (FIDE
        // 9.6.1), and the text goes on for thousands more.
        let dance = "Nf3 Nf6 Ng1 Ng8 ".repeat(5_000);
        let text = format!("[Event \"Long\"]\n[Result \"1-0\"]\n\n{dance} 1-0\n");
        let score = import(&text).unwrap();
        assert_eq!(score.lines.iter().filter(|l| matches!(l, Line::Move { .. })).count(), 16);
        let end = score.end.as_ref().unwrap();
        assert_eq!(
            (end.result.as_str(), end.termination.as_deref(), end.rule.as_deref()),
            ("1/2-1/2", Some("fivefold"), Some("FIDE 9.6.1"))
        );
        assert_eq!(score.left_out.moves_after_end, 20_000 - 16);
        let said = score.left_out.sentence().unwrap();
        assert!(said.starts_with("19984 moves after the game had ended were left out"), "{said}");
        // A mate ends it too, whatever the text says after.
        let mate = import("1. f3 e5 2. g4 Qh4# 3. Kf2 Qxf2 0-1").unwrap();
        assert_eq!(mate.end.as_ref().map(|e| e.termination.as_deref()), Some(Some("checkmate")));
        assert_eq!(mate.left_out.moves_after_end, 2);
    }

    #[test]
    fn a_record_s_events_after_its_end_are_left_out_of_the_review() {
        use crate::ground::record::{Event, EventKind};
        let mut record = Record::new("fide-blitz".parse().unwrap(), "180+2".parse().unwrap());
        let at = |t: f64, kind: EventKind| Event { t, kind, pins: Vec::new() };
        record.events.push(at(0.0, EventKind::Start));
        record.events.push(at(1_000.0, EventKind::Resign { side: Color::White }));
        for i in 0..500 {
            record.events.push(at(2_000.0 + f64::from(i), EventKind::Pause));
        }
        let score = import_any(&record.to_json()).unwrap();
        assert_eq!(score.end.as_ref().map(|e| e.result.as_str()), Some("0-1"));
        assert_eq!(score.left_out.events_after_end, 500);
        assert!(score.left_out.sentence().is_some_and(|s| s.starts_with("500 events after the game had ended")));
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
                    glyph: None,
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
        let text = write(&score, Some(&Dates::at(1_763_767_805_000.0, -60.0)));
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
    fn dates_are_the_players_local_day_and_utc() {
        // 2025-11-21 23:30:05 UTC is already the 22nd in Paris (UTC+1) and still the 21st in New York.
        let utc = 1_763_767_805_000.0;
        let paris = Dates::at(utc, -60.0);
        assert_eq!(
            (paris.date.as_str(), paris.utc_date.as_str(), paris.utc_time.as_str()),
            ("2025.11.22", "2025.11.21", "23:30:05")
        );
        assert_eq!(Dates::at(utc, 300.0).date, "2025.11.21");
        assert_eq!(Dates::at(f64::NAN, 0.0).utc_time, "??:??:??");
    }

    #[test]
    fn the_time_control_tag_is_standard_pgn_and_the_exact_control_is_kept_beside_it() {
        for (ours, standard, exact) in [
            ("180+2", "180+2", None),
            ("40/5400+30:1800+30", "40/5400+30:1800+30", None),
            ("*60", "*60", None),
            ("300d3", "300", Some("300d3")),
            ("5400b30", "5400", Some("5400b30")),
            ("3600j5x30", "3600", Some("3600j5x30")),
            ("3600c25/300", "3600", Some("3600c25/300")),
            ("not a control", "not a control", None),
        ] {
            assert_eq!(standard_time_control(ours), (standard.to_owned(), exact), "{ours}");
        }
        let score = Score { time_control: Some("300d3".into()), ..Score::default() };
        let text = write(&score, None);
        assert!(text.contains("[TimeControl \"300\"]\n[ExactTimeControl \"300d3\"]"), "{text}");
        assert_eq!(import(&text).unwrap().time_control.as_deref(), Some("300d3"), "the exact control is read back");
    }

    /// The moves' (clock, time used) as imported.
    fn clocks_and_used(score: &Score) -> Vec<(Option<Micros>, Option<Micros>)> {
        score
            .lines
            .iter()
            .filter_map(|l| match l {
                Line::Move { clock, used, .. } => Some((*clock, *used)),
                _ => None,
            })
            .collect()
    }

    const S: fn(f64) -> Micros = |s| Micros((s * 1e6) as i64);

    #[test]
    fn lichess_clocks_with_evals_give_each_moves_time_used() {
        // As lichess exports with evaluations: spaces inside the braces, the eval before the clock.
        let text = "[TimeControl \"180+2\"]\n\n1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... c5 { [%eval 0.19] [%clk 0:03:00] } \
                    2. Nf3 { [%eval 0.2] [%clk 0:02:58] } 2... d6 { [%clk 0:02:55] } 3. d4 { [%csl Gd4][%cal Gd2d4] [%clk 0:02:57] } *";
        let score = import(text).unwrap();
        assert!(
            !score.lines.iter().any(|l| matches!(l, Line::Note(_))),
            "no note for eval, arrows or squares: {:?}",
            score.lines
        );
        assert_eq!(
            clocks_and_used(&score),
            [
                // Lichess starts the clocks after each side's first move: not timed, no time used.
                (Some(S(180.0)), None),
                (Some(S(180.0)), None),
                (Some(S(178.0)), Some(S(4.0))), // 180 − 178 + 2
                (Some(S(175.0)), Some(S(7.0))),
                (Some(S(177.0)), Some(S(3.0))),
            ]
        );
    }

    #[test]
    fn chess_com_tenths_emt_and_notes_around_commands() {
        let text = "[TimeControl \"60\"]\n\n1. d4 {[%clk 0:00:59.9]} 1... d5 {[%clk 0:00:58.2][%timestamp 18]} \
                    2. c4 {Queen's gambit [%clk 0:00:57.6] [%emt 0:00:02.5]} *";
        let score = import(text).unwrap();
        assert_eq!(
            clocks_and_used(&score),
            [
                (Some(S(59.9)), Some(Micros(100_000))),
                (Some(S(58.2)), Some(S(1.8))),
                // The given emt wins over the derived 2.3 s.
                (Some(S(57.6)), Some(S(2.5))),
            ]
        );
        assert!(score.lines.contains(&Line::Note("Queen's gambit".into())), "{:?}", score.lines);
    }

    #[test]
    fn time_used_follows_periods_and_odds_and_is_left_out_where_the_clock_cannot_say() {
        // 2 moves in 60 s + 1, then 30 s added: the second move ends the period.
        let text = "[TimeControl \"2/60+1:30+1\"]\n\n1. e4 {[%clk 0:00:56]} 1... e5 {[%clk 0:00:59]} 2. Nf3 {[%clk 0:01:20]} *";
        let used: Vec<_> = clocks_and_used(&import(text).unwrap()).into_iter().map(|(_, u)| u).collect();
        assert_eq!(used, [Some(S(5.0)), Some(S(2.0)), Some(S(7.0))]); // 56 − 80 + 1 + 30 = 7
        // Time odds: Black's own control.
        let text =
            "[TimeControl \"300\"]\n[BlackTimeControl \"60\"]\n\n1. e4 {[%clk 0:04:50]} 1... e5 {[%clk 0:00:55]} *";
        let used: Vec<_> = clocks_and_used(&import(text).unwrap()).into_iter().map(|(_, u)| u).collect();
        assert_eq!(used, [Some(S(10.0)), Some(S(5.0))]);
        // A delay hides the time used within it; no control, no start; clocks that do not add up.
        for text in [
            "[TimeControl \"300d5\"]\n\n1. e4 {[%clk 0:04:58]} *",
            "[TimeControl \"-\"]\n\n1. e4 {[%clk 0:04:58]} *",
            "[TimeControl \"60\"]\n\n1. e4 {[%clk 0:01:30]} *",
        ] {
            assert_eq!(clocks_and_used(&import(text).unwrap())[0].1, None, "{text}");
        }
        // Bad readings are still errors, whichever command holds them.
        assert!(import("1. e4 {[%emt soon]}").unwrap_err().message.contains("not a clock reading"));
        assert!(import("1. e4 {[%eval 0.2").is_err());
    }

    #[test]
    fn of_a_file_with_several_games_the_first_is_read() {
        let text =
            "[Event \"one\"]\n[TimeControl \"60\"]\n\n1. e4 {[%clk 0:00:59]} 1-0\n\n[Event \"two\"]\n\n1. d4 0-1\n";
        let score = import(text).unwrap();
        assert_eq!(score.moves().map(|(m, _)| m).collect::<Vec<_>>(), ["e4"]);
        assert_eq!(score.result(), "1-0");
    }

    #[test]
    fn import_any_tells_a_record_from_a_pgn() {
        let e =
            import_any("{\"rules\":\"fide-blitz\",\"time_control\":\"60\",\"events\":[{\"t\":0,\"type\":\"jump\"}]}")
                .unwrap_err();
        assert!(matches!(e, ImportError::Record(_)) && e.to_string().starts_with("record: event 0"), "{e}");
        let e = import_any("1. e4 e5 2. Qxf7").unwrap_err();
        assert!(matches!(e, ImportError::Pgn(_)) && e.to_string().starts_with("PGN: line 1, column 13"), "{e}");
    }
}
