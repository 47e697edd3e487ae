//! Perft speed of this workspace next to shakmaty and cozy-chess, measured
//! in the same run on the same machine, single thread, both ways of counting:
//! *bulk* (at depth 1 count the legal moves without playing them) and
//! *plain* (play every move down to depth 0).
//!
//! Each figure is the best of three runs.
//!
//! ```text
//! cargo run --release --example perft_compare            # start d6, Kiwipete d5
//! cargo run --release --example perft_compare -- --quick # start d5, Kiwipete d4
//! cargo run --release --example perft_compare -- --variants # Immortal and Linear next to classical
//! ```

use std::time::Instant;

use danilchuk::board::{perft, perft_plain, Position};
use danilchuk::classical::Chess;

#[path = "../benches/peers.rs"]
mod peers;
use peers::{cozy_bulk, cozy_plain, shakmaty_bulk, shakmaty_plain, shakmaty_position};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// Runs `f` three times and reports the fastest run, so that a busy
/// machine disturbs the figures less.
fn time(label: &str, f: impl Fn() -> u64) -> f64 {
    let mut seconds = f64::INFINITY;
    let mut nodes = 0;
    for _ in 0..3 {
        let start = Instant::now();
        nodes = f();
        seconds = seconds.min(start.elapsed().as_secs_f64());
    }
    let mnps = nodes as f64 / seconds / 1e6;
    println!("{label:<34} {nodes:>12} nodes {seconds:>8.3} s {mnps:>9.1} Mnps");
    mnps
}

/// The variants' start positions next to classical chess, same depth,
/// same run: how much the variants' rules cost.
fn compare_variants(depth: u32) {
    use danilchuk::immortal::Immortal;
    use danilchuk::linear::{LineLimit, Linear};
    for (way, bulk) in [("bulk", true), ("plain", false)] {
        let classical = time(&format!("classical start d{depth} {way}"), || {
            let pos = Chess::starting();
            if bulk {
                perft(&pos, depth)
            } else {
                perft_plain(&pos, depth)
            }
        });
        let immortal = time(&format!("immortal  start d{depth} {way}"), || {
            let pos = Immortal::starting();
            if bulk {
                perft(&pos, depth)
            } else {
                perft_plain(&pos, depth)
            }
        });
        let linear = time(&format!("linear    start d{depth} {way}"), || {
            let pos = Linear::starting();
            if bulk {
                perft(&pos, depth)
            } else {
                perft_plain(&pos, depth)
            }
        });
        let linear2 = time(&format!("linear/2  start d{depth} {way}"), || {
            let pos = Linear::starting_with(LineLimit::Two);
            if bulk {
                perft(&pos, depth)
            } else {
                perft_plain(&pos, depth)
            }
        });
        println!(
            "  speed relative to classical: immortal {:.2}x, linear {:.2}x, linear limit 2 {:.2}x",
            immortal / classical,
            linear / classical,
            linear2 / classical
        );
    }
}

fn main() {
    if std::env::args().any(|a| a == "--variants") {
        compare_variants(if std::env::args().any(|a| a == "--quick") {
            5
        } else {
            6
        });
        return;
    }
    let quick = std::env::args().any(|a| a == "--quick");
    let cases = if quick {
        [(START, 5), (KIWIPETE, 4)]
    } else {
        [(START, 6), (KIWIPETE, 5)]
    };
    for (fen, depth) in cases {
        let name = if fen == START { "start" } else { "kiwipete" };
        let ours = Chess::from_fen(fen).expect("valid FEN");
        let shak = shakmaty_position(fen);
        let cozy: cozy_chess::Board = fen.parse().expect("valid FEN");
        for (way, bulk) in [("bulk", true), ("plain", false)] {
            let a = time(&format!("danilchuk {name} d{depth} {way}"), || {
                if bulk {
                    perft(&ours, depth)
                } else {
                    perft_plain(&ours, depth)
                }
            });
            let b = time(&format!("shakmaty  {name} d{depth} {way}"), || {
                if bulk {
                    shakmaty_bulk(&shak, depth)
                } else {
                    shakmaty_plain(&shak, depth)
                }
            });
            let c = time(&format!("cozy-chess {name} d{depth} {way}"), || {
                if bulk {
                    cozy_bulk(&cozy, depth)
                } else {
                    cozy_plain(&cozy, depth)
                }
            });
            println!(
                "  ratio danilchuk/shakmaty {:.2}x, danilchuk/cozy-chess {:.2}x",
                a / b,
                a / c
            );
        }
    }
}
