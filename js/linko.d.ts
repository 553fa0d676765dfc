// Types of @tabletop/engines/linko: the package's, whose engine plays Linko!
// alone (its open, load, fold, guess, newBot and rules take "linko" only).
import type { Engine, Source, WorkerEngine, WorkerOptions, WorkerSource } from "./index.js";

export * from "./index.js";

/**
 * Loads Linko!'s engine (dist/linko.wasm unless given source) in the caller's
 * thread, as the package's load does. A build that does not play Linko! (another
 * game's) is a load-failed TabletopError.
 */
export declare function load(source?: Source): Promise<Engine<"linko">>;

/** Starts Linko!'s engine in a worker, as the package's loadWorker does; another game's build is refused as load refuses it. */
export declare function loadWorker(source?: WorkerSource, options?: WorkerOptions): Promise<WorkerEngine<"linko">>;
