// An esbuild app: esbuild does not follow new URL(…, import.meta.url), so
// the app imports the WebAssembly's URL and the prebuilt worker's (loader
// "file" copies both, in the one build of build.mjs, the README's), loads
// the engine on the page's thread, and starts it in that worker.
import wasm from "@tabletop/engines/tabletop.wasm";
import workerFile from "@tabletop/engines/worker-file";
import { load, loadWorker } from "@tabletop/engines";

const report = (r) => fetch("/report", { method: "POST", body: JSON.stringify(r) });
try {
  const engine = await load(new URL(wasm, import.meta.url));
  let table = engine.open("linx", { seed: "5", players: 3 });
  const bot = engine.newBot("linx", "greedy");
  const said = [];
  for (let i = 0; i < 3; i++) {
    const { table: next, events } = table.play(table.toMove, await bot.choose(table));
    said.push(...events.narrate(-1, [], navigator.language));
    table = next;
  }
  const worker = await loadWorker(new URL(wasm, import.meta.url), { workerUrl: new URL(workerFile, import.meta.url) });
  const there = await worker.open("linx", { seed: "5", players: 3 });
  const workerBot = await worker.newBot("linx", "greedy");
  const workerMove = await workerBot.choose(there);
  const workerLegal = (await there.legalMoves()).includes(workerMove);
  worker.terminate();
  document.getElementById("said").textContent = said.join(" ");
  report({ said, toMove: table.toMove, workerMove, workerLegal, globals: ["Go", "fs", "process", "path"].filter((k) => k in globalThis) });
} catch (err) {
  report({ error: String(err?.stack ?? err) });
}
