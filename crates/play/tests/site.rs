//! The board as a static site (`cargo xtask site`), in a real browser:
//! the site built into `target/tmp/site/`, served by a plain static
//! server (`python3 -m http.server`, no board server running), opened at
//! a phone's size; a game against the computer is played (its replies
//! come from the engine in a Web Worker), kept over a reload (the
//! browser's storage), and played on after the static server is stopped
//! (the service worker), with the engine's analysis and the PGN export;
//! two players at one screen play Linear chess; axe-core finds no
//! violation in Russian and in English. Prints the computer's reply time,
//! the time a click handler waits while the worker searches, the first load time
//! and the site's size (docs/wasm.md has the figures); saves the phone
//! screenshot `target/tmp/play-browser/site-phone.png`.
//!
//! Needs `chromium`, `chromium-driver`, `python3`, axe-core from npm, the
//! wasm32 target and the wasm-bindgen CLI of the locked version (`.ci/run`
//! installs them all): without them the test says so in one line and
//! passes, and fails under `CI=true`.

mod chromium;
mod support;

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use chromium::{start_browser_in, Browser};
use danilchuk_testkit::{require_npm_file, require_program, Install};
use serde_json::Value;

const AXE: Install = Install::Npm("axe-core@4.11.1");

/// `python3 -m http.server` on a free loopback port, serving `dir`;
/// stopped when dropped.
struct StaticServer {
    child: Child,
    port: u16,
}

impl StaticServer {
    fn start(python: &Path, dir: &Path) -> StaticServer {
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new(python)
            .args([
                "-m",
                "http.server",
                &port.to_string(),
                "--bind",
                "127.0.0.1",
            ])
            .arg("--directory")
            .arg(dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("python3 -m http.server");
        let deadline = Instant::now() + Duration::from_secs(15);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "the static server did not start");
            sleep(Duration::from_millis(50));
        }
        StaticServer { child, port }
    }
}

