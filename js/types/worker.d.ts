// Types of @tabletop/engines (index.d.ts gathers them): the engine in a
// worker, loadWorker and its classes, each call a promise.
import type { BotName, BotsOf, ChooseOptions, ChosenMove, DescribedChoose, SimulatedGame, Simulation } from "./bots.js";
import type { TabletopError } from "./errors.js";
import type { GameInfo, GameName, OptionsOf, Seed } from "./games.js";
import type { Choice, Move, MoveOf } from "./moves.js";
import type { Disposing, Lang, Narration, PartialSeat, Speech, URLObject, WorkerSource } from "./platform.js";
import type { BotFacts, Engine, Table, TableFacts } from "./table.js";
import type { EventOf, View } from "./views.js";

/**
 * Starts the engine in a Web Worker (a worker thread in Node), from source
 * as load takes it but a Response: Engine's API, each call a promise, run
 * off the caller's thread. The root entry's takes a source, as its load
 * does; a game's entry's and the whole's (@tabletop/engines/all) default
 * to their own build.
 */
export declare function loadWorker(source: WorkerSource, options?: WorkerOptions): Promise<WorkerEngine>;

/** loadWorker's options. */
export interface WorkerOptions {
  /**
   * Where the worker's script is served: the package's worker.js as your
   * bundler emitted it. Left out, the package's own
   * `new URL("./worker.js", import.meta.url)`, which Vite follows; esbuild
   * emits no worker, so build `@tabletop/engines/worker.js` as an entry of
   * its own and give its URL here (see the README's esbuild section).
   */
  workerUrl?: URLObject | string;
}

/** The engine in a worker: Engine's methods, each answered by a promise. */
export declare class WorkerEngine<N extends GameName = GameName> {
  private constructor();
  games(): Promise<GameInfo<N>[]>;
  rules(game: N, lang?: Lang): Promise<string[]>;
  checkOptions<G extends N>(game: G, options?: OptionsOf[G] | string): Promise<true>;
  open<G extends N>(game: G, options?: OptionsOf[G] | string): Promise<WorkerTable<G>>;
  load<G extends N>(game: G, position: object | string): Promise<WorkerTable<G>>;
  fold<G extends N>(game: G, options: OptionsOf[G] | string, log: (EventOf[G] | string)[]): Promise<WorkerTable<G>>;
  guess<G extends N>(game: G, view: object | string, seed?: Seed): Promise<WorkerTable<G>>;
  /** A bot that thinks in the worker, with the options Engine.newBot gives it. */
  newBot<G extends N, B extends BotName>(game: G, name: B, options?: BotsOf[G][B] | string): Promise<WorkerBot<G, B>>;
  /** Engine.simulate in the worker: the page's thread stays free, and the worker answers other calls once the games end. */
  simulate<G extends N>(game: G, simulation: Simulation<G>): Promise<SimulatedGame[]>;
  held(): Promise<number>;
  /** As Engine.warm: each game's search run once in the worker, its move described, nothing kept. */
  warm(): Promise<void>;
  /**
   * Ends the engine's worker: every call under way, and
   * every call after, to the engine or any of its values, rejects with a
   * "terminated" TabletopError — but close(), which resolves: nothing is
   * left to release.
   */
  terminate(): void;
}

/** A value in the worker: close() releases it; a forgotten one is released when collected. */
declare class WorkerHeld {
  close(): Promise<void>;
}
/** Symbol.dispose closes (without waiting), where the libraries in use declare it. */
declare interface WorkerHeld extends Disposing {}

