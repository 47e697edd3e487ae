//! One or more tests per ruling of RULES.md Part I (I-1 .. I-8).

mod common;

use danilchuk_board::{
    CastlingRights, CastlingSide, Color, DrawReason, MoveKind, Outcome, Piece, Position, Role,
    Setup, Square, WinReason,
};
use danilchuk_immortal::{Immortal, Lock};

use common::{legal, play, pos};

// ---------------------------------------------------------------- I-1

#[test]
fn i1_capture_swaps_the_two_units() {
    let p = play(Immortal::starting(), &["e2e4", "d7d5", "e4d5"]);
    let b = p.board();
    assert_eq!(b.piece_at(Square::D5), Some(Role::Pawn.of(Color::White)));
    assert_eq!(b.piece_at(Square::E4), Some(Role::Pawn.of(Color::Black)));
    assert_eq!(b.by_color(Color::White).count(), 16);
    assert_eq!(b.by_color(Color::Black).count(), 16);
    assert_eq!(p.halfmoves(), 0);
}

#[test]
fn i1_piece_capture_puts_the_victim_on_the_capturers_square() {
    // Qh5xf7: the queen goes to f7, the pawn to h5.
    let p = play(
        Immortal::starting(),
        &["e2e4", "e7e5", "d1h5", "d8f6", "h5f7"],
    );
    assert_eq!(
        p.board().piece_at(Square::F7),
        Some(Role::Queen.of(Color::White))
    );
    assert_eq!(
        p.board().piece_at(Square::H5),
        Some(Role::Pawn.of(Color::Black))
    );
}

#[test]
fn i1_en_passant_puts_the_victim_on_the_capturers_square() {
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    let m = p.parse_uci("e5d6").unwrap();
    assert_eq!(m.kind(), MoveKind::EnPassant);
    let after = play(p, &["e5d6"]);
    assert_eq!(
        after.board().piece_at(Square::D6),
        Some(Role::Pawn.of(Color::White))
    );
    assert_eq!(
        after.board().piece_at(Square::E5),
        Some(Role::Pawn.of(Color::Black))
    );
    assert_eq!(after.board().piece_at(Square::D5), None);
    assert_eq!(
        after.fen(),
        "4k3/8/3P4/4p3/8/8/8/4K3 b - - 0 2 - d6>e5,e5>d6"
    );
}

