//! The computer's strength levels: each a node budget for the engine. The
//! matches that chose the default are the crate README's ("Strength"; how
//! they were played is `docs/play.md`); the
//! workspace's unpublished lab (`crates/lab`, `danilchuk_lab::strength`)
//! holds them as data, redoes them (`danilchuk-strength`) and pins
//! [`Strength::DEFAULT`] to the weakest level they find sensible.

/// The computer's strength, from 1 (weakest) up to [`Strength::MAX`]:
/// the number of nodes the engine may search for one move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Strength(u8);

impl Strength {
    /// The weakest level.
    pub const MIN: Strength = Strength(1);
    /// The strongest level the board offers.
    pub const MAX: Strength = Strength(5);
    /// The level a new game starts with: the weakest that plays sensibly
    /// in every rule set, measured (see the crate README's "Strength" for
    /// every result, and the workspace's `docs/play.md` for what that
    /// means and how it was measured).
    pub const DEFAULT: Strength = Strength(3);

    /// The level `level`, if it is within `MIN..=MAX`.
    #[must_use]
    pub const fn new(level: u8) -> Option<Strength> {
        if level >= Strength::MIN.0 && level <= Strength::MAX.0 {
            Some(Strength(level))
        } else {
            None
        }
    }

    /// The level as a number.
    #[must_use]
    pub const fn level(self) -> u8 {
        self.0
    }

    /// The engine's node budget for one move at this level. Nodes, not
    /// time: the same level plays the same on a slow and a fast machine,
    /// and a search is bounded whatever the load.
    #[must_use]
    pub const fn nodes(self) -> u64 {
        match self.0 {
            1 => 100,
            2 => 2_000,
            3 => 20_000,
            4 => 100_000,
            _ => 400_000,
        }
    }
}

impl Default for Strength {
    fn default() -> Strength {
        Strength::DEFAULT
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_grow_in_nodes() {
        let levels: Vec<u64> = (Strength::MIN.0..=Strength::MAX.0)
            .filter_map(Strength::new)
            .map(Strength::nodes)
            .collect();
        assert!(levels.windows(2).all(|w| w[0] < w[1]), "{levels:?}");
        assert_eq!(Strength::new(0), None);
        assert_eq!(Strength::new(Strength::MAX.0 + 1), None);
        assert_eq!(Strength::default(), Strength::DEFAULT);
    }
}
