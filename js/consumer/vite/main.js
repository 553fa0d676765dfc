// A Lino app built with Vite: Lino's engine in the package's Web Worker,
// which Vite bundles with the WebAssembly it finds through new URL(…,
// import.meta.url), and helpers imported from the root entry as an
// editor's auto-import writes them, which must add no other build
// (build.mjs checks that out/vite holds Lino's alone).
import { loadWorker } from "@tabletop/engines/lino";
import { cellName, movesOf, TabletopError, COMPUTER } from "@tabletop/engines";

const report = (r) => fetch("/report", { method: "POST", body: JSON.stringify(r) });
try {
  const engine = await loadWorker();
  let table = await engine.open("lino", { seed: "5" });
  const bot = await engine.newBot("lino", "ismcts", { iterations: 1_000_000 });
  const said = [];
  for (let i = 0; i < 3; i++) {
    const move = await bot.choose(table, { signal: AbortSignal.timeout(100) });
    const { table: next, events } = await table.play(table.toMove, move);
    said.push(...(await events.narrate(-1, [], navigator.language)));
    await Promise.all([table.close(), events.close()]);
    table = next;
  }
  const view = await table.view(table.toMove);
  const named = movesOf(view.legalMoves[0], view).map((m) => m.label ?? cellName(view, m.json.to));
  document.getElementById("said").textContent = said.join(" ");
  report({ said, named: named.length > 0 && named.every((l) => typeof l === "string"), helpers: typeof TabletopError === "function" && COMPUTER.length > 0, toMove: table.toMove, globals: ["Go", "fs", "process", "path"].filter((k) => k in globalThis) });
} catch (err) {
  report({ error: String(err?.stack ?? err) });
}