#[test]
fn i1_capture_promotion_promotes_the_capturer_and_swaps() {
    let p = pos("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let after = play(p, &["b7a8n"]);
    assert_eq!(
        after.board().piece_at(Square::A8),
        Some(Role::Knight.of(Color::White))
    );
    assert_eq!(
        after.board().piece_at(Square::B7),
        Some(Role::Rook.of(Color::Black))
    );
    // Four promotion choices for the capture, four for the push.
    let promotions = p
        .legal_moves()
        .iter()
        .filter(|m| m.promotion().is_some())
        .count();
    assert_eq!(promotions, 8);
}

// ---------------------------------------------------------------- I-2

#[test]
fn i2_pawn_on_its_last_rank_has_no_move_and_attacks_nothing() {
    // The white pawn on h8 stands next to the black king: no check.
    let p = pos("6kP/8/8/8/8/8/8/4K3 b - - 0 1");
    assert!(!p.is_check());
    // The black king may take it: the pawn swapped onto g8 attacks nothing.
    assert!(legal(&p, "g8h8"));
    let white = pos("6kP/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(white.legal_moves().iter().all(|m| m.from() != Square::H8));
}

#[test]
fn i2_swapped_pawn_stays_a_pawn() {
    // The black king takes the pawn on g7: the pawn lands on h8 as a pawn.
    let p = play(pos("7k/6P1/8/8/8/8/8/K7 b - - 0 1"), &["h8g7"]);
    assert_eq!(
        p.board().piece_at(Square::H8),
        Some(Role::Pawn.of(Color::White))
    );
    assert!(p.legal_moves().iter().all(|m| m.from() != Square::H8));
}

#[test]
fn i2_pawn_on_its_first_rank_steps_one_square_and_captures() {
    let p = pos("4k3/8/8/8/8/8/1n6/P3K3 w - - 0 1");
    assert!(legal(&p, "a1a2"));
    assert!(!legal(&p, "a1a3"), "no double step from the first rank");
    assert!(legal(&p, "a1b2"), "captures diagonally forward");
    // And it attacks diagonally forward: a black king could not stand on b2.
    let q = pos("8/8/8/8/8/2k5/8/P3K3 b - - 0 1");
    assert!(!legal(&q, "c3b2"));
}

#[test]
fn i2_pawn_on_its_second_rank_double_steps_whatever_its_history() {
    // The knight takes e4; the white pawn lands on d2 and may double-step.
    let p = play(pos("4k3/8/8/8/4P3/8/3n4/4K3 b - - 0 1"), &["d2e4"]);
    assert_eq!(
        p.board().piece_at(Square::D2),
        Some(Role::Pawn.of(Color::White))
    );
    let m = p.parse_uci("d2d4").unwrap();
    assert_eq!(m.kind(), MoveKind::DoublePush);
    let after = play(p, &["d2d4"]);
    assert_eq!(after.ep_square(), Some(Square::D3));
}

// ---------------------------------------------------------------- I-3

/// White's rook d2 takes the rook d5; the black rook lands on d2.
fn after_rook_swap() -> Immortal {
    play(pos("4k3/2n5/8/3r4/8/8/3R4/4K3 w - - 0 1"), &["d2d5"])
}

#[test]
fn i3_capture_sets_the_reply_and_repeat_locks() {
    let p = after_rook_swap();
    assert_eq!(
        p.locks(),
        &[
            Lock::new(Square::D2, Square::D5),
            Lock::new(Square::D5, Square::D2)
        ]
    );
    assert!(p.fen().ends_with(" - d2>d5,d5>d2"));
}

#[test]
fn i3_reply_lock_forbids_recapture() {
    let p = after_rook_swap();
    assert!(
        !legal(&p, "d2d5"),
        "the captured rook may not take the capturer at once"
    );
}

#[test]
fn i3_locks_bind_only_that_pair() {
    // The source's game has the opponent take the capturer at once with another unit.
    let p = after_rook_swap();
    assert!(legal(&p, "c7d5"));
    // And the locked rook may capture other units.
    let q = play(pos("4k3/8/8/3r4/8/8/3R2N1/4K3 w - - 0 1"), &["d2d5"]);
    assert!(!legal(&q, "d2d5"));
    assert!(legal(&q, "d2g2"));
}

#[test]
fn i3_repeat_lock_forbids_capturing_again() {
    let p = play(after_rook_swap(), &["e8f8"]);
    assert!(
        !legal(&p, "d5d2"),
        "the capturer may not take the victim on its next move"
    );
    assert!(legal(&p, "e1d2"), "other units may");
}

#[test]
fn i3_each_lock_lasts_one_move_of_the_locked_side() {
    let p = play(after_rook_swap(), &["e8f8"]);
    // Black's reply lock is gone; White's repeat lock is still in force.
    assert_eq!(p.locks(), &[Lock::new(Square::D5, Square::D2)]);
    let p = play(p, &["e1f1"]);
    assert!(p.locks().is_empty());
    assert!(legal(&p, "d2d5"), "after one move, the rook may take back");
    let p = play(p, &["f8e8"]);
    assert!(legal(&p, "d5d2"), "and the white rook may take again");
}

#[test]
fn i3_lock_follows_the_units() {
    // The black rook walks from d2 to d3; White's repeat lock follows it.
    let p = play(after_rook_swap(), &["d2d3"]);
    assert_eq!(p.locks(), &[Lock::new(Square::D5, Square::D3)]);
    assert!(!legal(&p, "d5d3"));
    assert!(p.fen().ends_with(" - d5>d3"));
}

#[test]
fn i3_lock_follows_a_unit_swapped_by_another_capture() {
    // After Rd2xd5, the black knight c7 takes the rook on d5: the white rook
    // lands on c7 and White's repeat lock (rook may not take the rook on d2)
    // follows it there.
    let p = play(after_rook_swap(), &["c7d5"]);
    assert!(p.locks().contains(&Lock::new(Square::C7, Square::D2)));
    assert!(
        p.locks().contains(&Lock::new(Square::C7, Square::D5)),
        "reply lock of the new capture"
    );
    assert!(
        p.locks().contains(&Lock::new(Square::D5, Square::C7)),
        "repeat lock of the new capture"
    );
    assert_eq!(p.locks().len(), 3);
}

#[test]
fn i3_locked_unit_still_gives_check() {
    // ...Qh4xf2+: the queen may not take the pawn (now on h4) next move, but
    // she gives check, and Kxf2 is illegal (close mate, I-6).
    let p = play(pos("4k3/8/8/8/7q/8/5P2/4K3 b - - 0 1"), &["h4f2"]);
    assert!(p.locks().contains(&Lock::new(Square::F2, Square::H4)));
    assert!(p.is_check());
    assert!(!legal(&p, "e1f2"));
    // A locked unit still attacks: the black pawn f6 may not take the queen
    // on e5, yet the white king may not step to g5.
    let q = pos("7k/8/5p2/4Q3/7K/8/8/8 w - - 0 1 - f6>e5");
    assert!(!legal(&q, "h4g5"));
}

// ---------------------------------------------------------------- I-4

#[test]
fn i4_castling_through_own_units_from_the_start() {
    let p = Immortal::starting();
    assert_eq!(p.parse_uci("e1h1").unwrap().kind(), MoveKind::Castle);
    assert_eq!(p.parse_uci("e1a1").unwrap().kind(), MoveKind::Castle);
}

#[test]
fn i4_castling_swaps_king_and_rook_once_per_game() {
    let p = play(Immortal::starting(), &["e1h1"]);
    assert_eq!(
        p.board().piece_at(Square::H1),
        Some(Role::King.of(Color::White))
    );
    assert_eq!(
        p.board().piece_at(Square::E1),
        Some(Role::Rook.of(Color::White))
    );
    assert!(
        !p.castling_rights().has_any(Color::White),
        "once per game: both wings gone"
    );
    assert!(p
        .reverse_castling_rights()
        .has(Color::White, CastlingSide::KingSide));
    assert_eq!(
        p.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQRBNK b kq - 1 1 K -"
    );
    let q = play(Immortal::starting(), &["e1a1", "e8a8"]);
    assert_eq!(
        q.fen(),
        "knbqrbnr/pppppppp/8/8/8/8/PPPPPPPP/KNBQRBNR w - - 2 2 Qq -"
    );
}

#[test]
fn i4_castling_allowed_in_check() {
    let p = pos("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
    assert!(p.is_check());
    assert!(legal(&p, "e1h1"));
    assert!(legal(&p, "e1a1"));
}

#[test]
fn i4_castling_across_attacked_squares() {
    let p = pos("4kr2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(legal(&p, "e1h1"), "f1 attacked does not matter");
}

#[test]
fn i4_castling_not_past_an_enemy_unit() {
    let p = pos("4k3/8/8/8/8/8/8/4Kn1R w K - 0 1");
    assert!(!legal(&p, "e1h1"));
}

#[test]
fn i4_castling_king_must_be_safe_after() {
    let p = pos("4k2r/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(
        !legal(&p, "e1h1"),
        "the black rook h8 would attack the king on h1"
    );
}

/// A FEN with White's king on e1, rooks on a1 and h1 (rights KQ), the
/// units `placed` (square, FEN letter) and, unless `placed` has one, the
/// black king on b6. For Black to move the board is mirrored top to bottom
/// with the colours swapped; for the queen's side, the placed units are
/// mirrored left to right (e1 stays).
fn corner_case(placed: &[(&str, char)], black: bool, queen_side: bool) -> String {
    let mut setup = Setup::empty();
    let mut put = |sq: &str, letter: char, mirror: bool| {
        let (Ok(mut sq), Some(mut piece)) = (sq.parse::<Square>(), Piece::from_char(letter)) else {
            panic!("bad test unit {sq} {letter}");
        };
        if mirror && queen_side {
            sq = Square::from_index_wrapping(sq as u32 ^ 7);
        }
        if black {
            sq = sq.relative_to(Color::Black);
            piece = piece.opposite();
        }
        setup.board.set_piece_at(sq, piece);
    };
    put("e1", 'K', false);
    put("a1", 'R', false);
    put("h1", 'R', false);
    if !placed.iter().any(|&(_, c)| c == 'k') {
        put("b6", 'k', false);
    }
    for &(sq, c) in placed {
        put(sq, c, true);
    }
    let us = if black { Color::Black } else { Color::White };
    setup.turn = us;
    setup.castling.add(us, CastlingSide::KingSide);
    setup.castling.add(us, CastlingSide::QueenSide);
    setup.to_string()
}

/// I-4, I-6: castling puts the king on the rook's corner, which must not be
/// attacked afterwards. Every kind of attack on the corner (down its file,
/// along its diagonal, by a knight, a pawn or the king), blocked or not, by
/// the right or the wrong kind of unit, for both colours and both wings:
/// the generator's quick corner test agrees with
/// `Board::is_attacked` and with the expected answer, in the move list and
/// in the move count.
#[test]
fn i6_castling_corner_attacks_of_every_kind_for_both_sides() {
    // Written for White's king's side (the corner h1); Black's attackers.
    let cases: [(&[(&str, char)], bool); 16] = [
        (&[("h5", 'r')], true),
        (&[("h5", 'r'), ("h3", 'P')], false),
        (&[("h8", 'q')], true),
        (&[("h8", 'q'), ("h4", 'n')], false),
        (&[("h4", 'b')], false),
        (&[("c6", 'b')], true),
        (&[("c6", 'b'), ("e4", 'P')], false),
        (&[("c6", 'b'), ("f3", 'p')], false),
        (&[("a8", 'q')], true),
        (&[("c6", 'r')], false),
        (&[("g3", 'n')], true),
        (&[("f2", 'n')], true),
        (&[("g2", 'p')], true),
        (&[("h2", 'p')], false),
        (&[("g2", 'k')], true),
        (&[("h5", 'r'), ("h2", 'N'), ("c6", 'b'), ("g2", 'P')], false),
    ];
    for (placed, attacked) in cases {
        for black in [false, true] {
            for queen_side in [false, true] {
                let fen = corner_case(placed, black, queen_side);
                let p = pos(&fen);
                let (us, them) = if black {
                    (Color::Black, Color::White)
                } else {
                    (Color::White, Color::Black)
                };
                let home = if black { "e8" } else { "e1" };
                let b = p.board();
                for (side, corner) in [("a", Square::A1), ("h", Square::H1)] {
                    let corner = corner.relative_to(us);
                    let oracle = b.is_attacked(corner, them, b.occupied());
                    let castle = format!("{home}{corner}");
                    assert_eq!(legal(&p, &castle), !oracle, "{castle} in {fen}");
                    let targeted = (side == "a") == queen_side;
                    if targeted {
                        assert_eq!(oracle, attacked, "{corner} attacked in {fen}");
                    }
                }
                assert_eq!(p.count_legal_moves(), p.legal_moves().len(), "{fen}");
                assert_eq!(us, p.turn());
            }
        }
    }
}

#[test]
fn i4_rook_displaced_by_a_swap_loses_its_right_for_good() {
    let p = play(pos("4k3/8/8/8/8/8/6b1/R3K2R b KQ - 0 1"), &["g2h1"]);
    assert_eq!(
        p.castling_rights(),
        CastlingRights::single(Color::White, CastlingSide::QueenSide)
    );
    assert!(!legal(&p, "e1h1"));
    // The bishop leaves h1 and the rook comes back: the right does not.
    let p = play(p, &["g2g1", "h1f3", "g1h1"]);
    assert_eq!(
        p.board().piece_at(Square::H1),
        Some(Role::Rook.of(Color::White))
    );
    assert!(!p
        .castling_rights()
        .has(Color::White, CastlingSide::KingSide));
    assert!(!legal(&play(p, &["e8d8"]), "e1h1"));
}

#[test]
fn i4_king_or_rook_that_moved_loses_the_right() {
    let p = play(
        pos("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"),
        &["h1h2", "e8d8", "h2h1", "d8e8"],
    );
    assert_eq!(p.castling_rights().to_string(), "Q");
    assert!(!legal(&p, "e1h1"));
    assert!(legal(&p, "e1a1"));
}

// ---------------------------------------------------------------- I-5

#[test]
fn i5_reverse_castling_after_castling() {
    let p = play(Immortal::starting(), &["e1h1", "e7e6"]);
    let m = p.parse_uci("h1e1").unwrap();
    assert_eq!(m.kind(), MoveKind::ReverseCastle);
    let back = play(p, &["h1e1"]);
    assert_eq!(
        back.board().piece_at(Square::E1),
        Some(Role::King.of(Color::White))
    );
    assert_eq!(
        back.board().piece_at(Square::H1),
        Some(Role::Rook.of(Color::White))
    );
    assert!(back.reverse_castling_rights().is_empty(), "once per game");
    assert!(
        !back.castling_rights().has_any(Color::White),
        "and no castling again"
    );
}

#[test]
fn i5_reverse_castling_queen_side() {
    let p = play(Immortal::starting(), &["e2e3", "e8a8", "d2d3"]);
    assert_eq!(p.parse_uci("a8e8").unwrap().kind(), MoveKind::ReverseCastle);
}

#[test]
fn i5_not_after_the_king_or_rook_moved() {
    let p = pos("k7/8/8/8/8/8/8/4R2K w - - 0 1 K -");
    assert!(legal(&p, "h1e1"));
    let moved_king = play(p, &["h1g1", "a8b8", "g1h1", "b8a8"]);
    assert!(!legal(&moved_king, "h1e1"));
    let moved_rook = play(p, &["e1e2", "a8b8", "e2e1", "b8a8"]);
    assert!(!legal(&moved_rook, "h1e1"));
}

#[test]
fn i5_not_after_the_rook_was_captured() {
    // The black bishop takes the rook on e1, then goes back: right gone.
    let p = play(pos("4k3/8/8/8/8/8/3b4/4R2K b - - 0 1 K -"), &["d2e1"]);
    assert!(p.reverse_castling_rights().is_empty());
}

#[test]
fn i5_not_past_an_enemy_unit() {
    let p = pos("k7/8/8/8/8/8/8/4Rn1K w - - 0 1 K -");
    assert!(!legal(&p, "h1e1"));
    let own = pos("k7/8/8/8/8/8/8/4RN1K w - - 0 1 K -");
    assert!(legal(&own, "h1e1"), "through own units");
}

#[test]
fn i5_allowed_in_check_but_not_into_check() {
    let p = pos("k7/8/8/8/8/8/7r/4R2K w - - 0 1 K -");
    assert!(p.is_check());
    assert!(legal(&p, "h1e1"));
    let attacked = pos("k7/8/8/8/8/3n4/8/4R2K w - - 0 1 K -");
    assert!(!legal(&attacked, "h1e1"), "the knight d3 attacks e1");
}

// ---------------------------------------------------------------- I-6

#[test]
fn i6_close_mate_with_a_rook() {
    let p = pos("6Rk/6pp/8/8/8/8/8/6K1 b - - 0 1");
    assert!(p.is_check());
    assert!(
        !legal(&p, "h8g8"),
        "the rook would land on h8 and still give check"
    );
    assert!(p.is_checkmate());
}

#[test]
fn i6_close_mate_with_a_queen() {
    let p = pos("6Qk/8/8/8/8/8/8/6K1 b - - 0 1");
    assert!(p.is_checkmate());
}

#[test]
fn i6_close_mate_with_a_bishop() {
    let p = pos("6nk/6Bp/8/8/8/8/8/6K1 b - - 0 1");
    assert!(p.is_check());
    assert!(!legal(&p, "h8g7"));
    assert!(p.is_checkmate());
}

#[test]
fn i6_knight_and_pawn_cannot_give_a_close_mate() {
    // A knight next to the king gives no check and may be taken.
    let knight = pos("7k/6N1/8/8/8/8/8/6K1 b - - 0 1");
    assert!(!knight.is_check());
    assert!(legal(&knight, "h8g7"));
    // A pawn that checks may be taken: swapped onto h8 it attacks nothing (I-2).
    let pawn = pos("7k/6P1/8/8/8/8/8/6K1 b - - 0 1");
    assert!(pawn.is_check());
    assert!(legal(&pawn, "h8g7"));
}

#[test]
fn i6_king_may_not_take_a_protected_unit() {
    let p = pos("7k/6N1/7K/8/8/8/8/8 b - - 0 1");
    assert!(!legal(&p, "h8g7"));
}

#[test]
fn i6_pinned_unit_may_capture_off_the_pin_line() {
    // The bishop e2 is pinned by the rook e8; after Bxc4 the knight stands
    // on e2 and still shields the king (occupancy is unchanged).
    let p = pos("4r2k/8/8/8/2n5/8/4B3/4K3 w - - 0 1");
    assert!(!p.is_check());
    assert!(legal(&p, "e2c4"));
    assert!(
        !legal(&p, "e2d3"),
        "a quiet move off the pin line stays illegal"
    );
    let after = play(p, &["e2c4"]);
    assert_eq!(
        after.board().piece_at(Square::E2),
        Some(Role::Knight.of(Color::Black))
    );
}

#[test]
fn i6_pinned_unit_may_not_capture_a_victim_that_would_check_from_its_square() {
    // Taking the pinner puts it between king and... itself: the rook lands
    // on e4 and checks the king.
    let p = pos("4r2k/8/8/8/4R3/8/8/4K3 w - - 0 1");
    assert!(!legal(&p, "e4e8"));
    assert!(legal(&p, "e4e5"), "moving along the pin line is fine");
    // A pinned bishop may not take a rook off the line either: the rook
    // would stand on e2 and check.
    let q = pos("4r2k/8/8/8/8/3r4/4B3/4K3 w - - 0 1");
    assert!(!legal(&q, "e2d3"));
}

#[test]
fn i6_taking_the_checker_can_leave_it_checking() {
    // The bishop b1 takes the checking rook e4, which lands on b1, on the
    // king's rank: still check.
    let p = pos("4k3/8/8/8/4r3/8/8/1B2K3 w - - 0 1");
    assert!(p.is_check());
    assert!(!legal(&p, "b1e4"));
    // The knight f2 may take it: the rook on f2 does not attack e1.
    let q = pos("4k3/8/8/8/4r3/8/5N2/4K3 w - - 0 1");
    assert!(legal(&q, "f2e4"));
}

#[test]
fn i6_taking_a_unit_other_than_the_checker_never_answers_a_check() {
    let p = pos("4k3/8/8/8/4r3/8/1n6/3NK3 w - - 0 1");
    assert!(p.is_check());
    assert!(!legal(&p, "d1b2"), "the swap does not change the occupancy");
    let quiet = pos("4k3/8/8/8/8/8/1n6/3NK3 w - - 0 1");
    assert!(legal(&quiet, "d1b2"));
}

#[test]
fn i6_king_capture_when_the_victim_cannot_attack_back() {
    let p = pos("7k/8/8/8/8/8/4n3/4K3 w - - 0 1");
    assert!(legal(&p, "e1e2"), "the knight on e1 does not attack e2");
    let q = pos("7k/8/8/8/8/8/4r3/4K3 w - - 0 1");
    assert!(
        !legal(&q, "e1e2"),
        "the rook on e1 would attack e2: close mate"
    );
}

#[test]
fn i6_en_passant_keeps_the_rank_blocked() {
    // Classically exd6 e.p. would expose the king to the rook; here the
    // black pawn lands on e5 and still blocks.
    let p = pos("8/8/8/K2pP2r/8/8/8/7k w - d6 0 2");
    assert!(legal(&p, "e5d6"));
}

#[test]
fn i6_en_passant_victim_may_give_check_from_the_capturers_square() {
    // The black pawn, put on e5, would attack the king on f4.
    let p = pos("7k/8/8/3pP3/5K2/8/8/8 w - d6 0 2");
    assert!(!legal(&p, "e5d6"));
}

#[test]
fn i6_en_passant_may_not_open_a_line_through_the_victims_square() {
    // The victim leaves d5 for e5: the diagonal from the bishop on f7 to
    // the king on a2 runs through d5 and the still empty e6.
    let p = pos("7k/5b2/8/3pP3/8/8/K7/8 w - d6 0 2");
    assert!(!legal(&p, "e5d6"));
    // A unit on c4 blocks that diagonal.
    let p = pos("7k/5b2/8/3pP3/2N5/8/K7/8 w - d6 0 2");
    assert!(legal(&p, "e5d6"));
    // The same down a file: the rook on d8 and the king on d1, with our
    // pawn landing on d6 between them.
    let p = pos("3r3k/8/8/3pP3/8/8/8/3K4 w - d6 0 2");
    assert!(legal(&p, "e5d6"), "the capturer blocks the file on d6");
}

#[test]
fn i6_locks_are_ignored_for_check() {
    // The black pawn f6 may not take the queen e5 (reply lock), yet the
    // white king may not step next to it, and a check by a locked unit is a
    // check (see also i3_locked_unit_still_gives_check).
    let p = pos("7k/8/5p2/4Q3/7K/8/8/8 w - - 0 1 - f6>e5");
    assert!(!legal(&p, "h4g5"));
}

// ---------------------------------------------------------------- I-7

#[test]
fn i7_checkmate_wins() {
    let p = pos("6Rk/6pp/8/8/8/8/8/6K1 b - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Checkmate
        })
    );
}

#[test]
fn i7_stalemate_is_a_draw() {
    let p = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(!p.is_check());
    assert!(p.is_stalemate());
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Stalemate
        })
    );
}

