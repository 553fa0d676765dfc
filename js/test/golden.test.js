// The same game everywhere: replays the golden files that the native
// engine wrote (go test ./internal/jsbridge -run GoldenFiles -update) through
// the WebAssembly engine, and wants every view, event, result and refusal
// byte for byte.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { load } from "@tabletop/engines/all";
import { movesOf } from "@tabletop/engines";
import { internal } from "../engine.js";

const dir = new URL("../testdata/", import.meta.url);
const engine = await load();

/** The bridge's JSON text of method, called with a value's handle first where given. */
function call(method, ...args) {
  const [failure, out] = internal.raw(engine, method, ...args.map((a) => (typeof a === "object" && a !== null && !Array.isArray(a) ? internal.handle(a) : a)));
  if (failure !== null) throw Object.assign(new Error("refused"), { failure: JSON.parse(failure) });
  return out;
}

/** The first 16 hex digits of the SHA-256 of parts, each ended by a newline, as golden_test.go's digest. */
function digest(...parts) {
  const h = createHash("sha256");
  for (const p of parts) h.update(p + "\n");
  return h.digest("hex").slice(0, 16);
}

function views(table) {
  const out = [];
  for (let seat = -1; seat < table.players; seat++) {
    out.push(digest(table.viewJSON(seat), ...["en", "fr", "it", "nl"].map((lang) => call("viewText", table, seat, lang))));
  }
  return out;
}

const games = readdirSync(dir).filter((name) => name !== "refusals.json" && name !== "rules.json");

for (const name of games) {
  test(name, () => {
    const g = JSON.parse(readFileSync(new URL(name, dir), "utf8"));
    let table = engine.open(g.game, g.options);
    assert.equal(call("options", table), g.reported);
    assert.deepEqual(views(table), g.start, "the views before the first move");
    g.steps.forEach((s, i) => {
      assert.equal(table.toMove, s.seat, `step ${i}: the seat to move`);
      let played;
      if (s.json) {
        // The choices' moves are the legal moves, in their order.
        const moves = table.choices().flatMap(movesOf);
        const notation = table.legalMoves();
        assert.equal(moves.length, notation.length, `step ${i}: as many choices' moves as legal moves`);
        assert.ok(notation.includes(s.move), `step ${i}: ${s.move} is a legal move`);
        played = table.play(s.seat, moves[notation.indexOf(s.move)].json);
      } else {
        played = table.play(s.seat, s.move);
      }
      const { table: next, events } = played;
      assert.deepEqual(events.narrate(-1), s.narration, `step ${i} (${s.move}): the narration`);
      assert.deepEqual(events.turns(-1), s.turns, `step ${i} (${s.move}): the turn sentences`);
      const seen = [];
      for (let seat = -1; seat < table.players; seat++) {
        seen.push(digest(events.jsonText(seat), call("eventsText", events, seat),
          call("narrate", events, seat, null, "en"), call("turns", events, seat, null, "en")));
      }
      assert.deepEqual(seen, s.events, `step ${i} (${s.move}): the events as each seat sees them`);
      events.close();
      table.close();
      table = next;
      assert.deepEqual(views(table), s.views, `step ${i} (${s.move}): the views after it`);
    });
    assert.equal(digest(call("log", table)), g.log, "the log");
    assert.equal(digest(call("position", table)), g.position, "the position");
    assert.deepEqual(table.scores, g.scores);
    assert.deepEqual(table.winners, g.winners);
    assert.equal(table.over, true);
    for (let seat = -1; seat < table.players; seat++) {
      assert.equal(table.viewJSON(seat), g.final[seat + 1], `the final view of seat ${seat}`);
    }
    // The log and the position rebuild the same end.
    const folded = engine.fold(g.game, table.options(), table.log());
    const loaded = engine.load(g.game, table.position());
    assert.equal(folded.viewJSON(-1), g.final[0]);
    assert.equal(loaded.viewJSON(-1), g.final[0]);
    for (const t of [table, folded, loaded]) t.close();
  });
}

test("refusals", () => {
  const cases = JSON.parse(readFileSync(new URL("refusals.json", dir), "utf8"));
  for (const c of cases) {
    let args = c.args;
    const opened = [];
    if (c.at) {
      let table = engine.open(c.at.game, c.at.options);
      opened.push(table);
      for (let i = 0; i < c.at.plays; i++) {
        table = table.play(table.toMove, table.legalMoves()[0]).table;
        opened.push(table);
      }
      args = [table, ...args];
    }
    const failure = JSON.parse(c.failure);
    assert.throws(() => call(c.call, ...args), (err) => {
      assert.deepEqual(err.failure, failure, `${c.call}(${JSON.stringify(c.args)})`);
      return true;
    });
    for (const t of opened) t.close();
  }
});

test("rules", () => {
  const rules = JSON.parse(readFileSync(new URL("rules.json", dir), "utf8"));
  for (const [game, langs] of Object.entries(rules)) {
    for (const [lang, paragraphs] of Object.entries(langs)) {
      assert.deepEqual(engine.rules(game, lang), paragraphs, `${game} in ${lang}`);
    }
    assert.deepEqual(engine.rules(game), langs.en, `${game}: English unless asked`);
  }
});
