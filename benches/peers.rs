//! The peers measured against: shakmaty and cozy-chess, each counted both
//! ways (bulk and plain) exactly as `danilchuk_board::perft`/`perft_plain` do.
//! Shared by `benches/perft_compare.rs` and `examples/perft_compare.rs`.

#![allow(dead_code)]

/// shakmaty's position from a FEN.
pub fn shakmaty_position(fen: &str) -> shakmaty::Chess {
    let fen: shakmaty::fen::Fen = fen.parse().expect("valid FEN");
    fen.into_position(shakmaty::CastlingMode::Standard)
        .expect("legal position")
}

/// shakmaty perft playing every move down to depth 0.
pub fn shakmaty_plain(pos: &shakmaty::Chess, depth: u32) -> u64 {
    use shakmaty::Position as _;
    if depth == 0 {
        return 1;
    }
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            shakmaty_plain(&child, depth - 1)
        })
        .sum()
}

/// cozy-chess perft counting the last ply without playing it.
pub fn cozy_bulk(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
        return nodes;
    }
    board.generate_moves(|moves| {
        for m in moves {
            let mut child = board.clone();
            child.play_unchecked(m);
            nodes += cozy_bulk(&child, depth - 1);
        }
        false
    });
    nodes
}

/// cozy-chess perft playing every move down to depth 0.
pub fn cozy_plain(board: &cozy_chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    board.generate_moves(|moves| {
        for m in moves {
            let mut child = board.clone();
            child.play_unchecked(m);
            nodes += cozy_plain(&child, depth - 1);
        }
        false
    });
    nodes
}

/// shakmaty's own bulk perft.
pub fn shakmaty_bulk(pos: &shakmaty::Chess, depth: u32) -> u64 {
    shakmaty::perft(pos, depth)
}
