//! Known answers: every way a game ends, for each rule set (RULES.md I-7,
//! L-5, L-9; FIDE 5.2.2, 9.2, 9.3, 9.6 for classical chess).

use danilchuk_board::{Color, DrawReason, Outcome, Position, WinReason};
use danilchuk_classical::Chess;
use danilchuk_game::{same_position, Game, GameError, GameRules};
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};

fn game<P: GameRules>(fen: &str) -> Game<P> {
    Game::from_fen_with(fen, P::Settings::default()).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn play<P: GameRules>(game: &mut Game<P>, moves: &str) {
    for uci in moves.split_whitespace() {
        game.play_uci(uci)
            .unwrap_or_else(|e| panic!("{uci} in {}: {e}", game.position().fen()));
    }
}

fn win(winner: Color, reason: WinReason) -> Option<Outcome> {
    Some(Outcome::Decisive { winner, reason })
}

fn draw(reason: DrawReason) -> Option<Outcome> {
    Some(Outcome::Draw { reason })
}

/// The game refuses every further move with the outcome.
fn assert_over<P: GameRules>(game: &mut Game<P>, expected: Option<Outcome>) {
    assert_eq!(game.outcome(), expected);
    assert!(game.is_over());
    assert_eq!(game.claimable_draw(), None);
    let outcome = expected.expect("an outcome");
    let ply = game.ply();
    for m in game.position().legal_moves() {
        assert_eq!(game.play(m), Err(GameError::GameOver(outcome)));
    }
    assert!(matches!(game.play_uci("a1a2"), Err(GameError::GameOver(o)) if o == outcome));
    assert_eq!(game.agree_draw(), Err(GameError::GameOver(outcome)));
    assert_eq!(game.claim_draw(), Err(GameError::GameOver(outcome)));
    assert_eq!(game.ply(), ply);
}

const KNIGHTS: &str = "g1f3 g8f6 f3g1 f6g8";

// ------------------------------------------------------------ classical

#[test]
fn chess_checkmate() {
    let mut g = Game::<Chess>::starting();
    play(&mut g, "f2f3 e7e5 g2g4");
    assert_eq!(g.outcome(), None);
    play(&mut g, "d8h4");
    assert_over(&mut g, win(Color::Black, WinReason::Checkmate));
    assert_eq!(g.outcome().map(|o| o.result()), Some("0-1"));
}

#[test]
fn chess_stalemate() {
    let mut g = game::<Chess>("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1");
    play(&mut g, "e7f7");
    assert_over(&mut g, draw(DrawReason::Stalemate));
}

#[test]
fn chess_threefold_is_claimable_fivefold_automatic() {
    let mut g = Game::<Chess>::starting();
    assert_eq!(g.repetition_count(), 1);
    play(&mut g, KNIGHTS);
    assert_eq!(g.repetition_count(), 2);
    assert_eq!(g.claimable_draw(), None);
    assert_eq!(g.claim_draw(), Err(GameError::NoDrawToClaim));
    play(&mut g, KNIGHTS);
    assert_eq!(g.repetition_count(), 3);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.claimable_draw(), Some(DrawReason::ThreefoldRepetition));

    // Claimed: the game ends.
    let mut claimed = g.clone();
    assert_eq!(
        claimed.claim_draw().ok(),
        draw(DrawReason::ThreefoldRepetition)
    );
    assert_over(&mut claimed, draw(DrawReason::ThreefoldRepetition));
    // Taking the last move back withdraws the claim.
    claimed.undo();
    assert_eq!(claimed.outcome(), None);

    // Not claimed: play goes on until the fifth occurrence.
    play(&mut g, KNIGHTS);
    assert_eq!(g.repetition_count(), 4);
    assert_eq!(g.outcome(), None);
    play(&mut g, "g1f3 g8f6 f3g1");
    assert_eq!(g.outcome(), None);
    play(&mut g, "f6g8");
    assert_eq!(g.repetition_count(), 5);
    assert_over(&mut g, draw(DrawReason::FivefoldRepetition));
    g.undo();
    assert_eq!(g.outcome(), None);
    assert_eq!(g.claimable_draw(), Some(DrawReason::ThreefoldRepetition));
}

