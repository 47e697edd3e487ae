//! Playing a move: swaps (I-1), locks (I-3), castling rights (I-4, I-5),
//! en passant square, clocks and the incremental Zobrist hash.

use danilchuk_board::{zobrist, Bitboard, Move, MoveKind, Role, Square, Zobrist};

use crate::castling::{clear_touched, side_of_rook_square, touched_flags};
use crate::lock::Locks;
use crate::{Immortal, Lock};

/// Plays `m`, which the caller knows to be legal. An illegal move leaves a
/// memory-safe but unspecified position; it never panics, and it never
/// breaks the placement (one unit a square, 16 units at most a side, one
/// king a side): a move that does not fit the board — no own unit on
/// `from`, or on `to` not what its kind needs, or a promotion other than a
/// pawn's to a piece — is ignored. These checks are the ones legal moves
/// pass anyway, made on the way, so they cost next to nothing.
#[inline(always)]
pub(crate) fn play(pos: &mut Immortal, m: Move) {
    let us = pos.turn;
    let (from, to, kind) = (m.from(), m.to(), m.kind());
    let board = &mut pos.board;
    let ours = board.by_color(us);
    let theirs = board.by_color(!us);
    if !ours.contains(from) {
        return;
    }
    let Some(role) = board.role_at(from) else {
        return;
    };
    let mover = role.of(us);
    // One test for the common case, no promotion (issue 11: a `match` on
    // the role became a jump table that every move went through).
    let placed = if let Some(promoted) = m.promotion() {
        if role != Role::Pawn || matches!(promoted, Role::Pawn | Role::King) {
            return;
        }
        promoted.of(us)
    } else {
        mover
    };
    let ours_before = ours;
    let mut z = pos.zobrist;

    // The second unit that moves, if any, as (from, to): the swapped victim
    // (I-1) or the castling rook (I-4, I-5).
    let partner: Option<(Square, Square)>;
    let capture: bool;
    match kind {
        MoveKind::Quiet | MoveKind::DoublePush => {
            if board.occupied().contains(to) {
                return;
            }
            if placed == mover {
                board.move_piece(mover, from, to);
            } else {
                board.toggle(from, mover);
                board.toggle(to, placed);
            }
            z ^= zobrist::piece(mover, from) ^ zobrist::piece(placed, to);
            partner = None;
            capture = false;
        }
        MoveKind::Capture | MoveKind::Castle | MoveKind::ReverseCastle => {
            let other = if kind == MoveKind::Capture {
                if !theirs.contains(to) {
                    return;
                }
                let Some(victim) = board.role_at(to) else {
                    return;
                };
                victim.of(!us)
            } else {
                if role != Role::King || !(board.rooks() & ours).contains(to) {
                    return;
                }
                Role::Rook.of(us)
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
            capture = kind == MoveKind::Capture;
        }
        MoveKind::EnPassant => {
            let victim_sq = Square::new(to.file(), from.rank());
            let victim = Role::Pawn.of(!us);
            if board.occupied().contains(to) || !board.by_piece(victim).contains(victim_sq) {
                return;
            }
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
        z ^= update_locks(pos, ours_before, from, to, partner, capture);
    }

    // I-4, I-5: a king or rook that moves, or a rook displaced by a swap,
    // loses its rights for good. Castling is once per game and opens the
    // reverse castling on its wing; reverse castling is once per game.
    // Most moves touch no home square: one test skips all of it.
    if kind == MoveKind::Castle
        || (pos.castling.bits() | pos.reverse.bits()) & touched_flags(from, to) != 0
    {
        let (old_castling, old_reverse) = (pos.castling, pos.reverse);
        pos.castling = clear_touched(pos.castling, from, to);
        pos.reverse = clear_touched(pos.reverse, from, to);
        if kind == MoveKind::Castle {
            pos.castling.discard_color(us);
            pos.reverse.add(us, side_of_rook_square(to));
        }
        if pos.castling != old_castling {
            z ^= zobrist::castling(old_castling) ^ zobrist::castling(pos.castling);
        }
        if pos.reverse != old_reverse {
            z ^= zobrist::reverse_castling(old_reverse) ^ zobrist::reverse_castling(pos.reverse);
        }
    }

    // Part III: the en passant square follows any double step.
    if let Some(ep) = pos.ep_square {
        z ^= zobrist::en_passant(ep.file());
    }
    pos.ep_square = if kind == MoveKind::DoublePush {
        Square::from_index((from as u32 + to as u32) / 2)
    } else {
        None
    };
    if let Some(ep) = pos.ep_square {
        z ^= zobrist::en_passant(ep.file());
    }

    // I-7: the halfmove clock resets on every capture and pawn move.
    pos.halfmoves = if capture || role == Role::Pawn {
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

/// The locks after a move from `from` to `to` (I-3), with `partner` the
/// second unit that moved, and the change of the hash. Out of line (issue
/// 11): most moves have no lock to carry and skip it, and the loop kept
/// inside the move maker cost every move registers.
#[inline(never)]
fn update_locks(
    pos: &mut Immortal,
    ours_before: Bitboard,
    from: Square,
    to: Square,
    partner: Option<(Square, Square)>,
    capture: bool,
) -> Zobrist {
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
    let mut z = Zobrist(0);
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
    z
}
