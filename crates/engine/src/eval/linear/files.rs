//! The files that matter to a side's pieces: where each line lies (L-2,
//! L-7) and where the line limit leaves room to land (L-8).

use danilchuk_board::{Bitboard, Board, Color, File, Role};
use danilchuk_linear::{LineLimit, Lines};

/// The files on which the line limit lets `color` put one more piece
/// (L-8): every file without a limit.
pub(super) fn room(board: &Board, color: Color, limit: LineLimit) -> Bitboard {
    let Some(max) = limit.max_per_line() else {
        return Bitboard::FULL;
    };
    let pieces = board.by_color(color) & !board.pawns();
    File::ALL
        .into_iter()
        .map(Bitboard::from_file)
        .filter(|&file| (pieces & file).count() < max)
        .fold(Bitboard::EMPTY, |a, b| a | b)
}

/// The squares a piece of `color` on `from` may land on as far as the line
/// limit goes: its own file (moving along it changes no count, L-8) and
/// the files with room.
#[inline]
pub(super) fn landing(room: Bitboard, from: danilchuk_board::Square) -> Bitboard {
    room | Bitboard::from_file(from.file())
}

/// The files of each line type of a side (L-2; the king and queen lines
/// swapped after castling, L-7), by role index.
pub(super) fn line_files(lines: Lines, color: Color) -> [Bitboard; 6] {
    LINE_FILES[usize::from(lines.has_castled(color))]
}

/// [`line_files`] before and after castling (the same for both colours).
const LINE_FILES: [[Bitboard; 6]; 2] = {
    const fn by_role(lines: Lines) -> [Bitboard; 6] {
        let roles = Role::ALL;
        let mut files = [Bitboard::EMPTY; 6];
        let mut i = 0;
        while i < 6 {
            files[i] = lines.files_of(Color::White, roles[i]);
            i += 1;
        }
        files
    }
    [
        by_role(Lines::new(false, false)),
        by_role(Lines::new(true, false)),
    ]
};
