//! The unvalidated position and FEN fields 1-6.

use core::fmt;

use danilchuk_bitboard::{Color, Rank, Square};

use crate::{Board, CastlingRights, Excerpt, FenError, FenField};

/// An unvalidated position: what FEN fields 1-6 say. Rule sets turn it
/// (plus their own fields) into a validated position with a fallible
/// constructor.
///
/// ```
/// use danilchuk_board::{Color, Setup};
/// let (setup, rest) = Setup::parse_fen_prefix("8/8/8/8/8/8/8/K6k b - - 3 40 extra")?;
/// assert_eq!(setup.turn, Color::Black);
/// assert_eq!((setup.halfmoves, setup.fullmoves), (3, 40));
/// assert_eq!(rest, ["extra"]);
/// assert_eq!(setup.to_string(), "8/8/8/8/8/8/8/K6k b - - 3 40");
/// # Ok::<(), danilchuk_board::FenError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Field 1: the placement.
    pub board: Board,
    /// Field 2: the side to move.
    pub turn: Color,
    /// Field 3: the castling flags (each rule set says what they mean).
    pub castling: CastlingRights,
    /// Field 4: the square a pawn passed over in the last move's double step.
    pub ep_square: Option<Square>,
    /// Field 5: half-moves since the last capture or pawn move.
    pub halfmoves: u32,
    /// Field 6: the move number, starting at 1.
    pub fullmoves: u32,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::starting()
    }
}

