//! Everything the board shows of a game at one moment, in plain,
//! serializable data (the browser's JSON and the terminal's diagram).

use serde::Serialize;

/// A unit on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UnitView {
    /// Its square, `e4`.
    pub square: String,
    /// `w` or `b`.
    pub color: char,
    /// `k q r b n p`.
    pub role: char,
}

/// A legal move as the board offers it: drop the unit of `from` on `to`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegalView {
    /// The unit's square.
    pub from: String,
    /// Where to drop it. For castling this is the partner's square, and in
    /// classical chess also the king's destination (a second entry).
    pub to: String,
    /// The promotion piece's letter, if the player chooses one.
    pub promotion: Option<char>,
    /// The move in the rule set's UCI form (Part III).
    pub uci: String,
    /// The move in SAN, English letters.
    pub san: String,
}

/// A unit's way in a move, for the animation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MotionView {
    /// From.
    pub from: String,
    /// To.
    pub to: String,
}

/// A piece that changed its type on landing (L-3, L-6, or a promotion).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TransformView {
    /// The square it landed on.
    pub square: String,
    /// Its type before the move (`n`).
    pub before: char,
    /// Its type after (`b`).
    pub after: char,
    /// The words for it.
    pub text: String,
}

/// A move of the game, in every notation the board shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveView {
    /// Half-move number, from 1.
    pub ply: usize,
    /// `white` or `black`, the side that moved.
    pub color: &'static str,
    /// UCI (Part III).
    pub uci: String,
    /// SAN, English letters.
    pub san: String,
    /// SAN, Russian letters.
    pub san_ru: String,
    /// The sources' long notation, English letters (`Qf6xQf7`).
    pub long: String,
    /// The sources' long notation, Russian letters (`Фf6×Фf7`).
    pub long_ru: String,
    /// The squares the moving unit left and reached.
    pub from: String,
    /// See `from`.
    pub to: String,
    /// Every unit's way (two for a swap or a castling).
    pub motions: Vec<MotionView>,
    /// Whether it was an Immortal swap (I-1).
    pub swap: bool,
    /// A change of the piece's type, if any.
    pub transform: Option<TransformView>,
    /// The FEN of the position after the move (the page shows it when the
    /// player steps back through the game).
    pub fen_after: String,
}

/// A capture lock (I-3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LockView {
    /// The unit that may not capture.
    pub attacker: String,
    /// The unit it may not capture.
    pub target: String,
    /// `white` or `black`: whose next move it binds.
    pub binds: &'static str,
    /// The rule, in words.
    pub text: String,
}

/// One side's line map (L-2, L-7) and counts (L-8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LineSideView {
    /// The piece type of each file a..h (`r n b q k b n r`).
    pub roles: Vec<char>,
    /// The side's non-pawn units on each file.
    pub counts: Vec<u32>,
}

/// Linear chess's line maps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LinesView {
    /// White's.
    pub white: LineSideView,
    /// Black's.
    pub black: LineSideView,
    /// The most pieces per line (L-8), or `None` for no limit.
    pub limit: Option<u32>,
}

/// Every king's square, by side (several in Linear chess).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KingsView {
    /// White's kings.
    pub white: Vec<String>,
    /// Black's kings.
    pub black: Vec<String>,
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OutcomeView {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: &'static str,
    /// `white`, `black`, or `None` for a draw.
    pub winner: Option<&'static str>,
    /// The result with its reason, in words (a close mate is named so).
    pub text: String,
}

/// The whole picture.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Snapshot {
    /// The rule set's name (`immortal`, `linear3`, …).
    pub rules: String,
    /// Its title.
    pub title: &'static str,
    /// The game's version: how many changes it has seen (see
    /// [`crate::Session::snapshot_since`]).
    pub version: u64,
    /// The current FEN (Part III).
    pub fen: String,
    /// The FEN the game started from (ply 0, for stepping back through it).
    pub start_fen: String,
    /// `white` or `black`.
    pub turn: &'static str,
    /// Half-moves played.
    pub ply: usize,
    /// The units.
    pub units: Vec<UnitView>,
    /// The legal moves.
    pub legal: Vec<LegalView>,
    /// The ply the moves of `history` start after: 0 for all of them, more
    /// when the asker already has the first ones.
    pub history_from: usize,
    /// The moves played, from `history_from` on.
    pub history: Vec<MoveView>,
    /// The live capture locks (Immortal).
    pub locks: Vec<LockView>,
    /// The line maps (Linear).
    pub lines: Option<LinesView>,
    /// The kings.
    pub kings: KingsView,
    /// The side to move's kings in check.
    pub checked: Vec<String>,
    /// The end, if the game is over.
    pub outcome: Option<OutcomeView>,
    /// A draw the side to move may claim, in words.
    pub claimable_draw: Option<String>,
}

/// The engine's view of a position: its score and best line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AnalysisView {
    /// The position's half-move number in the game (0: the start).
    pub ply: usize,
    /// The side to move there.
    pub turn: &'static str,
    /// The score in centipawns from White's point of view, unless a mate
    /// was found.
    pub white_cp: Option<i32>,
    /// Moves to mate: positive when White mates, negative when Black does.
    pub white_mate: Option<i32>,
    /// The best line in SAN (English letters), the best move first.
    pub line: Vec<String>,
    /// The depth searched.
    pub depth: u32,
    /// The nodes searched.
    pub nodes: u64,
    /// The same best line in SAN with Russian letters (`Кр Ф Л С К`).
    pub line_ru: Vec<String>,
}
