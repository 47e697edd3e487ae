//! Why a perft run did not give a count.

/// A perft run that stopped without a count.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PerftError {
    /// The depth is beyond [`crate::MAX_DEPTH`] (the recursion is bounded so
    /// that it cannot overflow a thread's stack).
    #[error("depth {depth} is beyond the maximum perft depth {max}")]
    DepthTooLarge {
        /// The depth asked for.
        depth: u32,
        /// [`crate::MAX_DEPTH`].
        max: u32,
    },
    /// [`crate::Progress::request_stop`] was called (for example on Ctrl-C).
    #[error("perft interrupted")]
    Interrupted,
    /// The run's [`crate::JobJournal`] could not record a finished job; the
    /// run stopped rather than count work it could not keep.
    #[error("cannot record a finished job: {0}")]
    Journal(String),
}
