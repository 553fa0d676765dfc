// What the types say of a bot's options and a table's winners is what
// runs: a search bot's iterations are reported where they bound it, a
// table's winners once it is over.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, loadWorker } from "@tabletop/engines/all";

const engine = await load();

test("a search bot reports the options it runs with", () => {
  const cases = [
    [{}, { ms: 0, workers: 1, untilDeadline: false }],
    [{ ms: 100 }, { ms: 100, workers: 1, untilDeadline: false }],
    [{ iterations: 50 }, { iterations: 50, ms: 0, workers: 1, untilDeadline: false }],
    [{ iterations: 50, ms: 100, workers: 2 }, { iterations: 50, ms: 100, workers: 2, untilDeadline: false }],
    [{ untilDeadline: true }, { ms: 0, workers: 1, untilDeadline: true }],
  ];
  for (const [given, filled] of cases) {
    const bot = engine.newBot("lino", "ismcts", { ...given, seed: "9" });
    assert.deepEqual(bot.options, { ...filled, seed: "9" }, JSON.stringify(given));
    bot.close();
  }
  const greedy = engine.newBot("linx", "greedy");
  assert.deepEqual(greedy.options, {});
  greedy.close();
});

test("a worker's search bot has the options a thread's has", async () => {
  const worker = await loadWorker();
  try {
    const bot = await worker.newBot("linx", "ismcts", { seed: "4" });
    const here = engine.newBot("linx", "ismcts", { seed: "4" });
    assert.deepEqual(bot.options, here.options);
    here.close();
    const timed = await worker.newBot("linx", "ismcts", { seed: "4", ms: 20 });
    assert.deepEqual(timed.options, { ms: 20, workers: 1, untilDeadline: false, seed: "4" });
  } finally {
    worker.terminate();
  }
});

test("a table's winners are absent before the end, as the View's, and listed once over", () => {
  let table = engine.open("linx", { seed: "11" });
  assert.equal("winners" in table, false);
  assert.equal(table.view(-1).winners, undefined);
  while (!table.over) table = table.play(table.toMove, table.legalMoves()[0]).table;
  assert.ok(table.winners.length > 0);
  assert.deepEqual(table.winners, table.view(-1).winners);
});

// A settings form built from games(): each option's doc says the rules min
// and max cannot (rounds a multiple of the players, a first seat among
// them, teams of four), and open() refuses a setting they break with an
// invalid-options TabletopError whose field is its name and whose detail
// says why (the README's "Settings from games()").
test("games() says each option's rules in its doc, and open names the setting it refuses", () => {
  const docs = Object.fromEntries(engine.games().flatMap((g) => g.options.map((o) => [`${g.name}.${o.name}`, o.doc])));
  for (const [key, doc] of Object.entries(docs)) assert.ok(typeof doc === "string" && doc.length > 10, key);
  assert.match(docs["linko.rounds"], /multiple of (the )?players/);
  assert.match(docs["linx.teams"], /four players/);
  // The player's message says what to change where a form offers the
  // setting, and that the game cannot be played with the settings where a
  // program sent them wrong; in every language (playerMessageIn).
  for (const [game, options, named, field, said] of [
    ["linko", { players: 3, rounds: 4 }, /rounds/, "rounds", "4 rounds cannot be shared by 3 players: play 1 round, or a multiple of 3 up to 100, so that every seat begins equally often."],
    ["linko", { players: 3, firstSeat: 4 }, /first seat/, "firstSeat", "Seat 5 does not exist with 3 players."],
    ["linx", { players: 3, teams: true }, /teams/, "teams", "Teams need 4 players, not 3."],
    ["linko", { players: 9 }, /9 players/, "players", "Linko! is played by 2 to 5 players, not 9."],
    ["lino", { bonus: "yes" }, /bonus/, "bonus", "Lino cannot be played with these settings."],
    ["linko", { roundz: 2 }, /roundz/, "roundz", "Linko! cannot be played with these settings."],
  ]) {
    assert.throws(() => engine.open(game, options), (err) => err.code === "invalid-options" && err.field === field && named.test(err.detail) && err.playerMessage === said && err.playerMessageIn("fr") !== said, JSON.stringify(options));
    // checkOptions says the same, with no table made.
    assert.throws(() => engine.checkOptions(game, options), (err) => err.code === "invalid-options" && err.field === field && named.test(err.detail), JSON.stringify(options));
  }
  // Options that are no object have no one setting at fault.
  assert.throws(() => engine.checkOptions("linko", "[1]"), (err) => err.code === "invalid-options" && !("field" in err));
  assert.equal(engine.checkOptions("linko", { players: 3, rounds: 3 }), true);
  assert.throws(() => engine.checkOptions("chess", {}), (err) => err.code === "unknown-game");
});

test("games()'s help texts read for a settings form's user: no function's name", () => {
  const docs = engine.games().flatMap((g) => [...g.options, ...g.bots.flatMap((b) => b.options)].map((o) => [`${g.name}.${o.name}`, o.doc]));
  assert.ok(docs.length >= 10);
  for (const [name, doc] of docs) assert.doesNotMatch(doc, /checkOptions|CheckOptions|Table\.|options\(\)|\bDefault|goroutine/, name);
  const { options } = engine.games().find((g) => g.name === "linko");
  assert.equal(options.find((o) => o.name === "seed").doc, "the only source of chance: equal options give equal games; left out, drawn at random, and kept in the game's options");
});
