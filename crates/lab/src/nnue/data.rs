//! The training positions: each one's features from both perspectives,
//! the side to move, the search's score and the game's result.

use danilchuk_board::{Color, Position};
use danilchuk_engine::nnue::{feature_index, NetworkKind};
use danilchuk_engine::Evaluate;
use danilchuk_variant::{AnyPosition, Rules};

/// One training position, everything from the side to move's view.
#[derive(Clone, Debug, PartialEq)]
pub struct TrainingSample {
    /// The side to move's features (`danilchuk_engine::nnue::feature_index`).
    pub us: Vec<u16>,
    /// The other side's features.
    pub them: Vec<u16>,
    /// The search's score in centipawns, for the side to move.
    pub score: f32,
    /// The game's result for the side to move: 1, 0.5 or 0.
    pub result: f32,
    /// What the network's output is added to, in centipawns for the side
    /// to move: 0 for a network that is the evaluation, the hand-written
    /// evaluation for a correction.
    pub base: f32,
}

impl TrainingSample {
    /// The sample of `pos` with White's `score` and `result`.
    #[must_use]
    pub fn of(pos: &AnyPosition, white_score: f32, white_result: f32) -> TrainingSample {
        let turn = pos.turn();
        let features = |perspective: Color| -> Vec<u16> {
            pos.board()
                .pieces()
                .map(|(sq, piece)| feature_index(perspective, piece, sq) as u16)
                .collect()
        };
        let (score, result) = match turn {
            Color::White => (white_score, white_result),
            Color::Black => (-white_score, 1.0 - white_result),
        };
        TrainingSample {
            us: features(turn),
            them: features(turn.other()),
            score,
            result,
            base: 0.0,
        }
    }

    /// The sample of `pos` for a network of `kind`: a correction's adds to
    /// the hand-written evaluation of `pos`.
    #[must_use]
    pub fn for_kind(
        pos: &AnyPosition,
        white_score: f32,
        white_result: f32,
        kind: NetworkKind,
    ) -> TrainingSample {
        let base = match kind {
            NetworkKind::Evaluation => 0.0,
            NetworkKind::Correction => pos.evaluate() as f32,
        };
        TrainingSample {
            base,
            ..TrainingSample::of(pos, white_score, white_result)
        }
    }
}

/// A line of training data that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("training data line {line}: {reason}")]
pub struct BadTrainingLine {
    /// The line's number, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub reason: String,
}

/// The samples of `text`'s `FEN | SCORE | RESULT` lines in `rules` (blank
/// lines and `#` comments skipped), for a network of `kind`.
///
/// # Errors
///
/// [`BadTrainingLine`] for a line without three fields, a score or result
/// that is not a number (a result other than 0, 0.5 or 1), or a FEN the
/// rule set refuses.
pub fn read_training(
    text: &str,
    rules: Rules,
    kind: NetworkKind,
) -> Result<Vec<TrainingSample>, BadTrainingLine> {
    let mut samples = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |reason: String| BadTrainingLine {
            line: i + 1,
            reason,
        };
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [fen, score, result] = fields[..] else {
            return Err(bad("expected FEN | SCORE | RESULT".into()));
        };
        let score: f32 = score
            .parse()
            .ok()
            .filter(|s: &f32| s.is_finite())
            .ok_or_else(|| bad(format!("score {score:?} is not a number")))?;
        let result: f32 = result
            .parse()
            .ok()
            .filter(|r| [0.0, 0.5, 1.0].contains(r))
            .ok_or_else(|| bad(format!("result {result:?} is not 0, 0.5 or 1")))?;
        let pos = AnyPosition::from_fen_with(fen, rules).map_err(|e| bad(e.to_string()))?;
        samples.push(TrainingSample::for_kind(&pos, score, result, kind));
    }
    Ok(samples)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_read_from_the_side_to_moves_view() {
        let text = "# comment\n\
            4k3/8/8/8/8/8/8/4K2R w K - 0 1 | 500 | 1\n\
            4k3/8/8/8/8/8/8/4K2R b K - 0 1 | 500 | 1\n";
        let s = read_training(text, Rules::Chess, NetworkKind::Evaluation).unwrap();
        assert_eq!(s.len(), 2);
        assert_eq!((s[0].score, s[0].result), (500.0, 1.0));
        assert_eq!((s[1].score, s[1].result), (-500.0, 0.0));
        assert_eq!(s[0].us.len(), 3);
        assert_eq!(s[0].us, s[1].them);
    }

    #[test]
    fn a_correction_adds_to_the_hand_written_evaluation() {
        let text = "4k3/8/8/8/8/8/8/3QK3 b - - 0 1 | 900 | 1\n";
        let plain = read_training(text, Rules::Immortal, NetworkKind::Evaluation).unwrap();
        let corrected = read_training(text, Rules::Immortal, NetworkKind::Correction).unwrap();
        assert_eq!(plain[0].base, 0.0);
        // Black to move, a queen down: the hand-written evaluation says so.
        assert!(corrected[0].base < -500.0, "{}", corrected[0].base);
        assert_eq!((corrected[0].score, corrected[0].us.len()), (-900.0, 3));
    }

    #[test]
    fn bad_lines_say_where_and_why() {
        for (text, want) in [
            ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 | 1", "expected"),
            ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 | x | 1", "score"),
            ("4k3/8/8/8/8/8/8/4K3 w - - 0 1 | 0 | 2", "result"),
            ("not a fen | 0 | 1", ""),
        ] {
            let e = read_training(&format!("\n{text}"), Rules::Chess, NetworkKind::Evaluation)
                .unwrap_err();
            assert_eq!(e.line, 2);
            assert!(e.reason.contains(want), "{e}");
        }
    }
}
