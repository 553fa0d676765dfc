// Types of @tabletop/engines (index.d.ts and helpers.d.ts gather them):
// the games, their options and their bots, as Engine.games() lists them.
import type { BotName } from "./bots.js";
import type { TabletopError } from "./errors.js";
import type { Cell } from "./moves.js";
import type { Engine, Table } from "./table.js";
import type { LinoFace } from "./views.js";

/** A game's name, as Engine.open takes it. */
export type GameName = "linko" | "lino" | "linx";

/** One option of a game or a bot, as a form shows it. */
export interface OptionInfo {
  name: string;
  type: "int" | "number" | "bool" | "string" | "seed" | "list";
  /** The value the option takes when left out; null where leaving it out means what doc says (a seed drawn at random). */
  default: unknown;
  /**
   * A bounded "int" option's least and greatest values, both given; both
   * absent for one unbounded. They bound the option alone: a value inside
   * them may still be refused with the others (see doc).
   */
  min?: number;
  max?: number;
  /**
   * The option in a sentence, for a form's help text, with the rules that
   * join it to the others ("rounds to play: 1, or a multiple of the
   * players"), which min and max cannot say. A form checks the settings
   * with Engine.checkOptions, which refuses what Engine.open would, with no
   * table made: a refused one is an "invalid-options" TabletopError whose
   * field names the option and whose detail says why.
   */
  doc: string;
}

/** A bot that Engine.newBot makes. */
export interface BotInfo {
  name: BotName;
  doc: string;
  options: OptionInfo[];
}

/** A game, as Engine.games lists it. */
export interface GameInfo<N extends GameName = GameName> {
  name: N;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  options: OptionInfo[];
  bots: BotInfo[];
}

/**
 * A seed, a whole number from 0 to 2^64 - 1: a string of its decimal
 * digits ("18446744073709551615"), a BigInt, or a number up to
 * Number.MAX_SAFE_INTEGER (2^53 - 1). A number above that, which
 * JavaScript has already rounded, is refused with a "bad-seed"
 * TabletopError rather than played rounded, as is any other value (a
 * negative or fractional number, a string of anything but digits, null);
 * the engine reports every seed as a string of digits (Table.options). A
 * seed left out (or undefined) is drawn at random.
 */
export type Seed = string | bigint | number;

/** Options of Engine.open for Linko! (Engine.games() lists each with its bounds and default). */
export interface LinkoOptions {
  /** The game these options are of, as Table.options writes it first; another game's are refused. */
  game?: "linko";
  /** Seats at the table: 2 to 5 (left out: 3). */
  players?: number;
  /** The deal's seed (left out: drawn at random, and reported by Table.options). */
  seed?: Seed;
  /** The seat that plays first, from 0 to players - 1 (left out: 0). */
  firstSeat?: number;
  /** Rounds the game plays: 1, or a multiple of players up to 100, so that every seat begins equally often (left out: 1). */
  rounds?: number;
}
/** Options of Engine.open for Lino. */
export interface LinoOptions {
  /** The game these options are of, as Table.options writes it first; another game's are refused. */
  game?: "lino";
  /** Always 2. */
  players?: 2;
  /** The seed of the field's tiles and faces (left out: drawn at random). */
  seed?: Seed;
  /** The seat that moves first, 0 or 1 (left out: 0). */
  firstSeat?: number;
  /** Rounds: 1, or 2 with the seats swapped (left out: 1). */
  rounds?: 1 | 2;
  /** The bonus game: tiles show faces (stars and numbers) that score (left out: false). */
  bonus?: boolean;
  /** In the bonus game, only stars face up, numbers face down (left out: false). */
  starsOnly?: boolean;
  /** The tiles' cells at the start, instead of the seed's (every tile's cell once). */
  layout?: Cell[];
  /** The tiles' faces in layout's order, instead of the seed's: each a LinoFace. */
  faces?: LinoFace[];
}
/** Options of Engine.open for LINX. */
export interface LinxOptions {
  /** The game these options are of, as Table.options writes it first; another game's are refused. */
  game?: "linx";
  /** Seats at the table: 2 to 4 (left out: 2). */
  players?: number;
  /** The seed of the deal (left out: drawn at random). */
  seed?: Seed;
  /** The seat that plays first, from 0 to players - 1 (left out: 0). */
  firstSeat?: number;
  /** Four seats in two teams, seats 0 and 2 against 1 and 3: players must be 4 (left out: false). */
  teams?: boolean;
}
export interface OptionsOf { linko: LinkoOptions; lino: LinoOptions; linx: LinxOptions }

/**
 * The options every game takes, with their widest types: what a function
 * over any game (<G extends GameName>) writes, and gameOptions makes a
 * game's. players is checked when the table is opened: Lino's is 2.
 */
export interface AnyGameOptions {
  /** Seats at the table (Linko! 2 to 5, Lino 2, LINX 2 to 4). */
  players?: number;
  /** The deal's seed (see Seed). */
  seed?: Seed;
  /** The seat that plays first, from 0 to players - 1. */
  firstSeat?: number;
}
