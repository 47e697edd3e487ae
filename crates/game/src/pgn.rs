//! PGN import and export through the notation crate (RULES.md Part III).

use danilchuk_notation::pgn::{record, replay, write_game, GameResult, PgnGame, PgnReader};
use danilchuk_notation::{Letters, MoveNumber, PgnError, PgnErrorKind};

use danilchuk_board::{Color, DrawReason};

use danilchuk_variant::Rules;

use crate::end::outcome_result;
use crate::rules::settings_for;
use crate::{Game, GameError, GameRules};

/// The name of the PGN tag that holds Linear's line limit (Part III).
const LINE_LIMIT_TAG: &str = "LineLimit";

impl<P: GameRules> Game<P> {
    /// The first game of a PGN text; see [`Game::from_pgn_game`]. Only the
    /// first: the games after it are checked for PGN syntax and then left
    /// unread. For a file of several games, read each with
    /// [`danilchuk_notation::pgn::PgnReader`] (which also numbers them:
    /// [`PgnGame::number`], and an error names its game and move) and
    /// [`Game::from_pgn_game`].
    ///
    /// # Errors
    ///
    /// [`GameError::Pgn`] when the text is not PGN, [`GameError::NoPgnGame`]
    /// when it holds no game, and the errors of [`Game::from_pgn_game`].
    pub fn from_pgn(text: &str) -> Result<Game<P>, GameError> {
        Game::from_pgn_with(text, P::Settings::default())
    }

    /// The first game of a PGN text, read with `default` settings when its
    /// tags name none; see [`Game::from_pgn_game_with`].
    ///
    /// # Errors
    ///
    /// As [`Game::from_pgn`].
    ///
    /// ```
    /// use danilchuk_game::AnyGame;
    /// use danilchuk_variant::Rules;
    ///
    /// // A club's file of Immortal games without a Variant tag.
    /// let game = AnyGame::from_pgn_with("1. e4 e5 2. Qh5 Qf6 3. Qxf7+ *", Rules::Immortal)?;
    /// assert_eq!(game.settings(), Rules::Immortal);
    /// // A Variant tag still decides.
    /// let game = AnyGame::from_pgn_with("[Variant \"Linear3\"]\n\n1. e4 *", Rules::Immortal)?;
    /// assert_eq!(game.settings(), "linear3".parse()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_pgn_with(text: &str, default: P::Settings) -> Result<Game<P>, GameError> {
        // Every game is read (checked for PGN syntax), the first played.
        let games = PgnReader::new(text.as_bytes()).collect::<Result<Vec<_>, _>>()?;
        let first = games.first().ok_or(GameError::NoPgnGame)?;
        Game::from_pgn_game_with(first, default)
    }

    /// A game read from PGN, classical chess when it has no `Variant` tag
    /// (Part III); see [`Game::from_pgn_game_with`].
    ///
    /// # Errors
    ///
    /// As [`Game::from_pgn_game_with`].
    pub fn from_pgn_game(pgn: &PgnGame) -> Result<Game<P>, GameError> {
        Game::from_pgn_game_with(pgn, P::Settings::default())
    }

    /// A game read from PGN: the rules from its `Variant` tag (any name of
    /// [`danilchuk_board::RULE_SET_NAMES`]: `Immortal`, `Linear`,
    /// `Linear3`, ...) and `LineLimit` tag, or `default` when it has no
    /// `Variant` tag; the start position from `SetUp`/`FEN`; the main
    /// line's moves (SAN, long notation or UCI; null moves refused, IV-10);
    /// and the result (the movetext's marker, else the `Result` tag):
    /// - if the game ended by the rules, the result must be that outcome's
    ///   (or `*`);
    /// - `1/2-1/2` otherwise is a claimed draw when one can be claimed, an
    ///   agreed draw if not;
    /// - `1-0` or `0-1` otherwise is the loser's resignation (or loss on
    ///   time, which PGN does not tell apart).
    ///
    /// # Errors
    ///
    /// [`GameError::Rules`] when the tags name no rules,
    /// [`GameError::WrongVariant`] when they name another rule set than
    /// `P`'s, [`GameError::Pgn`] when the start position cannot be read,
    /// when a move of the main line cannot be read or played (the
    /// [`PgnError`] names the game's number in its text, the move's number
    /// and side, its line and column; [`GameError::illegality`] says why a
    /// move is illegal), or when the main line holds a null move
    /// ([`PgnErrorKind::NullMoveInMainLine`]: no rule set allows one in
    /// play; [`danilchuk_notation::pgn::replay`] reads such a game and
    /// marks it), [`GameError::Replay`] when the game refuses a move the
    /// rule set allows (one after an automatic draw ended the game),
    /// [`GameError::Result`] when the result contradicts the end of the
    /// game.
    pub fn from_pgn_game_with(pgn: &PgnGame, default: P::Settings) -> Result<Game<P>, GameError> {
        let rules = Rules::from_pgn_tags_or(
            pgn.tag("Variant"),
            pgn.tag(LINE_LIMIT_TAG),
            P::rules_of(default),
        )?;
        let settings = settings_for::<P>(rules)?;
        let played = replay::<P>(pgn, settings)?;
        if let Some(&ply) = played.null_moves.first() {
            // IV-10: read by `replay`, but no rule set plays a pass.
            let span = pgn.moves.get(ply).map(|m| m.span).unwrap_or(pgn.span);
            let kind = PgnErrorKind::NullMoveInMainLine;
            let start = &played.start;
            let ply = u32::try_from(ply + 1).unwrap_or(u32::MAX);
            let at = MoveNumber::of_ply(start.fullmoves(), start.turn(), ply);
            let error = PgnError::new(span.line, span.column, kind)
                .in_game(pgn.number)
                .at_move(at);
            return Err(error.into());
        }
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
    ///
    /// # Errors
    ///
    /// [`GameError::Notation`] if a move cannot be written, which a game's own
    /// moves, all legal, never give.
    pub fn to_pgn(&self) -> Result<PgnGame, GameError> {
        let mut pgn = record(self.start_position(), self.moves(), Letters::English)?;
        if let Some(value) = P::rules_of(self.settings()).pgn_line_limit() {
            pgn.set_tag(LINE_LIMIT_TAG, value);
        }
        let result = self.result();
        pgn.result = Some(result);
        pgn.set_tag("Result", result.as_str());
        Ok(pgn)
    }

    /// The game as PGN export-format text ([`Game::to_pgn`]).
    ///
    /// # Errors
    ///
    /// As [`Game::to_pgn`].
    pub fn to_pgn_string(&self) -> Result<String, GameError> {
        let mut text = String::new();
        write_game(&self.to_pgn()?, &mut text)
            .map_err(|_| GameError::Result("cannot write PGN".into()))?;
        Ok(text)
    }
}
