//! An 8-player, 5-round Swiss run in the model: results from the games
//! through the closure, an arbiter's entry, a withdrawal and a requested
//! half-point bye; the standings checked against values worked out by
//! hand from the pairings the Dutch system made.

use danilchuk_pairings::GameResult;

use super::super::settings::System;
use super::super::tournament::State;
use super::{pairs, tournament, Games};

/// The lower start number wins, but neighbours (numbers one apart) draw.
fn decide(white: u32, black: u32) -> Option<GameResult> {
    Some(if white.abs_diff(black) == 1 {
        GameResult::Draw
    } else if white < black {
        GameResult::WhiteWins
    } else {
        GameResult::BlackWins
    })
}

#[test]
fn eight_players_five_rounds() {
    let mut t = tournament(System::Swiss, 8, 5);
    let mut games = Games::default();
    // Player 3 asks for a half-point bye in round 4.
    t.request_bye(3, 4).expect("a bye");
    games.play_round(&mut t, decide);
    assert_eq!(pairs(&t, 1), [(1, 5), (6, 2), (3, 7), (8, 4)]);
    games.play_round(&mut t, decide);
    assert_eq!(pairs(&t, 2), [(4, 1), (2, 3), (5, 8), (7, 6)]);
    // Player 8 withdraws after round 2: 7 players, a pairing bye.
    t.withdraw(8).expect("withdrawn");
    // Board 3 of round 3 (6 against 5) is still being played.
    games.play_round(
        &mut t,
        |w, b| if (w, b) == (6, 5) { None } else { decide(w, b) },
    );
    assert_eq!(pairs(&t, 3), [(1, 2), (3, 4), (6, 5)]);
    let view = t.view("t");
    assert!(!view.can_pair);
    assert_eq!(view.why_not.as_deref(), Some("club.round_unfinished"));
    assert_eq!(
        view.why_not_args.get("round").map(String::as_str),
        Some("3")
    );
    assert_eq!(view.pairings[2].boards[2].result, None);
    assert_eq!(view.pairings[2].boards[2].by, None);
    assert_eq!(view.pairings[2].boards[0].by, Some("game"));
    // The arbiter enters it (the game is never ended).
    t.set_arbiter_result(3, 3, Some(GameResult::Draw))
        .expect("entered");
    let view = t.view("t");
    assert!(view.can_pair, "{:?}", view.why_not);
    assert_eq!(view.pairings[2].boards[2].result, Some("1/2-1/2"));
    assert_eq!(view.pairings[2].boards[2].by, Some("arbiter"));
    let byes: Vec<_> = view.pairings[2]
        .byes
        .iter()
        .map(|b| (b.player, b.kind, b.points))
        .collect();
    assert_eq!(byes, [(7, "pairing", 1.0), (8, "zero", 0.0)]);
    // The arbiter's entry wins over the game; cleared, the game counts again.
    t.set_arbiter_result(1, 1, Some(GameResult::BlackWins))
        .expect("entered");
    assert_eq!(t.view("t").players[0].points, 1.5);
    t.set_arbiter_result(1, 1, None).expect("cleared");
    t.sync_results(|id| games.results.get(id).copied());
    assert_eq!(t.view("t").players[0].points, 2.5);
    assert_eq!(t.view("t").pairings[0].boards[0].by, Some("game"));

    games.play_round(&mut t, decide);
    assert_eq!(pairs(&t, 4), [(7, 1), (2, 5), (4, 6)]);
    let byes: Vec<_> = t
        .round_view(4)
        .byes
        .iter()
        .map(|b| (b.player, b.kind))
        .collect();
    assert_eq!(byes, [(3, "half"), (8, "zero")]);
    games.play_round(&mut t, decide);
    assert_eq!(pairs(&t, 5), [(1, 3), (4, 2), (5, 7)]);
    assert_eq!(t.state(), State::Finished);
    assert!(!t.view("t").can_pair);
    assert_eq!(t.view("t").why_not.as_deref(), Some("club.all_paired"));

    // By hand, round by round (W wins, = draws, PAB the pairing bye):
    //   R1 1-5 1, 6-2 2, 3-7 3, 8-4 4       → 1:1 2:1 3:1 4:1
    //   R2 4-1 1, 2-3 =, 5-8 5, 7-6 =       → 1:2 2:1½ 3:1½ 4:1 5:1 6:½ 7:½
    //   R3 1-2 =, 3-4 =, 6-5 =, 7 PAB, 8 out → 1:2½ 2:2 3:2 4:1½ 5:1½ 6:1 7:1½
    //   R4 7-1 1, 2-5 2, 4-6 4, 3 half bye  → 1:3½ 2:3 3:2½ 4:2½ 5:1½ 6:1 7:1½
    //   R5 1-3 1, 4-2 2, 5-7 5, 6 PAB       → 1:4½ 2:4 3:2½ 4:2½ 5:2½ 6:2 7:1½ 8:0
    // Opponents' adjusted scores (C.07 § 16: an unplayed round as a
    // draw): 1 4½, 2 4, 3 2½ (R4 bye as ½), 4 2½, 5 2½, 6 1½ (R5 PAB as
    // ½), 7 1 (R3 PAB as ½), 8 1½ (three absences as ½ each).
    // A player's own unplayed round counts the player's own final score.
    //   3: BH = 7 1 + 2 4 + 4 2½ + own 2½ + 1 4½ = 14½, cut 1 → 13½;
    //      SB = 1 + 4/2 + 2½/2 + 2½/2 = 5½
    //   4: BH = 8 1½ + 1 4½ + 3 2½ + 6 1½ + 2 4 = 14, cut 1½ → 12½
    //   5: BH = 1 4½ + 8 1½ + 6 1½ + 2 4 + 7 1 = 12½, cut 1 → 11½
    //   1: BH = 2½ + 2½ + 4 + 1 + 2½ = 12½, cut → 11½; SB = 8½ + 4/2 = 10½
    //   2: BH = 1½ + 2½ + 4½ + 2½ + 2½ = 13½, cut → 12; SB = 6½ + 3½ = 10
    //   6: BH = 4 + 1 + 2½ + 2½ + own 2 = 12, cut → 11
    //   7: BH = 2½ + 1½ + own 1½ + 4½ + 2½ = 12½, cut → 11
    //   8: BH = 4 2½ + 5 2½ + own 0 × 3 = 5, cut 0 → 5
    // So 3, 4, 5 on 2½ are ranked by BH-C1: 3, 4, 5; 6 and 7 differ on
    // points. WIN counts the pairing byes (a full point), not the half one.
    let expected: [(u32, u32, f64, [f64; 5]); 8] = [
        (1, 1, 4.5, [11.5, 12.5, 10.5, 0.0, 4.0]),
        (2, 2, 4.0, [12.0, 13.5, 10.0, 0.0, 3.0]),
        (3, 3, 2.5, [13.5, 14.5, 5.5, 0.0, 1.0]),
        (4, 4, 2.5, [12.5, 14.0, 4.25, 0.0, 2.0]),
        (5, 5, 2.5, [11.5, 12.5, 3.25, 0.0, 2.0]),
        (6, 6, 2.0, [11.0, 12.0, 3.75, 0.0, 1.0]),
        (7, 7, 1.5, [11.0, 12.5, 2.25, 0.0, 1.0]),
        (8, 8, 0.0, [5.0, 5.0, 0.0, 0.0, 0.0]),
    ];
    let standings = t.standings();
    for (line, (rank, number, points, tiebreaks)) in standings.iter().zip(expected) {
        assert_eq!(
            (line.rank, line.number, line.points),
            (rank, number, points)
        );
        assert_eq!(line.tiebreaks, tiebreaks, "player {number}");
    }
    assert_eq!((standings[2].games, standings[2].wins), (4, 1));
    let view = t.view("t");
    assert_eq!(
        view.tiebreaks,
        [
            "buchholz_cut1",
            "buchholz",
            "sonneborn_berger",
            "direct_encounter",
            "wins"
        ]
    );
    assert_eq!(
        view.crosstable[2].rounds,
        ["W7+", "B2=", "W4=", "(½)", "B1-"]
    );
    assert_eq!(
        view.crosstable[7].rounds,
        ["W4-", "B5-", "(0)", "(0)", "(0)"]
    );
    assert!(view.players[7].withdrawn);
    // No two players met twice.
    let mut met = std::collections::HashSet::new();
    for round in 1..=5 {
        for (w, b) in pairs(&t, round) {
            assert!(met.insert((w.min(b), w.max(b))), "{w} and {b} met twice");
        }
    }
    // The tie-breaks reordered: WIN first puts 4 and 5 (two wins) above 3.
    t.set_tiebreaks(&[danilchuk_pairings::TieBreak::Wins])
        .expect("set");
    let order: Vec<u32> = t.standings().iter().map(|s| s.number).collect();
    assert_eq!(order, [1, 2, 4, 5, 3, 6, 7, 8]);
    // The player's link: player 3's last game, black against 1.
    let me = t.me_of(3);
    assert_eq!(
        (me.round, me.side, me.game.is_some()),
        (5, Some("black"), true)
    );
    assert_eq!(t.me_of(6).side, None);
}

#[test]
fn a_latecomer_has_zero_byes_for_the_rounds_played() {
    let mut t = tournament(System::Swiss, 4, 3);
    let mut games = Games::default();
    games.play_round(&mut t, |_, _| Some(GameResult::Draw));
    let token = super::token();
    let late = t
        .register(&super::super::commands::Entry::named("Late"), &token)
        .expect("a late entry");
    assert_eq!(late, 5);
    assert_eq!(t.round_view(1).byes[0].kind, "zero");
    games.play_round(&mut t, |_, _| Some(GameResult::Draw));
    // Five players: somebody has the pairing bye in round 2.
    assert_eq!(t.round_view(2).byes.len(), 1);
    assert_eq!(
        t.me(token.secret().expect("new")).map(|m| m.player),
        Some(5)
    );
    assert_eq!(t.me("not a token"), None);
}
