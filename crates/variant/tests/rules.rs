//! `Rules` names: every value prints and parses back, the aliases, the PGN
//! tags.

use danilchuk_board::Variant;
use danilchuk_linear::LineLimit;
use danilchuk_variant::{Rules, UnknownRules};

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
    ] {
        assert_eq!(text.parse::<Rules>(), Ok(rules), "{text}");
    }
}

#[test]
fn unknown_names_are_errors_that_quote_the_text() {
    for text in ["", "linear4", "linear1", "linear-", "chess960", "immortal2"] {
        let err = text.parse::<Rules>().unwrap_err();
        assert_eq!(err, UnknownRules(text.into()));
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
    // LineLimit counts only for Linear.
    assert_eq!(
        Rules::from_pgn_tags(Some("Immortal"), Some("2")),
        Ok(Rules::Immortal)
    );
    assert!(Rules::from_pgn_tags(Some("Linear"), Some("5")).is_err());
    assert!(Rules::from_pgn_tags(Some("Crazyhouse"), None).is_err());
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
