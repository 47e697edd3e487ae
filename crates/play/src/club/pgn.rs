//! Every game of a tournament as one PGN text: each game's own record
//! (from the store) with the tournament's tags put in (Event, Site,
//! Round `R.B`, White, Black, Result as the tournament counts it), and a
//! record of tags and result alone for a game played over the board.

use danilchuk_notation::pgn::{write_games, GameResult as PgnResult, PgnGame, PgnReader};
use danilchuk_pairings::GameResult;

use super::tournament::ClubTournament;

/// PGN's unknown date.
const UNKNOWN_DATE: &str = "????.??.??";

impl ClubTournament {
    /// The PGN of every board, round by round: `game_pgn(id)` gives a
    /// game's own PGN text (`None` when the store has none). A board with
    /// no game that was decided by forfeit was never played and is left
    /// out.
    pub(crate) fn pgn(&self, game_pgn: impl Fn(&str) -> Option<String>) -> String {
        let mut games = Vec::new();
        for (r, round) in self.rounds.iter().enumerate() {
            for (b, board) in round.boards.iter().enumerate() {
                let result = self.board_result(r, board.white);
                let forfeit = matches!(
                    result,
                    Some(
                        GameResult::WhiteWinsByForfeit
                            | GameResult::BlackWinsByForfeit
                            | GameResult::DoubleForfeit
                    )
                );
                let own = board
                    .game
                    .as_deref()
                    .and_then(&game_pgn)
                    .and_then(|text| PgnReader::new(text.as_bytes()).next()?.ok());
                if own.is_none() && board.game.is_none() && forfeit {
                    continue;
                }
                let mut pgn = own.unwrap_or_else(|| self.bare_game());
                self.put_tags(
                    &mut pgn,
                    r as u32 + 1,
                    b as u32 + 1,
                    board.white,
                    board.black,
                );
                pgn.set_tag("Result", pgn_result(result).as_str());
                pgn.result = Some(pgn_result(result));
                games.push(pgn);
            }
        }
        let mut out = String::new();
        // Writing to a String does not fail.
        let _ = write_games(&games, &mut out);
        out
    }

    /// A record without moves with the rule set's tags, as the board's
    /// game PGN writes them (`Variant` but for classical chess, Linear's
    /// `LineLimit`) and the clock.
    fn bare_game(&self) -> PgnGame {
        let mut pgn = PgnGame::default();
        let rules = self.settings.rules;
        if rules != danilchuk_variant::Rules::Chess {
            pgn.set_tag("Variant", rules.pgn_variant());
        }
        if let Some(limit) = rules.pgn_line_limit() {
            pgn.set_tag("LineLimit", limit);
        }
        let clock = self.settings.clock;
        pgn.set_tag(
            "TimeControl",
            format!("{}+{}", clock.initial, clock.increment),
        );
        pgn
    }

    /// The tournament's tags of a board's game. The game's own `Date` is
    /// kept when it has one; the tournament's first day is `EventDate`.
    fn put_tags(&self, pgn: &mut PgnGame, round: u32, board: u32, white: u32, black: u32) {
        let date = self.settings.date.as_ref().map(|d| d.replace('-', "."));
        pgn.set_tag("Event", self.name());
        pgn.set_tag("Site", self.settings.site.as_deref().unwrap_or("?"));
        if pgn.tag("Date").is_none_or(|d| d == UNKNOWN_DATE) {
            pgn.set_tag("Date", date.as_deref().unwrap_or(UNKNOWN_DATE));
        }
        if let Some(date) = date {
            pgn.set_tag("EventDate", date);
        }
        pgn.set_tag("Round", format!("{round}.{board}"));
        pgn.set_tag("White", self.player_name(white));
        pgn.set_tag("Black", self.player_name(black));
    }
}

/// The PGN result of a board's result: a forfeit as the points go, a
/// double forfeit or a pending game `*`.
fn pgn_result(result: Option<GameResult>) -> PgnResult {
    match result {
        Some(GameResult::WhiteWins | GameResult::WhiteWinsByForfeit) => PgnResult::WhiteWins,
        Some(GameResult::BlackWins | GameResult::BlackWinsByForfeit) => PgnResult::BlackWins,
        Some(GameResult::Draw) => PgnResult::Draw,
        Some(GameResult::DoubleForfeit) | None => PgnResult::Unknown,
    }
}
