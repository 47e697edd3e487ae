//! Issue 10 item 2: the move counters saturate at `u32::MAX` (the largest
//! number FEN fields 5 and 6 read), so every FEN the rule set writes after
//! a move reads back to the same position.

use danilchuk_board::Position;
use danilchuk_immortal::Immortal;

/// Plays `uci` from `fen` and checks the counters and the FEN round trip.
fn play_and_read_back(fen: &str, uci: &str) -> Immortal {
    let mut pos = Immortal::from_fen(fen).expect("valid FEN");
    let m = pos.parse_uci(uci).expect("legal move");
    pos.play(m).expect("legal move");
    let written = pos.fen();
    let read = Immortal::from_fen(&written).expect("written FEN reads back");
    assert_eq!(read, pos, "{written}");
    pos
}

#[test]
fn issue10_item2_counters_saturate_on_a_king_move_at_the_maximum() {
    // The reproducer: `4k3/8/8/8/8/8/8/4K3 b - - 4294967295 4294967295`, then Kd8.
    let pos = play_and_read_back("4k3/8/8/8/8/8/8/4K3 b - - 4294967295 4294967295", "e8d8");
    assert_eq!(pos.halfmoves(), u32::MAX);
    assert_eq!(pos.fullmoves(), u32::MAX);
}

#[test]
fn issue10_item2_counters_count_up_to_the_maximum() {
    let pos = play_and_read_back("4k3/8/8/8/8/8/8/4K3 b - - 4294967294 4294967294", "e8d8");
    assert_eq!((pos.halfmoves(), pos.fullmoves()), (u32::MAX, u32::MAX));
    // White's move does not touch the move number, the clock still saturates.
    let pos = play_and_read_back("4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295", "e1e2");
    assert_eq!((pos.halfmoves(), pos.fullmoves()), (u32::MAX, u32::MAX));
}
