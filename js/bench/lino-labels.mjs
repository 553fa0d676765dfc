// A benchmark, not a test: Table.labelled on Lino's opening in Node,
// 56 choices of 2,232 moves whose compact form carries no words per move.
// It prints the median of runs of: a table's first labelled call (which
// writes the seat's view and lists the legal moves once for the table),
// a later call on the same table (which reuses them), and the whole
// opening labelled choice by choice, and in one labelledEach call.
//
//   node bench/lino-labels.mjs [runs]      # npm run bench
import { load } from "@tabletop/engines/all";
import { median } from "./median.mjs";

const runs = Number(process.argv[2] ?? 10);
const engine = await load();
const opening = engine.open("lino", { seed: "1" });
const choices = opening.choices();
const widest = choices.reduce((a, b) => (b.to?.length ?? 0) > (a.to?.length ?? 0) ? b : a);

/** The medians of f's time and CPU time, as a text (two calls to warm up). */
function timed(f) {
  const [ms, cpu] = median(f, runs, 2);
  return `${ms.toFixed(1)} ms, ${cpu.toFixed(1)} ms of CPU`;
}

/** A table at Lino's opening that no labelled call has seen yet. */
function fresh(f) {
  const table = engine.open("lino", { seed: "1" });
  try {
    return f(table);
  } finally {
    table.close();
  }
}

const moves = widest.to.length;
const first = timed(() => fresh((table) => table.labelled(widest)));
const later = timed(() => opening.labelled(widest));
const whole = timed(() => fresh((table) => choices.forEach((choice) => table.labelled(choice))));
// The same work in one call: the docs' one figure for both (js-r36 #8).
const each = timed(() => fresh((table) => table.labelledEach(choices)));
console.log(`lino opening labelled(), a table's first call (${moves} moves): ${first}`);
console.log(`lino opening labelled(), a later call on the same table (${moves} moves): ${later}`);
console.log(`lino opening labelled() of all ${choices.length} choices (2,232 moves): ${whole}`);
console.log(`lino opening labelledEach() of the ${choices.length} choices in one call: ${each}`);
opening.close();
