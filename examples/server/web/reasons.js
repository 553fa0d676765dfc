// Why the Hint's move is the one: the library's preview where it is a
// reason (the rows a stone closes), else what the move does to the lines
// on the board, read from the view (hint.js telling); never a preview
// that says only what the move costs or draws ("You score no points.",
// "You draw nothing."), which teaches nothing. Each says one thing, the
// first that holds; '' where none does.
import { cell, cellNamer } from './dom.js';
import { t } from './i18n/i18n.js';

// LINES are the four directions of a straight line: across, down and the
// two diagonals.
export const LINES = [[1, 0], [0, 1], [1, 1], [1, -1]];
// AROUND are the eight neighbours' directions.
const AROUND = LINES.flatMap(([dx, dy]) => [[dx, dy], [-dx, -dy]]);

const key = (x, y) => `${x},${y}`;

// count is how many cells in a row from x,y (not counted) towards dx,dy
// hold what has asks for.
export function count(has, x, y, dx, dy) {
  let n = 0;
  while (has(key(x + (n + 1) * dx, y + (n + 1) * dy))) n++;
  return n;
}

// linoWhy says what a stone on m.to does: the rows it closes, by its
// preview (true: its points are a number, where "You score no points."
// has none, in every language); else what it does to the lines of
// stones: a line of four or more of the player's own (which scores at the
// end), a line of three or more of the other's that it stops, a line of
// three of the player's own; that it leaves no row one stone short for
// the other to close, where another stone would; a line of two of the
// player's own, or of the other's that it stops.
//
// A tile's move, while the field is built, says what it does to the rows
// (buildWhy): no stone is on the field yet, and a row scores its length
// for whoever closes it, of either colour, so what the move does is what
// the page can tell (r31 #10a: "Move the tile from J11 to O9" taught
// nothing); the library's preview ("You will have 2 tiles left to
// move.") counts the turns, which is no reason.
export function linoWhy(m, ui) {
  const v = ui.view;
  if (m.kind === 'move') return buildWhy(m, v, ui.short(1 - ui.seat, false));
  if (m.kind === 'place' && /\d/.test(m.preview || '')) return true;
  if (!v || m.kind !== 'place' || !m.to || !v.stones) return '';
  const own = new Set(v.stones[ui.seat] || []), other = new Set(v.stones[1 - ui.seat] || []);
  const [x, y] = cell(m.to);
  const mine = (k) => own.has(k), theirs = (k) => other.has(k);
  const run = Math.max(...LINES.map(([dx, dy]) => 1 + count(mine, x, y, dx, dy) + count(mine, x, y, -dx, -dy)));
  const stops = Math.max(...AROUND.map(([dx, dy]) => count(theirs, x, y, dx, dy)));
  const who = ui.short(1 - ui.seat, false);
  if (run >= 4) return t('lino.hintWhy.run', { n: run });
  if (stops >= 3) return t('lino.hintWhy.stop', { n: stops, who });
  if (run >= 3) return t('lino.hintWhy.run', { n: run });
  // A stone that leaves a row one tile short hands its points to the
  // other, who closes it next (r34 #6: a third of Lino's hints said the
  // plain reason); said where another stone would.
  const gives = giver(v);
  if (!gives(m.to) && emptyTiles(v).some((k) => k !== m.to && gives(k))) return t('lino.hintWhy.safe', { who });
  if (run >= 2) return t('lino.hintWhy.run', { n: run });
  return stops >= 2 ? t('lino.hintWhy.stop', { n: stops, who }) : '';
}

// emptyTiles are the cells of view v's tiles that hold no stone.
function emptyTiles(v) {
  const stones = new Set((v.stones || []).flat());
  return (v.tiles || []).map((tile) => tile.cell).filter((k) => !stones.has(k));
}

// giver says of a cell of view v whether a stone on it leaves a row one
// stone short of closing: a row (two tiles or more in a straight line,
// the rules) through it whose tiles but one would then hold stones.
export function giver(v) {
  const tiles = new Set((v.tiles || []).map((tile) => tile.cell));
  const empty = new Set(emptyTiles(v));
  const tile = (k) => tiles.has(k);
  return (at) => {
    const [x, y] = cell(at);
    return LINES.some(([dx, dy]) => {
      const a = count(tile, x, y, dx, dy), b = count(tile, x, y, -dx, -dy);
      let left = 0;
      for (let i = -b; i <= a; i++) if (i && empty.has(key(x + i * dx, y + i * dy))) left++;
      return a + b > 0 && left === 1;
    });
  };
}