#[test]
fn i7_no_insufficient_material_draw() {
    let p = pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(p.outcome(), None);
}

#[test]
fn i7_halfmove_clock_resets_on_captures_and_pawn_moves() {
    let p = play(Immortal::starting(), &["g1f3", "g8f6"]);
    assert_eq!(p.halfmoves(), 2);
    let p = play(p, &["e2e4"]);
    assert_eq!(p.halfmoves(), 0);
    let p = play(p, &["f6e4"]);
    assert_eq!(p.halfmoves(), 0, "a capture resets it");
    let p = play(p, &["b1c3"]);
    assert_eq!(p.halfmoves(), 1);
}

#[test]
fn i7_iv3_repetition_compares_locks_reverse_rights_and_legal_ep() {
    let start = Immortal::starting();
    let back = play(start, &["g1f3", "g8f6", "f3g1", "f6g8"]);
    assert!(back.same_for_repetition(&start));
    assert_eq!(back.zobrist(), start.zobrist());
    assert_ne!(back, start, "the clocks differ");

    let locked = pos("7k/8/5p2/4Q3/7K/8/8/8 w - - 0 1 - f6>e5");
    let free = pos("7k/8/5p2/4Q3/7K/8/8/8 w - - 0 1 - -");
    assert!(!locked.same_for_repetition(&free));
    assert_ne!(locked.zobrist(), free.zobrist());

    let reverse = pos("k7/8/8/8/8/8/8/4R2K w - - 0 1 K -");
    let none = pos("k7/8/8/8/8/8/8/4R2K w - - 0 1 - -");
    assert!(!reverse.same_for_repetition(&none));
    assert_ne!(reverse.zobrist(), none.zobrist());

    // IV-3: the en passant square counts only while the capture is legal.
    let dead_ep = pos("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
    let no_ep = pos("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    assert_eq!(dead_ep.legal_ep_square(), None);
    assert!(dead_ep.same_for_repetition(&no_ep));
    let live_ep = pos("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    let no_live_ep = pos("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
    assert_eq!(live_ep.legal_ep_square(), Some(danilchuk_board::Square::E3));
    assert!(!live_ep.same_for_repetition(&no_live_ep));
}

// ---------------------------------------------------------------- I-8

#[test]
fn i8_uci_castling_king_square_to_rook_square() {
    let p = Immortal::starting();
    let mut castles: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.kind() == MoveKind::Castle)
        .map(|m| p.uci(*m).to_string())
        .collect();
    castles.sort();
    assert_eq!(castles, ["e1a1", "e1h1"]);
    let black = play(p, &["e2e4"]);
    assert_eq!(black.parse_uci("e8h8").unwrap().kind(), MoveKind::Castle);
}

#[test]
fn i8_uci_reverse_castling_king_square_to_rook_square() {
    let p = play(Immortal::starting(), &["e1a1", "e8h8"]);
    let m = p.parse_uci("a1e1").unwrap();
    assert_eq!(m.kind(), MoveKind::ReverseCastle);
    assert_eq!(p.uci(m).to_string(), "a1e1");
    let q = play(p, &["a1e1"]);
    assert_eq!(q.parse_uci("h8e8").unwrap().kind(), MoveKind::ReverseCastle);
}

#[test]
fn i8_uci_promotion_letters() {
    let p = pos("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    for uci in ["b7b8q", "b7b8r", "b7b8b", "b7b8n", "b7a8q", "b7a8n"] {
        assert!(legal(&p, uci), "{uci}");
    }
    assert!(!legal(&p, "b7b8k"));
    assert!(!legal(&p, "b7b8"));
    assert!(p.parse_uci("zz").is_err());
}

// ------------------------------------------------- illegality reasons

#[test]
fn illegality_reasons_name_the_ruling() {
    use danilchuk_board::{Illegality, Move};
    let p = play(pos("4k3/2n5/8/3r4/8/8/3R4/4K3 w - - 0 1"), &["d2d5"]);
    let recapture = Move::new(Square::D2, Square::D5, MoveKind::Capture);
    assert!(p.pseudo_legal_moves().contains(&recapture));
    assert_eq!(p.illegality(recapture), Some(Illegality::Locked), "I-3");
    assert_eq!(p.illegality(p.parse_uci("c7d5").unwrap()), None);
    let nonsense = Move::new(Square::A1, Square::H8, MoveKind::Quiet);
    assert_eq!(p.illegality(nonsense), Some(Illegality::NotAMove));

    let close = pos("6Rk/6pp/8/8/8/8/8/6K1 b - - 0 1");
    assert_eq!(
        close.illegality(Move::new(Square::H8, Square::G8, MoveKind::Capture)),
        Some(Illegality::GameOver)
    );
    let pinned = pos("4r2k/8/8/8/4R3/8/8/4K3 w - - 0 1");
    assert_eq!(
        pinned.illegality(Move::new(Square::E4, Square::E8, MoveKind::Capture)),
        Some(Illegality::LeavesKingInCheck),
        "I-6"
    );
    let blocked = pos("4k3/8/8/8/8/8/8/4Kn1R w K - 0 1");
    assert_eq!(
        blocked.illegality(Move::new(Square::E1, Square::H1, MoveKind::Castle)),
        Some(Illegality::CastlingNotAllowed),
        "I-4"
    );
    let promo = pos("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        promo.illegality(Move::new(Square::B7, Square::B8, MoveKind::Quiet)),
        Some(Illegality::PromotionMissing)
    );
}
