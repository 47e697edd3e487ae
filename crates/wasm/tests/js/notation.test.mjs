// Every spelling of every legal move reads back as the same move: UCI, SAN
// and long notation in English and Russian letters, along random games of
// every rule set.
import assert from "node:assert/strict";
import { test } from "node:test";

import { api, pick, random } from "./package.mjs";

const SPELLINGS = ["uci", "san", "sanRu", "long", "longRu"];

for (const [index, rules] of api.rulesNames().entries()) {
  test(`every spelling round-trips in random ${rules} games`, () => {
    const rand = random(1000 + index);
    let checked = 0;
    for (let game = 0; game < 6; game++) {
      const pos = new api.Position(rules);
      for (let ply = 0; ply < 60; ply++) {
        const moves = pos.legalMoves();
        if (moves.length === 0) break;
        for (const m of moves) {
          for (const spelling of SPELLINGS) {
            const read = pos.parseMove(m[spelling]);
            assert.equal(read.uci, m.uci, `${rules} ${pos.fen()}: ${spelling} ${m[spelling]}`);
            checked++;
          }
          // Padded as a person types it.
          assert.equal(pos.parseMove(` ${m.san}\n`).uci, m.uci);
        }
        const chosen = pick(rand, moves);
        const played = pos.play(pick(rand, SPELLINGS.map((s) => chosen[s])));
        assert.deepEqual(played, chosen);
      }
    }
    assert.ok(checked > 1000, `only ${checked} spellings checked`);
  });
}

test("a move's notations in both letter sets", () => {
  const pos = new api.Position("chess");
  const knight = pos.parseMove("Nf3");
  assert.equal(knight.uci, "g1f3");
  assert.equal(knight.sanRu, "Кf3");
  assert.equal(knight.long, "Ng1-f3");
  assert.equal(knight.longRu, "Кg1-f3");
  assert.equal(pos.parseMove("Кg1- f3").uci, "g1f3");
});
