//! Russian Linear Chess: a unit is worth what its file makes it (L-3) and
//! what the best line it can reach would make it, the number of kings is
//! insurance against losing the last one (L-5), a single king may only
//! walk its line, pawns are worth their promotion file's piece (L-6), and
//! the line limit restricts where pieces may land (L-8).
//!
//! A single king's safety counts the enemy pieces that can attack it next
//! move, its free squares on its line and its shield; each line limit has
//! its own weights (L-8), and the unused castling right counts (L-7). The
//! side with no king has lost, the mover first (L-5). Quiescence searches
//! captures, promotions and moves that attack the last enemy king; a side
//! in danger searches only the moves that do not leave its king en prise.

mod files;
mod kings;
mod side;
mod terms;
#[cfg(any(test, feature = "unstable-lab"))]
mod tune;
mod weights;

use danilchuk_board::{Color, Move, Position, Role};
use danilchuk_linear::Linear;

use self::terms::side_terms;
use self::weights::{weights, TEMPO};
use crate::eval::{for_side_to_move, mvv_lva, Decided, Evaluate, Quiescence};

/// Winning by taking the last king dwarfs every other ordering key.
const LAST_KING: i32 = 1_000_000;

impl Evaluate for Linear {
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        crate::see::Exchange::see_ge(self, m, threshold)
    }

    fn evaluate(&self) -> i32 {
        let weights = weights(self.line_limit());
        let score = |c: Color| side_terms(self, c).score(weights);
        for_side_to_move(self.turn(), score(Color::White) - score(Color::Black)) + weights[TEMPO]
    }

    /// L-5: the side that has no king has lost, the mover first (so a move
    /// that takes the last enemy king but moves one's own last king off its
    /// line loses).
    fn decided(&self) -> Option<Decided> {
        if !self.has_king(!self.turn()) {
            Some(Decided::Won)
        } else if !self.has_king(self.turn()) {
            Some(Decided::Lost)
        } else {
            None
        }
    }

    /// L-9: no legal move is a stalemate even when a king is attacked.
    fn no_moves_lose(&self) -> bool {
        false
    }

    /// L-4, L-5: check restricts nothing; the danger is the attack on the
    /// side's only king, which the opponent can take next move. A side that
    /// can take the opponent's last king first is in no danger: that
    /// capture wins. Without this, two kings attacked at once extended the
    /// search on both sides, ply after ply, to the maximum depth.
    fn in_danger(&self) -> bool {
        let kings = self.kings(self.turn());
        kings.count() == 1 && self.is_check() && !self.mover_king_hangs()
    }

    /// L-4, L-5: the mover's only king stands attacked by the side to move.
    fn mover_king_hangs(&self) -> bool {
        let mover = !self.turn();
        let kings = self.kings(mover);
        let board = self.board();
        kings.count() == 1
            && kings
                .into_iter()
                .any(|k| board.attackers_to(k, self.turn(), board.occupied()).any())
    }

    /// Captures by victim and attacker; taking the last enemy king first.
    fn tactical_order(&self, m: Move) -> Option<i32> {
        let order = mvv_lva(self, m)?;
        let takes_last_king = m.is_capture()
            && self.board().role_at(m.to()) == Some(Role::King)
            && self.kings(!self.turn()).count() == 1;
        Some(if takes_last_king {
            order + LAST_KING
        } else {
            order
        })
    }

    /// Captures and promotions change the material and can take a king;
    /// a quiet move matters at the horizon if it attacks the enemy's last king.
    fn quiescence(&self, m: Move) -> Quiescence {
        if m.is_capture() || m.promotion().is_some() {
            Quiescence::Search
        } else if self.kings(!self.turn()).count() == 1 {
            Quiescence::IfCheck
        } else {
            Quiescence::Skip
        }
    }

    /// Sound where a pass is never the best move, which with a full Linear
    /// army it hardly is; never when the only king is attacked (passing
    /// would hand it over).
    fn null_move(&self) -> Option<Linear> {
        if self.in_danger() {
            None
        } else {
            self.swap_turn().ok()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use danilchuk_board::Square;
    use danilchuk_linear::LineLimit;

    #[test]
    fn start_is_balanced() {
        for limit in [LineLimit::Unlimited, LineLimit::Three, LineLimit::Two] {
            let start = Linear::starting_with(limit);
            assert_eq!(start.evaluate(), weights(limit)[TEMPO]);
        }
    }

    #[test]
    fn l_5_a_second_king_is_worth_having() {
        // White has a second king on e3 (a bishop that landed on the e-file).
        let two = Linear::from_fen("4k3/8/8/8/8/4K3/8/4K3 w - - 0 1").unwrap();
        let one = Linear::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert!(two.evaluate() > one.evaluate() + 200);
    }

    #[test]
    fn l_5_kingless_positions_are_decided() {
        let lost = Linear::from_fen("4k3/8/8/8/8/8/8/3Q4 w - - 0 1").unwrap();
        assert_eq!(lost.decided(), Some(Decided::Lost));
        let won = Linear::from_fen("4k3/8/8/8/8/8/8/3Q4 b - - 0 1").unwrap();
        assert_eq!(won.decided(), Some(Decided::Won));
    }

    /// Mirrors a Linear FEN top to bottom and swaps the colours (and the
    /// side to move, castling letters and line-map letters).
    fn mirrored(fen: &str) -> String {
        let fields: Vec<&str> = fen.split(' ').collect();
        let placement: Vec<String> = fields[0]
            .split('/')
            .rev()
            .map(|rank| rank.chars().map(swap_case).collect())
            .collect();
        let turn = if fields[1] == "w" { "b" } else { "w" };
        let castling: String = if fields[2] == "-" {
            "-".into()
        } else {
            let mut c: Vec<char> = fields[2].chars().map(swap_case).collect();
            c.sort_by_key(|c| c.is_lowercase());
            c.into_iter().collect()
        };
        let lines: String = fields[6].chars().rev().map(swap_case).collect();
        format!(
            "{} {turn} {castling} - {} {} {lines}",
            placement.join("/"),
            fields[4],
            fields[5]
        )
    }

    fn swap_case(c: char) -> char {
        if c.is_uppercase() {
            c.to_ascii_lowercase()
        } else {
            c.to_ascii_uppercase()
        }
    }

    #[test]
    fn the_evaluation_is_colour_symmetric() {
        for (fen, limit) in [
            (
                "rnbqkbnr/pppppppp/8/8/8/5B2/PPPPPPPP/RNBQKB1R b Qq - 1 1 Ee",
                LineLimit::Unlimited,
            ),
            (
                "r1bkqbnr/pNppp2p/8/P4p2/1P4P1/R7/1n1P1PNP/RN2K3 b - - 0 11 Ed",
                LineLimit::Unlimited,
            ),
            ("4k3/2b1p3/8/3Q4/8/4K3/4P3/4K3 w - - 0 1 Ee", LineLimit::Two),
            (
                "3qk3/pp3ppp/8/8/2B5/8/PPP2PPP/3KQ2R w q - 0 1 De",
                LineLimit::Three,
            ),
        ] {
            let pos = Linear::from_fen_with(fen, limit).unwrap();
            let flipped = Linear::from_fen_with(&mirrored(fen), limit).unwrap();
            assert_eq!(pos.evaluate(), flipped.evaluate(), "{fen}");
        }
    }

    #[test]
    fn l_3_l_5_a_piece_that_can_land_next_to_a_lone_king_threatens_it() {
        // The black rook on a2 attacks nothing near the king, but on d2 it
        // would be a queen and on e2 a king, both attacking e1 (L-3).
        let near = Linear::from_fen("4k3/8/8/8/8/8/r7/4K3 w - - 0 1 Ee").unwrap();
        assert_eq!(kings::threats(&near, Color::White, Square::E1), 1);
        let far = Linear::from_fen("4k3/r7/8/8/8/8/8/4K3 w - - 0 1 Ee").unwrap();
        assert_eq!(kings::threats(&far, Color::White, Square::E1), 1);
        let none = Linear::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1 Ee").unwrap();
        assert_eq!(kings::threats(&none, Color::White, Square::E1), 0);
    }

    #[test]
    fn l_5_a_lone_king_boxed_in_on_its_line_has_no_escape() {
        let boxed = Linear::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 Ee").unwrap();
        assert_eq!(kings::escapes(&boxed, Color::White, Square::E1), 0);
        let free = Linear::from_fen("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1 Ee").unwrap();
        assert_eq!(kings::escapes(&free, Color::White, Square::E1), 1);
    }

    #[test]
    fn l_8_a_full_line_is_no_landing_square() {
        // Limit two: White's c-file holds two bishops, so the rook on a3
        // cannot land on c3; without a limit it can.
        let fen = "4k3/8/8/8/2B5/R7/2B5/4K3 w - - 0 1 Ee";
        let two = Linear::from_fen_with(fen, LineLimit::Two).unwrap();
        let free = Linear::from_fen_with(fen, LineLimit::Unlimited).unwrap();
        let mobility = |pos: &Linear| {
            side_terms(pos, Color::White).counts[weights::Feature::Mobility as usize]
        };
        assert!(mobility(&two) < mobility(&free));
    }
}
