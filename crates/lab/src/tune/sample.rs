//! Training positions: `FEN | RESULT` lines (RESULT from White's view: 1,
//! 0.5 or 0), as the data generator writes them, turned into samples.

use super::{white_eval, Tunable};

/// One position for the tuner.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The part of the evaluation the weights do not touch (White's view).
    pub fixed: f64,
    /// The coefficient of each weight (White's view).
    pub features: Vec<f64>,
    /// The game's result for White: 1, 0.5 or 0.
    pub result: f64,
}

/// A line of training data that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {reason}")]
pub struct BadSample {
    /// The line number, 1-based.
    pub line: usize,
    /// What is wrong with it.
    pub reason: String,
}

impl Sample {
    /// The sample of `pos` with `result`.
    pub fn of<P: Tunable>(pos: &P, result: f64) -> Sample {
        let features = pos.features();
        let linear: f64 = features
            .iter()
            .zip(P::WEIGHTS)
            .map(|(x, &(_, w))| x * f64::from(w))
            .sum();
        Sample {
            fixed: f64::from(white_eval(pos)) - linear,
            features,
            result,
        }
    }
}

/// The samples of `text` (blank lines and `#` comments skipped), in rule
/// set `P` with `settings`.
pub fn read_samples<P: Tunable>(
    text: &str,
    settings: P::Settings,
) -> Result<Vec<Sample>, BadSample> {
    let mut samples = Vec::new();
    for_each_line::<P>(text, settings, |pos, result| {
        samples.push(Sample::of(&pos, result));
    })?;
    Ok(samples)
}

/// Hands each position of `text` and its result to `f`.
pub(crate) fn for_each_line<P: Tunable>(
    text: &str,
    settings: P::Settings,
    mut f: impl FnMut(P, f64),
) -> Result<(), BadSample> {
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |reason: String| BadSample {
            line: i + 1,
            reason,
        };
        let (fen, result) = line
            .rsplit_once('|')
            .ok_or_else(|| bad("expected FEN | RESULT".into()))?;
        // The data generator's `FEN | SCORE | RESULT`: the tuner fits to
        // the result only.
        let fen = fen.split('|').next().unwrap_or(fen);
        let result: f64 = result
            .trim()
            .parse()
            .map_err(|_| bad(format!("result {:?} is not a number", result.trim())))?;
        if ![0.0, 0.5, 1.0].contains(&result) {
            return Err(bad(format!("result {result} is not 0, 0.5 or 1")));
        }
        let pos = P::from_fen_with(fen.trim(), settings).map_err(|e| bad(e.to_string()))?;
        f(pos, result);
    }
    Ok(())
}
