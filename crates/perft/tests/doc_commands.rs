//! Every `perft` command the documentation shows, run as written through
//! `sh`, block by block in one scratch directory (so a `perft split >
//! jobs.txt` feeds the `parallel`, `xargs` and `merge` lines after it), with
//! the `perft` binary cargo built for this test first on `PATH` and small
//! arguments: depths of at most 3, tables of at most 1 MiB, jobs split one
//! ply deep, no ssh hosts.
//! The Slurm script is written to the file its `sbatch` line names and run
//! once per array task, as Slurm would. The root package's
//! `tests/doc_commands.rs` checks that every documented command has a test.

use std::path::Path;

use danilchuk_testkit::docs::{
    at_most, doc_blocks, run_in_shell, scratch_dir, workspace_root, DocBlock,
};
use danilchuk_testkit::{require_program, Install};

/// The command with small arguments, run by the `perft` on `PATH`.
fn small(command: &str) -> String {
    let command = command.replace("cargo run --release -p danilchuk-perft --", "perft");
    let command = at_most(&command, "--depth ", 3);
    let command = at_most(&command, "--hash ", 1);
    // One job per root move, not per reply: a process each.
    let command = at_most(&command, "--split-depth ", 1);
    // One machine: no ssh hosts for GNU parallel.
    command.replace("-S host1,host2 ", "")
}

/// A Slurm array job run here: the script once per line of its job file.
fn slurm_array(command: &str) -> Option<String> {
    let rest = command.strip_prefix("sbatch --array=1-$(wc -l < ")?;
    let (jobs, rest) = rest.split_once(')')?;
    let script = rest.split_whitespace().last()?;
    Some(format!(
        "for i in $(seq 1 $(wc -l < {jobs})); do \
         SLURM_ARRAY_TASK_ID=$i SLURM_CPUS_PER_TASK=1 sh {script} || exit 1; done"
    ))
}

/// The script of a block that runs `perft`, or `None` for another block.
/// Lines of another cargo command are left to their own tests.
fn block_script(block: &DocBlock, slurm_script: Option<&str>) -> Option<String> {
    let commands = block.commands();
    if !commands
        .iter()
        .any(|c| c.program().as_deref() == Some("perft"))
    {
        return None;
    }
    let mut script = vec!["set -e".to_owned()];
    if let Some(body) = slurm_script {
        script.push(format!("cat > perft-job.sh <<'SCRIPT'\n{body}SCRIPT"));
    }
    for command in commands {
        match command.program().as_deref() {
            Some("cargo") => continue,
            Some("parallel") | Some("perft") if command.text.starts_with("parallel ") => {
                if require_program("parallel", Install::Apt("parallel")).is_none() {
                    continue;
                }
                script.push(small(&command.text));
            }
            _ => script.push(slurm_array(&command.text).unwrap_or_else(|| small(&command.text))),
        }
    }
    Some(script.join("\n"))
}

fn bin_dir() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_perft"))
        .parent()
        .expect("the binaries' directory")
}

#[test]
fn every_documented_perft_command_runs() {
    // `cargo install --path crates/perft` installs this very binary.
    assert_eq!(
        Path::new(env!("CARGO_BIN_EXE_perft"))
            .file_stem()
            .and_then(|s| s.to_str()),
        Some("perft")
    );
    let root = workspace_root(env!("CARGO_MANIFEST_DIR"));
    let blocks = doc_blocks(&root);
    let mut ran = 0;
    for (index, block) in blocks.iter().enumerate() {
        if block.body.starts_with("#!") {
            continue; // a script file, run by the block that submits it
        }
        // The script a later `sbatch` line submits: the block before it.
        let slurm = block.body.contains("sbatch ").then(|| {
            blocks[..index]
                .iter()
                .rev()
                .find(|b| b.body.starts_with("#!") && b.body.contains("SLURM_ARRAY_TASK_ID"))
                .map(|b| b.body.as_str())
                .expect("the Slurm script before its sbatch line")
        });
        let Some(script) = block_script(block, slurm) else {
            continue;
        };
        let place = format!("{}:{}", block.file.display(), block.line);
        let dir = scratch_dir(&format!("perft-doc-{index}"));
        let out = run_in_shell(&script, &[bin_dir()], &dir, b"");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success(),
            "{place}: the block failed:\n{script}\n{stderr}"
        );
        // Every count printed, to the terminal or to the files the block
        // writes, is a real one.
        let mut texts = vec![stdout.into_owned()];
        for entry in std::fs::read_dir(&dir)
            .expect("the scratch directory")
            .flatten()
        {
            if entry.path().extension().is_some_and(|e| e == "txt") {
                texts.push(std::fs::read_to_string(entry.path()).unwrap_or_default());
            }
        }
        let counts: Vec<u64> = texts
            .iter()
            .flat_map(|t| t.lines())
            .filter_map(|l| l.strip_prefix("Nodes searched: "))
            .map(|n| n.parse().unwrap_or_else(|_| panic!("{place}: count {n:?}")))
            .collect();
        let jobs_only = script
            .lines()
            .all(|l| !l.contains("merge") && l.contains("split"));
        assert!(
            jobs_only || !counts.is_empty(),
            "{place}: no count:\n{script}\n{texts:?}"
        );
        assert!(counts.iter().all(|&n| n > 0), "{place}: {counts:?}");
        ran += 1;
        let _ = std::fs::remove_dir_all(&dir);
    }
    // The README's first command; this crate's README: its first commands,
    // journal, parallel and xargs, Slurm; docs/perft.md: the depth-9 runs,
    // a row's reproduction, threads and table.
    assert!(ran >= 8, "only {ran} documented perft blocks found");
}
