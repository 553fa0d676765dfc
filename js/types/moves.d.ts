// Types of @tabletop/engines (index.d.ts and helpers.d.ts gather them):
// cells, moves and choices of each game, and the helpers that read them
// (movesOf, cellName).
import type { TabletopError } from "./errors.js";
import type { GameName } from "./games.js";
import type { Table } from "./table.js";

/**
 * A cell of Lino's field or LINX's grid as the JSON writes it: its column x
 * and its row y, whole numbers that may be negative, joined by a comma:
 * "4,-1". A person reads a cell by its name on the View's axes (see Axes),
 * never by these numbers.
 */
export type Cell = `${number},${number}`;

/**
 * The names of a board's cells (Lino's and LINX's View.axes): cell x,y is
 * named columns[x - left] + rows[y - top], such as "C4"; every cell the View
 * shows or a move names lies inside.
 */
export interface Axes {
  left: number;
  top: number;
  columns: string[];
  rows: string[];
}

// Moves: each game's Move as JSON, what Table.play takes.

export type LinkoMove =
  | { seat?: number; kind: "play"; meld: string }
  | { seat?: number; kind: "draw"; card: string }
  | { seat?: number; kind: "take" | "leave" | "draw pile" | "takeback" | "discard" };
export type LinoMove =
  | { seat?: number; kind: "move"; from: Cell; to: Cell }
  | { seat?: number; kind: "place"; to: Cell };
export type LinxMove =
  | { seat?: number; kind: "up" | "down"; symbol: string; cell: Cell }
  | { seat?: number; kind: "pass" };
export interface MoveOf { linko: LinkoMove; lino: LinoMove; linx: LinxMove }

/** What a button shows: its label, and what the move would do, in the language asked for. */
export interface Labels {
  /** The button's words, such as "Take Seat 3's 7". */
  label?: string;
  /** What the move would do, such as "Seat 3 draws a card." */
  preview?: string;
}

/** Partial of each member of a union. */
type PartialEach<M> = M extends unknown ? Partial<M> : never;

/**
 * A View's legalMoves entry: the moves that share a pick, the members every
 * one of them shares said once beside "moves", and each move's other
 * members in "moves" (a move is the choice's members but pick, label and
 * moves, with one entry of moves); movesOf gives them whole.
 */
export type ViewChoice<M> = PartialEach<M> & {
  /** A card of the hand, a tile on the field, a symbol of the hand; absent for buttons and cells. */
  pick?: string;
  /** The pick's name, such as "Rock". */
  label?: string;
  moves: (PartialEach<M> & Labels)[];
};

/**
 * Lino's choices, which `kind` tells apart: while the field is built, one
 * choice a tile ("move"), which choice.moves === undefined tells apart
 * further (LinoBuildingChoice, a tile of several cells, written without
 * moves, or LinoOneCellChoice); while it is filled, one choice of every cell a stone
 * may go on (LinoFillingChoice, "place"). movesOf gives any of them as
 * its moves whole, so that a board that reads them through movesOf needs
 * neither test.
 */
export type LinoChoice = LinoBuildingChoice | LinoOneCellChoice | LinoFillingChoice;

/**
 * Lino's building choice in the View's compact form: a tile (pick, its
 * cell) and every cell it may move to, one move a cell:
 * { seat, kind: "move", from, to: to[i] }, with no label or preview of its
 * own (the choice's label names the tile), and no moves. A tile with one
 * cell to go to is a LinoOneCellChoice.
 */
export interface LinoBuildingChoice {
  pick: Cell;
  /** The tile's name, such as "Move the tile at K7". */
  label: string;
  seat: number;
  kind: "move";
  from: Cell;
  /** The cells the tile may move to, two or more. */
  to: Cell[];
  /** Absent: to holds the moves (read as any choice's moves, choice.moves is undefined here). */
  moves?: never;
}

/**
 * Lino's building choice of a tile with one cell to go to, written as a
 * choice of any game: its one move's members beside moves, and moves
 * holding one entry (empty: the choice's label names the tile).
 */
export interface LinoOneCellChoice {
  pick: Cell;
  /** The tile's name, such as "Move the tile at K7". */
  label: string;
  seat: number;
  kind: "move";
  from: Cell;
  /** The one cell the tile may move to. */
  to: Cell;
  moves: [Labels];
}

/**
 * Lino's filling choice: every cell a stone may go on (nine or more: eight
 * tiles stay empty), one move a cell, labelled "Place a stone on K7".
 */
export interface LinoFillingChoice {
  /** Absent: a stone is placed at once, with no pick first. */
  pick?: never;
  /** Absent: each move has its own label. */
  label?: never;
  seat: number;
  kind: "place";
  moves: ({ to: Cell } & Labels)[];
}

export interface ViewChoiceOf {
  linko: ViewChoice<LinkoMove>;
  lino: LinoChoice;
  linx: ViewChoice<LinxMove>;
}

/**
 * A legal move whole, as movesOf gives it from a choice: its kind, its
 * object (what Table.play takes), and its label and preview.
 */
export interface Move<M = LinkoMove | LinoMove | LinxMove> extends Labels {
  /** The move's kind, as its JSON names it. */
  kind: M extends { kind: infer K } ? K : string;
  /** The move's object: what Table.play takes. */
  json: M;
}

/** The legal moves that share what a player picks first (Table.choices): a View's legalMoves entry. */
export type Choice<G extends GameName = GameName> = ViewChoiceOf[G];

/**
 * The moves of a choice (Table.choices, a View's legalMoves entry), each
 * whole, in the game's order: the order of Table.legalMoves.
 */
export function movesOf(choice: ViewChoiceOf["linko"], view?: object): Move<LinkoMove>[];
/**
 * Lino's moves of choice; given the view the choice is of, each move of a
 * compact choice (LinoBuildingChoice), which has no words of its own, gets
 * the choice's label (the engine's words, in the view's language) and its
 * target's name on the view's axes, in the words Table.describe uses:
 * "Move the tile at K7 to K6", "Déplacer la case de K7 en K6". Without the view, such a move has no
 * label; Table.labelled gives the engine's whole sentence and preview.
 */
export function movesOf(choice: ViewChoiceOf["lino"], view?: HasAxes): Move<LinoMove>[];
export function movesOf(choice: ViewChoiceOf["linx"], view?: HasAxes): Move<LinxMove>[];
/** movesOf of a choice of game G, given as movesOf<"lino">(choice) where G is not known from the choice. */
export function movesOf<G extends GameName>(choice: Choice<G>, view?: object): Move<MoveOf[G]>[];

/** A View of Lino or LINX (what holds axes), or the axes themselves. */
export type HasAxes = { axes: Axes } | Axes;

/**
 * The name of cell on view's axes, such as "C4" for the cell the JSON
 * writes "1,2" (see Axes): what a person reads, the same in every
 * language. A cell outside the axes is a bad-argument TabletopError.
 */
export function cellName(view: HasAxes, cell: Cell): string;