impl Setup {
    /// The starting position with all castling rights, White to move.
    #[must_use]
    pub const fn starting() -> Setup {
        Setup {
            board: Board::starting(),
            turn: Color::White,
            castling: CastlingRights::ALL,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// An empty board, White to move, no castling right, no en passant
    /// square, `0 1`: the start of a board editor.
    ///
    /// ```
    /// use danilchuk_board::Setup;
    /// assert_eq!(Setup::empty().to_string(), "8/8/8/8/8/8/8/8 w - - 0 1");
    /// ```
    #[must_use]
    pub const fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castling: CastlingRights::EMPTY,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// Parses fields 1-6 (5 and 6 may be missing: `0 1`) and returns the
    /// remaining fields, which belong to the rule set.
    ///
    /// Fields 5 and 6 are taken as present when they are numbers; a rule
    /// set's own fields may therefore follow only after field 6 (Part III).
    ///
    /// The placement alone is accepted too, the rest taking the defaults of
    /// [`Setup::empty`]: White to move, no castling right (`-`), no en
    /// passant square (`-`), `0 1`; each rule set's own fields then take
    /// their defaults (Immortal `- -`, Linear `Ee`). Two or three fields
    /// are still an error (the missing field is named).
    ///
    /// # Errors
    ///
    /// [`FenError::Empty`] for white space only, [`FenError::Missing`] when
    /// field 2, 3 or 4 is missing, and [`FenError::Field`] naming the field for
    /// a malformed placement, side to move, castling flags, en passant square or
    /// counter, or a move number of 0. The position's consistency is not
    /// checked here.
    ///
    /// ```
    /// use danilchuk_board::Setup;
    /// let (setup, rest) = Setup::parse_fen_prefix("4k3/8/8/8/8/8/8/4K2R")?;
    /// assert_eq!(setup.to_string(), "4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    /// assert!(rest.is_empty());
    /// # Ok::<(), danilchuk_board::FenError>(())
    /// ```
    pub fn parse_fen_prefix(fen: &str) -> Result<(Setup, Vec<&str>), FenError> {
        let mut fields = fen.split_ascii_whitespace();
        let placement = fields.next().ok_or(FenError::Empty)?;
        let board = Board::from_placement(placement)
            .map_err(|e| FenError::field(FenField::Placement, e))?;
        let mut fields = fields.peekable();
        if fields.peek().is_none() {
            return Ok((
                Setup {
                    board,
                    ..Setup::empty()
                },
                Vec::new(),
            ));
        }
        let turn_text = fields.next().ok_or(FenError::Missing(FenField::Turn))?;
        let turn = match turn_text {
            "w" => Color::White,
            "b" => Color::Black,
            other => {
                return Err(FenError::field(
                    FenField::Turn,
                    format!("expected 'w' or 'b', found {}", Excerpt(other)),
                ))
            }
        };
        let castling_text = fields.next().ok_or(FenError::Missing(FenField::Castling))?;
        let castling = castling_text
            .parse::<CastlingRights>()
            .map_err(|e| FenError::field(FenField::Castling, e))?;
        let ep_text = fields
            .next()
            .ok_or(FenError::Missing(FenField::EnPassant))?;
        let ep_square = match ep_text {
            "-" => None,
            text => {
                let sq: Square = text.parse().map_err(|_| {
                    FenError::field(
                        FenField::EnPassant,
                        format!("expected '-' or a square, found {}", Excerpt(text)),
                    )
                })?;
                Some(sq)
            }
        };
        let rest: Vec<&str> = fields.collect();
        let (halfmoves, fullmoves, rest) = match rest.as_slice() {
            [] => (0, 1, Vec::new()),
            [h, tail @ ..] if h.bytes().all(|b| b.is_ascii_digit()) => {
                let halfmoves = parse_number(FenField::HalfmoveClock, h)?;
                let (f, tail) = tail
                    .split_first()
                    .ok_or(FenError::Missing(FenField::FullmoveNumber))?;
                let fullmoves = parse_number(FenField::FullmoveNumber, f)?;
                if fullmoves == 0 {
                    return Err(FenError::field(
                        FenField::FullmoveNumber,
                        "the move number starts at 1",
                    ));
                }
                (halfmoves, fullmoves, tail.to_vec())
            }
            [h, ..] => {
                return Err(FenError::field(
                    FenField::HalfmoveClock,
                    format!(
                        "expected a number, found {} (variant fields come after field 6)",
                        Excerpt(h)
                    ),
                ))
            }
        };
        Ok((
            Setup {
                board,
                turn,
                castling,
                ep_square,
                halfmoves,
                fullmoves,
            },
            rest,
        ))
    }

    /// Checks the en passant square against the board: it must be on the
    /// third rank of the side that just moved, with that side's pawn in front
    /// of it and both squares it passed empty (Part III: after any double
    /// step, capture possible or not).
    ///
    /// # Errors
    ///
    /// [`FenError::Field`] for field 4 when the square is not on the third rank
    /// of the side that just moved, no pawn of that side stands in front of it,
    /// or a square the pawn passed over is occupied.
    pub fn validate_ep_square(&self) -> Result<(), FenError> {
        let Some(ep) = self.ep_square else {
            return Ok(());
        };
        let mover = !self.turn;
        let expected_rank = Rank::Third.relative_to(mover);
        let forward = match mover {
            Color::White => 1,
            Color::Black => -1,
        };
        let pawn_sq = ep.offset(0, forward);
        let origin = ep.offset(0, -forward);
        let ok = ep.rank() == expected_rank
            && pawn_sq
                .is_some_and(|sq| self.board.piece_at(sq) == Some(crate::Role::Pawn.of(mover)))
            && !self.board.occupied().contains(ep)
            && origin.is_some_and(|sq| !self.board.occupied().contains(sq));
        if ok {
            Ok(())
        } else {
            Err(FenError::field(
                FenField::EnPassant,
                format!("{ep} does not follow a double step by {mover}"),
            ))
        }
    }
}

fn parse_number(field: FenField, text: &str) -> Result<u32, FenError> {
    text.parse::<u32>()
        .map_err(|_| FenError::field(field, format!("expected a number, found {}", Excerpt(text))))
}

impl fmt::Display for Setup {
    /// FEN fields 1-6.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {} ", self.board, self.turn.char(), self.castling)?;
        match self.ep_square {
            Some(sq) => write!(f, "{sq}")?,
            None => f.write_str("-")?,
        }
        write!(f, " {} {}", self.halfmoves, self.fullmoves)
    }
}
