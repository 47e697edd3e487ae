//! The generic perft driver: every `tests/data/perft/*.epd` file, each line
//! `FEN ;D1 n1 ;D2 n2 ...`, for the rule set named by the file's prefix
//! (`chess-`, `immortal-`, `linear-`, `linear3-`, `linear2-`; the digit is
//! the Linear line limit, L-8).
//!
//! Each count is checked three ways: serial `perft`, parallel hashed perft
//! (two threads, one table shared by every suite, so rule sets, line limits
//! and positions meet in it), and, up to `TINY_TABLE_LIMIT`, parallel perft
//! with a deliberately tiny table (heavy replacement).
//!
//! The ordinary run checks every depth whose expected count is at most
//! `NODE_LIMIT`; the ignored test checks every depth.

use std::fs;
use std::path::{Path, PathBuf};

use std::sync::OnceLock;

use danilchuk::board::{perft, Position};
use danilchuk::classical::Chess;
use danilchuk::perft::{Perft, PerftTable};

/// Node limit per (position, depth) in the ordinary test run.
const NODE_LIMIT: u64 = 2_000_000;

/// Node limit of the tiny-table check.
const TINY_TABLE_LIMIT: u64 = 200_000;

/// The table every suite shares.
fn shared_table() -> &'static PerftTable {
    static TABLE: OnceLock<PerftTable> = OnceLock::new();
    TABLE.get_or_init(|| PerftTable::with_mib(16).expect("16 MiB table"))
}

/// The table of the full (ignored) runs.
fn big_table() -> &'static PerftTable {
    static TABLE: OnceLock<PerftTable> = OnceLock::new();
    TABLE.get_or_init(|| PerftTable::with_mib(1024).expect("1 GiB table"))
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// A 61-bucket table (122 entries): almost every store replaces another.
fn tiny_table() -> &'static PerftTable {
    static TABLE: OnceLock<PerftTable> = OnceLock::new();
    TABLE.get_or_init(|| PerftTable::with_buckets(61).expect("tiny table"))
}

struct Entry {
    fen: String,
    depths: Vec<(u32, u64)>,
}

fn parse_epd(path: &Path) -> Vec<Entry> {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let mut parts = line.split(';');
            let fen = parts.next().unwrap_or_default().trim().to_string();
            let depths = parts
                .map(|p| {
                    let p = p.trim();
                    let (d, n) = p
                        .strip_prefix('D')
                        .and_then(|rest| rest.split_once(' '))
                        .unwrap_or_else(|| panic!("{}: bad depth entry {p:?}", path.display()));
                    (
                        d.parse().expect("depth"),
                        n.trim().parse().expect("node count"),
                    )
                })
                .collect();
            Entry { fen, depths }
        })
        .collect()
}

fn suite_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/perft");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "epd"))
        .collect();
    files.sort();
    files
}

fn check_suite<P: Position + Sync>(path: &Path, settings: P::Settings, limit: u64) -> usize {
    let mut checked = 0;
    for entry in parse_epd(path) {
        let pos = P::from_fen_with(&entry.fen, settings)
            .unwrap_or_else(|e| panic!("{}: {}: {e}", path.display(), entry.fen));
        for &(depth, expected) in &entry.depths {
            if expected > limit {
                continue;
            }
            let at = || format!("{}: {} depth {depth}", path.display(), entry.fen);
            if limit == u64::MAX {
                // The full run: the deep counts, on every core with a big table.
                let report = Perft::new(depth)
                    .threads(cores())
                    .table(big_table())
                    .run(&pos);
                assert_eq!(report.unwrap().nodes, expected, "{}", at());
                checked += 1;
                continue;
            }
            assert_eq!(perft(&pos, depth), expected, "serial {}", at());
            let hashed = Perft::new(depth).threads(2).table(shared_table());
            assert_eq!(hashed.run(&pos).unwrap().nodes, expected, "hashed {}", at());
            if expected <= TINY_TABLE_LIMIT {
                let tiny = Perft::new(depth).threads(2).table(tiny_table());
                assert_eq!(
                    tiny.run(&pos).unwrap().nodes,
                    expected,
                    "tiny table {}",
                    at()
                );
                let unhashed = Perft::new(depth).threads(2);
                assert_eq!(
                    unhashed.run(&pos).unwrap().nodes,
                    expected,
                    "parallel {}",
                    at()
                );
            }
            checked += 1;
        }
    }
    checked
}

fn run_all(limit: u64) {
    let mut total = 0;
    for path in suite_files() {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        let prefix = name.split('-').next().unwrap_or_default();
        let checked = match prefix {
            "chess" => check_suite::<Chess>(&path, (), limit),
            other => run_variant_suite(other, &path, limit),
        };
        assert!(checked > 0, "{name}: no depth checked");
        total += checked;
    }
    assert!(total > 500, "only {total} perft counts checked");
}

