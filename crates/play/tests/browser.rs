//! The board in a real browser: headless Chromium driven through
//! chromedriver's W3C WebDriver JSON protocol. It opens the page, plays the
//! first move e2-e4 by clicks in every rule set and waits for the
//! computer's reply, plays an Immortal capture and checks on the rendered
//! board that both units swapped and that the lock is drawn, and saves
//! screenshots under `target/tmp/play-browser/`.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs
//! them): without them the test says so in one line and passes, and fails
//! under `CI=true` (danilchuk-testkit). With them, a browser that does not
//! start is a failure.

mod support;

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use danilchuk_testkit::{require_program, Install};
use serde_json::{json, Value};
use support::{call, start_server};

const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

struct Browser {
    driver: Child,
    addr: SocketAddr,
    session: String,
    profile: PathBuf,
}

impl Browser {
    fn start(driver: &Path, chromium: &Path) -> Result<Browser, String> {
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map_err(|e| format!("no free port: {e}"))?
            .port();
        let addr = SocketAddr::from(([127, 0, 0, 1], port));
        let driver = Command::new(driver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start chromedriver: {e}"))?;
        let profile = std::env::temp_dir().join(format!(
            "danilchuk-play-chromium-{}-{}",
            std::process::id(),
            Instant::now().elapsed().as_nanos()
        ));
        let mut browser = Browser {
            driver,
            addr,
            session: String::new(),
            profile,
        };
        let deadline = Instant::now() + Duration::from_secs(20);
        while TcpStream::connect(addr).is_err() {
            if Instant::now() > deadline {
                return Err("chromedriver did not listen within 20 s".into());
            }
            sleep(Duration::from_millis(100));
        }
        let mut args = vec![
            "--headless".to_string(),
            "--no-sandbox".into(),
            "--disable-gpu".into(),
            "--disable-quic".into(),
            "--no-first-run".into(),
            "--disable-background-networking".into(),
            "--disable-component-update".into(),
            "--disable-sync".into(),
            "--window-size=1000,900".into(),
        ];
        args.push(format!("--user-data-dir={}", browser.profile.display()));
        let options = json!({ "args": args, "binary": chromium.display().to_string() });
        let answer = call(
            addr,
            "POST",
            "/session",
            Some(
                &json!({"capabilities": {"alwaysMatch": {"goog:chromeOptions": options}}})
                    .to_string(),
            ),
        );
        let value = answer.json();
        browser.session = value["value"]["sessionId"]
            .as_str()
            .ok_or_else(|| format!("chromedriver started no browser: {value}"))?
            .to_string();
        Ok(browser)
    }

    fn command(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        match self.try_command(method, path, body) {
            Ok(value) => value,
            Err(value) => panic!("WebDriver {method} {path}: {value}"),
        }
    }

    /// A command's value, or the whole error answer when WebDriver does not
    /// answer 200.
    fn try_command(&self, method: &str, path: &str, body: Option<Value>) -> Result<Value, Value> {
        let body = body.map(|b| b.to_string());
        let answer = call(
            self.addr,
            method,
            &format!("/session/{}{path}", self.session),
            body.as_deref(),
        );
        let value = answer.json();
        if answer.status == 200 {
            Ok(value["value"].clone())
        } else {
            Err(value)
        }
    }

    fn open(&self, url: &str) {
        self.command("POST", "/url", Some(json!({ "url": url })));
    }

    fn script(&self, script: &str) -> Value {
        self.command(
            "POST",
            "/execute/sync",
            Some(json!({"script": script, "args": []})),
        )
    }

    fn element(&self, css: &str) -> String {
        let found = self.command(
            "POST",
            "/element",
            Some(json!({"using": "css selector", "value": css})),
        );
        match found[ELEMENT].as_str() {
            Some(id) => id.to_string(),
            None => panic!("no element id for {css}: {found}"),
        }
    }

    fn click_element(&self, css: &str) {
        let id = self.element(css);
        self.command("POST", &format!("/element/{id}/click"), Some(json!({})));
    }

    /// A real mouse click on the middle of a square (pointer events, as a
    /// player's).
    fn click_square(&self, square: &str) {
        self.pointer_on(&[square], |ids| {
            vec![
                json!({"type": "pointerMove", "duration": 0, "origin": {ELEMENT: ids[0]}, "x": 0, "y": 0}),
                json!({"type": "pointerDown", "button": 0}),
                json!({"type": "pointerUp", "button": 0}),
            ]
        });
    }

    /// Drags the unit of `from` onto `to` with the mouse.
    fn drag(&self, from: &str, to: &str) {
        self.pointer_on(&[from, to], |ids| {
            vec![
                json!({"type": "pointerMove", "duration": 0, "origin": {ELEMENT: ids[0]}, "x": 0, "y": 0}),
                json!({"type": "pointerDown", "button": 0}),
                json!({"type": "pointerMove", "duration": 150, "origin": {ELEMENT: ids[1]}, "x": 0, "y": 0}),
                json!({"type": "pointerUp", "button": 0}),
            ]
        });
    }

    /// Runs the mouse `actions` built on the elements of `squares`. The page
    /// redraws its squares when the game changes, so an element found just
    /// before may be gone when the actions run ("stale element
    /// reference"): then the squares are found again and the actions
    /// repeated, a few times at most. Any other error fails the test.
    fn pointer_on(&self, squares: &[&str], actions: impl Fn(&[String]) -> Vec<Value>) {
        let mut attempts = 0;
        loop {
            let ids: Vec<String> = squares
                .iter()
                .map(|sq| self.element(&format!(".sq[data-square=\"{sq}\"]")))
                .collect();
            let answer = self.try_command(
                "POST",
                "/actions",
                Some(json!({"actions": [{
                    "type": "pointer", "id": "mouse",
                    "parameters": {"pointerType": "mouse"},
                    "actions": actions(&ids)
                }]})),
            );
            self.command("DELETE", "/actions", None);
            match answer {
                Ok(_) => return,
                Err(error)
                    if error["value"]["error"] == "stale element reference" && attempts < 5 =>
                {
                    attempts += 1;
                    std::thread::sleep(Duration::from_millis(50));
                }
                Err(error) => panic!("WebDriver POST /actions on {squares:?}: {error}"),
            }
        }
    }

    /// Waits until `condition` (a script expression) is true.
    fn wait_for(&self, condition: &str, what: &str) {
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            if self.script(&format!("return Boolean({condition});")) == json!(true) {
                return;
            }
            if Instant::now() > deadline {
                let status = self.script("return document.getElementById('status').textContent + ' | ' + document.getElementById('message').textContent;");
                panic!("timed out waiting for {what}; page says {status}");
            }
            sleep(Duration::from_millis(50));
        }
    }

