//! The board's strength levels measured: `danilchuk-strength --levels
//! 1,2,3` plays each level (the engine at the level's node budget a move)
//! against the random and the greedy player in every rule set with the
//! match runner, prints each match as a row of the board README's table,
//! then which levels play sensibly and the weakest that does in every rule
//! set: the board's default (`danilchuk_lab::strength` says what
//! "sensibly" means).

use std::io::Write;
use std::process::ExitCode;

use danilchuk_lab::matches::MatchError;
use danilchuk_lab::strength::{measure, plays_sensibly, weakest_sensible, Measured, MIN_GAMES};

use crate::args::{Args, USAGE};

mod args;

/// Every match the arguments ask for, each row printed as it ends; then
/// the verdicts.
fn run(args: &Args) -> Result<(), MatchError> {
    let mut measured = Vec::new();
    println!("| level | rules | opponent | seed | W/D/L |");
    println!("|---|---|---|---|---|");
    for &level in &args.levels {
        for &rules in &args.rules {
            for &opponent in &args.opponents {
                let name = format!("level {}, {rules}, {}", level.level(), opponent.name());
                let total = args.measurement.games;
                let m = measure(level, rules, opponent, &args.measurement, |tally| {
                    eprintln!("{name}: {}/{total} games, {tally}", tally.games());
                })?;
                println!("{}", m.row());
                // The row as soon as it is measured, though stdout is a pipe.
                let _ = std::io::stdout().flush();
                measured.push(m);
            }
        }
    }
    println!();
    for verdict in verdicts(args, &measured) {
        println!("{verdict}");
    }
    Ok(())
}

/// One line per level with its verdict in each rule set, then the weakest
/// level that plays sensibly in every one.
fn verdicts(args: &Args, measured: &[Measured]) -> Vec<String> {
    let mut lines = Vec::new();
    for level in &args.levels {
        let each: Vec<String> = args
            .rules
            .iter()
            .map(|&rules| {
                let verdict = match plays_sensibly(measured, level.level(), rules) {
                    Some(true) => "sensible",
                    Some(false) => "not sensible",
                    None => "undecided",
                };
                format!("{rules} {verdict}")
            })
            .collect();
        lines.push(format!(
            "level {} ({} nodes a move): {}",
            level.level(),
            level.nodes(),
            each.join(", ")
        ));
    }
    lines.push(format!(
        "(sensible: at least 95 % of the points against random and at most 5 % of the \
         games lost against greedy, each over {MIN_GAMES} games or more; undecided: fewer)"
    ));
    lines.push(match weakest_sensible(measured) {
        Some(level) => format!(
            "weakest level sensible in every rule set: {} ({} nodes a move)",
            level.level(),
            level.nodes()
        ),
        None => "weakest level sensible in every rule set: none of those measured".into(),
    });
    lines
}

fn main() -> ExitCode {
    danilchuk_lab::cli::main("danilchuk-strength", USAGE, args::parse, |args| run(&args))
}
