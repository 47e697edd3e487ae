//! The plain data the API hands to JavaScript: each struct becomes a plain
//! object (camelCase keys, `null` for nothing), each `Vec` an array. The
//! TypeScript interfaces of the same names (`typescript.rs`) describe them.

use serde::{Deserialize, Serialize};

/// A legal move in every notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveInfo {
    /// The rule set's UCI form (RULES.md Part III): `e2e4`, `e1h1` for an
    /// Immortal castling.
    pub uci: String,
    /// SAN with English letters, check suffix included: `Nf3`, `Qxf7#`.
    pub san: String,
    /// SAN with Russian letters: `Кf3`, `Ф:f7#`.
    pub san_ru: String,
    /// The sources' long notation, English letters: `Ng1-f3`, `Qh5xQf7`.
    pub long: String,
    /// The long notation with Russian letters: `Кg1-f3`, `Фh5×Фf7`.
    pub long_ru: String,
    /// The square the moving unit leaves.
    pub from: String,
    /// The move's target square (the partner's square for a castling).
    pub to: String,
    /// The promotion piece's letter (`q`, `r`, `b`, `n`), if any.
    pub promotion: Option<char>,
    /// `quiet`, `doublePush`, `capture`, `enPassant`, `castle` or
    /// `reverseCastle` (Immortal, I-5).
    pub kind: &'static str,
    /// Whether the move captures (in Immortal chess: swaps, I-1).
    pub capture: bool,
    /// Whether the move gives check.
    pub check: bool,
}

/// How a game or position ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OutcomeInfo {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: &'static str,
    /// `white`, `black`, or `null` for a draw.
    pub winner: Option<&'static str>,
    /// Why: `checkmate`, `lastKingCaptured`, `lastKingLeftLine`,
    /// `resignation`, `stalemate`, `insufficientMaterial`,
    /// `threefoldRepetition`, `fivefoldRepetition`, `fiftyMoveRule`,
    /// `seventyFiveMoveRule` or `agreement`.
    pub reason: &'static str,
    /// The outcome in words (`white wins (checkmate)`).
    pub text: String,
}

/// A unit on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UnitInfo {
    /// Its square, `e4`.
    pub square: String,
    /// `white` or `black`.
    pub color: &'static str,
    /// `k`, `q`, `r`, `b`, `n` or `p`.
    pub role: char,
}

/// An Immortal capture lock (I-3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LockInfo {
    /// The square of the unit that may not capture.
    pub attacker: String,
    /// The square of the unit it may not capture.
    pub target: String,
    /// `white` or `black`: whose next move the lock binds.
    pub binds: &'static str,
}

/// One side's line map (L-2, L-7) and how many pieces stand on each line
/// (L-8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LineSideInfo {
    /// The piece letter of each file, a to h (`r n b q k b n r` at the start).
    pub roles: Vec<char>,
    /// The side's pieces (pawns not counted) on each file, a to h.
    pub counts: Vec<u32>,
}

/// Linear chess's line maps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LinesInfo {
    /// White's.
    pub white: LineSideInfo,
    /// Black's.
    pub black: LineSideInfo,
    /// The most pieces per line (L-8), `null` for no limit.
    pub limit: Option<u32>,
}

/// Every king's square, by side (several in Linear chess, L-3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KingsInfo {
    /// White's kings.
    pub white: Vec<String>,
    /// Black's kings.
    pub black: Vec<String>,
}

/// A score from the side to move's point of view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ScoreInfo {
    /// Centipawns, `null` when a mate was found.
    pub cp: Option<i32>,
    /// Moves to mate: positive when the side to move mates, negative when
    /// it is mated; `null` when no mate was found.
    pub mate: Option<i32>,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchInfo {
    /// The move to play, `null` when the game is over.
    pub best_move: Option<MoveInfo>,
    /// The score of the best line.
    pub score: ScoreInfo,
    /// The best line in SAN (English letters), the best move first.
    pub line: Vec<String>,
    /// The best line in UCI.
    pub line_uci: Vec<String>,
    /// The depth of the last completed iteration.
    pub depth: u32,
    /// The nodes searched.
    pub nodes: u64,
    /// The time the search took, in milliseconds.
    pub time_ms: u64,
}

/// The limits of a search, as JavaScript writes them: `{ nodes: 100000 }`,
/// `{ timeMs: 500 }`, `{ depth: 8 }`, or several (the first reached stops
/// the search).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SearchLimits {
    /// The most nodes.
    pub nodes: Option<u64>,
    /// The most plies of iterative deepening.
    pub depth: Option<u32>,
    /// The most milliseconds.
    pub time_ms: Option<u64>,
}
