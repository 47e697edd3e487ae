//! The classical evaluation's weights, middlegame and endgame
//! ([`S`]`(mg, eg)`, centipawns), in the order of [`super::layout`].
//!
//! Tuned (Texel's method, `danilchuk-tune`) from the hand-set starting
//! values (the previous evaluation's material and piece-square tables, a
//! few terms set by hand, the rest 0) on positions of Stockfish's own
//! games:
//!
//! - data: `danilchuk-datagen --variant chess --games 20000 --player
//!   uci:/usr/games/stockfish --nodes 4000 --seed 11 --random-plies 8
//!   --threads 2` (Debian's Stockfish 15.1 at 4000 nodes a move; the run
//!   was stopped after 4384 games, 416,980 quiet positions; the tuner saw
//!   the first 380,524, about 4000 games);
//! - held out: data lines 190,001-212,126 (22,125 positions, whole games
//!   but for the two at the edges); trained on the other 358,399;
//! - `danilchuk-tune --variant chess --data train.data --validate
//!   held-out.data --iterations 2000 --l2 1e-8`: K = 1.0938, mean squared
//!   error 0.076987 -> 0.069754 (held out: 0.078414 -> 0.071492; without
//!   the L2 pull the held-out error fell less, 0.0726 on a smaller set).

use super::tapered::S;

/// Material: pawn, knight, bishop, rook, queen.
#[rustfmt::skip]
pub(super) const MATERIAL: [S; 5] = [
    S(121, 75), S(402, 246), S(418, 255), S(566, 388),
    S(956, 920),
];

/// Piece-square bonuses by role (pawn to king), 32 squares each: the relative rank (own first rank first) times four files from the edge to the centre (the board is mirrored a-h).
#[rustfmt::skip]
pub(super) const PST: [S; 192] = [
    S(0, 0), S(0, 0), S(0, 0), S(0, 0),
    S(-16, 7), S(17, 16), S(-2, 18), S(-24, 18),
    S(-1, -1), S(11, 0), S(-11, 2), S(-18, -4),
    S(2, 0), S(1, 3), S(8, -9), S(8, -17),
    S(-1, 10), S(20, 0), S(4, 1), S(18, -12),
    S(18, 20), S(34, 17), S(36, 18), S(43, 25),
    S(42, 23), S(59, 56), S(47, 54), S(53, 62),
    S(0, 0), S(0, 0), S(0, 0), S(0, 0),
    S(-46, -53), S(-36, -43), S(-15, -30), S(-24, -31),
    S(-32, -31), S(-10, -18), S(-8, -10), S(-15, -10),
    S(-21, -33), S(3, 0), S(-3, 4), S(17, 4),
    S(-7, -30), S(9, 5), S(9, 11), S(21, 20),
    S(-10, -24), S(1, -3), S(16, 18), S(27, 12),
    S(-33, -29), S(13, -12), S(30, 15), S(19, 5),
    S(-36, -42), S(-29, -23), S(0, 0), S(2, 0),
    S(-65, -56), S(-43, -42), S(-29, -29), S(-28, -24),
    S(-18, -27), S(1, -17), S(-17, -14), S(-14, -19),
    S(23, -13), S(12, -9), S(4, -7), S(-6, -8),
    S(-8, -4), S(37, 6), S(5, 0), S(3, 3),
    S(-7, -13), S(8, -7), S(7, 10), S(13, 12),
    S(4, -14), S(-8, 11), S(-4, 14), S(29, 21),
    S(3, -12), S(3, -3), S(9, 16), S(17, 7),
    S(-10, -13), S(-13, -4), S(-7, -10), S(4, 1),
    S(-23, -20), S(-8, -11), S(-12, -13), S(-9, -9),
    S(-23, -5), S(-13, 0), S(-5, -18), S(18, -18),
    S(-22, -15), S(-12, -12), S(2, -15), S(-11, -11),
    S(-20, -12), S(-5, -15), S(5, -9), S(-6, -15),
    S(-22, 0), S(-4, -12), S(2, -10), S(6, 5),
    S(-3, -6), S(0, -1), S(21, 4), S(15, 2),
    S(11, 7), S(14, 1), S(11, 2), S(20, -6),
    S(14, 12), S(17, 10), S(16, 9), S(19, 11),
    S(14, 9), S(7, 3), S(8, 12), S(9, -3),
    S(-23, -24), S(-16, -14), S(-12, -17), S(-8, -12),
    S(-5, -7), S(13, -1), S(13, -9), S(6, -3),
    S(-18, -10), S(18, -9), S(-18, 3), S(-5, 5),
    S(-6, 0), S(-4, -4), S(11, 8), S(-7, 21),
    S(4, -5), S(2, 4), S(7, 8), S(11, 18),
    S(2, -9), S(4, -2), S(2, 11), S(17, 9),
    S(5, -4), S(1, 5), S(-6, 0), S(5, 4),
    S(-17, -16), S(-5, -9), S(-8, -10), S(-1, -2),
    S(35, -29), S(35, -25), S(-1, -15), S(6, -26),
    S(24, -32), S(21, -16), S(-18, -2), S(-12, -1),
    S(-11, -23), S(-8, -3), S(-34, 1), S(-24, 10),
    S(-17, -20), S(-22, -6), S(-33, 13), S(-47, 22),
    S(-25, -34), S(-33, -9), S(-39, 27), S(-54, 31),
    S(-30, -41), S(-39, -9), S(-41, 20), S(-52, 31),
    S(-31, -34), S(-38, -19), S(-39, -14), S(-50, 3),
    S(-30, -49), S(-39, -37), S(-36, -16), S(-49, -15),
];

