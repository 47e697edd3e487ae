//! Classic Immortal Chess: material never leaves the board (I-1), so the
//! evaluation weighs where the units stand, what they attack, and above all
//! the safety of the kings, the only thing that can be won.

use danilchuk_board::{attacks, Bitboard, Board, Color, Move, MoveKind, Position, Role, Square};
use danilchuk_immortal::Immortal;

use crate::eval::classical::phase;
use crate::eval::pst::{self, Phase};
use crate::eval::{for_side_to_move, relative_rank, value, Evaluate, Quiescence};

// The weights below, from TEMPO to ZONE_PRESSURE, are Texel-tuned
// (`danilchuk-tune --variant immortal --data immortal2.data --iterations
// 2000`; K = 0.8095, mean squared error 0.218686 -> 0.193167) on 27,742
// quiet positions of `danilchuk-datagen --variant immortal --games 3000
// --nodes 2000 --seed 2 --random-plies 8 --threads 2`. Negative lock
// weights: the data says a side whose units are bound by locks (I-3) is
// not worse off for it (the locked target cannot move either). DEAD_PAWN
// keeps its hand-set value: the fit's 113 would make a pawn swapped onto
// its last rank, which can never move again (I-2), worth as much as one
// about to promote.

/// A bonus for the side to move.
const TEMPO: i32 = 32;
/// Extra bonus for a pawn by relative rank: promotion is the only way the
/// material grows in Immortal chess, so a pawn near its last rank is worth
/// more than classically.
const PAWN_ADVANCE: [i32; 8] = [0, 0, 0, 5, 10, 25, 60, 0];
/// I-2: a pawn swapped onto its own last rank has no move and attacks
/// nothing; it only blocks (and can come back to life if swapped away).
const DEAD_PAWN: i32 = 20;
/// Mobility per attacked square that is not the side's own: knight, bishop,
/// rook, queen.
const MOBILITY: [i32; 4] = [4, 0, 1, 26];
/// Attack weight on the king zone by attacking role.
const ZONE_ATTACK: [i32; 6] = [1, 2, 2, 3, 5, 0];
/// A square next to the king from which an enemy queen, rook or bishop
/// would stand on its own line of attack: the close mate of I-6 (the king
/// cannot take it, the swap leaves it attacking the king).
const CLOSE_MATE_THREAT: i32 = 148;
/// A capture lock (I-3) that binds a side against a unit near its king.
const LOCK_NEAR_KING: i32 = -5;
/// Any other lock binding a side (its options are fewer for a move).
const LOCK: i32 = -21;
/// The weight of the squared attack count on the king zone.
const ZONE_PRESSURE: i32 = 2;

fn unit_value(role: Role, color: Color, sq: Square, phase: Phase) -> i32 {
    match role {
        Role::Pawn => match relative_rank(color, sq) {
            7 => DEAD_PAWN,
            r => value(Role::Pawn) + pst::bonus(Role::Pawn, color, sq, phase) + PAWN_ADVANCE[r],
        },
        Role::King => pst::bonus(Role::King, color, sq, phase),
        r => value(r) + pst::bonus(r, color, sq, phase),
    }
}

/// `color`'s units: material and placement, and the counts the weights
/// multiply.
#[derive(Copy, Clone, Default)]
struct Units {
    /// Material and placement of the living units.
    placed: i32,
    /// Attacked squares not the side's own, by knight, bishop, rook, queen.
    mobility: [i32; 4],
    /// Pawns on their own last rank (I-2).
    dead_pawns: i32,
}

impl Units {
    fn score(self) -> i32 {
        let mobility: i32 = self.mobility.iter().zip(MOBILITY).map(|(n, w)| n * w).sum();
        self.placed + mobility + self.dead_pawns * DEAD_PAWN
    }
}

/// Material, placement and mobility of `color`.
fn units(board: &Board, color: Color, phase: Phase) -> Units {
    let own = board.by_color(color);
    let occupied = board.occupied();
    let mut units = Units::default();
    for sq in own {
        let Some(role) = board.role_at(sq) else {
            continue;
        };
        if role == Role::Pawn && relative_rank(color, sq) == 7 {
            units.dead_pawns += 1;
        } else {
            units.placed += unit_value(role, color, sq, phase);
        }
        let reach = match role {
            Role::Knight => Some((attacks::knight_attacks(sq), 0)),
            Role::Bishop => Some((attacks::bishop_attacks(sq, occupied), 1)),
            Role::Rook => Some((attacks::rook_attacks(sq, occupied), 2)),
            Role::Queen => Some((attacks::queen_attacks(sq, occupied), 3)),
            _ => None,
        };
        if let Some((squares, i)) = reach {
            units.mobility[i] += (squares & !own).count() as i32;
        }
    }
    units
}

