//! PGN import and export through the notation crate (Part III), with the
//! result tag matching the outcome.

use danilchuk_board::{Color, DrawReason, Outcome, WinReason};
use danilchuk_classical::Chess;
use danilchuk_game::{Game, GameError, GameRules};
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use danilchuk_notation::pgn::GameResult;
use proptest::prelude::*;

mod common;
use common::{choices, limit, random_game, start, SPARSE_CHESS, SPARSE_IMMORTAL, SPARSE_LINEAR};

const FOOLS_MATE: &str = "1. f3 e5 2. g4 Qh4# ";

#[test]
fn checkmate_needs_its_result() {
    let g = Game::<Chess>::from_pgn(&format!("{FOOLS_MATE}0-1")).expect("reads");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Checkmate
        })
    );
    assert_eq!(g.result(), GameResult::BlackWins);
    // An unfinished marker is fine; a contradicting one is not.
    let g = Game::<Chess>::from_pgn(&format!("{FOOLS_MATE}*")).expect("reads");
    assert_eq!(g.result(), GameResult::BlackWins);
    for result in ["1-0", "1/2-1/2"] {
        let text = format!("{FOOLS_MATE}{result}");
        assert!(
            matches!(Game::<Chess>::from_pgn(&text), Err(GameError::Result(_))),
            "{text}"
        );
    }
    // No move after the end.
    assert!(Game::<Chess>::from_pgn(&format!("{FOOLS_MATE}3. Kf2 0-1")).is_err());
}

#[test]
fn the_result_tag_is_used_without_a_marker() {
    let text = "[Result \"0-1\"]\n\n1. e4 e5";
    let g = Game::<Chess>::from_pgn(text).expect("reads");
    assert_eq!(g.resigned(), Some(Color::White));
    assert_eq!(g.result(), GameResult::BlackWins);
}

#[test]
fn draws_and_resignations() {
    let knights = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";
    let g = Game::<Chess>::from_pgn(&format!("{knights} 1/2-1/2")).expect("reads");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::ThreefoldRepetition
        })
    );
    let g = Game::<Chess>::from_pgn("1. e4 e5 1/2-1/2").expect("reads");
    assert_eq!(g.declared_draw(), Some(DrawReason::Agreement));
    let g = Game::<Chess>::from_pgn("1. e4 e5 1-0").expect("reads");
    assert_eq!(g.resigned(), Some(Color::Black));
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Resignation
        })
    );
    assert!(g.is_over());
    let mut g2 = g.clone();
    assert_eq!(g2.play_uci("g1f3"), Err(GameError::Resigned(Color::Black)));
    assert_eq!(g2.agree_draw(), Err(GameError::Resigned(Color::Black)));
    assert_eq!(g2.undo().map(|m| m.to_string()), Some("e7-e5".into()));
    assert!(!g2.is_over());

    let text = g.to_pgn_string().expect("writes");
    assert!(text.contains("[Result \"1-0\"]"), "{text}");
    assert!(text.trim_end().ends_with("1. e4 e5 1-0"), "{text}");
    assert_eq!(Game::<Chess>::from_pgn(&text).expect("reads back"), g);
}

#[test]
fn variants_settings_and_setups() {
    // A Linear game with a line limit and a set-up start.
    let mut g = Game::<Linear>::from_fen_with("R3k3/8/8/8/8/8/8/4K3 w - - 0 1 Ee", LineLimit::Two)
        .expect("fen");
    g.play_uci("a8e8").expect("takes the king");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::LastKingCaptured
        })
    );
    let pgn = g.to_pgn().expect("writes");
    assert_eq!(pgn.tag("Variant"), Some("Linear"));
    assert_eq!(pgn.tag("LineLimit"), Some("2"));
    assert_eq!(pgn.tag("SetUp"), Some("1"));
    assert_eq!(pgn.tag("FEN"), Some("R3k3/8/8/8/8/8/8/4K3 w - - 0 1 Ee"));
    assert_eq!(pgn.tag("Result"), Some("1-0"));
    let text = g.to_pgn_string().expect("writes");
    let back = Game::<Linear>::from_pgn(&text).expect("reads back");
    assert_eq!(back, g);
    assert_eq!(back.settings(), LineLimit::Two);

    // No LineLimit tag without a limit.
    let g = Game::<Linear>::starting();
    assert_eq!(g.to_pgn().expect("writes").tag("LineLimit"), None);
    assert!(matches!(
        Game::<Linear>::from_pgn("[Variant \"Linear\"]\n[LineLimit \"9\"]\n\n*"),
        Err(GameError::Rules(_))
    ));

    // The Variant tag must name the rule set.
    assert!(matches!(
        Game::<Chess>::from_pgn("[Variant \"Immortal\"]\n\n1. e4 *"),
        Err(GameError::WrongVariant {
            found: danilchuk_variant::Rules::Immortal,
            ..
        })
    ));
    assert!(matches!(
        Game::<Chess>::from_pgn(""),
        Err(GameError::NoPgnGame)
    ));

    // Immortal castling and reverse castling (I-4, I-5) survive the trip.
    let mut g = Game::<Immortal>::starting();
    for uci in ["e1h1", "e8a8", "h1e1", "a8e8"] {
        g.play_uci(uci).expect("legal");
    }
    let text = g.to_pgn_string().expect("writes");
    assert!(text.contains("O-O") && text.contains("O+O"), "{text}");
    assert_eq!(Game::<Immortal>::from_pgn(&text).expect("reads back"), g);
}

