//! Property tests: random games for each rule set, undone and redone, their
//! repetition counts and outcomes checked against a brute-force oracle.

use danilchuk_board::{DrawReason, Outcome, Position};
use danilchuk_classical::Chess;
use danilchuk_game::{same_position, Game, GameRules};
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;
use proptest::prelude::*;

mod common;
use common::{choices, limit, random_game, start, SPARSE_CHESS, SPARSE_IMMORTAL, SPARSE_LINEAR};

/// The repetition count by brute force: every earlier position, whole game.
fn oracle_repetitions<P: GameRules>(game: &Game<P>) -> u32 {
    let now = game.position();
    let count = game.positions().filter(|p| same_position(p, now)).count();
    u32::try_from(count).expect("small")
}

/// The outcome by the rules, from the position and the oracle count.
fn oracle_outcome<P: GameRules>(game: &Game<P>) -> Option<Outcome> {
    let pos = game.position();
    let reps = oracle_repetitions(game);
    pos.outcome().or_else(|| {
        let reason = if pos.is_insufficient_material() {
            DrawReason::InsufficientMaterial
        } else if reps >= 5 {
            DrawReason::FivefoldRepetition
        } else if pos.halfmoves() >= 150 {
            DrawReason::SeventyFiveMoveRule
        } else {
            return None;
        };
        Some(Outcome::Draw { reason })
    })
}

/// Every property of one random game.
fn check_game<P: GameRules>(start: P, choices: &[u16]) {
    let game = random_game(start.clone(), choices);

    // Each prefix agrees with the oracle.
    let mut replay = Game::new(start.clone());
    for &m in game.moves() {
        replay.play(m).expect("replays");
        assert_eq!(replay.repetition_count(), oracle_repetitions(&replay));
        assert_eq!(replay.outcome(), oracle_outcome(&replay));
        let pos = replay.position();
        assert_eq!(pos.zobrist(), pos.zobrist_from_scratch());
    }
    assert_eq!(replay, game);

    // Undo everything: the start position and hash, the moves on the redo list.
    let mut undone = game.clone();
    let mut taken_back = Vec::new();
    while let Some(m) = undone.undo() {
        taken_back.push(m);
    }
    taken_back.reverse();
    assert_eq!(taken_back, game.moves());
    assert_eq!(undone.position(), &start);
    assert_eq!(undone.position().zobrist(), start.zobrist());
    assert_eq!(undone.ply(), 0);
    assert_eq!(undone.repetition_count(), 1);
    assert_eq!(undone.redo_moves().collect::<Vec<_>>(), game.moves());

    // Redo everything: the same game again.
    while undone.redo().is_some() {}
    assert_eq!(undone.position(), game.position());
    assert_eq!(undone.moves(), game.moves());
    assert_eq!(undone.outcome(), game.outcome());
    assert_eq!(undone.repetition_count(), game.repetition_count());
    assert_eq!(undone.redo_moves().count(), 0);

    // The UCI forms parse back to the moves.
    for ((pos, &m), uci) in game.positions().zip(game.moves()).zip(game.uci_moves()) {
        assert_eq!(pos.parse_uci(&uci.to_string()), Ok(m));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn chess_games(which in 0usize..4, choices in choices()) {
        check_game(start::<Chess>(SPARSE_CHESS, which, ()), &choices);
    }

    #[test]
    fn immortal_games(which in 0usize..3, choices in choices()) {
        check_game(start::<Immortal>(SPARSE_IMMORTAL, which, ()), &choices);
    }

    #[test]
    fn linear_games(which in 0usize..3, l in any::<u8>(), choices in choices()) {
        check_game(start::<Linear>(SPARSE_LINEAR, which, limit(l)), &choices);
    }

    #[test]
    fn playing_a_new_move_after_undo_clears_the_redo_list(choices in choices(), back in 1usize..6, pick in any::<u16>()) {
        let mut game = random_game(Chess::starting(), &choices);
        let mut undone = Vec::new();
        for _ in 0..back {
            if let Some(m) = game.undo() {
                undone.push(m);
            }
        }
        let Some(&next) = undone.last() else { return Ok(()) };
        let moves = game.position().legal_moves();
        let m = moves[usize::from(pick) % moves.len()];
        let rest: Vec<_> = game.redo_moves().skip(1).collect();
        game.play(m).expect("legal");
        if m == next {
            prop_assert_eq!(game.redo_moves().collect::<Vec<_>>(), rest);
        } else {
            prop_assert_eq!(game.redo_moves().count(), 0);
        }
    }
}
