#!/usr/bin/env node
// tabletop-compress: writes a .br (brotli 11) and a .gz (gzip -9) copy
// beside every .wasm file under the folders given (an app's build output,
// dist/ by default), for a static host that serves a file's compressed
// copy as it is (nginx's brotli_static and gzip_static, Caddy's
// precompressed, Netlify, S3 behind a CDN): a game's build is 6.7 MB raw,
// 0.93 MB with brotli. Run it after the app's own build:
//
//   npx tabletop-compress dist
//
// Node alone, no other tool; the package ships no compressed copies,
// since a bundler copies the .wasm under a name of its own and would not
// take them along.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Compresses every .wasm file under dir (recursively) into .br and .gz
 * copies beside it, and returns the files compressed with their sizes.
 * @param {string} dir
 * @returns {{ file: string, bytes: number, br: number, gz: number }[]}
 */
function compressWasm(dir) {
  const done = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") done.push(...compressWasm(path));
      continue;
    }
    if (!entry.name.endsWith(".wasm")) continue;
    const bytes = readFileSync(path);
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gz = gzipSync(bytes, { level: 9 });
    writeFileSync(path + ".br", br);
    writeFileSync(path + ".gz", gz);
    done.push({ file: path, bytes: bytes.length, br: br.length, gz: gz.length });
  }
  return done;
}

const dirs = process.argv.slice(2);
let count = 0;
for (const dir of dirs.length ? dirs : ["dist"]) {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`tabletop-compress: ${dir} is not a folder`);
    process.exit(1);
  }
  for (const f of compressWasm(dir)) {
    count++;
    console.log(`${f.file}: ${f.bytes} bytes, ${f.br} with brotli (.br), ${f.gz} with gzip (.gz)`);
  }
}
if (count === 0) console.warn("tabletop-compress: no .wasm file found");
