//! One or more tests per ruling of RULES.md Part L (L-1 … L-9), each named
//! after it, plus the FEN and UCI rules of Part III.

use danilchuk_board::{
    CastlingSide, Color, DrawReason, FenError, FenField, MoveKind, NullMoveError, Outcome,
    Position, Role, SetupError, Square, WinReason,
};
use danilchuk_linear::{LineLimit, Linear, Lines};

fn pos(fen: &str) -> Linear {
    pos_with(fen, LineLimit::Unlimited)
}

fn pos_with(fen: &str, limit: LineLimit) -> Linear {
    Linear::from_fen_with(fen, limit).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Plays a sequence of UCI moves, each of which must be legal.
fn play(mut p: Linear, moves: &str) -> Linear {
    for uci in moves.split_whitespace() {
        let m = p
            .parse_uci(uci)
            .unwrap_or_else(|e| panic!("{uci} in {}: {e}", p.fen()));
        p.play(m).unwrap();
    }
    p
}

fn legal(p: &Linear) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| p.uci(*m).to_string())
        .collect();
    v.sort();
    v
}

fn is_legal(p: &Linear, uci: &str) -> bool {
    p.parse_uci(uci).is_ok()
}

fn piece(p: &Linear, sq: Square) -> Option<(Color, Role)> {
    p.board().piece_at(sq).map(|pc| (pc.color, pc.role))
}

fn count(p: &Linear, color: Color, role: Role) -> u32 {
    p.board().by_piece(role.of(color)).count()
}

// ---------------------------------------------------------------- L-1

#[test]
fn l1_pieces_and_pawns_move_classically() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let rook: Vec<String> = legal(&p)
        .into_iter()
        .filter(|m| m.starts_with("a1"))
        .collect();
    // Along the rank to d1 (b1, c1, d1) and up the file (a2..a8).
    assert_eq!(rook.len(), 3 + 7);
    let start = Linear::starting();
    assert!(is_legal(&start, "e2e4") && is_legal(&start, "e2e3") && !is_legal(&start, "e2e5"));
}

