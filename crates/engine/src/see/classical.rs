//! Classical chess: the swap algorithm on one square, least valuable
//! attacker first, x-ray attackers joining as the units in front leave.

use danilchuk_board::{Board, Color, Move, Role};

use crate::eval::value;
use crate::see::{least_valuable, revealed};

/// Whether `m` (by `turn`) gains at least `threshold` after the exchange on
/// its target square.
pub(crate) fn see_ge(board: &Board, turn: Color, m: Move, threshold: i32) -> bool {
    if m.is_castle() {
        return threshold <= 0;
    }
    let (from, to) = (m.from(), m.to());
    let mover = board.role_at(from).unwrap_or(Role::Pawn);
    let captured = m
        .capture_square()
        .and_then(|sq| board.role_at(sq))
        .map_or(0, value);
    let promotion = m.promotion().map_or(0, |r| value(r) - value(Role::Pawn));
    // What the mover has won if the exchange stops now, over the threshold.
    let mut swap = captured + promotion - threshold;
    if swap < 0 {
        return false;
    }
    // What it still has if the unit it put on `to` is taken.
    swap = m.promotion().map_or(value(mover), value) - swap;
    if swap <= 0 {
        return true;
    }
    let mut occupied = board.occupied().without(from).with(to);
    if let Some(sq) = m.capture_square().filter(|&sq| sq != to) {
        occupied.discard(sq);
    }
    let mut attackers = board.attackers_to(to, Color::White, occupied)
        | board.attackers_to(to, Color::Black, occupied);
    let mut side = turn;
    // Whether the mover comes out at or above the threshold.
    let mut result = true;
    loop {
        side = !side;
        attackers &= occupied;
        let Some((sq, role)) = least_valuable(board, attackers & board.by_color(side)) else {
            break;
        };
        result = !result;
        if role == Role::King {
            // The king may take only where nothing takes it back.
            return if (attackers & board.by_color(!side)).any() {
                !result
            } else {
                result
            };
        }
        swap = value(role) - swap;
        if swap < i32::from(result) {
            break;
        }
        occupied.discard(sq);
        attackers |= revealed(board, to, occupied);
    }
    result
}

#[cfg(test)]
mod tests {
    use danilchuk_board::Position;
    use danilchuk_classical::Chess;

    use crate::see::Exchange;

    fn see_ge(fen: &str, uci: &str, threshold: i32) -> bool {
        let pos = Chess::from_fen(fen).unwrap();
        let m = pos.parse_uci(uci).unwrap();
        pos.see_ge(m, threshold)
    }

    #[test]
    fn a_defended_pawn_taken_by_a_rook_loses_the_exchange() {
        let fen = "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1";
        // Rxe5: the pawn is free, nothing defends it.
        assert!(see_ge(fen, "e1e5", 100));
        assert!(!see_ge(fen, "e1e5", 101));
        let fen = "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1";
        // Nxe5: knight for pawn after the recaptures.
        assert!(!see_ge(fen, "d3e5", 0));
        assert!(see_ge(fen, "d3e5", -220));
    }

    #[test]
    fn a_quiet_move_onto_an_attacked_square_loses_the_piece() {
        let fen = "4k3/1p6/8/8/8/8/6B1/4K3 w - - 0 1";
        assert!(see_ge(fen, "g2e4", 0), "e4 is safe");
        assert!(!see_ge(fen, "g2c6", -329), "the pawn takes the bishop");
        assert!(see_ge(fen, "g2c6", -330));
    }

    #[test]
    fn x_rays_join_the_exchange() {
        // Two rooks on the e-file against one defender.
        let fen = "4r1k1/8/8/4p3/8/8/4R3/4R1K1 w - - 0 1";
        assert!(see_ge(fen, "e2e5", 100), "R takes, R takes, R takes back");
    }
}
