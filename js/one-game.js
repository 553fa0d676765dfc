// The entries (index.js, all.js, linko.js, lino.js, linx.js and their
// .node.js twins): the package's API, whose load and loadWorker read the
// entry's build unless given another source. The root entry (index.js,
// node.js) has no build of its own: its load and loadWorker need a source.
import { TabletopError, loadFailed, setUp } from "./errors.js";
import { describe } from "./compile.js";

/**
 * entry's load and loadWorker, from wasm (a URL) unless given a source;
 * wasm undefined, a source is required. game, a game's entry's, is the
 * game the build it loads must play: the entry's types promise it.
 */
export function oneGame(entry, wasm, game = undefined) {
  const own = wasm && devServed(wasm, `dist/${String(wasm).replace(/.*\//, "")}`);
  return {
    load: async (source = own) => playing("load", game, source, await entry.load(needed("load", source))),
    loadWorker: async (source = own, options = undefined) => playing("loadWorker", game, source, await entry.loadWorker(needed("loadWorker", source), options)),
  };
}

/**
 * The package's file (dist/lino.wasm, dist/worker.js) that url, written
 * relative to one of the package's modules, names: url itself, but where
 * Vite's dev server (6 and 7) pre-bundled the package into
 * node_modules/.vite/deps/ without its files, whose URLs there answer the
 * page; then the file where the app installed the package, which that
 * server serves as it is (node_modules/@tabletop/engines/, under the
 * same base), so that `vite` needs no optimizeDeps.exclude.
 */
export function devServed(url, file) {
  const at = String(url).indexOf("/node_modules/.vite/deps/");
  return at < 0 ? url : new URL(`${String(url).slice(0, at)}/node_modules/@tabletop/engines/${file}`);
}

/**
 * engine, if its build (source) plays game (any game where game is
 * undefined); else a load-failed TabletopError of fn that names the
 * build's games, the engine let go (a worker's ended).
 */
async function playing(fn, game, source, engine) {
  if (game === undefined) return engine;
  const games = await engine.games();
  if (games.some((g) => g.name === game)) return engine;
  await engine.terminate?.();
  const title = { linko: "Linko!", lino: "Lino", linx: "LINX" }[game];
  const its = games.map((g) => g.title).join(" and ");
  throw loadFailed(fn, describe(source), setUp(`this is ${its}'s build, not ${title}'s: "@tabletop/engines/${game}" loads ${title}'s (dist/${game}.wasm, its default); import ${fn} from the entry of the build's game, or from "@tabletop/engines/all" for a build of several games`));
}

/** source, or a bad-argument failure of fn (the root entry's) that says where a build is. */
function needed(fn, source) {
  if (source !== undefined) return source;
  throw new TabletopError({
    code: "bad-argument",
    message: `${fn}: the package's root entry has no build of its own, so that a helper imported from it never adds one to your bundle: import ${fn} from "@tabletop/engines/lino" (or linko, linx: one game's build) or "@tabletop/engines/all" (the three games), or pass the URL of a .wasm`,
  });
}
