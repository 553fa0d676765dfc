// index.d.ts's shapes at run time, for shapes.test.js: each type a
// function that throws where a value is not of it. Objects are exact (no
// member the type lacks), and an optional member is absent, never null.

class Mismatch extends Error {}

function fail(path, want, value) {
  throw new Mismatch(`${path}: want ${want}, got ${JSON.stringify(value)?.slice(0, 80)}`);
}

export const str = (v, p) => typeof v === "string" || fail(p, "a string", v);
export const int = (v, p) => Number.isInteger(v) || fail(p, "a whole number", v);
export const bool = (v, p) => typeof v === "boolean" || fail(p, "a boolean", v);
export const cell = (v, p) => (typeof v === "string" && /^-?\d+,-?\d+$/.test(v)) || fail(p, 'a cell "x,y"', v);
export const lit = (...values) => (v, p) => values.includes(v) || fail(p, values.join(" | "), v);
export const arr = (t) => (v, p) => (Array.isArray(v) ? v.forEach((x, i) => t(x, `${p}[${i}]`)) : fail(p, "an array", v));

/** An array of type t whose length is ok, said as want where it is not. */
export const counted = (t, ok, want) => (v, p) => {
  t(v, p);
  return ok(v.length) || fail(p, want, v);
};

/** The nullable members seen null: a type that allows null is tested to need it. */
export const seenNull = new Set();
export const nullable = (name, t) => (v, p) => (v === null ? seenNull.add(name) : t(v, p));

/** An object with members required, and optional ones that may be absent (never null). */
export const obj = (required, optional = {}) => (v, p) => {
  if (typeof v !== "object" || v === null || Array.isArray(v)) fail(p, "an object", v);
  for (const [k, t] of Object.entries(required)) {
    if (!(k in v)) fail(`${p}.${k}`, "a member", undefined);
    t(v[k], `${p}.${k}`);
  }
  for (const [k, x] of Object.entries(v)) {
    if (k in required) continue;
    if (!(k in optional)) fail(`${p}.${k}`, "no such member", x);
    optional[k](x, `${p}.${k}`);
  }
};

/** One of the types: the first that fits. */
export const oneOf = (...types) => (v, p) => {
  const why = [];
  for (const t of types) {
    try {
      return t(v, p);
    } catch (err) {
      if (!(err instanceof Mismatch)) throw err;
      why.push(err.message);
    }
  }
  throw new Mismatch(`${p}: none of ${types.length} types fits:\n  ${why.join("\n  ")}`);
};

const labels = { label: str, preview: str };
const envelope = (game, choice) => ({
  game: lit(game), seat: int, players: int, round: int, toMove: int, over: bool, scores: arr(int), legalMoves: arr(choice),
});
/** A View's legalMoves entry of moves: members shared beside moves, each move's own in them. */
const viewChoice = (members) => obj({ moves: arr(obj({}, { ...members, ...labels })) }, { pick: str, label: str, ...members });

const axes = obj({ left: int, top: int, columns: arr(str), rows: arr(str) });

/** Each game's choices: a View's legalMoves entries, and what Table.choices gives. */
export const choices = {
  linko: viewChoice({ seat: int, kind: str, meld: str, card: str }),
  lino: oneOf(
    obj({ pick: cell, label: str, seat: int, kind: lit("move"), from: cell, to: counted(arr(cell), (n) => n >= 2, "two cells or more") }),
    obj({ pick: cell, label: str, seat: int, kind: lit("move"), from: cell, to: cell, moves: counted(arr(obj({}, labels)), (n) => n === 1, "one move") }),
    obj({ seat: int, kind: lit("place"), moves: arr(obj({ to: cell }, labels)) }),
  ),
  linx: viewChoice({ seat: int, kind: str, symbol: str, cell }),
};

/** A move as movesOf gives it. */
const move = (json) => obj({ kind: str, json }, labels);
/** Each game's moves as movesOf gives them. */
export const moves = {
  linko: move(obj({ seat: int, kind: lit("play", "draw", "take", "leave", "draw pile", "takeback", "discard") }, { meld: str, card: str })),
  lino: move(oneOf(obj({ seat: int, kind: lit("move"), from: cell, to: cell }), obj({ seat: int, kind: lit("place"), to: cell }))),
  linx: move(oneOf(obj({ seat: int, kind: lit("up", "down"), symbol: str, cell }), obj({ seat: int, kind: lit("pass") }))),
};

