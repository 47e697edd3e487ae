//! Every lab program, as cargo built it, answers `--help` with its usage on
//! standard output (exit 0) and a bad option with the option named and the
//! usage on standard error (exit 2).

use std::process::Command;

const PROGRAMS: [(&str, &str); 5] = [
    ("danilchuk-match", env!("CARGO_BIN_EXE_danilchuk-match")),
    ("danilchuk-datagen", env!("CARGO_BIN_EXE_danilchuk-datagen")),
    ("danilchuk-tune", env!("CARGO_BIN_EXE_danilchuk-tune")),
    (
        "danilchuk-strength",
        env!("CARGO_BIN_EXE_danilchuk-strength"),
    ),
    ("danilchuk-train", env!("CARGO_BIN_EXE_danilchuk-train")),
];

fn run(path: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(path)
        .args(args)
        .output()
        .expect("the program runs");
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

#[test]
fn every_program_answers_help_and_names_a_bad_option() {
    for (name, path) in PROGRAMS {
        for help in ["--help", "-h"] {
            let (code, stdout, stderr) = run(path, &[help]);
            assert_eq!(code, Some(0), "{name} {help}: {stderr}");
            assert!(
                stdout.starts_with(&format!("usage: {name} ")),
                "{name}: {stdout}"
            );
            assert!(
                stdout
                    .trim_end()
                    .ends_with("-h, --help            this text"),
                "{name}: {stdout}"
            );
        }
        let (code, stdout, stderr) = run(path, &["--no-such-option"]);
        assert_eq!(code, Some(2), "{name}: {stderr}");
        assert!(stdout.is_empty(), "{name}: {stdout}");
        let first = stderr.lines().next().unwrap_or_default();
        assert_eq!(
            first,
            format!("{name}: unknown option \"--no-such-option\"")
        );
        assert!(
            stderr.contains(&format!("usage: {name} ")),
            "{name}: {stderr}"
        );
    }
}

#[test]
fn a_failed_run_says_why_with_exit_1() {
    let (_, tune) = PROGRAMS[2];
    let (code, _, stderr) = run(tune, &["--data", "/no/such/dir/x.data"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(
        stderr.starts_with("danilchuk-tune: cannot read /no/such/dir/x.data: "),
        "{stderr}"
    );
}
