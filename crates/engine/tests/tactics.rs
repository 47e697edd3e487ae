//! Tactics suites (tests/data/*.txt) solved at small fixed depths. Every
//! premise is checked first with the rule set's move generator alone (brute
//! force, no evaluation), so no answer is taken on trust.

use danilchuk_board::{Move, Position, Role};
use danilchuk_classical::Chess;
use danilchuk_engine::{Decided, Engine, Evaluate, Limits};
use danilchuk_game::Game;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;

/// Whether the side to move has lost by the rules right now (checkmate; in
/// Linear no king, L-5).
fn lost<P: Evaluate>(pos: &P) -> bool {
    match pos.decided() {
        Some(Decided::Lost) => true,
        Some(Decided::Won) => false,
        None => pos.count_legal_moves() == 0 && pos.no_moves_lose(),
    }
}

/// Whether the game is over without the side to move having lost.
fn over_not_lost<P: Evaluate>(pos: &P) -> bool {
    pos.decided() == Some(Decided::Won)
        || (pos.decided().is_none() && pos.count_legal_moves() == 0 && !pos.no_moves_lose())
}

/// Whether `m` wins within `n` moves of the side to move, whatever the defence.
fn move_wins_in<P: Evaluate>(pos: &P, m: Move, n: u32) -> bool {
    let mut child = pos.clone();
    child.play_unchecked(m);
    if lost(&child) {
        return true;
    }
    if n <= 1 || over_not_lost(&child) {
        return false;
    }
    child.legal_moves().iter().all(|&r| {
        let mut grand = child.clone();
        grand.play_unchecked(r);
        !over_not_lost(&grand) && !lost(&grand) && wins_in(&grand, n - 1)
            || lost_for_mover_after(&child, r)
    })
}

/// Whether reply `r` in `pos` makes the replying side lose at once (Linear:
/// it moved its last king off its line).
fn lost_for_mover_after<P: Evaluate>(pos: &P, r: Move) -> bool {
    let mut after = pos.clone();
    after.play_unchecked(r);
    after.decided() == Some(Decided::Won)
}

/// Whether the side to move can force a win within `n` moves.
fn wins_in<P: Evaluate>(pos: &P, n: u32) -> bool {
    n > 0 && pos.legal_moves().iter().any(|&m| move_wins_in(pos, m, n))
}

/// Material of the side to move minus the opponent's (kings excluded).
fn material<P: Position>(pos: &P) -> i32 {
    let values = [100, 300, 300, 500, 900, 0];
    let b = pos.board();
    Role::ALL
        .iter()
        .map(|&r| {
            let ours = (b.by_role(r) & b.by_color(pos.turn())).count() as i32;
            let theirs = (b.by_role(r) & b.by_color(!pos.turn())).count() as i32;
            values[r as usize] * (ours - theirs)
        })
        .sum()
}

/// A plain material minimax over legal moves (no evaluation of ours).
fn material_search<P: Position>(pos: &P, depth: u32) -> i32 {
    let moves = pos.legal_moves();
    if depth == 0 || moves.is_empty() {
        return material(pos);
    }
    moves
        .iter()
        .map(|&m| {
            let mut c = pos.clone();
            c.play_unchecked(m);
            -material_search(&c, depth - 1)
        })
        .max()
        .unwrap_or(0)
}

fn best_move<P: Evaluate>(
    fen: &str,
    settings: P::Settings,
    depth: u32,
) -> (P, Move, danilchuk_engine::SearchResult) {
    let game = Game::<P>::from_fen_with(fen, settings).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let mut engine = Engine::new(8);
    let result = engine.search(&game, &Limits::depth(depth));
    let m = result
        .best_move
        .unwrap_or_else(|| panic!("no move for {fen}"));
    assert!(game.position().is_legal(m), "illegal {m} in {fen}");
    (game.position().clone(), m, result)
}

fn uci_move<P: Position>(pos: &P, text: &str) -> Move {
    pos.parse_uci(text)
        .unwrap_or_else(|e| panic!("{text} in {}: {e}", pos.fen()))
}

fn check_mate<P: Evaluate>(fen: &str, settings: P::Settings, n: u32) {
    let pos = P::from_fen_with(fen, settings).unwrap();
    assert!(wins_in(&pos, n), "premise: no forced win in {n} in {fen}");
    assert!(
        n == 1 || !wins_in(&pos, n - 1),
        "premise: a shorter win exists in {fen}"
    );
    // Late-move reductions search a quiet mating move a few plies short,
    // so the shortest mate may show only some plies past its length.
    let (pos, m, result) = best_move::<P>(fen, settings, 2 * n + 5);
    assert!(move_wins_in(&pos, m, n), "{m} does not win in {n} in {fen}");
    assert_eq!(
        result.score.mate_moves(),
        Some(n as i32),
        "score {} in {fen}",
        result.score
    );
}

