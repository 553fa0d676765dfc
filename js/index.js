// @tabletop/engines: the tabletop engines (Linko!, Lino, LINX) in
// WebAssembly, the same Go code as the server's, for Node and the browser.
// See README.md for a tour and index.d.ts for every shape. This is the
// root entry of browsers and bundlers: the helpers, and load and
// loadWorker that take a source. It names no build, so that a module that
// imports a helper from it (an editor's auto-import) adds no WebAssembly
// to a bundle: a game's entry (lino.js) and the whole's (all.js) name
// theirs. Node's is node.js, the same API.
import * as entry from "./api.js";
import { oneGame } from "./one-game.js";

export * from "./api.js";
export const { load, loadWorker } = oneGame(entry, undefined);
