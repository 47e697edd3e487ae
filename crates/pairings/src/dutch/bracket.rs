//! Pairing the brackets from the top score down: one maximum-weight
//! matching per bracket whose weights order the criteria of C.04.3 C, then
//! the first of the best pairings in the order of the transpositions.

use super::prefs::{State, Strength};
use super::Float;
use crate::matching::{max_weight_matching, Edge};

/// Brackets up to this size (with the players below them) take the exact
/// order of the transpositions, one matching per choice; larger ones take
/// one matching whose lowest weights prefer S1[i] against S2[i], on edges
/// near that diagonal only ([`WINDOW`]).
const EXACT_LIMIT: usize = 48;

/// In a large bracket, how far from S1[i]–S2[i] an edge may reach (and
/// how many of the lower players a downfloater may meet); when that leaves
/// no complete pairing, every edge is tried.
const WINDOW: usize = 12;

/// The number of weight levels.
const LEVELS: usize = 22;

/// A vertex of a bracket's graph.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Vertex {
    /// A player of the bracket (index into `states`).
    Bracket(usize),
    /// A player of a lower score group.
    Lower(usize),
    /// The pairing-allocated bye.
    Bye,
}

/// The graph of one bracket and the weights of its edges.
struct Graph<'a> {
    states: &'a [State],
    vertices: Vec<Vertex>,
    /// For a homogeneous bracket, whether each bracket vertex is in S1
    /// (for the fewest exchanges, and the order hint).
    s1: Option<Vec<bool>>,
    /// Each bracket vertex's position in S1 or S2, for the order hint.
    position: Vec<usize>,
    /// Whether the order hint (level 10) is on.
    hint: bool,
    /// The multiplier of each level.
    scale: [i128; LEVELS],
    /// The score of the next score group (C7), if any.
    next_score: Option<u32>,
    /// The highest score (capped at 1000 half-points).
    top_score: u32,
    /// The bracket's resident score (its lowest).
    resident_score: u32,
    /// The number of bracket vertices.
    bracket_size: usize,
    /// In a large bracket, the edges kept near the diagonal.
    window: Option<usize>,
}