#[test]
fn l1_capture_removes_the_captured_unit() {
    let p = pos("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    let after = play(p, "e4d5");
    assert_eq!(piece(&after, Square::D5), Some((Color::White, Role::Pawn)));
    assert_eq!(after.board().by_color(Color::Black).count(), 1);
    assert_eq!(after.halfmoves(), 0);
}

#[test]
fn l1_en_passant_capture() {
    let p = pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    let p = play(p, "d7d5");
    assert_eq!(p.ep_square(), Some(Square::D6));
    let m = p.parse_uci("e5d6").unwrap();
    assert_eq!(m.kind(), MoveKind::EnPassant);
    let after = play(p, "e5d6");
    assert_eq!(piece(&after, Square::D5), None);
    assert_eq!(piece(&after, Square::D6), Some((Color::White, Role::Pawn)));
    assert_eq!(after.fen(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2 Ee");
}

#[test]
fn l1_ep_square_is_set_after_any_double_step() {
    // Part III: whether or not an en passant capture is possible.
    let p = play(Linear::starting(), "e2e4");
    assert_eq!(p.ep_square(), Some(Square::E3));
    assert_eq!(
        p.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b Qq e3 0 1 Ee"
    );
    let p = play(p, "g8h6");
    assert_eq!(p.ep_square(), None);
}

// ---------------------------------------------------------------- L-2

#[test]
fn l2_each_file_is_the_line_of_its_starting_piece() {
    let lines = Lines::STARTING;
    let expected = [
        Role::Rook,
        Role::Knight,
        Role::Bishop,
        Role::Queen,
        Role::King,
        Role::Bishop,
        Role::Knight,
        Role::Rook,
    ];
    for color in Color::ALL {
        for (file, role) in danilchuk_board::File::ALL.into_iter().zip(expected) {
            assert_eq!(lines.role_on(color, file), role, "{color} {file}");
        }
    }
}

#[test]
fn l2_each_side_has_its_own_line_map() {
    let p = play(Linear::starting(), "e1d1");
    assert!(p.lines().has_castled(Color::White));
    assert!(!p.lines().has_castled(Color::Black));
    assert_eq!(
        p.lines().role_on(Color::White, danilchuk_board::File::E),
        Role::Queen
    );
    assert_eq!(
        p.lines().role_on(Color::Black, danilchuk_board::File::E),
        Role::King
    );
    // Black's bishop landing on the e-file is still a king for Black.
    let p = play(p, "d7d6 a2a3 c8e6");
    assert_eq!(piece(&p, Square::E6), Some((Color::Black, Role::King)));
}

// ---------------------------------------------------------------- L-3

#[test]
fn l3_knight_to_f_file_becomes_bishop() {
    // The source's own example: after Ng1-f3 White has three bishops.
    let p = play(Linear::starting(), "g1f3");
    assert_eq!(piece(&p, Square::F3), Some((Color::White, Role::Bishop)));
    assert_eq!(count(&p, Color::White, Role::Bishop), 3);
    assert_eq!(count(&p, Color::White, Role::Knight), 1);
}

#[test]
fn l3_bishop_to_e_file_becomes_king() {
    // RULES.md: after Bc1-e3 White has a second king.
    let p = play(Linear::starting(), "d2d3 e7e6 c1e3");
    assert_eq!(piece(&p, Square::E3), Some((Color::White, Role::King)));
    assert_eq!(count(&p, Color::White, Role::King), 2);
    assert_eq!(p.kings(Color::White).count(), 2);
}

#[test]
fn l3_knight_to_a_file_becomes_rook() {
    let p = play(Linear::starting(), "b1a3");
    assert_eq!(piece(&p, Square::A3), Some((Color::White, Role::Rook)));
    assert_eq!(count(&p, Color::White, Role::Rook), 3);
}

#[test]
fn l3_transformed_piece_moves_as_its_new_type() {
    // The bishop that was the g1 knight now moves diagonally, and takes on
    // b7, where it becomes a knight.
    let p = play(Linear::starting(), "g1f3 a7a6");
    assert!(is_legal(&p, "f3b7"));
    assert!(
        !is_legal(&p, "f3g5"),
        "a knight's move is no longer available"
    );
    let p = play(p, "f3b7");
    assert_eq!(piece(&p, Square::B7), Some((Color::White, Role::Knight)));
}

#[test]
fn l3_piece_moving_along_its_own_file_does_not_change() {
    let p = play(pos("4k3/8/8/8/8/8/8/R3K2R w - - 0 1"), "a1a5");
    assert_eq!(piece(&p, Square::A5), Some((Color::White, Role::Rook)));
    let p = play(p, "e8e7 e1e2");
    assert_eq!(piece(&p, Square::E2), Some((Color::White, Role::King)));
    assert_eq!(piece(&p, Square::E7), Some((Color::Black, Role::King)));
}

#[test]
fn l3_several_pieces_of_one_type_are_normal() {
    let p = pos("4k3/8/8/8/8/3Q4/3Q4/3QK3 w - - 0 1");
    assert_eq!(count(&p, Color::White, Role::Queen), 3);
    // Queen d3 to c4 becomes a bishop; to e4 a king.
    let p2 = play(p, "d3c4");
    assert_eq!(piece(&p2, Square::C4), Some((Color::White, Role::Bishop)));
    let p3 = play(p, "d3e4");
    assert_eq!(piece(&p3, Square::E4), Some((Color::White, Role::King)));
}

#[test]
fn l3_fen_rejects_a_unit_off_its_line() {
    // Part III: a knight on the e-file is an error, naming field 1.
    let err = Linear::from_fen("4k3/8/8/8/4N3/8/8/4K3 w - - 0 1").unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("field 1") && text.contains("e4") && text.contains("L-3"),
        "{text}"
    );
    // A king on the d-file only fits a side that has castled.
    assert!(Linear::from_fen("4k3/8/8/8/8/8/8/3K4 w - - 0 1 Ee").is_err());
    assert!(Linear::from_fen("4k3/8/8/8/8/8/8/3K4 w - - 0 1 De").is_ok());
    assert!(Linear::from_fen("4k3/8/8/8/8/8/8/3K4 w - - 0 1 Ed").is_err());
}

// ---------------------------------------------------------------- L-4

#[test]
fn l4_no_check_restriction() {
    // White's only king, on e1, is attacked by the bishop on c3.
    let p = pos("4k3/8/8/8/8/2b5/8/4K3 w - - 0 1");
    assert!(p.is_check(), "the bishop on c3 attacks e1");
    // Every king move is legal, including staying attacked or stepping
    // next to the enemy: the pseudo-legal moves are the legal moves.
    assert_eq!(legal(&p), ["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]);
}

#[test]
fn l4_kings_may_stand_next_to_each_other_and_capture_each_other() {
    let p = pos("8/8/8/4k3/4K3/8/8/8 w - - 0 1");
    assert!(p.is_check());
    assert!(is_legal(&p, "e4e5"));
    let after = play(p, "e4e5");
    assert_eq!(
        after.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::LastKingCaptured
        })
    );
}

#[test]
fn l4_king_leaving_its_line_with_a_second_king_becomes_that_lines_piece() {
    let p = pos("4k3/8/8/8/8/4K3/8/4K3 w - - 0 1");
    let p = play(p, "e1f1");
    assert_eq!(piece(&p, Square::F1), Some((Color::White, Role::Bishop)));
    assert_eq!(p.kings(Color::White).count(), 1);
    assert_eq!(p.outcome(), None, "White still has the king on e3");
    assert!(!p.legal_moves().is_empty());
}

#[test]
fn l4_king_leaving_its_line_without_a_second_king_loses() {
    let p = play(pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), "e1d2");
    assert_eq!(piece(&p, Square::D2), Some((Color::White, Role::Queen)));
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::LastKingLeftLine
        })
    );
}

