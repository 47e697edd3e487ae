//! The computer at the default strength (and every weaker level) takes a
//! mate in one when the position offers it, in every rule set: part of
//! what "plays sensibly" means for the default (see `Strength::DEFAULT`).

mod support;

use danilchuk_play::Strength;
use serde_json::{json, Value};
use support::{call, call_as, start_server};

/// A position per rule set, White to move and win at once.
const MATES_IN_ONE: [(&str, &str, &str); 5] = [
    // Ra8#.
    ("chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "checkmate"),
    // Ra8# (I-6, I-7): nothing can take or block the rook.
    ("immortal", "7k/6pp/8/8/8/8/8/R5K1 w - - 0 1", "checkmate"),
    // Rxe8 takes the last black king (L-5); Kxd2 would take the queen but
    // move White's last king off its line and lose (L-5); any other move
    // lets Qxe1 take White's king.
    ("linear", "R3k3/8/8/8/8/8/3q4/4K3 w - - 0 1", "L-5"),
    ("linear3", "R3k3/8/8/8/8/8/3q4/4K3 w - - 0 1", "L-5"),
    // With two a line (L-8), the rook that becomes a king on e8 is White's
    // second on the e-file: within the limit.
    ("linear2", "R3k3/8/8/8/8/8/3q4/4K3 w - - 0 1", "L-5"),
];

fn computer_game(addr: std::net::SocketAddr, body: Value) -> Value {
    let answer = call(addr, "POST", "/api/games", Some(&body.to_string()));
    assert_eq!(answer.status, 201, "{}", answer.text());
    answer.json()
}

#[test]
fn a_new_game_against_the_computer_gets_the_default_strength() {
    let (_server, addr) = start_server(8);
    let state = computer_game(addr, json!({"rules": "chess", "opponent": "computer"}));
    assert_eq!(
        state["opponent"]["strength"],
        json!(Strength::DEFAULT.level())
    );
}

#[test]
fn the_default_strength_and_every_weaker_one_take_a_mate_in_one() {
    let (_server, addr) = start_server(64);
    for (rules, fen, reason) in MATES_IN_ONE {
        // No strength given: the default.
        let mut bodies = vec![
            json!({"rules": rules, "fen": fen, "opponent": "computer", "computer_side": "white"}),
        ];
        for level in Strength::MIN.level()..Strength::DEFAULT.level() {
            bodies.push(json!({"rules": rules, "fen": fen, "opponent": "computer", "computer_side": "white", "strength": level}));
        }
        for body in bodies {
            let state = computer_game(addr, body.clone());
            assert!(state["outcome"].is_null(), "{rules}: {state}");
            let id = state["id"].as_str().expect("id");
            // The player (Black) lets the computer move.
            let answer = call_as(
                addr,
                "POST",
                &format!("/api/games/{id}/computer"),
                Some("{}"),
                state["tokens"]["black"].as_str(),
            );
            assert_eq!(answer.status, 200, "{}", answer.text());
            let state = answer.json();
            let played = &state["history"][0]["san"];
            assert_eq!(
                state["outcome"]["result"], "1-0",
                "{rules} at {body}: the computer played {played}, no mate: {}",
                state["outcome"]
            );
            assert!(
                state["outcome"]["text"]
                    .as_str()
                    .unwrap_or("")
                    .contains(reason),
                "{rules}: {}",
                state["outcome"]
            );
        }
    }
}
