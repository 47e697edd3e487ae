//! Move ordering, in stages: the hash move; good tactical moves (captures
//! and promotions whose static exchange does not lose, best first by the
//! rule set's key); the two killers; the counter-move; the quiet moves by
//! history; the bad tactical moves last.
//!
//! The legal moves are generated at once (the rule sets have no cheaper
//! partial generators), but each stage scores and tests its moves only
//! when it is reached, so a cutoff by the hash move or a capture costs no
//! history look-ups and no exchange evaluation of the rest.

use danilchuk_board::{Move, MoveList, MAX_MOVES};

use crate::eval::Evaluate;

/// Where a move came from: the search treats the stages differently.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Stage {
    /// The transposition table's move.
    Hash,
    /// A capture or promotion that does not lose material.
    GoodTactical,
    /// A quiet move that cut off a sibling node.
    Killer,
    /// The quiet move that last refuted the opponent's move.
    Counter,
    /// Any other quiet move.
    Quiet,
    /// A capture or promotion that loses material.
    BadTactical,
}

/// Hands out the moves of a list stage by stage, best first within a stage
/// (selection, so that an early cutoff costs no full sort).
pub(crate) struct MovePicker {
    moves: MoveList,
    scores: [i32; MAX_MOVES],
    /// `moves[..tacticals]` are the tactical moves, the rest quiet.
    tacticals: usize,
    /// The bad tactical moves found so far are `moves[..bad]`.
    bad: usize,
    next: usize,
    stage: Stage,
    hash: Option<Move>,
    /// The killers and the counter-move, in the order they are tried.
    refutations: [Option<Move>; 3],
    refutation_next: usize,
}

impl MovePicker {
    /// A picker for `moves`, the legal moves of `pos`.
    pub(crate) fn new<P: Evaluate>(
        pos: &P,
        mut moves: MoveList,
        hash_move: Option<Move>,
        killers: [Option<Move>; 2],
        counter: Option<Move>,
    ) -> MovePicker {
        let mut scores = [0i32; MAX_MOVES];
        // Tactical moves to the front, with their keys.
        let mut tacticals = 0;
        for i in 0..moves.len() {
            if let Some(order) = pos.tactical_order(moves[i]) {
                moves.swap(i, tacticals);
                scores[tacticals] = order;
                tacticals += 1;
            }
        }
        let hash = hash_move.filter(|m| moves.contains(m));
        let quiet = |m: &Option<Move>| -> Option<Move> {
            m.filter(|m| Some(*m) != hash && moves[tacticals..].contains(m))
        };
        let first = quiet(&killers[0]);
        let second = quiet(&killers[1]).filter(|m| Some(*m) != first);
        let counter = quiet(&counter).filter(|m| Some(*m) != first && Some(*m) != second);
        MovePicker {
            moves,
            scores,
            tacticals,
            bad: 0,
            next: 0,
            stage: Stage::Hash,
            hash,
            refutations: [first, second, counter],
            refutation_next: 0,
        }
    }

    /// The next move and its stage; `quiet_score` scores the quiet moves
    /// (history) when their stage begins.
    pub(crate) fn next<P: Evaluate>(
        &mut self,
        pos: &P,
        quiet_score: impl Fn(Move) -> i32,
    ) -> Option<(Move, Stage)> {
        loop {
            match self.stage {
                Stage::Hash => {
                    self.stage = Stage::GoodTactical;
                    if let Some(m) = self.hash {
                        return Some((m, Stage::Hash));
                    }
                }
                Stage::GoodTactical => {
                    while self.next < self.tacticals {
                        let m = self.select(self.next, self.tacticals);
                        self.next += 1;
                        if Some(m) == self.hash {
                            continue;
                        }
                        if pos.see_ge(m, 0) {
                            return Some((m, Stage::GoodTactical));
                        }
                        // Kept at the front, in order, for the last stage.
                        self.moves.swap(self.bad, self.next - 1);
                        self.bad += 1;
                    }
                    self.stage = Stage::Killer;
                }
                Stage::Killer | Stage::Counter => {
                    while self.refutation_next < self.refutations.len() {
                        let i = self.refutation_next;
                        self.refutation_next += 1;
                        if let Some(m) = self.refutations[i] {
                            let stage = if i < 2 { Stage::Killer } else { Stage::Counter };
                            return Some((m, stage));
                        }
                    }
                    self.stage = Stage::Quiet;
                    for i in self.tacticals..self.moves.len() {
                        self.scores[i] = quiet_score(self.moves[i]);
                    }
                    self.next = self.tacticals;
                }
                Stage::Quiet => {
                    while self.next < self.moves.len() {
                        let m = self.select(self.next, self.moves.len());
                        self.next += 1;
                        if Some(m) == self.hash || self.refutations.contains(&Some(m)) {
                            continue;
                        }
                        return Some((m, Stage::Quiet));
                    }
                    self.stage = Stage::BadTactical;
                    self.next = 0;
                }
                Stage::BadTactical => {
                    if self.next < self.bad {
                        self.next += 1;
                        return Some((self.moves[self.next - 1], Stage::BadTactical));
                    }
                    return None;
                }
            }
        }
    }

    /// Brings the best-scored move of `moves[from..to]` to `from`.
    fn select(&mut self, from: usize, to: usize) -> Move {
        let mut best = from;
        for i in from + 1..to {
            if self.scores[i] > self.scores[best] {
                best = i;
            }
        }
        self.moves.swap(from, best);
        self.scores.swap(from, best);
        self.moves[from]
    }
}

#[cfg(test)]
mod tests {
    use danilchuk_board::{MoveList, Position};
    use danilchuk_classical::Chess;

    use super::*;

    fn order(fen: &str, hash: Option<&str>, killer: Option<&str>) -> Vec<(String, Stage)> {
        let pos = Chess::from_fen(fen).unwrap();
        let mut moves = MoveList::new();
        pos.legal_moves_into(&mut moves);
        let parse = |s: Option<&str>| s.map(|s| pos.parse_uci(s).unwrap());
        let mut picker = MovePicker::new(&pos, moves, parse(hash), [parse(killer), None], None);
        let mut out = Vec::new();
        while let Some((m, stage)) = picker.next(&pos, |_| 0) {
            out.push((pos.uci(m).to_string(), stage));
        }
        out
    }

    #[test]
    fn every_move_once_hash_first_and_losing_captures_last() {
        // The queen can take a defended pawn on d5 (bad) or a free one on h5.
        let fen = "4k3/8/2p5/3p3p/8/8/8/3QK3 w - - 0 1";
        let seen = order(fen, Some("e1f2"), Some("d1a4"));
        let pos = Chess::from_fen(fen).unwrap();
        assert_eq!(seen.len(), pos.legal_moves().len());
        let mut names: Vec<&String> = seen.iter().map(|(m, _)| m).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), seen.len(), "no move twice");
        assert_eq!(seen[0], ("e1f2".into(), Stage::Hash));
        assert_eq!(seen[1], ("d1h5".into(), Stage::GoodTactical));
        assert_eq!(seen[2], ("d1a4".into(), Stage::Killer));
        assert_eq!(seen.last(), Some(&("d1d5".into(), Stage::BadTactical)));
    }
}
