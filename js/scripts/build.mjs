// Builds dist/ (tabletop.wasm, a build per game and their loader,
// wasm_exec.js) with Go, from the repository this folder belongs to, then
// bundles the browser modules into dist/ (scripts/bundle.mjs): what npm
// pack puts in the package, and what npm test needs first.
//
//   node scripts/build.mjs               # build (npm's prepack)
//   node scripts/build.mjs --if-missing  # build only what is missing, bundle again (npm's pretest)
//
// Without Go, a dist/ already built is kept as it is, with a warning; a
// missing one is an error that says what to do. The bundles are made
// again each time (they follow the sources, in a second). A user of the
// packed package never runs this: the package holds dist/.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL("..", import.meta.url));
const repository = fileURLToPath(new URL("../..", import.meta.url));
const outputs = ["tabletop", "linko", "lino", "linx"].map((name) => `dist/${name}.wasm`).concat("dist/wasm_exec.js");
const built = outputs.every((file) => existsSync(here + file));

if (!(process.argv.includes("--if-missing") && built)) goBuild();
bundle();

/** Builds the WebAssembly with Go, or keeps a build already there where Go cannot. */
function goBuild() {
  const go = spawnSync("go", ["version"], { encoding: "utf8" });
  if (go.error || go.status !== 0 || !existsSync(repository + "wasm/build")) {
    const why = go.error || go.status !== 0
      ? "Go is not on PATH"
      : "this folder is not inside the tabletop repository";
    if (built) {
      console.warn(`@tabletop/engines: ${why}; keeping the build already in dist/.`);
      return;
    }
    console.error(
      `@tabletop/engines: dist/ is not built, and ${why} to build it.\n` +
        "Install Go (https://go.dev/dl/) and run npm run build in js/ of a clone of the repository,\n" +
        "or install the published package, which holds the build: npm install @tabletop/engines",
    );
    process.exit(1);
  }
  const run = spawnSync("go", ["run", "./wasm/build", "-o", "js/dist"], { cwd: repository, stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/** Bundles the browser modules (scripts/bundle.mjs, with the pinned esbuild of npm ci). */
function bundle() {
  const done = spawnSync(process.execPath, [here + "scripts/bundle.mjs"], { cwd: here, stdio: "inherit" });
  if (done.status !== 0) {
    console.error("@tabletop/engines: the bundles failed: run npm ci in js/ for the pinned esbuild");
    process.exit(done.status ?? 1);
  }
}
