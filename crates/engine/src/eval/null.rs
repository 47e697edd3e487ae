//! The null move the search uses (RULES.md IV-8), now the `Position`
//! trait's `swap_turn`: checked here for what the search relies on.

#[cfg(test)]
mod tests {
    use danilchuk_board::{Color, Position};
    use danilchuk_classical::Chess;
    use danilchuk_immortal::Immortal;
    use danilchuk_linear::Linear;

    #[test]
    fn iv_8_null_move_drops_only_the_passers_locks() {
        // After 1.e4 d5 2.exd5 (a swap): White's d5 pawn may not retake e4
        // (binds White), Black's e4 pawn may not take d5 (binds Black).
        let pos = Immortal::from_fen(
            "rnbqkbnr/ppp1pppp/8/3P4/4p3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2 - d5>e4,e4>d5",
        )
        .unwrap();
        let null = pos.swap_turn().unwrap();
        assert_eq!(null.turn(), Color::White);
        assert_eq!(
            null.fen(),
            "rnbqkbnr/ppp1pppp/8/3P4/4p3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3 - d5>e4"
        );
    }

    #[test]
    fn iv_8_null_move_clears_en_passant() {
        let mut pos = Chess::starting();
        pos.play(pos.parse_uci("e2e4").unwrap()).unwrap();
        let null = pos.swap_turn().unwrap();
        assert_eq!(null.ep_square(), None);
        assert_eq!(null.turn(), Color::White);
        let lin = Linear::starting().swap_turn().unwrap();
        assert_eq!(lin.turn(), Color::Black);
    }
}
