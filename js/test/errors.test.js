// Every failure is a TabletopError with a code, in the words of the
// package's own functions: bad arguments, failed loads, closed values and
// refused moves alike, never a Go package's or Go's types.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, loadWorker } from "@tabletop/engines/all";
import { movesOf, TabletopError } from "@tabletop/engines";

const engine = await load();

/** The TabletopError that f throws (or rejects with). */
async function failure(f) {
  try {
    await f();
  } catch (err) {
    assert.ok(err instanceof TabletopError, `${err}`);
    assert.doesNotMatch(`${err.message} ${err.detail}`, /jsbridge|Go value|json: |unmarshal/);
    return err;
  }
  assert.fail("no failure");
}

test("a TabletopError made with a message says it", () => {
  const err = new TabletopError("boom");
  assert.equal(err.message, "boom");
  assert.equal(err.code, "error");
  assert.equal(err.detail, "boom");
  assert.equal(err.name, "TabletopError");
  assert.equal(new TabletopError({ code: "illegal-move", message: "no" }).code, "illegal-move");
  const said = new TabletopError({ code: "illegal-move", reason: "not-legal-here", playerMessage: "No.", playerMessages: { en: "No.", fr: "Non." } });
  assert.equal(said.playerMessageIn("fr-CA"), "Non.");
  assert.equal(said.playerMessageIn("it"), "No.", "a language it lacks: as it is");
});

test("bad arguments name the function and the argument", async () => {
  const table = engine.open("linko", { players: 3, seed: "42" });
  const cases = [
    [() => table.play("0", "leave"), /^Table\.play: seat must be a whole number/],
    [() => table.play(0, 7), /^Table\.play: move must be an object or its JSON text/],
    [() => table.view(0.5), /^Table\.view: seat must be/],
    [() => table.view(0, 3), /^Table\.view: lang must be/],
    [() => engine.open(4), /^Engine\.open: game must be a string/],
    [() => engine.open("linko", 3), /^Engine\.open: options must be/],
    [() => engine.fold("linko", {}, "log"), /^Engine\.fold: log must be an array/],
    [() => movesOf("7"), /^movesOf: choice must be a choice of Table\.choices/],
    [() => movesOf({ pick: "4,0", to: ["4,-1"], from: ["3,0"] }), /^movesOf: choice must be/],
    [() => engine.newBot("linko", "random").choose({}), /^Bot\.choose: table must be a Table/],
  ];
  for (const [f, message] of cases) {
    const err = await failure(f);
    assert.equal(err.code, "bad-argument", err.message);
    assert.match(err.message, message);
  }
  table.close();
});

test("the engine's refusals name the function too", async () => {
  const unknown = await failure(() => engine.open("chess"));
  assert.equal(unknown.code, "unknown-game");
  assert.match(unknown.message, /^Engine\.open: /);
  const options = await failure(() => engine.open("linko", { players: 9 }));
  assert.equal(options.code, "invalid-options");
  assert.match(options.detail, /^Engine\.open: /);
  const table = engine.open("linko", { players: 3, seed: "42" });
  table.close();
  const closed = await failure(() => table.choices());
  assert.equal(closed.code, "closed");
  assert.equal(closed.message, "Table.choices: this Table is closed");
});

test("another seat's move is not-your-turn, in the player's words", async () => {
  const table = engine.open("linko", { players: 3, seed: "42" });
  for (const [seat, move] of [[1, "0:leave"], [0, "1:leave"], [0, { seat: 1, kind: "leave" }], [1, "leave"]]) {
    const err = await failure(() => table.play(seat, move, "fr"));
    assert.equal(err.code, "illegal-move");
    assert.equal(err.reason, "not-your-turn", `${seat} plays ${JSON.stringify(move)}`);
    assert.doesNotMatch(err.message, /Table\.play/, "a player's sentence, as it is");
    assert.match(err.detail, /^Table\.play: /);
  }
  table.close();
});

