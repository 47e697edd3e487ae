//! The terminal game itself: the loop that reads a command or a move,
//! plays it and shows the board and what happened.

use std::io::{self, BufRead, Write};

use danilchuk_board::Color;

use super::input::{command, read_typed, Line, Request, MAX_LINE};
use super::options::Options;
use super::report::report;
use crate::words::diagram::diagram_in;
use crate::words::guide;
use crate::words::texts::{format_text, text as say, wrap};
use crate::{Lang, Opponent, Rules, Session};

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
