//! Tests of the shared core: squares, bitboards, placement, FEN fields 1-6,
//! castling flags and UCI strings.

use danilchuk_board::{
    attacks, Bitboard, Board, CastlingRights, CastlingSide, Color, FenError, FenField, File, Piece,
    PlacementError, Rank, Role, Setup, Square, UciError, UciMove,
};
use proptest::prelude::*;

proptest! {
    #[test]
    fn square_names_round_trip(i in 0u32..64) {
        let sq = Square::from_index(i).expect("on board");
        prop_assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        prop_assert_eq!(Square::new(sq.file(), sq.rank()), sq);
        prop_assert_eq!(sq.relative_to(Color::Black).relative_to(Color::Black), sq);
    }

    #[test]
    fn bitboard_set_operations(a in any::<u64>(), b in any::<u64>()) {
        let (x, y) = (Bitboard(a), Bitboard(b));
        prop_assert_eq!((x | y).count(), (x.count() + y.count()) - (x & y).count());
        prop_assert_eq!((x - y) | (x & y), x);
        prop_assert_eq!(x ^ y, (x | y) - (x & y));
        prop_assert_eq!(x.into_iter().count() as u32, x.count());
        prop_assert_eq!(x.into_iter().collect::<Bitboard>(), x);
        prop_assert_eq!(x.flip_vertical().flip_vertical(), x);
        prop_assert_eq!(x.more_than_one(), x.count() > 1);
        let mut popped = x;
        let first = popped.pop_first();
        prop_assert_eq!(first, x.first());
        if let Some(sq) = first {
            prop_assert_eq!(popped, x.without(sq));
        }
    }

    #[test]
    fn shifts_drop_off_the_edges(a in any::<u64>()) {
        let x = Bitboard(a);
        for sq in x.east() {
            prop_assert!(sq.file() != File::A && x.contains(sq.offset(-1, 0).expect("on board")));
        }
        for sq in x.west() {
            prop_assert!(sq.file() != File::H && x.contains(sq.offset(1, 0).expect("on board")));
        }
        prop_assert_eq!(x.north().count(), (x - Bitboard::from_rank(Rank::Eighth)).count());
    }

    #[test]
    fn placement_round_trip(cells in prop::collection::vec(prop::option::of(0usize..12), 64)) {
        let mut board = Board::empty();
        for (i, cell) in cells.iter().enumerate() {
            if let Some(p) = cell {
                let piece = Role::ALL[p % 6].of(Color::ALL[p / 6]);
                board.set_piece_at(Square::ALL[i], piece);
            }
        }
        let text = board.to_string();
        prop_assert_eq!(Board::from_placement(&text), Ok(board));
    }

    #[test]
    fn setup_prefix_never_panics(text in "\\PC{0,80}") {
        let _ = Setup::parse_fen_prefix(&text);
    }

    #[test]
    fn uci_never_panics(text in "\\PC{0,8}") {
        if let Ok(m) = text.parse::<UciMove>() {
            prop_assert_eq!(m.to_string(), text);
        }
    }
}

#[test]
fn sliding_attacks_respect_blockers() {
    let occupied = Bitboard::from_square(Square::E6) | Square::B4 | Square::E2;
    let rook = attacks::rook_attacks(Square::E4, occupied);
    assert_eq!(
        rook,
        Square::E5
            | Square::E6
            | Square::E3
            | Square::E2
            | Square::D4
            | Square::C4
            | Square::B4
            | Square::F4
            | Square::G4
            | Square::H4
    );
    let bishop = attacks::bishop_attacks(Square::A1, Bitboard::from_square(Square::D4));
    assert_eq!(bishop, Square::B2 | Square::C3 | Square::D4);
}

#[test]
fn placement_errors_say_where() {
    assert_eq!(
        Board::from_placement("8/8/8/8/8/8/8"),
        Err(PlacementError::BadRankCount(7))
    );
    assert_eq!(
        Board::from_placement("8/8/8/8/8/8/8/9"),
        Err(PlacementError::BadChar {
            found: '9',
            column: 15
        })
    );
    assert_eq!(
        Board::from_placement("8/8/8/8/8/8/8/ppppppppp"),
        Err(PlacementError::BadRankLength {
            rank: 1,
            squares: 9
        })
    );
    assert_eq!(
        Board::from_placement("8/8/8/8/8/8/8/44"),
        Err(PlacementError::ConsecutiveDigits { column: 16 }),
        "one digit counts a run of empty squares"
    );
}

#[test]
fn fen_prefix_errors_name_the_field() {
    let missing = Setup::parse_fen_prefix("8/8/8/8/8/8/8/8 w");
    assert_eq!(missing, Err(FenError::Missing(FenField::Castling)));
    let bad_clock = Setup::parse_fen_prefix("8/8/8/8/8/8/8/8 w - - x 1");
    assert!(matches!(
        bad_clock,
        Err(FenError::Field {
            field: FenField::HalfmoveClock,
            ..
        })
    ));
    let zero_move = Setup::parse_fen_prefix("8/8/8/8/8/8/8/8 w - - 0 0");
    assert!(matches!(
        zero_move,
        Err(FenError::Field {
            field: FenField::FullmoveNumber,
            ..
        })
    ));
    let text = bad_clock.expect_err("bad").to_string();
    assert!(text.contains("field 5 (halfmove clock)"), "{text}");
}

#[test]
fn castling_rights_text() {
    let rights: CastlingRights = "KQkq".parse().expect("valid");
    assert_eq!(rights, CastlingRights::ALL);
    assert!(rights.has(Color::Black, CastlingSide::QueenSide));
    assert!("qk".parse::<CastlingRights>().is_err());
    assert!("KK".parse::<CastlingRights>().is_err());
    assert!("".parse::<CastlingRights>().is_err());
    assert_eq!(CastlingRights::EMPTY.to_string(), "-");
}

#[test]
fn uci_syntax() {
    assert!(matches!(
        "e2e".parse::<UciMove>(),
        Err(UciError::Syntax { .. })
    ));
    assert!(matches!(
        "e7e8p".parse::<UciMove>(),
        Err(UciError::Syntax { .. })
    ));
    assert!(matches!(
        "e7e8Q".parse::<UciMove>(),
        Err(UciError::Syntax { .. })
    ));
    assert_eq!(
        "e7e8k".parse::<UciMove>().map(|m| m.promotion),
        Ok(Some(Role::King))
    );
}

#[test]
fn pieces_and_letters() {
    assert_eq!(Piece::from_char('q'), Some(Role::Queen.of(Color::Black)));
    assert_eq!(Role::King.russian(), "Кр");
    assert_eq!(Role::Knight.russian(), "К");
    assert_eq!(Board::starting().pieces().count(), 32);
    let diagram = Board::starting().diagram().to_string();
    assert!(diagram.starts_with("8  r n b q k b n r"), "{diagram}");
}

#[test]
fn is_attacked_agrees_with_attackers_to() {
    // The start, Kiwipete, and placements with sliders near and far,
    // blocked and open; every square, both attackers, two occupancies.
    for placement in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R",
        "4k3/8/2b5/8/3Q4/8/1r3N2/4K2R",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8",
    ] {
        let board = Board::from_placement(placement).unwrap();
        for occupied in [board.occupied(), Bitboard::EMPTY] {
            for attacker in Color::ALL {
                for sq in Square::ALL {
                    assert_eq!(
                        board.is_attacked(sq, attacker, occupied),
                        board.attackers_to(sq, attacker, occupied).any(),
                        "{placement} {sq} {attacker:?}"
                    );
                }
            }
        }
    }
}
