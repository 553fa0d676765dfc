// Engine.simulate: whole games inside the engine, one call for them all.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, loadWorker } from "@tabletop/engines/all";
import { TabletopError } from "@tabletop/engines";

const engine = await load();

// playOut plays table to its end, each move the one botOf(seat) chooses
// for the seat to move, closing what each move leaves behind: the last
// table, and how many moves it took.
async function playOut(table, botOf) {
  let moves = 0;
  while (!table.over) {
    const next = table.play(table.toMove, await botOf(table.toMove).choose(table));
    next.events.close();
    table.close();
    table = next.table;
    moves++;
  }
  return { table, moves };
}

test("simulate plays every game to its end, as the same bots would move by move", async () => {
  const games = engine.simulate("lino", { bots: ["greedy", "greedy"], games: 3, seed: 8 });
  assert.equal(games.length, 3);
  for (const game of games) {
    assert.deepEqual(Object.keys(game).sort(), ["bots", "moves", "scores", "seed", "winners"]);
    assert.deepEqual(game.bots, [{ name: "greedy", options: {} }, { name: "greedy", options: {} }]);
    assert.equal(game.scores.length, 2);
    assert.ok(game.winners.every((seat) => game.scores[seat] === Math.max(...game.scores)));
    // Greedy chooses from the view alone: the game of the reported seed,
    // played again through the API, ends alike.
    const greedy = engine.newBot("lino", "greedy");
    const { table, moves } = await playOut(engine.open("lino", { seed: game.seed }), () => greedy);
    assert.equal(moves, game.moves);
    assert.deepEqual(table.scores, game.scores);
    assert.deepEqual(table.winners, game.winners);
    table.close();
    greedy.close();
  }
  assert.equal(engine.held(), 0);
});

test("simulate draws game i from seed and i alone: more games begin with a shorter run's", () => {
  const bots = ["random", { name: "random", options: { seed: "5" } }, "greedy"];
  const options = { players: 3 };
  const five = engine.simulate("linko", { bots, games: 5, seed: "77", options });
  const two = engine.simulate("linko", { bots, games: 2, seed: 77n, options });
  assert.deepEqual(two, five.slice(0, 2));
  assert.equal(new Set(five.map((g) => g.seed)).size, 5, "each game its own deal");
  const other = engine.simulate("linko", { bots, games: 2, seed: 78, options });
  assert.notDeepEqual(other, two);
});

test("simulate refuses bad arguments with a TabletopError naming it", () => {
  const refused = (spec, code) =>
    assert.throws(() => engine.simulate("linx", spec), (err) => err instanceof TabletopError && err.code === code && err.message.startsWith("Engine.simulate"), JSON.stringify(spec));
  refused(undefined, "bad-argument");
  refused({ bots: [] }, "bad-argument");
  refused({ bots: ["greedy", 3] }, "bad-argument");
  refused({ bots: ["greedy", "greedy"], games: 0 }, "bad-argument");
  refused({ bots: ["greedy", "greedy"], games: 1.5 }, "bad-argument");
  refused({ bots: ["greedy", "greedy"], seed: -1 }, "bad-seed");
  refused({ bots: ["greedy", "nobody"] }, "unknown-bot");
  refused({ bots: ["greedy", "greedy", "greedy"] }, "invalid-options");
  refused({ bots: ["greedy", { name: "greedy", options: { seed: 1 } }] }, "invalid-options");
});

test("simulate in the worker: the same games, off the caller's thread", async () => {
  const worker = await loadWorker();
  try {
    const spec = { bots: ["greedy", "random"], games: 2, seed: 3, options: { players: 2 } };
    assert.deepEqual(await worker.simulate("linx", spec), engine.simulate("linx", spec));
  } finally {
    worker.terminate();
  }
});

test("simulate reports each bot's options, its seed among them, which play the game again move by move", async () => {
  const [game] = engine.simulate("linx", { bots: ["random", { name: "ismcts", options: { iterations: 20 } }], games: 1, seed: 5 });
  assert.equal(game.bots[1].name, "ismcts");
  assert.equal(game.bots[1].options.iterations, 20);
  const bots = game.bots.map((bot) => engine.newBot("linx", bot.name, bot.options));
  const { table, moves } = await playOut(engine.open("linx", { seed: game.seed }), (seat) => bots[seat]);
  assert.equal(moves, game.moves);
  assert.deepEqual(table.scores, game.scores);
  for (const v of [table, ...bots]) v.close();
});
