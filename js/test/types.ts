// Type-checked by tsc --noEmit (the Go test TestTypes): the README's
// example, and the shapes a front-end reads.
import { Table as ThreadTable } from "@tabletop/engines";
import * as all from "@tabletop/engines/all";
import type * as AllTypes from "@tabletop/engines/all";
import { load as loadLino, loadWorker as loadLinoWorker } from "@tabletop/engines/lino";
import { load, loadWorker } from "@tabletop/engines/all";
import { movesOf, cellName, gameOptions, TabletopError, type Cell, type Choice, type GameInfo, type Table, type LinkoEvent, type LinkoView, type LinoFace, type LinoMove, type LinoView, type SimulatedGame, type GameName, type OptionsOf, type Move, type MoveOf, type View, type WorkerTable } from "@tabletop/engines";

export async function example(): Promise<void> {
  const engine = await load();
  const rules: string[] = engine.rules("linko", "fr");
  console.log(rules.join("\n"));
  let table = engine.open("linko", { players: 3, seed: "42" });
  const bot = engine.newBot("linko", "ismcts", { iterations: 200, seed: 1 });
  while (!table.over) {
    let next;
    if (table.toMove === 0) {
      const [choice] = table.choices();
      next = table.play(0, movesOf(choice)[0].json);
    } else {
      next = table.play(table.toMove, await bot.choose(table));
    }
    for (const line of next.events.narrate(0)) console.log(line);
    const events: LinkoEvent[] = next.events.json(0);
    if (events[0]?.kind === "card-drawn") console.log(events[0].card);
    next.events.close();
    table.close();
    table = next.table;
  }
  const view: LinkoView = table.view(0);
  console.log(view.winners, view.hand, table.winners);
  // @ts-expect-error: Table is a type alone, as the package exports no thread class (loadWorker's page never loads them)
  console.log(table instanceof ThreadTable);
  try {
    table.play(0, "play 7", "fr");
  } catch (err) {
    if (err instanceof TabletopError) console.log(err.code, err.reason, err.message);
  }
  try {
    engine.checkOptions("linko", { players: 3, rounds: 4 });
  } catch (err) {
    // A form marks the setting an invalid-options refusal names.
    const field: string | undefined = err instanceof TabletopError && err.code === "invalid-options" ? err.field : undefined;
    console.log(field);
  }
  bot.close();
  table.close();
  const games: SimulatedGame[] = engine.simulate("linko", { bots: ["greedy", { name: "ismcts", options: { iterations: 50 } }], games: 10, seed: 1, options: { players: 2 } });
  console.log(games.map((g) => g.winners));
}

// /all gives load and loadWorker, and every type, but no helper (js-r36 #3): an
// import of one would make a bundler deploy the build of the three games.
export function noHelperFromAll(error: AllTypes.TabletopError): string {
  // @ts-expect-error: movesOf is the root's and /helpers', not /all's
  console.log(all.movesOf, all.loadWorker);
  return error.code;
}

// Code over any game (js-r36 #9): options written inside the generic
// function compile through gameOptions, where tsc refuses them bare.
export async function anyGame<G extends GameName>(game: G, players: number): Promise<Table<G>> {
  const engine = await load();
  // @ts-expect-error: inside the function OptionsOf[G] reads as every game's at once (Lino's players is 2)
  engine.open(game, { seed: "42", players });
  const worker = await loadWorker();
  await worker.open(game, gameOptions(game, { seed: "42", players, firstSeat: 0 }));
  // @ts-expect-error: gameOptions takes the options every game takes, not a game's own
  gameOptions(game, { rounds: 2 });
  return engine.open(game, gameOptions(game, { seed: "42", players }));
}

export async function inAWorker(): Promise<void> {
  const engine = await loadWorker();
  const table = await engine.open("lino", { seed: "1" });
  const bot = await engine.newBot("lino", "ismcts", { ms: 500 });
  const controller = new AbortController();
  const move: string = await bot.choose(table, { signal: controller.signal });
  await bot.choose(table, { signal: controller.signal, onAbort: "reject" });
  // @ts-expect-error: onAbort is "move" or "reject"
  await bot.choose(table, { onAbort: "cancel" });
  // lang alone says a failure's playerMessage (an abort's) in the page's language (js-r36 #10): the move stays notation
  const inFrench: string = await bot.choose(table, { signal: controller.signal, lang: "fr-CA" });
  const stillNotation: string = await bot.choose(table, { describe: false, lang: "fr" });
  console.log(inFrench, stillNotation);
  const { game }: { game: "lino"; seed: string } = await table.options();
  console.log(new TabletopError({ code: "illegal-move", playerMessage: "No.", playerMessages: { en: "No.", fr: "Non." } }).playerMessageIn("fr"));
  console.log(game);
  const { table: next, events } = await table.play(table.toMove, move);
  const view: LinoView = await next.view(0, "fr");
  const [choice] = await next.choices("fr");
  const labels: string[] = (await next.labelled(choice, "fr")).map((m) => m.label ?? "");
  console.log(labels);
  const everyLabel: string[][] = (await next.labelledEach(undefined, "fr")).map((moves) => moves.map((m) => m.label ?? ""));
  console.log(everyLabel, await next.labelledEach([choice]));
  await engine.warm();
  console.log(view.phase, await events.narrate(0), next.toMove);
  await Promise.all([table.close(), next.close(), events.close(), bot.close()]);
  engine.terminate();
}

