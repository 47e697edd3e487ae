//! `go` answers for the position the GUI sent, or not at all, through the
//! real binary: the moves of `position` are played as long as they are
//! legal, also after the rules ended the game (a GUI that does not
//! adjudicate plays on), and after a refused `position` the answer is
//! `bestmove 0000` with the reason, never a move of an earlier position.

mod support;

use std::time::Duration;

use danilchuk_bitboard::SplitMix64;
use danilchuk_board::{DrawReason, Outcome, Position, Role};
use danilchuk_classical::Chess;
use danilchuk_game::Game;
use danilchuk_immortal::Immortal;
use support::Uci;

const SOON: Duration = Duration::from_secs(5);

/// The position `moves` (UCI text) reach from `start`, each move legal.
fn after<P: Position>(mut pos: P, moves: &[String]) -> P {
    for text in moves {
        let m = pos.parse_uci(text).expect("a move");
        pos.play(m).expect("a legal move");
    }
    pos
}

/// The engine's move for `setup` (a `position` command's words).
fn answer(uci: &mut Uci, setup: &str) -> Vec<String> {
    uci.send(&format!("position {setup}"));
    uci.send("go depth 3");
    uci.until("bestmove")
}

fn best(lines: &[String]) -> &str {
    let last = lines.last().expect("a line");
    last.split_whitespace().nth(1).expect("a move")
}

#[test]
fn after_a_refused_position_go_answers_0000_never_an_older_position() {
    let mut uci = Uci::start();
    uci.send("position startpos");
    for refused in [
        "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
        "position fen not a fen",
        "position startpos moves e2e4 e7e5 e1e3",
        "position startpos moves e2e4 zz",
        "position sideways",
    ] {
        uci.send(refused);
        let why = uci.within("info", SOON);
        assert!(why[0].starts_with("info string "), "{refused}: {why:?}");
        uci.send("go depth 3");
        let lines = uci.until("bestmove");
        assert_eq!(
            lines.last().map(String::as_str),
            Some("bestmove 0000"),
            "{refused}: {lines:?}"
        );
        let reason = &lines[lines.len() - 2];
        assert!(
            reason.starts_with("info string no position: the last position command was refused"),
            "{refused}: {lines:?}"
        );
    }
    // `go infinite` still waits for `stop`; a perft and `d` say why not.
    uci.send("go infinite");
    let early = uci.drain(Duration::from_millis(300));
    assert!(
        !early.iter().any(|l| l.starts_with("bestmove")),
        "{early:?}"
    );
    uci.send("stop");
    let lines = uci.within("bestmove", SOON);
    assert_eq!(lines.last().map(String::as_str), Some("bestmove 0000"));
    uci.send("go perft 2");
    uci.send("d");
    uci.send("isready");
    let lines = uci.within("readyok", SOON);
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines[..2]
        .iter()
        .all(|l| l.starts_with("info string no position")));
    // A position again: answered again.
    let lines = answer(&mut uci, "startpos moves e2e4");
    let black = after(Chess::starting(), &["e2e4".into()]);
    assert!(black.parse_uci(best(&lines)).is_ok(), "{lines:?}");
}

#[test]
fn moves_after_the_seventy_five_move_rule_are_played_and_answered() {
    let mut uci = Uci::start();
    // The seventy-five-move rule ends the game at h1h2; the GUI plays on.
    let fen = "4k3/8/8/8/8/8/8/4K2R w - - 149 100";
    let moves = ["h1h2".to_string(), "e8d8".to_string()];
    let lines = answer(&mut uci, &format!("fen {fen} moves {}", moves.join(" ")));
    let pos = after(Chess::from_fen(fen).unwrap(), &moves);
    let best_move = pos.parse_uci(best(&lines));
    assert!(best_move.is_ok_and(|m| pos.is_legal(m)), "{lines:?}");
    // The game is drawn: the score says so.
    let info = &lines[lines.len() - 2];
    assert!(info.contains(" score cp 0 "), "{info}");
}

/// A game from the start that the seventy-five-move rule ends (moves
/// without a capture or pawn move, no position five times), and `extra`
/// legal moves played after its end.
fn seventy_five_move_game(extra: usize) -> Vec<String> {
    let mut rng = SplitMix64::new(75);
    let mut game = Game::<Chess>::starting();
    let mut moves: Vec<String> = Vec::new();
    for text in ["e2e4", "e7e5", "d2d4", "d7d5"] {
        game.play_uci(text).unwrap();
        moves.push(text.into());
    }
    while !game.is_over() {
        let pos = *game.position();
        // Quiet moves of pieces that neither check (a check may leave the
        // other side only captures) nor make a position's fifth occurrence.
        let quiet: Vec<_> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|&m| !m.is_capture() && pos.board().role_at(m.from()) != Some(Role::Pawn))
            .filter(|&m| {
                let mut next = game.clone();
                next.play(m).is_ok() && next.repetition_count() < 5 && !next.position().is_check()
            })
            .collect();
        assert!(!quiet.is_empty(), "no quiet move after {moves:?}");
        let m = quiet[rng.below(quiet.len())];
        game.play(m).unwrap();
        moves.push(pos.uci(m).to_string());
    }
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::SeventyFiveMoveRule
        }),
        "after {} plies",
        moves.len()
    );
    let mut pos = *game.position();
    for _ in 0..extra {
        let legal = pos.legal_moves();
        let m = legal[rng.below(legal.len())];
        moves.push(pos.uci(m).to_string());
        pos.play_unchecked(m);
    }
    moves
}

#[test]
fn a_game_from_the_start_past_the_seventy_five_move_rule_is_answered_for_its_last_position() {
    let mut uci = Uci::start();
    for extra in [1, 2, 7] {
        let moves = seventy_five_move_game(extra);
        let lines = answer(&mut uci, &format!("startpos moves {}", moves.join(" ")));
        let pos = after(Chess::starting(), &moves);
        let best_move = pos.parse_uci(best(&lines));
        assert!(
            best_move.is_ok_and(|m| pos.is_legal(m)),
            "{} plies: {lines:?}",
            moves.len()
        );
    }
}

#[test]
fn moves_after_a_fivefold_repetition_are_played_in_every_rule_set() {
    let mut moves: Vec<String> = Vec::new();
    for _ in 0..4 {
        moves.extend(["g1f3", "g8f6", "f3g1", "f6g8"].map(String::from));
    }
    moves.push("e2e4".into());
    let mut uci = Uci::start();
    let lines = answer(&mut uci, &format!("startpos moves {}", moves.join(" ")));
    let pos = after(Chess::starting(), &moves);
    assert!(pos.parse_uci(best(&lines)).is_ok(), "{lines:?}");
    uci.send("setoption name UCI_Variant value immortal");
    let lines = answer(&mut uci, &format!("startpos moves {}", moves.join(" ")));
    let pos = after(Immortal::starting(), &moves);
    assert!(pos.parse_uci(best(&lines)).is_ok(), "{lines:?}");
}
