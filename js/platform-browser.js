// What the package needs of a browser, which index.js and worker.js use:
// a module Web Worker, written as bundlers follow it (new Worker(new
// URL(…, import.meta.url))). Nothing here imports a node: module.

/**
 * Starts worker.js as a module Web Worker, or the script at workerUrl (a
 * bundler's copy of it: esbuild emits none of its own): the caller's end.
 */
export function spawn(workerUrl) {
  // Vite rewrites the default only written out as new Worker(new URL(…)).
  const worker = workerUrl === undefined ? new Worker(new URL("./worker.js", import.meta.url), { type: "module" }) : new Worker(workerUrl, { type: "module" });
  return {
    post: (message) => worker.postMessage(message),
    listen: (answer) => worker.addEventListener("message", (event) => answer(event.data)),
    failed: (fail) => worker.addEventListener("error", (event) => fail(event.error ?? new Error(event.message || "the worker failed to start"))),
    busy: () => {},
    terminate: () => worker.terminate(),
  };
}

/** The worker's end: its messages to and from the page. */
export function parent() {
  return {
    post: (message) => self.postMessage(message),
    listen: (call) => self.addEventListener("message", (event) => call(event.data)),
  };
}
