// A benchmark, not a test: Lino's opening view() and choices() in Node,
// whose goal is at most 20 ms each and 40 KB of JSON (issue 39). It
// prints the median of runs calls of each, and the JSON's size.
//
//   node bench/lino-opening.mjs [runs]      # npm run bench
import { load } from "@tabletop/engines";

const runs = Number(process.argv[2] ?? 30);
const engine = await load();
const table = engine.open("lino", { seed: "1" });

/** The median time of f over runs calls, in ms, after one call to warm up. */
function median(f) {
  f();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    f();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

for (const [name, f, text] of [
  ["view(0)", () => table.view(0), () => table.viewJSON(0)],
  ["choices()", () => table.choices(), () => JSON.stringify(table.choices())],
]) {
  const ms = median(f);
  const kb = text().length / 1000;
  console.log(`lino opening ${name}: ${ms.toFixed(1)} ms (goal 20), ${kb.toFixed(1)} KB of JSON (goal 40)`);
}
table.close();
