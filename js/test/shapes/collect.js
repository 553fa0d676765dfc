// The JSON a front-end reads, from random games of every game: views of
// every seat and the spectator, events as each seat sees them and whole,
// choices in each language and their moves, and failures. write.mjs declares them as
// index.d.ts's types for tsc --strict, and shapes.test.js checks them at
// run time: both from the same games.
import { movesOf } from "@tabletop/engines";

/**
 * A Lino field whose tile at 2,2 has one cell to go to: the tiles at 1,1
 * and 3,2 touch no tile but it, so that it may only move to the one other
 * cell that touches both, 2,1; the other 53 tiles lie apart below.
 */
export function oneCellLayout() {
  const layout = ["2,2", "1,1", "3,2"];
  for (let y = 7; y < 12; y++) for (let x = 2; x < 12; x++) layout.push(`${x},${y}`);
  return [...layout, "2,12", "3,12", "4,12"];
}

/** A small deterministic generator, so that both tests see the same games. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const langs = ["en", "fr", "it", "nl"];

/** A failure's fields, as a TabletopError has them. */
function failure(f) {
  try {
    f();
  } catch (err) {
    const out = { code: err.code, message: err.message, detail: err.detail, playerMessage: err.playerMessage };
    if ("reason" in err) out.reason = err.reason;
    return out;
  }
  throw new Error("no failure");
}

/**
 * Plays games of each game (every seat count, seeds 1 to games) with
 * random moves, and keeps a sample of what each step shows: at most about
 * perGame views, events, choices and their moves a game.
 */
export function collect(engine, games = 3, perGame = 40) {
  const out = { errors: [] };
  for (const game of ["linko", "lino", "linx"]) {
    const shapes = (out[game] = { views: [], events: [], choices: [], moves: [] });
    const info = engine.games().find((g) => g.name === game);
    for (let g = 1; g <= games; g++) {
      const players = info.minPlayers + ((g - 1) % (info.maxPlayers - info.minPlayers + 1));
      const options = game === "lino" ? { seed: String(g), bonus: g % 2 === 0, rounds: g === 3 ? 2 : 1 } : { seed: String(g), players, ...(game === "linx" && players === 4 && g % 2 ? { teams: true } : {}) };
      const draw = random(g);
      let table = engine.open(game, options);
      const steps = [];
      for (let n = 0; !table.over && n < 3000; n++) {
        const moves = table.legalMoves();
        const { table: next, events } = table.play(table.toMove, moves[Math.floor(draw() * moves.length)]);
        steps.push([table, events]);
        table = next;
      }
      steps.push([table, null]);
      const every = Math.max(1, Math.floor(steps.length / perGame));
      steps.forEach(([t, events], i) => {
        const lang = langs[i % 4];
        if (i % every === 0 || t.over) {
          for (let seat = -1; seat < t.players; seat++) shapes.views.push(t.view(seat, lang));
          if (!t.over) {
            const choices = t.choices(lang).slice(0, 6).map((c) => (c.moves ? { ...c, moves: c.moves.slice(0, 6) } : c));
            shapes.choices.push(...choices);
            shapes.moves.push(...choices.flatMap((c) => movesOf(c).slice(0, 6)));
          }
          if (events) {
            for (let seat = -1; seat < t.players; seat++) shapes.events.push(...events.json(seat));
            shapes.events.push(...events.log());
          }
          if (!t.over) {
            const other = (t.toMove + 1) % t.players;
            out.errors.push(failure(() => t.play(other, t.legalMoves()[0], lang)));
            out.errors.push(failure(() => t.play(t.toMove, "xyzzy", lang)));
          } else {
            out.errors.push(failure(() => t.play(0, "pass", lang)));
          }
        }
        events?.close();
        t.close();
      });
    }
    if (game === "lino") {
      // A tile with one cell to go to, which random games do not meet.
      const table = engine.open("lino", { seed: "1", layout: oneCellLayout() });
      const view = table.view(0);
      const one = view.legalMoves.filter((c) => c.moves);
      shapes.views.push(view);
      shapes.choices.push(...one);
      shapes.moves.push(...one.flatMap((c) => movesOf(c, view)));
      table.close();
    }
  }
  out.errors.push(failure(() => engine.open("chess")), failure(() => engine.open("linko", { players: 9 })), failure(() => engine.newBot("lino", "nobody")));
  return out;
}