#[test]
fn l4_king_capturing_onto_another_file_becomes_that_piece() {
    let p = pos("4k3/8/8/8/8/5b2/4K3/4K3 w - - 0 1");
    let p = play(p, "e2f3");
    assert_eq!(piece(&p, Square::F3), Some((Color::White, Role::Bishop)));
    assert_eq!(p.outcome(), None);
}

#[test]
fn l4_is_check_means_any_king_of_the_side_to_move_attacked() {
    let p = pos("4k3/8/8/8/8/8/4K3/4K2r w - - 0 1");
    assert!(p.is_check(), "the rook on h1 attacks the king on e1");
    let p = pos("4k3/8/8/8/8/8/4K3/4K3 w - - 0 1");
    assert!(!p.is_check());
}

// ---------------------------------------------------------------- L-5

#[test]
fn l5_capturing_the_last_king_wins() {
    // The rook takes the king on e8 and becomes a king itself (L-3).
    let p = pos("R3k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(p.outcome(), None);
    let q = play(p, "a8e8");
    assert_eq!(piece(&q, Square::E8), Some((Color::White, Role::King)));
    assert_eq!(
        q.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::LastKingCaptured
        })
    );
}

#[test]
fn l5_moving_the_last_king_off_its_line_loses() {
    let p = play(pos("4k3/8/8/8/8/8/8/4K3 b - - 0 1"), "e8d8");
    assert_eq!(piece(&p, Square::D8), Some((Color::Black, Role::Queen)));
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::LastKingLeftLine
        })
    );
}

#[test]
fn l5_the_mover_loses_first_when_both_last_kings_go_in_one_move() {
    // Black has castled (king line d): White's only king takes Black's only
    // king on d5, leaving its own line. Both sides are kingless; the mover
    // (White) loses (L-5 Ruling).
    let p = pos("8/8/8/3k4/4K3/8/8/8 w - - 0 1 Ed");
    let p = play(p, "e4d5");
    assert_eq!(piece(&p, Square::D5), Some((Color::White, Role::Queen)));
    assert!(!p.has_king(Color::White) && !p.has_king(Color::Black));
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::LastKingLeftLine
        })
    );
}

/// The error of a Linear FEN that must be refused.
fn refused(fen: &str) -> String {
    match Linear::from_fen(fen) {
        Ok(p) => panic!("{fen} accepted, outcome {:?}", p.outcome()),
        Err(e) => e.to_string(),
    }
}

#[test]
fn l5_a_kingless_side_that_no_move_could_leave_is_refused() {
    // Part III allows zero kings as a finished game, and L-5 says how a
    // game ends: an empty board is none (a move never removes its own unit,
    // L-1), so its outcome could not be true.
    for fen in ["8/8/8/8/8/8/8/8 w - - 0 1", "8/8/8/8/8/8/8/8 b - - 0 1 Dd"] {
        let e = refused(fen);
        assert!(
            e.contains("field 1 (placement)") && e.contains("L-5"),
            "{e}"
        );
        assert!(e.contains("no game reaches this position"), "{e}");
    }
    // Black made the last move and has no unit at all.
    let e = refused("8/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(e.contains("black, who made the last move"), "{e}");
    // Black made the last move and has no king, but its only piece (a
    // rook on a1) is no king's step off the e-file: its last king did not
    // just leave the line.
    refused("8/8/8/8/8/8/8/r3K3 w - - 0 1");
    // A bishop on f8 beside the king line, but e7, e8 (and g-file squares
    // are no king line) occupied: the king came from none of them.
    refused("4qb2/4q3/8/8/8/8/8/4K3 w - - 0 1");
    // A kingless side with an en passant square: the last move was a
    // double step, which neither takes a king nor moves one (L-5).
    let e = refused("8/8/8/8/4P3/8/8/8 b - e3 0 1");
    assert!(e.contains("field 4 (en passant)"), "{e}");
    let e = refused("4k3/8/8/8/4P3/8/8/8 b - e3 0 1");
    assert!(
        e.contains("field 4 (en passant)") && e.contains("white has no king"),
        "{e}"
    );
}

#[test]
fn l5_every_kingless_position_a_move_leaves_is_accepted() {
    // Black's last king stepped off the e-file to d7 and f7 (becoming a
    // queen and a bishop): the side to move, White, wins.
    for (fen, moves) in [
        ("4k3/8/8/8/8/8/8/4K3 b - - 0 1", "e8d7"),
        ("4k3/8/8/8/8/8/8/4K3 b - - 0 1", "e8f7"),
        // It took a white unit as it left.
        ("4k3/5B2/8/8/8/8/8/4K3 b - - 0 1", "e8f7"),
        // White's king takes Black's last king on d5, off White's line.
        ("8/8/8/3k4/4K3/8/8/8 w - - 0 1 Ed", "e4d5"),
        // A rook takes the last king.
        ("R3k3/8/8/8/8/8/8/4K3 w - - 0 1", "a8e8"),
    ] {
        let after = play(pos(fen), moves);
        assert!(after.outcome().is_some(), "{fen} {moves}");
        let back = pos(&after.fen());
        assert_eq!(back, after, "{fen} {moves}");
        assert_eq!(back.outcome(), after.outcome());
    }
}

#[test]
fn l5_a_finished_game_has_no_legal_moves() {
    let p = play(pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), "e1f1");
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.count_legal_moves(), 0);
    assert_eq!(danilchuk_board::perft(&p, 3), 0);
}