#[test]
fn chess_repetition_counts_only_a_capturable_en_passant_square() {
    // FIDE 9.2.2: after 1.e4 the FEN names e3, but no capture is possible,
    // so the position after 1.e4 recurs after 3.Ng1 Nb8 ... Ng1 is White's.
    let mut g = Game::<Chess>::starting();
    play(&mut g, "e2e4 g8f6 g1f3 f6g8 f3g1");
    assert_eq!(g.position().ep_square(), None);
    assert_eq!(g.repetition_count(), 2);
    play(&mut g, "g8f6 g1f3 f6g8 f3g1");
    assert_eq!(g.repetition_count(), 3);
    assert_eq!(g.claimable_draw(), Some(DrawReason::ThreefoldRepetition));

    // A capturable en passant square counts: the position after ...d5 (with
    // e5 able to take on d6) differs from the same placement later.
    let mut g = game::<Chess>("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(&mut g, "d7d5 e1e2 e8e7 e2e1 e7e8");
    let after_double_step = g.position_at(1).expect("ply 1");
    assert!(!same_position(&after_double_step, g.position()));
    assert_eq!(g.repetition_count(), 1);
}

#[test]
fn chess_fifty_is_claimable_seventy_five_automatic() {
    let mut g = game::<Chess>("4k3/8/8/8/8/8/8/R3K3 w - - 98 60");
    play(&mut g, "a1a2");
    assert_eq!(g.claimable_draw(), None);
    play(&mut g, "e8e7");
    assert_eq!(g.position().halfmoves(), 100);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.claimable_draw(), Some(DrawReason::FiftyMoveRule));
    assert_eq!(g.claim_draw().ok(), draw(DrawReason::FiftyMoveRule));
    assert_over(&mut g, draw(DrawReason::FiftyMoveRule));

    let mut g = game::<Chess>("4k3/8/8/8/8/8/8/R3K3 w - - 149 80");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.claimable_draw(), Some(DrawReason::FiftyMoveRule));
    play(&mut g, "a1a2");
    assert_eq!(g.position().halfmoves(), 150);
    assert_over(&mut g, draw(DrawReason::SeventyFiveMoveRule));
}

#[test]
fn chess_checkmate_takes_precedence_over_seventy_five_moves() {
    let mut g = game::<Chess>("6k1/5ppp/8/8/8/8/8/R3K3 w - - 149 80");
    play(&mut g, "a1a8");
    assert_eq!(g.position().halfmoves(), 150);
    assert_over(&mut g, win(Color::White, WinReason::Checkmate));
}