/** What the types refuse: each line below would compile if a type were loose. */
export async function refusedByTheTypes(): Promise<void> {
  const engine = await load();
  // @ts-expect-error: no bot of that name
  engine.newBot("linko", "ismtcs");
  // @ts-expect-error: no option of that name
  engine.newBot("linko", "ismcts", { msec: 100 });
  // @ts-expect-error: greedy takes no options
  engine.newBot("lino", "greedy", { seed: 1 });
  // @ts-expect-error: greedy takes no options, in a simulation too
  engine.simulate("lino", { bots: [{ name: "greedy", options: { seed: 1 } }, "random"] });
  const table = engine.open("linx");
  const view = table.view(-1, navigator.language);
  // @ts-expect-error: a spectator's hand is null
  console.log(view.hand.length);
  const [choice] = table.choices("de-CH, fr;q=0.8");
  const [move] = movesOf(choice);
  const label: string | undefined = move.label;
  const preview: string | undefined = move.preview;
  // @ts-expect-error: a move's members are its game's
  console.log(move.json.meld, label, preview);
  if (move.json.kind === "up") {
    const cell: Cell = move.json.cell;
    console.log(cell);
  }
  const lino = engine.open("lino");
  for (const building of lino.choices()) {
    // @ts-expect-error: a choice of Lino is Lino's
    console.log(building.meld);
    const placed: LinoMove[] = movesOf(building).map((m) => m.json);
    console.log(placed, linoTargets(building));
  }
  // @ts-expect-error: a table's handle is the package's own
  console.log(table.handle);
  // @ts-expect-error: so is the engine's call
  engine.call("view", 0);
  // @ts-expect-error: a random bot's options are its own
  engine.newBot("linx", "random", { iterations: 5 });
  const search = engine.newBot("linx", "ismcts", { seed: 2n ** 63n });
  // @ts-expect-error: iterations are absent where none were given
  const unbounded: number = search.options.iterations;
  const iterations: number = search.options.iterations ?? 1000;
  const ms: number = search.options.ms;
  console.log(unbounded, ms);
  const seed: string = search.options.seed;
  // @ts-expect-error: a search bot has no such option
  console.log(search.options.depth, iterations, seed);
  const anyChoice: Choice = lino.choices()[0];
  const linoMoves: LinoMove[] = movesOf<"lino">(anyChoice as Choice<"lino">).map((m) => m.json);
  console.log(linoMoves);
  const faces: LinoFace[] = lino.view(0).tiles.map((t) => t.face ?? ".");
  // @ts-expect-error: no face of that form
  const wrong: LinoFace = "x0";
  console.log(faces, wrong);
  // @ts-expect-error: winners are absent before the end
  console.log(table.winners.length);
  console.log(table.winners?.length ?? 0);
  // @ts-expect-error: a seed is no null
  engine.open("linko", { seed: null });
}

/** A game's own entry: its engine plays that game alone. */
export async function oneGame(): Promise<void> {
  const engine = await loadLino();
  const table: Table<"lino"> = engine.open("lino", { seed: "3" });
  // @ts-expect-error: Lino's entry opens Lino alone
  engine.open("linx");
  // @ts-expect-error: nor makes another game's bots
  engine.newBot("linko", "random");
  const games: GameInfo<"lino">[] = engine.games();
  const worker = await loadLinoWorker();
  // @ts-expect-error: nor does its worker
  await worker.open("linko");
  console.log(table.toMove, games, await worker.open("lino"));
}

/** A Lino board's buttons, one label a move; an esbuild app's worker. */
export async function buttons(): Promise<void> {
  const engine = await loadWorker(undefined, { workerUrl: new URL("./tabletop-worker.js", "https://example.org/") });
  const table = await engine.open("lino");
  const view = await table.view(0, "fr");
  for (const choice of view.legalMoves) for (const move of movesOf(choice, view)) console.log(move.label ?? choice.label, move.json);
  const name: string = cellName(view, "4,0");
  // @ts-expect-error: a cell is "x,y"
  cellName(view, "F2");
  // @ts-expect-error: workerUrl is a URL or a string
  await loadWorker(undefined, { workerUrl: 7 });
  console.log(name);
}

