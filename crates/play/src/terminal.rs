//! The terminal game: a Unicode board with coordinates, the last move,
//! locks and lines marked; moves typed in SAN, long notation or UCI, in
//! English or Russian letters; every word in English or Russian (the
//! page's texts, `assets/i18n/`), the rules guide as text (`help rules`),
//! wrapped at word boundaries to the terminal's width.

use std::fs::File;
use std::io::{self, BufRead, Write};
use std::process::{Command, Stdio};

use danilchuk_board::Color;

use crate::game_messages::{
    claim_message, lock_message, outcome_message, swap_message, transform_message,
};
use crate::texts::{format_text, text as say, wrap};
use crate::{guide, Lang, Opponent, Rules, Session, Snapshot};

/// How the terminal game speaks: its language and the width it wraps
/// words to.
///
/// ```
/// use danilchuk_play::{terminal, Lang};
/// let options = terminal::Options::new(Lang::Russian).with_width(60);
/// assert_eq!(options.lang, Lang::Russian);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Options {
    /// The language of its words.
    pub lang: Lang,
    /// The columns words are wrapped to; `None`: the terminal's width
    /// (`COLUMNS`, else what `stty size` says of the terminal, else 80).
    pub width: Option<usize>,
}

impl Options {
    /// Options in `lang`, wrapping to the terminal's width.
    #[must_use]
    pub fn new(lang: Lang) -> Options {
        Options { lang, width: None }
    }

    /// The same, wrapping to `width` columns.
    #[must_use]
    pub fn with_width(self, width: usize) -> Options {
        Options {
            width: Some(width),
            ..self
        }
    }

    /// The width to wrap to now (a terminal may be resized between two
    /// questions).
    fn columns(&self) -> usize {
        self.width.unwrap_or_else(terminal_width).max(20)
    }
}

impl Default for Options {
    /// English, at the terminal's width.
    fn default() -> Options {
        Options::new(Lang::English)
    }
}

/// The terminal's width: `COLUMNS` if set, else the size `stty` reads from
/// the controlling terminal, else 80.
fn terminal_width() -> usize {
    if let Some(columns) = std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse().ok())
    {
        return columns;
    }
    File::open("/dev/tty")
        .ok()
        .and_then(|tty| {
            Command::new("stty")
                .arg("size")
                .stdin(tty)
                .stderr(Stdio::null())
                .output()
                .ok()
        })
        .and_then(|out| {
            let text = String::from_utf8_lossy(&out.stdout).into_owned();
            text.split_whitespace().nth(1)?.parse().ok()
        })
        .filter(|&columns: &usize| columns > 0)
        .unwrap_or(80)
}

/// The Unicode figure of a unit.
fn figure(color: char, role: char) -> char {
    let white = color == 'w';
    match (role, white) {
        ('k', true) => '♔',
        ('q', true) => '♕',
        ('r', true) => '♖',
        ('b', true) => '♗',
        ('n', true) => '♘',
        ('p', true) => '♙',
        ('k', false) => '♚',
        ('q', false) => '♛',
        ('r', false) => '♜',
        ('b', false) => '♝',
        ('n', false) => '♞',
        ('p', false) => '♟',
        _ => '?',
    }
}

/// A role's letter in `lang` (Part III: `K Q R B N`, `Кр Ф Л С К`).
fn role_letter(role: char, lang: Lang) -> &'static str {
    match (lang, role) {
        (Lang::Russian, 'k') => "Кр",
        (Lang::Russian, 'q') => "Ф",
        (Lang::Russian, 'r') => "Л",
        (Lang::Russian, 'b') => "С",
        (Lang::Russian, 'n') => "К",
        (_, 'k') => "K",
        (_, 'q') => "Q",
        (_, 'r') => "R",
        (_, 'b') => "B",
        (_, 'n') => "N",
        _ => "P",
    }
}

fn line_row(label: &str, roles: &[char], counts: &[u32], limit: Option<u32>, lang: Lang) -> String {
    let mut row = format!(" {label} ");
    for role in roles {
        row.push_str(&format!("{:^3}", role_letter(*role, lang)));
    }
    row.push_str(&format!("  {}\n   ", say(lang, "term.line_map")));
    for count in counts {
        row.push_str(&format!(" {count} "));
    }
    match limit {
        Some(limit) => {
            let limit = limit.to_string();
            let text = format_text(lang, say(lang, "term.per_line_limit"), &[("limit", &limit)]);
            row.push_str(&format!("  {text}\n"));
        }
        None => row.push_str(&format!("  {}\n", say(lang, "term.per_line"))),
    }
    row
}

