//! The club server in real browsers (headless Chromium through
//! chromedriver, as `browser.rs`): the real binary killed with SIGKILL
//! while a page plays a clocked game and started again on the same data
//! directory and port: the open page reconnects to its game (it starts no
//! other), shows the same moves and clocks as the API, says the board was
//! stopped, and the game is finished on it; and a `--listen` server on
//! 127.0.0.5 where two browsers hold the two seats of a clocked game
//! through the page (one starts it on "another device", the other takes
//! the open seat from the watch link) while a third watches: the watcher's
//! move and a move for the other side are refused with their reasons in
//! the page's language, and all three see the same end.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs
//! them): without them each test says so in one line and passes, and fails
//! under `CI=true` (danilchuk-testkit).

mod chromium;
mod support;

use std::net::{SocketAddr, TcpListener};
use std::thread::sleep;
use std::time::{Duration, Instant};

use chromium::{retrying_lost_renderer, start_browser, Browser};
use serde_json::Value;
use support::{call, BoardProcess, TempDir};

/// A port free on 127.0.0.1 now (the board is started on it twice).
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// Waits for the page's text in `css` to hold the text of `key` in the
/// page's language.
fn wait_text(browser: &Browser, css: &str, key: &str, what: &str) {
    browser.wait_for(
        &format!(
            "(document.querySelector('{css}') || {{}}).textContent !== undefined && \
             document.querySelector('{css}').textContent.includes(t('{key}'))"
        ),
        what,
    );
}

/// Plays `from`-`to` by two clicks and waits for the page to have `ply`
/// half-moves.
fn click_move(browser: &Browser, from: &str, to: &str, ply: usize) {
    browser.click_square(from);
    browser.click_square(to);
    browser.wait_for(
        &format!("ui.state && ui.state.ply === {ply} && !ui.busy"),
        &format!("{from}-{to} as half-move {ply}"),
    );
}

fn game(addr: SocketAddr, id: &str) -> Value {
    call(addr, "GET", &format!("/api/games/{id}"), None).json()
}

fn sans(game: &Value) -> Vec<String> {
    game["history"]
        .as_array()
        .expect("history")
        .iter()
        .map(|m| m["san"].as_str().unwrap_or("").to_string())
        .collect()
}

fn clock_ms(game: &Value, side: &str) -> i64 {
    game["clock"][format!("{side}_ms")]
        .as_i64()
        .unwrap_or_else(|| panic!("{side}'s clock in {game}"))
}

