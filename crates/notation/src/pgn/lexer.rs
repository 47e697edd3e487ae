//! PGN tokens, one line at a time (brace comments may span lines).

use std::collections::VecDeque;

use crate::error::{PgnError, PgnErrorKind};
use crate::pgn::{GameResult, Span};

/// A PGN token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Token {
    Tag {
        name: String,
        value: String,
    },
    Comment(String),
    Nag(u8),
    Open,
    Close,
    Result(GameResult),
    /// A move number (`12.`, `6...`), which only separates moves.
    Number,
    /// A move word (or a piece of one, when spaces surround a separator).
    Word(String),
}

/// The lexer's state: the line being read and how far, and an open brace
/// comment between lines.
///
/// A line is lexed one item at a time ([`Lexer::step`]), as the reader asks
/// for tokens, so a long line never becomes a long queue of tokens (a 10 MB
/// line of one-letter words once took 50 bytes of tokens per input byte).
#[derive(Debug, Default)]
pub(crate) struct Lexer {
    comment: Option<(String, Span)>,
    chars: Vec<char>,
    pos: usize,
    line: usize,
}

/// Collapses whitespace runs to single spaces and trims.
pub(crate) fn normalize_comment(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `c` ends a word.
fn is_delimiter(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';' | '[' | '$')
}