#[test]
fn l5_fen_may_have_any_number_of_kings_including_zero() {
    // Part III: zero kings is a finished game. White took Black's last
    // king on d5 with its own last king, which left White's king line (the
    // position l5_the_mover_loses_first_when_both_last_kings_go_in_one_move
    // plays): both sides kingless, White loses.
    let p = pos("8/8/8/3Q4/8/8/8/8 b - - 0 1 Ed");
    assert!(p.legal_moves().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::LastKingLeftLine
        })
    );
    // Black took White's last king.
    let p = pos("4k3/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::LastKingCaptured
        })
    );
    let p = pos("3k4/3k4/3k4/8/8/8/8/4K3 w - - 0 1 Ed");
    assert_eq!(p.outcome(), None);
    assert!(pos("4k3/4k3/4k3/8/8/4K3/4K3/4K3 b - - 0 1")
        .outcome()
        .is_none());
}

// ---------------------------------------------------------------- L-6

#[test]
fn l6_promotion_on_e8_makes_a_king() {
    // Black has castled, so its king stands on the d-file.
    let p = pos("3k4/4P3/8/8/8/8/8/4K3 w - - 0 1 Ed");
    let moves = legal(&p);
    assert!(moves.contains(&"e7e8k".to_string()), "{moves:?}");
    let p = play(p, "e7e8k");
    assert_eq!(piece(&p, Square::E8), Some((Color::White, Role::King)));
    assert_eq!(p.kings(Color::White).count(), 2);
}

#[test]
fn l6_promotion_to_the_lines_piece_on_each_file() {
    let p = pos("4k3/PPPP1PPP/8/8/8/8/8/4K3 w - - 0 1");
    let promotions: Vec<String> = legal(&p).into_iter().filter(|m| m.len() == 5).collect();
    // Exactly one promotion per pawn move, to the piece of the file's line.
    assert_eq!(
        promotions,
        ["a7a8r", "b7b8n", "c7c8b", "d7d8q", "d7e8k", "f7e8k", "f7f8b", "g7g8n", "h7h8r"]
    );
    let p = play(p, "d7d8");
    assert_eq!(piece(&p, Square::D8), Some((Color::White, Role::Queen)));
}

#[test]
fn l6_capture_promotion_takes_the_landing_files_piece() {
    let p = pos("1n2k3/2P5/8/8/8/8/8/4K3 w - - 0 1");
    assert!(is_legal(&p, "c7b8n"));
    assert!(!is_legal(&p, "c7b8q"), "no choice of piece (L-6)");
    let p = play(p, "c7b8");
    assert_eq!(piece(&p, Square::B8), Some((Color::White, Role::Knight)));
}

#[test]
fn l6_promotion_letter_is_optional_on_input_and_printed_on_output() {
    let p = pos("3k4/4P3/8/8/8/8/8/4K3 w - - 0 1 Ed");
    let with = p.parse_uci("e7e8k").unwrap();
    let without = p.parse_uci("e7e8").unwrap();
    assert_eq!(with, without);
    assert_eq!(with.promotion(), Some(Role::King));
    assert_eq!(p.uci(with).to_string(), "e7e8k");
    assert!(p.parse_uci("e7e8q").is_err(), "a wrong letter is illegal");
    assert!(
        p.parse_uci("e1e2q").is_err(),
        "a letter on a move that does not promote"
    );
}

#[test]
fn l6_black_promotes_on_rank_1() {
    let p = pos("4k3/8/8/8/8/8/3p4/4K3 b - - 0 1");
    let p = play(p, "d2d1");
    assert_eq!(piece(&p, Square::D1), Some((Color::Black, Role::Queen)));
}

#[test]
fn l6_promotion_after_castling_uses_the_swapped_lines() {
    let p = pos("4k3/3P1P2/8/8/8/8/8/3KQ3 w - - 0 1 De");
    let p2 = play(p, "d7d8");
    assert_eq!(piece(&p2, Square::D8), Some((Color::White, Role::King)));
    let p3 = play(p, "f7e8");
    assert_eq!(piece(&p3, Square::E8), Some((Color::White, Role::Queen)));
}

// ---------------------------------------------------------------- L-7