fn run_variant_suite(prefix: &str, path: &Path, limit: u64) -> usize {
    use danilchuk::immortal::Immortal;
    use danilchuk::linear::{LineLimit, Linear};
    match prefix {
        "immortal" => check_suite::<Immortal>(path, (), limit),
        "linear" => check_suite::<Linear>(path, LineLimit::Unlimited, limit),
        "linear3" => check_suite::<Linear>(path, LineLimit::Three, limit),
        "linear2" => check_suite::<Linear>(path, LineLimit::Two, limit),
        other => panic!("{}: unknown rule set prefix {other:?}", path.display()),
    }
}

#[test]
fn perft_suites_under_node_limit() {
    run_all(NODE_LIMIT);
}

#[test]
#[ignore = "full depths: billions of nodes, run with --ignored in release"]
fn perft_suites_full_depth() {
    run_all(u64::MAX);
}

/// A `tests/data/perft/divide/*.txt` file: `uci: count` lines, then
/// `Nodes searched: N`.
struct DivideFile {
    depth: u32,
    roots: Vec<(String, u64)>,
    total: u64,
}

fn divide_files() -> Vec<(String, DivideFile)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/perft/divide");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .collect();
    files.sort();
    files
        .iter()
        .map(|path| {
            let name = path
                .file_stem()
                .and_then(|n| n.to_str())
                .unwrap_or_default()
                .to_string();
            let depth = name
                .rsplit_once("-d")
                .and_then(|(_, d)| d.parse().ok())
                .unwrap_or_else(|| panic!("{name}: expected <rules>-d<depth>.txt"));
            let text = fs::read_to_string(path).unwrap();
            let mut roots = Vec::new();
            let mut total = None;
            for line in text.lines().filter(|l| !l.starts_with('#')) {
                if let Some(n) = line.strip_prefix("Nodes searched: ") {
                    total = Some(n.parse().expect("total"));
                } else {
                    let (uci, n) = line
                        .split_once(": ")
                        .unwrap_or_else(|| panic!("{name}: {line:?}"));
                    roots.push((uci.to_string(), n.parse().expect("count")));
                }
            }
            let total = total.unwrap_or_else(|| panic!("{name}: no total"));
            (
                name,
                DivideFile {
                    depth,
                    roots,
                    total,
                },
            )
        })
        .collect()
}

/// Checks a divide file's root moves against the rule set's legal moves at
/// the start, its sum against its total, and (when `full`) every count.
fn check_divide<P: Position + Sync>(
    name: &str,
    file: &DivideFile,
    settings: P::Settings,
    full: bool,
) {
    let pos = P::starting_with(settings);
    let mut legal: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| pos.uci(*m).to_string())
        .collect();
    legal.sort();
    let listed: Vec<String> = file.roots.iter().map(|(m, _)| m.clone()).collect();
    assert_eq!(listed, legal, "{name}: root moves");
    assert_eq!(
        file.roots.iter().map(|(_, n)| n).sum::<u64>(),
        file.total,
        "{name}: sum"
    );
    if full {
        let report = Perft::new(file.depth)
            .threads(cores())
            .table(big_table())
            .run(&pos)
            .unwrap();
        let got: Vec<(String, u64)> = report
            .divide
            .into_iter()
            .map(|r| (r.uci, r.nodes))
            .collect();
        assert_eq!(got, file.roots, "{name}");
    }
}

fn run_divide_files(full: bool) {
    use danilchuk::immortal::Immortal;
    use danilchuk::linear::{LineLimit, Linear};
    let files = divide_files();
    assert!(files.len() >= 4, "only {} divide files", files.len());
    for (name, file) in &files {
        match name.split('-').next().unwrap_or_default() {
            "chess" => check_divide::<Chess>(name, file, (), full),
            "immortal" => check_divide::<Immortal>(name, file, (), full),
            "linear" => check_divide::<Linear>(name, file, LineLimit::Unlimited, full),
            "linear3" => check_divide::<Linear>(name, file, LineLimit::Three, full),
            "linear2" => check_divide::<Linear>(name, file, LineLimit::Two, full),
            other => panic!("{name}: unknown rule set prefix {other:?}"),
        }
    }
}

#[test]
fn deep_divide_files_list_every_root_move_and_add_up() {
    run_divide_files(false);
}

#[test]
#[ignore = "depth-7 divides: billions of nodes, run with --ignored in release"]
fn deep_divide_files_full_counts() {
    run_divide_files(true);
}
