// The README's esbuild recipe, its one command as the README writes it
// (js-r36 #4: it was two builds, the second's output name a convention the
// app's workerUrl had to match): run on the README's Quick start module,
// it emits the build and the package's prebuilt worker beside the page, as
// files whose URLs the page imports. The consumer project plays such an
// app in Chromium (consumer/esbuild).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL("..", import.meta.url));
const readme = readFileSync(join(here, "README.md"), "utf8");

test("the README's one esbuild command emits the page, Lino's build and the prebuilt worker", () => {
  const quick = readme.slice(readme.indexOf("**esbuild**"), readme.indexOf("**Node**"));
  const code = quick.match(/```js\n([\s\S]*?)```/)[1];
  const command = quick.match(/^ {4}npx (esbuild .*)$/m)?.[1];
  assert.ok(command, "the Quick start's esbuild section gives its command");
  const [, ...args] = command.split(" ");
  // Inside the package's folder, so that "@tabletop/engines" is the package itself.
  const dir = mkdtempSync(join(here, "test", ".esbuild-"));
  try {
    writeFileSync(join(dir, "main.js"), `${code}console.log(engine);\n`);
    execFileSync(join(here, "node_modules", ".bin", "esbuild"), [...args, "--log-level=warning"], { cwd: dir, encoding: "utf8" });
    const out = readdirSync(join(dir, "out"));
    const wasm = out.filter((name) => name.endsWith(".wasm"));
    const workers = out.filter((name) => /^worker\.tabletop-\w+\.js$/.test(name));
    assert.equal(wasm.length, 1, out.join(", "));
    assert.match(wasm[0], /^lino-\w+\.wasm$/);
    assert.equal(workers.length, 1, `one worker emitted: ${out.join(", ")}`);
    assert.deepEqual(readFileSync(join(dir, "out", workers[0])), readFileSync(join(here, "dist", "worker.js")), "the worker is the package's prebuilt one");
    assert.ok(!/\bfrom\s*["']\.|\bimport\s*\(?\s*["']\./.test(readFileSync(join(dir, "out", workers[0]), "utf8")), "the worker imports nothing");
    const page = out.filter((name) => name.endsWith(".js") && !workers.includes(name)).map((name) => readFileSync(join(dir, "out", name), "utf8")).join("\n");
    assert.ok(page.includes(`"./${workers[0]}"`) && page.includes(`"./${wasm[0]}"`), "the page names the emitted worker and build");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// js-r36 #3: a helper imported from /all (an editor's auto-import) made a
// bundler deploy the 9.3 MB build of the three games beside a game's, with
// no word. /all now exports load and loadWorker alone: the build fails,
// naming the import, and the root gives the helper with no build.
test("a helper imported from /all fails the build, and from the root adds no build", async () => {
  const { build } = await import("esbuild");
  const bundle = (contents) => build({ stdin: { contents, resolveDir: here }, bundle: true, format: "esm", platform: "browser", splitting: true, outdir: join(here, "test", ".esbuild-out"), write: false, loader: { ".wasm": "file" }, logLevel: "silent" });
  const failed = await bundle('import { loadWorker } from "@tabletop/engines/lino";\nimport { languages } from "@tabletop/engines/all";\nconsole.log(languages, loadWorker);\n').catch((err) => err);
  assert.ok(failed instanceof Error && /No matching export in "all\.js" for import "languages"/.test(failed.message), String(failed));
  const built = await bundle('import { loadWorker } from "@tabletop/engines/lino";\nimport { languages } from "@tabletop/engines";\nconsole.log(languages, loadWorker);\n');
  // esbuild keeps new URL(…, import.meta.url) as written: the builds the page names.
  const named = new Set(built.outputFiles.flatMap((f) => [...f.text.matchAll(/dist\/(\w+)\.wasm/g)].map((m) => m[1])));
  assert.deepEqual([...named], ["lino"]);
  const all = await import("@tabletop/engines/all");
  assert.deepEqual(Object.keys(all).sort(), ["load", "loadWorker"]);
});
