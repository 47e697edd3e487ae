//! Playing a PGN game on a rule set, and turning played moves into a game.

use core::str::FromStr;

use danilchuk_board::{Illegality, Move, Position, Variant};

use crate::any::parse_move;
use crate::error::{MoveError, MoveNumber, Notation, PgnError, PgnErrorKind};
use crate::letters::Letters;
use crate::pgn::{GameResult, PgnGame, PgnMove, Span};
use crate::san::SanPlus;

/// A game played out on a rule set.
///
/// The main line may hold null moves (`--`, `Z0`: IV-10), which pass the
/// turn as IV-8 says; no rule set allows one in play, so a replay that has
/// one says so ([`Replay::has_null_move`]), and [`Replay::plies`] gives
/// the main line with its passes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay<P> {
    /// The starting position (the `FEN` tag's, or the rule set's start).
    pub start: P,
    /// The main line's moves, null moves left out.
    pub moves: Vec<Move>,
    /// The plies of the main line that are null moves (IV-10), counted
    /// from 0 over every ply, passes included: `[1]` for `1. e4 -- 2. d4`.
    /// Empty for a game of the rules.
    pub null_moves: Vec<usize>,
    /// The position after the last move.
    pub end: P,
}

impl<P: Position> Replay<P> {
    /// Whether the main line passes the turn somewhere (IV-10): a game
    /// that no rule set allows in play.
    #[must_use]
    pub fn has_null_move(&self) -> bool {
        !self.null_moves.is_empty()
    }

    /// The main line ply by ply: `Some(move)`, or `None` for a null move.
    pub fn plies(&self) -> impl Iterator<Item = Option<Move>> + '_ {
        let mut moves = self.moves.iter().copied();
        let mut nulls = self.null_moves.iter().copied().peekable();
        (0..self.moves.len() + self.null_moves.len()).map(move |ply| {
            if nulls.next_if_eq(&ply).is_some() {
                None
            } else {
                moves.next()
            }
        })
    }

    /// The main line in SAN, with suffixes, in the given letters, one text
    /// a ply: `--` for a null move.
    #[must_use]
    pub fn san(&self, letters: Letters) -> Vec<String> {
        let mut pos = self.start.clone();
        self.plies()
            .map(|ply| match ply {
                Some(m) => {
                    let text = SanPlus::from_move(&pos, m).display(letters).to_string();
                    pos.play_unchecked(m);
                    text
                }
                None => {
                    // Replayed once already: the pass is possible.
                    let _ = pos.play_null();
                    NULL_MOVE.into()
                }
            })
            .collect()
    }
}

/// How a null move is written in PGN (IV-10); `Z0`, ChessBase's form, is
/// read too.
pub const NULL_MOVE: &str = "--";

/// Whether a PGN move text is a null move (`--` or `Z0`, IV-10).
#[must_use]
pub fn is_null_move(text: &str) -> bool {
    text == NULL_MOVE || text == "Z0"
}

fn tag_error(game: &PgnGame, name: &str, kind: PgnErrorKind) -> PgnError {
    let span = game.tag_pair(name).map_or(game.span, |t| t.span);
    PgnError::new(span.line, span.column, kind).in_game(game.number)
}

/// Reads a game setting from a tag with [`FromStr`], or its default when the
/// tag is absent: for Linear chess,
/// `setting_from_tag::<LineLimit>(&game, "LineLimit")` gives the settings
/// to pass to [`replay`]. (This crate depends on no rule set, so it cannot
/// name `LineLimit` itself; the rule sets without settings take `()`.)
///
/// # Errors
///
/// [`PgnErrorKind::BadSetting`] at the tag when its value does not parse
/// as `S`.
pub fn setting_from_tag<S: FromStr + Default>(game: &PgnGame, name: &str) -> Result<S, PgnError> {
    match game.tag(name) {
        None => Ok(S::default()),
        Some(value) => value.parse().map_err(|_| {
            let why = format!("bad {name} tag value {}", danilchuk_board::Excerpt(value));
            tag_error(game, name, PgnErrorKind::BadSetting(why))
        }),
    }
}

/// The starting position of a game: the `FEN` tag's (unless `SetUp` is `0`)
/// or the rule set's start, with `settings`. A `Variant` tag (any name of
/// [`danilchuk_board::RULE_SET_NAMES`]) naming another rule set, or other
/// settings than `settings` (`Linear3` read with no limit), is an error; no
/// `Variant` tag fits every rule set (so a bare movetext can be read as
/// any).
///
/// # Errors
///
/// [`PgnErrorKind::UnknownVariant`] or [`PgnErrorKind::VariantMismatch`]
/// at the `Variant` tag, or
/// [`PgnErrorKind::Fen`] at the `FEN` tag when it is no position of the
/// rule set.
pub fn start_position<P: Position>(game: &PgnGame, settings: P::Settings) -> Result<P, PgnError> {
    if let Some(tag) = game.tag("Variant") {
        // The settings choose the rule set of a type over several.
        let start = P::starting_with(settings);
        let expected = start.variant();
        let (variant, named) = Variant::from_name(tag)
            .map_err(|e| tag_error(game, "Variant", PgnErrorKind::UnknownVariant(e)))?;
        let agrees = match named {
            0 => variant == expected,
            // A name that names settings (`Linear3`) must name these.
            named => variant.settings_key(named) == start.settings_key(),
        };
        if !agrees {
            let kind = PgnErrorKind::VariantMismatch {
                tag: tag.into(),
                expected,
            };
            return Err(tag_error(game, "Variant", kind));
        }
    }
    match game.tag("FEN").filter(|_| game.tag("SetUp") != Some("0")) {
        Some(fen) => P::from_fen_with(fen, settings)
            .map_err(|e| tag_error(game, "FEN", PgnErrorKind::Fen(e))),
        None => Ok(P::starting_with(settings)),
    }
}

