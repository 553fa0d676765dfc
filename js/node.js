// @tabletop/engines in Node (package.json's exports give this file under
// the "node" condition): index.js's API, reading file: URLs with Node's
// fs, and its worker a worker thread. Like index.js it names no build.
import * as entry from "./api.node.js";
import { oneGame } from "./one-game.js";

export * from "./api.node.js";
export const { load, loadWorker } = oneGame(entry, undefined);
