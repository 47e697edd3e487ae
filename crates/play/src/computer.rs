//! The computer opponent.
//!
//! A stand-in until the `danilchuk-engine` search is wired in: it plays a
//! move that wins at once if there is one, avoids moves that let the
//! opponent win at once, and otherwise prefers material (a capture in
//! classical and Linear chess, a check in Immortal chess, where nothing
//! leaves the board), choosing at random among equals. Strength 1 plays at
//! random; higher strengths look ahead as described.

use danilchuk_board::{Color, Move, Position, Role};
use danilchuk_game::Game;

use crate::Marks;

/// The computer's strength, from 1 (random) up to [`Strength::MAX`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Strength(u8);

impl Strength {
    /// The weakest: a random legal move.
    pub const MIN: Strength = Strength(1);
    /// The strongest level the board offers.
    pub const MAX: Strength = Strength(5);
    /// The level a new game starts with.
    pub const DEFAULT: Strength = Strength(3);

    /// The level `level`, if it is within `MIN..=MAX`.
    pub const fn new(level: u8) -> Option<Strength> {
        if level >= Strength::MIN.0 && level <= Strength::MAX.0 {
            Some(Strength(level))
        } else {
            None
        }
    }

    /// The level as a number.
    pub const fn level(self) -> u8 {
        self.0
    }
}

impl Default for Strength {
    fn default() -> Strength {
        Strength::DEFAULT
    }
}

/// Chooses the computer's moves.
#[derive(Clone, Debug)]
pub struct Computer {
    rng: u64,
}

impl Computer {
    /// What the board calls this opponent.
    pub const NAME: &'static str = "stand-in (greedy one-move lookahead, not the engine)";

    /// A computer whose random choices follow `seed`.
    pub fn new(seed: u64) -> Computer {
        Computer {
            rng: seed | 1, // xorshift needs a non-zero state
        }
    }

    fn next(&mut self) -> u64 {
        // xorshift64: enough to vary the stand-in's choices.
        let mut x = self.rng;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.rng = x;
        x
    }

    /// The move the computer plays in `game`, or `None` if there is none.
    pub fn choose<P: Marks>(&mut self, game: &Game<P>, strength: Strength) -> Option<Move> {
        let pos = game.position();
        let moves = pos.legal_moves();
        if moves.is_empty() || game.is_over() {
            return None;
        }
        if strength == Strength::MIN {
            let i = (self.next() % moves.len() as u64) as usize;
            return moves.get(i).copied();
        }
        let me = pos.turn();
        let mut best: Vec<Move> = Vec::new();
        let mut best_score = i64::MIN;
        for &m in &moves {
            let mut after = pos.clone();
            after.play_unchecked(m);
            let score = score_after(&after, me, strength);
            if score > best_score {
                best_score = score;
                best.clear();
            }
            if score == best_score {
                best.push(m);
            }
        }
        let i = (self.next() % best.len() as u64) as usize;
        best.get(i).copied()
    }
}

const WIN: i64 = 1_000_000;

/// How good `after` is for `me`, who just moved.
fn score_after<P: Position>(after: &P, me: Color, strength: Strength) -> i64 {
    if let Some(outcome) = after.outcome() {
        return match outcome.winner() {
            Some(w) if w == me => WIN,
            Some(_) => -WIN,
            None => 0,
        };
    }
    let mut score = material(after, me);
    if after.is_check() {
        score += 30;
    }
    if strength >= Strength(3) {
        // Does any reply win at once, or win material?
        let mut worst = 0;
        for reply in after.legal_moves() {
            let mut next = after.clone();
            next.play_unchecked(reply);
            let value = match next.outcome().map(|o| o.winner()) {
                Some(Some(w)) if w != me => -WIN / 2,
                _ if strength >= Strength(4) => material(&next, me) - material(after, me),
                _ => 0,
            };
            worst = worst.min(value);
        }
        score += worst;
    }
    score
}

/// Material balance for `me`, classical values (kings counted in Linear,
/// where they can be taken).
fn material<P: Position>(pos: &P, me: Color) -> i64 {
    let board = pos.board();
    let value = |role: Role| match role {
        Role::Pawn => 100,
        Role::Knight | Role::Bishop => 300,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 400,
    };
    board
        .pieces()
        .map(|(_, piece)| {
            let v = value(piece.role);
            if piece.color == me {
                v
            } else {
                -v
            }
        })
        .sum()
}
