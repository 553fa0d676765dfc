// Vite's dev server with no config at all (js-r36 #5): it pre-bundles the
// package into node_modules/.vite/deps/ without its .wasm and worker,
// whose URLs there answered the page, so that `vite` needed
// optimizeDeps.exclude where `vite build` needs nothing. The package now
// asks for them where the app installed it: the consumer's Vite app,
// served by `vite` with no vite.config.js, plays in Chromium.
import { test } from "node:test";
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { chromium, visit } from "../chromium.js";

const browser = chromium();
const here = fileURLToPath(new URL("..", import.meta.url));

test("the Vite app plays under Vite's dev server with no config", { skip: !browser && "no chromium on PATH" }, async () => {
  rmSync(`${here}node_modules/.vite`, { recursive: true, force: true }); // pre-bundled afresh, as a new project's first `vite`
  let report;
  const reported = new Promise((resolve) => (report = resolve));
  const served = [];
  const listen = {
    name: "report",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        served.push(req.url);
        if (req.method !== "POST" || req.url !== "/report") return next();
        let body = "";
        req.on("data", (chunk) => (body += chunk));
        req.on("end", () => (res.end(), report(JSON.parse(body))));
      });
    },
  };
  const server = await createServer({ root: `${here}vite`, configFile: false, logLevel: "warn", plugins: [listen], server: { host: "127.0.0.1", port: 0 } });
  try {
    await server.listen();
    const r = await visit(browser, server.resolvedUrls.local[0], reported, 120_000);
    assert.equal(r.error, undefined, r.error);
    assert.ok(r.said.length >= 3, JSON.stringify(r.said));
    assert.ok(served.some((url) => url.includes("/.vite/deps/")), `pre-bundled: ${served.join(", ")}`);
    assert.ok(served.some((url) => url.endsWith("/node_modules/@tabletop/engines/dist/lino.wasm")), `the build where the app installed it: ${served.join(", ")}`);
  } finally {
    await server.close();
  }
});
