// tabletop-compress, the package's bin: a .br and a .gz copy beside every
// .wasm under the folders given, each the same bytes once decompressed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

const bin = fileURLToPath(new URL("../compress.js", import.meta.url));
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

test("tabletop-compress writes .br and .gz beside each .wasm of an app's output", () => {
  assert.equal(pkg.bin["tabletop-compress"], "./compress.js");
  const out = mkdtempSync(join(tmpdir(), "tabletop-compress-"));
  try {
    mkdirSync(join(out, "assets"));
    const wasm = Buffer.concat([Buffer.from("\0asm\x01\0\0\0"), Buffer.alloc(5000, 7)]);
    writeFileSync(join(out, "assets", "lino-abc123.wasm"), wasm);
    writeFileSync(join(out, "index.html"), "<p>not compressed</p>");
    const said = execFileSync(process.execPath, [bin, out], { encoding: "utf8" });
    assert.match(said, /lino-abc123\.wasm: 5008 bytes/);
    const at = join(out, "assets", "lino-abc123.wasm");
    assert.deepEqual(brotliDecompressSync(readFileSync(at + ".br")), wasm);
    assert.deepEqual(gunzipSync(readFileSync(at + ".gz")), wasm);
    assert.ok(!existsSync(join(out, "index.html.gz")), "only .wasm files");
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