// buildWhy says what moving a tile from m.from to m.to does to the rows
// of tiles: where it cuts a longer row in two than any it stands in at
// its new cell, what the reader gains (r36 #6: "it leaves N13 empty for
// good, which breaks a row of 10 tiles" read as a drawback): the other
// seat, who (its name), can never score that row, since the cell stays
// empty for good (the rules: a vacated cell never takes a tile again)
// and the row is two pieces, each worth its length to whoever closes it
// (a piece of one tile is no row, worth nothing); else the longest row it
// stands in, joined from two or made, worth its length to whoever closes
// it. '' where the view has no tiles.
function buildWhy(m, v, who) {
  const tiles = new Set(((v && v.tiles) || []).map((tile) => tile.cell));
  if (!tiles.size || !m.from || !m.to) return '';
  const after = new Set(tiles);
  after.delete(m.from);
  after.add(m.to);
  const was = (k) => tiles.has(k), is = (k) => after.has(k);
  let made = { n: 0, join: false };
  const [tx, ty] = cell(m.to);
  for (const [dx, dy] of LINES) {
    const a = count(is, tx, ty, dx, dy), b = count(is, tx, ty, -dx, -dy);
    if (a + b + 1 > made.n || (a + b + 1 === made.n && a > 0 && b > 0)) made = { n: a + b + 1, join: a > 0 && b > 0 };
  }
  let cut = { n: 0, a: 0, b: 0 };
  const [fx, fy] = cell(m.from);
  for (const [dx, dy] of LINES) {
    const n = count(was, fx, fy, dx, dy) + count(was, fx, fy, -dx, -dy) + 1;
    const a = count(is, fx, fy, -dx, -dy), b = count(is, fx, fy, dx, dy);
    if (a > 0 && b > 0 && n > cut.n) cut = { n, a: Math.min(a, b), b: Math.max(a, b) };
  }
  if (cut.n > made.n) return t('lino.hintWhy.deny', { who, cell: cellNamer(v, 0, 0)(m.from), ...cut });
  return t(made.join ? 'lino.hintWhy.join' : 'lino.hintWhy.row', { n: made.n });
}

// linxWhy says what a tile on m.cell does to the lines of tiles on top:
// it makes three in a line (the library's preview, which says the round
// is won), it covers a tile that made two in a line for another side, it
// stands in the way of another side's two in a line, it covers another
// side's tile (which then counts in none of its lines, nor at a blocked
// round's count, and the tile on top, never covered, is the player's), it
// makes two in a line with one of the player's own, or leaves one cell
// between two of them; face up, it draws tiles (face down draws none). A
// line is of one seat's tiles, all face up or all face down (the rules);
// a team's members are one side. Where none holds it is null: the preview
// then says only what the move draws ("You draw nothing."), a drawback,
// not a reason (hint.js telling).
export function linxWhy(m, ui) {
  const v = ui.view;
  if (!v || !m.cell || !v.grid) return '';
  const colours = ['y', 'b', 'p', 'g'];
  const side = (i) => (v.teams ? i % 2 : i);
  const top = new Map(v.grid.map((g) => {
    const down = g.down && !['?', '-', '.'].includes(String(g.down)) ? String(g.down) : '';
    const tile = down || String(g.up || '');
    return [g.cell, { seat: colours.indexOf(tile[0]), down: !!down }];
  }));
  const rival = (s) => s >= 0 && s < v.players && side(s) !== side(ui.seat);
  const same = (a, b) => !!a && !!b && a.seat === b.seat && a.down === b.down;
  const name = cellNamer(v, 0, 0);
  const [x, y] = cell(m.cell);
  const here = top.get(m.cell);
  const who = (s) => ui.short(s, false);
  const face = { seat: ui.seat, down: m.kind === 'down' };
  const mine = (k) => same(top.get(k), face);
  if (m.preview && LINES.some(([dx, dy]) => 1 + count(mine, x, y, dx, dy) + count(mine, x, y, -dx, -dy) >= 3)) return m.preview;
  const covers = m.kind === 'down' && here && rival(here.seat);
  if (covers) {
    const mate = AROUND.map(([dx, dy]) => key(x + dx, y + dy)).find((k) => same(top.get(k), here));
    if (mate) return t('linx.hintWhy.cover', { a: name(m.cell), b: name(mate), who: who(here.seat) });
  }
  for (const [dx, dy] of LINES) {
    for (const [p, q] of [[-2, -1], [-1, 1], [1, 2]]) {
      const a = key(x + p * dx, y + p * dy), b = key(x + q * dx, y + q * dy);
      const ta = top.get(a);
      if (ta && rival(ta.seat) && same(ta, top.get(b))) return t('linx.hintWhy.block', { a: name(a), b: name(b), who: who(ta.seat) });
    }
  }
  if (covers) return t('linx.hintWhy.hide', { a: name(m.cell), who: who(here.seat) });
  const mate = AROUND.map(([dx, dy]) => key(x + dx, y + dy)).find(mine);
  if (mate) return t('linx.hintWhy.build', { b: name(mate) });
  // Face up, a tile of the player's two cells away, the cell between
  // them empty: one more tile there, face up as both, makes three in a
  // line (a face-down tile goes on a face-up one alone: not there).
  if (m.kind === 'up') for (const [dx, dy] of AROUND) {
    const far = key(x + 2 * dx, y + 2 * dy), mid = key(x + dx, y + dy);
    if (mine(far) && !top.has(mid)) return t('linx.hintWhy.gap', { b: name(far), c: name(mid) });
  }
  // Face up, a tile draws (face down, none): more to choose from.
  const pile = (v.pileSizes || [])[ui.seat] || 0;
  return m.kind === 'up' && pile > 0 ? t('linx.hintWhy.draws', { n: Math.min(2, pile) }) : null;
}
