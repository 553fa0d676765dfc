// Types of @tabletop/engines (index.d.ts gathers them): the engine on the
// caller's thread, load, Engine, Table, Events and Bot.
import type { BotName, BotOptionsOf, BotsOf, ChooseOptions, ChosenMove, DescribedChoose, FilledBotOptions, SimulatedGame, Simulation } from "./bots.js";
import type { TabletopError } from "./errors.js";
import type { GameInfo, GameName, OptionsOf, Seed } from "./games.js";
import type { Choice, Move, MoveOf } from "./moves.js";
import type { Disposing, Lang, Narration, PartialSeat, Speech, Source } from "./platform.js";
import type { EventOf, View } from "./views.js";
import type { WorkerEngine } from "./worker.js";

// The classes of the engine on the caller's thread are types alone: the
// package exports no value of them, so that a page whose engine is in a
// worker (loadWorker) never loads their code; load() imports it when it
// is called. A value of one comes from load() and its engine.
export type { Engine, Table, Events, Bot };

/**
 * Loads the engine from source (the URL of a build, its bytes, …) in the
 * caller's thread: every call of the Engine, its tables and bots, runs
 * there and blocks it while it runs (a bot's search for its whole budget).
 * For a page, loadWorker() gives the same API off the page's thread. The
 * package's root entry names no build, so that importing a helper from it
 * never adds one to a bundle: a game's entry (@tabletop/engines/lino) and
 * the whole's (@tabletop/engines/all) load their own build with no source.
 * Without a source, a bad-argument TabletopError that says so.
 */
export declare function load(source: Source): Promise<Engine>;

/**
 * The engine, of the games N: every game from @tabletop/engines/all (or
 * the root's load given the whole build), one from a game's own entry
 * (@tabletop/engines/lino's engine is an Engine<"lino">, whose open takes
 * "lino" alone).
 */
declare class Engine<N extends GameName = GameName> {
  private constructor();
  games(): GameInfo<N>[];
  /** A game's rules in short, one paragraph a string, in lang (see Lang). */
  rules(game: N, lang?: Lang): string[];
  /** Checks options as open does, without a table: true, or open's TabletopError ("invalid-options", "unknown-game"). */
  checkOptions<G extends N>(game: G, options?: OptionsOf[G] | string): true;
  /**
   * A new table of game. Inside a function over any game (<G extends
   * GameName>), pass options built by gameOptions(game, { seed, players }):
   * tsc reads a bare literal there against every game's options at once.
   */
  open<G extends N>(game: G, options?: OptionsOf[G] | string): Table<G>;
  load<G extends N>(game: G, position: object | string): Table<G>;
  fold<G extends N>(game: G, options: OptionsOf[G] | string, log: (EventOf[G] | string)[]): Table<G>;
  /** A game that agrees with one seat's view, what it hides dealt at random from seed: to show a move's result, or refuse it, before a server answers. */
  guess<G extends N>(game: G, view: object | string, seed?: Seed): Table<G>;
  /** A bot of game: its name one of the game's bots, its options that bot's (see BotOptionsOf). */
  newBot<G extends N, B extends BotName>(game: G, name: B, options?: BotsOf[G][B] | string): Bot<G, B>;
  /**
   * Plays whole games inside the engine, in one call: each seat's moves
   * chosen by its bot, no crossing into the WebAssembly per move (a game
   * driven move by move from JavaScript is many times slower). Blocks the
   * caller's thread until the last game ends; WorkerEngine.simulate does
   * not. Game i's seed and its bots' are drawn from seed and i alone, so a
   * simulation of more games begins with the games of a shorter one; a
   * seed given in the options (the game's or a bot's) is kept.
   */
  simulate<G extends N>(game: G, simulation: Simulation<G>): SimulatedGame[];
  /** How many Go values the engine holds for JavaScript: what is neither closed nor collected yet. */
  held(): number;
  /**
   * Runs a short search of each game's ismcts bot, describes its move,
   * and keeps nothing: a new engine's first search compiles what it runs
   * (0.13 to 0.18 s of CPU) before a signal can stop it, and its first
   * description the code of the words, so a page that awaits warm() after
   * loading has its first "Stop" answered as quickly as the next ones,
   * with describe: true too.
   */
  warm(): Promise<void>;
}

/** A Go value held by JavaScript: close() releases it; a forgotten one is released when collected. */
declare class Held {
  close(): void;
}
/** Symbol.dispose closes, where the libraries in use declare it. */
declare interface Held extends Disposing {}

/** What a table (a Table, a WorkerTable) tells at once, without a call: it never changes, as a table is immutable. */
export interface TableFacts<G extends GameName = GameName> {
  readonly game: G;
  readonly players: number;
  /** The seat to move; -1 once over. */
  readonly toMove: number;
  readonly over: boolean;
  readonly scores: number[];
  /** The seats with the best result once over; absent before, as the View's winners are. */
  readonly winners?: number[];
  /** Whether the table was opened from a position (Engine.load, Engine.guess): its log() then fails with "not-from-start". */
  readonly fromPosition: boolean;
}

