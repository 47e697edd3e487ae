//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm
//! with dual variables, O(n³), integer weights (after the classic
//! formulation by Galil, "Efficient algorithms for finding maximum
//! matching in graphs", 1986).

/// An edge `(u, v, weight)`; vertices are `0..n`.
pub(crate) type Edge = (usize, usize, i128);

const NONE: usize = usize::MAX;

/// The state of one run of the algorithm.
struct Blossoms<'a> {
    n: usize,
    edges: &'a [Edge],
    /// For each vertex, the edge-endpoints `p` (edge `p / 2`) leaving it.
    neighbend: Vec<Vec<usize>>,
    /// `endpoint[p]`: the vertex at endpoint `p` (`2k` is `u`, `2k+1` is `v`).
    endpoint: Vec<usize>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<i128>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

impl Blossoms<'_> {
    fn slack(&self, k: usize) -> i128 {
        let (i, j, wt) = self.edges[k];
        self.dualvar[i] + self.dualvar[j] - 2 * wt
    }

    fn blossom_leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.blossom_leaves(t, out);
            }
        }
    }

    fn leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.blossom_leaves(b, &mut out);
        out
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let leaves = self.leaves(b);
            self.queue.extend(leaves);
        } else if t == 2 {
            let base = self.blossombase[b];
            let mb = self.mate[base];
            self.assign_label(self.endpoint[mb], 1, mb ^ 1);
        }
    }

    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().expect("a free blossom number");
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = 0;
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        for leaf in self.leaves(b) {
            if self.label[self.inblossom[leaf]] == 2 {
                self.queue.push(leaf);
            }
            self.inblossom[leaf] = b;
        }
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &bv in &path {
            let nblists: Vec<Vec<usize>> = match self.blossombestedges[bv].take() {
                Some(list) => vec![list],
                None => self
                    .leaves(bv)
                    .into_iter()
                    .map(|leaf| self.neighbend[leaf].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for nblist in nblists {
                for k in nblist {
                    let (mut i, mut j, _) = self.edges[k];
                    if self.inblossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let bj = self.inblossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (bestedgeto[bj] == NONE || self.slack(k) < self.slack(bestedgeto[bj]))
                    {
                        bestedgeto[bj] = k;
                    }
                }
            }
            self.bestedge[bv] = NONE;
        }
        let list: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        self.bestedge[b] = NONE;
        for &k in &list {
            if self.bestedge[b] == NONE || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
            }
        }
        self.blossombestedges[b] = Some(list);
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s] == 0 {
                self.expand_blossom(s, endstage);
            } else {
                for leaf in self.leaves(s) {
                    self.inblossom[leaf] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
            let len = childs.len() as isize;
            let mut j = childs
                .iter()
                .position(|&c| c == entrychild)
                .expect("entry child") as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 != 0 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let endps = self.blossomendps[b].clone();
            let at = |i: isize| -> usize { i.rem_euclid(len) as usize };
            let mut p = self.labelend[b];
            while j != 0 {
                self.label[self.endpoint[p ^ 1]] = 0;
                let q = endps[at(j - endptrick as isize)] ^ endptrick ^ 1;
                self.label[self.endpoint[q]] = 0;
                self.assign_label(self.endpoint[p ^ 1], 2, p);
                self.allowedge[endps[at(j - endptrick as isize)] / 2] = true;
                j += jstep;
                p = endps[at(j - endptrick as isize)] ^ endptrick;
                self.allowedge[p / 2] = true;
                j += jstep;
            }
            let bv = childs[at(j)];
            self.label[self.endpoint[p ^ 1]] = 2;
            self.label[bv] = 2;
            self.labelend[self.endpoint[p ^ 1]] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while childs[at(j)] != entrychild {
                let bv = childs[at(j)];
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let mut found = NONE;
                for v in self.leaves(bv) {
                    if self.label[v] != 0 {
                        found = v;
                        break;
                    }
                }
                if found != NONE {
                    let v = found;
                    self.label[v] = 0;
                    let mate_end = self.mate[self.blossombase[bv]];
                    self.label[self.endpoint[mate_end]] = 0;
                    self.assign_label(v, 2, self.labelend[v]);
                }
                j += jstep;
            }
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomchilds[b].clear();
        self.blossomendps[b].clear();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as isize;
        let i = self.blossomchilds[b]
            .iter()
            .position(|&c| c == t)
            .expect("child") as isize;
        let mut j = i;
        let (jstep, endptrick): (isize, usize) = if i & 1 != 0 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let at = |i: isize| -> usize { i.rem_euclid(len) as usize };
        while j != 0 {
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            let p = self.blossomendps[b][at(j - endptrick as isize)] ^ endptrick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        let i = i as usize;
        self.blossomchilds[b].rotate_left(i);
        self.blossomendps[b].rotate_left(i);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (s0, p0) in [(v, 2 * k + 1), (w, 2 * k)] {
            let mut s = s0;
            let mut p = p0;
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }
}

/// A maximum-weight matching of the graph on vertices `0..n`: for each
/// vertex its mate, or `None`. Edges of weight zero or less are never
/// needed; self-loops and edges out of range are skipped.
pub(crate) fn max_weight_matching(n: usize, input: &[Edge]) -> Vec<Option<usize>> {
    let edges: Vec<Edge> = input
        .iter()
        .copied()
        .filter(|&(i, j, w)| i != j && i < n && j < n && w > 0)
        .map(|(i, j, w)| (i, j, 2 * w))
        .collect();
    if n == 0 || edges.is_empty() {
        return vec![None; n];
    }
    let maxweight = edges.iter().map(|e| e.2).max().unwrap_or(0);
    let mut endpoint = Vec::with_capacity(2 * edges.len());
    let mut neighbend = vec![Vec::new(); n];
    for (k, &(i, j, _)) in edges.iter().enumerate() {
        endpoint.push(i);
        endpoint.push(j);
        neighbend[i].push(2 * k + 1);
        neighbend[j].push(2 * k);
    }
    let mut s = Blossoms {
        n,
        edges: &edges,
        neighbend,
        endpoint,
        mate: vec![NONE; n],
        label: vec![0; 2 * n],
        labelend: vec![NONE; 2 * n],
        inblossom: (0..n).collect(),
        blossomparent: vec![NONE; 2 * n],
        blossomchilds: vec![Vec::new(); 2 * n],
        blossombase: (0..n).chain(std::iter::repeat(NONE).take(n)).collect(),
        blossomendps: vec![Vec::new(); 2 * n],
        bestedge: vec![NONE; 2 * n],
        blossombestedges: vec![None; 2 * n],
        unusedblossoms: (n..2 * n).collect(),
        dualvar: std::iter::repeat(maxweight)
            .take(n)
            .chain(std::iter::repeat(0).take(n))
            .collect(),
        allowedge: vec![false; edges.len()],
        queue: Vec::new(),
    };
    for _ in 0..n {
        s.label.iter_mut().for_each(|l| *l = 0);
        s.bestedge.iter_mut().for_each(|e| *e = NONE);
        for b in n..2 * n {
            s.blossombestedges[b] = None;
        }
        s.allowedge.iter_mut().for_each(|a| *a = false);
        s.queue.clear();
        for v in 0..n {
            if s.mate[v] == NONE && s.label[s.inblossom[v]] == 0 {
                s.assign_label(v, 1, NONE);
            }
        }
        let mut augmented = false;
        loop {
            while let Some(v) = s.queue.pop() {
                for idx in 0..s.neighbend[v].len() {
                    let p = s.neighbend[v][idx];
                    let k = p / 2;
                    let w = s.endpoint[p];
                    if s.inblossom[v] == s.inblossom[w] {
                        continue;
                    }
                    let mut kslack = 0;
                    if !s.allowedge[k] {
                        kslack = s.slack(k);
                        if kslack <= 0 {
                            s.allowedge[k] = true;
                        }
                    }
                    if s.allowedge[k] {
                        if s.label[s.inblossom[w]] == 0 {
                            s.assign_label(w, 2, p ^ 1);
                        } else if s.label[s.inblossom[w]] == 1 {
                            let base = s.scan_blossom(v, w);
                            if base != NONE {
                                s.add_blossom(base, k);
                            } else {
                                s.augment_matching(k);
                                augmented = true;
                                break;
                            }
                        } else if s.label[w] == 0 {
                            s.label[w] = 2;
                            s.labelend[w] = p ^ 1;
                        }
                    } else if s.label[s.inblossom[w]] == 1 {
                        let b = s.inblossom[v];
                        if s.bestedge[b] == NONE || kslack < s.slack(s.bestedge[b]) {
                            s.bestedge[b] = k;
                        }
                    } else if s.label[w] == 0
                        && (s.bestedge[w] == NONE || kslack < s.slack(s.bestedge[w]))
                    {
                        s.bestedge[w] = k;
                    }
                }
                if augmented {
                    break;
                }
            }
            if augmented {
                break;
            }
            // No augmenting path: change the duals.
            let mut deltatype = 1;
            let mut delta = s.dualvar[..n].iter().copied().min().unwrap_or(0);
            let mut deltaedge = NONE;
            let mut deltablossom = NONE;
            for v in 0..n {
                if s.label[s.inblossom[v]] == 0 && s.bestedge[v] != NONE {
                    let d = s.slack(s.bestedge[v]);
                    if d < delta {
                        delta = d;
                        deltatype = 2;
                        deltaedge = s.bestedge[v];
                    }
                }
            }
            for b in 0..2 * n {
                if s.blossomparent[b] == NONE && s.label[b] == 1 && s.bestedge[b] != NONE {
                    let d = s.slack(s.bestedge[b]) / 2;
                    if d < delta {
                        delta = d;
                        deltatype = 3;
                        deltaedge = s.bestedge[b];
                    }
                }
            }
            for b in n..2 * n {
                if s.blossombase[b] != NONE
                    && s.blossomparent[b] == NONE
                    && s.label[b] == 2
                    && s.dualvar[b] < delta
                {
                    delta = s.dualvar[b];
                    deltatype = 4;
                    deltablossom = b;
                }
            }
            for v in 0..n {
                match s.label[s.inblossom[v]] {
                    1 => s.dualvar[v] -= delta,
                    2 => s.dualvar[v] += delta,
                    _ => {}
                }
            }
            for b in n..2 * n {
                if s.blossombase[b] != NONE && s.blossomparent[b] == NONE {
                    match s.label[b] {
                        1 => s.dualvar[b] += delta,
                        2 => s.dualvar[b] -= delta,
                        _ => {}
                    }
                }
            }
            match deltatype {
                1 => break,
                2 => {
                    s.allowedge[deltaedge] = true;
                    let (mut i, j, _) = s.edges[deltaedge];
                    if s.label[s.inblossom[i]] == 0 {
                        i = j;
                    }
                    s.queue.push(i);
                }
                3 => {
                    s.allowedge[deltaedge] = true;
                    let (i, _, _) = s.edges[deltaedge];
                    s.queue.push(i);
                }
                _ => s.expand_blossom(deltablossom, false),
            }
        }
        if !augmented {
            break;
        }
        for b in n..2 * n {
            if s.blossomparent[b] == NONE
                && s.blossombase[b] != NONE
                && s.label[b] == 1
                && s.dualvar[b] == 0
            {
                s.expand_blossom(b, true);
            }
        }
    }
    s.mate
        .iter()
        .map(|&p| (p != NONE).then(|| s.endpoint[p]))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The best matching by trying every one (small graphs).
    fn brute(n: usize, edges: &[Edge]) -> i128 {
        fn go(v: usize, n: usize, used: &mut Vec<bool>, w: &Vec<Vec<i128>>) -> i128 {
            if v == n {
                return 0;
            }
            if used[v] {
                return go(v + 1, n, used, w);
            }
            used[v] = true;
            let mut best = go(v + 1, n, used, w);
            for u in v + 1..n {
                if !used[u] && w[v][u] > 0 {
                    used[u] = true;
                    best = best.max(w[v][u] + go(v + 1, n, used, w));
                    used[u] = false;
                }
            }
            used[v] = false;
            best
        }
        let mut w = vec![vec![0; n]; n];
        for &(i, j, x) in edges {
            w[i][j] = x;
            w[j][i] = x;
        }
        go(0, n, &mut vec![false; n], &w)
    }

    #[test]
    fn matches_brute_force_on_random_graphs() {
        let mut seed = 12345u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..400 {
            let n = (next() % 11) as usize + 1;
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if next() % 3 != 0 {
                        edges.push((i, j, (next() % 20) as i128 + 1));
                    }
                }
            }
            let mate = max_weight_matching(n, &edges);
            let mut total = 0;
            for &(i, j, w) in &edges {
                if mate[i] == Some(j) {
                    assert_eq!(mate[j], Some(i));
                    total += w;
                }
            }
            assert_eq!(total, brute(n, &edges), "n {n} edges {edges:?}");
        }
    }
}
