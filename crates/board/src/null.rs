//! Why a null move (a pass, IV-8) was refused.

/// Why [`crate::Position::play_null`] refused to pass the turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum NullMoveError {
    /// The side to move is in check: after a pass the side not to move
    /// would be in check, which classical and Immortal positions cannot be
    /// (Part III).
    #[error("no null move in check: the side not to move would be in check (IV-8, Part III)")]
    InCheck,
}
