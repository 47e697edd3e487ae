//! `Rules` names: every value prints and parses back, the aliases, the PGN
//! tags.

use danilchuk_board::{Position, UnknownVariant, Variant, RULE_SET_NAMES};
use danilchuk_linear::LineLimit;
use danilchuk_variant::{AnyPosition, Rules, RulesError, UnknownRules};

#[test]
fn every_rules_value_round_trips_through_its_name() {
    let names: Vec<String> = Rules::ALL.iter().map(ToString::to_string).collect();
    assert_eq!(names, ["chess", "immortal", "linear", "linear3", "linear2"]);
    for rules in Rules::ALL {
        assert_eq!(rules.name().parse(), Ok(rules));
        assert_eq!(rules.name().to_uppercase().parse(), Ok(rules));
    }
}

#[test]
fn aliases_are_accepted() {
    for (text, rules) in [
        ("Standard", Rules::Chess),
        ("classical", Rules::Chess),
        ("FIDE", Rules::Chess),
        ("Immortal", Rules::Immortal),
        ("Linear", Rules::Linear(LineLimit::Unlimited)),
        ("linear-3", Rules::Linear(LineLimit::Three)),
        ("linear:2", Rules::Linear(LineLimit::Two)),
        (" linear2 ", Rules::Linear(LineLimit::Two)),
        ("Linear_3", Rules::Linear(LineLimit::Three)),
    ] {
        assert_eq!(text.parse::<Rules>(), Ok(rules), "{text}");
    }
}

#[test]
fn unknown_names_are_errors_that_quote_the_text() {
    for text in [
        "",
        "linear4",
        "linear1",
        "linear-",
        "chess960",
        "immortal2",
        "linear--3",
    ] {
        let err: UnknownRules = text.parse::<Rules>().unwrap_err();
        assert_eq!(err, UnknownVariant(text.into()));
        assert!(err.to_string().contains(&format!("{text:?}")));
    }
}

#[test]
fn pgn_tags_name_the_rules() {
    for rules in Rules::ALL {
        let back = Rules::from_pgn_tags(Some(rules.pgn_variant()), rules.pgn_line_limit());
        assert_eq!(back, Ok(rules));
    }
    assert_eq!(Rules::from_pgn_tags(None, None), Ok(Rules::Chess));
    assert_eq!(Rules::Chess.pgn_variant(), "Standard");
    assert_eq!(Rules::Linear(LineLimit::Unlimited).pgn_line_limit(), None);
    // A line limit belongs to Linear chess only (L-8); `none` is harmless.
    assert_eq!(
        Rules::from_pgn_tags(Some("Immortal"), Some("2")),
        Err(RulesError::LimitWithoutLines {
            variant: Variant::Immortal,
            limit: LineLimit::Two
        })
    );
    assert_eq!(
        Rules::from_pgn_tags(Some("Immortal"), Some("none")),
        Ok(Rules::Immortal)
    );
    assert!(matches!(
        Rules::from_pgn_tags(Some("Linear"), Some("5")),
        Err(RulesError::LineLimit(_))
    ));
    assert!(matches!(
        Rules::from_pgn_tags(Some("Crazyhouse"), None),
        Err(RulesError::Unknown(_))
    ));
}

/// The one table of names: every surface reads every name of
/// `RULE_SET_NAMES`, in any case, with white space around it; the PGN
/// `Variant` tag names a line limit as `Rules` does (`Linear3`), and an
/// unknown name's message lists the names.
#[test]
fn one_table_of_names_for_rules_variant_and_pgn_tags() {
    for entry in RULE_SET_NAMES {
        let rules = Rules::from_settings(entry.variant, entry.settings).unwrap();
        for text in [
            entry.name.to_string(),
            entry.name.to_uppercase(),
            format!(" {} ", entry.name),
        ] {
            assert_eq!(text.parse::<Rules>(), Ok(rules), "{text:?}");
            assert_eq!(text.parse::<Variant>(), Ok(entry.variant), "{text:?}");
            assert_eq!(
                Rules::from_pgn_tags(Some(&text), None),
                Ok(rules),
                "{text:?}"
            );
        }
    }
    // The Variant tag names a limit; the LineLimit tag must agree.
    assert_eq!(
        Rules::from_pgn_tags(Some("Linear3"), Some("3")),
        Ok(Rules::Linear(LineLimit::Three))
    );
    assert!(matches!(
        Rules::from_pgn_tags(Some("Linear3"), Some("2")),
        Err(RulesError::LimitContradicts { .. })
    ));
    // `Atomic` is an unknown rule set, not "unknown settings".
    let message = Rules::from_pgn_tags(Some("Atomic"), None)
        .unwrap_err()
        .to_string();
    assert!(
        message.contains("unknown rule set \"Atomic\"") && message.contains("linear3"),
        "{message}"
    );
    // A default for a game without a Variant tag.
    assert_eq!(
        Rules::from_pgn_tags_or(None, Some("3"), Rules::Linear(LineLimit::Unlimited)),
        Ok(Rules::Linear(LineLimit::Three))
    );
    assert_eq!(
        Rules::from_pgn_tags_or(Some("Standard"), None, Rules::Immortal),
        Ok(Rules::Chess)
    );
}

#[test]
fn rules_and_variants_convert() {
    for variant in Variant::ALL {
        assert_eq!(Rules::from(variant).variant(), variant);
        assert_eq!(Variant::from(Rules::of(variant)), variant);
    }
    assert_eq!(Rules::default(), Rules::Chess);
    assert_eq!(
        Rules::Linear(LineLimit::Three).line_limit(),
        Some(LineLimit::Three)
    );
    assert_eq!(Rules::Immortal.line_limit(), None);
}

/// The key a hash table shared between rule sets mixes in: one per rule set
/// and line limit, and fixed, so that stored keys mean the same on every
/// build and platform (it was once a hash of type names and `Debug` text).
#[test]
fn each_rules_value_has_its_own_fixed_settings_key() {
    let keys: Vec<u64> = Rules::ALL
        .iter()
        .map(|&rules| AnyPosition::starting_with(rules).settings_key())
        .collect();
    for (i, a) in keys.iter().enumerate() {
        for b in &keys[i + 1..] {
            assert_ne!(a, b);
        }
    }
    assert_eq!(
        keys,
        [
            Variant::Chess.settings_key(0),
            Variant::Immortal.settings_key(0),
            Variant::Linear.settings_key(0),
            Variant::Linear.settings_key(3),
            Variant::Linear.settings_key(2),
        ]
    );
    assert_eq!(Variant::Chess.settings_key(0), CHESS_KEY);
}

/// `Variant::Chess.settings_key(0)`, pinned.
const CHESS_KEY: u64 = 0xe4eb_db66_6f99_aa74;