impl Graph<'_> {
    /// The values of the levels for the edge `a`–`b`, or `None` when the
    /// two may not meet (C1–C3).
    fn levels(&self, a: usize, b: usize) -> Option<[i128; LEVELS]> {
        let (va, vb) = (self.vertices[a], self.vertices[b]);
        let mut level = [0i128; LEVELS];
        level[0] = 1;
        match (va, vb) {
            (Vertex::Bye, Vertex::Bye) => None,
            (Vertex::Bye, Vertex::Bracket(i) | Vertex::Lower(i))
            | (Vertex::Bracket(i) | Vertex::Lower(i), Vertex::Bye) => {
                let p = &self.states[i];
                if !p.bye_eligible {
                    return None;
                }
                // Completion puts the bye on the lowest score it can.
                level[1] = i128::from(self.top_score - p.score.min(1000));
                if matches!(va, Vertex::Bracket(_)) || matches!(vb, Vertex::Bracket(_)) {
                    // The bye is a downfloat of a bracket player.
                    level[10] = i128::from(p.last_float != Float::Down);
                    level[12] = i128::from(p.float_before_last != Float::Down);
                    level[14] = self.leaving(p, p.last_float);
                    level[15] = 2 * i128::from(self.top_score) + 1;
                    level[16] = self.leaving(p, p.float_before_last);
                    level[17] = 2 * i128::from(self.top_score) + 1;
                }
                Some(level)
            }
            _ => {
                let (i, j) = match (va, vb) {
                    (
                        Vertex::Bracket(i) | Vertex::Lower(i),
                        Vertex::Bracket(j) | Vertex::Lower(j),
                    ) => (i, j),
                    _ => return None,
                };
                let (p, q) = (&self.states[i], &self.states[j]);
                if !p.compatible(q) {
                    return None;
                }
                let in_a = matches!(va, Vertex::Bracket(_));
                let in_b = matches!(vb, Vertex::Bracket(_));
                if in_a && in_b {
                    level[2] = 1;
                    level[3] = i128::from(p.score.min(1000) + q.score.min(1000));
                    let same = match (p.preference, q.preference) {
                        (Some((x, xs)), Some((y, ys))) if x == y => Some(xs.min(ys)),
                        _ => None,
                    };
                    let (imbalance, third) = topscorer_colours(p, q);
                    level[6] = i128::from(!imbalance);
                    level[7] = i128::from(!third);
                    level[8] = i128::from(same.is_none());
                    // Two absolute preferences (topscorers) are weighed
                    // above, not as strong ones.
                    level[9] = i128::from(same != Some(Strength::Strong));
                    let (high, low) = if p.score >= q.score { (p, q) } else { (q, p) };
                    if high.score == low.score {
                        level[10] = 2;
                        level[14] = 2 * i128::from(self.top_score) + 1;
                        level[15] = 2 * i128::from(self.top_score) + 1;
                        level[16] = 2 * i128::from(self.top_score) + 1;
                        level[17] = 2 * i128::from(self.top_score) + 1;
                        level[11] = 1;
                        level[12] = 2;
                        level[13] = 1;
                    } else {
                        // C16, C17: the score difference of a float
                        // repeated from the round before.
                        let difference = i128::from(high.score.min(1000) - low.score.min(1000));
                        let most = 2 * i128::from(self.top_score) + 1;
                        level[14] = most
                            - if high.last_float == Float::Down {
                                difference
                            } else {
                                0
                            };
                        level[15] = most
                            - if low.last_float == Float::Up {
                                difference
                            } else {
                                0
                            };
                        // C18, C19: the same for a float repeated from two
                        // rounds before.
                        level[16] = most
                            - if high.float_before_last == Float::Down {
                                difference
                            } else {
                                0
                            };
                        level[17] = most
                            - if low.float_before_last == Float::Up {
                                difference
                            } else {
                                0
                            };
                        level[10] = 1 + i128::from(high.last_float != Float::Down);
                        level[11] = i128::from(low.last_float != Float::Up);
                        level[12] = 1 + i128::from(high.float_before_last != Float::Down);
                        level[13] = i128::from(low.float_before_last != Float::Up);
                    }
                    if let Some(s1) = &self.s1 {
                        // The fewest exchanges (B.3): the higher player of
                        // each pair in S1, then the smallest numbers among
                        // the higher players.
                        let higher = a.min(b);
                        level[18] = i128::from(s1[higher]);
                        level[19] = (self.vertices.len() - higher) as i128;
                        // Then the lowest of S1 moved to S2.
                        if s1[higher] {
                            level[20] = (self.vertices.len() - higher) as i128;
                        }
                        if self.hint && s1[a] != s1[b] {
                            let distance = self.position[a].abs_diff(self.position[b]) as i128;
                            level[21] = (WINDOW as i128 + 1 - distance).max(0);
                        }
                    }
                } else if in_a || in_b {
                    // C7: a downfloater who can meet the next score group.
                    let lower = if in_a { q } else { p };
                    if Some(lower.score) == self.next_score {
                        level[4] = 1;
                        level[5] = i128::from(p.score.min(1000) + q.score.min(1000));
                    }
                    let floater = if in_a { p } else { q };
                    level[10] = i128::from(floater.last_float != Float::Down);
                    level[12] = i128::from(floater.float_before_last != Float::Down);
                    level[14] = self.leaving(floater, floater.last_float);
                    level[15] = 2 * i128::from(self.top_score) + 1;
                    level[16] = self.leaving(floater, floater.float_before_last);
                    level[17] = 2 * i128::from(self.top_score) + 1;
                }
                if !in_a
                    && !in_b
                    && Some(p.score) == self.next_score
                    && Some(q.score) == self.next_score
                {
                    // C7: a pair of the next score group.
                    level[4] = 1;
                    level[5] = i128::from(p.score.min(1000) + q.score.min(1000));
                }
                Some(level)
            }
        }
    }

    fn weight(&self, a: usize, b: usize) -> Option<i128> {
        let level = self.levels(a, b)?;
        Some(
            level
                .iter()
                .zip(self.scale.iter())
                .map(|(v, s)| v * s)
                .sum(),
        )
    }

    /// C16 (or C18) for a player who leaves the bracket downwards: the
    /// score difference to one point below the bracket's lowest score (as
    /// the PSD counts a downfloater), when the float repeats `earlier`, the
    /// float of the last round (or of the round before it).
    fn leaving(&self, floater: &State, earlier: Float) -> i128 {
        let most = 2 * i128::from(self.top_score) + 1;
        if earlier != Float::Down {
            return most;
        }
        let below = i128::from(self.resident_score) - 2;
        most - (i128::from(floater.score.min(1000)) - below).clamp(0, most)
    }

    /// The scales: each level outweighs everything below it summed over a
    /// whole matching.
    fn set_scales(&mut self) {
        let pairs = self.vertices.len() as i128 / 2 + 1;
        let size = self.vertices.len() as i128 + 1;
        let top_score = self
            .states
            .iter()
            .map(|s| i128::from(s.score.min(1000)))
            .max()
            .unwrap_or(0);
        let hint = if self.hint { WINDOW as i128 + 1 } else { 0 };
        let most: [i128; LEVELS] = [
            1,
            top_score + 1,
            1,
            2 * top_score,
            1,
            2 * top_score,
            1,
            1,
            1,
            1,
            2,
            1,
            2,
            1,
            2 * top_score + 1,
            2 * top_score + 1,
            2 * top_score + 1,
            2 * top_score + 1,
            1,
            size,
            size,
            hint,
        ];
        // A large bracket leaves out the score differences of the next
        // bracket, the floats of two rounds before, C16–C19 and
        // the finer order of exchanges, so that the weights fit in 120 bits.
        let mut dropped: Vec<usize> = if self.vertices.len() > EXACT_LIMIT {
            vec![5, 12, 13, 14, 15, 16, 17, 19, 20]
        } else {
            Vec::new()
        };
        // The topscorers' colour criteria weigh only in the last round.
        if !self.states.iter().any(|s| s.topscorer) {
            dropped.extend([6, 7]);
        }
        // Only the edges at levels 0, 1, 4 and 5 may leave the bracket
        // out: at the others, a matching has at most one weighed edge per
        // bracket player.
        let touching = pairs.min(self.bracket_size as i128 + 1);
        let factor = |k: usize| {
            if matches!(k, 0 | 1 | 4 | 5) {
                pairs
            } else {
                touching
            }
        };
        let total = |dropped: &[usize]| -> Option<i128> {
            (0..LEVELS)
                .filter(|k| !dropped.contains(k))
                .try_fold(1i128, |scale, k| scale.checked_mul(most[k] * factor(k) + 1))
        };
        // If the weights still need more than 120 bits (many players, high
        // scores), the finest criteria go first.
        for k in [
            17, 16, 15, 14, 13, 12, 5, 20, 19, 18, 11, 10, 9, 8, 7, 6, 21,
        ] {
            if total(&dropped).is_some_and(|t| t < 1 << 120) {
                break;
            }
            if !dropped.contains(&k) {
                dropped.push(k);
            }
        }
        let mut scale = 1i128;
        for k in (0..LEVELS).rev() {
            if dropped.contains(&k) {
                self.scale[k] = 0;
                continue;
            }
            self.scale[k] = scale;
            scale = scale.saturating_mul(most[k] * factor(k) + 1);
        }
    }

    /// Whether the edge `a`–`b` (`a < b`) is within the window of a large
    /// bracket.
    fn near(&self, a: usize, b: usize) -> bool {
        let Some(w) = self.window else { return true };
        let size = self.bracket_size;
        if self.vertices[b] == Vertex::Bye {
            return true;
        }
        match (a < size, b < size) {
            (true, true) => match &self.s1 {
                Some(s1) if s1[a] != s1[b] => self.position[a].abs_diff(self.position[b]) <= w,
                _ => b - a <= w,
            },
            (true, false) => b - size < 2 * w,
            _ => b - a <= 2 * w,
        }
    }

    /// All edges among the vertices not `removed`; none between two
    /// bracket players of whom one is `floating`.
    fn edges(&self, removed: &[bool], floating: &[bool]) -> Vec<Edge> {
        let n = self.vertices.len();
        let mut edges = Vec::new();
        for a in 0..n {
            if removed[a] {
                continue;
            }
            for b in a + 1..n {
                if removed[b] {
                    continue;
                }
                let both_bracket = matches!(self.vertices[a], Vertex::Bracket(_))
                    && matches!(self.vertices[b], Vertex::Bracket(_));
                if both_bracket && (floating[a] || floating[b]) {
                    continue;
                }
                if !self.near(a, b) {
                    continue;
                }
                if let Some(w) = self.weight(a, b) {
                    edges.push((a, b, w));
                }
            }
        }
        edges
    }

    /// The best matching: its weight, its mates, and whether it pairs
    /// every vertex not removed.
    fn best(&self, removed: &[bool], floating: &[bool]) -> (i128, Vec<Option<usize>>, bool) {
        let edges = self.edges(removed, floating);
        let mate = max_weight_matching(self.vertices.len(), &edges);
        let mut total = 0;
        for &(a, b, w) in &edges {
            if mate[a] == Some(b) {
                total += w;
            }
        }
        let perfect = (0..self.vertices.len()).all(|v| removed[v] || mate[v].is_some());
        (total, mate, perfect)
    }
}