// The helpers entry: the same helpers and the games' types, no engine.
import * as helpers from "@tabletop/engines/helpers";
import type { LinoView as HelpersLinoView, Choice as HelpersChoice } from "@tabletop/engines/helpers";

export function helpersAlone(view: HelpersLinoView, choice: HelpersChoice<"lino">): string[] {
  const same: typeof movesOf = helpers.movesOf;
  const computer: "\u0000computer" = helpers.COMPUTER;
  const names: string[] = [computer, "Ada"];
  // @ts-expect-error: the helpers entry has no engine to load
  void helpers.load;
  if (!(new helpers.TabletopError("x") instanceof TabletopError)) return names;
  return same(choice, view).map((m) => m.label ?? helpers.cellName(view, "0,0"));
}

// The languages, and the one a tag is answered in: one of them, whose
// name a page may set as <html lang>; a not-from-start failure is a code.
import { languages, matchLanguage, type Language, type ErrorCode } from "@tabletop/engines";

export function languageOf(tag: string): Language {
  const lang: "en" | "fr" | "it" | "nl" = matchLanguage(tag);
  const all: readonly Language[] = helpers.languages;
  // @ts-expect-error: languages cannot be changed
  languages.push("de");
  // @ts-expect-error: matchLanguage takes a tag
  matchLanguage(42);
  const code: ErrorCode = "not-from-start";
  void code;
  return all.includes(lang) ? lang : "en";
}

// Code for any game (the guide's "Code for any game"): one function plays
// whichever game it is given, its options that game's, under --strict and
// exactOptionalPropertyTypes (tsconfig.json).
export async function playAny<G extends GameName>(game: G, options: OptionsOf[G]): Promise<string[]> {
  const engine = await load();
  let table: Table<G> = engine.open(game, options);
  const said: string[] = [];
  while (!table.over) {
    const view = table.view(table.toMove);
    const choice = view.legalMoves[0];
    if (choice === undefined) break;
    const [move] = movesOf(choice, view);
    if (move === undefined) break;
    const same: Move<MoveOf[G]>[] = movesOf<G>(choice, view);
    if (move.label !== undefined) said.push(move.label, `${same.length}`);
    const next = table.play(table.toMove, move.json);
    next.events.close();
    table.close();
    table = next.table;
  }
  table.close();
  return said;
}

// The guide's "Code for any game", as written there.
export async function playFirstMoves<G extends GameName>(game: G, options: OptionsOf[G]) {
  const engine = await loadWorker();
  let table = await engine.open(game, options);
  while (!table.over) {
    const view = await table.view(table.toMove);     // a View<G>: legalMoves is a ViewChoiceOf[G][]
    const [move] = movesOf(view.legalMoves[0]!, view); // Move<MoveOf[G]>
    const { table: next, events } = await table.play(table.toMove, move!.json);
    await Promise.all([table.close(), events.close()]);
    table = next;
  }
  return table;
}

// A board for any game (js-r34 #6): View<GameName> is the union of the
// three games' views, which game tells apart; a member of another game's
// view, or of none, is an error.
export function board(view: View<GameName>): number {
  if (view.game === "lino") return view.tiles.length + view.axes.columns.length;
  // @ts-expect-error: only Lino's view has tiles, and this one is not Lino's
  view.tiles;
  if (view.game === "linx") return view.grid.length;
  // @ts-expect-error: a Linko! view has no grid
  view.grid;
  return view.display.length;
}

export async function boards(): Promise<number> {
  const engine = await load();
  const views: View<GameName>[] = [engine.open("lino").view(0), engine.open("linx").view(-1), engine.open("linko").view(0)];
  const lino: View<"lino"> = engine.open("lino").view(0);
  const same: LinoView = lino;
  // @ts-expect-error: View<"lino"> is Lino's view alone
  const other: View<"linx"> = lino;
  return views.map(board).length + same.tiles.length + other.grid.length;
}

export async function callers(): Promise<void> {
  await playFirstMoves("lino", { seed: "1" });
  await playFirstMoves("linko", { players: 3 });
  await playAny("linx", { players: 4, teams: true });
  // @ts-expect-error: LINX's options are not Lino's
  await playFirstMoves("lino", { players: 4, teams: true });
}

// The README's "The worker" (one API for Node and the page): a function that takes
// either kind of table awaits each call.
export async function either<G extends GameName>(table: Table<G> | WorkerTable<G>): Promise<number> {
  const view = await table.view(0, "fr");
  const choices = await table.choices();
  const { table: next, events } = await table.play(table.toMove, movesOf(choices[0]!, view)[0]!.json);
  const lines: string[] = await events.narrate(0);
  await next.close();
  return lines.length + view.legalMoves.length;
}

