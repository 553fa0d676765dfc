// Names in view, viewText, choices, play and playJSON, as narrate takes
// them: (seat, names, lang), or (seat, lang) as before; COMPUTER calls a
// seat the computer.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, loadWorker, COMPUTER, TabletopError } from "@tabletop/engines";

const engine = await load();
const names = ["Ada", "Bob", "Cyd"];

test("viewText and view take names before the language, or the language alone", () => {
  const table = engine.open("linko", { players: 3, seed: "42" });
  assert.match(table.viewText(1, names, "fr"), /Ada/);
  assert.equal(table.viewText(1, "fr"), table.viewText(1, undefined, "fr"));
  assert.doesNotMatch(table.viewText(1, "fr"), /Ada/);
  assert.notEqual(table.viewText(1, "fr"), table.viewText(1, "en"));
  assert.deepEqual(table.view(0, names, "en"), JSON.parse(table.viewJSON(0, names, "en")));
  assert.deepEqual(table.choices(names, "en"), table.choices("en"), "the opening's choices name nobody");
  assert.throws(() => table.viewText(0, [1], "en"), { name: "TabletopError", code: "bad-argument", message: /^Table\.viewText: names must be an array of strings/ });
  assert.throws(() => table.view(0, "fr", "en"), { code: "bad-argument" });
  table.close();
});

test("a refused move names the seats as play is given them", () => {
  const table = engine.open("linko", { players: 3, seed: "42" });
  for (const play of [() => table.play(1, "leave", names, "en"), () => table.playJSON(1, '"leave"', names)]) {
    assert.throws(play, (err) => {
      assert.ok(err instanceof TabletopError);
      assert.equal(err.reason, "not-your-turn");
      assert.equal(err.playerMessage, "It is not your turn: Ada is to move.");
      return true;
    });
  }
  assert.throws(() => table.play(1, "leave", "en"), { playerMessage: "It is not your turn: Seat 1 is to move." });
  table.close();
});

test("the worker's table takes names as the caller's thread's does", async () => {
  const remote = await loadWorker();
  try {
    const table = await remote.open("linko", { players: 3, seed: "42" });
    const local = engine.open("linko", { players: 3, seed: "42" });
    assert.equal(await table.viewText(1, names, "it"), local.viewText(1, names, "it"));
    await assert.rejects(table.play(1, "leave", names, "en"), { playerMessage: "It is not your turn: Ada is to move." });
    local.close();
  } finally {
    remote.terminate();
  }
});

test("COMPUTER narrates a bot's seat as the computer", async (t) => {
  const table = engine.open("linx", { players: 2, seed: "3" });
  const bot = engine.newBot("linx", "random", { seed: 1 });
  const { table: next, events } = table.play(0, await bot.choose(table));
  const said = events.narrate(1, [COMPUTER, "Ada"], "en").join(" ");
  if (said.includes("\u0000")) {
    t.skip("this build does not know tabletop.Computer's name yet (the branch that adds it is not merged)");
  } else {
    assert.match(said, /[Tt]he computer/);
    assert.doesNotMatch(said, /Seat 1|Yellow/);
  }
  for (const v of [table, next, events, bot]) v.close();
});