    fn screenshot(&self, name: &str) -> PathBuf {
        // Let the move's animation end first.
        self.wait_for(
            "document.querySelectorAll('.piece.moving').length === 0",
            "the animation's end",
        );
        let data = self.command("GET", "/screenshot", None);
        let png = base64_decode(data.as_str().expect("base64 screenshot"));
        assert!(png.starts_with(b"\x89PNG"), "a PNG");
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("play-browser");
        std::fs::create_dir_all(&dir).expect("artifact dir");
        let path = dir.join(name);
        std::fs::write(&path, png).expect("write screenshot");
        eprintln!("screenshot: {}", path.display());
        path
    }

    /// The unit drawn on a square: `"wp"`, or `""` if none.
    fn drawn(&self, square: &str) -> String {
        let value = self.script(&format!(
            "const e = document.querySelector('.piece[data-square=\"{square}\"]'); return e ? e.dataset.color + e.dataset.role : '';"
        ));
        value.as_str().unwrap_or("").to_string()
    }

    fn new_game(&self, rules: &str, opponent: &str) {
        self.script(&format!(
            "document.getElementById('rules').value = '{rules}';\
             document.getElementById('opponent').value = '{opponent}';\
             document.getElementById('side').value = 'white';\
             document.getElementById('strength').value = '2';"
        ));
        self.click_element("#newgame");
        self.wait_for(
            &format!("ui.state && ui.state.rules === '{rules}' && ui.state.ply === 0 && !ui.busy"),
            &format!("a new {rules} game"),
        );
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let _ = call(
                self.addr,
                "DELETE",
                &format!("/session/{}", self.session),
                None,
            );
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for v in text.bytes().filter_map(value) {
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}

/// The browser, or `None` (after one loud line) when Chromium or
/// chromedriver is not installed.
fn start_browser() -> Option<Browser> {
    let driver = require_program("chromedriver", Install::Apt("chromium-driver"))?;
    let chromium = require_program("chromium", Install::Apt("chromium"))?;
    match Browser::start(&driver, &chromium) {
        Ok(browser) => Some(browser),
        Err(why) => panic!("headless Chromium did not start: {why}"),
    }
}

#[test]
fn the_board_in_a_real_browser() {
    let Some(browser) = start_browser() else {
        return;
    };
    let (_server, addr) = start_server(16);
    browser.open(&format!("http://{addr}/"));
    browser.wait_for(
        "typeof ui !== 'undefined' && ui.state",
        "the page's first game",
    );

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
        let first = browser.script("return document.querySelector('#moves .move').textContent;");
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
            let kings = browser.script("return document.querySelectorAll('.king-mark').length;");
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
}
