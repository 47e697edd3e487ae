//! The matches the board's default strength was chosen by.

use danilchuk_linear::LineLimit;
use danilchuk_variant::Rules;

use super::{Baseline, Measured};

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
/// The default is the weakest level that still *plays sensibly* in every
/// rule set (the [`strength`](super) module's documentation says what
/// that means), by
/// [`super::weakest_sensible`] of these matches.
///
/// Points 1 and 2 were measured with the workspace's match runner, the
/// engine of commit 16092e8 built with `--release`, one run per level,
/// rule set and opponent (`danilchuk-strength --levels 1,2,3` plays the
/// same matches with today's engine and prints them as these rows):
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
/// fresh one, a difference that if anything favours the measured player.)
/// Immortal against greedy, the closest case, was run again at levels 2
/// and 3 with 400 games and `--seed 2`. Every game ended by the rules (none reached the
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
pub const MEASURED: [Measured; 32] = [
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

#[cfg(test)]
mod tests {
    use danilchuk_play::Strength;

    use super::*;
    use crate::strength::{plays_sensibly, weakest_sensible};

    #[test]
    fn the_default_is_the_weakest_level_the_measurement_finds_sensible() {
        assert_eq!(weakest_sensible(&MEASURED), Some(Strength::DEFAULT));
        // Every weaker level was measured in every rule set and fails in
        // one of them (not merely unmeasured).
        for level in Strength::MIN.level()..Strength::DEFAULT.level() {
            let verdicts: Vec<Option<bool>> = Rules::ALL
                .iter()
                .map(|&rules| plays_sensibly(&MEASURED, level, rules))
                .collect();
            assert!(verdicts.iter().all(Option::is_some), "level {level}");
            assert!(verdicts.contains(&Some(false)), "level {level}");
        }
    }

    #[test]
    fn the_boards_readme_table_is_the_measurement() {
        let readme = include_str!("../../../play/README.md");
        for m in MEASURED {
            let line = m.row();
            assert!(readme.contains(&line), "the board's README lacks {line}");
        }
    }
}
