// api.js in Node (the entries' .node.js twins use it): file: URLs and
// paths read with Node's fs, and the worker a worker thread.
import { readFile } from "node:fs/promises";
import { connect } from "./remote.js";
import { check } from "./errors.js";
import { spawn } from "./platform-node.js";

export { TabletopError, movesOf, cellName, COMPUTER, languages, matchLanguage } from "./helpers.js";
export { WorkerEngine, WorkerTable, WorkerEvents, WorkerBot } from "./remote.js";

/** Loads the engine on this thread from source; a file: URL or a path is read from disk. Go's runtime is imported now, as api.js's load does. */
export async function load(source) {
  const { start } = await import("./start.js");
  return start(source, { readFile });
}

/** Starts the engine in a worker thread from source: the same API, each call a promise. */
export async function loadWorker(source, options) {
  const workerUrl = check.workerUrl("loadWorker", options);
  return connect(() => spawn(workerUrl), source, readFile);
}
