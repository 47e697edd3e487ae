//! A streaming PGN reader: line by line over any `BufRead`, one game at a
//! time.

use std::collections::VecDeque;
use std::io::BufRead;

use crate::error::{PgnError, PgnErrorKind};
use crate::pgn::lexer::{Lexer, Token};
use crate::pgn::{GameResult, PgnGame, PgnMove, Span, Tag, Variation};

/// The longest line the reader holds, in bytes (its line break aside): a
/// longer line is an error ([`PgnErrorKind::LineTooLong`]) that names it,
/// read through and dropped, so that no input holds more memory than this
/// (export format writes lines under 80 columns; a whole game on one line
/// is a few kilobytes).
pub const MAX_LINE_BYTES: usize = 2 << 20;

/// What [`PgnReader::read_line`] found.
enum Line {
    /// A line (in `bytes`).
    Read,
    /// A line over [`MAX_LINE_BYTES`], dropped.
    TooLong,
    /// The end of the input.
    End,
}

/// How deep variations may nest; deeper input is an error
/// ([`PgnErrorKind::TooDeep`]), so that no input can exhaust the stack.
pub const MAX_VARIATION_DEPTH: usize = 32;

/// Reads the games of a PGN file (or of a bare movetext file) one by one.
///
/// The input is read a line at a time, so a large file is never held whole,
/// and a line is never held past [`MAX_LINE_BYTES`].
/// Each item is a game or the error that ended it; after an error the reader
/// skips to the next game (past a termination marker, or to a tag pair that
/// follows movetext) and goes on. I/O errors and text that is not UTF-8 end
/// the iteration.
///
/// What is kept: tag pairs, moves as written ([`PgnMove::text`]), comments
/// (`{…}` and `;…`, whitespace collapsed), NAGs (`$n` and the glyphs `! ? !! ??
/// !? ?!`), and variations `( … )` nested in the move they are alternatives
/// to. [`PgnReader::skip_variations`] and [`PgnReader::skip_comments`] drop
/// them instead. Move numbers (`1.`, `6...`, also glued: `1.e4`) are checked
/// by nobody and dropped; `%` escape lines are ignored. A move written with
/// spaces around its separator (`e7- e5`, `Фh5 ×f7+`) is joined into one
/// move.
///
/// ```
/// use danilchuk_notation::pgn::{GameResult, PgnReader};
///
/// let text = "[Event \"Example\"]\n\n1. e2-e4 e7- e5 {a comment} 2. Фd1-h5 (2. Nf3) 1-0\n\n1. d4 *\n";
/// let games: Vec<_> = PgnReader::new(text.as_bytes()).collect::<Result<_, _>>()?;
/// assert_eq!(games.len(), 2);
/// assert_eq!(games[0].tag("Event"), Some("Example"));
/// assert_eq!(games[0].moves[1].text, "e7-e5");
/// assert_eq!(games[0].moves[1].comments, ["a comment"]);
/// assert_eq!(games[0].moves[2].variations[0].moves[0].text, "Nf3");
/// assert_eq!(games[0].result, Some(GameResult::WhiteWins));
/// # Ok::<(), danilchuk_notation::PgnError>(())
/// ```
#[derive(Debug)]
pub struct PgnReader<R> {
    input: R,
    bytes: Vec<u8>,
    line: usize,
    lexer: Lexer,
    tokens: VecDeque<(Token, Span)>,
    eof: bool,
    recovering: bool,
    keep_variations: bool,
    keep_comments: bool,
    max_moves: usize,
    /// Games returned so far, read or refused.
    games: usize,
}

/// One line of play being built: the main line or a variation.
#[derive(Default)]
struct Frame {
    comments: Vec<String>,
    moves: Vec<PgnMove>,
}

/// A move word waiting for a possible continuation (`e7-` then `e5`).
struct Pending {
    text: String,
    span: Span,
}

fn is_separator(c: char) -> bool {
    matches!(c, '-' | '–' | '—' | 'x' | '×' | ':')
}

impl<R: BufRead> PgnReader<R> {
    /// A reader over `input`.
    pub fn new(input: R) -> PgnReader<R> {
        PgnReader {
            input,
            bytes: Vec::new(),
            line: 0,
            lexer: Lexer::default(),
            tokens: VecDeque::new(),
            eof: false,
            recovering: false,
            keep_variations: true,
            keep_comments: true,
            max_moves: usize::MAX,
            games: 0,
        }
    }

