// Table.describe: any legal move whole, with its words, such as the cells a
// Lino tile may go to, which the compact choice lists without a label each.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, loadWorker } from "@tabletop/engines/all";
import { movesOf, TabletopError } from "@tabletop/engines";

const engine = await load();

test("a Lino tile's every target is described with both its cells, and previewed", () => {
  const table = engine.open("lino", { seed: "4" });
  const view = table.view(0, "fr");
  const name = (cell) => {
    const [x, y] = cell.split(",").map(Number);
    return view.axes.columns[x - view.axes.left] + view.axes.rows[y - view.axes.top];
  };
  const compact = table.choices("fr").find((c) => Array.isArray(c.to));
  assert.ok(compact, "the opening has a tile with a list of targets");
  const labels = new Set();
  for (const move of movesOf(compact)) {
    assert.equal(move.label, undefined);
    const described = table.describe(move.json, "fr");
    assert.deepEqual(described.json, move.json);
    assert.equal(described.kind, "move");
    assert.ok(described.label.includes(name(move.json.from)) && described.label.includes(name(move.json.to)), described.label);
    assert.equal(described.preview, "Vous aurez encore deux cases à déplacer.", "a tile's move previews the tiles its mover has left");
    labels.add(described.label);
  }
  assert.equal(labels.size, compact.to.length, "each target its own label");
  // Notation, with or without its seat, and an object without its seat.
  const [first] = movesOf(compact);
  const { seat: _, ...seatless } = first.json;
  const text = `move ${first.json.from} ${first.json.to}`;
  for (const same of [text, `0:${text}`, seatless]) assert.deepEqual(table.describe(same, "fr"), table.describe(first.json, "fr"));
  table.close();
});

test("describe says what movesOf says of every move that has its words", () => {
  for (const [game, options] of [["linko", { seed: "3", players: 4 }], ["linx", { seed: "5", players: 3 }]]) {
    const table = engine.open(game, options);
    for (const choice of table.choices("it")) {
      for (const move of movesOf(choice)) {
        const described = table.describe(move.json, "it");
        assert.equal(described.label, move.label, JSON.stringify(move.json));
        assert.equal(described.preview, move.preview, JSON.stringify(move.json));
      }
    }
    table.close();
  }
});

test("a move the seat to move cannot make is refused as play refuses it", async () => {
  const table = engine.open("lino", { seed: "4" });
  assert.throws(() => table.describe({ seat: 1, kind: "place", to: "4,0" }),
    (err) => err instanceof TabletopError && err.reason === "not-your-turn" && err.detail.startsWith("Table.describe: "));
  assert.throws(() => table.describe("move 4,0 40,40", "fr"), (err) => err instanceof TabletopError && err.code === "illegal-move");
  const worker = await loadWorker();
  try {
    const there = await worker.open("lino", { seed: "4" });
    const move = table.legalMoves()[7];
    assert.deepEqual(await there.describe(move, "nl"), table.describe(move, "nl"));
  } finally {
    worker.terminate();
    table.close();
  }
});

test("labelled gives every move of every choice as describe gives it, in one call", async () => {
  for (const [game, options] of [["lino", { seed: "4" }], ["linko", { seed: "3", players: 4 }], ["linx", { seed: "5", players: 3 }]]) {
    const table = engine.open(game, options);
    for (const choice of table.choices("fr")) {
      const labelled = table.labelled(choice, "fr");
      const moves = movesOf(choice);
      assert.equal(labelled.length, moves.length);
      labelled.forEach((move, i) => assert.deepEqual(move, table.describe(moves[i].json, "fr")));
      assert.ok(labelled.every((move) => move.label), `${game}: every move has its label`);
    }
    table.close();
  }
});

test("labelled in the worker: Lino's whole opening, each target its own label", async () => {
  const worker = await loadWorker();
  try {
    const table = await worker.open("lino", { seed: "4" });
    const choices = await table.choices("en");
    const started = performance.now();
    const all = (await Promise.all(choices.map((choice) => table.labelled(choice, "en")))).flat();
    const took = performance.now() - started;
    assert.equal(all.length, (await table.legalMoves()).length);
    assert.equal(new Set(all.map((move) => move.label)).size, all.length, "no two moves share a label");
    // Not a speed target (see bench/): a guard against one call per move.
    assert.ok(took < 20_000, `${all.length} moves labelled in ${took} ms`);
  } finally {
    worker.terminate();
  }
});

test("labelled refuses what is not a choice, or a choice of another seat", () => {
  const table = engine.open("lino", { seed: "4" });
  assert.throws(() => table.labelled(null), (err) => err instanceof TabletopError && err.code === "bad-argument" && err.message.startsWith("Table.labelled"));
  const [choice] = table.choices();
  const next = table.play(table.toMove, movesOf(choice)[0].json).table;
  assert.throws(() => next.labelled(choice), (err) => err instanceof TabletopError && err.code === "illegal-move");
  table.close();
});

