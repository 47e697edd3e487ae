//! The page's edges a Russian-speaking club player meets, in real
//! browsers (headless Chromium through chromedriver, as `browser.rs`):
//!
//! - a club server at its cap of live games: opening the page starts no
//!   game (it shows the start of one, the server keeping none), and the
//!   refusal to start one is said in Russian under the board still shown;
//!   past the games a device may start a minute, the same;
//! - a game on two devices: a player's name refused when it holds HTML,
//!   then kept, shown and written in the PGN; the invited player's board
//!   turned to the side offered before the seat is taken, its button at
//!   the status line, the game captioned as one of two devices; a move
//!   out of turn refused as a player says it, with a capital; the draw
//!   offer at the status line, accepted only once confirmed;
//! - a Linear game against the computer in Russian letters: the player's
//!   own change of type stays marked beside the computer's reply, in
//!   Russian letters; a move typed while the computer thinks is answered;
//!   a finished game is listed as finished at once, a lesson board of the
//!   guide not at all;
//! - a server started with `--lang ru --strength 5`: an English browser's
//!   page starts in Russian with strength 5 chosen.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs
//! them): without them each test says so in one line and passes, and fails
//! under `CI=true` (danilchuk-testkit).

mod chromium;
mod support;

use std::net::SocketAddr;

use chromium::{retrying_lost_renderer, start_browser_in, Browser};
use serde_json::{json, Value};
use support::{call, BoardProcess, TempDir};

fn club(listen: &str, extra: &[&str]) -> (BoardProcess, TempDir) {
    let data = TempDir::new("edges");
    let mut args = vec!["--listen", listen];
    args.extend_from_slice(extra);
    args.push("--data");
    (BoardProcess::start_with(&args, data.path()), data)
}

fn games(addr: SocketAddr) -> usize {
    let list = call(addr, "GET", "/api/games", None).json();
    list["games"].as_array().map_or(0, Vec::len)
}

/// The page's text of a refusal `code` with `args`, as it says it.
fn refusal(browser: &Browser, code: &str, args: &Value) -> String {
    let said = browser.script(&format!(
        "return errorText({{ answer: {{ code: '{code}', args: {args} }} }});"
    ));
    said.as_str().expect("a text").to_string()
}

fn message(browser: &Browser) -> String {
    let m = browser.script("return document.getElementById('message').textContent;");
    m.as_str().unwrap_or("").to_string()
}

/// The board is drawn: 64 squares and the units of the start.
fn assert_board_shown(browser: &Browser, what: &str) {
    let drawn = browser.script(
        "return [document.querySelectorAll('#board .sq').length, document.querySelectorAll('#board .piece').length];",
    );
    assert_eq!(drawn, json!([64, 32]), "{what}: the board is shown");
}

#[test]
fn a_full_club_server_shows_its_board_and_says_why_in_russian() {
    let Some(browser) = start_browser_in("ru") else {
        return;
    };
    let (board, _data) = club("127.0.0.9:0", &["--max-live-games", "2"]);
    let addr = board.addr;
    for _ in 0..2 {
        assert_eq!(call(addr, "POST", "/api/games", Some("{}")).status, 201);
    }
    retrying_lost_renderer(|| {
        browser.open(&format!("http://{addr}/"));
        browser.wait_for(
            "typeof ui !== 'undefined' && ui.state && !ui.busy",
            "the board",
        );
        // Opening the page started no game: the server holds its two.
        assert_eq!(browser.script("return ui.id;"), Value::Null);
        assert_eq!(games(addr), 2, "no game started by opening the page");
        assert_board_shown(&browser, "opened");
        assert_eq!(
            message(&browser),
            browser
                .script("return t('msg.preview');")
                .as_str()
                .unwrap_or("-")
        );
        // A move starts the game, which the full server refuses.
        browser.click_square("e2");
        browser.click_square("e4");
        let full = refusal(&browser, "live_cap", &json!({"cap": "2"}));
        assert!(full.starts_with("На сервере уже идёт"), "{full}");
        browser.wait_for(
            &format!("document.getElementById('message').textContent === {full:?}"),
            "the cap said in Russian",
        );
        assert_board_shown(&browser, "refused");
        assert_eq!(browser.script("return ui.id;"), Value::Null);
    });

    let (board, _data) = club("127.0.0.9:0", &["--new-games-per-minute", "1"]);
    let addr = board.addr;
    retrying_lost_renderer(|| {
        browser.open(&format!("http://{addr}/"));
        browser.wait_for(
            "typeof ui !== 'undefined' && ui.state && !ui.busy",
            "the board",
        );
        browser.script("document.getElementById('opponent').value = 'person'; onSetupChange();");
        browser.wait_for(
            "ui.state.opponent.kind === 'person' && !ui.busy",
            "two at one screen",
        );
        browser.click_square("e2");
        browser.click_square("e4");
        browser.wait_for(
            "ui.id && ui.state.ply === 1 && !ui.busy",
            "the first move starts a game",
        );
        // Another rule set, confirmed: the device may start no more games.
        browser.script(
            "window.confirm = () => true;\
             document.getElementById('rules').value = 'immortal';\
             document.getElementById('rules').dispatchEvent(new Event('change'));",
        );
        browser.wait_for(
            "document.getElementById('message').textContent.startsWith('С этого устройства')",
            "the rate said in Russian",
        );
        let said = message(&browser);
        assert!(
            said.contains("попробуйте снова через") && !said.contains("try"),
            "{said}"
        );
        assert_eq!(
            browser.script("return ui.state.ply;"),
            json!(1),
            "the game still shown"
        );
    });
}

