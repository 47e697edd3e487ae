//! The tournament kept as JSON, written as TRF-16 and read back, and its
//! games as one PGN.

use danilchuk_pairings::GameResult;

use super::super::settings::System;
use super::super::tournament::{ClubTournament, NewTournament};
use super::{pairs, token, tournament, Games};
use danilchuk_variant::Rules;

/// A Swiss of 5 players after 2 rounds, a withdrawal and a bye asked for.
fn played() -> ClubTournament {
    let mut t = tournament(System::Swiss, 5, 4);
    t.settings.site = Some("Moscow".into());
    t.settings.date = Some("2026-12-08".into());
    let mut games = Games::default();
    games.play_round(&mut t, |w, b| {
        Some(if w < b {
            GameResult::WhiteWins
        } else {
            GameResult::Draw
        })
    });
    t.set_arbiter_result(1, 1, Some(GameResult::BlackWinsByForfeit))
        .expect("entered");
    t.request_bye(2, 3).expect("a bye");
    games.play_round(&mut t, |_, _| Some(GameResult::BlackWins));
    t.withdraw(5).expect("withdrawn");
    t
}

#[test]
fn the_state_reads_back_from_json() {
    let t = played();
    let json = serde_json::to_string(&t).expect("JSON");
    let back: ClubTournament = serde_json::from_str(&json).expect("read back");
    assert_eq!(back, t);
    assert!(json.contains("\"rules\":\"immortal\""), "{json}");
    assert!(json.contains("\"system\":\"swiss\""));
    // Only the tokens' digests are kept.
    assert_eq!(back.tokens.len(), 5);
    assert!(back.tokens.iter().all(|d| d.len() == 64));
    // The answer holds no token digest.
    let answer = serde_json::to_string(&t.view("abc")).expect("JSON");
    for digest in t.tokens.iter().chain([&t.organiser]) {
        assert!(!answer.contains(digest.as_str()));
    }
    assert!(answer.contains("\"state\":\"playing\""));
    // The answer's shape, as the shared design writes it.
    let value: serde_json::Value = serde_json::from_str(&answer).expect("JSON");
    let keys = |v: &serde_json::Value| -> Vec<String> {
        let mut keys: Vec<String> = v.as_object().expect("an object").keys().cloned().collect();
        keys.sort();
        keys
    };
    let sorted = |mut names: Vec<&str>| {
        names.sort_unstable();
        names.into_iter().map(String::from).collect::<Vec<_>>()
    };
    assert_eq!(
        keys(&value),
        sorted(vec![
            "id",
            "name",
            "rules",
            "clock",
            "system",
            "rounds",
            "round",
            "state",
            "bye_points",
            "tiebreaks",
            "site",
            "date",
            "version",
            "players",
            "pairings",
            "standings",
            "crosstable",
            "can_pair",
            "why_not",
            "why_not_args",
        ])
    );
    assert_eq!(keys(&value["clock"]), sorted(vec!["initial", "increment"]));
    assert_eq!(
        keys(&value["players"][0]),
        sorted(vec![
            "number",
            "name",
            "rating",
            "club",
            "withdrawn",
            "points"
        ])
    );
    assert_eq!(
        keys(&value["pairings"][0]),
        sorted(vec!["round", "boards", "byes"])
    );
    assert_eq!(
        keys(&value["pairings"][0]["boards"][0]),
        sorted(vec!["board", "white", "black", "game", "result", "by"])
    );
    assert_eq!(
        keys(&value["pairings"][0]["byes"][0]),
        sorted(vec!["player", "kind", "points"])
    );
    assert_eq!(
        keys(&value["standings"][0]),
        sorted(vec![
            "rank",
            "number",
            "name",
            "points",
            "tiebreaks",
            "games",
            "wins"
        ])
    );
    assert_eq!(
        keys(&value["crosstable"][0]),
        sorted(vec!["number", "name", "rounds", "points"])
    );
    assert_eq!(value["pairings"][0]["boards"][0]["result"], "-/+");
    assert_eq!(value["bye_points"], 1.0);
    let summary = serde_json::to_value(t.summary("abc")).expect("JSON");
    assert_eq!(
        keys(&summary),
        sorted(vec![
            "id", "name", "rules", "system", "rounds", "round", "players", "state"
        ])
    );
    let me = serde_json::to_value(t.me_of(1)).expect("JSON");
    assert_eq!(
        keys(&me),
        sorted(vec!["player", "name", "game", "side", "round"])
    );
}

