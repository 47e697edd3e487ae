//! `Game::play` and `Game::play_uci` say why a move is
//! refused (I-3 locks, L-8 limits, king safety, ...), not only "illegal".

use danilchuk_board::{Illegality, Move, MoveKind, Position, Square, UciError};
use danilchuk_classical::Chess;
use danilchuk_game::{Game, GameError};
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};

fn uci_reason<P: danilchuk_game::GameRules>(game: &mut Game<P>, uci: &str) -> Illegality {
    match game.play_uci(uci) {
        Err(GameError::Uci(UciError::Illegal(e))) => e.reason,
        other => panic!("{uci}: expected an illegal move, got {other:?}"),
    }
}

#[test]
fn i3_play_uci_names_the_lock() {
    let mut game =
        Game::<Immortal>::from_fen_with("7k/8/8/3q4/4Q3/8/8/4K3 b - - 0 1 - d5>e4,e4>d5", ())
            .unwrap();
    assert_eq!(uci_reason(&mut game, "d5e4"), Illegality::Locked);
    let text = game.play_uci("d5e4").unwrap_err().to_string();
    assert!(text.contains("d5e4") && text.contains("I-3"), "{text}");
    assert!(game.moves().is_empty(), "nothing was played");
}

#[test]
fn l8_play_uci_names_the_line_limit() {
    let mut game =
        Game::<Linear>::from_fen_with("4k3/8/8/5B2/5B2/8/8/4K1N1 w - - 0 1 Ee", LineLimit::Two)
            .unwrap();
    assert_eq!(uci_reason(&mut game, "g1f3"), Illegality::OverLineLimit);
}

#[test]
fn play_names_the_reason_too() {
    let mut game = Game::<Chess>::from_fen_with("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", ()).unwrap();
    assert_eq!(uci_reason(&mut game, "e2c3"), Illegality::LeavesKingInCheck);
    match game.play(Move::new(Square::E2, Square::C3, MoveKind::Quiet)) {
        Err(GameError::IllegalMove(e)) => {
            assert_eq!(e.reason, Illegality::LeavesKingInCheck);
            assert_eq!(e.fen, game.position().fen());
        }
        other => panic!("{other:?}"),
    }
}

/// The reason is one call away from any game error that carries one (a
/// `Move` played, a UCI text, a PGN move, a record replayed), and the
/// message is short: the move and the reason, the FEN only in the
/// alternate form.
#[test]
fn reason_is_one_call_away_and_the_message_leaves_out_the_fen() {
    let fen = "7k/8/8/3q4/4Q3/8/8/4K3 b - - 0 1 - d5>e4,e4>d5";
    let mut game = Game::<Immortal>::from_fen_with(fen, ()).unwrap();
    let by_uci = game.play_uci("d5e4").unwrap_err();
    assert_eq!(by_uci.illegality(), Some(Illegality::Locked));
    assert_eq!(
        by_uci.to_string(),
        "illegal move d5e4: the two units are locked by the capture rule (I-3)"
    );
    assert!(format!("{by_uci:#}").contains(fen), "{by_uci:#}");
    let by_move = game
        .play(Move::new(Square::D5, Square::E4, MoveKind::Capture))
        .unwrap_err();
    assert_eq!(by_move.illegality(), Some(Illegality::Locked));
    assert!(!by_move.to_string().contains(fen), "{by_move}");
    // A PGN game whose move is illegal.
    let pgn = "[Variant \"Immortal\"]\n[SetUp \"1\"]\n[FEN \"7k/8/8/3q4/4Q3/8/8/4K3 b - - 0 1 - d5>e4,e4>d5\"]\n\n1... Qxe4 *";
    let by_pgn = Game::<Immortal>::from_pgn(pgn).unwrap_err();
    assert_eq!(by_pgn.illegality(), Some(Illegality::Locked));
    // Errors without a move have none.
    let over = GameError::NoPgnGame;
    assert_eq!(over.illegality(), None);
}