test("a failed load is a load-failed TabletopError", async () => {
  for (const source of [new URL("file:///nowhere/tabletop.wasm"), "http://127.0.0.1:9/tabletop.wasm", new Uint8Array([1, 2, 3])]) {
    const err = await failure(() => load(source));
    assert.equal(err.code, "load-failed");
    assert.match(err.message, /^load: cannot load the engine from /);
  }
  const err = await failure(() => loadWorker(new URL("file:///nowhere/tabletop.wasm")));
  assert.equal(err.code, "load-failed");
  // js-r35 #3: a source of no kind load reads is a bad argument, as the API's table says.
  for (const call of [() => load(42), () => load(null), () => load({ url: "lino.wasm" }), () => loadWorker(42)]) {
    const bad = await failure(call);
    assert.equal(bad.code, "bad-argument");
    assert.match(bad.message, /^(load|loadWorker): source must be a build's URL or path, a Response, its bytes or a WebAssembly\.Module, not /);
  }
});

test("events refuse a seat not at their table, as the table's view does", async () => {
  // js-r35 #7: narrate(99) said the spectator's sentences.
  const table = engine.open("linko", { players: 3, seed: "1" });
  const { table: next, events } = table.play(table.toMove, table.legalMoves()[0]);
  for (const seat of [99, 3, -2]) {
    for (const fn of ["narrate", "turns", "text"]) {
      const err = await failure(() => events[fn](seat));
      assert.equal(err.code, "bad-argument");
      assert.equal(err.message, `Events.${fn}: no seat ${seat}: the table has seats 0 to 2 (the first to the third), and -1 for a spectator`);
    }
  }
  assert.equal((await failure(() => table.view(7))).code, "bad-argument");
  assert.equal(events.narrate(2).length, events.narrate(-1).length, "every seat at the table is narrated");
  const worker = await loadWorker();
  try {
    const there = await worker.open("linko", { players: 3, seed: "1" });
    const played = await there.play(there.toMove, (await there.legalMoves())[0]);
    assert.match((await failure(() => played.events.narrate(99))).message, /^Events\.narrate: no seat 99: /);
  } finally {
    worker.terminate();
  }
  next.close();
  table.close();
});

test("a relative path is the working directory's, for load and loadWorker in Node", async () => {
  // js-r35 #3: it was the package's folder's. In dist/, "lino.wasm" is
  // there; in the package's folder, which holds none, it would fail.
  const before = process.cwd();
  process.chdir(new URL("../dist/", import.meta.url).pathname);
  try {
    const lino = await import("@tabletop/engines/lino");
    assert.deepEqual((await lino.load("lino.wasm")).games().map((g) => g.name), ["lino"]);
    const worker = await lino.loadWorker("./lino.wasm");
    assert.deepEqual((await worker.games()).map((g) => g.name), ["lino"]);
    worker.terminate();
    const missing = await failure(() => load("./no-such.wasm"));
    assert.match(missing.message, /^load: cannot load the engine from file:\/\/\/.*\/dist\/no-such\.wasm: ENOENT/);
  } finally {
    process.chdir(before);
  }
});

test("a detail counts seats from 1, as the player's sentence does, and names the package's functions, not Go's packages", async () => {
  const table = engine.open("linko", { players: 3, seed: "42" });
  const refused = await failure(() => table.play(1, "leave"));
  assert.equal(refused.message, "It is not your turn: Seat 1 is to move.");
  assert.match(refused.detail, /^Table\.play: not your turn: seat 1 \(the second seat\) cannot move now: .*seat 0 \(the first seat\)/);
  for (const [call, detail] of [
    [() => engine.open("lino", { players: 3 }), "Engine.open: invalid options: 3 players; Lino is for 2"],
    [() => engine.open("chess"), 'Engine.open: unknown game: "chess"; the games are linko, lino, linx'],
    [() => engine.newBot("lino", "ismcts", { foo: 1 }), 'Engine.newBot: invalid options: lino\'s ismcts bot: no option "foo"; the options are iterations, ms, workers, untilDeadline, seed'],
    [() => engine.guess("lino", {}), "Engine.guess: invalid position: the view holds no game (pass what Table.view returned)"],
  ]) {
    assert.equal((await failure(call)).detail, detail);
  }
  // A seat outside the table is the caller's mistake, never a turn; a
  // player is told something went wrong, in the call's language.
  const noSeat = await failure(() => table.view(7, "fr"));
  assert.equal(noSeat.code, "bad-argument");
  assert.match(noSeat.message, /^Table\.view: .*no seat 7: the table has seats 0 to 2 \(the first to the third\)/);
  assert.equal(noSeat.playerMessage, "Un problème est survenu\u00a0: cela ne peut pas se faire maintenant.");
  for (const lang of ["en", "nl"]) {
    const outOfTurn = await failure(() => table.play(1, "leave", lang));
    assert.equal(outOfTurn.playerMessage, outOfTurn.message, "a refusal's sentence is the player's message");
    const notSeated = await failure(() => table.play(9, "leave", lang));
    assert.equal(notSeated.code, "bad-argument");
    assert.equal(notSeated.reason, undefined);
    assert.match(notSeated.message, /^Table\.play: .*no seat 9: the table has seats 0 to 2/);
    assert.doesNotMatch(notSeated.message, /turn/);
    assert.notEqual(notSeated.playerMessage, notSeated.message);
  }
  const unseeded = await failure(() => engine.fold("linko", { players: 3 }, []));
  assert.match(unseeded.detail, /Table\.options\(\)/);
  assert.doesNotMatch(JSON.stringify(engine.games()), /Table\.Options/);
  table.close();
});

test("every TabletopError carries a player's message, the package's own in the catalogue's English", async () => {
  const invalid = await failure(() => engine.open("linko", { players: 3 }).view(5));
  assert.equal(invalid.code, "bad-argument");
  // The package's own failures say the engine's catalogue's sentence.
  assert.equal(new TabletopError("boom").playerMessage, invalid.playerMessage);
  assert.equal(invalid.playerMessage, "Something went wrong: that cannot be done now.");
  // Bad options say what to change, the engine's sentence (test/options.test.js).
  assert.equal((await failure(() => engine.open("linko", { players: 9 }))).playerMessage, "Linko! is played by 2 to 5 players, not 9.");
  const bad = await failure(() => engine.open(7));
  assert.equal(bad.playerMessage, invalid.playerMessage);
  const it = await failure(() => engine.open("linko", { players: 3 }).view(5, "it"));
  assert.equal(it.playerMessage, "Qualcosa è andato storto: non si può fare ora.");
});

test("a failure the package finds itself says its playerMessage in the call's language, the engine's sentence", async () => {
  const table = engine.open("linko", { players: 3 });
  for (const lang of ["fr", "it-IT", "nl-BE, en;q=0.5", "de-DE"]) {
    // The engine's own: a seat that is not at the table.
    const said = (await failure(() => table.view(5, lang))).playerMessage;
    for (const call of [
      () => table.view("x", lang),
      () => table.viewText(0, [7], lang),
      () => table.choices(7, lang),
      () => table.play(0, 5, [], lang),
      () => table.describe(null, lang),
      () => table.labelled(null, lang),
      () => engine.rules(5, lang),
    ]) {
      const err = await failure(call);
      assert.equal(err.code, "bad-argument");
      assert.equal(err.playerMessage, said, `${err.message} in ${lang}`);
    }
  }
  const closed = engine.open("linko");
  closed.close();
  assert.equal((await failure(() => closed.viewText(0, "fr"))).playerMessage, (await failure(() => table.view(5, "fr"))).playerMessage);
  table.close();
});

test("a choice or a movesOf entry passed to play says what was passed and what to pass", async () => {
  // Linko!'s and LINX's entries have a label, as choices do; Lino's none.
  for (const game of ["linko", "lino", "linx"]) {
    const table = engine.open(game, { seed: "4" });
    const [choice] = table.choices();
    const asChoice = await failure(() => table.play(table.toMove, choice));
    assert.equal(asChoice.code, "bad-argument");
    assert.ok(asChoice.message.startsWith(`Table.play: move is the choice ${JSON.stringify(choice.label)}, not a move: movesOf(choice) lists its moves`), `${game}: ${asChoice.message}`);
    const [entry] = movesOf(choice);
    const asEntry = await failure(() => table.play(table.toMove, entry));
    const named = entry.label === undefined ? "" : ` ${JSON.stringify(entry.label)}`;
    assert.equal(asEntry.message, `Table.play: move is the movesOf entry${named}, not a move: pass its .json`, game);
    const { table: next } = table.play(table.toMove, entry.json);
    next.close();
    table.close();
  }
});

test("a bad seed, an aborted choice, a terminated worker and a failed download each tell a player what happened, in the asked language", async () => {
  const table = engine.open("lino", { seed: "4" });
  const bot = engine.newBot("lino", "random", { seed: 1 });
  const doomed = await loadWorker();
  doomed.terminate();
  const failures = {
    "bad-seed": await failure(() => engine.open("lino", { seed: "x" })),
    aborted: await failure(() => bot.choose(table, { signal: AbortSignal.abort(), onAbort: "reject" })),
    terminated: await failure(() => doomed.games()),
    "load-failed": await failure(() => load("http://127.0.0.1:9/tabletop.wasm")),
    // js-r35 #5: a build not where the page says is its set-up's, which
    // a player's retry, or a better connection, would not mend.
    "load-failed set-up": await failure(() => load(new URL("file:///nowhere/tabletop.wasm"))),
  };
  assert.equal(failures["load-failed"].playerMessage, "The game could not be downloaded: check the connection and try again.");
  assert.equal(failures["load-failed set-up"].playerMessage, "The game could not be started: it is not installed correctly.");
  const wrongBytes = await failure(() => load(new Uint8Array([1, 2, 3])));
  assert.equal(wrongBytes.playerMessage, failures["load-failed set-up"].playerMessage, "bytes that are no WebAssembly are the set-up's");
  const workerless = await failure(() => loadWorker(undefined, { workerUrl: new URL("../no-such-worker.js", import.meta.url) }));
  assert.equal(workerless.code, "load-failed");
  assert.equal(workerless.playerMessage, failures["load-failed set-up"].playerMessage, "a worker not on disk is the set-up's too");
  const wrong = new TabletopError("boom");
  const seen = new Set(["en", "fr", "it", "nl"].map((lang) => wrong.playerMessageIn(lang)));
  assert.equal(seen.size, 4, "the catalogue's sentence in four languages");
  for (const [code, err] of Object.entries(failures)) {
    assert.equal(err.code, code.split(" ")[0]);
    assert.equal(err.playerMessageIn("en"), err.playerMessage, `${code}: the call took no language: English`);
    assert.equal(err.playerMessageIn("de-DE"), err.playerMessage, `${code}: a language of none of the four is English`);
    assert.equal(err.playerMessageIn("nl-BE, fr;q=0.9"), err.playerMessageIn("nl"));
    for (const lang of ["en", "fr", "it", "nl"]) {
      const sentence = err.playerMessageIn(lang);
      assert.ok(!seen.has(sentence), `${code} in ${lang} says its own sentence, not another's: ${sentence}`);
      seen.add(sentence);
      assert.doesNotMatch(sentence, /seed|abort|terminat|worker|signal|undefined/i, `${code} in ${lang}: no developer's word`);
      assert.doesNotMatch(sentence, lang === "en" ? /[’\u00a0]/ : lang === "fr" ? /'| [:;!?]/ : /'/, `${code} in ${lang}: typeset`);
    }
  }
  // A refused move's sentence is the engine's, in its call's language;
  // the engine wrote it in every language, which playerMessageIn says.
  const refused = await failure(() => table.play(1, table.choices()[0].moves?.[0] ?? "x", "fr"));
  assert.equal(refused.code, "illegal-move");
  assert.equal(refused.playerMessage, "Ce n’est pas votre tour\u00a0: c’est au joueur 1 de jouer.");
  assert.equal(refused.playerMessageIn("it"), "Non è il tuo turno: tocca al giocatore 1.");
  // A failure the package finds in a call that takes a language says the
  // catalogue's sentence in it, as before.
  assert.equal((await failure(() => table.view("x", "it"))).playerMessage, wrong.playerMessageIn("it"));
  bot.close();
  table.close();
});

test("a bot asked to choose in a finished game says the player's sentence that play says there", async () => {
  const worker = await loadWorker();
  try {
    for (const [e, game] of [[engine, "linx"], [worker, "linx"], [engine, "linko"], [worker, "lino"]]) {
      let table = await e.open(game, { seed: "3" });
      const bot = await e.newBot(game, "random", { seed: 1 });
      while (!table.over) {
        const { table: next, events } = await table.play(table.toMove, await bot.choose(table));
        await Promise.all([table.close(), events.close()]);
        table = next;
      }
      const chosen = await failure(() => bot.choose(table));
      assert.equal(chosen.code, "illegal-move");
      assert.equal(chosen.reason, "game-over");
      for (const lang of ["en", "fr", "it", "nl"]) {
        const played = await failure(() => table.play(0, { kind: "pass" }, lang));
        assert.equal(played.reason, "game-over");
        assert.equal(chosen.playerMessageIn(lang), played.playerMessage, `${game} in ${lang}`);
      }
      if (game === "linx") {
        // LINX's French sentence is also Linko!'s and Lino's, whose Dutch
        // differs: the engine's, which it wrote in every language, says LINX's.
        const played = await failure(() => table.play(0, { kind: "pass" }, "fr"));
        assert.equal(played.playerMessageIn("nl"), "De partij is voorbij.");
        assert.equal(chosen.playerMessageIn("nl"), "De partij is voorbij.");
      }
      await Promise.all([table.close(), bot.close()]);
    }
  } finally {
    await worker.terminate();
  }
});

// js-r22 friction 3: Lino's move from a cell beyond the board says no tile
// is there, as its detail does (not "too far from the field", which is
// said of where a tile goes); and a refusal made in one language says
// itself in another afterwards, for a page whose player changes language.
test("a refused move's sentence says what its detail says, and playerMessageIn says it in any language", async () => {
  const table = engine.open("lino", { seed: "7" });
  const worker = await loadWorker();
  try {
    const there = await worker.open("lino", { seed: "7" });
    for (const attempt of [() => table.play(0, "0:move 99,99 100,100"), () => there.play(0, "0:move 99,99 100,100")]) {
      const err = await failure(attempt);
      assert.equal(err.reason, "not-legal-here");
      assert.match(err.detail, /no tile at 99,99/);
      assert.equal(err.playerMessage, "There is no tile that far from the field.", "a cell past Z99 is named by what is wrong there, not as DB106");
      assert.equal(err.playerMessageIn("fr-BE"), "Il n’y a aucune case si loin du plateau.");
      assert.equal(err.playerMessageIn("it"), "Non c’è nessuna tessera così lontano dal campo.");
      assert.equal(err.playerMessageIn("nl"), "Zo ver van het speelveld ligt geen tegel.");
      assert.equal(err.playerMessageIn("de"), "There is no tile that far from the field.");
      assert.deepEqual(Object.keys(err).sort(), ["code", "detail", "name", "playerMessage", "reason"].sort(), "the sentences are no enumerable field");
    }
    // Out of turn, in French with names: the Italian names them too.
    const other = await failure(() => table.play(1, "place K7", ["Ada", "Bo"], "fr"));
    assert.match(other.playerMessage, /Ada/);
    assert.match(other.playerMessageIn("it"), /Ada/);
    assert.notEqual(other.playerMessageIn("it"), other.playerMessage);
  } finally {
    worker.terminate();
    table.close();
  }
});