/// The board as text, White at the bottom unless `flipped`. Squares are
/// three characters: `[x]` the last move's squares, `<x>` a locked pair
/// (I-3), `!x!` a king in check; `.` an empty square.
#[must_use]
pub fn diagram(snap: &Snapshot, flipped: bool) -> String {
    diagram_in(snap, flipped, Lang::English)
}

/// [`diagram`] with its words (the Linear line maps) in `lang`.
#[must_use]
pub fn diagram_in(snap: &Snapshot, flipped: bool, lang: Lang) -> String {
    let mut out = String::new();
    let last = snap.history.last();
    let files: Vec<usize> = if flipped {
        (0..8).rev().collect()
    } else {
        (0..8).collect()
    };
    let ranks: Vec<usize> = if flipped {
        (0..8).collect()
    } else {
        (0..8).rev().collect()
    };
    let file_row = {
        let mut row = String::from("   ");
        for &f in &files {
            row.push_str(&format!(" {} ", (b'a' + f as u8) as char));
        }
        row.push('\n');
        row
    };
    let pick = |v: &[char]| files.iter().map(|&f| v[f]).collect::<Vec<char>>();
    let pick_n = |v: &[u32]| files.iter().map(|&f| v[f]).collect::<Vec<u32>>();
    let (top, bottom) = if flipped {
        (Color::White, Color::Black)
    } else {
        (Color::Black, Color::White)
    };
    let side_lines = |color: Color| {
        snap.lines.as_ref().map(|lines| {
            let (side, label) = match color {
                Color::White => (&lines.white, say(lang, "term.white_short")),
                Color::Black => (&lines.black, say(lang, "term.black_short")),
            };
            line_row(
                label,
                &pick(&side.roles),
                &pick_n(&side.counts),
                lines.limit,
                lang,
            )
        })
    };
    if let Some(row) = side_lines(top) {
        out.push_str(&row);
    }
    out.push_str(&file_row);
    for &r in &ranks {
        out.push_str(&format!(" {} ", r + 1));
        for &f in &files {
            let name = format!("{}{}", (b'a' + f as u8) as char, r + 1);
            let unit = snap.units.iter().find(|u| u.square == name);
            let glyph = unit.map_or('.', |u| figure(u.color, u.role));
            let locked = snap
                .locks
                .iter()
                .any(|l| l.attacker == name || l.target == name);
            let moved = last.is_some_and(|m| m.from == name || m.to == name);
            let (l, r) = if snap.checked.contains(&name) {
                ('!', '!')
            } else if locked {
                ('<', '>')
            } else if moved {
                ('[', ']')
            } else {
                (' ', ' ')
            };
            out.push(l);
            out.push(glyph);
            out.push(r);
        }
        out.push_str(&format!(" {}\n", r + 1));
    }
    out.push_str(&file_row);
    if let Some(row) = side_lines(bottom) {
        out.push_str(&row);
    }
    out
}

/// The lines under the board: last move, locks, kings, whose turn or the
/// result (in English, from the snapshot alone).
#[must_use]
pub fn status(snap: &Snapshot) -> String {
    let mut out = String::new();
    if let Some(m) = snap.history.last() {
        let number = m.ply.div_ceil(2);
        let dots = if m.color == "white" { "." } else { "..." };
        out.push_str(&format!(
            "Last move: {number}{dots} {}   (long: {} / {})\n",
            m.san, m.long, m.long_ru
        ));
        if let Some(t) = &m.transform {
            out.push_str(&format!("  {}\n", t.text));
        }
        if m.swap {
            out.push_str("  the two units swapped places (I-1)\n");
        }
    }
    for lock in &snap.locks {
        out.push_str(&format!(
            "Lock <{}>{}>: {}\n",
            lock.attacker, lock.target, lock.text
        ));
    }
    if snap.lines.is_some() {
        out.push_str(&format!(
            "Kings: white {}; black {}\n",
            list(&snap.kings.white, Lang::English),
            list(&snap.kings.black, Lang::English)
        ));
    }
    match &snap.outcome {
        Some(o) => out.push_str(&format!("Game over: {} {}\n", o.result, o.text)),
        None => {
            let check = if snap.checked.is_empty() {
                ""
            } else {
                " (in check)"
            };
            out.push_str(&format!("{} to move{check}\n", capitalised(snap.turn)));
        }
    }
    if let Some(draw) = &snap.claimable_draw {
        out.push_str(&format!("A draw may be claimed ({draw}): type claim\n"));
    }
    out
}

