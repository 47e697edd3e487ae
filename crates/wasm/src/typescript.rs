//! The TypeScript types of the plain objects the API returns and takes
//! (`views.rs`), added to the generated `.d.ts`.

use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A rule set's name. `Position` and `Game` also read the other names of the Rust library (`standard`, `linear-3`, ...). */
export type RulesName = "chess" | "immortal" | "linear" | "linear3" | "linear2";

/** A side. */
export type Color = "white" | "black";

/** A legal move in every notation. */
export interface MoveInfo {
  /** The rule set's UCI form: `e2e4`; an Immortal castling is the king onto its rook, `e1h1`. */
  uci: string;
  /** SAN with English letters, check suffix included: `Nf3`, `Qxf7#`. */
  san: string;
  /** SAN with Russian letters: `Кf3`. */
  sanRu: string;
  /** The sources' long notation, English letters: `Ng1-f3`, `Qh5xQf7`. */
  long: string;
  /** The long notation with Russian letters: `Кg1-f3`, `Фh5×Фf7`. */
  longRu: string;
  /** The square the moving unit leaves. */
  from: string;
  /** The move's target square (the partner's square for a castling). */
  to: string;
  /** The promotion piece (`q`, `r`, `b`, `n`), or null. */
  promotion: string | null;
  /** The kind of move; `reverseCastle` is Immortal's (I-5). */
  kind: "quiet" | "doublePush" | "capture" | "enPassant" | "castle" | "reverseCastle";
  /** Whether it captures (in Immortal chess: swaps, I-1). */
  capture: boolean;
  /** Whether it gives check. */
  check: boolean;
}

/** How a game ended. */
export interface Outcome {
  result: "1-0" | "0-1" | "1/2-1/2";
  /** The winner, or null for a draw. */
  winner: Color | null;
  reason:
    | "checkmate" | "lastKingCaptured" | "lastKingLeftLine" | "resignation"
    | "stalemate" | "insufficientMaterial" | "threefoldRepetition" | "fivefoldRepetition"
    | "fiftyMoveRule" | "seventyFiveMoveRule" | "agreement";
  /** The outcome in words: `white wins (checkmate)`. */
  text: string;
}

/** A unit on the board. */
export interface Unit {
  square: string;
  color: Color;
  /** `k`, `q`, `r`, `b`, `n` or `p`. */
  role: string;
}

/** An Immortal capture lock (I-3): `attacker` may not capture `target` on the next move of `binds`. */
export interface Lock {
  attacker: string;
  target: string;
  binds: Color;
}

/** One side's Linear line map (L-2) and pieces per line (L-8), files a to h. */
export interface LineSide {
  /** The piece letter of each file: `["r","n","b","q","k","b","n","r"]` at the start. */
  roles: string[];
  /** The side's pieces (pawns not counted) on each file. */
  counts: number[];
}

/** Linear chess's line maps. */
export interface Lines {
  white: LineSide;
  black: LineSide;
  /** The most pieces per line (L-8), or null for no limit. */
  limit: number | null;
}

/** Every king's square, by side (Linear chess may have several). */
export interface Kings {
  white: string[];
  black: string[];
}

/** The limits of a search: the first reached ends it. At least one is required. */
export interface SearchLimits {
  nodes?: number;
  depth?: number;
  timeMs?: number;
}

/** A score from the side to move's point of view: centipawns, or moves to mate (negative: mated). */
export interface Score {
  cp: number | null;
  mate: number | null;
}

/** What a search found. */
export interface SearchResult {
  /** The move to play, or null when the game is over. */
  bestMove: MoveInfo | null;
  score: Score;
  /** The best line in SAN (English letters), the best move first. */
  line: string[];
  /** The best line in UCI. */
  lineUci: string[];
  depth: number;
  nodes: number;
  timeMs: number;
}

/** What every method throws: an `Error` whose `kind` says what went wrong and whose message is the library's. */
export interface DanilchukError extends Error {
  name: "DanilchukError";
  kind: "rules" | "fen" | "syntax" | "illegal" | "gameOver" | "noDraw" | "pgn" | "argument" | "internal";
}
"#;