#[test]
fn l7_castling_swaps_king_and_queen_and_the_lines() {
    let start = Linear::starting();
    let m = start.parse_uci("e1d1").unwrap();
    assert_eq!(m.kind(), MoveKind::Castle);
    assert_eq!((m.from(), m.to()), (Square::E1, Square::D1));
    assert_eq!(start.uci(m).to_string(), "e1d1");
    let p = play(start, "e1d1");
    assert_eq!(piece(&p, Square::D1), Some((Color::White, Role::King)));
    assert_eq!(piece(&p, Square::E1), Some((Color::White, Role::Queen)));
    assert_eq!(p.lines().king_file(Color::White), danilchuk_board::File::D);
    assert!(!p
        .castling_rights()
        .has(Color::White, CastlingSide::QueenSide));
    assert!(p
        .castling_rights()
        .has(Color::Black, CastlingSide::QueenSide));
    assert_eq!(
        p.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR b q - 1 1 De"
    );
    // Black castles too: e8d8.
    let p = play(p, "e8d8");
    assert_eq!(
        p.fen(),
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 2 2 Dd"
    );
}

#[test]
fn l7_later_moves_use_the_swapped_lines() {
    let p = play(Linear::starting(), "e1d1 e7e5 d2d4 a7a6 c1d2");
    // The bishop landing on the d-file is now a king for White.
    assert_eq!(piece(&p, Square::D2), Some((Color::White, Role::King)));
    let p = play(p, "a6a5 e2e4 a5a4 f1e2");
    // And on the e-file a queen.
    assert_eq!(piece(&p, Square::E2), Some((Color::White, Role::Queen)));
    // The queen on e1 moving along e stays a queen; the king on d1 leaving
    // its line for c1 becomes a bishop, while the king on d2 remains.
    let p = play(p, "h7h6 d1c1");
    assert_eq!(piece(&p, Square::C1), Some((Color::White, Role::Bishop)));
    assert_eq!(p.kings(Color::White).count(), 1);
    assert_eq!(p.outcome(), None);
    // Black's lines are unchanged: its bishop to e7 is a king.
    let p = play(p, "f8e7");
    assert_eq!(piece(&p, Square::E7), Some((Color::Black, Role::King)));
}

#[test]
fn l7_castling_is_refused_while_the_king_is_attacked() {
    // (1): the knight on g2 attacks e1.
    let p = pos("4k3/8/8/8/8/8/6n1/3QK3 w Q - 0 1");
    assert!(p.is_check());
    assert!(!is_legal(&p, "e1d1"));
    // An attacked queen does not matter.
    let p = pos("4k3/8/8/8/8/8/1n6/3QK3 w Q - 0 1");
    assert!(is_legal(&p, "e1d1"));
}

#[test]
fn l7_castling_is_refused_while_a_slider_attacks_the_king_and_allowed_when_blocked() {
    // (1) with the sliders' attacks: the bishop on c3 attacks e1 over d2.
    let p = pos("4k3/8/8/8/8/2b5/8/3QK3 w Q - 0 1 Ee");
    assert!(!is_legal(&p, "e1d1"));
    let p = pos("4k3/8/8/8/8/2b5/3P4/3QK3 w Q - 0 1 Ee");
    assert!(is_legal(&p, "e1d1"), "d2 blocks the bishop");
    // Black has castled, so its queen line is e: the queen on e5 attacks e1
    // down the file.
    let p = pos("3k4/8/8/4q3/8/8/8/3QK3 w Q - 0 1 Ed");
    assert!(!is_legal(&p, "e1d1"));
    let p = pos("3k4/8/8/4q3/8/4P3/8/3QK3 w Q - 0 1 Ed");
    assert!(is_legal(&p, "e1d1"), "e3 blocks the queen");
    // The rook on a1 attacks e1 along the first rank; a unit between blocks.
    let p = pos("4k3/8/8/8/8/8/8/r2QK3 w Q - 0 1 Ee");
    assert!(is_legal(&p, "e1d1"), "the queen on d1 blocks the rook");
    let p = pos("4k3/8/8/8/8/8/8/3QK2r w Q - 0 1 Ee");
    assert!(!is_legal(&p, "e1d1"));
    // The same for Black, on e8.
    let p = pos("3qk2R/8/8/8/8/8/8/4K3 b q - 0 1 Ee");
    assert!(!is_legal(&p, "e8d8"));
    let p = pos("3qk3/8/8/8/8/8/8/4K3 b q - 0 1 Ee");
    assert!(is_legal(&p, "e8d8"));
}

