//! The shell commands the workspace's documentation shows, for the tests
//! that run them (every command in a README or in `docs/` is run by a test,
//! checked by CI, or listed as not run with a reason: the root package's
//! `tests/doc_commands.rs`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The languages of the code blocks whose lines are shell commands.
const SHELL: [&str; 4] = ["sh", "bash", "shell", "console"];

/// One code block of a Markdown file: a fenced block, or a list item that
/// opens with a cargo command in a code span (`` - `cargo run --example
/// replay -- FILE` — what it does ``), a one-line shell block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DocBlock {
    /// The file, relative to the workspace root (`crates/perft/README.md`).
    pub file: PathBuf,
    /// The line of the opening fence, or of the list item (1-based).
    pub line: usize,
    /// Whether the block is fenced (its body starts on the line after
    /// [`DocBlock::line`]) rather than a list item's command.
    pub fenced: bool,
    /// The block's language (`sh`, `rust`, `text`, or empty).
    pub lang: String,
    /// The block's lines, as written.
    pub body: String,
}

impl DocBlock {
    /// Whether the block holds shell commands.
    #[must_use]
    pub fn is_shell(&self) -> bool {
        SHELL.contains(&self.lang.as_str())
    }

    /// The block's shell commands (none unless [`DocBlock::is_shell`]):
    /// comment lines left out but for an alternative shown as
    /// `# or: COMMAND`, lines continued with `\` joined, a trailing
    /// `# comment` cut off.
    #[must_use]
    pub fn commands(&self) -> Vec<DocCommand> {
        if !self.is_shell() {
            return Vec::new();
        }
        let mut commands = Vec::new();
        let mut pending: Option<(usize, String)> = None;
        let first = if self.fenced {
            self.line + 1
        } else {
            self.line
        };
        for (offset, raw) in self.body.lines().enumerate() {
            let line = first + offset;
            let (start, mut text) = match pending.take() {
                Some((start, text)) => (start, text + " " + raw.trim()),
                None => {
                    let trimmed = raw.trim();
                    // `# or: COMMAND` shows an alternative: a command too.
                    let trimmed = trimmed.strip_prefix("# or:").map_or(trimmed, str::trim);
                    if trimmed.is_empty() || trimmed.starts_with('#') {
                        continue;
                    }
                    (line, trimmed.to_owned())
                }
            };
            if let Some(joined) = text.strip_suffix('\\') {
                text = joined.trim_end().to_owned();
                pending = Some((start, text));
                continue;
            }
            commands.push(DocCommand {
                file: self.file.clone(),
                line: start,
                text: without_comment(&text).to_owned(),
            });
        }
        if let Some((line, text)) = pending {
            commands.push(DocCommand {
                file: self.file.clone(),
                line,
                text: without_comment(&text).to_owned(),
            });
        }
        commands
    }
}

/// One shell command shown in the documentation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DocCommand {
    /// The file, relative to the workspace root.
    pub file: PathBuf,
    /// The command's first line (1-based).
    pub line: usize,
    /// The command, its continuation lines joined, without its comment.
    pub text: String,
}

