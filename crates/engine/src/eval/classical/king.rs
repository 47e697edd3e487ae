//! The king's shelter: own pawns in front of it and open files beside it.
//! (The attack on its zone is counted with the attackers' moves, in
//! [`super::pieces`].)

use danilchuk_board::{Board, Color};

use super::layout::{KING_OPEN_FILE_AT, KING_SHIELD_AT};
use super::sink::Sink;

const FILE_A: u64 = 0x0101_0101_0101_0101;

/// Adds the shelter of `color`'s king.
pub(super) fn add<K: Sink>(board: &Board, color: Color, sink: &mut K) {
    let Some(king) = board.king_of(color) else {
        return;
    };
    let own = (board.pawns() & board.by_color(color)).0;
    let file = king.file().index();
    let files = (file.saturating_sub(1)..=(file + 1).min(7)).fold(0, |m, f| m | FILE_A << f);
    let rank = king.rank().index() as i32;
    let step = match color {
        Color::White => 1,
        Color::Black => -1,
    };
    for (i, ahead) in [1, 2].into_iter().enumerate() {
        let r = rank + step * ahead;
        if (0..8).contains(&r) {
            let row = 0xffu64 << (8 * r);
            sink.add(
                color,
                KING_SHIELD_AT + i,
                (own & files & row).count_ones() as i32,
            );
        }
    }
    let open = (file.saturating_sub(1)..=(file + 1).min(7))
        .filter(|&f| own & (FILE_A << f) == 0)
        .count();
    sink.add(color, KING_OPEN_FILE_AT, open as i32);
}
