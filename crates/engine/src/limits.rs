//! What bounds a search: depth, nodes, time, or nothing but a stop request.

use std::time::Duration;

use danilchuk_board::Move;

/// The deepest ply the search reaches (main search and quiescence): the
/// bound of every per-ply table (killers, principal variations, the key
/// stack).
pub const MAX_PLY: usize = 100;

/// The limits of one search. Every limit set applies (the first reached
/// stops the search); with none set, [`Limits::default`], the search runs to
/// the maximum depth or until stopped.
///
/// ```
/// use danilchuk_engine::Limits;
/// let l = Limits::depth(6).with_nodes(100_000);
/// assert_eq!(l.depth, Some(6));
/// assert_eq!(l.nodes, Some(100_000));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Stop after completing this many plies of iterative deepening.
    pub depth: Option<u32>,
    /// Stop after searching this many nodes.
    pub nodes: Option<u64>,
    /// Stop after this much time.
    pub movetime: Option<Duration>,
    /// White's clock.
    pub wtime: Option<Duration>,
    /// Black's clock.
    pub btime: Option<Duration>,
    /// White's increment per move.
    pub winc: Option<Duration>,
    /// Black's increment per move.
    pub binc: Option<Duration>,
    /// Moves until the next time control.
    pub movestogo: Option<u32>,
    /// Search until stopped (UCI `go infinite`): the other limits are ignored.
    pub infinite: bool,
    /// Choose among these root moves only (UCI `searchmoves`); empty: all.
    /// Moves that are not legal are ignored; if none is, all moves count.
    pub searchmoves: Vec<Move>,
}

impl Limits {
    /// Search `depth` plies.
    #[must_use]
    pub fn depth(depth: u32) -> Limits {
        Limits::default().with_depth(depth)
    }

    /// Search `nodes` nodes.
    #[must_use]
    pub fn nodes(nodes: u64) -> Limits {
        Limits::default().with_nodes(nodes)
    }

    /// Search for `ms` milliseconds.
    #[deprecated(
        note = "use `Limits::move_time(Duration::from_millis(ms))`: every time limit takes a Duration"
    )]
    #[must_use]
    pub fn movetime(ms: u64) -> Limits {
        Limits {
            movetime: Some(Duration::from_millis(ms)),
            ..Limits::default()
        }
    }

    /// Search for `time` (UCI `go movetime`), as [`Limits::with_clock`]
    /// takes its times.
    ///
    /// ```
    /// use std::time::Duration;
    /// use danilchuk_engine::Limits;
    ///
    /// let limits = Limits::move_time(Duration::from_millis(250));
    /// assert_eq!(limits.movetime, Some(Duration::from_millis(250)));
    /// ```
    #[must_use]
    pub fn move_time(time: Duration) -> Limits {
        Limits::default().with_move_time(time)
    }

    /// These limits and a time limit for the move.
    #[must_use]
    pub fn with_move_time(self, time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..self
        }
    }

    /// Search until stopped.
    #[must_use]
    pub fn infinite() -> Limits {
        Limits {
            infinite: true,
            ..Limits::default()
        }
    }

    /// These limits and a depth limit.
    #[must_use]
    pub fn with_depth(self, depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..self
        }
    }

    /// These limits and a node limit.
    #[must_use]
    pub fn with_nodes(self, nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..self
        }
    }

    /// These limits and a clock for both sides: time left and increment.
    #[must_use]
    pub fn with_clock(self, time: Duration, increment: Duration) -> Limits {
        Limits {
            wtime: Some(time),
            btime: Some(time),
            winc: Some(increment),
            binc: Some(increment),
            ..self
        }
    }
}
