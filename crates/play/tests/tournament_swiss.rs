//! A club championship end to end through the real `danilchuk-play`
//! program: an 8-player Swiss of 5 rounds in classical rules, made,
//! paired, played and scored through the HTTP API. Some games are played
//! to their end by the players with their own personal tokens (mates, a
//! resignation, an agreed draw), the other results entered by the arbiter
//! (one corrected, one forfeit); a player withdraws before round 4, which
//! makes the field odd (a pairing-allocated bye), and another asks for a
//! half-point bye in round 5. Each round's pairing equals the pairing
//! crate's (what `danilchuk-pairings --dutch` gives) from the TRF exported
//! before it; the TRF is accepted by caissify-pairings' checker (an
//! independent Dutch engine) round by round; the final standings and
//! every tie-break equal the values computed by hand below (C.07); the
//! PGN of all games is read by python-chess.
//!
//! caissify-pairings and python-chess are outside programs: without them
//! their checks print one SKIPPED line (and fail under CI=true).

mod support;

use danilchuk_play::Rules;
use serde_json::{json, Value};
use support::championship::{
    board_of, boards, byes, caissify_check, dutch_from_trf, dutch_program, game, game_action,
    games_of, play, python_chess_games, Championship,
};
use support::{call_as, random_game_moves, BoardProcess};

/// The players in start-number order (rating order): name, rating, club.
const PLAYERS: [(&str, u32, Option<&str>); 8] = [
    ("Иван Петров", 2150, Some("Спартак")),
    ("Anna Schmidt", 2080, Some("SC Berlin")),
    ("Ольга Смирнова", 2010, None),
    ("Boris Kowalski", 1950, Some("KS Hetman")),
    ("Дмитрий Волков", 1890, Some("ЦШК")),
    ("Clara Jones", 1820, None),
    ("Елена Кузнецова", 1760, Some("Спартак")),
    ("Pedro Alves", 1700, None),
];

