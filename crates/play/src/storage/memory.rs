//! The games kept as values in memory, without SQLite (the static site's
//! WebAssembly build): the same calls as the SQLite database, each game
//! kept as its rows ([`RawGame`]), which the embedding program saves
//! ([`Database::export`]) and gives back after a reload
//! ([`Database::import`]).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};

use serde::{Deserialize, Serialize};

use super::error::StorageError;
use super::kept::{KeptTournament, TournamentWrite};
use super::listed::Listed;
use super::raw::RawGame;
use crate::session::date::now_ms;
use crate::session::table::{Stored, Table};

/// The name the store gives for where its games are: they are in memory.
pub const DATABASE_FILE: &str = ":memory:";

/// The most games kept: the ones changed longest ago go first (but never
/// a tournament's, whose results are read from its games), so that
/// memory (and what the embedding program saves) stays bounded.
const MAX_KEPT: usize = 200;

/// One game as kept: its rows, who made it, when it changed last.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Kept {
    raw: RawGame,
    updated_ms: u64,
    #[serde(default)]
    creator: Option<String>,
    /// The tournament that paired it, if one did.
    #[serde(default)]
    tournament: Option<String>,
}

/// The games by id, as values.
pub(crate) struct Database {
    games: Mutex<HashMap<String, Kept>>,
    /// The tournaments, by id (in [`Database::export`] with the games).
    tournaments: Mutex<HashMap<String, KeptTournament>>,
    path: PathBuf,
}

impl Database {
    /// An empty store.
    #[allow(clippy::unnecessary_wraps)]
    pub(crate) fn in_memory() -> Result<Database, StorageError> {
        Ok(Database {
            games: Mutex::new(HashMap::new()),
            tournaments: Mutex::new(HashMap::new()),
            path: PathBuf::from(DATABASE_FILE),
        })
    }

    /// Refused: this build keeps no games on disk.
    pub(crate) fn open(dir: &Path) -> Result<Database, StorageError> {
        Err(StorageError::Directory {
            path: dir.to_path_buf(),
            reason:
                "this build of the board keeps its games in memory (without the `sqlite` feature)"
                    .to_string(),
        })
    }

