//! The Linear weights as the Texel tuner sees them: one block of weights
//! per line limit (L-8), each the features of `weights.rs`, White's count
//! minus Black's, and the tempo. A position's features fill its own
//! limit's block and leave the others at zero, so one data set tunes the
//! weights of its limit and leaves the others as they are.

use danilchuk_board::{Color, Position};
use danilchuk_linear::{LineLimit, Linear};

use super::terms::side_terms;
use super::weights::{weights, NAMES, WEIGHTS};
use crate::eval::for_side_to_move;

/// The line limits in the order of their blocks, with the suffix of their
/// constants' names.
const LIMITS: [LineLimit; 3] = [LineLimit::Unlimited, LineLimit::Three, LineLimit::Two];

/// The tuner's table: each limit's weights in turn.
const TABLE: [(&str, i32); 3 * WEIGHTS] = {
    let mut table = [("", 0); 3 * WEIGHTS];
    let mut block = 0;
    while block < 3 {
        let set = weights(LIMITS[block]);
        let mut i = 0;
        while i < WEIGHTS {
            table[block * WEIGHTS + i] = (NAMES[i], set[i]);
            i += 1;
        }
        block += 1;
    }
    table
};

impl crate::lab::Tunable for Linear {
    const WEIGHTS: &'static [(&'static str, i32)] = &TABLE;

    fn features(&self) -> Vec<f64> {
        let white = side_terms(self, Color::White).features();
        let black = side_terms(self, Color::Black).features();
        let tempo = f64::from(for_side_to_move(self.turn(), 1));
        let own: Vec<f64> = white
            .iter()
            .zip(black)
            .map(|(w, b)| w - b)
            .chain([tempo])
            .collect();
        let mut all = vec![0.0; 3 * WEIGHTS];
        let block = LIMITS
            .iter()
            .position(|&l| l == self.line_limit())
            .unwrap_or(0);
        all[block * WEIGHTS..(block + 1) * WEIGHTS].copy_from_slice(&own);
        all
    }
}

#[cfg(test)]
mod tests {
    use super::super::weights::FEATURES;
    use super::*;
    use crate::lab::{white_eval, Tunable};

    #[test]
    fn the_features_and_weights_give_back_the_evaluation() {
        for (fen, limit) in [
            (
                "rnbqkbnr/pppppppp/8/8/8/5B2/PPPPPPPP/RNBQKB1R b Qq - 1 1 Ee",
                LineLimit::Unlimited,
            ),
            (
                "r1bkqbnr/pNppp2p/8/P4p2/1P4P1/R7/1n1P1PNP/RN2K3 b - - 0 11 Ed",
                LineLimit::Three,
            ),
            ("4k3/2b1p3/8/3Q4/8/4K3/4P3/4K3 w - - 0 1 Ee", LineLimit::Two),
        ] {
            let pos = Linear::from_fen_with(fen, limit).unwrap();
            let linear: f64 = pos
                .features()
                .iter()
                .zip(Linear::WEIGHTS)
                .map(|(x, &(_, w))| x * f64::from(w))
                .sum();
            // The pawns and piece-square bonuses are the fixed part; the
            // integer divisions round by less than a centipawn a feature.
            let fixed = f64::from(white_eval(&pos)) - linear;
            let pawns_and_placement = {
                let t = |c| f64::from(side_terms(&pos, c).fixed);
                t(Color::White) - t(Color::Black)
            };
            assert!(
                (fixed - pawns_and_placement).abs() <= FEATURES as f64,
                "{fen}: {fixed} vs {pawns_and_placement}"
            );
        }
    }
}
