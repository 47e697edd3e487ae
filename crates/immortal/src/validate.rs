//! Turning an [`ImmortalSetup`] into a position: every consistency rule of
//! Part III, each rejected with an error naming the FEN field and ruling.

use danilchuk_board::{CastlingRights, CastlingSide, Color, PositionCore, Role, SetupError};

use crate::castling::{king_home, rook_home, Rights};
use crate::lock::{Locks, MAX_LOCKS};
use crate::{Immortal, ImmortalSetup};

/// Validates a setup (Part III, "Inconsistent, hence rejected").
pub(crate) fn validate(input: ImmortalSetup) -> Result<Immortal, SetupError> {
    let ImmortalSetup {
        setup,
        reverse_castling,
        locks,
    } = input;
    let board = setup.board;

    // Field 1: a board whose colour and role sets disagree has no FEN
    // (see `Board::check_consistency`); every later check assumes they agree.
    board.check_consistency()?;

    // Field 1: exactly one king a side (I-1); at most 16 units a side, as
    // nothing ever leaves the board and a FEN "may have fewer" (I-1).
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

    // Field 6.
    if setup.fullmoves == 0 {
        return Err(SetupError::ZeroFullmoves);
    }

    // Fields 3 and 7: castling (I-4) and reverse castling (I-5).
    for color in Color::ALL {
        let reverse_both = CastlingSide::ALL
            .iter()
            .all(|side| reverse_castling.has(color, *side));
        if reverse_both {
            return Err(SetupError::Variant(format!(
                "field 7 (reverse castling): {color} has two reverse-castling rights; a side castles once (I-4, I-5)"
            )));
        }
        if reverse_castling.has_any(color) && setup.castling.has_any(color) {
            return Err(SetupError::Variant(format!(
                "fields 3 and 7: {color} has a castling right and a reverse-castling right at once; a side castles once (I-4, I-5)"
            )));
        }
        let king = Role::King.of(color);
        let rook = Role::Rook.of(color);
        for side in CastlingSide::ALL {
            let letter = right_letter(color, side);
            if setup.castling.has(color, side)
                && (board.piece_at(king_home(color)) != Some(king)
                    || board.piece_at(rook_home(color, side)) != Some(rook))
            {
                return Err(SetupError::BadCastlingRight {
                    right: letter,
                    reason: "the king and that rook must stand on their home squares (I-4)",
                });
            }
            if reverse_castling.has(color, side)
                && (board.piece_at(rook_home(color, side)) != Some(king)
                    || board.piece_at(king_home(color)) != Some(rook))
            {
                return Err(SetupError::Variant(format!(
                    "field 7 (reverse castling): right {letter} needs the {color} king on {} and a {color} rook on {} (I-5)",
                    rook_home(color, side),
                    king_home(color),
                )));
            }
        }
    }

    // Field 4.
    if setup.validate_ep_square().is_err() {
        return Err(SetupError::BadEnPassant);
    }

    // Field 8: locks (I-3).
    let mut lock_set = Locks::EMPTY;
    let mut binding = [0usize; 2];
    for (i, lock) in locks.iter().enumerate() {
        let (Some(a), Some(b)) = (board.color_at(lock.attacker), board.color_at(lock.target))
        else {
            return Err(lock_error(format!("lock {lock} names an empty square")));
        };
        if a == b {
            return Err(lock_error(format!(
                "lock {lock} names two units of the same colour"
            )));
        }
        if locks[..i].contains(lock) {
            return Err(lock_error(format!("lock {lock} is repeated")));
        }
        binding[usize::from(a != setup.turn)] += 1;
        if binding[0] > 2 {
            return Err(lock_error(format!(
                "more than two locks bind {}, the side to move",
                setup.turn
            )));
        }
        if binding[1] > 1 {
            return Err(lock_error(format!(
                "more than one lock binds {}, the side not to move",
                !setup.turn
            )));
        }
        if !lock_set.insert(*lock) {
            return Err(lock_error(format!("more than {MAX_LOCKS} locks")));
        }
    }

    // I-6: the side not to move may not be in check.
    let them = !setup.turn;
    if let Some(their_king) = board.king_of(them) {
        if board
            .attackers_to(their_king, setup.turn, board.occupied())
            .any()
        {
            return Err(SetupError::OppositeCheck(them));
        }
    }

    let rights = Rights::new(setup.castling, reverse_castling);
    let mut pos = Immortal {
        core: PositionCore::from_setup(&setup, rights, lock_set),
    };
    pos.core.placement_key = pos.placement_key();
    Ok(pos)
}

fn lock_error(reason: String) -> SetupError {
    SetupError::Variant(format!("field 8 (capture locks): {reason} (I-3)"))
}

fn right_letter(color: Color, side: CastlingSide) -> char {
    CastlingRights::single(color, side)
        .to_string()
        .chars()
        .next()
        .unwrap_or('-')
}
