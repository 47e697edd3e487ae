//! Russian Linear Chess: a unit is worth what its file makes it (L-3), the
//! number of kings is insurance against losing the last one (L-5), and a
//! piece is worth more if it can reach a better line.

use danilchuk_board::{attacks, Board, Color, File, Move, Position, Role};
use danilchuk_linear::{LineLimit, Linear, Lines};

use crate::eval::pst::{self, Phase};
use crate::eval::{for_side_to_move, mvv_lva, relative_rank, value, Decided, Evaluate, Quiescence};

/// A bonus for the side to move.
const TEMPO: i32 = 10;
/// The value of having `n` kings (index `n`, capped at the last entry): a
/// second king is insurance against L-5; more add less.
const KINGS: [i32; 5] = [0, 0, 350, 550, 650];
/// The share (per cent) of a promotion's gain a pawn is worth by relative
/// rank: the promotion makes the pawn its file's piece (L-6).
const PAWN_PROMISE: [i32; 8] = [0, 0, 2, 5, 10, 20, 45, 0];
/// The part (1/n) of the gain from reaching a better line that a piece is
/// credited with now (L-3: landing on a file changes its type).
const REACH_SHARE: i32 = 6;
/// Mobility per square a piece attacks that is not its side's own.
const MOBILITY: i32 = 2;
/// An enemy attack on one of a side's kings, divided among its kings.
const KING_ATTACKED: i32 = 120;
/// An attacked square next to one of a side's kings, divided among its kings.
const KING_NEAR: i32 = 8;
/// Winning by taking the last king dwarfs every other ordering key.
const LAST_KING: i32 = 1_000_000;

/// Linear material values: the knight a little weaker (it changes type on
/// almost every move), the rest as classically.
const fn linear_value(role: Role) -> i32 {
    match role {
        Role::Knight => 300,
        Role::Rook => 480,
        Role::King => 300,
        r => value(r),
    }
}

/// How many of `color`'s pieces stand on `file` (the count L-8 limits).
fn pieces_on(board: &Board, color: Color, file: File) -> u32 {
    (board.by_color(color) & !board.pawns() & danilchuk_board::Bitboard::from_file(file)).count()
}

/// Whether the line limit lets `color` put one more piece on `file`.
fn room_on(board: &Board, color: Color, file: File, limit: LineLimit) -> bool {
    limit
        .max_per_line()
        .map_or(true, |max| pieces_on(board, color, file) < max)
}

/// `color`'s material, placement, reach and pawns, and the counts the
/// weights multiply.
struct Side {
    /// Everything but the king count and mobility.
    placed: i32,
    /// Squares attacked by pieces, not the side's own.
    mobility: i32,
    /// Kings.
    kings: usize,
}

impl Side {
    fn score(&self) -> i32 {
        KINGS[self.kings.min(KINGS.len() - 1)] + self.placed + self.mobility * MOBILITY
    }
}

/// Material, placement, reach and pawns of `color`.
fn side(board: &Board, lines: Lines, limit: LineLimit, color: Color) -> Side {
    let own = board.by_color(color);
    let occupied = board.occupied();
    let kings = (board.kings() & own).count() as usize;
    let phase = if (board.queens() & !own).any() {
        Phase::Middlegame
    } else {
        Phase::Endgame
    };
    let mut score = 0;
    let mut mobility = 0;
    for sq in own {
        let Some(role) = board.role_at(sq) else {
            continue;
        };
        if role == Role::Pawn {
            // L-6: the pawn becomes its file's piece on the last rank.
            let gain = linear_value(lines.role_on(color, sq.file())) - value(Role::Pawn);
            score += value(Role::Pawn)
                + pst::bonus(Role::Pawn, color, sq, phase)
                + gain * PAWN_PROMISE[relative_rank(color, sq)] / 100;
            continue;
        }
        if role == Role::King {
            score += pst::bonus(Role::King, color, sq, phase);
            continue;
        }
        score += linear_value(role) + pst::bonus(role, color, sq, phase) / 2;
        let reach = danilchuk_board::piece_attacks(role.of(color), sq, occupied) & !own;
        mobility += reach.count() as i32;
        // L-3: the best line this piece can land on next move.
        let mut best = linear_value(role);
        for target in reach {
            let file = target.file();
            if file != sq.file() && room_on(board, color, file, limit) {
                let becomes = lines.role_on(color, file);
                if becomes != Role::King {
                    best = best.max(linear_value(becomes));
                }
            }
        }
        score += (best - linear_value(role)) / REACH_SHARE;
    }
    Side {
        placed: score,
        mobility,
        kings,
    }
}

/// The danger to `color`'s kings: enemy attacks on them, worse when they are few.
fn king_danger(board: &Board, color: Color) -> i32 {
    let (attacked, near, count) = king_attacks(board, color);
    (attacked * KING_ATTACKED + near * KING_NEAR) / count.max(1)
}

/// Enemy attacks on `color`'s kings, attacked squares next to them, and the
/// kings.
fn king_attacks(board: &Board, color: Color) -> (i32, i32, i32) {
    let kings = board.kings() & board.by_color(color);
    let count = kings.count() as i32;
    if count == 0 {
        return (0, 0, 0);
    }
    let occupied = board.occupied();
    let attacked: i32 = kings
        .into_iter()
        .map(|k| board.attackers_to(k, !color, occupied).count() as i32)
        .sum();
    let near: i32 = kings
        .into_iter()
        .map(|k| {
            attacks::king_attacks(k)
                .into_iter()
                .filter(|&z| board.attackers_to(z, !color, occupied).any())
                .count() as i32
        })
        .sum();
    (attacked, near, count)
}

