//! Every command's refusals, and that a refused command changes nothing.

use danilchuk_pairings::{GameResult, TieBreak};

use super::super::commands::{parse_result, Entry};
use super::super::refusal::{ClubRefusal, NameField};
use super::super::settings::System;
use super::super::tournament::{ClubTournament, NewTournament, State};
use super::{token, tournament, Games};
use danilchuk_variant::Rules;

/// `command` is refused with `refusal` and leaves the tournament as it was.
fn refused(
    t: &mut ClubTournament,
    refusal: ClubRefusal,
    command: impl FnOnce(&mut ClubTournament) -> Result<(), ClubRefusal>,
) {
    let before = t.clone();
    assert_eq!(command(t), Err(refusal));
    assert_eq!(*t, before, "a refused command changed the tournament");
}

#[test]
fn create_refuses_bad_settings() {
    let organiser = token();
    let base = NewTournament::new("Open", Rules::Chess, 5);
    let mut cases: Vec<(NewTournament, ClubRefusal)> = Vec::new();
    let mut new = base.clone();
    new.name = " ".into();
    cases.push((new, ClubRefusal::NameEmpty(NameField::Tournament)));
    let mut new = base.clone();
    new.name = "<script>".into();
    cases.push((
        new,
        ClubRefusal::NameCharacter {
            field: NameField::Tournament,
            code: u32::from('<'),
        },
    ));
    for rounds in [0, 100] {
        let mut new = base.clone();
        new.rounds = rounds;
        cases.push((new, ClubRefusal::Rounds(rounds)));
    }
    let mut new = base.clone();
    new.clock = Some((0, 5));
    cases.push((new, ClubRefusal::Clock));
    let mut new = base.clone();
    new.bye_half_points = 3;
    cases.push((new, ClubRefusal::ByePoints));
    let mut new = base.clone();
    new.date = Some("8 Dec 2026".into());
    cases.push((new, ClubRefusal::Date("8 Dec 2026".into())));
    let mut new = base.clone();
    new.site = Some("Moscow\u{202E}".into());
    cases.push((
        new,
        ClubRefusal::NameCharacter {
            field: NameField::Site,
            code: 0x202E,
        },
    ));
    let mut new = base.clone();
    new.tiebreaks = Some(vec![TieBreak::Wins, TieBreak::Wins]);
    cases.push((new, ClubRefusal::TieBreakTwice("wins")));
    for (new, refusal) in cases {
        assert_eq!(ClubTournament::create(&new, &organiser), Err(refusal));
    }
    let t = ClubTournament::create(&base, &organiser).expect("created");
    assert_eq!(t.state(), State::Registration);
    assert_eq!(t.rounds_planned(), 5);
    assert_eq!(t.settings.clock.initial, 900);
    assert!(t.is_organiser(organiser.secret().expect("new")));
    assert!(!t.is_organiser("0123"));
}

#[test]
fn register_refuses_bad_players_and_closed_registration() {
    let mut t = tournament(System::Swiss, 2, 1);
    let bad = |name: &str, rating: Option<u32>, club: Option<&str>| Entry {
        name: name.into(),
        rating,
        club: club.map(String::from),
    };
    for (entry, refusal) in [
        (
            bad("", None, None),
            ClubRefusal::NameEmpty(NameField::Player),
        ),
        (
            bad("Tom \"the\" Cat", None, None),
            ClubRefusal::NameCharacter {
                field: NameField::Player,
                code: u32::from('"'),
            },
        ),
        (bad("Tom", Some(3501), None), ClubRefusal::Rating(3501)),
        (
            bad("Tom", None, Some("[club]")),
            ClubRefusal::NameCharacter {
                field: NameField::Club,
                code: u32::from('['),
            },
        ),
    ] {
        let token = token();
        refused(&mut t, refusal, |t| t.register(&entry, &token).map(drop));
    }
    // The last round paired: a Swiss registers no one more.
    let mut games = Games::default();
    games.play_round(&mut t, |_, _| Some(GameResult::Draw));
    let token = token();
    refused(&mut t, ClubRefusal::RegistrationClosed, |t| {
        t.register(&Entry::named("Late"), &token).map(drop)
    });
    // A round-robin closes registration at round 1.
    let mut t = tournament(System::RoundRobin, 3, 1);
    Games::default().play_round(&mut t, |_, _| None);
    refused(&mut t, ClubRefusal::RegistrationClosed, |t| {
        t.register(&Entry::named("Late"), &token).map(drop)
    });
}

