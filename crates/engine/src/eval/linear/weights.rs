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

// KINGS_*, KING_ATTACKED, KING_NEAR, MOBILITY and TEMPO were Texel-tuned
// (`danilchuk-tune --variant linear --iterations 2000 --learning-rate 2`;
// K = 0.3281, mean squared error 0.176365 -> 0.173295) on 47,591 quiet
// positions of `danilchuk-datagen --variant linear --games 1500 --nodes
// 2000 --seed 3 --random-plies 8`. Four kings were too rare in the data to
// move their weight: it is held at three kings' value so that a fourth king
// is never worth less. The piece values, REACH (1/6 of the gain) and
// PAWN_PROMISE (its table as it stands) are hand-set; the lone king's terms
// and the castling right start at zero.

/// The weights without a line limit.
const UNLIMITED: Weights = [
    300,  // KNIGHT: weaker than classically, it changes type on most moves
    330,  // BISHOP
    480,  // ROOK
    900,  // QUEEN
    723,  // KINGS_2
    1603, // KINGS_3
    1603, // KINGS_4
    -2,   // MOBILITY
    17,   // REACH
    0,    // KING_REACH
    100,  // PAWN_PROMISE
    0,    // CASTLE_RIGHT
    0,    // LONE_KING_THREATS
    0,    // LONE_KING_ESCAPES
    0,    // LONE_KING_SHIELD
    -544, // KING_ATTACKED
    -71,  // KING_NEAR
    36,   // TEMPO
];

/// The hand-set weights, kept under a line limit: the weights tuned
/// without one scored no better there (limit two: -12 +- 35 Elo in 360
/// games at 20k nodes).
const HAND_SET: Weights = [
    300, 330, 480, 900, 350, 550, 650, 2, 17, 0, 100, 0, 0, 0, 0, -120, -8, 10,
];

/// The weights with at most three pieces a line.
const THREE: Weights = HAND_SET;

/// The weights with at most two pieces a line.
const TWO: Weights = HAND_SET;

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
