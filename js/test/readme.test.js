// The README's page without a bundler, as it is written there, in headless
// Chromium: served from a folder whose node_modules holds this package, it
// draws the board and offers the player's moves as buttons, and a click
// plays one and the bot answers. Skips where there is no Chromium. And the
// README and the guide (docs/guide.md) speak to a user of the package: they
// name none of the maintainers' files, which the packed tarball leaves out;
// every link between them leads to a heading; and every size the README
// says is the build's (scripts/sizes.mjs writes them when the package is
// packed).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, play } from "../consumer/chromium.js";
import { bundled } from "./bundled.js";
import { measureBuilds, measurePackage, measureScripts } from "../scripts/sizes.mjs";

const browser = chromium();
bundled();
const here = fileURLToPath(new URL("..", import.meta.url));
const guide = () => readFileSync(join(here, "docs", "guide.md"), "utf8");

test("the README's page plays in Chromium", { skip: !browser && "no chromium on PATH" }, async () => {
  const readme = readFileSync(join(here, "README.md"), "utf8");
  const page = readme.match(/## A page without a bundler[\s\S]*?```html\n([\s\S]*?)```/)[1];
  assert.ok(page.split("\n").length <= 30, "a page of about twenty lines");
  const site = mkdtempSync(join(tmpdir(), "tabletop-readme-"));
  try {
    mkdirSync(join(site, "node_modules", "@tabletop"), { recursive: true });
    symlinkSync(here, join(site, "node_modules", "@tabletop", "engines"), "dir");
    // The page as written, and a watcher that clicks the first button twice
    // (the bot moves between) and reports what the page showed.
    writeFileSync(join(site, "index.html"), page + `
<script type="module">
  const report = (r) => fetch("/report", { method: "POST", body: JSON.stringify(r) });
  const buttons = () => document.querySelectorAll("#moves button");
  const until = async (ok) => { for (let i = 0; i < 600 && !ok(); i++) await new Promise((r) => setTimeout(r, 100)); return ok(); };
  const boards = [];
  for (let turn = 0; turn < 2; turn++) {
    if (!(await until(() => buttons().length > 0))) break;
    boards.push(document.getElementById("board").textContent);
    buttons()[0].click();
    await until(() => buttons().length === 0);
  }
  await until(() => buttons().length > 0);
  report({ boards, buttons: buttons().length, label: buttons()[0]?.textContent });
</script>
`);
    const r = await play(browser, site, "index.html");
    assert.equal(r.boards.length, 2, JSON.stringify(r));
    assert.ok(r.boards[0].length > 0 && r.boards[1] !== r.boards[0], "the board changed after a move");
    assert.ok(r.buttons > 0 && r.label.length > 0, "the player's moves as labelled buttons");
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test("the packed tarball holds the package's files, and no maintainer's", () => {
  const [packed] = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: here, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  const files = packed.files.map((f) => f.path);
  for (const file of ["README.md", "docs/guide.md", "LICENSE", "package.json", "index.d.ts", "index.js", "worker.js", "dist/tabletop.wasm", "dist/lino.wasm", "dist/wasm_exec.js", "all.js", "dist/lino.js", "dist/worker.js", "dist/start.js"]) {
    assert.ok(files.includes(file), `the tarball lacks ${file}`);
  }
  const maintainers = files.filter((f) => /^(MAINTAINERS\.md|test\/|consumer\/|scripts\/|bench\/|testdata\/|tsconfig)/.test(f));
  assert.deepEqual(maintainers, [], "maintainers' files in the tarball");
  assert.ok(existsSync(join(here, "MAINTAINERS.md")), "the maintainers' notes are beside the README");
});

test("the README and the guide name nothing the tarball lacks", () => {
  const maintainers = [/consumer\//, /scripts\//, /test\//, /bench\//, /testdata/, /go test/, /go run/, /npm run (build|bench|types)/, /catalog_/, /build tag/, /tabletop_no/, /MAINTAINERS/, /[Ii]ssue \d/];
  for (const text of [readFileSync(join(here, "README.md"), "utf8"), guide()]) {
    for (const word of maintainers) assert.doesNotMatch(text, word);
  }
});

/** The anchors of text's headings, as GitHub writes them. */
const anchorsOf = (text) => new Set([...text.matchAll(/^#+ (.+)$/gm)].map(([, title]) => anchor(title)));
const anchor = (title) => title.toLowerCase().replace(/[^\w\s-]/g, "").trim().replace(/\s/g, "-");

test("the README's and the guide's contents and every link between them lead to a heading", () => {
  const readme = readFileSync(join(here, "README.md"), "utf8");
  const files = { "README.md": readme, "docs/guide.md": guide() };
  for (const [name, text] of Object.entries(files)) {
    const links = [...text.matchAll(/\]\(#([\w-]+)\)/g)].map(([, a]) => a);
    assert.ok(links.length > 10, `${name}: a table of contents`);
    for (const a of links) assert.ok(anchorsOf(text).has(a), `${name}: #${a} is no heading`);
    // Every section is in the contents, which come before the first.
    const [first, ...rest] = [...text.matchAll(/^## (.+)$/gm)];
    for (const heading of name === "README.md" ? rest : [first, ...rest]) {
      assert.ok(text.slice(0, first.index).includes(`(#${anchor(heading[1])})`), `${name}: the contents list ${heading[1]}`);
    }
  }
  for (const [, a] of readme.matchAll(/\]\(docs\/guide\.md#([\w-]+)\)/g)) assert.ok(anchorsOf(files["docs/guide.md"]).has(a), `docs/guide.md#${a} is no heading`);
  for (const [, a] of files["docs/guide.md"].matchAll(/\]\(\.\.\/README\.md#([\w-]+)\)/g)) assert.ok(anchorsOf(readme).has(a), `README.md#${a} is no heading`);
  assert.ok(readme.includes("](docs/guide.md)"), "the README links the guide");
  assert.ok(Buffer.byteLength(readme) < 25_000, `the README is ${Buffer.byteLength(readme)} bytes: the rest belongs in the guide`);
});

// Brotli, a minute of CPU for the four builds, is left to the script: a
// build whose size and gzipped size are within 1% has its brotli too.
test("every size the README says is the build's, within 1%", () => {
  const readme = readFileSync(join(here, "README.md"), "utf8");
  const number = (text) => Number(text.replaceAll(",", ""));
  /** Fails unless said is within 1% of measured. */
  const near = (what, said, measured) => assert.ok(Math.abs(measured - said) / measured < 0.01, `${what} is ${measured}; the README says ${said}: npm run sizes`);
  const rows = [...readme.matchAll(/^\| `(\w+)\.wasm` [^|]*\| ([\d,]+) \| ([\d,]+) \| ([\d,]+) \|$/gm)];
  const builds = measureBuilds();
  assert.deepEqual(rows.map((r) => r[1]), builds.map((b) => b.name));
  builds.forEach((b, i) => {
    near(`${b.name}.wasm`, number(rows[i][2]), b.bytes);
    near(`${b.name}.wasm gzipped`, number(rows[i][3]), b.gzip);
  });
  const scripts = [...readme.matchAll(/^\| `dist\/(\w+)\.js` [^|]*\| ([\d,]+) \| ([\d,]+) \|$/gm)];
  const bundles = measureScripts();
  assert.deepEqual(scripts.map((r) => r[1]), bundles.map((b) => b.name));
  bundles.forEach((b, i) => {
    near(`dist/${b.name}.js`, number(scripts[i][2]), b.bytes);
    near(`dist/${b.name}.js gzipped`, number(scripts[i][3]), b.gzip);
  });
  const whole = readme.match(/The package: (\d+) files, ([\d.]+) MB unpacked, of which\s+([\d.]+) MB are the four builds[^]*?and\s+([\d.]+) KB the rest[^]*?the tarball is ([\d.]+) MB/);
  assert.ok(whole, "the README says the package's files and sizes");
  const pack = measurePackage();
  assert.equal(Number(whole[1]), pack.files, "the package's files");
  near("the package unpacked", Number(whole[2]) * 1e6, pack.unpacked);
  near("the builds", Number(whole[3]) * 1e6, pack.wasm);
  near("the rest", Number(whole[4]) * 1e3, pack.other);
  near("the tarball", Number(whole[5]) * 1e6, pack.tarball);
  // The prose's MB are the table's.
  const [tabletop, ...games] = rows.map((r) => ({ gzip: number(r[3]), brotli: number(r[4]) }));
  const mb = (v) => (v / 1e6).toFixed(2);
  const range = (key) => [...new Set([Math.min(...games.map((g) => g[key])), Math.max(...games.map((g) => g[key]))].map(mb))].join("–");
  assert.match(readme.replace(/\s+/g, " "), new RegExp(`whole is ${mb(tabletop.brotli)} MB and a game ${range("brotli")} MB; gzipped, ${mb(tabletop.gzip)} MB and ${range("gzip")} MB`));
});

test("the consumer's Vite app builds with the README's Vite config, the whole of it", () => {
  const readme = readFileSync(join(here, "README.md"), "utf8");
  const block = readme.match(/## A Vite app[\s\S]*?`vite\.config\.js`[^`]*```js\n([\s\S]*?)```/)[1];
  /** The config's settings: each line's code, its comment left out. */
  const settings = (text) => text.split("\n").map((line) => line.replace(/\/\/.*/, "").trim()).filter((line) => line !== "");
  // js-r36 #5: the dev server needs no optimizeDeps.exclude (consumer/test/dev.test.js plays it with no config).
  assert.ok(!block.includes("optimizeDeps"), "no exclusion for the dev server");
  assert.ok(block.includes('worker: { format: "es" }'), "the worker's format");
  const consumer = readFileSync(join(here, "consumer", "vite", "vite.config.js"), "utf8");
  assert.deepEqual(settings(consumer), settings(block));
});

test("the README's quick start for Node prints what its comment says", () => {
  const readme = readFileSync(join(here, "README.md"), "utf8");
  const quick = readme.match(/## Quick start\n([\s\S]*?)\n## /)[1];
  for (const setup of ["No bundler", "Vite", "esbuild", "Node"]) assert.match(quick, new RegExp(`\\*\\*${setup}\\*\\*[^\\n]*[\\s\\S]*?\`\`\``), `a quick start for ${setup}`);
  const code = quick.match(/\*\*Node\*\*[\s\S]*?```js\n([\s\S]*?)```/)[1];
  const printed = execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: here, encoding: "utf8" });
  assert.equal(printed.trim(), code.match(/\/\/ (.*)/)[1]);
  const troubles = guide().match(/## Troubleshooting\n([\s\S]*?)\n## /)[1];
  for (const trouble of [/magic word 00 61 73 6d/, /optimizeDeps/, /format: "es"/, /root entry has no build of its own/, /held\(\)/, /close\(\)/]) assert.match(troubles, trouble);
});

test("the README's quick start without a bundler says the bot's move in Chromium", { skip: !browser && "no chromium on PATH" }, async () => {
  const readme = readFileSync(join(here, "README.md"), "utf8");
  const page = readme.match(/## Quick start[\s\S]*?```html\n([\s\S]*?)```/)[1];
  const site = mkdtempSync(join(tmpdir(), "tabletop-quick-"));
  try {
    mkdirSync(join(site, "node_modules", "@tabletop"), { recursive: true });
    symlinkSync(here, join(site, "node_modules", "@tabletop", "engines"), "dir");
    writeFileSync(join(site, "index.html"), `<!doctype html>\n<meta charset="utf-8">\n${page}
<script type="module">
  for (let i = 0; i < 600 && document.body.textContent.trim() === ""; i++) await new Promise((r) => setTimeout(r, 100));
  fetch("/report", { method: "POST", body: JSON.stringify({ said: document.body.textContent }) });
</script>
`);
    const r = await play(browser, site, "index.html");
    assert.match(r.said, /^Move the tile at [A-Z]+\d+ to [A-Z]+\d+$/, JSON.stringify(r));
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

// js-r34 #8: a 0.2.0 tarball listed "Changes since 0.2.0". The README's
// tarball is the package's version, and the guide's versions go up to it,
// each said with what it changed.
test("the README and the guide say the package's version, and no later one", () => {
  const { version } = JSON.parse(readFileSync(join(here, "package.json"), "utf8"));
  const readme = readFileSync(join(here, "README.md"), "utf8");
  const tarballs = [...readme.matchAll(/tabletop-engines-(\d+\.\d+\.\d+)\.tgz/g)].map(([, v]) => v);
  assert.ok(tarballs.length > 0, "the README names the tarball");
  for (const v of tarballs) assert.equal(v, version, "the README's tarball");
  const versions = guide().match(/## Versions\n([\s\S]*)$/)[1];
  const listed = [...versions.matchAll(/^- (\d+\.\d+\.\d+): /gm)].map(([, v]) => v);
  assert.equal(listed[0], version, "the guide says what this version changed, first");
  assert.doesNotMatch(versions, /[Cc]hanges since/);
});