    /// The number of the game the last item was (1-based: the games read
    /// and the games refused so far); 0 before the first. The items carry
    /// it too: [`PgnGame::number`] and [`PgnError::game`].
    ///
    /// ```
    /// use danilchuk_notation::pgn::PgnReader;
    ///
    /// let text = "1. e4 e5 *\n\n1. d4 {never closed\n";
    /// let mut games = PgnReader::new(text.as_bytes());
    /// assert!(games.next().expect("a game").is_ok());
    /// let error = games.next().expect("a game").unwrap_err();
    /// assert_eq!(games.game_number(), 2);
    /// assert_eq!((error.game, error.line), (2, 3));
    /// ```
    #[must_use]
    pub fn game_number(&self) -> usize {
        self.games
    }

    /// Drops variations instead of keeping them (they are still checked for
    /// balance).
    pub fn skip_variations(mut self, skip: bool) -> PgnReader<R> {
        self.keep_variations = !skip;
        self
    }

    /// Drops comments instead of keeping them.
    pub fn skip_comments(mut self, skip: bool) -> PgnReader<R> {
        self.keep_comments = !skip;
        self
    }

    /// Ends a game with an error ([`PgnErrorKind::TooManyMoves`]) as soon
    /// as one of its lines of play has more than `max` moves, before the
    /// rest of them are read: a reader of untrusted text that refuses long
    /// games anyway never holds them.
    ///
    /// ```
    /// use danilchuk_notation::pgn::PgnReader;
    /// use danilchuk_notation::PgnErrorKind;
    /// let mut games = PgnReader::new("1. e4 e5 2. Nf3 Nc6 *".as_bytes()).max_moves(3);
    /// let error = games.next().expect("a game").unwrap_err();
    /// assert_eq!(error.kind, PgnErrorKind::TooManyMoves(3));
    /// # Ok::<(), danilchuk_notation::PgnError>(())
    /// ```
    pub fn max_moves(mut self, max: usize) -> PgnReader<R> {
        self.max_moves = max;
        self
    }

    /// The next token, reading lines as needed; `None` at the end.
    fn next_token(&mut self) -> Option<Result<(Token, Span), PgnError>> {
        loop {
            if let Some(token) = self.tokens.pop_front() {
                return Some(Ok(token));
            }
            if self.lexer.has_more() {
                if let Err(e) = self.lexer.step(&mut self.tokens) {
                    return Some(Err(e));
                }
                continue;
            }
            if self.eof {
                return None;
            }
            match self.read_line() {
                Err(e) => {
                    self.eof = true;
                    return Some(Err(PgnError::new(
                        self.line + 1,
                        1,
                        PgnErrorKind::Io(e.into()),
                    )));
                }
                Ok(Line::End) => {
                    self.eof = true;
                    if let Err(e) = self.lexer.finish() {
                        return Some(Err(e));
                    }
                    return None;
                }
                Ok(Line::TooLong) => {
                    self.line += 1;
                    let kind = PgnErrorKind::LineTooLong {
                        max: MAX_LINE_BYTES,
                    };
                    return Some(Err(PgnError::new(self.line, 1, kind)));
                }
                Ok(Line::Read) => {}
            }
            self.line += 1;
            while matches!(self.bytes.last(), Some(b'\n' | b'\r')) {
                self.bytes.pop();
            }
            let text = match core::str::from_utf8(&self.bytes) {
                Ok(text) => text,
                Err(e) => {
                    self.eof = true;
                    let column = String::from_utf8_lossy(&self.bytes[..e.valid_up_to()])
                        .chars()
                        .count()
                        + 1;
                    return Some(Err(PgnError::new(self.line, column, PgnErrorKind::NotUtf8)));
                }
            };
            let text = if self.line == 1 {
                text.strip_prefix('\u{feff}').unwrap_or(text)
            } else {
                text
            };
            self.lexer.start_line(text, self.line, &mut self.tokens);
        }
    }

