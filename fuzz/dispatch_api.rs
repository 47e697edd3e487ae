//! The fuzz targets of the public API above the notation crate: `serde`
//! (JSON of every public type), `game` (JSON game records) and `play` (a
//! byte string choosing among the legal moves, checked after every move).
//! Included with `#[path]` by `fuzz_targets/{serde,game,play}.rs` and by the
//! root crate's `tests/fuzz_corpus.rs`, which replays `corpus/<target>/*`,
//! so both run the same checks. Needs `slow_legality.rs` beside it as the
//! crate module `slow_legality`.

use std::fmt::Debug;

use danilchuk_board::{
    zobrist, Bitboard, CastlingRights, CastlingSide, Color, DrawReason, File, Illegality, Move,
    MoveKind, Outcome, Piece, Position, Rank, Role, Square, UciMove, Variant, WinReason, Zobrist,
};
use danilchuk_classical::Chess;
use danilchuk_game::{AnyGame, Game, GameRules};
use danilchuk_immortal::Immortal;
use danilchuk_linear::{LineLimit, Linear};
use danilchuk_variant::{AnyPosition, Rules};
use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::slow_legality::{check_legal_moves, SlowLegality};

/// Every target's name, as its binary and its `corpus/` directory are named.
#[allow(dead_code)]
pub const TARGETS: [&str; 3] = ["serde", "game", "play"];

/// The most plies one `play` input drives (one byte each).
const MAX_PLIES: usize = 1024;

/// Runs target `name` on one input; panics when a check fails.
pub fn run(name: &str, data: &[u8]) {
    match name {
        "serde" => serde_all(data),
        "game" => game(data),
        "play" => play(data),
        other => panic!("no fuzz target {other:?}"),
    }
}

/// `data` as JSON for `T`: refused, or accepted as a value that passes
/// `valid` and survives a round trip.
fn accepts_only_valid<T: Serialize + DeserializeOwned + PartialEq + Debug>(
    data: &[u8],
    valid: impl Fn(&T),
) {
    let Ok(value) = serde_json::from_slice::<T>(data) else {
        return;
    };
    valid(&value);
    let json = serde_json::to_string(&value).expect("an accepted value serializes");
    let back: T = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("{json} was written but does not read back: {e}"));
    assert_eq!(back, value, "{json}");
}

fn no_check<T>(_: &T) {}

/// An accepted position writes a FEN that reads back equal (with its
/// settings), and its incremental Zobrist key is the from-scratch one.
fn valid_position<P: Position>(pos: &P) {
    let fen = pos.fen();
    let back = P::from_fen_with(&fen, pos.settings())
        .unwrap_or_else(|e| panic!("{fen} was written but is rejected: {e}"));
    assert_eq!(&back, pos, "{fen}");
    assert_eq!(pos.zobrist(), pos.zobrist_from_scratch(), "{fen}");
    assert_eq!(pos.board().check_consistency(), Ok(()), "{fen}");
}

/// A deserialised move is plain data: asking a position about it must not
/// panic, and a move found legal plays to a valid position.
fn harmless_move(m: &Move) {
    fn ask<P: Position>(pos: P, m: Move) {
        let _ = pos.illegality(m);
        let _ = pos.uci(m);
        if pos.is_legal(m) {
            let mut after = pos;
            after.play_unchecked(m);
            valid_position(&after);
        }
    }
    ask(Chess::starting(), *m);
    ask(Immortal::starting(), *m);
    ask(Linear::starting(), *m);
}

fn valid_castling(rights: &CastlingRights) {
    assert!(rights.bits() <= CastlingRights::ALL.bits(), "{rights:?}");
    let _ = zobrist::castling(*rights);
    let _ = zobrist::reverse_castling(*rights);
}

fn valid_uci(m: &UciMove) {
    let text = m.to_string();
    let _ = Chess::starting().parse_uci(&text);
    let _ = Immortal::starting().parse_uci(&text);
    let _ = Linear::starting().parse_uci(&text);
}