/// A round's games (white, black) and its pairing-allocated bye.
type Round = (&'static [(u32, u32)], Option<u32>);

/// The pairing of each round as (white, black) sorted, and the
/// pairing-allocated bye. The Dutch system is deterministic: these are
/// what it gives with the results below (checked again each round
/// against the pairing crate on the TRF export, and by caissify).
const ROUNDS: [Round; 5] = [
    (&[(1, 5), (3, 7), (6, 2), (8, 4)], None),
    (&[(2, 1), (4, 3), (5, 8), (7, 6)], None),
    (&[(1, 4), (3, 2), (6, 5), (8, 7)], None),
    // Player 8 withdrew: seven present, the bye to 7 (lowest score).
    (&[(2, 4), (5, 3), (6, 1)], Some(7)),
    // Player 5 asked for a half-point bye, 8 is gone: six present.
    (&[(1, 3), (4, 6), (7, 2)], None),
];

// The results, and so the hand computation of the standings (C.07 as the
// 2023 regulations have it, § 16: a player's own unplayed round counts as
// a game against a virtual opponent with the player's own final score; in
// an opponent's score each of the opponent's unplayed rounds counts as a
// draw, the "adjusted score"):
//
// R1: 1-5 1-0 (mate, played), 6-2 0-1 (mate, played), 3-7 1-0 (arbiter),
//     8-4 ½ (agreed, played)
// R2: 2-1 ½ (arbiter), 4-3 1-0 (Black resigns, played), 5-8 1-0, 7-6 0-1
// R3: 1-4 1-0 (arbiter: first entered 0-1 by mistake, then corrected),
//     3-2 ½ (agreed, played), 6-5 1-0, 8-7 1-0; then 8 withdraws
// R4: 6-1 1-0 (mate, played), 2-4 1-0, 5-3 1-0, 7 the bye (1 point), 8 Z
// R5: 7-2 1-0, 4-6 ½, 1-3 +/- (forfeit), 5 half-point bye, 8 Z
//
// player: rounds                                 points  adjusted score
//  1: W5 1, D2 ½, W4 1, L6 0, +3 (unplayed) 1    3.5     3.0 (R5 as ½)
//  2: W6 1, D1 ½, D3 ½, W4 1, L7 0               3.0     3.0
//  3: W7 1, L4 0, D2 ½, L5 0, -1 (unplayed) 0    1.5     2.0 (R5 as ½)
//  4: D8 ½, W3 1, L1 0, L2 0, D6 ½               2.0     2.0
//  5: L1 0, W8 1, L6 0, W3 1, H ½                2.5     2.5 (H as ½)
//  6: L2 0, W7 1, W5 1, W1 1, D4 ½               3.5     3.5
//  7: L3 0, L6 0, L8 0, bye 1, W2 1              2.0     1.5 (bye as ½)
//  8: D4 ½, L5 0, W7 1, Z 0, Z 0                 1.5     2.5 (Z, Z as ½)
//
// Buchholz (opponents' adjusted scores; own unplayed round: own score),
// Cut-1 (without the lowest), Sonneborn–Berger (beaten opponents' scores,
// half of those drawn with; own unplayed round: own score times the
// points it gave), wins (rounds with a win's points, played or not):
//  1: 2.5 + 3.0 + 2.0 + 3.5 + 3.5(virtual) = 14.5; -2.0 = 12.5;
//     SB 2.5 + 1.5 + 2.0 + 0 + 3.5 = 9.5; wins 3 (incl. the forfeit)
//  2: 3.5 + 3.0 + 2.0 + 2.0 + 1.5 = 12.0; -1.5 = 10.5;
//     SB 3.5 + 1.5 + 1.0 + 2.0 + 0 = 8.0; wins 2
//  3: 1.5 + 2.0 + 3.0 + 2.5 + 1.5(virtual) = 10.5; -1.5 = 9.0;
//     SB 1.5 + 0 + 1.5 + 0 + 0 = 3.0; wins 1
//  4: 2.5 + 2.0 + 3.0 + 3.0 + 3.5 = 14.0; -2.0 = 12.0;
//     SB 1.25 + 2.0 + 0 + 0 + 1.75 = 5.0; wins 1
//  5: 3.0 + 2.5 + 3.5 + 2.0 + 2.5(virtual) = 13.5; -2.0 = 11.5;
//     SB 0 + 2.5 + 0 + 2.0 + 2.5 × ½ = 5.75; wins 2 (H is not one)
//  6: 3.0 + 1.5 + 2.5 + 3.0 + 2.0 = 12.0; -1.5 = 10.5;
//     SB 0 + 1.5 + 2.5 + 3.0 + 1.0 = 8.0; wins 3
//  7: 2.0 + 3.5 + 2.5 + 2.0(virtual) + 3.0 = 13.0; -2.0 = 11.0;
//     SB 0 + 0 + 0 + 2.0 × 1 + 3.0 = 5.0; wins 2 (the bye is one)
//  8: 2.0 + 2.5 + 1.5 + 1.5(virtual) + 1.5(virtual) = 9.0; -1.5 = 7.5;
//     SB 1.0 + 0 + 1.5 + 0 + 0 = 2.5; wins 1
//
// Direct encounter: 1 and 6 (3.5 each) met in R4, 6 won: 6 has 1, 1 has
// 0; 4 and 7 (2 each) and 3 and 8 (1.5 each) never met: no value (0).
// With the default order (BH-C1, BH, SB, DE, WIN) no two players are
// equal up to DE, so DE is 0 everywhere:
//  rank number points BH-C1 BH  SB   DE WIN
//   1    1     3.5   12.5 14.5 9.5   0  3
//   2    6     3.5   10.5 12.0 8.0   0  3
//   3    2     3.0   10.5 12.0 8.0   0  2
//   4    5     2.5   11.5 13.5 5.75  0  2
//   5    4     2.0   12.0 14.0 5.0   0  1
//   6    7     2.0   11.0 13.0 5.0   0  2
//   7    3     1.5    9.0 10.5 3.0   0  1
//   8    8     1.5    7.5  9.0 2.5   0  1

/// The final standings by hand, default order: (number, points, BH-C1,
/// BH, SB, DE, WIN).
const STANDINGS: [(u32, f64, [f64; 5]); 8] = [
    (1, 3.5, [12.5, 14.5, 9.5, 0.0, 3.0]),
    (6, 3.5, [10.5, 12.0, 8.0, 0.0, 3.0]),
    (2, 3.0, [10.5, 12.0, 8.0, 0.0, 2.0]),
    (5, 2.5, [11.5, 13.5, 5.75, 0.0, 2.0]),
    (4, 2.0, [12.0, 14.0, 5.0, 0.0, 1.0]),
    (7, 2.0, [11.0, 13.0, 5.0, 0.0, 2.0]),
    (3, 1.5, [9.0, 10.5, 3.0, 0.0, 1.0]),
    (8, 1.5, [7.5, 9.0, 2.5, 0.0, 1.0]),
];

/// With direct encounter first (DE, BH-C1, BH, SB, WIN): 6 beat 1, so 6
/// leads; the others as before (their groups never met: DE 0).
const STANDINGS_DE_FIRST: [(u32, [f64; 5]); 8] = [
    (6, [1.0, 10.5, 12.0, 8.0, 3.0]),
    (1, [0.0, 12.5, 14.5, 9.5, 3.0]),
    (2, [0.0, 10.5, 12.0, 8.0, 2.0]),
    (5, [0.0, 11.5, 13.5, 5.75, 2.0]),
    (4, [0.0, 12.0, 14.0, 5.0, 1.0]),
    (7, [0.0, 11.0, 13.0, 5.0, 2.0]),
    (3, [0.0, 9.0, 10.5, 3.0, 1.0]),
    (8, [0.0, 7.5, 9.0, 2.5, 1.0]),
];

/// Scholar's mate: White wins in 7 plies.
const WHITE_MATES: [&str; 7] = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];
/// Fool's mate: Black wins in 4 plies.
const BLACK_MATES: [&str; 4] = ["f3", "e5", "g4", "Qh4#"];