fn run_suite<P: Evaluate>(text: &str, settings: P::Settings) -> usize {
    let mut solved = 0;
    for line in text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let (kind, fen) = line.split_once('|').expect("KIND | FEN");
        let (kind, fen) = (kind.trim(), fen.trim());
        let words: Vec<&str> = kind.split_whitespace().collect();
        match words[..] {
            ["mate" | "win", n] => check_mate::<P>(fen, settings, n.parse().unwrap()),
            ["close-mate", n] => {
                let n: u32 = n.parse().unwrap();
                let classical: String =
                    fen.split_whitespace().take(6).collect::<Vec<_>>().join(" ");
                let chess = Chess::from_fen(&classical).unwrap();
                assert!(
                    !wins_in(&chess, n),
                    "premise: {fen} is a mate in {n} classically too"
                );
                check_mate::<P>(fen, settings, n);
            }
            ["capture", uci] => {
                let pos = P::from_fen_with(fen, settings).unwrap();
                let wanted = uci_move(&pos, uci);
                assert!(wanted.is_capture(), "premise: {uci} is not a capture");
                let score = |m: Move| {
                    let mut c = pos.clone();
                    c.play_unchecked(m);
                    -material_search(&c, 2)
                };
                let best = score(wanted);
                for &m in pos.legal_moves().iter().filter(|&&m| m != wanted) {
                    assert!(
                        score(m) < best,
                        "premise: {m} wins as much as {uci} in {fen}"
                    );
                }
                let (_, m, _) = best_move::<P>(fen, settings, 4);
                assert_eq!(m, wanted, "{fen}");
            }
            ["avoid", uci] => {
                let pos = P::from_fen_with(fen, settings).unwrap();
                let trap = uci_move(&pos, uci);
                assert!(trap.is_capture(), "premise: {uci} is not a capture");
                let mut after = pos.clone();
                after.play_unchecked(trap);
                assert!(
                    wins_in(&after, 2),
                    "premise: {uci} does not lose quickly in {fen}"
                );
                let safe = pos.legal_moves().iter().any(|&m| {
                    let mut c = pos.clone();
                    c.play_unchecked(m);
                    !wins_in(&c, 2)
                });
                assert!(safe, "premise: every move loses in {fen}");
                let (_, m, _) = best_move::<P>(fen, settings, 4);
                assert_ne!(m, trap, "{fen}");
            }
            ["only", uci] => {
                let pos = P::from_fen_with(fen, settings).unwrap();
                let wanted = uci_move(&pos, uci);
                for &m in pos.legal_moves().iter() {
                    let mut c = pos.clone();
                    c.play_unchecked(m);
                    let loses = c.decided() == Some(Decided::Won) || wins_in(&c, 1);
                    assert_eq!(loses, m != wanted, "premise: {m} in {fen}");
                }
                let (_, m, _) = best_move::<P>(fen, settings, 4);
                assert_eq!(m, wanted, "{fen}");
            }
            _ => panic!("unknown kind {kind:?}"),
        }
        solved += 1;
    }
    solved
}

#[test]
fn classical_mates_in_1_to_3_and_winning_captures() {
    assert_eq!(run_suite::<Chess>(include_str!("data/chess.txt"), ()), 9);
}

#[test]
fn immortal_mates_close_mates_i_6_and_losing_swaps_i_1() {
    assert_eq!(
        run_suite::<Immortal>(include_str!("data/immortal.txt"), ()),
        6
    );
}

#[test]
fn linear_last_king_captures_and_keeping_the_last_king_l_5() {
    assert_eq!(
        run_suite::<Linear>(include_str!("data/linear.txt"), Default::default()),
        4
    );
}

/// A helper for writing suites: prints, per move, whether the opponent then
/// wins within one or two moves. `PROBE_FEN=... cargo test probe -- --ignored --nocapture`.
#[test]
#[ignore]
fn probe() {
    let Ok(fen) = std::env::var("PROBE_FEN") else {
        return;
    };
    if let Ok(chess) = Chess::from_fen(&fen) {
        for n in 1..=3 {
            println!("classical: win in {n}: {}", wins_in(&chess, n));
        }
        return;
    }
    let pos = Immortal::from_fen(&fen).unwrap();
    for &m in pos.legal_moves().iter() {
        let mut c = pos;
        c.play_unchecked(m);
        println!(
            "{m}: opponent wins in 1: {} in 2: {}",
            wins_in(&c, 1),
            wins_in(&c, 2)
        );
    }
}