/// The `serde` target: the input as JSON for every deserialisable type.
fn serde_all(data: &[u8]) {
    accepts_only_valid::<Square>(data, no_check);
    accepts_only_valid::<File>(data, no_check);
    accepts_only_valid::<Rank>(data, no_check);
    accepts_only_valid::<Color>(data, no_check);
    accepts_only_valid::<Role>(data, no_check);
    accepts_only_valid::<Piece>(data, no_check);
    accepts_only_valid::<Bitboard>(data, no_check);
    accepts_only_valid::<Zobrist>(data, no_check);
    accepts_only_valid::<Move>(data, harmless_move);
    accepts_only_valid::<MoveKind>(data, no_check);
    accepts_only_valid::<UciMove>(data, valid_uci);
    accepts_only_valid::<CastlingSide>(data, no_check);
    accepts_only_valid::<CastlingRights>(data, valid_castling);
    accepts_only_valid::<Outcome>(data, no_check);
    accepts_only_valid::<WinReason>(data, no_check);
    accepts_only_valid::<DrawReason>(data, no_check);
    accepts_only_valid::<Illegality>(data, no_check);
    accepts_only_valid::<Variant>(data, no_check);
    accepts_only_valid::<LineLimit>(data, no_check);
    accepts_only_valid::<Chess>(data, valid_position);
    accepts_only_valid::<Immortal>(data, valid_position);
    accepts_only_valid::<Linear>(data, valid_position);
    accepts_only_valid::<Rules>(data, no_check);
    accepts_only_valid::<AnyPosition>(data, valid_position);
}

/// A game read from JSON: every position valid, and undoing then
/// serialising again still gives back an equal game.
fn valid_game<P: GameRules>(game: &Game<P>) {
    for pos in game.positions() {
        valid_position(&pos);
    }
    let mut undone = game.clone();
    if undone.undo().is_some() {
        let json = serde_json::to_string(&undone).expect("serializes");
        let back: Game<P> = serde_json::from_str(&json)
            .unwrap_or_else(|e| panic!("{json} was written but does not read back: {e}"));
        assert!(back == undone, "{json}");
    }
}

/// The `game` target: the first byte picks the rule set (or `AnyGame`),
/// the rest is a JSON game record.
fn game(data: &[u8]) {
    let Some((&first, json)) = data.split_first() else {
        return;
    };
    match first % 4 {
        0 => accepts_only_valid::<Game<Chess>>(json, valid_game),
        1 => accepts_only_valid::<Game<Immortal>>(json, valid_game),
        2 => accepts_only_valid::<Game<Linear>>(json, valid_game),
        _ => accepts_only_valid::<AnyGame>(json, valid_game),
    }
}

/// Two starts per rule set: the starting position and a busier one.
const CHESS_STARTS: [&str; 2] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
];
const IMMORTAL_STARTS: [&str; 2] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 - -",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 - -",
];
const LINEAR_STARTS: [&str; 2] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 0 1 Ee",
    "r2qk2r/pp1ppp1p/2b2b2/2p3p1/1P4P1/2B2B2/P1PPPP1P/R2QK2R w Qq - 0 1 Ee",
];

/// The `play` target: the first byte picks the rule set (and Linear's line
/// limit) and the start; each further byte picks one of the legal moves.
fn play(data: &[u8]) {
    let Some((&first, choices)) = data.split_first() else {
        return;
    };
    let start = usize::from(first / 5) % 2;
    match first % 5 {
        0 => walk(start_of::<Chess>(CHESS_STARTS[start], ()), choices),
        1 => walk(start_of::<Immortal>(IMMORTAL_STARTS[start], ()), choices),
        n => {
            let limit = LineLimit::ALL[usize::from(n - 2)];
            walk(start_of::<Linear>(LINEAR_STARTS[start], limit), choices);
        }
    }
}

fn start_of<P: Position>(fen: &str, settings: P::Settings) -> P {
    P::from_fen_with(fen, settings).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Plays the chosen moves, checking every position reached: FEN round
/// trip, Zobrist, board consistency, and the legal moves against the slow
/// check.
fn walk<P: SlowLegality>(mut pos: P, choices: &[u8]) {
    check_position(&pos);
    for &choice in choices.iter().take(MAX_PLIES) {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[usize::from(choice) % moves.len()]);
        check_position(&pos);
    }
}

fn check_position<P: SlowLegality>(pos: &P) {
    valid_position(pos);
    check_legal_moves(pos);
}
