// The API for each rule set: positions, games with undo and PGN, outcomes,
// Immortal's locks and Linear's lines and kings.
import assert from "node:assert/strict";
import { test } from "node:test";

import { api, throwsKind } from "./package.mjs";

test("a position from the start and from a FEN, for every rule set", () => {
  for (const rules of api.rulesNames()) {
    const start = new api.Position(rules);
    assert.equal(start.rules, rules);
    assert.equal(start.turn, "white");
    const again = new api.Position(rules, start.fen());
    assert.equal(again.fen(), start.fen());
    assert.equal(String(again), start.fen());
    assert.equal(start.pieces().length, 32);
    assert.equal(start.isCheck(), false);
    assert.equal(start.outcome(), null);
  }
  assert.equal(new api.Position().rules, "chess");
  assert.equal(new api.Position("Linear-3").rules, "linear3");
});

test("play changes the position, a copy does not follow", () => {
  const pos = new api.Position("chess");
  const copy = pos.clone();
  const move = pos.play("e4");
  assert.equal(move.uci, "e2e4");
  assert.equal(move.kind, "doublePush");
  assert.equal(pos.turn, "black");
  assert.equal(copy.turn, "white");
  assert.equal(pos.fullmoves, 1);
  assert.equal(pos.halfmoves, 0);
});

test("checkmate, stalemate and their outcome", () => {
  const mated = new api.Position("chess", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1");
  assert.equal(mated.isCheck(), true);
  assert.equal(mated.isCheckmate(), true);
  assert.deepEqual(mated.checkedKings(), ["g8"]);
  assert.deepEqual(mated.outcome(), {
    result: "1-0",
    winner: "white",
    reason: "checkmate",
    text: "white wins (checkmate)",
  });
  assert.deepEqual(mated.legalMoves(), []);
  const stalemate = new api.Position("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  assert.equal(stalemate.isStalemate(), true);
  assert.equal(stalemate.outcome().reason, "stalemate");
  assert.equal(stalemate.outcome().winner, null);
});

test("Immortal's capture locks (I-3)", () => {
  const game = new api.Game("immortal");
  for (const move of ["Nf3", "Nc6", "Nd4"]) game.play(move);
  const swap = game.play("Nxd4");
  assert.equal(swap.capture, true);
  const locks = game.position().locks();
  assert.ok(locks.length > 0, JSON.stringify(locks));
  assert.ok(locks.some((l) => l.binds === "white"));
  const error = throwsKind(assert, () => game.play("c6d4"), "illegal");
  assert.match(error.message, /locked/);
  assert.deepEqual(new api.Position("chess").locks(), []);
});

test("Linear's line maps, limits and kings", () => {
  const pos = new api.Position("linear2");
  const lines = pos.lines();
  assert.deepEqual(lines.white.roles, ["r", "n", "b", "q", "k", "b", "n", "r"]);
  assert.deepEqual(lines.black.counts, [1, 1, 1, 1, 1, 1, 1, 1]);
  assert.equal(lines.limit, 2);
  assert.equal(new api.Position("linear").lines().limit, null);
  assert.equal(new api.Position("immortal").lines(), null);
  assert.deepEqual(pos.kings(), { white: ["e1"], black: ["e8"] });
  // A knight that lands on the c-file becomes its bishop (L-3).
  pos.play("e4");
  pos.play("Nc6");
  assert.deepEqual(pos.lines().black.counts, [1, 0, 2, 1, 1, 1, 1, 1]);
  assert.ok(pos.pieces().some((u) => u.square === "c6" && u.role === "b"));
});

test("a game: undo, redo, history and PGN both ways", () => {
  const game = new api.Game("linear3");
  game.play("e2e4");
  game.play("Кb8-c6");
  game.play("d4");
  assert.equal(game.ply, 3);
  assert.deepEqual(
    game.moves().map((m) => m.uci),
    ["e2e4", "b8c6", "d2d4"],
  );
  const undone = game.undo();
  assert.equal(undone.uci, "d2d4");
  assert.equal(game.ply, 2);
  assert.equal(game.redo().uci, "d2d4");
  assert.equal(game.redo(), null);
  const pgn = game.pgn();
  assert.match(pgn, /\[Variant "Linear"\]/);
  assert.match(pgn, /\[LineLimit "3"\]/);
  const back = api.Game.fromPgn(pgn);
  assert.equal(back.rules, "linear3");
  assert.equal(back.fen(), game.fen());
  assert.equal(back.pgn(), pgn);
  while (back.undo() !== null);
  assert.equal(back.ply, 0);
  assert.equal(back.fen(), back.startPosition().fen());
  // A file without a Variant tag is read under the default rules given.
  assert.equal(api.Game.fromPgn("1. e4 e5 *", "immortal").rules, "immortal");
});

test("a game ends: mate, resignation, agreed and claimed draws", () => {
  const mate = new api.Game("chess");
  for (const m of ["f3", "e5", "g4", "Qh4#"]) mate.play(m);
  assert.equal(mate.isOver(), true);
  assert.equal(mate.result(), "0-1");
  assert.deepEqual(mate.legalMoves(), []);
  throwsKind(assert, () => mate.play("a3"), "gameOver");
  assert.match(mate.pgn(), /0-1/);

  const resigned = new api.Game("immortal");
  assert.equal(resigned.resign("white").winner, "black");
  throwsKind(assert, () => resigned.resign("black"), "gameOver");
  throwsKind(assert, () => new api.Game().resign("green"), "argument");

  const agreed = new api.Game("linear");
  assert.equal(agreed.agreeDraw().reason, "agreement");

  const repeated = new api.Game("chess");
  assert.equal(repeated.claimableDraw(), undefined);
  throwsKind(assert, () => repeated.claimDraw(), "noDraw");
  for (let i = 0; i < 2; i++) for (const m of ["Nf3", "Nf6", "Ng1", "Ng8"]) repeated.play(m);
  assert.equal(repeated.claimableDraw(), "threefoldRepetition");
  assert.equal(repeated.claimDraw().reason, "threefoldRepetition");
  assert.equal(repeated.result(), "1/2-1/2");
});

test("the library's version and rule sets", () => {
  assert.match(api.version(), /^\d+\.\d+\.\d+/);
  assert.deepEqual(api.rulesNames(), ["chess", "immortal", "linear", "linear3", "linear2"]);
});
