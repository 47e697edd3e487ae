//! The board in a real browser: headless Chromium driven through
//! chromedriver's W3C WebDriver JSON protocol. It opens the page, plays the
//! first move e2-e4 by clicks in every rule set and waits for the
//! computer's reply, plays an Immortal capture and checks on the rendered
//! board that both units swapped and that the lock is drawn; at phone and
//! tablet sizes checks that the whole board fits, and at 390x844 plays whole
//! games to their end by finger taps and drags only (a classical mate, an
//! Immortal close mate, Linear games won by taking the last king), checking
//! the result the page shows and the outcome and PGN the server reports;
//! and saves screenshots under `target/tmp/play-browser/`.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs
//! them): without them the test says so in one line and passes, and fails
//! under `CI=true` (danilchuk-testkit). With them, a browser that does not
//! start is a failure.

mod chromium;
mod support;

use std::thread::sleep;
use std::time::{Duration, Instant};

use chromium::{open_board, retrying_lost_renderer, Browser, Pointer};
use serde_json::{json, Value};
use support::{call, call_as};

/// Gives the page the seats of `game`, made through the API: the tokens
/// its answer carried, kept where the page keeps its own.
fn hold_seats(browser: &Browser, game: &Value) {
    let id = game["id"].as_str().expect("id");
    let tokens = game["tokens"].to_string();
    browser.script(&format!(
        "localStorage.setItem('seats:{id}', JSON.stringify({tokens}));"
    ));
}

#[test]
fn a_lost_renderer_is_retried_once_and_nothing_else_is() {
    // A lost renderer, then a good run: passes after two runs.
    let lost = "WebDriver POST /url: disconnected: Unable to receive message from renderer";
    assert_eq!(runs_failing_with(&[lost]), (true, 2));
    // A failed assertion is not retried.
    assert_eq!(runs_failing_with(&["e4: the square is empty"]), (false, 1));
    // A renderer lost twice fails.
    let crashed = "WebDriver GET /title: tab crashed";
    assert_eq!(runs_failing_with(&[crashed, crashed]), (false, 2));
}

/// Runs under [`retrying_lost_renderer`] a test whose n-th run panics with
/// `failures[n]` (and passes once past them): whether it passed, and after
/// how many runs.
fn runs_failing_with(failures: &[&str]) -> (bool, usize) {
    let runs = std::cell::Cell::new(0);
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        retrying_lost_renderer(|| {
            let run = runs.get();
            runs.set(run + 1);
            if let Some(failure) = failures.get(run) {
                panic!("{failure}");
            }
        })
    }));
    (outcome.is_ok(), runs.get())
}

