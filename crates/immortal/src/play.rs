//! Playing a move: swaps (I-1), locks (I-3), castling rights (I-4, I-5),
//! en passant square, clocks and the incremental Zobrist hash.

use danilchuk_board::{zobrist, Bitboard, Color, Move, MoveKind, Piece, Role, Square, Zobrist};

use crate::castling::{clear_touched, side_of_rook_square, touched_flags, RIGHTS_SQUARES};
use crate::lock::Locks;
use crate::{Immortal, Lock};

/// Plays `m`, which the caller knows to be legal. An illegal move leaves a
/// memory-safe but unspecified position; it never panics, and it never
/// breaks the placement (one unit a square, 16 units at most a side, one
/// king a side): a move that does not fit the board — no own unit on
/// `from`, or on `to` not what its kind needs, or a promotion other than a
/// pawn's to a piece — is ignored. These checks are the ones legal moves
/// pass anyway, made on the way, so they cost next to nothing.
///
/// Each kind of move has its own path, and the rarer ones (promotions,
/// castlings, en passant, the end of castling rights) are out of line
/// because one path shared by every kind kept all their values alive,
/// and the quiet moves, most of a game, paid for their spills.
#[inline(always)]
pub(crate) fn play(pos: &mut Immortal, m: Move) {
    // One copy of the move maker per side, chosen by a branch rather than
    // read from the side to move: the side to move is the byte the copy
    // `clone()` has just written, and every first load of the move maker
    // (the mover's colour set, its role) waited for it. The branch is
    // predicted (a move list has one side to move), so nothing waits.
    match pos.turn {
        Color::White => play_as::<true>(pos, m),
        Color::Black => play_as::<false>(pos, m),
    }
}

/// [`play`] for White (`WHITE`) or Black to move.
#[inline(always)]
fn play_as<const WHITE: bool>(pos: &mut Immortal, m: Move) {
    let us = if WHITE { Color::White } else { Color::Black };
    let (from, to) = (m.from(), m.to());
    let ours = pos.board.by_color(us);
    if !ours.contains(from) {
        return;
    }
    // The hash changes of the common paths add up here and are applied
    // once: one read-modify-write of the hash per step made a chain of
    // dependent memory operations. The paths out of line change the hash
    // themselves.
    let mut z = zobrist::black_to_move();
    let double_step = m.is_plain(MoveKind::DoublePush);
    if m.is_plain(MoveKind::Quiet) || double_step {
        // Quiet, no promotion: the most common move, its own straight path.
        if pos.board.occupied().contains(to) {
            return;
        }
        let role = pos.board.role_at(from).unwrap_or(Role::King);
        let mover = role.of(us);
        pos.board.move_piece(mover, from, to);
        z ^= zobrist::piece(mover, from) ^ zobrist::piece(mover, to);
        // I-3: the locks binding the mover expire, the others follow.
        if !pos.locks.is_empty() {
            carry_locks_quiet(pos, ours, from, to);
        }
        touch_rights(pos, from, to);
        z ^= take_en_passant(pos);
        // Part III: the en passant square follows any double step.
        if double_step {
            let ep = Square::from_index_wrapping((from as u32 + to as u32) / 2);
            pos.ep_square = Some(ep);
            z ^= zobrist::en_passant(ep.file());
        }
        // I-7: a pawn move resets the halfmove clock.
        pos.halfmoves = if role == Role::Pawn {
            0
        } else {
            pos.halfmoves.saturating_add(1)
        };
    } else if m.kind() == MoveKind::Capture {
        if !pos.board.by_color(!us).contains(to) {
            return;
        }
        let role = pos.board.role_at(from).unwrap_or(Role::King);
        let mover = role.of(us);
        let victim = pos.board.role_at(to).unwrap_or(Role::King);
        let Some(placed) = arrival(m, role, us) else {
            return;
        };
        z ^= swap(pos, from, mover, to, victim.of(!us), placed);
        if pos.locks.is_empty() {
            // I-3 with no lock to carry: the two new ones.
            pos.locks = Locks::capture_pair(from, to);
            z ^= zobrist::lock(from, to) ^ zobrist::lock(to, from);
        } else {
            carry_locks_capture(pos, ours, from, to);
        }
        touch_rights(pos, from, to);
        z ^= take_en_passant(pos);
        // I-7: a capture resets the halfmove clock.
        pos.halfmoves = 0;
    } else {
        if !play_rare(pos, m) {
            return;
        }
    }
    if us == Color::Black {
        pos.fullmoves = pos.fullmoves.saturating_add(1);
    }
    pos.turn = !us;
    pos.zobrist ^= z;
}

