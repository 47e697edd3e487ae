//! Why a castling is refused: the condition of the rule set that fails
//! (classical castling, I-4 and I-6 in Immortal chess, L-7 in Linear
//! chess), first the right, then what stands in the way, then attacks.

use danilchuk_board::{CastlingSide, Color, Square, Variant};

use super::marks::Marks;
use super::message::{color_arg, Message};

/// The condition a refused castling fails.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CastlingRefusal {
    /// Classical chess: the king or that rook has moved.
    #[error("{color} has lost the right to castle {}: the king or that rook has moved", side_name(*.side))]
    RightLost {
        /// The side asking.
        color: Color,
        /// The castling asked for.
        side: CastlingSide,
    },
    /// Classical chess: a unit stands between the king and the rook.
    #[error("{0} is not empty: every square between the king and the rook must be")]
    NotEmpty(Square),
    /// Classical chess: the king is in check.
    #[error("the king is in check, and castling is no way out of check")]
    InCheck,
    /// Classical chess: the king would pass through or land on an
    /// attacked square.
    #[error("the king may not pass through or land on {square}: {by} attacks it")]
    Attacked {
        /// The square.
        square: Square,
        /// The side attacking it.
        by: Color,
    },
    /// Immortal chess (I-4): the king or that rook has moved, or the rook
    /// was captured.
    #[error("{color} has lost the right to castle {}: the king or that rook has moved, or the rook was captured (I-4)", side_name(*.side))]
    ImmortalRightLost {
        /// The side asking.
        color: Color,
        /// The castling asked for.
        side: CastlingSide,
    },
    /// Immortal chess (I-4): an enemy unit between the king and the rook
    /// (own units do not matter).
    #[error("an enemy unit on {0} stands between the king and the rook (I-4)")]
    EnemyBetween(Square),
    /// Immortal chess (I-6): the king would be in check after castling.
    #[error("the king would be in check after castling (I-6)")]
    ImmortalCheck,
    /// Linear chess (L-7): the king or the queen has moved or been
    /// captured, or the side has castled.
    #[error("{0} may not castle any more: the king or the queen has moved or been captured, or {0} has castled (L-7)")]
    LinearRightLost(Color),
    /// Linear chess (L-7, IV-7): the king is attacked.
    #[error("the king on {0} is attacked, and a king under attack may not castle (L-7, IV-7)")]
    LinearKingAttacked(Square),
    /// Linear chess (L-7): a second unit on the king's or the queen's line.
    #[error("{0} has a second unit on its king or queen line: the king and the queen must be its only pieces on those two files (L-7)")]
    LinearSecondUnit(Color),
    /// The rule set refuses it, for no condition named here.
    #[error("castling is not allowed here")]
    NotAllowed,
}

impl CastlingRefusal {
    /// The ruling that decides it (`I-4`, `I-6`, `L-7`); `None` for the
    /// classical conditions.
    #[must_use]
    pub const fn rule(&self) -> Option<&'static str> {
        match self {
            CastlingRefusal::ImmortalRightLost { .. } | CastlingRefusal::EnemyBetween(_) => {
                Some("I-4")
            }
            CastlingRefusal::ImmortalCheck => Some("I-6"),
            CastlingRefusal::LinearRightLost(_)
            | CastlingRefusal::LinearKingAttacked(_)
            | CastlingRefusal::LinearSecondUnit(_) => Some("L-7"),
            CastlingRefusal::RightLost { .. }
            | CastlingRefusal::NotEmpty(_)
            | CastlingRefusal::InCheck
            | CastlingRefusal::Attacked { .. }
            | CastlingRefusal::NotAllowed => None,
        }
    }
}

