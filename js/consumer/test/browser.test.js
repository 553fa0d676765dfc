// The Vite app and the esbuild app that build.mjs built from the installed
// package, each played in headless Chromium: one run each. Skips where
// there is no Chromium, or nothing was built.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, play } from "../chromium.js";

const browser = chromium();
const out = fileURLToPath(new URL("../out/", import.meta.url));

for (const app of ["vite", "esbuild"]) {
  test(`the ${app} app plays in Chromium`, { skip: (!browser && "no chromium on PATH") || (!existsSync(out + app) && "not built: npm run build") }, async () => {
    const r = await play(browser, out + app, "index.html");
    assert.equal(r.error, undefined, r.error);
    assert.ok(r.said.length >= 3, JSON.stringify(r.said));
    assert.ok(r.toMove >= 0);
    assert.deepEqual(r.globals, []);
    if (app === "esbuild") assert.equal(r.workerLegal, true, `the worker's bot chose ${r.workerMove}`);
    // The Lino app's helpers, imported from the root, label its moves.
    if (app === "vite") assert.deepEqual([r.named, r.helpers], [true, true]);
  });
}
