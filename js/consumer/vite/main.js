// A Vite app: the engine in the package's Web Worker, which Vite bundles
// with the WebAssembly it finds through new URL(…, import.meta.url).
import { loadWorker } from "@tabletop/engines";

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
  document.getElementById("said").textContent = said.join(" ");
  report({ said, toMove: table.toMove, globals: ["Go", "fs", "process", "path"].filter((k) => k in globalThis) });
} catch (err) {
  report({ error: String(err?.stack ?? err) });
}
