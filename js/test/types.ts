// Type-checked by tsc --noEmit (the Go test TestTypes): the README's
// example, and the shapes a front-end reads.
import { load, loadWorker, TabletopError, type LinkoEvent, type LinkoView, type LinoView } from "@tabletop/engines";

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
      next = table.play(0, choice.moves[0].json);
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
  try {
    table.play(0, "play 7", "fr");
  } catch (err) {
    if (err instanceof TabletopError) console.log(err.code, err.reason, err.message);
  }
  bot.close();
  table.close();
}

export async function inAWorker(): Promise<void> {
  const engine = await loadWorker();
  const table = await engine.open("lino", { seed: "1" });
  const bot = await engine.newBot("lino", "ismcts", { ms: 500 });
  const controller = new AbortController();
  const move: string = await bot.choose(table, { signal: controller.signal });
  const { table: next, events } = await table.play(table.toMove, move);
  const view: LinoView = await next.view(0, "fr");
  console.log(view.phase, await events.narrate(0), next.toMove);
  await Promise.all([table.close(), next.close(), events.close(), bot.close()]);
  engine.terminate();
}
