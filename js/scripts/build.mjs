// Builds dist/ (tabletop.wasm and its loader, wasm_exec.js) with Go, from
// the repository this folder belongs to: what npm pack puts in the
// package, and what npm test needs first.
//
//   node scripts/build.mjs               # build (npm's prepack)
//   node scripts/build.mjs --if-missing  # build only what is missing (npm's pretest)
//
// Without Go, a dist/ already built is kept as it is, with a warning; a
// missing one is an error that says what to do. A user of the packed
// package never runs this: the package holds dist/.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL("..", import.meta.url));
const repository = fileURLToPath(new URL("../..", import.meta.url));
const outputs = ["tabletop", "linko", "lino", "linx"].map((name) => `dist/${name}.wasm`).concat("dist/wasm_exec.js");
const built = outputs.every((file) => existsSync(here + file));

if (process.argv.includes("--if-missing") && built) process.exit(0);

const go = spawnSync("go", ["version"], { encoding: "utf8" });
if (go.error || go.status !== 0 || !existsSync(repository + "wasm/build")) {
  const why = go.error || go.status !== 0
    ? "Go is not on PATH"
    : "this folder is not inside the tabletop repository";
  if (built) {
    console.warn(`@tabletop/engines: ${why}; keeping the build already in dist/.`);
    process.exit(0);
  }
  console.error(
    `@tabletop/engines: dist/ is not built, and ${why} to build it.\n` +
      "Install Go (https://go.dev/dl/) and run npm run build in js/ of a clone of the repository,\n" +
      "or install the published package, which holds the build: npm install @tabletop/engines",
  );
  process.exit(1);
}
const run = spawnSync("go", ["run", "./wasm/build", "-o", "js/dist"], { cwd: repository, stdio: "inherit" });
process.exit(run.status ?? 1);
