// The entries of one game's WebAssembly (linko.js, lino.js, linx.js): the
// package's API, whose load and loadWorker read that game's build unless
// given another source. #entry is node.js in Node and index.js elsewhere
// (package.json's imports).
import { load, loadWorker } from "#entry";

/** load and loadWorker, from wasm (a URL) unless given a source. */
export function oneGame(wasm) {
  return {
    load: (source = wasm) => load(source),
    loadWorker: (source = wasm) => loadWorker(source),
  };
}