impl Drop for StaticServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The site, built by `cargo xtask site` (the release WebAssembly build
/// is cargo's, so kept between runs in target/).
fn build_site() -> Option<PathBuf> {
    require_program(
        "wasm-bindgen",
        Install::Command("cargo install wasm-bindgen-cli --version 0.2.129 --locked"),
    )?;
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("site");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(&root)
        .args(["run", "-p", "xtask", "--", "site", "--out"])
        .arg(&out)
        .status()
        .expect("cargo xtask site");
    assert!(status.success(), "cargo xtask site failed");
    Some(out)
}

fn play(b: &Browser, text: &str, ply: u64) {
    b.script(&format!(
        "document.getElementById('move-box').value = '{text}';\
         document.querySelector('#move-form button').click();"
    ));
    b.wait_for(
        &format!("ui.state && ui.state.ply >= {ply} && !ui.busy"),
        &format!("{text} and the computer's reply"),
    );
}

/// axe-core's violations on the static page: none, of any impact.
fn no_violations(what: &str, violations: &[Value]) {
    for v in violations {
        eprintln!(
            "  axe {what}: {} ({}): {} {}",
            v["id"], v["impact"], v["help"], v["nodes"]
        );
    }
    assert!(violations.is_empty(), "axe-core {what}: {violations:?}");
}

#[test]
fn the_static_site_plays_keeps_and_works_offline() {
    let Some(python) = require_program("python3", Install::Apt("python3")) else {
        return;
    };
    let Some(axe) = require_npm_file("axe-core", "axe.min.js", AXE) else {
        return;
    };
    let axe = std::fs::read_to_string(axe).expect("axe-core's script");
    let Some(b) = start_browser_in("ru") else {
        return;
    };
    let Some(site) = build_site() else {
        return;
    };
    let wasm = std::fs::read(site.join("pkg/danilchuk_wasm_bg.wasm")).expect("the wasm");
    eprintln!("site: the WebAssembly module {} KiB", wasm.len() / 1024);
    let server = StaticServer::start(&python, &site);
    let url = format!("http://127.0.0.1:{}/", server.port);
    b.resize(390, 844);
    let started = Instant::now();
    b.open(&url);
    b.wait_for(
        "typeof ui !== 'undefined' && ui.state && !ui.busy",
        "the site's first game",
    );
    eprintln!(
        "site: first load to the first game {} ms",
        started.elapsed().as_millis()
    );
    // Served by the site's back end: no choice of another device.
    assert_eq!(
        b.script("return typeof siteBackend + ' ' + document.querySelectorAll('#opponent option[value=apart]').length;"),
        "object 0"
    );
    // Installable: the manifest read without errors, its icons served.
    let manifest = b.cdp("Page.getAppManifest", serde_json::json!({}));
    eprintln!("site: manifest {}", manifest["url"]);
    assert_eq!(manifest["errors"], serde_json::json!([]), "{manifest}");
    assert!(manifest["data"]
        .as_str()
        .unwrap_or("")
        .contains("icon-512.png"));
    // Russian first (the browser's language).
    no_violations("ru", &b.axe(&axe));

    // A game against the computer (strength 2, the test's helper).
    b.new_game("chess", "computer");
    play(&b, "e4", 2);
    play(&b, "Nf3", 4);
    let id = b.script("return ui.id;");
    let fen = b.script("return ui.state.fen;");
    // The computer's reply at the board's default strength (3), timed in
    // the page; and a click handler's wait while the worker searches.
    let timing = b.command(
        "POST",
        "/execute/async",
        Some(serde_json::json!({"script": "const done = arguments[arguments.length - 1];\
            (async () => {\
              const made = await api('POST', '/api/games', { rules: 'chess', opponent: 'computer', computer_side: 'white', strength: 3 });\
              const token = Object.values(made.tokens || {})[0];\
              const t0 = performance.now();\
              const reply = api('POST', '/api/games/' + made.id + '/computer', undefined, token);\
              const waits = [];\
              const button = document.createElement('button');\
              document.body.appendChild(button);\
              let clicked = 0;\
              button.addEventListener('click', () => { waits.push(performance.now() - clicked); });\
              for (let i = 0; i < 5; i++) {\
                await new Promise((r) => setTimeout(r, 20));\
                clicked = performance.now(); button.click();\
              }\
              const lag = []; for (let i = 0; i < 5; i++) { const s = performance.now(); await new Promise((r) => setTimeout(r, 0)); lag.push(performance.now() - s); }\
              await reply;\
              const ms = performance.now() - t0;\
              button.remove();\
              const fen = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';\
              const mid = await api('POST', '/api/games', { rules: 'chess', fen, opponent: 'computer', computer_side: 'white', strength: 3 });\
              const t1 = performance.now();\
              await api('POST', '/api/games/' + mid.id + '/computer', undefined, Object.values(mid.tokens || {})[0]);\
              done({ reply_ms: ms, middlegame_reply_ms: performance.now() - t1, click_ms: Math.max(...waits), timeout_ms: Math.max(...lag) });\
            })().catch((e) => done({ error: String(e) }));",
            "args": []})),
    );
    eprintln!("site: {timing}");
    assert!(timing.get("error").is_none(), "{timing}");
    // Back to the game played (the timing's game is another one).
    b.script(&format!(
        "location.hash = '#game={}'; location.reload();",
        id.as_str().unwrap_or("")
    ));
    b.wait_for(
        &format!("typeof ui !== 'undefined' && ui.state && ui.id === {id} && !ui.busy"),
        "the game kept over a reload",
    );
    assert_eq!(
        b.script("return ui.state.fen;"),
        fen,
        "the game kept as it was"
    );
    b.wait_for(
        "navigator.serviceWorker.controller !== null",
        "the service worker in charge",
    );

    // The static server gone: the site plays on from the service worker.
    drop(server);
    b.script("location.reload();");
    b.wait_for(
        &format!("typeof ui !== 'undefined' && ui.state && ui.id === {id} && !ui.busy"),
        "the game, offline",
    );
    play(&b, "Bc4", 6);
    // Analysis and the PGN export, from the worker too.
    b.click_element("#analysis-on");
    b.wait_for(
        "document.getElementById('analysis-text').textContent.trim() !== ''",
        "the engine's analysis",
    );
    b.click_element("#analysis-on");
    b.script("document.getElementById('export-pgn').click();");
    b.wait_for(
        "document.getElementById('pgn').value.includes('1. e4')",
        "the PGN export",
    );
    let shot = b.screenshot("site-phone.png");
    eprintln!("site: phone screenshot {}", shot.display());

    // English.
    b.script("const s = document.getElementById('lang'); s.value = 'en'; s.dispatchEvent(new Event('change'));");
    b.wait_for(
        "document.documentElement.lang === 'en'",
        "the page in English",
    );
    no_violations("en", &b.axe(&axe));
    // Two players at one screen, Linear chess with two per line.
    b.new_game("linear2", "person");
    b.script(
        "document.getElementById('move-box').value = 'e4';\
         document.querySelector('#move-form button').click();",
    );
    b.wait_for("ui.state.ply === 1 && !ui.busy", "a move at one screen");
    assert!(b.js_errors().is_empty(), "{:?}", b.js_errors());
}
