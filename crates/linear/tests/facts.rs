//! The hand-checked facts at the end of RULES.md that concern Linear chess,
//! and the crate's start-position perft counts (equal to the independent
//! reference's in `reference_compare.rs`: up to depth 5 by default, depth 6
//! in an ignored test).

use danilchuk_board::{perft, Color, MoveKind, Position, Role, Square};
use danilchuk_linear::{LineLimit, Linear};

#[test]
fn fact_linear_start_has_21_legal_moves() {
    // RULES.md: 16 pawn moves; Nb1-a3, Nb1-c3, Ng1-f3, Ng1-h3 (which become
    // rook, bishop, bishop, rook); and castling.
    for limit in LineLimit::ALL {
        let pos = Linear::starting_with(limit);
        let moves = pos.legal_moves();
        assert_eq!(moves.len(), 21, "limit {limit}");
        assert_eq!(pos.count_legal_moves(), 21);
        let pawn_moves = moves
            .iter()
            .filter(|m| pos.board().pawns().contains(m.from()))
            .count();
        assert_eq!(pawn_moves, 16);
        let castles: Vec<String> = moves
            .iter()
            .filter(|m| m.kind() == MoveKind::Castle)
            .map(|m| pos.uci(*m).to_string())
            .collect();
        assert_eq!(castles, ["e1d1"]);
    }
}

#[test]
fn fact_linear_start_knight_moves_transform() {
    let start = Linear::starting();
    for (uci, square, role) in [
        ("b1a3", Square::A3, Role::Rook),
        ("b1c3", Square::C3, Role::Bishop),
        ("g1f3", Square::F3, Role::Bishop),
        ("g1h3", Square::H3, Role::Rook),
    ] {
        let mut pos = start;
        pos.play(pos.parse_uci(uci).unwrap()).unwrap();
        assert_eq!(
            pos.board().piece_at(square),
            Some(role.of(Color::White)),
            "{uci}"
        );
    }
}

/// Start-position perft, depths 1-5, for each limit (L-8).
const START_PERFT: [(LineLimit, [u64; 5]); 3] = [
    (LineLimit::Unlimited, [21, 441, 10_553, 249_624, 6_499_957]),
    (LineLimit::Three, [21, 441, 10_553, 249_624, 6_499_957]),
    (LineLimit::Two, [21, 441, 10_553, 249_624, 6_478_426]),
];

#[test]
fn fact_start_perft_to_depth_5() {
    for (limit, counts) in START_PERFT {
        let pos = Linear::starting_with(limit);
        for (depth, expected) in (1..).zip(counts) {
            assert_eq!(perft(&pos, depth), expected, "perft({depth}) limit {limit}");
        }
    }
}

#[test]
fn fact_bulk_and_plain_perft_agree() {
    for limit in LineLimit::ALL {
        let pos = Linear::starting_with(limit);
        assert_eq!(danilchuk_board::perft_plain(&pos, 3), perft(&pos, 3));
    }
}

#[test]
#[ignore = "one to two minutes; run with --ignored"]
fn fact_start_perft_depth_6_and_7() {
    let expected = [
        (LineLimit::Unlimited, 167_197_700u64, 4_633_045_639u64),
        (LineLimit::Three, 167_197_700, 4_633_045_579),
        (LineLimit::Two, 166_109_982, 4_556_971_900),
    ];
    for (limit, six, seven) in expected {
        let pos = Linear::starting_with(limit);
        assert_eq!(perft(&pos, 6), six, "limit {limit}");
        assert_eq!(perft(&pos, 7), seven, "limit {limit}");
    }
}
