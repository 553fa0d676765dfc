// @tabletop/engines/helpers: the helpers that need no engine, from a
// module whose imports reach neither the Go runtime nor any entry's
// WebAssembly URL, so that a bundle importing a helper carries no build.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as helpers from "@tabletop/engines/helpers";
import * as root from "@tabletop/engines";
import * as lino from "@tabletop/engines/lino";

const here = new URL("../", import.meta.url);

/** Every file the module at url imports, itself included, by static import or export … from. */
function graph(url, seen = new Map()) {
  if (seen.has(url.href)) return seen;
  const text = readFileSync(fileURLToPath(url), "utf8");
  seen.set(url.href, text);
  for (const [, from] of text.matchAll(/^\s*(?:import|export)\s[^;]*?\bfrom\s+"([^"]+)"/gm)) {
    assert.ok(from.startsWith("./"), `${url.pathname} imports ${from}, not a file of the package`);
    graph(new URL(from, url), seen);
  }
  return seen;
}

test("the helpers entry imports no runtime, no WebAssembly and no node: module", () => {
  const { exports } = JSON.parse(readFileSync(new URL("package.json", here), "utf8"));
  const files = graph(new URL(exports["./helpers"].default, here));
  const names = [...files.keys()].map((href) => href.slice(here.href.length)).sort();
  assert.deepEqual(names, ["errors.js", "helpers.js"]);
  for (const [href, text] of files) {
    assert.doesNotMatch(text, /\.wasm|wasm_exec|import\.meta|\bimport\(|"node:/, `${href} names a build or loads a module`);
  }
});

test("the graph reader sees an entry's WebAssembly and the worker's Go runtime, so the checks here can fail", () => {
  const files = graph(new URL("lino.js", here));
  assert.ok([...files.values()].some((text) => /\.wasm"/.test(text)));
  const worker = [...graph(new URL("worker.js", here)).keys()];
  for (const file of ["start.js", "dist/wasm_exec.js", "engine.js"]) assert.ok(worker.some((href) => href.endsWith(file)), file);
});

// A page that uses loadWorker() loads no Go runtime on its own thread, nor
// the classes of an engine on that thread: no browser entry imports
// start.js, dist/wasm_exec.js or engine.js (15 KB), which load() imports
// when it is called (Node's api.node.js as api.js), and the worker at its
// start.
test("no entry loads Go's runtime or the thread's engine before load() is called", () => {
  for (const entry of ["index.js", "all.js", "linko.js", "lino.js", "linx.js"]) {
    const files = [...graph(new URL(entry, here)).keys()].map((href) => href.slice(here.href.length));
    assert.ok(files.includes("remote.js"), `${entry} reaches loadWorker's remote.js`);
    for (const file of ["start.js", "dist/wasm_exec.js", "engine.js"]) assert.ok(!files.includes(file), `${entry} imports ${file}: ${files.join(", ")}`);
  }
  for (const api of ["api.js", "api.node.js"]) assert.match(readFileSync(new URL(api, here), "utf8"), /await import\("\.\/start\.js"\)/);
});

/**
 * Every file a bundler reaches from the module at url, itself included:
 * static and dynamic imports, and the new URL(…, import.meta.url) of a
 * worker or of a build (a .wasm's text is not read).
 */
function reached(url, seen = new Map()) {
  if (seen.has(url.href)) return seen;
  const text = url.pathname.endsWith(".js") ? readFileSync(fileURLToPath(url), "utf8") : "";
  seen.set(url.href, text);
  for (const [, from] of text.matchAll(/(?:\bfrom\s+|\bimport\(\s*|new URL\(\s*)"(\.\.?\/[^"]+)"/g)) reached(new URL(from, url), seen);
  return seen;
}

// The root entry is what an editor's auto-import names (import { cellName }
// from "@tabletop/engines"): it must add no build to a bundle, whatever it
// is imported for; the whole build is @tabletop/engines/all's.
test("the root entry reaches no build, in a browser or in Node; all.js and a game's entry reach theirs", async () => {
  const { exports } = JSON.parse(readFileSync(new URL("package.json", here), "utf8"));
  const builds = (entry) => [...reached(new URL(entry, here)).keys()].filter((href) => href.endsWith(".wasm")).map((href) => href.slice(here.href.length));
  for (const condition of ["browser", "node", "default"]) assert.deepEqual(builds(exports["."][condition]), [], `the root's ${condition} entry`);
  assert.deepEqual(builds(exports["./all"].default), ["dist/tabletop.wasm"]);
  assert.deepEqual(builds(exports["./lino"].default), ["dist/lino.wasm"]);
  for (const fn of ["load", "loadWorker"]) {
    await assert.rejects(root[fn](), (err) => err instanceof helpers.TabletopError && err.code === "bad-argument" && err.message.includes('"@tabletop/engines/all"') && err.message.startsWith(`${fn}: `), fn);
  }
});

test("every entry's helpers are the helpers entry's own objects", () => {
  for (const name of ["movesOf", "cellName", "TabletopError", "COMPUTER", "languages", "matchLanguage", "gameOptions"]) {
    assert.equal(root[name], helpers[name], name);
    assert.equal(lino[name], helpers[name], name);
  }
  assert.equal(helpers.COMPUTER, "\u0000computer");
  assert.deepEqual(Object.keys(helpers).sort(), ["COMPUTER", "TabletopError", "cellName", "gameOptions", "languages", "matchLanguage", "movesOf"]);
});

// js-r36 #9: code over any game writes options through gameOptions, whose
// type is the game's; at run time they are the options with their game
// named, which open reads as any options (and refuses as any).
test("gameOptions names the game among the options, and open reads them", async () => {
  assert.deepEqual(helpers.gameOptions("lino", { seed: "4", players: 2 }), { seed: "4", players: 2, game: "lino" });
  assert.throws(() => helpers.gameOptions("lino", { game: "linx" }), { code: "bad-argument", message: /options are "linx"'s, not "lino"'s/ });
  assert.throws(() => helpers.gameOptions("lino", "{}"), { code: "bad-argument" });
  const engine = await lino.load();
  const table = engine.open("lino", helpers.gameOptions("lino", { seed: "4" }));
  assert.equal(table.options().seed, "4");
  assert.throws(() => engine.open("lino", helpers.gameOptions("lino", { players: 3 })), { code: "invalid-options" });
  table.close();
});

test("the helpers work with no engine loaded", () => {
  const axes = { left: 0, top: 0, columns: ["A", "B"], rows: ["1", "2"] };
  assert.equal(helpers.cellName({ axes }, "1,1"), "B2");
  const choice = { kind: "place", from: "0,0", to: ["1,0", "1,1"] };
  assert.deepEqual(helpers.movesOf(choice, { axes }).map((m) => m.label), ["A1 → B1", "A1 → B2"]);
  const labelled = { ...choice, kind: "move", label: "Move the tile at A1" };
  assert.deepEqual(helpers.movesOf(labelled, { axes }).map((m) => m.label), ["Move the tile at A1 to B1", "Move the tile at A1 to B2"]);
  assert.throws(() => helpers.cellName({ axes }, "5,5"), (err) => err instanceof helpers.TabletopError && err.code === "bad-argument");
});
