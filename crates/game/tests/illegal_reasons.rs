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
