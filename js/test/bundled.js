// The bundles of dist/ (dist/lino.js, dist/worker.js, …) made afresh from
// the sources, once a process, for the tests that load or measure them:
// npm test's pretest makes them, but the Go tests run node --test after
// go run ./wasm/build alone, and a bundle older than a source would test
// old code.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

let done = false;

/** Bundles dist/ with scripts/bundle.mjs, the first time it is called. */
export function bundled() {
  if (done) return;
  execFileSync(process.execPath, [fileURLToPath(new URL("../scripts/bundle.mjs", import.meta.url))], { stdio: ["ignore", "ignore", "inherit"] });
  done = true;
}
