// A refused move says why, and the table is drawn for a terminal, in the
// language the caller names, and in English when none is named.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "@tabletop/engines/all";
import { TabletopError } from "@tabletop/engines";

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

test("any language tag or Accept-Language list is matched, as lang.Match does", () => {
  const en = refusal((t) => t.play(1, "leave", "en")).message;
  const fr = refusal((t) => t.play(1, "leave", "fr")).message;
  for (const [lang, said] of [["de", en], ["de-DE", en], ["xx", en], ["", en], ["fr-CA", fr], ["de-CH, fr;q=0.8, en;q=0.5", fr], ["en;q=0.2, fr", fr], ["fr;q=0, it;q=0.1", null]]) {
    const message = refusal((t) => t.play(1, "leave", lang)).message;
    if (said !== null) assert.equal(message, said, lang);
    else assert.notEqual(message, fr, `${lang}: a weight of 0 refuses French`);
  }
  const table = engine.open("lino", { seed: "1" });
  assert.equal(table.viewText(0, "de-AT"), table.viewText(0, "en"));
  assert.equal(table.viewJSON(0, "nl-BE,nl;q=0.9"), table.viewJSON(0, "nl"));
  assert.deepEqual(engine.rules("linx", "it-CH"), engine.rules("linx", "it"));
  table.close();
});

test("the terminal's picture in each language", () => {
  const table = engine.open("linko", { players: 3, seed: "42" });
  assert.match(table.viewText(0), /you are Seat 1/i);
  assert.equal(table.viewText(0, "en"), table.viewText(0));
  assert.match(table.viewText(0, "fr"), /vous êtes le joueur 1/i);
  assert.match(table.viewText(-1, "it"), /stai guardando/i);
  assert.match(table.viewText(1, "nl"), /jij bent speler 2/i);
  table.close();
});
