//! The engine as python-chess's `SimpleEngine` drives it: the options a GUI
//! sets (Threads, Hash, Move Overhead; MultiPV, Ponder and UCI_Variant as
//! python-chess manages them), `analyse(multipv=3)`, `play` with pondering
//! and `ponderhit`, `root_moves` (UCI `searchmoves`), a clocked move, an
//! infinite analysis stopped, and an Immortal game. The checks are the
//! script's asserts (tests/python/simple_engine.py).

use std::process::Command;

use danilchuk_testkit::{require_python_module, Install};

#[test]
fn python_chess_simple_engine_drives_every_option() {
    let Some(python) = require_python_module("chess", Install::Pip("chess")) else {
        return;
    };
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/python/simple_engine.py");
    let output = Command::new(python)
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_danilchuk-engine"))
        .output()
        .expect("python3 runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    assert!(
        output.status.success(),
        "the python-chess script failed ({}):\n{stdout}\n{stderr}",
        output.status
    );
    assert_eq!(stdout.lines().last(), Some("all checks passed"), "{stdout}");
}
