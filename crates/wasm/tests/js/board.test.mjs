// The board's own JSON API (`Board`: danilchuk-play's request handling, the
// static site's back end): the answers the board server gives, and the
// games kept through save and load.
import assert from "node:assert/strict";
import { test } from "node:test";

import { api } from "./package.mjs";

function call(board, method, path, body, token) {
  const answer = board.request(method, path, body === undefined ? null : JSON.stringify(body), token ?? null);
  return { status: answer.status, type: answer.contentType, json: JSON.parse(answer.body) };
}

test("a game against the computer, as the board server answers it", () => {
  const board = new api.Board();
  const made = call(board, "POST", "/api/games", { rules: "linear2", opponent: "computer", strength: 1 });
  assert.equal(made.status, 201);
  assert.match(made.type, /json/);
  const { id, tokens } = made.json;
  assert.equal(made.json.rules, "linear2");
  // Without the seat's token, no one moves for White.
  assert.equal(call(board, "POST", `/api/games/${id}/move`, { text: "e4" }).status, 403);
  assert.equal(call(board, "POST", `/api/games/${id}/move`, { text: "e4" }, tokens.white).status, 200);
  const replied = call(board, "POST", `/api/games/${id}/computer`, undefined, tokens.white);
  assert.equal(replied.status, 200);
  assert.equal(replied.json.ply, 2);
  // A refusal carries its message's key, as the server's does.
  const refused = call(board, "POST", `/api/games/${id}/move`, { from: "e1", to: "e5" }, tokens.white);
  assert.equal(refused.status, 422);
  assert.ok(refused.json.code);
  assert.equal(call(board, "GET", "/api/nothing").status, 404);
});

test("the games saved come back in a new board", () => {
  const board = new api.Board();
  const made = call(board, "POST", "/api/games", { rules: "immortal", opponent: "person" });
  const { id, tokens } = made.json;
  call(board, "POST", `/api/games/${id}/move`, { text: "e4" }, tokens.white);
  const saved = board.save();
  const again = new api.Board();
  assert.equal(again.load(saved), 1);
  const game = call(again, "GET", `/api/games/${id}`);
  assert.equal(game.status, 200);
  assert.equal(game.json.ply, 1);
  assert.equal(call(again, "POST", `/api/games/${id}/move`, { text: "e5" }, tokens.black).status, 200);
  assert.equal(call(again, "GET", "/api/games").json.games[0].id, id);
  assert.throws(() => again.load("not a save"));
});