impl DocCommand {
    /// The program the command runs, as a test finds it: `perft` for
    /// `cargo run --release -p danilchuk-perft -- …` and for `perft …`,
    /// `replay` for `cargo run --example replay …`, the package for another
    /// `cargo run -p PACKAGE`, the wrapped program for `parallel "perft {}"`
    /// or `xargs -L1 perft`, `cargo` for any other cargo command, and
    /// `None` for a shell assignment or control word.
    #[must_use]
    pub fn program(&self) -> Option<String> {
        let mut words = self.text.split_whitespace().peekable();
        // `VAR=value cmd` and `nice -n N cmd` run `cmd`.
        loop {
            match words.peek() {
                Some(word) if is_assignment(word) => {
                    if word.contains("$(") {
                        return None;
                    }
                    words.next();
                }
                Some(&"nice") => {
                    words.next();
                    if words.peek() == Some(&"-n") {
                        words.next();
                        words.next();
                    }
                }
                Some(&"timeout") => {
                    words.next();
                    words.next();
                }
                _ => break,
            }
        }
        let first = words.next()?;
        let rest: Vec<&str> = words.collect();
        match first {
            "cargo" if rest.first() == Some(&"run") => {
                let after = |flag: &str| {
                    rest.iter()
                        .position(|w| *w == flag)
                        .and_then(|i| rest.get(i + 1))
                        .map(|w| (*w).to_owned())
                };
                if let Some(example) = after("--example") {
                    return Some(example);
                }
                let package = after("-p").or_else(|| after("--package"))?;
                Some(match package.as_str() {
                    "danilchuk-perft" => "perft".to_owned(),
                    _ => package,
                })
            }
            "parallel" | "xargs" => {
                let quoted = rest
                    .iter()
                    .find(|w| w.starts_with('"') || w.starts_with('\''));
                let wrapped = quoted.or_else(|| rest.iter().find(|w| !w.starts_with('-')))?;
                Some(wrapped.trim_matches(|c| c == '"' || c == '\'').to_owned())
            }
            "for" | "do" | "done" | "cd" | "if" | "then" | "fi" => None,
            // A built binary named by its path: `target/release/perft`.
            _ => Some(
                first
                    .trim_matches(|c| c == '"' || c == '\'')
                    .rsplit('/')
                    .next()
                    .unwrap_or(first)
                    .to_owned(),
            ),
        }
    }

    /// Where the command stands, for a test's message (`README.md:159`).
    #[must_use]
    pub fn place(&self) -> String {
        format!("{}:{}", self.file.display(), self.line)
    }
}

/// Whether `word` is a shell assignment `NAME=value`.
fn is_assignment(word: &str) -> bool {
    word.split_once('=').is_some_and(|(name, _)| {
        !name.is_empty()
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && !name.starts_with(|c: char| c.is_ascii_digit())
    })
}

/// `text` without a trailing `# comment` (a `#` after white space and
/// outside quotes).
fn without_comment(text: &str) -> &str {
    let mut quote = None;
    let mut previous = ' ';
    for (at, c) in text.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '"' || c == '\'' => quote = Some(c),
            None if c == '#' && previous.is_whitespace() => return text[..at].trim_end(),
            None => {}
        }
        previous = c;
    }
    text.trim_end()
}

/// The command a Markdown list item opens with, in a code span, if it is a
/// cargo command: `` - `cargo run --example replay -- FILE` — … ``.
fn list_item_command(line: &str) -> Option<&str> {
    let item = line.trim_start();
    let item = ["- ", "* ", "+ "]
        .iter()
        .find_map(|bullet| item.strip_prefix(bullet))?;
    let (code, _) = item.strip_prefix('`')?.split_once('`')?;
    code.starts_with("cargo ").then_some(code)
}

/// The code blocks of one Markdown text, `file` naming it: its fenced
/// blocks and the list items that open with a cargo command, in order.
#[must_use]
pub fn blocks(file: &Path, markdown: &str) -> Vec<DocBlock> {
    let mut found = Vec::new();
    let mut open: Option<(usize, String, String, String)> = None;
    for (index, line) in markdown.lines().enumerate() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        match open.take() {
            None => {
                if let Some(lang) = trimmed.strip_prefix("```") {
                    open = Some((
                        index + 1,
                        lang.trim().to_owned(),
                        String::new(),
                        " ".repeat(indent),
                    ));
                } else if let Some(command) = list_item_command(line) {
                    found.push(DocBlock {
                        file: file.to_path_buf(),
                        line: index + 1,
                        fenced: false,
                        lang: "sh".to_owned(),
                        body: format!("{command}\n"),
                    });
                }
            }
            Some((start, lang, body, prefix)) => {
                if trimmed.starts_with("```") {
                    found.push(DocBlock {
                        file: file.to_path_buf(),
                        line: start,
                        fenced: true,
                        lang,
                        body,
                    });
                } else {
                    let unindented = line.strip_prefix(prefix.as_str()).unwrap_or(line);
                    open = Some((start, lang, body + unindented + "\n", prefix));
                }
            }
        }
    }
    found
}

