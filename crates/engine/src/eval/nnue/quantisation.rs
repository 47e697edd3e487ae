//! The network's fixed numbers: the quantisation of its weights, the
//! output's scale and bound, and the widest hidden layer a file may ask
//! for.

/// The hidden layer's quantisation: a float weight or bias `w` of the
/// first layer is stored as `round(w · QA)`, and SCReLU clamps to `QA`.
pub const QA: i32 = 255;
/// The output layer's quantisation: its weights are stored as
/// `round(w · QB)`, its bias as `round(b · QA · QB)`.
pub const QB: i32 = 64;
/// Centipawns per unit of the float network's output.
pub const SCALE: i32 = 400;
/// The widest hidden layer a file may ask for (bounds the memory a file
/// can make the engine allocate: 1.5 MiB of weights per 1024).
pub const MAX_HIDDEN: usize = 4096;

/// The largest evaluation, kept clear of the mate scores.
pub(crate) const EVAL_BOUND: i32 = 20_000;