#[test]
fn the_board_in_a_real_browser() {
    retrying_lost_renderer(|| {
        let Some((browser, _server, addr)) = open_board() else {
            return;
        };

        // 1. e4 by clicks in every rule set, against the computer.
        for rules in ["chess", "immortal", "linear", "linear3", "linear2"] {
            browser.new_game(rules, "computer");
            browser.click_square("e2");
            // The picked unit's legal squares are shown.
            browser.wait_for(
                "document.querySelectorAll('.sq.dest').length === 2",
                "e2's two destinations",
            );
            browser.click_square("e4");
            browser.wait_for(
                "ui.state.ply === 2 && document.querySelectorAll('#moves .move').length === 2",
                &format!("the computer's reply in {rules}"),
            );
            assert_eq!(browser.drawn("e4"), "wp", "{rules}");
            assert_eq!(browser.drawn("e2"), "", "{rules}");
            let first =
                browser.script("return document.querySelector('#moves .move').textContent;");
            assert_eq!(first, json!("e4"), "{rules}");
            if rules.starts_with("linear") {
                // L-2: both sides' line maps along the edges; L-3: kings marked.
                let cells = browser.script(
                    "return [...document.querySelectorAll('#lines-bottom .cell')].map(c => c.dataset.role).join('');",
                );
                assert_eq!(cells, json!("rnbqkbnr"), "{rules}");
                let top =
                    browser.script("return document.querySelectorAll('#lines-top .cell').length;");
                assert_eq!(top, json!(8));
                let kings =
                    browser.script("return document.querySelectorAll('.king-mark').length;");
                assert!(kings.as_u64().unwrap_or(0) >= 2, "{rules}: kings marked");
            }
        }
        browser.screenshot("linear2-after-e4.png");

        // An illegal attempt is explained by the server.
        browser.new_game("linear", "person");
        browser.click_square("g1");
        browser.click_square("g4");
        browser.wait_for(
            "document.getElementById('message').textContent.length > 0",
            "the reason for Ng1-g4",
        );
        // L-3 by drag: the knight lands on the f-file and becomes a bishop.
        browser.drag("g1", "f3");
        browser.wait_for("ui.state.ply === 1", "Ng1-f3 by drag");
        assert_eq!(browser.drawn("f3"), "wb");
        let badge = browser.script(
            "const b = document.querySelector('.badge.transform'); return b ? b.textContent : '';",
        );
        assert_eq!(badge, json!("N→B"));
        browser.screenshot("linear-transformation.png");

        // An Immortal capture: both units swap, and the lock is drawn.
        browser.new_game("immortal", "person");
        browser.click_square("e2");
        browser.click_square("e4");
        browser.wait_for("ui.state.ply === 1", "1. e4");
        browser.drag("d7", "d5");
        browser.wait_for("ui.state.ply === 2", "1... d5 by drag");
        browser.click_square("e4");
        browser.click_square("d5");
        browser.wait_for("ui.state.ply === 3", "2. exd5");
        assert_eq!(browser.drawn("d5"), "wp", "the capturer on d5");
        assert_eq!(
            browser.drawn("e4"),
            "bp",
            "the captured pawn put on e4 (I-1)"
        );
        let lock = browser.script(
            "return [...document.querySelectorAll('.lock-mark')].map(l => l.dataset.attacker + '>' + l.dataset.target + ' ' + l.title);",
        );
        let locks: Vec<String> = lock
            .as_array()
            .expect("locks")
            .iter()
            .map(|l| l.as_str().unwrap_or("").to_string())
            .collect();
        assert!(
            locks
                .iter()
                .any(|l| l.starts_with("e4>d5 ") && l.contains("I-3")),
            "the reply lock e4>d5 is drawn with its rule: {locks:?}"
        );
        assert!(locks.iter().any(|l| l.starts_with("d5>e4 ")), "{locks:?}");
        let boxes = browser.script("return document.querySelectorAll('.lock-sq').length;");
        assert_eq!(boxes, json!(4), "both squares of both locks are marked");
        let shot = browser.screenshot("immortal-swap-and-lock.png");
        assert!(std::fs::metadata(shot).map(|m| m.len()).unwrap_or(0) > 1000);

        // The same game through the API agrees with the page.
        let id = browser.script("return ui.id;");
        let state = call(
            addr,
            "GET",
            &format!("/api/games/{}", id.as_str().unwrap_or("")),
            None,
        )
        .json();
        assert_eq!(state["ply"], 3);
    });
}

