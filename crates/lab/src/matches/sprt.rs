//! The sequential probability ratio test: play until the games decide
//! between "the first player is `elo0` stronger" (H0) and "`elo1`
//! stronger" (H1), with error rates `alpha` and `beta`.
//!
//! The log-likelihood ratio is the generalised SPRT's normal approximation
//! (M. Van den Bergh), computed as fastchess does with its `logistic`
//! model: with the hypotheses' expected scores `s0`, `s1` (logistic Elo),
//! the mean score `x` and its variance `v` per sample,
//! `LLR = (s1 - s0) * (2x - s0 - s1) / (2 v / N)`. The samples are game
//! pairs (the same opening with colours swapped: the pentanomial model,
//! which takes the pair's correlation into account); the trinomial form
//! over single games is given too. The test stops when the LLR leaves
//! `[ln(beta / (1 - alpha)), ln((1 - beta) / alpha)]`. Samples that are
//! all alike (no spread yet) give an LLR of 0: the approximation needs a
//! variance, and a small stand-in for it would let a single pair decide.

use core::fmt;
use core::str::FromStr;

use super::elo::Tally;

/// Game pairs by the first player's points in the pair: `counts[k]` pairs
/// scored `k / 2` points of 2 (0: two losses, 1: a loss and a draw, 2: two
/// draws or a win and a loss, 3: a win and a draw, 4: two wins).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial {
    /// Pairs by half-points scored, 0 to 4.
    pub counts: [u32; 5],
}

impl Pentanomial {
    /// Pairs counted.
    pub fn pairs(&self) -> u32 {
        self.counts.iter().sum()
    }

    /// Adds a pair whose two games gave the first player `half_points`
    /// (0 to 4) half-points; more is counted as 4.
    pub fn add(&mut self, half_points: usize) {
        self.counts[half_points.min(4)] += 1;
    }
}

impl fmt::Display for Pentanomial {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [ll, ld, dd, wd, ww] = self.counts;
        write!(
            f,
            "pairs [LL, LD, DD+WL, WD, WW] = [{ll}, {ld}, {dd}, {wd}, {ww}]"
        )
    }
}

/// The settings of an SPRT.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sprt {
    /// The Elo difference of H0.
    pub elo0: f64,
    /// The Elo difference of H1 (greater than `elo0`).
    pub elo1: f64,
    /// The probability of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The probability of accepting H0 when H1 holds.
    pub beta: f64,
}

impl Default for Sprt {
    fn default() -> Sprt {
        Sprt {
            elo0: 0.0,
            elo1: 5.0,
            alpha: 0.05,
            beta: 0.05,
        }
    }
}

/// Which hypothesis an SPRT accepted.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The LLR fell below the lower bound: no gain of `elo1`.
    H0,
    /// The LLR rose above the upper bound: a gain over `elo0`.
    H1,
}

/// SPRT settings that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadSprt {
    /// A word is not `NAME=NUMBER` with a known name.
    #[error("bad SPRT setting {0:?}: expected elo0=, elo1=, alpha= or beta= with a number")]
    Setting(String),
    /// The values do not make a test.
    #[error("SPRT needs elo0 < elo1 and 0 < alpha, beta < 1 with alpha + beta < 1")]
    Inconsistent,
}