#[test]
fn l7_castling_is_refused_after_the_king_or_queen_moved() {
    // (2): king there and back.
    let p = play(pos("4k3/8/8/8/8/8/8/3QK3 w Q - 0 1"), "e1e2 e8e7 e2e1 e7e8");
    assert!(!is_legal(&p, "e1d1"));
    assert_eq!(p.castling_rights().bits(), 0);
    // Queen there and back.
    let p = play(pos("4k3/8/8/8/8/8/8/3QK3 w Q - 0 1"), "d1d2 e8e7 d2d1 e7e8");
    assert!(!is_legal(&p, "e1d1"));
    // The queen captured on d1 (by a rook on the d-file? it would be a queen:
    // a black queen on d8 takes d1).
    let p = play(pos("3qk3/8/8/8/8/8/8/3QK3 b Qq - 0 1"), "d8d1");
    assert!(!p
        .castling_rights()
        .has(Color::White, CastlingSide::QueenSide));
    assert!(!p
        .castling_rights()
        .has(Color::Black, CastlingSide::QueenSide));
}

#[test]
fn l7_castling_is_refused_with_a_second_king_or_queen_on_those_lines() {
    // (3): a second king on the e-file.
    let p = pos("4k3/8/8/8/4K3/8/8/3QK3 w Q - 0 1");
    assert!(!is_legal(&p, "e1d1"));
    // A second queen on the d-file.
    let p = pos("4k3/8/8/3Q4/8/8/8/3QK3 w Q - 0 1");
    assert!(!is_legal(&p, "e1d1"));
    // Pawns on those files do not matter, nor pieces elsewhere.
    let p = pos("4k3/8/8/8/8/3PP3/2B2B2/3QK3 w Q - 0 1");
    assert!(is_legal(&p, "e1d1"));
}

#[test]
fn l7_castling_is_once_per_game() {
    let p = play(Linear::starting(), "e1d1 a7a6");
    assert!(!p
        .castling_rights()
        .has(Color::White, CastlingSide::QueenSide));
    assert!(!legal(&p)
        .iter()
        .any(|m| m.starts_with("d1e1") || m.starts_with("e1d1")));
    // A FEN with a castling right for a side whose king line is already d
    // is rejected (Part III).
    let err = Linear::from_fen("4k3/8/8/8/8/8/8/3KQ3 w Q - 0 1 De").unwrap_err();
    assert!(err.to_string().contains("field 3"), "{err}");
}

#[test]
fn l7_castling_right_needs_king_and_queen_at_home() {
    for fen in [
        "4k3/8/8/8/8/8/8/4K3 w Q - 0 1",
        "4k3/8/8/8/8/8/8/3Q4 w Q - 0 1",
        "4k3/8/8/8/8/8/3Q4/4K3 w Q - 0 1",
        "8/8/8/8/8/8/8/3QK3 w q - 0 1",
    ] {
        let err = Linear::from_fen(fen).unwrap_err();
        assert!(
            matches!(err, FenError::Setup(SetupError::BadCastlingRight { .. })),
            "{fen}: {err}"
        );
        assert!(err.to_string().contains("field 3"), "{err}");
    }
    // K and k do not exist in Linear chess.
    let err = Linear::from_fen("4k3/8/8/8/8/8/8/3QK2R w K - 0 1").unwrap_err();
    assert!(
        matches!(
            err,
            FenError::Field {
                field: FenField::Castling,
                ..
            }
        ),
        "{err}"
    );
}

// ---------------------------------------------------------------- L-8

/// White's bishops on f2 and f4 (two) or also f6 (three), and a knight on
/// g1 that could land on f3.
const TWO_ON_F: &str = "4k3/8/8/8/5B2/8/5B2/4K1N1 w - - 0 1";
const THREE_ON_F: &str = "4k3/8/5B2/8/5B2/8/5B2/4K1N1 w - - 0 1";

#[test]
fn l8_each_limit_refuses_the_move_that_would_overfill_a_line() {
    // Two bishops on f: the knight to f3 would make three.
    let two = TWO_ON_F;
    assert!(is_legal(&pos_with(two, LineLimit::Unlimited), "g1f3"));
    assert!(is_legal(&pos_with(two, LineLimit::Three), "g1f3"));
    assert!(!is_legal(&pos_with(two, LineLimit::Two), "g1f3"));
    // Three bishops on f: four is too many at level "three".
    let three = THREE_ON_F;
    assert!(is_legal(&pos_with(three, LineLimit::Unlimited), "g1f3"));
    assert!(!is_legal(&pos_with(three, LineLimit::Three), "g1f3"));
    // Other knight moves are unaffected.
    assert!(is_legal(&pos_with(two, LineLimit::Two), "g1h3"));
}

#[test]
fn l8_captures_count_like_any_landing() {
    let fen = "4k3/8/8/8/5B2/5p2/5B2/4K1N1 w - - 0 1";
    assert!(
        !is_legal(&pos_with(fen, LineLimit::Two), "g1f3"),
        "capture onto a full file"
    );
    assert!(is_legal(&pos_with(fen, LineLimit::Three), "g1f3"));
}

