// Types of @tabletop/engines/all: the package's, whose load and
// loadWorker default to the build of the three games.
import type { Engine, Source, WorkerEngine, WorkerOptions, WorkerSource } from "./index.js";

export * from "./index.js";

/** Loads the engine of the three games (dist/tabletop.wasm unless given source) in the caller's thread, as the package's load does. */
export declare function load(source?: Source): Promise<Engine>;

/** Starts the engine of the three games in a worker, as the package's loadWorker does. */
export declare function loadWorker(source?: WorkerSource, options?: WorkerOptions): Promise<WorkerEngine>;
