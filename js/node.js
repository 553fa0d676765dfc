// @tabletop/engines in Node (package.json's exports give this file under
// the "node" condition): index.js's API, reading file: URLs with Node's
// fs, and its worker a worker thread.
import { readFile } from "node:fs/promises";
import { start } from "./engine.js";
import { connect } from "./remote.js";
import { spawn } from "./platform-node.js";

export { Engine, Table, Events, Bot, TabletopError, movesOf } from "./engine.js";
export { WorkerEngine, WorkerTable, WorkerEvents, WorkerBot } from "./remote.js";

/** Loads the engine: as index.js's load, and a file: URL or a path is read from disk. */
export function load(source) {
  return start(source, { readFile });
}

/** Starts the engine in a worker thread: the same API, each call a promise. */
export function loadWorker(source) {
  return connect(spawn, source);
}
