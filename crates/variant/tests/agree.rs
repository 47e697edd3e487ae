//! `AnyPosition` answers exactly as the rule set it holds, for every
//! `Rules` value: perft, FEN, legal moves, outcomes, hashes, along random
//! games.

use danilchuk_board::{perft, LegalGenerator, Move, MoveCounter, MoveList, Position};
use danilchuk_classical::Chess;
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use danilchuk_variant::{AnyPosition, Rules};
use proptest::prelude::*;

/// Every answer of `any` equals the inner position's.
fn assert_agrees<P: Position + LegalGenerator>(any: &AnyPosition, inner: &P) {
    assert_eq!(any.fen(), inner.fen());
    assert_eq!(any.variant(), inner.variant());
    assert_eq!(any.settings_key(), inner.settings_key());
    assert_eq!(any.board(), inner.board());
    assert_eq!(any.turn(), inner.turn());
    assert_eq!(any.castling_rights(), inner.castling_rights());
    assert_eq!(any.ep_square(), inner.ep_square());
    assert_eq!(any.legal_ep_square(), inner.legal_ep_square());
    assert_eq!(any.halfmoves(), inner.halfmoves());
    assert_eq!(any.fullmoves(), inner.fullmoves());
    assert_eq!(any.legal_moves(), inner.legal_moves());
    assert_eq!(any.count_legal_moves(), inner.count_legal_moves());
    let (mut from_any, mut from_inner) = (MoveList::new(), MoveList::new());
    any.generate_legal(&mut from_any);
    inner.generate_legal(&mut from_inner);
    assert_eq!(from_any, from_inner);
    // The one-by-one counter, for every rule set.
    let mut counter = MoveCounter::default();
    inner.generate_legal(&mut counter);
    assert_eq!(counter.0, from_inner.len());
    assert_eq!(any.pseudo_legal_moves(), inner.pseudo_legal_moves());
    assert_eq!(any.is_check(), inner.is_check());
    assert_eq!(any.outcome(), inner.outcome());
    assert_eq!(any.zobrist(), inner.zobrist());
    assert_eq!(any.zobrist_from_scratch(), inner.zobrist_from_scratch());
    for m in inner.pseudo_legal_moves() {
        assert_eq!(any.is_legal(m), inner.is_legal(m));
        assert_eq!(any.illegality(m), inner.illegality(m));
        assert_eq!(any.uci(m), inner.uci(m));
        let text = inner.uci(m).to_string();
        assert_eq!(any.parse_uci(&text), inner.parse_uci(&text));
        assert_eq!(
            any.resolve_uci(inner.uci(m)),
            inner.resolve_uci(inner.uci(m))
        );
        assert_eq!(any.role_after(m), inner.role_after(m));
    }
}

/// Plays the moves `choices` pick on both, checking agreement after each.
fn walk<P: Position + Into<AnyPosition> + LegalGenerator>(start: P, choices: &[u8]) {
    let mut inner = start;
    let mut any: AnyPosition = inner.clone().into();
    assert_agrees(&any, &inner);
    for &c in choices {
        let moves = inner.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m: Move = moves[usize::from(c) % moves.len()];
        inner.play(m).expect("legal");
        any.play(m).expect("legal for AnyPosition too");
        assert_agrees(&any, &inner);
    }
}

#[test]
fn starting_positions_agree_for_every_rules_value() {
    for rules in Rules::ALL {
        let any = AnyPosition::starting_with(rules);
        assert_eq!(any.rules(), rules);
        assert_eq!(any.settings(), rules);
        assert_eq!(any.variant(), rules.variant());
        match rules {
            Rules::Chess => assert_agrees(&any, &Chess::starting()),
            Rules::Immortal => assert_agrees(&any, &Immortal::starting()),
            Rules::Linear(limit) => {
                assert_agrees(&any, &Linear::starting_with(limit));
                assert_eq!(any.as_linear().map(Linear::line_limit), Some(limit));
            }
        }
    }
}

