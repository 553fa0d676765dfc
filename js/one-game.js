// The entries (index.js, all.js, linko.js, lino.js, linx.js and their
// .node.js twins): the package's API, whose load and loadWorker read the
// entry's build unless given another source. The root entry (index.js,
// node.js) has no build of its own: its load and loadWorker need a source.
import { TabletopError } from "./errors.js";

/** entry's load and loadWorker, from wasm (a URL) unless given a source; wasm undefined, a source is required. */
export function oneGame(entry, wasm) {
  return {
    load: async (source = wasm) => entry.load(needed("load", source)),
    loadWorker: async (source = wasm, options = undefined) => entry.loadWorker(needed("loadWorker", source), options),
  };
}

/** source, or a bad-argument failure of fn (the root entry's) that says where a build is. */
function needed(fn, source) {
  if (source !== undefined) return source;
  throw new TabletopError({
    code: "bad-argument",
    message: `${fn}: the package's root entry has no build of its own, so that a helper imported from it never adds one to your bundle: import ${fn} from "@tabletop/engines/lino" (or linko, linx: one game's build) or "@tabletop/engines/all" (the three games), or pass the URL of a .wasm`,
  });
}