/// What threatens a king: the attack weight on its zone and the number of
/// close-mate squares (I-6) an enemy slider reaches.
#[derive(Copy, Clone, Default)]
struct KingDanger {
    zone_units: i32,
    close_mates: i32,
}

impl KingDanger {
    /// In centipawns: the zone attacks grow quadratically.
    const fn cost(self) -> i32 {
        self.zone_units * self.zone_units * ZONE_PRESSURE + self.close_mates * CLOSE_MATE_THREAT
    }
}

/// The danger to `color`'s king: enemy attacks on the squares around it,
/// growing quadratically with the attackers, and the close-mate squares
/// (I-6) an enemy slider already reaches.
fn king_danger(board: &Board, color: Color) -> KingDanger {
    let Some(king) = board.king_of(color) else {
        return KingDanger::default();
    };
    let enemy = !color;
    let occupied = board.occupied();
    let zone = attacks::king_attacks(king);
    let mut units = 0;
    let mut threats = 0;
    for sq in zone {
        let attackers = board.attackers_to(sq, enemy, occupied);
        for a in attackers {
            if let Some(role) = board.role_at(a) {
                units += ZONE_ATTACK[role as usize];
            }
        }
        // A slider that can step next to the king on its own line gives a
        // check the king cannot answer by capturing (I-6).
        let orthogonal = sq.file() == king.file() || sq.rank() == king.rank();
        let liners = if orthogonal {
            board.rooks_and_queens()
        } else {
            board.bishops_and_queens()
        };
        if (attackers & liners).any() && !board.by_color(enemy).contains(sq) {
            threats += 1;
        }
    }
    KingDanger {
        zone_units: units,
        close_mates: threats,
    }
}

/// The locks binding `color` (I-3): near its king, and elsewhere.
fn locks(pos: &Immortal, color: Color) -> (i32, i32) {
    let board = pos.board();
    let zone = board
        .king_of(color)
        .map_or(Bitboard::EMPTY, attacks::king_attacks);
    pos.locks()
        .iter()
        .filter(|lock| board.color_at(lock.attacker) == Some(color))
        .map(|lock| {
            let near = zone.contains(lock.target)
                || board.king_of(color).is_some_and(|k| {
                    board
                        .attacks_from(lock.target, board.occupied())
                        .contains(k)
                });
            (i32::from(near), i32::from(!near))
        })
        .fold((0, 0), |(a, b), (c, d)| (a + c, b + d))
}

/// The cost of the locks `(near, other)` binding a side.
const fn lock_cost((near, other): (i32, i32)) -> i32 {
    near * LOCK_NEAR_KING + other * LOCK
}

/// The ordering key of a swap: what it does to the two units' placement
/// (yours moves to the victim's square, the victim to yours, I-1).
fn swap_gain(pos: &Immortal, m: Move) -> i32 {
    let board = pos.board();
    let us = pos.turn();
    let phase = Phase::Middlegame;
    let mover = board.role_at(m.from()).unwrap_or(Role::Pawn);
    let victim_sq = match m.kind() {
        MoveKind::EnPassant => {
            // The double-stepped pawn stands beside the passed-over square.
            Square::new(m.to().file(), m.from().rank())
        }
        _ => m.to(),
    };
    let victim = board.role_at(victim_sq).unwrap_or(Role::Pawn);
    let promoted = m.promotion().unwrap_or(mover);
    let ours = unit_value(promoted, us, m.to(), phase) - unit_value(mover, us, m.from(), phase);
    let theirs =
        unit_value(victim, !us, m.from(), phase) - unit_value(victim, !us, victim_sq, phase);
    let near_king = board
        .king_of(!us)
        .is_some_and(|k| attacks::king_attacks(k).contains(m.to()));
    ours - theirs + if near_king { 50 } else { 0 }
}