/// A game played by the two players' tokens; the moves played (for the
/// PGN check) by game id.
struct Played {
    game: String,
    plies: usize,
    result: &'static str,
}

/// Plays the board of `round` where `white` has white to its end through
/// the game API: `how` is "mate-white", "mate-black", "resign-black" or
/// "draw".
fn play_out(club: &Championship, tokens: &[String], round: u32, white: u32, how: &str) -> Played {
    let board = board_of(&club.get(), round, white);
    let id = board.game.clone().expect("a game for the board");
    let (w, b) = (
        tokens[board.white as usize - 1].as_str(),
        tokens[board.black as usize - 1].as_str(),
    );
    let (plies, result, end) = match how {
        "mate-white" => (7, "1-0", play(club.addr, &id, w, b, &WHITE_MATES)),
        "mate-black" => (4, "0-1", play(club.addr, &id, w, b, &BLACK_MATES)),
        "resign-black" => {
            play(club.addr, &id, w, b, &["d4"]);
            (
                1,
                "1-0",
                game_action(club.addr, &id, "resign", &json!({}), b),
            )
        }
        _ => {
            play(club.addr, &id, w, b, &["e4", "e5"]);
            game_action(club.addr, &id, "draw", &json!({}), w);
            (
                2,
                "1/2-1/2",
                game_action(club.addr, &id, "draw", &json!({}), b),
            )
        }
    };
    assert_eq!(end["outcome"]["result"], result, "{how}: {end}");
    Played {
        game: id,
        plies,
        result,
    }
}

