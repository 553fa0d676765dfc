// @tabletop/engines: the tabletop engines (Linko!, Lino, LINX) in
// WebAssembly, the same Go code as the server's, for Node and the browser.
// See README.md for a tour and index.d.ts for every shape. This is the
// entry of browsers and bundlers, whose default source is the build of
// every game, dist/tabletop.wasm; Node's is node.js, the same API.
import * as entry from "./api.js";
import { oneGame } from "./one-game.js";

export * from "./api.js";
export const { load, loadWorker } = oneGame(entry, new URL("./dist/tabletop.wasm", import.meta.url));
