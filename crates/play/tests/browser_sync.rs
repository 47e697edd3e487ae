//! The board in a real browser (headless Chromium through chromedriver,
//! as `browser.rs`): two windows on a shared address kept in sync, a game
//! stepped through, and another game opened while the computer thinks
//! staying on the board.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs
//! them): without them the test says so in one line and passes, and fails
//! under `CI=true` (danilchuk-testkit). With them, a browser that does not
//! start is a failure.

mod chromium;
mod support;

use std::thread::sleep;
use std::time::{Duration, Instant};

use chromium::{open_board, retrying_lost_renderer, Browser};
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
