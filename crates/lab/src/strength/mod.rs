//! The board's strength levels measured: which level is the weakest that
//! still *plays sensibly*, the board's default (`danilchuk_play::Strength`).
//!
//! A level plays sensibly when, in every rule set (classical, Immortal,
//! Linear with no limit, 3 and 2 a line):
//!
//! 1. against the random mover it scores at least 95 % of the points over
//!    [`MIN_GAMES`] games or more;
//! 2. against the one-ply greedy player (the move whose position the
//!    static evaluation likes best) it loses at most 5 % of [`MIN_GAMES`]
//!    games or more;
//! 3. it takes a mate in one when the position offers one (the board's
//!    `tests/default_strength.rs`, for the default and every weaker level).
//!
//! [`measure`] plays points 1 and 2 with the match runner (the
//! `danilchuk-strength` program runs it for every level, rule set and
//! opponent asked for); [`plays_sensibly`] and [`weakest_sensible`] read
//! the results; [`MEASURED`] holds the matches the default was chosen by.

mod measured;

use danilchuk_board::Position;
use danilchuk_engine::{Evaluate, Limits};
use danilchuk_play::Strength;
use danilchuk_variant::{with_inner, AnyPosition, Rules};

use crate::matches::{run_match, MatchConfig, MatchError, PlayerSpec, Progress, Tally};

pub use self::measured::MEASURED;

/// A baseline player the strength levels are measured against.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Baseline {
    /// A uniformly random legal move (the match runner's `random`).
    Random,
    /// The move whose position the static evaluation likes best, one ply
    /// deep (the match runner's `greedy`).
    Greedy,
}

impl Baseline {
    /// Both baselines.
    pub const ALL: [Baseline; 2] = [Baseline::Random, Baseline::Greedy];

    /// The match runner's name for it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Baseline::Random => "random",
            Baseline::Greedy => "greedy",
        }
    }

    /// The match runner's player.
    #[must_use]
    pub const fn player(self) -> PlayerSpec {
        match self {
            Baseline::Random => PlayerSpec::Random,
            Baseline::Greedy => PlayerSpec::Greedy,
        }
    }

    /// The baseline of this name (`random`, `greedy`).
    #[must_use]
    pub fn named(name: &str) -> Option<Baseline> {
        Baseline::ALL.into_iter().find(|b| b.name() == name)
    }
}

/// One match of a strength level against a baseline, as the match runner
/// counted it, from the level's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Measured {
    /// The strength level (its `Strength::nodes` were the engine's limit).
    pub level: u8,
    /// The rule set.
    pub rules: Rules,
    /// The opponent.
    pub opponent: Baseline,
    /// The match runner's `--seed`.
    pub seed: u64,
    /// Games the level won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games the level lost.
    pub losses: u32,
}

impl Measured {
    /// The games of the match.
    #[must_use]
    pub const fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The match as a row of the board README's table:
    /// `| level | rules | opponent | seed | W/D/L |`.
    #[must_use]
    pub fn row(&self) -> String {
        format!(
            "| {} | {} | {} | {} | {}/{}/{} |",
            self.level,
            self.rules.name(),
            self.opponent.name(),
            self.seed,
            self.wins,
            self.draws,
            self.losses
        )
    }
}

/// The fewest games a verdict rests on, per level, rule set and baseline.
pub const MIN_GAMES: u32 = 100;

/// Whether `level` plays sensibly in `rules` by the matches of `measured`
/// (points 1 and 2 of the module's documentation): against the random
/// mover at least 95 % of the points, against greedy at most 5 % of the
/// games lost, each over at least [`MIN_GAMES`] games. `None` if the
/// matches do not hold enough games to say.
#[must_use]
pub fn plays_sensibly(measured: &[Measured], level: u8, rules: Rules) -> Option<bool> {
    let mut verdict = true;
    for opponent in Baseline::ALL {
        let (mut games, mut half_points, mut losses) = (0u64, 0u64, 0u64);
        for m in measured
            .iter()
            .filter(|m| m.level == level && m.rules == rules && m.opponent == opponent)
        {
            games += u64::from(m.games());
            half_points += 2 * u64::from(m.wins) + u64::from(m.draws);
            losses += u64::from(m.losses);
        }
        if games < u64::from(MIN_GAMES) {
            return None;
        }
        verdict &= match opponent {
            // points / games >= 95 %, in whole numbers.
            Baseline::Random => half_points * 100 >= 2 * 95 * games,
            // losses / games <= 5 %.
            Baseline::Greedy => losses * 100 <= 5 * games,
        };
    }
    Some(verdict)
}

/// The weakest level that plays sensibly in every rule set by the matches
/// of `measured`, looking only at levels measured in all of them; `None`
/// if no level does.
#[must_use]
pub fn weakest_sensible(measured: &[Measured]) -> Option<Strength> {
    (Strength::MIN.level()..=Strength::MAX.level())
        .filter_map(Strength::new)
        .find(|s| {
            Rules::ALL
                .iter()
                .all(|&rules| plays_sensibly(measured, s.level(), rules) == Some(true))
        })
}