/// The rarer moves, out of line: quiet promotions, en passant, castling
/// and reverse castling. Returns `false`, with nothing changed, when the
/// move does not fit the board.
#[cold]
#[inline(never)]
fn play_rare(pos: &mut Immortal, m: Move) -> bool {
    let us = pos.turn;
    let (from, to) = (m.from(), m.to());
    let Some(role) = pos.board.role_at(from) else {
        return false;
    };
    match m.kind() {
        MoveKind::Quiet | MoveKind::DoublePush => {
            let Some(promoted) = m.promotion() else {
                return false;
            };
            let Some(placed) = promotion(role, promoted, us) else {
                return false;
            };
            if pos.board.occupied().contains(to) {
                return false;
            }
            let ours = pos.board.by_color(us);
            let mover = role.of(us);
            pos.board.move_and_change(mover, from, to, placed.role);
            let mut z = zobrist::piece(mover, from) ^ zobrist::piece(placed, to);
            if !pos.locks.is_empty() {
                carry_locks_quiet(pos, ours, from, to);
            }
            touch_rights(pos, from, to);
            z ^= take_en_passant(pos);
            pos.zobrist ^= z;
            pos.halfmoves = 0;
            true
        }
        MoveKind::EnPassant => play_en_passant(pos, m, role),
        _ => play_castling(pos, m, role),
    }
}

/// The unit a pawn's promotion to `promoted` puts on the board, or `None`
/// when the move does not fit: only a pawn promotes, and only to a piece
/// other than the king.
#[inline(always)]
fn promotion(role: Role, promoted: Role, us: Color) -> Option<Piece> {
    if role != Role::Pawn || matches!(promoted, Role::Pawn | Role::King) {
        return None;
    }
    Some(promoted.of(us))
}

/// The unit that the mover, of role `role`, becomes on arrival: itself,
/// or its promotion; `None` when the promotion does not fit.
#[inline(always)]
fn arrival(m: Move, role: Role, us: Color) -> Option<Piece> {
    match m.promotion() {
        None => Some(role.of(us)),
        Some(promoted) => promotion(role, promoted, us),
    }
}

/// Adds or removes `piece` on `sq`, keeping the hash.
#[inline(always)]
fn toggle(pos: &mut Immortal, sq: Square, piece: Piece) {
    pos.board.toggle(sq, piece);
    pos.zobrist ^= zobrist::piece(piece, sq);
}

/// I-1: the unit `mover` on `from` and the unit `other` on `to` swap
/// squares; `mover` arrives as `placed` (itself, or a promoted piece).
/// Returns the hash change.
#[inline(always)]
#[must_use]
fn swap(
    pos: &mut Immortal,
    from: Square,
    mover: Piece,
    to: Square,
    other: Piece,
    placed: Piece,
) -> Zobrist {
    pos.board.swap_pieces(from, mover, to, other);
    let mut z = zobrist::swap(mover, from, other, to);
    if placed != mover {
        pos.board.toggle(to, mover);
        pos.board.toggle(to, placed);
        z ^= zobrist::piece(mover, to) ^ zobrist::piece(placed, to);
    }
    z
}

/// Part III: the en passant square of the last move expires. Returns the
/// hash change.
#[inline(always)]
#[must_use]
fn take_en_passant(pos: &mut Immortal) -> Zobrist {
    // Tested before it is cleared: mostly there is none, and no store.
    match pos.ep_square {
        Some(ep) => {
            pos.ep_square = None;
            zobrist::en_passant(ep.file())
        }
        None => Zobrist(0),
    }
}

/// Part III: the en passant square of the last move expires, with the hash.
#[inline(always)]
pub(crate) fn clear_en_passant(pos: &mut Immortal) {
    let z = take_en_passant(pos);
    pos.zobrist ^= z;
}

/// I-4, I-5: a king or rook that moves, or a rook displaced by a swap,
/// loses its rights for good. Most moves touch no home square: one test
/// skips the rest.
#[inline(always)]
fn touch_rights(pos: &mut Immortal, from: Square, to: Square) {
    // The squares first, by one test of the move's two bits (already at
    // hand); the rights only on a home square.
    if Bitboard::from_square(from)
        .with(to)
        .intersects(RIGHTS_SQUARES)
        && (pos.castling.bits() | pos.reverse.bits()) & touched_flags(from, to) != 0
    {
        clear_touched_rights(pos, from, to);
    }
}

/// The rights that a movement touching `from` and `to` ends (I-4, I-5),
/// with the hash; out of line: most moves never get here. (Castling has
/// its own bookkeeping, in [`play_castling`].)
#[cold]
#[inline(never)]
fn clear_touched_rights(pos: &mut Immortal, from: Square, to: Square) {
    let (old_castling, old_reverse) = (pos.castling, pos.reverse);
    pos.castling = clear_touched(old_castling, from, to);
    pos.reverse = clear_touched(old_reverse, from, to);
    pos.zobrist ^= zobrist::castling(old_castling)
        ^ zobrist::castling(pos.castling)
        ^ zobrist::reverse_castling(old_reverse)
        ^ zobrist::reverse_castling(pos.reverse);
}