    /// Where the games are: in memory.
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<String, Kept>> {
        self.games.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Keeps `table` as it is now.
    pub(crate) fn save(&self, table: &mut Table) -> Result<(), StorageError> {
        self.save_by(table, None)
    }

    /// [`Database::save`], naming who made a new game.
    #[allow(clippy::unnecessary_wraps)]
    pub(crate) fn save_by(
        &self,
        table: &mut Table,
        creator: Option<&str>,
    ) -> Result<(), StorageError> {
        let now = now_ms();
        let raw = RawGame::of(table, now);
        let mut games = self.lock();
        let before = games.get(&table.id);
        let creator = creator
            .map(str::to_string)
            .or_else(|| before.and_then(|k| k.creator.clone()));
        let tournament = before.and_then(|k| k.tournament.clone());
        games.insert(
            table.id.clone(),
            Kept {
                raw,
                updated_ms: now,
                creator,
                tournament,
            },
        );
        while games.len() > MAX_KEPT {
            // A tournament's games stay: its results are read from them.
            let oldest = games
                .iter()
                .filter(|(_, k)| k.tournament.is_none())
                .min_by_key(|(_, k)| k.updated_ms)
                .map(|(id, _)| id.clone());
            match oldest {
                Some(id) => games.remove(&id),
                None => break,
            };
        }
        table.stored = Stored {
            row: Some(0),
            moves: table.session.game().ply(),
            start_changed: false,
            interruptions: table.interruptions.len(),
        };
        Ok(())
    }

    fn lock_tournaments(&self) -> MutexGuard<'_, HashMap<String, KeptTournament>> {
        self.tournaments
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// The kept tournament `id`, if there is one.
    #[allow(clippy::unnecessary_wraps)]
    pub(crate) fn tournament(&self, id: &str) -> Result<Option<KeptTournament>, StorageError> {
        Ok(self.lock_tournaments().get(id).cloned())
    }

    /// The `limit` tournaments made last, the newest first.
    #[allow(clippy::unnecessary_wraps)]
    pub(crate) fn tournaments(&self, limit: usize) -> Result<Vec<KeptTournament>, StorageError> {
        let mut all: Vec<KeptTournament> = self.lock_tournaments().values().cloned().collect();
        all.sort_by(|a, b| {
            b.created_ms
                .cmp(&a.created_ms)
                .then_with(|| b.id.cmp(&a.id))
        });
        all.truncate(limit);
        Ok(all)
    }

    /// The tournament that paired the game `id`, if any.
    #[allow(clippy::unnecessary_wraps)]
    pub(crate) fn game_tournament(&self, id: &str) -> Result<Option<String>, StorageError> {
        Ok(self.lock().get(id).and_then(|k| k.tournament.clone()))
    }

    /// Keeps `write` and the new `games` (each marked as the
    /// tournament's) together: [`StorageError::Stale`] and nothing kept
    /// when the kept version is not the one expected.
    pub(crate) fn write_tournament(
        &self,
        write: &TournamentWrite<'_>,
        games: &mut [Table],
    ) -> Result<(), StorageError> {
        let now = now_ms();
        // The tournaments' lock is held while the games are kept, so
        // that no other change of the tournament comes in between.
        let mut tournaments = self.lock_tournaments();
        let created_ms = match (tournaments.get(write.id), write.expected) {
            (None, None) => now,
            (Some(kept), Some(expected)) if kept.version == expected => kept.created_ms,
            _ => {
                return Err(StorageError::Stale {
                    path: self.path.clone(),
                    id: write.id.to_string(),
                })
            }
        };
        for table in games.iter_mut() {
            self.save(table)?;
            if let Some(kept) = self.lock().get_mut(&table.id) {
                kept.tournament = Some(write.id.to_string());
            }
        }
        tournaments.insert(
            write.id.to_string(),
            KeptTournament {
                id: write.id.to_string(),
                state: write.state.to_string(),
                version: write.version,
                created_ms,
                updated_ms: now,
            },
        );
        Ok(())
    }

    /// The kept game `id`, replayed, if there is one.
    pub(crate) fn load(&self, id: &str) -> Result<Option<Table>, StorageError> {
        let Some(kept) = self.lock().get(id).cloned() else {
            return Ok(None);
        };
        kept.raw
            .into_table(now_ms())
            .map(Some)
            .map_err(|reason| StorageError::BadGame {
                path: self.path.clone(),
                id: id.to_string(),
                reason,
            })
    }

    /// The `limit` games changed last, the latest first (a game that does
    /// not replay is left out).
    #[allow(clippy::unnecessary_wraps)]
    pub(crate) fn recent(&self, limit: usize) -> Result<Vec<Listed>, StorageError> {
        let mut kept: Vec<Kept> = self.lock().values().cloned().collect();
        kept.sort_by(|a, b| {
            b.updated_ms
                .cmp(&a.updated_ms)
                .then_with(|| b.raw.id.cmp(&a.raw.id))
        });
        let now = now_ms();
        Ok(kept
            .into_iter()
            .filter_map(|k| {
                let updated = k.updated_ms;
                k.raw.into_table(now).ok().map(|t| Listed::of(&t, updated))
            })
            .take(limit)
            .collect())
    }

    /// How many games are unfinished and changed since `since_ms` (of
    /// `creator`, if given); a game never moved in, since `idle_since_ms`.
    #[allow(clippy::unnecessary_wraps)]
    pub(crate) fn live_since(
        &self,
        since_ms: u64,
        idle_since_ms: u64,
        creator: Option<&str>,
    ) -> Result<usize, StorageError> {
        let games = self.lock();
        Ok(games
            .values()
            .filter(|k| creator.is_none() || k.creator.as_deref() == creator)
            .filter(|k| k.raw.ended.is_none() && k.updated_ms > since_ms)
            .filter(|k| k.updated_ms > idle_since_ms || !k.raw.moves.is_empty())
            .count())
    }

    /// The games whose flag fell: the board checks each game's clock as it
    /// is asked for it, so none here.
    #[allow(clippy::unnecessary_wraps, clippy::unused_self)]
    pub(crate) fn fallen_flags(&self) -> Result<Vec<String>, StorageError> {
        Ok(Vec::new())
    }

    /// Nothing to resume: the clocks of games kept in memory resume as
    /// they are read back.
    #[allow(clippy::unnecessary_wraps, clippy::unused_self)]
    pub(crate) fn resume_clocks(&self) -> Result<usize, StorageError> {
        Ok(0)
    }

    /// Every game and tournament kept, as JSON, for the embedding program
    /// to save.
    pub(crate) fn export(&self) -> String {
        // One lock at a time: a tournament's change takes the
        // tournaments' lock before the games'.
        let games: Vec<Kept> = self.lock().values().cloned().collect();
        let tournaments = self.lock_tournaments().values().cloned().collect();
        let saved = Saved { games, tournaments };
        serde_json::to_string(&saved).unwrap_or_else(|_| "[]".to_string())
    }

    /// Takes back the games and tournaments [`Database::export`] wrote
    /// (each game replayed first: one that does not replay is left out),
    /// or the games alone as earlier boards wrote them (a list). Returns
    /// how many games were taken.
    ///
    /// # Errors
    ///
    /// [`StorageError::Damaged`] when `saved` is not what `export` writes.
    pub(crate) fn import(&self, saved: &str) -> Result<usize, StorageError> {
        let saved: Export = serde_json::from_str(saved).map_err(|e| StorageError::Damaged {
            path: self.path.clone(),
            reason: e.to_string(),
        })?;
        let Saved {
            games: kept,
            tournaments,
        } = match saved {
            Export::Games(games) => Saved {
                games,
                tournaments: Vec::new(),
            },
            Export::All(all) => all,
        };
        let now = now_ms();
        let mut games = self.lock();
        let mut taken = 0;
        for k in kept {
            if k.raw.clone().into_table(now).is_ok() {
                games.insert(k.raw.id.clone(), k);
                taken += 1;
            }
        }
        drop(games);
        let mut held = self.lock_tournaments();
        for t in tournaments {
            held.insert(t.id.clone(), t);
        }
        Ok(taken)
    }
}

/// What [`Database::export`] writes: the games and the tournaments.
#[derive(Serialize, Deserialize)]
struct Saved {
    games: Vec<Kept>,
    #[serde(default)]
    tournaments: Vec<KeptTournament>,
}

/// What [`Database::import`] reads: today's export, or the list of games
/// an earlier board exported (before it kept tournaments).
#[derive(Deserialize)]
#[serde(untagged)]
enum Export {
    Games(Vec<Kept>),
    All(Saved),
}

#[cfg(test)]
mod tests {
    use crate::{handle, handle_seated, SessionStore};

