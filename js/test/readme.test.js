// The README's page without a bundler, as it is written there, in headless
// Chromium: served from a folder whose node_modules holds this package, it
// draws the board and offers the player's moves as buttons, and a click
// plays one and the bot answers. Skips where there is no Chromium. And the
// README speaks to a user of the package: it names none of the
// maintainers' files, which the packed tarball leaves out.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, play } from "../consumer/chromium.js";

const browser = chromium();
const here = fileURLToPath(new URL("..", import.meta.url));

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
  for (const file of ["README.md", "LICENSE", "package.json", "index.d.ts", "index.js", "worker.js", "dist/tabletop.wasm", "dist/lino.wasm", "dist/wasm_exec.js", "all.js", "dist/lino.js", "dist/worker.js", "dist/start.js"]) {
    assert.ok(files.includes(file), `the tarball lacks ${file}`);
  }
  const maintainers = files.filter((f) => /^(MAINTAINERS\.md|test\/|consumer\/|scripts\/|bench\/|testdata\/|tsconfig)/.test(f));
  assert.deepEqual(maintainers, [], "maintainers' files in the tarball");
  assert.ok(existsSync(join(here, "MAINTAINERS.md")), "the maintainers' notes are beside the README");
});

test("the README names nothing the tarball lacks", () => {
  const readme = readFileSync(join(here, "README.md"), "utf8");
  const maintainers = [/consumer\//, /scripts\//, /test\//, /bench\//, /testdata/, /go test/, /go run/, /npm run (build|bench|types)/, /catalog_/, /build tag/, /tabletop_no/, /MAINTAINERS/, /[Ii]ssue \d/];
  for (const word of maintainers) assert.doesNotMatch(readme, word);
});

test("the README's contents and every link to one of its sections lead to a heading", () => {
  const readme = readFileSync(join(here, "README.md"), "utf8");
  const anchors = new Set([...readme.matchAll(/^#+ (.+)$/gm)].map(([, title]) => title.toLowerCase().replace(/[^\w\s-]/g, "").trim().replace(/\s/g, "-")));
  const links = [...readme.matchAll(/\]\(#([\w-]+)\)/g)].map(([, anchor]) => anchor);
  assert.ok(links.length > 14, "a table of contents");
  for (const anchor of links) assert.ok(anchors.has(anchor), `#${anchor} is no heading`);
  for (const heading of [...readme.matchAll(/^## (.+)$/gm)].slice(1)) {
    const anchor = heading[1].toLowerCase().replace(/[^\w\s-]/g, "").trim().replace(/\s/g, "-");
    assert.ok(readme.slice(0, readme.indexOf("## Quick start")).includes(`(#${anchor})`), `the contents list ${heading[1]}`);
  }
});

test("the README's sizes are the build's", () => {
  const readme = readFileSync(join(here, "README.md"), "utf8");
  const rows = [...readme.matchAll(/^\| `(\w+)\.wasm` [^|]*\| ([\d,]+) \| ([\d,]+) \| ([\d,]+) \|$/gm)];
  assert.deepEqual(rows.map((r) => r[1]), ["tabletop", "linko", "lino", "linx"]);
  for (const [, name, bytes] of rows) {
    const built = readFileSync(join(here, "dist", `${name}.wasm`)).length;
    const said = Number(bytes.replaceAll(",", ""));
    assert.ok(Math.abs(built - said) / built < 0.02, `${name}.wasm is ${built} bytes; the README says ${said}`);
  }
});

test("the consumer's Vite app builds with the README's Vite config, the whole of it", () => {
  const readme = readFileSync(join(here, "README.md"), "utf8");
  const block = readme.match(/## A Vite app[\s\S]*?`vite\.config\.js`[^`]*```js\n([\s\S]*?)```/)[1];
  /** The config's settings: each line's code, its comment left out. */
  const settings = (text) => text.split("\n").map((line) => line.replace(/\/\/.*/, "").trim()).filter((line) => line !== "");
  assert.ok(block.includes('optimizeDeps: { exclude: ["@tabletop/engines"] }'), "the dev server's exclusion");
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
  const troubles = readme.match(/## Troubleshooting\n([\s\S]*?)\n## /)[1];
  for (const trouble of [/magic word 00 61 73 6d/, /optimizeDeps/, /format: "es"/, /engines\/helpers/, /held\(\)/, /close\(\)/]) assert.match(troubles, trouble);
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
