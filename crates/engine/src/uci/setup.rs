//! The position a `position` command sets up: a start and the moves played
//! from it, each of which must be legal. A GUI that does not adjudicate
//! plays on after the rules ended the game (the seventy-five-move rule, a
//! fivefold repetition, dead material): those moves are played too, and
//! the engine answers for the position they reach, never for an earlier
//! one.

use danilchuk_board::Position;
use danilchuk_game::{AnyGame, GameError};
use danilchuk_variant::AnyPosition;

use crate::search::{PathEntry, Root};

/// A start position and the legal moves played from it.
#[derive(Clone, Debug)]
pub(crate) struct Setup {
    /// The game, up to its end if it ended.
    game: AnyGame,
    /// The moves played after the game's end: the position they reach,
    /// and each position after the end as the search's repetition test
    /// needs it.
    after_end: Option<(AnyPosition, Vec<PathEntry>)>,
}

impl Setup {
    /// The current position of `game`, its history counting for repetitions.
    pub(crate) fn new(game: AnyGame) -> Setup {
        Setup {
            game,
            after_end: None,
        }
    }

    /// The position reached.
    pub(crate) fn position(&self) -> &AnyPosition {
        match &self.after_end {
            Some((pos, _)) => pos,
            None => self.game.position(),
        }
    }

    /// Plays a move given in the rule set's UCI form (Part III): refused
    /// only if it is not a legal move of the position, also after the end
    /// of the game.
    pub(crate) fn play_uci(&mut self, text: &str) -> Result<(), GameError> {
        if self.after_end.is_none() && !self.game.is_over() {
            return self.game.play_uci(text).map(drop);
        }
        let mut next = *self.position();
        let m = next.parse_uci(text)?;
        next.play(m)?;
        let entry = PathEntry::of(&next);
        match &mut self.after_end {
            Some((pos, path)) => {
                *pos = next;
                path.push(entry);
            }
            None => self.after_end = Some((next, vec![entry])),
        }
        Ok(())
    }

    /// The root of a search of the position reached.
    pub(crate) fn root(&self) -> Root<AnyPosition> {
        let root = Root::of(&self.game);
        let Some((pos, after)) = &self.after_end else {
            return root;
        };
        // The position's own end (mate, stalemate, L-5) or, failing one,
        // the game's: a draw by the rules stays a draw (a decisive end
        // leaves no move to play on).
        let outcome = pos.outcome().or(self.game.outcome());
        Root::new(*pos, [root.path(), after].concat(), outcome)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use danilchuk_board::{DrawReason, Outcome};
    use danilchuk_variant::Rules;

    fn set_up(fen: &str, moves: &[&str]) -> Result<Setup, GameError> {
        let mut setup = Setup::new(AnyGame::from_fen_with(fen, Rules::Chess)?);
        for m in moves {
            setup.play_uci(m)?;
        }
        Ok(setup)
    }

    #[test]
    fn moves_after_the_seventy_five_move_rule_are_played_and_the_draw_stands() {
        let fen = "4k3/8/8/8/8/8/8/4K2R w - - 149 100";
        let setup = set_up(fen, &["h1h2", "e8d8", "e1e2"]).unwrap();
        assert_eq!(setup.position().fen(), "3k4/8/8/8/8/8/4K2R/8 b - - 152 101");
        let root = setup.root();
        assert_eq!(root.position(), setup.position());
        assert_eq!(root.path().len(), 4);
        assert_eq!(
            root.outcome(),
            Some(Outcome::Draw {
                reason: DrawReason::SeventyFiveMoveRule
            })
        );
        // An illegal move is refused after the end as before it.
        assert!(set_up(fen, &["h1h2", "e8e6"]).is_err());
        assert!(set_up(fen, &["h1h2", "e8d8", "zz"]).is_err());
    }

    #[test]
    fn a_mate_after_the_end_is_the_position_s_own_end() {
        // Fivefold repetition at the start, then a fool's mate.
        let mut moves = Vec::new();
        for _ in 0..4 {
            moves.extend(["g1f3", "g8f6", "f3g1", "f6g8"]);
        }
        moves.extend(["f2f3", "e7e5", "g2g4", "d8h4"]);
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let setup = set_up(start, &moves).unwrap();
        assert!(matches!(
            setup.root().outcome(),
            Some(Outcome::Decisive { .. })
        ));
        assert_eq!(setup.root().path().len(), moves.len() + 1);
    }
}