#[test]
fn phone_and_tablet_sizes_show_the_whole_board_and_play_by_touch() {
    retrying_lost_renderer(|| {
        let Some((browser, _server, _)) = open_board() else {
            return;
        };
        browser.new_game("chess", "person");
        browser.assert_fits("desktop 1000x900");
        browser.screenshot("desktop.png");
        for (name, width, height) in [
            ("phone-360x740", 360, 740),
            ("phone-390x844", 390, 844),
            ("tablet-768x1024", 768, 1024),
        ] {
            browser.resize(width, height);
            browser.wait_for(
                &format!("window.innerWidth === {width} && window.innerHeight === {height}"),
                &format!("the {name} viewport"),
            );
            // The page redraws the board at the new size.
            browser.wait_for(
                "Math.abs(document.querySelector('.sq[data-square=\"h8\"]').getBoundingClientRect().right - document.getElementById('board').getBoundingClientRect().right) < 1",
                "the board redrawn at the new size",
            );
            browser.new_game("linear", "person");
            browser.assert_fits(name);
            // Once shown, the board holds still: a tap lands where it was
            // aimed (the page fits the board after all that stands above
            // it is drawn, not before).
            let rect = "JSON.stringify(document.getElementById('board').getBoundingClientRect())";
            let shown = browser.script(&format!("return {rect};"));
            sleep(Duration::from_millis(400));
            assert_eq!(browser.script(&format!("return {rect};")), shown, "{name}");
            // Tap-tap, then a drag with the finger.
            browser.tap_square("e2");
            browser.wait_for(
                "document.querySelectorAll('.sq.dest').length === 2",
                "e2's destinations after a tap",
            );
            browser.tap_square("e4");
            browser.wait_for("ui.state.ply === 1", &format!("1. e4 by taps at {name}"));
            browser.drag_with(Pointer::Touch, "d7", "d5");
            browser.wait_for(
                "ui.state.ply === 2",
                &format!("1... d5 by a finger's drag at {name}"),
            );
            assert_eq!(browser.drawn("e4"), "wp", "{name}");
            assert_eq!(browser.drawn("d5"), "bp", "{name}");
            browser.assert_fits(&format!("{name} after two moves"));
            browser.screenshot(&format!("{name}.png"));
        }
    });
}

#[test]
fn promotion_chooser_closes_and_castling_by_click() {
    retrying_lost_renderer(|| {
        let Some((browser, _server, _)) = open_board() else {
            return;
        };
        browser.new_game("chess", "person");
        let hidden = "getComputedStyle(document.getElementById('promotion')).display === 'none'";
        browser.wait_for(hidden, "no promotion chooser before a promotion");

        // The chooser opens for a promotion and is gone after the choice.
        browser.load_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        browser.click_square("a7");
        browser.click_square("a8");
        browser.wait_for(
            "getComputedStyle(document.getElementById('promotion')).display !== 'none' && document.querySelectorAll('#promotion button[data-role]').length === 4",
            "the promotion chooser",
        );
        browser.click_element("#promotion button[data-role=\"n\"]");
        browser.wait_for("ui.state.ply === 1", "a8=N");
        assert_eq!(browser.drawn("a8"), "wn");
        browser.wait_for(hidden, "the chooser closed after the choice");

        // Castling by click: the king, then its rook.
        browser.load_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        browser.click_square("e1");
        browser.click_square("h1");
        browser.wait_for(
            "ui.state.ply === 1",
            "O-O by clicking the king, then the rook",
        );
        assert_eq!(browser.drawn("g1"), "wk");
        assert_eq!(browser.drawn("f1"), "wr");
        assert_eq!(
            browser.script("return ui.state.history[0].san;"),
            json!("O-O")
        );
        // A castling the rules refuse, by click: the server's reason is shown,
        // and the rook is not picked instead.
        browser.load_fen("4k3/8/8/8/8/8/8/4KB1R w K - 0 1");
        browser.click_square("e1");
        browser.click_square("h1");
        browser.wait_for(
            "document.getElementById('message').textContent.length > 0",
            "the reason the castling is refused",
        );
        let why = browser.script("return document.getElementById('message').textContent;");
        assert!(
            why.as_str().unwrap_or("").contains("f1 is not empty"),
            "the rules' reason: {why}"
        );
        assert_eq!(browser.script("return ui.state.ply;"), json!(0));
        assert_eq!(browser.script("return ui.selected;"), json!(null));
        assert_eq!(browser.drawn("e1"), "wk");

        // Analysis: the engine's score and best line for the position shown.
        browser.load_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        browser.click_element("#analysis-on");
        browser.wait_for(
            "document.getElementById('analysis-text').textContent.startsWith('#1 ') && document.getElementById('analysis-text').textContent.includes('Ra8#')",
            "the engine's mate in one",
        );
        assert_eq!(
            browser.script("return document.getElementById('evalbar-white').style.width;"),
            json!("100%")
        );
        browser.screenshot("analysis.png");
    });
}

