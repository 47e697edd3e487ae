//! The Rust examples of the workspace's documentation (doc comments of the
//! sources, and the READMEs the crates include as their docs), for the test
//! that refuses a function an example defines and never calls: its body
//! would only be type-checked, and its asserts would prove nothing (the
//! root package's `tests/doc_examples.rs`).

use std::path::{Path, PathBuf};

/// One Rust code block of a doc comment or a README, as rustdoc compiles
/// it: hidden lines (`# …`) shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DocExample {
    /// The file, relative to the workspace root.
    pub file: PathBuf,
    /// The line of the opening fence (1-based).
    pub line: usize,
    /// The code.
    pub code: String,
}

/// Whether a fence's info string (```` ```rust,no_run ````) opens an
/// example that rustdoc compiles and runs or compiles: no language, or
/// `rust` and rustdoc's attributes. `compile_fail` and `ignore` examples
/// are meant not to run.
fn runs(info: &str) -> bool {
    info.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|word| !word.is_empty())
        .all(|word| {
            matches!(word, "rust" | "no_run" | "should_panic" | "test_harness")
                || word.starts_with("edition")
        })
}

/// A doc line as rustdoc compiles it: `# hidden` shown, `##` for `#`.
fn shown(line: &str) -> &str {
    if line.trim() == "#" {
        ""
    } else if let Some(rest) = line.trim_start().strip_prefix("# ") {
        rest
    } else if let Some(rest) = line.trim_start().strip_prefix("##") {
        // An escaped `#` at the start of a line stays one `#`.
        &line[line.len() - rest.len() - 1..]
    } else {
        line
    }
}

/// The Rust examples of the lines of one text: `lines` gives each line's
/// number and its documentation text (the doc comment's content, or the
/// Markdown line).
fn examples_of<'a>(file: &Path, lines: impl Iterator<Item = (usize, &'a str)>) -> Vec<DocExample> {
    let mut found = Vec::new();
    let mut open: Option<(usize, bool, String)> = None;
    for (number, line) in lines {
        let trimmed = line.trim_start();
        match open.take() {
            None => {
                if let Some(info) = trimmed.strip_prefix("```") {
                    open = Some((number, runs(info), String::new()));
                }
            }
            Some((start, rust, code)) => {
                if trimmed.starts_with("```") {
                    if rust {
                        found.push(DocExample {
                            file: file.to_path_buf(),
                            line: start,
                            code,
                        });
                    }
                } else {
                    open = Some((start, rust, code + shown(line) + "\n"));
                }
            }
        }
    }
    found
}

/// The Rust examples of the doc comments (`///`, `//!`) of a source file.
/// A run of doc lines is one comment; its examples are read from it.
#[must_use]
pub fn source_examples(file: &Path, source: &str) -> Vec<DocExample> {
    let mut found = Vec::new();
    let mut comment: Vec<(usize, &str)> = Vec::new();
    let mut flush = |comment: &mut Vec<(usize, &str)>| {
        found.extend(examples_of(file, comment.drain(..)));
    };
    for (index, line) in source.lines().enumerate() {
        let trimmed = line.trim_start();
        let doc = trimmed
            .strip_prefix("///")
            .filter(|_| !trimmed.starts_with("////"))
            .or_else(|| trimmed.strip_prefix("//!"));
        match doc {
            Some(text) => comment.push((index + 1, text.strip_prefix(' ').unwrap_or(text))),
            None => flush(&mut comment),
        }
    }
    flush(&mut comment);
    found
}

/// The Rust examples of a Markdown file (a README a crate includes as its
/// documentation).
#[must_use]
pub fn markdown_examples(file: &Path, markdown: &str) -> Vec<DocExample> {
    examples_of(file, markdown.lines().enumerate().map(|(i, l)| (i + 1, l)))
}

/// A token of Rust code, as far as finding functions needs.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Ident(String),
    Punct(char),
}

/// The identifiers and punctuation of `code`; string, character and
/// comment contents are skipped (a `{` in a string opens nothing).
fn tokens(code: &str) -> Vec<Token> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i += 2;
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if c == '"' || (c == 'r' && matches!(next, Some('"' | '#'))) {
            i = skip_string(&chars, i);
        } else if c == '\'' {
            // A character literal closes with a quote within a few
            // characters; a lifetime or label does not.
            let close = (i + 2..(i + 12).min(chars.len())).find(|&j| chars[j] == '\'');
            match close {
                Some(j) if chars[i + 1] == '\\' || j == i + 2 => i = j + 1,
                _ => i += 1,
            }
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push(Token::Ident(chars[start..i].iter().collect()));
        } else {
            if !c.is_whitespace() {
                out.push(Token::Punct(c));
            }
            i += 1;
        }
    }
    out
}