/// The expected score of a logistic Elo difference.
fn score_of(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

impl FromStr for Sprt {
    type Err = BadSprt;
    /// `elo0=0 elo1=5 alpha=0.05 beta=0.05` (separated by spaces or commas;
    /// missing ones keep the defaults shown).
    fn from_str(s: &str) -> Result<Sprt, BadSprt> {
        let mut sprt = Sprt::default();
        for word in s.split([' ', ',']).filter(|w| !w.is_empty()) {
            let bad = || BadSprt::Setting(word.to_string());
            let (name, value) = word.split_once('=').ok_or_else(bad)?;
            let value: f64 = value.parse().map_err(|_| bad())?;
            if !value.is_finite() {
                return Err(bad());
            }
            match name {
                "elo0" => sprt.elo0 = value,
                "elo1" => sprt.elo1 = value,
                "alpha" => sprt.alpha = value,
                "beta" => sprt.beta = value,
                _ => return Err(bad()),
            }
        }
        let rate = |p: f64| p > 0.0 && p < 1.0;
        if sprt.elo0 < sprt.elo1
            && rate(sprt.alpha)
            && rate(sprt.beta)
            && sprt.alpha + sprt.beta < 1.0
        {
            Ok(sprt)
        } else {
            Err(BadSprt::Inconsistent)
        }
    }
}

impl Sprt {
    /// The LLR bounds: accept H0 below the first, H1 above the second.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The LLR of samples with scores `x` (0 to 1) and `counts` of each.
    fn llr_of(&self, samples: &[(f64, u32)]) -> f64 {
        let n: f64 = samples.iter().map(|&(_, c)| f64::from(c)).sum();
        if n == 0.0 {
            return 0.0;
        }
        let mean = samples.iter().map(|&(x, c)| x * f64::from(c)).sum::<f64>() / n;
        let variance = samples
            .iter()
            .map(|&(x, c)| f64::from(c) * (x - mean).powi(2))
            .sum::<f64>()
            / n;
        // All samples alike (a sweep so far, or nothing but drawn pairs):
        // the normal approximation has no spread to weigh them by, and a
        // tiny stand-in would let one pair decide. No evidence yet.
        if variance <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (score_of(self.elo0), score_of(self.elo1));
        (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance / n)
    }

    /// The LLR of game pairs (pentanomial model).
    pub fn llr(&self, pairs: &Pentanomial) -> f64 {
        let samples: [(f64, u32); 5] = core::array::from_fn(|k| (k as f64 / 4.0, pairs.counts[k]));
        self.llr_of(&samples)
    }

    /// The LLR of single games (trinomial model), for games not played in
    /// pairs.
    pub fn llr_trinomial(&self, tally: &Tally) -> f64 {
        self.llr_of(&[(1.0, tally.wins), (0.5, tally.draws), (0.0, tally.losses)])
    }

    /// The hypothesis accepted at `llr`, if it is outside the bounds.
    pub fn verdict(&self, llr: f64) -> Option<Verdict> {
        let (lower, upper) = self.bounds();
        if llr <= lower {
            Some(Verdict::H0)
        } else if llr >= upper {
            Some(Verdict::H1)
        } else {
            None
        }
    }

    /// `LLR 1.23 (-2.94, 2.94) [0, 5]` and the verdict, if any.
    pub fn report(&self, llr: f64) -> String {
        let (lower, upper) = self.bounds();
        let verdict = match self.verdict(llr) {
            Some(Verdict::H0) => " H0 accepted",
            Some(Verdict::H1) => " H1 accepted",
            None => "",
        };
        format!(
            "LLR {llr:.2} ({lower:.2}, {upper:.2}) [{}, {}]{verdict}",
            self.elo0, self.elo1
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_settings_and_refuses_nonsense() {
        let s: Sprt = "elo0=0 elo1=5 alpha=0.05 beta=0.1".parse().unwrap();
        assert_eq!((s.elo0, s.elo1, s.alpha, s.beta), (0.0, 5.0, 0.05, 0.1));
        assert_eq!("elo1=10,elo0=2".parse::<Sprt>().unwrap().elo0, 2.0);
        for bad in [
            "elo0=5 elo1=0",
            "alpha=0",
            "beta=1",
            "gamma=1",
            "elo0",
            "elo1=inf",
        ] {
            assert!(bad.parse::<Sprt>().is_err(), "{bad}");
        }
    }

    // Expected values computed independently in Python 3 from the formula
    // in the module doc:
    //   s = lambda e: 1/(1+10**(-e/400))
    //   def llr(xs, cs, e0, e1):
    //       n = sum(cs); m = sum(x*c for x, c in zip(xs, cs))/n
    //       v = sum(c*(x-m)**2 for x, c in zip(xs, cs))/n
    //       return (s(e1)-s(e0))*(2*m-s(e0)-s(e1))/(2*v/n)
    //   math.log(0.05/0.95), math.log(0.95/0.05)  # -2.944439, 2.944439
    #[test]
    fn bounds_are_wald_s() {
        let (lower, upper) = Sprt::default().bounds();
        assert!((lower + 2.944_439).abs() < 1e-6 && (upper - 2.944_439).abs() < 1e-6);
    }

    #[test]
    fn pentanomial_llr_matches_an_independent_calculation() {
        let sprt = Sprt::default();
        // llr([0,.25,.5,.75,1], [10,20,40,25,5], 0, 5) = -0.1769136
        let pairs = Pentanomial {
            counts: [10, 20, 40, 25, 5],
        };
        assert!(
            (sprt.llr(&pairs) - -0.176_913_6).abs() < 1e-6,
            "{}",
            sprt.llr(&pairs)
        );
        // llr(..., [50,120,400,300,130], 0, 5) = 9.1479476: H1.
        let strong = Pentanomial {
            counts: [50, 120, 400, 300, 130],
        };
        assert!(
            (sprt.llr(&strong) - 9.147_947_6).abs() < 1e-6,
            "{}",
            sprt.llr(&strong)
        );
        assert_eq!(sprt.verdict(sprt.llr(&strong)), Some(Verdict::H1));
        // Its mirror image with [-5, 0]: llr(..., [130,300,400,120,50], -5, 0)
        // = -9.1479476: H0.
        let weak = Pentanomial {
            counts: [130, 300, 400, 120, 50],
        };
        let h0 = Sprt {
            elo0: -5.0,
            elo1: 0.0,
            ..Sprt::default()
        };
        assert!(
            (h0.llr(&weak) + 9.147_947_6).abs() < 1e-6,
            "{}",
            h0.llr(&weak)
        );
        assert_eq!(h0.verdict(h0.llr(&weak)), Some(Verdict::H0));
    }

    #[test]
    fn trinomial_llr_matches_an_independent_calculation() {
        // llr([1,.5,0], [4307,8620,4063], 0, 3) = 2.9922128, above 2.9444: H1.
        let sprt = Sprt {
            elo1: 3.0,
            ..Sprt::default()
        };
        let tally = Tally {
            wins: 4307,
            draws: 8620,
            losses: 4063,
        };
        let llr = sprt.llr_trinomial(&tally);
        assert!((llr - 2.992_212_8).abs() < 1e-6, "{llr}");
        assert_eq!(sprt.verdict(llr), Some(Verdict::H1));
    }

    #[test]
    fn samples_without_spread_are_no_evidence() {
        let sprt = Sprt::default();
        assert_eq!(sprt.llr(&Pentanomial::default()), 0.0);
        let sweep = Pentanomial {
            counts: [0, 0, 0, 0, 30],
        };
        assert_eq!(sprt.llr(&sweep), 0.0);
        // One pair unlike the rest is spread enough:
        // llr(..., [0,0,0,1,30], 0, 5) = 55.8264496
        let nearly = Pentanomial {
            counts: [0, 0, 0, 1, 30],
        };
        assert!(
            (sprt.llr(&nearly) - 55.826_449_6).abs() < 1e-6,
            "{}",
            sprt.llr(&nearly)
        );
    }
}
