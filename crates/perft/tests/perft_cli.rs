//! The `perft` program, run as the binary cargo builds for this test: the
//! stdout contract, threads, hash, moves, JSON, progress, bad input (exit 2),
//! Ctrl-C (exit 130) and unwritable stdout.

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Output, Stdio};

/// The `perft` binary of this crate, built by cargo before the tests run.
const PERFT: &str = env!("CARGO_BIN_EXE_perft");

fn perft(args: &[&str]) -> Output {
    Command::new(PERFT).args(args).output().expect("run perft")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn ok(args: &[&str]) -> (String, String) {
    let output = perft(args);
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(0), "{args:?}: {err}");
    (out, err)
}

#[test]
fn last_line_is_the_node_count() {
    let (out, err) = ok(&["--variant", "chess", "--depth", "3"]);
    assert_eq!(out, "Nodes searched: 8902\n");
    assert!(err.contains("Mnps"), "{err}");
}

#[test]
fn divide_prints_sorted_root_moves() {
    let (out, _) = ok(&[
        "--depth",
        "2",
        "--divide",
        "--fen",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    let (moves, last) = lines.split_at(lines.len() - 1);
    assert_eq!(last, ["Nodes searched: 112"]);
    assert_eq!(moves.len(), 26);
    let mut sorted = moves.to_vec();
    sorted.sort();
    assert_eq!(sorted, moves);
    assert!(moves.contains(&"e1g1: 3"), "{out}");
}

#[test]
fn threads_and_hash_do_not_change_the_output() {
    let base = ok(&[
        "--variant",
        "immortal",
        "--depth",
        "4",
        "--divide",
        "--threads",
        "1",
        "--hash",
        "0",
    ])
    .0;
    assert!(base.ends_with("Nodes searched: 276955\n"), "{base}");
    for (threads, hash) in [("2", "0"), ("1", "1"), ("2", "1"), ("3", "16")] {
        let args = [
            "--variant",
            "immortal",
            "--depth",
            "4",
            "--divide",
            "--threads",
            threads,
            "--hash",
            hash,
        ];
        assert_eq!(ok(&args).0, base, "{args:?}");
    }
    let (_, err) = ok(&["--depth", "2", "--threads", "2", "--hash", "0"]);
    assert!(err.contains("2 threads, hash 0 MiB"), "{err}");
}

#[test]
fn plain_and_bulk_agree() {
    let (bulk, _) = ok(&["--depth", "3", "--variant", "immortal"]);
    let (plain, _) = ok(&["--depth", "3", "--variant", "immortal", "--plain"]);
    assert_eq!(bulk, plain);
    assert_eq!(bulk, "Nodes searched: 11596\n");
}

#[test]
fn variants_and_line_limits() {
    let (out, _) = ok(&["--variant", "linear", "--depth", "2", "--line-limit", "2"]);
    assert_eq!(out, "Nodes searched: 441\n");
    let (out, _) = ok(&["--variant", "linear", "--depth", "5", "--line-limit", "2"]);
    assert_eq!(out, "Nodes searched: 6478426\n");
    let (out, _) = ok(&["--variant", "immortal", "--depth", "1"]);
    assert_eq!(out, "Nodes searched: 22\n");
    // The `Rules` names select the line limit too.
    let (out, err) = ok(&["--variant", "linear2", "--depth", "5"]);
    assert_eq!(out, "Nodes searched: 6478426\n");
    assert!(err.contains("linear2 depth 5"), "{err}");
    let (out, _) = ok(&["--variant", "linear3", "--line-limit", "3", "--depth", "1"]);
    assert_eq!(out, "Nodes searched: 21\n");
}

#[test]
fn depth_zero_divide_lists_no_moves() {
    for variant in ["chess", "immortal", "linear"] {
        let (out, _) = ok(&["--variant", variant, "--depth", "0", "--divide"]);
        assert_eq!(out, "Nodes searched: 1\n", "{variant}");
    }
    let (out, _) = ok(&["--depth", "0", "--plain"]);
    assert_eq!(out, "Nodes searched: 1\n");
}

#[test]
fn moves_start_after_them_and_root_jobs_sum_to_the_total() {
    let (after, _) = ok(&["--moves", "e2e4", "e7e5", "--depth", "3"]);
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
    assert_eq!(after, ok(&["--fen", fen, "--depth", "3"]).0);
    // The cluster recipe: one job per root move, the results added up.
    let (divide, _) = ok(&["--variant", "immortal", "--depth", "1", "--divide"]);
    let roots: Vec<&str> = divide
        .lines()
        .filter_map(|l| l.strip_suffix(": 1"))
        .collect();
    assert_eq!(roots.len(), 22);
    let sum: u64 = roots
        .iter()
        .map(|m| {
            let (out, _) = ok(&["--variant", "immortal", "--depth", "2", "--moves", m]);
            out.trim()
                .strip_prefix("Nodes searched: ")
                .unwrap()
                .parse::<u64>()
                .unwrap()
        })
        .sum();
    assert_eq!(sum, 11_596);
}

#[test]
fn json_gives_the_job_and_its_counts() {
    let (out, _) = ok(&[
        "--variant",
        "linear",
        "--line-limit",
        "3",
        "--depth",
        "2",
        "--moves",
        "e2e4",
        "--json",
        "--threads",
        "2",
    ]);
    assert_eq!(out.lines().count(), 1, "{out}");
    for part in [
        "\"rules\":\"linear3\"",
        "\"variant\":\"linear\"",
        "\"line_limit\":\"3\"",
        "\"moves\":[\"e2e4\"]",
        "\"depth\":2",
        "\"threads\":2",
        "\"divide\":[{\"move\":\"a7a5\",\"nodes\":",
    ] {
        assert!(out.contains(part), "{part} in {out}");
    }
    let nodes = ok(&[
        "--variant",
        "linear",
        "--line-limit",
        "3",
        "--depth",
        "2",
        "--moves",
        "e2e4",
    ])
    .0;
    let nodes = nodes.trim().strip_prefix("Nodes searched: ").unwrap();
    assert!(
        out.contains(&format!("\"nodes\":{nodes},\"threads\"")),
        "{out}"
    );
}

#[test]
fn progress_lines_when_stderr_is_not_a_terminal() {
    let (out, err) = ok(&["--depth", "4", "--progress", "0", "--threads", "2"]);
    assert_eq!(out, "Nodes searched: 197281\n");
    let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("perft: ")).collect();
    assert!(!lines.is_empty(), "{err}");
    assert!(
        lines
            .iter()
            .all(|l| l.contains("/20 root moves") && l.contains("Mnps") && l.contains("ETA")),
        "{err}"
    );
    assert!(!err.contains('\r'), "plain lines, no redraw: {err:?}");
    let (_, quiet) = ok(&["--depth", "4", "--no-progress"]);
    assert!(!quiet.contains("root moves"), "{quiet}");
}

#[test]
fn bad_input_exits_with_code_2() {
    for args in [
        &["--variant", "shogi"][..],
        &["--depth", "six"],
        &["--depth"],
        &["--depth", "65"],
        &["--depth", "4000"],
        &["--depth", "4000", "--divide"],
        &["--depth", "4000", "--plain"],
        &["--fen", "not a fen"],
        &["--fen", "8/8/8/8/8/8/8/8 w - - 0 1"],
        &["--line-limit", "3"],
        &["--variant", "linear", "--line-limit", "4"],
        &["--variant", "linear3", "--line-limit", "2"],
        &["--variant", "immortal", "--line-limit", "2"],
        &["--threads", "0"],
        &["--threads", "two"],
        &["--threads", "100000"],
        &["--hash", "-1"],
        &["--hash", "99999999999"],
        &["--hash"],
        &["--moves", "e2e5"],
        &["--moves", "e2e4", "e2e4"],
        &["--progress", "-1"],
        &["--frobnicate"],
    ] {
        let output = perft(args);
        let (out, err) = (text(&output.stdout), text(&output.stderr));
        assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(
            err.starts_with("perft: ") && err.contains("usage:"),
            "{args:?}: {err}"
        );
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn an_empty_linear_board_is_refused() {
    // Part III allows a Linear FEN without kings as a finished game, but no
    // move leaves an empty board (L-1, L-5): it was counted (0 nodes), and
    // its outcome read "the last king left the king line" with no king.
    for fen in ["8/8/8/8/8/8/8/8 w - - 0 1", "8/8/8/8/8/8/8/8 b - - 0 1 Ee"] {
        let output = perft(&["--variant", "linear", "--fen", fen, "--depth", "2"]);
        let err = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{fen}: {err}");
        assert!(output.stdout.is_empty(), "{}", text(&output.stdout));
        assert!(
            err.starts_with("perft: bad FEN: ")
                && err.contains("field 1 (placement)")
                && err.contains("no game reaches this position (L-4, L-5)"),
            "{err}"
        );
    }
    // A finished game a move can leave still counts: no moves (Part III).
    let (out, _) = ok(&[
        "--variant",
        "linear",
        "--fen",
        "8/8/8/3Q4/8/8/8/8 b - - 0 1 Ed",
        "--depth",
        "2",
    ]);
    assert_eq!(out, "Nodes searched: 0\n");
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_exits_with_code_2() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let output = Command::new(PERFT)
        .arg(OsStr::from_bytes(b"\xff"))
        .output()
        .unwrap();
    let err = text(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(err.contains("argument 1 is not valid UTF-8"), "{err}");
}

#[test]
fn help_prints_the_usage() {
    let (out, err) = ok(&["--help"]);
    assert!(out.starts_with("usage: perft"), "{out}");
    assert!(out.contains("--threads") && out.contains("--hash"), "{out}");
    assert!(err.is_empty());
}

#[test]
fn options_take_their_value_after_an_equals_sign_too() {
    let (out, _) = ok(&[
        "--depth=3",
        "--variant=immortal",
        "--moves=e2e4",
        "--no-progress",
    ]);
    let (same, _) = ok(&["--depth", "3", "--variant", "immortal", "--moves", "e2e4"]);
    assert_eq!(out, same);
    for (args, message) in [
        (
            &["--divide=3"][..],
            "perft: --divide takes no value, found \"3\"",
        ),
        (&["--depth", "3", "x"], "perft: unknown argument \"x\""),
        (&["-x"], "perft: unknown argument \"-x\""),
        (
            &["merge", "--divide"],
            "perft: merge: unknown argument \"--divide\"",
        ),
        (&["merge"], "perft: merge: name at least one job file"),
        (&["split", "--json"], "perft: split: --json does not apply"),
        (
            &["split", "--split-depth"],
            "perft: --split-depth needs a value",
        ),
        (
            &["--split-depth", "2"],
            "perft: unknown argument \"--split-depth\"",
        ),
    ] {
        let output = perft(args);
        let err = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.starts_with(message) && err.contains("\nusage: perft"),
            "{args:?}: {err}"
        );
    }
    for args in [
        &["-h"][..],
        &["merge", "--help"],
        &["split", "--depth", "3", "-h"],
    ] {
        let (out, _) = ok(args);
        assert!(
            out.starts_with("usage: perft") && out.contains("  -h, --help"),
            "{out}"
        );
    }
}

#[test]
fn a_closed_stdout_is_a_clean_exit() {
    let mut child = Command::new(PERFT)
        .args(["--depth", "4", "--divide", "--no-progress"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_stdout_is_a_clean_exit() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let output = Command::new(PERFT)
        .args(["--depth", "2", "--divide"])
        .stdout(full)
        .output()
        .unwrap();
    let err = text(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{err}");
    assert!(err.contains("perft: cannot write the output"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_cleanly_with_exit_130() {
    let mut child = Command::new(PERFT)
        .args(["--depth", "9", "--progress", "0", "--hash", "0", "--divide"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut err = BufReader::new(child.stderr.take().unwrap());
    let mut first = String::new();
    // The first progress line: the run has started and the handler is set.
    err.read_line(&mut first).unwrap();
    assert!(first.starts_with("perft: "), "{first}");
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let mut rest = String::new();
    err.read_to_string(&mut rest).unwrap();
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130), "{rest}");
    assert!(
        rest.contains("perft: interrupted; no count printed"),
        "{rest}"
    );
    assert!(out.is_empty(), "no partial count: {out}");
}
