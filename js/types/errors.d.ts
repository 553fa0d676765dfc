// Types of @tabletop/engines (index.d.ts and helpers.d.ts gather them):
// TabletopError, every failure of the package, and its codes.
import type { Seed } from "./games.js";
import type { Bot, Table } from "./table.js";
import type { WorkerBot, WorkerEngine } from "./worker.js";

/** What failed, as a program switches on it (TabletopError.code). */
export type ErrorCode =
  /** A game's name that the engine (or the entry: @tabletop/engines/lino plays Lino alone) does not have. */
  | "unknown-game"
  /** A game's options, or a bot's, that the game or the bot refuses (field names the game's option at fault). */
  | "invalid-options"
  /** A refused move: reason says why, playerMessage tells the player. */
  | "illegal-move"
  /** A position (Engine.load) or a view (Engine.guess) that is not one of the game's: damaged, empty, or of another game. */
  | "invalid-position"
  /** An event of a log (Engine.fold) that is no event of the game, or that cannot happen where it stands. */
  | "invalid-event"
  /** Engine.newBot's (or simulate's) bot name that is not one of the game's bots (games() lists them). */
  | "unknown-bot"
  /** A bot's search that failed (a panic, an illegal move): a defect of the engine, never of the caller's input. */
  | "bot-failed"
  /**
   * An argument the call cannot take: a seat that is not a whole number
   * or not at the table ("no seat 9: the table has seats 0 to 2"), a move
   * that is neither notation nor an object, a choice passed as a move.
   */
  | "bad-argument"
  /** A seed, of a game's or a bot's options or of guess, that is not a whole number from 0 to 2^64 - 1 as Seed describes it (null included). */
  | "bad-seed"
  /** The engine could not be loaded: the WebAssembly not found, not fetched, not compiled; or its worker failed. */
  | "load-failed"
  /** A table, its events or a bot used after close(). */
  | "closed"
  /** A call the engine cannot make: a defect of the package, never of the caller's input. */
  | "bad-call"
  /** A call to a WorkerEngine, or to one of its values, under way at terminate() or made after it. */
  | "terminated"
  /** Bot.choose's or WorkerBot.choose's AbortSignal, aborted before the call; the signal's reason is the error's cause. */
  | "aborted"
  /**
   * Table.log (or WorkerTable.log) of a table opened by Engine.load or
   * Engine.guess: its events begin at its position, not at the game's
   * start; save such a table by Table.position().
   */
  | "not-from-start"
  | "error";

/**
 * A failure of the engine: a refused move, bad options or arguments, a
 * closed table, a failed load. Every function of the package throws (or
 * rejects with) this, and nothing else.
 */
export declare class TabletopError extends Error {
  /**
   * A message alone is the code "error", its detail the message.
   * playerMessages: a refused move's sentence by language, which
   * playerMessageIn says.
   */
  constructor(failure?: string | { code?: ErrorCode; message?: string; reason?: string; field?: string; detail?: string; playerMessage?: string; playerMessages?: { [lang in "en" | "fr" | "it" | "nl"]?: string } });
  readonly name: "TabletopError";
  readonly code: ErrorCode;
  /**
   * Why a move was refused ("not-your-turn", also for a move of another
   * seat than the one that sent it; "game-over", "not-legal-here",
   * "malformed", or a game's own); absent for any other failure (a seat
   * not at the table is a "bad-argument", not a turn).
   */
  readonly reason?: string;
  /**
   * The option an "invalid-options" refusal of a game's options (open,
   * checkOptions, fold) is about, by its name in games()'s options, such
   * as "rounds" for Linko!'s { players: 3, rounds: 4 }: the setting a form
   * marks. Absent where no one option is at fault (options that are not
   * an object) and for any other failure. For a rule between options, it
   * is the option the rule is about: the rounds, not the players.
   */
  readonly field?: string;
  /**
   * A refused move's sentence for a player, in the language asked for;
   * any other failure's message for a developer, after the name of the
   * function that failed ("Table.play: no seat 9: the table has seats 0
   * to 2 (the first to the third)"). Show a player playerMessage.
   */
  readonly message: string;
  /** The message for a developer, after the name of the function that failed. */
  readonly detail: string;
  /**
   * A sentence always safe to show a player, in the call's language
   * where it takes one, else in English: a refused move's sentence (its
   * message), for typed text that reads as no move ("malformed") what to
   * type ("Tapez « déplacer » suivi de deux endroits…"), but for a
   * malformed move object or JSON, a program's mistake, which a player who
   * clicked cannot mend: "Something went wrong" (the engine's sentence its
   * message); a bad seed's ("That game number cannot be played: …"), an
   * aborted choice's ("The computer was stopped before it chose its
   * move.") and a terminated worker's ("The game has been closed: …");
   * a failed download's, any load-failed ("The game could not be
   * downloaded: check the connection and try again."); a finished game's,
   * Bot.choose's as Table.play's ("The game is over.");
   * a damaged save's, an invalid-position or invalid-event ("This saved
   * game cannot be opened: it is damaged, or from another version."); bad
   * options' (what to change: "Linko! is played by 2 to 5 players, not
   * 9.", or "Linko! cannot be played with these settings."; "This game
   * cannot be set up with these settings." where no option is at fault); an
   * unknown game's ("This game is not available here."); a not-from-start
   * log's; for any other failure, the catalogue's "Something went wrong:
   * that cannot be done now.".
   */
  readonly playerMessage: string;
  /**
   * playerMessage in lang's language (a BCP 47 tag or an Accept-Language
   * list; English where none of en, fr, it, nl is asked for): for a
   * failure of a call that takes no language, such as Bot.choose's abort
   * or a terminated worker, or Bot.choose in a finished game; and for a
   * page whose player changes language after the call: a refused move's
   * sentence, which the engine wrote in every language with the call's
   * names, is said in lang ("There is no tile at that cell." is "Il n’y a
   * pas de case à cet endroit." in "fr").
   */
  playerMessageIn(lang: string): string;
  /** An "aborted" error's AbortSignal's reason. */
  readonly cause?: unknown;
}