// The guide's esbuild recipe, as written: each .wasm subpath is the URL
// string a bundler's file loader gives, and the worker is an entry of its own.
import linoWasm from "@tabletop/engines/lino.wasm";
import tabletopWasm from "@tabletop/engines/tabletop.wasm";
import * as workerEntry from "@tabletop/engines/worker.js";

export async function esbuildRecipe(): Promise<void> {
  const url: string = linoWasm;
  const engine = await loadLinoWorker(new URL(url, import.meta.url), { workerUrl: new URL("./tabletop-worker.js", import.meta.url) });
  const whole = await load(new URL(tabletopWasm, import.meta.url));
  // @ts-expect-error: the .wasm subpath is a URL string, not a module with exports
  console.log(linoWasm.instance);
  await engine.terminate();
  console.log(whole.games, Object.keys(workerEntry).length);
}

// The words' options in place of (names, lang), on both threads' classes.
export async function speech(table: Table<"linko">, remote: WorkerTable<"lino">): Promise<void> {
  const view: LinkoView = table.view(0, { lang: "fr" });
  const text: string = table.viewText(0, { names: ["Ada"], lang: "fr" });
  const { table: next, events } = table.play(0, "leave", { names: ["Ada"] });
  const lines: string[] = events.narrate(0, { lang: "fr" });
  const french: string[] = events.narrate(0, "fr");
  const far: LinoView = await remote.view(0, { lang: "nl" });
  const farLines: string[] = await (await remote.play(0, "pass", { lang: "it" })).events.narrate(0, { names: [] });
  // @ts-expect-error: names are strings
  table.view(0, { names: [1] });
  // @ts-expect-error: the options are lang and names
  table.choices({ language: "fr" });
  console.log(view, text, next, lines, french, far, farLines);
}

// The guide's component pattern ("In a component"), without React: the
// table aside in a ref, plain data in state, each handle closed where read.
export function component(engine: Awaited<ReturnType<typeof loadLinoWorker>>, lang: string) {
  const game: { current: WorkerTable<"lino"> | null } = { current: null };
  let view: LinoView | undefined;
  let lines: string[] = [];
  const undo: object[] = [];
  const setView = (v: LinoView) => { view = v; };
  const setLines = (l: string[]) => { lines = l; };
  let live = true;
  engine.open("lino").then(async (t) => {
    if (!live) return t.close();
    game.current = t;
    setView(await t.view(0, { lang }));
  });
  const cleanup = () => { live = false; game.current?.close(); game.current = null; };
  async function play(json: LinoMove) {
    const table = game.current!;
    undo.push(await table.position());
    const { table: next, events } = await table.play(table.toMove, json, { lang });
    game.current = next;
    setLines(await events.narrate(0, { lang }));
    events.close(); table.close();
    setView(await next.view(0, { lang }));
  }
  async function back() {
    const position = undo.pop();
    if (position === undefined) return;
    await game.current?.close();
    game.current = await engine.load("lino", position);
  }
  return { play, back, cleanup, state: () => [view, lines] as const };
}

// The root entry names no build: its load and loadWorker need a source
// (the whole is @tabletop/engines/all's, a game's its entry's).
import * as rootEntry from "@tabletop/engines";
import type { ChosenMove } from "@tabletop/engines";

export async function rootNeedsASource(): Promise<void> {
  // @ts-expect-error: the root entry's load takes a source
  await rootEntry.load();
  // @ts-expect-error: and its loadWorker
  await rootEntry.loadWorker();
  await rootEntry.load(new URL(tabletopWasm, import.meta.url));
}

// choose with describe: the move whole, typed per game, on both threads.
export async function chosen(table: Table<"lino">, remote: WorkerTable<"linx">): Promise<void> {
  const engine = await loadLino();
  const bot = engine.newBot("lino", "greedy");
  const notation: string = await bot.choose(table);
  const move: ChosenMove<LinoMove> = await bot.choose(table, { describe: true, lang: "fr" });
  const label: string | undefined = move.label;
  console.log(notation, move.notation, move.json.kind, label);
  const worker = await loadLinoWorker();
  const far = await (await worker.newBot("lino", "ismcts")).choose(await worker.open("lino"), { describe: true });
  console.log(far.notation, far.preview, remote.game);
}

/** Lino's choices narrow on kind, and a tile's on whether it has moves (which a compact one has not). */
export function linoTargets(choice: Choice<"lino">): Cell[] {
  if (choice.kind === "place") return choice.moves.map((m) => m.to);
  const tile: string = choice.label + choice.from;
  if (choice.moves === undefined) {
    // @ts-expect-error: a compact choice has no moves
    console.log(tile, choice.moves.length);
    return choice.to;
  }
  // @ts-expect-error: a tile of one cell has it alone
  choice.to.forEach(console.log);
  const one: [unknown] = choice.moves;
  console.log(one);
  return [choice.to];
}
