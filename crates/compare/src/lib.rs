#![doc = include_str!("../README.md")]
//!
//! The perft loops measured side by side: this project's and its peers'
//! (shakmaty, cozy-chess, chess), each written against the library's
//! public API the way a user writes it, and each counted both ways:
//! *bulk* (at depth 1 count the legal moves without playing them) and
//! *plain* (play every move down to depth 0; each loop plays its last
//! ply in a function of its own, every child made and kept by
//! `black_box`, so that no leaf costs a call).
//! Shared by the `perft_compare` program and the criterion bench.

use danilchuk_board::{MoveList, Position};

/// The starting position's FEN.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// Kiwipete (Peter McKenzie's position of many castlings, pins and en
/// passant captures), the usual second perft position.
pub const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// Kiwipete's placement as a Linear position: every piece turned into the
/// piece of its file's line (L-3), so three white kings (e1, e2, e5) and two
/// black ones (e7, e8); no castling (the queens are not on d1/d8).
pub const KIWIPETE_LINEAR: &str =
    "r3k2r/p1ppkpn1/rn2pbp1/3PK3/1p2P3/2B2B1p/PPPQKPPP/R3K2R w - - 0 1 Ee";

/// This project, plain: `legal_moves_into` a `MoveList`, clone,
/// `play_unchecked`, for any rule set.
pub fn danilchuk_plain<P: Position>(pos: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::new();
    pos.legal_moves_into(&mut moves);
    if depth == 1 {
        return danilchuk_leaves(pos, &moves);
    }
    let mut nodes = 0;
    for &m in &moves {
        let mut child = pos.clone();
        child.play_unchecked(m);
        nodes += danilchuk_plain(&child, depth - 1);
    }
    nodes
}

/// [`danilchuk_plain`]'s last ply: every move played (the child kept
/// alive by `black_box`, so that no part of the move maker is left out),
/// without a call per leaf.
#[inline(never)]
fn danilchuk_leaves<P: Position>(pos: &P, moves: &MoveList) -> u64 {
    let mut nodes = 0;
    for &m in moves {
        let mut child = pos.clone();
        child.play_unchecked(m);
        std::hint::black_box(&child);
        nodes += 1;
    }
    nodes
}

/// This project, bulk: the same loop, counting the last ply with
/// `count_legal_moves`.
pub fn danilchuk_bulk<P: Position>(pos: &P, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let mut moves = MoveList::new();
            pos.legal_moves_into(&mut moves);
            if depth == 2 {
                return danilchuk_bulk_leaves(pos, &moves);
            }
            let mut nodes = 0;
            for &m in &moves {
                let mut child = pos.clone();
                child.play_unchecked(m);
                nodes += danilchuk_bulk(&child, depth - 1);
            }
            nodes
        }
    }
}

/// [`danilchuk_bulk`] at depth 2: every child's moves counted without a
/// call of the loop per child.
#[inline(never)]
fn danilchuk_bulk_leaves<P: Position>(pos: &P, moves: &MoveList) -> u64 {
    let mut nodes = 0;
    for &m in moves {
        let mut child = pos.clone();
        child.play_unchecked(m);
        nodes += child.count_legal_moves() as u64;
    }
    nodes
}

/// shakmaty's position from a FEN.
pub fn shakmaty_position(fen: &str) -> shakmaty::Chess {
    let fen: shakmaty::fen::Fen = fen.parse().expect("valid FEN");
    fen.into_position(shakmaty::CastlingMode::Standard)
        .expect("legal position")
}

/// shakmaty, plain: `legal_moves`, clone, `play_unchecked`.
pub fn shakmaty_plain(pos: &shakmaty::Chess, depth: u32) -> u64 {
    use shakmaty::Position as _;
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return shakmaty_leaves(pos);
    }
    let mut nodes = 0;
    for m in pos.legal_moves() {
        let mut child = pos.clone();
        child.play_unchecked(m);
        nodes += shakmaty_plain(&child, depth - 1);
    }
    nodes
}

/// [`shakmaty_plain`]'s last ply: every move played, no call per leaf.
#[inline(never)]
fn shakmaty_leaves(pos: &shakmaty::Chess) -> u64 {
    use shakmaty::Position as _;
    let mut nodes = 0;
    for m in pos.legal_moves() {
        let mut child = pos.clone();
        child.play_unchecked(m);
        std::hint::black_box(&child);
        nodes += 1;
    }
    nodes
}

/// shakmaty, bulk: its own `perft`, which counts the last ply.
pub fn shakmaty_bulk(pos: &shakmaty::Chess, depth: u32) -> u64 {
    shakmaty::perft(pos, depth)
}

/// cozy-chess, plain: `generate_moves` (piece-wise move sets), clone,
/// `play_unchecked`.
pub fn cozy_plain(board: &cozy_chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return cozy_leaves(board);
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

/// [`cozy_plain`]'s last ply: every move played, no call per leaf.
#[inline(never)]
fn cozy_leaves(board: &cozy_chess::Board) -> u64 {
    let mut nodes = 0;
    board.generate_moves(|moves| {
        for m in moves {
            let mut child = board.clone();
            child.play_unchecked(m);
            std::hint::black_box(&child);
            nodes += 1;
        }
        false
    });
    nodes
}

/// cozy-chess, bulk: at depth 1 the move sets' sizes.
pub fn cozy_bulk(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 0 {
        return 1;
    }
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

/// chess's board from a FEN.
pub fn chess_board(fen: &str) -> chess::Board {
    fen.parse().expect("valid FEN")
}

/// chess, plain: `MoveGen::new_legal`, `make_move_new` (its copy-make).
pub fn chess_plain(board: &chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return chess_leaves(board);
    }
    let mut nodes = 0;
    for m in chess::MoveGen::new_legal(board) {
        nodes += chess_plain(&board.make_move_new(m), depth - 1);
    }
    nodes
}

/// [`chess_plain`]'s last ply: every move played, no call per leaf.
#[inline(never)]
fn chess_leaves(board: &chess::Board) -> u64 {
    let mut nodes = 0;
    for m in chess::MoveGen::new_legal(board) {
        std::hint::black_box(&board.make_move_new(m));
        nodes += 1;
    }
    nodes
}

/// chess, bulk: at depth 1 the generator's `len` (a popcount per piece).
pub fn chess_bulk(board: &chess::Board, depth: u32) -> u64 {
    use std::iter::ExactSizeIterator as _;
    match depth {
        0 => 1,
        1 => chess::MoveGen::new_legal(board).len() as u64,
        2 => chess_bulk_leaves(board),
        _ => {
            let mut nodes = 0;
            for m in chess::MoveGen::new_legal(board) {
                nodes += chess_bulk(&board.make_move_new(m), depth - 1);
            }
            nodes
        }
    }
}

/// [`chess_bulk`] at depth 2: every child's moves counted without a call
/// of the loop per child.
#[inline(never)]
fn chess_bulk_leaves(board: &chess::Board) -> u64 {
    use std::iter::ExactSizeIterator as _;
    let mut nodes = 0;
    for m in chess::MoveGen::new_legal(board) {
        nodes += chess::MoveGen::new_legal(&board.make_move_new(m)).len() as u64;
    }
    nodes
}
