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
    /// A side has no king: the game ended on the last move (L-5), and a
    /// pass would hand the turn to the side whose loss that move decided,
    /// giving a position no game reaches (Linear chess).
    #[error(
        "no null move after the game has ended: a side has no king, so the last move decided the game (L-5, IV-8)"
    )]
    GameOver,
}
