// A page (lib DOM): the platform's types where the package takes them.
import { load, loadWorker } from "@tabletop/engines/all";

export async function page(stop: AbortController): Promise<string> {
  const engine = await load(new URL("/tabletop.wasm", location.href));
  await load(await fetch("/tabletop.wasm"));
  await load(await WebAssembly.compileStreaming(fetch("/tabletop.wasm")));
  engine.open("lino").close();
  const worker = await loadWorker(new Uint8Array(8));
  const bot = await worker.newBot("lino", "ismcts", { ms: 100 });
  return bot.choose(await worker.open("lino"), { signal: stop.signal });
}