/// The lines under the board in `lang`: the moves played since `since`
/// half-moves (the player's and the computer's reply, each with its swap
/// or change of type), the locks, the kings, whose turn or the result.
fn report(session: &Session, since: usize, lang: Lang, width: usize) -> String {
    let snap = session.snapshot();
    let mut lines = Vec::new();
    let new_moves = snap.history.get(since..).unwrap_or_default();
    let shown = if new_moves.is_empty() {
        snap.history
            .last()
            .map(std::slice::from_ref)
            .unwrap_or_default()
    } else {
        new_moves
    };
    for (i, m) in shown.iter().enumerate() {
        let who = match (shown.len(), i) {
            (1, _) => "term.last_move",
            (_, 0) => "term.your_move",
            _ => "term.reply",
        };
        let number = m.ply.div_ceil(2).to_string();
        let dots = if m.color == "white" { "." } else { "..." };
        let san = if lang == Lang::Russian {
            &m.san_ru
        } else {
            &m.san
        };
        lines.push(format_text(
            lang,
            say(lang, "term.move"),
            &[
                ("who", say(lang, who)),
                ("number", &number),
                ("dots", dots),
                ("san", san),
                ("long", &m.long),
                ("long_ru", &m.long_ru),
            ],
        ));
        if let Some(t) = transform_message(m, snap.lines.is_some()) {
            lines.push(format!("  {}", t.say(lang, "transform")));
        }
        if swap_message(m).is_some() {
            lines.push(format!(
                "  {}",
                format_text(
                    lang,
                    say(lang, "term.swap"),
                    &[("from", &m.from), ("to", &m.to)]
                )
            ));
        }
    }
    for lock in &snap.locks {
        let text = lock_message(&snap, lock).say(lang, "lock");
        lines.push(format_text(
            lang,
            say(lang, "term.lock"),
            &[
                ("attacker", &lock.attacker),
                ("target", &lock.target),
                ("text", &text),
            ],
        ));
    }
    if snap.lines.is_some() {
        lines.push(format_text(
            lang,
            say(lang, "term.kings"),
            &[
                ("white", &list(&snap.kings.white, lang)),
                ("black", &list(&snap.kings.black, lang)),
            ],
        ));
    }
    match (&snap.outcome, outcome_message(session)) {
        (Some(o), Some(message)) => lines.push(format_text(
            lang,
            say(lang, "term.over"),
            &[
                ("result", o.result),
                ("text", &message.say(lang, "outcome")),
            ],
        )),
        _ => {
            let key = if snap.checked.is_empty() {
                "status.to_move"
            } else {
                "status.to_move_check"
            };
            let turn = format!("@color.{}", snap.turn);
            lines.push(format_text(lang, say(lang, key), &[("turn", &turn)]));
        }
    }
    if let Some(claim) = claim_message(session) {
        lines.push(format_text(
            lang,
            say(lang, "term.claimable"),
            &[("why", &claim.say(lang, "claim"))],
        ));
    }
    let mut out = String::new();
    for line in lines {
        out.push_str(&wrap(&line, width));
        out.push('\n');
    }
    out
}

