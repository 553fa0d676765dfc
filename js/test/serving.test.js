// The guide's recipe for S3 behind CloudFront, run against a stand-in
// for the aws command that writes down what it was asked: every build's
// brotli copy goes up under the build's own name with its headers, and
// nothing else of the builds. (nginx's block is not run: no nginx here.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const guide = readFileSync(new URL("../docs/guide.md", import.meta.url), "utf8");

test("the guide's S3 recipe uploads each build's brotli copy under its own name, with its headers", () => {
  const recipe = guide.match(/## Serving the WebAssembly compressed[\s\S]*?```sh\n([\s\S]*?)```/)[1];
  const dir = mkdtempSync(join(tmpdir(), "tabletop-s3-"));
  try {
    mkdirSync(join(dir, "bin"));
    mkdirSync(join(dir, "dist", "assets"), { recursive: true });
    for (const file of ["index.html", "assets/index-1a.js", "assets/lino-2b.wasm", "assets/lino-2b.wasm.br", "assets/lino-2b.wasm.gz", "assets/linx-3c.wasm", "assets/linx-3c.wasm.br", "assets/linx-3c.wasm.gz"]) {
      writeFileSync(join(dir, "dist", file), file);
    }
    const aws = join(dir, "bin", "aws");
    writeFileSync(aws, `#!/bin/sh\necho "$*" >> "${join(dir, "asked")}"\n`);
    chmodSync(aws, 0o755);
    execFileSync("bash", ["-eu", "-c", recipe], { cwd: dir, env: { ...process.env, PATH: `${join(dir, "bin")}:${process.env.PATH}` } });
    assert.deepEqual(readFileSync(join(dir, "asked"), "utf8").trim().split("\n"), [
      's3 sync dist s3://BUCKET --exclude *.wasm*',
      "s3 cp dist/assets/lino-2b.wasm.br s3://BUCKET/assets/lino-2b.wasm --content-encoding br --content-type application/wasm",
      "s3 cp dist/assets/linx-3c.wasm.br s3://BUCKET/assets/linx-3c.wasm --content-encoding br --content-type application/wasm",
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
