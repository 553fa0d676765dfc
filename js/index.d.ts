// Types of @tabletop/engines: the wire's JSON shapes of the three games
// (see each Go package's view.go, notation.go and json.go), and the
// engine's classes. Seats are counted from 0, as on the wire; -1 is a
// spectator, or nobody.

/**
 * A language: one of the four the games speak, or any BCP 47 tag
 * ("fr-BE", navigator.language) or Accept-Language list
 * ("de-CH, fr;q=0.8"), matched as the Go package lang's Match does: the
 * best-weighted of the four, English where none fits. Left out: English.
 */
export type Lang = "en" | "fr" | "it" | "nl" | (string & {});

// The platform's types, where the caller's libraries declare them: DOM's
// (a page, Vite), @types/node's (Node), or neither (lib ES2022 alone), in
// which case the type is never and the argument or member that takes it
// is left to the others.

/** An instance of the global class named K, where the libraries in use declare it; never elsewhere. */
type PlatformClass<K extends string> = typeof globalThis extends { [P in K]: abstract new (...args: never) => infer T } ? T : never;
/** A compiled WebAssembly module (WebAssembly.Module), where the libraries in use declare it. */
type WasmModule = typeof globalThis extends { WebAssembly: { Module: abstract new (...args: never) => infer T } } ? T : never;
/** A URL (the WHATWG class of the DOM and of Node). */
type URLObject = PlatformClass<"URL">;
/** A fetch Response. */
type FetchResponse = PlatformClass<"Response">;
/** An AbortController's signal. */
type Signal = PlatformClass<"AbortSignal">;
/**
 * Symbol.dispose's type where the libraries in use declare it (lib
 * esnext.disposable, es2025, or @types/node), so that `using` closes a
 * value; never elsewhere, where the method is not declared (it exists at
 * run time wherever the runtime has the symbol).
 */
type DisposeSymbol = SymbolConstructor extends { readonly dispose: infer S extends symbol } ? S : never;
/** The dispose method, keyed by Symbol.dispose where it is declared. */
type Disposing = { [K in DisposeSymbol]: () => void };

/**
 * Where load finds the engine: a URL (a path in Node), a fetch Response,
 * the WebAssembly's bytes, or the module compiled.
 */
export type Source = URLObject | string | FetchResponse | ArrayBuffer | ArrayBufferView | WasmModule;
/** Where loadWorker finds the engine: a Source but a Response. */
export type WorkerSource = URLObject | string | ArrayBuffer | ArrayBufferView | WasmModule;

/** A game's name, as Engine.open takes it. */
export type GameName = "linko" | "lino" | "linx";

/** What failed, as a program switches on it (TabletopError.code). */
export type ErrorCode =
  | "unknown-game" | "invalid-options" | "illegal-move" | "invalid-position" | "invalid-event"
  | "unknown-bot" | "invalid-bot" | "no-game"
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
  | "error";

/**
 * A failure of the engine: a refused move, bad options or arguments, a
 * closed table, a failed load. Every function of the package throws (or
 * rejects with) this, and nothing else.
 */