/// The index after the string literal (plain or raw) starting at `i`.
fn skip_string(chars: &[char], mut i: usize) -> usize {
    if chars[i] == 'r' {
        let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
        if chars.get(i + 1 + hashes) != Some(&'"') {
            // `r#ident` or a plain `r`: not a string.
            return i + 1;
        }
        i += 2 + hashes;
        while i < chars.len() {
            if chars[i] == '"'
                && chars[i + 1..]
                    .iter()
                    .take(hashes)
                    .filter(|&&c| c == '#')
                    .count()
                    == hashes
            {
                return i + 1 + hashes;
            }
            i += 1;
        }
        return i;
    }
    i += 1;
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// The names of the free functions `code` defines (not methods of an
/// `impl` or `trait` block) that nothing in `code` uses: an example's
/// `fn demo` whose body would only be type-checked. `main` is called by
/// rustdoc itself.
///
/// ```
/// use danilchuk_testkit::doc_examples::uncalled_functions;
///
/// assert_eq!(uncalled_functions("fn demo(x: u8) { assert_eq!(x, 1); }"), ["demo"]);
/// assert!(uncalled_functions("fn demo(x: u8) { assert_eq!(x, 1); }\ndemo(1);").is_empty());
/// // Methods are called through their type or trait.
/// assert!(uncalled_functions("struct A; impl A { fn new() -> A { A } }").is_empty());
/// ```
#[must_use]
pub fn uncalled_functions(code: &str) -> Vec<String> {
    let tokens = tokens(code);
    // Which blocks enclose each token: an `impl` or `trait` block, or any
    // other (a function's body, a module, a struct).
    let mut in_impl: Vec<bool> = Vec::new();
    let mut statement_start = 0;
    let mut defined: Vec<(String, usize)> = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        match token {
            Token::Punct('{') => {
                let head = &tokens[statement_start..i];
                let is_impl = head
                    .iter()
                    .any(|t| matches!(t, Token::Ident(w) if w == "impl" || w == "trait"));
                in_impl.push(is_impl);
                statement_start = i + 1;
            }
            Token::Punct('}') => {
                in_impl.pop();
                statement_start = i + 1;
            }
            Token::Punct(';') => statement_start = i + 1,
            Token::Ident(word) if word == "fn" => {
                if let Some(Token::Ident(name)) = tokens.get(i + 1) {
                    if !in_impl.iter().any(|&b| b) {
                        defined.push((name.clone(), i + 1));
                    }
                }
            }
            Token::Ident(_) | Token::Punct(_) => {}
        }
    }
    defined
        .into_iter()
        .filter(|(name, at)| {
            name != "main"
                && !tokens
                    .iter()
                    .enumerate()
                    .any(|(i, t)| i != *at && *t == Token::Ident(name.clone()))
        })
        .map(|(name, _)| name)
        .collect()
}

/// The workspace's sources and included READMEs: every `.rs` file under
/// `crates/`, `src/`, `tests/`, `examples/`, `benches/` and `fuzz/` (no
/// `target/`), and every crate's `README.md` and the root's, as paths
/// relative to `root`, in name order.
#[must_use]
pub fn documented_files(root: &Path) -> Vec<PathBuf> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            let name = entry.file_name();
            if path.is_dir() {
                if name != "target" && name != "corpus" && name != "node_modules" {
                    walk(root, &path, out);
                }
            } else if path.extension().is_some_and(|e| e == "rs") || name == "README.md" {
                if let Ok(relative) = path.strip_prefix(root) {
                    out.push(relative.to_path_buf());
                }
            }
        }
    }
    let mut files = vec![PathBuf::from("README.md")];
    for dir in ["crates", "src", "tests", "examples", "benches", "fuzz"] {
        walk(root, &root.join(dir), &mut files);
    }
    files.sort();
    files.dedup();
    files
}

/// Every Rust example of [`documented_files`].
///
/// # Panics
///
/// When a file cannot be read.
#[must_use]
pub fn workspace_examples(root: &Path) -> Vec<DocExample> {
    documented_files(root)
        .iter()
        .flat_map(|file| {
            let text = std::fs::read_to_string(root.join(file))
                .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            if file.extension().is_some_and(|e| e == "rs") {
                source_examples(file, &text)
            } else {
                markdown_examples(file, &text)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hidden_lines_are_read_and_other_languages_skipped() {
        let source = "/// Text.\n///\n/// ```\n/// # fn demo() {}\n/// let x = 1;\n/// ```\n///\n/// ```text\n/// fn nothing() {}\n/// ```\nfn real() {}\n//! ```compile_fail\n//! fn no() {}\n//! ```\n";
        let examples = source_examples(Path::new("a.rs"), source);
        assert_eq!(examples.len(), 1);
        assert_eq!(examples[0].line, 3);
        assert_eq!(examples[0].code, "fn demo() {}\nlet x = 1;\n");
        assert_eq!(uncalled_functions(&examples[0].code), ["demo"]);
    }

    #[test]
    fn uses_in_strings_and_comments_do_not_count() {
        let code = "fn demo() {}\nlet s = \"demo()\"; // demo()\n";
        assert_eq!(uncalled_functions(code), ["demo"]);
        let code = "fn demo<'a>(x: &'a str) -> char { '{' }\nlet f = demo;\n";
        assert!(uncalled_functions(code).is_empty());
    }

    #[test]
    fn functions_inside_trait_impls_are_methods() {
        let code = "struct S;\nimpl Iterator for S {\n    type Item = u8;\n    fn next(&mut self) -> Option<u8> { fn helper() -> u8 { 1 } None }\n}\n";
        assert!(uncalled_functions(code).is_empty());
        let code = "mod m { pub fn f() {} }\nfn g() { fn h() {} }\n";
        assert_eq!(uncalled_functions(code), ["f", "g", "h"]);
    }

    #[test]
    fn markdown_blocks_of_rust_only() {
        let md = "# Title\n\n```rust\nfn used() {}\nused();\n```\n\n```sh\ncargo test\n```\n\n```\nfn lonely() {}\n```\n";
        let examples = markdown_examples(Path::new("README.md"), md);
        assert_eq!(examples.len(), 2);
        assert!(uncalled_functions(&examples[0].code).is_empty());
        assert_eq!(uncalled_functions(&examples[1].code), ["lonely"]);
    }
}
