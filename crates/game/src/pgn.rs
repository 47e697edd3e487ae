//! PGN import and export through the notation crate (RULES.md Part III).

use danilchuk_notation::pgn::{read_all, record, replay, write_game, GameResult, PgnGame};
use danilchuk_notation::Letters;

use danilchuk_board::{Color, DrawReason};

use crate::end::outcome_result;
use crate::rules::LINE_LIMIT_TAG;
use crate::{Game, GameError, GameRules};

impl<P: GameRules> Game<P> {
    /// The first game of a PGN text; see [`Game::from_pgn_game`].
    pub fn from_pgn(text: &str) -> Result<Game<P>, GameError> {
        let games = read_all(text)?;
        games
            .first()
            .ok_or(GameError::NoPgnGame)
            .and_then(Game::from_pgn_game)
    }

    /// A game read from PGN: the rule set's settings from its tag (Linear's
    /// `LineLimit`), the start position from `SetUp`/`FEN`, the main line's
    /// moves (SAN, long notation or UCI), and the result (the movetext's
    /// marker, else the `Result` tag):
    /// - if the game ended by the rules, the result must be that outcome's
    ///   (or `*`);
    /// - `1/2-1/2` otherwise is a claimed draw when one can be claimed, an
    ///   agreed draw if not;
    /// - `1-0` or `0-1` otherwise is the loser's resignation (or loss on
    ///   time, which PGN does not tell apart).
    ///
    /// A `Variant` tag naming another rule set is an error.
    pub fn from_pgn_game(pgn: &PgnGame) -> Result<Game<P>, GameError> {
        let settings = P::settings_from_tags(pgn.tag("Variant"), pgn.tag(LINE_LIMIT_TAG))?;
        let played = replay::<P>(pgn, settings)?;
        let mut game = Game::new(played.start);
        for (i, &m) in played.moves.iter().enumerate() {
            game.play(m).map_err(|error| GameError::Replay {
                ply: i + 1,
                text: pgn.moves.get(i).map(|w| w.text.clone()).unwrap_or_default(),
                error: Box::new(error),
            })?;
        }
        let result = pgn
            .result
            .or_else(|| pgn.tag("Result").and_then(|r| r.parse().ok()))
            .unwrap_or(GameResult::Unknown);
        game.apply_result(result)?;
        Ok(game)
    }

    /// Makes the game's end agree with a recorded result.
    fn apply_result(&mut self, result: GameResult) -> Result<(), GameError> {
        if result == GameResult::Unknown {
            return Ok(());
        }
        if let Some(outcome) = self.outcome() {
            return if outcome_result(outcome) == result {
                Ok(())
            } else {
                Err(GameError::Result(format!(
                    "the result {result} contradicts the end of the game: {outcome}"
                )))
            };
        }
        match result {
            GameResult::Draw => {
                let reason = self.claimable_draw().unwrap_or(DrawReason::Agreement);
                self.declare_recorded(reason)
            }
            GameResult::WhiteWins => self.resign(Color::Black).map(drop),
            GameResult::BlackWins => self.resign(Color::White).map(drop),
            GameResult::Unknown => Ok(()),
        }
    }

    /// The game as PGN: SAN moves in English letters, the `Variant` tag
    /// for the variants, `SetUp`/`FEN` for a non-standard start, the
    /// settings tag (Linear's `LineLimit` when there is a limit), and the
    /// `Result` tag and marker from [`Game::result`]. The Seven Tag Roster's
    /// other tags are the caller's to set ([`PgnGame::set_tag`]); the
    /// writer fills in defaults.
    pub fn to_pgn(&self) -> Result<PgnGame, GameError> {
        let mut pgn = record(self.start_position(), self.moves(), Letters::English)?;
        if let Some(value) = P::settings_tag(self.settings()) {
            pgn.set_tag(LINE_LIMIT_TAG, value);
        }
        let result = self.result();
        pgn.result = Some(result);
        pgn.set_tag("Result", result.as_str());
        Ok(pgn)
    }

    /// The game as PGN export-format text ([`Game::to_pgn`]).
    pub fn to_pgn_string(&self) -> Result<String, GameError> {
        let mut text = String::new();
        write_game(&self.to_pgn()?, &mut text)
            .map_err(|_| GameError::Result("cannot write PGN".into()))?;
        Ok(text)
    }
}
