// Perft in WebAssembly gives the native library's counts (perft.json, which
// the Rust test tests/node.rs checks natively) for every rule set.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { api } from "./package.mjs";

const cases = JSON.parse(readFileSync(new URL("./perft.json", import.meta.url), "utf8"));

test("every rule set is in the perft table", () => {
  const rules = new Set(cases.map((c) => c.rules));
  assert.deepEqual([...rules].sort(), [...api.rulesNames()].sort());
});

for (const { rules, fen, depth, nodes } of cases) {
  test(`perft ${rules} ${fen ?? "start"} depth ${depth}`, () => {
    const pos = new api.Position(rules, fen);
    assert.equal(pos.perft(depth), nodes);
  });
}
