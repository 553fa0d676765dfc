// Writes every measured size in the README (the builds raw, gzipped and
// with brotli; the page's JavaScript with no bundler; the package's files
// and tarball) from dist/ as it is, between the README's markers
// <!-- sizes --> and <!-- /sizes -->: npm's prepack runs it after the
// build, so that the README in a tarball speaks of the build in it.
// test/readme.test.js measures the same (but brotli, a minute of CPU) and
// fails where the README is more than 1% off.
//
//   node scripts/sizes.mjs
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzipSync } from "node:zlib";

const here = fileURLToPath(new URL("..", import.meta.url));

/** The builds, each a row of the README's table: what it holds. */
export const builds = [
  ["tabletop", "three games, their bots, four languages"],
  ["linko", "Linko! alone"],
  ["lino", "Lino alone"],
  ["linx", "LINX alone"],
];

/** The bundles a page without a bundler fetches, each a row: when. */
export const scripts = [
  ["lino", "the page's module, `@tabletop/engines/lino`'s; each entry's is about as large"],
  ["worker", "the worker's module, which `loadWorker()` starts"],
  ["start", "`load()`'s engine on the page's thread, fetched when `load()` is called"],
];

const gzipped = (data) => gzipSync(data, { level: 9 }).length;

/** The size of each build: bytes and gzip -9. */
export function measureBuilds() {
  return builds.map(([name]) => {
    const data = readFileSync(`${here}dist/${name}.wasm`);
    return { name, bytes: data.length, gzip: gzipped(data) };
  });
}

/**
 * measureBuilds with brotli 11 too: about 15 s of CPU a build, the four
 * compressed at once on libuv's threads. A build whose bytes and gzipped
 * bytes are those readme says keeps the brotli it says (a build of the
 * same code, the README written again for another number).
 */
async function measureBrotli(readme) {
  const compress = promisify(brotliCompress);
  const said = new Map([...readme.matchAll(/^\| `(\w+)\.wasm` [^|]*\| ([\d,]+) \| ([\d,]+) \| ([\d,]+) \|$/gm)].map(([, name, ...sizes]) => [name, sizes.map((v) => Number(v.replaceAll(",", "")))]));
  return Promise.all(measureBuilds().map(async (b) => {
    const [bytes, gzip, brotli] = said.get(b.name) ?? [];
    if (bytes === b.bytes && gzip === b.gzip) return { ...b, brotli };
    const data = readFileSync(`${here}dist/${b.name}.wasm`);
    const br = await compress(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
    return { ...b, brotli: br.length };
  }));
}

/** The size of each bundle of the page's JavaScript: bytes and gzip -9. */
export function measureScripts() {
  return scripts.map(([name]) => {
    const data = readFileSync(`${here}dist/${name}.js`);
    return { name, bytes: data.length, gzip: gzipped(data) };
  });
}

/** The package as npm packs it: its files, unpacked bytes, the tarball's bytes, and the bytes of what is no build. */
export function measurePackage() {
  const [packed] = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: here, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  const wasm = packed.files.filter((f) => f.path.endsWith(".wasm")).reduce((sum, f) => sum + f.size, 0);
  return { files: packed.entryCount, unpacked: packed.unpackedSize, tarball: packed.size, wasm, other: packed.unpackedSize - wasm };
}

const n = (v) => v.toLocaleString("en-US");
const mb = (v) => (v / 1e6).toFixed(2);
const kb = (v) => (v / 1e3).toFixed(1);

/** The README's block of sizes, from the measures. */
export function render({ wasm, js, pack }) {
  const [whole, ...games] = wasm;
  const range = (key) => [...new Set([Math.min(...games.map((g) => g[key])), Math.max(...games.map((g) => g[key]))].map(mb))].join("–");
  /** Whether issue #39's goals hold compressed so: the whole at most 1.5 MB, each game at most 1 MB. */
  const verdict = (key) => (whole[key] <= 1.5e6 && games.every((g) => g[key] <= 1e6) ? "met" : "not met");
  return `<!-- sizes: written when the package is packed, from the build packed -->
Measured from the build in this package (1 MB is 1,000,000 bytes):

| what a page downloads | bytes | gzip -9 | brotli 11 |
|---|---|---|---|
${wasm.map((b) => `| \`${b.name}.wasm\` (${builds.find(([name]) => name === b.name)[1]}) | ${n(b.bytes)} | ${n(b.gzip)} | ${n(b.brotli)} |`).join("\n")}

| the JavaScript of a page without a bundler | bytes | gzip -9 |
|---|---|---|
${js.map((s) => `| \`dist/${s.name}.js\` (${scripts.find(([name]) => name === s.name)[1]}) | ${n(s.bytes)} | ${n(s.gzip)} |`).join("\n")}

The goals are the whole at most 1.5 MB and a game at most 1 MB: ${verdict("brotli")}
with brotli, ${verdict("gzip")} gzipped. With brotli the whole is ${mb(whole.brotli)} MB and a game
${range("brotli")} MB; gzipped, ${mb(whole.gzip)} MB and ${range("gzip")} MB.

The package: ${pack.files} files, ${mb(pack.unpacked)} MB unpacked, of which
${mb(pack.wasm)} MB are the four builds (a page downloads the one it loads) and
${kb(pack.other)} KB the rest (the JavaScript, its types, the docs, the LICENSE);
the tarball is ${mb(pack.tarball)} MB.
<!-- /sizes -->`;
}

/** The README with its block of sizes replaced by block. */
export function replaced(readme, block) {
  const from = readme.indexOf("<!-- sizes");
  const to = readme.indexOf("<!-- /sizes -->");
  if (from < 0 || to < from) throw new Error("README.md has no <!-- sizes --> … <!-- /sizes --> block");
  return readme.slice(0, from) + block + readme.slice(to + "<!-- /sizes -->".length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = `${here}README.md`;
  const measures = { wasm: await measureBrotli(readFileSync(file, "utf8")), js: measureScripts(), pack: undefined };
  // The README is in the package: measured once with the numbers written
  // in, whose width barely moves the package's size.
  writeFileSync(file, replaced(readFileSync(file, "utf8"), render({ ...measures, pack: measurePackage() })));
  writeFileSync(file, replaced(readFileSync(file, "utf8"), render({ ...measures, pack: measurePackage() })));
  console.error("@tabletop/engines: README.md's sizes written from dist/"); // stderr: npm pack --json's stdout is its JSON
}
