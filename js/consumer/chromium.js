// Plays a page in headless Chromium: serves a folder on the loopback,
// opens the page, and waits for it to POST its report to /report.
import { createServer } from "node:http";
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { spawn, spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";

const types = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm", ".json": "application/json", ".css": "text/css" };

/** The Chromium on PATH, or "" where there is none. */
export function chromium() {
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    if (!spawnSync(name, ["--version"]).error) return name;
  }
  return "";
}

/**
 * Serves root (cross-origin isolated, as some hosts serve a page, unless
 * isolated is false, as most do), opens page in browser, and
 * returns the JSON it POSTs to /report, with served: the paths of the
 * .wasm files it served (to the page and its workers alike), and scripts:
 * those of the .js files, in the order asked for, or fails
 * after timeout ms.
 */
export async function play(browser, root, page, timeout = 60_000, { isolated = true } = {}) {
  let report;
  const served = [];
  const scripts = [];
  const reported = new Promise((resolve) => (report = resolve));
  const server = createServer(async (req, res) => {
    if (req.method === "POST" && req.url === "/report") {
      let body = "";
      for await (const chunk of req) body += chunk;
      res.end();
      report({ ...JSON.parse(body), served, scripts });
      return;
    }
    const path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    try {
      const data = await readFile(join(root, path));
      if (path.endsWith(".wasm")) served.push(path.replaceAll("\\", "/"));
      if (path.endsWith(".js")) scripts.push(path.replaceAll("\\", "/"));
      const isolation = isolated ? { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" } : {};
      res.writeHead(200, { "Content-Type": types[extname(path)] ?? "application/octet-stream", ...isolation });
      res.end(data);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  try {
    return await visit(browser, `http://127.0.0.1:${server.address().port}/${page}`, reported, timeout);
  } finally {
    server.close();
  }
}

/** Opens url in browser and returns what reported resolves to, or fails after timeout ms. */
export async function visit(browser, url, reported, timeout = 60_000) {
  const profile = await mkdtemp(join(tmpdir(), "tabletop-chromium-"));
  const child = spawn(browser, ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", `--user-data-dir=${profile}`, url], { stdio: "ignore" });
  let timer;
  try {
    return await Promise.race([
      reported,
      new Promise((_, fail) => (timer = setTimeout(() => fail(new Error(`${url}: no report in ${timeout} ms`)), timeout))),
    ]);
  } finally {
    clearTimeout(timer);
    const exited = new Promise((ok) => child.once("exit", ok));
    child.kill();
    // Chromium writes its profile until it has exited.
    await Promise.race([exited, new Promise((ok) => setTimeout(ok, 5000))]);
    await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}
