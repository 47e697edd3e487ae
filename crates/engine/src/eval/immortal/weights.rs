//! The weights of the Immortal evaluation, one per [`Feature`], and where
//! they come from.

/// What a weight multiplies: one side's count, the evaluation taking White's
/// minus Black's. Counts of danger to a side's king get negative weights.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Feature {
    /// The square of the attack weight on the king's zone (the squares next
    /// to it): the danger grows faster than the attackers.
    ZonePressure,
    /// Squares next to the king, on the line of an enemy queen, rook or
    /// bishop that reaches them, that no other unit of the side attacks:
    /// the close mate of I-6 (the king cannot take the slider, the swap
    /// would leave it attacking the king) with nothing to swap it away.
    CloseMate,
    /// The same squares when another unit of the side attacks them: a swap
    /// can move the slider away.
    CloseMateGuarded,
    /// Capture locks (I-3) binding the side against a unit next to its
    /// king or attacking it.
    LockNearKing,
    /// Any other lock binding the side.
    Lock,
    /// Squares a knight attacks that are not the side's own.
    MobilityKnight,
    /// The same for a bishop.
    MobilityBishop,
    /// The same for a rook.
    MobilityRook,
    /// The same for a queen.
    MobilityQueen,
    /// Pawns on their own last rank (I-2: no move, no attack).
    DeadPawns,
    /// Squares next to the king it could step to: not its side's own and
    /// not attacked.
    KingEscapes,
    /// Squares, not the enemy's own, from which an enemy queen would check
    /// the king next move (by a move or a swap, I-1).
    QueenChecks,
    /// The same for enemy rooks, bishops and knights.
    PieceChecks,
    /// Enemy queens near the king: 3 at distance 1, 2 at distance 2, 1 at
    /// distance 3 (a queen is never taken off the board, I-1).
    QueenTropism,
    /// The side's pawns on the three squares in front of its king.
    Shield,
}

/// The number of features.
pub(super) const FEATURES: usize = 15;

/// Every feature, in the order of [`WEIGHTS`].
pub(super) const ALL: [Feature; FEATURES] = [
    Feature::ZonePressure,
    Feature::CloseMate,
    Feature::CloseMateGuarded,
    Feature::LockNearKing,
    Feature::Lock,
    Feature::MobilityKnight,
    Feature::MobilityBishop,
    Feature::MobilityRook,
    Feature::MobilityQueen,
    Feature::DeadPawns,
    Feature::KingEscapes,
    Feature::QueenChecks,
    Feature::PieceChecks,
    Feature::QueenTropism,
    Feature::Shield,
];

// Every weight is Texel-tuned (`danilchuk-tune --variant immortal --data
// immortal-v2.data --iterations 2000 --learning-rate 2`; K = 0.7413, mean
// squared error 0.171825 -> 0.155246 from the previous weights, the new
// features at zero) on 77,375 quiet positions of `danilchuk-datagen
// --variant immortal --games 10000 --nodes 2000 --seed 33 --random-plies
// 8 --threads 1` (data from the engine with the previous weights). What
// the fit says: the checks the enemy has ready and an enemy queen near the
// king (never taken off the board, I-1) are the danger, more than the
// attack count on the king's zone (its weight went to zero); a close-mate
// square (I-6) costs less once the checks count, and less again when
// another unit guards it; pawns in front of the king shield it; a lock
// binding a side against a unit next to its king hurts it, other locks do
// not (the locked target cannot take back either, I-3). A dead pawn (I-2)
// is worth about half a living one: it cannot move, but it stands in the
// enemy king's way. The previous fit (27,742 positions of seed 2) had
// DEAD_PAWN at 113, held back at 20 by hand.

/// The weight of each feature, in the order of [`ALL`], in centipawns.
pub(super) const WEIGHTS: [i32; FEATURES] = [
    0,    // ZONE_PRESSURE
    -58,  // CLOSE_MATE
    -24,  // CLOSE_MATE_GUARDED
    -25,  // LOCK_NEAR_KING
    20,   // LOCK
    0,    // MOBILITY_KNIGHT
    -1,   // MOBILITY_BISHOP
    2,    // MOBILITY_ROOK
    25,   // MOBILITY_QUEEN
    56,   // DEAD_PAWN
    11,   // KING_ESCAPES
    -135, // QUEEN_CHECKS
    -117, // PIECE_CHECKS
    -160, // QUEEN_TROPISM
    76,   // SHIELD
];

/// The constants' names, as the tuner prints them.
#[cfg(any(test, feature = "unstable-lab"))]
pub(super) const NAMES: [&str; FEATURES] = [
    "ZONE_PRESSURE",
    "CLOSE_MATE",
    "CLOSE_MATE_GUARDED",
    "LOCK_NEAR_KING",
    "LOCK",
    "MOBILITY_KNIGHT",
    "MOBILITY_BISHOP",
    "MOBILITY_ROOK",
    "MOBILITY_QUEEN",
    "DEAD_PAWN",
    "KING_ESCAPES",
    "QUEEN_CHECKS",
    "PIECE_CHECKS",
    "QUEEN_TROPISM",
    "SHIELD",
];

/// A bonus for the side to move.
pub(super) const TEMPO: i32 = 84;

/// The weight of `feature`.
pub(super) const fn weight(feature: Feature) -> i32 {
    WEIGHTS[feature as usize]
}
