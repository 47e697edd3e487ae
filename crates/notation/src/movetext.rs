//! Numbered move lists as the sources print them (`1. e2-e4 e7-e5`, one
//! full move a line), in SAN or long notation, and reading them back.

use danilchuk_board::{Color, Illegality, Move, Position};

use crate::error::{MoveError, Notation, PgnError};
use crate::letters::Letters;
use crate::long_syntax::{LongPlus, LongStyle};
use crate::pgn::PgnReader;
use crate::san::SanPlus;

/// How to write each move of a move list.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveFormat {
    /// SAN in these letters.
    San(Letters),
    /// Long notation in this style.
    Long(LongStyle),
}

/// Writes the moves from `start` as numbered lines, one full move a line
/// (`1. e2-e4 e7-e5`; a list that starts with Black begins `6... 0-0-0`).
///
/// # Errors
///
/// [`MoveError::Illegal`], with the move's UCI text and the reason, for
/// the first move that is not legal where it is played.
///
/// ```
/// use danilchuk_board::Position;
/// use danilchuk_immortal::Immortal;
/// use danilchuk_notation::{parse_movetext, write_movetext, LongStyle, MoveFormat};
///
/// let start = Immortal::starting();
/// let moves = parse_movetext(&start, "1. e2-e4 e7- e5\n2. Фd1-h5 Фd8-f6\n3. Фh5 ×f7+")?;
/// let text = write_movetext(&start, &moves, MoveFormat::Long(LongStyle::RUSSIAN))?;
/// assert_eq!(text, "1. e2-e4 e7-e5\n2. Фd1-h5 Фd8-f6\n3. Фh5×f7+\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_movetext<P: Position>(
    start: &P,
    moves: &[Move],
    format: MoveFormat,
) -> Result<String, MoveError> {
    let mut out = write_numbered(start, moves, format, '\n')?;
    if !moves.is_empty() {
        out.push('\n');
    }
    Ok(out)
}

/// Writes the moves from `start` on one line with their numbers, as a GUI
/// or an engine's log shows a principal variation: `12... Nf6 13. Bg5 h6`
/// (the first move numbered as its position's move, `...` when Black is to
/// move there). No line break; an empty list gives an empty text.
///
/// # Errors
///
/// [`MoveError::Illegal`], with the move's UCI text and the reason, for
/// the first move that is not legal where it is played.
///
/// ```
/// use danilchuk_board::Position;
/// use danilchuk_classical::Chess;
/// use danilchuk_notation::{parse_movetext, write_line, Letters, MoveFormat};
///
/// let pos = Chess::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")?;
/// let pv = parse_movetext(&pos, "Bb5 a6 Ba4 Nf6")?;
/// let san = MoveFormat::San(Letters::English);
/// assert_eq!(write_line(&pos, &pv, san)?, "3. Bb5 a6 4. Ba4 Nf6");
/// // From Black's move, in Russian letters.
/// let mut after = pos.clone();
/// after.play_unchecked(pv[0]);
/// assert_eq!(write_line(&after, &pv[1..], MoveFormat::San(Letters::Russian))?, "3... a6 4. Сa4 Кf6");
/// assert_eq!(write_line(&pos, &[], san)?, "");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_line<P: Position>(
    start: &P,
    moves: &[Move],
    format: MoveFormat,
) -> Result<String, MoveError> {
    write_numbered(start, moves, format, ' ')
}

/// The moves with their numbers, full moves separated by `between`.
fn write_numbered<P: Position>(
    start: &P,
    moves: &[Move],
    format: MoveFormat,
    between: char,
) -> Result<String, MoveError> {
    let mut pos = start.clone();
    let mut out = String::new();
    for (i, m) in moves.iter().enumerate() {
        if !pos.is_legal(*m) {
            return Err(MoveError::Illegal {
                notation: Notation::Uci,
                text: pos.uci(*m).to_string(),
                reason: pos.illegality(*m).unwrap_or(Illegality::NotAMove),
            });
        }
        let number = pos.fullmoves();
        match pos.turn() {
            Color::White => {
                if i > 0 {
                    out.push(between);
                }
                out.push_str(&format!("{number}. "));
            }
            Color::Black if i == 0 => out.push_str(&format!("{number}... ")),
            Color::Black => out.push(' '),
        }
        let text = match format {
            MoveFormat::San(letters) => SanPlus::from_move(&pos, *m).display(letters).to_string(),
            MoveFormat::Long(style) => LongPlus::from_move(&pos, *m).display(style).to_string(),
        };
        out.push_str(&text);
        pos.play_unchecked(*m);
    }
    Ok(out)
}

/// Reads a bare move list (move numbers, SAN, long notation or UCI, English
/// or Russian letters, spaces around separators as the sources write them,
/// comments and a termination marker allowed) and plays it from `start`.
/// Tag pairs, if any, are ignored. Only the first game of the text is read.
///
/// # Errors
///
/// A [`PgnError`] with the line and column of the first problem: text that
/// is not PGN movetext, a move that does not parse or is not legal
/// ([`PgnError::illegality`] says why), or a null move (`--`, `Z0`), which
/// has no place in a list of moves of the rules
/// ([`crate::pgn::replay`] reads games with null moves, IV-10).
pub fn parse_movetext<P: Position>(start: &P, text: &str) -> Result<Vec<Move>, PgnError> {
    let Some(game) = PgnReader::new(text.as_bytes()).next().transpose()? else {
        return Ok(Vec::new());
    };
    if let Some(null) = game
        .moves
        .iter()
        .find(|m| crate::pgn::is_null_move(&m.text))
    {
        let kind = crate::PgnErrorKind::NullMoveInMainLine;
        return Err(PgnError::new(null.span.line, null.span.column, kind));
    }
    crate::pgn::play_main_line(start, &game.moves).map(|(moves, _, _)| moves)
}
