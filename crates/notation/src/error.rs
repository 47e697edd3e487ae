//! The errors of every parser: syntax, illegal moves, PGN.

use core::fmt;
use std::sync::Arc;

use danilchuk_board::{
    Color, Excerpt, FenError, Illegality, NullMoveError, UnknownVariant, Variant,
};

/// Which notation a move was read in, for messages.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Standard algebraic notation.
    San,
    /// The sources' long notation (`e2-e4`, `Фh5 ×f7+`).
    Long,
    /// UCI (`e2e4`, `e7e8q`).
    Uci,
    /// Any of the three, as in PGN movetext.
    Any,
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Notation::San => "SAN",
            Notation::Long => "long-notation",
            Notation::Uci => "UCI",
            Notation::Any => "move",
        })
    }
}

/// A move text that is not well-formed in its notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "malformed {notation} {} at character {column}: {reason}",
    Excerpt(.text)
)]
pub struct SyntaxError {
    /// The notation it was read in.
    pub notation: Notation,
    /// The whole text.
    pub text: String,
    /// The 1-based character (not byte) position of the problem in `text`.
    pub column: usize,
    /// What was expected or what is wrong.
    pub reason: &'static str,
}

/// A move that could not be read in a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not well-formed.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// The text is well-formed but names no legal move.
    #[error("illegal {notation} {}: {reason}", Excerpt(.text))]
    Illegal {
        /// The notation it was read in.
        notation: Notation,
        /// The text.
        text: String,
        /// Why.
        reason: Illegality,
    },
}

impl MoveError {
    /// Why the move is illegal, if it was well-formed but illegal.
    ///
    /// ```
    /// use danilchuk_board::{Illegality, Position};
    /// use danilchuk_immortal::Immortal;
    /// use danilchuk_notation::{parse_move, parse_movetext};
    ///
    /// let start = Immortal::starting();
    /// let mut pos = start;
    /// for m in parse_movetext(&start, "1. Nf3 Nc6 2. Nd4 Nxd4")? {
    ///     pos.play_unchecked(m);
    /// }
    /// // I-3: the knight swapped onto c6 may not take its captor at once.
    /// let error = parse_move(&pos, "Nxd4").unwrap_err();
    /// assert_eq!(error.illegality(), Some(Illegality::Locked));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn illegality(&self) -> Option<Illegality> {
        match self {
            MoveError::Illegal { reason, .. } => Some(*reason),
            MoveError::Syntax(_) => None,
        }
    }
}

/// An I/O error, kept whole (its kind, its message, and its own source) as
/// the [`std::error::Error::source`] of the [`PgnError`] that carries it.
/// Shared, so that the error stays `Clone`; two are equal when their kinds
/// and messages are.
#[derive(Clone, Debug)]
pub struct IoError(Arc<std::io::Error>);

impl IoError {
    /// The I/O error.
    #[must_use]
    pub fn get(&self) -> &std::io::Error {
        &self.0
    }

    /// Its kind.
    #[must_use]
    pub fn kind(&self) -> std::io::ErrorKind {
        self.0.kind()
    }
}

impl From<std::io::Error> for IoError {
    fn from(e: std::io::Error) -> IoError {
        IoError(Arc::new(e))
    }
}

impl PartialEq for IoError {
    fn eq(&self, other: &IoError) -> bool {
        self.kind() == other.kind() && self.0.to_string() == other.0.to_string()
    }
}

impl Eq for IoError {}

