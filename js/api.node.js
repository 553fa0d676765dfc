// api.js in Node (the entries' .node.js twins use it): file: URLs and
// paths read with Node's fs, and the worker a worker thread.
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { connect } from "./remote.js";
import { check } from "./errors.js";
import { spawn } from "./platform-node.js";

export { TabletopError, movesOf, cellName, COMPUTER, languages, matchLanguage, gameOptions } from "./helpers.js";
export { WorkerEngine, WorkerTable, WorkerEvents, WorkerBot } from "./remote.js";

/** Loads the engine on this thread from source; a file: URL or a path is read from disk. Go's runtime is imported now, as api.js's load does. */
export async function load(source) {
  const from = onDisk(check.source("load", source));
  const { start } = await import("./start.js");
  return start(from, { readFile });
}

/** Starts the engine in a worker thread from source: the same API, each call a promise. */
export async function loadWorker(source, options) {
  const workerUrl = check.workerUrl("loadWorker", options);
  return connect(() => spawn(workerUrl), onDisk(check.source("loadWorker", source)), readFile);
}

/**
 * source, a path made a file: URL: a relative path is the working
 * directory's (process.cwd()), as Node's fs reads it. A string that opens
 * with a scheme of two letters or more ("file:", "https:", "data:") is a
 * URL; a Windows drive's letter ("C:") opens a path.
 */
function onDisk(source) {
  if (typeof source !== "string" || /^[a-z][a-z0-9+.-]+:/i.test(source)) return source;
  return pathToFileURL(source);
}
