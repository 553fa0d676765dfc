// Types of @tabletop/engines/helpers: the helpers that need no engine
// (movesOf, cellName, TabletopError, COMPUTER), and every type of the
// games' JSON (views, events, moves, choices, options), with no engine's
// class: what a module that only reads the engine's answers imports.
export * from "./types/errors.js";
export * from "./types/games.js";
export * from "./types/bots.js";
export * from "./types/moves.js";
export * from "./types/views.js";
export type { Lang, Speech, Narration } from "./types/platform.js";
import type { AnyGameOptions, GameName, OptionsOf } from "./types/games.js";

/**
 * The name that makes a seat "the computer" in the engine's words: given
 * for a seat in the names that narrate, play and viewText take, the seat
 * is called "the computer" ("l’ordinateur", "il computer", "de computer"),
 * with its seat's number where several seats are so named ("Computer 2").
 */
export declare const COMPUTER: "\u0000computer";

/**
 * options as game's (OptionsOf[G]), with game named among them, for code
 * over any game: inside function f<G extends GameName>(game: G),
 * engine.open(game, { seed, players }) does not compile, as tsc reads
 * OptionsOf[G] there as the options of every game at once (Lino's players
 * is 2, not a number); engine.open(game, gameOptions(game, { seed,
 * players })) does. The engine checks them when the table is opened, as
 * any options: players: 3 for Lino is an "invalid-options" TabletopError.
 */
export declare function gameOptions<G extends GameName>(game: G, options: AnyGameOptions): OptionsOf[G];

/** A language the engine speaks: its words, narration and rules are in each. */
export type Language = "en" | "fr" | "it" | "nl";

/** The languages the engine speaks, in this order. */
export declare const languages: readonly Language[];

/**
 * The language a call given tag (a BCP 47 tag or an Accept-Language
 * list) answers in: "fr" for "fr-CA" or "FR", and "en" for a tag none of
 * languages fits ("de", "fra", a typo), as every call falls back. With
 * { strict: true }, a tag none fits is a bad-argument TabletopError
 * instead (to catch a typo during development). A tag that is not a string
 * (undefined too) is a bad-argument TabletopError.
 */
export declare function matchLanguage(tag: string, options?: { strict?: boolean }): Language;
