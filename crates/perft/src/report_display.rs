//! A perft report written as text: the divide, then the total.

use core::fmt;

use crate::run::PerftReport;

impl fmt::Display for PerftReport {
    /// One line per root move, `uci: nodes`, then a blank line and
    /// `Nodes searched: N`: the form UCI engines print for `go perft`.
    ///
    /// ```
    /// use danilchuk_board::Position;
    /// use danilchuk_classical::Chess;
    /// use danilchuk_perft::Perft;
    ///
    /// let report = Perft::new(1).run(&Chess::starting())?;
    /// let text = report.to_string();
    /// assert!(text.starts_with("a2a3: 1\n"));
    /// assert!(text.ends_with("\nNodes searched: 20"));
    /// # Ok::<(), danilchuk_perft::PerftError>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for root in &self.divide {
            writeln!(f, "{}: {}", root.uci, root.nodes)?;
        }
        if !self.divide.is_empty() {
            writeln!(f)?;
        }
        write!(f, "Nodes searched: {}", self.nodes)
    }
}
