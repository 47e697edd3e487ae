// The static site's back end, in a Web Worker: the board's API answered by
// its own Rust code compiled to WebAssembly (`Board` of danilchuk-wasm),
// one request at a time; after each change the games, as `Board.save`
// writes them, go back to the page to keep.
import init, { Board } from "./pkg/danilchuk_wasm.js";

const ready = init().then(() => new Board());

self.onmessage = async (event) => {
  const board = await ready;
  const { id, load, method, path, body, token } = event.data;
  if (id === 0) {
    if (load) {
      try {
        board.load(load);
      } catch (e) {
        console.warn("the games kept in this browser could not be read:", e);
      }
    }
    return;
  }
  let answer;
  try {
    answer = board.request(method, path, body, token);
  } catch (e) {
    answer = { status: 500, contentType: "application/json", body: JSON.stringify({ error: String(e) }) };
  }
  const changed = method !== "GET" && method !== "HEAD" && answer.status < 400;
  self.postMessage({ id, ...answer, saved: changed ? board.save() : undefined });
};