/// The topscorers' colour criteria (A.7; bbpPairings weighs them above
/// the colour preferences) for two players of the same absolute
/// preference, who may meet only in the last round: whether one of them
/// gets a colour difference beyond ±2, and whether the one who loses his
/// preference (E.2: the narrower colour difference) gets the same colour
/// a third time in a row.
fn topscorer_colours(p: &State, q: &State) -> (bool, bool) {
    let (Some((x, Strength::Absolute)), Some((y, Strength::Absolute))) =
        (p.preference, q.preference)
    else {
        return (false, false);
    };
    if x != y {
        return (false, false);
    }
    let imbalance = p.difference.abs() >= 2 && q.difference.abs() >= 2;
    let repeated = |s: &State| match s.played.as_slice() {
        [.., a, b] if a == b => Some(*b),
        _ => None,
    };
    let (pd, qd) = (p.difference.abs(), q.difference.abs());
    let third = if pd == qd {
        repeated(q).is_some() && repeated(q) == repeated(p)
    } else {
        let loser = if pd > qd { q } else { p };
        repeated(loser) == Some(x.opposite())
    };
    (imbalance, third)
}

/// The pairs of a round (indices into the states) and its bye.
pub(super) type Paired = (Vec<(usize, usize)>, Option<usize>);

/// The pairs, the bye and the downfloaters of one bracket.
struct BracketOutcome {
    pairs: Vec<(usize, usize)>,
    bye: Option<usize>,
    floaters: Vec<usize>,
}

