//! Zobrist hashing keys, built at compile time.
//!
//! A position's hash is the XOR of the keys of its features. Every rule set
//! uses the same piece-square, side, castling and en passant keys; the
//! variants add keys for their own state (Immortal locks and reverse
//! castling, Linear line maps) so that positions differing only there hash
//! differently (I-7, L-9).

use core::fmt;
use core::ops::{BitXor, BitXorAssign};

use danilchuk_bitboard::{splitmix64, Color, File, Square, SPLITMIX64_GAMMA};

use crate::{CastlingRights, Piece};

/// A 64-bit Zobrist hash.
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Zobrist(pub u64);

impl fmt::Debug for Zobrist {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Zobrist({:#018x})", self.0)
    }
}

impl BitXor for Zobrist {
    type Output = Zobrist;
    #[inline]
    fn bitxor(self, rhs: Zobrist) -> Zobrist {
        Zobrist(self.0 ^ rhs.0)
    }
}

impl BitXorAssign for Zobrist {
    #[inline]
    fn bitxor_assign(&mut self, rhs: Zobrist) {
        self.0 ^= rhs.0;
    }
}

const fn key_block<const N: usize>(stream: u64) -> [u64; N] {
    let mut keys = [0u64; N];
    let mut i = 0;
    while i < N {
        let state = stream
            .wrapping_mul(0x1_0000_0001)
            .wrapping_add(i as u64 * 0x9e37_79b9);
        keys[i] = splitmix64(state.wrapping_add(SPLITMIX64_GAMMA));
        i += 1;
    }
    keys
}

static PIECE_SQUARE: [u64; 12 * 64] = key_block(1);
static CASTLING: [u64; 16] = flag_combinations(key_block(2));
static EN_PASSANT: [u64; 8] = key_block(3);
static SIDE: [u64; 1] = key_block(4);
static REVERSE_CASTLING: [u64; 16] = flag_combinations(key_block(5));
static LOCK: [u64; 64 * 64] = key_block(6);
static CASTLED_LINES: [u64; 2] = key_block(7);

/// The key of `piece` on `sq`.
#[inline]
#[must_use]
pub fn piece(piece: Piece, sq: Square) -> Zobrist {
    // The masks cost nothing and spare the bounds checks LLVM cannot drop
    // for a square taken out of a packed `Move`.
    Zobrist(PIECE_SQUARE[piece.index() * 64 + (sq as usize & 63)])
}

/// The change of the hash when `a_piece` on `a` and `b_piece` on `b` swap
/// squares (Immortal's capture and both variants' castlings, as
/// [`Board::swap_pieces`](crate::Board::swap_pieces) does on the board).
///
/// ```
/// use danilchuk_board::{zobrist, Color, Role, Square};
/// let (k, r) = (Role::King.of(Color::White), Role::Rook.of(Color::White));
/// let change = zobrist::swap(k, Square::E1, r, Square::H1);
/// assert_eq!(
///     change,
///     zobrist::piece(k, Square::E1) ^ zobrist::piece(k, Square::H1)
///         ^ zobrist::piece(r, Square::H1) ^ zobrist::piece(r, Square::E1)
/// );
/// ```
#[inline]
#[must_use]
pub fn swap(a_piece: Piece, a: Square, b_piece: Piece, b: Square) -> Zobrist {
    piece(a_piece, a) ^ piece(b_piece, b) ^ piece(a_piece, b) ^ piece(b_piece, a)
}

/// The key XORed in when Black is to move.
#[inline]
#[must_use]
pub fn black_to_move() -> Zobrist {
    Zobrist(SIDE[0])
}

/// The XOR of the flag keys for each of the 16 flag sets.
const fn flag_combinations(flags: [u64; 4]) -> [u64; 16] {
    let mut table = [0u64; 16];
    let mut set = 0;
    while set < 16 {
        let mut bit = 0;
        while bit < 4 {
            if set & (1 << bit) != 0 {
                table[set] ^= flags[bit];
            }
            bit += 1;
        }
        set += 1;
    }
    table
}

/// The key of a set of castling flags.
#[inline]
#[must_use]
pub fn castling(rights: CastlingRights) -> Zobrist {
    Zobrist(CASTLING[rights.bits() as usize & 15])
}

/// The key of an en passant file.
#[inline]
#[must_use]
pub fn en_passant(file: File) -> Zobrist {
    Zobrist(EN_PASSANT[file as usize & 7])
}

/// The keys of the state every rule set shares beyond the placement: the
/// castling rights, the side to move and the en passant square. A rule set
/// that keeps only the placement's keys up to date adds these (and its own)
/// when the hash is asked for.
///
/// ```
/// use danilchuk_board::{zobrist, CastlingRights, Color, File, Square};
///
/// let key = zobrist::shared_state(CastlingRights::EMPTY, Color::Black, Some(Square::E3));
/// assert_eq!(key, zobrist::black_to_move() ^ zobrist::en_passant(File::E));
/// ```
#[inline]
#[must_use]
pub fn shared_state(castling_rights: CastlingRights, turn: Color, ep: Option<Square>) -> Zobrist {
    let mut key = castling(castling_rights);
    if turn == Color::Black {
        key ^= black_to_move();
    }
    if let Some(ep) = ep {
        key ^= en_passant(ep.file());
    }
    key
}

/// The key of a set of Immortal reverse-castling rights (I-5).
#[inline]
#[must_use]
pub fn reverse_castling(rights: CastlingRights) -> Zobrist {
    Zobrist(REVERSE_CASTLING[rights.bits() as usize & 15])
}

/// The key of an Immortal capture lock: the unit on `attacker` may not
/// capture the unit on `target` (I-3).
#[inline]
#[must_use]
pub fn lock(attacker: Square, target: Square) -> Zobrist {
    Zobrist(LOCK[(attacker as usize & 63) * 64 + (target as usize & 63)])
}

/// The key of a Linear side whose king and queen lines are swapped (L-7).
#[inline]
#[must_use]
pub fn castled_lines(color: Color) -> Zobrist {
    Zobrist(CASTLED_LINES[color as usize])
}

/// The hash of the fields every rule set shares: placement, side to move,
/// castling flags and en passant square.
#[must_use]
pub fn hash_common(setup: &crate::Setup) -> Zobrist {
    let mut h = Zobrist(0);
    for (sq, p) in setup.board.pieces() {
        h ^= piece(p, sq);
    }
    if setup.turn == Color::Black {
        h ^= black_to_move();
    }
    h ^= castling(setup.castling);
    if let Some(ep) = setup.ep_square {
        h ^= en_passant(ep.file());
    }
    h
}
