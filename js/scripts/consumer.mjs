// CI's test of the package as a web developer gets it (.ci/run calls it):
// npm pack here (its prepack builds dist/ with Go), a copy of consumer/ in
// a temporary folder outside the repository, the tarball installed there,
// its Vite app and esbuild app built (build.mjs) and that project's tests
// run (the apps each played in Chromium), with no Go on PATH.
//
//   node scripts/consumer.mjs
//
// The project's own dependencies come from its lock file through npm's
// cache (npm ci --prefer-offline), so that a second run downloads nothing.
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL("..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "tabletop-consumer-"));

/** Runs command in cwd, with env's additions; stops the script if it fails. */
function run(cwd, command, args, env = process.env) {
  console.log(`$ (${cwd}) ${command} ${args.join(" ")}`);
  const done = spawnSync(command, args, { cwd, env, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
  if (done.error || done.status !== 0) {
    console.error(done.stdout);
    throw new Error(`${command} ${args.join(" ")} failed: ${done.error ?? `exit ${done.status}`}`);
  }
  return done.stdout;
}

// PATH without any folder that holds a go command.
const noGo = process.env.PATH.split(delimiter)
  .filter((dir) => !existsSync(join(dir, "go")))
  .join(delimiter);
const env = { ...process.env, PATH: noGo, GOROOT: "", GOPATH: "" };

try {
  const [packed] = JSON.parse(run(here, "npm", ["pack", "--json", "--pack-destination", work]));
  const app = join(work, "app");
  cpSync(join(here, "consumer"), app, { recursive: true, filter: (src) => !/node_modules|[/\\]out$/.test(src) });
  if (spawnSync("go", ["version"], { env }).error === undefined) throw new Error("go is still on PATH");
  if (existsSync(join(app, "package-lock.json"))) {
    run(app, "npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], env);
  }
  run(app, "npm", ["install", "--no-save", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error", join(work, packed.filename)], env);
  process.stdout.write(run(app, "npm", ["run", "build"], env));
  process.stdout.write(run(app, "npm", ["test"], env));
  console.log(`the packed ${packed.id} (${packed.size} bytes) works with no Go`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