/** A game in play, immutable: play returns a new Table. */
declare interface Table<G extends GameName = GameName> extends TableFacts<G> {}
declare class Table<G extends GameName = GameName> extends Held {
  private constructor();
  /** The options the table plays by, its game named first and the seed it was dealt filled in: what open takes again. */
  options(): OptionsOf[G] & { game: G; seed: string };
  /**
   * What seat (-1: a spectator) may know. lang: the labels' and previews'
   * language (see Lang). names, given before lang as narrate takes them,
   * call seat i names[i] in every word
   * (a seat without a name, or named "", keeps its default name; COMPUTER
   * makes it "the computer"); viewText, choices, play's refusals and
   * playJSON's take them alike. A name is a proper name: one that reads as
   * the game's own words for a seat, the computer or the reader ("You",
   * "Seat 2", "Computer", "Moi") keeps its seat's default name, as the
   * words already say "you" to seat ("you are You (yellow)" otherwise);
   * check players' names on your server, or keep them to proper names.
   */
  view(seat: number, lang?: Lang): View<G>;
  view(seat: number, names: readonly string[] | undefined, lang?: Lang): View<G>;
  view(seat: number, options: Speech): View<G>;
  /** The view's JSON text, byte for byte the server's. */
  viewJSON(seat: number, lang?: Lang): string;
  viewJSON(seat: number, names: readonly string[] | undefined, lang?: Lang): string;
  viewJSON(seat: number, options: Speech): string;
  /** The table drawn as seat sees it, for a terminal, in lang as view's. */
  viewText(seat: number, lang?: Lang): string;
  viewText(seat: number, names: readonly string[] | undefined, lang?: Lang): string;
  viewText(seat: number, options: Speech): string;
  /** The legal moves of the seat to move, in notation. */
  legalMoves(): string[];
  /**
   * The legal moves of the seat to move, as data: the seat's view's
   * legalMoves, grouped by pick, each choice expanded by movesOf; [] when
   * nobody is to move.
   */
  choices(lang?: Lang): Choice<G>[];
  choices(names: readonly string[] | undefined, lang?: Lang): Choice<G>[];
  choices(options: Speech): Choice<G>[];
  /**
   * The move whole, as movesOf gives it, with its label and preview in
   * lang: the words of a move that a compact choice leaves without its
   * own (each cell a Lino tile may go to: "Move the tile at K7 to K6").
   * move: its notation or object, for the seat to move (an object without
   * seat is that seat's). A move the seat to move cannot make now throws
   * the TabletopError play would.
   */
  describe(move: string | PartialSeat<MoveOf[G]>, lang?: Lang): Move<MoveOf[G]>;
  /**
   * Every move of choice (one of this table's choices()), as movesOf
   * gives them, each with its label and preview in lang: describe for a
   * whole choice in one call, the view written once. Label the choice a
   * player picked, not every choice: Lino's opening has 2,232 moves in 56
   * choices, and labelling them all costs about 0.5 s of CPU (Node 20, in
   * a worker or on the thread alike, labelledEach or a labelled call a
   * choice: the same work; its time grows with the machine's load), where
   * one tile's choice is a few dozen moves. A choice that is
   * not the seat to move's now throws the TabletopError play would.
   */
  labelled(choice: Choice<G>, lang?: Lang): Move<MoveOf[G]>[];
  /**
   * labelled of each of choices (left out, every choice of the table), in
   * one call, the view written once: one list of moves a choice, in the
   * choices' order. For a page that labels a whole view's moves, rather
   * than one call (one round trip to a worker) a choice: the same work
   * (Lino's opening: about 0.5 s of CPU, see labelled), one round trip.
   */
  labelledEach(choices?: readonly Choice<G>[], lang?: Lang): Move<MoveOf[G]>[][];
  /** Every secret: the save format. Never show it to a player. */
  position(): object;
  /**
   * Every event since the table opened, secrets and all: with options(),
   * a save that fold replays. A table loaded from a position
   * (fromPosition) has no such save: log() throws a TabletopError of code "not-from-start" that
   * says to save it by its position().
   */
  log(): EventOf[G][];
  /**
   * Plays move for seat: its notation, as legalMoves writes it, read alike
   * in every language; a move's json; or what a player types in lang, in
   * that language's words — "su S D4" in Italian, "poser 7x2+X" in French
   * — any case, accents optional. lang: "en" (the default), "fr", "it",
   * "nl", or any tag or Accept-Language list (see Lang): the language
   * typed text is read in, not only the refusal's. A typed text that reads
   * as another move in English than in lang ("up S D4" in Italian, where
   * S is sasso, and in English scissors) is refused as "malformed", its
   * message saying the language it was read in: a front-end that passes
   * lang only for the refusals' words sends the move's json (or notation
   * with its seat), which reads alike in every language. A refused move's
   * TabletopError says why in lang, naming lang's words (typed text that
   * reads as no move, "malformed": its playerMessage says what to type; a
   * malformed move object, which a player who clicked cannot mend: its
   * playerMessage is the catalogue's "Something went wrong", its message
   * the engine's sentence). The events
   * are closed with the table returned beside them (its close()), so a
   * loop that closes each table it replaces has nothing else to close.
   */
  play(seat: number, move: string | MoveOf[G], lang?: Lang): { table: Table<G>; events: Events<G> };
  play(seat: number, move: string | MoveOf[G], names: readonly string[] | undefined, lang?: Lang): { table: Table<G>; events: Events<G> };
  play(seat: number, move: string | MoveOf[G], options: Speech): { table: Table<G>; events: Events<G> };
  /**
   * Plays move, JSON text (an object, or its notation as a JSON string),
   * for seat; lang as play's. A JSON string is text, refused as play
   * refuses text (its playerMessage says what to type); text that is not
   * JSON at all is a "bad-argument" TabletopError (the program's
   * mistake), not a refused move.
   */
  playJSON(seat: number, move: string, lang?: Lang): { table: Table<G>; events: Events<G> };
  playJSON(seat: number, move: string, names: readonly string[] | undefined, lang?: Lang): { table: Table<G>; events: Events<G> };
  playJSON(seat: number, move: string, options: Speech): { table: Table<G>; events: Events<G> };
}

