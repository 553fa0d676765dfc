// A refused move says why, and the table is drawn for a terminal, in the
// language the caller names, and in English when none is named.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, TabletopError } from "../index.js";

const engine = await load();

/** The refusal of playing "leave" for seat 1 at a fresh Linko! table, where seat 0 is to move. */
function refusal(play) {
  const table = engine.open("linko", { players: 3, seed: "42" });
  try {
    play(table);
  } catch (err) {
    assert.ok(err instanceof TabletopError);
    return err;
  } finally {
    table.close();
  }
  assert.fail("the move was not refused");
}

test("a refusal in each language", () => {
  const said = {};
  for (const lang of ["en", "fr", "it", "nl"]) {
    const err = refusal((t) => t.play(1, "leave", lang));
    assert.equal(err.code, "illegal-move");
    assert.equal(err.reason, "not-your-turn");
    const asJSON = refusal((t) => t.playJSON(1, JSON.stringify("leave"), lang));
    assert.equal(asJSON.message, err.message, `${lang}: play and playJSON say alike`);
    const asObject = refusal((t) => t.play(1, { kind: "leave" }, lang));
    assert.equal(asObject.message, err.message, `${lang}: a move's object is refused alike`);
    said[lang] = err.message;
  }
  assert.equal(new Set(Object.values(said)).size, 4, `four sentences: ${JSON.stringify(said)}`);
  assert.equal(refusal((t) => t.play(1, "leave")).message, said.en, "English by default");
  assert.equal(refusal((t) => t.play(1, "leave", "fr-BE")).message, said.fr, "a locale speaks its language");
});

test("an unknown language is refused, not ignored", () => {
  const err = refusal((t) => t.play(0, "leave", "xx"));
  assert.match(err.message, /xx/);
});

test("the terminal's picture in each language", () => {
  const table = engine.open("linko", { players: 3, seed: "42" });
  assert.match(table.viewText(0), /you are Seat 1/);
  assert.equal(table.viewText(0, "en"), table.viewText(0));
  assert.match(table.viewText(0, "fr"), /vous êtes le joueur 1/);
  assert.match(table.viewText(-1, "it"), /stai guardando/);
  assert.match(table.viewText(1, "nl"), /jij bent speler 2/);
  table.close();
});
