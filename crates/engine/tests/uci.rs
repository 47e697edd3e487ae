//! The UCI layer driven through the real binary's stdin and stdout.

mod support;

use std::sync::mpsc::RecvTimeoutError;
use std::time::{Duration, Instant};

use support::Uci;

use danilchuk_bitboard::SplitMix64;
use danilchuk_board::{perft, Position};
use danilchuk_classical::Chess;
use danilchuk_engine::baseline::random_move;
use danilchuk_engine::Evaluate;
use danilchuk_game::Game;
use danilchuk_immortal::Immortal;
use danilchuk_linear::Linear;

#[test]
fn handshake_options_and_a_search() {
    let mut uci = Uci::start();
    uci.send("uci");
    let lines = uci.until("uciok");
    assert!(lines.iter().any(|l| l.starts_with("id name ")));
    let variant = lines
        .iter()
        .find(|l| l.starts_with("option name UCI_Variant type combo default chess"))
        .expect("UCI_Variant option");
    for name in ["chess", "immortal", "linear", "linear3", "linear2"] {
        assert!(variant.contains(&format!("var {name}")), "{variant}");
    }
    assert!(lines
        .iter()
        .any(|l| l.starts_with("option name Hash type spin")));
    uci.send("setoption name Hash value 4");
    uci.send("isready");
    uci.until("readyok");
    uci.send("ucinewgame");
    uci.send("position startpos moves e2e4 e7e5");
    uci.send("go depth 4");
    let lines = uci.until("bestmove");
    let info = lines
        .iter()
        .find(|l| l.starts_with("info depth 4"))
        .expect("info depth 4");
    for field in [
        " seldepth ",
        " score cp ",
        " nodes ",
        " nps ",
        " time ",
        " pv ",
    ] {
        assert!(info.contains(field), "{info}");
    }
    let best = lines
        .last()
        .unwrap()
        .split_whitespace()
        .nth(1)
        .unwrap()
        .to_string();
    let mut game = Game::<Chess>::starting();
    game.play_uci("e2e4").unwrap();
    game.play_uci("e7e5").unwrap();
    assert!(game.play_uci(&best).is_ok(), "{best}");
    // Clock limits and a mate score.
    uci.send("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    uci.send("go wtime 2000 btime 2000 winc 10 binc 10 movestogo 20");
    let lines = uci.until("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove a1a8");
    assert!(
        lines.iter().any(|l| l.contains("score mate 1")),
        "{lines:?}"
    );
}

fn perft_total(uci: &mut Uci, depth: u32) -> (usize, u64) {
    uci.send(&format!("go perft {depth}"));
    let lines = uci.until("Nodes");
    let divide = lines
        .iter()
        .filter(|l| l.contains(": ") && !l.starts_with("Nodes"))
        .count();
    let total = lines
        .last()
        .unwrap()
        .trim_start_matches("Nodes searched: ")
        .parse()
        .unwrap();
    (divide, total)
}

#[test]
fn perft_divide_in_every_variant() {
    let mut uci = Uci::start();
    uci.send("position startpos");
    assert_eq!(perft_total(&mut uci, 2), (20, perft(&Chess::starting(), 2)));
    uci.send("setoption name UCI_Variant value immortal");
    uci.send("position startpos");
    assert_eq!(
        perft_total(&mut uci, 2),
        (22, perft(&Immortal::starting(), 2))
    );
    uci.send("setoption name UCI_Variant value linear2");
    uci.send("position startpos moves e2e4");
    let mut lin = Linear::starting_with(danilchuk_linear::LineLimit::Two);
    lin.play(lin.parse_uci("e2e4").unwrap()).unwrap();
    let (_, total) = perft_total(&mut uci, 3);
    assert_eq!(total, perft(&lin, 3));
}

#[test]
fn stop_ends_go_infinite_and_not_before() {
    let mut uci = Uci::start();
    uci.send("position startpos");
    uci.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    // Nothing but info lines so far.
    loop {
        match uci.lines.recv_timeout(Duration::from_millis(10)) {
            Ok(line) => assert!(!line.starts_with("bestmove"), "{line}"),
            Err(RecvTimeoutError::Timeout) => break,
            Err(e) => panic!("{e:?}"),
        }
    }
    uci.send("isready");
    uci.until("readyok");
    let asked = Instant::now();
    uci.send("stop");
    let best = uci.bestmove();
    assert!(Chess::starting().parse_uci(&best).is_ok(), "{best}");
    assert!(asked.elapsed() < Duration::from_secs(10));
}

#[test]
fn garbage_is_answered_never_fatal() {
    let mut uci = Uci::start();
    for line in [
        "hello",
        "position",
        "position fen",
        "position fen not a fen at all",
        "position startpos moves e2e5",
        "position startpos moves e2e4 e7e5 zz",
        "setoption",
        "setoption name Hash value -5",
        "setoption name UCI_Variant value checkers",
        "setoption name Nonsense value 1",
        "\u{1F600} \u{0}",
    ] {
        uci.send(line);
        let answer = uci
            .lines
            .recv_timeout(Duration::from_secs(30))
            .expect("an answer");
        assert!(answer.starts_with("info string "), "{line:?} -> {answer:?}");
    }
    // The last `position` was refused whole (its third move is no move):
    // no move of the position after e2e4 e7e5, nor of any other.
    uci.send("go depth 2");
    assert_eq!(uci.bestmove(), "0000");
}

/// The engine (through UCI) against a random mover until the game ends by
/// the rules; then the engine answers `bestmove (none)`.
fn game_to_the_end<P: Evaluate>(variant: &str, settings: P::Settings) {
    let mut uci = Uci::start();
    uci.send(&format!("setoption name UCI_Variant value {variant}"));
    let mut game = Game::<P>::starting_with(settings);
    let mut rng = SplitMix64::new(7);
    let mut moves: Vec<String> = Vec::new();
    while !game.is_over() && game.ply() < 400 {
        let text = if game.ply() % 2 == 0 {
            uci.send(&format!("position startpos moves {}", moves.join(" ")));
            uci.send("go nodes 3000");
            uci.bestmove()
        } else {
            let m = random_move(game.position(), &mut rng).unwrap();
            game.position().uci(m).to_string()
        };
        game.play_uci(&text)
            .unwrap_or_else(|e| panic!("{variant} {text}: {e}"));
        moves.push(text);
        if game.claimable_draw().is_some() {
            game.claim_draw().unwrap();
        }
    }
    let outcome = game.outcome().expect("the game ended");
    assert_eq!(
        outcome.winner(),
        Some(danilchuk_board::Color::White),
        "{variant}: {outcome}"
    );
    uci.send(&format!("position startpos moves {}", moves.join(" ")));
    uci.send("go depth 3");
    assert_eq!(uci.bestmove(), "(none)");
}

#[test]
fn a_game_to_the_end_in_every_rule_set() {
    game_to_the_end::<Chess>("chess", ());
    game_to_the_end::<Immortal>("immortal", ());
    game_to_the_end::<Linear>("linear", danilchuk_linear::LineLimit::Unlimited);
}