/// The NAG of a move-suffix annotation glyph.
fn glyph_nag(glyph: &str) -> Option<u8> {
    Some(match glyph {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

impl Lexer {
    /// Reports a comment left open at the end of the input.
    pub(crate) fn finish(&mut self) -> Result<(), PgnError> {
        match self.comment.take() {
            Some((_, span)) => Err(PgnError::new(
                span.line,
                span.column,
                PgnErrorKind::UnterminatedComment,
            )),
            None => Ok(()),
        }
    }

    /// Forgets an open comment (after an error).
    pub(crate) fn reset(&mut self) {
        self.comment = None;
    }

    /// Tokenizes one whole line (without its line break) into `out`.
    #[cfg(test)]
    pub(crate) fn line(
        &mut self,
        text: &str,
        line: usize,
        out: &mut VecDeque<(Token, Span)>,
    ) -> Result<(), PgnError> {
        self.start_line(text, line, out);
        while self.has_more() {
            self.step(out)?;
        }
        Ok(())
    }

    /// Takes the next line (without its line break). What continues an open
    /// comment is read at once; the rest waits for [`Lexer::step`].
    pub(crate) fn start_line(
        &mut self,
        text: &str,
        line: usize,
        out: &mut VecDeque<(Token, Span)>,
    ) {
        self.chars.clear();
        self.chars.extend(text.chars());
        self.pos = 0;
        self.line = line;
        if let Some((mut body, span)) = self.comment.take() {
            body.push(' ');
            match self.chars.iter().position(|c| *c == '}') {
                Some(end) => {
                    body.extend(&self.chars[..end]);
                    out.push_back((Token::Comment(normalize_comment(&body)), span));
                    self.pos = end + 1;
                }
                None => {
                    body.push_str(text);
                    self.comment = Some((body, span));
                    self.pos = self.chars.len();
                }
            }
        } else if self.chars.first() == Some(&'%') {
            self.pos = self.chars.len(); // escape line
        }
    }

    /// Whether the current line has more to read.
    pub(crate) fn has_more(&self) -> bool {
        self.pos < self.chars.len()
    }

    /// Reads the next item of the line (white space, then one token, or a
    /// move number glued to a word and its glyphs) into `out`. After an
    /// error the rest of the line is dropped.
    pub(crate) fn step(&mut self, out: &mut VecDeque<(Token, Span)>) -> Result<(), PgnError> {
        let result = self.step_inner(out);
        if result.is_err() {
            self.pos = self.chars.len();
        }
        result
    }

    fn step_inner(&mut self, out: &mut VecDeque<(Token, Span)>) -> Result<(), PgnError> {
        let chars = &self.chars;
        let line = self.line;
        let mut i = self.pos;
        while chars.get(i).is_some_and(|c| c.is_whitespace()) {
            i += 1;
        }
        self.pos = i;
        let Some(&c) = chars.get(i) else {
            return Ok(());
        };
        let err = |column: usize, kind| PgnError::new(line, column, kind);
        let span = Span {
            line,
            column: i + 1,
        };
        match c {
            '{' => match chars[i + 1..].iter().position(|c| *c == '}') {
                Some(len) => {
                    let body: String = chars[i + 1..i + 1 + len].iter().collect();
                    out.push_back((Token::Comment(normalize_comment(&body)), span));
                    i += len + 2;
                }
                None => {
                    self.comment = Some((chars[i + 1..].iter().collect(), span));
                    i = chars.len();
                }
            },
            ';' => {
                let body: String = chars[i + 1..].iter().collect();
                out.push_back((Token::Comment(normalize_comment(&body)), span));
                i = chars.len();
            }
            '(' => {
                out.push_back((Token::Open, span));
                i += 1;
            }
            ')' => {
                out.push_back((Token::Close, span));
                i += 1;
            }
            '}' => return Err(err(i + 1, PgnErrorKind::UnexpectedToken("}".into()))),
            '$' => {
                let digits = chars[i + 1..]
                    .iter()
                    .take_while(|c| c.is_ascii_digit())
                    .count();
                let number: String = chars[i + 1..i + 1 + digits].iter().collect();
                let nag = number
                    .parse::<u8>()
                    .map_err(|_| err(i + 1, PgnErrorKind::BadNag))?;
                out.push_back((Token::Nag(nag), span));
                i += 1 + digits;
            }
            '[' => {
                let (tag, next) =
                    read_tag(chars, i).map_err(|(col, why)| err(col, PgnErrorKind::BadTag(why)))?;
                out.push_back((tag, span));
                i = next;
            }
            _ => {
                let len = chars[i..].iter().take_while(|c| !is_delimiter(**c)).count();
                let word: String = chars[i..i + len].iter().collect();
                word_tokens(&word, span, out).map_err(|(col, kind)| err(i + 1 + col, kind))?;
                i += len;
            }
        }
        self.pos = i;
        Ok(())
    }
}

/// Reads `[Name "value"]` starting at `chars[start] == '['`; returns the
/// token and the index after `]`, or the 1-based column and reason of an
/// error.
fn read_tag(chars: &[char], start: usize) -> Result<(Token, usize), (usize, &'static str)> {
    let mut i = start + 1;
    let skip_ws = |i: &mut usize| {
        while chars.get(*i).is_some_and(|c| c.is_whitespace()) {
            *i += 1;
        }
    };
    skip_ws(&mut i);
    let name_len = chars[i..]
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || **c == '_')
        .count();
    if name_len == 0 {
        return Err((i + 1, "expected a tag name (letters, digits, '_')"));
    }
    let name: String = chars[i..i + name_len].iter().collect();
    i += name_len;
    skip_ws(&mut i);
    if chars.get(i) != Some(&'"') {
        return Err((i + 1, "expected a quoted tag value"));
    }
    i += 1;
    let mut value = String::new();
    loop {
        match chars.get(i) {
            None => return Err((i + 1, "the tag value is not closed on its line")),
            Some('"') => break,
            Some('\\') => {
                i += 1;
                match chars.get(i) {
                    Some(c) => value.push(*c),
                    None => return Err((i + 1, "the tag value is not closed on its line")),
                }
            }
            Some(c) => value.push(*c),
        }
        i += 1;
    }
    i += 1;
    skip_ws(&mut i);
    if chars.get(i) != Some(&']') {
        return Err((i + 1, "expected ']' after the tag value"));
    }
    Ok((Token::Tag { name, value }, i + 1))
}

/// Whether a word reads as a move number or a termination marker.
fn is_number_or_result(word: &str) -> bool {
    let digits = word.chars().take_while(char::is_ascii_digit).count();
    word.parse::<GameResult>().is_ok()
        || (digits > 0 && (word[digits..].is_empty() || word[digits..].starts_with(['.', '…'])))
}

/// Classifies a word: result, move number (possibly glued to a move),
/// annotation glyph, or move word with trailing glyphs. Errors carry the
/// 0-based offset of the problem in the word.
fn word_tokens(
    word: &str,
    span: Span,
    out: &mut VecDeque<(Token, Span)>,
) -> Result<(), (usize, PgnErrorKind)> {
    // Move numbers (digits, then dots or an ellipsis, or digits alone), as
    // many as there are, may be glued to what follows (`1.e4`).
    let mut rest = word;
    let mut offset = 0;
    loop {
        let here = Span {
            line: span.line,
            column: span.column + offset,
        };
        if let Ok(result) = rest.parse::<GameResult>() {
            out.push_back((Token::Result(result), here));
            return Ok(());
        }
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        if digits == 0 {
            break;
        }
        let after = &rest[digits..];
        let dots = after.chars().take_while(|c| matches!(c, '.' | '…')).count();
        if dots == 0 && !after.is_empty() {
            break;
        }
        let dot_bytes: usize = after.chars().take(dots).map(char::len_utf8).sum();
        out.push_back((Token::Number, here));
        rest = &after[dot_bytes..];
        offset += digits + dots;
        if rest.is_empty() {
            return Ok(());
        }
    }
    let span = Span {
        line: span.line,
        column: span.column + offset,
    };
    if let Some(nag) = glyph_nag(rest) {
        out.push_back((Token::Nag(nag), span));
        return Ok(());
    }
    let trailing = rest
        .chars()
        .rev()
        .take_while(|c| matches!(c, '!' | '?'))
        .count();
    if trailing == 0 {
        out.push_back((Token::Word(rest.into()), span));
        return Ok(());
    }
    // The glyph characters are ASCII: one byte each.
    let (body, glyph) = rest.split_at(rest.len() - trailing);
    let body_chars = body.chars().count();
    let nag = glyph_nag(glyph)
        .filter(|_| !body.is_empty() && !is_number_or_result(body))
        .ok_or_else(|| {
            (
                offset + body_chars,
                PgnErrorKind::UnexpectedToken(glyph.into()),
            )
        })?;
    out.push_back((Token::Word(body.into()), span));
    out.push_back((Token::Nag(nag), span));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lex(text: &str) -> Vec<Token> {
        let mut lexer = Lexer::default();
        let mut out = VecDeque::new();
        for (n, line) in text.lines().enumerate() {
            lexer.line(line, n + 1, &mut out).unwrap();
        }
        lexer.finish().unwrap();
        out.into_iter().map(|(t, _)| t).collect()
    }

    #[test]
    fn tokens() {
        use Token::*;
        assert_eq!(
            lex("[Event \"a \\\"b\\\"\"] [Site \"?\"]\n1.e4 e5!? {a\n  b} 2... Nf3 $14 (2. d4) ; rest\n% skip\n1-0"),
            vec![
                Tag { name: "Event".into(), value: "a \"b\"".into() },
                Tag { name: "Site".into(), value: "?".into() },
                Number,
                Word("e4".into()),
                Word("e5".into()),
                Nag(5),
                Comment("a b".into()),
                Number,
                Word("Nf3".into()),
                Nag(14),
                Open,
                Number,
                Word("d4".into()),
                Close,
                Comment("rest".into()),
                Result(GameResult::WhiteWins),
            ]
        );
        assert_eq!(lex("6...0—0—0"), vec![Number, Word("0—0—0".into())]);
        assert_eq!(lex("1 e2-e4"), vec![Number, Word("e2-e4".into())]);
        assert_eq!(
            lex("1.4 1.2...e4"),
            vec![Number, Number, Number, Number, Word("e4".into())]
        );
        assert_eq!(lex("1.1-0"), vec![Number, Result(GameResult::WhiteWins)]);
    }

    #[test]
    fn errors() {
        let mut lexer = Lexer::default();
        let mut out = VecDeque::new();
        let e = lexer.line("e4 $x", 3, &mut out).unwrap_err();
        assert_eq!((e.line, e.column), (3, 4));
        let e = lexer.line("[Event \"x]", 1, &mut out).unwrap_err();
        assert!(matches!(e.kind, PgnErrorKind::BadTag(_)));
        let e = lexer.line("Фe4!!!", 1, &mut out).unwrap_err();
        assert_eq!(e.column, 4);
        assert!(lexer.line("4!", 1, &mut out).is_err());
        assert!(lexer.line("1-0?", 1, &mut out).is_err());
        lexer.line("{ open", 5, &mut out).unwrap();
        let e = lexer.finish().unwrap_err();
        assert_eq!((e.line, e.column), (5, 1));
    }
}
