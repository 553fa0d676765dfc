// Writes shapes.ts: the JSON of collect.js's random games declared as
// index.d.ts's types, for tsc --strict (tsconfig.json here), which fails
// where a value is not what its type says: a member the type lacks, a
// member missing, a null where the type says absent.
//
//   node test/shapes/write.mjs && tsc -p test/shapes
import { writeFileSync } from "node:fs";
import { load } from "@tabletop/engines/all";
import { collect } from "./collect.js";

const shapes = collect(await load(), 3, 12);
const Game = { linko: "Linko", lino: "Lino", linx: "Linx" };
const lines = [
  "// Written by write.mjs from random games: do not edit.",
  'import type { Choice, EventOf, Move, MoveOf, TabletopError, ViewOf } from "@tabletop/engines";',
  "",
];
let declared = 0;
/** Declares values as type, a few to a constant: tsc gives up on a union of thousands of literals. */
function declare(type, values) {
  for (let i = 0; i < values.length; i += 10) {
    lines.push(`export const v${declared++}: ${type}[] = ${JSON.stringify(values.slice(i, i + 10))};`);
  }
}
for (const game of ["linko", "lino", "linx"]) {
  const { views, events, choices, moves } = shapes[game];
  declare(`ViewOf["${game}"]`, views);
  declare(`EventOf["${game}"]`, events);
  declare(`Choice<"${game}">`, choices);
  declare(`Move<MoveOf["${game}"]>`, moves);
  console.log(`${Game[game]}: ${views.length} views, ${events.length} events, ${choices.length} choices, ${moves.length} moves`);
}
declare(`Pick<TabletopError, "code" | "reason" | "message" | "detail" | "playerMessage">`, shapes.errors);
const text = lines.join("\n") + "\n";
writeFileSync(new URL("shapes.ts", import.meta.url), text);
console.log(`shapes.ts: ${text.length} bytes, ${shapes.errors.length} errors`);
