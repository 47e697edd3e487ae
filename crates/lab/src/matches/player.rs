//! Who plays in a match: the engine at some limits, a baseline, or an
//! external UCI engine.

use core::str::FromStr;
use std::time::Duration;

use danilchuk_engine::Limits;

/// A player of a match, as given on the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerSpec {
    /// This crate's engine within these limits: `engine:nodes=20000`,
    /// `engine:depth=4`, `engine:movetime=100` (several joined by `,`), or
    /// bare `engine`: the match's time control alone (without one,
    /// [`DEFAULT_NODES`](super::DEFAULT_NODES)).
    Engine(Limits),
    /// A uniformly random legal move: `random`.
    Random,
    /// The move whose position the static evaluation likes best: `greedy`.
    Greedy,
    /// An external UCI engine: `uci:COMMAND`; its options and `go` words
    /// come from the match's other arguments.
    Uci(String),
}

/// A player specification that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "bad player {0:?}: expected engine:nodes=N|depth=N|movetime=MS, random, greedy or uci:COMMAND"
)]
pub struct BadPlayer(pub String);

impl FromStr for PlayerSpec {
    type Err = BadPlayer;
    fn from_str(s: &str) -> Result<PlayerSpec, BadPlayer> {
        let bad = || BadPlayer(s.to_string());
        match s {
            "random" => return Ok(PlayerSpec::Random),
            "greedy" => return Ok(PlayerSpec::Greedy),
            _ => {}
        }
        if let Some(command) = s.strip_prefix("uci:") {
            return if command.trim().is_empty() {
                Err(bad())
            } else {
                Ok(PlayerSpec::Uci(command.to_string()))
            };
        }
        let spec = s.strip_prefix("engine").ok_or_else(bad)?;
        let mut limits = Limits::default();
        let spec = spec.strip_prefix(':').unwrap_or(spec);
        for part in spec.split(',').filter(|p| !p.is_empty()) {
            let (key, value) = part.split_once('=').ok_or_else(bad)?;
            let n: u64 = value.parse().map_err(|_| bad())?;
            match key {
                "nodes" => limits.nodes = Some(n),
                "depth" => limits.depth = Some(n.min(99) as u32),
                "movetime" => limits.movetime = Some(Duration::from_millis(n)),
                _ => return Err(bad()),
            }
        }
        Ok(PlayerSpec::Engine(limits))
    }
}

impl PlayerSpec {
    /// A name for PGN tags and reports.
    pub fn name(&self) -> String {
        match self {
            PlayerSpec::Engine(l) => {
                let mut parts = Vec::new();
                if let Some(n) = l.nodes {
                    parts.push(format!("nodes={n}"));
                }
                if let Some(d) = l.depth {
                    parts.push(format!("depth={d}"));
                }
                if let Some(t) = l.movetime {
                    parts.push(format!("movetime={}", t.as_millis()));
                }
                if parts.is_empty() {
                    "danilchuk-engine".into()
                } else {
                    format!("danilchuk-engine {}", parts.join(","))
                }
            }
            PlayerSpec::Random => "random".into(),
            PlayerSpec::Greedy => "greedy".into(),
            PlayerSpec::Uci(cmd) => cmd.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_player_specs() {
        assert_eq!("random".parse(), Ok(PlayerSpec::Random));
        assert_eq!(
            "engine:nodes=80000".parse(),
            Ok(PlayerSpec::Engine(Limits::nodes(80_000)))
        );
        assert_eq!(
            "engine:depth=3,nodes=10".parse(),
            Ok(PlayerSpec::Engine(Limits::depth(3).with_nodes(10)))
        );
        assert_eq!(
            "uci:stockfish".parse(),
            Ok(PlayerSpec::Uci("stockfish".into()))
        );
        assert_eq!("engine".parse(), Ok(PlayerSpec::Engine(Limits::default())));
        assert!("engine:speed=3".parse::<PlayerSpec>().is_err());
        assert!("uci:".parse::<PlayerSpec>().is_err());
        assert!("nobody".parse::<PlayerSpec>().is_err());
    }
}
