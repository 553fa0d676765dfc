// The preview of a LINX placement, checked against the rules before it is
// shown: the library's (View.Preview) says that a tile "blocks" another
// seat's line wherever two of that seat's tiles stand in line with the
// cell, even when the line's other end is open and the seat can still
// make it there. A line is blocked only when both its ends are closed:
// where the library says more than that, the page says what the move
// does in its own words.
import { cell } from './dom.js';
import { t } from './i18n/i18n.js';

const COLOURS = ['y', 'b', 'p', 'g'];
// DRAW is how many tiles a face-up placement draws (the rules: 2).
const DRAW = 2;
const DIRECTIONS = [[1, 0], [0, 1], [1, 1], [1, -1]];

// tops maps each cell "x,y" of a view's grid to what lies on top of it:
// the tile's colour and whether it lies face down.
function tops(v) {
  const out = new Map();
  for (const st of v.grid || []) {
    const down = st.down && !['?', '-', '.'].includes(st.down) ? String(st.down) : '';
    out.set(st.cell, { colour: (down || String(st.up || ''))[0], down: !!down });
  }
  return out;
}

// pairs lists the other ends of seat's lines that a tile at key would
// take the place of: for each two tiles of colour, alike face up or face
// down, in line with key, the cell that would make the same line on their
// other side (null when key lies between them).
function pairs(top, key, colour, down) {
  const [x, y] = cell(key);
  const alike = (dx, dy) => { const o = top.get(`${x + dx},${y + dy}`); return !!o && o.colour === colour && o.down === down; };
  const out = [];
  for (const [dx, dy] of DIRECTIONS) {
    for (const s of [1, -1]) if (alike(s * dx, s * dy) && alike(2 * s * dx, 2 * s * dy)) out.push(`${x + 3 * s * dx},${y + 3 * s * dy}`);
    if (alike(dx, dy) && alike(-dx, -dy)) out.push(null);
  }
  return out;
}

// open reports whether seat could still make its line at end after the
// move at key: a face-up line on an empty cell that keeps every tile in
// the square, a face-down line on a face-up tile.
function open(v, top, key, end, down) {
  if (end === null) return false;
  const there = top.get(end);
  if (down) return !!there && !there.down;
  if (there) return false;
  const N = v.players === 2 ? 4 : 5;
  const all = [...top.keys(), key, end].map(cell);
  const span = (k) => Math.max(...all.map((c) => c[k])) - Math.min(...all.map((c) => c[k])) + 1;
  return span(0) <= N && span(1) <= N;
}

// preview is what the placement m does, for its player: the library's
// words, unless they call blocked a line that stays open.
export function preview(v, m, ui) {
  if (m.kind !== 'up' && m.kind !== 'down') return m.preview;
  const top = tops(v);
  const down = m.kind === 'down';
  const side = (i) => (v.teams ? i % 2 : i);
  const blocked = [], still = [];
  for (let i = 0; i < v.players; i++) {
    if (side(i) === side(m.seat)) continue;
    const ends = pairs(top, m.cell, COLOURS[i], down);
    if (!ends.length) continue;
    (ends.some((e) => !open(v, top, m.cell, e, down)) ? blocked : still).push(i);
  }
  // A line of the mover's own wins the round: the library says so first.
  if (!still.length || pairs(top, m.cell, COLOURS[m.seat], down).length) return m.preview;
  const who = (list) => list.map((i) => ui.short(i)).reduce((a, b) => t('and', { a, b }));
  const n = Math.min(DRAW, (v.pileSizes || [])[m.seat] ?? 0);
  return [
    blocked.length ? t('linx.preview.blocks', { who: who(blocked) }) : '',
    t('linx.preview.open', { who: who(still), n: still.length }),
    down || n === 0 ? t('linx.preview.drawNone') : t('linx.preview.draw', { n }),
  ].filter(Boolean).join(' ');
}
