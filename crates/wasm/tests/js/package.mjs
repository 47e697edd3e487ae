// Loads the built npm package (target/wasm-pkg, or the folder named by
// DANILCHUK_WASM_PKG) through its Node.js entry, as a Node program does.
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const folder =
  process.env.DANILCHUK_WASM_PKG ??
  fileURLToPath(new URL("../../../../target/wasm-pkg", import.meta.url));

export const api = await import(pathToFileURL(join(folder, "node.js")).href);

/** A small seeded generator (mulberry32): the same games on every run. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items`, chosen by `rand`. */
export function pick(rand, items) {
  return items[Math.floor(rand() * items.length)];
}

/** Asserts that `f` throws a DanilchukError of `kind` (any kind when not given). */
export function throwsKind(assert, f, kind) {
  let error;
  try {
    f();
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof Error, `expected an Error, got ${error}`);
  assert.equal(error.name, "DanilchukError", `${error.name}: ${error.message}`);
  assert.equal(typeof error.kind, "string");
  assert.ok(error.message.length > 0);
  if (kind !== undefined) {
    assert.equal(error.kind, kind, error.message);
  }
  return error;
}
