//! Known-answer tests: SAN disambiguation, promotions, castling, suffixes,
//! Linear's letters, and the reasons given for illegal moves.

use danilchuk_board::{
    Bitboard, Color, Illegality, Move, MoveKind, Position, Role, Square, Variant,
};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use danilchuk_notation::{
    parse_long, parse_move, parse_san, write_long, write_san, Letters, LongStyle, MoveError,
};

fn fen<P: Position>(fen: &str) -> P {
    P::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The SAN of the move from `from` to `to` (first such legal move).
fn san_of<P: Position>(pos: &P, from: Square, to: Square) -> String {
    let m = pos
        .legal_moves()
        .into_iter()
        .find(|m| m.from() == from && m.to() == to)
        .unwrap_or_else(|| panic!("no move {from}{to} in {}", pos.fen()));
    let san = write_san(pos, m, Letters::English);
    assert_eq!(parse_san(pos, &san), Ok(m), "{san}");
    san
}

fn reason<P: Position>(pos: &P, text: &str) -> Illegality {
    match parse_move(pos, text) {
        Err(MoveError::Illegal { reason, .. }) => reason,
        other => panic!("{text}: expected an illegal move, got {other:?}"),
    }
}

#[test]
fn disambiguation_by_file_rank_and_both() {
    let pos: Chess = fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    assert_eq!(san_of(&pos, Square::B1, Square::D2), "Nbd2");
    assert_eq!(san_of(&pos, Square::F1, Square::D2), "Nfd2");
    assert_eq!(san_of(&pos, Square::F1, Square::H2), "Nh2");

    let pos: Chess = fen("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    assert_eq!(san_of(&pos, Square::A1, Square::A3), "R1a3");
    assert_eq!(san_of(&pos, Square::A5, Square::A3), "R5a3");

    let pos: Chess = fen("K7/8/7k/8/8/3Q4/8/3Q1Q2 w - - 0 1");
    assert_eq!(san_of(&pos, Square::D1, Square::E2), "Qd1e2");
    assert_eq!(san_of(&pos, Square::D3, Square::E2), "Q3e2");
    assert_eq!(san_of(&pos, Square::F1, Square::E2), "Qfe2");
    assert_eq!(san_of(&pos, Square::D3, Square::D2), "Q3d2+");

    // Pawn captures always name the file, and that is enough.
    let pos: Chess = fen("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1");
    assert_eq!(san_of(&pos, Square::C4, Square::D5), "cxd5");
    assert_eq!(san_of(&pos, Square::E4, Square::D5), "exd5");
    assert_eq!(san_of(&pos, Square::E4, Square::E5), "e5");
    assert!(matches!(
        reason(&pos, "Nd2"),
        Illegality::NoSuchUnit { role: Role::Knight }
    ));
}

#[test]
fn ambiguity_is_an_error_naming_the_candidates() {
    let pos: Chess = fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    assert_eq!(
        reason(&pos, "Nd2"),
        Illegality::Ambiguous {
            origins: Bitboard::from_square(Square::B1).with(Square::F1)
        }
    );
    assert!(parse_san(&pos, "Nbd2").is_ok());
    assert!(
        parse_san(&pos, "N1d2").is_err(),
        "both knights are on rank 1"
    );
}

#[test]
fn promotions() {
    let pos: Chess = fen("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    let promo = |to: Square, role: Role| {
        pos.legal_moves()
            .into_iter()
            .find(|m| m.to() == to && m.promotion() == Some(role))
            .unwrap()
    };
    assert_eq!(
        write_san(&pos, promo(Square::E8, Role::Queen), Letters::English),
        "e8=Q+"
    );
    assert_eq!(
        write_san(&pos, promo(Square::E8, Role::Knight), Letters::English),
        "e8=N"
    );
    assert_eq!(
        write_san(&pos, promo(Square::D8, Role::Rook), Letters::English),
        "exd8=R+"
    );
    assert_eq!(
        write_san(&pos, promo(Square::D8, Role::Rook), Letters::Russian),
        "exd8=Л+"
    );
    assert_eq!(
        write_long(&pos, promo(Square::D8, Role::Bishop), LongStyle::ENGLISH),
        "e7xRd8=B"
    );
    assert_eq!(
        parse_san(&pos, "exd8=С"),
        Ok(promo(Square::D8, Role::Bishop))
    );
    assert_eq!(
        parse_san(&pos, "exd8=C"),
        Ok(promo(Square::D8, Role::Bishop))
    );
    assert_eq!(parse_san(&pos, "exd8Q"), Ok(promo(Square::D8, Role::Queen)));
    assert_eq!(pos.parse_uci("e7d8n"), Ok(promo(Square::D8, Role::Knight)));
    assert_eq!(reason(&pos, "e8"), Illegality::PromotionMissing);
    assert_eq!(
        reason(&pos, "e8=K"),
        Illegality::BadPromotion {
            written: Role::King,
            line: None
        }
    );
}

#[test]
fn classical_castling() {
    let pos: Chess = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let short = parse_san(&pos, "O-O").unwrap();
    assert_eq!(short.kind(), MoveKind::Castle);
    assert_eq!(uci_of(&pos, short), "e1g1");
    assert_eq!(parse_move(&pos, "e1g1"), Ok(short));
    assert_eq!(parse_move(&pos, "0-0"), Ok(short));
    let long = parse_san(&pos, "O-O-O").unwrap();
    assert_eq!(write_san(&pos, long, Letters::Russian), "O-O-O");
    assert_eq!(write_long(&pos, long, LongStyle::ENGLISH), "0-0-0");
    assert_eq!(parse_long(&pos, "0—0—0"), Ok(long));
    assert_eq!(
        reason(&Chess::starting(), "O-O"),
        Illegality::CastlingNotAllowed
    );
    assert!(reason(&pos, "O+O").is_rule());
}

#[test]
fn immortal_castling_and_reverse_castling() {
    let mut pos = Immortal::starting();
    // I-4: both castlings are legal at the start, through the own pieces.
    let short = parse_san(&pos, "O-O").unwrap();
    assert_eq!(
        (short.from(), short.to(), short.kind()),
        (Square::E1, Square::H1, MoveKind::Castle)
    );
    assert_eq!(uci_of(&pos, short), "e1h1");
    assert_eq!(write_san(&pos, short, Letters::English), "O-O");
    assert_eq!(parse_san(&pos, "O-O-O").unwrap().to(), Square::A1);
    pos.play(short).unwrap();
    pos.play(parse_san(&pos, "e5").unwrap()).unwrap();
    let back = parse_san(&pos, "O+O").unwrap();
    assert_eq!(back.kind(), MoveKind::ReverseCastle);
    assert_eq!(uci_of(&pos, back), "h1e1");
    assert_eq!(write_san(&pos, back, Letters::English), "O+O");
    assert_eq!(write_long(&pos, back, LongStyle::RUSSIAN), "0+0");
    assert_eq!(parse_move(&pos, "0+0"), Ok(back));
    assert_eq!(parse_move(&pos, "h1e1"), Ok(back));
    assert!(parse_move(&pos, "O+O+O").is_err());
}

#[test]
fn close_mate_is_hash_in_immortal_and_check_in_classical() {
    let text = "7k/7p/8/8/8/8/8/6QK w - - 0 1";
    let classical: Chess = fen(text);
    let immortal: Immortal = fen(text);
    let m = parse_san(&classical, "Qg7").unwrap();
    assert_eq!(write_san(&classical, m, Letters::English), "Qg7+");
    let m = parse_san(&immortal, "Qg7").unwrap();
    assert_eq!(write_san(&immortal, m, Letters::English), "Qg7#");
    assert_eq!(write_long(&immortal, m, LongStyle::RUSSIAN), "Фg1-g7#");
}

#[test]
fn immortal_swap_and_lock() {
    let mut pos = Immortal::starting();
    for text in ["e4", "e5", "Qh5", "Qf6", "Qxf7+", "Qxf7", "Qxe5+"] {
        let m = parse_san(&pos, text).unwrap();
        assert_eq!(write_san(&pos, m, Letters::English), text);
        pos.play(m).unwrap();
    }
    // I-3: the pawn swapped onto f6 may not take back at once.
    assert_eq!(reason(&pos, "fxe5"), Illegality::Locked);
    assert_eq!(reason(&pos, "f6e5"), Illegality::Locked);
    assert!(matches!(
        reason(&pos, "Nxe5"),
        Illegality::CannotReach { role: Role::Knight }
    ));
}

#[test]
fn linear_letters_name_the_unit_before_the_move() {
    let pos = Linear::starting();
    let m = parse_san(&pos, "Nf3").unwrap();
    assert_eq!(write_san(&pos, m, Letters::English), "Nf3");
    assert_eq!(write_san(&pos, m, Letters::Russian), "Кf3");
    assert_eq!(write_long(&pos, m, LongStyle::ENGLISH), "Ng1-f3");
    let mut after = pos;
    after.play(m).unwrap();
    // L-3: the knight became a bishop; a second move names the bishop.
    assert_eq!(after.board().role_at(Square::F3), Some(Role::Bishop));
    after.play(parse_san(&after, "a6").unwrap()).unwrap();
    let b = parse_san(&after, "Be4").unwrap();
    assert_eq!(b.from(), Square::F3);
    assert!(parse_san(&after, "Ne4").is_err());
    // Castling: the king swaps with the queen (L-7).
    let castle = parse_san(&pos, "O-O-O").unwrap();
    assert_eq!((castle.from(), castle.to()), (Square::E1, Square::D1));
    assert_eq!(uci_of(&pos, castle), "e1d1");
    assert_eq!(write_san(&pos, castle, Letters::English), "O-O-O");
    assert!(parse_san(&pos, "O-O").is_err());
}

/// IV-9: every castling spelling of another rule set, in SAN, long
/// notation or UCI, gets a reason that names the rule set's own spelling,
/// while the right one plays in the same position.
#[test]
fn iv9_castling_spelled_another_way_is_named_in_every_notation() {
    let spelled = |variant| Illegality::CastlingSpelledOtherwise {
        variant,
        color: Color::White,
    };
    let linear = Linear::starting();
    assert!(parse_move(&linear, "O-O-O").unwrap().is_castle());
    assert!(parse_move(&linear, "e1d1").unwrap().is_castle());
    for text in ["O-O", "0-0", "e1g1", "e1c1", "e1a1", "e1h1"] {
        let why = reason(&linear, text);
        assert_eq!(why, spelled(Variant::Linear), "{text}");
        assert!(why.to_string().contains("e1d1"), "{text}: {why}");
    }
    // Immortal chess reads the classical UCI squares (IV-9) in every
    // entry point that reads UCI.
    let immortal = Immortal::starting();
    for (text, uci) in [("e1g1", "e1h1"), ("e1c1", "e1a1"), ("O-O", "e1h1")] {
        let m = parse_move(&immortal, text).unwrap();
        assert_eq!(uci_of(&immortal, m), uci, "{text}");
    }
    let chess: Chess = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(uci_of(&chess, parse_move(&chess, "O-O").unwrap()), "e1g1");
    assert_eq!(reason(&chess, "e1h1"), spelled(Variant::Chess));
}

#[test]
fn linear_promotion_is_determined_by_the_line() {
    let pos: Linear = fen("8/3P4/4k3/8/8/8/8/4K3 w - - 0 1 Ee");
    let m = parse_san(&pos, "d8").unwrap();
    assert_eq!(m.promotion(), Some(Role::Queen));
    assert_eq!(write_san(&pos, m, Letters::English), "d8=Q");
    assert_eq!(parse_san(&pos, "d8=Q"), Ok(m));
    assert_eq!(pos.parse_uci("d7d8"), Ok(m));
    assert_eq!(uci_of(&pos, m), "d7d8q");
    assert_eq!(
        reason(&pos, "d8=N"),
        Illegality::BadPromotion {
            written: Role::Knight,
            line: Some(Role::Queen)
        }
    );
}

#[test]
fn linear_hash_means_the_last_king_is_taken() {
    let pos: Linear = fen("4k2R/8/8/8/8/8/8/4K3 w - - 0 1 Ee");
    let m = parse_san(&pos, "Rxe8").unwrap();
    assert_eq!(write_san(&pos, m, Letters::English), "Rxe8#");
    assert_eq!(write_long(&pos, m, LongStyle::RUSSIAN), "Лh8×Крe8#");
    // A move that attacks a king is `+`, even though check restricts nothing.
    let pos: Linear = fen("4k3/8/8/8/8/8/8/4K2R w - - 0 1 Ee");
    let m = parse_san(&pos, "Rh8").unwrap();
    assert_eq!(write_san(&pos, m, Letters::English), "Rh8+");
}

#[test]
fn linear_line_limit() {
    let pos =
        Linear::from_fen_with("4k3/8/8/8/2B5/8/8/1NB1K3 w - - 0 1 Ee", LineLimit::Two).unwrap();
    // The reason comes from the rule set (L-8): a third bishop on the c-file.
    assert_eq!(reason(&pos, "Nc3"), Illegality::OverLineLimit);
    let error = parse_san(&pos, "Nc3").unwrap_err().to_string();
    assert!(error.contains("L-8"), "{error}");
    assert!(parse_san(&pos, "Na3").is_ok());
}

#[test]
fn reasons_for_illegal_moves() {
    let start = Chess::starting();
    assert_eq!(
        reason(&start, "Nd4"),
        Illegality::CannotReach { role: Role::Knight }
    );
    assert_eq!(reason(&start, "Bc4"), Illegality::Blocked);
    assert_eq!(reason(&start, "Qd8"), Illegality::Blocked);
    assert_eq!(
        reason(&start, "e5"),
        Illegality::CannotReach { role: Role::Pawn }
    );
    assert_eq!(reason(&start, "exd3"), Illegality::NothingToCapture);
    assert_eq!(reason(&start, "Nxf3"), Illegality::NothingToCapture);
    assert_eq!(reason(&start, "Ke2"), Illegality::OwnUnitOnTarget);
    assert_eq!(
        reason(&start, "e2-e5"),
        Illegality::CannotReach { role: Role::Pawn }
    );
    assert_eq!(reason(&start, "e1e2"), Illegality::OwnUnitOnTarget);
    let pos: Chess = fen("rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3");
    assert_eq!(reason(&pos, "d5"), Illegality::UnmarkedPawnCapture);
    assert_eq!(parse_move(&pos, "ed5").map(|m| m.to()), Ok(Square::D5));
    assert_eq!(reason(&pos, "Qd1xQd8"), Illegality::Blocked);
    assert_eq!(
        reason(&pos, "Nf3xBe5"),
        Illegality::CapturedUnitMismatch {
            written: Role::Bishop,
            found: Some(Role::Pawn)
        }
    );
    let mated: Chess = fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert_eq!(reason(&mated, "a3"), Illegality::GameOver);
    let pinned: Chess = fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    assert_eq!(reason(&pinned, "Nc3"), Illegality::LeavesKingInCheck);
    assert_eq!(reason(&pinned, "e2c3"), Illegality::LeavesKingInCheck);
    // Messages name the move and the reason.
    let e = parse_san(&pinned, "Nc3").unwrap_err();
    assert_eq!(
        e.to_string(),
        "illegal SAN \"Nc3\": it leaves the king in check"
    );
    let e = parse_san(&pinned, "Nc3!").unwrap_err();
    assert!(e.to_string().contains("character 4"), "{e}");
}

#[test]
fn russian_input_everywhere() {
    let pos = Chess::starting();
    let knight = parse_san(&pos, "Кf3").unwrap();
    assert_eq!(parse_move(&pos, "Кg1- f3"), Ok(knight));
    assert_eq!(parse_move(&pos, "Кg1 —f3"), Ok(knight));
    let mut pos = pos;
    for text in ["e4", "e5", "Кf3", "Кc6", "Сc4", "Сc5", "0-0"] {
        let m = parse_move(&pos, text).unwrap_or_else(|e| panic!("{e}"));
        pos.play(m).unwrap();
    }
    let king: Move = parse_move(&pos, "Крf8").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(king.to(), Square::F8);
    assert_eq!(parse_move(&pos, "Kf8"), Ok(king));
    assert_eq!(parse_move(&pos, "Kрf8"), Ok(king));
    assert_eq!(write_san(&pos, king, Letters::Russian), "Крf8");
}

/// The UCI text of a move, as `Position::uci` writes it.
fn uci_of<P: Position>(pos: &P, m: danilchuk_board::Move) -> String {
    pos.uci(m).to_string()
}
