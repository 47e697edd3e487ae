//! What makes a setup a legal classical position.

use danilchuk_board::{Bitboard, CastlingSide, Color, Rank, Role, Setup, SetupError, Square};

use crate::castling::rook_home;

pub(crate) fn validate(setup: &Setup) -> Result<(), SetupError> {
    let board = &setup.board;
    // Field 1: a board whose colour and role sets disagree has no FEN
    // (see `Board::check_consistency`); every later check assumes they agree.
    board.check_consistency()?;
    for color in Color::ALL {
        let kings = board.kings() & board.by_color(color);
        if kings.is_empty() {
            return Err(SetupError::MissingKing(color));
        }
        if kings.more_than_one() {
            return Err(SetupError::TooManyKings(color));
        }
        if board.by_color(color).count() > 16 {
            return Err(SetupError::TooManyUnits(color));
        }
    }
    if (board.pawns() & (Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth)))
        .any()
    {
        return Err(SetupError::PawnOnBackRank);
    }
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            if !setup.castling.has(color, side) {
                continue;
            }
            let letter = match (color, side) {
                (Color::White, CastlingSide::KingSide) => 'K',
                (Color::White, CastlingSide::QueenSide) => 'Q',
                (Color::Black, CastlingSide::KingSide) => 'k',
                (Color::Black, CastlingSide::QueenSide) => 'q',
            };
            if board.piece_at(Square::E1.relative_to(color)) != Some(Role::King.of(color)) {
                return Err(SetupError::BadCastlingRight {
                    right: letter,
                    reason: "the king is not on its home square",
                });
            }
            if board.piece_at(rook_home(color, side)) != Some(Role::Rook.of(color)) {
                return Err(SetupError::BadCastlingRight {
                    right: letter,
                    reason: "the rook is not on its home square",
                });
            }
        }
    }
    // Field 6, as in Immortal and Linear: the first move is move 1.
    if setup.fullmoves == 0 {
        return Err(SetupError::ZeroFullmoves);
    }
    if setup.ep_square.is_some() && setup.validate_ep_square().is_err() {
        return Err(SetupError::BadEnPassant);
    }
    let waiting = !setup.turn;
    if let Some(king) = board.king_of(waiting) {
        if board.attackers_to(king, setup.turn, board.occupied()).any() {
            return Err(SetupError::OppositeCheck(waiting));
        }
    }
    Ok(())
}
