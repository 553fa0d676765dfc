// Types of @tabletop/engines (index.d.ts and helpers.d.ts gather them):
// each game's View (what a seat sees) and events, as the JSON gives them.
import type { GameName, LinoOptions } from "./games.js";
import type { Axes, Cell, ViewChoiceOf } from "./moves.js";
import type { Events, Table } from "./table.js";

/** The envelope every game's view shares. */
export interface ViewEnvelope<G extends GameName> {
  /** The game's name. */
  game: G;
  /** The seat that sees; -1 for a spectator. */
  seat: number;
  /** Seats at the table. */
  players: number;
  /** The round being played, from 1. */
  round: number;
  /** The seat to move; -1 for nobody. */
  toMove: number;
  over: boolean;
  /** Once over, the seats with the best result; absent before. */
  winners?: number[];
  /** Each seat's score (Linko!: points, the round under way as it stands; Lino: points of the rounds played and this one; LINX: rounds won). */
  scores: number[];
  /** The seat's legal moves when it is to move, grouped as Table.choices groups them (movesOf expands one); [] otherwise. */
  legalMoves: ViewChoiceOf[G][];
}

/**
 * A Linko! card: "1" to "13", "J" for a joker, "?" for a card not shown
 * (or an empty slot of the display).
 */
export type LinkoCard = string;
/**
 * A Linko! meld: its cards as counts, "7" (one 7), "7x3" (three 7s),
 * "7x2+J" (two 7s and a joker), "Jx2" (jokers alone, worth 14).
 */
export type LinkoMeld = string;

export interface LinkoView extends ViewEnvelope<"linko"> {
  /** Rounds the game plays. */
  rounds: number;
  /** What the game waits for. */
  phase: "play" | "take-or-leave" | "take-back-or-discard" | "draw" | "attacking" | "refilling" | "round-over" | "between-rounds" | "over";
  /** The seat whose turn it is, who is not always the seat to move (a victim decides in an attack). */
  active: number;
  /** The seat under attack; -1 when none. */
  victim: number;
  /** Cards the victim has still to draw in the "draw" phase; 0 otherwise. */
  draws: number;
  /** The seat's own cards, in order of value; null for a spectator. */
  hand: LinkoCard[] | null;
  /** Every seat's number of cards in hand, by seat. */
  handSizes: number[];
  /** By seat: the cards of its hand every seat knows about (taken in an attack, say). */
  known: LinkoCard[][];
  /** By seat: its melds, bottom first; the last attacks and is attacked. */
  tableaux: LinkoMeld[][];
  /** The face-up cards, slot by slot; "?" is an empty slot. */
  display: LinkoCard[];
  /** Cards in the face-down draw pile. */
  pileSize: number;
  /** The discard pile, face up, in order of value. */
  discard: LinkoCard[];
}

/**
 * What a Lino tile shows: "." blank (every tile of the plain game, and a
 * number face down in starsOnly), "*" a star, or a number from 1 to 9 in a
 * seat's colour, its mark first: "x3" (seat 0's, black, whose stones are
 * X) or "o5" (seat 1's, white, O).
 */
