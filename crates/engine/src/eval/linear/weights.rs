//! The weights of the Linear evaluation, one per [`Feature`] and line limit
//! (L-8), and where they come from.

use danilchuk_linear::LineLimit;

/// What a weight multiplies: one side's count, the evaluation taking White's
/// minus Black's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Feature {
    /// Knights (L-3: on the b- and g-lines).
    Knights,
    /// Bishops (c- and f-lines).
    Bishops,
    /// Rooks (a- and h-lines).
    Rooks,
    /// Queens (the queen line).
    Queens,
    /// Exactly two kings (L-5: a spare king is insurance).
    Kings2,
    /// Exactly three kings.
    Kings3,
    /// Four kings or more.
    Kings4,
    /// Squares pieces attack that are not the side's own, and on which the
    /// line limit lets them land (L-8).
    Mobility,
    /// The gain, in pawns, of the best line each piece can land on next
    /// move (L-3), summed over the pieces.
    Reach,
    /// Pieces that can land on the side's king line next move, which makes
    /// them kings (L-3, L-5; the king line is d after castling, L-7).
    KingReach,
    /// Pawns' promise in pawns: the gain of promoting on their file (L-6),
    /// by a share growing with the rank.
    PawnPromise,
    /// The castling right still unused (L-7: the king and queen lines swap).
    CastleRight,
    /// With a single king: enemy pieces that can attack it next move.
    LoneKingThreats,
    /// With a single king: squares next to it on its own line that it can
    /// step to, free and not attacked (any other step leaves the king line
    /// and loses, L-5).
    LoneKingEscapes,
    /// With a single king: own pawns on the three squares in front of it.
    LoneKingShield,
    /// Enemy attacks on the side's kings, shared among them.
    KingAttacked,
    /// Attacked squares next to the side's kings, shared among them.
    KingNear,
}

/// The number of features.
pub(super) const FEATURES: usize = 17;

/// Every feature, in the order of a [`Weights`] set.
pub(super) const ALL: [Feature; FEATURES] = [
    Feature::Knights,
    Feature::Bishops,
    Feature::Rooks,
    Feature::Queens,
    Feature::Kings2,
    Feature::Kings3,
    Feature::Kings4,
    Feature::Mobility,
    Feature::Reach,
    Feature::KingReach,
    Feature::PawnPromise,
    Feature::CastleRight,
    Feature::LoneKingThreats,
    Feature::LoneKingEscapes,
    Feature::LoneKingShield,
    Feature::KingAttacked,
    Feature::KingNear,
];

impl Feature {
    /// The divisor of the count (centipawn sums counted in pawns).
    pub(super) const fn scale(self) -> i32 {
        match self {
            Feature::Reach | Feature::PawnPromise => 100,
            _ => 1,
        }
    }

    /// Whether the count is shared among the side's kings.
    pub(super) const fn per_king(self) -> bool {
        matches!(self, Feature::KingAttacked | Feature::KingNear)
    }
}

/// The number of weights of one line limit: the features' and the tempo.
pub(super) const WEIGHTS: usize = FEATURES + 1;

/// The index of the tempo, a bonus for the side to move, in a weight set.
pub(super) const TEMPO: usize = FEATURES;

/// One line limit's weights (L-8 changes what a piece can become and how
/// many kings a side may have, so each limit has its own), in the order of
/// [`ALL`], then the tempo; in centipawns.
pub(super) type Weights = [i32; WEIGHTS];

// Every weight set is Texel-tuned on quiet positions of engine self-play
// at 2,000 nodes a move from 8 random plies (`danilchuk-datagen --variant
// V --games N --nodes 2000 --seed S --random-plies 8 --threads 1`), then
// `danilchuk-tune --variant V --iterations 2000 --learning-rate 2`, the
// evaluation's other terms fixed. What the fits agree on: a piece is worth
// six to eight pawns whatever its type (any piece can land on the queen
// line and become a queen, or on the king line and become a king, L-3),
// an attack on a king costs about five pawns, a single king pays for each
// enemy piece that can attack it next move (L-5), and the pawns' promise
// (L-6) counts for more than the hand-set share. The counts of kings a
// limit makes impossible (four under limit three; three or four under
// limit two: a line holds that many pieces at most, L-8) are set to the
// largest possible count's weight.

