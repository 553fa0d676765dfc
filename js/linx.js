// @tabletop/engines/linx: the package's API with the WebAssembly of LINX
// alone, for an app that plays LINX only and need not download the other
// games: its engine's games() lists LINX alone, and open of another game
// is an unknown-game TabletopError. The URL is written out here, where
// bundlers find it.
import { oneGame } from "./one-game.js";

export * from "#entry";
export const { load, loadWorker } = oneGame(new URL("./dist/linx.wasm", import.meta.url));
