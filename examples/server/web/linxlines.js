// LINX's lines one move from three: where a seat could finish a line of
// its own next move, marked on the live grid (linx.js grid) by a dashed
// line through its cells and, on the cell that finishes it, a triangle
// with the seat's number (another's threat) or a star (the reader's own
// chance), so that no one needs to tell colours apart; each mark is named
// for a screen reader. A newcomer lost rounds to lines nobody marked
// (r36 #4). And the first cover of one's own tile, taught as it happens.
//
// Only what the reader's View shows is used: the tiles on top (a
// face-down tile's back says whose it is), the hands' sizes and the tiles
// known in them, and the reader's own hand. Another seat's line finished
// by covering a tile is marked when that seat may hold a tile that beats
// it: the reader does not know its hand.
import { s, cell } from './dom.js';
import { C, COLOURS, symName } from './linxtiles.js';
import { t } from './i18n/i18n.js';

// BEATER is, for each symbol, the one that beats it.
const BEATER = { S: 'R', P: 'S', R: 'P' };
// DIRS are a line's four directions: across, down and the two diagonals.
const DIRS = [[1, 0], [0, 1], [1, 1], [1, -1]];

const faceDown = (st) => !!st.down && !['?', '-', '.'].includes(st.down);
const topOf = (st) => String(faceDown(st) ? st.down : st.up || '');

// lines lists the lines of three a seat could finish with its next move:
// { seat, cells (the line's three, in order), at (the cell that finishes
// it), down (by covering the tile there), sym (the tile that covers it) },
// one for each seat and cell. The reader's own (mine) are listed at the
// reader's turn only; a team-mate's are not, nor the reader's at another
// time: the marks say what is to fear, and what to do now.
export function lines(v, ui) {
  if (v.over || !Array.isArray(v.grid) || !v.grid.length) return [];
  const N = v.players === 2 ? 4 : 5;
  const byCell = new Map(v.grid.map((st) => [st.cell, st]));
  const xy = [...byCell.keys()].map(cell);
  const xs = xy.map((c) => c[0]), ys = xy.map((c) => c[1]);
  const [ax, bx, ay, by] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // A face-up tile may go to an empty cell that keeps every tile in the
  // square bound (it touches a tile: it stands in a line beside one).
  const inBound = (x, y) => Math.max(bx, x) - Math.min(ax, x) < N && Math.max(by, y) - Math.min(ay, y) < N;
  const mine = (i) => i === ui.seat;
  const side = (i) => (v.teams ? i % 2 : i);
  const watched = (i) => (mine(i) ? v.toMove === i && ui.choices.length > 0 : ui.seat < 0 || side(i) !== side(ui.seat));
  const holds = (i, sym) => {
    if (mine(i)) return (v.hand || []).includes(sym);
    const n = (v.handSizes || [])[i] || 0, known = (v.known || [])[i] || [];
    return n > 0 && (known.length < n || known.includes(sym));
  };
  const found = new Map();
  for (const [x, y] of xy) {
    for (const [dx, dy] of DIRS) {
      // Every line of three through this tile (at its place off in it),
      // and in it every cell j that could finish it.
      for (let off = 0; off < 3; off++) {
        const keys = [0, 1, 2].map((k) => `${x + (k - off) * dx},${y + (k - off) * dy}`);
        for (let j = 0; j < 3; j++) {
          const pair = keys.filter((_, k) => k !== j).map((key) => byCell.get(key));
          if (pair.some((st) => !st)) continue;
          const seat = COLOURS.indexOf(topOf(pair[0])[0]);
          const down = faceDown(pair[0]);
          if (seat < 0 || seat >= v.players || COLOURS.indexOf(topOf(pair[1])[0]) !== seat || faceDown(pair[1]) !== down || !watched(seat)) continue;
          const at = keys[j], st = byCell.get(at), [fx, fy] = cell(at);
          let sym = '';
          if (!down && (st || !inBound(fx, fy) || !(mine(seat) ? v.hand.length : (v.handSizes || [])[seat]))) continue;
          if (down) {
            if (!st || faceDown(st)) continue;
            sym = BEATER[String(st.up)[1]];
            if (!sym || !holds(seat, sym)) continue;
          }
          const id = `${seat} ${at}`;
          if (!found.has(id)) found.set(id, { seat, cells: keys, at, down, sym });
        }
      }
    }
  }
  return [...found.values()];
}

// says is a line's sentence: whose, which cells, and the move that
// finishes it.
function says(line, ui, name) {
  const args = { who: ui.short(line.seat), from: name(line.cells[0]), to: name(line.cells[2]), cell: name(line.at), sym: symName(line.sym) };
  if (line.seat === ui.seat) return line.down ? t('linx.chance.down', args) : t('linx.chance.up', args);
  return line.down ? t('linx.threat.down', args) : t('linx.threat.up', args);
}

// marks draws the lines on the grid whose cell at x,y stands at px(x),
// py(y), named by name: a dashed line through each, and its mark on the
// cell that finishes it (the cell's lower left corner, clear of the tile's
// owner mark and symbol).
export function marks(found, ui, px, py, name) {
  return found.map((line) => {
    const own = line.seat === ui.seat;
    const [[ax, ay], [bx, by], [fx, fy]] = [cell(line.cells[0]), cell(line.cells[2]), cell(line.at)];
    const ends = { x1: px(ax) + C / 2, y1: py(ay) + C / 2, x2: px(bx) + C / 2, y2: py(by) + C / 2 };
    const cx = px(fx) + 14, cy = py(fy) + C - 14;
    const badge = own
      ? s('polygon', { points: star(cx, cy, 11) })
      : [s('polygon', { points: `${cx},${cy - 11} ${cx + 11},${cy + 8} ${cx - 11},${cy + 8}` }), s('text', { x: cx, y: cy + 6, 'text-anchor': 'middle' }, String(line.seat + 1))];
    const said = says(line, ui, name);
    return s('g', { class: ['line-threat', own ? 'chance' : 'threat'], role: 'img', 'aria-label': said, 'pointer-events': 'none', dataset: { threat: line.at, threatSeat: line.seat } },
      s('title', {}, said), s('line', { ...ends, class: 'halo' }), s('line', ends), s('g', { class: 'badge' }, badge));
  });
}

// star is a five-pointed star's points round cx,cy, of radius r outside
// and r/2.2 inside.
function star(cx, cy, r) {
  return Array.from({ length: 10 }, (_, k) => {
    const a = -Math.PI / 2 + (k * Math.PI) / 5, d = k % 2 ? r / 2.2 : r;
    return `${(cx + d * Math.cos(a)).toFixed(1)},${(cy + d * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

// key says what the marks on the grid mean, under it, when there are some.
export function key(found, ui) {
  const kinds = [found.some((l) => l.seat !== ui.seat) && t('linx.threatKey'), found.some((l) => l.seat === ui.seat) && t('linx.chanceKey')].filter(Boolean);
  return kinds.length ? kinds.join(' · ') : '';
}

// ownCover notes, in the marks of the round (linx.js mark), the first
// cover of a seat's own tile in the game (e, a tile placed), to be taught
// until the reader's next move: such a move finished a line unforeseen
// (r36 #4). taught is kept from round to round.
export function ownCover(marks, e, me) {
  if (e.seat === me) return { ...marks, ownCover: null };
  if (marks.taught || e.face !== 'down' || typeof e.under !== 'string' || COLOURS.indexOf(e.under[0]) !== e.seat) return marks;
  return { ...marks, taught: true, ownCover: { seat: e.seat, cell: e.cell } };
}
