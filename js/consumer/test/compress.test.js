// The package's bin, as the README's build line runs it after Vite's
// build: a .br and a .gz beside the app's .wasm, the same bytes once
// decompressed, for a host that serves them as they are.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

const assets = fileURLToPath(new URL("../out/vite/assets/", import.meta.url));

test("tabletop-compress wrote the Vite app's .wasm.br and .wasm.gz", { skip: !existsSync(assets) && "not built: npm run build" }, () => {
  const wasm = readdirSync(assets).filter((f) => f.endsWith(".wasm"));
  assert.ok(wasm.length > 0, "the app emits a .wasm");
  for (const file of wasm) {
    const bytes = readFileSync(assets + file);
    assert.deepEqual(brotliDecompressSync(readFileSync(assets + file + ".br")), bytes, file);
    assert.deepEqual(gunzipSync(readFileSync(assets + file + ".gz")), bytes, file);
  }
});
