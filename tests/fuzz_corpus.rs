//! Replays the committed corpora of the API fuzz targets
//! (`fuzz/corpus/{serde,game,play}/*`) through the same checks the targets
//! run (`fuzz/dispatch_api.rs`), so they are exercised by `cargo test`
//! without a fuzzer. (The notation targets are replayed by
//! `crates/notation/tests/fuzz_corpus.rs`.)
#![cfg(feature = "serde")]

use std::fs;
use std::path::Path;

#[path = "../fuzz/corpus_replay.rs"]
mod corpus_replay;
#[path = "../fuzz/dispatch_api.rs"]
mod dispatch_api;
#[path = "../fuzz/slow_legality.rs"]
mod slow_legality;

#[test]
fn every_api_corpus_file_passes_its_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus");
    let total = corpus_replay::replay_corpora(&root, &dispatch_api::TARGETS, dispatch_api::run);
    assert!(total >= 3);
}

/// The slow check itself must see what it is there to see: in the start
/// position every pseudo-legal move is legal, and with a pinned piece it
/// refuses the pinned piece's moves off the pin line.
#[test]
fn slow_legality_refuses_a_pinned_move() {
    use danilchuk_board::{Move, MoveKind, Position, Square};
    use danilchuk_classical::Chess;
    use slow_legality::SlowLegality;
    let pinned = Chess::from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1").expect("valid");
    assert!(!pinned.slowly_legal(Move::new(Square::E2, Square::C3, MoveKind::Quiet)));
    assert!(pinned.slowly_legal(Move::new(Square::E1, Square::D1, MoveKind::Quiet)));
    slow_legality::check_legal_moves(&pinned);
}

/// The committed `game` seeds are records the target accepts, so that the
/// fuzzer starts from games rather than from noise.
#[test]
fn game_seeds_are_accepted_records() {
    use danilchuk_classical::Chess;
    use danilchuk_game::Game;
    use danilchuk_immortal::Immortal;
    use danilchuk_linear::Linear;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus/game");
    for (name, plies) in [("chess", 3), ("immortal_locks", 5), ("linear_limit", 2)] {
        let data = fs::read(dir.join(name)).expect("seed file");
        let json = &data[1..];
        let ply = match data[0] % 4 {
            0 => serde_json::from_slice::<Game<Chess>>(json).map(|g| g.ply()),
            1 => serde_json::from_slice::<Game<Immortal>>(json).map(|g| g.ply()),
            _ => serde_json::from_slice::<Game<Linear>>(json).map(|g| g.ply()),
        };
        assert_eq!(ply.expect(name), plies, "{name}");
    }
}