/// Plays a game's main line (variations are not played). Each move may be
/// SAN, long notation or UCI, English or Russian letters; the first that
/// cannot be played is reported with its game's number
/// ([`PgnGame::number`]), its move number and side
/// ([`PgnError::move_number`]), and its line and column.
///
/// # Errors
///
/// A [`PgnError`] with its place: the `Variant` tag names no rule set or
/// another one than `P` with `settings` ([`start_position`]), the `FEN` tag
/// is no position of it, a main-line move does not parse or is not legal
/// ([`PgnError::illegality`] says why), or a null move (IV-10) stands where
/// the rule set cannot pass ([`PgnErrorKind::NullMoveRefused`]).
///
/// ```
/// use danilchuk_board::Position;
/// use danilchuk_immortal::Immortal;
/// use danilchuk_notation::pgn::{replay, PgnReader};
///
/// let text = "[Variant \"Immortal\"]\n\n1. e4 e5 2. Qh5 Qf6 3. Qxf7+ *";
/// let pgn = PgnReader::new(text.as_bytes()).next().expect("a game")?;
/// let game = replay::<Immortal>(&pgn, ())?;
/// assert_eq!(game.moves.len(), 5);
/// // I-1: the captured pawn stands where the queen came from.
/// assert!(game.end.fen().starts_with("rnb1kbnr/pppp1Qpp/5q2/4p2p/4P3/8/PPPP1PPP/RNB1KBNR"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn replay<P: Position>(game: &PgnGame, settings: P::Settings) -> Result<Replay<P>, PgnError> {
    let start: P = start_position(game, settings)?;
    let (moves, null_moves, end) =
        play_main_line(&start, &game.moves).map_err(|e| e.in_game(game.number))?;
    Ok(Replay {
        start,
        moves,
        null_moves,
        end,
    })
}

/// Plays the written main-line moves from `start`: the moves, the plies
/// that were null moves (IV-10), and the position after them, or the first
/// move that does not parse or is not legal, with its line and column.
pub(crate) fn play_main_line<P: Position>(
    start: &P,
    written_moves: &[PgnMove],
) -> Result<(Vec<Move>, Vec<usize>, P), PgnError> {
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(written_moves.len());
    let mut null_moves = Vec::new();
    for (ply, written) in written_moves.iter().enumerate() {
        let number = MoveNumber {
            number: pos.fullmoves(),
            turn: pos.turn(),
            ply: u32::try_from(ply + 1).unwrap_or(u32::MAX),
        };
        let at = |kind| PgnError::new(written.span.line, written.span.column, kind).at_move(number);
        if is_null_move(&written.text) {
            // IV-10: passes the turn as IV-8 says, where the rule set can.
            pos.play_null()
                .map_err(|e| at(PgnErrorKind::NullMoveRefused(e)))?;
            null_moves.push(ply);
            continue;
        }
        let m = parse_move(&pos, &written.text).map_err(|e| at(PgnErrorKind::Move(e)))?;
        pos.play_unchecked(m);
        moves.push(m);
    }
    Ok((moves, null_moves, pos))
}

/// A game of legal moves from `start`, as PGN: moves in SAN (in `letters`;
/// export format wants English), a `Variant` tag for the variants, `SetUp`
/// and `FEN` when `start` is not the rule set's starting position, and the
/// result when the last position ends the game ([`Position::outcome`]).
/// Other tags (the Seven Tag Roster, Linear's `LineLimit`) are the caller's
/// to set with [`PgnGame::set_tag`].
///
/// An illegal move is reported as [`MoveError::Illegal`] with its UCI text.
///
/// # Errors
///
/// [`MoveError::Illegal`], with the move's UCI text and the reason, for the
/// first move that is not legal where it is played.
pub fn record<P: Position>(
    start: &P,
    moves: &[Move],
    letters: Letters,
) -> Result<PgnGame, MoveError> {
    let mut game = PgnGame::default();
    if start.variant() != Variant::Chess {
        game.set_tag("Variant", start.variant().pgn_name());
    }
    if start.fen() != P::starting_with(start.settings()).fen() {
        game.set_tag("SetUp", "1");
        game.set_tag("FEN", start.fen());
    }
    let mut pos = start.clone();
    for m in moves {
        if !pos.is_legal(*m) {
            let reason = pos.illegality(*m).unwrap_or(Illegality::NotAMove);
            return Err(MoveError::Illegal {
                notation: Notation::Uci,
                text: pos.uci(*m).to_string(),
                reason,
            });
        }
        game.moves.push(PgnMove {
            text: SanPlus::from_move(&pos, *m).display(letters).to_string(),
            span: Span::default(),
            ..PgnMove::default()
        });
        pos.play_unchecked(*m);
    }
    let result = match pos.outcome() {
        Some(outcome) => outcome.result().parse().unwrap_or(GameResult::Unknown),
        None => GameResult::Unknown,
    };
    game.result = Some(result);
    game.set_tag("Result", result.as_str());
    Ok(game)
}
