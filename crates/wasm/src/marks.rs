//! What a rule set shows beyond the units: Immortal's capture locks (I-3),
//! Linear's line maps and counts (L-2, L-8), the kings and the checked ones.

use danilchuk_board::{Bitboard, Color, File, Position};
use danilchuk_variant::AnyPosition;

use crate::describe::color_name;
use crate::views::{KingsInfo, LineSideInfo, LinesInfo, LockInfo};

/// The live capture locks of an Immortal position; none in the others.
pub(crate) fn locks(pos: &AnyPosition) -> Vec<LockInfo> {
    let Some(immortal) = pos.as_immortal() else {
        return Vec::new();
    };
    let board = immortal.board();
    immortal
        .locks()
        .iter()
        .filter_map(|lock| {
            Some(LockInfo {
                attacker: lock.attacker.to_string(),
                target: lock.target.to_string(),
                binds: color_name(board.color_at(lock.attacker)?),
            })
        })
        .collect()
}

/// Both sides' line maps of a Linear position; `None` in the others.
pub(crate) fn lines(pos: &AnyPosition) -> Option<LinesInfo> {
    let linear = pos.as_linear()?;
    let lines = linear.lines();
    let board = linear.board();
    let side = |color: Color| {
        let pieces = board.by_color(color) & !board.pawns();
        let files = (0..8).filter_map(File::new);
        LineSideInfo {
            roles: files
                .clone()
                .map(|file| lines.role_on(color, file).char())
                .collect(),
            counts: files
                .map(|file| (pieces & Bitboard::from_file(file)).count())
                .collect(),
        }
    };
    Some(LinesInfo {
        white: side(Color::White),
        black: side(Color::Black),
        limit: linear.line_limit().max_per_line(),
    })
}

/// The squares of `color`'s kings.
fn king_squares(pos: &AnyPosition, color: Color) -> Bitboard {
    let board = pos.board();
    board.kings() & board.by_color(color)
}

/// Every king, by side.
pub(crate) fn kings(pos: &AnyPosition) -> KingsInfo {
    KingsInfo {
        white: squares(king_squares(pos, Color::White)),
        black: squares(king_squares(pos, Color::Black)),
    }
}

/// The side to move's kings that an enemy unit attacks.
pub(crate) fn checked_kings(pos: &AnyPosition) -> Vec<String> {
    let board = pos.board();
    let turn = pos.turn();
    squares(
        king_squares(pos, turn)
            .into_iter()
            .filter(|&sq| board.attackers_to(sq, !turn, board.occupied()).any())
            .collect(),
    )
}

fn squares(bb: Bitboard) -> Vec<String> {
    bb.into_iter().map(|sq| sq.to_string()).collect()
}
