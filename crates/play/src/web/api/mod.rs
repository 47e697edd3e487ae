//! The board's HTTP API, as a pure function from a request to a response
//! (the server in [`crate::web::server`] only carries bytes).
//!
//! | method | path | body | answer | who |
//! |---|---|---|---|---|
//! | GET | `/` | | the page | |
//! | GET | `/api/rules` | | the rule sets | |
//! | GET | `/api/defaults` | | the server's defaults: `{"strength", "lang"}` (`--strength`, `--lang`; `lang` null for the browser's) | |
//! | GET | `/api/start?rules=R&computer_side=S&strength=N` | | the start of a game of those settings, as a game with no id and no seat: kept nowhere, counted against no limit (the page shows it before a game is started) | |
//! | GET | `/api/games` | | the games changed last (`{"games": [...]}`) | |
//! | POST | `/api/games` | `{"rules", "opponent"?, "computer_side"?, "strength"?, "fen"?, "pgn"?, "clock"?: {"initial", "increment"}, "seating"?, "side"?, "players"?: {"white"?, "black"?}, "open_challenge"?}` (seconds) | 201 and the game, with the tokens of the creator's seats (and the invitation to the other seat) | |
//! | GET | `/api/games/{id}` | | the game | |
//! | POST | `/api/games/{id}/move` | `{"from", "to", "promotion"?}` or `{"text"}` | the game | the side to move |
//! | POST | `/api/games/{id}/computer` | | the computer moves if it is its turn | a player of a game against it |
//! | POST | `/api/games/{id}/undo` | `{"side"?}` | takes back a move (see below) | the mover |
//! | POST | `/api/games/{id}/fen` | `{"fen"}` | the game from that position | a player, one screen |
//! | POST | `/api/games/{id}/pgn` | `{"pgn"}` | the game read from PGN | a player, one screen |
//! | GET | `/api/games/{id}/pgn`, `?lang=L` optional | | the PGN text, its comments in `L` (`en`, the default, or `ru`) | |
//! | POST | `/api/games/{id}/claim` | `{"side"?}` | claims a draw the rules give | the side to move |
//! | POST | `/api/games/{id}/resign` | `{"side"?}` | the side resigns | that side |
//! | POST | `/api/games/{id}/draw` | `{"side"?}` | offers a draw, or accepts the other side's | that side |
//! | POST | `/api/games/{id}/seat` | `{"side", "name"?, "invitation"?}` | takes a seat kept for the invitation's holder, or an open challenge's: the game, with its token | the invited player |
//! | POST | `/api/games/{id}/analysis` | `{"ply"?}` | the engine's score and best line for the position after `ply` moves (default: now) | (two devices: after the end) |
//! | GET | `/api/tournaments` | | the tournaments made last, newest first: `{"tournaments": [{"id", "name", "rules", "system", "rounds", "round", "players", "state"}]}` | |
//! | POST | `/api/tournaments` | `{"name", "rules", "clock"?: {"initial", "increment"} (s, default 900+5), "rounds", "system": "swiss"\|"round_robin"\|"double_round_robin", "bye_points"?: 1\|0.5\|0, "tiebreaks"?, "site"?, "date"?}`, or `{"trf"}` (a TRF-16 file to import) | 201, the tournament with `"organiser_token"` (an import: and `"player_tokens": [{"player", "token"}]`) | |
//! | GET | `/api/tournaments/{id}` | | the tournament: settings, players, pairings, standings, crosstable, `can_pair` and `why_not` | |
//! | POST | `/api/tournaments/{id}/players` | `{"name", "rating"?, "club"?}` | 201 `{"player", "token"}` (the player's personal token) | the organiser |
//! | POST | `/api/tournaments/{id}/withdraw` | `{"player"}` | the tournament | the organiser |
//! | POST | `/api/tournaments/{id}/bye` | `{"player", "round"}` | a half-point bye for a round to come: the tournament | the organiser |
//! | POST | `/api/tournaments/{id}/pair` | | pairs the next round and creates its games: the tournament | the organiser |
//! | POST | `/api/tournaments/{id}/result` | `{"round", "board", "result": "1-0"\|"1/2-1/2"\|"0-1"\|"+/-"\|"-/+"\|"-/-"\|null}` | the arbiter's result (`null` clears it): the tournament | the organiser |
//! | POST | `/api/tournaments/{id}/settings` | `{"tiebreaks"}` | the tie-breaks' order: the tournament | the organiser |
//! | GET | `/api/tournaments/{id}/me` | | `{"player", "name", "game", "side", "round"}`: the asker's game of the last round paired | a player |
//! | GET | `/api/tournaments/{id}/trf` | | the TRF-16 file | |
//! | GET | `/api/tournaments/{id}/pgn` | | every game of the tournament, one PGN file | |
//!
//! **Seats.** Each side of a game is a seat held through a token: the
//! answer that creates a game carries the tokens of the seats the creator
//! takes (`"tokens": {"white": ...}`): every player's side at one screen
//! (`"seating": "one_screen"`, the default), the side named by `"side"` on
//! two devices (`"seating": "apart"`), whose other seat is kept for the
//! player the creator invites: the answer also carries the invitation
//! (`"tokens": {"white": ..., "invitation": ...}`), which the creator
//! sends on and its holder takes the seat with (`/seat` with
//! `"invitation"`; without it, or with a wrong one, 403). The seat shows
//! as `"invited"`, in the game and in the list of games. Only a game made
//! with `"open_challenge": true` leaves the other seat `"open"` to anyone. A request acts for a side by sending its
//! token, `Authorization: Bearer TOKEN`; an action without the token of
//! the seat it needs (the "who" column) is refused with 403, and so is one
//! naming a `"side"` its token does not hold. Anyone may
//! look: `GET` needs no token, and a game's address is its watch link. A
//! token is sent only to its holder: no other answer, no PGN record and
//! no log carries it.
//!
//! **Tournaments.** The answer creating a tournament carries the
//! organiser's token; the organiser's requests send it
//! (`Authorization: Bearer`), and registering a player answers that
//! player's own token, which seats them in every game the tournament
//! pairs for them (both seats of a tournament game are held, on two
//! devices, so no one else plays it; no move is taken back in it and no
//! position loaded over it). A game's result is pulled into the
//! tournament whenever the tournament is read; the arbiter's result
//! overrides it. A tournament and the games its round creates are stored
//! in one transaction, and a change made from a reading another request
//! has changed meanwhile is made again from a new reading (409 if it
//! keeps failing). Creating a tournament counts against the address's
//! rate of new games; pairing a round is never refused by the limits on
//! new games (its games are made by no address, and count in the board's
//! live games). No answer but the one that makes it carries a token.
//!
//! **Analysis** runs on a copy of the game, outside its lock, so that a
//! move never waits for it; one at a time per club client address and two
//! on the board, the others answered 429 with `Retry-After` at once.
//!
//! **Taking back.** Against the computer, the player's last move and the
//! reply; at one screen, the last move, by its mover; on two devices, the
//! asker's last move (and the reply), once the other side asks too.
//!
//! Every game answer carries the game's `version` and its moves from
//! `history_from` on. A request on a game (`GET` or an action) may say what
//! the asker already has, `?version=V&history_from=K` (the version it holds
//! and its number of moves): while those moves are still the game's, only
//! the later ones are sent, so that a window polling a long game each
//! second is not sent the whole game each time.
//!
//! Every change is stored before it is answered: a move that could not be
//! stored (a full disk: 507) is not played. Malformed requests get a 4xx
//! answer `{"error": "...", "code", "key", "args"}` (`key` is the text's
//! key with its group, `refusal.locked` or `club.no_board`, for the page
//! to say it in its language): 400 for a bad body or query, 403 for a seat
//! not held, 404 for an unknown path or game, 405 with `Allow` for a
//! method the path does not take (`HEAD` goes wherever `GET` does), 422
//! for a move or position the rules refuse, with the reason the crates give
//! and, where a ruling of RULES.md decides, its id: `{"error": "...",
//! "rule": "I-3"}`.

mod actions;
mod analysis;
mod answer;
mod bodies;
mod entry;
mod error;
mod new_game;
mod reply;
mod request;
mod route;
mod start;
#[cfg(all(test, feature = "sqlite"))]
mod storage_tests;
mod tournament_actions;
mod tournament_bodies;
mod tournament_pgn;
mod tournaments;

pub(crate) use self::entry::respond_on;
pub use self::entry::{handle, handle_seated};
pub(crate) use self::error::error_response;
