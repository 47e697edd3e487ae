//! Every refusal's text is in both languages of the page.

use danilchuk_pairings::TrfError;

use super::super::refusal::{ClubRefusal, NameField};

/// One refusal of each kind.
fn every_refusal() -> Vec<ClubRefusal> {
    let trf: TrfError = danilchuk_pairings::Tournament::from_trf("001 x").expect_err("not TRF");
    let field = NameField::Player;
    vec![
        ClubRefusal::NameEmpty(field),
        ClubRefusal::NameTooLong(NameField::Club),
        ClubRefusal::NameCharacter {
            field: NameField::Site,
            code: 0x22,
        },
        ClubRefusal::NameEmpty(NameField::Tournament),
        ClubRefusal::Rating(4000),
        ClubRefusal::Rounds(0),
        ClubRefusal::UnknownRules("x".into()),
        ClubRefusal::UnknownSystem("x".into()),
        ClubRefusal::UnknownTieBreak("x".into()),
        ClubRefusal::TieBreakTwice("wins"),
        ClubRefusal::ByePoints,
        ClubRefusal::Clock,
        ClubRefusal::Date("x".into()),
        ClubRefusal::TooManyPlayers,
        ClubRefusal::RegistrationClosed,
        ClubRefusal::NoSuchPlayer(1),
        ClubRefusal::Withdrawn(1),
        ClubRefusal::ByeRound(1),
        ClubRefusal::ByeTwice {
            player: 1,
            round: 2,
        },
        ClubRefusal::ByeRoundRobin,
        ClubRefusal::NoSuchRound(1),
        ClubRefusal::NoSuchBoard { round: 1, board: 2 },
        ClubRefusal::UnknownResult("x".into()),
        ClubRefusal::GameId,
        ClubRefusal::AllRoundsPaired(5),
        ClubRefusal::RoundUnfinished(1),
        ClubRefusal::TooFewPlayers,
        ClubRefusal::RoundRobinPlayers(2),
        ClubRefusal::NoPairing,
        ClubRefusal::Trf(trf),
    ]
}

#[test]
fn every_refusal_is_said_in_english_and_russian() {
    for (lang, file) in [
        ("en", include_str!("../../../assets/i18n/en.json")),
        ("ru", include_str!("../../../assets/i18n/ru.json")),
    ] {
        let texts: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(file).expect("JSON");
        let has = |key: &str| texts.get(key).and_then(|v| v.as_str()).is_some();
        for refusal in every_refusal() {
            let message = refusal.message();
            let key = format!("club.{}", message.code);
            assert!(has(&key), "{lang}: {key}");
            let text = texts[&key].as_str().expect("a text");
            // Every argument the text names is given.
            for (i, _) in text.match_indices('{') {
                let name: String = text[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    assert!(
                        message.args.contains_key(name.as_str()),
                        "{lang}: {key} {name}"
                    );
                }
            }
            for value in message.args.values() {
                if let Some(arg) = value.strip_prefix('@') {
                    assert!(has(arg), "{lang}: {arg}");
                }
            }
        }
        assert!(has("club.random"), "{lang}");
    }
}