    fn json(body: &[u8]) -> serde_json::Value {
        serde_json::from_slice(body).expect("JSON")
    }

    #[test]
    fn games_kept_in_memory_come_back_whole_from_their_export() {
        let store = SessionStore::default();
        let made = handle(
            &store,
            "POST",
            "/api/games",
            br#"{"rules": "immortal", "opponent": "computer", "strength": 1, "clock": {"initial": 300, "increment": 3}}"#,
        );
        assert_eq!(made.status, 201);
        let game = json(&made.body);
        let id = game["id"].as_str().expect("id");
        let token = game["tokens"]["white"].as_str().expect("White's token");
        let path = format!("/api/games/{id}/move");
        let moved = handle_seated(&store, "POST", &path, br#"{"text": "e4"}"#, Some(token));
        assert_eq!(moved.status, 200);
        let computer = format!("/api/games/{id}/computer");
        assert_eq!(
            handle_seated(&store, "POST", &computer, b"", Some(token)).status,
            200
        );
        let before = json(&handle(&store, "GET", &format!("/api/games/{id}"), b"").body);

        let saved = store.export_games();
        let again = SessionStore::default();
        assert_eq!(again.import_games(&saved), Ok(1));
        let after = json(&handle(&again, "GET", &format!("/api/games/{id}"), b"").body);
        assert_eq!(after["fen"], before["fen"]);
        assert_eq!(after["ply"], 2);
        assert_eq!(after["rules"], "immortal");
        // The seat's token still holds the seat (kept as its digest).
        let next = handle_seated(&again, "POST", &path, br#"{"text": "d4"}"#, Some(token));
        assert_eq!(next.status, 200, "{}", String::from_utf8_lossy(&next.body));
        let recent = json(&handle(&again, "GET", "/api/games", b"").body);
        assert_eq!(recent["games"][0]["id"], id);
        assert_eq!(recent["games"][0]["ply"], 3);
        // Not an export: refused, nothing taken.
        assert!(again.import_games("{").is_err());
    }

    #[test]
    fn tournaments_kept_in_memory_come_back_from_the_export() {
        let store = SessionStore::default();
        let made = handle(
            &store,
            "POST",
            "/api/tournaments",
            r#"{"name": "Кубок", "rules": "linear", "rounds": 3, "system": "swiss"}"#.as_bytes(),
        );
        assert_eq!(made.status, 201, "{}", String::from_utf8_lossy(&made.body));
        let made = json(&made.body);
        let id = made["id"].as_str().expect("id");
        let organiser = made["organiser_token"].as_str().expect("organiser token");
        let players = format!("/api/tournaments/{id}/players");
        for name in ["Анна", "Борис", "Вера"] {
            let body = format!(r#"{{"name": "{name}"}}"#);
            let added = handle_seated(&store, "POST", &players, body.as_bytes(), Some(organiser));
            assert_eq!(
                added.status,
                201,
                "{}",
                String::from_utf8_lossy(&added.body)
            );
        }
        let pair = format!("/api/tournaments/{id}/pair");
        assert_eq!(
            handle_seated(&store, "POST", &pair, b"", Some(organiser)).status,
            200
        );
        let path = format!("/api/tournaments/{id}");
        let before = json(&handle(&store, "GET", &path, b"").body);
        let game = before["pairings"][0]["boards"][0]["game"]
            .as_str()
            .expect("a game of round 1");

        let again = SessionStore::default();
        assert_eq!(again.import_games(&store.export_games()), Ok(1));
        let after = json(&handle(&again, "GET", &path, b"").body);
        assert_eq!(after, before);
        assert_eq!(
            handle(&again, "GET", &format!("/api/games/{game}"), b"").status,
            200
        );
        // The organiser's token still acts for the tournament.
        let bye = format!("/api/tournaments/{id}/result");
        let entered = handle_seated(
            &again,
            "POST",
            &bye,
            br#"{"round": 1, "board": 1, "result": "1-0"}"#,
            Some(organiser),
        );
        assert_eq!(
            entered.status,
            200,
            "{}",
            String::from_utf8_lossy(&entered.body)
        );
    }

    #[test]
    fn an_export_of_games_alone_as_earlier_boards_wrote_it_is_read() {
        let store = SessionStore::default();
        assert_eq!(store.import_games("[]"), Ok(0));
        let saved = store.export_games();
        assert!(saved.contains("\"tournaments\""), "{saved}");
    }
}
