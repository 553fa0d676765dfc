// A seed is a whole number from 0 to 2^64 - 1: given as its digits, a
// BigInt or a safe number it reaches the engine whole; a number past 2^53,
// which JavaScript has already rounded, is refused, never played rounded.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, loadWorker } from "@tabletop/engines/all";
import { TabletopError } from "@tabletop/engines";

const engine = await load();
const biggest = "18446744073709551615";

test("a seed past 2^53 as digits or a BigInt deals the same game", () => {
  const digits = engine.open("linko", { seed: biggest });
  const big = engine.open("linko", { seed: 2n ** 64n - 1n });
  assert.equal(digits.options().seed, biggest);
  assert.equal(big.viewJSON(0), digits.viewJSON(0));
  // The seed one below deals another game: nothing was rounded.
  const below = engine.open("linko", { seed: 2n ** 64n - 2n });
  assert.notEqual(below.viewJSON(0), digits.viewJSON(0));
  const bot = engine.newBot("lino", "random", { seed: 2n ** 60n + 1n });
  assert.equal(bot.options.seed, String(2n ** 60n + 1n));
  for (const v of [digits, big, below, bot]) v.close();
});

test("a seed that JavaScript has rounded, or that is no seed, is refused with one code, bad-seed", () => {
  for (const seed of [1.5, -1, 2n ** 64n, -1n, null, true, "abc", "1e3", "-1", "", "18446744073709551616"]) {
    const makes = [
      () => engine.open("linko", { seed }),
      () => engine.newBot("linko", "ismcts", { seed }),
      () => engine.newBot("lino", "random", { seed }),
      () => engine.fold("linx", { seed }, []),
    ];
    if (typeof seed !== "bigint") makes.push(() => engine.open("lino", JSON.stringify({ seed })));
    for (const make of makes) {
      assert.throws(make, (err) => err instanceof TabletopError && err.code === "bad-seed" && /^Engine\.\w+: options\.seed must be a whole number from 0 to 2\^64 - 1, not [^:]*$/.test(err.message) && /a BigInt/.test(err.detail), String(seed));
    }
  }
  // A number past 2^53 - 1 is in the range but already rounded: the
  // message says so and what to pass, and never prints the rounded value.
  for (const seed of [2 ** 53, 2 ** 60]) {
    for (const make of [() => engine.open("lino", { seed }), () => engine.newBot("linko", "ismcts", { seed }), () => engine.open("lino", JSON.stringify({ seed }))]) {
      assert.throws(make, (err) => err instanceof TabletopError && err.code === "bad-seed" && /^Engine\.\w+: options\.seed is a number above 2\^53 - 1, which JavaScript has already rounded: pass the seed as a string of its digits or a BigInt$/.test(err.message) && !err.message.includes(String(seed)), String(seed));
    }
  }
  // Left out, or undefined, a seed is drawn.
  assert.match(engine.newBot("lino", "random", { seed: undefined }).options.seed, /^[0-9]+$/);
});

test("guess takes a seed as digits, a BigInt or a safe number", () => {
  const table = engine.open("linko", { seed: "5", players: 3 });
  const view = table.viewJSON(0);
  const a = engine.guess("linko", view, "18446744073709551614");
  const b = engine.guess("linko", view, 2n ** 64n - 2n);
  assert.equal(a.viewJSON(-1), b.viewJSON(-1));
  engine.guess("linko", view, 7).close();
  for (const seed of [null, "abc", -1]) {
    assert.throws(() => engine.guess("linko", view, seed), (err) => err instanceof TabletopError && err.code === "bad-seed" && err.message.startsWith("Engine.guess: seed must be"));
  }
  assert.throws(() => engine.guess("linko", view, 2 ** 62), (err) => err instanceof TabletopError && err.code === "bad-seed" && err.message.startsWith("Engine.guess: seed is a number above 2^53 - 1"));
  for (const v of [table, a, b]) v.close();
});

test("a worker takes a BigInt seed too", async () => {
  const worker = await loadWorker();
  try {
    const table = await worker.open("linx", { seed: 2n ** 63n });
    assert.equal((await table.options()).seed, String(2n ** 63n));
    await assert.rejects(worker.open("linx", { seed: 2 ** 63 }), (err) => err instanceof TabletopError && err.code === "bad-seed");
    await assert.rejects(worker.newBot("linx", "ismcts", { seed: null }), (err) => err instanceof TabletopError && err.code === "bad-seed");
  } finally {
    worker.terminate();
  }
});
