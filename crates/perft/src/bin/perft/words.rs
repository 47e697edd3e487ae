//! A whole job line given as one argument, split into words.
//!
//! `perft split` prints each job as a line of arguments, the FEN in single
//! quotes. A shell (`xargs -L1 perft`, `eval`) splits such a line itself,
//! but GNU parallel's `parallel "perft {}"` and a Slurm script's
//! `perft "$line"` pass it as one argument: the program splits it then, so
//! the same line works everywhere.

use crate::args::ArgsError;

/// The arguments with each argument that starts with `--` and holds
/// whitespace (no single option does) split into words: whitespace
/// separates words, and '…' or "…" keeps its text (no escapes) together.
pub fn expand(args: Vec<String>) -> Result<Vec<String>, ArgsError> {
    let mut out = Vec::with_capacity(args.len());
    for arg in args {
        if arg.starts_with("--") && arg.contains(char::is_whitespace) {
            out.extend(split_words(&arg)?);
        } else {
            out.push(arg);
        }
    }
    Ok(out)
}

fn split_words(line: &str) -> Result<Vec<String>, ArgsError> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' | '"' => {
                let text = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some(q) if q == c => break,
                        Some(other) => text.push(other),
                        None => {
                            return Err(ArgsError::UnbalancedQuote {
                                quote: c,
                                line: line.to_string(),
                            })
                        }
                    }
                }
            }
            c if c.is_whitespace() => words.extend(word.take()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| (*w).to_string()).collect()
    }

    #[test]
    fn a_job_line_splits_like_the_shell_would() {
        let line = "--variant immortal --fen '8/8/8/8/8/8/8/K6k w - - 0 1' --depth 3 --job e2e4";
        assert_eq!(
            expand(strings(&[line, "--threads", "1"])).unwrap(),
            strings(&[
                "--variant",
                "immortal",
                "--fen",
                "8/8/8/8/8/8/8/K6k w - - 0 1",
                "--depth",
                "3",
                "--job",
                "e2e4",
                "--threads",
                "1"
            ])
        );
        assert_eq!(
            expand(strings(&["--a  \"x y\"z ''  "])).unwrap(),
            strings(&["--a", "x yz", ""])
        );
    }

    #[test]
    fn other_arguments_are_kept_whole() {
        let args = strings(&["--fen", "8/8/8/8/8/8/8/K6k w - - 0 1", "--depth"]);
        assert_eq!(expand(args.clone()).unwrap(), args);
    }

    #[test]
    fn an_unbalanced_quote_is_an_error() {
        let err = expand(strings(&["--fen '8/8 w"])).unwrap_err().to_string();
        assert!(err.contains("unbalanced '"), "{err}");
    }
}