/// Pairs the next round and checks it: the games and bye as [`ROUNDS`]
/// says, and as the pairing crate pairs the TRF exported just before.
fn pair_round(club: &Championship, round: u32, absent: &[u32], half_byes: &[u32]) -> Value {
    let before = club.trf();
    assert_eq!(
        before.rounds_played(),
        round - 1,
        "the TRF before round {round}"
    );
    let from_trf = dutch_from_trf(before, absent, half_byes);
    // The program itself, where the file says everything: TRF-16 has no
    // line for a withdrawal or a bye asked for the next round.
    if absent.is_empty() && half_byes.is_empty() {
        if let Some(program) = dutch_program(&club.text("trf")) {
            assert_eq!(
                program, from_trf,
                "danilchuk-pairings --dutch, round {round}"
            );
        }
    }
    let paired = club.must("pair", &json!({}));
    assert_eq!(paired["round"], round);
    let (games, bye) = ROUNDS[round as usize - 1];
    assert_eq!(games_of(&paired, round), games, "round {round}'s games");
    assert_eq!(
        from_trf,
        (games.to_vec(), bye),
        "the pairing crate on the TRF"
    );
    let mut expected_byes: Vec<(u32, String)> = bye
        .map(|b| (b, "pairing".to_string()))
        .into_iter()
        .collect();
    expected_byes.extend(half_byes.iter().map(|&p| (p, "half".to_string())));
    expected_byes.extend(absent.iter().map(|&p| (p, "zero".to_string())));
    expected_byes.sort();
    assert_eq!(byes(&paired, round), expected_byes, "round {round}'s byes");
    // Every board has a game of the store, seated for its two players.
    for board in boards(&paired, round) {
        let id = board.game.expect("a game");
        let state = game(club.addr, &id);
        assert_eq!(
            state["players"]["white"],
            PLAYERS[board.white as usize - 1].0
        );
        assert_eq!(
            state["players"]["black"],
            PLAYERS[board.black as usize - 1].0
        );
        assert!(state["history"].as_array().is_some_and(Vec::is_empty));
    }
    paired
}

/// The tie-breaks of a standings line.
fn tiebreaks(line: &Value) -> Vec<f64> {
    line["tiebreaks"]
        .as_array()
        .expect("tie-breaks")
        .iter()
        .map(|v| v.as_f64().expect("a number"))
        .collect()
}

