//! Win/draw/loss counts and the Elo difference they imply.

use core::fmt;

/// A match score from the first player's side.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games the first player won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games the first player lost.
    pub losses: u32,
}

/// Quantile of the normal distribution for a two-sided 95% interval.
const Z95: f64 = 1.959_964;

/// The Elo difference of an expected score `p` (0 < p < 1).
fn elo_of(p: f64) -> f64 {
    -400.0 * (1.0 / p - 1.0).log10()
}

impl Tally {
    /// Games played.
    pub const fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The first player's score per game, 0 to 1.
    pub fn score(&self) -> f64 {
        let n = f64::from(self.games().max(1));
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / n
    }

    /// The Elo difference and the half-width of its 95% interval (from the
    /// per-game variance of the score, the usual normal approximation).
    /// Scores of 0 or 1 are clamped half a game inside, so that a sweep
    /// still gives a finite (lower-bound-like) figure.
    pub fn elo(&self) -> (f64, f64) {
        let n = f64::from(self.games().max(1));
        let p = self.score();
        let variance = (f64::from(self.wins) * (1.0 - p).powi(2)
            + f64::from(self.draws) * (0.5 - p).powi(2)
            + f64::from(self.losses) * p.powi(2))
            / n;
        let lo_clamp = 0.5 / n;
        let clamp = |x: f64| x.clamp(lo_clamp, 1.0 - lo_clamp);
        // A sweep (or all draws) has no spread; the clamped score's
        // binomial variance stands in for it.
        let variance = if variance > 0.0 {
            variance
        } else {
            clamp(p) * (1.0 - clamp(p))
        };
        let se = (variance / n).sqrt();
        let elo = elo_of(clamp(p));
        let low = elo_of(clamp(p - Z95 * se));
        let high = elo_of(clamp(p + Z95 * se));
        (elo, (high - low) / 2.0)
    }
}

impl fmt::Display for Tally {
    /// `W/D/L 120/50/30 (score 72.5%), Elo +168 ± 45`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (elo, margin) = self.elo();
        write!(
            f,
            "W/D/L {}/{}/{} of {} (score {:.1}%), Elo {:+.0} ± {:.0} (95%)",
            self.wins,
            self.draws,
            self.losses,
            self.games(),
            self.score() * 100.0,
            elo + 0.0, // never "-0"
            margin
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_score_is_zero_elo() {
        let t = Tally {
            wins: 10,
            draws: 10,
            losses: 10,
        };
        let (elo, margin) = t.elo();
        assert!(elo.abs() < 1e-9);
        assert!(margin > 50.0 && margin < 200.0, "{margin}");
    }

    #[test]
    fn three_quarters_is_about_plus_191() {
        let t = Tally {
            wins: 75,
            draws: 0,
            losses: 25,
        };
        assert!((t.elo().0 - 190.8).abs() < 0.5);
        let sweep = Tally {
            wins: 20,
            draws: 0,
            losses: 0,
        };
        assert!(sweep.elo().0.is_finite() && sweep.elo().0 > 400.0);
    }
}
