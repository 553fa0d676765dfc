// A benchmark, not a test: the search bot's speed in WebAssembly, in ISMCTS
// iterations a second of the process's CPU time, at a few positions of
// each game (the opening and after some random moves), the median of
// several searches each. What wasm/build's size flags (inlining off) are
// weighed against.
//
//   node bench/ismcts.mjs [path/to/tabletop.wasm] [iterations]
import { load } from "@tabletop/engines/all";

const [source, n] = process.argv.slice(2);
const iterations = Number(n ?? 2000);
const engine = await load(source || undefined);

/** The CPU time, in seconds, that f takes. */
async function cpu(f) {
  const used = process.cpuUsage();
  await f();
  const { user, system } = process.cpuUsage(used);
  return (user + system) / 1e6;
}

const games = [["linko", { players: 3, seed: "11" }], ["lino", { seed: "11" }], ["linx", { players: 2, seed: "11" }]];
for (const [game, options] of games) {
  const random = engine.newBot(game, "random", { seed: "3" });
  const rates = [];
  let table = engine.open(game, options);
  for (let at = 0; at < 4 && !table.over; at++) {
    const bot = engine.newBot(game, "ismcts", { iterations, seed: "5" });
    await bot.choose(table); // warm-up: V8 compiles the hot code again
    for (let run = 0; run < 3; run++) rates.push(iterations / (await cpu(() => bot.choose(table))));
    bot.close();
    for (let k = 0; k < 6 && !table.over; k++) {
      const { table: next, events } = table.play(table.toMove, await random.choose(table));
      events.close();
      table.close();
      table = next;
    }
  }
  table.close();
  random.close();
  rates.sort((a, b) => a - b);
  console.log(`${game}: ${Math.round(rates[rates.length >> 1])} iterations/s (median of ${rates.length})`);
}
