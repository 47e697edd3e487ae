//! The unvalidated Immortal setup: FEN fields 1-6 plus fields 7 and 8.

use core::fmt;

use danilchuk_board::{CastlingRights, FenError, FenField, Setup};

use crate::Lock;

/// An unvalidated Immortal position: the classical [`Setup`] (FEN fields
/// 1-6) plus the reverse-castling rights (field 7, I-5) and the capture
/// locks (field 8, I-3).
///
/// Parsing checks only the syntax; [`danilchuk_board::Position::from_setup`]
/// checks the consistency rules of Part III.
///
/// ```
/// use danilchuk_immortal::ImmortalSetup;
/// let setup = ImmortalSetup::parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1 - e1>e8")?;
/// assert_eq!(setup.locks.len(), 1);
/// assert_eq!(setup.to_string(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1 - e1>e8");
/// # Ok::<(), danilchuk_board::FenError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ImmortalSetup {
    /// FEN fields 1-6. Field 3 holds the castling rights (I-4): `K` for the
    /// h-rook, `Q` for the a-rook.
    pub setup: Setup,
    /// FEN field 7: the wing on which each side castled and may still
    /// reverse-castle (I-5).
    pub reverse_castling: CastlingRights,
    /// FEN field 8: the capture locks (I-3), in any order.
    pub locks: Vec<Lock>,
}

impl ImmortalSetup {
    /// The starting position: all castling rights, no reverse right, no lock.
    #[must_use]
    pub fn starting() -> ImmortalSetup {
        ImmortalSetup {
            setup: Setup::starting(),
            reverse_castling: CastlingRights::EMPTY,
            locks: Vec::new(),
        }
    }

    /// Parses an Immortal FEN (Part III) without checking consistency.
    ///
    /// Fields 5 and 6 may be omitted (`0 1`); fields 7 and 8 may appear only
    /// after field 6 and default to `-`.
    ///
    /// # Errors
    ///
    /// [`FenError`] naming the field: fields 1-6 as
    /// [`Setup::parse_fen_prefix`] reads them, a malformed field 7 (reverse
    /// castling rights) or 8 (locks), or more than eight fields. Consistency is
    /// [`Position::from_setup`](danilchuk_board::Position::from_setup)'s to
    /// check.
    pub fn parse_fen(fen: &str) -> Result<ImmortalSetup, FenError> {
        let (setup, rest) = Setup::parse_fen_prefix(fen)?;
        if rest.len() > 2 {
            return Err(FenError::TooManyFields {
                found: 6 + rest.len(),
                max: 8,
                variant: "Immortal",
            });
        }
        let reverse_castling = match rest.first() {
            None => CastlingRights::EMPTY,
            Some(text) => text
                .parse::<CastlingRights>()
                .map_err(|e| FenError::field(FenField::ReverseCastling, e))?,
        };
        let locks = match rest.get(1) {
            None | Some(&"-") => Vec::new(),
            Some(text) => text
                .split(',')
                .map(|part| {
                    part.parse::<Lock>()
                        .map_err(|e| FenError::field(FenField::Locks, e))
                })
                .collect::<Result<Vec<Lock>, FenError>>()?,
        };
        Ok(ImmortalSetup {
            setup,
            reverse_castling,
            locks,
        })
    }
}

impl From<Setup> for ImmortalSetup {
    /// An Immortal setup from classical FEN fields 1-6: castling rights
    /// mean the same (I-4: `K` the h-rook, `Q` the a-rook); no reverse
    /// right, no lock.
    ///
    /// ```
    /// use danilchuk_board::Setup;
    /// use danilchuk_immortal::ImmortalSetup;
    /// assert_eq!(ImmortalSetup::from(Setup::starting()), ImmortalSetup::starting());
    /// ```
    fn from(setup: Setup) -> ImmortalSetup {
        ImmortalSetup {
            setup,
            reverse_castling: CastlingRights::EMPTY,
            locks: Vec::new(),
        }
    }
}

impl fmt::Display for ImmortalSetup {
    /// All eight FEN fields; the locks sorted as text (Part III).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} ", self.setup, self.reverse_castling)?;
        write_locks(f, &self.locks)
    }
}

/// Writes FEN field 8: `-`, or the pairs sorted as text, comma-separated.
pub(crate) fn write_locks(f: &mut impl fmt::Write, locks: &[Lock]) -> fmt::Result {
    if locks.is_empty() {
        return f.write_char('-');
    }
    let mut list = locks.to_vec();
    list.sort_by_key(|l| l.text_order_key());
    for (i, lock) in list.iter().enumerate() {
        if i > 0 {
            f.write_char(',')?;
        }
        write!(f, "{lock}")?;
    }
    Ok(())
}
