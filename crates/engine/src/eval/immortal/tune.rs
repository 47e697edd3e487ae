//! The Immortal weights as the Texel tuner sees them: every feature of
//! `weights.rs`, White's count minus Black's, and the tempo.

use danilchuk_board::{Color, Position};
use danilchuk_immortal::Immortal;

use super::terms::side_terms;
use super::weights::{FEATURES, NAMES, TEMPO, WEIGHTS};
use crate::eval::for_side_to_move;

/// The tuner's table: the features' weights, then the tempo.
const TABLE: [(&str, i32); FEATURES + 1] = {
    let mut table = [("TEMPO", TEMPO); FEATURES + 1];
    let mut i = 0;
    while i < FEATURES {
        table[i] = (NAMES[i], WEIGHTS[i]);
        i += 1;
    }
    table
};

impl crate::lab::Tunable for Immortal {
    const WEIGHTS: &'static [(&'static str, i32)] = &TABLE;

    fn features(&self) -> Vec<f64> {
        let white = side_terms(self, Color::White).features();
        let black = side_terms(self, Color::Black).features();
        let tempo = f64::from(for_side_to_move(self.turn(), 1));
        white
            .iter()
            .zip(black)
            .map(|(w, b)| w - b)
            .chain([tempo])
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lab::{white_eval, Tunable};

    #[test]
    fn the_features_and_weights_give_back_the_evaluation() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r1bqkbn1/ppppQ2r/3nppp1/8/P1P5/4P3/1P1P1PPP/RNBpKBNR b KQ - 0 9 - d6>e7,e7>d6",
            "k1b1rb1r/ppp1pp1p/2nqQ1p1/7n/3p4/2PP4/PP1BPPPP/RN2KBNR w KQ - 3 8 q -",
        ] {
            let pos = Immortal::from_fen(fen).unwrap();
            let linear: f64 = pos
                .features()
                .iter()
                .zip(Immortal::WEIGHTS)
                .map(|(x, &(_, w))| x * f64::from(w))
                .sum();
            let fixed = f64::from(white_eval(&pos)) - linear;
            let t = |c| f64::from(side_terms(&pos, c).fixed);
            assert_eq!(fixed, t(Color::White) - t(Color::Black), "{fen}");
        }
    }
}