#[test]
fn trf_export_then_import_keeps_the_tournament() {
    let t = played();
    let text = t.to_trf();
    assert!(
        text.starts_with("012 Club championship\n022 Moscow\n042 2026/12/08\n"),
        "{text}"
    );
    let organiser = token();
    let (back, tokens) = ClubTournament::from_trf(&text, &organiser).expect("read back");
    assert_eq!(tokens.len(), 5);
    assert_eq!(back.tokens.len(), 5);
    assert!(back.is_organiser(organiser.secret().expect("new")));
    assert_eq!(back.name(), "Club championship");
    assert_eq!(back.settings.site.as_deref(), Some("Moscow"));
    assert_eq!(back.settings.date.as_deref(), Some("2026-12-08"));
    assert_eq!(back.rounds_planned(), 4);
    assert_eq!(back.round(), 2);
    for round in 1..=2 {
        let mut theirs = pairs(&back, round);
        let mut ours = pairs(&t, round);
        theirs.sort_unstable();
        ours.sort_unstable();
        assert_eq!(theirs, ours);
    }
    assert!(back
        .rounds
        .iter()
        .flat_map(|r| &r.boards)
        .all(|b| b.game.is_none()));
    // Every result came as the arbiter's.
    let view = back.view("b");
    assert!(view
        .pairings
        .iter()
        .flat_map(|r| &r.boards)
        .all(|b| b.by == Some("arbiter")));
    assert_eq!(view.standings, t.view("t").standings);
    // The same file again (the withdrawal and the bye asked for are the
    // board's, not TRF's).
    assert_eq!(back.to_trf(), text);
    // Bad TRF and bad names in it are refused.
    assert!(matches!(
        ClubTournament::from_trf("001 x", &organiser),
        Err(super::super::ClubRefusal::Trf(_))
    ));
    let quoted = text.replace("Player 1", "Play\"r 1");
    assert!(matches!(
        ClubTournament::from_trf(&quoted, &organiser),
        Err(super::super::ClubRefusal::NameCharacter { .. })
    ));
}

#[test]
fn the_games_pgn_has_the_tournaments_tags() {
    let mut new = NewTournament::new(
        "Linear cup",
        Rules::Linear(danilchuk_linear::LineLimit::Three),
        2,
    );
    new.site = Some("Club".into());
    new.date = Some("2026-12-08".into());
    let mut t = ClubTournament::create(&new, &token()).expect("created");
    for name in ["Anna", "Boris", "Clara", "Denis"] {
        t.register(&super::super::commands::Entry::named(name), &token())
            .expect("registered");
    }
    let paired = t.pair_next().expect("paired");
    assert_eq!(paired.boards, [1, 2]);
    let id = "0123456789abcdef0123456789abcdef";
    t.set_game(1, 1, id).expect("a game");
    // Board 2 is played over the board, the arbiter enters it.
    t.set_arbiter_result(1, 2, Some(GameResult::Draw))
        .expect("entered");
    t.sync_results(|game| (game == id).then_some(GameResult::WhiteWins));
    let own = "[Event \"Danilchuk board game\"]\n[Site \"danilchuk-play\"]\n[Date \"2026.12.09\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"1-0\"]\n[Variant \"Linear\"]\n[LineLimit \"3\"]\n\n1. e4 e5 2. Qh5 1-0\n";
    let pgn = t.pgn(|game| (game == id).then(|| own.to_string()));
    let (w1, b1) = pairs(&t, 1)[0];
    let (w2, b2) = pairs(&t, 1)[1];
    let first = format!(
        "[Event \"Linear cup\"]\n[Site \"Club\"]\n[Date \"2026.12.09\"]\n[Round \"1.1\"]\n[White \"{}\"]\n[Black \"{}\"]\n[Result \"1-0\"]\n[EventDate \"2026.12.08\"]\n[LineLimit \"3\"]\n[Variant \"Linear\"]\n\n1. e4 e5 2. Qh5 1-0\n",
        t.player_name(w1),
        t.player_name(b1)
    );
    assert!(pgn.starts_with(&first), "{pgn}");
    let second = format!(
        "[Event \"Linear cup\"]\n[Site \"Club\"]\n[Date \"2026.12.08\"]\n[Round \"1.2\"]\n[White \"{}\"]\n[Black \"{}\"]\n[Result \"1/2-1/2\"]\n[EventDate \"2026.12.08\"]\n[LineLimit \"3\"]\n[TimeControl \"900+5\"]\n[Variant \"Linear\"]\n\n1/2-1/2\n",
        t.player_name(w2),
        t.player_name(b2)
    );
    assert!(pgn.ends_with(&second), "{pgn}");
    // A forfeit over the board was never played: not in the PGN.
    t.set_arbiter_result(1, 2, Some(GameResult::WhiteWinsByForfeit))
        .expect("entered");
    assert!(!t.pgn(|_| None).contains("[Round \"1.2\"]"));
    assert!(t.pgn(|_| None).contains("[Round \"1.1\"]"));
}
