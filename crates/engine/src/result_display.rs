//! A search result written as text, on one line.

use core::fmt;

use crate::SearchResult;

impl fmt::Display for SearchResult {
    /// The best move, the score (as UCI writes it), depth, nodes, time and
    /// the line, such as
    /// `best e2-e4 score cp 35 depth 9 seldepth 14 nodes 20000 time 15ms pv e2-e4 e7-e5`.
    /// Moves are written as [`danilchuk_board::Move`]'s `Display` writes
    /// them (from and to squares, not a notation a GUI reads): for the
    /// line in SAN, give it to `danilchuk_notation::write_line` with the
    /// position searched; for UCI, to the position's `uci`.
    ///
    /// ```
    /// use danilchuk_engine::{Engine, Limits};
    /// use danilchuk_game::AnyGame;
    ///
    /// let result = Engine::new(4).search(&AnyGame::default(), &Limits::depth(2));
    /// let text = result.to_string();
    /// assert!(text.starts_with("best ") && text.contains(" depth 2 "), "{text}");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.best_move {
            Some(m) => write!(f, "best {m}")?,
            None => f.write_str("best (none)")?,
        }
        write!(
            f,
            " score {} depth {} seldepth {} nodes {} time {}ms",
            self.score,
            self.depth,
            self.seldepth,
            self.nodes,
            self.elapsed.as_millis()
        )?;
        if !self.pv.is_empty() {
            f.write_str(" pv")?;
            for m in &self.pv {
                write!(f, " {m}")?;
            }
        }
        Ok(())
    }
}
