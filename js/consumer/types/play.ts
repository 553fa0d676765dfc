// What every configuration compiles: the package's API with no platform
// type (no DOM, no Node), as a program under lib ES2022 alone can use it.
import { load, loadWorker } from "@tabletop/engines/all";
import { movesOf, TabletopError, type Engine, type LinoView } from "@tabletop/engines";

export async function playLino(engine: Engine): Promise<string[]> {
  let table = engine.open("lino", { seed: "7" });
  const bot = engine.newBot("lino", "ismcts", { iterations: 100 });
  const said: string[] = [];
  while (!table.over && said.length < 4) {
    const view: LinoView = table.view(table.toMove, "fr-BE");
    const first = movesOf(view.legalMoves[0])[0];
    const move = table.toMove === 0 ? first.json : await bot.choose(table);
    const { table: next, events } = table.play(table.toMove, move);
    said.push(...events.narrate(-1, [], "fr"));
    events.close();
    table.close();
    table = next;
  }
  try {
    table.play(9, "pass");
  } catch (err) {
    if (err instanceof TabletopError) said.push(err.code, err.message);
  }
  return said;
}

export async function inWorker(): Promise<number> {
  const engine = await loadWorker();
  const table = await engine.open("linx", { players: 2 });
  const bot = await engine.newBot("linx", "greedy");
  const move = await bot.choose(table);
  const { table: next } = await table.play(table.toMove, move);
  engine.terminate();
  return next.toMove;
}

export const started: Promise<Engine> = load();