export declare class TabletopError extends Error {
  /** A message alone is the code "error", its detail the message. */
  constructor(failure?: string | { code?: ErrorCode; message?: string; reason?: string; detail?: string; playerMessage?: string });
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
   * A refused move's sentence for a player, in the language asked for;
   * any other failure's message for a developer, after the name of the
   * function that failed ("Table.play: tabletop: no seat 9: the table has
   * seats 0 to 2 (the first to the third)"). Show a player playerMessage.
   */
  readonly message: string;
  /** The message for a developer, after the name of the function that failed. */
  readonly detail: string;
  /**
   * A sentence always safe to show a player, from the engine's catalogues:
   * a refused move's sentence (its message), in the call's language; for
   * any other failure, the catalogue's "Something went wrong: that cannot
   * be done now." in the call's language where the engine answered, and
   * in English where the package found the failure before calling it (a
   * bad argument, a closed value, a failed load, a terminated worker).
   */
  readonly playerMessage: string;
  /** An "aborted" error's AbortSignal's reason. */
  readonly cause?: unknown;
}

/** One option of a game or a bot, as a form shows it. */
export interface OptionInfo {
  name: string;
  type: "int" | "number" | "bool" | "string" | "seed" | "list";
  /** The value the option takes when left out; null where leaving it out means what doc says (a seed drawn at random). */
  default: unknown;
  /** A bounded "int" option's least and greatest values, both given; both absent for one unbounded. */
  min?: number;
  max?: number;
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
  /** Seats at the table: 2 to 5 (left out: 3). */
  players?: number;
  /** The deal's seed (left out: drawn at random, and reported by Table.options). */
  seed?: Seed;
  /** The seat that plays first, from 0 (left out: 0). */
  firstSeat?: number;
  /** Rounds the game plays (left out: 1). */
  rounds?: number;
}
/** Options of Engine.open for Lino. */
export interface LinoOptions {
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
  /** Seats at the table: 2 to 4 (left out: 2). */
  players?: number;
  /** The seed of the deal (left out: drawn at random). */
  seed?: Seed;
  /** The seat that plays first, from 0 (left out: 0). */
  firstSeat?: number;
  /** Four seats in two teams, seats 0 and 2 against 1 and 3 (left out: false). */
  teams?: boolean;
}
export interface OptionsOf { linko: LinkoOptions; lino: LinoOptions; linx: LinxOptions }

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
}

/** A bot's options as Bot.options reports them (see FilledBotOptionsOf). */
export type FilledBotOptions<B extends BotName> = FilledBotOptionsOf[B];

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