/// The workspace's documentation: `README.md`, every crate's README,
/// `docs/*.md`, `benches/` and `fuzz/` READMEs, as paths relative to `root`,
/// in name order.
#[must_use]
pub fn doc_files(root: &Path) -> Vec<PathBuf> {
    let mut files = vec![PathBuf::from("README.md")];
    let mut listed = |dir: &str, name: Option<&str>| {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            return;
        };
        let mut more: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter_map(|path| {
                let candidate = match name {
                    Some(name) => path.join(name),
                    None => path,
                };
                let markdown = candidate.extension().is_some_and(|e| e == "md");
                (markdown && candidate.is_file())
                    .then(|| candidate.strip_prefix(root).map(Path::to_path_buf).ok())
                    .flatten()
            })
            .collect();
        more.sort();
        files.extend(more);
    };
    listed("crates", Some("README.md"));
    listed("docs", None);
    for dir in ["benches", "fuzz", "examples"] {
        let readme = Path::new(dir).join("README.md");
        if root.join(&readme).is_file() {
            files.push(readme);
        }
    }
    files
}

/// Every code block of the workspace's documentation ([`doc_files`]).
///
/// # Panics
///
/// When a documentation file cannot be read.
#[must_use]
pub fn doc_blocks(root: &Path) -> Vec<DocBlock> {
    doc_files(root)
        .iter()
        .flat_map(|file| {
            let text = std::fs::read_to_string(root.join(file))
                .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            blocks(file, &text)
        })
        .collect()
}

/// Every shell command of the workspace's documentation.
///
/// # Panics
///
/// When a documentation file cannot be read.
#[must_use]
pub fn doc_commands(root: &Path) -> Vec<DocCommand> {
    doc_blocks(root)
        .iter()
        .flat_map(DocBlock::commands)
        .collect()
}

/// The workspace root above a crate's directory (`env!("CARGO_MANIFEST_DIR")`):
/// the nearest directory holding `RULES.md` and a `Cargo.toml`.
///
/// # Panics
///
/// When there is none.
#[must_use]
pub fn workspace_root(manifest_dir: &str) -> PathBuf {
    Path::new(manifest_dir)
        .ancestors()
        .find(|dir| dir.join("RULES.md").is_file() && dir.join("Cargo.toml").is_file())
        .unwrap_or_else(|| panic!("no workspace root above {manifest_dir}"))
        .to_path_buf()
}

/// `text` with every number that follows `prefix` made at most `most`: a
/// documented command with small arguments (`--depth 9` -> `--depth 3`).
#[must_use]
pub fn at_most(text: &str, prefix: &str, most: u64) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(prefix) {
        let (before, after) = rest.split_at(at + prefix.len());
        out.push_str(before);
        let digits = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        match after[..digits].parse::<u64>() {
            Ok(n) => out.push_str(&n.min(most).to_string()),
            Err(_) => out.push_str(&after[..digits]),
        }
        rest = &after[digits..];
    }
    out + rest
}

/// `sh -c script` in `dir`, the directories `path_first` put before
/// `PATH`; its standard streams left to the caller.
///
/// # Panics
///
/// When a directory holds the `PATH` separator.
#[must_use]
pub fn shell(script: &str, path_first: &[&Path], dir: &Path) -> Command {
    let old = std::env::var_os("PATH").unwrap_or_default();
    let dirs = path_first
        .iter()
        .map(|p| p.to_path_buf())
        .chain(std::env::split_paths(&old));
    let path = std::env::join_paths(dirs).expect("PATH entries without separators");
    let mut command = Command::new("sh");
    command
        .args(["-c", script])
        .current_dir(dir)
        .env("PATH", path);
    command
}