/// How a level is measured: the match runner's settings besides the
/// players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Measurement {
    /// Games per level, rule set and baseline (pairs with colours swapped).
    pub games: usize,
    /// The seed of the openings and of the random player.
    pub seed: u64,
    /// The engine's table, MiB: the board's own size (4).
    pub hash_mib: usize,
    /// Games played at once.
    pub threads: usize,
}

impl Default for Measurement {
    /// The measurement of [`MEASURED`]: 200 games, seed 1, the board's
    /// 4 MiB table.
    fn default() -> Measurement {
        Measurement {
            games: 200,
            seed: 1,
            hash_mib: 4,
            threads: 1,
        }
    }
}

/// The match of `level` (the engine at its node budget a move) against
/// `opponent` in `rules`, with the match runner's six random opening plies
/// a pair of games and its 400-ply cap; `on_game` hears of each game's
/// running score as it ends.
///
/// # Errors
///
/// The match runner's [`MatchError`]: a player found no move, or a worker
/// thread panicked (the engine and the baselines start no process).
pub fn measure(
    level: Strength,
    rules: Rules,
    opponent: Baseline,
    how: &Measurement,
    mut on_game: impl FnMut(Tally) + Send,
) -> Result<Measured, MatchError> {
    let config = MatchConfig {
        first: PlayerSpec::Engine(Limits::nodes(level.nodes())),
        second: opponent.player(),
        games: how.games,
        seed: how.seed,
        threads: how.threads,
        hash_mib: how.hash_mib,
        ..MatchConfig::default()
    };
    let tally = with_inner!(AnyPosition::starting_with(rules), start => {
        play(&config, &start, &mut on_game)
    })?;
    Ok(Measured {
        level: level.level(),
        rules,
        opponent,
        seed: how.seed,
        wins: tally.wins,
        draws: tally.draws,
        losses: tally.losses,
    })
}

/// The match in the rule set of `start` (the one dispatch chose it).
fn play<P: Evaluate + Send>(
    config: &MatchConfig,
    start: &P,
    on_game: &mut (impl FnMut(Tally) + Send),
) -> Result<Tally, MatchError>
where
    P::Settings: Send + Sync,
{
    let report = |p: &Progress<'_, P>| on_game(p.tally);
    Ok(run_match::<P>(config, start.settings(), None, report)?.tally)
}

#[cfg(test)]
mod tests {
    use danilchuk_linear::LineLimit;

    use super::*;

    fn at(opponent: Baseline, [wins, draws, losses]: [u32; 3]) -> Measured {
        Measured {
            level: 1,
            rules: Rules::Immortal,
            opponent,
            seed: 1,
            wins,
            draws,
            losses,
        }
    }

    #[test]
    fn the_criterion_counts_points_and_losses() {
        let rules = Rules::Immortal;
        use Baseline::{Greedy, Random};
        // 95 % of the points against random, 5 % lost against greedy: just
        // sensible.
        let edge = [at(Random, [90, 10, 0]), at(Greedy, [95, 0, 5])];
        assert_eq!(plays_sensibly(&edge, 1, rules), Some(true));
        let weak = [at(Random, [89, 11, 0]), at(Greedy, [95, 0, 5])];
        assert_eq!(plays_sensibly(&weak, 1, rules), Some(false));
        let loses = [at(Random, [100, 0, 0]), at(Greedy, [94, 0, 6])];
        assert_eq!(plays_sensibly(&loses, 1, rules), Some(false));
        // Matches add up; too few games say nothing.
        let split = [
            at(Random, [100, 0, 0]),
            at(Greedy, [47, 0, 3]),
            at(Greedy, [48, 0, 2]),
        ];
        assert_eq!(plays_sensibly(&split, 1, rules), Some(true));
        assert_eq!(plays_sensibly(&split[..2], 1, rules), None);
        assert_eq!(plays_sensibly(&split, 2, rules), None);
    }

    #[test]
    fn a_measured_match_is_a_row_of_its_games() {
        let level = Strength::MIN;
        let how = Measurement {
            games: 2,
            ..Measurement::default()
        };
        let rules = Rules::Linear(LineLimit::Two);
        let mut heard = Vec::new();
        let m = measure(level, rules, Baseline::Random, &how, |t| {
            heard.push(t.games())
        })
        .unwrap();
        assert_eq!(
            (m.level, m.rules, m.opponent, m.seed),
            (1, rules, Baseline::Random, 1)
        );
        assert_eq!(m.games(), 2);
        assert_eq!(heard, [1, 2]);
        assert!(
            m.row().starts_with("| 1 | linear2 | random | 1 | "),
            "{}",
            m.row()
        );
        assert_eq!(Baseline::named("greedy"), Some(Baseline::Greedy));
        assert_eq!(Baseline::named("stockfish"), None);
    }
}