/// A random game, perhaps ended by a claim, an agreement or a resignation.
fn ended<P: GameRules>(start: P, choices: &[u16], end: u8) -> Game<P> {
    let mut game = random_game(start, choices);
    let _ = match end % 5 {
        0 => game.claim_draw().map(drop),
        1 => game.agree_draw().map(drop),
        2 => game.resign(Color::White).map(drop),
        3 => game.resign(Color::Black).map(drop),
        _ => Ok(()),
    };
    game
}

/// PGN export then import gives the same game; an agreed draw where a
/// claim was possible comes back as the claim (PGN cannot tell them apart).
fn check_pgn_round_trip<P: GameRules>(game: &Game<P>) {
    let text = game.to_pgn_string().expect("writes");
    let back = Game::<P>::from_pgn(&text).unwrap_or_else(|e| panic!("{text}\n{e}"));
    assert_eq!(back.start_position(), game.start_position(), "{text}");
    assert_eq!(back.moves(), game.moves(), "{text}");
    assert_eq!(back.result(), game.result(), "{text}");
    assert_eq!(back.resigned(), game.resigned(), "{text}");
    let claimable = game.repetition_count() >= 3 || game.position().halfmoves() >= 100;
    if !(game.declared_draw() == Some(DrawReason::Agreement) && claimable) {
        assert_eq!(back.outcome(), game.outcome(), "{text}");
    }
    assert_eq!(back.position().fen(), game.position().fen());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn chess_pgn_round_trip(which in 0usize..4, choices in choices(), end in any::<u8>()) {
        check_pgn_round_trip(&ended(start::<Chess>(SPARSE_CHESS, which, ()), &choices, end));
    }

    #[test]
    fn immortal_pgn_round_trip(which in 0usize..3, choices in choices(), end in any::<u8>()) {
        check_pgn_round_trip(&ended(start::<Immortal>(SPARSE_IMMORTAL, which, ()), &choices, end));
    }

    #[test]
    fn linear_pgn_round_trip(which in 0usize..3, l in any::<u8>(), choices in choices(), end in any::<u8>()) {
        check_pgn_round_trip(&ended(start::<Linear>(SPARSE_LINEAR, which, limit(l)), &choices, end));
    }
}

/// The PGN `Variant` tag reads every name `Rules` reads (one table): a
/// line limit in the name (`Linear3`), `fide`, any case, white space; an
/// unknown name is an unknown rule set that lists the names.
#[test]
fn variant_tag_reads_every_name_of_the_table() {
    use danilchuk_game::AnyGame;
    use danilchuk_variant::Rules;
    for (tag, rules) in [
        ("Linear3", Rules::Linear(LineLimit::Three)),
        ("linear-2", Rules::Linear(LineLimit::Two)),
        ("LINEAR", Rules::Linear(LineLimit::Unlimited)),
        (" fide ", Rules::Chess),
        ("Standard", Rules::Chess),
        ("immortal", Rules::Immortal),
    ] {
        let text = format!("[Variant \"{tag}\"]\n\n1. e4 *");
        let game = AnyGame::from_pgn(&text).unwrap_or_else(|e| panic!("{tag}: {e}"));
        assert_eq!(game.settings(), rules, "{tag}");
    }
    let linear = Game::<Linear>::from_pgn("[Variant \"Linear3\"]\n\n1. Nf3 *").unwrap();
    assert_eq!(linear.settings(), LineLimit::Three);
    // Written back in the Part III shape: Variant and LineLimit.
    let pgn = linear.to_pgn().unwrap();
    assert_eq!(
        (pgn.tag("Variant"), pgn.tag("LineLimit")),
        (Some("Linear"), Some("3"))
    );
    // Unknown: named as such, with the names.
    let error = AnyGame::from_pgn("[Variant \"Atomic\"]\n\n1. e4 *").unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("unknown rule set \"Atomic\"") && message.contains("immortal"),
        "{message}"
    );
    assert!(!message.contains("settings"), "{message}");
    // A contradicting LineLimit tag.
    assert!(matches!(
        AnyGame::from_pgn("[Variant \"Linear3\"]\n[LineLimit \"2\"]\n\n*"),
        Err(GameError::Rules(_))
    ));
}

