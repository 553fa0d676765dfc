// @tabletop/engines/all in Node (package.json's exports give this file
// under the "node" condition): all.js's load and loadWorker, and nothing
// else, as all.js, with node.js's, which read a file: URL from disk.
import * as entry from "./api.node.js";
import { oneGame } from "./one-game.js";

export const { load, loadWorker } = oneGame(entry, new URL("./dist/tabletop.wasm", import.meta.url));