#[test]
fn an_eight_player_swiss_of_five_rounds_end_to_end() {
    let board = BoardProcess::start();
    let addr = board.addr;
    let name = "Клубный чемпионат 2026";
    let (club, made) = Championship::create(
        addr,
        &json!({"name": name, "rules": "chess", "rounds": 5, "system": "swiss",
                "clock": {"initial": 600, "increment": 5}, "site": "Москва",
                "date": "2026-12-08"}),
    );
    assert_eq!(made["state"], "registration");
    assert!(
        !made.to_string().contains("\"token\""),
        "no player token yet"
    );
    let mut tokens = Vec::new();
    for (index, (name, rating, player_club)) in PLAYERS.iter().enumerate() {
        let (number, token) = club.register(name, Some(*rating), *player_club);
        assert_eq!(number as usize, index + 1, "start numbers in order");
        tokens.push(token);
    }
    let registered = club.get();
    let listed: Vec<&str> = registered["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["name"].as_str().expect("a name"))
        .collect();
    assert_eq!(listed, PLAYERS.map(|p| p.0));
    for token in &tokens {
        assert!(
            !registered.to_string().contains(token.as_str()),
            "a token shown"
        );
    }
    let mut played: Vec<Played> = Vec::new();

    // Round 1: two mates and an agreed draw played through the game API,
    // one result from the arbiter.
    let r1 = pair_round(&club, 1, &[], &[]);
    assert_eq!(r1["state"], "playing");
    let me = club.me(&tokens[0]);
    let board1 = board_of(&r1, 1, 1);
    assert_eq!(
        (me["player"].clone(), me["round"].clone()),
        (json!(1), json!(1))
    );
    assert_eq!(
        (me["game"].as_str(), me["side"].as_str()),
        (board1.game.as_deref(), Some("white"))
    );
    assert_eq!(club.me(&tokens[4])["side"], "black");
    // A player's token moves only in their own games; only the
    // organiser's pairs.
    let other = board_of(&r1, 1, 3).game.expect("a game");
    let path = format!("/api/games/{other}/move");
    let stranger = call_as(
        addr,
        "POST",
        &path,
        Some(r#"{"text":"e4"}"#),
        Some(&tokens[0]),
    );
    assert_eq!(stranger.status, 403, "{}", stranger.text());
    let player_pairs = call_as(
        addr,
        "POST",
        &format!("/api/tournaments/{}/pair", club.id),
        Some("{}"),
        Some(&tokens[0]),
    );
    assert_eq!(player_pairs.status, 403, "{}", player_pairs.text());
    played.push(play_out(&club, &tokens, 1, 1, "mate-white"));
    played.push(play_out(&club, &tokens, 1, 6, "mate-black"));
    played.push(play_out(&club, &tokens, 1, 8, "draw"));
    // The round is not over: no pairing yet.
    let early = club.organise("pair", &json!({}));
    assert_eq!(early.status, 422, "{}", early.text());
    assert_eq!(club.get()["can_pair"], false);
    club.enter(1, 3, "1-0");
    let after1 = club.get();
    assert_eq!(after1["can_pair"], true, "{after1}");
    assert_eq!(board_of(&after1, 1, 1).result.as_deref(), Some("1-0"));
    assert_eq!(board_of(&after1, 1, 1).by.as_deref(), Some("game"));
    assert_eq!(board_of(&after1, 1, 6).result.as_deref(), Some("0-1"));
    assert_eq!(board_of(&after1, 1, 8).result.as_deref(), Some("1/2-1/2"));
    assert_eq!(board_of(&after1, 1, 3).by.as_deref(), Some("arbiter"));
    // The arbiter's entry overrides a game's result; cleared (null), the
    // game's counts again.
    let overridden = club.enter(1, 1, "0-1");
    let board = board_of(&overridden, 1, 1);
    assert_eq!(
        (board.result.as_deref(), board.by.as_deref()),
        (Some("0-1"), Some("arbiter"))
    );
    club.enter_value(1, 1, &Value::Null);
    let board = board_of(&club.get(), 1, 1);
    assert_eq!(
        (board.result.as_deref(), board.by.as_deref()),
        (Some("1-0"), Some("game"))
    );
    caissify_check(&club.text("trf"), 1);

    // Round 2: a resignation played, the rest from the arbiter.
    pair_round(&club, 2, &[], &[]);
    played.push(play_out(&club, &tokens, 2, 4, "resign-black"));
    club.enter(2, 2, "1/2-1/2");
    club.enter(2, 5, "1-0");
    club.enter(2, 7, "0-1");
    caissify_check(&club.text("trf"), 2);

    // Round 3: an agreed draw; a result entered wrong, then corrected;
    // then player 8 withdraws and player 5 asks for a half-point bye in
    // round 5.
    pair_round(&club, 3, &[], &[]);
    played.push(play_out(&club, &tokens, 3, 3, "draw"));
    club.enter(3, 1, "0-1");
    club.enter(3, 6, "1-0");
    club.enter(3, 8, "1-0");
    let corrected = club.enter(3, 1, "1-0");
    assert_eq!(board_of(&corrected, 3, 1).result.as_deref(), Some("1-0"));
    caissify_check(&club.text("trf"), 3);
    let withdrawn = club.must("withdraw", &json!({"player": 8}));
    assert_eq!(withdrawn["players"][7]["withdrawn"], true);
    club.must("bye", &json!({"player": 5, "round": 5}));

    // Round 4: seven present, a pairing-allocated bye; a mate played.
    pair_round(&club, 4, &[8], &[]);
    // The bye's and the withdrawn player's links: no game this round.
    for player in [7, 8] {
        let me = club.me(&tokens[player - 1]);
        assert_eq!(
            (me["game"].clone(), me["side"].clone()),
            (Value::Null, Value::Null)
        );
    }
    played.push(play_out(&club, &tokens, 4, 6, "mate-white"));
    club.enter(4, 2, "1-0");
    club.enter(4, 5, "1-0");
    caissify_check(&club.text("trf"), 4);

    // Round 5: the half-point bye, a forfeit.
    pair_round(&club, 5, &[8], &[5]);
    club.enter(5, 7, "1-0");
    club.enter(5, 4, "1/2-1/2");
    club.enter(5, 1, "+/-");
    let last = club.get();
    assert_eq!(last["state"], "finished", "{last}");
    assert_eq!(last["can_pair"], false);
    let trf = club.text("trf");
    let refused = club.organise("pair", &json!({}));
    assert_eq!(refused.status, 422, "all rounds paired: {}", refused.text());
    assert!(refused.json()["key"].is_string(), "{}", refused.text());
    // No token in any answer or file of the tournament.
    let everything = format!("{last}{trf}{}", club.text("pgn"));
    for token in tokens.iter().chain([&club.organiser]) {
        assert!(!everything.contains(token.as_str()), "a token shown");
    }
    caissify_check(&trf, 5);

    // The standings, as computed by hand above.
    assert_eq!(
        last["tiebreaks"],
        json!([
            "buchholz_cut1",
            "buchholz",
            "sonneborn_berger",
            "direct_encounter",
            "wins"
        ])
    );
    let standings = last["standings"].as_array().expect("standings");
    assert_eq!(standings.len(), 8);
    for (index, (line, (number, points, values))) in standings.iter().zip(STANDINGS).enumerate() {
        assert_eq!(line["rank"], index + 1, "{line}");
        assert_eq!(line["number"], number, "{line}");
        assert_eq!(line["name"], PLAYERS[number as usize - 1].0);
        assert_eq!(line["points"].as_f64(), Some(points), "{line}");
        assert_eq!(tiebreaks(line), values, "player {number}: {line}");
    }
    for player in last["players"].as_array().expect("players") {
        let number = player["number"].as_u64().expect("a number") as u32;
        let (_, points, _) = STANDINGS.iter().find(|s| s.0 == number).expect("listed");
        assert_eq!(player["points"].as_f64(), Some(*points), "{player}");
    }
    // The crosstable: player 1 won with white against 5, drew with black
    // against 2, ..., won against 3 by forfeit (3's `-1`: lost to 1 by
    // forfeit); 7 had the bye (`(1)`, a point without a game) in round 4,
    // 5 the half-point bye in round 5, 8 nothing after round 3.
    let crosstable = last["crosstable"].as_array().expect("a crosstable");
    assert_eq!(
        crosstable[0]["rounds"],
        json!(["W5+", "B2=", "W4+", "B6-", "+3"])
    );
    assert_eq!(crosstable[2]["rounds"][4], "-1");
    assert_eq!(crosstable[4]["rounds"][4], "(½)");
    assert_eq!(crosstable[6]["rounds"][3], "(1)");
    assert_eq!(
        crosstable[7]["rounds"],
        json!(["W4=", "B5-", "W7+", "(0)", "(0)"])
    );

    // The final TRF imported as a new tournament: the same standings.
    let (imported, _) = Championship::create(addr, &json!({ "trf": trf }));
    let again = imported.get();
    assert_eq!(again["round"], 5);
    let lines = again["standings"].as_array().expect("standings");
    for (line, (number, points, values)) in lines.iter().zip(STANDINGS) {
        assert_eq!(line["number"], number, "imported: {line}");
        assert_eq!(line["points"].as_f64(), Some(points), "imported: {line}");
        assert_eq!(tiebreaks(line), values, "imported, player {number}: {line}");
    }
    assert_eq!(imported.text("trf").lines().count(), trf.lines().count());

    // Direct encounter first: 6 beat 1, so 6 leads.
    let reordered = club.must(
        "settings",
        &json!({"tiebreaks": ["direct_encounter", "buchholz_cut1", "buchholz",
                              "sonneborn_berger", "wins"]}),
    );
    let standings = reordered["standings"].as_array().expect("standings");
    for (line, (number, values)) in standings.iter().zip(STANDINGS_DE_FIRST) {
        assert_eq!(line["number"], number, "{line}");
        assert_eq!(tiebreaks(line), values, "player {number}: {line}");
    }

    // The PGN of every game, read by python-chess.
    let pgn = club.text("pgn");
    if let Some(games) = python_chess_games(&pgn) {
        let mut expected = Vec::new();
        for (round, (pairs, _)) in ROUNDS.iter().enumerate() {
            let round = round as u32 + 1;
            for &(white, _) in pairs.iter() {
                expected.push((round, board_of(&last, round, white)));
            }
        }
        assert_eq!(games.len(), expected.len(), "one game a board:\n{pgn}");
        for (round, board) in &expected {
            let tag = games
                .iter()
                .find(|g| {
                    g["white"] == PLAYERS[board.white as usize - 1].0
                        && g["black"] == PLAYERS[board.black as usize - 1].0
                })
                .unwrap_or_else(|| panic!("no game {} - {} in\n{pgn}", board.white, board.black));
            assert_eq!(tag["event"], name, "{tag}");
            assert_eq!(tag["round"], format!("{round}.{}", board.board), "{tag}");
            assert_eq!(tag["errors"], json!([]), "{tag}");
            let result = match board.result.as_deref() {
                Some("+/-") => "1-0",
                Some("-/+") => "0-1",
                Some(other) => other,
                None => "*",
            };
            assert_eq!(tag["result"], result, "{tag}");
            match played.iter().find(|p| Some(&p.game) == board.game.as_ref()) {
                Some(p) => {
                    assert_eq!(tag["plies"], p.plies, "{tag}");
                    assert_eq!(tag["result"], p.result, "{tag}");
                }
                None => assert_eq!(tag["plies"], 0, "{tag}"),
            }
        }
    }
    drop(board);
}

/// The all-games PGN of a tournament in Immortal and in Linear chess:
/// python-chess knows neither variant (it says so, "unsupported variant",
/// and no other error), but reads every game with the tournament's tags
/// and the variant's.
#[test]
fn a_variant_tournament_pgn_has_the_tags_python_chess_reads() {
    let board = BoardProcess::start();
    let addr = board.addr;
    for name in ["immortal", "linear3"] {
        let rules: Rules = name.parse().expect("a rule set");
        let (club, _) = Championship::create(
            addr,
            &json!({"name": format!("Кубок {name}"), "rules": name, "rounds": 1,
                    "system": "swiss"}),
        );
        let tokens: Vec<String> = ["Вера", "Глеб", "Hugo", "Iris"]
            .iter()
            .map(|player| club.register(player, None, None).1)
            .collect();
        let paired = club.must("pair", &json!({}));
        let first = boards(&paired, 1)[0].clone();
        let id = first.game.clone().expect("a game");
        let (w, b) = (
            tokens[first.white as usize - 1].as_str(),
            tokens[first.black as usize - 1].as_str(),
        );
        let moves = random_game_moves(rules, None, 6, 11);
        let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
        play(addr, &id, w, b, &moves);
        game_action(addr, &id, "resign", &json!({}), b);
        let second = boards(&paired, 1)[1].clone();
        club.enter(1, second.white, "0-1");
        let pgn = club.text("pgn");
        let Some(games) = python_chess_games(&pgn) else {
            return;
        };
        assert_eq!(games.len(), 2, "{pgn}");
        for (index, (board, result)) in [(first, "1-0"), (second, "0-1")].iter().enumerate() {
            let tag = &games[index];
            assert_eq!(tag["event"], format!("Кубок {name}"), "{tag}");
            assert_eq!(tag["round"], format!("1.{}", board.board), "{tag}");
            let names = ["Вера", "Глеб", "Hugo", "Iris"];
            assert_eq!(tag["white"], names[board.white as usize - 1], "{tag}");
            assert_eq!(tag["black"], names[board.black as usize - 1], "{tag}");
            assert_eq!(tag["result"], *result, "{tag}");
            // The first error says the variant is unknown; after it,
            // python-chess plays the variant's moves by the classical rules
            // and may stop at one (an Immortal castling, a Linear move).
            let errors = tag["errors"].as_array().expect("errors");
            let said = |e: &Value, what: &str| e.as_str().is_some_and(|e| e.contains(what));
            assert!(
                errors
                    .first()
                    .is_some_and(|e| said(e, "unsupported variant"))
                    && errors[1..].iter().all(|e| said(e, "illegal san")),
                "{tag}"
            );
        }
        let variant = format!("[Variant \"{}\"]", rules.pgn_variant());
        assert_eq!(pgn.matches(&variant).count(), 2, "{pgn}");
        if let Some(limit) = rules.pgn_line_limit() {
            assert_eq!(
                pgn.matches(&format!("[LineLimit \"{limit}\"]")).count(),
                2,
                "{pgn}"
            );
        }
    }
}

/// The arbiter's entry cleared (`null`) on a board whose game has ended:
/// the answer to the clearing gives the game's result, as the tournament
/// read right after does.
#[test]
fn clearing_the_arbiters_entry_answers_the_games_result() {
    let board = BoardProcess::start();
    let (club, _) = Championship::create(
        board.addr,
        &json!({"name": "Блиц", "rules": "chess", "rounds": 1, "system": "swiss"}),
    );
    let tokens = [
        club.register("Аня", None, None).1,
        club.register("Bob", None, None).1,
    ];
    let paired = club.must("pair", &json!({}));
    let first = boards(&paired, 1)[0].clone();
    let id = first.game.clone().expect("a game");
    let (w, b) = (
        &tokens[first.white as usize - 1],
        &tokens[first.black as usize - 1],
    );
    play(board.addr, &id, w, b, &BLACK_MATES);
    club.enter(1, first.white, "1-0");
    let cleared = club.enter_value(1, first.white, &Value::Null);
    let read = board_of(&club.get(), 1, first.white);
    assert_eq!(
        (read.result.as_deref(), read.by.as_deref()),
        (Some("0-1"), Some("game"))
    );
    let answered = board_of(&cleared, 1, first.white);
    assert_eq!(answered, read, "the answer to the clearing");
}

/// A late entry in a Swiss after round 1: the latecomer has round 1 as an
/// absence (no points), is paired from round 2 as the pairing crate pairs
/// the TRF, and caissify-pairings' checker accepts the file.
#[test]
fn a_late_entry_is_paired_from_the_next_round() {
    let board = BoardProcess::start();
    let (club, _) = Championship::create(
        board.addr,
        &json!({"name": "Весенний опен", "rules": "chess", "rounds": 3, "system": "swiss"}),
    );
    for (name, rating) in [
        ("Яна", 1900),
        ("Karl", 1800),
        ("Лев", 1700),
        ("Mia", 1600),
        ("Ной", 1500),
    ] {
        club.register(name, Some(rating), None);
    }
    for round in 1..=3 {
        let expected = dutch_from_trf(club.trf(), &[], &[]);
        let paired = club.must("pair", &json!({}));
        assert_eq!(
            (games_of(&paired, round), byes_of(&paired, round)),
            expected
        );
        for (white, _) in games_of(&paired, round) {
            club.enter(round, white, if white % 2 == 0 { "0-1" } else { "1-0" });
        }
        if round == 1 {
            let (number, _) = club.register("Поздний Игрок", Some(2000), None);
            assert_eq!(number, 6);
            let late = club.get();
            assert_eq!(late["players"][5]["points"].as_f64(), Some(0.0), "{late}");
            assert_eq!(late["crosstable"][5]["rounds"], json!(["(0)"]), "{late}");
        }
        caissify_check(&club.text("trf"), round);
    }
    let last = club.get();
    assert_eq!(last["state"], "finished");
    let late_games = (2..=3)
        .flat_map(|r| games_of(&last, r))
        .filter(|&(w, b)| w == 6 || b == 6)
        .count();
    assert_eq!(late_games, 2, "the latecomer plays rounds 2 and 3: {last}");
}

/// The pairing-allocated bye of a round, if any.
fn byes_of(tournament: &Value, round: u32) -> Option<u32> {
    let byes = byes(tournament, round);
    byes.iter()
        .find(|(_, kind)| kind == "pairing")
        .map(|(p, _)| *p)
}
