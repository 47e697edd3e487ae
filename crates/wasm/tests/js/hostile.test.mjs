// Hostile input: every bad FEN, move, PGN or argument gives a DanilchukError
// with a kind, never a WebAssembly trap (a panic would abort the module,
// and every later call would fail: each test ends with normal calls).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { api, pick, random, throwsKind } from "./package.mjs";

const RULES = api.rulesNames();
const ALPHABET = "abcdefgh12345678KQRBNPkqrbnpxX-+#=O0o/ ФКЛСКрпх×:—>,;[]\"{}().!?*\n\t\\";

/** The module still answers normal calls. */
function stillWorks() {
  assert.equal(new api.Position("chess").perft(3), 8902);
  const game = new api.Game("immortal");
  game.play("e4");
  assert.equal(game.ply, 1);
}

function randomText(rand, most) {
  const length = Math.floor(rand() * most);
  let text = "";
  for (let i = 0; i < length; i++) {
    const r = rand();
    if (r < 0.7) text += pick(rand, ALPHABET);
    else if (r < 0.9) text += String.fromCharCode(Math.floor(rand() * 256));
    else text += String.fromCharCode(Math.floor(rand() * 0xffff));
  }
  return text;
}

/** `text` with a few characters changed, inserted or removed. */
function mutate(rand, text) {
  let chars = [...text];
  const edits = 1 + Math.floor(rand() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(rand() * (chars.length + 1));
    const r = rand();
    if (r < 0.33) chars.splice(at, 1);
    else if (r < 0.66) chars.splice(at, 0, pick(rand, ALPHABET));
    else chars[at] = pick(rand, ALPHABET);
  }
  return chars.join("");
}

/** Runs `f`; a DanilchukError is fine, anything else fails the test. */
function refusedOrDone(f, what) {
  try {
    return f();
  } catch (e) {
    assert.equal(e?.name, "DanilchukError", `${what}: ${e?.stack ?? e}`);
    assert.ok(typeof e.kind === "string" && e.kind.length > 0, what);
    return undefined;
  }
}

test("bad FENs are refused with kind fen (or rules)", () => {
  throwsKind(assert, () => new api.Position("chess", ""), "fen");
  throwsKind(assert, () => new api.Position("chess", "8/8/8/8/8/8/8/8 w - - 0 1"), "fen");
  throwsKind(assert, () => new api.Position("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"), "fen");
  throwsKind(assert, () => new api.Position("immortal", "k7/8/8/8/8/8/8/7K w - - 0 1 - z9>a1"), "fen");
  throwsKind(assert, () => new api.Position("linear", "k7/8/8/8/8/8/8/7K w - - 0 1 Qq"), "fen");
  throwsKind(assert, () => new api.Position("atomic"), "rules");
  throwsKind(assert, () => new api.Game("chess", "x".repeat(1_000_000)), "fen");
  stillWorks();
});

test("malformed and illegal moves are refused with kind syntax or illegal", () => {
  const pos = new api.Position("chess");
  for (const text of ["", " ", "zz", "e2e9", "Nf9", "O-O-O-O", "e2e4e4", "\u0000", "💥", "e".repeat(100_000)]) {
    throwsKind(assert, () => pos.play(text), "syntax");
  }
  for (const text of ["e2e5", "Nf6", "O-O", "Ke2", "exd5", "a1a8"]) {
    throwsKind(assert, () => pos.play(text), "illegal");
  }
  assert.equal(pos.fen(), new api.Position("chess").fen(), "a refused move changes nothing");
  stillWorks();
});

