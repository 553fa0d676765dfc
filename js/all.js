// @tabletop/engines/all: load and loadWorker with the build of the three
// games, dist/tabletop.wasm, as their default source, and nothing else.
// A bundler copies the build an entry names into an app's dist/ as soon
// as a module imports anything from it: were the helpers here too, an
// editor's auto-import of one (languages, movesOf) in a one-game app would
// deploy the 9.3 MB build beside the game's, silently. They are the
// root's and @tabletop/engines/helpers', and an import of one from here
// fails the build. The entry of browsers and bundlers; Node's is
// all.node.js. The URL is written out here, where bundlers find it.
import * as entry from "./api.js";
import { oneGame } from "./one-game.js";

export const { load, loadWorker } = oneGame(entry, new URL("./dist/tabletop.wasm", import.meta.url));
