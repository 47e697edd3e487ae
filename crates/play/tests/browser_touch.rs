//! The board in a real browser (headless Chromium through chromedriver,
//! as `browser.rs`) at 390x844: whole games played to their end by finger
//! taps and drags only (a classical mate, an Immortal close mate, Linear
//! games won by taking the last king), checking the result the page shows
//! and the outcome and PGN the server reports.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs
//! them): without them the test says so in one line and passes, and fails
//! under `CI=true` (danilchuk-testkit). With them, a browser that does not
//! start is a failure.

mod chromium;
mod support;

use chromium::{open_board, retrying_lost_renderer, Pointer};
use serde_json::json;
use support::call;

/// How a finger plays one move: a tap on the unit and a tap on the
/// destination, or a drag from one to the other.
#[derive(Clone, Copy)]
enum Gesture {
    Tap,
    Drag,
}

/// A game played to its end by finger at a phone's size: its rule set,
/// the moves (from, to, gesture), and what the end must say.
struct TouchGame {
    rules: &'static str,
    moves: &'static [(&'static str, &'static str, Gesture)],
    result: &'static str,
    reason: &'static str,
    variant_tag: Option<&'static str>,
    screenshot: &'static str,
}

use Gesture::{Drag, Tap};

/// A Linear game to the last black king taken (L-5), by finger.
const QUEEN_TAKES_THE_LAST_KING: &[(&str, &str, Gesture)] = &[
    ("d2", "d4", Tap),
    ("e7", "e5", Drag),
    ("d4", "e5", Drag),
    ("a7", "a6", Tap),
    ("d1", "d7", Tap),
    ("a6", "a5", Drag),
    ("d7", "e8", Drag),
];

const TOUCH_GAMES: [TouchGame; 4] = [
    // The scholar's mate, classical.
    TouchGame {
        rules: "chess",
        moves: &[
            ("e2", "e4", Tap),
            ("e7", "e5", Drag),
            ("f1", "c4", Drag),
            ("b8", "c6", Tap),
            ("d1", "h5", Tap),
            ("g8", "f6", Drag),
            ("h5", "f7", Drag),
        ],
        result: "1-0",
        reason: "checkmate",
        variant_tag: None,
        screenshot: "phone-390x844-chess-mate.png",
    },
    // Immortal: Qxf7+ is no mate, for Black castles in check (I-4); after
    // Qxg7+ reverse castling (I-5) is the one way out; Qxf6 is a close
    // mate (I-6). Castling by dragging the king onto its rook, reverse
    // castling by tapping the king, then the rook.
    TouchGame {
        rules: "immortal",
        moves: &[
            ("e2", "e4", Drag),
            ("e7", "e5", Tap),
            ("d1", "h5", Tap),
            ("b8", "c6", Drag),
            ("f1", "c4", Drag),
            ("g8", "f6", Tap),
            ("h5", "f7", Tap),
            ("e8", "h8", Drag),
            ("f7", "g7", Drag),
            ("h8", "e8", Tap),
            ("c4", "f7", Tap),
            ("e8", "e7", Drag),
            ("g7", "f6", Drag),
        ],
        result: "1-0",
        reason: "close mate (I-6)",
        variant_tag: Some("Immortal"),
        screenshot: "phone-390x844-immortal-close-mate.png",
    },
    // Linear: the queen takes along its own file and stays a queen (L-3),
    // then takes the only black king (L-5); landing on the e-file it
    // becomes a king itself.
    TouchGame {
        rules: "linear",
        moves: QUEEN_TAKES_THE_LAST_KING,
        result: "1-0",
        reason: "L-5",
        variant_tag: Some("Linear"),
        screenshot: "phone-390x844-linear-king-taken.png",
    },
    // The same with two pieces a line (L-8): White's second king on the
    // e-file is within the limit.
    TouchGame {
        rules: "linear2",
        moves: QUEEN_TAKES_THE_LAST_KING,
        result: "1-0",
        reason: "L-5",
        variant_tag: Some("Linear"),
        screenshot: "phone-390x844-linear2-king-taken.png",
    },
];

#[test]
fn whole_games_by_touch_at_phone_size_end_by_their_rules() {
    retrying_lost_renderer(|| {
        let Some((browser, _server, addr)) = open_board() else {
            return;
        };
        browser.resize(390, 844);
        browser.wait_for(
            "window.innerWidth === 390 && window.innerHeight === 844",
            "the 390x844 viewport",
        );
        for game in &TOUCH_GAMES {
            let rules = game.rules;
            browser.new_game(rules, "person");
            browser.assert_fits(&format!("{rules} at 390x844"));
            for (ply, &(from, to, gesture)) in game.moves.iter().enumerate() {
                match gesture {
                    Tap => {
                        browser.tap_square(from);
                        browser.wait_for(
                            &format!(
                                "ui.selected === '{from}' && document.querySelector('.sq.dest[data-square=\"{to}\"]')"
                            ),
                            &format!("{from}'s destinations after a tap, {rules} ply {}", ply + 1),
                        );
                        browser.tap_square(to);
                    }
                    Drag => browser.drag_with(Pointer::Touch, from, to),
                }
                browser.wait_for(
                    &format!("ui.state.ply === {} && !ui.busy", ply + 1),
                    &format!("{from}-{to} by finger in {rules}, ply {}", ply + 1),
                );
                let over = browser.script("return Boolean(ui.state.outcome);");
                assert_eq!(
                    over,
                    json!(ply + 1 == game.moves.len()),
                    "{rules}: the game ends with its last move, not before (ply {})",
                    ply + 1
                );
            }
            // The page says how it ended.
            let status = browser.script("return document.getElementById('status').textContent;");
            let status = status.as_str().unwrap_or("");
            assert!(
                status.contains(game.result) && status.contains(game.reason),
                "{rules}: the status shows {} by {}: {status:?}",
                game.result,
                game.reason
            );
            // A finished game takes no more moves.
            browser.tap_square("a2");
            assert_eq!(
                browser.script("return ui.state.ply;"),
                json!(game.moves.len())
            );

            // The server agrees: the game's outcome and its PGN.
            let id = browser.script("return ui.id;");
            let id = id.as_str().expect("a game id");
            let state = call(addr, "GET", &format!("/api/games/{id}"), None).json();
            assert_eq!(state["outcome"]["result"], game.result, "{rules}: {state}");
            assert!(
                state["outcome"]["text"]
                    .as_str()
                    .unwrap_or("")
                    .contains(game.reason),
                "{rules}: {}",
                state["outcome"]
            );
            if rules.starts_with("linear") {
                assert_eq!(state["kings"]["black"], json!([]), "{rules}: no black king");
            }
            let pgn = call(addr, "GET", &format!("/api/games/{id}/pgn"), None).text();
            assert!(
                pgn.contains(&format!("[Result \"{}\"]", game.result)),
                "{rules}: {pgn}"
            );
            assert!(
                pgn.trim_end().ends_with(game.result),
                "{rules}: the movetext ends with the result: {pgn}"
            );
            if let Some(tag) = game.variant_tag {
                assert!(
                    pgn.contains("[Variant ") && pgn.contains(tag),
                    "{rules}: the PGN names the variant: {pgn}"
                );
            }
            let moves_shown =
                browser.script("return document.querySelectorAll('#moves .move').length;");
            assert_eq!(
                moves_shown,
                json!(game.moves.len()),
                "{rules}: the move list"
            );
            browser.assert_fits(&format!("{rules} at 390x844, game over"));
            browser.screenshot(game.screenshot);
        }
    });
}
