//! The perft command line: output format, divide, variants and errors.

#[path = "../examples/perft/cli.rs"]
mod cli;

fn run(args: &[&str]) -> (u8, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = cli::run(&args, &mut out, &mut err);
    (
        code,
        String::from_utf8(out).expect("utf-8"),
        String::from_utf8(err).expect("utf-8"),
    )
}

#[test]
fn last_line_is_the_node_count() {
    let (code, out, err) = run(&["--variant", "chess", "--depth", "3"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().last(), Some("Nodes searched: 8902"));
    assert!(err.contains("Mnps"), "{err}");
}

#[test]
fn divide_prints_sorted_root_moves() {
    let (code, out, _) = run(&[
        "--depth",
        "2",
        "--divide",
        "--fen",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    ]);
    assert_eq!(code, 0);
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
fn plain_and_bulk_agree() {
    let (_, bulk, _) = run(&["--depth", "3", "--variant", "immortal"]);
    let (_, plain, _) = run(&["--depth", "3", "--variant", "immortal", "--plain"]);
    assert_eq!(bulk, plain);
    assert_eq!(bulk.trim(), "Nodes searched: 11596");
}

#[test]
fn variants_and_line_limits() {
    let (code, out, _) = run(&["--variant", "linear", "--depth", "2", "--line-limit", "2"]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), "Nodes searched: 441");
    let (code, out, _) = run(&["--variant", "immortal", "--depth", "1"]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), "Nodes searched: 22");
}

#[test]
fn bad_input_exits_with_code_2() {
    for args in [
        &["--variant", "shogi"][..],
        &["--depth", "six"],
        &["--depth"],
        &["--fen", "not a fen"],
        &["--fen", "8/8/8/8/8/8/8/8 w - - 0 1"],
        &["--line-limit", "3"],
        &["--variant", "linear", "--line-limit", "4"],
        &["--frobnicate"],
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(
            err.starts_with("perft: ") && err.contains("usage:"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn help_prints_the_usage() {
    let (code, out, err) = run(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("usage: perft"), "{out}");
    assert!(err.is_empty());
}