impl fmt::Display for IoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// What went wrong in a PGN file.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PgnErrorKind {
    /// Reading failed: the I/O error, also the [`PgnError`]'s source.
    Io(IoError),
    /// The text is not UTF-8 (the column is where the first bad byte is).
    NotUtf8,
    /// A line longer than [`crate::pgn::MAX_LINE_BYTES`]: the reader holds
    /// one line at a time, never more than that. The reader skips the line
    /// and the rest of its game.
    LineTooLong {
        /// The limit, in bytes.
        max: usize,
    },
    /// A tag pair (`[Name "value"]`) is malformed.
    BadTag(&'static str),
    /// A `{` comment is never closed.
    UnterminatedComment,
    /// A `)` without its `(`.
    UnbalancedParen,
    /// A `(` never closed before the end of the game.
    UnclosedVariation,
    /// A variation or NAG that follows no move.
    NothingToAnnotate(&'static str),
    /// Variations nested deeper than the reader allows.
    TooDeep,
    /// `$` not followed by a number from 0 to 255.
    BadNag,
    /// A token that has no place in movetext.
    UnexpectedToken(String),
    /// A move that cannot be played (replaying the game).
    Move(MoveError),
    /// The `FEN` tag does not parse for the rule set (replaying the game).
    Fen(FenError),
    /// The `Variant` tag names no rule set.
    UnknownVariant(UnknownVariant),
    /// The `Variant` tag names another rule set than the one replaying.
    VariantMismatch {
        /// The tag's value.
        tag: String,
        /// The rule set replaying.
        expected: Variant,
    },
    /// A tag that sets the game (such as `LineLimit`) has a bad value.
    BadSetting(String),
    /// A line of play (the main line or a variation) has more moves than
    /// the reader was told to read ([`crate::pgn::PgnReader::max_moves`]).
    TooManyMoves(usize),
    /// A null move (`--`, `Z0`: IV-10) where the rule set cannot pass the
    /// turn (IV-8: in classical and Immortal chess, not in check).
    NullMoveRefused(NullMoveError),
    /// A null move (IV-10) in a main line that must be a game of the rules
    /// (a list of moves, a [`danilchuk_board::Position`]'s game): no rule
    /// set allows one in play. [`crate::pgn::replay`] reads such games.
    NullMoveInMainLine,
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::Io(e) => write!(f, "cannot read: {e}"),
            PgnErrorKind::NotUtf8 => f.write_str("the text is not UTF-8"),
            PgnErrorKind::LineTooLong { max } => {
                write!(f, "the line is longer than {max} bytes")
            }
            PgnErrorKind::BadTag(why) => write!(f, "malformed tag pair: {why}"),
            PgnErrorKind::UnterminatedComment => f.write_str("comment '{' is never closed"),
            PgnErrorKind::UnbalancedParen => f.write_str("')' without '('"),
            PgnErrorKind::UnclosedVariation => {
                f.write_str("variation '(' is not closed before the end of the game")
            }
            PgnErrorKind::NothingToAnnotate(what) => write!(f, "{what} follows no move"),
            PgnErrorKind::TooDeep => f.write_str("variations are nested too deep"),
            PgnErrorKind::BadNag => f.write_str("'$' must be followed by a number 0-255"),
            PgnErrorKind::UnexpectedToken(t) => write!(f, "unexpected {}", Excerpt(t)),
            PgnErrorKind::Move(e) => fmt::Display::fmt(e, f),
            PgnErrorKind::Fen(e) => write!(f, "FEN tag: {e}"),
            PgnErrorKind::UnknownVariant(e) => write!(f, "Variant tag: {e}"),
            PgnErrorKind::VariantMismatch { tag, expected } => write!(
                f,
                "the Variant tag says {}, but the game is read as {}",
                Excerpt(tag),
                expected.pgn_name()
            ),
            PgnErrorKind::BadSetting(why) => fmt::Display::fmt(why, f),
            PgnErrorKind::TooManyMoves(max) => write!(f, "a line has more than {max} moves"),
            PgnErrorKind::NullMoveRefused(e) => write!(f, "null move (IV-10): {e}"),
            PgnErrorKind::NullMoveInMainLine => f.write_str(
                "a null move (IV-10) passes the turn, which no rule set allows in play; \
                 a game of the rules cannot hold one",
            ),
        }
    }
}

/// Which move of a game's main line an error stands at: its move number
/// and the side that plays it, as PGN movetext numbers moves (`12.` for
/// White's twelfth, `12...` for Black's), and its half-move count from the
/// game's start. The number continues the `FEN` tag's full-move number
/// when the game starts from one.
///
/// ```
/// use danilchuk_board::Color;
/// use danilchuk_notation::MoveNumber;
///
/// let black_12th = MoveNumber { number: 12, turn: Color::Black, ply: 24 };
/// assert_eq!(black_12th.to_string(), "move 12 (black)");
/// assert_eq!(black_12th.movetext(), "12...");
/// assert_eq!(MoveNumber::of_ply(1, Color::White, 24), black_12th);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveNumber {
    /// The full-move number, from 1 (FEN's sixth field; python-chess's
    /// `fullmove_number`).
    pub number: u32,
    /// The side that plays the move.
    pub turn: Color,
    /// The move's place in the main line, counting half-moves from 1 (the
    /// main line's first move is 1, whoever plays it; null moves count).
    pub ply: u32,
}

impl MoveNumber {
    /// The main line's half-move `ply` (from 1) of a game whose start
    /// position has full-move number `start_number` and `start_turn` to
    /// move.
    #[must_use]
    pub fn of_ply(start_number: u32, start_turn: Color, ply: u32) -> MoveNumber {
        // Half-moves since White's move of the start's full-move number.
        let from_white = ply.saturating_sub(1) + u32::from(start_turn == Color::Black);
        let number = (from_white / 2).saturating_add(start_number.max(1));
        let turn = if from_white % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        MoveNumber { number, turn, ply }
    }