#[test]
fn two_devices_with_names_a_seat_and_a_draw_offer() {
    let Some(white) = start_browser_in("ru") else {
        return;
    };
    let black = start_browser_in("ru").expect("a second browser");
    let board = BoardProcess::start();
    let addr = board.addr;
    white.open(&format!("http://{addr}/"));
    white.wait_for(
        "typeof ui !== 'undefined' && ui.state && !ui.busy",
        "the board",
    );
    // A name with HTML in it is refused whole, in Russian.
    white.script(
        "document.getElementById('player-name').value = '<b>Анна</b>';\
         document.getElementById('opponent').value = 'apart';\
         document.getElementById('side').value = 'white';\
         document.getElementById('newgame').click();",
    );
    white.wait_for(
        "document.getElementById('message').textContent.startsWith('В имени игрока не может быть знака U+003C')",
        "the name refused in Russian",
    );
    assert_eq!(white.script("return ui.id;"), Value::Null);
    assert_eq!(games(addr), 0, "nothing kept of a refused name");
    white.script(
        "document.getElementById('player-name').value = 'Анна';\
         document.getElementById('player-name').dispatchEvent(new Event('change'));\
         document.getElementById('newgame').click();",
    );
    white.wait_for(
        "ui.id && ui.state.you === 'white' && !ui.busy",
        "White's game",
    );
    assert_eq!(
        white.script("return localStorage.getItem('name');"),
        json!("Анна")
    );
    let caption = white.script("return document.getElementById('opponent-name').textContent;");
    assert_eq!(caption, json!("Партия двух игроков на разных устройствах"));
    let invitation = white
        .script("return document.getElementById('invite-link').href;")
        .as_str()
        .expect("the invitation")
        .to_string();
    let id = white
        .script("return ui.id;")
        .as_str()
        .expect("id")
        .to_string();

    // The invited player sees the board from Black's side, and the seat's
    // button at the status line.
    black.open(&invitation);
    black.wait_for(
        &format!("ui.state && ui.id === '{id}' && !ui.busy"),
        "the game",
    );
    assert_eq!(black.script("return ui.flipped;"), json!(true));
    black.wait_for(
        "!document.getElementById('take-bar').hidden && document.getElementById('take-bar-black')",
        "the seat's button at the status line",
    );
    let near = black.script(
        "return document.getElementById('take-bar-black').getBoundingClientRect().bottom <= \
                document.getElementById('board').getBoundingClientRect().top;",
    );
    assert_eq!(near, json!(true), "above the board");
    black.script(
        "document.getElementById('player-name').value = 'Борис';\
         document.getElementById('take-bar-black').click();",
    );
    black.wait_for("ui.state.you === 'black' && !ui.busy", "Black's seat taken");
    assert_eq!(black.script("return ui.flipped;"), json!(true));
    black.wait_for(
        "document.getElementById('seats').textContent.includes('Белые: Анна') && \
         document.getElementById('seats').textContent.includes('Чёрные: Борис')",
        "the names on the board",
    );

    // Black moving on White's turn is told whose turn it is.
    black.click_square("e2");
    black.click_square("e4");
    let out_of_turn = refusal(
        &black,
        "seat_other_side",
        &json!({"side": "@color.white", "held": "@color.black"}),
    );
    assert!(out_of_turn.starts_with("Сейчас ход белых"), "{out_of_turn}");
    black.wait_for(
        &format!("document.getElementById('message').textContent === {out_of_turn:?}"),
        "the out-of-turn refusal",
    );

    // White offers a draw: Black sees it at the status line; one tap
    // asks first, and a no keeps the game going.
    white.click_element("#offer-draw");
    black.wait_for(
        "!document.getElementById('draw-offer').hidden && \
         document.getElementById('draw-offer-text').textContent === 'Белые предлагают ничью'",
        "the offer at the status line",
    );
    black.script("window.asked = 0; window.confirm = () => { window.asked += 1; return false; };");
    black.click_element("#accept-draw");
    assert_eq!(
        black.script("return [window.asked, ui.state.outcome];"),
        json!([1, null])
    );
    black.script("window.confirm = () => true;");
    black.click_element("#accept-draw");
    black.wait_for("ui.state.outcome && !ui.busy", "the draw accepted");
    let pgn = call(addr, "GET", &format!("/api/games/{id}/pgn"), None).text();
    assert!(
        pgn.contains("[White \"Анна\"]") && pgn.contains("[Black \"Борис\"]"),
        "{pgn}"
    );
}

