// Types of @tabletop/engines/all: load and loadWorker, which default to the
// build of the three games, and no helper (an import of one would make a
// bundler deploy that build: see all.js); every type, as types alone, so
// that an annotation may name them here as from the root.
import type { Engine, Source, WorkerEngine, WorkerOptions, WorkerSource } from "./index.js";

export type * from "./index.js";

/** Loads the engine of the three games (dist/tabletop.wasm unless given source) in the caller's thread, as the package's load does. */
export declare function load(source?: Source): Promise<Engine>;

/** Starts the engine of the three games in a worker, as the package's loadWorker does. */
export declare function loadWorker(source?: WorkerSource, options?: WorkerOptions): Promise<WorkerEngine>;
