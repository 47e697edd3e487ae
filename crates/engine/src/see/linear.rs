//! Linear chess: the swap algorithm with transformations. A piece that
//! lands on a file becomes that file's piece for its side (L-3), a pawn on
//! its last rank becomes its file's piece (L-6), so every capture also
//! changes the capturer's value; a capture can take a king, and taking the
//! last one ends the game (L-5), as does the last king leaving its line.
//! Line limits (L-8) are not looked at: the move itself is legal, a
//! recapture that the limit forbids is rare.

use danilchuk_board::{Color, Move, Position, Role, Square};
use danilchuk_linear::{Linear, Lines};

use crate::eval::relative_rank;
use crate::see::{least_valuable, revealed};

/// The value of the game's end: taking the last king (L-5).
const WIN: i32 = 20_000;

/// Exchange values: a king besides another is worth its insurance (L-5)
/// more than a minor piece.
const fn unit_value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 300,
        Role::Bishop => 330,
        Role::Rook => 480,
        Role::Queen => 900,
        Role::King => 650,
    }
}

/// What `role` of `color` becomes by landing on `to` (L-3, L-6).
fn becomes(lines: Lines, color: Color, role: Role, to: Square) -> Role {
    if role != Role::Pawn || relative_rank(color, to) == 7 {
        lines.role_on(color, to.file())
    } else {
        Role::Pawn
    }
}

/// The material `m` wins for the mover after the exchange on its target
/// square, or [`WIN`] (lost: `-WIN`) where the exchange ends the game.
pub(crate) fn see(pos: &Linear, m: Move) -> i32 {
    if m.is_castle() {
        return 0;
    }
    let board = pos.board();
    let lines = pos.lines();
    let us = pos.turn();
    let (from, to) = (m.from(), m.to());
    let mut kings = [
        pos.kings(Color::White).count(),
        pos.kings(Color::Black).count(),
    ];
    let mover = board.role_at(from).unwrap_or(Role::Pawn);
    let arriving = becomes(lines, us, mover, to);
    if mover == Role::King && arriving != Role::King && kings[us.index()] == 1 {
        // L-5: the last king off its line loses at once.
        return -WIN;
    }
    let victim = m.capture_square().and_then(|sq| board.role_at(sq));
    if victim == Some(Role::King) && kings[(!us).index()] == 1 {
        return WIN;
    }
    let mut gain = [0i32; 34];
    gain[0] = victim.map_or(0, unit_value) + unit_value(arriving) - unit_value(mover);
    if victim == Some(Role::King) {
        kings[(!us).index()] -= 1;
    }
    count_kings(&mut kings, us, mover, arriving);
    let mut occupied = board.occupied().without(from).with(to);
    if let Some(sq) = m.capture_square().filter(|&sq| sq != to) {
        occupied.discard(sq);
    }
    let mut attackers = board.attackers_to(to, Color::White, occupied)
        | board.attackers_to(to, Color::Black, occupied);
    // The unit on the target square and its side.
    let (mut stake, mut owner) = (arriving, us);
    let mut side = !us;
    let mut d = 0;
    while d + 1 < gain.len() {
        attackers &= occupied;
        let mut candidates = attackers & board.by_color(side);
        if kings[side.index()] == 1 && lines.role_on(side, to.file()) != Role::King {
            // Its last king may not leave its line (L-5).
            candidates &= !board.kings();
        }
        let Some((sq, role)) = least_valuable(board, candidates) else {
            break;
        };
        d += 1;
        let arriving = becomes(lines, side, role, to);
        let last_king = stake == Role::King && kings[owner.index()] == 1;
        let taken = if last_king { WIN } else { unit_value(stake) };
        gain[d] = taken + unit_value(arriving) - unit_value(role) - gain[d - 1];
        if last_king {
            break;
        }
        if stake == Role::King {
            kings[owner.index()] -= 1;
        }
        count_kings(&mut kings, side, role, arriving);
        occupied.discard(sq);
        attackers |= revealed(board, to, occupied);
        (stake, owner) = (arriving, side);
        side = !side;
    }
    // Each side may decline to capture: back up the best choice.
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

/// `side`'s king count after its `role` became `arriving`.
fn count_kings(kings: &mut [u32; 2], side: Color, role: Role, arriving: Role) {
    let k = &mut kings[side.index()];
    match (role == Role::King, arriving == Role::King) {
        (true, false) => *k = k.saturating_sub(1),
        (false, true) => *k += 1,
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use danilchuk_board::Position;
    use danilchuk_linear::Linear;

    use super::{see, WIN};

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos = Linear::from_fen(fen).unwrap();
        see(&pos, pos.parse_uci(uci).unwrap())
    }

    #[test]
    fn l_3_a_knight_landing_on_the_queen_file_gains_a_queen() {
        // A knight on b4 stepping to d5 becomes a queen (L-3).
        let fen = "4k3/8/8/8/1N6/8/8/4K3 w - - 0 1 Ee";
        assert_eq!(see_of(fen, "b4d5"), 600);
        // A black pawn on e6 takes it back: the queen is lost.
        let fen = "4k3/8/4p3/8/1N6/8/8/4K3 w - - 0 1 Ee";
        assert_eq!(see_of(fen, "b4d5"), 600 - 900);
    }

    #[test]
    fn l_5_taking_the_last_king_wins_and_losing_it_is_avoided() {
        // The rook takes the black king on e8: the game is won.
        let fen = "R3k3/8/8/8/8/8/8/4K3 w - - 0 1 Ee";
        assert_eq!(see_of(fen, "a8e8"), WIN);
        // The last white king stepping off its line loses (L-5).
        let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Ee";
        assert_eq!(see_of(fen, "e1d1"), -WIN);
    }
}