test("describe(choice) is diagnosed as play(choice) is, on the thread and in the worker", async () => {
  const table = engine.open("lino", { seed: "4" });
  const choice = table.choices("fr").find((c) => Array.isArray(c.to));
  const said = (fn) => (err) => err instanceof TabletopError && err.code === "bad-argument" && err.message.startsWith(`${fn}: move is the choice "${choice.label}", not a move: movesOf(choice) lists its moves`);
  assert.throws(() => table.play(0, choice), said("Table.play"));
  assert.throws(() => table.describe(choice, "fr"), said("Table.describe"));
  assert.throws(() => table.describe(movesOf(choice, table.view(0))[0]), /Table\.describe: move is the movesOf entry .*: pass its \.json/);
  const worker = await loadWorker();
  try {
    const there = await worker.open("lino", { seed: "4" });
    await assert.rejects(there.describe(choice, "fr"), said("Table.describe"));
  } finally {
    worker.terminate();
    table.close();
  }
});

// A malformed move's playerMessage (js-r34 #7): text a player typed that
// reads as no move is the player's to mend, and its playerMessage, where
// the docs tell a front-end to look, says what to type in the call's
// language (in every language through playerMessageIn); a move object or
// JSON is the program's, which a player who clicked cannot mend: "Something
// went wrong", the engine's sentence the developer's message.
test("a malformed move's playerMessage says what to type where the player typed, and nothing to type where a program sent it", async () => {
  const table = engine.open("lino", { seed: "4" });
  const worker = await loadWorker();
  const refusal = async (attempt) => {
    try {
      await attempt();
    } catch (err) {
      assert.ok(err instanceof TabletopError && err.reason === "malformed", `${attempt}: ${err}`);
      return err;
    }
    assert.fail(`${attempt} played`);
  };
  const typing = { en: /^Type “move” followed by two cells/, fr: /^Tapez «\sdéplacer\s» suivi de deux endroits/, it: /^Scrivi «sposta» seguito da due caselle/, nl: /^Typ “verplaats” gevolgd door twee plekken/ };
  try {
    const there = await worker.open("linx", { seed: "4" });
    const typed = [
      ["fr", () => table.play(0, "banane", "fr"), typing.fr],
      ["en", () => table.play(0, "move"), typing.en],
      ["it", () => table.play(0, "sposta K7", [], "it"), typing.it],
      ["nl", () => table.play(0, "verplaats", { lang: "nl" }), typing.nl],
      ["fr", () => table.play(0, "x".repeat(300), [], "fr"), /^C’est trop long pour un coup\s: tapez un coup/],
      ["fr", () => there.play(0, "take nothing", { lang: "fr" }), /^Tapez «\svisible\s» ou «\scachée\s»/],
      ["it", () => there.play(0, "up S D4", { lang: "it" }), /^Scrivi «su» o «giù», un simbolo e una casella/], // read as another move in English
      // A JSON string is text, read as play reads it (js-r36 #10: its playerMessage said "Something went wrong", the sentence its message).
      ["en", () => table.playJSON(0, '"banane"'), typing.en],
      ["fr", () => there.playJSON(0, '"nonsense"', "fr"), /^Tapez «\svisible\s» ou «\scachée\s»/],
    ];
    for (const [lang, attempt, sentence] of typed) {
      const err = await refusal(attempt);
      assert.match(err.playerMessage, sentence, `${lang}: ${attempt}`);
      if (String(attempt).includes("playJSON")) assert.equal(err.message, err.playerMessage, `${lang}: ${attempt}: not swapped`);
    }
    const banane = await refusal(() => table.play(0, "banane", "fr"));
    for (const [lang, words] of Object.entries(typing)) assert.match(banane.playerMessageIn(lang), words, `playerMessageIn(${lang})`);
    const sent = [
      ["it", () => table.play(0, { kind: "bogus" }, [], "it"), /^Qualcosa è andato storto/],
      ["nl", () => table.describe("move 4,0", "nl"), /^Er ging iets mis/],
      ["fr", () => there.play(0, { kind: "up" }, { lang: "fr" }), /^Un problème est survenu/],
    ];
    for (const [lang, attempt, sentence] of sent) {
      const err = await refusal(attempt);
      assert.match(err.playerMessage, sentence, `${lang}: ${attempt}`);
      assert.doesNotMatch(err.playerMessage, /\b(type|tapez|scrivi|typ)\b|«|“/i);
      assert.notEqual(err.message, err.playerMessage, "the engine's sentence is the developer's message");
    }
  } finally {
    worker.terminate();
    table.close();
  }
});

