// A Node program (@types/node, no DOM): its URL, Buffer, AbortSignal and
// Symbol.dispose are the ones the package's types take.
import { readFileSync } from "node:fs";
import { load, loadWorker } from "@tabletop/engines/all";

export async function node(): Promise<string> {
  const engine = await load(readFileSync("tabletop.wasm"));
  await load(new URL("file:///tmp/tabletop.wasm"));
  {
    using table = engine.open("linko", { players: 3 });
    console.log(table.toMove);
  }
  const worker = await loadWorker();
  const bot = await worker.newBot("linko", "ismcts", { ms: 100 });
  return bot.choose(await worker.open("linko"), { signal: AbortSignal.timeout(50) });
}
