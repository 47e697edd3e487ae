//! The generic perft driver: every `tests/data/perft/*.epd` file, each line
//! `FEN ;D1 n1 ;D2 n2 ...`, for the rule set named by the file's prefix
//! (`chess-`, `immortal-`, `linear-`, `linear3-`, `linear2-`; the digit is
//! the Linear line limit, L-8).
//!
//! The ordinary run checks every depth whose expected count is at most
//! `NODE_LIMIT`; the ignored test checks every depth.

use std::fs;
use std::path::{Path, PathBuf};

use danilchuk::board::{perft, Position};
use danilchuk::classical::Chess;

/// Node limit per (position, depth) in the ordinary test run.
const NODE_LIMIT: u64 = 2_000_000;

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

fn check_suite<P: Position>(path: &Path, settings: P::Settings, limit: u64) -> usize {
    let mut checked = 0;
    for entry in parse_epd(path) {
        let pos = P::from_fen_with(&entry.fen, settings)
            .unwrap_or_else(|e| panic!("{}: {}: {e}", path.display(), entry.fen));
        for &(depth, expected) in &entry.depths {
            if expected > limit {
                continue;
            }
            assert_eq!(
                perft(&pos, depth),
                expected,
                "{}: {} depth {depth}",
                path.display(),
                entry.fen
            );
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