// A page shows the bot's move before it plays it (a highlight, "The
// computer moves the tile at K7 to K6"): choose with describe answers the
// move whole, its words written where the bot thought, with no other call.
test("choose with describe answers the move whole, on the thread and in the worker", async () => {
  const table = engine.open("lino", { seed: "6" });
  const bot = engine.newBot("lino", "greedy");
  const notation = await bot.choose(table);
  assert.equal(typeof notation, "string", "without describe, the notation as before");
  const chosen = await bot.choose(table, { describe: true, lang: "fr" });
  assert.deepEqual(chosen, { notation, ...table.describe(notation, "fr") });
  assert.match(chosen.label, /^Déplacer la case de \w+ en \w+$/);
  assert.equal(typeof chosen.preview, "string");
  assert.deepEqual(table.play(table.toMove, chosen.json).table.view(0), table.play(table.toMove, chosen.notation).table.view(0));
  for (const [options, name] of [[{ describe: "yes" }, "options.describe"], [{ lang: 3 }, "lang"], [{ describe: true, lang: 3 }, "lang"]]) {
    await assert.rejects(bot.choose(table, options), (err) => err instanceof TabletopError && err.code === "bad-argument" && err.message.startsWith(`Bot.choose: ${name} must be`), JSON.stringify(options));
  }
  const worker = await loadWorker();
  try {
    const there = await worker.open("lino", { seed: "6" });
    const thereBot = await worker.newBot("lino", "greedy");
    assert.deepEqual(await thereBot.choose(there, { describe: true, lang: "fr" }), chosen);
    assert.equal(await thereBot.choose(there), notation);
    const stopped = await thereBot.choose(there, { describe: true, signal: AbortSignal.abort("now") }).catch((err) => err);
    assert.equal(stopped.code, "aborted");
    await assert.rejects(thereBot.choose(there, { describe: 1 }), /WorkerBot\.choose: options\.describe must be/);
  } finally {
    worker.terminate();
    bot.close();
    table.close();
  }
});

// JSON text that does not parse is the program's mistake, as a move of the
// wrong type is: a bad-argument, not a refused move (js-r36 #10), on the
// thread and in the worker; JSON that parses but is no move stays a
// malformed move.
test("playJSON of text that is not JSON is a bad-argument, never a refused move", async () => {
  const table = engine.open("lino", { seed: "4" });
  const worker = await loadWorker();
  try {
    const there = await worker.open("lino", { seed: "4" });
    for (const [fn, attempt] of [["Table.playJSON", () => table.playJSON(0, "{kind:")], ["Table.playJSON", () => there.playJSON(0, "{kind:", "fr")]]) {
      await assert.rejects(async () => attempt(), (err) => {
        assert.ok(err instanceof TabletopError);
        assert.equal(err.code, "bad-argument");
        assert.equal(err.reason, undefined);
        assert.match(err.message, new RegExp(`^${fn.replace(".", "\\.")}: move must be JSON text`));
        assert.match(err.playerMessage, /^(Something went wrong|Un problème est survenu)/);
        return true;
      });
    }
    assert.throws(() => table.playJSON(0, "42"), { code: "illegal-move", reason: "malformed" });
  } finally {
    worker.terminate();
    table.close();
  }
});

// choose's lang alone (no describe) says a failure's playerMessage, an
// abort's, in the page's language (js-r36 #10: it was English whatever the
// page's language, lang allowed only with describe).
test("choose's lang alone says an abort's playerMessage in that language, on the thread and in the worker", async () => {
  const table = engine.open("lino", { seed: "6" });
  const bot = engine.newBot("lino", "greedy");
  const worker = await loadWorker();
  try {
    const there = await worker.open("lino", { seed: "6" });
    const thereBot = await worker.newBot("lino", "greedy");
    assert.equal(typeof (await bot.choose(table, { lang: "fr" })), "string", "lang without describe: the move's notation");
    assert.equal(await thereBot.choose(there, { lang: "fr" }), await bot.choose(table));
    for (const [who, attempt] of [
      ["Bot", () => bot.choose(table, { signal: AbortSignal.abort("now"), lang: "fr-CA" })],
      ["WorkerBot", () => thereBot.choose(there, { signal: AbortSignal.abort("now"), lang: "fr-CA" })],
      ["WorkerBot", () => thereBot.choose(there, { signal: AbortSignal.abort("now"), lang: "it", describe: true })],
    ]) {
      const err = await attempt().catch((e) => e);
      assert.equal(err.code, "aborted", who);
      assert.ok(err.message.startsWith(`${who}.choose: `), err.message);
      assert.match(err.playerMessage, /^(L’ordinateur|Il computer)/, `${who}: ${err.playerMessage}`);
    }
    const stop = new AbortController();
    const slow = await worker.newBot("lino", "ismcts", { ms: 5000 });
    const pending = slow.choose(there, { signal: stop.signal, onAbort: "reject", lang: "nl" });
    setTimeout(() => stop.abort(), 50);
    const err = await pending.catch((e) => e);
    assert.equal(err.code, "aborted");
    assert.match(err.playerMessage, /^De computer/, err.playerMessage);
  } finally {
    worker.terminate();
    bot.close();
    table.close();
  }
});