#[test]
fn perft_agrees_for_every_rules_value() {
    for rules in Rules::ALL {
        let any = AnyPosition::starting_with(rules);
        let expected = match rules {
            Rules::Chess => perft(&Chess::starting(), 3),
            Rules::Immortal => perft(&Immortal::starting(), 3),
            Rules::Linear(limit) => perft(&Linear::starting_with(limit), 3),
        };
        assert_eq!(perft(&any, 3), expected, "{rules}");
    }
    // Hand-checked facts (RULES.md): 20, 22 and 21 moves.
    assert_eq!(perft(&AnyPosition::starting_with(Rules::Chess), 1), 20);
    assert_eq!(perft(&AnyPosition::starting_with(Rules::Immortal), 1), 22);
    assert_eq!(
        perft(
            &AnyPosition::starting_with(Rules::Linear(LineLimit::Two)),
            1
        ),
        21
    );
}

#[test]
fn fen_reads_per_rules_value() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let chess = AnyPosition::from_fen_with(fen, Rules::Chess).unwrap();
    assert_eq!(chess.fen(), Chess::from_fen(fen).unwrap().fen());
    let immortal = AnyPosition::from_fen_with(fen, Rules::Immortal).unwrap();
    assert_eq!(immortal.fen(), format!("{fen} - -"));
    // Linear castling rights are `Q`/`q` only (Part III).
    assert!(AnyPosition::from_fen_with(fen, Rules::Linear(LineLimit::Unlimited)).is_err());
    // IV-2: a placement over the line limit is rejected for that setting.
    let three_rooks = "4k3/8/8/8/R7/R7/R7/4K3 w - - 0 1";
    assert!(AnyPosition::from_fen_with(three_rooks, Rules::Linear(LineLimit::Three)).is_ok());
    assert!(AnyPosition::from_fen_with(three_rooks, Rules::Linear(LineLimit::Two)).is_err());
    // Immortal close mate (RULES.md hand-checked fact): classical differs.
    let close = "6Rk/6pp/8/8/8/8/8/6K1 b - - 0 1";
    let imm = AnyPosition::from_fen_with(close, Rules::Immortal).unwrap();
    let cls = AnyPosition::from_fen_with(close, Rules::Chess).unwrap();
    assert_eq!(imm.count_legal_moves(), 0);
    assert!(cls.count_legal_moves() > 0);
}

#[test]
fn setups_of_other_rules_are_refused() {
    for rules in Rules::ALL {
        let setup = AnyPosition::starting_with(rules).to_setup();
        for other in Rules::ALL {
            let built = AnyPosition::from_setup(setup.clone(), other);
            if other.variant() == rules.variant() {
                assert_eq!(built.map(|p| p.rules()), Ok(other));
            } else {
                assert!(built.is_err(), "{rules} setup as {other}");
            }
        }
    }
}

#[test]
fn positions_of_different_rules_are_never_the_same() {
    let chess = AnyPosition::starting_with(Rules::Chess);
    let immortal = AnyPosition::starting_with(Rules::Immortal);
    assert!(chess.same_for_repetition(&chess));
    assert!(!chess.same_for_repetition(&immortal));
    assert_ne!(chess, immortal);
}

#[test]
fn inner_positions_come_back() {
    let chess = Chess::starting();
    let any = AnyPosition::from(chess);
    assert_eq!(any.as_chess(), Some(&chess));
    assert_eq!(any.as_immortal(), None);
    assert_eq!(Chess::try_from(any), Ok(chess));
    assert_eq!(Immortal::try_from(any), Err(any));
    assert_eq!(any.into_linear(), Err(any));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_agree_classical(choices in prop::collection::vec(any::<u8>(), 0..80)) {
        walk(Chess::starting(), &choices);
    }

    #[test]
    fn random_games_agree_immortal(choices in prop::collection::vec(any::<u8>(), 0..80)) {
        walk(Immortal::starting(), &choices);
    }

    #[test]
    fn random_games_agree_linear(
        limit in prop::sample::select(LineLimit::ALL.to_vec()),
        choices in prop::collection::vec(any::<u8>(), 0..80),
    ) {
        walk(Linear::starting_with(limit), &choices);
    }
}
