// Whose turn, as the server's event stream says it ("turn"): each move's
// narration ends with the turn sentence once, and turns() gives it beside
// each event's sentence, so that a page cuts it off and says a turn only at
// the end of the newest move.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, loadWorker } from "@tabletop/engines/all";
import { COMPUTER } from "@tabletop/engines";

const engine = await load();

/** Plays game with a seeded random bot at every seat, and calls each with the table before a move and its events. */
async function playThrough(game, options, each) {
  let table = engine.open(game, options);
  const bot = engine.newBot(game, "random", { seed: 5 });
  while (!table.over) {
    const { table: next, events } = table.play(table.toMove, await bot.choose(table));
    each(table, next, events);
    events.close();
    table.close();
    table = next;
  }
  table.close();
  bot.close();
}

for (const [game, options] of [["linko", { players: 3, seed: "4" }], ["lino", { seed: "4" }], ["linx", { players: 2, seed: "4" }]]) {
  test(`${game}: a move's narration ends with one turn sentence, turns() gives it`, async () => {
    const names = ["Ada", COMPUTER, "Cyd"].slice(0, engine.open(game, options).players);
    let moves = 0;
    await playThrough(game, options, (_, next, events) => {
      for (const [seat, lang] of [[-1, "en"], [0, "en"], [1, "fr"]]) {
        const texts = events.narrate(seat, names, lang);
        const turns = events.turns(seat, names, lang);
        assert.equal(turns.length, texts.length);
        turns.forEach((turn, k) => {
          if (turn !== "") assert.ok(texts[k].endsWith(turn), `${JSON.stringify(texts[k])} ends with ${JSON.stringify(turn)}`);
        });
        const said = turns.filter((turn) => turn !== "");
        if (next.over) {
          assert.equal(turns.at(-1), "", "no one's turn once the game is over");
        } else {
          // Said once, at the move's end: the turn of the seat to move now.
          assert.ok(turns.at(-1) !== "", `the last of ${JSON.stringify(texts)} says whose turn`);
          assert.equal(texts.join(" ").split(turns.at(-1)).length - 1, 1, `${JSON.stringify(texts)} says the turn once`);
          if (seat === next.toMove && lang === "en") assert.match(turns.at(-1), /^It is your turn\b/);
        }
        assert.ok(said.length <= 1, `one turn a move: ${JSON.stringify(turns)}`);
      }
      moves++;
    });
    assert.ok(moves > 5);
  });
}

test("turns takes narrate's arguments and refuses as narrate does", () => {
  const table = engine.open("linko", { players: 2, seed: "1" });
  const { table: next, events } = table.play(0, table.legalMoves()[0]);
  assert.deepEqual(events.turns(1, "fr"), events.turns(1, [], "fr"));
  assert.deepEqual(events.turns(1, { names: ["Ada", "Bob"], lang: "it" }), events.turns(1, ["Ada", "Bob"], "it"));
  assert.equal(events.turns(0, ["Ada", "Bob"], "en").at(-1), "It is Bob's turn.");
  assert.match(events.turns(1, ["Ada", "Bob"], "en").at(-1), /^It is your turn: /);
  assert.throws(() => events.turns("1"), { code: "bad-argument", message: /^Events\.turns: / });
  assert.throws(() => events.turns(0, ["a", "b", "c"]), { code: "bad-argument", message: /^Events\.turns: names has 3 names for a table of 2 seats/ });
  for (const v of [table, next, events]) v.close();
});

// js-r36 #6: Lino says whose turn it is at the end of a move's sentence,
// Linko! and LINX in an event of its own (turn-passed, the wire's kind):
// narrate's { turn: false } gives the moves' words alone in every game,
// and the last of turns whose turn it is, on the thread and in the worker.
test("narrate with { turn: false } gives the moves' words alone, in every game alike", async () => {
  const worker = await loadWorker();
  try {
    for (const game of ["linko", "lino", "linx"]) {
      const table = engine.open(game, { seed: "42" });
      const bot = engine.newBot(game, "random", { seed: 1 });
      const move = await bot.choose(table);
      const { events } = table.play(table.toMove, move);
      const whole = events.narrate(-1, "fr");
      const turns = events.turns(-1, "fr");
      const bare = events.narrate(-1, { lang: "fr", turn: false });
      assert.equal(bare.length, whole.length, game);
      assert.equal(turns.findLast(Boolean), "C’est au joueur 2 de jouer.", game);
      bare.forEach((sentence, i) => {
        assert.doesNotMatch(sentence, /de jouer/, `${game}: ${sentence}`);
        assert.equal(sentence === "" ? turns[i] : `${sentence} ${turns[i]}`.trim(), whole[i], game);
      });
      assert.deepEqual(bare.filter((s) => s === "").length, game === "lino" ? 0 : 1, `${game}: a turn-passed event says nothing else`);
      assert.deepEqual(events.narrate(-1, { lang: "fr", turn: true }), whole);
      assert.throws(() => events.narrate(-1, { turn: "no" }), { code: "bad-argument", message: /options\.turn must be true or false/ });
      const there = await worker.open(game, { seed: "42" });
      const { events: far } = await there.play(there.toMove, move);
      assert.deepEqual(await far.narrate(-1, { lang: "fr", turn: false }), bare, `${game} in the worker`);
      bot.close();
      table.close();
    }
  } finally {
    worker.terminate();
  }
});
