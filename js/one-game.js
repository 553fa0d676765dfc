// The entries (index.js, linko.js, lino.js, linx.js and their .node.js
// twins): the package's API, whose load and loadWorker read the entry's
// build unless given another source.

/** entry's load and loadWorker, from wasm (a URL) unless given a source. */
export function oneGame(entry, wasm) {
  return {
    load: (source = wasm) => entry.load(source),
    loadWorker: (source = wasm, options = undefined) => entry.loadWorker(source, options),
  };
}
