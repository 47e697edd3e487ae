//! The crate against the independent mailbox reference in `reference/`:
//! perft from the start for each line limit (L-8), and seeded random
//! playouts compared position by position (legal moves, FEN, winner, perft
//! at depths 1-3).

mod reference;

use danilchuk_board::{perft, Color, MoveKind, Outcome, Position};
use danilchuk_linear::{LineLimit, Linear};
use reference::RefPosition;

fn ref_limit(limit: LineLimit) -> Option<u8> {
    limit.max_per_line().map(|m| m as u8)
}

/// A small seeded generator (SplitMix64), so failures replay exactly.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[derive(Debug, Default)]
struct Stats {
    castles: usize,
    en_passant: usize,
    promotions: usize,
    multi_king: usize,
    limit_refusals: usize,
}

fn sorted_uci(pos: &Linear) -> Vec<String> {
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| pos.uci(*m).to_string())
        .collect();
    moves.sort();
    moves
}

fn winner_char(pos: &Linear) -> Option<char> {
    match pos.outcome() {
        Some(Outcome::Decisive { winner, .. }) => Some(match winner {
            Color::White => 'w',
            Color::Black => 'b',
        }),
        _ => None,
    }
}

/// Compares everything but perft; returns the reference loaded from our FEN.
fn compare_position(pos: &Linear, lockstep: &RefPosition, context: &str) -> RefPosition {
    let fen = pos.fen();
    assert_eq!(
        lockstep.to_fen(),
        fen,
        "FEN after the same moves differs ({context})"
    );
    let loaded = RefPosition::from_fen(&fen, ref_limit(pos.settings()))
        .unwrap_or_else(|e| panic!("reference rejects our FEN {fen}: {e} ({context})"));
    assert_eq!(
        loaded.to_fen(),
        fen,
        "reference round trip of {fen} ({context})"
    );
    assert_eq!(
        sorted_uci(pos),
        loaded.legal_moves(),
        "legal moves in {fen} ({context})"
    );
    assert_eq!(
        winner_char(pos),
        loaded.winner(),
        "winner in {fen} ({context})"
    );
    loaded
}

#[test]
fn l8_reference_perft_start_depth4_each_limit() {
    for limit in LineLimit::ALL {
        let pos = Linear::starting_with(limit);
        let reference = RefPosition::startpos(ref_limit(limit));
        for depth in 1..=4 {
            assert_eq!(
                perft(&pos, depth),
                reference.perft(depth),
                "start position perft({depth}) with limit {limit}"
            );
        }
    }
}

/// Seeded random playouts over all three limit levels. Each reached position
/// is compared with the reference (loaded from our FEN, and played in lock
/// step); perft at depths 1-3 is compared on every position.
#[test]
fn reference_random_playouts_agree() {
    let mut rng = Rng(0x5eed_1ea2_c4e5_0001);
    let mut positions = 0usize;
    let mut finished_games = 0usize;
    let mut games = 0usize;
    let mut stats = Stats::default();
    while positions < 3_000 {
        let limit = LineLimit::ALL[games % 3];
        games += 1;
        let mut pos = Linear::starting_with(limit);
        let mut lockstep = RefPosition::startpos(ref_limit(limit));
        // Half the games avoid moves that lose at once, to reach long
        // games with castling, promotions and crowded lines.
        let careful = games % 2 == 0;
        let length = 20 + rng.below(140);
        for ply in 0..length {
            let context = format!("game {games}, ply {ply}, limit {limit}");
            let loaded = compare_position(&pos, &lockstep, &context);
            for depth in 1..=3 {
                assert_eq!(
                    perft(&pos, depth),
                    loaded.perft(depth),
                    "perft({depth}) of {} ({context})",
                    pos.fen()
                );
            }
            if limit != LineLimit::Unlimited {
                let unlimited = Linear::from_fen(&pos.fen()).expect("our FEN parses");
                if unlimited.count_legal_moves() > pos.count_legal_moves() {
                    stats.limit_refusals += 1;
                }
            }
            positions += 1;
            let moves = pos.legal_moves();
            if moves.is_empty() {
                finished_games += 1;
                break;
            }
            let mut choice = moves[rng.below(moves.len())];
            // Rare moves are taken when they come up, half the time.
            if let Some(rare) = moves
                .iter()
                .find(|m| m.kind() == MoveKind::EnPassant || m.promotion().is_some())
            {
                if rng.below(2) == 0 {
                    choice = *rare;
                }
            }
            if careful {
                for _ in 0..8 {
                    let mut child = pos.clone();
                    child.play_unchecked(choice);
                    if child.outcome().is_none() {
                        break;
                    }
                    choice = moves[rng.below(moves.len())];
                }
            }
            // Promotions go to the reference without their letter half of
            // the time (Part III: the letter is optional on input).
            let mut uci = pos.uci(choice).to_string();
            if choice.promotion().is_some() && rng.below(2) == 0 {
                uci.truncate(4);
            }
            lockstep = lockstep
                .play(&uci)
                .unwrap_or_else(|e| panic!("reference refuses {uci}: {e} ({context})"));
            match choice.kind() {
                MoveKind::Castle => stats.castles += 1,
                MoveKind::EnPassant => stats.en_passant += 1,
                _ => {}
            }
            if choice.promotion().is_some() {
                stats.promotions += 1;
            }
            pos.play(choice).expect("a generated move is legal");
            if pos.kings(!pos.turn()).count() > 1 {
                stats.multi_king += 1;
            }
        }
    }
    eprintln!("{games} games, {positions} positions, {finished_games} finished: {stats:?}");
    assert!(positions >= 1_000);
    assert!(
        stats.castles > 0 && stats.en_passant > 0 && stats.promotions > 0,
        "{stats:?}"
    );
    assert!(
        stats.multi_king > 0 && stats.limit_refusals > 0,
        "{stats:?}"
    );
    assert!(finished_games > 0, "no playout reached the end of a game");
}