/** A Table in the worker: its fields at once, its methods as promises. */
export declare interface WorkerTable<G extends GameName = GameName> extends TableFacts<G> {}
export declare class WorkerTable<G extends GameName = GameName> extends WorkerHeld {
  private constructor();
  /** As Table.options: its game named first and its seed filled in. */
  options(): Promise<OptionsOf[G] & { game: G; seed: string }>;
  view(seat: number, lang?: Lang): Promise<View<G>>;
  view(seat: number, names: readonly string[] | undefined, lang?: Lang): Promise<View<G>>;
  view(seat: number, options: Speech): Promise<View<G>>;
  viewJSON(seat: number, lang?: Lang): Promise<string>;
  viewJSON(seat: number, names: readonly string[] | undefined, lang?: Lang): Promise<string>;
  viewJSON(seat: number, options: Speech): Promise<string>;
  viewText(seat: number, lang?: Lang): Promise<string>;
  viewText(seat: number, names: readonly string[] | undefined, lang?: Lang): Promise<string>;
  viewText(seat: number, options: Speech): Promise<string>;
  legalMoves(): Promise<string[]>;
  choices(lang?: Lang): Promise<Choice<G>[]>;
  choices(names: readonly string[] | undefined, lang?: Lang): Promise<Choice<G>[]>;
  choices(options: Speech): Promise<Choice<G>[]>;
  describe(move: string | PartialSeat<MoveOf[G]>, lang?: Lang): Promise<Move<MoveOf[G]>>;
  labelled(choice: Choice<G>, lang?: Lang): Promise<Move<MoveOf[G]>[]>;
  /** As Table.labelledEach: labelled of many choices in one round trip. */
  labelledEach(choices?: readonly Choice<G>[], lang?: Lang): Promise<Move<MoveOf[G]>[][]>;
  position(): Promise<object>;
  /** As Table.log: rejects for a table loaded from a position. */
  log(): Promise<EventOf[G][]>;
  /**
   * As Table.play: move its notation, as legalMoves writes it, read alike
   * in every language; a move's json; or what a player types in lang, in
   * that language's words — "su S D4" in Italian, "poser 7x2+X" in French
   * — any case, accents optional: lang is the language typed text is read
   * in, and a text that reads as another move in English is refused as
   * "malformed" (see Table.play). A refused move's TabletopError says why
   * in lang, naming lang's words. The events are closed with the table
   * returned beside them (its close()).
   */
  play(seat: number, move: string | MoveOf[G], lang?: Lang): Promise<{ table: WorkerTable<G>; events: WorkerEvents<G> }>;
  play(seat: number, move: string | MoveOf[G], names: readonly string[] | undefined, lang?: Lang): Promise<{ table: WorkerTable<G>; events: WorkerEvents<G> }>;
  play(seat: number, move: string | MoveOf[G], options: Speech): Promise<{ table: WorkerTable<G>; events: WorkerEvents<G> }>;
  playJSON(seat: number, move: string, lang?: Lang): Promise<{ table: WorkerTable<G>; events: WorkerEvents<G> }>;
  playJSON(seat: number, move: string, names: readonly string[] | undefined, lang?: Lang): Promise<{ table: WorkerTable<G>; events: WorkerEvents<G> }>;
  playJSON(seat: number, move: string, options: Speech): Promise<{ table: WorkerTable<G>; events: WorkerEvents<G> }>;
}

/** The events of one move, in the worker. */
export declare class WorkerEvents<G extends GameName = GameName> extends WorkerHeld {
  private constructor();
  readonly length: number;
  json(seat?: number): Promise<EventOf[G][]>;
  jsonText(seat?: number): Promise<string>;
  log(): Promise<EventOf[G][]>;
  text(seat?: number): Promise<string[]>;
  narrate(seat: number, lang?: Lang): Promise<string[]>;
  narrate(seat?: number, names?: readonly string[], lang?: Lang): Promise<string[]>;
  narrate(seat: number, options: Narration): Promise<string[]>;
  turns(seat: number, lang?: Lang): Promise<string[]>;
  turns(seat?: number, names?: readonly string[], lang?: Lang): Promise<string[]>;
  turns(seat: number, options: Speech): Promise<string[]>;
}

/** A bot in the worker: it thinks off the caller's thread; its facts at once, its move as a promise. */
export declare interface WorkerBot<G extends GameName = GameName, B extends BotName = BotName> extends BotFacts<G, B> {}
export declare class WorkerBot<G extends GameName = GameName, B extends BotName = BotName> extends WorkerHeld {
  private constructor();
  /**
   * The bot's move for the seat to move at table, in notation. The bot
   * thinks in the engine's worker, in slices of about 20 ms, between
   * which the worker answers every other call (a view, a table's
   * choices). A signal that fires while the bot thinks ends its search
   * with its best move so far, on any page (no cross-origin isolation
   * needed): within a slice and an iteration. A signal aborted before the
   * call rejects with an "aborted" TabletopError, whose cause is the
   * signal's reason. With onAbort "reject" (a "Stop" that cancels), a
   * signal that fires while the bot thinks rejects with an "aborted"
   * TabletopError, once the search has stopped, instead of answering a move.
   * With describe: true, the move whole in options.lang (a ChosenMove),
   * its words written in the worker: no other round trip.
   */
  choose(table: WorkerTable<G>, options: DescribedChoose): Promise<ChosenMove<MoveOf[G]>>;
  choose(table: WorkerTable<G>, options?: ChooseOptions): Promise<string>;
}
