//! Classical chess against another implementation (shakmaty): over random
//! playouts, the SAN and UCI this crate writes for every legal move are
//! exactly what shakmaty writes, and each side reads the other's.

mod common;

use danilchuk_board::Position;
use danilchuk_classical::Chess;
use danilchuk_notation::{parse_san, write_san, Letters};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus as PeerSan;
use shakmaty::{CastlingMode, EnPassantMode};

use common::playout;

fn peer(pos: &Chess) -> shakmaty::Chess {
    Fen::from_ascii(pos.fen().as_bytes())
        .expect("FEN")
        .into_position(CastlingMode::Standard)
        .expect("position")
}

#[test]
fn san_and_uci_agree_with_shakmaty() {
    let mut checked = 0;
    for seed in 0..40 {
        let (_, positions) = playout(Chess::starting(), seed, 200);
        for pos in positions.iter().step_by(2) {
            let theirs = peer(pos);
            assert_eq!(
                Fen::from_position(&theirs, EnPassantMode::Always).to_string(),
                pos.fen()
            );
            for m in pos.legal_moves() {
                let san = write_san(pos, m, Letters::English);
                let read: PeerSan = san.parse().unwrap_or_else(|e| panic!("{san}: {e}"));
                let their_move = read
                    .san
                    .to_move(&theirs)
                    .unwrap_or_else(|e| panic!("{san} in {}: {e}", pos.fen()));
                assert_eq!(
                    their_move.to_uci(CastlingMode::Standard).to_string(),
                    pos.uci(m).to_string()
                );
                let their_san = PeerSan::from_move(theirs.clone(), their_move).to_string();
                assert_eq!(their_san, san, "in {}", pos.fen());
                assert_eq!(parse_san(pos, &their_san), Ok(m));
                checked += 1;
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
}
