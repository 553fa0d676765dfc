// @tabletop/engines/linko in Node (package.json's exports give this file
// under the "node" condition): linko.js's API, with node.js's load and
// loadWorker, which read a file: URL from disk.
import * as entry from "./api.node.js";
import { oneGame } from "./one-game.js";

export * from "./api.node.js";
export const { load, loadWorker } = oneGame(entry, new URL("./dist/linko.wasm", import.meta.url), "linko");
