// A move a player types is read in the call's language, in that
// language's words (Table.play's lang): a chat in Italian or French plays
// what its players type, as the notation is read alike in every language.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, loadWorker } from "@tabletop/engines/all";
import { TabletopError } from "@tabletop/engines";

const engine = await load();

test("an Italian typed LINX move and a French typed Linko! meld with a joker play as their notation does", async () => {
  const linx = engine.open("linx", { seed: "8" });
  const seat = linx.toMove;
  // S is Sasso (rock) in Italian; in the notation, S is Scissors.
  const typed = linx.play(seat, "Su s d4", "it");
  const notation = linx.play(seat, `${seat}:up R 0,0`);
  assert.deepEqual(typed.table.position(), notation.table.position());
  assert.notDeepEqual(linx.play(seat, `${seat}:up S 0,0`, "it").table.position(), notation.table.position(), "the notation's S is Scissors in every language");
  assert.match(typed.events.narrate(-1, "it")[0], /Sasso scoperta in D4/);

  // Seed 2's first seat holds a pair of 4s and a joker, which Linko!'s
  // notation writes "4x2+J" and a French player types with X, accents
  // optional and in any case.
  const linko = engine.open("linko", { players: 2, seed: "2" });
  assert.ok(linko.legalMoves().includes("0:play 4x2+J"));
  const meld = linko.play(0, "POSER 4x2+x", "fr");
  assert.deepEqual(meld.table.position(), linko.play(0, "0:play 4x2+J").table.position());
  assert.deepEqual(meld.events.json(-1)[0], { kind: "cards-played", seat: 0, meld: "4x2+J" });

  // The worker's tables read them alike.
  const worker = await loadWorker();
  try {
    const there = await worker.open("linx", { seed: "8" });
    const { table } = await there.play(seat, "su S D4", { lang: "it" });
    assert.deepEqual(await table.position(), notation.table.position());
  } finally {
    worker.terminate();
  }
});

test("a refused typed move says why in the call's language, naming that language's words", () => {
  const linx = engine.open("linx", { seed: "8" });
  let err;
  try {
    linx.play(linx.toMove, "su Z D4", "it");
  } catch (e) {
    err = e;
  }
  assert.ok(err instanceof TabletopError, `${err}`);
  assert.equal(err.code, "illegal-move");
  assert.equal(err.reason, "malformed");
  assert.match(err.message, /S \(sasso\), C \(carta\) o F \(forbici\)/);
  // Notation in English words is still read in Italian.
  assert.doesNotThrow(() => linx.play(linx.toMove, `${linx.toMove}:up P 0,0`, "it").table.close());
});

test("a typed move that reads as another move in English than in lang is refused, saying the language it was read in", async () => {
  // js-r28 #2: "up S D4" is scissors in English, a rock in Italian (S is
  // sasso): a page that passes the player's language for the refusals'
  // words alone would play another move than it meant.
  const linx = engine.open("linx", { seed: "7" });
  const mixed = (err) => {
    assert.ok(err instanceof TabletopError, `${err}`);
    assert.equal(err.code, "illegal-move");
    assert.equal(err.reason, "malformed");
    assert.match(err.message, /^(Worker)?Table\.play: "up S D4" was read in Italian \(lang "it"\), and reads as another move in English: .* send the move's JSON/);
    assert.match(err.playerMessageIn("it"), /^Scrivi «su» o «giù», un simbolo e una casella/, "the player is told what to type");
    return true;
  };
  const held = engine.held();
  assert.throws(() => linx.play(0, "up S D4", "it"), mixed);
  assert.equal(engine.held(), held, "the refusal holds nothing it made");
  const alike = linx.play(0, "up R D4", "it"); // read twice: one table and its events held
  assert.equal(engine.held(), held + 2);
  alike.table.close();
  // English, Italian's words alone, words that read alike, the notation: played.
  const english = linx.play(0, "up S D4", "en");
  assert.match(english.events.narrate(-1)[0], /scissors/);
  assert.deepEqual(linx.play(0, "su S D4", "it").table.position(), linx.play(0, "0:up R 0,0").table.position());
  assert.deepEqual(linx.play(0, "up R D4", "it").table.position(), linx.play(0, "0:up R 0,0").table.position());
  assert.deepEqual(linx.play(0, "0:up S 0,0", "it").table.position(), english.table.position());
  const worker = await loadWorker();
  try {
    const there = await worker.open("linx", { seed: "7" });
    await assert.rejects(there.play(0, "up S D4", { lang: "it" }), mixed);
  } finally {
    worker.terminate();
  }
});