#[test]
fn a_linear_game_against_the_computer_in_russian_letters() {
    let Some(browser) = start_browser_in("ru") else {
        return;
    };
    let board = BoardProcess::start();
    let addr = board.addr;
    retrying_lost_renderer(|| {
        browser.open(&format!("http://{addr}/"));
        browser.wait_for(
            "typeof ui !== 'undefined' && ui.state && !ui.busy",
            "the board",
        );
        assert_eq!(
            browser.script("return document.getElementById('letters').value;"),
            json!("ru")
        );
        browser.script(
            "document.getElementById('rules').value = 'linear';\
             document.getElementById('rules').dispatchEvent(new Event('change'));",
        );
        browser.wait_for("ui.state.rules === 'linear' && !ui.busy", "a Linear start");
        // The computer's reply is held back until told, to see the
        // player's mark beside it and a move typed meanwhile.
        browser.script(
            "window.hold = new Promise((r) => { window.release = r; });\
             const real = gameApi;\
             gameApi = async (...a) => { if (a[2] === 'computer') await window.hold; return real(...a); };",
        );
        browser.click_square("g1");
        browser.click_square("f3");
        browser.wait_for(
            "ui.id && ui.state.ply === 1 && ui.busy",
            "Кg1-f3 played, the computer asked",
        );
        // L-3: the knight on the bishop's line, marked in Russian letters.
        let mark = "document.querySelector('.badge.transform[data-square=\"f3\"]')";
        browser.wait_for(
            &format!("{mark} && {mark}.textContent === 'К→С'"),
            "К→С on f3",
        );
        browser.script(
            "document.getElementById('move-box').value = 'd4';\
             document.getElementById('move-form').requestSubmit();",
        );
        browser.wait_for(
            "document.getElementById('message').textContent === t('msg.computer_thinking')",
            "a move typed while the computer thinks is answered",
        );
        browser.script("window.release();");
        browser.wait_for("ui.state.ply === 2 && !ui.busy", "the computer's reply");
        // The player's own change stays marked, and said, beside the reply.
        browser.wait_for(
            &format!("{mark} && {mark}.textContent === 'К→С'"),
            "К→С kept",
        );
        let said = message(&browser);
        assert!(said.contains("L-3") && said.contains("f3"), "{said}");
        let listed = browser.script("return document.querySelector('#moves .mark').textContent;");
        assert_eq!(listed, json!("К→С"));
        // The recent games: the game, and no lesson board of the guide.
        browser.script("keepLesson('00000000000000000000000000000000');");
        browser.script("window.confirm = () => true; document.getElementById('resign').click();");
        browser.wait_for("ui.state.outcome && !ui.busy", "resigned");
        browser.wait_for(
            "[...document.querySelectorAll('#recent-list a')].some((a) => \
               a.getAttribute('href') === '#game=' + ui.id && !a.textContent.includes(t('recent.live')))",
            "the finished game listed as finished without a reload",
        );
    });
    // A lesson board is not a recent game.
    browser.script("document.getElementById('guide-open').click();");
    browser.wait_for(
        "document.querySelector('.guide-board .sq')",
        "a lesson board",
    );
    browser.wait_for(
        "lessonIds().length > 1",
        "the lesson's game kept as a lesson",
    );
    // The guide's contents keep their bullets clear of the words before.
    let indent = browser.script(
        "return parseFloat(getComputedStyle(document.querySelector('.guide-toc li')).marginLeft);",
    );
    assert!(indent.as_f64().unwrap_or(0.0) >= 12.0, "{indent}");
    let lesson = browser.script("return lessonIds()[lessonIds().length - 1];");
    let lesson = lesson.as_str().expect("a lesson id");
    browser.script("drawRecentGames();");
    browser.wait_for(
        "document.querySelectorAll('#recent-list a').length === 1",
        "the recent games without the lessons",
    );
    let listed = call(addr, "GET", "/api/games", None).json();
    assert!(
        listed.to_string().contains(lesson),
        "the server has the lesson: {listed}"
    );
    assert!(browser.js_errors().is_empty(), "{:?}", browser.js_errors());
}