#[test]
fn l8_a_promotion_counts_even_a_straight_push() {
    let fen = "4k3/3P4/8/8/3Q4/8/3Q4/4K3 w - - 0 1";
    assert!(is_legal(&pos_with(fen, LineLimit::Unlimited), "d7d8q"));
    assert!(is_legal(&pos_with(fen, LineLimit::Three), "d7d8q"));
    assert!(!is_legal(&pos_with(fen, LineLimit::Two), "d7d8q"));
    // Ordinary pawn moves are never refused.
    let fen = "4k3/8/8/8/8/3P4/3Q4/3QK3 w - - 0 1";
    assert!(is_legal(&pos_with(fen, LineLimit::Two), "d3d4"));
}

#[test]
fn l8_moving_along_its_own_file_never_breaks_a_limit() {
    let p = pos_with("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", LineLimit::Two);
    assert!(is_legal(&p, "a1a3") && is_legal(&p, "a5a8"));
    assert!(is_legal(&p, "a1b1"), "the b-file is open");
    let p = pos_with("4k3/8/8/8/8/8/4K3/4K3 w - - 0 1", LineLimit::Two);
    assert!(is_legal(&p, "e2e3"));
    // Two queens on d: the rook on a2 may not go to d2, the queens may move
    // along d.
    let p = pos_with("4k3/8/8/8/3Q4/8/R7/3QK3 w - - 0 1", LineLimit::Two);
    assert!(!is_legal(&p, "a2d2"));
    assert!(is_legal(&p, "a2c2"));
    assert!(is_legal(&p, "d4d7") && is_legal(&p, "d1d2"));
    assert!(is_legal(&p, "d4c5"), "the c-file is open");
}

#[test]
fn l8_castling_never_breaks_a_limit() {
    let p = Linear::starting_with(LineLimit::Two);
    assert!(is_legal(&p, "e1d1"));
    assert_eq!(p.legal_moves().len(), 21);
}

#[test]
fn l8_fen_over_the_limit_is_rejected() {
    // Crate decision: a position over the game's limit cannot arise in it.
    let fen = THREE_ON_F;
    assert!(Linear::from_fen_with(fen, LineLimit::Three).is_ok());
    let err = Linear::from_fen_with(fen, LineLimit::Two).unwrap_err();
    assert!(
        err.to_string().contains("L-8") && err.to_string().contains("field 1"),
        "{err}"
    );
}

#[test]
fn l8_line_limit_setting() {
    assert_eq!(LineLimit::default(), LineLimit::Unlimited);
    assert_eq!(LineLimit::Unlimited.max_per_line(), None);
    assert_eq!(LineLimit::Three.max_per_line(), Some(3));
    assert_eq!(LineLimit::Two.max_per_line(), Some(2));
    for limit in LineLimit::ALL {
        assert_eq!(limit.to_string().parse::<LineLimit>(), Ok(limit));
        assert_eq!(LineLimit::from_max(limit.max_per_line()), Some(limit));
        assert_eq!(Linear::starting_with(limit).settings(), limit);
    }
    assert_eq!("unlimited".parse::<LineLimit>(), Ok(LineLimit::Unlimited));
    assert!("4".parse::<LineLimit>().is_err());
}

// ---------------------------------------------------------------- L-9

#[test]
fn l9_no_legal_move_is_a_stalemate_draw() {
    // Found by search: every white unit is walled in by its own.
    let p = pos("1NBQKBN1/pPPPPPPr/P1P2P1P/8/8/4k3/8/8 w - - 0 1");
    assert!(p.legal_moves().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Stalemate
        })
    );
}

#[test]
fn l9_l8_a_line_limit_can_stalemate() {
    // With at most two a line, the king on e7 may not step to f7 (the
    // f-file holds two bishops, the e-file two kings).
    let fen = "1NBQKBn1/rPPPK1P1/P1PPPBn1/4p1P1/4k3/r7/3pk1p1/8 w - - 0 1";
    let limited = pos_with(fen, LineLimit::Two);
    assert_eq!(
        limited.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Stalemate
        })
    );
    let free = pos_with(fen, LineLimit::Unlimited);
    assert!(is_legal(&free, "e7f7"));
    assert_eq!(free.outcome(), None);
}

#[test]
fn l9_repetition_compares_line_maps() {
    let a = pos("4k3/8/8/8/8/8/8/3K4 w - - 0 1 De");
    let b = pos("4k3/8/8/8/8/8/8/3K4 w - - 5 9 De");
    assert!(a.same_for_repetition(&b));
    assert_eq!(a.zobrist(), b.zobrist());
    // Same placement, different line maps: Black's king line differs.
    // Black's last king left its line (e, then d) for the f- (then c-)
    // file: a finished game (L-5), whose line maps still count.
    let c = pos("8/8/8/8/2b2b2/8/8/3K4 w - - 0 1 De");
    let d = pos("8/8/8/8/2b2b2/8/8/3K4 w - - 0 1 Dd");
    assert!(!c.same_for_repetition(&d));
    assert_ne!(c.zobrist(), d.zobrist());
}