#[test]
fn chess_insufficient_material() {
    let mut g = game::<Chess>("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    assert_eq!(g.outcome(), None);
    play(&mut g, "e1d2");
    assert_over(&mut g, draw(DrawReason::InsufficientMaterial));
    for fen in [
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",
        "4k3/8/8/8/8/8/8/4KB2 b - - 0 1",
        "2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1",
    ] {
        assert_eq!(
            game::<Chess>(fen).outcome(),
            draw(DrawReason::InsufficientMaterial),
            "{fen}"
        );
    }
    for fen in [
        "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1",
        "3bk3/8/8/8/8/8/8/4KB2 w - - 0 1",
        "4k3/8/8/8/8/8/7P/4K3 w - - 0 1",
    ] {
        assert_eq!(game::<Chess>(fen).outcome(), None, "{fen}");
    }
}

#[test]
fn chess_agreement() {
    let mut g = Game::<Chess>::starting();
    play(&mut g, "e2e4");
    assert_eq!(g.agree_draw().ok(), draw(DrawReason::Agreement));
    assert_eq!(g.declared_draw(), Some(DrawReason::Agreement));
    assert_over(&mut g, draw(DrawReason::Agreement));
}

// ------------------------------------------------------------ Immortal (I-7)

#[test]
fn immortal_checkmate_close_mate() {
    // I-6: the king may not take the unprotected queen, since the swap
    // would put her on h8, next to it.
    let mut g = game::<Immortal>("7k/6pp/8/8/8/8/1Q6/7K w - - 0 1");
    play(&mut g, "b2g7");
    assert_over(&mut g, win(Color::White, WinReason::Checkmate));
}

#[test]
fn immortal_stalemate() {
    let mut g = game::<Immortal>("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1");
    play(&mut g, "e7f7");
    assert_over(&mut g, draw(DrawReason::Stalemate));
}

#[test]
fn immortal_has_no_insufficient_material_draw() {
    let g = game::<Immortal>("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(g.outcome(), None);
    assert!(!g.position().is_insufficient_material());
}

#[test]
fn iv4_immortal_threefold_and_fifty_are_claimable_fivefold_and_75_automatic() {
    let mut g = Game::<Immortal>::starting();
    for _ in 0..2 {
        play(&mut g, KNIGHTS);
    }
    assert_eq!(g.repetition_count(), 3);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.claimable_draw(), Some(DrawReason::ThreefoldRepetition));
    let mut claimed = g.clone();
    assert_eq!(
        claimed.claim_draw().ok(),
        draw(DrawReason::ThreefoldRepetition)
    );
    // IV-4: the fifth occurrence ends the game without a claim.
    play(&mut g, KNIGHTS);
    assert_eq!(g.outcome(), None);
    play(&mut g, KNIGHTS);
    assert_eq!(g.repetition_count(), 5);
    assert_over(&mut g, draw(DrawReason::FivefoldRepetition));
    // IV-4: 75 moves by each side without a capture or pawn move.
    let mut g = game::<Immortal>("4k3/8/8/8/8/8/8/R3K3 w - - 149 90");
    play(&mut g, "a1a2");
    assert_over(&mut g, draw(DrawReason::SeventyFiveMoveRule));

    let mut g = game::<Immortal>("4k3/8/8/8/8/8/8/R3K3 w - - 100 90");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.claimable_draw(), Some(DrawReason::FiftyMoveRule));
    play(&mut g, "a1a2");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.claim_draw().ok(), draw(DrawReason::FiftyMoveRule));
}

