//! The classical evaluation's terms.

use danilchuk_board::Position;
use danilchuk_classical::Chess;

use super::layout::{ALL, COUNT};
use super::score::Trace;
use super::sink::Sink;
use super::*;
use crate::lab::Tunable;

fn pos(fen: &str) -> Chess {
    Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The position with colours swapped and the board mirrored rank-wise.
fn mirrored(fen: &str) -> String {
    let mut fields = fen.split_whitespace();
    let placement: Vec<String> = fields
        .next()
        .unwrap_or("")
        .split('/')
        .rev()
        .map(|rank| rank.chars().map(swap_case).collect())
        .collect();
    let turn = if fields.next() == Some("w") { "b" } else { "w" };
    let castling: String = fields
        .next()
        .unwrap_or("-")
        .chars()
        .map(swap_case)
        .collect();
    let mut castling: Vec<char> = castling.chars().collect();
    castling.sort_unstable();
    let castling: String = castling.into_iter().collect();
    let ep = fields.next().unwrap_or("-");
    let ep = match ep.as_bytes() {
        [f, b'3'] => format!("{}6", *f as char),
        [f, b'6'] => format!("{}3", *f as char),
        _ => "-".into(),
    };
    format!("{} {turn} {castling} {ep} 0 1", placement.join("/"))
}

fn swap_case(c: char) -> char {
    if c.is_ascii_uppercase() {
        c.to_ascii_lowercase()
    } else {
        c.to_ascii_uppercase()
    }
}

const POSITIONS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqk2r/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQK2R w KQkq - 0 7",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/5pk1/6p1/3P4/1p6/1P3K2/8/8 b - - 0 40",
    "4r1k1/p4ppp/1p6/2pP4/2P5/1P4P1/P4P1P/3R2K1 w - - 1 25",
    "2kr3r/ppp2ppp/2n5/8/1b6/2N2Q2/PPP2PPP/R3K2R b KQ - 3 14",
];

#[test]
fn start_is_balanced_but_for_the_tempo() {
    let tempo = taper(ALL[TEMPO_AT], MAX_PHASE);
    assert_eq!(Chess::starting().evaluate(), tempo);
}

#[test]
fn mirrored_positions_evaluate_the_same_for_the_side_to_move() {
    for fen in POSITIONS {
        let m = mirrored(fen);
        assert_eq!(pos(fen).evaluate(), pos(&m).evaluate(), "{fen} / {m}");
    }
}

#[test]
fn material_counts() {
    let up = pos("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert!(up.evaluate() > 600, "{}", up.evaluate());
    let down = pos("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
    assert!(down.evaluate() < -600, "{}", down.evaluate());
}

/// How often each weight counts in `fen`, White minus Black.
fn counts(fen: &str) -> Vec<i32> {
    let p = pos(fen);
    let mut trace = Trace::default();
    add_terms(p.board(), p.turn(), &mut trace);
    let mut counts = vec![0; COUNT];
    for (at, n) in trace.0 {
        counts[at] += n;
    }
    counts
}

#[test]
fn pawn_terms_count_what_they_name() {
    use super::layout::*;
    // White: d5 passed (free stop square) and isolated, h2 and h3 doubled
    // and isolated; Black: b6 defended by a7.
    let c = counts("4k3/p7/1p6/3P4/8/7P/7P/4K3 w - - 0 1");
    assert_eq!(c[PASSED_AT + 4], 1, "d5 is passed on its fifth rank");
    assert_eq!(c[PASSED_FREE_AT + 4], 1);
    assert_eq!(c[DOUBLED_AT], 1, "h2 has h3 in front");
    assert_eq!(c[ISOLATED_AT], 3);
    assert_eq!(c[CONNECTED_AT + 2], -1, "b6, on Black's third rank");
    // The kings' distances to d6, d5's stop square: White's e1 5, Black's
    // e8 2.
    assert_eq!(c[PASSED_OWN_KING_AT + 4], 5);
    assert_eq!(c[PASSED_ENEMY_KING_AT + 4], 2);
}

#[test]
fn a_backward_pawn_is_found() {
    use super::layout::*;
    // d3 cannot be supported (c- and e-pawns are ahead), and e5's pawn
    // attacks d4.
    let c = counts("4k3/8/8/4p3/2P1P3/3P4/8/4K3 w - - 0 1");
    assert_eq!(c[BACKWARD_AT], 1);
}

#[test]
fn rooks_on_open_files_and_king_shelter_count() {
    use super::layout::*;
    let c = counts("1r4k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    assert_eq!(c[ROOK_OPEN_AT], 0, "both rooks stand on open files");
    let c = counts("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    assert_eq!(c[ROOK_OPEN_AT], 1);
    assert_eq!(
        c[KING_SHIELD_AT], 0,
        "three pawns each in front of the kings"
    );
    let c = counts("6k1/5ppp/8/8/8/8/5P1P/3R2K1 w - - 0 1");
    assert_eq!(c[KING_SHIELD_AT], -1);
    assert_eq!(c[KING_OPEN_FILE_AT], 1);
}

#[test]
fn mobility_counts_safe_squares() {
    use super::layout::*;
    // A knight on d4 reaches eight squares; the black pawns on b7 and f7
    // attack two of them, c6 and e6.
    let c = counts("4k3/1p3p2/8/8/3N4/8/8/4K3 w - - 0 1");
    assert_eq!(c[MOBILITY_KNIGHT_AT + 6], 1);
}

#[test]
fn the_traced_weights_give_the_evaluation() {
    for fen in POSITIONS {
        let p = pos(fen);
        let weights: Vec<f64> = Chess::WEIGHTS.iter().map(|&(_, w)| f64::from(w)).collect();
        let linear: f64 = p
            .sparse_features()
            .into_iter()
            .map(|(i, x)| x * weights[i])
            .sum();
        let white = crate::lab::white_eval(&p);
        assert!(
            (linear - f64::from(white)).abs() < 1.0,
            "{fen}: {linear} vs {white}"
        );
    }
}

#[test]
fn the_two_phase_switch_still_serves_immortal() {
    assert_eq!(phase(Chess::starting().board()), Phase::Middlegame);
    let endgame = pos("4k3/pppp4/8/8/8/8/PPPP4/R3K3 w - - 0 1");
    assert_eq!(phase(endgame.board()), Phase::Endgame);
    assert_eq!(game_phase(endgame.board()), 2);
    assert_eq!(game_phase(Chess::starting().board()), MAX_PHASE);
}

#[test]
fn a_trace_skips_zero_counts() {
    let mut t = Trace::default();
    t.add(Color::White, 3, 0);
    t.add(Color::Black, 3, 2);
    assert_eq!(t.0, [(3, -2)]);
}
