//! What a program needs is reachable from the facade: the prelude's letters
//! and line writer, typed input, a default rule set for PGN games without a
//! `Variant` tag, Linear's transformation query (L-3), and the engine
//! (feature `engine`).

use danilchuk::prelude::*;

#[test]
fn prelude_writes_a_principal_variation_in_either_letters() {
    let start = Linear::starting();
    let moves = danilchuk::notation::parse_movetext(&start, "1. Ng1-f3 Nb8-c6 2. e4").unwrap();
    assert_eq!(
        write_line(&start, &moves, MoveFormat::San(Letters::English)).unwrap(),
        "1. Nf3 Nc6 2. e4"
    );
    // L-3: the knight that landed on f3 is a bishop; SAN names the unit
    // before the move.
    assert_eq!(
        write_line(&start, &moves, MoveFormat::San(Letters::Russian)).unwrap(),
        "1. Кf3 Кc6 2. e4"
    );
    assert_eq!(write_san(&start, moves[0], Letters::Russian), "Кf3");
    assert_eq!(
        parse_move(&start, "e2e4\n".trim()),
        parse_move(&start, "e4")
    );
}

#[test]
fn linear_transformation_without_comparing_roles() {
    let start = Linear::starting();
    let m = start.parse_uci("g1h3").unwrap();
    assert_eq!(start.transformation(m), Some((Role::Knight, Role::Rook)));
    let any = AnyPosition::from(start);
    assert_eq!(any.role_after(m), Some(Role::Rook));
}

#[test]
fn a_pgn_game_without_variant_tag_takes_the_default_rule_set() {
    let game = AnyGame::from_pgn_with(
        "1. e4 e5 2. Qh5 Qf6 3. Qxf7+ Qxf7 4. Qxe5+ *",
        Rules::Immortal,
    )
    .unwrap();
    assert_eq!(game.settings(), Rules::Immortal);
    assert!(AnyGame::from_pgn("1. e4 e5 2. Qh5 Qf6 3. Qxf7+ Qxf7 4. Qxe5+ *").is_err());
}

#[cfg(feature = "engine")]
#[test]
fn the_engine_is_reachable_from_the_facade() {
    use danilchuk::engine::{Engine, Limits};
    let mut engine = Engine::new(1);
    let game = Game::<Chess>::from_fen_with("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", ()).unwrap();
    let result = engine.search(&game, &Limits::depth(3));
    let pv = write_line(
        game.position(),
        &result.pv,
        MoveFormat::San(Letters::English),
    )
    .unwrap();
    assert!(pv.starts_with("1. Ra8#"), "{pv}");
}