/// A PGN game without a `Variant` tag is classical chess (Part III) unless
/// the reader names another default.
#[test]
fn a_default_rule_set_for_games_without_a_variant_tag() {
    use danilchuk_game::AnyGame;
    use danilchuk_variant::Rules;
    // Legal only in Immortal chess: the white queen, swapped onto f6 by
    // Qxf7 (I-1), takes on e5.
    let text = "1. e4 e5 2. Qh5 Qf6 3. Qxf7+ Qxf7 4. Qxe5+ *";
    assert!(
        AnyGame::from_pgn(text).is_err(),
        "classical by default: no white queen left"
    );
    let game = AnyGame::from_pgn_with(text, Rules::Immortal).unwrap();
    assert_eq!((game.settings(), game.ply()), (Rules::Immortal, 7));
    let linear = Game::<Linear>::from_pgn_with("1. Nf3 *", LineLimit::Two).unwrap();
    assert_eq!(linear.settings(), LineLimit::Two);
}

/// IV-10: a game of the rules has no null move; a PGN game whose main line
/// holds one is refused with the reason and the place (the notation
/// crate's `replay` reads it and marks it), and one in a variation is read.
#[test]
fn iv10_a_null_move_in_the_main_line_is_refused_with_its_place() {
    use danilchuk_notation::PgnErrorKind;
    let error = Game::<Chess>::from_pgn("1. e4 e5 2. Nf3 Z0 3. Bc4 *").unwrap_err();
    match &error {
        GameError::Pgn(e) => {
            assert_eq!(e.kind, PgnErrorKind::NullMoveInMainLine);
            assert_eq!((e.line, e.column), (1, 17));
        }
        other => panic!("{other:?}"),
    }
    assert!(error.to_string().contains("IV-10"), "{error}");
    let game = Game::<Chess>::from_pgn("1. e4 e5 2. Nf3 (2. -- Nc6) 2... Nc6 *").unwrap();
    assert_eq!(game.ply(), 4);
}

/// A move a PGN game cannot play is named by its game's number in the
/// file, its move number and side, beside its line and column.
#[test]
fn a_refused_pgn_move_names_its_number_and_game() {
    use danilchuk_board::{Color, Illegality, Role};
    use danilchuk_notation::pgn::PgnReader;
    use danilchuk_notation::MoveNumber;
    let text = "1. e4 e5 *\n\n1. e4 e5 2. Nd4 *\n";
    let mut refused = Vec::new();
    for pgn in PgnReader::new(text.as_bytes()) {
        if let Err(error) = Game::<Chess>::from_pgn_game(&pgn.unwrap()) {
            refused.push(error);
        }
    }
    assert_eq!(refused.len(), 1);
    let error = &refused[0];
    match error {
        GameError::Pgn(e) => {
            assert_eq!(e.game, 2);
            let at = MoveNumber {
                number: 2,
                turn: Color::White,
                ply: 3,
            };
            assert_eq!(e.move_number, Some(at));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        error.illegality(),
        Some(Illegality::CannotReach { role: Role::Knight })
    );
    let message = error.to_string();
    assert!(
        message.starts_with("game 2, move 2 (white), line 3, column 13: "),
        "{message}"
    );
}

/// IV-10: the refused null move names its game and move too, counted from
/// the FEN tag's move number and side.
#[test]
fn iv10_a_refused_null_move_names_its_move_from_the_fen() {
    let text =
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 3 20\"]\n\n20... Kd7 21. Rh2 -- *\n";
    let error = Game::<Chess>::from_pgn(text).unwrap_err();
    let GameError::Pgn(e) = &error else {
        panic!("{error:?}")
    };
    assert_eq!(e.game, 1);
    assert_eq!(e.move_number.map(|m| (m.number, m.ply)), Some((21, 3)));
    assert!(
        error
            .to_string()
            .starts_with("game 1, move 21 (black), line 4"),
        "{error}"
    );
}
