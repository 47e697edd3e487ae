//! The one dispatch over the rule set chosen at run time.

/// Evaluates `$body` with `$p` bound to the position inside an
/// [`AnyPosition`](crate::AnyPosition), whichever rule set it is: the code
/// is compiled once per rule set, so each arm runs on the concrete type
/// (what an engine or a perft needs to stay fast). Works on a value and on
/// a reference alike.
///
/// ```
/// use danilchuk_board::Position;
/// use danilchuk_variant::{with_inner, AnyPosition, Rules};
///
/// let pos = AnyPosition::starting_with(Rules::Immortal);
/// let moves = with_inner!(&pos, p => p.legal_moves().len());
/// assert_eq!(moves, 22);
/// let fen = with_inner!(pos, p => p.fen());
/// assert!(fen.ends_with(" - -"));
/// ```
#[macro_export]
macro_rules! with_inner {
    ($pos:expr, $p:ident => $body:expr) => {
        match $pos {
            $crate::AnyPosition::Chess($p) => $body,
            $crate::AnyPosition::Immortal($p) => $body,
            $crate::AnyPosition::Linear($p) => $body,
        }
    };
}
