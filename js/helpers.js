// The package's helpers, which need no engine: movesOf, cellName,
// TabletopError and COMPUTER. @tabletop/engines/helpers is this file: it
// imports errors.js alone, never engine.js (whose classes it would
// bring) nor an entry (whose WebAssembly URL a bundler would copy), so that
// an app that imports a helper from it carries no build of a game. Every
// entry but /all exports the same helpers, the same objects.
import { TabletopError, check, languages, fitting } from "./errors.js";

export { TabletopError, languages };

/**
 * The language of the four (languages) that tag, a BCP 47 tag or an
 * Accept-Language list, is answered in: "fr" for "fr-CA" or "FR", and
 * English for a tag none fits ("de", "fra", a typo), as every call of the
 * engine falls back; a page sets <html lang> from it. With { strict: true }
 * a tag none fits is a bad-argument TabletopError instead, which catches a
 * typo in an app's settings during development.
 */
export function matchLanguage(tag, options = {}) {
  const fn = "matchLanguage";
  check.text(fn, tag, "tag");
  if (typeof options !== "object" || options === null) throw new TabletopError({ code: "bad-argument", message: `${fn}: options must be an object such as { strict: true }, not ${JSON.stringify(options)}` });
  const { strict = false } = options;
  if (typeof strict !== "boolean") throw new TabletopError({ code: "bad-argument", message: `${fn}: strict must be true or false, not ${JSON.stringify(strict)}` });
  const fits = fitting(tag);
  if (fits === undefined && strict) {
    throw new TabletopError({ code: "bad-argument", message: `${fn}: no language of ${languages.join(", ")} fits ${JSON.stringify(tag)}; every call would answer it in English` });
  }
  return fits ?? "en";
}

/**
 * options, the options every game takes (players, seed, firstSeat), with
 * game named among them: for code over any game, whose types read them as
 * game's (gameOptions' type, helpers.d.ts); the engine checks them when the
 * table is opened, as any options. Not an object, or naming another game,
 * is a bad-argument TabletopError.
 */
export function gameOptions(game, options) {
  const fn = "gameOptions";
  check.text(fn, game, "game");
  if (typeof options !== "object" || options === null || Array.isArray(options)) throw new TabletopError({ code: "bad-argument", message: `${fn}: options must be an object such as { seed: "42", players: 2 }, not ${JSON.stringify(options)}` });
  if (options.game !== undefined && options.game !== game) throw new TabletopError({ code: "bad-argument", message: `${fn}: options are ${JSON.stringify(options.game)}'s, not ${JSON.stringify(game)}'s` });
  return { ...options, game };
}

/**
 * The name that makes a seat "the computer" in the engine's words: a seat
 * named so in a names list (narrate's, play's, viewText's) is called "the
 * computer" ("l’ordinateur", "il computer", "de computer"), with its seat's
 * number where several seats are so named.
 */
export const COMPUTER = "\u0000computer";

// The moves of a choice: Table.choices and a View's legalMoves write each
// choice once, the members its moves share beside "moves" (or, for a
// choice whose moves differ in one member alone and carry neither label nor
// preview, such as a Lino tile's targets, that member's list in place of
// "moves"), so that Lino's opening is 56 choices, not 2,232 objects.

/**
 * The word between a tile's label and its target in the engine's label of
 * the whole move, by the tile's label's opening in each language (Lino's
 * pickTile and moveTile, lino/words_*.go; test/cells.test.js holds them
 * equal to what Table.describe says in the four languages); " → " for a
 * label none opens.
 */
const targets = [
  ["Move the tile at ", " to "],
  ["Déplacer la case de ", " en "],
  ["Sposta la tessera da ", " a "],
  ["Verplaats de tegel van ", " naar "],
];

function joining(label) {
  return targets.find(([opening]) => label.startsWith(opening))?.[1] ?? " → ";
}

/**
 * Returns every move of choice, in the game's order (the order of
 * Table.legalMoves): { kind, json, label?, preview? }, json the move's
 * object that Table.play takes. Given the view the choice is of, a move of
 * a compact choice (Lino's tile and its targets), which has no words of its
 * own, is labelled by the choice's label, in the view's language, and its
 * target's name on the view's axes, as Table.describe says it: "Move the
 * tile at F2 to F1".
 */
export function movesOf(choice, given) {
  const key = check.choice("movesOf", choice);
  // choices.flatMap(movesOf) passes the index where a view would be.
  const view = typeof given === "object" && given !== null ? given : undefined;
  const { pick: _pick, label: _label, moves, ...shared } = choice;
  if (key === "moves") {
    // A Lino tile with one cell to go to is written in this form, its one
    // move as unlabelled as a compact choice's: labelled alike.
    const tile = view !== undefined && typeof shared.from === "string" && typeof shared.to === "string";
    return moves.map(({ label, preview, ...own }) => move({ ...shared, ...own }, label ?? (tile ? tileOpening(choice, view) + cellName(view, shared.to, "movesOf") : undefined), preview));
  }
  const opening = view === undefined ? undefined : tileOpening(choice, view);
  return shared[key].map((value) => move({ ...shared, [key]: value }, opening === undefined ? undefined : opening + cellName(view, value, "movesOf")));
}

/**
 * What opens the label of a move of a tile choice (Lino's building),
 * before its target's name: the engine's words for the tile ("Déplacer la
 * case de K7"), in the view's language, joined as the engine's own label
 * of the move joins its target ("… de K7 en K6"), a sentence a player
 * reads with no catalogue on the page; the tile's cell alone for a choice
 * with no label.
 */
function tileOpening(choice, view) {
  if (typeof choice.label === "string") return `${choice.label}${joining(choice.label)}`;
  return typeof choice.from === "string" ? `${cellName(view, choice.from, "movesOf")} → ` : "";
}

/**
 * The name of cell ("x,y", as the JSON writes a cell) on view's axes (a
 * View of Lino or LINX, or its axes), such as "C4": what a person reads.
 */
export function cellName(view, cell, fn = "cellName") {
  const axes = view?.axes ?? view;
  if (typeof axes !== "object" || axes === null || !Array.isArray(axes.columns) || !Array.isArray(axes.rows)) {
    throw new TabletopError({ code: "bad-argument", message: `${fn}: view must be a View of Lino or LINX, or its axes` });
  }
  const [x, y, extra] = typeof cell === "string" ? cell.split(",").map(Number) : [];
  const column = axes.columns[x - axes.left];
  const row = axes.rows[y - axes.top];
  if (extra !== undefined || column === undefined || row === undefined || !Number.isInteger(x) || !Number.isInteger(y)) {
    throw new TabletopError({ code: "bad-argument", message: `${fn}: cell must be "x,y" inside the view's axes, not ${JSON.stringify(cell)}` });
  }
  return column + row;
}

function move(json, label, preview) {
  const out = { kind: json.kind, json };
  if (label !== undefined) out.label = label;
  if (preview !== undefined) out.preview = preview;
  return out;
}
