//! The slow, independent legality check of the `play` fuzz target: the
//! legal moves of a position must be its pseudo-legal moves filtered by a
//! square-by-square attack test (classical I-6 style), by the locks (I-3)
//! and by the line limit (L-8). Nothing here uses the rule sets' attack
//! tables, so a bug there shows as a difference.

use danilchuk_board::{
    Board, CastlingSide, Color, File, Move, MoveKind, Piece, Position, Role, Square,
};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;

/// Whether a unit of `by` attacks `target`, walking rays square by square.
pub fn attacked_slowly(board: &Board, target: Square, by: Color) -> bool {
    let (tf, tr) = (target.file() as i32, target.rank() as i32);
    let at = |f: i32, r: i32| -> Option<Piece> {
        if (0..8).contains(&f) && (0..8).contains(&r) {
            board.piece_at(Square::ALL[(r * 8 + f) as usize])
        } else {
            None
        }
    };
    let is = |p: Option<Piece>, roles: &[Role]| {
        p.is_some_and(|p| p.color == by && roles.contains(&p.role))
    };
    let knight = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    if knight
        .iter()
        .any(|(df, dr)| is(at(tf + df, tr + dr), &[Role::Knight]))
    {
        return true;
    }
    for df in -1..=1 {
        for dr in -1..=1 {
            if (df, dr) != (0, 0) && is(at(tf + df, tr + dr), &[Role::King]) {
                return true;
            }
        }
    }
    let pawn_dr = if by == Color::White { -1 } else { 1 };
    if is(at(tf - 1, tr + pawn_dr), &[Role::Pawn]) || is(at(tf + 1, tr + pawn_dr), &[Role::Pawn]) {
        return true;
    }
    let straight = [Role::Rook, Role::Queen];
    let diagonal = [Role::Bishop, Role::Queen];
    for (df, dr, roles) in [
        (1, 0, straight),
        (-1, 0, straight),
        (0, 1, straight),
        (0, -1, straight),
        (1, 1, diagonal),
        (1, -1, diagonal),
        (-1, 1, diagonal),
        (-1, -1, diagonal),
    ] {
        let (mut f, mut r) = (tf + df, tr + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            if let Some(p) = at(f, r) {
                if is(Some(p), &roles) {
                    return true;
                }
                break;
            }
            f += df;
            r += dr;
        }
    }
    false
}

/// Whether `color`'s king (its only one) is attacked.
fn king_attacked(board: &Board, color: Color) -> bool {
    board
        .king_of(color)
        .is_some_and(|king| attacked_slowly(board, king, !color))
}

/// The position after `m` (generic, so that it reads the same whether or
/// not the position type is `Copy`).
fn played<P: Position>(pos: &P, m: Move) -> P {
    let mut after = pos.clone();
    after.play_unchecked(m);
    after
}

/// A rule set whose legal moves the slow check can derive.
pub trait SlowLegality: Position {
    /// Whether the pseudo-legal move `m` is legal, by the slow tests.
    fn slowly_legal(&self, m: Move) -> bool;
}

impl SlowLegality for Chess {
    /// The king may not be in check after the move; castling also not
    /// before it, nor on the squares the king crosses.
    fn slowly_legal(&self, m: Move) -> bool {
        let us = self.turn();
        if m.kind() == MoveKind::Castle {
            let side = if m.to().file() > m.from().file() {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            let end = match side {
                CastlingSide::KingSide => File::G,
                CastlingSide::QueenSide => File::C,
            };
            let rank = m.from().rank();
            let (lo, hi) = if end > m.from().file() {
                (m.from().file(), end)
            } else {
                (end, m.from().file())
            };
            let crossed = File::ALL
                .iter()
                .filter(|f| **f >= lo && **f <= hi)
                .any(|f| attacked_slowly(self.board(), Square::new(*f, rank), !us));
            if crossed {
                return false;
            }
        }
        !king_attacked(played(self, m).board(), us)
    }
}

impl SlowLegality for Immortal {
    /// Not a locked capture (I-3; for en passant the victim's square), and
    /// the mover's king not attacked afterwards (I-6; locks ignored).
    fn slowly_legal(&self, m: Move) -> bool {
        let victim = match m.kind() {
            MoveKind::Capture => Some(m.to()),
            MoveKind::EnPassant => Some(Square::new(m.to().file(), m.from().rank())),
            _ => None,
        };
        if let Some(victim) = victim {
            if self
                .locks()
                .iter()
                .any(|lock| lock.attacker == m.from() && lock.target == victim)
            {
                return false;
            }
        }
        !king_attacked(played(self, m).board(), self.turn())
    }
}

impl SlowLegality for Linear {
    /// No king restriction (L-4); castling only with the king not attacked
    /// (L-7, IV-7); no file of the mover over the line limit afterwards
    /// (L-8); nothing once a side has no king (L-5).
    fn slowly_legal(&self, m: Move) -> bool {
        let us = self.turn();
        let board = self.board();
        if Color::ALL
            .iter()
            .any(|c| (board.kings() & board.by_color(*c)).is_empty())
        {
            return false;
        }
        if m.kind() == MoveKind::Castle && attacked_slowly(board, m.from(), !us) {
            return false;
        }
        let Some(max) = self.line_limit().max_per_line() else {
            return true;
        };
        let after = played(self, m);
        let b = after.board();
        let pieces = b.by_color(us) & !b.pawns();
        let on_file = pieces
            .into_iter()
            .filter(|sq| sq.file() == m.to().file())
            .count();
        on_file <= max as usize
    }
}

/// Checks that the legal moves are exactly the slowly legal pseudo-legal
/// moves (as sets: the order is the generator's own).
pub fn check_legal_moves<P: SlowLegality>(pos: &P) {
    let mut legal: Vec<Move> = pos.legal_moves().to_vec();
    let mut slow: Vec<Move> = pos
        .pseudo_legal_moves()
        .iter()
        .copied()
        .filter(|m| pos.slowly_legal(*m))
        .collect();
    legal.sort();
    slow.sort();
    assert_eq!(
        legal,
        slow,
        "legal moves differ from the slow check in {}",
        pos.fen()
    );
}
