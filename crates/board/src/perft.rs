//! Perft: counting the leaves of the move tree (RULES.md Part III).
//!
//! These are the plain serial counts; the `danilchuk-perft` crate adds
//! threads, a hash table and progress. The recursion here is bounded: above
//! [`RECURSION_LIMIT`] plies the count walks the tree with an explicit
//! stack on the heap instead, so no depth can overflow the thread's stack
//! (a depth of `u32::MAX` included); such a count simply runs until it is done.

use crate::{MoveList, Position};

/// Depths up to this are counted by recursion (a few KiB of stack per ply);
/// deeper ones by an explicit heap stack.
pub const RECURSION_LIMIT: u32 = 64;

/// Perft with bulk counting: at depth 1 the legal moves are counted, not
/// played. The one way to count a position's move tree here (no depth
/// overflows the stack); [`perft_plain`] is the cross-check that plays
/// every leaf, and the `danilchuk-perft` crate's `Perft` counts deep trees
/// on threads with a hash table and progress.
///
/// ```
/// use danilchuk_board::{perft, Position};
///
/// assert_eq!(perft(&danilchuk_classical::Chess::starting(), 3), 8_902);
/// // 20 classical moves, 0-0 and 0-0-0 (RULES.md, hand-checked facts).
/// assert_eq!(perft(&danilchuk_immortal::Immortal::starting(), 1), 22);
/// assert_eq!(perft(&danilchuk_linear::Linear::starting(), 1), 21);
/// ```
pub fn perft<P: Position>(pos: &P, depth: u32) -> u64 {
    if depth > RECURSION_LIMIT {
        return count_on_heap(pos, depth);
    }
    recurse_bulk(pos, depth)
}

fn recurse_bulk<P: Position>(pos: &P, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let mut moves = MoveList::new();
            pos.legal_moves_into(&mut moves);
            moves
                .iter()
                .map(|m| {
                    let mut child = pos.clone();
                    child.play_unchecked(*m);
                    recurse_bulk(&child, depth - 1)
                })
                .sum()
        }
    }
}

/// Perft that plays every move down to depth 0 (no bulk counting).
pub fn perft_plain<P: Position>(pos: &P, depth: u32) -> u64 {
    if depth > RECURSION_LIMIT {
        return count_on_heap(pos, depth);
    }
    recurse_plain(pos, depth)
}

fn recurse_plain<P: Position>(pos: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::new();
    pos.legal_moves_into(&mut moves);
    if depth == 1 {
        return play_leaves(pos, &moves);
    }
    moves
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(*m);
            recurse_plain(&child, depth - 1)
        })
        .sum()
}

/// The last ply of [`perft_plain`]: every move played, each child kept by
/// `black_box` so that no part of the move maker is left out, without a
/// call per leaf (a leaf that is a call of `recurse_plain` paid its
/// register saves before its `depth == 0` test: docs/performance.md,
/// section 15).
#[inline(never)]
fn play_leaves<P: Position>(pos: &P, moves: &MoveList) -> u64 {
    for m in moves {
        let mut child = pos.clone();
        child.play_unchecked(*m);
        core::hint::black_box(&child);
    }
    moves.len() as u64
}

/// The same count as [`perft`], depth-first with the frames on the heap
/// instead of the thread's stack: slower (one move list per ply is kept),
/// but no depth can overflow the stack. [`perft`] and [`perft_plain`] use
/// it above [`RECURSION_LIMIT`].
#[deprecated(
    since = "0.6.0",
    note = "use `perft`: it counts on the heap itself above `RECURSION_LIMIT`"
)]
pub fn perft_heap<P: Position>(pos: &P, depth: u32) -> u64 {
    count_on_heap(pos, depth)
}

/// [`perft`] above [`RECURSION_LIMIT`]: the frames on the heap.
fn count_on_heap<P: Position>(pos: &P, depth: u32) -> u64 {
    struct Frame<P> {
        pos: P,
        moves: MoveList,
        next: usize,
    }
    let frame = |pos: &P| {
        let mut moves = MoveList::new();
        pos.legal_moves_into(&mut moves);
        Frame {
            pos: pos.clone(),
            moves,
            next: 0,
        }
    };
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    let mut stack = vec![frame(pos)];
    loop {
        // The top frame is `stack.len() - 1` plies below the root.
        let remaining = depth - (stack.len() as u32).saturating_sub(1);
        let Some(top) = stack.last_mut() else { break };
        if remaining == 1 {
            total += top.moves.len() as u64;
            stack.pop();
            continue;
        }
        match top.moves.get(top.next) {
            Some(&m) => {
                top.next += 1;
                let mut child = top.pos.clone();
                child.play_unchecked(m);
                let child_frame = frame(&child);
                stack.push(child_frame);
            }
            None => {
                stack.pop();
            }
        }
    }
    total
}

/// Perft per root move: `(uci, count)` sorted by the UCI string. Depth 0
/// has no root moves to list (its perft is 1, with no move played).
#[deprecated(
    note = "use `danilchuk_perft::Perft::new(depth).run(pos)?.divide`, the one way to run perft beyond a quick `perft` count"
)]
pub fn divide<P: Position>(pos: &P, depth: u32) -> Vec<(String, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut lines: Vec<(String, u64)> = pos
        .legal_moves()
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(*m);
            (pos.uci(*m).to_string(), perft(&child, depth - 1))
        })
        .collect();
    lines.sort();
    lines
}