#[test]
fn l9_halfmove_clock_counts_and_resets() {
    let p = play(Linear::starting(), "g1f3 g8f6 f3g4");
    assert_eq!(p.halfmoves(), 3);
    let p = play(p, "e7e6");
    assert_eq!(p.halfmoves(), 0);
    assert_eq!(p.fullmoves(), 3);
}

// ---------------------------------------------------------------- Part III

#[test]
fn fen_field_7_defaults_and_round_trips() {
    let p = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq -");
    assert_eq!(p, Linear::starting());
    assert_eq!(
        p.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 0 1 Ee"
    );
    for fen in [
        "4k3/8/8/8/8/8/8/3K4 w - - 0 1 De",
        "3k4/8/8/8/8/8/8/4K3 b - - 7 30 Ed",
        "3k4/8/8/8/8/8/8/3K4 w - - 0 1 Dd",
    ] {
        assert_eq!(pos(fen).fen(), fen);
    }
}

#[test]
fn fen_errors_name_the_field() {
    let cases: [(&str, u8); 7] = [
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 Xe", 7),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 ee", 7),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 Eee", 7),
        ("4k3/8/8/8/8/8/8/4K3 w Kq - 0 1", 3),
        ("4k3/8/8/8/8/8/8/4K3 w - e3 0 1", 4),
        ("4k3/8/8/8/8/8/8/4K3 w - - Ee", 5),
        ("4k2P/8/8/8/8/8/8/4K3 w - - 0 1", 1),
    ];
    for (fen, field) in cases {
        let err = Linear::from_fen(fen).unwrap_err();
        assert!(
            err.to_string().contains(&format!("field {field}")),
            "{fen}: {err}"
        );
    }
    assert!(matches!(
        Linear::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1 Ee x"),
        Err(FenError::TooManyFields {
            found: 8,
            max: 7,
            ..
        })
    ));
    assert!(Linear::from_fen("").is_err());
    assert!(
        Linear::from_fen("4k3/pppppppp/pppppppp/pppppppp/8/8/8/4K3 w - - 0 1").is_err(),
        "too many units"
    );
}

#[test]
fn l8_over_the_limit_is_explained() {
    use danilchuk_board::{Illegality, Move, MoveKind, Position, Square};
    // Two white rooks stand on the a-file: under limit 2 the knight may not
    // join them as a third rook (L-3, L-8).
    let fen = "4k3/8/8/8/8/8/R7/RN2K3 w - - 0 1 Ee";
    let pos = Linear::from_fen_with(fen, LineLimit::Two).expect("valid");
    let to_a = Move::new(Square::B1, Square::A3, MoveKind::Quiet);
    assert_eq!(pos.illegality(to_a), Some(Illegality::OverLineLimit));
    assert!(pos.pseudo_legal_moves().contains(&to_a));
    assert_eq!(
        pos.illegality(Move::new(Square::B1, Square::C3, MoveKind::Quiet)),
        None
    );
    let unlimited = Linear::from_fen(fen).expect("valid");
    assert_eq!(unlimited.illegality(to_a), None);
    assert_eq!(
        pos.illegality(Move::new(Square::B1, Square::B4, MoveKind::Quiet)),
        Some(Illegality::NotAMove)
    );
}

#[test]
fn l5_l7_illegality_reasons() {
    use danilchuk_board::{Illegality, Move, MoveKind, Position, Square};
    // No black king: the game is over (L-5).
    let over = Linear::from_fen("8/8/8/8/8/8/8/4K3 b - - 0 1 Ee").expect("valid");
    assert_eq!(
        over.illegality(Move::new(Square::E1, Square::E2, MoveKind::Quiet)),
        Some(Illegality::GameOver)
    );
    // Castling while the king is attacked (L-7 condition 1).
    let attacked = Linear::from_fen("4k3/8/8/8/8/8/8/3QK2r w Q - 0 1 Ee").expect("valid");
    assert_eq!(
        attacked.illegality(Move::new(Square::E1, Square::D1, MoveKind::Castle)),
        Some(Illegality::CastlingNotAllowed)
    );
}

/// L-5 with IV-8: once a side has no king the game has ended, and a null
/// move is refused: after it the position would say the other side made the
/// deciding move (here White's last king was captured; passed, it would
/// read as White having moved it off its line), which no game reaches.
#[test]
fn l5_no_null_move_after_the_last_king() {
    let over = pos("r2qkbnr/2ppp1p1/rp3p1p/R7/P7/2P2P1P/1P1PP1P1/1NBQkBNR w q - 1 9");
    assert!(over.outcome().is_some());
    let mut passed = over;
    assert_eq!(passed.play_null(), Err(NullMoveError::GameOver));
    assert_eq!(passed, over, "a refused pass leaves the position untouched");
    assert_eq!(over.swap_turn(), Err(NullMoveError::GameOver));
    // While both sides have a king, attacked or not, a pass is allowed (L-4).
    assert!(Linear::starting().swap_turn().is_ok());
}
