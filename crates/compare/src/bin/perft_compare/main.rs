//! Perft speed of this workspace next to shakmaty, cozy-chess and chess,
//! and of the variants next to classical chess, measured in one run on one
//! machine, single thread, both ways of counting: *bulk* (at depth 1 count
//! the legal moves without playing them) and *plain* (play every move down
//! to depth 0). Every library runs the loop a user writes against its public
//! API (the `danilchuk_compare` library).
//!
//! Each figure is the median of three runs (of N with `--rounds N`),
//! interleaved (round 1 of every cell and library, then round 2, ...) so
//! that a load change on a shared machine spreads over all of them; with
//! `--best`, the fastest of them instead (a shared machine's noise only
//! ever slows a run down, so the fastest is the steadiest figure there).
//! Prints two Markdown tables:
//!
//! ```text
//! cargo run --release -p danilchuk-compare              # start d6, Kiwipete d5
//! cargo run --release -p danilchuk-compare -- --quick   # one ply less
//! cargo run --release -p danilchuk-compare -- --peers   # only the peers table
//! cargo run --release -p danilchuk-compare -- --variants # only the variants table
//! cargo run --release -p danilchuk-compare -- --rounds 7 # median of 7 runs, for a noisy machine
//! cargo run --release -p danilchuk-compare -- --rounds 7 --best # fastest of 7 runs
//! ```

use std::process::ExitCode;
use std::time::Instant;

use danilchuk_board::Position;
use danilchuk_classical::Chess;
use danilchuk_compare as peers;
use danilchuk_compare::{KIWIPETE, START};
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};

use crate::args::{Estimate, Tables, USAGE};

mod args;

impl Estimate {
    /// The words for a table's caption.
    fn caption(self, rounds: usize) -> String {
        match self {
            Estimate::Median => format!("median of {rounds} interleaved runs"),
            Estimate::Best => format!("fastest of {rounds} interleaved runs"),
        }
    }
}

/// One perft run of one library: returns the node count.
type Run = Box<dyn Fn() -> u64>;

/// One column of a table (a position, a depth, a way of counting), with a
/// run per row.
struct Column {
    title: String,
    runs: Vec<Run>,
    /// Seconds of each run, per row.
    seconds: Vec<Vec<f64>>,
    nodes: Vec<u64>,
}

impl Column {
    fn new(title: String, runs: Vec<Run>) -> Column {
        let rows = runs.len();
        Column {
            title,
            runs,
            seconds: vec![Vec::new(); rows],
            nodes: vec![0; rows],
        }
    }

    /// Mnps of each row: nodes over the median (or the fastest) time.
    fn mnps(&self, estimate: Estimate) -> Vec<f64> {
        self.seconds
            .iter()
            .zip(&self.nodes)
            .map(|(times, &nodes)| {
                let mut sorted = times.clone();
                sorted.sort_by(f64::total_cmp);
                let mid = sorted.len() / 2;
                let seconds = match estimate {
                    Estimate::Best => sorted[0],
                    Estimate::Median if sorted.len() % 2 == 0 => {
                        (sorted[mid - 1] + sorted[mid]) / 2.0
                    }
                    Estimate::Median => sorted[mid],
                };
                nodes as f64 / seconds / 1e6
            })
            .collect()
    }
}

/// Runs every column's rows `rounds` times, interleaved, and checks that
/// the rows of a column agree on the node count.
fn measure(columns: &mut [Column], rounds: usize) {
    for round in 0..rounds {
        for column in columns.iter_mut() {
            for (row, run) in column.runs.iter().enumerate() {
                let start = Instant::now();
                let nodes = run();
                column.seconds[row].push(start.elapsed().as_secs_f64());
                if round == 0 {
                    column.nodes[row] = nodes;
                }
                assert_eq!(nodes, column.nodes[row], "{}: counts differ", column.title);
            }
            let first = column.nodes[0];
            assert!(
                column.nodes.iter().all(|&n| n == first),
                "{}: the libraries disagree: {:?}",
                column.title,
                column.nodes
            );
        }
        eprintln!("round {} of {rounds} done", round + 1);
    }
}

fn header(columns: &[Column]) {
    print!("| |");
    for c in columns {
        print!(" {} |", c.title);
    }
    println!();
    print!("|---|");
    for _ in columns {
        print!("---:|");
    }
    println!();
}

fn bulk_and_plain<P: Position + 'static>(pos: P, depth: u32) -> (Run, Run) {
    let bulk_pos = pos.clone();
    (
        Box::new(move || peers::danilchuk_plain(&pos, depth)),
        Box::new(move || peers::danilchuk_bulk(&bulk_pos, depth)),
    )
}

