//! A position of any rule set ([`AnyPosition`]): each hook dispatches to the
//! rule set's own.

use danilchuk_board::Move;
use danilchuk_variant::{with_inner, AnyPosition};

use crate::eval::{Decided, Evaluate, Quiescence};

impl Evaluate for AnyPosition {
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        with_inner!(self, p => p.see_ge(m, threshold))
    }

    fn evaluate(&self) -> i32 {
        with_inner!(self, p => p.evaluate())
    }

    fn decided(&self) -> Option<Decided> {
        with_inner!(self, p => p.decided())
    }

    fn no_moves_lose(&self) -> bool {
        with_inner!(self, p => p.no_moves_lose())
    }

    fn in_danger(&self) -> bool {
        with_inner!(self, p => p.in_danger())
    }

    fn mover_king_hangs(&self) -> bool {
        with_inner!(self, p => p.mover_king_hangs())
    }

    fn tactical_order(&self, m: Move) -> Option<i32> {
        with_inner!(self, p => p.tactical_order(m))
    }

    fn quiescence(&self, m: Move) -> Quiescence {
        with_inner!(self, p => p.quiescence(m))
    }

    fn null_move(&self) -> Option<AnyPosition> {
        with_inner!(self, p => p.null_move().map(AnyPosition::from))
    }
}

#[cfg(test)]
mod tests {
    use danilchuk_board::Position;
    use danilchuk_game::AnyGame;
    use danilchuk_variant::{AnyPosition, Rules};

    use crate::{Engine, Evaluate, Limits};

    #[test]
    fn any_position_searches_every_rule_set() {
        for rules in Rules::ALL {
            let game = AnyGame::starting_with(rules);
            let mut engine = Engine::new(1);
            let r = engine.search(&game, &Limits::depth(3));
            let m = r.best_move.expect("a move");
            assert!(game.position().is_legal(m), "{rules}");
            assert_eq!(
                AnyPosition::starting_with(rules).evaluate(),
                match rules {
                    Rules::Chess => danilchuk_classical::Chess::starting().evaluate(),
                    Rules::Immortal => danilchuk_immortal::Immortal::starting().evaluate(),
                    Rules::Linear(l) => danilchuk_linear::Linear::starting_with(l).evaluate(),
                }
            );
        }
    }
}
