//! Classic Immortal Chess: material never leaves the board (I-1), so the
//! evaluation weighs where the units stand, what they attack, and above all
//! the safety of the kings, the only thing that can be won.
//!
//! King safety: the checks the enemy has ready, enemy queens near the king
//! (a queen is never taken off the board), close-mate squares (I-6)
//! guarded or not, the king's escapes and pawn shield. Besides placement
//! and mobility: locks (I-3), dead pawns on their last rank (I-2) and pawns
//! near promotion. A swap wins nothing, so quiescence searches promotions
//! and, near the horizon, checking moves.

mod king;
mod locks;
mod order;
mod side;
mod terms;
#[cfg(any(test, feature = "unstable-lab"))]
mod tune;
mod weights;

use danilchuk_board::{Color, Move, Position, Role};
use danilchuk_immortal::Immortal;

use self::order::swap_gain;
use self::terms::side_terms;
use self::weights::TEMPO;
use crate::eval::{for_side_to_move, null_move_with_a_piece, value, Evaluate, Quiescence};

impl Evaluate for Immortal {
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        crate::see::Exchange::see_ge(self, m, threshold)
    }

    fn evaluate(&self) -> i32 {
        let score = |c: Color| side_terms(self, c).score();
        for_side_to_move(self.turn(), score(Color::White) - score(Color::Black)) + TEMPO
    }

    /// Swaps and promotions before quiet moves, ordered by what the swap
    /// does to placement (no material is won, I-1).
    fn tactical_order(&self, m: Move) -> Option<i32> {
        if m.is_capture() || m.promotion().is_some() {
            Some(swap_gain(self, m) + m.promotion().map_or(0, value))
        } else {
            None
        }
    }

    /// Promotions change the material (the only thing that does); a swap or
    /// quiet move matters at the horizon only if it gives check, the threat
    /// behind every win (mate, including the close mate I-6).
    fn quiescence(&self, m: Move) -> Quiescence {
        if m.promotion() == Some(Role::Queen) {
            Quiescence::Search
        } else {
            Quiescence::IfCheck
        }
    }

    /// Zugzwang is rare when no unit ever leaves the board; never in check,
    /// and only with a piece besides king and pawns (a set-up endgame).
    fn null_move(&self) -> Option<Immortal> {
        null_move_with_a_piece(self)
    }
}

#[cfg(test)]
mod tests {
    use super::weights::Feature;
    use super::*;

    fn count(fen: &str, color: Color, feature: Feature) -> i32 {
        let pos = Immortal::from_fen(fen).unwrap();
        side_terms(&pos, color).counts[feature as usize]
    }

    #[test]
    fn start_is_balanced() {
        assert_eq!(Immortal::starting().evaluate(), TEMPO);
    }

    #[test]
    fn i_2_a_pawn_on_its_last_rank_is_nearly_worthless() {
        let dead = Immortal::from_fen("4k2P/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let alive = Immortal::from_fen("4k3/7P/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert!(alive.evaluate() > dead.evaluate() + 100);
    }

    #[test]
    fn i_6_a_slider_next_to_the_king_zone_is_a_threat() {
        // The rook on h7 reaches a7 and b7, next to the black king on a8.
        let threatened = Immortal::from_fen("k7/7R/8/8/8/8/8/K7 b - - 0 1").unwrap();
        let quiet = Immortal::from_fen("k7/8/8/8/8/8/7R/K7 b - - 0 1").unwrap();
        assert!(threatened.evaluate() < quiet.evaluate());
        assert_eq!(
            count(
                "k7/7R/8/8/8/8/8/K7 b - - 0 1",
                Color::Black,
                Feature::CloseMate
            ),
            1
        );
    }

    #[test]
    fn i_6_a_close_mate_square_another_unit_attacks_is_guarded() {
        // The white rook reaches a7 (on the king's file) and b7 (not on a
        // line the rook checks from). The black knight on c6 attacks a7: a
        // swap would send the rook to c6.
        let fen = "k7/7R/2n5/8/8/8/8/K7 b - - 0 1";
        assert_eq!(count(fen, Color::Black, Feature::CloseMateGuarded), 1);
        assert_eq!(count(fen, Color::Black, Feature::CloseMate), 0);
    }

    #[test]
    fn a_queen_near_the_king_and_its_checks_are_counted() {
        let fen = "4k3/8/8/8/8/8/3Q4/4K3 b - - 0 1";
        // The queen on d2 is six ranks from e8: too far to count.
        assert_eq!(count(fen, Color::Black, Feature::QueenTropism), 0);
        assert!(count(fen, Color::Black, Feature::QueenChecks) > 0);
        let near = "4k3/8/3Q4/8/8/8/8/4K3 b - - 0 1";
        assert_eq!(count(near, Color::Black, Feature::QueenTropism), 2);
    }

    /// Mirrors an Immortal FEN top to bottom and swaps the colours: the
    /// side to move, the rights, and the locks' squares.
    fn mirrored(fen: &str) -> String {
        let swap = |c: char| {
            if c.is_uppercase() {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            }
        };
        let rights = |field: &str| -> String {
            if field == "-" {
                return "-".into();
            }
            let mut c: Vec<char> = field.chars().map(swap).collect();
            c.sort_by_key(|c| c.is_lowercase());
            c.into_iter().collect()
        };
        let flip = |sq: &str| {
            let (file, rank) = sq.split_at(1);
            format!("{file}{}", 9 - rank.parse::<u32>().unwrap())
        };
        let f: Vec<&str> = fen.split(' ').collect();
        let placement: Vec<String> = f[0]
            .split('/')
            .rev()
            .map(|rank| rank.chars().map(swap).collect())
            .collect();
        let turn = if f[1] == "w" { "b" } else { "w" };
        let locks = if f[7] == "-" {
            "-".to_string()
        } else {
            let mut l: Vec<String> = f[7]
                .split(',')
                .map(|lock| {
                    let (a, b) = lock.split_once('>').unwrap();
                    format!("{}>{}", flip(a), flip(b))
                })
                .collect();
            l.sort_by_key(|t| {
                let b = t.as_bytes();
                (b[0], b[1], b[3], b[4])
            });
            l.join(",")
        };
        format!(
            "{} {turn} {} - {} {} {} {locks}",
            placement.join("/"),
            rights(f[2]),
            f[4],
            f[5],
            rights(f[6])
        )
    }

    #[test]
    fn the_evaluation_is_colour_symmetric() {
        for fen in [
            "k7/7R/2n5/8/8/8/8/K7 b - - 0 1 - -",
            "r1bqkbn1/ppppQ2r/3nppp1/8/P1P5/4P3/1P1P1PPP/RNBpKBNR b KQ - 0 9 - d6>e7,e7>d6",
            "k1b1rb1r/ppp1pp1p/2nqQ1p1/7n/3p4/2PP4/PP1BPPPP/RN2KBNR w KQ - 3 8 q -",
            "r1bqkbn1/ppppn2r/3Qppp1/8/P1P5/4P3/1P1P1PPP/RNBpKBNR b KQ - 1 8 - e7>d6",
        ] {
            let a = Immortal::from_fen(fen).unwrap();
            let b = Immortal::from_fen(&mirrored(fen)).unwrap();
            assert_eq!(a.evaluate(), b.evaluate(), "{fen} / {}", mirrored(fen));
        }
    }
}
