// Builds the two browser apps from the installed package: vite/ with Vite
// into out/vite, esbuild/ with esbuild into out/esbuild; then checks that
// neither bundle reached a node: module, that a bundle of the helpers
// alone carries no WebAssembly, and prints their sizes.
import { build as vite } from "vite";
import { build as esbuild } from "esbuild";
import { readdirSync, readFileSync, statSync, cpSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
await vite({
  root: join(here, "vite"),
  logLevel: "warn",
  worker: { format: "es" },
  build: { outDir: join(here, "out", "vite"), emptyOutDir: true, target: "es2022" },
});
await esbuild({
  entryPoints: [join(here, "esbuild", "main.js")],
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  loader: { ".wasm": "file" },
  assetNames: "[name]-[hash]",
  outdir: join(here, "out", "esbuild"),
  logLevel: "warning",
});
// esbuild emits no worker of its own: the package's worker.js, an entry of
// its own, whose URL the app gives loadWorker (the README's build line).
await esbuild({
  entryPoints: { "tabletop-worker": join(here, "node_modules", "@tabletop", "engines", "worker.js") },
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  outdir: join(here, "out", "esbuild"),
  logLevel: "warning",
});
cpSync(join(here, "esbuild", "index.html"), join(here, "out", "esbuild", "index.html"));
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

/** Every file under dir. */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}
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
