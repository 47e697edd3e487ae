//! Shared by the property tests: random games.

use danilchuk_board::Outcome;
use danilchuk_game::{Game, GameRules};
use danilchuk_linear::LineLimit;
use proptest::prelude::*;

/// Plays the moves picked by `choices` until the choices run out or the
/// game ends. A choice below 0x8000 takes back the mover's previous move
/// when it can (a unit stepping back), so that positions repeat often;
/// otherwise it indexes the legal moves, skipping those that lose at once
/// (a Linear king leaving its line) when bit 14 is set, so that games last.
pub fn random_game<P: GameRules>(start: P, choices: &[u16]) -> Game<P> {
    let mut game = Game::new(start);
    for &c in choices {
        let moves = game.position().legal_moves();
        if game.is_over() || moves.is_empty() {
            break;
        }
        let back = game
            .moves()
            .len()
            .checked_sub(2)
            .and_then(|i| game.moves().get(i))
            .and_then(|prev| {
                moves
                    .iter()
                    .find(|m| m.from() == prev.to() && m.to() == prev.from())
            })
            .filter(|_| c < 0x8000);
        let pos = game.position();
        let lasting: Vec<_> = moves
            .iter()
            .copied()
            .filter(|&m| {
                let mut after = pos.clone();
                after.play_unchecked(m);
                after.outcome().and_then(Outcome::winner) != Some(!pos.turn())
            })
            .collect();
        let pool = if c & 0x4000 != 0 && !lasting.is_empty() {
            &lasting[..]
        } else {
            &moves[..]
        };
        let m = back.copied().unwrap_or(pool[usize::from(c) % pool.len()]);
        game.play(m).expect("a legal move of an unfinished game");
    }
    game
}

/// Indices for [`random_game`].
pub fn choices() -> impl Strategy<Value = Vec<u16>> {
    prop::collection::vec(any::<u16>(), 0..160)
}

/// Positions with few units, where random play repeats often.
pub const SPARSE_CHESS: &[&str] = &[
    "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
    "r3k3/8/8/8/8/8/8/4K2R b Kq - 90 50",
    "4k3/8/3n4/8/8/8/8/2B1K3 w - - 0 1",
];
pub const SPARSE_IMMORTAL: &[&str] = &[
    "r7/7k/8/8/8/8/7K/R7 w - - 0 1",
    "4k3/3p4/8/8/8/8/3P4/R3K3 w Q - 0 1",
];
pub const SPARSE_LINEAR: &[&str] = &[
    "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 Ee",
    "r2qk3/8/8/8/8/8/8/3QK2R w Qq - 0 1 Ee",
];

pub fn start<P: GameRules>(fens: &[&str], which: usize, settings: P::Settings) -> P {
    match which.checked_sub(1).and_then(|i| fens.get(i % fens.len())) {
        None => P::starting_with(settings),
        Some(fen) => P::from_fen_with(fen, settings).expect("valid FEN"),
    }
}

pub fn limit(which: u8) -> LineLimit {
    LineLimit::ALL[usize::from(which) % LineLimit::ALL.len()]
}
