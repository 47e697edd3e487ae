//! The README's Rust examples are complete programs a reader pastes as they
//! are: each has its `fn main`, and none has a line rustdoc would hide
//! (`# …`), which a pasted copy would keep as a syntax error. They are
//! compiled and run as doc tests (`src/lib.rs`, `ReadmeExamples`).

use std::fs;

/// The README's `rust` code blocks: (line of the opening fence, code).
fn rust_blocks(readme: &str) -> Vec<(usize, String)> {
    let mut blocks = Vec::new();
    let mut open: Option<(usize, bool, String)> = None;
    for (index, line) in readme.lines().enumerate() {
        match open.take() {
            None => {
                if let Some(info) = line.trim_start().strip_prefix("```") {
                    let rust = info.trim().is_empty() || info.trim().starts_with("rust");
                    open = Some((index + 1, rust, String::new()));
                }
            }
            Some((start, rust, code)) => {
                if line.trim_start().starts_with("```") {
                    if rust {
                        blocks.push((start, code));
                    }
                } else {
                    open = Some((start, rust, code + line + "\n"));
                }
            }
        }
    }
    blocks
}

#[test]
fn readme_examples_are_complete_programs() {
    let readme = fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let blocks = rust_blocks(&readme);
    assert!(blocks.len() >= 4, "only {} Rust examples", blocks.len());
    for (line, code) in &blocks {
        assert!(
            code.contains("fn main()"),
            "README.md:{line}: a Rust example without `fn main()`"
        );
        for (offset, text) in code.lines().enumerate() {
            let trimmed = text.trim_start();
            assert!(
                !(trimmed.starts_with("# ") || trimmed == "#"),
                "README.md:{}: a line rustdoc hides, which a pasted copy keeps: {text}",
                line + 1 + offset
            );
        }
    }
}

#[test]
fn a_hidden_line_is_found() {
    let text = "text\n```rust\nfn main() {}\n# let hidden = 1;\n```\n";
    let blocks = rust_blocks(text);
    assert_eq!(blocks.len(), 1);
    assert!(blocks[0].1.lines().any(|l| l.starts_with("# ")));
}