#[test]
fn a_page_reconnects_to_its_game_after_the_board_is_killed_and_finishes_it() {
    let Some(browser) = start_browser() else {
        return;
    };
    let data = TempDir::new("browser-kill");
    let port = free_port().to_string();
    let args = ["--port", port.as_str(), "--data"];
    let mut board = BoardProcess::start_with(&args, data.path());
    let addr = board.addr;
    retrying_lost_renderer(|| {
        browser.open(&format!("http://{addr}/"));
        browser.wait_for("typeof ui !== 'undefined' && ui.state", "the first game");
        // Two players at this screen, 5+3: one click, no link to pass on.
        browser.script("document.getElementById('clock').value = '300+3';");
        browser.new_game("chess", "person");
    });
    let id = browser
        .script("return ui.id;")
        .as_str()
        .expect("id")
        .to_string();
    click_move(&browser, "e2", "e4", 1);
    click_move(&browser, "e7", "e5", 2);
    click_move(&browser, "f1", "c4", 3);

    // Black's move sent, and the board killed as it answers: the move is
    // either stored and acknowledged or neither.
    browser.click_square("b8");
    browser.click_square("c6");
    board.kill();
    let killed = Instant::now();
    let before = game_after_restart_or_not(&browser);
    browser.wait_for(
        "document.getElementById('message').textContent.includes(t('msg.reconnecting'))",
        "the page saying it reconnects",
    );
    let page_ply = browser
        .script("return ui.state.ply;")
        .as_i64()
        .expect("ply");
    sleep(Duration::from_secs(5));

    let board = BoardProcess::start_with(&args, data.path());
    assert_eq!(board.addr, addr, "the same address");
    let down = killed.elapsed();
    let after = game(addr, &id);
    let ply = after["ply"].as_i64().expect("ply");
    assert!(
        ply == page_ply || (page_ply == 3 && ply == 4),
        "the stored game ({ply} half-moves) has every move the page saw acknowledged ({page_ply})"
    );
    assert_eq!(
        &sans(&after)[..3],
        &["e4", "e5", "Bc4"],
        "the moves kept: {after}"
    );
    // The page comes back to the same game, with the server's moves.
    browser.wait_for(
        &format!("!ui.lost && ui.id === '{id}' && ui.state.ply === {ply}"),
        "the page back on the same game",
    );
    assert_eq!(
        browser.script("return location.hash;").as_str(),
        Some(format!("#game={id}").as_str())
    );
    // The time it was down counts on neither clock: the side to move lost
    // at most the time the board ran since the kill (none of `down`).
    let to_move = after["turn"].as_str().expect("turn").to_string();
    let waiting = if to_move == "white" { "black" } else { "white" };
    if let Some(before) = &before {
        if before["ply"] == after["ply"] {
            assert_eq!(
                clock_ms(&after, waiting),
                clock_ms(before, waiting),
                "the waiting side's clock"
            );
            let used = clock_ms(before, &to_move) - clock_ms(&after, &to_move);
            assert!(
                used < 3_000,
                "{to_move} was charged {used} ms over a stop of {} ms",
                down.as_millis()
            );
        }
    }
    assert!(
        clock_ms(&after, &to_move) > 300_000 - 60_000,
        "the downtime charged: {after}"
    );
    assert_eq!(after["interruptions"].as_array().map(Vec::len), Some(1));
    // The page says the board was stopped, in its words.
    browser.wait_for(
        "document.getElementById('interrupted').textContent === t('status.interrupted', { count: '1' })",
        "the stop told on the page",
    );

    // The game is finished on the page: the scholar's mate.
    if ply == 3 {
        click_move(&browser, "b8", "c6", 4);
    }
    click_move(&browser, "d1", "h5", 5);
    click_move(&browser, "g8", "f6", 6);
    click_move(&browser, "h5", "f7", 7);
    browser.wait_for(
        "document.getElementById('status').className === 'over'",
        "the end on the page",
    );
    let end = game(addr, &id);
    assert_eq!(end["outcome"]["result"], "1-0", "{end}");
    assert_eq!(
        sans(&end),
        ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"],
        "{end}"
    );
    let pgn = call(addr, "GET", &format!("/api/games/{id}/pgn"), None).text();
    assert!(pgn.contains("interrupt"), "the record says so: {pgn}");
    assert!(browser.js_errors().is_empty(), "{:?}", browser.js_errors());
    drop(board);
}

/// The game as the page last had it from the server (read before the kill
/// could be seen), if the page has one.
fn game_after_restart_or_not(browser: &Browser) -> Option<Value> {
    let state = browser.script("return ui.state ? JSON.stringify(ui.state) : null;");
    state.as_str().and_then(|s| serde_json::from_str(s).ok())
}

