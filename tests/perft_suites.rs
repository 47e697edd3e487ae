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
