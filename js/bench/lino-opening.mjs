// A benchmark, not a test: Lino's opening view() and choices() in Node,
// whose goal is at most 20 ms each and 40 KB of JSON (issue 39). It
// prints the median of runs calls of each, in time and in the process's
// CPU time (which a loaded machine inflates less), and the JSON's size.
//
//   node bench/lino-opening.mjs [runs]      # npm run bench
import { load } from "@tabletop/engines/all";
import { median } from "./median.mjs";

const runs = Number(process.argv[2] ?? 30);
const engine = await load();
const table = engine.open("lino", { seed: "1" });

for (const [name, f, text] of [
  ["view(0)", () => table.view(0), () => table.viewJSON(0)],
  ["choices()", () => table.choices(), () => JSON.stringify(table.choices())],
]) {
  const [ms, cpu] = median(f, runs, 10);
  const kb = text().length / 1000;
  console.log(`lino opening ${name}: ${ms.toFixed(1)} ms, ${cpu.toFixed(1)} ms of CPU (goal 20), ${kb.toFixed(1)} KB of JSON (goal 40)`);
}
table.close();
