//! The consistency checks of Part III for a Linear setup.

use danilchuk_board::{
    attacks, Bitboard, CastlingSide, Color, File, Rank, Role, SetupError, Square,
};

use crate::{LineLimit, LinearSetup};

/// The most units a side may have: as many as it starts with. This also
/// bounds the number of legal moves below `danilchuk_board::MAX_MOVES`.
const MAX_UNITS: u32 = 16;

/// Checks everything Part III asks of a Linear position, plus the line limit
/// (L-8) of the game it is to be played in. Each error names the FEN field
/// and the rule.
pub(crate) fn validate(s: &LinearSetup, limit: LineLimit) -> Result<(), SetupError> {
    let board = &s.setup.board;
    // Field 1: a board whose colour and role sets disagree has no FEN
    // (see `Board::check_consistency`); every later check assumes they agree.
    board.check_consistency()?;
    for color in Color::ALL {
        let units = board.by_color(color).count();
        if units > MAX_UNITS {
            return Err(SetupError::Variant(format!(
                "field 1 (placement): {color} has {units} units, more than the {MAX_UNITS} a side starts with"
            )));
        }
    }
    check_pawns(s)?;
    check_lines(s)?;
    check_limit(s, limit)?;
    check_castling(s)?;
    if s.setup.validate_ep_square().is_err() {
        return Err(SetupError::BadEnPassant);
    }
    check_kingless(s)?;
    if s.setup.fullmoves == 0 {
        return Err(SetupError::ZeroFullmoves);
    }
    Ok(())
}

/// Part III: pawns on ranks 1 and 8 are an error.
fn check_pawns(s: &LinearSetup) -> Result<(), SetupError> {
    let back_ranks = Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth);
    match (s.setup.board.pawns() & back_ranks).first() {
        Some(sq) => Err(SetupError::Variant(format!(
            "field 1 (placement): pawn on {sq}; Linear pawns on ranks 1 and 8 are an error (Part III, L-6)"
        ))),
        None => Ok(()),
    }
}

/// Part III allows any number of kings, "zero included (a finished game)":
/// a side without a king lost it on the last move (L-5), since the game
/// ends there. The position must be one that move can leave, so that its
/// outcome (`the last king left the king line` or `the last king was
/// captured`) is true. An empty board, or a side that made the last move
/// and has no unit, is no such position: a move never removes the unit
/// that moves (L-1).
///
/// - The last move was a capture of the last enemy king or a king's step
///   off its line, never a pawn's double step: no en passant square.
/// - If the side that made the last move (the side not to move) has no
///   king, that move took its last king off its king line (L-5; nothing
///   else removes a side's king on its own move, and castling keeps it a
///   king, L-7). A king steps one square (L-4), so that unit now stands on
///   a file beside the king line, as that file's piece (L-3), next to the
///   empty square of the king line it came from.
fn check_kingless(s: &LinearSetup) -> Result<(), SetupError> {
    let board = &s.setup.board;
    let kingless = |color: Color| (board.kings() & board.by_color(color)).is_empty();
    let Some(first) = Color::ALL.into_iter().find(|&c| kingless(c)) else {
        return Ok(());
    };
    if s.setup.ep_square.is_some() {
        return Err(SetupError::Variant(format!(
            "field 4 (en passant): {first} has no king, so the game ended on the last move, which took a king \
             or moved one off its line, not a pawn's double step (L-5)"
        )));
    }
    let mover = !s.setup.turn;
    if !kingless(mover) {
        // The side to move lost its last king to the last move (L-5).
        return Ok(());
    }
    let line = s.lines.king_file(mover);
    let beside = [line.offset(-1), line.offset(1)]
        .into_iter()
        .flatten()
        .fold(Bitboard::EMPTY, |set, file| set | Bitboard::from_file(file));
    let left_from = Bitboard::from_file(line) & !board.occupied();
    let former_king = (board.by_color(mover) & !board.pawns() & beside)
        .into_iter()
        .any(|sq| (attacks::king_attacks(sq) & left_from).any());
    if former_king {
        return Ok(());
    }
    Err(SetupError::Variant(format!(
        "field 1 (placement): {mover}, who made the last move (field 2), has no king, yet no {mover} piece stands \
         a king's step off its king line (the {}-file) beside an empty square of it: no move left {mover} without \
         a king, so no game reaches this position (L-4, L-5)",
        line.char()
    )))
}

/// L-3 and Part III: every non-pawn unit is of its line's type for its side
/// (field 7 says which file is whose king line).
fn check_lines(s: &LinearSetup) -> Result<(), SetupError> {
    let board = &s.setup.board;
    for sq in board.occupied() & !board.pawns() {
        let (Some(color), Some(role)) = (board.color_at(sq), board.role_at(sq)) else {
            continue;
        };
        let line = s.lines.role_on(color, sq.file());
        if role != line {
            return Err(SetupError::Variant(format!(
                "field 1 (placement): {color} {role} on {sq} does not match its line: with king lines {} \
                 (field 7) the {}-file is {color}'s {line} line, so every {color} piece there is a {line} (L-2, L-3)",
                s.lines,
                sq.file().char(),
            )));
        }
    }
    Ok(())
}

/// L-8: no file holds more of a side's non-pawn units than the game's limit.
/// **Decision:** such a position cannot arise in a game with that limit, so
/// it is rejected rather than half-played.
fn check_limit(s: &LinearSetup, limit: LineLimit) -> Result<(), SetupError> {
    let Some(max) = limit.max_per_line() else {
        return Ok(());
    };
    let board = &s.setup.board;
    for color in Color::ALL {
        let pieces = board.by_color(color) & !board.pawns();
        for file in File::ALL {
            let count = (pieces & Bitboard::from_file(file)).count();
            if count > max {
                return Err(SetupError::Variant(format!(
                    "field 1 (placement): {color} has {count} pieces on the {}-file, more than the line limit \
                     of {max} allows (L-8)",
                    file.char()
                )));
            }
        }
    }
    Ok(())
}

/// Part III: a Linear castling right needs that side's king on e1/e8 and
/// queen on d1/d8, and a king line that is still e (castling is once per
/// game, L-7). There is no king-side castling.
fn check_castling(s: &LinearSetup) -> Result<(), SetupError> {
    let board = &s.setup.board;
    for color in Color::ALL {
        let letter = color.fold('Q', 'q');
        if s.setup.castling.has(color, CastlingSide::KingSide) {
            return Err(SetupError::BadCastlingRight {
                right: color.fold('K', 'k'),
                reason: "Linear chess has only the king-queen castling, written Q and q (L-7)",
            });
        }
        if !s.setup.castling.has(color, CastlingSide::QueenSide) {
            continue;
        }
        if s.lines.has_castled(color) {
            return Err(SetupError::BadCastlingRight {
                right: letter,
                reason: "that side's king line is already d (field 7): it has castled, and castling is once per game (L-7)",
            });
        }
        let king = Square::E1.relative_to(color);
        let queen = Square::D1.relative_to(color);
        if board.piece_at(king) != Some(Role::King.of(color))
            || board.piece_at(queen) != Some(Role::Queen.of(color))
        {
            return Err(SetupError::BadCastlingRight {
                right: letter,
                reason: "castling needs that side's king on e1/e8 and its queen on d1/d8 (L-7)",
            });
        }
    }
    Ok(())
}
