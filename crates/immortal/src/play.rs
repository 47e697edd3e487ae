//! Playing a move: swaps (I-1), locks (I-3), castling rights (I-4, I-5),
//! en passant square, clocks and the placement's part of the Zobrist hash
//! (the keys of the rest are added when the hash is asked for,
//! `Immortal::state_key`).

use danilchuk_board::{zobrist, Bitboard, Color, Move, MoveKind, Piece, Role, Square, Zobrist};

use crate::castling::{side_of_rook_square, RIGHTS_SQUARES};
use crate::lock::Locks;
use crate::Immortal;

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
    match pos.side() {
        Color::White => play_as::<true>(pos, m),
        Color::Black => play_as::<false>(pos, m),
    }
}

/// [`play`] for White (`WHITE`) or Black to move.
#[inline(always)]
fn play_as<const WHITE: bool>(pos: &mut Immortal, m: Move) {
    let us = if WHITE { Color::White } else { Color::Black };
    let (from, to) = (m.from(), m.to());
    let ours = pos.core.board.by_color(us);
    if !ours.contains(from) {
        return;
    }
    // The hash keeps only the placement's keys: the side, rights, en
    // passant and lock keys are added when it is asked for
    // (`Immortal::state_key`), so none of those changes touches it here.
    if m.is_plain(MoveKind::Quiet) {
        // Quiet, no promotion: the most common move, its own straight path.
        if pos.core.board.occupied().contains(to) {
            return;
        }
        let role = pos.core.board.role_at(from).unwrap_or(Role::King);
        // I-7: a pawn move resets the halfmove clock. Counted first, so
        // that the ply count read for the side to move is not held
        // through the rest of the move.
        if role == Role::Pawn {
            pos.core.clock.tick_resetting();
        } else {
            pos.core.clock.tick();
        }
        let mover = role.of(us);
        pos.core.board.move_piece(mover, from, to);
        pos.core.placement_key ^= zobrist::piece(mover, from) ^ zobrist::piece(mover, to);
        // I-3: the locks binding the mover expire, the other follows.
        if !pos.core.own.is_empty() {
            pos.core.own = pos.core.own.after_quiet(ours, from, to);
        }
        touch_rights(pos, from, to);
        // Part III: only a double step sets the en passant square.
        pos.core.ep_square = None;
    } else if m.is_plain(MoveKind::DoublePush) {
        // A pawn's double step: its own path, which needs no role lookup
        // and sets the en passant square (Part III: after any double step).
        let pawn = Role::Pawn.of(us);
        if !pos.core.board.by_role(Role::Pawn).contains(from)
            || pos.core.board.occupied().contains(to)
        {
            return;
        }
        pos.core.clock.tick_resetting();
        pos.core.board.move_piece(pawn, from, to);
        pos.core.placement_key ^= zobrist::piece(pawn, from) ^ zobrist::piece(pawn, to);
        if !pos.core.own.is_empty() {
            pos.core.own = pos.core.own.after_quiet(ours, from, to);
        }
        touch_rights(pos, from, to);
        pos.core.ep_square = Some(Square::from_index_wrapping((from as u32 + to as u32) / 2));
    } else if m.is_plain(MoveKind::Capture) {
        // A capture without promotion (I-1: a swap); capturing promotions
        // are out of line.
        if !pos.core.board.by_color(!us).contains(to) {
            return;
        }
        let mover = pos.core.board.role_at(from).unwrap_or(Role::King).of(us);
        let victim = pos.core.board.role_at(to).unwrap_or(Role::King).of(!us);
        // I-7: a capture resets the halfmove clock (counted first, as above).
        pos.core.clock.tick_resetting();
        pos.core.board.swap_pieces(from, mover, to, victim);
        pos.core.placement_key ^= zobrist::swap(mover, from, victim, to);
        capture_locks(pos, ours, from, to);
        touch_rights(pos, from, to);
        pos.core.ep_square = None;
    } else if m.is_plain(MoveKind::Castle) || m.is_plain(MoveKind::ReverseCastle) {
        // Castling through own units is legal at every node of an opening
        // (I-4): its own path, which needs no role lookup.
        play_castling::<WHITE>(pos, m);
    } else {
        play_rare(pos, m);
    }
    // The move number and the side to move: counted by the clock's tick
    // of each path.
}

/// I-3: the locks after a capture from `from` to `to` by the side whose
/// units were `ours_before`: the capture's two, and the one carried.
#[inline(always)]
fn capture_locks(pos: &mut Immortal, ours_before: Bitboard, from: Square, to: Square) {
    pos.core.own = if pos.core.own.is_empty() {
        Locks::capture_pair(from, to)
    } else {
        pos.core.own.after_capture(ours_before, from, to)
    };
}

