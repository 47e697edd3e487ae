//! Where each weight group lies in one flat list of weights: the
//! evaluation adds weights by their flat index ([`super::sink::Sink`]),
//! so the same code evaluates and, for the tuner, counts.

use super::tapered::S;
use super::weights::*;

/// Every weight group in order: its name and values.
pub(crate) const GROUPS: &[(&str, &[S])] = &[
    ("MATERIAL", &MATERIAL),
    ("PST", &PST),
    ("MOBILITY_KNIGHT", &MOBILITY_KNIGHT),
    ("MOBILITY_BISHOP", &MOBILITY_BISHOP),
    ("MOBILITY_ROOK", &MOBILITY_ROOK),
    ("MOBILITY_QUEEN", &MOBILITY_QUEEN),
    ("PASSED", &PASSED),
    ("PASSED_FREE", &PASSED_FREE),
    ("PASSED_OWN_KING", &PASSED_OWN_KING),
    ("PASSED_ENEMY_KING", &PASSED_ENEMY_KING),
    ("ISOLATED", &ISOLATED),
    ("DOUBLED", &DOUBLED),
    ("BACKWARD", &BACKWARD),
    ("CONNECTED", &CONNECTED),
    ("ROOK_OPEN", &ROOK_OPEN),
    ("ROOK_SEMI_OPEN", &ROOK_SEMI_OPEN),
    ("THREAT_BY_PAWN", &THREAT_BY_PAWN),
    ("THREAT_BY_MINOR", &THREAT_BY_MINOR),
    ("THREAT_BY_ROOK", &THREAT_BY_ROOK),
    ("KING_SHIELD", &KING_SHIELD),
    ("KING_OPEN_FILE", &KING_OPEN_FILE),
    ("KING_DANGER", &KING_DANGER),
    ("BISHOP_PAIR", &BISHOP_PAIR),
    ("TEMPO", &TEMPO),
];

/// Where [`MATERIAL`] starts.
pub(crate) const MATERIAL_AT: usize = 0;
/// Where [`PST`] starts.
pub(crate) const PST_AT: usize = MATERIAL_AT + MATERIAL.len();
/// Where [`MOBILITY_KNIGHT`] starts.
pub(crate) const MOBILITY_KNIGHT_AT: usize = PST_AT + PST.len();
/// Where [`MOBILITY_BISHOP`] starts.
pub(crate) const MOBILITY_BISHOP_AT: usize = MOBILITY_KNIGHT_AT + MOBILITY_KNIGHT.len();
/// Where [`MOBILITY_ROOK`] starts.
pub(crate) const MOBILITY_ROOK_AT: usize = MOBILITY_BISHOP_AT + MOBILITY_BISHOP.len();
/// Where [`MOBILITY_QUEEN`] starts.
pub(crate) const MOBILITY_QUEEN_AT: usize = MOBILITY_ROOK_AT + MOBILITY_ROOK.len();
/// Where [`PASSED`] starts.
pub(crate) const PASSED_AT: usize = MOBILITY_QUEEN_AT + MOBILITY_QUEEN.len();
/// Where [`PASSED_FREE`] starts.
pub(crate) const PASSED_FREE_AT: usize = PASSED_AT + PASSED.len();
/// Where [`PASSED_OWN_KING`] starts.
pub(crate) const PASSED_OWN_KING_AT: usize = PASSED_FREE_AT + PASSED_FREE.len();
/// Where [`PASSED_ENEMY_KING`] starts.
pub(crate) const PASSED_ENEMY_KING_AT: usize = PASSED_OWN_KING_AT + PASSED_OWN_KING.len();
/// Where [`ISOLATED`] starts.
pub(crate) const ISOLATED_AT: usize = PASSED_ENEMY_KING_AT + PASSED_ENEMY_KING.len();
/// Where [`DOUBLED`] starts.
pub(crate) const DOUBLED_AT: usize = ISOLATED_AT + ISOLATED.len();
/// Where [`BACKWARD`] starts.
pub(crate) const BACKWARD_AT: usize = DOUBLED_AT + DOUBLED.len();
/// Where [`CONNECTED`] starts.
pub(crate) const CONNECTED_AT: usize = BACKWARD_AT + BACKWARD.len();
/// Where [`ROOK_OPEN`] starts.
pub(crate) const ROOK_OPEN_AT: usize = CONNECTED_AT + CONNECTED.len();
/// Where [`ROOK_SEMI_OPEN`] starts.
pub(crate) const ROOK_SEMI_OPEN_AT: usize = ROOK_OPEN_AT + ROOK_OPEN.len();
/// Where [`THREAT_BY_PAWN`] starts.
pub(crate) const THREAT_BY_PAWN_AT: usize = ROOK_SEMI_OPEN_AT + ROOK_SEMI_OPEN.len();
/// Where [`THREAT_BY_MINOR`] starts.
pub(crate) const THREAT_BY_MINOR_AT: usize = THREAT_BY_PAWN_AT + THREAT_BY_PAWN.len();
/// Where [`THREAT_BY_ROOK`] starts.
pub(crate) const THREAT_BY_ROOK_AT: usize = THREAT_BY_MINOR_AT + THREAT_BY_MINOR.len();
/// Where [`KING_SHIELD`] starts.
pub(crate) const KING_SHIELD_AT: usize = THREAT_BY_ROOK_AT + THREAT_BY_ROOK.len();
/// Where [`KING_OPEN_FILE`] starts.
pub(crate) const KING_OPEN_FILE_AT: usize = KING_SHIELD_AT + KING_SHIELD.len();
/// Where [`KING_DANGER`] starts.
pub(crate) const KING_DANGER_AT: usize = KING_OPEN_FILE_AT + KING_OPEN_FILE.len();
/// Where [`BISHOP_PAIR`] starts.
pub(crate) const BISHOP_PAIR_AT: usize = KING_DANGER_AT + KING_DANGER.len();
/// Where [`TEMPO`] starts.
pub(crate) const TEMPO_AT: usize = BISHOP_PAIR_AT + BISHOP_PAIR.len();