/// The peers table: one row per library, one column per position and way
/// of counting, and a last row with this project's speed over the best
/// peer's in each column.
fn compare_peers(quick: bool, rounds: usize, estimate: Estimate) {
    let cases = [
        ("start", START, 6 - quick as u32),
        ("Kiwipete", KIWIPETE, 5 - quick as u32),
    ];
    let names = [
        "shakmaty 0.30.1",
        "cozy-chess 0.3",
        "chess 3.2",
        "this project",
    ];
    let mut columns = Vec::new();
    for (name, fen, depth) in cases {
        let ours = Chess::from_fen(fen).expect("valid FEN");
        let (plain, bulk) = bulk_and_plain(ours, depth);
        let (s1, s2) = (peers::shakmaty_position(fen), peers::shakmaty_position(fen));
        let c1: cozy_chess::Board = fen.parse().expect("valid FEN");
        let c2 = c1.clone();
        let (j1, j2) = (peers::chess_board(fen), peers::chess_board(fen));
        columns.push(Column::new(
            format!("{name} d{depth} plain"),
            vec![
                Box::new(move || peers::shakmaty_plain(&s1, depth)),
                Box::new(move || peers::cozy_plain(&c1, depth)),
                Box::new(move || peers::chess_plain(&j1, depth)),
                plain,
            ],
        ));
        columns.push(Column::new(
            format!("{name} d{depth} bulk"),
            vec![
                Box::new(move || peers::shakmaty_bulk(&s2, depth)),
                Box::new(move || peers::cozy_bulk(&c2, depth)),
                Box::new(move || peers::chess_bulk(&j2, depth)),
                bulk,
            ],
        ));
    }
    measure(&mut columns, rounds);
    let mnps: Vec<Vec<f64>> = columns.iter().map(|c| c.mnps(estimate)).collect();
    println!("Mnps, {}:\n", estimate.caption(rounds));
    header(&columns);
    for (row, name) in names.iter().enumerate() {
        print!("| {name} |");
        for m in &mnps {
            print!(" {:.1} |", m[row]);
        }
        println!();
    }
    print!("| this project / best peer |");
    for m in &mnps {
        let ours = m[names.len() - 1];
        let best = m[..names.len() - 1].iter().copied().fold(0.0, f64::max);
        print!(" {:.2}x |", ours / best);
    }
    println!("\n");
}

/// The variants table: the start position of each rule set, plain and bulk,
/// and each one's speed relative to classical chess in the same column.
fn compare_variants(quick: bool, rounds: usize, estimate: Estimate) {
    let depth = 6 - quick as u32;
    let names = ["classical", "Immortal", "Linear", "Linear, limit 2"];
    let mut plains = Vec::new();
    let mut bulks = Vec::new();
    for (plain, bulk) in [
        bulk_and_plain(Chess::starting(), depth),
        bulk_and_plain(Immortal::starting(), depth),
        bulk_and_plain(Linear::starting(), depth),
        bulk_and_plain(Linear::starting_with(LineLimit::Two), depth),
    ] {
        plains.push(plain);
        bulks.push(bulk);
    }
    let mut columns = vec![
        Column::new(format!("start d{depth} plain"), plains),
        Column::new(format!("start d{depth} bulk"), bulks),
    ];
    // The rule sets count different trees: compare speeds, not counts.
    for round in 0..rounds {
        for column in columns.iter_mut() {
            for (row, run) in column.runs.iter().enumerate() {
                let start = Instant::now();
                column.nodes[row] = run();
                column.seconds[row].push(start.elapsed().as_secs_f64());
            }
        }
        eprintln!("round {} of {rounds} done", round + 1);
    }
    let mnps: Vec<Vec<f64>> = columns.iter().map(|c| c.mnps(estimate)).collect();
    println!(
        "Mnps (and speed relative to classical), {}:\n",
        estimate.caption(rounds)
    );
    header(&columns);
    for (row, name) in names.iter().enumerate() {
        print!("| {name} |");
        for m in &mnps {
            print!(" {:.1} ({:.2}x) |", m[row], m[row] / m[0]);
        }
        println!();
    }
    println!();
}

fn main() -> ExitCode {
    let args = match args::parse(std::env::args_os().skip(1)) {
        Ok(Some(args)) => args,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("perft_compare: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    if let Ok(load) = std::fs::read_to_string("/proc/loadavg") {
        println!("load average before the run: {}", load.trim());
    }
    if args.tables != Tables::Variants {
        compare_peers(args.quick, args.rounds, args.estimate);
    }
    if args.tables != Tables::Peers {
        compare_variants(args.quick, args.rounds, args.estimate);
    }
    if let Ok(load) = std::fs::read_to_string("/proc/loadavg") {
        println!("load average after the run: {}", load.trim());
    }
    ExitCode::SUCCESS
}
