// tabletop-compress, the package's bin: a .br and a .gz copy beside every
// .wasm under the folders given, each the same bytes once decompressed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";

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
    const at = join(out, "assets", "lino-abc123.wasm");
    // js-r34 #1: brotli 11 took 1 min 53 s for one build; brotli 10 by
    // default (seconds), 11 with --best.
    for (const [args, quality] of [[[out], 10], [["--best", out], 11]]) {
      const said = execFileSync(process.execPath, [bin, ...args], { encoding: "utf8" });
      assert.match(said, new RegExp(`lino-abc123\\.wasm: 5008 bytes, \\d+ with brotli ${quality} \\(\\.br\\)`));
      const br = readFileSync(at + ".br");
      assert.deepEqual(br, brotliCompressSync(wasm, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: wasm.length } }), `brotli ${quality}`);
      assert.deepEqual(brotliDecompressSync(br), wasm);
      assert.deepEqual(gunzipSync(readFileSync(at + ".gz")), wasm);
    }
    assert.ok(!existsSync(join(out, "index.html.gz")), "only .wasm files");
    assert.throws(() => execFileSync(process.execPath, [bin, "--fast", out], { stdio: "pipe" }), /no option --fast; usage: tabletop-compress \[--best\] \[folder…\]/);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