#[test]
fn iv4_no_insufficient_material_draw_in_immortal_or_linear() {
    let bare = game::<Immortal>("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(bare.outcome(), None);
    let bare = game::<Linear>("4k3/8/8/8/8/8/8/4K3 w - - 0 1 Ee");
    assert_eq!(bare.outcome(), None);
    assert_eq!(
        game::<Chess>("4k3/8/8/8/8/8/8/4K3 w - - 0 1").outcome(),
        draw(DrawReason::InsufficientMaterial)
    );
}

#[test]
fn iv3_repetition_key_counts_the_ep_square_only_while_the_capture_is_legal() {
    // 1.e4 leaves e3 in the FEN but no black pawn can take: after the
    // knights go out and back, the position after 1.e4 repeats.
    let mut g = Game::<Chess>::starting();
    play(&mut g, "e2e4 g8f6 g1f3 f6g8 f3g1");
    assert_eq!(g.repetition_count(), 2);
    play(&mut g, "g8f6 g1f3 f6g8 f3g1");
    assert_eq!(g.repetition_count(), 3);
    // A live en passant square makes the position differ from the same
    // placement later without it.
    let mut g = game::<Chess>("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    play(&mut g, "e2e4");
    assert_eq!(
        g.position().legal_ep_square(),
        Some(danilchuk_board::Square::E3)
    );
    play(&mut g, "e8e7 e1e2 e7e8 e2e1");
    assert_eq!(
        g.repetition_count(),
        1,
        "the e.p. capture was possible the first time"
    );
}

#[test]
fn immortal_positions_differing_only_in_locks_are_not_a_repetition() {
    // 2.exd5 swaps the pawns and leaves two locks (I-3); after 2...Nf6 3.Nf3
    // Ng8 4.Ng1 the placement, side to move and rights are the same again,
    // but the locks have expired.
    let mut g = Game::<Immortal>::starting();
    play(&mut g, "e2e4 d7d5 e4d5");
    let locked = *g.position();
    assert_eq!(locked.locks().len(), 2);
    play(&mut g, "g8f6 g1f3 f6g8 f3g1");
    let unlocked = *g.position();
    assert!(unlocked.locks().is_empty());
    let fields = |p: &Immortal| -> Vec<String> { p.fen().split(' ').map(String::from).collect() };
    let (a, b) = (fields(&locked), fields(&unlocked));
    assert_eq!(a[..4], b[..4]);
    assert_eq!(a[6], b[6]);
    assert_ne!(a[7], b[7], "only the locks differ");
    assert!(!locked.same_for_repetition(&unlocked));
    assert!(!same_position(&locked, &unlocked));
    assert_ne!(locked.zobrist(), unlocked.zobrist());

    assert_eq!(
        g.repetition_count(),
        1,
        "not a repetition of the locked position"
    );
    play(&mut g, "g8f6 g1f3 f6g8 f3g1");
    assert_eq!(g.repetition_count(), 2);
    play(&mut g, "g8f6 g1f3 f6g8 f3g1");
    assert_eq!(g.repetition_count(), 3);
    assert_eq!(g.claimable_draw(), Some(DrawReason::ThreefoldRepetition));
}

#[test]
fn immortal_repetitions_are_found_across_captures() {
    // I-1: a capture is a swap, and a second swap undoes it. The start
    // position recurs after two captures, each of which reset the halfmove
    // clock; the kings wait out the locks (I-3) in between.
    let cycle = "a1a8 h7g7 h2g2 g7h7 g2h2 a1a8 h2g2 h7g7 g2h2 g7h7";
    let mut g = game::<Immortal>("r7/7k/8/8/8/8/7K/R7 w - - 0 1");
    play(&mut g, cycle);
    assert_eq!(g.position().halfmoves(), 4);
    assert!(same_position(g.position(), g.start_position()));
    assert_eq!(g.repetition_count(), 2);
    play(&mut g, cycle);
    assert_eq!(g.repetition_count(), 3);
    assert_eq!(g.claimable_draw(), Some(DrawReason::ThreefoldRepetition));
}

// ------------------------------------------------------------ Linear (L-5, L-9)

#[test]
fn linear_last_king_captured() {
    let mut g = game::<Linear>("R3k3/8/8/8/8/8/8/4K3 w - - 0 1 Ee");
    play(&mut g, "a8e8");
    assert_over(&mut g, win(Color::White, WinReason::LastKingCaptured));
    assert_eq!(g.outcome().map(|o| o.result()), Some("1-0"));
}

#[test]
fn linear_last_king_left_line() {
    let mut g = game::<Linear>("4k3/8/8/8/8/8/8/4K3 w - - 0 1 Ee");
    play(&mut g, "e1f1");
    assert_over(&mut g, win(Color::Black, WinReason::LastKingLeftLine));
}

#[test]
fn linear_mover_without_a_king_loses_first() {
    // Black castled (king line d); White's last king takes Black's last
    // king on the d-file, which is White's queen line: White loses (L-5).
    let mut g = game::<Linear>("8/8/8/8/8/8/3k4/4K3 w - - 0 1 Ed");
    play(&mut g, "e1d2");
    assert_over(&mut g, win(Color::Black, WinReason::LastKingLeftLine));
}

#[test]
fn linear_stalemate() {
    // Every white unit is walled in by its own (from the Linear crate's L-9
    // test); the black king's step makes it White's move.
    let mut g = game::<Linear>("1NBQKBN1/pPPPPPPr/P1P2P1P/8/4k3/8/8/8 b - - 0 1");
    play(&mut g, "e4e3");
    assert_over(&mut g, draw(DrawReason::Stalemate));
}

#[test]
fn linear_line_limit_stalemate_uses_the_game_settings() {
    let fen = "1NBQKBn1/rPPPK1P1/P1PPPBn1/4p1P1/4k3/r7/3pk1p1/8 w - - 0 1";
    let mut limited = Game::<Linear>::from_fen_with(fen, LineLimit::Two).expect("fen");
    assert_eq!(limited.settings(), LineLimit::Two);
    assert_over(&mut limited, draw(DrawReason::Stalemate));
    assert_eq!(game::<Linear>(fen).outcome(), None);
}

#[test]
fn iv4_linear_threefold_and_fifty_are_claimable_fivefold_and_75_automatic() {
    let mut g = game::<Linear>("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 Ee");
    for _ in 0..2 {
        play(&mut g, "e1e2 e8e7 e2e1 e7e8");
    }
    assert_eq!(g.repetition_count(), 3);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.claimable_draw(), Some(DrawReason::ThreefoldRepetition));
    let mut claimed = g.clone();
    assert_eq!(
        claimed.claim_draw().ok(),
        draw(DrawReason::ThreefoldRepetition)
    );
    // IV-4: the fifth occurrence ends the game without a claim.
    for _ in 0..2 {
        play(&mut g, "e1e2 e8e7 e2e1 e7e8");
    }
    assert_over(&mut g, draw(DrawReason::FivefoldRepetition));

    let mut g = game::<Linear>("4k3/8/8/8/8/8/8/R3K3 w - - 99 60 Ee");
    assert_eq!(g.claimable_draw(), None);
    play(&mut g, "a1a2");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.claimable_draw(), Some(DrawReason::FiftyMoveRule));

    // IV-4: the 75-move rule ends a Linear game too.
    let mut g = game::<Linear>("4k3/8/8/8/8/8/8/R3K3 w - - 149 80 Ee");
    play(&mut g, "a1a2");
    assert_eq!(g.position().halfmoves(), 150);
    assert_over(&mut g, draw(DrawReason::SeventyFiveMoveRule));
}

