//! The matches the default strength was chosen by (the crate README's
//! table), and the criterion that reads them: lab data, compiled into this
//! crate's tests only, where they pin [`Strength::DEFAULT`] to the weakest
//! level the matches find sensible.

use danilchuk_linear::LineLimit;
use danilchuk_variant::Rules;

use super::Strength;

/// A baseline player the strength levels were measured against.
#[repr(u8)]
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Baseline {
    /// A uniformly random legal move (the match runner's `random`).
    Random,
    /// The move whose position the static evaluation likes best, one ply
    /// deep (the match runner's `greedy`).
    Greedy,
}

impl Baseline {
    /// Both baselines.
    const ALL: [Baseline; 2] = [Baseline::Random, Baseline::Greedy];

    /// The match runner's name for it.
    const fn name(self) -> &'static str {
        match self {
            Baseline::Random => "random",
            Baseline::Greedy => "greedy",
        }
    }
}

/// One match of a strength level against a baseline, as the match runner
/// counted it, from the level's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
struct Measured {
    /// The strength level (its [`Strength::nodes`] were the engine's limit).
    level: u8,
    /// The rule set.
    rules: Rules,
    /// The opponent.
    opponent: Baseline,
    /// The match runner's `--seed`.
    seed: u64,
    /// Games the level won.
    wins: u32,
    /// Games drawn.
    draws: u32,
    /// Games the level lost.
    losses: u32,
}