export const views = {
  linko: obj({
    ...envelope("linko", choices.linko),
    rounds: int, phase: str, active: int, victim: int, draws: int, hand: nullable("linko.hand", arr(str)),
    handSizes: arr(int), known: arr(arr(str)), tableaux: arr(arr(str)), display: arr(str), pileSize: int, discard: arr(str),
  }, { winners: arr(int) }),
  lino: obj({
    ...envelope("lino", choices.lino),
    rounds: int,
    options: obj({ players: lit(2), seed: nullable("lino.options.seed", str), firstSeat: int, rounds: lit(1, 2), bonus: bool, starsOnly: bool }, { layout: arr(cell), faces: arr(str) }),
    phase: str, tiles: arr(obj({ cell }, { face: str })), stones: arr(arr(cell)), moved: arr(cell), vacated: arr(cell),
    points: arr(int), totals: arr(int), axes,
  }, { winners: arr(int) }),
  linx: obj({
    ...envelope("linx", choices.linx),
    grid: arr(obj({ cell }, { up: str, down: str })), hand: nullable("linx.hand", arr(str)), handSizes: arr(int),
    known: arr(arr(str)), pileSizes: arr(int), teams: bool, phase: str, axes,
  }, { winners: arr(int) }),
};

const ev = (kinds, required, optional = {}) => obj({ kind: lit(...kinds), ...required }, optional);
const ending = { ending: lit("hand-emptied", "cards-out"), seat: int };
export const events = {
  linko: oneOf(
    ev(["cards-played", "cards-taken-back", "cards-discarded"], { seat: int, meld: str }),
    ev(["attacked", "cards-taken", "cards-left"], { seat: int, victim: int, meld: str }),
    ev(["turn-passed"], { seat: int }),
    ev(["card-drawn"], { seat: int, from: lit("display", "pile"), card: str }),
    ev(["display-refilled"], { display: arr(str) }),
    ev(["round-dealt"], { round: int, seat: int, players: int, deal: arr(str) }),
    ev(["round-ended"], { round: int, scores: arr(int) }, { ...ending, last: lit(true) }),
    ev(["game-ended"], { scores: arr(int) }, ending),
  ),
  lino: oneOf(
    ev(["tile-moved"], { seat: int, from: cell, to: cell }),
    ev(["filling-started"], { seat: int }),
    ev(["stone-placed"], { seat: int, cell }, { last: lit(true) }),
    ev(["row-closed", "run-scored"], { seat: int, row: str, points: int }),
    ev(["number-scored", "star-scored"], { seat: int, cell, points: int }),
    ev(["round-started"], { round: int, seat: int }),
    ev(["round-ended"], { round: int, scores: arr(int) }),
    ev(["game-ended"], { scores: arr(int) }),
  ),
  linx: oneOf(
    ev(["tile-placed"], { seat: int, cell, tile: str, face: lit("up", "down") }, { players: int, under: str, teams: lit(true) }),
    ev(["tiles-drawn"], { seat: int, count: int }, { tiles: arr(str) }),
    ev(["turn-passed"], { seat: int }),
    ev(["passed"], { seat: int, hand: str }),
    ev(["line-made"], { seat: int, line: str, face: lit("up", "down") }, { players: int }),
    ev(["round-won"], { round: int, seat: int, teams: bool, blocked: bool, players: int, visible: arr(int) }, { full: lit(true) }),
    ev(["round-started"], { round: int, seat: int, players: int }, { piles: arr(str) }),
    ev(["match-won"], { seat: int, teams: bool, players: int, scores: arr(int) }),
  ),
};

export const error = obj(
  { code: lit("unknown-game", "invalid-options", "illegal-move", "invalid-position", "invalid-event", "unknown-bot", "bot-failed", "bad-argument", "bad-seed", "load-failed", "closed", "bad-call", "error"), message: str, detail: str, playerMessage: str },
  { reason: str, field: str },
);
