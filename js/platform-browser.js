// What the package needs of a browser, which index.js and worker.js use:
// a module Web Worker, written as bundlers follow it (new Worker(new
// URL(…, import.meta.url))). Nothing here imports a node: module.
import { preBundled } from "./compile.js";
import { setUp } from "./errors.js";
import { devServed } from "./one-game.js";

/**
 * Starts worker.js as a module Web Worker, or the script at workerUrl (a
 * bundler's copy of it: esbuild emits none of its own): the caller's end.
 */
export function spawn(workerUrl) {
  // Vite rewrites the default only written out as new Worker(new URL(…)),
  // and bundles it; the same URL written a second time as a literal would
  // be an asset of its own, an unused raw copy of worker.js in the build.
  // Under Vite's dev server's pre-bundling, the package's prebuilt worker
  // where the app installed it (see devServed).
  const dev = devServed(import.meta.url, "dist/worker.js");
  const url = workerUrl ?? (dev === import.meta.url ? undefined : dev);
  const worker = url === undefined ? new Worker(new URL("./worker.js", import.meta.url), { type: "module" }) : new Worker(url, { type: "module" });
  return {
    post: (message) => worker.postMessage(message),
    listen: (answer) => worker.addEventListener("message", (event) => answer(event.data)),
    failed: (fail) =>
      worker.addEventListener("error", (event) => {
        if (event.error) fail(event.error);
        else notStarted(url ?? new URL(ownWorker, import.meta.url), event.message).then(fail);
      }),
    busy: () => {},
    terminate: () => worker.terminate(),
  };
}

/**
 * The package's worker, unbundled, whose URL a failure to start names: a
 * name, not a literal, so that no bundler copies the file a second time.
 */
const ownWorker = "./worker.js";

/**
 * Why the worker at url did not start, which the browser's error event
 * does not say: the HTTP status of its script, or HTML served in its place
 * (a page of a wrong URL), asked again of the server; as an Error.
 */
export async function notStarted(url, message = "") {
  let why = message;
  let served = false;
  try {
    const response = await fetch(url);
    if (!response.ok) why = `HTTP ${response.status} ${response.statusText}`.trim();
    else if (/html/i.test(response.headers.get("Content-Type") ?? "")) why = "the server sent HTML, not JavaScript";
    // Most often a bundler that bundled the page but emitted no worker
    // (esbuild): said as the build's missing URL is (compile.js).
    served = response.status === 404 || /html/i.test(response.headers.get("Content-Type") ?? "");
    if (served) why += `: ${preBundled(url) || noWorker}`;
  } catch (err) {
    why ||= err?.message ?? String(err);
  }
  // A worker served wrong is the page's set-up's to mend, not a download's.
  const said = `the worker at ${url} failed to start${why ? `: ${why}` : ""}`;
  return served ? setUp(said) : new Error(said);
}

/** What a worker that is not where the package looks needs: its URL passed. */
export const noWorker = 'is the worker served there? A bundler that emits none (esbuild) needs the package\'s prebuilt one: import the URL of "@tabletop/engines/worker-file" (--loader:.tabletop.js=file) and pass it as loadWorker\'s { workerUrl } (see esbuild in the README\'s Quick start)';

/** The worker's end: its messages to and from the page. */
export function parent() {
  return {
    post: (message) => self.postMessage(message),
    listen: (call) => self.addEventListener("message", (event) => call(event.data)),
  };
}
