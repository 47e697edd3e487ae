//! Playing a move: swaps (I-1), locks (I-3), castling rights (I-4, I-5),
//! en passant square, clocks and the incremental Zobrist hash.

use danilchuk_board::{zobrist, Move, MoveKind, Role, Square};

use crate::castling::{clear_touched, side_of_rook_square};
use crate::lock::Locks;
use crate::{Immortal, Lock};

/// Whether `m` fits the placement: an own unit on `from`, and on `to`
/// what its kind needs. Legal moves always pass; this only keeps the board
/// consistent (one unit a square, 16 units at most a side, one king a side)
/// whatever the input.
#[inline]
fn well_formed(pos: &Immortal, m: Move) -> bool {
    let b = &pos.board;
    let ours = b.by_color(pos.turn);
    let theirs = b.by_color(!pos.turn);
    let (from, to) = (m.from(), m.to());
    let promotion_ok = match m.promotion() {
        None => true,
        Some(role) => {
            matches!(role, Role::Knight | Role::Bishop | Role::Rook | Role::Queen)
                && b.pawns().contains(from)
        }
    };
    promotion_ok
        && ours.contains(from)
        && match m.kind() {
            MoveKind::Quiet | MoveKind::DoublePush => !b.occupied().contains(to),
            MoveKind::Capture => theirs.contains(to),
            MoveKind::EnPassant => {
                !b.occupied().contains(to)
                    && (b.pawns() & theirs).contains(Square::new(to.file(), from.rank()))
            }
            MoveKind::Castle | MoveKind::ReverseCastle => {
                b.kings().contains(from) && (b.rooks() & ours).contains(to)
            }
        }
}

/// Plays `m`, which the caller knows to be legal. An illegal move leaves a
/// memory-safe but unspecified position; it never panics.
pub(crate) fn play(pos: &mut Immortal, m: Move) {
    let us = pos.turn;
    let from = m.from();
    let to = m.to();
    // Cheap sanity checks keep even a garbage move from corrupting the
    // placement: such a move is ignored.
    if !well_formed(pos, m) {
        return;
    }
    // `well_formed` checked that an own unit stands on `from`.
    let Some(mover) = pos.board.role_at(from).map(|role| role.of(us)) else {
        return;
    };
    let placed = match m.promotion() {
        Some(role) if mover.role == Role::Pawn => role.of(us),
        _ => mover,
    };
    let ours_before = pos.board.by_color(us);
    let mut z = pos.zobrist;

    // The second unit that moves, if any, as (from, to): the swapped victim
    // (I-1) or the castling rook (I-4, I-5).
    let mut partner: Option<(Square, Square)> = None;
    let mut capture = false;
    let board = &mut pos.board;
    match m.kind() {
        MoveKind::Quiet | MoveKind::DoublePush => {
            if placed == mover {
                board.move_piece(mover, from, to);
            } else {
                board.toggle(from, mover);
                board.toggle(to, placed);
            }
            z ^= zobrist::piece(mover, from) ^ zobrist::piece(placed, to);
        }
        MoveKind::Capture | MoveKind::Castle | MoveKind::ReverseCastle => {
            let Some(other) = board.piece_at(to) else {
                return;
            };
            board.swap_pieces(from, mover, to, other);
            if placed != mover {
                board.toggle(to, mover);
                board.toggle(to, placed);
            }
            z ^= zobrist::piece(mover, from)
                ^ zobrist::piece(other, to)
                ^ zobrist::piece(placed, to)
                ^ zobrist::piece(other, from);
            partner = Some((to, from));
            capture = m.kind() == MoveKind::Capture;
        }
        MoveKind::EnPassant => {
            let victim_sq = Square::new(to.file(), from.rank());
            let Some(victim) = board.piece_at(victim_sq) else {
                return;
            };
            board.toggle(from, mover);
            board.toggle(to, placed);
            board.toggle(victim_sq, victim);
            board.toggle(from, victim);
            z ^= zobrist::piece(mover, from)
                ^ zobrist::piece(placed, to)
                ^ zobrist::piece(victim, victim_sq)
                ^ zobrist::piece(victim, from);
            partner = Some((victim_sq, from));
            capture = true;
        }
    }

    // I-3: the locks binding the mover expire with this move; the others
    // follow their units; a capture adds the reply lock (the victim, now on
    // `from`, may not take the capturer on `to` on the opponent's next move)
    // and the repeat lock (the capturer may not take the victim on our
    // next move).
    if !pos.locks.is_empty() || capture {
        let follow = |sq: Square| -> Square {
            if sq == from {
                to
            } else {
                match partner {
                    Some((a, b)) if a == sq => b,
                    _ => sq,
                }
            }
        };
        let mut locks = Locks::EMPTY;
        for lock in pos.locks.as_slice() {
            z ^= zobrist::lock(lock.attacker, lock.target);
            if ours_before.contains(lock.attacker) {
                continue;
            }
            let moved = Lock::new(follow(lock.attacker), follow(lock.target));
            if locks.insert(moved) {
                z ^= zobrist::lock(moved.attacker, moved.target);
            }
        }
        if capture {
            for lock in [Lock::new(from, to), Lock::new(to, from)] {
                if locks.insert(lock) {
                    z ^= zobrist::lock(lock.attacker, lock.target);
                }
            }
        }
        pos.locks = locks;
    }

    // I-4, I-5: a king or rook that moves, or a rook displaced by a swap,
    // loses its rights for good. Castling is once per game and opens the
    // reverse castling on its wing; reverse castling is once per game.
    let (old_castling, old_reverse) = (pos.castling, pos.reverse);
    pos.castling = clear_touched(pos.castling, from, to);
    pos.reverse = clear_touched(pos.reverse, from, to);
    if m.kind() == MoveKind::Castle {
        pos.castling.discard_color(us);
        pos.reverse.add(us, side_of_rook_square(to));
    }
    if pos.castling != old_castling {
        z ^= zobrist::castling(old_castling) ^ zobrist::castling(pos.castling);
    }
    if pos.reverse != old_reverse {
        z ^= zobrist::reverse_castling(old_reverse) ^ zobrist::reverse_castling(pos.reverse);
    }

    // Part III: the en passant square follows any double step.
    if let Some(ep) = pos.ep_square {
        z ^= zobrist::en_passant(ep.file());
    }
    pos.ep_square = if m.kind() == MoveKind::DoublePush {
        Square::from_index((from as u32 + to as u32) / 2)
    } else {
        None
    };
    if let Some(ep) = pos.ep_square {
        z ^= zobrist::en_passant(ep.file());
    }

    // I-7: the halfmove clock resets on every capture and pawn move.
    pos.halfmoves = if capture || mover.role == Role::Pawn {
        0
    } else {
        pos.halfmoves.saturating_add(1)
    };
    if us == danilchuk_board::Color::Black {
        pos.fullmoves = pos.fullmoves.saturating_add(1);
    }
    pos.turn = !us;
    z ^= zobrist::black_to_move();
    pos.zobrist = z;
}