/** Each move of a union, its seat optional. */
type PartialSeat<M> = M extends unknown ? Omit<M, "seat"> & { seat?: number } : never;

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
 * Lino's building choice in the View's compact form: a tile (pick, its
 * cell) and every cell it may move to, one move a cell:
 * { seat, kind: "move", from, to: to[i] }, with no label or preview of its
 * own (the choice's label names the tile). A tile with one cell to go to is
 * written as any other choice: { pick, label, seat, kind, from, to, moves: [{}] }.
 */
export interface LinoBuildingChoice {
  pick: Cell;
  /** The tile's name, such as "Move the tile at K7". */
  label: string;
  seat: number;
  kind: "move";
  from: Cell;
  to: Cell[];
}

export interface ViewChoiceOf {
  linko: ViewChoice<LinkoMove>;
  lino: ViewChoice<LinoMove> | LinoBuildingChoice;
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
 * a label of its cells' names on the view's axes: "K7 → K6" (the same in
 * every language). Without the view, such a move has no label.
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
  options: Required<Omit<LinoOptions, "layout" | "faces" | "seed">> & { seed: string | null; layout?: Cell[]; faces?: LinoFace[] };
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
  | { kind: "tile-placed"; seat: number; cell: Cell; tile: string; face: "up" | "down"; players?: number; under?: string }
  | { kind: "tiles-drawn"; seat: number; count: number; tiles?: string[] }
  | { kind: "turn-passed"; seat: number }
  | { kind: "passed"; seat: number; hand: string }
  | { kind: "line-made"; seat: number; line: string; face: "up" | "down"; players?: number }
  | { kind: "round-won"; round: number; seat: number; teams: boolean; blocked: boolean; full?: true; players: number; visible: number[] }
  | { kind: "round-started"; round: number; seat: number; players: number; piles?: string[] }
  | { kind: "match-won"; seat: number; teams: boolean; players: number; scores: number[] };
export interface EventOf { linko: LinkoEvent; lino: LinoEvent; linx: LinxEvent }

/**
 * Loads the engine from dist/tabletop.wasm beside the module, or from
 * source, in the caller's thread: every call of the Engine, its tables and
 * bots, runs there and blocks it while it runs (a bot's search for its
 * whole budget). For a page, loadWorker() gives the same API off the page's
 * thread.
 */
export declare function load(source?: Source): Promise<Engine>;

/**
 * The engine, of the games N: every game from the package's entry, one
 * from a game's own entry (@tabletop/engines/lino's engine is an
 * Engine<"lino">, whose open takes "lino" alone).
 */
export declare class Engine<N extends GameName = GameName> {
  private constructor();
  games(): GameInfo<N>[];
  /** A game's rules in short, one paragraph a string, in lang (see Lang). */
  rules(game: N, lang?: Lang): string[];
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
}

/** A Go value held by JavaScript: close() releases it; a forgotten one is released when collected. */
declare class Held {
  close(): void;
}
/** Symbol.dispose closes, where the libraries in use declare it. */
declare interface Held extends Disposing {}

/** A game in play, immutable: play returns a new Table. */
export declare class Table<G extends GameName = GameName> extends Held {
  private constructor();
  readonly game: G;
  readonly players: number;
  /** The seat to move; -1 once over. */
  readonly toMove: number;
  readonly over: boolean;
  readonly scores: number[];
  /** The seats with the best result once over; absent before, as the View's winners are. */
  readonly winners?: number[];
  readonly fromPosition: boolean;
  options(): OptionsOf[G] & { seed: string };
  /** What seat (-1: a spectator) may know. */
  /** lang: the labels' and previews' language (see Lang). */
  view(seat: number, lang?: Lang): ViewOf[G];
  /** The view's JSON text, byte for byte the server's. */
  viewJSON(seat: number, lang?: Lang): string;
  /** The table drawn as seat sees it, for a terminal, in lang as view's. */
  viewText(seat: number, lang?: Lang): string;
  /** The legal moves of the seat to move, in notation. */
  legalMoves(): string[];
  /**
   * The legal moves of the seat to move, as data: the seat's view's
   * legalMoves, grouped by pick, each choice expanded by movesOf; [] when
   * nobody is to move.
   */
  choices(lang?: Lang): Choice<G>[];
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
   * whole choice in one call, the view written once (Lino's opening,
   * 2,232 moves in 56 choices: about 1.5 s through a worker, where a
   * describe per move took 26 s). A choice that is not the seat to
   * move's now throws the TabletopError play would.
   */
  labelled(choice: Choice<G>, lang?: Lang): Move<MoveOf[G]>[];
  /** Every secret: the save format. Never show it to a player. */
  position(): object;
  /** Every event since the table opened, secrets and all. */
  log(): EventOf[G][];
  /**
   * Plays move (notation, or a move's json) for seat. A refused move
   * throws a TabletopError whose message says why in lang: "en" (the
   * default), "fr", "it", "nl", or a locale such as "fr-BE".
   */
  play(seat: number, move: string | MoveOf[G], lang?: Lang): { table: Table<G>; events: Events<G> };
  /** Plays move, JSON text, for seat; lang as play's. */
  playJSON(seat: number, move: string, lang?: Lang): { table: Table<G>; events: Events<G> };
}

/** The events of one move, as each seat may see them. */
export declare class Events<G extends GameName = GameName> extends Held {
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
   */
  narrate(seat?: number, names?: string[], lang?: Lang): string[];
}

/** Bot.choose's and WorkerBot.choose's options. */
export interface ChooseOptions {
  /** Ends the bot's search: see onAbort. */
  signal?: Signal;
  /** What an abort while the bot thinks answers: its best move so far ("move", the default) or an "aborted" TabletopError ("reject"). */
  onAbort?: "move" | "reject";
}

/** A bot: chooses for the seat to move from its view alone. */
export declare class Bot<G extends GameName = GameName, B extends BotName = BotName> extends Held {
  private constructor();
  readonly name: B;
  readonly game: G;
  /** The bot's options, every default filled in (a seed drawn where left out). */
  readonly options: FilledBotOptions<B>;
  /**
   * The bot's move for the seat to move, in notation; within the bot's
   * own budget (iterations, ms).
   *
   * The search runs in the calling thread in slices of about 20 ms,
   * between which the thread runs its timers, events, renders and other
   * calls of the engine (an engine's first search spends a while, up to a
   * second or two on a loaded machine, before its first slice ends). A
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
   * A table of another engine is a bad-argument TabletopError.
   */
  choose(table: Table<G>, options?: ChooseOptions): Promise<string>;
}

/**
 * Starts the engine in a Web Worker (a worker thread in Node), from source
 * as load takes it but a Response: Engine's API, each call a promise, run
 * off the caller's thread.
 */
export declare function loadWorker(source?: WorkerSource, options?: WorkerOptions): Promise<WorkerEngine>;

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
  open<G extends N>(game: G, options?: OptionsOf[G] | string): Promise<WorkerTable<G>>;
  load<G extends N>(game: G, position: object | string): Promise<WorkerTable<G>>;
  fold<G extends N>(game: G, options: OptionsOf[G] | string, log: (EventOf[G] | string)[]): Promise<WorkerTable<G>>;
  guess<G extends N>(game: G, view: object | string, seed?: Seed): Promise<WorkerTable<G>>;
  /** A bot that thinks in the worker, with the options Engine.newBot gives it. */
  newBot<G extends N, B extends BotName>(game: G, name: B, options?: BotsOf[G][B] | string): Promise<WorkerBot<G, B>>;
  /** Engine.simulate in the worker: the page's thread stays free, and the worker answers other calls once the games end. */
  simulate<G extends N>(game: G, simulation: Simulation<G>): Promise<SimulatedGame[]>;
  held(): Promise<number>;
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
export declare class WorkerTable<G extends GameName = GameName> extends WorkerHeld {
  private constructor();
  readonly game: G;
  readonly players: number;
  readonly toMove: number;
  readonly over: boolean;
  readonly scores: number[];
  /** The seats with the best result once over; absent before, as the View's winners are. */
  readonly winners?: number[];
  readonly fromPosition: boolean;
  options(): Promise<OptionsOf[G] & { seed: string }>;
  view(seat: number, lang?: Lang): Promise<ViewOf[G]>;
  viewJSON(seat: number, lang?: Lang): Promise<string>;
  viewText(seat: number, lang?: Lang): Promise<string>;
  legalMoves(): Promise<string[]>;
  choices(lang?: Lang): Promise<Choice<G>[]>;
  describe(move: string | PartialSeat<MoveOf[G]>, lang?: Lang): Promise<Move<MoveOf[G]>>;
  labelled(choice: Choice<G>, lang?: Lang): Promise<Move<MoveOf[G]>[]>;
  position(): Promise<object>;
  log(): Promise<EventOf[G][]>;
  play(seat: number, move: string | MoveOf[G], lang?: Lang): Promise<{ table: WorkerTable<G>; events: WorkerEvents<G> }>;
  playJSON(seat: number, move: string, lang?: Lang): Promise<{ table: WorkerTable<G>; events: WorkerEvents<G> }>;
}

/** The events of one move, in the worker. */
export declare class WorkerEvents<G extends GameName = GameName> extends WorkerHeld {
  private constructor();
  readonly length: number;
  json(seat?: number): Promise<EventOf[G][]>;
  jsonText(seat?: number): Promise<string>;
  log(): Promise<EventOf[G][]>;
  text(seat?: number): Promise<string[]>;
  narrate(seat?: number, names?: string[], lang?: Lang): Promise<string[]>;
}

/** A bot in the worker: it thinks off the caller's thread. */
export declare class WorkerBot<G extends GameName = GameName, B extends BotName = BotName> extends WorkerHeld {
  private constructor();
  readonly name: B;
  readonly game: G;
  /** The bot's options, every default filled in (a seed drawn where left out). */
  readonly options: FilledBotOptions<B>;
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
   */
  choose(table: WorkerTable<G>, options?: ChooseOptions): Promise<string>;
}
