// @tabletop/engines: the tabletop engines (Linko!, Lino, LINX) in
// WebAssembly, the same Go code as the server's, for Node and the browser.
// See README.md for a tour and index.d.ts for every shape. This is the
// entry of browsers and bundlers; Node's is node.js, the same API.
import { connect } from "./remote.js";
import { spawn } from "./platform-browser.js";

export { load, Engine, Table, Events, Bot, TabletopError, movesOf } from "./engine.js";
export { WorkerEngine, WorkerTable, WorkerEvents, WorkerBot } from "./remote.js";

/** Starts the engine in a module Web Worker: the same API, each call a promise. */
export function loadWorker(source) {
  return connect(spawn, source);
}