    /// Reads the next line into `bytes`, line break included, holding at
    /// most [`MAX_LINE_BYTES`] of it: a longer line is read to its end and
    /// dropped.
    fn read_line(&mut self) -> std::io::Result<Line> {
        self.bytes.clear();
        let mut any = false;
        let mut too_long = false;
        loop {
            let buffer = match self.input.fill_buf() {
                Ok(buffer) => buffer,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if buffer.is_empty() {
                break;
            }
            any = true;
            let (take, done) = match buffer.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (buffer.len(), false),
            };
            if !too_long {
                if self.bytes.len() + take > MAX_LINE_BYTES + 2 {
                    // Room is left for the line break, `\r\n`.
                    too_long = true;
                    self.bytes.clear();
                    self.bytes.shrink_to(4096);
                } else {
                    self.bytes.extend_from_slice(&buffer[..take]);
                }
            }
            self.input.consume(take);
            if done {
                break;
            }
        }
        Ok(match (any, too_long) {
            (false, _) => Line::End,
            (true, true) => Line::TooLong,
            (true, false) => Line::Read,
        })
    }

    /// Skips what is left of a bad game: up to and including a termination
    /// marker, or up to a tag pair that follows movetext.
    fn recover(&mut self) -> Result<(), PgnError> {
        self.recovering = false;
        let mut in_movetext = false;
        while let Some(token) = self.next_token() {
            match token? {
                (Token::Result(_), _) => return Ok(()),
                (tag @ Token::Tag { .. }, span) if in_movetext => {
                    self.tokens.push_front((tag, span));
                    return Ok(());
                }
                (Token::Tag { .. }, _) => {}
                _ => in_movetext = true,
            }
        }
        Ok(())
    }

    fn read_game(&mut self) -> Option<Result<PgnGame, PgnError>> {
        if self.recovering {
            if let Err(e) = self.recover() {
                self.recovering = true;
                return Some(Err(e));
            }
        }
        let mut game = PgnGame::default();
        let mut frames: Vec<Frame> = vec![Frame::default()];
        let mut pending: Option<Pending> = None;
        let mut in_movetext = false;
        let mut started = false;
        let fail = |reader: &mut Self, e: PgnError| {
            reader.recovering = true;
            reader.lexer.reset();
            Some(Err(e))
        };
        while let Some(token) = self.next_token() {
            let (token, span) = match token {
                Ok(t) => t,
                Err(e) => return fail(self, e),
            };
            if !started {
                started = true;
                game.span = span;
            }
            if let Token::Word(word) = &token {
                in_movetext = true;
                match &mut pending {
                    Some(p) if joins(&p.text, word) => p.text.push_str(word),
                    _ => {
                        flush(&mut frames, pending.take());
                        if frames.last().map_or(0, |f| f.moves.len()) >= self.max_moves {
                            let kind = PgnErrorKind::TooManyMoves(self.max_moves);
                            return fail(self, PgnError::new(span.line, span.column, kind));
                        }
                        pending = Some(Pending {
                            text: word.clone(),
                            span,
                        });
                    }
                }
                continue;
            }
            flush(&mut frames, pending.take());
            let top = frames.len() - 1;
            match token {
                Token::Word(_) => {}
                Token::Number => in_movetext = true,
                Token::Tag { name, value } => {
                    if in_movetext {
                        self.tokens.push_front((Token::Tag { name, value }, span));
                        break;
                    }
                    game.tags.push(Tag { name, value, span });
                }
                Token::Comment(text) => {
                    in_movetext = true;
                    if self.keep_comments {
                        match frames[top].moves.last_mut() {
                            Some(m) => m.comments.push(text),
                            None => frames[top].comments.push(text),
                        }
                    }
                }
                Token::Nag(nag) => {
                    in_movetext = true;
                    match frames[top].moves.last_mut() {
                        Some(m) => m.nags.push(nag),
                        None => {
                            let kind = PgnErrorKind::NothingToAnnotate("a NAG");
                            return fail(self, PgnError::new(span.line, span.column, kind));
                        }
                    }
                }
                Token::Open => {
                    in_movetext = true;
                    if frames.len() > MAX_VARIATION_DEPTH {
                        let kind = PgnErrorKind::TooDeep;
                        return fail(self, PgnError::new(span.line, span.column, kind));
                    }
                    if frames[top].moves.is_empty() {
                        let kind = PgnErrorKind::NothingToAnnotate("a variation");
                        return fail(self, PgnError::new(span.line, span.column, kind));
                    }
                    frames.push(Frame::default());
                }
                Token::Close => {
                    if frames.len() == 1 {
                        let kind = PgnErrorKind::UnbalancedParen;
                        return fail(self, PgnError::new(span.line, span.column, kind));
                    }
                    let Some(mut frame) = frames.pop() else {
                        continue;
                    };
                    // A short variation would keep its vector's spare
                    // capacity (four moves) for the life of the game.
                    frame.moves.shrink_to_fit();
                    let keep = self.keep_variations;
                    if let Some(parent) = frames.last_mut().and_then(|f| f.moves.last_mut()) {
                        if keep {
                            parent.variations.push(Variation {
                                comments: frame.comments,
                                moves: frame.moves,
                            });
                        }
                    }
                }
                Token::Result(result) => {
                    if frames.len() > 1 {
                        let kind = PgnErrorKind::UnclosedVariation;
                        return fail(self, PgnError::new(span.line, span.column, kind));
                    }
                    game.result = Some(result);
                    break;
                }
            }
        }
        flush(&mut frames, pending.take());
        if !started {
            return None;
        }
        if frames.len() > 1 {
            let kind = PgnErrorKind::UnclosedVariation;
            return Some(Err(PgnError::new(game.span.line, game.span.column, kind)));
        }
        let main = frames.pop().unwrap_or_default();
        game.comments = main.comments;
        game.moves = main.moves;
        Some(Ok(game))
    }
}

