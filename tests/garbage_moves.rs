//! `play_unchecked` given a move that is not legal may
//! leave the rules state unspecified, but never the board: every occupied
//! square keeps exactly one colour and one role, so the placement written
//! in FEN reads back to the same board. One generic test, run for each
//! rule set.

use danilchuk::board::{Bitboard, Board, Color, Move, MoveKind, Position, Role, Square};
use danilchuk::classical::Chess;
use danilchuk::immortal::Immortal;
use danilchuk::linear::{LineLimit, Linear};
use proptest::prelude::*;

/// The board invariant: colour sets disjoint, role sets pairwise disjoint,
/// and the roles cover exactly the coloured squares.
fn assert_consistent(board: &Board, context: &str) {
    let white = board.by_color(Color::White);
    let black = board.by_color(Color::Black);
    assert!(
        (white & black).is_empty(),
        "a square of both colours: {context}"
    );
    let mut roles = Bitboard::EMPTY;
    for role in Role::ALL {
        let set = board.by_role(role);
        assert!((roles & set).is_empty(), "a square of two roles: {context}");
        roles |= set;
    }
    assert_eq!(
        roles,
        white | black,
        "role and colour sets disagree: {context}"
    );
    let placement = board.to_string();
    assert_eq!(
        Board::from_placement(&placement).as_ref(),
        Ok(board),
        "placement {placement} does not read back: {context}"
    );
}

/// The reproducer: `Move::new(E2, E4, Castle).with_promotion(King)`.
fn castle_kind_with_king_promotion<P: Position>(mut pos: P) {
    let m = Move::new(Square::E2, Square::E4, MoveKind::Castle).with_promotion(Role::King);
    pos.play_unchecked(m);
    assert_consistent(pos.board(), &format!("{m:?}"));
    assert_eq!(pos.board().occupied().count(), 32);
    let _ = (pos.fen(), pos.legal_moves(), pos.outcome());
}

fn every_kind_from_every_square<P: Position>(start: P) {
    for from in Square::ALL {
        for to in Square::ALL {
            for kind in MoveKind::ALL {
                for promotion in [None, Some(Role::King), Some(Role::Pawn), Some(Role::Queen)] {
                    let mut pos = start.clone();
                    let mut m = Move::new(from, to, kind);
                    if let Some(role) = promotion {
                        m = m.with_promotion(role);
                    }
                    pos.play_unchecked(m);
                    assert_consistent(pos.board(), &format!("{m:?}"));
                }
            }
        }
    }
}

/// One step of a playout: a legal move (chosen modulo their number), or a
/// garbage move from one of the side to move's units.
#[derive(Clone, Debug)]
enum Step {
    Legal(u16),
    Garbage {
        unit: u8,
        to: u8,
        kind: u8,
        promotion: Option<u8>,
    },
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        any::<u16>().prop_map(Step::Legal),
        (any::<u8>(), 0u8..64, 0u8..6, prop::option::of(0u8..6)).prop_map(
            |(unit, to, kind, promotion)| Step::Garbage {
                unit,
                to,
                kind,
                promotion
            }
        ),
    ]
}

/// Legal and garbage moves mixed: after each, the board is consistent
/// and nothing panics.
fn playout<P: Position>(mut pos: P, steps: Vec<Step>) {
    for step in steps {
        let m = match step {
            Step::Legal(choice) => {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    continue;
                }
                moves[choice as usize % moves.len()]
            }
            Step::Garbage {
                unit,
                to,
                kind,
                promotion,
            } => {
                let units: Vec<Square> = pos.board().by_color(pos.turn()).into_iter().collect();
                if units.is_empty() {
                    continue;
                }
                let from = units[unit as usize % units.len()];
                let mut m = Move::new(from, Square::ALL[to as usize], MoveKind::ALL[kind as usize]);
                if let Some(role) = promotion {
                    m = m.with_promotion(Role::ALL[role as usize]);
                }
                m
            }
        };
        pos.play_unchecked(m);
        assert_consistent(pos.board(), &format!("{m:?}"));
        let _ = (
            pos.fen(),
            pos.legal_moves(),
            pos.count_legal_moves(),
            pos.is_check(),
        );
    }
}

#[test]
fn castle_kind_with_king_promotion_from_the_start() {
    castle_kind_with_king_promotion(Chess::starting());
    castle_kind_with_king_promotion(Immortal::starting());
    castle_kind_with_king_promotion(Linear::starting());
}

#[test]
fn every_kind_from_every_own_unit_of_the_start() {
    every_kind_from_every_square(Chess::starting());
    every_kind_from_every_square(Immortal::starting());
    every_kind_from_every_square(Linear::starting());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn garbage_moves_keep_a_classical_board_consistent(steps in prop::collection::vec(step(), 0..80)) {
        playout(Chess::starting(), steps);
    }

    #[test]
    fn garbage_moves_keep_an_immortal_board_consistent(steps in prop::collection::vec(step(), 0..80)) {
        playout(Immortal::starting(), steps);
    }

    #[test]
    fn garbage_moves_keep_a_linear_board_consistent(
        steps in prop::collection::vec(step(), 0..80),
        limit in prop::sample::select(vec![LineLimit::Unlimited, LineLimit::Three, LineLimit::Two]),
    ) {
        playout(Linear::starting_with(limit), steps);
    }
}