impl Measured {
    /// The games of the match.
    const fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

const fn row(
    level: u8,
    rules: Rules,
    opponent: Baseline,
    seed: u64,
    [wins, draws, losses]: [u32; 3],
) -> Measured {
    Measured {
        level,
        rules,
        opponent,
        seed,
        wins,
        draws,
        losses,
    }
}

const CHESS: Rules = Rules::Chess;
const IMMORTAL: Rules = Rules::Immortal;
const LINEAR: Rules = Rules::Linear(LineLimit::Unlimited);
const LINEAR3: Rules = Rules::Linear(LineLimit::Three);
const LINEAR2: Rules = Rules::Linear(LineLimit::Two);
const RANDOM: Baseline = Baseline::Random;
const GREEDY: Baseline = Baseline::Greedy;

/// Every match the default strength was chosen by: level, rule set,
/// opponent, seed and the level's wins, draws and losses.
///
/// # How the default was chosen
///
/// The default is the weakest level that still *plays sensibly*, which
/// means, in every rule set (classical, Immortal, Linear with no limit, 3
/// and 2 a line):
///
/// 1. against the random mover it scores at least 95 % of the points
///    over 100 games or more;
/// 2. against the one-ply greedy player (the move whose position the
///    static evaluation likes best) it loses at most 5 % of 100 games or
///    more;
/// 3. it takes a mate in one when the position offers one (the crate's
///    `tests/default_strength.rs`, for the default and every weaker level).
///
/// Points 1 and 2 were measured with the workspace's match runner, the
/// engine of commit 16092e8 built with `--release`, one run per level,
/// rule set and opponent:
///
/// ```text
/// nice -n 10 timeout 1200 danilchuk-match --variant RULES --games 200 \
///     --first engine:nodes=NODES --second random|greedy --hash 4 --seed 1
/// ```
///
/// (6 random opening plies a pair of games, colours swapped within the
/// pair, 400-ply cap; `--hash 4` is the board's table size,
/// `ENGINE_HASH_MIB` in the board's computer module. The match runner
/// keeps its table through a game where the board starts each move with a
/// fresh one, a difference that if anything favours the measured player.) Immortal against
/// greedy, the closest case, was run again at levels 2 and 3 with 400
/// games and `--seed 2`. Every game ended by the rules (none reached the
/// ply cap). This table holds every result; in short, losses against
/// greedy (of 200 games, seed 1; Immortal also seed 2, of 400):
///
/// | level | nodes | chess | immortal | linear | linear3 | linear2 | sensible |
/// |---|---|---|---|---|---|---|---|
/// | 1 | 100 | 2 | 68 | 47 | 50 | 52 | no |
/// | 2 | 2 000 | 0 | 20 + 46 (11 %) | 1 | 1 | 0 | no (Immortal) |
/// | 3 | 20 000 | 0 | 9 + 14 (3.8 %) | 1 | 1 | 0 | **yes** |
///
/// Against the random mover every level won all 200 games in every rule
/// set. So the default is level 3. (For comparison, level 4 against
/// greedy in Immortal, 200 games, seed 1: 194 won, 3 drawn, 3 lost.)
const MEASURED: [Measured; 32] = [
    row(1, CHESS, RANDOM, 1, [200, 0, 0]),
    row(1, CHESS, GREEDY, 1, [196, 2, 2]),
    row(1, IMMORTAL, RANDOM, 1, [200, 0, 0]),
    row(1, IMMORTAL, GREEDY, 1, [129, 3, 68]),
    row(1, LINEAR, RANDOM, 1, [200, 0, 0]),
    row(1, LINEAR, GREEDY, 1, [153, 0, 47]),
    row(1, LINEAR3, RANDOM, 1, [200, 0, 0]),
    row(1, LINEAR3, GREEDY, 1, [150, 0, 50]),
    row(1, LINEAR2, RANDOM, 1, [200, 0, 0]),
    row(1, LINEAR2, GREEDY, 1, [148, 0, 52]),
    row(2, CHESS, RANDOM, 1, [200, 0, 0]),
    row(2, CHESS, GREEDY, 1, [200, 0, 0]),
    row(2, IMMORTAL, RANDOM, 1, [200, 0, 0]),
    row(2, IMMORTAL, GREEDY, 1, [176, 4, 20]),
    row(2, IMMORTAL, GREEDY, 2, [343, 11, 46]),
    row(2, LINEAR, RANDOM, 1, [200, 0, 0]),
    row(2, LINEAR, GREEDY, 1, [199, 0, 1]),
    row(2, LINEAR3, RANDOM, 1, [200, 0, 0]),
    row(2, LINEAR3, GREEDY, 1, [199, 0, 1]),
    row(2, LINEAR2, RANDOM, 1, [200, 0, 0]),
    row(2, LINEAR2, GREEDY, 1, [200, 0, 0]),
    row(3, CHESS, RANDOM, 1, [200, 0, 0]),
    row(3, CHESS, GREEDY, 1, [200, 0, 0]),
    row(3, IMMORTAL, RANDOM, 1, [200, 0, 0]),
    row(3, IMMORTAL, GREEDY, 1, [188, 3, 9]),
    row(3, IMMORTAL, GREEDY, 2, [372, 14, 14]),
    row(3, LINEAR, RANDOM, 1, [200, 0, 0]),
    row(3, LINEAR, GREEDY, 1, [199, 0, 1]),
    row(3, LINEAR3, RANDOM, 1, [200, 0, 0]),
    row(3, LINEAR3, GREEDY, 1, [199, 0, 1]),
    row(3, LINEAR2, RANDOM, 1, [200, 0, 0]),
    row(3, LINEAR2, GREEDY, 1, [200, 0, 0]),
];

/// The fewest games a verdict rests on, per level, rule set and baseline.
const MIN_GAMES: u32 = 100;

/// Whether `level` plays sensibly in `rules` by the matches of `measured`
/// (points 1 and 2 of [`MEASURED`]'s documentation): against the random
/// mover at least 95 % of the points, against greedy at most 5 % of the
/// games lost, each over at least [`MIN_GAMES`] games. `None` if the
/// matches do not hold enough games to say.
fn plays_sensibly(measured: &[Measured], level: u8, rules: Rules) -> Option<bool> {
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
fn weakest_sensible(measured: &[Measured]) -> Option<Strength> {
    (Strength::MIN.0..=Strength::MAX.0)
        .filter_map(Strength::new)
        .find(|s| {
            Rules::ALL
                .iter()
                .all(|&rules| plays_sensibly(measured, s.0, rules) == Some(true))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_is_the_weakest_level_the_measurement_finds_sensible() {
        assert_eq!(weakest_sensible(&MEASURED), Some(Strength::DEFAULT));
        // Every weaker level was measured in every rule set and fails in
        // one of them (not merely unmeasured).
        for level in Strength::MIN.0..Strength::DEFAULT.0 {
            let verdicts: Vec<Option<bool>> = Rules::ALL
                .iter()
                .map(|&rules| plays_sensibly(&MEASURED, level, rules))
                .collect();
            assert!(verdicts.iter().all(Option::is_some), "level {level}");
            assert!(verdicts.contains(&Some(false)), "level {level}");
        }
    }

    #[test]
    fn the_criterion_counts_points_and_losses() {
        let rules = Rules::Immortal;
        let at = |opponent, [w, d, l]: [u32; 3]| row(1, rules, opponent, 1, [w, d, l]);
        // 95 % of the points against random, 5 % lost against greedy: just
        // sensible.
        let edge = [at(RANDOM, [90, 10, 0]), at(GREEDY, [95, 0, 5])];
        assert_eq!(plays_sensibly(&edge, 1, rules), Some(true));
        let weak = [at(RANDOM, [89, 11, 0]), at(GREEDY, [95, 0, 5])];
        assert_eq!(plays_sensibly(&weak, 1, rules), Some(false));
        let loses = [at(RANDOM, [100, 0, 0]), at(GREEDY, [94, 0, 6])];
        assert_eq!(plays_sensibly(&loses, 1, rules), Some(false));
        // Matches add up; too few games say nothing.
        let split = [
            at(RANDOM, [100, 0, 0]),
            at(GREEDY, [47, 0, 3]),
            at(GREEDY, [48, 0, 2]),
        ];
        assert_eq!(plays_sensibly(&split, 1, rules), Some(true));
        assert_eq!(plays_sensibly(&split[..2], 1, rules), None);
        assert_eq!(plays_sensibly(&split, 2, rules), None);
    }

    #[test]
    fn the_readme_table_is_the_measurement() {
        let readme = include_str!("../../README.md");
        for m in MEASURED {
            let line = format!(
                "| {} | {} | {} | {} | {}/{}/{} |",
                m.level,
                m.rules.name(),
                m.opponent.name(),
                m.seed,
                m.wins,
                m.draws,
                m.losses
            );
            assert!(readme.contains(&line), "the README lacks {line}");
        }
    }
}
