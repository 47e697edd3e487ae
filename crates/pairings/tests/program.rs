//! The `danilchuk-pairings` program: bbpPairings' calling convention.

use std::process::Command;

const PROGRAM: &str = env!("CARGO_BIN_EXE_danilchuk-pairings");

fn scratch(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("danilchuk-pairings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Five players before round 1.
fn five() -> String {
    let mut t = danilchuk_pairings::Tournament::new("Five", 3);
    for name in ["A", "B", "C", "D", "E"] {
        t.add_player(name);
    }
    t.to_trf()
}

#[test]
fn writes_the_next_round_to_a_file_and_to_stdout() {
    let input = scratch("five.trf", &five());
    let output = input.with_file_name("five.txt");
    let run = Command::new(PROGRAM)
        .arg("--dutch")
        .arg(&input)
        .arg("-p")
        .arg(&output)
        .output()
        .unwrap();
    assert!(run.status.success(), "{run:?}");
    // Round 1: 1–3 and 4–2 (white for the odd numbers of S1), 5 the bye.
    assert_eq!(
        std::fs::read_to_string(&output).unwrap(),
        "3\n1 3\n4 2\n5 0\n"
    );
    let run = Command::new(PROGRAM)
        .arg("--dutch")
        .arg(&input)
        .arg("-p")
        .output()
        .unwrap();
    assert!(run.status.success());
    assert_eq!(String::from_utf8(run.stdout).unwrap(), "3\n1 3\n4 2\n5 0\n");
}

#[test]
fn bad_input_is_a_message_and_a_failure() {
    let damaged = scratch("bad.trf", "001    1      A                                                                  0.0    1  0009 w 1\n");
    for args in [
        vec!["--dutch".into(), damaged.display().to_string(), "-p".into()],
        vec![
            "--dutch".into(),
            "/nonexistent/file.trf".into(),
            "-p".into(),
        ],
        vec!["-p".into()],
        vec!["--dutch".into(), damaged.display().to_string()],
        vec!["--swiss".into()],
    ] {
        let run = Command::new(PROGRAM).args(&args).output().unwrap();
        assert_eq!(run.status.code(), Some(1), "{args:?}");
        let stderr = String::from_utf8(run.stderr).unwrap();
        assert!(stderr.starts_with("danilchuk-pairings: "), "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    let run = Command::new(PROGRAM)
        .args(["--dutch", &damaged.display().to_string(), "-p"])
        .output()
        .unwrap();
    assert!(String::from_utf8(run.stderr)
        .unwrap()
        .contains("line 1, column 92"));
}