#[test]
fn linear_positions_differing_only_in_line_maps_are_not_a_repetition() {
    // While a side has a king, its kings stand on its king line, so the
    // placement fixes its line map: two live positions never differ in the
    // line maps alone. Kingless (finished) positions can (Part III): here
    // Black's last king just left its line for the c- or f-file (L-5).
    let a = game::<Linear>("R7/8/8/8/8/8/8/2b2b2 w - - 0 1 Ee");
    let b = game::<Linear>("R7/8/8/8/8/8/8/2b2b2 w - - 0 1 De");
    let c = game::<Linear>("R7/8/8/8/8/8/8/2b2b2 w - - 0 1 Ed");
    let (a, b, c) = (a.position(), b.position(), c.position());
    assert_eq!(a.board(), b.board());
    for (x, y) in [(a, b), (a, c), (b, c)] {
        assert!(!x.same_for_repetition(y));
        assert!(!same_position(x, y));
        assert_ne!(x.zobrist(), y.zobrist());
    }
    assert!(same_position(
        a,
        game::<Linear>("R7/8/8/8/8/8/8/2b2b2 w - - 7 30 Ee").position()
    ));
}

#[test]
fn linear_castling_changes_the_line_maps_for_good() {
    // After castling the d- and e-lines are swapped (L-7), so the position
    // before castling can never recur.
    let mut g = game::<Linear>("3qk3/8/8/8/8/8/8/3QK3 w Qq - 0 1 Ee");
    play(&mut g, "e1d1 e8e7 d1d2 e7e8 d2d1 e8e7");
    assert_eq!(g.position().lines().to_string(), "De");
    play(&mut g, "d1d2 e7e8 d2d1");
    assert_eq!(g.repetition_count(), 2);
}
