//! What a player's personal link shows (the player's current game and
//! side), and a tournament's line in the list of tournaments.

use serde::Serialize;

use super::tournament::ClubTournament;

/// The player's view (`GET /api/tournaments/{id}/me`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct MeView {
    /// The player's start number.
    pub(crate) player: u32,
    /// The player's name.
    pub(crate) name: String,
    /// The game of the player's board in the last round paired, if it has
    /// one (a game over the board, a bye or no round yet: `None`).
    pub(crate) game: Option<String>,
    /// The player's side in it: `white` or `black`.
    pub(crate) side: Option<&'static str>,
    /// The last round paired (0 before the first).
    pub(crate) round: u32,
}

/// A tournament in the list (`GET /api/tournaments`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Summary {
    /// The tournament's public id.
    pub(crate) id: String,
    /// The name.
    pub(crate) name: String,
    /// The rule set's name.
    pub(crate) rules: &'static str,
    /// The pairing system's name.
    pub(crate) system: &'static str,
    /// The rounds planned.
    pub(crate) rounds: u32,
    /// The rounds paired.
    pub(crate) round: u32,
    /// The players registered.
    pub(crate) players: u32,
    /// `registration`, `playing` or `finished`.
    pub(crate) state: &'static str,
}

impl ClubTournament {
    /// The view of the player holding `offered` (the token's secret), or
    /// `None` when it is no player's.
    pub(crate) fn me(&self, offered: &str) -> Option<MeView> {
        let player = self.player_of(offered)?;
        Some(self.me_of(player))
    }

    /// The view of player `player` (known to be there).
    pub(crate) fn me_of(&self, player: u32) -> MeView {
        let board = self.rounds.last().and_then(|round| {
            round
                .boards
                .iter()
                .find(|b| b.white == player || b.black == player)
        });
        MeView {
            player,
            name: self.player_name(player).to_string(),
            game: board.and_then(|b| b.game.clone()),
            side: board.map(|b| if b.white == player { "white" } else { "black" }),
            round: self.round(),
        }
    }

    /// The tournament's line in the list, under its public id.
    pub(crate) fn summary(&self, id: &str) -> Summary {
        Summary {
            id: id.to_string(),
            name: self.name().to_string(),
            rules: self.settings.rules.name(),
            system: self.settings.system.name(),
            rounds: self.rounds_planned(),
            round: self.round(),
            players: self.pairings.players().len() as u32,
            state: self.state().name(),
        }
    }
}
