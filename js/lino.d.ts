// Types of @tabletop/engines/lino: the package's, whose engine plays Lino
// alone (its open, load, fold, guess, newBot and rules take "lino" only).
import type { Engine, Source, WorkerEngine, WorkerOptions, WorkerSource } from "./index.js";

export * from "./index.js";

/**
 * Loads Lino's engine (dist/lino.wasm unless given source) in the caller's
 * thread, as the package's load does. A build that does not play Lino (another
 * game's) is a load-failed TabletopError.
 */
export declare function load(source?: Source): Promise<Engine<"lino">>;

/** Starts Lino's engine in a worker, as the package's loadWorker does; another game's build is refused as load refuses it. */
export declare function loadWorker(source?: WorkerSource, options?: WorkerOptions): Promise<WorkerEngine<"lino">>;