fn list(squares: &[String], lang: Lang) -> String {
    if squares.is_empty() {
        say(lang, "term.none").into()
    } else {
        squares.join(" ")
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The longest line the terminal reads, in bytes; a longer one is skipped
/// without being held in memory.
const MAX_LINE: usize = 4096;

/// One line of what the player typed.
#[derive(Debug, PartialEq, Eq)]
enum Line {
    /// A line of text, without its line end.
    Text(String),
    /// A line that is not UTF-8 (a CP1251 or KOI8-R terminal, say).
    NotUtf8,
    /// A line longer than [`MAX_LINE`].
    TooLong,
    /// The end of the input.
    End,
}

/// Reads one line into `buf` (cleared first), holding at most
/// [`MAX_LINE`] bytes of it.
fn read_typed(input: &mut impl BufRead, buf: &mut Vec<u8>) -> io::Result<Line> {
    buf.clear();
    let mut too_long = false;
    let mut read_any = false;
    loop {
        let available = match input.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            if !read_any {
                return Ok(Line::End);
            }
            break;
        }
        read_any = true;
        let (taken, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (at + 1, true),
            None => (available.len(), false),
        };
        if !too_long && buf.len() + taken <= MAX_LINE + 2 {
            buf.extend_from_slice(&available[..taken]);
        } else {
            too_long = true;
            buf.clear();
        }
        input.consume(taken);
        if ended {
            break;
        }
    }
    // At most the line end past MAX_LINE is held.
    while matches!(buf.last(), Some(b'\n' | b'\r')) {
        buf.pop();
    }
    if too_long || buf.len() > MAX_LINE {
        return Ok(Line::TooLong);
    }
    Ok(match std::str::from_utf8(buf) {
        Ok(text) => Line::Text(text.to_string()),
        Err(_) => Line::NotUtf8,
    })
}

/// Plays a game reading commands from `input` and writing to `output`,
/// in English at the terminal's width, until `quit` or the end of the
/// input (see [`run_with`]).
///
/// # Errors
///
/// What reading `input` or writing `output` fails with.
pub fn run(
    rules: Rules,
    opponent: Opponent,
    input: impl BufRead,
    output: impl Write,
) -> io::Result<()> {
    run_with(Options::default(), rules, opponent, input, output)
}

/// What the player typed, read as a command (English or Russian words)
/// or a move.
#[derive(Debug, PartialEq, Eq)]
enum Request<'a> {
    Nothing,
    Quit,
    Help(Option<&'a str>),
    Fen,
    Pgn,
    Flip,
    Undo,
    New,
    Claim,
    Resign,
    Lang(&'a str),
    Try(&'a str),
    Move(&'a str),
}

fn command(line: &str) -> Request<'_> {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let rest = rest.trim();
    let argument = (!rest.is_empty()).then_some(rest);
    match (word.to_lowercase().as_str(), argument) {
        ("", _) => Request::Nothing,
        ("quit" | "exit" | "q" | "выход", None) => Request::Quit,
        ("help" | "?" | "помощь", argument) => Request::Help(argument),
        ("rules" | "правила", None) => Request::Help(Some("rules")),
        ("fen" | "фен", None) => Request::Fen,
        ("pgn" | "пгн", None) => Request::Pgn,
        ("flip" | "перевернуть", None) => Request::Flip,
        ("undo" | "отмена", None) => Request::Undo,
        ("new" | "новая", None) => Request::New,
        ("claim" | "ничья", None) => Request::Claim,
        ("resign" | "сдаюсь", None) => Request::Resign,
        ("lang" | "язык", Some(lang)) => Request::Lang(lang),
        ("try" | "попробовать", Some(id)) => Request::Try(id),
        _ => Request::Move(line),
    }
}

/// Plays a game as [`run`] does, speaking as `options` say: the language
/// (switched by `lang en` / `lang ru`) and the width words are wrapped to.
/// A line that is not UTF-8, or longer than 4 KiB, is answered with what
/// is wrong, and the game goes on. `help rules` prints the rules guide of
/// the game's rule set, `help I-3` one rule, and `try I-3` sets up that
/// rule's board to try it.
///
/// # Errors
///
/// What reading `input` or writing `output` fails with.
pub fn run_with(
    options: Options,
    rules: Rules,
    opponent: Opponent,
    mut input: impl BufRead,
    mut output: impl Write,
) -> io::Result<()> {
    let mut lang = options.lang;
    let mut session = Session::new(rules, opponent);
    let mut flipped = matches!(
        opponent,
        Opponent::Computer {
            side: Color::White,
            ..
        }
    );
    let title =
        |lang: Lang, rules: Rules| say(lang, &format!("rules.{}.title", rules.name())).to_string();
    let intro = format_text(
        lang,
        say(lang, "term.intro"),
        &[("title", &title(lang, rules))],
    );
    writeln!(output, "{}", wrap(&intro, options.columns()))?;
    session.let_computer_move();
    show(&session, 0, flipped, lang, &options, &mut output)?;
    let mut buf = Vec::new();
    loop {
        let line = match read_typed(&mut input, &mut buf)? {
            Line::End => break,
            Line::Text(line) => line,
            Line::NotUtf8 => {
                write!(
                    output,
                    "{}\n> ",
                    wrap(say(lang, "term.not_utf8"), options.columns())
                )?;
                output.flush()?;
                continue;
            }
            Line::TooLong => {
                let max = MAX_LINE.to_string();
                let text = format_text(lang, say(lang, "term.too_long"), &[("max", &max)]);
                write!(output, "{}\n> ", wrap(&text, options.columns()))?;
                output.flush()?;
                continue;
            }
        };
        let width = options.columns();
        let before = session.game().ply();
        let mut prompt = true;
        match command(&line) {
            Request::Nothing => {}
            Request::Quit => break,
            Request::Help(topic) => {
                writeln!(output, "{}", help(topic, lang, session.rules(), width))?;
            }
            Request::Fen => writeln!(output, "{}", session.fen())?,
            Request::Pgn => match session.pgn() {
                Ok(pgn) => writeln!(output, "{pgn}")?,
                Err(e) => {
                    let why = e.message().say(lang, "refusal");
                    let text = format_text(lang, say(lang, "term.pgn_error"), &[("why", &why)]);
                    writeln!(output, "{}", wrap(&text, width))?;
                }
            },
            Request::Flip => {
                flipped = !flipped;
                show(&session, before, flipped, lang, &options, &mut output)?;
                prompt = false;
            }
            Request::Undo => {
                if session.undo() == 0 {
                    writeln!(output, "{}", say(lang, "term.nothing_to_undo"))?;
                }
                let after = session.game().ply();
                session.let_computer_move();
                show(&session, after, flipped, lang, &options, &mut output)?;
                prompt = false;
            }
            Request::New => {
                session = Session::new(rules, opponent);
                session.let_computer_move();
                show(&session, 0, flipped, lang, &options, &mut output)?;
                prompt = false;
            }
            request @ (Request::Claim | Request::Resign) => {
                let done = if request == Request::Claim {
                    session.claim_draw()
                } else {
                    session.resign()
                };
                match done {
                    Ok(()) => {
                        show(&session, before, flipped, lang, &options, &mut output)?;
                        prompt = false;
                    }
                    Err(e) => {
                        let why = refusal_words(&e, session.rules(), lang);
                        let text = format_text(lang, say(lang, "term.refused"), &[("why", &why)]);
                        writeln!(output, "{}", wrap(&text, width))?;
                    }
                }
            }
            Request::Lang(code) => match code.parse::<Lang>() {
                Ok(chosen) => {
                    lang = chosen;
                    writeln!(output, "{}", say(lang, "term.lang"))?;
                }
                Err(_) => {
                    let text = format_text(lang, say(lang, "term.unknown_lang"), &[("lang", code)]);
                    writeln!(output, "{}", wrap(&text, width))?;
                }
            },
            Request::Try(id) => match guide::board_of(id) {
                Some((board_rules, board, section)) => {
                    match Session::from_fen(board_rules, &board.fen, Opponent::Person) {
                        Ok(lesson) => {
                            session = lesson;
                            let text = format_text(
                                lang,
                                say(lang, "term.try_loaded"),
                                &[("id", section), ("text", say(lang, &board.text))],
                            );
                            writeln!(output, "{}", wrap(&text, width))?;
                            writeln!(output, "{}", wrap(say(lang, "term.back"), width))?;
                            show(&session, 0, flipped, lang, &options, &mut output)?;
                            prompt = false;
                        }
                        Err(e) => writeln!(output, "{e}")?,
                    }
                }
                None => {
                    let text = format_text(lang, say(lang, "term.no_section"), &[("id", id)]);
                    writeln!(output, "{}", wrap(&text, width))?;
                }
            },
            Request::Move(text) => match session.play_text(text) {
                Ok(_) => {
                    session.let_computer_move();
                    show(&session, before, flipped, lang, &options, &mut output)?;
                    prompt = false;
                }
                Err(e) => {
                    let why = refusal_words(&e, session.rules(), lang);
                    let text = format_text(lang, say(lang, "term.illegal"), &[("why", &why)]);
                    writeln!(output, "{}", wrap(&text, width))?;
                }
            },
        }
        if prompt {
            write!(output, "> ")?;
        }
        output.flush()?;
    }
    Ok(())
}

/// A refusal in `lang`, with the ruling that decides it.
fn refusal_words(refusal: &crate::Refusal, rules: Rules, lang: Lang) -> String {
    let mut words = refusal.message().say(lang, "refusal");
    if let Some(rule) = refusal.rule_in(rules) {
        if !words.contains(rule) {
            words.push_str(&format!(" ({rule})"));
        }
    }
    words
}

/// What `help` prints: the commands, the rules guide of a rule set
/// (`help rules` for the game's own), or one of its parts (`help I-3`).
fn help(topic: Option<&str>, lang: Lang, rules: Rules, width: usize) -> String {
    let guide_of = |rules: Rules| guide::text(lang, rules, width);
    match topic.map(str::to_lowercase).as_deref() {
        None => wrap(say(lang, "term.help"), width),
        Some("rules" | "правила") => guide_of(rules),
        Some("chess" | "classical" | "классические") => guide_of(Rules::Chess),
        Some("immortal" | "бессмертные") => guide_of(Rules::Immortal),
        Some(name) if name.starts_with("linear") || name.starts_with("линейные") => {
            guide_of(Rules::Linear(danilchuk_linear::LineLimit::Unlimited))
        }
        Some(_) => {
            let id = topic.unwrap_or_default();
            guide::section_text(lang, id, width).unwrap_or_else(|| {
                wrap(
                    &format_text(lang, say(lang, "term.no_section"), &[("id", id)]),
                    width,
                )
            })
        }
    }
}

fn show(
    session: &Session,
    since: usize,
    flipped: bool,
    lang: Lang,
    options: &Options,
    output: &mut impl Write,
) -> io::Result<()> {
    let snap = session.snapshot();
    write!(
        output,
        "\n{}{}> ",
        diagram_in(&snap, flipped, lang),
        report(session, since, lang, options.columns())
    )?;
    output.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<Line> {
        let mut input = input;
        let mut buf = Vec::new();
        let mut out = Vec::new();
        loop {
            let typed = read_typed(&mut input, &mut buf).expect("in memory");
            let end = typed == Line::End;
            out.push(typed);
            if end {
                return out;
            }
        }
    }

    #[test]
    fn the_players_own_swap_is_told_after_the_computers_reply() {
        let opponent = Opponent::Computer {
            side: Color::Black,
            strength: crate::Strength::MIN,
        };
        let fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
        let mut session = Session::from_fen(Rules::Immortal, fen, opponent).expect("a position");
        session.play_text("exd5").expect("a capture");
        assert!(
            session.let_computer_move().is_some(),
            "the computer replies"
        );
        let said = report(&session, 0, Lang::English, 80);
        assert!(said.contains("Your move: 1. exd5"), "{said}");
        assert!(
            said.contains("the two units swapped places (I-1): e4 ⇄ d5"),
            "{said}"
        );
        assert!(said.contains("Reply: 1... "), "{said}");
        let said = report(&session, 0, Lang::Russian, 80);
        assert!(said.contains("Ваш ход: 1. exd5"), "{said}");
        assert!(said.contains("обмен (I-1): e4 ⇄ d5"), "{said}");
        assert!(said.contains("Ответ: 1... "), "{said}");
    }

    #[test]
    fn commands_are_read_in_either_language() {
        assert_eq!(command("  "), Request::Nothing);
        assert_eq!(command("выход"), Request::Quit);
        assert_eq!(command("Help I-3"), Request::Help(Some("I-3")));
        assert_eq!(command("правила"), Request::Help(Some("rules")));
        assert_eq!(command("язык ru"), Request::Lang("ru"));
        assert_eq!(command("try L-8"), Request::Try("L-8"));
        assert_eq!(command("отмена"), Request::Undo);
        // A move, in either letter set, even one that starts like a word.
        assert_eq!(command("Кg1-f3"), Request::Move("Кg1-f3"));
        assert_eq!(command("lang"), Request::Move("lang"));
    }

    #[test]
    fn lines_are_read_whatever_their_bytes() {
        let text = |t: &str| Line::Text(t.to_string());
        assert_eq!(
            lines(b"e4\r\n\xff\xfe\n\xd0\x9ag1-f3\nlast"),
            [
                text("e4"),
                Line::NotUtf8,
                text("Кg1-f3"),
                text("last"),
                Line::End
            ]
        );
        let mut long = vec![b'x'; MAX_LINE + 1];
        long.extend_from_slice(b"\nquit\n");
        assert_eq!(lines(&long), [Line::TooLong, text("quit"), Line::End]);
        let mut fits = vec![b'x'; MAX_LINE];
        fits.extend_from_slice(b"\r\n");
        assert_eq!(lines(&fits).len(), 2);
        assert_eq!(lines(b""), [Line::End]);
        assert_eq!(lines(b"\n"), [text(""), Line::End]);
    }
}
