//! `UciMove::from(Move)`, the conversion a user finds first, writes what
//! every rule set reads back as the same move: castling as the king's
//! two-square step (`e1g1`) where the rook is in its corner, which
//! classical chess writes and Immortal chess accepts (IV-9); each rule
//! set's own form stays `Position::uci` (Immortal `e1h1`, Linear `e1d1`).

use danilchuk::bitboard::SplitMix64;
use danilchuk::board::{Move, Position, UciMove};
use danilchuk::classical::Chess;
use danilchuk::immortal::Immortal;
use danilchuk::linear::Linear;

/// Every legal move of every position of a few seeded random games from
/// `start`, written by `UciMove::from` and read back.
fn every_move_reads_back<P: Position>(start: &P) -> usize {
    let mut rng = SplitMix64::new(11);
    let mut castles = 0;
    for _ in 0..20 {
        let mut pos = start.clone();
        for _ in 0..60 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            for &m in &moves {
                let uci = UciMove::from(m).to_string();
                assert_eq!(pos.parse_uci(&uci), Ok(m), "{uci} in {}", pos.fen());
                castles += usize::from(m.is_castle());
            }
            let m: Move = moves[rng.below(moves.len())];
            pos.play(m).expect("a legal move");
        }
    }
    castles
}

#[test]
fn uci_from_a_move_is_read_back_in_every_rule_set() {
    let chess = Chess::from_fen_with("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", ())
        .expect("a classical FEN");
    assert!(every_move_reads_back(&chess) > 0);
    assert!(every_move_reads_back(&Chess::starting()) > 0);
    assert!(every_move_reads_back(&Immortal::starting()) > 0);
    assert!(every_move_reads_back(&Linear::starting()) > 0);
}

#[test]
fn classical_castling_is_written_as_the_kings_step() {
    let chess = Chess::from_fen_with("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", ()).unwrap();
    let castle = chess.parse_uci("e1g1").unwrap();
    assert_eq!(UciMove::from(castle).to_string(), "e1g1");
    assert_eq!(chess.uci(castle).to_string(), "e1g1");
    // Immortal's own form is the king taking its rook; both are read.
    let immortal = Immortal::starting();
    let castle = immortal.parse_uci("e1h1").unwrap();
    assert_eq!(immortal.uci(castle).to_string(), "e1h1");
    assert_eq!(UciMove::from(castle).to_string(), "e1g1");
    assert_eq!(immortal.parse_uci("e1g1"), Ok(castle));
}
