//! The source files of every crate form layers: no file imports a file
//! that imports it back, however long the way round
//! ([`no_file_imports_a_file_that_imports_it_back`]). And the files of the
//! board server and terminal (`crates/play`, and any `crates/play-*`)
//! stay short ([`play_files_stay_short`]).
//!
//! The import graph is read from the text, without a Rust parser (no
//! dependency): each file of a crate's `src/` is a module (`a/b.rs` and
//! `a/b/mod.rs` are `a::b`, `lib.rs` and `main.rs` the crate root); with
//! comments and string literals stripped, every `crate::`, `super::` and
//! `self::` path, in `use` trees and in code, is an edge to the deepest
//! file-module it names, after following the `use` and `pub use` items of
//! the file it lands in to the file that defines the item. A module's
//! edges into its own descendants (declaring them, re-exporting from them)
//! are structure, not imports, and do not count. The cycles are the
//! strongly connected components (Tarjan) of more than one file.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The workspace root (the root package's directory).
fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A module path within its crate: `["eval", "nnue", "network"]`; empty
/// for the crate root.
type Module = Vec<String>;

/// Every `.rs` file below `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Every crate source directory the layers are checked in: each `src/`
/// under `crates/` beside a `Cargo.toml`, and the root package's `src/`.
fn crate_sources() -> Vec<PathBuf> {
    let root = workspace();
    let mut out = vec![root.join("src")];
    let mut pending = vec![root.join("crates")];
    while let Some(dir) = pending.pop() {
        let entries = fs::read_dir(&dir).expect("a readable directory");
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if !path.is_dir() || name == "target" || name.starts_with('.') {
                continue;
            }
            if name == "src" && dir.join("Cargo.toml").is_file() {
                out.push(path);
            } else {
                pending.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The module of each file of the crate source `src`.
fn files_of(src: &Path) -> BTreeMap<Module, PathBuf> {
    let mut out = BTreeMap::new();
    for path in rust_files(src) {
        let relative = path.strip_prefix(src).expect("below src");
        let text = relative.to_str().expect("a UTF-8 path");
        let text = text.strip_suffix(".rs").expect("a .rs file");
        let mut parts: Module = text
            .split(std::path::MAIN_SEPARATOR)
            .map(String::from)
            .collect();
        if parts.last().is_some_and(|p| p == "mod") {
            parts.pop();
        }
        if parts == ["lib"] || parts == ["main"] {
            parts.clear();
        }
        out.insert(parts, path);
    }
    out
}

/// Whether `c` is a word character (a letter, digit or `_`).
fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// `text` without comments, and with every string literal emptied (`""`),
/// in this order: line comments, block comments, strings.
fn strip(text: &str) -> String {
    let without_lines = strip_line_comments(text);
    let without_blocks = strip_block_comments(&without_lines);
    empty_strings(&without_blocks)
}

/// Removes every `//` and the rest of its line (the line break stays).
fn strip_line_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("//") {
        out.push_str(&rest[..start]);
        rest = &rest[start..];
        rest = &rest[rest.find('\n').unwrap_or(rest.len())..];
    }
    out.push_str(rest);
    out
}

/// Removes every `/*` up to the first `*/` after it (an unclosed `/*`
/// stays).
fn strip_block_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("/*") {
        match rest[start + 2..].find("*/") {
            Some(end) => {
                out.push_str(&rest[..start]);
                rest = &rest[start + 2 + end + 2..];
            }
            None => {
                out.push_str(&rest[..start + 1]);
                rest = &rest[start + 1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Replaces every string literal `"..."` (with `\x` escapes, but no
/// escaped line break) by `""`; a quote that opens no such literal stays.
fn empty_strings(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '"' {
            if let Some(end) = string_end(&chars, i) {
                out.push_str("\"\"");
                i = end;
                continue;
            }
        }
        out.push(chars[i]);
        i += 1;
    }
    out
}

/// Where the string literal opened at `open` ends (the index after its
/// closing quote), if it is closed.
fn string_end(chars: &[char], open: usize) -> Option<usize> {
    let mut i = open + 1;
    loop {
        match *chars.get(i)? {
            '"' => return Some(i + 1),
            '\\' => match chars.get(i + 1) {
                Some(&c) if c != '\n' => i += 2,
                _ => return None,
            },
            _ => i += 1,
        }
    }
}

/// The body of every `use` item of `text` (after `use` and its white
/// space, up to the `;`).
fn use_bodies(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i + 3 <= chars.len() {
        let starts = chars[i..i + 3] == ['u', 's', 'e'] && (i == 0 || !is_word(chars[i - 1]));
        if !starts {
            i += 1;
            continue;
        }
        let mut body = i + 3;
        while body < chars.len() && chars[body].is_whitespace() {
            body += 1;
        }
        let space = body - (i + 3);
        let semicolon = chars[body..].iter().position(|&c| c == ';');
        match semicolon {
            // `use` and white space, then at least one character before
            // the `;`: the white space may give its last character to the
            // body.
            Some(n) if space >= 1 && (n > 0 || space >= 2) => {
                let from = if n > 0 { body } else { body - 1 };
                out.push(chars[from..body + n].iter().collect());
                i = body + n + 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// Every path a `use` tree names: `a::{b, c::{d, e as f}}` is `a::b`,
/// `a::c::d` and `a::c::e`.
fn expand_use(body: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    expand_into(&[], body, &mut out);
    out
}

/// [`expand_use`] of `tree` below `prefix`, into `out`.
fn expand_into(prefix: &[String], tree: &str, out: &mut Vec<Vec<String>>) {
    let tree = tree.trim();
    if tree.is_empty() {
        return;
    }
    if let Some((pre, inner)) = split_group(tree) {
        let mut base = prefix.to_vec();
        base.extend(pre.split("::").filter(|x| !x.is_empty()).map(String::from));
        let mut depth = 0;
        let mut item = String::new();
        for c in inner.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            if c == ',' && depth == 0 {
                expand_into(&base, &item, out);
                item.clear();
            } else {
                item.push(c);
            }
        }
        expand_into(&base, &item, out);
    } else {
        let path = without_alias(tree);
        let mut full = prefix.to_vec();
        full.extend(path.split("::").filter(|x| !x.is_empty()).map(String::from));
        out.push(full);
    }
}

/// A group `a::b::{...}`: its prefix `a::b::` and what the braces hold,
/// when the whole tree is one group.
fn split_group(tree: &str) -> Option<(&str, &str)> {
    let mut i = 0;
    loop {
        let word = tree[i..]
            .find(|c: char| !is_word(c))
            .unwrap_or(tree.len() - i);
        if word > 0 && tree[i + word..].starts_with("::") {
            i += word + 2;
        } else {
            break;
        }
    }
    let inner = tree[i..].strip_prefix('{')?.strip_suffix('}')?;
    Some((&tree[..i], inner))
}

/// `path` without a final ` as alias`.
fn without_alias(path: &str) -> &str {
    let alias = path.trim_end_matches(is_word);
    if alias.len() == path.len() {
        return path;
    }
    let before_alias = alias.trim_end_matches(char::is_whitespace);
    if before_alias.len() == alias.len() {
        return path;
    }
    let Some(before_as) = before_alias.strip_suffix("as") else {
        return path;
    };
    let kept = before_as.trim_end_matches(char::is_whitespace);
    if kept.len() == before_as.len() {
        return path;
    }
    kept
}

/// Every `crate::a::b`, `super::a` or `self::a` path of `text`: the
/// keyword, then one or more `::word` segments.
fn keyword_paths(text: &str) -> Vec<Vec<String>> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let boundary = i == 0 || !is_word(chars[i - 1]);
        let keyword = ["crate", "super", "self"].into_iter().find(|k| {
            let k: Vec<char> = k.chars().collect();
            chars[i..].starts_with(&k)
        });
        let (true, Some(keyword)) = (boundary, keyword) else {
            i += 1;
            continue;
        };
        let mut path = vec![keyword.to_string()];
        let mut end = i + keyword.len();
        while chars[end..].starts_with(&[':', ':']) {
            let word = chars[end + 2..].iter().take_while(|&&c| is_word(c)).count();
            if word == 0 {
                break;
            }
            path.push(chars[end + 2..end + 2 + word].iter().collect());
            end += 2 + word;
        }
        if path.len() > 1 {
            out.push(path);
            i = end;
        } else {
            i += 1;
        }
    }
    out
}

/// The module path `path` names from `module`, if it starts with `crate`,
/// `self` or `super`.
fn absolute(module: &[String], path: &[String]) -> Option<Module> {
    match path.first()?.as_str() {
        "crate" => Some(path[1..].to_vec()),
        "self" => Some([module, &path[1..]].concat()),
        "super" => {
            let mut base = module.to_vec();
            let mut rest = path;
            while rest.first().is_some_and(|p| p == "super") {
                base.pop();
                rest = &rest[1..];
            }
            Some([base.as_slice(), rest].concat())
        }
        _ => None,
    }
}

/// A crate's import graph: its file-modules, and the edges between them.
struct Graph {
    files: BTreeMap<Module, PathBuf>,
    edges: BTreeMap<Module, BTreeSet<Module>>,
}

/// The import graph of the crate source `src`.
fn analyse(src: &Path) -> Graph {
    let files = files_of(src);
    // Per module: the name each `use` binds and the path it stands for.
    let mut uses: BTreeMap<Module, BTreeMap<String, Module>> = BTreeMap::new();
    let mut refs: BTreeMap<Module, Vec<Module>> = BTreeMap::new();
    for (module, path) in &files {
        let text = strip(&fs::read_to_string(path).expect("a readable source file"));
        let children: Vec<&String> = files
            .keys()
            .filter(|m| m.len() == module.len() + 1 && m[..module.len()] == module[..])
            .filter_map(|m| m.last())
            .collect();
        let mut bound = BTreeMap::new();
        let mut paths = Vec::new();
        for body in use_bodies(&text) {
            for path in expand_use(&body) {
                let Some(first) = path.first() else {
                    continue;
                };
                let target = if ["crate", "self", "super"].contains(&first.as_str()) {
                    absolute(module, &path)
                } else if children.contains(&first) {
                    // A 2018 path to a child module.
                    Some([module.as_slice(), &path].concat())
                } else {
                    None
                };
                if let Some(target) = target {
                    bound.insert(path.last().expect("not empty").clone(), target.clone());
                    paths.push(target);
                }
            }
        }
        paths.extend(
            keyword_paths(&text)
                .iter()
                .filter_map(|path| absolute(module, path)),
        );
        uses.insert(module.clone(), bound);
        refs.insert(module.clone(), paths);
    }
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (module, paths) in &refs {
        for path in paths {
            let Some(target) = resolve(&files, &uses, path, 0) else {
                continue;
            };
            // Itself, or a parent into its own descendants: structure.
            if target.starts_with(module) {
                continue;
            }
            edges.entry(module.clone()).or_default().insert(target);
        }
    }
    Graph { files, edges }
}

/// The file-module that defines what `path` names: the deepest module on
/// the path, or, when the next segment is a name that module's `use` binds,
/// wherever that name leads (at most 20 re-exports deep).
fn resolve(
    files: &BTreeMap<Module, PathBuf>,
    uses: &BTreeMap<Module, BTreeMap<String, Module>>,
    path: &[String],
    depth: u32,
) -> Option<Module> {
    for n in (0..=path.len()).rev() {
        let module = &path[..n];
        if !files.contains_key(module) {
            continue;
        }
        let rest = &path[n..];
        if let (Some(next), true) = (rest.first(), depth < 20) {
            if let Some(bound) = uses.get(module).and_then(|b| b.get(next)) {
                let target = [bound.as_slice(), &rest[1..]].concat();
                if target != path {
                    return resolve(files, uses, &target, depth + 1);
                }
            }
        }
        return Some(module.to_vec());
    }
    None
}

/// Tarjan's strongly connected components of more than one module.
fn cycles(graph: &Graph) -> Vec<Vec<Module>> {
    struct Tarjan<'a> {
        edges: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<&'a Module, usize>,
        low: BTreeMap<&'a Module, usize>,
        stack: Vec<&'a Module>,
        on_stack: BTreeSet<&'a Module>,
        out: Vec<Vec<Module>>,
    }

    impl<'a> Tarjan<'a> {
        fn visit(&mut self, v: &'a Module) {
            let i = self.index.len();
            self.index.insert(v, i);
            self.low.insert(v, i);
            self.stack.push(v);
            self.on_stack.insert(v);
            let edges = self.edges;
            for w in edges.get(v).into_iter().flatten() {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w]);
                    self.low.insert(v, low);
                } else if self.on_stack.contains(w) {
                    let low = self.low[v].min(self.index[w]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut component = Vec::new();
                loop {
                    let w = self.stack.pop().expect("v is on the stack");
                    self.on_stack.remove(w);
                    component.push(w.clone());
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.out.push(component);
                }
            }
        }
    }

    let mut tarjan = Tarjan {
        edges: &graph.edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in graph.files.keys() {
        if !tarjan.index.contains_key(v) {
            tarjan.visit(v);
        }
    }
    tarjan.out
}

/// `path` relative to the workspace, for messages.
fn shown(path: &Path) -> String {
    let root = workspace();
    path.strip_prefix(&root)
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Each cycle of the crate source `src`: its files, and the imports
/// between them.
fn cycle_reports(src: &Path) -> Vec<String> {
    let graph = analyse(src);
    cycles(&graph)
        .into_iter()
        .map(|cycle| {
            let mut report = String::from("a cycle between");
            for module in &cycle {
                report += &format!(" {}", shown(&graph.files[module]));
            }
            report += ":";
            for module in &cycle {
                for target in graph.edges.get(module).into_iter().flatten() {
                    if cycle.contains(target) {
                        report += &format!(
                            "\n    {} imports {}",
                            shown(&graph.files[module]),
                            shown(&graph.files[target])
                        );
                    }
                }
            }
            report
        })
        .collect()
}

#[test]
fn no_file_imports_a_file_that_imports_it_back() {
    let mut reports = Vec::new();
    let sources = crate_sources();
    assert!(sources.len() > 5, "the crates were not found: {sources:?}");
    for src in sources {
        reports.extend(cycle_reports(&src));
    }
    assert!(
        reports.is_empty(),
        "source files that import each other, however long the way round \
         (move what both need to a file below them):\n{}",
        reports.join("\n")
    );
}

/// The most lines a file of the board server and terminal may have.
const PLAY_MOST_LINES: usize = 700;

#[test]
fn play_files_stay_short() {
    let crates = workspace().join("crates");
    let mut play_crates: Vec<PathBuf> = fs::read_dir(&crates)
        .expect("the crates directory")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name == "play" || name.starts_with("play-")
        })
        .collect();
    play_crates.sort();
    assert!(!play_crates.is_empty(), "crates/play was not found");
    let mut long = Vec::new();
    for dir in &play_crates {
        for path in rust_files(&dir.join("src"))
            .into_iter()
            .chain(rust_files(&dir.join("tests")))
        {
            let lines = fs::read_to_string(&path)
                .expect("a readable source file")
                .lines()
                .count();
            if lines > PLAY_MOST_LINES {
                long.push(format!("{} has {lines} lines", shown(&path)));
            }
        }
    }
    assert!(
        long.is_empty(),
        "files over {PLAY_MOST_LINES} lines (split them by concept):\n{}",
        long.join("\n")
    );
}

/// A crate written to a fresh directory: `(path below src, text)` pairs.
fn scratch_crate(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let src = std::env::temp_dir()
        .join(format!(
            "danilchuk-module-layers-{}-{name}",
            std::process::id()
        ))
        .join("src");
    let _ = fs::remove_dir_all(&src);
    for (path, text) in files {
        let path = src.join(path);
        fs::create_dir_all(path.parent().expect("below src")).expect("a scratch directory");
        fs::write(&path, text).expect("a scratch file");
    }
    src
}

/// The cycles of a scratch crate, as module paths.
fn scratch_cycles(name: &str, files: &[(&str, &str)]) -> Vec<Vec<String>> {
    let src = scratch_crate(name, files);
    let graph = analyse(&src);
    let found = cycles(&graph)
        .into_iter()
        .map(|cycle| cycle.iter().map(|m| m.join("::")).collect())
        .collect();
    let _ = fs::remove_dir_all(src.parent().expect("the crate"));
    found
}

#[test]
fn the_checker_follows_re_exports_and_paths_in_code() {
    // `b` names `A` through the root's re-export; `a` calls into `b` by
    // a path in code; `c` is only declared and re-exported by the root.
    let found = scratch_cycles(
        "reexport",
        &[
            (
                "lib.rs",
                "mod a;\nmod b;\nmod c;\npub use crate::a::A;\npub use crate::c::C;\n",
            ),
            ("a.rs", "pub struct A;\nfn f() { crate::b::g() }\n"),
            ("b.rs", "use crate::A;\npub(crate) fn g() {}\n"),
            ("c.rs", "use crate::A;\npub struct C;\n"),
        ],
    );
    assert_eq!(found, [vec!["a".to_string(), "b".to_string()]]);
}

#[test]
fn the_checker_ignores_comments_strings_and_descendants() {
    // `inner` imports its parent, whose re-export of `inner` is structure;
    // `q` names `p` only in a comment, a block comment and a string.
    let found = scratch_cycles(
        "quiet",
        &[
            ("lib.rs", "mod outer;\nmod p;\nmod q;\n"),
            (
                "outer/mod.rs",
                "mod inner;\npub use self::inner::I;\npub struct O;\n",
            ),
            ("outer/inner.rs", "use super::O;\npub struct I(O);\n"),
            ("p.rs", "use crate::q::Q;\npub struct P(Q);\n"),
            (
                "q.rs",
                "// crate::p::P\n/* use crate::p::P; */\npub struct Q;\nconst S: &str = \"crate::p::P\";\n",
            ),
        ],
    );
    assert!(found.is_empty(), "{found:?}");
}

#[test]
fn the_checker_expands_use_trees() {
    let found = scratch_cycles(
        "grouped",
        &[
            ("lib.rs", "mod x;\nmod y;\n"),
            (
                "x.rs",
                "use crate::{\n    y::{self, Y as Why},\n};\npub struct X;\n",
            ),
            ("y.rs", "use super::x::X;\npub struct Y;\n"),
        ],
    );
    assert_eq!(found, [vec!["x".to_string(), "y".to_string()]]);
}
