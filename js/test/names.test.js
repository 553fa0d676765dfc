// Names in view, viewText, choices, play and playJSON, as narrate takes
// them: (seat, names, lang), or (seat, lang) as before; COMPUTER calls a
// seat the computer.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, loadWorker } from "@tabletop/engines/all";
import { COMPUTER, TabletopError } from "@tabletop/engines";

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

test("every call that takes names and a language takes an options object { lang, names } too", async () => {
  const table = engine.open("linko", { players: 3, seed: "42" });
  assert.equal(table.viewText(1, { lang: "fr" }), table.viewText(1, undefined, "fr"));
  assert.equal(table.viewText(1, { names, lang: "fr" }), table.viewText(1, names, "fr"));
  assert.equal(table.viewJSON(0, { names }), table.viewJSON(0, names));
  assert.deepEqual(table.choices({ lang: "it" }), table.choices("it"));
  assert.throws(() => table.play(1, "leave", { names, lang: "fr" }), { reason: "not-your-turn", playerMessage: /^Ce n’est pas votre tour\u00a0: c’est à Ada de jouer\.$/ });
  const bad = (() => { try { table.view(0, { language: "fr" }); } catch (err) { return err; } })();
  assert.equal(bad.code, "bad-argument");
  assert.match(bad.message, /^Table\.view: options\.language must be absent: the options are \{ lang, names \}/);
  const { table: next, events } = table.play(0, table.legalMoves()[0]);
  // narrate takes the language alone, as the others do, and the options.
  assert.deepEqual(events.narrate(0, "fr"), events.narrate(0, [], "fr"));
  assert.deepEqual(events.narrate(1, { names, lang: "nl" }), events.narrate(1, names, "nl"));
  for (const v of [next, events]) v.close();
  const remote = await loadWorker();
  try {
    const far = await remote.open("linko", { players: 3, seed: "42" });
    assert.equal(await far.viewText(1, { names, lang: "fr" }), table.viewText(1, names, "fr"));
    await far.close();
  } finally {
    await remote.terminate();
  }
  table.close();
});

test("names for more seats than the table has are refused, not read as more players", async () => {
  const table = engine.open("linx", { seed: "1" });
  const five = ["Ada", COMPUTER, COMPUTER, COMPUTER, COMPUTER];
  for (const call of [() => table.view(0, five), () => table.viewText(0, { names: five }), () => table.choices(five, "fr"), () => table.play(0, table.legalMoves()[0], five)]) {
    assert.throws(call, { code: "bad-argument", message: /: names has 5 names for a table of 2 seats: give one a seat/ });
  }
  const { table: next, events } = table.play(0, table.legalMoves()[0], ["Ada", COMPUTER]);
  assert.throws(() => events.narrate(0, five, "fr"), { code: "bad-argument", message: /^Events\.narrate: names has 5 names for a table of 2 seats/ });
  assert.match(events.narrate(1, ["Ada", COMPUTER], "en").join(" "), /Ada/);
  for (const v of [table, next, events]) v.close();
});