fn pair_bracket(
    states: &[State],
    bracket: &[usize],
    lower: &[usize],
    homogeneous: bool,
) -> Option<BracketOutcome> {
    let mut vertices: Vec<Vertex> = bracket.iter().map(|&i| Vertex::Bracket(i)).collect();
    vertices.extend(lower.iter().map(|&i| Vertex::Lower(i)));
    if vertices.len() % 2 == 1 {
        vertices.push(Vertex::Bye);
    }
    let n = vertices.len();
    let b = bracket.len();
    let mut graph = Graph {
        states,
        vertices,
        s1: None,
        position: vec![0; n],
        hint: false,
        scale: [0; LEVELS],
        next_score: lower.first().map(|&i| states[i].score),
        bracket_size: b,
        window: None,
        top_score: states.iter().map(|s| s.score.min(1000)).max().unwrap_or(0),
        resident_score: states[bracket[b - 1]].score.min(1000),
    };
    graph.set_scales();
    let exact = n <= EXACT_LIMIT;
    if !exact {
        // A provisional S1 (half the bracket) for the window.
        let half = b / 2;
        let mut s1 = vec![false; n];
        for (v, slot) in s1.iter_mut().enumerate().take(b) {
            *slot = v < half;
            graph.position[v] = if v < half { v } else { v - half };
        }
        graph.s1 = Some(s1);
        graph.window = Some(WINDOW);
        graph.hint = true;
        graph.set_scales();
    }
    let mut removed = vec![false; n];
    let mut floating = vec![false; n];
    let (_, mut mate, mut perfect) = graph.best(&removed, &floating);
    if !perfect && graph.window.is_some() {
        graph.window = None;
        (_, mate, perfect) = graph.best(&removed, &floating);
    }
    if !perfect {
        return None;
    }
    let mut pairs = Vec::new();
    // Phase 1 (a heterogeneous bracket): the downfloaters from above, each
    // against the first resident that keeps the best weight (S1 the
    // downfloaters, S2 the residents).
    let resident_score = states[bracket[b - 1]].score;
    let mdps = if homogeneous {
        0
    } else {
        bracket
            .iter()
            .take_while(|&&i| states[i].score > resident_score)
            .count()
    };
    if exact && mdps > 0 {
        let (mut target, _, _) = graph.best(&removed, &floating);
        for p in 0..mdps {
            let order: Vec<usize> = (mdps..b).chain(p + 1..mdps).collect();
            choose(
                &graph,
                p,
                &order,
                &mut removed,
                &mut floating,
                &mut target,
                &mut pairs,
            );
        }
        mate = graph.best(&removed, &floating).1;
    }
    // Phase 2: the rest as a homogeneous bracket: S1 as many players as it
    // makes pairs (B.1), S2 the others.
    let rest: Vec<usize> = (0..b).filter(|&v| !removed[v] && !floating[v]).collect();
    let rest_pairs = rest
        .iter()
        .filter(|&&v| mate[v].is_some_and(|m| m < b))
        .count()
        / 2;
    let mut s1 = vec![false; n];
    for (k, &v) in rest.iter().enumerate() {
        s1[v] = k < rest_pairs;
        graph.position[v] = if k < rest_pairs { k } else { k - rest_pairs };
    }
    let unchanged = graph.s1.as_ref() == Some(&s1);
    graph.s1 = Some(s1);
    graph.hint = !exact;
    graph.set_scales();
    // A large bracket whose provisional S1 was right keeps its matching.
    let mut target = 0;
    if exact || !unchanged {
        let (best_target, mut best_mate, perfect) = graph.best(&removed, &floating);
        target = best_target;
        if !perfect && graph.window.is_some() {
            graph.window = None;
            (target, best_mate, _) = graph.best(&removed, &floating);
        }
        mate = best_mate;
    }
    if exact {
        // Each player in turn takes the first opponent that keeps the best
        // weight, else it floats.
        for &p in &rest {
            // The weights fix which players are the higher of their pairs
            // (the exchange); the first of the others in order is then the
            // first transposition.
            let order: Vec<usize> = rest.iter().copied().filter(|&q| q > p).collect();
            choose(
                &graph,
                p,
                &order,
                &mut removed,
                &mut floating,
                &mut target,
                &mut pairs,
            );
        }
        mate = graph.best(&removed, &floating).1;
    } else {
        for p in 0..b {
            if removed[p] {
                continue;
            }
            if let Some(q) = mate[p].filter(|&q| q < b) {
                pairs.push((p, q));
                removed[p] = true;
                removed[q] = true;
            }
        }
    }
    let mut outcome = BracketOutcome {
        pairs: Vec::new(),
        bye: None,
        floaters: Vec::new(),
    };
    for (p, q) in pairs {
        outcome.pairs.push((bracket[p], bracket[q]));
    }
    for v in 0..b {
        if removed[v] {
            continue;
        }
        match mate[v].map(|m| graph.vertices[m]) {
            Some(Vertex::Bye) if lower.is_empty() => outcome.bye = Some(bracket[v]),
            Some(_) => outcome.floaters.push(bracket[v]),
            None => return None,
        }
    }
    if lower.is_empty() && !outcome.floaters.is_empty() {
        return None;
    }
    Some(outcome)
}

