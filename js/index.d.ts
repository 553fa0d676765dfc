// Types of @tabletop/engines: the wire's JSON shapes of the three games
// (see each Go package's view.go, notation.go and json.go), and the
// engine's classes. Seats are counted from 0, as on the wire; -1 is a
// spectator, or nobody. The declarations live in types/, a file for what
// each declares: errors.d.ts (TabletopError), games.d.ts (games and
// options), bots.d.ts, moves.d.ts (cells, moves, choices), views.d.ts
// (views and events), table.d.ts (load, Engine, Table, Events, Bot) and
// worker.d.ts (loadWorker and its classes); helpers.d.ts gathers those
// that need no engine.
export * from "./helpers.js";
export type { Source, WorkerSource, Speech, Narration } from "./types/platform.js";
export * from "./types/table.js";
export * from "./types/worker.js";
