//! The colours of a pair (C.04.3 E).

use super::prefs::State;
use crate::colour::Colour;

/// White and black of a pair.
pub(super) fn colours<'a>(a: &'a State, b: &'a State, initial: Colour) -> (&'a State, &'a State) {
    // The higher ranked by pairing number, as bbpPairings reads E.4–E.5.
    let (higher, lower) = if a.id < b.id { (a, b) } else { (b, a) };
    if colour_of_higher(higher, lower, initial) == Colour::White {
        (higher, lower)
    } else {
        (lower, higher)
    }
}

fn colour_of_higher(higher: &State, lower: &State, initial: Colour) -> Colour {
    if let (Some((h, hs)), Some((l, ls))) = (higher.preference, lower.preference) {
        // E.1: both preferences granted.
        if h != l {
            return h;
        }
        // E.2: the stronger preference; between equal ones, the wider
        // colour difference.
        if hs != ls {
            return if hs > ls { h } else { h.opposite() };
        }
        let (hd, ld) = (higher.difference.abs(), lower.difference.abs());
        if hd != ld {
            return if hd > ld { h } else { h.opposite() };
        }
    } else if let Some((h, _)) = higher.preference {
        return h;
    } else if let Some((l, _)) = lower.preference {
        return l.opposite();
    }
    // E.3: alternate to the latest game where one had white, the other
    // black (the games played, counted back from the last).
    let (a, b) = (&higher.played, &lower.played);
    for back in 1..=a.len().min(b.len()) {
        let (ca, cb) = (a[a.len() - back], b[b.len() - back]);
        if ca != cb {
            return ca.opposite();
        }
    }
    // E.4: the higher player's preference.
    if let Some((h, _)) = higher.preference {
        return h;
    }
    // E.5: by the higher player's pairing number.
    if higher.id % 2 == 1 {
        initial
    } else {
        initial.opposite()
    }
}
