//! The hand-checked facts at the end of RULES.md (Part III).

mod common;

use danilchuk_board::{perft, Color, MoveKind, Outcome, Position, WinReason};
use danilchuk_immortal::Immortal;

use common::{pos, sorted_uci};

#[test]
fn fact_starting_position_has_22_legal_moves() {
    let p = Immortal::starting();
    assert_eq!(p.legal_moves().len(), 22);
    assert_eq!(p.count_legal_moves(), 22);
    let moves = sorted_uci(&p);
    assert!(moves.contains(&"e1h1".to_string()), "0-0");
    assert!(moves.contains(&"e1a1".to_string()), "0-0-0");
    let classical = p
        .legal_moves()
        .iter()
        .filter(|m| m.kind() != MoveKind::Castle)
        .count();
    assert_eq!(classical, 20);
}

#[test]
fn fact_close_mate_rook_g8_king_h8() {
    // Black is checkmated (close mate; in classical chess Kxg8 would be legal).
    let p = pos("6Rk/6pp/8/8/8/8/8/6K1 b - - 0 1");
    assert!(p.is_check());
    assert_eq!(p.legal_moves().len(), 0);
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Checkmate
        })
    );
}

#[test]
fn fact_starting_position_perft() {
    let p = Immortal::starting();
    let counts: Vec<u64> = (0..=4).map(|d| perft(&p, d)).collect();
    assert_eq!(counts, [1, 22, 484, 11_596, 276_955]);
}

/// Deeper counts, checked by `cargo test -- --ignored` (release advised).
#[test]
#[ignore]
fn fact_starting_position_perft_deep() {
    let p = Immortal::starting();
    assert_eq!(perft(&p, 5), 7_220_982);
    assert_eq!(perft(&p, 6), 187_082_362);
}