/// The number of weights ([`S`] pairs).
pub(crate) const COUNT: usize = TEMPO_AT + TEMPO.len();

/// The group starts, in the order of [`GROUPS`] (checked by a test).
#[cfg(test)]
const STARTS: &[usize] = &[
    MATERIAL_AT,
    PST_AT,
    MOBILITY_KNIGHT_AT,
    MOBILITY_BISHOP_AT,
    MOBILITY_ROOK_AT,
    MOBILITY_QUEEN_AT,
    PASSED_AT,
    PASSED_FREE_AT,
    PASSED_OWN_KING_AT,
    PASSED_ENEMY_KING_AT,
    ISOLATED_AT,
    DOUBLED_AT,
    BACKWARD_AT,
    CONNECTED_AT,
    ROOK_OPEN_AT,
    ROOK_SEMI_OPEN_AT,
    THREAT_BY_PAWN_AT,
    THREAT_BY_MINOR_AT,
    THREAT_BY_ROOK_AT,
    KING_SHIELD_AT,
    KING_OPEN_FILE_AT,
    KING_DANGER_AT,
    BISHOP_PAIR_AT,
    TEMPO_AT,
];

/// Every weight, flat.
pub(crate) const ALL: [S; COUNT] = {
    let mut all = [S(0, 0); COUNT];
    let mut at = 0;
    let mut g = 0;
    while g < GROUPS.len() {
        let values = GROUPS[g].1;
        let mut i = 0;
        while i < values.len() {
            all[at] = values[i];
            at += 1;
            i += 1;
        }
        g += 1;
    }
    all
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_group_starts_follow_the_groups() {
        let mut at = 0;
        for ((name, values), &start) in GROUPS.iter().zip(STARTS) {
            assert_eq!(start, at, "{name}");
            assert_eq!(&ALL[at..at + values.len()], *values, "{name}");
            at += values.len();
        }
        assert_eq!(STARTS.len(), GROUPS.len());
        assert_eq!(at, COUNT);
    }
}