/** The events of one move, as each seat may see them. */
declare class Events<G extends GameName = GameName> extends Held {
  private constructor();
  readonly length: number;
  json(seat?: number): EventOf[G][];
  jsonText(seat?: number): string;
  /** The events whole, secrets and all: never for a player. */
  log(): EventOf[G][];
  /** The text form, for logs. */
  text(seat?: number): string[];
  /**
   * A sentence for each event, as seat reads it; names[i] names seat i;
   * lang is a language tag ("en", the default, "fr", "it", "nl", or a
   * locale such as "fr-BE").
   *
   * Whose turn it is, each game says its own way: Lino ends the move's
   * own sentence with it ("Seat 1 moved the tile at O10 to Q12. It is Seat
   * 2's turn."); Linko! and LINX say it as an event of its own, kind
   * "turn-passed" (the turn passed to that seat, not LINX's "pass" move:
   * the wire's name, kept), narrated "It is Seat 2's turn.". The same
   * code reads every game: { turn: false } gives the moves' words alone
   * ("" for a turn-passed event: skip it), and the last non-empty of
   * turns(seat, names, lang) whose turn it is now.
   */
  narrate(seat: number, lang?: Lang): string[];
  narrate(seat?: number, names?: readonly string[], lang?: Lang): string[];
  narrate(seat: number, options: Narration): string[];
  /**
   * For each event, the turn sentence its narration (narrate, of the same
   * arguments) ends with ("It is your turn: draw a card."), "" for an
   * event that says no one's turn: a page that says the turn apart (a
   * status line) cuts it off the sentence's end, and shows it only at the
   * end of the newest move. An event that says a turn itself (a turn
   * passed) ends with it whole. The server's event stream sends it as
   * "turn".
   */
  turns(seat: number, lang?: Lang): string[];
  turns(seat?: number, names?: readonly string[], lang?: Lang): string[];
  turns(seat: number, options: Speech): string[];
}

/** What a bot (a Bot, a WorkerBot) tells at once, without a call: it never changes. */
export interface BotFacts<G extends GameName = GameName, B extends BotName = BotName> {
  readonly name: B;
  readonly game: G;
  /** The bot's options, every default filled in (a seed drawn where left out). */
  readonly options: FilledBotOptions<B>;
}

/** A bot: chooses for the seat to move from its view alone. */
declare interface Bot<G extends GameName = GameName, B extends BotName = BotName> extends BotFacts<G, B> {}
declare class Bot<G extends GameName = GameName, B extends BotName = BotName> extends Held {
  private constructor();
  /**
   * The bot's move for the seat to move, in notation; within the bot's
   * own budget (iterations, ms).
   *
   * The search runs in the calling thread in slices of about 20 ms,
   * between which the thread runs its timers, events, renders and other
   * calls of the engine (an engine's first search compiles what it runs
   * before its first slice ends: 0.13 to 0.18 s of CPU, measured in Node
   * 20, more on a loaded machine; Engine.warm pays it beforehand). A
   * signal that fires while the bot thinks ends its search with its best
   * move so far, as its budget would; one aborted before the call rejects
   * with an "aborted" TabletopError, whose cause is the signal's reason.
   * A page still does better with loadWorker()'s bots: each slice is 20
   * ms of a frame.
   *
   * With onAbort "reject" (a "Stop" that cancels, rather than "play
   * now"), a signal that fires while the bot thinks rejects with an
   * "aborted" TabletopError, once the search has stopped, instead of
   * answering a move.
   *
   * With describe: true, the move whole in options.lang (a ChosenMove:
   * its notation and what describe says of it), in the same call. A
   * failure's playerMessage (an abort's) is in options.lang, with
   * describe or without.
   *
   * A table of another engine is a bad-argument TabletopError.
   */
  choose(table: Table<G>, options: DescribedChoose): Promise<ChosenMove<MoveOf[G]>>;
  choose(table: Table<G>, options?: ChooseOptions): Promise<string>;
}
