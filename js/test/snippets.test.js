// Every JavaScript and TypeScript block of the README and the guide
// compiles under tsc --strict (and exactOptionalPropertyTypes) against the
// package's declarations, as a TypeScript user pastes it: each block a
// module of its own, after the declarations of what its section gave
// before it (the table, the bot, the board's cellAt).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL("..", import.meta.url));

/**
 * What each section's blocks use without declaring it, by the section's
 * heading: the values the text around the block says they are. A block
 * whose section is not here declares all it uses.
 */
const givens = {
  "Lino's board: a tile, then a cell": `
import { movesOf, type Cell, type LinoMove, type WorkerTable } from "@tabletop/engines/lino";
declare const table: WorkerTable<"lino">;
declare const names: string[];
declare const lang: string;
declare function cellAt(cell: Cell): HTMLElement;
declare function play(move: LinoMove): void;`,
  Cancellation: `
import type { WorkerBot, WorkerTable } from "@tabletop/engines/lino";
declare const table: WorkerTable<"lino">;
declare const bot: WorkerBot<"lino">;
declare const playNow: HTMLButtonElement;
declare const stop: AbortController;`,
  "Settings from games()": `
import { TabletopError, type Engine } from "@tabletop/engines";
declare const engine: Engine;
declare const form: { mark(field: string | undefined): void; error: string };`,
  // React's hooks as React 19 declares what the block uses of them.
  "What to close": `
import type { View, WorkerEngine, WorkerEvents } from "@tabletop/engines/lino";
declare const engine: WorkerEngine<"lino">;
declare const events: WorkerEvents<"lino">;
declare const names: string[];
declare const lang: string;
declare function useRef<T>(initial: T): { current: T };
declare function useEffect(effect: () => () => void, deps: unknown[]): void;
declare function setView(view: View<"lino">): void;
declare function setLines(lines: string[]): void;`,
};

/** Vite's one function the configs call, as vite declares it, so that no Vite need be installed. */
const vite = `declare module "vite" { export function defineConfig<T extends object>(config: T): T; }\n`;

/** The blocks of a Markdown text, each with the heading it is under. */
function blocks(name, text) {
  const out = [];
  let heading = "";
  let open = null;
  text.split("\n").forEach((line, i) => {
    if (open === null && /^#+ /.test(line)) heading = line.replace(/^#+ /, "");
    else if (open === null && /^```(js|ts)$/.test(line)) open = { where: `${name}:${i + 1}`, heading, lines: [] };
    else if (open !== null && line === "```") (out.push(open), (open = null));
    else if (open !== null) open.lines.push(line);
  });
  return out;
}

test("every JavaScript and TypeScript block of the README and the guide compiles under tsc --strict", () => {
  const all = ["README.md", "docs/guide.md"].flatMap((name) => blocks(name, readFileSync(join(here, name), "utf8")));
  assert.ok(all.length >= 13, `${all.length} blocks`);
  assert.ok(all.some((b) => b.heading === "Lino's board: a tile, then a cell"), "the headings givens names are the documents'");
  // Inside the package's folder, so that "@tabletop/engines" is the package itself.
  const dir = mkdtempSync(join(here, "test", ".snippets-"));
  try {
    const files = all.map((block, i) => {
      const file = `block${i}.ts`;
      // What the section gave, but what this block declares itself.
      const given = (givens[block.heading] ?? "").split("\n").filter((line) => {
        const name = line.match(/^declare (?:const|function) (\w+)/)?.[1];
        return name === undefined || !new RegExp(`^(const|let|function) ${name}\\b`, "m").test(block.lines.join("\n"));
      }).join("\n");
      // The mapping back: a block's line n is the file's line n + offset.
      const offset = given.split("\n").length + 1;
      writeFileSync(join(dir, file), `${given}\n// ${block.where}\n${block.lines.join("\n")}\nexport {};\n`);
      return { file, block, offset };
    });
    writeFileSync(join(dir, "vite.d.ts"), vite);
    const options = JSON.parse(readFileSync(join(here, "tsconfig.json"), "utf8")).compilerOptions;
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: options, files: ["vite.d.ts", ...files.map((f) => f.file)] }));
    const tsc = join(here, "node_modules", "typescript", "bin", "tsc");
    let output = "";
    try {
      execFileSync(process.execPath, [tsc, "-p", dir], { encoding: "utf8" });
    } catch (err) {
      output = err.stdout || String(err);
    }
    // Each error said at its block's place in the document.
    const said = output.replace(/\S*block(\d+)\.ts\((\d+),(\d+)\)/g, (_, i, line) => {
      const { block, offset } = files[Number(i)];
      return `${block.where.split(":")[0]}:${Number(block.where.split(":")[1]) + Number(line) - offset}`;
    });
    assert.equal(said, "", "tsc --strict refuses a block");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