/// The longest termination marker, in bytes (`1/2-1/2`).
const LONGEST_RESULT: usize = "1/2-1/2".len();

/// Whether `word` continues the move `text` (`e7-` then `e5`, `Фh5` then
/// `×f7+`). Never into a termination marker (`1/2-` then `1/2`).
///
/// Constant time: only a short pair can form a marker, so a long pending
/// word is never copied. (Copying it made `1. e4 x x x … *` quadratic.)
fn joins(text: &str, word: &str) -> bool {
    // A null move (`--`, IV-10) is a move of its own, never half of one.
    !crate::pgn::is_null_move(text)
        && !crate::pgn::is_null_move(word)
        && (text.ends_with(is_separator) || word.starts_with(is_separator))
        && (text.len() + word.len() > LONGEST_RESULT
            || format!("{text}{word}").parse::<GameResult>().is_err())
}

/// Adds a finished move word to the innermost line.
fn flush(frames: &mut [Frame], pending: Option<Pending>) {
    if let (Some(p), Some(frame)) = (pending, frames.last_mut()) {
        frame.moves.push(PgnMove {
            text: p.text,
            span: p.span,
            ..PgnMove::default()
        });
    }
}

impl<R: BufRead> Iterator for PgnReader<R> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Result<PgnGame, PgnError>> {
        let item = self.read_game()?;
        self.games += 1;
        let number = self.games;
        Some(match item {
            Ok(mut game) => {
                game.number = number;
                Ok(game)
            }
            Err(e) => Err(e.in_game(number)),
        })
    }
}

/// Reads every game of a text; the first error stops.
///
/// # Errors
///
/// The first [`PgnError`] of the text, with its line and column: a
/// malformed tag pair, comment, variation or NAG, or a token that has no
/// place in movetext. Moves are not checked here (see [`crate::pgn::replay`]).
///
/// ```
/// # #![allow(deprecated)]
/// let games = danilchuk_notation::pgn::read_all("1. e4 e5 2. Nf3 *")?;
/// assert_eq!(games[0].moves.len(), 3);
/// # Ok::<(), danilchuk_notation::PgnError>(())
/// ```
#[deprecated(
    since = "0.6.0",
    note = "use `PgnReader::new(text.as_bytes()).collect::<Result<Vec<_>, _>>()`: `PgnReader` is the one way to read PGN games"
)]
pub fn read_all(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    PgnReader::new(text.as_bytes()).collect()
}

/// The result a game's movetext or `Result` tag gives, if any.
pub(crate) fn result_of(game: &PgnGame) -> GameResult {
    game.result
        .or_else(|| game.tag("Result").and_then(|r| r.parse().ok()))
        .unwrap_or(GameResult::Unknown)
}