/// The rarer moves, out of line: promotions and en passant. Returns
/// `false`, with nothing changed, when the move does not fit the board.
#[cold]
#[inline(never)]
fn play_rare(pos: &mut Immortal, m: Move) -> bool {
    let us = pos.side();
    let (from, to) = (m.from(), m.to());
    let Some(role) = pos.core.board.role_at(from) else {
        return false;
    };
    match m.kind() {
        MoveKind::Capture => {
            let ours = pos.core.board.by_color(us);
            let Some(placed) = arrival(m, role, us) else {
                return false;
            };
            if !pos.core.board.by_color(!us).contains(to) {
                return false;
            }
            let mover = role.of(us);
            let victim = pos.core.board.role_at(to).unwrap_or(Role::King).of(!us);
            pos.core.clock.tick_resetting();
            let z = swap(pos, from, mover, to, victim, placed);
            pos.core.placement_key ^= z;
            capture_locks(pos, ours, from, to);
            touch_rights(pos, from, to);
            pos.core.ep_square = None;
            true
        }
        MoveKind::Quiet | MoveKind::DoublePush => {
            let Some(promoted) = m.promotion() else {
                return false;
            };
            let Some(placed) = promotion(role, promoted, us) else {
                return false;
            };
            if pos.core.board.occupied().contains(to) {
                return false;
            }
            let ours = pos.core.board.by_color(us);
            let mover = role.of(us);
            pos.core.board.move_and_change(mover, from, to, placed.role);
            pos.core.placement_key ^= zobrist::piece(mover, from) ^ zobrist::piece(placed, to);
            if !pos.core.own.is_empty() {
                pos.core.own = pos.core.own.after_quiet(ours, from, to);
            }
            touch_rights(pos, from, to);
            pos.core.ep_square = None;
            pos.core.clock.tick_resetting();
            true
        }
        MoveKind::EnPassant => play_en_passant(pos, m, role),
        // Castling with a promotion letter, or a kind that fits no path.
        _ => false,
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
    pos.core.board.toggle(sq, piece);
    pos.core.placement_key ^= zobrist::piece(piece, sq);
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
    pos.core.board.swap_pieces(from, mover, to, other);
    let mut z = zobrist::swap(mover, from, other, to);
    if placed != mover {
        pos.core.board.toggle(to, mover);
        pos.core.board.toggle(to, placed);
        z ^= zobrist::piece(mover, to) ^ zobrist::piece(placed, to);
    }
    z
}

/// I-4, I-5: a king or rook that moves, or a rook displaced by a swap,
/// loses its rights for good. Most moves touch no home square: one test
/// of the move's two bits (already at hand) skips the rest.
#[inline(always)]
fn touch_rights(pos: &mut Immortal, from: Square, to: Square) {
    if Bitboard::from_square(from)
        .with(to)
        .intersects(RIGHTS_SQUARES)
    {
        pos.core.castling = pos.core.castling.touched(from, to);
    }
}

/// Castling and reverse castling (I-4, I-5) by White (`WHITE`) or Black,
/// one copy each with the colour a constant: the king swaps with
/// an own rook, from the board to the halfmove clock. Returns `false`, with
/// nothing changed, when the move does not fit the board (no own king on
/// `from` or no own rook on `to`). Out of line: its values would cost the
/// quiet moves registers.
#[inline(always)]
fn play_castling<const WHITE: bool>(pos: &mut Immortal, m: Move) -> bool {
    let us = if WHITE { Color::White } else { Color::Black };
    let (from, to, kind) = (m.from(), m.to(), m.kind());
    let ours = pos.core.board.by_color(us);
    if !(pos.core.board.kings() & ours).contains(from)
        || !(pos.core.board.rooks() & ours).contains(to)
    {
        return false;
    }
    pos.core.clock.tick();
    let (king, rook) = (Role::King.of(us), Role::Rook.of(us));
    pos.core.board.swap_pieces(from, king, to, rook);
    pos.core.placement_key ^= zobrist::swap(king, from, rook, to);
    if !pos.core.own.is_empty() {
        pos.core.own = pos.core.own.after(ours, from, to, Some((to, from)), false);
    }
    // Castling is once per game and opens the reverse castling on its
    // wing; reverse castling is once per game.
    let rights = pos.core.castling.touched(from, to);
    pos.core.castling = if kind == MoveKind::Castle {
        rights.castled(us, side_of_rook_square(to))
    } else {
        rights
    };
    pos.core.ep_square = None;
    true
}

/// En passant (I-1): the pawn passed by goes to `from`, from the board to
/// the halfmove clock. Returns `false`, with nothing changed, when the move
/// does not fit the board. Rare, so out of the way of the common moves.
#[inline(always)]
fn play_en_passant(pos: &mut Immortal, m: Move, role: Role) -> bool {
    let us = pos.side();
    let (from, to) = (m.from(), m.to());
    let ours = pos.core.board.by_color(us);
    let mover = role.of(us);
    let Some(placed) = arrival(m, role, us) else {
        return false;
    };
    let victim_sq = Square::new(to.file(), from.rank());
    let victim = Role::Pawn.of(!us);
    if pos.core.board.occupied().contains(to)
        || !pos.core.board.by_piece(victim).contains(victim_sq)
    {
        return false;
    }
    toggle(pos, from, mover);
    toggle(pos, to, placed);
    toggle(pos, victim_sq, victim);
    toggle(pos, from, victim);
    // I-3: en passant is a capture and adds the two locks.
    pos.core.own = pos
        .core
        .own
        .after(ours, from, to, Some((victim_sq, from)), true);
    touch_rights(pos, from, to);
    pos.core.ep_square = None;
    // I-7: en passant is a capture and a pawn move.
    pos.core.clock.tick_resetting();
    true
}
