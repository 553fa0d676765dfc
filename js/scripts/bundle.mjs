// Bundles the package's browser modules for a page with no bundler, into
// dist/ beside the builds (npm's prepack and pretest run it after the Go
// build): without them such a page fetched 8 unminified modules one
// import level at a time, and its worker 8 more, errors.js in both.
//
//   dist/index.js, all.js, linko.js, lino.js, linx.js  the page's module, one each
//   dist/worker.js                                    the worker, one module
//   dist/worker.tabletop.js                           the same, for a bundler's file loader ("@tabletop/engines/worker-file")
//   dist/start.js                                     load()'s engine on the page's thread, fetched when load() is called
//
// Each is one minified module with no import of its own but the lazy
// import("./start.js") of load(): the page's import map names
// dist/lino.js, and its worker (new URL("./worker.js", import.meta.url))
// and its build (./lino.wasm) are its neighbours in dist/. A bundler
// reads the sources instead (package.json's exports); esbuild is the
// package's pinned devDependency.
//
//   node scripts/bundle.mjs
import { build } from "esbuild";
import { readFileSync, writeFileSync } from "node:fs";
import { sep } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL("..", import.meta.url));

// The sources name the builds and the runtime from the package's folder
// ("./dist/lino.wasm"); the bundles live in dist/, beside them.
const intoDist = {
  name: "into-dist",
  setup(b) {
    // load()'s engine stays a module of its own, fetched when called.
    b.onResolve({ filter: /^\.\/start\.js$/ }, (args) => (args.importer.endsWith("api.js") ? { path: "./start.js", external: true } : undefined));
  },
};

const common = { bundle: true, format: "esm", platform: "browser", target: "es2022", minify: true, legalComments: "none", write: false, logLevel: "warning", absWorkingDir: here };
const pages = ["index", "all", "linko", "lino", "linx"];
const results = await Promise.all([
  ...pages.map((name) => build({ ...common, entryPoints: [`./${name}.js`], plugins: [intoDist], outfile: `dist/${name}.js` })),
  build({ ...common, entryPoints: ["./worker.js"], outfile: "dist/worker.js" }),
  build({ ...common, entryPoints: ["./start.js"], outfile: "dist/start.js" }),
]);
for (const { outputFiles } of results) {
  for (const file of outputFiles) {
    const text = file.text.replaceAll(/(["'`])\.\/dist\//g, "$1./");
    if (/\bfrom\s*["']\.|\bimport\s*["']\./.test(text)) throw new Error(`${file.path} imports a module: a bundle stands alone`);
    writeFileSync(file.path, text);
    // esbuild emits no worker, and its file loader picks files by their
    // name's ending: the worker again under one that no other file of an
    // app has, so that --loader:.tabletop.js=file copies it as the .wasm
    // is copied, its URL the import's.
    if (file.path.endsWith(`${sep}worker.js`)) writeFileSync(file.path.replace(/worker\.js$/, "worker.tabletop.js"), text);
  }
}
const sizes = [...pages, "worker", "start"].map((name) => `${name}.js ${readFileSync(`${here}dist/${name}.js`).length}`);
// To stderr: npm pack --json prints its JSON on stdout, after prepack.
console.error(`@tabletop/engines: bundled dist/ (${sizes.join(", ")} bytes)`);