#[test]
fn the_servers_language_and_strength_are_the_pages() {
    let Some(browser) = start_browser_in("en-US") else {
        return;
    };
    let data = TempDir::new("edges-defaults");
    let args = ["--port", "0", "--lang", "ru", "--strength", "5", "--data"];
    let board = BoardProcess::start_with(&args, data.path());
    let addr = board.addr;
    retrying_lost_renderer(|| {
        browser.open(&format!("http://{addr}/"));
        browser.wait_for(
            "typeof ui !== 'undefined' && ui.state && !ui.busy",
            "the board",
        );
        let said = browser.script(
            "return [document.documentElement.lang, document.getElementById('strength').value, \
                     ui.state.opponent.strength];",
        );
        assert_eq!(said, json!(["ru", "5", 5]));
        // Another strength chosen during a game is said to be the next
        // game's: the game goes on at its own.
        browser.script("document.getElementById('newgame').click();");
        browser.wait_for("ui.id && !ui.busy", "a game at strength 5");
        assert_eq!(
            browser.script("return document.getElementById('setup-note').hidden;"),
            json!(true)
        );
        browser.script(
            "document.getElementById('strength').value = '2';\
             document.getElementById('strength').dispatchEvent(new Event('change'));",
        );
        browser.wait_for(
            "!document.getElementById('setup-note').hidden && \
             document.getElementById('setup-note').textContent === t('setup.pending')",
            "the strength said to be the next game's",
        );
        assert_eq!(
            browser.script("return ui.state.opponent.strength;"),
            json!(5)
        );
        // A language the player chooses wins over the server's.
        browser.script(
            "document.getElementById('lang').value = 'en';\
             document.getElementById('lang').dispatchEvent(new Event('change'));",
        );
        browser.wait_for("document.documentElement.lang === 'en'", "English chosen");
        browser.open(&format!("http://{addr}/"));
        browser.wait_for(
            "typeof ui !== 'undefined' && ui.state && !ui.busy",
            "the board again",
        );
        assert_eq!(
            browser.script("return document.documentElement.lang;"),
            json!("en")
        );
    });
}

#[test]
fn a_laptop_with_clocks_gives_the_board_the_room() {
    let Some(browser) = start_browser_in("ru") else {
        return;
    };
    let board = BoardProcess::start();
    let addr = board.addr;
    retrying_lost_renderer(|| {
        browser.resize(1366, 657);
        browser.open(&format!("http://{addr}/"));
        browser.wait_for(
            "typeof ui !== 'undefined' && ui.state && !ui.busy",
            "the board",
        );
        browser.script("document.getElementById('clock').value = '300+3';");
        browser.new_game("linear", "computer");
        browser.wait_for("ui.state.clock && ui.state.lines", "a clocked Linear game");
        // The guide's offer (a first visit's) once answered.
        browser.script("document.getElementById('guide-offer-no').click();");
        browser.wait_for(
            "document.getElementById('guide-offer').hidden",
            "the offer answered",
        );
        browser.script("window.dispatchEvent(new Event('resize'));");
        std::thread::sleep(std::time::Duration::from_millis(300));
        browser.assert_fits("a laptop, 1366x657, clocks and line maps");
        let fit = browser.script(
            "const b = document.getElementById('board').getBoundingClientRect();\
             const top = document.getElementById('clock-top').getBoundingClientRect();\
             const bottom = document.getElementById('clock-bottom').getBoundingClientRect();\
             return [b.width / 8, top.left >= b.right, bottom.left >= b.right, top.top < bottom.top];",
        );
        eprintln!("a laptop with clocks: {fit}");
        let parts = browser.script(
            "return ['header', '#guide-offer', '#status-bar', '#lines-top', '#board', '#lines-bottom', '#move-form'].map((c) => { const e = document.querySelector(c); const r = e.getBoundingClientRect(); return c + ' ' + Math.round(r.top) + '-' + Math.round(r.bottom); }).join('; ');",
        );
        eprintln!("laid out: {parts}");
        browser.screenshot("laptop-clocks.png");
        let square = fit[0].as_f64().unwrap_or(0.0);
        // Above and below the board the clocks took 72 px of its height.
        assert!(square >= 48.0, "squares of {square} px");
        assert_eq!(
            [&fit[1], &fit[2], &fit[3]],
            [&json!(true); 3],
            "clocks beside the board: {fit}"
        );
    });
}
