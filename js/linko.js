// @tabletop/engines/linko: the package's API with the WebAssembly of Linko!
// alone, for an app that plays Linko! only and need not download the other
// games: its engine's games() lists Linko! alone, and open of another game
// is an unknown-game TabletopError. The entry of browsers and bundlers,
// which imports its siblings by relative URLs (never the build of every
// game), so that a page without a bundler maps
// @tabletop/engines/linko to this file alone; Node's is
// linko.node.js. The URL is written out here, where bundlers find it.
import * as entry from "./api.js";
import { oneGame } from "./one-game.js";

export * from "./api.js";
export const { load, loadWorker } = oneGame(entry, new URL("./dist/linko.wasm", import.meta.url), "linko");
