// How soon a described choose answers a "Stop" (js-r36 #7): the bot's
// search (ismcts, 5 s) stopped at 300 ms, with describe: true, the first
// time in a new engine after warm(), and twice more on new tables, in the
// worker. A measure to read, never a test: the machine's load moves it.
//
//   node bench/describe-abort.mjs
import { loadWorker } from "@tabletop/engines/lino";

const engine = await loadWorker();
let at = performance.now();
await engine.warm();
console.log(`warm(): ${Math.round(performance.now() - at)} ms`);
for (let i = 0; i < 3; i++) {
  const table = await engine.open("lino", { seed: String(10 + i) });
  const bot = await engine.newBot("lino", "ismcts", { ms: 5000 });
  const stop = new AbortController();
  setTimeout(() => stop.abort(), 300);
  at = performance.now();
  const chosen = await bot.choose(table, { signal: stop.signal, describe: true, lang: "fr" });
  console.log(`described choose ${i + 1}, stopped at 300 ms: answered at ${Math.round(performance.now() - at)} ms (${chosen.label})`);
}
engine.terminate();