#[test]
fn shared_address_keeps_two_windows_in_sync_and_moves_can_be_stepped_through() {
    retrying_lost_renderer(|| {
        let Some((browser, _server, addr)) = open_board() else {
            return;
        };
        browser.new_game("immortal", "person");
        let id = browser.script("return ui.id;");
        let id = id.as_str().expect("a game id").to_string();
        // The address shows the game, and the share link is that address.
        assert_eq!(
            browser.script("return location.hash;"),
            json!(format!("#game={id}"))
        );
        let shared = browser.script("return document.getElementById('share-link').href;");
        let shared = shared.as_str().expect("the share link").to_string();
        assert_eq!(shared, format!("http://{addr}/#game={id}"));

        // A second window opens the shared address and plays 1. e4.
        let first = browser.command("GET", "/window", None);
        let second = browser.command("POST", "/window/new", Some(json!({"type": "window"})));
        let second = second["handle"].clone();
        browser.command("POST", "/window", Some(json!({ "handle": second })));
        browser.open(&shared);
        browser.wait_for(&format!("ui.state && ui.id === '{id}'"), "the shared game");
        browser.click_square("e2");
        browser.click_square("e4");
        browser.wait_for("ui.state.ply === 1", "1. e4 in the second window");

        // The first window follows without being touched.
        browser.command("POST", "/window", Some(json!({ "handle": first })));
        browser.wait_for(
            "ui.state.ply === 1 && ui.state.turn === 'black' && document.querySelector('.piece[data-square=\"e4\"]')",
            "the first window showing 1. e4",
        );
        assert!(browser
            .script("return document.getElementById('status').textContent;")
            .as_str()
            .unwrap_or("")
            .contains("Black to move"));
        browser.drag("e7", "e5");
        browser.wait_for("ui.state.ply === 2", "1... e5 in the first window");

        // Stepping back: the left arrow, a click on a move, then back to the
        // live position with End.
        browser.press_key("\u{E012}");
        browser.wait_for("ui.view === 1", "the position after 1. e4");
        assert_eq!(browser.drawn("e5"), "");
        assert_eq!(browser.drawn("e7"), "bp");
        assert_eq!(browser.drawn("e4"), "wp");
        browser.wait_for(
            "!document.getElementById('viewing').hidden",
            "the read-only note",
        );
        // A past position is read-only.
        browser.click_square("d7");
        browser.wait_for(
            "document.querySelectorAll('.sq.dest').length === 0 && document.getElementById('message').textContent.includes('past position')",
            "the board refusing input while viewing",
        );
        browser.press_key("\u{E012}");
        browser.wait_for("ui.view === 0", "the start position");
        assert_eq!(browser.drawn("e4"), "");
        assert_eq!(browser.drawn("e2"), "wp");
        browser.click_element("#moves .move[data-ply=\"1\"]");
        browser.wait_for("ui.view === 1", "the position after a click on 1. e4");
        browser.press_key("\u{E010}");
        browser.wait_for("ui.view === null", "the live position after End");
        assert_eq!(browser.drawn("e5"), "bp");
        browser.wait_for("document.getElementById('viewing').hidden", "the note gone");

        // Another window takes back 1... e5 and plays 1... c5, then 2. Nf3:
        // the window's polls, which ask only for the moves it lacks, follow
        // both the cut and the move added after it.
        // It holds the seats this page holds (a game at one screen).
        let game = format!("/api/games/{id}");
        let moves = "Array.from(document.querySelectorAll('#moves .move')).map((m) => m.dataset.uci).join(' ')";
        let token = |side: &str| {
            browser
                .script(&format!(
                    "return JSON.parse(localStorage.getItem('seats:{id}')).{side};"
                ))
                .as_str()
                .unwrap_or_else(|| panic!("{side}'s token on the page"))
                .to_string()
        };
        let (white, black) = (token("white"), token("black"));
        assert_eq!(
            call_as(addr, "POST", &format!("{game}/undo"), None, Some(&black)).status,
            200
        );
        for (text, list, seat) in [
            ("c5", "e2e4 c7c5", &black),
            ("Nf3", "e2e4 c7c5 g1f3", &white),
        ] {
            let body = json!({ "text": text }).to_string();
            let answer = call_as(
                addr,
                "POST",
                &format!("{game}/move"),
                Some(&body),
                Some(seat),
            );
            assert_eq!(answer.status, 200, "{}", answer.text());
            browser.wait_for(
                &format!("{moves} === '{list}'"),
                &format!("the move list {list} after the other window's moves"),
            );
        }
        assert_eq!(browser.drawn("c5"), "bp");
        assert_eq!(browser.drawn("e5"), "");

        // Changing the address to another game opens that game.
        let other = call(addr, "POST", "/api/games", Some(r#"{"rules":"linear2"}"#)).json();
        let other_id = other["id"].as_str().expect("id").to_string();
        browser.script(&format!("location.hash = '#game={other_id}';"));
        browser.wait_for(
            &format!("ui.id === '{other_id}' && ui.state.rules === 'linear2'"),
            "the game named by the new address",
        );

        // A game on a 3-second clock: both clocks shown, neither running
        // before the first move, then Black's after 1. e4 until its flag
        // falls and the game ends on time.
        let timed = call(
            addr,
            "POST",
            "/api/games",
            Some(r#"{"rules":"chess","clock":{"initial":3,"increment":0}}"#),
        )
        .json();
        let timed_id = timed["id"].as_str().expect("id").to_string();
        hold_seats(&browser, &timed);
        browser.script(&format!("location.hash = '#game={timed_id}';"));
        browser.wait_for(
            &format!("ui.id === '{timed_id}' && !document.getElementById('clock-top').hidden && !document.getElementById('clock-bottom').hidden"),
            "the clocks of a timed game",
        );
        // No clock runs before the first move.
        sleep(Duration::from_millis(1200));
        assert_eq!(
            browser.script("return [document.querySelectorAll('.clock.running').length, ui.state.clock.white_ms];"),
            json!([0, 3000]),
            "no clock runs before the first move"
        );
        browser.click_square("e2");
        browser.click_square("e4");
        browser.wait_for(
            "ui.state.ply === 1 && document.querySelector('.clock.running').dataset.color === 'black'",
            "Black's clock running after 1. e4",
        );
        browser.wait_for(
            "ui.state.outcome && ui.state.outcome.result === '1-0'",
            "Black's flag to fall",
        );
        let status = browser.script("return document.getElementById('status').textContent;");
        assert!(
            status.as_str().unwrap_or("").contains("on time"),
            "the status says how the game ended: {status}"
        );
        browser.wait_for(
            "document.querySelector('.clock.flagged').dataset.color === 'black' && !document.querySelector('.clock.running')",
            "Black's clock marked as fallen",
        );
        browser.screenshot("flag-fall.png");
    });
}

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

#[test]
fn another_game_opened_while_the_computer_thinks_stays_on_the_board() {
    retrying_lost_renderer(|| {
        let Some((browser, _server, addr)) = open_board() else {
            return;
        };
        browser.new_game("chess", "person");
        // Against the strongest level, whose search takes a while.
        browser.script(
            "document.getElementById('opponent').value = 'computer';\
             document.getElementById('side').value = 'white';\
             document.getElementById('strength').value = '5';",
        );
        browser.click_element("#newgame");
        browser.wait_for(
            "ui.state.opponent.kind === 'computer' && ui.state.ply === 0 && !ui.busy",
            "a game against the computer",
        );
        let old = browser.script("return ui.id;");
        let old = old.as_str().expect("id").to_string();
        // Every drawing of the board is watched: none may show a game other
        // than the one the page is on (the page's once-a-second fetch would
        // hide such a drawing soon after, so it is caught as it happens).
        browser.script(
            "window.drewOtherGame = false; const draw = render;\
             render = function (...args) {\
               if (ui.state && ui.state.id !== ui.id) window.drewOtherGame = true;\
               return draw(...args);\
             };",
        );
        browser.click_square("e2");
        browser.click_square("e4");
        // The computer's reply is asked for; a new game is asked for meanwhile.
        browser.wait_for(
            "ui.state.ply === 1 && ui.busy",
            "the computer thinking about its reply",
        );
        browser.script(
            "document.getElementById('opponent').value = 'person';\
             document.getElementById('newgame').click();",
        );
        browser.wait_for(
            &format!("ui.id !== '{old}' && ui.state.ply === 0 && !ui.busy"),
            "the new game",
        );
        // The old game got its reply on the server...
        let deadline = Instant::now() + Duration::from_secs(60);
        while call(addr, "GET", &format!("/api/games/{old}"), None).json()["ply"] != json!(2) {
            assert!(
                Instant::now() < deadline,
                "the computer's reply in the old game"
            );
            sleep(Duration::from_millis(100));
        }
        // ...and the board still shows the new game, never drew the old one
        // over it, and takes a move.
        browser.wait_for(
            "document.querySelectorAll('#moves .move').length === 0",
            "the new game's empty move list",
        );
        assert_eq!(
            browser.script("return window.drewOtherGame;"),
            json!(false),
            "the old game's answer was drawn over the new game"
        );
        assert_eq!(
            browser.script("return [ui.state.id === ui.id, ui.state.ply, ui.state.opponent.kind];"),
            json!([true, 0, "person"])
        );
        browser.click_square("d2");
        browser.click_square("d4");
        browser.wait_for("ui.state.ply === 1", "1. d4 in the new game");
        let id = browser.script("return ui.id;");
        let state = call(
            addr,
            "GET",
            &format!("/api/games/{}", id.as_str().unwrap_or("")),
            None,
        )
        .json();
        assert_eq!(state["history"][0]["san"], "d4");
        let old_state = call(addr, "GET", &format!("/api/games/{old}"), None).json();
        assert_eq!(
            old_state["ply"], 2,
            "no move of the new game went to the old one"
        );

        // The same when the address changes to another game while the
        // computer thinks.
        let thinking = call(
            addr,
            "POST",
            "/api/games",
            Some(r#"{"rules":"immortal","opponent":"computer","computer_side":"black","strength":5}"#),
        )
        .json();
        hold_seats(&browser, &thinking);
        let thinking = thinking["id"].as_str().expect("id").to_string();
        let other = call(addr, "POST", "/api/games", Some(r#"{"rules":"linear"}"#)).json();
        let other = other["id"].as_str().expect("id").to_string();
        browser.script(&format!("location.hash = '#game={thinking}';"));
        browser.wait_for(
            &format!("ui.id === '{thinking}' && !ui.busy"),
            "the game against the computer",
        );
        browser.click_square("e2");
        browser.click_square("e4");
        browser.wait_for(
            "ui.state.ply === 1 && ui.busy",
            "the computer thinking about its reply",
        );
        browser.script(&format!("location.hash = '#game={other}';"));
        browser.wait_for(
            &format!("ui.id === '{other}' && ui.state.ply === 0 && !ui.busy"),
            "the game the address names",
        );
        let deadline = Instant::now() + Duration::from_secs(60);
        while call(addr, "GET", &format!("/api/games/{thinking}"), None).json()["ply"] != json!(2) {
            assert!(Instant::now() < deadline, "the computer's reply");
            sleep(Duration::from_millis(100));
        }
        browser.wait_for(
            "ui.state.rules === 'linear' && document.querySelectorAll('#moves .move').length === 0",
            "the Linear game still shown",
        );
        assert_eq!(
            browser.script("return [window.drewOtherGame, ui.state.id === ui.id];"),
            json!([false, true]),
            "the old game's answer was drawn over the game the address names"
        );
    });
}