    /// The move number as PGN movetext writes it: `12.` for White, `12...`
    /// for Black.
    #[must_use]
    pub fn movetext(&self) -> String {
        match self.turn {
            Color::White => format!("{}.", self.number),
            Color::Black => format!("{}...", self.number),
        }
    }
}

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = match self.turn {
            Color::White => "white",
            Color::Black => "black",
        };
        write!(f, "move {} ({side})", self.number)
    }
}

/// A PGN error with its place: which game of the text (1-based), which
/// move of its main line when the error is a move's (known when the game
/// is replayed: [`crate::pgn::replay`]), and the 1-based line and column
/// (columns count characters, not bytes). Its
/// [`std::error::Error::source`] is the error underneath, when there is
/// one: the I/O error, the FEN error, the move error.
///
/// ```
/// use danilchuk_board::Color;
/// use danilchuk_classical::Chess;
/// use danilchuk_notation::pgn::{replay, PgnReader};
///
/// let text = "1. e4 e5 *\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 Nd4 4. Nxd4 Nxd4 *\n";
/// let errors: Vec<_> = PgnReader::new(text.as_bytes())
///     .map(|game| replay::<Chess>(&game?, ()).map(drop))
///     .filter_map(Result::err)
///     .collect();
/// let error = &errors[0];
/// assert_eq!(error.game, 2);
/// let at = error.move_number.expect("a move's error");
/// assert_eq!((at.number, at.turn, at.ply), (4, Color::Black, 8));
/// assert!(error.to_string().starts_with("game 2, move 4 (black), line 3, column 40: "));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct PgnError {
    /// Which game of the text, from 1; 0 when not known (a
    /// [`crate::pgn::PgnGame`] built in code).
    pub game: usize,
    /// The move of the game's main line the error is at, when it is a
    /// move's (one that does not parse, is illegal, or passes the turn
    /// where it cannot) and the game was replayed.
    pub move_number: Option<MoveNumber>,
    /// The line.
    pub line: usize,
    /// The column.
    pub column: usize,
    /// What is wrong.
    pub kind: PgnErrorKind,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.game > 0 {
            write!(f, "game {}, ", self.game)?;
        }
        if let Some(at) = self.move_number {
            write!(f, "{at}, ")?;
        }
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.kind
        )
    }
}

impl std::error::Error for PgnError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            PgnErrorKind::Io(e) => Some(e.get()),
            PgnErrorKind::Fen(e) => Some(e),
            PgnErrorKind::Move(e) => Some(e),
            PgnErrorKind::UnknownVariant(e) => Some(e),
            PgnErrorKind::NullMoveRefused(e) => Some(e),
            _ => None,
        }
    }
}

impl PgnError {
    /// An error at a place, in no known game and at no move ([`PgnError::in_game`]
    /// and [`PgnError::at_move`] add them).
    #[must_use]
    pub fn new(line: usize, column: usize, kind: PgnErrorKind) -> PgnError {
        PgnError {
            game: 0,
            move_number: None,
            line,
            column,
            kind,
        }
    }

    /// The same error in game `game` (from 1) of its text, unless it
    /// already names one.
    #[must_use]
    pub fn in_game(mut self, game: usize) -> PgnError {
        if self.game == 0 {
            self.game = game;
        }
        self
    }

    /// The same error at a move of the game's main line.
    #[must_use]
    pub fn at_move(mut self, move_number: MoveNumber) -> PgnError {
        self.move_number = Some(move_number);
        self
    }

    /// Why a move of the game is illegal, if that is what stopped it.
    ///
    /// ```
    /// use danilchuk_board::{Illegality, Role};
    /// use danilchuk_classical::Chess;
    /// use danilchuk_notation::pgn::{replay, PgnReader};
    ///
    /// let game = PgnReader::new("1. e4 e5 2. Nd4 *".as_bytes()).next().expect("a game")?;
    /// let error = replay::<Chess>(&game, ()).unwrap_err();
    /// assert_eq!((error.line, error.column), (1, 13));
    /// assert_eq!(error.illegality(), Some(Illegality::CannotReach { role: Role::Knight }));
    /// # Ok::<(), danilchuk_notation::PgnError>(())
    /// ```
    #[must_use]
    pub fn illegality(&self) -> Option<Illegality> {
        match &self.kind {
            PgnErrorKind::Move(e) => e.illegality(),
            _ => None,
        }
    }
}
