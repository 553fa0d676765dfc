// Types of @tabletop/engines (index.d.ts and helpers.d.ts gather them):
// the bots' names and options, and what Engine.simulate takes and gives.
import type { TabletopError } from "./errors.js";
import type { GameName, OptionsOf, Seed } from "./games.js";
import type { Lang, Signal } from "./platform.js";
import type { LinkoMove, LinoMove, LinxMove, Move } from "./moves.js";
import type { Bot, Engine } from "./table.js";
import type { WorkerBot } from "./worker.js";

/** Options of the search bot, "ismcts": its budget (see the Go package's doc, Bots and their budgets). */
export interface SearchOptions {
  /**
   * The iterations of a move's search: 1 to 1,000,000. Left out: 1000
   * where ms is 0 or left out, and no bound where ms is given, the search
   * then running as many as ms allows. With both, whichever ends first.
   */
  iterations?: number;
  /** A budget in time, in milliseconds: 0 (none, the default) to 60,000. */
  ms?: number;
  /** Searches run at once: 1 to 64 (in WebAssembly they take turns on one thread). */
  workers?: number;
  /**
   * True: the search runs until the call's deadline or abort, unbounded
   * in iterations unless they are given, for at most ms (60,000 when left
   * out).
   */
  untilDeadline?: boolean;
  seed?: Seed;
}
/** Each bot's options, by its name. */
export interface BotOptionsOf {
  /** A legal move at random, from seed (left out: drawn at random). */
  random: { seed?: Seed };
  /** The move that scores best at once; no options. */
  greedy: Record<string, never>;
  ismcts: SearchOptions;
}
/** The bots every game has. */
export type BotName = keyof BotOptionsOf;
/** The bots of each game (each game offers the same three), with their options. */
export interface BotsOf { linko: BotOptionsOf; lino: BotOptionsOf; linx: BotOptionsOf }
/**
 * Each bot's options as Bot.options reports them, the defaults filled in
 * as the bot runs with them, a seed as a string of digits.
 */
export interface FilledBotOptionsOf {
  random: { seed: string };
  greedy: Record<string, never>;
  ismcts: {
    /**
     * The iterations given; absent where none were, when the search runs
     * 1000 iterations if ms is 0, or as many as ms allows.
     */
    iterations?: number;
    /** The budget in time, in milliseconds; 0 for none. */
    ms: number;
    workers: number;
    /** Whether the search runs until the call's deadline: false by default. */
    untilDeadline: boolean;
    seed: string;
  };
}
/** One seat's bot in Engine.simulate: a bot's name, or its name and its options (see BotOptionsOf). */
export type SimulatedBot<G extends GameName = GameName> =
  | BotName
  | { [B in BotName]: { name: B; options?: BotsOf[G][B] | string } }[BotName];
/** What Engine.simulate plays. */
export interface Simulation<G extends GameName = GameName> {
  /** One bot a seat, in seat order: as many as the game's seats (see options' players). */
  bots: SimulatedBot<G>[];
  /** How many games: 1 to 100,000 (left out: 1). */
  games?: number;
  /** The seed every game's seed, and its bots', is drawn from (left out: drawn at random). */
  seed?: Seed;
  /** The game's options, as Engine.open takes them; a seed among them deals every game alike. */
  options?: OptionsOf[G] | string;
}
/** How one game of Engine.simulate ended. */
export interface SimulatedGame {
  /** The game's seed: Engine.open with the same options and this seed deals the same game. */
  seed: string;
  /** The seats with the best result. */
  winners: number[];
  /** Each seat's score, by seat. */
  scores: number[];
  /** How many moves the game took. */
  moves: number;
  /**
   * Each seat's bot, by seat, with the options it played with, its seed
   * among them ({} for a bot that takes none): Engine.newBot(game, name,
   * options) for each, at the table of seed, plays the same game again.
   */
  bots: { name: string; options: Record<string, unknown> }[];
}

/** A bot's options as Bot.options reports them (see FilledBotOptionsOf). */
export type FilledBotOptions<B extends BotName> = FilledBotOptionsOf[B];

/** What Bot.choose and WorkerBot.choose take, with describe or without. */
interface ChooseBase {
  /** Ends the bot's search: see onAbort. */
  signal?: Signal;
  /** What an abort while the bot thinks answers: its best move so far ("move", the default) or an "aborted" TabletopError ("reject"). */
  onAbort?: "move" | "reject";
}

/**
 * Bot.choose's and WorkerBot.choose's options for the move in notation.
 */
export interface ChooseOptions extends ChooseBase {
  /** Left out or false: the move's notation. true: see DescribedChoose. */
  describe?: false;
  /**
   * The language of a failure's playerMessage (an abort's: "L’ordinateur
   * a été arrêté avant de choisir son coup."); English where left out.
   */
  lang?: Lang;
}

/**
 * ChooseOptions that ask for the move whole (a ChosenMove: its notation,
 * kind, json, label and preview in lang), written where the bot thought,
 * so that a page shows the bot's move with no other call.
 */
export interface DescribedChoose extends ChooseBase {
  describe: true;
  /** The language of the move's label and preview (see Lang), and of a failure's playerMessage. */
  lang?: Lang;
}

/**
 * The bot's move whole (choose with describe: true): its notation, which
 * Table.play takes as the string choose answers, and the move as movesOf
 * gives it, with its label and preview in the call's language.
 */
export interface ChosenMove<M = LinkoMove | LinoMove | LinxMove> extends Move<M> {
  /** The move in notation ("0:move 4,0 4,-1"): what choose answers without describe. */
  notation: string;
}
