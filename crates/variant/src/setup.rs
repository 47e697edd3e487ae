//! The unvalidated setup of any rule set.

use core::fmt;

use danilchuk_board::{Setup, Variant};
use danilchuk_immortal::ImmortalSetup;
use danilchuk_linear::LinearSetup;

/// The setup of one of the rule sets: what [`crate::AnyPosition`] gives as
/// its [`danilchuk_board::Position::Setup`]. Building a position from it
/// with other rules is an error, never a silent conversion.
///
/// ```
/// use danilchuk_board::Position;
/// use danilchuk_variant::{AnyPosition, AnySetup, Rules};
///
/// let pos = AnyPosition::starting_with(Rules::Immortal);
/// let setup: AnySetup = pos.to_setup();
/// assert!(matches!(setup, AnySetup::Immortal(_)));
/// assert_eq!(AnyPosition::from_setup(setup.clone(), Rules::Immortal)?, pos);
/// assert!(AnyPosition::from_setup(setup, Rules::Chess).is_err());
/// # Ok::<(), danilchuk_board::SetupError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnySetup {
    /// A classical setup (FEN fields 1-6).
    Chess(Setup),
    /// An Immortal setup (fields 1-8).
    Immortal(ImmortalSetup),
    /// A Linear setup (fields 1-7).
    Linear(LinearSetup),
}

impl AnySetup {
    /// The rule set the setup is for.
    #[must_use]
    pub const fn variant(&self) -> Variant {
        match self {
            AnySetup::Chess(_) => Variant::Chess,
            AnySetup::Immortal(_) => Variant::Immortal,
            AnySetup::Linear(_) => Variant::Linear,
        }
    }

    /// FEN fields 1-6, common to every rule set.
    #[must_use]
    pub const fn common(&self) -> &Setup {
        match self {
            AnySetup::Chess(setup) => setup,
            AnySetup::Immortal(setup) => &setup.setup,
            AnySetup::Linear(setup) => &setup.setup,
        }
    }
}

impl Default for AnySetup {
    /// The classical starting setup.
    fn default() -> AnySetup {
        AnySetup::Chess(Setup::starting())
    }
}

impl From<Setup> for AnySetup {
    fn from(setup: Setup) -> AnySetup {
        AnySetup::Chess(setup)
    }
}

impl From<ImmortalSetup> for AnySetup {
    fn from(setup: ImmortalSetup) -> AnySetup {
        AnySetup::Immortal(setup)
    }
}

impl From<LinearSetup> for AnySetup {
    fn from(setup: LinearSetup) -> AnySetup {
        AnySetup::Linear(setup)
    }
}

impl fmt::Display for AnySetup {
    /// The rule set's FEN, every field.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnySetup::Chess(setup) => setup.fmt(f),
            AnySetup::Immortal(setup) => setup.fmt(f),
            AnySetup::Linear(setup) => setup.fmt(f),
        }
    }
}