/// Runs `script` with `sh -c` in `dir`, the directories `path_first` put
/// before `PATH` (where a test's binaries are, so that a documented
/// `perft …` runs the one cargo built), `stdin` as standard input.
///
/// # Panics
///
/// When `sh` cannot be started or written to.
#[must_use]
pub fn run_in_shell(script: &str, path_first: &[&Path], dir: &Path, stdin: &[u8]) -> Output {
    let mut child = shell(script, path_first, dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start sh");
    let mut input = child.stdin.take().expect("piped stdin");
    input.write_all(stdin).expect("write the standard input");
    drop(input);
    child.wait_with_output().expect("wait for sh")
}

/// A new empty directory under the system's temporary directory, named
/// after `name` and this process.
///
/// # Panics
///
/// When it cannot be made.
#[must_use]
pub fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("danilchuk-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

#[cfg(test)]
mod tests {
    use super::*;

    fn commands(markdown: &str) -> Vec<(usize, String, Option<String>)> {
        blocks(Path::new("X.md"), markdown)
            .iter()
            .flat_map(DocBlock::commands)
            .map(|c| (c.line, c.text.clone(), c.program()))
            .collect()
    }

    #[test]
    fn shell_blocks_give_their_commands_joined_and_without_comments() {
        let markdown = "# T\n\n```sh\n# a comment\ncargo run --release -p danilchuk-perft -- --depth 6   # six\n\
            danilchuk-match --games 2 \\\n    --first random\nperft \"$line\" --threads 2 # x\n# or: perft --depth 1\n```\n\n\
            ```rust\nlet a = 1; // cargo run\n```\n\n```text\nuci\n```\n";
        assert_eq!(
            commands(markdown),
            vec![
                (
                    5,
                    "cargo run --release -p danilchuk-perft -- --depth 6".into(),
                    Some("perft".into())
                ),
                (
                    6,
                    "danilchuk-match --games 2 --first random".into(),
                    Some("danilchuk-match".into())
                ),
                (
                    8,
                    "perft \"$line\" --threads 2".into(),
                    Some("perft".into())
                ),
                (9, "perft --depth 1".into(), Some("perft".into())),
            ]
        );
    }

    #[test]
    fn wrappers_and_assignments_name_the_program_they_run() {
        let markdown = "```sh\nparallel -S a,b --jobs 1 \"perft {}\" < jobs.txt\nxargs -L1 perft < jobs.txt\n\
            nice -n 10 timeout 60 target/release/danilchuk-compare\nRUSTC_BOOTSTRAP=1 cargo fuzz run x\n\
            line=$(sed -n \"1p\" jobs.txt)\ncargo run --example replay -- FILE\ndone\necho \"a # b\" # c\n```\n";
        let programs: Vec<_> = commands(markdown)
            .into_iter()
            .map(|(_, text, p)| (text, p))
            .collect();
        assert_eq!(programs[0].1.as_deref(), Some("perft"));
        assert_eq!(programs[1].1.as_deref(), Some("perft"));
        assert_eq!(programs[2].1.as_deref(), Some("danilchuk-compare"));
        assert_eq!(programs[3].1.as_deref(), Some("cargo"));
        assert_eq!(programs[4].1, None);
        assert_eq!(programs[5].1.as_deref(), Some("replay"));
        assert_eq!(programs[6].1, None);
        assert_eq!(programs[7], ("echo \"a # b\"".into(), Some("echo".into())));
    }

    #[test]
    fn numbers_after_a_prefix_are_capped() {
        let text = "perft --depth 9 --hash 8192 --depth 2 --depth x --split-depth 4";
        assert_eq!(
            at_most(&at_most(text, "--depth ", 3), "--hash ", 1),
            "perft --depth 3 --hash 1 --depth 2 --depth x --split-depth 4"
        );
    }

    #[test]
    fn list_items_that_open_with_a_cargo_command_are_commands() {
        let markdown = "## Examples\n\n- `cargo run --example replay -- FILE` — replays a game\n\
            - `--depth N`: not a command\n* `cargo run -p danilchuk-play`\n- see `cargo test`\n\n\
            ```text\n- `cargo run --example inside -- a fence`\n```\n";
        assert_eq!(
            commands(markdown),
            vec![
                (
                    3,
                    "cargo run --example replay -- FILE".into(),
                    Some("replay".into())
                ),
                (
                    5,
                    "cargo run -p danilchuk-play".into(),
                    Some("danilchuk-play".into())
                ),
            ]
        );
    }

    #[test]
    fn indented_blocks_are_read_without_their_indent() {
        let markdown = "- item:\n\n  ```sh\n  perft --depth 9\n  ```\n";
        let found = blocks(Path::new("X.md"), markdown);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].body, "perft --depth 9\n");
        assert_eq!(found[0].commands()[0].line, 4);
    }
}
