//! A club championship survives the board: the real `danilchuk-play`
//! program, its data in a directory of the test's, killed with SIGKILL
//! and started again on the same directory and port. Everything it
//! acknowledged before the kill (registrations, a round's pairing with its
//! games, results, moves) is there after it; the tournament goes on (the
//! next round pairs). Killed in a burst of concurrent registrations, every
//! acknowledged one is there and the numbering has no hole; killed while
//! a round is being paired, the round is there whole (every pairing with
//! its game) or not at all.

mod support;

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};
use support::championship::{
    board_of, boards, dutch_from_trf, game, games_of, moves_of, play, Championship,
};
use support::{free_port, start_on, BoardProcess, TempDir};

/// Kills the board (SIGKILL) and starts it again on the same data.
fn restart(board: &mut BoardProcess, port: u16, data: &TempDir) {
    let addr = board.addr;
    board.kill();
    *board = start_on(port, data);
    assert_eq!(board.addr, addr, "the same address");
}

/// SplitMix64: the moments of the kills, from a seed printed so that a
/// failing run can be replayed.
struct Random(u64);

impl Random {
    fn from_clock() -> Random {
        let seed = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64);
        eprintln!("kill moments from seed {seed}");
        Random(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// The players' names in start-number order.
fn names(tournament: &Value) -> Vec<String> {
    tournament["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["name"].as_str().expect("a name").to_string())
        .collect()
}

/// The rounds of a tournament answer without the parts a restart may
/// change (the standings are computed): players, pairings, round.
fn kept(tournament: &Value) -> Value {
    json!({
        "players": tournament["players"], "pairings": tournament["pairings"],
        "round": tournament["round"], "state": tournament["state"],
    })
}

/// The tournament reads whole: the answer, the TRF export read back, a
/// round either absent or whole (every player of it on a board with a
/// game of the store, or with a bye, once).
fn consistent(club: &Championship) -> Value {
    let tournament = club.get();
    let trf = club.trf();
    let players = names(&tournament).len();
    assert_eq!(trf.players().len(), players, "the TRF has every player");
    let round = tournament["round"].as_u64().expect("a round") as u32;
    assert_eq!(trf.rounds_played(), round, "the TRF has every round");
    for r in 1..=round {
        let mut seen = BTreeSet::new();
        for board in boards(&tournament, r) {
            assert!(
                seen.insert(board.white) && seen.insert(board.black),
                "twice in round {r}"
            );
            let id = board.game.expect("a game");
            assert!(game(club.addr, &id)["history"].is_array(), "game {id}");
        }
        let listed = tournament["pairings"][r as usize - 1]["byes"]
            .as_array()
            .cloned();
        for bye in listed.unwrap_or_default() {
            let player = bye["player"].as_u64().expect("a player") as u32;
            assert!(seen.insert(player), "player {player} twice in round {r}");
        }
        assert_eq!(
            seen.len(),
            players,
            "round {r} has every player once: {tournament}"
        );
    }
    tournament
}

#[test]
fn a_round_survives_kill_9_and_the_next_one_pairs() {
    let data = TempDir::new("club-kill");
    let port = free_port();
    let mut board = start_on(port, &data);
    let addr = board.addr;
    let (club, _) = Championship::create(
        addr,
        &json!({"name": "Осенний турнир", "rules": "chess", "rounds": 3, "system": "swiss"}),
    );
    let players = [
        ("Андрей Белов", 2000),
        ("Maria Rossi", 1900),
        ("Сергей Орлов", 1800),
        ("John Smith", 1700),
        ("Наталья Козлова", 1600),
        ("Lena Vogel", 1500),
    ];
    let tokens: Vec<String> = players
        .iter()
        .map(|(name, rating)| club.register(name, Some(*rating), None).1)
        .collect();
    let paired = club.must("pair", &json!({}));
    // Board of player 1: a few moves, acknowledged, the game not over.
    let first = board_of(&paired, 1, games_of(&paired, 1)[0].0);
    let first_game = first.game.clone().expect("a game");
    let (w, b) = (
        &tokens[first.white as usize - 1],
        &tokens[first.black as usize - 1],
    );
    play(addr, &first_game, w, b, &["e4", "c5", "Nf3", "d6", "d4"]);
    // The other boards: results from the arbiter.
    let others: Vec<u32> = games_of(&paired, 1)[1..].iter().map(|g| g.0).collect();
    club.enter(1, others[0], "1-0");
    club.enter(1, others[1], "1/2-1/2");
    let before = club.get();

    restart(&mut board, port, &data);
    let after = consistent(&club);
    assert_eq!(kept(&after), kept(&before), "the tournament after the kill");
    let moves = moves_of(&game(addr, &first_game));
    assert_eq!(moves, ["e2e4", "c7c5", "g1f3", "d7d6", "d2d4"]);
    // The same tokens: the organiser's and the players'.
    assert_eq!(
        club.me(&tokens[first.white as usize - 1])["game"],
        first_game.as_str()
    );
    // Round 1 ends on the board (Black resigns); round 2 pairs, as the
    // pairing crate pairs the TRF.
    support::championship::game_action(addr, &first_game, "resign", &json!({}), b);
    let expected = dutch_from_trf(club.trf(), &[], &[]);
    let second = club.must("pair", &json!({}));
    assert_eq!(second["round"], 2);
    assert_eq!((games_of(&second, 2), None), expected);
    assert_eq!(
        board_of(&second, 1, first.white).result.as_deref(),
        Some("1-0")
    );
    // And that survives a kill too.
    restart(&mut board, port, &data);
    assert_eq!(kept(&consistent(&club)), kept(&second));
}

#[test]
fn acknowledged_registrations_survive_a_kill_in_a_burst() {
    const THREADS: usize = 4;
    let mut random = Random::from_clock();
    let data = TempDir::new("club-burst");
    let port = free_port();
    let mut board = start_on(port, &data);
    let addr = board.addr;
    let (club, _) = Championship::create(
        addr,
        &json!({"name": "Blitz", "rules": "chess", "rounds": 3, "system": "swiss"}),
    );
    let club = Arc::new(club);
    let acknowledged = Arc::new(Mutex::new(Vec::<String>::new()));
    let sent = Arc::new(Mutex::new(Vec::<String>::new()));
    let refused = Arc::new(Mutex::new(Vec::<String>::new()));
    let clients: Vec<_> = (0..THREADS)
        .map(|t| {
            let (club, acknowledged, sent) = (club.clone(), acknowledged.clone(), sent.clone());
            let refused = refused.clone();
            thread::spawn(move || {
                for i in 0..200 {
                    let name = format!("Игрок {t}-{i}");
                    sent.lock().expect("lock").push(name.clone());
                    let body = json!({ "name": name, "rating": 1000 + i });
                    match club.try_organise("players", &body) {
                        Ok(answer) if answer.status == 201 => {
                            acknowledged.lock().expect("lock").push(name);
                        }
                        // A change lost to another request's (409,
                        // `club.stale`): refused, so it must not be stored.
                        Ok(answer) if answer.status == 409 => {
                            refused.lock().expect("lock").push(name);
                        }
                        Ok(answer) => panic!("{name} refused: {}", answer.text()),
                        // The board was killed under this request.
                        Err(_) => break,
                    }
                }
            })
        })
        .collect();
    // Killed at a random moment after the first acknowledged registration.
    while acknowledged.lock().expect("lock").is_empty() && clients.iter().any(|c| !c.is_finished())
    {
        thread::sleep(Duration::from_millis(5));
    }
    thread::sleep(Duration::from_millis(random.next() % 400));
    board.kill();
    for client in clients {
        client.join().expect("a client");
    }
    board = start_on(port, &data);
    let tournament = consistent(&club);
    let stored = names(&tournament);
    let acknowledged = acknowledged.lock().expect("lock").clone();
    let sent = sent.lock().expect("lock").clone();
    let refused = refused.lock().expect("lock").clone();
    eprintln!(
        "{} registrations sent, {} acknowledged, {} refused as stale, {} stored",
        sent.len(),
        acknowledged.len(),
        refused.len(),
        stored.len()
    );
    for name in &refused {
        assert!(!stored.contains(name), "{name} was refused, and stored");
    }
    let stored_set: BTreeSet<&String> = stored.iter().collect();
    assert_eq!(stored_set.len(), stored.len(), "a player twice");
    for name in &acknowledged {
        assert!(
            stored_set.contains(name),
            "{name} was acknowledged, and lost"
        );
    }
    for name in &stored {
        assert!(sent.contains(name), "{name} was never sent");
    }
    let numbers: Vec<u64> = tournament["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["number"].as_u64().expect("a number"))
        .collect();
    assert_eq!(
        numbers,
        (1..=stored.len() as u64).collect::<Vec<_>>(),
        "numbering"
    );
    // Killed while the round is paired: the round is whole or absent.
    let mut rounds = 0;
    for attempt in 0..4 {
        let pairing = {
            let club = club.clone();
            thread::spawn(move || club.try_organise("pair", &json!({})))
        };
        thread::sleep(Duration::from_millis(random.next() % 30));
        board.kill();
        let answered = pairing.join().expect("the pairing client");
        board = start_on(port, &data);
        let tournament = consistent(&club);
        let round = tournament["round"].as_u64().expect("a round");
        eprintln!("attempt {attempt}: round {round} after the kill");
        if answered.is_ok_and(|a| a.status == 200) {
            assert_eq!(round, rounds + 1, "an acknowledged pairing was lost");
        }
        assert!(round == rounds || round == rounds + 1, "round {round}");
        if round > rounds {
            rounds = round;
            // Its results, from the arbiter, before the next pairing.
            for (white, _) in games_of(&tournament, round as u32) {
                club.enter(round as u32, white, "1/2-1/2");
            }
        }
        if rounds == 3 {
            break;
        }
    }
    // Without a kill, the next round pairs.
    if rounds < 3 {
        let paired = club.must("pair", &json!({}));
        assert_eq!(paired["round"], rounds + 1);
        consistent(&club);
    }
    drop(board);
}

/// Registrations from several devices at once (the organiser's page and a
/// helper's): every one is accepted, none refused because another changed
/// the tournament meanwhile: the client sent no version to be stale.
#[test]
fn concurrent_registrations_are_all_accepted() {
    const THREADS: usize = 4;
    const EACH: usize = 25;
    let board = BoardProcess::start();
    let (club, _) = Championship::create(
        board.addr,
        &json!({"name": "Rapid", "rules": "chess", "rounds": 3, "system": "swiss"}),
    );
    let club = Arc::new(club);
    let clients: Vec<_> = (0..THREADS)
        .map(|t| {
            let club = club.clone();
            thread::spawn(move || {
                (0..EACH)
                    .filter_map(|i| {
                        let name = format!("Player {t}-{i}");
                        let answer = club.organise("players", &json!({ "name": name }));
                        (answer.status != 201).then(|| format!("{name}: {}", answer.text()))
                    })
                    .collect::<Vec<String>>()
            })
        })
        .collect();
    let refused: Vec<String> = clients
        .into_iter()
        .flat_map(|c| c.join().expect("a client"))
        .collect();
    assert!(
        refused.is_empty(),
        "{} refused, first: {}",
        refused.len(),
        refused[0]
    );
    assert_eq!(names(&club.get()).len(), THREADS * EACH);
}