/// Castling and reverse castling (I-4, I-5): the king swaps with an own
/// rook, from the board to the halfmove clock. Returns `false`, with
/// nothing changed, when the move does not fit the board. Out of line,
/// though castling through own units is a common move: in
/// line, its values cost the quiet moves registers. The hash changes are
/// summed in a register and applied once: castling was 2.7 times a quiet
/// move's time, with four read-modify-writes of the hash in a row.
#[inline(always)]
fn play_castling(pos: &mut Immortal, m: Move, role: Role) -> bool {
    let us = pos.turn;
    let (from, to, kind) = (m.from(), m.to(), m.kind());
    let ours = pos.board.by_color(us);
    if role != Role::King || m.promotion().is_some() || !(pos.board.rooks() & ours).contains(to) {
        return false;
    }
    let (king, rook) = (Role::King.of(us), Role::Rook.of(us));
    pos.board.swap_pieces(from, king, to, rook);
    let mut z = zobrist::swap(king, from, rook, to);
    if !pos.locks.is_empty() {
        locks_after(pos, ours, from, to, Some((to, from)), kind);
    }
    // Castling is once per game and opens the reverse castling on its
    // wing; reverse castling is once per game.
    let (old_castling, old_reverse) = (pos.castling, pos.reverse);
    let mut castling = clear_touched(old_castling, from, to);
    let mut reverse = clear_touched(old_reverse, from, to);
    if kind == MoveKind::Castle {
        castling.discard_color(us);
        reverse.add(us, side_of_rook_square(to));
    }
    pos.castling = castling;
    pos.reverse = reverse;
    // Equal rights cancel out: no test needed.
    z ^= zobrist::castling(old_castling)
        ^ zobrist::castling(castling)
        ^ zobrist::reverse_castling(old_reverse)
        ^ zobrist::reverse_castling(reverse);
    if let Some(ep) = pos.ep_square.take() {
        z ^= zobrist::en_passant(ep.file());
    }
    pos.zobrist ^= z;
    pos.halfmoves = pos.halfmoves.saturating_add(1);
    true
}

/// En passant (I-1): the pawn passed by goes to `from`, from the board to
/// the halfmove clock. Returns `false`, with nothing changed, when the move
/// does not fit the board. Rare, so out of the way of the common moves.
#[inline(always)]
fn play_en_passant(pos: &mut Immortal, m: Move, role: Role) -> bool {
    let us = pos.turn;
    let (from, to) = (m.from(), m.to());
    let ours = pos.board.by_color(us);
    let mover = role.of(us);
    let Some(placed) = arrival(m, role, us) else {
        return false;
    };
    let victim_sq = Square::new(to.file(), from.rank());
    let victim = Role::Pawn.of(!us);
    if pos.board.occupied().contains(to) || !pos.board.by_piece(victim).contains(victim_sq) {
        return false;
    }
    toggle(pos, from, mover);
    toggle(pos, to, placed);
    toggle(pos, victim_sq, victim);
    toggle(pos, from, victim);
    // I-3: en passant is a capture and adds the two locks.
    locks_after(
        pos,
        ours,
        from,
        to,
        Some((victim_sq, from)),
        MoveKind::EnPassant,
    );
    touch_rights(pos, from, to);
    clear_en_passant(pos);
    // I-7: en passant is a capture and a pawn move.
    pos.halfmoves = 0;
    true
}

/// [`locks_after`] for a quiet move (no partner, no new lock), its own
/// copy out of line: the constants fold the partner and the capture away,
/// and quiet moves with a lock standing are the commonest callers.
#[inline(never)]
fn carry_locks_quiet(pos: &mut Immortal, ours_before: Bitboard, from: Square, to: Square) {
    locks_after(pos, ours_before, from, to, None, MoveKind::Quiet);
}

/// [`locks_after`] for a capture (the victim to `from`, two new locks),
/// its own copy out of line.
#[inline(never)]
fn carry_locks_capture(pos: &mut Immortal, ours_before: Bitboard, from: Square, to: Square) {
    locks_after(
        pos,
        ours_before,
        from,
        to,
        Some((to, from)),
        MoveKind::Capture,
    );
}

/// Sets the locks after a move of kind `kind` from `from` to `to` (I-3),
/// `partner` being the second unit that moved, and keeps the hash: the
/// locks binding the mover (the side whose units were `ours_before`)
/// expire, the others follow their units, and a capture adds the reply
/// lock (the victim, now on `from`, may not take the capturer on `to` on
/// the opponent's next move) and the repeat lock (the capturer may not
/// take the victim on our next move). Never in the common path itself:
/// most moves have no lock to carry and skip it, and the loop kept inside
/// the move maker cost every move registers. Quiet moves and captures call
/// their own out-of-line copies; castling and en passant, out of line
/// already, inline it.
#[inline(always)]
fn locks_after(
    pos: &mut Immortal,
    ours_before: Bitboard,
    from: Square,
    to: Square,
    partner: Option<(Square, Square)>,
    kind: MoveKind,
) {
    let capture = matches!(kind, MoveKind::Capture | MoveKind::EnPassant);
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
    pos.zobrist ^= z;
}