/// A knight's safe squares (not own pawns or king, not attacked by enemy pawns), by their number.
#[rustfmt::skip]
pub(super) const MOBILITY_KNIGHT: [S; 9] = [
    S(-18, -4), S(-1, -7), S(2, -5), S(8, 0),
    S(12, -4), S(18, 0), S(23, -12), S(28, -15),
    S(10, -28),
];

/// A bishop's safe squares, by their number.
#[rustfmt::skip]
pub(super) const MOBILITY_BISHOP: [S; 14] = [
    S(-33, -4), S(-14, -14), S(-1, -13), S(11, -8),
    S(18, -11), S(21, 5), S(20, 4), S(26, 0),
    S(16, 6), S(12, -2), S(9, 2), S(5, -21),
    S(-1, -7), S(-1, -13),
];

/// A rook's safe squares, by their number.
#[rustfmt::skip]
pub(super) const MOBILITY_ROOK: [S; 15] = [
    S(-18, -4), S(-19, -10), S(-8, -26), S(-1, -28),
    S(-1, -9), S(2, -3), S(2, -3), S(-1, 3),
    S(9, 5), S(9, 7), S(7, 11), S(9, 3),
    S(5, 5), S(9, 10), S(62, -73),
];

/// A queen's safe squares, by their number.
#[rustfmt::skip]
pub(super) const MOBILITY_QUEEN: [S; 28] = [
    S(0, 0), S(-18, 0), S(-19, -2), S(-11, -3),
    S(0, -3), S(-2, 1), S(4, 2), S(6, 1),
    S(3, -3), S(15, -6), S(8, 5), S(10, 3),
    S(9, 4), S(10, 11), S(11, 5), S(6, 3),
    S(9, 7), S(10, 8), S(4, 2), S(2, 2),
    S(0, -5), S(-1, -3), S(-2, -4), S(1, 0),
    S(-1, -2), S(0, 0), S(0, 0), S(0, 0),
];

/// A passed pawn by its relative rank.
#[rustfmt::skip]
pub(super) const PASSED: [S; 8] = [
    S(0, 0), S(4, 7), S(11, 16), S(-1, 36),
    S(24, 40), S(45, 50), S(61, 104), S(0, 0),
];

/// A passed pawn whose stop square is empty, by relative rank.
#[rustfmt::skip]
pub(super) const PASSED_FREE: [S; 8] = [
    S(0, 0), S(-2, 3), S(9, 11), S(1, 9),
    S(27, 6), S(16, 5), S(9, 19), S(0, 0),
];

/// Per square of distance from the own king to a passed pawn's stop square, by the pawn's relative rank.
#[rustfmt::skip]
pub(super) const PASSED_OWN_KING: [S; 8] = [
    S(0, 0), S(-6, 0), S(-3, -4), S(1, -7),
    S(0, -15), S(-10, -11), S(-2, -21), S(0, 0),
];

/// Per square of distance from the enemy king to a passed pawn's stop square, by the pawn's relative rank.
#[rustfmt::skip]
pub(super) const PASSED_ENEMY_KING: [S; 8] = [
    S(0, 0), S(-6, 1), S(-7, 3), S(-16, 7),
    S(-11, 19), S(-1, 22), S(14, 26), S(0, 0),
];

/// A pawn with no own pawn on the files beside it.
pub(super) const ISOLATED: [S; 1] = [S(-6, -4)];

/// A pawn with an own pawn in front of it on its file.
pub(super) const DOUBLED: [S; 1] = [S(-30, -23)];

/// A pawn that no own pawn can support and whose stop square an enemy pawn attacks.
pub(super) const BACKWARD: [S; 1] = [S(-7, -11)];

/// A pawn defended by an own pawn or beside one, by relative rank.
#[rustfmt::skip]
pub(super) const CONNECTED: [S; 8] = [
    S(0, 0), S(0, 6), S(10, 11), S(11, 10),
    S(15, 13), S(42, 33), S(6, 15), S(0, 0),
];

/// A rook on a file without pawns.
pub(super) const ROOK_OPEN: [S; 1] = [S(46, -17)];

/// A rook on a file without own pawns but with enemy ones.
pub(super) const ROOK_SEMI_OPEN: [S; 1] = [S(21, 3)];

/// An enemy knight, bishop, rook or queen attacked by a pawn.
pub(super) const THREAT_BY_PAWN: [S; 1] = [S(52, 29)];

/// An enemy rook or queen attacked by a knight or bishop.
pub(super) const THREAT_BY_MINOR: [S; 1] = [S(43, 21)];

/// An enemy queen attacked by a rook.
pub(super) const THREAT_BY_ROOK: [S; 1] = [S(41, 24)];

/// Own pawns in front of the king on its file and the files beside it: one rank ahead, two ranks ahead.
pub(super) const KING_SHIELD: [S; 2] = [S(16, -6), S(4, -9)];

/// A file at or beside the king without own pawns.
pub(super) const KING_OPEN_FILE: [S; 1] = [S(-16, -9)];

/// The attack on the king's zone by its units (knight or bishop 2 per attacked square, rook 3, queen 5; at most 15).
#[rustfmt::skip]
pub(super) const KING_DANGER: [S; 16] = [
    S(-30, 19), S(0, 0), S(-11, -1), S(-14, -1),
    S(2, -18), S(-18, 2), S(0, -4), S(-6, 5),
    S(-3, -4), S(25, -19), S(-5, 2), S(6, 8),
    S(12, -10), S(7, -2), S(8, 7), S(27, 16),
];

/// Two bishops.
pub(super) const BISHOP_PAIR: [S; 1] = [S(49, 50)];

/// The side to move.
pub(super) const TEMPO: [S; 1] = [S(18, 0)];
