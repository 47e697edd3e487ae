//! Helpers shared by the integration tests: a tiny seeded generator and
//! random playouts.
#![allow(dead_code)]

use danilchuk_bitboard::SplitMix64;
use danilchuk_board::{Move, MoveKind, Position};
use danilchuk_immortal::Immortal;

/// Picks a move: half of the time, if there is one, a capture, castling or
/// promotion (to exercise swaps, locks and rights); otherwise any move.
pub fn pick_move(pos: &Immortal, rng: &mut SplitMix64) -> Option<Move> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let special: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| {
            m.is_capture()
                || m.promotion().is_some()
                || matches!(m.kind(), MoveKind::Castle | MoveKind::ReverseCastle)
        })
        .collect();
    if !special.is_empty() && rng.below(2) == 0 {
        Some(special[rng.below(special.len())])
    } else {
        Some(moves[rng.below(moves.len())])
    }
}

/// Plays up to `plies` random moves from `start`; returns every position
/// reached, the start included.
pub fn playout(start: Immortal, plies: usize, seed: u64) -> Vec<(Immortal, Option<Move>)> {
    let mut rng = SplitMix64::new(seed);
    let mut pos = start;
    let mut line = Vec::with_capacity(plies + 1);
    for _ in 0..plies {
        let Some(m) = pick_move(&pos, &mut rng) else {
            break;
        };
        line.push((pos, Some(m)));
        pos.play_unchecked(m);
    }
    line.push((pos, None));
    line
}

/// The legal moves as sorted UCI strings.
pub fn sorted_uci(pos: &Immortal) -> Vec<String> {
    let mut v: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| pos.uci(*m).to_string())
        .collect();
    v.sort();
    v
}

/// Parses a FEN the test knows to be valid.
pub fn pos(fen: &str) -> Immortal {
    match Immortal::from_fen(fen) {
        Ok(p) => p,
        Err(e) => panic!("{fen}: {e}"),
    }
}

/// Whether the UCI move is legal.
pub fn legal(pos: &Immortal, uci: &str) -> bool {
    pos.parse_uci(uci).is_ok()
}

/// Plays UCI moves the test knows to be legal, returning the position.
pub fn play(mut pos: Immortal, moves: &[&str]) -> Immortal {
    for uci in moves {
        let m = match pos.parse_uci(uci) {
            Ok(m) => m,
            Err(e) => panic!("{uci} in {}: {e}", pos.fen()),
        };
        pos.play_unchecked(m);
    }
    pos
}
