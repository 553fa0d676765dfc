// The package's declarations compile where a consumer compiles: under
// Vite's template (lib ES2020 and DOM), in a Node project (@types/node, no
// DOM), and with lib ES2022 alone; each with skipLibCheck false, so that
// index.d.ts itself is checked against the libraries the project has.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const types = fileURLToPath(new URL("../types/", import.meta.url));
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

for (const config of ["vite", "node", "es2022"]) {
  test(`index.d.ts compiles under tsconfig.${config}.json`, () => {
    const run = spawnSync(process.execPath, [tsc, "-p", `tsconfig.${config}.json`], { cwd: types, encoding: "utf8" });
    assert.equal(run.status, 0, run.stdout + run.stderr);
  });
}
