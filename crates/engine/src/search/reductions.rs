//! Late-move reductions: how many plies a late quiet move is searched
//! short of the full depth, growing with the logarithms of both the depth
//! and the move's place in the ordering (a move far down the list of a deep
//! node is the least likely to matter).

use std::sync::OnceLock;

/// The table's bounds: depths and move numbers beyond are read at the edge.
const SIZE: usize = 64;

/// The reduction of a quiet move, in plies, before the node's own
/// adjustments: `BASE + ln(depth) ln(move number) / DIVISOR`.
const BASE: f64 = 0.75;
const DIVISOR: f64 = 2.25;

fn table() -> &'static [[i32; SIZE]; SIZE] {
    static TABLE: OnceLock<[[i32; SIZE]; SIZE]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = [[0; SIZE]; SIZE];
        for (depth, row) in t.iter_mut().enumerate().skip(1) {
            for (number, r) in row.iter_mut().enumerate().skip(1) {
                let ln = (depth as f64).ln() * (number as f64).ln();
                *r = (BASE + ln / DIVISOR) as i32;
            }
        }
        t
    })
}

/// The base reduction at `depth` plies of the move searched `number`th
/// (counted from 1).
pub(crate) fn base(depth: i32, number: usize) -> i32 {
    let d = depth.clamp(1, SIZE as i32 - 1) as usize;
    table()[d][number.clamp(1, SIZE - 1)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reductions_grow_with_depth_and_move_number() {
        assert_eq!(base(1, 1), 0);
        assert_eq!(base(3, 3), 1);
        assert!(base(12, 30) >= 3);
        for d in 1..40 {
            for n in 1..60 {
                assert!(base(d, n) <= base(d + 1, n));
                assert!(base(d, n) <= base(d, n + 1));
            }
        }
    }
}