/// The weights without a line limit: linear, 4,000 games, seed 31,
/// 159,873 positions (data from the engine with the previous no-limit
/// weights); K = 0.4165, mean squared error 0.154905 -> 0.136663.
const UNLIMITED: Weights = [
    781,  // KNIGHT
    779,  // BISHOP
    817,  // ROOK
    1072, // QUEEN
    864,  // KINGS_2
    1847, // KINGS_3
    3202, // KINGS_4
    0,    // MOBILITY
    19,   // REACH
    -8,   // KING_REACH
    160,  // PAWN_PROMISE
    -19,  // CASTLE_RIGHT
    -89,  // LONE_KING_THREATS
    2,    // LONE_KING_ESCAPES
    -24,  // LONE_KING_SHIELD
    -568, // KING_ATTACKED
    -24,  // KING_NEAR
    30,   // TEMPO
];

/// The weights with at most three pieces a line: linear3, 3,000 games,
/// seed 34, 112,917 positions (data from the engine with the hand-set
/// weights under this limit); K = 0.4010, mean squared error 0.154505 ->
/// 0.139202, from the hand-set weights.
const THREE: Weights = [
    644,  // KNIGHT
    652,  // BISHOP
    701,  // ROOK
    933,  // QUEEN
    730,  // KINGS_2
    1390, // KINGS_3
    1390, // KINGS_4: impossible
    4,    // MOBILITY
    16,   // REACH
    -9,   // KING_REACH
    182,  // PAWN_PROMISE
    30,   // CASTLE_RIGHT
    -55,  // LONE_KING_THREATS
    -9,   // LONE_KING_ESCAPES
    -3,   // LONE_KING_SHIELD
    -448, // KING_ATTACKED
    -20,  // KING_NEAR
    28,   // TEMPO
];

/// The weights with at most two pieces a line: linear2, 4,000 games, seed
/// 32, 186,628 positions (data from the engine with the hand-set weights);
/// tuned first on its first 94,964 positions (K = 0.3945, error 0.167071
/// -> 0.150390, from the hand-set weights), then on all of them (K =
/// 0.4252, 0.150220 -> 0.149383).
const TWO: Weights = [
    551,  // KNIGHT
    587,  // BISHOP
    624,  // ROOK
    806,  // QUEEN
    771,  // KINGS_2
    771,  // KINGS_3: impossible
    771,  // KINGS_4: impossible
    3,    // MOBILITY
    30,   // REACH
    4,    // KING_REACH
    95,   // PAWN_PROMISE
    -19,  // CASTLE_RIGHT
    -58,  // LONE_KING_THREATS
    7,    // LONE_KING_ESCAPES
    27,   // LONE_KING_SHIELD
    -614, // KING_ATTACKED
    -22,  // KING_NEAR
    24,   // TEMPO
];

/// The weights of `limit`.
pub(super) const fn weights(limit: LineLimit) -> &'static Weights {
    match limit {
        LineLimit::Unlimited => &UNLIMITED,
        LineLimit::Three => &THREE,
        LineLimit::Two => &TWO,
    }
}

/// The constants' names, as the tuner prints them (with the limit's
/// suffix).
#[cfg(any(test, feature = "unstable-lab"))]
pub(super) const NAMES: [&str; WEIGHTS] = [
    "KNIGHT",
    "BISHOP",
    "ROOK",
    "QUEEN",
    "KINGS_2",
    "KINGS_3",
    "KINGS_4",
    "MOBILITY",
    "REACH",
    "KING_REACH",
    "PAWN_PROMISE",
    "CASTLE_RIGHT",
    "LONE_KING_THREATS",
    "LONE_KING_ESCAPES",
    "LONE_KING_SHIELD",
    "KING_ATTACKED",
    "KING_NEAR",
    "TEMPO",
];
