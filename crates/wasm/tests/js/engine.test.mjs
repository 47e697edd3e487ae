// The engine in WebAssembly: a mate in one found by nodes and by time (the
// time limit reads the portable clock), one thread.
import assert from "node:assert/strict";
import { test } from "node:test";

import { api, throwsKind } from "./package.mjs";

const MATES_IN_ONE = [
  ["chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"],
  ["immortal", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1 - -", "a1a8"],
];

for (const [rules, fen, best] of MATES_IN_ONE) {
  test(`${rules}: a mate in one by nodes`, () => {
    const engine = new api.Engine(4);
    const result = engine.search(new api.Game(rules, fen), { nodes: 20000 });
    assert.equal(result.bestMove.uci, best);
    assert.equal(result.score.mate, 1);
    assert.equal(result.score.cp, null);
    assert.equal(result.line[0], result.bestMove.san);
    assert.ok(result.nodes > 0);
  });

  test(`${rules}: a mate in one by time`, () => {
    const engine = new api.Engine();
    const started = performance.now();
    const result = engine.searchPosition(new api.Position(rules, fen), { timeMs: 300 });
    const took = performance.now() - started;
    assert.equal(result.bestMove.uci, best);
    assert.equal(result.score.mate, 1);
    assert.ok(took < 5000, `a 300 ms search took ${took} ms`);
  });
}

test("a timed search from the start stops near its time, for every rule set", () => {
  const engine = new api.Engine(8);
  for (const rules of api.rulesNames()) {
    const started = performance.now();
    const result = engine.search(new api.Game(rules), { timeMs: 200 });
    const took = performance.now() - started;
    assert.ok(took < 3000, `${rules}: a 200 ms search took ${took} ms`);
    assert.ok(result.bestMove !== null, rules);
    assert.ok(result.depth >= 1);
    assert.equal(result.line.length, result.lineUci.length);
    assert.equal(typeof result.score.cp, "number");
  }
});

test("a finished game has no best move", () => {
  const game = new api.Game("chess", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1");
  const result = new api.Engine(1).search(game, { depth: 3 });
  assert.equal(result.bestMove, null);
  assert.deepEqual(result.line, []);
});

test("limits that would never stop, or out of range, are refused", () => {
  const engine = new api.Engine(1);
  const game = new api.Game();
  for (const limits of [{}, undefined, null, 5, "fast", [], { movetime: 10 }, { nodes: 0 },
    { depth: 0 }, { depth: 1000 }, { timeMs: -1 }, { timeMs: 1.5 }, { nodes: "many" },
    { timeMs: 1e12 }]) {
    throwsKind(assert, () => engine.search(game, limits), "argument");
  }
  throwsKind(assert, () => new api.Engine(0), "argument");
  throwsKind(assert, () => new api.Engine(257), "argument");
  new api.Engine(256).free();
});
