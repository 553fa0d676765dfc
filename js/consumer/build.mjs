// Builds the two browser apps from the installed package: vite/ with Vite
// into out/vite, esbuild/ with esbuild into out/esbuild (test/dev.test.js
// plays vite/ under Vite's dev server); then checks that
// neither bundle reached a node: module, that a bundle of the helpers
// alone carries no WebAssembly, and prints their sizes.
import { build as vite } from "vite";
import { build as esbuild } from "esbuild";
import { readdirSync, readFileSync, statSync, cpSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
// vite/vite.config.js, the README's config, is the one both use.
await vite({
  root: join(here, "vite"),
  logLevel: "warn",
  build: { outDir: join(here, "out", "vite"), emptyOutDir: true, target: "es2022" },
});
// The README's one build line: splitting, without which esbuild inlines
// the lazy import("./start.js") of load(), and the page's thread carries
// Go's runtime and the engine's classes where loadWorker() needs neither;
// loader "file" for the build and the prebuilt worker, which esbuild
// copies beside the page as the app imports their URLs.
await esbuild({
  entryPoints: [join(here, "esbuild", "main.js")],
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  loader: { ".wasm": "file", ".tabletop.js": "file" },
  assetNames: "[name]-[hash]",
  outdir: join(here, "out", "esbuild"),
  logLevel: "warning",
});
cpSync(join(here, "esbuild", "index.html"), join(here, "out", "esbuild", "index.html"));
// The one build emitted the package's prebuilt worker beside the page, as
// it emitted the .wasm: one file, self-contained, which imports nothing.
const workers = readdirSync(join(here, "out", "esbuild")).filter((name) => /^worker\.tabletop-\w+\.js$/.test(name));
if (workers.length !== 1 || /\bfrom\s*["']\.|\bimport\s*\(?\s*["']\./.test(readFileSync(join(here, "out", "esbuild", workers[0]), "utf8"))) {
  throw new Error(`the esbuild build emitted ${workers.join(", ") || "no worker"}, not the package's one self-contained worker`);
}
// The page's bundle, main.js and the chunks it imports statically, holds
// no Go runtime: load() fetches it as a chunk of its own when called.
const page = join(here, "out", "esbuild", "main.js");
for (const file of [page, ...[...readFileSync(page, "utf8").matchAll(/^import[^;]*?from\s*"\.\/([^"]+)"/gms)].map((m) => join(here, "out", "esbuild", m[1]))]) {
  if (/goRuntime|wasm_exec|tabletop_inbox/.test(readFileSync(file, "utf8"))) throw new Error(`the esbuild page's bundle ${file} holds the Go runtime: build it with --splitting`);
}
// A module that imports the helpers alone carries no WebAssembly: bundled
// from @tabletop/engines/helpers, it emits one file, which names no build
// and holds no Go runtime.
const helpers = await esbuild({
  stdin: { contents: 'import { movesOf, cellName, TabletopError, COMPUTER } from "@tabletop/engines/helpers";\nconsole.log(movesOf, cellName, TabletopError, COMPUTER);\n', resolveDir: here },
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  loader: { ".wasm": "file" },
  outdir: join(here, "out", "helpers"),
  write: false,
  logLevel: "warning",
});
const [bundle, ...more] = helpers.outputFiles;
if (more.length > 0 || /\.wasm|goRuntime|wasm_exec/.test(bundle.text)) {
  throw new Error(`a bundle of the helpers alone emitted ${helpers.outputFiles.map((f) => f.path).join(", ")} or names a build`);
}
console.log(`helpers alone: ${bundle.contents.length} bytes`);
// The root entry, which an editor's auto-import names: whatever is
// imported from it, load and loadWorker too, the bundle holds no build
// (load() still imports Go's runtime as a chunk of its own).
const root = await esbuild({
  stdin: { contents: 'import { movesOf, cellName, TabletopError, COMPUTER, load, loadWorker, matchLanguage } from "@tabletop/engines";\nconsole.log(movesOf, cellName, TabletopError, COMPUTER, load, loadWorker, matchLanguage);\n', resolveDir: here },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  loader: { ".wasm": "file" },
  outdir: join(here, "out", "root"),
  write: false,
  logLevel: "warning",
});
if (root.outputFiles.some((f) => f.path.endsWith(".wasm") || /new URL\([^)]*\.wasm/.test(f.text))) {
  throw new Error(`a bundle of the root entry emitted or names a build: ${root.outputFiles.map((f) => f.path).join(", ")}`);
}
console.log(`the root entry: ${root.outputFiles.length} files, no build`);

/** Every file under dir. */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}
// Vite bundles the worker that new Worker(new URL(…)) names; a raw copy
// of the package's worker.js beside it (which imports its modules as
// "./engine.js" and the others) is a file the page never fetches.
for (const file of files(join(here, "out", "vite"))) {
  if (file.endsWith(".js") && /from\s*["']\.\/(engine|start|errors)\.js["']/.test(readFileSync(file, "utf8"))) {
    throw new Error(`vite: ${file} is an unbundled copy of a module of the package`);
  }
}
// The Vite app plays Lino and imports helpers from the root entry: its
// build holds Lino's WebAssembly alone, never the whole's nor another game's.
const builds = files(join(here, "out", "vite")).filter((file) => file.endsWith(".wasm")).map((file) => file.replace(/.*[/\\]/, ""));
if (builds.length !== 1 || !/^lino-[\w-]+\.wasm$/.test(builds[0])) throw new Error(`the Lino app's Vite build holds ${builds.join(", ") || "no build"}, not Lino's alone`);
for (const app of ["vite", "esbuild"]) {
  let bytes = 0;
  let gzipped = 0;
  for (const file of files(join(here, "out", app))) {
    const data = readFileSync(file);
    bytes += data.length;
    gzipped += gzipSync(data, { level: 9 }).length;
    if (file.endsWith(".js") && /["']node:/.test(data.toString())) throw new Error(`${file} imports a node: module`);
  }
  console.log(`${app}: ${bytes} bytes, ${gzipped} gzipped`);
}

