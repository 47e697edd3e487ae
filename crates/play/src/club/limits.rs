//! The limits of a tournament: the longest name, the highest rating, the
//! most rounds and players.

/// The most characters a name has (after trimming).
pub(crate) const MAX_NAME: usize = 60;

/// The highest rating.
pub(crate) const MAX_RATING: u32 = 3500;

/// The most rounds a tournament has.
pub(crate) const MAX_ROUNDS: u32 = 99;

/// The most players a tournament has.
pub(crate) const MAX_PLAYERS: usize = 1000;