#[test]
fn a_thousand_players_and_no_more() {
    let mut t = tournament(System::Swiss, 0, 3);
    let organiser_token = token();
    for n in 1..=1000u32 {
        assert_eq!(t.register(&Entry::named("P"), &organiser_token), Ok(n));
    }
    refused(&mut t, ClubRefusal::TooManyPlayers, |t| {
        t.register(&Entry::named("One more"), &organiser_token)
            .map(drop)
    });
}

#[test]
fn withdraw_and_byes_are_refused_where_they_cannot_be() {
    let mut t = tournament(System::Swiss, 4, 3);
    refused(&mut t, ClubRefusal::NoSuchPlayer(5), |t| t.withdraw(5));
    refused(&mut t, ClubRefusal::NoSuchPlayer(0), |t| t.withdraw(0));
    t.withdraw(4).expect("withdrawn");
    refused(&mut t, ClubRefusal::Withdrawn(4), |t| t.withdraw(4));
    refused(&mut t, ClubRefusal::Withdrawn(4), |t| t.request_bye(4, 2));
    refused(&mut t, ClubRefusal::NoSuchPlayer(9), |t| {
        t.request_bye(9, 2)
    });
    refused(&mut t, ClubRefusal::ByeRound(0), |t| t.request_bye(1, 0));
    refused(&mut t, ClubRefusal::ByeRound(4), |t| t.request_bye(1, 4));
    t.request_bye(1, 2).expect("a bye");
    refused(
        &mut t,
        ClubRefusal::ByeTwice {
            player: 1,
            round: 2,
        },
        |t| t.request_bye(1, 2),
    );
    Games::default().play_round(&mut t, |_, _| Some(GameResult::WhiteWins));
    // Round 1 is paired: a bye for it is past.
    refused(&mut t, ClubRefusal::ByeRound(1), |t| t.request_bye(2, 1));
    let mut rr = tournament(System::RoundRobin, 4, 1);
    refused(&mut rr, ClubRefusal::ByeRoundRobin, |t| t.request_bye(1, 2));
}

#[test]
fn results_games_and_tiebreaks_are_refused_where_they_cannot_be() {
    let mut t = tournament(System::Swiss, 4, 3);
    refused(&mut t, ClubRefusal::NoSuchRound(1), |t| {
        t.set_arbiter_result(1, 1, Some(GameResult::Draw))
    });
    Games::default().play_round(&mut t, |_, _| None);
    refused(
        &mut t,
        ClubRefusal::NoSuchBoard { round: 1, board: 3 },
        |t| t.set_arbiter_result(1, 3, Some(GameResult::Draw)),
    );
    refused(
        &mut t,
        ClubRefusal::NoSuchBoard { round: 1, board: 0 },
        |t| t.set_arbiter_result(1, 0, None),
    );
    refused(&mut t, ClubRefusal::NoSuchRound(2), |t| {
        t.set_arbiter_result(2, 1, None)
    });
    refused(&mut t, ClubRefusal::GameId, |t| t.set_game(1, 1, "xyz"));
    refused(&mut t, ClubRefusal::GameId, |t| {
        t.set_game(1, 1, &"g".repeat(32))
    });
    refused(&mut t, ClubRefusal::TieBreakTwice("buchholz"), |t| {
        t.set_tiebreaks(&[TieBreak::Buchholz, TieBreak::Wins, TieBreak::Buchholz])
    });
    t.set_tiebreaks(&[TieBreak::Wins]).expect("reordered");
    assert_eq!(t.settings.tiebreaks, vec![TieBreak::Wins]);
    for text in ["1-0", "1/2-1/2", "0-1", "+/-", "-/+", "-/-"] {
        let result = parse_result(text).expect("a result");
        assert_eq!(super::super::commands::result_text(result), text);
    }
    assert_eq!(
        parse_result("2-0"),
        Err(ClubRefusal::UnknownResult("2-0".into()))
    );
}