test("damaged PGN is refused with kind pgn", () => {
  const game = new api.Game("immortal");
  for (const m of ["e4", "d5", "exd5", "Qxd5", "Nc3"]) game.play(m);
  const pgn = game.pgn();
  for (const bad of ["", "[Variant \"Atomic\"]\n\n1. e4 *", "1. e4 e5 2. Ke7 *", "[FEN \"nonsense\"]\n\n*",
    "1. e4 {never closed", pgn.replace("Nc3", "Nc9")]) {
    throwsKind(assert, () => api.Game.fromPgn(bad), "pgn");
  }
  throwsKind(assert, () => api.Game.fromPgn("1. e4 *", "atomic"), "rules");
  const huge = "1. e4 e5 2. Nf3 Nc6 3. Ng1 Nb8 4. Nf3 Nf6 ".repeat(20_000);
  refusedOrDone(() => api.Game.fromPgn(huge), "a huge PGN");
  stillWorks();
});

test("bad arguments are refused with kind argument", () => {
  const pos = new api.Position("linear");
  throwsKind(assert, () => pos.perft(13), "argument");
  throwsKind(assert, () => pos.perft(-1), "argument");
  stillWorks();
});

test("thousands of random strings and random calls: errors with a kind, and the module lives", () => {
  const rand = random(20261207);
  const perft = JSON.parse(readFileSync(new URL("./perft.json", import.meta.url), "utf8"));
  const fens = RULES.map((rules) => new api.Position(rules).fen())
    .concat(perft.filter((c) => c.fen !== null).map((c) => c.fen));
  const pgn = (() => {
    const game = new api.Game("linear2");
    for (const m of ["e4", "d5", "exd5", "Nf6"]) game.play(m);
    return game.pgn();
  })();
  let game = new api.Game(pick(rand, RULES));
  let pos = new api.Position(pick(rand, RULES));
  const engine = new api.Engine(1);
  const calls = [
    () => new api.Position(pick(rand, RULES), mutate(rand, pick(rand, fens))),
    () => new api.Position(randomText(rand, 12), pick(rand, fens)),
    () => new api.Position(pick(rand, RULES), randomText(rand, 80)),
    () => pos.play(randomText(rand, 8)),
    () => pos.parseMove(randomText(rand, 12)),
    () => pos.play(pick(rand, pos.legalMoves().map((m) => m[pick(rand, ["uci", "san", "sanRu", "long", "longRu"])]).concat(["e4"]))),
    () => pos.perft(Math.floor(rand() * 3)),
    () => [pos.locks(), pos.lines(), pos.kings(), pos.checkedKings(), pos.outcome(), pos.pieces(), pos.fen()],
    () => game.play(randomText(rand, 8)),
    () => game.play(pick(rand, game.legalMoves().map((m) => m.san).concat(["e4"]))),
    () => game.undo(),
    () => game.redo(),
    () => game.resign(randomText(rand, 6)),
    () => game.claimDraw(),
    () => [game.pgn(), game.moves(), game.outcome(), game.result(), game.position().fen()],
    () => api.Game.fromPgn(mutate(rand, pgn)),
    () => api.Game.fromPgn(randomText(rand, 200), pick(rand, RULES)),
    () => engine.search(game, pick(rand, [{ nodes: 1 + Math.floor(rand() * 300) }, { depth: 1 + Math.floor(rand() * 2) }, { timeMs: 1 }, { nodes: -5 }, {}])),
    () => engine.searchPosition(new api.Position(pick(rand, RULES), mutate(rand, pick(rand, fens))), { nodes: 1 + Math.floor(rand() * 200) }),
    () => { game = new api.Game(pick(rand, RULES)); },
    () => { pos = new api.Position(pick(rand, RULES)); },
  ];
  for (let i = 0; i < 5000; i++) {
    const index = Math.floor(rand() * calls.length);
    refusedOrDone(calls[index], `call ${index} (round ${i})`);
  }
  for (let i = 0; i < 300; i++) {
    const bytes = new Uint8Array(1 + Math.floor(rand() * 300)).map(() => Math.floor(rand() * 256));
    const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
    refusedOrDone(() => new api.Position(pick(rand, RULES), text), "random bytes as FEN");
    refusedOrDone(() => api.Game.fromPgn(text), "random bytes as PGN");
    refusedOrDone(() => new api.Position(pick(rand, RULES)).play(text), "random bytes as a move");
  }
  stillWorks();
});
