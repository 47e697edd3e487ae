//! What the search needs to know about a rule set: the [`Evaluate`] trait,
//! with one implementation per rule set.

mod any;
mod classical;
mod immortal;
mod linear;
pub mod nnue;
#[cfg(test)]
mod null;
pub(crate) mod pst;

use danilchuk_board::{Color, Move, Position, Role, Square};
use danilchuk_game::GameRules;

/// Material values in centipawns: pawn, knight, bishop, rook, queen, king
/// (the king's is only used for ordering).
pub(crate) const VALUE: [i32; 6] = [100, 320, 330, 500, 900, 2_000];

/// The value of `role` in [`VALUE`].
#[inline]
pub(crate) const fn value(role: Role) -> i32 {
    VALUE[role as usize]
}

/// An end of the game the rules decide before any move is generated.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Decided {
    /// The side to move has won (Linear L-5: the opponent moved its last
    /// king off the king line).
    Won,
    /// The side to move has lost (Linear L-5: its last king was captured).
    Lost,
}

/// What the quiescence search does with a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Quiescence {
    /// Search it: it can change the material balance or end the game.
    Search,
    /// Search it near the horizon if it gives check (or, in Linear, attacks
    /// the last enemy king): a threat that cannot be left standing.
    IfCheck,
    /// Leave it to the static evaluation.
    Skip,
}

/// The engine's view of a rule set: a static evaluation and the hooks that
/// let one search (iterative deepening, PVS, quiescence) play every rule set
/// correctly.
///
/// Implemented for [`danilchuk_classical::Chess`],
/// [`danilchuk_immortal::Immortal`] and [`danilchuk_linear::Linear`] (and
/// `AnyPosition`). `Send + Sync`: the helper threads of a search
/// ([`Engine::set_threads`](crate::Engine::set_threads)) share the root.
/// `'static` (a position owns its data): [`Engine::search`](crate::Engine::search)
/// tells an `AnyGame` apart to search it as its concrete rule set.
pub trait Evaluate: GameRules + Send + Sync + 'static {
    /// The static evaluation in centipawns from the side to move's point of
    /// view (positive: the side to move stands better).
    fn evaluate(&self) -> i32;

    /// The end of the game decided by the placement alone, before moves are
    /// generated (Linear's L-5). `None` in classical and Immortal chess,
    /// whose ends (mate, stalemate) need the move list.
    fn decided(&self) -> Option<Decided> {
        None
    }

    /// With no legal move: whether the side to move has lost (checkmate:
    /// classical and I-7) rather than drawn (stalemate; always in Linear,
    /// L-9).
    fn no_moves_lose(&self) -> bool {
        self.is_check()
    }

    /// Whether the side to move is under a threat the search must answer
    /// before standing pat: check in classical and Immortal chess; in
    /// Linear (where check restricts nothing, L-4) an attack on the side's
    /// last king. Extends the search and forbids null moves.
    fn in_danger(&self) -> bool {
        self.is_check()
    }

    /// Called on the position after a move: whether the side that moved
    /// left its only king where the side to move can take it. Legal only in
    /// Linear chess (L-4: no check restriction), where it loses at once
    /// (L-5); never in classical or Immortal chess, whose legal moves leave
    /// no king attacked. The quiescence search of a side in danger skips
    /// such moves.
    fn mover_king_hangs(&self) -> bool {
        false
    }

    /// The move-ordering key of a tactical move (a capture or promotion),
    /// searched right after the hash move; `None` for a quiet move, ordered
    /// by killers and history.
    fn tactical_order(&self, m: Move) -> Option<i32>;

    /// What the quiescence search does with `m` (see [`Quiescence`]).
    fn quiescence(&self, m: Move) -> Quiescence;

    /// Whether the legal move `m`, with the best sequence of captures on
    /// its target square that follows, gains the mover at least
    /// `threshold` centipawns (negative: loses at most `-threshold`): the
    /// rule set's static exchange evaluation, which the move picker uses
    /// to put losing captures last and quiescence to skip them. The
    /// default, for a rule set without one, counts every exchange as even.
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        let _ = m;
        threshold <= 0
    }

    /// The position after passing the turn (RULES.md IV-8: a search device,
    /// never a legal move), or `None` where the rule set's search should
    /// not try it here (zugzwang-prone material, or danger).
    fn null_move(&self) -> Option<Self>;
}

/// The position after a null move, where zugzwang needs few pieces: never
/// in check, and only with a knight, bishop, rook or queen of the side to
/// move besides its king and pawns.
pub(crate) fn null_move_with_a_piece<P: Position>(pos: &P) -> Option<P> {
    let board = pos.board();
    let pieces = board.by_color(pos.turn()) & !(board.pawns() | board.kings());
    if pos.is_check() || pieces.is_empty() {
        None
    } else {
        pos.swap_turn().ok()
    }
}

/// The role of the unit a capture takes (`None` if `m` captures nothing).
#[inline]
pub(crate) fn victim<P: Position>(pos: &P, m: Move) -> Option<Role> {
    match m.kind() {
        danilchuk_board::MoveKind::Capture => pos.board().role_at(m.to()),
        danilchuk_board::MoveKind::EnPassant => Some(Role::Pawn),
        _ => None,
    }
}

/// The role of the unit that moves.
#[inline]
pub(crate) fn mover<P: Position>(pos: &P, m: Move) -> Role {
    pos.board().role_at(m.from()).unwrap_or(Role::Pawn)
}

/// Most valuable victim, least valuable attacker.
#[inline]
pub(crate) fn mvv_lva<P: Position>(pos: &P, m: Move) -> Option<i32> {
    let promo = m.promotion().map_or(0, value);
    match victim(pos, m) {
        Some(v) => Some(value(v) * 16 - value(mover(pos, m)) / 16 + promo),
        None if m.promotion().is_some() => Some(promo),
        None => None,
    }
}

/// The sum of a closure over `color`'s units, White minus Black, turned to
/// the side to move's view.
#[inline]
pub(crate) fn for_side_to_move(turn: Color, white_minus_black: i32) -> i32 {
    match turn {
        Color::White => white_minus_black,
        Color::Black => -white_minus_black,
    }
}

/// The relative rank of `sq` for `color`, 0 (own first rank) to 7.
#[inline]
pub(crate) const fn relative_rank(color: Color, sq: Square) -> usize {
    match color {
        Color::White => sq.rank().index(),
        Color::Black => 7 - sq.rank().index(),
    }
}
