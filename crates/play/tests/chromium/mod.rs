//! A real browser for the board's tests: headless Chromium driven through
//! chromedriver's W3C WebDriver JSON protocol (spoken by the small
//! `std::net` client of `tests/support`), in English or another language,
//! with the page's JavaScript errors collected and axe-core's
//! accessibility check at hand.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs
//! them): without them a test says so in one line and passes, and fails
//! under `CI=true` (danilchuk-testkit). With them, a browser that does not
//! start is a failure.

#![allow(dead_code)] // each test file uses a part

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread::sleep;
use std::time::{Duration, Instant};

use danilchuk_play::RunningServer;
use danilchuk_testkit::{require_program, Install};
use serde_json::{json, Value};

use crate::support::{call, start_server, try_call};

pub const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// What presses: a mouse button or a finger.
#[derive(Clone, Copy)]
pub enum Pointer {
    Mouse,
    Touch,
}

pub struct Browser {
    driver: Child,
    addr: SocketAddr,
    session: String,
    profile: PathBuf,
}

impl Browser {
    /// Starts chromedriver and a headless Chromium whose language (its
    /// `navigator.languages`, its `Accept-Language`) is `lang`.
    pub fn start(driver: &Path, chromium: &Path, lang: &str) -> Result<Browser, String> {
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
        // A profile of its own: the tests' browsers run at once, and the
        // page keeps choices in the profile's storage.
        static STARTED: AtomicUsize = AtomicUsize::new(0);
        let profile = std::env::temp_dir().join(format!(
            "danilchuk-play-chromium-{}-{}",
            std::process::id(),
            STARTED.fetch_add(1, Ordering::Relaxed)
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
            format!("--lang={lang}"),
        ];
        args.push(format!("--user-data-dir={}", browser.profile.display()));
        let options = json!({
            "args": args,
            "binary": chromium.display().to_string(),
            "prefs": {"intl": {"accept_languages": lang}},
        });
        // A reset connection here is a failed start (chromedriver or
        // Chromium gave up under load): the caller tries again.
        let answer = try_call(
            addr,
            "POST",
            "/session",
            Some(
                &json!({"capabilities": {"alwaysMatch": {
                    "goog:chromeOptions": options,
                    "goog:loggingPrefs": {"browser": "ALL"},
                }}})
                .to_string(),
            ),
        )
        .map_err(|e| format!("no answer to the new session: {e}"))?;
        let value = answer.json();
        browser.session = value["value"]["sessionId"]
            .as_str()
            .ok_or_else(|| format!("chromedriver started no browser: {value}"))?
            .to_string();
        Ok(browser)
    }

    pub fn command(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        match self.try_command(method, path, body) {
            Ok(value) => value,
            Err(value) => panic!("WebDriver {method} {path}: {value}"),
        }
    }

    /// A command's value, or the whole error answer when WebDriver does not
    /// answer 200.
    pub fn try_command(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
    ) -> Result<Value, Value> {
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

    pub fn open(&self, url: &str) {
        self.command("POST", "/url", Some(json!({ "url": url })));
    }

    pub fn script(&self, script: &str) -> Value {
        self.command(
            "POST",
            "/execute/sync",
            Some(json!({"script": script, "args": []})),
        )
    }

    pub fn element(&self, css: &str) -> String {
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

    pub fn click_element(&self, css: &str) {
        let id = self.element(css);
        self.command("POST", &format!("/element/{id}/click"), Some(json!({})));
    }

    /// A real mouse click on the middle of a square (pointer events, as a
    /// player's).
    pub fn click_square(&self, square: &str) {
        self.pointer_on(Pointer::Mouse, &[square], |ids| {
            vec![
                json!({"type": "pointerMove", "duration": 0, "origin": {ELEMENT: ids[0]}, "x": 0, "y": 0}),
                json!({"type": "pointerDown", "button": 0}),
                json!({"type": "pointerUp", "button": 0}),
            ]
        });
    }

    /// Drags the unit of `from` onto `to` with the mouse.
    pub fn drag(&self, from: &str, to: &str) {
        self.drag_with(Pointer::Mouse, from, to);
    }

    /// Drags the unit of `from` onto `to` with the mouse or a finger.
    pub fn drag_with(&self, pointer: Pointer, from: &str, to: &str) {
        self.pointer_on(pointer, &[from, to], |ids| {
            vec![
                json!({"type": "pointerMove", "duration": 0, "origin": {ELEMENT: ids[0]}, "x": 0, "y": 0}),
                json!({"type": "pointerDown", "button": 0}),
                json!({"type": "pointerMove", "duration": 150, "origin": {ELEMENT: ids[1]}, "x": 0, "y": 0}),
                json!({"type": "pointerUp", "button": 0}),
            ]
        });
    }

    /// A tap of a finger on the middle of a square (touch pointer events).
    pub fn tap_square(&self, square: &str) {
        self.pointer_on(Pointer::Touch, &[square], |ids| {
            vec![
                json!({"type": "pointerMove", "duration": 0, "origin": {ELEMENT: ids[0]}, "x": 0, "y": 0}),
                json!({"type": "pointerDown", "button": 0}),
                json!({"type": "pointerUp", "button": 0}),
            ]
        });
    }

    /// Runs the mouse `actions` built on the elements of `squares`: a
    /// square's name (`e4`, on the page's board), or a board's selector
    /// and a name (`#gb-I-3-0 d1`, on that board). The page redraws its
    /// squares when the game changes, so an element found just before may
    /// be gone when the actions run ("stale element reference"): then the
    /// squares are found again and the actions repeated, a few times at
    /// most. Any other error fails the test.
    pub fn pointer_on(
        &self,
        pointer: Pointer,
        squares: &[&str],
        actions: impl Fn(&[String]) -> Vec<Value>,
    ) {
        let (id, kind) = match pointer {
            Pointer::Mouse => ("mouse", "mouse"),
            Pointer::Touch => ("finger", "touch"),
        };
        let mut attempts = 0;
        loop {
            let ids: Vec<String> = squares
                .iter()
                .map(|sq| {
                    let (scope, sq) = sq.rsplit_once(' ').unwrap_or(("", sq));
                    self.element(&format!("{scope} .sq[data-square=\"{sq}\"]"))
                })
                .collect();
            let answer = self.try_command(
                "POST",
                "/actions",
                Some(json!({"actions": [{
                    "type": "pointer", "id": id,
                    "parameters": {"pointerType": kind},
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

    /// Presses and releases one key (a WebDriver key code such as
    /// `"\u{E012}"`, the left arrow), as typed on the keyboard.
    pub fn press_key(&self, key: &str) {
        self.command(
            "POST",
            "/actions",
            Some(json!({"actions": [{
                "type": "key", "id": "keyboard",
                "actions": [{"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}]
            }]})),
        );
        self.command("DELETE", "/actions", None);
    }

    /// Sizes the window so that the page's viewport is `width` x `height`
    /// CSS pixels: the window's frame is measured and added on, again
    /// until the viewport has the size (the frame differs with the size).
    pub fn resize(&self, width: u32, height: u32) {
        let (mut outer_w, mut outer_h) = (i64::from(width), i64::from(height));
        for _ in 0..4 {
            self.command(
                "POST",
                "/window/rect",
                Some(json!({"width": outer_w, "height": outer_h})),
            );
            let inner = self.script("return [window.innerWidth, window.innerHeight];");
            let (w, h) = (
                inner[0].as_i64().unwrap_or(0),
                inner[1].as_i64().unwrap_or(0),
            );
            if (w, h) == (i64::from(width), i64::from(height)) {
                return;
            }
            outer_w += i64::from(width) - w;
            outer_h += i64::from(height) - h;
        }
    }

    /// Waits until `condition` (a script expression) is true.
    pub fn wait_for(&self, condition: &str, what: &str) {
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            if self.script(&format!("return Boolean({condition});")) == json!(true) {
                return;
            }
            if Instant::now() > deadline {
                let status = self.script("return document.getElementById('status').textContent + ' | ' + document.getElementById('message').textContent;");
                let size = self.script("return [window.innerWidth, window.innerHeight, window.outerWidth, window.outerHeight, screen.width, screen.height];");
                panic!("timed out waiting for {what}; page says {status}; window {size}");
            }
            sleep(Duration::from_millis(50));
        }
    }

    pub fn screenshot(&self, name: &str) -> PathBuf {
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
    pub fn drawn(&self, square: &str) -> String {
        let value = self.script(&format!(
            "const e = document.querySelector('.piece[data-square=\"{square}\"]'); return e ? e.dataset.color + e.dataset.role : '';"
        ));
        value.as_str().unwrap_or("").to_string()
    }

    pub fn new_game(&self, rules: &str, opponent: &str) {
        // The page may show a game of the same rules at ply 0 already: wait
        // for a new game's id, not only for its rules.
        let before = self.script("return ui.id;");
        let before = before.as_str().unwrap_or("");
        self.script(&format!(
            "document.getElementById('setup-box').open = true;\
             document.getElementById('rules').value = '{rules}';\
             document.getElementById('opponent').value = '{opponent}';\
             document.getElementById('side').value = 'white';\
             document.getElementById('strength').value = '2';\
             document.getElementById('newgame').click();"
        ));
        // (Clicked in the same script: no drawing of the page, which sets
        // the setup to the game shown, can come between.)
        self.wait_for(
            &format!("ui.state && ui.id !== '{before}' && ui.state.rules === '{rules}' && ui.state.ply === 0 && !ui.busy"),
            &format!("a new {rules} game"),
        );
    }

    /// Loads `fen` into the game through the page's FEN field.
    pub fn load_fen(&self, fen: &str) {
        self.script(&format!("document.getElementById('fen').value = '{fen}';"));
        self.click_element("#load-fen");
        self.wait_for(
            &format!("ui.state.fen === '{fen}' && !ui.busy"),
            &format!("the position {fen}"),
        );
    }

    /// Whether the page fits the viewport: no sideways scroll, the whole
    /// board inside the window, its squares square. Panics saying what
    /// does not fit.
    pub fn assert_fits(&self, what: &str) {
        let fit = self.script(
            "const b = document.getElementById('board').getBoundingClientRect();\
             const sq = document.querySelector('.sq').getBoundingClientRect();\
             return { scroll: document.documentElement.scrollWidth, width: window.innerWidth,\
                      height: window.innerHeight, left: b.left, right: b.right, top: b.top,\
                      bottom: b.bottom, sqw: sq.width, sqh: sq.height };",
        );
        let number = |key: &str| fit[key].as_f64().unwrap_or(f64::NAN);
        assert!(
            number("scroll") <= number("width"),
            "{what}: the page scrolls sideways: {fit}"
        );
        assert!(
            number("left") >= 0.0
                && number("top") >= 0.0
                && number("right") <= number("width")
                && number("bottom") <= number("height"),
            "{what}: the board is not wholly in the window: {fit}"
        );
        assert!(
            (number("sqw") - number("sqh")).abs() < 0.5 && number("sqw") >= 30.0,
            "{what}: the squares are not square or too small: {fit}"
        );
        eprintln!("{what}: {fit}");
    }
}

impl Browser {
    /// Runs a Chrome DevTools command (`Emulation.setEmulatedMedia`, …)
    /// through chromedriver.
    pub fn cdp(&self, command: &str, params: Value) -> Value {
        self.command(
            "POST",
            "/goog/cdp/execute",
            Some(json!({"cmd": command, "params": params})),
        )
    }

    /// Asks the page for `prefers-color-scheme: dark` (or light).
    pub fn prefer_dark(&self, dark: bool) {
        let value = if dark { "dark" } else { "light" };
        self.cdp(
            "Emulation.setEmulatedMedia",
            json!({"features": [{"name": "prefers-color-scheme", "value": value}]}),
        );
    }

    /// The JavaScript errors the page has logged since the last call
    /// (uncaught exceptions, `console.error`), not the failed requests a
    /// refused move answers with.
    pub fn js_errors(&self) -> Vec<String> {
        let logged = self.command("POST", "/se/log", Some(json!({"type": "browser"})));
        logged
            .as_array()
            .map(|entries| {
                entries
                    .iter()
                    .filter(|e| e["level"] == "SEVERE" && e["source"] != "network")
                    .map(|e| e["message"].as_str().unwrap_or("").to_string())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Presses and releases each key in turn (WebDriver key codes or
    /// characters, Cyrillic ones too), as typed on the keyboard.
    pub fn press_keys(&self, keys: &[&str]) {
        let mut actions = Vec::new();
        for key in keys {
            actions.push(json!({"type": "keyDown", "value": key}));
            actions.push(json!({"type": "keyUp", "value": key}));
        }
        self.command(
            "POST",
            "/actions",
            Some(json!({"actions": [{"type": "key", "id": "keyboard", "actions": actions}]})),
        );
        self.command("DELETE", "/actions", None);
    }

    /// Types `text` key by key.
    pub fn type_text(&self, text: &str) {
        let keys: Vec<String> = text.chars().map(String::from).collect();
        let keys: Vec<&str> = keys.iter().map(String::as_str).collect();
        self.press_keys(&keys);
    }

    /// The element that has the focus: its id, or its tag.
    pub fn focused(&self) -> String {
        let value =
            self.script("const e = document.activeElement; return e ? (e.id || e.tagName) : '';");
        value.as_str().unwrap_or("").to_string()
    }

    /// Runs axe-core (the script `axe`, its source) on the page as it is
    /// now: the violations, each `{id, impact, help, nodes}`.
    pub fn axe(&self, axe: &str) -> Vec<Value> {
        if self.script("return typeof axe;") != json!("object") {
            self.script(&format!("{axe}\nreturn true;"));
        }
        let found = self.command(
            "POST",
            "/execute/async",
            Some(json!({"script": "const done = arguments[arguments.length - 1];\
                axe.run(document, { resultTypes: ['violations'] }).then((r) => done(r.violations.map((v) => ({\
                  id: v.id, impact: v.impact, help: v.help,\
                  nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ') + ': ' + (n.failureSummary || '')),\
                })))).catch((e) => done([{ id: 'axe-error', impact: 'critical', help: String(e), nodes: [] }]));",
                "args": []})),
        );
        found.as_array().cloned().unwrap_or_default()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            // Never a panic here: a second panic while unwinding aborts.
            let _ = try_call(
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

/// The browser, in English, or `None` (after one loud line) when Chromium
/// or chromedriver is not installed.
pub fn start_browser() -> Option<Browser> {
    start_browser_in("en-US")
}

/// The browser in the language `lang` (`ru`, `en-US`), or `None` as
/// [`start_browser`].
pub fn start_browser_in(lang: &str) -> Option<Browser> {
    let driver = require_program("chromedriver", Install::Apt("chromium-driver"))?;
    let chromium = require_program("chromium", Install::Apt("chromium"))?;
    // On a loaded machine (the tests start their browsers at once) a start
    // can fail on chromedriver's own deadline; a browser that fails three
    // times is a failure.
    let mut why = String::new();
    for attempt in 1..=3 {
        match Browser::start(&driver, &chromium, lang) {
            Ok(browser) => return Some(browser),
            Err(error) => {
                eprintln!("headless Chromium did not start (attempt {attempt} of 3): {error}");
                why = error;
            }
        }
    }
    panic!("headless Chromium did not start: {why}");
}

/// A browser showing the page of a board server on a free port, its first
/// game started; `None` (after one loud line) without Chromium.
pub fn open_board() -> Option<(Browser, RunningServer, SocketAddr)> {
    open_board_in("en-US")
}

/// [`open_board`] with a browser in the language `lang`.
pub fn open_board_in(lang: &str) -> Option<(Browser, RunningServer, SocketAddr)> {
    let browser = start_browser_in(lang)?;
    let (server, addr) = start_server(16);
    browser.open(&format!("http://{addr}/"));
    browser.wait_for("typeof ui !== 'undefined' && ui.state", "the page's board");
    // Opening the page starts no game (it shows the start of one): the
    // first game is started here.
    browser.script("document.getElementById('newgame').click();");
    browser.wait_for("ui.state && ui.id && !ui.busy", "the page's first game");
    Some((browser, server, addr))
}

/// Runs a browser test, and once more with a new browser if the first
/// run failed because Chromium lost the page's renderer (a crash of the
/// browser under a loaded machine, seen in CI, not an answer of the page).
/// Every other failure, and a second lost renderer, fails the test.
pub fn retrying_lost_renderer(test: impl Fn()) {
    let Err(panic) = std::panic::catch_unwind(std::panic::AssertUnwindSafe(&test)) else {
        return;
    };
    let message = panic
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| panic.downcast_ref::<&str>().copied())
        .unwrap_or_default();
    if !LOST_RENDERER.iter().any(|sign| message.contains(sign)) {
        std::panic::resume_unwind(panic);
    }
    eprintln!(
        "Chromium lost the renderer ({message}); running the test once more in a new browser"
    );
    test();
}

/// What chromedriver answers when Chromium's renderer or tab is gone.
pub const LOST_RENDERER: [&str; 5] = [
    "Unable to receive message from renderer",
    "target frame detached",
    "session deleted because of page crash",
    "tab crashed",
    "chrome not reachable",
];
