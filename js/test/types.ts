// Type-checked by tsc --noEmit (the Go test TestTypes): the README's
// example, and the shapes a front-end reads.
import { load, TabletopError, type LinkoEvent, type LinkoView } from "../index.js";

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
