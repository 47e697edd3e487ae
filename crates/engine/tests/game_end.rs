//! The search at the ends of the game: a mate on the hundredth half-move
//! stands (FIDE 9.3), and a game the rules have drawn still gets a move
//! when a legal move exists.

use danilchuk_board::Position;
use danilchuk_classical::Chess;
use danilchuk_engine::{Engine, Limits, Score};
use danilchuk_game::Game;

fn best(fen: &str, depth: u32) -> (Option<String>, Score) {
    let game = Game::<Chess>::from_fen_with(fen, ()).unwrap();
    let result = Engine::new(4).search(&game, &Limits::depth(depth));
    let best = result.best_move.map(|m| game.position().uci(m).to_string());
    (best, result.score)
}

#[test]
fn mate_on_the_hundredth_half_move_beats_the_fifty_move_draw() {
    let (best, score) = best("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", 3);
    assert_eq!(best.as_deref(), Some("a1a8"));
    assert_eq!(score.mate_moves(), Some(1));
}

#[test]
fn a_drawn_game_with_legal_moves_still_gets_a_move() {
    // IV-4's automatic draws: dead material, the seventy-five-move rule.
    for fen in [
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 150 120",
    ] {
        let game = Game::<Chess>::from_fen_with(fen, ()).unwrap();
        assert!(game.is_over(), "{fen}");
        let (best, score) = best(fen, 3);
        assert!(best.is_some(), "{fen}");
        assert_eq!(score, Score::DRAW, "{fen}");
    }
}

#[test]
fn a_fivefold_repetition_still_gets_a_move() {
    let mut game = Game::<Chess>::starting();
    for _ in 0..4 {
        for m in ["g1f3", "g8f6", "f3g1", "f6g8"] {
            game.play_uci(m).unwrap();
        }
    }
    assert!(game.is_over());
    let result = Engine::new(4).search(&game, &Limits::depth(3));
    assert!(result.best_move.is_some());
    assert_eq!(result.score, Score::DRAW);
}