impl CastlingRefusal {
    /// What the board says of it, in words of either language (group
    /// `refusal`).
    pub(crate) fn message(&self) -> Message {
        match *self {
            CastlingRefusal::RightLost { color, side } => Message::new("castling_right_lost")
                .with("color", color_arg(color))
                .with("side", wing_arg(side)),
            CastlingRefusal::NotEmpty(square) => {
                Message::new("castling_not_empty").with("square", square)
            }
            CastlingRefusal::InCheck => Message::new("castling_in_check"),
            CastlingRefusal::Attacked { square, by } => Message::new("castling_attacked")
                .with("square", square)
                .with("by", color_arg(by)),
            CastlingRefusal::ImmortalRightLost { color, side } => {
                Message::new("castling_immortal_right_lost")
                    .with("color", color_arg(color))
                    .with("side", wing_arg(side))
            }
            CastlingRefusal::EnemyBetween(square) => {
                Message::new("castling_enemy_between").with("square", square)
            }
            CastlingRefusal::ImmortalCheck => Message::new("castling_immortal_check"),
            CastlingRefusal::LinearRightLost(color) => {
                Message::new("castling_linear_right_lost").with("color", color_arg(color))
            }
            CastlingRefusal::LinearKingAttacked(square) => {
                Message::new("castling_linear_king_attacked").with("square", square)
            }
            CastlingRefusal::LinearSecondUnit(color) => {
                Message::new("castling_linear_second_unit").with("color", color_arg(color))
            }
            CastlingRefusal::NotAllowed => Message::new("castling_not_allowed"),
        }
    }
}

/// The key of a wing's word: `@wing.king`.
fn wing_arg(side: CastlingSide) -> String {
    match side {
        CastlingSide::KingSide => "@wing.king".into(),
        CastlingSide::QueenSide => "@wing.queen".into(),
    }
}

const fn side_name(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "king-side",
        CastlingSide::QueenSide => "queen-side",
    }
}

/// Why the king on `from` may not castle towards `to` here.
pub(crate) fn why_not_castle<P: Marks>(pos: &P, from: Square, to: Square) -> CastlingRefusal {
    let board = pos.board();
    let turn = pos.turn();
    let side = if to.file().index() > from.file().index() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    let rights = pos.castling_rights();
    let on_rank = |file: usize| {
        u32::try_from(from.rank().index() * 8 + file)
            .ok()
            .and_then(Square::from_index)
    };
    let king_file = from.file().index();
    let rook_file = match side {
        CastlingSide::KingSide => 7,
        CastlingSide::QueenSide => 0,
    };
    let between = || {
        let (low, high) = (king_file.min(rook_file), king_file.max(rook_file));
        (low + 1..high).filter_map(on_rank)
    };
    let enemy = !turn;
    match pos.variant() {
        Variant::Linear => {
            if !rights.has_any(turn) {
                CastlingRefusal::LinearRightLost(turn)
            } else if board.is_attacked(from, enemy, board.occupied()) {
                CastlingRefusal::LinearKingAttacked(from)
            } else {
                CastlingRefusal::LinearSecondUnit(turn)
            }
        }
        Variant::Immortal => {
            if !rights.has(turn, side) {
                return CastlingRefusal::ImmortalRightLost { color: turn, side };
            }
            match between().find(|&sq| board.color_at(sq) == Some(enemy)) {
                Some(sq) => CastlingRefusal::EnemyBetween(sq),
                None => CastlingRefusal::ImmortalCheck,
            }
        }
        Variant::Chess => {
            if !rights.has(turn, side) {
                return CastlingRefusal::RightLost { color: turn, side };
            }
            if let Some(sq) = between().find(|&sq| board.piece_at(sq).is_some()) {
                return CastlingRefusal::NotEmpty(sq);
            }
            if pos.is_check() {
                return CastlingRefusal::InCheck;
            }
            let path = match side {
                CastlingSide::KingSide => [king_file.checked_add(1), king_file.checked_add(2)],
                CastlingSide::QueenSide => [king_file.checked_sub(1), king_file.checked_sub(2)],
            };
            path.into_iter()
                .flatten()
                .filter(|&file| file < 8)
                .filter_map(on_rank)
                .find(|&sq| board.is_attacked(sq, enemy, board.occupied()))
                .map_or(CastlingRefusal::NotAllowed, |square| {
                    CastlingRefusal::Attacked { square, by: enemy }
                })
        }
    }
}
