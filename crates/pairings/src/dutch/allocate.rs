//! The colours of a pair (C.04.3 E).

use super::prefs::{State, Strength};
use crate::colour::Colour;

/// White and black of a pair; `higher` ranks above `lower` (score, then
/// pairing number).
pub(super) fn colours<'a>(higher: &'a State, lower: &'a State, initial: Colour) -> (&'a State, &'a State) {
    let higher_gets = colour_of_higher(higher, lower, initial);
    if higher_gets == Colour::White {
        (higher, lower)
    } else {
        (lower, higher)
    }
}

fn colour_of_higher(higher: &State, lower: &State, initial: Colour) -> Colour {
    match (higher.preference, lower.preference) {
        // E.1: both preferences granted.
        (Some((h, _)), Some((l, _))) if h != l => return h,
        (Some((h, _)), None) => return h,
        (None, Some((l, _))) => return l.opposite(),
        (Some((h, hs)), Some((_, ls))) => {
            // E.2: the stronger preference; between two absolute ones
            // (topscorers), the wider colour difference.
            if hs == Strength::Absolute && ls == Strength::Absolute {
                let (hd, ld) = (higher.difference.abs(), lower.difference.abs());
                if hd != ld {
                    return if hd > ld { h } else { h.opposite() };
                }
            } else if hs != ls {
                return if hs > ls { h } else { h.opposite() };
            }
            // E.3: alternate to the latest round where they differed.
            let (a, b) = (&higher.by_round, &lower.by_round);
            for back in 1..=a.len().min(b.len()) {
                if let (Some(ca), Some(cb)) = (a[a.len() - back], b[b.len() - back]) {
                    if ca != cb {
                        return ca.opposite();
                    }
                }
            }
            // E.4: the higher player's preference.
            return h;
        }
        (None, None) => {}
    }
    // E.5: by the higher player's pairing number.
    if higher.id % 2 == 1 {
        initial
    } else {
        initial.opposite()
    }
}