impl Evaluate for Immortal {
    fn evaluate(&self) -> i32 {
        let board = self.board();
        let phase = phase(board);
        let side = |c: Color| {
            units(board, c, phase).score()
                - king_danger(board, c).cost()
                - lock_cost(locks(self, c))
        };
        for_side_to_move(self.turn(), side(Color::White) - side(Color::Black)) + TEMPO
    }

    /// Swaps and promotions before quiet moves, ordered by what the swap
    /// does to placement (no material is won, I-1).
    fn tactical_order(&self, m: Move) -> Option<i32> {
        if m.is_capture() || m.promotion().is_some() {
            Some(swap_gain(self, m) + m.promotion().map_or(0, value))
        } else {
            None
        }
    }

    /// Promotions change the material (the only thing that does); a swap or
    /// quiet move matters at the horizon only if it gives check, the threat
    /// behind every win (mate, including the close mate I-6).
    fn quiescence(&self, m: Move) -> Quiescence {
        if m.promotion() == Some(Role::Queen) {
            Quiescence::Search
        } else {
            Quiescence::IfCheck
        }
    }

    /// Zugzwang is rare when no unit ever leaves the board; never in check,
    /// and only with a piece besides king and pawns (a set-up endgame).
    fn null_move(&self) -> Option<Immortal> {
        let own = self.board().by_color(self.turn());
        let pieces = own & !(self.board().pawns() | self.board().kings());
        if self.is_check() || pieces.is_empty() {
            None
        } else {
            self.swap_turn().ok()
        }
    }
}

/// One side's terms: units, king danger, locks (near the king, other).
type SideTerms = (Units, KingDanger, (i32, i32));

impl crate::tune::Tunable for Immortal {
    const WEIGHTS: &'static [(&'static str, i32)] = &[
        ("ZONE_PRESSURE", ZONE_PRESSURE),
        ("CLOSE_MATE_THREAT", CLOSE_MATE_THREAT),
        ("LOCK_NEAR_KING", LOCK_NEAR_KING),
        ("LOCK", LOCK),
        ("MOBILITY_KNIGHT", MOBILITY[0]),
        ("MOBILITY_BISHOP", MOBILITY[1]),
        ("MOBILITY_ROOK", MOBILITY[2]),
        ("MOBILITY_QUEEN", MOBILITY[3]),
        ("DEAD_PAWN", DEAD_PAWN),
        ("TEMPO", TEMPO),
    ];

    fn features(&self) -> Vec<f64> {
        let board = self.board();
        let phase = phase(board);
        let [w, b] = [Color::White, Color::Black].map(|c| {
            (
                units(board, c, phase),
                king_danger(board, c),
                locks(self, c),
            )
        });
        let diff = |f: &dyn Fn(&SideTerms) -> i32| f64::from(f(&w) - f(&b));
        let tempo = match self.turn() {
            Color::White => 1.0,
            Color::Black => -1.0,
        };
        vec![
            -diff(&|s| s.1.zone_units * s.1.zone_units),
            -diff(&|s| s.1.close_mates),
            -diff(&|s| s.2 .0),
            -diff(&|s| s.2 .1),
            diff(&|s| s.0.mobility[0]),
            diff(&|s| s.0.mobility[1]),
            diff(&|s| s.0.mobility[2]),
            diff(&|s| s.0.mobility[3]),
            diff(&|s| s.0.dead_pawns),
            tempo,
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_balanced() {
        assert_eq!(Immortal::starting().evaluate(), TEMPO);
    }

    #[test]
    fn i_2_a_pawn_on_its_last_rank_is_nearly_worthless() {
        let dead = Immortal::from_fen("4k2P/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let alive = Immortal::from_fen("4k3/7P/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert!(alive.evaluate() > dead.evaluate() + 100);
    }

    #[test]
    fn i_6_a_slider_next_to_the_king_zone_is_a_threat() {
        // The rook on h7 reaches a7 and b7, next to the black king on a8.
        let threatened = Immortal::from_fen("k7/7R/8/8/8/8/8/K7 b - - 0 1").unwrap();
        let quiet = Immortal::from_fen("k7/8/8/8/8/8/7R/K7 b - - 0 1").unwrap();
        assert!(threatened.evaluate() < quiet.evaluate());
    }
}
