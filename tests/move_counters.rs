//! The move counters saturate at `u32::MAX` (the largest
//! number FEN fields 5 and 6 read), so every FEN a rule set writes after a
//! move reads back to the same position. One generic test, run for each
//! rule set (the king moves stay on the e-file, a king's own line in
//! Linear, L-3).

use core::fmt::Debug;

use danilchuk::board::Position;
use danilchuk::classical::Chess;
use danilchuk::immortal::Immortal;
use danilchuk::linear::Linear;

/// Plays `uci` from `fen` and checks the FEN round trip.
fn play_and_read_back<P: Position + PartialEq + Debug>(fen: &str, uci: &str) -> P {
    let mut pos = P::from_fen(fen).expect("valid FEN");
    let m = pos.parse_uci(uci).expect("legal move");
    pos.play(m).expect("legal move");
    let written = pos.fen();
    let read = P::from_fen(&written).expect("written FEN reads back");
    assert_eq!(read, pos, "{written}");
    pos
}

fn saturate_at_the_maximum<P: Position + PartialEq + Debug>() {
    // The reproducer: `4k3/8/8/8/8/8/8/4K3 b - - 4294967295 4294967295`, then a king move.
    let pos: P = play_and_read_back("4k3/8/8/8/8/8/8/4K3 b - - 4294967295 4294967295", "e8e7");
    assert_eq!((pos.halfmoves(), pos.fullmoves()), (u32::MAX, u32::MAX));
}

fn count_up_to_the_maximum<P: Position + PartialEq + Debug>() {
    let pos: P = play_and_read_back("4k3/8/8/8/8/8/8/4K3 b - - 4294967294 4294967294", "e8e7");
    assert_eq!((pos.halfmoves(), pos.fullmoves()), (u32::MAX, u32::MAX));
    // White's move does not touch the move number; the clock still saturates.
    let pos: P = play_and_read_back("4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295", "e1e2");
    assert_eq!((pos.halfmoves(), pos.fullmoves()), (u32::MAX, u32::MAX));
}

#[test]
fn counters_saturate_on_a_king_move_at_the_maximum() {
    saturate_at_the_maximum::<Chess>();
    saturate_at_the_maximum::<Immortal>();
    saturate_at_the_maximum::<Linear>();
}

#[test]
fn counters_count_up_to_the_maximum() {
    count_up_to_the_maximum::<Chess>();
    count_up_to_the_maximum::<Immortal>();
    count_up_to_the_maximum::<Linear>();
}