#[test]
fn pairing_is_refused_until_it_can_be_made() {
    let mut t = tournament(System::Swiss, 1, 2);
    refused(&mut t, ClubRefusal::TooFewPlayers, |t| {
        t.pair_next().map(drop)
    });
    let token = token();
    t.register(&Entry::named("Second"), &token)
        .expect("registered");
    t.request_bye(2, 1).expect("a bye");
    refused(&mut t, ClubRefusal::TooFewPlayers, |t| {
        t.pair_next().map(drop)
    });
    let mut t = tournament(System::Swiss, 4, 2);
    let mut games = Games::default();
    games.play_round(&mut t, |_, _| None);
    assert!(!t.view("x").can_pair);
    assert_eq!(
        t.view("x").why_not.as_deref(),
        Some("club.round_unfinished")
    );
    refused(&mut t, ClubRefusal::RoundUnfinished(1), |t| {
        t.pair_next().map(drop)
    });
    // The arbiter decides both boards; the second round, then none.
    t.set_arbiter_result(1, 1, Some(GameResult::WhiteWins))
        .expect("entered");
    t.set_arbiter_result(1, 2, Some(GameResult::DoubleForfeit))
        .expect("entered");
    games.play_round(&mut t, |_, _| Some(GameResult::Draw));
    assert_eq!(t.state(), State::Finished);
    refused(&mut t, ClubRefusal::AllRoundsPaired(2), |t| {
        t.pair_next().map(drop)
    });
    // A round-robin needs 3 to 16 players.
    let mut rr = tournament(System::RoundRobin, 17, 1);
    refused(&mut rr, ClubRefusal::RoundRobinPlayers(17), |t| {
        t.pair_next().map(drop)
    });
    let mut rr = tournament(System::DoubleRoundRobin, 2, 1);
    refused(&mut rr, ClubRefusal::RoundRobinPlayers(2), |t| {
        t.pair_next().map(drop)
    });
}

#[test]
fn every_refusal_has_its_status() {
    assert_eq!(ClubRefusal::NoSuchPlayer(3).status(), 404);
    assert_eq!(
        ClubRefusal::NoSuchBoard { round: 1, board: 9 }.status(),
        404
    );
    assert_eq!(ClubRefusal::RoundUnfinished(1).status(), 422);
    assert_eq!(
        ClubRefusal::NameEmpty(NameField::Player).to_string(),
        "a player's name is empty"
    );
}

#[test]
fn the_dutch_system_finding_no_pairing_is_refused() {
    // Two players have met in round 1: round 2 has no pairing.
    let mut t = tournament(System::Swiss, 2, 2);
    Games::default().play_round(&mut t, |_, _| Some(GameResult::Draw));
    assert!(t.view("t").can_pair, "the cheap checks pass");
    refused(&mut t, ClubRefusal::NoPairing, |t| t.pair_next().map(drop));
}

#[test]
fn pulling_the_same_results_again_changes_nothing() {
    let mut t = tournament(System::Swiss, 4, 2);
    let mut games = Games::default();
    games.play_round(&mut t, |_, _| None);
    let version = t.version;
    assert!(!t.sync_results(|_| None));
    assert_eq!(t.version, version);
    assert!(t.sync_results(|_| Some(GameResult::BlackWins)));
    assert_eq!(t.version, version + 1);
    assert!(!t.sync_results(|_| Some(GameResult::BlackWins)));
    assert!(t.round_finished());
    // A game that the store no longer ends (a result taken back) is pending.
    assert!(t.sync_results(|_| None));
    assert_eq!(t.pending_boards(), [1, 2]);
}