/// Pairs `p` with the first of `order` that keeps the best weight
/// `target`; when none does, `p` floats down.
fn choose(
    graph: &Graph<'_>,
    p: usize,
    order: &[usize],
    removed: &mut [bool],
    floating: &mut [bool],
    target: &mut i128,
    pairs: &mut Vec<(usize, usize)>,
) {
    if removed[p] || floating[p] {
        return;
    }
    for &q in order {
        if removed[q] || floating[q] || q == p {
            continue;
        }
        let Some(w) = graph.weight(p, q) else {
            continue;
        };
        removed[p] = true;
        removed[q] = true;
        let (rest, _, perfect) = graph.best(removed, floating);
        if perfect && rest + w == *target {
            pairs.push((p, q));
            *target = rest;
            return;
        }
        removed[p] = false;
        removed[q] = false;
    }
    floating[p] = true;
    *target = graph.best(removed, floating).0;
}

/// Pairs every bracket from the top score down: the pairs (indices into
/// `states`) and the bye. `None` when no pairing satisfies C1–C4.
pub(super) fn pair_all(states: &[State]) -> Option<Paired> {
    pair_brackets(states, true).or_else(|| pair_brackets(states, false))
}

/// Pairs every bracket; with `truncate`, a large bracket sees only the
/// first players below it (for speed; C4 then checked by the brackets
/// below, and the whole pairing made again without it if they fail).
fn pair_brackets(states: &[State], truncate: bool) -> Option<Paired> {
    let mut scores: Vec<u32> = states.iter().map(|s| s.score).collect();
    scores.dedup();
    let mut pairs = Vec::new();
    let mut bye = None;
    let mut floaters: Vec<usize> = Vec::new();
    for &score in &scores {
        let residents: Vec<usize> = (0..states.len())
            .filter(|&i| states[i].score == score)
            .collect();
        let homogeneous = floaters.is_empty();
        let mut bracket = std::mem::take(&mut floaters);
        bracket.extend(residents);
        let mut lower: Vec<usize> = (0..states.len())
            .filter(|&i| states[i].score < score)
            .collect();
        if truncate && bracket.len() + lower.len() > EXACT_LIMIT {
            lower.truncate(4 * WINDOW);
        }
        let outcome = pair_bracket(states, &bracket, &lower, homogeneous)?;
        pairs.extend(outcome.pairs);
        if outcome.bye.is_some() {
            bye = outcome.bye;
        }
        floaters = outcome.floaters;
    }
    if !floaters.is_empty() {
        return None;
    }
    Some((pairs, bye))
}