impl Evaluate for Linear {
    fn evaluate(&self) -> i32 {
        let board = self.board();
        let lines = self.lines();
        let limit = self.line_limit();
        let score = |c: Color| side(board, lines, limit, c).score() - king_danger(board, c);
        for_side_to_move(self.turn(), score(Color::White) - score(Color::Black)) + TEMPO
    }

    /// L-5: the side that has no king has lost, the mover first (so a move
    /// that takes the last enemy king but moves one's own last king off its
    /// line loses).
    fn decided(&self) -> Option<Decided> {
        if !self.has_king(!self.turn()) {
            Some(Decided::Won)
        } else if !self.has_king(self.turn()) {
            Some(Decided::Lost)
        } else {
            None
        }
    }

    /// L-9: no legal move is a stalemate even when a king is attacked.
    fn no_moves_lose(&self) -> bool {
        false
    }

    /// L-4, L-5: check restricts nothing; the danger is the attack on the
    /// side's only king, which the opponent can take next move. A side that
    /// can take the opponent's last king first is in no danger: that
    /// capture wins. Without this, two kings attacked at once extended the
    /// search on both sides, ply after ply, to the maximum depth.
    fn in_danger(&self) -> bool {
        let kings = self.kings(self.turn());
        kings.count() == 1 && self.is_check() && !self.mover_king_hangs()
    }

    /// L-4, L-5: the mover's only king stands attacked by the side to move.
    fn mover_king_hangs(&self) -> bool {
        let mover = !self.turn();
        let kings = self.kings(mover);
        let board = self.board();
        kings.count() == 1
            && kings
                .into_iter()
                .any(|k| board.attackers_to(k, self.turn(), board.occupied()).any())
    }

    /// Captures by victim and attacker; taking the last enemy king first.
    fn tactical_order(&self, m: Move) -> Option<i32> {
        let order = mvv_lva(self, m)?;
        let takes_last_king = m.is_capture()
            && self.board().role_at(m.to()) == Some(Role::King)
            && self.kings(!self.turn()).count() == 1;
        Some(if takes_last_king {
            order + LAST_KING
        } else {
            order
        })
    }

    /// Captures and promotions change the material and can take a king;
    /// a quiet move matters at the horizon if it attacks the enemy's last king.
    fn quiescence(&self, m: Move) -> Quiescence {
        if m.is_capture() || m.promotion().is_some() {
            Quiescence::Search
        } else if self.kings(!self.turn()).count() == 1 {
            Quiescence::IfCheck
        } else {
            Quiescence::Skip
        }
    }

    /// Sound where a pass is never the best move, which with a full Linear
    /// army it hardly is; never when the only king is attacked (passing
    /// would hand it over).
    fn null_move(&self) -> Option<Linear> {
        if self.in_danger() {
            None
        } else {
            self.swap_turn().ok()
        }
    }
}

impl crate::tune::Tunable for Linear {
    const WEIGHTS: &'static [(&'static str, i32)] = &[
        ("KINGS_2", KINGS[2]),
        ("KINGS_3", KINGS[3]),
        ("KINGS_4", KINGS[4]),
        ("KING_ATTACKED", KING_ATTACKED),
        ("KING_NEAR", KING_NEAR),
        ("MOBILITY", MOBILITY),
        ("TEMPO", TEMPO),
    ];

    fn features(&self) -> Vec<f64> {
        let board = self.board();
        let (lines, limit) = (self.lines(), self.line_limit());
        let [w, b] = [Color::White, Color::Black]
            .map(|c| (side(board, lines, limit, c), king_attacks(board, c)));
        let kings = |n: usize| {
            let has = |s: &Side| f64::from(u8::from(s.kings.min(KINGS.len() - 1) == n));
            has(&w.0) - has(&b.0)
        };
        let per_king = |(a, n, count): (i32, i32, i32)| {
            let count = f64::from(count.max(1));
            (f64::from(a) / count, f64::from(n) / count)
        };
        let (wa, wn) = per_king(w.1);
        let (ba, bn) = per_king(b.1);
        let tempo = match self.turn() {
            Color::White => 1.0,
            Color::Black => -1.0,
        };
        vec![
            kings(2),
            kings(3),
            kings(4),
            -(wa - ba),
            -(wn - bn),
            f64::from(w.0.mobility - b.0.mobility),
            tempo,
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_balanced() {
        assert_eq!(Linear::starting().evaluate(), TEMPO);
    }

    #[test]
    fn l_5_a_second_king_is_worth_having() {
        // White has a second king on e3 (a bishop that landed on the e-file).
        let two = Linear::from_fen("4k3/8/8/8/8/4K3/8/4K3 w - - 0 1").unwrap();
        let one = Linear::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert!(two.evaluate() > one.evaluate() + 200);
    }

    #[test]
    fn l_5_kingless_positions_are_decided() {
        let lost = Linear::from_fen("4k3/8/8/8/8/8/8/3Q4 w - - 0 1").unwrap();
        assert_eq!(lost.decided(), Some(Decided::Lost));
        let won = Linear::from_fen("4k3/8/8/8/8/8/8/3Q4 b - - 0 1").unwrap();
        assert_eq!(won.decided(), Some(Decided::Won));
    }
}
