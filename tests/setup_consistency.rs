//! `from_setup` rejects every inconsistent setup, in all
//! three rule sets, with a typed error; and whatever it accepts writes a FEN
//! that reads back to an equal position.

use danilchuk::board::{
    Board, BoardInconsistency, CastlingRights, Color, Position, Role, Setup, SetupError, Square,
};
use danilchuk::classical::Chess;
use danilchuk::immortal::{Immortal, ImmortalSetup, Lock};
use danilchuk::linear::{LineLimit, Linear, LinearSetup, Lines};
use proptest::prelude::*;

/// The starting setup with a black queen toggled onto e1, under the white
/// king: two units on one square, reachable through the public API.
fn two_units_on_e1() -> Setup {
    let mut setup = Setup::starting();
    setup.board.toggle(Square::E1, Role::Queen.of(Color::Black));
    setup
}

#[test]
fn two_units_on_one_square_are_rejected() {
    let expected = SetupError::InconsistentBoard(BoardInconsistency::TwoColors(Square::E1));
    assert_eq!(
        Chess::from_setup(two_units_on_e1(), ()),
        Err(expected.clone())
    );
    let immortal = ImmortalSetup {
        setup: two_units_on_e1(),
        ..ImmortalSetup::starting()
    };
    assert_eq!(Immortal::from_setup(immortal, ()), Err(expected.clone()));
    let mut linear = LinearSetup::starting();
    linear
        .setup
        .board
        .toggle(Square::E1, Role::Queen.of(Color::Black));
    assert_eq!(
        Linear::from_setup(linear, LineLimit::Unlimited),
        Err(expected.clone())
    );
    assert!(expected.to_string().contains("e1"), "{expected}");
}

#[test]
fn role_bits_without_colour_are_rejected() {
    // A white knight toggled onto c1, which holds a white bishop: the colour
    // bit goes, both role bits stay.
    let mut setup = Setup::starting();
    setup
        .board
        .toggle(Square::C1, Role::Knight.of(Color::White));
    let error = Chess::from_setup(setup.clone(), ()).expect_err("inconsistent");
    assert_eq!(
        error,
        SetupError::InconsistentBoard(BoardInconsistency::TwoRoles(Square::C1))
    );
    // Every primitive flips one role bit and one colour bit together, so on
    // each square (roles - colours) stays even: the two errors above are the
    // ones a sequence of primitives can reach.
}

#[test]
fn classical_fullmoves_zero_is_rejected() {
    let setup = Setup {
        fullmoves: 0,
        ..Setup::starting()
    };
    assert_eq!(Chess::from_setup(setup, ()), Err(SetupError::ZeroFullmoves));
    let immortal = ImmortalSetup {
        setup: Setup {
            fullmoves: 0,
            ..Setup::starting()
        },
        ..ImmortalSetup::starting()
    };
    assert_eq!(
        Immortal::from_setup(immortal, ()),
        Err(SetupError::ZeroFullmoves)
    );
    let mut linear = LinearSetup::starting();
    linear.setup.fullmoves = 0;
    assert_eq!(
        Linear::from_setup(linear, LineLimit::Unlimited),
        Err(SetupError::ZeroFullmoves)
    );
}

/// What every accepted position must satisfy.
fn reads_back<P: Position + std::fmt::Debug>(pos: &P) {
    let fen = pos.fen();
    let back = P::from_fen_with(&fen, pos.settings())
        .unwrap_or_else(|e| panic!("accepted position writes {fen}, which is rejected: {e}"));
    assert_eq!(&back, pos, "{fen}");
    assert_eq!(pos.zobrist(), pos.zobrist_from_scratch(), "{fen}");
    assert_eq!(pos.board().check_consistency(), Ok(()), "{fen}");
}

fn square() -> impl Strategy<Value = Square> {
    (0usize..64).prop_map(|i| Square::ALL[i])
}

/// A setup built with the raw primitives: a few base boards with random
/// toggles (which may stack units), and random fields.
fn setup() -> impl Strategy<Value = Setup> {
    let toggle = (square(), 0usize..6, any::<bool>());
    (
        0usize..3,
        prop::collection::vec(toggle, 0..6),
        any::<bool>(),
        0u8..16,
        proptest::option::of(square()),
        0u32..3,
        0u32..3,
    )
        .prop_map(
            |(base, toggles, black, castling, ep, halfmoves, fullmoves)| {
                let mut board = match base {
                    0 => Board::starting(),
                    1 => Board::from_placement("4k3/8/8/8/8/8/8/4K3").expect("valid"),
                    _ => Board::from_placement("r3k2r/8/8/3pP3/8/8/8/R3K2R").expect("valid"),
                };
                for (sq, role, white) in toggles {
                    let color = if white { Color::White } else { Color::Black };
                    board.toggle(sq, Role::ALL[role].of(color));
                }
                Setup {
                    board,
                    turn: if black { Color::Black } else { Color::White },
                    castling: CastlingRights::from_bits(castling),
                    ep_square: ep,
                    halfmoves,
                    fullmoves,
                }
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn accepted_setups_read_back(
        setup in setup(),
        reverse in 0u8..16,
        locks in prop::collection::vec((square(), square()), 0..4),
        castled in (any::<bool>(), any::<bool>()),
        limit in 0usize..3,
    ) {
        if let Ok(pos) = Chess::from_setup(setup.clone(), ()) {
            reads_back(&pos);
        }
        let immortal = ImmortalSetup {
            setup: setup.clone(),
            reverse_castling: CastlingRights::from_bits(reverse),
            locks: locks.iter().map(|&(a, b)| Lock::new(a, b)).collect(),
        };
        if let Ok(pos) = Immortal::from_setup(immortal, ()) {
            reads_back(&pos);
        }
        let mut linear_setup = setup;
        linear_setup.castling = CastlingRights::from_bits(linear_setup.castling.bits() & 0b1010);
        let linear = LinearSetup { setup: linear_setup, lines: Lines::new(castled.0, castled.1) };
        if let Ok(pos) = Linear::from_setup(linear, LineLimit::ALL[limit]) {
            reads_back(&pos);
        }
    }
}
