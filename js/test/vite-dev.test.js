// Under Vite's dev server (6 and 7), which pre-bundles the package into
// node_modules/.vite/deps/ without its files, the package asks for its
// build and worker where the app installed it (js-r36 #5); anywhere else
// their URLs are as written. The consumer project plays it in Chromium
// (consumer/test/dev.test.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { devServed } from "../one-game.js";

test("a file of a package pre-bundled by Vite's dev server is asked for where the app installed it", () => {
  const cases = [
    ["http://localhost:5173/node_modules/.vite/deps/dist/lino.wasm", "dist/lino.wasm", "http://localhost:5173/node_modules/@tabletop/engines/dist/lino.wasm"],
    ["http://localhost:5173/app/node_modules/.vite/deps/@tabletop_engines_lino.js?v=1a2b", "dist/worker.js", "http://localhost:5173/app/node_modules/@tabletop/engines/dist/worker.js"],
    ["http://127.0.0.1:5173/@fs/home/ada/game/node_modules/.vite/deps/dist/linx.wasm", "dist/linx.wasm", "http://127.0.0.1:5173/@fs/home/ada/game/node_modules/@tabletop/engines/dist/linx.wasm"],
  ];
  for (const [url, file, want] of cases) assert.equal(String(devServed(new URL(url), file)), want, url);
  for (const url of ["https://example.com/assets/lino-Bx1.wasm", "http://localhost:5173/node_modules/@tabletop/engines/dist/lino.wasm", "file:///srv/app/node_modules/@tabletop/engines/dist/lino.wasm"]) {
    const given = new URL(url);
    assert.equal(devServed(given, "dist/lino.wasm"), given, url);
  }
});
