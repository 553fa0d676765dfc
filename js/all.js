// @tabletop/engines/all: the package's API with the build of the three
// games, dist/tabletop.wasm, as load's and loadWorker's default source.
// The entry of browsers and bundlers; Node's is all.node.js. The URL is
// written out here, where bundlers find it.
import * as entry from "./api.js";
import { oneGame } from "./one-game.js";

export * from "./api.js";
export const { load, loadWorker } = oneGame(entry, new URL("./dist/tabletop.wasm", import.meta.url));
