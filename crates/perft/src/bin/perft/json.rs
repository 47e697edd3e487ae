//! The `--json` output: one object per run, for batch jobs whose results a
//! script adds up.

use danilchuk_perft::PerftReport;

/// What the object describes besides the counts.
pub struct Job<'a> {
    pub rules: &'a str,
    pub variant: &'a str,
    pub line_limit: &'a str,
    pub fen: &'a str,
    pub moves: &'a [String],
    pub depth: u32,
    pub threads: usize,
    pub hash_mib: usize,
    pub seconds: f64,
}

/// A JSON string literal.
fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `{"rules":"chess","variant":"chess",...,"nodes":N,"divide":[{"move":"a2a3","nodes":n},...]}`.
pub fn object(job: &Job<'_>, report: &PerftReport) -> String {
    let moves: Vec<String> = job.moves.iter().map(|m| string(m)).collect();
    let divide: Vec<String> = report
        .divide
        .iter()
        .map(|r| format!("{{\"move\":{},\"nodes\":{}}}", string(&r.uci), r.nodes))
        .collect();
    format!(
        "{{\"rules\":{},\"variant\":{},\"line_limit\":{},\"fen\":{},\"moves\":[{}],\"depth\":{},\"nodes\":{},\"threads\":{},\"hash_mib\":{},\"seconds\":{:.3},\"divide\":[{}]}}",
        string(job.rules),
        string(job.variant),
        string(job.line_limit),
        string(job.fen),
        moves.join(","),
        job.depth,
        report.nodes,
        job.threads,
        job.hash_mib,
        job.seconds,
        divide.join(","),
    )
}