#[test]
fn two_browsers_hold_the_seats_of_a_clocked_game_while_a_third_watches() {
    let Some(white) = start_browser() else {
        return;
    };
    let Some(black) = start_browser() else {
        return;
    };
    let Some(watcher) = start_browser() else {
        return;
    };
    let data = TempDir::new("browser-club");
    let board = BoardProcess::start_with(&["--listen", "127.0.0.5:0", "--data"], data.path());
    let addr = board.addr;
    assert_eq!(addr.ip().to_string(), "127.0.0.5");

    // White starts a game for a person on another device, 5+3.
    white.open(&format!("http://{addr}/"));
    white.wait_for("typeof ui !== 'undefined' && ui.state", "the first game");
    white.script("document.getElementById('clock').value = '300+3';");
    white.new_game("chess", "apart");
    let id = white
        .script("return ui.id;")
        .as_str()
        .expect("id")
        .to_string();
    white.wait_for("ui.state.you === 'white'", "White's seat held");
    white.wait_for(
        "document.getElementById('seat-you').textContent === t('seats.you', { side: '@color.white' })",
        "White's seat shown",
    );
    white.wait_for(
        "document.getElementById('private-link').textContent.includes('&seat=')",
        "White's private link",
    );
    let watch_link = white
        .script("return document.getElementById('share-link').textContent;")
        .as_str()
        .expect("the watch link")
        .to_string();
    assert!(!watch_link.contains("seat="), "{watch_link}");

    white.wait_for(
        "document.getElementById('invite-link').textContent.includes('&invite=')",
        "the invitation to Black's seat",
    );
    let invitation = white
        .script("return document.getElementById('invite-link').textContent;")
        .as_str()
        .expect("the invitation link")
        .to_string();
    // From the watch link, Black's seat is kept for the invited player:
    // nothing to take.
    watcher.open(&watch_link);
    watcher.wait_for(&format!("ui.state && ui.id === '{id}'"), "the game");
    watcher.wait_for("ui.state.seats.black === 'invited'", "Black's seat kept");
    watcher.wait_for(
        "document.getElementById('seats').textContent.includes(t('seats.invited', { side: '@color.black' }))",
        "the kept seat said",
    );
    assert!(watcher
        .script("return !document.getElementById('take-black');")
        .as_bool()
        .unwrap_or(false));
    // Black opens the invitation and takes the seat kept for it.
    black.open(&invitation);
    black.wait_for(&format!("ui.state && ui.id === '{id}'"), "the game");
    black.wait_for(
        "document.getElementById('take-black')",
        "Black's seat offered",
    );
    black.click_element("#take-black");
    black.wait_for("ui.state.you === 'black'", "Black's seat taken");
    white.wait_for(
        "ui.state.seats.black === 'held' && document.getElementById('invite').hidden",
        "the invitation gone once used",
    );
    // The watcher sees both seats held and nothing to take.
    watcher.wait_for(
        "ui.state.seats.black === 'held' && !document.getElementById('take-black')",
        "both seats held",
    );
    wait_text(
        &watcher,
        "#seat-you",
        "seats.watching",
        "the watcher told so",
    );

    // The watcher's move and Black's move for White are refused (403),
    // said in the page's words.
    for (page, code) in [(&watcher, "seat_none"), (&black, "seat_other_side")] {
        page.click_square("e2");
        page.click_square("e4");
        page.wait_for(
            &format!(
                "document.getElementById('message').textContent === \
                 errorText({{ answer: {{ code: '{code}', args: {{ side: '@color.white', held: '@color.black' }} }} }})"
            ),
            &format!("the refusal {code} in the page's words"),
        );
        assert_eq!(page.script("return ui.state.ply;").as_i64(), Some(0));
    }

    // The scholar's mate, each side on its own browser; the clocks run on
    // the server.
    let moves = [
        ("e2", "e4"),
        ("e7", "e5"),
        ("f1", "c4"),
        ("b8", "c6"),
        ("d1", "h5"),
        ("g8", "f6"),
        ("h5", "f7"),
    ];
    for (i, (from, to)) in moves.iter().enumerate() {
        let page = if i % 2 == 0 { &white } else { &black };
        page.wait_for(&format!("ui.state.ply === {i}"), "the other side's move");
        click_move(page, from, to, i + 1);
    }
    let end = game(addr, &id);
    assert_eq!(end["outcome"]["result"], "1-0", "{end}");
    assert!(clock_ms(&end, "white") < 300_000 + 4 * 3_000, "{end}");
    assert!(clock_ms(&end, "black") > 0, "{end}");
    for page in [&white, &black, &watcher] {
        page.wait_for(
            "ui.state.ply === 7 && document.getElementById('status').className === 'over'",
            "the end on every page",
        );
        assert!(page.js_errors().is_empty(), "{:?}", page.js_errors());
    }
    // The watcher's browser holds no token; no page shows one but its own.
    let held = watcher.script(&format!("return localStorage.getItem('seats:{id}');"));
    assert!(
        held.is_null() || held.as_str() == Some("{}"),
        "the watcher holds {held}"
    );
    let white_token = white
        .script(&format!(
            "return JSON.parse(localStorage.getItem('seats:{id}')).white;"
        ))
        .as_str()
        .expect("White's token")
        .to_string();
    for page in [&black, &watcher] {
        let text = page.script("return document.body.innerText;");
        assert!(
            !text.as_str().unwrap_or("").contains(&white_token),
            "White's token on another page"
        );
    }
    assert!(!board.said().contains(&white_token), "a token in the log");
}