export type LinoFace = "." | "*" | `${"x" | "o"}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

export interface LinoView extends ViewEnvelope<"lino"> {
  /** Rounds the game plays. */
  rounds: number;
  /** The game's options, defaults filled in. */
  options: Required<Omit<LinoOptions, "game" | "layout" | "faces" | "seed">> & { seed: string | null; layout?: Cell[]; faces?: LinoFace[] };
  /** What the game waits for: tiles moved to build the field, then stones placed to fill it. */
  phase: "building" | "filling" | "built" | "closing-rows" | "final-scoring" | "between-rounds" | "over";
  /** Every tile, in grid order (by row, then column), with what it shows. */
  tiles: { cell: Cell; face?: LinoFace }[];
  /** By seat: its stones' cells, in grid order. */
  stones: Cell[][];
  /** The tiles moved while building, which may not move again. */
  moved: Cell[];
  /** The cells the moved tiles left, where no tile may go. */
  vacated: Cell[];
  /** By seat: its points in this round. */
  points: number[];
  /** By seat: its points of the rounds already scored. */
  totals: number[];
  /** The names of the field's cells. */
  axes: Axes;
}

/** A LINX symbol: "R" rock, "P" paper, "S" scissors; "?" one not shown. */
export type LinxSymbol = string;
/** A LINX tile: its colour's initial (its seat's), then its symbol, such as "bP"; "?" one not shown. */
export type LinxTile = string;

export interface LinxView extends ViewEnvelope<"linx"> {
  /** Every cell with a tile: its face-up tile, and the face-down tile on it (of a symbol that beats up's), if any. */
  grid: { cell: Cell; up?: LinxTile; down?: LinxTile }[];
  /** The seat's own symbols; null for a spectator. */
  hand: LinxSymbol[] | null;
  /** Every seat's number of tiles in hand, by seat. */
  handSizes: number[];
  /** By seat: the symbols of its hand every seat has seen. */
  known: LinxSymbol[][];
  /** By seat: the tiles left in its pile. */
  pileSizes: number[];
  /** Four seats in two teams: seats 0 and 2 against 1 and 3. */
  teams: boolean;
  /** What the match waits for. */
  phase: "play" | "after-move" | "line-made" | "between-rounds" | "over";
  /** The names of the grid's cells. */
  axes: Axes;
}
export interface ViewOf { linko: LinkoView; lino: LinoView; linx: LinxView }

/**
 * Game G's View, as Table.view gives it: for a game known (View<"lino">),
 * its own view (LinoView); for several games (View<GameName>, a board
 * component for any game), the union of their views, which `game` tells
 * apart (`if (view.game === "lino") view.tiles`); for code over any game
 * (G a type parameter), the envelope's members typed by G, so that
 * legalMoves is a ViewChoiceOf[G][] whose entries movesOf takes and whose
 * moves Table<G>.play takes (see the guide's "Code for any game").
 */
export type View<G extends GameName> = { [K in G]: ViewEnvelope<K> & Omit<ViewOf[K], keyof ViewEnvelope<K>> }[G];

// Events, as Events.json gives them to a seat (a hidden card is "?").

export type LinkoEvent =
  | { kind: "cards-played" | "cards-taken-back" | "cards-discarded"; seat: number; meld: string }
  | { kind: "attacked" | "cards-taken" | "cards-left"; seat: number; victim: number; meld: string }
  | { kind: "turn-passed"; seat: number }
  | { kind: "card-drawn"; seat: number; from: "display" | "pile"; card: string }
  | { kind: "display-refilled"; display: string[] }
  | { kind: "round-dealt"; round: number; seat: number; players: number; deal: string[] }
  /** last: the game's last round; the game-ended after it tells the scores (left out when not). */
  | { kind: "round-ended"; round: number; scores: number[]; ending?: "hand-emptied" | "cards-out"; seat?: number; last?: true }
  | { kind: "game-ended"; scores: number[]; ending?: "hand-emptied" | "cards-out"; seat?: number };
export type LinoEvent =
  | { kind: "tile-moved"; seat: number; from: Cell; to: Cell }
  | { kind: "filling-started"; seat: number }
  /** last: the round's last stone; its count follows (left out when not). */
  | { kind: "stone-placed"; seat: number; cell: Cell; last?: true }
  | { kind: "row-closed" | "run-scored"; seat: number; row: string; points: number }
  | { kind: "number-scored" | "star-scored"; seat: number; cell: Cell; points: number }
  | { kind: "round-started"; round: number; seat: number }
  | { kind: "round-ended"; round: number; scores: number[] }
  | { kind: "game-ended"; scores: number[] };
export type LinxEvent =
  /** teams: a face-down tile in a team game, whose words may name a partner (left out when not). */
  | { kind: "tile-placed"; seat: number; cell: Cell; tile: string; face: "up" | "down"; players?: number; under?: string; teams?: true }
  | { kind: "tiles-drawn"; seat: number; count: number; tiles?: string[] }
  | { kind: "turn-passed"; seat: number }
  | { kind: "passed"; seat: number; hand: string }
  | { kind: "line-made"; seat: number; line: string; face: "up" | "down"; players?: number }
  | { kind: "round-won"; round: number; seat: number; teams: boolean; blocked: boolean; full?: true; players: number; visible: number[] }
  | { kind: "round-started"; round: number; seat: number; players: number; piles?: string[] }
  | { kind: "match-won"; seat: number; teams: boolean; players: number; scores: number[] };
export interface EventOf { linko: LinkoEvent; lino: LinoEvent; linx: LinxEvent }
