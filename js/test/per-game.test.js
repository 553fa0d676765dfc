// A build of one game: @tabletop/engines/lino loads dist/lino.wasm, which
// plays Lino and refuses another game as unknown, in the package's words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { TabletopError } from "@tabletop/engines";

for (const [game, other] of [["linko", "lino"], ["lino", "linx"], ["linx", "linko"]]) {
  test(`@tabletop/engines/${game} plays ${game} alone`, async () => {
    const entry = await import(`@tabletop/engines/${game}`);
    const engine = await entry.load();
    assert.deepEqual(engine.games().map((g) => g.name), [game]);
    const table = engine.open(game, { seed: "1" });
    const { table: next } = table.play(table.toMove, table.legalMoves()[0]);
    assert.equal(next.game, game);
    assert.throws(() => engine.open(other), (err) => {
      assert.ok(err instanceof TabletopError && err instanceof entry.TabletopError);
      assert.equal(err.code, "unknown-game");
      assert.match(err.message, new RegExp(`^Engine\\.open: .*${other}.*the games are ${game}$`));
      return true;
    });
    next.close();
    table.close();
  });
}
