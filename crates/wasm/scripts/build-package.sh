#!/usr/bin/env bash
# Builds the npm package of danilchuk-wasm into target/wasm-pkg/ (or the
# folder given as the first argument):
#   1. cargo builds the crate for wasm32-unknown-unknown (release profile);
#   2. the wasm-bindgen CLI, of exactly the version of the wasm-bindgen crate
#      in Cargo.lock (the two must match), writes the ES module for browsers
#      and bundlers (--target web) with its TypeScript declarations;
#   3. this script adds node.js (the entry for Node.js, which loads the .wasm
#      file itself), package.json (the workspace's version), the README and
#      the licences.
# Needs: rustup target add wasm32-unknown-unknown, and
# cargo install wasm-bindgen-cli --version <the locked version> --locked.
set -euo pipefail

root=$(cd "$(dirname "$0")/../../.." && pwd)
cd "$root"
target_dir=${CARGO_TARGET_DIR:-$root/target}
out=${1:-$target_dir/wasm-pkg}

# The version of the wasm-bindgen crate in Cargo.lock.
locked=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$locked" ]; then
    echo "build-package.sh: no wasm-bindgen in Cargo.lock" >&2
    exit 1
fi
found=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
if [ "$found" != "$locked" ]; then
    echo "build-package.sh: wasm-bindgen CLI ${found:-not found}, Cargo.lock has $locked;" \
        "install it with: cargo install wasm-bindgen-cli --version $locked --locked" >&2
    exit 1
fi
# The workspace's version ([workspace.package] in Cargo.toml).
version=$(awk '/^\[workspace.package\]/ { inside = 1; next } /^\[/ { inside = 0 }
    inside && /^version = / { gsub(/version = |"/, ""); print; exit }' Cargo.toml)

cargo build -p danilchuk-wasm --target wasm32-unknown-unknown --release --locked
rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --out-dir "$out" \
    "$target_dir/wasm32-unknown-unknown/release/danilchuk_wasm.wasm"

cat > "$out/node.js" <<'EOF'
// The entry for Node.js: Node's fetch reads no file: URLs, so the module is
// loaded here from the package's own .wasm file, synchronously, and the API
// is ready on import (calling the default export, init, again is harmless).
import { readFileSync } from "node:fs";
import { initSync } from "./danilchuk_wasm.js";

initSync({ module: readFileSync(new URL("./danilchuk_wasm_bg.wasm", import.meta.url)) });

export * from "./danilchuk_wasm.js";
export { default } from "./danilchuk_wasm.js";
EOF

cat > "$out/package.json" <<EOF
{
  "name": "danilchuk-wasm",
  "version": "$version",
  "description": "Classical chess, Classic Immortal Chess and Russian Linear Chess: rules, notation, PGN and the engine, in WebAssembly",
  "license": "MIT OR Apache-2.0",
  "keywords": ["chess", "chess-variant", "immortal-chess", "linear-chess", "webassembly"],
  "type": "module",
  "main": "./danilchuk_wasm.js",
  "module": "./danilchuk_wasm.js",
  "types": "./danilchuk_wasm.d.ts",
  "exports": {
    ".": {
      "types": "./danilchuk_wasm.d.ts",
      "node": "./node.js",
      "default": "./danilchuk_wasm.js"
    },
    "./danilchuk_wasm_bg.wasm": "./danilchuk_wasm_bg.wasm",
    "./package.json": "./package.json"
  },
  "files": [
    "danilchuk_wasm.js",
    "danilchuk_wasm.d.ts",
    "danilchuk_wasm_bg.wasm",
    "danilchuk_wasm_bg.wasm.d.ts",
    "node.js",
    "README.md",
    "LICENSE-MIT",
    "LICENSE-APACHE"
  ],
  "sideEffects": ["./node.js"],
  "engines": { "node": ">=18" }
}
EOF
cp crates/wasm/README.md LICENSE-MIT LICENSE-APACHE "$out/"
echo "danilchuk-wasm $version: $out"
