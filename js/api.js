// The package's API in a browser or a bundler, with no default source: the
// entries (all.js, linko.js, lino.js, linx.js) add their own WebAssembly
// as the default, so that a page built from one entry references that
// build alone, and the root (index.js) none. Node's twin is api.node.js.
import { connect } from "./remote.js";
import { check } from "./errors.js";
import { spawn } from "./platform-browser.js";

export { TabletopError, movesOf, cellName, COMPUTER, languages, matchLanguage, gameOptions } from "./helpers.js";
export { WorkerEngine, WorkerTable, WorkerEvents, WorkerBot } from "./remote.js";

/**
 * Loads the engine on this thread from source: Go's runtime (start.js)
 * is imported now, so that a page that uses loadWorker() alone never loads
 * it on its thread.
 */
export async function load(source) {
  const from = check.source("load", source);
  const { start } = await import("./start.js");
  return start(from, {});
}

/** Starts the engine in a module Web Worker from source: the same API, each call a promise. */
export async function loadWorker(source, options) {
  const workerUrl = check.workerUrl("loadWorker", options);
  return connect(() => spawn(workerUrl), check.source("loadWorker", source));
}
